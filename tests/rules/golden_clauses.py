"""The golden readings of the clause grammar (zxdecks.rules.effects.grammar): card-text shapes and what the grammar
reads of each. Regenerate after a change and review the diff:

    .venv/bin/python -m tests.rules.golden_clauses
"""

from __future__ import annotations

import json
from pathlib import Path

from zxdecks.rules.effects.grammar import read_text, serialise

GOLDEN = Path(__file__).resolve().parent / "golden" / "clauses.json"

# Shapes of effect text (as the reader's NFKC text spells them), one clause kind or prefix each at least.
TEXTS = [
    "カードを2枚引く。",
    "1枚まで引く。",
    "カードを1枚引いてよい。",
    "1点回復し、カードを1枚引く。",
    "2枚引き、あなたの手札を1枚選び、トラッシュに置く。",
    "あなたのデッキの上から3枚をトラッシュに置く。",
    "あなたのデッキの1番上のカードをチャージに置く。",
    "あなたのデッキの上から2枚までトラッシュに置く。",
    "あなたのデッキの上から1枚をリソースにスリープで置く。",
    "あなたのデッキの上から2枚を除外する。",
    "あなたの手札を1枚選び、チャージに置き、カードを2枚引く。",
    "あなたの手札にある[ドラゴン]を2枚まで選び、トラッシュに置いてよい。置いたならば、カードを2枚引く。",
    "あなたのチャージを1枚選び、トラッシュに置く。",
    "あなたのチャージにあるゼクスを1枚選び、手札に戻してよい。",
    "あなたのトラッシュにあるコスト3以下の[ドラゴン]を1枚まで選び、手札に加える。",
    "あなたのトラッシュにあるゼクスを1枚選び、リソースにスリープで置く。",
    "あなたのトラッシュを2枚選び、ゲームから除外する。",
    "あなたのデッキからカード名に「竜」を含むゼクスを1枚まで選び、公開し、手札に加え、デッキをシャッフルする。",
    "あなたの手札にあるゼクスを1枚まで選び、リブートでゼクスのないノーマルスクエアに登場させる。",
    "あなたのリソースにある[ドラゴン]を1枚選び、手札に戻す。",
    "このカードを手札に戻す。",
    "このカードをリソースにスリープで置いてよい。",
    "このカードをデッキの下に置く。",
    "このカードを除外する。",
    "相手に1ダメージを与える。",
    "ターン終了時まで、このカードのパワーを+3000する。",
    "あなたのトラッシュが5枚以上ある場合、あなたのトラッシュにあるゼクスを1枚選び、手札に戻し、デッキをシャッフルする。",
    "あなたの手札が2枚以下の場合、2枚まで引く。",
    "その後、あなたのデッキをシャッフルする。",
    "相手の手札を見る。",
    "置かなかったならば、1枚引く。",
    "あなたの手札を1枚選び、トラッシュに置いてよい。置いたならば、カードを1枚引き、1点回復する。",
    "あなたのデッキの上から5枚公開し、その中にある[ドラゴン]を1枚まで選び、手札に加え、残りを好きな順番でデッキの下に置く。",
    "あなたのデッキの上から3枚見て、その中からゼクスを1枚選び、リブートでゼクスのないノーマルスクエアに登場させ、残りをトラッシュに置く。",
    "あなたのデッキを見て、その中にある[ドラゴン]を1枚まで選び、手札に加え、残りを元に戻し、シャッフルする。",
    "以下の効果から1つ選び、解決する。●カードを1枚引く。●1点回復する。",
    "あなたのチャージが3枚以上ある場合、以下の効果から1つ選び、解決する。●あなたのチャージにあるゼクスを1枚選び、手札に戻す。●相手の手札を見る。",
    "カードを1枚引く。以下の効果を2回解決する。●1点回復する。",
    "このターンの間にこのカードが手札以外から登場していた場合、1枚引く。",
    "カードを1枚引き、相手の手札を見る。",
]


def readings() -> list[dict[str, object]]:
    return [{"text": text, "reading": serialise(read_text(text))} for text in TEXTS]


def main() -> None:
    GOLDEN.write_text(json.dumps(readings(), ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(f"{GOLDEN}: {len(TEXTS)} readings")


if __name__ == "__main__":
    main()
