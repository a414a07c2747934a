"""Playing from the Dynamis (506.2, 806): an Extra card once a turn, when its play conditions were read, and a shift
card once a turn besides (goldfish.shift)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from zxdecks.rules.board import ASCENSIONS, EXTRA_ON_SQUARES
from zxdecks.rules.cards import CardFacts, CardType
from zxdecks.rules.effects import run
from zxdecks.rules.effects.awakening import PAY_ZONE, DynamisPlay, Need, Pay, PlayKind
from zxdecks.rules.effects.language import Kind
from zxdecks.rules.goldfish.discounts import used
from zxdecks.rules.goldfish.dynamis_costs import has_way, pay_way, ways
from zxdecks.rules.goldfish.payment import can_pay
from zxdecks.rules.goldfish.shift import can_shift, play_shift

if TYPE_CHECKING:
    from zxdecks.rules.goldfish.game import Game


def dynamis_playable(self: Game) -> list[int]:
    """Face-down Dynamis cards the player may play now (506.2, 313.2b): an Extra card once a turn, whose
    play conditions were read (806.1f–h), payable (805), with a square (806.1a/b) or, for an event extra, a
    read effect; an Ascension Extra once a game (202.12b)."""
    if not self.dynamis or not self.scripts:
        return []  # none left, or no script to play a card by
    if self.extra_played_turn == self.turn:  # played an Extra card this turn: a shift card is left (506.2)
        return [i for i, card in enumerate(self.dynamis) if card.type is CardType.SHIFT and can_shift(self, card)]
    free = 0
    for r in self.resources:  # a loop: asked every turn, cheaper than sum() over a list comprehension
        free += r.rebooted
    dynamis = self.dynamis
    plan = _plan(self, dynamis)
    found: list[int] = []
    cheaper = bool(self.discounts) and any(d[4] == "next" for d in self.discounts)  # goldfish.discounts
    for _number, first, need, indices, play, least, only in plan:  # the cards never playable in this game: left out
        if need == ASK:  # a 夢装, 降臨 or 憑依: _may asks the counters, resources and Z/X of now
            card = dynamis[first]  # copies of a card share the verdict
            ok = _may(self, card, play, free, least, only) and _playable(self, card, free)  # type: ignore[arg-type]
        elif free < need and not cheaper:
            break  # not with these rebooted resources (see _need), nor any card after it (the plan's order)
        else:
            ok = _playable(self, dynamis[first], free)
        if ok:
            found += indices
    if len(plan) > 1:
        found.sort()
    return found


# What can be decided of a Dynamis card once per game's scripts, by collector number: False when it is never
# playable, the rebooted resources its printed cost needs (the cheap check of _may, for a card played by its cost),
# or True when _may has to be asked every turn. Shared by the games of a simulation (same scripts, same never),
# with the plan of each Dynamis seen: (number, first index, need, indices, the script's Dynamis play, the fewest
# rebooted Z/X any of its ways needs, and for a 降臨 or 憑依 of one need met on squares that need and whether it is
# a 憑依's: _squared) per number,
# without the numbers never playable (need NEVER): those _may asks first, then by the rebooted resources they need,
# fewest first (a turn's scan stops at the first that needs more than it has; its answer is sorted by index).
Squared = tuple[Need, bool] | None
# A card's need: the rebooted resources its printed cost needs (0 or more), or one of two flags. Ints, not True and
# False: mypyc compiles `bool | int` as an int (True stored as 1), and the compiled engine must read the same.
ASK = -1  # a 夢装, 降臨 or 憑依: _may asks every turn
NEVER = -2  # never playable in this game: left out of the plan
Entry = tuple[str, int, int, list[int], DynamisPlay | None, int, Squared]
Plan = list[Entry]
_FIXED: dict[
    tuple[int, int], tuple[object, object, dict[str, int], dict[tuple[int, ...], tuple[list[CardFacts], Plan]]]
] = {}


# The plan asked last, (scripts, never, the Dynamis cards, plan): a game asks every turn with the same Dynamis, and so
# do the simulation's games, so most asks need neither key built.
_LAST: list[object] = [None, None, None, None]


def _plan(self: Game, dynamis: list[CardFacts]) -> Plan:
    scripts, never = self.scripts, self.dynamis_never
    last = _LAST
    if last[0] is scripts and last[1] is never and last[2] == dynamis:  # compared by identity first, card by card
        return last[3]  # type: ignore[return-value]
    plan = _plan_of(self, dynamis, scripts, never)
    last[:] = [scripts, never, list(dynamis), plan]
    return plan


def _plan_of(self: Game, dynamis: list[CardFacts], scripts: object, never: object) -> Plan:
    hit = _FIXED.get((id(scripts), id(never)))
    if hit is None or hit[0] is not scripts or hit[1] is not never:
        if len(_FIXED) > 64:
            _FIXED.clear()
        hit = _FIXED[(id(scripts), id(never))] = (scripts, never, {}, {})
    plans = hit[3]
    key = tuple(map(id, dynamis))
    seen = plans.get(key)
    if seen is not None and seen[0] == dynamis:  # the same cards in the same order (compared by identity first)
        return seen[1]
    fixed = hit[2]
    plan: Plan = []
    where: dict[str, list[int]] = {}
    for i, card in enumerate(dynamis):
        number = card.number
        indices = where.get(number)
        if indices is not None:
            indices.append(i)
            continue
        need = fixed.get(number)
        if need is None:
            need = _need(self, card, fixed)
        indices = where[number] = [i]
        if need != NEVER:
            script = self.scripts.get(number)
            play = script.dynamis if script is not None else None
            least = min((o.least for o in play.options), default=0) if play is not None else 0
            plan.append((number, i, need, indices, play, least, _squared(play) if need == ASK else None))
    plan.sort(key=_by_need)  # stable: in order of first copy among equals
    if len(plans) > 256:
        plans.clear()
    plans[key] = (list(dynamis), plan)
    return plan


def _by_need(entry: Entry) -> tuple[bool, int]:
    need = entry[2]
    return (need != ASK, 0 if need == ASK else need)


def _need(self: Game, card: CardFacts, fixed: dict[str, int]) -> int:
    number = card.number
    script = self.scripts.get(number)
    play = script.dynamis if script is not None else None
    kind = play.kind if play is not None else PlayKind.COST
    need = ASK
    if number in self.dynamis_never:
        need = NEVER  # no card of this game can meet its condition (run_game says which)
    elif kind is PlayKind.COST and card.type is not CardType.SHIFT and (script is None or not script.playable_for_cost):
        need = NEVER  # _playable never lets it through (806.1f: no play by its cost), so it is never asked each turn
    elif kind is PlayKind.COST or kind is PlayKind.AWAKENING:
        # A card whose own constant abilities change its cost: any number of rebooted resources may do.
        need = NEVER if card.cost is None else 0 if number in self.traits().cost_cards else card.cost
    elif play is None or kind is PlayKind.SHIFT:
        need = 0  # _may lets it through
    elif kind is not PlayKind.DREAM and kind not in UNIT_KINDS:
        need = NEVER  # NEVER, UNREAD: _may never lets it through
    fixed[number] = need
    return need


UNIT_KINDS = frozenset({PlayKind.DESCENT, PlayKind.POSSESSION})


def _squared(play: DynamisPlay | None) -> Squared:
    """The one need of a 降臨 or 憑依 with one option met by your Z/X on squares, and whether it is a 憑依 (force: no
    Extra card, dynamis_costs.units_of); None for any other play."""
    if play is None or play.kind not in UNIT_KINDS or len(play.options) != 1:
        return None
    (option,) = play.options
    if len(option.needs) != 1 or PAY_ZONE[option.pay] != "squares":
        return None
    return option.needs[0], option.pay is Pay.FORCE


# Enum members read on hot paths, as constants: read through the class, each costs the enum metaclass's
# attribute hook (Python 3.11).
_PK_DREAM = PlayKind.DREAM
_PK_POSSESSION = PlayKind.POSSESSION


def _may(self: Game, card: CardFacts, play: DynamisPlay, free: int, least: int, only: Squared) -> bool:
    """A cheap necessary check before the full one (asked every turn for every card whose _need is ASK: a 夢装,
    降臨 or 憑依, the others decided by _need once): the counters of a 夢装, enough rebooted Z/X for a 降臨 or 憑依
    and enough resources for a 降臨 (1020.2); for a play of one need on squares (`only`), enough rebooted Z/X of
    its need: fewer, and dynamis_costs._picks finds no way (its candidates are those Z/X)."""
    kind = play.kind
    if kind is _PK_DREAM:
        return self.counters.get(play.counter, 0) >= play.counters
    if not (free >= 1 if kind is _PK_POSSESSION else len(self.resources) >= (card.cost or 0)):
        return False  # the cheapest test first: early in a game a 降臨 lacks resources
    units = 0  # rebooted Z/X on squares
    if only is not None:  # dynamis_costs.units_of's Z/X, of the need
        need, force = only
        for u in self.squares.values():
            type_ = u.card.type
            if (
                u.rebooted
                and type_ not in ASCENSIONS
                and not (force and type_ in EXTRA_ON_SQUARES)
                and need.matches(u.card)
            ):
                units += 1
        return units >= need.count
    for u in self.squares.values():  # a loop: cheaper than sum() over a generator
        units += u.rebooted
    return units >= least  # the fewest rebooted Z/X a way of it needs (kept in the plan)


def _playable(self: Game, card: CardFacts, free: int) -> bool:
    if card.type is CardType.SHIFT:
        return can_shift(self, card)  # no cost (806.1f)
    script = self.scripts.get(card.number)
    if script is None:
        return False
    play = script.dynamis
    if play is not None and play.kind is not PlayKind.COST:  # 806.1g–j: by its condition, on a square
        if card.type is not CardType.ZX_EX or card.cost is None or script.play_restriction:
            return False
        if not self.has_square(card):
            return False
        return (not script.restricted or run.play_allowed(self, script, card)) and has_way(self, card, play)
    cost = self.cost_of(card, from_dynamis=True)
    if cost is None or card.cost_infinite:
        return False
    if not script.playable_for_cost:
        return False
    if script.restricted and not run.play_allowed(self, script, card):
        return False  # 806.1: a condition of its own text does not hold
    if cost > free:
        return run.alternative_cost(self, card) is not None and _has_place(self, card)
    if card.type is CardType.EV_EX:
        if script.event is None or not run.conditions_hold(self, script.event.conditions, card):
            return False
        if any(e.kind is Kind.BREAK for e in script.event.effects) and not run.event_playable(self, script.event, card):
            return False  # 1019.2a: a break with no Z/X to break or to become does nothing
    elif card.type not in (CardType.ZX_EX, CardType.AN_EX) or not self.has_square(card):
        return False
    if card.type is CardType.AN_EX and self.an_ex_played:
        return False
    return (
        can_pay(run.paying_resources(self, card.colors), cost, card.colors) is not None
        or run.alternative_cost(self, card) is not None
    )


def _has_place(self: Game, card: CardFacts) -> bool:
    """806.1d: an event extra with a read effect whose conditions hold, or a square for a Z/X EX or AN EX (once a game
    for an AN EX)."""
    if card.type is CardType.EV_EX:
        script = self.scripts.get(card.number)
        event = script.event if script is not None else None
        return event is not None and run.conditions_hold(self, event.conditions, card)
    if card.type is CardType.AN_EX and self.an_ex_played:
        return False
    return card.type in (CardType.ZX_EX, CardType.AN_EX) and self.has_square(card)


def play_from_dynamis(self: Game, index: int) -> bool:
    """506.2: play an Extra card from the Dynamis (806): pay, enter or resolve; an event extra goes back face up
    to the Dynamis (806.3c)."""
    if index not in dynamis_playable(self):
        return False
    if self.dynamis[index].type is CardType.SHIFT:
        return play_shift(self, index)
    script = self.scripts.get(self.dynamis[index].number)
    play = script.dynamis if script is not None else None
    if play is not None and play.kind is not PlayKind.COST:
        return _play_by_condition(self, index)
    card = self.dynamis.pop(index)
    cost = self.cost_of(card, from_dynamis=True)
    if self.discounts:  # 「あなたが次にプレイする…」: used by this play (goldfish.discounts)
        self.discounts = used(self.discounts, self.turn, card, "dynamis")
    payment = can_pay(run.paying_resources(self, card.colors), cost or 0, card.colors)
    alternative = run.alternative_cost(self, card) if payment is None else None
    if alternative is not None:
        run.pay_alternative(self, alternative)  # 1027: instead of the resource cost
    for i in payment or []:
        self.resources[i].rebooted = False
    self.extra_played_turn = self.turn
    self.dynamis_plays += 1
    if self.watch is not None:  # told before it resolves, as a card played from hand is
        self.watch(self, "dynamis", card)
    self.an_ex_played = self.an_ex_played or card.type is CardType.AN_EX
    if card.type is CardType.EV_EX:
        self.moving.append(card)
        run.resolve_event(self, card, "dynamis")
        if any(c is card for c in self.moving):  # not put elsewhere by its own text (take_card("event"))
            self.moving.remove(card)
            self.put(card, "dynamis_face_up")  # and what its arrival sets off (DYNAMIS_PLACED)
        run.fire_event_played(self, card)
    else:
        self.enter(card, "dynamis")
    if self.log_enabled:
        self.note("dynamis", "506.2", f"{card.name} from the Dynamis for {cost}")
    self.check_rules()
    return True


def _play_by_condition(self: Game, index: int) -> bool:
    """806.1g–j: the policy picks one of the ways to pay the condition (goldfish.dynamis_costs); paid, the card
    enters a square, with the Z/X put under it as its force for 憑依 (1025.3)."""
    card = self.dynamis[index]
    script = self.scripts[card.number]
    play = script.dynamis
    assert play is not None
    found = ways(self, card, play)
    choice = self.policy.pay_for_extra(self, card, found) if found else None
    if choice is None or not 0 <= choice < len(found):
        return False
    way = found[choice]
    self.dynamis.pop(index)
    self.moving.append(card)  # in the temporary zone while its cost is paid (804.2)
    force = pay_way(self, card, play, way)
    self.moving.remove(card)
    self.extra_played_turn = self.turn
    self.dynamis_plays += 1
    if self.watch is not None:  # as for a card paid for by its cost: the per-card statistics count it
        self.watch(self, "dynamis", card)
    if not self.enter(card, "dynamis"):
        self.put(card, "dynamis_face_up")  # 806.3a: no square, to the trash; an Extra card goes to the Dynamis (911.1)
    elif force:
        unit = next(u for u in self.squares.values() if u.card is card)
        unit.force = force
        if self.scripts:
            run.became_force(self, unit, force)  # 1025.3, 312: 「このカードがフォースになる」
    if self.log_enabled:
        self.note("dynamis", "806.1", f"{card.name} from the Dynamis ({play.kind.value}, {way.cost} paid)")
    self.check_rules()
    return True
