"""Printable registration sheets (PDF, one page a player) with the list, its counts, fingerprint and a judge QR code."""

from __future__ import annotations

import functools
import io
import logging
from collections.abc import Sequence
from pathlib import Path

import qrcode
from django.conf import settings
from django.urls import reverse
from django.utils import timezone
from django.utils.translation import pgettext_lazy
from reportlab.lib.pagesizes import A4
from reportlab.lib.utils import ImageReader
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.cidfonts import UnicodeCIDFont
from reportlab.pdfbase.ttfonts import TTFont
from reportlab.pdfgen import canvas

from zxdecks.events.models import Event, Registration
from zxdecks.events.services.organizer import sorted_for_sheet

log = logging.getLogger(__name__)

# The sheet's Japanese font is embedded (the glyphs it uses), so a sheet prints the same from any reader or printer:
# a PDF that only names a font leaves card names to whatever the reader substitutes, or to boxes. reportlab embeds
# TrueType outlines only (Noto Sans CJK is CFF), hence IPAex Gothic, the Debian package `make system-deps` installs.
EMBEDDED_FONT = "IPAexGothic"
FONT_FILES = (
    "/usr/share/fonts/opentype/ipaexfont-gothic/ipaexg.ttf",
    "/usr/share/fonts/truetype/ipaexfont-gothic/ipaexg.ttf",
    "/usr/share/fonts/opentype/ipafont-gothic/ipag.ttf",
    "/usr/share/fonts/truetype/fonts-japanese-gothic.ttf",
)
CID_FONT = "HeiseiKakuGo-W5"  # the fallback when no font file is found: named, not embedded
# Every label is in the language of the page that asked for the sheet (Japanese by default).
ZONE_TITLES = {
    "deck": pgettext_lazy("sheet", "Deck"),
    "dynamis": pgettext_lazy("sheet", "Dynamis"),
    "player": pgettext_lazy("sheet", "Player"),
    "sideboard": pgettext_lazy("sheet", "Sideboard"),
}
# The counters as the deck pages label them, not the report's keys (life_recovery means nothing on paper), in this
# order (PostgreSQL's jsonb does not keep the report's key order).
COUNT_LABELS = {
    **ZONE_TITLES, "ignition": pgettext_lazy("sheet", "Ignition"),
    "life_recovery": "LR", "void_bringer": "VB", "overdrive": "OD", "forbidden": pgettext_lazy("sheet", "Forbidden"),
}  # fmt: skip
COUNT_ORDER = ("deck", "dynamis", "player", "ignition", "life_recovery", "void_bringer", "overdrive", "sideboard")
CONTINUED = pgettext_lazy("sheet", "continued")
REGULATION = pgettext_lazy("sheet", "regulation")
PLAYER = pgettext_lazy("sheet", "Player")
SUBMISSION = pgettext_lazy("sheet", "submission")
FINGERPRINT = pgettext_lazy("sheet", "fingerprint")
SIGNATURE = pgettext_lazy("sheet", "signature")
SHEETS_TITLE = pgettext_lazy("sheet", "registration sheets")
# The list's columns, at fixed x positions (points from the left edge): a two-digit cost or a long card number never
# moves the name. Count and cost are right-aligned at their x, the others start there.
COLUMNS = {"count": 60, "number": 68, "cost": 140, "kind": 150, "name": 205}


def font_file() -> Path | None:
    """The first embeddable Japanese TrueType font installed, or None."""
    return next((Path(p) for p in FONT_FILES if Path(p).is_file()), None)


@functools.cache
def sheet_font() -> str:
    """The registered name of the sheet's font: the embedded TrueType font, or the CID font when none is installed
    (logged: the sheet still prints, but its names depend on the reader's fonts)."""
    path = font_file()
    if path is None:
        log.warning("no Japanese TrueType font in %s: registration sheets do not embed their font", FONT_FILES)
        pdfmetrics.registerFont(UnicodeCIDFont(CID_FONT))
        return CID_FONT
    pdfmetrics.registerFont(TTFont(EMBEDDED_FONT, str(path)))  # read once a process (6 MB), on the first sheet
    return EMBEDDED_FONT


def judge_url(registration: Registration) -> str:
    """The absolute link a judge's phone opens from the QR code: the locked list, no sign-in needed."""
    return settings.SITE_URL + reverse("events:judge", args=[registration.judge_token])


def qr_png(url: str) -> bytes:
    out = io.BytesIO()
    qrcode.make(url, box_size=4, border=2).save(out)
    return out.getvalue()


LIST_BOTTOM = 50  # the list stays above the signature line (y 30)


def _room(pdf: canvas.Canvas, y: float, needed: float, title: str) -> float:
    """Where the next line of the list goes: here, or at the top of a continuation page when this one is full (a
    list of many different cards does not fit on one A4 page)."""
    if y - needed >= LIST_BOTTOM:
        return y
    pdf.showPage()
    top = float(A4[1]) - 50
    pdf.setFont(sheet_font(), 10)
    pdf.drawString(40, top, f"{title}  ({CONTINUED})")
    pdf.setFont(sheet_font(), 9)
    return top - 10


def _list_row(pdf: canvas.Canvas, y: float, count: str, number: str, cost: str, kind: str, name: str) -> None:
    """One card of the list, each column drawn at its own x (padding with spaces aligns nothing in a proportional
    font: the name moved by a digit's width wherever the cost had two)."""
    pdf.drawRightString(COLUMNS["count"], y, count)
    pdf.drawString(COLUMNS["number"], y, number)
    pdf.drawRightString(COLUMNS["cost"], y, cost)
    pdf.drawString(COLUMNS["kind"], y, kind)
    pdf.drawString(COLUMNS["name"], y, name)


def sheets_pdf(event: Event, registrations: Sequence[Registration]) -> bytes:
    """One A4 page per registration with a submission (and a continuation page when its list does not fit)."""
    buffer = io.BytesIO()
    font = sheet_font()
    # Every page starts in the sheet's font: reportlab's default (Helvetica) would be one more font not embedded.
    pdf = canvas.Canvas(buffer, pagesize=A4, initialFontName=font, initialFontSize=9)
    pdf.setTitle(f"{event.name} {SHEETS_TITLE}")
    width, height = A4
    for registration in registrations:
        submission = registration.current
        if submission is None:
            continue
        y = height - 50
        pdf.setFont(font, 16)
        pdf.drawString(40, y, f"{event.name}")
        pdf.setFont(font, 10)
        y -= 18
        pdf.drawString(40, y, f"{event.date:%Y-%m-%d}  {event.venue}  {REGULATION} {submission.as_of:%Y-%m-%d}")
        y -= 16
        submitted = timezone.localtime(submission.created_at)
        pdf.drawString(
            40,
            y,
            f"{PLAYER}: {registration.player.username}   {SUBMISSION} #{submission.number}   {submitted:%Y-%m-%d %H:%M}",
        )
        y -= 14
        pdf.setFont(font, 8)
        pdf.drawString(40, y, f"{FINGERPRINT} {submission.fingerprint}")
        pdf.drawImage(ImageReader(io.BytesIO(qr_png(judge_url(registration)))), width - 140, height - 150, 100, 100)
        counts = submission.report.get("counts", {})
        y -= 16
        pdf.setFont(font, 9)
        ordered = [k for k in (*COUNT_ORDER, "forbidden") if k in counts] + sorted(set(counts) - set(COUNT_LABELS))
        pdf.drawString(40, y, "  ".join(f"{COUNT_LABELS.get(k, k)} {counts[k]}" for k in ordered))
        y -= 10
        for zone, entries in sorted_for_sheet(submission).items():
            if not entries:
                continue
            y = _room(pdf, y, 16 + 13, f"{event.name} — {registration.player.username}")
            y -= 16
            pdf.setFont(font, 11)
            pdf.drawString(40, y, f"{ZONE_TITLES[zone]}  ({sum(e.count for e in entries)})")
            pdf.setFont(font, 9)
            for entry in entries:
                y = _room(pdf, y, 13, f"{event.name} — {registration.player.username}")
                y -= 13
                cost = "∞" if entry.card.cost_infinite else ("-" if entry.card.cost is None else str(entry.card.cost))
                kind = entry.card.d0_class or entry.card.type.value
                _list_row(pdf, y, str(entry.count), entry.card.number, cost, kind, entry.card.name)
        pdf.setFont(font, 8)
        pdf.drawString(40, 30, f"zxdecks — {SIGNATURE}: ______________________")
        pdf.showPage()
    pdf.save()
    return buffer.getvalue()
