"""Auto abilities a card's effect grants until end of turn, set off by the Z/X's being destroyed or by its damaging
the opponent's Z/X in its attack, and 「ターン終了時まで、このカードのパワーを+Nし、以下の能力を得る」 (session 19
`grants`: effects.constant_grants.EFFECT_GRANTED_TRIGGERS, grammar grant_self), pinned by value in a game."""

from __future__ import annotations

import dataclasses

from tests.rules.builders import card, scripted_card
from tests.rules.test_effect_values import event, fresh
from tests.rules.test_effect_values_references import board, zx
from zxdecks.rules.board import OPPONENT_PLAYER_SQUARE
from zxdecks.rules.effects import read_card
from zxdecks.rules.effects.coverage import line_part
from zxdecks.rules.effects.run import activate, next_activation
from zxdecks.rules.effects.run.granted import deck_ignition
from zxdecks.rules.effects.run.squares import destroy
from zxdecks.rules.goldfish import OnSquare, Resource
from zxdecks.rules.goldfish.battle import NEXT_TO_OPPONENT, declare_attack, reach

CENTRE = (1, 1)
DRAW_WHEN_DESTROYED = "“≪自≫【有効】スクエア【誘発】このカードが破壊される。【効果】カードを1枚引く。”"
POWER_AND_GRANT = (
    "≪自≫【有効】スクエア【誘発】このカードが登場する。\n【効果】ターン終了時まで、このカードのパワーを+2000し、"
    "以下の能力を得る。" + DRAW_WHEN_DESTROYED
)


def test_the_power_and_the_ability_granted_to_this_card_apply_and_it_draws_when_destroyed():
    game = board({(1, 0): zx(3000)}, {})
    granted, script = scripted_card(game, POWER_AND_GRANT, name="見張り")
    assert game.enter(granted, "ability", (0, 1))
    unit, other = game.squares[(0, 1)], game.squares[(1, 0)]
    assert game.power_of(unit) == 5000
    destroy(game, (1, 0), other)
    assert game.hand == []  # the Z/X without the grant draws nothing
    destroy(game, (0, 1), unit)
    assert len(game.hand) == 1
    assert [line_part(a) for a in script.abilities] == ["acting"]


def test_the_power_and_grant_need_until_the_end_of_the_turn_and_this_card():
    assert read_card("X", POWER_AND_GRANT.replace("ターン終了時まで、", "")).abilities == ()


def test_a_chosen_zx_draws_when_destroyed_this_turn_and_not_after_the_turn_ends():
    body = "スクエアにあるあなたのゼクスを1枚選び、ターン終了時まで、以下の能力を与える。“≪自≫このカードが破壊された時、カードを1枚引く。”"
    game = board({(1, 0): zx(3000)}, {})
    assert event(game, body)
    unit = game.squares[(1, 0)]
    destroy(game, (1, 0), unit)
    assert len(game.hand) == 1
    game = board({(1, 0): zx(3000)}, {})
    assert event(game, body)
    unit = game.squares[(1, 0)]
    game.end_turn()
    game.start_turn()
    hand = len(game.hand)
    destroy(game, (1, 0), unit)
    assert len(game.hand) == hand  # the grant ended with its turn


def test_a_chosen_zx_draws_when_its_attack_damages_the_opponents_zx_and_not_when_it_attacks_the_player():
    body = (
        "スクエアにあるあなたのゼクスを1枚選び、ターン終了時まで、以下の能力を与える。"
        "“≪自≫【有効】スクエア【誘発】このカードが攻撃して相手のゼクスにダメージを与える。【効果】カードを1枚引く。”"
    )
    (ability,) = read_card("X", "≪イベント≫" + body).abilities
    assert line_part(ability) == "acting_vs_defenders"
    game = board({(1, 0): zx(3000)}, {CENTRE: 20000})
    assert event(game, body)
    assert declare_attack(game, (1, 0), CENTRE)
    assert len(game.hand) == 1  # damaged, not destroyed: it draws
    square = NEXT_TO_OPPONENT[0]
    game = board({square: zx(3000)}, {})
    assert event(game, body)
    assert declare_attack(game, square)
    assert game.hand == []  # the player takes the damage: no Z/X damaged


FOR_THE_TURN = (
    "≪自≫【有効】スクエア【誘発】このカードが登場する。\n【効果】あなたの手札にあるコスト3以下のゼクスを1枚選び、"
    "リブートでゼクスのないノーマルスクエアに登場させてよい。\nターン終了時まで、そのゼクスに以下の能力を与える。\n"
    "“≪常≫【有効】スクエア【効果】このカードは攻撃できない。”\n“≪自≫【有効】スクエア【誘発】ターン終了時。\n"
    "【効果】このカードを手札に戻す。”"
)


def test_the_zx_put_on_a_square_with_the_pair_of_granted_abilities_cannot_attack_and_returns_at_the_end_of_turn():
    game = board({}, {})
    bringer, script = scripted_card(game, FOR_THE_TURN, name="見張り")
    (ability,) = script.abilities
    assert line_part(ability) == "acting"
    helper = zx(4000)
    game.hand = [helper]
    assert game.enter(bringer, "ability", (0, 1))
    (square,) = [sq for sq, u in game.squares.items() if u.card is helper]
    assert game.squares[square].no_attack_turn == game.turn  # it cannot attack this turn (goldfish.battle asks)
    assert game.squares[(0, 1)].no_attack_turn != game.turn  # the card that put it there can
    game.end_turn()
    assert helper in game.hand
    assert all(u.card is not helper for u in game.squares.values())


def test_the_pair_of_granted_abilities_is_read_only_after_a_zx_is_put_onto_a_square():
    alone = FOR_THE_TURN.replace("リブートでゼクスのないノーマルスクエアに登場させてよい。", "手札に戻してよい。")
    assert read_card("X", alone).abilities == ()


def test_a_chosen_zx_draws_when_its_attack_destroys_the_zx_on_the_player_square_and_not_one_on_a_normal_square():
    body = (
        "スクエアにあるあなたのゼクスを1枚選び、ターン終了時まで、以下の能力を与える。“≪自≫【有効】≪ターン1≫スクエア"
        "【誘発】このカードが攻撃によって相手のプレイヤースクエアにあるゼクスを破壊する。【効果】カードを1枚引く。”"
    )
    (ability,) = read_card("X", "≪イベント≫" + body).abilities
    assert line_part(ability) == "acting_vs_defenders"
    square = NEXT_TO_OPPONENT[0]
    game = board({square: zx(5000)}, {OPPONENT_PLAYER_SQUARE: 3000})
    assert event(game, body)
    assert declare_attack(game, square, OPPONENT_PLAYER_SQUARE)
    assert len(game.hand) == 1
    game = board({(1, 0): zx(5000)}, {CENTRE: 3000})
    assert event(game, body)
    assert declare_attack(game, (1, 0), CENTRE)
    assert CENTRE not in game.opponent_squares  # destroyed
    assert game.hand == []  # a normal square's Z/X destroyed: not this trigger


DENEI_IF = "≪常≫【有効】手札【効果】あなたのリソースが5枚以上ある場合、このカードは以下の能力を得る。“≪起≫電影3”"


def test_denei_gained_in_the_hand_under_a_condition_is_played_only_while_it_holds():
    (ability,) = read_card("X", DENEI_IF).abilities
    assert (ability.kind.value, ability.zone, [c.kind.value for c in ability.conditions]) == (
        "activated",
        "hand",
        ["resources_at_least"],
    )
    game = fresh()
    zx, _ = scripted_card(game, DENEI_IF, one=card(cost=7))
    cheap = card(cost=3)
    game.squares = {(0, 0): OnSquare(cheap, True, 3000)}
    game.hand = [zx]
    game.resources = [Resource(card()) for _ in range(4)]
    assert next_activation(game) is None  # four resources: not had
    game.resources.append(Resource(card()))
    activate(game, *next_activation(game))
    assert game.hand == [cheap]
    assert game.squares[(0, 0)].card is zx


POWER_AND_RANGE = (
    "≪自≫【有効】スクエア【誘発】このカードが登場する。\n【効果】あなたのトラッシュにカードが2枚以上ある場合、ターン終了時まで、"
    "このカードのパワーを+4000し、以下の能力を得る。\n“≪常≫レンジ3”"
)
RANGE_OR_ZEKKAI = (
    "≪自≫【有効】スクエア【誘発】このカードが登場する。\n【効果】あなたのトラッシュにカードが2枚以上ある場合、以下の能力から1つ"
    "選び、ターン終了時まで、このカードはその能力を得る。\n“≪常≫レンジ2”“≪常≫絶界”"
)


def test_a_power_and_a_range_granted_to_this_card_apply_together_only_when_the_condition_holds():
    for trash, power, far in ((1, 3000, 1), (2, 7000, 3)):
        game = board({}, {})
        granted, _ = scripted_card(game, POWER_AND_RANGE, name="見張り")
        game.trash = [card() for _ in range(trash)]
        assert game.enter(granted, "ability", (0, 1))
        unit = game.squares[(0, 1)]
        assert (game.power_of(unit), reach(game, unit)) == (power, far)


def test_one_of_two_granted_keywords_is_an_option_each_and_the_goldfish_takes_the_range():
    game = board({}, {})
    granted, script = scripted_card(game, RANGE_OR_ZEKKAI, name="見張り")
    (ability,) = script.abilities
    (modal,) = ability.effects
    assert [[e.kind.value for e in option] for option in modal.options] == [["grant_range"], ["grant_zekkai"]]
    game.trash = [card(), card()]
    assert game.enter(granted, "ability", (0, 1))
    unit = game.squares[(0, 1)]
    assert reach(game, unit) == 2


def _raced(race, power=3000):
    return OnSquare(dataclasses.replace(card(cost=2), races=(race,)), True, power)


def test_a_zx_granted_a_draw_when_destroyed_by_a_constant_ability_draws_and_so_does_the_source_itself():
    text = "≪常≫スクエアにあるすべてのあなたの[獣]は以下の能力を得る。“≪自≫このカードが破壊された時、カードを1枚引く。”"
    source, beast, other = _raced("獣"), _raced("獣"), _raced("人")
    game = board({}, {})
    game.scripts = {source.card.number: read_card(source.card.number, text)}
    game.squares = {(0, 0): source, (1, 0): beast, (2, 0): other}
    destroy(game, (2, 0), other)
    assert game.hand == []  # not of the race
    destroy(game, (1, 0), beast)
    assert len(game.hand) == 1
    destroy(game, (0, 0), source)
    assert len(game.hand) == 2  # granted while it was there: its leaving looks back (803.1f)


def test_a_zx_granted_a_power_when_the_opponents_zx_is_destroyed_gets_it_when_one_is_and_another_race_does_not():
    text = (
        "≪常≫スクエアにあるすべてのあなたの[獣]は以下の能力を得る。"
        "“≪自≫相手のゼクスが破壊された時、ターン終了時まで、このカードのパワーを＋2000する。”"
    )
    source, other = _raced("獣", 5000), _raced("人", 5000)
    game = board({}, {CENTRE: 3000})
    game.scripts = {source.card.number: read_card(source.card.number, text)}
    game.squares = {(1, 0): source, (2, 0): other}
    assert (game.power_of(source), game.power_of(other)) == (5000, 5000)
    assert declare_attack(game, (1, 0), CENTRE)
    assert CENTRE not in game.opponent_squares
    assert (game.power_of(source), game.power_of(other)) == (7000, 5000)


def test_an_ignition_icon_granted_in_the_deck_to_named_zx_is_the_icon_of_those_deck_cards_while_the_source_is_there():
    text = (
        "≪常≫【有効】スクエア【効果】すべてのあなたのカード名に「サイクロトロン」を含むゼクスは以下の能力を得る。"
        "\n“≪常≫【有効】デッキ【効果】このカードは≪イグニッション≫を得る。”"
    )
    source = _raced("機械")
    named, other = card("サイクロトロンA", cost=3), card("別機", cost=3)
    game = board({}, {})
    game.scripts = {source.card.number: read_card(source.card.number, text)}
    assert (deck_ignition(game, named), deck_ignition(game, other)) == (False, False)  # no source on a square
    game.squares = {(1, 0): source}
    assert (deck_ignition(game, named), deck_ignition(game, other)) == (True, False)


AURA_FOR_THE_TURN = (
    "≪自≫【有効】スクエア【誘発】このカードが登場する。\n【効果】ターン終了時まで、このカードは以下の能力を得る。\n"
    "“≪常≫【有効】スクエア【効果】スクエアにあるすべてのあなたのゼクスのパワーを＋2000する。”"
)


def test_a_power_aura_granted_to_this_card_raises_your_zx_while_it_is_there_this_turn_only():
    game = board({(1, 0): zx(3000)}, {})
    granted, script = scripted_card(game, AURA_FOR_THE_TURN, name="見張り")
    (ability,) = script.abilities
    assert line_part(ability) == "acting"
    other = game.squares[(1, 0)]
    assert game.power_of(other) == 3000
    assert game.enter(granted, "ability", (0, 1))
    unit = game.squares[(0, 1)]
    assert (game.power_of(other), game.power_of(unit)) == (5000, 5000)
    later = zx(4000)
    assert game.enter(later, "ability", (2, 0))
    assert game.power_of(game.squares[(2, 0)]) == 6000  # one entering later too, while it holds
    game.end_turn()
    game.start_turn()
    assert game.power_of(other) == 3000  # the grant ended with its turn


def test_a_power_aura_granted_stops_when_its_zx_leaves_the_square():
    game = board({(1, 0): zx(3000)}, {})
    granted, _ = scripted_card(game, AURA_FOR_THE_TURN, name="見張り")
    assert game.enter(granted, "ability", (0, 1))
    destroy(game, (0, 1), game.squares[(0, 1)])
    assert game.power_of(game.squares[(1, 0)]) == 3000


def test_a_granted_constant_ability_among_several_quoted_ones_leaves_the_line_unread():
    two = AURA_FOR_THE_TURN + "“≪常≫【有効】スクエア【効果】このカードのパワーを＋1000する。”"
    assert read_card("X", two).abilities == ()
