"""Legal decks built from the real card pool (../shared/data, imported by the importer) validate as legal."""

import datetime as dt

import pytest
from django.db.models import Count, Q

from cards.models import Card
from cards.selectors import designated_names
from tests.conftest import requires_real_data
from zxdecks.decks.services import deck_validate_parts, deck_validate_text
from zxdecks.rules.decklist import write_decklist

pytestmark = [requires_real_data, pytest.mark.realdata]
ON = dt.date(2025, 9, 1)
COLORS = ["red", "blue", "white", "black", "green"]


def plain_cards(color, **filters):
    """Cards of one colour with one name, no construction text, not designated, known text, in collector order."""
    designated = set(designated_names(ON))
    return (
        Card.objects.annotate(n_names=Count("card_names", filter=~Q(card_names__kind="text")))
        .filter(
            n_names=1,
            construction=[],
            unofficial_text=False,
            expiry_date__isnull=True,
            **{f"is_{color}": True},
            **filters,
        )
        .exclude(name__in=designated)
        .order_by("collector_number")
    )


def build(color):
    ignition = plain_cards(color, card_type="Z/X", icons__contains="|ignition|")
    lr = list(ignition.filter(keywords__contains="|ライフリカバリー|")[:1])
    vb = list(ignition.filter(keywords__contains="|ヴォイドブリンガー|")[:1])
    others = list(
        ignition.exclude(keywords__contains="|ライフリカバリー|")
        .exclude(keywords__contains="|ヴォイドブリンガー|")
        .exclude(keywords__contains="|オーバードライブ|")[:3]
    )
    plain = list(plain_cards(color, card_type__in=["Z/X", "EVENT"]).exclude(icons__contains="|ignition|")[:8])
    extras = list(plain_cards(color, card_type="Z/X EX")[:4])
    player = list(plain_cards(color, card_type="PLAYER")[:1])
    assert (len(lr + vb + others), len(plain), len(extras)) == (5, 8, 4), color
    deck = [{"collector_number": c.collector_number, "count": 4} for c in lr + vb + others + plain[:7]]
    deck.append({"collector_number": plain[7].collector_number, "count": 2})
    return {
        "deck": deck,
        "dynamis": [{"collector_number": c.collector_number, "count": 4} for c in extras],
        "player": [{"collector_number": c.collector_number, "count": 1} for c in player],
    }


@pytest.mark.parametrize("color", COLORS)
def test_a_mono_colour_deck_from_the_real_pool_is_legal(real_pool, db, color):
    validation = deck_validate_parts(**build(color), as_of=ON)
    assert validation.report.legal, [v.message_en for v in validation.report.violations]
    assert validation.report.counts["deck"] == 50
    assert validation.report.counts["dynamis"] == 16
    # the same deck written as text and read back is still legal
    again = deck_validate_text(text=write_decklist(validation.deck), as_of=ON)
    assert again.report.legal


def test_a_sealed_real_card_makes_the_deck_illegal(real_pool, db):
    parts = build("green")
    parts["deck"][-1] = {"collector_number": "B13-100", "count": 2}  # sealed since 2023-04-20
    codes = [v.code for v in deck_validate_parts(**parts, as_of=ON).report.violations]
    assert "sealed" in codes
    legend_day = dt.date(2022, 7, 1)
    codes = [v.code for v in deck_validate_parts(**parts, as_of=legend_day).report.violations]
    assert "legend_limit" in codes
    assert "sealed" not in codes


def test_twenty_copies_of_b16_084_are_allowed(real_pool, db):
    report = deck_validate_text(text="20 B16-084", as_of=ON).report
    assert "copy_limit" not in [v.code for v in report.violations]
