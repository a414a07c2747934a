"""Issue 31.5: the organizer CSV and the registration sheet speak the language of the page they were asked from."""

from __future__ import annotations

import csv
import io

import pytest
from django.urls import reverse
from django.utils import translation
from pypdf import PdfReader

from tests.events.conftest import DURING, players
from zxdecks.events.services import registration_submit
from zxdecks.events.sheets import sheets_pdf

pytestmark = pytest.mark.django_db
EN = {"HTTP_ACCEPT_LANGUAGE": "en"}


def _csv_rows(client, event, headers):
    response = client.get(reverse("events:manage", args=[event.pk]), {"format": "csv"}, **headers)
    return list(csv.reader(io.StringIO(response.content.decode("utf-8-sig"))))


def test_the_organizer_csv_is_in_japanese_from_the_japanese_page_and_english_from_the_english_one(
    client, event, red, organizer
):
    (alice,) = players(1)
    registration_submit(event=event, player=alice, cards=red, now=DURING)
    client.force_login(organizer)
    header, row = _csv_rows(client, event, {})
    assert header == [
        "プレイヤー",
        "状態",
        "判定",
        "提出回数",
        "提出日時",
        "フィンガープリント",
        "ロック解除",
        "デッキリスト",
    ]
    assert row[:4] == ["player0", "登録済み", "適正", "1"]
    assert row[6] == "いいえ"
    header, row = _csv_rows(client, event, EN)
    assert header == ["player", "status", "legal", "submissions", "submitted_at", "fingerprint", "unlocked", "list"]
    assert (row[:4], row[6]) == (["player0", "registered", "legal", "1"], "no")


@pytest.mark.parametrize(
    ("language", "labels", "absent"),
    [
        ("ja", ["デッキ  (50)", "デュナミス  (8)", "プレイヤー: player0", "提出 #1", "レギュレーション", "署名:"],
         ["signature", "fingerprint", "regulation", "Deck"]),
        ("en", ["Deck  (50)", "Dynamis  (8)", "Player: player0", "submission #1", "regulation", "signature:"],
         ["署名", "デッキ", "レギュレーション"]),
    ],
)  # fmt: skip
def test_the_registration_sheet_is_labelled_in_the_language_it_was_asked_in(event, red, language, labels, absent):
    (alice,) = players(1)
    registration, _ = registration_submit(event=event, player=alice, cards=red, now=DURING)
    with translation.override(language):
        text = PdfReader(io.BytesIO(sheets_pdf(event, [registration]))).pages[0].extract_text()
    assert [label for label in labels if label not in text] == []
    assert [word for word in absent if word in text] == []
