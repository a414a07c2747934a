"""The golden readings of the clause grammar (zxdecks.rules.effects.grammar): card-text shapes and what the grammar
reads of each. Regenerate after a change and review the diff:

    .venv/bin/python -m tests.rules.golden_clauses
"""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path

from zxdecks.rules.effects.grammar import _filter, read_text, serialise
from zxdecks.rules.effects.language import CardFilter
from zxdecks.rules.effects.reader import read_card

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
    # read by the reader through the grammar (the sentence table does not know them)
    "カードを1枚引き、あなたのトラッシュが2枚以上ある場合、1点回復する。",
    "あなたのトラッシュにあるカードを1枚選び、チャージに置く。",
    "あなたのリムーブにあるゼクスを1枚選び、手札に戻す。",
    "あなたのデッキの1番上のカードをリソースにスリープで置いてよい。置いたならば、あなたのリソースにあるカードを1枚選び、トラッシュに置く。",
    "あなたのリソースにある[ドラゴン]を1枚選び、デッキの1番下に置いてよい。置いたならば、カードを1枚引く。",
    "あなたのチャージにあるカードを2枚まで選び、ゲームから除外する。",
    "あなたのデッキの上から5枚見て、その中にあるカードを2枚選び、ゲームから除外し、残りのカードを好きな順番でデッキの上に戻す。",
    "あなたのデッキの上から3枚見て、その中にあるカードを1枚選び、リソースにスリープで置く。その後、残りのカードをトラッシュに置く。",
    "あなたの手札にある「竜の子」を1枚まで選び、コストを支払わずにプレイする。",
    "あなたのデッキの上から2枚までカードをトラッシュに置く。",
    "あなたのトラッシュから1枚選び、リソースにスリープで置く。",
    "カードを1枚引き、このカードをリブートする。",
    "カードを1枚引き、あなたのリソースにある[ドラゴン]を1枚選び、リブートする。",
    "ターン終了時まで、あなたのトラッシュにあるカードを1枚選び、チャージに置く。",
    "スクエアにあるあなたの[ドラゴン]を1枚選び、ターン終了時まで、パワーを+3000する。",
    "スクエアにあるあなたのリブートのゼクスを1枚選び、手札に戻し、カードを1枚引く。",
    "このカード以外のスクエアにあるあなたのゼクスを1枚選び、破壊してよい。破壊したならば、カードを2枚引く。",
    "このカード以外のスクエアにあるあなたのゼクスを1枚選び、破壊する。",
    "あなたのチャージにあるカードを2枚選び、トラッシュに置いてよい。2枚置いたならば、カードを2枚引く。",
    "あなたのチャージにあるカードを2枚まで選び、トラッシュに置く。2枚置いたならば、カードを1枚引く。",
    "ノーマルスクエアにある相手のコスト3以下のゼクスを1枚選び、破壊し、カードを1枚引く。",
    "ノーマルスクエアにある相手のゼクスを1枚選び、破壊する。破壊したならば、カードを2枚引く。",
    "カードを1枚引き、あなたのデュナミスにある「天使」を1枚選び、表向きにしてよい。",
    "「竜の子」以外のあなたのトラッシュにあるゼクスを1枚選び、手札に戻し、カードを1枚引く。",
    "あなたのチャージにある種族に[ドラゴン]を含むカードを好きな枚数選び、リソースにスリープで置く。",
    "ノーマルスクエアにあるこのカード以外のゼクスを1枚選び、破壊する。",
    "あなたの手札を1枚トラッシュに置く。",
    "このカードを破壊してよい。破壊したならば、カードを2枚引く。",
    "あなたのリソースに[エンジェル]と[ガーディアン]がある場合、カードを1枚引き、1点回復する。",
    "あなたのトラッシュに3枚以上ある場合、あなたのチャージに白のカードがあるならば、カードを1枚引き、1点回復する。",
    "あなたの手札にあるカードを2枚選びデッキに戻し、シャッフルする。",
    "あなたの手札を1枚選び、デッキに戻す。",
    "あなたの手札を1枚選び、デッキの1番上に置き、あなたの手札を1枚選び、好きな順番でデッキの下に置く。",
    "あなたのリソースにある[ドラゴン]を1枚選び、スリープしてよい。スリープしたならば、カードを2枚引く。",
    "あなたのライフを見て、その中にあるカードを1枚選び、手札に加える。",
    "あなたのデッキの1番上のカードを公開する。公開したカードが[ドラゴン]ならば、手札に加える。そうでないならば、そのカードをデッキの1番下に置く。",
    "あなたのデッキの1番上を公開する。そのカードがカード名に「竜」を含むカードならば、チャージに置く。",
    "あなたのデッキの1番上のカードを公開する。公開したカードが赤のカードの場合、カードを1枚引く。",
    "このカードをデュナミスに表向きで置く。",
    "あなたのリソースにあるカード名に「竜」を含むカードを1枚選び、デュナミスに表向きで置く。",
    "スクエアにあるあなたの[ドラゴン]を1枚選び、リブートする。",
    "スクエアにあるあなたのゼクスを1枚選び、スリープする。スリープしたならば、カードを1枚引く。",
    "あなたのチャージに赤のカードが2枚以上ある場合、あなたのプレイヤーはIGOBして、「●歌仙誓装蝶ヶ崎ほのめ」になる。",
    "あなたのプレイヤーはIGOBして、カード名に《プレイヤー指定:≪世羅≫》を含むゼクスになる。",
    "あなたのリソースにカードが7枚以上あるか、相手のリソースにカードが6枚以上ある場合、あなたのプレイヤーはIGOBして、「●歌仙誓装蝶ヶ崎ほのめ」になる。ターン終了時まで、あなたのプレイヤーはIGOBできない。",
    "あなたのデッキの上から5枚公開し、その中にある「竜A」か「竜B」を1枚まで選び、手札に加え、残りを元に戻し、シャッフルする。",
    "あなたのデュナミスに表向きの[ドラゴン]が2枚以上ある場合、カードを1枚引く。",
    "あなたのリムーブゾーンに[ドラゴン]が2枚以上ある場合、カードを1枚引く。",
    "ゲームから除外されているあなたのコスト3以下のゼクスを1枚選び、リブートでゼクスのないノーマルスクエアに登場させる。",
    "あなたのデュナミスにある表向きの「蒼穹の彼方より」を1枚まで選び、手札に戻す。",
]


def ability_of(text: str) -> dict[str, object]:
    """What the reader (the sentence table, then the grammar) makes of the text as an event: the ability's effects
    and conditions with every field that differs from its default, or the reason it is unread."""
    script = read_card("X", "≪イベント≫" + text)
    if not script.abilities:
        return {"unread": [u.reason for u in script.unread]}
    ability = script.abilities[0]
    out: dict[str, object] = {"effects": [_plain(e) for e in ability.effects]}
    if ability.conditions:
        out["conditions"] = [_plain(c) for c in ability.conditions]
    return out


def _plain(value: object) -> object:
    """A dataclass value as plain JSON values, leaving out the fields at their default."""
    if isinstance(value, CardFilter):
        return _filter(value)
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        out = {}
        for f in dataclasses.fields(value):
            if not f.init:
                continue
            v = getattr(value, f.name)
            default = f.default if f.default is not dataclasses.MISSING else None
            if v != default and v not in ((), frozenset()):
                out[f.name] = _plain(v)
        return out
    if isinstance(value, tuple):
        return [_plain(v) for v in value]
    return str(value) if isinstance(value, str) else value


def readings() -> list[dict[str, object]]:
    return [{"text": text, "reading": serialise(read_text(text)), "ability": ability_of(text)} for text in TEXTS]


def main() -> None:
    GOLDEN.write_text(json.dumps(readings(), ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(f"{GOLDEN}: {len(TEXTS)} readings")


if __name__ == "__main__":
    main()
