"""Playing from the Dynamis (506.2, 806): an Extra card once a turn, when its play conditions were read."""

from __future__ import annotations

from typing import TYPE_CHECKING

from zxdecks.rules.cards import CardFacts, CardType
from zxdecks.rules.effects import run
from zxdecks.rules.goldfish.payment import can_pay

if TYPE_CHECKING:
    from zxdecks.rules.goldfish.game import Game


def dynamis_playable(self: Game) -> list[int]:
    """Face-down Dynamis cards the player may play now (506.2, 313.2b): an Extra card once a turn, whose
    play conditions were read (806.1f–h), payable (805), with a square (806.1a/b) or, for an event extra, a
    read effect; an Ascension Extra once a game (202.12b)."""
    if self.extra_played_turn == self.turn or not self.dynamis or not self.scripts:
        return []  # played one this turn, none left, or no script to play a card by
    free = 0
    for r in self.resources:  # a loop: asked every turn, cheaper than sum() over a list comprehension
        free += r.rebooted
    if free < _cheapest(self.dynamis) and not self.traits().costs:
        return []  # none the rebooted resources pay (asked every turn)
    found = []
    verdicts: dict[str, bool] = {}  # copies of a card share the verdict
    for i, card in enumerate(self.dynamis):
        ok = verdicts.get(card.number)
        if ok is None:
            ok = verdicts[card.number] = _playable(self, card, free)
        if ok:
            found.append(i)
    return found


NO_CARD_COST = 10**6  # the cheapest cost of a Dynamis without a card of finite cost


def _cheapest(dynamis: list[CardFacts]) -> int:
    """The lowest printed cost among the face-down Dynamis cards (a plain loop: three times as fast as a cache keyed
    by the cards)."""
    cheapest = NO_CARD_COST
    for card in dynamis:
        cost = card.cost
        if cost is not None and cost < cheapest and not card.cost_infinite:
            cheapest = cost
    return cheapest


def _playable(self: Game, card: CardFacts, free: int) -> bool:
    cost = self.cost_of(card, from_dynamis=True)
    if cost is None or card.cost_infinite:
        return False
    script = self.scripts.get(card.number)
    if script is None or not script.playable_for_cost:
        return False
    if script.restricted and not run.play_allowed(self, script):
        return False  # 806.1: a condition of its own text does not hold
    if cost > free:
        return run.alternative_cost(self, card) is not None and _has_place(self, card)
    if card.type is CardType.EV_EX:
        if script.event is None or not run.conditions_hold(self, script.event.conditions):
            return False
    elif card.type not in (CardType.ZX_EX, CardType.AN_EX) or not self.has_square(card):
        return False
    if card.type is CardType.AN_EX and self.an_ex_played:
        return False
    return can_pay(self.resources, cost, card.colors) is not None or run.alternative_cost(self, card) is not None


def _has_place(self: Game, card: CardFacts) -> bool:
    """806.1d: an event extra with a read effect whose conditions hold, or a square for a Z/X EX or AN EX (once a game
    for an AN EX)."""
    if card.type is CardType.EV_EX:
        script = self.scripts.get(card.number)
        event = script.event if script is not None else None
        return event is not None and run.conditions_hold(self, event.conditions)
    if card.type is CardType.AN_EX and self.an_ex_played:
        return False
    return card.type in (CardType.ZX_EX, CardType.AN_EX) and self.has_square(card)


def play_from_dynamis(self: Game, index: int) -> bool:
    """506.2: play an Extra card from the Dynamis (806): pay, enter or resolve; an event extra goes back face up
    to the Dynamis (806.3c)."""
    if index not in dynamis_playable(self):
        return False
    card = self.dynamis.pop(index)
    cost = self.cost_of(card, from_dynamis=True)
    payment = can_pay(self.resources, cost or 0, card.colors)
    alternative = run.alternative_cost(self, card) if payment is None else None
    if alternative is not None:
        run.pay_alternative(self, alternative)  # 1027: instead of the resource cost
    for i in payment or []:
        self.resources[i].rebooted = False
    self.extra_played_turn = self.turn
    self.dynamis_plays += 1
    if self.watch is not None:  # told before it resolves, as a card played from hand is
        self.watch(self, "dynamis", card)
    self.an_ex_played = self.an_ex_played or card.type is CardType.AN_EX
    if card.type is CardType.EV_EX:
        self.moving.append(card)
        run.resolve_event(self, card)
        self.moving.remove(card)
        self.dynamis_face_up.append(card)
    else:
        self.enter(card, "dynamis")
    if self.log_enabled:
        self.note("dynamis", "506.2", f"{card.name} from the Dynamis for {cost}")
    self.check_rules()
    return True
