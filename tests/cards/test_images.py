import io

import pytest
from django.core.exceptions import ValidationError
from django.core.files.uploadedfile import SimpleUploadedFile
from django.utils import translation
from PIL import Image

from cards.images import check_image, make_thumbnail
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
