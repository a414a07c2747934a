"""Card.name_keys: the folded construction-name keys on the card row, so the search ranks by name without a
subquery per matching card (issue 15: broad searches). Filled here from the existing CardName rows."""

from collections import defaultdict

from django.db import migrations, models

CONSTRUCTION_KINDS = ("printed", "subtext", "appendix_a")


def fill(apps, schema_editor):
    Card = apps.get_model("cards", "Card")
    CardName = apps.get_model("cards", "CardName")
    keys = defaultdict(set)
    rows = CardName.objects.filter(kind__in=CONSTRUCTION_KINDS).values_list("card_id", "search_key")
    for card_id, key in rows.iterator(chunk_size=5000):
        keys[card_id].add(key)
    cards = []
    for card in Card.objects.only("pk").iterator(chunk_size=2000):
        found = sorted(keys.get(card.pk, ()))
        card.name_keys = "|" + "|".join(found) + "|" if found else ""
        cards.append(card)
    Card.objects.bulk_update(cards, ["name_keys"], batch_size=1000)


class Migration(migrations.Migration):
    dependencies = [("cards", "0007_trigram_search_indexes")]

    operations = [
        migrations.AddField(
            model_name="card",
            name="name_keys",
            field=models.TextField(blank=True, editable=False),
        ),
        migrations.RunPython(fill, migrations.RunPython.noop),
    ]
