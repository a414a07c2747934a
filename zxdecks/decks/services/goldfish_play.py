"""A hand-played goldfish game rebuilt from its seed and its list of actions, so that a link replays the same game.

Actions (comma-separated in the page's address):
  k / m        keep the opening hand / mulligan it (402.1k); first action only
  n            next turn (ends the current one first)
  e, e1.3      end the turn; at the hand limit discard hand cards 1 and 3 (507.7) instead of the default choice
  r<i>         hand card i to the resources (504.3)
  p<i>, p<i>s<q>  play hand card i (806), on square q = row*3+column when given
  g, g<i>, gx  ignite (505.3a), paying with charge card i; x: do not play a revealed ignition card
  a<q>, A      attack the opponent with the Z/X on square q (602), or with every Z/X that can
  y<i>         play face-down Dynamis card i (506.2, 806)
  d            take 1 damage (907)
  z<f><i><t>[q]  free move of card i of zone f to zone t (zones: h hand, d deck top, b deck bottom, l life,
               r resources, c charge, t trash, y Dynamis, s squares with q), for effects the simulator does not know
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from zxdecks.rules.cards import CardFacts
from zxdecks.rules.deck import Deck
from zxdecks.rules.effects import CardScript
from zxdecks.rules.effects.run import drop_force
from zxdecks.rules.goldfish import (
    HAND_LIMIT,
    DefaultPolicy,
    Defeat,
    Game,
    OnSquare,
    Resource,
    attackers,
    declare_attack,
)

MAX_ACTIONS = 400
ZONES = {"h": "hand", "d": "deck", "b": "deck bottom", "l": "life", "r": "resources", "c": "charge", "t": "trash"}
ZONES |= {"y": "Dynamis", "s": "squares"}
_PLAY = re.compile(r"p(\d+)(?:s([0-8]))?")
_IGNITE = re.compile(r"g(\d+)?(x)?")
_END = re.compile(r"e((?:\d+\.)*\d+)?")
_MOVE = re.compile(r"z([hdlrctys])(\d+)([hdblrctys])([0-8])?")


def square_of(q: int) -> tuple[int, int]:
    return q // 3, q % 3


class HandPolicy(DefaultPolicy):
    """The person's choices for the decisions an action names (mulligan, playing a revealed ignition card, the
    cards to discard); the defaults for everything else."""

    def __init__(self, mulligan: bool) -> None:
        super().__init__()
        self._mulligan = mulligan
        self.play_revealed = True
        self.discard_choice: list[int] = []

    def mulligan(self, game: Game, hand: list[CardFacts]) -> bool:
        return self._mulligan

    def play_free(self, game: Game, card: CardFacts) -> bool:
        return self.play_revealed and super().play_free(game, card)

    def discard(self, game: Game, excess: int) -> list[int]:
        chosen = [i for i in dict.fromkeys(self.discard_choice) if 0 <= i < len(game.hand)][:excess]
        rest = [i for i in super().discard(game, len(game.hand)) if i not in chosen]
        return chosen + rest[: excess - len(chosen)]


@dataclass
class Replay:
    """A replayed game, the actions it applied, and a message for each action that could not be done."""

    game: Game
    actions: list[str]
    messages: list[str] = field(default_factory=list)
    resource_placed: bool = False
    in_turn: bool = False


def goldfish_replay(
    *, deck: Deck, seed: int, first: bool | None, actions: list[str], scripts: dict[str, CardScript] | None = None
) -> Replay:
    """Apply the actions in order; one that is not possible now is skipped and said so."""
    actions = actions[:MAX_ACTIONS]
    policy = HandPolicy(bool(actions) and actions[0] == "m")
    game = Game(deck, seed=seed, first=first, policy=policy, log_enabled=True)
    if scripts:
        game.scripts = scripts
    replay = Replay(game, actions)
    try:
        game.setup()
        for action in actions[1:] if actions and actions[0] in ("k", "m") else actions:
            if game.defeated or game.won:
                break
            _apply(replay, policy, action)
    except Defeat as defeat:
        replay.messages.append(f"defeat: {defeat}")
    return replay


def _apply(replay: Replay, policy: HandPolicy, action: str) -> None:
    game = replay.game
    if action == "n":
        if replay.in_turn:
            game.end_turn()
        game.start_turn()
        replay.in_turn, replay.resource_placed = True, False
    elif action == "d":
        game.take_damage(1)
    elif action[:1] == "z" and (move := _MOVE.fullmatch(action)):
        _move(replay, move[1], int(move[2]), move[3], int(move[4]) if move[4] else None)
    elif not replay.in_turn:
        replay.messages.append(f"{action}: start a turn first (n)")
    elif end := _END.fullmatch(action):
        policy.discard_choice = [int(i) for i in end[1].split(".")] if end[1] else []
        game.end_turn()
        replay.in_turn = False
    elif ignite := _IGNITE.fullmatch(action):
        _ignite(replay, policy, int(ignite[1]) if ignite[1] else None, not ignite[2])
    elif action[:1] == "r" and action[1:].isdigit():
        _resource(replay, int(action[1:]))
    elif play := _PLAY.fullmatch(action):
        _play(replay, int(play[1]), square_of(int(play[2])) if play[2] else None)
    elif action == "A":
        for square in attackers(game):
            if game.won:
                break
            declare_attack(game, square)
    elif action[:1] == "a" and action[1:].isdigit() and int(action[1:]) < 9:
        if not declare_attack(game, square_of(int(action[1:]))):
            replay.messages.append(f"{action}: no Z/X there that can attack the opponent (602.1)")
    elif action[:1] == "y" and action[1:].isdigit():
        index = int(action[1:])
        if index not in game.dynamis_playable() or not game.play_from_dynamis(index):
            replay.messages.append(f"{action}: not playable from the Dynamis now (506.2, 806)")
    else:
        replay.messages.append(f"{action}: not possible now")


def _resource(replay: Replay, index: int) -> None:
    game = replay.game
    if index >= len(game.hand):
        replay.messages.append(f"r{index}: no such card in hand")
    elif replay.resource_placed:
        replay.messages.append("504.3: only one card a turn goes to the resources")
    else:
        game.place_resource(index)
        replay.resource_placed = True


def _play(replay: Replay, index: int, square: tuple[int, int] | None) -> None:
    game = replay.game
    if index >= len(game.hand):
        replay.messages.append(f"p{index}: no such card in hand")
    elif not game.play_from_hand(index, square):
        where = f" on {square}" if square else ""
        replay.messages.append(f"{game.hand[index].name}{where}: cannot be paid or placed now (805, 806.1)")


def _ignite(replay: Replay, policy: HandPolicy, charge: int | None, play: bool) -> None:
    game = replay.game
    if not game.charge:
        replay.messages.append("no charge to ignite with (505.3a)")
        return
    if charge is not None:
        if charge >= len(game.charge):
            replay.messages.append(f"g{charge}: no such charge card")
            return
        game.charge.insert(0, game.charge.pop(charge))  # the engine pays with the first charge card
    policy.play_revealed = play
    try:
        game.ignite_once()
    finally:
        policy.play_revealed = True


def _move(replay: Replay, source: str, index: int, target: str, square: int | None) -> None:
    """A free move for an effect the simulator does not know: the card leaves its zone and goes to the other (to a
    square only when it is empty); no rule effect but the reload (902) and the defeat checks follow."""
    game = replay.game
    card = _take(game, source, index)
    if card is None:
        replay.messages.append(f"z{source}{index}: no such card in the {ZONES[source]}")
        return
    put = {
        "h": game.hand.append,
        "d": lambda c: game.deck.insert(0, c),
        "b": game.deck.append,
        "l": game.life.append,
        "r": lambda c: game.resources.append(Resource(c, True)),
        "c": game.charge.append,
        "t": game.trash.append,
        "y": game.dynamis.append,
    }
    if target == "s":
        where = square_of(square) if square is not None else None
        if where is None or where in game.squares or where == (0, 1):
            _put_back(game, source, index, card)
            replay.messages.append(f"z{source}{index}s: choose an empty square of yours")
            return
        game.squares[where] = OnSquare(card, True, card.power, game.turn)
    else:
        put[target](card)
    if game.log_enabled:
        game.note("free move", "-", f"{card.name}: {ZONES[source]} → {ZONES[target]}")
    game.check_rules()
    if len(game.hand) > HAND_LIMIT and not replay.in_turn:
        replay.messages.append(f"{len(game.hand)} cards in hand: the limit is {HAND_LIMIT} at the end of a turn")


def _take(game: Game, zone: str, index: int) -> CardFacts | None:
    if zone == "s":
        unit = game.squares.pop(square_of(index), None) if index < 9 else None
        if unit is not None and unit.force:
            drop_force(game, unit)  # 908: its force goes to the trash
        return unit.card if unit else None
    zones: dict[str, list[Any]] = {
        "h": game.hand, "d": game.deck, "l": game.life, "r": game.resources, "c": game.charge, "t": game.trash,
        "y": game.dynamis,
    }  # fmt: skip
    cards = zones[zone]
    if index >= len(cards):
        return None
    item = cards.pop(index)
    return item.card if isinstance(item, Resource) else item


def _put_back(game: Game, zone: str, index: int, card: CardFacts) -> None:
    if zone == "s":
        game.squares[square_of(index)] = OnSquare(card, True, card.power, game.turn)
    elif zone == "r":
        game.resources.insert(index, Resource(card, True))
    else:
        {"h": game.hand, "d": game.deck, "l": game.life, "c": game.charge, "t": game.trash, "y": game.dynamis}[
            zone
        ].insert(index, card)
