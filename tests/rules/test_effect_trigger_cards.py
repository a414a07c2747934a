"""run.phases.trigger_cards (issue 28, session 22 `speedr`): fire_entered looks only at the Z/X on squares whose
script a trigger sets off, worked out once a scripts mapping (by identity, as its traits are); a new mapping (a
shift, another deck) is worked out anew, so no Z/X whose ability the trigger sets off is passed over."""

from tests.rules.builders import card
from tests.rules.test_effect_values import fresh
from zxdecks.rules.effects import read_card
from zxdecks.rules.effects.language import Trigger
from zxdecks.rules.effects.run.phases import fire_entered, fire_moment, trigger_cards
from zxdecks.rules.goldfish import OnSquare

WATCHER = "≪自≫【有効】スクエア【誘発】あなたのゼクスが登場する。\n【効果】カードを1枚引く。"
ENTER = "≪自≫【有効】スクエア【誘発】このカードが登場する。\n【効果】カードを1枚引く。"


def test_per_trigger_the_cards_whose_script_it_sets_off():
    scripts = {"A-1": read_card("A-1", WATCHER), "B-1": read_card("B-1", ENTER), "C-1": read_card("C-1", "")}
    cards = trigger_cards(scripts)
    assert cards[Trigger.ZX_ENTERS] == frozenset({"A-1"})
    assert cards[Trigger.ENTER] == frozenset({"B-1"})
    assert trigger_cards(scripts) is cards  # kept for the same mapping
    assert trigger_cards({"B-1": scripts["B-1"]}).get(Trigger.ZX_ENTERS) is None


def _entered(game, watcher_script):
    """A Z/X with 「あなたのゼクスが登場する」 on a square, another one entering: the cards drawn."""
    watcher, other = card(), card()
    game.scripts = {watcher.number: watcher_script}
    game.squares[(1, 0)] = OnSquare(watcher)
    game.squares[(1, 1)] = entered = OnSquare(other)
    before = len(game.deck)
    fire_entered(game, entered, Trigger.ZX_ENTERS, True)
    return before - len(game.deck)


def test_a_new_scripts_mapping_is_asked_anew():
    game = fresh()
    assert _entered(game, read_card("X", ENTER)) == 0  # its script has no 「あなたのゼクスが登場する」
    game.squares.clear()
    assert _entered(game, read_card("X", WATCHER)) == 1  # a new mapping: its card is looked at


END = "≪自≫【有効】スクエア【誘発】ターン終了時。\n【効果】カードを1枚引く。"


def _at_end(game, script):
    """A Z/X with `script` on a square at the end of the turn (fire_moment, its squares): the cards drawn."""
    unit = card()
    game.scripts = {unit.number: script}
    game.squares = {(1, 0): OnSquare(unit)}
    before = len(game.deck)
    fire_moment(game, Trigger.END_OF_TURN, True, ())
    return before - len(game.deck)


def test_a_moment_fires_the_z_x_of_a_new_mapping_and_not_those_of_the_last():
    game = fresh()
    assert _at_end(game, read_card("X", END)) == 1
    assert _at_end(game, read_card("X", ENTER)) == 0  # a new mapping: its card has no end-of-turn ability
    assert _at_end(game, read_card("X", END)) == 1
