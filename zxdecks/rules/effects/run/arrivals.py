"""Cards an effect puts into a zone of yours and the abilities their arrival sets off: the trash (by an event,
from the hand or the deck by a card's ability, Evolseed 1106), the resources (「リソースに置かれた時」), the hand
(「このカードがトラッシュから手札に戻る」, 803.1d) and the force zone (「このカードが(<filter>の)フォースになる」, 312)."""

from __future__ import annotations

from zxdecks.rules.board import OnSquare
from zxdecks.rules.cards import CardFacts
from zxdecks.rules.effects.api import GameAPI
from zxdecks.rules.effects.language import ANY_CARD, Trigger
from zxdecks.rules.effects.run.resolve import cause_now, fire, fire_card, resolve
from zxdecks.rules.effects.run.table import At, Source, cause_of
from zxdecks.rules.effects.turn_conditions import DECK_TRASH


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


def trashed(game: GameAPI, card: CardFacts, source: Source | None) -> None:
    """A card of yours put into the trash by an effect; by an event's ability it sets off TRASHED_BY_EVENT."""
    game.put(card, "trash")
    if source is not None and source.zone == "event":
        fire_card(game, Trigger.TRASHED_BY_EVENT, card, source.card)


def trashed_from_hand(game: GameAPI, card: CardFacts, at: At) -> None:
    """A hand card put into the trash by an effect (at `at`: the card whose ability it is, on its square or in its
    zone); its 「このカードが<filter>の能力で手札からトラッシュに置かれる」 abilities valid in the trash resolve when
    that card matches the filter (an ability of no known card sets off only those of any card)."""
    trashed(game, card, at.source)
    _trashed_by(game, Trigger.HAND_TRASHED, card, cause_of(at))


def _trashed_by(game: GameAPI, trigger: Trigger, card: CardFacts, cause: CardFacts | None) -> None:
    """The abilities valid in the trash of a card just put there by the ability of `cause` (HAND_TRASHED,
    DECK_TRASHED) resolve when `cause` matches their filter (an ability of no known card: only the any-card ones) and
    their turn mark holds (803.1f)."""
    script = game.scripts.get(card.number)
    if script is None or trigger not in script.in_dynamis:
        return
    turn = "opponent" if game.opponents_turn else "own"
    for ability in script.in_dynamis[trigger]:
        wanted = ability.trigger_filter
        if (cause is None and wanted != ANY_CARD) or (cause is not None and not wanted.matches(cause)):
            continue
        if ability.turn not in ("", turn):
            continue
        if game.index_of("trash", card) is None:
            break  # an ability before it moved the card away
        resolve(game, ability, None, card.name, Source("trash", card))
        if game.defeated or game.won:
            return


def trash_from_deck(game: GameAPI, card: CardFacts) -> None:
    """A card put from the deck straight into the trash while the deck is being looked at (no reload until the
    effect is over); its Evolseed (1106) resolves."""
    game.put(card, "trash", settle=False)
    from_deck_to_trash(game, card)


def from_deck_to_trash(game: GameAPI, card: CardFacts) -> None:
    """A card an effect has put straight from the deck into the trash: recorded when by an ability of yours
    (effects.turn_conditions), and its Evolseed (1106) resolves."""
    if game.by_ability:
        game.note_event(DECK_TRASH, card)
    fire_card(game, Trigger.EVOLSEED, card)
    if game.by_ability and game.index_of("trash", card) is not None:  # 「…の能力でデッキからトラッシュに置かれる」
        _trashed_by(game, Trigger.DECK_TRASHED, card, cause_now(game))
    if game.by_ability and Trigger.CARD_DECK_TRASHED in game.traits().triggers:  # 「あなたの<filter>が…置かれる」
        milled = OnSquare(card)  # the card as the trigger's filter sees it
        for unit in list(game.squares.values()):
            if game.squares_holding(unit) is not None and not (game.defeated or game.won):
                fire(game, Trigger.CARD_DECK_TRASHED, unit, not game.opponents_turn, by=milled)


def placed_in_resources(game: GameAPI, card: CardFacts, rebooted: bool, at: At | None = None) -> None:
    """A card put into your resources by an effect (at `at`: the card whose ability it is, when known); its
    「リソースに置かれた時」 abilities resolve; by a card's ability while one resolves (game.by_ability: a payment
    made before it, or a destroy by the rules, is not)."""
    game.put(card, "resources", rebooted)
    how = "ability" if game.by_ability else "rules"
    fire_card(game, Trigger.RESOURCE_PLACED, card, cause_of(at) if at is not None else None, how=how)
