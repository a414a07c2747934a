"""A background goldfish job says how far it is: the percent of its games played, which the page's progress bar and
the job's API resource show while it runs."""

from django.db import migrations, models


class Migration(migrations.Migration):
    dependencies = [
        ("decks", "0007_deckcard_card_deck_index"),
    ]

    operations = [
        migrations.AddField(
            model_name="goldfishjob",
            name="progress",
            field=models.PositiveSmallIntegerField(default=0, help_text="percent of its games played (100 once done)"),
        ),
    ]
