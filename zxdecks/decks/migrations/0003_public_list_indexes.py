"""The public deck list's two orders (newest, most liked) with the id as tie-breaker, so a page's ids are read from
the index alone (selectors.decks_window)."""

from django.db import migrations, models


class Migration(migrations.Migration):
    dependencies = [("decks", "0002_deck_game")]

    operations = [
        migrations.RemoveIndex(model_name="deck", name="decks_deck_visibil_6db84c_idx"),
        migrations.RemoveIndex(model_name="deck", name="decks_deck_visibil_bc4798_idx"),
        migrations.AddIndex(
            model_name="deck",
            index=models.Index(fields=["visibility", "-updated_at", "-id"], name="decks_public_recent"),
        ),
        migrations.AddIndex(
            model_name="deck",
            index=models.Index(fields=["visibility", "-like_count", "-updated_at", "-id"], name="decks_public_liked"),
        ),
    ]
