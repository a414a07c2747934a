"""Goldfish values pinned against the survivors of the seeded mutant sample (issue 28, docs/mutation.md, `make
mutation-sample`): what each surviving mutant changed, with made-up cards, both outcomes."""

from dataclasses import replace

from tests.rules.builders import card
from tests.rules.test_goldfish_opponent import game_with as board_with
from tests.rules.test_goldfish_player_extra import KNIGHT, SHIELDS, UNISON, game_with
from tests.rules.test_goldfish_shift_shares import shifted_game
from zxdecks.rules.cards import CardType, Color
from zxdecks.rules.effects import read_card
from zxdecks.rules.goldfish.dynamis_coverage import dynamis_verdict
from zxdecks.rules.goldfish.player_extra import player_side
from zxdecks.rules.goldfish.shift import shared_card

LEFT = (1, 0)


# -- dynamis_coverage.dynamis_verdict -----------------------------------------------------------------------------
def test_an_igob_and_a_card_without_a_cost_are_not_playable_from_the_dynamis_each_with_its_reason():
    igob = dynamis_verdict(card(type_=CardType.ZX_OB, cost=7), read_card("X", ""))
    assert (igob.playable, igob.reason) == (False, "igob")
    assert igob.playable is False
    no_cost = dynamis_verdict(replace(card(type_=CardType.ZX_EX), cost=None), read_card("X", ""))
    assert (no_cost.playable, no_cost.reason) == (False, "no-cost")
    assert no_cost.playable is False
    costed = dynamis_verdict(card(type_=CardType.ZX_EX, cost=3), None)
    assert costed.reason not in ("igob", "no-cost")


# -- shift.shared_card, shift.share -------------------------------------------------------------------------------
def test_the_card_under_a_shift_has_the_keywords_of_both():
    base = card("甲", keywords=("絶界",))
    shift = card("乙", CardType.SHIFT, keywords=("ライフリカバリー",))
    assert shared_card(base, shift).keywords == frozenset({"絶界", "ライフリカバリー"})
    assert shared_card(base, card("丙", CardType.SHIFT)).keywords == frozenset({"絶界"})


def test_a_constant_power_of_the_shifts_text_raises_the_z_x_it_shifted_onto():
    game, _, shift = shifted_game("≪常≫【有効】スクエア【効果】このカードのパワーを+1000する。")
    assert game.scripts[shift.number].power_bonus == 1000
    assert game.play_from_dynamis(game.dynamis.index(shift))
    assert game.squares[(2, 0)].power == 6000
    plain, _, plain_shift = shifted_game()
    assert plain.play_from_dynamis(plain.dynamis.index(plain_shift))
    assert plain.squares[(2, 0)].power == 5000


# -- player_extra: unison ------------------------------------------------------------------------------------------
def test_a_unison_z_x_has_the_colours_of_both_and_is_multicolour_only_when_they_differ():
    blue = replace(KNIGHT, colors=frozenset({Color.BLUE}))
    game, pl_ex = game_with(f"{SHIELDS}\n{UNISON}")
    game.hand = [blue]
    game.take_damage(1)
    player_side(game).life_shields = 0
    game.activate_abilities()
    unit = next(u for u in game.squares.values() if u.base is blue)
    assert unit.card.colors == frozenset({Color.BLUE}) | pl_ex.colors == frozenset({Color.BLUE, Color.RED})
    assert unit.card.multicolor is True
    game, _ = game_with(f"{SHIELDS}\n{UNISON}")
    game.hand = [KNIGHT]
    game.take_damage(1)
    player_side(game).life_shields = 0
    game.activate_abilities()
    unit = next(u for u in game.squares.values() if u.base is KNIGHT)
    assert (unit.card.colors, unit.card.multicolor) == (frozenset({Color.RED}), False)
    game.leave(unit)
    game.take_damage(1)  # 915.1: back on the player card, and the log says so
    assert [(e.step, e.rule) for e in game.log if e.rule == "915.1"] == [("unison", "915.1")]


# -- opposing.change_opponent_power --------------------------------------------------------------------------------
def test_a_change_of_the_opponents_power_is_logged_with_the_square_the_change_and_the_power_after_it():
    game = board_with({}, {LEFT: 9000})
    game.log_enabled = True
    assert game.change_opponent_power(LEFT, -2000)
    assert (game.log[-1].step, game.log[-1].rule) == ("opponent", "804.3")
    assert game.log[-1].text == "the opponent's Z/X on (1, 0): power -2000 to 7000"
    assert not game.change_opponent_power(LEFT, 0)
    assert game.log[-1].text == "the opponent's Z/X on (1, 0): power -2000 to 7000"
