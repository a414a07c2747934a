"""The hand-check sample of executed lines (issue 28): seeded, reproducible, drawn from read lines only."""

from __future__ import annotations

from zxdecks.rules.effects.sample import executed_sample

CARDS = [
    ("T-001", "≪イベント≫カードを2枚引く。"),
    ("T-002", "≪イベント≫これは読めない文です。"),
    ("T-003", "≪イベント≫1点回復する。"),
]


def test_the_sample_is_the_same_for_the_same_seed_and_holds_only_read_lines_with_their_reading() -> None:
    first = executed_sample(CARDS, 5, seed=28)
    assert first == executed_sample(CARDS, 5, seed=28)
    assert [item["number"] for item in first] == ["T-001", "T-003"]
    assert first[0]["reading"] == {"kind": "event", "effects": [{"kind": "draw", "n": 2}]}
    assert first[1]["text"] == "1点回復する。"


def test_a_line_that_changes_nothing_in_any_modelled_game_is_not_drawn() -> None:
    """「あなたを攻撃している」: no modelled opponent attacks with Z/X, so the line is carried out but changes nothing."""
    idle = ("T-004", "≪イベント≫あなたを攻撃しているゼクスを1枚選び、破壊する。")
    assert [item["number"] for item in executed_sample([*CARDS, idle], 10, seed=1)] == ["T-001", "T-003"]
