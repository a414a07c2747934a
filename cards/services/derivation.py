"""What an import derives from a card record: the card's field values, its names, and the digest of both."""

from __future__ import annotations

import dataclasses
import functools
import hashlib
import operator
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from cards.adapters import rule_to_dict
from cards.importers.records import CardRecord
from cards.models import Card, CardName
from cards.normalize import fold
from zxdecks.rules.cards import Color, name_key
from zxdecks.rules.cardtext import construction_rules, keywords_of, same_card_names, subtext_names, text_names

# Card fields an import owns; images and the primary key are not among them.
IMPORTED_FIELDS = (
    "name",
    "reading",
    "card_type",
    "ob_part",
    "cost",
    "cost_infinite",
    "is_red",
    "is_blue",
    "is_white",
    "is_black",
    "is_green",
    "multicolor",
    "text",
    "subtext",
    "icons",
    "races",
    "keywords",
    "power",
    "shield",
    "player_name",
    "rarity",
    "pack_id",
    "illustrator",
    "flavor",
    "is_rebuilt",
    "is_errata",
    "expiry_date",
    "note",
    "construction",
    "unofficial_text",
    "source",
    "search_text",
    "name_keys",
    "game",
    "move_cost",
    "d0_class",
    "timing",
    "smash",
    "forbidden",
    "unity",
    "same_card_as",
    "same_card_key",
)


def card_names(record: CardRecord, appendix: dict[str, str]) -> list[tuple[str, str]]:
    names = [(record.name, CardName.Kind.PRINTED.value)]
    names += [(n, CardName.Kind.SUBTEXT.value) for n in [*subtext_names(record.subtext), *record.extra_names]]
    if record.collector_number in appendix:
        names.append((appendix[record.collector_number], CardName.Kind.APPENDIX_A.value))
    names += [(n, CardName.Kind.TEXT.value) for n in text_names(record.text)]
    seen: set[tuple[str, str]] = set()
    return [n for n in names if not (n in seen or seen.add(n))]  # type: ignore[func-returns-value]


def card_fields(record: CardRecord, pack_id: int | None, names: Sequence[tuple[str, str]]) -> dict[str, Any]:
    """The model field values an import writes for one record, derived facts included."""
    keywords = record.keywords if record.keywords is not None else keywords_of(record.text)
    rules = construction_rules(record.text + "\n" + record.subtext, record.name)
    search = " ".join([record.collector_number, record.reading, *(n for n, _ in names), record.text, record.subtext])
    # The note names the card this printing is the same card as; a note naming none keeps what the admin set.
    same = same_card_names(record.note)
    same_card = {"same_card_as": same[0], "same_card_key": name_key(same[0])} if same else {}
    return {
        **same_card,
        "name": record.name,
        "reading": record.reading,
        "card_type": record.card_type.value,
        "ob_part": record.ob_part.value if record.ob_part else "",
        "cost": record.cost,
        "cost_infinite": record.cost_infinite,
        **{f"is_{c.value}": c in record.colors for c in Color},
        "multicolor": record.multicolor,
        "text": record.text,
        "subtext": record.subtext,
        "icons": Card.join(sorted(i.value for i in record.icons)),
        "races": Card.join(record.races),
        "keywords": Card.join(sorted(keywords)),
        "power": record.power,
        "shield": record.shield,
        "player_name": record.player_name,
        "rarity": record.rarity,
        "pack_id": pack_id,
        "illustrator": record.illustrator,
        "flavor": record.flavor,
        "is_rebuilt": record.is_rebuilt,
        "is_errata": record.is_errata,
        "expiry_date": record.expiry_date,
        "note": record.note,
        "construction": [rule_to_dict(r) for r in rules],
        "unofficial_text": record.unofficial_text,
        "source": record.source,
        "search_text": fold(search),
        "name_keys": Card.join_name_keys(fold(n) for n, kind in names if kind != CardName.Kind.TEXT),
        "game": record.game,
        "move_cost": record.move_cost,
        "d0_class": record.d0_class,
        "timing": record.timing,
        "smash": record.smash,
        "forbidden": record.forbidden,
        "unity": record.unity,
    }


# Bump when what an import writes changes in a way record_hash cannot see (the code it fingerprints is below).
IMPORTER_VERSION = 1
# The modules whose code derives a card's fields, names and regulation rows from its record.
DERIVATION_MODULES = (
    "cards.services.derivation",
    "cards.services.importing",
    "cards.normalize",
    "cards.adapters",
    "cards.importers.regulation",
    "zxdecks.rules.cardtext",
    "zxdecks.rules.cards",
)
_RECORD_FIELDS = tuple(f.name for f in dataclasses.fields(CardRecord))
_record_values = operator.attrgetter(*_RECORD_FIELDS)
_SET_FIELDS = tuple(3 + i for i, f in enumerate(dataclasses.fields(CardRecord)) if "set[" in str(f.type))


@functools.cache
def derivation_fingerprint() -> str:
    """A digest of the importer version, the card table's columns and the deriving code: a new derived column or
    a changed rule makes every stored record hash stale, so the next import derives every card again."""
    digest = hashlib.blake2b(f"{IMPORTER_VERSION}|{','.join(f.attname for f in Card._meta.concrete_fields)}".encode())
    for name in DERIVATION_MODULES:
        digest.update(Path(sys.modules[name].__file__ or name).read_bytes())
    return digest.hexdigest()


def record_hash(record: CardRecord, pack_id: int | None, appendix_name: str | None) -> str:
    """A digest of everything a card is derived from: the record, its pack, its Appendix A name, the importer."""
    values = [derivation_fingerprint(), pack_id, appendix_name, *_record_values(record)]
    for index in _SET_FIELDS:  # a set's order varies from process to process
        if values[index] is not None:
            values[index] = sorted(map(str, values[index]))
    return hashlib.blake2b(repr(values).encode(), digest_size=16).hexdigest()
