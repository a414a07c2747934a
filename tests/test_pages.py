import pytest
from django.urls import reverse

pytestmark = pytest.mark.django_db


def test_home_page_renders_in_japanese_by_default(client):
    response = client.get(reverse("home"))
    assert response.status_code == 200
    body = response.content.decode()
    assert '<html lang="ja">' in body
    assert "ゼクスのデッキを作り、確かめ、登録する" in body


def test_home_page_renders_in_english_when_chosen(client):
    response = client.get(reverse("home"), HTTP_ACCEPT_LANGUAGE="en")
    body = response.content.decode()
    assert '<html lang="en">' in body
    assert "Build, check and register Z/X decks" in body


def test_the_language_switch_sets_english(client):
    response = client.post(reverse("set_language"), {"language": "en", "next": "/"}, follow=True)
    assert "Build, check and register Z/X decks" in response.content.decode()


def test_static_css_is_linked(client):
    assert "css/site.css" in client.get(reverse("home")).content.decode()


def _public_deck(owner, title, likes=0):
    from zxdecks.decks.models import Deck

    return Deck.objects.create(owner=owner, title=title, visibility=Deck.Visibility.PUBLIC, like_count=likes)


def test_the_home_page_has_a_card_search_box(client):
    body = client.get(reverse("home")).content.decode()
    assert f'action="{reverse("cards:list")}"' in body
    assert 'name="q"' in body


def test_the_home_page_lists_recent_and_popular_public_decks_but_no_private_one(client, user):
    from zxdecks.decks.models import Deck

    _public_deck(user, "新しい赤単", likes=1)
    _public_deck(user, "人気の青黒", likes=40)
    Deck.objects.create(owner=user, title="秘密のデッキ", visibility=Deck.Visibility.PRIVATE)
    body = client.get(reverse("home")).content.decode()
    assert "新しい赤単" in body
    assert "人気の青黒" in body
    assert "秘密のデッキ" not in body
    assert body.index("人気の青黒", body.index('id="popular-decks"')) > body.index('id="popular-decks"')


def test_the_home_page_lists_upcoming_events(client, user):
    import datetime as dt

    from django.utils import timezone

    from zxdecks.events.models import Event

    now = timezone.now()
    Event.objects.create(
        name="ゼクス杯", date=timezone.localdate() + dt.timedelta(days=7), capacity=16, organizer=user,
        registration_opens=now, registration_closes=now + dt.timedelta(days=6), regulation_date=timezone.localdate(),
    )  # fmt: skip
    Event.objects.create(
        name="昔の大会", date=timezone.localdate() - dt.timedelta(days=30), capacity=16, organizer=user,
        registration_opens=now - dt.timedelta(days=40), registration_closes=now - dt.timedelta(days=31),
        regulation_date=timezone.localdate(),
    )  # fmt: skip
    body = client.get(reverse("home")).content.decode()
    assert "ゼクス杯" in body
    assert "昔の大会" not in body


def test_the_header_links_to_my_decks_when_signed_in(client, user):
    client.force_login(user)
    body = client.get(reverse("home")).content.decode()
    assert f'href="{reverse("decks:mine")}"' in body
    assert "マイデッキ" in body


def test_every_page_names_a_favicon_that_exists(client):
    body = client.get(reverse("home")).content.decode()
    assert 'rel="icon"' in body
    response = client.get("/favicon.ico")
    assert response.status_code in (200, 301, 302)
