import datetime as dt

import pytest
from django.urls import reverse

from cards.models import RegulationEntry
from cards.selectors import card_search

pytestmark = pytest.mark.django_db


def search(on=None, **params):
    found = card_search(params=params, on=on)
    assert found.valid, found.form.errors
    return found.cards


def numbers(on=None, **params):
    return list(search(on, **params).values_list("collector_number", flat=True))


def test_free_text_ignores_kana_kind_and_width(demo_cards):
    assert numbers(q="アグニ") == numbers(q="あぐに") == numbers(q="ｱｸﾞﾆ")
    assert "DM01-001" in numbers(q="あぐに")


def test_free_text_terms_all_have_to_match(demo_cards):
    assert numbers(q="紅蓮 先駆け") == ["DM01-001"]


def test_free_text_searches_subtext_names(demo_cards):
    assert "DM01-039" in numbers(q="紅の竜騎士ガルム")


def test_colour_any_all_and_none(demo_cards):
    both = numbers(color=["red", "blue"], color_mode="all")
    assert both == ["DM01-035"]
    assert "DM01-035" in numbers(color=["red"], color_mode="any")
    assert "DM01-001" not in numbers(color=["red"], color_mode="none")
    assert "DM01-034" in numbers(color=["colorless"])


def test_cost_and_power_ranges(demo_cards):
    found = search(cost_min=7, cost_max=7, power_min=11000)
    assert {c.collector_number for c in found} >= {"DM01-010", "DM01-025"}
    assert all(c.cost == 7 and c.power >= 11000 for c in found)


def test_ignition_keyword_race_type_pack_and_rarity(demo_cards):
    assert all(n in numbers(ignition="yes") for n in ["DM01-004", "DM01-005"])
    assert "DM01-007" in numbers(ignition="no")
    assert numbers(keyword="ライフリカバリー") == ["DM01-004", "DM01-019"]
    assert "DM01-031" in numbers(race="エンジェル")
    assert numbers(type=["Z/X OB"]) == ["DM01-108", "DM01-112"]
    assert "DM01-040" in numbers(pack="dm02")
    assert "DM01-108" in numbers(rarity="OBR")


def test_regulation_status_filter_follows_the_date(demo_cards):
    assert numbers(regulation="sealed", on=dt.date(2024, 5, 31)) == []
    assert numbers(regulation="sealed", on=dt.date(2024, 6, 1)) == ["DM01-040"]
    assert numbers(regulation="legend", on=dt.date(2024, 6, 1)) == ["DM01-041"]
    assert "DM01-040" not in numbers(regulation="none", on=dt.date(2024, 6, 1))


def test_sorting_by_cost_and_power(demo_cards):
    costs = [c.cost for c in search(type=["Z/X"], sort="cost") if c.cost is not None]
    assert costs == sorted(costs)
    powers = [c.power for c in search(type=["Z/X"], sort="-power") if c.power is not None]
    assert powers == sorted(powers, reverse=True)


def test_the_card_list_page_filters_and_pages(client, demo_cards):
    response = client.get(reverse("cards:list"), {"q": "あぐに", "color": "red"})
    body = response.content.decode()
    assert "DM01-001" in body
    assert "DM01-016" not in body


def test_the_card_list_page_shows_filter_errors(client, demo_cards):
    body = client.get(reverse("cards:list"), {"cost_min": "-1"}).content.decode()
    assert "cost_min" in body or "0" in body
    assert "DM01-001" not in body


def test_the_card_list_answers_htmx_with_the_results_only(client, demo_cards):
    body = client.get(reverse("cards:list"), {"q": "あぐに"}, HTTP_HX_REQUEST="true").content.decode()
    assert "<html" not in body
    assert "DM01-001" in body


def test_the_detail_page_shows_all_names_and_history(client, demo_cards):
    RegulationEntry.objects.create(card_name="紅の竜騎士ガルム", status="legend", effective_date=dt.date(2020, 1, 1))
    body = client.get(reverse("cards:detail", args=["dm01-039"])).content.decode()
    assert "仮面の影武者" in body
    assert "紅の竜騎士ガルム" in body
    assert "2020-01-01" in body
    assert "DM01-007" in body  # shares the name


def test_the_detail_page_renders_in_english(client, demo_cards):
    body = client.get(reverse("cards:detail", args=["DM01-004"]), HTTP_ACCEPT_LANGUAGE="en").content.decode()
    assert "Keyword abilities" in body
    assert "ライフリカバリー" in body


def test_an_unknown_card_is_404(client, demo_cards):
    assert client.get(reverse("cards:detail", args=["ZZ99-999"])).status_code == 404


def test_an_empty_select_means_any(client, demo_cards):
    body = client.get(reverse("cards:list"), {"q": "あぐに", "type": "", "color": ""}).content.decode()
    assert "DM01-001" in body
