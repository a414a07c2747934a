"""The phases of a turn that are not decisions (501): reboot and draw (502, 503), the start of the resource,
ignition and main phases (501.2: their 「…フェイズ開始時」 abilities) and the end phase (507), for Game."""

from __future__ import annotations

from typing import TYPE_CHECKING

from zxdecks.rules.effects import run
from zxdecks.rules.effects.language import Trigger
from zxdecks.rules.goldfish.state import ASCENSIONS, DRAW_PER_TURN, HAND_LIMIT

if TYPE_CHECKING:
    from zxdecks.rules.goldfish.game import Game

END_OF_TURN, DRAW_START, DRAWS = Trigger.END_OF_TURN, Trigger.DRAW_START, Trigger.DRAWS
REBOOTS, ZX_REBOOTS = Trigger.REBOOTS, Trigger.ZX_REBOOTS


def start_turn(self: Game) -> None:
    """Reboot (502) and draw (503) phases, with the priority pre-processing after each (502.3, 503.4)."""
    self.turn += 1
    self.used_this_turn.clear()
    self.forbidden_names.clear()
    if self.forbidden_for_game:  # 「ゲーム終了時まで、あなたは《同名》のこの能力をプレイできない」 (run.plays)
        self.forbidden_names |= self.forbidden_for_game
    ascensions = []
    scripts = self.scripts
    traits = (self._traits if self._traits_for is scripts else self.traits()) if scripts else None
    triggers = traits.triggers if traits is not None else ()
    no_reboot = traits is not None and "no_reboot" in traits.square_statics  # most decks: no such card
    slept = (  # 1003.1's listeners: most decks have none (then nobody asks which rebooted)
        [unit for unit in self.squares.values() if not unit.rebooted]
        if REBOOTS in triggers or ZX_REBOOTS in triggers
        else ()
    )
    for square, unit in self.squares.items():
        unit.rebooted = not (no_reboot and run.stays_slept(self, unit, True))  # 「このカードはリブートしない」
        if unit.card.type in ASCENSIONS:
            ascensions.append(square)
    for resource in self.resources:
        resource.rebooted = True
    for square in ascensions:  # 502.1: your Ascensions are destroyed
        unit = self.squares.pop(square)
        self._leave_square(unit.card, "charge")
        self.left_square(unit)
        if unit.force or unit.force_down:
            self.drop_force(unit)
        self.drop_shift(unit)
        if self.scripts:
            run.fire(self, Trigger.DESTROYED, unit)
    if self.log_enabled:
        self.note("reboot", "502.1", "everything rebooted")
    # here and below, check_rules is called only when its own first test would not return at once (a call saved at
    # each step of every turn; a test may still replace game.check_rules to see the calls that act)
    if self.left_squares or self.life_lost or not (self.life and self.opponent_life > 0 and (self.deck or self.trash)):
        self.check_rules()
    if slept:
        run.fire_rebooted(
            self, [u for u in slept if u.rebooted]
        )  # 502.1, 1003.1: those that were slept rebooted (an Ascension destroyed: not)
        self.check_rules()
    if DRAW_START in triggers:
        phase_starts(self, DRAW_START)  # 503.1, 503.2 (the first player's first turn too: only 503.3 is skipped)
    if self.turn == 1 and self.is_first:
        if self.log_enabled:
            self.note("draw", "503.3a", "the first player does not draw on the first turn")
        return
    # 「あなたがドローフェイズに引く枚数を+Nする」 of cards on squares, in the charge or the Dynamis (run.limit)
    limits = self.scripts and (self._traits if self._traits_for is self.scripts else self.traits()).limits
    count = run.limit(self, "draw_more", DRAW_PER_TURN) if limits else DRAW_PER_TURN
    drawn = self.draw(count)
    if DRAWS in triggers:  # only 「あなたがカードを引く」 listens to the draw phase's draw
        run.fire_drawn(self, drawn, by_ability=False)  # 「あなたがカードを引く」 (1005)
    if self.log_enabled:
        self.note("draw", "503.3", f"drew {count}")
    if self.left_squares or self.life_lost or not (self.life and self.opponent_life > 0 and (self.deck or self.trash)):
        self.check_rules()


def end_turn(self: Game) -> None:
    """507.3: end-of-turn abilities; 507.6–507.7: damage cleared, discard down to the hand limit; 507.8:
    "until end of turn" effects end."""
    if self.left_squares or self.life_lost or not (self.life and self.opponent_life > 0 and (self.deck or self.trash)):
        self.check_rules()  # 507.2
    scripts = self.scripts
    traits = (self._traits if self._traits_for is scripts else self.traits()) if scripts else None
    if traits is not None:
        if END_OF_TURN in traits.triggers:  # most decks: no 「ターン終了時」 on a square or in the Dynamis
            for unit in list(self.squares.values()):
                script = scripts.get(unit.card.number)  # most cards have no end-of-turn ability: no call for them
                if script is not None and END_OF_TURN in script.by_trigger:
                    run.fire(self, END_OF_TURN, unit, own=True)  # ≪相手ターン≫: the opponent's (goldfish.defence)
            run.fire_in_dynamis(self, END_OF_TURN, own=True)
        if self.is_first and self.turn == 3:
            first_player_turn_end(self)
        if END_OF_TURN in traits.zone_triggers:  # valid there (803.1d)
            run.fire_moment(self, END_OF_TURN, True, ("resource", "charge", "trash", "removed"), squares=False)
        if self.at_end_of_turn:
            run.delayed_at_end_of_turn(self)
        if self.delayed_effects:
            run.carry_out_delayed(self)
        if (
            self.left_squares
            or self.life_lost
            or not (self.life and self.opponent_life > 0 and (self.deck or self.trash))
        ):
            self.check_rules()  # 507.4
    excess = len(self.hand) - (
        run.limit(self, "hand_limit", HAND_LIMIT) if traits is not None and traits.limits else HAND_LIMIT
    )
    if excess > 0:
        for i in sorted(self.policy.discard(self, excess), reverse=True):
            self._to_trash(self.hand.pop(i))
        if self.log_enabled:
            self.note("hand limit", "507.7", f"discarded {excess}")
    for defender in self.opponent_squares.values():  # 507.6, 507.8
        defender.end_turn()
    for unit, amount in self.power_until_end:
        if unit.power is not None:
            unit.power -= amount
    self.power_until_end.clear()
    if self.log_enabled:
        self.note("end", "507", "turn ends")
    if self.left_squares or self.life_lost or not (self.life and self.opponent_life > 0 and (self.deck or self.trash)):
        self.check_rules()  # 507.8 comes back to 507.3 while a rule effect is pending


def resource_phase(self: Game, starts: bool) -> None:
    """504: the resource phase, its start's abilities (with `starts`: a script has them, 501.2), a card from the
    hand put into the resources (504.3) and the pre-processing (504.4); 「リソースフェイズに」 holds meanwhile."""
    self.resource_phase = True
    try:
        if starts:
            phase_starts(self, Trigger.RESOURCE_START)
        choice = self.policy.resource(self)
        if choice is not None:
            self.place_resource(choice)
        if (
            self.left_squares
            or self.life_lost
            or not (self.life and self.opponent_life > 0 and (self.deck or self.trash))
        ):
            self.check_rules()  # 504.4
    finally:
        self.resource_phase = False


def phase_starts(self: Game, trigger: Trigger, own: bool = True) -> None:
    """501.2: a phase of your turn (`own`) or the opponent's starts; its 「…フェイズ開始時」 abilities resolve, with
    the pre-processing after them (702.2). Game.play_turn asks its set of triggers before the call."""
    scripts = self.scripts  # most decks have none: one set lookup
    if scripts and trigger in (self._traits if self._traits_for is scripts else self.traits()).triggers:
        run.fire_moment(self, trigger, own)
        self.check_rules()


# Enum members read on hot paths, as constants: read through the class, each costs the enum metaclass's
# attribute hook (Python 3.11).
_T_FIRST_PLAYER_TURN_3_END = Trigger.FIRST_PLAYER_TURN_3_END


def first_player_turn_end(self: Game) -> None:
    """「先攻プレイヤーの3ターン目のターン終了時」 (507.3): the end of your third turn going first (end_turn), or of the
    opponent's third going second (Game.play_turn, after your second turn and the opponent's turn after it, played or
    not): the abilities valid in your resources."""
    trigger = _T_FIRST_PLAYER_TURN_3_END
    if self.scripts and trigger in self.traits().zone_triggers:
        run.fire_moment(self, trigger, self.is_first, ("resource",), squares=False)
        self.check_rules()
