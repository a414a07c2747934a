"""The payments of an activated ability (807.1a) other than resources and ≪スリープ≫: a table of the common ones, the
clause grammar for the rest."""

from __future__ import annotations

import re

from zxdecks.rules.cards import COLOR_BY_JAPANESE, Color
from zxdecks.rules.effects.force_verbs import force_payment
from zxdecks.rules.effects.language import ANY_CARD, SAME_NAME, Action, CardFilter, Effect, Kind, make
from zxdecks.rules.effects.payable import payment_effects
from zxdecks.rules.effects.two_zone_payments import two_zone_payment
from zxdecks.rules.effects.words import COLOR, FILTER, NUM, match_filter

_PAYMENTS: list[tuple[re.Pattern[str], Action]] = [
    (re.compile(r"^(?:あなたの)?手札(?:にあるカード)?を" + NUM + r"枚トラッシュに置く。?"), ("hand", "trash")),
    (re.compile(r"^(?:あなたの)?チャージ(?:にあるカード)?を" + NUM + r"枚トラッシュに置く。?"), ("charge", "trash")),
    (re.compile(r"^このカードをトラッシュに置く。?"), ("self", "trash")),
    (re.compile(r"^あなたの手札(?:にあるカード)?を" + NUM + r"枚チャージに置く。?"), ("hand", "charge")),
    (re.compile(r"^あなたの手札にある" + FILTER + r"を" + NUM + r"枚トラッシュに置く。?"), ("hand", "trash")),
    (re.compile(r"^あなたのチャージにある" + FILTER + r"を" + NUM + r"枚トラッシュに置く。?"), ("charge", "trash")),
    (re.compile(r"^このカードを(?:デッキの(?:1番)?下|デッキの下)に置く。?"), ("self", "deck_bottom")),
    (re.compile(r"^このカードを(?:あなたの)?デッキの1番上に置く。?"), ("self", "deck_top")),  # session 18
    (re.compile(r"^このカードを(?:ゲームから)?除外する。?"), ("self", "removed")),
    (re.compile(r"^このカードをチャージに置く。?"), ("self", "charge")),
    (re.compile(r"^≪([^≫]+)≫を" + NUM + r"個消費する。?"), Kind.PAY_COUNTER),
    (re.compile(r"^(?:あなたの)?手札(?:にあるカード)?を" + NUM + r"枚(?:ゲームから)?除外する。?"), ("hand", "removed")),
    (re.compile(r"^あなたの手札にある" + FILTER + r"を" + NUM + r"枚(?:ゲームから)?除外する。?"), ("hand", "removed")),
    (re.compile(r"^(?:このカード以外の)?(?:あなたの)?トラッシュ(?:にあるカード)?を" + NUM + r"枚(?:ゲームから)?除外する。?"), ("trash", "removed")),
    (re.compile(r"^(?:このカード以外の)?あなたのトラッシュにある" + FILTER + r"を" + NUM + r"枚(?:ゲームから)?除外する。?"), ("trash", "removed")),
    (re.compile(r"^あなたのチャージにある" + FILTER + r"を" + NUM + r"枚デッキの(?:1番)?下に置く。?"), ("charge", "deck_bottom")),
    (re.compile(r"^あなたのトラッシュにある" + FILTER + r"を" + NUM + r"枚手札に戻す。?"), ("trash", "hand")),
    (re.compile(r"^このカード以外のあなたの手札(?:にあるカード)?を" + NUM + r"枚トラッシュに置く。?"), ("hand", "trash")),
    # the hand's mover never gives up the card whose ability it is (run.movers._hand_choice)
    (re.compile(r"^あなたの手札にあるこのカード以外の" + FILTER + r"を" + NUM + r"枚トラッシュに置く。?"), ("hand", "trash")),
    (re.compile(r"^このカードのフォースを" + NUM + r"枚トラッシュに置く。?"), ("force", "trash")),
    (re.compile(r"^このカードの裏向きのフォースを" + NUM + r"枚トラッシュに置く。?"), ("force_down", "trash")),
    (re.compile(r"^あなたのリソースにある" + FILTER + r"を" + NUM + r"枚スリープする。?"), Kind.SLEEP_RESOURCES),
    # 《同名》: this card's own name (107), put in when paid (run.activation); the card paying stays (run.movers)
    (re.compile(r"^あなたのトラッシュにあるこのカード以外の(?P<same>《同名》)を" + NUM + r"枚(?:好きな順番で)?デッキの(?:1番)?下に置く。?"), ("trash", "deck_bottom")),
    (re.compile(r"^あなたのトラッシュにあるこのカード以外の(?P<same>《同名》)を" + NUM + r"枚(?:ゲームから)?除外する。?"), ("trash", "removed")),
]  # fmt: skip


# 「このカードをトラッシュに置き、≪調査記録≫を1個消費する」: a payment clause continued by another, each its own payment
# (「…戻し、」 but not 「デッキに戻し、シャッフルする」, one payment)
_CONTINUED = re.compile(r"^([^、。]+?)(置き|除外し|スリープし|消費し|戻し(?!、シャッフル)|破壊し|表向きにし)、")
_FINITE = {
    "置き": "置く。", "除外し": "除外する。", "スリープし": "スリープする。", "消費し": "消費する。", "戻し": "戻す。",
    "破壊し": "破壊する。", "表向きにし": "表向きにする。",
}  # fmt: skip


# 「このカードとスクエアにあるあなたのゼクスを1枚破壊する」: this card, and another Z/X of yours (one verb for both)
_THIS_AND_SQUARES = re.compile(
    r"^このカードと、?(スクエアにある[^。、]*?を\d+枚)(破壊する|リソースにスリープで置く|トラッシュに置く|手札に戻す)。?$"
)
# 「あなたのトラッシュを3枚とあなたのチャージを1枚除外する」: N cards of one zone and M of another (two zones: each
# count is checked alone, 804.4d), one verb for both
_ZONE = r"あなたの(?:手札|トラッシュ|チャージ)"
_TWO_ZONES = re.compile(
    rf"^((?P<a>{_ZONE})[^。、と]*?を\d+枚)と((?P<b>{_ZONE})[^。、と]*?を\d+枚)((?:トラッシュに置く|(?:ゲームから)?除外する))。?$"
)


def _split_both(payment: str) -> str:
    """A payment of two things with one verb, as two sentences (each a payment)."""
    this = _THIS_AND_SQUARES.match(payment)
    if this:
        return f"このカードを{this[2]}。このカード以外の{this[1]}{this[2]}。"
    two = _TWO_ZONES.match(payment)
    if two and two["a"] != two["b"]:
        return f"{two[1]}{two[5]}。{two[3]}{two[5]}。"
    return payment


def read_payment(payment: str) -> list[Effect] | str:
    """The payments of an activated ability other than resources and ≪スリープ≫, or the part that is unread."""
    paid: list[Effect] = []
    payment = _split_both(payment)
    while payment:
        continued = _CONTINUED.match(payment)
        if continued:
            payment = continued[1] + _FINITE[continued[2]] + payment[continued.end() :]
        for paying, paid_kind in _PAYMENTS:
            p = paying.match(payment)
            if p:
                numbers = [g for g in p.groups() if g and g.isdigit()]
                flt = match_filter(p) if "what" in p.groupdict() else ANY_CARD
                if paid_kind is Kind.PAY_COUNTER:
                    flt = CardFilter(name_contains=p[1])
                if "same" in p.groupdict():
                    flt = CardFilter(name_is=SAME_NAME)
                paid.append(make(paid_kind, int(numbers[-1]) if numbers else 1, filter=flt))
                payment = payment[p.end() :].strip()
                break
        else:  # what the table does not know, the grammar may (every clause of it a payment)
            under = force_payment(payment)  # this card under a Z/X of yours (effects.force_verbs)
            if under is not None:
                paid.append(under[0])
                payment = payment[under[1] :].strip()
                continue
            both = two_zone_payment(payment)  # the hand and the charge together (effects.two_zone_payments)
            if both is not None:
                paid.extend(both[0])
                payment = payment[both[1] :].strip()
                continue
            first, end, after = payment.partition("。")
            if end and after.strip():  # each sentence of a payment is a payment of its own (807.1a)
                sentence = payment_effects(first + end)
                if not isinstance(sentence, str):
                    paid.extend(sentence)
                    payment = after.strip()
                    continue
            rest = payment_effects(payment)
            return payment if isinstance(rest, str) else [*paid, *rest]
    return paid


# 805.2b: a resource cost icon, 「[白]《黒1・黒1》」 (one icon of the colours named before it, [白黒][1]) or the same
# printed 「≪白黒1≫」 / 「≪無色5≫」.
_ICON = re.compile(r"^((?:\[(?:" + COLOR + r")\])*)《(" + COLOR + r"|無)(\d+)・[^》]*》")
_BRACKET_ICON = re.compile(r"^≪((?:" + COLOR + r")+|無色?)(\d+)≫")


def resource_cost(payment: str) -> tuple[int, frozenset[Color], str]:
    """The resource cost at the start of a payment (its points, its colours) and the rest of the payment. Icons side
    by side (「《赤1・赤1》《青1・青1》」) are one cost of their points added, asking a card of each colour (805.3a),
    read only when each icon has one colour of its own; otherwise the icons stay in the rest (unread)."""
    icons: list[tuple[list[str], int]] = []
    rest = payment
    while m := _ICON.match(rest) or _BRACKET_ICON.match(rest):
        if m.re is _ICON:
            icons.append(([*re.findall(r"\[(.)\]", m[1]), m[2]], int(m[3])))
        else:
            icons.append((["無"] if m[1].startswith("無") else list(m[1]), int(m[2])))
        rest = rest[m.end() :].strip()
    named = [name for names, _ in icons for name in names if name != "無"]
    if len(icons) > 1 and (any(len(names) > 1 for names, _ in icons) or len(set(named)) < len(named)):
        return 0, frozenset(), payment  # 805.3a could not ask a card of each icon's colour: unread
    return sum(n for _, n in icons), frozenset(COLOR_BY_JAPANESE[n] for n in named), rest


# 「《青1・青1》か≪スリープ≫」, 「《白2・白2》か《黒2・黒2》」, 「《緑1・緑1》かあなたのチャージを1枚トラッシュに置く。」,
# 「…トラッシュに置くか、…トラッシュに置く。」: two ways to pay the same ability, one chosen when it is played (807.1a)
_OR_AFTER_VERB = re.compile(r"^(.+?(?:置く|する))か、(.+)$")

# 807.1a: the sleep icon printed as 「【スリープ】」, or the whole payment 「スリープ」: this card slept
_SLEEP_ICON = re.compile(r"^(?:【スリープ】|スリープ)$")

Paying = tuple[bool, int, frozenset[Color], list[Effect]]  # ≪スリープ≫, the resource cost, its colours, the rest


def payment_ways(payment: str) -> list[Paying] | str:
    """Each way to pay an activated ability (one, or the two of 「AかB」): whether it sleeps this card, its resource
    cost and colours, and its other payments; or the part of a way that is unread."""
    _, _, rest = resource_cost(payment)
    after_verb = _OR_AFTER_VERB.match(payment)
    if rest.startswith("か"):
        ways = [payment[: len(payment) - len(rest)], rest[1:]]
    elif after_verb:
        ways = [after_verb[1] + "。", after_verb[2]]
    else:
        ways = [payment]
    read: list[Paying] = []
    for way in ways:
        way = _SLEEP_ICON.sub("≪スリープ≫", way)
        sleep = "≪スリープ≫" in way
        cost, colors, rest = resource_cost(way.replace("≪スリープ≫", "").strip())
        paid = read_payment(rest)
        if isinstance(paid, str):
            return paid or way
        read.append((sleep, cost, colors, paid))
    return read
