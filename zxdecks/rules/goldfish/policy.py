"""The decisions of a solo game, as a protocol, and the policy the simulations use by default.

A player writes a policy in a few lines by subclassing DefaultPolicy and overriding one decision, e.g.

    class NeverIgnite(DefaultPolicy):
        def ignite(self, game):
            return False

    kill_turns(deck, policy=NeverIgnite(keep=KeepRules(min_ignition=1)))

Each decision gets the game (its zones are plain lists: game.hand, game.resources, game.squares, …) and answers
with an index into a zone, a square, a card or a yes/no; see Policy for the list.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol

from zxdecks.rules.cards import CardFacts, CardType, Color
from zxdecks.rules.goldfish.battle import ATTACKERS, can_attack_player, distance, may_attack
from zxdecks.rules.goldfish.payment import can_pay
from zxdecks.rules.goldfish.state import ASCENSIONS, OPPONENT_PLAYER_SQUARE, OWN_PLAYER_SQUARE, SQUARE_TYPES

if TYPE_CHECKING:
    from zxdecks.rules.goldfish.game import Game


class Policy(Protocol):
    """The decisions of a solo game."""

    def choose_start_card(self, game: Game, candidates: list[CardFacts]) -> CardFacts | None: ...
    def choose_gate_card(self, game: Game, candidates: list[CardFacts]) -> CardFacts | None: ...
    def choose_start_resource(self, game: Game, candidates: list[CardFacts]) -> CardFacts | None: ...
    def mulligan(self, game: Game, hand: list[CardFacts]) -> bool: ...
    def resource(self, game: Game) -> int | None: ...
    def ignite(self, game: Game) -> bool: ...
    def play_free(self, game: Game, card: CardFacts) -> bool: ...
    def next_play(self, game: Game) -> int | None: ...
    def choose_square(self, game: Game, card: CardFacts, squares: list[tuple[int, int]]) -> tuple[int, int]: ...
    def dynamis_play(self, game: Game) -> int | None: ...
    def next_attack(self, game: Game) -> tuple[int, int] | None: ...
    def discard(self, game: Game, excess: int) -> list[int]: ...
    def trash_from_charge(self, game: Game, excess: int) -> list[int]: ...


@dataclass(frozen=True)
class KeepRules:
    """When a player keeps an opening hand (402.1k): every rule set must hold, else the hand is sent back once."""

    cards: frozenset[str] = frozenset()  # at least one of these (collector numbers or names)
    cheap_cost: int | None = None  # at least `min_cheap` cards of at most this cost
    min_cheap: int = 1
    min_ignition: int = 0  # at least this many ignition-icon cards
    colors: frozenset[Color] = frozenset()  # a card of each of these colours

    def keeps(self, hand: list[CardFacts]) -> bool:
        if self.cards and not any(c.number in self.cards or c.name in self.cards for c in hand):
            return False
        if self.cheap_cost is not None:
            cheap = sum(1 for c in hand if c.cost is not None and c.cost <= self.cheap_cost)
            if cheap < self.min_cheap:
                return False
        if sum(1 for c in hand if c.ignition) < self.min_ignition:
            return False
        return all(any(color in c.colors for c in hand) for color in self.colors)


ANY_ZX = CardFacts(number="-", name="-", type=CardType.ZX)
FINISHER_MIN_COST = 6  # a deck's costliest names count as its finishers from this cost up
HAND_PLAYABLE = SQUARE_TYPES | {CardType.EVENT}


class DefaultPolicy:
    """Play a player would recognise against an empty board: use the setup keywords; keep hands by the player's
    rules; put into the resources the card that is least castable or most redundant (never a finisher while anything
    else will do), choosing the one that lets this turn's plays put the most Z/X next to the opponent; ignite while
    there is charge; play every ignited and life card except an Ascension that would trash your only Z/X; fill the
    squares next to the opponent with as many Z/X as the resources pay (then the costliest card); attack with every
    Z/X that can; discard the least useful cards and trash the costliest charge cards."""

    def __init__(self, keep_if_any: frozenset[str] = frozenset(), keep: KeepRules | None = None) -> None:
        self.keep_if_any = keep_if_any  # collector numbers or names: mulligan unless the hand holds one
        self.keep = keep
        self._finisher: dict[int, tuple[object, int]] = {}

    # -- setup ----------------------------------------------------------------------------------------------------
    def choose_start_card(self, game: Game, candidates: list[CardFacts]) -> CardFacts | None:
        return max(candidates, key=lambda c: (c.cost or 0, c.number), default=None)

    def choose_gate_card(self, game: Game, candidates: list[CardFacts]) -> CardFacts | None:
        return candidates[0] if candidates else None

    def choose_start_resource(self, game: Game, candidates: list[CardFacts]) -> CardFacts | None:
        return candidates[0] if candidates else None

    def mulligan(self, game: Game, hand: list[CardFacts]) -> bool:
        if self.keep_if_any and not any(c.number in self.keep_if_any or c.name in self.keep_if_any for c in hand):
            return True
        return self.keep is not None and not self.keep.keeps(hand)

    # -- what a card is worth -------------------------------------------------------------------------------------
    def finisher_cost(self, game: Game) -> int:
        """The cost from which a card is one of the deck's finishers: its highest cost, when at least 6."""
        key = id(game.deck_list)
        hit = self._finisher.get(key)
        if hit is not None and hit[0] is game.deck_list:
            return hit[1]
        costs = [e.card.cost for e in game.deck_list.entries if e.card.cost is not None and not e.card.cost_infinite]
        top = max(costs, default=0)
        value = top if top >= FINISHER_MIN_COST else 10**6
        self._finisher[key] = (game.deck_list, value)
        return value

    @staticmethod
    def _castable_zx(game: Game, hand: list[CardFacts], present: frozenset[Color]) -> list[tuple[int, int]]:
        """(cost, index) of the hand's attackers whose colour the resources hold, cheapest first."""
        return sorted(
            (c.cost, i)
            for i, c in enumerate(hand)
            if may_attack(game, c)
            and c.cost is not None
            and not c.cost_infinite
            and (not c.colors or c.colors & present)
        )

    @staticmethod
    def _bodies(order: list[tuple[int, int]], budget: int, room: int, skip: int = -1) -> tuple[int, int]:
        """How many of the ordered Z/X (all but `skip`) the budget pays into `room` squares, and what they cost."""
        count = spent = 0
        for cost, i in order:
            if i == skip:
                continue
            if count == room or spent + cost > budget:
                break
            count += 1
            spent += cost
        return count, spent

    def resource(self, game: Game) -> int | None:
        hand = game.hand
        if not hand:
            return None
        budget = sum(1 for r in game.resources if r.rebooted) + 1
        present = frozenset().union(*(r.card.colors for r in game.resources))
        room = max(1, attack_room(game))
        finisher = self.finisher_cost(game)
        names: dict[str, int] = {}
        for c in hand:
            names[c.name] = names.get(c.name, 0) + 1
        order = self._castable_zx(game, hand, present)
        base = self._bodies(order, budget, room)
        used = {i for _, i in order[: base[0]]}  # the Z/X this turn's plays would use, all others leave `base` as is
        best, best_key = 0, None
        for i, card in enumerate(hand):
            playable = card.type in HAND_PLAYABLE and card.cost is not None and not card.cost_infinite
            if card.colors and not card.colors <= present:
                # A card bringing a colour changes which Z/X this turn's resources can pay.
                bodies, spent = self._bodies(self._castable_zx(game, hand, present | card.colors), budget, room, i)
            elif i in used:
                bodies, spent = self._bodies(order, budget, room, i)
            else:
                bodies, spent = base
            key = (
                not playable,  # a card that is never played from hand is the best resource
                (card.cost or 0) < finisher,  # a finisher only when nothing else will do
                bodies,  # then the card whose absence still lets this turn put the most Z/X down
                spent,
                names[card.name] > 1,  # a second copy is redundant
                card.cost or 0,  # then the one least castable soon
                -i,
            )
            if best_key is None or key > best_key:
                best, best_key = i, key
        return best

    # -- plays ----------------------------------------------------------------------------------------------------
    def ignite(self, game: Game) -> bool:
        return bool(game.charge)

    def play_free(self, game: Game, card: CardFacts) -> bool:
        return card.type not in ASCENSIONS or ascension_keeps_zx(game)

    def next_play(self, game: Game) -> int | None:
        # The resources and squares do not change while the hand is scanned, so what they allow is worked out once.
        rebooted = [r.card.colors for r in game.resources if r.rebooted]
        free = len(rebooted)
        present = frozenset().union(*rebooted) if rebooted else frozenset()
        if not any(c.cost is not None and c.cost <= free for c in game.hand):
            return None  # nothing in hand the rebooted resources could pay
        zx_square = game.has_square(ANY_ZX)
        room = attack_room(game)
        castable: list[int] = []
        forbidden = game.forbidden_names
        for i, card in enumerate(game.hand):
            cost = card.cost
            if cost is None or card.cost_infinite or cost > free or (forbidden and card.name in forbidden):
                continue
            if card.type is CardType.EVENT:
                if not game.has_effect(card):
                    continue  # an event whose text the engine cannot read would do nothing
            elif card.type in ASCENSIONS:
                if not game.has_square(card) or not ascension_keeps_zx(game):
                    continue
            elif card.type in SQUARE_TYPES:
                if not zx_square:
                    continue
            else:
                continue
            colors = card.colors
            if len(colors) == 1 and cost > 0:
                if not colors <= present:
                    continue
            elif len(colors) > 1 and can_pay(game.resources, cost, colors) is None:
                continue
            castable.append(i)
        if not castable:
            return None
        hand = game.hand
        attackers = [i for i in castable if may_attack(game, hand[i])]
        if room and attackers:
            # Curve out: the most Z/X next to the opponent this turn, then the most spent; play the costliest first.
            attackers.sort(key=lambda i: (hand[i].cost or 0, i))
            chosen: list[int] = []
            spent = 0
            for i in attackers:
                if len(chosen) == room:
                    break
                if spent + (hand[i].cost or 0) <= free:
                    chosen.append(i)
                    spent += hand[i].cost or 0
            left = free - spent
            for n, i in enumerate(chosen):  # upgrade: swap a chosen card for a costlier one the remainder pays
                for j in reversed(attackers):
                    extra = (hand[j].cost or 0) - (hand[i].cost or 0)
                    if j not in chosen and 0 < extra <= left:
                        chosen[n], left = j, left - extra
                        break
            return max(chosen, key=lambda i: (hand[i].cost or 0, -i))
        return max(castable, key=lambda i: (hand[i].cost or 0, -i))

    def choose_square(self, game: Game, card: CardFacts, squares: list[tuple[int, int]]) -> tuple[int, int]:
        # legal_squares lists empty squares first, those next to the opponent first of all; a card that cannot
        # attack keeps out of them while another empty square is free.
        if not may_attack(game, card):
            away = [sq for sq in squares if sq not in NEXT_TO_OPPONENT and sq not in game.squares]
            if away:
                return away[0]
        return squares[0]

    def dynamis_play(self, game: Game) -> int | None:
        """After the hand's plays: the costliest Extra card the rest of the resources pay (a Z/X EX first)."""
        options = game.dynamis_playable()
        if not options:
            return None
        dynamis = game.dynamis
        return max(options, key=lambda i: (dynamis[i].type is CardType.ZX_EX, dynamis[i].cost or 0, -i))

    def next_attack(self, game: Game) -> tuple[int, int] | None:
        for square in sorted(game.squares):
            if can_attack_player(game, square):
                return square
        return None

    # -- clean-up -------------------------------------------------------------------------------------------------
    def discard(self, game: Game, excess: int) -> list[int]:
        finisher = self.finisher_cost(game)
        hand = game.hand
        order = sorted(
            range(len(hand)),
            key=lambda i: (
                hand[i].type not in HAND_PLAYABLE,
                (hand[i].cost or 0) < finisher,
                hand[i].cost or 0,
                i,
            ),
            reverse=True,
        )
        return order[:excess]

    def trash_from_charge(self, game: Game, excess: int) -> list[int]:
        order = sorted(range(len(game.charge)), key=lambda i: (game.charge[i].cost or 0, i), reverse=True)
        return order[:excess]


NEXT_TO_OPPONENT = tuple(
    (row, col) for row in range(3) for col in range(3) if distance((row, col), OPPONENT_PLAYER_SQUARE) == 1
)


def attack_room(game: Game) -> int:
    """Empty squares from which a Z/X without Range could attack the opponent (602.1b)."""
    squares = game.squares
    a, b, c = NEXT_TO_OPPONENT  # asked for every play and resource: three lookups, no generator
    return (a not in squares) + (b not in squares) + (c not in squares)


def ascension_keeps_zx(game: Game) -> bool:
    """An Ascension enters your player square (806.1b) and trashes a Z/X there (905.1): only when that Z/X is not
    your only one and cannot attack."""
    unit = game.squares.get(OWN_PLAYER_SQUARE)
    if unit is None:
        return True
    others = sum(1 for sq, u in game.squares.items() if sq != OWN_PLAYER_SQUARE and u.card.type in ATTACKERS)
    return others > 0 and not can_attack_player(game, OWN_PLAYER_SQUARE)
