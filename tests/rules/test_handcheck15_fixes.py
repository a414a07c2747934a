"""Faults the hand check of session 15 found in lines counted as executed, each pinned by value (demo texts)."""

from tests.rules.builders import card
from tests.rules.test_effect_values import event, fresh
from zxdecks.rules.effects.language import CardFilter


# -- names printed with their quote marks lost (「ギルド●暁」 for ギルド“暁”の…) ----------------------------------
def test_a_name_with_a_lost_quote_matches_the_quoted_card_names_it_means():
    quoted, plain = card("ギルド“夕”の騎士 ラナ"), card("ギルド夕凪 ラナ")
    assert CardFilter(name_contains="ギルド●夕").matches(quoted)
    assert not CardFilter(name_contains="ギルド●夕").matches(card("ギルド“朝”の騎士 ラナ"))
    assert CardFilter(name_is="●仮面の騎士 ラナ").matches(card("“仮面の”騎士 ラナ"))
    assert not CardFilter(name_not="●仮面の騎士 ラナ").matches(card("“仮面の”騎士 ラナ"))
    assert CardFilter(name_not="●仮面の騎士 ラナ").matches(card("“仮面”の騎士 ラナ 改"))
    assert CardFilter(name_contains="ギルド").matches(plain)  # names without a ● are compared as before


def test_revealed_cards_named_with_a_lost_quote_are_taken():
    game = fresh()
    wanted = card("ギルド“夕”の騎士 ラナ", cost=2)
    other = card("ギルド“朝”の騎士 ラナ", cost=2)
    game.deck = [other, wanted, card(cost=1), card(cost=1), *game.deck]
    deck = len(game.deck)
    event(
        game,
        "あなたのデッキの上から4枚公開し、その中にあるカード名に「ギルド\n●夕」を含むゼクスを2枚まで選び、手札に加え、残りを元に戻し、シャッフルする。",
    )
    assert game.hand == [wanted]
    assert len(game.deck) == deck - 1
