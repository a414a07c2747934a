"""What the hand can cast now, for DefaultPolicy's two decisions asked most often: which card to put into the
resources (`resource`, once a turn) and which to play next (`next_play`, after every play).

What a hand card needs to be cast does not change while it is in the hand: its cost, its colour, whether it is a Z/X
that attacks, whether its own text or a deck's constant ability makes it a case apart. That is worked out once per
card and deck (the per-card tables below: by collector number, the card itself checked by identity), so each scan
asks only what changes: the rebooted resources, the squares, the names forbidden this turn. The answers are those of
the full checks, card by card (tests/rules/test_goldfish_seeded_pins.py pins whole games)."""

from __future__ import annotations

from collections.abc import Set as AbstractSet
from typing import TYPE_CHECKING, cast

from zxdecks.rules.cards import CardFacts, CardType, Color
from zxdecks.rules.effects.run.play_payments import cheapest
from zxdecks.rules.effects.run.statics import alternative_cost, paying_resources, play_colors
from zxdecks.rules.effects.traits import Traits
from zxdecks.rules.goldfish.battle import ATTACKERS, NEXT_TO_OPPONENT, can_attack_player
from zxdecks.rules.goldfish.deck_facts import LAST_FACTS, PlayInfo, ResourceInfo, deck_facts
from zxdecks.rules.goldfish.payment import can_pay
from zxdecks.rules.goldfish.state import ASCENSIONS, EVENT, OWN_PLAYER_SQUARE, SQUARE_TYPES

if TYPE_CHECKING:
    from zxdecks.rules.goldfish.game import Game
    from zxdecks.rules.goldfish.policy import DefaultPolicy

ANY_ZX = CardFacts(number="-", name="-", type=CardType.ZX)
HAND_PLAYABLE = SQUARE_TYPES | {CardType.EVENT}
MAX_CARDS = 512  # a deck's per-card table is cleared beyond this many numbers (a test's made-up cards)

# next_play's verdict on a card while no discount applies: never castable from the hand, a plain Z/X (its printed
# cost, one colour or none, a square), or a case the full check asks (its cost or play changed by a text, an event,
# an Ascension, several colours).
NEVER, PLAIN, FULL = 0, 1, 2


def _play_info(card: CardFacts, traits: Traits, table: dict[str, PlayInfo]) -> PlayInfo:
    number, cost, kind, colors = card.number, card.cost, card.type, card.colors
    verdict = FULL
    if number in traits.cost_cards:
        pass  # its cost is asked (Game.cost_of), and maybe an alternative cost
    elif cost is None or card.cost_infinite:
        verdict = NEVER
    elif (
        number in traits.restricted
        or number in traits.colorless_cards
        or kind is EVENT
        or kind in ASCENSIONS
        or len(colors) > 1
    ):
        pass
    elif kind in SQUARE_TYPES:
        verdict = PLAIN
    else:
        verdict = NEVER
    need = colors if len(colors) == 1 and cost else None
    attacks = kind in ATTACKERS and number not in traits.no_attack
    info = (card, verdict, cost or 0, need, attacks)
    if len(table) > MAX_CARDS:
        table.clear()
    table[number] = info
    return info


def _full_present(game: Game) -> frozenset[Color]:
    """The colours of the rebooted resources as payments see them (805.3a: colours added in the resources)."""
    colours: set[Color] = set()
    for r in paying_resources(game):
        if r.rebooted:
            colours |= r.card.colors
    return frozenset(colours)


def next_play(self: DefaultPolicy, game: Game) -> int | None:
    """DefaultPolicy.next_play: the hand card to play now, or None (see DefaultPolicy)."""
    # The resources and squares do not change while the hand is scanned, so what they allow is worked out once.
    facts = LAST_FACTS[0]
    if facts is None or facts.deck is not game.deck_list or facts.scripts is not game.scripts:
        facts = deck_facts(game)
    traits = facts.traits
    free = 0
    colours: set[Color] = set()
    for r in game.resources:  # a loop: a third cheaper
        if r.rebooted:
            free += 1
            colours |= r.card.colors
    hand = game.hand
    # a discount or another card's constant ability (run.hand_cost) changes some costs, and so do some cards' own
    discounts = bool(game.discounts) or traits.hand_cost_auras
    cost_cards, colorless = traits.cost_cards, traits.colorless_cards
    if not discounts:
        for c in hand:
            cost = c.cost
            if (cost is not None and cost <= free) or c.number in cost_cards:
                break
        else:
            return None  # nothing in hand the rebooted resources could pay
    # A colour a resource's own text adds (paying_resources) is asked only when a card lacks its colour without it:
    # the added colours only widen what the rebooted resources pay.
    present: AbstractSet[Color] = colours  # the set itself: only asked (`<=`), never a key
    full = None if traits.resource_cards else present
    zx_square: bool | None = None  # asked only when a Z/X in hand is castable
    if game.opponent_squares:
        room = attack_room(game)
    else:  # attack_room without a call: asked after every play
        squares = game.squares
        sq1, sq2, sq3 = NEXT_TO_OPPONENT
        room = (sq1 not in squares) + (sq2 not in squares) + (sq3 not in squares)
    no_attack = traits.no_attack  # may_attack, once for the hand
    castable: list[tuple[int, int]] = []  # (cost, index)
    attackers: list[tuple[int, int]] = []  # the castable Z/X that can attack from an empty square
    forbidden = game.forbidden_names
    restricted = traits.restricted  # 806.1: cards whose own text restricts their play
    table = facts.play if not discounts else None
    later: list[tuple[int, int, CardFacts]] | None = None  # the castable events and Ascensions, asked last
    for i, card in enumerate(hand):
        if table is not None:
            info = table.get(card.number)
            if info is None or info[0] is not card:
                info = _play_info(card, traits, table)
            _, verdict, cost, need, attacks = info
            if verdict == PLAIN:  # most cards: asked first
                if cost > free or (forbidden and card.name in forbidden):
                    continue
                if zx_square is None:  # an empty square next to the opponent is a square for it
                    zx_square = room > 0 or game.has_square(ANY_ZX)
                if not zx_square:
                    continue
                if need is not None and not need <= present:
                    if full is None:
                        full = _full_present(game)
                    if not need <= full:
                        continue
                pick = (cost, i)  # one tuple for both lists
                castable.append(pick)
                if room and attacks:
                    attackers.append(pick)
                continue
            if verdict == NEVER:
                continue
        c_cost = card.cost  # most cards: the printed cost, and no alternative cost (then nothing more asked)
        if discounts or card.number in cost_cards:
            c_cost = game.cost_of(card)
            if c_cost and c_cost > free and card.number in cost_cards:  # 1027 (0), a payment for less (805.2)
                c_cost = 0 if alternative_cost(game, card, True) else cheapest(game, card, c_cost)
        if c_cost is None or c_cost > free or card.cost_infinite or (forbidden and card.name in forbidden):
            continue
        kind = card.type
        if kind is EVENT or kind in ASCENSIONS:  # never an attacker: asked only when no Z/X attacks (below)
            if later is None:
                later = []
            later.append((c_cost, i, card))
            continue
        if restricted and card.number in restricted and not game.may_play(card):
            continue
        if kind in SQUARE_TYPES:
            if zx_square is None:
                zx_square = room > 0 or game.has_square(ANY_ZX)
            if not zx_square:
                continue
        else:
            continue
        colors = play_colors(game, card) if card.number in colorless else card.colors  # 「無色として扱う」: none
        if len(colors) == 1 and c_cost > 0:
            if not colors <= present:
                if full is None:
                    full = _full_present(game)
                if not colors <= full:
                    continue
        elif len(colors) > 1 and can_pay(game.resources, c_cost, colors) is None:
            continue
        pick = (c_cost, i)
        castable.append(pick)
        if room and kind in ATTACKERS and card.number not in no_attack:
            attackers.append(pick)
    if attackers:
        # Curve out: the most Z/X next to the opponent this turn, then the most spent; play the costliest first.
        attackers.sort()  # cheapest first, then in hand order
        chosen: list[tuple[int, int]] = []
        spent = 0
        for pick in attackers:
            if len(chosen) == room:
                break
            if spent + pick[0] <= free:
                chosen.append(pick)
                spent += pick[0]
        left = free - spent
        if left:
            for n, (cost, _) in enumerate(chosen):  # upgrade: swap a chosen card for a costlier one the rest pays
                for pick in reversed(attackers):
                    extra = pick[0] - cost
                    if 0 < extra <= left and pick not in chosen:
                        chosen[n], left = pick, left - extra
                        break
        return _costliest(chosen)
    for c_cost, i, card in later or ():
        if _castable_later(game, card, c_cost, present, restricted, colorless):
            castable.append((c_cost, i))
    return _costliest(castable) if castable else None


def _castable_later(
    game: Game,
    card: CardFacts,
    cost: int,
    present: AbstractSet[Color],
    restricted: frozenset[str],
    colorless: frozenset[str],
) -> bool:
    """next_play's checks of an event or Ascension whose cost the rebooted resources pay: its own restrictions
    (806.1), an effect worth it or a square, its colour."""
    if restricted and card.number in restricted and not game.may_play(card):
        return False
    if card.type is EVENT:
        if not game.has_effect(card):
            return False  # an event whose text the engine cannot read would do nothing
    elif not game.has_square(card) or not ascension_keeps_zx(game):
        return False
    colors = play_colors(game, card) if card.number in colorless else card.colors  # 「無色として扱う」: none
    if len(colors) == 1 and cost > 0:
        return colors <= present or colors <= _full_present(game)
    return len(colors) <= 1 or can_pay(game.resources, cost, colors) is not None


def _resource_info(card: CardFacts, no_attack: frozenset[str], table: dict[str, ResourceInfo]) -> ResourceInfo:
    cost = card.cost
    usable = cost is not None and not card.cost_infinite
    info = (
        card,
        not (card.type in HAND_PLAYABLE and usable),
        cost or 0,
        cost if usable and card.type in ATTACKERS and card.number not in no_attack else None,
    )
    if len(table) > MAX_CARDS:
        table.clear()
    table[card.number] = info
    return info


_NO_INFO = cast("ResourceInfo", (None, True, 0, None))  # a table miss: no card is None


def resource(self: DefaultPolicy, game: Game) -> int | None:
    """DefaultPolicy.resource: the hand card to put into the resources (see DefaultPolicy)."""
    hand = game.hand
    if not hand:
        return None
    budget = 1  # this turn's resource comes in rebooted
    colours: set[Color] = set()
    for r in game.resources:  # one pass over the resources
        budget += r.rebooted
        colours |= r.card.colors
    present: AbstractSet[Color] = colours  # the set itself: only asked and joined, never a key
    squares = game.squares
    if game.opponent_squares:
        room = max(1, attack_room(game))
    else:  # attack_room without a call: asked once a turn
        sq1, sq2, sq3 = NEXT_TO_OPPONENT
        room = max(1, (sq1 not in squares) + (sq2 not in squares) + (sq3 not in squares))
    finisher = self.finisher_cost(game)
    facts = LAST_FACTS[0]
    if facts is None or facts.deck is not game.deck_list or facts.scripts is not game.scripts:
        facts = deck_facts(game)
    get = facts.resource.get
    no_attack = facts.traits.no_attack
    infos: list[ResourceInfo] = []
    names: dict[str, bool] = {}  # name -> whether the hand holds it more than once
    # The plan of the present colours (see below) is made in the same pass: the castable Z/X, (cost, index).
    order: list[tuple[int, int]] = []
    for i, c in enumerate(hand):
        info = get(c.number, _NO_INFO)
        if info[0] is not c:
            info = _resource_info(c, no_attack, facts.resource)
        infos.append(info)
        name = c.name
        names[name] = name in names
        zx_cost = info[3]
        if zx_cost is not None:
            colors = c.colors
            if not colors or not colors.isdisjoint(present):
                order.append((zx_cost, i))
    # Per set of colours: the castable Z/X cheapest first, what this turn's plays put down with all of them, and
    # which they use; leaving out a card those plays do not use changes nothing (the next in order costs no less),
    # so only the used ones are counted again.
    # Leaving out a used card of cost c leaves the same costs in order whichever copy it is: counted once a cost.
    # Keyed by the card's own colours (the same set object for every copy: its hash kept), a card within the
    # present colours using the plan of the present colours.
    order.sort()
    own_order, own_base, own_used, own_without = _planned(order, budget, room)
    plans: dict[frozenset[Color], Plan] = {}
    best, best_key = 0, None
    for i, (card, unplayable, cost, _) in enumerate(infos):
        colors = card.colors
        if colors <= present:  # the plan of the present colours, unpacked once
            if i in own_used:
                left_out = own_without.get(own_used[i])
                if left_out is None:
                    left_out = own_without[own_used[i]] = _bodies(own_order, budget, room, i)
                bodies, spent = left_out
            else:
                bodies, spent = own_base
        else:  # a card bringing a colour changes which Z/X this turn's resources can pay
            plan = plans.get(colors)
            if plan is None:
                plan = plans[colors] = _plan(infos, present | colors, budget, room)
            p_order, base, used, without = plan
            if i in used:
                left_out = without.get(used[i])
                if left_out is None:
                    left_out = without[used[i]] = _bodies(p_order, budget, room, i)
                bodies, spent = left_out
            else:
                bodies, spent = base
        key = (
            unplayable,  # a card that is never played from hand is the best resource
            cost < finisher,  # a finisher only when nothing else will do
            bodies,  # then the card whose absence still lets this turn put the most Z/X down
            spent,
            names[card.name],  # a second copy is redundant
            cost,  # then the one least castable soon
            -i,
        )
        if best_key is None or key > best_key:
            best, best_key = i, key
    return best


Bodies = tuple[int, int]  # how many Z/X this turn's plays put down, and what they cost
# The castable Z/X (cost, index) cheapest first, what this turn's plays put down with all of them, the ones those
# plays use (index -> cost), and what they put down without one of them (by its cost)
Plan = tuple[list[tuple[int, int]], Bodies, dict[int, int], dict[int, Bodies]]


def _plan(infos: list[ResourceInfo], pays: AbstractSet[Color], budget: int, room: int) -> Plan:
    """resource's plan for the hand's attackers whose colour `pays` holds."""
    order = []  # (cost, index) of the hand's attackers whose colour `pays` holds, cheapest first
    for j, (c, _, _, zx_cost) in enumerate(infos):
        if zx_cost is not None and (not c.colors or not c.colors.isdisjoint(pays)):
            order.append((zx_cost, j))
    order.sort()
    return _planned(order, budget, room)


def _planned(order: list[tuple[int, int]], budget: int, room: int) -> Plan:
    """The plan of the ordered Z/X (see Plan)."""
    count = spent = 0  # _bodies without a call
    used = {}  # the ones it uses: index -> cost
    for cost, j in order:
        if count == room or spent + cost > budget:
            break
        count += 1
        spent += cost
        used[j] = cost
    return order, (count, spent), used, {}


def _bodies(order: list[tuple[int, int]], budget: int, room: int, skip: int = -1) -> Bodies:
    """How many of the ordered Z/X (all but `skip`) the budget pays into `room` squares, and what they cost."""
    count = spent = 0
    for cost, i in order:
        if i == skip:
            continue
        if count == room or spent + cost > budget:
            break
        count += 1
        spent += cost
    return count, spent


def _costliest(options: list[tuple[int, int]]) -> int:
    """The hand index of the costliest of (cost, index) options, the first in hand among equals."""
    best_cost, best = options[0]
    for cost, i in options:
        if cost > best_cost or (cost == best_cost and i < best):
            best_cost, best = cost, i
    return best


def attack_room(game: Game) -> int:
    """Empty squares from which a Z/X without Range could attack the opponent (602.1b)."""
    squares = game.squares
    a, b, c = NEXT_TO_OPPONENT  # asked for every play and resource: three lookups, no generator
    held = game.opponent_squares  # a square with the opponent's Z/X takes none of yours (806.1a)
    if held:
        return sum(1 for sq in NEXT_TO_OPPONENT if sq not in squares and sq not in held)
    return (a not in squares) + (b not in squares) + (c not in squares)


def ascension_keeps_zx(game: Game) -> bool:
    """An Ascension enters your player square (806.1b) and trashes a Z/X there (905.1): only when that Z/X is not
    your only one and cannot attack."""
    unit = game.squares.get(OWN_PLAYER_SQUARE)
    if unit is None:
        return True
    others = sum(1 for sq, u in game.squares.items() if sq != OWN_PLAYER_SQUARE and u.card.type in ATTACKERS)
    return others > 0 and not can_attack_player(game, OWN_PLAYER_SQUARE)
