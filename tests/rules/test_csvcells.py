"""The site's CSV writer neutralises cells a spreadsheet would run as formulas, and the deck reader takes it back."""

from __future__ import annotations

import csv
import io

import pytest
from hypothesis import given
from hypothesis import strategies as st

from zxdecks.rules.csvcells import csv_writer, safe_cell, unsafe_cell


@pytest.mark.parametrize(
    ("cell", "written"),
    [
        ("=1+1", "'=1+1"),
        ("+1+1x785", "'+1+1x785"),
        ("-2+3x785", "'-2+3x785"),
        ("@A1x785", "'@A1x785"),
        ("＋cmd785", "'＋cmd785"),  # full-width forms fold to = + - @ under NFKC
        ('＝HYPERLINK("x")', '\'＝HYPERLINK("x")'),
        ("－1", "'－1"),
        ("＠SUM", "'＠SUM"),
        ("\tcmd", "'\tcmd"),
        ("\rcmd", "'\rcmd"),
        ("紅蓮の先駆けアグニ", "紅蓮の先駆けアグニ"),
        ("a=1", "a=1"),
        ("", ""),
        (4, 4),
        (-4, -4),  # numbers are data, not text a spreadsheet parses
    ],
)
def test_a_cell_that_starts_a_formula_gets_a_leading_quote(cell, written):
    assert safe_cell(cell) == written


@pytest.mark.parametrize("cell", ["-LOST-", "=1+1", "＋cmd", "'quoted already", "plain", "\tcmd"])
def test_a_neutralised_cell_reads_back_as_it_was(cell):
    assert unsafe_cell(safe_cell(cell)) == cell


def test_the_writer_quotes_a_row_with_a_carriage_return_so_it_stays_one_row():
    out = io.StringIO()
    writer = csv_writer(out)
    writer.writerow(["player", "note"])
    writer.writerow(["\rcmd", 4])
    writer.writerow(["alice", "=A1"])
    rows = list(csv.reader(io.StringIO(out.getvalue(), newline="")))
    assert rows == [["player", "note"], ["'\rcmd", "4"], ["alice", "'=A1"]]


def test_no_module_of_the_site_writes_csv_but_through_csv_writer():
    """A new CSV (an admin export, a report) written with csv.writer directly would skip the neutralising."""
    from pathlib import Path

    root = Path(__file__).resolve().parents[2]
    writers = [
        str(path.relative_to(root))
        for package in ("cards", "zxdecks")
        for path in (root / package).rglob("*.py")
        if ("csv.writer(" in (text := path.read_text(encoding="utf-8")) or "DictWriter(" in text)
        and path.name != "csvcells.py"
    ]
    assert writers == []


@given(st.text(alphabet=st.sampled_from("'=+-@\t\rＡa＝"), max_size=6) | st.text(max_size=6))
def test_every_text_reads_back_as_it_was_whatever_its_quotes_and_formula_starts(text):
    assert unsafe_cell(safe_cell(text)) == text


def test_a_formula_start_and_a_text_that_only_looks_quoted_are_both_quoted():
    assert [safe_cell(t) for t in ("=1", "'=", "''+x", "-LOST-", "＝1", "'plain", "a=b")] == [
        "'=1",
        "''=",
        "'''+x",
        "'-LOST-",
        "'＝1",
        "'plain",
        "a=b",
    ]
    assert [unsafe_cell(t) for t in ("'=1", "''=", "'plain", "'")] == ["=1", "'=", "'plain", "'"]
