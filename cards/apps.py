from django.apps import AppConfig


class CardsConfig(AppConfig):
    name = "cards"
    verbose_name = "Card database"

    def ready(self) -> None:
        from django.db.models.signals import post_migrate

        from cards import catalog  # noqa: F401 - connects the cache-invalidation signals
        from cards.bulk import rebuild_after_import
        from cards.search_index import refresh_search_statistics
        from cards.services import cards_imported

        cards_imported.connect(refresh_search_statistics, dispatch_uid="cards-search-statistics")
        cards_imported.connect(rebuild_after_import, dispatch_uid="cards-bulk-rebuild")
        # A later migration that rebuilds a card table on SQLite drops its gram triggers: put them back.
        post_migrate.connect(_name_grams, sender=self, dispatch_uid="cards-name-grams")


def _name_grams(using: str = "default", **kwargs: object) -> None:
    from django.db import connections
    from django.db.migrations.recorder import MigrationRecorder

    from cards import name_grams

    connection = connections[using]
    # Not after a migration back past the one that made them (it dropped them).
    if connection.vendor == "sqlite" and name_grams.MIGRATION in MigrationRecorder(connection).applied_migrations():
        name_grams.ensure(connection)
