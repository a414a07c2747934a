"""「あなたはNダメージを受ける」 (issue 28, session 16 `cov2d`, Kind.DAMAGE_SELF): n damage to you (1002.3), dealt one
point at a time as any damage (907.2: a life card to the charge), pinned by value in a game, after a 「…したならば」 both
ways."""

import pytest

from tests.rules.builders import card
from tests.rules.test_effect_values import event, fresh
from tests.rules.test_goldfish_opponent import game_with
from zxdecks.rules.effects import read_card
from zxdecks.rules.effects.coverage import line_part
from zxdecks.rules.effects.language import Kind, useful

CENTRE = (1, 1)
DESTROY_THEN_HURT = (
    "ノーマルスクエアにある相手のゼクスを1枚選び、破壊してよい。破壊したならば、あなたは1ダメージを受ける。"
)


def known_life(game, n):
    """n life cards with no ignition icon (each point of damage sends one to the charge)."""
    game.life = [card(cost=2) for _ in range(n)]
    game.charge = []
    return list(game.life)


def test_two_damage_sends_two_life_cards_to_the_charge():
    game = fresh()
    life = known_life(game, 4)
    event(game, "あなたは2ダメージを受ける。")
    assert len(game.life) == 2
    assert sorted(map(id, game.charge)) == sorted(map(id, [c for c in life if c not in game.life]))
    assert len(game.charge) == 2


def test_a_trash_card_into_the_life_then_one_damage_leaves_the_life_as_many():
    game = fresh()
    known_life(game, 3)
    kept = card(cost=4)
    game.trash = [kept]
    event(
        game,
        "あなたのトラッシュにある≪イグニッション≫を持たないカードを1枚選び、ライフに裏向きで置く。あなたは1ダメージを受ける。",
    )
    assert game.trash == []
    assert len(game.life) == 3
    assert len(game.charge) == 1


@pytest.mark.parametrize(("defenders", "life", "charge"), [({CENTRE: 5000}, 2, 1), ({}, 3, 0)])
def test_the_damage_waits_on_the_destroy_before_it(defenders, life, charge):
    game = game_with({}, defenders)
    known_life(game, 3)
    event(game, DESTROY_THEN_HURT)
    assert game.opponent_squares == {}
    assert (len(game.life), len(game.charge)) == (life, charge)


def test_the_reading_is_a_damage_to_you_and_a_harm_that_gains_nothing():
    (ability,) = read_card("X", "≪イベント≫あなたは2ダメージを受ける。").abilities
    (damage,) = ability.effects
    assert (damage.kind, damage.n) == (Kind.DAMAGE_SELF, 2)
    assert not useful(damage)
    assert line_part(ability) == "acting"
