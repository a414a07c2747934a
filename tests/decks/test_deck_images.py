"""Deck images: served only through the view that checks visibility, stored outside every public path."""

import pytest
from django.urls import reverse
from rest_framework.authtoken.models import Token

from tests.factories import RED
from zxdecks.decks.models import Deck
from zxdecks.decks.services import deck_create, deck_import

pytestmark = pytest.mark.django_db


@pytest.fixture
def image_root(settings, tmp_path):
    settings.DECK_IMAGE_ROOT = tmp_path / "deck-images"
    return settings.DECK_IMAGE_ROOT


def make(user, visibility):
    return deck_create(owner=user, title="画像", cards=deck_import(data=RED).deck, visibility=visibility)


def test_a_private_decks_image_is_sent_to_its_owner_only_and_never_cached_publicly(
    client, user, other_user, demo_cards, image_root
):
    deck = make(user, Deck.Visibility.PRIVATE)
    url = reverse("decks:version-image", args=[deck.pk, 1])
    client.force_login(other_user)
    assert client.get(url).status_code == 404
    client.force_login(user)
    response = client.get(url)
    assert response.status_code == 200
    assert response["Cache-Control"].startswith("private")
    assert "public" not in response["Cache-Control"]


def test_an_unlisted_decks_image_is_private_to_the_link_holder(client, user, demo_cards, image_root):
    deck = make(user, Deck.Visibility.UNLISTED)
    url = reverse("decks:image", args=[deck.pk])
    assert client.get(url).status_code == 404
    response = client.get(url, {"token": deck.share_token})
    assert response.status_code == 200
    assert response["Cache-Control"] == "private, no-cache"


def test_a_public_decks_version_image_is_kept_by_shared_caches_for_five_minutes_only(
    client, user, demo_cards, image_root
):
    """The deck may turn private at any time: a proxy or CDN must come back within minutes, not a year."""
    deck = make(user, Deck.Visibility.PUBLIC)
    response = client.get(reverse("decks:version-image", args=[deck.pk, 1]))
    assert response["Cache-Control"] == "public, max-age=86400, s-maxage=300"
    assert "immutable" not in response["Cache-Control"]


def test_a_public_image_url_answers_404_once_the_deck_is_made_private(client, user, demo_cards, image_root):
    deck = make(user, Deck.Visibility.PUBLIC)
    url = reverse("decks:version-image", args=[deck.pk, 1])
    first = client.get(url)
    assert first.status_code == 200
    client.force_login(user)
    token = Token.objects.create(user=user).key
    changed = client.patch(
        f"/api/v1/decks/{deck.pk}/", {"visibility": "private"}, content_type="application/json",
        HTTP_AUTHORIZATION=f"Token {token}",
    )  # fmt: skip
    assert changed.status_code == 200, changed.content
    client.logout()
    assert client.get(url).status_code == 404
    assert client.get(url, HTTP_IF_NONE_MATCH=first.get("ETag", '"x"')).status_code == 404


def test_images_are_stored_outside_media_under_names_that_cannot_be_guessed(
    client, user, demo_cards, image_root, settings
):
    deck = make(user, Deck.Visibility.PRIVATE)
    client.force_login(user)
    client.get(reverse("decks:version-image", args=[deck.pk, 1]))
    stored = list(image_root.rglob("*.png"))
    assert len(stored) == 1
    assert stored[0].name != "v1.png"
    assert len(stored[0].stem) > len("v1-") + 16  # a keyed digest, not the version number alone
    assert not stored[0].is_relative_to(settings.MEDIA_ROOT)


def test_the_default_image_folder_is_next_to_media_not_inside_it(client, user, demo_cards, settings):
    deck = make(user, Deck.Visibility.PUBLIC)
    client.get(reverse("decks:version-image", args=[deck.pk, 1]))
    private = settings.MEDIA_ROOT.parent / "private" / "deck-images"
    assert len(list(private.rglob("*.png"))) == 1
    assert not settings.MEDIA_ROOT.exists() or not list(settings.MEDIA_ROOT.rglob("*.png"))


@pytest.mark.parametrize(
    ("mode", "header", "expected"),
    [("x-sendfile", "X-Sendfile", "{path}"), ("/_deck-images/", "X-Accel-Redirect", "/_deck-images/{name}")],
)
def test_the_proxy_can_send_the_file_after_the_view_checked_visibility(
    client, user, demo_cards, image_root, settings, mode, header, expected
):
    settings.DECK_IMAGE_SENDFILE = mode
    deck = make(user, Deck.Visibility.PRIVATE)
    client.force_login(user)
    response = client.get(reverse("decks:version-image", args=[deck.pk, 1]))
    (stored,) = image_root.rglob("*.png")
    name = stored.relative_to(image_root).as_posix()
    assert response[header] == expected.format(path=stored, name=name)
    assert response.content == b""
    assert response["Cache-Control"].startswith("private")
    client.logout()
    assert header not in client.get(reverse("decks:version-image", args=[deck.pk, 1]))


def test_the_deck_image_uses_uploaded_card_art_and_draws_the_rest(demo_cards):
    import io

    from django.core.files.base import ContentFile
    from PIL import Image

    from cards.models import Card
    from zxdecks.decks.services.image import GAP, HEADER_H, MARGIN, SECTION_H, TILE_H, TILE_W, render_deck_image

    out = io.BytesIO()
    Image.new("RGB", (300, 420), (0, 200, 0)).save(out, format="PNG")
    card = Card.objects.get(collector_number="DM01-001")  # the cheapest card: the first tile of the deck
    card.image.save("DM01-001.png", ContentFile(out.getvalue()), save=True)  # an image, no thumbnail
    deck = deck_import(data=RED).deck
    with Image.open(io.BytesIO(render_deck_image(deck, "赤単"))) as image:
        first = image.getpixel((MARGIN + 10, MARGIN + HEADER_H + SECTION_H + TILE_H - 10))
        second = image.getpixel((MARGIN + TILE_W + GAP + 60, MARGIN + HEADER_H + SECTION_H + TILE_H // 2))
    assert first == (0, 200, 0)
    assert second != (0, 200, 0)  # the next card has no art: a drawn tile
