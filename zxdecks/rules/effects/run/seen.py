"""A card as a filter sees it in your trash, charge, remove zone or resources (803.1b, 811): its cost with the cost
changes of its own valid in that zone (「【有効】チャージ【効果】このカードのコストを-2する」), the ignition icon it gains
there (「【有効】トラッシュとリソース【効果】このカードは≪イグニッション≫を得る」) and the names it has there too (「【有効】
チャージ【効果】このカードが「A」の場合、このカードのカード名は「B」としても扱う」), while their conditions hold. Every choice
or count of cards of those zones by a filter asks `sees`: 「チャージにあるコスト2以下のゼクスを登場させる」 takes such a
card. The printed card is kept everywhere else (CardScript.zone_seen; names valid in every zone: goldfish.all_names)."""

from __future__ import annotations

from dataclasses import replace

from zxdecks.rules.cards import CardFacts, Icon
from zxdecks.rules.effects.api import GameAPI
from zxdecks.rules.effects.filters import CardFilter
from zxdecks.rules.effects.language import Static

# the game's zone names -> the keys of the zones constant abilities are valid in (effects.constant_text)
_SEEING: set[int] = set()  # the cards being seen now (a condition of their own may count them)
_AURAS: list[bool] = []  # an icon aura's conditions being asked now
SEEN_ZONES = {
    "trash": "trash",
    "charge": "charge",
    "removed": "removed",
    "resources": "resource",
    "resource": "resource",
    "deck": "deck",  # searched or revealed (1006: a revealed card is in the deck zone until it moves)
}


def seen(game: GameAPI, card: CardFacts, zone: str) -> CardFacts:
    """`card` in your `zone` (a game zone name: "trash", "charge", "removed", "resources"; or "resource") with the
    cost, icon and names its own constant abilities valid there give it now; the card itself when none does."""
    script = game.scripts.get(card.number)
    key = SEEN_ZONES.get(zone)
    statics = script.zone_seen.get(key, ()) if script is not None and key else ()
    if key == "resource" and not card.ignition and not _AURAS and game.traits().icon_auras:  # a card on a square
        from zxdecks.rules.effects.run.granted import icon_aura  # it imports the conditions, which import this

        _AURAS.append(True)  # the aura's own conditions see the resources as printed (no loop)
        try:
            if icon_aura(game, card, "resource"):
                card = replace(card, icons=card.icons | {Icon.IGNITION})
        finally:
            _AURAS.pop()
    if not statics or id(card) in _SEEING:  # its own condition counting it: as printed (no loop)
        return card
    _SEEING.add(id(card))
    try:
        return _changed(game, card, statics)
    finally:
        _SEEING.discard(id(card))


def _changed(game: GameAPI, card: CardFacts, statics: tuple[Static, ...]) -> CardFacts:
    from zxdecks.rules.effects.run.conditions import conditions_hold  # they import this module
    from zxdecks.rules.effects.run.statics import changed_cost

    cost = changed_cost(game, card, card.cost, statics) if card.cost is not None else None
    icon = not card.ignition and any(
        st.kind == "gains_ignition" and conditions_hold(game, st.conditions, card) for st in statics
    )
    names = frozenset(
        n
        for st in statics
        if st.kind == "also_named" and conditions_hold(game, st.conditions, card)
        for n in st.filter.names_is_any
    )
    colors = frozenset(
        st.filter.color
        for st in statics
        if st.kind == "add_color" and st.filter.color is not None and conditions_hold(game, st.conditions, card)
    )
    if cost == card.cost and not icon and names <= card.names and colors <= card.colors:
        return card
    icons = card.icons | {Icon.IGNITION} if icon else card.icons
    return replace(card, cost=cost, icons=icons, names=card.names | names, colors=card.colors | colors)


def sees(game: GameAPI, flt: CardFilter, card: CardFacts, zone: str) -> bool:
    """Whether `flt` matches `card` as it is in your `zone` (`seen`): its cost, icon or names there."""
    return flt.matches(seen(game, card, zone))


def cost_in(game: GameAPI, card: CardFacts, zone: str) -> int:
    """The card's cost in your `zone` as `seen` gives it (0 for none): a bound of costs added up."""
    return seen(game, card, zone).cost or 0
