"""Property-based tests of the validator (hypothesis)."""

import datetime as dt
import random

from hypothesis import given, settings
from hypothesis import strategies as st

from tests.rules.builders import card, legal_deck, lr
from zxdecks.rules.cards import CardType, Zone
from zxdecks.rules.construction import validate
from zxdecks.rules.deck import Deck, DeckEntry

DAY = dt.date(2025, 1, 1)
POOL = [card(), card(), card(ignition=True), lr(), card(type_=CardType.EVENT), card(type_=CardType.ZX_EX), card("名")]
POOL.append(card("別名", extra_names=("名",)))

entries = st.lists(
    st.builds(DeckEntry, st.sampled_from(POOL), st.integers(min_value=1, max_value=8)), min_size=0, max_size=30
)


def verdict(deck: Deck) -> list[tuple[object, ...]]:
    return sorted(
        (v.rule, v.code, v.name or "", v.count, v.limit, tuple(sorted(v.cards))) for v in validate(deck, DAY).violations
    )


@given(entries, st.integers(min_value=51, max_value=80))
def test_adding_a_card_never_removes_a_size_violation_above_fifty(base, target):
    deck = Deck.of(base)
    while deck.size(Zone.DECK) < target:
        deck = deck.with_entry(DeckEntry(POOL[0], 1))
    assert "deck_size" in {v.code for v in validate(deck, DAY).violations}
    for extra in POOL:
        bigger = deck.with_entry(DeckEntry(extra, 1))
        assert "deck_size" in {v.code for v in validate(bigger, DAY).violations}


@settings(max_examples=200)
@given(entries, st.randoms(use_true_random=False))
def test_the_verdict_does_not_depend_on_line_order(base, rnd: random.Random):
    shuffled = list(base)
    rnd.shuffle(shuffled)
    assert verdict(Deck.of(base)) == verdict(Deck.of(shuffled))


@settings(max_examples=200)
@given(entries, st.data())
def test_the_verdict_does_not_depend_on_splitting_a_line(base, data):
    split: list[DeckEntry] = []
    for entry in base:
        if entry.count > 1 and data.draw(st.booleans()):
            first = data.draw(st.integers(min_value=1, max_value=entry.count - 1))
            split += [DeckEntry(entry.card, first, entry.zone), DeckEntry(entry.card, entry.count - first, entry.zone)]
        else:
            split.append(entry)
    assert verdict(Deck.of(base)) == verdict(Deck.of(split))


def test_splitting_four_into_two_and_two_keeps_a_legal_deck_legal():
    deck = legal_deck()
    split = []
    for e in deck.entries:
        if e.count == 4:
            split += [DeckEntry(e.card, 2, e.zone), DeckEntry(e.card, 2, e.zone)]
        else:
            split.append(e)
    assert validate(Deck.of(split), DAY).legal
