"""Activated abilities (807): which one the goldfish plays next, whether its payments can be made (804.2f), and
paying and resolving it."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import replace
from operator import itemgetter

from zxdecks.rules.board import ATTACKERS_ON_SQUARES, OnSquare, all_force
from zxdecks.rules.cards import CardFacts, CardType
from zxdecks.rules.effects.api import GameAPI, Square
from zxdecks.rules.effects.language import ABILITIES_OF, SAME_NAME, Ability, CardScript, Effect, Kind, useful
from zxdecks.rules.effects.run.choices import choice_gains, own_choices
from zxdecks.rules.effects.run.conditions import conditions_hold
from zxdecks.rules.effects.run.granted import granted_activated
from zxdecks.rules.effects.run.movers import two_zone_cards
from zxdecks.rules.effects.run.opposing import acts_now
from zxdecks.rules.effects.run.phases import fire_activated, fire_slept
from zxdecks.rules.effects.run.resolve import apply, resolve, same_name, this_forbidden
from zxdecks.rules.effects.run.seen import sees
from zxdecks.rules.effects.run.table import At, Source
from zxdecks.rules.effects.traits import Traits

# Payments that move the card whose ability is played (807.1a): DESTROY_SELF, and moves from "self".
SELF_PAYMENTS = frozenset({Kind.DESTROY_SELF})
# 1113: the key in game.lost_abilities once a Zextend Drive! ability (an activated ability `once_per_game`) was
# played: no other is played this game, whichever card has it.
ZEXTEND_DRIVE_PLAYED = (0, 1113)


# 803.1f: 「≪相手ターン≫」 abilities (effects.dynamis_activated.in_opponents_turn): never played in your main phase
_OTHERS = "opponent"
_ZONES: dict[str, frozenset[str]] = {}  # an ability's zone ("hand+trash") split once


def _zones(zone: str) -> frozenset[str]:
    found = _ZONES[zone] = frozenset(zone.split("+"))
    return found


def _spent(game: GameAPI, ability: Ability) -> bool:
    return ability.once_per_game and ZEXTEND_DRIVE_PLAYED in game.lost_abilities


# Enum members read on hot paths, as constants: read through the class, each costs the enum metaclass's
# attribute hook (Python 3.11).
_CT_EVENT = CardType.EVENT
_K_CHOOSE_ZX = Kind.CHOOSE_ZX
_K_DESTROY_SELF = Kind.DESTROY_SELF
_K_MOVE = Kind.MOVE
_K_PLAY_SELF = Kind.PLAY_SELF
_K_SLEEP_RESOURCES = Kind.SLEEP_RESOURCES
_K_SHUFFLE_DECK = Kind.SHUFFLE_DECK
_K_PAY_COUNTER = Kind.PAY_COUNTER
_K_DYNAMIS_FACE_UP = Kind.DYNAMIS_FACE_UP
_K_DYNAMIS_FACE_DOWN = Kind.DYNAMIS_FACE_DOWN


def can_pay_payment(
    game: GameAPI, ability: Ability, source: Source | None = None, unit: OnSquare | None = None
) -> bool:
    """Whether the non-resource payments of an activated ability can be made (804.2f)."""
    for effect in ability.payment:
        kind = effect.kind
        if SAME_NAME in (effect.filter.name_is, effect.filter.name_not):  # 「あなたのトラッシュにある《同名》を」
            flt = same_name(effect.filter, At(unit, source))
            if flt is None:
                return False
            effect = replace(effect, filter=flt)
        if kind is _K_MOVE and effect.source in ("force", "force_down"):  # 「(裏向きの)フォース」
            if unit is None:
                return False
            held = (unit.force_down or []) if effect.source == "force_down" else all_force(unit)
            if len(held) < effect.n:
                return False
            continue
        if kind is _K_DESTROY_SELF and unit is None:
            return False  # only a card on a square is destroyed
        if kind in SELF_PAYMENTS or (kind is _K_MOVE and effect.source == "self"):
            if source is not None and game.index_of(source.zone, source.card) is None:
                return False
            continue  # on a square the card is there while its ability is played
        if kind is _K_SLEEP_RESOURCES:  # rebooted ones of the filter, and enough besides for the resource cost
            rebooted = [r for r in game.resources if r.rebooted]
            if (
                sum(1 for r in rebooted if sees(game, effect.filter, r.card, "resources")) < effect.n
                or len(rebooted) < effect.n + ability.cost
            ):
                return False
            continue
        if kind is _K_SHUFFLE_DECK:  # 「…デッキに戻し、シャッフルする」: the shuffle after the move can always be done
            continue
        if kind is _K_PAY_COUNTER:
            if game.counters.get(effect.filter.name_contains, 0) < effect.n:
                return False
            continue
        if kind is _K_DYNAMIS_FACE_UP:  # face-down Dynamis cards of the filter (never the card paying)
            if source is not None and source.zone == "dynamis" and effect.filter.matches(source.card):
                return False
            if sum(1 for c in game.dynamis if effect.filter.matches(c)) < effect.n:
                return False
            continue
        if kind is _K_DYNAMIS_FACE_DOWN:  # face-up Dynamis cards of the filter (never the card paying)
            paying = source.card if source is not None else None
            if sum(1 for c in game.dynamis_face_up if c is not paying and effect.filter.matches(c)) < effect.n:
                return False
            continue
        if kind is _K_CHOOSE_ZX:  # Z/X of yours slept or destroyed (payable.payment_effects)
            if len(own_choices(game, effect, unit)) < effect.n:
                return False
            continue
        if kind is not _K_MOVE:
            raise ValueError(f"no payment check for {kind}")
        if effect.destination == "force" and unit is None:
            return False  # cards put under this card (run.plays.force): only on its square
        if "|" in effect.source:  # the hand and the charge together (effects.two_zone_payments)
            if len(two_zone_cards(game, effect, At(unit, source))) < effect.n:
                return False
            continue
        zone_name = "deck" if effect.source == "deck_top" else effect.source
        zone: list[CardFacts] = (
            [r.card for r in game.resources] if zone_name == "resources" else getattr(game, zone_name)
        )
        others = zone
        if source is not None and zone_name in (source.zone, source.zone + "s"):  # the card paying stays (movers)
            others = [c for c in zone if c is not source.card]
        if len(others) < effect.n or sum(1 for c in others if sees(game, effect.filter, c, zone_name)) < effect.n:
            return False
    return True


_FIRST = itemgetter(0)  # a unit's square, to sort (square, unit) pairs


def next_activation(game: GameAPI, traits: Traits | None = None) -> tuple[Square | Source, Ability] | None:
    """An activated ability the goldfish uses now: of a Z/X of yours, or of a card in your hand, resources, charge or
    trash; read, not used this turn, allowed (807.1b), payable, and not sleeping a Z/X that could still attack.
    `traits`: the game's traits now, when the caller has them (no call of game.traits then)."""
    if traits is None:
        traits = game.traits()
    if not traits.activated:
        return None
    scripts = game.scripts
    never = game.activation_never  # ways no card of the game pays or may play (goldfish.never_paid)
    last = _LAST_PLAN  # asked twice a turn with the same game's traits and never: by identity
    if last[0] is traits and last[1] is never and last[2] is scripts:
        numbers, by_zone = last[3]  # type: ignore[misc]
    else:
        numbers, by_zone = _plan(scripts, traits, never)
        last[:] = [traits, never, scripts, (numbers, by_zone)]
    granted = traits.granted_activated  # activated abilities constant abilities grant (effects.constant_grants)
    if not (numbers or granted):
        return _next_zone_activation(game, by_zone) if by_zone else None  # most decks: no square to look at
    forbidden = game.forbidden_names
    units = []  # a loop: asked twice a turn, and most decks have no such card (no comprehension's frame then)
    for square, unit in game.squares.items():
        if unit.card.number in numbers or granted:
            units.append((square, unit))
    for square, unit in (sorted(units, key=_FIRST) if len(units) > 1 else units) if units else ():
        script = scripts.get(unit.card.number)
        if forbidden and ABILITIES_OF + unit.card.name in forbidden:
            continue
        own = script.activated if script is not None and unit.card.number in numbers else ()
        for ability in (*own, *granted_activated(game, unit)) if granted else own:
            if _used(game, id(unit), ability) or _spent(game, ability) or ability.turn == _OTHERS:
                continue
            if forbidden and ability.once_key and ability.once_key in forbidden:
                continue  # 破天降臨 (1129): one a turn in all
            if forbidden and this_forbidden(game, f"{unit.card.name}:{ability.text}", unit):
                continue  # 「ターン終了時まで、あなたは(《同名》の)この能力をプレイできない」 (run.plays.forbid_ability)
            for way in (ability, *ability.ways) if ability.ways else (ability,):  # 「AかB」: the first payable
                if not (never and id(way) in never) and _square_way(game, square, unit, way):
                    return square, way
    return _next_zone_activation(game, by_zone) if by_zone else None


# The last ask's traits, never and scripts (by identity) and its plan: the cards whose activated abilities on squares
# a card of the game may pay, and the zones to look at (_zone_numbers). An ability every way of which is in `never`
# is passed over at every ask (the same answer: not played), so a card with only such ones is not looked at, and a
# deck with none to look at (black's, green's zones) asks nothing.
_LAST_PLAN: list[object] = [None, None, None, (frozenset(), ())]


def _never(ability: Ability, never: frozenset[int]) -> bool:
    """Whether no way of the ability is paid by a card of the game (goldfish.never_paid)."""
    return id(ability) in never and all(id(w) in never for w in ability.ways)


def _plan(scripts: Mapping[str, CardScript], traits: Traits, never: frozenset[int]) -> tuple[frozenset[str], ByZone]:
    """The cards of `traits.square_activated` with an ability some way of which may be paid, and the zones to look
    at with their cards' numbers."""
    numbers = frozenset(
        n
        for n in traits.square_activated
        if n not in scripts or not all(_never(a, never) for a in scripts[n].activated)
    )
    zones = _zone_numbers(scripts, traits.zone_activated, never) if traits.zone_activated else ()
    return numbers, zones


def _used(game: GameAPI, key: int, ability: Ability) -> bool:
    """Whether the ability was played this turn (by `key`: its unit's id, 0 outside the squares), paid any way, as
    many times as its text allows (once, or N for ≪ターンN≫ / 「1ターンにN回」: effects.per_turn)."""
    used = game.used_this_turn
    plays = used.get((key, id(ability)), 0)
    for way in ability.ways:
        plays += used.get((key, id(way)), 0)
    return plays >= ability.plays_per_turn


def _square_way(game: GameAPI, square: Square, unit: OnSquare, ability: Ability) -> bool:
    """Whether the goldfish plays the ability of `unit` paid this way now: payable, allowed (807.1b), gaining it
    something, and not sleeping or moving off a Z/X that could still attack."""
    if ability.sleep_self and (not unit.rebooted or game.can_attack_player(square)):
        return False
    leaves = any(e.kind is _K_DESTROY_SELF or (e.kind is _K_MOVE and e.source == "self") for e in ability.payment)
    if leaves and game.can_attack_player(square):
        return False  # the goldfish keeps a Z/X that can still attack rather than move it off to pay
    for e in ability.effects:  # a loop, not any() on a generator: asked twice a turn
        if _gains(game, e, unit):
            break
    else:
        return False  # nothing it does gains the goldfish something now (as _worth_it, for a square)
    if not game.can_pay(ability.cost, ability.cost_colors) or not can_pay_payment(game, ability, None, unit):
        return False
    return conditions_hold(game, ability.play_conditions, unit) and conditions_hold(game, ability.conditions, unit)


def _next_zone_activation(game: GameAPI, by_zone: ByZone) -> tuple[Source, Ability] | None:
    """An activated ability valid in your hand, resources, charge, trash, remove zone or Dynamis (803.1d; in one of two:
    「手札とトラッシュ」) that the goldfish plays now, looked for in the zones of `by_zone` (_plan); it plays each such
    ability once a turn at most, whichever copy has it."""
    scripts, forbidden = game.scripts, game.forbidden_names
    never = game.activation_never
    for zone, numbers in by_zone:
        # in order: hand, resources, charge, trash, remove zone, Dynamis face down (effects.dynamis_activated), face up
        cards = getattr(game, zone) if zone in _LISTS else _ZONE_CARDS[zone](game)  # a list of the game: no call
        seen: set[int] | None = None  # made for the first card of `numbers` (most zones hold none)
        for i, card in enumerate(cards):
            if card.number not in numbers:
                continue
            if seen is None:
                seen = set()
            elif id(card) in seen:
                continue
            script = scripts[card.number]
            seen.add(id(card))
            if forbidden and ABILITIES_OF + card.name in forbidden:
                continue
            for ability in script.zone_activated:
                if never and id(ability) in never and all(id(w) in never for w in ability.ways):
                    continue  # never paid: not worth asking whether it gains anything (the same answer: no)
                if (
                    zone not in (_ZONES.get(ability.zone) or _zones(ability.zone))
                    or _used(game, 0, ability)
                    or ability.turn == _OTHERS
                    or _spent(game, ability)
                    or not _worth_it(game, ability, card)
                ):
                    continue
                if forbidden and ability.once_key and ability.once_key in forbidden:
                    continue
                if forbidden and this_forbidden(game, f"{card.name}:{ability.text}"):
                    continue  # 「ターン終了時まで、あなたは《同名》のこの能力をプレイできない」 (run.plays.forbid_ability)
                source = Source(zone, card)
                for way in (ability, *ability.ways) if ability.ways else (ability,):  # 「AかB」: the first payable
                    if not (never and id(way) in never) and _zone_way(game, source, i, way):
                        return source, way
    return None


def _zone_way(game: GameAPI, source: Source, i: int, ability: Ability) -> bool:
    """Whether the goldfish plays the ability of the card at index `i` of `source`'s zone paid this way now."""
    zone, card = source.zone, source.card
    if zone.startswith("dynamis") and _pays_with_attackers(game, ability):
        return False
    exclude = None
    if ability.sleep_self:
        if zone != "resource" or not game.resources[i].rebooted:
            return False
        exclude = i  # it sleeps itself: it pays no resource cost
    if not game.can_pay(ability.cost, ability.cost_colors, exclude) or not can_pay_payment(game, ability, source):
        return False
    return conditions_hold(game, ability.play_conditions, card) and conditions_hold(game, ability.conditions, card)


# The zones an activated ability outside the squares may be valid in, in the order they are looked at.
_ZONE_CARDS: dict[str, Callable[[GameAPI], list[CardFacts]]] = {
    "hand": lambda game: game.hand,
    "resource": lambda game: [r.card for r in game.resources],
    "charge": lambda game: game.charge,
    "trash": lambda game: game.trash,
    "removed": lambda game: game.removed,
    "dynamis": lambda game: game.dynamis,
    "dynamis_face_up": lambda game: game.dynamis_face_up,
    "force": lambda game: game.face_up_force(),  # the face-up force of your Z/X (803.1d, 312.3)
}
# Per scripts: the zones (in that order) where an ability of a card of `zone_activated` is valid, each with those
# cards' numbers; a zone where none is valid is not looked at, nor an ability no card of the game pays (`never`).
ByZone = tuple[tuple[str, frozenset[str]], ...]
_LISTS = frozenset({"hand", "charge", "trash", "removed", "dynamis", "dynamis_face_up"})  # the game's own lists
_BY_ZONE: dict[tuple[int, int], tuple[Mapping[str, CardScript], frozenset[str], frozenset[int], ByZone]] = {}


def _zone_numbers(scripts: Mapping[str, CardScript], numbers: frozenset[str], never: frozenset[int]) -> ByZone:
    key = (id(numbers), id(never))
    hit = _BY_ZONE.get(key)
    if hit is not None and hit[0] is scripts and hit[1] is numbers and hit[2] is never:
        return hit[3]
    if len(_BY_ZONE) > 64:
        _BY_ZONE.clear()
    found: dict[str, set[str]] = {}
    for number in numbers:
        for ability in scripts[number].zone_activated:
            if _never(ability, never):
                continue
            for zone in _ZONES.get(ability.zone) or _zones(ability.zone):
                found.setdefault(zone, set()).add(number)
    by_zone = tuple((zone, frozenset(found[zone])) for zone in _ZONE_CARDS if zone in found)
    _BY_ZONE[key] = (scripts, numbers, never, by_zone)
    return by_zone


def _pays_with_attackers(game: GameAPI, ability: Ability) -> bool:
    """Whether a payment that takes Z/X of yours off the squares (「スクエアにあるあなたのリブートのゼクスをN枚
    トラッシュに置く」) would be made while one of yours can still attack the opponent: the goldfish keeps its
    attackers and pays after the battles (601.1), with the Z/X that did not attack (asked for the Dynamis abilities,
    effects.dynamis_activated, which put a Z/X EX in the place of the Z/X paid)."""
    if not any(e.kind is _K_CHOOSE_ZX for e in ability.payment):
        return False
    return any(u.rebooted and game.can_attack_player(sq) for sq, u in game.squares.items())


def _gains(game: GameAPI, effect: Effect, unit: OnSquare) -> bool:
    """Whether an effect of an ability of `unit`, a Z/X of yours on a square, can gain the goldfish something now: as
    for a card outside the squares (`_worth_it`), and a choice among the Z/X on squares when it reboots a slept Z/X
    of yours it may choose, harms an opponent's Z/X there is (never only yours: run.squares.choose_zx), or raises the
    power or Range of a Z/X of yours it may choose against a defender (run.choices.choice_gains)."""
    scope = effect.to.split()
    if effect.kind is not _K_CHOOSE_ZX or "opponent" in scope:
        return useful(effect) and acts_now(game, effect)
    if effect.rest == "reboot":
        return any(
            not u.rebooted and u.card.type in ATTACKERS_ON_SQUARES and effect.filter.matches(u.card)
            and not ("others" in scope and u is unit)
            for u in game.squares.values()
        )  # fmt: skip
    return choice_gains(game, effect, unit)


def _worth_it(game: GameAPI, ability: Ability, card: CardFacts) -> bool:
    """Whether the goldfish plays an ability of a card outside the squares: only when something it does can gain
    the goldfish something, and never to play an event whose effect it does not know."""
    for e in ability.effects:  # a loop, not any() on a generator: asked twice a turn
        if (useful(e) and acts_now(game, e)) or choice_gains(game, e):
            break
    else:
        return False
    if card.type is not _CT_EVENT:
        return True
    return not (any(e.kind is _K_PLAY_SELF for e in ability.effects) and not game.has_effect(card))


def activate(game: GameAPI, where: Square | Source, ability: Ability) -> None:
    """807: pay an activated ability (resources 805, sleep 807.1a, other payments) and resolve it."""
    if isinstance(where, Source):
        _activate_in_zone(game, where, ability)
        return
    unit = game.squares[where]
    if not game.pay(ability.cost, ability.cost_colors):
        return
    slept = ability.sleep_self and unit.rebooted
    if ability.sleep_self:
        unit.rebooted = False
    since = game.vacated[0]  # the squares its payment empties count for 「そのゼクスがあった」
    for effect in ability.payment:
        apply(game, effect, At(unit))
    key = (id(unit), id(ability))  # counted: played once a turn, or as often as its text allows (_used)
    game.used_this_turn[key] = game.used_this_turn.get(key, 0) + 1
    if ability.once_per_game:
        game.lost_abilities.add(ZEXTEND_DRIVE_PLAYED)
    if ability.once_key:
        game.forbidden_names.add(ability.once_key)
    if game.log_enabled:
        game.note("activate", "807", f"{unit.card.name}: paid {ability.cost}")
    resolve(game, ability, unit, unit.card.name, since=since)
    if slept and not (game.defeated or game.won):
        fire_slept(game, [unit])  # 1003.2: slept as the payment (807.1a), set off while it was played
    if not (game.defeated or game.won):
        fire_activated(game, unit.card)  # 808: what its play set off, once it has resolved


def _activate_in_zone(game: GameAPI, source: Source, ability: Ability) -> None:
    """807 for an ability of a card in a zone other than the squares: ≪スリープ≫ sleeps the card in the resources;
    a payment that moves the card moves it out of that zone before the effects resolve."""
    slept = None
    if ability.sleep_self:
        slept = next(r for r in game.resources if r.card is source.card and r.rebooted)
        slept.rebooted = False
    if not game.pay(ability.cost, ability.cost_colors):  # the slept card is slept: it pays nothing
        return
    game.used_this_turn[0, id(ability)] = game.used_this_turn.get((0, id(ability)), 0) + 1
    if ability.once_per_game:
        game.lost_abilities.add(ZEXTEND_DRIVE_PLAYED)
    if ability.once_key:
        game.forbidden_names.add(ability.once_key)
    since = game.vacated[0]
    for effect in ability.payment:
        apply(game, effect, At(None, source))
    if game.log_enabled:
        game.note("activate", "807", f"{source.card.name} ({source.zone}): paid {ability.cost}")
    resolve(game, ability, None, source.card.name, source, since=since)
    if not (game.defeated or game.won):
        fire_activated(game, source.card)  # 808: what its play set off, once it has resolved
