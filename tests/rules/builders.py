"""Build engine cards and decks in tests without a database (fireplace's prepare_game, for decks)."""

from __future__ import annotations

import dataclasses
import datetime as dt
import itertools

from zxdecks.rules.board import OnSquare
from zxdecks.rules.cards import (
    CardFacts,
    CardType,
    Color,
    ConstructionRule,
    Icon,
    ObPart,
    RegulationEntry,
    RegulationStatus,
    Zone,
)
from zxdecks.rules.cardtext import LIFE_RECOVERY, OVERDRIVE, VOID_BRINGER
from zxdecks.rules.deck import Deck, DeckEntry
from zxdecks.rules.effects import CardScript, read_card
from zxdecks.rules.effects.run import activate, next_activation
from zxdecks.rules.goldfish import Game

_numbers = itertools.count(1)


def card(
    name: str | None = None,
    type_: CardType = CardType.ZX,
    *,
    ignition: bool = False,
    keywords: tuple[str, ...] = (),
    extra_names: tuple[str, ...] = (),
    construction: tuple[ConstructionRule, ...] = (),
    expiry: dt.date | None = None,
    regulation: tuple[tuple[RegulationStatus, dt.date | None], ...] = (),
    ob_part: ObPart | None = None,
    cost: int = 2,
    colors: frozenset[Color] = frozenset({Color.RED}),
) -> CardFacts:
    number = f"T{next(_numbers):03d}-001"
    name = name or f"カード{number}"
    return CardFacts(
        number=number,
        name=name,
        type=type_,
        names=frozenset({name, *extra_names}),
        cost=cost,
        colors=colors,
        icons=frozenset({Icon.IGNITION}) if ignition else frozenset(),
        keywords=frozenset(keywords),
        construction=construction,
        expiry=expiry,
        regulation=tuple(RegulationEntry(s, d, "", name) for s, d in regulation),
        ob_part=ob_part,
    )


def lr() -> CardFacts:
    return card(ignition=True, keywords=(LIFE_RECOVERY,))


def vb() -> CardFacts:
    return card(ignition=True, keywords=(VOID_BRINGER,))


def od() -> CardFacts:
    return card(ignition=True, keywords=(OVERDRIVE,))


def fours(cards: list[CardFacts], zone: Zone = Zone.DECK) -> list[DeckEntry]:
    return [DeckEntry(c, 4, zone) for c in cards]


def legal_deck(*extra: DeckEntry) -> Deck:
    """50 cards, 20 with ignition (4 LR, 4 VB, 4 OD), at most 4 per name; plus a legal Dynamis and player card."""
    ignition = [lr(), vb(), od(), card(ignition=True), card(ignition=True)]
    plain = [card() for _ in range(7)] + [card(type_=CardType.EVENT)]
    entries = fours(ignition) + fours(plain[:7]) + [DeckEntry(plain[7], 2)]
    dynamis = [
        DeckEntry(card(type_=t), 1, Zone.DYNAMIS)
        for t in (CardType.ZX_EX, CardType.SHIFT, CardType.EV_EX, CardType.AN_EX)
    ]
    player = [DeckEntry(card("プレイヤー", CardType.PLAYER), 1, Zone.PLAYER)]
    return Deck.of(entries + dynamis + player + list(extra))


def without(deck: Deck, number: str, zone: Zone = Zone.DECK, count: int = 1) -> Deck:
    """The deck with `count` fewer copies of a card."""
    out = []
    for e in deck.entries:
        if e.card.number == number and e.zone is zone and count:
            take = min(count, e.count)
            count -= take
            if e.count - take:
                out.append(DeckEntry(e.card, e.count - take, e.zone))
        else:
            out.append(e)
    return Deck.of(out)


def scripted_card(
    game: Game,
    text: str,
    *,
    at: tuple[int, int] | None = None,
    copies: tuple[tuple[int, int], ...] = (),
    rebooted: bool = True,
    one: CardFacts | None = None,
    name: str | None = None,
    cost: int = 2,
    power: int = 3000,
) -> tuple[CardFacts, CardScript]:
    """A card of `text`, every line read, added to the game's scripts and put on square `at` if given; card, script.

    The card is `one`, or a Z/X of that name, cost and power; `copies`: more cards of its number on those squares (the
    same card, other objects). On a square it stands with its printed power, rebooted unless told, entered in no turn of
    this game (as game_with's squares: 「このカードが登場したターン」 does not hold for it)."""
    one = one or dataclasses.replace(card(name, cost=cost), power=power)
    script = read_card(one.number, text)
    assert script.unread == (), script.unread
    game.scripts = {**game.scripts, one.number: script}
    for square, each in zip((at, *copies), (one, *(dataclasses.replace(one) for _ in copies)), strict=True):
        if square is not None:
            game.squares[square] = OnSquare(each, rebooted, each.power)
    return one, script


def play_all(game: Game) -> int:
    """Play every activated ability the goldfish would play now (ten at most); how many it played."""
    played = 0
    while (found := next_activation(game)) is not None and played < 10:
        activate(game, *found)
        played += 1
    return played
