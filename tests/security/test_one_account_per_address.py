"""One account per e-mail address, and one reset mail per address however many accounts share it (issue 30.7)."""

import pytest
from django.contrib.auth.models import User
from django.urls import reverse

from zxdecks.web.checks import check_duplicate_emails

pytestmark = pytest.mark.django_db

PASSWORD = "a long pass phrase 42"


def sign_up(client, username, email, **extra):
    data = {"username": username, "email": email, "password1": PASSWORD, "password2": PASSWORD}
    return client.post(reverse("signup"), data, **extra)


def test_a_sign_up_with_an_address_another_account_has_in_another_case_is_a_form_error(client, user):
    user.email = "alice@example.com"
    user.save()
    response = sign_up(client, "mallory", "ALICE@Example.com")
    assert response.status_code == 200
    errors = response.context["form"].errors
    assert errors["email"] == ["このメールアドレスは別のアカウントで使われています。"]
    assert not User.objects.filter(username="mallory").exists()
    assert 'value="mallory"' in response.content.decode()  # the form keeps what was typed


def test_the_address_error_is_english_for_english_readers(client, user):
    user.email = "alice@example.com"
    user.save()
    response = sign_up(client, "mallory", "alice@example.com", HTTP_ACCEPT_LANGUAGE="en")
    assert response.context["form"].errors["email"] == ["This e-mail address is already used by another account."]


def test_accounts_without_an_address_are_not_refused(client):
    assert sign_up(client, "carol", "").status_code == 302
    client.logout()
    assert sign_up(client, "dave", "").status_code == 302
    assert User.objects.filter(email="").count() == 2


def test_the_admin_cannot_give_an_account_an_address_another_account_has(client, user, other_user):
    user.email = "alice@example.com"
    user.save()
    root = User.objects.create_superuser("root", password=PASSWORD)
    client.force_login(root)
    data = {
        "username": "bob", "email": "Alice@example.com", "first_name": "", "last_name": "", "is_active": "on",
        "date_joined_0": "2025-01-01", "date_joined_1": "00:00:00",
    }  # fmt: skip
    response = client.post(f"/admin/auth/user/{other_user.pk}/change/", data)
    assert response.status_code == 200
    assert response.context["adminform"].form.errors["email"] == [
        "このメールアドレスは別のアカウントで使われています。"
    ]
    other_user.refresh_from_db()
    assert other_user.email == ""
    data["email"] = "bob@example.com"
    assert client.post(f"/admin/auth/user/{other_user.pk}/change/", data).status_code == 302
    other_user.refresh_from_db()
    assert other_user.email == "bob@example.com"
    data["email"] = "BOB@example.com"  # an account keeps its own address in another case
    assert client.post(f"/admin/auth/user/{other_user.pk}/change/", data).status_code == 302


def test_one_reset_request_sends_one_mail_to_an_address_shared_by_old_accounts(client, mailoutbox, settings):
    """Accounts made before addresses were unique: the mail goes to the oldest, the account that had it first."""
    settings.PASSWORD_RESETS_PER_HOUR = 100
    first = User.objects.create_user("owner", email="shared@example.com", password=PASSWORD)
    for i in range(25):
        User.objects.create_user(f"copy{i}", email="Shared@Example.com", password=PASSWORD)
    response = client.post(reverse("password_reset"), {"email": "shared@example.com"})
    assert response["Location"] == reverse("password_reset_done")
    assert len(mailoutbox) == 1
    assert mailoutbox[0].to == [first.email]
    assert "owner" in mailoutbox[0].body
    assert "copy" not in mailoutbox[0].body


def test_a_check_names_how_many_addresses_old_accounts_share(db):
    User.objects.create_user("a", email="x@example.com")
    User.objects.create_user("b", email="X@example.com")
    User.objects.create_user("c", email="y@example.com")
    User.objects.create_user("d", email="")
    User.objects.create_user("e", email="")
    (warning,) = check_duplicate_emails(None, databases=["default"])
    assert warning.id == "zxdecks.W005"
    assert warning.msg.startswith("1 e-mail address is used by more than one account")
    assert check_duplicate_emails(None, databases=None) == []  # only when asked to look at a database


def test_the_check_is_quiet_without_duplicates(db):
    User.objects.create_user("a", email="x@example.com")
    assert check_duplicate_emails(None, databases=["default"]) == []
