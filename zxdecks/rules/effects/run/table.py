"""The executors' table: one handler per action kind (Kind) and one mover per pair of zones, filled from the explicit
table of effects.run.executors; carrying out an action with no handler is an error, never a silent no-op."""

from __future__ import annotations

from collections.abc import Callable
from contextvars import ContextVar
from dataclasses import dataclass, field, replace

from zxdecks.rules.board import OnSquare
from zxdecks.rules.cards import CardFacts
from zxdecks.rules.effects.api import GameAPI
from zxdecks.rules.effects.language import Effect, Kind


@dataclass(frozen=True, slots=True)
class Source:
    """A card outside the squares whose ability is played or resolves: its zone (ZONES_ACTIVATED, or "event") and
    the card."""

    zone: str
    card: CardFacts


@dataclass(slots=True)
class At:
    """Where an effect is carried out: this card on a square (`unit`) or in another zone (`source`), and the Z/X the
    effect before put onto squares (「そのゼクス」)."""

    unit: OnSquare | None = None
    source: Source | None = None
    entered: list[OnSquare] = field(default_factory=list)
    counted: int = 0  # how many cards the effect carried out last moved, as its handler counted them (done)
    ability: str = ""  # the card's name and the ability's text (「《同名》のこの能力」, FORBID_ABILITY "this")
    by: OnSquare | None = None  # the Z/X of yours that set the auto ability off (「そのゼクス」: it attacked, entered)
    since: int = 0  # GameAPI.vacated's count when the ability began to be paid for (「そのゼクスがあった」)
    destroyed: tuple[int, ...] = ()  # the costs of the Z/X the effect just carried out destroyed (run.destroyed_costs)


def cause_of(at: At) -> CardFacts | None:
    """The card whose ability an effect carried out at `at` is: on its square, or in its zone (None: not known)."""
    return at.unit.card if at.unit is not None else at.source.card if at.source is not None else None


Handler = Callable[[GameAPI, Effect, At], bool]

# One handler per action kind, and Kind.MOVE's movers, one per pair of zones of effects.zone_pairs.PAIRS (the general
# mover takes any other pair). Both are filled from the one explicit table of effects.run.executors, not by
# decorators: mutmut leaves decorated functions unmutated, and a table shows every executor in one place.
HANDLERS: dict[Kind, Handler] = {}
MOVERS: dict[tuple[str, str], Handler] = {}


# The count the handler carried out last gave `done` (run.resolve.apply keeps it in At.counted for 「置いたカード1枚
# につき」, effects.per_count): a context variable, so that games in other threads keep their own.
_COUNTED: ContextVar[int] = ContextVar("counted", default=0)
COUNTED = _COUNTED  # for run.resolve.apply, which sets and takes it without a call (asked for every effect)


def done(effect: Effect, count: int, otherwise: bool) -> bool:
    """Whether an effect that moved `count` cards counts as done for a 「…したならば」 after it: at least its
    `done_at` when it has one (「N枚…したならば」), else as its handler says (`otherwise`)."""
    _COUNTED.set(count)
    return count >= effect.done_at if effect.done_at else otherwise


def take_counted() -> int:
    """The count `done` was last given (0 when no handler gave one since the last call), and forget it."""
    count = _COUNTED.get()
    _COUNTED.set(0)
    return count


class NoHandler(LookupError):
    """An action kind without a handler reached the executor."""


def handler_for(kind: Kind) -> Handler:
    """The handler of an action kind; NoHandler when there is none."""
    try:
        return HANDLERS[kind]
    except KeyError:
        raise NoHandler(f"no handler for the action {kind!r} (effects.run)") from None


_ORIGIN = {"resources": "resource", "dynamis_face_up": "dynamis"}


def origin_of(zone: str) -> str:
    """The zone a card entering a square comes from, as OnSquare.entered_from names it, for a Source's or a list's
    zone name (the resources and the face-up Dynamis spelt one way)."""
    return _ORIGIN.get(zone, zone)


# The cards the move carried out last put where it put them (run.resolve.apply), for 「置いたカードが<filter>の場合」
# after it (effects.placed_cards): a context variable like the count above.
_PLACED: ContextVar[tuple[CardFacts, ...]] = ContextVar("placed", default=())
PLACED_NOW = _PLACED  # for run.resolve.apply, as COUNTED


def set_placed(cards: tuple[CardFacts, ...]) -> None:
    _PLACED.set(cards)


def placed_cards() -> tuple[CardFacts, ...]:
    """The cards the move carried out last put (none when the effect carried out last was not a move)."""
    return _PLACED.get()


DESTROYED = "destroyed"  # Effect.bound: 「破壊したゼクスのコスト以下のコストの、」 (effects.zone_phrases)


def destroyed_bound(effect: Effect, destroyed: tuple[int, ...]) -> Effect:
    """An effect of bound DESTROYED with the cost of the one Z/X the effect before destroyed as its filter's cost
    bound (none destroyed, or more than one: no cost is low enough)."""
    cost = destroyed[0] if len(destroyed) == 1 else -1
    flt = effect.filter
    return replace(
        effect, bound="", filter=replace(flt, max_cost=cost if flt.max_cost is None else min(cost, flt.max_cost))
    )
