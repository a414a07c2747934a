"""「以下の効果から」 pinned by value: the condition before the options, a condition inside an option (about this
card too), 「…し、そうしたならば」 inside an option, and a game won part way through (804.3a)."""

import dataclasses

from tests.rules.builders import card
from tests.rules.test_effect_values import entered, event, fresh
from zxdecks.rules.goldfish import OnSquare

OPTIONS = "\n●カードを1枚引く。\n●1点回復する。"
GATED = "カードを1枚引く。あなたのチャージが3枚以上ある場合、以下の効果から1つ選び、解決する。" + OPTIONS
INNER = "以下の効果から1つ選び、解決する。\n●あなたのチャージが3枚以上ある場合、カードを2枚引く。\n●1点回復する。"
SELF = "以下の効果から1つ選び、解決する。\n●このカードのパワーが5000以上の場合、カードを2枚引く。\n●1点回復する。"
IF_DID = (
    "以下の効果から1つ選び、解決する。\n●あなたの手札を1枚選び、トラッシュに置き、そうしたならば、カードを2枚引く。"
    "\n●1点回復する。"
)
WIN = "以下の効果から2つ選び、好きな順番で解決する。\n●相手に1ダメージを与える。\n●カードを1枚引く。"


def _state(game):
    return len(game.hand), len(game.life), len(game.charge), len(game.trash)


def test_options_behind_a_condition_are_not_resolved_while_it_does_not_hold():
    game = fresh()
    game.charge = [card() for _ in range(2)]
    before = _state(game)
    event(game, GATED)
    assert _state(game) == (before[0] + 1, before[1], 2, before[3])  # only the first sentence's draw


def test_options_behind_a_condition_are_resolved_once_it_holds():
    game = fresh()
    game.charge = [card() for _ in range(3)]
    before = _state(game)
    assert event(game, GATED)
    assert _state(game) == (before[0] + 2, before[1], 3, before[3])  # the draw, then the first option's draw


def test_a_condition_inside_an_option_gates_that_options_effect():
    for charge, drawn in ((3, 2), (2, 0)):
        game = fresh()
        game.charge = [card() for _ in range(charge)]
        hand, life = len(game.hand), len(game.life)
        event(game, INNER)
        assert (len(game.hand) - hand, len(game.life) - life) == (drawn, 0), charge


def test_a_condition_inside_an_option_about_this_card_asks_this_cards_power():
    for power, drawn in ((6000, 2), (3000, 0)):
        game = fresh()
        hand = len(game.hand)
        unit = entered(game, SELF, dataclasses.replace(card(cost=3), power=power))
        assert isinstance(unit, OnSquare)
        assert (unit.power, len(game.hand) - hand) == (power, drawn), power


def test_an_option_of_the_form_do_a_and_if_you_did_b_does_b_only_after_a():
    game = fresh()
    kept = card(cost=4)
    game.hand = [kept]
    event(game, IF_DID)
    assert (game.trash, len(game.hand)) == ([kept], 2)
    game = fresh()
    game.hand = []
    event(game, IF_DID)
    assert (game.trash, game.hand) == ([], [])  # nothing to put into the trash: no draw


def test_an_option_that_wins_the_game_stops_the_rest():
    game = fresh()
    game.opponent_life = 1
    hand = len(game.hand)
    assert event(game, WIN) is True
    assert (bool(game.won), game.opponent_life, len(game.hand)) == (True, 0, hand)  # no draw after the win
