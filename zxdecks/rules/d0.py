"""Dimension Zero (ディメンション・ゼロ) deck construction on the same Ruleset and Check machinery as Z/X.

Rule references are to the D0 Comprehensive Rules (Version 19.00): 第3部 第1章 1 (constructed), 第3部 第1章 2
(limited), 第2部 第3章 1-2 (same Japanese name = same card), 第2部 第19章 (禁呪), 第5部 第6章 (団結).
Where the rules are silent (docs/rules-coverage.md): the copy limit counts deck and sideboard together (the sentence
says 「デッキ及びサイドボードには」); 禁呪 counts the deck only (its text says デッキ) and applies in limited too.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterator
from dataclasses import dataclass

from zxdecks.rules.cards import Zone, name_key
from zxdecks.rules.construction import Context, ExactSize, Ruleset, Violation
from zxdecks.rules.deck import DeckEntry

D0_DECK_SIZE = 40  # 第3部 第1章 1, 2
D0_SIDEBOARD_SIZES = (0, 10)  # 第3部 第1章 1
D0_COPY_LIMIT = 3  # 第3部 第1章 1
D0_FORBIDDEN_LIMIT = 10  # 第2部 第19章
CONSTRUCTED = "第3部 第1章 1"
LIMITED = "第3部 第1章 2"
FORBIDDEN = "第2部 第19章"


@dataclass(frozen=True)
class SideboardSize:
    """A constructed sideboard has exactly 0 or 10 cards."""

    rule: str = CONSTRUCTED
    code: str = "sideboard_size"

    def check(self, ctx: Context) -> Iterator[Violation]:
        count = ctx.size(Zone.SIDEBOARD)
        if count not in D0_SIDEBOARD_SIZES:
            yield Violation(
                self.rule,
                self.code,
                f"サイドボードは0枚か10枚でなければなりません（現在{count}枚）。",
                f"The sideboard must have 0 or 10 cards; it has {count}.",
                count=count,
                limit=D0_SIDEBOARD_SIZES[-1],
                zone=Zone.SIDEBOARD,
            )


@dataclass(frozen=True)
class CopyLimitAcrossDeckAndSideboard:
    """At most 3 cards with the same Japanese name in deck and sideboard together; 団結 cards are exempt."""

    rule: str = CONSTRUCTED
    code: str = "copy_limit"

    def check(self, ctx: Context) -> Iterator[Violation]:
        groups: dict[str, list[DeckEntry]] = defaultdict(list)
        for zone in (Zone.DECK, Zone.SIDEBOARD):
            for entry in ctx.part(zone):
                if not entry.card.unity:  # 第5部 第6章 2
                    groups[name_key(entry.card.name)].append(entry)
        for entries in groups.values():
            count = sum(e.count for e in entries)
            if count > D0_COPY_LIMIT:
                name = entries[0].card.name
                yield Violation(
                    self.rule,
                    self.code,
                    f"デッキとサイドボードに「{name}」が合わせて{count}枚あります。{D0_COPY_LIMIT}枚までです（団結を持つカードを除く）。",
                    f"Deck and sideboard have {count} cards named {name}; the limit is {D0_COPY_LIMIT} (団結 cards excepted).",
                    cards=tuple(dict.fromkeys(e.card.number for e in entries)),
                    name=name,
                    count=count,
                    limit=D0_COPY_LIMIT,
                )


@dataclass(frozen=True)
class ForbiddenPoints:
    """The 禁呪 numbers of the deck's cards add up to at most 10."""

    rule: str = FORBIDDEN
    code: str = "forbidden_points"

    def check(self, ctx: Context) -> Iterator[Violation]:
        members = [e for e in ctx.part(Zone.DECK) if e.card.forbidden]
        total = sum(e.card.forbidden * e.count for e in members)
        if total > D0_FORBIDDEN_LIMIT:
            yield Violation(
                self.rule,
                self.code,
                f"デッキの禁呪の合計は{D0_FORBIDDEN_LIMIT}までです（現在{total}）。",
                f"The deck's 禁呪 (forbidden) points add up to {total}; the limit is {D0_FORBIDDEN_LIMIT}.",
                cards=tuple(e.card.number for e in members),
                count=total,
                limit=D0_FORBIDDEN_LIMIT,
                zone=Zone.DECK,
            )


@dataclass(frozen=True)
class NoZXParts:
    """Dimension Zero has no Dynamis and no player area."""

    rule: str = CONSTRUCTED
    code: str = "part_not_allowed"

    def check(self, ctx: Context) -> Iterator[Violation]:
        for zone in (Zone.DYNAMIS, Zone.PLAYER):
            count = ctx.size(zone)
            if count:
                yield Violation(
                    self.rule,
                    self.code,
                    f"ディメンション・ゼロのデッキには{zone.value}はありません（{count}枚）。",
                    f"A Dimension Zero deck has no {zone.value} part ({count} cards).",
                    count=count,
                    limit=0,
                    zone=zone,
                )


class D0Ruleset(Ruleset):
    """Dimension Zero construction; the report counts the deck, the sideboard and the 禁呪 points."""

    def counts(self, ctx: Context) -> dict[str, int]:
        return {
            "deck": ctx.size(Zone.DECK),
            "sideboard": ctx.size(Zone.SIDEBOARD),
            "forbidden": sum(e.card.forbidden * e.count for e in ctx.part(Zone.DECK)),
        }


D0_CONSTRUCTED = D0Ruleset(
    "d0",
    (
        ExactSize(CONSTRUCTED, Zone.DECK, D0_DECK_SIZE),
        SideboardSize(),
        CopyLimitAcrossDeckAndSideboard(),
        ForbiddenPoints(),
        NoZXParts(),
    ),
)
# Limited (限定戦): 40 cards, no copy limit, every unused card is sideboard (any number); 禁呪 still applies.
D0_LIMITED = D0Ruleset(
    "d0-limited",
    (ExactSize(LIMITED, Zone.DECK, D0_DECK_SIZE), ForbiddenPoints(), NoZXParts(LIMITED)),
)
