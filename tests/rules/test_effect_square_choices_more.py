"""Chosen Z/X on squares (session 17, np2), pinned by value in a game: a name left out (「「X」以外の」, 「《同名》以外の」)
and a Z/X put into its owner's deck, which is shuffled (「…選びデッキに戻し、シャッフルする」: yours into your deck, the
opponent's into its own, your deck then untouched)."""

import pytest

from tests.rules.builders import card
from tests.rules.test_effect_values import entered, event, fresh
from tests.rules.test_goldfish_defenders import defended
from tests.rules.test_goldfish_opponent import zx
from zxdecks.rules.effects import read_card
from zxdecks.rules.goldfish import OnSquare, Resource

INTO_DECK = "ノーマルスクエアにあるゼクスを1枚選びデッキに戻し、シャッフルする。"


def test_a_zx_of_yours_goes_into_your_deck_when_the_opponent_has_none():
    game = fresh()
    mine = card(cost=4)
    game.squares[(0, 0)] = OnSquare(mine, True, 1000)
    event(game, INTO_DECK)
    assert game.squares == {}
    assert len(game.deck) == 21
    assert any(c is mine for c in game.deck)


def test_the_opponents_zx_goes_into_its_deck_and_your_deck_is_not_shuffled():
    game = defended({(0, 0): zx(3000)}, {(1, 1): 5000})
    deck = list(game.deck)
    event(game, INTO_DECK)
    assert game.opponent_squares == {}
    assert (0, 0) in game.squares
    assert game.deck == deck


def test_into_the_deck_without_the_shuffle_stays_unread():
    script = read_card("X", "≪イベント≫ノーマルスクエアにあるゼクスを1枚選び、デッキに戻す。")
    assert script.abilities == ()
    assert "without the shuffle" in script.unread[0].reason


def test_a_name_left_out_keeps_that_zx_and_the_other_goes_to_the_hand():
    game = fresh()
    kept, sent = card("デネボラ", cost=4), card(cost=2)
    game.squares[(0, 0)] = OnSquare(kept, True, 1000)
    game.squares[(0, 2)] = OnSquare(sent, True, 1000)
    event(game, "「デネボラ」以外のノーマルスクエアにあるゼクスを1枚選び、手札に戻す。")
    assert game.hand == [sent]
    assert [u.card for u in game.squares.values()] == [kept]


def test_a_zx_of_this_cards_name_is_not_chosen_by_its_ability_and_another_is():
    game = fresh()
    namesake, other = card("同じ名", cost=2), card(cost=2)
    game.squares[(0, 0)] = OnSquare(namesake, True, 1000)
    game.squares[(0, 2)] = OnSquare(other, True, 1000)
    unit = entered(
        game,
        "スクエアにある《同名》以外のあなたのゼクスを1枚選び、リソースにスリープで置く。",
        card("同じ名", cost=3),
    )
    assert [r.card for r in game.resources if r.card is other] == [other]
    assert game.squares[(0, 0)].card is namesake
    assert game.squares[(1, 1)] is unit


def test_the_opponents_zx_chosen_alone_goes_into_its_deck_and_yours_stays_unshuffled():
    game = defended({(0, 0): zx(3000)}, {(1, 1): 5000, (1, 2): 2000})
    deck = list(game.deck)
    event(game, "ノーマルスクエアにある相手のゼクスを1枚選びデッキに戻し、シャッフルする。")
    assert len(game.opponent_squares) == 1
    assert game.deck == deck
    event(game, "ノーマルスクエアにあるすべての相手のゼクスをデッキに戻し、シャッフルする。")
    assert game.opponent_squares == {}
    assert game.deck == deck
    assert (0, 0) in game.squares


def test_the_opponents_zx_into_its_deck_does_nothing_against_an_empty_board():
    game = fresh()
    mine = OnSquare(card(cost=2), True, 1000)
    game.squares[(0, 0)] = mine
    deck = list(game.deck)
    event(game, "ノーマルスクエアにある相手のゼクスを1枚選びデッキに戻し、シャッフルする。")
    assert game.squares == {(0, 0): mine}
    assert game.deck == deck


BY_ABILITY = "ノーマルスクエアにあるこのターンの間にカードの能力で登場したゼクスを1枚選び、破壊する。"


def test_a_zx_that_entered_by_an_ability_this_turn_is_chosen_and_one_played_is_not():
    game = fresh()
    played, by_ability = card(cost=2), card(cost=3)
    assert game.enter(played, "hand", (0, 0))
    assert game.enter(by_ability, "ability", (0, 2))
    event(game, BY_ABILITY)
    assert [u.card for u in game.squares.values()] == [played]
    assert by_ability in game.charge


def test_a_zx_that_entered_by_an_ability_on_an_earlier_turn_is_not_chosen():
    game = fresh()
    earlier = card(cost=3)
    assert game.enter(earlier, "ability", (0, 2))
    game.turn += 1
    event(game, BY_ABILITY)
    assert [u.card for u in game.squares.values()] == [earlier]


def test_no_defender_ever_entered_by_an_ability():
    game = defended({(0, 0): zx(3000)}, {(1, 1): 5000})
    script = read_card(
        "X",
        "≪イベント≫ノーマルスクエアにあるこのターンの間にカードの能力で登場した相手のコスト3以下のゼクスを1枚選び、破壊する。",
    )
    assert [e.kind.value for e in script.event.effects] == ["no_target"]
    event(
        game,
        "ノーマルスクエアにあるこのターンの間にカードの能力で登場した相手の元々のコストが3以下のゼクスを1枚選び、破壊する。",
    )
    assert (1, 1) in game.opponent_squares


def test_an_original_cost_bound_of_the_opponents_zx_is_kept():
    script = read_card("X", "≪イベント≫ノーマルスクエアにある相手の元々のコストが3以下のゼクスを1枚選び、破壊する。")
    (effect,) = script.event.effects
    assert (effect.kind.value, effect.filter.max_cost, effect.to) == ("choose_zx", 3, "opponent normal")


@pytest.mark.parametrize(("in_trash", "sent_cost"), [(3, 2), (1, None)])
def test_a_cost_bound_counted_from_the_trash_when_the_effect_resolves(in_trash, sent_cost):
    game = fresh()
    cheap, dear = card(cost=2), card(cost=4)
    game.squares[(0, 0)] = OnSquare(cheap, True, 1000)
    game.squares[(0, 2)] = OnSquare(dear, True, 1000)
    game.trash = [card(cost=1) for _ in range(in_trash)]
    event(game, "あなたのトラッシュの枚数以下のコストの、ノーマルスクエアにあるゼクスを1枚選び、手札に戻す。")
    assert [c.cost for c in game.hand] == ([sent_cost] if sent_cost else [])
    assert len(game.squares) == (1 if sent_cost else 2)


def test_a_power_bound_of_this_cards_power_chooses_only_a_weaker_zx():
    game = fresh()
    weak, strong = card(cost=2), card(cost=2)
    game.squares[(0, 0)] = OnSquare(weak, True, 2000)
    game.squares[(0, 2)] = OnSquare(strong, True, 5000)
    entered(
        game, "このカードのパワー以下のパワーの、ノーマルスクエアにあるこのカード以外のゼクスを1枚選び、手札に戻す。"
    )
    assert game.hand == [weak]
    assert game.squares[(0, 2)].card is strong


@pytest.mark.parametrize(("resources", "destroyed"), [(5, False), (6, True)])
def test_the_opponents_zx_is_chosen_only_within_the_counted_bound(resources, destroyed):
    game = defended({(0, 0): zx(3000)}, {(1, 1): 9000})  # a 9000 defender costs 6 (board.typical_cost)
    game.resources = [Resource(card(cost=1)) for _ in range(resources)]
    event(game, "あなたのリソースの枚数以下のコストの、ノーマルスクエアにある相手のゼクスを1枚まで選び、破壊する。")
    assert ((1, 1) not in game.opponent_squares) is destroyed


def test_your_player_square_holds_only_your_zx_and_the_opponents_player_square_is_not_chosen():
    game = defended({(2, 1): zx(3000)}, {(0, 1): 5000})
    event(game, "あなたのプレイヤースクエアにあるゼクスを1枚選び、破壊する。")
    assert (2, 1) not in game.squares
    assert (0, 1) in game.opponent_squares


def test_a_power_on_a_player_square_raises_your_zx_there_and_not_one_on_a_normal_square():
    game = fresh()
    there, elsewhere = OnSquare(card(cost=2), True, 3000), OnSquare(card(cost=2), True, 3000)
    game.squares[(2, 1)] = there
    game.squares[(1, 1)] = elsewhere
    event(game, "プレイヤースクエアにあるゼクスを1枚選び、ターン終了時まで、パワーを+3000する。")
    assert (game.power_of(there), game.power_of(elsewhere)) == (6000, 3000)


def test_a_harm_on_a_player_square_goes_to_the_opponents_zx_there_first():
    game = defended({(2, 1): zx(3000)}, {(0, 1): 5000, (1, 1): 4000})
    event(game, "プレイヤースクエアにあるゼクスを1枚選び、破壊する。")
    assert set(game.opponent_squares) == {(1, 1)}
    assert (2, 1) in game.squares


def test_a_choice_of_the_opponents_zx_on_a_normal_square_or_in_its_charge_reaches_only_its_normal_squares():
    game = defended({(0, 0): zx(3000)}, {(0, 1): 5000, (1, 1): 4000})
    event(game, "ノーマルスクエアかチャージにある、相手のゼクスを合計2枚まで選び、手札に戻す。")
    assert set(game.opponent_squares) == {(0, 1)}  # its player square is no normal square; it keeps no charge


def test_the_charge_or_a_normal_square_is_read_only_before_the_opponents_zx():
    script = read_card("X", "≪イベント≫プレイヤースクエアかチャージにある、相手のゼクスを1枚まで選び、手札に戻す。")
    assert script.abilities == ()


THAT_BACK = "≪自≫【有効】スクエア【誘発】相手のゼクスがノーマルスクエアに登場する。\n【効果】そのゼクスを手札に戻す。"


def test_the_opponents_zx_that_entered_is_the_one_sent_back_and_the_one_already_there_stays():
    from tests.rules.test_effect_triggers import on_square, scripted
    from zxdecks.rules.board import OpposingZX
    from zxdecks.rules.effects.run import fire_opponent_entered

    game = fresh()
    watcher = scripted(game, THAT_BACK)
    on_square(game, watcher, (2, 0))
    game.opponent_squares[(0, 0)] = OpposingZX(9000)  # there before, the stronger one the goldfish would choose
    game.opponent_squares[(0, 2)] = OpposingZX(3000)
    fire_opponent_entered(game, (0, 2))
    assert set(game.opponent_squares) == {(0, 0)}


def test_that_zx_is_read_only_after_the_opponents_zx_entering():
    script = read_card("X", "≪自≫【有効】スクエア【誘発】このカードが攻撃する。\n【効果】そのゼクスを手札に戻す。")
    assert script.abilities == ()
    (ability,) = read_card("X", THAT_BACK).abilities
    assert (ability.effects[0].kind.value, ability.effects[0].to) == ("choose_zx", "opponent entered_now")


def test_the_zx_that_entered_named_so_is_the_opponents_that_set_the_ability_off():
    from tests.rules.test_effect_triggers import on_square, scripted
    from zxdecks.rules.board import OpposingZX
    from zxdecks.rules.effects.run import fire_opponent_entered

    game = fresh()
    text = "≪自≫【有効】スクエア【誘発】相手のゼクスがノーマルスクエアに登場する。\n【効果】登場したゼクスを破壊する。"
    watcher = scripted(game, text)
    on_square(game, watcher, (2, 0))
    game.opponent_squares[(0, 0)] = OpposingZX(9000)
    game.opponent_squares[(0, 2)] = OpposingZX(3000)
    fire_opponent_entered(game, (0, 2))
    assert set(game.opponent_squares) == {(0, 0)}


@pytest.mark.parametrize(("top_cost", "left"), [(2, {(1, 1)}), (0, {(1, 1), (1, 2)})])
def test_the_cost_of_the_card_just_put_bounds_the_opponents_zx_chosen(top_cost, left):
    game = defended({(0, 0): zx(3000)}, {(1, 1): 9000, (1, 2): 2000})  # costs 6 and 1
    game.deck.insert(0, card(cost=top_cost))
    event(
        game,
        "あなたのデッキの1番上をトラッシュに置く。"
        "置いたカードのコスト以下のコストの、ノーマルスクエアにある相手のゼクスを1枚まで選び、破壊する。",
    )
    assert set(game.opponent_squares) == left


def test_the_cost_of_a_card_just_put_after_no_card_put_or_maybe_several_stays_unread():
    bound = "置いたカードのコスト以下のコストの、ノーマルスクエアにある相手のゼクスを1枚まで選び、破壊する。"
    for before in ("1枚引く。", "あなたのデッキの上から2枚トラッシュに置く。"):
        assert read_card("X", "≪イベント≫" + before + bound).abilities == (), before


def test_the_opponents_zx_of_a_race_chooses_nothing_against_defenders_of_no_card():
    script = read_card("X", "≪イベント≫ノーマルスクエアにある相手の[容疑者]を1枚選び、除外する。")
    assert [e.kind.value for e in script.event.effects] == ["no_target"]
    game = defended({(0, 0): zx(3000)}, {(1, 1): 5000})
    event(game, "ノーマルスクエアにある相手の[容疑者]を1枚選び、除外する。")
    assert set(game.opponent_squares) == {(1, 1)}
