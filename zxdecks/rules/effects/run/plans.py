"""Plans of read abilities for run.resolve: what it asks of an ability and of each of its effects before and after
carrying them out that only depends on the (frozen) ability, worked out once an ability, not at every resolve."""

from __future__ import annotations

from zxdecks.rules.effects.dynamic_bounds import PREFIX as BOUND_PREFIX
from zxdecks.rules.effects.language import SAME_NAME, Ability, Effect, Kind, costs
from zxdecks.rules.effects.placed_cards import PUT_KINDS, put_zone
from zxdecks.rules.effects.references import names_entered
from zxdecks.rules.effects.run.table import DESTROYED

# Effects that bring this card from another zone onto a square.
SELF_ENTERS = frozenset({Kind.SELF_TO_SQUARE, Kind.SWAP_IN})
# The effects after which the cards the move before put are kept (a draw, a count).
KEEP_PLACED = frozenset({Kind.DRAW, Kind.PER_COUNT})
_K_AT_END_OF_TURN = Kind.AT_END_OF_TURN
_K_CHOOSE_ZX = Kind.CHOOSE_ZX
_K_MOVE = Kind.MOVE

# An effect's step (run.resolve's plan of an ability): the effect; whether it is plain (no 「したならば」, no
# 「しなかったならば」, no condition, no optional cost, not bringing this card in, not tracked: applied with nothing
# asked); whether it is an optional cost (「…してよい」, language.costs); whether the Z/X entering meanwhile are tracked
# for a later 「そのゼクス」 (delayed to the end of the turn, or referred to after it); whether apply has nothing to make
# of it first (no 《同名》, no bound counted now, no 「すべて」, no destroyed bound: Effect.kind's handler at once); the
# zone it puts cards into (placed_cards.put_zone, "" for none); whether the cards the effect before put are forgotten.
Step = tuple[Effect, bool, bool, bool, bool, str, bool]
# An ability's plan: the ability (its identity checked), whether an effect refers to 「そのゼクス」 or waits for the end
# of the turn, its steps, and its keys (At.ability) by the name of the card resolving it. An ability is frozen: what
# its plan holds is asked once, not at every resolve.
Plan = tuple[Ability, bool, tuple[Step, ...], dict[str, str]]
PLANS: dict[int, Plan] = {}
# The same of an effect applied alone (run.apply, by its identity).
STEPS: dict[int, Step] = {}


def plan_of(ability: Ability) -> Plan:
    """The ability's plan, worked out and kept (by identity; forgotten all at once past 4096 abilities)."""
    refer = tuple(e.kind is _K_AT_END_OF_TURN or names_entered(e) for e in ability.effects)
    delayed = any(refer)
    steps = []
    for effect, refers in zip(ability.effects, refer, strict=True):
        tracked = delayed and not refers
        optional_cost = effect.optional and costs(effect)
        plain = not (
            effect.if_did
            or effect.unless_did
            or effect.conditions
            or optional_cost
            or effect.kind in SELF_ENTERS
            or tracked
        )
        steps.append((effect, plain, optional_cost, tracked, *step_tail(effect)))
    if len(PLANS) > 4096:
        PLANS.clear()
    plan: Plan = (ability, delayed, tuple(steps), {})
    PLANS[id(ability)] = plan
    return plan


def step_tail(effect: Effect) -> tuple[bool, str, bool]:
    """What apply asks of an effect before its handler: whether nothing is to be made of it first, the zone it puts
    cards into, whether the cards the effect before put are forgotten (see Step)."""
    kind = effect.kind
    direct = not (
        SAME_NAME in (effect.filter.name_not, effect.filter.name_is)
        or (kind is _K_CHOOSE_ZX and BOUND_PREFIX in effect.to)
        or (kind is _K_MOVE and effect.n == 0)
        or effect.bound == DESTROYED
    )
    zone = put_zone(effect) if kind in PUT_KINDS else ""
    forget = bool(zone) or not (kind in KEEP_PLACED or effect.rest.startswith("placed_"))
    return direct, zone, forget


def step_of(effect: Effect) -> Step:
    """The step of an effect applied alone (run.resolve.apply: nothing asked before it, nothing tracked), kept."""
    if len(STEPS) > 4096:
        STEPS.clear()
    step: Step = (effect, False, False, False, *step_tail(effect))
    STEPS[id(effect)] = step
    return step
