"""Indexes for the terms of a search by the card's parameters on PostgreSQL, so that the planner can combine the
ones a search names (a bitmap AND) and read only the matching rows instead of every card (issue 16): trigram GIN
indexes for the delimited lists that `is:`, `kw:` and `race:` match with `LIKE '%|…|%'` (the same pg_trgm as
cards.0007), B-trees for the type and the colours. Broad terms alone still read the covering index of cards.0009.
Nothing on other databases (SQLite has no trigram index, and its planner has no statistics to weigh them)."""

from django.db import migrations

TRIGRAM = [("cards_card_icons_trgm", "icons"), ("cards_card_races_trgm", "races"), ("cards_card_keywords_trgm", "keywords")]
BTREE = [
    ("cards_card_type_idx", "card_type"), ("cards_card_red_idx", "is_red"), ("cards_card_blue_idx", "is_blue"),
    ("cards_card_white_idx", "is_white"), ("cards_card_black_idx", "is_black"), ("cards_card_green_idx", "is_green"),
]  # fmt: skip


def create(apps, schema_editor):
    if schema_editor.connection.vendor != "postgresql":
        return
    for name, column in TRIGRAM:
        schema_editor.execute(f'CREATE INDEX IF NOT EXISTS "{name}" ON "cards_card" USING gin ("{column}" gin_trgm_ops)')
    for name, column in BTREE:
        schema_editor.execute(f'CREATE INDEX IF NOT EXISTS "{name}" ON "cards_card" ("{column}")')


def drop(apps, schema_editor):
    if schema_editor.connection.vendor != "postgresql":
        return
    for name, _column in TRIGRAM + BTREE:
        schema_editor.execute(f'DROP INDEX IF EXISTS "{name}"')


class Migration(migrations.Migration):
    dependencies = [("cards", "0010_card_source_hash")]

    operations = [migrations.RunPython(create, drop)]
