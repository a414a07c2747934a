"""The clause grammar (issue 28, point 1): golden readings of card-text shapes, continuative verb forms split
into clauses, every verb of the table with its endings, and agreement with the sentence table where both read."""

import dataclasses
import json

import pytest

from tests.rules.golden_clauses import GOLDEN, TEXTS, readings
from zxdecks.rules.effects import Kind, read_card
from zxdecks.rules.effects.clauses import _read_sentence
from zxdecks.rules.effects.grammar import Act, read_clause, read_text, split_clauses
from zxdecks.rules.effects.grammar_effects import to_effects
from zxdecks.rules.effects.language import CardFilter, action_of, move
from zxdecks.rules.effects.lexicon import VERBS
from zxdecks.rules.effects.words import split_sentences


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
    """「1点回復し、カードを1枚引く。」: both halves read alone; the whole-sentence table does not know the pair, and
    the reader falls back to the grammar for it."""
    assert isinstance(_read_sentence("1点回復し、カードを1枚引く。", []), str)
    reading = read_text("1点回復し、カードを1枚引く。")
    assert reading.unread == ""
    assert [c.action for c in reading.clauses] == [Act("recover", 1), Act("draw", 1)]
    (ability,) = read_card("X", "≪イベント≫1点回復し、カードを1枚引く。").abilities
    assert [(action_of(e), e.n) for e in ability.effects] == [(Kind.RECOVER, 1), (Kind.DRAW, 1)]


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


def _table_reads(text: str) -> bool:
    """Whether the whole-sentence table alone reads every sentence of a text (options aside)."""
    return "●" not in text and all(not isinstance(_read_sentence(s, []), str) for s in split_sentences(text))


BOTH_READ = [
    t for t in TEXTS if not read_text(t).unread and _table_reads(t) and read_card("X", "≪イベント≫" + t).abilities
]


def test_most_golden_texts_are_read_by_both_and_some_by_the_grammar_alone():
    grammar_only = [
        t for t in TEXTS if not isinstance(to_effects(read_text(t)), str) and not _table_reads(t) and "●" not in t
    ]
    assert len(BOTH_READ) >= 25
    assert "1点回復し、カードを1枚引く。" in grammar_only
    for text in grammar_only:  # the reader reads them now, through the grammar
        # 「このカードとそのゼクス」, 「このカードのパワー」: read only in an ability on squares (delayed.both_on_squares)
        if any(w in text for w in ("このカードとそのゼクス", "このカードのパワーに等しい", "このカードと入れ替え")):
            continue  # an event leaves them unread (test_effect_values_delayed_clauses.py, _chosen_verbs.py)
        # this card's square or this card moved: likewise (effects.left_squares; test_effect_values_left_squares.py)
        if any(w in text for w in ("このカードがあった", "このカードがあるスクエアの隣", "バトル中でないこのカードを")):
            continue
        # next to this card, its power or cost as a bound (session 17, zx2: test_effect_values_adjacent.py, _self_bounds.py)
        if any(w in text for w in ("このカードの隣", "このカードと隣接", "このカードより", "このカードのコスト以下の")):
            continue
        if text.startswith(("そのゼクスを", "登場したゼクスを")):
            continue  # the opponent's Z/X that set the ability off: read only after its trigger (session 17, np2)
        if "この能力をプレイできない" in text:
            continue  # forbids itself: read in auto and activated abilities only (session 19, trig5)
        assert read_card("X", "≪イベント≫" + text).unread == (), text


@pytest.mark.parametrize("text", BOTH_READ)
def test_where_the_sentence_table_reads_a_text_the_grammar_gives_the_very_same_effects(text):
    """The bridge to the engine (grammar_effects.to_effects) is exact where the old reader reads: kinds, counts,
    「まで」, 「てよい」, 「したならば」, filters, states and conditions (the table's ability-wide condition spread back
    onto each effect, as the grammar keeps a sentence's condition)."""
    ability = read_card("X", "≪イベント≫" + text).abilities[0]
    old = [dataclasses.replace(e, conditions=(*ability.conditions, *e.conditions)) for e in ability.effects]
    assert to_effects(read_text(text)) == old


def test_the_grammar_reads_as_effects_what_the_sentence_table_cannot():
    effects = to_effects(read_text("1点回復し、カードを1枚引く。"))
    assert [(action_of(e), e.n) for e in effects] == [(Kind.RECOVER, 1), (Kind.DRAW, 1)]
    gated = to_effects(
        read_text(
            "あなたのトラッシュが5枚以上ある場合、あなたのトラッシュにあるゼクスを1枚選び、手札に戻し、デッキをシャッフルする。"
        )
    )
    assert [action_of(e) for e in gated] == [("trash", "hand"), Kind.SHUFFLE_DECK]
    assert [[c.kind for c in e.conditions] for e in gated] == [["trash_at_least"], ["trash_at_least"]]


def test_a_move_no_effect_kind_covers_is_left_unread():
    reading = read_text("あなたのデッキの上から1枚を手札に加える。")
    assert reading.unread == ""
    assert to_effects(reading) == "no effect kind moves cards from deck_top to hand"


def test_options_are_one_clause_and_an_option_not_read_leaves_the_text_unread_naming_it():
    reading = read_text("以下の効果から1つ選び、解決する。●カードを1枚引く。●1点回復する。")
    (options,) = [c.action for c in reading.clauses]
    assert (options.choose, options.times) == (1, 1)
    assert [[c.action for c in o.clauses] for o in options.options] == [[Act("draw", 1)], [Act("recover", 1)]]
    effect = to_effects(reading)[0]
    assert (effect.kind, effect.n, [[action_of(e) for e in o] for o in effect.options]) == (
        Kind.MODAL, 1, [[Kind.DRAW], [Kind.RECOVER]]
    )  # fmt: skip
    unread = read_text("以下の効果から1つ選び、解決する。●カードを1枚引く。●相手の手札を見る。")
    assert unread.unread == "option 2: 相手の手札を見る: no object phrase"
    assert isinstance(to_effects(unread), str)


def test_an_if_did_prefix_gates_every_clause_of_its_sentence():
    text = "あなたの手札を1枚選び、トラッシュに置いてよい。置いたならば、カードを1枚引き、1点回復する。"
    effects = to_effects(read_text(text))
    assert [(action_of(e), e.optional, e.if_did) for e in effects] == [
        (("hand", "trash"), True, False),
        (Kind.DRAW, False, True),
        (Kind.RECOVER, False, True),
    ]


DRAGON = CardFilter(race="ドラゴン")


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("あなたの手札を2枚選び、チャージに置く。", move("hand", "charge", 2)),
        (
            "あなたのトラッシュにある[ドラゴン]を1枚まで選び、手札に加える。",
            move("trash", "hand", 1, True, filter=DRAGON),
        ),
        ("あなたのデッキの上から3枚をトラッシュに置く。", move("deck_top", "trash", 3)),
        ("このカードを手札に戻してよい。", move("self", "hand", optional=True)),
        (
            "あなたのチャージにある[ドラゴン]を1枚選び、リソースにスリープで置く。",
            move("charge", "resources", filter=DRAGON),
        ),
        ("あなたのリソースにあるカードを1枚選び、トラッシュに置く。", move("resources", "trash")),
        (
            "あなたのリムーブにある「天使」を1枚選び、トラッシュに置く。",
            move("removed", "trash", filter=CardFilter(name_is="天使")),
        ),
    ],
)
def test_each_zone_pair_is_read_as_one_move_with_its_zones_count_and_filter(text, expected):
    (ability,) = read_card("X", "≪イベント≫" + text).abilities
    assert ability.effects == (expected,)


def test_a_filter_serialised_keeps_a_set_false_or_zero_and_leaves_out_only_the_defaults():
    """「≪イグニッション≫を持たない」 (ignition False) and a cost bound of 0 are set, though they equal False: the golden
    files show them (hand check 17 saw E36-032's filter printed as {})."""
    from zxdecks.rules.effects.language import CardFilter
    from zxdecks.rules.effects.serialise import plain_filter

    assert plain_filter(CardFilter()) == {}
    assert plain_filter(CardFilter(ignition=False, max_cost=0)) == {"ignition": False, "max_cost": 0}
    assert plain_filter(CardFilter(ignition=True, min_cost=2, race="竜")) == {
        "ignition": True,
        "min_cost": 2,
        "race": "竜",
    }
