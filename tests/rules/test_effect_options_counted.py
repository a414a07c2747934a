"""「●」 options after a count or a 「…したならば」 (issue 28): 「<zone's cards>N枚につき、以下の効果を1回解決する。」 (the
one option once for each N cards counted when it resolves, a PER_COUNT: effects.per_count.options_per_count) and
「<verb>したならば、以下の効果から…」 (the options wait on the effect before, 804.3c, checked as for a sentence)."""

from __future__ import annotations

import dataclasses

from tests.rules.builders import card
from tests.rules.test_effect_values import entered, event, fresh
from zxdecks.rules.cards import CardType
from zxdecks.rules.effects import read_card
from zxdecks.rules.effects.language import Kind

PER_EVENT = "あなたのトラッシュにあるイベント1枚につき、以下の効果を1回解決する。●カードを1枚引く。"
PER_TWO_IN_HAND = (
    "カードを1枚引く。あなたの手札2枚につき、以下の効果を1回解決する。●あなたのデッキの1番上のカードをチャージに置く。"
)
IF_REMOVED = (
    "あなたの手札を1枚選び、除外してよい。除外したならば、以下の効果から1つ選び、解決する。"
    "●カードを2枚引く。●1点回復する。"
)
IF_SLEPT = "このカードをスリープしてよい。スリープしたならば、以下の効果から1つ選び、解決する。●カードを2枚引く。●1点回復する。"


def _trash(events, others):
    return [card(type_=CardType.EVENT) for _ in range(events)] + [card() for _ in range(others)]


def test_the_option_is_done_once_for_each_card_counted_in_the_zone():
    (ability,) = read_card("X", "≪イベント≫" + PER_EVENT).abilities
    (per,) = ability.effects
    assert (per.kind, per.rest, per.n) == (Kind.PER_COUNT, "trash", 1)
    assert [e.kind for e in per.options[0]] == [Kind.DRAW]
    game = fresh()
    game.trash = _trash(events=2, others=3)  # only the events count
    event(game, PER_EVENT)
    assert len(game.hand) == 2
    assert len(game.deck) == 18


def test_no_card_counted_does_the_option_no_time():
    game = fresh()
    game.trash = _trash(events=0, others=3)
    event(game, PER_EVENT)
    assert game.hand == []
    assert len(game.deck) == 20


def test_the_count_is_taken_when_the_options_resolve_after_the_effect_before():
    game = fresh()
    game.hand = [card()]  # 2 after the draw: once
    event(game, PER_TWO_IN_HAND)
    assert (len(game.hand), len(game.charge), len(game.deck)) == (2, 1, 18)
    game = fresh()  # 1 after the draw: fewer than 2, no time
    event(game, PER_TWO_IN_HAND)
    assert (len(game.hand), len(game.charge), len(game.deck)) == (1, 0, 19)


def test_counted_options_of_other_shapes_stay_unread():
    for body in (
        "あなたのトラッシュにあるイベント1枚につき、以下の効果を2回解決する。●カードを1枚引く。",  # times the count
        "あなたのトラッシュにあるイベント1枚につき、以下の効果から1つ選び、好きな順番で解決する。●カードを1枚引く。●1点回復する。",
        "あなたのトラッシュにあるイベント1枚につき、以下の効果を1回解決する。●カードを1枚引く。●1点回復する。",
        "あなたのトラッシュにあるイベント1枚につき、以下の効果を1回解決してよい。●カードを1枚引く。",
    ):
        script = read_card("X", "≪イベント≫" + body)
        assert script.abilities == (), body
        assert len(script.unread) == 1


def test_options_after_removed_wait_on_the_card_removed():
    (ability,) = read_card("X", "≪イベント≫" + IF_REMOVED).abilities
    _, modal = ability.effects
    assert (modal.kind, modal.n, modal.if_did) == (Kind.MODAL, 1, True)
    game = fresh()
    game.hand = [card()]
    event(game, IF_REMOVED)
    assert (len(game.removed), len(game.hand), len(game.deck)) == (1, 2, 18)  # removed, then the first: 2 drawn


def test_nothing_removed_does_no_option():
    game = fresh()  # an empty hand: nothing to remove
    event(game, IF_REMOVED)
    assert (game.removed, game.hand, len(game.deck)) == ([], [], 20)


def test_options_after_a_verb_the_effect_before_does_not_do_stay_unread():
    body = "カードを1枚引く。除外したならば、以下の効果から1つ選び、解決する。●カードを2枚引く。●1点回復する。"
    script = read_card("X", "≪イベント≫" + body)
    assert script.abilities == ()
    assert "除外した" in script.unread[0].reason


def test_options_after_slept_wait_on_this_card_sleeping():
    game = fresh()
    unit = entered(game, IF_SLEPT, square=(0, 1))  # no attack on the player from there: the goldfish sleeps it
    assert (unit.rebooted, len(game.hand), len(game.deck)) == (False, 2, 18)
    game = fresh()
    unit = entered(game, IF_SLEPT, square=(1, 1))  # it could attack the player: not slept (run.squares.sleep_self)
    assert (unit.rebooted, game.hand, len(game.deck)) == (True, [], 20)


TRASH_THEN = (
    "あなたのデッキの1番上をトラッシュに置き、以下の効果から1つ選び、解決する。"
    "●あなたのトラッシュにあるカードを1枚選び、手札に戻す。●1点回復する。"
)


def test_an_effect_before_the_options_in_the_same_sentence_is_done_first():
    (ability,) = read_card("X", "≪イベント≫" + TRASH_THEN).abilities
    assert [e.kind for e in ability.effects] == [Kind.MOVE, Kind.MODAL]
    game = fresh()
    top = game.deck[0]
    event(game, TRASH_THEN)
    assert game.hand == [top]  # put into the trash first, then taken back by the option
    assert (game.trash, len(game.deck)) == ([], 19)


def test_an_effect_before_the_options_under_a_condition_stays_unread():
    # the sentence's condition would gate the options too (804.3b): not read as the effect's alone
    body = "あなたの手札が1枚以下の場合、カードを1枚引き、以下の効果から1つ選び、解決する。●カードを2枚引く。●1点回復する。"
    script = read_card("X", "≪イベント≫" + body)
    assert script.abilities == ()
    assert len(script.unread) == 1


ELIDED = (
    "あなたのトラッシュに[竜]が1枚以上ある場合、カードを1枚引く。3枚以上ある場合、以下の効果から1つ選び、解決する。"
    "●あなたのデッキの1番上のカードをチャージに置く。●1点回復する。"
)


def test_options_under_a_count_whose_zone_the_sentence_before_names():
    (ability,) = read_card("X", "≪イベント≫" + ELIDED).abilities
    modal = ability.effects[-1]
    assert [(c.kind.value, c.n, c.filter.race) for c in modal.conditions] == [("trash_filter_at_least", 3, "竜")]
    for dragons, hand, charge in ((3, 1, 1), (2, 1, 0), (0, 0, 0)):
        game = fresh()
        game.trash = [dataclasses.replace(card(), races=("竜",)) for _ in range(dragons)] + [card()] * 2
        event(game, ELIDED)
        assert (len(game.hand), len(game.charge)) == (hand, charge), dragons
