"""The effect coverage figures: every ability line of a pool in exactly one part, over one denominator."""

from zxdecks.rules.effects import Kind, effect_coverage
from zxdecks.rules.effects.coverage import PARTS
from zxdecks.rules.effects.run import HANDLERS

ENTER = "≪自≫【有効】スクエア【誘発】このカードが登場する。\n【効果】"
DESTROY = "ノーマルスクエアにある相手のゼクスを1枚選び、破壊する。"
# A hand-written pool whose every line's part is known: 14 lines.
POOL = [
    ("A", ENTER + "1枚引く。"),  # acting
    ("B", ENTER + DESTROY),  # acts only against defenders
    ("C", "≪S≫ライフリカバリー"),  # keyword the engine handles
    ("D", "≪レベル能力(ウェイカー)≫ウェイカーLv3\n" + ENTER + "1枚引く。"),  # inert gate line, acting
    ("E", "≪常≫【有効】すべて【効果】デッキを構築する際、《同名》はデッキに8枚まで入れることができる。"),  # construction
    ("F", ENTER + "相手の手札を見る。"),  # unread
    ("G", "≪常≫絶界(このカードは相手の能力で選ばれない。)"),  # inert
    ("H", "≪自≫【有効】スクエア【誘発】このカードが攻撃によって相手のゼクスを破壊する。\n【効果】1枚引く。"),  # def.
    ("I", ENTER + "以下の効果から1つ選び、解決する。\n●1枚引く。\n●" + DESTROY),  # acting: one option acts
    ("J", ENTER + "以下の効果から1つ選び、解決する。\n●" + DESTROY + "\n●ノーマルスクエアにある相手のゼクスを1枚選び、手札に戻す。"),
    ("K", "≪常≫レンジ2\n" + ENTER + "相手の手札を見る。"),  # acting constant, unread
    ("L", ENTER + "あなたを攻撃しているゼクスを1枚選び、破壊する。"),  # opponent's board only: no defender attacks
]  # fmt: skip


def test_every_line_of_a_hand_written_pool_is_counted_in_its_one_part():
    cov = effect_coverage(POOL, top=5)
    figures = {k: cov[k] for k in ("ability_lines", "read", "executed", *PARTS)}
    assert figures == {
        "ability_lines": 14,
        "read": 12,
        "executed": 7,  # L is carried out but changes nothing in any modelled game
        "acting": 4,
        "acting_vs_defenders": 3,  # B, H (destroys in battle), J (both options on the opponent's Z/X)
        "opponent_board_only": 1,  # L
        "no_handler": 0,
        "keyword_handled": 1,
        "inert": 2,
        "construction": 1,
        "unread": 2,
    }
    assert sum(cov[part] for part in PARTS) == cov["ability_lines"]
    assert cov["read"] == cov["ability_lines"] - cov["unread"]
    assert cov["executed"] == cov["acting"] + cov["acting_vs_defenders"]
    assert cov["shares"]["acting"] == round(4 / 14, 4)
    assert cov["shares"]["executed"] == round(7 / 14, 4)
    assert cov["top_unread_clauses"] == [{"shape": "相手の手札を見る: no object phrase", "count": 2}]
    assert cov["by_kind"]["effect: draw"] == 4  # A, D, H and I's option
    assert cov["by_kind"]["acting: auto"] == 3
    assert cov["by_kind"]["acting_vs_defenders: auto"] == 3
    assert cov["by_kind"]["opponent_board_only: auto"] == 1


def test_a_line_gated_by_the_opponents_zx_acts_only_against_defenders():
    gated = ENTER + "スクエアに相手のゼクスが2枚以上ある場合、カードを1枚引く。"
    cov = effect_coverage([("A", gated)])
    assert (cov["acting"], cov["acting_vs_defenders"]) == (0, 1)


def test_a_line_read_into_an_action_without_a_handler_is_read_but_not_executed(monkeypatch):
    monkeypatch.delitem(HANDLERS, Kind.DRAW)
    cov = effect_coverage(POOL[:1])
    assert (cov["read"], cov["no_handler"], cov["executed"], cov["acting"]) == (1, 1, 0, 0)


def test_unread_shapes_fold_names_races_and_numbers_and_name_the_reason_when_no_clause_is_named():
    cov = effect_coverage(
        [
            ("A", ENTER + "「甲」を2枚選び、[ドラゴン]に見せる。"),
            ("B", ENTER + "「乙」を3枚選び、[天使]に見せる。"),
            ("C", "≪S≫このカードは特別だ。次も。"),
        ]
    )
    shapes = {item["shape"]: item["count"] for item in cov["top_unread_clauses"]}
    assert shapes["「X」をN枚選び、[R]に見せる: no object phrase"] == 2
    assert shapes["ability kind ≪S≫: このカードは特別だ。"] == 1
    assert cov["unread"] == 3


def test_unread_shapes_fold_a_granted_ability_kept_in_its_sentence():
    """reader.split_abilities keeps a granted auto ability, escaped, in its sentence: two lines alike but for what
    they grant count as one shape, spelt as the card spells it (「以下の能力」)."""
    grant = "スクエアにあるあなたのゼクスを1枚選び、ターン終了時まで、以下の能力を与える。"
    cov = effect_coverage(
        [
            ("A", "≪イベント≫" + grant + "“≪自≫このカードがリブートした時、カードを1枚引く。”"),
            ("B", "≪イベント≫" + grant + "“≪自≫このカードがリブートした時、1点回復する。”"),
        ]
    )
    (item,) = cov["top_unread_clauses"]
    assert item["count"] == 2
    assert "以下の能力を与える" in item["shape"]
    assert "付与" not in item["shape"]
