from django.apps import AppConfig


class MetaConfig(AppConfig):
    name = "zxdecks.meta"
    label = "meta"
    verbose_name = "Metagame"

    def ready(self) -> None:
        from django.db.models.signals import post_save

        from zxdecks.decks.models import Deck, DeckVersion
        from zxdecks.events.models import Event, Registration
        from zxdecks.meta.tasks import refresh_soon

        for sender in (Deck, DeckVersion, Event, Registration):
            post_save.connect(refresh_soon, sender=sender, dispatch_uid=f"meta-refresh-{sender.__name__}")
