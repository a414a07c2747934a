"""Payment 805.3, the exact resources chosen: one card per colour, then the rest, keeping coloured cards for later
(pinned index by index, so that a changed choice fails; found by mutation testing of goldfish.payment)."""

from tests.rules.builders import card
from zxdecks.rules.cards import Color
from zxdecks.rules.goldfish import Resource, can_pay

RED, BLUE, WHITE, GREEN = Color.RED, Color.BLUE, Color.WHITE, Color.GREEN


def res(*colors, rebooted=True):
    """A resource of these colours (none: colourless)."""
    return Resource(card(colors=frozenset(colors)), rebooted=rebooted)


def test_one_colour_pays_with_its_first_card_then_the_uncoloured_then_the_other_coloured():
    pool = [res(BLUE), res(RED), res(RED), res(GREEN), res(RED, rebooted=False)]
    assert can_pay(pool, 1, frozenset({RED})) == [1]
    assert can_pay(pool, 2, frozenset({RED})) == [1, 0]
    assert can_pay(pool, 3, frozenset({RED})) == [1, 0, 3]
    assert can_pay(pool, 4, frozenset({RED})) == [1, 0, 3, 2]  # every rebooted card: exactly enough
    assert can_pay(pool, 5, frozenset({RED})) is None  # the slept red card does not pay


def test_one_colour_without_a_rebooted_card_of_it_cannot_pay():
    assert can_pay([res(BLUE), res(RED, rebooted=False), res(GREEN)], 1, frozenset({RED})) is None


def test_a_cost_of_zero_takes_nothing_whatever_the_colours():
    assert can_pay([res(RED)], 0, frozenset({RED})) == []
    assert can_pay([res(RED), res(BLUE)], 0, frozenset({RED, BLUE})) == []


def test_a_colourless_cost_takes_the_first_rebooted_cards():
    pool = [res(RED, rebooted=False), res(BLUE), res(GREEN), res(RED)]
    assert can_pay(pool, 2, frozenset()) == [1, 2]
    assert can_pay(pool, 3, frozenset()) == [1, 2, 3]
    assert can_pay(pool, 4, frozenset()) is None


def test_two_colours_take_a_card_of_each_then_the_uncoloured_before_the_coloured():
    pool = [res(GREEN), res(RED), res(BLUE), res(RED)]
    assert can_pay(pool, 2, frozenset({RED, BLUE})) == [1, 2]
    assert can_pay(pool, 3, frozenset({RED, BLUE})) == [1, 2, 0]
    assert can_pay(pool, 4, frozenset({RED, BLUE})) == [1, 2, 0, 3]
    assert can_pay(pool, 5, frozenset({RED, BLUE})) is None
    assert can_pay([res(RED), res(BLUE)], 2, frozenset({RED, BLUE})) == [0, 1]  # exactly enough
    # the green card pays before the red one that comes before it: cards of the cost's colours are kept
    assert can_pay([res(RED), res(BLUE), res(RED), res(GREEN)], 3, frozenset({RED, BLUE})) == [0, 1, 3]


def test_more_colours_than_points_try_each_choice_of_colours_to_go_without():
    # 805.3a: a cost of 2 in red, blue and green pays with a red and a green card when there is no blue one.
    assert can_pay([res(RED), res(GREEN), res(WHITE)], 2, frozenset({RED, BLUE, GREEN})) == [0, 1]
    assert can_pay([res(BLUE)], 1, frozenset({RED, BLUE})) == [0]
    assert can_pay([res(WHITE)], 1, frozenset({RED, BLUE})) is None


def test_a_two_colour_card_moves_to_its_other_colour_when_only_it_can_pay_the_first():
    # Red (two cards, as blue; first in the printed order) is matched first, to the red-blue card; blue then finds
    # that card taken and moves red to the red card: the augmenting path of the matching, not the blue-green card.
    pool = [res(RED, BLUE), res(RED), res(BLUE, GREEN)]
    assert can_pay(pool, 2, frozenset({RED, BLUE})) == [0, 1]
    assert can_pay(pool, 3, frozenset({RED, BLUE})) == [0, 1, 2]
    both_first = [res(RED, BLUE), res(BLUE, WHITE), res(WHITE)]
    assert can_pay(both_first, 3, frozenset({RED, BLUE, WHITE})) == [0, 1, 2]
    assert can_pay([res(RED, BLUE), res(GREEN)], 2, frozenset({RED, BLUE})) is None


def test_with_more_colours_than_points_the_rarer_colour_is_tried_first_then_the_printed_order():
    # Red has one card and blue two: red pays, the blue cards are kept; on a tie red comes first (Color's order).
    assert can_pay([res(BLUE), res(RED), res(BLUE)], 1, frozenset({RED, BLUE})) == [1]
    assert can_pay([res(BLUE), res(RED)], 1, frozenset({RED, BLUE})) == [1]
    assert can_pay([res(GREEN), res(BLUE), res(GREEN)], 1, frozenset({BLUE, GREEN})) == [1]
