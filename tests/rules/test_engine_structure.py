"""The engine's structure (issue 28, point 2): one public game API used by the turn loop and the effects, the effects
importing nothing of the goldfish, a handler for every action and a checker for every condition, every effect
choice through the policy, and no module over 500 lines."""

import ast
from pathlib import Path

import pytest

import zxdecks.rules
from tests.rules.builders import card
from tests.rules.test_goldfish import costed_deck
from zxdecks.rules.cards import CardType
from zxdecks.rules.effects import read_pool
from zxdecks.rules.effects.api import Choice, Target
from zxdecks.rules.effects.language import CardFilter, Condition, ConditionKind, Effect, Kind, move
from zxdecks.rules.effects.run import CHECKERS, HANDLERS, At, NoHandler, apply
from zxdecks.rules.goldfish import DefaultPolicy, Game, OnSquare

RULES = Path(zxdecks.rules.__file__).parent
REPO = RULES.parent.parent


def a_game(policy=None, scripts=()):
    game = Game(costed_deck(), seed=2, first=True, policy=policy or DefaultPolicy())
    game.setup()
    game.scripts = read_pool(scripts)
    game.turn = 1
    return game


def test_every_action_kind_has_a_handler():
    assert set(HANDLERS) == set(Kind)
    assert all(callable(handler) for handler in HANDLERS.values())


def test_the_executors_table_names_each_kind_and_each_pair_of_zones_once():
    """A key written twice in the dict literals of run/executors.py would silently drop the first executor."""
    tree = ast.parse((RULES / "effects" / "run" / "executors.py").read_text(encoding="utf-8"))
    tables = {
        node.targets[0].id if isinstance(node, ast.Assign) else node.target.id: node.value
        for node in tree.body
        if isinstance(node, (ast.Assign, ast.AnnAssign)) and isinstance(node.value, ast.Dict)
    }
    assert set(tables) == {"_HANDLERS", "_MOVERS"}
    for table in tables.values():
        keys = [ast.unparse(key) for key in table.keys if key is not None]
        assert len(keys) == len(set(keys)), sorted(k for k in keys if keys.count(k) > 1)
    assert len(tables["_HANDLERS"].keys) == len(Kind)


def test_an_action_kind_without_a_handler_is_an_error_not_a_silent_no_op(monkeypatch):
    monkeypatch.delitem(HANDLERS, Kind.DRAW)
    game = a_game()
    with pytest.raises(NoHandler, match="draw"):
        apply(game, Effect(Kind.DRAW, 1), At())


def test_every_condition_has_a_checker():
    assert set(CHECKERS) == set(ConditionKind)


def test_an_unknown_condition_is_an_error_when_it_is_made_never_a_false_condition():
    with pytest.raises(ValueError, match="unknown condition kind 'hand_at_leest'"):
        Condition("hand_at_leest", 2)
    assert Condition("hand_at_least", 2).kind is ConditionKind.HAND_AT_LEAST


def _python_files(*folders):
    for folder in folders:
        yield from sorted((REPO / folder).rglob("*.py"))


def test_the_effects_import_nothing_of_the_goldfish_not_even_for_types():
    found = []
    for path in _python_files("zxdecks/rules/effects"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            names = [node.module or ""] if isinstance(node, ast.ImportFrom) else []
            names += [a.name for a in node.names] if isinstance(node, ast.Import) else []
            found += [f"{path.name}: {n}" for n in names if n.startswith("zxdecks.rules.goldfish")]
    assert found == []


def test_no_module_outside_the_goldfish_uses_the_games_private_names():
    """The effects, the site's services and the benchmarks reach a game through its public API only."""
    private = {n for n in dir(Game) if n.startswith("_") and not n.startswith("__")}
    assert {"_to_trash", "_check_charge", "_traits", "_shuffle", "_leave_square"} <= private
    found = []
    for path in _python_files("zxdecks/rules/effects", "zxdecks/decks", "bench"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Attribute) and node.attr in private:
                found.append(f"{path.relative_to(REPO)}:{node.lineno} .{node.attr}")
    assert found == []


def test_no_module_of_the_rules_engine_is_over_500_lines():
    sizes = {str(p.relative_to(RULES)): len(p.read_text(encoding="utf-8").splitlines()) for p in RULES.rglob("*.py")}
    assert {name: n for name, n in sizes.items() if n > 500} == {}


def test_the_turn_and_a_draw_effect_draw_through_the_one_draw_of_the_game_api():
    game = a_game()
    calls = []
    draw = game.draw
    game.draw = lambda n=1: calls.append(n) or draw(n)
    hand = len(game.hand)
    game.turn = 1  # the first player's next turn draws (503.3)
    game.start_turn()
    assert calls == [2]
    assert len(game.hand) == hand + 2
    assert apply(game, Effect(Kind.DRAW, 3), At())
    assert calls == [2, 3]
    assert len(game.hand) == hand + 5


class Recording(DefaultPolicy):
    """The default choices, recorded; with `reverse` each effect choice is the default one backwards."""

    def __init__(self, reverse=False):
        super().__init__()
        self.asked = []
        self.reverse = reverse

    def choose(self, game, choice, cards, candidates, n):
        self.asked.append(choice)
        order = super().choose(game, choice, cards, candidates, len(candidates))
        return (order[::-1] if self.reverse else order)[:n]

    def choose_units(self, game, target, units, n, amount):
        self.asked.append(target)
        order = super().choose_units(game, target, units, len(units), amount)
        return (order[::-1] if self.reverse else order)[:n]

    def choose_options(self, game, options, n):
        self.asked.append("options")
        order = super().choose_options(game, options, len(options))
        return (order[::-1] if self.reverse else order)[:n]


def test_every_choice_an_effect_makes_is_asked_of_the_policy_and_followed():
    cheap, dear = card(cost=1), card(cost=5)
    for reverse, taken in ((False, dear), (True, cheap)):
        policy = Recording(reverse)
        game = a_game(policy)
        game.trash = [cheap, dear]
        assert apply(game, move("trash", "hand", 1), At())
        assert game.hand[-1] is taken  # the costliest by default, the cheapest when the policy says so
        game.deck[:3] = [dear, cheap, card(cost=3)]
        assert apply(game, Effect(Kind.LOOK_TOP_REORDER, 3), At())
        assert [c.cost for c in game.deck[:3]] == ([1, 3, 5] if not reverse else [5, 3, 1])
        game.trash = [card(cost=4), card(cost=2)]
        assert apply(game, move("trash", "removed", 1), At())
        assert game.removed[-1].cost == (2 if not reverse else 4)
        game.squares = {(1, 1): OnSquare(card(cost=3), True, 3000), (0, 0): OnSquare(card(cost=1), True, 1000)}
        assert apply(game, Effect(Kind.CHOOSE_ZX, 1, rest="hand"), At())
        assert game.hand[-1].cost == (1 if not reverse else 3)
        options = ((Effect(Kind.DRAW, 1),), (Effect(Kind.RECOVER, 1),))
        life = len(game.life)
        assert apply(game, Effect(Kind.MODAL, 1, options=options), At())
        assert len(game.life) == life + (0 if not reverse else 1)
        assert {Choice.TAKE, Choice.TOP_ORDER, Choice.TRASH_REMOVE, Target.HARM, "options"} <= set(policy.asked)


def test_a_search_and_a_reveal_take_the_card_the_policy_wants():
    dragon = CardFilter(types=frozenset({CardType.ZX}))
    for reverse in (False, True):
        game = a_game(Recording(reverse))
        game.deck[:3] = [card(cost=2), card(cost=6), card(cost=4)]
        assert apply(game, Effect(Kind.REVEAL_TOP_TAKE, 3, filter=dragon, take=1, rest="bottom"), At())
        assert game.hand[-1].cost == (6 if not reverse else 2)
