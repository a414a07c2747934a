import io

import pytest
from django.core.exceptions import ValidationError
from django.core.files.uploadedfile import SimpleUploadedFile
from django.utils import translation
from PIL import Image

from cards.image_files import check_image, make_thumbnail
from tests.factories import CardFactory

pytestmark = pytest.mark.django_db


@pytest.fixture(autouse=True)
def english():
    """These tests read the English messages; the site's default language is Japanese."""
    with translation.override("en"):
        yield


def test_messages_are_japanese_by_default():
    with translation.override("ja"), pytest.raises(ValidationError, match="画像として読み込めません"):
        check_image(io.BytesIO(b"nope"))


def png(width=100, height=140):
    out = io.BytesIO()
    Image.new("RGB", (width, height), "red").save(out, format="PNG")
    out.seek(0)
    return out


def test_a_real_png_passes_and_gets_a_thumbnail():
    assert check_image(png()) == "PNG"
    thumb = make_thumbnail(png(480, 672))
    with Image.open(io.BytesIO(thumb.read())) as image:
        assert image.format == "WEBP"
        assert image.size[0] <= 240


def test_something_that_is_not_an_image_is_refused():
    with pytest.raises(ValidationError, match="Not a readable image"):
        check_image(io.BytesIO(b"<html>not an image</html>"))


def test_an_image_too_many_pixels_wide_is_refused():
    with pytest.raises(ValidationError, match="7000"):
        check_image(png(7000, 10))


def test_a_gif_is_refused():
    out = io.BytesIO()
    Image.new("RGB", (10, 10)).save(out, format="GIF")
    out.seek(0)
    with pytest.raises(ValidationError, match="Unsupported image format GIF"):
        check_image(out)


def test_a_decompression_bomb_is_refused(monkeypatch):
    monkeypatch.setattr(Image, "MAX_IMAGE_PIXELS", 1000)
    with pytest.raises(ValidationError):
        check_image(png(100, 100))


def test_the_admin_upload_validator_rejects_a_bad_file(settings, tmp_path):
    settings.MEDIA_ROOT = tmp_path
    card = CardFactory()
    card.image = SimpleUploadedFile("x.png", b"garbage", content_type="image/png")
    with pytest.raises(ValidationError) as excinfo:
        card.full_clean()
    assert "image" in excinfo.value.message_dict


def test_an_import_can_attach_a_local_image_and_the_page_shows_it(client, settings, tmp_path):
    import json

    from django.core.management import call_command

    settings.MEDIA_ROOT = tmp_path / "media"
    (tmp_path / "img.png").write_bytes(png().read())
    data = {
        "format": "zxdecks-cards",
        "version": 1,
        "cards": [{"number": "IM01-001", "name": "絵のあるカード", "type": "Z/X", "image": "img.png"}],
    }
    (tmp_path / "cards.json").write_text(json.dumps(data), encoding="utf-8")
    call_command("import_cards", str(tmp_path / "cards.json"), stdout=io.StringIO())
    from cards.models import Card

    card = Card.objects.get(collector_number="IM01-001")
    assert card.image.name.endswith("IM01-001.png")
    assert card.thumbnail.name.endswith(".webp")
    assert (card.image_width, card.image_height) == (100, 140)  # the sizes are stored with the files
    assert card.thumbnail_height is not None
    assert card.image.url in client.get(f"/cards/{card.collector_number}/").content.decode()


def test_an_import_pointing_at_a_bad_image_fails_with_the_record(tmp_path, settings):
    import json

    from django.core.management import CommandError, call_command

    settings.MEDIA_ROOT = tmp_path / "media"
    (tmp_path / "bad.png").write_bytes(b"nope")
    data = {
        "format": "zxdecks-cards",
        "version": 1,
        "cards": [{"number": "IM01-001", "name": "x", "type": "Z/X", "image": "bad.png"}],
    }
    (tmp_path / "cards.json").write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(CommandError, match=r"record 0 \(IM01-001\), field 'image': Not a readable image"):
        call_command("import_cards", str(tmp_path / "cards.json"))


# Issue 18.5: card pictures on the pages, from an uploaded image or the deployment's CARD_IMAGE_URL, over a tile.
def test_with_card_image_url_the_card_page_shows_the_picture_lazily_sized(client, settings, demo_cards):
    settings.CARD_IMAGE_URL = "https://img.example/cards/{number}.png"
    response = client.get("/cards/DM01-001/")
    body = response.content.decode()
    assert 'src="https://img.example/cards/DM01-001.png"' in body
    assert 'width="240" height="336"' in body
    assert "https://img.example" in response["Content-Security-Policy"].split("img-src")[1].split(";")[0]
    results = client.get("/cards/", {"q": "DM01-00"}).content.decode()
    assert 'src="https://img.example/cards/DM01-001.png"' in results
    assert 'loading="lazy"' in results


def test_without_an_image_source_no_other_host_is_allowed_and_the_tile_is_drawn(client, settings, demo_cards):
    settings.CARD_IMAGE_URL = ""
    response = client.get("/cards/DM01-001/")
    body = response.content.decode()
    assert "<img" not in body.split('<div class="card-image">')[1].split("</div>")[0]
    tile = body.split('<span class="card-tile"')[1].split("</span>\n</span>")[0]
    for shown in ("紅蓮の先駆けアグニ", 'class="tile-cost">1<', 'class="tile-power">1500<', "c-red", "Z/X"):
        assert shown in tile
    assert "img-src 'self' data:;" in response["Content-Security-Policy"]


def test_an_uploaded_image_wins_over_the_image_url_with_srcset(client, settings, demo_cards):
    from cards.models import Card

    settings.CARD_IMAGE_URL = "https://img.example/{number}.png"
    card = Card.objects.get(collector_number="DM01-001")
    card.image = SimpleUploadedFile("a.png", png(480, 672).read(), content_type="image/png")
    card.thumbnail.save("DM01-001.webp", make_thumbnail(png(480, 672)), save=False)
    card.save()
    body = client.get("/cards/DM01-001/").content.decode()
    assert "img.example" not in body
    assert f'srcset="{card.thumbnail.url} 240w, {card.image.url} 480w"' in body
    assert 'sizes="(max-width: 40rem) 60vw, 240px"' in body


def test_an_image_url_template_names_its_origin_only_when_absolute():
    from cards.images import image_origin

    assert image_origin("https://img.example:8443/{number}.png") == "https://img.example:8443"
    assert image_origin("/media/{number}.png") == ""
    assert image_origin("") == ""


def test_the_editor_results_carry_the_picture_and_the_details_shown_on_hover(client, demo_cards):
    body = client.get("/decks/editor/search/", {"q": "DM01-010", "game": "zx"}).content.decode()
    pop = body.split('class="card-pop"')[1]
    for shown in ("火山の主ボルケイオン", "11000", "ドラゴン／ギガンティック", 'class="card-art art-m"'):
        assert shown in pop
    assert 'class="card-art art-s"' in body.split('class="card-pop"')[0]


def test_the_deck_page_has_a_picture_mode_grouped_by_type(client, user, settings, demo_cards):
    from tests.factories import DeckFactory

    settings.CARD_IMAGE_URL = "https://img.example/{number}.png"
    deck = DeckFactory(owner=user, visibility="public")
    listed = client.get(f"/decks/{deck.pk}/").content.decode()
    assert "deck-visual" not in listed
    body = client.get(f"/decks/{deck.pk}/", {"view": "visual"}).content.decode()
    visual = body.split('class="deck-visual"')[1]
    heads = [h.split("<small")[0].strip() for h in visual.split('<h3 class="type-head">')[1:]]
    assert heads[:2] == ["ゼクス", "イベント"]
    assert 'src="https://img.example/DM01-001.png"' in visual
    assert "×4" in visual


def test_the_goldfish_board_shows_the_units_pictures(client, user, demo_cards):
    from tests.factories import DeckFactory

    deck = DeckFactory(owner=user, visibility="public")
    body = client.get(f"/decks/{deck.pk}/goldfish/", {"seed": 3, "first": 1, "a": "k,n,n"}).content.decode()
    board = body.split('class="board"')[1].split("</table>")[0]
    assert board.count('class="card-art art-m"') >= 1


def test_an_image_uploaded_in_the_admin_gets_a_thumbnail_and_its_sizes(admin_client, demo_cards):
    from cards.models import Card

    card = Card.objects.get(collector_number="DM01-002")
    url = f"/admin/cards/card/{card.pk}/change/"
    form = admin_client.get(url).context["adminform"].form
    data = {k: v for k, v in form.initial.items() if v is not None and not isinstance(v, (list, dict))}
    data |= {"construction": "[]", "card_names-TOTAL_FORMS": "0", "card_names-INITIAL_FORMS": "0"}
    data["image"] = SimpleUploadedFile("art.png", png(480, 672).read(), content_type="image/png")
    response = admin_client.post(url, data)
    assert response.status_code == 302, response.context["adminform"].form.errors
    card.refresh_from_db()
    assert (card.image_width, card.image_height) == (480, 672)
    assert (card.thumbnail_width, card.thumbnail_height) == (240, 336)
    assert card.thumbnail.url in admin_client.get(f"/cards/{card.collector_number}/").content.decode()
