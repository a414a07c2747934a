"""A card as a filter sees it in your trash, charge, remove zone or resources (803.1b, 811): its cost with the cost
changes of its own valid in that zone (「【有効】チャージ【効果】このカードのコストを-2する」), the ignition icon it gains
there (「【有効】トラッシュとリソース【効果】このカードは≪イグニッション≫を得る」) and the names it has there too (「【有効】
チャージ【効果】このカードが「A」の場合、このカードのカード名は「B」としても扱う」), while their conditions hold. Every choice
or count of cards of those zones by a filter asks `sees`: 「チャージにあるコスト2以下のゼクスを登場させる」 takes such a
card. The printed card is kept everywhere else (CardScript.zone_seen; names valid in every zone: goldfish.all_names)."""

from __future__ import annotations

from dataclasses import replace

from zxdecks.rules.board import OnSquare
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
    if key in ("trash", "removed") and card.cost is not None and not _AURAS and game.traits().zone_costs:
        from zxdecks.rules.effects.run.statics import zone_cost  # it imports the conditions, which import this

        _AURAS.append(True)  # the aura's own conditions see the zone as printed (no loop)
        try:
            cost = zone_cost(game, card, card.cost, key)  # another card's cut there (effects.zone_costs)
        finally:
            _AURAS.pop()
        card = card if cost == card.cost else replace(card, cost=cost)
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


_UNITS: list[bool] = []  # a unit's cost being worked out now (its conditions see the others as printed)


def unit_card(game: GameAPI, unit: OnSquare) -> CardFacts:
    """A Z/X of yours on a square as a filter sees it (effects.unit_costs): its cost with its own 「このカードのコスト
    を+N」 valid on squares (per count too), the auras of the cards on squares that reach it and its face-up force
    cards' 「…のコストを+N」 (312), while their conditions hold (811); the card itself when none changes it."""
    card, (more, turn) = unit.card, unit.cost_up
    more = more if turn == game.turn else 0  # 「ターン終了時まで、このカードのコストを+N」 (effects.turn_costs)
    if card.cost is None or _UNITS or not game.traits().unit_costs:
        return card if card.cost is None or not more else replace(card, cost=max(card.cost + more, 0))
    from zxdecks.rules.effects.run.conditions import conditions_hold  # they import this module
    from zxdecks.rules.effects.run.statics import count

    _UNITS.append(True)
    try:
        changes: list[Static] = []
        scripts = game.scripts
        for source in game.squares.values():
            script = scripts.get(source.card.number)
            for st in script.statics if script is not None else ():
                if st.kind in ("unit_cost", "unit_cost_per") and source is unit:
                    each = count(game, st, card, unit) // st.each if st.kind == "unit_cost_per" else 1
                    if each and conditions_hold(game, st.conditions, unit):
                        changes.append(replace(st, n=st.n * each))
                elif (
                    st.kind == "unit_cost_aura"
                    and st.filter.matches(card)
                    and not (st.others_only and source is unit)
                    and conditions_hold(game, st.conditions, source)
                ):
                    changes.append(st)
        for force in unit.force or ():
            script = scripts.get(force.number)
            for st in script.force_statics if script is not None else ():
                if st.kind == "host_cost" and st.filter.matches(card) and conditions_hold(game, st.conditions, force):
                    changes.append(st)
    finally:
        _UNITS.pop()
    cost = max(card.cost + more, 0)
    for st in changes:
        cost = max(cost + st.n, min(cost, st.floor), 0)
    return card if cost == card.cost else replace(card, cost=cost)


def sees_unit(game: GameAPI, flt: CardFilter, unit: OnSquare) -> bool:
    """Whether `flt` matches a Z/X of yours on a square as it is there (`unit_card`): a cost bound can differ, and a
    keyword its own constant ability gives it there (「このカードは”≪同≫シンパシー”を持つゼクスとして扱う」)."""
    if flt.keyword and flt.keyword not in unit.card.keywords:
        if not _has_keyword(game, unit, flt.keyword):
            return False
        flt = replace(flt, keyword="")
    if flt.max_cost is None and flt.min_cost is None and not flt.any_of:
        return flt.matches(unit.card)
    return flt.matches(unit_card(game, unit))


def _has_keyword(game: GameAPI, unit: OnSquare, keyword: str) -> bool:
    """Whether the unit's own read constant ability gives it `keyword` now (Static "also_keyword"), its conditions
    held."""
    from zxdecks.rules.effects.run.conditions import conditions_hold  # they import this module

    script = game.scripts.get(unit.card.number)
    return script is not None and any(
        st.kind == "also_keyword" and st.filter.keyword == keyword and conditions_hold(game, st.conditions, unit)
        for st in script.statics
    )
