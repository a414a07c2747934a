"""「置いたカードの中にある<filter>N枚につき、…」 (issue 28, session 18 `hooks`, B27-025): the rest of the sentence once for
each card of the filter the move before put (effects.per_count PLACED_OF; run.resolve.apply keeps the placed cards
for the count), pinned by value in a game."""

import dataclasses

import pytest

from tests.rules.builders import card
from tests.rules.test_effect_values import event
from tests.rules.test_effect_values_references import board
from zxdecks.rules.cards import Icon
from zxdecks.rules.effects import read_card
from zxdecks.rules.effects.language import Kind

TEXT = (
    "あなたのデッキの上から3枚のカードをトラッシュに置く。"
    "置いたカードの中にある≪エヴォルシード≫を持つカード1枚につき、ノーマルスクエアにある相手のゼクスを1枚まで選び、手札に戻す。"
)
LEFT, CENTRE, RIGHT = (1, 0), (1, 1), (1, 2)


def seed():
    return dataclasses.replace(card(cost=1), icons=frozenset({Icon.EVOLSEED}))


@pytest.mark.parametrize("seeds", [0, 1, 2, 3])
def test_each_evolseed_card_put_into_the_trash_returns_one_opponent_z_x(seeds):
    """Of the 3 top cards, `seeds` have ≪エヴォルシード≫: that many of the 3 opponent's Z/X go back to the hand."""
    game = board({}, {LEFT: 5000, CENTRE: 6000, RIGHT: 7000})
    top = [seed() for _ in range(seeds)] + [card(cost=2) for _ in range(3 - seeds)]
    game.deck = top + game.deck[3:]
    old_trash = [seed()]  # a ≪エヴォルシード≫ card already in the trash is not one the move put
    game.trash = list(old_trash)
    event(game, TEXT)
    assert game.trash[: len(old_trash)] == old_trash
    assert len(game.trash) == 4
    assert len(game.opponent_squares) == 3 - seeds


def test_the_reading_counts_the_placed_cards_of_the_filter():
    script = read_card("X", "≪イベント≫" + TEXT)
    move, per = script.event.effects
    assert (move.kind, move.source, move.destination, move.n) == (Kind.MOVE, "deck_top", "trash", 3)
    assert (per.kind, per.rest, per.n, per.filter.icon) == (Kind.PER_COUNT, "placed_of", 1, Icon.EVOLSEED)
    (back,) = per.options[0]
    assert (back.kind, back.rest, back.up_to) == (Kind.CHOOSE_ZX, "hand", True)


def test_after_an_effect_that_puts_no_card_the_line_stays_unread():
    script = read_card(
        "X",
        "≪イベント≫カードを1枚引く。置いたカードの中にある≪エヴォルシード≫を持つカード1枚につき、カードを1枚引く。",
    )
    assert script.abilities == ()


REMOVED = (
    "あなたのデッキの上から3枚見て、その中にあるカードを1枚選び、ゲームから除外する。残りのカードを好きな順番でデッキの下に置く。"
    "この能力でカード名に「迦陵頻伽」を含むカードを除外した場合、ノーマルスクエアにある相手のゼクスを1枚選び、6000ダメージを与える。"
)


@pytest.mark.parametrize(("name", "left"), [("遥かなる迦陵頻伽", {}), ("別のカード", {CENTRE: 6000})])
def test_removing_a_card_of_that_name_deals_the_damage_and_another_name_deals_none(name, left):
    """「この能力でカード名に「X」を含むカードを除外した場合」 (effects.placed_cards "any", B24-004): the card removed
    from the 3 looked at is of that name (6000 damage destroys the 6000 Z/X) or not (it stays, undamaged)."""
    game = board({}, {CENTRE: 6000})
    game.deck = [card(name=f"{name}{i}") for i in range(3)] + game.deck[3:]
    game.removed = []
    event(game, REMOVED)
    assert len(game.removed) == 1
    assert game.removed[0].name.startswith(name)
    assert {sq: u.power for sq, u in game.opponent_squares.items()} == left
    assert {c.name for c in game.deck[-2:]} == {f"{name}{i}" for i in range(3)} - {game.removed[0].name}
