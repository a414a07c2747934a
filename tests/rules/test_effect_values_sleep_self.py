"""「このカードをスリープする」 is carried out whatever it costs; 「このカードをスリープしてよい」 is declined while this card
could attack the opponent (1003.2, 804.4a)."""

from tests.rules.builders import card
from tests.rules.test_effect_values import fresh
from zxdecks.rules.effects.language import Effect, Kind
from zxdecks.rules.effects.run import At, apply
from zxdecks.rules.goldfish import OnSquare


def _unit_next_to_the_opponent(game):
    unit = OnSquare(card(cost=3), True, 3000, game.turn - 1)  # entered last turn: it may attack this turn
    game.squares[(1, 1)] = unit  # next to the opponent's player square (602.1b)
    assert game.can_attack_player((1, 1))
    return unit


def test_a_mandatory_sleep_sleeps_this_card_even_when_it_could_attack():
    game = fresh()
    unit = _unit_next_to_the_opponent(game)
    assert apply(game, Effect(Kind.SLEEP_SELF), At(unit)) is True
    assert unit.rebooted is False


def test_an_optional_sleep_is_declined_while_this_card_could_attack():
    game = fresh()
    unit = _unit_next_to_the_opponent(game)
    assert apply(game, Effect(Kind.SLEEP_SELF, optional=True), At(unit)) is False
    assert unit.rebooted is True


def test_a_card_slept_already_is_not_slept_again():
    game = fresh()
    unit = _unit_next_to_the_opponent(game)
    unit.rebooted = False
    assert apply(game, Effect(Kind.SLEEP_SELF), At(unit)) is False
