from django.apps import AppConfig


class CardsConfig(AppConfig):
    name = "cards"
    verbose_name = "Card database"

    def ready(self) -> None:
        from cards import catalog  # noqa: F401 - connects the cache-invalidation signals
