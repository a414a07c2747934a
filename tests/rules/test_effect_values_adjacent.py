"""The opponent's Z/X next to a square (effects.opponent_words, effects.zx_states "#next" / "next_opponent_player"):
「このカード(がある(スクエア))の隣の(ノーマル)スクエアにある…相手のゼクス」, 「ノーマルスクエアにある、このカードと隣接して
いる…」 and 「相手のプレイヤースクエアの隣のスクエアにある…」, each read and carried out against a defending opponent with
Z/X next to the square and away from it; and every one of them sent off by the verbs of 「すべての…を」 (remove, the
bottom or top of its deck)."""

import dataclasses

from tests.rules.builders import card
from tests.rules.test_effect_values import entered, event
from tests.rules.test_goldfish_opponent import GUARD, game_with
from zxdecks.rules.board import OnSquare
from zxdecks.rules.effects import read_card
from zxdecks.rules.effects.coverage import line_part
from zxdecks.rules.effects.grammar import read_clause
from zxdecks.rules.effects.language import Effect, Kind
from zxdecks.rules.effects.run.choices import own_choices
from zxdecks.rules.effects.zx_states import beside_word, next_holds

LEFT, CENTRE, RIGHT = (1, 0), (1, 1), (1, 2)
FAR_LEFT, FAR_RIGHT, NEAR_LEFT = (0, 0), (0, 2), (2, 0)


def board(theirs):
    game = game_with({}, theirs)
    game.hand, game.trash, game.charge = [], [], []
    return game


def left_on(game):
    return sorted(game.opponent_squares)


def test_every_defender_next_to_this_card_is_destroyed_and_the_others_stay():
    """303.2: (1, 0) is next to (0, 0) and (1, 1); (0, 2) is far and (0, 1) diagonal."""
    game = board({FAR_LEFT: 5000, CENTRE: 9000, FAR_RIGHT: 5000, GUARD: 5000})
    entered(game, "このカードの隣のノーマルスクエアにあるすべての相手のゼクスを破壊する。", square=LEFT)
    assert left_on(game) == [GUARD, FAR_RIGHT]


def test_the_opponents_player_square_next_to_this_card_is_not_a_normal_square_and_stays():
    """303.3b: on the centre, the opponent's player square (0, 1) is next to this card but not a normal square."""
    game = board({GUARD: 5000, RIGHT: 5000, FAR_LEFT: 5000})
    entered(game, "このカードがあるスクエアの隣のノーマルスクエアにあるすべての相手のゼクスを破壊する。", square=CENTRE)
    assert left_on(game) == [FAR_LEFT, GUARD]


def test_next_to_this_card_on_any_square_takes_the_opponents_player_square_too():
    game = board({GUARD: 5000, RIGHT: 5000, FAR_LEFT: 5000})
    entered(
        game, "このカードがあるスクエアの隣のスクエアにあるすべての相手のコスト5以下のゼクスを破壊する。", square=CENTRE
    )
    assert left_on(game) == [FAR_LEFT]


def test_touching_this_card_sends_the_defender_next_to_it_back_to_the_hand_only():
    game = board({CENTRE: 5000, FAR_RIGHT: 5000})
    entered(game, "ノーマルスクエアにある、このカードと隣接しているすべての相手のゼクスを手札に戻す。", square=LEFT)
    assert left_on(game) == [FAR_RIGHT]


def test_damage_to_every_defender_touching_this_card_leaves_the_far_one_undamaged():
    game = board({CENTRE: 12000, FAR_LEFT: 5000, FAR_RIGHT: 5000})
    entered(
        game,
        "ノーマルスクエアにある、このカードと隣接しているすべての相手のゼクスに9000ダメージを与える。",
        square=LEFT,
    )
    assert {sq: u.damage for sq, u in game.opponent_squares.items()} == {CENTRE: 9000, FAR_RIGHT: 0}


def test_one_chosen_next_to_this_card_is_the_near_one_though_the_far_one_is_stronger():
    """The policy takes the strongest it may choose: the 12000 one is not next to (1, 0)."""
    game = board({CENTRE: 5000, RIGHT: 12000})
    entered(
        game, "このカードがあるスクエアの隣のノーマルスクエアにある相手のゼクスを1枚選び、手札に戻す。", square=LEFT
    )
    assert left_on(game) == [RIGHT]


def test_no_defender_next_to_this_card_means_nothing_happens():
    game = board({RIGHT: 5000, FAR_RIGHT: 5000})
    entered(game, "このカードの隣のノーマルスクエアにあるすべての相手のゼクスを破壊する。", square=LEFT)
    assert left_on(game) == [FAR_RIGHT, RIGHT]


def test_off_a_square_nothing_is_next_to_this_card_and_an_event_naming_it_stays_unread():
    """An event is on no square (delayed.both_on_squares); a Z/X whose ability resolves once it has left the
    squares is next to nothing either (zx_states.beside_word)."""
    script = read_card("T-2", "≪イベント≫このカードの隣のノーマルスクエアにあるすべての相手のゼクスを破壊する。")
    assert script.event is None
    assert "このカードの隣" in script.unread[0].reason
    game = board({CENTRE: 5000})
    assert beside_word(game, OnSquare(card(), True, 3000)) == "next:none"
    assert next_holds("next:none", CENTRE) is False
    assert next_holds("next:1,0", CENTRE) is True


def test_every_defender_next_to_the_opponents_player_square_goes_back_to_the_hand():
    """(0, 0), (1, 1) and (0, 2) are next to (0, 1); (2, 0) is not, nor (0, 1) itself."""
    game = board({FAR_LEFT: 5000, CENTRE: 5000, FAR_RIGHT: 5000, NEAR_LEFT: 5000, GUARD: 5000})
    event(game, "相手のプレイヤースクエアの隣のスクエアにあるすべての相手のゼクスを手札に戻す。")
    assert left_on(game) == [GUARD, NEAR_LEFT]


def test_a_power_lowered_until_end_of_turn_on_every_slept_defender_next_to_this_card():
    game = board({CENTRE: 12000, FAR_LEFT: 12000, FAR_RIGHT: 12000})
    game.opponent_squares[FAR_LEFT] = dataclasses.replace(game.opponent_squares[FAR_LEFT], rebooted=False)
    game.opponent_squares[CENTRE] = dataclasses.replace(game.opponent_squares[CENTRE], rebooted=False)
    entered(
        game,
        "ターン終了時まで、現在このカードの隣のノーマルスクエアにあるすべての相手のスリープのゼクスのパワーを-11000する。",
        square=LEFT,
    )
    assert {sq: u.power for sq, u in game.opponent_squares.items()} == {CENTRE: 1000, FAR_LEFT: 1000, FAR_RIGHT: 12000}


def test_a_card_of_yours_next_to_this_card_is_no_defender_and_is_never_chosen():
    """The words name the opponent's Z/X: your own Z/X next to this card stays whatever befalls the defenders."""
    game = board({CENTRE: 5000})
    mine = dataclasses.replace(card(cost=2), power=4000)
    game.enter(mine, "ability", FAR_LEFT)
    entered(game, "このカードの隣のノーマルスクエアにあるすべての相手のゼクスを破壊する。", square=LEFT)
    assert (left_on(game), sorted(game.squares)) == ([], [FAR_LEFT, LEFT])


def test_a_choice_next_to_this_card_takes_your_z_x_next_to_the_square_named_only():
    game = board({})
    near, far = (dataclasses.replace(card(cost=2), power=p) for p in (4000, 5000))
    game.enter(near, "ability", FAR_LEFT)
    game.enter(far, "ability", FAR_RIGHT)
    effect = Effect(Kind.CHOOSE_ZX, 1, rest="destroy", to="next:1,0")
    assert [sq for sq, _ in own_choices(game, effect, None)] == [FAR_LEFT]


# -- 「すべての…を」 with more verbs ------------------------------------------------------------------------------------
def test_every_defender_of_the_cost_is_removed_and_a_costlier_one_stays():
    game = board({CENTRE: 5000, RIGHT: 5000})
    game.opponent_squares[RIGHT] = dataclasses.replace(game.opponent_squares[RIGHT], cost=8)
    event(game, "ノーマルスクエアにあるすべての相手のコスト3以下のゼクスをゲームから除外する。")
    assert left_on(game) == [RIGHT]


def test_every_defender_goes_to_the_bottom_or_top_of_its_deck():
    for verb in ("好きな順番でデッキの下に置く", "好きな順番でデッキの上に置く"):
        game = board({CENTRE: 5000, GUARD: 5000})
        event(game, f"ノーマルスクエアにあるすべての相手のゼクスを{verb}。")
        assert left_on(game) == [GUARD], verb


def test_the_verbs_read_for_all_of_them_and_the_lines_act_against_defenders():
    for body, what in (
        ("ノーマルスクエアにあるすべての相手のゼクスをゲームから除外する", "remove"),
        ("ノーマルスクエアにあるすべての相手のゼクスを好きな順番でデッキの下に置く", "bottom"),
        ("ノーマルスクエアにあるすべての相手のゼクスを好きな順番でデッキの上に置く", "top"),
        ("このカードの隣のノーマルスクエアにあるすべての相手のゼクスを破壊する", "destroy"),
    ):
        clause = read_clause(body)
        assert clause.action is not None, body
        assert clause.action.what == what, body
        script = read_card("T-1", "≪自≫【有効】スクエア【誘発】このカードが登場する。\n【効果】" + body + "。")
        assert script.unread == (), body
        assert line_part(script.abilities[0]) == "acting_vs_defenders", body


def test_two_places_named_at_once_are_not_read():
    assert (
        read_clause(
            "このカードの隣のノーマルスクエアにある、このカードと隣接しているすべての相手のゼクスを破壊する"
        ).action
        is None
    )
    assert (
        read_clause("相手のプレイヤースクエアの隣のプレイヤースクエアにあるすべての相手のゼクスを破壊する").action
        is None
    )


# -- 自軍エリア (303.4a) and 攻撃されている -----------------------------------------------------------------------------
def test_the_opponents_z_x_in_your_own_area_is_slept_and_one_in_the_middle_row_is_not():
    game = board({(2, 0): 5000, CENTRE: 9000})
    event(game, "自軍エリアのスクエアにある相手のゼクスを1枚選び、スリープする。")
    assert {sq: u.rebooted for sq, u in game.opponent_squares.items()} == {(2, 0): False, CENTRE: True}


def test_no_z_x_of_the_opponent_in_your_own_area_means_nothing_is_slept():
    game = board({CENTRE: 9000, FAR_LEFT: 5000})
    event(game, "自軍エリアのスクエアにある相手のゼクスを1枚選び、スリープする。")
    assert all(u.rebooted for u in game.opponent_squares.values())


def test_your_z_x_in_your_own_area_alone_is_chosen():
    game = board({})
    near, middle = (dataclasses.replace(card(cost=2), power=p) for p in (4000, 5000))
    game.enter(near, "ability", NEAR_LEFT)
    game.enter(middle, "ability", CENTRE)
    effect = Effect(Kind.CHOOSE_ZX, 1, rest="destroy", to="own_area")
    assert [sq for sq, _ in own_choices(game, effect, None)] == [NEAR_LEFT]


def test_a_z_x_of_yours_attacked_is_never_there_and_a_raise_of_it_reads_as_nothing():
    """The modelled opponent attacks you, never a Z/X of yours: the raise chooses nothing (NO_TARGET); 「攻撃されている」
    of the opponent's is the attack target (zx_states)."""
    read = read_clause("自軍エリアのスクエアにある攻撃されているゼクスを1枚選び、ターン終了時まで、パワーを+3500する")
    assert read.action is not None
    assert read.action.verb == "no_target"
    script = read_card(
        "T-3",
        "≪イベント≫自軍エリアのスクエアにある攻撃されているゼクスを1枚選び、ターン終了時まで、パワーを+3500する。",
    )
    assert line_part(script.abilities[0]) == "opponent_board_only"


# -- any Z/X next to this card (lexicon._ON_SQUARES) --------------------------------------------------------------
def test_every_z_x_next_to_this_card_yours_and_theirs_is_destroyed_and_the_far_ones_stay():
    game = board({CENTRE: 5000, FAR_RIGHT: 5000})
    near, far = (dataclasses.replace(card(cost=2), power=p) for p in (4000, 5000))
    game.enter(near, "ability", NEAR_LEFT)
    game.enter(far, "ability", (2, 2))
    entered(game, "このカードがあるスクエアの隣のノーマルスクエアにあるすべてのゼクスを破壊する。", square=LEFT)
    assert (left_on(game), sorted(game.squares)) == ([FAR_RIGHT], [LEFT, (2, 2)])


def test_a_defender_put_back_on_the_top_of_its_deck_in_any_order_leaves_its_square():
    game = board({CENTRE: 5000, RIGHT: 6000, GUARD: 7000})
    event(game, "ノーマルスクエアにある相手のゼクスを2枚選び、好きな順番で相手のデッキの上に戻す。")
    assert left_on(game) == [GUARD]
