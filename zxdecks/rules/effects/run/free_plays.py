"""Cards of your zones played without their cost by an effect (806): 「あなたの<zone>にある…を選び、コストを支払わずに
プレイする」 from the hand, the trash, the resources, the charge or the remove zone, or from any of the zones
「手札かチャージにある、」 names (`Effect.rest` "hand|charge")."""

from __future__ import annotations

from zxdecks.rules.cards import CardFacts
from zxdecks.rules.effects.api import Choice, GameAPI
from zxdecks.rules.effects.language import Effect
from zxdecks.rules.effects.run.plays import playable_free
from zxdecks.rules.effects.run.seen import sees
from zxdecks.rules.effects.run.table import At, origin_of

# the zones a card is played from by an effect, by the name the reader gives them (Effect.rest; "" the hand)
PLAY_ZONES = frozenset({"hand", "trash", "resources", "charge", "removed"})


def _held(game: GameAPI, zones: list[str]) -> tuple[list[CardFacts], list[tuple[str, int]]]:
    """The cards of the zones, each with its zone and its place there."""
    cards: list[CardFacts] = []
    origins: list[tuple[str, int]] = []
    for zone in zones:
        held = [r.card for r in game.resources] if zone == "resources" else list(getattr(game, zone))
        cards += held
        origins += [(zone, i) for i in range(len(held))]
    return cards, origins


def play_free(game: GameAPI, effect: Effect, at: At) -> bool:
    """n cards of the zones (the hand unless `rest` names others) matching the filter played without their cost
    (806), the ones the policy wants most first; a Z/X from another zone than the hand enters as played from there.
    With `to` "removed" an event played goes to the remove zone instead of the trash once it has resolved; with
    "paid" each is played for its cost (GameAPI.play_paying)."""
    played = 0
    zones = (effect.rest or "hand").split("|")
    for _ in range(effect.n):
        cards, origins = _held(game, zones)
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
        card = game.take(zone, index)
        how = "hand" if zone == "hand" else "played"
        played += game.play_without_cost(card, how, origin_of(zone), instead=instead)
        if game.defeated or game.won:
            break
    return played > 0
