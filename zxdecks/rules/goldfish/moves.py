"""The public game API for moving cards (effects.api.GameAPI), shared by the turn loop and the card effects: draw,
mill, take and put, reveal, shuffle, reload (902), leave a square, enter one, and the choices an effect asks of the
policy. Game inherits it; the rule effects (902 reload, 906 charge limit) follow every move."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from itertools import repeat
from operator import call, itemgetter
from typing import TYPE_CHECKING, cast

from zxdecks.rules.board import (
    EXTRA_ON_SQUARES,
    OVERDRIVE_POWER,
    OnSquare,
    OpposingZX,
    Resource,
    all_force,
    is_token,
)
from zxdecks.rules.cards import CardFacts
from zxdecks.rules.cardtext import LIFE_RECOVERY, OVERDRIVE
from zxdecks.rules.effects import run
from zxdecks.rules.effects.api import Square
from zxdecks.rules.effects.language import ENTERED, PLAYED, Trigger
from zxdecks.rules.effects.run.self_conditions import PLAYED_WAYS
from zxdecks.rules.effects.turn_conditions import DREW_ANY, LIFE_DECREASED
from zxdecks.rules.goldfish.choosing import PolicyChoices
from zxdecks.rules.goldfish.free_plays import FreePlays
from zxdecks.rules.goldfish.links import LinkMoves
from zxdecks.rules.goldfish.opposing import OpponentMoves
from zxdecks.rules.goldfish.overboost import can_igob
from zxdecks.rules.goldfish.payment import Paying
from zxdecks.rules.goldfish.permits import PlayPermits
from zxdecks.rules.goldfish.square_only import player_squares, square_only
from zxdecks.rules.goldfish.square_units import SquareUnits
from zxdecks.rules.goldfish.turn_record import BY_ABILITY_ZONES, DREW, ENTERED_FROM

if TYPE_CHECKING:
    import random
    from collections.abc import Mapping

    from zxdecks.rules.effects.language import CardScript
    from zxdecks.rules.effects.traits import Traits
    from zxdecks.rules.goldfish.game import Game
    from zxdecks.rules.goldfish.player_extra import PlayerSide
    from zxdecks.rules.goldfish.policy import Policy

_FIRST, _SECOND = itemgetter(0), itemgetter(1)  # a random key and its card, for _shuffle
# The zones an effect takes a card out of or puts one into, by the name effects use.
LIST_ZONES = frozenset({"deck", "hand", "life", "charge", "trash", "dynamis", "dynamis_face_up", "removed"})
# What a card entering a square sets off, in order, by how it came (1007): entering, being played and entering
# (from hand, ignition, life or the Dynamis, 506.2), and the one way it came.
# any other way (unison, IGOB): not from the hand, not from the life
ONLY_ENTER = (Trigger.ENTER, Trigger.NOT_HAND_ENTER)
ZX_ENTERS = Trigger.ZX_ENTERS
FROM = {"hand": "hand", "ignition": "deck", "life": "life", "dynamis": "dynamis"}  # the zone each way comes from
ENTER_TRIGGERS = {
    "hand": (Trigger.ENTER, Trigger.PLAYED_ENTER, Trigger.HAND_ENTER),
    "ignition": (Trigger.ENTER, Trigger.PLAYED_ENTER, Trigger.IGNITION_ENTER, Trigger.NOT_HAND_ENTER),
    "life": (Trigger.ENTER, Trigger.PLAYED_ENTER, Trigger.NOT_HAND_ENTER),
    "played": (Trigger.ENTER, Trigger.PLAYED_ENTER, Trigger.NOT_HAND_ENTER),
    "dynamis": (Trigger.ENTER, Trigger.PLAYED_ENTER, Trigger.DYNAMIS_ENTER, Trigger.NOT_HAND_ENTER),  # 506.2: played
    "ability": (Trigger.ENTER, Trigger.ABILITY_ENTER, Trigger.NOT_HAND_ENTER),
    "break": (Trigger.ENTER, Trigger.ABILITY_ENTER),  # 1019.2: from the hand, by a card's effect, not played
    "denei": (Trigger.ENTER, Trigger.ABILITY_ENTER),  # 1115.2: from the hand by its own ability, not played
}


class CardMoves(OpponentMoves, LinkMoves, PlayPermits, SquareUnits, PolicyChoices, Paying, FreePlays):
    """The card-moving half of Game: every zone change of the turn loop and of the effects goes through these. A
    CardMoves is always a Game: where it hands itself to a policy or to the effects as one, the type checker is told
    so with an ignore (typing.cast would cost a call each time, and enter is asked for every card played)."""

    # The Player Extra prepared with the player card (goldfish.player_extra; False: none), in the instance dict a Game
    # keeps beside its slots: set on first use, so a game without one pays nothing for it.
    player_side: PlayerSide | bool | None = None

    if TYPE_CHECKING:  # Game's fields and methods these use (Game is a dataclass with slots: no fields here)
        rng: random.Random
        policy: Policy
        deck: list[CardFacts]
        hand: list[CardFacts]
        seen: list[CardFacts]
        life: list[CardFacts]
        resources: list[Resource]
        squares: dict[Square, OnSquare]
        opponent_squares: dict[Square, OpposingZX]
        charge: list[CardFacts]
        trash: list[CardFacts]
        dynamis_face_up: list[CardFacts]
        moving: list[CardFacts]
        power_until_end: list[tuple[OnSquare, int]]
        left_squares: list[tuple[OnSquare, CardFacts | None]]
        vacated: tuple[int, Square | None]
        scripts: Mapping[str, CardScript]
        forbidden_names: set[str]
        turn: int
        opponents_turn: bool
        entered_key: int
        entered_cards: list[tuple[CardFacts, str]]
        reloads: int
        opponent_life: int
        defeated: str | None
        won: str | None
        log_enabled: bool
        watch: Callable[..., None] | None
        _traits: Traits
        _traits_for: object

        def note(self, step: str, rule: str, text: str) -> None: ...
        def _check_charge(self) -> None: ...
        def may_play(self, card: CardFacts, leaving: str = "") -> bool: ...
        def traits(self) -> Traits: ...

    # -- the deck -----------------------------------------------------------------------------------------------
    def _shuffle(self, cards: list[CardFacts]) -> None:
        """1004: a uniformly random order from the game's generator (sorting by random keys: twice as fast as
        random.shuffle, and a deck is shuffled once a game at least)."""
        # The keys are drawn in the cards' order and the sort is stable on the key alone, as cards.sort(key=lambda
        # _: rnd()) did, so seeded games replay the same; drawing and sorting in C is a third cheaper than a lambda.
        pairs = sorted(zip(map(call, repeat(self.rng.random, len(cards))), cards, strict=True), key=_FIRST)
        cards[:] = map(_SECOND, pairs)

    def shuffle(self) -> None:
        """1004: shuffle the deck."""
        self._shuffle(self.deck)

    def random_picks(self, candidates: list[int], n: int) -> list[int]:
        """「ランダムにN枚選び」: n of the candidates (all when fewer) drawn by the game's seeded generator."""
        return self.rng.sample(candidates, min(n, len(candidates)))

    def take_top(self) -> CardFacts | None:
        """Move the top card of the deck out (to be put somewhere by the caller); 902 reloads an emptied deck at
        once, so a deck with cards in the trash is never empty between steps."""
        if not self.deck:
            self.reload()
            if not self.deck:
                return None  # no deck and no trash: 903.2 is checked at the next pre-processing
        card = self.deck.pop(0)
        if not self.deck and self.trash:
            self._reload_while_moving(card)
        return card

    def _reload_while_moving(self, card: CardFacts) -> None:
        """902 suspends the action that emptied the deck; the card it was moving waits in `moving` meanwhile."""
        self.moving.append(card)
        self.reload()
        self.moving.pop()

    def draw(self, n: int = 1) -> int:
        """1005: draw n cards one at a time (fewer when deck and trash are both empty); how many were drawn."""
        drawn = 0
        hand, seen = self.hand, self.seen
        for _ in range(n):
            # take_top without its frame when a card stays in the deck (no reload, 902, can follow: most draws)
            card = self.deck.pop(0) if len(self.deck) > 1 else self.take_top()
            if card is None:
                break
            hand.append(card)
            seen.append(card)
            drawn += 1
        for _ in range(drawn if self.by_ability else 0):
            self.note_event(DREW)  # each card drawn by your card's ability (goldfish.turn_record)
        # each card drawn, however (「このターンの間にあなたがカードをN枚以上引いていた」): noted at once, when a script
        # of the game reads it (turn_record.read_events)
        if drawn and DREW_ANY in self.recorded:
            key = self.turn * 2 + self.opponents_turn
            log = self.turn_log
            if log is None or self.turn_key != key:
                log = {}
                self.turn_key, self.turn_log = key, log
            log.setdefault(DREW_ANY, []).extend([None] * drawn)
        return drawn

    def mill(
        self, n: int, to: str, rebooted: bool = False, then: Callable[[CardFacts], None] | None = None
    ) -> list[CardFacts]:
        """The top n cards of the deck one at a time into `to` (or handed to `then`, which places each), 902 between
        them; the cards moved."""
        moved = []
        for _ in range(n):
            # take_top without its frame when a card stays in the deck (no reload, 902, can follow: most draws)
            card = self.deck.pop(0) if len(self.deck) > 1 else self.take_top()
            if card is None:
                break
            moved.append(card)
            if then is not None:
                then(card)
            else:
                self.put(card, to, rebooted)
        return moved

    def reveal(self, n: int) -> list[CardFacts]:
        """The top n cards of the deck (all of it for 0) taken out to be looked at; the caller puts each back
        somewhere, and no reload happens meanwhile."""
        window = len(self.deck) if n == 0 else min(n, len(self.deck))
        looked = self.deck[:window]
        del self.deck[:window]
        return looked

    def reload(self) -> None:
        """902: an empty deck with cards in the trash is reloaded at once; the opponent moves a life card to charge."""
        if self.deck or not self.trash or self.defeated:
            return
        self.deck = self.trash
        self.trash = []
        self._shuffle(self.deck)
        self.reloads += 1
        if self.life:
            card = self.life.pop(self.rng.randrange(len(self.life)))
            self.note_life_left()  # 1012.1
            self.charge.append(card)
            self._check_charge()
            if self.log_enabled:
                self.note(
                    "reload", "902", f"trash shuffled into the deck; {card.name} from life to charge (not damage)"
                )

    # -- zones ----------------------------------------------------------------------------------------------------
    def _to_trash(self, card: CardFacts) -> None:
        self.trash.append(card)
        if not self.deck:
            self.reload()  # 902 at all times: the first card into the trash of an empty deck reloads it

    def take(self, zone: str, index: int) -> CardFacts:
        """The card at `index` of a zone taken out (of the resources: its card)."""
        if zone == "resources":
            return self.resources.pop(index).card
        if zone not in LIST_ZONES:
            raise ValueError(f"no zone {zone!r} to take a card from")
        cards: list[CardFacts] = getattr(self, zone)
        if zone == "life":
            self.note_life_left()  # 1012.1: an effect takes a card out of your life
        return cards.pop(index)

    def index_of(self, zone: str, card: CardFacts) -> int | None:
        """Where a card is in a zone (by identity: copies are one object), or None when it is not there; in "force",
        among the face-up force of your Z/X on squares, square by square."""
        if zone in ("resource", "resources"):
            return next((i for i, r in enumerate(self.resources) if r.card is card), None)
        if zone == "force":
            return next((i for i, c in enumerate(self.face_up_force()) if c is card), None)
        cards: list[CardFacts] = getattr(self, zone) if zone in LIST_ZONES else []
        return next((i for i, c in enumerate(cards) if c is card), None)

    def take_card(self, zone: str, card: CardFacts) -> bool:
        """Take a card (by identity) out of a zone; False when it is no longer there."""
        if zone == "force":  # out of the face-up force of the Z/X that has it
            for unit in self.squares.values():
                if unit.force and any(c is card for c in unit.force):
                    unit.force = [c for c in unit.force if c is not card]
                    return True
            return False
        if zone == "event":  # an event resolving in the temporary zone (804.2e) that puts itself elsewhere
            i = next((i for i, c in enumerate(self.moving) if c is card), None)
            if i is not None:
                self.moving.pop(i)
            return i is not None
        i = self.index_of(zone, card)
        if i is None:
            return False
        self.take("resources" if zone == "resource" else zone, i)
        return True

    def put(self, card: CardFacts, to: str, rebooted: bool = False, settle: bool = True) -> None:
        """A card arrives in a zone: the hand (recorded as seen), the charge (906), the trash (902), the top or bottom of
        the deck, life, the remove zone, the resources (rebooted or slept) or the Dynamis face up. With `settle` False
        the rule effects wait for settle() (more cards are arriving)."""
        if self.by_ability and to in BY_ABILITY_ZONES:
            self.note_by_ability(to, card)  # put there by your card's ability (goldfish.turn_record)
        if to == "hand":
            self.hand.append(card)
            self.seen.append(card)
        elif to == "charge":
            self.charge.append(card)
            if settle:
                self._check_charge()
            if self.by_ability and self.scripts and self.charge and self.charge[-1] is card:  # valid there (906)
                run.fire_card(self, Trigger.CHARGE_PLACED, card, run.cause_now(self), "ability")  # type: ignore[arg-type]
        elif to == "trash":
            if settle:
                self._to_trash(card)
            else:
                self.trash.append(card)
        elif to == "deck_bottom":
            self.deck.append(card)
        elif to == "deck_top":
            self.deck.insert(0, card)
        elif to == "deck_third":  # 「デッキの1番上から3番目」; of a deck of one card, its bottom
            self.deck.insert(min(2, len(self.deck)), card)
        elif to == "resources":
            self.resources.append(Resource(card, rebooted))
        elif to in LIST_ZONES:
            getattr(self, to).append(card)
            if to == "dynamis_face_up" and self.scripts:  # 「このカードがデュナミスに表向きで置かれる」
                run.fire_card(self, Trigger.DYNAMIS_PLACED, card)  # type: ignore[arg-type]
            if to == "removed" and self.scripts:  # 「このカードが(…の能力で)除外される」 valid in the remove zone
                how = "ability" if self.by_ability else "rules"
                run.fire_card(self, Trigger.REMOVED, card, run.cause_now(self), how)  # type: ignore[arg-type]
        else:
            raise ValueError(f"no zone {to!r} to put {card.number} into")

    def can_igob(self, name: str) -> bool:
        """Whether 「IGOBして、「name」になる」 can be carried out now (goldfish.overboost, 1015.3)."""
        return can_igob(cast("Game", self), name)

    def settle(self) -> None:
        """The rule effects after several cards arrived: 906 (charge over its limit), then 902 (reload)."""
        self._check_charge()
        self.reload()

    # -- squares --------------------------------------------------------------------------------------------------
    def drop_force(self, unit: OnSquare) -> None:
        """908: the force of a card that left the squares goes to its owner's trash (face down too, 908.1)."""
        force, unit.force, unit.force_down = all_force(unit), None, None
        for card in force:
            self._to_trash(card)

    def drop_shift(self, unit: OnSquare) -> None:
        """913.1: the shift on a card that left the squares goes face up to the Dynamis; the card is itself again
        (a unison's Player Extra stays by the player card, 915.1)."""
        if unit.shift is not None:
            self.put(unit.shift, "dynamis_face_up")
            unit.shift = None
        if unit.base is not None:  # 202.8d, 1029.1a: what a shift or a unison shared goes with it
            unit.card, unit.base = unit.base, None

    def leave(self, unit: OnSquare) -> CardFacts | None:
        """A unit off its square, its force to the trash (908); the card, for the caller to put somewhere, or None
        when it is an Extra card, which goes face up to the Dynamis instead (911.1), or a token, which is gone."""
        square = self.squares_holding(unit)
        if square is None:
            return None
        del self.squares[square]
        unit.left_from = square
        self.vacated = (self.vacated[0] + 1, square)
        self.left_square(unit)
        if unit.force or unit.force_down:
            self.drop_force(unit)
        self.drop_shift(unit)
        if is_token(unit.card):
            return None  # a token off the squares ceases to exist
        if unit.card.type in EXTRA_ON_SQUARES:
            self.put(unit.card, "dynamis_face_up")  # 911.1, and what its arrival sets off
            return None
        return unit.card

    def left_square(self, unit: OnSquare) -> None:
        """A Z/X left its square: its 「このカードがスクエアから離れる」 abilities resolve at the next pre-processing
        (702.2b, Game.check_rules), once the move that took it away is over."""
        script = self.scripts.get(unit.card.number) if self.scripts else None
        watched = script is not None and Trigger.LEAVES in script.by_trigger  # and ZX_LEFT (run.fire_left)
        if watched or (self.scripts and Trigger.ZX_LEFT in self.traits().triggers):  # with the card that moved it
            self.left_squares.append((unit, run.cause_now(self)))  # type: ignore[arg-type]

    def note_life_left(self) -> None:
        """1012.1: a card left your life (a point of damage, 902, an effect): 「あなたのライフが減少する」 waits for the
        next pre-processing (702.2b, fire_waiting), once the effect that took it is over."""
        if not self.scripts:
            return
        self.note_event(LIFE_DECREASED)  # 「このターンの間にあなたか相手のライフが減少していた」 (goldfish.turn_record)
        if Trigger.YOU_LIFE_DECREASED in self.traits().triggers:
            self.life_lost += 1

    def fire_waiting(self) -> None:
        """702.2b: what waits for the pre-processing (Game.check_rules): 「このカードがスクエアから離れる」 (LEAVES,
        ZX_LEFT) of the Z/X that left, then 「あなたのライフが減少する」 once a card that left your life."""
        left, self.left_squares = self.left_squares, []
        for unit, cause in left:
            run.fire_left(self, unit, cause)  # type: ignore[arg-type]
        lost, self.life_lost = self.life_lost, 0
        for _ in range(lost):
            if self.defeated or self.won:
                return
            run.fire_moment(self, Trigger.YOU_LIFE_DECREASED, not self.opponents_turn)  # type: ignore[arg-type]

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
    ) -> bool:
        """806.3a: the card enters the chosen square (the policy's choice among the legal squares, worked out here
        unless the caller did, when none is given); an effect may put it there slept, `by` the card whose ability
        it is, from the zone `origin` (else the one `how` names), with `under` face down as its force (1019.2: before
        its enter abilities trigger)."""
        # a square an effect names obeys the card's own restriction too (square_only: only a restricted card has one)
        scripts = self.scripts
        restricted = (self._traits if self._traits_for is scripts else self.traits()).restricted if scripts else ()
        only = square_only(self, card) if card.number in restricted else ""
        if only and square is not None and square not in player_squares(self, only):
            return False
        if square is None:
            squares = self.legal_squares(card) if legal is None else legal
            squares = [sq for sq in squares if sq in player_squares(self, only)] if only else squares
            if not squares:
                return False
            square = self.policy.choose_square(self, card, squares)  # type: ignore[arg-type]
        old = self.squares.get(square)
        if old is not None:
            self.drop_shift(old)  # first: the card itself goes, without what a shift shared (202.8d)
            self._leave_square(old.card, "trash")  # 905.1: the older card goes to the trash
            self.left_square(old)
            if old.force or old.force_down:
                self.drop_force(old)
        power = OVERDRIVE_POWER if (OVERDRIVE in card.keywords and how in ("ignition", "life")) else card.power
        script = self.scripts.get(card.number)
        bonus = script.power_bonus if script is not None else 0  # a property: read once
        if bonus and power is not None:
            power += bonus  # a read constant ability of its own (811)
        # positional, the rest set after: a keyword argument costs a search of OnSquare's 25 parameters by name
        unit = OnSquare(card, rebooted, power, self.turn)
        unit.entered_how, unit.entered_from = how, origin or FROM.get(how, "")
        if under is not None:
            unit.force_down = under
        if script is not None and script.square_names:  # 「カード名は「X」としても扱う」 while on the square
            unit.base, unit.card = card, replace(card, names=card.names | frozenset(script.square_names))
        self.squares[square] = unit
        key = self.turn * 2 + self.opponents_turn
        if self.entered_key != key:  # 「このターンの間に…が登場していた」: only this turn's are kept
            self.entered_key, self.entered_cards = key, []
        self.entered_cards.append((card, how))
        entered_from = ENTERED_FROM + unit.entered_from  # 「…[X]がトラッシュから登場していた」 (turn_conditions)
        if entered_from in self.recorded:  # read by a script (turn_record.read_events)
            self.note_event(entered_from, card)
        if script is not None and script.enters_once_per_turn:
            self.forbidden_names.add(ENTERED + card.name)  # no other of its name enters this turn
        if script is not None and script.plays_once_per_turn and how in PLAYED_WAYS:
            self.forbidden_names.add(PLAYED + card.name)  # played (806): no other of its name is played this turn
        if how == "life" and LIFE_RECOVERY in card.keywords:
            # 1103.2: your life count at most the opponent's, the top card of the deck to life
            if len(self.life) <= self.opponent_life:
                top = self.take_top()
                if top is not None:
                    self.life.append(top)
                    if self.log_enabled:
                        self.note("life recovery", "1103.2", "top card of the deck to life")
            elif self.log_enabled:
                self.note("life recovery", "1103.2", "more life than the opponent: no recovery")
        if script is not None and script.by_trigger and not self.defeated:
            triggers = script.by_trigger
            for trigger in ENTER_TRIGGERS.get(how, ONLY_ENTER):
                if trigger in triggers:
                    scripts = self.scripts  # the traits now (what fired before may have shifted a card)
                    now = self._traits if self._traits_for is scripts else self.traits()
                    run.fire(self, trigger, unit, not self.opponents_turn, cause=by, traits=now)  # type: ignore[arg-type]
        scripts = self.scripts  # the game's cached traits (no call: asked for every card entering)
        traits = (self._traits if self._traits_for is scripts else self.traits()) if scripts else None
        if traits is not None and ZX_ENTERS in traits.triggers and not self.defeated:  # 803.1f
            run.fire_entered(self, unit, ZX_ENTERS, not self.opponents_turn, None, traits)  # type: ignore[arg-type]
        return True

    def entered_this_turn(self) -> list[tuple[CardFacts, str]]:
        """Your cards that entered squares this turn, and how (Game.enter's `how`), in order."""
        return self.entered_cards if self.entered_key == self.turn * 2 + self.opponents_turn else []

    def _leave_square(self, card: CardFacts, to: str) -> None:
        """A card leaving the squares for the trash or the charge (911.1: an Extra card to the Dynamis; a token
        ceases to exist)."""
        if is_token(card):
            return
        if card.type in EXTRA_ON_SQUARES:
            self.put(card, "dynamis_face_up")
        elif to == "charge":
            self.charge.append(card)
            self._check_charge()
        else:
            self._to_trash(card)
