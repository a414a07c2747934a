"""dynamis_playable by collector number (issue #28): what is decided once per card number and scripts (a card
never playable, the resources its printed cost needs) and the plan kept per Dynamis contents give the indices a
card-by-card check gives, whatever the order, copies or removals, and across games sharing the scripts."""

from dataclasses import replace

from tests.rules.builders import card, fours
from zxdecks.rules.cards import CardType, Color, Zone
from zxdecks.rules.deck import Deck, DeckEntry
from zxdecks.rules.effects import read_pool
from zxdecks.rules.goldfish import Game, Resource
from zxdecks.rules.goldfish.dynamis import _plan

RED = frozenset({Color.RED})


def _game(deck, scripts, rebooted):
    game = Game(deck, seed=1, first=True)
    game.setup()
    game.scripts = scripts
    game.resources = [Resource(card(colors=RED)) for _ in range(rebooted)]
    game.turn = 1
    return game


def test_the_playable_dynamis_cards_follow_their_costs_copies_order_and_removals():
    three, five, one = (card(type_=CardType.ZX_EX, cost=n, colors=RED) for n in (3, 5, 1))
    uncosted = card(type_=CardType.ZX_EX, cost=None, colors=RED)
    entries = [*fours([card(cost=2) for _ in range(12)]), DeckEntry(card(cost=1), 2)]
    entries += [DeckEntry(three, 2, Zone.DYNAMIS), DeckEntry(five, 1, Zone.DYNAMIS)]
    entries += [DeckEntry(one, 1, Zone.DYNAMIS), DeckEntry(uncosted, 1, Zone.DYNAMIS)]
    deck = Deck.of(entries)
    scripts = read_pool((c.number, "", "") for c in (three, five, one, uncosted))
    game = _game(deck, scripts, rebooted=4)
    numbers = [c.number for c in game.dynamis]
    assert sorted(numbers) == sorted([three.number] * 2 + [five.number, one.number, uncosted.number])
    expected = [i for i, n in enumerate(numbers) if n in (three.number, one.number)]
    assert game.dynamis_playable() == expected  # both copies of the 3, the 1; not the 5 nor the card without a cost
    game.dynamis.reverse()
    assert game.dynamis_playable() == [len(numbers) - 1 - i for i in reversed(expected)]
    game.dynamis = [c for c in game.dynamis if c.number != one.number]
    assert [game.dynamis[i].number for i in game.dynamis_playable()] == [three.number, three.number]
    game.resources[0].rebooted = game.resources[1].rebooted = False  # 2 rebooted: none of them
    assert game.dynamis_playable() == []
    other = _game(deck, scripts, rebooted=6)  # the same scripts: what was decided once is shared
    played = [other.dynamis[i].number for i in other.dynamis_playable()]
    assert sorted(played) == sorted([three.number, three.number, five.number, one.number])


def test_a_dynamis_card_not_playable_for_its_cost_is_left_out_of_the_plan_and_never_listed():
    payable = card(type_=CardType.ZX_EX, cost=1, colors=RED)
    entries = [*fours([card(cost=2) for _ in range(12)]), DeckEntry(card(cost=1), 2)]
    deck = Deck.of([*entries, DeckEntry(payable, 1, Zone.DYNAMIS)])
    scripts = read_pool([(payable.number, "", "")])
    assert scripts[payable.number].playable_for_cost
    assert scripts[payable.number].dynamis is None
    assert _game(deck, scripts, rebooted=4).dynamis_playable() == [0]  # its cost paid: it is played
    unplayable = {payable.number: replace(scripts[payable.number], playable_for_cost=False)}  # a new mapping
    game = _game(deck, unplayable, rebooted=4)
    assert game.dynamis_playable() == []
    assert _plan(game, game.dynamis) == []  # decided once: not asked again each turn
    game.resources.append(Resource(card(colors=RED)))
    assert game.dynamis_playable() == []
