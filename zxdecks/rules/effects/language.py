"""A small effect language for the goldfish: what an ability of a card does, as plain values the engine carries out.

An ability has a kind (801.2: auto, activated, constant, special, event; or a keyword ability of 1100), for an auto
ability the event that triggers it (808.1a), conditions checked at resolution (804.3b), a payment for an activated
ability (807.1a) and a list of effects done in order (804.3a). An effect marked `if_did` is done only when the one
before it was (FAQ 004 (1), 804.3c).
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from zxdecks.rules.cards import Color, name_key
from zxdecks.rules.effects.condition_kinds import ConditionKind as ConditionKind  # re-exported: its conditions
from zxdecks.rules.effects.filters import ANY_CARD as ANY_CARD  # re-exported: the filters of effects
from zxdecks.rules.effects.filters import CardFilter as CardFilter
from zxdecks.rules.effects.kinds import Kind as Kind  # re-exported: the language's actions
from zxdecks.rules.effects.trigger_kinds import Trigger as Trigger  # re-exported: the language's events
from zxdecks.rules.effects.zone_pairs import gains

if TYPE_CHECKING:
    from zxdecks.rules.effects.awakening import DynamisPlay


# The zones other than the squares from which the goldfish plays activated abilities (803.1d).
# 「手札とトラッシュ」: "hand+trash"; "dynamis" (face down) and "dynamis_face_up": effects.dynamis_activated
ZONES_ACTIVATED = ("hand", "resource", "charge", "trash", "removed", "dynamis", "dynamis_face_up", "force")
# Prefixes of a name in Game.forbidden_names whose activated abilities (all abilities) may not be played this turn
# (FORBID_ABILITY); no card name starts with them.
ABILITIES_OF = "≪起≫"
SAME_NAME = (
    "《同名》"  # CardFilter.name_not: 「《同名》以外の」, this card's own name (107), set when the effect resolves
)
ALL_ABILITIES_OF = "≪能力≫"
ENTERED = "≪登場≫"  # a name of which a card entered this turn with 「《同名》は1ターンに1回しか登場できない」
PLAYED = "≪プレイ≫"  # a name of which a card was played this turn with 「《同名》は1ターンに1回しかプレイできない」
NO_IGOB = "≪IGOB≫"  # 「ターン終了時まで、あなたのプレイヤーはIGOBできない」 (FORBID_ABILITY of rest "igob")
# 「ターン終了時まで、あなたのリソースはリブートしない」 (FORBID_ABILITY of rest "resource_reboot"), with the turn it was
# made in ("own" or "opponent"): Game.forbidden_names is cleared only when your next turn starts
NO_RESOURCE_REBOOT = "≪リソースリブート≫"
# 「ターン終了時まで、あなたは《同名》のこの能力をプレイできない」 inside an auto ability's effect (FORBID_ABILITY of rest
# "this"): with the turn ("own"/"opponent"), the card's name and the ability's text (At.ability), which run.resolve asks
THIS_ABILITY = "≪この能力≫"

# Kinds whose effect the goldfish carries out in full; NO_TARGET resolves choosing nothing, which is what the rules
# make it do against an empty board, and is reported apart.
ACTIVE_KINDS = frozenset(Kind) - {Kind.NO_TARGET}


@dataclass(frozen=True, slots=True)
class Condition:
    """A condition read at resolution (804.3b); a kind outside ConditionKind is an error when it is made (when the
    text is read), never a condition that silently fails."""

    kind: str  # a ConditionKind (given as its value by the reader)
    n: int = 0
    filter: CardFilter = ANY_CARD
    name: str = ""
    either: tuple[Condition, ...] = ()  # ANY_OF: the conditions one of which must hold
    key: str = field(default="", init=False, repr=False, compare=False)  # name_key(name), folded once when read

    def __post_init__(self) -> None:
        try:
            object.__setattr__(self, "kind", ConditionKind(self.kind))
        except ValueError:
            raise ValueError(
                f"unknown condition kind {self.kind!r}: not one of effects.language.ConditionKind"
            ) from None
        if self.name:
            object.__setattr__(self, "key", name_key(self.name))


@dataclass(frozen=True, slots=True)
class Effect:
    kind: Kind
    n: int = 1
    up_to: bool = False  # 「まで」: the player may do fewer (the goldfish policy does as many as it can)
    optional: bool = False  # 「てよい」
    if_did: bool = False  # done only when the effect before it was done (or the one before that waited on)
    filter: CardFilter = ANY_CARD
    rebooted: bool = False  # DECK_TO_RESOURCE / TRASH_TO_RESOURCE: rebooted instead of slept
    options: tuple[tuple[Effect, ...], ...] = ()  # MODAL: the choices, each a list of effects
    take: int = 0  # REVEAL_TOP_TAKE: how many of the revealed cards may be taken; MODAL: how many times
    rest: str = ""  # REVEAL_TOP_TAKE: where the others go ("bottom", "trash", "top", "shuffle", "removed", "charge",
    # "resources" slept)
    to: str = ""  # REVEAL_TOP_TAKE: where the taken cards go ("" the hand, "square", "resource", "trash", "charge")
    conditions: tuple[Condition, ...] = ()  # 804.3b: those of its own sentence, when not all the ability's
    source: str = ""  # MOVE: the zone the cards leave ("hand", "trash", "charge", "resources", "removed", "life")
    destination: str = ""  # MOVE: where they go (those, "deck_bottom" or "deck_top")
    done_at: int = 0  # counted as done only when at least this many cards moved (「N枚(以上)…したならば」 after it)
    # 「…したならば、A、B」: B (if_did too) waits on the effect A waits on, not on A (804.3c)
    same_if_did: bool = False
    # 「…しなかったならば、A」 (effects.unless_did): done only when the effect just before it was not done
    unless_did: bool = False
    # MODAL: `more_by` more options (or times, n 0) when these hold, asked once before any option (effects.more_options)
    more_if: tuple[Condition, ...] = ()
    more_by: int = 0
    under: CardFilter = ANY_CARD  # BREAK: the Z/X of yours on a square that breaks (card A of 1019.2)
    # GRANT_ABILITY, CHOOSE_ZX "grant": the auto abilities given until end of turn (effects.granted_effects)
    granted: tuple[Ability, ...] = ()
    # both this and effects.dynamic_bounds count a cost bound when it resolves, but for other effects and counts:
    # `bound` is ZONE_TO_SQUARE's (cards of your zones onto squares: "charge*2", "destroyed", run.squares.cost_bound),
    # the "#cost<=…" words in `to` are CHOOSE_ZX's (Z/X on squares: a zone's or filter's count, this card, cards put);
    # one field for both would change every golden reading that holds either
    bound: str = ""  # ZONE_TO_SQUARE: a cost bound counted when it resolves ("resources", "hand", "charge*2")
    ordered: bool = False  # REVEAL_TOP_TAKE of rest "top": 「残りを好きな順番でデッキの上に戻す」, in the order chosen
    # REVEAL_TOP_TAKE: its count (run.table.done) is the rest it put away, for 「除外したカード1枚につき」 after it
    counts_rest: bool = False


# Effects that change nothing a goldfish game measures: power (every attack on the opponent deals 1 damage, 604.3c)
# and restrictions on later plays; and those that only cost the player something.
IDLE_KINDS = frozenset(
    {Kind.POWER, Kind.POWER_CHOSEN, Kind.FORBID_ABILITY, Kind.FORBID_SAME_NAME, Kind.NO_TARGET, Kind.OPPONENT_PAY}
)
# and the moves zone_pairs.gains says gain nothing; DYNAMIS_FACE_DOWN: counted as a cost (face-up cards lost);
# DAMAGE_SELF: a damage to you is a harm
COST_KINDS = frozenset(
    {
        Kind.PAY, Kind.PAY_COUNTER, Kind.DESTROY_SELF, Kind.SLEEP_RESOURCES, Kind.HAND_REVEAL, Kind.DYNAMIS_FACE_DOWN,
        Kind.DAMAGE_SELF, Kind.FORBID_ATTACK,
    }
)  # fmt: skip


# MOVE's `rest` for a move from several zones with 「手札から置いたならば」 after it: done only when a hand card moved
FROM_HAND_REST = "from:hand"
# MODAL's `rest` for 「…をそれぞれN枚ずつ選び、…てよい」 (effects.each_split): every option done, or none (run.each_whole)
WHOLE = "whole"


def whole_of(effect: Effect, n: int) -> bool:
    """Whether `effect` is 「…をそれぞれN枚ずつ選び、…てよい」 of n cards a kind (for 「それぞれN枚ずつ…したならば」)."""
    return (
        effect.kind is Kind.MODAL
        and effect.rest == WHOLE
        and all(len(o) == 1 and o[0].kind is Kind.MOVE and o[0].n == n for o in effect.options)
    )


# Enum members read on hot paths, as constants (through the class, each read costs the metaclass's hook).
_K_CHOOSE_ZX = Kind.CHOOSE_ZX
_K_MODAL = Kind.MODAL
_K_MOVE = Kind.MOVE
_K_PER_COUNT = Kind.PER_COUNT


def useful(effect: Effect) -> bool:
    """Whether an effect can gain the goldfish something: not idle, not only a cost, and a choice among Z/X only
    when it is of the opponent's Z/X (a harm among any Z/X is worth having only when the opponent has one to choose:
    `harms_any`, which run.choices.choice_gains asks of the board)."""
    if effect.kind in (_K_MODAL, _K_PER_COUNT):
        return any(useful(e) for option in effect.options for e in option)
    if effect.kind is _K_CHOOSE_ZX:
        if effect.granted:  # auto abilities given until end of turn (effects.granted_effects): as useful as they are
            return any(useful(e) for g in effect.granted for e in g.effects)
        return "opponent" in effect.to.split()  # the opponent's Z/X (when it has some); else a power, or a harm
    if effect.kind is _K_MOVE:  # as effects.zone_pairs says (cards to the hand, resources or charge, a mill, …)
        return gains(effect.source, effect.destination)
    return effect.kind not in IDLE_KINDS and effect.kind not in COST_KINDS


# CHOOSE_ZX's actions that put cards under the chosen Z/X as their force (1010.1, effects.force_verbs): no harm
FORCE_ACTIONS = frozenset({"force_self", "force_trash", "force_removed", "force_hand"})


def harms_any(effect: Effect) -> bool:
    """A choice among any Z/X (not only the opponent's, not 「あなたの」) that harms the chosen: worth having only when
    an opponent's Z/X it may choose is there (run.squares.choose_zx harms the opponent's first; on an empty board it
    would harm your own, so `useful` leaves it out and run.choices.choice_gains asks the board)."""
    scope = effect.to.split()
    return (
        effect.kind is _K_CHOOSE_ZX
        and "opponent" not in scope
        and "own" not in scope
        and effect.rest not in ("reboot", "zekkai", "zekkai_next", "grant", *FORCE_ACTIONS)
        and not effect.rest.startswith("move:")  # to another square (effects.square_moves): no harm
        and not (effect.rest == "range" or (effect.rest == "power" and effect.take > 0))
    )


def raises_chosen(effect: Effect) -> bool:
    """A choice among Z/X (not only the opponent's) that raises the power or gives Range: run.squares.choose_zx gives
    it to a Z/X of yours. It changes nothing on an empty board (every attack deals 1 damage, 604.3c), so `useful`
    leaves it out; run.choices.choice_gains counts it only in a battle against a defender."""
    return (
        effect.kind is _K_CHOOSE_ZX
        and "opponent" not in effect.to.split()
        and (effect.rest == "range" or (effect.rest == "power" and effect.take > 0))
    )


def costs(effect: Effect) -> bool:
    """Whether an effect only costs the player something (a move to where cards gain nothing too; every kind's cards
    given up, all or none)."""
    if effect.kind is _K_MOVE:
        return not gains(effect.source, effect.destination)
    if effect.kind is _K_MODAL and effect.rest == WHOLE:
        return all(costs(e) for option in effect.options for e in option)
    return effect.kind in COST_KINDS


Action = Kind | tuple[str, str]  # an action kind, or the (source, destination) of a Kind.MOVE
# 「このカードをデュナミスに表向きで置く」: an event's gain when a card asks for face-up Dynamis cards (run.face_up)
_FACE_UP = ("self", "dynamis_face_up")


def move(
    source: str,
    destination: str,
    n: int = 1,
    up_to: bool = False,
    optional: bool = False,
    if_did: bool = False,
    filter: CardFilter = ANY_CARD,
    **more: Any,
) -> Effect:
    """`Move(source, destination, filter, count, up_to, state)`: n cards of your `source` to your `destination`."""
    return Effect(Kind.MOVE, n, up_to, optional, if_did, filter, source=source, destination=destination, **more)


def make(action: Action, n: int = 1, up_to: bool = False, optional: bool = False, **more: Any) -> Effect:
    """The effect of an action of a table (a Kind, or a zone pair for a move)."""
    if isinstance(action, tuple):
        return move(action[0], action[1], n, up_to, optional, **more)
    return Effect(action, n, up_to, optional, **more)


def action_of(effect: Effect) -> Action:
    """What an effect does: its kind, or for a move its (source, destination)."""
    return (effect.source, effect.destination) if effect.kind is Kind.MOVE else effect.kind


# run.fire_card; REMOVED: 「【有効】スクエアとリムーブ」 (triggers.read_event)
_ELSEWHERE = (
    Trigger.EVOLSEED, Trigger.RESOURCE_PLACED, Trigger.HAND_TRASHED, Trigger.DESCENT_TRASHED, Trigger.REMOVED,
    Trigger.DYNAMIS_PLACED,
)  # fmt: skip


class AbilityKind(enum.StrEnum):
    AUTO = "auto"  # 801.2b
    ACTIVATED = "activated"  # 801.2a
    CONSTANT = "constant"  # 801.2c
    SPECIAL = "special"  # 801.2d
    EVENT = "event"  # 801.2e
    KEYWORD = "keyword"  # a keyword ability the engine carries out itself (1102, 1103, 1104, 1114, 1128, 1133)
    INERT = "inert"  # an ability that can do nothing in a goldfish game (e.g. 絶界: the executors honour it)
    CONSTRUCTION = "construction"  # a deck-construction rule (803.1a), applied by the validator before the game


@dataclass(frozen=True, slots=True)
class Static:
    """One sentence of a constant ability (811): applied while its card is in the ability's zone and its conditions
    hold, recomputed at each pre-processing."""

    # "self_power", "aura" (your Z/X matching the filter), "charge_limit", "hand_limit", "cost"; "self_power_per"
    # and "cost_per" change by n for each `each` cards counted in `per` (see run.count); "force_power": this card's
    # power raised by the powers of the Z/X in its force; "no_force": no card becomes its force by a card's ability;
    # "no_break": it never breaks (1019.2, run.breaks); "aura_per": an aura of n for each `each` cards counted
    kind: str
    n: int = 0  # the change; for "cost" a reduction is negative; a limit of 99 is no limit
    filter: CardFilter = ANY_CARD
    conditions: tuple[Condition, ...] = ()
    floor: int = 0  # "cost": the lowest it goes (「ただし、N以下にならない」 is N + 1, 「N未満にならない」 N)
    others_only: bool = False  # "aura": 「このカード以外の」; the "*_per" counts: other than this card
    per: str = ""  # the "*_per" kinds: what is counted ("force", "resources", "squares", "trash", "hand", ...)
    each: int = 1  # the "*_per" kinds: 「N枚につき」
    unique: bool = False  # 「《同名》のこの能力は重複しない」: copies of the card change it once
    granted: tuple[Ability, ...] = ()  # "grant", "grant_aura": the auto abilities given (effects.constant_grants)
    counted: CardFilter = ANY_CARD  # "aura_per": the cards counted in `per` (`filter`: the Z/X whose power is raised)
    payment: tuple[Effect, ...] = ()  # "play_payment": what is paid for the cost change n (effects.play_payments)
    then: tuple[Effect, ...] = ()  # "play_payment": what the Z/X played so does (「そうして登場させたならば、…」)


@dataclass(frozen=True, slots=True)
class Ability:
    kind: AbilityKind
    text: str
    trigger: Trigger | None = None
    effects: tuple[Effect, ...] = ()
    conditions: tuple[Condition, ...] = ()
    cost: int = 0  # activated: resource cost (805)
    cost_colors: frozenset[Color] = frozenset()
    sleep_self: bool = False  # activated: 「≪スリープ≫」 sleep this card as payment (807.1a)
    payment: tuple[Effect, ...] = ()  # activated: other payments (discard, charge to trash), done before the effects
    once_per_turn: bool = False
    range: int = 0  # constant: Range N (1105); 99 for ∞
    power: int = 0  # constant: this card's power +N on squares
    cannot_attack: bool = False  # constant: 「このカードは攻撃できない」
    ignition_in: str = ""  # constant: the ignition icon in life ("ライフ"), the deck ("デッキ"), everywhere
    # where the ability is valid (803.1b, 803.1d): square, dynamis (face up), resource, trash; "elsewhere" for an
    # ability read only because it does nothing on an empty board wherever it is
    zone: str = "square"
    statics: tuple[Static, ...] = ()  # constant: what it changes while valid (self power, auras, limits, costs)
    # activated: 「この能力は…場合にしかプレイできない」, checked when it is played (807.1b), not at resolution
    play_conditions: tuple[Condition, ...] = ()
    once_key: str = ""  # activated: abilities with this key are played once a turn in all (レイド 1131, 電影 1115)
    trigger_filter: CardFilter = ANY_CARD  # auto: the card whose ability must cause the event (TRASHED_BY_EVENT)
    turn: str = ""  # auto: the turns it triggers in ("own", "opponent"; "" both), for the phase-start triggers
    also: tuple[Trigger, ...] = ()  # auto: 「AかB」: the other triggers that set it off
    self_too: bool = False  # auto: 「このカードか…」: this card sets it off too, whatever `trigger_filter` says
    not_self: bool = False  # auto: 「このカード以外の…」: a Z/X of yours but this one (effects.trigger_ways)
    # auto, a Z/X of yours entering: how it must have entered ("played": 「プレイされて」, "ability": 「カードの能力で」)
    trigger_way: str = ""
    # special: 「そうしたならば、ゲーム終了時まで、このカードはこの能力を失う」 (per card on a square); activated: under
    # the ≪杖≫ label, one Zextend Drive! ability a game in all (1113, run.activation)
    once_per_game: bool = False
    ways: tuple[Ability, ...] = ()  # activated: 「AかB」, the same ability paid each other way (run.activation)
    # activated: the plays a turn its text allows, 2 or more for ≪ターンN≫ / 「1ターンにN回」 (effects.per_turn); else 1
    plays_per_turn: int = 1


@dataclass(frozen=True, slots=True)
class Unread:
    """An ability line the reader could not map onto the language: reported, never guessed."""

    text: str
    reason: str


_SEEN_ZONES = ("trash", "charge", "removed", "resource", "deck")  # where a filter sees a card's own changes (run.seen)
_SEEN_KINDS = frozenset({"cost", "cost_per", "gains_ignition", "also_named", "add_color"})
_LIFE = frozenset({"ライフ", "すべて"})  # gained ignition icons valid in life (907.2e; 「デッキ」: run.deck_ignition)


@dataclass(frozen=True)
class CardScript:
    """What the engine knows of one card's text."""

    number: str
    abilities: tuple[Ability, ...] = ()
    unread: tuple[Unread, ...] = ()
    playable_for_cost: bool = False  # no play condition in its subtext or text: playable by paying its cost (806.1f)
    play_restriction: str = (
        ""  # why it is never played (806.1): 「このカードはプレイできない。」, or an unread restriction
    )
    play_only_if: tuple[Condition, ...] = ()  # 「このカードは…場合にしかプレイできない」
    play_never_if: tuple[Condition, ...] = ()  # 「…場合、このカードはプレイできない」
    enter_never_if: tuple[Condition, ...] = ()  # 「…場合、このカードは登場できない」 (run.enter_allowed)
    enter_only_if: tuple[Condition, ...] = ()  # 「このカードは…場合にしか登場できない」 (run.enter_allowed)
    player_square_only: str = ""  # 「…プレイヤースクエアにしか登場できない」 (goldfish.square_only)
    enters_once_per_turn: bool = False  # 「あなたの《同名》は1ターンに1回しか登場できない」
    plays_once_per_turn: bool = False  # 「あなたの《同名》は1ターンに1回しかプレイできない」 (run.play_allowed)
    needs_namesake_in_trash: bool = (
        False  # 「このカードはあなたのトラッシュにこのカード以外の《同名》がある場合にしか登場できない」
    )
    dynamis: DynamisPlay | None = field(default=None, compare=False)  # how it is played from the Dynamis (1020–1025)
    by_trigger: dict[Trigger, tuple[Ability, ...]] = field(default_factory=dict, compare=False)
    in_dynamis: dict[Trigger, tuple[Ability, ...]] = field(default_factory=dict, compare=False)  # and other zones
    event: Ability | None = field(default=None, init=False, repr=False, compare=False)
    # the activated abilities with an effect the goldfish carries out (plain fields, not properties: read on the hot
    # paths, a property is a call each read in Python 3.11)
    activated: tuple[Ability, ...] = field(default=(), init=False, repr=False, compare=False)
    # activated abilities valid in the hand, resources, charge or trash (803.1d) the goldfish uses
    zone_activated: tuple[Ability, ...] = field(default=(), init=False, repr=False, compare=False)
    range: int = field(default=0, init=False, repr=False, compare=False)
    power_bonus: int = field(default=0, init=False, repr=False, compare=False)
    statics: tuple[Static, ...] = field(default=(), init=False, repr=False, compare=False)  # valid on squares
    cost_statics: tuple[Static, ...] = field(default=(), init=False, repr=False, compare=False)  # valid in hand
    dynamis_cost_statics: tuple[Static, ...] = field(default=(), init=False, repr=False, compare=False)
    dynamis_statics: tuple[Static, ...] = field(default=(), init=False, repr=False, compare=False)  # run.limit
    charge_statics: tuple[Static, ...] = field(default=(), init=False, repr=False, compare=False)  # valid in charge
    resource_statics: tuple[Static, ...] = field(default=(), init=False, repr=False, compare=False)  # in resources
    force_statics: tuple[Static, ...] = field(default=(), init=False, repr=False, compare=False)  # in a force, face up
    # a zone it may be played from for its cost (effects.zone_plays) -> the statics valid there, 「すべて」 too
    play_zones: dict[str, tuple[Static, ...]] = field(default_factory=dict, init=False, repr=False, compare=False)
    square_names: tuple[str, ...] = field(default=(), init=False, repr=False, compare=False)  # names it has there too
    all_statics: tuple[Static, ...] = field(default=(), init=False, repr=False, compare=False)
    # the trash, charge, remove zone, resources -> its own cost changes and gained icon valid there (run.seen)
    zone_seen: dict[str, tuple[Static, ...]] = field(default_factory=dict, init=False, repr=False, compare=False)
    all_names: tuple[Static, ...] = field(default=(), init=False, repr=False, compare=False)  # goldfish.all_names
    cannot_attack: bool = field(default=False, init=False, compare=False)
    event_gains: bool = field(default=False, init=False, compare=False)  # its event ability can gain the goldfish
    ignition_in_life: bool = field(default=False, init=False, compare=False)  # 907.2e reads the icon in life
    # a Range or the ignition icon valid only under conditions (a level, 1111): each with the conditions it needs
    gated_ranges: tuple[tuple[int, tuple[Condition, ...]], ...] = field(default=(), init=False, compare=False)
    gated_ignition: tuple[tuple[Condition, ...], ...] = field(default=(), init=False, compare=False)

    def __post_init__(self) -> None:
        grouped: dict[Trigger, list[Ability]] = {}
        dynamis: dict[Trigger, list[Ability]] = {}
        for ability in self.abilities:
            if ability.kind in (AbilityKind.AUTO, AbilityKind.SPECIAL) and ability.trigger is not None:
                # Abilities valid in the squares trigger for a unit; the others for the card in its zone.
                for trigger in (ability.trigger, *ability.also):  # 「スクエアとトラッシュ」: B for the card there
                    there = ability.zone != "square" or (trigger is not ability.trigger and trigger in _ELSEWHERE)
                    (dynamis if there else grouped).setdefault(trigger, []).append(ability)
        object.__setattr__(self, "by_trigger", {k: tuple(v) for k, v in grouped.items()})
        object.__setattr__(self, "in_dynamis", {k: tuple(v) for k, v in dynamis.items()})
        # Asked on every play and every turn of a simulation, so worked out once.
        object.__setattr__(self, "event", next((a for a in self.abilities if a.kind is AbilityKind.EVENT), None))
        object.__setattr__(
            self,
            "event_gains",
            self.event is not None
            and any(
                useful(e) or harms_any(e) or raises_chosen(e) or action_of(e) == _FACE_UP for e in self.event.effects
            ),
        )
        active = tuple(
            a
            for a in self.abilities
            if a.kind is AbilityKind.ACTIVATED
            and "square" in a.zone.split("+")
            and any(e.kind in ACTIVE_KINDS for e in a.effects)
        )
        object.__setattr__(self, "activated", active)
        elsewhere = tuple(
            a
            for a in self.abilities
            if a.kind is AbilityKind.ACTIVATED
            and all(zone in ZONES_ACTIVATED or zone == "square" for zone in a.zone.split("+"))
            and a.zone != "square"
            and any(e.kind in ACTIVE_KINDS for e in a.effects)
        )
        object.__setattr__(self, "zone_activated", elsewhere)
        object.__setattr__(self, "range", max((a.range for a in self.abilities if not a.conditions), default=0))
        gated = tuple((a.range, a.conditions) for a in self.abilities if a.range and a.conditions)
        object.__setattr__(self, "gated_ranges", gated)
        object.__setattr__(
            self,
            "gated_ignition",
            tuple(a.conditions for a in self.abilities if a.ignition_in in _LIFE and a.conditions),
        )
        by_zone: dict[str, list[Static]] = {}
        for a in self.abilities:
            if a.kind is AbilityKind.CONSTANT:
                for zone in a.zone.split("+"):  # 「スクエアとチャージ」: "square+charge", valid in both
                    by_zone.setdefault(zone, []).extend(a.statics)
        object.__setattr__(self, "statics", tuple(by_zone.get("square", ())))
        object.__setattr__(self, "cost_statics", (*by_zone.get("hand", ()), *by_zone.get("all", ())))
        object.__setattr__(self, "dynamis_cost_statics", (*by_zone.get("dynamis", ()), *by_zone.get("all", ())))
        object.__setattr__(self, "charge_statics", tuple(by_zone.get("charge", ())))
        object.__setattr__(self, "dynamis_statics", tuple(by_zone.get("dynamis", ())))
        object.__setattr__(self, "resource_statics", tuple(by_zone.get("resource", ())))
        object.__setattr__(self, "force_statics", tuple(by_zone.get("force", ())))
        played = {
            z: (*st, *by_zone.get("all", ())) for z, st in by_zone.items() if any(s.kind == "play_from" for s in st)
        }
        object.__setattr__(self, "play_zones", played)
        object.__setattr__(self, "all_statics", tuple(by_zone.get("all", ())))  # 「すべて」: any zone played from
        # a gained icon valid in every zone (「【有効】すべて」, Ability.ignition_in) is seen in these zones too
        everywhere = tuple(
            Static("gains_ignition", conditions=a.conditions) for a in self.abilities if a.ignition_in == "すべて"
        )
        seen = {z: (*(s for s in by_zone.get(z, ()) if s.kind in _SEEN_KINDS), *everywhere) for z in _SEEN_ZONES}
        object.__setattr__(self, "zone_seen", {z: st for z, st in seen.items() if st})
        object.__setattr__(self, "all_names", tuple(s for s in by_zone.get("all", ()) if s.kind == "also_named"))
        named = tuple(n for st in self.statics if st.kind == "also_named" for n in st.filter.names_is_any)
        object.__setattr__(self, "square_names", named)
        power = sum(a.power for a in self.abilities if a.kind is AbilityKind.CONSTANT and not a.conditions)
        object.__setattr__(self, "power_bonus", power)
        object.__setattr__(self, "cannot_attack", any(a.cannot_attack for a in self.abilities))
        life = any(a.ignition_in in _LIFE and not a.conditions for a in self.abilities)
        object.__setattr__(self, "ignition_in_life", life)

    @property
    def restricted(self) -> bool:
        """Whether its text or subtext restricts its play (806.1)."""
        return bool(
            self.play_restriction
            or self.play_only_if
            or self.play_never_if
            or self.enter_never_if
            or self.enter_only_if
            or self.player_square_only
            or self.enters_once_per_turn
            or self.plays_once_per_turn
            or self.needs_namesake_in_trash
        )
