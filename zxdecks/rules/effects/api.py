"""The game as the card effects see it: a Protocol of the public game API that the goldfish's Game provides and that
the turn loop uses too, and the closed set of choices an effect asks the game's policy to make.

The effects never import the goldfish (import-linter holds it): they are handed a game and use only what is named
here, so the game's private state stays its own and every decision an effect needs goes through `choose`.
"""

from __future__ import annotations

import enum
from collections.abc import Callable, Mapping, Sequence
from typing import Protocol

from zxdecks.rules.board import OnSquare, OpposingZX, Resource
from zxdecks.rules.cards import CardFacts, Color
from zxdecks.rules.effects.language import CardFilter, CardScript, Effect
from zxdecks.rules.effects.traits import Traits

Square = tuple[int, int]


class Choice(enum.StrEnum):
    """What a policy is asked to choose for an effect (Policy.choose): candidates, most wanted first."""

    DISCARD = "discard"  # hand cards to give up (to the trash, charge, deck, remove zone or resources)
    CHARGE_OUT = "charge_out"  # charge cards to give up (to the trash or the bottom of the deck)
    TAKE = "take"  # cards to take for yourself (to the hand, resources, squares, force or play)
    TOP_ORDER = "top_order"  # the order of the top cards looked at, the first on top
    KEEP_ON_TOP = "keep_on_top"  # the top card looked at, kept there (chosen) or put in another place
    TRASH_REMOVE = "trash_remove"  # trash cards to put into the remove zone or to pay with
    RESOURCE_BACK = "resource_back"  # resources to return to the hand
    FORCE_OUT = "force_out"  # a unit's force cards to put into the trash
    FORCE_IN = "force_in"  # trash cards to put under a unit as its force
    PAY_WITH = "pay_with"  # trash cards to put at the bottom of the deck for an alternative cost (1027)
    FACE_DOWN = "face_down"  # face-up Dynamis cards to turn face down (Policy: the costliest first, as TAKE)


class Target(enum.StrEnum):
    """Which Z/X of yours an effect chooses (Policy.choose_units)."""

    HARM = "harm"  # one that loses by it (destroyed, bounced, damaged): the cheapest, a survivor of damage first
    POWER_UP = "power_up"  # one whose power a chosen effect raises: one that can still attack first
    POWER_ANY = "power_any"  # 「スクエアにあるゼクスを1枚選び」 with no unit of its own: the first on the squares
    SWAP_BACK = "swap_back"  # 電影 (1115): the one returned to the hand, the cheapest
    # A Z/X of the opponent an effect destroys, sends off its square, damages or weakens (OpposingZX): the one on
    # its player square first when the effect takes it off (so your Z/X reach the opponent, 602.1b), then the one
    # in the way of most of your attacks
    OPPONENT = "opponent"
    # 「相手は…自分のゼクスをN枚選び、」: the opponent chooses its own (its model: goldfish.opposing.opponent_gives_up)
    OPPONENT_OWN = "opponent_own"


class GameAPI(Protocol):
    """The public game API the effects use (the goldfish's Game provides it; the turn loop uses the same methods)."""

    # What an effect reads: the zones (301.2) as plain lists, the board, the turn and the scripts of the deck.
    deck: list[CardFacts]  # index 0 is the top (304)
    hand: list[CardFacts]
    life: list[CardFacts]
    resources: list[Resource]
    squares: dict[Square, OnSquare]
    charge: list[CardFacts]
    trash: list[CardFacts]
    dynamis: list[CardFacts]
    dynamis_face_up: list[CardFacts]
    player_area: list[CardFacts]
    removed: list[CardFacts]
    turn: int
    is_first: bool
    opponent_life: int
    opponent_charge: int  # the goldfish opponent's cards in its charge, counted (goldfish.opposing.opponent_card_to)
    opponent_removed: int  # the goldfish opponent's cards in its remove zone, counted (the same)
    damaged_turn: int
    opponent_damaged: tuple[int, bool]  # the turn (and whether the opponent's) the opponent last took damage
    defeated: str | None
    won: str | None
    log_enabled: bool
    counters: dict[str, int]
    forbidden_names: set[str]
    # 「ターン終了時まで、あなたが次に受けるダメージを-N」: (turn, opponent's turn, n) for the next damage that turn
    damage_shield: tuple[int, bool, int]
    used_this_turn: dict[tuple[int, int], int]  # (unit, ability): the times it was played this turn
    lost_abilities: set[tuple[int, int]]  # (unit, ability) lost until the end of the game
    activation_never: frozenset[int]  # ids of the ways of activated abilities no card of the game pays
    at_end_of_turn: list[tuple[OnSquare, str]]
    links: tuple[tuple[Square, str], ...]  # your links on the squares (202.15, effects.links): (square, name)
    opponents_turn: bool  # the opponent's turn is being played (「相手のターンの間」)
    battle: tuple[OnSquare, Square | None] | None  # the attacking Z/X and its target square (None: the player) now
    delayed_effects: list[tuple[Effect, object]]  # 808.4: 「ターン終了時、…」, each with where it is carried out (At)
    by_ability: int  # abilities of your cards resolving now (run.resolve): what moves meanwhile moves by one
    causes: tuple[CardFacts | None, ...]  # the cards whose abilities are resolving now, innermost last (run.resolve)
    forbidden_for_game: frozenset[str]  # forbidden_names kept until the game ends (run.plays.forbid_ability)
    event_from: str  # the zone the event resolving now was played from (run.resolve_event): hand, trash, dynamis…
    resource_phase: bool  # your resource phase (504) is being played: 「リソースフェイズに」
    descent_for: CardFacts | None  # the card whose 降臨条件 (1020) is being paid: 「…の降臨条件のために破壊される」
    main_phase: bool  # a main phase (506) is being played, with its battles (601.1): 「メインフェイズに」
    vacated: tuple[int, Square | None]  # how many times a Z/X (either player's) left a square, the last square it left
    entering_defender: OpposingZX | None  # the opponent's Z/X whose entering sets abilities off now (806.1a)

    @property
    def opponent_squares(self) -> Mapping[Square, OpposingZX]:
        """The Z/X of a chosen opponent on its squares (none on a goldfish's empty board)."""
        ...

    @property
    def scripts(self) -> Mapping[str, CardScript]: ...

    def traits(self) -> Traits: ...
    def note(self, step: str, rule: str, text: str) -> None: ...

    # Moving cards (the rule effects 902 and 906 follow each move).
    def draw(self, n: int = 1) -> int: ...
    def take_top(self) -> CardFacts | None: ...
    def mill(
        self, n: int, to: str, rebooted: bool = False, then: Callable[[CardFacts], None] | None = None
    ) -> list[CardFacts]: ...
    def take(self, zone: str, index: int) -> CardFacts: ...
    def take_card(self, zone: str, card: CardFacts) -> bool: ...
    def index_of(self, zone: str, card: CardFacts) -> int | None: ...
    def face_up_force(self) -> list[CardFacts]: ...
    def put(self, card: CardFacts, to: str, rebooted: bool = False, settle: bool = True) -> None: ...
    def settle(self) -> None: ...
    def reveal(self, n: int) -> list[CardFacts]: ...
    def shuffle(self) -> None: ...
    def random_picks(self, candidates: list[int], n: int) -> list[int]: ...  # 「ランダムに」: the game's seeded random
    def reload(self) -> None: ...
    def leave(self, unit: OnSquare) -> CardFacts | None: ...
    def drop_force(self, unit: OnSquare) -> None: ...
    def move_unit(self, unit: OnSquare, to: Square) -> bool: ...  # to another empty square, not leaving the squares
    def enter(
        self,
        card: CardFacts,
        how: str,
        square: Square | None = None,
        rebooted: bool = True,
        legal: list[Square] | None = None,
        by: CardFacts | None = None,  # the card whose ability puts it there (「…の能力で登場する」)
        under: list[CardFacts] | None = None,  # face down as its force (1019.2 ブレイク)
        origin: str = "",  # the zone it comes from (OnSquare.entered_from)
    ) -> bool: ...
    def play_without_cost(self, card: CardFacts, how: str, origin: str = "", instead: str = "") -> bool: ...
    def play_paying(self, zone: str, card: CardFacts, instead: str = "") -> bool: ...  # 806 with the cost (805)
    def can_shift_onto(self, card: CardFacts, unit: OnSquare) -> bool: ...  # its 剣臨器 names the unit (1016.1)
    def shift_onto(self, zone: str, card: CardFacts, unit: OnSquare) -> bool: ...  # the shift of `zone` onto it
    def ignite_top(self) -> CardFacts | None: ...
    def damage_opponent(self, amount: int = 1) -> None: ...
    def take_damage(self, amount: int = 1) -> list[CardFacts]: ...
    def raise_power(self, unit: OnSquare, n: int) -> None: ...
    def grant_range(self, unit: OnSquare, n: int) -> None: ...
    def discount_next(self, flt: CardFilter, n: int, floor: int = 0, scope: str = "next_hand") -> None: ...
    def add_opponent_resources(self, n: int) -> None: ...
    def entered_this_turn(self) -> list[tuple[CardFacts, str]]: ...  # your cards that entered, and how
    def turn_events(self) -> dict[str, list[CardFacts | None]]: ...  # what happened this turn (goldfish.turn_record)
    def note_event(self, what: str, card: CardFacts | None = None) -> None: ...  # and record one

    # Paying, and what the board allows.
    def can_pay(self, cost: int, colors: frozenset[Color], exclude: int | None = None) -> bool: ...
    def pay(self, cost: int, colors: frozenset[Color], exclude: int | None = None) -> bool: ...
    def can_attack_player(self, square: Square) -> bool: ...
    def squares_holding(self, unit: OnSquare) -> Square | None: ...
    def empty_normal_squares(self) -> list[Square]: ...
    def power_of(self, unit: OnSquare) -> int | None: ...
    def has_square(self, card: CardFacts) -> bool: ...
    def legal_squares(self, card: CardFacts) -> list[Square]: ...  # 806.1a/b: where it may enter now
    def has_effect(self, card: CardFacts) -> bool: ...
    def may_play(self, card: CardFacts, leaving: str = "") -> bool: ...
    def may_enter(self, card: CardFacts, leaving: str = "") -> bool: ...
    def opponent_resources(self) -> int: ...
    def opponent_pays(self, n: int) -> bool: ...  # 「相手は《無N・無N》を支払ってよい」: whether it pays (its policy)
    def place_link(self, name: str, free: bool = False) -> bool: ...
    def permit_play(self, zone: str, flt: CardFilter) -> None: ...  # effects.play_permits: this turn
    def can_igob(self, name: str) -> bool: ...
    def igob(self, name: str) -> bool: ...
    def player_extra_under(self, player: str, extra: str) -> bool: ...  # effects.player_stack
    def stack_player_extra(self, player: str, extra: str) -> bool: ...

    # Every choice an effect makes, asked of the game's policy.
    def choose(self, choice: Choice, cards: Sequence[CardFacts], candidates: list[int], n: int) -> list[int]: ...
    def choose_units(
        self, target: Target, units: Sequence[tuple[Square, OnSquare | OpposingZX]], n: int, amount: int = 0
    ) -> list[int]: ...

    # The opponent's Z/X on its squares (goldfish.opposing): what effects of yours do to them, each followed by the
    # rule effects (904: a Z/X whose damage reaches its power, or whose power is 0 or less, is destroyed).
    def opponent_units(self) -> list[tuple[Square, OpposingZX]]: ...
    def destroy_opponent_unit(self, square: Square) -> bool: ...
    def send_opponent_unit(self, square: Square, to: str) -> bool: ...
    def move_opponent_unit(self, square: Square, to: Square) -> bool: ...
    def swap_units(self, a: Square, b: Square) -> bool: ...  # the Z/X on two squares, either player's, change places
    def damage_opponent_unit(self, square: Square, n: int) -> bool: ...
    def change_opponent_power(self, square: Square, n: int, until_end_of_turn: bool = True) -> bool: ...
    def set_opponent_rebooted(self, square: Square, rebooted: bool, stays_slept: bool = False) -> bool: ...
    def choose_options(self, options: Sequence[tuple[Effect, ...]], n: int) -> list[int]: ...
