"""Cards put onto squares or played without their cost (806 without 805: ignition, life, an effect), and whether
their own 「…しか登場できない」 lets them enter; Game inherits it through CardMoves."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING

from zxdecks.rules.board import EVENT, SQUARE_TYPES, OnSquare
from zxdecks.rules.cards import CardFacts, CardType
from zxdecks.rules.effects import run
from zxdecks.rules.effects.api import Square
from zxdecks.rules.goldfish.discounts import Discount, used

if TYPE_CHECKING:
    from zxdecks.rules.effects.language import CardScript


# The zone an event played without its cost comes from when the caller names none (run.resolve_event): the ignition
# reveals the deck's top (505.3), a damage the life's card (907.2e).
_EVENT_FROM = {"ignition": "deck", "life": "life"}


class FreePlays:
    """806 without the cost: what an ignition, a life card or an effect plays."""

    if TYPE_CHECKING:  # Game's fields and methods these use
        scripts: Mapping[str, CardScript]
        watch: Callable[..., None] | None
        moving: list[CardFacts]
        dynamis_face_up: list[CardFacts]
        discounts: list[Discount]
        turn: int

        def may_play(self, card: CardFacts, leaving: str = "") -> bool: ...
        def has_square(self, card: CardFacts) -> bool: ...
        def put(self, card: CardFacts, to: str, rebooted: bool = False, settle: bool = True) -> None: ...
        def _to_trash(self, card: CardFacts) -> None: ...
        def enter(
            self,
            card: CardFacts,
            how: str,
            square: Square | None = None,
            rebooted: bool = True,
            legal: list[Square] | None = None,
            by: CardFacts | None = None,
            under: list[CardFacts] | None = None,
            origin: str = "",
        ) -> bool: ...

    def may_enter(self, card: CardFacts, leaving: str = "") -> bool:
        """Whether the card's own 「…しか登場できない」 lets an effect put it onto a square from `leaving` now."""
        scripts = self.scripts
        script = scripts.get(card.number) if scripts else None
        return script is None or run.enter_allowed(self, script, card, leaving)  # type: ignore[arg-type]

    def can_enter_free(self, card: CardFacts) -> bool:
        """Whether a card played without its cost (ignition, life) could resolve: an event, or a square for it."""
        if not self.may_play(card):
            return False  # 806.1: its own text or subtext forbids it now
        return card.type is EVENT or (card.type in SQUARE_TYPES and self.has_square(card))

    def play_paying(self, zone: str, card: CardFacts, instead: str = "") -> bool:
        """806 with the cost (805): the very card of your hand or `zone` (trash, removed, charge, resource) played
        now, paid from the rebooted resources; False when it cannot be (goldfish.zone_plays.play_paying). An event goes
        to `instead` rather than the trash once it has resolved (「プレイされたそのイベントが…かわりに除外する」)."""
        from zxdecks.rules.goldfish.zone_plays import play_paying  # zone_plays plays through Game itself

        return play_paying(self, zone, card, instead)  # type: ignore[arg-type]

    def can_shift_onto(self, card: CardFacts, unit: OnSquare) -> bool:
        """Whether the shift card's read 剣臨器 names the unit, which has no shift on it (1016.1, goldfish.shift)."""
        from zxdecks.rules.goldfish.shift import can_shift_onto

        return can_shift_onto(self, card, unit)  # type: ignore[arg-type]

    def shift_onto(self, zone: str, card: CardFacts, unit: OnSquare) -> bool:
        """1016.1 by an effect: the shift card of the Dynamis zone `zone` onto the unit (goldfish.shift)."""
        from zxdecks.rules.goldfish.shift import shift_by_effect

        return shift_by_effect(self, zone, card, unit)  # type: ignore[arg-type]

    def play_without_cost(self, card: CardFacts, how: str, origin: str = "", instead: str = "") -> bool:
        """806 without the resource cost (ignition, life, an effect): an event resolves to the trash (806.3b; to the
        zone `instead` names when the effect replaces that, 「トラッシュに置くかわりに除外する」), a card of a square
        type enters one; False for any other card."""
        played = card.type is EVENT or card.type is CardType.EV_EX or card.type in SQUARE_TYPES
        if self.watch is not None and played:
            self.watch(self, "play", card)
        if self.discounts and played:  # played all the same (806)
            self.discounts = used(self.discounts, self.turn, card, "free")
        if card.type is EVENT or card.type is CardType.EV_EX:
            self.moving.append(card)  # in the temporary zone while it resolves (804.2e)
            run.resolve_event(self, card, origin or _EVENT_FROM.get(how, ""))  # type: ignore[arg-type]
            if any(c is card for c in self.moving):  # not put elsewhere by its own text (take_card("event"))
                self.moving.remove(card)
                if instead:
                    self.put(card, instead)  # a replacement of the move to the trash (effects.grammar_effects)
                elif card.type is CardType.EV_EX:
                    self.dynamis_face_up.append(card)  # 806.3c: an event extra goes back face up to the Dynamis
                else:
                    self._to_trash(card)  # 806.3b: resolves, then to its owner's trash
            run.fire_event_played(self, card)  # type: ignore[arg-type]
            return True
        if card.type not in SQUARE_TYPES:
            return False
        return self.enter(card, how, origin=origin)
