"""Deck-list bytes: UTF-8 with or without a BOM is text; other encodings are line errors naming the byte and the
likely encoding; what a form post left of undecodable bytes (U+FFFD) is a line error on the same lines."""

from __future__ import annotations

import pytest

from tests.rules.test_decklist import LYLAPS, Lookup
from zxdecks.rules.decklist import MAX_REPORTED_ERRORS, DeckListError, parse_decklist
from zxdecks.rules.listdecoding import decode_decklist, with_decoding_errors

N = LYLAPS.number


def test_utf8_bytes_decode_without_errors_and_without_their_bom():
    assert decode_decklist(f"\ufeff4 {N}\r\n".encode()) == (f"4 {N}\r\n", [])
    assert decode_decklist(b"") == ("", [])


def test_a_shift_jis_line_is_named_with_its_byte_and_the_likely_encoding():
    data = f"4 {N}\n4 運命の猟犬\n".encode("cp932")
    text, errors = decode_decklist(data)
    first_bad = len(f"4 {N}\n4 ")
    assert [e.line for e in errors] == [2]
    assert f"not UTF-8 (Shift_JIS?): byte {first_bad} (0x{data[first_bad]:02X})" in errors[0].message_en
    assert "Shift_JIS" in errors[0].message
    assert f"{first_bad}バイト目" in errors[0].message
    assert text.splitlines()[0] == f"4 {N}"
    assert "\ufffd" in text.splitlines()[1]


def test_an_euc_jp_file_is_guessed_as_euc_jp():
    (error,) = decode_decklist("4 運命の猟犬ライラプス\n".encode("euc_jp"))[1]
    assert "(EUC-JP?)" in error.message_en


def test_a_utf16_file_without_a_bom_is_one_error_on_line_one():
    (error,) = decode_decklist(f"4 運命の猟犬ライラプス\n4 {N}\n".encode("utf-16-le"))[1]
    assert (error.line, error.message_en) == (1, "the text is UTF-16, not UTF-8: save it as UTF-8")
    assert "UTF-16のテキストです" in error.message


@pytest.mark.parametrize("codec", ["utf-16", "utf-16-be"])
def test_a_utf16_file_with_a_bom_is_read_as_text(codec):
    data = f"4 {N}\n4 運命の猟犬ライラプス\n".encode(codec)
    if codec == "utf-16-be":
        data = b"\xfe\xff" + data
    assert decode_decklist(data) == (f"4 {N}\n4 運命の猟犬ライラプス\n", [])


@pytest.mark.parametrize("codec", ["utf-16-le", "utf-16-be"])
def test_utf16_text_read_as_utf8_is_one_error_on_line_one_not_a_nul_error_per_line(codec):
    text = f"[deck]\n4 {N}\n4 運命の猟犬ライラプス\n".encode(codec).decode("utf-8", errors="replace")
    with pytest.raises(DeckListError) as excinfo:
        parse_decklist(text, Lookup())
    assert [(e.line, e.message_en) for e in excinfo.value.errors] == [
        (1, "the text is UTF-16, not UTF-8: save it as UTF-8")
    ]


@pytest.mark.parametrize("line", ["4 運命の\ufffd猟犬", "# 赤\ufffd単", "[デッキ\ufffd]"])
def test_a_line_holding_a_replacement_character_is_an_error_even_a_comment(line):
    with pytest.raises(DeckListError) as excinfo:
        parse_decklist(f"4 {N}\n{line}\n", Lookup())
    assert [(e.line, "U+FFFD" in e.message_en) for e in excinfo.value.errors] == [(2, True)]


def test_decoding_errors_take_the_place_of_the_parsers_on_the_same_lines():
    data = f"4 {N}\n4 運命の猟犬\n4 ZZ99-999\n".encode("cp932")
    text, decoding = decode_decklist(data)
    with pytest.raises(DeckListError) as excinfo:
        parse_decklist(text, Lookup())
    merged = with_decoding_errors(excinfo.value, decoding).errors
    assert [(e.line, "Shift_JIS" in e.message_en, "ZZ99-999" in e.message_en) for e in merged] == [
        (2, True, False),
        (3, False, True),
    ]


def test_the_closing_line_of_a_capped_report_says_in_its_dict_how_many_were_left_out():
    text = "".join(f"nonsense {i} ?!\n" for i in range(MAX_REPORTED_ERRORS + 7))
    with pytest.raises(DeckListError) as excinfo:
        parse_decklist(text, Lookup())
    *shown, last = [e.as_dict() for e in excinfo.value.errors]
    assert (len(shown), last["omitted"], "7 more problems" in str(last["message_en"])) == (MAX_REPORTED_ERRORS, 7, True)
    assert not any("omitted" in e for e in shown)
