"""Constant abilities read in session 17 (`const`, issue 28): cost changes counted over what happened this turn, with
their values in a game (both outcomes)."""

from __future__ import annotations

import dataclasses

from tests.rules.builders import card
from tests.rules.test_effects import game_with_scripts
from zxdecks.rules.board import OpposingZX
from zxdecks.rules.cards import Color
from zxdecks.rules.effects import read_card
from zxdecks.rules.effects.coverage import line_part
from zxdecks.rules.effects.language import Effect, Kind, Static
from zxdecks.rules.effects.run import apply, zx_damage_bonus
from zxdecks.rules.effects.run.table import At
from zxdecks.rules.goldfish import OnSquare, Resource
from zxdecks.rules.goldfish.battle import declare_attack

ATTACKS = "≪常≫【有効】デュナミス【効果】このターンの間にあなたのゼクスが攻撃した回数分、このカードのコストを-1する。ただし、0以下にならない。"
REMOVED = (
    "≪常≫【有効】手札【効果】このカードをプレイする際、このターンの間にあなたのカードの能力で除外されたカード2枚につき、"
    "このカードのコストを-1する。"
)


def test_the_attacks_of_this_turn_read_as_a_count_of_the_cost():
    (ability,) = read_card("X", ATTACKS).abilities
    assert ability.zone == "dynamis"
    assert ability.statics == (Static("cost_per", -1, floor=1, per="attacks"),)
    assert line_part(ability) == "acting"


def test_each_attack_of_a_zx_of_yours_this_turn_lowers_the_dynamis_cost_never_to_zero():
    extra, attacker = card(cost=3), card(cost=1)
    game = game_with_scripts((extra.number, ATTACKS))
    game.squares = {(1, 2): OnSquare(attacker, True, 9000), (0, 2): OnSquare(card(cost=1), True, 9000)}
    game.opponent_squares = {(1, 3): OpposingZX(1000), (0, 3): OpposingZX(1000)}
    game.turn = 2
    assert game.cost_of(extra, from_dynamis=True) == 3  # no attack yet
    assert game.cost_of(extra) == 3  # valid in the Dynamis only
    assert declare_attack(game, (1, 2), (1, 3))
    assert game.cost_of(extra, from_dynamis=True) == 2
    assert declare_attack(game, (0, 2), (0, 3))
    assert game.cost_of(extra, from_dynamis=True) == 1
    game.turn = 3  # a new turn: no attack of it yet
    assert game.cost_of(extra, from_dynamis=True) == 3


def test_cards_removed_by_your_abilities_this_turn_lower_the_cost_for_each_two():
    (ability,) = read_card("X", REMOVED).abilities
    assert ability.statics == (Static("cost_per", -1, per="removed_this_turn", each=2),)
    big = card(cost=5)
    game = game_with_scripts((big.number, REMOVED))
    game.trash = [card(), card(), card()]
    game.removed = [card()]  # there before this turn: not counted
    assert game.cost_of(big) == 5
    game.by_ability += 1  # an ability of yours resolving (run.resolve counts it so)
    apply(game, Effect(Kind.MOVE, 3, source="trash", destination="removed"), At(None, None))
    game.by_ability -= 1
    assert len(game.removed) == 4
    assert game.cost_of(big) == 4  # three removed: one for each two
    game.trash = [card()]
    apply(game, Effect(Kind.MOVE, 1, source="trash", destination="removed"), At(None, None))
    assert game.cost_of(big) == 4  # removed by no ability (a payment, a rule): not counted
    assert len(game.removed) == 5


def test_what_reaches_only_the_opponents_zx_next_to_this_card_or_destroyed_by_it_counts_on_its_board_only():
    for text in (
        "≪常≫【有効】スクエア【効果】このカードがあるスクエアの隣のスクエアにある相手のゼクスのパワーを-2000する。",
        "≪常≫このカードがバトルで相手のゼクスを破壊した際、破壊されたゼクスをチャージに置くかわりにゲームから除外する。",
    ):
        (ability,) = read_card("X", text).abilities
        assert [e.kind for e in ability.effects] == [Kind.NO_TARGET]
        assert line_part(ability) == "opponent_board_only"
    gated = "≪常≫【有効】スクエア【効果】あなたのトラッシュが5枚以上ある場合、このカードがあるスクエアの隣のスクエアにある相手のゼクスのパワーを-2000する。"
    (ability,) = read_card("X", gated).abilities  # a condition before it: the same
    assert line_part(ability) == "opponent_board_only"


def test_an_ignition_icon_gained_in_your_turn_only_holds_in_your_turn():
    from zxdecks.rules.effects.run import deck_ignition
    from zxdecks.rules.goldfish.damage import gained_ignition

    deck = "≪常≫【有効】≪自分ターン≫デッキ【効果】このカードは≪イグニッション≫を得る。"
    every = (
        "≪常≫【有効】≪自分ターン≫すべて【効果】あなたのリムーブが1枚以上ある場合、このカードは≪イグニッション≫を得る。"
    )
    top, life = card(), card()
    game = game_with_scripts((top.number, deck), (life.number, every))
    game.removed = [card()]
    assert deck_ignition(game, top)  # the ignition of your turn (505.3a)
    assert gained_ignition(game, life)
    game.opponents_turn = True
    assert not deck_ignition(game, top)
    assert not gained_ignition(game, life)  # a damage in the opponent's turn: no icon (it was read as always)
    game.opponents_turn = False
    game.removed = []
    assert not gained_ignition(game, life)  # its own condition fails


def test_cards_drawn_or_put_into_resources_by_your_abilities_this_turn_lower_the_cost_for_each():
    drew = HAND_COST.format("このターンの間にあなたがカードの能力で引いたカード1枚につき")
    placed = HAND_COST.format("このターンの間にあなたのカードの能力でリソースに置かれたカード1枚につき")
    reader, grower = card(cost=6), card(cost=6)
    game = game_with_scripts((reader.number, drew), (grower.number, placed))
    game.draw(1)  # the draw phase's: by no ability
    assert game.cost_of(reader) == 6
    game.by_ability += 1
    game.draw(2)
    game.put(card(), "resources")
    game.add_opponent_resources(2)  # the opponent's too: cards put into resources
    game.by_ability -= 1
    assert game.cost_of(reader) == 4  # two drawn, one at a time
    assert game.cost_of(grower) == 3
    game.turn += 1
    assert game.cost_of(reader) == 6  # another turn: none yet
    assert game.cost_of(grower) == 6


HAND_COST = (
    "≪常≫【有効】手札【効果】このカードをプレイする際、{}、このカードのコストを-1する。ただし、0以下にならない。"
)


def test_a_zx_that_cannot_attack_under_a_condition_attacks_only_while_it_fails():
    from zxdecks.rules.goldfish.battle import attackers, can_attack_zx

    text = "≪常≫【有効】スクエア【効果】あなたのトラッシュが2枚以下の場合、このカードは攻撃できない。"
    (ability,) = read_card("X", text).abilities
    ((static),) = ability.statics
    assert static.kind == "no_attack"
    assert line_part(ability) == "acting"
    shy = card(cost=1)
    game = game_with_scripts((shy.number, text))
    game.squares = {(0, 2): OnSquare(shy, True, 5000)}
    game.opponent_squares = {(0, 3): OpposingZX(1000)}
    game.trash = [card(), card()]
    game.turn = 2
    assert attackers(game) == []
    assert not can_attack_zx(game, (0, 2), (0, 3))
    game.trash.append(card())
    assert can_attack_zx(game, (0, 2), (0, 3))
    assert attackers(game) == [(0, 2)]
    alone = read_card("X", "≪常≫【有効】スクエア【効果】このカードは攻撃できない。")
    assert alone.cannot_attack  # without a condition: as before


def test_a_card_that_cannot_enter_under_a_condition_is_neither_played_nor_put_onto_a_square_while_it_holds():
    text = "≪常≫【有効】すべて【効果】あなたのリソースが2枚以下の場合、このカードは登場できない。"
    script = read_card("X", text)
    assert len(script.abilities) == 1
    assert not script.unread
    big = card(cost=0)
    game = game_with_scripts((big.number, text))
    game.squares = {}
    game.resources = []
    game.hand = [big]
    assert not game.may_play(big)
    assert not game.play_from_hand(0)
    assert not game.may_enter(big)  # what an effect asks before it puts a card onto a square
    assert game.squares == {}
    game.resources = game.resources + [Resource(card()) for _ in range(3)]
    assert game.may_play(big)
    assert game.may_enter(big)
    assert game.play_from_hand(0)
    assert [u.card for u in game.squares.values()] == [big]


SELF_DAMAGE = "≪常≫【有効】スクエア【効果】このカードが相手のゼクスに与えるダメージを+2000する。"
AURA_DAMAGE = (
    "≪常≫【有効】スクエア【効果】あなたのトラッシュが1枚以上ある場合、スクエアにあるすべてのあなたの赤のゼクスが相手のゼクスに"
    "与えるダメージを+3000する。"
)
ENTER_DAMAGE = "≪自≫【有効】スクエア【誘発】このカードが登場する。\n【効果】ノーマルスクエアにある相手のゼクスを1枚選び、1000ダメージを与える。"


def test_a_damage_raised_to_the_opponents_zx_reads_as_a_static_acting_only_against_defenders():
    (own,) = read_card("X", SELF_DAMAGE).abilities
    assert own.statics == (Static("zx_damage", 2000),)
    (aura,) = read_card("X", AURA_DAMAGE).abilities
    (static,) = aura.statics
    assert (static.kind, static.n, static.per, static.filter.color) == ("zx_damage_aura", 3000, "squares", Color.RED)
    assert line_part(own) == line_part(aura) == "acting_vs_defenders"


def test_a_zx_whose_damage_is_raised_destroys_in_battle_what_its_power_alone_does_not():
    for text, destroyed in ((SELF_DAMAGE, True), ("", False)):
        striker = card(cost=1)
        game = game_with_scripts((striker.number, text or ENTER_DAMAGE))
        game.squares = {(0, 2): OnSquare(striker, True, 5000)}
        game.opponent_squares = {(0, 3): OpposingZX(6000)}
        game.turn = 2
        assert declare_attack(game, (0, 2), (0, 3))
        assert ((0, 3) not in game.opponent_squares) is destroyed  # 5000 + 2000 against 6000


def test_an_aura_raises_the_battle_and_ability_damage_of_your_zx_of_its_filter_while_its_condition_holds():
    source = card(cost=1, colors=frozenset({Color.BLUE}))
    red = card(cost=1)
    game = game_with_scripts((source.number, AURA_DAMAGE), (red.number, ENTER_DAMAGE))
    game.squares = {(0, 0): OnSquare(source, True, 1000)}
    game.opponent_squares = {(0, 3): OpposingZX(3500), (1, 3): OpposingZX(3500)}
    game.trash = []
    assert game.enter(red, "hand", (0, 2))
    assert game.opponent_squares[(0, 3)].damage + game.opponent_squares[(1, 3)].damage == 1000  # no trash: +0
    game.trash = [card()]
    game.opponent_squares = {(1, 3): OpposingZX(3500)}
    game.squares.pop((0, 2))
    assert game.enter(red, "hand", (0, 2))
    assert game.opponent_squares == {}  # 1000 + 3000 destroys 3500 (904.1)
    game.opponent_squares = {(0, 3): OpposingZX(3500)}
    assert zx_damage_bonus(game, game.squares[(0, 0)]) == 0  # blue: not of the filter
    assert zx_damage_bonus(game, red) == 0  # a card not on a square: 「スクエアにある」 Z/X only


def test_two_colours_added_to_a_resource_card_pay_for_either():
    from zxdecks.rules.effects.run import paying_resources
    from zxdecks.rules.goldfish.payment import can_pay

    text = "≪常≫【有効】リソース【効果】このカードに青と白を追加する。"
    gem = card(colors=frozenset({Color.RED}))
    game = game_with_scripts((gem.number, text))
    game.resources = [Resource(gem)]
    (paying,) = paying_resources(game)
    assert paying.card.colors == {Color.RED, Color.BLUE, Color.WHITE}
    assert can_pay(paying_resources(game), 1, frozenset({Color.WHITE})) == [0]
    game.resources = [Resource(card(colors=frozenset({Color.RED})))]
    assert can_pay(paying_resources(game), 1, frozenset({Color.WHITE})) is None  # another red card: red only


GRANT_ACTIVATED = (
    "≪常≫【有効】スクエア【効果】スクエアにあるすべてのあなたの[マイスター]は以下の能力を得る。\n"
    "“≪起≫【有効】スクエア【コスト】≪スリープ≫【効果】ノーマルスクエアにある相手のゼクスを1枚選び、破壊する。”"
)


def test_an_activated_ability_granted_to_your_zx_of_a_race_is_played_by_them_while_the_source_is_there():
    import dataclasses

    from zxdecks.rules.effects.run import activate, next_activation

    (ability,) = read_card("X", GRANT_ACTIVATED).abilities
    ((static),) = ability.statics
    assert static.kind == "grant_aura"
    assert static.filter.race == "マイスター"
    ((granted),) = static.granted
    assert (granted.kind.value, granted.sleep_self) == ("activated", True)
    assert line_part(ability) == "acting_vs_defenders"
    source = card(cost=1)
    smith = dataclasses.replace(card(cost=2), races=("マイスター",))
    other = card(cost=2)
    game = game_with_scripts((source.number, GRANT_ACTIVATED))
    game.squares = {(2, 0): OnSquare(other, True, 3000), (2, 2): OnSquare(smith, True, 3000)}
    game.opponent_squares = {(1, 3): OpposingZX(5000)}
    game.turn = 2
    assert next_activation(game) is None  # no source on a square: nothing granted
    game.squares[(2, 1)] = OnSquare(source, True, 1000)
    found = next_activation(game)
    assert found is not None
    assert found[0] == (2, 2)  # the [マイスター] only, not the other Z/X nor the source
    activate(game, *found)
    assert game.opponent_squares == {}
    assert not game.squares[(2, 2)].rebooted  # slept as its payment
    assert next_activation(game) is None  # once a turn, and no Z/X of the opponent left


def test_an_activated_ability_granted_inside_an_auto_abilitys_option_leaves_the_line_unread():
    text = (
        "≪自≫【有効】スクエア【誘発】このカードが登場する。\n【効果】以下の効果から1つ選び、解決する。\n“カードを1枚引く。”\n"
        "“ターン終了時まで、このカードは以下の能力を得る。\n“≪起≫【有効】スクエア【コスト】≪スリープ≫【効果】カードを1枚引く。”\n”"
    )
    script = read_card("X", text)
    assert not script.abilities  # never one option only
    assert len(script.unread) == 1


def test_the_opponents_charge_limit_cut_under_a_condition_of_its_own_reaches_nothing():
    text = "≪常≫【有効】スクエア【効果】あなたのトラッシュにカードが13枚以上ある場合、相手のチャージの上限を-2する。"
    (ability,) = read_card("X", text).abilities
    assert [e.kind for e in ability.effects] == [Kind.NO_TARGET]
    assert ability.conditions[0].n == 13
    assert line_part(ability) == "opponent_board_only"


def test_opponents_zx_sent_back_to_the_hand_or_off_their_squares_by_your_abilities_this_turn_lower_a_cost():
    back = "≪常≫【有効】手札【効果】このターンの間に相手のゼクスがあなたのカードの能力でスクエアから手札に戻されていた場合、このカードのコストを-3する。"
    left = "≪常≫【有効】手札【効果】このターンの間に相手のゼクスがあなたのカードの能力で2枚以上スクエアから離れていた場合、このカードのコストを-2する。"
    for text in (back, left):
        (ability,) = read_card("X", text).abilities
        assert line_part(ability) == "acting_vs_defenders"  # no Z/X of the opponent on an empty board
    bouncer, breaker = card(cost=5), card(cost=5)
    game = game_with_scripts((bouncer.number, back), (breaker.number, left))
    game.opponent_squares = {(0, 3): OpposingZX(1000), (1, 3): OpposingZX(3000), (2, 3): OpposingZX(3000)}
    game.destroy_opponent_unit((2, 3))  # by no ability (a battle's way): not counted
    assert (game.cost_of(bouncer), game.cost_of(breaker)) == (5, 5)
    game.by_ability += 1
    game.send_opponent_unit((0, 3), "hand")
    assert (game.cost_of(bouncer), game.cost_of(breaker)) == (2, 5)  # one off its square: not two yet
    game.damage_opponent_unit((1, 3), 3000)  # destroyed by the damage (904.1, 1204.3)
    game.by_ability -= 1
    assert game.opponent_squares == {}
    assert (game.cost_of(bouncer), game.cost_of(breaker)) == (2, 3)
    game.turn += 1
    assert (game.cost_of(bouncer), game.cost_of(breaker)) == (5, 5)


def test_each_zx_destroyed_this_turn_either_players_lowers_the_cost():
    from zxdecks.rules.effects.run.squares import destroy

    text = HAND_COST.format("このターンの間に破壊されたゼクス1枚につき")
    big, mine = card(cost=4), card(cost=1)
    game = game_with_scripts((big.number, text))
    game.squares = {(0, 2): OnSquare(mine, True, 9000)}
    game.opponent_squares = {(0, 3): OpposingZX(1000), (1, 3): OpposingZX(1000), (2, 3): OpposingZX(5000)}
    game.turn = 2
    assert game.cost_of(big) == 4
    game.send_opponent_unit((2, 3), "hand")  # off its square, not destroyed
    assert game.cost_of(big) == 4
    assert declare_attack(game, (0, 2), (0, 3))  # destroyed in battle (904.1)
    game.destroy_opponent_unit((1, 3))  # destroyed by an effect (1008)
    assert game.cost_of(big) == 2
    destroy(game, (0, 2), game.squares[(0, 2)])  # yours too
    assert game.cost_of(big) == 1  # never 0 or less
    assert mine in game.charge


def test_a_card_removed_by_your_ability_this_turn_alone_gates_a_cost():
    text = "≪常≫【有効】手札【効果】このターンの間にカードがあなたのカードの能力で除外されていた場合、このカードのコストを-2する。"
    big = card(cost=5)
    game = game_with_scripts((big.number, text))
    game.trash = [card()]
    assert game.cost_of(big) == 5
    game.by_ability += 1
    apply(game, Effect(Kind.MOVE, 1, source="trash", destination="removed"), At(None, None))
    game.by_ability -= 1
    assert game.cost_of(big) == 3


def test_what_binds_only_the_opponent_under_a_condition_or_a_player_designation_is_inert():
    from zxdecks.rules.effects import AbilityKind

    for text in (
        "≪常≫【有効】スクエア【効果】あなたのリソースが13枚以上ある場合、相手はイベントをプレイできない。",
        "≪常≫【P】《プレイヤー指定:≪X≫》【有効】スクエア【効果】相手はこのカードをカードの効果で選ぶことはできない。",
    ):
        (ability,) = read_card("X", text).abilities
        assert ability.kind is AbilityKind.INERT
        assert line_part(ability) == "inert"


def test_the_opponents_zx_lowered_under_a_condition_of_its_own_reach_only_its_board_and_a_square_icon_stays_unread():
    text = "≪常≫【有効】スクエア【効果】あなたのリソースに白のカードが7枚以上ある場合、スクエアにあるすべての相手のゼクスのパワーを-2000する。"
    (ability,) = read_card("X", text).abilities
    assert [e.kind for e in ability.effects] == [Kind.NO_TARGET]
    assert line_part(ability) == "opponent_board_only"
    icon = "≪常≫【有効】スクエア【効果】あなたのリソースに白のカードが7枚以上ある場合、◎のスクエアにあるすべての相手のゼクスのパワーを-2000する。"
    assert not read_card("X", icon).abilities


def test_your_turn_after_a_condition_reads_as_before_one():
    text = "≪常≫【有効】スクエア【効果】あなたのトラッシュが1枚以上ある場合、あなたのターンの間、このカードのパワーを+1500する。"
    (ability,) = read_card("X", text).abilities
    ((static),) = ability.statics
    assert (static.kind, static.n, static.conditions[0].kind.value) == ("self_power", 1500, "trash_at_least")
    hero = card(cost=1)
    game = game_with_scripts((hero.number, text))
    game.squares = {(0, 2): OnSquare(hero, True, 5000)}
    game.trash = []
    assert game.power_of(game.squares[(0, 2)]) == 5000
    game.trash = [card()]
    assert game.power_of(game.squares[(0, 2)]) == 6500


def test_a_power_while_the_opponent_has_a_zx_of_a_cost_on_its_squares():
    text = "≪常≫スクエアに相手のコスト6以上のゼクスがある場合、このカードのパワーを+3000する。"
    (ability,) = read_card("X", text).abilities
    assert line_part(ability) == "acting_vs_defenders"
    hero = card(cost=1)
    game = game_with_scripts((hero.number, text))
    game.squares = {(0, 2): OnSquare(hero, True, 5000)}
    game.opponent_squares = {(0, 3): OpposingZX(5000, cost=5)}
    assert game.power_of(game.squares[(0, 2)]) == 5000  # a cost 5: not 6 or more
    game.opponent_squares[(1, 3)] = OpposingZX(9000, cost=6)
    assert game.power_of(game.squares[(0, 2)]) == 8000


def test_a_power_for_each_n_cards_of_the_remove_zone_spelled_with_its_zone_word():
    text = "≪常≫【有効】スクエア【効果】あなたのリムーブゾーンにある[ミソス]2枚につき、このカードのパワーを+1000する。"
    import dataclasses

    (ability,) = read_card("X", text).abilities
    ((static),) = ability.statics
    assert (static.kind, static.per, static.each, static.filter.race) == ("self_power_per", "removed", 2, "ミソス")
    hero = card(cost=1)
    game = game_with_scripts((hero.number, text))
    game.squares = {(0, 2): OnSquare(hero, True, 5000)}
    mythos = dataclasses.replace(card(), races=("ミソス",))
    game.removed = [mythos, mythos, mythos, card()]
    assert game.power_of(game.squares[(0, 2)]) == 6000  # three of the race: one pair
    game.removed.append(mythos)
    assert game.power_of(game.squares[(0, 2)]) == 7000


def test_a_range_given_to_your_zx_of_a_filter_lets_them_attack_from_farther_while_the_source_is_there():
    import dataclasses

    from zxdecks.rules.goldfish.battle import attackers

    text = "≪常≫【有効】スクエア【効果】このカードとスクエアにあるすべてのあなたの[オーバーブースト]は≪レンジ2≫を得る。"
    (ability,) = read_card("X", text).abilities
    assert [s.kind for s in ability.statics] == ["range", "range_aura"]
    assert line_part(ability) == "acting"
    source = card(cost=1)
    booster = dataclasses.replace(card(cost=2), races=("オーバーブースト",))
    other = card(cost=2)
    game = game_with_scripts((source.number, text))
    game.turn = 2
    game.squares = {(1, 0): OnSquare(booster, True, 3000), (1, 2): OnSquare(other, True, 3000)}
    assert attackers(game) == []  # two squares away: Range 1 reaches neither
    game.squares[(2, 1)] = OnSquare(source, True, 1000)
    assert attackers(game) == [(1, 0), (2, 1)]  # the [オーバーブースト] and the source itself, not the other


def test_a_power_and_a_range_in_one_sentence_are_both_kept_under_its_condition():
    from zxdecks.rules.goldfish.battle import attackers

    text = (
        "≪常≫【有効】スクエア【効果】あなたのチャージが2枚以上ある場合、このカードのパワーを+3000し、≪レンジ2≫を得る。"
    )
    (ability,) = read_card("X", text).abilities
    assert [(s.kind, s.n) for s in ability.statics] == [("self_power", 3000), ("range", 2)]
    hero = card(cost=1)
    game = game_with_scripts((hero.number, text))
    game.turn = 2
    game.squares = {(1, 0): OnSquare(hero, True, 5000)}
    game.charge = [card()]
    assert attackers(game) == []
    assert game.power_of(game.squares[(1, 0)]) == 5000
    game.charge.append(card())
    assert attackers(game) == [(1, 0)]
    assert game.power_of(game.squares[(1, 0)]) == 8000


def test_a_lower_cost_and_the_ignition_icon_both_hold_while_the_condition_does():
    from zxdecks.rules.effects.run import deck_ignition
    from zxdecks.rules.goldfish.damage import gained_ignition

    text = "≪常≫【有効】すべて【効果】あなたのトラッシュにカードが2枚以上ある場合、このカードのコストを-2し、このカードは≪イグニッション≫を得る。"
    gear = card(cost=5)
    game = game_with_scripts((gear.number, text))
    game.trash = [card()]
    assert (game.cost_of(gear), deck_ignition(game, gear), gained_ignition(game, gear)) == (5, False, False)
    game.trash.append(card())
    assert (game.cost_of(gear), deck_ignition(game, gear), gained_ignition(game, gear)) == (3, True, True)


def test_a_name_played_once_a_turn_refuses_a_second_play_but_not_an_entry_by_an_effect():
    from zxdecks.rules.cards import CardType

    once = "≪常≫【有効】すべて【効果】あなたの《同名》は1ターンに1回しかプレイできない。"
    spell = card(type_=CardType.EVENT, cost=0)
    game = game_with_scripts((spell.number, once + "\n≪イベント≫【効果】カードを1枚引く。"))
    game.hand = [spell, spell]
    assert game.play_from_hand(0)
    assert game.hand[0] is spell
    assert not game.play_from_hand(0)  # a second of the name this turn
    game.turn += 1
    game.forbidden_names.clear()  # (507: what the turn forbade ends with it; goldfish.phases at the turn's start)
    assert game.play_from_hand(0)
    zx = card(cost=0)
    game = game_with_scripts((zx.number, once))
    game.squares = {}
    game.hand = [zx, zx]
    assert game.play_from_hand(0)
    assert not game.play_from_hand(0)
    assert game.may_enter(zx)  # an effect may still put one onto a square: not a play


def test_an_aura_on_your_own_area_raises_your_zx_on_your_player_squares_row_only():
    text = "≪常≫自軍エリアのスクエアにあるすべてのあなたのゼクスのパワーを+1000する。"
    source, near, far = card(cost=1), card(cost=1), card(cost=1)
    game = game_with_scripts((source.number, text))
    game.squares = {
        (2, 1): OnSquare(source, True, 1000),
        (2, 0): OnSquare(near, True, 3000),
        (1, 0): OnSquare(far, True, 3000),
    }
    assert game.power_of(game.squares[(2, 0)]) == 4000
    assert game.power_of(game.squares[(2, 1)]) == 2000  # the source too: on the player square
    assert game.power_of(game.squares[(1, 0)]) == 3000  # the centre row: not your own area (303.4)


def test_a_zx_you_cannot_choose_by_your_effects_is_kept_out_of_your_choices():
    from zxdecks.rules.effects.run.choices import choosable

    text = "≪常≫【有効】スクエア【効果】あなたはこのカードをカードの効果で選ぶことはできない。"
    shy, other = card(cost=1), card(cost=1)
    game = game_with_scripts((shy.number, text))
    game.squares = {(2, 0): OnSquare(shy, True, 1000), (2, 2): OnSquare(other, True, 1000)}
    assert not choosable(game, game.squares[(2, 0)])
    assert choosable(game, game.squares[(2, 2)])


def test_no_damage_and_a_granted_zekkai_in_one_ability_and_a_card_never_played_in_every_zone():
    from zxdecks.rules.effects import AbilityKind
    from zxdecks.rules.effects.run.choices import choosable

    text = "≪常≫【有効】スクエア【効果】あなたはダメージを受けない。このカードは≪絶界≫を得る。"
    (ability,) = read_card("X", text).abilities
    assert [s.kind for s in ability.statics] == ["no_damage", "zekkai"]
    assert line_part(ability) == "acting_vs_defenders"
    wall = card(cost=1)
    game = game_with_scripts((wall.number, text))
    game.squares = {(2, 0): OnSquare(wall, True, 1000)}
    assert not choosable(game, game.squares[(2, 0)])
    never = read_card("X", "≪常≫【有効】すべて【効果】このカードはプレイできない。")
    assert never.abilities[0].kind is AbilityKind.INERT
    assert never.play_restriction  # effects.restrictions keeps it from being played


def test_a_face_up_force_card_raises_its_hosts_power_when_the_host_is_of_its_filter():
    text = (
        "≪常≫【有効】フォース【効果】このカードをフォースに持つカード名に「プリズム」を含むゼクスのパワーを+5000する。"
    )
    (ability,) = read_card("X", text).abilities
    assert (ability.zone, ability.statics[0].kind) == ("force", "host_power")
    gem = card(cost=1)
    prism = dataclasses.replace(card(cost=3), name="プリズム・テスト", names=frozenset({"プリズム・テスト"}))
    other = card(cost=3)
    game = game_with_scripts((gem.number, text))
    game.squares = {(2, 0): OnSquare(prism, True, 5000, force=[gem]), (2, 2): OnSquare(other, True, 5000, force=[gem])}
    assert game.power_of(game.squares[(2, 0)]) == 10000
    assert game.power_of(game.squares[(2, 2)]) == 5000  # not named 「プリズム」
    game.squares[(2, 0)].force = []
    game.squares[(2, 0)].force_down = [gem]  # face down: its abilities are not valid (312.2a)
    assert game.power_of(game.squares[(2, 0)]) == 5000


def test_a_power_for_each_card_of_the_opponents_resources_and_one_lowered_for_each_hand_card():
    grows = "≪常≫【有効】スクエア【効果】相手のリソース2枚につき、このカードのパワーを+1000する。"
    shrinks = "≪常≫【有効】スクエア【効果】あなたの手札にあるカード1枚につき、このカードのパワーを-1000する。"
    big, small = card(cost=1), card(cost=1)
    game = game_with_scripts((big.number, grows), (small.number, shrinks))
    game.squares = {(2, 0): OnSquare(big, True, 5000), (2, 2): OnSquare(small, True, 5000)}
    game.hand = [card(), card()]
    theirs = game.opponent_resources()
    assert game.power_of(game.squares[(2, 0)]) == 5000 + 1000 * (theirs // 2)
    game.add_opponent_resources(2)
    assert game.power_of(game.squares[(2, 0)]) == 5000 + 1000 * ((theirs + 2) // 2)
    assert game.power_of(game.squares[(2, 2)]) == 3000
    game.hand = []
    assert game.power_of(game.squares[(2, 2)]) == 5000
