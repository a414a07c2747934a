"""Dynamis conditions no card of the deck can meet: known from the deck list once, and skipped in its seeded games."""

from dataclasses import replace

import pytest

from tests.rules.builders import card, fours
from zxdecks.rules.cards import CardType, Color, Zone
from zxdecks.rules.deck import Deck, DeckEntry
from zxdecks.rules.effects import read_pool
from zxdecks.rules.goldfish import Game, Resource, run_game, simulate
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


@pytest.mark.interpreted
def test_seeded_games_skip_the_search_for_a_condition_no_card_meets_and_play_the_same(monkeypatch):
    ex = extra(cost=3)
    deck = deck_with(DeckEntry(ex, 2, Zone.DYNAMIS))
    scripts = read_pool([(ex.number, "", BLACK_DESCENT)])
    searched = []
    # The turn's ask of the card (_may, then has_way's search): since `speedw`, _may alone answers a 降臨 of one need
    # when no Z/X of it is on a square, so the ask counted is _may's.
    real_may = dynamis_module._may

    def counting(game, card, *rest):
        searched.append(card.number)
        return real_may(game, card, *rest)

    monkeypatch.setattr(dynamis_module, "_may", counting)

    def play(never):
        monkeypatch.setattr(simulate, "never_met", never)
        simulate._NEVER_CACHE.clear()
        simulate._PER_DECK.clear()
        searched.clear()
        games = [run_game(deck, seed, 8, seed % 2 == 0, scripts=scripts) for seed in range(30)]
        states = [
            (r.turns, r.kill_turn, g.dynamis, sorted(g.squares), len(g.trash), g.rng.getstate()) for g, r in games
        ]
        return states, len(searched), games[0][0].dynamis_never

    skipped, skipped_searches, told = play(never_met)
    searching, searches, _ = play(lambda deck, scripts: frozenset())
    assert told == {ex.number}
    assert skipped_searches == 0
    assert searches > 0  # without the check, the condition is asked in the later turns of the games
    assert skipped == searching
