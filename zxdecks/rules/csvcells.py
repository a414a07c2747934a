"""The one CSV writer of the site: cells a spreadsheet would run as a formula are neutralised (CSV injection)."""

from __future__ import annotations

import csv
import unicodedata
from collections.abc import Iterable
from typing import Any, TextIO

# OWASP's list: a cell starting with one of these is read by Excel, LibreOffice and Sheets as a formula (tab and CR
# are stripped before the check by some of them). Full-width forms (＝＋－＠) are folded by NFKC before the test,
# since spreadsheets in Japanese locales treat them as the ASCII characters.
FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")
QUOTE = "'"


def safe_cell(value: Any) -> Any:
    """A cell as written: text that a spreadsheet would run as a formula gets a leading single quote, and so does
    text that only looks like a quoted one (「'=」 is written 「''=」), so that unsafe_cell gives every text back."""
    if isinstance(value, str) and _quotes_then_formula(value):
        return QUOTE + value
    return value


def unsafe_cell(text: str) -> str:
    """A cell as read back: the quote safe_cell added is taken off again (a name that starts with - stays one)."""
    if text.startswith(QUOTE) and _quotes_then_formula(text[1:]):
        return text[1:]
    return text


def _quotes_then_formula(text: str) -> bool:
    """Whether text is a formula start after any single quotes (none included)."""
    rest = text.lstrip(QUOTE)
    return bool(rest) and (rest[0] in ("\t", "\r") or unicodedata.normalize("NFKC", rest[0])[:1] in FORMULA_STARTS)


class SafeWriter:
    """csv.writer whose rows go through safe_cell."""

    def __init__(self, out: TextIO, **kwargs: Any) -> None:
        self._writer = csv.writer(out, **kwargs)
        # Python 3.11 quotes a cell only for the characters of its own line terminator: with "\n", a lone CR would
        # be written bare and end the row early in every reader. A row with one is written with every cell quoted.
        self._quoting_all = csv.writer(out, **{**kwargs, "quoting": csv.QUOTE_ALL})

    def writerow(self, row: Iterable[Any]) -> Any:
        cells = [safe_cell(cell) for cell in row]
        has_cr = any(isinstance(cell, str) and "\r" in cell for cell in cells)
        return (self._quoting_all if has_cr else self._writer).writerow(cells)

    def writerows(self, rows: Iterable[Iterable[Any]]) -> None:
        for row in rows:
            self.writerow(row)


def csv_writer(out: TextIO, **kwargs: Any) -> SafeWriter:
    """The writer every CSV of the site is written with (lines end with \\n unless told otherwise)."""
    kwargs.setdefault("lineterminator", "\n")
    return SafeWriter(out, **kwargs)
