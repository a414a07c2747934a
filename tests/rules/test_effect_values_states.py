"""The state filters of Z/X on squares (effects.zx_states): each read from card text, carried out in a game against
your Z/X and a defending opponent's (goldfish.opposing), both outcomes of each; and how coverage counts them."""

import dataclasses

from tests.rules.builders import card
from tests.rules.test_effect_values import ENTER, dragon, entered, event, fresh
from tests.rules.test_goldfish_opponent import GUARD, game_with, zx
from zxdecks.rules.board import OnSquare, OpposingZX
from zxdecks.rules.effects import read_card
from zxdecks.rules.effects.coverage import line_part
from zxdecks.rules.effects.language import Kind
from zxdecks.rules.effects.run import activate, next_activation
from zxdecks.rules.effects.run.choices import choice_gains
from zxdecks.rules.goldfish.battle import declare_attack
from zxdecks.rules.goldfish.defence import opponent_turn
from zxdecks.rules.goldfish.opponent import Opponent

CENTRE, LEFT, RIGHT = (1, 1), (1, 0), (1, 2)


def board(own, theirs):
    game = game_with(own, theirs)
    game.hand, game.trash, game.charge = [], [], []
    return game


def attacker(body):
    """A 3000 Z/X of yours whose 「このカードが攻撃する」 ability is `body`, and its script."""
    unit = dataclasses.replace(card(cost=2), power=3000)
    script = read_card(unit.number, "≪自≫【有効】スクエア【誘発】このカードが攻撃する。\n【効果】" + body)
    assert script.unread == (), script.unread
    return unit, script


# -- バトル中でない ---------------------------------------------------------------------------------------------------
NOT_IN_BATTLE = "ノーマルスクエアにあるバトル中でない相手のゼクスを1枚選び、破壊する。"


def test_in_a_battle_the_attack_target_is_not_chosen_and_the_other_defender_is_destroyed():
    """601: the 9000 Z/X on the centre is the attack target, so 「バトル中でない」 takes the one on the right, though the
    policy would take the stronger centre one first; the battle then deals its 3000 damage to the centre."""
    unit, script = attacker(NOT_IN_BATTLE)
    game = board({LEFT: unit}, {CENTRE: 9000, RIGHT: 5000})
    game.scripts = {unit.number: script}
    assert declare_attack(game, LEFT, CENTRE)
    assert {sq: (u.power, u.damage) for sq, u in game.opponent_squares.items()} == {CENTRE: (9000, 3000)}
    assert game.battle is None  # the battle is over


def test_outside_a_battle_every_z_x_is_not_in_battle_and_the_strongest_is_destroyed():
    game = board({}, {CENTRE: 9000, RIGHT: 5000})
    event(game, NOT_IN_BATTLE)
    assert {sq: u.power for sq, u in game.opponent_squares.items()} == {RIGHT: 5000}


def test_your_attacking_z_x_is_in_battle_and_stays_while_another_of_yours_goes_back_to_the_hand():
    unit, script = attacker("スクエアにあるバトル中でないあなたのゼクスを1枚選び、手札に戻す。")
    other = dataclasses.replace(card(cost=4), power=6000)
    game = board({(0, 0): unit, (2, 1): other}, {})
    game.scripts = {unit.number: script}
    assert declare_attack(game, (0, 0))
    assert (list(game.squares), [c.number for c in game.hand]) == ([(0, 0)], [other.number])
    assert game.opponent_life == 3


# -- 攻撃している ----------------------------------------------------------------------------------------------------
RAISE_ATTACKER = "スクエアにある攻撃しているゼクスを1枚選び、ターン終了時まで、パワーを+3000する。"


def test_the_attacking_z_x_alone_is_raised_in_a_battle():
    game = board({LEFT: zx(3000), (2, 1): zx(4000)}, {})
    game.battle = (game.squares[LEFT], None)
    event(game, RAISE_ATTACKER)
    assert {sq: game.power_of(u) for sq, u in game.squares.items()} == {LEFT: 6000, (2, 1): 4000}


def test_outside_a_battle_no_z_x_is_attacking_and_no_power_changes():
    game = board({LEFT: zx(3000), (2, 1): zx(4000)}, {})
    event(game, RAISE_ATTACKER)
    assert {sq: game.power_of(u) for sq, u in game.squares.items()} == {LEFT: 3000, (2, 1): 4000}


def test_a_z_x_attacking_you_is_never_one_in_the_model_and_reads_as_no_target():
    text = "あなたかプレイヤースクエアにあるゼクスを攻撃しているコスト3以下のゼクスを1枚選び、破壊する。"
    (effect,) = read_card("X", "≪イベント≫" + text).event.effects
    assert effect.kind is Kind.NO_TARGET
    game = board({LEFT: zx(3000)}, {CENTRE: 3000})
    event(game, text)
    assert (list(game.squares), list(game.opponent_squares)) == ([LEFT], [CENTRE])


# -- このターンの間に登場した -------------------------------------------------------------------------------------------
ENTERED_THIS_TURN = "ノーマルスクエアにあるこのターンの間に登場したゼクスを1枚選び、破壊する。"


def test_your_z_x_entered_this_turn_is_destroyed_and_one_entered_before_stays():
    game = board({LEFT: zx(3000), RIGHT: zx(3000)}, {CENTRE: 5000})
    game.squares[RIGHT].entered_turn = game.turn
    event(game, ENTERED_THIS_TURN)
    assert (list(game.squares), len(game.charge), list(game.opponent_squares)) == ([LEFT], 1, [CENTRE])


def test_the_opponents_z_x_entered_in_its_turn_is_chosen_and_the_mark_ends_with_its_turn():
    game = board({}, {})
    game.opponent_squares = {CENTRE: OpposingZX(5000, entered=True), RIGHT: OpposingZX(9000)}
    event(game, "ノーマルスクエアにあるこのターンの間に登場した相手のゼクスを1枚選び、破壊する。")
    assert list(game.opponent_squares) == [RIGHT]
    game.opponent_squares[RIGHT].entered = True
    game.opponent_squares[RIGHT].end_turn()
    assert game.opponent_squares[RIGHT].entered is False


def test_defenders_enter_marked_in_the_opponents_turn_and_are_unmarked_when_it_ends():
    game = board({}, {})
    game.opponent = Opponent.parse("defend:5000@11")
    opponent_turn(game)
    assert {sq: (u.power, u.entered) for sq, u in game.opponent_squares.items()} == {CENTRE: (5000, False)}
    assert game.opponents_turn is False


# -- ダメージを受けている -----------------------------------------------------------------------------------------------
DAMAGED = "ノーマルスクエアにあるダメージを受けているゼクスを1枚選び、5000ダメージを与える。"


def test_only_a_damaged_defender_is_dealt_the_damage():
    game = board({LEFT: zx(3000)}, {CENTRE: 9000, RIGHT: 9000})
    game.opponent_squares[RIGHT].damage = 3000
    event(game, DAMAGED)
    assert {sq: u.damage for sq, u in game.opponent_squares.items()} == {CENTRE: 0, RIGHT: 8000}


def test_with_no_damaged_z_x_nothing_is_damaged_not_even_yours():
    game = board({LEFT: zx(3000)}, {CENTRE: 9000})
    event(game, DAMAGED)
    assert (list(game.squares), game.opponent_squares[CENTRE].damage) == ([LEFT], 0)


# -- フォースを持たない / ブレイクしている ----------------------------------------------------------------------------------
def test_a_z_x_without_force_goes_back_and_one_with_force_stays():
    game = board({LEFT: zx(3000), RIGHT: zx(3000)}, {})
    game.squares[LEFT].force = [card()]
    event(game, "スクエアにあるあなたのフォースを持たないゼクスを1枚選び、手札に戻す。")
    assert (list(game.squares), len(game.hand)) == ([LEFT], 1)


def test_only_a_broken_z_x_of_yours_is_chosen_for_a_break_state():
    (effect,) = read_card(
        "X", "≪イベント≫スクエアにあるあなたのブレイクしているゼクスを1枚選び、破壊する。"
    ).event.effects
    assert (effect.kind, effect.to) == (Kind.CHOOSE_ZX, "break own")  # 1019.1: a face-down card in its force
    game = board({LEFT: zx(3000), RIGHT: zx(3000)}, {})
    game.squares[LEFT].force = [card()]  # face up: not broken
    game.squares[RIGHT].force_down = [card()]
    event(game, "スクエアにあるあなたのブレイクしているゼクスを1枚選び、破壊する。")
    assert list(game.squares) == [LEFT]


# -- パワーN以下 / コストN / すべて / 好きな枚数 / コストの合計 ------------------------------------------------------------------
def test_a_power_bound_on_any_z_x_takes_the_defender_within_it():
    game = board({LEFT: zx(3000)}, {CENTRE: 5000, RIGHT: 6000})
    event(game, "ノーマルスクエアにあるパワー5000以下のゼクスを1枚選び、破壊する。")
    assert (list(game.squares), list(game.opponent_squares)) == ([LEFT], [RIGHT])


def test_a_power_bound_with_no_defender_within_it_falls_to_your_z_x_within_it():
    game = board({LEFT: zx(6000), RIGHT: zx(5000)}, {CENTRE: 9000})
    event(game, "ノーマルスクエアにあるパワー5000以下のゼクスを1枚選び、破壊する。")
    assert (list(game.squares), list(game.opponent_squares), len(game.charge)) == ([LEFT], [CENTRE], 1)


def test_an_exact_cost_takes_that_cost_only():
    """Defenders' costs are their vanilla costs: 4500 -> 3, 6000 -> 4; the policy would take the stronger first."""
    game = board({}, {CENTRE: 4500, RIGHT: 6000})
    event(game, "ノーマルスクエアにあるコスト3のゼクスを1枚選び、破壊する。")
    assert list(game.opponent_squares) == [RIGHT]
    event(game, "ノーマルスクエアにあるコスト3のゼクスを1枚選び、破壊する。")
    assert list(game.opponent_squares) == [RIGHT]


def test_all_other_z_x_on_normal_squares_are_destroyed_theirs_and_yours_but_not_this_card_or_the_guard():
    game = board({LEFT: zx(3000), (2, 1): zx(3000)}, {GUARD: 5000, RIGHT: 5000})
    unit = entered(game, "このカード以外のノーマルスクエアにあるすべてのゼクスを破壊する。", square=CENTRE)
    assert (game.squares, list(game.opponent_squares)) == ({CENTRE: unit, (2, 1): game.squares[(2, 1)]}, [GUARD])
    assert len(game.charge) == 1  # LEFT destroyed; (2, 1) is your player square, not a normal one


def test_any_number_takes_every_defender_within_the_cost_and_none_of_yours():
    game = board({LEFT: zx(3000)}, {CENTRE: 3000, RIGHT: 4500, (0, 0): 6000})
    event(game, "ノーマルスクエアにあるコスト3以下のゼクスを好きな枚数選び、破壊する。")
    assert (list(game.squares), list(game.opponent_squares)) == ([LEFT], [(0, 0)])


def test_a_cost_sum_takes_the_policys_choices_while_they_fit():
    """Costs 2, 3, 4 (3000, 4500, 6000): the strongest first, 4; then 3 (7) and 2 (6) would pass 5."""
    game = board({}, {CENTRE: 3000, RIGHT: 4500, (0, 0): 6000})
    text = "ノーマルスクエアにある相手のゼクスからコストの合計が5以下になるように好きな枚数選び、手札に戻す。"
    event(game, text)
    assert sorted(u.power for u in game.opponent_squares.values()) == [3000, 4500]
    game = board({}, {CENTRE: 3000, RIGHT: 4500})
    event(game, text)
    assert game.opponent_squares == {}  # 3 + 2 = 5: both fit


# -- 相手は…自分のゼクスを選び ----------------------------------------------------------------------------------------------
THEIR_CHOICE = "相手はノーマルスクエアにある自分のゼクスを1枚選び、破壊する。"


def test_the_opponent_gives_up_its_weakest_z_x_on_a_normal_square():
    """Its guard on the player square is not on a normal square; of the others it gives up the weakest, not the one
    your policy would take (the strongest)."""
    game = board({LEFT: zx(3000)}, {GUARD: 2000, CENTRE: 9000, RIGHT: 3000})
    event(game, THEIR_CHOICE)
    assert (list(game.squares), sorted(game.opponent_squares)) == ([LEFT], [GUARD, CENTRE])


def test_with_no_z_x_of_the_opponent_on_a_normal_square_nothing_is_destroyed():
    game = board({LEFT: zx(3000)}, {GUARD: 2000})
    event(game, THEIR_CHOICE)
    assert (list(game.squares), list(game.opponent_squares), game.charge) == ([LEFT], [GUARD], [])


# -- coverage ---------------------------------------------------------------------------------------------------------
def _part(text):
    script = read_card("X", text)
    assert script.unread == (), script.unread
    return [line_part(a) for a in script.abilities]


def test_coverage_counts_a_state_by_when_it_can_hold():
    on_attack = "≪自≫【有効】スクエア【誘発】このカードが攻撃する。\n【効果】"
    assert _part(on_attack + RAISE_ATTACKER) == ["acting"]
    assert _part("≪イベント≫" + RAISE_ATTACKER) == ["opponent_board_only"]  # played outside battles
    assert _part("≪イベント≫" + DAMAGED) == ["acting_vs_defenders"]  # yours take no damage in the model
    assert _part("≪イベント≫" + THEIR_CHOICE) == ["acting_vs_defenders"]
    theirs_entered = "ノーマルスクエアにあるこのターンの間に登場した相手のゼクスを1枚選び、破壊する。"
    assert _part("≪イベント≫" + theirs_entered) == ["opponent_board_only"]  # none enters in your turn
    assert _part("≪自≫【有効】≪相手ターン≫スクエア【誘発】メインフェイズ開始時。\n【効果】" + theirs_entered) == [
        "acting_vs_defenders"
    ]
    assert _part(ENTER + ENTERED_THIS_TURN) == ["acting"]  # yours entered this turn


def test_damage_shared_out_among_any_z_x_goes_to_the_defenders_and_none_of_yours():
    game = board({LEFT: zx(3000)}, {CENTRE: 5000, RIGHT: 3000, (0, 0): 9000})
    event(game, "ノーマルスクエアにあるゼクスを好きな枚数選び、8000ダメージを割り振って与える。")
    assert (list(game.squares), {sq: u.damage for sq, u in game.opponent_squares.items()}) == ([LEFT], {(0, 0): 0})


# -- a state after the cost, in a payment; the power of all of yours ----------------------------------------------------
def test_a_rebooted_costly_z_x_of_yours_back_to_the_hand_pays_and_a_slept_one_cannot():
    text = (
        "≪起≫【有効】スクエア【コスト】スクエアにあるあなたのコスト4以上のリブートのゼクスを1枚手札に戻す。"
        "【効果】カードを2枚引く。"
    )
    for rebooted, paid in ((True, True), (False, False)):
        game = fresh()
        this, other = card(cost=3), card(cost=4)
        game.scripts = {this.number: read_card(this.number, text)}
        game.squares = {CENTRE: OnSquare(this, True, 3000), (0, 0): OnSquare(other, rebooted, 5000)}
        top = game.deck[:2]
        found = next_activation(game)
        assert (found is not None) == paid
        if found is not None:
            activate(game, *found)
            assert (list(game.squares), game.hand) == ([CENTRE], [other, *top])


def test_all_of_your_z_x_of_a_race_are_raised_until_the_end_of_the_turn_and_others_are_not():
    game = board({LEFT: dragon(), RIGHT: dragon(), (2, 1): zx(3000)}, {CENTRE: 5000})
    for unit in game.squares.values():
        unit.power = 3000
    event(game, "ターン終了時まで、現在スクエアにあるすべてのあなたの[ドラゴン]のパワーを+2000する。")
    powers = {sq: game.power_of(u) for sq, u in game.squares.items()}
    assert (powers, game.opponent_squares[CENTRE].power) == ({LEFT: 5000, RIGHT: 5000, (2, 1): 3000}, 5000)
    game.end_turn()
    assert {sq: game.power_of(u) for sq, u in game.squares.items()} == {LEFT: 3000, RIGHT: 3000, (2, 1): 3000}


# -- a condition on a state of your Z/X -------------------------------------------------------------------------------
def test_a_z_x_of_yours_with_force_gates_the_effect_both_ways():
    for force, drawn in (([card()], 1), (None, 0), ([], 0)):
        game = fresh()
        game.squares = {
            CENTRE: OnSquare(dragon(), True, 3000, force=force),
            LEFT: OnSquare(card(), True, 3000, force=[card()]),
        }
        deck = len(game.deck)
        event(game, "スクエアにあなたのフォースを持つ[ドラゴン]がある場合、カードを1枚引く。")
        assert (len(game.hand), deck - len(game.deck)) == (drawn, drawn)
    game = fresh()
    game.squares = {CENTRE: OnSquare(dragon(), True, 3000, force=[card()])}
    event(game, "スクエアにあなたのフォースを持たないゼクスがある場合、カードを1枚引く。")
    assert len(game.hand) == 0


def test_a_wipe_of_all_z_x_is_worth_playing_only_when_it_harms_none_of_yours():
    (effect,) = read_card("X", "≪イベント≫ノーマルスクエアにあるすべてのゼクスを破壊する。").event.effects
    assert choice_gains(board({(2, 1): zx(3000)}, {CENTRE: 5000}), effect)  # yours on your player square
    assert not choice_gains(board({LEFT: zx(3000)}, {CENTRE: 5000}), effect)
    assert not choice_gains(board({(2, 1): zx(3000)}, {}), effect)


# -- バトル中の / 現在バトルしている (session 17, zx2) ------------------------------------------------------------------
IN_BATTLE = "ノーマルスクエアにあるバトル中の相手のゼクスを1枚選び、5000ダメージを与える。"


def test_in_a_battle_the_attack_target_alone_is_the_opponents_z_x_in_battle():
    """The 5000 damage goes to the 9000 target, though the 5000 on the right would be destroyed by it; the battle then
    adds its 3000 (8000 in all, short of 9000)."""
    unit, script = attacker(IN_BATTLE)
    game = board({LEFT: unit}, {CENTRE: 9000, RIGHT: 5000})
    game.scripts = {unit.number: script}
    assert declare_attack(game, LEFT, CENTRE)
    assert {sq: u.damage for sq, u in game.opponent_squares.items()} == {CENTRE: 8000, RIGHT: 0}


def test_outside_a_battle_no_z_x_of_the_opponent_is_in_battle():
    game = board({}, {CENTRE: 9000, RIGHT: 5000})
    event(game, IN_BATTLE)
    assert {sq: u.damage for sq, u in game.opponent_squares.items()} == {CENTRE: 0, RIGHT: 0}


def test_every_z_x_in_battle_is_removed_yours_the_attacker_and_your_other_z_x_stays():
    unit, script = attacker("スクエアにある現在バトルしているすべてのゼクスを除外する。")
    other = dataclasses.replace(card(cost=4), power=6000)
    game = board({(0, 0): unit, (2, 1): other}, {(1, 0): 9000, RIGHT: 5000})
    game.scripts = {unit.number: script}
    assert declare_attack(game, (0, 0), (1, 0))
    assert (list(game.squares), list(game.opponent_squares)) == ([(2, 1)], [RIGHT])
    assert [c.number for c in game.removed] == [unit.number]


def test_an_event_choosing_a_z_x_in_battle_is_carried_out_but_counts_as_the_opponents_board_only():
    script = read_card(
        "T-9", "≪イベント≫ノーマルスクエアにある現在バトルしている相手のゼクスを1枚選びデッキに戻し、シャッフルする。"
    )
    assert script.unread == ()
    assert line_part(script.abilities[0]) == "opponent_board_only"  # played in the main phase: no battle then


def test_the_opponents_z_x_attacked_is_the_attack_target_and_the_other_stays():
    unit, script = attacker("スクエアにある攻撃されているゼクスを1枚選び、破壊する。")
    game = board({LEFT: unit}, {CENTRE: 9000, RIGHT: 5000})
    game.scripts = {unit.number: script}
    assert declare_attack(game, LEFT, CENTRE)
    assert list(game.opponent_squares) == [RIGHT]


def test_outside_a_battle_no_z_x_is_attacked_and_none_is_destroyed():
    game = board({LEFT: zx(3000)}, {CENTRE: 9000, RIGHT: 5000})
    event(game, "スクエアにある攻撃されているゼクスを1枚選び、破壊する。")
    assert (sorted(game.opponent_squares), sorted(game.squares)) == ([CENTRE, RIGHT], [LEFT])
