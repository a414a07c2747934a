"""Cards of your zones played without their cost by an effect (806): 「あなたの<zone>にある…を選び、コストを支払わずに
プレイする」 from the hand, the trash, the resources, the charge or the remove zone, or from any of the zones
「手札かチャージにある、」 names (`Effect.rest` "hand|charge"); and face-down Dynamis cards turned face up or played
(「表向きにするかコストを支払わずにプレイする」)."""

from __future__ import annotations

from zxdecks.rules.cards import CardFacts
from zxdecks.rules.effects.api import Choice, GameAPI
from zxdecks.rules.effects.language import Effect
from zxdecks.rules.effects.run.plays import playable_free
from zxdecks.rules.effects.run.seen import sees
from zxdecks.rules.effects.run.table import At, origin_of, placed_cards
from zxdecks.rules.effects.run.zones import dynamis_face_up

PLACED = "placed_"  # `rest` "placed_trash": the cards the move before put into the trash (effects.zone_phrases)
OR_PLAY = "or_play"  # DYNAMIS_FACE_UP's `rest`: 「表向きにするかコストを支払わずにプレイする」 (effects.either_verbs)

# the zones a card is played from by an effect, by the name the reader gives them (Effect.rest; "" the hand)
PLAY_ZONES = frozenset({"hand", "trash", "resources", "charge", "removed"})


def _held(game: GameAPI, zones: list[str], at: At) -> tuple[list[CardFacts], list[tuple[str, int]]]:
    """The cards of the zones, each with its zone and its place there; of "placed_<zone>" only the cards the move
    before put into that zone (run.table.placed_cards) that are still there; of "force" this card's face-up force
    while it is on its square (312.2a: a face-down one is hidden)."""
    cards: list[CardFacts] = []
    origins: list[tuple[str, int]] = []
    for zone in zones:
        if zone == "force":
            here = at.unit is not None and game.squares_holding(at.unit) is not None
            held = list(at.unit.force or ()) if here and at.unit is not None else []
            cards += held
            origins += [("force", i) for i in range(len(held))]
            continue
        placed = zone.startswith(PLACED)
        zone = zone.removeprefix(PLACED)
        held = [r.card for r in game.resources] if zone == "resources" else list(getattr(game, zone))
        kept = [i for i, c in enumerate(held) if not placed or any(c is p for p in placed_cards())]
        cards += [held[i] for i in kept]
        origins += [(zone, i) for i in kept]
    return cards, origins


def _take(game: GameAPI, zone: str, index: int, at: At) -> CardFacts:
    """The card out of its zone (out of this card's force: 312)."""
    if zone != "force" or at.unit is None:
        return game.take(zone, index)
    held = list(at.unit.force or ())
    card = held.pop(index)
    at.unit.force = held or None
    return card


def play_free(game: GameAPI, effect: Effect, at: At) -> bool:
    """n cards of the zones (the hand unless `rest` names others) matching the filter played without their cost
    (806), the ones the policy wants most first; a Z/X from another zone than the hand enters as played from there.
    With `to` "removed" an event played goes to the remove zone instead of the trash once it has resolved; with
    "paid" each is played for its cost (GameAPI.play_paying)."""
    played = 0
    zones = (effect.rest or "hand").split("|")
    for _ in range(effect.n):
        cards, origins = _held(game, zones, at)
        candidates = [
            i
            for i, c in enumerate(cards)
            if sees(game, effect.filter, c, origins[i][0]) and playable_free(game, c, origins[i][0])
        ]
        chosen = game.choose(Choice.TAKE, cards, candidates, 1) if candidates else []
        if not chosen:
            break
        zone, index = origins[chosen[0]]
        instead = "removed" if "removed" in effect.to.split() else ""  # 「…かわりに除外する」
        if "paid" in effect.to.split():  # 「…選び、コストを支払ってプレイする」: one it cannot pay is not played
            played += game.play_paying(zone, cards[chosen[0]], instead)
            continue
        card = _take(game, zone, index, at)
        how = "hand" if zone == "hand" else "played"
        played += game.play_without_cost(card, how, origin_of(zone), instead=instead)
        if game.defeated or game.won:
            break
    return played > 0


def face_up_or_play(game: GameAPI, effect: Effect, at: At) -> bool:
    """Face-down Dynamis cards of the filter turned face up; with `rest` OR_PLAY each chosen one is played without
    its cost instead when it can be (an event extra resolves and comes back face up, 806.3c) and the policy takes
    it (Choice.TAKE), else turned face up: n of them, fewer with 「まで」."""
    if effect.rest != OR_PLAY:
        return dynamis_face_up(game, effect, at)
    done = 0
    for _ in range(effect.n):
        cards = game.dynamis
        candidates = [i for i, c in enumerate(cards) if sees(game, effect.filter, c, "dynamis")]
        chosen = game.choose(Choice.TAKE, cards, candidates, 1) if candidates else []
        if not chosen:
            break
        card = cards[chosen[0]]
        play = playable_free(game, card, "dynamis") and bool(game.choose(Choice.TAKE, [card], [0], 1))
        game.take_card("dynamis", card)
        if play:
            game.play_without_cost(card, "played", origin_of("dynamis"))
        else:
            game.put(card, "dynamis_face_up")
        done += 1
        if game.defeated or game.won:
            break
    return done > 0
