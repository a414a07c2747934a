"""Moves between your own zones, session 18 (`zones`), pinned by value in a game: hand cards of a filter shown and put
into the deck with the shuffle in the next sentence waiting on them (「…選び公開し、デッキに戻す。戻したならば、シャッフル
し、…」), trash cards put into the deck and shuffled only when one went in (「…デッキに戻す。1枚以上戻したならば、デッキを
シャッフルする。」), 「あなたのチャージに置」, and looks taking 「好きな枚数」 of a list, or looking at the whole deck."""

import dataclasses

from tests.rules.builders import card
from tests.rules.test_effect_values import event, fresh
from zxdecks.rules.cards import CardType, Icon
from zxdecks.rules.effects import read_card
from zxdecks.rules.effects.language import Kind
from zxdecks.rules.effects.zone_pairs import SHUFFLE_IF_MOVED

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
