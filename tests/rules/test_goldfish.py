"""The goldfish engine: setup (402), turns (501–507), payment (805), ignition, damage, reload; invariants."""

from collections import Counter

import pytest

from tests.rules.builders import card, fours
from zxdecks.rules.cards import CardType, Color, Zone
from zxdecks.rules.cardtext import GATE_CARD, START_CARD, START_RESOURCE
from zxdecks.rules.deck import Deck, DeckEntry
from zxdecks.rules.goldfish import (
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
    assert game.draw() == 1
    assert game.reloads == 1
    assert len(game.life) == life_before - 1
    assert len(game.deck) == 9
    assert "902" in [e.rule for e in game.log]


def test_no_deck_and_no_trash_loses_at_the_pre_processing_after_the_draw_not_at_the_next_draw():
    """903.2: a player with no cards in both deck zone and trash loses; 702.2a checks rule effects at each priority
    pre-processing, and 503.4 runs one right after the draw, so the loss comes in the turn the deck ran out."""
    from zxdecks.rules.goldfish import Defeat

    game = Game(costed_deck(), seed=4, first=False, log_enabled=True)
    game.setup()
    game.deck, game.trash = game.deck[:2], []
    with pytest.raises(Defeat, match=r"903\.2"):
        game.start_turn()  # the two draws empty the deck; nothing is left to reload from
    assert len(game.hand) == 6
    assert game.log[-1].rule == "903.2"


def test_a_trashed_revealed_card_that_was_the_last_in_the_deck_is_reloaded_with_the_trash():
    """505.3a: reveal the top card, put it into the trash when it is not played; 902: at any time, an empty deck with
    cards in the trash is reloaded. The revealed card is still in the deck zone while revealed, so the reload comes
    when it moves to the trash and takes it back into the deck."""
    game = Game(costed_deck(), seed=4, first=False)
    game.setup()
    last = next(c for c in game.deck if not c.ignition)
    spent = game.hand[0]
    game.deck, game.trash, game.charge, game.hand = [last], [], [spent], game.hand[1:]
    assert game.ignite_once() is last
    assert game.reloads == 1
    assert sorted(c.number for c in game.deck) == sorted([last.number, spent.number])
    assert game.trash == []


def test_policies_play_cards_and_ignite():
    rules = set()
    for seed in range(10):
        game, _ = run_game(costed_deck(), seed=seed, turns=6, damage_per_turn=1, log=True, battle=False)
        rules |= {e.rule for e in game.log}
    assert "806" in rules
    assert "505.3a" in rules


def test_the_zone_table_names_every_zone_the_sizes_count():
    from zxdecks.rules.goldfish import ZONE_LABELS

    game, _ = run_game(costed_deck(), seed=1, turns=3)
    sizes = game.sizes()
    assert list(sizes) == list(ZONE_LABELS)
    assert sum(sizes.values()) == len(game.all_cards())  # no zone counted twice or left out


def test_setup_takes_cards_out_of_the_deck_without_comparing_card_values(monkeypatch):
    """Taking the Start Card, Gate Card and Start Resource out by value compared whole card records field by field;
    a real deck's game spent half its time there. Identity is enough: the cards are the deck's own objects."""
    from zxdecks.rules.cards import CardFacts

    deck = Deck.of(
        [
            DeckEntry(card(keywords=(START_CARD,)), 4),
            DeckEntry(card(type_=CardType.EVENT, keywords=(GATE_CARD,)), 4),
            DeckEntry(card(keywords=(START_RESOURCE,)), 4),
            *fours([card() for _ in range(9)]),
            DeckEntry(card(), 2),
        ]
    )

    def no_deep_equality(self, other):
        raise AssertionError("card values compared field by field")

    monkeypatch.setattr(CardFacts, "__eq__", no_deep_equality)
    for seed in range(3):
        game = Game(deck, seed=seed)
        game.setup()
        assert len(game.deck) == 50 - 3 - 4 - 4 - 1


def test_a_payment_with_a_free_choice_of_colour_is_the_same_in_every_process():
    """Red-or-blue for 1 with one red and one blue card: either is legal (805.3a), but the choice must not follow
    the hash seed, or a seeded game replays differently in another worker."""
    import os
    import subprocess
    import sys

    script = (
        "from tests.rules.builders import card\n"
        "from zxdecks.rules.cards import Color\n"
        "from zxdecks.rules.goldfish.payment import can_pay\n"
        "from zxdecks.rules.goldfish.state import Resource\n"
        "res = [Resource(card(colors=frozenset({c}))) for c in (Color.RED, Color.BLUE, Color.GREEN, Color.BLACK)]\n"
        "print(can_pay(res, 1, frozenset(Color)), can_pay(res, 2, frozenset({Color.RED, Color.BLUE, Color.GREEN})))\n"
    )
    answers = {
        subprocess.run(
            [sys.executable, "-c", script],
            env={**os.environ, "PYTHONHASHSEED": str(seed)},
            cwd=os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))),
            capture_output=True,
            text=True,
            check=True,
        ).stdout
        for seed in range(6)
    }
    assert len(answers) == 1, answers
