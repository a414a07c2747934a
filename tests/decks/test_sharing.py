"""Unlisted decks: whoever holds the secret link gets everything the shared page offers, and nothing more."""

import re

import pytest
from django.urls import reverse

from tests.factories import RED
from zxdecks.decks.models import Deck
from zxdecks.decks.services import deck_create, deck_import

pytestmark = pytest.mark.django_db


@pytest.fixture
def unlisted(user, demo_cards):
    return deck_create(
        owner=user, title="限定公開", cards=deck_import(data=RED).deck, visibility=Deck.Visibility.UNLISTED
    )


@pytest.fixture(params=["other user", "logged out"])
def holder(request, client, other_user):
    if request.param == "other user":
        client.force_login(other_user)
    return client


def links_on(body):
    return set(re.findall(r'href="([^"]+)"', body.replace("&amp;", "&")))


def test_the_shared_page_links_history_goldfish_exports_and_image_with_the_token(holder, unlisted):
    body = holder.get(reverse("decks:shared", args=[unlisted.share_token])).content.decode()
    token = unlisted.share_token
    for name, args in (
        ("decks:history", [unlisted.pk]),
        ("decks:goldfish", [unlisted.pk]),
        ("decks:image", [unlisted.pk]),
        ("decks:export", [unlisted.pk, "text"]),
        ("decks:export", [unlisted.pk, "json"]),
    ):
        assert f"{reverse(name, args=args)}?token={token}" in links_on(body), name


@pytest.mark.parametrize(
    ("name", "args"),
    [
        ("decks:history", []),
        ("decks:image", []),
        ("decks:version-image", [1]),
        ("decks:export", ["text"]),
        ("decks:export", ["csv"]),
        ("decks:version-export", [1, "json"]),
    ],
)
def test_every_page_the_link_offers_opens_for_its_holder_and_not_without_it(holder, unlisted, name, args):
    url = reverse(name, args=[unlisted.pk, *args])
    assert holder.get(url).status_code == 404
    assert holder.get(url, {"token": unlisted.share_token}).status_code == 200
    assert holder.get(url, {"token": "wrong"}).status_code == 404


def test_the_test_draw_keeps_the_token_through_its_links(holder, unlisted):
    url = reverse("decks:goldfish", args=[unlisted.pk])
    assert holder.get(url, {"seed": 1}).status_code == 404
    response = holder.get(url, {"token": unlisted.share_token}, follow=True)
    assert response.status_code == 200
    body = response.content.decode()
    game_links = [h for h in links_on(body) if h.startswith(url) or h.startswith("?")]
    assert game_links
    assert all(f"token={unlisted.share_token}" in h for h in game_links)
    assert f'name="token" value="{unlisted.share_token}"' in body
    assert holder.get(game_links[0]).status_code == 200


def test_the_history_links_versions_with_the_token(holder, unlisted):
    body = holder.get(reverse("decks:history", args=[unlisted.pk]), {"token": unlisted.share_token}).content.decode()
    assert f"{reverse('decks:version-image', args=[unlisted.pk, 1])}?token={unlisted.share_token}" in links_on(body)
    assert "restore" not in body


def test_another_user_copies_a_shared_deck_to_their_decks(client, other_user, unlisted):
    client.force_login(other_user)
    body = client.get(reverse("decks:shared", args=[unlisted.share_token])).content.decode()
    assert f'name="token" value="{unlisted.share_token}"' in body
    fork = reverse("decks:fork", args=[unlisted.pk])
    assert client.post(fork).status_code == 404
    response = client.post(fork, {"token": unlisted.share_token})
    copy = Deck.objects.get(owner=other_user)
    assert response.url == reverse("decks:edit", args=[copy.pk])
    assert (copy.forked_from_id, copy.visibility) == (unlisted.pk, Deck.Visibility.PRIVATE)


def test_a_logged_out_holder_is_offered_to_log_in_and_come_back_to_copy(client, unlisted):
    shared = reverse("decks:shared", args=[unlisted.share_token])
    body = client.get(shared).content.decode()
    assert f"{reverse('login')}?next={shared}" in links_on(body)


def test_the_link_does_not_list_the_deck_or_let_its_holder_like_or_change_it(client, other_user, unlisted):
    client.force_login(other_user)
    token = {"token": unlisted.share_token}
    assert "限定公開" not in client.get(reverse("decks:list")).content.decode()
    assert client.post(reverse("decks:like", args=[unlisted.pk]), token).status_code == 404
    assert client.get(reverse("decks:edit", args=[unlisted.pk]), token).status_code == 404
    assert client.post(reverse("decks:delete", args=[unlisted.pk]), token).status_code == 404
    assert client.post(reverse("decks:restore", args=[unlisted.pk, 1]), token).status_code == 404
    assert Deck.objects.filter(pk=unlisted.pk).exists()


def test_a_private_decks_token_opens_nothing(client, other_user, user, demo_cards):
    private = deck_create(owner=user, title="秘密", cards=deck_import(data=RED).deck)
    client.force_login(other_user)
    token = {"token": private.share_token}
    for url in (reverse("decks:history", args=[private.pk]), reverse("decks:image", args=[private.pk])):
        assert client.get(url, token).status_code == 404
    assert client.post(reverse("decks:fork", args=[private.pk]), token).status_code == 404


def test_a_token_opens_only_its_own_deck(client, other_user, user, unlisted, demo_cards):
    other = deck_create(owner=user, title="別の限定", cards=deck_import(data=RED).deck, visibility="unlisted")
    client.force_login(other_user)
    assert client.get(reverse("decks:history", args=[other.pk]), {"token": unlisted.share_token}).status_code == 404


@pytest.mark.parametrize("token", ["%E9%99%90", "%ED%A0%80", "x" * 65])
def test_a_token_that_is_not_a_token_is_404_not_500(client, unlisted, token):
    assert client.get(f"{reverse('decks:history', args=[unlisted.pk])}?token={token}").status_code == 404
    assert client.get(f"/api/v1/decks/{unlisted.pk}/?token={token}").status_code in (400, 404)


def test_a_token_holding_nul_is_a_400_naming_the_parameter(client, unlisted):
    assert client.get(f"{reverse('decks:history', args=[unlisted.pk])}?token=%00").status_code == 400
    response = client.get(f"/api/v1/decks/{unlisted.pk}/?token=%00")
    assert (response.status_code, response.json()["errors"]) == (400, [{"field": "token", "message": "NUL character"}])
