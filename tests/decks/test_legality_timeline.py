"""A deck's legality over time on the deck page, in the API and in the command: one service, one answer (demo data)."""

import datetime as dt
import io
import json

import pytest
from django.core.management import call_command
from django.urls import reverse

from cards.models import Card, RegulationEntry
from tests.cards.test_importers import fan_record, run_import
from tests.factories import RED
from zxdecks.decks.services.decks import deck_create, version_deck
from zxdecks.decks.services.legality import deck_legality, text_legality
from zxdecks.decks.services.validation import deck_parse_text

pytestmark = pytest.mark.django_db

CHANGE = "2021年12月16日に「封神指定」から「伝説指定」に変更され、デッキに１枚まで入れることができます。"
SEAL_DAY = dt.date(2024, 6, 1)  # the demo set's DM01-040 (sealed) and DM01-041 (legend)
# RED with its two DM01-014 replaced: one sealed card and two legend copies (both from 2024-06-01), plus an expiring one
ILLEGAL_LATER = RED.replace("2 DM01-014", "1 DM01-040\n1 DM01-042")
TWO_LEGENDS = RED.replace("2 DM01-014", "2 DM01-041")


def test_a_reimport_adds_the_designation_a_change_came_from_to_a_card_imported_before(tmp_path, no_cards):
    run_import(tmp_path, [fan_record(note=CHANGE)])
    # As the importer before this change left it: only the dated entry, and a record hash of the older derivation.
    RegulationEntry.objects.filter(date_assumed=True).delete()
    Card.objects.update(source_hash="derived-by-an-older-importer")
    output = run_import(tmp_path, [fan_record(note=CHANGE)])
    rows = set(RegulationEntry.objects.values_list("status", "effective_date", "date_assumed"))
    assert rows == {("legend", dt.date(2021, 12, 16), False), ("sealed", None, True)}
    assert "1 updated" in output
    again = run_import(tmp_path, [fan_record(note=CHANGE)])
    assert "0 updated" in again
    assert RegulationEntry.objects.count() == 2
