"""Playing a Z/X EX by its condition (806.1g–j): 覚醒条件 (1021), 降臨条件 (1020), 夢装条件 (1022) and 憑依条件 (1025).

The ways to pay now are listed (every need met by distinct cards of its zone), the policy picks one, and the payment
is carried out as the rule says; each Pay has one checker (its zone) and one doer (PAYERS), a closed table."""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass
from itertools import combinations, islice
from typing import TYPE_CHECKING

from zxdecks.rules.board import ASCENSIONS, EXTRA_ON_SQUARES, OnSquare
from zxdecks.rules.cards import CardFacts, Zone
from zxdecks.rules.deck import Deck
from zxdecks.rules.effects import run
from zxdecks.rules.effects.awakening import PAY_ZONE, DynamisPlay, Need, Pay, PlayKind, Together
from zxdecks.rules.effects.language import CardScript, Trigger
from zxdecks.rules.effects.run.squares import destroy
from zxdecks.rules.goldfish.payment import can_pay

if TYPE_CHECKING:
    from zxdecks.rules.goldfish.game import Game

# The kinds the goldfish plays (a shift by goldfish.shift); NEVER and UNREAD never leave the Dynamis by its own play.
MODELLED = frozenset(
    {PlayKind.COST, PlayKind.AWAKENING, PlayKind.DESCENT, PlayKind.DREAM, PlayKind.POSSESSION, PlayKind.SHIFT}
)
FREE = frozenset({PlayKind.DESCENT, PlayKind.DREAM})  # no resource cost (1020.2, 1022.2)
MAX_WAYS = 64  # ways listed per card: the candidates come cheapest first, so the cap keeps the cheap ways


@dataclass(frozen=True, slots=True)
class Way:
    """One way to pay: the option of the condition, the chosen indices into its zone, the resource cost left."""

    option: int
    picks: tuple[int, ...]
    cost: int
    given_up: int  # the total cost of the cards given up (the policy's default measure)


def zone_of(game: Game, pay: Pay) -> list[CardFacts]:
    """The cards a payment chooses from: a zone's cards, or your rebooted Z/X on squares (1020.2, 1025.2)."""
    zone = PAY_ZONE[pay]
    if zone == "squares":
        return [u.card for u in units_of(game, pay)]
    if zone == "resources":
        return [r.card for r in game.resources]
    cards: list[CardFacts] = getattr(game, zone)
    return cards


# Enum members read on hot paths, as constants: read through the class, each costs the enum metaclass's
# attribute hook (Python 3.11).
_PAY_FORCE = Pay.FORCE


def units_of(game: Game, pay: Pay) -> list[OnSquare]:
    """Your rebooted Z/X on squares, in the squares' order (an Ascension is not a Z/X, 303.6); for 憑依 only those
    that can be force (1025.3a: an Extra card would go to the Dynamis instead, 911.1/912.1)."""
    return [
        u
        for _, u in sorted(game.squares.items())
        if u.rebooted
        and u.card.type not in ASCENSIONS
        and (pay is not _PAY_FORCE or u.card.type not in EXTRA_ON_SQUARES)
    ]


def _picks(cards: list[CardFacts], needs: tuple[Need, ...], used: frozenset[int]) -> Iterator[tuple[int, ...]]:
    """Distinct indices meeting every need in turn (combinations, cheapest candidates first), each need's cards
    meeting what they must be together."""
    if not needs:
        yield ()
        return
    need, rest = needs[0], needs[1:]
    candidates = sorted(
        (i for i, c in enumerate(cards) if i not in used and need.matches(c)), key=lambda i: cards[i].cost or 0
    )
    check = TOGETHER[need.together] if need.together is not None else None
    tried = 0
    for size in range(need.count, max(need.most, need.count) + 1):
        for chosen in combinations(candidates, size):
            tried += 1
            if tried > MAX_TRIED:
                return  # a constraint few combinations meet among many cards: the first ones tried are offered
            if check is not None and not check([cards[i] for i in chosen], need.k):
                continue
            for more in _picks(cards, rest, used | frozenset(chosen)):
                yield (*chosen, *more)


def _colors_at_least(cards: list[CardFacts], k: int) -> bool:
    return len({c for card in cards for c in card.colors}) >= k


def _races_at_least(cards: list[CardFacts], k: int) -> bool:
    return len({r for card in cards for r in card.races}) >= k


def _distinct_costs(cards: list[CardFacts], k: int) -> bool:
    return len({card.cost for card in cards}) == len(cards)


def _distinct_colors(cards: list[CardFacts], k: int) -> bool:
    seen: set[object] = set()
    for card in cards:
        if not card.colors or card.colors & seen:
            return False
        seen |= card.colors
    return True


def _same_color(cards: list[CardFacts], k: int) -> bool:
    return bool(frozenset.intersection(*(card.colors for card in cards))) if cards else False


def _cost_sum(cards: list[CardFacts], k: int) -> bool:
    return sum(card.cost or 0 for card in cards) == k


# One checker per Together (a closed table; tests/rules/test_goldfish_dynamis_conditions.py checks it is whole).
TOGETHER: dict[Together, Callable[[list[CardFacts], int], bool]] = {
    Together.COLORS_AT_LEAST: _colors_at_least,
    Together.RACES_AT_LEAST: _races_at_least,
    Together.DISTINCT_COSTS: _distinct_costs,
    Together.DISTINCT_COLORS: _distinct_colors,
    Together.SAME_COLOR: _same_color,
    Together.COST_SUM: _cost_sum,
}
MAX_TRIED = 2000  # combinations tried per need before the listing stops


def ways(game: Game, card: CardFacts, play: DynamisPlay) -> list[Way]:
    """The ways to play `card` by its condition now, each payable (empty: the condition does not hold), at most
    MAX_WAYS."""
    return list(islice(iter_ways(game, card, play), MAX_WAYS))


def has_way(game: Game, card: CardFacts, play: DynamisPlay) -> bool:
    """Whether the condition holds now (the first way found: asked every turn for every such card)."""
    return next(iter_ways(game, card, play), None) is not None


SEARCHED = frozenset({PlayKind.AWAKENING, PlayKind.DESCENT, PlayKind.POSSESSION})  # met by cards chosen (options)


def never_met(deck: Deck, scripts: Mapping[str, CardScript]) -> frozenset[str]:
    """The Dynamis cards of a deck whose 覚醒, 降臨 or 憑依 condition no card of the deck can ever meet: each option
    has a need that fewer copies match than it takes. A card of the Dynamis reaches a square only by being played
    (an Extra card leaving a square goes back to the Dynamis, 911.1), so it counts for a need on squares only, and
    only if it can be played itself."""
    searched = {}
    reachable = set()  # Dynamis cards that may come onto a square
    for entry in deck.entries:
        if entry.zone is not Zone.DYNAMIS:
            continue
        script = scripts.get(entry.card.number)
        play = script.dynamis if script is not None else None
        if play is not None and play.kind in SEARCHED:
            searched[entry.card.number] = play
        else:
            reachable.add(entry.card.number)

    def copies(need: Need, on_squares: bool) -> int:
        return sum(
            e.count
            for e in deck.entries
            if (e.zone is not Zone.DYNAMIS or (on_squares and e.card.number in reachable)) and need.matches(e.card)
        )

    grown = True
    while grown:  # a card played by its condition may in turn meet another's
        grown = False
        for number, play in searched.items():
            if number not in reachable and any(
                all(copies(need, PAY_ZONE[option.pay] == "squares") >= need.count for need in option.needs)
                for option in play.options
            ):
                reachable.add(number)
                grown = True
    return frozenset(searched.keys() - reachable)


def iter_ways(game: Game, card: CardFacts, play: DynamisPlay) -> Iterator[Way]:
    """The ways to pay, one at a time."""
    if play.kind not in MODELLED or play.kind in (PlayKind.COST, PlayKind.SHIFT):
        return  # a shift is put onto a card, not paid for (goldfish.shift)
    printed = game.cost_of(card, from_dynamis=True)
    if printed is None or card.cost_infinite:
        return
    if play.kind is PlayKind.DREAM:  # 1022.2: the counters instead of the resource cost
        if game.counters.get(play.counter, 0) >= play.counters:
            yield Way(0, (), 0, 0)
        return
    if play.kind is PlayKind.DESCENT and len(game.resources) < printed:
        return  # 1020.2: as many resources as its cost
    if play.kind is PlayKind.AWAKENING and can_pay(game.resources, printed, card.colors) is None:
        return  # 1021.2: the resource cost as well (the same whatever the cards chosen)
    if play.kind is PlayKind.POSSESSION and not any(r.rebooted for r in game.resources):
        return  # 1025.2a: 1 at least
    for n, option in enumerate(play.options):
        cards = zone_of(game, option.pay)
        if len(cards) < option.least:
            continue  # fewer cards in the zone than the needs add up to (asked every turn)
        for picks in _picks(cards, option.needs, frozenset()):
            given = sum(cards[i].cost or 0 for i in picks)
            cost = _resource_cost(play.kind, printed, given)
            if play.kind is PlayKind.DESCENT and given < printed:
                continue  # 1020.2: their costs add up to its cost at least
            if cost and can_pay(game.resources, cost, card.colors) is None:
                continue
            yield Way(n, picks, cost, given)


def _resource_cost(kind: PlayKind, printed: int, given: int) -> int:
    if kind in FREE:
        return 0
    if kind is PlayKind.POSSESSION and given:
        return max(printed - given, 1)  # 1025.2a: never below 1
    return printed


def pay_way(game: Game, card: CardFacts, play: DynamisPlay, way: Way) -> list[CardFacts]:
    """Carry out a way (1021.2: the resource cost, then the instruction; 1020.2, 1022.2, 1025.2); the cards that go
    under the card as its force (1025.3)."""
    if play.kind is PlayKind.DREAM:
        game.counters[play.counter] -= play.counters
        return []
    option = play.options[way.option]
    picked: list[CardFacts] | list[OnSquare]
    if option.pay in (Pay.DESTROY, Pay.FORCE):
        units = units_of(game, option.pay)
        picked = [units[i] for i in way.picks]
    else:
        zone = zone_of(game, option.pay)
        picked = [zone[i] for i in way.picks]
    payment = can_pay(game.resources, way.cost, card.colors) if way.cost else []
    for i in payment or []:
        game.resources[i].rebooted = False
    game.descent_for = card if play.kind is PlayKind.DESCENT else None  # 「<filter>の降臨条件のために破壊される」
    try:
        return PAYERS[option.pay](game, picked)
    finally:
        game.descent_for = None


def _out(game: Game, zone: str, cards: list[CardFacts]) -> None:
    for card in cards:
        game.take_card("resource" if zone == "resources" else zone, card)


def _trash_remove(game: Game, cards: list[CardFacts]) -> list[CardFacts]:
    _out(game, "trash", cards)
    for card in cards:
        game.put(card, "removed")
    return []


def _to_deck(game: Game, zone: str, cards: list[CardFacts]) -> None:
    _out(game, zone, cards)
    for card in cards:
        game.put(card, "deck_bottom")
    game.shuffle()


def _hand_deck_draw(game: Game, cards: list[CardFacts]) -> list[CardFacts]:
    _to_deck(game, "hand", cards)
    run.fire_drawn(game, game.draw(len(cards)), by_ability=False)  # a payment's draw (1005)
    return []


def _hand_deck(game: Game, cards: list[CardFacts]) -> list[CardFacts]:
    _to_deck(game, "hand", cards)
    return []


def _trash_deck(game: Game, cards: list[CardFacts]) -> list[CardFacts]:
    _to_deck(game, "trash", cards)
    return []


def _trashed_for_descent(game: Game, cards: list[CardFacts]) -> None:
    """1020.2: cards a 降臨条件 put into the trash: their 「このカードが降臨条件のために、…トラッシュに置かれる」 resolve."""
    if game.descent_for is not None:
        for card in cards:
            if game.index_of("trash", card) is not None:
                run.fire_card(game, Trigger.DESCENT_TRASHED, card)


def _charge_trash(game: Game, cards: list[CardFacts], refill: bool = False) -> list[CardFacts]:
    _out(game, "charge", cards)
    for card in cards:
        game.put(card, "trash")
    _trashed_for_descent(game, cards)
    for _ in cards if refill else ():
        top = game.take_top()
        if top is not None:
            game.put(top, "charge")
    return []


def _hand_trash_draw(game: Game, cards: list[CardFacts]) -> list[CardFacts]:
    _hand_to("trash")(game, cards)
    run.fire_drawn(game, game.draw(len(cards)), by_ability=False)  # a payment's draw (1005)
    return []


def _to_bottom(zone: str) -> Callable[[Game, list[CardFacts]], list[CardFacts]]:
    def pay(game: Game, cards: list[CardFacts]) -> list[CardFacts]:
        _out(game, zone, cards)
        for card in cards:  # in the policy's order: the goldfish does not look at its deck's bottom
            game.put(card, "deck_bottom")
        return []

    return pay


def _charge_hand(game: Game, cards: list[CardFacts]) -> list[CardFacts]:
    _out(game, "charge", cards)
    for card in cards:
        game.put(card, "hand")
    return []


def _resource_deck_refill(game: Game, cards: list[CardFacts]) -> list[CardFacts]:
    _to_deck(game, "resources", cards)
    for _ in cards:
        top = game.take_top()
        if top is not None:
            game.put(top, "resources", rebooted=False)  # 1021.2e: slept
    return []


def _hand_to(to: str) -> Callable[[Game, list[CardFacts]], list[CardFacts]]:
    def pay(game: Game, cards: list[CardFacts]) -> list[CardFacts]:
        _out(game, "hand", cards)
        for card in cards:
            game.put(card, to)
        if to == "trash":
            _trashed_for_descent(game, cards)
        return []

    return pay


def _destroy(game: Game, units: list[OnSquare]) -> list[CardFacts]:
    held, game.by_ability = game.by_ability, 0  # 1020.3: not by an effect, even when an ability plays the card
    try:
        for unit in units:  # 「破壊される」 abilities still trigger
            square = game.squares_holding(unit)
            if square is not None:
                destroy(game, square, unit)
    finally:
        game.by_ability = held
    return []


def _force(game: Game, units: list[OnSquare]) -> list[CardFacts]:
    force = []
    for unit in units:  # 1025.4: moved to the force zone, not destroyed (no trigger)
        card = game.leave(unit)
        if card is not None:
            force.append(card)
    return force


PAYERS: dict[Pay, Callable[..., list[CardFacts]]] = {
    Pay.TRASH_REMOVE: _trash_remove,
    Pay.HAND_DECK_DRAW: _hand_deck_draw,
    Pay.TRASH_DECK: _trash_deck,
    Pay.CHARGE_TRASH_REFILL: lambda game, cards: _charge_trash(game, cards, refill=True),
    Pay.RESOURCE_DECK_REFILL: _resource_deck_refill,
    Pay.HAND_TRASH: _hand_to("trash"),
    Pay.HAND_REMOVE: _hand_to("removed"),
    Pay.HAND_DECK: _hand_deck,
    Pay.CHARGE_TRASH: _charge_trash,
    Pay.HAND_TRASH_DRAW: _hand_trash_draw,
    Pay.HAND_DECK_BOTTOM: _to_bottom("hand"),
    Pay.TRASH_DECK_BOTTOM: _to_bottom("trash"),
    Pay.CHARGE_HAND: _charge_hand,
    Pay.DESTROY: _destroy,
    Pay.FORCE: _force,
}
