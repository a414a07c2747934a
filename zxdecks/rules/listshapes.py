"""The shapes fan sites and spreadsheets give deck lists, rewritten into the list format's own (docs/decklist-format.md).

Japanese deck sites write 【デッキ】 or ■デュナミス (16枚) for a part, `名前 4枚` or `4枚 名前` for a line, a 《IG》 mark
before an ignition card, `名前（B01-001）×4`, and spreadsheet rows separated by tabs. The parser reads every line
through `section_of` and `card_text` first, so every surface (command, API, pages, import, registration) reads them.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from zxdecks.rules.cards import Zone

# A part named as fan sites name it; the value is a key of the parser's section aliases.
SECTION_WORDS = {
    "deck": "deck",
    "main": "deck",
    "maindeck": "deck",
    "デッキ": "deck",
    "メイン": "deck",
    "メインデッキ": "deck",
    "dynamis": "dynamis",
    "デュナミス": "dynamis",
    "デュナミスデッキ": "dynamis",
    "player": "player",
    "プレイヤー": "player",
    "プレイヤーカード": "player",
    "プレイヤーエリア": "player",
    "sideboard": "sideboard",
    "side": "sideboard",
    "サイド": "sideboard",
    "サイドボード": "sideboard",
    "サイドデッキ": "sideboard",
}
# A part's size written after its name: 「（50枚）」「50枚」「: 16」「(8)」. A count starts where a run of digits starts
# ((?<![0-9])): tried from inside the run too, a line of 5,000 digits took seconds to fail (quadratic backtracking).
_SIZE = r"(?:\s*[:]?\s*\(?\s*(?<![0-9])[0-9]+\s*枚?\s*\)?)?"
_BRACKETED = re.compile(rf"^【\s*([^】]+?)\s*】{_SIZE}$")
# ■ and its kin mark a heading: a part when it names one, otherwise a group of cards (■Z/X, ◆イベント) to skip.
_MARKED = re.compile(rf"^[■□◆◇●○▼▽★☆◎]\s*(.+?){_SIZE}$")
_BARE = re.compile(rf"^(.+?){_SIZE}$")
_BULLET = re.compile(r"^[・•]\s*(?=\S)")
# 《IG》 (and [IG], 【IG】, <IG>): the icon a site prints before an ignition card; only icon words, never a name.
_ICON_WORDS = "IG|イグニッション|LR|ライフリカバリー|VB|ボイドブリンガー|OD|オーバードライブ|IGNITION"
_ICON_PREFIX = re.compile(rf"^(?:[《〈<\[【(]\s*(?:{_ICON_WORDS})\s*[》〉>\]】)]\s*)+(?=\S)", re.IGNORECASE)
# `4枚 名前` and `名前 4枚` (also `名前 ×4枚`, `名前: 4枚`): the count marked by 枚.
_MAI_FIRST = re.compile(r"^(?:[xX×✕]\s*)?([0-9]+)\s*枚\s*[:]?\s*(\S.*)$")
# `4 B01-001 名前`: a count and a collector number first, as the writers write a line; a name after them ending in
# digits and 枚 (a card named 「枚」: `1 B01-001 枚`) is the name, not a count.
_COUNT_NUMBER_FIRST = re.compile(r"^[0-9]{1,3}\s+[A-Za-z0-9]{1,8}-[A-Za-z0-9]{1,8}(?:\s|$)")
_MAI_LAST = re.compile(r"^(.*?\S)(?:\s*[:×✕]\s*|\s+[xX]\s*|(?<=[^\x00-\x7f])[xX]\s*|\s*)(?<![0-9])([0-9]+)\s*枚$")
# Dash look-alikes typed for the hyphen of a collector number: the long-vowel mark (an IME's choice after a digit),
# minus signs, en and em dashes, the box-drawing line.
DASHES = "ー‐‑‒–—―−─━﹘﹣⁃˗"
_DASHED_NUMBER = re.compile(rf"^([A-Za-z0-9]{{1,8}})[{DASHES}]([A-Za-z0-9]{{1,8}})$")
NUMBER = re.compile(r"[A-Za-z0-9]{1,8}-[A-Za-z0-9]{1,8}")
# `名前（B01-001）` and `（B01-001）名前`, after NFKC folded the brackets to ASCII.
_NAME_THEN_NUMBER = re.compile(rf"^(.*?)\s*[(\[]\s*([A-Za-z0-9]{{1,8}}[-{DASHES}][A-Za-z0-9]{{1,8}})\s*[)\]]$")
_NUMBER_THEN_NAME = re.compile(rf"^[(\[]\s*([A-Za-z0-9]{{1,8}}[-{DASHES}][A-Za-z0-9]{{1,8}})\s*[)\]]\s*(.*)$")
_COUNT_CELL = re.compile(r"^(?:[xX×✕]\s*)?([0-9]+)\s*(?:枚|[xX×✕])?$")
# The header row of a spreadsheet's table: its cells are column names.
_COLUMN_WORDS = {
    "枚数",
    "数",
    "カード名",
    "名前",
    "名称",
    "カード番号",
    "番号",
    "no",
    "no.",
    "name",
    "count",
    "number",
    "qty",
}


@dataclass(frozen=True, slots=True)
class Note:
    """A choice the parser made and says (Japanese and English); as a string, the English (the API's `notes`)."""

    line: int
    message: str
    message_en: str

    def __str__(self) -> str:
        return self.message_en


def section_of(line: str) -> tuple[str | None, bool]:
    """(section alias key, True) when the line is a part's heading (【デッキ】, ■デュナミス 16枚, a bare デッキ);
    (None, True) for a ■ group heading to skip; (None, False) for any other line. `line` is NFKC-folded."""
    for pattern in (_BRACKETED, _MARKED, _BARE):
        match = pattern.match(line)
        if match:
            word = match.group(1).replace(" ", "").lower()
            if word in SECTION_WORDS:
                return SECTION_WORDS[word], True
            if pattern is _MARKED:
                return None, True
    return None, False


def dash_number(token: str) -> str:
    """A collector number typed with a dash look-alike (`E49ー021`) as the number it means; other text unchanged."""
    match = _DASHED_NUMBER.match(token)
    return f"{match.group(1)}-{match.group(2)}" if match else token


def number_and_name(text: str) -> tuple[str, str] | None:
    """(number, name) of card text written `名前（B01-001）` or `（B01-001）名前`; None for any other shape."""
    match = _NAME_THEN_NUMBER.match(text)
    if match:
        return dash_number(match.group(2)), match.group(1).strip()
    match = _NUMBER_THEN_NAME.match(text)
    if match:
        return dash_number(match.group(1)), match.group(2).strip()
    return None


def _table_row(cells: list[str]) -> str:
    """A tab-separated row as `COUNT NUMBER NAME` (or "" for a table's header row)."""
    if all(c.lower() in _COLUMN_WORDS for c in cells):
        return ""
    counts = [i for i, c in enumerate(cells) if _COUNT_CELL.match(c)]
    marked = [i for i in counts if not cells[i].isdigit()]
    # A count marked 枚 or ×, else the first column when it is one (count first), else the last (count last).
    chosen = marked or ([counts[0]] if counts and counts[0] == 0 else counts[-1:])
    index = chosen[0] if chosen else None
    found = _COUNT_CELL.match(cells[index]) if index is not None else None
    count = found.group(1) if found else "1"
    rest = [c for i, c in enumerate(cells) if i != index]
    numbers = [c for c in rest if NUMBER.fullmatch(dash_number(c))]
    names = [c for c in rest if c not in numbers and not c.isdigit()]
    if numbers:
        # The number decides; a name is checked against it only when the row has one other column, so a type or
        # rarity column does not make a correct row wrong.
        return " ".join([count, dash_number(numbers[0]), *(names if len(names) == 1 else [])])
    return " ".join([count, *names[:1]])


def card_text(line: str) -> str:
    """A card line in one of the format's own shapes: bullets and icon marks dropped, 枚 counts and table rows
    rewritten (`名前 4枚` → `4 名前`); "" for a line that only heads a table. `line` is NFKC-folded and stripped."""
    if "\t" in line:
        cells = [c.strip() for c in line.split("\t") if c.strip()]
        if len(cells) > 1:
            return _table_row(cells)
        line = cells[0] if cells else ""
    line = _BULLET.sub("", line)
    line = _ICON_PREFIX.sub("", line)
    match = _MAI_FIRST.match(line)
    if match:
        return f"{match.group(1)} {match.group(2)}"
    match = None if _COUNT_NUMBER_FIRST.match(line) else _MAI_LAST.match(line)
    if match:
        return f"{match.group(2)} {match.group(1)}"
    return line


_PART_NAMES = {Zone.DYNAMIS: ("デュナミス", "the Dynamis"), Zone.PLAYER: ("プレイヤーエリア", "the player area")}


def sorted_by_type(moved: dict[Zone, list[int]]) -> Note:
    """The note a list without headers gets: which lines went to the Dynamis and the player area by their type."""
    ja = "、".join(f"{'・'.join(map(str, lines))}行目を{_PART_NAMES[zone][0]}に" for zone, lines in moved.items())
    en = "; ".join(
        f"line{'s' if len(lines) > 1 else ''} {', '.join(map(str, lines))} to {_PART_NAMES[zone][1]}"
        for zone, lines in moved.items()
    )
    return Note(
        min(n for lines in moved.values() for n in lines),
        f"見出し（[デッキ] [デュナミス] [プレイヤー]）がないため、カードを種類で振り分けました: {ja}"
        "（401.7・401.8・401.10）。",
        f"the list has no headers ([deck], [dynamis], [player]), so cards were placed by their type: {en}"
        " (401.7, 401.8, 401.10)",
    )
