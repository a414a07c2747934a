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
from zxdecks.rules.goldfish import castable
from zxdecks.rules.goldfish.battle import ATTACKERS, NEXT_TO_OPPONENT, distance, may_attack, reach
from zxdecks.rules.goldfish.castable import ANY_ZX as ANY_ZX
from zxdecks.rules.goldfish.castable import HAND_PLAYABLE
from zxdecks.rules.goldfish.castable import _costliest as _costliest
from zxdecks.rules.goldfish.castable import ascension_keeps_zx as ascension_keeps_zx
from zxdecks.rules.goldfish.castable import attack_room as attack_room
from zxdecks.rules.goldfish.deck_facts import FINISHER_MIN_COST as FINISHER_MIN_COST
from zxdecks.rules.goldfish.deck_facts import LAST_FACTS, deck_facts, finisher_of
from zxdecks.rules.goldfish.defence import next_battle, square_against_guard
from zxdecks.rules.goldfish.dynamis_costs import Way
from zxdecks.rules.goldfish.opposing import opponent_choice, opponent_gives_up
from zxdecks.rules.goldfish.state import ASCENSIONS, BOARD, OPPONENT_PLAYER_SQUARE

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
    def opponent_pays(
        self, game: Game, n: int
    ) -> bool: ...  # the opponent's choice: 「相手は《無N・無N》を支払ってよい」


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
        facts = LAST_FACTS[0]  # one answer a deck, shared by the policies of a simulation's games
        if facts is None or facts.deck is not game.deck_list or facts.scripts is not game.scripts:
            facts = deck_facts(game)
        value = facts.finisher
        if value is None:
            value = facts.finisher = finisher_of(game.deck_list)
        return value

    resource = castable.resource

    # -- plays ----------------------------------------------------------------------------------------------------
    def ignite(self, game: Game) -> bool:
        return bool(game.charge)

    def play_free(self, game: Game, card: CardFacts) -> bool:
        return card.type not in ASCENSIONS or ascension_keeps_zx(game)

    next_play = castable.next_play

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
        # can_attack_player for each rebooted Z/X in board order, what holds for all of them asked once: the board's
        # nine squares looked up in reading order, the first that attacks returned (no list of the ready ones built
        # and sorted; a Z/X away from the opponent is asked its reach only when none before it attacks)
        squares = game.squares
        if OPPONENT_PLAYER_SQUARE in squares:
            return None  # 602.1b: the opponent's player square holds a Z/X of yours: no attack on the opponent
        scripts = game.scripts
        no_attack = (game._traits if game._traits_for is scripts else game.traits()).no_attack if scripts else ()
        turn = game.turn
        get = squares.get
        for square in BOARD:
            unit = get(square)
            if (
                unit is not None
                and unit.rebooted  # the cheapest test first: a slept Z/X is asked nothing more
                and unit.card.type in ATTACKERS
                and unit.card.number not in no_attack
                and unit.no_attack_turn != turn  # not barred this turn by an effect (run.grants)
                and unit.zx_only_turn != turn
                and (square in NEXT_TO_OPPONENT or 1 <= distance(square, OPPONENT_PLAYER_SQUARE) <= reach(game, unit))
            ):
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

    def opponent_pays(self, game: Game, n: int) -> bool:
        """「相手は《無N・無N》を支払ってよい」, the opponent's choice: the goldfish of old (no defenders, no damage) makes no
        decision against you and never pays; a chosen opponent (goldfish.opponent) pays whenever its resources not yet
        slept paying this round (it plays no card: opponent_resources less opponent_resources_paid) reach n."""
        if game.opponent.is_none:
            return False
        return game.opponent_resources() - game.opponent_resources_paid >= n

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
