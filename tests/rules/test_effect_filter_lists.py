"""Card filters of the noun-phrase lexicon (issue 28), pinned by value in a game: an exact cost 「コストNの」, an original
cost 「元々のコストがN(以下|以上)?の」, and a list of filters joined by 「か」 (「[A]か「B」か黒のゼクス」), any of which a
card may match, with a filter before 「、」 that holds for all of them."""

import dataclasses

import pytest

from tests.rules.builders import card
from tests.rules.test_effect_values import dragon, event, fresh
from zxdecks.rules.cards import CardType, Color, Icon
from zxdecks.rules.effects import read_card
from zxdecks.rules.effects.language import CardFilter
from zxdecks.rules.effects.words import read_filter_list


def raced(race, **kwargs):
    return dataclasses.replace(card(**kwargs), races=(race,))


def test_an_exact_cost_takes_only_the_card_of_that_cost_back_to_the_hand():
    game = fresh()
    four, five, six = card(cost=4), card(cost=5), card(cost=6)
    game.trash = [four, five, six]
    event(game, "あなたのトラッシュにあるコスト5のゼクスを1枚選び、手札に戻す。")
    assert game.hand == [five]
    assert game.trash == [four, six]


def test_an_exact_cost_with_a_colour_and_a_type_takes_nothing_when_no_card_has_all_three():
    game = fresh()
    red_event = card(type_=CardType.EVENT, cost=1)
    white_two = card(type_=CardType.EVENT, cost=2, colors=frozenset({Color.WHITE}))
    white_zx = card(cost=1, colors=frozenset({Color.WHITE}))
    game.trash = [red_event, white_two, white_zx]
    event(game, "あなたのトラッシュにある白のコスト1のイベントを1枚選び、手札に戻す。")
    assert game.hand == []
    white_one = card(type_=CardType.EVENT, cost=1, colors=frozenset({Color.WHITE}))
    game.trash.append(white_one)
    event(game, "あなたのトラッシュにある白のコスト1のイベントを1枚選び、手札に戻す。")
    assert game.hand == [white_one]
    assert game.trash == [red_event, white_two, white_zx]


@pytest.mark.parametrize(("bound", "taken"), [("", [3]), ("以下", [3, 2]), ("以上", [3, 4])])
def test_an_original_cost_is_exact_or_a_bound_as_the_text_says(bound, taken):
    game = fresh()
    cards = {cost: card(cost=cost) for cost in (2, 3, 4)}
    game.hand = list(cards.values())
    event(game, f"あなたの手札にある元々のコストが3{bound}のゼクスを2枚まで選び、トラッシュに置く。")
    assert sorted(c.cost for c in game.trash) == sorted(taken)


def test_a_list_of_a_race_a_name_and_a_coloured_zx_takes_a_card_of_each_and_leaves_the_others():
    game = fresh()
    summer = raced("サマー", cost=1)
    named = card("蒼穹の彼方より", type_=CardType.EVENT, cost=1)
    black = card(cost=1, colors=frozenset({Color.BLACK}))
    black_event = card(type_=CardType.EVENT, cost=1, colors=frozenset({Color.BLACK}))
    red = card(cost=1)
    game.trash = [summer, named, black, black_event, red]
    event(game, "あなたのトラッシュにある[サマー]か「蒼穹の彼方より」か黒のゼクスを合計3枚まで選び、手札に戻す。")
    assert sorted(c.number for c in game.hand) == sorted(c.number for c in (summer, named, black))
    assert game.trash == [black_event, red]


def test_a_list_takes_nothing_when_no_card_matches_any_of_its_filters():
    game = fresh()
    game.trash = [card(cost=1), card(type_=CardType.EVENT, cost=1, colors=frozenset({Color.BLACK}))]
    event(game, "あなたのトラッシュにある[サマー]か黒のゼクスを1枚まで選び、手札に戻す。")
    assert game.hand == []
    assert len(game.trash) == 2


def test_a_shared_cost_before_the_comma_holds_for_every_filter_of_the_list():
    game = fresh()
    cheap, dear = raced("サマー", cost=3), raced("サマー", cost=4)
    cheap_event, dear_event = card(type_=CardType.EVENT, cost=2), card(type_=CardType.EVENT, cost=5)
    game.trash = [dear, dear_event, cheap, cheap_event]
    event(game, "あなたのトラッシュにあるコスト3以下の、[サマー]かイベントを2枚まで選び、手札に戻す。")
    assert sorted(c.number for c in game.hand) == sorted(c.number for c in (cheap, cheap_event))
    assert game.trash == [dear, dear_event]


def test_a_name_left_out_of_a_list_is_not_taken():
    game = fresh()
    kept = dragon(name="U-47", cost=5)
    other = dragon(cost=1)
    game.trash = [kept, other]
    event(game, "「U-47」以外のあなたのトラッシュにある[ドラゴン]か「レッドアクシズ」を1枚選び、手札に戻す。")
    assert game.hand == [other]
    assert game.trash == [kept]


def test_the_list_reads_each_filter_and_the_shared_one():
    assert read_filter_list("コスト3以下の、[サマー]かイベント") == CardFilter(
        max_cost=3, any_of=(CardFilter(race="サマー"), CardFilter(types=frozenset({CardType.EVENT})))
    )
    assert read_filter_list("[サマー]") is None  # one filter alone is no list
    assert read_filter_list("[サマー]か") is None
    assert read_filter_list("「A、B」か[サマー]") == CardFilter(
        any_of=(CardFilter(name_is="A、B"), CardFilter(race="サマー"))
    )


def test_a_list_with_words_the_lexicon_does_not_know_stays_unread():
    script = read_card("X", "≪イベント≫あなたのトラッシュにある[サマー]かコストが奇数のゼクスを1枚選び、手札に戻す。")
    assert script.abilities == ()
    assert "no object phrase" in script.unread[0].reason


def test_a_look_at_the_top_takes_the_card_of_that_exact_name_and_not_one_whose_name_only_holds_it():
    game = fresh()
    longer, exact = card("竜の子の翼", cost=1), card("竜の子", cost=1)
    game.deck[:0] = [longer, exact]
    event(
        game,
        "あなたのデッキの上から5枚公開し、その中にある「竜の子」を1枚まで選び、手札に加え、残りを元に戻し、シャッフルする。",
    )
    assert game.hand == [exact]
    assert any(c is longer for c in game.deck)
    assert len(game.deck) == 21


def test_a_look_at_the_top_takes_nothing_when_no_card_has_the_exact_name():
    game = fresh()
    game.deck.insert(0, card("竜の子の翼", cost=1))
    event(
        game,
        "あなたのデッキの上から5枚公開し、その中にある「竜の子」を1枚まで選び、手札に加え、残りを元に戻し、シャッフルする。",
    )
    assert game.hand == []
    assert len(game.deck) == 21


def test_the_evolseed_icon_takes_only_the_cards_that_have_it():
    game = fresh()
    seed = dataclasses.replace(card(cost=2), icons=frozenset({Icon.EVOLSEED}))
    plain = card(cost=2)
    game.trash = [plain, seed]
    event(game, "あなたのトラッシュにあるエヴォルシードアイコンを持つカードを2枚まで選び、手札に戻す。")
    assert game.hand == [seed]
    assert game.trash == [plain]


def test_up_to_n_of_the_opponents_resources_slept_chooses_nothing_and_changes_no_resource_of_yours():
    script = read_card("X", "≪イベント≫相手のリソースを3枚まで選び、スリープする。")
    assert [e.kind.value for e in script.event.effects] == ["no_target"]
    game = fresh()
    before = [(r.card, r.rebooted) for r in game.resources]
    event(game, "相手のリソースを3枚まで選び、スリープする。")
    assert [(r.card, r.rebooted) for r in game.resources] == before


def test_all_of_the_opponents_resources_slept_chooses_nothing():
    for text in ("相手のリソースをすべてスリープする。", "相手のリソースすべてをスリープする。"):
        script = read_card("X", "≪イベント≫" + text)
        assert [e.kind.value for e in script.event.effects] == ["no_target"], text


def test_an_ignition_then_a_reboot_of_this_card_are_two_clauses_in_order():
    script = read_card("X", "≪イベント≫1回イグニッションし、このカードをリブートする。")
    assert [e.kind.value for e in script.event.effects] == ["ignite", "reboot_self"]
