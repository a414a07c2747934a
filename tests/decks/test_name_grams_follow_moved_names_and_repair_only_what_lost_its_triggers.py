"""SQLite's gram index (cards.name_grams) follows a name row moved to another card, and `ensure()` puts back only the
missing triggers and refills only the table that lost them (session 22 `mut21`: mutants of name_grams that the
tests of tests/decks/test_deck_list_by_card_name.py left alive, docs/mutation.md)."""

from __future__ import annotations

import pytest
from django.db import connection

from cards import name_grams
from cards.models import Card, CardName
from tests.cards.importing import import_card_rows
from tests.decks.test_deck_list_by_card_name import ODD, _computed_grams, _row, _stored_grams
from zxdecks.decks import selectors

pytestmark = pytest.mark.django_db


@pytest.fixture
def odd_cards(tmp_path):
    if connection.vendor != "sqlite":
        pytest.skip("SQLite's gram index")
    import_card_rows(tmp_path, [_row(*card) for card in ODD])
    # The triggers made again inside the test (not only by the test database's migration), from these rows.
    with connection.cursor() as cursor:
        for name in name_grams.TRIGGER_NAMES:
            cursor.execute(f"DROP TRIGGER {name}")
    name_grams.ensure()
    assert _stored_grams() == _computed_grams()


def _triggers() -> set[str]:
    with connection.cursor() as cursor:
        cursor.execute("SELECT name FROM sqlite_master WHERE type = 'trigger'")
        return {name for (name,) in cursor.fetchall()} & set(name_grams.TRIGGER_NAMES)


def test_a_name_row_moved_to_another_card_or_given_another_key_by_an_update_moves_its_grams(odd_cards):
    name = CardName.objects.get(card__collector_number="DM95-003", kind="printed")
    other = Card.objects.get(collector_number="DM95-001")
    assert selectors.card_ids_matching("ぬえ") == {name.card_id}
    CardName.objects.filter(pk=name.pk).update(card=other)  # the card alone changes, not the text
    assert _stored_grams() == _computed_grams()
    assert {c for _g, n, c in _stored_grams()[0] if n == name.pk} == {other.pk}
    assert selectors.card_ids_matching("ぬえ") == {other.pk}
    CardName.objects.filter(pk=name.pk).update(search_key="鵺")  # the text alone changes
    assert _stored_grams() == _computed_grams()
    assert selectors.card_ids_matching("鵺") == {other.pk}


def test_ensure_puts_back_the_missing_triggers_and_refills_only_the_table_that_lost_them(odd_cards):
    name = CardName.objects.get(card__collector_number="DM95-002", kind="printed")
    with connection.cursor() as cursor:
        for event in ("insert", "delete", "update"):
            cursor.execute(f"DROP TRIGGER cards_reading_gram_{event}")
        # a name gram lost by no trigger's fault: its table kept its triggers, so ensure() leaves it as it is
        cursor.execute("DELETE FROM cards_name_gram WHERE name_id = %s", [name.pk])
    Card.objects.filter(collector_number="DM95-003").update(reading="ぬえ")  # no trigger wrote its grams
    assert _triggers() == set(name_grams.TRIGGER_NAMES) - {
        f"cards_reading_gram_{e}" for e in ("insert", "delete", "update")
    }
    stored_names, stored_readings = _stored_grams()
    computed_names, computed_readings = _computed_grams()
    assert stored_readings != computed_readings
    name_grams.ensure()
    assert _triggers() == set(name_grams.TRIGGER_NAMES)
    stored = _stored_grams()
    assert stored[1] == computed_readings  # refilled from the rows
    assert stored[0] == stored_names  # not refilled: the name grams stay as they were, the lost ones too
    assert {n for _g, n, _c in stored[0]} == {n for _g, n, _c in computed_names} - {name.pk}
    name_grams.ensure()  # every trigger in place: nothing is refilled
    assert _stored_grams() == stored


def test_the_grams_asked_for_a_key_are_the_key_itself_up_to_two_characters_and_else_each_of_its_pairs():
    sql, params = name_grams.matching_sql("abcd")
    assert params == ["ab", "bc", "cd", 3, "%abcd%", "ab", "bc", "cd", 3, "%abcd%"]
    assert sql.count("LIKE %s") == 2
    sql, params = name_grams.matching_sql("abc")
    assert params == ["ab", "bc", 2, "%abc%", "ab", "bc", 2, "%abc%"]
    sql, params = name_grams.matching_sql("ab")
    assert params == ["ab", "ab"]
    assert "LIKE" not in sql
    sql, params = name_grams.matching_sql("a")
    assert params == ["a", "a"]
