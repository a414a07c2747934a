"""A card's regulation status: per name (by folded name key), then the strongest; the same on every surface."""

import datetime as dt

import pytest
from django.urls import reverse
from django.utils import timezone

from cards.models import RegulationEntry
from cards.selectors import card_search
from tests.cards.importing import import_card_rows
from zxdecks.rules.cards import RegulationStatus

pytestmark = pytest.mark.django_db
NUMBER = "RG01-001"
PRINTED, SUBTEXT = "双名の竜A", "双名の竜B"


@pytest.fixture
def two_named_card(db, tmp_path):
    """A card with a printed name and a second name from its subtext (206.3), and an unrelated card."""
    import_card_rows(
        tmp_path,
        [
            {
                "number": NUMBER,
                "name": PRINTED,
                "type": "Z/X",
                "subtext": f"このカードのカード名は「{SUBTEXT}」としても扱う。",
            },
            {"number": "RG01-002", "name": "無関係な竜", "type": "Z/X"},
        ],
    )


def entry(name, status, day):
    return RegulationEntry.objects.create(card_name=name, status=status, effective_date=day, from_import=False)


def statuses_everywhere(client):
    """The card's status as the card page, the API card object, the search filters and the regulation list see it."""
    page = client.get(reverse("cards:detail", args=[NUMBER])).context["status"]
    api = client.get(f"/api/v1/cards/{NUMBER}/").json()["regulation_status"]
    searched = {
        status
        for status in ("sealed", "legend")
        if NUMBER in card_search(params={"q": f"reg:{status}"}).cards.values_list("collector_number", flat=True)
        and NUMBER in card_search(params={"regulation": status}).cards.values_list("collector_number", flat=True)
    }
    in_force = client.get("/api/v1/regulations/", {"in_force_on": timezone.localdate().isoformat()}).json()["data"]
    listed = {e["status"] for e in in_force if NUMBER in e["cards"]}
    return page, api, searched, listed


def test_a_lift_for_one_name_does_not_cancel_another_names_designation(client, two_named_card):
    entry(PRINTED, "legend", dt.date(2020, 1, 1))
    entry(SUBTEXT, "legend", dt.date(2020, 1, 1))
    entry(SUBTEXT, "lifted", dt.date(2021, 1, 1))  # the latest entry of all, but for the other name
    page, api, searched, listed = statuses_everywhere(client)
    assert page == RegulationStatus.LEGEND
    assert api == "legend"
    assert searched == {"legend"}
    assert listed == {"legend"}
    assert NUMBER not in card_search(params={"q": "reg:none"}).cards.values_list("collector_number", flat=True)


def test_the_strongest_designation_among_a_cards_names_wins(client, two_named_card):
    entry(PRINTED, "legend", dt.date(2020, 1, 1))
    entry(SUBTEXT, "sealed", dt.date(2019, 1, 1))
    page, api, searched, listed = statuses_everywhere(client)
    assert (page, api, searched) == (RegulationStatus.SEALED, "sealed", {"sealed"})
    assert listed == {"sealed", "legend"}  # the list shows each name's designation


def test_a_lift_of_the_only_designated_name_lifts_the_card(client, two_named_card):
    entry(SUBTEXT, "sealed", dt.date(2019, 1, 1))
    entry(SUBTEXT, "lifted", dt.date(2020, 1, 1))
    page, api, searched, listed = statuses_everywhere(client)
    assert (page, api, searched, listed) == (None, None, set(), set())
    assert NUMBER in card_search(params={"regulation": "none"}).cards.values_list("collector_number", flat=True)


def test_an_entry_matches_its_name_by_folded_key(client, two_named_card):
    entry("双名の竜Ａ", "sealed", dt.date(2020, 1, 1))  # full-width Ａ: the same name (name_key)
    entry("双名の竜　B", "legend", dt.date(2020, 1, 1))  # an ideographic space: the same name too
    page, api, searched, listed = statuses_everywhere(client)
    assert (page, api, searched, listed) == (RegulationStatus.SEALED, "sealed", {"sealed"}, {"sealed", "legend"})
    history = client.get(f"/api/v1/cards/{NUMBER}/").json()["regulation"]
    assert {e["card_name"] for e in history} == {"双名の竜Ａ", "双名の竜　B"}
    assert "RG01-002" not in [e for r in client.get("/api/v1/regulations/").json()["data"] for e in r["cards"]]


def test_a_designation_in_the_future_is_not_in_force(client, two_named_card):
    entry(PRINTED, "sealed", timezone.localdate() + dt.timedelta(days=30))
    page, api, searched, listed = statuses_everywhere(client)
    assert (page, api, searched, listed) == (None, None, set(), set())


def test_the_card_history_lists_every_names_entries_oldest_first(client, two_named_card):
    entry(SUBTEXT, "lifted", dt.date(2021, 1, 1))
    entry(PRINTED, "legend", dt.date(2020, 1, 1))
    entry(SUBTEXT, "legend", None)
    history = client.get(reverse("cards:detail", args=[NUMBER])).context["history"]
    assert [(e.card_name, e.status) for e in history] == [
        (SUBTEXT, "legend"),
        (PRINTED, "legend"),
        (SUBTEXT, "lifted"),
    ]
    api = client.get(f"/api/v1/cards/{NUMBER}/").json()["regulation"]
    assert [(e["card_name"], e["status"]) for e in api] == [(e.card_name, e.status) for e in history]
