"""The API token is replaced on every password change, whatever the path (issue 30.5): one signal, not per view."""

import io

import pytest
from django.contrib.auth.hashers import make_password
from django.contrib.auth.models import User
from django.core.management import call_command
from django.urls import reverse
from rest_framework.authtoken.models import Token

pytestmark = pytest.mark.django_db

GOOD = "correct horse battery"
NEW = "another pass 9876"


def api_me(client, key):
    """A request that needs authentication: the user's own deck list."""
    return client.get("/api/v1/decks/?mine=1", HTTP_AUTHORIZATION=f"Token {key}")


@pytest.fixture
def staff(django_user_model):
    return django_user_model.objects.create_superuser("root", password=GOOD)


def assert_replaced(client, user, old):
    client.logout()
    assert api_me(client, old).status_code == 401
    new = Token.objects.get(user=user).key
    assert new != old
    assert api_me(client, new).status_code == 200


def test_the_admins_own_password_change_replaces_the_token(client, staff):
    old = Token.objects.create(user=staff).key
    client.force_login(staff)
    response = client.post(
        "/admin/password_change/", {"old_password": GOOD, "new_password1": NEW, "new_password2": NEW}
    )
    assert response["Location"] == "/admin/password_change/done/"
    staff.refresh_from_db()
    assert staff.check_password(NEW)
    assert_replaced(client, staff, old)


def test_an_admin_setting_a_users_password_replaces_that_users_token(client, staff, user):
    old = Token.objects.create(user=user).key
    client.force_login(staff)
    response = client.post(
        f"/admin/auth/user/{user.pk}/password/",
        {"usable_password": "true", "password1": NEW, "password2": NEW},
    )
    assert response.status_code == 302
    user.refresh_from_db()
    assert user.check_password(NEW)
    assert_replaced(client, user, old)


def test_an_admin_turning_password_login_off_replaces_the_token(client, staff, user):
    old = Token.objects.create(user=user).key
    client.force_login(staff)
    client.post(f"/admin/auth/user/{user.pk}/password/", {"usable_password": "false", "unset-password": "1"})
    user.refresh_from_db()
    assert not user.has_usable_password()
    assert_replaced(client, user, old)


def test_manage_py_changepassword_replaces_the_token(user, monkeypatch, client):
    old = Token.objects.create(user=user).key
    monkeypatch.setattr("getpass.getpass", lambda prompt="": NEW)
    call_command("changepassword", "alice", stdout=io.StringIO())
    assert_replaced(client, user, old)


def test_set_password_in_code_replaces_the_token(user, client):
    old = Token.objects.create(user=user).key
    user.set_password(NEW)
    user.save()
    assert_replaced(client, user, old)


def test_saving_a_user_without_a_new_password_keeps_the_token(client, user):
    key = Token.objects.create(user=user).key
    user.first_name = "Alice"
    user.save()
    User.objects.get(pk=user.pk).save(update_fields=["last_login"])
    assert Token.objects.get(user=user).key == key


def test_a_hash_upgrade_on_login_is_no_password_change(client, user, settings):
    """Django re-hashes a password with the preferred hasher at login; the password is the same, so is the token."""
    settings.PASSWORD_HASHERS = [
        "django.contrib.auth.hashers.PBKDF2PasswordHasher",
        "django.contrib.auth.hashers.MD5PasswordHasher",
    ]
    User.objects.filter(pk=user.pk).update(password=make_password(GOOD, hasher="md5"))
    key = Token.objects.create(user=user).key
    assert client.post(reverse("login"), {"username": "alice", "password": GOOD}).status_code == 302
    user.refresh_from_db()
    assert user.password.startswith("pbkdf2_sha256$")  # upgraded
    assert Token.objects.get(user=user).key == key


def test_a_user_without_a_token_gets_none_from_any_password_change(user):
    user.set_password(NEW)
    user.save()
    assert not Token.objects.filter(user=user).exists()
