"""The goldfish's seeded results stay what they were before the speed work of issue #28: a deck built here, with
invented constant texts that change a cost, play a card as colourless and add a colour in the resources, plays the
same kill turns (figures taken on 62c4a95, before the per-card Traits sets)."""

from zxdecks.rules.cards import CardFacts, CardType, Color, Icon
from zxdecks.rules.deck import Deck, DeckEntry
from zxdecks.rules.effects import read_pool
from zxdecks.rules.effects.traits import traits
from zxdecks.rules.odds import kill_turns


def _card(i: int, cost: int, color: Color, ignition: bool) -> CardFacts:
    return CardFacts(
        number=f"PN01-{i:03d}",
        name=f"金魚{i}",
        type=CardType.ZX,
        cost=cost,
        colors=frozenset({color}),
        icons=frozenset({Icon.IGNITION}) if ignition else frozenset(),
        power=1000 * cost,
    )


def test_seeded_kill_turns_of_a_deck_with_cost_colour_and_resource_statics_are_unchanged():
    cards = [_card(i, 1 + i % 4, Color.RED if i % 2 else Color.BLUE, True) for i in range(5)]
    cards += [_card(10 + i, 1 + i % 7, Color.RED if i % 3 else Color.BLUE, False) for i in range(7)]
    texts = {
        cards[5].number: "≪常≫【有効】手札【効果】このカードのコストを-2する。ただし、1以下にならない。",
        cards[6].number: "≪常≫【有効】手札【効果】このカードをプレイする際、このカードは無色として扱う。",
        cards[7].number: "≪常≫【有効】リソース【効果】このカードに青を追加する。",
    }
    deck = Deck.of([DeckEntry(c, 4) for c in cards] + [DeckEntry(_card(30, 2, Color.RED, False), 2)])
    scripts = read_pool((c.number, texts.get(c.number, ""), "") for c in cards)
    report = kill_turns(deck, games=300, turns=10, scripts=scripts)
    assert (report.first.games, report.second.games) == (300, 300)
    assert round(report.first.mean, 6) == 2.553333
    assert round(report.second.mean, 6) == 2.3
    assert report.as_dict()["first"]["histogram"] == {"2": 0.466667, "3": 0.513333, "4": 0.02}
    found = traits(scripts)  # the per-card sets the fast paths ask
    assert (found.cost_cards, found.colorless_cards, found.resource_cards) == (
        {cards[5].number},
        {cards[6].number},
        {cards[7].number},
    )
