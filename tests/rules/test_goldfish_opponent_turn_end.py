"""The end of the opponent's turn ends what was made in it (507.3, 507.8, 808.4): 「ターン終了時、そのゼクスを…」 set
off in the opponent's turn is carried out at that turn's end, and a power 「ターン終了時まで」 made then ends with it
(hand check 18: B16-014's Z/X stayed on its square, rebooted, through the player's next turn)."""

from tests.rules.builders import card
from tests.rules.test_effect_trigger_ways import zx
from tests.rules.test_effect_triggers import on_square, scripted
from tests.rules.test_effect_values import fresh
from zxdecks.rules.goldfish.opponent import Opponent

HELPER = (
    "≪自≫【有効】スクエア【誘発】相手のターンのメインフェイズ開始時。\n"
    "【効果】あなたのトラッシュにある[マイスター]を1枚選び、リブートでゼクスのないノーマルスクエアに登場させてよい。\n"
    "ターン終了時、スクエアにあるこの能力で登場したゼクスをゲームから除外する。"
)
RAISE = "≪自≫【有効】スクエア【誘発】相手のターンのメインフェイズ開始時。\n【効果】ターン終了時まで、このカードのパワーを+3000する。"


def _opponents_turn(game):
    game.opponent = Opponent(damage=(0, 0))
    game.life = [card(cost=1) for _ in range(4)]
    game.opponent_turn()


def test_a_zx_put_onto_a_square_in_the_opponents_turn_is_removed_at_the_end_of_that_turn():
    game = fresh()
    helper = scripted(game, HELPER, zx(cost=3))
    on_square(game, helper, (2, 0))
    meister = zx(cost=2, races=("マイスター",))
    game.trash = [meister]
    _opponents_turn(game)
    assert [u.card for u in game.squares.values()] == [helper]  # the one it put there is gone already
    assert game.removed == [meister]
    assert (game.trash, game.at_end_of_turn) == ([], [])


def test_a_power_raised_until_end_of_turn_in_the_opponents_turn_ends_with_that_turn():
    game = fresh()
    raiser = scripted(game, RAISE, zx(cost=3))
    unit = on_square(game, raiser, (2, 0))
    before = unit.power
    _opponents_turn(game)
    assert unit.power == before
    assert game.power_until_end == []
