"""The default policy: resources, curve, Ascensions, keep-hand rules."""

from tests.rules.builders import card
from tests.rules.test_goldfish import costed_deck
from zxdecks.rules.cards import CardType, Color
from zxdecks.rules.deck import Deck, DeckEntry
from zxdecks.rules.goldfish import DefaultPolicy, Game, OnSquare, Resource
from zxdecks.rules.goldfish.policy import KeepRules

RED, BLUE = Color.RED, Color.BLUE


def finisher_deck():
    """A deck whose costliest names (8) are its finishers."""
    entries = [DeckEntry(card(cost=c), 4) for c in (1, 2, 3, 4, 5, 6)]
    entries += [DeckEntry(card("終", cost=8), 2), DeckEntry(card(cost=2), 24)]
    return Deck.of(entries)


def ready(deck, hand, resources=2, squares=None):
    game = Game(deck, seed=1, first=True)
    game.setup()
    game.hand = list(hand)
    game.resources = [Resource(card(colors=frozenset({RED}))) for _ in range(resources)]
    game.squares = squares or {}
    return game


def test_the_finisher_is_not_resourced_while_another_card_will_do():
    """The reported failure: both 8-cost finishers were put into the resources and never cast."""
    deck = finisher_deck()
    finisher = next(e.card for e in deck.entries if e.card.name == "終")
    cheap = next(e.card for e in deck.entries if e.card.cost == 3)
    game = ready(deck, [finisher, cheap, finisher])
    assert game.hand[DefaultPolicy().resource(game)] is cheap


def test_a_card_never_played_from_hand_is_resourced_first():
    deck = finisher_deck()
    player = card(type_=CardType.PLAYER, cost=None)
    game = ready(deck, [card(cost=2), player, card(cost=5)])
    assert game.hand[DefaultPolicy().resource(game)] is player


def test_the_resource_keeps_the_plays_of_this_turn_and_prefers_a_second_copy():
    """With 3 resources after the placement, keeping a 1 and a 2 puts two Z/X down; the second 4 is redundant."""
    deck = finisher_deck()
    one, two, four = card(cost=1), card(cost=2), card("四", cost=4)
    game = ready(deck, [one, two, four, four])
    assert game.hand[DefaultPolicy().resource(game)] is four


def test_curving_out_puts_the_most_zx_next_to_the_opponent():
    """5 resources, a 4, a 3 and a 2 in hand: the 3 and the 2 give two attackers, the 4 alone one."""
    deck = finisher_deck()
    four, three, two = card(cost=4), card(cost=3), card(cost=2)
    game = ready(deck, [four, three, two], resources=5)
    policy = DefaultPolicy()
    played = []
    while (i := policy.next_play(game)) is not None:
        played.append(game.hand[i])
        assert game.play_from_hand(i)
    assert sorted(c.cost for c in played) == [2, 3]
    assert set(game.squares) == {(1, 1), (0, 0)}


def test_an_ascension_that_would_trash_the_only_zx_is_not_played():
    """806.1b: an Ascension enters your player square; 905.1: the older card there goes to the trash."""
    deck = finisher_deck()
    zx, ascension = card(), card(type_=CardType.AN, cost=1)
    game = ready(deck, [ascension], resources=3, squares={(2, 1): OnSquare(zx, True, 1000)})
    assert DefaultPolicy().next_play(game) is None
    assert DefaultPolicy().play_free(game, ascension) is False
    game.squares[(1, 1)] = OnSquare(card(), True, 1000)  # another Z/X, and the one on (2, 1) cannot attack
    assert DefaultPolicy().next_play(game) == 0


def test_keep_rules_send_back_hands_that_miss_any_rule():
    cheap, dear, ig = card(cost=1), card(cost=6), card(cost=3, ignition=True)
    blue = card(cost=2, colors=frozenset({BLUE}))
    assert KeepRules(cheap_cost=2).keeps([cheap, dear])
    assert not KeepRules(cheap_cost=2, min_cheap=2).keeps([cheap, dear])
    assert not KeepRules(min_ignition=1).keeps([cheap, dear])
    assert KeepRules(min_ignition=1).keeps([ig, dear])
    assert not KeepRules(colors=frozenset({RED, BLUE})).keeps([cheap, dear])
    assert KeepRules(colors=frozenset({RED, BLUE})).keeps([cheap, blue])
    assert KeepRules(cards=frozenset({dear.number})).keeps([dear])


def test_a_policy_with_keep_rules_mulligans_once():
    game = Game(costed_deck(), seed=3, policy=DefaultPolicy(keep=KeepRules(min_ignition=4)))
    game.setup()
    assert game.mulliganed
    assert len(game.hand) == 4


def test_a_player_writes_a_policy_in_a_few_lines():
    class NeverIgnite(DefaultPolicy):
        def ignite(self, game):
            return False

    game = Game(costed_deck(), seed=1, policy=NeverIgnite())
    game.setup()
    game.charge = [game.deck.pop()]
    game.play_turn()
    assert game.ignitions == 0
