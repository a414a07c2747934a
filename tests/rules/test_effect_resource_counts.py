"""「あなたのリソースに<filter>がN枚以上ある場合」 (ConditionKind.RESOURCE_FILTER_AT_LEAST) counted without a call a card
(issue 28, session 22 `speedr`): a card whose own text changes nothing in the resources is asked as printed (the
filter's answer remembered), one whose text changes it there as it is there, and each card as it is there when an
aura may give resource cards the icon."""

import pytest

from tests.rules.builders import card
from tests.rules.test_effect_values import fresh
from zxdecks.rules.cards import Icon
from zxdecks.rules.effects import read_card
from zxdecks.rules.effects.filters import CardFilter
from zxdecks.rules.effects.language import Condition
from zxdecks.rules.effects.run.conditions import conditions_hold
from zxdecks.rules.goldfish import OnSquare, Resource

CHEAP = CardFilter(max_cost=2)
CUT = "≪常≫【有効】リソースとリムーブ【効果】このカードのコストを-2する。"
AURA = "≪常≫【有効】スクエア【効果】デッキとライフとリソースにあるすべてのあなたのカードは≪イグニッション≫を得る。"


def _holds(game, n, flt=CHEAP):
    return conditions_hold(game, (Condition("resource_filter_at_least", n, flt),))


@pytest.mark.parametrize(("n", "held"), [(0, True), (1, True), (2, True), (3, False)])
def test_printed_cards_are_counted_by_the_filter(n, held):
    game = fresh()
    game.scripts = {}
    game.resources = [Resource(card(cost=c)) for c in (1, 4, 2)]
    assert _holds(game, n) is held


def test_a_card_whose_own_text_cuts_its_cost_in_the_resources_is_counted_as_it_is_there():
    game = fresh()
    heavy = card(cost=4)
    game.scripts = {heavy.number: read_card(heavy.number, CUT)}
    game.resources = [Resource(card(cost=1)), Resource(heavy), Resource(card(cost=2))]
    assert _holds(game, 3)  # 4 - 2: cost 2 there
    game.scripts = {}
    assert not _holds(game, 3)  # printed: cost 4


def test_a_resource_given_the_icon_by_an_aura_is_counted_with_it():
    game = fresh()
    source = card()
    game.scripts = {source.number: read_card(source.number, AURA)}
    game.resources = [Resource(card(cost=1)), Resource(card(cost=1))]
    icon = CardFilter(icon=Icon.IGNITION)
    assert not any(r.card.ignition for r in game.resources)
    assert not _holds(game, 2, icon)  # the aura's card is on no square
    game.squares[(1, 1)] = OnSquare(source)
    assert _holds(game, 2, icon)
