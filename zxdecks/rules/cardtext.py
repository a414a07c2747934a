"""Facts derived from printed card text: keyword abilities, extra names, construction rules, regulation notes."""

from __future__ import annotations

import datetime as dt
import re
from dataclasses import dataclass

from zxdecks.rules.cards import (
    ConstructionRule,
    CopyLimit,
    RegulationEntry,
    RegulationStatus,
    SharedLimit,
    Zone,
    ZoneRestriction,
    nfkc,
)

# Keyword abilities of rules 1102–1136, by the name printed at the start of the ability.
KEYWORD_RULES: dict[str, str] = {
    "スタートカード": "1102",
    "ライフリカバリー": "1103",
    "ヴォイドブリンガー": "1104",
    "レンジ": "1105",
    "エヴォルシード": "1106",
    "絶界": "1107",
    "アルターフォース": "1108",
    "ゼロオプティマ": "1109",
    "InfiniteSolitude": "1110",
    "レベル": "1111",
    "スタイリッシュ頭突き": "1112",
    "ゼクステンド・ドライブ！": "1113",
    "ゲートカード": "1114",
    "電影": "1115",
    "インストール": "1116",
    "リライト": "1117",
    "アクティベート": "1118",
    "セッション": "1119",
    "シンボル": "1120",
    "反魂": "1121",
    "アルターブレイク": "1122",
    "昇華": "1123",
    "連携": "1124",
    "ファントム": "1125",
    "グラビティアシスト": "1126",
    "世界再創生": "1127",
    "スタートリソース": "1128",
    "破天降臨": "1129",
    "カラーブレイク": "1130",
    "レイド": "1131",
    "トランス": "1132",
    "オーバードライブ": "1133",
    "ドレスアップ": "1134",
    "ボルテージ": "1135",
    "シンパシー": "1136",
}
LIFE_RECOVERY = "ライフリカバリー"
VOID_BRINGER = "ヴォイドブリンガー"
OVERDRIVE = "オーバードライブ"
START_CARD = "スタートカード"
GATE_CARD = "ゲートカード"
ZEXTEND_DRIVE = "ゼクステンド・ドライブ！"
LEVEL_SUFFIX = (
    "Lv"  # a level ability's name, 「ウェイカーLv」: the text's 「“ウェイカーLv”を持つ」 names a card with it
)
START_RESOURCE = "スタートリソース"

# An ability starts at an ability-kind icon (801.2: 起 自 常 S イベント) or one of the data's marker icons, in every
# spelling the card pool uses: ≪S≫ and [S] (P45-036), ≪○≫ and ≪〇≫ (B13-098), ≪ゼロオプティマ≫ after the circle,
# the English printings' ≪STA≫ ≪ACT≫ ≪AUT≫ (P44/P45: 常 起 自, several abilities on one line of the data), and the
# sympathy mark ”≪同≫ — which opens an ability only at the start of a line; inside a sentence it names one.
_MARK = r"≪(?:自|起|常|S|イベント|STA|ACT|AUT|[○〇]|杖|シンパシー|ゼロオプティマ|[^≫]*能力[^≫]*|[^≫]*ボルテージ)≫|\[S\]"
_ABILITY_START = re.compile(rf"(?:{_MARK})+|(?:^|(?<=\n))[”\"]?≪同≫")
# Abilities granted to other cards are quoted (“…”); the card does not have them itself.
_QUOTED = re.compile(r"“[^”]*”")
# The English printings quote with '"', paired in order: 「"≪STA≫Range 2"」 is a granted ability (P45-014) or a named one
# (P44-033 「with "≪AUT≫Color Break"」), never the card's own; a quoted effect (「"Choose up to 1…"」) stays.
_QUOTED_ASCII = re.compile(r'"([^"]*)"')


def without_quoted(text: str) -> str:
    """The text without the quoted abilities it grants or names (“…”, and '"≪…"' in the English printings)."""
    return _QUOTED_ASCII.sub(lambda m: "" if m[1].startswith("≪") else m[0], _QUOTED.sub("", text))


# Keyword names written at the start of an ability body, with their optional parameters.
_KEYWORD_AT_START = [
    (name, re.compile(r"^\s*(?:【[^】]*】)?\s*" + re.escape(name)))
    for name in sorted(KEYWORD_RULES, key=len, reverse=True)
    if name not in {"レベル", "ボルテージ", "ゼクステンド・ドライブ！", "世界再創生"}
]
# 1111: 「ウェイカーLv3」 (「[X]Lv3」 in a few); the card has the level keyword and the ability the text names 「ウェイカーLv」
_LEVEL = re.compile(r"^\s*\[?(\S*?)\]?Lv\s*[0-9]+")
_VOLTAGE = re.compile(r"^\s*(?:\[[^\]]+\])?ボルテージ\s*[0-9]+")
_ZEXTEND = re.compile(r"^\s*(?:≪ゼクステンドドライブ≫|ゼクステンド[・･]?ドライブ)")  # its icon, its name or both
_GENESIS = re.compile(r"^\s*世界再創生")


def normalize(text: str) -> str:
    """Fold full-width digits and letters to ASCII (NFKC) so that 「２枚」 and 「2枚」 read alike."""
    return nfkc(text)


def ability_bodies(text: str) -> list[str]:
    """Split card text into the bodies of its own abilities, leaving out quoted abilities it grants."""
    parts = _ABILITY_START.split(without_quoted(normalize(text)))
    return [p for p in parts[1:] if p.strip()] if len(parts) > 1 else []


def keywords_of(text: str) -> frozenset[str]:
    """Return the keyword abilities the card has: the keyword must open one of its abilities."""
    found: set[str] = set()
    for body in ability_bodies(text):
        first_line = body.split("\n", 1)[0]
        for name, pattern in _KEYWORD_AT_START:
            if pattern.match(first_line):
                found.add(name)
                break
        else:
            if level := _LEVEL.match(first_line):
                found.update(("レベル", level[1] + LEVEL_SUFFIX) if level[1] else ("レベル",))
            elif _VOLTAGE.match(first_line):
                found.add("ボルテージ")
            elif _ZEXTEND.match(first_line):
                found.add("ゼクステンド・ドライブ！")
            elif _GENESIS.match(first_line):
                found.add("世界再創生")
    return frozenset(found)


# One sentence may add several names: 「このカードのカード名は「カナ」と「アラネ」と「エンジュ」としても扱う」.
_EXTRA_NAMES = re.compile(r"このカードのカード名は((?:「[^」]+」と)*「[^」]+」)としても扱う")
_QUOTED_NAME = re.compile(r"「([^」]+)」")


def _added_names(text: str) -> list[str]:
    return [name for m in _EXTRA_NAMES.finditer(text) for name in _QUOTED_NAME.findall(m.group(1))]


def subtext_names(subtext: str) -> list[str]:
    """Names a subtext adds (206.3): 「このカードのカード名は「X」としても扱う」, every one of 「X」と「Y」."""
    return _added_names(subtext)


def text_names(text: str) -> list[str]:
    """Names card text adds while the card is in play; these do not count at deck construction (803.1a)."""
    return _added_names(text)


_SAME_CARD = re.compile(r"「([^」]+)」と同じ情報を持つカードとして扱われます")


def same_card_names(note: str) -> list[str]:
    """Cards a printing is the same card as, from the official note 「※「X」と同じ情報を持つカードとして扱われます。」."""
    return _SAME_CARD.findall(note)


_ZONE_WORD = {"デッキ": Zone.DECK, "デュナミス": Zone.DYNAMIS}
_OWN_LIMIT = re.compile(
    r"(デッキ|デュナミス)を構築する際、(?:このカード|《同名》)は(?:デッキに|デュナミスに)?([0-9]+)枚まで入れることができる"
)
_SHARED_LIMIT = re.compile(
    r"(デッキ|デュナミス)を構築する際、(《同名》|「[^」]+」)か「([^」]+)」を(?:デッキに|デュナミスに)?([0-9]+)枚まで入れることができる"
)
_ZONE_RESTRICTION = re.compile(
    r"(デッキ|デュナミス)を構築する際、カード名に「([^」]+)」を含むカードしか入れることはできず、合計([0-9]+)枚まで"
)


def construction_rules(text: str, own_name: str) -> tuple[ConstructionRule, ...]:
    """Construction rules printed on a card (102.2, 803.1a), read from its text."""
    text = normalize(text)
    own = normalize(own_name)
    rules: list[ConstructionRule] = []
    for m in _OWN_LIMIT.finditer(text):
        rules.append(CopyLimit(_ZONE_WORD[m.group(1)], frozenset({own_name}), int(m.group(2)), m.group(0)))
    for m in _SHARED_LIMIT.finditer(text):
        first = own_name if m.group(2) == "《同名》" else _denormalize(m.group(2)[1:-1], own, own_name)
        second = _denormalize(m.group(3), own, own_name)
        rules.append(SharedLimit(_ZONE_WORD[m.group(1)], frozenset({first, second}), int(m.group(4)), m.group(0)))
    for m in _ZONE_RESTRICTION.finditer(text):
        rules.append(ZoneRestriction(_ZONE_WORD[m.group(1)], m.group(2), int(m.group(3)), m.group(0)))
    return tuple(rules)


def _denormalize(name: str, own_normalized: str, own_name: str) -> str:
    # Names are matched as printed; NFKC only served the regular expressions.
    return own_name if name == own_normalized else name


@dataclass(frozen=True, slots=True)
class NoteFacts:
    """What a fan-site note says about regulation and errata."""

    regulation: tuple[RegulationEntry, ...]
    errata_dates: tuple[dt.date, ...]
    rebuild_dates: tuple[dt.date, ...]


_DATE = r"([0-9]{4})年([0-9]{1,2})月([0-9]{1,2})日"
_STATUS_WORD = {"封神指定": RegulationStatus.SEALED, "伝説指定": RegulationStatus.LEGEND}
_CHANGED = re.compile(_DATE + r"(?:以降は|に|付で)「(封神指定|伝説指定)」から「(封神指定|伝説指定)」に変更")
_DESIGNATED = re.compile(_DATE + r"(?:以降は|に|付で)「(封神指定|伝説指定)」(?:され|に指定)")
_BANNED_OLD = re.compile(_DATE + r"付で禁止カードに指定")
_LIFTED = re.compile(_DATE + r"に[^。]*?「(?:封神|伝説)?指定解除」")
_ERRATA = re.compile(_DATE + r"にエラッタが適用")
_REBUILD = re.compile(_DATE + r"にリビルドが適用")
_CURRENT = re.compile(r"このカードは現在、「(封神指定|伝説指定)」されています")


def _date(m: re.Match[str]) -> dt.date:
    return dt.date(int(m.group(1)), int(m.group(2)), int(m.group(3)))


def note_facts(note: str) -> NoteFacts:
    """Read dated regulation entries (封神指定, 伝説指定, 指定解除) and errata dates from a note."""
    note = normalize(note)
    dated: dict[tuple[dt.date, RegulationStatus], str] = {}
    for m in _CHANGED.finditer(note):
        dated[(_date(m), _STATUS_WORD[m.group(5)])] = m.group(0)
    for m in _DESIGNATED.finditer(note):
        dated.setdefault((_date(m), _STATUS_WORD[m.group(4)]), m.group(0))
    for m in _BANNED_OLD.finditer(note):
        dated.setdefault((_date(m), RegulationStatus.SEALED), m.group(0))
    for m in _LIFTED.finditer(note):
        dated[(_date(m), RegulationStatus.LIFTED)] = m.group(0)
    entries = sorted(
        (RegulationEntry(status, day, text) for (day, status), text in dated.items()),
        key=lambda e: e.effective or dt.date.min,
    )
    entries = _earlier_designations(
        entries, [(_date(m), _STATUS_WORD[m.group(4)], m.group(0)) for m in _CHANGED.finditer(note)]
    )
    current = {_STATUS_WORD[m.group(1)] for m in _CURRENT.finditer(note)}
    latest = entries[-1].status if entries else None
    if current and latest not in current:
        # The note states a designation in force now with no date; the site lists it without one. It can only
        # have started after every dated entry (or, with none, at any time), so that is where it goes.
        status = RegulationStatus.SEALED if RegulationStatus.SEALED in current else RegulationStatus.LEGEND
        after = entries[-1].effective + dt.timedelta(days=1) if entries and entries[-1].effective else None
        entries.append(
            RegulationEntry(
                status, after, f"このカードは現在、「{status.japanese}」されています（日付不明）", assumed=True
            )
        )
    return NoteFacts(
        regulation=tuple(entries),
        errata_dates=tuple(sorted({_date(m) for m in _ERRATA.finditer(note)})),
        rebuild_dates=tuple(sorted({_date(m) for m in _REBUILD.finditer(note)})),
    )


def _earlier_designations(
    entries: list[RegulationEntry], changes: list[tuple[dt.date, RegulationStatus, str]]
) -> list[RegulationEntry]:
    """The entries, with the designation a change came from wherever no dated entry puts it in force the day before.

    「2021年12月16日に「封神指定」から「伝説指定」に変更」 says the card was sealed until 2021-12-15; when the note gives
    no date for the seal, it held since the day after the last earlier entry (or always), and is marked assumed.
    """
    for day, earlier, text in sorted(changes):
        if regulation_status(tuple(entries), day - dt.timedelta(days=1)) is earlier:
            continue
        before = [e.effective for e in entries if e.effective is not None and e.effective < day]
        start = max(before) + dt.timedelta(days=1) if before else None
        note = f"{text}（変更前の「{earlier.japanese}」、開始日不明）"
        entries.append(RegulationEntry(earlier, start, note, assumed=True))
        entries.sort(key=lambda e: e.effective or dt.date.min)
    return entries


def regulation_status(entries: tuple[RegulationEntry, ...], on: dt.date) -> RegulationStatus | None:
    """Return the designation in force on a date: the latest entry effective on or before it."""
    status: RegulationStatus | None = None
    latest = dt.date.min
    for entry in entries:  # the latest effective entry on or before the date wins, whatever the input order
        day = entry.effective or dt.date.min
        if day <= on and day >= latest:
            status, latest = entry.status, day
    return None if status is RegulationStatus.LIFTED else status
