"""WSGI application without the production checks: `manage.py runserver` (WSGI_APPLICATION) and in-process tests."""

import os

from django.core.wsgi import get_wsgi_application

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "zxdecks.settings")
application = get_wsgi_application()
