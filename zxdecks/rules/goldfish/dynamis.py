"""Playing from the Dynamis (506.2, 806): an Extra card once a turn, when its play conditions were read."""

from __future__ import annotations

from typing import TYPE_CHECKING

from zxdecks.rules.cards import CardType
from zxdecks.rules.effects import run
from zxdecks.rules.goldfish.payment import can_pay

if TYPE_CHECKING:
    from zxdecks.rules.goldfish.game import Game


def dynamis_playable(self: Game) -> list[int]:
    """Face-down Dynamis cards the player may play now (506.2, 313.2b): an Extra card once a turn, whose
    play conditions were read (806.1f–h), payable (805), with a square (806.1a/b) or, for an event extra, a
    read effect; an Ascension Extra once a game (202.12b)."""
    if self.extra_played_turn == self.turn:
        return []
    found = []
    for i, card in enumerate(self.dynamis):
        script = self.scripts.get(card.number)
        if script is None or not script.playable_for_cost or card.cost is None or card.cost_infinite:
            continue
        if card.type is CardType.EV_EX:
            if script.event is None:
                continue
        elif card.type not in (CardType.ZX_EX, CardType.AN_EX) or not self.has_square(card):
            continue
        if card.type is CardType.AN_EX and self.an_ex_played:
            continue
        if can_pay(self.resources, card.cost, card.colors) is not None:
            found.append(i)
    return found


def play_from_dynamis(self: Game, index: int) -> bool:
    """506.2: play an Extra card from the Dynamis (806): pay, enter or resolve; an event extra goes back face up
    to the Dynamis (806.3c)."""
    if index not in dynamis_playable(self):
        return False
    card = self.dynamis.pop(index)
    payment = can_pay(self.resources, card.cost or 0, card.colors) or []
    for i in payment:
        self.resources[i].rebooted = False
    self.extra_played_turn = self.turn
    self.dynamis_plays += 1
    self.an_ex_played = self.an_ex_played or card.type is CardType.AN_EX
    if card.type is CardType.EV_EX:
        self.moving.append(card)
        run.resolve_event(self, card)
        self.moving.remove(card)
        self.dynamis_face_up.append(card)
    else:
        self._enter(card, "dynamis")
    if self.log_enabled:
        self.note("dynamis", "506.2", f"{card.name} from the Dynamis for {card.cost}")
    self.check_rules()
    return True
