"""WSGI entry point for production servers (gunicorn zxdecks.wsgi); refuses to start with DEBUG or a public key.

`manage.py runserver` uses zxdecks.devserver instead, so `make run` keeps working with nothing configured.
"""

import os

from django.core.wsgi import get_wsgi_application

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "zxdecks.settings")
application = get_wsgi_application()

from django.conf import settings  # noqa: E402

from zxdecks.startup import refuse_unsafe_settings  # noqa: E402  (needs the settings loaded above)

refuse_unsafe_settings("zxdecks.wsgi")


def _warm_up() -> None:
    """Import every view (the URLconf), compile every URL pattern for reverse() in each language, and load the
    translations now, in start-up, not in a worker's first request (most of a second otherwise: the first card
    lookup after a worker starts would be far slower than the next)."""
    from django.urls import get_resolver
    from django.urls.resolvers import URLResolver
    from django.utils import translation

    def populate(resolver: URLResolver) -> None:
        resolver.reverse_dict  # noqa: B018 - the property compiles this level's patterns
        for _prefix, sub in resolver.namespace_dict.values():
            populate(sub)

    resolver = get_resolver()
    for language, _name in settings.LANGUAGES:
        with translation.override(language):
            populate(resolver)


_warm_up()
