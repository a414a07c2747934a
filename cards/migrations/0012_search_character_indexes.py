"""GIN indexes of the characters of every card's folded search text and of every name's search key (PostgreSQL), so
that a word of one or two characters — 竜, 人形, 天使 — is answered from an index: the trigram indexes of cards.0007
cannot serve fewer than three characters, and `LIKE '%人形%'` read every card (539 ms at 86k cards). A word's
characters must all be in the row (`string_to_array(…, NULL) @> ARRAY[…]`), then LIKE checks they stand side by
side. `string_to_array` is a built-in immutable C function: the index builds in ~2 s at 8.6k cards (2 MB).
Nothing on other databases."""

from django.db import migrations

INDEXES = [
    ("cards_card_search_chars", "cards_card", "search_text"),
    ("cards_cardname_search_chars", "cards_cardname", "search_key"),
    ("cards_card_reading_chars", "cards_card", "reading"),
]
# The reading had only a B-tree (prefix matches): the deck list's card filter looks for a part of it.
TRIGRAM = [("cards_card_reading_trgm", "cards_card", "reading")]


def create(apps, schema_editor):
    if schema_editor.connection.vendor != "postgresql":
        return
    for name, table, column in INDEXES:
        schema_editor.execute(
            f'CREATE INDEX IF NOT EXISTS "{name}" ON "{table}" USING gin (string_to_array("{column}", NULL))'
        )
    for name, table, column in TRIGRAM:
        schema_editor.execute(f'CREATE INDEX IF NOT EXISTS "{name}" ON "{table}" USING gin ("{column}" gin_trgm_ops)')


def drop(apps, schema_editor):
    if schema_editor.connection.vendor != "postgresql":
        return
    for name, _table, _column in INDEXES + TRIGRAM:
        schema_editor.execute(f'DROP INDEX IF EXISTS "{name}"')


class Migration(migrations.Migration):
    dependencies = [("cards", "0011_card_term_indexes")]

    operations = [migrations.RunPython(create, drop)]
