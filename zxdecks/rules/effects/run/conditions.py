"""Conditions (804.3b): one checker per ConditionKind, checked on the game's public state."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from zxdecks.rules.board import ATTACKERS_ON_SQUARES
from zxdecks.rules.effects.api import GameAPI, Square, Target
from zxdecks.rules.effects.language import SAME_NAME, Condition, ConditionKind
from zxdecks.rules.effects.matched import known_for, matched
from zxdecks.rules.effects.run.count_checkers import COUNT_CHECKERS
from zxdecks.rules.effects.run.seen import sees, sees_unit, unit_card
from zxdecks.rules.effects.run.self_conditions import SELF_CHECKERS, This, card_of
from zxdecks.rules.effects.run.zone_checkers import ZONE_CHECKERS
from zxdecks.rules.effects.zx_states import own_state_holds

K = ConditionKind
# A checker reads the game and, for a condition on this card (effects.self_conditions), the card whose ability it is.
Checker = Callable[[GameAPI, Condition, This], bool]


def _player_is(game: GameAPI, c: Condition, this: This) -> bool:
    want = c.key  # name_key(c.name): 「≪ニューP≫」 designates the player 「ニューＰ」
    for card in game.player_area:  # loops, not any() on a generator: asked for every ability of such a condition
        for key in card.keys:
            if want in key:
                return True
    return False


def swap_target(game: GameAPI, cost: int) -> Square | None:
    """The square of a rebooted Z/X of yours of cost `cost` or more that 電影 returns to the hand (1115.2), as the
    policy chooses it; None when there is none."""
    units = [
        (sq, u)
        for sq, u in game.squares.items()
        if u.rebooted and u.card.type in ATTACKERS_ON_SQUARES and (unit_card(game, u).cost or 0) >= cost
    ]
    if not units:
        return None
    chosen = game.choose_units(Target.SWAP_BACK, units, 1)
    return units[chosen[0]][0] if chosen else None


def _opponent_skipped_resource(game: GameAPI, c: Condition, this: This) -> bool:
    """「相手のターンの直前のリソースフェイズに相手が手札からリソースにカードを置いていなかった」: never in the model. The
    goldfish opponent puts a card from its hand into its resources in each of its resource phases (504.3,
    board.OPPONENT_RESOURCES_PER_TURN); before its first turn it has had no resource phase, and a phase that never was
    is not taken to be one it skipped (a legal play missed rather than a wrong one)."""
    return False


def _opponent_zx(g: GameAPI, c: Condition) -> int:
    """The opponent's Z/X on its squares, of the condition's cost bounds when it has any (「相手のコストN以上の」)."""
    low, high = c.filter.min_cost, c.filter.max_cost
    if low is None and high is None:
        return len(g.opponent_squares)
    return sum(
        1 for u in g.opponent_squares.values() if (low is None or u.cost >= low) and (high is None or u.cost <= high)
    )


def _resources_matching(g: GameAPI, c: Condition) -> int:
    """How many cards in your resources the condition's filter matches as they are there (seen.sees), up to c.n (the
    count stops there: enough). A card whose own text changes nothing in the resources is the printed card there
    unless an aura may give it the icon (seen.seen): its answer is the filter's, remembered (effects.matched)."""
    flt = c.filter
    if g.traits().icon_auras:  # an aura may give a resource card the icon: each card as seen there
        return sum(1 for r in g.resources if sees(g, flt, r.card, "resources"))
    scripts = g.scripts
    every, known = known_for(flt)
    found = 0
    for r in g.resources:  # a loop, not a generator: asked at every resolve of such a condition
        card = r.card
        script = scripts.get(card.number)
        if script is not None and script.zone_seen.get("resource"):  # its own text changes it there
            hit = sees(g, flt, card, "resources")
        else:
            answer = known.get(id(card))
            hit = every or (answer[1] if answer is not None and answer[0] is card else matched(flt, known, card))
        if hit:
            found += 1
            if found >= c.n:
                break
    return found


CHECKERS: dict[ConditionKind, Checker] = {
    K.RESOURCES_AT_LEAST: lambda g, c, t: len(g.resources) >= c.n,
    K.RESOURCES_AT_MOST: lambda g, c, t: len(g.resources) <= c.n,
    K.RESOURCE_FILTER_AT_LEAST: lambda g, c, t: _resources_matching(g, c) >= c.n,
    K.RESOURCE_NAMES_AT_LEAST: lambda g, c, t: (
        len({r.card.name for r in g.resources if sees(g, c.filter, r.card, "resources")}) >= c.n
    ),
    K.LIFE_AT_MOST: lambda g, c, t: len(g.life) <= c.n,
    K.LIFE_BELOW_OPPONENT: lambda g, c, t: len(g.life) < g.opponent_life,
    K.OPPONENT_LIFE_AT_MOST: lambda g, c, t: g.opponent_life <= c.n,
    K.PLAYER_IS: _player_is,
    K.DYNAMIS_FACE_UP: lambda g, c, t: sum(1 for card in g.dynamis_face_up if c.filter.matches(card)) >= c.n,
    K.DYNAMIS_FACE_UP_AT_MOST: lambda g, c, t: sum(1 for card in g.dynamis_face_up if c.filter.matches(card)) <= c.n,
    K.HAND_AT_LEAST: lambda g, c, t: len(g.hand) >= c.n,
    K.HAND_AT_MOST: lambda g, c, t: len(g.hand) <= c.n,
    K.TRASH_AT_LEAST: lambda g, c, t: len(g.trash) >= c.n,
    K.TRASH_AT_MOST: lambda g, c, t: len(g.trash) <= c.n,
    K.CHARGE_AT_LEAST: lambda g, c, t: len(g.charge) >= c.n,
    K.CHARGE_AT_MOST: lambda g, c, t: len(g.charge) <= c.n,
    K.TRASH_FILTER_AT_LEAST: lambda g, c, t: sum(1 for card in g.trash if sees(g, c.filter, card, "trash")) >= c.n,
    K.CHARGE_FILTER_AT_LEAST: lambda g, c, t: sum(1 for card in g.charge if sees(g, c.filter, card, "charge")) >= c.n,
    K.SQUARE_FILTER_AT_LEAST: lambda g, c, t: sum(1 for u in g.squares.values() if sees_unit(g, c.filter, u)) >= c.n,
    K.SQUARE_STATE_AT_LEAST: lambda g, c, t: (
        sum(1 for u in g.squares.values() if sees_unit(g, c.filter, u) and own_state_holds(g, u, c.name.split())) >= c.n
    ),
    K.SQUARE_STATE_AT_MOST: lambda g, c, t: (
        sum(1 for u in g.squares.values() if sees_unit(g, c.filter, u) and own_state_holds(g, u, c.name.split())) <= c.n
    ),
    K.SQUARE_FILTER_AT_MOST: lambda g, c, t: sum(1 for u in g.squares.values() if sees_unit(g, c.filter, u)) <= c.n,
    K.REMOVED_AT_LEAST: lambda g, c, t: len(g.removed) >= c.n,
    K.REMOVED_FILTER_AT_LEAST: lambda g, c, t: (
        sum(1 for card in g.removed if sees(g, c.filter, card, "removed")) >= c.n
    ),
    K.IS_FIRST: lambda g, c, t: g.is_first,
    K.IS_SECOND: lambda g, c, t: not g.is_first,
    K.OPPONENT_RESOURCES_AT_LEAST: lambda g, c, t: g.opponent_resources() >= c.n,
    K.OPPONENT_SKIPPED_RESOURCE: _opponent_skipped_resource,
    K.EITHER_RESOURCES_AT_LEAST: lambda g, c, t: len(g.resources) >= c.n or g.opponent_resources() >= c.n,
    K.RESOURCES_FEWER_THAN_OPPONENT: lambda g, c, t: len(g.resources) < g.opponent_resources(),
    K.DAMAGE_THIS_TURN: lambda g, c, t: g.damaged_turn == g.turn,
    K.REBOOTED_ZX_COST_AT_LEAST: lambda g, c, t: swap_target(g, c.n) is not None,
    K.OPPONENT_ZX_AT_LEAST: lambda g, c, t: _opponent_zx(g, c) >= c.n,  # none unless defenders were chosen
    K.ANY_OF: lambda g, c, t: any(conditions_hold(g, (one,), t) for one in c.either),
    K.LINKS_AT_LEAST: lambda g, c, t: sum(1 for _, name in g.links if not c.name or name == c.name) >= c.n,
    **SELF_CHECKERS,
    **ZONE_CHECKERS,
    **COUNT_CHECKERS,
}


def conditions_hold(game: GameAPI, conditions: tuple[Condition, ...], this: This = None) -> bool:
    """Whether every condition holds now (a condition is a ConditionKind, so each has its checker); `this` is the
    card whose ability it is (its unit on a square), asked by the conditions on this card and by 《同名》."""
    for c in conditions:  # a loop: asked for every constant ability, cheaper than all() on a generator
        if c.filter.name_is == SAME_NAME:  # 「《同名》」: a card of this card's own name (107)
            c = replace(c, filter=replace(c.filter, name_is=card_of(c, this).name))
        if not CHECKERS[c.kind](game, c, this):  # type: ignore[index]  # Condition.kind is made a ConditionKind
            return False
    return True
