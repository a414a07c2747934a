"""battle._steps: the 「このカードが攻撃する」 of the attacker alone when no script has 「あなたの…が攻撃する」
(battle._any_attack), every Z/X of yours asked when one has; 「このカードがスリープする」 of the attacker only."""

from __future__ import annotations

from tests.rules.test_effect_trigger_ways import zx
from tests.rules.test_effect_values_references import board
from zxdecks.rules.effects import read_card
from zxdecks.rules.goldfish.battle import _any_attack, declare_attack

OWN = "≪自≫【有効】スクエア【誘発】このカードが攻撃する。\n【効果】カードを1枚引く。"
ANY = "≪自≫【有効】スクエア【誘発】あなたのゼクスが攻撃する。\n【効果】カードを1枚引く。"


def test_without_an_any_attack_ability_the_attacker_alone_draws():
    one, other = zx(cost=3), zx(cost=2)
    game = board({(0, 0): other, (0, 2): one}, {})
    game.scripts = {one.number: read_card(one.number, OWN)}
    assert _any_attack(game.scripts) is False
    game.hand = []
    assert declare_attack(game, (0, 0))
    assert game.hand == []  # another Z/X attacked: no draw
    assert declare_attack(game, (0, 2))
    assert len(game.hand) == 1


def test_with_an_any_attack_ability_another_zx_attacking_sets_it_off_and_the_attackers_own_too():
    one, other, watcher = zx(cost=3), zx(cost=2), zx(cost=4)
    game = board({(0, 0): other, (0, 2): one, (1, 1): watcher}, {})
    game.scripts = {one.number: read_card(one.number, OWN), watcher.number: read_card(watcher.number, ANY)}
    assert _any_attack(game.scripts) is True
    game.hand = []
    assert declare_attack(game, (0, 0))
    assert len(game.hand) == 1  # the watcher's: another Z/X of yours attacked
    assert declare_attack(game, (0, 2))
    assert len(game.hand) == 3  # the attacker's own and the watcher's


SLEEPS = "≪自≫【有効】スクエア【誘発】このカードがスリープする。\n【効果】カードを1枚引く。"


def test_an_attacker_that_sleeps_sets_off_its_own_sleep_ability_and_another_attacker_does_not():
    one, other = zx(cost=3), zx(cost=2)
    game = board({(0, 0): other, (0, 2): one}, {})
    game.scripts = {one.number: read_card(one.number, SLEEPS)}
    game.hand = []
    assert declare_attack(game, (0, 0))
    assert game.hand == []  # another Z/X slept by attacking: not this card's
    assert declare_attack(game, (0, 2))
    assert len(game.hand) == 1
