"""The goldfish engine: setup (402), turns (501–507), payment (805), ignition, damage, reload; invariants."""

from collections import Counter

import pytest

from tests.rules.builders import card, fours
from zxdecks.rules.cards import CardType, Color, Zone
from zxdecks.rules.cardtext import GATE_CARD, START_CARD, START_RESOURCE
from zxdecks.rules.deck import Deck, DeckEntry
from zxdecks.rules.goldfish import (
    CHARGE_LIMIT,
    HAND_LIMIT,
    DefaultPolicy,
    Game,
    Resource,
    can_pay,
    run_game,
)

RED, BLUE, GREEN = Color.RED, Color.BLUE, Color.GREEN


def costed_deck():
    """A legal-shaped deck with real costs and colours, so that games play cards."""
    ignition = [card(ignition=True, cost=c, colors=frozenset({RED})) for c in (1, 2, 3, 2, 4)]
    plain = [card(cost=c, colors=frozenset({RED})) for c in (1, 2, 3, 4, 5, 6, 7)] + [
        card(type_=CardType.EVENT, cost=2)
    ]
    entries = fours(ignition) + fours(plain[:7]) + [DeckEntry(plain[7], 2)]
    entries.append(DeckEntry(card("竜皇", CardType.ZX_EX, cost=6), 2, Zone.DYNAMIS))
    entries.append(DeckEntry(card("千歳", CardType.PLAYER), 1, Zone.PLAYER))
    return Deck.of(entries)


def numbers(cards):
    return Counter(c.number for c in cards)


# Setup 402
def test_setup_leaves_four_in_hand_four_in_life_two_resources_and_forty_in_the_deck():
    game = Game(costed_deck(), seed=3)
    game.setup()
    assert (len(game.hand), len(game.life), len(game.resources), len(game.deck)) == (4, 4, 2, 40)
    assert all(r.rebooted for r in game.resources)


def test_start_card_gate_card_and_start_resource_leave_the_deck_first():
    start = card(keywords=(START_CARD,), cost=3)
    gate = card(type_=CardType.EVENT, keywords=(GATE_CARD,), cost=1)
    resource = card(keywords=(START_RESOURCE,), cost=2)
    deck = Deck.of(
        [
            DeckEntry(start, 4),
            DeckEntry(gate, 4),
            DeckEntry(resource, 4),
            *fours([card() for _ in range(9)]),
            DeckEntry(card(), 2),
        ]
    )
    game = Game(deck, seed=1, log_enabled=True)
    game.setup()
    assert game.squares[(2, 1)].card is start  # face up on the player square after 402.1n
    assert game.dynamis_face_up == [gate]
    assert game.resources[0].card is resource
    assert (len(game.resources), len(game.deck)) == (2, 50 - 3 - 4 - 4 - 1)
    rules = [e.rule for e in game.log]
    assert rules.index("402.1c") < rules.index("402.1d") < rules.index("402.1e") < rules.index("402.1f")
    assert rules.index("402.1j") < rules.index("402.1l") < rules.index("402.1m") < rules.index("402.1n")


def test_a_mulligan_returns_the_whole_hand_and_deals_four_once():
    keep = frozenset({"never-there"})
    game = Game(costed_deck(), seed=5, policy=DefaultPolicy(keep_if_any=keep), log_enabled=True)
    game.setup()
    assert game.mulliganed
    assert [e.rule for e in game.log].count("402.1k") == 1
    assert len(game.hand) == 4


def test_the_same_seed_gives_the_same_game():
    deck = costed_deck()
    first = run_game(deck, seed=42, turns=6, damage_per_turn=1, log=True)[0]
    second = run_game(deck, seed=42, turns=6, damage_per_turn=1, log=True)[0]
    assert [(e.turn, e.rule, e.text) for e in first.log] == [(e.turn, e.rule, e.text) for e in second.log]
    other = run_game(deck, seed=43, turns=6, damage_per_turn=1, log=True)[0]
    assert [e.text for e in first.log] != [e.text for e in other.log]


@pytest.mark.parametrize("first", [True, False])
def test_the_first_player_does_not_draw_on_turn_one(first):
    game = Game(costed_deck(), seed=2, first=first)
    game.setup()
    game.start_turn()
    assert len(game.hand) == (4 if first else 6)


# Payment 805
def test_payment_needs_one_card_per_colour_then_any_cards():
    res = [
        Resource(card(colors=frozenset({RED}))),
        Resource(card(colors=frozenset({BLUE}))),
        Resource(card(colors=frozenset({GREEN}))),
    ]
    assert can_pay(res, 3, frozenset({RED, BLUE})) is not None
    assert can_pay(res, 2, frozenset({RED, Color.WHITE})) is None  # no white card
    assert can_pay(res, 4, frozenset({RED})) is None  # not enough cards


def test_a_two_colour_resource_pays_only_one_colour():
    both = Resource(card(colors=frozenset({RED, BLUE})))
    assert can_pay([both, Resource(card(colors=frozenset({GREEN})))], 2, frozenset({RED, BLUE})) is None
    assert can_pay([both, Resource(card(colors=frozenset({BLUE})))], 2, frozenset({RED, BLUE})) is not None


def test_more_colours_than_points_needs_fewer_coloured_cards():
    assert can_pay([Resource(card(colors=frozenset({BLUE})))], 1, frozenset({RED, BLUE})) is not None  # 805.3a example
    assert can_pay([], 0, frozenset({RED})) == []


def test_slept_resources_do_not_pay():
    assert can_pay([Resource(card(), rebooted=False)], 1, frozenset({RED})) is None


def test_a_multicolour_card_enters_slept_without_its_colours():
    game = Game(costed_deck(), seed=1)
    game.setup()
    game.resources = [Resource(card(colors=frozenset({GREEN})))]
    game.hand = [card(colors=frozenset({RED, BLUE}), cost=3), card(colors=frozenset({GREEN, BLUE}), cost=3)]
    game.hand[0] = type(game.hand[0])(
        **{
            **{f: getattr(game.hand[0], f) for f in ("number", "name", "type", "names", "cost", "colors")},
            "multicolor": True,
        }
    )
    game.place_resource(0)
    assert game.resources[-1].rebooted is False


# Damage, life, reload
def test_damage_moves_a_random_life_card_and_defeat_comes_at_zero_life():
    game = Game(costed_deck(), seed=9, log_enabled=True)
    game.setup()
    from zxdecks.rules.goldfish import Defeat

    with pytest.raises(Defeat):  # noqa: PT012 - damage one point at a time until the game ends
        for _ in range(20):
            game.take_damage(1)
    assert game.defeated.startswith("903.1")
    assert game.life_reveals >= 4


def test_reload_shuffles_the_trash_back_and_costs_a_life_card():
    game = Game(costed_deck(), seed=4, log_enabled=True)
    game.setup()
    game.trash, game.deck = game.deck[:10], []
    life_before = len(game.life)
    game.hand.append(game._draw_one())
    assert game.reloads == 1
    assert len(game.life) == life_before - 1
    assert len(game.deck) == 9
    assert "902" in [e.rule for e in game.log]


def test_no_deck_and_no_trash_is_defeat():
    from zxdecks.rules.goldfish import Defeat

    game = Game(costed_deck(), seed=4)
    game.setup()
    game.deck, game.trash = [], []
    with pytest.raises(Defeat, match=r"903\.2"):
        game._draw_one()


# Invariants over many seeded games
def test_invariants_over_two_thousand_games():
    deck = costed_deck()
    expected = numbers([*deck.cards(Zone.DECK), *deck.cards(Zone.DYNAMIS), *deck.cards(Zone.PLAYER)])
    reloads = 0
    for seed in range(2000):
        turns = 25 if seed % 6 == 0 else (5 if seed % 2 else 12)
        game, result = run_game(deck, seed=seed, turns=turns, damage_per_turn=0 if turns == 25 else seed % 3, log=True)
        assert numbers(game.all_cards()) == expected, seed  # conservation across zones
        reloads += result.reloads
        ends = [e for e in game.log if e.rule == "507"]
        assert all(e.sizes["hand"] <= HAND_LIMIT for e in ends), seed
        assert all(e.sizes["charge"] <= CHARGE_LIMIT for e in game.log), seed
        assert all(not (e.sizes["deck"] == 0 and e.sizes["trash"] > 0) for e in game.log), seed  # 902 at all times
        setup_done = next(e for e in game.log if e.rule == "402.1m")
        assert (
            setup_done.sizes["hand"],
            setup_done.sizes["life"],
            setup_done.sizes["resources"],
            setup_done.sizes["deck"],
        ) == (4, 4, 2, 40)
        if result.first:
            first_turn = [e for e in game.log if e.turn == 1 and e.rule.startswith("503")]
            assert first_turn[0].rule == "503.3a"
    assert reloads > 0  # long games do reload


def test_policies_play_cards_and_ignite():
    game, _ = run_game(costed_deck(), seed=11, turns=6, damage_per_turn=1, log=True)
    rules = {e.rule for e in game.log}
    assert "806" in rules
    assert "505.3a" in rules


def test_the_zone_table_names_every_zone_the_sizes_count():
    from zxdecks.rules.goldfish import ZONE_LABELS

    game, _ = run_game(costed_deck(), seed=1, turns=3)
    sizes = game.sizes()
    assert list(sizes) == list(ZONE_LABELS)
    assert sum(sizes.values()) == len(game.all_cards())  # no zone counted twice or left out
