"""The board and the pieces on it, shared by the goldfish and the card effects: the numbers the rules fix, the
squares (303) in the order a player fills them, the card types that go onto them, and a card on a square or in the
resources, and a Z/X of a chosen opponent (goldfish.opponent) on its squares."""

from __future__ import annotations

from dataclasses import dataclass, field

from zxdecks.rules.cards import CardFacts, CardType

OPENING_HAND = 4  # 402.1j
LIFE = 4  # 402.1l
STARTING_RESOURCES = 2  # 402.1m
# The goldfish opponent plays no card, but puts one card from its hand into its resources in each of its resource
# phases (504.3), as a player does: before your turn t it has had t - 1 turns when you go first, t when second.
OPPONENT_RESOURCES_PER_TURN = 1
DRAW_PER_TURN = 2  # 503.3
CHARGE_LIMIT = 4  # 306.2a
HAND_LIMIT = 6  # 309.2b, 507.7
OVERDRIVE_POWER = 15000  # 1133.2
ROWS, COLUMNS = 3, 3
OWN_PLAYER_SQUARE = (2, 1)  # 303.3a: the player square nearer to you (816.1: bottom centre)
OPPONENT_PLAYER_SQUARE = (0, 1)
BOARD = tuple((row, col) for row in range(ROWS) for col in range(COLUMNS))  # every square, in reading order
SQUARE_TYPES = frozenset({CardType.ZX, CardType.ZX_EX, CardType.ZX_OB, CardType.AN, CardType.AN_EX})
ASCENSIONS = frozenset({CardType.AN, CardType.AN_EX})
EVENT = CardType.EVENT  # asked on every play: a module constant is read without the enum class's type lookup
ATTACKERS_ON_SQUARES = frozenset({CardType.ZX, CardType.ZX_EX, CardType.ZX_OB})  # the Z/X an effect may put there
# 911.1: back face up to the Dynamis on leaving; 912.1: so is a Z/X OB's top (its bottom stays by the player card)
EXTRA_ON_SQUARES = frozenset({CardType.ZX_EX, CardType.AN_EX, CardType.ZX_OB})
# Where the default placement puts a Z/X (806.1a allows every square but the opponent's player square): first the
# three squares next to the opponent's player square, from which a Z/X can attack the opponent (602.1b), then your
# player square, the rest of the centre row and your row.
SQUARE_ORDER = ((1, 1), (0, 0), (0, 2), (2, 1), (1, 0), (1, 2), (2, 0), (2, 2))
TOKEN_NUMBER = "token:"  # noqa: S105 (not a secret) the number of a token made by a card's effect (「「X」トークンを1枚…登場させる」)


def token(name: str) -> CardFacts:
    """A Z/X token named `name`: its power, cost and race are on its marker card, which the engine does not have
    (cost 0, no power: it deals 1 damage to a goldfish opponent like any attacker, none to the opponent's Z/X)."""
    return CardFacts(TOKEN_NUMBER + name, name, CardType.ZX, cost=0)


def is_token(card: CardFacts) -> bool:
    """Whether a card is a token: off the squares it ceases to exist (it goes to no zone)."""
    return card.number.startswith(TOKEN_NUMBER)


@dataclass(slots=True)
class Resource:
    card: CardFacts
    rebooted: bool = True


@dataclass(slots=True)
class OnSquare:
    card: CardFacts
    rebooted: bool = True
    power: int | None = None  # printed, with changes until end of turn; Game.power_of adds constant abilities (811)
    entered_turn: int = 0
    force: list[CardFacts] | None = None  # 312.3: its force, face up (None: none yet)
    # 1019.2: its force put face down (the card that broke into this one): hidden, its abilities never valid (312.2a,
    # 1019.3); while it holds one the card is broken (1019.1)
    force_down: list[CardFacts] | None = None
    # 1010.2a: the cards the latest instruction put out of its force (「置いたフォース」), where they went
    force_put: tuple[CardFacts, ...] = ()
    shift: CardFacts | None = None  # 202.8, 806.3d: a shift card on it (its name, text, colour, race shared)
    base: CardFacts | None = None  # the card itself while `card` holds what a shift shares with it (202.8d)
    granted_range: tuple[int, int] = (0, 0)  # (Range, turn): a Range (1105) a card's effect gave it for that turn
    zekkai_turn: int = 0  # 1107: 絶界 a card's effect gave it, through that turn (and the opponent's turn after it)
    player_attack_turn: int = 0  # 「相手のプレイヤースクエアにも攻撃できる」 a card's effect gave it for that turn
    # 「ターン終了時まで、…は攻撃できない」 (run.grants.forbid_attack): the turn it may not attack in, and the turn it may
    # attack only a Z/X on a normal square in (「ノーマルスクエアにあるゼクスにしか攻撃できない」)
    no_attack_turn: int = 0
    zx_only_turn: int = 0
    zx_damage_up: tuple[int, int] = (0, 0)  # (n, turn): n more damage to the opponent's Z/X that turn
    cost_up: tuple[int, int] = (0, 0)  # (n, turn): its cost n more that turn (effects.turn_costs, run.seen.unit_card)
    damage_up: tuple[int, int] = (0, 0)  # (n, turn): it deals n more damage to the opponent that turn (604.3c)
    # 1116 Install: the activated abilities (the effects' Ability) it gained until the end of `installed_turn`
    installed: tuple[object, ...] = ()
    installed_turn: int = 0
    granted: tuple[int, tuple[object, ...]] = (0, ())  # (turn, auto abilities) a card's effect gave it for that turn
    entered_how: str = ""  # how it entered (goldfish.moves.ENTER_TRIGGERS: "hand", "ignition", "ability", ...)
    # the zone it entered from ("hand", "deck", "life", "trash", "charge", "resource", "dynamis", "removed"; "" none
    # or not known: a token, unison, IGOB)
    entered_from: str = ""
    left_from: tuple[int, int] | None = None  # the square it last left (「このカードがあったゼクスのないスクエア」)


def all_force(unit: OnSquare) -> list[CardFacts]:
    """Every card of a unit's force, face up and face down (312.3a: a card with either "has force")."""
    return [*(unit.force or ()), *(unit.force_down or ())]


# A vanilla Z/X has 1500 power a cost (cost 2: 3000, 3: 4500, 4: 6000, 5: 7500, 6: 9000, the most common printed
# powers of those costs): a defender has no card, so its cost (「コストN以下の」 filters) is that of the vanilla Z/X
# whose power it reaches, 5000 -> 3.
POWER_PER_COST = 1500


def typical_cost(power: int) -> int:
    """The cost a defender of this power is taken to have (POWER_PER_COST)."""
    return max(power, 0) // POWER_PER_COST


@dataclass(slots=True)
class OpposingZX:
    """A Z/X of a chosen opponent on its square during a game: its power now (`lowered` of it until end of turn,
    507.8), the damage it has taken this turn (907.1, 507.6), its cost (typical_cost unless given) and whether it
    is rebooted (1003; it enters rebooted, 303.5a, and reboots in its owner's reboot phase, 502.1)."""

    power: int
    damage: int = 0
    cost: int = -1  # -1: typical_cost(power)
    rebooted: bool = True
    lowered: int = 0  # the part of `power` that changes until end of turn
    entered: bool = False  # it entered in this turn of its owner (「このターンの間に登場した」, until 507)
    stays_slept: bool = False  # 「次の相手のリブートフェイズにリブートしない」: its owner's next reboot phase skips it
    original: int = field(default=-1, compare=False)  # its power as it entered (「パワーが元々の数値と異なる」)
    cost_changed: int = 0  # the part of `cost` that changes until end of turn (507.8)

    def __post_init__(self) -> None:
        if self.cost < 0:
            self.cost = typical_cost(self.power)
        if self.original < 0:
            self.original = self.power

    @property
    def lethal(self) -> bool:
        """904.1, 904.2: damage as much as its power, or a power of 0 or less, destroys it."""
        return self.power <= 0 or self.damage >= self.power

    def change_power(self, n: int, until_end_of_turn: bool = True) -> None:
        """Its power changed by n, until end of turn unless the effect says nothing of an end."""
        self.power += n
        if until_end_of_turn:
            self.lowered += n

    def change_cost(self, n: int, floor: int = 0) -> None:
        """Its cost changed by n until end of turn, never below 0 (805.2c) nor below `floor` (「ただし、0以下にならない」:
        1) unless it is lower already."""
        cost = max(self.cost + n, min(self.cost, floor), 0)
        self.cost_changed += cost - self.cost
        self.cost = cost

    def end_turn(self) -> None:
        """507.6: its damage becomes 0; 507.8: the changes until end of turn end."""
        self.damage = 0
        self.entered = False
        self.power -= self.lowered
        self.lowered = 0
        self.cost -= self.cost_changed
        self.cost_changed = 0
