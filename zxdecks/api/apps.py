from django.apps import AppConfig


class ApiConfig(AppConfig):
    name = "zxdecks.api"
    label = "api"
    verbose_name = "REST API"
