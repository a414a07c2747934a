"""What happened in this turn that a card's condition asks about later (「このターンの間に…していた場合」): a Z/X of
yours that destroyed an opponent's Z/X by attack (604, 1203), each attack of a Z/X of yours (602.1, the attacker),
and what your cards' abilities did while they were
resolving (`by_ability`, counted by effects.run.resolve: the payments of an activated ability are made before it, so
a card moved to pay is not counted, as for Trigger.HAND_TRASHED): a card drawn, removed, put into resources, or put straight from the deck into the trash (effects.run.resolve.
from_deck_to_trash, Game.ignite_top). The
record is kept per turn (the opponent's turn apart) in the game's instance dict, so a game without it pays nothing."""

from __future__ import annotations

from typing import TYPE_CHECKING

from zxdecks.rules.effects.turn_conditions import (
    ATTACK_DESTROYED,
    ATTACKED,
    BY_ABILITY_ZONES,
    DECK_TRASH,
    DREW,
    ENTERED_FROM,
    OWN_RESOURCES_BY,
    RESOURCES_BY,
)

if TYPE_CHECKING:
    from zxdecks.rules.board import OpposingZX
    from zxdecks.rules.cards import CardFacts

__all__ = [
    "ATTACKED", "ATTACK_DESTROYED", "BY_ABILITY_ZONES", "DECK_TRASH", "DREW", "ENTERED_FROM", "OWN_RESOURCES_BY",
    "RESOURCES_BY",
    "TurnRecord",
]  # fmt: skip


class TurnRecord:
    """The record of the turn; Game inherits it through CardMoves."""

    by_ability: int = 0  # how many abilities of your cards are resolving now (effects.run.resolve)
    causes: tuple[CardFacts | None, ...] = ()  # the cards whose abilities those are, innermost last
    resource_phase: bool = False  # your resource phase (504) is being played (goldfish.phases.resource_phase)
    descent_for: CardFacts | None = None  # the card whose 降臨条件 (1020) is being paid (goldfish.dynamis_costs)
    main_phase: bool = False  # a main phase (506) is being played, its battles too (601.1; the opponent's, defence)
    entering_defender: OpposingZX | None = None  # the opponent's Z/X whose entering sets abilities off (806.1a)
    forbidden_for_game: frozenset[str] = frozenset()  # forbidden_names kept past every turn's end (goldfish.phases)
    event_from: str = ""  # the zone the event resolving now was played from (effects.run.resolve_event)
    life_lost: int = 0  # cards that left your life since the last pre-processing (goldfish.moves.note_life_left)
    # the turn (twice) plus whose (1: the opponent's) of turn_log: an int, compared without a tuple built per note
    turn_key: int = -1
    turn_log: dict[str, list[CardFacts | None]] | None = None

    if TYPE_CHECKING:  # Game's fields these use
        turn: int
        opponents_turn: bool

    def turn_events(self) -> dict[str, list[CardFacts | None]]:
        """This turn's events: each with the cards concerned (None where no card is)."""
        key = self.turn * 2 + self.opponents_turn
        if self.turn_log is None or self.turn_key != key:
            self.turn_key, self.turn_log = key, {}
        return self.turn_log

    def note_by_ability(self, to: str, card: CardFacts | None = None, own: bool = True) -> None:
        """A card put into `to` (BY_ABILITY_ZONES) by your card's ability: into resources also with that card (the
        cause: 「あなたの[X]の能力でカードが(あなたの)リソースに置かれていた」), into yours (`own`) or the opponent's."""
        self.note_event(to, card)
        if to == "resources":
            cause = self.causes[-1] if self.causes else None
            if own:
                self.note_event(OWN_RESOURCES_BY, cause)
            self.note_event(RESOURCES_BY, cause)

    def note_event(self, what: str, card: CardFacts | None = None) -> None:
        """Record that `what` happened in this turn (with the card concerned); turn_events without its frame (every
        attack records one)."""
        key = self.turn * 2 + self.opponents_turn
        log = self.turn_log
        if log is None or self.turn_key != key:
            self.turn_key, self.turn_log = key, {what: [card]}
            return
        cards = log.get(what)  # no empty list built for setdefault when the event is already there
        if cards is None:
            log[what] = [card]
        else:
            cards.append(card)
