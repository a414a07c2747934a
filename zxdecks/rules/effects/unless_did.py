"""「…しなかったならば、<effect>」 at the start of an effect sentence (804.3c, the other way round): the effect is done
only when the effect just before it was not (Effect.unless_did; run.resolve and run.plays.modal skip it otherwise).

- The verb names what the effect before does: 「置かなかった」 (a move of cards or Z/X, a look at the top that takes
  cards, links put), 「戻さなかった」 (back to the hand or the deck), 「加えなかった」 (to the hand), 「破壊しなかった」 (a
  choice of Z/X that destroys, this card destroyed), 「引かなかった」 (a draw).
- The effect before must not itself wait on a 「…したならば」 (the sentence would name another effect than the one
  the engine last carried out), and the sentence is one clause.
- 「《無N・無N》を支払わなかったならば」: after 「相手は《無N・無N》を支払ってよい」 (Kind.OPPONENT_PAY), when the opponent
  did not pay (Policy.opponent_pays).
- 「…せず、<condition>ならば、<effect>」: the same, with the condition of the effect after it.
- 「このイグニッションでカードをプレイしなかったならば」 after 「N回イグニッションする」: its rest "played" (done when it
  played a card); 「…、トラッシュに置かれたそのカードを手札に戻してよい」: its rest "back" (`BACK_UNPLAYED`).
- 「N枚…しなかったならば」: fewer than N were done; the effect before is done only at N (all N or none, or counted:
  did_refs.counted_to, as for 「N枚…したならば」).
- 「そのカードを…」 after a test of a revealed card stays with revealed_card._OTHERWISE, which reads it."""

from __future__ import annotations

import re

from zxdecks.rules.effects.language import Effect, Kind

UNLESS = re.compile(
    r"^(?:その後、)?(?:(?P<count>\d+)枚)?(?:《無\d+・[^》]*》を(?=支払わ)|このイグニッションでカードを(?=プレイし))?"
    r"(?P<verb>置か|戻さ|加え|破壊し|引か|支払わ|プレイし)(?:なかった(?:ならば|場合)|ず)、"
    r"(?!(?:そのカード|公開したカード)を|デッキの1番下に置く。?$)"  # that card, unsaid: revealed_card._OTHERWISE
)
# 「N枚…しなかったならば」: fewer than N, the effect before counted as done at N (did_refs.counted_to)
DID = {
    "置か": "置いた",
    "戻さ": "戻した",
    "加え": "加えた",
    "破壊し": "破壊した",
    "引か": "引いた",
    "支払わ": "支払った",
    "プレイし": "プレイした",
}
# What the effect before may be for each verb: kinds, Kind.MOVE destinations, CHOOSE_ZX's actions.
_KINDS = {
    "置か": frozenset({Kind.MOVE, Kind.REVEAL_TOP_TAKE, Kind.PLACE_LINK, Kind.CHOOSE_ZX}),
    "戻さ": frozenset({Kind.MOVE, Kind.CHOOSE_ZX}),
    "加え": frozenset({Kind.MOVE, Kind.REVEAL_TOP_TAKE, Kind.SEARCH}),
    "破壊し": frozenset({Kind.CHOOSE_ZX, Kind.DESTROY_SELF}),
    "引か": frozenset({Kind.DRAW}),
    "支払わ": frozenset({Kind.OPPONENT_PAY}),
    "プレイし": frozenset(
        {Kind.IGNITE}
    ),  # 「このイグニッションでカードをプレイしなかったならば」: IGNITE's rest "played"
}
# 「このイグニッションでカードをプレイしなかったならば、トラッシュに置かれたそのカードを手札に戻してよい」: the card the ignition
# before revealed and put into the trash back to the hand (IGNITE's rest "back", run.zones.ignite)
BACK_UNPLAYED = re.compile(
    r"^このイグニッションでカードをプレイしなかったならば、トラッシュに置かれたそのカードを手札に戻(?:す|してよい)。?$"
)
_MOVES = {
    "置か": ("trash", "charge", "resources", "deck_bottom", "deck_top", "life", "force"),
    "戻さ": ("hand", "deck", "deck_top", "deck_bottom"),
    "加え": ("hand",),
}
_ZX = {
    "置か": ("resource", "trash", "charge", "bottom", "top"),
    "戻さ": ("hand", "bottom", "top", "deck"),
    "破壊し": ("destroy",),
}


def unless_after(verb: str, before: Effect | None) -> bool:
    """Whether 「{verb}なかったならば」 can follow `before`: an effect that does what the verb names, not itself waiting
    on a 「…したならば」."""
    if before is None or before.if_did or before.kind not in _KINDS[verb]:
        return False
    if before.kind is Kind.MOVE:
        return before.destination in _MOVES.get(verb, ())
    if before.kind is Kind.CHOOSE_ZX:
        return before.rest in _ZX.get(verb, ())
    if before.kind is Kind.REVEAL_TOP_TAKE:
        return (before.to == "") == (verb == "加え") and before.to != "square"
    return True
