from django.apps import AppConfig


class DecksConfig(AppConfig):
    name = "zxdecks.decks"
    label = "decks"
    verbose_name = "Decks"

    def ready(self) -> None:
        from django.db.models.signals import post_delete, post_save, pre_delete

        from cards.models import Card
        from cards.services.importing import cards_renamed
        from zxdecks.decks.models import DeckVersion
        from zxdecks.decks.services import card_rows
        from zxdecks.decks.tasks import queue_image_of_saved_version

        post_save.connect(queue_image_of_saved_version, sender=DeckVersion, dispatch_uid="decks-draw-image")
        # The decks' stored card rows follow their cards' names and numbers (services.card_rows).
        post_save.connect(card_rows.card_saved, sender=Card, dispatch_uid="decks-card-rows-save")
        pre_delete.connect(card_rows.card_deleting, sender=Card, dispatch_uid="decks-card-rows-deleting")
        post_delete.connect(card_rows.card_deleted, sender=Card, dispatch_uid="decks-card-rows-deleted")
        cards_renamed.connect(card_rows.cards_renamed, dispatch_uid="decks-card-rows-renamed")
