from django.apps import AppConfig


class CardsConfig(AppConfig):
    name = "cards"
    verbose_name = "Card database"

    def ready(self) -> None:
        from cards import catalog  # noqa: F401 - connects the cache-invalidation signals
        from cards.bulk import rebuild_after_import
        from cards.search_index import refresh_search_statistics
        from cards.services import cards_imported

        cards_imported.connect(refresh_search_statistics, dispatch_uid="cards-search-statistics")
        cards_imported.connect(rebuild_after_import, dispatch_uid="cards-bulk-rebuild")
