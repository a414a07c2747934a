"""The production entry points' start-up check: refuse DEBUG on or a published SECRET_KEY (fail closed)."""

from django.conf import settings
from django.core.exceptions import ImproperlyConfigured

from zxdecks.env import env_bool


def unsafe_settings() -> list[str]:
    """What makes the loaded settings unfit to serve the public: DEBUG on, or a key anyone can read."""
    problems = []
    if settings.DEBUG:
        problems.append("DEBUG is on (set DEBUG=0)")
    if settings.SECRET_KEY in settings.PUBLIC_SECRET_KEYS or settings.SECRET_KEY.startswith("django-insecure-"):
        problems.append("SECRET_KEY is the public development key (set SECRET_KEY to 50+ random characters)")
    return problems


def refuse_unsafe_settings(entry_point: str) -> None:
    """Raise, naming every problem, unless the settings are fit for production or ALLOW_DEBUG_IN_WSGI=1."""
    # An exception, not SystemExit: gunicorn then reports "Worker failed to boot" and stops instead of respawning.
    if (problems := unsafe_settings()) and not env_bool("ALLOW_DEBUG_IN_WSGI", False):
        raise ImproperlyConfigured(
            f"{entry_point} refuses to start: "
            + "; ".join(problems)
            + ". For a local check only, ALLOW_DEBUG_IN_WSGI=1 lets it start anyway; `make run` needs neither."
        )
