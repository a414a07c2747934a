"""Goldfish services: exact and simulated odds side by side, and a replayable hand-played game."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field, replace
from typing import Any

from django.conf import settings
from django.core.cache import cache

from cards.models import Card, CatalogVersion
from zxdecks.concurrency import slot
from zxdecks.decks import models
from zxdecks.decks.services.decks import current_cards
from zxdecks.decks.services.goldfish_questions import KarstenQuestion, curve_turn, karsten_answers
from zxdecks.rules.cards import CardFacts, CardType, Color, Zone, name_key
from zxdecks.rules.deck import Deck
from zxdecks.rules.effects import CardScript, effect_coverage, read_pool
from zxdecks.rules.goldfish import DefaultPolicy, KeepRules, run_game, setup_removals
from zxdecks.rules.odds import (
    D0Sample,
    at_least_by_turn,
    d0_at_least_by_turn,
    d0_sample,
    d0_simulate,
    expected_ignition_in_life,
    group_for,
    kill_turns,
    simulate,
)

MAX_GAMES = 20000  # the command's cap; the page and the API ask within the work budget (question_work)
MAX_TURNS = 20  # own turns a question may ask about: the one bound of the command, the page and the API
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


KILL_TURNS = 10  # the kill-turn horizon: own turns played at most when no more are asked for


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


def keep_rules_dict(rules: KeepRules | None, keep: frozenset[str]) -> dict[str, Any]:
    """The mulligan rules a question used, as JSON-ready values."""
    rules = rules or KeepRules()
    return {
        "cards": sorted(keep),
        "cheap_cost": rules.cheap_cost,
        "min_cheap": rules.min_cheap if rules.cheap_cost is not None else None,
        "min_ignition": rules.min_ignition,
        "colors": sorted(c.value for c in rules.colors),
    }


def _lost(total: int, by_turn: dict[int, int]) -> dict[str, Any]:
    return {"total": total, "by_turn": {str(t): n for t, n in by_turn.items()}}


def goldfish_odds(
    *,
    deck: Deck,
    targets: frozenset[str],
    keep: frozenset[str] = frozenset(),
    turns: int = 5,
    first: bool = True,
    games: int = 1000,
    seed: int = 0,
    pay: CardFacts | None = None,
    damage_per_turn: int = 0,
    keep_rules: KeepRules | None = None,
    karsten: KarstenQuestion | None = None,
    kill_turn: bool = True,
    scripts: dict[str, CardScript] | None = None,
) -> dict[str, Any]:
    """The kill turn going first and second (battle and read card text), then exact and simulated figures for the
    same questions per turn, with the simulated 95% intervals and the games lost by each turn."""
    turns, games = max(1, min(turns, MAX_TURNS)), max(1, min(games, MAX_GAMES))
    rules = keep_rules if keep_rules is not None and keep_rules != KeepRules() else None
    policy = DefaultPolicy(keep_if_any=keep, keep=rules)
    removed = setup_removals(deck, policy)
    group = group_for(deck, targets, keep, removed)
    sim = simulate(deck, games, turns, first, seed, targets, 1, pay, damage_per_turn, policy)
    remaining = list(deck.cards(Zone.DECK))
    for card in removed:
        remaining.remove(card)
    ignition = sum(1 for c in remaining if c.ignition)
    both = sum(1 for c in remaining if c.ignition and c.number in keep)
    exact_allowed = rules is None  # the exact maths knows the keep-if-any rule only
    per_turn = []
    for t in range(turns):
        row: dict[str, Any] = {"turn": t + 1, "lost": sim.lost_by_turn[t]}
        if targets:
            row["key_exact"] = round(at_least_by_turn(group, 1, t + 1, first), 6) if exact_allowed else None
            row["key_simulated"] = sim.key_by_turn[t].as_dict()
            row["key_simulated_alive"] = sim.key_by_turn_alive[t].as_dict()
        if pay is not None:
            row["payable_simulated"] = sim.payable_by_turn[t].as_dict()
        per_turn.append(row)
    answer: dict[str, Any] = {
        "games": games,
        "seed": seed,
        "first": first,
        "turns": turns,
        "targets": sorted(targets),
        "keep_if_any": sorted(keep),
        "keep_rules": keep_rules_dict(rules, keep),
        "exact_available": exact_allowed,
        "pay": pay.number if pay else None,
        "damage_per_turn": damage_per_turn,
        "setup_removed": [c.number for c in removed],
        "per_turn": per_turn,
        "life_ignition_exact": (
            round(expected_ignition_in_life(group.deck_size, ignition, group.keep, both), 6) if exact_allowed else None
        ),
        "life_ignitions_at_start_simulated": sim.life_ignitions_at_start.as_dict(),
        "life_ignitions_simulated": sim.life_ignitions.as_dict(),
        "reloads_simulated": sim.reloads.as_dict(),
        "defeats_simulated": sim.defeats.as_dict(),
    }
    lost: dict[str, Any] = {
        "count_as_misses": True,
        "odds": _lost(sim.lost_by_turn[-1] if sim.lost_by_turn else 0, dict(enumerate(sim.lost_by_turn, 1))),
    }
    if kill_turn:
        report = kill_turns(
            deck, games=games, turns=max(turns, KILL_TURNS), seed=seed, policy=policy,
            damage_per_turn=damage_per_turn, scripts=scripts,
        )  # fmt: skip
        answer["kill_turn"] = {"first": report.first.as_dict(), "second": report.second.as_dict()}
        lost["kill_turn_first"] = _lost(report.first.lost, report.first.lost_by_turn)
        lost["kill_turn_second"] = _lost(report.second.lost, report.second.lost_by_turn)
    answer["lost_games"] = lost
    if karsten is not None and karsten.asked:
        answer["questions"] = karsten_answers(
            deck=deck, question=karsten, targets=targets, removed=removed, turns=turns, first=first, games=games,
            seed=seed, policy=policy, damage_per_turn=damage_per_turn, exact_allowed=exact_allowed and not keep,
        )  # fmt: skip
    return answer


def d0_odds(
    *,
    deck: Deck,
    targets: frozenset[str],
    keep: frozenset[str] = frozenset(),
    turns: int = 5,
    games: int = 1000,
    seed: int = 0,
) -> dict[str, Any]:
    """Dimension Zero opening-hand odds: at least one key card by each turn's draw, going first and second (the second
    player mulligans a hand without a keep card), exact and simulated side by side."""
    turns, games = max(1, min(turns, MAX_TURNS)), max(1, min(games, MAX_GAMES))
    group = group_for(deck, targets, keep)
    sims = {first: d0_simulate(deck, games, turns, first, seed, targets, keep) for first in (True, False)}
    per_turn = [
        {
            "turn": t + 1,
            "first_exact": round(d0_at_least_by_turn(group, 1, t + 1, True), 6),
            "first_simulated": sims[True][t].as_dict(),
            "second_exact": round(d0_at_least_by_turn(group, 1, t + 1, False), 6),
            "second_simulated": sims[False][t].as_dict(),
        }
        for t in range(turns)
    ]
    return {
        "game": "d0",
        "games": games,
        "seed": seed,
        "turns": turns,
        "deck_size": group.deck_size,
        "targets": sorted(targets),
        "keep_if_any": sorted(keep),
        "per_turn": per_turn if targets else [],
    }


def goldfish_log(
    *,
    deck: Deck,
    seed: int,
    turns: int,
    first: bool | None,
    damage_per_turn: int = 0,
    scripts: dict[str, CardScript] | None = None,
) -> list[dict[str, Any]]:
    """One game against the goldfish opponent, turn by turn, every step with its rule and the zone sizes after it."""
    game, _ = run_game(deck, seed, turns, first, DefaultPolicy(), damage_per_turn, log=True, scripts=scripts)
    return [{"turn": e.turn, "step": e.step, "rule": e.rule, "text": e.text, "sizes": e.sizes} for e in game.log]


class GoldfishError(ValueError):
    """A goldfish question without an answer: which input (field) and why, in Japanese and English."""

    def __init__(
        self,
        field: str,
        message: str,
        message_en: str,
        field_message: str = "",
        code: str = "invalid_request",
        work: int = 0,
    ) -> None:
        self.field, self.message, self.message_en, self.code, self.work = field, message, message_en, code, work
        self.field_message = field_message or message_en  # what is wrong with the field, said short
        super().__init__(message_en)


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
    damage: int = 0
    keep_cost: int | None = None  # keep rules beyond the keep cards: at least keep_cheap cards of at most this cost
    keep_cheap: int = 1
    keep_ignition: int = 0
    keep_colors: tuple[str, ...] = ()
    also: tuple[str, ...] = ()  # "a key card and one of these" by each turn
    color: str = ""  # at least color_count resources of this colour by each turn
    color_count: int = 1
    curve: str = ""  # a card: in hand and payable on its curve turn
    kill_turn: bool = True


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


def _check_budget(work: int, budget: int | None) -> None:
    """Refuse a question whose price is above the request's budget, naming both (and the signed-in budget)."""
    if budget is None or work <= budget:
        return
    more = int(settings.GOLDFISH_WORK_USER)
    hint_ja = f"ログインすると上限は{more:,}です。" if budget < more else ""
    hint_en = f"; sign in for a limit of {more:,}" if budget < more else ""
    raise GoldfishError(
        "games",
        f"この質問には{work:,}ターン分のシミュレーションが必要で、1回の上限{budget:,}ターンを超えています。"
        f"ゲーム数・ターン数・質問を減らしてください。{hint_ja}",
        f"this question needs {work:,} simulated turns, above the limit of {budget:,} per request: ask for fewer"
        f" games, turns or questions{hint_en}",
        f"at most {budget:,} simulated turns (games × turns, the kill turn and each question counted) per request",
        code="over_budget",
        work=work,
    )


def goldfish_answer(
    *, deck: Deck | models.Deck, question: GoldfishQuestion, game: str | None = None, budget: int | None = None
) -> GoldfishAnswer:
    """Answer a goldfish question for a stored deck (its current cards and game) or an engine deck of a game (Z/X:
    a logged game or exact and simulated odds; Dimension Zero: a dealt hand or opening-hand odds); names and numbers
    that match nothing come back in `unknown`. GoldfishError names the input a question cannot be answered for, or
    says that it costs more simulated turns than `budget` (None: no limit, for the command line)."""
    if isinstance(deck, models.Deck):
        game = game or deck.game
        deck = current_cards(deck)
    game = game or "zx"
    if not deck.part(Zone.DECK):
        # Every figure divides by the deck size: an empty main deck has no odds to give.
        raise GoldfishError("deck", "メインデッキにカードがありません。", "the main deck is empty")
    for name, value, top in (("games", question.games, MAX_GAMES), ("turns", question.turns, MAX_TURNS)):
        if not 1 <= value <= top:  # said, never played with fewer games or turns than asked
            raise GoldfishError(
                name, f"{name}は1から{top:,}までです（{value:,}）。", f"{name} goes from 1 to {top:,} (not {value:,})"
            )
    q = replace(question, damage=max(0, question.damage))
    first = q.first is not False
    targets, keep, unknown = resolve_targets_and_keep(deck, list(q.targets), list(q.keep))
    if game != "zx":
        zx_only = {"pay": q.pay, "damage": q.damage, "also": q.also, "color": q.color, "curve": q.curve}
        asked = next((name for name, value in zx_only.items() if value), None)
        if asked or q.keep_cost is not None or q.keep_ignition or q.keep_colors:
            raise GoldfishError(
                asked or "keep",
                "支払い・ダメージ・キープ条件・2種の組み合わせ・色・カーブはZ/Xの質問です。ディメンションゼロのデッキには初手の確率を答えます。",
                "pay, damage, keep rules, both-cards, colour and curve questions are Z/X questions; a Dimension Zero"
                " deck answers opening-hand odds",
                "not for Dimension Zero decks",
            )
        work = question_work(q, game)
        _check_budget(work, budget)
        if q.games == 1:
            sample = d0_sample(deck, q.seed, first, keep, q.turns)
            return GoldfishAnswer("d0_hand", q.seed, first, targets, keep, unknown, sample=sample)
        with _simulation_slot(work, budget):
            odds = d0_odds(deck=deck, targets=targets, keep=keep, turns=q.turns, games=q.games, seed=q.seed)
        return GoldfishAnswer("d0_odds", q.seed, first, targets, keep, unknown, odds=odds, work=work)
    if q.games == 1:
        log = goldfish_log(
            deck=deck, seed=q.seed, turns=q.turns, first=q.first, damage_per_turn=q.damage,
            scripts=deck_scripts(deck=deck),
        )  # fmt: skip
        return GoldfishAnswer("goldfish_game", q.seed, first, targets, keep, unknown, log=log)
    pay = _one_card(deck, q.pay, unknown)
    curve = _one_card(deck, q.curve, unknown)
    if curve is not None and (curve.cost is None or curve.cost_infinite):
        raise GoldfishError("curve", f"{curve.name}にはコストがありません。", f"{curve.name} has no cost to pay")
    work = question_work(q, game, curve.cost if curve is not None else None)
    _check_budget(work, budget)
    also, unknown_also = resolve_targets(deck, list(q.also))
    unknown += unknown_also
    karsten = KarstenQuestion(also=also, color=_color(q.color, "color"), color_count=q.color_count, curve=curve)
    with _simulation_slot(work, budget):
        odds = goldfish_odds(
            deck=deck, targets=targets, keep=keep, turns=q.turns, first=first, games=q.games, seed=q.seed, pay=pay,
            damage_per_turn=q.damage, keep_rules=_keep_rules(q), kill_turn=q.kill_turn, karsten=karsten,
            scripts=deck_scripts(deck=deck),
        )  # fmt: skip
    return GoldfishAnswer("goldfish_odds", q.seed, first, targets, keep, unknown, odds=odds, work=work)


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
        (number, text)
        for number, text, kind in rows.values_list("collector_number", "text", "card_type").iterator(chunk_size=2000)
        if not CardType(kind).is_marker
    )
    return effect_coverage(cards, top=top)


# Reading the whole pool takes seconds: the page's figure is worked out once per card data version and kept.
COVERAGE_CACHE_SECONDS = 7 * 24 * 3600


def goldfish_acting_share() -> dict[str, int | float]:
    """The pool's acting ability lines, all its ability lines and the share, for the goldfish page: cached per card
    data version (Django's cache), so a page view reads it and only the first view after an import computes it."""
    key = f"goldfish:effect-coverage:v1:{CatalogVersion.current()}"
    hit = cache.get(key)
    if hit is not None:
        return dict(hit)
    coverage = goldfish_effect_coverage(top=0)
    acting, lines = coverage["acting"], coverage["ability_lines"]
    assert isinstance(acting, int)
    assert isinstance(lines, int)
    figure: dict[str, int | float] = {
        "acting": acting,
        "ability_lines": lines,
        "share": acting / lines if lines else 0.0,
    }
    cache.set(key, figure, COVERAGE_CACHE_SECONDS)
    return figure
