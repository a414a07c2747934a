"""The triggers of a moment of the turn rather than of a card's move: the start of a phase (501.2) for the abilities
valid on squares, face up in the Dynamis, in the resources or in the trash; the end of the turn outside the
squares (507.3); and the special abilities set off by damage (813.3)."""

from __future__ import annotations

from collections.abc import Mapping

from zxdecks.rules.board import OPPONENT_PLAYER_SQUARE, OnSquare
from zxdecks.rules.cards import CardFacts
from zxdecks.rules.effects.api import GameAPI
from zxdecks.rules.effects.language import Ability, CardScript, Trigger
from zxdecks.rules.effects.run.resolve import fire, resolve
from zxdecks.rules.effects.run.table import Source

# The zones outside the squares whose cards' abilities a moment of the turn sets off (803.1d), as Source zones.
ZONES = ("dynamis", "resource", "charge", "trash")
_SOURCE_ZONE = {"dynamis": "dynamis_face_up", "resource": "resource", "trash": "trash", "charge": "charge"}


def _cards(game: GameAPI, zone: str) -> list[CardFacts]:
    if zone == "resource":
        return [r.card for r in game.resources]
    return list(game.dynamis_face_up if zone == "dynamis" else game.charge if zone == "charge" else game.trash)


def fire_moment(
    game: GameAPI, trigger: Trigger, own: bool, zones: tuple[str, ...] = ZONES, squares: bool = True
) -> None:
    """Resolve the abilities `trigger` sets off in your turn (`own`) or the opponent's: those of your Z/X on squares
    (with `squares`), then of your cards in `zones`, each card in the zone its ability is valid in, in zone order."""
    traits = game.traits()
    if trigger not in traits.triggers:
        return
    if squares:
        for unit in list(game.squares.values()):
            script = game.scripts.get(unit.card.number)
            if script is not None and trigger in script.by_trigger and game.squares_holding(unit) is not None:
                fire(game, trigger, unit, own)
            if game.defeated or game.won:
                return
    found = _zone_numbers(game.scripts, trigger) if trigger in traits.zone_triggers else {}
    for zone in zones:
        numbers = found.get(zone)
        if numbers is None:
            continue  # no card of the deck has such an ability valid there
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


def fire_opponent_entered(game: GameAPI, square: tuple[int, int]) -> None:
    """A Z/X of the opponent entered `square` (its defender, in its turn): the 「相手のゼクスが(ノーマルスクエアに)
    登場する」 abilities of your Z/X on squares resolve (the second only for a normal square, 303.3b)."""
    triggers = game.traits().triggers
    for trigger in (Trigger.OPPONENT_ZX_ENTERS, Trigger.OPPONENT_ZX_ENTERS_NORMAL):
        if trigger not in triggers or (
            trigger is Trigger.OPPONENT_ZX_ENTERS_NORMAL and square == OPPONENT_PLAYER_SQUARE
        ):
            continue
        for unit in list(game.squares.values()):
            if game.squares_holding(unit) is not None:
                fire(game, trigger, unit, own=False)
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


def fire_entered(game: GameAPI, entered: OnSquare, trigger: Trigger = Trigger.ZX_ENTERS) -> None:
    """A Z/X of yours entered a square (or, with another `trigger`, was destroyed or destroyed an opponent's Z/X by
    its attack): the 「(このカードか)あなたの<filter>が登場する/破壊される/攻撃によって相手のゼクスを破壊する」
    abilities of your Z/X on squares it matches resolve; a destroyed Z/X's own ones too (it looks back, 1008)."""
    if trigger not in game.traits().triggers:
        return
    units = list(game.squares.values())
    if trigger is Trigger.ZX_DESTROYED and game.squares_holding(entered) is None:
        units.insert(0, entered)
    scripts = game.scripts
    for unit in units:
        script = scripts.get(unit.card.number)
        if (
            script is not None
            and trigger in script.by_trigger
            and (unit is entered or game.squares_holding(unit) is not None)  # still on a square: asked last
        ):
            fire(game, trigger, unit, by=entered)
        if game.defeated or game.won:
            return
    if trigger is Trigger.ZX_ENTERS and trigger in game.traits().zone_triggers:
        _entered_in_zones(game, entered)


def _entered_in_zones(game: GameAPI, entered: OnSquare) -> None:
    """The 「あなたの<filter>が登場する」 abilities of your cards valid in the Dynamis (face up), resources, charge or
    trash (803.1d) that the entered Z/X matches, each card in the zone its ability is valid in."""
    for zone in ZONES:
        for card in _cards(game, zone):
            script = game.scripts.get(card.number)
            for ability in script.in_dynamis.get(Trigger.ZX_ENTERS, ()) if script is not None else ():
                if ability.zone != zone or not ability.trigger_filter.matches(entered.card):
                    continue
                key = (id(card), id(ability))
                if ability.once_per_turn and key in game.used_this_turn:
                    continue
                if game.index_of(_SOURCE_ZONE[zone], card) is None:
                    break  # an ability before it moved the card away
                if ability.once_per_turn:
                    game.used_this_turn.add(key)
                resolve(game, ability, None, card.name, Source(_SOURCE_ZONE[zone], card), by=entered)
                if game.defeated or game.won:
                    return
