"""The one crossing point between the card database and the rules engine: model rows in, engine values out."""

from __future__ import annotations

import datetime as dt
import difflib
import unicodedata
from collections import defaultdict
from collections.abc import Iterable
from dataclasses import replace
from typing import Any

import jaconv

from cards.importers.records import COLLECTOR_NUMBER
from cards.models import Card, CardName, RegulationEntry
from cards.normalize import fold
from zxdecks.rules.cards import (
    CardFacts,
    CardType,
    Color,
    ConstructionRule,
    CopyLimit,
    Icon,
    ObPart,
    RegulationStatus,
    SharedLimit,
    Zone,
    ZoneRestriction,
    name_key,
)
from zxdecks.rules.cards import RegulationEntry as EngineRegulationEntry
from zxdecks.rules.decklist import Resolution

_RULE_KINDS: dict[str, type[CopyLimit] | type[SharedLimit]] = {"copy_limit": CopyLimit, "shared_limit": SharedLimit}


def rule_to_dict(rule: ConstructionRule) -> dict[str, Any]:
    """Serialize a construction rule for Card.construction."""
    if isinstance(rule, ZoneRestriction):
        return {
            "kind": "zone_restriction",
            "zone": rule.zone.value,
            "name_contains": rule.name_contains,
            "limit": rule.limit,
            "text": rule.text,
        }
    kind = "copy_limit" if isinstance(rule, CopyLimit) else "shared_limit"
    return {"kind": kind, "zone": rule.zone.value, "names": sorted(rule.names), "limit": rule.limit, "text": rule.text}


def rule_from_dict(data: dict[str, Any]) -> ConstructionRule:
    """Deserialize what rule_to_dict wrote."""
    zone = Zone(data["zone"])
    if data["kind"] == "zone_restriction":
        return ZoneRestriction(zone, data["name_contains"], int(data["limit"]), data.get("text", ""))
    return _RULE_KINDS[data["kind"]](zone, frozenset(data["names"]), int(data["limit"]), data.get("text", ""))


def regulation_by_key(keys: Iterable[str]) -> dict[str, tuple[EngineRegulationEntry, ...]]:
    """Regulation entries for the given name keys (name_key), oldest first."""
    found: dict[str, list[EngineRegulationEntry]] = defaultdict(list)
    for entry in RegulationEntry.objects.filter(key__in=set(keys)).order_by("effective_date", "id"):
        found[entry.key].append(
            EngineRegulationEntry(
                RegulationStatus(entry.status), entry.effective_date, entry.text, entry.card_name, entry.date_assumed
            )
        )
    return {key: tuple(sorted(entries, key=lambda e: e.effective or dt.date.min)) for key, entries in found.items()}


def regulation_by_name(names: Iterable[str]) -> dict[str, tuple[EngineRegulationEntry, ...]]:
    """Regulation entries for the given card names, oldest first, matched by name identity (name_key), not spelling."""
    names = set(names)
    by_key = regulation_by_key({name_key(n) for n in names})
    return {name: by_key[name_key(name)] for name in names if name_key(name) in by_key}


CONSTRUCTION_NAME_KINDS = (CardName.Kind.PRINTED, CardName.Kind.SUBTEXT, CardName.Kind.APPENDIX_A)


def card_facts(cards: Iterable[Card]) -> dict[str, CardFacts]:
    """Engine values for cards, keyed by collector number, with construction names, regulation and expiry.

    Printings that are the same card (Card.same_card_as, either way round) carry each other's names and keyword
    abilities, so every name-keyed rule counts them as one card.
    """
    cards = list(cards)
    names: dict[int, set[str]] = defaultdict(set)
    keys: dict[int, set[str]] = defaultdict(set)
    rows = CardName.objects.filter(card__in=cards, kind__in=CONSTRUCTION_NAME_KINDS)
    for card_id, name, key in rows.values_list("card_id", "name", "key"):
        names[card_id].add(name)
        keys[card_id].add(key)
    for card in cards:
        keys[card.pk].add(name_key(card.name))
    partners = _same_card_partners(cards, keys)
    for card in cards:
        keys[card.pk] |= {name_key(p.name) for p in partners[card.pk]}
    regulation = regulation_by_key({k for ks in keys.values() for k in ks})
    expiry = expiry_by_key({k for ks in keys.values() for k in ks})
    facts = {}
    for card in cards:
        entries = tuple(e for k in sorted(keys[card.pk]) for e in regulation.get(k, ()))
        dates = [d for d in [card.expiry_date, *(expiry.get(k) for k in keys[card.pk])] if d is not None]
        card_facts_ = to_facts(card, frozenset(names[card.pk] | {card.name}), entries, min(dates, default=None))
        if partners[card.pk]:
            card_facts_ = _as_one_card(card_facts_, partners[card.pk])
        facts[card.collector_number] = card_facts_
    return facts


def _same_card_partners(cards: list[Card], keys: dict[int, set[str]]) -> dict[int, list[Card]]:
    """For each card, the other printings it is the same card as: those it names, and those naming it."""
    partners: dict[int, list[Card]] = defaultdict(list)
    named = {c.same_card_key for c in cards if c.same_card_key}
    all_keys = {k for ks in keys.values() for k in ks}
    found = Card.objects.filter(same_card_key__in=all_keys)
    if named:
        found = found | Card.objects.filter(card_names__kind=CardName.Kind.PRINTED, card_names__key__in=named)
    by_name: dict[str, list[Card]] = defaultdict(list)
    naming: dict[str, list[Card]] = defaultdict(list)
    for other in found.distinct():
        by_name[name_key(other.name)].append(other)
        if other.same_card_key:
            naming[other.same_card_key].append(other)
    for card in cards:
        seen = {card.pk}
        for other in [*by_name.get(card.same_card_key, ()), *(o for k in keys[card.pk] for o in naming.get(k, ()))]:
            if other.pk not in seen:
                seen.add(other.pk)
                partners[card.pk].append(other)
    return partners


def _as_one_card(facts: CardFacts, partners: list[Card]) -> CardFacts:
    """A printing with the names, keyword abilities and copy-limit texts of the printings it is the same card as."""
    same = frozenset(p.name for p in partners)
    identity = facts.names | same
    construction = list(facts.construction)
    for partner in partners:
        construction += [rule_from_dict(r) for r in partner.construction]
    rules: list[ConstructionRule] = []
    for rule in construction:
        # 「このカードは20枚まで」 on one printing speaks for the card, whichever printing it is written on.
        if isinstance(rule, CopyLimit) and rule.names & identity:
            rule = CopyLimit(rule.zone, identity, rule.limit, rule.text)
        if rule not in rules:
            rules.append(rule)
    keywords = facts.keywords.union(*(Card.split(p.keywords) for p in partners))
    return replace(facts, same_card_as=same, keywords=keywords, construction=tuple(rules))


def expiry_by_key(keys: set[str]) -> dict[str, dt.date]:
    """The earliest expiry date of use among cards carrying each name: it binds every card of the name (1207.2)."""
    found: dict[str, dt.date] = {}
    rows = CardName.objects.filter(key__in=keys, kind__in=CONSTRUCTION_NAME_KINDS, card__expiry_date__isnull=False)
    for key, day in rows.values_list("key", "card__expiry_date"):
        if day is not None and (key not in found or day < found[key]):
            found[key] = day
    return found


class DatabaseCardLookup:
    """The deck-list parser's card lookup, backed by the card database (a few queries per list)."""

    def by_numbers(self, numbers: set[str]) -> dict[str, CardFacts]:
        return card_facts(Card.objects.filter(collector_number__in={n.upper() for n in numbers}))

    def by_names(self, keys: set[str]) -> dict[str, list[CardFacts]]:
        rows = CardName.objects.filter(key__in=keys, kind__in=CONSTRUCTION_NAME_KINDS).values_list(
            "key", "card__collector_number"
        )
        numbers_by_key: dict[str, set[str]] = defaultdict(set)
        for key, number in rows:
            numbers_by_key[key].add(number)
        facts = self.by_numbers({n for ns in numbers_by_key.values() for n in ns})
        return {key: [facts[n] for n in sorted(ns)] for key, ns in numbers_by_key.items()}


def to_facts(
    card: Card,
    names: frozenset[str],
    regulation: tuple[EngineRegulationEntry, ...] = (),
    expiry: dt.date | None = None,
) -> CardFacts:
    """One card row as an engine value."""
    return CardFacts(
        number=card.collector_number,
        name=card.name,
        type=CardType(card.card_type),
        names=names,
        cost=card.cost,
        cost_infinite=card.cost_infinite,
        colors=frozenset(c for c in Color if getattr(card, f"is_{c.value}")),
        multicolor=card.multicolor,
        icons=frozenset(Icon(i) for i in Card.split(card.icons)),
        keywords=frozenset(Card.split(card.keywords)),
        plain=not card.text.strip() and not card.unofficial_text,  # no text printed: no ability (「能力を持たない」)
        races=tuple(Card.split(card.races)),
        power=card.power,
        ob_part=ObPart(card.ob_part) if card.ob_part else None,
        construction=tuple(rule_from_dict(r) for r in card.construction),
        expiry=expiry if expiry is not None else card.expiry_date,
        regulation=regulation,
        game=card.game,
        forbidden=card.forbidden,
        unity=card.unity,
        d0_class=card.d0_class,
    )


_MISREAD = str.maketrans({"O": "0", "I": "1", "L": "1"})
MAX_SUGGESTED = 20  # unknown names or numbers per list that get "did you mean" suggestions


class FoldedNameResolver:
    """The deck-list parser's resolver (zxdecks.rules.decklist.NameResolver) for what exact lookup missed.

    A name whose kana/width fold (cards.normalize.fold, the card search's folding) equals a card name's resolves to
    that card: 「うんめいのりょうけんらいらぷす」, 「ｳﾝﾒｲﾉﾘｮｳｹﾝﾗｲﾗﾌﾟｽ」. Otherwise, and for unknown collector numbers, it
    suggests the closest real cards ("NUMBER NAME", at most 3): names containing the fold, then close spellings.
    """

    def __init__(self, lookup: Any = None) -> None:
        self.lookup = lookup or DatabaseCardLookup()

    def resolve(self, queries: set[str]) -> dict[str, Resolution]:
        answers: dict[str, Resolution] = {}
        numbers = sorted(q for q in queries if COLLECTOR_NUMBER.fullmatch(q.upper()))
        names = sorted(queries - set(numbers))
        if numbers:
            by_number = dict(Card.objects.values_list("collector_number", "name"))
            # Close spellings are looked for among the numbers of the same pack or the same serial only: difflib over
            # every number cost ~0.1 s a query at 8.6k cards (a list of unknown numbers bought seconds of CPU).
            by_part: dict[str, list[str]] = defaultdict(list)
            for known in by_number:
                known_pack, _, known_serial = known.partition("-")
                by_part[known_pack].append(known)
                by_part["-" + known_serial].append(known)
            for query in numbers[:MAX_SUGGESTED]:
                # The usual misreadings of a printed number first (O for 0, I or l for 1), then close spellings.
                pack, _, serial = query.upper().partition("-")
                misread = f"{pack}-{serial.translate(_MISREAD)}"
                close = [misread] if misread in by_number else []
                near = dict.fromkeys([*by_part.get(pack, ()), *by_part.get("-" + serial.translate(_MISREAD), ())])
                close += [n for n in difflib.get_close_matches(misread, near, n=3, cutoff=0.6) if n not in close]
                answers[query] = Resolution(suggestions=tuple(f"{n} {by_number[n]}" for n in close[:3]))
        if names:
            answers.update(self._resolve_names(names))
        return answers

    def _resolve_names(self, names: list[str]) -> dict[str, Resolution]:
        rows = CardName.objects.filter(kind__in=CONSTRUCTION_NAME_KINDS)
        folded = {name: fold(name) for name in names}
        numbers_by_key: dict[str, set[str]] = defaultdict(set)
        for key, number in rows.filter(search_key__in=set(folded.values())).values_list(
            "search_key", "card__collector_number"
        ):
            numbers_by_key[key].add(number)
        missing = [name for name in names if folded[name] not in numbers_by_key]
        if missing:
            # A player may write a kanji name as its reading: 「ぐれんのさきがけあぐに」 for 「紅蓮の先駆けアグニ」.
            spellings = {v for name in missing for v in _reading_spellings(name)}
            for reading, number in Card.objects.filter(reading__in=spellings).values_list(
                "reading", "collector_number"
            ):
                numbers_by_key[fold(reading)].add(number)
        facts = self.lookup.by_numbers({n for ns in numbers_by_key.values() for n in ns}) if numbers_by_key else {}
        answers: dict[str, Resolution] = {}
        unknown: list[str] = []
        for name in names:
            exact = sorted(numbers_by_key.get(folded[name], ()))
            if exact:
                answers[name] = Resolution(cards=tuple(facts[n] for n in exact if n in facts))
            elif folded[name]:
                unknown.append(name)
        if unknown:
            # One read of every name serves all suggestions; a list of garbage gets them for its first lines only.
            every = list(rows.values_list("search_key", "name", "card__collector_number"))
            keys = {k for k, _, _ in every}
            for name in unknown[:MAX_SUGGESTED]:
                key = folded[name]
                found = [row for row in every if key in row[0]]
                if not found:
                    close = set(difflib.get_close_matches(key, keys, n=3, cutoff=0.6))
                    found = [row for row in every if row[0] in close]
                first: dict[str, str] = {}
                for _, shown, number in sorted(found, key=lambda row: _closeness(key, row[0], row[2])):
                    first.setdefault(name_key(shown), f"{number} {shown}")
                answers[name] = Resolution(suggestions=tuple(list(first.values())[:3]))
        return answers


def _closeness(query: str, key: str, number: str) -> tuple[bool, float, int, str]:
    """How a suggestion ranks: the exact name first, then the most alike (difflib), then the shortest, then by number."""
    return (key != query, -difflib.SequenceMatcher(None, query, key).ratio(), len(key), number)


def _reading_spellings(name: str) -> set[str]:
    """The ways a card's reading may be stored for a name written in kana: as typed, in hiragana, in katakana, each
    with and without its spaces (a reading copied from a card keeps the space printed between its words)."""
    # NFKC writes a spacing 「゛」 (U+309B, stored readings keep it: 「う゛」) as a space and a combining mark.
    plain = unicodedata.normalize("NFKC", name).strip().replace(" \u3099", "\u309b").replace(" \u309a", "\u309c")
    spaced = {plain, " ".join(plain.split()), "".join(plain.split())}
    return {s for text in spaced for s in (text, jaconv.kata2hira(text), jaconv.hira2kata(text))}
