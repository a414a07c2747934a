"""API tokens on the account page (masked, create, revoke), replaced on every password change; password reset."""

import re

import pytest
from django.urls import reverse
from rest_framework.authtoken.models import Token

pytestmark = pytest.mark.django_db

GOOD = "correct horse battery"


def api_me(client, key):
    """A request that needs authentication: the user's own deck list."""
    return client.get("/api/v1/decks/?mine=1", HTTP_AUTHORIZATION=f"Token {key}")


def test_the_account_page_needs_a_login(client):
    assert client.get(reverse("account"))["Location"].startswith("/accounts/login/")


def test_the_account_page_shows_the_token_masked(client, user):
    token = Token.objects.create(user=user)
    client.force_login(user)
    page = client.get(reverse("account")).content.decode()
    assert token.key not in page
    assert token.key[:4] + "•" * 36 in page


def test_creating_a_token_shows_it_once_and_replaces_the_old_one(client, user):
    old = Token.objects.create(user=user).key
    client.force_login(user)
    response = client.post(reverse("account-token"), {"action": "create"})
    new = Token.objects.get(user=user).key
    assert new != old
    assert new in response.content.decode()
    assert response["Cache-Control"] == "no-store"
    assert new not in client.get(reverse("account")).content.decode()
    assert not Token.objects.filter(key=old).exists()


def test_revoking_the_token_stops_it_working(client, user):
    key = Token.objects.create(user=user).key
    assert api_me(client, key).status_code == 200
    client.force_login(user)
    response = client.post(reverse("account-token"), {"action": "revoke"}, follow=True)
    assert "API トークンを無効にしました" in response.content.decode()
    client.logout()
    assert not Token.objects.filter(user=user).exists()
    assert api_me(client, key).status_code == 401


def test_token_changes_need_a_post_and_a_login(client, user):
    assert client.post(reverse("account-token"), {"action": "create"}).status_code == 302
    assert not Token.objects.exists()
    client.force_login(user)
    assert client.get(reverse("account-token")).status_code == 405


def test_a_password_change_replaces_the_token(client, user):
    old = Token.objects.create(user=user).key
    client.force_login(user)
    response = client.post(
        reverse("password_change"),
        {"old_password": GOOD, "new_password1": "another pass 9876", "new_password2": "another pass 9876"},
        follow=True,
    )
    assert "API トークンを新しくしました" in response.content.decode()
    assert not Token.objects.filter(key=old).exists()
    assert Token.objects.filter(user=user).exists()
    client.logout()
    assert api_me(client, old).status_code == 401


def test_a_password_change_gives_no_token_to_a_user_who_had_none(client, user):
    client.force_login(user)
    client.post(
        reverse("password_change"),
        {"old_password": GOOD, "new_password1": "another pass 9876", "new_password2": "another pass 9876"},
    )
    assert not Token.objects.filter(user=user).exists()


def reset_link(mailoutbox) -> str:
    link = re.search(r"http://testserver(/accounts/password/reset/\S+/)", mailoutbox[-1].body)
    assert link, mailoutbox[-1].body
    return link.group(1)


def test_the_password_reset_mails_a_link_that_sets_a_new_password_and_replaces_the_token(client, user, mailoutbox):
    user.email = "alice@example.com"
    user.save()
    old = Token.objects.create(user=user).key
    response = client.post(reverse("password_reset"), {"email": "alice@example.com"})
    assert response["Location"] == reverse("password_reset_done")
    assert len(mailoutbox) == 1
    assert mailoutbox[0].subject == "zxdecks: パスワードの再設定"
    assert "alice" in mailoutbox[0].body
    form = client.get(reset_link(mailoutbox), follow=True)
    assert "新しいパスワードの設定" in form.content.decode()
    done = client.post(
        form.redirect_chain[-1][0], {"new_password1": "a fresh pass 5555", "new_password2": "a fresh pass 5555"}
    )
    assert done["Location"] == reverse("password_reset_complete")
    user.refresh_from_db()
    assert user.check_password("a fresh pass 5555")
    assert not Token.objects.filter(key=old).exists()
    assert "無効" in client.get(reset_link(mailoutbox), follow=True).content.decode()  # the link works once


def test_the_reset_page_says_the_same_for_unknown_addresses(client, mailoutbox):
    response = client.post(reverse("password_reset"), {"email": "nobody@example.com"})
    assert response["Location"] == reverse("password_reset_done")
    assert mailoutbox == []


def test_reset_requests_are_limited_per_address(client, user, mailoutbox, settings):
    settings.PASSWORD_RESETS_PER_HOUR = 2
    user.email = "alice@example.com"
    user.save()
    for _ in range(4):
        assert client.post(reverse("password_reset"), {"email": "alice@example.com"}).status_code == 302
    assert len(mailoutbox) == 2


def test_the_reset_pages_are_in_japanese_and_english(client):
    assert "パスワードの再設定" in client.get(reverse("password_reset")).content.decode()
    english = client.get(reverse("password_reset"), HTTP_ACCEPT_LANGUAGE="en").content.decode()
    assert "Reset your password" in english
    assert "パスワードをお忘れですか" in client.get(reverse("login")).content.decode()
