"""Activated abilities valid in the Dynamis (803.1d): 「【有効】≪自分ターン≫≪デュナミス裏≫【コスト】…【効果】…」 (the
face-down Dynamis: zone "dynamis") and 「…≪デュナミス表≫…」 (face up: "dynamis_face_up"), with the label 破天降臨
(1129: a 破天降臨 ability is played only while you have played none this turn, its reminder text aside): the
abilities of Z/X EX that put themselves onto a square (「このカードを…登場させる」). The goldfish plays them from
there like the other zone abilities (`run.activation`); the face-down card is not played (806): its cost is the
ability's payment alone."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace

from zxdecks.rules.effects.language import ABILITIES_OF, Ability, Condition, Unread

HATEN = re.compile(r"^破天降臨(?:（[^）]*）|\([^)]*\))?\n?")  # the label and its reminder
# as reader._ZONE_ACTIVATED: 「≪自分ターン1≫」「≪ターン1≫」 once a turn (reader._ONCE), none: either turn (the goldfish
# plays in its own)
_IN_DYNAMIS = re.compile(
    r"^【有効】(?:≪(?:自分ターン\d*|ターン\d)≫)?≪デュナミス(裏|表)≫【コスト】(.+?)【効果】(.+)$", re.S
)
HATEN_ONCE = ABILITIES_OF + "破天降臨"  # in Game.forbidden_names once one was played this turn (1129)

Reader = Callable[[str, str, str, list[Condition], str], Ability | Unread]


# Session 17 (np1): other zones the reader's own head does not take — 破天降臨 before any zone or the squares, a zone
# list of 「か」 (「手札かトラッシュ」: valid in either, as 「と」), three zones, 「リムーブ」 after 「と」
_ZONE_WORDS = {
    "手札": "hand",
    "トラッシュ": "trash",
    "チャージ": "charge",
    "リソース": "resource",
    "リムーブ": "removed",
}
_ZONE_WORD = "(?:" + "|".join(_ZONE_WORDS) + ")"
_IN_ZONES = re.compile(
    r"^【有効】(?:≪(?:自分ターン\d*|ターン\d)≫)?(?P<zones>スクエア|デュナミス|"
    + _ZONE_WORD
    + r"(?:[とか]"
    + _ZONE_WORD
    + r")*)(?:ゾーン)?【コスト】(?P<payment>.+?)【効果】(?P<body>.+)$",
    re.S,
)
_READER_TAKES = re.compile(
    r"^(?:手札|リソース|チャージ|トラッシュ|リムーブ)(?:と(?:手札|リソース|チャージ|トラッシュ))?$"
)


def _in_zones(text: str, labelled: bool) -> tuple[str, str, str] | None:
    """(zone, payment, effect) of an ability of the forms above that the reader's own heads leave, or None."""
    m = _IN_ZONES.match(text)
    if m is None or (not labelled and (m["zones"] in ("スクエア", "デュナミス") or _READER_TAKES.match(m["zones"]))):
        return None
    if m["zones"] == "スクエア":
        return "square", m["payment"], m["body"]
    if m["zones"] == "デュナミス":
        return "dynamis+dynamis_face_up", m["payment"], m["body"]
    zones = dict.fromkeys(_ZONE_WORDS[z] for z in re.split("[とか]", m["zones"]))
    return "+".join(zones), m["payment"], m["body"]


def read_in_dynamis(text: str, conditions: list[Condition], read_activated: Reader) -> Ability | Unread | None:
    """An activated ability valid in your Dynamis (or, with the label 破天降臨 or a zone list the reader's heads do
    not take, elsewhere: `_in_zones`), read by `read_activated` (the reader's, for its payment and effect) with its
    zone and, for 破天降臨, its once-a-turn key; None when the text is not one."""
    label = HATEN.match(text)
    m = _IN_DYNAMIS.match(text[label.end() :] if label else text)
    if m is None:
        zoned = _in_zones(text[label.end() :] if label else text, label is not None)
        if zoned is None:
            return None
        ability = read_activated(text, zoned[1], zoned[2], conditions, zoned[0])
        return replace(ability, once_key=HATEN_ONCE) if label and isinstance(ability, Ability) else ability
    zone = "dynamis" if m[1] == "裏" else "dynamis_face_up"
    return read_activated(text, m[2], m[3], conditions, zone)


def with_haten(text: str, read: Callable[[str], Ability | Unread]) -> Ability | Unread:
    """An activated ability read by `read`; after the label 破天降臨 (in any zone it is valid in, 1129.3) with its
    once-a-turn key, which run.activation shares among all the 破天降臨 abilities a player plays."""
    label = HATEN.match(text)
    if label is None:
        return read(text)
    ability = read(text[label.end() :])
    return replace(ability, once_key=HATEN_ONCE) if isinstance(ability, Ability) else ability


# 「この能力は(あなたのターンにしかプレイできず、)このカードがデュナミスで裏向きの場合にしかプレイできない」
_FACE_DOWN_ONLY = re.compile(
    r"この能力は(あなたのターンにしかプレイでき)?(?:ず、)?このカードがデュナミスで裏向きの場合にしかプレイできない。?"
)


def face_down_only(body: str, zone: str) -> tuple[str, str]:
    """An ability of 「【有効】デュナミス」 (face down or face up) that may be played only while this card is face down
    in the Dynamis: the body without those words (「あなたのターンにしか」 kept as its own restriction) and the zone
    narrowed to the face-down Dynamis ("dynamis", run.activation); anything else as it is."""
    m = _FACE_DOWN_ONLY.search(body)
    if m is None or zone != "dynamis+dynamis_face_up":
        return body, zone
    kept = "この能力はあなたのターンにしかプレイできない。" if m[1] else ""
    return body[: m.start()] + kept + body[m.end() :], "dynamis"


# 803.1f: 「【有効】≪相手ターン(1)≫…」: an activated ability played only in the opponent's turn (once a turn with 「1」)
_OPPONENT_TURN = re.compile(r"^【有効】≪相手ターン(\d?)≫")


def in_opponents_turn(text: str, read: Callable[[str], Ability | Unread]) -> Ability | Unread:
    """An activated ability read by `read`; one marked ≪相手ターン≫ read as the same ability without the mark (≪ターン1≫
    for ≪相手ターン1≫) and valid only in the opponent's turn (`turn` "opponent"), when the goldfish plays none
    (run.activation: it plays activated abilities in its own main phase)."""
    mark = _OPPONENT_TURN.match(text)
    if mark is None:
        return read(text)
    ability = read("【有効】" + (f"≪ターン{mark[1]}≫" if mark[1] else "") + text[mark.end() :])
    return replace(ability, text=text, turn="opponent") if isinstance(ability, Ability) else replace(ability, text=text)
