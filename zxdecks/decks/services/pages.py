"""What the deck pages show: a deck with today's verdict and statistics, its history, and the goldfish page."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from django.contrib.auth.models import AnonymousUser, User

from zxdecks.decks.models import Deck, DeckVersion, Game
from zxdecks.decks.services.decks import current_cards, version_diff
from zxdecks.decks.services.goldfish import (
    GoldfishAnswer,
    GoldfishError,
    GoldfishQuestion,
    Replay,
    goldfish_answer,
    goldfish_replay,
    key_card_choices,
)
from zxdecks.decks.services.stats import DeckStats, deck_stats
from zxdecks.decks.services.validation import ruleset_for, today
from zxdecks.rules.cards import CardFacts, CardType, Zone
from zxdecks.rules.construction import Report
from zxdecks.rules.deck import DeckEntry
from zxdecks.rules.decklist import write_decklist

TYPE_ORDER = {t: i for i, t in enumerate(CardType)}  # Z/X first, then events, players… (rule 202's order)


@dataclass
class DeckPage:
    """A deck as its page shows it: the cards by part, today's verdict, statistics and the list to copy."""

    deck: Deck
    grouped: dict[Zone, list[DeckEntry]]
    report: Report
    stats: DeckStats
    share_text: str
    liked: bool
    is_owner: bool


def deck_page(*, deck: Deck, viewer: User | AnonymousUser) -> DeckPage:
    """The deck page of a deck the viewer may see (the caller checked that)."""
    cards = current_cards(deck)
    grouped = {
        zone: sorted(
            cards.part(zone),
            key=lambda e: (TYPE_ORDER[e.card.type], e.card.cost is None, e.card.cost or 0, e.card.number),
        )
        for zone in Zone
    }
    signed_in = viewer.is_authenticated
    return DeckPage(
        deck=deck,
        grouped=grouped,
        report=ruleset_for(deck.game).validate(cards, today()),
        stats=deck_stats(cards, deck.game),
        share_text=write_decklist(cards, deck.title),
        liked=signed_in and deck.likes.filter(user_id=viewer.pk or 0).exists(),
        is_owner=signed_in and deck.owner_id == viewer.pk,
    )


def deck_history(*, deck: Deck) -> list[dict[str, Any]]:
    """Every version, newest first, with the cards in and out against the one before."""
    rows = []
    previous: DeckVersion | None = None
    for version in deck.versions.order_by("number"):
        rows.append({"version": version, "diff": version_diff(previous.cards if previous else None, version.cards)})
        previous = version
    rows.reverse()
    return rows


@dataclass
class GoldfishPage:
    """The goldfish page: Z/X a hand-played game (replayed from seed and actions) next to its odds; Dimension Zero a
    dealt hand next to the opening-hand odds."""

    game: str
    seed: int
    first: bool
    odds: GoldfishAnswer
    choices: list[CardFacts]
    replay: Replay | None = None
    sample: GoldfishAnswer | None = None
    board: list[list[Any]] = field(default_factory=list)
    hand: list[tuple[int, CardFacts, bool]] = field(default_factory=list)
    log: list[Any] = field(default_factory=list)


PAGE_GAMES = (100, 5000)  # the page's simulations: enough to mean something, few enough to answer at once


def goldfish_page(
    *,
    deck: Deck,
    seed: int,
    first: bool | None,
    actions: list[str],
    targets: list[str],
    keep: list[str],
    games: int = 1000,
) -> GoldfishPage:
    """Everything the goldfish page of a deck shows; GoldfishError when there is nothing to play (empty deck)."""
    cards = current_cards(deck)
    question = GoldfishQuestion(
        seed=seed,
        turns=5,
        games=max(PAGE_GAMES[0], min(games, PAGE_GAMES[1])),
        first=first,
        targets=tuple(targets),
        keep=tuple(keep),
    )
    if deck.game != Game.ZX:
        odds = goldfish_answer(deck=cards, game=deck.game, question=question)
        sample = goldfish_answer(deck=cards, game=deck.game, question=GoldfishQuestion(
            seed=seed, turns=5, games=1, first=odds.first, keep=tuple(keep)
        ))  # fmt: skip
        return GoldfishPage(deck.game, seed, odds.first, odds, key_card_choices(cards), sample=sample)
    if not cards.part(Zone.DECK):
        raise GoldfishError("deck", "メインデッキにカードがありません。", "the main deck is empty")
    replay = goldfish_replay(deck=cards, seed=seed, first=first, actions=actions)
    game = replay.game
    odds = goldfish_answer(
        deck=cards, game=deck.game, question=GoldfishQuestion(**{**question.__dict__, "first": game.is_first})
    )
    return GoldfishPage(
        deck.game,
        seed,
        game.is_first,
        odds,
        key_card_choices(cards),
        replay=replay,
        board=[[game.squares.get((r, c)) for c in range(3)] for r in range(3)],
        hand=[(i, c, game.can_play(c)) for i, c in enumerate(game.hand)],
        log=list(reversed(game.log[-25:])),
    )
