"""1116 Install (インストール): a keyword auto ability whose meaning the rules give whole (1116.2): 「スクエア このカード
が登場する。あなたのトラッシュにあるカード名に「転身」を含むゼクスを1枚選び、除外してよい。除外したならば、そのカードが
持つ≪起≫能力を1つ選び、ターン終了時まで、このカードはその能力を得る。」 (the cards print ≪起≫, which the rules' text
lost). It is read as one action, Kind.INSTALL (run.install), printed bare or with that reminder; and the trigger of a
card it removes, 「このカードが“≪自≫インストール”によって除外される」, whose quoted keyword the reader would drop with the
granted abilities' quotes, is kept as 「≪インストール≫によって」 first (the way "install", run.resolve.fire_card)."""

from __future__ import annotations

import re

from zxdecks.rules.effects.language import Ability, AbilityKind, Effect, Kind, Trigger
from zxdecks.rules.effects.words import FILTER, filter_of

INSTALL_TEXT = (
    "【有効】スクエア【誘発】このカードが登場する。【効果】あなたのトラッシュにあるカード名に「転身」を含むゼクスを1枚選び、"
    "除外してよい。除外したならば、そのカードが持つ≪起≫能力を1つ選び、ターン終了時まで、このカードはその能力を得る。"
)
_TENSHIN = re.compile(FILTER).fullmatch("カード名に「転身」を含むゼクス")
assert _TENSHIN is not None
TENSHIN = filter_of(_TENSHIN.groupdict(), _TENSHIN.group(0))
_QUOTED = re.compile(r"“≪自≫インストール”によって")
# 「このカードが≪インストール≫によって除外される」 (after keep_install)
BY_INSTALL = "このカードが≪インストール≫によって除外される"


def install_ability(text: str) -> Ability | None:
    """The Install ability of a line that is the bare keyword or its reminder as the reader has it; None for any
    other line."""
    flat = re.sub(r"\s", "", text)
    if flat not in ("インストール", INSTALL_TEXT):
        return None
    effect = Effect(Kind.INSTALL, n=1, optional=True, filter=TENSHIN, source="trash", destination="removed")
    return Ability(AbilityKind.AUTO, text, Trigger.ENTER, (effect,))


def keep_install(text: str) -> str:
    """The text with 「“≪自≫インストール”によって」 as 「≪インストール≫によって」."""
    return _QUOTED.sub("≪インストール≫によって", text)
