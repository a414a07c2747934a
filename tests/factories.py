"""factory_boy factories for card rows."""

from __future__ import annotations

import factory

from cards.models import Card, CardName
from cards.normalize import fold
from zxdecks.rules.cards import name_key


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
