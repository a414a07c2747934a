"""SQLite's index of the characters and character pairs of every card name's search key and every reading, so that a
part of a name or reading is found without reading every name (issue 33, point 7; PostgreSQL has its trigram,
character and pair indexes, cards.0007/0012/0013, and none of this).

`cards_name_gram` holds (gram, name row, card) and `cards_reading_gram` (gram, card) for each character and each
pair of neighbouring characters of the text, ASCII letters in lower case (SQLite's `lower()`, the case LIKE ignores).
Triggers fill them on every insert, update and delete of the rows, whatever writes them (the importer's bulk inserts,
the admin, a test's flush), so that no Python path can forget them; `cards_gram_position` holds the positions the
triggers cut at. A word of one or two characters is one gram: its rows are the matches. A longer word's candidates
are the rows holding each of its pairs, and LIKE decides, so that the answer is LIKE's, as before.

Django's SQLite schema editor rebuilds a table to alter it (a new table, the rows copied, the old one dropped), and
the old table's triggers go with it: `ensure()` runs after every `migrate` (cards.apps) and puts back what is
missing, refilling the grams from the rows."""

# ruff: noqa: S608 - the SQL's table and column names are this module's constants; values go as parameters
from __future__ import annotations

from typing import Any

from django.db import connection
from django.db.backends.base.base import BaseDatabaseWrapper

MIGRATION = ("cards", "0014_sqlite_name_grams")
# Longer than any stored text: names and readings are at most 200 characters, and NFKC folding expands a character
# to at most 18 (U+FDFA); a text longer than this would lose the grams past it.
POSITIONS = 4000
# (table, its gram table, the column, the gram table's columns and the row's values for them)
SOURCES = (
    ("cards_cardname", "cards_name_gram", "search_key", ("name_id", "card_id"), ("id", "card_id")),
    ("cards_card", "cards_reading_gram", "reading", ("card_id",), ("id",)),
)
TABLES = (
    "CREATE TABLE IF NOT EXISTS cards_gram_position (n INTEGER PRIMARY KEY)",
    "CREATE TABLE IF NOT EXISTS cards_name_gram (gram TEXT NOT NULL, name_id INTEGER NOT NULL, "
    "card_id INTEGER NOT NULL, PRIMARY KEY (gram, name_id)) WITHOUT ROWID",
    "CREATE TABLE IF NOT EXISTS cards_reading_gram (gram TEXT NOT NULL, card_id INTEGER NOT NULL, "
    "PRIMARY KEY (gram, card_id)) WITHOUT ROWID",
)


def _grams(row: str, column: str) -> str:
    """The SELECT of a row's grams (its characters, then its pairs), for a trigger's `new` or `old` row."""
    text = f"lower({row}.{column})"
    return (
        f"SELECT substr({text}, n, 1) AS gram FROM cards_gram_position WHERE n <= length({row}.{column}) UNION "
        f"SELECT substr({text}, n, 2) FROM cards_gram_position WHERE n < length({row}.{column})"
    )


def _triggers(table: str, grams: str, column: str, keys: tuple[str, ...], values: tuple[str, ...]) -> list[str]:
    insert = (
        f"INSERT OR IGNORE INTO {grams} (gram, {', '.join(keys)}) "
        f"SELECT gram, {', '.join('new.' + v for v in values)} FROM ({_grams('new', column)});"
    )
    delete = f"DELETE FROM {grams} WHERE {keys[0]} = old.id AND gram IN ({_grams('old', column)});"
    watched = list(dict.fromkeys((column, *values[1:])))
    # Django's updates set every column they save (the importer's bulk_update of a changed card): only a change of
    # the text or of the row's card rewrites the grams.
    changed = " OR ".join(f"old.{c} IS NOT new.{c}" for c in watched)
    return [
        f"CREATE TRIGGER IF NOT EXISTS {grams}_insert AFTER INSERT ON {table} BEGIN {insert} END",
        f"CREATE TRIGGER IF NOT EXISTS {grams}_delete AFTER DELETE ON {table} BEGIN {delete} END",
        f"CREATE TRIGGER IF NOT EXISTS {grams}_update AFTER UPDATE OF {', '.join(watched)} ON {table} "
        f"WHEN {changed} BEGIN {delete} {insert} END",
    ]


TRIGGER_NAMES = tuple(f"{grams}_{event}" for _t, grams, *_r in SOURCES for event in ("insert", "delete", "update"))


def ensure(conn: BaseDatabaseWrapper | None = None) -> None:
    """Create the gram tables and triggers where missing, and refill a gram table whose triggers were missing
    (SQLite; nothing elsewhere)."""
    conn = conn or connection
    if conn.vendor != "sqlite":
        return
    with conn.cursor() as cursor:
        cursor.execute("SELECT name, type FROM sqlite_master WHERE type IN ('table', 'trigger')")
        found = cursor.fetchall()
        existing = {name for name, kind in found if kind == "trigger"}
        tables = {name for name, kind in found if kind == "table"}
        if not {source for source, *_r in SOURCES} <= tables:  # before the cards' own migration
            return
        if set(TRIGGER_NAMES) <= existing:
            return
        for statement in TABLES:
            cursor.execute(statement)
        cursor.execute(
            "INSERT OR IGNORE INTO cards_gram_position (n) "
            f"WITH RECURSIVE p(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM p WHERE n < {POSITIONS}) SELECT n FROM p"
        )
        for table, grams, column, keys, values in SOURCES:
            names = [f"{grams}_{event}" for event in ("insert", "delete", "update")]
            if set(names) <= existing:
                continue
            for name in names:
                cursor.execute(f"DROP TRIGGER IF EXISTS {name}")
            # Missing triggers: the rows may have changed without their grams; fill them again from the rows.
            cursor.execute(f"DELETE FROM {grams}")
            text = f"lower(t.{column})"
            cursor.execute(
                f"INSERT OR IGNORE INTO {grams} (gram, {', '.join(keys)}) "
                f"SELECT substr({text}, p.n, w.w), {', '.join('t.' + v for v in values)} "
                f"FROM {table} t JOIN cards_gram_position p ON p.n <= length(t.{column}) "
                f"JOIN (SELECT 1 AS w UNION ALL SELECT 2) w ON p.n + w.w - 1 <= length(t.{column})"
            )
            for statement in _triggers(table, grams, column, keys, values):
                cursor.execute(statement)


def matching_sql(key: str) -> tuple[str, list[Any]]:
    """The SQL of the ids of the cards with a name (search key) or reading holding key, and its parameters: the
    rows holding the word's character (one character) or pair (two), or each of its pairs, LIKE deciding."""
    grams = [key] if len(key) <= 2 else sorted({key[i : i + 2] for i in range(len(key) - 1)})
    marks = ", ".join(["%s"] * len(grams))
    pattern = f"%{connection.ops.prep_for_like_query(key)}%"
    parts: list[str] = []
    params: list[Any] = []
    for table, gram_table, column, keys, _values in SOURCES:
        # The card's id: the name row's card, or the card row itself.
        card = "card_id" if table == "cards_cardname" else "id"
        held = f"SELECT {keys[0]} FROM {gram_table} WHERE gram IN ({marks}) GROUP BY {keys[0]} HAVING COUNT(*) = %s"
        if len(key) <= 2:  # the gram is the word: its rows are the matches
            parts.append(f"SELECT DISTINCT {keys[-1]} FROM {gram_table} WHERE gram = %s")
            params += grams
            continue
        parts.append(f"SELECT {card} FROM {table} WHERE id IN ({held}) AND {column} LIKE %s ESCAPE '\\'")
        params += [*grams, len(grams), pattern]
    return " UNION ".join(parts), params
