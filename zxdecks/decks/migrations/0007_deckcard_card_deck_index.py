"""The decks holding a card read from one index of (card, deck) alone, an index-only scan that visits no row of the
table (selectors.decks_holding); it replaces the index of the card alone, which it covers. Added before the old one
is dropped, so that card lookups always have an index."""

import django.db.models.deletion
from django.db import migrations, models


class Migration(migrations.Migration):
    dependencies = [
        ("cards", "0012_search_character_indexes"),
        ("decks", "0006_goldfish_job"),
    ]

    operations = [
        migrations.AddIndex(
            model_name="deckcard",
            index=models.Index(fields=["card", "deck"], name="decks_deckcard_card_deck"),
        ),
        migrations.AlterField(
            model_name="deckcard",
            name="card",
            field=models.ForeignKey(
                db_index=False,
                on_delete=django.db.models.deletion.CASCADE,
                related_name="deck_cards",
                to="cards.card",
            ),
        ),
    ]
