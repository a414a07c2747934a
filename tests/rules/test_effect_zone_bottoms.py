"""Looks and reveals at the top of the deck, session 19 (`zones`), pinned by value in a game: cards looked at chosen
to go to the bottom (「その中にあるカードを1枚選び、デッキの1番下に置き、残りのカードを好きな順番でデッキの上に戻す」) and the
top card revealed by choice (「デッキの1番上のカードを公開してよい」) before a test of it."""

import dataclasses

from tests.rules.builders import card
from tests.rules.test_effect_values import entered, event, fresh
from zxdecks.rules.effects import read_card
from zxdecks.rules.effects.language import Kind

TO_BOTTOM = (
    "あなたのデッキの上から3枚見て、その中にあるカードを1枚選び、デッキの1番下に置き、"
    "残りのカードを好きな順番でデッキの上に戻す。"
)


def test_the_card_looked_at_chosen_for_the_bottom_is_the_one_wanted_last_and_the_others_go_back_in_order():
    game = fresh()
    cheap, costly, middle = card(cost=1), card(cost=7), card(cost=3)
    game.deck[:0] = [middle, costly, cheap]
    event(game, TO_BOTTOM)
    assert game.deck[-1] is costly  # the costliest, cast last, to the bottom
    assert game.deck[:2] == [cheap, middle]  # the others on top, the cheapest first
    assert len(game.deck) == 23
    assert game.hand == []


def test_the_card_chosen_for_the_bottom_is_taken_even_from_two_and_none_moves_elsewhere():
    game = fresh()
    first, second = card(cost=2), card(cost=6)
    game.deck[:0] = [second, first]
    event(game, TO_BOTTOM.replace("3枚見て", "2枚見て"))
    assert game.deck[0] is first
    assert game.deck[-1] is second
    assert len(game.deck) == 22
    assert game.trash == []
    assert game.charge == []


def test_up_to_two_for_the_bottom_keeps_on_top_what_it_can_play_next_turn():
    game = fresh()
    playable, costly = card(cost=1), card(cost=len(game.resources) + 5)
    game.deck[:0] = [costly, playable]
    event(
        game,
        "あなたのデッキの上から2枚見て、その中にあるカードを2枚まで選び、好きな順番でデッキの下に置き、"
        "残りのカードを好きな順番でデッキの上に戻す。",
    )
    assert game.deck[0] is playable  # kept for the next draw
    assert game.deck[-1] is costly
    assert len(game.deck) == 22


def test_the_bottom_choice_reads_as_a_look_putting_its_card_at_the_bottom():
    (effect,) = read_card("X", "≪イベント≫" + TO_BOTTOM).event.effects
    assert effect.kind is Kind.REVEAL_TOP_TAKE
    assert (effect.n, effect.take, effect.to, effect.rest, effect.ordered) == (3, 1, "bottom", "top", True)


# -- 「デッキの1番上のカードを公開してよい」 ------------------------------------------------------------------------------
MAY_REVEAL = (
    "あなたのデッキの1番上のカードを公開してよい。そのカードが[ク・リト]ならば、チャージに置く。"
    "そうでないならば、そのカードをデッキの1番下に置く。"
)


def test_the_top_card_revealed_by_choice_goes_to_the_charge_when_it_matches():
    game = fresh()
    match = dataclasses.replace(card(cost=2), races=("ク・リト",))
    game.deck.insert(0, match)
    event(game, MAY_REVEAL)
    assert game.charge == [match]
    assert match not in game.deck
    assert len(game.deck) == 20


def test_the_top_card_revealed_by_choice_goes_to_the_bottom_when_it_does_not_match():
    game = fresh()
    other = card(cost=2)
    game.deck.insert(0, other)
    event(game, MAY_REVEAL)
    assert game.charge == []
    assert game.deck[-1] is other
    assert len(game.deck) == 21


def test_the_reveal_by_choice_reads_as_the_reveal_marked_optional():
    (may,) = read_card("X", "≪イベント≫" + MAY_REVEAL).event.effects
    (must,) = read_card("X", "≪イベント≫" + MAY_REVEAL.replace("公開してよい", "公開する")).event.effects
    assert may.optional
    assert not must.optional
    assert dataclasses.replace(may, optional=False) == must


# -- 「…あなたの手札にあるカードを1枚選びデッキに戻す。残りのカードを元に戻し、シャッフルする。」 ----------------------------------
HAND_BACK = (
    "あなたのデッキの上から3枚見て、その中にあるカードを1枚選び、手札に加え、あなたの手札にあるカードを1枚選びデッキに戻す。"
    "残りのカードを元に戻し、シャッフルする。"
)


def test_a_hand_card_goes_into_the_deck_after_the_look_and_the_rest_is_shuffled_back():
    game = fresh()
    kept = card(cost=1)
    game.hand = [kept]
    costly = card(cost=9)
    game.deck[:0] = [card(cost=1), costly, card(cost=2)]
    before = {id(c) for c in game.deck} | {id(kept)}
    shuffles = []
    shuffle = game.shuffle
    game.shuffle = lambda: (shuffles.append(len(game.deck)), shuffle())
    event(game, HAND_BACK)
    assert len(game.hand) == 1
    assert game.hand[0] in (kept, costly)  # the costliest taken, then one of the two given back
    assert len(game.deck) == 23
    assert {id(c) for c in game.deck} | {id(c) for c in game.hand} == before  # nothing lost, nothing gained
    assert shuffles[-1] == 23  # the last shuffle after the hand card went in: the whole deck


def test_the_look_the_hand_card_and_the_shuffle_read_as_one_sentence():
    look, back = read_card("X", "≪イベント≫" + HAND_BACK).event.effects
    assert (look.kind, look.n, look.take, look.rest) == (Kind.REVEAL_TOP_TAKE, 3, 1, "shuffle")
    assert (back.kind, back.source, back.destination) == (Kind.MOVE, "hand", "deck")
    lone = read_card("X", "≪イベント≫" + HAND_BACK.replace("残りのカードを元に戻し、シャッフルする。", ""))
    assert lone.unread[0].reason == "「デッキに戻し」 without the shuffle after it"


# -- cards put into the deck, then a look at the whole deck that ends shuffled ---------------------------------------
TO_DECK_THEN_SEARCH = (
    "あなたのトラッシュにあるすべての[クラフト]をデッキに戻し、あなたのデッキを見て、その中にある[クラフト]を1枚まで選び、"
    "リブートでゼクスのないノーマルスクエアに登場させ、残りを元に戻し、シャッフルする。"
)


def test_the_cards_put_into_the_deck_are_searched_with_it_and_the_rest_shuffled():
    game = fresh()
    crafts = [dataclasses.replace(card(cost=c), races=("クラフト",), power=4000) for c in (2, 5)]
    other = card(cost=1)
    game.trash = [*crafts, other]
    event(game, TO_DECK_THEN_SEARCH)
    assert game.trash == [other]
    assert [u.card for u in game.squares.values()] == [crafts[1]]  # the costliest Craft, from those just put in
    assert crafts[0] in game.deck
    assert len(game.deck) == 21


def test_a_whole_deck_look_after_cards_put_into_the_deck_must_end_shuffled():
    effects = read_card("X", "≪イベント≫" + TO_DECK_THEN_SEARCH).event.effects
    assert [(e.kind, e.rest) for e in effects] == [(Kind.MOVE, ""), (Kind.REVEAL_TOP_TAKE, "shuffle")]
    unshuffled = read_card("X", "≪イベント≫" + TO_DECK_THEN_SEARCH.replace("、シャッフルする", ""))
    assert unshuffled.event is None


# -- 「あなたのデッキの下からN枚公開し、その中にある…」 ---------------------------------------------------------------------
FROM_BOTTOM = (
    "あなたのデッキの下から3枚公開し、その中にあるカード名に「サテライト」を含むカードを1枚まで選び、手札に加え、"
    "残りを好きな順番でデッキの下に置く。"
)


def test_the_bottom_three_are_revealed_and_the_named_one_taken_the_top_untouched():
    game = fresh()
    named = card(cost=3, name="サテライト・ワン")
    others = [card(cost=1), card(cost=2)]
    game.deck[len(game.deck) :] = [others[0], named, others[1]]
    top = list(game.deck[:3])
    event(game, FROM_BOTTOM)
    assert game.hand == [named]
    assert game.deck[:3] == top
    assert {id(c) for c in game.deck[-2:]} == {id(c) for c in others}
    assert len(game.deck) == 22


def test_the_bottom_three_stay_at_the_bottom_when_none_is_named():
    game = fresh()
    bottom = list(game.deck[-3:])
    event(game, FROM_BOTTOM)
    assert game.hand == []
    assert {id(c) for c in game.deck[-3:]} == {id(c) for c in bottom}
    assert len(game.deck) == 20


def test_the_bottom_reveal_reads_with_the_deck_bottom_as_its_source():
    (effect,) = read_card("X", "≪イベント≫" + FROM_BOTTOM).event.effects
    assert (effect.kind, effect.source, effect.n, effect.rest) == (Kind.REVEAL_TOP_TAKE, "deck_bottom", 3, "bottom")


# -- 「その中にあるカードを1枚フォースとしてこのカードの下に表向きで置く」: the older words of 「表向きでこのカードのフォースにする」 --
def test_a_card_looked_at_goes_face_up_under_this_card_and_the_rest_is_removed():
    game = fresh()
    looked = [card(cost=1), card(cost=6), card(cost=2)]
    game.deck[:0] = looked
    unit = entered(
        game,
        "あなたのデッキの上から3枚見て、その中にあるカードを1枚フォースとしてこのカードの下に表向きで置く。残りのカードを除外する。",
    )
    assert unit.force == [looked[1]]
    assert {id(c) for c in game.removed} == {id(looked[0]), id(looked[2])}
    assert len(game.deck) == 20


def test_charge_cards_go_face_up_under_this_card_up_to_three():
    game = fresh()
    charged = [card(cost=c) for c in (1, 2, 3, 4)]
    game.charge = list(charged)
    unit = entered(game, "あなたのチャージにあるカードを3枚までフォースとしてこのカードの下に表向きで置く。")
    assert len(unit.force) == 3
    assert len(game.charge) == 1
    assert {id(c) for c in unit.force} | {id(game.charge[0])} == {id(c) for c in charged}  # moved, none lost
    game = fresh()
    game.charge = []
    unit = entered(game, "あなたのチャージにあるカードを3枚までフォースとしてこのカードの下に表向きで置く。")
    assert not unit.force
