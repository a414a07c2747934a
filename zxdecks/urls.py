"""Top-level URL configuration."""

from django.contrib import admin
from django.contrib.auth import views as auth_views
from django.urls import include, path, register_converter

from zxdecks.converters import IdConverter
from zxdecks.web import accounts
from zxdecks.web import views as web_views

register_converter(IdConverter, "id")  # before the include()s below, whose patterns use <id:…>

urlpatterns = [
    path("", web_views.home, name="home"),
    path("accounts/signup/", web_views.signup, name="signup"),
    path("accounts/login/", web_views.LoginView.as_view(), name="login"),
    path("accounts/logout/", auth_views.LogoutView.as_view(), name="logout"),
    path("accounts/", accounts.account, name="account"),
    path("accounts/token/", accounts.account_token, name="account-token"),
    path("accounts/password/", accounts.PasswordChangeView.as_view(), name="password_change"),
    path("accounts/password/done/", auth_views.PasswordChangeDoneView.as_view(), name="password_change_done"),
    path("accounts/password/reset/", accounts.PasswordResetView.as_view(), name="password_reset"),
    path("accounts/password/reset/sent/", auth_views.PasswordResetDoneView.as_view(), name="password_reset_done"),
    path(
        "accounts/password/reset/<uidb64>/<token>/",
        accounts.PasswordResetConfirmView.as_view(),
        name="password_reset_confirm",
    ),
    path(
        "accounts/password/reset/complete/",
        auth_views.PasswordResetCompleteView.as_view(),
        name="password_reset_complete",
    ),
    path("cards/", include("cards.urls")),
    path("decks/", include("zxdecks.decks.urls")),
    path("events/", include("zxdecks.events.urls")),
    path("metagame/", include("zxdecks.meta.urls")),
    path("alerts/", include("zxdecks.alerts.urls")),
    path("api/v1/", include("zxdecks.api.urls")),
    path("i18n/", include("django.conf.urls.i18n")),
    path("admin/", admin.site.urls),
    # Browsers and bots ask for /favicon.ico whatever the page says.
    path("favicon.ico", web_views.favicon, name="favicon"),
]

handler400 = "zxdecks.web.errors.json_or_html_400"
handler404 = "zxdecks.web.errors.json_or_html_404"
handler500 = "zxdecks.web.errors.json_or_html_500"
