"""Kind.EITHER_MOVE (effects.either_moves): chosen cards of your hand, trash or charge, each to one of two places as
the policy says — to the hand when it takes the card (Choice.TAKE), on top of the deck when it keeps it there
(Choice.KEEP_ON_TOP), into the remove zone when it removes it (Choice.TRASH_REMOVE); else to the other place."""

from __future__ import annotations

from zxdecks.rules.cards import CardFacts
from zxdecks.rules.effects.api import Choice, GameAPI
from zxdecks.rules.effects.language import Effect
from zxdecks.rules.effects.run.arrivals import placed_in_resources, returned_to_hand, trashed, trashed_from_hand
from zxdecks.rules.effects.run.movers import GIVE_UP, two_zone_cards
from zxdecks.rules.effects.run.seen import sees
from zxdecks.rules.effects.run.table import At, done
from zxdecks.rules.effects.zone_pairs import GAINING_DESTINATIONS

# What the policy is asked about each chosen card, by the first of the two places.
_ASKED = {"hand": Choice.TAKE, "deck_top": Choice.KEEP_ON_TOP, "removed": Choice.TRASH_REMOVE}


def either_move(game: GameAPI, effect: Effect, at: At) -> bool:
    """n cards of `source` matching the filter (all n, fewer only with 「まで」; never the card whose ability it is),
    those the policy wants most when a place gains (the hand, the charge, the resources), else those it gives up;
    then each to `destination` or `rest` as the policy chooses."""
    source = effect.source
    zone: list[CardFacts] = getattr(game, source)
    own = at.source.card if at.source is not None and at.source.zone == source else None
    candidates = [i for i, c in enumerate(zone) if c is not own and sees(game, effect.filter, c, source)]
    if len(candidates) < effect.n and not effect.up_to:
        return False
    gains = {effect.destination, effect.rest} & GAINING_DESTINATIONS
    choice = Choice.TAKE if gains else GIVE_UP.get(source, Choice.TRASH_REMOVE)
    order = game.choose(choice, zone, candidates, min(effect.n, len(candidates)))[: effect.n]
    chosen = [zone[i] for i in order]
    asked = _ASKED[effect.destination]
    first = {id(chosen[i]) for i in game.choose(asked, chosen, list(range(len(chosen))), len(chosen))}
    for i in sorted(order, reverse=True):
        game.take(source, i)
    for card in chosen:
        place = effect.destination if id(card) in first else effect.rest
        if place == "trash" and source == "hand":
            trashed_from_hand(game, card, at)
        elif place == "trash":
            trashed(game, card, at.source)
        elif place == "resources":
            placed_in_resources(game, card, False)  # 「リソースにスリープで置く」
        else:
            game.put(card, place, settle=place != "charge")
            if place == "hand" and source in ("trash", "charge"):
                returned_to_hand(game, card, source)
    if "charge" in (effect.destination, effect.rest):
        game.settle()
    if not game.deck:
        game.reload()
    return done(effect, len(chosen), bool(chosen))


def from_two_zones(game: GameAPI, effect: Effect, at: At) -> bool:
    """n cards of your hand and charge together (effects.two_zone_payments), all n (fewer only with 「まで」): those the policy would sooner
    pay with (Choice.TRASH_REMOVE over both zones' cards), into the trash or the remove zone."""
    found = two_zone_cards(game, effect, at)
    if len(found) < effect.n and not effect.up_to:
        return False
    cards = [c for _, c in found]
    order = game.choose(Choice.TRASH_REMOVE, cards, list(range(len(cards))), min(effect.n, len(cards)))[: effect.n]
    for zone, card in (found[i] for i in order):
        game.take_card(zone, card)
        if effect.destination == "removed":
            game.put(card, "removed")
        elif zone == "hand":
            trashed_from_hand(game, card, at)
        else:
            trashed(game, card, at.source)
    return done(effect, len(order), bool(order))
