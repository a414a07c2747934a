"""Handlers of the effects that move cards between your hand, deck, charge, trash, resources, life and remove zone
(and draw, pay, counters, the Dynamis); every choice among cards goes through the game's policy (game.choose)."""

from __future__ import annotations

from zxdecks.rules.effects.api import Choice, GameAPI
from zxdecks.rules.effects.language import ANY_CARD, GAINING_DESTINATIONS, Effect, Kind, Trigger
from zxdecks.rules.effects.run.resolve import fire_card, placed_in_resources, trashed
from zxdecks.rules.effects.run.table import At, handles

HAND_OUT_TO = {
    Kind.DISCARD: "trash",
    Kind.HAND_TO_CHARGE: "charge",
    Kind.HAND_TO_DECK_BOTTOM: "deck_bottom",
    Kind.HAND_REMOVE: "removed",
}


@handles(Kind.DRAW)
def draw(game: GameAPI, effect: Effect, at: At) -> bool:
    """1005: draw n (fewer when deck and trash run out)."""
    return game.draw(effect.n) > 0


def _hand_choice(game: GameAPI, effect: Effect, at: At) -> list[int] | None:
    """The hand cards the policy gives up for an effect (matching its filter, never the card whose ability it is);
    None when fewer than n can be and the effect does not say 「まで」."""
    flt = effect.filter
    hand = game.hand
    candidates = [i for i, c in enumerate(hand) if flt is ANY_CARD or flt.matches(c)]
    if at.source is not None and at.source.zone == "hand":  # the card whose ability this is stays (a copy too)
        candidates = [i for i in candidates if hand[i] is not at.source.card]
    order = game.choose(Choice.DISCARD, hand, candidates, len(candidates))
    if len(order) < effect.n and not effect.up_to:
        return None
    return order[: effect.n]


@handles(Kind.DISCARD, Kind.HAND_TO_CHARGE, Kind.HAND_TO_DECK_BOTTOM, Kind.HAND_REMOVE)
def hand_out(game: GameAPI, effect: Effect, at: At) -> bool:
    """n hand cards (matching the filter, up to n with 「まで」) to the trash, charge, deck bottom or remove zone."""
    chosen = _hand_choice(game, effect, at)
    if chosen is None:
        return False
    cards = [game.take("hand", i) for i in sorted(chosen, reverse=True)]
    to = HAND_OUT_TO[effect.kind]
    for card in cards:
        if to == "trash":
            trashed(game, card, at.source)
        elif to == "charge":
            game.put(card, "charge", settle=False)
        else:
            game.put(card, to)
    if to == "charge":
        game.settle()
    return bool(chosen)


@handles(Kind.HAND_TO_RESOURCE)
def hand_to_resource(game: GameAPI, effect: Effect, at: At) -> bool:
    chosen = _hand_choice(game, effect, At())  # the filter alone decides (the card itself may be chosen)
    if chosen is None:
        return False
    for i in sorted(chosen, reverse=True):
        placed_in_resources(game, game.take("hand", i), effect.rebooted)
    return bool(chosen)


@handles(Kind.HAND_TO_DECK_SHUFFLE)
def hand_to_deck_shuffle(game: GameAPI, effect: Effect, at: At) -> bool:
    order = game.choose(Choice.DISCARD, game.hand, list(range(len(game.hand))), len(game.hand))[: effect.n]
    for i in sorted(order, reverse=True):
        game.put(game.take("hand", i), "deck_bottom")
    game.shuffle()
    return bool(order)


DECK_TO = {
    Kind.DECK_TO_CHARGE: "charge",
    Kind.DECK_TO_TRASH: "trash",
    Kind.DECK_TO_RESOURCE: "resources",
    Kind.DECK_TO_REMOVE: "removed",
    Kind.RECOVER: "life",  # 1013: recover; 307.2 on top
}


@handles(*DECK_TO)
def deck_out(game: GameAPI, effect: Effect, at: At) -> bool:
    """The top n cards of the deck, one at a time (902 between them), to the charge, trash, resources, remove zone or
    life; what their arrival sets off resolves before the next card moves."""
    to = DECK_TO[effect.kind]
    if to == "trash":
        moved = game.mill(effect.n, "", then=lambda card: _deck_to_trash(game, card, at))
    elif to == "resources":
        moved = game.mill(effect.n, "", then=lambda card: placed_in_resources(game, card, effect.rebooted))
    else:
        moved = game.mill(effect.n, to)
    return bool(moved)


def _deck_to_trash(game: GameAPI, card: object, at: At) -> None:
    trashed(game, card, at.source)  # type: ignore[arg-type]
    fire_card(game, Trigger.EVOLSEED, card)  # type: ignore[arg-type]


@handles(Kind.CHARGE_TO_TRASH, Kind.CHARGE_TO_DECK_BOTTOM)
def charge_out(game: GameAPI, effect: Effect, at: At) -> bool:
    """n charge cards (matching the filter) to the trash or the deck bottom, as the policy gives them up."""
    flt, n, charge = effect.filter, effect.n, game.charge
    if effect.kind is Kind.CHARGE_TO_TRASH and flt == ANY_CARD:
        if len(charge) < n and not effect.up_to:
            return False
        order = game.choose(Choice.CHARGE_OUT, charge, list(range(len(charge))), min(n, len(charge)))
        for i in sorted(order, reverse=True):
            trashed(game, game.take("charge", i), at.source)
        return True
    candidates = [i for i, c in enumerate(charge) if flt.matches(c)]
    order = game.choose(Choice.CHARGE_OUT, charge, candidates, len(candidates))
    if len(order) < n and not effect.up_to:
        return False
    for i in sorted(order[:n], reverse=True):
        card = game.take("charge", i)
        if effect.kind is Kind.CHARGE_TO_TRASH:
            trashed(game, card, at.source)
        else:
            game.put(card, "deck_bottom")
    return bool(order)


TAKE_FROM = {Kind.CHARGE_TO_HAND: "charge", Kind.TRASH_TO_HAND: "trash", Kind.TRASH_TO_RESOURCE: "trash"}
TAKE_FROM[Kind.SEARCH] = "deck"
TAKE_FROM[Kind.CHARGE_TO_RESOURCE] = "charge"


@handles(*TAKE_FROM)
def take_for_yourself(game: GameAPI, effect: Effect, at: At) -> bool:
    """n cards matching the filter from the charge, trash or deck (then shuffled, 804.3e) to the hand or the
    resources, one at a time, the one the policy wants most first."""
    zone_name = TAKE_FROM[effect.kind]
    to_resource = effect.kind in (Kind.TRASH_TO_RESOURCE, Kind.CHARGE_TO_RESOURCE)
    if effect.kind is Kind.CHARGE_TO_RESOURCE:
        charge = game.charge
        candidates = [i for i, c in enumerate(charge) if effect.filter.matches(c)]
        order = game.choose(Choice.TAKE, charge, candidates, len(candidates))
        if len(order) < effect.n and not effect.up_to:
            return False
        for i in sorted(order[: effect.n], reverse=True):
            placed_in_resources(game, game.take("charge", i), False)
        return bool(order)
    moved = 0
    zone = getattr(game, zone_name)
    for _ in range(effect.n):
        candidates = [i for i, c in enumerate(zone) if effect.filter.matches(c)]
        chosen = game.choose(Choice.TAKE, zone, candidates, 1) if candidates else []
        if not chosen:
            break
        card = game.take(zone_name, chosen[0])
        moved += 1
        if to_resource:
            placed_in_resources(game, card, effect.rebooted)
        else:
            game.put(card, "hand")
    if effect.kind is Kind.SEARCH:
        game.shuffle()  # 804.3e
    elif not game.deck:
        game.reload()
    return moved > 0


@handles(Kind.RESOURCE_TO_HAND)
def resource_to_hand(game: GameAPI, effect: Effect, at: At) -> bool:
    """n resources matching the filter back to the hand, one at a time, as the policy gives them back."""
    moved = 0
    for _ in range(effect.n):
        cards = [r.card for r in game.resources]
        candidates = [i for i, c in enumerate(cards) if effect.filter.matches(c)]
        chosen = game.choose(Choice.RESOURCE_BACK, cards, candidates, 1) if candidates else []
        if not chosen:
            break
        game.put(game.take("resources", chosen[0]), "hand")
        moved += 1
    return moved > 0


@handles(Kind.REBOOT_RESOURCES)
def reboot_resources(game: GameAPI, effect: Effect, at: At) -> bool:
    rebooted = 0
    for r in game.resources:
        if rebooted == effect.n:
            break
        if not r.rebooted and effect.filter.matches(r.card):
            r.rebooted = True
            rebooted += 1
    return rebooted > 0


@handles(Kind.SLEEP_RESOURCES)
def sleep_resources(game: GameAPI, effect: Effect, at: At) -> bool:
    """n rebooted resources matching the filter slept (all n, fewer only with 「まで」), the ones the policy gives
    up first."""
    cards = [r.card for r in game.resources]
    candidates = [i for i, r in enumerate(game.resources) if r.rebooted and effect.filter.matches(r.card)]
    if len(candidates) < effect.n and not effect.up_to:
        return False
    order = game.choose(Choice.RESOURCE_BACK, cards, candidates, min(effect.n, len(candidates)))[: effect.n]
    for i in order:
        game.resources[i].rebooted = False
    return bool(order)


@handles(Kind.TRASH_REMOVE)
def trash_remove(game: GameAPI, effect: Effect, at: At) -> bool:
    """n trash cards matching the filter into the remove zone, those the policy least wants back first."""
    trash = game.trash
    candidates = [i for i, c in enumerate(trash) if effect.filter.matches(c)]
    order = game.choose(Choice.TRASH_REMOVE, trash, candidates, len(candidates))
    if len(order) < effect.n and not effect.up_to:
        return False
    for i in sorted(order[: effect.n], reverse=True):
        game.put(game.take("trash", i), "removed")
    return bool(order)


@handles(Kind.PAY)
def pay(game: GameAPI, effect: Effect, at: At) -> bool:
    """805: pay a resource cost of n, the colour in the filter."""
    colors = frozenset({effect.filter.color}) if effect.filter.color else frozenset()
    return game.pay(effect.n, colors)


@handles(Kind.DYNAMIS_FACE_UP)
def dynamis_face_up(game: GameAPI, effect: Effect, at: At) -> bool:
    turned = 0
    for card in list(game.dynamis):
        if turned == effect.n:
            break
        if effect.filter.matches(card):
            game.take_card("dynamis", card)
            game.put(card, "dynamis_face_up")
            turned += 1
    return turned > 0


@handles(Kind.GAIN_COUNTER)
def gain_counter(game: GameAPI, effect: Effect, at: At) -> bool:
    key = effect.filter.name_contains
    game.counters[key] = game.counters.get(key, 0) + effect.n
    return True


@handles(Kind.PAY_COUNTER)
def pay_counter(game: GameAPI, effect: Effect, at: At) -> bool:
    key = effect.filter.name_contains
    if game.counters.get(key, 0) < effect.n:
        return False
    game.counters[key] -= effect.n
    return True


@handles(Kind.SHUFFLE_DECK)
def shuffle_deck(game: GameAPI, effect: Effect, at: At) -> bool:
    game.shuffle()
    return True


@handles(Kind.LOOK_TOP_REORDER)
def look_top_reorder(game: GameAPI, effect: Effect, at: At) -> bool:
    """Look at the top n cards and put them back in the order the policy chooses, the first on top."""
    top = game.reveal(effect.n)
    order = game.choose(Choice.TOP_ORDER, top, list(range(len(top))), len(top))
    for i in reversed(order):
        game.put(top[i], "deck_top")
    return bool(top)


@handles(Kind.IGNITE)
def ignite(game: GameAPI, effect: Effect, at: At) -> bool:
    revealed = 0
    for _ in range(effect.n):
        if game.ignite_top() is None:
            break
        revealed += 1
    return revealed > 0


@handles(Kind.DAMAGE_OPPONENT)
def damage_opponent(game: GameAPI, effect: Effect, at: At) -> bool:
    game.damage_opponent(effect.n)
    return True


@handles(Kind.OPPONENT_DECK_TO_RESOURCE)
def opponent_deck_to_resource(game: GameAPI, effect: Effect, at: At) -> bool:
    game.add_opponent_resources(effect.n)  # a goldfish opponent's deck is not simulated card by card
    return True


# What the policy is asked when cards leave a zone for a destination that gains nothing (GAINING_DESTINATIONS
# gains: the policy takes the ones it wants most).
GIVE_UP = {
    "hand": Choice.DISCARD,
    "charge": Choice.CHARGE_OUT,
    "trash": Choice.TRASH_REMOVE,
    "resources": Choice.RESOURCE_BACK,
    "removed": Choice.TRASH_REMOVE,
}


@handles(Kind.MOVE)
def move(game: GameAPI, effect: Effect, at: At) -> bool:
    """n cards of your `source` zone matching the filter to your `destination` (the grammar's Move): cards you take
    (to the hand, resources or charge) as many as there are, those the policy wants most; cards you give up only
    all n (fewer with 「まで」), those the policy least needs. The card whose ability it is stays in its zone."""
    source, to = effect.source, effect.destination
    cards = [r.card for r in game.resources] if source == "resources" else list(getattr(game, source))
    own = at.source.card if at.source is not None and at.source.zone in (source, source.rstrip("s")) else None
    candidates = [i for i, c in enumerate(cards) if c is not own and effect.filter.matches(c)]
    gains = to in GAINING_DESTINATIONS
    if not gains and len(candidates) < effect.n and not effect.up_to:
        return False
    choice = Choice.TAKE if gains else GIVE_UP[source]
    order = game.choose(choice, cards, candidates, min(effect.n, len(candidates)))[: effect.n]
    moved = [game.take(source, i) for i in sorted(order, reverse=True)]
    for card in moved:
        if to == "trash":
            trashed(game, card, at.source)
        elif to == "resources":
            placed_in_resources(game, card, effect.rebooted)
        else:
            game.put(card, to, settle=to != "charge")
    if to == "charge" and moved:
        game.settle()
    elif not game.deck:
        game.reload()
    return bool(moved)


@handles(Kind.HAND_REVEAL)
def hand_reveal(game: GameAPI, effect: Effect, at: At) -> bool:
    """Hand cards matching the filter shown to the opponent: done when there are n of them (they stay in the hand)."""
    return sum(1 for c in game.hand if effect.filter.matches(c)) >= (1 if effect.up_to else effect.n)
