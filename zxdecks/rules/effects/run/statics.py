"""Constant abilities (811) while they are valid: powers, the charge and hand limits, costs and alternative costs
(1027), worked out whenever they are asked for (a constant ability applies continuously)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from collections.abc import Set as AbstractSet
from dataclasses import replace

from zxdecks.rules.board import (
    ATTACKERS_ON_SQUARES,
    OPPONENT_PLAYER_SQUARE,
    OWN_PLAYER_SQUARE,
    OnSquare,
    OpposingZX,
    Resource,
    all_force,
)
from zxdecks.rules.cards import CardFacts, Color
from zxdecks.rules.effects.api import Choice, GameAPI
from zxdecks.rules.effects.filters import CardFilter
from zxdecks.rules.effects.language import Ability, AbilityKind, Static
from zxdecks.rules.effects.matched import known_for
from zxdecks.rules.effects.run.conditions import conditions_hold
from zxdecks.rules.effects.run.seen import sees_unit
from zxdecks.rules.effects.traits import Traits
from zxdecks.rules.effects.turn_conditions import ATTACKED, DREW, ZX_DESTROYED
from zxdecks.rules.effects.zx_states import own_state_holds

PLAYER_SQUARES = frozenset({OWN_PLAYER_SQUARE, OPPONENT_PLAYER_SQUARE})  # 303.3a: either player's


def static_power(game: GameAPI, unit: OnSquare) -> int:
    """811: what the read constant abilities of the cards on squares add to a unit's power now (its own conditional
    power, auras); an ability that does not stack (「重複しない」) counts once whatever the copies."""
    traits = game.traits()
    scripts = game.scripts
    bonus = 0
    counted: set[tuple[str, Static]] | None = None
    for square, source in game.squares.items():
        held = granted_powers(game, source) if source.granted[1] else ()  # by a card's effect this turn
        if source.card.number not in traits.powers and not held:
            continue
        own = scripts[source.card.number].statics if source.card.number in traits.powers else ()
        for st in (*own, *held):
            if st.unique:
                counted = counted if counted is not None else set()
                if (source.card.name, st) in counted:
                    continue
            n = 0
            if st.kind == "self_power":
                if source is unit and conditions_hold(game, st.conditions, source):
                    n = st.n
            elif (
                st.kind == "aura"
                and (source is not unit or not st.others_only)
                and sees_unit(game, st.filter, unit)
                and (st.per != "own_area" or _own_area(game, unit))
                and (not st.per.startswith("states:") or _in_states(game, unit, st.per))
                and (st.per != "player_square" or game.squares_holding(unit) == OWN_PLAYER_SQUARE)
                and conditions_hold(game, st.conditions, source)
            ) or (
                source is unit
                and st.kind == "self_power_on_player_square"
                and square in PLAYER_SQUARES
                and conditions_hold(game, st.conditions, source)
            ):
                n = st.n
            elif source is unit and st.kind == "self_power_per" and conditions_hold(game, st.conditions, source):
                n = st.n * (count(game, st, unit.card, unit) // st.each)
            elif (
                st.kind == "aura_per"
                and (source is not unit or not st.others_only)
                and sees_unit(game, st.filter, unit)
                and conditions_hold(game, st.conditions, source)
            ):  # counted from the source's side (its force, your zones), the cards `counted` names
                n = st.n * (
                    count(game, replace(st, filter=st.counted, others_only=False), source.card, source) // st.each
                )
            elif (
                st.kind == "adjacent_aura"
                and source is not unit
                and unit.card.type in ATTACKERS_ON_SQUARES
                and conditions_hold(game, st.conditions, source)
            ):
                at = game.squares_holding(unit)  # 303.2a: orthogonally next to the source's square
                n = st.n if at is not None and abs(at[0] - square[0]) + abs(at[1] - square[1]) == 1 else 0
            elif (
                source is unit
                and st.kind == "force_power"
                and unit.force
                and conditions_hold(game, st.conditions, source)
            ):
                n = sum(c.power or 0 for c in unit.force if c.type in ATTACKERS_ON_SQUARES)
            if n and st.unique and counted is not None:
                counted.add((source.card.name, st))
            bonus += n
    hosted: set[tuple[str, Static]] = set()  # 「重複しない」: one of copies in the force
    for card in unit.force or ():  # 「このカードをフォースに持つ<filter>のパワーを+N」 of its face-up force cards (312)
        script = scripts.get(card.number)
        for st in script.force_statics if script is not None else ():
            if (
                st.kind == "host_power"
                and sees_unit(game, st.filter, unit)
                and conditions_hold(game, st.conditions, card)
            ):
                if st.unique and (card.name, st) in hosted:
                    continue
                hosted.add((card.name, st))
                bonus += st.n
    return bonus


def granted_powers(game: GameAPI, unit: OnSquare) -> tuple[Static, ...]:
    """The power changes of the constant abilities a card's effect granted `unit` this turn (「ターン終了時まで、このカード
    は以下の能力を得る。“≪常≫…パワーを+Nする。”」: effects.constant_grants.granted_auto), valid while it is on a square."""
    turn, had = unit.granted
    if turn != game.turn:
        return ()
    return tuple(st for a in had if isinstance(a, Ability) and a.kind is AbilityKind.CONSTANT for st in a.statics)


def _in_states(game: GameAPI, unit: OnSquare, per: str) -> bool:
    """Whether a Z/X of yours is in every state an aura names (「スリープの」, 「ブレイクしている」, …: effects.zx_states)."""
    words = per.removeprefix("states:").split()
    if ("slept" in words and unit.rebooted) or ("rebooted" in words and not unit.rebooted):
        return False
    return own_state_holds(game, unit, [w for w in words if w not in ("slept", "rebooted")])


def _own_area(game: GameAPI, unit: OnSquare) -> bool:
    """303.4a: whether the unit is in your own area (your player square's row)."""
    at = game.squares_holding(unit)
    return at is not None and at[0] == OWN_PLAYER_SQUARE[0]


_ZONE_LISTS = frozenset({"trash", "hand", "charge", "removed", "dynamis_face_up"})  # count's zones, as the game's lists


def count(game: GameAPI, st: Static, card: CardFacts, unit: OnSquare | None = None) -> int:
    """What a 「…N枚につき」 change counts now: this card's force, your resources, your Z/X on squares, your trash,
    hand, charge, remove zone or face-up Dynamis cards matching the filter; this card left out where it says so."""
    per, flt = st.per, st.filter
    if per in _ZONE_LISTS:  # first: the most read counts (「手札1枚につき」 is asked for every cost of its card)
        cards: list[CardFacts] = getattr(game, per)
        found = _matching(flt, cards)
        if st.others_only and per == "hand":  # `card in cards`, by identity first: equal cards have its number
            number = card.number
            for c in cards:
                if c is card or (c.number == number and c == card):
                    return found - 1
        return found
    if per == "attacks":  # 602.1: each battle declared (red's G30-065 asks it for its every cost: no lambda's call)
        return len(game.turn_events().get(ATTACKED, ()))
    if per == "force":
        return len(all_force(unit)) if unit is not None else 0  # face down too (312.3a)
    if per == "squares":
        return sum(
            1
            for u in game.squares.values()
            if u.card.type in ATTACKERS_ON_SQUARES and sees_unit(game, flt, u) and not (st.others_only and u is unit)
        )
    more = _MORE_COUNTS.get(per)
    if more is not None:
        return more(game, st, card)
    if per == "adjacent":  # your Z/X orthogonally next to this card's square (303.2a)
        at = game.squares_holding(unit) if unit is not None else None
        if at is None:
            return 0
        return sum(
            1
            for sq, u in game.squares.items()
            if abs(sq[0] - at[0]) + abs(sq[1] - at[1]) == 1 and u.card.type in ATTACKERS_ON_SQUARES
        )
    if per.startswith("squares_power>="):  # your Z/X on squares whose power now is at least the number
        least = int(per.removeprefix("squares_power>="))
        return sum(
            1 for u in game.squares.values() if u.card.type in ATTACKERS_ON_SQUARES and (game.power_of(u) or 0) >= least
        )
    if per.startswith("opponent"):  # the opponent's Z/X on squares (「ノーマルスクエアにある」: not on a player square)
        return sum(
            1
            for sq in game.opponent_squares
            if per == "opponent_squares" or sq not in (OWN_PLAYER_SQUARE, OPPONENT_PLAYER_SQUARE)
        )
    if per != "resources":
        raise KeyError(per)
    return _matching(flt, [r.card for r in game.resources])  # 「このカード以外」 is of the hand only (above)


def _matching(flt: CardFilter, cards: Sequence[CardFacts]) -> int:
    """How many of the cards the filter matches (CardFilter.matches, remembered per filter and card: effects.matched);
    a count of a zone asks it for every card there, for every cost asked."""
    every, known = known_for(flt)
    if every:  # 「手札1枚につき」: no filter
        return len(cards)
    found = 0
    for c in cards:  # a loop, not a generator: asked for every cost of a card with such a count
        seen = known.get(id(c))
        if seen is None or seen[0] is not c:  # effects.matched.matched, without its call
            if len(known) > 4096:
                known.clear()
            seen = known[id(c)] = (c, flt.matches(c))
        if seen[1]:
            found += 1
    return found


def _own_zx(game: GameAPI) -> list[OnSquare]:
    return [u for u in game.squares.values() if u.card.type in ATTACKERS_ON_SQUARES]


def _adjacent_pairs(game: GameAPI, st: Static, card: CardFacts) -> int:
    """「隣接するゼクスN組」: the pairs of Z/X, either player's, on squares orthogonally next to each other (303.2a)."""
    held = {sq for sq, u in game.squares.items() if u.card.type in ATTACKERS_ON_SQUARES} | set(game.opponent_squares)
    return sum(1 for a in held for b in held if a < b and abs(a[0] - b[0]) + abs(a[1] - b[1]) == 1)


# What the counts of effects.constant_costs count (session 16): 「スクエアにあるゼクス」 is either player's (the
# opponent's Z/X on its squares, goldfish.opposing, are Z/X too); 「このターンの間に登場した(あなたの)ゼクス」 your
# Z/X that entered squares this turn (the opponent's enter only in its own turn, when no card of yours is played),
# those that left since too, as ZX_ENTERED_THIS_TURN counts them; 「手札とチャージにある、このカード以外のあなたの
# カード」 leaves out the card being played.
_MORE_COUNTS: dict[str, Callable[[GameAPI, Static, CardFacts], int]] = {
    "all_squares": lambda g, st, c: len(_own_zx(g)) + len(g.opponent_squares),
    "links": lambda g, st, c: len(g.links),
    "adjacent_pairs": _adjacent_pairs,
    "resource_colors": lambda g, st, c: len({col for r in g.resources for col in r.card.colors}),  # 204.3: of 5
    "entered": lambda g, st, c: sum(1 for card, _ in g.entered_this_turn() if card.type in ATTACKERS_ON_SQUARES),
    "life": lambda g, st, c: len(g.life),
    "shifts": lambda g, st, c: sum(1 for u in g.squares.values() if u.shift is not None),
    "hand_charge": lambda g, st, c: len(g.hand) + len(g.charge) - sum(1 for h in g.hand if h is c),
    "their_resources": lambda g, st, c: g.opponent_resources(),  # 「相手のリソース(にあるカード)N枚につき」
    "their_charge": lambda g, st, c: g.opponent_charge,  # 「相手のチャージ(にあるカード)N枚につき」
    "resources_slept": lambda g, st, c: sum(1 for r in g.resources if not r.rebooted),  # 「…スリープのカード」
    "resources_rebooted": lambda g, st, c: sum(1 for r in g.resources if r.rebooted),  # 「…リブートのカード」
    "removed_this_turn": lambda g, st, c: len(g.turn_events().get("removed", ())),  # by your cards' abilities
    "resources_this_turn": lambda g, st, c: len(g.turn_events().get("resources", ())),  # by your cards' abilities
    "drew_this_turn": lambda g, st, c: len(g.turn_events().get(DREW, ())),  # one event a card (CardMoves.draw)
    "destroyed_this_turn": lambda g, st, c: len(g.turn_events().get(ZX_DESTROYED, ())),  # either player's
    "squares_removed": lambda g, st, c: (
        sum(1 for u in _own_zx(g) if sees_unit(g, st.filter, u)) + sum(1 for r in g.removed if st.filter.matches(r))
    ),
}


def limit(game: GameAPI, kind: str, base: int) -> int:
    """The charge or hand limit with the read constant abilities of cards on squares, in the charge and in the Dynamis (306.2a,
    309.2b); 99 stands for no limit; an ability that does not stack (「重複しない」) counts once."""
    scripts = game.scripts
    total = base
    counted: set[tuple[str, Static]] = set()  # 「重複しない」 across copies and zones
    zones: tuple[tuple[str, Sequence[OnSquare | CardFacts]], ...] = (
        ("square", list(game.squares.values())),
        ("charge", game.charge),
        ("dynamis", [*game.dynamis, *game.dynamis_face_up]),  # 【有効】デュナミス: face down or up (803.1e)
    )
    for zone, things in zones:
        for this in things:
            card = this.card if isinstance(this, OnSquare) else this
            script = scripts.get(card.number)
            if script is None:
                continue
            for st in script.statics if zone == "square" else getattr(script, f"{zone}_statics"):
                if st.kind != kind or not conditions_hold(game, st.conditions, this):
                    continue
                if st.unique:
                    if (card.name, st) in counted:
                        continue
                    counted.add((card.name, st))
                total = 99 if st.n == 99 or total >= 99 else total + st.n  # no limit stays none
    return max(total, 0)


def cost_of(
    game: GameAPI, card: CardFacts, from_dynamis: bool = False, zone: str = "", traits: Traits | None = None
) -> int | None:
    """A card's cost to play with the read constant abilities of its own that change it (the floor kept); `zone`:
    played from that zone by its own permission (effects.zone_plays), with the changes valid there; `traits`: the
    game's traits now, when the caller has them (asked for every cost: no call of game.traits then)."""
    cost = card.cost
    script = game.scripts.get(card.number)
    if traits is None:
        traits = game.traits()
    if cost is not None and not (from_dynamis or zone) and traits.hand_cost_auras:
        cost = hand_cost(game, card, cost)  # from the hand: what your other cards' constant abilities change
    elif cost is not None and traits.zone_costs:  # from the Dynamis or another zone (effects.zone_costs)
        cost = zone_cost(game, card, cost, "dynamis" if from_dynamis else {"resources": "resource"}.get(zone, zone))
    if cost is None or script is None:
        return cost
    statics = script.dynamis_cost_statics if from_dynamis else script.cost_statics
    if zone:  # its own permission there; another card's: the changes valid there and in every zone
        statics = script.play_zones.get(zone) or (*script.zone_seen.get(zone, ()), *script.all_statics)
    return changed_cost(game, card, cost, statics) if statics else cost  # none of its own: no call


def changed_cost(game: GameAPI, card: CardFacts, cost: int, statics: Sequence[Static]) -> int:
    """`cost` with the cost changes among `statics` (a card's own) whose conditions hold now, each floor kept; 0 for
    「コストを支払わずにプレイしてよい」 (the goldfish takes it)."""
    for st in statics:  # a change without conditions: no call of conditions_hold (asked for every cost)
        if st.kind == "free_play" and (not st.conditions or conditions_hold(game, st.conditions, card)):
            return 0
        if st.kind == "cost" and st.n and (not st.conditions or conditions_hold(game, st.conditions, card)):
            cost = max(cost + st.n, min(cost, st.floor), 0)
        elif st.kind == "cost_per" and (not st.conditions or conditions_hold(game, st.conditions, card)):
            change = st.n * (count(game, st, card) // st.each)
            if change:
                cost = max(cost + change, min(cost, st.floor), 0)
    return cost


def _cost_sources(
    game: GameAPI, zones: tuple[tuple[list[CardFacts], str], ...]
) -> list[tuple[OnSquare | CardFacts, tuple[Static, ...]]]:
    """Your Z/X on squares with their constant abilities, then the cards of each zone with those of its field."""
    scripts = game.scripts
    sources: list[tuple[OnSquare | CardFacts, tuple[Static, ...]]] = []
    for unit in game.squares.values():
        script = scripts.get(unit.card.number)
        if script is not None:
            sources.append((unit, script.statics))
    for cards, field in zones:
        for c in cards:
            script = scripts.get(c.number)
            if script is not None:
                sources.append((c, getattr(script, field)))
    return sources


def hand_cost(game: GameAPI, card: CardFacts, cost: int) -> int:
    """A hand card's cost with the read constant abilities of your cards on squares, in the charge and in the
    resources that change the cost of hand cards of a filter (「あなたの手札にあるすべての[R]のコストを-1する」,
    「あなたの手札にある「X」をコストを支払わずにプレイしてよい」: 0, the goldfish takes it), while their conditions hold;
    one that does not stack (「重複しない」) counts once."""
    counted: set[tuple[str, Static]] = set()
    sources = _cost_sources(
        game, ((game.charge, "charge_statics"), ([r.card for r in game.resources], "resource_statics"))
    )
    for source, statics in sources:
        name = source.card.name if isinstance(source, OnSquare) else source.name
        for st in statics:
            if st.kind == "zone_cost" and "hand" not in st.per.split():
                continue  # effects.zone_costs: a cut in other zones only
            if st.kind not in ("hand_cost", "hand_free", "zone_cost") or not st.filter.matches(card):
                continue
            if (st.unique and (name, st) in counted) or not conditions_hold(game, st.conditions, source):
                continue
            counted.add((name, st))
            if st.kind == "hand_free":
                return 0
            cost = max(cost + st.n, min(cost, st.floor), 0)
    return cost


def zone_cost(game: GameAPI, card: CardFacts, cost: int, zone: str) -> int:
    """A card's cost in your `zone` ("trash", "removed", "dynamis") with the read constant abilities of your cards on
    squares, in the charge, the resources and the Dynamis that cut the cost of your cards of a filter there
    (effects.zone_costs: 「あなたの手札とあなたのトラッシュにあるすべての[R]のコストはN減る」), while their conditions hold;
    one that does not stack (「重複しない」) counts once."""
    counted: set[tuple[str, Static]] = set()
    sources = _cost_sources(
        game,
        (
            (game.charge, "charge_statics"),
            ([r.card for r in game.resources], "resource_statics"),
            ([*game.dynamis, *game.dynamis_face_up], "dynamis_statics"),  # 【有効】デュナミス: face down or up (803.1e)
        ),
    )
    for source, statics in sources:
        name = source.card.name if isinstance(source, OnSquare) else source.name
        for st in statics:
            if st.kind != "zone_cost" or zone not in st.per.split() or not st.filter.matches(card):
                continue
            if (st.unique and (name, st) in counted) or not conditions_hold(game, st.conditions, source):
                continue
            counted.add((name, st))
            cost = max(cost + st.n, min(cost, st.floor), 0)
    return cost


def opponent_cost(game: GameAPI, unit: OpposingZX) -> int:
    """The cost of the opponent's Z/X with the read constant abilities of your cards on squares that change it
    (「スクエアにあるすべての相手のゼクスのコストを-1する。ただし、0以下にならない。」) while their conditions hold."""
    cost = unit.cost
    scripts = game.scripts
    for source in game.squares.values():
        script = scripts.get(source.card.number)
        for st in script.statics if script is not None else ():
            if st.kind == "opponent_cost" and conditions_hold(game, st.conditions, source):
                cost = max(cost + st.n, min(cost, st.floor), 0)
    return cost


def paying_resources(game: GameAPI, colors: AbstractSet[Color] | None = None) -> Sequence[Resource]:
    """The resources as payments see them (805.3a): a card whose read constant ability valid in the resources adds a
    colour to it (「このカードに青を追加する」) has that colour while its conditions hold; the game's own list when none
    does (the indices are the same: the payment found is made on the game's resources). Asked for every payment: a
    colour the card has already asks no condition, and the card with a colour added is made once (_coloured). A slept
    resource is left as it is (payments use only rebooted ones), and an ability's conditions are asked once a call
    (they read the game, not the card: copies of a card share the answer). `colors`: the colours of the one payment
    the caller makes of them (goldfish.payment.can_pay); a colour outside them is not added (see below)."""
    traits = game.traits()
    numbers = traits.resource_cards  # most resources add no colour
    if not numbers:
        return game.resources
    # can_pay reads a resource's colours only through the payment's colours (805.3a: a card per colour of the cost),
    # so a colour added outside them pays nothing more: white's IG04-005 adds blue, which no white cost asks.
    if colors is not None and colors.isdisjoint(traits.added_colours):
        return game.resources
    scripts = game.scripts
    seen: list[Resource] | None = None
    holds: dict[int, bool] = {}  # id(ability) -> whether its conditions hold, once a call
    for i, r in enumerate(game.resources):
        card = r.card
        if not r.rebooted or card.number not in numbers:
            continue
        added: frozenset[Color] = frozenset()
        for st in scripts[card.number].resource_statics:
            color = st.filter.color
            if st.kind != "add_color" or color is None or color in card.colors or color in added:
                continue
            if colors is not None and color not in colors:
                continue  # not read by the payment (above)
            held = holds.get(id(st))
            if held is None:
                held = holds[id(st)] = conditions_hold(game, st.conditions, card)
            if held:
                added |= {color}
        if added:
            seen = list(game.resources) if seen is None else seen
            seen[i] = Resource(_coloured(card, added), r.rebooted)
    return game.resources if seen is None else seen


_COLOURED: dict[tuple[int, frozenset[Color]], tuple[CardFacts, CardFacts]] = {}


def _coloured(card: CardFacts, added: frozenset[Color]) -> CardFacts:
    """The card with colours added, made once per card and colours (a CardFacts is costly to build), cached by
    identity like the other per-deck caches."""
    key = (id(card), added)
    hit = _COLOURED.get(key)
    if hit is not None and hit[0] is card:
        return hit[1]
    if len(_COLOURED) > 256:
        _COLOURED.clear()
    coloured = replace(card, colors=card.colors | added)
    _COLOURED[key] = (card, coloured)
    return coloured


def play_colors(game: GameAPI, card: CardFacts) -> frozenset[Color]:
    """The colours asked of the payment when a hand card is played (805.3a): none while a read constant ability of
    its own says 「このカードをプレイする際、このカードは無色として扱う」, its own colours otherwise."""
    if card.number not in game.traits().colorless_cards:
        return card.colors
    for st in game.scripts[card.number].cost_statics:
        if st.kind == "colorless_play" and conditions_hold(game, st.conditions, card):
            return frozenset()
    return card.colors


def alternative_cost(game: GameAPI, card: CardFacts, hand: bool = False) -> Static | None:
    """1027: an alternative to the resource cost of playing a card from the Dynamis (from the hand with `hand`) that
    can be paid now (cards of the hand or the trash to the bottom of the deck; never the card played), or None."""
    script = game.scripts.get(card.number)
    if script is None:
        return None
    for st in script.cost_statics if hand else script.dynamis_cost_statics:
        if st.kind == "alt_cost" and conditions_hold(game, st.conditions, card):
            zone = game.hand if st.per == "hand" else game.trash
            if sum(1 for c in zone if st.filter.matches(c) and c is not card) >= st.n:
                return st
    return None


def pay_alternative(game: GameAPI, st: Static) -> None:
    """Pay an alternative cost: the cards the policy chooses to the bottom of the deck, in the order chosen."""
    zone_name = "hand" if st.per == "hand" else "trash"
    zone = game.hand if st.per == "hand" else game.trash
    candidates = [i for i, c in enumerate(zone) if st.filter.matches(c)]
    order = game.choose(Choice.DISCARD if st.per == "hand" else Choice.PAY_WITH, zone, candidates, st.n)
    cards = [zone[i] for i in order]
    for i in sorted(order, reverse=True):
        game.take(zone_name, i)
    for card in cards:
        game.put(card, "deck_bottom")
