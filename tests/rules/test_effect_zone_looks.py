"""Looks at the top of the deck, session 18 (`zones`), pinned by value in a game: a list of filters joined by 「か」
without 「合計」 (「その中にある[A]かイベントを1枚選び、」), a second choice 「(公開した)残りのカードの中から…」 (in the same
sentence, in the next one, and after a 「…したならば」 with the look), and revealed cards put face up under this card as
its force (「その中にある[A]を1枚まで表向きでこのカードのフォースにし、」)."""

import dataclasses

from tests.rules.builders import card
from tests.rules.test_effect_values import entered, event, fresh
from zxdecks.rules.board import OnSquare
from zxdecks.rules.cards import CardType
from zxdecks.rules.effects import read_card
from zxdecks.rules.effects.language import Kind
from zxdecks.rules.effects.run.plays import reveal_take
from zxdecks.rules.effects.run.table import At


def raced(race, **kwargs):
    return dataclasses.replace(card(**kwargs), races=(race,))


# -- a list of filters without 「合計」 ------------------------------------------------------------------------------
LIST_LOOK = "あなたのデッキの上から3枚公開し、その中にある[ウィンター]かイベントを1枚選び、手札に加え、残りを好きな順番でデッキの下に置く。"


def test_a_list_without_total_takes_a_card_of_either_filter_and_puts_the_others_at_the_bottom():
    game = fresh()
    plain, ev, other = card(cost=1), card(type_=CardType.EVENT, cost=1), card(cost=2)
    game.deck[:0] = [plain, ev, other]
    event(game, LIST_LOOK)
    assert game.hand == [ev]
    assert len(game.deck) == 22
    assert {c.number for c in game.deck[-2:]} == {plain.number, other.number}  # the two others at the bottom
    assert ev not in game.deck


def test_a_list_without_total_takes_the_race_too_and_nothing_when_no_card_matches():
    game = fresh()
    winter = raced("ウィンター", cost=3)
    game.deck[:0] = [card(cost=1), winter, card(cost=2)]
    event(game, LIST_LOOK)
    assert game.hand == [winter]
    game = fresh()
    top = game.deck[:3]
    event(game, LIST_LOOK)
    assert game.hand == []
    assert {c.number for c in game.deck[-3:]} == {c.number for c in top}  # all three at the bottom


def test_a_list_without_total_reads_as_the_list_with_it():
    without = read_card("X", "≪イベント≫" + LIST_LOOK).event.effects
    with_total = read_card("X", "≪イベント≫" + LIST_LOOK.replace("を1枚選び", "を合計1枚選び")).event.effects
    assert without == with_total
    assert without[0].kind is Kind.REVEAL_TOP_TAKE
    assert len(without[0].filter.any_of) == 2


# -- 「(公開した)残りのカードの中から」 -------------------------------------------------------------------------------
def test_the_rest_of_the_cards_shown_gives_a_second_choice_in_the_next_sentence():
    game = fresh()
    first, second, third = (raced("ホウライ", cost=c) for c in (1, 2, 3))
    plain = card(cost=4)
    game.deck[:0] = [first, plain, second, third]
    before = list(game.resources)
    event(
        game,
        "あなたのデッキの上から4枚公開し、その中にある[ホウライ]を1枚選び、手札に加える。"
        "公開した残りのカードの中から[ホウライ]を1枚選び、リソースにスリープで置き、それ以外のカードを好きな順番でデッキの下に置く。",
    )
    assert len(game.hand) == 1
    added = game.resources[len(before) :]
    assert len(added) == 1
    assert not added[0].rebooted
    taken = {game.hand[0].number, added[0].card.number}
    assert taken <= {first.number, second.number, third.number}
    assert plain in game.deck[-2:]  # the others at the bottom
    assert len(game.deck) == 22


def test_the_second_choice_takes_nothing_when_the_rest_holds_no_match():
    game = fresh()
    only = raced("ホウライ", cost=1)
    game.deck[:0] = [only, card(cost=2), card(cost=3)]
    event(
        game,
        "あなたのデッキの上から3枚公開し、その中にある[ホウライ]を1枚選び、手札に加える。"
        "公開した残りのカードの中から[ホウライ]を1枚選び、チャージに置き、それ以外のカードを好きな順番でデッキの下に置く。",
    )
    assert game.hand == [only]
    assert game.charge == []
    assert len(game.deck) == 22


LOOK_AFTER_DISCARD = (
    "あなたの手札にあるカードを1枚選び、トラッシュに置いてよい。置いたならば、あなたのデッキの上から3枚見て、その中にある"
    "カードを1枚まで選び、手札に加え、残りのカードの中から1枚まで選び、除外し、それ以外のカードを好きな順番でデッキの下に置く。"
)


def test_the_rest_choice_after_an_if_did_waits_on_it_with_the_look():
    effects = read_card("X", "≪イベント≫" + LOOK_AFTER_DISCARD).event.effects
    assert [e.kind for e in effects] == [Kind.MOVE, Kind.REVEAL_TOP_TAKE]
    assert effects[1].if_did
    assert effects[1].options[0][0].to == "removed"


def test_the_rest_choice_after_an_if_did_is_done_when_the_card_was_put_and_not_otherwise():
    game = fresh()
    spare = card(cost=5)
    game.hand = [spare]
    top = game.deck[:3]
    event(game, LOOK_AFTER_DISCARD)
    assert game.trash == [spare]
    assert len(game.hand) == 1
    assert len(game.removed) == 1
    assert {game.hand[0].number, game.removed[0].number} <= {c.number for c in top}
    assert len(game.deck) == 18
    game = fresh()  # nothing to put into the trash: no look at all
    event(game, LOOK_AFTER_DISCARD)
    assert game.hand == []
    assert game.removed == []
    assert len(game.deck) == 20


# -- revealed cards face up as this card's force --------------------------------------------------------------------
FORCE_LOOK = "あなたのデッキの上から5枚公開し、その中にある[アームズ]を1枚まで表向きでこのカードのフォースにし、残りを元に戻し、シャッフルする。"


def test_a_revealed_card_of_the_filter_goes_face_up_under_this_card():
    game = fresh()
    arms = raced("アームズ", cost=2)
    game.deck.insert(2, arms)
    unit = entered(game, FORCE_LOOK)
    assert unit.force == [arms]
    assert arms not in game.deck
    assert len(game.deck) == 20
    assert game.hand == []


def test_no_revealed_card_of_the_filter_leaves_the_force_empty_and_the_deck_whole():
    game = fresh()
    unit = entered(game, FORCE_LOOK)
    assert not unit.force
    assert len(game.deck) == 20


def test_a_card_off_the_squares_takes_no_force_and_the_revealed_cards_go_back():
    game = fresh()
    arms = raced("アームズ", cost=2)
    game.deck.insert(0, arms)
    holder = OnSquare(card(cost=3), True, 3000)
    script = read_card("H", "≪起≫【有効】スクエア【コスト】《無0・無0》【効果】" + FORCE_LOOK)
    effect = script.abilities[0].effects[0]
    assert (effect.kind, effect.to, effect.take) == (Kind.REVEAL_TOP_TAKE, "force", 1)
    assert not reveal_take(game, effect, At(unit=holder))  # not on a square: nothing is put under it
    assert holder.force is None
    assert arms in game.deck
    assert len(game.deck) == 21


def test_either_the_hand_or_this_cards_force_for_a_card_looked_at():
    game = fresh()
    ys = raced("イース", cost=2)
    game.deck.insert(0, ys)
    unit = entered(
        game,
        "あなたのデッキの上から4枚公開し、その中にある[イース]を1枚選び、手札に加えるか表向きでこのカードのフォースにし、"
        "残りを好きな順番でデッキの下に置く。",
    )
    assert (unit.force == [ys]) != (game.hand == [ys])  # one place or the other, as the policy takes it
    assert len(game.deck) == 20


# -- this card face up under the Z/X the effect before put onto a square ----------------------------------------------
UNDER_ENTERED = (
    "あなたの手札にある[キラーマシーン]を1枚選び、リブートでゼクスのないノーマルスクエアに登場させてよい。"
    "登場させたならば、このカードを表向きでそのゼクスのフォースにする。"
)


def _played(game, body):
    """The event card of 「≪イベント≫body」 played without its cost: it resolves, then goes to the trash (806.3b) unless
    its own text moved it."""
    ev = card(type_=CardType.EVENT)
    game.scripts = {ev.number: read_card(ev.number, "≪イベント≫" + body)}
    assert game.play_without_cost(ev, "hand")
    return ev


def test_an_event_goes_under_the_zx_it_put_onto_a_square_and_not_to_the_trash():
    game = fresh()
    killer = raced("キラーマシーン", cost=3)
    game.hand = [killer]
    ev = _played(game, UNDER_ENTERED)
    (unit,) = [u for u in game.squares.values() if u.card is killer]
    assert unit.force == [ev]  # the event card itself, face up under it
    assert game.trash == []


def test_no_zx_put_onto_a_square_leaves_the_event_to_the_trash():
    game = fresh()
    game.hand = [card(cost=3)]  # no [キラーマシーン]
    ev = _played(game, UNDER_ENTERED)
    assert all(not u.force for u in game.squares.values())
    assert game.trash == [ev]


def test_the_reading_names_the_zx_put_onto_the_square():
    effects = read_card("X", "≪イベント≫" + UNDER_ENTERED).event.effects
    assert [(e.kind, e.rest, e.to, e.if_did) for e in effects[1:]] == [(Kind.CHOOSE_ZX, "force_self", "entered", True)]


def test_a_zx_on_its_square_leaves_it_to_go_under_the_zx_it_put_there():
    game = fresh()
    partner = card("そらを仰いで グレーテル", cost=3)
    game.trash = [partner]
    unit = entered(
        game,
        "あなたのトラッシュにある「そらを仰いで グレーテル」を1枚選び、リブートでゼクスのないノーマルスクエアに登場させる。"
        "登場させたならば、このカードを表向きでそのゼクスのフォースにする。",
    )
    (other,) = [u for u in game.squares.values() if u.card is partner]
    assert other.force == [unit.card]
    assert all(u.card is not unit.card for u in game.squares.values())  # it left its square
