"""How much of a pool's card text the goldfish reads, carries out and can act on (`manage.py effect_coverage`).

Every figure is a count of ability lines over one denominator, every ability line of the pool. The lines fall into
exactly one of these parts:

- `unread`: some clause of the line is not mapped onto the effect language (the whole line is then left out);
- `keyword_handled`: a keyword ability the engine carries out itself (setup, life, Overdrive, ...), no effect;
- `inert`: read, but can do nothing in a game (a gate line read as the condition of the ability after it, 絶界);
- `construction`: a deck-construction rule, applied by the validator before the game;
- `no_handler`: read into actions of which one has no handler in the executors' table (an error when played);
- `opponent_board_only`: carried out, but it chooses or waits only for the opponent's Z/X, which the modelled
  opponent (an empty board) never has;
- `acting`: carried out, and it can change the game against the modelled opponent.

`read` is every line but the unread ones; `executed` is `opponent_board_only` + `acting` (read and carried out by
handlers that can change something on some board).
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable

from zxdecks.rules.effects.language import Ability, AbilityKind, Effect, Kind, Trigger, Unread
from zxdecks.rules.effects.reader import read_card
from zxdecks.rules.effects.run.table import HANDLERS

# The parts of the partition, in the order the command prints them.
PARTS = ("acting", "opponent_board_only", "no_handler", "keyword_handled", "inert", "construction", "unread")
_NOT_EXECUTED = {
    AbilityKind.KEYWORD: "keyword_handled",
    AbilityKind.INERT: "inert",
    AbilityKind.CONSTRUCTION: "construction",
}
# Triggers that never fire against the modelled opponent: no Z/X of its to destroy, none entering by an ability,
# no attack by its Z/X (goldfish.opponent).
_OPPONENT_TRIGGERS = frozenset({Trigger.DESTROYS_BY_ATTACK, Trigger.ZX_DESTROYS_BY_ATTACK, Trigger.OPPONENT_ACTS})


def effect_coverage(cards: Iterable[tuple[str, str]], top: int = 20) -> dict[str, object]:
    """The ability lines of (collector number, text) cards in the parts above, the shares of `ability_lines`, by
    kind, and the most frequent unread clause shapes."""
    parts: Counter[str] = Counter(dict.fromkeys(PARTS, 0))
    by_kind: Counter[str] = Counter()
    unread: Counter[str] = Counter()
    for number, text in cards:
        script = read_card(number, text)
        for ability in script.abilities:
            part = line_part(ability)
            parts[part] += 1
            by_kind[f"{part}: {ability.kind.value}"] += 1
            for kind in sorted({e.kind for e in _all_effects(ability.effects)}):
                by_kind[f"effect: {kind.value}"] += 1
        for item in script.unread:
            parts["unread"] += 1
            unread[unread_shape(item)] += 1
    lines = sum(parts.values())
    executed = parts["acting"] + parts["opponent_board_only"]
    figures = {
        "ability_lines": lines,
        "read": lines - parts["unread"],
        "executed": executed,
        **{part: parts[part] for part in PARTS},
    }
    return {
        **figures,
        "shares": {
            name: round(n / lines, 4) if lines else 0.0 for name, n in figures.items() if name != "ability_lines"
        },
        "by_kind": dict(sorted(by_kind.items())),
        "top_unread_clauses": [{"shape": shape, "count": n} for shape, n in unread.most_common(top)],
    }


def line_part(ability: Ability) -> str:
    """Which part of the partition a read ability line is in (one of PARTS but "unread")."""
    if ability.kind in _NOT_EXECUTED:
        return _NOT_EXECUTED[ability.kind]
    effects = list(_all_effects(ability.effects)) + list(_all_effects(ability.payment))
    if any(e.kind not in HANDLERS for e in effects):
        return "no_handler"
    if ability.zone == "elsewhere" or ability.trigger in _OPPONENT_TRIGGERS:
        return "opponent_board_only"
    if ability.effects and not any(_acts(e) for e in ability.effects):
        return "opponent_board_only"
    return "acting"


def _acts(effect: Effect) -> bool:
    """Whether an effect can change something against an empty board: not a choice among the opponent's cards, and
    a choice of options only when one of its options acts."""
    if effect.kind is Kind.MODAL:
        return any(_acts(e) for option in effect.options for e in option)
    return effect.kind is not Kind.NO_TARGET


def _all_effects(effects: Iterable[Effect]) -> Iterable[Effect]:
    """The effects and, for a choice of options, the effects of each option."""
    for effect in effects:
        yield effect
        for option in effect.options:
            yield from _all_effects(option)


_UNREAD_CLAUSE = re.compile(r"unread (?:sentence|clause): (.+)$", re.S)
_REMINDER = re.compile(r"\((?:[^()]|\([^()]*\))*\)")  # reminder text explains a rule: not the line's shape
_JAPANESE = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")


def unread_shape(item: Unread) -> str:
    """The clause or sentence an unread line stops at, with names, races and numbers folded so that alike lines
    count together; when the reader names no clause, its reason and the line's first sentence."""
    clause = _UNREAD_CLAUSE.search(item.reason)
    if clause:
        shape = clause[1]
    elif _JAPANESE.search(item.reason):
        shape = item.reason  # e.g. 「trigger: このカードにシフトする」: the reason quotes the clause
    else:
        text = _REMINDER.sub("", re.sub(r"\s+", "", item.text))
        body = text.split("【効果】", 1)[1] if "【効果】" in text else re.sub(r"^(?:≪[^≫]*≫|【[^】]*】)+", "", text)
        first = body.split("。", 1)[0]
        shape = f"{item.reason}: {first}。" if first else item.reason
    shape = re.sub(r"「[^」]*」", "「X」", shape)
    shape = re.sub(r"\[[^\]]*\]", "[R]", shape)
    return re.sub(r"\d+", "N", shape)[:160]
