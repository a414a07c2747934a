"""A trigram GIN index for the deck list's title search on PostgreSQL (pg_trgm); nothing on other databases.

The search is `title__icontains`, which Django writes as `UPPER("decks_deck"."title"::text) LIKE UPPER('%word%')`:
an index on that same expression serves it, so the search matches exactly what it matched before. SQLite keeps its
scan (docs/performance.md).
"""

from django.db import migrations

INDEX = "decks_deck_title_upper_trgm"


def create(apps, schema_editor):
    if schema_editor.connection.vendor != "postgresql":
        return
    schema_editor.execute("CREATE EXTENSION IF NOT EXISTS pg_trgm")
    schema_editor.execute(
        f'CREATE INDEX IF NOT EXISTS "{INDEX}" ON "decks_deck" USING gin ((UPPER("title"::text)) gin_trgm_ops)'
    )


def drop(apps, schema_editor):
    if schema_editor.connection.vendor != "postgresql":
        return
    schema_editor.execute(f'DROP INDEX IF EXISTS "{INDEX}"')


class Migration(migrations.Migration):
    dependencies = [("decks", "0003_public_list_indexes")]

    operations = [migrations.RunPython(create, drop)]
