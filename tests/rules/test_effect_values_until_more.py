"""More clauses that last until the end of the turn (issue 28, session 18 `until`), pinned by value in a game: a
discount of the next card played from any zone (「あなたが次にプレイする…」) and of every hand card of a filter (「あなたの
手札にあるすべての…のコストはN減る」, goldfish.discounts), an optional power on this card or on the Z/X that entered
(「…パワーを+Nしてよい」), ≪レンジ∞≫, and protections from the opponent's (cheap) cards' effects, which no modelled
opponent has."""

import dataclasses

import pytest

from tests.rules.builders import card
from tests.rules.test_effect_values import entered, event, fresh
from tests.rules.test_effect_values_references import board, zx
from tests.rules.test_goldfish_dynamis import deck_with, ready
from zxdecks.rules.cards import CardType, Color
from zxdecks.rules.effects import read_card
from zxdecks.rules.effects.coverage import line_part
from zxdecks.rules.effects.language import Kind
from zxdecks.rules.effects.run import activate, zx_damage_bonus
from zxdecks.rules.goldfish import OnSquare, Resource
from zxdecks.rules.goldfish.battle import attackers, can_attack_player, can_attack_zx, declare_attack, distance, reach

# -- 「ターン終了時まで、あなたが次にプレイする<filter>のコストを-N」: the next one played from any zone -------------------------
NEXT = "ターン終了時まで、あなたが次にプレイするカード名に「ミニョン」を含むコスト4以上のゼクスのコストを-3する。ただし、0以下にならない。"
NEXT_HAND = NEXT.replace("次にプレイする", "次に手札からプレイする")


def minion(cost, type_=CardType.ZX):
    return card(f"ミニョン{cost}", type_, cost=cost)


def test_the_next_play_discount_reaches_hand_cards_of_its_filter_and_bounds_only():
    game = fresh()
    event(game, NEXT)
    five, four, three, other = minion(5), minion(4), minion(3), card("狸", cost=5)
    assert [game.cost_of(c) for c in (five, four, three, other)] == [2, 1, 3, 5]  # 4-3=1; 3: below 「コスト4以上」
    game.turn += 1
    assert game.cost_of(five) == 5  # over with its turn


@pytest.mark.parametrize(("body", "cost"), [(NEXT, 2), (NEXT_HAND, 5)])
def test_the_next_play_discount_reaches_the_dynamis_only_from_any_zone(body, cost):
    ex = minion(5, CardType.ZX_EX)
    game = ready(deck_with([ex]), [(ex.number, "", "")], resources=2)
    assert game.dynamis_playable() == []  # 5 with 2 resources
    event(game, body, scripts=dict(game.scripts))
    assert game.cost_of(ex, from_dynamis=True) == cost
    assert game.dynamis_playable() == ([0] if cost == 2 else [])


def test_a_play_from_the_dynamis_uses_the_next_play_discount_up():
    ex = minion(5, CardType.ZX_EX)
    game = ready(deck_with([ex]), [(ex.number, "", "")], resources=2)
    event(game, NEXT, scripts=dict(game.scripts))
    hand_card = minion(6)
    assert game.cost_of(hand_card) == 3
    assert game.play_from_dynamis(0)
    assert ex in [u.card for u in game.squares.values()]
    assert [r.rebooted for r in game.resources] == [False, False]
    assert game.cost_of(hand_card) == 6  # used by the Dynamis play


@pytest.mark.parametrize(("body", "after"), [(NEXT, 6), (NEXT_HAND, 3)])
def test_a_play_without_its_cost_uses_up_only_the_discount_of_any_zone(body, after):
    game = board({}, {})
    event(game, body)
    assert game.play_without_cost(minion(5), "ability")
    assert game.cost_of(minion(6)) == after


def test_a_play_of_another_card_leaves_the_next_play_discount():
    game = board({}, {})
    event(game, NEXT)
    assert game.play_without_cost(minion(3), "ability")  # not of 「コスト4以上」
    assert game.cost_of(minion(6)) == 3


# -- 「ターン終了時まで、あなたの手札にあるすべての<filter>のコストはN減る」: every such hand card this turn ----------------------
ALL_HAND = "ターン終了時まで、あなたの手札にあるすべての[ミソス]のコストは1減る。ただし、0以下にならない。"


def mythos(cost):
    return dataclasses.replace(card(cost=cost), races=("ミソス",))


def test_every_hand_card_of_the_filter_costs_less_this_turn_and_is_not_used_up():
    game = fresh()
    game.resources = [Resource(card(cost=1)) for _ in range(4)]
    first, second, cheap, other = mythos(3), mythos(3), mythos(1), card(cost=3)
    game.hand = [first, second]
    event(game, ALL_HAND)
    assert [game.cost_of(c) for c in (first, second, cheap, other)] == [2, 2, 1, 3]  # 1: not below 1
    assert game.play_from_hand(0)
    assert sum(not r.rebooted for r in game.resources) == 2
    later = mythos(4)  # a card that comes to the hand later is reached too (811.4)
    assert (game.cost_of(second), game.cost_of(later)) == (2, 3)
    assert game.cost_of(later, from_dynamis=True) == 4  # the hand only
    game.turn += 1
    assert game.cost_of(second) == 3


def test_the_hand_discount_without_until_the_end_of_the_turn_stays_unread():
    for body in (ALL_HAND, NEXT):
        assert read_card("X", "≪イベント≫" + body.removeprefix("ターン終了時まで、")).abilities == (), body
    (ability,) = read_card("X", "≪イベント≫" + ALL_HAND).abilities
    assert [(e.kind, e.rest, e.take) for e in ability.effects] == [(Kind.NEXT_PLAY_DISCOUNT, "hand", 1)]
    assert line_part(ability) == "acting"


# -- 「ターン終了時まで、このカード/そのゼクスのパワーを+Nしてよい」 ----------------------------------------------------------------
def test_this_card_may_raise_its_power_and_the_goldfish_does():
    game = board({}, {})
    unit = entered(game, "ターン終了時まで、このカードのパワーを+2000してよい。", zx(3000))
    assert game.power_of(unit) == 5000
    game.end_turn()
    assert game.power_of(unit) == 3000


def test_the_z_x_that_entered_may_get_the_power_and_another_does_not():
    game = board({(0, 0): zx(1000)}, {})
    fox = dataclasses.replace(card("妖狐", cost=1), power=2000)
    game.hand = [fox]
    body = "あなたの手札にある「妖狐」を1枚選び、リブートでゼクスのないノーマルスクエアに登場させ、ターン終了時まで、そのゼクスのパワーを+2000してよい。"
    event(game, body)
    powers = sorted(game.power_of(u) for u in game.squares.values())
    assert powers == [1000, 4000]


# -- ≪レンジ∞≫ until the end of the turn -----------------------------------------------------------------------------
def test_this_card_gains_range_infinity_this_turn_only():
    game = board({}, {})
    unit = entered(game, "ターン終了時まで、このカードは≪レンジ∞≫を得る。", zx(3000), square=(0, 0))
    assert reach(game, unit) == 99
    game.turn += 1
    assert reach(game, unit) == 1


def test_a_chosen_z_x_is_given_range_infinity():
    game = board({(0, 0): zx(3000), (0, 2): zx(2000)}, {})
    event(game, "スクエアにあるあなたのゼクスを1枚選び、ターン終了時まで、≪レンジ∞≫を与える。")
    assert sorted(reach(game, u) for u in game.squares.values()) == [1, 99]


def test_range_infinity_for_the_whole_game_stays_unread():
    assert read_card("X", "≪イベント≫ゲーム終了時まで、このカードは≪レンジ∞≫を得る。").abilities == ()


# -- protections from the opponent's (cheap) cards' effects: nothing to protect from ------------------------------------
@pytest.mark.parametrize(
    "body",
    [
        "ターン終了時まで、このカードは相手のコスト1以下のカードの効果を受けない。",
        "ターン終了時まで、このカードは相手の元々のコストが3以下のカードの効果を受けない。",
        "バトル終了時まで、このカードは相手の元々のコストが3以下のカードの効果を受けない。",
        "スクエアにあるあなたのゼクスを1枚選び、ターン終了時まで、そのゼクスは相手のカードの効果を受けない。",
    ],
)
def test_a_protection_alone_is_read_and_changes_nothing(body):
    (ability,) = read_card("X", "≪イベント≫" + body).abilities
    assert [e.kind for e in ability.effects] == [Kind.NO_TARGET]
    assert line_part(ability) == "opponent_board_only"
    game = board({(1, 0): zx(3000)}, {})
    event(game, body)
    assert game.power_of(game.squares[(1, 0)]) == 3000


def test_the_power_beside_a_protection_is_raised():
    game = board({(1, 0): zx(3000)}, {})
    event(
        game,
        "スクエアにあるあなたのゼクスを1枚選び、ターン終了時まで、パワーを+2000し、そのゼクスは相手のコスト3以下のカードの効果を受けない。",
    )
    assert game.power_of(game.squares[(1, 0)]) == 5000
    game = board({}, {})
    unit = entered(
        game, "ターン終了時まで、このカードのパワーを+3000し、このカードは相手のカードの効果を受けない。", zx(3000)
    )
    assert game.power_of(unit) == 6000


def test_the_range_beside_a_protection_is_given():
    game = board({}, {})
    unit = entered(
        game, "ターン終了時まで、このカードは相手のカードの効果を受けず、≪レンジ2≫を得る。", zx(3000), (0, 0)
    )
    assert reach(game, unit) == 2


def test_a_protection_of_the_opponent_s_z_x_or_without_a_duration_stays_unread():
    theirs = "スクエアにある相手のゼクスを1枚選び、ターン終了時まで、そのゼクスは相手のカードの効果を受けない。"
    lasting = "スクエアにあるあなたのゼクスを1枚選び、そのゼクスは相手のカードの効果を受けない。"
    for body in (theirs, lasting):
        assert read_card("X", "≪イベント≫" + body).abilities == (), body


# -- 「ターン終了時まで、…パワーを-Nし、相手は…プレイできない / あなたは《同名》のこの能力をプレイできない」 -------------------------
CENTRE, LEFT = (1, 1), (1, 0)
LOWER_AND_BAR = "ターン終了時まで、現在スクエアにあるすべての相手のゼクスのパワーを-5000し、相手は自分のプレイヤースクエアにあるゼクスの≪起≫能力をプレイできない。"


def test_the_power_is_lowered_and_the_bar_after_it_lasts_as_long():
    (ability,) = read_card("X", "≪イベント≫" + LOWER_AND_BAR).abilities
    assert [e.kind for e in ability.effects] == [Kind.CHOOSE_ZX, Kind.NO_TARGET]
    game = board({}, {CENTRE: 6000, LEFT: 4000})
    event(game, LOWER_AND_BAR)
    assert {sq: u.power for sq, u in game.opponent_squares.items()} == {CENTRE: 1000}  # 4000-5000: destroyed


def test_the_bar_after_a_lasting_power_without_a_duration_stays_unread():
    lasting = LOWER_AND_BAR.removeprefix("ターン終了時まで、")
    assert read_card("X", "≪イベント≫" + lasting).abilities == ()


def test_a_chosen_z_x_s_lowered_power_carries_the_bar_after_it():
    body = "スクエアにある相手のゼクスを1枚選び、ターン終了時まで、パワーを-2000し、相手はそのゼクスが元々持つ能力をプレイできない。"
    (ability,) = read_card("X", "≪イベント≫" + body).abilities
    assert [e.kind for e in ability.effects] == [Kind.CHOOSE_ZX, Kind.NO_TARGET]
    game = board({}, {CENTRE: 6000})
    event(game, body)
    assert game.opponent_squares[CENTRE].power == 4000
    assert read_card("X", "≪イベント≫" + body.replace("ターン終了時まで、", "")).abilities == ()


def test_the_forbid_of_the_name_after_a_lowered_power_lasts_the_turn():
    text = (
        "≪自≫【有効】スクエア【誘発】このカードが登場する。\n【効果】ターン終了時まで、現在スクエアにあるすべての相手のゼクスの"
        "パワーを-2000し、あなたは《同名》のこの能力をプレイできない。"
    )
    (ability,) = read_card("X", text).abilities
    assert [(e.kind, e.rest) for e in ability.effects] == [(Kind.CHOOSE_ZX, "power"), (Kind.FORBID_ABILITY, "this")]
    one = dataclasses.replace(card("見張り", cost=2), power=3000)
    game = board({}, {CENTRE: 6000})
    game.scripts = {one.number: read_card(one.number, text)}
    assert game.enter(one, "ability", (0, 0))
    assert game.enter(dataclasses.replace(one), "ability", (0, 2))  # a second of the name: its ability is barred
    assert game.opponent_squares[CENTRE].power == 4000


# -- 「…N枚につき、Mダメージを割り振って与える」: the counted damage shared out among a free choice ------------------------------
SPLIT_PER = (
    "ノーマルスクエアにある相手のゼクスを2枚まで選び、あなたのリソース1枚につき、2000ダメージを割り振って与える。"
)


@pytest.mark.parametrize(("resources", "left"), [(4, {}), (2, {LEFT: 5000}), (1, {CENTRE: 3000, LEFT: 5000})])
def test_the_damage_for_each_resource_is_shared_out(resources, left):
    """8000 destroys both (3000 and 5000), 4000 the 3000 one only (the 1000 left over on the other), 2000 neither."""
    game = board({}, {CENTRE: 3000, LEFT: 5000})
    game.resources = [Resource(card(cost=1)) for _ in range(resources)]
    event(game, SPLIT_PER)
    assert {sq: u.power for sq, u in game.opponent_squares.items()} == left
    assert sum(u.damage for u in game.opponent_squares.values()) == {4: 0, 2: 1000, 1: 2000}[resources]


def test_shared_out_damage_for_a_count_of_a_fixed_number_of_z_x_stays_unread():
    assert read_card("X", "≪イベント≫" + SPLIT_PER.replace("2枚まで", "1枚")).abilities == ()


# -- 「…N枚につき、このカードのパワーを+Mしてよい」 and 「ゲームから除外されているあなたのカードN枚につき」 ---------------------------
@pytest.mark.parametrize(("counted", "power"), [(4, 5000), (1, 3000)])
def test_the_power_for_each_count_may_be_taken_and_the_remove_zone_is_counted(counted, power):
    game = board({}, {})
    game.resources = [Resource(card(cost=1)) for _ in range(counted)]
    unit = entered(
        game, "ターン終了時まで、あなたのリソースにあるカード2枚につき、このカードのパワーを+1000してよい。", zx(3000)
    )
    assert game.power_of(unit) == power
    game = board({}, {})
    game.removed = [card(cost=1) for _ in range(counted)]
    unit = entered(
        game,
        "ターン終了時まで、ゲームから除外されているあなたのカード2枚につき、このカードのパワーを+1000する。",
        zx(3000),
    )
    assert game.power_of(unit) == power


# -- 「ターン終了時まで、…は攻撃できない」, 「…ノーマルスクエアにあるゼクスにしか攻撃できない」 (effects.attack_bars) -------------------
BAR_ENTERED = "あなたの手札にある「妖狐」を1枚選び、リブートでゼクスのないノーマルスクエアに登場させる。登場させたならば、ターン終了時まで、そのゼクスは攻撃できない。"
NEXT_TO_PLAYER = (1, 1)  # your square next to the opponent's player square


def fox():
    return dataclasses.replace(card("妖狐", cost=1), power=5000)


def test_the_z_x_that_entered_may_not_attack_this_turn_and_may_the_next():
    game = board({(0, 0): zx(3000)}, {})
    game.hand = [fox()]
    event(game, BAR_ENTERED)
    (square,) = [sq for sq, u in game.squares.items() if u.card.name == "妖狐"]
    assert not can_attack_player(game, square)
    assert can_attack_player(game, (0, 0))  # the Z/X already there may
    assert square not in attackers(game)
    assert game.policy.next_attack(game) == (0, 0)  # the policy's quick path leaves it out too
    game.turn += 1
    assert can_attack_player(game, square)


def test_a_bar_without_until_the_end_of_the_turn_or_after_no_z_x_put_stays_unread():
    lasting = BAR_ENTERED.replace("ターン終了時まで、", "")
    assert read_card("X", "≪イベント≫" + lasting).abilities == ()
    both = "カードを1枚引く。ターン終了時まで、このカードとそのゼクスは攻撃できない。"
    text = "≪自≫【有効】スクエア【誘発】このカードが登場する。\n【効果】" + both
    assert read_card("X", text).abilities == ()


def test_this_card_and_the_z_x_that_entered_may_not_attack():
    body = (
        "あなたの手札にある「妖狐」を1枚選び、リブートでゼクスのないノーマルスクエアに登場させる。"
        "ターン終了時まで、このカードとそのゼクスは攻撃できない。"
    )
    game = board({(0, 0): zx(3000)}, {})
    game.hand = [fox()]
    unit = entered(game, body, zx(4000), square=(1, 0))
    assert (unit.no_attack_turn, game.squares[(0, 0)].no_attack_turn) == (game.turn, 0)
    assert [u.card.name for u in game.squares.values() if u.no_attack_turn == game.turn].count("妖狐") == 1
    assert sorted(attackers(game)) == [(0, 0)]


@pytest.mark.parametrize(("cost", "barred"), [(5, True), (6, False)])
def test_every_z_x_of_the_filter_now_on_squares_may_not_attack(cost, barred):
    game = board({(0, 0): dataclasses.replace(card(cost=cost), power=3000)}, {})
    event(game, "ターン終了時まで、現在スクエアにあるすべてのあなたのコスト5以下のゼクスは攻撃できない。")
    assert can_attack_player(game, (0, 0)) is not barred
    later = dataclasses.replace(card(cost=1), power=1000)
    assert game.enter(later, "ability", NEXT_TO_PLAYER)
    assert can_attack_player(game, NEXT_TO_PLAYER)  # 「現在」: one that comes later is not barred


def test_a_z_x_that_may_attack_only_z_x_on_normal_squares_attacks_a_defender_not_the_player():
    body = (
        "あなたの手札にある「妖狐」を1枚選び、リブートでゼクスのないノーマルスクエアに登場させ、"
        "ターン終了時まで、そのゼクスはノーマルスクエアにあるゼクスにしか攻撃できない。"
    )
    game = board({}, {LEFT: 3000})
    game.hand = [fox()]
    event(game, body)
    (square,) = game.squares
    assert (square, distance(square, LEFT), distance(square, (0, 1))) == (NEXT_TO_PLAYER, 1, 1)
    assert not can_attack_player(game, square)
    assert can_attack_zx(game, square, LEFT)
    game.turn += 1
    assert can_attack_player(game, square)


# -- 「ターン終了時まで、…が相手のゼクスに与えるダメージを+N」 (effects.attack_bars, DAMAGE_UP of `rest` "zx") ------------------------
@pytest.mark.parametrize(
    ("body", "destroyed"),
    [("ターン終了時まで、このカードが相手のゼクスに与えるダメージを+2000する。", True), ("", False)],
)
def test_this_card_deals_more_damage_to_a_defender_this_turn(body, destroyed):
    """3000 against a 5000 defender: with 2000 more it destroys it (904.1), without it does not."""
    game = board({}, {CENTRE: 5000})
    unit = entered(game, body or "カードを1枚引く。", zx(3000), square=LEFT)
    assert declare_attack(game, LEFT, CENTRE)
    assert (CENTRE not in game.opponent_squares) is destroyed
    assert zx_damage_bonus(game, unit) == (2000 if destroyed else 0)
    game.turn += 1
    assert zx_damage_bonus(game, unit) == 0  # over with its turn


def test_the_chosen_z_x_gets_the_power_and_the_damage_and_every_z_x_now_the_damage():
    game = board({(0, 0): zx(3000)}, {})
    event(
        game,
        "スクエアにあるあなたのゼクスを1枚選び、ターン終了時まで、パワーを+3000し、相手のゼクスに与えるダメージを+2000する。",
    )
    unit = game.squares[(0, 0)]
    assert (game.power_of(unit), zx_damage_bonus(game, unit)) == (6000, 2000)
    event(game, "ターン終了時まで、すべてのあなたのゼクスが相手のゼクスに与えるダメージを+1000する。")
    later = dataclasses.replace(card(cost=1), power=1000)
    assert game.enter(later, "ability", (1, 1))
    assert (zx_damage_bonus(game, unit), zx_damage_bonus(game, game.squares[(1, 1)])) == (3000, 0)


def test_more_damage_to_the_opponent_s_z_x_acts_only_against_defenders_and_needs_a_duration():
    text = "≪起≫【有効】スクエア【コスト】《無0・無0》【効果】ターン終了時まで、このカードが相手のゼクスに与えるダメージを+2000する。"
    (ability,) = read_card("X", text).abilities
    assert line_part(ability) == "acting_vs_defenders"
    assert read_card("X", text.replace("ターン終了時まで、", "")).abilities == ()


def test_a_z_x_counted_in_tai_and_the_z_x_that_entered_named_twice_get_the_power():
    game = board({(0, 0): zx(3000)}, {})
    event(game, "スクエアにあるゼクスを1体選び、ターン終了時まで、パワーを+4000する。")
    assert game.power_of(game.squares[(0, 0)]) == 7000
    game.hand = [fox()]
    event(
        game,
        "あなたの手札にある「妖狐」を1枚選び、リブートでゼクスのないノーマルスクエアに登場させ、ターン終了時まで、登場させたそのゼクスのパワーを+3000する。",
    )
    assert sorted(game.power_of(u) for u in game.squares.values()) == [7000, 8000]
    assert (
        read_card("X", "≪イベント≫スクエアにあるゼクスを1匹選び、ターン終了時まで、パワーを+4000する。").abilities == ()
    )


# -- 「…相手のゼクス…、ターン終了時まで、コストを±N(し、パワーを-Mする)。ただし、(コストは)0以下にならない。」 -------------------------
def test_the_opponent_s_z_x_costs_less_this_turn_not_below_1_and_a_cost_bound_then_reaches_it():
    game = board({}, {CENTRE: 5000, LEFT: 2000})
    game.opponent_squares[CENTRE].cost, game.opponent_squares[LEFT].cost = 5, 1
    event(
        game,
        "ターン終了時まで、現在スクエアにあるすべての相手のゼクスのコストを2減らし、パワーを-2000する。ただし、コストは0以下にならない。",
    )
    assert {sq: (u.cost, u.power) for sq, u in game.opponent_squares.items()} == {CENTRE: (3, 3000)}  # LEFT: 0 power
    event(game, "ノーマルスクエアにある相手のコスト3以下のゼクスを1枚選び、破壊する。")
    assert game.opponent_squares == {}  # cost 3 now: within the bound


def test_the_cost_change_ends_with_the_turn_and_without_a_floor_may_reach_0():
    game = board({}, {CENTRE: 5000})
    unit = game.opponent_squares[CENTRE]
    unit.cost = 2
    event(game, "スクエアにある相手のゼクスを1枚選び、ターン終了時まで、コストを-3する。ただし、0以下にならない。")
    assert unit.cost == 1
    event(game, "スクエアにある相手のゼクスを1枚選び、ターン終了時まで、コストを+2し、パワーを-1500する。")
    assert (unit.cost, unit.power) == (3, 3500)
    unit.end_turn()
    assert (unit.cost, unit.power) == (2, 5000)
    event(game, "スクエアにある相手のゼクスを1枚選び、ターン終了時まで、コストを-3する。")
    assert unit.cost == 0


def test_a_cost_change_of_the_opponent_s_z_x_without_a_duration_stays_unread():
    assert read_card("X", "≪イベント≫スクエアにある相手のゼクスを1枚選び、コストを-3する。").abilities == ()


# -- 「除外した/トラッシュに置いたゼクスのパワーに等しいダメージを与える」 (effects.placed_power) ------------------------------------
REMOVE_AND_HIT = (
    "≪起≫【有効】スクエア【コスト】あなたの手札にあるゼクスを1枚除外する。\n"
    "【効果】ノーマルスクエアにある相手のゼクスを1枚選び、除外したゼクスのパワーに等しいダメージを与える。"
)


@pytest.mark.parametrize(("power", "left"), [(7000, {}), (5000, {CENTRE: 6000})])
def test_the_damage_is_the_power_of_the_z_x_the_payment_removed(power, left):
    game = board({}, {CENTRE: 6000})
    hitter = dataclasses.replace(card(cost=2), power=3000)
    script = read_card(hitter.number, REMOVE_AND_HIT)
    assert script.unread == (), script.unread
    game.scripts = {hitter.number: script}
    game.squares[(1, 0)] = OnSquare(hitter, True, 3000)
    removed = dataclasses.replace(card(cost=4), power=power)
    game.hand = [removed]
    activate(game, (1, 0), script.abilities[0])
    assert game.removed == [removed]
    assert {sq: u.power for sq, u in game.opponent_squares.items()} == left
    assert sum(u.damage for u in game.opponent_squares.values()) == (0 if not left else power)


def test_the_damage_after_an_effect_s_move_to_the_trash_and_unread_after_anything_else():
    body = "あなたの手札にあるゼクスを1枚選び、トラッシュに置く。ノーマルスクエアにある相手のゼクスを1枚選び、トラッシュに置いたゼクスのパワーに等しいダメージを与える。"
    game = board({}, {CENTRE: 6000})
    game.hand = [dataclasses.replace(card(cost=4), power=8000)]
    event(game, body)
    assert game.opponent_squares == {}
    drawn = body.replace("トラッシュに置く。", "トラッシュに置き、カードを1枚引く。")
    assert read_card("X", "≪イベント≫" + drawn).abilities == ()
    two = body.replace("1枚選び、トラッシュに置く", "2枚選び、トラッシュに置く")
    assert read_card("X", "≪イベント≫" + two).abilities == ()


def test_the_damage_inside_an_option_after_no_move_of_its_own_stays_unread():
    body = (
        "以下の効果から1つ選び、解決する。●カードを1枚引く。●あなたのトラッシュにあるゼクスを1枚選び、除外する。"
        "除外したならば、ノーマルスクエアにあるゼクスを1枚選び、除外したゼクスのパワーに等しいダメージを与える。"
    )
    (ability,) = read_card("X", "≪イベント≫" + body).abilities
    assert [e.kind for e in ability.effects] == [Kind.MODAL]
    drawn = body.replace("あなたのトラッシュにあるゼクスを1枚選び、除外する。除外したならば、", "カードを1枚引く。")
    assert read_card("X", "≪イベント≫" + drawn).abilities == ()  # a draw, no move, before the damage


def test_the_damage_after_the_opponent_s_trash_z_x_removed_is_never_dealt():
    """「相手のトラッシュにあるゼクスを1枚選び、除外する。除外したならば、…除外したゼクスのパワーに等しいダメージ」: no
    trash of the opponent is modelled (a NO_TARGET, never done), so the damage that waits on it is never dealt."""
    body = (
        "相手のトラッシュにあるゼクスを1枚選び、ゲームから除外する。除外したならば、ノーマルスクエアにある相手のゼクスを"
        "1枚選び、除外したゼクスのパワーに等しい値のダメージを与える。"
    )
    (ability,) = read_card("X", "≪イベント≫" + body).abilities
    assert [(e.kind, e.if_did) for e in ability.effects] == [(Kind.NO_TARGET, False), (Kind.CHOOSE_ZX, True)]
    game = board({}, {CENTRE: 1000})
    event(game, body)
    assert {sq: (u.power, u.damage) for sq, u in game.opponent_squares.items()} == {CENTRE: (1000, 0)}
    assert read_card("X", "≪イベント≫" + body.replace("除外したならば、", "")).abilities == ()  # not waiting on it


@pytest.mark.parametrize(("named", "left"), [(True, {}), (False, {CENTRE: 6000})])
def test_the_damage_after_a_draw_is_the_power_of_the_z_x_put_into_the_trash(named, left):
    """「…1枚選び、トラッシュに置いてよい。置いたならば、1枚引き、…この効果でトラッシュに置いたゼクスのパワーに等しいダメ
    ージ」: the draw keeps what the move put; no Z/X of the name in the hand: nothing put, no draw, no damage."""
    game = board({}, {CENTRE: 6000})
    put = dataclasses.replace(card("美食楼A" if named else "別の者", cost=4), power=7000)
    game.hand = [put]
    top = game.deck[:1]
    event(
        game,
        "あなたの手札にあるカード名に「美食楼」を含むゼクスを1枚選び、トラッシュに置いてよい。置いたならば、1枚引き、"
        "ノーマルスクエアにある相手のゼクスを1枚選び、この効果でトラッシュに置いたゼクスのパワーに等しいダメージを与える。",
    )
    assert {sq: u.power for sq, u in game.opponent_squares.items()} == left
    assert game.trash == ([put] if named else [])
    assert game.hand == (top if named else [put])


# -- 「…パワーを±Nし、<a clause of its own>」: cut after the power (grammar._BOUNDARY) ------------------------------------------
def test_a_lowered_power_then_this_card_s_range_or_power_each_done():
    game = board({}, {CENTRE: 6000, LEFT: 9000})
    body = "ノーマルスクエアにある相手のゼクスを2枚まで選び、ターン終了時まで、パワーを-5000し、このカードのパワーを+2000する。"
    unit = entered(game, body, zx(3000), square=(0, 0))
    assert {sq: u.power for sq, u in game.opponent_squares.items()} == {CENTRE: 1000, LEFT: 4000}
    assert game.power_of(unit) == 5000
    game = board({}, {CENTRE: 6000})
    body = "スクエアにある相手のゼクスを1枚選び、ターン終了時まで、パワーを-3000し、ターン終了時まで、このカードは≪レンジ2≫を得る。"
    unit = entered(game, body, zx(3000), square=(0, 0))
    assert (game.opponent_squares[CENTRE].power, reach(game, unit)) == (3000, 2)
    (ability,) = read_card(
        "X", "≪イベント≫スクエアにあるあなたのゼクスを1枚選び、ターン終了時まで、パワーを+2000し、≪絶界≫を与える。"
    ).abilities
    assert [(e.kind, e.rest) for e in ability.effects] == [(Kind.CHOOSE_ZX, "power")]  # still one clause


@pytest.mark.parametrize(("player_zx", "left"), [(7000, {}), (5000, {CENTRE: 6000}), (None, {CENTRE: 6000})])
def test_the_damage_is_the_power_of_your_z_x_on_your_player_square(player_zx, left):
    own = {(2, 1): zx(player_zx)} if player_zx else {}
    game = board(own, {CENTRE: 6000})
    event(
        game,
        "ノーマルスクエアにある相手のゼクスを1枚選び、あなたのプレイヤースクエアにあるゼクスのパワーに等しい値のダメージを与える。",
    )
    assert {sq: u.power for sq, u in game.opponent_squares.items()} == left
    assert sum(u.damage for u in game.opponent_squares.values()) == {7000: 0, 5000: 5000, None: 0}[player_zx]


def test_the_opponent_s_z_x_may_be_raised_until_the_end_of_the_turn():
    game = board({}, {CENTRE: 3000})
    event(game, "スクエアにある相手のゼクスを1枚選び、ターン終了時まで、パワーを+1000する。")
    unit = game.opponent_squares[CENTRE]
    assert unit.power == 4000
    unit.end_turn()
    assert unit.power == 3000


def test_a_z_x_of_the_opponent_s_trash_onto_its_squares_chooses_nothing():
    body = (
        "あなたのトラッシュにあるカード名に「初命」を含むゼクスを1枚選び、手札に戻す。"
        "相手のトラッシュにあるゼクスを1枚選び、スリープでゼクスのないノーマルスクエアに登場させる。"
    )
    (ability,) = read_card("X", "≪イベント≫" + body).abilities
    assert [e.kind for e in ability.effects] == [Kind.MOVE, Kind.NO_TARGET]
    game = board({}, {CENTRE: 3000})
    first = card("初命A", cost=2)
    game.trash = [first]
    event(game, body)
    assert (game.hand, game.trash, game.squares, list(game.opponent_squares)) == ([first], [], {}, [CENTRE])
    mine = body.replace("相手のトラッシュ", "スクエアにある相手のゼクスを1枚選び、相手のトラッシュ")
    assert read_card("X", "≪イベント≫" + mine).abilities == ()


# -- 「手札に戻すか、破壊するか、リソースにスリープで置く」 on the opponent's Z/X: the goldfish takes the best (run.opposing) ----------
@pytest.mark.parametrize(
    ("verbs", "resources", "charge"),
    [
        ("手札に戻すか、破壊するか、リソースにスリープで置く", 0, 1),
        ("手札に戻すかリソースにスリープで置く", 0, 0),
        ("リソースにスリープで置くか除外する", 0, 0),
        ("リソースにスリープで置く", 1, 0),  # alone: into its resources (the count the assertion reads)
    ],
)
def test_a_choice_of_what_befalls_the_opponent_s_z_x_takes_the_best(verbs, resources, charge):
    """A destroy when it may (to its charge), else back to its hand or removed, never into its resources."""
    game = board({}, {CENTRE: 3000})
    before = game.opponent_resources()
    event(game, f"ノーマルスクエアにある相手のゼクスを1枚選び、{verbs}。")
    assert game.opponent_squares == {}
    assert (game.opponent_charge, game.opponent_resources() - before) == (charge, resources)


# -- 「あなたのリソースにあるカードの色の種類数×Mダメージを割り振って与える」, 「スクエアにあるあなたのリンクN枚につき、Mダメージ」 ---------
@pytest.mark.parametrize(("colors", "left"), [(3, {}), (0, {CENTRE: 3000, LEFT: 2000})])
def test_damage_for_each_colour_of_your_resources_is_shared_out(colors, left):
    """Three colours: 6000 shared out destroys a 3000 and a 2000 defender; no resource: no damage at all."""
    game = board({}, {CENTRE: 3000, LEFT: 2000})
    game.resources = [Resource(card(colors=frozenset({c}))) for c in [Color.RED, Color.BLUE, Color.WHITE][:colors]]
    game.resources += [Resource(card(colors=frozenset({Color.RED})))] if colors else []  # a colour twice counts once
    event(
        game,
        "ノーマルスクエアにあるゼクスを好きな枚数選び、あなたのリソースにあるカードの色の種類数×2000ダメージを割り振って与える。",
    )
    assert {sq: u.power for sq, u in game.opponent_squares.items()} == left
    assert sum(u.damage for u in game.opponent_squares.values()) == 0


@pytest.mark.parametrize(("links", "left"), [(1, {}), (0, {CENTRE: 5000})])
def test_damage_for_each_link_of_yours(links, left):
    game = board({}, {CENTRE: 5000})
    game.links = (((1, 0), "X"),)[:links]
    event(
        game,
        "ノーマルスクエアにある相手のゼクスを1枚選び、スクエアにあるあなたのリンク1枚につき、6000ダメージを与える。",
    )
    assert {sq: u.power for sq, u in game.opponent_squares.items()} == left


def test_a_raised_power_then_a_draw():
    game = board({(0, 0): dataclasses.replace(card(cost=2, colors=frozenset()), power=3000)}, {})
    top = game.deck[0]
    event(game, "スクエアにある無色のゼクスを1枚選び、ターン終了時まで、パワーを+1000し、カードを1枚引く。")
    assert (game.power_of(game.squares[(0, 0)]), game.hand) == (4000, [top])
