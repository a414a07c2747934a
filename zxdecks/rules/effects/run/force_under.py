"""Force (312) in and out, for run.squares: cards put face up under a chosen Z/X of yours as its force (1010.1,
effects.force_verbs; choose_zx): this card from wherever it is, or cards of your trash, remove zone or hand; and Z/X
of face-up force put onto squares (zone_to_square, 1118.2 アクティベート's words)."""

from __future__ import annotations

from collections.abc import Callable

from zxdecks.rules.board import ATTACKERS_ON_SQUARES, OnSquare
from zxdecks.rules.cards import CardFacts
from zxdecks.rules.effects.api import Choice, GameAPI, Square
from zxdecks.rules.effects.language import Effect
from zxdecks.rules.effects.run.table import At, cause_of

_ZONE = {"force_trash": "trash", "force_removed": "removed", "force_hand": "hand"}


def takes_force(game: GameAPI, unit: OnSquare) -> bool:
    """Whether a card can become the unit's force by a card's ability: not when its text forbids it (「カードをカードの
    能力でこのカードのフォースにすることはできない」, the static "no_force")."""
    script = game.scripts.get(unit.card.number)
    return script is None or not any(st.kind == "no_force" for st in script.statics)


def put_under(game: GameAPI, effect: Effect, at: At, unit: OnSquare) -> int:
    """What `effect.rest` names put face up under `unit` as its force; how many cards went. 1010.1a: nothing when the
    unit has left its square. This card: out of its zone (an event resolving, the hand, …) or off its square (its own
    force to the trash, 908.1; an Extra card goes to the Dynamis instead, 911.1, and a token is gone: nothing put).
    Zone cards: up to `take` of the filter `under`, as the policy chooses (the trash's and remove zone's it wants
    under its Z/X most, the hand's it needs least)."""
    if game.squares_holding(unit) is None or not takes_force(game, unit):
        return 0
    put: list[CardFacts] = []
    if effect.rest == "force_self":
        card = _take_this(game, at, unit)
        put += [card] if card is not None else []
    else:
        zone = _ZONE[effect.rest]
        choice = Choice.DISCARD if zone == "hand" else Choice.FORCE_IN
        for _ in range(effect.take):
            cards: list[CardFacts] = getattr(game, zone)
            candidates = [i for i, c in enumerate(cards) if effect.under.matches(c) and not _is_this(c, at)]
            chosen = game.choose(choice, cards, candidates, 1) if candidates else []
            if not chosen:
                break
            put.append(game.take(zone, chosen[0]))
        if zone == "trash" and not game.deck:
            game.reload()
    if put and game.squares_holding(unit) is not None:
        unit.force = [*(unit.force or []), *put]
    return len(put)


def _is_this(card: CardFacts, at: At) -> bool:
    return at.source is not None and card is at.source.card


def _take_this(game: GameAPI, at: At, unit: OnSquare) -> CardFacts | None:
    if at.source is not None:
        return at.source.card if game.take_card(at.source.zone, at.source.card) else None
    this = at.unit
    if this is None or this is unit or game.squares_holding(this) is None:
        return None
    return game.leave(this)


def force_out(game: GameAPI, effect: Effect, at: At, empty: Callable[[GameAPI, str], list[Square]]) -> bool:
    """Z/X of face-up force onto empty squares (ZONE_TO_SQUARE of a source in effects.force_verbs.FORCE_SOURCES):
    this card's force ("force"; "force_capped": of a cost at most the number of your resources now, 1118.2) or that
    of any Z/X of yours ("zx_force"), matching the filter, the ones the policy wants most first, without being played.
    A face-down force card is hidden (312.2a): never chosen. `empty` lists the squares it may go to (run.squares)."""
    entered = 0
    for _ in range(effect.n):
        squares = empty(game, effect.to)
        if not squares:
            break
        if effect.rest == "zx_force":
            holders = [u for u in game.squares.values() if u.force]
        else:
            holders = [at.unit] if at.unit is not None and game.squares_holding(at.unit) is not None else []
        cap = len(game.resources) if effect.rest == "force_capped" else None
        cards = [c for u in holders for c in u.force or ()]
        owners = [u for u in holders for _ in u.force or ()]
        candidates = [
            i
            for i, c in enumerate(cards)
            if c.type in ATTACKERS_ON_SQUARES and effect.filter.matches(c) and (cap is None or (c.cost or 0) <= cap)
        ]
        chosen = game.choose(Choice.TAKE, cards, candidates, 1) if candidates else []
        if not chosen:
            break
        card, owner = cards[chosen[0]], owners[chosen[0]]
        held = owner.force or []
        held.pop(next(i for i, c in enumerate(held) if c is card))
        owner.force = held or None
        game.enter(card, "ability", squares[0], effect.rebooted, by=cause_of(at))
        entered += 1
        if game.defeated or game.won:
            break
    return entered > 0
