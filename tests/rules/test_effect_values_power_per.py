"""「ターン終了時まで、…N枚につき、このカードのパワーを+Mする」 in effect text (Kind.POWER_PER, effects.power_per), pinned
by value: the power counted when the effect resolves, at the boundary of each N, and only on a square."""

from tests.rules.builders import card
from tests.rules.test_effect_values import ENTER, dragon, fresh
from zxdecks.rules.effects import read_card
from zxdecks.rules.effects.language import Kind
from zxdecks.rules.effects.run import resolve
from zxdecks.rules.goldfish import OnSquare, Resource

HAND = ENTER + "ターン終了時まで、あなたの手札にあるカード1枚につき、このカードのパワーを+1000する。"
IGNITION = (
    ENTER
    + "ターン終了時まで、あなたのリソースにある≪イグニッション≫を持つカード2枚につき、このカードのパワーを+1000する。"
)
OTHERS = (
    ENTER
    + "ターン終了時まで、このカード以外のスクエアにあるあなたの[ドラゴン]1枚につき、このカードのパワーを+2000する。"
)


def _resolved(text, **zones):
    game = fresh()
    zx = dragon(cost=3)
    script = read_card(zx.number, text)
    unit = OnSquare(zx, True, 3000)
    game.squares = {(1, 1): unit, **zones.pop("squares", {})}
    for name, cards in zones.items():
        setattr(game, name, cards)
    resolve(game, script.abilities[0], unit, zx.name)
    return unit.power


def test_the_count_is_read_with_what_it_counts_and_each():
    (ability,) = read_card("T-1", IGNITION).abilities
    ((kind, n, per, each, ignition),) = [(e.kind, e.n, e.rest, e.take, e.filter.ignition) for e in ability.effects]
    assert (kind, n, per, each, ignition) == (Kind.POWER_PER, 1000, "resources", 2, True)


def test_each_hand_card_raises_the_power_by_1000():
    assert _resolved(HAND, hand=[card(), card(), card()]) == 6000
    assert _resolved(HAND, hand=[]) == 3000


def test_each_two_ignition_resources_raise_it_by_1000_and_one_does_not():
    two = [Resource(card(ignition=True)), Resource(card(ignition=True)), Resource(card())]
    assert _resolved(IGNITION, resources=two) == 4000
    one = [Resource(card(ignition=True)), Resource(card()), Resource(card())]
    assert _resolved(IGNITION, resources=one) == 3000


def test_other_dragons_of_yours_count_and_this_card_does_not():
    others = {(0, 0): OnSquare(dragon(), True, 1000), (0, 2): OnSquare(card(), True, 1000)}
    assert _resolved(OTHERS, squares=others) == 5000
    assert _resolved(OTHERS) == 3000
