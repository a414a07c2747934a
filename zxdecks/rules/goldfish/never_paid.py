"""Activated abilities whose payment no card of the game can ever make, or that its player may never play (issue 28,
speed).

A seeded game holds only its deck's cards (and tokens, made by MAKE_TOKEN): a payment that takes Z/X of yours from
the squares (CHOOSE_ZX) or cards of a zone (MOVE) of a filter fewer of the deck's copies match than it takes is never
made; a way that only a named player may play (「【P】《プレイヤー指定：≪X≫》」, PLAYER_IS) is never played when no card
of the deck's player part has that name (the player area holds those cards all game), nor one that asks more cards
(or names) of a filter in the resources, trash, charge or remove zone than the deck has. The goldfish need not ask every
turn whether such a way is worth playing and payable (run.activation.next_activation, through Game.activation_never;
the answer was always no).
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping

from zxdecks.rules.board import ATTACKERS_ON_SQUARES
from zxdecks.rules.cards import CardFacts, CardType, Zone
from zxdecks.rules.deck import Deck
from zxdecks.rules.effects.language import SAME_NAME, Ability, CardScript, Condition, ConditionKind, Effect, Kind

_K_CHOOSE_ZX = Kind.CHOOSE_ZX
_K_MOVE = Kind.MOVE
_PLAYER_IS = ConditionKind.PLAYER_IS
_NAMES = ConditionKind.RESOURCE_NAMES_AT_LEAST
# Counts of a zone whose cards are the deck's as printed (never a Z/X on a square, which may hold another's traits).
_ZONE_COUNTS = frozenset({
    _NAMES, ConditionKind.RESOURCE_FILTER_AT_LEAST, ConditionKind.TRASH_FILTER_AT_LEAST,
    ConditionKind.CHARGE_FILTER_AT_LEAST, ConditionKind.REMOVED_FILTER_AT_LEAST,
})  # fmt: skip
_SHARING = frozenset({CardType.SHIFT, CardType.ZX_OB, CardType.PLAYER, CardType.PL_EX})
_FACE = frozenset({Kind.DYNAMIS_FACE_UP, Kind.DYNAMIS_FACE_DOWN})  # a Dynamis card turned, not moved
# The zones a MOVE payment takes its cards from, each holding the deck's cards as printed.
_ZONE_SOURCES = frozenset({"hand", "trash", "charge", "resources", "removed", "life", "deck", "deck_top"})
Counted = list[tuple[CardFacts, int]]  # the cards a payment may find, with their copies


def never_paid(deck: Deck, scripts: Mapping[str, CardScript], dynamis_never: frozenset[str]) -> frozenset[int]:
    """The ids of the ways (an ability, or one of its `ways`) of the deck's activated abilities (on squares or in
    other zones) that no card of the game can pay or that its player may not play; none when a card of the deck makes
    tokens."""
    own = [scripts[n] for n in {e.card.number for e in deck.entries} if n in scripts]
    abilities = [*(a for s in own for a in s.abilities), *(a for s in own for st in s.statics for a in st.granted)]
    if any(e.kind is Kind.MAKE_TOKEN for a in abilities for e in _walk(a)):
        return frozenset()  # a token may match a filter no card of the deck does
    on_squares = not any(e.card.type in _SHARING for e in deck.entries) and not any(s.square_names for s in own)
    everywhere = [(e.card, e.count) for e in deck.entries]
    squares = [
        (e.card, e.count) for e in deck.entries if e.zone is not Zone.DYNAMIS or e.card.number not in dynamis_never
    ]
    # 「【P】《プレイヤー指定：≪X≫》」: the player cards are the deck's player part all game (goldfish.setup)
    players = [k for e in deck.entries if e.zone is Zone.PLAYER for k in e.card.keys]
    never = _never(own, everywhere, squares if on_squares else None, players)
    if len(squares) < len(everywhere) and any(
        _moves_dynamis(w) for a in abilities for w in (a, *a.ways) if id(w) not in never
    ):
        never = _never(own, everywhere, everywhere if on_squares else None, players)  # they may come onto a square
    return never


def _never(own: list[CardScript], everywhere: Counted, squares: Counted | None, players: list[str]) -> frozenset[int]:
    found = set()
    for script in own:
        for ability in (*script.zone_activated, *script.activated):
            for way in (ability, *ability.ways):
                if any(_unpayable(e, everywhere, squares) for e in way.payment) or any(
                    _never_holds(c, everywhere, players) for c in (*way.play_conditions, *way.conditions)
                ):
                    found.add(id(way))
    return frozenset(found)


def _never_holds(c: Condition, everywhere: Counted, players: list[str]) -> bool:
    """Whether a condition of a way can never hold in the game: its player card is not the deck's (PLAYER_IS), or
    fewer of the deck's cards (names) match its filter than a zone holding printed cards must hold."""
    kind = c.kind
    if kind is _PLAYER_IS:
        return not any(c.key in k for k in players)
    if kind not in _ZONE_COUNTS or SAME_NAME in (c.filter.name_is, c.filter.name_not):
        return False
    matching = [(card, n) for card, n in everywhere if c.filter.matches(card)]
    if kind is _NAMES:
        return len({card.name for card, _ in matching}) < c.n
    return sum(n for _, n in matching) < c.n


def _unpayable(effect: Effect, everywhere: Counted, squares: Counted | None) -> bool:
    flt = effect.filter
    if SAME_NAME in (flt.name_is, flt.name_not):
        return False  # the card's own name, asked when paid
    if effect.kind is _K_CHOOSE_ZX and squares is not None:
        matched = sum(n for c, n in squares if c.type in ATTACKERS_ON_SQUARES and flt.matches(c))
    elif effect.kind is _K_MOVE and effect.source in _ZONE_SOURCES:
        matched = sum(n for c, n in everywhere if flt.matches(c))
    else:
        return False
    return matched < effect.n


def _moves_dynamis(way: Ability) -> bool:
    """Whether a way may move a card out of the Dynamis: an effect of a way valid there, or one naming it, but for
    turning its cards face up or down (they stay in the Dynamis)."""
    in_dynamis = "dynamis" in way.zone
    return any(
        e.kind not in _FACE
        and (in_dynamis or "dynamis" in f"{e.kind.value} {e.source} {e.to} {e.rest} {e.destination} {e.bound}")
        for e in _walk(way)
    )


def _walk(ability: Ability, depth: int = 0) -> Iterator[Effect]:
    """Every effect and payment of an ability, its ways and options, and the abilities they grant."""
    if depth > 8:
        return
    for way in (ability, *ability.ways):
        for effect in (*way.effects, *way.payment):
            yield from _walk_effect(effect, depth)


def _walk_effect(effect: Effect, depth: int) -> Iterator[Effect]:
    yield effect
    for option in effect.options:
        for inner in option:
            yield from _walk_effect(inner, depth)
    for granted in effect.granted:
        yield from _walk(granted, depth + 1)
