from django.apps import AppConfig


class AlertsConfig(AppConfig):
    name = "zxdecks.alerts"
    label = "alerts"
    verbose_name = "Alerts"

    def ready(self) -> None:
        from zxdecks.alerts import receivers

        receivers.connect()
