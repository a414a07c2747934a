"""Session 19 `fix` (hand check 21): three limits the reading had dropped — a constant +N power under ≪自分ターン≫
(your turn only), an auto ability valid only on a normal square (「【有効】ノーマルスクエア」, Gravity Assist 1126), and
「ターン終了時まで、あなたは《同名》のこの能力をプレイできない。」 as a sentence of its own (every copy of the name, not
each card once) — each read and run, both outcomes asserted."""

import pytest

from tests.rules.builders import card, play_all, scripted_card
from tests.rules.test_effect_triggers import on_square, scripted
from tests.rules.test_effect_values import fresh
from tests.rules.test_effect_values_references import board
from zxdecks.rules.board import OWN_PLAYER_SQUARE
from zxdecks.rules.effects import read_card
from zxdecks.rules.effects.coverage import line_part
from zxdecks.rules.effects.language import Kind, Trigger
from zxdecks.rules.goldfish.opponent import Opponent

# -- 「【有効】≪自分ターン≫スクエア【効果】このカードのパワーを+Nする」 ---------------------------------------------------
OWN_TURN_POWER = "≪常≫【有効】≪自分ターン≫スクエア【効果】このカードのパワーを+2000する。"


def test_a_constant_power_marked_for_your_turn_raises_the_power_in_your_turn_only():
    game = board({}, {})
    _, script = scripted_card(game, OWN_TURN_POWER, at=(0, 0), name="鮫", power=5000)
    (ability,) = script.abilities
    assert line_part(ability) == "acting"
    assert ability.power == 0  # not the power raised once on entering, whatever the turn
    assert [(s.kind, s.n, [c.kind.value for c in s.conditions]) for s in ability.statics] == [
        ("self_power", 2000, ["your_turn"])
    ]
    unit = game.squares[(0, 0)]
    assert game.power_of(unit) == 7000
    game.opponents_turn = True
    assert game.power_of(unit) == 5000


def test_a_constant_power_with_no_mark_is_still_the_power_raised_on_entering():
    (ability,) = read_card("X", "≪常≫【有効】スクエア【効果】このカードのパワーを+2000する。").abilities
    assert (ability.power, ability.statics, ability.conditions) == (2000, (), ())


# -- 「【有効】≪相手ターン≫ノーマルスクエア【誘発】ドローフェイズ開始時。」 (グラビティアシスト 1126) ---------------------
@pytest.mark.parametrize(("square", "leaves"), [((0, 0), True), (OWN_PLAYER_SQUARE, False)])
def test_gravity_assist_puts_the_card_under_the_deck_from_a_normal_square_and_not_from_the_player_square(
    square, leaves
):
    (ability,) = read_card("X", "≪自≫グラビティアシスト").abilities
    assert (ability.trigger, ability.zone, ability.turn) == (Trigger.DRAW_START, "square", "opponent")
    assert [c.kind.value for c in ability.conditions] == ["self_on_normal_square"]
    game = fresh()
    zx = scripted(game, "≪自≫グラビティアシスト")
    on_square(game, zx, square)
    game.turn = 1
    game.opponent = Opponent(damage=(0, 1))
    game.life = [card(cost=1) for _ in range(4)]
    hand, bottom = len(game.hand), game.deck[-1]
    game.opponent_turn()
    assert (square in game.squares) is not leaves
    assert (game.deck[-1] is zx) is leaves
    assert game.deck[-1] is (zx if leaves else bottom)
    assert len(game.hand) == hand + (1 if leaves else 0)


def test_an_end_of_turn_ability_valid_on_normal_squares_is_read_with_that_condition_and_a_destroy_trigger_stays_unread():
    text = "≪自≫【有効】ノーマルスクエア【誘発】ターン終了時。\n【効果】カードを1枚引く。"
    (ability,) = read_card("X", text).abilities
    assert ability.trigger is Trigger.END_OF_TURN
    assert [c.kind.value for c in ability.conditions] == ["self_on_normal_square"]
    # checked when it resolves: a trigger after which the card is off its square is never read so
    destroyed = read_card(
        "X", "≪自≫【有効】ノーマルスクエア【誘発】このカードが破壊される。\n【効果】カードを1枚引く。"
    )
    assert destroyed.abilities == ()
    assert destroyed.unread[0].reason == "trigger: このカードが破壊される"


# -- 「ターン終了時まで、あなたは《同名》のこの能力をプレイできない。」 as a sentence of its own ----------------------------
ALONE = "≪起≫【有効】スクエア【コスト】《無0・無0》【効果】カードを1枚引く。\nターン終了時まで、あなたは{}この能力をプレイできない。"


@pytest.mark.parametrize(("words", "played"), [("《同名》の", 1), ("", 2)])
def test_a_sentence_forbidding_the_ability_of_the_name_lets_one_copy_play_it_a_turn_and_this_ability_each_copy(
    words, played
):
    """Two copies on squares: 「《同名》のこの能力」 one draw a turn in all; 「この能力」 (this card only) one each."""
    game = board({}, {})
    _, script = scripted_card(game, ALONE.format(words), at=(0, 0), copies=((2, 0),), name="魔女")
    (ability,) = script.activated
    assert ability.once_per_turn is bool(words)  # 「この能力」: the forbid alone, per card (FORBID_ABILITY "this_card")
    assert [(e.kind, e.rest) for e in ability.effects] == [
        (Kind.DRAW, ""),
        (Kind.FORBID_ABILITY, "this" if words else "this_card"),
    ]
    assert play_all(game) == played
    assert len(game.hand) == played
    game.end_turn()
    game.start_turn()
    drawn = len(game.hand)
    assert play_all(game) == played  # the next turn: again
    assert len(game.hand) == drawn + played


def test_the_forbid_of_the_name_does_not_make_an_ability_against_the_opponents_z_x_act_on_an_empty_board():
    """Only the opponent's Z/X lose power: nothing on an empty board, the forbid after it no change of its own."""
    text = (
        "≪起≫【有効】スクエア【コスト】《無0・無0》【効果】ターン終了時まで、現在スクエアにあるすべての相手のゼクスのパワーを"
        "-2000する。\nターン終了時まで、あなたは《同名》のこの能力をプレイできない。"
    )
    (ability,) = read_card("X", text).activated
    assert [(e.kind, e.rest) for e in ability.effects][-1] == (Kind.FORBID_ABILITY, "this")
    assert line_part(ability) == "acting_vs_defenders"
    (drawing,) = read_card("X", ALONE.format("《同名》の")).activated
    assert line_part(drawing) == "acting"
