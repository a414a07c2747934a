from django.apps import AppConfig


class EventsConfig(AppConfig):
    name = "zxdecks.events"
    label = "events"
    verbose_name = "Tournaments"

    def ready(self) -> None:
        from zxdecks.events import checks  # noqa: F401  (registers the deployment checks)
