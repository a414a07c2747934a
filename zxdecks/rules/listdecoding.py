"""Deck-list bytes as text: UTF-8 (a BOM dropped) or UTF-16 with a BOM read, anything else named line by line."""

from __future__ import annotations

from zxdecks.rules.decklist import UNREADABLE_EN, DeckListError, LineError, utf16_error

_UTF16_BOMS = (b"\xff\xfe", b"\xfe\xff")


def _guess_encoding(data: bytes) -> str:
    """The likely encoding of bytes that are not UTF-8, for the message ("Shift_JIS?"); "" when there is no guess."""
    if data[:2] in (b"\xff\xfe", b"\xfe\xff") or data[1:2] == b"\x00" or data[:1] == b"\x00":
        return "UTF-16"
    guesses = []
    for codec, label in (("cp932", "Shift_JIS"), ("euc_jp", "EUC-JP")):
        try:
            text = data.decode(codec)
        except UnicodeDecodeError:
            continue
        # Either codec reads many byte pairs of the other as half-width katakana: the fewer of them, the likelier.
        guesses.append((sum("\uff61" <= ch <= "\uff9f" for ch in text), label))
    return min(guesses)[1] if guesses else ""


def decode_decklist(data: bytes) -> tuple[str, list[LineError]]:
    """Deck-list bytes as text (a UTF-8 BOM dropped), and an error for every line that is not UTF-8, naming the
    byte and the likely encoding. Undecodable bytes become U+FFFD, as a form post would turn them."""
    data = data.removeprefix(b"\xef\xbb\xbf")
    if data[:2] in _UTF16_BOMS:
        # Windows Notepad's "Unicode": its byte order mark says what it is, so it is read (BOM dropped).
        try:
            return data.decode("utf-16").removeprefix("\ufeff"), []
        except UnicodeDecodeError:
            pass
    text = data.decode("utf-8", errors="replace")
    try:
        data.decode("utf-8")
    except UnicodeDecodeError:
        pass
    else:
        return text, []
    guess = _guess_encoding(data)
    hint_ja, hint_en = (f"、{guess}かもしれません", f" ({guess}?)") if guess else ("", "")
    if guess == "UTF-16":
        # Every other byte is NUL: there are no lines to speak of, the whole file is in another encoding.
        return text, [utf16_error()]
    else:
        lines, start = [], 0
        for number, chunk in enumerate(data.split(b"\n"), start=1):
            lines.append((number, start, chunk))
            start += len(chunk) + 1
    errors = []
    for number, start, chunk in lines:
        try:
            chunk.decode("utf-8")
        except UnicodeDecodeError as exc:
            offset = start + exc.start
            errors.append(
                LineError(
                    number,
                    chunk.decode("utf-8", errors="replace").rstrip("\r")[:200],
                    f"UTF-8のテキストではありません（{offset}バイト目 0x{chunk[exc.start]:02X}{hint_ja}）。"
                    "UTF-8で保存してください。",
                    f"not UTF-8{hint_en}: byte {offset} (0x{chunk[exc.start]:02X}) cannot be read; save the file as UTF-8",
                )
            )
    return text, errors


def with_decoding_errors(exc: DeckListError, decoding: list[LineError]) -> DeckListError:
    """The parser's errors with each unreadable-character error replaced by the decoder's (byte, encoding)."""
    by_line = {e.line: e for e in decoding}
    merged = [by_line.get(e.line, e) if e.message_en == UNREADABLE_EN else e for e in exc.errors]
    return DeckListError(merged)
