from django.apps import AppConfig


class DecksConfig(AppConfig):
    name = "zxdecks.decks"
    label = "decks"
    verbose_name = "Decks"
