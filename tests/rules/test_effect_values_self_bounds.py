"""Bounds against this card's power or cost (effects.dynamic_bounds, session 17): 「このカードのパワー以上のパワーの、」,
「このカードよりパワーが低い、」, 「このカードのコスト以下のコストの、」 before the object phrase, and 「ノーマルスクエアにある(、)このカード
の…の相手のゼクス」 inside it (effects.opponent_words): each read and carried out against defenders on both sides of the
bound, counted when the effect resolves."""

import dataclasses

from tests.rules.builders import card
from tests.rules.test_effect_values import entered, event
from tests.rules.test_goldfish_opponent import game_with
from zxdecks.rules.effects import read_card
from zxdecks.rules.effects.coverage import line_part
from zxdecks.rules.effects.dynamic_bounds import self_cost, self_power_word
from zxdecks.rules.effects.grammar import read_clause
from zxdecks.rules.goldfish import Resource

LEFT, CENTRE, RIGHT = (1, 0), (1, 1), (1, 2)


def board(theirs, costs=None):
    game = game_with({}, theirs)
    game.hand, game.trash, game.charge = [], [], []
    for square, cost in (costs or {}).items():
        game.opponent_squares[square] = dataclasses.replace(game.opponent_squares[square], cost=cost)
    return game


def powered(power, cost=3):
    return dataclasses.replace(card(cost=cost), power=power)


def test_at_least_this_cards_power_destroys_the_stronger_and_equal_defenders_only():
    game = board({LEFT: 7000, CENTRE: 6000, RIGHT: 5000})
    entered(
        game,
        "このカードのパワー以上のパワーの、ノーマルスクエアにある相手のゼクスを好きな枚数選び、破壊する。",
        powered(6000),
        (2, 0),
    )
    assert sorted(game.opponent_squares) == [RIGHT]


def test_lower_than_this_cards_power_leaves_the_equal_one():
    game = board({LEFT: 6000, CENTRE: 5999})
    entered(
        game,
        "このカードよりパワーが低い、ノーマルスクエアにある相手のゼクスを2枚まで選び、破壊する。",
        powered(6000),
        (2, 0),
    )
    assert sorted(game.opponent_squares) == [LEFT]


def test_at_most_this_cards_cost_sends_the_cheaper_defender_back_and_not_the_costlier():
    game = board({LEFT: 9000, CENTRE: 5000}, costs={LEFT: 5, CENTRE: 4})
    entered(
        game,
        "ノーマルスクエアにある、このカードのコスト以下のコストの相手のゼクスを1枚まで選び、手札に戻す。",
        powered(3000, 4),
        (2, 0),
    )
    assert sorted(game.opponent_squares) == [LEFT]


def test_a_costlier_defender_alone_is_not_chosen():
    game = board({LEFT: 9000}, costs={LEFT: 5})
    entered(
        game,
        "ノーマルスクエアにある、このカードのコスト以下のコストの相手のゼクスを1枚まで選び、手札に戻す。",
        powered(3000, 4),
        (2, 0),
    )
    assert sorted(game.opponent_squares) == [LEFT]


def test_at_most_this_cards_power_inside_the_phrase_with_or_without_its_comma():
    for body in (
        "ノーマルスクエアにあるこのカードのパワー以下のパワーの相手のゼクスを1枚まで選び、手札に戻す。",
        "このカードのパワー以下のパワーのノーマルスクエアにある相手のゼクスを1枚選び、手札に戻す。",
    ):
        game = board({LEFT: 9000, CENTRE: 6000})
        entered(game, body, powered(6000), (2, 0))
        assert sorted(game.opponent_squares) == [LEFT], body


def test_the_bound_is_this_cards_power_when_it_resolves_and_off_the_squares_nothing_or_zero():
    assert self_power_word("#power>=self", 6000) == "power>=6000"
    assert self_power_word("#power<self", 6000) == "power<=5999"
    assert self_power_word("#power<self", None) == "power<=-1"
    assert self_power_word("#power>=self", None) == "power<=-1"
    assert self_power_word("#power<=self", None) == "power<=0"
    assert self_cost(None) == -1


def test_the_lines_act_against_defenders_and_an_event_naming_this_cards_power_stays_unread():
    body = "このカードよりパワーが低い、ノーマルスクエアにある相手のゼクスを2枚まで選び、破壊する。"
    script = read_card("T-1", "≪自≫【有効】スクエア【誘発】このカードが登場する。\n【効果】" + body)
    assert script.unread == ()
    assert line_part(script.abilities[0]) == "acting_vs_defenders"
    event = read_card("T-2", "≪イベント≫" + body)
    assert event.event is None
    assert "not on a square" in event.unread[0].reason


# -- 「あなたの<zone>にある<filter>の枚数以下のコストの、」: the cards of the filter counted (Effect.under) -------------------
COUNTED = (
    "あなたのリソースにある[ドラゴン]の枚数以下のコストの、ノーマルスクエアにある相手のゼクスを1枚選び、破壊する。"
)


def _dragon():
    return dataclasses.replace(card(cost=2), races=("ドラゴン",))


def test_two_dragons_among_three_resources_bound_the_cost_at_two():
    game = board({LEFT: 9000, CENTRE: 5000}, costs={LEFT: 3, CENTRE: 2})
    game.resources = [Resource(_dragon()), Resource(_dragon()), Resource(card(cost=1))]
    event(game, COUNTED)
    assert sorted(game.opponent_squares) == [LEFT]


def test_no_dragon_in_the_resources_leaves_every_defender():
    game = board({LEFT: 9000, CENTRE: 5000}, costs={LEFT: 3, CENTRE: 2})
    game.resources = [Resource(card(cost=1)) for _ in range(3)]
    event(game, COUNTED)
    assert sorted(game.opponent_squares) == [LEFT, CENTRE]


def test_face_up_dynamis_cards_of_the_filter_are_counted_and_the_filter_is_kept_as_under():
    read = read_clause(
        "あなたのデュナミスにある表向きの[ウェイカー]の枚数以下のコストの、ノーマルスクエアにある相手のゼクスを1枚選び、破壊する"
    )
    assert read.action is not None
    assert (read.action.scope, read.action.under.race) == ("opponent normal #cost<=dynamis_face_up", "ウェイカー")
    # the Dynamis by its face-up cards only
    assert (
        read_clause(
            "あなたのデュナミスにある[ウェイカー]の枚数以下のコストの、ノーマルスクエアにある相手のゼクスを1枚選び、破壊する"
        ).action
        is None
    )
