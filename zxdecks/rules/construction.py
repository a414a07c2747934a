"""Deck construction validation: rule 401 and everything that changes it, as small composable checks."""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterator
from dataclasses import dataclass

from zxdecks.rules.cards import (
    CardType,
    ObPart,
    SharedLimit,
    Zone,
    ZoneRestriction,
    name_key,
)
from zxdecks.rules.cardtext import LIFE_RECOVERY, OVERDRIVE, VOID_BRINGER
from zxdecks.rules.deck import Deck, DeckEntry
from zxdecks.rules.regulation import LEGEND_LIMIT, REGULATION_RULE, Expiry, Regulation, assumed_entry, card_status
from zxdecks.rules.verdict import (
    IGNITION_TALLY,
    ZONE_EN,
    ZONE_JA,
    Check,
    Context,
    NameGroup,
    Report,
    Violation,
    cards_of,
)

# The verdict types and the regulation checks live in their own modules; callers import them from here too.
__all__ = [
    "LEGEND_LIMIT",
    "REGULATION_RULE",
    "ZX",
    "Check",
    "Context",
    "Expiry",
    "NameGroup",
    "Regulation",
    "Report",
    "Ruleset",
    "Violation",
    "assumed_entry",
    "card_status",
    "validate",
]

# Limits of rule 401, by name (fireplace keeps its deck limits as named constants on the domain type too).
DECK_SIZE = 50  # 401.1a
COPY_LIMIT = 4  # 401.2
LIFE_RECOVERY_LIMIT = 4  # 401.3
VOID_BRINGER_LIMIT = 4  # 401.4
OVERDRIVE_LIMIT = 4  # 401.5
IGNITION_COUNT = 20  # 401.6
PLAYER_CARD_LIMIT = 1  # 401.8
PLAYER_EXTRA_LIMIT = 1  # 401.8: OB bottom or PL EX, one in total
DYNAMIS_SIZE = 16  # 401.9a
DYNAMIS_COPY_LIMIT = 4  # 401.11

DECK_TYPES = frozenset({CardType.ZX, CardType.EVENT, CardType.AN})  # what 401.7 leaves
MARKER_RULE = "401.12"  # markers are prepared apart from the deck and the Dynamis
DYNAMIS_TYPES = frozenset({CardType.ZX_EX, CardType.ZX_OB, CardType.SHIFT, CardType.EV_EX, CardType.AN_EX})  # 401.10
PLAYER_TYPES = frozenset({CardType.PLAYER, CardType.PL_EX})  # 401.8


def home_zone(card_type: CardType) -> Zone:
    """The part of a Z/X deck a card of this type belongs to: the Dynamis (401.10), the player area (401.8) or the
    deck (401.7); what the editor adds a card to and where a list without headers puts it."""
    if card_type in DYNAMIS_TYPES:
        return Zone.DYNAMIS
    if card_type in PLAYER_TYPES:
        return Zone.PLAYER
    return Zone.DECK


@dataclass(frozen=True)
class ExactSize:
    """A part must hold exactly N cards (401.1a)."""

    rule: str
    zone: Zone
    size: int
    code: str = "deck_size"

    def check(self, ctx: Context) -> Iterator[Violation]:
        count = ctx.size(self.zone)
        if count != self.size:
            yield Violation(
                self.rule,
                self.code,
                f"デッキは{self.size}枚ちょうどでなければなりません（現在{count}枚）。",
                f"The deck must have exactly {self.size} cards; it has {count}.",
                count=count,
                limit=self.size,
                zone=self.zone,
            )


@dataclass(frozen=True)
class MaxSize:
    """A part may hold at most N cards (401.9a)."""

    rule: str
    zone: Zone
    size: int
    code: str = "dynamis_size"

    def check(self, ctx: Context) -> Iterator[Violation]:
        count = ctx.size(self.zone)
        if count > self.size:
            yield Violation(
                self.rule,
                self.code,
                f"デュナミスは{self.size}枚までです（現在{count}枚）。",
                f"The Dynamis may have at most {self.size} cards; it has {count}.",
                count=count,
                limit=self.size,
                zone=self.zone,
            )


@dataclass(frozen=True)
class AllowedTypes:
    """Only some card types may be in a part (401.7, 401.10); an OB part follows its zone (401.8, 401.10).

    A marker is cited by the rule that sets markers apart from every part (401.12), not by the part's own rule.
    """

    rule: str
    zone: Zone
    types: frozenset[CardType]
    forbidden_part: ObPart | None = None
    code: str = "type_not_allowed"
    marker_rule: str = MARKER_RULE

    def check(self, ctx: Context) -> Iterator[Violation]:
        types, forbidden = self.types, self.forbidden_part
        for entry in ctx.part(self.zone):
            card = entry.card
            if card.type in types and (forbidden is None or card.ob_part is not forbidden):
                continue
            rule = self.marker_rule if card.type.is_marker and self.marker_rule else self.rule
            yield self.violation(rule, self.code, self.zone, entry)

    @staticmethod
    def violation(rule: str, code: str, zone: Zone, entry: DeckEntry) -> Violation:
        card = entry.card
        kind = f"{card.type.value} ({card.ob_part.value})" if card.ob_part else card.type.value
        return Violation(
            rule,
            code,
            f"「{card.name}」（{card.number}、{card.type.japanese}）は{ZONE_JA[zone]}に入れることができません。",
            f"{card.name} ({card.number}, {kind}) may not be in {ZONE_EN[zone]}.",
            cards=(card.number,),
            name=card.name,
            count=entry.count,
            limit=0,
            zone=zone,
        )


@dataclass(frozen=True)
class CopyLimitPerName:
    """At most N cards with the same name in a part, counting every name a card has (401.2, 401.11, 206.3a)."""

    rule: str
    zone: Zone
    limit: int
    code: str = "copy_limit"

    def check(self, ctx: Context) -> Iterator[Violation]:
        counts = ctx.name_counts(self.zone)
        text_limits = ctx.text_limits(self.zone)
        default = self.limit
        if not text_limits and max(counts.values(), default=0) <= default:
            return  # every name within the limit: no group to read
        # Printings of one card carry each other's names: the same cards over the same limit are one violation,
        # under the name printed on most of those copies (then the lowest number), whatever the order of the names.
        found: dict[tuple[tuple[str, ...], int], tuple[tuple[int, str, str], NameGroup, int, bool]] = {}
        for key, count in counts.items():
            if count <= default and not text_limits:
                continue
            from_text = key in text_limits
            limit = text_limits[key] if from_text else default
            if count <= limit:
                continue
            group = ctx.group(self.zone, key)
            printed = [e for e in group.entries if name_key(e.card.name) == key]
            rank = (-sum(e.count for e in printed), min((e.card.number for e in printed), default="~"), key)
            same = (tuple(sorted(group.numbers)), limit)
            if same not in found or rank < found[same][0]:
                found[same] = (rank, group, count, from_text)
        for _, group, count, from_text in found.values():
            limit = text_limits[group.key] if from_text else default
            why_ja = "（カードのテキストによる上限）" if from_text else ""
            why_en = " (limit set by the card's text, 102.2)" if from_text else ""
            yield Violation(
                self.rule,
                self.code,
                f"{ZONE_JA[self.zone]}に「{group.name}」の名前を持つカードが{count}枚あります。{limit}枚まで{why_ja}です。",
                f"{ZONE_EN[self.zone].capitalize()} has {count} cards named {group.name}; the limit is {limit}{why_en}.",
                cards=group.numbers,
                name=group.name,
                count=count,
                limit=limit,
                zone=self.zone,
            )


@dataclass(frozen=True)
class SharedLimits:
    """Card text limiting several names together: 「「A」か「B」を１枚まで」 (102.2)."""

    rule: str
    zone: Zone
    code: str = "shared_limit"

    def check(self, ctx: Context) -> Iterator[Violation]:
        seen: set[tuple[frozenset[str], int]] = set()
        entries = ctx.part(self.zone)
        for entry in ctx.special(self.zone):
            for rule in entry.card.construction:
                if not isinstance(rule, SharedLimit) or rule.zone is not self.zone:
                    continue
                keys = frozenset(name_key(n) for n in rule.names)
                if (keys, rule.limit) in seen:
                    continue
                seen.add((keys, rule.limit))
                members = [e for e in entries if keys & e.card.keys]
                count = sum(e.count for e in members)
                if count > rule.limit:
                    names = "」か「".join(sorted(rule.names))
                    yield Violation(
                        self.rule,
                        self.code,
                        f"{ZONE_JA[self.zone]}には「{names}」を合わせて{rule.limit}枚までです（現在{count}枚、カードのテキスト）。",
                        f"{ZONE_EN[self.zone].capitalize()} may have at most {rule.limit} of "
                        f"{' or '.join(sorted(rule.names))} together (card text, 102.2); it has {count}.",
                        cards=cards_of(members),
                        name=" / ".join(sorted(rule.names)),
                        count=count,
                        limit=rule.limit,
                        zone=self.zone,
                    )


@dataclass(frozen=True)
class KeywordLimit:
    """At most N cards that have a keyword ability in the deck (401.3–401.5)."""

    rule: str
    keyword: str
    limit: int
    code: str
    keyword_en: str

    def check(self, ctx: Context) -> Iterator[Violation]:
        count = ctx.keyword_counts(Zone.DECK).get(self.keyword, 0)
        if count > self.limit:
            members = [e for e in ctx.part(Zone.DECK) if self.keyword in e.card.keywords]
            yield Violation(
                self.rule,
                self.code,
                f"デッキに「{self.keyword}」を持つカードが{count}枚あります。{self.limit}枚までです。",
                f"The deck has {count} cards with {self.keyword_en} ({self.keyword}); the limit is {self.limit}.",
                cards=cards_of(members),
                name=self.keyword,
                count=count,
                limit=self.limit,
                zone=Zone.DECK,
            )


@dataclass(frozen=True)
class IgnitionCount:
    """Exactly N cards with the ignition icon in the icon space (401.6, 207.2)."""

    rule: str
    count: int
    code: str = "ignition_count"

    def check(self, ctx: Context) -> Iterator[Violation]:
        count = ctx.keyword_counts(Zone.DECK)[IGNITION_TALLY]
        if count != self.count:
            members = [e for e in ctx.part(Zone.DECK) if e.card.ignition]
            yield Violation(
                self.rule,
                self.code,
                f"イグニッションアイコンを持つカードは{self.count}枚ちょうどでなければなりません（現在{count}枚）。",
                f"The deck must have exactly {self.count} cards with the ignition icon; it has {count}.",
                cards=cards_of(members),
                count=count,
                limit=self.count,
                zone=Zone.DECK,
            )


@dataclass(frozen=True)
class PlayerArea:
    """Outside the deck: at most one player card, and at most one OB bottom or PL EX (401.8)."""

    rule: str = "401.8"
    marker_rule: str = MARKER_RULE

    def check(self, ctx: Context) -> Iterator[Violation]:
        players: list[DeckEntry] = []
        extras: list[DeckEntry] = []
        others: list[DeckEntry] = []
        for e in ctx.part(Zone.PLAYER):  # one pass: most player areas hold one card
            kind = e.card.type
            if kind is CardType.PLAYER:
                players.append(e)
            elif kind is CardType.PL_EX or (kind is CardType.ZX_OB and e.card.ob_part is not ObPart.TOP):
                extras.append(e)
            else:
                others.append(e)
        count = sum(e.count for e in players) if players else 0
        if count > PLAYER_CARD_LIMIT:
            yield Violation(
                self.rule,
                "player_card_limit",
                f"プレイヤーカードは{PLAYER_CARD_LIMIT}枚までです（現在{count}枚）。",
                f"At most {PLAYER_CARD_LIMIT} player card may be prepared; there are {count}.",
                cards=cards_of(players),
                count=count,
                limit=PLAYER_CARD_LIMIT,
                zone=Zone.PLAYER,
            )
        count = sum(e.count for e in extras) if extras else 0
        if count > PLAYER_EXTRA_LIMIT:
            yield Violation(
                self.rule,
                "player_extra_limit",
                f"ゼクス オーバーブーストの下部とプレイヤー エクストラは合わせて{PLAYER_EXTRA_LIMIT}枚までです（現在{count}枚）。",
                f"At most {PLAYER_EXTRA_LIMIT} Z/X OB bottom or PL EX in total may be prepared; there are {count}.",
                cards=cards_of(extras),
                count=count,
                limit=PLAYER_EXTRA_LIMIT,
                zone=Zone.PLAYER,
            )
        for entry in others:
            rule = self.marker_rule if entry.card.type.is_marker else self.rule
            yield AllowedTypes.violation(rule, "type_not_allowed", Zone.PLAYER, entry)


@dataclass(frozen=True)
class ZoneRestrictions:
    """Card text in the deck restricting another part to names containing a word, N in total (102.2, 803.1a)."""

    rule: str = "401.10"
    code: str = "zone_restriction"

    def check(self, ctx: Context) -> Iterator[Violation]:
        for source in ctx.special(Zone.DECK):
            for rule in source.card.construction:
                if not isinstance(rule, ZoneRestriction):
                    continue
                entries = ctx.part(rule.zone)
                word = name_key(rule.name_contains)
                outside = [e for e in entries if not any(word in key for key in e.card.keys)]
                for entry in outside:
                    yield Violation(
                        self.rule,
                        self.code,
                        f"「{source.card.name}」のテキストにより、{ZONE_JA[rule.zone]}にはカード名に「{rule.name_contains}」を"
                        f"含むカードしか入れられません: 「{entry.card.name}」。",
                        f"Because of {source.card.name} ({source.card.number}), {ZONE_EN[rule.zone]} may only hold "
                        f"cards whose name contains {rule.name_contains}: {entry.card.name} does not.",
                        cards=(entry.card.number, source.card.number),
                        name=entry.card.name,
                        count=entry.count,
                        limit=0,
                        zone=rule.zone,
                    )
                total = sum(e.count for e in entries)
                if total > rule.limit:
                    yield Violation(
                        self.rule,
                        self.code,
                        f"「{source.card.name}」のテキストにより、{ZONE_JA[rule.zone]}は合計{rule.limit}枚までです"
                        f"（現在{total}枚）。",
                        f"Because of {source.card.name} ({source.card.number}), {ZONE_EN[rule.zone]} may hold at most "
                        f"{rule.limit} cards; it has {total}.",
                        cards=(source.card.number,),
                        name=source.card.name,
                        count=total,
                        limit=rule.limit,
                        zone=rule.zone,
                    )


@dataclass(frozen=True)
class Ruleset:
    """A game's construction rules: named checks run in order, and the counts its report carries."""

    name: str
    checks: tuple[Check, ...]

    def counts(self, ctx: Context) -> dict[str, int]:
        return {}

    def validate(self, deck: Deck, as_of: dt.date) -> Report:
        ctx = Context(deck, as_of)
        found = [v for check in self.checks for v in check.check(ctx)]
        if not found:  # a legal deck with nothing to warn of: no filtering to do
            return Report(as_of, (), self.counts(ctx), self.name, ())
        violations = tuple(v for v in found if not v.warning)
        warnings = tuple(v for v in found if v.warning) if len(violations) != len(found) else ()
        return Report(as_of, violations, self.counts(ctx), self.name, warnings)


class ZXRuleset(Ruleset):
    """Z/X -Zillions of enemy X- deck and Dynamis construction (401, 1207, regulation)."""

    def counts(self, ctx: Context) -> dict[str, int]:
        tally = ctx.keyword_counts(Zone.DECK)
        return {
            "deck": ctx.sizes[Zone.DECK],
            "dynamis": ctx.sizes[Zone.DYNAMIS],
            "player": ctx.sizes[Zone.PLAYER],
            "ignition": tally[IGNITION_TALLY],
            "life_recovery": tally.get(LIFE_RECOVERY, 0),
            "void_bringer": tally.get(VOID_BRINGER, 0),
            "overdrive": tally.get(OVERDRIVE, 0),
        }


ZX = ZXRuleset(
    "zx",
    (
        ExactSize("401.1a", Zone.DECK, DECK_SIZE),
        CopyLimitPerName("401.2", Zone.DECK, COPY_LIMIT),
        SharedLimits("401.2", Zone.DECK),
        KeywordLimit("401.3", LIFE_RECOVERY, LIFE_RECOVERY_LIMIT, "life_recovery_limit", "Life Recovery"),
        KeywordLimit("401.4", VOID_BRINGER, VOID_BRINGER_LIMIT, "void_bringer_limit", "Void Bringer"),
        KeywordLimit("401.5", OVERDRIVE, OVERDRIVE_LIMIT, "overdrive_limit", "Overdrive"),
        IgnitionCount("401.6", IGNITION_COUNT),
        AllowedTypes("401.7", Zone.DECK, DECK_TYPES, code="type_not_allowed_in_deck"),
        PlayerArea("401.8"),
        MaxSize("401.9a", Zone.DYNAMIS, DYNAMIS_SIZE),
        AllowedTypes(
            "401.10", Zone.DYNAMIS, DYNAMIS_TYPES, forbidden_part=ObPart.BOTTOM, code="type_not_allowed_in_dynamis"
        ),
        CopyLimitPerName("401.11", Zone.DYNAMIS, DYNAMIS_COPY_LIMIT, code="dynamis_copy_limit"),
        SharedLimits("401.11", Zone.DYNAMIS, code="dynamis_shared_limit"),
        ZoneRestrictions(),
        Expiry(),
        Regulation(),
        AllowedTypes("401", Zone.SIDEBOARD, frozenset(), code="sideboard_not_allowed"),
    ),
)


def validate(deck: Deck, as_of: dt.date, ruleset: Ruleset = ZX) -> Report:
    """Check a deck against a ruleset as of a date; the report lists every violation."""
    return ruleset.validate(deck, as_of)
