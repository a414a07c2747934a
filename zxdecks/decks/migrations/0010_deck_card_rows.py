"""Deck.card_rows: each deck's current cards as the API lists them, written from its DeckCard rows (issue 33.7)."""

from typing import Any

from django.db import migrations, models

CHUNK = 1000

# PostgreSQL: every deck in one statement. The rows in DeckCard's order (its id), as the API listed them.
FILL_SQL = """
UPDATE decks_deck d SET card_rows = s.card_rows
FROM (
    SELECT dc.deck_id, jsonb_agg(jsonb_build_array(dc.zone, c.collector_number, c.name, dc.count) ORDER BY dc.id)
        AS card_rows
    FROM decks_deckcard dc JOIN cards_card c ON c.id = dc.card_id
    GROUP BY dc.deck_id
) s
WHERE s.deck_id = d.id
"""


def fill(apps: Any, schema_editor: Any) -> None:
    Deck = apps.get_model("decks", "Deck")
    DeckCard = apps.get_model("decks", "DeckCard")
    if schema_editor.connection.vendor == "postgresql":
        schema_editor.execute("SET LOCAL statement_timeout = 0")
        schema_editor.execute(FILL_SQL)
        schema_editor.execute("UPDATE decks_deck SET card_rows = '[]'::jsonb WHERE card_rows IS NULL")
        return
    ids = list(Deck.objects.order_by("pk").values_list("pk", flat=True))
    for start in range(0, len(ids), CHUNK):
        rows: dict[int, list[list[Any]]] = {pk: [] for pk in ids[start : start + CHUNK]}
        for deck_id, zone, number, name, count in (
            DeckCard.objects.filter(deck_id__in=list(rows))
            .order_by("deck_id", "pk")
            .values_list("deck_id", "zone", "card__collector_number", "card__name", "count")
        ):
            rows[deck_id].append([zone, number, name, count])
        Deck.objects.bulk_update([Deck(pk=pk, card_rows=r) for pk, r in rows.items()], ["card_rows"], batch_size=200)


class Migration(migrations.Migration):
    dependencies = [
        ("decks", "0009_goldfish_job_kind"),
        ("cards", "0013_search_bigram_indexes"),
    ]

    operations = [
        migrations.AddField(
            model_name="deck",
            name="card_rows",
            field=models.JSONField(blank=True, editable=False, null=True),
        ),
        migrations.RunPython(fill, migrations.RunPython.noop),
    ]
