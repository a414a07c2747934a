import io
import json
import re

import pytest
from django.conf import settings
from django.core.management import CommandError, call_command

from cards.importers import native
from cards.importers.records import RecordError
from cards.models import Card, CardName, Pack, RegulationEntry
from cards.services import cards_import

pytestmark = pytest.mark.django_db


def fan_record(number="B99-001", **overrides):
    record = {
        "card_number": number,
        "furigana": "てすと",
        "name": f"テスト{number}",
        "icons": ["[赤]", "≪自≫", "≪イグニッション≫"],
        "rare": "R",
        "type": "ゼクス",
        "race": "ドラゴン／ギガンティック",
        "cost": "3",
        "power": "4500",
        "life": "",
        "illust": "誰か",
        "recorded": "B99　テストパック",
        "flavor": "",
        "text": "≪S≫ヴォイドブリンガー（…）",
        "subtext": "",
        "note": "",
        "not_on_official_site": False,
    }
    record.update(overrides)
    return record


def run_import(tmp_path, records, *args):
    path = tmp_path / "cards.json"
    path.write_text(json.dumps(records), encoding="utf-8")  # ASCII escapes: a lone surrogate is written as \ud800
    out = io.StringIO()
    call_command("import_cards", str(path), *args, stdout=out)
    return out.getvalue()


def test_it_imports_fan_site_records_with_every_parameter(tmp_path):
    output = run_import(tmp_path, [fan_record(), fan_record("B99-002", type="イベント", cost="∞", icons=["[無]"])])
    assert "2 cards: 2 created, 0 updated, 0 unchanged" in output
    card = Card.objects.get(collector_number="B99-001")
    assert (card.card_type, card.cost, card.power, card.is_red) == ("Z/X", 3, 4500, True)
    assert card.race_list == ["ドラゴン", "ギガンティック"]
    assert card.has_ignition
    assert card.keyword_list == ["ヴォイドブリンガー"]
    assert card.pack.name == "テストパック"
    event = Card.objects.get(collector_number="B99-002")
    assert (event.cost, event.cost_infinite, event.colors) == (None, True, [])


def test_a_reimport_updates_and_never_duplicates(tmp_path, no_cards):
    run_import(tmp_path, [fan_record()])
    output = run_import(tmp_path, [fan_record(power="5000"), fan_record("B99-002")])
    assert "1 created, 1 updated, 0 unchanged" in output
    assert Card.objects.count() == 2
    assert Card.objects.get(collector_number="B99-001").power == 5000
    assert "0 created, 0 updated, 2 unchanged" in run_import(
        tmp_path, [fan_record(power="5000"), fan_record("B99-002")]
    )
    assert CardName.objects.filter(card__collector_number="B99-001").count() == 1


@pytest.mark.parametrize(
    ("bad", "message"),
    [
        ({"type": "ゼクス ウルトラ"}, "record 1 (B99-002), field 'type': unknown card type 'ゼクス ウルトラ'"),
        ({"cost": "-1"}, "record 1 (B99-002), field 'cost': -1 is negative"),
        ({"card_number": ""}, "record 1, field 'collector_number': missing"),
        ({"card_number": "B99-001"}, "record 1 (B99-001), field 'collector_number': duplicate: record 0"),
        ({"power": "強い"}, "record 1 (B99-002), field 'power': '強い' is not a number"),
        ({"text": "効果\x00"}, "record 1 (B99-002), field 'text': contains a NUL character at position 2"),
        ({"card_number": "B99-\x00"}, "record 1, field 'collector_number': 'B99-\\x00' is not a collector"),
        ({"name": "竜\ud800"}, "record 1 (B99-002), field 'name': contains a lone surrogate at position 1"),
        ({"cost": "40000"}, "record 1 (B99-002), field 'cost': 40000 is too large (at most 32767)"),
        ({"cost": 40000}, "record 1 (B99-002), field 'cost': 40000 is too large (at most 32767)"),
        ({"power": str(2**31)}, "record 1 (B99-002), field 'power': 2147483648 is too large (at most 2147483647)"),
        (
            {"power": "9" * 5000},
            "record 1 (B99-002), field 'power': a 5000-digit number is too large (at most 2147483647)",
        ),
        ({"life": "99999"}, "record 1 (B99-002), field 'life': 99999 is too large (at most 32767)"),
        ({"icons": {"[赤]": 1}}, "record 1 (B99-002), field 'icons': expected a list of strings"),
        ({"text": [[[[["深い"]]]]]}, "record 1 (B99-002), field 'text': nested more than 4 levels deep"),
        ({"name": "長" * 201}, "record 1 (B99-002), field 'name': 201 characters; at most 200"),
        ({"illust": "絵" * 201}, "record 1 (B99-002), field 'illustrator': 201 characters; at most 200"),
    ],
)
def test_a_bad_record_fails_the_whole_import_and_says_where(tmp_path, no_cards, bad, message):
    Card.objects.create(collector_number="B00-001", name="既存", card_type="Z/X")
    with pytest.raises(CommandError) as excinfo:
        run_import(tmp_path, [fan_record(), fan_record("B99-002", **bad)])
    assert message in str(excinfo.value)
    assert "nothing was imported" in str(excinfo.value)
    assert list(Card.objects.values_list("collector_number", flat=True)) == ["B00-001"]
    assert not Pack.objects.filter(code="B99").exists()


def test_a_dry_run_writes_nothing(tmp_path, no_cards):
    output = run_import(tmp_path, [fan_record()], "--dry-run")
    assert "dry run, nothing written: 1 cards: 1 created" in output
    assert Card.objects.count() == 0


def test_not_json_is_a_clear_error(tmp_path):
    path = tmp_path / "cards.json"
    path.write_text("[{]", encoding="utf-8")
    with pytest.raises(CommandError, match=r"not valid JSON \(line 1, column 3\)"):
        call_command("import_cards", str(path))


def test_appendix_a_names_are_applied_on_import(tmp_path, appendix_a):
    run_import(tmp_path, [fan_record("B04-109", name="ＣＨＩＴＯＳＥ", type="プレイヤー")])
    names = set(CardName.objects.filter(card__collector_number="B04-109").values_list("name", "kind"))
    assert ("青葉千歳", "appendix_a") in names


def test_subtext_names_and_text_names_are_stored_apart(tmp_path):
    run_import(
        tmp_path,
        [
            fan_record(
                subtext="このカードのカード名は「別名の竜」としても扱う。",
                text="≪常≫【有効】スクエア【効果】このカードのカード名は「戦場の名」としても扱う。",
            )
        ],
    )
    kinds = dict(CardName.objects.filter(card__collector_number="B99-001").values_list("name", "kind"))
    assert kinds["別名の竜"] == "subtext"
    assert kinds["戦場の名"] == "text"


def test_regulation_history_comes_from_the_note_and_manual_entries_survive(tmp_path):
    note = "2023年4月20日以降は「伝説指定」から「封神指定」に変更され…2022年6月23日以降は「伝説指定」され…"
    run_import(tmp_path, [fan_record(note=note)])
    RegulationEntry.objects.create(card_name="テストB99-001", status="lifted", from_import=False)
    run_import(tmp_path, [fan_record(note=note, power="1")])
    entries = list(
        RegulationEntry.objects.filter(card_name="テストB99-001", from_import=True).values_list(
            "status", "effective_date"
        )
    )
    assert [(s, d.isoformat()) for s, d in entries] == [("legend", "2022-06-23"), ("sealed", "2023-04-20")]
    assert RegulationEntry.objects.filter(from_import=False).count() == 1


def test_the_demo_set_covers_every_type_and_reimports_unchanged(demo_cards):
    types = set(Card.objects.values_list("card_type", flat=True))
    assert types == {
        "Z/X",
        "EVENT",
        "PLAYER",
        "AN",
        "Z/X EX",
        "Z/X OB",
        "SHIFT",
        "EV EX",
        "PL EX",
        "AN EX",
        "TOKEN",
        "COUNTER",
        "LINK",
    }
    out = io.StringIO()
    call_command("load_demo", stdout=out)
    assert "0 created, 0 updated" in out.getvalue()


def test_native_json_round_trips(demo_cards):
    data = json.loads((settings.BASE_DIR / "fixtures" / "demo_cards.json").read_text(encoding="utf-8"))
    records, packs = native.parse_json(data)
    again = [native.parse_record(i, native.dump_record(r)) for i, r in enumerate(records)]
    assert again == records
    assert {p["code"] for p in packs} == {"DM01", "DM02"}


def test_native_csv_imports_lists_and_regulation():
    text = (
        "number,name,type,cost,colors,icons,races,regulation\n"
        "CS01-001,甲,Z/X,3,red|blue,ignition,ドラゴン|エンジェル,legend@2024-01-01|sealed@2025-01-01\n"
    )
    records = native.parse_csv(text)
    cards_import(records=records)
    card = Card.objects.get(collector_number="CS01-001")
    assert (card.is_red, card.is_blue, card.has_ignition, card.race_list) == (
        True,
        True,
        True,
        ["ドラゴン", "エンジェル"],
    )
    assert RegulationEntry.objects.filter(card_name="甲").count() == 2


def test_an_unknown_csv_column_is_an_error():
    with pytest.raises(RecordError, match="field 'colour'"):
        native.parse_csv("number,name,type,colour\nCS01-001,甲,Z/X,red\n")


def test_packs_import_sets_release_dates(tmp_path):
    path = tmp_path / "packs.json"
    path.write_text(
        json.dumps({"packs": [{"pack_prefix": "B99", "jp_name": "テストパック", "release_date": "2020/01/02"}]}),
        encoding="utf-8",
    )
    out = io.StringIO()
    call_command("import_cards", str(path), stdout=out)
    assert "1 packs: 1 created" in out.getvalue()
    assert Pack.objects.get(code="B99").release_date.isoformat() == "2020-01-02"


def write_bytes(tmp_path, name, data):
    path = tmp_path / name
    path.write_bytes(data)
    return path


def imported_nothing():
    return (
        not Card.objects.filter(collector_number__startswith="B99").exists()
        and not Pack.objects.filter(code="B99").exists()
    )


def test_a_shift_jis_json_file_names_the_line_and_writes_nothing(tmp_path, no_cards):
    text = json.dumps([fan_record()], ensure_ascii=False, indent=1)
    path = write_bytes(tmp_path, "cards.json", text.encode("shift_jis"))
    with pytest.raises(CommandError, match=r"line 4: not UTF-8 \(byte b'\\x82' at column 16\); save the file as UTF-8"):
        call_command("import_cards", str(path))
    assert imported_nothing()


def test_a_shift_jis_row_in_a_csv_file_names_its_record_and_line(tmp_path, no_cards):
    head = "number,name,type\nB99-001,甲,Z/X\nB99-002,乙,Z/X\n".encode()
    path = write_bytes(tmp_path, "cards.csv", head + "B99-003,丙,Z/X\n".encode("shift_jis"))
    with pytest.raises(CommandError) as excinfo:
        call_command("import_cards", str(path))
    assert "record 2, field '(row)': line 4: not UTF-8" in str(excinfo.value)
    assert imported_nothing()


def test_a_nul_in_a_csv_file_names_its_record_and_field(tmp_path, no_cards):
    path = write_bytes(tmp_path, "cards.csv", "number,name,type,text\nB99-001,甲,Z/X,効\x00果\n".encode())
    with pytest.raises(CommandError, match=r"record 0 \(B99-001\), field 'text': contains a NUL character"):
        call_command("import_cards", str(path))
    assert imported_nothing()


def test_a_csv_row_with_more_values_than_columns_is_named(tmp_path, no_cards):
    path = write_bytes(tmp_path, "cards.csv", "number,name,type\nB99-001,甲,Z/X,余り\n".encode())
    with pytest.raises(CommandError, match=r"record 0 \(B99-001\), field '\(row\)': line 2: more values than columns"):
        call_command("import_cards", str(path))


@pytest.mark.parametrize(
    ("body", "message"),
    [
        ("[" * 50_000 + "]" * 50_000, "nested too deeply"),
        ('[{"card_number": "B99-001", "power": ' + "9" * 5000 + "}]", "Exceeds the limit (4300 digits)"),
    ],
    ids=["deep nesting", "5000-digit number"],
)
def test_a_json_file_python_cannot_read_is_a_clear_error(tmp_path, no_cards, body, message):
    path = write_bytes(tmp_path, "cards.json", body.encode())
    with pytest.raises(CommandError, match=re.escape(message)):
        call_command("import_cards", str(path))
    assert imported_nothing()


def test_a_bad_pack_row_names_its_index_and_field(tmp_path):
    path = tmp_path / "packs.json"
    path.write_text(json.dumps({"packs": [{"code": "B99"}, {"code": "B98", "name": "名\x00"}]}), encoding="utf-8")
    with pytest.raises(CommandError, match=r"record 1 \(B98\), field 'name': contains a NUL"):
        call_command("import_cards", str(path))
    assert not Pack.objects.filter(code__in=["B98", "B99"]).exists()


def test_a_csv_file_is_read_and_written_a_chunk_at_a_time(monkeypatch, no_cards):
    """The importer asks for the next records only after writing the previous chunk (in its transaction), so a
    file of any length is never held whole; a bad record at the end still rolls every chunk back."""
    monkeypatch.setattr("cards.services.importing.CHUNK", 2)
    seen_before_pulling: list[int] = []

    def lines():
        yield "number,name,type\n"
        for n in range(1, 6):
            seen_before_pulling.append(Card.objects.filter(collector_number__startswith="CS01").count())
            yield f"CS01-00{n},カード{n},Z/X\n"
        yield "CS01-001,重複,Z/X\n"

    with pytest.raises(RecordError, match="record 5 \\(CS01-001\\), field 'collector_number': duplicate: record 0"):
        cards_import(records=native.iter_csv(lines()))
    assert seen_before_pulling == [0, 0, 2, 2, 4]
    assert not Card.objects.filter(collector_number__startswith="CS01").exists()


# Re-imports: a record whose digest is stored on its card is skipped; a changed one is derived and written.


def _writes(queries, *tables):
    """The INSERT, UPDATE, DELETE and COPY statements among captured queries that touch one of the tables."""
    return [
        q["sql"]
        for q in queries
        if q["sql"].lstrip().split(" ", 1)[0].upper() in {"INSERT", "UPDATE", "DELETE", "COPY"}
        and any(f'"{table}"' in q["sql"] or f" {table} " in q["sql"] for table in tables)
    ]


def test_an_unchanged_reimport_writes_no_card_name_or_regulation_row(tmp_path, no_cards):
    from django.db import connection
    from django.test.utils import CaptureQueriesContext

    from cards.models import CatalogVersion

    records = [fan_record(f"B99-{n:03d}", note="2020/01/01より「封神指定」") for n in range(1, 31)]
    run_import(tmp_path, records)
    before = CatalogVersion.current()
    with CaptureQueriesContext(connection) as queries:
        output = run_import(tmp_path, records)
    assert "30 cards: 0 created, 0 updated, 30 unchanged" in output
    assert _writes(queries.captured_queries, "cards_card", "cards_cardname", "cards_regulationentry") == []
    assert CatalogVersion.current() == before


def test_an_unchanged_record_is_not_derived_or_checked_again(tmp_path, no_cards, monkeypatch):
    from cards.services import importing

    run_import(tmp_path, [fan_record(), fan_record("B99-002")])
    derived: list[str] = []
    derive = importing.card_fields
    monkeypatch.setattr(importing, "card_fields", lambda record, *a: derived.append(record.name) or derive(record, *a))
    run_import(tmp_path, [fan_record(), fan_record("B99-002", text="≪常≫変わった")])
    assert derived == ["テストB99-002"]


def test_an_unchanged_reimport_costs_the_same_few_queries_whatever_the_number_of_cards(
    tmp_path, no_cards, django_assert_max_num_queries
):
    records = [fan_record(f"B99-{n:03d}") for n in range(1, 201)]
    run_import(tmp_path, records)
    # The packs, Appendix A, manual entries, the version, and one read of (number, digest) per chunk.
    with django_assert_max_num_queries(12):
        run_import(tmp_path, records)


def test_a_record_whose_text_changed_is_updated_with_its_digest(tmp_path, no_cards):
    from cards.models import CatalogVersion

    run_import(tmp_path, [fan_record(), fan_record("B99-002")])
    other = Card.objects.get(collector_number="B99-002").source_hash
    digest = Card.objects.get(collector_number="B99-001").source_hash
    before = CatalogVersion.current()
    output = run_import(tmp_path, [fan_record(text="≪常≫新しい文"), fan_record("B99-002")])
    assert "2 cards: 0 created, 1 updated, 1 unchanged" in output
    card = Card.objects.get(collector_number="B99-001")
    assert card.text == "≪常≫新しい文"
    assert card.keyword_list == []  # derived again from the new text
    assert card.source_hash not in ("", digest)
    assert Card.objects.get(collector_number="B99-002").source_hash == other
    assert CatalogVersion.current() == before + 1


def test_only_a_changed_cards_names_are_written_and_its_unchanged_names_stay(tmp_path, no_cards):
    from django.db import connection
    from django.test.utils import CaptureQueriesContext

    run_import(tmp_path, [fan_record(), fan_record("B99-002")])
    rows_before = dict(CardName.objects.values_list("pk", "name"))
    subtext = "このカードのカード名は「別名ドラゴン」としても扱う。"
    with CaptureQueriesContext(connection) as queries:
        run_import(tmp_path, [fan_record(subtext=subtext), fan_record("B99-002")])
    names_written = _writes(queries.captured_queries, "cards_cardname")
    assert names_written
    assert not any(q.lstrip().upper().startswith("DELETE") for q in names_written)
    rows_after = dict(CardName.objects.values_list("pk", "name"))
    assert rows_before.items() <= rows_after.items()  # the printed names kept their rows
    assert set(rows_after.values()) - set(rows_before.values()) == {"別名ドラゴン"}
    run_import(tmp_path, [fan_record(), fan_record("B99-002")])
    assert dict(CardName.objects.values_list("pk", "name")) == rows_before  # the dropped name's row is deleted


def test_a_change_to_what_the_import_derives_derives_every_card_again(tmp_path, no_cards, monkeypatch):
    """A stored digest holds for one importer: a new or changed derived field makes every record stale."""
    from cards.services import derivation, importing

    run_import(tmp_path, [fan_record(), fan_record("B99-002")])
    derive = importing.card_fields
    monkeypatch.setattr(importing, "card_fields", lambda *a: {**derive(*a), "flavor": "新しい導出"})
    monkeypatch.setattr(derivation, "IMPORTER_VERSION", derivation.IMPORTER_VERSION + 1)
    derivation.derivation_fingerprint.cache_clear()
    try:
        output = run_import(tmp_path, [fan_record(), fan_record("B99-002")])
    finally:
        derivation.derivation_fingerprint.cache_clear()
    assert "2 cards: 0 created, 2 updated, 0 unchanged" in output
    assert set(Card.objects.values_list("flavor", flat=True)) == {"新しい導出"}


def test_the_digest_covers_the_code_that_derives_a_card(monkeypatch):
    from cards.services import derivation

    assert {"cards.services.derivation", "cards.services.importing"} <= set(derivation.DERIVATION_MODULES)
    first = derivation.derivation_fingerprint()
    monkeypatch.setattr(derivation, "DERIVATION_MODULES", derivation.DERIVATION_MODULES[:-1])
    derivation.derivation_fingerprint.cache_clear()
    try:
        assert derivation.derivation_fingerprint() != first
    finally:
        monkeypatch.undo()
        derivation.derivation_fingerprint.cache_clear()
    assert derivation.derivation_fingerprint() == first


def test_a_card_edited_outside_the_import_is_compared_again_and_restored(tmp_path, no_cards):
    run_import(tmp_path, [fan_record()])
    card = Card.objects.get(collector_number="B99-001")
    card.power = 9000
    card.save()
    assert Card.objects.get(pk=card.pk).source_hash == ""
    assert "1 updated" in run_import(tmp_path, [fan_record()])
    assert Card.objects.get(pk=card.pk).power == 4500


def test_saving_only_a_cards_images_keeps_its_digest(tmp_path, no_cards):
    run_import(tmp_path, [fan_record()])
    card = Card.objects.get(collector_number="B99-001")
    digest = card.source_hash
    card.save(update_fields=["image_width", "image_height"])
    assert Card.objects.get(pk=card.pk).source_hash == digest


def test_cards_without_a_digest_are_compared_once_and_keep_the_version(tmp_path, no_cards):
    """The first import after the digest column was added: every card is compared, none is written but its
    digest, and the version stays."""
    from cards.models import CatalogVersion

    run_import(tmp_path, [fan_record(), fan_record("B99-002")])
    Card.objects.update(source_hash="")
    before = CatalogVersion.current()
    assert "0 created, 0 updated, 2 unchanged" in run_import(tmp_path, [fan_record(), fan_record("B99-002")])
    assert "" not in set(Card.objects.values_list("source_hash", flat=True))
    assert CatalogVersion.current() == before


def test_a_pack_file_that_changes_a_pack_rebuilds_the_bulk_file(tmp_path, no_cards):
    from django.core.files.storage import default_storage

    from cards.bulk import bulk_name
    from cards.models import CatalogVersion

    run_import(tmp_path, [fan_record()])
    path = tmp_path / "packs.json"
    path.write_text(json.dumps({"packs": [{"code": "B99", "name": "改名パック"}]}), encoding="utf-8")
    call_command("import_cards", str(path), stdout=io.StringIO())
    name = bulk_name(CatalogVersion.current())
    assert default_storage.exists(name)
    with default_storage.open(name) as fh:
        import gzip

        assert "改名パック" in gzip.decompress(fh.read()).decode()


@pytest.mark.django_db(transaction=True)
def test_the_import_command_returns_after_the_search_statistics_are_refreshed(tmp_path):
    from django.db import connection

    if connection.vendor != "postgresql":
        pytest.skip("the statistics refresh is PostgreSQL's")
    from cards.search_index import REFRESH_MIN_ROWS, REFRESH_MIN_SHARE

    with connection.cursor() as cursor:
        cursor.execute("SELECT pg_stat_reset()")
    # Enough new cards to be worth a refresh (a few are left to autovacuum), whatever the table held before.
    enough = REFRESH_MIN_ROWS + int(REFRESH_MIN_SHARE * Card.objects.count()) + 1
    run_import(tmp_path, [fan_record(f"B99-{n:03d}") for n in range(1, enough + 1)])
    with connection.cursor() as cursor:
        cursor.execute(
            "SELECT relname FROM pg_stat_user_tables WHERE last_analyze IS NOT NULL AND relname LIKE 'cards_card%'"
        )
        assert sorted(name for (name,) in cursor.fetchall()) == ["cards_card", "cards_cardname"]


@pytest.mark.django_db(transaction=True)
def test_an_import_that_changes_a_few_cards_leaves_the_statistics_to_autovacuum(tmp_path):
    from django.db import connection

    if connection.vendor != "postgresql":
        pytest.skip("the statistics refresh is PostgreSQL's")
    run_import(tmp_path, [fan_record()])
    with connection.cursor() as cursor:
        cursor.execute("SELECT pg_stat_reset()")
    run_import(tmp_path, [fan_record(text="書き換えた文")])
    assert Card.objects.get(collector_number="B99-001").text == "書き換えた文"
    with connection.cursor() as cursor:
        cursor.execute(
            "SELECT count(*) FROM pg_stat_user_tables WHERE relname LIKE 'cards_card%' AND last_analyze IS NOT NULL"
        )
        assert cursor.fetchone()[0] == 0


@pytest.mark.parametrize(
    ("created", "updated", "refreshed"), [(0, 50, False), (0, 58, True), (1, 0, False), (60, 0, True)]
)
def test_the_statistics_are_refreshed_past_autovacuums_thresholds(demo_cards, monkeypatch, created, updated, refreshed):
    from collections import Counter

    from django.db import connection

    from cards import search_index
    from cards.services import ImportSummary

    if connection.vendor != "postgresql":
        pytest.skip("the statistics refresh is PostgreSQL's")
    calls: list[bool] = []
    monkeypatch.setattr(search_index, "_refresh", lambda: calls.append(True))
    cards_before = Card.objects.count()
    assert cards_before * search_index.REFRESH_MIN_SHARE < 8  # 50 + 10 % of the demo set's cards is under 58
    summary = ImportSummary(created=Counter(zx=created), updated=Counter(zx=updated))
    monkeypatch.setattr(Card.objects, "count", lambda: cards_before + created)
    search_index.refresh_search_statistics(summary=summary)
    assert calls == ([True] if refreshed else [])


class _Priority:
    """os.getpriority/os.setpriority of a process started at `start`, recording every change."""

    def __init__(self, monkeypatch, start):
        self.value, self.changes = start, []
        monkeypatch.setattr("os.getpriority", lambda which, who: self.value)
        monkeypatch.setattr("os.setpriority", self.set)

    def set(self, which, who, value):
        self.changes.append(value)
        self.value = value


@pytest.mark.parametrize(("configured", "start", "changes"), [(10, 0, [10]), (10, 15, []), (0, 0, [])])
def test_an_import_lowers_its_cpu_priority_so_web_workers_come_first(
    monkeypatch, settings, demo_cards, configured, start, changes
):
    """A batch job sharing the host's cores: down to IMPORT_NICENESS, never up (an already lower priority stays),
    and not at all when it is 0."""
    settings.IMPORT_NICENESS = configured
    priority = _Priority(monkeypatch, start)
    call_command("import_cards", str(settings.BASE_DIR / "fixtures" / "demo_cards.json"), stdout=io.StringIO())
    assert priority.changes == changes


# Runs manage.py's main() in a child process whose django.setup() first prints the process's priority.
_PRIORITY_AT_SETUP = """
import os, sys, django
real = django.setup
def setup(*args, **kwargs):
    print("priority at setup", os.getpriority(os.PRIO_PROCESS, 0), flush=True)
    real(*args, **kwargs)
django.setup = setup
sys.argv = ["manage.py", sys.argv[1], "--help"]
import manage
manage.main()
"""


@pytest.mark.parametrize(
    ("command", "lowered"), [("import_cards", True), ("build_bulk_file", True), ("migrate", False)]
)
def test_a_batch_command_yields_the_cpu_before_django_starts(command, lowered):
    """Starting Python and Django is most of a second of CPU: manage.py import_cards lowers its priority before it,
    not in handle(), or every import takes that from the web workers; other commands keep their priority."""
    import os
    import subprocess
    import sys

    start = os.getpriority(os.PRIO_PROCESS, 0)  # the suite's own imports may have lowered it already
    if start >= 19:
        pytest.skip("this process runs at the lowest priority: there is none lower to ask for")
    wanted = start + 1
    done = subprocess.run(
        [sys.executable, "-c", _PRIORITY_AT_SETUP, command],
        cwd=settings.BASE_DIR, env={**os.environ, "IMPORT_NICENESS": str(wanted)},
        capture_output=True, text=True, timeout=120, check=False,
    )  # fmt: skip
    assert f"priority at setup {wanted if lowered else start}\n" in done.stdout, done.stderr[-2000:]


@pytest.mark.parametrize(("leader", "configured", "before", "after"), [
    (True, 10, "/autogroup-7 nice 0\n", "10\n"),  # its own session: the whole group yields
    (False, 10, "/autogroup-7 nice 0\n", "/autogroup-7 nice 0\n"),  # a shell's or gunicorn's session: left alone
    (True, 10, "/autogroup-7 nice 15\n", "/autogroup-7 nice 15\n"),  # never raised
    (True, 0, "/autogroup-7 nice 0\n", "/autogroup-7 nice 0\n"),  # IMPORT_NICENESS=0: nothing changes
])  # fmt: skip
def test_an_import_leading_its_own_session_lowers_the_sessions_cpu_share(
    monkeypatch, settings, demo_cards, leader, configured, before, after
):
    """Linux shares CPU between sessions (autogroup) before nice values count: an import in its own session (setsid,
    a systemd unit) lowers its session's group too, or it takes as much CPU from the web workers as at nice 0."""
    import os

    from cards import batch

    settings.IMPORT_NICENESS = configured
    _Priority(monkeypatch, 0)
    batch.AUTOGROUP.write_text(before)
    monkeypatch.setattr(os, "getsid", lambda pid: os.getpid() if leader else os.getpid() + 1)
    call_command("import_cards", str(settings.BASE_DIR / "fixtures" / "demo_cards.json"), stdout=io.StringIO())
    assert batch.AUTOGROUP.read_text() == after
