"""Cards as plain JSON-ready dicts: one shape for the API, the bulk file and anything else that exports cards."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Sequence
from typing import Any

from django.utils import timezone

from cards.adapters import CONSTRUCTION_NAME_KINDS
from cards.models import Card, CardName, RegulationEntry
from zxdecks.rules.cards import CardType, Color, RegulationStatus
from zxdecks.rules.cards import RegulationEntry as EngineEntry
from zxdecks.rules.cardtext import KEYWORD_RULES, regulation_status


def card_dicts(cards: Sequence[Card], base_url: str = "") -> list[dict[str, Any]]:
    """Every parameter, every name and the regulation history of each card, in order (two extra queries)."""
    names: dict[int, list[dict[str, str]]] = defaultdict(list)
    construction_names: dict[int, set[str]] = defaultdict(set)
    for card_id, name, kind in CardName.objects.filter(card__in=cards).values_list("card_id", "name", "kind"):
        names[card_id].append({"name": name, "kind": kind})
        if kind in CONSTRUCTION_NAME_KINDS:
            construction_names[card_id].add(name)
    all_names = {n for ns in construction_names.values() for n in ns} | {c.name for c in cards}
    history: dict[str, list[RegulationEntry]] = defaultdict(list)
    for entry in RegulationEntry.objects.filter(card_name__in=all_names):
        history[entry.card_name].append(entry)
    today = timezone.localdate()
    out = []
    for card in cards:
        entries = [e for n in sorted(construction_names[card.pk] | {card.name}) for e in history.get(n, [])]
        entries.sort(key=lambda e: (e.effective_date is not None, e.effective_date or today))
        status = _status_today(entries, today)
        out.append(card_dict(card, names[card.pk], entries, status, base_url))
    return out


def _status_today(entries: list[RegulationEntry], today: Any) -> str | None:
    by_name: dict[str, list[EngineEntry]] = defaultdict(list)
    for e in entries:
        by_name[e.card_name].append(EngineEntry(RegulationStatus(e.status), e.effective_date, e.text, e.card_name))
    statuses = {regulation_status(tuple(es), today) for es in by_name.values()}
    if RegulationStatus.SEALED in statuses:
        return RegulationStatus.SEALED.value
    if RegulationStatus.LEGEND in statuses:
        return RegulationStatus.LEGEND.value
    return None


def card_dict(
    card: Card, names: list[dict[str, str]], regulation: list[RegulationEntry], status: str | None, base_url: str
) -> dict[str, Any]:
    colors = [c.value for c in Color if getattr(card, f"is_{c.value}")]
    pack = card.pack
    return {
        "object": "card",
        "collector_number": card.collector_number,
        "game": card.game,
        "name": card.name,
        "names": names or [{"name": card.name, "kind": "printed"}],
        "reading": card.reading,
        "type": card.card_type,
        "type_ja": CardType(card.card_type).japanese,
        "ob_part": card.ob_part or None,
        "cost": "∞" if card.cost_infinite else card.cost,
        "colors": colors,
        "colorless": not colors,
        "multicolor": card.multicolor,
        "text": card.text,
        "subtext": card.subtext,
        "icons": Card.split(card.icons),
        "ignition": card.has_ignition,
        "races": Card.split(card.races),
        "power": card.power,
        "shield": card.shield,
        "player_name": card.player_name or None,
        "keywords": [{"name": k, "rule": KEYWORD_RULES.get(k)} for k in Card.split(card.keywords)],
        "construction": card.construction,
        "rarity": card.rarity or None,
        "pack": {
            "code": pack.code,
            "name": pack.name,
            "release_date": pack.release_date.isoformat() if pack.release_date else None,
        }
        if pack
        else None,
        "illustrator": card.illustrator or None,
        "flavor": card.flavor or None,
        "rebuilt": card.is_rebuilt,
        "errata": card.is_errata,
        "expiry_date": card.expiry_date.isoformat() if card.expiry_date else None,
        "unofficial_text": card.unofficial_text,
        "d0": {
            "class": card.d0_class or None,
            "timing": card.timing or None,
            "move_cost": card.move_cost,
            "smash": card.smash,
            "forbidden": card.forbidden,
            "unity": card.unity,
        }
        if card.game == "d0"
        else None,
        "regulation_status": status,
        "regulation": [
            {
                "card_name": e.card_name,
                "status": e.status,
                "effective_date": e.effective_date.isoformat() if e.effective_date else None,
                "text": e.text,
            }
            for e in regulation
        ],
        "image_uris": {
            "full": base_url + card.image.url,
            "thumbnail": base_url + card.thumbnail.url if card.thumbnail else None,
        }
        if card.image
        else None,
        "uri": f"{base_url}/api/v1/cards/{card.collector_number}/",
        "web_uri": f"{base_url}/cards/{card.collector_number}/",
    }
