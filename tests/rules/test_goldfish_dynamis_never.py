"""Dynamis conditions no card of the deck can meet: known from the deck list once, and skipped in its seeded games."""

from dataclasses import replace

from tests.rules.builders import card, fours
from tests.rules.test_goldfish_never_paid import told
from zxdecks.rules.cards import CardType, Color, Zone
from zxdecks.rules.deck import Deck, DeckEntry
from zxdecks.rules.effects import read_pool
from zxdecks.rules.goldfish import DefaultPolicy, Game, Resource, run_game, simulate
from zxdecks.rules.goldfish import dynamis as dynamis_module
from zxdecks.rules.goldfish.dynamis_costs import never_met

RED, BLACK = frozenset({Color.RED}), frozenset({Color.BLACK})
BLACK_DESCENT = "降臨条件:黒のゼクス1枚"
TRASH_AWAKENING = '覚醒条件"赤":コスト3以上のカード2枚'


def extra(cost=3, colors=RED):
    return replace(card(type_=CardType.ZX_EX, cost=cost, colors=colors), power=9000)


def deck_with(*more):
    return Deck.of([*fours([card(cost=1 + i % 2) for i in range(12)]), DeckEntry(card(cost=1), 2), *more])


def test_a_condition_is_never_met_when_fewer_copies_of_the_deck_match_a_need_than_it_takes():
    ex = extra(cost=5)
    scripts = read_pool([(ex.number, "", TRASH_AWAKENING)])
    dynamis = DeckEntry(ex, 1, Zone.DYNAMIS)
    assert never_met(deck_with(dynamis), scripts) == {ex.number}  # no card of cost 3 or more but itself
    assert never_met(deck_with(dynamis, DeckEntry(card(cost=3), 1)), scripts) == {ex.number}  # one of the two
    assert never_met(deck_with(dynamis, DeckEntry(card(cost=3), 2)), scripts) == frozenset()


def test_a_dynamis_card_counts_for_a_condition_on_squares_only_if_it_can_come_onto_one():
    ex = extra()
    played_for_cost = extra(cost=2, colors=BLACK)
    descends_alone = extra(cost=2, colors=BLACK)
    scripts = read_pool([(ex.number, "", BLACK_DESCENT), (descends_alone.number, "", BLACK_DESCENT)])
    with_cost = deck_with(DeckEntry(ex, 1, Zone.DYNAMIS), DeckEntry(played_for_cost, 1, Zone.DYNAMIS))
    assert never_met(with_cost, scripts) == frozenset()
    chain = deck_with(DeckEntry(ex, 1, Zone.DYNAMIS), DeckEntry(descends_alone, 4, Zone.DYNAMIS))
    assert never_met(chain, scripts) == {ex.number, descends_alone.number}
    assert never_met(deck_with(DeckEntry(ex, 1, Zone.DYNAMIS), DeckEntry(card(colors=BLACK), 1)), scripts) == set()


def test_a_game_does_not_play_a_dynamis_card_it_is_told_no_card_meets():
    ex = extra(cost=5)
    game = Game(deck_with(DeckEntry(ex, 1, Zone.DYNAMIS)), seed=1, first=True)
    game.setup()
    game.scripts = read_pool([(ex.number, "", TRASH_AWAKENING)])
    game.resources = [Resource(card(colors=RED)) for _ in range(6)]
    game.turn = 1
    game.trash = [card(cost=3), card(cost=4)]
    assert game.dynamis_playable() == [0]
    game.dynamis_never = frozenset({ex.number})
    assert game.dynamis_playable() == []
    assert not game.play_from_dynamis(0)
    assert game.dynamis == [ex]


class AskedForExtras(DefaultPolicy):
    """The default policy, counting the turns it is asked for an Extra card while one is left in the Dynamis."""

    def __init__(self) -> None:
        super().__init__()
        self.asked = 0

    def dynamis_play(self, game):
        self.asked += bool(game.dynamis)
        return super().dynamis_play(game)


def test_seeded_games_skip_the_search_for_a_condition_no_card_meets_and_play_the_same():
    """A turn's ask (dynamis_playable) scans the game's plan (dynamis._plan): a card not in it is never asked (_may,
    then has_way's search); one in it is asked each time."""
    ex = extra(cost=3)
    deck = deck_with(DeckEntry(ex, 2, Zone.DYNAMIS))
    scripts = read_pool([(ex.number, "", BLACK_DESCENT)])
    simulate._NEVER_CACHE.clear()
    simulate._PER_DECK.clear()

    def play(never):
        told(deck, scripts, dynamis_never=never)
        policy = AskedForExtras()
        games = [run_game(deck, seed, 8, seed % 2 == 0, policy=policy, scripts=scripts) for seed in range(30)]
        states = [
            (r.turns, r.kill_turn, g.dynamis, sorted(g.squares), len(g.trash), g.rng.getstate()) for g, r in games
        ]
        plans = {tuple(e[0] for e in dynamis_module._plan(g, g.dynamis)) for g, _ in games if g.dynamis}
        return states, plans, policy.asked, games[0][0].dynamis_never

    skipped, skipped_plans, _, told_never = play(True)
    searching, searched_plans, asked, told_none = play(False)
    assert (told_never, told_none) == ({ex.number}, frozenset())
    assert skipped_plans == {()}  # the card left out of every turn's scan: never asked
    assert searched_plans == {(ex.number,)}  # without the check, the turns ask it
    assert asked > 0  # and the turns ask for an Extra card while it is in the Dynamis
    assert skipped == searching
