"""The older printing of an auto ability, 「<trigger>した時、<effect>」 with no 【有効】/【誘発】 head (801.2b), for the
triggers the newer printing spells 「<trigger>する」: the old words are turned into the new ones and read by
`triggers.read_event`, so both printings of a trigger read the same (a trigger it does not know stays unread).

- 「(このカードか)あなたの<filter>が登場した時/攻撃した時」 → 「…が登場する/攻撃する」 (Trigger.ZX_ENTERS, ANY_ATTACK);
- 「(このカードか)あなたの<filter>がバトルで相手のゼクスを破壊した時」 → 「…が攻撃によって相手のゼクスを破壊する」
  (the modelled opponent never attacks: a battle of yours is one you attack in, as for 「このカードがバトルで…」);
- 「(あなたの|相手の)ターンの<phase>フェイズ開始時」, 「(相手のターンの)ターン終了時」 as the newer printing says them;
- 「あなたがカードを引いた時」 → 「あなたがカードを引く」 (Trigger.DRAWS, once a card drawn, 1005);
- 「あなたが<filter>イベントをプレイした時」 → 「…をプレイする」 (Trigger.EVENT_PLAYED).
"""

from __future__ import annotations

import re

_OLD = re.compile(
    r"^((?:このカードか)?あなたの[^、。時]+?が(?:登場|攻撃|バトルで相手のゼクスを破壊)した時"
    r"|(?:あなたの|相手の)ターンの(?:リソース|イグニッション|メイン)フェイズ開始時|(?:相手のターンの)?ターン終了時"
    r"|あなたがカードを引いた時|あなたが[^、。時]*イベントをプレイした時)、(.+)$",
    re.S,
)
_NEW_WORDS = (
    ("バトルで相手のゼクスを破壊した時", "攻撃によって相手のゼクスを破壊する"),
    ("登場した時", "登場する"),
    ("攻撃した時", "攻撃する"),
    ("カードを引いた時", "カードを引く"),  # 1005: once a card drawn (Trigger.DRAWS)
    ("をプレイした時", "をプレイする"),  # 806: an event played (Trigger.EVENT_PLAYED)
)
# Any other 「<event>した時/された時/置かれた時/戻った時、」 in the newer printing's words (「このカード以外のあなたの
# <filter>が登場する」, 「ゼクスがスクエアからスクエアに置かれる」, 「相手のゼクスがノーマルスクエアに登場する」…): the
# newer table reads it or the line stays unread with that trigger (one clause before the 、, no 「…時か、」).
_OLD_ANY = re.compile(r"^([^、。]+?(?:した|された|置かれた|戻った)時)、(.+)$", re.S)
_ANY_WORDS = (("置かれた時", "置かれる"), ("戻った時", "戻る"), ("された時", "される"), ("した時", "する"))


def old_auto(text: str) -> tuple[str, str] | None:
    """(the trigger in the newer printing's words, the effect text) of an older auto ability, or None."""
    m = _OLD.match(text.strip())
    if m is None:
        m = _OLD_ANY.match(text.strip())
        if m is None:
            return None
        event = m[1]
        for old, new in _ANY_WORDS:
            if event.endswith(old):
                return event[: -len(old)] + new, m[2]
        return None
    event = m[1]
    for old, new in _NEW_WORDS:
        if event.endswith(old):
            event = event[: -len(old)] + new
            break
    return event, m[2]


__all__ = ["old_auto"]
