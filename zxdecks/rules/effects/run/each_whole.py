"""「<where>にあるAとBをそれぞれN枚ずつ選び、<verb>てよい」 (effects.each_split, MODAL of `rest` WHOLE): every kind's N
cards, all different, or none at all. Done only when such a choice exists and the goldfish wants it (a cost: only for
a 「…したならば」 after it worth having, as run.resolve decides before it comes here); the policy chooses each card
among those that leave the kinds after it their own cards."""

from __future__ import annotations

from zxdecks.rules.cards import CardFacts
from zxdecks.rules.effects.api import GameAPI
from zxdecks.rules.effects.language import Effect
from zxdecks.rules.effects.run.movers import GIVE_UP, place_card, two_zone_cards
from zxdecks.rules.effects.run.table import At, done

Found = list[tuple[str, CardFacts]]


def each_whole(game: GameAPI, effect: Effect, at: At) -> bool:
    """Every option's MOVE of N cards, each card a different one, or nothing (no card moves when one kind lacks)."""
    moves = [option[0] for option in effect.options]
    found = [two_zone_cards(game, move, at) for move in moves]  # a kind's cards, zone by zone
    if not _fits(found, [m.n for m in moves], set()):
        return False
    used: set[int] = set()
    chosen: list[tuple[Effect, str, CardFacts]] = []
    for k, move in enumerate(moves):
        for _ in range(move.n):
            free = [i for i, (_, c) in enumerate(found[k]) if id(c) not in used]
            rest = [m.n for m in moves[k + 1 :]]
            left = [i for i in free if _fits(found[k + 1 :], rest, used | {id(found[k][i][1])})]
            cards = [c for _, c in found[k]]
            pick = game.choose(GIVE_UP.get(move.source, GIVE_UP["trash"]), cards, left, 1)[:1] or left[:1]
            zone, card = found[k][pick[0]]
            used.add(id(card))
            chosen.append((move, zone, card))
    for move, zone, card in chosen:  # placed once all are chosen: what one sets off sees the whole choice made
        if game.take_card(zone, card):
            place_card(game, move, zone, card, at)
    if any(m.destination == "charge" for m in moves):
        game.settle()
    elif not game.deck:
        game.reload()
    return done(effect, len(chosen), True)


def _fits(found: list[Found], counts: list[int], used: set[int]) -> bool:
    """Whether each kind can still have its count of cards, all different and none of `used`."""
    if not found:
        return True
    free = [c for _, c in found[0] if id(c) not in used]
    if counts[0] == 0:
        return _fits(found[1:], counts[1:], used)
    return any(_fits(found, [counts[0] - 1, *counts[1:]], used | {id(c)}) for c in free)
