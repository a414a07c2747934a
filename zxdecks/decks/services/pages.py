"""What the deck pages show: a deck with today's verdict and statistics, its history, and the goldfish page."""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any

from django.contrib.auth.models import AnonymousUser, User

from cards.catalog import catalog
from cards.filters import COLOR_LABELS
from zxdecks.decks.models import Deck, DeckVersion, GameKind, GoldfishJob
from zxdecks.decks.services.decks import current_cards, version_diff
from zxdecks.decks.services.goldfish import (
    GoldfishAnswer,
    GoldfishError,
    GoldfishQuestion,
    deck_scripts,
    goldfish_answer,
    key_card_choices,
    resolve_targets,
)
from zxdecks.decks.services.goldfish_jobs import answer_of, goldfish_answer_or_job, goldfish_job_of
from zxdecks.decks.services.goldfish_play import Replay, goldfish_replay
from zxdecks.decks.services.legality import Legality, cards_legality
from zxdecks.decks.services.stats import DeckStats, deck_stats
from zxdecks.decks.services.validation import ruleset_for, today
from zxdecks.rules.cards import CardFacts, CardType, Color, Zone
from zxdecks.rules.construction import Report
from zxdecks.rules.deck import DeckEntry
from zxdecks.rules.decklist import write_decklist
from zxdecks.rules.goldfish import HAND_LIMIT as HAND_LIMIT  # the views show it; they do not import the engine
from zxdecks.rules.goldfish import DefaultPolicy, can_attack_player
from zxdecks.rules.goldfish import Game as EngineGame

TYPE_ORDER = {t: i for i, t in enumerate(CardType)}  # Z/X first, then events, players… (rule 202's order)
# The colours a goldfish question may name, in the engine's order, with their names in the visitor's language.
COLORS = tuple((c.value, COLOR_LABELS[c]) for c in Color)


@dataclass
class DeckPage:
    """A deck as its page shows it: the cards by part, today's verdict and its timeline, statistics and the list to copy."""

    deck: Deck
    grouped: dict[Zone, list[DeckEntry]]
    report: Report
    stats: DeckStats
    share_text: str
    liked: bool
    is_owner: bool
    legality: Legality


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
        legality=cards_legality(cards=cards, game=deck.game, version=deck.version_number),
    )


def deck_history(*, deck: Deck) -> list[dict[str, Any]]:
    """Every version, newest first, with the cards in and out (number and name) against the one before."""
    rows: list[dict[str, Any]] = []
    diffs: list[list[dict[str, Any]]] = []
    previous: DeckVersion | None = None
    for version in deck.versions.order_by("number"):
        diffs.append(version_diff(previous.cards if previous else None, version.cards))
        rows.append({"version": version, "diff": diffs[-1]})
        previous = version
    facts = catalog.by_numbers({d["number"] for diff in diffs for d in diff})
    for diff in diffs:
        for d in diff:
            card = facts.get(d["number"].upper())
            d["name"] = card.name if card else ""  # a card since removed from the database keeps its number
    rows.reverse()
    return rows


@dataclass
class GoldfishPage:
    """The goldfish page: Z/X a hand-played game (replayed from seed and actions) with its sample hand; Dimension
    Zero a dealt hand next to the opening-hand odds. The Z/X odds come in their own request (goldfish_page_odds)."""

    game: str
    seed: int
    first: bool
    choices: list[CardFacts]
    odds: GoldfishAnswer | None = None
    replay: Replay | None = None
    sample: GoldfishAnswer | None = None
    board: list[list[dict[str, Any]]] = field(default_factory=list)
    hand: list[dict[str, Any]] = field(default_factory=list)
    dynamis: list[tuple[int, CardFacts, bool]] = field(default_factory=list)
    can_attack: bool = False
    log: list[Any] = field(default_factory=list)


def goldfish_page(
    *,
    deck: Deck,
    seed: int,
    first: bool | None,
    actions: list[str],
    selected: int | None = None,
    question: GoldfishQuestion | None = None,
    budget: int | None = None,
) -> GoldfishPage:
    """What the goldfish page shows of a deck: the replayed game with the legal squares of the selected hand card;
    for Dimension Zero the dealt hand and the odds. GoldfishError when there is nothing to play (empty deck)."""
    cards = current_cards(deck)
    question = question or GoldfishQuestion(seed=seed)
    if deck.game != GameKind.ZX:
        odds = goldfish_answer(deck=cards, game=deck.game, question=_page_question(question, first), budget=budget)
        sample = goldfish_answer(deck=cards, game=deck.game, question=GoldfishQuestion(
            seed=seed, turns=5, games=1, first=odds.first, keep=question.keep
        ))  # fmt: skip
        return GoldfishPage(deck.game, seed, odds.first, key_card_choices(cards), odds=odds, sample=sample)
    if not cards.part(Zone.DECK):
        raise GoldfishError("deck", "メインデッキにカードがありません。", "the main deck is empty")
    replay = goldfish_replay(deck=cards, seed=seed, first=first, actions=actions, scripts=deck_scripts(deck=cards))
    game = replay.game
    chosen = game.hand[selected] if selected is not None and 0 <= selected < len(game.hand) else None
    legal = (
        set(game.legal_squares(chosen)) if chosen is not None and replay.in_turn and game.can_play(chosen) else set()
    )
    can_attack = replay.in_turn and not game.won
    board = [
        [
            {
                "q": r * 3 + c,
                "unit": game.squares.get((r, c)),
                "power": game.power_of(game.squares[(r, c)]) if (r, c) in game.squares else None,
                "legal": (r, c) in legal,
                "attacks": can_attack and can_attack_player(game, (r, c)),
            }
            for c in range(3)
        ]
        for r in range(3)
    ]
    playable = set(game.dynamis_playable()) if replay.in_turn else set()
    return GoldfishPage(
        deck.game,
        seed,
        game.is_first,
        key_card_choices(cards),
        replay=replay,
        board=board,
        hand=[
            {"i": i, "card": c, "playable": replay.in_turn and game.can_play(c), "selected": i == selected}
            for i, c in enumerate(game.hand)
        ],
        dynamis=[(i, c, i in playable) for i, c in enumerate(game.dynamis)],
        can_attack=can_attack and any(cell["attacks"] for row in board for cell in row),
        log=list(reversed(game.log[-30:])),
    )


PAGE_ODDS_SEED = 0  # the API's and the command's default seed


def _page_question(question: GoldfishQuestion, first: bool | None) -> GoldfishQuestion:
    """The page's odds question: its fields and side as asked, and a seed of its own that never is the visitor's
    game's (PAGE_ODDS_SEED), so that every visitor asking it is answered the same numbers, from one cache entry,
    as the API and the command answer it (its bounds are the API's: one parser reads both)."""
    return replace(question, seed=PAGE_ODDS_SEED, first=first)


def goldfish_page_odds(
    *, deck: Deck, seed: int, first: bool, question: GoldfishQuestion, user: Any, budget: int
) -> GoldfishAnswer | GoldfishJob:
    """The odds section of a Z/X deck's goldfish page: the kill turn and the page's questions over the page's games,
    within the request's work budget, or (signed in, above it) the background job that computes them."""
    question = _page_question(question, first)
    return goldfish_answer_or_job(deck=deck, question=question, user=user, budget=budget)


def goldfish_page_job(*, job_id: str, user: Any) -> tuple[GoldfishJob | None, GoldfishAnswer | None]:
    """A background job of the page's odds for its owner (None for anyone else) and its answer once done."""
    job = goldfish_job_of(job_id=job_id, user=user)
    return job, (answer_of(job) if job is not None else None)


@dataclass(frozen=True)
class SampleHand:
    """A Z/X opening hand after the mulligan choice of the default policy and keep rules, and the next draws."""

    seed: int
    first: bool
    hand: list[CardFacts]
    mulliganed: bool
    life_ignitions: int
    setup: list[CardFacts]
    draws: list[CardFacts]


def goldfish_sample_hand(*, deck: Deck, seed: int, first: bool | None, keep: list[str]) -> SampleHand:
    """Deal a Z/X game's setup (402) with the seed: the kept hand, ignition cards among life, the next draws in
    order as they lie (before any effect or reload changes them)."""
    cards = current_cards(deck)
    numbers, _ = resolve_targets(cards, keep)
    game = EngineGame(cards, seed=seed, first=first, policy=DefaultPolicy(keep_if_any=numbers))
    game.setup()
    draws = 2 * 5 - (2 if game.is_first else 0)  # the draws of five own turns (503.3, 503.3a)
    return SampleHand(
        seed=seed,
        first=game.is_first,
        hand=list(game.hand),
        mulliganed=game.mulliganed,
        life_ignitions=sum(1 for c in game.life if c.ignition),
        setup=[r.card for r in game.resources] + ([game.start_card] if game.start_card else []),
        draws=list(game.deck[:draws]),
    )


def kill_turn_rows(kill: dict[str, Any], at_least: int = 5) -> list[dict[str, Any]]:
    """A kill-turn distribution (KillTurns.as_dict) as the page's histogram rows: per turn the share won on it and
    by it in whole percent, the 95% interval of the latter and the games lost by then; the turns after the last on
    which anything changed are left out (the first `at_least` turns always shown)."""
    rows = []
    for turn, by in kill["by_turn"].items():
        interval = kill["by_turn_interval"][turn]
        rows.append(
            {
                "turn": int(turn),
                "share": round(100 * kill["histogram"].get(turn, 0.0)),
                "by_turn": round(100 * by),
                "low": round(100 * interval["low"]),
                "high": round(100 * interval["high"]),
                "lost": kill["lost_by_turn"][turn],
            }
        )
    last = at_least
    for i, row in enumerate(rows):
        before = rows[i - 1]["lost"] if i else 0
        if kill["histogram"].get(str(row["turn"])) or row["lost"] != before:
            last = max(last, row["turn"])
    return rows[:last]
