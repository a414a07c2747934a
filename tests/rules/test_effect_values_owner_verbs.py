"""Verbs of session 15 (payments) pinned by value: 「持ち主のデッキ…」 (the cards are yours: a goldfish opponent keeps no
trash or charge) and 「ゼクスとアセンションのないあなたのプレイヤースクエア」 (an empty player square, 806.1a)."""

from tests.rules.builders import card
from tests.rules.test_effect_values import event, fresh
from zxdecks.rules.board import OWN_PLAYER_SQUARE
from zxdecks.rules.effects import read_card
from zxdecks.rules.effects.run import activate, next_activation
from zxdecks.rules.goldfish import OnSquare


def test_trash_cards_up_to_two_go_to_the_bottom_of_their_owners_deck():
    game = fresh()
    a, b, c = card(cost=1), card(cost=2), card(cost=3)
    game.trash = [a, b, c]
    event(game, "トラッシュにあるカードを2枚まで選び、好きな順番で持ち主のデッキの下に置く。")
    assert len(game.trash) == 1
    assert {id(x) for x in game.deck[-2:]} | {id(game.trash[0])} == {id(a), id(b), id(c)}
    assert len(game.deck) == 22


def test_trash_cards_into_their_owners_deck_are_shuffled_in():
    game = fresh()
    a = card(cost=1)
    game.trash = [a]
    event(game, "トラッシュを3枚まで選び持ち主のデッキに戻し、シャッフルする。")
    assert game.trash == []
    assert a in game.deck
    assert len(game.deck) == 21


PLAYER_SQUARE = "≪起≫【有効】手札【コスト】《無0・無0》【効果】このカードをリブートでゼクスとアセンションのないあなたのプレイヤースクエアに登場させる。"


def test_this_card_enters_an_empty_player_square_and_not_an_occupied_one():
    game = fresh()
    zx = card(cost=3)
    game.scripts = {**game.scripts, zx.number: read_card(zx.number, PLAYER_SQUARE)}
    game.hand = [zx]
    activate(game, *next_activation(game))
    assert game.squares[OWN_PLAYER_SQUARE].card is zx
    assert game.squares[OWN_PLAYER_SQUARE].rebooted is True
    game = fresh()
    game.scripts = {**game.scripts, zx.number: read_card(zx.number, PLAYER_SQUARE)}
    game.hand = [zx]
    other = card(cost=1)
    game.squares = {OWN_PLAYER_SQUARE: OnSquare(other, True, 1000)}
    nxt = next_activation(game)
    if nxt is not None:
        activate(game, *nxt)
    assert game.squares[OWN_PLAYER_SQUARE].card is other
    assert game.hand == [zx]


def test_trash_dragons_go_under_this_card_as_its_force_and_no_other_card():
    from tests.rules.test_effect_values import ENTER, dragon
    from zxdecks.rules.effects.run import resolve

    game = fresh()
    zx = card(cost=3)
    script = read_card(
        zx.number, ENTER + "あなたのトラッシュにある[ドラゴン]を2枚フォースとしてこのカードの下に表向きで置く。"
    )
    unit = OnSquare(zx, True, 3000)
    game.squares = {(1, 1): unit}
    drake, other = dragon(cost=2), card(cost=2)
    game.trash = [other, drake]
    resolve(game, script.abilities[0], unit, zx.name)
    assert unit.force == [drake]
    assert game.trash == [other]
