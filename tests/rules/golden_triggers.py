"""The golden readings of trigger texts (zxdecks.rules.effects.triggers.read_event): the trigger, the zone, the
turns, the card filter and what else must hold, per 【有効】 head and trigger text. Regenerate after a change and
review the diff:

    .venv/bin/python -m tests.rules.golden_triggers
"""

from __future__ import annotations

import json
from pathlib import Path

from zxdecks.rules.effects.grammar import _filter
from zxdecks.rules.effects.triggers import Event, read_event

GOLDEN = Path(__file__).resolve().parent / "golden" / "triggers.json"

# (the 【有効】 zone word, the head before 【誘発】, the trigger text) as the reader's NFKC text spells them.
TEXTS = [
    ("スクエア", "【有効】スクエア", "あなたの[ドラゴン]が登場する"),
    ("スクエア", "【有効】スクエア", "このカードかあなたの[ドラゴン]が登場する"),
    # session 16 (trig): effects.trigger_ways
    ("スクエア", "【有効】スクエア", "あなたの≪エヴォルシード≫を持つゼクスが登場する"),
    ("スクエア", "【有効】スクエア", "あなたのエヴォルシードアイコンを持つゼクスが登場する"),
    ("スクエア", "【有効】スクエア", "このカード以外のあなたの[ドラゴン]が登場する"),
    ("スクエア", "【有効】スクエア", "このカード以外のあなたのゼクスが攻撃する"),
    (
        "スクエア",
        "【有効】≪自分ターン1≫スクエア",
        "このカード以外のあなたのカード名に「妖狐」を含むゼクスがプレイされて登場する",
    ),
    ("スクエア", "【有効】スクエア", "このカードかあなたの[iDA]がプレイされて登場する"),
    ("トラッシュ", "【有効】トラッシュ", "あなたのカード名に「魔眼」を含むコスト6以上のゼクスがプレイされて登場する"),
    ("チャージ", "【有効】チャージ", "あなたの[ガーディアン]がカードの能力で登場する"),
    ("トラッシュ", "【有効】トラッシュ", "このカード以外のあなたのゼクスが登場する"),
    ("スクエア", "【有効】≪相手ターン≫スクエア", "このカード以外のあなたのゼクスが登場する"),
    ("スクエア", "【有効】スクエア", "このカードがシフトする"),
    ("スクエア", "【有効】スクエア", "あなたのゼクスがシフトする"),
    ("トラッシュ", "【有効】トラッシュ", "あなたのゼクスがシフトする"),
    ("デュナミス", "【有効】デュナミス", "あなたが「 ●極星契騎プリズム」の≪起≫能力をプレイする"),
    ("スクエア", "【有効】スクエア", "あなたが「竜王」の≪起≫能力をプレイする"),
    ("スクエア", "【有効】スクエア", "あなたがカードの能力で引く"),
    ("スクエア", "【有効】スクエア", "あなたがカードを引く"),
    ("スクエア", "【有効】スクエア", "相手のコスト7以上のゼクスが登場する"),
    ("スクエア", "【有効】スクエア", "このカードが相手のゼクスを破壊する"),
    ("手札", "【有効】≪自分ターン≫手札", "このカードがトラッシュから手札に戻る"),
    ("スクエア", "【有効】スクエア", "このカードがトラッシュから手札に戻る"),
    ("手札", "【有効】手札", "このカードが登場する"),
    ("フォース", "【有効】フォース", "このカードがフォースになる"),
    ("フォース", "【有効】フォース", "このカードがカード名に「アリシア」を含むゼクスのフォースになる"),
    (
        "フォース",
        "【有効】≪自分ターン≫フォース",
        "このカードをフォースに持つゼクスが攻撃によって相手のプレイヤースクエアにあるゼクスを破壊する",
    ),
    (
        "トラッシュ",
        "【有効】≪自分ターン≫トラッシュ",
        "あなたのカード名に「黒剣」を含むゼクスが、このカードのコスト以上のコストの相手のゼクスを破壊する",
    ),
    (
        "スクエア",
        "【有効】スクエア",
        "あなたのカード名に「黒剣」を含むゼクスが、このカードのコスト以上のコストの相手のゼクスを破壊する",
    ),
    ("スクエア", "【有効】スクエア", "相手のターンの間に相手のコスト3以下のゼクスがノーマルスクエアに登場する"),
    ("スクエア", "【有効】≪相手ターン≫スクエア", "あなたがカードの能力で引く"),
    ("スクエア", "【有効】スクエア", "このカードが相手にダメージを与える"),
    ("チャージ", "【有効】チャージ", "あなたの[E☆2]が相手にダメージを与える"),
    ("デュナミス", "【有効】デュナミス", "あなたのコスト6以上のゼクスが相手にダメージを与える"),
    ("スクエア", "【有効】スクエア", "このカードがトラッシュから登場する"),
    ("スクエア", "【有効】スクエア", "このカードがライフ以外から登場する"),
    ("トラッシュ", "【有効】トラッシュ", "このカードがトラッシュから登場する"),
    ("スクエア", "【有効】スクエア", "このカード以外のあなたのゼクスがチャージから登場する"),
    ("スクエア", "【有効】≪自分ターン≫スクエア", "このカードかあなたの[ギアドラゴン]がデッキから登場する"),
    ("スクエア", "【有効】スクエア", "このカードがリブートする"),
    ("スクエア", "【有効】スクエア", "このカード以外のスクエアにあるあなたの[E☆2]がリブートする"),
    ("スクエア", "【有効】≪自分ターン≫スクエア", "スクエアにあるあなたのカード名に「舞鬼」を含むゼクスがリブートする"),
    ("トラッシュ", "【有効】≪自分ターン≫トラッシュ", "スクエアにあるあなたのゼクスがリブートする"),
    ("スクエア", "【有効】スクエア", "このカードが攻撃によって相手のプレイヤースクエアにあるゼクスを破壊する"),
    ("チャージ", "【有効】チャージ", "あなたの[プレデター]がバトルで相手のゼクスを破壊する"),
    (
        "トラッシュ",
        "【有効】トラッシュ",
        "あなたのカード名に「ズィーガー」を含むゼクスが攻撃によって相手のゼクスを破壊する",
    ),
]
_ZONES = {
    "手札": "hand",
    "フォース": "force",
    "スクエア": "square",
    "デュナミス": "dynamis",
    "リソース": "resource",
    "トラッシュ": "trash",
    "チャージ": "charge",
}


def serialise(event: Event | None) -> dict[str, object] | None:
    if event is None:
        return None
    out: dict[str, object] = {"trigger": event.trigger.value, "zone": event.zone}
    for name in ("turn", "player", "self_too", "not_self", "way"):
        if getattr(event, name):
            out[name] = getattr(event, name)
    if event.by != Event.__dataclass_fields__["by"].default:
        out["by"] = _filter(event.by)
    if event.also:
        out["also"] = [t.value for t in event.also]
    return out


def readings() -> list[dict[str, object]]:
    return [
        {"zone": zone, "head": head, "text": text, "reading": serialise(read_event(text, _ZONES[zone], head))}
        for zone, head, text in TEXTS
    ]


def main() -> None:
    GOLDEN.write_text(json.dumps(readings(), ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(f"{GOLDEN}: {len(TEXTS)} readings")


if __name__ == "__main__":
    main()
