"""What happened in this turn that a card's condition asks about later (「このターンの間に…していた場合」): a Z/X of
yours that destroyed an opponent's Z/X by attack (604, 1203), each attack of a Z/X of yours (602.1, the attacker),
and what your cards' abilities did while they were
resolving (`by_ability`, counted by effects.run.resolve: the payments of an activated ability are made before it, so
a card moved to pay is not counted, as for Trigger.HAND_TRASHED): a card drawn, removed, put into resources, or put straight from the deck into the trash (effects.run.resolve.
from_deck_to_trash, Game.ignite_top). The
record is kept per turn (the opponent's turn apart) in the game's instance dict, so a game without it pays nothing."""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from zxdecks.rules.effects.condition_kinds import ConditionKind
from zxdecks.rules.effects.kinds import Kind
from zxdecks.rules.effects.language import Ability, CardFilter, CardScript, Condition, Effect, Static, Unread
from zxdecks.rules.effects.turn_conditions import (
    ATTACK_DESTROYED,
    ATTACKED,
    BY_ABILITY_ZONES,
    DECK_TRASH,
    DREW,
    ENTERED_FROM,
    OWN_RESOURCES_BY,
    RESOURCES_BY,
    ZX_DESTROYED,
)

if TYPE_CHECKING:
    from zxdecks.rules.board import OpposingZX
    from zxdecks.rules.cards import CardFacts

__all__ = [
    "ATTACKED", "ATTACK_DESTROYED", "BY_ABILITY_ZONES", "DECK_TRASH", "DREW", "ENTERED_FROM", "OWN_RESOURCES_BY",
    "RESOURCES_BY",
    "TurnRecord",
]  # fmt: skip


class _Every(frozenset[str]):
    """Every event: a game not told which events its scripts read records them all."""

    def __contains__(self, item: object) -> bool:
        return True


EVERY_EVENT: frozenset[str] = _Every()


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
        # the events the hot paths note (an attack, a point of damage, a Z/X entering, a draw): all of them, unless
        # run_game set the few its deck's scripts read (read_events); the rarer events are noted always
        recorded: frozenset[str]

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


# The counts of run.statics (of constant abilities, and a damage's scope word 「…N枚につき」) that read the record, and
# the event each counts
_RECORD_COUNTS = {
    "attacks": ATTACKED,
    "removed_this_turn": "removed",
    "resources_this_turn": "resources",
    "drew_this_turn": DREW,
    "destroyed_this_turn": ZX_DESTROYED,
}


def read_events(scripts: Iterable[CardScript]) -> frozenset[str]:
    """The events of the record the scripts read: the names of their 「このターンの間に…していた」 conditions
    (DID_THIS_TURN), the events their counts of the record count (`_RECORD_COUNTS`, a Static's `per` or a damage's
    scope word in its effect's `to`) and DECK_TRASH for an ignition (1011 counts its own). Every dataclass's init
    fields are walked (the abilities, their effects, conditions and statics, what an effect grants; the fields its
    __post_init__ derives from them are not), so a part added to the scripts later is walked too. Worked out once a
    deck, in its first game (kept cheap: a deck's scripts hold some thousand parts)."""
    found: set[str] = set()
    seen: set[int] = set()
    stack: list[Any] = list(scripts)  # any part of a script, its type asked
    while stack:
        thing = stack.pop()
        kind = type(thing)
        if kind in _LEAVES:
            continue
        if kind is dict:
            stack.extend(thing.values())
            continue
        if kind in _CONTAINERS:
            stack.extend(thing)
            continue
        names = _FIELDS.get(kind)
        if names is None:
            if not dataclasses.is_dataclass(kind):
                _LEAVES.add(kind)  # an enum member, or another type holding no part of a script
                continue
            names = _FIELDS[kind] = _init_fields(kind)
        if id(thing) in seen:
            continue
        seen.add(id(thing))
        if kind is Condition:
            if thing.kind is _DID:
                found.add(thing.name)
        elif kind is Static:
            found.update(_counted(thing.per))
        elif kind is Effect:
            if thing.kind is _IGNITE:
                found.add(DECK_TRASH)
            found.update(_counted(thing.to))
        stack.extend([getattr(thing, name) for name in names])
    return frozenset(found)


def _counted(words: str) -> list[str]:
    return [event for count, event in _RECORD_COUNTS.items() if count in words] if words else []


_DID, _IGNITE = ConditionKind.DID_THIS_TURN, Kind.IGNITE
# Types with no part of a script in them (a card filter holds no condition; Unread only its text); more are added
# as they are met (enum members: a type that is not a dataclass)
_LEAVES: set[type] = {str, int, bool, float, type(None), CardFilter, Unread}
_CONTAINERS = frozenset({tuple, list, set, frozenset})
_FIELDS: dict[type, tuple[str, ...]] = {}  # a dataclass's init fields that may hold a part of a script
# The names a field's annotation may be made of and hold no condition, effect, static or ability: such a field is
# not walked (most of an ability's fields); a field of any other type is
_LEAF_NAMES = frozenset(
    {"str", "int", "bool", "float", "None", "tuple", "frozenset", "set", "list", "CardFilter", "Trigger", "Kind"}
    | {"AbilityKind", "ConditionKind", "Color", "CardType", "Icon", "Unread"}
)


def _init_fields(kind: type) -> tuple[str, ...]:
    """The init fields of a dataclass (its state; the others its __post_init__ derives) that may hold a part."""
    if not dataclasses.is_dataclass(kind):
        return ()
    return tuple(
        f.name for f in dataclasses.fields(kind) if f.init and not _LEAF_NAMES.issuperset(_NAME.findall(str(f.type)))
    )


_NAME = re.compile(r"[A-Za-z_]\w*")
# the parts every script has, worked out at import (the others when first met)
_FIELDS.update((kind, _init_fields(kind)) for kind in (CardScript, Ability, Effect, Condition, Static))
