"""Names a card has in every zone by its own text (「【有効】すべて【効果】このカードが「A」の場合、このカードのカード名は
「B」(と「C」…)としても扱う」, CardScript.all_names): given to the cards of the game once it is set up (402), so that every
filter, designation and count of the game sees them (in the game only: deck construction counts the printed and the
subtext's names, 201.2, 206.3a). The condition is only this card's own name, which no modelled effect changes."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import TYPE_CHECKING

from zxdecks.rules.board import Resource
from zxdecks.rules.cards import CardFacts
from zxdecks.rules.effects import run

if TYPE_CHECKING:
    from zxdecks.rules.effects.language import CardScript
    from zxdecks.rules.goldfish.game import Game

_LISTS = ("deck", "hand", "life", "trash", "charge", "removed", "dynamis", "dynamis_face_up", "player_area", "seen")


# Per scripts mapping (the whole pool's, shared by every game): the cards whose script names them more.
_NAMED_CARDS: dict[int, tuple[object, frozenset[str]]] = {}
# Per card object and script (the deck's cards, shared by the games of a deck): the card with its names. The
# condition is only the card's own name, so the answer is the same in every game; one object stays one in all zones.
_DONE: dict[tuple[int, int], tuple[CardFacts, object, CardFacts]] = {}


def _named_cards(scripts: Mapping[str, CardScript]) -> frozenset[str]:
    """The numbers of the cards whose script has 「…としても扱う」 in every zone (worked out once a scripts mapping)."""
    hit = _NAMED_CARDS.get(id(scripts))
    if hit is not None and hit[0] is scripts:
        return hit[1]
    found = frozenset(number for number, s in scripts.items() if s.all_names)
    if len(_NAMED_CARDS) > 64:
        _NAMED_CARDS.clear()
    _NAMED_CARDS[id(scripts)] = (scripts, found)
    return found


def give_all_names(game: Game) -> None:
    """Every card of the game whose script names it more in every zone, with those names (in place, zone by zone)."""
    numbers = _named_cards(game.scripts)
    if not numbers:
        return
    if len(_DONE) > 4096:
        _DONE.clear()

    def named(card: CardFacts) -> CardFacts:
        if card.number not in numbers:
            return card
        script = game.scripts[card.number]
        hit = _DONE.get((id(card), id(script)))
        if hit is not None and hit[0] is card and hit[1] is script:
            return hit[2]
        more = frozenset(
            n
            for st in script.all_names
            if run.conditions_hold(game, st.conditions, card)
            for n in st.filter.names_is_any
        )
        found = card if more <= card.names else replace(card, names=card.names | more)
        _DONE[(id(card), id(script))] = (card, script, found)
        return found

    for zone in _LISTS:
        setattr(game, zone, [named(c) for c in getattr(game, zone)])
    game.resources = [Resource(named(r.card), r.rebooted) for r in game.resources]
    for unit in game.squares.values():
        unit.card = named(unit.card)
