"""Regulation (封神指定, 伝説指定, their lifting) and the expiry date of use (1207), as construction checks."""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterator
from dataclasses import dataclass

from zxdecks.rules.cards import ZONES, CardFacts, RegulationEntry, RegulationStatus, Zone, name_key
from zxdecks.rules.cardtext import regulation_status
from zxdecks.rules.deck import DeckEntry
from zxdecks.rules.verdict import Context, Violation, cards_of

LEGEND_LIMIT = 1  # 伝説指定
REGULATION_RULE = "regulation"


@dataclass(frozen=True)
class Expiry:
    """A card may not be used after its expiry date of use, nor may cards of its name (1207)."""

    rule: str = "1207"
    code: str = "expired"

    def check(self, ctx: Context) -> Iterator[Violation]:
        for zone in ZONES:
            for entry in ctx.special(zone):
                expiry = entry.card.expiry
                if expiry is None:
                    continue
                if expiry is not None and ctx.as_of > expiry:
                    yield Violation(
                        self.rule,
                        self.code,
                        f"「{entry.card.name}」（{entry.card.number}）の使用期限は{expiry.isoformat()}です。",
                        f"{entry.card.name} ({entry.card.number}) could be used until {expiry.isoformat()}.",
                        cards=(entry.card.number,),
                        name=entry.card.name,
                        count=entry.count,
                        limit=0,
                        zone=zone,
                    )


def card_status(card: CardFacts, on: dt.date) -> tuple[RegulationStatus | None, str]:
    """The strictest designation in force on a date over all the card's names, and the name it is on.

    A name's history is every entry whose name has its name key: 「黄金騎士マリー・アントワネット」 and
    「黄金騎士マリー･アントワネット」 are one name.
    """
    by_key: dict[str, list[RegulationEntry]] = {}
    for entry in card.regulation:
        by_key.setdefault(name_key(entry.name or card.name), []).append(entry)
    if len(by_key) == 1:
        return regulation_status(card.regulation, on), card.regulation[-1].name or card.name
    found: tuple[RegulationStatus | None, str] = (None, card.name)
    for key in sorted(by_key):
        entries = by_key[key]
        status = regulation_status(tuple(entries), on)
        if status is RegulationStatus.SEALED:
            return status, entries[-1].name or card.name
        if status is RegulationStatus.LEGEND and found[0] is None:
            found = (status, entries[-1].name or card.name)
    return found


def assumed_entry(card: CardFacts, on: dt.date) -> RegulationEntry | None:
    """The designation of unknown start date the card's status on a date rests on, if any.

    One a later dated entry of the same name has replaced by the date (a seal changed to a legend) no longer counts.
    """
    for entry in card.regulation:
        start = entry.effective or dt.date.min
        if not entry.assumed or start > on:
            continue
        key = name_key(entry.name or card.name)
        replaced = any(
            other.effective is not None and start < other.effective <= on and name_key(other.name or card.name) == key
            for other in card.regulation
        )
        if not replaced:
            return entry
    return None


@dataclass(frozen=True)
class Regulation:
    """The regulation in force on the date: 封神指定 cards may not be used, 伝説指定 names at most once."""

    rule: str = REGULATION_RULE

    def check(self, ctx: Context) -> Iterator[Violation]:
        legend: dict[str, list[DeckEntry]] = {}
        warned: set[str] = set()
        for zone in ZONES:
            for entry in ctx.special(zone):
                if not entry.card.regulation:
                    continue
                assumed = assumed_entry(entry.card, ctx.as_of)
                if assumed is not None and entry.card.number not in warned:
                    warned.add(entry.card.number)
                    yield self.assumption(entry, assumed, zone)
                status, name = card_status(entry.card, ctx.as_of)
                if status is RegulationStatus.SEALED:
                    yield Violation(
                        self.rule,
                        "sealed",
                        f"「{name}」は{ctx.as_of.isoformat()}時点で「封神指定」されており、使用できません。",
                        f"{name} is sealed (封神指定) on {ctx.as_of.isoformat()} and may not be used.",
                        cards=(entry.card.number,),
                        name=name,
                        count=entry.count,
                        limit=0,
                        zone=zone,
                    )
                elif status is RegulationStatus.LEGEND and zone is not Zone.PLAYER:
                    legend.setdefault(name_key(name), []).append(entry)
        for entries in legend.values():
            count = sum(e.count for e in entries)
            if count > LEGEND_LIMIT:
                name = card_status(entries[0].card, ctx.as_of)[1]
                yield Violation(
                    self.rule,
                    "legend_limit",
                    f"「{name}」は{ctx.as_of.isoformat()}時点で「伝説指定」されており、{LEGEND_LIMIT}枚までです（現在{count}枚）。",
                    f"{name} is a legend (伝説指定) on {ctx.as_of.isoformat()}: at most {LEGEND_LIMIT} copy; "
                    f"there are {count}.",
                    cards=cards_of(entries),
                    name=name,
                    count=count,
                    limit=LEGEND_LIMIT,
                )

    def assumption(self, entry: DeckEntry, assumed: RegulationEntry, zone: Zone) -> Violation:
        """A warning: the card's designation has no known start date, and the verdict assumed one."""
        card = entry.card
        name = assumed.name or card.name
        status = assumed.status
        if assumed.effective is None:
            since_ja, since_en = "以前から", "to have always applied"
        else:
            day = assumed.effective.isoformat()
            since_ja, since_en = f"{day}から", f"to apply from {day} (the day after its last dated entry)"
        return Violation(
            self.rule,
            "regulation_date_assumed",
            f"「{name}」（{card.number}）の「{status.japanese}」は開始日が不明です。{since_ja}指定されているものとして判定しました。",
            f"The start date of the {status.japanese} ({status.value}) designation of {name} ({card.number}) is "
            f"unknown; this verdict assumes it {since_en}.",
            cards=(card.number,),
            name=name,
            count=entry.count,
            zone=zone,
            warning=True,
        )
