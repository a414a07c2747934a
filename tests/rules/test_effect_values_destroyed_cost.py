"""「この能力でコストN以上/以下のゼクスを破壊/除外したならば、…」 (issue 28, session 18 `hooks`): after a choice of Z/X
that destroys or removes it, done only when a Z/X of that cost left its square (grammar.DESTROYED_COST,
did_refs.destroying, run.squares._destroying), pinned by value in a game."""

import pytest

from tests.rules.test_effect_values import event
from tests.rules.test_effect_values_references import CENTRE, board
from zxdecks.rules.effects import read_card
from zxdecks.rules.effects.language import Kind

DESTROY = "ノーマルスクエアにある相手のゼクスを1枚選び、破壊する。この能力でコスト5以上のゼクスを破壊したならば、カードを1枚引く。"
REMOVE = "ノーマルスクエアにあるゼクスを1枚選び、ゲームから除外する。この能力でコスト3以下のゼクスを除外した場合、カードを2枚引く。"


@pytest.mark.parametrize(("power", "cost", "drawn"), [(9000, 6, 1), (9000, 5, 1), (6000, 4, 0)])
def test_destroying_a_z_x_of_cost_5_or_more_draws_and_a_cheaper_one_draws_nothing(power, cost, drawn):
    """Both are destroyed (the square is empty); only the cost 5+ one draws the card."""
    game = board({}, {CENTRE: power})
    game.opponent_squares[CENTRE].cost = cost
    top = game.deck[0]
    event(game, DESTROY)
    assert game.opponent_squares == {}
    assert game.hand == [top][:drawn]
    assert len(game.deck) == 20 - drawn


@pytest.mark.parametrize(("cost", "drawn"), [(3, 2), (2, 2), (4, 0)])
def test_removing_a_z_x_of_cost_3_or_less_draws_two_and_a_dearer_one_draws_nothing(cost, drawn):
    game = board({}, {CENTRE: 6000})
    game.opponent_squares[CENTRE].cost = cost
    event(game, REMOVE)
    assert game.opponent_squares == {}
    assert len(game.hand) == drawn


def test_with_no_z_x_to_destroy_nothing_is_drawn():
    game = board({}, {})
    event(game, DESTROY)
    assert game.hand == []


def test_the_reading_marks_the_choice_with_the_cost_it_counts():
    script = read_card("X", "≪イベント≫" + DESTROY)
    destroy, draw = script.event.effects
    assert (destroy.kind, destroy.rest) == (Kind.CHOOSE_ZX, "destroy")
    assert destroy.to.split() == ["opponent", "normal", "destroyed", "cost>=5"]
    assert (draw.kind, draw.n, draw.if_did) == (Kind.DRAW, 1, True)


@pytest.mark.parametrize(
    "body",
    [
        # the verb differs from the choice's: a Z/X returned to the hand is not destroyed
        "ノーマルスクエアにある相手のゼクスを1枚選び、手札に戻す。この能力でコスト5以上のゼクスを破壊したならば、カードを1枚引く。",
        # a removal is not a destruction
        "ノーマルスクエアにある相手のゼクスを1枚選び、ゲームから除外する。この能力でコスト5以上のゼクスを破壊したならば、カードを1枚引く。",
    ],
)
def test_after_a_choice_of_another_verb_the_line_stays_unread(body):
    script = read_card("X", "≪イベント≫" + body)
    assert script.abilities == ()
    assert "破壊した時" in script.unread[0].reason


BACK = "ノーマルスクエアにある相手のゼクスを1枚選びデッキに戻し、シャッフルする。この能力でコスト3以下のゼクスを戻した場合、カードを1枚引く。"


@pytest.mark.parametrize(("cost", "drawn"), [(3, 1), (4, 0)])
def test_returning_a_z_x_of_cost_3_or_less_to_its_deck_draws_and_a_dearer_one_draws_nothing(cost, drawn):
    """「戻した」: the Z/X leaves its square for its owner's deck either way (B23-035)."""
    game = board({}, {CENTRE: 6000})
    game.opponent_squares[CENTRE].cost = cost
    event(game, BACK)
    assert game.opponent_squares == {}
    assert len(game.hand) == drawn
    assert read_card("X", "≪イベント≫" + BACK).event.effects[0].to.split() == [
        "opponent",
        "normal",
        "destroyed",
        "cost<=3",
    ]
