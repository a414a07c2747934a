import math

import pytest

from tests.rules.test_goldfish import costed_deck
from zxdecks.rules.cards import Zone
from zxdecks.rules.odds import (
    Group,
    at_least,
    at_least_by_turn,
    cards_seen,
    compositions,
    expected_ignition_in_life,
    group_for,
    simulate,
    wilson,
)

# The games are seeded, so these checks are deterministic. A 95% interval still misses the true value for one
# seed in twenty, so agreement is checked against the 99.9% interval (z = 3.29) of the same estimate.
Z999 = 3.29


def agrees(estimate, exact):
    half = Z999 * math.sqrt(max(exact * (1 - exact), 1e-9) / estimate.n)
    return abs(estimate.value - exact) <= half


def agrees_mean(estimate, exact):
    half95 = (estimate.high - estimate.low) / 2
    return abs(estimate.value - exact) <= half95 * Z999 / 1.96


def test_hypergeometric_matches_a_hand_computation():
    # 4 copies in 50, a 4-card hand: 1 - C(46,4)/C(50,4)
    assert at_least(50, 4, 4, 1) == pytest.approx(1 - math.comb(46, 4) / math.comb(50, 4))
    assert at_least(50, 4, 4, 0) == pytest.approx(1.0)
    assert at_least(50, 0, 10, 1) == 0.0


def test_compositions_sum_to_one():
    assert sum(p for _, p in compositions([4, 4, 42], 6)) == pytest.approx(1.0)


def test_cards_seen_by_turn():
    assert cards_seen(1, first=True) == 4
    assert cards_seen(1, first=False) == 6
    assert cards_seen(3, first=True) == 8


def test_a_mulligan_rule_for_the_same_card_raises_the_odds():
    plain = at_least_by_turn(Group(50, 4), 1, 1, True)
    with_mulligan = at_least_by_turn(Group(50, 4, keep=4, both=4), 1, 1, True)
    assert with_mulligan == pytest.approx(plain + (1 - plain) * plain)


def test_expected_ignition_in_life_without_mulligan():
    assert expected_ignition_in_life(50, 20) == pytest.approx(1.6)


@pytest.mark.parametrize(("turn", "first"), [(1, True), (3, True), (2, False)])
def test_exact_and_simulated_key_card_odds_agree(turn, first):
    deck = costed_deck()
    key = next(e.card for e in deck.part(Zone.DECK) if not e.card.ignition)
    group = group_for(deck, frozenset({key.number}))
    exact = at_least_by_turn(group, 1, turn, first)
    sim = simulate(deck, games=3000, turns=turn, first=first, seed=1, targets=frozenset({key.number}))
    assert agrees(sim.key_by_turn[turn - 1], exact), (exact, sim.key_by_turn[turn - 1])


def test_exact_and_simulated_odds_agree_with_a_mulligan_rule():
    from zxdecks.rules.goldfish import DefaultPolicy

    deck = costed_deck()
    cards = [e.card for e in deck.part(Zone.DECK)]
    key, keep = cards[0], cards[6]
    group = group_for(deck, frozenset({key.number}), keep=frozenset({keep.number}))
    exact = at_least_by_turn(group, 1, 3, True)
    policy = DefaultPolicy(keep_if_any=frozenset({keep.number}))
    sim = simulate(deck, games=3000, turns=3, first=True, seed=7, targets=frozenset({key.number}), policy=policy)
    assert agrees(sim.key_by_turn[2], exact), (exact, sim.key_by_turn[2])


def test_exact_and_simulated_life_ignitions_agree():
    deck = costed_deck()
    ignition = sum(1 for c in deck.cards(Zone.DECK) if c.ignition)
    exact = expected_ignition_in_life(50, ignition)
    # four hits of damage reveal all four life cards (none are recovered: the deck has no Life Recovery)
    sim = simulate(deck, games=3000, turns=4, first=True, seed=3, damage_per_turn=1)
    assert agrees_mean(sim.life_ignitions, exact), (exact, sim.life_ignitions)


def test_wilson_interval_covers_the_proportion():
    estimate = wilson(30, 100)
    assert estimate.low < 0.3 < estimate.high
    assert wilson(0, 10).low == 0.0


def test_a_biased_simulation_would_be_caught():
    deck = costed_deck()
    key = next(e.card for e in deck.part(Zone.DECK) if not e.card.ignition)
    sim = simulate(deck, games=3000, turns=1, first=True, seed=1, targets=frozenset({key.number}))
    assert not agrees(sim.key_by_turn[0], 0.35)  # 6 points off is far outside the interval


def test_ignition_cards_in_life_at_the_start_agree_with_the_exact_expectation_without_any_damage():
    """The exact figure is about the four life cards of 402.1l; the simulated figure beside it must be the same
    quantity (not the cards damage happened to reveal, which is zero here)."""
    deck = costed_deck()
    ignition = sum(1 for c in deck.cards(Zone.DECK) if c.ignition)
    sim = simulate(deck, games=3000, turns=3, first=True, seed=5)
    assert sim.life_ignitions.value == 0.0  # nothing was revealed: no damage
    assert agrees_mean(sim.life_ignitions_at_start, expected_ignition_in_life(50, ignition))


def test_lost_games_are_counted_by_turn_and_the_alive_share_is_given_apart():
    """With 1 damage a turn the player loses from turn 4 on (903.1), later when Life Recovery brings a card back;
    per-turn shares over all games count lost games as misses, and lost_by_turn says how many there were."""
    from tests.rules.test_goldfish_invariants import keyword_deck

    deck = keyword_deck()
    key = next(e.card for e in deck.part(Zone.DECK) if not e.card.ignition)
    sim = simulate(deck, games=400, turns=6, first=True, seed=2, targets=frozenset({key.number}), damage_per_turn=1)
    assert sim.lost_by_turn[:3] == [0, 0, 0]
    assert sim.lost_by_turn == sorted(sim.lost_by_turn)
    assert sim.lost_by_turn[-1] == round(sim.defeats.value * 400)
    assert sim.alive_by_turn[4] == 400 - sim.lost_by_turn[3]  # lost in turn 4: no draw step in turn 5
    assert 0 < sim.alive_by_turn[4] < 400
    assert sim.key_by_turn_alive[4].value > sim.key_by_turn[4].value
    assert sim.key_by_turn_alive[4].n == sim.alive_by_turn[4]
    assert sim.battle is False
