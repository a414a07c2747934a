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

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol, cast

from zxdecks.rules.board import OnSquare, OpposingZX
from zxdecks.rules.cards import CardFacts, CardType, Color
from zxdecks.rules.effects.api import Choice, Square, Target
from zxdecks.rules.effects.language import ACTIVE_KINDS, Effect
from zxdecks.rules.effects.run.opposing import acts_now
from zxdecks.rules.effects.run.play_payments import cheapest
from zxdecks.rules.effects.run.statics import alternative_cost, paying_resources, play_colors
from zxdecks.rules.effects.traits import NO_TRAITS
from zxdecks.rules.goldfish.battle import ATTACKERS, NEXT_TO_OPPONENT, can_attack_player, may_attack
from zxdecks.rules.goldfish.defence import next_battle, square_against_guard
from zxdecks.rules.goldfish.dynamis_costs import Way
from zxdecks.rules.goldfish.opposing import opponent_choice, opponent_gives_up
from zxdecks.rules.goldfish.payment import can_pay
from zxdecks.rules.goldfish.state import ASCENSIONS, EVENT, OWN_PLAYER_SQUARE, SQUARE_TYPES

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
    def zone_play(self, game: Game, options: Sequence[tuple[str, int]]) -> int | None: ...
    def pay_for_extra(self, game: Game, card: CardFacts, ways: Sequence[Way]) -> int | None: ...
    def use_player_extra(self, game: Game, what: str) -> bool: ...
    def next_attack(self, game: Game) -> tuple[int, int] | None: ...
    def attack_target(self, game: Game, square: tuple[int, int]) -> tuple[int, int] | None: ...
    def discard(self, game: Game, excess: int) -> list[int]: ...
    def trash_from_charge(self, game: Game, excess: int) -> list[int]: ...
    # The choices of card effects (effects.api.Choice, Target): indices of candidates, most wanted first.
    def choose(
        self, game: Game, choice: Choice, cards: Sequence[CardFacts], candidates: list[int], n: int
    ) -> list[int]: ...
    def choose_units(
        self, game: Game, target: Target, units: Sequence[tuple[Square, OnSquare | OpposingZX]], n: int, amount: int
    ) -> list[int]: ...
    def choose_options(self, game: Game, options: Sequence[tuple[Effect, ...]], n: int) -> list[int]: ...


# The default policy plays a card from the resources (goldfish.zone_plays) only while this many stay after it: the
# count most cards' conditions ask for (「あなたのリソースが5枚以上ある場合」).
ZONE_PLAY_RESOURCES = 5


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
_FINISHER: dict[int, tuple[object, int]] = {}  # deck identity -> (deck, finisher cost)
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
        deck = game.deck_list
        hit = _FINISHER.get(id(deck))  # shared by the policies of a simulation's games (one per game)
        if hit is not None and hit[0] is deck:
            return hit[1]
        costs = [e.card.cost for e in deck.entries if e.card.cost is not None and not e.card.cost_infinite]
        top = max(costs, default=0)
        value = top if top >= FINISHER_MIN_COST else 10**6
        if len(_FINISHER) > 64:
            _FINISHER.clear()
        _FINISHER[id(deck)] = (deck, value)
        return value

    @staticmethod
    def _castable_zx(
        hand: list[CardFacts], present: frozenset[Color], no_attack: frozenset[str]
    ) -> list[tuple[int, int]]:
        """(cost, index) of the hand's attackers whose colour the resources hold, cheapest first."""
        order = []
        for i, c in enumerate(hand):  # a loop: for a hand of cards, a third cheaper than a list comprehension
            cost = c.cost
            if (
                c.type in ATTACKERS
                and cost is not None
                and not c.cost_infinite
                and (not c.colors or not c.colors.isdisjoint(present))
                and c.number not in no_attack
            ):
                order.append((cost, i))
        order.sort()
        return order

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
        budget = 1  # this turn's resource comes in rebooted
        colours: set[Color] = set()
        for r in game.resources:  # one pass over the resources
            budget += r.rebooted
            colours.update(r.card.colors)
        present = frozenset(colours)
        room = max(1, attack_room(game))
        finisher = self.finisher_cost(game)
        scripts = game.scripts  # may_attack, once for the hand
        no_attack = (
            (game._traits if game._traits_for is scripts else game.traits()).no_attack if scripts else frozenset()
        )
        names: dict[str, int] = {}
        for c in hand:
            names[c.name] = names.get(c.name, 0) + 1
        # Per set of colours: the castable Z/X cheapest first, what this turn's plays put down with all of them, and
        # which they use; leaving out a card those plays do not use changes nothing (the next in order costs no less),
        # so only the used ones are counted again.
        plans: dict[frozenset[Color], tuple[list[tuple[int, int]], tuple[int, int], list[int]]] = {}
        best, best_key = 0, None
        for i, card in enumerate(hand):
            cost = card.cost
            playable = card.type in HAND_PLAYABLE and cost is not None and not card.cost_infinite
            colors = card.colors
            # A card bringing a colour changes which Z/X this turn's resources can pay.
            pays = present | colors if colors and not colors <= present else present
            plan = plans.get(pays)
            if plan is None:
                order = self._castable_zx(hand, pays, no_attack)
                base = self._bodies(order, budget, room)
                plan = plans[pays] = (order, base, [j for _, j in order[: base[0]]])  # the ones it uses
            order, base, used = plan
            bodies, spent = self._bodies(order, budget, room, i) if i in used else base
            key = (
                not playable,  # a card that is never played from hand is the best resource
                (cost or 0) < finisher,  # a finisher only when nothing else will do
                bodies,  # then the card whose absence still lets this turn put the most Z/X down
                spent,
                names[card.name] > 1,  # a second copy is redundant
                cost or 0,  # then the one least castable soon
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
        scripts = game.scripts
        traits = (game._traits if game._traits_for is scripts else game.traits()) if scripts else NO_TRAITS
        rebooted = []  # the colours of each rebooted resource
        for r in paying_resources(game) if traits.resource_cards else game.resources:  # a loop: a third cheaper
            if r.rebooted:
                rebooted.append(r.card.colors)
        free = len(rebooted)
        hand = game.hand
        # a discount or another card's constant ability (run.hand_cost) changes some costs, and so do some cards' own
        discounts = bool(game.discounts) or traits.hand_cost_auras
        cost_cards, colorless = traits.cost_cards, traits.colorless_cards
        if not discounts:
            for c in hand:
                cost = c.cost
                if (cost is not None and cost <= free) or c.number in cost_cards:
                    break
            else:
                return None  # nothing in hand the rebooted resources could pay
        present = frozenset().union(*rebooted) if rebooted else frozenset()
        zx_square: bool | None = None  # asked only when a Z/X in hand is castable
        room = attack_room(game)
        no_attack = traits.no_attack  # may_attack, once for the hand
        castable: list[tuple[int, int]] = []  # (cost, index)
        attackers: list[tuple[int, int]] = []  # the castable Z/X that can attack from an empty square
        forbidden = game.forbidden_names
        restricted = traits.restricted  # 806.1: cards whose own text restricts their play
        for i, card in enumerate(hand):
            cost = card.cost  # most cards: the printed cost, and no alternative cost (then nothing more asked)
            if discounts or card.number in cost_cards:
                cost = game.cost_of(card)
                if cost and cost > free and card.number in cost_cards:  # 1027 (0), a payment for less (805.2)
                    cost = 0 if alternative_cost(game, card, True) else cheapest(game, card, cost)
            if cost is None or cost > free or card.cost_infinite or (forbidden and card.name in forbidden):
                continue
            if restricted and card.number in restricted and not game.may_play(card):
                continue
            kind = card.type
            if kind is EVENT:
                if not game.has_effect(card):
                    continue  # an event whose text the engine cannot read would do nothing
            elif kind in ASCENSIONS:
                if not game.has_square(card) or not ascension_keeps_zx(game):
                    continue
            elif kind in SQUARE_TYPES:
                if zx_square is None:  # an empty square next to the opponent is a square for it
                    zx_square = room > 0 or game.has_square(ANY_ZX)
                if not zx_square:
                    continue
            else:
                continue
            colors = play_colors(game, card) if card.number in colorless else card.colors  # 「無色として扱う」: none
            if len(colors) == 1 and cost > 0:
                if not colors <= present:
                    continue
            elif len(colors) > 1 and can_pay(game.resources, cost, colors) is None:
                continue
            castable.append((cost, i))
            if room and kind in ATTACKERS and card.number not in no_attack:
                attackers.append((cost, i))
        if not castable:
            return None
        if attackers:
            # Curve out: the most Z/X next to the opponent this turn, then the most spent; play the costliest first.
            attackers.sort()  # cheapest first, then in hand order
            chosen: list[tuple[int, int]] = []
            spent = 0
            for pick in attackers:
                if len(chosen) == room:
                    break
                if spent + pick[0] <= free:
                    chosen.append(pick)
                    spent += pick[0]
            left = free - spent
            if left:
                for n, (cost, _) in enumerate(chosen):  # upgrade: swap a chosen card for a costlier one the rest pays
                    for pick in reversed(attackers):
                        extra = pick[0] - cost
                        if 0 < extra <= left and pick not in chosen:
                            chosen[n], left = pick, left - extra
                            break
            return _costliest(chosen)
        return _costliest(castable)

    def choose_square(self, game: Game, card: CardFacts, squares: list[tuple[int, int]]) -> tuple[int, int]:
        # legal_squares lists empty squares first, those next to the opponent first of all; a card that cannot
        # attack keeps out of them while another empty square is free.
        attacks = may_attack(game, card)
        if attacks and game.opponent_squares and (square := square_against_guard(game, card, squares)) is not None:
            return square
        if not attacks:
            for square in squares:
                if square not in NEXT_TO_OPPONENT and square not in game.squares:
                    return square
        return squares[0]

    def dynamis_play(self, game: Game) -> int | None:
        """After the hand's plays: the costliest Extra card the rest of the resources pay (a Z/X EX first)."""
        options = game.dynamis_playable()
        if not options:
            return None
        dynamis = game.dynamis
        return max(options, key=lambda i: (dynamis[i].type is CardType.ZX_EX, dynamis[i].cost or 0, -i))

    def zone_play(self, game: Game, options: Sequence[tuple[str, int]]) -> int | None:
        """After the hand's plays, which card to play from another zone by its own permission (goldfish.zone_plays:
        (zone, index) options, each payable now): the costliest; from the resources only while at least
        ZONE_PLAY_RESOURCES resources stay (the card played leaves them for good), else none."""
        keep = [
            i for i, (zone, _) in enumerate(options) if zone != "resource" or len(game.resources) > ZONE_PLAY_RESOURCES
        ]
        if not keep:
            return None

        def cost(i: int) -> int:
            zone, index = options[i]
            card = game.resources[index].card if zone == "resource" else getattr(game, zone)[index]
            return card.cost or 0

        return max(keep, key=lambda i: (cost(i), -i))

    def pay_for_extra(self, game: Game, card: CardFacts, ways: Sequence[Way]) -> int | None:
        """Which way to pay a Dynamis card's condition (1020–1025): the one that gives up the least cost, for 憑依
        the one that takes the most off its cost (the cheapest to pay)."""
        return min(range(len(ways)), key=lambda i: (ways[i].cost, ways[i].given_up, i)) if ways else None

    def use_player_extra(self, game: Game, what: str) -> bool:
        """Whether to do what the Player Extra may (goldfish.player_extra: "crisis", "life_shield", "save",
        "boost", "unison", "play_named"): always, when its conditions hold."""
        return True

    def next_attack(self, game: Game) -> tuple[int, int] | None:
        if game.opponent_squares:
            battle = next_battle(game)
            return battle[0] if battle else None
        ready = []  # the rebooted units' squares in board order (a slept one is passed over before the full check)
        for square, unit in game.squares.items():
            if unit.rebooted:
                ready.append(square)
        if len(ready) > 1:
            ready.sort()  # BOARD's reading order
        for square in ready:
            if can_attack_player(game, square):
                return square
        return None

    def attack_target(self, game: Game, square: tuple[int, int]) -> tuple[int, int] | None:
        """The target of the Z/X on `square`: None for the opponent, else the square of the opponent's Z/X."""
        if not game.opponent_squares:
            return None
        battle = next_battle(game)
        return battle[1] if battle is not None and battle[0] == square else None

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

    # -- the choices of card effects ------------------------------------------------------------------------------
    def choose(
        self, game: Game, choice: Choice, cards: Sequence[CardFacts], candidates: list[int], n: int
    ) -> list[int]:
        """Cards an effect chooses: what is given up goes in the order discard and trash_from_charge give up cards;
        what is taken, the costliest first; the top of the deck, the cheapest on top; see effect_order."""
        if choice is Choice.DISCARD:  # `cards` is the hand
            wanted = set(candidates)
            return [i for i in self.discard(game, len(cards)) if i in wanted][:n]
        if choice is Choice.CHARGE_OUT:  # `cards` is the charge
            wanted = set(candidates)
            return [i for i in self.trash_from_charge(game, len(cards)) if i in wanted][:n]
        if choice is Choice.KEEP_ON_TOP:  # kept for the next draw when it can be played next turn, else given up
            return [i for i in candidates if (cards[i].cost or 0) <= len(game.resources) + 1][:n]
        return sorted(candidates, key=effect_order(game, choice, cards))[:n]

    def choose_units(
        self, game: Game, target: Target, units: Sequence[tuple[Square, OnSquare | OpposingZX]], n: int, amount: int
    ) -> list[int]:
        """Z/X of yours an effect chooses: to lose, the cheapest (for damage, one that survives it first); for a
        power raise, one that can still attack first; for 電影, the cheapest; else the first on the squares. The
        opponent's (Target.OPPONENT): see goldfish.opposing.opponent_choice."""
        if target is Target.OPPONENT:
            return opponent_choice(game, cast("Sequence[tuple[Square, OpposingZX]]", units), n, amount)
        if target is Target.OPPONENT_OWN:
            return opponent_gives_up(cast("Sequence[tuple[Square, OpposingZX]]", units), n)
        if target is Target.POWER_ANY:
            return list(range(min(n, len(units))))
        own = cast("Sequence[tuple[Square, OnSquare]]", units)

        def key(i: int) -> tuple[object, ...]:
            square, unit = own[i]
            if target is Target.POWER_UP:
                return (not unit.rebooted, square)
            if target is Target.SWAP_BACK:
                return (unit.card.cost or 0, square)
            dies = amount > 0 and amount >= (game.power_of(unit) or 0)
            return (dies, unit.card.cost or 0, square)

        return sorted(range(len(units)), key=key)[:n]

    def choose_options(self, game: Game, options: Sequence[tuple[Effect, ...]], n: int) -> list[int]:
        """「以下の効果からNつ選び」: the options with an effect the goldfish carries out first, in printed order (one
        on the opponent's Z/X only when there is one to choose)."""
        active = [i for i, o in enumerate(options) if any(e.kind in ACTIVE_KINDS and acts_now(game, e) for e in o)]
        rest = [i for i in range(len(options)) if i not in active]
        return (active + rest)[:n]


def effect_order(game: Game, choice: Choice, cards: Sequence[CardFacts]) -> Callable[[int], tuple[object, ...]]:
    """The default order of an effect's candidates (indices into `cards`), most wanted first."""
    if choice is Choice.TOP_ORDER:  # the cards it can cast soonest on top, the order otherwise kept
        return lambda i: (cards[i].cost is None, cards[i].cost or 0, i)
    if choice is Choice.TRASH_REMOVE:  # the cards it least wants back after a reload: no ignition icon, cheapest
        return lambda i: (cards[i].ignition, cards[i].cost or 0, -i)
    if choice is Choice.RESOURCE_BACK:  # a slept resource first (used this turn), the last placed first
        return lambda i: (game.resources[i].rebooted, -i)
    if choice is Choice.FORCE_OUT or choice is Choice.PAY_WITH:  # the cheapest first
        return lambda i: (cards[i].cost or 0, i)
    if choice is Choice.FORCE_IN:  # a Z/X first, the costliest first
        return lambda i: (cards[i].type not in ATTACKERS, -(cards[i].cost or 0), i)
    return lambda i: (-(cards[i].cost or 0), i)  # TAKE: the costliest first, what it can cast later


def _costliest(options: list[tuple[int, int]]) -> int:
    """The hand index of the costliest of (cost, index) options, the first in hand among equals."""
    best_cost, best = options[0]
    for cost, i in options:
        if cost > best_cost or (cost == best_cost and i < best):
            best_cost, best = cost, i
    return best


def attack_room(game: Game) -> int:
    """Empty squares from which a Z/X without Range could attack the opponent (602.1b)."""
    squares = game.squares
    a, b, c = NEXT_TO_OPPONENT  # asked for every play and resource: three lookups, no generator
    held = game.opponent_squares  # a square with the opponent's Z/X takes none of yours (806.1a)
    if held:
        return sum(1 for sq in NEXT_TO_OPPONENT if sq not in squares and sq not in held)
    return (a not in squares) + (b not in squares) + (c not in squares)


def ascension_keeps_zx(game: Game) -> bool:
    """An Ascension enters your player square (806.1b) and trashes a Z/X there (905.1): only when that Z/X is not
    your only one and cannot attack."""
    unit = game.squares.get(OWN_PLAYER_SQUARE)
    if unit is None:
        return True
    others = sum(1 for sq, u in game.squares.items() if sq != OWN_PLAYER_SQUARE and u.card.type in ATTACKERS)
    return others > 0 and not can_attack_player(game, OWN_PLAYER_SQUARE)
