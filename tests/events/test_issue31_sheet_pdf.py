"""Issue 31.7: the registration sheet embeds its Japanese font, and its list columns stay put whatever the cost."""

from __future__ import annotations

import io

import pytest
from pypdf import PdfReader

from tests.events.conftest import DURING, players
from tests.factories import RED, CardFactory
from zxdecks.decks.services import deck_import
from zxdecks.decks.services.decks import cards_json
from zxdecks.events.models import Submission
from zxdecks.events.services import registration_submit
from zxdecks.events.sheets import COLUMNS, sheets_pdf

pytestmark = pytest.mark.django_db


def _fonts(pdf: bytes) -> dict[str, bool]:
    """Each font the pages use: its base name, and whether its program is in the file (FontFile, 2 or 3)."""
    found = {}
    for page in PdfReader(io.BytesIO(pdf)).pages:
        for font in page["/Resources"]["/Font"].values():  # type: ignore[index]
            font = font.get_object()
            descendants = [d.get_object() for d in font.get("/DescendantFonts", [])]
            descriptors = [f.get("/FontDescriptor") for f in (font, *descendants)]
            embedded = any(
                key in d.get_object() for d in descriptors if d for key in ("/FontFile", "/FontFile2", "/FontFile3")
            )
            found[str(font["/BaseFont"])] = embedded
    return found


def _x_of(pdf: bytes) -> dict[str, float]:
    """Where each drawn piece of text starts on the first page (x in points)."""
    positions: dict[str, float] = {}

    def visit(text, cm, tm, font, size):
        if text.strip():
            positions.setdefault(text.strip(), tm[4] * cm[0] + cm[4])

    PdfReader(io.BytesIO(pdf)).pages[0].extract_text(visitor_text=visit)
    return positions


def test_the_sheet_embeds_the_japanese_font_its_card_names_are_drawn_in(event, red):
    (alice,) = players(1)
    registration, _ = registration_submit(event=event, player=alice, cards=red, now=DURING)
    pdf = sheets_pdf(event, [registration])
    fonts = _fonts(pdf)
    japanese = {name: embedded for name, embedded in fonts.items() if "IPAex" in name}
    assert japanese, f"the sheet draws in {sorted(fonts)}, no embedded Japanese font (fonts-ipaexfont-gothic?)"
    assert all(japanese.values())
    assert [name for name, embedded in fonts.items() if not embedded] == []
    assert "紅蓮の先駆けアグニ" in PdfReader(io.BytesIO(pdf)).pages[0].extract_text()  # still text, not shapes


def test_a_two_digit_cost_does_not_move_the_name_column(event, red):
    big = CardFactory(collector_number="TS01-900", name="十コストの巨人", cost=10)
    small = CardFactory(collector_number="TS01-901", name="一コストの小人", cost=1)
    (alice,) = players(1)
    registration, submission = registration_submit(event=event, player=alice, cards=red, now=DURING)
    listed = deck_import(data=RED + f"\n1 {big.collector_number}\n1 {small.collector_number}\n").deck
    Submission.objects.filter(pk=submission.pk).update(cards=cards_json(listed))
    x = _x_of(sheets_pdf(event, [registration]))
    assert x["十コストの巨人"] == pytest.approx(COLUMNS["name"])
    assert x["一コストの小人"] == pytest.approx(COLUMNS["name"])
    assert x["紅蓮の先駆けアグニ"] == pytest.approx(COLUMNS["name"])
    assert x["TS01-900"] == x["TS01-901"] == pytest.approx(COLUMNS["number"])
    assert x["10"] + 1 < x["1"] < COLUMNS["cost"]  # right-aligned: the wider number starts further left
