"""Which Dynamis cards of the imported pool the goldfish plays by their own play, and why not (issue 29, point 2)."""

from __future__ import annotations

from cards.adapters import card_facts
from cards.models import Card
from zxdecks.rules.effects import read_pool
from zxdecks.rules.goldfish.dynamis_coverage import (
    DYNAMIS_TYPES,
    REASONS,
    coverage_table,
    dynamis_coverage,
    format_coverage,
)


def goldfish_dynamis_coverage() -> dict[str, object]:
    """The Dynamis cards of the imported Z/X pool (official text only): per card its verdict and reason code, the
    counts by (type, verdict, reason), and the same as text."""
    rows = list(
        Card.objects.filter(game="zx", card_type__in=[t.value for t in DYNAMIS_TYPES]).order_by("collector_number")
    )
    facts = card_facts(rows)
    scripts = read_pool((c.collector_number, "" if c.unofficial_text else c.text, c.subtext) for c in rows)
    verdicts = dynamis_coverage((facts[c.collector_number], scripts.get(c.collector_number), True) for c in rows)
    return {
        "cards": [
            {"number": v.number, "type": v.type.value, "playable": v.playable, "reason": v.reason} for v in verdicts
        ],
        "counts": [
            {"type": t, "verdict": verdict, "reason": reason, "count": n, "meaning": REASONS[reason]}
            for t, verdict, reason, n in coverage_table(verdicts)
        ],
        "text": format_coverage(verdicts),
    }
