"""The golden readings of constant abilities (811, zxdecks.rules.effects.constant_text and the modules beside it):
card-text shapes and the statics the reader makes of each. Regenerate after a change and review the diff:

    .venv/bin/python -m tests.rules.golden_constants
"""

from __future__ import annotations

import json
from pathlib import Path

from tests.rules.golden_clauses import _plain
from zxdecks.rules.effects.reader import read_card

GOLDEN = Path(__file__).resolve().parent / "golden" / "constants.json"

# Shapes of constant abilities (as the reader's NFKC text spells them, with their 【有効】 head), one each at least.
TEXTS = [
    "【有効】手札【効果】あなたのチャージが2枚以下の場合、このカードのコストを+4する。",
    "【有効】すべて【効果】このカード以外のあなたの手札にあるカード1枚につき、このカードのコストは1増える。",
    "【有効】手札【効果】あなたのリソースが5枚以上ある場合、このカードをプレイする際、このカードのコストを-4する。",
    "【有効】手札【効果】スクエアにあるゼクス1枚につき、このカードのコストを-2する。ただし、0以下にならない。",
    "【有効】手札【効果】スクエアにあるあなたのリンク1枚につき、このカードのコストを-3する。ただし、0以下にならない。",
    "【有効】デッキと手札【効果】このターンの間に登場したあなたのゼクス1枚につき、このカードのコストを-1する。",
    "【有効】すべて【効果】あなたのライフ1枚につき、このカードのコストを+1する。",
    "【有効】手札【効果】スクエアにあるあなたのシフト1枚につき、このカードのコストを-2する。",
    "【有効】手札【効果】手札とチャージにある、このカード以外のあなたのカード1枚につき、このカードのコストを-1する。",
    "【有効】手札【効果】スクエアにあるあなたのパワー15000以上のゼクス1枚につき、このカードのコストを-3する。ただし、1以下にならない。",
    "【有効】手札【効果】スクエアとリムーブにある、あなたの[ミソス]1枚につき、このカードのコストを-1する。",
    "スクエアにあなたの[ドラゴン]が2枚以上ある場合、あなたの手札にあるこのカードのコストは2減る。",
    "スクエアにある相手のゼクス1枚につき、このカードのパワーを+500する。",
    "【有効】スクエア【効果】スクエアにあるシフト1枚につき、このカードのパワーを+3000する。",
    "このカード以外のスクエアにあるすべてのあなたの[ホウライ]のパワーを+1000する。",
    "【有効】トラッシュ【効果】あなたのトラッシュが15枚以上ある場合、あなたはこのカードをコストを支払ってプレイしてよい。",
    "【有効】リソース【効果】あなたはこのカードをコストを支払ってプレイしてよい。",
    "【有効】チャージかトラッシュ【効果】あなたはこのカードをコストを支払ってプレイしてよい。",
    "【有効】チャージ【効果】このカードのコストを-2する。ただし、0以下にならない。",
    "このカードが破壊された際、チャージに置くかわりにリソースにスリープで置く。",
    "このカードが破壊された場合、チャージに置くかわりに手札に戻す。",
    "【有効】≪自分ターン≫スクエア【効果】このカードのバトル中、このカードのパワーを+7500する。",
    "【有効】スクエア【効果】このカードがフォースを持つ場合、このカードのパワーを+6000する。",
    "【有効】スクエア【効果】このカードと隣接しているあなたのゼクス1枚につき、このカードのパワーを+2000する。",
    "【有効】スクエア【効果】スクエアにあるあなたのリンク1枚につき、このカードのパワーを+1000する。",
    "【有効】スクエア【効果】あなたの手札にあるすべての元々のコストが10以上のゼクスのコストを-1する。ただし、0以下にならない。",
    "【有効】チャージ【効果】あなたの手札にあるすべての「囮はまかせて!」のコストを-1する。ただし、0以下にならない。",
    "【有効】スクエア【効果】あなたの手札にある「神罰の執行」をコストを支払わずにプレイしてよい。",
    "【有効】手札【効果】あなたのライフが相手より少ない場合、このカードをプレイする際、コストを支払うかわりにあなたのトラッシュにある≪イグニッション≫を持つカードを3枚好きな順番でデッキの下に置いてよい。",
    "【有効】スクエア【効果】このカードのカード名は「蒼きふたつ星リゲル」としても扱う。",
    "このカードがあるスクエアの隣のスクエアにあるあなたのゼクスのパワーを+1000する。",
    "【有効】スクエア【効果】スクエアにあるすべての相手のゼクスのコストを-1する。ただし、0以下にならない。",
    "【有効】手札【効果】あなたのリムーブにある[ミソス]か[ホウライ]を持つゼクス3枚につき、このカードのコストを-1する。",
    "【有効】スクエア【効果】あなたはあなたのリムーブゾーンにある[ミソス]をコストを支払ってプレイしてよい。",
    "【有効】手札【効果】このターンの間にあなたのゼクスが“≪起≫電影”によって登場していた場合、このカードのコストを-2する。",
    "【有効】スクエア【効果】あなたのリソースにある[ライカンスロープ]4枚につき、スクエアにあるすべてのあなたのゼクスのパワーを+1000する。",
    "【有効】スクエア【効果】あなたのチャージにあるカード1枚につき、このカード以外のスクエアにあるすべてのあなたのゼクスのパワーを+1000する。",
    "【有効】スクエア【効果】スクエアにあるこのカード以外のあなたの[鉄血]1枚につき、スクエアにあるすべてのあなたの[鉄血]のパワーを+1000する。",
    "【有効】デッキ【効果】あなたのトラッシュにカード名に「怪盗団」を含むカードが4枚以上ある場合、このカードは≪イグニッション≫を得る。",
    "【有効】デッキ【効果】このカードのコストは1減る。ただし、0以下にならない。",
    "【有効】スクエア【効果】あなたのトラッシュにカードが5枚以上ある場合、あなたはダメージを受けない。",
]


def reading(text: str) -> dict[str, object]:
    """What the reader makes of the text as a constant ability: its zone and statics, or why it is unread."""
    script = read_card("X", "≪常≫" + text)
    if not script.abilities:
        return {"unread": [u.reason for u in script.unread]}
    (ability,) = script.abilities
    found: dict[str, object] = {"kind": ability.kind.value, "zone": ability.zone}
    if ability.ignition_in:  # a gained ignition icon: where it is asked for, under which conditions
        found |= {"ignition_in": ability.ignition_in, "conditions": [_plain(c) for c in ability.conditions]}
    return found | {"statics": [_plain(s) for s in ability.statics]}


def readings() -> list[dict[str, object]]:
    return [{"text": text, "reading": reading(text)} for text in TEXTS]


def main() -> None:
    GOLDEN.write_text(json.dumps(readings(), ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(f"{GOLDEN}: {len(TEXTS)} readings")


if __name__ == "__main__":
    main()
