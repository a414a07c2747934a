from django.apps import AppConfig


class WebConfig(AppConfig):
    name = "zxdecks.web"
    label = "web"
    verbose_name = "Site pages and accounts"

    def ready(self) -> None:
        from django.contrib import admin
        from django.contrib.auth.models import User
        from django.contrib.auth.signals import user_logged_in
        from django.db.models.signals import post_save, pre_save

        from zxdecks.web import checks  # noqa: F401  (registers the deployment checks)
        from zxdecks.web.forms import AdminLoginForm
        from zxdecks.web.login_limits import on_logged_in
        from zxdecks.web.signals import on_user_post_save, on_user_pre_save

        user_logged_in.connect(on_logged_in, dispatch_uid="zxdecks-logged-in")
        # Every password change, whatever the path, replaces the API token (zxdecks.web.signals).
        pre_save.connect(on_user_pre_save, sender=User, dispatch_uid="zxdecks-password-pre-save")
        post_save.connect(on_user_post_save, sender=User, dispatch_uid="zxdecks-password-post-save")
        admin.site.login_form = AdminLoginForm
