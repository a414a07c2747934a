"""A deck's legality over time: the dates on which its verdict changes under the dated regulation and expiry dates.

The verdict on a day is the ruleset's (the same validate the deck page and the command run); only designations
(封神指定, 伝説指定, their lifting) and expiry dates of use (1207) carry dates, so the verdict can change only on the day
one of them takes effect for a card of the deck. The timeline is the verdict before the first such day, then every
day on which the verdict (legal or not, and which rules are broken by which cards) differs from the day before.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any, Protocol

from zxdecks.rules.cards import CardFacts, RegulationStatus
from zxdecks.rules.deck import Deck
from zxdecks.rules.regulation import REGULATION_RULE, assumed_entry, card_status
from zxdecks.rules.verdict import Report, Violation

EXPIRED = "expired"
EXPIRY_RULE = "1207"
DESIGNATIONS = ("sealed", "legend", "lifted", EXPIRED)
DESIGNATION_JA = {"sealed": "封神指定", "legend": "伝説指定", "lifted": "指定解除", EXPIRED: "使用期限切れ"}
DESIGNATION_EN = {s: s for s in DESIGNATIONS}  # English pages carry no Japanese UI words (tests/test_i18n.py)
_DAY = dt.timedelta(days=1)


class Validator(Protocol):
    """What judges a deck on a day: a ruleset (zxdecks.rules.construction.Ruleset)."""

    def validate(self, deck: Deck, as_of: dt.date) -> Report: ...


@dataclass(frozen=True, slots=True)
class Change:
    """A card's designation that takes effect on a point's date (or, on the first point, is in force from the start)."""

    card: str  # collector number
    name: str  # the card name the designation is on
    designation: str  # sealed, legend, lifted or expired
    rule: str  # regulation or 1207
    assumed: bool = False  # the source gives no start date (docs/rules-coverage.md)

    def as_dict(self) -> dict[str, Any]:
        return {
            "card": self.card,
            "name": self.name,
            "designation": self.designation,
            "rule": self.rule,
            "assumed": self.assumed,
        }


@dataclass(frozen=True, slots=True)
class Point:
    """The verdict from a date until the next point's; date None is before every dated change."""

    date: dt.date | None
    legal: bool
    changes: tuple[Change, ...]
    report: Report  # the verdict on the point's first day

    def as_dict(self) -> dict[str, Any]:
        return {
            "date": self.date.isoformat() if self.date else None,
            "legal": self.legal,
            "changes": [c.as_dict() for c in self.changes],
            "text": point_text(self, "ja"),
            "text_en": point_text(self, "en"),
        }


@dataclass(frozen=True, slots=True)
class Timeline:
    """Every point of a deck's legality over time, oldest first, and the undated designations it assumed."""

    points: tuple[Point, ...]
    warnings: tuple[Violation, ...]

    def as_dict(self) -> dict[str, Any]:
        """A Scryfall-style list object of the points (never paged), with the assumptions named in full."""
        return {
            "object": "list",
            "total": len(self.points),
            "has_more": False,
            "next_page": None,
            "data": [p.as_dict() for p in self.points],
            "warnings": [w.message_en for w in self.warnings] or None,
            "assumptions": [w.as_dict() for w in self.warnings],
        }


def legality_timeline(deck: Deck, ruleset: Validator, today: dt.date) -> Timeline:
    """The deck's verdict before the first dated change of its cards, then on every day the verdict changes.

    `today` is the day judged when no card of the deck has a dated designation or expiry.
    """
    cards = list({e.card.number: e.card for e in deck.entries}.values())
    dates = change_dates(cards)
    start = dates[0] - _DAY if dates else today
    report = ruleset.validate(deck, start)
    initial = tuple(c for card in cards for c in _in_force(card, start))
    points = [Point(None, report.legal, initial, report)]
    before = _signature(report)
    for day in dates:
        report = ruleset.validate(deck, day)
        signature = _signature(report)
        if signature != before:
            points.append(Point(day, report.legal, tuple(c for card in cards for c in _changed(card, day)), report))
        before = signature
    return Timeline(tuple(points), _warnings(p.report for p in points))


def change_dates(cards: Iterable[CardFacts]) -> list[dt.date]:
    """Every day on which a designation or the end of a card's expiry date takes effect, in order."""
    days: set[dt.date] = set()
    for card in cards:
        days.update(e.effective for e in card.regulation if e.effective is not None)
        if card.expiry is not None:
            days.add(card.expiry + _DAY)
    return sorted(days)


def point_text(point: Point, lang: str) -> str:
    """A point in one line: 「2023-04-20から不適正：B20-089 封神指定」, or "from 2023-04-20 illegal: …"."""
    if lang == "ja":
        since = f"{point.date.isoformat()}から" if point.date else "当初から"
        verdict = "適正" if point.legal else "不適正"
        cards = "、".join(
            f"{c.card} {DESIGNATION_JA[c.designation]}{'（開始日不明）' if c.assumed else ''}" for c in point.changes
        )
        return f"{since}{verdict}：{cards}" if cards else f"{since}{verdict}"
    since = f"from {point.date.isoformat()}" if point.date else "initially"
    verdict = "legal" if point.legal else "illegal"
    cards = ", ".join(
        f"{c.card} {DESIGNATION_EN[c.designation]}{' (start date unknown)' if c.assumed else ''}" for c in point.changes
    )
    return f"{since} {verdict}: {cards}" if cards else f"{since} {verdict}"


def _state(card: CardFacts, on: dt.date) -> tuple[RegulationStatus | None, str, bool]:
    """A card's designation on a day, the name it is on, and whether its expiry date has passed."""
    status, name = card_status(card, on) if card.regulation else (None, card.name)
    return status, name, card.expiry is not None and on > card.expiry


def _in_force(card: CardFacts, on: dt.date) -> list[Change]:
    status, name, expired = _state(card, on)
    found = []
    if status is not None:
        found.append(Change(card.number, name, status.value, REGULATION_RULE, assumed_entry(card, on) is not None))
    if expired:
        found.append(Change(card.number, card.name, EXPIRED, EXPIRY_RULE))
    return found


def _changed(card: CardFacts, day: dt.date) -> list[Change]:
    """The card's designation or expiry that takes effect on the day (nothing when it is the same as the day before)."""
    status, name, expired = _state(card, day)
    was, was_name, was_expired = _state(card, day - _DAY)
    found = []
    if status is not was:
        designation = status.value if status is not None else RegulationStatus.LIFTED.value
        assumed = assumed_entry(card, day) is not None
        found.append(
            Change(card.number, name if status is not None else was_name, designation, REGULATION_RULE, assumed)
        )
    if expired and not was_expired:
        found.append(Change(card.number, card.name, EXPIRED, EXPIRY_RULE))
    return found


def _signature(report: Report) -> tuple[tuple[Any, ...], ...]:
    """What the verdict says, without its wording (the messages name the date)."""
    return tuple(
        sorted(
            (v.rule, v.code, v.cards, v.name or "", v.count or 0, v.limit or 0, v.zone.value if v.zone else "")
            for v in report.violations
        )
    )


def _warnings(reports: Iterable[Report]) -> tuple[Violation, ...]:
    """The undated designations the verdicts rest on, each once."""
    seen: dict[tuple[str, tuple[str, ...], str], Violation] = {}
    for report in reports:
        for warning in report.warnings:
            seen.setdefault((warning.code, warning.cards, warning.message), warning)
    return tuple(seen.values())
