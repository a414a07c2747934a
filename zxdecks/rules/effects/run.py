"""Carrying out read abilities in a goldfish game: conditions at resolution (804.3b), effects in order (804.3a),
「〜したならば」 only after the effect before it was done (804.3c, FAQ 004 (1))."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from zxdecks.rules.cards import CardFacts, CardType, name_key
from zxdecks.rules.effects.language import (
    ABILITIES_OF,
    ACTIVE_KINDS,
    ALL_ABILITIES_OF,
    ANY_CARD,
    COST_KINDS,
    Ability,
    CardFilter,
    Condition,
    Effect,
    Kind,
    Static,
    Trigger,
    useful,
)
from zxdecks.rules.goldfish.payment import can_pay
from zxdecks.rules.goldfish.state import (
    ATTACKERS_ON_SQUARES,
    EXTRA_ON_SQUARES,
    OPPONENT_RESOURCES_PER_TURN,
    OWN_PLAYER_SQUARE,
    SQUARE_ORDER,
    SQUARE_TYPES,
    STARTING_RESOURCES,
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
            want = name_key(c.name)  # 「≪ニューP≫」 designates the player 「ニューＰ」
            ok = any(want in key for card in game.player_area for key in card.keys)
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
        elif c.kind == "square_filter_at_most":
            ok = sum(1 for u in game.squares.values() if c.filter.matches(u.card)) <= c.n
        elif c.kind == "removed_at_least":
            ok = len(game.removed) >= c.n
        elif c.kind == "is_first":
            ok = game.is_first
        elif c.kind == "is_second":
            ok = not game.is_first
        elif c.kind == "opponent_resources_at_least":
            ok = opponent_resources(game) >= c.n
        elif c.kind == "either_resources_at_least":
            ok = len(game.resources) >= c.n or opponent_resources(game) >= c.n
        elif c.kind == "resources_fewer_than_opponent":
            ok = len(game.resources) < opponent_resources(game)
        elif c.kind == "life_below_opponent":
            ok = len(game.life) < game.opponent_life
        elif c.kind == "damage_this_turn":
            ok = game.damaged_turn == game.turn
        elif c.kind == "rebooted_zx_cost_at_least":
            ok = _swap_target(game, c.n) is not None
        elif c.kind == "opponent_zx_at_least":
            ok = c.n <= 0  # a goldfish opponent has no Z/X on its squares
        else:
            ok = False
        if not ok:
            return False
    return True


@dataclass(frozen=True, slots=True)
class Source:
    """A card outside the squares whose ability is played or resolves: its zone (ZONES_ACTIVATED) and the card."""

    zone: str
    card: CardFacts


def drop_force(game: Game, unit: OnSquare) -> None:
    """908: the force of a card that left the squares goes to its owner's trash."""
    force, unit.force = unit.force or [], None
    for card in force:
        game._to_trash(card)


def opponent_resources(game: Game) -> int:
    """The goldfish opponent's resources now: 402.1m's two, and one a turn it has had (state.py says why)."""
    turns = game.turn - 1 if game.is_first else game.turn
    return STARTING_RESOURCES + OPPONENT_RESOURCES_PER_TURN * max(turns, 0) + game.opponent_resources_added


def resolve(game: Game, ability: Ability, unit: OnSquare | None, name: str, source: Source | None = None) -> bool:
    """Resolve one ability of a card (on `unit` when on a square, `source` when in another zone); False when its
    conditions did not hold."""
    if not conditions_hold(game, ability.conditions):
        if game.log_enabled:
            game.note("ability", "804.3b", f"{name}: its condition does not hold")
        return False
    done = True
    delayed = any(e.kind is Kind.AT_END_OF_TURN for e in ability.effects)
    entered: list[OnSquare] = []  # the Z/X the effect before put onto squares (「そのゼクス」)
    effects = ability.effects
    for i, effect in enumerate(effects):
        if effect.if_did and not done:
            continue
        if effect.conditions and not conditions_hold(game, effect.conditions):
            done = False  # 804.3b: its sentence's condition does not hold
            continue
        if effect.optional and effect.kind in COST_KINDS and not _pays_off(effects, i):
            done = False  # 「…してよい。…したならば」 with nothing to gain: the goldfish does not pay
            continue
        if effect.kind is Kind.AT_END_OF_TURN:
            targets = [unit] if effect.to == "self" and unit is not None else [] if effect.to == "self" else entered
            game.at_end_of_turn.extend((u, effect.rest) for u in targets)
            done = bool(targets)
            continue
        before = [*game.squares.values()] if delayed else []
        done = apply(game, effect, unit, source)
        if delayed:
            entered = [u for u in game.squares.values() if all(u is not b for b in before)]
        if game.defeated or game.won:
            break
    if game.log_enabled:
        game.note("ability", "804.3", f"{name}: {', '.join(e.kind.value for e in ability.effects)}")
    return True


def _best(cards: list[object], flt: CardFilter) -> int | None:
    """The costliest card matching a filter (the goldfish takes what it can cast later)."""
    found = [(getattr(c, "cost", None) or 0, -i) for i, c in enumerate(cards) if flt.matches(c)]  # type: ignore[arg-type]
    return -max(found)[1] if found else None


def apply(game: Game, effect: Effect, unit: OnSquare | None, source: Source | None = None) -> bool:
    """Carry out one effect of a card on `unit` (a square) or `source` (another zone); True when it was done (for a
    following 「〜したならば」)."""
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
        if source is not None and source.zone == "hand":  # the card whose ability this is stays (a copy too)
            order = [i for i in order if game.hand[i] is not source.card]
        if len(order) < n and not effect.up_to:
            return False
        chosen = sorted(order[:n], reverse=True)
        for i in chosen:
            card = game.hand.pop(i)
            if kind is Kind.DISCARD:
                _trashed(game, card, source)
            elif kind is Kind.HAND_TO_CHARGE:
                game.charge.append(card)
            else:
                game.deck.append(card)
        if kind is Kind.HAND_TO_CHARGE:
            game._check_charge()
        return bool(chosen)
    if kind in (Kind.DECK_TO_CHARGE, Kind.DECK_TO_TRASH, Kind.DECK_TO_RESOURCE, Kind.RECOVER, Kind.DECK_TO_REMOVE):
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
                _trashed(game, card, source)
                fire_card(game, Trigger.EVOLSEED, card)
            elif kind is Kind.DECK_TO_RESOURCE:
                game.resources.append(Resource(card, effect.rebooted))
                fire_card(game, Trigger.RESOURCE_PLACED, card)
            elif kind is Kind.DECK_TO_REMOVE:
                game.removed.append(card)
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
                _trashed(game, game.charge.pop(i), source)
            return bool(order)
        if len(game.charge) < n and not effect.up_to:
            return False
        for i in sorted(game.policy.trash_from_charge(game, min(n, len(game.charge))), reverse=True):
            _trashed(game, game.charge.pop(i), source)
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
        if unit is not None or source is not None:
            game.forbidden_names.add((unit.card if unit is not None else source.card).name)  # type: ignore[union-attr]
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
        return _modal(game, effect, unit, source)
    if kind is Kind.NO_TARGET:
        if game.log_enabled:
            game.note("ability", "804.3", "only the opponent's empty board to choose from: nothing happens")
        return False
    return _apply_more(game, effect, unit, source)


def _modal(game: Game, effect: Effect, unit: OnSquare | None, source: Source | None) -> bool:
    if effect.conditions and not conditions_hold(game, effect.conditions):
        return False
    return _options(game, effect, unit, source)


def _options(game: Game, effect: Effect, unit: OnSquare | None, source: Source | None) -> bool:
    """「以下の効果から」: n different options (those the goldfish carries out first, in printed order), or every
    option in printed order when n is 0, `take` times over; each option's effects in order (804.3a)."""
    options = effect.options
    if effect.n:
        active = [o for o in options if any(e.kind in ACTIVE_KINDS for e in o)]
        options = tuple((active + [o for o in options if o not in active])[: effect.n])
    done = False
    for _ in range(max(effect.take, 1)):
        for option in options:
            did = True
            for inner in option:
                if inner.if_did and not did:
                    continue
                if inner.conditions and not conditions_hold(game, inner.conditions):
                    did = False
                    continue
                did = apply(game, inner, unit, source)
                if game.defeated or game.won:
                    return True
            done = done or did
    return done


def _apply_more(game: Game, effect: Effect, unit: OnSquare | None, source: Source | None) -> bool:
    """The effects that move cards between your resources, your deck's top cards and this card's square."""
    kind, n, flt = effect.kind, effect.n, effect.filter
    if kind in _ZONE_KINDS:
        return _apply_zone(game, effect, unit, source)
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
        return _reveal_take(game, effect)
    if kind in (Kind.SELF_TO_HAND, Kind.SELF_TO_RESOURCE, Kind.SELF_TO_TRASH):
        if source is None and (unit is None or game.squares_holding(unit) is None):
            return False
        own = _take_self(game, unit, source)
        if own is None:
            return source is None  # an Extra card went back to the Dynamis instead (911.1)
        if kind is Kind.SELF_TO_TRASH:
            game._to_trash(own)
        elif kind is Kind.SELF_TO_HAND:
            game.hand.append(own)
        else:
            game.resources.append(Resource(own, effect.rebooted))
            fire_card(game, Trigger.RESOURCE_PLACED, own)
        return True
    return False


_ZONE_KINDS = frozenset(
    {
        Kind.TRASH_TO_FORCE, Kind.DECK_TO_FORCE, Kind.FORCE_TO_TRASH,
        Kind.SELF_TO_SQUARE, Kind.PLAY_SELF, Kind.PLAY_FREE, Kind.SELF_TO_CHARGE, Kind.SELF_TO_DECK_BOTTOM,
        Kind.SELF_REMOVE, Kind.HAND_REMOVE, Kind.TRASH_REMOVE, Kind.CHARGE_TO_DECK_BOTTOM,
        Kind.CHARGE_TO_RESOURCE, Kind.PAY_COUNTER, Kind.FORBID_ABILITY, Kind.SWAP_IN, Kind.CHOOSE_ZX,
        Kind.OPPONENT_DECK_TO_RESOURCE,
    }
)  # fmt: skip
# Payments that move the card whose ability is played (807.1a).
_SELF_PAYMENTS = frozenset(
    {Kind.SELF_TO_TRASH, Kind.SELF_TO_DECK_BOTTOM, Kind.SELF_REMOVE, Kind.SELF_TO_CHARGE, Kind.SELF_TO_HAND}
)


def _index_in(game: Game, source: Source) -> int | None:
    """Where the card of `source` is in its zone (by identity: copies are one object), or None when it has left."""
    card = source.card
    if source.zone == "resource":
        return next((i for i, r in enumerate(game.resources) if r.card is card), None)
    cards = {"hand": game.hand, "charge": game.charge, "trash": game.trash}.get(source.zone, [])
    return next((i for i, c in enumerate(cards) if c is card), None)


def _take_source(game: Game, source: Source) -> bool:
    """Take the card of `source` out of its zone; False when it is no longer there."""
    i = _index_in(game, source)
    if i is None:
        return False
    if source.zone == "resource":
        game.resources.pop(i)
    else:
        {"hand": game.hand, "charge": game.charge, "trash": game.trash}[source.zone].pop(i)
    return True


def _take_self(game: Game, unit: OnSquare | None, source: Source | None) -> CardFacts | None:
    """This card out of its square (its force to the trash, 908) or out of its zone; None when it has gone. An Extra
    card leaving the squares goes face up to the Dynamis instead (911.1), and None is returned."""
    if source is not None:
        return source.card if _take_source(game, source) else None
    square = game.squares_holding(unit) if unit is not None else None
    if unit is None or square is None:
        return None
    del game.squares[square]
    if unit.force:
        drop_force(game, unit)
    if unit.card.type in EXTRA_ON_SQUARES:
        game._leave_square(unit.card, "trash")
        return None
    return unit.card


def _choose_zx(game: Game, effect: Effect) -> bool:
    """「ノーマルスクエアにあるゼクスをN枚選び、…」 against an empty board: the only Z/X to choose are yours. A power
    raise the goldfish gives its own Z/X; anything else harms them, so it chooses none when it may (「まで」,
    「てよい」) and otherwise the cheapest (for damage, one that survives it first): damage of at least the power
    destroys (904.1), as does a power of 0 or less (904.2); destroyed Z/X go to the charge (1008.1)."""
    from zxdecks.rules.goldfish.state import OWN_PLAYER_SQUARE

    action, scope = effect.rest, effect.to.split()
    if (effect.up_to or effect.optional) and not (action == "power" and effect.take > 0):
        return False
    units = [
        (sq, u)
        for sq, u in game.squares.items()
        if u.card.type in _ZX_TYPES
        and effect.filter.matches(u.card)
        and not ("normal" in scope and sq == OWN_PLAYER_SQUARE)
        and not ("rebooted" in scope and not u.rebooted)
        and not ("slept" in scope and u.rebooted)
    ]
    if action == "power" and effect.take > 0:
        units.sort(key=lambda su: (not game.squares[su[0]].rebooted, su[0]))  # a Z/X that can still attack first
    else:
        damage = effect.take if action == "damage" else 0

        def harm(su: tuple[tuple[int, int], OnSquare]) -> tuple[bool, int, tuple[int, int]]:
            return (damage > 0 and damage >= (game.power_of(su[1]) or 0), su[1].card.cost or 0, su[0])

        units.sort(key=harm)
    chosen = units[: effect.n]
    for square, unit in chosen:
        if action == "power":
            unit.power = (unit.power or 0) + effect.take
            game.power_until_end.append((unit, effect.take))
            if (game.power_of(unit) or 0) <= 0:
                _destroy(game, square, unit)
        elif action == "damage":
            if effect.take >= (game.power_of(unit) or 0):
                _destroy(game, square, unit)
        else:
            _send(game, square, unit, action)
        if game.defeated or game.won:
            break
    return bool(chosen)


def _send(game: Game, square: tuple[int, int], unit: OnSquare, action: str) -> None:
    """A Z/X of yours off its square: destroyed (1008), or to the hand, resources (slept), trash, charge, deck bottom
    or remove zone; its force to the trash (908), an Extra card to the Dynamis instead (911.1)."""
    if action == "destroy":
        _destroy(game, square, unit)
        return
    card = _take_self(game, unit, None)
    if card is None:
        return
    if action == "hand":
        game.hand.append(card)
    elif action == "resource":
        game.resources.append(Resource(card, False))
        fire_card(game, Trigger.RESOURCE_PLACED, card)
    elif action == "trash":
        game._to_trash(card)
    elif action == "charge":
        game.charge.append(card)
        game._check_charge()
    elif action == "bottom":
        game.deck.append(card)
    else:
        game.removed.append(card)


def _destroy(game: Game, square: tuple[int, int], unit: OnSquare) -> None:
    """1008: a Z/X destroyed goes to its owner's charge (an Extra card to the Dynamis, 911.1), its force to the trash
    (908); its 「破壊される」 abilities trigger."""
    if game.squares.get(square) is not unit:
        return
    del game.squares[square]
    if unit.force:
        drop_force(game, unit)
    game._leave_square(unit.card, "charge")
    fire(game, Trigger.DESTROYED, unit)


def _swap_target(game: Game, cost: int) -> tuple[int, int] | None:
    """The square of a rebooted Z/X of yours of cost `cost` or more that 電影 returns to the hand (1115.2): the
    cheapest, so the costlier card comes back later."""
    found = [
        (u.card.cost or 0, sq)
        for sq, u in game.squares.items()
        if u.rebooted and u.card.type in _ZX_TYPES and (u.card.cost or 0) >= cost
    ]
    return min(found)[1] if found else None


def _play_free(game: Game, card: CardFacts, how: str) -> bool:
    """806 without the resource cost: a Z/X onto a legal square, an event resolved to the trash (806.3b); whether
    the card can be played is checked first (806.1d, a 《同名》 restriction)."""
    if not _playable_free(game, card):
        return False
    if card.type is CardType.EVENT:
        game.moving.append(card)
        resolve_event(game, card)
        game.moving.remove(card)
        game._to_trash(card)
        return True
    return game._enter(card, how)


def _playable_free(game: Game, card: CardFacts) -> bool:
    """Whether the goldfish can play a card without its cost now: not forbidden this turn, a square for a Z/X or an
    Ascension, and for an event a read effect (it plays no event whose effect it does not know)."""
    if card.name in game.forbidden_names:
        return False
    if card.type is CardType.EVENT:
        return game.has_effect(card)
    return card.type in SQUARE_TYPES and game.has_square(card)


def _apply_zone(game: Game, effect: Effect, unit: OnSquare | None, source: Source | None) -> bool:
    """The effects on this card wherever it is (a square or another zone), on the remove zone, on playing cards
    without their cost and on what may be played this turn."""
    from zxdecks.rules.goldfish.state import ATTACKERS_ON_SQUARES, OWN_PLAYER_SQUARE

    kind, n, flt = effect.kind, effect.n, effect.filter
    if kind in (Kind.TRASH_TO_FORCE, Kind.DECK_TO_FORCE, Kind.FORCE_TO_TRASH):
        return _force(game, effect, unit)
    if kind is Kind.SELF_TO_SQUARE:
        if source is None or source.card.type not in ATTACKERS_ON_SQUARES:
            return False
        squares = _empty_normal_squares(game)
        if effect.to == "player":
            squares = [OWN_PLAYER_SQUARE] if OWN_PLAYER_SQUARE not in game.squares else []
        if not squares or not _take_source(game, source):
            return False
        game._enter(source.card, "ability", squares[0], effect.rebooted)
        return True
    if kind is Kind.CHOOSE_ZX:
        return _choose_zx(game, effect)
    if kind is Kind.OPPONENT_DECK_TO_RESOURCE:
        game.opponent_resources_added += n  # a goldfish opponent's deck is not simulated card by card
        return True
    if kind is Kind.SWAP_IN:
        square = _swap_target(game, n)
        if source is None or square is None or source.card.type not in ATTACKERS_ON_SQUARES:
            return False
        back = _take_self(game, game.squares[square], None)
        if back is not None:
            game.hand.append(back)
        if not _take_source(game, source):
            return False
        game._enter(source.card, "ability", square, True)
        return True
    if kind is Kind.PLAY_SELF:
        if source is None or not _playable_free(game, source.card) or not _take_source(game, source):
            return False
        return _play_free(game, source.card, "hand" if source.zone == "hand" else "played")
    if kind is Kind.PLAY_FREE:
        played = 0
        for _ in range(n):
            found = [(c.cost or 0, -i) for i, c in enumerate(game.hand) if flt.matches(c) and _playable_free(game, c)]
            if not found:
                break
            chosen = game.hand.pop(-max(found)[1])
            played += _play_free(game, chosen, "hand")
            if game.defeated or game.won:
                break
        return played > 0
    if kind in (Kind.SELF_TO_CHARGE, Kind.SELF_TO_DECK_BOTTOM, Kind.SELF_REMOVE):
        card = _take_self(game, unit, source)
        if card is None:
            return False
        if kind is Kind.SELF_TO_CHARGE:
            game.charge.append(card)
            game._check_charge()
        elif kind is Kind.SELF_TO_DECK_BOTTOM:
            game.deck.append(card)
        else:
            game.removed.append(card)
        if not game.deck:
            game._reload_if_needed()
        return True
    if kind is Kind.HAND_REMOVE:
        order = [i for i in game.policy.discard(game, len(game.hand)) if flt.matches(game.hand[i])]
        if source is not None and source.zone == "hand":
            order = [i for i in order if game.hand[i] is not source.card]
        if len(order) < n and not effect.up_to:
            return False
        for i in sorted(order[:n], reverse=True):
            game.removed.append(game.hand.pop(i))
        return bool(order)
    if kind is Kind.TRASH_REMOVE:
        # the goldfish removes the cards it least wants back after a reload: no ignition icon, cheapest first
        order = sorted(
            (i for i, c in enumerate(game.trash) if flt.matches(c)),
            key=lambda i: (game.trash[i].ignition, game.trash[i].cost or 0, -i),
        )
        if len(order) < n and not effect.up_to:
            return False
        for i in sorted(order[:n], reverse=True):
            game.removed.append(game.trash.pop(i))
        return bool(order)
    if kind in (Kind.CHARGE_TO_DECK_BOTTOM, Kind.CHARGE_TO_RESOURCE):
        if kind is Kind.CHARGE_TO_RESOURCE:
            order = [i for i, c in enumerate(game.charge) if flt.matches(c)]
            order.sort(key=lambda i: -(game.charge[i].cost or 0))
        else:
            order = [i for i in game.policy.trash_from_charge(game, len(game.charge)) if flt.matches(game.charge[i])]
        if len(order) < n and not effect.up_to:
            return False
        for i in sorted(order[:n], reverse=True):
            card = game.charge.pop(i)
            if kind is Kind.CHARGE_TO_RESOURCE:
                game.resources.append(Resource(card, False))
                fire_card(game, Trigger.RESOURCE_PLACED, card)
            else:
                game.deck.append(card)
        return bool(order)
    if kind is Kind.PAY_COUNTER:
        key = flt.name_contains
        if game.counters.get(key, 0) < n:
            return False
        game.counters[key] -= n
        return True
    if kind is Kind.FORBID_ABILITY:
        own = unit.card if unit is not None else source.card if source is not None else None
        name = flt.name_is or (own.name if own is not None else "")
        if name:
            game.forbidden_names.add(ABILITIES_OF + name)
            if effect.rest == "all":
                game.forbidden_names.add(ALL_ABILITIES_OF + name)
        return True
    return False


def _force(game: Game, effect: Effect, unit: OnSquare | None) -> bool:
    """This card's force (312): trash or deck cards put under it face up (none when its own text forbids force by a
    card's ability), or its force put into the trash. The goldfish keeps Z/X as force, the costliest first, and
    trashes its cheapest force first."""
    if unit is None or game.squares_holding(unit) is None:
        return False
    n = effect.n
    if effect.kind is Kind.FORCE_TO_TRASH:
        force = unit.force or []
        if len(force) < n and not effect.up_to:
            return False
        order = sorted(range(len(force)), key=lambda i: (force[i].cost or 0, i))[:n]
        for i in sorted(order, reverse=True):
            game._to_trash(force.pop(i))
        return bool(order)
    script = game.scripts.get(unit.card.number)
    if script is not None and any(st.kind == "no_force" for st in script.statics):
        return False
    added: list[CardFacts] = []
    for _ in range(n):
        if effect.kind is Kind.DECK_TO_FORCE:
            top = game._take_top()
            if top is None:
                break
            added.append(top)
            continue
        zx = [(c.type in _ZX_TYPES, c.cost or 0, -i) for i, c in enumerate(game.trash)]
        if not zx:
            break
        added.append(game.trash.pop(-max(zx)[2]))
    if added:
        unit.force = [*(unit.force or []), *added]
    if not game.deck:
        game._reload_if_needed()
    return bool(added)


def _reveal_take(game: Game, effect: Effect) -> bool:
    """The top n cards (the whole deck for n 0): up to `take` matching ones (the costliest first) to the hand, onto
    empty normal squares (a Z/X, without being played), to the resources or to the trash; the rest back on top, at
    the bottom, into the trash or shuffled back (804.3e). The rest is placed before the chosen cards arrive, so what
    their arrival sets off sees the deck as the effect left it (808.2)."""
    from zxdecks.rules.goldfish.state import ATTACKERS_ON_SQUARES

    deck = game.deck
    window = len(deck) if effect.n == 0 else min(effect.n, len(deck))
    flt, to = effect.filter, effect.to
    room = len(_empty_normal_squares(game)) if to == "square" else effect.take
    if to == "square":
        flt = replace(flt, types=flt.types or ATTACKERS_ON_SQUARES)
    looked = deck[:window]
    chosen: list[CardFacts] = []
    while len(chosen) < min(effect.take, room):
        best = _best(looked, flt)  # type: ignore[arg-type]
        if best is None:
            break
        chosen.append(looked.pop(best))
    del deck[:window]
    if effect.rest == "top":
        deck[:0] = looked
    elif effect.rest == "trash":
        for card in looked:
            _trash_from_deck(game, card)
    else:
        deck.extend(looked)
        if effect.rest == "shuffle":
            game._shuffle(deck)
    for card in chosen:
        if to == "square":
            squares = _empty_normal_squares(game)
            if squares:
                game._enter(card, "ability", squares[0], effect.rebooted)
            else:
                game._to_trash(card)  # 806.3a: a card that cannot enter goes to the trash
        elif to == "resource":
            game.resources.append(Resource(card, effect.rebooted))
            fire_card(game, Trigger.RESOURCE_PLACED, card)
        elif to == "trash":
            _trash_from_deck(game, card)
        elif to == "charge":
            game.charge.append(card)
            game._check_charge()
        else:
            game.hand.append(card)
            game.seen.append(card)
        if game.defeated or game.won:
            break
    if not game.deck:
        game._reload_if_needed()
    return bool(chosen)


def _trash_from_deck(game: Game, card: CardFacts) -> None:
    """A card put from the deck straight into the trash (its Evolseed, 1106, resolves)."""
    game.trash.append(card)
    fire_card(game, Trigger.EVOLSEED, card)


def _empty_normal_squares(game: Game) -> list[tuple[int, int]]:
    """Empty normal squares (303.3b: every square but the player squares), in the policy's order of preference."""
    from zxdecks.rules.goldfish.state import OWN_PLAYER_SQUARE, SQUARE_ORDER

    return [sq for sq in SQUARE_ORDER if sq != OWN_PLAYER_SQUARE and sq not in game.squares]


def can_pay_payment(game: Game, ability: Ability, source: Source | None = None, unit: OnSquare | None = None) -> bool:
    """Whether the non-resource payments of an activated ability can be made (804.2f)."""
    for effect in ability.payment:
        kind = effect.kind
        if kind is Kind.FORCE_TO_TRASH:
            if unit is None or len(unit.force or ()) < effect.n:
                return False
            continue
        if kind in _SELF_PAYMENTS:
            if source is not None and _index_in(game, source) is None:
                return False
            continue  # on a square the card is there while its ability is played
        if kind is Kind.PAY_COUNTER:
            if game.counters.get(effect.filter.name_contains, 0) < effect.n:
                return False
            continue
        zone = _PAYMENT_ZONES[kind](game)
        others = zone
        if source is not None and source.zone == "hand" and zone is game.hand:
            others = [c for c in zone if c is not source.card]
        if len(others) < effect.n or sum(1 for c in others if effect.filter.matches(c)) < effect.n:
            return False
    return True


_PAYMENT_ZONES = {
    Kind.DISCARD: lambda game: game.hand,
    Kind.HAND_TO_CHARGE: lambda game: game.hand,
    Kind.HAND_REMOVE: lambda game: game.hand,
    Kind.CHARGE_TO_TRASH: lambda game: game.charge,
    Kind.CHARGE_TO_DECK_BOTTOM: lambda game: game.charge,
    Kind.TRASH_REMOVE: lambda game: game.trash,
}


def fire(game: Game, trigger: Trigger, unit: OnSquare) -> None:
    """Resolve the read auto abilities of a card on a square that `trigger` sets off (808; played at the next
    pre-processing, 702.2b, which here comes at once)."""
    script = game.scripts.get(unit.card.number)
    if script is None or not script.by_trigger:
        return
    if game.forbidden_names and ALL_ABILITIES_OF + unit.card.name in game.forbidden_names:
        return  # 「ターン終了時まで、あなたは「X」の能力をプレイできない」
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
        resolve(game, ability, None, card.name, Source("event", card))


def next_activation(game: Game) -> tuple[tuple[int, int] | Source, Ability] | None:
    """An activated ability the goldfish uses now: of a Z/X of yours, or of a card in your hand, resources, charge or
    trash; read, not used this turn, allowed (807.1b), payable, and not sleeping a Z/X that could still attack."""
    scripts = game.scripts
    traits = game.traits()
    if not traits.activated:
        return None
    from zxdecks.rules.goldfish.battle import can_attack_player  # after the check: an import costs a microsecond

    forbidden = game.forbidden_names
    numbers = traits.square_activated
    units = [(square, unit) for square, unit in game.squares.items() if unit.card.number in numbers]
    for square, unit in sorted(units) if len(units) > 1 else units:
        script = scripts[unit.card.number]
        if forbidden and ABILITIES_OF + unit.card.name in forbidden:
            continue
        for ability in script.activated:
            if (id(unit), id(ability)) in game.used_this_turn:
                continue
            if ability.sleep_self and (not unit.rebooted or can_attack_player(game, square)):
                continue
            trashes_itself = any(e.kind is Kind.SELF_TO_TRASH for e in ability.payment)
            if trashes_itself and can_attack_player(game, square):
                continue  # the goldfish keeps a Z/X that can still attack rather than trash it to pay
            if can_pay(game.resources, ability.cost, ability.cost_colors) is None:
                continue
            if not can_pay_payment(game, ability, None, unit):
                continue
            if not conditions_hold(game, ability.play_conditions) or not conditions_hold(game, ability.conditions):
                continue
            return square, ability
    return _next_zone_activation(game) if traits.zone_activated else None


def _next_zone_activation(game: Game) -> tuple[Source, Ability] | None:
    """An activated ability valid in your hand, resources, charge or trash (803.1d) that the goldfish plays now; it
    plays each such ability once a turn at most, whichever copy has it."""
    scripts, forbidden = game.scripts, game.forbidden_names
    numbers = game.traits().zone_activated
    zones: tuple[tuple[str, list[CardFacts]], ...] = (
        ("hand", game.hand),
        ("resource", [r.card for r in game.resources]),
        ("charge", game.charge),
        ("trash", game.trash),
    )
    for zone, cards in zones:
        seen: set[int] = set()
        for i, card in enumerate(cards):
            if card.number not in numbers or id(card) in seen:
                continue
            script = scripts[card.number]
            seen.add(id(card))
            if forbidden and ABILITIES_OF + card.name in forbidden:
                continue
            for ability in script.zone_activated:
                if (
                    ability.zone != zone
                    or (0, id(ability)) in game.used_this_turn
                    or not _worth_it(game, ability, card)
                ):
                    continue
                if forbidden and ability.once_key and ability.once_key in forbidden:
                    continue
                source = Source(zone, card)
                resources: list[Resource] = game.resources
                if ability.sleep_self:
                    if zone != "resource" or not game.resources[i].rebooted:
                        continue
                    resources = [r for j, r in enumerate(game.resources) if j != i]
                if can_pay(resources, ability.cost, ability.cost_colors) is None:
                    continue
                if not can_pay_payment(game, ability, source):
                    continue
                if not conditions_hold(game, ability.play_conditions) or not conditions_hold(game, ability.conditions):
                    continue
                return source, ability
    return None


def _pays_off(effects: tuple[Effect, ...], i: int) -> bool:
    """Whether an optional cost at `i` is followed by a 「…したならば」 effect worth having."""
    for effect in effects[i + 1 :]:
        if not effect.if_did:
            break
        if useful(effect):
            return True
    return False


def _worth_it(game: Game, ability: Ability, card: CardFacts) -> bool:
    """Whether the goldfish plays an ability of a card outside the squares: only when something it does can gain
    the goldfish something, and never to play an event whose effect it does not know."""
    kinds = {e.kind for e in ability.effects}
    if not any(useful(e) for e in ability.effects):
        return False
    return not (Kind.PLAY_SELF in kinds and card.type is CardType.EVENT and not game.has_effect(card))


def activate(game: Game, where: tuple[int, int] | Source, ability: Ability) -> None:
    """807: pay an activated ability (resources 805, sleep 807.1a, other payments) and resolve it."""
    if isinstance(where, Source):
        _activate_in_zone(game, where, ability)
        return
    unit = game.squares[where]
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


def _activate_in_zone(game: Game, source: Source, ability: Ability) -> None:
    """807 for an ability of a card in a zone other than the squares: ≪スリープ≫ sleeps the card in the resources;
    a payment that moves the card moves it out of that zone before the effects resolve."""
    slept = None
    if ability.sleep_self:
        slept = next(r for r in game.resources if r.card is source.card and r.rebooted)
        slept.rebooted = False
    resources = [r for r in game.resources if r is not slept]
    payment = can_pay(resources, ability.cost, ability.cost_colors)
    if payment is None:
        return
    for i in payment:
        resources[i].rebooted = False
    game.used_this_turn.add((0, id(ability)))
    if ability.once_key:
        game.forbidden_names.add(ability.once_key)
    for effect in ability.payment:
        apply(game, Effect(effect.kind, effect.n, filter=effect.filter), None, source)
    if game.log_enabled:
        game.note("activate", "807", f"{source.card.name} ({source.zone}): paid {ability.cost}")
    resolve(game, ability, None, source.card.name, source)


def delayed_at_end_of_turn(game: Game) -> None:
    """808.4, at 507.3: the delayed 「ターン終了時、そのゼクスを…」 of this turn, each on its Z/X if it is still on its
    square (one that left is a new card, 301.4)."""
    pending, game.at_end_of_turn = game.at_end_of_turn, []
    for unit, action in pending:
        square = game.squares_holding(unit)
        if square is not None:
            _send(game, square, unit, action)
        if game.defeated or game.won:
            return


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


def _trashed(game: Game, card: CardFacts, source: Source | None) -> None:
    """A card of yours put into the trash by an effect; by an event's ability it sets off TRASHED_BY_EVENT."""
    game._to_trash(card)
    if source is not None and source.zone == "event":
        fire_card(game, Trigger.TRASHED_BY_EVENT, card, source.card)


def fire_card(game: Game, trigger: Trigger, card: CardFacts, by: CardFacts | None = None) -> None:
    """Resolve the read auto abilities of a card valid in the zone it just went to (803.1d): resources
    (RESOURCE_PLACED) or trash (EVOLSEED, 1106)."""
    script = game.scripts.get(card.number)
    if script is None or not script.in_dynamis:
        return
    for ability in script.in_dynamis.get(trigger, ()):
        if by is not None and not ability.trigger_filter.matches(by):
            continue
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
            elif source is unit and st.kind == "self_power_per" and conditions_hold(game, st.conditions):
                bonus += st.n * (count(game, st, unit.card, unit) // st.each)
            elif source is unit and st.kind == "force_power" and unit.force:
                bonus += sum(c.power or 0 for c in unit.force if c.type in _ZX_TYPES)
    return bonus


_ZX_TYPES = frozenset({CardType.ZX, CardType.ZX_EX, CardType.ZX_OB})


def count(game: Game, st: Static, card: CardFacts, unit: OnSquare | None = None) -> int:
    """What a 「…N枚につき」 change counts now: this card's force, your resources, your Z/X on squares, your trash,
    hand, charge, remove zone or face-up Dynamis cards matching the filter; this card left out where it says so."""
    per, flt = st.per, st.filter
    if per == "force":
        return len(unit.force) if unit is not None and unit.force else 0
    if per == "squares":
        return sum(
            1
            for u in game.squares.values()
            if u.card.type in _ZX_TYPES and flt.matches(u.card) and not (st.others_only and u is unit)
        )
    cards: list[CardFacts] = {
        "resources": lambda: [r.card for r in game.resources],
        "trash": lambda: game.trash,
        "hand": lambda: game.hand,
        "charge": lambda: game.charge,
        "removed": lambda: game.removed,
        "dynamis_face_up": lambda: game.dynamis_face_up,
    }[per]()
    found = sum(1 for c in cards if flt.matches(c))
    if st.others_only and per == "hand" and card in cards:
        found -= 1  # 「このカード以外のあなたの手札」: the card being played is in the hand
    return found


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
        elif st.kind == "cost_per" and conditions_hold(game, st.conditions):
            change = st.n * (count(game, st, card) // st.each)
            if change:
                cost = max(cost + change, min(cost, st.floor), 0)
    return cost


def alternative_cost(game: Game, card: CardFacts) -> Static | None:
    """1027: an alternative to the resource cost of playing a card from the Dynamis that can be paid now (cards of
    the hand or the trash to the bottom of the deck), or None."""
    script = game.scripts.get(card.number)
    if script is None:
        return None
    for st in script.dynamis_cost_statics:
        if st.kind == "alt_cost" and conditions_hold(game, st.conditions):
            zone = game.hand if st.per == "hand" else game.trash
            if sum(1 for c in zone if st.filter.matches(c)) >= st.n:
                return st
    return None


def pay_alternative(game: Game, st: Static) -> None:
    """Pay an alternative cost: the goldfish puts its least useful matching cards at the bottom of its deck."""
    if st.per == "hand":
        order = [i for i in game.policy.discard(game, len(game.hand)) if st.filter.matches(game.hand[i])][: st.n]
        cards = [game.hand[i] for i in order]
        for i in sorted(order, reverse=True):
            game.hand.pop(i)
    else:
        order = sorted(
            (i for i, c in enumerate(game.trash) if st.filter.matches(c)), key=lambda i: game.trash[i].cost or 0
        )
        cards = [game.trash[i] for i in order[: st.n]]
        for i in sorted(order[: st.n], reverse=True):
            game.trash.pop(i)
    game.deck.extend(cards)


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
