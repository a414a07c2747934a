"""The deck-list text format (docs/decklist-format.md): parse with line-exact errors, and write it back."""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import NamedTuple, Protocol

from zxdecks.rules.cards import CardFacts, Zone, name_key
from zxdecks.rules.deck import Deck, DeckEntry

MAX_COUNT = 999
SECTION_ALIASES: dict[str, Zone] = {
    "deck": Zone.DECK,
    "main": Zone.DECK,
    "デッキ": Zone.DECK,
    "dynamis": Zone.DYNAMIS,
    "デュナミス": Zone.DYNAMIS,
    "player": Zone.PLAYER,
    "プレイヤー": Zone.PLAYER,
}
SECTION_HEADERS = {
    Zone.DECK: "[deck]",
    Zone.DYNAMIS: "[dynamis]",
    Zone.PLAYER: "[player]",
    Zone.SIDEBOARD: "[sideboard]",
}
# Dimension Zero lists have a deck and a sideboard (第3部 第1章 1).
D0_SECTION_ALIASES: dict[str, Zone] = {
    "deck": Zone.DECK,
    "main": Zone.DECK,
    "デッキ": Zone.DECK,
    "sideboard": Zone.SIDEBOARD,
    "side": Zone.SIDEBOARD,
    "サイドボード": Zone.SIDEBOARD,
}
_HEADER = re.compile(r"^\[\s*([^\]]+?)\s*\]$")
_LINE = re.compile(r"^(\d+)\s*[xX×]?\s+(.+)$")
_NUMBER = re.compile(r"[A-Za-z0-9]{1,8}-[A-Za-z0-9]{1,8}")
_COMMENT = re.compile(r"(?:^|\s)#.*$")


@dataclass(frozen=True, slots=True)
class LineError:
    """A problem with one line: its number, its text, and what is wrong (Japanese and English)."""

    line: int
    text: str
    message: str
    message_en: str

    def as_dict(self) -> dict[str, object]:
        return {"line": self.line, "text": self.text, "message": self.message, "message_en": self.message_en}

    def __str__(self) -> str:
        return f"line {self.line}: {self.message_en} ({self.text!r})"


class DeckListError(ValueError):
    """Every problem found in a deck list; nothing is guessed, nothing is dropped."""

    def __init__(self, errors: list[LineError]) -> None:
        self.errors = errors
        super().__init__("; ".join(str(e) for e in errors))


class ListLine(NamedTuple):
    """One card line as written: which part, how many, and the number and/or name."""

    line: int
    text: str
    zone: Zone
    quantity: int
    number: str | None
    name: str | None


class CardLookup(Protocol):
    """Where the parser finds cards: by collector number, and by any construction name (as name_key)."""

    def by_numbers(self, numbers: set[str]) -> Mapping[str, CardFacts]: ...

    def by_names(self, keys: set[str]) -> Mapping[str, list[CardFacts]]: ...


@dataclass
class ParsedDeck:
    """A parsed deck and the notes the parser wants the user to see (choices it had to make, always said)."""

    deck: Deck
    notes: list[str] = field(default_factory=list)


def parse_lines(text: str, sections: dict[str, Zone] | None = None) -> list[ListLine]:
    """Parse the syntax only (Z/X sections unless others are given); raise DeckListError listing every bad line."""
    sections = SECTION_ALIASES if sections is None else sections
    lines: list[ListLine] = []
    errors: list[LineError] = []
    zone = Zone.DECK
    for number, raw in enumerate(text.splitlines(), start=1):
        stripped = unicodedata.normalize("NFKC", raw)
        if "#" in stripped:
            stripped = _COMMENT.sub("", stripped)
        stripped = stripped.strip()
        if not stripped:
            continue
        header = _HEADER.match(stripped) if stripped[0] == "[" else None
        if header:
            key = header.group(1).lower()
            if key in sections:
                zone = sections[key]
            else:
                errors.append(
                    LineError(
                        number,
                        raw,
                        f"不明な見出し「{header.group(1)}」です。{_headers(sections)} を使ってください。",
                        f"unknown section [{header.group(1)}]; use {_headers(sections)}",
                    )
                )
            continue
        match = _LINE.match(stripped)
        if not match:
            errors.append(
                LineError(
                    number,
                    raw,
                    "「枚数 カード番号」または「枚数 カード名」の形で書いてください（例: 4 B01-001）。",
                    "expected 'COUNT NUMBER' or 'COUNT NAME', e.g. '4 B01-001'",
                )
            )
            continue
        count = int(match.group(1))
        if not 1 <= count <= MAX_COUNT:
            errors.append(LineError(number, raw, f"枚数は1〜{MAX_COUNT}です。", f"the count must be 1 to {MAX_COUNT}"))
            continue
        rest = match.group(2).strip()
        first, _, tail = rest.replace("\t", " ").partition(" ")
        if "-" in first and _NUMBER.fullmatch(first):
            lines.append(ListLine(number, raw, zone, count, first.upper(), tail.strip() or None))
        else:
            lines.append(ListLine(number, raw, zone, count, None, rest))
    if errors:
        raise DeckListError(errors)
    return lines


def _headers(sections: dict[str, Zone]) -> str:
    """The section headers a game's lists may use: "[deck], [dynamis] or [player]"."""
    headers = [SECTION_HEADERS[z] for z in dict.fromkeys(sections.values())]
    return ", ".join(headers[:-1]) + f" or {headers[-1]}" if len(headers) > 1 else headers[0]


def parse_decklist(text: str, lookup: CardLookup, sections: dict[str, Zone] | None = None) -> ParsedDeck:
    """Parse a deck list and resolve every line to a card; raise DeckListError listing every problem."""
    lines = parse_lines(text, sections)
    by_number = lookup.by_numbers({ln.number for ln in lines if ln.number})
    by_name = lookup.by_names({name_key(ln.name) for ln in lines if ln.name and not ln.number})
    entries: list[DeckEntry] = []
    errors: list[LineError] = []
    notes: list[str] = []
    for ln in lines:
        if ln.number:
            card = by_number.get(ln.number)
            if card is None:
                errors.append(
                    LineError(ln.line, ln.text, f"カード番号 {ln.number} は見つかりません。", f"no card {ln.number}")
                )
                continue
            if ln.name and name_key(ln.name) not in {name_key(n) for n in card.names}:
                errors.append(
                    LineError(
                        ln.line,
                        ln.text,
                        f"「{ln.name}」は {ln.number}（{card.name}）の名前ではありません。",
                        f"{ln.name} is not a name of {ln.number} ({card.name})",
                    )
                )
                continue
            entries.append(DeckEntry(card, ln.quantity, ln.zone))
            continue
        assert ln.name is not None
        chosen, error, note = _resolve_name(ln, by_name.get(name_key(ln.name), []))
        if error:
            errors.append(error)
        elif chosen:
            entries.append(DeckEntry(chosen, ln.quantity, ln.zone))
            if note:
                notes.append(note)
    if errors:
        raise DeckListError(errors)
    return ParsedDeck(Deck.of(entries), notes)


def _resolve_name(ln: ListLine, candidates: list[CardFacts]) -> tuple[CardFacts | None, LineError | None, str]:
    assert ln.name is not None
    key = name_key(ln.name)
    if not candidates:
        return (
            None,
            LineError(ln.line, ln.text, f"「{ln.name}」というカードは見つかりません。", f"no card named {ln.name}"),
            "",
        )
    printed = sorted((c for c in candidates if name_key(c.name) == key), key=lambda c: c.number)
    pool = printed or sorted(candidates, key=lambda c: c.number)
    if len({name_key(c.name) for c in pool}) > 1:
        names = "、".join(f"{c.number} {c.name}" for c in pool)
        return (
            None,
            LineError(
                ln.line,
                ln.text,
                f"「{ln.name}」は複数のカードを指します（{names}）。カード番号で書いてください。",
                f"{ln.name} could be any of {', '.join(f'{c.number} {c.name}' for c in pool)}; write the number",
            ),
            "",
        )
    chosen = pool[0]
    note = ""
    if len(pool) > 1:
        note = f"line {ln.line}: {ln.name} has {len(pool)} printings; used {chosen.number}"
    return chosen, None, note


def write_decklist(deck: Deck, title: str = "") -> str:
    """Write a deck in the text format; parse_decklist reads it back to the same deck."""
    out: list[str] = []
    if title:
        out += [f"# {line}" for line in title.splitlines()]
    for zone in Zone:
        entries = deck.part(zone)
        if not entries:
            continue
        if out:
            out.append("")
        out.append(SECTION_HEADERS[zone])
        out += [f"{e.count} {e.card.number} {e.card.name}" for e in entries]
    return "\n".join(out) + "\n"
