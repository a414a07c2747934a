"""GIN indexes of the character pairs (bigrams) of every card's folded search text, name keys and reading
(PostgreSQL), so that a two-character word — 人形, 天使, ドロ — is answered from the cards that hold that very pair,
not from every card holding both characters (cards.0012's character indexes: ド and ロ are each in half the pool, so
「ドロ」 rechecked 40,000 rows at 86k cards).

`cards_bigrams(text)` is an immutable SQL expression PostgreSQL evaluates on every write (the importer's updates,
its COPY bulk path, the admin): nothing in Python fills it, so no write path can forget it. It cuts the text into
pairs at even positions, then at odd ones, with two regexp_replace calls (no set-returning function: a
generate_series version took ~1 ms a row, 218 s to index 86k cards; this one ~0.13 ms, like string_to_array's
character split). A trailing single character and an empty string come along as extra keys and do no harm (a word
of two characters asks for its pair; LIKE checks the match). U+0001 is the separator: folded card text holds no
control character. Its COST is set high: at the planner's default the LIMIT of a broad word's search made it scan the
table evaluating the pairs of each row (0.15 ms each: 850 ms for 「カー」 at 86k cards) instead of asking the index.
Nothing on other databases."""

from django.db import migrations

FUNCTION = """
CREATE OR REPLACE FUNCTION cards_bigrams(value text) RETURNS text[]
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE COST 10000 AS $$
SELECT pg_catalog.array_cat(
    pg_catalog.string_to_array(pg_catalog.regexp_replace(value, '(..)', '\\1' || pg_catalog.chr(1), 'g'), pg_catalog.chr(1)),
    pg_catalog.string_to_array(
        pg_catalog.regexp_replace(pg_catalog.substr(value, 2), '(..)', '\\1' || pg_catalog.chr(1), 'g'), pg_catalog.chr(1)
    )
)
$$
"""
INDEXES = [
    ("cards_card_search_bigrams", "cards_card", "search_text"),
    ("cards_cardname_search_bigrams", "cards_cardname", "search_key"),
    ("cards_card_reading_bigrams", "cards_card", "reading"),
    # The construction names' keys on the card row ("|key|key|"): the relevance order's tiers (exact name, name
    # prefix, name contains) are found from them when a word matches too many cards to rank them all.
    ("cards_card_name_keys_bigrams", "cards_card", "name_keys"),
]
CHARACTERS = [("cards_card_name_keys_chars", "cards_card", "name_keys")]


def create(apps, schema_editor):
    if schema_editor.connection.vendor != "postgresql":
        return
    # Building these indexes over a real pool takes longer than a request's statement time limit (DB_STATEMENT_TIMEOUT_MS,
    # set on every connection): without this, `migrate` on a site with its cards was cancelled. Local to the
    # migration's transaction.
    schema_editor.execute("SET LOCAL statement_timeout = 0")
    schema_editor.execute(FUNCTION)
    for name, table, column in INDEXES:
        schema_editor.execute(f'CREATE INDEX IF NOT EXISTS "{name}" ON "{table}" USING gin (cards_bigrams("{column}"))')
    for name, table, column in CHARACTERS:
        schema_editor.execute(
            f'CREATE INDEX IF NOT EXISTS "{name}" ON "{table}" USING gin (string_to_array("{column}", NULL))'
        )


def drop(apps, schema_editor):
    if schema_editor.connection.vendor != "postgresql":
        return
    for name, _table, _column in INDEXES + CHARACTERS:
        schema_editor.execute(f'DROP INDEX IF EXISTS "{name}"')
    schema_editor.execute("DROP FUNCTION IF EXISTS cards_bigrams(text)")


class Migration(migrations.Migration):
    dependencies = [("cards", "0012_search_character_indexes")]

    operations = [migrations.RunPython(create, drop)]
