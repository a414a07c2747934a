"""One answer everywhere: every list of the shared corpus (fixtures/decklists/) gets the verdict its manifest states
from the command, the validate API, the check page, the editor's two endpoints, deck import and event registration.

Each surface is sent the list's bytes as that surface receives them: a file for the command and the import page, a
form post of the raw bytes (percent-encoded; Django reads undecodable bytes as U+FFFD) for the pages, and for the
JSON API the text a client decoding the bytes as UTF-8 would send.
"""

from __future__ import annotations

import datetime as dt
import io
import json
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, cast
from urllib.parse import quote_from_bytes, urlencode

import pytest
from django.conf import settings
from django.core.files.uploadedfile import SimpleUploadedFile
from django.core.management import call_command
from django.urls import reverse
from django.utils import timezone

from tests.factories import EventFactory
from zxdecks.decks.models import Deck
from zxdecks.decks.services.decks import current_cards
from zxdecks.events.models import Event
from zxdecks.rules.cards import Zone
from zxdecks.rules.deck import Deck as EngineDeck

CORPUS = Path(settings.BASE_DIR) / "fixtures" / "decklists"
MANIFEST: list[dict[str, Any]] = json.loads((CORPUS / "manifest.json").read_text(encoding="utf-8"))["lists"]
LISTS = [pytest.param(entry, id=entry["file"]) for entry in MANIFEST]
FORM = "application/x-www-form-urlencoded"


@dataclass(frozen=True)
class Answer:
    """What a surface said: legal / illegal (with the rule ids cited) / read (a surface that reads but does not
    judge) / bad_input (with the lines named), and the sizes of the parts of the deck it read."""

    verdict: str
    rules: tuple[str, ...] = ()
    lines: tuple[int, ...] = ()
    sizes: dict[str, int] = field(default_factory=dict)


def expected(entry: dict[str, Any], *, judges: bool = True) -> Answer:
    verdict = entry["verdict"]
    if verdict == "bad_input":
        return Answer("bad_input", lines=tuple(entry["lines"]))
    if not judges:
        return Answer("read", sizes=entry["sizes"])
    return Answer(verdict, tuple(entry.get("rules", ())), sizes=entry["sizes"])


def _sizes(deck: EngineDeck, entry: dict[str, Any]) -> dict[str, int]:
    return {part: deck.size(Zone(part)) for part in entry["sizes"]}


def _judged(report: dict[str, Any], sizes: dict[str, int]) -> Answer:
    rules = tuple(sorted({v["rule"] for v in report["violations"]}))
    return Answer("legal" if report["legal"] else "illegal", rules, sizes=sizes)


def _lines(errors: list[Any]) -> Answer:
    return Answer("bad_input", lines=tuple(e["line"] if isinstance(e, dict) else e.line for e in errors))


def _form_body(data: bytes, **fields: str) -> str:
    """A urlencoded form body carrying the list's bytes unchanged."""
    return f"text={quote_from_bytes(data)}&{urlencode(fields)}"


def by_command(entry: dict[str, Any], data: bytes, tmp_path: Path) -> Answer:
    path = tmp_path / Path(entry["file"]).name
    path.write_bytes(data)
    out, err = io.StringIO(), io.StringIO()
    with pytest.raises(SystemExit) as exit_:
        call_command(
            "validate_deck", str(path), "--json", "--as-of", entry["as_of"], "--game", entry["game"], stdout=out,
            stderr=err,
        )  # fmt: skip
    answer = json.loads(out.getvalue())
    if exit_.value.code == 2:
        assert answer["object"] == "error"
        assert err.getvalue()
        return _lines(answer["errors"])
    assert exit_.value.code == (0 if answer["legal"] else 1)
    return _judged(answer, {k: answer["counts"][k] for k in entry["sizes"]})


def by_api(client: Any, entry: dict[str, Any], data: bytes) -> Answer:
    body = {"text": data.decode("utf-8", errors="replace"), "as_of": entry["as_of"], "game": entry["game"]}
    response = client.post("/api/v1/decks/validate", body, content_type="application/json")
    answer = response.json()
    if response.status_code == 400:
        assert answer["code"] == "invalid_decklist"
        return _lines(answer["errors"])
    assert response.status_code == 200
    return _judged(answer, {k: answer["counts"][k] for k in entry["sizes"]})


def by_check_page(client: Any, entry: dict[str, Any], data: bytes) -> Answer:
    body = _form_body(data, game=entry["game"], as_of=entry["as_of"])
    response = client.post(reverse("decks:check"), body, content_type=FORM)
    assert response.status_code == 200
    assert not response.context["form"].errors
    if response.context.get("line_errors"):
        return _lines(response.context["line_errors"])
    validation = response.context["validation"]
    return _judged(validation.report.as_dict(), _sizes(validation.deck, entry))


def by_editor_validate(client: Any, entry: dict[str, Any], data: bytes, monkeypatch: Any) -> Answer:
    # The editor judges as of today: today is the list's date.
    monkeypatch.setattr("zxdecks.decks.services.editor.today", lambda: dt.date.fromisoformat(entry["as_of"]))
    response = client.post(reverse("decks:editor-validate"), _form_body(data, game=entry["game"]), content_type=FORM)
    assert response.status_code == 200
    if response.context["line_errors"]:
        return _lines(response.context["line_errors"])
    report = response.context["report"]
    return _judged(report.as_dict(), {k: report.counts[k] for k in entry["sizes"]})


def by_editor_parse(client: Any, entry: dict[str, Any], data: bytes) -> Answer:
    response = client.post(reverse("decks:editor-parse"), _form_body(data, game=entry["game"]), content_type=FORM)
    answer = response.json()
    if response.status_code == 400:
        return _lines(answer["errors"])
    assert response.status_code == 200
    sizes = {part: sum(row["count"] for row in answer["entries"] if row["zone"] == part) for part in entry["sizes"]}
    return Answer("read", sizes=sizes)


def by_import(client: Any, entry: dict[str, Any], data: bytes, user: Any) -> Answer:
    upload = SimpleUploadedFile(Path(entry["file"]).name, data)
    response = client.post(reverse("decks:import"), {"file": upload, "format": "auto", "game": entry["game"]})
    if response.status_code == 400:
        assert not response.context["form"].errors
        return _lines(response.context["line_errors"])
    assert response.status_code == 302
    deck = Deck.objects.filter(owner=user).latest("pk")
    assert deck.game == entry["game"]
    return Answer("read", sizes=_sizes(current_cards(deck), entry))


LINE = re.compile(r"^(?:line (\d+)|(\d+) 行目):")


def by_registration(client: Any, entry: dict[str, Any], data: bytes) -> Answer:
    now = timezone.now()
    event = cast(Event, EventFactory(
        game=entry["game"], registration_opens=now - dt.timedelta(days=1), registration_closes=now + dt.timedelta(days=1),
        date=(now + dt.timedelta(days=7)).date(), regulation_date=dt.date.fromisoformat(entry["as_of"]),
    ))  # fmt: skip
    response = client.post(reverse("events:detail", args=[event.pk]), _form_body(data, deck=""), content_type=FORM)
    if response.status_code == 302:
        submission = event.registrations.get().current
        assert submission is not None
        report = submission.report
        return _judged(report, {k: report["counts"][k] for k in entry["sizes"]})
    assert response.status_code == 400
    refused = response.context["refused"]
    if refused is not None:
        return _judged(refused.as_dict(), {k: refused.counts[k] for k in entry["sizes"]})
    form = response.context["form"]
    assert set(form.errors) == {"text"}, form.errors
    return Answer("bad_input", lines=tuple(_line_of(message) for message in form.errors["text"]))


def _line_of(message: str) -> int:
    """The line number a registration form error starts with ("line 3: …" or "3 行目: …")."""
    match = LINE.match(message)
    assert match is not None, message
    return int(match.group(1) or match.group(2))


def test_the_corpus_holds_at_least_sixty_lists_of_every_kind():
    kinds = {verdict: sum(e["verdict"] == verdict for e in MANIFEST) for verdict in ("legal", "illegal", "bad_input")}
    assert len(MANIFEST) >= 60
    assert min(kinds.values()) >= 20, kinds
    assert all((CORPUS / e["file"]).is_file() for e in MANIFEST)


@pytest.mark.parametrize("entry", LISTS)
def test_every_surface_gives_the_verdict_the_manifest_states(entry, client, user, demo_cards, tmp_path, monkeypatch):
    data = (CORPUS / entry["file"]).read_bytes()
    answers = {
        "command": by_command(entry, data, tmp_path),
        "api": by_api(client, entry, data),
        "check page": by_check_page(client, entry, data),
        "editor-validate": by_editor_validate(client, entry, data, monkeypatch),
    }
    reads = {"editor-parse": by_editor_parse(client, entry, data)}
    client.force_login(user)
    reads["import"] = by_import(client, entry, data, user)
    answers["registration"] = by_registration(client, entry, data)
    wrong = {k: v for k, v in answers.items() if v != expected(entry)}
    wrong |= {k: v for k, v in reads.items() if v != expected(entry, judges=False)}
    assert not wrong, f"expected {expected(entry)}; {wrong}"


def _run_command(path: Path, *args: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    with pytest.raises(SystemExit) as exit_:
        call_command("validate_deck", str(path), *args, stdout=out, stderr=err)
    return int(exit_.value.code or 0), out.getvalue(), err.getvalue()


def test_the_command_names_the_line_byte_and_encoding_of_a_shift_jis_file_and_exits_2(demo_cards, tmp_path):
    path = tmp_path / "sjis.txt"
    path.write_bytes("[deck]\n4 DM01-001\n4 紅蓮の先駆けアグニ\n".encode("cp932"))
    code, out, err = _run_command(path)
    assert code == 2
    assert out == ""
    assert f"{path}:3: not UTF-8 (Shift_JIS?): byte 20 (0x8D) cannot be read" in err
    code, out, _err = _run_command(path, "--json")
    (error,) = json.loads(out)["errors"]
    assert (code, error["line"], "Shift_JIS" in error["message"]) == (2, 3, True)


def test_the_command_calls_a_utf16_file_without_a_bom_bad_input_on_line_one_not_a_crash(demo_cards, tmp_path):
    path = tmp_path / "utf16.txt"
    path.write_bytes("[deck]\n4 DM01-001\n4 紅蓮の先駆けアグニ\n".encode("utf-16-le"))
    code, _out, err = _run_command(path)
    assert code == 2
    assert err.strip().splitlines() == [f"{path}:1: the text is UTF-16, not UTF-8: save it as UTF-8"]


def test_the_command_and_import_read_a_utf16_file_with_its_byte_order_mark(client, user, demo_cards, tmp_path):
    data = (CORPUS / "legal" / "05-red-number-and-name.txt").read_text(encoding="utf-8").encode("utf-16")
    path = tmp_path / "notepad-unicode.txt"
    path.write_bytes(data)
    code, out, _err = _run_command(path, "--json", "--as-of", "2025-09-01")
    assert (code, json.loads(out)["legal"]) == (0, True)
    client.force_login(user)
    response = client.post(reverse("decks:import"), {"file": SimpleUploadedFile("u.txt", data), "format": "auto"})
    assert response.status_code == 302
    assert current_cards(Deck.objects.get(owner=user)).size(Zone.DECK) == 50


def test_the_command_reads_standard_input_as_bytes(demo_cards, monkeypatch):
    class Stdin(io.StringIO):
        buffer = io.BytesIO("[deck]\n4 紅蓮の先駆けアグニ\n".encode("euc_jp"))

    monkeypatch.setattr("sys.stdin", Stdin())
    code, _out, err = _run_command(Path("-"))
    assert code == 2
    assert "-:2: not UTF-8 (EUC-JP?)" in err


def test_the_import_page_names_the_line_byte_and_encoding_of_a_file_that_is_not_utf8(client, user, demo_cards):
    client.force_login(user)
    upload = SimpleUploadedFile("sjis.txt", "[deck]\n4 紅蓮の先駆けアグニ\n".encode("cp932"))
    response = client.post(reverse("decks:import"), {"file": upload, "format": "auto"}, HTTP_ACCEPT_LANGUAGE="en")
    assert response.status_code == 400
    assert "not UTF-8 (Shift_JIS?): byte 9 (0x8D)" in response.content.decode()


GARBAGE = CORPUS / "malformed" / "16-garbage-capped.txt"


def test_every_surface_says_how_many_problems_were_left_out(client, user, demo_cards, tmp_path):
    data = GARBAGE.read_bytes()
    left_out = data.count(b"\n") - 100
    code, out, err = _run_command(GARBAGE, "--json")
    assert code == 2
    assert f"{left_out} more problems" in err
    assert (json.loads(out)["omitted"], json.loads(out)["errors"][-1]["omitted"]) == (left_out, left_out)
    api = client.post("/api/v1/decks/validate", {"text": data.decode()}, content_type="application/json").json()
    assert api["errors"][-1]["omitted"] == left_out
    assert len(api["errors"]) == 101
    parsed = client.post(reverse("decks:editor-parse"), _form_body(data), content_type=FORM).json()
    assert parsed["errors"][-1]["omitted"] == left_out
    shown = re.compile(f"ほかに{left_out}件の問題があります|{left_out} more problems")  # the import page shows English
    pages = {
        "check": client.post(reverse("decks:check"), _form_body(data, game="zx"), content_type=FORM),
        "editor": client.post(reverse("decks:editor-validate"), _form_body(data), content_type=FORM),
    }
    client.force_login(user)
    pages["import"] = client.post(
        reverse("decks:import"), {"file": SimpleUploadedFile("g.txt", data), "format": "auto"}
    )
    now = timezone.now()
    event = EventFactory(
        registration_opens=now - dt.timedelta(days=1), registration_closes=now + dt.timedelta(days=1),
        date=(now + dt.timedelta(days=7)).date(),
    )  # fmt: skip
    pages["registration"] = client.post(reverse("events:detail", args=[event.pk]), _form_body(data), content_type=FORM)
    assert {name: bool(shown.search(page.content.decode())) for name, page in pages.items()} == dict.fromkeys(
        pages, True
    )
