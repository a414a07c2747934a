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


def _warm_host() -> str:
    """A host name the settings accept, for the warm-up's own requests."""
    for host in settings.ALLOWED_HOSTS:
        if host != "*":
            return host.lstrip(".") or "localhost"
    return "localhost"


# How often the warm-up serves its paths missing every cache: CPython specializes a function's bytecode only after
# it has run a number of times. With one round the first visitor's miss took 3.3-4.1 ms at 86k cards, with 16 it
# took 2.8 ms, what later misses cost (2.4-2.6 ms).
WARM_UP_ROUNDS = 16


def warm_worker() -> None:
    """Serve a card lookup and a card search through the whole request path (middleware included), missing every
    cache WARM_UP_ROUNDS times and once filling them, inside a new worker before its first request (gunicorn's
    post_worker_init): the lazy imports, the database connection, the card cache, the regulation index and the API
    views are then ready, so the first visitor's lookup costs what the next one does.
    A database that is down is logged, never fatal: the worker still starts and /healthz reports it.
    Last, the objects made so far are frozen out of the garbage collector's reach (gc.freeze), and the paths are
    served once more after that."""
    import gc
    import logging

    from django.db import DatabaseError
    from django.test import Client
    from django.utils import timezone

    from cards.catalog import catalog
    from cards.models import Card

    client = Client(HTTP_HOST=_warm_host())
    paths: tuple[str, ...] = ()

    def serve_missing(rounds: int) -> None:
        # Missing every cache: another worker may have filled the shared cache, and the first miss in a worker
        # costs twice the next one (the queries compiled, the serializers and regulation index first used).
        with catalog.missing():
            for _ in range(rounds):
                for path in paths:
                    client.get(path, secure=True)

    try:
        number = Card.objects.order_by("pk").values_list("collector_number", flat=True).first()
        if number is None:
            return
        paths = (f"/api/v1/cards/{number}/", f"/api/v1/cards/?q={number}", f"/cards/?q={number}")
        serve_missing(WARM_UP_ROUNDS)
        for path in paths:  # and once filling the caches, for the visitor who asks for the same card
            client.get(path, secure=True)
        # Today's designated cards (what a search by regulation reads), kept in this worker: no request above asks
        # for them, and inside catalog.missing() nothing is kept. (The regulation index every card object miss
        # reads was kept by the first lookup above: it lives in this process, outside the caches missing() skips.)
        catalog.regulated_ids(timezone.localdate())
    except DatabaseError:
        logging.getLogger(__name__).warning("worker warm-up skipped: the database did not answer", exc_info=True)
        paths = ()
    finally:
        # A full collection walks every tracked object: the ~100k of Django, the apps and the warmed caches cost
        # ~100 ms per pass on this hardware, which landed inside random requests (a 207 ms card search whose SQL
        # took 11 ms). They live as long as the worker, so the collector need not look at them again.
        gc.collect()
        gc.freeze()
    # The first request after the collection paid ~1.5 ms more than the next one, however many rounds ran before
    # (4.2-4.7 against 2.8 ms for a card object miss at 86k cards): that one is served here.
    try:
        serve_missing(1)
    except DatabaseError:
        logging.getLogger(__name__).warning("worker warm-up cut short: the database did not answer", exc_info=True)
