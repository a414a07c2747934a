"""Home page and the account pages Django's auth views do not provide."""

from django import forms
from django.contrib.auth import login
from django.contrib.auth import views as auth_views
from django.contrib.auth.forms import AuthenticationForm
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.templatetags.static import static
from django.utils.http import url_has_allowed_host_and_scheme

from zxdecks.web.forms import LoginForm, SignUpForm
from zxdecks.web.login_limits import signup_record, too_many_signups_message
from zxdecks.web.selectors import home_feed


def home(request: HttpRequest) -> HttpResponse:
    """The home page: card search, recent and popular public decks, upcoming events."""
    return render(request, "home.html", {"feed": home_feed()})


def signup(request: HttpRequest) -> HttpResponse:
    """Create an account and sign the new user in."""
    if request.user.is_authenticated:
        return redirect("home")
    form = SignUpForm(request.POST or None)
    if request.method == "POST" and form.is_valid():
        wait = signup_record(request)  # only sign-ups that would create an account count
        if wait:
            form.add_error(None, forms.ValidationError(too_many_signups_message(wait), code="too_many_signups"))
            return render(request, "registration/signup.html", {"form": form}, status=429)
        user = form.save()
        login(request, user, backend="django.contrib.auth.backends.ModelBackend")
        target = request.GET.get("next", "")
        safe = url_has_allowed_host_and_scheme(
            target, allowed_hosts={request.get_host()}, require_https=request.is_secure()
        )
        return redirect(target if target and safe else "home")
    return render(request, "registration/signup.html", {"form": form})


class LoginView(auth_views.LoginView):
    """Django's login page with the brute-force limit; a refused attempt answers 429 Too Many Requests."""

    authentication_form = LoginForm

    def form_invalid(self, form: AuthenticationForm) -> HttpResponse:
        response = super().form_invalid(form)
        if form.has_error("__all__", "too_many_attempts"):
            response.status_code = 429
        return response


def favicon(request: HttpRequest) -> HttpResponse:
    """Redirect /favicon.ico to the site icon (its static name is hashed in production)."""
    return redirect(static("favicon.svg"), permanent=True)
