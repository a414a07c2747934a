from django.apps import AppConfig


class MetaConfig(AppConfig):
    name = "zxdecks.meta"
    label = "meta"
    verbose_name = "Metagame"
