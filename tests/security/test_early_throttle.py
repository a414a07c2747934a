"""The rate-limit hit sent as an anonymous API request arrives (zxdecks.api.early_throttle, issue 33 point 8): the
same count under the same key as the throttle's own hit, taken back when no throttle used it.

The Redis tests run with CACHE_URL=redis://…; the others on any cache."""

import pytest
from django.conf import settings

import zxdecks.api.throttling
from zxdecks.api.early_throttle import early_hit
from zxdecks.ratelimit import window_clear, window_peek

on_redis = pytest.mark.skipif(
    not str(settings.CACHES["default"]["BACKEND"]).endswith(".redis.RedisCache"), reason="needs CACHE_URL=redis://…"
)
ADDRESS = "192.0.2.77"
LOOKUP_KEY = f"throttle_lookup_anon_{ADDRESS}"


@pytest.fixture
def counted(monkeypatch):
    """The hits the throttle made itself (window_hit), by key: none when it used the early hit."""
    calls: list[str] = []
    original = zxdecks.api.throttling.window_hit

    def spy(key, window_seconds, **kwargs):
        calls.append(key)
        return original(key, window_seconds, **kwargs)

    monkeypatch.setattr(zxdecks.api.throttling, "window_hit", spy)
    window_clear(LOOKUP_KEY, 60)
    yield calls
    window_clear(LOOKUP_KEY, 60)


@on_redis
@pytest.mark.django_db
def test_an_anonymous_lookup_is_counted_once_by_its_early_hit(client, demo_cards, settings, counted):
    settings.API_THROTTLING = True
    settings.API_RATES = {**settings.API_RATES, "lookup_anon": "3/min"}
    statuses = [client.get("/api/v1/cards/DM01-001/", REMOTE_ADDR=ADDRESS).status_code for _ in range(4)]
    assert statuses == [200, 200, 200, 429]
    assert window_peek(LOOKUP_KEY, 60).count == 4  # one hit a request, the refused one too, as before
    assert counted == []  # every count came from the hit sent on arrival


@on_redis
@pytest.mark.django_db
def test_a_request_refused_before_its_view_has_its_early_hit_taken_back(client, demo_cards, settings, counted):
    settings.API_THROTTLING = True
    response = client.get("/api/v1/cards/DM01-001/?q=%00", REMOTE_ADDR=ADDRESS)
    assert response.status_code == 400  # NulByteMiddleware, before the view and its throttle
    assert window_peek(LOOKUP_KEY, 60).count == 0
    assert client.get("/api/v1/cards/DM01-001/", REMOTE_ADDR=ADDRESS).status_code == 200
    assert window_peek(LOOKUP_KEY, 60).count == 1


@on_redis
@pytest.mark.django_db
def test_a_signed_in_caller_is_counted_by_user_and_not_by_address(client, demo_cards, settings, counted, user):
    from rest_framework.authtoken.models import Token

    settings.API_THROTTLING = True
    token = Token.objects.create(user=user)
    response = client.get("/api/v1/cards/DM01-001/", REMOTE_ADDR=ADDRESS, HTTP_AUTHORIZATION=f"Token {token.key}")
    assert response.status_code == 200
    assert window_peek(LOOKUP_KEY, 60).count == 0
    assert counted == [f"throttle_lookup_user_{user.pk}"]
    window_clear(counted[0], 60)


@pytest.mark.django_db
def test_no_early_hit_for_the_floor_a_signed_in_caller_or_throttling_off(rf, settings):
    settings.API_THROTTLING = True
    assert early_hit(rf.get("/api/v1/ping/", REMOTE_ADDR=ADDRESS)) is None  # no rate on the floor
    assert early_hit(rf.get("/api/v1/no-such-thing/", REMOTE_ADDR=ADDRESS)) is None
    assert early_hit(rf.get("/cards/DM01-001/", REMOTE_ADDR=ADDRESS)) is None  # pages: not the API's throttle
    signed = rf.get("/api/v1/cards/DM01-001/", REMOTE_ADDR=ADDRESS, HTTP_AUTHORIZATION="Token abc")
    assert early_hit(signed) is None
    settings.API_THROTTLING = False
    assert early_hit(rf.get("/api/v1/cards/DM01-001/", REMOTE_ADDR=ADDRESS)) is None


def test_off_redis_nothing_is_sent_early(rf, settings):
    settings.API_THROTTLING = True
    request = rf.get("/api/v1/cards/DM01-001/", REMOTE_ADDR=ADDRESS)
    if str(settings.CACHES["default"]["BACKEND"]).endswith(".redis.RedisCache"):
        pending = early_hit(request)
        assert pending is not None
        assert pending.key == LOOKUP_KEY
        pending.close()  # not used by any throttle: taken back
        assert window_peek(LOOKUP_KEY, 60).count == 0
    else:
        assert early_hit(request) is None
