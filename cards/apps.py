from django.apps import AppConfig


class CardsConfig(AppConfig):
    name = "cards"
    verbose_name = "Card database"

    def ready(self) -> None:
        from cards import catalog  # noqa: F401 - connects the cache-invalidation signals
        from cards.bulk import rebuild_after_import
        from cards.services import cards_imported

        cards_imported.connect(rebuild_after_import, dispatch_uid="cards-bulk-rebuild")
