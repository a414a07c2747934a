"""The deck-list text format (docs/decklist-format.md): parse with line-exact errors, and write it back."""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import NamedTuple, Protocol

from zxdecks.rules import listshapes as shapes
from zxdecks.rules.cards import CardFacts, Zone, name_key
from zxdecks.rules.construction import home_zone
from zxdecks.rules.deck import Deck, DeckEntry, new_entry
from zxdecks.rules.listerrors import MAX_REPORTED_ERRORS as MAX_REPORTED_ERRORS
from zxdecks.rules.listerrors import DeckListError as DeckListError
from zxdecks.rules.listerrors import LineError as LineError
from zxdecks.rules.listshapes import Note as Note
from zxdecks.rules.plainlist import plain_deck

MAX_COUNT = 999  # _PLAIN_LINE's three digits rely on it
MAX_CARD_LINES = 1000  # far above any real list (a registration is at most 50 + 16 + 2 cards); the rest is not read
SECTION_ALIASES: dict[str, Zone] = {
    "deck": Zone.DECK, "main": Zone.DECK, "デッキ": Zone.DECK, "dynamis": Zone.DYNAMIS, "デュナミス": Zone.DYNAMIS,
    "player": Zone.PLAYER, "プレイヤー": Zone.PLAYER,
}  # fmt: skip
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
_NUMBER = re.compile(r"[A-Za-z0-9]{1,8}-[A-Za-z0-9]{1,8}")
# `4 X`, `4x X`, `4× X`, `4 x X`, `x4 X`, `×4 X`: a count first (an ASCII x needs a space after it: `4 xyz` is a name).
_COUNT_FIRST = re.compile(r"^(?:[xX×]\s*)?([0-9]+)(?:\s*×\s*|[xX]\s+|\s+[xX×]\s+|\s+)(\S.*)$")
# `X x4`, `X ×4`, `X×4`, `名前x4`: a count last (an ASCII x needs a space or a non-ASCII character before it).
_COUNT_LAST = re.compile(r"^(.*?\S)(?:\s*×\s*|\s+[xX]\s*|(?<=[^\x00-\x7f])[xX]\s*)([0-9]+)$")
_DIGITS = re.compile(r"^[xX×]?\s*[0-9]+$")  # a count and no card
# `4 B01-001`, the shape every export writes and most pasted lines have: read in one match, without the shapes.
_PLAIN_LINE = re.compile(r"([0-9]{1,3}) ([A-Za-z0-9]{1,8}-[A-Za-z0-9]{1,8})")
# One row a line (ended as str.splitlines ends lines): a `4 B01-001` card line (whole, count, number), a `[deck]`
# header's word, a comment or a blank line (no group), or any other line (the last group, not empty).
_BREAKS = r"\n\r\x0b\x0c\x1c\x1d\x1e\x85\u2028\u2029"
_EOL = rf"(?:\r\n|[{_BREAKS}])"
_ROWS = re.compile(
    rf"(([0-9]{{1,3}}) ([A-Za-z0-9]{{1,8}}-[A-Za-z0-9]{{1,8}})){_EOL}"
    rf"|\[([A-Za-z]+)\]{_EOL}"
    rf"|#[^\x00\ufffd{_BREAKS}]*{_EOL}"  # a comment (U+FFFD and NUL are errors even there)
    rf"|([^{_BREAKS}]*?){_EOL}"
)
# `_new_line(ListLine, (line, text, zone, quantity, number, name, placed))`: a ListLine without the named tuple's
# Python-level __new__, for the reader's one line a row (every field given, in order).
_new_line = tuple.__new__
_COMMENT_START = re.compile(r"(?:^|(?<=\s))#")
_COMMENT_LIKE = re.compile(r"(?:^|(?<=\s))#(?:\s|$)")


class ListLine(NamedTuple):
    """One card line as written: which part, how many, and the number and/or name.

    `name` is the text after the number (or the whole card text): it may end in a comment, which only resolution
    can tell apart from a name containing `#` (see readings()).
    """

    line: int
    text: str
    zone: Zone
    quantity: int
    number: str | None
    name: str | None
    placed: bool = True  # False for a line under no header of a list that may have several parts: its type places it


class CardLookup(Protocol):
    """Where the parser finds cards: by collector number, and by any construction name (as name_key)."""

    def by_numbers(self, numbers: set[str]) -> Mapping[str, CardFacts]: ...

    def by_names(self, keys: set[str]) -> Mapping[str, list[CardFacts]]: ...


@dataclass(frozen=True, slots=True)
class Resolution:
    """What a name resolver makes of a name or number the exact lookup did not find."""

    cards: tuple[CardFacts, ...] = ()  # the cards it means (a kana/width-folded match); empty: no card
    suggestions: tuple[str, ...] = ()  # the closest real cards, e.g. "B01-001 運命の猟犬ライラプス", at most 3


class NameResolver(Protocol):
    """Resolves what the exact lookup missed (kana/width folding, "did you mean"); it lives outside the engine."""

    def resolve(self, queries: set[str]) -> Mapping[str, Resolution]: ...


@dataclass
class ParsedDeck:
    """A parsed deck and the notes the parser wants the user to see (choices it had to make, always said)."""

    deck: Deck
    notes: list[Note] = field(default_factory=list)


def readings(text: str) -> list[str]:
    """The ways to read a card line's name text, longest first: whole, then cut at each `#` that starts a comment.

    `SSD #8 スクアティーニ` is a name; in `運命の猟犬ライラプス # エース` the `#` starts a comment. A `#` starts a comment
    only at the start of the text or after a space, and only when the text before it is a name (or empty).
    """
    found = [text.strip()]
    for m in reversed(list(_COMMENT_START.finditer(text))):
        found.append(text[: m.start()].strip())
    return list(dict.fromkeys(found))


# What a reader that replaced undecodable bytes (a browser form, Django's request parsing) leaves in their place.
REPLACEMENT = "\ufffd"
UNREADABLE_EN = "the line holds a character that could not be read (U+FFFD): the text was not UTF-8"


# UTF-16 read as UTF-8 (a file without its byte order mark, or a form post of one): NUL beside every ASCII character.
_UTF16_TEXT = re.compile(r"(?:[^\x00]\x00){3}|(?:\x00[^\x00]){3}")


def utf16_error() -> LineError:
    """The one error a UTF-16 text gets, on line 1 on every surface: its lines cannot be told apart."""
    return LineError(
        1,
        "",
        "UTF-8ではなくUTF-16のテキストです。UTF-8で保存し直してください。",
        "the text is UTF-16, not UTF-8: save it as UTF-8",
    )


def _unreadable(number: int, raw: str) -> LineError:
    return LineError(number, raw, "読めない文字（U+FFFD）があります。UTF-8のテキストで送ってください。", UNREADABLE_EN)


def _syntax_error(number: int, raw: str) -> LineError:
    return LineError(
        number,
        raw,
        "「枚数 カード番号」「枚数 カード名」「カード番号 ×枚数」「カード名 ×枚数」のいずれかで書いてください（例: 4 B01-001）。",
        "expected 'COUNT NUMBER', 'COUNT NAME', 'NUMBER xCOUNT' or 'NAME xCOUNT', e.g. '4 B01-001'",
    )


def _count(digits: str) -> int | None:
    """The count, or None when it is out of range (checked on the digits: a 5,000-digit count is not converted)."""
    digits = digits.lstrip("0")
    if not digits or len(digits) > len(str(MAX_COUNT)):
        return None
    count = int(digits)
    return count if count <= MAX_COUNT else None


def _split_count(text: str) -> tuple[str, str] | None:
    """(count digits, card text) of a card line in any accepted shape, or None for a bare count."""
    if _DIGITS.match(text):
        return None
    first = _COUNT_FIRST.match(text)
    if first:
        return first.group(1), first.group(2)
    for candidate in readings(text):
        last = _COUNT_LAST.match(candidate) if candidate else None
        if last:
            return last.group(2), last.group(1)
    return "1", text  # a card alone is one copy


def scan_lines(text: str, sections: dict[str, Zone] | None = None) -> tuple[list[ListLine], list[LineError]]:
    """Read the syntax of every line: the card lines, and an error for every line that is not one (nothing raised)."""
    sections = SECTION_ALIASES if sections is None else sections
    lines: list[ListLine] = []
    errors: list[LineError] = []
    zone = Zone.DECK
    # Until a header names a part, a list that may have several parts places each card by its type (401.7-401.10).
    placed = Zone.DYNAMIS not in sections.values()
    # A UTF-8 byte order mark (Windows editors write one) is not text: every entry point reads the list without it.
    text = text.removeprefix("\ufeff")
    if "\x00" in text and _UTF16_TEXT.search(text):
        return [], [utf16_error()]
    # One row a line, so the row index is the line number ("\n" ends the last line; a row more is a blank line). The
    # lines every export writes are told apart by the row's groups; any other is read below by its shape.
    for number, (plain, count, card, word, raw) in enumerate(_ROWS.findall(text + "\n"), start=1):
        if plain:
            # One to three digits: a count of 1 to 999 unless it is 0 (MAX_COUNT is 999), named below.
            if (quantity := int(count)) and len(lines) < MAX_CARD_LINES:
                lines.append(_new_line(ListLine, (number, plain, zone, quantity, card.upper(), None, placed)))
                continue
            raw = plain
        elif word:
            key = word.lower()
            key = shapes.SECTION_WORDS.get(key, key)
            if key in sections:
                zone, placed = sections[key], True
                continue
            raw = f"[{word}]"  # an unknown section: named below
        elif not raw:
            continue  # a comment or a blank line
        # NFKC leaves ASCII as it is: most lines (`4 B01-001`) skip the normalisation.
        stripped = (raw if raw.isascii() else unicodedata.normalize("NFKC", raw)).strip()
        if REPLACEMENT in stripped:  # even in a comment: the text as a whole was not UTF-8
            errors.append(_unreadable(number, raw))
            continue
        if "\x00" in stripped:  # no card is named with a NUL; the line is never looked up (databases refuse NUL)
            errors.append(
                LineError(
                    number, raw.replace("\x00", "\\0"), "NUL文字が含まれています。", "the line contains a NUL character"
                )
            )
            continue
        if not stripped or stripped[0] == "#":
            continue
        plain_line = _PLAIN_LINE.fullmatch(stripped)  # `４ B01-001`, ` 4 B01-001`: the row's shape once normalised
        if plain_line and len(lines) < MAX_CARD_LINES and (quantity := int(plain_line.group(1))):
            lines.append(ListLine(number, raw, zone, quantity, plain_line.group(2).upper(), None, placed))
            continue
        if stripped[0] == "[":
            header = _HEADER.match(readings(stripped)[-1] or stripped)
            if header:
                key = header.group(1).lower()
                key = shapes.SECTION_WORDS.get(key.replace(" ", ""), key)
                if key in sections:
                    zone, placed = sections[key], True
                else:
                    errors.append(_unknown_section(number, raw, header.group(1), sections))
                continue
        key, heading = shapes.section_of(stripped)
        if key is not None and key in sections:
            zone, placed = sections[key], True
            continue
        if key is not None:
            errors.append(_unknown_section(number, raw, key, sections))
            continue
        if heading:  # ■Z/X, ◆イベント: a group of cards inside a part, not a part
            continue
        stripped = shapes.card_text(stripped)
        if not stripped:  # a spreadsheet table's header row
            continue
        if len(lines) >= MAX_CARD_LINES:
            errors.append(
                LineError(
                    number,
                    raw,
                    f"デッキリストのカード行は{MAX_CARD_LINES}行までです。ここから先は読みません。",
                    f"a deck list has at most {MAX_CARD_LINES} card lines; the rest is not read",
                )
            )
            break
        split = _split_count(stripped.replace("\t", " "))
        if split is None:
            errors.append(_syntax_error(number, raw))
            continue
        counted = _count(split[0])
        if counted is None:
            errors.append(LineError(number, raw, f"枚数は1〜{MAX_COUNT}です。", f"the count must be 1 to {MAX_COUNT}"))
            continue
        rest = split[1].strip()
        bracketed = shapes.number_and_name(rest)
        first, _, tail = rest.partition(" ")
        first = shapes.dash_number(first)
        if bracketed and _NUMBER.fullmatch(bracketed[0]):
            lines.append(ListLine(number, raw, zone, counted, bracketed[0].upper(), bracketed[1] or None, placed))
        elif "-" in first and _NUMBER.fullmatch(first):
            lines.append(ListLine(number, raw, zone, counted, first.upper(), tail.strip() or None, placed))
        else:
            lines.append(ListLine(number, raw, zone, counted, None, rest, placed))
    return lines, errors


def parse_lines(text: str, sections: dict[str, Zone] | None = None) -> list[ListLine]:
    """Parse the syntax only (Z/X sections unless others are given); raise DeckListError listing every bad line."""
    lines, errors = scan_lines(text, sections)
    if errors:
        raise DeckListError(errors)
    return lines


def _unknown_section(number: int, raw: str, name: str, sections: dict[str, Zone]) -> LineError:
    return LineError(
        number,
        raw,
        f"不明な見出し「{name}」です。{_headers(sections)} を使ってください。",
        f"unknown section [{name}]; use {_headers(sections)}",
    )


def _headers(sections: dict[str, Zone]) -> str:
    """The section headers a game's lists may use: "[deck], [dynamis] or [player]"."""
    headers = [SECTION_HEADERS[z] for z in dict.fromkeys(sections.values())]
    return ", ".join(headers[:-1]) + f" or {headers[-1]}" if len(headers) > 1 else headers[0]


def parse_decklist(
    text: str,
    lookup: CardLookup,
    sections: dict[str, Zone] | None = None,
    resolver: NameResolver | None = None,
) -> ParsedDeck:
    """Parse a deck list and resolve every line to a card; raise DeckListError listing every problem in one pass.

    Syntax errors and unknown cards are reported together, in line order. What the exact lookup (collector number,
    folded name_key) misses goes to the resolver when one is given: it may resolve a name (kana, width) or offer
    the closest cards.
    """
    plain = plain_deck(text, lookup, SECTION_ALIASES if sections is None else sections, MAX_CARD_LINES)
    if plain is not None:
        return ParsedDeck(plain)
    lines, errors = scan_lines(text, sections)
    by_number = lookup.by_numbers({number for _, _, _, _, number, _, _ in lines if number})
    if not errors:
        # The common list, `4 B01-001` lines of known numbers under headers: no name to resolve, no error to name, no
        # card to place by its type. (The lines are unpacked, not read by field name: a named tuple's fields are
        # read by a descriptor call each, which was a tenth of reading such a list.)
        entries: list[DeckEntry] = []
        for _, _, zone, quantity, number, name, placed in lines:
            card = by_number.get(number) if name is None and placed else None  # type: ignore[arg-type]
            if card is None:
                break
            entries.append(new_entry(card, quantity, zone))
        else:
            return ParsedDeck(Deck(tuple(entries)))
    if not errors and all(ln.name is None and ln.number in by_number for ln in lines):
        # Known numbers only, some lines under no header: each such card goes to its type's part, and a note says so.
        entries = []
        moved: dict[Zone, list[int]] = {}
        for ln in lines:
            _add(entries, moved, by_number[ln.number], ln)  # type: ignore[index] # every number is in by_number
        return ParsedDeck(Deck.of(entries), [shapes.sorted_by_type(moved)] if moved else [])
    name_keys = {name_key(r) for ln in lines if not ln.number and ln.name for r in readings(ln.name) if r}
    by_name = lookup.by_names(name_keys) if name_keys else {}
    resolved: list[tuple[ListLine, CardFacts | None, list[CardFacts] | None, str]] = []
    for ln in lines:
        if ln.number:
            resolved.append((ln, by_number.get(ln.number), None, ""))
            continue
        assert ln.name is not None
        found = next(
            ((r, list(by_name[name_key(r)])) for r in readings(ln.name) if r and by_name.get(name_key(r))), None
        )
        resolved.append((ln, None, found[1] if found else None, found[0] if found else ""))
    unresolved = {ln.number or _shown_name(ln) for ln, card, cands, _ in resolved if card is None and not cands}
    # An unknown number written with a name: the card of that name is the first suggestion.
    unresolved |= {_shown_name(ln) for ln, card, _, _ in resolved if ln.number and card is None and ln.name}
    unresolved.discard("")
    answers = resolver.resolve(unresolved) if resolver and unresolved else {}
    entries = []
    notes: list[Note] = []
    moved = {}

    def add(card: CardFacts, ln: ListLine) -> None:
        _add(entries, moved, card, ln)

    for ln, card, candidates, reading in resolved:
        if ln.number:
            named = answers.get(_shown_name(ln)) if ln.name else None
            error = _number_error(ln, card, _merged(named, answers.get(ln.number)))
            if error:
                errors.append(error)
            elif card is not None:
                add(card, ln)
            continue
        shown = _shown_name(ln)
        if not candidates:
            answer = answers.get(shown)
            if not shown:
                errors.append(_syntax_error(ln.line, ln.text))
                continue
            if answer is None or not answer.cards:
                errors.append(_unknown_name(ln, shown, answer))
                continue
            candidates, reading = list(answer.cards), shown
        chosen, error, note = _resolve_name(ln, reading, candidates)
        if error:
            errors.append(error)
        elif chosen:
            add(chosen, ln)
            if note:
                notes.append(note)
    if errors:
        raise DeckListError(sorted(errors, key=lambda e: e.line))
    if moved:
        notes.append(shapes.sorted_by_type(moved))
    return ParsedDeck(Deck.of(entries), sorted(notes, key=lambda n: n.line))


def _add(entries: list[DeckEntry], moved: dict[Zone, list[int]], card: CardFacts, ln: ListLine) -> None:
    """Add a line's card to the deck, in its part, or by its type when no header placed it (noted in `moved`)."""
    zone = ln.zone if ln.placed else home_zone(card.type)
    if zone is not ln.zone:
        moved.setdefault(zone, []).append(ln.line)
    entries.append(new_entry(card, ln.quantity, zone))


def _merged(first: Resolution | None, then: Resolution | None) -> Resolution | None:
    """Suggestions for a line with a name and an unknown number: the cards the name means, then the numbers'."""
    if first is None:
        return then
    shown = [f"{c.number} {c.name}" for c in first.cards] + list(first.suggestions)
    shown += list(then.suggestions) if then else []
    return Resolution(suggestions=tuple(dict.fromkeys(shown))[:3])


def _shown_name(ln: ListLine) -> str:
    """The name an unresolved line means to the reader: its text without a `# comment` (a # followed by a space)."""
    text = (ln.name or "").strip()
    comment = _COMMENT_LIKE.search(text)
    return text[: comment.start()].strip() if comment else text


def _did_you_mean(answer: Resolution | None) -> tuple[str, str, tuple[str, ...]]:
    if answer is None or not answer.suggestions:
        return "", "", ()
    shown = answer.suggestions[:3]
    return f"もしかして: {'、'.join(shown)}", f"; did you mean {', '.join(shown)}?", shown


def _number_error(ln: ListLine, card: CardFacts | None, answer: Resolution | None) -> LineError | None:
    if card is None:
        ja, en, shown = _did_you_mean(answer)
        return LineError(
            ln.line, ln.text, f"カード番号 {ln.number} は見つかりません。{ja}", f"no card {ln.number}{en}", shown
        )
    if not ln.name:
        return None
    keys = card.keys
    if any(not r or name_key(r) in keys for r in readings(ln.name)):
        return None
    return LineError(
        ln.line,
        ln.text,
        f"「{ln.name}」は {ln.number}（{card.name}）の名前ではありません。",
        f"{ln.name} is not a name of {ln.number} ({card.name})",
    )


def _unknown_name(ln: ListLine, shown: str, answer: Resolution | None) -> LineError:
    ja, en, suggestions = _did_you_mean(answer)
    return LineError(
        ln.line, ln.text, f"「{shown}」というカードは見つかりません。{ja}", f"no card named {shown}{en}", suggestions
    )


def _resolve_name(
    ln: ListLine, reading: str, candidates: list[CardFacts]
) -> tuple[CardFacts | None, LineError | None, Note | None]:
    key = name_key(reading)
    printed = sorted((c for c in candidates if name_key(c.name) == key), key=lambda c: c.number)
    pool = printed or sorted(candidates, key=lambda c: c.number)
    if len({name_key(c.name) for c in pool}) > 1:
        names = "、".join(f"{c.number} {c.name}" for c in pool)
        return (
            None,
            LineError(
                ln.line,
                ln.text,
                f"「{reading}」は複数のカードを指します（{names}）。カード番号で書いてください。",
                f"{reading} could be any of {', '.join(f'{c.number} {c.name}' for c in pool)}; write the number",
            ),
            None,
        )
    chosen = pool[0]
    if len(pool) <= 1:
        return chosen, None, None
    note = Note(
        ln.line,
        f"{ln.line}行目: 「{reading}」は{len(pool)}種類の印刷があるため、{chosen.number} を使いました。",
        f"line {ln.line}: {reading} has {len(pool)} printings; used {chosen.number}",
    )
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
