import pytest
from django.contrib.auth.models import User
from django.urls import reverse

pytestmark = pytest.mark.django_db


def test_sign_up_creates_an_account_and_signs_in(client):
    response = client.post(
        reverse("signup"),
        {"username": "carol", "email": "", "password1": "a long pass phrase 42", "password2": "a long pass phrase 42"},
    )
    assert response.status_code == 302
    assert User.objects.filter(username="carol").exists()
    assert "carol" in client.get(reverse("home")).content.decode()


def test_sign_up_shows_errors_and_keeps_the_form(client):
    response = client.post(
        reverse("signup"), {"username": "carol", "password1": "a long pass phrase 42", "password2": "different"}
    )
    assert response.status_code == 200
    assert not User.objects.filter(username="carol").exists()
    assert 'value="carol"' in response.content.decode()


def test_log_in_and_log_out(client, user):
    response = client.post(reverse("login"), {"username": "alice", "password": "correct horse battery"})
    assert response.status_code == 302
    assert "alice" in client.get(reverse("home")).content.decode()
    client.post(reverse("logout"))
    assert "alice" not in client.get(reverse("home")).content.decode()


def test_password_change_requires_login_and_works(client, user):
    assert client.get(reverse("password_change")).status_code == 302
    client.force_login(user)
    response = client.post(
        reverse("password_change"),
        {
            "old_password": "correct horse battery",
            "new_password1": "another pass 9876",
            "new_password2": "another pass 9876",
        },
    )
    assert response.status_code == 302
    user.refresh_from_db()
    assert user.check_password("another pass 9876")


def test_login_page_renders_in_both_languages(client):
    assert "ログイン" in client.get(reverse("login")).content.decode()
    assert "Log in" in client.get(reverse("login"), HTTP_ACCEPT_LANGUAGE="en").content.decode()


def test_the_admin_is_reachable(client):
    assert client.get("/admin/").status_code == 302
