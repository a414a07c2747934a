"""Rules fidelity on the real card pool (../shared/data, imported by the importer): issue 14, point by point."""

from __future__ import annotations

import datetime as dt
import json
import re

import pytest

from cards.adapters import CONSTRUCTION_NAME_KINDS, card_facts
from cards.catalog import catalog
from cards.models import Card, CardName, RegulationEntry
from tests.conftest import real_data_path, requires_real_data
from zxdecks.decks.services import deck_parse_text, deck_validate_text
from zxdecks.rules.cards import Zone, name_key
from zxdecks.rules.cardtext import KEYWORD_RULES, normalize
from zxdecks.rules.deck import Deck, DeckEntry
from zxdecks.rules.deckformats import parse_any, write_csv, write_json
from zxdecks.rules.decklist import write_decklist

pytestmark = [requires_real_data, pytest.mark.realdata]
ON = dt.date(2025, 9, 1)

# A keyword "at the start of an ability": at the start of a line or right after a mark (≪…≫ or […]), quotes and
# spaces aside, and not followed by を持つ ("cards having X" mentions the keyword, it does not open an ability).
# Abilities granted in “…” are not the card's own. Deliberately written apart from the recogniser it checks.
_KEYWORDS = "|".join(re.escape(k) for k in sorted(set(KEYWORD_RULES) - {"レベル"}, key=len, reverse=True))
_AT_ABILITY_START = re.compile(rf"(?:^[\s”\"]*|[≫\]])[\s”\"]*({_KEYWORDS})(?![”\"]?を持)", re.M)
_GRANTED = re.compile(r"“[^”]*”")
# レベル (1111) is written 「［◎◎］Lv N」 / 「ウェイカーLv３」 rather than by its name.
_LEVEL_AT_ABILITY_START = re.compile(r"(?:^|[≫\]])[\s”\"]*\S{0,12}?Lv\s*[0-9]", re.M)


@pytest.fixture(scope="module")
def raw_records():
    return json.loads(real_data_path().read_text(encoding="utf-8"))


def test_every_keyword_that_opens_an_ability_in_the_pool_is_recognised(real_pool, db):
    missed = []
    for number, text, keywords in Card.objects.values_list("collector_number", "text", "keywords"):
        had = set(Card.split(keywords))
        own = _GRANTED.sub("", normalize(text))
        for m in _AT_ABILITY_START.finditer(own):
            if m.group(1) not in had:
                missed.append((number, m.group(1)))
        if _LEVEL_AT_ABILITY_START.search(own) and "レベル" not in had:
            missed.append((number, "レベル"))
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


# 1. The same card under another printing
def test_every_same_card_note_in_the_pool_is_imported_and_names_a_real_card(real_pool, db, raw_records):
    noted = {r["card_number"] for r in raw_records if "と同じ情報を持つカードとして扱われます" in r["note"]}
    assert len(noted) == 93
    assert set(Card.objects.exclude(same_card_as="").values_list("collector_number", flat=True)) == noted
    printed = set(CardName.objects.filter(kind=CardName.Kind.PRINTED).values_list("key", flat=True))
    assert set(Card.objects.exclude(same_card_key="").values_list("same_card_key", flat=True)) <= printed


def test_four_japanese_copies_and_one_english_copy_of_a_real_card_are_five(real_pool, db):
    report = deck_validate_text(text="4 B42-039\n1 P44-002", as_of=ON).report
    (found,) = [v for v in report.violations if v.code == "copy_limit"]
    assert (found.count, set(found.cards)) == (5, {"B42-039", "P44-002"})


def test_an_english_printing_has_the_keyword_abilities_of_its_japanese_one(real_pool, db):
    facts = card_facts(Card.objects.filter(collector_number__in=["P45-025", "B41-001"]))
    assert "スタートリソース" in facts["B41-001"].keywords
    assert "スタートリソース" in facts["P45-025"].keywords


# 2. One name identity
def test_a_designation_on_marie_with_a_full_width_dot_binds_the_half_width_printing(real_pool, db):
    RegulationEntry.objects.create(card_name="黄金騎士マリー・アントワネット", status="legend", effective_date=ON)
    report = deck_validate_text(text="1 B14-101\n1 P21-016", as_of=ON).report
    (found,) = [v for v in report.violations if v.code == "legend_limit"]
    assert set(found.cards) == {"B14-101", "P21-016"}


def test_every_designation_in_the_pool_reaches_every_printing_of_its_name(real_pool, db):
    designated = set(RegulationEntry.objects.values_list("key", flat=True))
    rows = CardName.objects.filter(key__in=designated, kind__in=CONSTRUCTION_NAME_KINDS)
    numbers = set(rows.values_list("card__collector_number", flat=True))
    facts = card_facts(Card.objects.filter(collector_number__in=numbers))
    missing = [n for n, f in facts.items() if not {name_key(e.name) for e in f.regulation} & designated]
    assert len(numbers) > 50
    assert missing == []


# 4. Names containing '#', and every card written by the site's writers reads back
def test_the_sites_own_export_line_of_a_hash_name_imports(real_pool, db):
    deck, _ = deck_parse_text(text="4 B45-035 SSD #8 スクアティーニ\n1 IG07-020 #アイツに勝ちたい ネムちゃん")
    assert [(e.card.number, e.count) for e in deck.entries] == [("B45-035", 4), ("IG07-020", 1)]


BATCH = 500


@pytest.mark.parametrize("fmt", ["text", "json", "csv"])
def test_a_deck_of_every_card_in_the_pool_written_by_the_site_reads_back_unchanged(real_pool, db, fmt):
    numbers = list(Card.objects.order_by("collector_number").values_list("collector_number", flat=True))
    zones = [Zone.DECK, Zone.DYNAMIS, Zone.PLAYER]
    for start in range(0, len(numbers), BATCH):
        facts = catalog.by_numbers(set(numbers[start : start + BATCH]))
        deck = Deck.of(
            DeckEntry(facts[n], 1 + i % 4, zones[i % 3]) for i, n in enumerate(numbers[start : start + BATCH])
        )
        text = {"text": write_decklist, "json": write_json, "csv": write_csv}[fmt](deck)
        parsed, _, _ = parse_any(text, catalog, fmt)
        written = [(e.card.number, e.count, e.zone) for e in deck.entries]
        assert sorted((e.card.number, e.count, e.zone) for e in parsed.deck.entries) == sorted(written), start


# 6. Designations of unknown date
def test_every_undated_designation_in_the_pool_is_marked_as_an_assumption(real_pool, db, raw_records):
    # 「現在、「封神指定」されています」 with no date, or the designation a dated change came from
    # (「2021年12月16日に「封神指定」から「伝説指定」に変更」, E31-036/048/050).
    undated = re.compile(
        r"現在、「(?:封神|伝説)指定」されています|に「(?:封神|伝説)指定」から「(?:封神|伝説)指定」に変更"
    )
    noted = {r["card_number"] for r in raw_records if undated.search(r["note"])}
    assumed = set(RegulationEntry.objects.filter(date_assumed=True).values_list("card__collector_number", flat=True))
    assert assumed
    assert assumed <= noted


def test_a_real_deck_with_an_undated_designation_gets_a_warning_naming_the_card(real_pool, db):
    validation = deck_validate_text(text="1 B32-040", as_of=ON)
    (warning,) = validation.report.warnings
    assert (warning.code, warning.name, warning.cards) == (
        "regulation_date_assumed",
        "回遊する戦慄グラオザーム",
        ("B32-040",),
    )
