"""Trigram GIN indexes for the card search's `LIKE '%…%'` on PostgreSQL (pg_trgm); nothing on other databases.

The search compares folded text (cards.normalize.fold) with `contains`, which Django writes as `col::text LIKE
'%word%'`: a pg_trgm GIN index serves that directly, so the folding stays exactly as it is. SQLite keeps its scan
(docs/performance.md).
"""

from django.db import migrations

INDEXES = [
    ("cards_card_search_text_trgm", "cards_card", "search_text"),
    ("cards_cardname_search_key_trgm", "cards_cardname", "search_key"),
]


def create(apps, schema_editor):
    if schema_editor.connection.vendor != "postgresql":
        return
    schema_editor.execute("CREATE EXTENSION IF NOT EXISTS pg_trgm")
    for name, table, column in INDEXES:
        # Imports add rows to the index's pending list (fast); cards.search_index merges it after each import.
        schema_editor.execute(f'CREATE INDEX IF NOT EXISTS "{name}" ON "{table}" USING gin ("{column}" gin_trgm_ops)')


def drop(apps, schema_editor):
    if schema_editor.connection.vendor != "postgresql":
        return
    for name, _table, _column in INDEXES:
        schema_editor.execute(f'DROP INDEX IF EXISTS "{name}"')


class Migration(migrations.Migration):
    dependencies = [("cards", "0006_card_image_sizes")]

    operations = [migrations.RunPython(create, drop)]
