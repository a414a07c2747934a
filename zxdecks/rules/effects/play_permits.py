"""A permission an effect gives until the end of the turn to play cards of a filter from a zone for their cost
(806; session 19 `grants`): 「ターン終了時まで、あなたはあなたのトラッシュにある<filter>をコストを支払ってプレイしてよい」 and
「…あなたのデュナミスにある表向きの<filter>を…」 (the face-up cards of the Dynamis, 803.1e).

The grammar reads the clause as the act 「permit <zone>」 (`read_permit`), `permit_effect` makes it Kind.PERMIT_PLAY
(only after 「ターン終了時まで、」: a lasting one is not read), run.permits gives the game the permission for this turn
(GameAPI.permit_play) and goldfish.zone_plays plays such cards as it plays those another card on a square permits.
"""

from __future__ import annotations

import re

from zxdecks.rules.effects.language import CardFilter, Effect, Kind
from zxdecks.rules.effects.words import FILTER, filter_of

# the zone words -> the zone keys of goldfish.zone_plays (「デュナミスにある表向きの」: its face-up cards)
ZONES = {"トラッシュにある": "trash", "リムーブにある": "removed", "リムーブゾーンにある": "removed"}
ZONES |= {"チャージにある": "charge", "デュナミスにある表向きの": "dynamis_face_up"}
_PERMIT = re.compile(
    r"^あなたはあなたの(?P<zone>" + "|".join(ZONES) + r")(?P<what>.+)をコストを支払ってプレイしてよい$"
)
_WHOLE = re.compile(r"(?:「(?P<exact>[^」]+)」|" + FILTER + r")")


def read_permit(words: str) -> tuple[str, CardFilter] | None:
    """The zone key and the filter of a permission to play from a zone; None for other words or another filter."""
    m = _PERMIT.match(words)
    what = _WHOLE.fullmatch(m["what"]) if m is not None else None
    if m is None or what is None or not what.group(0):
        return None
    return ZONES[m["zone"]], filter_of(what.groupdict(), what.group(0))


def permit_effect(verb: str, flt: CardFilter, if_did: bool, until: bool, text: str) -> Effect | str:
    """The effect of the grammar's act 「permit <zone>」, or why it is not read (no 「ターン終了時まで、」)."""
    if not until:
        return f"「{text}」 without 「ターン終了時まで、」"
    return Effect(Kind.PERMIT_PLAY, filter=flt, rest=verb.split()[1], if_did=if_did)
