"""Carrying out read abilities in a goldfish game: conditions at resolution (804.3b), effects in order (804.3a),
「〜したならば」 only after the effect before it was done (804.3c, FAQ 004 (1))."""

from __future__ import annotations

from typing import TYPE_CHECKING

from zxdecks.rules.cards import CardFacts
from zxdecks.rules.effects.language import (
    ACTIVE_KINDS,
    ANY_CARD,
    Ability,
    CardFilter,
    Condition,
    Effect,
    Kind,
    Trigger,
)
from zxdecks.rules.goldfish.payment import can_pay
from zxdecks.rules.goldfish.state import (
    ATTACKERS_ON_SQUARES,
    EXTRA_ON_SQUARES,
    OWN_PLAYER_SQUARE,
    SQUARE_ORDER,
    OnSquare,
    Resource,
)

if TYPE_CHECKING:
    from zxdecks.rules.goldfish.game import Game


def conditions_hold(game: Game, conditions: tuple[Condition, ...]) -> bool:
    """Whether every condition of an ability holds now."""
    for c in conditions:
        if c.kind == "resources_at_least":
            ok = len(game.resources) >= c.n
        elif c.kind == "resource_filter_at_least":
            ok = sum(1 for r in game.resources if c.filter.matches(r.card)) >= c.n
        elif c.kind == "life_at_most":
            ok = len(game.life) <= c.n
        elif c.kind == "player_is":
            ok = any(c.name in name for card in game.player_area for name in card.names)
        elif c.kind == "dynamis_face_up":
            ok = sum(1 for card in game.dynamis_face_up if c.filter.matches(card)) >= c.n
        elif c.kind == "resource_names_at_least":
            ok = len({r.card.name for r in game.resources if c.filter.matches(r.card)}) >= c.n
        elif c.kind == "hand_at_least":
            ok = len(game.hand) >= c.n
        elif c.kind == "hand_at_most":
            ok = len(game.hand) <= c.n
        elif c.kind == "trash_at_least":
            ok = len(game.trash) >= c.n
        elif c.kind == "trash_at_most":
            ok = len(game.trash) <= c.n
        elif c.kind == "charge_at_least":
            ok = len(game.charge) >= c.n
        elif c.kind == "charge_at_most":
            ok = len(game.charge) <= c.n
        elif c.kind == "trash_filter_at_least":
            ok = sum(1 for card in game.trash if c.filter.matches(card)) >= c.n
        elif c.kind == "charge_filter_at_least":
            ok = sum(1 for card in game.charge if c.filter.matches(card)) >= c.n
        elif c.kind == "square_filter_at_least":
            ok = sum(1 for u in game.squares.values() if c.filter.matches(u.card)) >= c.n
        elif c.kind == "is_first":
            ok = game.is_first
        elif c.kind == "is_second":
            ok = not game.is_first
        elif c.kind == "opponent_zx_at_least":
            ok = c.n <= 0  # a goldfish opponent has no Z/X on its squares
        else:
            ok = False
        if not ok:
            return False
    return True


def resolve(game: Game, ability: Ability, unit: OnSquare | None, name: str) -> bool:
    """Resolve one ability of a card (on `unit` when on a square); False when its conditions did not hold."""
    if not conditions_hold(game, ability.conditions):
        if game.log_enabled:
            game.note("ability", "804.3b", f"{name}: its condition does not hold")
        return False
    done = True
    for effect in ability.effects:
        if effect.if_did and not done:
            continue
        done = apply(game, effect, unit)
        if game.defeated or game.won:
            break
    if game.log_enabled:
        game.note("ability", "804.3", f"{name}: {', '.join(e.kind.value for e in ability.effects)}")
    return True


def _best(cards: list[object], flt: CardFilter) -> int | None:
    """The costliest card matching a filter (the goldfish takes what it can cast later)."""
    found = [(getattr(c, "cost", None) or 0, -i) for i, c in enumerate(cards) if flt.matches(c)]  # type: ignore[arg-type]
    return -max(found)[1] if found else None


def apply(game: Game, effect: Effect, unit: OnSquare | None) -> bool:
    """Carry out one effect; True when it was done (for a following 「〜したならば」)."""
    kind, n = effect.kind, effect.n
    if kind is Kind.DRAW:
        drawn = 0
        for _ in range(n):
            card = game._draw_one()
            if card is None:
                break
            game.hand.append(card)
            game.seen.append(card)
            drawn += 1
        return drawn > 0
    if kind in (Kind.DISCARD, Kind.HAND_TO_CHARGE, Kind.HAND_TO_DECK_BOTTOM):
        flt = effect.filter
        if flt != ANY_CARD:  # only cards matching the filter may be chosen: the least useful of them
            matching = [i for i, c in enumerate(game.hand) if flt.matches(c)]
            order = [i for i in game.policy.discard(game, len(game.hand)) if i in matching]
        else:
            order = game.policy.discard(game, len(game.hand))
        if len(order) < n and not effect.up_to:
            return False
        chosen = sorted(order[:n], reverse=True)
        for i in chosen:
            card = game.hand.pop(i)
            if kind is Kind.DISCARD:
                game._to_trash(card)
            elif kind is Kind.HAND_TO_CHARGE:
                game.charge.append(card)
            else:
                game.deck.append(card)
        if kind is Kind.HAND_TO_CHARGE:
            game._check_charge()
        return bool(chosen)
    if kind in (Kind.DECK_TO_CHARGE, Kind.DECK_TO_TRASH, Kind.DECK_TO_RESOURCE, Kind.RECOVER):
        moved = 0
        for _ in range(n):
            card = game._take_top()
            if card is None:
                break
            moved += 1
            if kind is Kind.DECK_TO_CHARGE:
                game.charge.append(card)
                game._check_charge()
            elif kind is Kind.DECK_TO_TRASH:
                game._to_trash(card)
                fire_card(game, Trigger.EVOLSEED, card)
            elif kind is Kind.DECK_TO_RESOURCE:
                game.resources.append(Resource(card, effect.rebooted))
                fire_card(game, Trigger.RESOURCE_PLACED, card)
            else:
                game.life.append(card)  # 1013: recover; 307.2 on top
        return moved > 0
    if kind is Kind.CHARGE_TO_TRASH:
        if effect.filter != ANY_CARD:  # only matching cards may be chosen: the costliest first, as the policy does
            order = [
                i
                for i in game.policy.trash_from_charge(game, len(game.charge))
                if effect.filter.matches(game.charge[i])
            ]
            if len(order) < n and not effect.up_to:
                return False
            for i in sorted(order[:n], reverse=True):
                game._to_trash(game.charge.pop(i))
            return bool(order)
        if len(game.charge) < n and not effect.up_to:
            return False
        for i in sorted(game.policy.trash_from_charge(game, min(n, len(game.charge))), reverse=True):
            game._to_trash(game.charge.pop(i))
        return True
    if kind in (Kind.CHARGE_TO_HAND, Kind.TRASH_TO_HAND, Kind.TRASH_TO_RESOURCE, Kind.SEARCH):
        zone = {Kind.CHARGE_TO_HAND: game.charge, Kind.SEARCH: game.deck}.get(kind, game.trash)
        moved = 0
        for _ in range(n):
            best = _best(list(zone), effect.filter)
            if best is None:
                break
            card = zone.pop(best)
            moved += 1
            if kind is Kind.TRASH_TO_RESOURCE:
                game.resources.append(Resource(card, effect.rebooted))
                fire_card(game, Trigger.RESOURCE_PLACED, card)
            else:
                game.hand.append(card)
                game.seen.append(card)
        if kind is Kind.SEARCH:
            game._shuffle(game.deck)  # 804.3e
        elif not game.deck:
            game._reload_if_needed()
        return moved > 0
    if kind is Kind.DAMAGE_OPPONENT:
        game.damage_opponent(n)
        return True
    if kind is Kind.POWER:
        if unit is None or game.squares_holding(unit) is None:
            return False
        unit.power = (unit.power or 0) + n
        game.power_until_end.append((unit, n))
        return True
    if kind is Kind.POWER_CHOSEN:
        target: OnSquare | None = unit if unit is not None and game.squares_holding(unit) is not None else None
        if target is None:
            target = next(iter(game.squares.values()), None)
        if target is None:
            return False
        target.power = (target.power or 0) + n
        game.power_until_end.append((target, n))
        return True
    if kind is Kind.IGNITE:
        revealed = 0
        for _ in range(n):
            if game.ignite_top() is None:
                break
            revealed += 1
        return revealed > 0
    if kind is Kind.PAY:
        colors = frozenset({effect.filter.color}) if effect.filter.color else frozenset()
        payment = can_pay(game.resources, n, colors)
        if payment is None:
            return False
        for i in payment:
            game.resources[i].rebooted = False
        return True
    if kind is Kind.SLEEP_SELF:
        # The goldfish sleeps a Z/X only when that costs no attack: slept already cannot be done again (804.4a).
        from zxdecks.rules.goldfish.battle import can_attack_player

        square = game.squares_holding(unit) if unit is not None else None
        if unit is None or square is None or not unit.rebooted or can_attack_player(game, square):
            return False
        unit.rebooted = False
        return True
    if kind is Kind.FORBID_SAME_NAME:
        if unit is not None:
            game.forbidden_names.add(unit.card.name)
        return True
    if kind is Kind.REBOOT_SELF:
        if unit is None or game.squares_holding(unit) is None:
            return False
        unit.rebooted = True
        return True
    if kind is Kind.DYNAMIS_FACE_UP:
        turned = 0
        for card in list(game.dynamis):
            if turned == n:
                break
            if effect.filter.matches(card):
                game.dynamis.remove(card)  # a short list: the Dynamis holds 16 cards at most
                game.dynamis_face_up.append(card)
                turned += 1
        return turned > 0
    if kind is Kind.GAIN_COUNTER:
        key = effect.filter.name_contains
        game.counters[key] = game.counters.get(key, 0) + n
        return True
    if kind is Kind.MODAL:
        option = next((o for o in effect.options if any(e.kind in ACTIVE_KINDS for e in o)), effect.options[0])
        done = True
        for inner in option:
            if inner.if_did and not done:
                continue
            done = apply(game, inner, unit)
        return done
    if kind is Kind.NO_TARGET:
        if game.log_enabled:
            game.note("ability", "804.3", "only the opponent's empty board to choose from: nothing happens")
        return False
    return _apply_more(game, effect, unit)


def _apply_more(game: Game, effect: Effect, unit: OnSquare | None) -> bool:
    """The effects that move cards between your resources, your deck's top cards and this card's square."""
    kind, n, flt = effect.kind, effect.n, effect.filter
    if kind is Kind.ZONE_TO_SQUARE:
        return _to_squares(game, effect)
    if kind is Kind.SHUFFLE_DECK:
        game._shuffle(game.deck)
        return True
    if kind is Kind.RESOURCE_TO_HAND:
        moved = 0
        for _ in range(n):
            # The goldfish gives back a slept resource first (it has been used this turn), the last placed first.
            found = [i for i, r in enumerate(game.resources) if flt.matches(r.card)]
            if not found:
                break
            i = max(found, key=lambda j: (not game.resources[j].rebooted, j))
            card = game.resources.pop(i).card
            game.hand.append(card)
            game.seen.append(card)
            moved += 1
        return moved > 0
    if kind is Kind.REBOOT_RESOURCES:
        rebooted = 0
        for r in game.resources:
            if rebooted == n:
                break
            if not r.rebooted and flt.matches(r.card):
                r.rebooted = True
                rebooted += 1
        return rebooted > 0
    if kind is Kind.HAND_TO_RESOURCE:
        order = [i for i in game.policy.discard(game, len(game.hand)) if flt.matches(game.hand[i])][:n]
        if len(order) < n and not effect.up_to:
            return False
        for i in sorted(order, reverse=True):
            card = game.hand.pop(i)
            game.resources.append(Resource(card, effect.rebooted))
            fire_card(game, Trigger.RESOURCE_PLACED, card)
        return bool(order)
    if kind is Kind.HAND_TO_DECK_SHUFFLE:
        order = game.policy.discard(game, len(game.hand))[:n]
        for i in sorted(order, reverse=True):
            game.deck.append(game.hand.pop(i))
        game._shuffle(game.deck)
        return bool(order)
    if kind is Kind.LOOK_TOP_REORDER:
        top = game.deck[:n]
        # The goldfish puts the cards it can cast soonest on top: cheapest first, the order otherwise kept.
        top.sort(key=lambda c: (c.cost is None, c.cost or 0))
        game.deck[: len(top)] = top
        return bool(top)
    if kind is Kind.REVEAL_TOP_TAKE:
        revealed = game.deck[:n]
        del game.deck[: len(revealed)]
        taken = 0
        while taken < effect.take:
            best = _best(revealed, flt)  # type: ignore[arg-type]
            if best is None:
                break
            card = revealed.pop(best)
            game.hand.append(card)
            game.seen.append(card)
            taken += 1
        if effect.rest == "top":
            game.deck[:0] = revealed
        elif effect.rest == "trash":
            for card in revealed:
                game._to_trash(card)
        else:
            game.deck.extend(revealed)
        if not game.deck:
            game._reload_if_needed()
        return taken > 0
    if kind in (Kind.SELF_TO_HAND, Kind.SELF_TO_RESOURCE, Kind.SELF_TO_TRASH):
        square = game.squares_holding(unit) if unit is not None else None
        if unit is None or square is None:
            return False
        del game.squares[square]
        if kind is Kind.SELF_TO_TRASH:
            game._leave_square(unit.card, "trash")
        elif unit.card.type in EXTRA_ON_SQUARES:
            game._leave_square(unit.card, "trash")  # 911.1: an Extra card goes back to the Dynamis instead
        elif kind is Kind.SELF_TO_HAND:
            game.hand.append(unit.card)
        else:
            game.resources.append(Resource(unit.card, effect.rebooted))
            fire_card(game, Trigger.RESOURCE_PLACED, unit.card)
        return True
    return False


def can_pay_payment(game: Game, ability: Ability) -> bool:
    """Whether the non-resource payments of an activated ability can be made (804.2f)."""
    for effect in ability.payment:
        if effect.kind is Kind.SELF_TO_TRASH:
            continue  # the card is on its square while its ability is played
        zone = game.hand if effect.kind in (Kind.DISCARD, Kind.HAND_TO_CHARGE) else game.charge
        if len(zone) < effect.n or sum(1 for c in zone if effect.filter.matches(c)) < effect.n:
            return False
    return True


def fire(game: Game, trigger: Trigger, unit: OnSquare) -> None:
    """Resolve the read auto abilities of a card on a square that `trigger` sets off (808; played at the next
    pre-processing, 702.2b, which here comes at once)."""
    script = game.scripts.get(unit.card.number)
    if script is None or not script.by_trigger:
        return
    for ability in script.by_trigger.get(trigger, ()):
        key = (id(unit), id(ability))
        if ability.once_per_turn:
            if key in game.used_this_turn:
                continue
            game.used_this_turn.add(key)
        resolve(game, ability, unit, unit.card.name)
        if game.defeated or game.won:
            return


def resolve_event(game: Game, card: CardFacts) -> None:
    """806.3b: an event's ability resolves (the card then goes to the trash)."""
    script = game.scripts.get(card.number)
    ability = script.event if script else None
    if ability is not None:
        resolve(game, ability, None, card.name)


def next_activation(game: Game) -> tuple[tuple[int, int], Ability] | None:
    """An activated ability of a Z/X of yours the goldfish uses now: read, not used this turn, payable, and not
    sleeping a Z/X that could still attack."""
    scripts = game.scripts
    if not game.traits().activated:
        return None
    from zxdecks.rules.goldfish.battle import can_attack_player  # after the check: an import costs a microsecond

    for square, unit in sorted(game.squares.items()):
        script = scripts.get(unit.card.number)
        if script is None or not script.activated:
            continue
        for ability in script.activated:
            if (id(unit), id(ability)) in game.used_this_turn:
                continue
            if ability.sleep_self and (not unit.rebooted or can_attack_player(game, square)):
                continue
            trashes_itself = any(e.kind is Kind.SELF_TO_TRASH for e in ability.payment)
            if trashes_itself and can_attack_player(game, square):
                continue  # the goldfish keeps a Z/X that can still attack rather than trash it to pay
            if can_pay(game.resources, ability.cost, ability.cost_colors) is None or not can_pay_payment(game, ability):
                continue
            if not conditions_hold(game, ability.conditions):
                continue
            return square, ability
    return None


def activate(game: Game, square: tuple[int, int], ability: Ability) -> None:
    """807: pay an activated ability (resources 805, sleep 807.1a, other payments) and resolve it."""
    unit = game.squares[square]
    payment = can_pay(game.resources, ability.cost, ability.cost_colors)
    if payment is None:
        return
    for i in payment:
        game.resources[i].rebooted = False
    if ability.sleep_self:
        unit.rebooted = False
    for effect in ability.payment:
        apply(game, Effect(effect.kind, effect.n, filter=effect.filter), unit)
    game.used_this_turn.add((id(unit), id(ability)))  # the goldfish plays each activated ability once a turn
    if game.log_enabled:
        game.note("activate", "807", f"{unit.card.name}: paid {ability.cost}")
    resolve(game, ability, unit, unit.card.name)


def fire_in_dynamis(game: Game, trigger: Trigger) -> None:
    """Resolve the read auto abilities valid face up in the Dynamis (803.1e; the Gate card, 1114) that `trigger`
    sets off."""
    for card in list(game.dynamis_face_up):
        script = game.scripts.get(card.number)
        if script is None:
            continue
        for ability in script.in_dynamis.get(trigger, ()):
            resolve(game, ability, None, card.name)
            if game.defeated or game.won:
                return


def fire_card(game: Game, trigger: Trigger, card: CardFacts) -> None:
    """Resolve the read auto abilities of a card valid in the zone it just went to (803.1d): resources
    (RESOURCE_PLACED) or trash (EVOLSEED, 1106)."""
    script = game.scripts.get(card.number)
    if script is None or not script.in_dynamis:
        return
    for ability in script.in_dynamis.get(trigger, ()):
        resolve(game, ability, None, card.name)
        if game.defeated or game.won:
            return


def static_power(game: Game, unit: OnSquare) -> int:
    """811: what the read constant abilities of the cards on squares add to a unit's power now (its own conditional
    power, auras); a constant ability applies continuously, so this is worked out whenever the power is read."""
    traits = game.traits()
    scripts = game.scripts
    bonus = 0
    for source in game.squares.values():
        if source.card.number not in traits.powers:
            continue
        for st in scripts[source.card.number].statics:
            if st.kind == "self_power":
                if source is unit and conditions_hold(game, st.conditions):
                    bonus += st.n
            elif (
                st.kind == "aura"
                and (source is not unit or not st.others_only)
                and st.filter.matches(unit.card)
                and conditions_hold(game, st.conditions)
            ):
                bonus += st.n
    return bonus


def limit(game: Game, kind: str, base: int) -> int:
    """The charge or hand limit with the read constant abilities of cards on squares and in the charge (306.2a,
    309.2b); 99 stands for no limit."""
    scripts = game.scripts
    total = base
    for card in [u.card for u in game.squares.values()]:
        script = scripts.get(card.number)
        if script is not None:
            for st in script.statics:
                if st.kind == kind and conditions_hold(game, st.conditions):
                    total = 99 if st.n == 99 else total + st.n
    for card in game.charge:
        script = scripts.get(card.number)
        if script is not None:
            for st in script.charge_statics:
                if st.kind == kind and conditions_hold(game, st.conditions):
                    total = 99 if st.n == 99 else total + st.n
    return total


def cost_of(game: Game, card: CardFacts, from_dynamis: bool = False) -> int | None:
    """A card's cost to play with the read constant abilities of its own that change it (the floor kept)."""
    cost = card.cost
    script = game.scripts.get(card.number)
    if cost is None or script is None:
        return cost
    for st in script.dynamis_cost_statics if from_dynamis else script.cost_statics:
        if st.kind == "cost" and st.n and conditions_hold(game, st.conditions):
            cost = max(cost + st.n, min(cost, st.floor), 0)
    return cost


def _to_squares(game: Game, effect: Effect) -> bool:
    """Z/X of a zone onto empty normal squares (every square but the player squares, 303.3), the costliest first,
    without being played: no cost, and 「プレイされて」 abilities do not trigger."""
    zone: list[CardFacts] = (
        game.hand
        if effect.rest == "hand"
        else game.trash
        if effect.rest == "trash"
        else game.charge
        if effect.rest == "charge"
        else [r.card for r in game.resources]
    )
    flt = effect.filter
    entered = 0
    for _ in range(effect.n):
        squares = [sq for sq in SQUARE_ORDER if sq != OWN_PLAYER_SQUARE and sq not in game.squares]
        if not squares:
            break
        found = [(c.cost or 0, -i) for i, c in enumerate(zone) if c.type in ATTACKERS_ON_SQUARES and flt.matches(c)]
        if not found:
            break
        i = -max(found)[1]
        card = zone[i]
        if effect.rest == "resources":
            game.resources.pop(i)
        else:
            zone.pop(i)
        game._enter(card, "ability", squares[0], effect.rebooted)
        entered += 1
        if game.defeated or game.won:
            break
    if effect.rest == "trash" and not game.deck:
        game._reload_if_needed()
    return entered > 0
