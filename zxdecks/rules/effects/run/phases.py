"""The triggers of a moment of the turn rather than of a card's move: the start of a phase (501.2) for the abilities
valid on squares, face up in the Dynamis, in the resources or in the trash; the end of the turn outside the
squares (507.3); and the special abilities set off by damage (813.3)."""

from __future__ import annotations

from collections.abc import Mapping

from zxdecks.rules.board import OPPONENT_PLAYER_SQUARE, OnSquare
from zxdecks.rules.cards import CardFacts, CardType
from zxdecks.rules.effects.api import GameAPI
from zxdecks.rules.effects.language import PLAYED, Ability, CardScript, Trigger
from zxdecks.rules.effects.run.resolve import by_ability_of, fire, resolve
from zxdecks.rules.effects.run.table import Source
from zxdecks.rules.effects.run.ways import came_as_told
from zxdecks.rules.effects.traits import Traits

# The zones outside the squares whose cards' abilities a moment of the turn sets off (803.1d), as Source zones.
ZONES = ("dynamis", "resource", "charge", "trash", "removed")
_SOURCE_ZONE = {
    "dynamis": "dynamis_face_up", "resource": "resource", "trash": "trash", "charge": "charge", "removed": "removed",
}  # fmt: skip


def _cards(game: GameAPI, zone: str) -> list[CardFacts]:
    if zone == "resource":
        return [r.card for r in game.resources]
    if zone == "removed":
        return list(game.removed)
    return list(game.dynamis_face_up if zone == "dynamis" else game.charge if zone == "charge" else game.trash)


def fire_moment(
    game: GameAPI, trigger: Trigger, own: bool, zones: tuple[str, ...] = ZONES, squares: bool = True
) -> None:
    """Resolve the abilities `trigger` sets off in your turn (`own`) or the opponent's: those of your Z/X on squares
    (with `squares`), then of your cards in `zones` (a part of ZONES), each card in the zone its ability is valid in,
    in ZONES order."""
    traits = game.traits()
    if trigger not in traits.triggers:
        return
    if squares:
        scripts = game.scripts
        hit = _LAST_CARDS[0]  # trigger_cards(scripts), read here without its call when it is the last mapping asked
        numbers = (hit[1] if hit[0] is scripts else trigger_cards(scripts)).get(trigger)  # the cards it sets off
        if numbers is None:  # no script of the game has it on squares: no unit looked at, what the loop asks, asked
            if game.squares and (game.defeated or game.won):
                return
        else:
            for unit in list(game.squares.values()):
                if game.scripts is not scripts:  # what fired shifted a card: the new mapping's cards
                    scripts = game.scripts
                    numbers = trigger_cards(scripts).get(trigger, frozenset())
                if unit.card.number in numbers and game.squares_holding(unit) is not None:
                    fire(game, trigger, unit, own)
                if game.defeated or game.won:
                    return
    if trigger not in traits.zone_triggers:
        return  # no card of the deck has such an ability valid outside the squares
    for zone, field, numbers in _zones_in_order(game.scripts, trigger):  # only where a card has such an ability
        if zone not in zones or not getattr(game, field):
            continue  # not this moment's zone, or empty (not copied)
        for card in _cards(game, zone):
            if card.number not in numbers:
                continue
            script = game.scripts.get(card.number)
            abilities = script.in_dynamis.get(trigger, ()) if script is not None else ()
            for ability in abilities:
                if ability.zone != zone or not _in_turn(ability, own):
                    continue
                if game.index_of(_SOURCE_ZONE[zone], card) is None:
                    break  # an ability before it moved the card away
                resolve(game, ability, None, card.name, Source(_SOURCE_ZONE[zone], card))
                if game.defeated or game.won:
                    return


# Per scripts and trigger: the zones with abilities that trigger sets off, each with the numbers of their cards.
_BY_ZONE: dict[tuple[int, Trigger], tuple[Mapping[str, CardScript], dict[str, frozenset[str]]]] = {}


def _zone_numbers(scripts: Mapping[str, CardScript], trigger: Trigger) -> dict[str, frozenset[str]]:
    hit = _BY_ZONE.get((id(scripts), trigger))
    if hit is not None and hit[0] is scripts:
        return hit[1]
    if len(_BY_ZONE) > 256:
        _BY_ZONE.clear()
    found: dict[str, set[str]] = {}
    for number, script in scripts.items():
        for ability in script.in_dynamis.get(trigger, ()):
            found.setdefault(ability.zone, set()).add(number)
    by_zone = {zone: frozenset(numbers) for zone, numbers in found.items()}
    _BY_ZONE[(id(scripts), trigger)] = (scripts, by_zone)
    return by_zone


# The same, as (zone, numbers) pairs in ZONES order with the game's list of each zone: the zones where no card has
# such an ability are not looked at (most decks have one zone, often empty: black's face-up Dynamis).
_IN_ORDER: dict[tuple[int, Trigger], tuple[Mapping[str, CardScript], tuple[tuple[str, str, frozenset[str]], ...]]] = {}
_ZONE_LIST = {
    "dynamis": "dynamis_face_up", "resource": "resources", "charge": "charge", "trash": "trash", "removed": "removed",
}  # fmt: skip


def _zones_in_order(scripts: Mapping[str, CardScript], trigger: Trigger) -> tuple[tuple[str, str, frozenset[str]], ...]:
    hit = _IN_ORDER.get((id(scripts), trigger))
    if hit is not None and hit[0] is scripts:
        return hit[1]
    if len(_IN_ORDER) > 256:
        _IN_ORDER.clear()
    found = _zone_numbers(scripts, trigger)
    order = tuple((zone, _ZONE_LIST[zone], found[zone]) for zone in ZONES if zone in found)
    _IN_ORDER[(id(scripts), trigger)] = (scripts, order)
    return order


def fire_damaged_opponent(game: GameAPI, unit: OnSquare) -> None:
    """1002.3: `unit` dealt damage to the opponent, in battle (604.3c) or by its ability (815.3: the ability's
    source deals it): its 「このカードが相手にダメージを与える」 and the 「あなたの<filter>が相手にダメージを与える」
    of your cards it matches resolve."""
    if game.defeated or game.won:
        return
    traits = game.traits()  # most decks: neither trigger, granted or not (nothing to ask of each unit)
    own = not game.opponents_turn  # an ability's damage may come in the opponent's turn (its ≪自分ターン≫ mark)
    if Trigger.DAMAGES_OPPONENT in traits.triggers or Trigger.DAMAGES_OPPONENT in traits.granted_triggers:
        fire(game, Trigger.DAMAGES_OPPONENT, unit, own)
    if Trigger.ZX_DAMAGES_OPPONENT in traits.triggers:
        fire_entered(game, unit, Trigger.ZX_DAMAGES_OPPONENT, own)


def fire_rebooted(game: GameAPI, units: list[OnSquare]) -> None:
    """1003.1: `units` of yours went from slept to rebooted (your reboot phase, 502.1, or an effect): the
    「このカードがリブートする」 of each and the 「スクエアにある…あなたの<filter>がリブートする」 of your Z/X each matches
    resolve, unit by unit."""
    triggers = game.traits().triggers
    if Trigger.REBOOTS not in triggers and Trigger.ZX_REBOOTS not in triggers:
        return
    own = not game.opponents_turn
    for unit in units:
        if game.defeated or game.won or game.squares_holding(unit) is None:
            continue
        fire(game, Trigger.REBOOTS, unit, own)
        fire_entered(game, unit, Trigger.ZX_REBOOTS, own)


def fire_destroyed_opponent(game: GameAPI, unit: OnSquare, costs: list[int]) -> None:
    """1203.2, 1204.3: `unit` of yours destroyed the opponent's Z/X of `costs`, in battle or by its ability: once a
    Z/X, its 「このカードが相手のゼクスを破壊する」 and the 「あなたの<filter>が(、このカードのコスト以上のコストの)
    相手のゼクスを破壊する」 of your cards it matches resolve."""
    own = not game.opponents_turn
    for cost in costs:
        if game.defeated or game.won:
            return
        if game.squares_holding(unit) is not None:
            fire(game, Trigger.DESTROYS_OPPONENT, unit, own)
        fire_entered(game, unit, Trigger.ZX_DESTROYS_OPPONENT, own, cost)


def fire_opponent_destroyed(game: GameAPI, costs: list[int]) -> None:
    """1008: the opponent's Z/X of `costs` were destroyed (in battle, 1203.2; by an ability of yours, 904 after its
    damage or power, 1204.3): once a Z/X, the 「相手の(コストN以上の)ゼクスが破壊される」 abilities of your Z/X on
    squares, then of your cards in the zones they are valid in, resolve when the destroyed Z/X's cost matches their
    filter, or for 「…が(あなたの)<filter>の能力で破壊される」 when an ability of a card of the filter destroyed it."""
    trigger = Trigger.OPPONENT_ZX_DESTROYED
    if trigger not in game.traits().triggers:
        return
    own = not game.opponents_turn
    for cost in costs:
        victim = OnSquare(CardFacts("opponent", "", CardType.ZX, cost=cost))  # a defender has a cost, no name
        for unit in list(game.squares.values()):
            if game.squares_holding(unit) is not None:
                fire(game, trigger, unit, own, by=victim)
            if game.defeated or game.won:
                return
        found = _zone_numbers(game.scripts, trigger)
        for zone in ZONES:
            numbers = found.get(zone, frozenset())
            for card in _cards(game, zone) if numbers else ():
                script = game.scripts.get(card.number) if card.number in numbers else None
                for ability in script.in_dynamis.get(trigger, ()) if script is not None else ():
                    if ability.zone != zone or not _in_turn(ability, own):
                        continue
                    wanted = ability.trigger_filter
                    told = by_ability_of(game, wanted) if ability.trigger_way else wanted.matches(victim.card)
                    if not told or game.index_of(_SOURCE_ZONE[zone], card) is None:
                        continue
                    resolve(game, ability, None, card.name, Source(_SOURCE_ZONE[zone], card))
                    if game.defeated or game.won:
                        return


def fire_player_damaged(game: GameAPI, you: bool) -> None:
    """907.1: you (`you`) or the opponent took damage, its points done (goldfish.damage): 「あなたがダメージを受ける」
    or 「相手がダメージを受ける」 (「あなたか相手が…」 either) of your Z/X on squares and of your cards in the zones
    resolve; for you, 「あなたがこのカードの能力でダメージを受ける」 of the Z/X whose ability dealt it (815.3)."""
    triggers = game.traits().triggers
    own = not game.opponents_turn
    if you and Trigger.YOU_DAMAGED_BY_THIS in triggers and game.by_ability and game.causes:
        dealer = game.causes[-1]
        for unit in list(game.squares.values()):
            if unit.card is dealer and game.squares_holding(unit) is not None:
                fire(game, Trigger.YOU_DAMAGED_BY_THIS, unit, own)
    if not (game.defeated or game.won):
        fire_moment(game, Trigger.YOU_DAMAGED if you else Trigger.OPPONENT_DAMAGED, own)


def fire_life_decreased(game: GameAPI) -> None:
    """1012.1: a card left the opponent's life (a point of its damage, 907.2d: its only way in the goldfish):
    「相手のライフが減少する」."""
    fire_moment(game, Trigger.OPPONENT_LIFE_DECREASED, not game.opponents_turn)


def fire_recovered(game: GameAPI, points: int) -> None:
    """1013.1a/b: you recovered `points` (each point a recovery; 1013.1c: a card put into the life another way is
    not): 「あなたが回復する」, once a point, after the recovery."""
    for _ in range(points if Trigger.RECOVERED in game.traits().triggers else 0):
        fire_moment(game, Trigger.RECOVERED, not game.opponents_turn)
        if game.defeated or game.won:
            return


# Enum members read on hot paths, as constants: read through the class, each costs the enum metaclass's
# attribute hook (Python 3.11).
_T_SLEEPS = Trigger.SLEEPS
_T_ZX_DESTROYED = Trigger.ZX_DESTROYED
_T_ZX_ENTERS = Trigger.ZX_ENTERS


def fire_slept(game: GameAPI, units: list[OnSquare]) -> None:
    """1003.2: `units` of yours went from rebooted to slept (an attack, 602.1d; ≪スリープ≫ paid, 807.1a; an
    effect): the 「このカードがスリープする」 abilities of each resolve."""
    if _T_SLEEPS not in game.traits().triggers:
        return  # no card of the deck has one
    own = not game.opponents_turn
    for unit in units:
        if game.defeated or game.won:
            return
        script = game.scripts.get(unit.card.number)
        if script is not None and _T_SLEEPS in script.by_trigger and game.squares_holding(unit) is not None:
            fire(game, _T_SLEEPS, unit, own)


def fire_event_played(game: GameAPI, card: CardFacts) -> None:
    """806: you played the event `card`; once it has resolved and gone to the trash (806.3b; 808: its trigger waits
    for the pre-processing after it), the 「あなたが<filter>をプレイする」 abilities of your Z/X on squares whose
    filter it matches resolve (in the opponent's turn too: a card played from the life, 907.2e)."""
    script = game.scripts.get(card.number) if game.scripts else None
    if (
        script is not None and script.plays_once_per_turn
    ):  # 「《同名》は1ターンに1回しかプレイできない」 (run.play_allowed)
        game.forbidden_names.add(PLAYED + card.name)
    if not game.scripts or Trigger.EVENT_PLAYED not in game.traits().triggers:
        return
    played = OnSquare(card, entered_how="played")  # played (806): 「あなたが「X」をプレイする」's way (trigger_ways)
    for unit in list(game.squares.values()):
        if game.squares_holding(unit) is not None:
            fire(game, Trigger.EVENT_PLAYED, unit, not game.opponents_turn, by=played)
        if game.defeated or game.won:
            return


def fire_drawn(game: GameAPI, drawn: int, by_ability: bool = True) -> None:
    """1005: you drew `drawn` cards (one at a time: each card drawn is an event, 808), by an ability or not (the
    draw phase, 503.3; a payment): the 「あなたがカードの能力で引く」 (by an ability only) and 「あなたがカードを引く」
    abilities of your cards resolve once a card, after what drew."""
    triggers = game.traits().triggers
    fired = [
        t for t in (Trigger.DRAWN_BY_ABILITY, Trigger.DRAWS) if t in triggers and (by_ability or t is Trigger.DRAWS)
    ]
    for _ in range(drawn if fired else 0):
        for trigger in fired:
            fire_moment(game, trigger, not game.opponents_turn)
            if game.defeated or game.won:
                return


def fire_activated(game: GameAPI, card: CardFacts) -> None:
    """807: you played an activated ability of `card` and it resolved (the triggered abilities wait until then,
    808): the 「あなたが「X」の≪起≫能力をプレイする」 abilities of your cards in the Dynamis, face down or face up
    (803.1e: 【有効】デュナミス names no face), whose X is `card`, then those of your Z/X on squares (「あなたが≪起≫能力を
    プレイする」: any card's), resolve."""
    if Trigger.ACTIVATED_PLAYED not in game.traits().triggers:
        return
    played = OnSquare(card)  # the card whose ability it was, as the trigger's filter sees it
    for unit in list(game.squares.values()):
        if game.squares_holding(unit) is not None and not (game.defeated or game.won):
            fire(game, Trigger.ACTIVATED_PLAYED, unit, not game.opponents_turn, by=played)
    for zone in ("dynamis", "dynamis_face_up"):
        for held in list(getattr(game, zone)):
            script = game.scripts.get(held.number)
            for ability in script.in_dynamis.get(Trigger.ACTIVATED_PLAYED, ()) if script is not None else ():
                if not ability.trigger_filter.matches(card) or game.index_of(zone, held) is None:
                    continue
                resolve(game, ability, None, held.name, Source(zone, held))
                if game.defeated or game.won:
                    return


def fire_opponent_entered(game: GameAPI, square: tuple[int, int]) -> None:
    """A Z/X of the opponent entered `square` (its defender, in its turn): the 「相手のゼクスが(ノーマルスクエアに)
    登場する」 abilities of your Z/X on squares resolve (the second only for a normal square, 303.3b)."""
    triggers = game.traits().triggers
    defender = game.opponent_squares.get(square)
    # the defender as a card of its cost only (board.OpposingZX: a power, a cost, no name): the reader reads no
    # other filter on it (effects.trigger_ways.read_opponent_cost)
    entered = OnSquare(CardFacts("opponent", "", CardType.ZX, cost=defender.cost if defender else None))
    held, game.entering_defender = game.entering_defender, defender  # 「登場した相手のゼクス」 (effects.zx_states)
    try:
        _fire_opponent_entered(game, square, triggers, entered)
    finally:
        game.entering_defender = held


def _fire_opponent_entered(
    game: GameAPI, square: tuple[int, int], triggers: frozenset[Trigger], entered: OnSquare
) -> None:
    for trigger in (Trigger.OPPONENT_ZX_ENTERS, Trigger.OPPONENT_ZX_ENTERS_NORMAL):
        if trigger not in triggers or (
            trigger is Trigger.OPPONENT_ZX_ENTERS_NORMAL and square == OPPONENT_PLAYER_SQUARE
        ):
            continue
        for unit in list(game.squares.values()):
            if game.squares_holding(unit) is not None:
                fire(game, trigger, unit, own=False, by=entered)  # its trigger filter: the defender's cost
            if game.defeated or game.won:
                return


def _in_turn(ability: Ability, own: bool) -> bool:
    return not ability.turn or ability.turn == ("own" if own else "opponent")


def fire_lethal_damage(game: GameAPI, amount: int) -> None:
    """813.3: damage of `amount` is recorded against you (907.1): the special abilities 「あなたがあなたのライフ以上の
    ダメージを受ける際」 of your Z/X on squares are carried out while the damage is still your life or more (each
    「…してよい」: the goldfish uses no more of them than it needs); one that says it is then lost is not used again
    by that card this game."""
    if Trigger.LETHAL_DAMAGE not in game.traits().triggers:
        return
    for unit in list(game.squares.values()):
        script = game.scripts.get(unit.card.number)
        for ability in script.by_trigger.get(Trigger.LETHAL_DAMAGE, ()) if script is not None else ():
            key = (id(unit), id(ability))
            if amount < len(game.life) or key in game.lost_abilities or game.squares_holding(unit) is None:
                continue
            if resolve(game, ability, unit, unit.card.name) and ability.once_per_game:
                game.lost_abilities.add(key)
            if game.defeated or game.won:
                return


def fire_entered(
    game: GameAPI,
    entered: OnSquare,
    trigger: Trigger = _T_ZX_ENTERS,
    own: bool | None = None,
    victim_cost: int | None = None,
    traits: Traits | None = None,
) -> None:
    """A Z/X of yours entered a square (or, with another `trigger`, was destroyed or destroyed an opponent's Z/X by
    its attack): the 「(このカードか)あなたの<filter>が登場する/破壊される/攻撃によって相手のゼクスを破壊する」
    abilities of your Z/X on squares it matches resolve; a destroyed Z/X's own ones too (it looks back, 1008).
    `traits`: the game's traits now, when the caller has them (no call of game.traits then)."""
    if traits is None:
        traits = game.traits()
    if trigger not in traits.triggers:
        return
    scripts = game.scripts
    hit = _LAST_CARDS[0]  # trigger_cards(scripts), read here without its call when it is the last mapping asked
    numbers = (hit[1] if hit[0] is scripts else trigger_cards(scripts)).get(trigger)  # the cards it sets off
    if numbers is None:  # none: no unit to look at (most games, most triggers); what the loop would ask, asked
        if (game.squares or trigger in _LOOKS_BACK) and (game.defeated or game.won):
            return
    else:
        units = list(game.squares.values())
        if trigger in _LOOKS_BACK and game.squares_holding(entered) is None:
            units.insert(0, entered)  # it looks back (1008, 905.1)
        for unit in units:
            if unit.card.number in numbers and (unit is entered or game.squares_holding(unit) is not None):
                # (still on a square: asked last)
                fire(game, trigger, unit, own, by=entered, traits=traits if game.scripts is scripts else None)
            if game.defeated or game.won:
                return
    if game.scripts is not scripts:  # what fired shifted a card: the traits of the scripts now
        traits = game.traits()
    if trigger in _IN_ZONES and trigger in traits.zone_triggers:
        _entered_in_zones(game, entered, trigger, own, victim_cost)


# The last scripts mapping asked (by identity) and its trigger_cards: a game asks with its own at every entering.
_LAST_CARDS: list[tuple[object, dict[Trigger, frozenset[str]]]] = [(None, {})]  # one pair: read and set at once


def trigger_cards(scripts: Mapping[str, CardScript]) -> dict[Trigger, frozenset[str]]:
    """Per trigger of some script's by_trigger, the numbers of the cards whose script has it (worked out once a
    scripts mapping, as its traits are: the Z/X on squares not among them are not looked at, fire_entered)."""
    hit = _LAST_CARDS[0]
    if hit[0] is scripts:
        return hit[1]
    found: dict[Trigger, set[str]] = {}
    for number, script in scripts.items():
        for trigger in script.by_trigger:
            found.setdefault(trigger, set()).add(number)
    cards = {trigger: frozenset(numbers) for trigger, numbers in found.items()}
    _LAST_CARDS[0] = (scripts, cards)
    return cards


# The triggers on a Z/X of yours that abilities valid outside the squares have (effects.triggers).
_IN_ZONES = frozenset(
    {
        Trigger.ZX_ENTERS, Trigger.ZX_DAMAGES_OPPONENT, Trigger.ZX_DESTROYS_BY_ATTACK, Trigger.ZX_DESTROYS_OPPONENT,
        Trigger.ZX_DESTROYED, Trigger.ANY_ATTACK, Trigger.ZX_LEFT,
    }
)  # fmt: skip


def fire_resources_rebooted(game: GameAPI, n: int) -> None:
    """1003.1: n resources of yours rebooted by the ability resolving now (run.zones.reboot_resources): the
    「あなたのリソースにあるカードが<filter>の能力でリブートする」 of your Z/X on squares, once a card (the filter on the card
    whose ability it is: run.resolve.fire, the way "by_ability")."""
    if Trigger.RESOURCES_REBOOTED not in game.traits().triggers:
        return
    for _ in range(n):
        for unit in list(game.squares.values()):
            if game.squares_holding(unit) is not None:
                fire(game, Trigger.RESOURCES_REBOOTED, unit, not game.opponents_turn)
            if game.defeated or game.won:
                return


_LOOKS_BACK = frozenset({Trigger.ZX_DESTROYED, Trigger.ZX_LEFT})


def fire_left(game: GameAPI, unit: OnSquare, cause: CardFacts | None) -> None:
    """905.1, 702.2b: `unit` left the squares (queued by the move, fired at the pre-processing after it, Game.check_rules):
    its 「このカードがスクエアから離れる」 (LEAVES, the cause its way may name), then the 「(このカード以外の)あなたの
    <filter>がスクエアから離れる」 of your Z/X on squares, of `unit` itself, and of your cards in the other zones."""
    own = not game.opponents_turn  # the turn marks (803.1f)
    fire(game, Trigger.LEAVES, unit, own, cause=cause)
    if Trigger.ZX_LEFT in game.traits().triggers and not (game.defeated or game.won):
        fire_entered(game, unit, Trigger.ZX_LEFT, own)


def fire_attacked_in_zones(game: GameAPI, attacker: OnSquare) -> None:
    """602.1e: `attacker` of yours attacks: the 「あなたの<filter>が攻撃する」 abilities of your cards valid in the
    Dynamis (face up), resources, charge, trash or remove zone it matches resolve (those on squares: goldfish.battle)."""
    if Trigger.ANY_ATTACK in game.traits().zone_triggers:
        _entered_in_zones(game, attacker, Trigger.ANY_ATTACK, not game.opponents_turn)


def _entered_in_zones(
    game: GameAPI,
    entered: OnSquare,
    trigger: Trigger = Trigger.ZX_ENTERS,
    own: bool | None = None,
    victim_cost: int | None = None,
) -> None:
    """The 「あなたの<filter>が登場する」 (or, with `trigger`, 「…が相手にダメージを与える」) abilities of your cards
    valid in the Dynamis (face up), resources, charge or trash (803.1d) that the Z/X matches, each card in the zone
    its ability is valid in."""
    # the zones where a card has such an ability, and those cards; an empty zone is not copied (_cards)
    for zone, field, numbers in _zones_in_order(game.scripts, trigger):
        if not getattr(game, field):
            continue
        for card in _cards(game, zone):
            if card.number not in numbers:
                continue
            script = game.scripts.get(card.number)
            for ability in script.in_dynamis.get(trigger, ()) if script is not None else ():
                if ability.zone != zone or not ability.trigger_filter.matches(entered.card):
                    continue
                if trigger in _LOOKS_BACK and card is entered.card:
                    continue  # the destroyed or gone Z/X itself, just put there: not watching from there yet
                if own is not None and not _in_turn(ability, own):
                    continue
                if ability.trigger_way and not came_as_told(ability, entered, None):
                    continue  # 「…がプレイされて/カードの能力で登場する」: it did not enter so
                if ability.trigger_way == "costlier" and (victim_cost is None or victim_cost < (card.cost or 0)):
                    continue  # 「このカードのコスト以上のコストの相手のゼクス」: a cheaper one
                key = (id(card), id(ability))
                limited = ability.once_per_turn or ability.plays_per_turn > 1  # ≪ターン2≫: twice (effects.per_turn)
                if limited and game.used_this_turn.get(key, 0) >= ability.plays_per_turn:
                    continue
                if game.index_of(_SOURCE_ZONE[zone], card) is None:
                    break  # an ability before it moved the card away
                if limited:
                    game.used_this_turn[key] = game.used_this_turn.get(key, 0) + 1
                resolve(game, ability, None, card.name, Source(_SOURCE_ZONE[zone], card), by=entered)
                if game.defeated or game.won:
                    return
