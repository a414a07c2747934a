from django.apps import AppConfig


class EventsConfig(AppConfig):
    name = "zxdecks.events"
    label = "events"
    verbose_name = "Tournaments"
