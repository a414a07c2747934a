"""The fan-site card list format (haronomagia.com, see ../shared/data/README.md)."""

from __future__ import annotations

import re
from typing import Any

from cards.importers.records import (
    INT_MAX,
    CardRecord,
    RecordError,
    check_number,
    check_text,
    parse_cost,
    parse_int,
)
from zxdecks.rules.cards import COLOR_BY_JAPANESE, CardType, Icon

TYPES = {
    "ゼクス": CardType.ZX,
    "イベント": CardType.EVENT,
    "プレイヤー": CardType.PLAYER,
    "アセンション": CardType.AN,
    "ゼクス エクストラ": CardType.ZX_EX,
    "ゼクス オーバーブースト": CardType.ZX_OB,
    "シフト": CardType.SHIFT,
    "イベント エクストラ": CardType.EV_EX,
    "プレイヤー エクストラ": CardType.PL_EX,
    "アセンション エクストラ": CardType.AN_EX,
    "マーカー": CardType.MARKER,
    "マーカー（トークン）": CardType.TOKEN,
    "マーカー（カウンター）": CardType.COUNTER,
    "マーカー（リンク）": CardType.LINK,
}
ICONS = {
    "≪イグニッション≫": Icon.IGNITION,
    "[イグニッション]": Icon.IGNITION,
    "≪エヴォルシード≫": Icon.EVOLSEED,
    "≪ブロック≫": Icon.BLOCK,
    "≪ドリーム・キー≫": Icon.DREAM_KEY,
    "≪メロディ≫": Icon.MELODY,
    "≪メモリアル・ピース≫": Icon.MEMORIAL_PIECE,
    "≪スター・ピース≫": Icon.STAR_PIECE,
    "≪調査記録≫": Icon.RESEARCH_RECORD,
    "≪集中≫": Icon.FOCUS,
}
_BRACKET = re.compile(r"^\[(.)\]$")
REQUIRED = ("card_number", "name", "type")


def looks_like(data: Any) -> bool:
    """True when the parsed JSON is a list of fan-site records."""
    return isinstance(data, list) and bool(data) and isinstance(data[0], dict) and "card_number" in data[0]


def parse(data: Any) -> list[CardRecord]:
    """Turn the fan-site JSON list into card records; the first bad record raises RecordError."""
    if not isinstance(data, list):
        raise RecordError(0, None, "(file)", "expected a JSON list of card records")
    return [parse_record(i, raw) for i, raw in enumerate(data)]


def parse_record(index: int, raw: Any) -> CardRecord:
    if not isinstance(raw, dict):
        raise RecordError(index, None, "(record)", "expected an object")
    number = check_number(index, raw.get("card_number"))
    check_text(index, number, raw)
    name = str(raw.get("name") or "").strip()
    if not name:
        raise RecordError(index, number, "name", "missing")
    type_text = str(raw.get("type") or "").strip()
    if type_text not in TYPES:
        raise RecordError(index, number, "type", f"unknown card type {type_text!r}")
    cost, infinite = parse_cost(index, number, raw.get("cost"))
    record = CardRecord(
        collector_number=number,
        name=name,
        card_type=TYPES[type_text],
        reading=str(raw.get("furigana") or ""),
        cost=cost,
        cost_infinite=infinite,
        text=str(raw.get("text") or ""),
        subtext=str(raw.get("subtext") or ""),
        races=[r.strip() for r in re.split(r"[／/]", str(raw.get("race") or "")) if r.strip()],
        power=parse_int(index, number, "power", raw.get("power"), maximum=INT_MAX),
        shield=parse_int(index, number, "life", raw.get("life")),
        rarity=str(raw.get("rare") or ""),
        pack_code=number.split("-")[0],
        illustrator=str(raw.get("illust") or ""),
        flavor=str(raw.get("flavor") or ""),
        note=str(raw.get("note") or ""),
        unofficial_text=bool(raw.get("not_on_official_site")),
        source="haronomagia",
    )
    recorded = str(raw.get("recorded") or "")
    if "\u3000" in recorded:
        record.pack_name = recorded.split("\u3000", 1)[1].strip()
    icons = raw.get("icons") or []
    if not isinstance(icons, list) or not all(isinstance(icon, str) for icon in icons):
        raise RecordError(index, number, "icons", "expected a list of strings")
    for icon in icons:
        color = _BRACKET.match(icon)
        if color and color.group(1) in COLOR_BY_JAPANESE:
            record.colors.add(COLOR_BY_JAPANESE[color.group(1)])
        elif icon == "[複]":
            record.multicolor = True
        elif icon in ICONS:
            record.icons.add(ICONS[icon])
        elif icon == "【リビルド】":
            record.is_rebuilt = True
        elif icon == "【エラッタ】":
            record.is_errata = True
    return record
