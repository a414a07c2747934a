"""The checkers of the conditions effects.zone_conditions reads: your zones, counters and the opponent's Z/X."""

from __future__ import annotations

from collections.abc import Callable

from zxdecks.rules.effects.api import GameAPI
from zxdecks.rules.effects.language import ANY_CARD, Condition, ConditionKind
from zxdecks.rules.effects.run.self_conditions import This
from zxdecks.rules.effects.run.table import placed_cards

K = ConditionKind


def _colors(g: GameAPI) -> int:
    return len({color for r in g.resources for color in r.card.colors})


def _did_this_turn(g: GameAPI, c: Condition, t: This) -> bool:
    """The event `c.name` happened this turn (goldfish.turn_record), for a card of the filter when it names one, and
    `c.n` times or more when it counts (「N回以上攻撃していた」)."""
    done = g.turn_events().get(c.name)
    if not done:
        return False
    if c.filter != ANY_CARD:
        done = [card for card in done if card is not None and c.filter.matches(card)]
    return len(done) >= max(c.n, 1)


def _placed_card_is(g: GameAPI, c: Condition, t: This) -> bool:
    """The cards the move before put (run.table.placed_cards): some of them ("any"), every one of them ("all", one at
    least), or the one it put ("one") match the filter; none put (declined, nothing there) never holds."""
    placed = placed_cards()
    matching = sum(1 for card in placed if c.filter.matches(card))
    if c.name == "any":
        return matching >= 1
    if c.name == "all":
        return bool(placed) and matching == len(placed)
    if c.name == "one_not":  # 「…を含まないカードの場合」: the one card put does not match
        return len(placed) == 1 and matching == 0
    return len(placed) == 1 and matching == 1


ZONE_CHECKERS: dict[ConditionKind, Callable[[GameAPI, Condition, This], bool]] = {
    # 「しかない」: some resource, and none other than the filter's
    K.RESOURCES_ONLY: lambda g, c, t: bool(g.resources) and all(c.filter.matches(r.card) for r in g.resources),
    K.COUNTERS_AT_LEAST: lambda g, c, t: g.counters.get(c.name, 0) >= c.n,
    K.DID_THIS_TURN: _did_this_turn,
    K.FORCED_ZX_AT_LEAST: lambda g, c, t: (
        sum(1 for u in g.squares.values() if (u.force or u.force_down) and c.filter.matches(u.card)) >= c.n
    ),
    K.RESOURCE_RACES_AT_LEAST: lambda g, c, t: len({race for r in g.resources for race in r.card.races}) >= c.n,
    K.RESOURCE_COLORS_AT_LEAST: lambda g, c, t: _colors(g) >= c.n,
    K.RESOURCE_COLORS_AT_MOST: lambda g, c, t: _colors(g) <= c.n,
    K.LIFE_AT_LEAST: lambda g, c, t: len(g.life) >= c.n,
    K.SHIFTS_AT_LEAST: lambda g, c, t: (  # the shift cards on your Z/X (202.8), of the filter
        sum(1 for u in g.squares.values() if u.shift is not None and c.filter.matches(u.shift)) >= c.n
    ),
    K.OPPONENT_ZX_AT_MOST: lambda g, c, t: len(g.opponent_squares) <= c.n,
    K.PLACED_CARD_IS: _placed_card_is,
}
