"""The one action that moves cards between zones (Kind.MOVE: `Move(source, destination, filter, count, up_to,
state)`): a mover per pair of effects.zone_pairs.PAIRS, each carrying the pair out as the engine always has, and the
general mover `move_between` for any other pair. Every choice among cards goes through the game's policy."""

from __future__ import annotations

from zxdecks.rules.cards import CardFacts
from zxdecks.rules.effects.api import Choice, GameAPI
from zxdecks.rules.effects.charge_owners import OWNERS
from zxdecks.rules.effects.language import ANY_CARD, FROM_HAND_REST, Effect, Kind
from zxdecks.rules.effects.run.arrivals import (
    from_deck_to_trash,
    placed_in_resources,
    returned_to_hand,
    trashed,
    trashed_from_hand,
)
from zxdecks.rules.effects.run.charge_owners import charge_owner_out
from zxdecks.rules.effects.run.phases import fire_recovered
from zxdecks.rules.effects.run.seen import sees
from zxdecks.rules.effects.run.table import MOVERS, At, done
from zxdecks.rules.effects.zone_pairs import GAINING_DESTINATIONS, SHUFFLE_IF_MOVED


def move(game: GameAPI, effect: Effect, at: At) -> bool:
    """n cards of your `source` to your `destination`, by the pair's own mover or the general one (drawn at random
    with `to` "random")."""
    if effect.to == "random":
        return random_move(game, effect, at)
    mover = MOVERS.get((effect.source, effect.destination), move_between)
    if effect.to in OWNERS:  # the opponent's charge, or either player's (run.charge_owners)
        return charge_owner_out(game, effect, at, mover)
    return mover(game, effect, at)


def place_card(game: GameAPI, move: Effect, zone: str, card: CardFacts, at: At) -> None:
    """One card taken from your `zone` into the move's destination, setting off what arriving there sets off: a hand
    card trashed (HAND_TRASHED), a card into the resources (RESOURCE_PLACED), a trash card back to the hand."""
    to = move.destination
    if to == "trash" and zone == "hand":
        trashed_from_hand(game, card, at)
    elif to == "trash":
        trashed(game, card, at.source)
    elif to == "resources":
        placed_in_resources(game, card, move.rebooted, at)
    else:
        game.put(card, to, settle=to != "charge")
        if to == "hand" and zone in ("trash", "charge"):
            returned_to_hand(game, card, zone)


def random_move(game: GameAPI, effect: Effect, at: At) -> bool:
    """「<zone>にある<filter>をランダムにN枚選び、<verb>」: n cards of the filter drawn by the game's seeded random
    (GameAPI.random_picks), never the card whose ability it is; cards given up by an optional move only all n (fewer
    with 「まで」), cards taken or given up by a required one as many as there are (102.4). Each arrives as the pair's own mover would put it."""
    source, to = effect.source, effect.destination
    cards: list[CardFacts] = getattr(game, source)
    own = at.source.card if at.source is not None and at.source.zone == source else None
    candidates = [i for i, c in enumerate(cards) if c is not own and sees(game, effect.filter, c, source)]
    if to not in GAINING_DESTINATIONS and len(candidates) < effect.n and not effect.up_to and not short_allowed(effect):
        return False
    picked = game.random_picks(candidates, effect.n)
    moved = [game.take(source, i) for i in sorted(picked, reverse=True)]
    for card in moved:
        place_card(game, effect, source, card, at)
    if to == "charge" and moved:
        game.settle()
    elif not game.deck:
        game.reload()
    return done(effect, len(moved), bool(moved))


def _hand_choice(game: GameAPI, effect: Effect, at: At) -> list[int] | None:
    """The hand cards the policy gives up for an effect (matching its filter, never the card whose ability it is);
    None when fewer than n can be, the effect is optional and does not say 「まで」."""
    flt = effect.filter
    hand = game.hand
    candidates = [i for i, c in enumerate(hand) if flt is ANY_CARD or flt.matches(c)]
    if at.source is not None and at.source.zone == "hand":  # the card whose ability this is stays (a copy too)
        candidates = [i for i in candidates if hand[i] is not at.source.card]
    return all_or_nothing(game, effect, Choice.DISCARD, hand, candidates)


def all_or_nothing(
    game: GameAPI, effect: Effect, choice: Choice, cards: list[CardFacts], candidates: list[int]
) -> list[int] | None:
    """The n indexes of `cards` among `candidates` the policy gives first when asked `choice`; None when fewer than
    n can be and the effect is optional without 「まで」 (all n or nothing); a required one gives as many as it can."""
    order = game.choose(choice, cards, candidates, len(candidates))
    if len(order) < effect.n and not effect.up_to and not short_allowed(effect):
        return None
    return order[: effect.n]


def short_allowed(effect: Effect) -> bool:
    """Whether a move may be done with fewer than its n cards: a required one (102.4: as many as can be; done when
    one moved, 0 times is not done, unless 「N枚…したならば」 asks N, `done_at`). An optional one (「…てよい」) is all n or
    nothing, and a payment is checked payable before it is made (run.activation.can_pay_payment)."""
    return not effect.optional


def hand_out(game: GameAPI, effect: Effect, at: At) -> bool:
    """n hand cards (matching the filter, up to n with 「まで」) to the trash, charge, deck bottom or remove zone."""
    chosen = _hand_choice(game, effect, at)
    if chosen is None:
        return False
    cards = [game.take("hand", i) for i in sorted(chosen, reverse=True)]
    to = effect.destination
    for card in cards:
        if to == "trash":
            trashed_from_hand(game, card, at)
        elif to == "charge":
            game.put(card, "charge", settle=False)
        else:
            game.put(card, to)
    if to == "charge":
        game.settle()
    return done(effect, len(chosen), bool(chosen))


def hand_to_resource(game: GameAPI, effect: Effect, at: At) -> bool:
    chosen = _hand_choice(game, effect, At())  # the filter alone decides (the card itself may be chosen)
    if chosen is None:
        return False
    for i in sorted(chosen, reverse=True):
        placed_in_resources(game, game.take("hand", i), effect.rebooted, at)
    return done(effect, len(chosen), bool(chosen))


def hand_to_deck_shuffle(game: GameAPI, effect: Effect, at: At) -> bool:
    """n hand cards (of the filter: 「あなたの手札にある[X]を1枚選び公開し、デッキに戻す」) into the deck, then the deck
    shuffled (「戻したならば、シャッフルし」, SHUFFLE_IF_MOVED: only when a card went in)."""
    if effect.filter is ANY_CARD:
        order = game.choose(Choice.DISCARD, game.hand, list(range(len(game.hand))), len(game.hand))[: effect.n]
    else:  # cards of a filter given up: all n or none, as the other give-ups (「まで」: as many as there are)
        candidates = [i for i, c in enumerate(game.hand) if effect.filter.matches(c)]
        order = all_or_nothing(game, effect, Choice.DISCARD, game.hand, candidates) or []
    for i in sorted(order, reverse=True):
        game.put(game.take("hand", i), "deck_bottom")
    if order or effect.rest != SHUFFLE_IF_MOVED:  # 「戻したならば、シャッフルし」: only when a card went in
        game.shuffle()
    return done(effect, len(order), bool(order))


def deck_out(game: GameAPI, effect: Effect, at: At) -> bool:
    """The top n cards of the deck, one at a time (902 between them), to the charge, trash, resources, remove zone or
    life (1013: recover; 307.2 on top); what their arrival sets off resolves before the next card moves."""
    to = "life" if effect.kind is Kind.RECOVER else effect.destination
    if to == "trash":
        moved = game.mill(effect.n, "", then=lambda card: _deck_to_trash(game, card, at))
    elif to == "resources":
        moved = game.mill(effect.n, "", then=lambda card: placed_in_resources(game, card, effect.rebooted, at))
    else:
        moved = game.mill(effect.n, to)
    if effect.kind is Kind.RECOVER and moved:
        fire_recovered(game, len(moved))  # 「あなたが回復する」, once a point (1013.1b)
    return done(effect, len(moved), bool(moved))


def deck_bottom_out(game: GameAPI, effect: Effect, at: At) -> bool:
    """The bottom card of the deck into the trash (what a card from the deck sets off there, 1106), the deck
    reloaded when it is empty (902)."""
    if not game.deck:
        return False
    card = game.take("deck", len(game.deck) - 1)
    _deck_to_trash(game, card, at)
    if not game.deck:
        game.reload()
    return done(effect, 1, True)


def _deck_to_trash(game: GameAPI, card: CardFacts, at: At) -> None:
    trashed(game, card, at.source)
    from_deck_to_trash(game, card)


def charge_out(game: GameAPI, effect: Effect, at: At) -> bool:
    """n charge cards (matching the filter) to the trash or the deck bottom, as the policy gives them up; the card
    whose ability it is stays in the charge (「このカード以外の」, a payment of a card in the charge)."""
    flt, n, charge = effect.filter, effect.n, game.charge
    to_trash = effect.destination == "trash"
    own = at.source.card if at.source is not None and at.source.zone == "charge" else None
    if to_trash and flt == ANY_CARD and own is None:
        if len(charge) < n and not effect.up_to and not short_allowed(effect):
            return False
        order = game.choose(Choice.CHARGE_OUT, charge, list(range(len(charge))), min(n, len(charge)))
        for i in sorted(order, reverse=True):
            trashed(game, game.take("charge", i), at.source)
        return done(effect, len(order), bool(order))  # 102.4: moving none is not done
    chosen = all_or_nothing(
        game,
        effect,
        Choice.CHARGE_OUT,
        charge,
        [i for i, c in enumerate(charge) if c is not own and sees(game, flt, c, "charge")],
    )
    if chosen is None:
        return False
    for i in sorted(chosen, reverse=True):
        card = game.take("charge", i)
        if to_trash:
            trashed(game, card, at.source)
        else:
            game.put(card, "deck_bottom")
    return done(effect, len(chosen), bool(chosen))


def charge_to_resource(game: GameAPI, effect: Effect, at: At) -> bool:
    """n charge cards matching the filter into the resources, slept; all n or none (fewer with 「まで」)."""
    charge = game.charge
    chosen = all_or_nothing(
        game, effect, Choice.TAKE, charge, [i for i, c in enumerate(charge) if sees(game, effect.filter, c, "charge")]
    )
    if chosen is None:
        return False
    for i in sorted(chosen, reverse=True):
        placed_in_resources(game, game.take("charge", i), False, at)
    return done(effect, len(chosen), bool(chosen))


def take_for_yourself(game: GameAPI, effect: Effect, at: At) -> bool:
    """n cards matching the filter from the charge, trash or deck (then shuffled, 804.3e) to the hand, the resources
    or (from the trash) the life, face down (307), one at a time, the one the policy wants most first."""
    search = effect.kind is Kind.SEARCH
    zone_name = "deck" if search else effect.source
    to_resource = not search and effect.destination == "resources"
    moved = 0
    zone = getattr(game, zone_name)
    for _ in range(effect.n):
        candidates = [i for i, c in enumerate(zone) if sees(game, effect.filter, c, zone_name)]
        chosen = game.choose(Choice.TAKE, zone, candidates, 1) if candidates else []
        if not chosen:
            break
        card = game.take(zone_name, chosen[0])
        moved += 1
        if to_resource:
            placed_in_resources(game, card, effect.rebooted, at)
        else:
            to_life = effect.destination == "life"
            game.put(card, "life" if to_life else "hand")
            if zone_name in ("trash", "charge") and not to_life:
                returned_to_hand(game, card, zone_name)
    if search:
        game.shuffle()  # 804.3e
    elif not game.deck:
        game.reload()
    return done(effect, moved, moved > 0)


def resource_to_hand(game: GameAPI, effect: Effect, at: At) -> bool:
    """n resources matching the filter back to the hand, one at a time, as the policy gives them back."""
    moved = 0
    for _ in range(effect.n):
        cards = [r.card for r in game.resources]
        candidates = [i for i, c in enumerate(cards) if sees(game, effect.filter, c, "resources")]
        if effect.to == "rebooted":  # 「リソースにあるリブートのカード」
            candidates = [i for i in candidates if game.resources[i].rebooted]
        chosen = game.choose(Choice.RESOURCE_BACK, cards, candidates, 1) if candidates else []
        if not chosen:
            break
        game.put(game.take("resources", chosen[0]), "hand")
        moved += 1
    return done(effect, moved, moved > 0)


def trash_remove(game: GameAPI, effect: Effect, at: At) -> bool:
    """n trash cards matching the filter into the remove zone, those the policy least wants back first; the card
    whose ability it is stays in the trash (「このカード以外の」, a payment of a card in the trash)."""
    trash = game.trash
    own = at.source.card if at.source is not None and at.source.zone == "trash" else None
    candidates = [i for i, c in enumerate(trash) if c is not own and sees(game, effect.filter, c, "trash")]
    chosen = all_or_nothing(game, effect, Choice.TRASH_REMOVE, trash, candidates)
    if chosen is None:
        return False
    for i in sorted(chosen, reverse=True):
        game.put(game.take("trash", i), "removed")
    return done(effect, len(chosen), bool(chosen))


# What the policy is asked when cards leave a zone for a destination that gains nothing (GAINING_DESTINATIONS
# gains: the policy takes the ones it wants most).
GIVE_UP = {
    "hand": Choice.DISCARD,
    "charge": Choice.CHARGE_OUT,
    "trash": Choice.TRASH_REMOVE,
    "resources": Choice.RESOURCE_BACK,
    "removed": Choice.TRASH_REMOVE,
}


def move_between(game: GameAPI, effect: Effect, at: At) -> bool:
    """Any other pair of zones (effects.zone_pairs.SOURCES × DESTINATIONS), the source one zone or several of yours
    together (「手札かトラッシュにある、…」: "hand|trash", the cards of both as one choice): cards you take (to the
    hand, resources or charge) as many as there are, those the policy wants most; cards you give up, optionally only
    all n (fewer with 「まで」), required as many as there are (102.4), those the policy least needs. The card whose ability it is stays in its zone."""
    source, to = effect.source, effect.destination
    gains = to in GAINING_DESTINATIONS
    if "|" in source:
        found = two_zone_cards(game, effect, at)
        cards = [c for _, c in found]
        candidates = list(range(len(cards)))
    else:
        cards = [r.card for r in game.resources] if source == "resources" else list(getattr(game, source))
        own = at.source.card if at.source is not None and at.source.zone in (source, source.rstrip("s")) else None
        candidates = [i for i, c in enumerate(cards) if c is not own and sees(game, effect.filter, c, source)]
        if effect.to == "rebooted":  # 「リソースにあるリブートのカード」
            candidates = [i for i in candidates if game.resources[i].rebooted]
        found = [(source, c) for c in cards]
    if not gains and len(candidates) < effect.n and not effect.up_to and not short_allowed(effect):
        return False
    choice = Choice.TAKE if gains else GIVE_UP.get(source, Choice.TRASH_REMOVE)
    order = game.choose(choice, cards, candidates, min(effect.n, len(candidates)))[: effect.n]
    if "|" in source:
        moved = [(zone, card) for zone, card in (found[i] for i in order) if game.take_card(zone, card)]
    else:
        moved = [(source, game.take(source, i)) for i in sorted(order, reverse=True)]
    for zone, card in moved:
        if to == "trash" and zone == "hand" and "|" in source:
            trashed_from_hand(game, card, at)
        elif to == "trash":
            trashed(game, card, at.source)
        elif to == "resources":
            placed_in_resources(game, card, effect.rebooted, at)
        else:
            game.put(card, to, settle=to != "charge")
    if to == "charge" and moved:
        game.settle()
    elif not game.deck:
        game.reload()
    if effect.rest == FROM_HAND_REST:  # 「手札から置いたならば」 after it: a card of the hand moved
        return done(effect, len(moved), any(zone == "hand" for zone, _ in moved))
    return done(effect, len(moved), bool(moved))


def two_zone_cards(game: GameAPI, effect: Effect, at: At) -> list[tuple[str, CardFacts]]:
    """The cards of the zones of a source of several ("hand|charge", "trash|removed") the effect may take (never the
    card whose ability it is)."""
    own = at.source.card if at.source is not None else None
    return [
        (zone, c)
        for zone in effect.source.split("|")
        for c in getattr(game, zone)
        if c is not own and sees(game, effect.filter, c, zone)
    ]
