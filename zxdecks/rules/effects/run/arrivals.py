"""Abilities valid in the hand or the force zone set off by a card arriving there: 「このカードがトラッシュから手札に
戻る」 (803.1d) and 「このカードが(<filter>の)フォースになる」 (312)."""

from __future__ import annotations

from zxdecks.rules.board import OnSquare
from zxdecks.rules.cards import CardFacts
from zxdecks.rules.effects.api import GameAPI
from zxdecks.rules.effects.language import Trigger
from zxdecks.rules.effects.run.resolve import fire, resolve
from zxdecks.rules.effects.run.table import Source


def returned_to_hand(game: GameAPI, card: CardFacts, zone: str = "trash") -> None:
    """A card put from your trash into your hand by an effect: its 「このカードがトラッシュから手札に戻る」 abilities,
    valid in the hand (803.1d), resolve there; then the 「あなたのトラッシュにある<filter>が手札に戻る」 of your Z/X on
    squares that it matches (from the charge, `zone` "charge": 「あなたのチャージにある…」 only)."""
    if zone == "charge":
        _back_from(game, Trigger.CARD_CHARGE_TO_HAND, card)
        return
    script = game.scripts.get(card.number)
    turn = "opponent" if game.opponents_turn else "own"
    for ability in script.in_dynamis.get(Trigger.TRASH_TO_HAND, ()) if script is not None else ():
        if ability.zone != "hand" or game.index_of("hand", card) is None or ability.turn not in ("", turn):
            continue  # 803.1f: a ≪自分ターン≫ one only in your turn
        resolve(game, ability, None, card.name, Source("hand", card))
        if game.defeated or game.won:
            return
    _back_from(game, Trigger.CARD_TRASH_TO_HAND, card)


def _back_from(game: GameAPI, trigger: Trigger, card: CardFacts) -> None:
    """「あなたのトラッシュ/チャージにある<filter>が手札に戻る」 of your Z/X on squares that `card` matches."""
    if trigger in game.traits().triggers:
        back = OnSquare(card)  # the card as the trigger's filter sees it
        for unit in list(game.squares.values()):
            if game.squares_holding(unit) is not None and not (game.defeated or game.won):
                fire(game, trigger, unit, not game.opponents_turn, by=back)


def became_force(game: GameAPI, unit: OnSquare, cards: list[CardFacts]) -> None:
    """312: `cards` were put face up under `unit` as its force: the 「このカードが(<filter>の)フォースになる」 abilities
    of each, valid in the force zone, resolve when `unit` matches the filter (and its turn mark holds, 803.1f)."""
    turn = "opponent" if game.opponents_turn else "own"
    for card in cards:
        script = game.scripts.get(card.number)
        for ability in script.in_dynamis.get(Trigger.BECOMES_FORCE, ()) if script is not None else ():
            if (
                ability.zone != "force"
                or ability.turn not in ("", turn)
                or not ability.trigger_filter.matches(unit.card)
            ):
                continue
            if not any(c is card for c in unit.force or ()):
                break  # moved away by an ability before it
            resolve(game, ability, None, card.name, this=card)
            if game.defeated or game.won:
                return
