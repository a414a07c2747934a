"""ASGI entry point for production servers; like zxdecks.wsgi, refuses to start with DEBUG or a public key."""

import os

from django.core.asgi import get_asgi_application

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "zxdecks.settings")
application = get_asgi_application()

from zxdecks.startup import refuse_unsafe_settings  # noqa: E402  (needs the settings loaded above)

refuse_unsafe_settings("zxdecks.asgi")
