"""「…しか登場できない」 restricts entering a square by any means: an effect that puts a card onto a square obeys it as
playing the card does (hand check 16, B45-035)."""

import dataclasses

from tests.rules.builders import card
from tests.rules.test_effect_values import event, fresh
from zxdecks.rules.effects import read_card

NAMESAKE = (
    "≪常≫【有効】すべて【効果】このカードはあなたのトラッシュにこのカード以外の《同名》がある場合にしか登場できない。"
)
ONCE_A_TURN = "≪常≫【有効】すべて【効果】あなたの《同名》は１ターンに１回しか登場できない。"
FROM_TRASH = "あなたのトラッシュにあるゼクスを1枚まで選び、リブートでゼクスのないノーマルスクエアに登場させる。"
FROM_HAND = "あなたの手札にあるゼクスを1枚まで選び、リブートでゼクスのないノーマルスクエアに登場させる。"
REVEAL = (
    "あなたのデッキの上から1枚公開し、その中にあるゼクスを1枚まで選び、リブートでゼクスのないノーマルスクエアに"
    "登場させ、残りをトラッシュに置く。"
)


def _restricted(text):
    late = card(cost=5)
    return late, {late.number: read_card(late.number, text)}


def test_a_card_alone_in_the_trash_is_not_its_own_namesake_so_an_effect_does_not_put_it_onto_a_square():
    late, scripts = _restricted(NAMESAKE)
    game = fresh()
    game.trash = [late]
    event(game, FROM_TRASH, scripts)
    assert game.squares == {}
    assert game.trash == [late]


def test_the_restricted_card_is_passed_over_for_another_zx_the_effect_may_take():
    late, scripts = _restricted(NAMESAKE)
    small = card(cost=1)
    game = fresh()
    game.trash = [late, small]
    event(game, FROM_TRASH, scripts)
    assert [(sq, u.card) for sq, u in game.squares.items()] == [((1, 1), small)]
    assert game.trash == [late]


def test_with_a_second_copy_in_the_trash_the_card_enters_from_the_trash():
    late, scripts = _restricted(NAMESAKE)
    game = fresh()
    game.trash = [late, late]  # two copies (copies of a card are one value)
    event(game, FROM_TRASH, scripts)
    assert [u.card for u in game.squares.values()] == [late]
    assert game.trash == [late]


def test_from_the_hand_the_card_enters_only_with_a_namesake_in_the_trash():
    late, scripts = _restricted(NAMESAKE)
    game = fresh()
    game.hand = [late]
    event(game, FROM_HAND, scripts)
    assert (game.squares, game.hand) == ({}, [late])
    game.trash = [dataclasses.replace(late)]  # another card of the same name
    event(game, FROM_HAND, scripts)
    assert ([u.card for u in game.squares.values()], game.hand) == ([late], [])


def test_a_revealed_card_that_may_not_enter_is_not_taken_and_goes_with_the_rest():
    late, scripts = _restricted(NAMESAKE)
    game = fresh()
    game.deck = [late, *game.deck]
    event(game, REVEAL, scripts)
    assert game.squares == {}
    assert game.trash == [late]
    game.deck = [late, *game.deck]
    event(game, REVEAL, scripts)  # now a namesake is in the trash
    assert [u.card for u in game.squares.values()] == [late]
    assert game.trash == [late]


def test_a_name_that_entered_this_turn_is_not_put_onto_a_square_again_by_an_effect():
    first, scripts = _restricted(ONCE_A_TURN)
    game = fresh()
    game.hand = [first, first]
    event(game, FROM_HAND, scripts)
    assert ([u.card for u in game.squares.values()], game.hand) == ([first], [first])
    event(game, FROM_HAND, scripts)
    assert (len(game.squares), game.hand) == (1, [first])
    game.forbidden_names.clear()  # what the start of the next turn does (phases)
    event(game, FROM_HAND, scripts)
    assert (len(game.squares), game.hand) == (2, [])
