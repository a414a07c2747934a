"""Names a card has in every zone by its own text (「【有効】すべて【効果】このカードが「A」の場合、このカードのカード名は
「B」(と「C」…)としても扱う」, CardScript.all_names): given to the cards a game is dealt from (402), so that every
filter, designation and count of the game sees them (in the game only: deck construction counts the printed and the
subtext's names, 201.2, 206.3a). The condition is only this card's own name, which no modelled effect changes."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import TYPE_CHECKING

from zxdecks.rules.cards import CardFacts
from zxdecks.rules.effects import run

if TYPE_CHECKING:
    from zxdecks.rules.effects.language import CardScript
    from zxdecks.rules.goldfish.game import Game

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


def _named(game: Game, numbers: frozenset[str], card: CardFacts) -> CardFacts:
    """The card with the names its script gives it in every zone (itself when none)."""
    if card.number not in numbers:
        return card
    script = game.scripts[card.number]
    hit = _DONE.get((id(card), id(script)))
    if hit is not None and hit[0] is card and hit[1] is script:
        return hit[2]
    more = frozenset(
        n for st in script.all_names if run.conditions_hold(game, st.conditions, card) for n in st.filter.names_is_any
    )
    found = card if more <= card.names else replace(card, names=card.names | more)
    if len(_DONE) > 4096:
        _DONE.clear()
    _DONE[(id(card), id(script))] = (card, script, found)
    return found


Part = tuple[CardFacts, ...]


def named_parts(game: Game, deck: Part, dynamis: Part, player: Part) -> tuple[Part, Part, Part] | None:
    """A deck's parts (the cached tuples setup deals from) with every card named as its script names it, worked out
    once per parts and scripts (None: no card of the scripts is so named): a game dealt from them needs no renaming
    of its zones (the condition is only the card's own name, so the answer is the same in every game and at any
    moment of the setup)."""
    scripts = game.scripts
    numbers = _named_cards(scripts)
    if not numbers:
        return None  # most decks: no such card
    key = (id(deck), id(dynamis), id(player), id(scripts))
    hit = _PARTS.get(key)
    if hit is not None and hit[0] is scripts and hit[1] is deck and hit[2] is dynamis and hit[3] is player:
        return hit[4]
    named = [tuple(_named(game, numbers, c) for c in part) for part in (deck, dynamis, player)]
    found = (named[0], named[1], named[2])
    if len(_PARTS) > 256:
        _PARTS.clear()
    _PARTS[key] = (scripts, deck, dynamis, player, found)
    return found


def named_card(game: Game, card: CardFacts) -> CardFacts:
    """One card named as its script names it in every zone (itself when none)."""
    numbers = _named_cards(game.scripts)
    return _named(game, numbers, card) if numbers else card


# Per parts tuples and scripts mapping: the parts named (setup's cached tuples, shared by the games of a deck).
_PARTS: dict[tuple[int, ...], tuple[object, Part, Part, Part, tuple[Part, Part, Part]]] = {}
