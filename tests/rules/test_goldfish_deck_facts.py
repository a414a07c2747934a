"""The default policy's per-deck facts (goldfish.deck_facts, issue 28 speed): what they keep gives the answers of a
fresh start after the game's scripts or cards change."""

from dataclasses import replace

from tests.rules.builders import card
from tests.rules.test_goldfish_policy import finisher_deck, ready
from zxdecks.rules.effects import read_pool
from zxdecks.rules.effects.traits import traits
from zxdecks.rules.goldfish import DefaultPolicy, run_game
from zxdecks.rules.goldfish.deck_facts import LAST_FACTS, deck_facts, forget

POLICY = DefaultPolicy()
NO_ATTACK = "≪常≫【有効】スクエア【効果】このカードは攻撃できない。"


def _fresh(ask, game):
    """The answer with nothing kept from an earlier ask."""
    forget()
    return ask(game)


def test_the_resource_choice_follows_new_scripts_as_a_fresh_start_does():
    one, two, three = card(cost=1), card(cost=2), card(cost=3)
    game = ready(finisher_deck(), [one, two, three])
    assert POLICY.resource(game) == 2  # 1 and 2 put two Z/X down with 3 resources: the 3 is given up
    kept = LAST_FACTS[0]
    game.scripts = read_pool([(two.number, NO_ATTACK)])
    assert traits(game.scripts).no_attack == frozenset({two.number})
    # the 2 no longer attacks: only the 1 goes down, and without the 1 the 3 does (spent 3): the 1 is given up
    assert POLICY.resource(game) == 0
    assert LAST_FACTS[0] is not kept  # the new scripts have facts of their own
    assert _fresh(POLICY.resource, game) == 0
    game.scripts = {}
    assert POLICY.resource(game) == 2 == _fresh(POLICY.resource, game)


def test_a_card_of_the_same_number_but_another_card_is_asked_afresh():
    one, two, three = card(cost=1), card(cost=2), card(cost=3)
    game = ready(finisher_deck(), [one, two, three])
    assert POLICY.resource(game) == 2
    game.hand[0] = replace(one, cost=None)  # the same collector number, never castable: the best resource
    assert POLICY.resource(game) == 0 == _fresh(POLICY.resource, game)
    game.hand[0] = one
    assert POLICY.resource(game) == 2 == _fresh(POLICY.resource, game)


def test_the_next_play_follows_new_scripts_and_cards_as_a_fresh_start_does():
    one, two = card(cost=1), card(cost=2)
    game = ready(finisher_deck(), [one, two], resources=2)
    assert POLICY.next_play(game) == 1  # the costliest the resources pay
    game.hand[1] = replace(two, cost=3)  # the same number, now too dear
    assert POLICY.next_play(game) == 0 == _fresh(POLICY.next_play, game)
    game.hand[1] = two
    assert POLICY.next_play(game) == 1 == _fresh(POLICY.next_play, game)


def test_the_facts_are_one_object_per_deck_and_scripts():
    forget()
    deck, other = finisher_deck(), finisher_deck()
    game = ready(deck, [])
    facts = deck_facts(game)
    assert deck_facts(game) is facts
    assert deck_facts(ready(other, [])) is not facts
    assert deck_facts(game) is facts  # found again by its key
    game.scripts = read_pool([("X", NO_ATTACK)])
    assert deck_facts(game) is not facts
    assert deck_facts(game).traits is traits(game.scripts)


def test_games_run_without_scripts_share_one_empty_mapping_and_so_one_facts_object():
    forget()
    deck = finisher_deck()
    first, _ = run_game(deck, 1, turns=1)
    second, _ = run_game(deck, 2, turns=1)
    assert first.scripts is second.scripts
    assert not first.scripts
    assert deck_facts(first) is deck_facts(second)  # the per-card tables are worked out once for both games
    own = ready(deck, [])  # a game of its own with a new empty mapping: facts of its own
    assert own.scripts == first.scripts
    assert own.scripts is not first.scripts
    assert deck_facts(own) is not deck_facts(first)
