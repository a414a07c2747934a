"""One player's solo game: setup (402), the phases of a turn (501–507), ignition, damage and life, reload (902).

One seeded random.Random owned by the game makes every shuffle and every random choice; the same seed and the same
decisions give the same game. Decisions come from a policy; a person can make them one by one instead."""

from __future__ import annotations

import random
from _random import Random as _CRandom
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field

from zxdecks.rules.board import all_force, is_token
from zxdecks.rules.cards import CardFacts
from zxdecks.rules.deck import Deck
from zxdecks.rules.effects import run
from zxdecks.rules.effects.language import CardFilter, CardScript, Effect, Trigger
from zxdecks.rules.effects.traits import NO_TRAITS, Traits, traits
from zxdecks.rules.goldfish.battle import battles, can_attack_player
from zxdecks.rules.goldfish.damage import damage_opponent, take_damage
from zxdecks.rules.goldfish.defence import opponent_turn
from zxdecks.rules.goldfish.discounts import Discount, discounted, used
from zxdecks.rules.goldfish.dynamis import dynamis_playable, play_from_dynamis
from zxdecks.rules.goldfish.moves import CardMoves
from zxdecks.rules.goldfish.opponent import NO_OPPONENT, Opponent, OpposingZX
from zxdecks.rules.goldfish.overboost import igob
from zxdecks.rules.goldfish.payment import can_pay
from zxdecks.rules.goldfish.phases import end_turn, first_player_turn_end, phase_starts, resource_phase, start_turn
from zxdecks.rules.goldfish.player_extra import player_extra_under, stack_player_extra, use_player_extra
from zxdecks.rules.goldfish.policy import DefaultPolicy, Policy
from zxdecks.rules.goldfish.setup import mulligan, setup_game
from zxdecks.rules.goldfish.state import (
    CHARGE_LIMIT,
    EVENT,
    LIFE,
    SQUARE_TYPES,
    Defeat,
    LogEntry,
    OnSquare,
    Resource,
    Watch,
    zone_sizes,
)
from zxdecks.rules.goldfish.turn_record import DECK_TRASH, EVERY_EVENT
from zxdecks.rules.goldfish.zone_plays import main_plays

_SEED = _CRandom.seed
DEFAULT_NEXT_ATTACK = DefaultPolicy.next_attack
# Triggers asked every turn, as constants: an enum member read through its class costs a type lookup each time.
END_OF_TURN, RESOURCE_PLACED, EVOLSEED = Trigger.END_OF_TURN, Trigger.RESOURCE_PLACED, Trigger.EVOLSEED
RESOURCE_START, IGNITION_START, MAIN_START = Trigger.RESOURCE_START, Trigger.IGNITION_START, Trigger.MAIN_START


# Slots: forty-odd fields outgrow CPython's shared-key instance dict (30 keys), each game then built its own dict
# and read every field through it; with slots a game is built in half the time (its seeding aside). CardMoves has no
# __slots__: a Game keeps an instance dict beside its slots (a test may replace game.check_rules).
@dataclass(slots=True)
class Game(CardMoves):
    """One player's zones (300–313) and the turn, driven by a policy or by a person, one step at a time."""

    deck_list: Deck
    seed: int = 0
    first: bool | None = None  # None: decided at random (402.1i)
    policy: Policy = field(default_factory=DefaultPolicy)
    opponent_life: int = LIFE  # the simulated opponent's life, for Life Recovery and Void Bringer conditions
    log_enabled: bool = False
    opponent: Opponent = NO_OPPONENT  # what the opponent does in its turns (goldfish.opponent)
    rng: random.Random = field(init=False)
    deck: list[CardFacts] = field(default_factory=list)  # index 0 is the top (304)
    hand: list[CardFacts] = field(default_factory=list)
    life: list[CardFacts] = field(default_factory=list)  # the last is the top (307.2)
    resources: list[Resource] = field(default_factory=list)
    squares: dict[tuple[int, int], OnSquare] = field(default_factory=dict)
    charge: list[CardFacts] = field(default_factory=list)
    trash: list[CardFacts] = field(default_factory=list)
    dynamis: list[CardFacts] = field(default_factory=list)
    dynamis_face_up: list[CardFacts] = field(default_factory=list)
    player_area: list[CardFacts] = field(default_factory=list)
    removed: list[CardFacts] = field(default_factory=list)  # 311: the remove zone (1009)
    start_card: CardFacts | None = None
    moving: list[CardFacts] = field(default_factory=list)  # a card in transit while a reload (902) interrupts
    turn: int = 0
    is_first: bool = True
    reloads: int = 0
    ignitions: int = 0
    life_reveals: int = 0
    life_ignition_reveals: int = 0
    mulliganed: bool = False
    defeated: str | None = None  # why the player lost (903), or None
    won: str | None = None  # why the opponent lost (903.1), or None
    kill_turn: int | None = None  # the own turn on which the opponent lost
    damaged_turn: int = 0  # the last own turn on which a player took damage (the goldfish's opponent, 1002.3)
    opponent_damaged: tuple[int, bool] = (0, False)  # the turn (and whose) the opponent last took damage (1002.3)
    opponent_resources_added: int = 0  # cards effects put into the opponent's resources (opponent_resources)
    opponent_resources_paid: int = 0  # of them, slept paying for your effects since its reboot phase (opponent_pays)
    at_end_of_turn: list[tuple[OnSquare, str]] = field(default_factory=list)  # 808.4: delayed, on those Z/X
    delayed_effects: list[tuple[Effect, object]] = field(default_factory=list)  # 808.4: 「ターン終了時、…」 effects
    opponent_charge: int = 0  # the goldfish opponent's charge, counted (goldfish.opposing.opponent_card_to)
    opponent_removed: int = 0  # the goldfish opponent's remove zone, counted (goldfish.opposing.opponent_card_to)
    opponent_squares: dict[tuple[int, int], OpposingZX] = field(default_factory=dict)  # the opponent's Z/X
    opponent_turns: int = 0  # turns the opponent has had
    opponents_turn: bool = False  # the opponent's turn is being played (goldfish.defence)
    battle: tuple[OnSquare, tuple[int, int] | None] | None = None  # the attacking Z/X and its target now (601)
    entered_key: int = 0  # the turn (twice) plus whose (1: the opponent's) of entered_cards
    entered_cards: list[tuple[CardFacts, str]] = field(default_factory=list)  # Z/X of yours that entered, and how
    attacks: int = 0
    scripts: Mapping[str, CardScript] = field(default_factory=dict)  # collector number -> read card text
    counters: dict[str, int] = field(default_factory=dict)  # 1017: counters by icon
    power_until_end: list[tuple[OnSquare, int]] = field(default_factory=list)  # reverted at 507.8
    used_this_turn: dict[tuple[int, int], int] = field(default_factory=dict)  # (unit, ability): times played
    lost_abilities: set[tuple[int, int]] = field(default_factory=set)  # (unit, ability) lost for the game
    # Z/X whose LEAVES abilities wait (702.2b), each with the card whose ability moved it (None: not an ability)
    left_squares: list[tuple[OnSquare, CardFacts | None]] = field(default_factory=list)
    vacated: tuple[int, tuple[int, int] | None] = (0, None)  # times a Z/X left a square, the last square (「あった」)
    forbidden_names: set[str] = field(default_factory=set)  # names that may not be played again this turn
    damage_shield: tuple[int, bool, int] = (0, False, 0)  # the next damage that turn n less (goldfish.damage)
    discounts: list[Discount] = field(default_factory=list)  # 「次にプレイする…のコストを-N」 (goldfish.discounts)
    extra_played_turn: int = 0  # the turn of the last Extra card played from the Dynamis (506.2: once a turn)
    shift_played_turn: int = 0  # and of the last shift card (506.2: once a turn besides)
    an_ex_played: bool = False  # 202.12b: an Ascension Extra once a game
    dynamis_plays: int = 0
    dynamis_never: frozenset[str] = frozenset()  # conditions no card of the game meets (dynamis_costs.never_met)
    activation_never: frozenset[int] = frozenset()  # ways of activated abilities no card pays (goldfish.never_paid)
    recorded: frozenset[str] = EVERY_EVENT  # the events the hot paths note in the turn's record (turn_record)
    log: list[LogEntry] = field(default_factory=list)
    seen: list[CardFacts] = field(default_factory=list)  # hand cards in the order they arrived (odds checks)
    watch: Watch | None = None  # told of each card resourced, played, revealed (goldfish.cardstats records them)
    _traits_for: object = field(default=None, repr=False)  # the scripts _traits (powers, limits, costs) is of
    _traits: Traits = field(default=NO_TRAITS, repr=False)

    def __post_init__(self) -> None:
        if type(self.seed) is int:  # random.Random(seed)'s own steps for an int, without its two Python frames
            rng = random.Random.__new__(random.Random)
            _SEED(rng, self.seed)
            rng.gauss_next = None  # type: ignore[attr-defined]  # as random.Random.seed sets it
            self.rng = rng
        else:
            self.rng = random.Random(self.seed)

    # -- bookkeeping --------------------------------------------------------------------------------------------
    def sizes(self) -> dict[str, int]:
        """The number of cards in each zone of ZONE_LABELS."""
        return zone_sizes(self)

    def note(self, step: str, rule: str, text: str) -> None:
        if self.log_enabled:
            self.log.append(LogEntry(self.turn, step, rule, text, self.sizes()))

    def all_cards(self) -> list[CardFacts]:
        """Every card of the game in every zone (for conservation checks; a token is no card of the deck)."""
        return [
            *self.deck, *self.hand, *self.life, *(r.card for r in self.resources), *self.charge, *self.trash,
            *(u.base or u.card for u in self.squares.values() if not is_token(u.card)), *self.moving, *self.removed,
            *self.dynamis, *self.dynamis_face_up, *self.player_area, *([self.start_card] if self.start_card else []),
            *(c for u in self.squares.values() for c in all_force(u)),
            *(u.shift for u in self.squares.values() if u.shift),
        ]  # fmt: skip

    # -- constant abilities and the rule effects (900); moving cards is goldfish.moves ----------------------------
    def traits(self) -> Traits:
        """What this game's scripts hold: constant abilities on powers, limits or costs (811), activated ones."""
        if self._traits_for is not self.scripts:
            self._traits_for = self.scripts
            self._traits = traits(self.scripts)
        return self._traits

    def power_of(self, unit: OnSquare) -> int | None:
        """A unit's power now: its own with the changes until end of turn (unit.power) and what read constant
        abilities on squares add while they hold (811)."""
        if unit.power is None or not self.scripts or not self.traits().powers:
            return unit.power
        return unit.power + run.static_power(self, unit)

    def cost_of(self, card: CardFacts, from_dynamis: bool = False) -> int | None:
        """The cost to play a card now: its printed cost changed by its read constant abilities."""
        scripts = self.scripts
        traits = (self._traits if self._traits_for is scripts else self.traits()) if scripts else NO_TRAITS
        if card.number not in traits.cost_cards and not (traits.zone_costs if from_dynamis else traits.hand_cost_auras):
            cost = card.cost  # no read constant ability changes it (of its own, or of another card for the hand)
        else:
            cost = run.cost_of(self, card, from_dynamis, "", traits)
        if self.discounts and cost is not None:
            cost = discounted(self.discounts, self.turn, card, cost, "dynamis" if from_dynamis else "hand")
        return cost

    def discount_next(self, flt: CardFilter, n: int, floor: int = 0, scope: str = "next_hand") -> None:
        """Cards of the filter cost n less this turn, as `scope` says (goldfish.discounts)."""
        self.discounts.append((flt, n, floor, self.turn, scope))

    def _check_charge(self) -> None:
        """906: charge over its limit; the player chooses the excess and trashes it."""
        scripts = self.scripts
        limits = scripts and (self._traits if self._traits_for is scripts else self.traits()).limits
        if len(self.charge) <= CHARGE_LIMIT and not limits:
            return
        limit = run.limit(self, "charge_limit", CHARGE_LIMIT) if limits else CHARGE_LIMIT
        excess = len(self.charge) - limit
        if excess > 0:
            chosen = sorted(self.policy.trash_from_charge(self, excess), reverse=True)
            for i in chosen:
                self._to_trash(self.charge.pop(i))
            if self.log_enabled:
                self.note("charge overflow", "906", f"{excess} charge card(s) to the trash")

    def check_rules(self) -> None:
        """702.2a: the defeat effects (903) of both players, checked at each priority pre-processing."""
        calm = self.life and self.opponent_life > 0 and (self.deck or self.trash)
        if calm and not self.left_squares and not self.life_lost:
            return  # nothing to do (most calls): none of the checks below would act
        if self.defeated or self.won:
            return
        if not self.life:
            self._lose("903.1", "no life")
        if not self.deck and not self.trash:
            self._lose("903.2", "no cards in deck and trash")
        if self.opponent_life <= 0:
            self.won = "903.1: the opponent has no life"
            self.kill_turn = self.turn
            if self.log_enabled:
                self.note("victory", "903.1", "the opponent has no cards in life")
        if (self.left_squares or self.life_lost) and not self.won:  # 702.2b: the Z/X that left, a life card
            self.fire_waiting()  # LEAVES, ZX_LEFT, 「あなたのライフが減少する」 (goldfish.moves)

    def _lose(self, rule: str, why: str) -> None:
        self.defeated = f"{rule}: {why}"
        if self.log_enabled:
            self.note("defeat", rule, why)
        raise Defeat(self.defeated)

    # -- setup (402) --------------------------------------------------------------------------------------------
    def setup(self) -> None:
        """402.1 in order: player card, Start Card, Gate Card, Start Resource, shuffle, first player, hand,
        mulligan, life, resources, flip the Start Card."""
        setup_game(self)

    def mulligan(self) -> None:
        """402.1k: the whole hand back, shuffle, four new cards; once."""
        mulligan(self)

    # -- a turn (501–507) ---------------------------------------------------------------------------------------
    def start_turn(self) -> None:
        """Reboot (502) and draw (503) phases; see goldfish.phases."""
        start_turn(self)

    def place_resource(self, index: int) -> None:
        """504.3: one card from hand to the resources, rebooted unless 308.2b puts it in slept."""
        card = self.hand.pop(index)
        rebooted = True
        if card.multicolor:
            present = {c for r in self.resources for c in r.card.colors}
            rebooted = bool(card.colors & present)  # 308.2b: slept when none of its colours is there
        self.resources.append(Resource(card, rebooted))
        if self.watch is not None:
            self.watch(self, "resource", card)
        if self.log_enabled:
            self.note("resource", "504.3", f"{card.name} {'rebooted' if rebooted else 'slept (308.2b)'}")
        if self.scripts:
            run.fire_card(self, RESOURCE_PLACED, card, how="rules")  # not by a card's ability

    def ignite_once(self) -> CardFacts | None:
        """505.3a: a charge card to the trash, reveal the top card; play it free if it has the ignition icon, else
        trash it. The revealed card stays in the deck zone until it moves (1006), so when it was the last card the
        reload (902) comes after it has gone to the trash or been played, and takes a trashed card with it."""
        if not self.charge:
            return None
        self._to_trash(self.charge.pop(0))  # the deck holds the card to reveal, or 902 reloads it with this card
        card = self.ignite_top()
        self.check_rules()  # 505.4
        return card

    def ignite_top(self) -> CardFacts | None:
        """1011: reveal the top card of the deck; an ignition-icon card may be played free, else it is trashed."""
        if not self.deck:
            return None
        card = self.deck[0]
        self.ignitions += 1
        if self.watch is not None:
            self.watch(self, "ignition", card)
        if run.deck_ignition(self, card) and self.policy.play_free(self, card) and self.can_enter_free(card):
            self.deck.pop(0)
            if not self.deck:
                self._reload_while_moving(card)
            if self.watch is not None:
                self.watch(self, "ignited", card)
            self.play_without_cost(card, "ignition")
            if self.log_enabled:
                self.note("ignition", "505.3a", f"{card.name} revealed and played")
        else:
            self.deck.pop(0)
            self._to_trash(card)
            if self.log_enabled:
                self.note("ignition", "505.3a", f"{card.name} revealed and trashed")
            if self.by_ability:  # 「1回イグニッションする」: by your card's ability (goldfish.turn_record)
                self.note_event(DECK_TRASH, card)
            if self.scripts:
                run.fire_card(self, EVOLSEED, card)  # 1106: straight from the deck into the trash
                run.fire_card(self, Trigger.IGNITION_TRASHED, card)
        return card

    def has_effect(self, card: CardFacts) -> bool:
        """Whether the engine can carry out something of an event's own text (zxdecks.rules.effects) that can gain
        the player something now (not only a choice among the opponent's empty board or a harm to its own Z/X): its
        conditions hold and a gain is not behind a gate that cannot be done."""
        script = self.scripts.get(card.number)
        if script is None or not script.event_gains or script.event is None:
            return False
        return run.event_playable(self, script.event, card)

    def may_play(self, card: CardFacts, leaving: str = "") -> bool:
        """806.1: whether the card's own text and subtext let it be played now from the zone `leaving` (「このカード
        はプレイできない」, a condition of its own; see CardScript.play_restriction for why one never is)."""
        scripts = self.scripts
        if not scripts:
            return True
        # asked for every card played or revealed: a set lookup first, the restriction itself only for the few cards
        restricted = (self._traits if self._traits_for is scripts else self.traits()).restricted
        return card.number not in restricted or run.play_allowed(self, scripts[card.number], card, leaving)

    def can_attack_player(self, square: tuple[int, int]) -> bool:
        """602.1a–c: whether the Z/X on the square can attack the opponent now (goldfish.battle)."""
        return can_attack_player(self, square)

    def range_of(self, card: CardFacts, unit: OnSquare | None = None) -> int:
        """The Range of a Z/X (1105, of `unit` on a square: a gate on it asks the unit) read from its text; 1 without."""
        script = self.scripts.get(card.number)
        if script is None:
            return 1
        if not script.gated_ranges:
            return max(script.range, 1)
        gated = (n for n, c in script.gated_ranges if run.conditions_hold(self, c, card if unit is None else unit))
        return max(script.range, 1, *gated)

    def dynamis_playable(self) -> list[int]:
        """Face-down Dynamis cards the player may play now (506.2); see goldfish.dynamis."""
        return dynamis_playable(self)

    def play_from_dynamis(self, index: int) -> bool:
        """506.2: play an Extra card from the Dynamis (806); see goldfish.dynamis."""
        return play_from_dynamis(self, index)

    def igob(self, name: str) -> bool:
        """1015: 「IGOBして、「name」になる」; see goldfish.overboost."""
        return igob(self, name)

    def player_extra_under(self, player: str, extra: str) -> bool:
        """Whether the Player Extra `extra` is face down behind the player card `player`; goldfish.player_extra."""
        return player_extra_under(self, player, extra)

    def stack_player_extra(self, player: str, extra: str) -> bool:
        """202.10c: that Player Extra put face up onto the player card; see goldfish.player_extra."""
        return stack_player_extra(self, player, extra)

    def can_play(self, card: CardFacts) -> bool:
        """Whether a hand card can be played now for its cost (806): allowed, payable, with a square for it."""
        if not self.may_play(card):
            return False
        cost = self.cost_of(card)
        if cost is None or card.cost_infinite:
            return False
        if card.type is not EVENT and not self.has_square(card):
            return False
        return can_pay(run.paying_resources(self), cost, run.play_colors(self, card)) is not None

    def play_from_hand(self, index: int, square: tuple[int, int] | None = None) -> bool:
        """806: pay the resource cost (805.3) and play; events resolve to the trash; 506.3 after it."""
        card = self.hand[index]
        if card.cost is None or card.cost_infinite or card.name in self.forbidden_names:
            return False
        scripts = self.scripts  # 806.1: its own restrictions (a set lookup first: every play asks)
        traits = (self._traits if self._traits_for is scripts else self.traits()) if scripts else NO_TRAITS
        if traits.restricted and card.number in traits.restricted and not self.may_play(card):
            return False
        legal, event = None, card.type is EVENT
        if not event:
            if card.type not in SQUARE_TYPES:
                return False
            legal = self.legal_squares(card)  # once, for the check and the policy's choice
            if not legal or (square is not None and square not in legal):
                return False
        cost = self.cost_of(card)
        colors = run.play_colors(self, card) if card.number in traits.colorless_cards else card.colors
        paying = run.paying_resources(self, colors) if traits.resource_cards else self.resources  # most: no call
        payment = can_pay(paying, cost or 0, colors)
        alternative = run.alternative_cost(self, card, hand=True) if payment is None else None  # 1027
        extra = None  # 「このカードをプレイする際、…てよい。…ならば、このカードのコストを-N」 (run.play_payments)
        if payment is None and alternative is None and card.number in traits.cost_cards:
            extra = run.play_payment(self, card, cost or 0, lambda c: can_pay(paying, c, colors))
            payment = extra[1] if extra is not None else None
        if payment is None and alternative is None:
            return False
        for i in payment or ():
            self.resources[i].rebooted = False
        if self.discounts:  # used by this play, or over with their turn
            self.discounts = used(self.discounts, self.turn, card)
        self.hand.pop(index)
        if alternative is not None:
            run.pay_alternative(self, alternative)  # once the card is out of the hand (it never pays for itself)
        if extra is not None:
            run.pay_play_payment(self, extra[0], card)
        if self.watch is not None:  # told before it resolves: an effect of it may end the game (903)
            self.watch(self, "play", card)
        if event:
            self.moving.append(card)  # in the temporary zone while it resolves (804.2e)
            run.resolve_event(self, card, "hand")
            if any(c is card for c in self.moving):  # not put elsewhere by its own text (「このカードを…に置く」)
                self.moving.remove(card)
                self._to_trash(card)
            run.fire_event_played(self, card)
        else:
            if extra is None:  # no payment: rebooted, on the legal squares (no call of run.paid_entry)
                self.enter(card, "hand", square, True, legal)
            else:  # 「そうしてプレイする場合、…」
                self.enter(card, "hand", square, *run.paid_entry(self, extra, card, legal))
            if extra is not None and extra[0].then:  # 「そうして登場させたならば、…」
                run.after_play(self, extra[0], card)
        if self.log_enabled:
            self.note("play", "806", f"{card.name} for {cost}")
        calm = self.life and self.opponent_life > 0 and (self.deck or self.trash)
        if not calm or self.left_squares or self.life_lost:
            self.check_rules()  # behind its own first test (most plays: nothing it would do)
        return True

    def take_damage(self, amount: int = 1) -> list[CardFacts]:
        """907.2: `amount` points of damage to the player, one at a time; see goldfish.damage."""
        return take_damage(self, amount)

    def damage_opponent(self, amount: int = 1) -> None:
        """907.2 for the goldfish opponent; see goldfish.damage."""
        damage_opponent(self, amount)

    def end_turn(self) -> None:
        """The end phase (507); see goldfish.phases."""
        end_turn(self)

    def activate_abilities(self) -> None:
        """506.2: the activated abilities the policy uses, one at a time, each followed by 506.3."""
        if self.player_side is not False:  # the face-up Player Extra's (goldfish.player_extra; False: none)
            use_player_extra(self)
        scripts = self.scripts
        if not scripts or not (self._traits if self._traits_for is scripts else self.traits()).activated:
            return  # most decks: nothing to ask run.next_activation
        while self.scripts and not self.won:
            activation = run.next_activation(self, self._traits if self._traits_for is self.scripts else None)
            if activation is None:
                break
            run.activate(self, *activation)
            self.check_rules()  # 506.3

    def play_turn(
        self,
        damage_after: int = 0,
        after_draw: Callable[[Game], None] | None = None,
        after_resource: Callable[[Game], None] | None = None,
        battle: bool = True,
    ) -> None:
        """A whole own turn under the policy, with optional observers after the draw and resource phases: plays,
        then (with `battle`) an attack by every Z/X the policy sends; then the opponent's turn (the game's opponent,
        goldfish.defence; going second, its first turn comes before your first) and `damage_after` more damage.
        Stops where the opponent loses."""
        if self.turn == 0 and not self.is_first and not self.opponent.is_none:
            self.opponent_turn()
        start_turn(self)  # Game.start_turn, without its frame
        if after_draw:
            after_draw(self)
        scripts = self.scripts  # most decks: none of the phase triggers
        watched = (self._traits if self._traits_for is scripts else self.traits()).triggers if scripts else ()
        resource_phase(self, RESOURCE_START in watched)
        if after_resource:
            after_resource(self)
        if IGNITION_START in watched:
            phase_starts(self, IGNITION_START)
        while self.policy.ignite(self) and self.charge:
            self.ignite_once()
        self.main_phase = True  # 506, with the battles declared in it (601.1)
        if MAIN_START in watched:
            phase_starts(self, MAIN_START)
        main_plays(self)  # the hand, other zones (effects.zone_plays), the Dynamis (506.2)
        self.activate_abilities()
        if battle:  # DefaultPolicy's own next_attack (not overridden): its answer is not checked again
            battles(self, getattr(self.policy.next_attack, "__func__", None) is DEFAULT_NEXT_ATTACK)
            if self.won:
                return
            self.activate_abilities()  # back in the main phase after the battles (601.1)
        self.main_phase = False
        end_turn(self)  # Game.end_turn, without its frame
        if self.opponent is not NO_OPPONENT and not self.opponent.is_none:  # the frozen no-opponent: no property call
            self.opponent_turn()
        if damage_after:
            self.take_damage(damage_after)
        if not self.is_first and self.turn == 2 and not self.won:
            first_player_turn_end(self)  # the end of the opponent's third turn

    def opponent_turn(self) -> None:
        """One turn of the game's opponent between two of yours; see goldfish.defence."""
        opponent_turn(self)
