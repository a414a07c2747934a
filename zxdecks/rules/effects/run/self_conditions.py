"""The checkers of the conditions on this card, the card whose ability it is (effects.self_conditions reads them):
how it entered, its race, power and force, and whose turn it is. `this` is its unit on a square, or the card in
another zone; a condition on this card checked without it is an error, never a silent answer."""

from __future__ import annotations

from collections.abc import Callable

from zxdecks.rules.board import ATTACKERS_ON_SQUARES, OnSquare, all_force
from zxdecks.rules.cards import CardFacts
from zxdecks.rules.effects.api import GameAPI
from zxdecks.rules.effects.language import ANY_CARD, Condition, ConditionKind
from zxdecks.rules.effects.zx_states import BY_ABILITY

K = ConditionKind
This = OnSquare | CardFacts | None
# The ways a card enters played (806: from the hand, by ignition, from life; goldfish.moves.ENTER_TRIGGERS), and from
# the Dynamis: 506.2 「デュナミスからエクストラカード(202.2a)をプレイして解決すること」 is a play (806), so a Z/X EX (or a
# card played by its condition, 806.1g–j, or a face-up one an effect permits) enters 「プレイされて」 as one an effect
# plays from there does ("played")
PLAYED_WAYS = frozenset({"hand", "ignition", "life", "played", "dynamis"})
# The ways a card enters by a card's ability: put there by an effect, broken into from the hand (1019.2), or put
# from the hand by its own 電影 (1115)


def card_of(c: Condition, this: This, own: bool = True) -> CardFacts:
    """This card (under a shift, the card itself when `own`, what the shift shares with it otherwise, 202.8d)."""
    if this is None:
        raise ValueError(f"the condition {c.kind} is on this card: checked without the card whose ability it is")
    if isinstance(this, OnSquare):
        return (this.base or this.card) if own else this.card
    return this


def _unit(c: Condition, this: This) -> OnSquare | None:
    """This card's unit on a square; None for a card in another zone (a new object there, 401: it has not
    entered, has no force and its power is printed)."""
    card_of(c, this)
    return this if isinstance(this, OnSquare) else None


def _played(g: GameAPI, c: Condition, this: This) -> bool:
    unit = _unit(c, this)
    return unit is not None and unit.entered_how in PLAYED_WAYS


def _by_ability(g: GameAPI, c: Condition, this: This) -> bool:
    unit = _unit(c, this)
    return unit is not None and unit.entered_how in BY_ABILITY


# 「このターンの間にこのカードが<way>登場していた」: the ways (Game.enter's `how`) each phrase names
_WAYS = {
    "ability": BY_ABILITY,
    "ignition": frozenset({"ignition"}),
    "played": PLAYED_WAYS,
    "not_hand": frozenset({"ignition", "life", "played", "ability", "dynamis", "unison", "igob"}),
    "any": frozenset(),
}


def _entered_this_turn(g: GameAPI, c: Condition, this: This) -> bool:
    unit = _unit(c, this)
    ways = _WAYS[c.name]  # "any": entered this turn, whatever the way (「このカードが登場したターンの…」)
    return unit is not None and any(
        card is unit.card and (c.name == "any" or how in ways) for card, how in g.entered_this_turn()
    )


def _power_at_least(g: GameAPI, c: Condition, this: This) -> bool:
    unit = _unit(c, this)
    power = g.power_of(unit) if unit is not None else card_of(c, this).power
    return (power or 0) >= c.n


def _force_at_least(g: GameAPI, c: Condition, this: This) -> bool:
    """n cards of this card's force: any card, face up or face down (312.3a), when no filter is asked; a face-down
    card is hidden (312.2a), so only the face-up ones match a filter."""
    unit = _unit(c, this)
    if unit is None:
        return False
    force = all_force(unit) if c.filter == ANY_CARD else (unit.force or [])
    return sum(1 for card in force if c.filter.matches(card)) >= c.n


def _next_to_zx(g: GameAPI, c: Condition, this: This) -> bool:
    """1119: a Z/X of yours (not an Ascension) on a square orthogonally next to this card's (303.2a)."""
    unit = _unit(c, this)
    at = g.squares_holding(unit) if unit is not None else None
    if at is None:
        return False
    return any(
        abs(s[0] - at[0]) + abs(s[1] - at[1]) == 1 and u.card.type in ATTACKERS_ON_SQUARES for s, u in g.squares.items()
    )


def _force_of(g: GameAPI, c: Condition, this: This) -> bool:
    """This card (in another zone than the squares) is in the face-up force of a Z/X of yours of the filter."""
    card = card_of(c, this)
    if isinstance(this, OnSquare):
        return False  # a card on a square is no force
    return any(c.filter.matches(u.card) and any(f is card for f in u.force or ()) for u in g.squares.values())


def _in_zone(g: GameAPI, c: Condition, this: This) -> bool:
    """This card is in the zone `c.name` now (the very card: a copy of it elsewhere is not it); a unit is on a square."""
    card = card_of(c, this)
    if isinstance(this, OnSquare):
        return False
    held = [r.card for r in g.resources] if c.name == "resources" else getattr(g, c.name)
    return any(x is card for x in held)


SELF_CHECKERS: dict[ConditionKind, Callable[[GameAPI, Condition, This], bool]] = {
    K.YOUR_TURN: lambda g, c, t: not g.opponents_turn,
    K.OPPONENT_TURN: lambda g, c, t: g.opponents_turn,
    K.SELF_PLAYED: _played,
    K.SELF_BY_ABILITY: _by_ability,
    K.SELF_IN_ZONE: _in_zone,
    K.SELF_IS: lambda g, c, t: c.filter.matches(card_of(c, t, own=False)),
    K.SELF_POWER_AT_LEAST: _power_at_least,
    K.SELF_FORCE_AT_LEAST: _force_at_least,
    K.SELF_ENTERED_THIS_TURN: _entered_this_turn,
    # 806: the event resolving now (this card) was played from the zone (run.resolve_event keeps where from)
    K.EVENT_PLAYED_FROM: lambda g, c, t: g.event_from == c.name and not isinstance(t, OnSquare),
    K.ZX_ENTERED_THIS_TURN: lambda g, c, t: (  # n of them (one unless the text counts)
        sum(1 for card, how in g.entered_this_turn() if c.filter.matches(card) and c.name in ("", how)) >= max(c.n, 1)
    ),
    K.SELF_NEXT_TO_ZX: _next_to_zx,
    K.SELF_REBOOTED: lambda g, c, t: (unit := _unit(c, t)) is not None and unit.rebooted,
    K.SELF_NO_FORCE: lambda g, c, t: (unit := _unit(c, t)) is None or not all_force(unit),
    # 1010.2a: the cards the latest instruction put out of this card's force (none put: it does not hold)
    K.PLACED_FORCE_IS: lambda g, c, t: (
        (unit := _unit(c, t)) is not None and sum(1 for card in unit.force_put if c.filter.matches(card)) >= c.n
    ),
    # 1122.2 アルターブレイク: valid while this card's force holds a face-down card (1019.1: it is broken)
    K.SELF_FORCE_OF: _force_of,
    K.SELF_BROKEN: lambda g, c, t: (unit := _unit(c, t)) is not None and bool(unit.force_down),
    # 「このターンの間にあなたのゼクスがブレイクしていた」: a Z/X of yours broke into another this turn (1019.2)
    K.BROKE_THIS_TURN: lambda g, c, t: any(how == "break" for _, how in g.entered_this_turn()),
    # 1029.3: a Z/X that entered in unison stays one with the player while it is on a square (goldfish.player_extra)
    K.UNISON_ON_SQUARES: lambda g, c, t: any(u.entered_how == "unison" for u in g.squares.values()),
    # 1029.1: this card's unit entered in unison, one Z/X with the player card (goldfish.player_extra); the unit of
    # an ability triggered while it was one still is when it resolves after leaving (808.6); a card in another zone
    # never is
    K.SELF_IN_UNISON: lambda g, c, t: (unit := _unit(c, t)) is not None and unit.entered_how == "unison",
    # session 16 (`const`): the battle now (GameAPI.battle) is this card's; a Z/X of yours is in a battle only as
    # the attacker (the modelled opponent attacks only you, goldfish.defence)
    K.SELF_IN_BATTLE: lambda g, c, t: (
        (unit := _unit(c, t)) is not None and g.battle is not None and g.battle[0] is unit
    ),
}
