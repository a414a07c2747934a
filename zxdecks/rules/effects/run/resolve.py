"""Resolving read abilities (804.3): conditions at resolution (804.3b), effects in order through the handler table
(804.3a), 「〜したならば」 only after the effect before it was done (804.3c, FAQ 004 (1)); and the triggers (808)."""

from __future__ import annotations

from dataclasses import replace

from zxdecks.rules.board import OPPONENT_PLAYER_SQUARE, OWN_PLAYER_SQUARE, OnSquare
from zxdecks.rules.cards import CardFacts
from zxdecks.rules.effects.api import GameAPI
from zxdecks.rules.effects.dynamic_bounds import PLACED, PLACED_SUM, self_cost, self_power_word
from zxdecks.rules.effects.dynamic_bounds import PREFIX as BOUND_PREFIX
from zxdecks.rules.effects.language import (
    ALL_ABILITIES_OF,
    ANY_CARD,
    SAME_NAME,
    THIS_ABILITY,
    Ability,
    AbilityKind,
    CardFilter,
    ConditionKind,
    Effect,
    Kind,
    Trigger,
    useful,
)
from zxdecks.rules.effects.placed_power import PLAYER_POWER
from zxdecks.rules.effects.placed_power import WORD as PLACED_POWER
from zxdecks.rules.effects.run.choices import choice_gains
from zxdecks.rules.effects.run.conditions import conditions_hold
from zxdecks.rules.effects.run.granted import granted_abilities
from zxdecks.rules.effects.run.grants import granted_now
from zxdecks.rules.effects.run.opposing import acts_now, beside_entering
from zxdecks.rules.effects.run.plans import PLANS, SELF_ENTERS, STEPS, Step, plan_of, step_of
from zxdecks.rules.effects.run.seen import sees
from zxdecks.rules.effects.run.table import (
    COUNTED,
    DESTROYED,
    HANDLERS,
    PLACED_NOW,
    At,
    NoHandler,
    Source,
    destroyed_bound,
    placed_cards,
)
from zxdecks.rules.effects.run.ways import LEFT_WAYS, came_as_told
from zxdecks.rules.effects.traits import Traits
from zxdecks.rules.effects.zx_states import NEXT_TO_THIS, beside_word


def resolve(
    game: GameAPI,
    ability: Ability,
    unit: OnSquare | None,
    name: str,
    source: Source | None = None,
    this: CardFacts | None = None,
    by: OnSquare | None = None,
    since: int | None = None,
) -> bool:
    """Resolve one ability of a card (on `unit` when on a square, `source` when in another zone, `this` the card
    when neither is given, for its conditions only); False when its conditions did not hold. What moves meanwhile
    moves by your card's ability (game.by_ability, goldfish.turn_record). 「置いたフォース」 (1010.2a) is the force its
    payment or its own effects put: forgotten once it has resolved."""
    game.by_ability += 1
    held = game.causes
    own = unit if unit is not None else source.card if source is not None else this
    game.causes = (*held, unit.card if unit is not None else own)  # type: ignore[arg-type]
    try:  # one frame a resolve: the body here, not in a function of its own
        plan = PLANS.get(id(ability))
        if plan is None or plan[0] is not ability:
            plan = plan_of(ability)
        keys = plan[3]
        key = keys.get(name)
        if key is None:
            key = keys[name] = f"{name}:{ability.text}"
        if game.forbidden_names and (this_forbidden(game, key, unit) or _all_forbidden(game, ability, name)):
            return False  # 「ターン終了時まで、あなたは《同名》の(この)能力をプレイできない」 earlier this turn
        if ability.conditions and not conditions_hold(game, ability.conditions, own):  # most have none: no call
            if game.log_enabled:
                game.note("ability", "804.3b", f"{name}: its condition does not hold")
            return False
        done = True
        # what refers to the Z/X the effect before put onto squares (「そのゼクス」): At.entered is kept for it
        # since: what its payment emptied counts (「そのゼクス」); positional (a keyword costs a search by name)
        at = At(unit, source, [], 0, key, by, game.vacated[0] if since is None else since)
        effects = ability.effects
        waited = True  # whether the effect the current 「…したならば」 names was done
        for i, step in enumerate(plan[2]):
            effect = step[0]
            if step[1]:  # nothing to ask before it, nothing to track after it (most effects)
                done = _apply_planned(game, step, at)
                if game.defeated or game.won:
                    break
                continue
            if effect.if_did:
                waited = waited if effect.same_if_did else done
                if not waited:
                    continue
            if effect.unless_did and done:  # 「…しなかったならば」: the effect before was done
                done = False
                continue
            if effect.conditions and not conditions_hold(game, effect.conditions, at.unit or own):
                done = False  # 804.3b: its sentence's condition does not hold
                continue
            if step[2] and not _pays_off(game, effects, i, unit):  # optional, and only costs (language.costs)
                done = False  # 「…してよい。…したならば」 with nothing to gain: the goldfish does not pay
                continue
            brings_self = effect.kind in SELF_ENTERS and at.source is not None
            tracked = step[3] or brings_self  # 「そのゼクス」 keeps naming the Z/X that entered
            before = [*game.squares.values()] if tracked else None
            done = _apply_planned(game, step, at)
            if before is not None:
                at.entered = [u for u in game.squares.values() if all(u is not b for b in before)]
            if brings_self and done and at.source is not None:
                # From here 「このカード」 is the card on its square (its destroy, its end of turn), not in its old zone.
                card = at.source.card
                at.unit = next((u for u in at.entered if u.card is card), at.unit)
                at.source = None if at.unit is not None else at.source
            if game.defeated or game.won:
                break
        if game.log_enabled:
            game.note("ability", "804.3", f"{name}: {', '.join(e.kind.value for e in ability.effects)}")
        return True
    finally:
        game.by_ability -= 1
        game.causes = held
        if unit is not None:
            unit.force_put = ()


# Enum members read on hot paths, as constants: read through the class, each costs the enum metaclass's
# attribute hook (Python 3.11).
_K_AT_END_OF_TURN = Kind.AT_END_OF_TURN
_K_CHOOSE_ZX = Kind.CHOOSE_ZX
_K_MOVE = Kind.MOVE
_T_ABILITY_ENTER = Trigger.ABILITY_ENTER
_T_DAMAGES_ZX_BY_ATTACK = Trigger.DAMAGES_ZX_BY_ATTACK
_T_LEAVES = Trigger.LEAVES


def _all_forbidden(game: GameAPI, ability: Ability, name: str) -> bool:
    """Whether every ability of cards of `name` may not be played this turn and this is an auto ability (in any zone;
    activated abilities are asked by run.activation)."""
    return ability.kind is AbilityKind.AUTO and ALL_ABILITIES_OF + name in game.forbidden_names


def this_forbidden(game: GameAPI, key: str, unit: OnSquare | None = None) -> bool:
    """Whether the ability of `key` (At.ability) may not be played again this turn (FORBID_ABILITY "this"; "this_card"
    for the ability of `unit` alone)."""
    forbidden = f"{THIS_ABILITY}{'opponent' if game.opponents_turn else 'own'}:{key}"
    return forbidden in game.forbidden_names or (unit is not None and f"{forbidden}@{id(unit)}" in game.forbidden_names)


def apply(game: GameAPI, effect: Effect, at: At) -> bool:
    """Carry out one effect through its handler; True when it was done (for a following 「〜したならば」)."""
    step = STEPS.get(id(effect))
    return _apply_planned(game, step if step is not None and step[0] is effect else step_of(effect), at)


def _apply_planned(game: GameAPI, step: Step, at: At) -> bool:
    """apply, with what it asks of the effect read from its step (worked out once an effect, run.plans)."""
    effect = step[0]
    kind = effect.kind  # the same after each replace below
    try:
        handler = HANDLERS[kind]  # looked up here, not through handler_for: an effect is applied often
    except KeyError:
        raise NoHandler(f"no handler for the action {kind!r} (effects.run)") from None
    if step[4]:  # nothing to make of it first (most effects): what the effect just before destroyed is forgotten
        at.destroyed = ()
    else:
        if SAME_NAME in (effect.filter.name_not, effect.filter.name_is):  # 「《同名》(以外の)」: this card's name (107)
            flt = same_name(effect.filter, at)
            if flt is None:
                return False
            effect = replace(effect, filter=flt)
        if kind is _K_CHOOSE_ZX and BOUND_PREFIX in effect.to:  # counted now
            effect = bound_now(game, effect, at)
        if kind is _K_MOVE and effect.n == 0:  # 「すべて」: every card of the source of the filter, counted now
            own = at.source.card if at.source is not None else None
            every = sum(
                1
                for c in zone_cards(game, effect.source)
                if c is not own and sees(game, effect.filter, c, effect.source)
            )
            effect = replace(effect, n=every)
        destroyed, at.destroyed = at.destroyed, ()  # what the effect just before destroyed (run.destroyed_costs)
        if effect.bound == DESTROYED:  # 「破壊したゼクスのコスト以下のコストの、」
            effect = destroyed_bound(effect, destroyed)
    # (a context variable is set only when its value changes: a set makes a new context mapping, a get does not)
    if COUNTED.get():
        COUNTED.set(0)  # a count left by another effect is not this one's (table.take_counted, without its call)
    # what it puts there, for 「置いたカードが<filter>の場合」 after it (effects.placed_cards; the step's zone)
    zone = step[5]
    before = set(map(id, zone_cards(game, zone))) if zone else None  # no comprehension's frame
    # a draw, a count and a play of 「置いたカードの中にある…」 (run.free_plays) keep what the move before put
    if step[6] and PLACED_NOW.get():
        PLACED_NOW.set(())  # table.set_placed, without its call
    did = handler(game, effect, at)
    counted = at.counted = COUNTED.get()  # what it moved, for 「置いたカードN枚につき」 after it (effects.per_count)
    if counted:
        COUNTED.set(0)
    if before is not None:
        placed = []  # a loop, not a generator: asked at every move
        for card in zone_cards(game, zone):
            if id(card) not in before:
                placed.append(card)
        PLACED_NOW.set(tuple(placed))  # table.set_placed, without its call
    return did


def bound_now(game: GameAPI, effect: Effect, at: At) -> Effect:
    """A choice of Z/X whose bound is counted when it resolves (effects.dynamic_bounds): "#cost<=<zone>" as the
    filter's max_cost (the number of cards there; "#cost<=self": this card's cost), "#power<=self" and the like as
    "power<=N" (this card's power; 0 off the squares), "#next" as "next:r,c" (this card's square)."""
    words, flt, take = [], effect.filter, effect.take
    for word in effect.to.split():
        if word.startswith(BOUND_PREFIX + "cost<="):
            zone = word.removeprefix(BOUND_PREFIX + "cost<=")
            cards = [r.card for r in game.resources] if zone == "resources" else zone_cards(game, zone)
            cards = game.dynamis_face_up if zone == "dynamis_face_up" else cards
            count = sum(1 for c in cards if effect.under.matches(c))  # of the filter counted (dynamic_bounds)
            count = self_cost(at.unit) if zone == "self" else count  # 「このカードのコスト以下のコストの」
            if zone in (PLACED, PLACED_SUM):  # the card(s) the move before put; none put: no cost is low enough
                placed = placed_cards()
                costs = [c.cost or 0 for c in placed]
                count = (sum(costs) if zone == PLACED_SUM else costs[0]) if costs else -1
                count = -1 if zone == PLACED and len(costs) != 1 else count
            flt = replace(flt, max_cost=count if flt.max_cost is None else min(count, flt.max_cost))
        elif word == NEXT_TO_THIS:  # the square this card is on now (effects.zx_states)
            words.append(beside_word(game, at.unit))
        elif word.startswith(PLACED_POWER):  # the power of the one card the move before put (effects.placed_power)
            placed = placed_cards()
            take = (placed[0].power or 0) if len(placed) == 1 else 0
        elif word == PLAYER_POWER:  # your Z/X on your player square now (effects.placed_power)
            unit = game.squares.get(OWN_PLAYER_SQUARE)
            take = max(game.power_of(unit) or 0, 0) if unit is not None else 0
        elif word.startswith(BOUND_PREFIX + "power"):  # 「このカードのパワー以下の/以上の/より低い」
            words.append(self_power_word(word, (game.power_of(at.unit) or 0) if at.unit is not None else None))
        else:
            words.append(word)
    return replace(effect, to=" ".join(words), filter=flt, take=take)


def zone_cards(game: GameAPI, zone: str) -> list[CardFacts]:
    """The cards of a zone of yours a move puts cards into (Kind.MOVE's destination; none for another)."""
    if zone == "resources":
        return [r.card for r in game.resources]
    if zone in ("deck", "deck_top", "deck_bottom"):
        return game.deck
    # (a source of 「すべて」 too: the hand, trash, charge or resources); the game's list read alone, no dict of all
    field = _ZONE_LISTS.get(zone)
    return getattr(game, field) if field is not None else []


_ZONE_LISTS = {z: z for z in ("hand", "trash", "charge", "removed", "life", "dynamis_face_up")}  # zone_cards' lists


def same_name(flt: CardFilter, at: At) -> CardFilter | None:
    """A filter of 「《同名》」 or 「《同名》以外の」 with this card's name (the card itself under a shift) in its place;
    None when no card's ability it is."""
    card = (at.unit.base or at.unit.card) if at.unit is not None else at.source.card if at.source else None
    if card is None:
        return None
    return replace(
        flt,
        name_not=card.name if flt.name_not == SAME_NAME else flt.name_not,
        name_is=card.name if flt.name_is == SAME_NAME else flt.name_is,
    )


def _pays_off(game: GameAPI, effects: tuple[Effect, ...], i: int, unit: OnSquare | None) -> bool:
    """Whether an optional cost at `i` is followed by a 「…したならば」 effect worth having (on the opponent's Z/X,
    or a harm among any Z/X, only when there is an opponent's one to choose); `unit` is the Z/X whose ability it is."""
    for effect in effects[i + 1 :]:
        if not effect.if_did and not any(c.kind is ConditionKind.PLACED_FORCE_IS for c in effect.conditions):
            break  # (「置いたフォースが…場合」 waits on the cost as 「…したならば」 does)
        if (useful(effect) and acts_now(game, effect)) or choice_gains(game, effect, unit):
            return True
    return False


def cause_now(game: GameAPI) -> CardFacts | None:
    """The card whose ability is moving cards now (the innermost resolving), or None: no ability of yours resolves,
    or a play condition is being paid (1020.3: game.by_ability is 0 then), or the card is not known."""
    return game.causes[-1] if game.by_ability and game.causes else None


_IN_MAIN = frozenset({"main", "played_main"})  # 「(メインフェイズの間に)…メインフェイズに/プレイされて登場する」


def fire(
    game: GameAPI,
    trigger: Trigger,
    unit: OnSquare,
    own: bool | None = None,
    by: OnSquare | None = None,
    cause: CardFacts | None = None,
    held: list[Ability] | None = None,
    traits: Traits | None = None,
) -> None:
    """Resolve the read auto abilities of a card on a square that `trigger` sets off (808; played at the next
    pre-processing, 702.2b, which here comes at once); `held`: those constant abilities granted it, asked before it
    left its square (a leaving looks back, 803.1f); with `own` given, only those of that turn (Ability.turn);
    with `by` (the Z/X that entered or attacked), only those whose trigger filter it matches or, for 「このカード
    か…」, when it is this card; 「このカードが<filter>の能力で登場する」 only when `cause`, the card whose ability put it
    there, matches; `traits`: the game's traits now, when the caller has them (no call of game.traits then)."""
    scripts = game.scripts
    script = scripts.get(unit.card.number)
    abilities = script.by_trigger.get(trigger, ()) if script is not None else ()
    granted = bool(scripts) and trigger in (game.traits() if traits is None else traits).granted_triggers
    now = granted_now(game, unit, trigger) if unit.granted[0] == game.turn else []  # by an effect this turn
    if not abilities and not granted and not now:
        return  # nothing of its own or granted to resolve (most cards, most triggers)
    if game.forbidden_names and ALL_ABILITIES_OF + unit.card.name in game.forbidden_names:
        return  # 「ターン終了時まで、あなたは「X」の能力をプレイできない」
    if granted:  # given by a constant ability of a card on a square (effects.constant_grants)
        abilities = (*abilities, *(granted_abilities(game, unit, trigger) if held is None else held))
    abilities = (*abilities, *now) if now else abilities
    for ability in abilities:
        if own is not None and ability.turn and ability.turn != ("own" if own else "opponent"):
            continue
        if (
            by is not None
            and ability.trigger_way != "by_ability"  # its filter is on the card whose ability did it (below)
            and not ((ability.self_too and by is unit) or ability.trigger_filter.matches(by.card))
        ):
            continue
        if (ability.not_self or ability.trigger_way) and not came_as_told(ability, unit if by is None else by, unit):
            continue  # by: the Z/X of yours that entered; without it, this card entered
        if ability.trigger_way and not _way_holds(game, trigger, ability, unit, by, cause):
            continue  # its way (most abilities have none: none of its checks asked)
        wanted = ability.trigger_filter
        if trigger is _T_ABILITY_ENTER and wanted != ANY_CARD and (cause is None or not wanted.matches(cause)):
            continue
        if ability.once_per_turn or ability.plays_per_turn > 1:  # ≪ターン3≫: three times a turn (effects.per_turn)
            key = (id(unit), id(ability))  # made only for these (most abilities have no limit)
            if game.used_this_turn.get(key, 0) >= ability.plays_per_turn:
                continue
            game.used_this_turn[key] = game.used_this_turn.get(key, 0) + 1
        resolve(game, ability, unit, unit.card.name, by=by)
        if game.defeated or game.won:
            return


_TARGETS = frozenset({"target_normal", "target_zx", "target_player"})


def _way_holds(
    game: GameAPI, trigger: Trigger, ability: Ability, unit: OnSquare, by: OnSquare | None, cause: CardFacts | None
) -> bool:
    """Whether what the ability's trigger way asks (Ability.trigger_way, not "") holds now for `unit` (run.fire)."""
    way, wanted = ability.trigger_way, ability.trigger_filter
    if way == "not_by_namesake" and cause is not None and cause.keys & unit.card.keys:
        return False  # 「このカードが《同名》の能力以外で登場する」: put there by an ability of a card of its name
    if way in _TARGETS and not _aimed_as_told(game, way):
        return (
            False  # 「このカードが(ノーマルスクエアにある)相手のゼクス/プレイヤーに攻撃する」: the battle's target now
        )
    if trigger is _T_DAMAGES_ZX_BY_ATTACK and "dealt>=" in way and not _dealt(game, ability, by):
        return (
            False  # 「…ゼクスにN以上のダメージを与えた時」 (goldfish.battle: `by` holds the damage dealt as its power)
        )
    if trigger is _T_LEAVES and way in LEFT_WAYS and not _left_as_told(game, ability, unit, cause):
        return False  # 「このカードが(あなたの)<filter>の能力でスクエアから離れる/手札に戻る」
    if way == "next_self" and not beside_entering(game, unit):
        return False  # 「相手のゼクスがこのカードの隣のスクエアに登場する」
    if way == "not_by" and cause is not None and wanted.matches(cause):
        return False  # 「このカードが「X」の能力以外で登場する」: put there by X's ability
    if way == "descent" and not _paid_for(game, wanted):
        return False  # 1020.2: destroyed to pay the 降臨条件 of a card the filter matches (goldfish.dynamis_costs)
    if way == "by_ability" and not by_ability_of(game, wanted):
        return (
            False  # 「このカードが(あなたの)<filter>の能力で破壊される」: not a payment or a play condition's (1020.3)
        )
    # 「このカードが(あなたの)メインフェイズに登場する」: it resolves at once, in the phase it entered in
    return not (way in _IN_MAIN and (not game.main_phase or (ability.turn == "own" and game.opponents_turn)))


def _aimed_as_told(game: GameAPI, way: str) -> bool:
    """The battle's target (game.battle) is what the way names: a Z/X on a normal square (303.3b), any Z/X, the
    player (None)."""
    if game.battle is None:
        return False
    target = game.battle[1]
    if way == "target_player":
        return target is None
    return target is not None and (way == "target_zx" or target != OPPONENT_PLAYER_SQUARE)


def _dealt(game: GameAPI, ability: Ability, by: OnSquare | None) -> bool:
    """The attack dealt at least N damage (`by.power`, goldfish.battle), to the opponent's player square's Z/X for
    "player_dealt>=N" (303.3; the battle's target, game.battle)."""
    player, _, bound = ability.trigger_way.partition("dealt>=")
    target = game.battle[1] if game.battle is not None else None
    if player and target != OPPONENT_PLAYER_SQUARE:
        return False
    return by is not None and (by.power or 0) >= int(bound)


def _left_as_told(game: GameAPI, ability: Ability, unit: OnSquare, cause: CardFacts | None) -> bool:
    """This card left its square by an ability of a card the filter matches (`cause`, kept by Game.left_square), and
    for "to_hand" it is in the hand now."""
    if cause is None or not ability.trigger_filter.matches(cause):
        return False
    return ability.trigger_way != "to_hand" or game.index_of("hand", unit.card) is not None


def by_ability_of(game: GameAPI, wanted: CardFilter) -> bool:
    """While an ability of yours resolves (game.by_ability), of a card `wanted` matches (any card's for 「カード」)."""
    if not game.by_ability:
        return False
    cause = cause_now(game)
    return wanted == ANY_CARD or (cause is not None and wanted.matches(cause))


def _paid_for(game: GameAPI, wanted: CardFilter) -> bool:
    return game.descent_for is not None and wanted.matches(game.descent_for)


def fire_card(game: GameAPI, trigger: Trigger, card: CardFacts, by: CardFacts | None = None, how: str = "") -> None:
    """Resolve the read auto abilities of a card valid in the zone it just went to (803.1d): resources
    (RESOURCE_PLACED) or trash (EVOLSEED, 1106; TRASHED_BY_EVENT); only those of this turn (Ability.turn). `by` is the
    card whose ability moved it (None: not known), `how` "ability" or "rules" (504.3) when known: 「リソースフェイズに」
    (trigger_way "phase") holds in the resource phase, 「(<filter>の)カードの能力で」 ("ability") when an ability of
    a card the filter matches moved it (an ability of no known card: only the any-card ones)."""
    script = game.scripts.get(card.number)
    if script is None or not script.in_dynamis:
        return
    turn = "opponent" if game.opponents_turn else "own"
    for ability in script.in_dynamis.get(trigger, ()):
        if (ability.turn and ability.turn != turn) or not _placed_as_told(game, ability, by, how):
            continue
        if by is not None and not ability.trigger_filter.matches(by):
            continue
        resolve(game, ability, None, card.name, this=card)
        if game.defeated or game.won:
            return


def _placed_as_told(game: GameAPI, ability: Ability, by: CardFacts | None, how: str) -> bool:
    if how == "install" or ability.trigger_way == "install":  # 1116: fired apart by run.install, after the move
        return how == ability.trigger_way
    if ability.trigger_way == "phase":
        return game.resource_phase
    if ability.trigger_way == "ability":
        return how == "ability" and (by is not None or ability.trigger_filter == ANY_CARD)
    return True


def fire_in_dynamis(game: GameAPI, trigger: Trigger, own: bool | None = None) -> None:
    """Resolve the read auto abilities valid face up in the Dynamis (803.1e; the Gate card, 1114) that `trigger`
    sets off; with `own` given, only those of that turn (Ability.turn)."""
    for card in list(game.dynamis_face_up):
        script = game.scripts.get(card.number)
        if script is None:
            continue
        for ability in script.in_dynamis.get(trigger, ()):
            if ability.zone != "dynamis":
                continue  # valid in the resources or the trash (run.phases)
            if own is not None and ability.turn and ability.turn != ("own" if own else "opponent"):
                continue
            resolve(game, ability, None, card.name, this=card)
            if game.defeated or game.won:
                return


def resolve_event(game: GameAPI, card: CardFacts, origin: str = "") -> None:
    """806.3b: an event's abilities resolve, top to bottom (809; the card then goes to the trash), played from the zone
    `origin` (「このカードを<zone>からプレイしていた場合」; "" not known)."""
    script = game.scripts.get(card.number)
    held, game.event_from = game.event_from, origin
    try:
        for ability in script.abilities if script else ():
            if ability.kind is AbilityKind.EVENT and not (game.defeated or game.won):
                resolve(game, ability, None, card.name, Source("event", card))
    finally:
        game.event_from = held  # an event it played resolved inside it


def drop_force(game: GameAPI, unit: OnSquare) -> None:
    """908: the force of a card that left the squares goes to its owner's trash (the game's drop_force)."""
    game.drop_force(unit)
