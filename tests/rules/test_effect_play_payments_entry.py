"""「このカードをプレイする際、このカードのコストを-Nしてよい。そうしてプレイする場合、このカードはスリープで登場する/…
スクエアにしか登場できない。」: the Z/X played at the lower cost enters slept, or only where the words say; played at its
whole cost it enters as any Z/X (run.play_payments.paid_entry)."""

from __future__ import annotations

from tests.rules.builders import card
from tests.rules.test_effects import game_with_scripts
from zxdecks.rules.board import OWN_PLAYER_SQUARE
from zxdecks.rules.cards import CardFacts, Color
from zxdecks.rules.goldfish import Game, OnSquare, Resource

LOWER = "≪常≫【有効】手札【効果】このカードをプレイする際、このカードのコストを-3してよい。そうしてプレイする場合、このカードは"
RED = frozenset({Color.RED})


def _game(words: str, resources: int) -> tuple[Game, CardFacts]:
    big = card(cost=5, colors=RED)
    game = game_with_scripts((big.number, LOWER + words))
    game.resources = [Resource(card(colors=RED)) for _ in range(resources)]
    game.squares = {}
    game.hand = [big]
    return game, big


def test_a_zx_played_at_the_lower_cost_enters_slept_and_at_its_whole_cost_rebooted():
    for resources, rebooted in ((2, False), (5, True)):
        game, big = _game("スリープで登場する。", resources)
        assert game.play_from_hand(0)
        (unit,) = game.squares.values()
        assert (unit.card, unit.rebooted) == (big, rebooted)
        assert not any(r.rebooted for r in game.resources)  # 2 at the lower cost, 5 at the whole


def test_a_zx_played_at_the_lower_cost_enters_only_your_player_square():
    game, big = _game("あなたのプレイヤースクエアにしか登場できない。", 2)
    game.squares[(1, 1)] = OnSquare(card(cost=1), rebooted=True)
    assert game.play_from_hand(0)
    assert game.squares[OWN_PLAYER_SQUARE].card is big
    assert sum(1 for u in game.squares.values() if u.card is big) == 1


def test_no_lower_cost_when_your_player_square_holds_a_slept_zx_but_the_whole_cost_enters_anywhere():
    game, big = _game("あなたのプレイヤースクエアにしか登場できない。", 2)
    game.squares[OWN_PLAYER_SQUARE] = OnSquare(card(cost=1), rebooted=False)
    assert game.play_from_hand(0) is False
    assert game.hand == [big]
    game, big = _game("あなたのプレイヤースクエアにしか登場できない。", 5)
    game.squares[OWN_PLAYER_SQUARE] = OnSquare(card(cost=1), rebooted=False)
    assert game.play_from_hand(0)
    assert big in [u.card for sq, u in game.squares.items() if sq != OWN_PLAYER_SQUARE]


def test_a_zx_played_at_the_lower_cost_enters_only_a_normal_square_holding_a_link():
    game, big = _game("リンクがあるノーマルスクエアにしか登場できない。", 2)
    assert game.play_from_hand(0) is False  # no link on the squares: no lower cost, and 2 cannot pay 5
    game.links = ((OWN_PLAYER_SQUARE, "L"), ((1, 0), "L"))
    assert game.play_from_hand(0)
    assert {sq: u.card for sq, u in game.squares.items()} == {(1, 0): big}


def test_a_link_on_your_player_square_is_no_normal_square_to_enter_at_the_lower_cost():
    game, big = _game("リンクがあるノーマルスクエアにしか登場できない。", 2)
    game.links = ((OWN_PLAYER_SQUARE, "L"),)
    assert game.play_from_hand(0) is False
    game, big = _game("あなたのリンクがあるスクエアにしか登場できない。", 2)
    game.links = ((OWN_PLAYER_SQUARE, "L"),)
    assert game.play_from_hand(0)
    assert {sq: u.card for sq, u in game.squares.items()} == {OWN_PLAYER_SQUARE: big}
