"""factory_boy factories for card rows, and the demo deck lists shipped in fixtures/demo_decks/."""

from __future__ import annotations

from pathlib import Path

import factory

from cards.models import Card, CardName
from cards.normalize import fold
from zxdecks.rules.cards import name_key

DEMO_DECKS = Path(__file__).resolve().parent.parent / "fixtures" / "demo_decks"


def demo_deck_path(name: str) -> Path:
    """A deck list file in fixtures/demo_decks/, built from the demo card set."""
    return DEMO_DECKS / f"{name}.txt"


RED = demo_deck_path("red").read_text(encoding="utf-8")  # the legal red Z/X deck (text format, with a name line)
LEGAL_D0 = demo_deck_path("d0").read_text(encoding="utf-8")  # the legal Dimension Zero deck with a sideboard


class CardFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = Card
        django_get_or_create = ("collector_number",)
        skip_postgeneration_save = True

    collector_number = factory.Sequence(lambda n: f"TS01-{n:03d}")
    name = factory.Sequence(lambda n: f"テストカード{n}")
    card_type = "Z/X"
    cost = 2
    power = 3000
    is_red = True

    @factory.post_generation
    def printed_name(self, create, extracted, **kwargs):
        if create:
            CardName.objects.get_or_create(
                card=self,
                name=self.name,
                kind="printed",
                defaults={"key": name_key(self.name), "search_key": fold(self.name)},
            )
