"""The clause grammar (issue 28, point 1, begun): golden readings of card-text shapes, continuative verb forms split
into clauses, every verb of the table with its endings, and agreement with the sentence table where both read."""

import json

import pytest

from tests.rules.golden_clauses import GOLDEN, TEXTS, readings
from zxdecks.rules.effects import Kind, read_card
from zxdecks.rules.effects.grammar import Act, Move, read_clause, read_text, split_clauses
from zxdecks.rules.effects.lexicon import VERBS


def test_the_golden_readings_are_what_the_grammar_reads_now():
    """A change to the grammar shows here as a diff: regenerate with `python -m tests.rules.golden_clauses` and
    review it."""
    golden = json.loads(GOLDEN.read_text(encoding="utf-8"))
    assert [g["text"] for g in golden] == TEXTS
    assert golden == readings()


def test_a_continuative_verb_form_ends_a_clause_and_choosing_or_revealing_does_not():
    assert split_clauses("1点回復し、カードを1枚引く") == ["1点回復し", "カードを1枚引く"]
    assert split_clauses("あなたの手札を1枚選び、チャージに置き、カードを2枚引く") == [
        "あなたの手札を1枚選び、チャージに置き",
        "カードを2枚引く",
    ]
    assert split_clauses("あなたのデッキから…を1枚選び、公開し、手札に加え、デッキをシャッフルする") == [
        "あなたのデッキから…を1枚選び、公開し、手札に加え",
        "デッキをシャッフルする",
    ]


def test_two_clauses_the_sentence_table_cannot_read_together_are_read_by_the_grammar():
    """「1点回復し、カードを1枚引く。」: both halves read alone; the whole-sentence table does not know the pair."""
    assert read_card("X", "≪イベント≫1点回復し、カードを1枚引く。").abilities == ()
    reading = read_text("1点回復し、カードを1枚引く。")
    assert reading.unread == ""
    assert [c.action for c in reading.clauses] == [Act("recover", 1), Act("draw", 1)]


def test_a_clause_that_is_not_read_makes_the_text_unread_and_is_named():
    reading = read_text("カードを1枚引き、相手の手札を見る。")
    assert reading.unread == "相手の手札を見る: no object phrase"
    assert reading.clauses[0].action == Act("draw", 1)


@pytest.mark.parametrize("stem", sorted(VERBS))
def test_every_verb_of_the_table_reads_with_its_endings(stem):
    verb = VERBS[stem]
    endings = ("る", "く", "す", "する", "てよい", "いてよい", "してよい")
    read = [read_clause("あなたの手札を1枚選び、" + stem + e) for e in endings]
    readable = [c for c in read if c.action is not None]
    assert readable, stem
    assert {c.action.destination for c in readable} == {verb.destination}
    assert {c.action.state for c in readable} == {verb.state}
    assert all(c.optional == c.text.endswith("よい") for c in readable)


# Moves the grammar reads as (source, destination) and the sentence table's kind for the same sentence.
KIND_OF_MOVE = {
    ("deck_top", "trash"): Kind.DECK_TO_TRASH,
    ("deck_top", "charge"): Kind.DECK_TO_CHARGE,
    ("deck_top", "resources"): Kind.DECK_TO_RESOURCE,
    ("deck_top", "removed"): Kind.DECK_TO_REMOVE,
    ("hand", "trash"): Kind.DISCARD,
    ("hand", "charge"): Kind.HAND_TO_CHARGE,
    ("hand", "removed"): Kind.HAND_REMOVE,
    ("hand", "square"): Kind.ZONE_TO_SQUARE,
    ("charge", "trash"): Kind.CHARGE_TO_TRASH,
    ("charge", "hand"): Kind.CHARGE_TO_HAND,
    ("trash", "hand"): Kind.TRASH_TO_HAND,
    ("trash", "resources"): Kind.TRASH_TO_RESOURCE,
    ("trash", "removed"): Kind.TRASH_REMOVE,
    ("resources", "hand"): Kind.RESOURCE_TO_HAND,
    ("deck", "hand"): Kind.SEARCH,
    ("self", "hand"): Kind.SELF_TO_HAND,
    ("self", "resources"): Kind.SELF_TO_RESOURCE,
    ("self", "deck_bottom"): Kind.SELF_TO_DECK_BOTTOM,
    ("self", "removed"): Kind.SELF_REMOVE,
}
ACT_KIND = {"draw": Kind.DRAW, "recover": Kind.RECOVER, "damage": Kind.DAMAGE_OPPONENT, "power": Kind.POWER}
ACT_KIND["shuffle"] = Kind.SHUFFLE_DECK


@pytest.mark.parametrize("text", [t for t in TEXTS if not read_text(t).unread])
def test_where_the_sentence_table_reads_a_text_the_grammar_reads_the_same_actions(text):
    script = read_card("X", "≪イベント≫" + text)
    if not script.abilities:
        pytest.skip("the sentence table does not read it (the grammar does)")
    old = [(e.kind, e.n, e.up_to) for e in script.abilities[0].effects]
    new = []
    for clause in read_text(text).clauses:
        action = clause.action
        if isinstance(action, Move):
            new.append((KIND_OF_MOVE[(action.source, action.destination)], action.count, action.up_to))
        else:
            assert isinstance(action, Act)
            new.append((ACT_KIND[action.verb], action.n, action.up_to))
    if [k for k, _, _ in old] == [Kind.SEARCH] and new[-1][0] is Kind.SHUFFLE_DECK:
        new = new[:-1]  # the table's SEARCH shuffles (804.3e); the grammar reads the shuffle as its own clause
    assert new == old
