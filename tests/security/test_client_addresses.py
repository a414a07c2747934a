"""Limits count a client once however its address is written, and an IPv6 client by its /64 (issue 30.13)."""

import pytest
from django.urls import reverse

from zxdecks.ratelimit import client_ip

pytestmark = pytest.mark.django_db

ONE_V6 = ["2001:db8::1", "2001:DB8::1", "2001:0db8:0000:0000:0000:0000:0000:0001", "[2001:db8::1]", "2001:db8:0::1"]
ONE_V4 = ["203.0.113.7", "::ffff:203.0.113.7", "203.0.113.7:51234", " 203.0.113.7 ", "[::ffff:203.0.113.7]:443"]


@pytest.mark.parametrize(("spellings", "key"), [(ONE_V6, "2001:db8::/64"), (ONE_V4, "203.0.113.7")])
def test_one_address_written_five_ways_is_one_client(rf, settings, spellings, key):
    settings.NUM_PROXIES = 1
    keys = {
        client_ip(rf.get("/", HTTP_X_FORWARDED_FOR=f"198.51.100.1, {a}", REMOTE_ADDR="10.0.0.1")) for a in spellings
    }
    assert keys == {key}


def test_an_ipv6_client_is_counted_by_its_slash_64(rf, settings):
    settings.NUM_PROXIES = 0
    assert client_ip(rf.get("/", REMOTE_ADDR="2001:db8:1:2:aaaa:bbbb:cccc:dddd")) == "2001:db8:1:2::/64"
    assert client_ip(rf.get("/", REMOTE_ADDR="2001:db8:1:3::1")) == "2001:db8:1:3::/64"
    assert client_ip(rf.get("/", REMOTE_ADDR="fe80::1%eth0")) == "fe80::/64"


def test_what_is_no_address_is_counted_as_written_but_bounded(rf, settings):
    settings.NUM_PROXIES = 1
    assert client_ip(rf.get("/", HTTP_X_FORWARDED_FOR="unknown", REMOTE_ADDR="10.0.0.1")) == "unknown"
    assert client_ip(rf.get("/", HTTP_X_FORWARDED_FOR="x" * 500, REMOTE_ADDR="10.0.0.1")) == "x" * 64


def test_forty_failed_logins_from_forty_addresses_of_one_slash_64_lock_it(client, settings, user):
    settings.NUM_PROXIES = 1
    settings.LOGIN_FAILURES_PER_ADDRESS = 20
    statuses = [
        client.post(
            reverse("login"), {"username": f"guess{i}", "password": "wrong"},
            HTTP_X_FORWARDED_FOR=f"2001:db8:1:2::{i + 1:x}", REMOTE_ADDR="10.0.0.1",
        ).status_code
        for i in range(40)
    ]  # fmt: skip
    assert statuses == [200] * 20 + [429] * 20
    other = client.post(
        reverse("login"), {"username": "alice", "password": "correct horse battery"},
        HTTP_X_FORWARDED_FOR="2001:db8:1:3::1", REMOTE_ADDR="10.0.0.1",
    )  # fmt: skip
    assert other.status_code == 302  # the next /64 is another client


def test_one_address_written_five_ways_counts_five_failures_not_one_each(client, settings, user):
    settings.NUM_PROXIES = 1
    settings.LOGIN_FAILURES_PER_ADDRESS = 4
    for i, spelling in enumerate(ONE_V4[:4]):
        client.post(
            reverse("login"), {"username": f"guess{i}", "password": "wrong"},
            HTTP_X_FORWARDED_FOR=spelling, REMOTE_ADDR="10.0.0.1",
        )  # fmt: skip
    response = client.post(
        reverse("login"), {"username": "alice", "password": "correct horse battery"},
        HTTP_X_FORWARDED_FOR=ONE_V4[4], REMOTE_ADDR="10.0.0.1",
    )  # fmt: skip
    assert response.status_code == 429


def test_api_throttles_count_a_slash_64_as_one_client(client, settings):
    settings.NUM_PROXIES = 1
    settings.API_RATES = {**settings.API_RATES, "lookup_anon": "2/min"}
    statuses = [
        client.get(
            "/api/v1/regulations/", HTTP_X_FORWARDED_FOR=f"2001:db8:5:6::{i + 1}", REMOTE_ADDR="10.0.0.1"
        ).status_code
        for i in range(3)
    ]
    assert statuses == [200, 200, 429]
    other = client.get("/api/v1/regulations/", HTTP_X_FORWARDED_FOR="2001:db8:5:7::1", REMOTE_ADDR="10.0.0.1")
    assert other.status_code == 200


@pytest.mark.parametrize(
    ("written", "key"),
    [
        ("0.0.0.9", "0.0.0.9"),
        ("255.255.255.255", "255.255.255.255"),
        ("10.20.199.250", "10.20.199.250"),
        ("010.1.1.1", "010.1.1.1"),  # a leading zero is no address to ipaddress: counted as written, as before
        ("256.1.1.1", "256.1.1.1"),
        ("1.2.3", "1.2.3"),
        ("1.2.3.4.5", "1.2.3.4.5"),
        ("١.٢.٣.٤", "١.٢.٣.٤"),  # other scripts' digits are no IPv4 address
    ],
)
def test_an_ipv4_address_is_its_own_key_and_anything_like_one_is_counted_as_written(rf, settings, written, key):
    settings.NUM_PROXIES = 0
    assert client_ip(rf.get("/", REMOTE_ADDR=written)) == key
