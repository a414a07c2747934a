"""The metagame (issue 32.4): card usage across public decks (current versions) and published event lists, by
month, co-occurrence, new and rising cards, computed by metagame_refresh and read by the pages and the API.

The data, built in `meta` below and counted by hand:

    public decks (current version, month saved, JST)       event lists (latest submission, month of the event)
    A 2025-01  DM01-001 DM01-002                            E1 published 2025-01-25:
    B 2025-01  DM01-001 DM01-003                                R1  DM01-002 DM01-008
    C 2025-02  DM01-001 DM01-002 DM01-003                       R2  DM01-009, then DM01-002 (latest)
    D 2025-02  v1 DM01-006, v2 (current) DM01-007               R3  waitlisted: DM01-010 (never counted)
    P private  2025-01  DM01-005 (never counted)            E2 not published 2025-01-25: R4 DM01-005 (never)
    U unlisted 2025-02  DM01-005 (never counted)

    decks: 2025-01 → 2, 2025-02 → 2 (4 in all); lists: 2025-01 → 2
    DM01-001: decks 3 (0.75; 2025-01 2/2, 2025-02 1/2); plays beside it DM01-002 ×2, DM01-003 ×2
    DM01-002: decks 2 (0.5), lists 2 (1.0);  DM01-003: decks 2;  DM01-007: decks 1, first used 2025-02 (new)
    DM01-008: lists 1 (0.5);  DM01-005, DM01-006, DM01-009, DM01-010: not counted
    rising (2025-01 → 2025-02 deck share): DM01-007 0 → 0.5; DM01-001 falls 1.0 → 0.5, DM01-002/003 stay 0.5
"""

from __future__ import annotations

import datetime as dt
import gzip
import json

import pytest
from django.test import Client
from django.urls import reverse

from cards.bulk import bulk_storage
from tests.factories import DeckFactory, EventFactory, RegistrationFactory
from zxdecks.decks.models import Deck, DeckVersion
from zxdecks.decks.services import deck_import, deck_save
from zxdecks.events.models import Event, Registration, Submission
from zxdecks.meta.models import CardUsage, MetagameSnapshot
from zxdecks.meta.services import STATS_FILE, metagame_refresh

pytestmark = pytest.mark.django_db
JST = dt.timezone(dt.timedelta(hours=9))
TODAY = dt.date(2025, 3, 1)


def _deck(numbers, visibility, saved):
    text = "".join(f"4 {n}\n" for n in numbers)
    deck = DeckFactory(text=text, visibility=visibility)
    DeckVersion.objects.filter(deck=deck).update(created_at=saved)
    return deck


def _list(event, numbers, status=Registration.Status.REGISTERED):
    registration = RegistrationFactory(event=event)
    Submission.objects.filter(registration=registration).update(
        cards=[{"zone": "deck", "number": n, "count": 4} for n in numbers]
    )
    Registration.objects.filter(pk=registration.pk).update(status=status)
    return registration


@pytest.fixture
def meta(demo_cards):
    jan, feb = dt.datetime(2025, 1, 31, 23, 30, tzinfo=JST), dt.datetime(2025, 2, 1, 0, 30, tzinfo=JST)
    public, private, unlisted = Deck.Visibility.PUBLIC, Deck.Visibility.PRIVATE, Deck.Visibility.UNLISTED
    _deck(["DM01-001", "DM01-002"], public, jan)
    _deck(["DM01-001", "DM01-003"], public, jan)
    _deck(["DM01-001", "DM01-002", "DM01-003"], public, feb)
    d = _deck(["DM01-006"], public, jan)
    deck_save(deck=d, author=d.owner, cards=deck_import(data="4 DM01-007\n", game="zx").deck, base_version=1)
    DeckVersion.objects.filter(deck=d, number=2).update(created_at=feb)
    _deck(["DM01-005"], private, jan)
    _deck(["DM01-005"], unlisted, feb)

    published = EventFactory(name="公開大会")
    Event.objects.filter(pk=published.pk).update(lists_published=True)
    _list(published, ["DM01-002", "DM01-008"])
    r2 = _list(published, ["DM01-009"])
    first = Submission.objects.get(registration=r2)
    Submission.objects.create(
        registration=r2, number=2, cards=[{"zone": "deck", "number": "DM01-002", "count": 4}], text="",
        report={}, as_of=first.as_of, fingerprint="x",
    )  # fmt: skip
    _list(published, ["DM01-010"], status=Registration.Status.WAITLISTED)
    hidden = EventFactory(name="非公開大会")
    _list(hidden, ["DM01-005"])
    return metagame_refresh(today=TODAY)


def usage(number):
    return CardUsage.objects.get(card__collector_number=number)


def test_month_totals_count_public_decks_by_their_current_versions_month_and_lists_by_the_events_month(meta):
    assert (meta.decks, meta.lists) == (4, 2)
    assert meta.months == [
        {"month": "2025-01", "decks": 2, "lists": 2},
        {"month": "2025-02", "decks": 2, "lists": 0},
    ]


def test_each_card_counts_the_decks_and_lists_using_it_per_month(meta):
    one = usage("DM01-001")
    assert (one.decks, one.lists, one.first_month) == (3, 0, "2025-01")
    assert one.months == [["2025-01", 2, 0], ["2025-02", 1, 0]]
    two = usage("DM01-002")
    assert (two.decks, two.lists, two.months) == (2, 2, [["2025-01", 1, 2], ["2025-02", 1, 0]])
    assert (usage("DM01-008").decks, usage("DM01-008").lists) == (0, 1)
    assert usage("DM01-007").months == [["2025-02", 1, 0]]


def test_private_and_unlisted_decks_unpublished_lists_old_versions_and_waitlisted_lists_are_never_counted(meta):
    counted = set(CardUsage.objects.values_list("card__collector_number", flat=True))
    assert counted == {"DM01-001", "DM01-002", "DM01-003", "DM01-007", "DM01-008"}


def test_decks_that_play_a_card_also_play_others_with_counts(meta):
    names = {n: usage(n).card.name for n in ("DM01-002", "DM01-003")}
    assert usage("DM01-001").also_played == [["DM01-002", names["DM01-002"], 2], ["DM01-003", names["DM01-003"], 2]]
    assert [[n, c] for n, _name, c in usage("DM01-002").also_played] == [["DM01-001", 2], ["DM01-003", 1]]
    assert usage("DM01-007").also_played == []


def test_new_cards_are_those_first_used_in_the_latest_month_and_rising_ones_gained_deck_share(meta):
    new = meta.summary["new"]
    assert [(e["collector_number"], e["month"], e["decks"]) for e in new] == [("DM01-007", "2025-02", 1)]
    rising = meta.summary["rising"]
    assert [(e["collector_number"], e["share_before"], e["share_latest"], e["gain"]) for e in rising] == [
        ("DM01-007", 0.0, 0.5, 0.5)
    ]


def test_top_cards_overall_and_per_colour_are_ranked_by_decks_then_lists_with_exact_shares(meta):
    top = [
        (e["collector_number"], e["decks"], e["deck_share"], e["lists"], e["list_share"]) for e in meta.summary["top"]
    ]
    assert top == [
        ("DM01-001", 3, 0.75, 0, 0.0),
        ("DM01-002", 2, 0.5, 2, 1.0),
        ("DM01-003", 2, 0.5, 0, 0.0),
        ("DM01-007", 1, 0.25, 0, 0.0),
        ("DM01-008", 0, 0.0, 1, 0.5),
    ]
    assert [e["collector_number"] for e in meta.summary["by_color"]["red"]] == [t[0] for t in top]
    assert meta.summary["by_color"]["blue"] == []
    assert meta.summary["by_color"]["colorless"] == []
    assert sum(len(rows) for rows in meta.summary["by_type"].values()) == 5


def test_a_second_refresh_with_nothing_changed_stores_exactly_the_same_snapshot(meta):
    rows = list(CardUsage.objects.order_by("card_id").values())
    again = metagame_refresh(today=TODAY)
    assert (again.digest, again.computed_at) == (meta.digest, meta.computed_at)
    assert list(CardUsage.objects.order_by("card_id").values()) == rows
    assert MetagameSnapshot.objects.count() == 1


def test_a_refresh_after_a_deck_turns_private_counts_it_no_more(meta):
    Deck.objects.filter(deck_cards__card__collector_number="DM01-007").update(visibility=Deck.Visibility.PRIVATE)
    after = metagame_refresh(today=TODAY)
    assert after.digest != meta.digest
    assert after.decks == 3
    assert not CardUsage.objects.filter(card__collector_number="DM01-007").exists()


def test_lists_an_event_promised_to_publish_count_once_its_day_is_over(meta):
    later = EventFactory(name="自動公開", publish_lists=True, date=dt.date(2025, 2, 20))
    _list(later, ["DM01-011"])
    assert not metagame_refresh(today=dt.date(2025, 2, 20)).months[1]["lists"]
    snapshot = metagame_refresh(today=dt.date(2025, 2, 21))
    assert snapshot.months[1] == {"month": "2025-02", "decks": 2, "lists": 1}
    assert usage("DM01-011").months == [["2025-02", 0, 1]]


def test_the_statistics_file_beside_the_bulk_file_holds_every_cards_usage(meta):
    with bulk_storage().open(STATS_FILE) as raw:
        body = json.loads(gzip.decompress(raw.read()))
    assert (body["object"], body["decks"], body["lists"], body["digest"]) == ("metagame_bulk", 4, 2, meta.digest)
    by_number = {row["collector_number"]: row for row in body["data"]}
    assert by_number["DM01-001"]["months"] == [["2025-01", 2, 0], ["2025-02", 1, 0]]
    assert by_number["DM01-001"]["also_played"][0][::2] == ["DM01-002", 2]


def test_the_command_refreshes_the_metagame(demo_cards):
    from io import StringIO

    from django.core.management import call_command

    _deck(["DM01-001"], Deck.Visibility.PUBLIC, dt.datetime(2025, 1, 5, tzinfo=JST))
    out = StringIO()
    call_command("refresh_metagame", stdout=out)
    assert "metagame: 1 decks, 0 lists, 1 months" in out.getvalue()
    assert usage("DM01-001").decks == 1


# The API


def test_the_api_answers_503_with_retry_after_before_the_first_refresh(demo_cards, client):
    for name in ("api:metagame", "api:metagame-cards", "api:metagame-bulk"):
        response = client.get(reverse(name))
        assert (response.status_code, response["Retry-After"], response.json()["code"]) == (503, "60", "unavailable")


def test_the_metagame_api_gives_months_rankings_new_and_rising(meta, client):
    body = client.get(reverse("api:metagame")).json()
    assert (body["object"], body["decks"], body["lists"]) == ("metagame", 4, 2)
    assert body["months"][1] == {"month": "2025-02", "decks": 2, "lists": 0}
    assert body["top"][0]["collector_number"] == "DM01-001"
    assert body["top"][0]["deck_share"] == 0.75
    assert body["rising"][0]["gain"] == 0.5
    assert body["new"][0]["collector_number"] == "DM01-007"


def test_the_card_usage_list_is_a_list_object_most_played_first(meta, client):
    body = client.get(reverse("api:metagame-cards")).json()
    assert (body["object"], body["total"], body["has_more"]) == ("list", 5, False)
    rows = [(r["collector_number"], r["decks"], r["deck_share"], r["lists"], r["list_share"]) for r in body["data"]]
    assert rows[0] == ("DM01-001", 3, 0.75, 0, 0.0)
    assert rows[1] == ("DM01-002", 2, 0.5, 2, 1.0)


def test_one_cards_usage_has_every_month_of_the_metagame_and_the_cards_beside_it(meta, client):
    body = client.get(reverse("api:metagame-card", args=["dm01-002"])).json()
    assert (body["object"], body["decks"], body["deck_share"], body["lists"], body["list_share"]) == (
        "card_usage", 2, 0.5, 2, 1.0,
    )  # fmt: skip
    assert body["months"] == [
        {"month": "2025-01", "decks": 1, "deck_share": 0.5, "lists": 2, "list_share": 1.0},
        {"month": "2025-02", "decks": 1, "deck_share": 0.5, "lists": 0, "list_share": 0.0},
    ]
    assert [(o["collector_number"], o["decks"], o["share"]) for o in body["also_played"]] == [
        ("DM01-001", 2, 1.0),
        ("DM01-003", 1, 0.5),
    ]
    unused = client.get(reverse("api:metagame-card", args=["DM01-005"])).json()
    assert (unused["decks"], unused["lists"], unused["first_month"]) == (0, 0, None)
    assert client.get(reverse("api:metagame-card", args=["XX99-999"])).status_code == 404


def test_the_statistics_file_is_served_gzipped_or_plain_with_an_etag(meta, client):
    gzipped = client.get(reverse("api:metagame-bulk"), HTTP_ACCEPT_ENCODING="gzip")
    assert gzipped["Content-Encoding"] == "gzip"
    assert json.loads(gzip.decompress(b"".join(gzipped.streaming_content)))["decks"] == 4
    plain = client.get(reverse("api:metagame-bulk"))
    assert json.loads(b"".join(plain.streaming_content))["lists"] == 2
    again = client.get(reverse("api:metagame-bulk"), HTTP_IF_NONE_MATCH=plain["ETag"])
    assert again.status_code == 304


# The pages


@pytest.mark.parametrize(
    ("language", "title", "usage_word"), [("ja", "メタゲーム", "使用率"), ("en", "Metagame", "Usage")]
)
def test_the_pages_speak_japanese_and_english_and_draw_their_charts_as_svg_without_inline_style(
    meta, language, title, usage_word
):
    client = Client(headers={"accept-language": language})
    page = client.get(reverse("meta:metagame")).content.decode()
    assert f"<h1>{title}</h1>" in page
    assert "<svg" in page
    assert "<polyline" in page
    assert "75.0%" in page
    assert 'style="' not in page
    card = client.get(reverse("meta:card", args=["DM01-001"])).content.decode()
    assert f"{usage_word}: " in card
    assert "<polyline" in card
    assert 'style="' not in card
    assert "3 / 4 (75.0%)" in card
    assert "1 (50.0%)" in card
    detail = client.get(reverse("cards:detail", args=["DM01-001"])).content.decode()
    assert f'href="{reverse("meta:card", args=["DM01-001"])}">{usage_word}<' in detail


def test_the_pages_say_so_before_the_first_refresh(demo_cards):
    client = Client(headers={"accept-language": "ja"})
    assert "まだ集計されていません" in client.get(reverse("meta:metagame")).content.decode()
    assert "まだ集計されていません" in client.get(reverse("meta:card", args=["DM01-001"])).content.decode()


def test_a_card_in_two_parts_of_a_deck_counts_that_deck_once(demo_cards):
    deck = DeckFactory(visibility=Deck.Visibility.PUBLIC)  # the red demo deck: DM01-108 in the Dynamis and player
    assert deck.deck_cards.filter(card__collector_number="DM01-108").count() == 2
    metagame_refresh(today=TODAY)
    assert (usage("DM01-108").decks, usage("DM01-104").decks) == (1, 1)


def test_dimension_zero_decks_are_not_part_of_the_zx_metagame(demo_cards):
    DeckFactory(d0=True, visibility=Deck.Visibility.PUBLIC)
    _deck(["DM01-001"], Deck.Visibility.PUBLIC, dt.datetime(2025, 1, 5, tzinfo=JST))
    snapshot = metagame_refresh(today=TODAY)
    assert snapshot.decks == 1
    assert set(CardUsage.objects.values_list("card__collector_number", flat=True)) == {"DM01-001"}


def test_every_page_links_to_the_metagame_from_the_navigation(demo_cards, client):
    assert f'href="{reverse("meta:metagame")}"' in client.get(reverse("home")).content.decode()
