"""manage.py dynamis_coverage: which Dynamis cards of the imported pool the goldfish plays, and why not."""

import io
import json

import pytest
from django.core.management import call_command

from tests.factories import CardFactory

pytestmark = pytest.mark.django_db


def test_the_command_counts_the_dynamis_cards_played_and_names_why_the_others_are_not():
    made = [
        CardFactory(card_type="Z/X EX", cost=7, subtext="降臨条件:赤のゼクス2枚"),
        CardFactory(card_type="Z/X EX", cost=5, subtext='覚醒条件"赤":コスト3以上のカード2枚'),
        CardFactory(card_type="Z/X EX", cost=6, subtext="このカードはプレイできない。"),
        CardFactory(card_type="Z/X EX", cost=6, subtext="降臨条件:このターンに能力で登場したゼクス1枚"),  # not read
        CardFactory(card_type="Z/X", cost=2),  # not a Dynamis card: not listed
        CardFactory(card_type="PL EX", cost=0, subtext="クライシス:あなたがダメージを受ける。", text=""),
        CardFactory(card_type="PL EX", cost=0, subtext="クライシス:あなたがカードを引く。", text=""),  # not read
    ]
    numbers = {c.collector_number for c in made}
    out = io.StringIO()
    call_command("dynamis_coverage", "--json", stdout=out)
    data = json.loads(out.getvalue())
    reasons = sorted((c["reason"], c["playable"]) for c in data["cards"] if c["number"] in numbers)
    assert reasons == [
        ("awakening", True), ("crisis", True), ("descent", True), ("never", False), ("unread-crisis", False),
        ("unread-filter", False),
    ]  # fmt: skip
    assert sum(row["count"] for row in data["counts"]) == len(data["cards"])
    text = io.StringIO()
    call_command("dynamis_coverage", "--cards", stdout=text)
    listed = text.getvalue()
    never = made[2].collector_number
    assert f"{never:12} Z/X EX  never" in listed
    assert made[0].collector_number not in listed  # a played card is not listed
