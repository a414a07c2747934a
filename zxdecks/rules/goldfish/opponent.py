"""The opponent a goldfish game is played against, as a value: none (an empty board that never attacks), a damage
schedule (the damage its attacks deal to the player in each of its turns, 1002.3, resolved by 907), and Z/X of its
own on the squares with chosen powers (the battles of 602–604 against them). Its canonical form names it in answers
and in cache keys: the same opponent has one spelling, and parse reads every spelling back to the same value."""

from __future__ import annotations

from dataclasses import dataclass

from zxdecks.rules.board import BOARD, OPPONENT_PLAYER_SQUARE, OWN_PLAYER_SQUARE
from zxdecks.rules.board import OpposingZX as OpposingZX  # a defender during a game (re-exported)

Square = tuple[int, int]
MAX_DAMAGE = 4  # points a schedule may deal in one opponent turn: the player's life (402.1l) at most
MAX_SCHEDULE = 20  # opponent turns a schedule may list (the last value repeats after them)
MAX_POWER = 100000
# 806.1a for the opponent: every square but the player's own player square.
DEFENDER_SQUARES = tuple(square for square in BOARD if square != OWN_PLAYER_SQUARE)


class OpponentError(ValueError):
    """A spelling of an opponent that names none: what is wrong with it."""


@dataclass(frozen=True, order=True)
class Defender:
    """One Z/X of the opponent: the square it holds and its power."""

    square: Square
    power: int

    def canonical(self) -> str:
        return f"{self.power}@{self.square[0]}{self.square[1]}"


@dataclass(frozen=True)
class Opponent:
    """What the opponent does in its turns. `damage[n - 1]` is the damage its attacks deal to the player in its
    turn n, the last value repeating for every later turn ((0, 1): none in its first turn, then 1 a turn). Each of
    `defenders` enters its square in the opponent's first turn and, with `renew`, again in each later turn in which
    the square is empty (a Z/X of the player on it keeps it out, 806.1a); a defender on the opponent's player square
    keeps the player from being attacked (602.1b) until it is destroyed. No defender attacks: damage to the player
    comes from the schedule only."""

    damage: tuple[int, ...] = ()
    defenders: tuple[Defender, ...] = ()
    renew: bool = True

    def __post_init__(self) -> None:
        damage = tuple(self.damage)
        if any(not 0 <= d <= MAX_DAMAGE for d in damage) or len(damage) > MAX_SCHEDULE:
            raise OpponentError(f"damage per turn goes from 0 to {MAX_DAMAGE}, for at most {MAX_SCHEDULE} turns")
        while len(damage) > 1 and damage[-1] == damage[-2]:  # (0, 1, 1) deals what (0, 1) deals
            damage = damage[:-1]
        if damage == (0,):
            damage = ()
        defenders = tuple(sorted(self.defenders))
        if len({d.square for d in defenders}) < len(defenders):
            raise OpponentError("one defender a square")
        for d in defenders:
            if d.square not in DEFENDER_SQUARES:
                raise OpponentError(f"no defender on {d.square}: the opponent's Z/X stay off your player square")
            if not 0 < d.power <= MAX_POWER:  # 904.2: a Z/X of power 0 or less is destroyed at once
                raise OpponentError(f"a defender's power goes from 1 to {MAX_POWER}")
        object.__setattr__(self, "damage", damage)
        object.__setattr__(self, "defenders", defenders)
        object.__setattr__(self, "renew", self.renew or not defenders)  # one spelling without defenders

    @property
    def is_none(self) -> bool:
        """Whether this is the goldfish of old: no damage and an empty board."""
        return not self.damage and not self.defenders

    @property
    def guards_player(self) -> bool:
        """Whether a defender stands on the opponent's player square."""
        return any(d.square == OPPONENT_PLAYER_SQUARE for d in self.defenders)

    def damage_in(self, turn: int) -> int:
        """The damage dealt to the player in the opponent's turn `turn` (1 is its first)."""
        if not self.damage or turn < 1:
            return 0
        return self.damage[min(turn, len(self.damage)) - 1]

    def canonical(self) -> str:
        """The one spelling: "none", "damage:0,1", "defend:5000@01,5000@11" ("defend-once:" without renewal), the
        parts joined by ";". Squares are row and column, row 0 the opponent's own row (303.3a)."""
        parts = []
        if self.damage:
            parts.append("damage:" + ",".join(str(d) for d in self.damage))
        if self.defenders:
            kind = "defend" if self.renew else "defend-once"
            parts.append(f"{kind}:" + ",".join(d.canonical() for d in self.defenders))
        return ";".join(parts) or "none"

    def __str__(self) -> str:
        return self.canonical()

    @classmethod
    def parse(cls, text: str) -> Opponent:
        """The opponent a preset name (PRESETS) or a spelling names; OpponentError when it names none."""
        text = text.strip().lower()
        if text in PRESETS:
            return PRESETS[text]
        damage: tuple[int, ...] = ()
        defenders: tuple[Defender, ...] = ()
        renew = True
        for part in filter(None, (p.strip() for p in text.split(";"))):
            kind, _, body = part.partition(":")
            kind = kind.strip()
            try:
                if kind == "damage":
                    damage = tuple(int(x) for x in body.split(",") if x.strip())
                elif kind in ("defend", "defend-once"):
                    # a square named twice holds the power named last
                    by_square = {d.square: d for d in (_defender(x) for x in body.split(",") if x.strip())}
                    defenders = tuple(by_square.values())
                    renew = kind == "defend"
                else:
                    raise OpponentError(f"unknown opponent “{part}”: none, damage:…, defend:… or a preset")
            except ValueError as exc:
                if isinstance(exc, OpponentError):
                    raise
                raise OpponentError(f"cannot read “{part}”") from None
        return cls(damage, defenders, renew)

    @classmethod
    def every_turn(cls, damage: int) -> Opponent:
        """`damage` points in each of the opponent's turns (the command's old --damage N)."""
        return cls((damage,)) if damage else NO_OPPONENT


def _defender(text: str) -> Defender:
    """ "5000@01": power 5000 on row 0, column 1."""
    power, _, square = text.strip().partition("@")
    square = square.strip()
    if len(square) != 2 or not square.isdigit():
        raise OpponentError(f"a defender is power@row column, e.g. 5000@01 (not “{text.strip()}”)")
    return Defender((int(square[0]), int(square[1])), int(power))


# Every spelling parse reads, as a regular expression (the API's schema): presets, "custom" (a page's own schedule,
# read by the service), a schedule, defenders, or both.
_SCHEDULE = f"damage:[0-4](,[0-4]){{0,{MAX_SCHEDULE - 1}}}"
_DEFENDER = "(100000|[1-9][0-9]{0,4})@(0[0-2]|1[0-2]|2[02])"
_DEFENCE = f"defend(-once)?:{_DEFENDER}(,{_DEFENDER}){{0,{len(DEFENDER_SQUARES) - 1}}}"
_PRESETS = "none|damage-1-from-2|damage-2-from-3|two-5000-defenders|custom"
SPELLING = f"^({_PRESETS}|{_SCHEDULE}|{_DEFENCE}|{_SCHEDULE};{_DEFENCE})$"

NO_OPPONENT = Opponent()
# The choices the page and the API offer by name; any other opponent is spelt out (Opponent.canonical).
PRESETS: dict[str, Opponent] = {
    "none": NO_OPPONENT,
    "damage-1-from-2": Opponent(damage=(0, 1)),
    "damage-2-from-3": Opponent(damage=(0, 0, 2)),
    # One on its player square, one in the centre: the player's Z/X must beat the first to reach the opponent
    # (602.1b) and may attack it only from the squares beside it, (0, 0) and (0, 2), or with a Range.
    "two-5000-defenders": Opponent(defenders=(Defender(OPPONENT_PLAYER_SQUARE, 5000), Defender((1, 1), 5000))),
}


def preset_name(opponent: Opponent) -> str | None:
    """The preset an opponent is, if any."""
    return next((name for name, o in PRESETS.items() if o == opponent), None)


def opponent_facts(opponent: Opponent) -> dict[str, object]:
    """The opponent model of an answer as JSON-ready values: its spelling (the key), its preset, what it does (the
    site adds its name in the reader's language)."""
    return {
        "model": opponent.canonical(),
        "preset": preset_name(opponent),
        "no_pressure": opponent.is_none,
        "damage": list(opponent.damage),
        "defenders": [{"square": list(d.square), "power": d.power} for d in opponent.defenders],
        "renew": opponent.renew,
    }
