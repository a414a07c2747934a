"""Goldfish services: exact and simulated odds side by side, and a replayable hand-played game."""

from __future__ import annotations

import dataclasses
import hashlib
import json
import logging
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field, replace
from typing import Any

from django.conf import settings
from django.core.cache import cache

from cards.catalog import catalog
from cards.models import Card, CatalogVersion
from zxdecks.concurrency import slot
from zxdecks.core.errors import ApplicationError
from zxdecks.decks import models
from zxdecks.decks.services.decks import current_cards
from zxdecks.decks.services.goldfish_opponent import OpponentError, named, read_opponent
from zxdecks.rules.answer import (
    ENGINE_VERSION,
    KILL_TURNS,
    MAX_GAMES,
    MAX_TURNS,
    Progress,
    Question,
    answer,
    d0_odds,
    goldfish_odds,
)
from zxdecks.rules.cards import CardFacts, CardType, Color, Zone, name_key
from zxdecks.rules.deck import Deck
from zxdecks.rules.effects import CardScript, effect_coverage, read_pool
from zxdecks.rules.goldfish import KeepRules
from zxdecks.rules.karsten import KarstenQuestion, curve_turn
from zxdecks.rules.odds import D0Sample

__all__ = [
    "KILL_TURNS",
    "MAX_TURNS",
    "d0_odds",
    "goldfish_odds",
]  # the engine's, named through the services by their callers

# A Dimension Zero game only draws: 1.3 µs a game-turn against ~12 µs for a Z/X game with battle and effects (real
# decks, one core), so its turns are priced at an eighth of a Z/X turn.
D0_TURN_SHARE = 8


def resolve_targets(deck: Deck, wanted: list[str]) -> tuple[frozenset[str], list[str]]:
    """Collector numbers in the deck meant by numbers or names; and what matched nothing (reported, not dropped)."""
    cards = {e.card.number: e.card for e in deck.part(Zone.DECK)}
    found: set[str] = set()
    unknown: list[str] = []
    for item in wanted:
        if not item.strip():
            continue  # an empty choice is no choice
        key = name_key(item)
        hits = {n for n, c in cards.items() if n == item.strip().upper() or key in c.keys}
        if hits:
            found |= hits
        else:
            unknown.append(item)
    return frozenset(found), unknown


def resolve_targets_and_keep(
    deck: Deck, targets: list[str], keep: list[str]
) -> tuple[frozenset[str], frozenset[str], list[str]]:
    """The key cards and the keep-if-any cards a question names, and every name that matched nothing."""
    found_targets, unknown = resolve_targets(deck, targets)
    found_keep, unknown_keep = resolve_targets(deck, keep)
    return found_targets, found_keep, unknown + unknown_keep


def deck_scripts(*, deck: Deck) -> dict[str, CardScript]:
    """What the engine reads of the deck's card text (official text only), cached per card data version."""
    numbers = frozenset(e.card.number for e in deck.entries)
    key = (CatalogVersion.current(), numbers)
    hit = _SCRIPTS.get(key)
    if hit is not None:
        return hit
    rows = Card.objects.filter(collector_number__in=numbers).values_list(
        "collector_number", "text", "subtext", "unofficial_text"
    )
    scripts = read_pool((n, "" if unofficial else text, subtext) for n, text, subtext, unofficial in rows)
    if len(_SCRIPTS) > 256:
        _SCRIPTS.clear()
    _SCRIPTS[key] = scripts
    return scripts


_SCRIPTS: dict[tuple[int, frozenset[str]], dict[str, CardScript]] = {}


class GoldfishError(ApplicationError, ValueError):
    """A goldfish question without an answer: which input (field) and why, in Japanese and English. An
    ApplicationError: the API answers it as its error object (400; busy 503, throttled 429)."""

    STATUS = {"busy": 503, "throttled": 429}

    def __init__(
        self,
        field: str,
        message: str,
        message_en: str,
        field_message: str = "",
        code: str = "invalid_request",
        work: int = 0,
    ) -> None:
        self.field, self.message, self.message_en, self.work = field, message, message_en, work
        self.field_message = field_message or message_en  # what is wrong with the field, said short
        super().__init__(
            message_en, [{"field": field, "message": self.field_message}], status=self.STATUS.get(code, 400), code=code
        )


@dataclass(frozen=True)
class GoldfishQuestion:
    """What a player asks of a deck: one game (games=1) or the odds of key cards over many, with its seed."""

    seed: int = 0
    turns: int = 5
    games: int = 1000
    first: bool | None = True
    targets: tuple[str, ...] = ()
    keep: tuple[str, ...] = ()
    pay: str = ""
    damage: int = 0  # N damage in each opponent turn: the old spelling of opponent "damage:N"
    keep_cost: int | None = None  # keep rules beyond the keep cards: at least keep_cheap cards of at most this cost
    keep_cheap: int = 1
    keep_ignition: int = 0
    keep_colors: tuple[str, ...] = ()
    also: tuple[str, ...] = ()  # "a key card and one of these" by each turn
    color: str = ""  # at least color_count resources of this colour by each turn
    color_count: int = 1
    curve: str = ""  # a card: in hand and payable on its curve turn
    kill_turn: bool = True
    opponent: str = "none"  # a preset or spelling of the opponent (zxdecks.rules.goldfish.opponent)


@dataclass
class GoldfishAnswer:
    """The answer to a question: its kind (the API's object name), the resolved cards and the figures or the game."""

    object: str  # goldfish_game, goldfish_odds, d0_hand or d0_odds
    seed: int
    first: bool
    targets: frozenset[str] = frozenset()
    keep: frozenset[str] = frozenset()
    unknown: list[str] = field(default_factory=list)
    log: list[dict[str, Any]] = field(default_factory=list)
    odds: dict[str, Any] = field(default_factory=dict)
    sample: D0Sample | None = None
    work: int = 0  # the simulated turns it cost (question_work)
    opponent: dict[str, Any] = field(default_factory=dict)  # a game's opponent (an odds answer's is in odds)
    key: str = ""  # its cache key (answer_cache_key); empty when it is not cached

    @property
    def warnings(self) -> list[str] | None:
        return [f"not in the deck: {u}" for u in self.unknown] or None


def question_work(q: GoldfishQuestion, game: str, curve_cost: int | None = None) -> int:
    """The simulated turns a question plays at most, each deal (402) counted as one: its price against a request's
    work budget. Measured on real decks (one core): ~25 µs of CPU a unit."""
    if game != "zx":
        return 0 if q.games == 1 else 2 * q.games * q.turns // D0_TURN_SHARE  # going first and second
    if q.games == 1:
        return q.turns  # one game's log
    work = q.games * (q.turns + 1)  # the key-card odds
    if q.kill_turn:
        # going first and second, each game until its kill at the latest: ~12 µs a turn and side, half a unit
        work += q.games * max(q.turns, KILL_TURNS)
    if q.also or q.color or q.curve:
        work += q.games * (max(q.turns, curve_turn(curve_cost or 0)) + 1)  # the Karsten questions replay the games
    return work


def simulation_budget(*, signed_in: bool) -> int:
    """The simulated turns one request may ask for: anonymous callers less than signed-in players."""
    return int(settings.GOLDFISH_WORK_USER if signed_in else settings.GOLDFISH_WORK_ANON)


SLOT_SECONDS = 60  # a slot outlives any simulation within a budget; a killed worker's slot frees itself after it
SLOT_FREE_FROM = 1000  # questions cheaper than this (a single game's log) run without a slot


@contextmanager
def _simulation_slot(work: int, budget: int | None) -> Iterator[None]:
    """Run the block in one of the site's simulation slots (SIMULATION_SLOTS); GoldfishError(code="busy") when
    every slot is taken. The command line (no budget) and small questions need none."""
    if budget is None or work < SLOT_FREE_FROM:
        yield
        return
    with slot("simulation", settings.SIMULATION_SLOTS, SLOT_SECONDS) as held:
        if not held:
            raise GoldfishError(
                "games",
                "ほかのシミュレーションが実行中です。数秒後にもう一度どうぞ。",
                "another simulation is running: try again in a few seconds",
                "every simulation slot is taken",
                code="busy",
            )
        yield


def check_budget(work: int, budget: int | None, *, background: bool = False) -> None:
    """Refuse a question whose price is above the budget, naming both: a request's budget (with the signed-in one
    when it is larger) or, with `background`, the background task's."""
    if budget is None or work <= budget:
        return
    more = int(settings.GOLDFISH_WORK_USER)
    if background:
        limit_ja, limit_en, hint_ja, hint_en = (
            f"バックグラウンド計算の上限{budget:,}ターンも",
            f"even the background limit of {budget:,}",
            "",
            "",
        )
        field_message = f"at most {budget:,} simulated turns in the background"
    else:
        limit_ja, limit_en = f"1回の上限{budget:,}ターンを", f"the limit of {budget:,} per request"
        hint_ja = f"ログインすると上限は{more:,}です。" if budget < more else ""
        hint_en = f"; sign in for a limit of {more:,}" if budget < more else ""
        field_message = (
            f"at most {budget:,} simulated turns (games × turns, the kill turn and each question counted) per request"
        )
    raise GoldfishError(
        "games",
        f"この質問には{work:,}ターン分のシミュレーションが必要で、{limit_ja}超えています。"
        f"ゲーム数・ターン数・質問を減らしてください。{hint_ja}",
        f"this question needs {work:,} simulated turns, above {limit_en}: ask for fewer games, turns or"
        f" questions{hint_en}",
        field_message,
        code="over_budget",
        work=work,
    )


logger = logging.getLogger(__name__)
ANSWER_CACHE_SECONDS = 24 * 3600  # keys name the deck version and ENGINE_VERSION: an entry is never stale, only unread


def goldfish_answer(
    *,
    deck: Deck | models.Deck,
    question: GoldfishQuestion,
    game: str | None = None,
    budget: int | None = None,
    progress: Progress | None = None,
    version: tuple[int, int] | None = None,
) -> GoldfishAnswer:
    """Answer a goldfish question for a stored deck (its current cards and game) or an engine deck of a game (Z/X:
    a logged game or exact and simulated odds; Dimension Zero: a dealt hand or opening-hand odds); names and numbers
    that match nothing come back in `unknown`. GoldfishError names the input a question cannot be answered for, or
    says that it costs more simulated turns than `budget` (None: no limit, for the command line).

    Odds are cached by (deck version, every field of the question, card data version, ENGINE_VERSION): `version`
    is the (deck id, version number) an engine deck is of; a stored deck's own, and without either its cards'."""
    stored = deck if isinstance(deck, models.Deck) else None
    if stored is not None:
        game = game or stored.game
        version = version or (stored.pk, stored.version_number)
    game = game or "zx"
    for name, value, top in (("games", question.games, MAX_GAMES), ("turns", question.turns, MAX_TURNS)):
        if not 1 <= value <= top:  # said, never played with fewer games or turns than asked
            raise GoldfishError(
                name, f"{name}は1から{top:,}までです（{value:,}）。", f"{name} goes from 1 to {top:,} (not {value:,})"
            )
    q = replace(question, damage=max(0, question.damage))
    key = None
    if q.games > 1:  # one game's log or hand costs less than the key
        key = answer_cache_key(game=game, question=q, deck=version if version is not None else _cards_of(deck))
        hit = cache.get(key)
        if hit is not None:
            if progress is not None:
                progress(100)
            return _named(hit)
    cards = current_cards(stored) if stored is not None else deck
    assert isinstance(cards, Deck)
    result = _answer(cards, game, q, budget, progress)
    if key is not None:
        result.key = key
        cache.set(key, result, ANSWER_CACHE_SECONDS)
    return _named(result)


def _named(result: GoldfishAnswer) -> GoldfishAnswer:
    """The answer with its opponent named in the reader's language (the cached answer is every visitor's)."""
    if getattr(result, "opponent", None):  # answers cached before games named their opponent have none
        result = replace(result, opponent=named({"opponent": result.opponent})["opponent"])
    return replace(result, odds=named(result.odds)) if result.odds else result


def answer_cache_key(*, game: str, question: GoldfishQuestion, deck: object) -> str:
    """The cache key of a question's answer: the deck version (or cards), every field of the question by name (so a
    field added to GoldfishQuestion is part of the key), the card data version and ENGINE_VERSION."""
    fields = sorted(dataclasses.asdict(question).items())
    # The process's card data version (read at most every CARD_CACHE_SECONDS), as card lookups read it.
    raw = json.dumps([ENGINE_VERSION, catalog.version(), game, deck, fields], default=str)
    return "goldfish:answer:" + hashlib.sha256(raw.encode()).hexdigest()


def _cards_of(deck: Deck | models.Deck) -> list[tuple[str, str, int]]:
    """An engine deck's cards as a stable list (part, number, copies): its version when it has no stored one."""
    assert isinstance(deck, Deck)
    return sorted((str(e.zone), e.card.number, e.count) for e in deck.entries)


def _answer(
    deck: Deck, game: str, q: GoldfishQuestion, budget: int | None, progress: Progress | None
) -> GoldfishAnswer:
    """Resolve the question's cards, price it against the budget, and hand the engine the one question."""
    if not deck.part(Zone.DECK):
        # Every figure divides by the deck size: an empty main deck has no odds to give.
        raise GoldfishError("deck", "メインデッキにカードがありません。", "the main deck is empty")
    try:
        opponent = read_opponent(q.opponent, q.damage)
    except OpponentError as exc:
        raise GoldfishError("opponent", f"相手のモデルを読めません（{exc}）。", str(exc)) from None
    targets, keep, unknown = resolve_targets_and_keep(deck, list(q.targets), list(q.keep))
    asked = Question(deck=deck, game=game, seed=q.seed, turns=q.turns, games=q.games, first=q.first, targets=targets,
                     keep=keep)  # fmt: skip
    if game != "zx":
        zx_only = {
            "pay": q.pay, "damage": q.damage, "opponent": not opponent.is_none, "also": q.also, "color": q.color,
            "curve": q.curve,
        }  # fmt: skip
        asked_zx = next((name for name, value in zx_only.items() if value), None)
        if asked_zx or q.keep_cost is not None or q.keep_ignition or q.keep_colors:
            raise GoldfishError(
                asked_zx or "keep",
                "支払い・ダメージ・相手・キープ条件・2種の組み合わせ・色・カーブはZ/Xの質問です。ディメンションゼロのデッキには初手の確率を答えます。",
                "pay, damage, opponent, keep rules, both-cards, colour and curve questions are Z/X questions; a"
                " Dimension Zero deck answers opening-hand odds",
                "not for Dimension Zero decks",
            )
        work = question_work(q, game)
        check_budget(work, budget)
    elif q.games == 1:
        work = question_work(q, game)
        check_budget(work, budget)
        asked = replace(asked, opponent=opponent, scripts=deck_scripts(deck=deck))
    else:
        pay = _one_card(deck, q.pay, unknown)
        curve = _one_card(deck, q.curve, unknown)
        if curve is not None and (curve.cost is None or curve.cost_infinite):
            raise GoldfishError("curve", f"{curve.name}にはコストがありません。", f"{curve.name} has no cost to pay")
        work = question_work(q, game, curve.cost if curve is not None else None)
        check_budget(work, budget)
        also, unknown_also = resolve_targets(deck, list(q.also))
        unknown += unknown_also
        karsten = KarstenQuestion(also=also, color=_color(q.color, "color"), color_count=q.color_count, curve=curve)
        asked = replace(
            asked, pay=pay, opponent=opponent, keep_rules=_keep_rules(q), karsten=karsten, kill_turn=q.kill_turn,
            scripts=deck_scripts(deck=deck),
        )  # fmt: skip
    with _simulation_slot(work if q.games > 1 else 0, budget):
        result = answer(asked, progress)
    return GoldfishAnswer(
        result.object, result.seed, result.first, targets, keep, unknown, log=result.log, odds=result.odds,
        sample=result.sample, work=work if q.games > 1 else 0, opponent=result.opponent,
    )  # fmt: skip


def _one_card(deck: Deck, wanted: str, unknown: list[str]) -> CardFacts | None:
    """The deck card a question names by number or name (None when it names none; an unknown name is noted)."""
    if not wanted.strip():
        return None
    numbers, missing = resolve_targets(deck, [wanted])
    unknown += missing
    return next((e.card for e in deck.entries if e.card.number in numbers), None)


def _color(value: str, field_name: str) -> Color | None:
    if not value:
        return None
    try:
        return Color(value)
    except ValueError:
        raise GoldfishError(
            field_name, f"色「{value}」はありません。", f"no colour “{value}”", "one of red, blue, white, black, green"
        ) from None


def _keep_rules(q: GoldfishQuestion) -> KeepRules:
    """The keep rules beyond the keep cards (which the exact maths knows as the keep-if-any group)."""
    colors = frozenset(c for c in (_color(v, "keep_colors") for v in q.keep_colors) if c is not None)
    return KeepRules(
        cheap_cost=q.keep_cost, min_cheap=max(1, q.keep_cheap), min_ignition=max(0, q.keep_ignition), colors=colors
    )


def key_card_choices(deck: Deck) -> list[CardFacts]:
    """The main deck's cards once each, by number: what the odds forms offer as key and keep cards."""
    return sorted({e.card.number: e.card for e in deck.part(Zone.DECK)}.values(), key=lambda c: c.number)


def goldfish_effect_coverage(*, top: int = 20) -> dict[str, object]:
    """How much of the imported Z/X pool's official card text the goldfish reads, carries out and can act on
    (zxdecks.rules.effects.coverage): every ability line in one part, the shares, by kind, and the most frequent
    unread clause shapes. Marker cards and text not from the official site are left out, as the games leave them
    out."""
    rows = Card.objects.filter(game="zx", unofficial_text=False).exclude(text="").order_by("collector_number")
    cards = (
        (number, text, subtext)  # the subtext too: 「このカードの能力は…≪ユニゾン≫している場合にのみ有効」
        for number, text, subtext, kind in rows.values_list(
            "collector_number", "text", "subtext", "card_type"
        ).iterator(chunk_size=2000)
        if not CardType(kind).is_marker
    )
    return effect_coverage(cards, top=top)


# Reading the whole pool takes seconds: the page's figure is worked out once per card data version and kept.
COVERAGE_CACHE_SECONDS = 7 * 24 * 3600


def goldfish_acting_share() -> dict[str, int | float] | None:
    """The pool's acting ability lines, all its ability lines and the share, for the goldfish page, from Django's cache
    per card data version; None until a background task has counted them for this version (it takes seconds of CPU
    over the whole pool: no page view pays for it). A miss queues the count once."""
    version = CatalogVersion.current()
    hit = cache.get(_acting_key(version))
    if hit is not None:
        return dict(hit)
    if cache.add(f"{_acting_key(version)}:queued", True, 3600):
        from zxdecks.decks.tasks import count_acting_lines

        try:
            count_acting_lines.enqueue(version)
        except Exception:  # a queue that cannot be reached leaves the figure out, the page still answers
            logger.warning("could not queue the acting-lines count", exc_info=True)
            return None
        hit = cache.get(_acting_key(version))  # the immediate backend (tests, TASKS_URL=immediate://) counted it
    return dict(hit) if hit is not None else None


def count_acting_share(version: int) -> dict[str, int | float]:
    """Count the pool's acting ability lines (effects.coverage) and keep the figure under the card data version."""
    coverage = goldfish_effect_coverage(top=0)
    acting, lines = coverage["acting"], coverage["ability_lines"]
    assert isinstance(acting, int)
    assert isinstance(lines, int)
    figure: dict[str, int | float] = {
        "acting": acting,
        "ability_lines": lines,
        "share": acting / lines if lines else 0.0,
    }
    cache.set(_acting_key(version), figure, COVERAGE_CACHE_SECONDS)
    return figure


def _acting_key(version: int) -> str:
    return f"goldfish:effect-coverage:v1:{version}"
