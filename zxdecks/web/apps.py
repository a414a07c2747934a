from django.apps import AppConfig


class WebConfig(AppConfig):
    name = "zxdecks.web"
    label = "web"
    verbose_name = "Site pages and accounts"

    def ready(self) -> None:
        from django.contrib import admin
        from django.contrib.auth.signals import user_logged_in

        from zxdecks.web import checks  # noqa: F401  (registers the deployment checks)
        from zxdecks.web.forms import AdminLoginForm
        from zxdecks.web.login_limits import on_logged_in

        user_logged_in.connect(on_logged_in, dispatch_uid="zxdecks-logged-in")
        admin.site.login_form = AdminLoginForm
