"""The legality timeline of ten decks built from the real card pool (../shared/data, imported by the importer),
against a calculation written out from the real regulation notes; and E31-036/048/050 sealed the day before their
change to 伝説指定 (「2021年12月16日に「封神指定」から「伝説指定」に変更」)."""

import datetime as dt

import pytest
from django.db.models import Count, Q

from cards.models import Card, RegulationEntry
from tests.conftest import requires_real_data
from zxdecks.decks.services import deck_from_parts, deck_validate_parts
from zxdecks.decks.services.legality import cards_legality

pytestmark = [requires_real_data, pytest.mark.realdata]
CHANGE_DAY = dt.date(2021, 12, 16)
EVE = dt.date(2021, 12, 15)


def clean_cards(color, **filters):
    """Cards of one colour with one name, no construction text, no expiry, never designated, in collector order."""
    ever = RegulationEntry.objects.values("key")
    return (
        Card.objects.annotate(n_names=Count("card_names", filter=~Q(card_names__kind="text")))
        .filter(n_names=1, construction=[], unofficial_text=False, expiry_date__isnull=True, **{f"is_{color}": True})
        .filter(**filters)
        .exclude(card_names__key__in=ever)
        .order_by("collector_number")
    )


def deck_parts(color, extra):
    """A legal mono-colour deck (20 ignition, 50 cards, 16 Dynamis, a player) with the extra cards in place of its
    last plain cards, so it still holds 50."""
    ignition = clean_cards(color, card_type="Z/X", icons__contains="|ignition|")
    lr = list(ignition.filter(keywords__contains="|ライフリカバリー|")[:1])
    vb = list(ignition.filter(keywords__contains="|ヴォイドブリンガー|")[:1])
    others = list(
        ignition.exclude(keywords__contains="|ライフリカバリー|")
        .exclude(keywords__contains="|ヴォイドブリンガー|")
        .exclude(keywords__contains="|オーバードライブ|")[:3]
    )
    plain = list(clean_cards(color, card_type__in=["Z/X", "EVENT"]).exclude(icons__contains="|ignition|")[:8])
    extras = list(clean_cards(color, card_type="Z/X EX")[:4])
    player = list(clean_cards(color, card_type="PLAYER")[:1])
    assert (len(lr + vb + others), len(plain), len(extras), len(player)) == (5, 8, 4, 1), color
    rows = [[c.collector_number, 4] for c in lr + vb + others + plain[:7]] + [[plain[7].collector_number, 2]]
    remove = sum(count for _, count in extra)
    for row in reversed(rows):
        take = min(remove, row[1])
        row[1] -= take
        remove -= take
    deck = [{"collector_number": n, "count": c} for n, c in rows if c] + [
        {"collector_number": n, "count": c} for n, c in extra
    ]
    return {
        "deck": deck,
        "dynamis": [{"collector_number": c.collector_number, "count": 4} for c in extras],
        "player": [{"collector_number": c.collector_number, "count": 1} for c in player],
    }


def timeline(parts):
    legality = cards_legality(cards=deck_from_parts(**parts), game="zx")
    return [
        (p.date and p.date.isoformat(), p.legal, [(c.card, c.designation, c.assumed) for c in p.changes])
        for p in legality.timeline.points
    ]


# The calculation, from the real notes:
#   E31-036, E31-048  「2021年12月16日に「封神指定」から「伝説指定」に変更」: sealed (no start date) until 2021-12-15, then a
#                     legend (one copy).
#   E31-050           the same, then 「2023年4月20日以降は「伝説指定」から「封神指定」に変更」: sealed again from 2023-04-20.
#   B13-100           legend from 2022-06-23, sealed from 2023-04-20.
#   B20-089           sealed from 2023-04-20.
#   B17-074           sealed from 2017-07-20, lifted (errata) 2020-02-27.
#   B09-097           sealed from 2017-01-01, lifted 2017-04-27, legend from 2022-06-23 (one copy: no change).
#   P34-014           legend from 2022-04-21 (one copy: no change), sealed from 2022-09-22.
#   E31-024           legend from 2021-12-16 (two copies: illegal from then on).
# A deck is illegal while any card of it is sealed, or while it holds two copies of a legend.
DECKS = {
    "four E31-036": (
        "white",
        [("E31-036", 4)],
        [(None, False, [("E31-036", "sealed", True)]), ("2021-12-16", False, [("E31-036", "legend", False)])],
    ),
    "one E31-036": (
        "white",
        [("E31-036", 1)],
        [(None, False, [("E31-036", "sealed", True)]), ("2021-12-16", True, [("E31-036", "legend", False)])],
    ),
    "one E31-048": (
        "green",
        [("E31-048", 1)],
        [(None, False, [("E31-048", "sealed", True)]), ("2021-12-16", True, [("E31-048", "legend", False)])],
    ),
    "one E31-050": (
        "green",
        [("E31-050", 1)],
        [
            (None, False, [("E31-050", "sealed", True)]),
            ("2021-12-16", True, [("E31-050", "legend", False)]),
            ("2023-04-20", False, [("E31-050", "sealed", False)]),
        ],
    ),
    "two E31-050": (
        "green",
        [("E31-050", 2)],
        [
            (None, False, [("E31-050", "sealed", True)]),
            ("2021-12-16", False, [("E31-050", "legend", False)]),
            ("2023-04-20", False, [("E31-050", "sealed", False)]),
        ],
    ),
    "two B13-100": (
        "green",
        [("B13-100", 2)],
        [
            (None, True, []),
            ("2022-06-23", False, [("B13-100", "legend", False)]),
            ("2023-04-20", False, [("B13-100", "sealed", False)]),
        ],
    ),
    "two B20-089": (
        "green",
        [("B20-089", 2)],
        [(None, True, []), ("2023-04-20", False, [("B20-089", "sealed", False)])],
    ),
    "two B17-074": (
        "black",
        [("B17-074", 2)],
        [
            (None, True, []),
            ("2017-07-20", False, [("B17-074", "sealed", False)]),
            ("2020-02-27", True, [("B17-074", "lifted", False)]),
        ],
    ),
    "one B09-097": (
        "green",
        [("B09-097", 1)],
        [
            (None, True, []),
            ("2017-01-01", False, [("B09-097", "sealed", False)]),
            ("2017-04-27", True, [("B09-097", "lifted", False)]),
        ],
    ),
    "one P34-014 and two E31-024": (
        "red",
        [("P34-014", 1), ("E31-024", 2)],
        [
            (None, True, []),
            ("2021-12-16", False, [("E31-024", "legend", False)]),
            ("2022-09-22", False, [("P34-014", "sealed", False)]),
        ],
    ),
}


@pytest.mark.parametrize("name", list(DECKS))
def test_the_timeline_of_a_real_deck_matches_the_calculation_from_its_notes(real_pool, db, name):
    color, extra, expected = DECKS[name]
    parts = deck_parts(color, extra)
    assert sum(r["count"] for r in parts["deck"]) == 50
    assert timeline(deck_parts(color, [])) == [(None, True, [])]  # the deck around the extra cards is legal always
    assert timeline(parts) == expected


def test_the_brief_example_reads_as_written(real_pool, db):
    legality = cards_legality(cards=deck_from_parts(**deck_parts("green", [("B20-089", 2)])), game="zx")
    assert legality.rows()[1]["text"] == "2023-04-20から不適正：B20-089 封神指定"


@pytest.mark.parametrize(("number", "color"), [("E31-036", "white"), ("E31-048", "green"), ("E31-050", "green")])
def test_a_card_changed_from_sealed_to_legend_is_sealed_the_day_before_with_an_undated_start(
    real_pool, db, number, color
):
    name = Card.objects.get(collector_number=number).name
    until_the_change = Q(effective_date=None) | Q(effective_date__lte=CHANGE_DAY)
    entries = RegulationEntry.objects.filter(until_the_change, card_name=name)
    assert set(entries.values_list("status", "effective_date", "date_assumed")) == {
        ("sealed", None, True),
        ("legend", CHANGE_DAY, False),
    }
    eve = deck_validate_parts(**deck_parts(color, [(number, 1)]), as_of=EVE).report
    assert [(v.code, v.cards) for v in eve.violations] == [("sealed", (number,))]
    assert [(w.code, w.cards) for w in eve.warnings] == [("regulation_date_assumed", (number,))]
    day = deck_validate_parts(**deck_parts(color, [(number, 1)]), as_of=CHANGE_DAY).report
    assert (day.legal, day.warnings) == (True, ())
    four = deck_validate_parts(**deck_parts(color, [(number, 4)]), as_of=CHANGE_DAY).report
    assert [(v.code, v.count, v.limit) for v in four.violations] == [("legend_limit", 4, 1)]
