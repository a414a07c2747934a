"""「ターン終了時、…」 inside an effect text (808.4): a delayed effect, carried out at the end of this turn (507.3).

On this card or on 「そのゼクス」 the Z/X the effect before put onto a square, or on both (「ターン終了時、このカードを
破壊する」, 「ターン終了時、そのゼクスをトラッシュに置く」, 「ターン終了時、このカードとそのゼクスを破壊し、…」) it is the
existing `Kind.AT_END_OF_TURN`; any other clause (「ターン終了時、
カードを1枚引く」, 「ターン終了時、あなたは≪鍵≫を1個得る」, 「ターン終了時、デッキをシャッフルする」) is `Kind.DELAYED`: its
effect waits in `game.delayed_effects` and is carried out at the end of the turn (effects.run.squares). Only effects
that do not act on this card are delayed that way (the card may have moved by then); a clause with more clauses
after it in its sentence, or with a condition of its own after 「ターン終了時、」, stays unread."""

from __future__ import annotations

import re
from dataclasses import replace

from zxdecks.rules.effects.dynamic_bounds import ON_THIS_CARD
from zxdecks.rules.effects.language import Ability, AbilityKind, Effect, Kind, Unread
from zxdecks.rules.effects.square_moves import ON_THIS_SQUARE
from zxdecks.rules.effects.zx_states import NEXT_TO_THIS

PREFIX = "ターン終了時、"
# What befalls this card or 「そのゼクス」 at the end of the turn (Effect.rest of AT_END_OF_TURN), each verb with its
# endings.
_SELF_ACTIONS = {
    "手札に戻": "hand", "破壊": "destroy", "リソースにスリープで置": "resource", "トラッシュに置": "trash",
    "除外": "remove", "ゲームから除外": "remove", "チャージに置": "charge", "デッキの下に置": "bottom",
    "デッキの1番下に置": "bottom",
    "デッキの1番上に置": "top", "デッキの上に置": "top", "デュナミスに表向きで置": "dynamis_face_up",  # session 18
}  # fmt: skip
_ON_CARD = re.compile(
    r"^(?P<who>このカードとそのゼクス|このカード|そのゼクス|そのカード)を(?:あなたの)?(?P<verb>"
    + "|".join(sorted(_SELF_ACTIONS, key=len, reverse=True))
    + r")(?:する|す|く|る|し|き)?$"  # 「…を破壊し、1枚引く」: the clauses after it wait too (grammar_effects)
)
# Whom it befalls (Effect.to): this card, the Z/X the effect before put onto squares, or both (this card first).
_WHO = {"このカード": "self", "このカードとそのゼクス": "both"}
# Kinds that may wait for the end of the turn: none of them acts on this card.
DELAYABLE = frozenset(
    {
        Kind.DRAW, Kind.GAIN_COUNTER, Kind.SHUFFLE_DECK, Kind.MOVE, Kind.RECOVER, Kind.DAMAGE_OPPONENT, Kind.CHOOSE_ZX,
        Kind.LOOK_TOP_REORDER, Kind.NO_TARGET, Kind.DRAW_TO,
        Kind.REBOOT_RESOURCES,  # session 18 (trig3): 「ターン終了時、あなたのリソースを1枚まで選び、リブートする」
    }
)  # fmt: skip


def read_on_card(words: str) -> Effect | None:
    """「(ターン終了時、)このカードを破壊する」「…そのゼクスをトラッシュに置く」 as AT_END_OF_TURN, or None."""
    m = _ON_CARD.match(words)
    if m is None:
        return None
    return Effect(Kind.AT_END_OF_TURN, rest=_SELF_ACTIONS[m["verb"]], to=_WHO.get(m["who"], ""))


def delay(effect: Effect) -> Effect | str:
    """An effect carried out at the end of the turn instead of now (a DELAYED effect holding it), or why not."""
    if effect.kind is Kind.AT_END_OF_TURN:
        return effect
    if effect.kind not in DELAYABLE or effect.source == "self" or "others" in effect.to.split():
        return f"「ターン終了時、」 before an effect that is not delayed: {effect.kind}"
    return Effect(Kind.DELAYED, if_did=effect.if_did, options=((replace(effect, if_did=False),),))


def both_on_squares(read: Ability | Unread) -> Ability | Unread:
    """The ability as read, unless 「ターン終了時、このカードとそのゼクスを…」 is in an ability of a card that need not be
    on a square (an event, an ability valid in another zone): this card's part could not be carried out there, so
    the line stays unread; so does 「このカードが<zone>にある場合」 in an ability not valid in that zone (803.1b: an old
    text's trigger read as valid on squares, where the card never is in that zone), or when it gates more effects
    after one that moves this card away (each effect asks it when it comes: the later ones would never be done)."""
    if isinstance(read, Unread):
        return read
    conditions = [*read.conditions, *(c for e in read.effects for c in e.conditions)]
    zones = {"resources" if z == "resource" else z for z in read.zone.split("+")}
    if any(c.kind == "self_in_zone" and c.name not in zones for c in conditions):  # 「このカードが<zone>にある場合」
        return Unread(read.text, "「このカードが<zone>にある」 in an ability not valid in that zone")
    gated = [e for e in read.effects if any(c.kind == "self_in_zone" for c in e.conditions)]
    if any(e.source == "self" for e in gated[:-1]):  # each effect asks it again (run.resolve): the card has moved
        return Unread(read.text, "「このカードが<zone>にある」 gating more after this card is moved away")
    on_square = read.kind in (AbilityKind.AUTO, AbilityKind.ACTIVATED) and read.zone == "square"
    if on_square:
        return read
    if any(e.kind is Kind.AT_END_OF_TURN and e.to == "both" for e in read.effects):
        return Unread(read.text, "「このカードとそのゼクス」 in an ability of a card not on a square")
    if any(_on_this_square(e) for e in read.effects):  # run.squares.choose_zx, run.square_moves
        return Unread(
            read.text,
            "「このカードのパワー」, 「このカードがあるスクエア」, 「このカードの隣」 or 「このカードと入れ替えて」 in an ability of a"
            " card not on a square",
        )
    return read


def _on_this_square(effect: Effect) -> bool:
    """Whether an effect (or an option of it) needs this card on its square: damage as much as its power, a move
    onto a square next to it, a choice of Z/X next to it."""
    if effect.options:
        return any(_on_this_square(e) for option in effect.options for e in option)
    if effect.kind is not Kind.CHOOSE_ZX:
        return False
    words = effect.to.split()
    on_this = ("self_power", NEXT_TO_THIS, *ON_THIS_CARD)  # zx_states "#next", dynamic_bounds' bounds of this card
    return effect.rest in ON_THIS_SQUARE or any(w in words for w in on_this)
