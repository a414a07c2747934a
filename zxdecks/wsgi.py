"""WSGI entry point for production servers (gunicorn zxdecks.wsgi); refuses to start with DEBUG or a public key.

`manage.py runserver` uses zxdecks.devserver instead, so `make run` keeps working with nothing configured.
"""

import os

from django.conf import settings
from django.core.exceptions import ImproperlyConfigured
from django.core.wsgi import get_wsgi_application

from zxdecks.env import env_bool

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "zxdecks.settings")
application = get_wsgi_application()


def unsafe_settings() -> list[str]:
    """What makes the loaded settings unfit to serve the public: DEBUG on, or a key anyone can read."""
    problems = []
    if settings.DEBUG:
        problems.append("DEBUG is on (set DEBUG=0)")
    if settings.SECRET_KEY in settings.PUBLIC_SECRET_KEYS or settings.SECRET_KEY.startswith("django-insecure-"):
        problems.append("SECRET_KEY is the public development key (set SECRET_KEY to 50+ random characters)")
    return problems


# An exception, not SystemExit: gunicorn then reports "Worker failed to boot" and stops instead of respawning.
if (problems := unsafe_settings()) and not env_bool("ALLOW_DEBUG_IN_WSGI", False):
    raise ImproperlyConfigured(
        "zxdecks.wsgi refuses to start: "
        + "; ".join(problems)
        + ". For a local check only, ALLOW_DEBUG_IN_WSGI=1 lets it start anyway; `make run` needs neither."
    )
