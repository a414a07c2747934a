"""Home page and the account pages Django's auth views do not provide."""

from django.contrib.auth import login
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render

from zxdecks.web.forms import SignUpForm


def home(request: HttpRequest) -> HttpResponse:
    """Render the home page."""
    return render(request, "home.html")


def signup(request: HttpRequest) -> HttpResponse:
    """Create an account and sign the new user in."""
    if request.user.is_authenticated:
        return redirect("home")
    form = SignUpForm(request.POST or None)
    if request.method == "POST" and form.is_valid():
        user = form.save()
        login(request, user, backend="django.contrib.auth.backends.ModelBackend")
        return redirect(request.GET.get("next") or "home")
    return render(request, "registration/signup.html", {"form": form})
