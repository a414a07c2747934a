"""Handlers of the effects on your zones other than moves (effects.run.movers): draw, resources rebooted or slept,
pay, counters, the Dynamis, the top of the deck, the opponent; every choice goes through the game's policy."""

from __future__ import annotations

from zxdecks.rules.effects.api import Choice, GameAPI
from zxdecks.rules.effects.language import NO_RESOURCE_REBOOT, Effect
from zxdecks.rules.effects.matched import known_for, matched
from zxdecks.rules.effects.run.arrivals import from_deck_to_trash, placed_in_resources, returned_to_hand, trashed
from zxdecks.rules.effects.run.phases import fire_damaged_opponent, fire_drawn, fire_resources_rebooted
from zxdecks.rules.effects.run.seen import sees
from zxdecks.rules.effects.run.table import At, cause_of, done
from zxdecks.rules.effects.turn_conditions import DECK_TRASH


def draw(game: GameAPI, effect: Effect, at: At) -> bool:
    """1005: draw n (fewer when deck and trash run out); each card drawn sets off 「あなたがカードの能力で引く」."""
    drawn = game.draw(effect.n)
    fire_drawn(game, drawn)
    return done(effect, drawn, drawn > 0)


def draw_to(game: GameAPI, effect: Effect, at: At) -> bool:
    """「あなたの手札がN枚になるまで引く」: draw until the hand holds n cards (1005, one at a time); nothing when it
    holds n or more."""
    drawn = game.draw(max(0, effect.n - len(game.hand)))
    fire_drawn(game, drawn)
    return done(effect, drawn, drawn > 0)


def reboot_resources(game: GameAPI, effect: Effect, at: At) -> bool:
    """n slept resources matching the filter (of rest "self": this card) rebooted (1003); none after 「ターン終了時まで、
    あなたのリソースはリブートしない」 in this turn (FORBID_ABILITY "resource_reboot")."""
    if NO_RESOURCE_REBOOT + ("opponent" if game.opponents_turn else "own") in game.forbidden_names:
        return False
    this = cause_of(at) if effect.rest == "self" else None
    if effect.rest == "self" and this is None:
        return False
    rebooted = 0
    for r in game.resources:
        if rebooted == effect.n:
            break
        if not r.rebooted and effect.filter.matches(r.card) and (this is None or r.card is this):
            r.rebooted = True
            rebooted += 1
    fire_resources_rebooted(game, rebooted)  # 「あなたのリソースにあるカードが…の能力でリブートする」
    return rebooted > 0


def sleep_resources(game: GameAPI, effect: Effect, at: At) -> bool:
    """n rebooted resources matching the filter slept (all n, fewer only with 「まで」), the ones the policy gives
    up first."""
    cards = [r.card for r in game.resources]
    candidates = [
        i for i, r in enumerate(game.resources) if r.rebooted and sees(game, effect.filter, r.card, "resources")
    ]
    if len(candidates) < effect.n and not effect.up_to:
        return False
    order = game.choose(Choice.RESOURCE_BACK, cards, candidates, min(effect.n, len(candidates)))[: effect.n]
    for i in order:
        game.resources[i].rebooted = False
    return done(effect, len(order), bool(order))


def pay(game: GameAPI, effect: Effect, at: At) -> bool:
    """805: pay a resource cost of n, the colour in the filter (the colours of 805.3a in `colors_any`: 「[緑]《赤1・赤1》」,
    「《赤1・赤1》《青1・青1》」, effects.sentences)."""
    flt = effect.filter
    colors = flt.colors_any or (frozenset({flt.color}) if flt.color else frozenset())
    return game.pay(effect.n, colors)


def dynamis_face_up(game: GameAPI, effect: Effect, at: At) -> bool:
    turned = 0
    flt = effect.filter
    every, known = known_for(flt)  # the same Dynamis cards asked of the same filter game after game
    for card in list(game.dynamis):
        if turned == effect.n:
            break
        seen = known.get(id(card))  # effects.matched.matched's memo read here: a call only for a new card
        if seen is None or seen[0] is not card:
            seen = (card, matched(flt, known, card))
        if every or seen[1]:
            game.take_card("dynamis", card)
            game.put(card, "dynamis_face_up")
            turned += 1
    return turned > 0


def dynamis_face_down(game: GameAPI, effect: Effect, at: At) -> bool:
    """「あなたのデュナミスにある…をN枚裏向きにする」: n face-up Dynamis cards of the filter turned face down (all n, fewer
    only with 「まで」; never the card whose ability it is), the ones the policy gives up first."""
    cards = game.dynamis_face_up
    own = at.source.card if at.source is not None else None
    candidates = [i for i, c in enumerate(cards) if c is not own and effect.filter.matches(c)]
    if len(candidates) < effect.n and not effect.up_to:
        return False
    chosen = [cards[i] for i in game.choose(Choice.FACE_DOWN, cards, candidates, effect.n)[: effect.n]]
    for card in chosen:
        game.take_card("dynamis_face_up", card)
        game.put(card, "dynamis")
    return done(effect, len(chosen), bool(chosen))


def gain_counter(game: GameAPI, effect: Effect, at: At) -> bool:
    key = effect.filter.name_contains
    game.counters[key] = game.counters.get(key, 0) + effect.n
    return True


def pay_counter(game: GameAPI, effect: Effect, at: At) -> bool:
    key = effect.filter.name_contains
    if game.counters.get(key, 0) < effect.n:
        return False
    game.counters[key] -= effect.n
    return True


def shuffle_deck(game: GameAPI, effect: Effect, at: At) -> bool:
    game.shuffle()
    return True


def look_top_reorder(game: GameAPI, effect: Effect, at: At) -> bool:
    """Look at the top n cards and put them back in the order the policy chooses, the first on top."""
    top = game.reveal(effect.n)
    order = game.choose(Choice.TOP_ORDER, top, list(range(len(top))), len(top))
    for i in reversed(order):
        game.put(top[i], "deck_top")
    return bool(top)


def top_either(game: GameAPI, effect: Effect, at: At) -> bool:
    """The top card looked at and put in one of two places (effects.either): to the hand when the policy takes it
    (Choice.TAKE), on top when it keeps it there (Choice.KEEP_ON_TOP); else to the other place."""
    top = game.reveal(1)
    if not top:
        return False
    card = top[0]
    asked = {"hand": Choice.TAKE, "charge": Choice.TAKE, "removed": Choice.TRASH_REMOVE}.get(
        effect.destination, Choice.KEEP_ON_TOP
    )
    place = effect.destination if game.choose(asked, top, [0], 1) else effect.rest
    if place == "trash":
        trashed(game, card, at.source)
        from_deck_to_trash(game, card)  # straight from the deck (1106)
    elif place == "resources":  # 「リソースにスリープで置く」
        placed_in_resources(game, card, False)
    else:
        game.put(card, place)
    if not game.deck:
        game.reload()
    return not effect.to.startswith("did:") or place == effect.to[4:]  # 「Aに置いたならば」: put there (clauses)


def next_play_discount(game: GameAPI, effect: Effect, at: At) -> bool:
    """This turn, the next card of the filter played from the hand costs n less, not below `take` (1 with
    「ただし、0以下にならない」; goldfish: cost_of); `rest` "next" the next played from any zone, "hand" every card of
    the filter in the hand (goldfish.discounts)."""
    game.discount_next(effect.filter, effect.n, effect.take, effect.rest or "next_hand")
    return True


def ignite(game: GameAPI, effect: Effect, at: At) -> bool:
    """1011, n times; with `rest` "played" done only when a card was played (「このイグニッションでカードをプレイしなかった
    ならば」), with "back" the card revealed and trashed (not played) back to the hand (「トラッシュに置かれたそのカードを
    手札に戻してよい」: the goldfish does). A card not played goes from the deck into the trash (DECK_TRASH)."""
    revealed = played = 0
    for _ in range(effect.n):
        trashed = len(game.turn_events().get(DECK_TRASH, ()))
        card = game.ignite_top()
        if card is None:
            break
        revealed += 1
        if len(game.turn_events().get(DECK_TRASH, ())) == trashed:
            played += 1
        elif effect.rest == "back" and game.take_card("trash", card):
            game.put(card, "hand")
            returned_to_hand(game, card)
    return played > 0 if effect.rest == "played" else revealed > 0


def damage_opponent(game: GameAPI, effect: Effect, at: At) -> bool:
    """1002.3: n damage to the opponent; dealt by an ability of a Z/X on a square, that Z/X dealt it (815.3)."""
    game.damage_opponent(effect.n)
    if at.unit is not None and effect.n > 0:  # 1002.4: no damage of 0 or less
        fire_damaged_opponent(game, at.unit)
    return True


def damage_self(game: GameAPI, effect: Effect, at: At) -> bool:
    """「あなたはNダメージを受ける」: n damage to you (1002.3), one point at a time as any damage (907.2: a life card to
    the charge, or an ignition card played; a Z/X OB or a life shield prevents it, goldfish.damage)."""
    game.take_damage(effect.n)
    return effect.n > 0


def opponent_pay(game: GameAPI, effect: Effect, at: At) -> bool:
    """「相手は《無N・無N》を支払ってよい」 (805): done when the opponent pays, as its policy decides (Policy.opponent_pays);
    a 「《無N・無N》を支払わなかったならば、…」 after it is done only when it did not (effects.unless_did)."""
    return game.opponent_pays(effect.n)


def opponent_deck_to_resource(game: GameAPI, effect: Effect, at: At) -> bool:
    game.add_opponent_resources(effect.n)  # a goldfish opponent's deck is not simulated card by card
    return True


def hand_reveal(game: GameAPI, effect: Effect, at: At) -> bool:
    """Hand cards (face-down Dynamis cards with `source` "dynamis") matching the filter shown to the opponent: done
    when there are n of them (they stay where they are, as they were)."""
    cards = game.dynamis if effect.source == "dynamis" else game.hand
    return sum(1 for c in cards if effect.filter.matches(c)) >= (1 if effect.up_to else effect.n)


def shift_self(game: GameAPI, effect: Effect, at: At) -> bool:
    """1016.1: a shift card of your Dynamis (face down or up; `source` "dynamis_face_up": face up only) matching the
    filter onto this card on its square, when the shift's 剣臨器 names it and no shift is on it yet (GameAPI.shift_onto);
    one card takes one shift (1016.3: as many as possible), the one the policy wants most."""
    unit = at.unit
    if unit is None or game.squares_holding(unit) is None or unit.shift is not None:
        return False
    zones = ("dynamis_face_up",) if effect.source == "dynamis_face_up" else ("dynamis", "dynamis_face_up")
    found = [
        (z, c) for z in zones for c in getattr(game, z) if effect.filter.matches(c) and game.can_shift_onto(c, unit)
    ]
    cards = [c for _, c in found]
    pick = game.choose(Choice.TAKE, cards, list(range(len(cards))), 1) if cards else []
    return bool(pick) and game.shift_onto(found[pick[0]][0], cards[pick[0]], unit)
