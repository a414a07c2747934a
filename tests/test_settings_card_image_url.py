"""CARD_IMAGE_URL is checked when the settings load: an absolute http(s) URL template with {number} in its path."""

import pytest
from django.core.exceptions import ImproperlyConfigured

from tests.test_settings import load_settings


@pytest.mark.parametrize(
    "value",
    [
        "javascript:alert(1)//{number}",
        "data:image/png;base64,{number}",
        "//img.example/{number}.png",
        "/cards/{number}.png",
        "img.example/{number}.png",
        "ftp://img.example/{number}.png",
        "https://img.example/cards/card.png",
        "https:///{number}.png",
        "https://{number}.img.example/card.png",
    ],
)
def test_a_card_image_url_that_is_not_an_absolute_http_template_with_a_number_refuses_to_start(monkeypatch, value):
    with pytest.raises(ImproperlyConfigured) as excinfo:
        load_settings(monkeypatch, CARD_IMAGE_URL=value)
    message = str(excinfo.value)
    assert message.startswith(f"CARD_IMAGE_URL={value!r} ")
    assert "absolute http(s) URL with {number} after the host" in message
    assert "e.g. https://img.example/cards/{number}.png" in message


@pytest.mark.parametrize(
    "value",
    ["https://img.example/cards/{number}.png", "http://127.0.0.1:9000/img?n={number}", "HTTPS://IMG.EXAMPLE/{number}"],
)
def test_an_absolute_http_template_with_a_number_is_kept_as_given(monkeypatch, value):
    assert load_settings(monkeypatch, CARD_IMAGE_URL=value)["CARD_IMAGE_URL"] == value


def test_no_card_image_url_means_no_image_source(monkeypatch):
    assert load_settings(monkeypatch)["CARD_IMAGE_URL"] == ""
    assert load_settings(monkeypatch, CARD_IMAGE_URL="")["CARD_IMAGE_URL"] == ""
