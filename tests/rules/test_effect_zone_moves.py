"""Moves between your own zones, session 18 (`zones`), pinned by value in a game: hand cards of a filter shown and put
into the deck with the shuffle in the next sentence waiting on them (「…選び公開し、デッキに戻す。戻したならば、シャッフル
し、…」), trash cards put into the deck and shuffled only when one went in (「…デッキに戻す。1枚以上戻したならば、デッキを
シャッフルする。」), 「あなたのチャージに置」, looks taking 「好きな枚数」 of a list, or looking at the whole deck, a filter
shared by a list of races, and cards put into resources this turn (your cards into your resources, by the abilities of
cards of a filter)."""

import dataclasses

import pytest

from tests.rules.builders import card
from tests.rules.test_effect_values import event, fresh
from tests.rules.test_goldfish_opponent import GUARD, game_with
from zxdecks.rules.cards import CardType, Icon
from zxdecks.rules.effects import read_card
from zxdecks.rules.effects.condition_words import condition_only
from zxdecks.rules.effects.language import Kind
from zxdecks.rules.effects.run import Source, conditions_hold, resolve
from zxdecks.rules.effects.turn_conditions import OWN_RESOURCES_BY, RESOURCES_BY
from zxdecks.rules.effects.zone_pairs import SHUFFLE_IF_MOVED
from zxdecks.rules.goldfish import Resource

SHOWN_BACK = (
    "あなたの手札にあるカード名に「シャム」を含むカードを2枚選び公開し、デッキに戻してよい。"
    "2枚戻したならば、シャッフルし、カードを3枚引く。"
)


def _deck_order(game):
    return [c.number for c in game.deck]


def test_hand_cards_of_the_filter_go_into_the_deck_then_it_is_shuffled_and_the_draw_follows():
    game = fresh()
    a, b, other = card("シャムA", cost=1), card("シャムB", cost=1), card("別のカード", cost=1)
    game.hand = [a, other, b]
    event(game, SHOWN_BACK)
    assert other in game.hand
    assert len(game.hand) == 4  # the other card and the three drawn
    assert len(game.deck) == 19  # 20 + 2 back - 3 drawn
    names = {c.name for c in game.deck} | {c.name for c in game.hand}
    assert {"シャムA", "シャムB"} <= names


def test_fewer_hand_cards_of_the_filter_than_it_says_move_none_and_nothing_follows():
    game = fresh()
    a, other = card("シャムA", cost=1), card("別のカード", cost=1)
    game.hand = [a, other]
    before = _deck_order(game)
    event(game, SHOWN_BACK)
    assert game.hand == [a, other]
    assert _deck_order(game) == before  # no card went in: no shuffle, no draw


def test_the_shuffle_waits_on_the_cards_put_in_and_the_effects_after_it_on_the_move():
    effects = read_card("X", "≪イベント≫" + SHOWN_BACK).event.effects
    assert [e.kind for e in effects] == [Kind.MOVE, Kind.DRAW]
    move, draw = effects
    assert (move.source, move.destination, move.n, move.rest) == ("hand", "deck", 2, SHUFFLE_IF_MOVED)
    assert move.optional
    assert move.done_at == 2
    assert draw.if_did


def test_an_evolseed_card_shown_back_into_the_deck_draws_and_a_hand_without_one_does_not():
    body = "あなたの手札にあるエヴォルシードアイコンを持つカードを1枚選び公開し、デッキに戻してよい。戻したならば、シャッフルし、カードを2枚引く。"
    game = fresh()
    seed = dataclasses.replace(card(cost=2), icons=frozenset({Icon.EVOLSEED}))
    plain = card(cost=2)
    game.hand = [plain, seed]
    event(game, body)
    assert seed not in game.hand
    assert plain in game.hand
    assert len(game.hand) == 3
    assert len(game.deck) == 19
    game = fresh()
    game.hand = [plain]
    before = _deck_order(game)
    event(game, body)
    assert game.hand == [plain]
    assert _deck_order(game) == before


TRASH_BACK = "あなたのトラッシュにあるゼクスを3枚まで選び、デッキに戻す。1枚以上戻したならば、デッキをシャッフルする。"


def test_trash_cards_go_into_the_deck_and_it_is_shuffled():
    game = fresh()
    zx = [card(cost=1), card(cost=2)]
    ev = card(type_=CardType.EVENT, cost=1)
    game.trash = [*zx, ev]
    event(game, TRASH_BACK)
    assert game.trash == [ev]
    assert len(game.deck) == 22
    effects = read_card("X", "≪イベント≫" + TRASH_BACK).event.effects
    assert [(e.kind, e.if_did) for e in effects] == [(Kind.MOVE, False), (Kind.SHUFFLE_DECK, True)]


def test_no_trash_card_put_in_leaves_the_deck_unshuffled():
    game = fresh()
    ev = card(type_=CardType.EVENT, cost=1)
    game.trash = [ev]
    before = _deck_order(game)
    event(game, TRASH_BACK)
    assert game.trash == [ev]
    assert _deck_order(game) == before


def test_your_charge_is_the_charge():
    game = fresh()
    dragon = dataclasses.replace(card(cost=3), races=("バトルドレス",))
    plain = card(cost=3)
    game.hand = [plain, dragon]
    event(game, "あなたの手札にある[バトルドレス]を1枚選び、あなたのチャージに置いてよい。")
    assert game.charge == [dragon]
    assert game.hand == [plain]
    game = fresh()
    game.hand = [plain]
    event(game, "あなたの手札にある[バトルドレス]を1枚選び、あなたのチャージに置いてよい。")
    assert game.charge == []


def test_a_look_takes_as_many_of_a_list_as_it_wants_into_the_trash():
    game = fresh()
    ev, named, plain = card(type_=CardType.EVENT, cost=1), card("ミカエルX", cost=3), card("別", cost=3)
    game.deck[:0] = [ev, plain, named]
    event(
        game,
        "あなたのデッキの上から3枚見て、その中にあるイベントかカード名に「ミカエル」を含むゼクスを好きな枚数選び、トラッシュに置く。",
    )
    assert sorted(c.number for c in game.trash) == sorted([ev.number, named.number])
    assert game.deck[0] is plain  # the rest stays on top
    assert len(game.deck) == 21


def test_a_look_at_the_whole_deck_takes_a_card_of_the_list():
    game = fresh()
    ev = card("セカイの欠片", type_=CardType.EVENT, cost=1)
    game.deck.insert(15, ev)
    event(
        game,
        "あなたのデッキを見て、その中にある[ワールドアバター]かカード名に「セカイ」を含むイベントを1枚まで選び、トラッシュに置き、"
        "残りを元に戻し、シャッフルする。",
    )
    assert game.trash == [ev]
    assert len(game.deck) == 20
    game = fresh()
    event(
        game,
        "あなたのデッキを見て、その中にある[ワールドアバター]かカード名に「セカイ」を含むイベントを1枚まで選び、トラッシュに置き、"
        "残りを元に戻し、シャッフルする。",
    )
    assert game.trash == []
    assert len(game.deck) == 20


# -- cards put into resources this turn, yours and by the abilities of cards of a filter ----------------------------
def _turn_condition(words):
    (condition,) = condition_only(f"このターンの間に{words}場合、")
    return condition


def _by(game, body, race=""):
    """Resolve 「≪イベント≫body」 as an event card of `race` (the card whose ability it is: the cause)."""
    ev = dataclasses.replace(card(type_=CardType.EVENT), races=(race,) if race else ())
    script = read_card(ev.number, "≪イベント≫" + body)
    assert script.unread == (), script.unread
    game.scripts = {ev.number: script}
    game.moving.append(ev)
    resolve(game, script.event, None, ev.name, Source("event", ev))
    game.moving.remove(ev)


YOUR_CARD = "あなたのカードがカードの能力でリソースに置かれていた"
INTO_YOURS = "カードの能力でカードがあなたのリソースに置かれていた"
BY_HOURAI = "あなたの[ホウライ]の能力でカードがリソースに置かれていた"
BY_HOURAI_YOURS = "あなたの[ホウライ]の能力でカードがあなたのリソースに置かれていた"
TOP_TO_RESOURCES = "あなたのデッキの1番上のカードをリソースにスリープで置く。"


@pytest.mark.parametrize("words", [YOUR_CARD, INTO_YOURS])
def test_your_card_into_your_resources_counts_by_an_ability_and_not_in_the_resource_phase(words):
    game = fresh()
    condition = _turn_condition(words)
    assert condition.name == OWN_RESOURCES_BY
    game.put(game.take_top(), "resources")  # the resource phase's (504): not by an ability
    assert not conditions_hold(game, (condition,))
    event(game, TOP_TO_RESOURCES)
    assert conditions_hold(game, (condition,))


def test_an_opponents_zx_into_its_resources_is_not_your_card_into_yours():
    game = game_with({}, {GUARD: 5000})
    event(game, "スクエアにある相手のゼクスを1枚選び、リソースにスリープで置く。")
    assert game.opponent_squares == {}
    assert not conditions_hold(game, (_turn_condition(YOUR_CARD),))
    assert conditions_hold(game, (_turn_condition("カードがカードの能力でリソースに置かれていた"),))


def test_a_card_put_into_resources_by_a_card_of_the_filter_counts_and_by_another_does_not():
    game = fresh()
    by_hourai = _turn_condition(BY_HOURAI)
    assert (by_hourai.name, by_hourai.filter.race) == (RESOURCES_BY, "ホウライ")
    _by(game, TOP_TO_RESOURCES)  # an event of no race
    assert not conditions_hold(game, (by_hourai,))
    _by(game, TOP_TO_RESOURCES, "ホウライ")
    assert conditions_hold(game, (by_hourai,))
    assert conditions_hold(game, (_turn_condition(BY_HOURAI_YOURS),))


def test_the_opponents_resources_count_for_any_resources_but_not_for_yours():
    game = game_with({}, {GUARD: 5000})
    _by(game, "スクエアにある相手のゼクスを1枚選び、リソースにスリープで置く。", "ホウライ")
    assert conditions_hold(game, (_turn_condition(BY_HOURAI),))
    assert not conditions_hold(game, (_turn_condition(BY_HOURAI_YOURS),))


def test_the_condition_gates_its_effect_both_ways():
    text = f"このターンの間に{BY_HOURAI}場合、あなたのデッキの1番上のカードをリソースにスリープで置く。"
    game = fresh()
    before = len(game.resources)
    event(game, text)
    assert len(game.resources) == before
    _by(game, TOP_TO_RESOURCES, "ホウライ")
    event(game, text)
    assert len(game.resources) == before + 2


# -- a filter shared by a list that is one item of several races ------------------------------------------------------
def test_a_shared_name_holds_for_each_race_of_the_list():
    game = fresh()
    princess = dataclasses.replace(card("プリンセスA", cost=2), races=("リーファー",))
    plain = dataclasses.replace(card("ただのリーファー", cost=2), races=("リーファー",))
    other = dataclasses.replace(card("プリンセスB", cost=2), races=("ドラゴン",))
    angel = dataclasses.replace(card("プリンセスC", cost=2), races=("エンジェル",))
    game.deck[:0] = [plain, princess, other, angel]
    event(
        game,
        "あなたのデッキの上から4枚公開し、その中にあるカード名に「プリンセス」を含む、[リーファー]か[エンジェル]を2枚まで選び、"
        "手札に加え、残りを好きな順番でデッキの下に置く。",
    )
    assert sorted(c.name for c in game.hand) == ["プリンセスA", "プリンセスC"]
    assert {c.name for c in game.deck[-2:]} == {"ただのリーファー", "プリンセスB"}


# -- 「AかB」 places -------------------------------------------------------------------------------------------------
def test_a_hand_card_goes_on_top_of_the_deck_or_into_the_trash():
    effects = read_card("X", "≪イベント≫あなたの手札を1枚選び、デッキの1番上に置くかトラッシュに置く。").event.effects
    assert [(e.kind, e.source, e.destination, e.rest) for e in effects] == [
        (Kind.EITHER_MOVE, "hand", "deck_top", "trash")
    ]
    game = fresh()
    spare = card(cost=5)
    game.hand = [spare]
    event(game, "あなたの手札を1枚選び、デッキの1番上に置くかトラッシュに置く。")
    assert game.hand == []
    assert (game.deck[0] is spare) != (game.trash == [spare])  # one place or the other
    game = fresh()
    event(game, "あなたの手札を1枚選び、デッキの1番上に置くかトラッシュに置く。")  # no hand card: nothing moves
    assert (game.hand, game.trash, len(game.deck)) == ([], [], 20)


def test_the_top_card_shown_goes_to_the_charge_or_the_resources_slept():
    body = "あなたのデッキの1番上のカードを公開する。そのカードをチャージに置くか、リソースにスリープで置く。"
    effects = read_card("X", "≪イベント≫" + body).event.effects
    assert [(e.kind, e.destination, e.rest) for e in effects] == [(Kind.TOP_EITHER, "charge", "resources")]
    game = fresh()
    top = game.deck[0]
    before = len(game.resources)
    event(game, body)
    in_charge = game.charge == [top]
    in_resources = [r.card for r in game.resources[before:]] == [top]
    assert in_charge != in_resources
    assert all(not r.rebooted for r in game.resources[before:])
    assert len(game.deck) == 19


# -- rebooted resources only ----------------------------------------------------------------------------------------
def test_a_rebooted_resource_of_the_name_goes_back_to_the_hand_and_a_slept_one_does_not():
    body = "あなたのリソースにあるカード名に「ユーディ」を含むリブートのカードを1枚選び、手札に戻す。"
    (effect,) = read_card("X", "≪イベント≫" + body).event.effects
    assert (effect.source, effect.destination, effect.to) == ("resources", "hand", "rebooted")
    game = fresh()
    slept, rebooted = card("ユーディA", cost=2), card("ユーディB", cost=2)
    game.resources = [Resource(slept, False), Resource(rebooted, True), Resource(card("別", cost=1), True)]
    event(game, body)
    assert game.hand == [rebooted]
    game = fresh()
    game.resources = [Resource(slept, False)]
    event(game, body)
    assert game.hand == []
    assert [r.card for r in game.resources] == [slept]


def test_rebooted_resources_given_up_are_as_many_rebooted_as_there_are():
    body = "あなたのリソースにあるリブートのカードを2枚選び、トラッシュに置く。"
    game = fresh()
    up1, up2, down = card(cost=1), card(cost=2), card(cost=3)
    game.resources = [Resource(up1, True), Resource(down, False), Resource(up2, True)]
    event(game, body)
    assert sorted(c.number for c in game.trash) == sorted([up1.number, up2.number])
    assert [r.card for r in game.resources] == [down]
    game = fresh()
    game.resources = [Resource(up1, True), Resource(down, False)]
    event(game, body)  # one rebooted: that one (102.4, a required move), never the slept one
    assert game.trash == [up1]
    assert [r.card for r in game.resources] == [down]


# -- 「あなたの手札とあなたのチャージにある…をそれぞれN枚ずつ」: a kind a zone ------------------------------------------
EACH_ZONE = (
    "あなたの手札とあなたのチャージにあるカードをそれぞれ1枚ずつ選び、トラッシュに置いてよい。"
    "それぞれ1枚ずつ置いたならば、カードを2枚引く。"
)


def test_a_card_of_each_zone_is_given_up_and_the_draw_follows():
    effects = read_card("X", "≪イベント≫" + EACH_ZONE).event.effects
    assert [(e.kind, e.rest) for e in effects] == [(Kind.MODAL, "whole"), (Kind.DRAW, "")]
    assert [(o.source, o.destination, o.n) for (o,) in effects[0].options] == [
        ("hand", "trash", 1),
        ("charge", "trash", 1),
    ]
    game = fresh()
    in_hand, in_charge = card(cost=5), card(cost=4)
    game.hand, game.charge = [in_hand], [in_charge]
    event(game, EACH_ZONE)
    assert sorted(c.number for c in game.trash) == sorted([in_hand.number, in_charge.number])
    assert game.charge == []
    assert len(game.hand) == 2  # drawn


def test_an_empty_zone_gives_up_none_and_draws_none():
    game = fresh()
    in_hand = card(cost=5)
    game.hand = [in_hand]
    event(game, EACH_ZONE)
    assert game.hand == [in_hand]
    assert game.trash == []
