"""The main phase's plays (506.2) in order: hand cards, then cards played from another zone by their own permission
(「【有効】トラッシュ【効果】あなたはこのカードをコストを支払ってプレイしてよい」, effects.zone_plays), then the Dynamis.

A card played from the trash, remove zone, charge or resources is played as from the hand (806): its cost (with its
own changes valid in that zone, run.cost_of) paid from the rebooted resources (805.3; a resource card never pays its
own play: it leaves the resources as it is played), a Z/X entering a legal square (806.3a, entered "played"), an
event resolving and then going to the trash (806.3b) or where its text puts it instead. Which card, if any, goes
through the policy (Policy.zone_play)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from zxdecks.rules.board import ASCENSIONS, SQUARE_TYPES, Resource
from zxdecks.rules.cards import CardFacts, CardType
from zxdecks.rules.effects import run
from zxdecks.rules.effects.language import CardFilter
from zxdecks.rules.goldfish.discounts import discounted, used
from zxdecks.rules.goldfish.payment import can_pay

if TYPE_CHECKING:
    from zxdecks.rules.goldfish.game import Game

# effects.zone_plays' zone keys -> the game's zone names (CardMoves.take)
# 「dynamis_face_up」: the face-up cards of the Dynamis, played only by an effect's permission (effects.play_permits)
GAME_ZONES = {"trash": "trash", "removed": "removed", "charge": "charge", "resource": "resources"}
GAME_ZONES["dynamis_face_up"] = "dynamis_face_up"
_ZONE_NAMES = {**GAME_ZONES, "hand": "hand"}  # an effect plays a card of the hand for its cost too (play_paying)


def main_plays(game: Game) -> None:
    """506.2: the hand's plays the policy makes, then those from other zones, then the Dynamis (an Extra card and a
    shift card, once a turn each)."""
    while not game.won:
        index = game.policy.next_play(game)
        if index is None or not game.play_from_hand(index):
            break
    scripts = game.scripts
    traits = (game._traits if game._traits_for is scripts else game.traits()) if scripts else None
    if traits is not None and (traits.zone_play_cards or traits.zone_play_auras or game.play_permits):
        while not game.won:
            options = zone_playable(game)
            pick = game.policy.zone_play(game, options) if options else None
            if pick is None or not play_from_zone(game, *options[pick]):
                break
    for _ in range(2) if game.scripts else ():
        choice = None if game.won else game.policy.dynamis_play(game)
        if choice is None or not game.play_from_dynamis(choice):
            break


def _cards(game: Game, key: str) -> list[CardFacts]:
    return [r.card for r in game.resources] if key == "resource" else getattr(game, _ZONE_NAMES[key])


def zone_playable(game: Game) -> list[tuple[str, int]]:
    """(zone, index) of every card that may be played now from another zone by its own permission: its conditions
    hold, it may be played (806.1), it has a square (a Z/X) or an effect worth it (an event), and it is payable."""
    numbers = game.traits().zone_play_cards
    auras = _auras(game)
    return [
        (key, i)
        for key in GAME_ZONES
        for i, card in enumerate(_cards(game, key))
        if (card.number in numbers or any(z == key and run.sees(game, f, card, key) for z, f in auras))
        and _payment(game, key, i, card, auras) is not None
    ]


def _auras(game: Game) -> list[tuple[str, CardFilter]]:
    """(zone, filter) of the permissions your cards on squares give now (「あなたのトラッシュにある[R]をコストを支払って
    プレイしてよい」), their conditions held, and those an effect gave for this turn (goldfish.permits)."""
    found = game.permits_now() if game.play_permits else []
    if not game.traits().zone_play_auras:
        return found
    for unit in game.squares.values():
        script = game.scripts.get(unit.card.number)
        for st in script.statics if script is not None else ():
            if st.kind == "play_from_aura" and run.conditions_hold(game, st.conditions, unit):
                found.append((st.per, st.filter))
    return found


def _payment(
    game: Game, key: str, index: int, card: CardFacts, auras: list[tuple[str, CardFilter]] | None = None
) -> tuple[int, list[int]] | None:
    """The cost and the resources paying it, when the card may be played from the zone now (its own permission or
    another card's, `auras`); else None."""
    script = game.scripts.get(card.number)
    statics = script.play_zones.get(key, ()) if script is not None else ()
    own = any(st.kind == "play_from" and run.conditions_hold(game, st.conditions, card) for st in statics)
    if not own and not any(
        z == key and run.sees(game, f, card, key) for z, f in (_auras(game) if auras is None else auras)
    ):
        return None
    return paid_cost(game, key, index, card)


def paid_cost(game: Game, key: str, index: int, card: CardFacts) -> tuple[int, list[int]] | None:
    """The cost and the resources paying it, when the card at `index` of the zone (or the hand) may be played now for
    its cost, whoever permits it (its own ability, another card's, an effect); else None."""
    if card.cost is None or card.cost_infinite or card.name in game.forbidden_names or not game.may_play(card, key):
        return None
    if card.type is CardType.EVENT:
        if not game.has_effect(card):
            return None
    elif card.type not in SQUARE_TYPES or card.type in ASCENSIONS or not game.has_square(card):
        return None
    up = key == "dynamis_face_up"  # a face-up card of the Dynamis: the cost changes valid there (803.1e)
    cost = run.cost_of(game, card, up, zone="" if key in ("hand", "dynamis_face_up") else key) or 0
    where = "dynamis" if up else key
    cost = discounted(game.discounts, game.turn, card, cost, where) if game.discounts else cost  # goldfish.discounts
    colors = run.play_colors(game, card)
    paying: list[Resource] = list(run.paying_resources(game, colors))
    if key == "resource":
        paying[index] = Resource(paying[index].card, False)  # it cannot pay for itself: it is the card played
    payment = can_pay(paying, cost, colors)
    return None if payment is None else (cost, payment)


def play_from_zone(game: Game, key: str, index: int) -> bool:
    """806: play the card at `index` of the zone by its own permission; False when it cannot be now."""
    card = _cards(game, key)[index]
    found = _payment(game, key, index, card)
    return found is not None and _play(game, key, index, card, *found, permitted=True)


def play_paying(game: Game, key: str, card: CardFacts, instead: str = "") -> bool:
    """「このカードを/…を選び、コストを支払ってプレイする」: the very card in your hand or the zone played for its cost
    (806, 805) now, paid from the rebooted resources; False when it is not there or cannot be played or paid."""
    index = next((i for i, c in enumerate(_cards(game, key)) if c is card), None)
    found = None if index is None else paid_cost(game, key, index, card)
    return found is not None and index is not None and _play(game, key, index, card, *found, instead=instead)


def _play(
    game: Game,
    key: str,
    index: int,
    card: CardFacts,
    cost: int,
    payment: list[int],
    permitted: bool = False,
    instead: str = "",
) -> bool:
    """806: the card played, `payment` rebooted resources slept (805.3); `permitted`: by its own permission, whose
    replacement of the trash (「この能力でプレイされたこのカードが…かわりに」) an event follows; `instead`: the effect's."""
    legal = game.legal_squares(card) if card.type is not CardType.EVENT else None
    for i in payment:
        game.resources[i].rebooted = False  # 805.3, before the card leaves (the indices are the resources' now)
    game.take(_ZONE_NAMES[key], index)
    if game.discounts:  # 「あなたが次にプレイする…」: used by this play (goldfish.discounts)
        game.discounts = used(game.discounts, game.turn, card, key)
    if game.watch is not None:
        game.watch(game, "play", card)
    if card.type is CardType.EVENT:
        game.moving.append(card)  # the temporary zone while it resolves (804.2e)
        run.resolve_event(game, card, _ZONE_NAMES[key])
        if any(c is card for c in game.moving):
            game.moving.remove(card)
            script = game.scripts.get(card.number)
            permits = script.play_zones.get(key, ()) if script is not None and permitted else ()
            own = [st for st in permits if st.kind == "play_from" and run.conditions_hold(game, st.conditions, card)]
            instead = next((st.per for st in own if st.per), instead)  # played by its own permission (it comes first)
            game.put(card, instead or "trash")  # 806.3b, or where its own text puts it instead
        run.fire_event_played(game, card)
    else:
        how = "hand" if key == "hand" else "dynamis" if key == "dynamis_face_up" else "played"  # as a Dynamis play
        game.enter(
            card, how, legal=legal, origin="dynamis" if key == "dynamis_face_up" else key
        )  # OnSquare.entered_from
    if game.log_enabled:
        game.note("play", "806", f"{card.name} from the {_ZONE_NAMES[key]} for {cost}")
    game.check_rules()
    return True
