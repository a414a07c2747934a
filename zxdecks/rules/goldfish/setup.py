"""Setup (402): the Start Card, Gate Card and Start Resource a policy takes out, the hand, the mulligan, life and
resources; and a deck's cards, cached for simulations."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, cast

from zxdecks.rules.cards import CardFacts, Zone
from zxdecks.rules.cardtext import GATE_CARD, START_CARD, START_RESOURCE
from zxdecks.rules.deck import Deck
from zxdecks.rules.goldfish.all_names import named_card, named_parts
from zxdecks.rules.goldfish.policy import DefaultPolicy
from zxdecks.rules.goldfish.state import LIFE, OPENING_HAND, OWN_PLAYER_SQUARE, STARTING_RESOURCES, OnSquare, Resource

if TYPE_CHECKING:
    from zxdecks.rules.goldfish.game import Game

SETUP_KEYWORDS = (
    (START_CARD, "402.1c", "start"),
    (GATE_CARD, "402.1d", "gate"),
    (START_RESOURCE, "402.1e", "resource"),
)

SETUP_WORDS = frozenset(keyword for keyword, _, _ in SETUP_KEYWORDS)
DECK, DYNAMIS, PLAYER = Zone.DECK, Zone.DYNAMIS, Zone.PLAYER  # read once a game: constants, without a type lookup
# The default policy's setup choosers look at the candidates only, so their choices can be cached per deck.
DEFAULT_CHOOSERS = ("choose_start_card", "choose_gate_card", "choose_start_resource")


def setup_candidates(deck: Deck) -> tuple[CardFacts, ...]:
    """The deck's cards with a setup keyword (402.1c–e), one item a copy; cached like cards_of."""
    key = (id(deck), "setup")
    hit = _SETUP_CACHE.get(key)
    if hit is not None and hit[0] is deck:
        return hit[1]
    if len(_SETUP_CACHE) > 256:
        _SETUP_CACHE.clear()
    found = tuple(c for c in cards_of(deck, Zone.DECK) if c.keywords and not SETUP_WORDS.isdisjoint(c.keywords))
    _SETUP_CACHE[key] = (deck, found)
    return found


_SETUP_CACHE: dict[tuple[int, str], tuple[Deck, tuple[CardFacts, ...]]] = {}


def setup_choices(game: Game, deck: Iterable[CardFacts]) -> list[CardFacts | None]:
    """The Start Card, Gate Card and Start Resource the policy takes out of the deck before the shuffle (402.1c–e)."""
    remaining = [c for c in deck if c.keywords and not SETUP_WORDS.isdisjoint(c.keywords)]
    if not remaining:
        return [None] * len(SETUP_KEYWORDS)
    chosen: list[CardFacts | None] = []
    choosers = (game.policy.choose_start_card, game.policy.choose_gate_card, game.policy.choose_start_resource)
    for (keyword, _, _), chooser in zip(SETUP_KEYWORDS, choosers, strict=True):
        candidates = _distinct(c for c in remaining if keyword in c.keywords)
        pick = chooser(game, candidates) if candidates else None
        if pick is not None:
            remove_card(remaining, pick)
        chosen.append(pick)
    return chosen


def remove_card(cards: list[CardFacts], card: CardFacts) -> None:
    """Take one copy of a card out of a list: by identity first, because comparing card values field by field made
    every setup scan the deck with deep equality (list.remove), the slowest step of a real deck's game."""
    for i, c in enumerate(cards):
        if c is card:
            del cards[i]
            return
    cards.remove(card)


_CARDS_CACHE: dict[tuple[int, Zone], tuple[Deck, tuple[CardFacts, ...]]] = {}


def cards_of(deck: Deck, zone: Zone) -> tuple[CardFacts, ...]:
    """A part's cards, one item a copy; cached by identity because simulations deal the same deck thousands of
    times (hashing a deck value would cost more than building the list)."""
    key = (id(deck), zone)
    hit = _CARDS_CACHE.get(key)
    if hit is not None and hit[0] is deck:
        return hit[1]
    if len(_CARDS_CACHE) > 256:
        _CARDS_CACHE.clear()
    cards = tuple(deck.cards(zone))
    _CARDS_CACHE[key] = (deck, cards)
    return cards


def _distinct(cards: Iterable[CardFacts]) -> list[CardFacts]:
    seen: dict[str, CardFacts] = {}
    for card in cards:
        seen.setdefault(card.number, card)
    return list(seen.values())


_OUTCOME_CACHE: dict[int, tuple[Deck, list[CardFacts | None], tuple[CardFacts, ...]]] = {}


def _setup_outcome(game: Game) -> tuple[list[CardFacts | None], tuple[CardFacts, ...] | None]:
    """The setup choices and, for the default policy's choosers (which look only at the candidates), the deck left
    after them, cached per deck (those choosers use no state of the policy): simulations deal the same deck
    thousands of times."""
    policy = game.policy
    kind = type(policy)
    default = kind is DefaultPolicy or (
        isinstance(policy, DefaultPolicy)
        and all(getattr(kind, name) is getattr(DefaultPolicy, name) for name in DEFAULT_CHOOSERS)
    )
    if not default:
        return setup_choices(game, setup_candidates(game.deck_list)), None
    key = id(game.deck_list)
    hit = _OUTCOME_CACHE.get(key)
    if hit is not None and hit[0] is game.deck_list:
        return hit[1], hit[2]
    if len(_OUTCOME_CACHE) > 256:
        _OUTCOME_CACHE.clear()
    choices = setup_choices(game, setup_candidates(game.deck_list))
    rest = list(cards_of(game.deck_list, Zone.DECK))
    for chosen in choices:
        if chosen is not None:
            remove_card(rest, chosen)
    _OUTCOME_CACHE[key] = (game.deck_list, choices, tuple(rest))
    return choices, tuple(rest)


# setup_game's last deal before the shuffle, for (deck, scripts, policy type): the parts, the deck after the setup
# choices and the choices (Start Card, Gate Card, Start Resource), named; worked out by the game that asked first
# and reused by the next games of the same deck (the choices depend on the deck, not the shuffle: _setup_outcome)
Prepared = tuple[tuple[CardFacts, ...], tuple[CardFacts, ...], tuple[CardFacts, ...], list[CardFacts | None]]
_PREPARED: list[object] = [None, None, None, None]


def setup_game(self: Game) -> None:
    """402.1 in order: player card, Start Card, Gate Card, Start Resource, shuffle, first player, hand,
    mulligan, life, resources, flip the Start Card."""
    last = _PREPARED
    if last[0] is self.deck_list and last[1] is self.scripts and last[2] is type(self.policy) and not self.log_enabled:
        dynamis, player, deck, choices = cast(Prepared, last[3])  # the last deal's (see _deal)
        self.dynamis = list(dynamis)
        self.player_area = list(player)
        self.deck = list(deck)
        start, gate, resource = choices
        if start is not None:
            self.start_card = start  # face down on the player square until 402.1n
        if gate is not None:
            self.dynamis_face_up.append(gate)
        if resource is not None:
            self.resources.append(Resource(resource, True))  # 308.2b applies only during the game (001)
    else:
        _deal(self)
    self._shuffle(self.deck)
    if self.log_enabled:
        self.note("shuffle", "402.1f", "deck shuffled")
    self.is_first = self.rng.random() < 0.5 if self.first is None else self.first
    if self.log_enabled:
        self.note("first player", "402.1i", "first" if self.is_first else "second")
    self.hand = _take_from_top(self.deck, OPENING_HAND)
    if self.log_enabled:
        self.note("opening hand", "402.1j", ", ".join(c.name for c in self.hand))
    if self.policy.mulligan(self, self.hand):
        mulligan(self)
    self.seen = list(self.hand)
    self.life = _take_from_top(self.deck, LIFE)
    if self.log_enabled:
        self.note("life", "402.1l", f"{len(self.life)} cards to life")
    while len(self.resources) < STARTING_RESOURCES and self.deck:
        self.resources.append(Resource(self.deck.pop(0), True))
    if self.log_enabled:
        self.note("resources", "402.1m", ", ".join(r.card.name for r in self.resources))
    if self.start_card:
        start, self.start_card = self.start_card, None  # one card in one place when the step is logged
        self.squares[OWN_PLAYER_SQUARE] = OnSquare(start, True, start.power, 0)
        if self.log_enabled:
            self.note("start card", "402.1n", f"{start.name} turned face up")


def _deal(self: Game) -> None:
    """402.1b-e: the parts dealt and the setup choices taken out of the deck (kept in _PREPARED for the next game
    of the deck when the default choosers made them)."""
    dynamis, player = cards_of(self.deck_list, DYNAMIS), cards_of(self.deck_list, PLAYER)
    choices, rest = _setup_outcome(self)  # the policy's choices see the printed names (as before any naming)
    deck = cards_of(self.deck_list, DECK) if rest is None else rest
    # 「このカードのカード名は「B」としても扱う」 valid in every zone: the cards dealt are named once a deck
    named = named_parts(self, deck, dynamis, player) if self.scripts else None
    if named is not None:
        deck, dynamis, player = named
        choices = [None if c is None else named_card(self, c) for c in choices]
    self.dynamis = list(dynamis)
    self.player_area = list(player)
    if self.log_enabled:
        self.deck = list(cards_of(self.deck_list, DECK))  # the zone sizes in the log count it (before 402.1c–e)
        self.note("player card", "402.1b", ", ".join(c.name for c in self.player_area) or "virtual player card (1206)")
    self.deck = list(deck)
    for (keyword, rule, place), chosen in zip(SETUP_KEYWORDS, choices, strict=True):
        if chosen is None:
            continue
        if rest is None:
            remove_card(self.deck, chosen)
        if place == "start":
            self.start_card = chosen  # face down on the player square until 402.1n
        elif place == "gate":
            self.dynamis_face_up.append(chosen)
        else:
            self.resources.append(Resource(chosen, True))  # 308.2b applies only during the game (001)
        if self.log_enabled:
            self.note(keyword, rule, chosen.name)
    if rest is not None and not self.log_enabled:
        last = _PREPARED
        last[:] = [
            self.deck_list,
            self.scripts,
            type(self.policy),
            (tuple(dynamis), tuple(player), tuple(deck), choices),
        ]


def mulligan(self: Game) -> None:
    """402.1k: the whole hand back, shuffle, four new cards; once."""
    self.deck.extend(self.hand)
    self.hand = []
    self._shuffle(self.deck)
    self.hand = _take_from_top(self.deck, OPENING_HAND)
    self.mulliganed = True
    if self.log_enabled:
        self.note("mulligan", "402.1k", ", ".join(c.name for c in self.hand))


def _take_from_top(deck: list[CardFacts], n: int) -> list[CardFacts]:
    """The top n cards of the deck (all when fewer), taken out in order."""
    taken = deck[:n]
    del deck[:n]
    return taken
