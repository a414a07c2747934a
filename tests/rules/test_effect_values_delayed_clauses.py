"""「ターン終了時、そのゼクスを破壊し、…」 and 「ターン終了時、このカードとそのゼクスを…」 (issue 28, session 16 `cov2d`),
pinned by value in a game: the Z/X the effect before put onto a square (and this card) leave at the end of the turn
(808.4, 507.3), and the clauses after it in the sentence wait for the end of the turn too, in order."""

import pytest

from tests.rules.builders import card
from tests.rules.test_effect_values import ENTER, dragon, entered, event, fresh
from zxdecks.rules.effects import read_card
from zxdecks.rules.effects.coverage import line_part
from zxdecks.rules.effects.language import Kind

CALL = "あなたの手札にある[ドラゴン]を1枚まで選び、リブートでゼクスのないノーマルスクエアに登場させる。"
DESTROY_DRAW = CALL + "ターン終了時、そのゼクスを破壊し、1枚まで引く。"
BOTTOM_DRAW = CALL + "ターン終了時、そのゼクスをデッキの1番下に置き、カードを1枚引く。"
BOTH = CALL + "登場させたならば、ターン終了時、このカードとそのゼクスを破壊し、カードを2枚引く。"


def called(game):
    """The Z/X of yours other than on the centre square: the one the effect called."""
    return {sq: u.card for sq, u in game.squares.items() if sq != (1, 1)}


def test_the_called_zx_is_destroyed_at_the_end_of_the_turn_and_a_card_drawn_after_it():
    game = fresh()
    zx = dragon(cost=3)
    game.hand = [zx]
    top = game.deck[0]
    event(game, DESTROY_DRAW)
    assert [u.card for u in game.squares.values()] == [zx]
    assert game.hand == []  # nothing drawn yet: the draw waits for the end of the turn
    game.end_turn()
    assert game.squares == {}
    assert zx in game.charge  # destroyed (1008)
    assert game.hand == [top]


def test_with_no_zx_called_the_delayed_draw_still_comes_at_the_end_of_the_turn():
    """「1枚まで選び」 chose none (no [ドラゴン] in the hand): nothing to destroy, the draw is made all the same."""
    game = fresh()
    other = card(cost=3)
    game.hand = [other]
    top = game.deck[0]
    event(game, DESTROY_DRAW)
    assert game.squares == {}
    assert game.hand == [other]
    game.end_turn()
    assert game.hand == [other, top]
    assert game.charge == []


def test_the_called_zx_goes_to_the_bottom_of_the_deck_at_the_end_of_the_turn_then_a_card_is_drawn():
    game = fresh()
    zx = dragon(cost=3)
    game.hand = [zx]
    top = game.deck[0]
    event(game, BOTTOM_DRAW)
    game.end_turn()
    assert game.squares == {}
    assert game.deck[-1] is zx
    assert game.hand == [top]


@pytest.mark.parametrize(("in_hand", "left"), [(True, set()), (False, {(1, 1)})])
def test_this_card_and_the_called_zx_are_destroyed_only_when_one_was_called(in_hand, left):
    """「登場させたならば、ターン終了時、このカードとそのゼクスを破壊し、カードを2枚引く」: with a [ドラゴン] called both
    leave at the end of the turn (this card first) and two cards are drawn; with none called nothing waits."""
    game = fresh()
    zx = dragon(cost=3)
    game.hand = [zx] if in_hand else []
    top = game.deck[:2]
    unit = entered(game, BOTH)
    assert len(game.squares) == (2 if in_hand else 1)
    game.end_turn()
    assert set(game.squares) == left
    assert game.hand == (top if in_hand else [])
    assert game.charge == ([unit.card, zx] if in_hand else [])


def test_the_reading_keeps_both_and_delays_the_draw():
    script = read_card("X", ENTER + BOTH)
    (ability,) = script.abilities
    move, at_end, delayed = ability.effects
    assert (move.kind, move.n, move.up_to) == (Kind.ZONE_TO_SQUARE, 1, True)
    assert (at_end.kind, at_end.rest, at_end.to, at_end.if_did) == (Kind.AT_END_OF_TURN, "destroy", "both", True)
    assert delayed.kind is Kind.DELAYED
    assert [(e.kind, e.n) for e in delayed.options[0]] == [(Kind.DRAW, 2)]
    assert line_part(ability) == "acting"


def test_the_zx_named_with_no_zx_put_onto_a_square_before_it_stays_unread():
    script = read_card("X", "≪イベント≫カードを1枚引く。ターン終了時、そのゼクスを破壊し、1枚まで引く。")
    assert script.event is None
    assert script.unread[0].reason == "a delayed effect on a card not put onto a square"


def test_this_card_and_the_zx_in_an_event_stays_unread():
    """An event is not on a square: 「このカード」 could not be destroyed there, so nothing of the line is read."""
    script = read_card("X", "≪イベント≫" + BOTH)
    assert script.event is None
    assert script.unread[0].reason == "「このカードとそのゼクス」 in an ability of a card not on a square"
