"""The per-unit checks of constant abilities on squares (「…場合、このカードは攻撃できない」, 「…プレイヤースクエアにも
攻撃できる」, 「このカードはリブートしない」) are asked only when a script of the game has that kind (Traits.square_statics,
issue 28 speed): the kinds a deck's scripts hold, and both outcomes of each check with the gate in place."""

from tests.rules.builders import card
from tests.rules.test_goldfish import costed_deck
from zxdecks.rules.effects import read_pool
from zxdecks.rules.effects.traits import traits
from zxdecks.rules.goldfish import Game, OnSquare
from zxdecks.rules.goldfish.battle import can_attack_player

HAND_3 = "あなたの手札が3枚以上ある場合、"
NO_ATTACK = "≪常≫【有効】スクエア【効果】" + HAND_3 + "このカードは攻撃できない。"
PLAYER_ATTACK = "≪常≫【有効】スクエア【効果】このカードは相手のプレイヤースクエアにも攻撃できる。"
POWER = "≪常≫【有効】スクエア【効果】このカードのパワーを+1000する。"
NO_REBOOT = "≪常≫【有効】スクエア【効果】" + HAND_3 + "このカードはリブートフェイズにリブートしない。"


def _game(*pairs: tuple[str, str]) -> Game:
    game = Game(costed_deck(), seed=2, first=True)
    game.setup()
    game.scripts = read_pool(pairs)
    game.turn = 1
    return game


def test_the_kinds_of_constant_abilities_on_squares_the_scripts_hold():
    a, b, c = card(cost=2), card(cost=3), card(cost=4)
    scripts = read_pool([(a.number, NO_ATTACK), (b.number, PLAYER_ATTACK), (c.number, NO_REBOOT)])
    assert traits(scripts).square_statics == {"no_attack", "player_attack", "no_reboot"}
    assert traits(read_pool([(a.number, NO_ATTACK)])).square_statics == {"no_attack"}
    assert traits(
        read_pool([(a.number, "≪起≫【有効】手札【コスト】《赤1・赤1》【効果】カードを1枚引く。")])
    ).square_statics == (frozenset())


def test_a_zx_that_cannot_attack_while_a_condition_holds_attacks_when_it_does_not():
    wall = card(cost=2)
    game = _game((wall.number, NO_ATTACK))
    game.squares = {(1, 1): OnSquare(wall, True, 3000)}
    game.hand = [card(), card(), card()]
    assert not can_attack_player(game, (1, 1))
    game.hand = [card()]
    assert can_attack_player(game, (1, 1))


def test_a_zx_that_may_attack_the_player_square_from_afar_does_so_only_with_its_ability():
    far = card(cost=2)
    game = _game((far.number, PLAYER_ATTACK))
    game.squares = {(2, 1): OnSquare(far, True, 3000)}  # not next to the opponent's player square, no Range
    assert can_attack_player(game, (2, 1))
    game.scripts = read_pool([(far.number, POWER)])  # another kind of constant ability only
    assert "player_attack" not in traits(game.scripts).square_statics
    assert not can_attack_player(game, (2, 1))


def test_a_zx_that_does_not_reboot_while_a_condition_holds_reboots_when_it_does_not():
    sleeper = card(cost=2)
    game = _game((sleeper.number, NO_REBOOT))
    game.squares = {(1, 1): OnSquare(sleeper, False, 3000)}
    game.hand = [card(), card(), card()]
    game.start_turn()
    assert game.squares[(1, 1)].rebooted is False
    game.hand = []
    game.start_turn()
    assert game.squares[(1, 1)].rebooted is True
