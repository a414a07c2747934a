"""Session 17 (`cond2`): more words for conditions of the closed set (effects.more_conditions): this card's force of a
filter, this card attacking, counts from N to M, different names of a filter in a zone, your player card's name part,
a damage you took this turn, your resources of one name part only. Each both ways. Invented texts."""

import dataclasses

from tests.rules.builders import card
from tests.rules.test_effect_values import fresh
from tests.rules.test_goldfish_opponent import GUARD, game_with
from zxdecks.rules.cards import CardType
from zxdecks.rules.effects import read_card
from zxdecks.rules.effects.run import conditions_hold
from zxdecks.rules.effects.run.squares import destroy
from zxdecks.rules.goldfish import OnSquare, Resource
from zxdecks.rules.goldfish.opponent import OpposingZX

TEXT = "≪起≫【有効】スクエア【コスト】《無0・無0》【効果】{}場合、カードを1枚引く。"


def _holds(game, words, this=None):
    (ability,) = read_card("K", TEXT.format(words)).abilities
    return conditions_hold(game, ability.conditions, this)


def _raced(race, name=None):
    return dataclasses.replace(card(name), races=(race,))


def test_this_cards_force_of_a_race_counts_up_to_the_number():
    game = fresh()
    unit = OnSquare(card(), True, 5000, force=[_raced("守護者"), _raced("冬")])
    game.squares = {(1, 1): unit}
    assert _holds(game, "このカードのフォースに[守護者]か[冬]がある", unit)
    assert not _holds(game, "このカードのフォースに[竜]か[冬将]がある", unit)
    assert not _holds(game, "このカードのフォースに[守護者]が2枚以上ある", unit)
    unit.force.append(_raced("守護者"))
    assert _holds(game, "このカードのフォースに[守護者]が2枚以上ある", unit)


def test_this_card_attacking_is_this_card_the_attacker_of_the_battle_now():
    game = fresh()
    attacker, other = OnSquare(card(), True, 5000), OnSquare(card(), True, 5000)
    game.squares = {(1, 1): attacker, (1, 2): other}
    assert not _holds(game, "このカードが攻撃している", attacker)
    game.battle = (attacker, None)
    assert _holds(game, "このカードが攻撃している", attacker)
    assert not _holds(game, "このカードが攻撃している", other)


def test_a_count_from_n_to_m_holds_at_both_ends_only():
    game = fresh()
    words = "あなたのトラッシュにあるカードが3枚~4枚の"
    for n, holds in ((2, False), (3, True), (4, True), (5, False)):
        game.trash = [card() for _ in range(n)]
        assert _holds(game, words) is holds
    game.removed = [card() for _ in range(2)]
    assert _holds(game, "あなたのリムーブが2~3枚の")
    game.removed.append(card())
    game.removed.append(card())
    assert not _holds(game, "あなたのリムーブが2~3枚の")


def test_kinds_of_a_race_in_a_zone_are_different_names():
    game = fresh()
    game.removed = [_raced("iD", "甲"), _raced("iD", "甲"), _raced("iD", "乙"), _raced("竜", "丙")]
    assert _holds(game, "あなたのリムーブに[iD]が2種類以上ある")
    assert not _holds(game, "あなたのリムーブに[iD]が3種類以上ある")  # 丙 is of another race
    game.resources = [Resource(card(name)) for name in ("暁の剣", "暁の盾", "宵の弓")]
    assert _holds(game, "あなたのリソースにカード名に「暁」を含むカードが2種類以上ある")
    assert not _holds(game, "あなたのリソースにカード名に「暁」を含むカードが3種類以上ある")


def test_your_player_cards_name_holds_the_part():
    game = fresh()
    game.player_area = [card("浅葱のアサギ", CardType.PLAYER)]
    assert _holds(game, "あなたのプレイヤーがカード名に「アサギ」を含む")
    assert not _holds(game, "あなたのプレイヤーがカード名に「プリン」を含むカード")


def test_a_damage_you_took_this_turn_counts_in_that_turn():
    game = fresh()
    words = "このターンの間にあなたがダメージを受けていた"
    assert not _holds(game, words)
    game.damage_opponent(1)
    assert not _holds(game, words)  # the opponent's damage
    game.take_damage(1)
    assert _holds(game, words)
    game.turn += 1
    assert not _holds(game, words)


def test_resources_of_one_name_part_only():
    game = fresh()
    words = "あなたのリソースにカード名に「ファム」を含むカードしかない"
    assert not _holds(game, words)  # no resource at all
    game.resources = [Resource(card("ファムの剣")), Resource(card("ファム・ファタル"))]
    assert _holds(game, words)
    game.resources.append(Resource(card("別の盾")))
    assert not _holds(game, words)


def test_every_card_drawn_this_turn_counts_the_draw_phases_too():
    game = fresh()
    words = "このターンの間にあなたがカードを3枚以上引いていた"
    game.draw(2)  # the draw phase's (504)
    assert not _holds(game, words)
    game.draw(1)
    assert _holds(game, words)
    game.turn += 1
    assert not _holds(game, words)


def test_both_lives_together_and_a_force_of_a_name_part():
    game = fresh()
    words = "あなたのライフと相手のライフの合計が8以下の"
    game.life = game.life[:3]
    game.opponent_life = 6
    assert not _holds(game, words)
    game.opponent_life = 5
    assert _holds(game, words)
    unit = OnSquare(card(), True, 5000, force=[card("黒のペクティリス")])
    assert _holds(game, "このカードのフォースがカード名に「ペクティリス」を含む", unit)
    assert not _holds(game, "このカードのフォースがカード名に「ミーリィ」を含む", unit)


def test_a_damage_and_a_destruction_this_turn_both_asked():
    game = fresh()
    words = "このターンの間にあなたがダメージを受けていて、あなたのコスト4以上の[E2]が破壊されていた"
    (ability,) = read_card("K", TEXT.format(words)).abilities
    assert [(c.name, c.filter.race, c.filter.min_cost) for c in ability.conditions] == [
        ("damaged", "", None),
        ("own_destroyed", "E2", 4),
    ]
    dear = dataclasses.replace(_raced("E2"), cost=4)
    game.squares = {(1, 1): OnSquare(dear, True, 5000)}
    game.take_damage(1)
    assert not _holds(game, words)  # damaged, nothing destroyed
    destroy(game, (1, 1), game.squares[(1, 1)])
    assert dear in game.charge
    assert _holds(game, words)


def test_the_zx_of_both_players_on_the_squares_count_together():
    game = game_with({(1, 0): card(), (1, 1): card()}, {GUARD: 5000})
    assert _holds(game, "スクエアにゼクスが3枚以上ある")
    assert not _holds(game, "スクエアにゼクスが4枚以上ある")
    game.squares[(1, 2)] = OnSquare(card(type_=CardType.SHIFT))  # no Z/X
    assert not _holds(game, "スクエアにゼクスが4枚以上ある")
    game.opponent_squares[(1, 1)] = OpposingZX(3000)
    assert _holds(game, "スクエアにゼクスが4枚以上ある")


def test_the_opponents_zx_of_a_cost_counted_up_to_the_number():
    game = game_with({}, {GUARD: 5000, (1, 1): 5000})
    game.opponent_squares[GUARD].cost = 7
    words = "スクエアに相手のコスト7以上のゼクスが2枚以上ある"
    assert not _holds(game, words)
    game.opponent_squares[(1, 1)].cost = 8
    assert _holds(game, words)


def test_a_card_of_one_of_the_costs_in_the_charge():
    game = fresh()
    words = "あなたのチャージにコスト4かコスト5のカードがある"
    game.charge = [card(cost=3), card(cost=6)]
    assert not _holds(game, words)
    game.charge.append(card(cost=5))
    assert _holds(game, words)
