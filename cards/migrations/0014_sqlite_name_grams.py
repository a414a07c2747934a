"""SQLite: the characters and character pairs of every name's search key and every reading, kept by triggers
(cards.name_grams), so that the deck list's card filter finds a part of a name without reading every name (issue 33,
point 7: ~45 ms a term at 86k cards). Nothing on PostgreSQL, whose indexes serve it (0007, 0012, 0013)."""

from django.db import migrations


def create(apps, schema_editor):
    from cards import name_grams

    name_grams.ensure(schema_editor.connection)


def drop(apps, schema_editor):
    if schema_editor.connection.vendor != "sqlite":
        return
    from cards import name_grams

    for name in name_grams.TRIGGER_NAMES:
        schema_editor.execute(f"DROP TRIGGER IF EXISTS {name}")
    for table in ("cards_name_gram", "cards_reading_gram", "cards_gram_position"):
        schema_editor.execute(f"DROP TABLE IF EXISTS {table}")


class Migration(migrations.Migration):
    dependencies = [("cards", "0013_search_bigram_indexes")]

    operations = [migrations.RunPython(create, drop)]
