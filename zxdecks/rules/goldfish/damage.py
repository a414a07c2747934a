"""The player damage effect (907) for the player and for the goldfish opponent."""

from __future__ import annotations

from typing import TYPE_CHECKING

from zxdecks.rules.board import CHARGE_LIMIT
from zxdecks.rules.cards import CardFacts
from zxdecks.rules.effects import run
from zxdecks.rules.effects.language import Trigger
from zxdecks.rules.effects.turn_conditions import DAMAGED, LIFE_DECREASED
from zxdecks.rules.goldfish.overboost import overboost_on_squares
from zxdecks.rules.goldfish.player_extra import after_damage_point, before_damage

if TYPE_CHECKING:
    from zxdecks.rules.goldfish.game import Game

# The triggers a point of the opponent's damage sets off (run.fire_life_decreased, run.fire_player_damaged: for the
# opponent they look for these only), as constants: an enum member read through its class costs a type lookup.
_LIFE_DECREASED, _OPPONENT_DAMAGED = Trigger.OPPONENT_LIFE_DECREASED, Trigger.OPPONENT_DAMAGED


def take_damage(self: Game, amount: int = 1) -> list[CardFacts]:
    """907.2: per point, the opponent picks a life card at random, it is revealed; an ignition-icon card may be
    played free (Life Recovery, Void Bringer, Overdrive apply), else it goes to the charge. The pre-processing
    starts again after each point (907.2d/e), so 903 is checked between points. A cut of the next damage this turn
    (Game.damage_shield) is used up first; in the opponent's turn the damage of its attacks comes together
    (goldfish.defence), of which the first attack deals one point at least, so the cut takes one point at most."""
    revealed: list[CardFacts] = []
    turn, theirs, shield = self.damage_shield
    if shield and (turn, theirs) == (self.turn, self.opponents_turn):  # 「あなたが次に受けるダメージを-N」 this turn
        self.damage_shield = (0, False, 0)
        cut = min(shield, amount, 1 if self.opponents_turn else amount)
        if self.log_enabled:
            self.note("damage", "907", f"the next damage is {cut} less")
        amount -= cut
        if not amount:
            return revealed
    if overboost_on_squares(self):
        return revealed  # 202.7e, 604.3d: while a Z/X OB of yours is on a square you take no damage
    if self.player_side is not False and before_damage(self, amount):
        return revealed  # 1029.3, 914.4: a unison Z/X on a square, or a life shield (goldfish.player_extra)
    if self.scripts and run.no_damage(self):
        if self.log_enabled:
            self.note("damage", "907", "a constant ability on a square: you take no damage")
        return revealed  # 「あなたはダメージを受けない」 (effects.constant_text)
    if amount > 0:
        self.note_event(DAMAGED)  # 907.1: 「このターンの間にあなたがダメージを受けていた」 (goldfish.turn_record)
    if self.scripts and amount >= len(self.life):
        run.fire_lethal_damage(self, amount)  # 813.3: ≪S≫ 「あなたがあなたのライフ以上のダメージを受ける際」
    for _ in range(amount):
        if not self.life:
            break
        card = self.life.pop(self.rng.randrange(len(self.life)))
        self.note_life_left()  # 1012.1: 「あなたのライフが減少する」 at the pre-processing after the point (907.2d/e)
        revealed.append(card)
        self.life_reveals += 1
        if self.watch is not None:  # told before 903 is checked: the last point may end the game
            self.watch(self, "life", card)
        ignition = (
            card.ignition
            or gained_ignition(self, card)
            or (bool(self.scripts) and run.life_ignition(self))  # given to every life card by a card on a square
        )
        if ignition:
            self.life_ignition_reveals += 1
        ignition_played = ignition and self.policy.play_free(self, card) and self.can_enter_free(card)
        if ignition_played:
            self.play_without_cost(card, "life")
            if self.log_enabled:
                self.note("damage", "907.2e", f"{card.name} from life, played")
        else:
            self.charge.append(card)
            self._check_charge()
            if self.log_enabled:
                self.note("damage", "907.2d", f"{card.name} from life to charge")
        self.check_rules()
        if not ignition_played and self.scripts and not self.defeated and self.index_of("charge", card) is not None:
            run.fire_card(
                self, Trigger.LIFE_TO_CHARGE, card
            )  # 「このカードがダメージによってライフからチャージに置かれる」
        if self.player_side is not False:
            after_damage_point(self)  # 910: the クライシス, in the pre-processing after the point
    if amount > 0 and self.scripts and not self.defeated:  # 907.1: 「あなたがダメージを受ける」, its points done
        run.fire_player_damaged(self, True)
    return revealed


def damage_opponent(self: Game, amount: int = 1) -> None:
    """907.2 for the goldfish opponent: per point a life card is chosen and revealed; it plays nothing, so the
    card goes to its charge (907.2d); 903.1 is checked after each point."""
    for _ in range(amount):
        if self.won or self.opponent_life <= 0:
            return
        life = self.opponent_life = self.opponent_life - 1
        charge = self.opponent_charge + 1  # opponent_card_to("charge"), 906 after it (min without its call)
        self.opponent_charge = charge if charge < CHARGE_LIMIT else CHARGE_LIMIT
        turn = self.damaged_turn = self.turn
        self.opponent_damaged = (turn, self.opponents_turn)  # 「このターンの間に相手がダメージを受けていた」
        if self.log_enabled:
            self.note("damage", "907.2d", f"the opponent's life card to its charge ({self.opponent_life} left)")
        # check_rules without its call when its first test would return (every point of damage)
        if life <= 0 or self.left_squares or self.life_lost or not (self.life and (self.deck or self.trash)):
            self.check_rules()
        scripts = self.scripts  # the triggers now (an ability may shift a card, changing them), without a call
        if scripts:
            if LIFE_DECREASED in self.recorded:  # read by a script (turn_record.read_events)
                self.note_event(LIFE_DECREASED)  # 1012.1: 「このターンの間にあなたか相手のライフが減少していた」
            if (
                not self.won
                and _LIFE_DECREASED in (self._traits if self._traits_for is scripts else self.traits()).triggers
            ):
                run.fire_life_decreased(self)  # 1012.1: 「相手のライフが減少する」
    scripts = self.scripts
    if (
        amount > 0
        and scripts
        and not (self.won or self.defeated)
        and _OPPONENT_DAMAGED in (self._traits if self._traits_for is scripts else self.traits()).triggers
    ):
        run.fire_player_damaged(self, False)  # 907.1: 「相手がダメージを受ける」


def gained_ignition(game: Game, card: CardFacts) -> bool:
    """A read 「このカードは≪イグニッション≫を得る」 of the card's own valid in the life (「ライフ」 or 「すべて」, 907.2e),
    under a level or condition only while it holds (the deck's ignition asks run.deck_ignition)."""
    script = game.scripts.get(card.number) if game.scripts else None
    if script is None:
        return False
    return script.ignition_in_life or any(run.conditions_hold(game, c, card) for c in script.gated_ignition)
