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
