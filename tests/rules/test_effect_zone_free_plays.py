"""Cards of your resources, charge and remove zone, and of 「手札かリソースにある、」, played without their cost by an effect
(session 19 `zones`, run.free_plays), pinned by value in a game: the card played leaves its zone, a Z/X enters, an
event resolves and goes to the trash; a card of the filter elsewhere, or none of it, plays nothing."""

import dataclasses

import pytest

from tests.rules.builders import card
from tests.rules.test_effect_values import event, fresh
from tests.rules.test_effect_values_references import CENTRE, board
from zxdecks.rules.board import Resource
from zxdecks.rules.cards import CardType
from zxdecks.rules.effects import read_card
from zxdecks.rules.effects.coverage import line_part
from zxdecks.rules.effects.language import Kind
from zxdecks.rules.effects.run.free_plays import play_free
from zxdecks.rules.effects.run.plays import reveal_take
from zxdecks.rules.effects.run.table import At


def zx(cost, name="ゼクス"):
    return dataclasses.replace(card(cost=cost, name=name), power=5000)


def on_squares(game):
    return [u.card for u in game.squares.values()]


FROM_RESOURCES = "あなたのリソースにあるカード名に「エンジュ」を含むゼクスを1枚選び、コストを支払わずにプレイする。"


def test_a_named_zx_of_the_resources_is_played_and_leaves_them():
    game = fresh()
    named, plain = zx(6, "森の賢者エンジュ"), zx(2)
    game.resources = [Resource(plain), Resource(named)]
    event(game, FROM_RESOURCES)
    assert on_squares(game) == [named]
    assert [r.card for r in game.resources] == [plain]


def test_no_card_of_the_name_in_the_resources_plays_nothing():
    game = fresh()
    plain = zx(2)
    game.resources = [Resource(plain)]
    game.hand = [zx(3, "森の賢者エンジュ")]  # of the name, but in the hand
    event(game, FROM_RESOURCES)
    assert on_squares(game) == []
    assert [r.card for r in game.resources] == [plain]
    assert len(game.hand) == 1


def test_an_event_of_the_resources_resolves_and_goes_to_the_trash():
    game = fresh()
    spell = dataclasses.replace(card(cost=2, name="星の呼び声"), type=CardType.EVENT)
    game.resources = [Resource(spell)]
    scripts = {spell.number: read_card(spell.number, "≪イベント≫カードを2枚引く。")}
    top = game.deck[:2]
    event(game, "あなたのリソースにあるイベントを1枚まで選び、コストを支払わずにプレイする。", scripts)
    assert game.hand == top
    assert game.trash == [spell]
    assert game.resources == []


@pytest.mark.parametrize(("zone", "words"), [("removed", "リムーブ"), ("charge", "チャージ")])
def test_a_zx_of_the_remove_zone_or_the_charge_is_played_within_its_cost_bound(zone, words):
    game = fresh()
    cheap, costly = zx(3), zx(4)
    setattr(game, zone, [costly, cheap])
    event(game, f"あなたの{words}にあるコスト3以下のゼクスを1枚まで選び、コストを支払わずにプレイする。")
    assert on_squares(game) == [cheap]
    assert getattr(game, zone) == [costly]
    game = fresh()
    setattr(game, zone, [costly])
    event(game, f"あなたの{words}にあるコスト3以下のゼクスを1枚まで選び、コストを支払わずにプレイする。")
    assert on_squares(game) == []
    assert getattr(game, zone) == [costly]


UNION = "手札かリソースにある、あなたのコスト3以下のカードを1枚まで選び、コストを支払わずにプレイする。"


def test_any_of_the_two_zones_gives_the_card_played():
    game = fresh()
    in_hand, in_resources = zx(5), zx(2)
    game.hand = [in_hand]
    game.resources = [Resource(in_resources)]
    event(game, UNION)
    assert on_squares(game) == [in_resources]  # the hand's is too costly
    assert game.resources == []
    assert game.hand == [in_hand]


def test_the_plays_read_with_the_zones_they_come_from():
    for text, rest in ((FROM_RESOURCES, "resources"), (UNION, "hand|resources")):
        (ability,) = read_card("X", "≪イベント≫" + text).abilities
        (play,) = ability.effects
        assert (play.kind, play.rest) == (Kind.PLAY_FREE, rest)
        assert line_part(ability) == "acting"


# -- 「アセンション」 as a card type of a filter (202.12) ---------------------------------------------------------------
def test_an_ascension_of_the_remove_zone_goes_back_to_the_hand_and_a_zx_does_not():
    game = fresh()
    ascension = dataclasses.replace(card(cost=2), type=CardType.AN)
    other = zx(2)
    game.removed = [other, ascension]
    event(game, "あなたのリムーブにあるアセンションを1枚まで選び、手札に戻す。")
    assert game.hand == [ascension]
    assert game.removed == [other]
    game = fresh()
    game.removed = [other]
    event(game, "あなたのリムーブにあるアセンションを1枚まで選び、手札に戻す。")
    assert game.hand == []
    assert game.removed == [other]


# -- 「デュナミスにある裏向きの「X」を…選び、表向きにするかコストを支払わずにプレイする」 -------------------------------------------
FACE_UP_OR_PLAY = "あなたのデュナミスにある裏向きの「噂話」を1枚まで選び、表向きにするかコストを支払わずにプレイする。"


def rumour(body):
    """A face-down event extra 「噂話」 whose event is `body`, and the scripts that hold it."""
    extra = dataclasses.replace(card(cost=1, name="噂話"), type=CardType.EV_EX)
    return extra, {extra.number: read_card(extra.number, "≪イベント≫" + body)}


def test_the_event_extra_is_played_when_its_event_gains_and_comes_back_face_up():
    game = fresh()
    extra, scripts = rumour("カードを1枚引く。")
    other = dataclasses.replace(card(cost=1, name="別の話"), type=CardType.EV_EX)
    game.dynamis = [other, extra]
    top = game.deck[0]
    event(game, FACE_UP_OR_PLAY, scripts)
    assert game.hand == [top]  # it resolved
    assert game.dynamis_face_up == [extra]  # 806.3c
    assert game.dynamis == [other]
    assert game.trash == []


def test_the_event_extra_is_turned_face_up_when_its_event_would_gain_nothing():
    game = fresh()
    extra, scripts = rumour("ノーマルスクエアにある相手のゼクスを1枚選び、破壊する。")  # no Z/X to choose
    game.dynamis = [extra]
    event(game, FACE_UP_OR_PLAY, scripts)
    assert game.hand == []
    assert game.dynamis_face_up == [extra]
    assert game.dynamis == []


def test_no_face_down_card_of_the_name_changes_nothing():
    game = fresh()
    other = dataclasses.replace(card(cost=1, name="別の話"), type=CardType.EV_EX)
    game.dynamis = [other]
    event(game, FACE_UP_OR_PLAY)
    assert game.dynamis == [other]
    assert game.dynamis_face_up == []


def test_face_up_or_play_reads_as_the_face_up_of_rest_or_play():
    (effect,) = read_card("X", "≪イベント≫" + FACE_UP_OR_PLAY).event.effects
    assert (effect.kind, effect.rest, effect.n, effect.up_to) == (Kind.DYNAMIS_FACE_UP, "or_play", 1, True)


# -- 「置いたカードの中にある…」 / 「除外したカードの中にある…」 played without their cost -----------------------------------------
PLACED_PLAY = "あなたのデッキの上から3枚トラッシュに置く。置いたカードの中にあるコスト3以下のゼクスを1枚まで選び、コストを支払わずにプレイする。"


def test_a_zx_among_the_cards_just_put_into_the_trash_is_played_and_not_one_there_before():
    game = fresh()
    old, placed = zx(1), zx(3)
    game.trash = [old]
    game.deck[:0] = [zx(5), placed, dataclasses.replace(card(cost=2), type=CardType.EVENT)]
    event(game, PLACED_PLAY)
    assert on_squares(game) == [placed]
    assert old in game.trash
    assert len(game.trash) == 3  # the three put, less the one played, and the old one


def test_no_zx_of_the_bound_among_the_cards_put_plays_nothing_even_with_one_in_the_trash():
    game = fresh()
    old = zx(1)
    game.trash = [old]
    game.deck[:0] = [zx(5), zx(4), dataclasses.replace(card(cost=2), type=CardType.EVENT)]
    event(game, PLACED_PLAY)
    assert on_squares(game) == []
    assert len(game.trash) == 4


def test_the_cards_just_removed_are_played_from_the_remove_zone():
    game = fresh()
    placed = zx(2)
    game.deck[:0] = [placed, zx(6), zx(7)]
    event(game, PLACED_PLAY.replace("トラッシュに置く。置いた", "除外する。除外した"))
    assert on_squares(game) == [placed]
    assert len(game.removed) == 2


def test_the_placed_cards_are_read_only_right_after_a_move_of_the_top_into_that_zone():
    (move, play) = read_card("X", "≪イベント≫" + PLACED_PLAY).event.effects
    assert (move.source, move.destination, move.n) == ("deck_top", "trash", 3)
    assert (play.kind, play.rest) == (Kind.PLAY_FREE, "placed_trash")
    script = read_card(
        "X", "≪イベント≫カードを1枚引く。置いたカードの中にあるゼクスを1枚まで選び、コストを支払わずにプレイする。"
    )
    assert script.unread[0].reason == "「置いたカードの中にある」 after no move of the top of the deck into the trash"


# -- 「破壊したゼクスのコスト以下のコストの、あなたのトラッシュにある…」 (run.destroyed_costs) -------------------------------------
DESTROYED_BOUND = (
    "ノーマルスクエアにある相手のコスト5以下のゼクスを1枚選び、破壊する。"
    "破壊したゼクスのコスト以下のコストの、あなたのトラッシュにあるゼクスを1枚まで選び、リブートでゼクスのないノーマルスクエアに登場させる。"
)


@pytest.mark.parametrize(("cost", "entered"), [(4, True), (3, False)])
def test_a_trash_zx_enters_only_within_the_cost_of_the_zx_destroyed(cost, entered):
    game = board({}, {CENTRE: 5000})
    game.opponent_squares[CENTRE].cost = cost
    dead = zx(4)
    game.trash = [dead]
    event(game, DESTROYED_BOUND)
    assert game.opponent_squares == {}
    assert (dead in on_squares(game)) is entered
    assert (dead in game.trash) is not entered


def test_with_no_zx_destroyed_no_trash_zx_enters():
    game = board({}, {})
    dead = zx(0)
    game.trash = [dead]
    event(game, DESTROYED_BOUND)
    assert game.trash == [dead]


def test_the_destroyed_bound_waits_on_the_destruction_and_reads_only_after_one():
    destroy, enter = read_card("X", "≪イベント≫" + DESTROYED_BOUND).event.effects
    assert (destroy.kind, destroy.rest) == (Kind.CHOOSE_ZX, "destroy")
    assert (enter.kind, enter.bound, enter.if_did) == (Kind.ZONE_TO_SQUARE, "destroyed", True)
    script = read_card("X", "≪イベント≫カードを1枚引く。" + DESTROYED_BOUND.split("。")[1] + "。")
    assert script.unread[0].reason == "「破壊したゼクスのコスト以下の」 after no choice of one Z/X destroyed"


# -- 「…デッキの1番上を公開する。そのカードをコストを支払わずにプレイしてよい。プレイしなかったならば、そのカードを手札に加える。」 ----
REVEAL_PLAY = (
    "あなたのデッキの1番上を公開する。そのカードをコストを支払わずにプレイしてよい。"
    "プレイしなかったならば、そのカードを手札に加える。"
)


def test_the_revealed_zx_is_played_when_it_can_enter():
    game = fresh()
    top = zx(6)
    game.deck.insert(0, top)
    event(game, REVEAL_PLAY)
    assert on_squares(game) == [top]
    assert game.hand == []
    assert len(game.deck) == 20


def test_the_revealed_card_that_cannot_be_played_goes_to_the_hand():
    game = fresh()
    dud = dataclasses.replace(card(cost=2), type=CardType.EVENT)  # an event with no effect to gain from
    game.deck.insert(0, dud)
    event(game, REVEAL_PLAY)
    assert on_squares(game) == []
    assert game.hand == [dud]
    assert len(game.deck) == 20


def test_the_revealed_card_played_reads_as_a_look_of_one_played_or_taken():
    (effect,) = read_card("X", "≪イベント≫" + REVEAL_PLAY).event.effects
    assert (effect.kind, effect.n, effect.take, effect.to, effect.rest) == (
        Kind.REVEAL_TOP_TAKE,
        1,
        1,
        "play_if",
        "hand",
    )


# -- 「このカードのフォースにある…を1枚選び、コストを支払わずにプレイする」 ------------------------------------------------------
def test_a_named_zx_of_this_cards_face_up_force_is_played_and_leaves_the_force():
    game = fresh()
    holder = zx(5)
    assert game.enter(holder, "ability", (1, 1))
    unit = game.squares[(1, 1)]
    named, other = zx(3, "キルクズ・ワン"), zx(2)
    unit.force = [other, named]
    (play,) = read_card(
        "X",
        "≪イベント≫このカードのフォースにあるカード名に「キルクズ」を含むゼクスを1枚選び、コストを支払わずにプレイする。",
    ).event.effects
    assert (play.kind, play.rest) == (Kind.PLAY_FREE, "force")
    assert play_free(game, play, At(unit))
    assert named in on_squares(game)
    assert unit.force == [other]
    unit.force = [other]
    assert not play_free(game, play, At(unit))  # none of the name left
    assert unit.force == [other]


def test_the_revealed_card_not_played_goes_face_up_under_this_card():
    text = (
        "あなたのデッキの1番上を公開する。そのカードをコストを支払わずにプレイしてよい。"
        "プレイしなかったならば、そのカードを表向きでこのカードのフォースにする。"
    )
    (effect,) = read_card("X", "≪イベント≫" + text).event.effects
    assert (effect.to, effect.rest) == ("play_if", "force")
    game = fresh()
    assert game.enter(zx(5), "ability", (1, 1))
    unit = game.squares[(1, 1)]
    dud = dataclasses.replace(card(cost=2), type=CardType.EVENT)  # no effect to gain from: not played
    game.deck.insert(0, dud)
    reveal_take(game, effect, At(unit))
    assert unit.force == [dud]
    assert dud not in game.deck
    top = zx(3)
    game.deck.insert(0, top)
    reveal_take(game, effect, At(unit))
    assert top in on_squares(game)  # played: not under this card
    assert unit.force == [dud]
