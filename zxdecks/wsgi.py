"""WSGI entry point for production servers (gunicorn zxdecks.wsgi); refuses to start with DEBUG or a public key.

`manage.py runserver` uses zxdecks.devserver instead, so `make run` keeps working with nothing configured.
"""

import os

from django.core.wsgi import get_wsgi_application

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "zxdecks.settings")
application = get_wsgi_application()

from zxdecks.startup import refuse_unsafe_settings  # noqa: E402  (needs the settings loaded above)

refuse_unsafe_settings("zxdecks.wsgi")
