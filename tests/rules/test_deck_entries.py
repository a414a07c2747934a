"""The entries a list reader makes without the frozen __init__, and the validation context's parts and special entries."""

from __future__ import annotations

import dataclasses
import datetime as dt

import pytest

from tests.rules.builders import card, legal_deck
from zxdecks.rules.cards import ConstructionRule, CopyLimit, RegulationStatus, Zone
from zxdecks.rules.construction import validate
from zxdecks.rules.deck import Deck, DeckEntry, new_entry
from zxdecks.rules.verdict import Context

DAY = dt.date(2025, 10, 1)


def test_an_entry_made_without_init_is_the_same_entry_in_every_way() -> None:
    facts = card("運命の猟犬ライラプス")
    made, built = new_entry(facts, 3, Zone.DYNAMIS), DeckEntry(facts, 3, Zone.DYNAMIS)
    assert type(made) is DeckEntry
    assert (made.card, made.count, made.zone) == (facts, 3, Zone.DYNAMIS)
    assert made == built
    assert hash(made) == hash(built)
    assert repr(made) == repr(built)
    assert made != DeckEntry(facts, 4, Zone.DYNAMIS)
    with pytest.raises(dataclasses.FrozenInstanceError):
        made.count = 4  # type: ignore[misc]


def test_a_card_written_once_a_part_keeps_its_entries_as_given() -> None:
    a, b = card(), card()
    entries = (DeckEntry(a, 4), DeckEntry(b, 2, Zone.DYNAMIS))
    ctx = Context(Deck(entries), DAY)
    assert ctx.part(Zone.DECK)[0] is entries[0]
    assert ctx.part(Zone.DYNAMIS)[0] is entries[1]
    assert ctx.sizes == {Zone.DECK: 4, Zone.DYNAMIS: 2, Zone.PLAYER: 0, Zone.SIDEBOARD: 0}


def test_a_card_written_twice_in_a_part_is_one_entry_of_both_counts_in_first_seen_order() -> None:
    a, b = card(), card()
    deck = Deck((DeckEntry(a, 1), DeckEntry(b, 4), DeckEntry(a, 2), DeckEntry(a, 1, Zone.DYNAMIS)))
    ctx = Context(deck, DAY)
    assert ctx.part(Zone.DECK) == [DeckEntry(a, 3), DeckEntry(b, 4)]
    assert ctx.part(Zone.DYNAMIS) == [DeckEntry(a, 1, Zone.DYNAMIS)]
    assert ctx.sizes[Zone.DECK] == 7
    assert ctx.sizes[Zone.DYNAMIS] == 1


def limit(n: int, name: str) -> tuple[ConstructionRule, ...]:
    return (CopyLimit(Zone.DECK, frozenset({name}), n),)


@pytest.mark.parametrize("twice", [False, True], ids=["each card once", "a card written twice"])
def test_the_special_entries_are_those_with_text_limits_designations_or_expiry_dates_in_part_order(twice: bool) -> None:
    plain, texted = card(), card("X", construction=limit(2, "X"))
    expiring = card(expiry=dt.date(2025, 1, 1))
    sealed = card(regulation=((RegulationStatus.SEALED, dt.date(2024, 1, 1)),))
    entries = [DeckEntry(expiring, 1), DeckEntry(plain, 4), DeckEntry(sealed, 1, Zone.DYNAMIS), DeckEntry(texted, 2)]
    if twice:
        entries.append(DeckEntry(plain, 1))
    ctx = Context(Deck(tuple(entries)), DAY)
    assert [e.card for e in ctx.special(Zone.DECK)] == [expiring, texted]
    assert [e.card for e in ctx.special(Zone.DYNAMIS)] == [sealed]
    assert ctx.special(Zone.PLAYER) == []


def test_a_deck_of_plain_cards_has_no_special_entries_and_still_gets_every_verdict() -> None:
    a = card()
    ctx = Context(Deck((DeckEntry(a, 5),)), DAY)
    assert all(ctx.special(zone) == [] for zone in Zone)
    assert "copy_limit" in [v.code for v in validate(Deck((DeckEntry(a, 5),)), DAY).violations]
    assert validate(legal_deck(), DAY).legal


def test_a_card_text_limit_is_read_from_a_special_entry_whichever_part_order() -> None:
    texted = card("X", construction=limit(2, "X"))
    over = Deck((DeckEntry(card(), 4), DeckEntry(texted, 3)))
    assert [(v.code, v.limit) for v in validate(over, DAY).violations if v.code == "copy_limit"] == [("copy_limit", 2)]
    within = Deck((DeckEntry(card(), 4), DeckEntry(texted, 2)))
    assert [v.code for v in validate(within, DAY).violations if v.code == "copy_limit"] == []
