"""The handler of ブレイク (1019.2, effects.breaks): 「スクエアにあるあなたの<A>1枚はブレイクしてあなたの手札から<B>になる」."""

from __future__ import annotations

from zxdecks.rules.board import ATTACKERS_ON_SQUARES, EXTRA_ON_SQUARES, OnSquare, is_token
from zxdecks.rules.cards import CardFacts
from zxdecks.rules.effects.api import Choice, GameAPI, Square, Target
from zxdecks.rules.effects.language import Effect
from zxdecks.rules.effects.run.choices import choosable
from zxdecks.rules.effects.run.table import At, cause_of


def breakers(game: GameAPI, effect: Effect) -> list[tuple[Square, OnSquare]]:
    """The Z/X of yours that may break (card A): on a square, rebooted (the texts say 「リブートの」), matching `under`.
    A token or an Extra card cannot go face down into the force zone (a token ceases to exist off the squares, an
    Extra card goes to the Dynamis instead, 911.1), so it cannot break (1019.2a); one with 絶界 is not chosen (1107),
    nor one whose text says 「このカードはブレイクできない」; one with a shift on it is left out (its shift would go to
    the Dynamis, 913.1: a legal break missed rather than a wrong one)."""
    return [
        (sq, u)
        for sq, u in game.squares.items()
        if u.rebooted
        and u.card.type in ATTACKERS_ON_SQUARES
        and u.card.type not in EXTRA_ON_SQUARES
        and not is_token(u.card)
        and u.shift is None
        and effect.under.matches(u.card)
        and choosable(game, u)
        and not _cannot_break(game, u)
    ]


def _cannot_break(game: GameAPI, unit: OnSquare) -> bool:
    """「このカードはブレイクできない」 (the static "no_break" of its text, valid on squares)."""
    script = game.scripts.get(unit.card.number)
    return script is not None and any(st.kind == "no_break" for st in script.statics)


def becomers(game: GameAPI, effect: Effect) -> list[int]:
    """The hand cards the break may put onto the square (card B): Z/X matching the filter."""
    return [i for i, c in enumerate(game.hand) if c.type in ATTACKERS_ON_SQUARES and effect.filter.matches(c)]


def can_break(game: GameAPI, effect: Effect) -> bool:
    """Whether both cards of the break are there now (1019.2a: else it is not done)."""
    return bool(breakers(game, effect)) and bool(becomers(game, effect))


def break_into(game: GameAPI, effect: Effect, at: At) -> bool:
    """1019.2: the policy chooses A among your Z/X that may break and B among your hand's; B goes onto A's square, A
    face down into B's force (A's own force to the trash, 908.1), and B enters rebooted, with A already under it, by
    the card's effect (not played: its enter abilities trigger, 「プレイされて」 ones do not). Nothing happens when
    either card is missing (1019.2a). The reveal of B (a hidden zone) changes nothing the goldfish keeps."""
    units = breakers(game, effect)
    candidates = becomers(game, effect)
    if not units or not candidates:
        return False
    chosen = game.choose_units(Target.HARM, units, 1)  # any of them will do: the one least worth keeping
    picked = game.choose(Choice.TAKE, game.hand, candidates, 1)
    if not chosen or not picked:
        return False
    square, unit = units[chosen[0]]
    became: CardFacts = game.take("hand", picked[0])
    broke = game.leave(unit)  # off its square (its force to the trash, 908.1)
    under = [broke] if broke is not None else []
    return game.enter(became, "break", square, True, by=cause_of(at), under=under)
