"""Settings, all read from the environment; the defaults run a development site with zero configuration."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import dj_database_url
import django_stubs_ext
from django.core.exceptions import ImproperlyConfigured
from django.utils.translation import gettext_lazy as _

from zxdecks.env import email_settings, env_bool, env_int, env_list, env_str, env_url_template
from zxdecks.tasks.config import tasks_settings

# Lets generic Django classes be subscripted at run time, as the type stubs describe them.
django_stubs_ext.monkeypatch()

BASE_DIR = Path(__file__).resolve().parent.parent
VAR_DIR = Path(env_str("VAR_DIR", str(BASE_DIR / "var")))

DEBUG = env_bool("DEBUG", True)

# Development only: a fixed key keeps sessions valid across restarts of the dev server. It is public (it is in
# this file), so the production entry point (zxdecks.wsgi) refuses to start with it, as it does with DEBUG on.
DEVELOPMENT_SECRET_KEY = "dev-only-insecure-key-zxdecks"  # noqa: S105
# Keys that have been published in this repository; none of them may sign a production session.
PUBLIC_SECRET_KEYS = frozenset({DEVELOPMENT_SECRET_KEY, "local-prod-check-key-not-secret"})
SECRET_KEY = env_str("SECRET_KEY", "")
if not SECRET_KEY:
    if not DEBUG and not env_bool("ALLOW_DEBUG_IN_WSGI", False):
        raise ImproperlyConfigured(
            "SECRET_KEY must be set when DEBUG is off. Generate one with "
            "python -c 'import secrets; print(secrets.token_urlsafe(50))'; for a local check only, "
            "ALLOW_DEBUG_IN_WSGI=1 accepts the public development key."
        )
    SECRET_KEY = DEVELOPMENT_SECRET_KEY

ALLOWED_HOSTS = env_list("ALLOWED_HOSTS", ["127.0.0.1", "localhost", "testserver"] if DEBUG else [])
CSRF_TRUSTED_ORIGINS = env_list("CSRF_TRUSTED_ORIGINS", [])
SITE_URL = env_str("SITE_URL", "http://127.0.0.1:8000")

INSTALLED_APPS = [
    "django.contrib.admin",
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "whitenoise.runserver_nostatic",
    "django.contrib.staticfiles",
    "django.contrib.humanize",
    "corsheaders",
    "rest_framework",
    "rest_framework.authtoken",
    "django_filters",
    "drf_spectacular",
    "drf_spectacular_sidecar",  # Swagger UI served from the site: no page loads a script from another host
    "django_htmx",
    "django_tasks",
    "django_tasks_db",  # the database task backend's table and its admin (task results, with why a task failed)
    "cards",
    "zxdecks.web",
    "zxdecks.decks",
    "zxdecks.events",
    "zxdecks.meta",
    "zxdecks.api",
    "zxdecks.alerts",
]

MIDDLEWARE = [
    "zxdecks.web.middleware.HealthCheckMiddleware",  # first: answers /healthz before host checks and redirects
    "django.middleware.security.SecurityMiddleware",
    "zxdecks.web.middleware.SecurityHeadersMiddleware",
    "corsheaders.middleware.CorsMiddleware",
    "whitenoise.middleware.WhiteNoiseMiddleware",
    "zxdecks.web.middleware.PrivateByDefaultMiddleware",  # after static files: they are public
    "django.contrib.sessions.middleware.SessionMiddleware",
    "django.middleware.locale.LocaleMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.http.ConditionalGetMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    "django.contrib.messages.middleware.MessageMiddleware",
    # Before any view reads the path or the query: NUL there is a 404 / 400, never a PostgreSQL error.
    "zxdecks.web.middleware.NulByteMiddleware",
    "django.middleware.clickjacking.XFrameOptionsMiddleware",
    "django_htmx.middleware.HtmxMiddleware",
    "zxdecks.web.middleware.DatabaseUnavailableMiddleware",
]

ROOT_URLCONF = "zxdecks.urls"
# runserver's application; production servers load zxdecks.wsgi, which refuses DEBUG and the development key.
WSGI_APPLICATION = "zxdecks.devserver.application"

TEMPLATES = [
    {
        "BACKEND": "django.template.backends.django.DjangoTemplates",
        "DIRS": [BASE_DIR / "templates"],
        "APP_DIRS": True,
        "OPTIONS": {
            "context_processors": [
                "django.template.context_processors.request",
                "django.template.context_processors.i18n",
                "django.contrib.auth.context_processors.auth",
                "django.contrib.messages.context_processors.messages",
            ],
        },
    },
]

DATABASE_URL = env_str("DATABASE_URL", f"sqlite:///{VAR_DIR / 'zxdecks.sqlite3'}")
try:
    # Persistent connections in production save a connection set-up per request; with PgBouncer in transaction
    # pooling set DB_CONN_MAX_AGE=0 (docs/deploy.md).
    DATABASES = {
        "default": dj_database_url.parse(
            DATABASE_URL, conn_max_age=env_int("DB_CONN_MAX_AGE", 0 if DEBUG else 60), conn_health_checks=True
        )
    }
except ValueError as exc:
    raise ImproperlyConfigured(f"DATABASE_URL is not a database URL: {exc}") from None
if DATABASES["default"]["ENGINE"] == "django.db.backends.sqlite3":
    VAR_DIR.mkdir(parents=True, exist_ok=True)
    # WAL lets the dev server read while an import writes; the timeout waits out short write locks.
    DATABASES["default"]["OPTIONS"] = {"timeout": 20, "init_command": "PRAGMA journal_mode=WAL;"}
elif DATABASES["default"]["ENGINE"] == "django.db.backends.postgresql":
    # PostgreSQL stops any statement running longer than this (the request then answers 503), so one expensive
    # query cannot hold a worker and the database. 0 turns it off, e.g. for a long migration or import:
    # DB_STATEMENT_TIMEOUT_MS=0 python manage.py migrate.
    DB_STATEMENT_TIMEOUT_MS = env_int("DB_STATEMENT_TIMEOUT_MS", 5000)
    if DB_STATEMENT_TIMEOUT_MS < 0:
        raise ImproperlyConfigured(f"DB_STATEMENT_TIMEOUT_MS={DB_STATEMENT_TIMEOUT_MS} must be 0 or more.")
    DATABASES["default"].setdefault("OPTIONS", {})["options"] = f"-c statement_timeout={DB_STATEMENT_TIMEOUT_MS}"

# A card search (the card page, the editor, the API) that the database cannot answer in this time is refused with
# 400 and asked to be narrowed (issue 15: every search answers in 200 ms or is refused). 0 turns the limit off.
SEARCH_TIME_LIMIT_MS = env_int("SEARCH_TIME_LIMIT_MS", 100)
if SEARCH_TIME_LIMIT_MS < 0:
    raise ImproperlyConfigured(f"SEARCH_TIME_LIMIT_MS={SEARCH_TIME_LIMIT_MS} must be 0 or more.")
# The limit of a search of words, names and parameters only (no negation, no `or`, no illustrator or player name):
# its work is bounded by its indexes and counts (issue 31.1: a word is never refused), so only a stalled database
# reaches this.
SEARCH_WORD_TIME_LIMIT_MS = env_int("SEARCH_WORD_TIME_LIMIT_MS", 2000)
if SEARCH_WORD_TIME_LIMIT_MS < 0:
    raise ImproperlyConfigured(f"SEARCH_WORD_TIME_LIMIT_MS={SEARCH_WORD_TIME_LIMIT_MS} must be 0 or more.")

# The CPU priority (nice value, 0–19) import_cards and build_bulk_file lower themselves to (cards.batch): a batch job
# shares the host's cores with the web workers, and at the default priority an import doubled the slowest card
# lookups served during a one-card import (issue 16). 0 keeps the priority the command was started with.
IMPORT_NICENESS = env_int("IMPORT_NICENESS", 10)
if not 0 <= IMPORT_NICENESS <= 19:
    raise ImproperlyConfigured(f"IMPORT_NICENESS={IMPORT_NICENESS} must be between 0 and 19.")

# Background work (the bulk file, deck images, mail) runs on Django's Tasks framework (docs/deploy.md).
# TASKS_URL: database:// (the default: a table in this database, run by `manage.py tasks_worker`, which `make run`
# starts beside the site), redis://host:port/db for RQ in production (N workers on N machines), or immediate://
# (each task runs inside the call that enqueues it; the tests use it).
TASKS_URL = env_str("TASKS_URL", "database://")
# A task still running after this many seconds is stopped by RQ; on the database backend a task left "running" this
# long by a worker on another machine is taken to be abandoned (that machine died) and queued again.
TASKS_LEASE_SECONDS = env_int("TASKS_LEASE_SECONDS", 3600)
if TASKS_LEASE_SECONDS < 60:
    raise ImproperlyConfigured(f"TASKS_LEASE_SECONDS={TASKS_LEASE_SECONDS} must be 60 or more.")
_tasks = tasks_settings(TASKS_URL, job_timeout=TASKS_LEASE_SECONDS)
TASKS: dict[str, dict[str, Any]] = _tasks["TASKS"]
RQ_QUEUES: dict[str, dict[str, Any]] = _tasks["RQ_QUEUES"]
if RQ_QUEUES:
    INSTALLED_APPS += ["django_rq", "django_tasks_rq"]

CACHE_URL = env_str("CACHE_URL", "locmem://")
CACHES: dict[str, dict[str, Any]]
if CACHE_URL.startswith(("redis://", "rediss://")):
    # Django's own Redis backend (on redis-py): the site needs get/set/incr and sessions, nothing django-redis adds.
    CACHES = {"default": {"BACKEND": "django.core.cache.backends.redis.RedisCache", "LOCATION": CACHE_URL}}
    SESSION_ENGINE = "django.contrib.sessions.backends.cached_db"
elif CACHE_URL.startswith("locmem://"):
    # Per process; card entries (cards.catalog) share it with the limits' counters, so it holds more than the
    # default 300 keys (bounded all the same: a few tens of MB at most).
    CACHES = {
        "default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache", "OPTIONS": {"MAX_ENTRIES": 10_000}}
    }
elif CACHE_URL.startswith("dummy://"):
    CACHES = {"default": {"BACKEND": "django.core.cache.backends.dummy.DummyCache"}}
else:
    raise ImproperlyConfigured(
        f"CACHE_URL={CACHE_URL!r} is not supported; use locmem://, dummy:// or redis://host:port/db."
    )

# How often (seconds) a process checks whether card data changed (cards.catalog): lookups serve the old version's
# entries for at most this long after an import.
CARD_CACHE_SECONDS = env_int("CARD_CACHE_SECONDS", 2)
# How long a card's entry stays in the shared cache; entries of older versions are never read again and expire.
CARD_CACHE_TIMEOUT = env_int("CARD_CACHE_TIMEOUT", 24 * 3600)
# A card search's page and total stay in the shared cache this long (under the card data version); 0 = not kept.
SEARCH_CACHE_SECONDS = env_int("SEARCH_CACHE_SECONDS", 600)
# A deck's current card rows (the deck API's "cards") stay in the shared cache this long under the deck's version
# and the card data version; 0 = read from the database for every response.
DECK_ROWS_CACHE_SECONDS = env_int("DECK_ROWS_CACHE_SECONDS", 3600)
# Engine facts and name entries each process keeps in front of the shared cache (a bounded LRU, not the pool).
CARD_LOCAL_CACHE_SIZE = env_int("CARD_LOCAL_CACHE_SIZE", 2000)

AUTH_PASSWORD_VALIDATORS = [
    {"NAME": "django.contrib.auth.password_validation.UserAttributeSimilarityValidator"},
    {"NAME": "django.contrib.auth.password_validation.MinimumLengthValidator"},
    {"NAME": "django.contrib.auth.password_validation.CommonPasswordValidator"},
    {"NAME": "django.contrib.auth.password_validation.NumericPasswordValidator"},
]
# The limit is checked before any password: LoginLimitBackend refuses while an account or address is over it.
AUTHENTICATION_BACKENDS = [
    "zxdecks.web.login_limits.LoginLimitBackend",
    "django.contrib.auth.backends.ModelBackend",
]
# Failed logins allowed per account and per client address in each window (web, admin and POST /api/v1/token/).
LOGIN_FAILURES_PER_ACCOUNT = env_int("LOGIN_FAILURES_PER_ACCOUNT", 5)
LOGIN_FAILURES_PER_ADDRESS = env_int("LOGIN_FAILURES_PER_ADDRESS", 20)
LOGIN_FAILURE_WINDOW_SECONDS = env_int("LOGIN_FAILURE_WINDOW_SECONDS", 15 * 60)
# Accounts one client address may create in each window; more sign-ups answer 429 (each new account would otherwise
# be a fresh target for the login limits, and a fresh reset mail).
SIGNUPS_PER_ADDRESS = env_int("SIGNUPS_PER_ADDRESS", 5)
SIGNUP_WINDOW_SECONDS = env_int("SIGNUP_WINDOW_SECONDS", 3600)
# Password-reset requests answered per hour, per client address and per e-mail address (the rest get no mail).
PASSWORD_RESETS_PER_HOUR = env_int("PASSWORD_RESETS_PER_HOUR", 5)
LOGIN_URL = "login"
LOGIN_REDIRECT_URL = "home"
LOGOUT_REDIRECT_URL = "home"

# Outgoing mail (password reset): EMAIL_URL=smtp+tls://user:password@smtp.example:587; by default mails are
# printed to the console. A reset mail holds a login link, so production sets EMAIL_URL (check --deploy warns).
EMAIL_URL = env_str("EMAIL_URL", "console://")
_email = email_settings(EMAIL_URL)
EMAIL_BACKEND: str = _email["EMAIL_BACKEND"]
EMAIL_HOST: str = _email.get("EMAIL_HOST", "localhost")
EMAIL_PORT: int = _email.get("EMAIL_PORT", 25)
EMAIL_HOST_USER: str = _email.get("EMAIL_HOST_USER", "")
EMAIL_HOST_PASSWORD: str = _email.get("EMAIL_HOST_PASSWORD", "")
EMAIL_USE_TLS: bool = _email.get("EMAIL_USE_TLS", False)
EMAIL_USE_SSL: bool = _email.get("EMAIL_USE_SSL", False)
DEFAULT_FROM_EMAIL = env_str("DEFAULT_FROM_EMAIL", "zxdecks <noreply@localhost>")
SERVER_EMAIL = DEFAULT_FROM_EMAIL
EMAIL_TIMEOUT = 10

LANGUAGE_CODE = "ja"
LANGUAGES = [("ja", _("Japanese")), ("en", _("English"))]
LOCALE_PATHS = [BASE_DIR / "locale"]
TIME_ZONE = env_str("TIME_ZONE", "Asia/Tokyo")
USE_I18N = True
USE_TZ = True

STATIC_URL = "static/"
STATICFILES_DIRS = [BASE_DIR / "static"]
STATIC_ROOT = Path(env_str("STATIC_ROOT", str(VAR_DIR / "staticfiles")))
MEDIA_URL = "media/"
MEDIA_ROOT = Path(env_str("MEDIA_ROOT", str(VAR_DIR / "media")))
CARD_IMAGE_URL = env_url_template("CARD_IMAGE_URL")  # e.g. https://img.example/{number}.png; uploaded images win
# whitenoise warns on every request when its root is missing, so make sure it exists.
STATIC_ROOT.mkdir(parents=True, exist_ok=True)
STORAGES = {
    "default": {"BACKEND": "django.core.files.storage.FileSystemStorage"},
    "staticfiles": {
        "BACKEND": "whitenoise.storage.CompressedManifestStaticFilesStorage"
        if not DEBUG
        else "django.contrib.staticfiles.storage.StaticFilesStorage"
    },
}

DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"

# HTTPS: every default below is the safe one when DEBUG is off; each can be turned down from the environment
# (for example SECURE_SSL_REDIRECT=0 for `make serve-prod` over plain HTTP on a developer machine).
SECURE_PROXY_SSL_HEADER = ("HTTP_X_FORWARDED_PROTO", "https") if env_bool("BEHIND_TLS_PROXY", False) else None
SECURE_SSL_REDIRECT = env_bool("SECURE_SSL_REDIRECT", not DEBUG)
SECURE_HSTS_SECONDS = env_int("SECURE_HSTS_SECONDS", 0 if DEBUG else 365 * 24 * 3600)
SECURE_HSTS_INCLUDE_SUBDOMAINS = env_bool("SECURE_HSTS_INCLUDE_SUBDOMAINS", not DEBUG)
SECURE_HSTS_PRELOAD = env_bool("SECURE_HSTS_PRELOAD", not DEBUG)
SESSION_COOKIE_SECURE = CSRF_COOKIE_SECURE = LANGUAGE_COOKIE_SECURE = env_bool("SECURE_COOKIES", not DEBUG)
LANGUAGE_COOKIE_HTTPONLY = True
X_FRAME_OPTIONS = "DENY"
# Content-Security-Policy (zxdecks.web.middleware): the site's own scripts and styles only, no inline code.
CSP_ENABLED = env_bool("CSP_ENABLED", True)
CSP_REPORT_URI = env_str("CSP_REPORT_URI", "")
CSP_SWAGGER_PATH = "/api/v1/docs/"

REST_FRAMEWORK = {
    "DEFAULT_SCHEMA_CLASS": "drf_spectacular.openapi.AutoSchema",
    "EXCEPTION_HANDLER": "zxdecks.api.errors.api_exception_handler",
    "DEFAULT_RENDERER_CLASSES": [
        "rest_framework.renderers.JSONRenderer",
        "rest_framework.renderers.BrowsableAPIRenderer",
    ],
    # DRF's JSON parser, with JSON nested too deeply for Python's reader answered as a 400 instead of a 500.
    "DEFAULT_PARSER_CLASSES": ["zxdecks.api.parsers.SafeJSONParser"],
    "URL_FORMAT_OVERRIDE": None,  # ?format= is the export format of decks/{id}/export, not a renderer choice
    "DEFAULT_AUTHENTICATION_CLASSES": [
        "rest_framework.authentication.TokenAuthentication",
        "rest_framework.authentication.SessionAuthentication",
    ],
    "DEFAULT_THROTTLE_CLASSES": ["zxdecks.api.throttling.ScopedThrottle"],
}
# How many reverse proxies in front of the app append to X-Forwarded-For. 0: the header is ignored and the client
# is REMOTE_ADDR (anyone can write the header, so trusting it lets a client pick a new address per request).
NUM_PROXIES = env_int("NUM_PROXIES", 0)
if NUM_PROXIES < 0:
    raise ImproperlyConfigured(f"NUM_PROXIES={NUM_PROXIES} must be 0 or more.")
# Per-endpoint rates (anonymous by client IP, signed-in by user): search is stricter than lookups.
API_THROTTLING = env_bool("API_THROTTLING", True)
# Each worker lets a client's hits through in blocks of up to this many before adding them to the shared counter
# (zxdecks.ratelimit_blocks): a client gets at most its rate + workers × (API_RATE_BLOCK − 1) a window; 1 = every hit
# counted in the shared cache as it comes (one Redis round trip a rate-limited request).
API_RATE_BLOCK = env_int("API_RATE_BLOCK", 4)
# How many (client, window) entries a worker keeps for that; beyond it a new client is counted hit by hit.
API_RATE_LOCAL_KEYS = env_int("API_RATE_LOCAL_KEYS", 10_000)
if API_RATE_BLOCK < 1 or API_RATE_LOCAL_KEYS < 1:
    raise ImproperlyConfigured("API_RATE_BLOCK and API_RATE_LOCAL_KEYS must be 1 or more.")
API_RATES = {
    "search_anon": "60/min",
    "search_user": "180/min",
    "lookup_anon": "300/min",
    "lookup_user": "900/min",
    "ping_anon": "300/min",  # the rate-limited floor (/api/v1/ping/limited/), as a lookup's
    "ping_user": "900/min",
    "validate_anon": "60/min",
    "validate_user": "240/min",
    "decks_anon": "120/min",
    "decks_user": "600/min",
    "bulk_anon": "20/hour",
    "bulk_user": "60/hour",
    # Goldfish simulations (the API and the page's odds part count together): each costs up to its work budget.
    "simulate_anon": "20/min",
    "simulate_user": "60/min",
}
# The simulated turns one goldfish request may ask for (zxdecks.decks.services.goldfish.question_work: ~25 µs of CPU
# a unit on real decks): 20,000 (~0.5 s) covers the page's default question (1,000 games, 5 turns and the kill turn:
# 16,000); larger questions are for signed-in players.
GOLDFISH_WORK_ANON = env_int("GOLDFISH_WORK_ANON", 20_000)
GOLDFISH_WORK_USER = env_int("GOLDFISH_WORK_USER", 60_000)
# A signed-in player's question above GOLDFISH_WORK_USER and within this runs as a background task (~25 s of CPU).
GOLDFISH_WORK_BACKGROUND = env_int("GOLDFISH_WORK_BACKGROUND", 1_000_000)
# A comparison is priced in games, not in the odds' work: it plays both lists going first and second (~52 simulated
# turns a game at the default horizon, 5.2M for 100,000 games, a few minutes of one worker). Within the request's
# work budget it answers at once; above it, a signed-in player's comparison of up to this many games runs as a
# background job, and a larger one is refused naming this limit.
GOLDFISH_COMPARE_GAMES_BACKGROUND = env_int("GOLDFISH_COMPARE_GAMES_BACKGROUND", 100_000)
if GOLDFISH_COMPARE_GAMES_BACKGROUND < 1:
    raise ImproperlyConfigured(
        f"GOLDFISH_COMPARE_GAMES_BACKGROUND={GOLDFISH_COMPARE_GAMES_BACKGROUND} must be 1 or more."
    )
# Seconds between a change of a deck or an event and the metagame task it queues (one at a time).
METAGAME_REFRESH_SECONDS = env_int("METAGAME_REFRESH_SECONDS", 600)
if METAGAME_REFRESH_SECONDS < 1:
    raise ImproperlyConfigured(f"METAGAME_REFRESH_SECONDS={METAGAME_REFRESH_SECONDS} must be 1 or more.")
# Simulations running at once across the site's workers (slots on the shared cache): one fewer than the web
# workers, so one worker always answers other pages while clients loop on simulations. Above it: 503 + Retry-After.
SIMULATION_SLOTS = env_int("SIMULATION_SLOTS", max(1, env_int("WEB_CONCURRENCY", 2) - 1))
if SIMULATION_SLOTS < 1:
    raise ImproperlyConfigured(f"SIMULATION_SLOTS={SIMULATION_SLOTS} must be 1 or more.")
if not 0 < GOLDFISH_WORK_ANON <= GOLDFISH_WORK_USER <= GOLDFISH_WORK_BACKGROUND:
    raise ImproperlyConfigured(
        f"GOLDFISH_WORK_ANON={GOLDFISH_WORK_ANON} must be above 0 and at most GOLDFISH_WORK_USER={GOLDFISH_WORK_USER},"
        f" which must be at most GOLDFISH_WORK_BACKGROUND={GOLDFISH_WORK_BACKGROUND}."
    )
# Read-only cross-origin access to the API (deck tools and bots in the browser); writes stay same-origin.
CORS_URLS_REGEX = r"^/api/.*$"
CORS_ALLOW_ALL_ORIGINS = True
CORS_ALLOW_METHODS = ("GET", "HEAD", "OPTIONS")
SPECTACULAR_SETTINGS = {
    "TITLE": "zxdecks API",
    "DESCRIPTION": (
        "Z/X card database, deck validation and deck management. Lists are {object: list, data, has_more, "
        "next_page, total}; errors are {object: error, status, code, details, type, warnings}. "
        "Search syntax: docs/search-syntax.md. Authenticate with a session or `Authorization: Token <key>` "
        "(POST /api/v1/token/ with username and password)."
    ),
    "VERSION": "1.0.0",
    "COMPONENT_SPLIT_REQUEST": True,
    "SWAGGER_UI_DIST": "SIDECAR",
    "SWAGGER_UI_FAVICON_HREF": "SIDECAR",
    "REDOC_DIST": "SIDECAR",
    "POSTPROCESSING_HOOKS": [
        "drf_spectacular.hooks.postprocess_schema_enums",  # the default hook, kept
        "zxdecks.api.schema_hooks.blank_alternative_as_any_of",
        "zxdecks.api.schema_hooks.uri_too_long_documented",
    ],
    # Cards belong to a game (zx, d0); decks and events to a game and format (zx, d0, d0-limited).
    "ENUM_NAME_OVERRIDES": {
        "DeckGameEnum": ["zx", "d0", "d0-limited"],
        "CardGameEnum": ["zx", "d0"],
        # A regulation entry's status (a designation or its lift) and a card's status today (a designation).
        "RegulationEntryStatusEnum": ["sealed", "legend", "lifted"],
        "RegulationStatusEnum": ["sealed", "legend"],
    },
}

LOGGING = {
    "version": 1,
    "disable_existing_loggers": False,
    "handlers": {"console": {"class": "logging.StreamHandler"}},
    "root": {"handlers": ["console"], "level": env_str("LOG_LEVEL", "INFO")},
}

# Real card data for tests and benchmarks lives beside the repo and is never committed.
SHARED_DATA_DIR = Path(env_str("SHARED_DATA_DIR", str(BASE_DIR.parent / "shared" / "data")))
