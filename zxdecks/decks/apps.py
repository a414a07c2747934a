from django.apps import AppConfig


class DecksConfig(AppConfig):
    name = "zxdecks.decks"
    label = "decks"
    verbose_name = "Decks"

    def ready(self) -> None:
        from django.db.models.signals import post_save

        from zxdecks.decks.models import DeckVersion
        from zxdecks.decks.tasks import queue_image_of_saved_version

        post_save.connect(queue_image_of_saved_version, sender=DeckVersion, dispatch_uid="decks-draw-image")
