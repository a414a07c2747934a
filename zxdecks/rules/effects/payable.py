"""Payments read clause by clause (804.2f): a payment the payment table does not know is read by the clause grammar,
each clause a move of a payable kind, of exactly its count."""

from __future__ import annotations

import re
from dataclasses import replace

from zxdecks.rules.effects.grammar import read_text
from zxdecks.rules.effects.grammar_effects import to_effects
from zxdecks.rules.effects.language import Effect, Kind
from zxdecks.rules.effects.zone_pairs import PAIRS

# The kinds an activated ability's payment may be (effects.run.activation.can_pay_payment checks each before it is
# played, 804.2f).
PAYABLE_KINDS = frozenset(
    {
        Kind.MOVE,
        Kind.DESTROY_SELF,
        Kind.SHUFFLE_DECK,
        Kind.SLEEP_RESOURCES,
        Kind.DYNAMIS_FACE_UP,
        Kind.DYNAMIS_FACE_DOWN,
    }
)  # SHUFFLE_DECK: the shuffle after cards into the deck; DYNAMIS_FACE_UP/DOWN: Dynamis cards turned face up/down
# Of the zone pairs with a mover of their own (zone_pairs.PAIRS), those a payment may be; any other pair may.
PAYABLE_PAIRS = frozenset(
    {
        ("self", "resources"), ("self", "hand"), ("self", "trash"), ("self", "deck_bottom"), ("self", "removed"),
        ("self", "charge"), ("self", "dynamis_face_up"), ("self", "deck"), ("self", "life"), ("hand", "trash"), ("hand", "charge"), ("hand", "removed"),
        ("hand", "deck_bottom"), ("hand", "resources"), ("charge", "trash"), ("charge", "deck_bottom"), ("trash", "removed"), ("trash", "hand"),
        ("deck_top", "trash"), ("deck_top", "removed"), ("hand|charge", "trash"), ("hand|charge", "removed"),
        ("trash", "hand"), ("charge", "hand"), ("resources", "hand"), ("trash", "resources"),
        ("hand", "force"), ("trash", "force"),
    }
)  # fmt: skip
# 「…を1枚手札に戻す」 from the trash, the charge (movers.take_for_yourself) or the resources (resource_to_hand): each
# moves exactly n of the filter once can_pay_payment found them (the policy takes min(n, candidates)); so do 「…をN枚
# リソースにスリープで置く」 from the trash (take_for_yourself) and 「…をN枚(表向きで)このカードのフォースにする」 from the hand
# or the trash (run.plays.force: this card on its square, can_pay_payment)


def _payable(effect: Effect) -> bool:
    if effect.kind is Kind.CHOOSE_ZX:  # Z/X of yours slept or destroyed (never the opponent's: 「あなたの」)
        return "own" in effect.to.split() and effect.rest in PAYABLE_SQUARE_VERBS
    if effect.kind is not Kind.MOVE:
        return effect.kind in PAYABLE_KINDS
    if effect.to == "random":  # 「ランダムに」: the payment checks count cards, not a draw at random
        return False
    pair = (effect.source, effect.destination)
    return pair not in PAIRS or pair in PAYABLE_PAIRS


# What a payment may do to Z/X of yours on squares (CHOOSE_ZX's rest): each moves or sleeps exactly the Z/X chosen.
PAYABLE_SQUARE_VERBS = frozenset(
    {"sleep", "destroy", "trash", "remove", "hand", "bottom", "resource", "deck", "deck_third", "charge"}
)
_ON_SQUARES = re.compile(
    r"^((?:(?:このカード|《同名》|「[^」]+」)以外の)?(?:ノーマル)?スクエアにある[^。、]*?を\d+枚)(?:好きな順番で)?"
    r"(スリープ|破壊|トラッシュに置|除外|ゲームから除外|手札に戻|デッキの(?:1番)?下に置|リソースにスリープで置|デッキに戻し、シャッフル"
    r"|デッキの1番上から3番目に戻|チャージに置)(?:する|く|す)。?$"
)  # 「好きな順番で」: the order of the cards put on the bottom of the deck, the policy's
# 804.2f: a payment uses only cards you control, unless it says otherwise: 「スクエアにある[X]を」 is 「スクエアにあるあなたの[X]を」
_WHOSE = re.compile(
    r"^((?:(?:このカード|《同名》|「[^」]+」)以外の)?(?:ノーマル)?スクエアにある)(?!.*(?:あなた|相手)の)"
)
_ENDING = {"置": "く", "戻": "す"}
# 「このカード以外のあなたのチャージを」, 「あなたのトラッシュにあるこのカード以外の…を」 (or the remove zone's): the movers
# of these pairs keep the card whose ability it is in its zone (run.movers: charge_out, trash_remove, move_between), as can_pay_payment counts
_OTHER_THAN = re.compile(
    r"^(?:このカード以外の(あなたの(?:トラッシュ|チャージ|リムーブ))|(あなたの(?:トラッシュ|チャージ|リムーブ)にある)このカード以外の)"
)
_KEEPING = frozenset(
    {
        ("trash", "deck"),
        ("trash", "deck_bottom"),
        ("trash", "removed"),
        ("charge", "trash"),
        ("charge", "deck_bottom"),
        ("removed", "deck"),
    }
)
# 「あなたの手札にある[X]かイベントをN枚トラッシュに置く」: N cards of a zone of yours, as 「…N枚選び、…」 reads them
_OF_A_ZONE = re.compile(
    r"^((?:このカード以外の)?(?:あなたの(?:手札|トラッシュ|チャージ|リソース|デュナミス|リムーブ)|ゲームから除外されているあなたの)"
    r"[^。]*?を(?:合計)?\d+枚)"
    r"((?:好きな順番で)?(?:トラッシュに置く|(?:ゲームから)?除外する|手札に戻す|デッキの(?:1番)?下に置く"
    r"|デッキに戻し、シャッフルする|チャージに置く|リソースにスリープで置く|裏向きにする)。?)$"
)
# 「スクエアにあるあなたのリブートの、赤のゼクスと赤でないゼクスをそれぞれ1枚ずつトラッシュに置く」: a choice of each kind
# (effects.each_split), paid one after the other; read only when no Z/X can be of two kinds (a colour and not it), so
# that each kind's count checked alone is what can be paid (804.4d: each payment its own Z/X)
_EACH_ON_SQUARES = re.compile(
    r"^(スクエアにあるあなたの[^。]*?をそれぞれ\d+枚ずつ)(スリープ|破壊|トラッシュに置)(?:する|く)。?$"
)

_HAND_AND_CHARGE = re.compile(r"^(あなたの手札を\d+枚)と(あなたのチャージを\d+枚)([^。、]+?)。?$")
_THIS_AND_HAND = re.compile(
    r"^このカードと、?(あなたの(?:手札|トラッシュ|チャージ)[^。、]*?を\d+枚)([^。、]+?|デッキに戻し、シャッフルする)。?$"
)  # one verb for both (a clause after it would be done twice)


def payment_effects(payment: str) -> list[Effect] | str:
    """A payment the payment table does not know, read clause by clause: each clause a move of a payable kind, of
    exactly its count (no 「まで」, 「てよい」, condition or 「したならば」); or why it is not read."""
    other_than = _OTHER_THAN.match(payment)
    if other_than:
        payment = (other_than[1] or other_than[2]) + payment[other_than.end() :]
    pair = _HAND_AND_CHARGE.match(payment)
    if pair:  # 「あなたの手札をN枚とあなたのチャージをM枚トラッシュに置く」: the hand cards, then the charge cards
        payment = f"{pair[1]}{pair[3]}。{pair[2]}{pair[3]}。"
    both = _THIS_AND_HAND.match(payment)
    if both:  # 「このカードとあなたの手札/トラッシュ/チャージ…をN枚除外する」: this card, then N other cards
        payment = f"このカードを{both[2]}。{both[1]}{both[2]}。"
    on_squares = _ON_SQUARES.match(payment)
    if (
        on_squares
    ):  # 「スクエアにあるあなたの…をN枚スリープする」: a choice of Z/X of yours, as 「…N枚選び、…する」 reads
        verb = on_squares[2] + _ENDING.get(on_squares[2][-1], "する")
        payment = _WHOSE.sub(r"\1あなたの", f"{on_squares[1]}選び、{verb}。")
    each = _EACH_ON_SQUARES.match(payment)
    if each:
        payment = f"{each[1]}選び、{each[2]}{_ENDING.get(each[2][-1], 'する')}。"
    reading = read_text(payment)
    of_a_zone = _OF_A_ZONE.match(payment) if reading.unread else None
    if of_a_zone:
        reading = read_text(f"{of_a_zone[1]}選び、{of_a_zone[2]}")
    if reading.unread:
        return f"payment: {reading.unread}"
    effects = to_effects(reading)
    if isinstance(effects, str):
        return f"payment: {effects}"
    if (
        each
        and len(effects) == 1
        and effects[0].kind is Kind.MODAL
        and effects[0].n == 0
        and _disjoint(effects[0].options)
    ):
        effects = [option[0] for option in effects[0].options]
    if on_squares:  # a Z/X slept as a payment is a rebooted one (a slept one cannot be slept)
        effects = [replace(e, to=f"{e.to} rebooted") if e.rest == "sleep" else e for e in effects]
    if other_than and any(
        e.kind is Kind.MOVE and (e.source, e.destination) not in _KEEPING for e in effects
    ):  # a mover that might take the card whose ability it is
        return "payment: 「このカード以外の」 of a zone whose mover may take this card"
    for effect in effects:
        every = effect.kind is Kind.MOVE and effect.n == 0  # 「すべて」: no payment of a known count
        if not _payable(effect) or effect.up_to or effect.optional or effect.if_did or effect.conditions or every:
            return f"payment: not a payment the engine makes: {effect.kind}"
    return effects


def _disjoint(options: tuple[tuple[Effect, ...], ...]) -> bool:
    """Whether the kinds of a 「それぞれ」 payment are two Z/X choices no Z/X can answer both: a colour and not it."""
    if len(options) != 2 or any(len(o) != 1 or o[0].kind is not Kind.CHOOSE_ZX for o in options):
        return False
    a, b = options[0][0].filter, options[1][0].filter
    return (a.color is not None and b.color_not == a.color) or (b.color is not None and a.color_not == b.color)
