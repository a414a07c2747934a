"""The payments of an activated ability (807.1a) other than resources and ≪スリープ≫: a table of the common ones, the
clause grammar for the rest."""

from __future__ import annotations

import re

from zxdecks.rules.effects.grammar_effects import payment_effects
from zxdecks.rules.effects.language import ANY_CARD, Action, CardFilter, Effect, Kind, make
from zxdecks.rules.effects.words import FILTER, NUM, match_filter

_PAYMENTS: list[tuple[re.Pattern[str], Action]] = [
    (re.compile(r"^(?:あなたの)?手札(?:にあるカード)?を" + NUM + r"枚トラッシュに置く。?"), ("hand", "trash")),
    (re.compile(r"^(?:あなたの)?チャージ(?:にあるカード)?を" + NUM + r"枚トラッシュに置く。?"), ("charge", "trash")),
    (re.compile(r"^このカードをトラッシュに置く。?"), ("self", "trash")),
    (re.compile(r"^あなたの手札(?:にあるカード)?を" + NUM + r"枚チャージに置く。?"), ("hand", "charge")),
    (re.compile(r"^あなたの手札にある" + FILTER + r"を" + NUM + r"枚トラッシュに置く。?"), ("hand", "trash")),
    (re.compile(r"^あなたのチャージにある" + FILTER + r"を" + NUM + r"枚トラッシュに置く。?"), ("charge", "trash")),
    (re.compile(r"^このカードを(?:デッキの(?:1番)?下|デッキの下)に置く。?"), ("self", "deck_bottom")),
    (re.compile(r"^このカードを(?:ゲームから)?除外する。?"), ("self", "removed")),
    (re.compile(r"^このカードをチャージに置く。?"), ("self", "charge")),
    (re.compile(r"^≪([^≫]+)≫を" + NUM + r"個消費する。?"), Kind.PAY_COUNTER),
    (re.compile(r"^(?:あなたの)?手札(?:にあるカード)?を" + NUM + r"枚(?:ゲームから)?除外する。?"), ("hand", "removed")),
    (re.compile(r"^あなたの手札にある" + FILTER + r"を" + NUM + r"枚(?:ゲームから)?除外する。?"), ("hand", "removed")),
    (re.compile(r"^(?:あなたの)?トラッシュ(?:にあるカード)?を" + NUM + r"枚(?:ゲームから)?除外する。?"), ("trash", "removed")),
    (re.compile(r"^あなたのトラッシュにある" + FILTER + r"を" + NUM + r"枚(?:ゲームから)?除外する。?"), ("trash", "removed")),
    (re.compile(r"^あなたのチャージにある" + FILTER + r"を" + NUM + r"枚デッキの(?:1番)?下に置く。?"), ("charge", "deck_bottom")),
    (re.compile(r"^このカード以外のあなたの手札(?:にあるカード)?を" + NUM + r"枚トラッシュに置く。?"), ("hand", "trash")),
    (re.compile(r"^このカードのフォースを" + NUM + r"枚トラッシュに置く。?"), ("force", "trash")),
    (re.compile(r"^あなたのリソースにある" + FILTER + r"を" + NUM + r"枚スリープする。?"), Kind.SLEEP_RESOURCES),
]  # fmt: skip


def read_payment(payment: str) -> list[Effect] | str:
    """The payments of an activated ability other than resources and ≪スリープ≫, or the part that is unread."""
    paid: list[Effect] = []
    while payment:
        for paying, paid_kind in _PAYMENTS:
            p = paying.match(payment)
            if p:
                numbers = [g for g in p.groups() if g and g.isdigit()]
                flt = match_filter(p) if "what" in p.groupdict() else ANY_CARD
                if paid_kind is Kind.PAY_COUNTER:
                    flt = CardFilter(name_contains=p[1])
                paid.append(make(paid_kind, int(numbers[-1]) if numbers else 1, filter=flt))
                payment = payment[p.end() :].strip()
                break
        else:  # what the table does not know, the grammar may (every clause of it a payment)
            rest = payment_effects(payment)
            return payment if isinstance(rest, str) else [*paid, *rest]
    return paid
