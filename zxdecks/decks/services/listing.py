"""A pasted list shown back line by line with its problems beside the lines they belong to (check, import, editor)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Protocol

from django.utils.translation import get_language

from zxdecks.rules.decklist import LineError, scan_lines

MAX_SHOWN_LINES = 400  # a longer paste shows only its lines with problems


@dataclass
class Problem:
    """One problem of a line in the page's language, the "did you mean" cards apart, each with the line it gives."""

    message: str
    suggestions: list[tuple[str, str, str]] = field(default_factory=list)  # (number, "NUMBER NAME", fixed line)


@dataclass
class ListingLine:
    number: int
    text: str
    problems: list[Problem] = field(default_factory=list)


@dataclass
class Listing:
    """Every line of a list (or only the bad ones for a long paste), the problems under their lines."""

    lines: list[ListingLine]
    problem_count: int
    omitted: int = 0
    only_problems: bool = False
    omitted_note: str = ""  # "ほかにN件の問題があります…" when the reader capped its report


class Bilingual(Protocol):
    @property
    def message(self) -> str: ...

    @property
    def message_en(self) -> str: ...


def in_language(item: Bilingual) -> str:
    """A parser error, note or violation in the active language: its message on the Japanese UI, else message_en."""
    return item.message if (get_language() or "ja").startswith("ja") else item.message_en


def _message(error: LineError, japanese: bool) -> str:
    # The engine's message ends with its "did you mean" list; the page shows those cards as links of their own.
    if japanese:
        return error.message.split("もしかして:")[0].strip()
    return error.message_en.split("; did you mean")[0].strip()


def list_listing(*, text: str | bytes, errors: list[LineError]) -> Listing:
    """The list's lines with the errors (from any reader of it) under the lines they name, in the active language;
    an uploaded file's bytes are shown with what is not UTF-8 replaced (its error names the line and byte)."""
    if isinstance(text, bytes):
        text = text.decode("utf-8", errors="replace")
    japanese = (get_language() or "ja").startswith("ja")
    quantities = {ln.line: ln.quantity for ln in scan_lines(text)[0]}
    raw_lines = text.removeprefix("\ufeff").splitlines()
    by_line: dict[int, list[Problem]] = {}
    omitted, omitted_note = 0, ""
    for error in errors:
        if error.omitted:
            omitted += error.omitted
            omitted_note = _message(error, japanese)
            continue
        count = quantities.get(error.line, 1)
        fixes = [(s.split(" ", 1)[0], s, f"{count} {s}") for s in error.suggestions]
        by_line.setdefault(error.line, []).append(Problem(_message(error, japanese), fixes))
    only_problems = len(raw_lines) > MAX_SHOWN_LINES
    lines = [
        ListingLine(number, raw, by_line.get(number, []))
        for number, raw in enumerate(raw_lines, start=1)
        if not only_problems or number in by_line
    ]
    # A problem on no line of the text (a JSON file's structure, an empty paste) is shown first.
    stray = [p for line, ps in by_line.items() if not 1 <= line <= len(raw_lines) for p in ps]
    if stray:
        lines.insert(0, ListingLine(0, "", stray))
    problems = sum(len(ps) for ps in by_line.values()) + omitted
    return Listing(lines, problems, omitted, only_problems, omitted_note)
