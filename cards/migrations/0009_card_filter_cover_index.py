"""A covering index for searches by the card's parameters alone (type, colour, cost, power, icons, race, keyword,
rarity, game, pack) on PostgreSQL: in collector order, with those columns beside the key, so such a search reads
the index (an index-only scan, a few MB) instead of every wide card row (issue 16: `t:zx c:red cost>=5` at 86k
cards). The import vacuums the table afterwards so the scan needs no visit to the rows (cards.search_index).
Nothing on other databases."""

from django.db import migrations

NAME = "cards_card_filter_cover"
COLUMNS = (
    "id", "card_type", "cost", "cost_infinite", "power", "shield", "is_red", "is_blue", "is_white", "is_black",
    "is_green", "multicolor", "game", "icons", "races", "keywords", "rarity", "pack_id",
)  # fmt: skip


def create(apps, schema_editor):
    if schema_editor.connection.vendor != "postgresql":
        return
    include = ", ".join(f'"{c}"' for c in COLUMNS)
    schema_editor.execute(
        f'CREATE INDEX IF NOT EXISTS "{NAME}" ON "cards_card" ("collector_number") INCLUDE ({include})'
    )


def drop(apps, schema_editor):
    if schema_editor.connection.vendor == "postgresql":
        schema_editor.execute(f'DROP INDEX IF EXISTS "{NAME}"')


class Migration(migrations.Migration):
    dependencies = [("cards", "0008_card_name_keys")]

    operations = [migrations.RunPython(create, drop)]
