"""Same-card printings, one name identity for designations, and designations of unknown date, through the database."""

from __future__ import annotations

import datetime as dt

import pytest
from django.urls import reverse

from cards.adapters import card_facts, regulation_by_name
from cards.models import Card, RegulationEntry
from tests.cards.test_importers import fan_record, run_import
from zxdecks.decks.services import deck_validate_text

pytestmark = pytest.mark.django_db
ON = dt.date(2025, 9, 1)
JA, EN = "世界を超えた約束 シュリ", "Promise beyond the world SHURI"
NOTE = "※「{}」と同じ情報を持つカードとして扱われます。"


def codes(text, on=ON):
    return [v.code for v in deck_validate_text(text=text, as_of=on).report.violations]


def violation(text, code, on=ON):
    (found,) = [v for v in deck_validate_text(text=text, as_of=on).report.violations if v.code == code]
    return found


@pytest.fixture
def printings(tmp_path):
    """A Japanese printing and its English one, each noting the other, as the real B42/P44 pairs do."""
    run_import(
        tmp_path,
        [
            fan_record("B42-039", name=JA, text="≪S≫ライフリカバリー（…）", note=NOTE.format(EN)),
            fan_record("P44-002", name=EN, text="≪S≫LIFE RECOVERY (…)", note="英語版" + NOTE.format(JA)),
            fan_record("B42-040", name="ほかのカード", text="", note=""),
        ],
    )


# 1. The same card under another printing
def test_the_importer_reads_the_note_into_same_card_as(printings):
    card = Card.objects.get(collector_number="P44-002")
    assert (card.same_card_as, card.same_card_key) == (JA, "世界を超えた約束シュリ")
    assert Card.objects.get(collector_number="B42-040").same_card_as == ""


def test_four_japanese_copies_and_one_english_copy_are_five_copies(printings):
    found = violation("4 B42-039\n1 P44-002", "copy_limit")
    assert (found.rule, found.count, set(found.cards)) == ("401.2", 5, {"B42-039", "P44-002"})
    assert "copy_limit" not in codes("3 B42-039\n1 P44-002")


def test_the_english_printing_has_the_japanese_printings_keyword_abilities(printings):
    facts = card_facts(Card.objects.filter(collector_number="P44-002"))["P44-002"]
    assert "ライフリカバリー" in facts.keywords
    assert JA in facts.names


def test_a_card_with_no_text_printed_is_plain_and_one_with_an_ability_is_not(printings):
    facts = card_facts(Card.objects.filter(collector_number__in=["B42-039", "B42-040"]))
    assert facts["B42-040"].plain  # 「能力を持たない」 (effects.filters.CardFilter.plain)
    assert not facts["B42-039"].plain


def test_a_designation_on_one_printing_binds_the_other(printings):
    RegulationEntry.objects.create(card_name=JA, status="legend", effective_date=dt.date(2024, 1, 1))
    found = violation("1 B42-039\n1 P44-002", "legend_limit")
    assert set(found.cards) == {"B42-039", "P44-002"}
    RegulationEntry.objects.create(card_name=EN, status="sealed", effective_date=dt.date(2025, 1, 1))
    assert "sealed" in codes("1 B42-039")


def test_an_expiry_on_one_printing_binds_the_other(printings):
    card = Card.objects.get(collector_number="B42-039")
    card.expiry_date = dt.date(2025, 3, 31)
    card.save()
    assert "expired" in codes("1 P44-002")


def test_a_same_card_name_set_in_the_admin_counts_and_survives_a_reimport(printings, tmp_path, admin_client):
    page = admin_client.get(reverse("admin:cards_card_change", args=[Card.objects.get(collector_number="B42-040").pk]))
    assert 'name="same_card_as"' in page.content.decode()
    card = Card.objects.get(collector_number="B42-040")
    card.same_card_as = JA
    card.save()
    assert card.same_card_key == "世界を超えた約束シュリ"
    assert "copy_limit" in codes("4 B42-039\n1 B42-040")
    run_import(tmp_path, [fan_record("B42-040", name="ほかのカード", text="", note="", rare="SR")])
    assert Card.objects.get(collector_number="B42-040").same_card_as == JA


# 2. One name identity
def test_a_designation_reaches_a_printing_written_with_a_half_width_dot(tmp_path):
    full, half = "黄金騎士マリー・アントワネット", "黄金騎士マリー･アントワネット"
    run_import(tmp_path, [fan_record("B99-001", name=half, text="", note="")])
    RegulationEntry.objects.create(card_name=full, status="legend", effective_date=dt.date(2024, 1, 1))
    assert [e.name for e in regulation_by_name([half])[half]] == [full]
    assert violation("2 B99-001", "legend_limit").count == 2


# 6. Designations of unknown date
UNDATED = "2019年3月1日以降は「伝説指定」されます。このカードは現在、「封神指定」されています。"


def test_an_undated_designation_is_imported_as_assumed_and_the_verdict_says_so(tmp_path):
    run_import(tmp_path, [fan_record("B99-001", name="禁断の書", text="", note=UNDATED)])
    entry = RegulationEntry.objects.get(card_name="禁断の書", status="sealed")
    assert (entry.effective_date, entry.date_assumed) == (dt.date(2019, 3, 2), True)
    validation = deck_validate_text(text="1 B99-001", as_of=ON)
    (warning,) = validation.as_dict()["warnings"]
    assert (warning["code"], warning["name"], warning["cards"]) == ("regulation_date_assumed", "禁断の書", ["B99-001"])


def test_the_admin_sets_the_real_date_and_a_reimport_keeps_it(tmp_path, admin_client):
    run_import(tmp_path, [fan_record("B99-001", name="禁断の書", text="", note=UNDATED)])
    entry = RegulationEntry.objects.get(card_name="禁断の書", status="sealed")
    response = admin_client.post(
        reverse("admin:cards_regulationentry_change", args=[entry.pk]),
        {
            "card_name": entry.card_name,
            "status": "sealed",
            "effective_date": "2024-12-01",
            "date_assumed": "on",
            "text": entry.text,
            "card": entry.card_id,
            "from_import": "on",
        },
    )
    assert response.status_code == 302, response.content.decode()[:2000]
    entry.refresh_from_db()
    assert (entry.effective_date, entry.date_assumed, entry.from_import) == (dt.date(2024, 12, 1), False, False)
    run_import(tmp_path, [fan_record("B99-001", name="禁断の書", text="", note=UNDATED, rare="SR")])
    sealed = RegulationEntry.objects.filter(key="禁断の書", status="sealed")
    assert list(sealed.values_list("effective_date", "date_assumed")) == [(dt.date(2024, 12, 1), False)]
    assert deck_validate_text(text="1 B99-001", as_of=ON).report.warnings == ()
    assert "sealed" not in codes("1 B99-001", on=dt.date(2024, 11, 30))


# The deck-list resolver of the Django side: kana/width folding, and the closest cards for what it cannot resolve
def test_the_folded_name_resolver_reads_kana_and_width_and_suggests_close_cards(demo_cards):
    from cards.adapters import FoldedNameResolver
    from cards.catalog import catalog
    from zxdecks.rules.decklist import DeckListError, parse_decklist

    resolver = FoldedNameResolver(catalog)
    parsed = parse_decklist("4 紅蓮の先駆けｱｸﾞﾆ\n紅蓮の先駆けあぐに×2", catalog, resolver=resolver)
    assert [(e.card.number, e.count) for e in parsed.deck.entries] == [("DM01-001", 4), ("DM01-001", 2)]
    with pytest.raises(DeckListError) as excinfo:
        parse_decklist("4 紅蓮の先駆けアグ\n4 DM01-0O1\n4 ぜんぜんちがうなまえ", catalog, resolver=resolver)
    first, second, third = excinfo.value.errors
    assert first.suggestions[0] == "DM01-001 紅蓮の先駆けアグニ"
    assert "DM01-001 紅蓮の先駆けアグニ" in second.suggestions
    assert len(third.suggestions) <= 3
    assert "did you mean DM01-001 紅蓮の先駆けアグニ" in first.message_en
