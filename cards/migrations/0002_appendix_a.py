"""Load Appendix A (付録A「特殊カードのカード名一覧」, comprehensive rules 201.5) from cards/data/appendix_a.csv."""

import csv
from pathlib import Path

from django.db import migrations

CSV_PATH = Path(__file__).resolve().parent.parent / "data" / "appendix_a.csv"


def load(apps, schema_editor):
    AppendixAName = apps.get_model("cards", "AppendixAName")
    with CSV_PATH.open(encoding="utf-8") as fh:
        for position, row in enumerate(csv.DictReader(fh), start=1):
            AppendixAName.objects.update_or_create(
                collector_number=row["collector_number"],
                defaults={"card_name": row["card_name"], "position": position},
            )


def unload(apps, schema_editor):
    apps.get_model("cards", "AppendixAName").objects.all().delete()


class Migration(migrations.Migration):
    dependencies = [("cards", "0001_initial")]
    operations = [migrations.RunPython(load, unload)]
