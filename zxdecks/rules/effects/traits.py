"""What a deck's read scripts hold that a game must look after (powers, limits, costs, activated abilities, ...),
worked out once per scripts mapping."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from zxdecks.rules.cards import Color
from zxdecks.rules.effects.language import Ability, AbilityKind, CardScript, Effect, Kind, Static, Trigger


@dataclass(frozen=True, slots=True)
class Traits:
    """What a deck's scripts hold that a game must look after (worked out once per scripts mapping)."""

    powers: frozenset[str]  # cards whose constant abilities change powers on squares (811)
    limits: bool  # constant abilities change the charge or hand limit, or the draw phase's cards (run.limit)
    costs: bool  # constant abilities change a cost
    activated: bool  # activated abilities the goldfish uses
    attack_triggers: bool = False  # auto abilities set off by an attack (602.1e)
    no_attack: frozenset[str] = frozenset()  # cards with 「このカードは攻撃できない」
    zone_activated: frozenset[str] = frozenset()  # cards with activated abilities in the hand, resources, charge, trash
    square_activated: frozenset[str] = frozenset()  # cards with activated abilities on squares the goldfish uses
    restricted: frozenset[str] = frozenset()  # cards whose text or subtext restricts their play (806.1)
    # the phase, zone and special triggers some script of the deck has (effects.run.phases fires only these)
    triggers: frozenset[Trigger] = frozenset()
    zone_triggers: frozenset[Trigger] = frozenset()  # those of them valid outside the squares (803.1d)
    resource_colours: bool = False  # constant abilities add a colour to a card in the resources
    granted_triggers: frozenset[Trigger] = frozenset()  # the triggers of auto abilities constant abilities grant
    # Per card, for the questions asked of every card in hand or resources every turn (a set lookup, no call):
    cost_cards: frozenset[str] = frozenset()  # whose read constant abilities may change its cost (run.cost_of)
    colorless_cards: frozenset[str] = frozenset()  # played as colourless under conditions (run.play_colors)
    resource_cards: frozenset[str] = frozenset()  # that may add a colour in the resources (run.paying_resources)
    zone_play_cards: frozenset[str] = frozenset()  # played from another zone by their own permission (zone_plays)
    hand_cost_auras: bool = False  # constant abilities change the cost of hand cards of a filter (run.hand_cost)
    zone_play_auras: bool = False  # constant abilities on squares let cards of a filter be played from a zone
    granted_activated: bool = False  # constant abilities grant Z/X of yours an activated ability (run.activation)
    icon_auras: bool = False  # constant abilities on squares give cards in your resources the icon (run.seen)
    # the kinds of the constant abilities valid on squares some script has: a per-unit check of a kind no script
    # has is not asked (run.no_attack, run.player_attack, run.stays_slept)
    square_statics: frozenset[str] = frozenset()
    unit_costs: bool = False  # constant abilities change the cost of your Z/X on squares (run.seen.unit_card)
    zone_costs: bool = False  # constant abilities cut the cost of cards in the trash, remove zone or Dynamis
    added_colours: frozenset[Color] = frozenset()  # the colours resource_cards may add (run.paying_resources)
    destroyed_bounds: bool = False  # an effect bounded by the costs a destruction before it gave (run.destroyed_costs)


# The triggers a game fires only when a script has them (a phase start, the end of turn outside the squares, ≪S≫,
# IGOB, a Z/X of yours entering, drawing, rebooting, sleeping, dealing damage, an opponent's Z/X taken away).
WATCHED_TRIGGERS = frozenset(
    {
        Trigger.RESOURCE_START,
        Trigger.IGNITION_START,
        Trigger.MAIN_START,
        Trigger.DRAW_START,
        Trigger.OPPONENT_ZX_ENTERS,
        Trigger.OPPONENT_ZX_ENTERS_NORMAL,
        Trigger.LETHAL_DAMAGE,
        Trigger.END_OF_TURN,
        Trigger.FIRST_PLAYER_TURN_3_END,
        Trigger.IGOB,
        Trigger.UNISON,
        Trigger.ZX_ENTERS,
        Trigger.ZX_DESTROYED,
        Trigger.ZX_DESTROYS_BY_ATTACK,
        Trigger.ZX_SHIFTED,
        Trigger.ACTIVATED_PLAYED,
        Trigger.DRAWN_BY_ABILITY,
        Trigger.DRAWS,
        Trigger.DESTROYS_OPPONENT,
        Trigger.ZX_DESTROYS_OPPONENT,
        Trigger.OPPONENT_DESTROYED_BY_DAMAGE,
        Trigger.OPPONENT_ZX_DESTROYED,
        Trigger.YOU_DAMAGED,
        Trigger.YOU_DAMAGED_BY_THIS,
        Trigger.OPPONENT_DAMAGED,
        Trigger.OPPONENT_LIFE_DECREASED,
        Trigger.YOU_LIFE_DECREASED,
        Trigger.RECOVERED,
        Trigger.ZX_LEFT,
        Trigger.RESOURCES_REBOOTED,
        Trigger.CARD_DECK_TRASHED,
        Trigger.CARD_TRASH_TO_HAND,
        Trigger.CARD_CHARGE_TO_HAND,
        Trigger.ANY_ATTACK,  # for the zones (run.phases.fire_attacked_in_zones); on squares: attack_triggers
        Trigger.ZX_DAMAGES_OPPONENT,
        Trigger.REBOOTS,
        Trigger.ZX_REBOOTS,
        Trigger.SLEEPS,
        Trigger.DAMAGES_OPPONENT,
        Trigger.BATTLE_END,
        Trigger.EVENT_PLAYED,
        Trigger.MOVED,
        Trigger.ZX_MOVED,
        Trigger.ANY_MOVED,
        Trigger.OPPONENT_LEFT_BY_ABILITY,
        Trigger.OPPONENT_TO_HAND,
        Trigger.OPPONENT_LEFT_BY_THIS,
    }
)
POWER_STATICS = frozenset(
    {"self_power", "aura", "aura_per", "self_power_per", "force_power", "self_power_on_player_square", "adjacent_aura"}
    | {"host_power"}
)
UNIT_COSTS = frozenset({"unit_cost", "unit_cost_per", "unit_cost_aura", "host_cost"})  # effects.unit_costs
# Cost statics that change what a card costs, or lets it be paid otherwise, without a number of their own.
COST_KINDS = frozenset({"free_play", "alt_cost"})
_TRAITS: dict[int, tuple[Mapping[str, CardScript], Traits]] = {}


def effect_granted(scripts: Mapping[str, CardScript]) -> tuple[frozenset[Trigger], bool]:
    """The triggers of the auto abilities the effects of the scripts grant until end of turn, and whether they grant
    an activated one (effects.granted_effects)."""
    found: set[Trigger] = set()
    played = False
    todo = [e for s in scripts.values() for a in s.abilities for e in a.effects]
    while todo:
        e = todo.pop()
        found.update(g.trigger for g in e.granted if g.trigger)
        played = played or any(g.kind is AbilityKind.ACTIVATED for g in e.granted)
        todo.extend(o for option in e.options for o in option)
    return frozenset(found), played


def effect_powers(scripts: Mapping[str, CardScript]) -> frozenset[str]:
    """The cards whose effects grant a constant ability that changes powers until end of turn (run.statics.
    granted_powers): a game with one asks powers (Game.power_of)."""
    found = set()
    for number, s in scripts.items():
        todo = [e for a in s.abilities for e in a.effects]
        while todo:
            e = todo.pop()
            if any(g.kind is AbilityKind.CONSTANT and g.statics for g in e.granted):
                found.add(number)
            todo.extend(o for option in e.options for o in option)
    return frozenset(found)


def traits(scripts: Mapping[str, CardScript]) -> Traits:
    """The Traits of a scripts mapping, cached by identity (a deck's scripts come from simulate.scripts_for's cache)."""
    hit = _TRAITS.get(id(scripts))
    if hit is not None and hit[0] is scripts:
        return hit[1]
    granted = frozenset(
        a.trigger for s in scripts.values() for st in (*s.statics, *s.force_statics) for a in st.granted if a.trigger
    )
    by_effect, played = effect_granted(scripts)  # by a card's effect until end of turn (effects.granted_effects)
    granted |= by_effect
    played = played or any(
        a.kind is AbilityKind.ACTIVATED
        for s in scripts.values()
        for st in (*s.statics, *s.force_statics)
        for a in st.granted
    )
    # 1116 Install: a Z/X of yours gains an activated ability of a removed card (run.install)
    played = played or any(e.kind is Kind.INSTALL for s in scripts.values() for a in s.abilities for e in a.effects)
    found = Traits(
        frozenset(
            n for n, s in scripts.items() if any(st.kind in POWER_STATICS for st in (*s.statics, *s.force_statics))
        )
        | effect_powers(scripts),
        any(
            st.kind.endswith("_limit") or st.kind == "draw_more"
            for s in scripts.values()
            for st in (*s.statics, *s.charge_statics, *s.dynamis_statics)
        ),
        any(
            st.n or st.kind == "free_play"
            for s in scripts.values()
            for st in (*s.cost_statics, *s.dynamis_cost_statics)
        ),
        any(s.activated or s.zone_activated for s in scripts.values()) or played,
        any(Trigger.ATTACK in s.by_trigger or Trigger.ANY_ATTACK in s.by_trigger for s in scripts.values())
        or Trigger.ATTACK in granted,
        frozenset(n for n, s in scripts.items() if s.cannot_attack),
        frozenset(n for n, s in scripts.items() if s.zone_activated),
        frozenset(n for n, s in scripts.items() if s.activated),
        frozenset(n for n, s in scripts.items() if s.restricted),
        frozenset(t for s in scripts.values() for t in (*s.by_trigger, *s.in_dynamis) if t in WATCHED_TRIGGERS)
        | (granted & WATCHED_TRIGGERS),  # granted ones too (run.resolve.fire adds them)
        frozenset(t for s in scripts.values() for t in s.in_dynamis if t in WATCHED_TRIGGERS),
        any(s.resource_statics for s in scripts.values()),
        granted,
        frozenset(
            n
            for n, s in scripts.items()
            if any(st.n or st.kind in COST_KINDS for st in (*s.cost_statics, *s.dynamis_cost_statics))
        ),
        frozenset(n for n, s in scripts.items() if any(st.kind == "colorless_play" for st in s.cost_statics)),
        frozenset(n for n, s in scripts.items() if any(st.kind == "add_color" for st in s.resource_statics)),
        frozenset(n for n, s in scripts.items() if s.play_zones),
        any(
            st.kind in ("hand_cost", "hand_free") or (st.kind == "zone_cost" and "hand" in st.per.split())
            for s in scripts.values()
            for st in (*s.statics, *s.charge_statics, *s.resource_statics)
        ),
        any(st.kind == "play_from_aura" for s in scripts.values() for st in s.statics),
        played,
        any(st.kind == "zone_ignition" and st.per == "resource" for s in scripts.values() for st in s.statics),
        frozenset(st.kind for s in scripts.values() for st in s.statics),
        any(st.kind in UNIT_COSTS for s in scripts.values() for st in (*s.statics, *s.force_statics)),
        any(
            st.kind == "zone_cost" and st.per != "hand"
            for s in scripts.values()
            for st in (*s.statics, *s.charge_statics, *s.resource_statics, *s.dynamis_statics)
        ),
        frozenset(
            st.filter.color
            for s in scripts.values()
            for st in s.resource_statics
            if st.kind == "add_color" and st.filter.color is not None
        ),
        _reads_destroyed(scripts),
    )
    if len(_TRAITS) > 64:
        _TRAITS.clear()
    _TRAITS[id(scripts)] = (scripts, found)
    return found


def _reads_destroyed(scripts: Mapping[str, CardScript]) -> bool:
    """Whether an effect of the scripts has the bound 「破壊したゼクスのコスト以下のコストの、」 (Effect.bound "destroyed",
    run.table.destroyed_bound), each script walked once (a shift makes new scripts mappings of the same scripts)."""
    for script in scripts.values():
        hit = _READS.get(id(script))
        if hit is None or hit[0] is not script:
            if len(_READS) > 4096:
                _READS.clear()
            hit = _READS[id(script)] = (script, _script_reads_destroyed(script))
        if hit[1]:
            return True
    return False


_READS: dict[int, tuple[CardScript, bool]] = {}


def _script_reads_destroyed(script: CardScript) -> bool:
    """_reads_destroyed of one script: every place an effect is kept walked (an ability's effects, payment, ways and
    statics; a static's granted abilities, payment and then; an effect's options and granted abilities)."""
    seen: set[int] = set()
    stack: list[Ability | Effect | Static] = list(script.abilities)
    if script.event is not None:
        stack.append(script.event)
    while stack:
        obj = stack.pop()
        if id(obj) in seen:
            continue
        seen.add(id(obj))
        if isinstance(obj, Effect):
            if obj.bound == "destroyed":
                return True
            stack += obj.granted
            for option in obj.options:
                stack += option
        elif isinstance(obj, Ability):
            stack += (*obj.effects, *obj.payment, *obj.ways, *obj.statics)
        else:
            stack += (*obj.granted, *obj.payment, *obj.then)
    return False


NO_TRAITS = Traits(frozenset(), False, False, False)
