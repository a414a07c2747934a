"""What the default policy works out once per deck and scripts (castable.next_play and resource, the finisher cost):
one DeckFacts a (deck, scripts) pair, the one asked last checked first by identity.

Every game of a simulation plays the same Deck with the same scripts mapping (simulate.scripts_for's cache), so most
asks find the last DeckFacts by two identity checks and build no key. What it holds depends only on the deck, the
scripts and each card itself (checked by identity), never on a game's state: a game that changes its scripts or
deck is asked again under its own pair."""

from __future__ import annotations

from typing import TYPE_CHECKING

from zxdecks.rules.cards import CardFacts, Color
from zxdecks.rules.deck import Deck
from zxdecks.rules.effects.traits import NO_TRAITS, Traits

if TYPE_CHECKING:
    from zxdecks.rules.goldfish.game import Game

FINISHER_MIN_COST = 6  # a deck's costliest names count as its finishers from this cost up

# next_play's view of a card while no discount applies (castable._play_info): card, verdict, cost, colour needed,
# attacks
PlayInfo = tuple[CardFacts, int, int, frozenset[Color] | None, bool]
# resource's view of a card (castable._resource_info): (card, never played from the hand, cost or 0, its cost when it
# is a Z/X it could cast that may attack, else None)
ResourceInfo = tuple[CardFacts, bool, int, int | None]


class DeckFacts:
    """The per-card tables and the finisher cost of one deck under one scripts mapping."""

    __slots__ = ("deck", "finisher", "play", "resource", "scripts", "traits")

    def __init__(self, deck: Deck, scripts: object, traits: Traits) -> None:
        self.deck = deck
        self.scripts = scripts
        self.traits = traits
        self.finisher: int | None = None  # worked out when first asked (policy.DefaultPolicy.finisher_cost)
        self.play: dict[str, PlayInfo] = {}  # by collector number, the card checked by identity
        self.resource: dict[str, ResourceInfo] = {}


# The facts asked last: most asks need no key (the hottest callers check it themselves, as deck_facts does, before
# calling it)
LAST_FACTS: list[DeckFacts | None] = [None]
_BY_KEY: dict[tuple[int, int], DeckFacts] = {}
MAX_DECKS = 64


def deck_facts(game: Game) -> DeckFacts:
    """The DeckFacts of the game's deck and scripts."""
    last = LAST_FACTS[0]
    deck, scripts = game.deck_list, game.scripts
    if last is not None and last.deck is deck and last.scripts is scripts:
        return last
    key = (id(deck), id(scripts))
    hit = _BY_KEY.get(key)
    if hit is None or hit.deck is not deck or hit.scripts is not scripts:
        if len(_BY_KEY) >= MAX_DECKS:
            _BY_KEY.clear()
        hit = _BY_KEY[key] = DeckFacts(deck, scripts, game.traits() if scripts else NO_TRAITS)
    LAST_FACTS[0] = hit
    return hit


def forget() -> None:
    """Drop every DeckFacts (tests)."""
    LAST_FACTS[0] = None
    _BY_KEY.clear()


def finisher_of(deck: Deck) -> int:
    """The cost from which a card is one of the deck's finishers: its highest cost, when at least 6."""
    costs = [e.card.cost for e in deck.entries if e.card.cost is not None and not e.card.cost_infinite]
    top = max(costs, default=0)
    return top if top >= FINISHER_MIN_COST else 10**6
