"""The engine's fast NFKC gives exactly unicodedata's NFKC, whatever the text."""

from __future__ import annotations

import unicodedata

import pytest

from zxdecks.rules.cards import nfkc

# Full-width and half-width forms, kana with their voicing marks, circled numbers, CJK compatibility, combining marks.
RANGES = [(0x3000, 0x30FF), (0xFF00, 0xFFEF), (0x2460, 0x24FF), (0xF900, 0xF92F), (0x0300, 0x036F), (0x2000, 0x206F)]
CHARACTERS = [chr(c) for start, end in RANGES for c in range(start, end + 1)]
NEIGHBOURS = ["", "Ａ", "ｶ", "か", "a", "\u0301", "\u3099", "\uff9e", "１", "\u3000", "。"]


@pytest.mark.parametrize("before", NEIGHBOURS)
@pytest.mark.parametrize("after", NEIGHBOURS)
def test_it_is_unicodedatas_nfkc_for_every_character_between_any_neighbours(before, after):
    for character in CHARACTERS:
        text = before + character + after
        assert nfkc(text) == unicodedata.normalize("NFKC", text), ascii(text)


@pytest.mark.parametrize(
    "text",
    [
        "≪自≫【有効】スクエア【効果】このカードのパワーを＋１０００する。",
        "ＬｖＭＡＸ",
        "ﾗｲﾗﾌﾟｽ",
        "Ａ\u0301Ｂ\u0308",
        "か\u3099",
        "①②",
        "already plain",
        "",
    ],
)
def test_it_is_unicodedatas_nfkc_on_card_like_text(text):
    assert nfkc(text) == unicodedata.normalize("NFKC", text)
