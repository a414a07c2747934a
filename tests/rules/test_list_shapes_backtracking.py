"""The deck-list shapes read a long run of digits in linear time: one crafted line must not buy seconds of CPU."""

from __future__ import annotations

import time

from zxdecks.rules.listshapes import card_text, section_of


def _seconds(fn, line: str) -> float:
    start = time.perf_counter()
    fn(line)
    return time.perf_counter() - start


def test_a_line_of_twenty_thousand_digits_is_read_in_well_under_a_second_by_every_shape():
    # Before the count had to start where a run of digits starts, section_of took ~3.6 s on 5,000 digits and grew
    # with the square of the length (~60 s on 20,000); the bound leaves a 30-fold margin for a loaded machine.
    for line in ("9" * 20_000, "名前 " + "9" * 20_000, "9" * 20_000 + " B01-001"):
        assert _seconds(section_of, line) < 2.0
        assert _seconds(card_text, line) < 2.0


def test_headings_and_counts_read_as_before_at_a_digit_boundary():
    assert section_of("デッキ 50枚") == ("deck", True)
    assert section_of("【デュナミス】(16)") == ("dynamis", True)
    assert section_of("■デッキ: 50") == ("deck", True)
    assert section_of("12345") == (None, False)
    assert card_text("ハピネスタイム 美甘 4枚") == card_text("4 ハピネスタイム 美甘")
