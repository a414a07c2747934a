"""The real card list (../shared/data) through the project's importer: all of it loads and spot checks hold."""

import collections
import datetime as dt
import io
import json

import pytest
from django.core.management import call_command

from cards.adapters import card_facts
from cards.models import Card, CardName, Pack, RegulationEntry
from cards.selectors import card_search
from tests.conftest import real_data_path, requires_real_data

pytestmark = [requires_real_data, pytest.mark.realdata]


@pytest.fixture(scope="module")
def raw_records():
    return json.loads(real_data_path().read_text(encoding="utf-8"))


def test_all_records_load_with_counts_by_type_matching_the_file(real_pool, raw_records, db):
    assert Card.objects.count() == len(raw_records) == 8627
    japanese_to_code = {
        "ゼクス": "Z/X", "イベント": "EVENT", "ゼクス エクストラ": "Z/X EX", "シフト": "SHIFT",
        "イベント エクストラ": "EV EX", "ゼクス オーバーブースト": "Z/X OB", "プレイヤー エクストラ": "PL EX",
        "プレイヤー": "PLAYER", "マーカー": "MARKER", "マーカー（トークン）": "TOKEN", "マーカー（リンク）": "LINK",
        "アセンション": "AN", "アセンション エクストラ": "AN EX", "マーカー（カウンター）": "COUNTER",
    }  # fmt: skip
    expected = collections.Counter(japanese_to_code[r["type"]] for r in raw_records)
    stored = collections.Counter(Card.objects.values_list("card_type", flat=True))
    assert stored == expected
    assert "8627 cards: 8627 created" in real_pool


def test_b01_001_is_a_red_cost_2_mythos_with_ignition(real_pool, db):
    card = Card.objects.get(collector_number="B01-001")
    assert card.name == "運命の猟犬ライラプス"
    assert (card.card_type, card.colors, card.cost, card.power) == ("Z/X", ["red"], 2, 2500)
    assert card.race_list == ["ミソス"]
    assert card.has_ignition


def test_p50_038_also_has_its_subtext_name(real_pool, db):
    facts = card_facts(Card.objects.filter(collector_number="P50-038"))["P50-038"]
    assert "世界を超えた約束 由仁" in facts.names


def test_b16_084_may_be_played_twenty_per_deck(real_pool, db):
    rules = card_facts(Card.objects.filter(collector_number="B16-084"))["B16-084"].construction
    assert [(r.zone.value, r.limit) for r in rules] == [("deck", 20)]


def test_b13_100_has_both_the_legend_and_the_sealed_entries(real_pool, db):
    entries = set(
        RegulationEntry.objects.filter(card_name="ネイチャーズフェイス").values_list("status", "effective_date")
    )
    assert ("legend", dt.date(2022, 6, 23)) in entries
    assert ("sealed", dt.date(2023, 4, 20)) in entries


def test_appendix_a_numbers_in_the_list_resolve_to_their_defined_names(real_pool, db):
    appendix = dict(CardName.objects.filter(kind="appendix_a").values_list("card__collector_number", "name"))
    assert appendix == {"B21-123": "イリューダ・オロンド", "P18-019": "春村奈々", "P18-020": "星谷美緒"}


def test_keyword_counts_are_plausible(real_pool, db):
    life_recovery = Card.objects.filter(keywords__contains="|ライフリカバリー|").count()
    mentions = Card.objects.filter(text__contains="ライフリカバリー").count()
    assert 250 < life_recovery < mentions


def test_packs_get_release_dates(real_pool, db):
    assert Pack.objects.get(code="G01").release_date == dt.date(2018, 10, 1)
    assert Card.objects.get(collector_number="G01-001").pack.release_date == dt.date(2018, 10, 1)


def test_a_reimport_changes_nothing(real_pool, db):
    out = io.StringIO()
    call_command("import_cards", str(real_data_path()), "--dry-run", stdout=out)
    assert "0 created, 0 updated, 8627 unchanged" in out.getvalue()


def test_kana_insensitive_search_finds_b01_001(real_pool, db):
    numbers = set(card_search(params={"q": "らいらぷす"}).cards.values_list("collector_number", flat=True))
    assert "B01-001" in numbers


def test_the_exact_name_comes_first_in_the_real_pool(real_pool, db):
    found = list(card_search(params={"q": "狩猟の女神アルテミス"}).cards.values_list("name", flat=True))
    assert found[0] == "狩猟の女神アルテミス"
    assert "運命の猟犬ライラプス" in found[1:]  # its text names the card


def test_a_search_of_the_real_pool_renders_every_card_object(real_pool, db):
    from cards.catalog import catalog

    numbers = list(Card.objects.values_list("collector_number", flat=True))
    assert len(catalog.cards_json(numbers)) == len(numbers)
