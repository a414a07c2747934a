"""Rules fidelity on the real card pool (../shared/data, imported by the importer): issue 14, point by point."""

from __future__ import annotations

import json
import re

import pytest

from cards.models import Card, CardName
from tests.conftest import real_data_path, requires_real_data
from zxdecks.rules.cardtext import KEYWORD_RULES, normalize

pytestmark = [requires_real_data, pytest.mark.realdata]

# A keyword "at the start of an ability": at the start of a line or right after a mark (≪…≫ or […]), quotes and
# spaces aside, and not followed by を持つ ("cards having X" mentions the keyword, it does not open an ability).
# Abilities granted in “…” are not the card's own. Deliberately written apart from the recogniser it checks.
_KEYWORDS = "|".join(re.escape(k) for k in sorted(set(KEYWORD_RULES) - {"レベル"}, key=len, reverse=True))
_AT_ABILITY_START = re.compile(rf"(?:^[\s”\"]*|[≫\]])[\s”\"]*({_KEYWORDS})(?![”\"]?を持)", re.M)
_GRANTED = re.compile(r"“[^”]*”")


@pytest.fixture(scope="module")
def raw_records():
    return json.loads(real_data_path().read_text(encoding="utf-8"))


def test_every_keyword_that_opens_an_ability_in_the_pool_is_recognised(real_pool, db):
    missed = []
    for number, text, keywords in Card.objects.values_list("collector_number", "text", "keywords"):
        had = set(Card.split(keywords))
        for m in _AT_ABILITY_START.finditer(_GRANTED.sub("", normalize(text))):
            if m.group(1) not in had:
                missed.append((number, m.group(1)))
    assert missed == []


def test_p45_036_writes_life_recovery_with_square_brackets_and_has_it(real_pool, db):
    assert "ライフリカバリー" in Card.objects.get(collector_number="P45-036").keyword_list


def test_zero_optima_and_sympathy_agree_with_the_marks_the_data_lists(real_pool, db, raw_records):
    # The data's icon list names the ≪ゼロオプティマ≫ mark of every card that has the ability; ≪シンパシー≫ is listed
    # also for cards that only mention it (IG01-030), so there recognised ⊆ listed.
    def listed(mark):
        return {r["card_number"] for r in raw_records if mark in r["icons"]}

    def recognised(keyword):
        return set(Card.objects.filter(keywords__contains=f"|{keyword}|").values_list("collector_number", flat=True))

    assert recognised("ゼロオプティマ") == listed("≪○≫≪ゼロオプティマ≫")
    assert recognised("シンパシー")
    assert recognised("シンパシー") <= listed("≪シンパシー≫")


def test_p36_025_keeps_all_three_names_its_text_adds(real_pool, db):
    names = CardName.objects.filter(card__collector_number="P36-025", kind=CardName.Kind.TEXT)
    assert sorted(names.values_list("name", flat=True)) == sorted(["カナ", "アラネ", "エンジュ"])
    five = CardName.objects.filter(card__collector_number="P32-025", kind=CardName.Kind.TEXT)
    assert five.count() == 5
