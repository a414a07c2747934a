"""「【有効】トラッシュ【効果】(condition、)あなたはこのカードをコストを支払ってプレイしてよい。」 (session 16, `const`):
a card played from the trash, remove zone, charge or resources for its cost (806, 805) while the ability is valid
there (803.1b), with the cost changes of its own valid in that zone (「【有効】手札とトラッシュ【効果】…このカードのコスト
を-1する」). goldfish.zone_plays plays it; run.statics.cost_of(zone=) works its cost out.

A cost change valid in a zone nothing plays the card from is still what a filter of cards there sees (run.seen:
「チャージにあるコスト2以下のゼクスを登場させる」, session 18). 「この能力でプレイされたこのカードがトラッシュに置かれる際、トラッシュに
置くかわりに除外する/デッキの1番下に置く」 after the permission is read for an event (it goes there after it resolves
instead of the trash, 806.3b); for a Z/X (a replacement that follows the card on the squares) it stays unread."""

from __future__ import annotations

from dataclasses import replace

from zxdecks.rules.effects.language import Ability, AbilityKind, Static, Unread
from zxdecks.rules.effects.words import sentence_pattern

# The zones a card may be played from by its own permission, as the 【有効】 head names them.
PLAY_ZONES = {"トラッシュ": "trash", "リムーブ": "removed", "リムーブゾーン": "removed", "チャージ": "charge"}
PLAY_ZONES["リソース"] = "resource"
ZONE_KEYS = frozenset(PLAY_ZONES.values())
PLAY_FROM = sentence_pattern(r"(?:あなたは)?このカードをコストを支払ってプレイしてよい")
# the event played so goes elsewhere than the trash after it resolves: Static.per of the permission
INSTEAD = sentence_pattern(
    r"この能力でプレイされたこのカードがトラッシュに置かれる際、トラッシュに置くかわりに(?P<to>除外する|デッキの1番下に置く)"
)
INSTEAD_TO = {"除外する": "removed", "デッキの1番下に置く": "deck_bottom"}
# What a constant ability may hold in such a zone: the permission and the cost changes it is played for.
PLAY_KINDS = frozenset({"play_from", "cost", "cost_per"})

EVENT_ONLY = "constant ability: a replacement for the card played from a zone, kept only for an event"
# 「【有効】デッキとチャージ/デッキとリソース/リソースとリムーブ…」: zones whose filters see a cost change of the card
# (run.seen), joined by と (the heads constant_text names itself first)
_SEEN_WORDS = {
    "デッキ": "deck",
    "トラッシュ": "trash",
    "チャージ": "charge",
    "リムーブ": "removed",
    "リソース": "resource",
}
SEEN_COMBO = r"(?:デッキ|トラッシュ|チャージ|リムーブ|リソース)(?:と(?:デッキ|トラッシュ|チャージ|リムーブ|リソース))+"


def seen_combo(word: str) -> str:
    """The zone key of a head of seen zones joined by と (「デッキとチャージ」: "deck+charge")."""
    return "+".join(_SEEN_WORDS[w] for w in word.split("と"))


def instead(statics: list[Static], sentence: str) -> bool:
    """「この能力でプレイされたこのカードが…かわりに…」 after a permission: where the event goes instead (in place)."""
    m = INSTEAD.match(sentence)
    if m is None or not statics or statics[-1].kind != "play_from":
        return False
    statics[-1] = replace(statics[-1], per=INSTEAD_TO[m["to"]])
    return True


def settle(
    abilities: list[Ability], unread: list[Unread], gated_by: dict[int, tuple[Ability, str]] | None = None
) -> tuple[list[Ability], list[Unread]]:
    """A card's constant abilities valid in a play zone, all kept (a cost change valid where nothing plays the card
    from is what the filters of cards there see, run.seen); the replacement of an event's trash kept only for an
    event. An ability left unread takes its gate line (`gated_by`: read as inert with it) along, as the reader does
    for a gated ability it cannot read."""
    dropped: list[Ability] = []
    event = any(a.kind is AbilityKind.EVENT for a in abilities)
    kept: list[Ability] = []
    for a in abilities:
        if (
            a.kind is AbilityKind.CONSTANT
            and ZONE_KEYS & set(a.zone.split("+"))
            and any(s.kind == "play_from" and s.per for s in a.statics)
            and not event
        ):
            unread.append(Unread(a.text, EVENT_ONLY))
            dropped.append(a)
        else:
            kept.append(a)
    for a in dropped:
        gate = (gated_by or {}).get(id(a))
        if gate is not None:
            kept = [k for k in kept if k is not gate[0]]
            unread.append(Unread(gate[0].text, gate[1]))
    return kept, unread
