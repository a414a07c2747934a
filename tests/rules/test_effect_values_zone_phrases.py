"""Z/X chosen in your zones and put onto squares, by the object phrases of effects.zone_phrases (issue 28): cards of
any of two or more zones, 「《同名》以外の」 and 「あなたの《同名》」 there, a cost sum, the Dynamis by face, and
「「X」以外のその中にある」 among revealed cards. Read and carried out in a game, the state after it asserted. Texts are
invented for the tests."""

import dataclasses

from tests.rules.builders import card
from tests.rules.test_effect_values import entered, event, fresh
from zxdecks.rules.board import OnSquare, Resource
from zxdecks.rules.effects import read_card
from zxdecks.rules.effects.api import Choice
from zxdecks.rules.effects.coverage import line_part
from zxdecks.rules.effects.language import SAME_NAME, Kind
from zxdecks.rules.goldfish import DefaultPolicy

ONTO = "リブートでゼクスのないノーマルスクエアに登場させる。"


def _effect(text):
    script = read_card("X", "≪イベント≫" + text)
    assert script.unread == (), script.unread
    (ability,) = script.abilities
    (effect,) = ability.effects
    return ability, effect


def _raced(cost, *races, name=None):
    return dataclasses.replace(card(name, cost=cost), races=races)


def _on_squares(game):
    return {u.card for u in game.squares.values()}


def test_a_zx_of_the_charge_or_the_resources_but_this_cards_namesakes_enters_the_costliest_first():
    text = "チャージかリソースにある、《同名》以外のあなたのカード名に「姫」を含むゼクスを1枚選び、" + ONTO
    ability, effect = _effect(text)
    assert (effect.kind, effect.rest, effect.filter.name_not) == (Kind.ZONE_TO_SQUARE, "charge|resources", SAME_NAME)
    assert line_part(ability) == "acting"
    game = fresh()
    this = card("姫騎士", cost=3)
    namesake, charged, resource = card("姫騎士", cost=6), card("姫A", cost=3), card("姫B", cost=4)
    game.charge, game.resources = [namesake, charged], [Resource(resource), Resource(card("騎士", cost=5))]
    unit = entered(game, text, unit_card=this)
    assert _on_squares(game) == {unit.card, resource}  # the namesake (cost 6) and the card not named 姫 stay
    assert game.charge == [namesake, charged]
    assert [r.card.name for r in game.resources] == ["騎士"]


def test_none_enters_when_the_zones_hold_only_this_cards_namesakes():
    text = "チャージかリソースにある、《同名》以外のあなたのカード名に「姫」を含むゼクスを1枚選び、" + ONTO
    game = fresh()
    namesake = card("姫騎士", cost=6)
    game.charge = [namesake]
    unit = entered(game, text, unit_card=card("姫騎士", cost=3))
    assert _on_squares(game) == {unit.card}
    assert game.charge == [namesake]


def test_your_namesake_of_the_hand_or_the_trash_and_an_exact_name_of_either_zone_are_read():
    _, same = _effect("手札かトラッシュにある、あなたの《同名》を1枚まで選び、" + ONTO)
    assert (same.rest, same.filter.name_is, same.up_to) == ("hand|trash", SAME_NAME, True)
    _, exact = _effect("あなたの手札かあなたのトラッシュにある「瑞鶴」を1枚まで選び、" + ONTO)
    assert (exact.rest, exact.filter.name_is) == ("hand|trash", "瑞鶴")
    game = fresh()
    wanted, other = card("瑞鶴", cost=2), card("翔鶴", cost=5)
    game.trash = [other, wanted]
    event(game, "あなたの手札かあなたのトラッシュにある「瑞鶴」を1枚まで選び、" + ONTO)
    assert _on_squares(game) == {wanted}
    assert game.trash == [other]


def test_up_to_n_of_a_total_of_two_zones_enter_from_both():
    text = "トラッシュかリムーブにある、あなたのコスト3以下のゼクスを合計2枚まで選び、" + ONTO
    _, effect = _effect(text)
    assert (effect.rest, effect.n, effect.up_to) == ("trash|removed", 2, True)
    game = fresh()
    trashed, removed, dear = card(cost=3), card(cost=2), card(cost=4)
    game.trash, game.removed = [trashed, dear], [removed]
    event(game, text)
    assert _on_squares(game) == {trashed, removed}
    assert (game.trash, game.removed) == ([dear], [])


def test_zx_whose_costs_add_up_to_the_bound_enter_the_costliest_that_still_fits_first():
    text = "あなたのトラッシュにあるゼクスからコストの合計が7以下になるように2枚まで選び、" + ONTO
    ability, effect = _effect(text)
    assert (effect.kind, effect.rest, effect.take, effect.n, effect.up_to) == (Kind.ZONE_TO_SQUARE, "trash", 7, 2, True)
    assert line_part(ability) == "acting"
    game = fresh()
    six, five, two, one = card(cost=6), card(cost=5), card(cost=2), card(cost=1)
    game.trash = [five, six, two, one]
    event(game, text)
    assert _on_squares(game) == {six, one}  # 6, then only a cost of 1 or less still fits
    assert game.trash == [five, two]


def test_no_zx_enters_when_each_costs_more_than_the_bound():
    text = "あなたの手札にあるゼクスから、コストの合計が5以下になるように2枚まで選び、" + ONTO
    game = fresh()
    dear = [card(cost=6), card(cost=7)]
    game.hand = list(dear)
    event(game, text)
    assert game.squares == {}
    assert game.hand == dear


def test_a_cost_sum_is_read_onto_squares_only():
    script = read_card(
        "X", "≪イベント≫あなたのトラッシュにあるゼクスからコストの合計が6以下になるように2枚まで選び、手札に加える。"
    )
    assert script.abilities == ()
    assert "by a cost sum or bound: only onto squares" in script.unread[0].reason


def test_a_face_down_dynamis_card_of_both_races_enters_and_a_face_up_one_does_not():
    text = "あなたのデュナミスにある裏向きの[ウェイカー]の中から、コスト5以下の[トゥルードラゴン]を1枚まで選び、" + ONTO
    _, effect = _effect(text)
    assert (effect.rest, effect.filter.race, effect.filter.races_any) == (
        "dynamis_face_down",
        "トゥルードラゴン",
        ("ウェイカー",),
    )
    game = fresh()
    both = _raced(5, "ウェイカー", "トゥルードラゴン")
    dragon_only, dear = _raced(4, "トゥルードラゴン"), _raced(6, "ウェイカー", "トゥルードラゴン")
    face_up = _raced(5, "ウェイカー", "トゥルードラゴン")
    game.dynamis, game.dynamis_face_up = [dragon_only, dear, both], [face_up]
    event(game, text)
    assert _on_squares(game) == {both}
    assert game.dynamis == [dragon_only, dear]
    assert game.dynamis_face_up == [face_up]


def test_only_face_up_dynamis_cards_leave_none_for_a_face_down_choice():
    text = "あなたのデュナミスにある裏向きの[インフルエンサー]を1枚まで選び、" + ONTO
    game = fresh()
    face_up = _raced(3, "インフルエンサー")
    game.dynamis_face_up = [face_up]
    event(game, text)
    assert game.squares == {}
    face_down = _raced(3, "インフルエンサー")
    game.dynamis = [face_down]
    event(game, text)
    assert _on_squares(game) == {face_down}
    assert (game.dynamis, game.dynamis_face_up) == ([], [face_up])


def test_a_revealed_card_of_the_excluded_name_stays_and_another_enters():
    text = (
        "あなたのデッキの上から3枚公開し、「聖騎士」以外のその中にある[ガーディアン]を1枚選び、"
        + ONTO
        + "公開した残りのカードを元に戻し、シャッフルする。"
    )
    _, effect = _effect(text)
    assert (effect.kind, effect.filter.name_not, effect.to) == (Kind.REVEAL_TOP_TAKE, "聖騎士", "square")
    game = fresh()
    excluded, other = _raced(5, "ガーディアン", name="聖騎士"), _raced(3, "ガーディアン")
    game.deck = [excluded, other, card(cost=1), *game.deck[3:]]
    event(game, text)
    assert _on_squares(game) == {other}
    assert excluded in game.deck


def test_only_the_excluded_name_among_the_revealed_cards_enters_nothing():
    text = (
        "あなたのデッキの上から2枚公開し、「聖騎士」以外のその中にある[ガーディアン]を1枚選び、"
        + ONTO
        + "公開した残りのカードを元に戻し、シャッフルする。"
    )
    game = fresh()
    excluded = _raced(5, "ガーディアン", name="聖騎士")
    game.deck = [excluded, card(cost=1), *game.deck[2:]]
    event(game, text)
    assert game.squares == {}
    assert excluded in game.deck


BOUND = "あなたのリソースの枚数以下のコストの、あなたの手札にあるゼクスを1枚まで選び、" + ONTO


def test_a_cost_bound_of_your_resources_is_counted_when_the_effect_resolves():
    ability, effect = _effect(BOUND)
    assert (effect.kind, effect.rest, effect.bound) == (Kind.ZONE_TO_SQUARE, "hand", "resources")
    assert line_part(ability) == "acting"
    for resources, enters in ((4, 4), (3, 2)):
        game = fresh()
        by_cost = {c: card(cost=c) for c in (2, 4, 6)}
        game.hand = list(by_cost.values())
        game.resources = [Resource(card(cost=1)) for _ in range(resources)]
        event(game, BOUND)
        assert _on_squares(game) == {by_cost[enters]}  # the costliest of cost at most the resources
        assert by_cost[6] in game.hand


def test_a_cost_bound_of_twice_your_charge_leaves_every_costlier_zx_where_it_is():
    text = "あなたのチャージにあるカードの枚数×2以下のコストの、あなたのトラッシュにあるゼクスを1枚選び、" + ONTO
    _, effect = _effect(text)
    assert effect.bound == "charge*2"
    game = fresh()
    game.charge = [card(cost=1)]
    dear = [card(cost=3), card(cost=5)]
    game.trash = list(dear)
    event(game, text)
    assert game.squares == {}
    assert game.trash == dear
    game.charge.append(card(cost=1))  # twice 2: a cost of 4 or less
    event(game, text)
    assert _on_squares(game) == {dear[0]}


def test_a_cost_bound_before_a_move_to_the_hand_is_unread():
    script = read_card(
        "X", "≪イベント≫あなたのリソースの枚数以下のコストの、あなたのトラッシュにあるゼクスを1枚選び、手札に加える。"
    )
    assert script.abilities == ()
    assert "by a cost sum or bound: only onto squares" in script.unread[0].reason


def test_a_removed_zx_but_the_excluded_name_enters():
    text = "「強敵」以外のゲームから除外されているあなたのコスト4以下のゼクスを1枚選び、" + ONTO
    _, effect = _effect(text)
    assert (effect.rest, effect.filter.name_not, effect.filter.max_cost) == ("removed", "強敵", 4)
    game = fresh()
    excluded, other = card("強敵", cost=4), card("戦友", cost=3)
    game.removed = [excluded]
    event(game, text)
    assert game.squares == {}
    assert game.removed == [excluded]
    game.removed.append(other)
    event(game, text)
    assert _on_squares(game) == {other}
    assert game.removed == [excluded]


def test_a_face_up_dynamis_zx_enters_and_a_face_down_one_does_not():
    text = "あなたのデュナミスにある表向きのコスト7以下の[トゥルードラゴン]を1枚選び、" + ONTO
    ability, effect = _effect(text)
    assert (effect.kind, effect.rest) == (Kind.ZONE_TO_SQUARE, "dynamis_face_up")
    assert line_part(ability) == "acting"
    game = fresh()
    down = _raced(7, "トゥルードラゴン")
    game.dynamis = [down]
    event(game, text)
    assert game.squares == {}
    up = _raced(6, "トゥルードラゴン")
    game.dynamis_face_up = [up]
    event(game, text)
    assert _on_squares(game) == {up}
    assert (game.dynamis, game.dynamis_face_up) == ([down], [])


HAND_OR_SQUARE = (
    "あなたのデッキの上から3枚公開し、その中にあるコスト5以下の[バトルドレス]を1枚選び、"
    "手札に加えるかスリープでゼクスのないノーマルスクエアに登場させる。公開した残りのカードを元に戻し、シャッフルする。"
)


class _SquareRatherThanHand(DefaultPolicy):
    """Declines to take the one card of an 「手札に加えるか<B>」 question: it goes to B."""

    def choose(self, game, choice, cards, candidates, n):
        if choice is Choice.TAKE and len(cards) == 1:
            return []
        return super().choose(game, choice, cards, candidates, n)


def _dressed_deck(game):
    dress = _raced(4, "バトルドレス")
    game.deck = [dress, card(cost=1), card(cost=2), *game.deck[3:]]
    return dress


def test_a_revealed_zx_goes_to_the_hand_or_onto_a_square_as_the_policy_takes_it():
    _, effect = _effect(HAND_OR_SQUARE)
    assert (effect.kind, effect.to, effect.destination, effect.rebooted) == (Kind.REVEAL_TOP_TAKE, "", "square", False)
    game = fresh()
    dress = _dressed_deck(game)
    event(game, HAND_OR_SQUARE)
    assert game.hand == [dress]  # the default policy takes it
    assert game.squares == {}
    game = fresh()
    game.policy = _SquareRatherThanHand()
    dress = _dressed_deck(game)
    event(game, HAND_OR_SQUARE)
    assert _on_squares(game) == {dress}
    assert not next(iter(game.squares.values())).rebooted
    assert dress not in game.hand


def test_a_revealed_zx_that_cannot_enter_goes_to_the_hand():
    game = fresh()
    game.policy = _SquareRatherThanHand()
    game.squares = {sq: OnSquare(card(cost=1), True, 1000) for sq in game.empty_normal_squares()}
    dress = _dressed_deck(game)
    event(game, HAND_OR_SQUARE)
    assert game.hand == [dress]
    assert dress not in game.trash


def test_chosen_cards_of_a_zone_to_the_hand_or_a_square_stay_unread():
    script = read_card(
        "X",
        "≪イベント≫あなたのトラッシュにあるゼクスを1枚選び、手札に戻すかリブートでゼクスのないノーマルスクエアに登場させる。",
    )
    assert script.abilities == ()
    assert "「AかB」 for cards of trash to hand or square" in script.unread[0].reason
