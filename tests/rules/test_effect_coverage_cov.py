"""Honest coverage (issue 28, session 20 `cov`): a line counts as acting against defenders only when a modelled
opponent can have what it waits for; the shapes no modelled game ever has land in `opponent_board_only`."""

import pytest

from zxdecks.rules.effects import effect_coverage
from zxdecks.rules.effects.coverage import line_part
from zxdecks.rules.effects.reader import read_card

ATTACKS = "≪自≫【有効】スクエア【誘発】このカードが攻撃する。\n【効果】"
LEAVES = "≪自≫【有効】スクエア【誘発】このカードがスクエアから離れる。\n【効果】"
THEIR_MAIN = "≪自≫【有効】スクエア【誘発】相手のターンのメインフェイズ開始時。\n【効果】"
THEIR_END = "≪自≫【有効】スクエア【誘発】相手のターンのターン終了時。\n【効果】"
SHIELD = "ターン終了時まで、あなたが次に受けるダメージを-1する。"
ENTERED = "このターンの間に相手のゼクスが5枚以上登場していた場合、"
FROM_HAND = "≪起≫【有効】手札【コスト】《赤1・赤1》【効果】"


def parts(text: str) -> list[str]:
    script = read_card("X", text)
    assert not script.unread, script.unread  # every line here is read: its part is the point
    return [line_part(a) for a in script.abilities]


@pytest.mark.parametrize(
    ("text", "part"),
    [
        # a harm the goldfish may decline to a Z/X 「攻撃している」: no defender attacks, yours is the only one
        (ATTACKS + "スクエアにある攻撃しているゼクスを1枚選び、破壊してよい。", "opponent_board_only"),
        (ATTACKS + "スクエアにある攻撃しているゼクスを1枚まで選び、手札に戻す。", "opponent_board_only"),
        (ATTACKS + "スクエアにある攻撃している相手のゼクスを1枚選び、破壊する。", "opponent_board_only"),  # NO_TARGET
        # near misses: a harm it may not decline destroys your attacking Z/X (a change, if a bad one),
        (ATTACKS + "スクエアにある攻撃しているゼクスを1枚選び、破壊する。", "acting"),
        # your attacking Z/X raised, the defender in the battle harmed
        (ATTACKS + "スクエアにある攻撃しているゼクスを1枚選び、ターン終了時まで、パワーを+3000する。", "acting"),
        (ATTACKS + "ノーマルスクエアにあるバトル中の相手のゼクスを1枚選び、破壊する。", "acting_vs_defenders"),
    ],
    ids=["destroy-may", "bounce-up-to", "opponents-attacking", "destroy-must", "raise-yours", "defender-in-battle"],
)
def test_a_choice_of_an_attacking_zx_reaches_no_defender_but_a_defender_in_battle_does(text, part):
    assert parts(text) == [part]


@pytest.mark.parametrize(
    ("text", "part"),
    [
        # played in your main phase: the opponent's Z/X enter only in its turn (goldfish.defence)
        (FROM_HAND + ENTERED + "このカードをコストを支払わずにプレイする。", "opponent_board_only"),
        # near miss: at the end of its turn its defenders have entered
        (THEIR_END + "このターンの間に相手のゼクスが1枚以上登場していた場合、カードを1枚引く。", "acting_vs_defenders"),
    ],
    ids=["activated", "at-its-turn-end"],
)
def test_the_opponents_zx_entered_this_turn_holds_only_in_its_turn(text, part):
    assert parts(text) == [part]


@pytest.mark.parametrize(
    ("text", "part"),
    [
        (LEAVES + SHIELD, "opponent_board_only"),  # made in your turn: the opponent's damage comes in its own
        (THEIR_MAIN + SHIELD, "acting_vs_defenders"),  # near miss: made before its attacks deal their damage
        (LEAVES + SHIELD + "カードを1枚引く。", "acting"),  # the draw beside it still acts
    ],
    ids=["leaves", "its-main-start", "beside-a-draw"],
)
def test_a_cut_of_the_next_damage_acts_only_when_made_before_the_opponents_damage(text, part):
    assert parts(text) == [part]


def test_the_lines_no_modelled_game_has_are_counted_apart_from_executed():
    pool = [
        ("A", ATTACKS + "スクエアにある攻撃しているゼクスを1枚選び、破壊してよい。"),
        ("B", FROM_HAND + ENTERED + "このカードをコストを支払わずにプレイする。"),
        ("C", LEAVES + SHIELD),
        ("D", THEIR_MAIN + SHIELD),
    ]
    cov = effect_coverage(pool)
    assert (cov["executed"], cov["acting_vs_defenders"], cov["opponent_board_only"]) == (1, 1, 3)
