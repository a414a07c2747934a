from django.apps import AppConfig


class WebConfig(AppConfig):
    name = "zxdecks.web"
    label = "web"
    verbose_name = "Site pages and accounts"
