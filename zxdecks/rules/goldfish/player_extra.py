"""The Player Extra in a game (202.10, 401.8): prepared face down behind the player card, it comes face up onto the
player card by its クライシス (910, 1024) when you take damage and its condition holds; from then on the player has its
abilities (202.10d), each of the closed set effects.player_extra.PlayerAbilityKind carried out here:

- life shields (914.4): a damage to you is not recorded; one shield goes and the top card of your deck to the charge;
- ≪S≫ (813): before damage of your life or more is recorded, shuffle the deck and recover 1 (1013), once a game;
- ≪スリープ≫ the player: your Z/X of a filter gets +N power (until the end of the next opponent turn, or this turn);
- ユニゾン (1029): pay, and the Player Extra and the named Z/X of your hand enter an empty square as one Z/X, rebooted,
  once a turn; while it is on a square you take no damage from the opponent's cards (1029.3), and when it leaves the
  Player Extra is back face up on the player card, rebooted (915.1);
- pay, and the named card of your hand is played without its cost (once a turn).

Shields on a Z/X (914.3) and 絶界 are kept in the log only: no modelled opponent damages or chooses your Z/X.
The policy makes every choice (Policy.use_player_extra)."""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING

from zxdecks.rules.board import OPPONENT_PLAYER_SQUARE, SQUARE_ORDER, OnSquare
from zxdecks.rules.cards import CardFacts, CardType
from zxdecks.rules.effects import run
from zxdecks.rules.effects.api import Choice, Target
from zxdecks.rules.effects.awakening import PlayKind
from zxdecks.rules.effects.language import CardFilter, Trigger
from zxdecks.rules.effects.player_extra import PlayerAbility, PlayerAbilityKind, PlayerExtraText

if TYPE_CHECKING:
    from zxdecks.rules.goldfish.game import Game

K = PlayerAbilityKind
_TAKE = Choice.TAKE  # the named card the policy wants most


@dataclass(slots=True)
class PlayerSide:
    """The Player Extra prepared with the player card, and what it has done."""

    card: CardFacts
    text: PlayerExtraText
    face_up: bool = False  # 910.1a: on the player card (910.2: never checked again)
    life_shields: int = 0  # 914.4
    saved: bool = False  # the ≪S≫ used: the card has lost it (ゲーム終了時まで)
    slept_turn: int = -1  # the turn the player was slept to pay (502.1 reboots it the next turn)
    boosts: list[tuple[OnSquare, int, int]] = field(default_factory=list)  # (unit, power, turn) lasting ones
    unison: OnSquare | None = None  # 1029: the Z/X it is one with
    unison_turn: int = -1
    played_turn: int = -1  # PLAY_NAMED, ≪自分ターン1≫
    unit_shields: int = 0  # 914.3, given to your Z/X (not consulted: no modelled opponent damages your Z/X)


def player_side(game: Game) -> PlayerSide | None:
    """The game's Player Extra with a read text, worked out on first use (None when the deck has none)."""
    side = game.player_side
    if side is None:
        side = game.player_side = _prepared(game) or False
    return side if isinstance(side, PlayerSide) else None


def _prepared(game: Game) -> PlayerSide | None:
    for card in game.player_area:
        script = game.scripts.get(card.number) if card.type is CardType.PL_EX else None
        play = script.dynamis if script is not None else None
        if play is not None and play.kind is PlayKind.CRISIS and play.player is not None:
            return PlayerSide(card, play.player)
    return None


def _player_names(game: Game) -> list[str]:
    """The names of your face-up player card (1206: a virtual one has none)."""
    return [n for c in game.player_area if c.type is CardType.PLAYER for n in c.names]


def crisis_holds(game: Game, side: PlayerSide) -> bool:
    """1024: after damage recorded to you, the condition of the face-down card's クライシス."""
    crisis = side.text.crisis
    if crisis is None or side.face_up:
        return False
    if crisis.life_at_most >= 0 and len(game.life) > crisis.life_at_most:
        return False
    return not crisis.names or any(n in name for n in crisis.names for name in _player_names(game))


def after_damage_point(game: Game) -> None:
    """910.1a: in the pre-processing after a point of damage, the policy may put the card face up onto the player
    card; it then has the player's abilities, and its 「プレイヤーの上に置かれる」 ones resolve."""
    side = player_side(game)
    if side is None or not crisis_holds(game, side) or not game.policy.use_player_extra(game, "crisis"):
        return
    side.face_up = True
    if game.log_enabled:
        game.note("crisis", "910.1a", f"{side.card.name} face up onto the player card")
    _put_on_player(game, side)


def _under(game: Game, player: str, extra: str) -> tuple[PlayerSide | None, CardFacts | None]:
    """The face-down Player Extra named `extra` behind your player card named `player` ("": any player card of
    yours; 1206: a virtual one is none), with its side when its text is read (401.8, 402.1b)."""
    wanted = CardFilter(name_is=player) if player else None
    if not any(c.type is CardType.PLAYER and (wanted is None or wanted.matches(c)) for c in game.player_area):
        return None, None
    named = CardFilter(name_is=extra)
    card = next((c for c in game.player_area if c.type is CardType.PL_EX and named.matches(c)), None)
    side = player_side(game) if card is not None else None
    if side is not None and (side.face_up or side.card is not card):
        return None, None  # already face up on the player card (or in unison with a Z/X)
    return side, card


def player_extra_under(game: Game, player: str, extra: str) -> bool:
    """Whether 「スクエアにあるあなたの「player」に、その下にある「extra」を表向きで重ねて置く」 can be done now."""
    return _under(game, player, extra)[1] is not None


def stack_player_extra(game: Game, player: str, extra: str) -> bool:
    """202.10c: the face-down Player Extra `extra` behind your player card `player` put face up on top of it; the
    player then has its abilities (202.10d) and its 「プレイヤーの上に置かれる」 ones resolve. False when either card is
    not there (nothing is done). A card whose text is not read is face up with no ability the goldfish uses."""
    side, card = _under(game, player, extra)
    if card is None:
        return False
    if side is None:
        side = game.player_side = PlayerSide(card, PlayerExtraText(None))
    side.face_up = True
    if game.log_enabled:
        game.note("effect", "202.10c", f"{side.card.name} face up onto the player card")
    _put_on_player(game, side)
    return True


def _put_on_player(game: Game, side: PlayerSide) -> None:
    """The ≪自≫ 「このカードがプレイヤーの上に置かれる」 abilities of a card just put face up on the player card."""
    shields = side.text.has(K.LIFE_SHIELDS)
    if shields is not None:
        side.life_shields += shields.amount
        if game.log_enabled:
            game.note("life shield", "914.4", f"{shields.amount} life shields ({side.life_shields})")


def _unison_on_squares(game: Game, side: PlayerSide) -> bool:
    """1029.3 while the unison Z/X is on a square; 915.1 when it has left: the card is back on the player card,
    rebooted."""
    if side.unison is None:
        return False
    if game.squares_holding(side.unison) is not None:
        return True
    side.unison, side.slept_turn = None, -1
    if game.log_enabled:
        game.note("unison", "915.1", f"{side.card.name} back face up on the player card, rebooted")
    return False


def before_damage(game: Game, amount: int) -> bool:
    """Before damage to you is recorded: True when none is (1029.3: a unison Z/X of yours is on a square; 914.4: a
    life shield goes instead, and the top card of the deck to the charge); the ≪S≫ first when the damage is your
    life or more."""
    side = player_side(game)
    if side is None or not side.face_up:
        return False
    if _unison_on_squares(game, side):
        return True
    if side.life_shields:
        side.life_shields -= 1
        top = game.take_top() if game.policy.use_player_extra(game, "life_shield") else None
        if top is not None:
            game.put(top, "charge")
        if game.log_enabled:
            game.note("life shield", "914.4", f"damage {amount} not recorded; {side.life_shields} shields left")
        return True
    save = side.text.has(K.LETHAL_SAVE)
    if save is not None and not side.saved and amount >= len(game.life) and game.policy.use_player_extra(game, "save"):
        side.saved = True
        game.shuffle()
        top = game.take_top()
        if top is not None:
            game.put(top, "life")  # 1013.1a
        if game.log_enabled:
            game.note("special", "813", f"{side.card.name}: deck shuffled, 1 life recovered ({len(game.life)})")
        if top is not None and game.scripts:
            run.fire_recovered(game, 1)  # 「あなたが回復する」 (1013.1a)
    return False


def use_player_extra(game: Game) -> None:
    """506.2: the face-up card's activated abilities the policy uses in your main phase; lasting power ends once the
    next opponent turn has (nothing of yours is compared between)."""
    side = player_side(game)
    if side is None or not side.face_up or game.won:
        return
    for unit, power, turn in side.boosts:
        if turn < game.turn and unit.power is not None:
            unit.power -= power
    side.boosts = [boost for boost in side.boosts if boost[2] >= game.turn]
    if side.unison is not None and _unison_on_squares(game, side):
        return  # its abilities are the Z/X's while it is one (1029.1c); none of those read acts there
    for ability in side.text.abilities:
        if ability.kind is K.BOOST:
            _boost(game, side, ability)
        elif ability.kind is K.UNISON:
            _unison(game, side, ability)
        elif ability.kind is K.PLAY_NAMED:
            _play_named(game, side, ability)
        game.check_rules()
        if game.won:
            return


def _boost(game: Game, side: PlayerSide, ability: PlayerAbility) -> None:
    if side.slept_turn >= game.turn or ability.filter is None:
        return  # slept this turn: it reboots in your next reboot phase (502.1)
    found = [(sq, u) for sq, u in sorted(game.squares.items()) if ability.filter.matches(u.card)]
    if not found or not game.policy.use_player_extra(game, "boost"):
        return
    chosen = game.policy.choose_units(game, Target.POWER_UP, found, 1, ability.amount)
    if len(chosen) != 1 or not 0 <= chosen[0] < len(found):
        return
    side.slept_turn = game.turn  # ≪スリープ≫ (807.1a)
    unit = found[chosen[0]][1]
    if ability.lasting:
        if unit.power is not None:
            unit.power += ability.amount
            side.boosts.append((unit, ability.amount, game.turn))
    else:
        game.raise_power(unit, ability.amount)
    if game.log_enabled:
        game.note("activate", "807", f"{side.card.name}: {unit.card.name} +{ability.amount}")


def _named_in_hand(game: Game, ability: PlayerAbility) -> list[int]:
    kept = ability.filter
    return [i for i, c in enumerate(game.hand) if kept is not None and kept.matches(c) and c.type is CardType.ZX]


def _unison_squares(game: Game) -> list[tuple[int, int]]:
    """1029.1: squares with no Z/X, the opponent's player square aside."""
    held = game.opponent_squares
    return [sq for sq in SQUARE_ORDER if sq not in game.squares and sq not in held and sq != OPPONENT_PLAYER_SQUARE]


def _unison(game: Game, side: PlayerSide, ability: PlayerAbility) -> None:
    """1029.1: reveal the named Z/X of your hand; it and the card enter as one Z/X, rebooted (type Z/X, every other
    information of both, 1029.1c); once a turn (1029.1b); 1029.4: nothing is done when any part is missing."""
    if side.unison_turn == game.turn:
        return
    named = _named_in_hand(game, ability)
    squares = _unison_squares(game)
    if not named or not squares or not game.can_pay(ability.cost, ability.colors):
        return
    if not game.policy.use_player_extra(game, "unison"):
        return
    picked = game.choose(_TAKE, game.hand, named, 1)
    if len(picked) != 1 or picked[0] not in named or not game.pay(ability.cost, ability.colors):
        return
    zx = game.take("hand", picked[0])
    colors = zx.colors | side.card.colors
    one = replace(zx, names=zx.names | side.card.names, colors=colors, multicolor=zx.multicolor or len(colors) > 1)
    square = game.policy.choose_square(game, one, squares)
    game.enter(one, "unison", square)
    unit = game.squares.get(square)
    if unit is None or unit.card is not one:
        return
    unit.base = zx  # the Z/X itself when it leaves (the card goes back onto the player card, 915.1)
    side.unison, side.unison_turn = unit, game.turn
    side.unit_shields += ability.amount
    if game.log_enabled:
        game.note("unison", "1029.1", f"{side.card.name} and {zx.name} are one Z/X at {square}")
    if game.scripts and Trigger.UNISON in game.traits().triggers:  # 「あなたのプレイヤーが≪ユニゾン≫する」
        run.fire_moment(game, Trigger.UNISON, True)
        game.check_rules()


def _play_named(game: Game, side: PlayerSide, ability: PlayerAbility) -> None:
    if side.played_turn == game.turn:
        return
    named = [i for i in _named_in_hand(game, ability) if game.can_enter_free(game.hand[i])]
    if not named or not game.can_pay(ability.cost, ability.colors):
        return
    if not game.policy.use_player_extra(game, "play_named") or not game.pay(ability.cost, ability.colors):
        return
    side.played_turn = game.turn
    picked = game.choose(_TAKE, game.hand, named, 1)
    if len(picked) != 1 or picked[0] not in named:
        return  # 「1枚まで」: none
    card = game.take("hand", picked[0])
    if game.play_without_cost(card, "hand") and any(u.card is card for u in game.squares.values()):
        side.unit_shields += ability.amount  # 914.3
    if game.log_enabled:
        game.note("activate", "807", f"{side.card.name}: {card.name} played without its cost")
