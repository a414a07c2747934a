"""A choice among the opponent's Z/X counts as acting against defenders only when its filter can match one: a
modelled defender is a cost and a power, no card (hand check 17: B17-001)."""

import pytest

from zxdecks.rules.effects import read_card
from zxdecks.rules.effects.coverage import line_part
from zxdecks.rules.effects.language import CardFilter
from zxdecks.rules.effects.opponent_words import defender_can_match

ENTER = "≪自≫【有効】スクエア【誘発】このカードが登場する。\n【効果】"


@pytest.mark.parametrize(
    ("body", "part"),
    [
        (
            "ノーマルスクエアにある≪イグニッション≫を持つゼクスを好きな枚数選び、ゲームから除外する。",
            "opponent_board_only",
        ),
        ("ノーマルスクエアにあるコスト3以下のゼクスを好きな枚数選び、ゲームから除外する。", "acting_vs_defenders"),
        ("ノーマルスクエアにある相手のコスト4以下のゼクスを1枚選び、破壊する。", "acting_vs_defenders"),
    ],
)
def test_a_choice_of_the_opponents_zx_acts_against_defenders_only_when_its_filter_can_match_one(body, part):
    script = read_card("X", ENTER + body)
    assert script.unread == ()
    assert [line_part(a) for a in script.abilities] == [part]


def test_a_defender_matches_a_cost_bound_and_no_name_race_or_icon():
    assert defender_can_match(CardFilter()) is True
    assert defender_can_match(CardFilter(max_cost=3, min_cost=1)) is True
    assert defender_can_match(CardFilter(ignition=True)) is False
    assert defender_can_match(CardFilter(race="ドラゴン")) is False
    assert defender_can_match(CardFilter(name_contains="竜")) is False


# (「このカードのパワーに等しいダメージ」, the example until session 17, is read since: effects.opponent_words)
UNREAD_ON_DEFENDERS = (
    "ノーマルスクエアにある相手のゼクスを1枚選び、リブートしたゼクスのパワーに等しいダメージを与える。"
)


def test_an_effect_on_the_opponents_zx_the_reader_cannot_read_leaves_the_ability_unread_not_a_no_op():
    """Defenders are modelled, so such an effect is not 「nothing to choose」: read as a no-op it would drop the option
    silently (hand check 17: E41-052's first option)."""
    alone = read_card("X", ENTER + UNREAD_ON_DEFENDERS)
    assert (alone.abilities, len(alone.unread)) == ((), 1)
    modal = read_card(
        "X", ENTER + "以下の効果から1つ選び、解決する。\n●" + UNREAD_ON_DEFENDERS + "\n●カードを1枚引く。"
    )
    assert (modal.abilities, len(modal.unread)) == ((), 1)
    assert UNREAD_ON_DEFENDERS.rstrip("。") in modal.unread[0].reason
