"""Verbs on chosen Z/X and on this card (issue 28, session 17 `verbs`): 「ターン終了時まで、パワーを+Nし、≪絶界≫を与える」
(both on the one chosen Z/X), 「このカードのパワーに等しいダメージを与える」 (this card's power when it is carried out),
and activated abilities in the hand with the label 破天降臨 (1129) or valid in the hand and the remove zone; each read
and carried out in a game, values asserted."""

from __future__ import annotations

import dataclasses

import pytest

from tests.rules.builders import card
from tests.rules.test_effect_values import entered, event, fresh
from tests.rules.test_goldfish_opponent import game_with, zx
from zxdecks.rules.cards import CardType, Color
from zxdecks.rules.effects import read_card
from zxdecks.rules.effects.coverage import line_part
from zxdecks.rules.effects.dynamis_activated import HATEN_ONCE
from zxdecks.rules.effects.language import Kind
from zxdecks.rules.effects.run import activate, next_activation, resolve
from zxdecks.rules.goldfish import OnSquare, Resource
from zxdecks.rules.goldfish.battle import can_attack_player, declare_attack

POWER_ZEKKAI = "スクエアにあるあなたのゼクスを1枚選び、ターン終了時まで、パワーを+3000し、≪絶界≫を与える。"
POWER_ONE = "スクエアにあるあなたのゼクスを1枚選び、ターン終了時まで、パワーを+2000する。"
SELF_POWER = "ノーマルスクエアにある相手のゼクスを1枚選び、このカードのパワーに等しいダメージを与える。"
ON_ATTACK = "≪自≫【有効】スクエア【誘発】このカードが攻撃する。\n【効果】"


def _one(text):
    script = read_card("X", text)
    assert script.unread == (), script.unread
    (ability,) = script.abilities
    return ability


# -- 「パワーを+Nし、≪絶界≫を与える」 ----------------------------------------------------------------------------------
def test_power_and_zekkai_raise_the_chosen_zx_and_keep_it_out_of_choices_until_the_end_of_the_turn():
    """The one chosen Z/X is raised by 3000 and has 絶界 (1107): the next choice of the turn passes it over; at
    507.3 its 絶界 and its power raise end together, and it is choosable again."""
    game = fresh()
    first, second = OnSquare(card(), True, 1000), OnSquare(card(), True, 2000)
    game.squares = {(0, 0): first, (0, 1): second}
    assert event(game, POWER_ZEKKAI)
    assert (first.power, second.power) == (4000, 2000)  # the policy's first square, raised
    assert (first.zekkai_turn, second.zekkai_turn) == (1, 0)
    event(game, POWER_ONE)
    assert (first.power, second.power) == (4000, 4000)  # the first is out of the choice
    game.end_turn()
    assert first.zekkai_turn == 0
    game.turn += 1
    event(game, POWER_ONE)
    assert game.power_of(first) == 3000  # choosable again: 1000 + 2000, the +3000 gone with the turn


def test_power_and_zekkai_through_the_opponents_next_turn_last_past_the_end_of_this_turn():
    game = fresh()
    first, second = OnSquare(card(), True, 1000), OnSquare(card(), True, 2000)
    game.squares = {(0, 0): first, (0, 1): second}
    event(game, POWER_ZEKKAI.replace("ターン終了時まで", "次の相手のターンのターン終了時まで"))
    game.end_turn()  # the opponent's turn comes now: 絶界 still given
    event(game, POWER_ONE)
    assert (first.zekkai_turn, game.power_of(second)) == (1, 4000)


def test_power_and_zekkai_with_no_zx_of_yours_do_nothing():
    game = fresh()
    game.squares = {}
    event(game, POWER_ZEKKAI)
    assert game.squares == {}
    assert game.at_end_of_turn == []  # nothing given, nothing to end


def test_power_and_zekkai_read_as_one_choice_whose_scope_holds_the_grant_and_act():
    ability = _one("≪イベント≫" + POWER_ZEKKAI)
    (effect,) = ability.effects
    assert (effect.kind, effect.rest, effect.take, effect.to) == (Kind.CHOOSE_ZX, "power", 3000, "own zekkai")
    nxt = _one("≪イベント≫" + POWER_ZEKKAI.replace("ターン終了時まで", "次の相手のターンのターン終了時まで"))
    assert nxt.effects[0].to == "own zekkai_next"
    assert line_part(ability) == "acting"


# -- 「このカードのパワーに等しいダメージを与える」 ------------------------------------------------------------------
def _attacker_game(power, defenders):
    game = game_with({}, defenders)
    game.hand, game.trash, game.charge = [], [], []
    attacker = dataclasses.replace(zx(power), number="SELF-1")
    script = read_card(attacker.number, ON_ATTACK + SELF_POWER)
    assert script.unread == (), script.unread
    game.scripts = {attacker.number: script}
    unit = OnSquare(attacker, True, power)
    game.squares = {(1, 0): unit}
    return game, unit, script.abilities[0]


@pytest.mark.parametrize(("defender", "destroyed"), [(7000, True), (7001, False)])
def test_damage_as_much_as_this_cards_power_destroys_a_defender_of_at_most_that_power(defender, destroyed):
    """904.1: damage of at least its power destroys the opponent's Z/X; 7000 damage leaves a 7001 one with 7000."""
    game, unit, ability = _attacker_game(7000, {(1, 1): defender})
    resolve(game, ability, unit, unit.card.name)
    if destroyed:
        assert game.opponent_squares == {}
    else:
        assert game.opponent_squares[(1, 1)].damage == 7000


def test_damage_as_much_as_this_cards_power_counts_its_power_now_raised():
    game, unit, ability = _attacker_game(5000, {(1, 1): 7000})
    game.raise_power(unit, 2000)
    resolve(game, ability, unit, unit.card.name)
    assert game.opponent_squares == {}  # 5000 + 2000 damage


def test_damage_as_much_as_this_cards_power_does_nothing_once_the_card_has_left_the_squares():
    game, unit, ability = _attacker_game(7000, {(1, 1): 3000})
    game.squares = {}
    resolve(game, ability, unit, unit.card.name)
    assert game.opponent_squares[(1, 1)].damage == 0


def test_damage_as_much_as_this_cards_power_reads_on_squares_only_and_acts_against_defenders():
    ability = _one(ON_ATTACK + SELF_POWER)
    (effect,) = ability.effects
    assert (effect.kind, effect.rest, effect.take, effect.to) == (
        Kind.CHOOSE_ZX,
        "damage",
        0,
        "opponent normal self_power",
    )
    assert line_part(ability) == "acting_vs_defenders"
    event_text = read_card("X", "≪イベント≫" + SELF_POWER)
    assert event_text.abilities == ()
    assert "このカードのパワー" in event_text.unread[0].reason


def test_damage_as_much_as_this_cards_power_among_any_zx_reaches_the_defender_first():
    game, unit, _ = _attacker_game(6000, {(1, 1): 6000})
    script = read_card("SELF-1", ON_ATTACK + SELF_POWER.replace("相手の", ""))
    assert script.unread == (), script.unread
    resolve(game, script.abilities[0], unit, unit.card.name)
    assert game.opponent_squares == {}
    assert game.squares == {(1, 0): unit}


# -- activated abilities in the hand: 破天降臨, the hand and the remove zone ---------------------------------------
HATEN_HAND = (
    "≪起≫破天降臨（あなたは破天降臨を１ターンに１回しかプレイできない。）【有効】≪自分ターン≫手札"
    "【コスト】あなたのトラッシュにある「魔撃」を１枚手札に戻す。\n"
    "【効果】このカードをコストを支払わずにプレイする。\nこの能力はあなたのリソースが６枚以上ある場合にしかプレイできない。"
)


def _haten_game(resources, spell=True):
    game = fresh()
    game.squares = {}
    extras = [dataclasses.replace(card(cost=9, name=n), type=CardType.ZX, power=12000) for n in ("甲", "乙")]
    game.scripts = {extra.number: read_card(extra.number, HATEN_HAND) for extra in extras}
    game.hand = list(extras)
    magic = card(cost=1, name="魔撃", type_=CardType.EVENT)
    game.trash = [magic] if spell else []
    game.resources = [Resource(card(cost=1)) for _ in range(resources)]
    return game, extras, magic


def test_a_haten_korin_card_in_the_hand_takes_the_named_card_back_and_enters_without_its_cost_once_a_turn():
    game, (first, second), magic = _haten_game(6)
    (ability,) = game.scripts[first.number].abilities
    assert (ability.zone, ability.once_key, [e.kind for e in ability.effects]) == (
        "hand",
        HATEN_ONCE,
        [Kind.PLAY_SELF],
    )
    found = next_activation(game)
    assert found is not None
    activate(game, *found)
    assert [u.card for u in game.squares.values()] in ([first], [second])
    assert magic in game.hand  # the payment: the named card back from the trash
    assert game.trash == []
    assert all(r.rebooted for r in game.resources)  # played without its cost
    game.trash = [magic]
    game.hand.remove(magic)
    assert next_activation(game) is None  # 1129: no other 破天降臨 ability this turn


@pytest.mark.parametrize(("resources", "spell"), [(5, True), (6, False)])
def test_a_haten_korin_card_stays_in_the_hand_below_six_resources_or_without_the_named_card(resources, spell):
    game, extras, _ = _haten_game(resources, spell)
    assert next_activation(game) is None
    assert game.squares == {}
    assert game.hand == extras


def test_an_ability_valid_in_the_hand_and_the_remove_zone_reads_with_both_zones():
    text = (
        "≪起≫【有効】≪自分ターン≫手札とリムーブ【コスト】《赤1・赤1》\n"
        "【効果】あなたのリソースが4枚以上ある場合、このカードをコストを支払わずにプレイする。"
    )
    ability = _one(text)
    assert (ability.zone, ability.cost, [e.kind for e in ability.effects]) == ("hand+removed", 1, [Kind.PLAY_SELF])
    assert [c.kind.value for c in ability.conditions] == ["resources_at_least"]


# -- 「ターン終了時まで、このカードは相手のプレイヤースクエアにも攻撃できる」 ------------------------------------------
PLAYER_ATTACK = (
    "≪起≫【有効】≪自分ターン1≫スクエア【コスト】あなたのチャージを1枚トラッシュに置く。\n"
    "【効果】ターン終了時まで、このカードは相手のプレイヤースクエアにも攻撃できる。"
)


def test_a_zx_at_the_back_attacks_the_opponents_player_square_this_turn_only():
    """602.1b widened: from (2, 2), two squares away with no Range, the Z/X may attack the opponent this turn; the
    charge card is paid; next turn it is out of reach again."""
    game = fresh()
    back = dataclasses.replace(card(cost=3), number="BACK-1", power=5000)
    script = read_card(back.number, PLAYER_ATTACK)
    assert script.unread == (), script.unread
    game.scripts = {back.number: script}
    unit = OnSquare(back, True, 5000)
    game.squares = {(2, 2): unit}
    game.charge = [card(cost=1)]
    assert not declare_attack(game, (2, 2))
    found = next_activation(game)
    assert found is not None
    activate(game, *found)
    assert (unit.player_attack_turn, game.charge, len(game.trash)) == (1, [], 1)
    life = game.opponent_life
    assert declare_attack(game, (2, 2))
    assert game.opponent_life == life - 1
    game.turn += 1
    unit.rebooted = True
    assert not can_attack_player(game, (2, 2))


def test_a_zx_given_the_player_square_cannot_attack_it_while_a_defender_holds_it():
    game = game_with({(2, 2): zx(5000)}, {(0, 1): 3000})
    unit = game.squares[(2, 2)]
    unit.player_attack_turn = game.turn
    assert not can_attack_player(game, (2, 2))  # 602.1b: the opponent's player square must be empty


def test_the_player_square_granted_reads_only_until_the_end_of_the_turn_and_acts():
    ability = _one(PLAYER_ATTACK)
    assert [e.kind for e in ability.effects] == [Kind.GRANT_PLAYER_ATTACK]
    assert line_part(ability) == "acting"
    lasting = read_card("X", PLAYER_ATTACK.replace("ターン終了時まで、", ""))
    assert lasting.abilities == ()
    assert "without 「ターン終了時まで、」" in lasting.unread[0].reason


# -- the opponent's Z/X into its Dynamis face up -----------------------------------------------------------------
DYNAMIS = "ノーマルスクエアにある相手のコスト5以下のゼクスを1枚まで選び、デュナミスに表向きで置く。"


@pytest.mark.parametrize(("cost", "gone"), [(5, True), (6, False)])
def test_the_opponents_zx_of_at_most_the_cost_leaves_its_square_for_its_dynamis(cost, gone):
    game = game_with({}, {(1, 1): 4000})
    game.opponent_squares[(1, 1)] = dataclasses.replace(game.opponent_squares[(1, 1)], cost=cost)
    event(game, DYNAMIS)
    assert ((1, 1) not in game.opponent_squares) is gone


def test_the_opponents_zx_into_its_dynamis_reads_as_a_choice_of_its_zx_against_defenders():
    ability = _one("≪イベント≫" + DYNAMIS)
    (effect,) = ability.effects
    assert (effect.kind, effect.rest, effect.to, effect.filter.max_cost) == (
        Kind.CHOOSE_ZX,
        "dynamis",
        "opponent normal",
        5,
    )
    assert line_part(ability) == "acting_vs_defenders"


# -- 「…ゼクスをN枚選び、ゼクスのないノーマルスクエアに置く」 (run.square_moves) -------------------------------------------
MOVE_MINE = "ノーマルスクエアにあるバトル中でないあなたのゼクスを1枚選び、ゼクスのないノーマルスクエアに置いてよい。"
MOVE_ANY = "ノーマルスクエアにあるバトル中でないゼクスを1枚選び、ゼクスのないノーマルスクエアに置く。"
MOVE_THEIRS = "ノーマルスクエアにあるバトル中でない相手のゼクスを1枚選び、ゼクスのないノーマルスクエアに置く。"


def _board(back_rebooted=True):
    """Slept Z/X of yours on two squares next to the opponent's player square, (1, 1) free, one at the back."""
    game = fresh()
    game.squares = {
        (0, 0): OnSquare(card(cost=2), False, 2000),
        (0, 2): OnSquare(card(cost=2), False, 2000),
        (2, 0): OnSquare(card(cost=4), back_rebooted, 4000),
    }
    return game


@pytest.mark.parametrize("rebooted", [True, False])
def test_a_rebooted_zx_at_the_back_is_moved_next_to_the_opponents_player_square_and_a_slept_one_stays(rebooted):
    game = _board(rebooted)
    back = game.squares[(2, 0)]
    event(game, MOVE_MINE)
    if rebooted:
        assert game.squares[(1, 1)] is back
        assert (2, 0) not in game.squares
        assert can_attack_player(game, (1, 1))
    else:  # it could not attack from the front either: the optional move is declined
        assert game.squares[(2, 0)] is back
        assert (1, 1) not in game.squares


def test_a_move_that_must_be_made_and_gains_nothing_takes_the_opponents_zx():
    game = game_with({(0, 0): zx(3000), (1, 1): zx(3000)}, {(1, 2): 5000})
    game.hand, game.trash, game.charge = [], [], []
    mine = dict(game.squares)
    event(game, MOVE_ANY)
    assert game.squares == mine  # both of yours can attack from where they are
    assert list(game.opponent_squares) == [(0, 2)]  # the first free square, next to its player square


def test_a_move_of_yours_that_must_be_made_takes_a_zx_that_could_not_attack_anyway():
    game = _board(back_rebooted=False)
    game.squares[(1, 1)] = OnSquare(card(cost=3), True, 3000)  # the rebooted front attacker
    attacker = game.squares[(1, 1)]
    event(game, MOVE_ANY.replace("ゼクスを", "あなたのゼクスを"))
    assert game.squares[(1, 1)] is attacker  # not moved off the front
    assert len(game.squares) == 4


def test_with_no_empty_normal_square_nothing_moves():
    game = _board()
    game.squares[(1, 1)] = OnSquare(card(cost=3), False, 3000)
    for sq in ((1, 0), (1, 2), (2, 2)):
        game.squares[sq] = OnSquare(card(cost=1), False, 1000)
    before = dict(game.squares)
    event(game, MOVE_MINE)
    assert game.squares == before


@pytest.mark.parametrize(("text", "moved"), [(MOVE_THEIRS, True), (MOVE_THEIRS.replace("置く", "置いてよい"), False)])
def test_the_opponents_zx_is_moved_when_it_must_be_and_never_when_the_move_may_be_declined(text, moved):
    game = game_with({}, {(1, 1): 4000})
    game.hand, game.trash, game.charge = [], [], []
    event(game, text)
    assert ((1, 1) not in game.opponent_squares) is moved
    assert len(game.opponent_squares) == 1


def test_an_activated_move_is_used_only_when_it_puts_a_zx_into_reach():
    text = "≪起≫【有効】≪自分ターン1≫スクエア【コスト】《無0・無0》\n【効果】" + MOVE_ANY
    for rebooted, used in ((True, True), (False, False)):
        game = _board(rebooted)
        mover = dataclasses.replace(card(cost=5), number="MOVER-1")
        game.scripts = {mover.number: read_card(mover.number, text)}
        game.squares[(2, 2)] = OnSquare(mover, False, 5000)
        found = next_activation(game)
        assert (found is not None) is used
        if found is not None:
            activate(game, *found)
            assert game.squares[(1, 1)].card.cost == 4


def test_the_moves_read_as_choices_and_the_part_each_line_is_in():
    mine = _one("≪イベント≫" + MOVE_MINE).effects[0]
    assert (mine.kind, mine.rest, mine.to, mine.optional) == (
        Kind.CHOOSE_ZX,
        "move:normal",
        "normal not_in_battle own",
        True,
    )
    assert line_part(_one("≪イベント≫" + MOVE_MINE)) == "acting"
    assert line_part(_one("≪イベント≫" + MOVE_THEIRS)) == "acting_vs_defenders"
    beside = read_card(
        "X", "≪イベント≫" + MOVE_ANY.replace("ゼクスのないノーマル", "そのゼクスがあるスクエアの隣のゼクスのない")
    )  # any square beside it, your player square too (303.3a): run.square_moves knows it (effects.square_moves)
    assert [e.rest for e in beside.abilities[0].effects] == ["move:adjacent"]


MOVE_BESIDE = "ノーマルスクエアにあるバトル中でないあなたのゼクスを1枚選び、そのゼクスがあるスクエアの隣のゼクスのないノーマルスクエアに置いてよい。"


@pytest.mark.parametrize(("back", "moved_to"), [((2, 0), None), ((1, 0), (0, 0))])
def test_a_move_beside_its_own_square_reaches_the_front_only_from_next_to_it(back, moved_to):
    """From (2, 0) the squares beside it are (1, 0) and (2, 1)'s row: none next to the opponent's player square, so
    the optional move gains nothing and is declined; from (1, 0) it steps onto (0, 0)."""
    game = fresh()
    unit = OnSquare(card(cost=4), True, 4000)
    game.squares = {back: unit, (1, 1): OnSquare(card(cost=2), False, 2000), (0, 2): OnSquare(card(), False, 1000)}
    event(game, MOVE_BESIDE)
    assert game.squares_holding(unit) == (moved_to or back)


def test_a_move_beside_this_card_puts_the_zx_next_to_it_and_reads_on_squares_only():
    text = "≪自≫【有効】スクエア【誘発】このカードが登場する。\n【効果】" + MOVE_BESIDE.replace(
        "そのゼクスがあるスクエア", "このカードがあるスクエア"
    ).replace("置いてよい", "置く")  # a move that must be made: the Z/X that could not attack goes
    game = fresh()
    unit = OnSquare(card(cost=4), True, 4000)
    game.squares = {(2, 2): unit}
    this = dataclasses.replace(card(cost=3), number="THIS-1", power=3000)
    script = read_card(this.number, text)
    assert script.unread == (), script.unread
    game.scripts = {this.number: script}
    assert game.enter(this, "ability", (0, 1 + 1))  # (0, 2): next to the opponent's player square
    assert game.squares_holding(unit) == (1, 2)  # beside this card, and next to (0, 2) only: not the front
    event_read = read_card(
        "X", "≪イベント≫" + MOVE_BESIDE.replace("そのゼクスがあるスクエア", "このカードがあるスクエア")
    )
    assert event_read.abilities == ()


# -- two chosen Z/X change squares ---------------------------------------------------------------------------------
SWAP_MINE = "スクエアにあるバトル中でないあなたのゼクスを2枚選び、それぞれのゼクスをもう一方のゼクスがあるスクエアに入れ替えて置いてよい。"
SWAP_ANY = "ノーマルスクエアにあるバトル中でないゼクスを2枚選び、それぞれのゼクスをもう一方のゼクスがあるスクエアに入れ替えて置く。"


@pytest.mark.parametrize("rebooted", [True, False])
def test_a_rebooted_zx_at_the_back_swaps_with_a_slept_one_at_the_front_and_a_slept_one_at_the_back_does_not(rebooted):
    game = fresh()
    front = OnSquare(card(cost=2), False, 2000)  # attacked already
    back = OnSquare(card(cost=4), rebooted, 4000)
    game.squares = {(0, 0): front, (2, 0): back}
    event(game, SWAP_MINE)
    if rebooted:
        assert (game.squares[(0, 0)], game.squares[(2, 0)]) == (back, front)
        assert can_attack_player(game, (0, 0))
    else:
        assert (game.squares[(0, 0)], game.squares[(2, 0)]) == (front, back)


def test_a_rebooted_zx_at_the_front_is_never_swapped_away_for_one_at_the_back():
    game = fresh()
    front = OnSquare(card(cost=2), True, 2000)  # can still attack
    back = OnSquare(card(cost=4), True, 4000)
    game.squares = {(0, 0): front, (2, 0): back}
    event(game, SWAP_MINE)
    assert (game.squares[(0, 0)], game.squares[(2, 0)]) == (front, back)


def test_a_swap_that_must_be_made_takes_the_opponents_zx_and_can_put_yours_in_front_of_it():
    game = game_with({(2, 0): zx(4000)}, {(1, 1): 3000, (1, 2): 5000})
    game.hand, game.trash, game.charge = [], [], []
    back = game.squares[(2, 0)]
    event(game, SWAP_ANY)
    assert game.squares == {(1, 1): back}  # yours into reach, the opponent's 3000 one to the back
    assert {sq: u.power for sq, u in game.opponent_squares.items()} == {(2, 0): 3000, (1, 2): 5000}


def test_a_swap_that_must_be_made_and_gains_nothing_keeps_your_attackers_where_they_attack_from():
    """Every square next to the opponent's player square holds a rebooted Z/X of yours: no swap gains; the two
    swapped are both at the front, so the one at the back (which could not attack) stays there."""
    game = fresh()
    a, b, c, d = (OnSquare(card(cost=n), True, 1000 * n) for n in (2, 3, 4, 5))
    game.squares = {(0, 0): a, (2, 0): b, (0, 2): c, (1, 1): d}
    event(game, SWAP_ANY)
    assert game.squares[(2, 0)] is b
    assert (game.squares[(0, 0)], game.squares[(0, 2)], game.squares[(1, 1)]) == (c, a, d)


def test_a_swap_reads_of_exactly_two_zx():
    ability = _one("≪イベント≫" + SWAP_ANY)
    (effect,) = ability.effects
    assert (effect.kind, effect.rest, effect.n, effect.to) == (Kind.CHOOSE_ZX, "move:swap", 2, "normal not_in_battle")
    assert line_part(ability) == "acting"
    one = read_card("X", "≪イベント≫" + SWAP_ANY.replace("2枚", "1枚"))
    assert one.abilities == ()


# -- 「…N枚につき、Mダメージを与える」 on chosen Z/X (effects.damage_per) ---------------------------------------------
PER_RED = (
    "ノーマルスクエアにある相手のゼクスを1枚選び、あなたのリソースにある赤のカード1枚につき、1000ダメージを与える。"
)


@pytest.mark.parametrize(("reds", "destroyed"), [(3, True), (2, False)])
def test_damage_for_each_red_resource_destroys_a_3000_defender_from_three_of_them(reds, destroyed):
    game = game_with({}, {(1, 1): 3000})
    game.hand, game.trash, game.charge = [], [], []
    blue = frozenset({Color.BLUE})
    game.resources = [Resource(card()) for _ in range(reds)] + [Resource(card(colors=blue)) for _ in range(2)]
    event(game, PER_RED)
    if destroyed:
        assert game.opponent_squares == {}
    else:
        assert game.opponent_squares[(1, 1)].damage == 2000  # the two blue ones are not counted


def test_damage_for_each_two_trash_cards_counts_whole_twos_only():
    text = "ノーマルスクエアにある相手のゼクスを1枚選び、あなたのトラッシュ2枚につき、2000ダメージを与える。"
    game = game_with({}, {(1, 1): 9000})
    game.hand, game.charge = [], []
    game.trash = [card() for _ in range(5)]
    event(game, text)
    assert game.opponent_squares[(1, 1)].damage == 4000  # 5 // 2 = 2 twos


def test_damage_for_each_count_reads_with_what_it_counts_and_acts_against_defenders():
    ability = _one("≪イベント≫" + PER_RED)
    (effect,) = ability.effects
    assert (effect.kind, effect.rest, effect.take, effect.to) == (
        Kind.CHOOSE_ZX,
        "damage",
        1000,
        "opponent normal per=resources/1/all",
    )
    assert effect.under.color is Color.RED
    assert line_part(ability) == "acting_vs_defenders"
    mine = _one("≪イベント≫" + PER_RED.replace("相手のゼクス", "ゼクス")).effects[0]
    assert mine.to == "normal per=resources/1/all"


# -- 「ターン終了時まで、このカードが相手に与えるダメージを+Nする」 ---------------------------------------------------
DAMAGE_UP = "≪自≫【有効】スクエア【誘発】このカードが登場する。\n【効果】ターン終了時まで、このカードが相手に与えるダメージを+1する。"


def test_more_damage_to_the_opponent_this_turn_takes_two_life_with_one_attack_and_one_next_turn():
    game = fresh()
    striker = dataclasses.replace(card(cost=3), number="UP-1", power=5000)
    script = read_card(striker.number, DAMAGE_UP)
    assert script.unread == (), script.unread
    game.scripts = {striker.number: script}
    assert game.enter(striker, "ability", (1, 1))
    unit = game.squares[(1, 1)]
    assert unit.damage_up == (1, 1)
    life = game.opponent_life
    assert declare_attack(game, (1, 1))
    assert game.opponent_life == life - 2
    game.turn += 1
    unit.rebooted = True
    assert declare_attack(game, (1, 1))
    assert game.opponent_life == life - 3  # next turn: 1 again


def test_without_the_effect_an_attack_takes_one_life():
    game = fresh()
    game.squares = {(1, 1): OnSquare(card(cost=3), True, 5000)}
    life = game.opponent_life
    assert declare_attack(game, (1, 1))
    assert game.opponent_life == life - 1


def test_more_damage_reads_only_until_the_end_of_the_turn():
    (ability,) = read_card("X", DAMAGE_UP).abilities
    assert [(e.kind, e.n) for e in ability.effects] == [(Kind.DAMAGE_UP, 1)]
    assert line_part(ability) == "acting"
    lasting = read_card("X", DAMAGE_UP.replace("ターン終了時まで、", ""))
    assert lasting.abilities == ()


# -- 「次のあなたのターンのリブートフェイズ開始時まで、あなたはこの能力をプレイできない」 ----------------------------------
UNTIL_NEXT = (
    "≪起≫【有効】スクエア【コスト】《無0・無0》\n【効果】1枚引く。\n"
    "次のあなたのターンのリブートフェイズ開始時まで、あなたはこの能力をプレイできない。"
)


def test_an_activated_ability_barred_until_your_next_turn_is_played_once_this_turn():
    game = fresh()
    drawer = dataclasses.replace(card(cost=3), number="NEXT-1")
    script = read_card(drawer.number, UNTIL_NEXT)
    assert script.unread == (), script.unread
    assert script.abilities[0].once_per_turn
    game.scripts = {drawer.number: script}
    game.squares = {(2, 0): OnSquare(drawer, True, 3000)}
    found = next_activation(game)
    assert found is not None
    activate(game, *found)
    assert len(game.hand) == 1
    assert next_activation(game) is None


def test_an_auto_ability_barred_until_your_next_turn_stays_unread():
    text = UNTIL_NEXT.replace(
        "≪起≫【有効】スクエア【コスト】《無0・無0》", "≪自≫【有効】スクエア【誘発】このカードが登場する。"
    )
    script = read_card("X", text)
    assert script.abilities == ()
    assert "リブートフェイズ開始時まで" in script.unread[0].reason


# -- 「好きな順番でデッキの下に置く」 of the opponent's cards ---------------------------------------------------------
def test_the_opponents_zx_go_to_the_bottom_of_its_deck_in_any_order_and_its_trash_is_no_target():
    text = "ノーマルスクエアにある相手のゼクスを2枚まで選び、好きな順番でデッキの下に置く。"
    game = game_with({}, {(1, 1): 4000, (1, 2): 6000, (0, 1): 5000})
    game.hand, game.trash, game.charge = [], [], []
    event(game, text)
    assert list(game.opponent_squares) == [(0, 1)]  # its player square is not a normal square
    trash = _one("≪イベント≫相手のトラッシュにあるカードを2枚まで選び、好きな順番でデッキの下に置く。")
    assert [e.kind for e in trash.effects] == [Kind.NO_TARGET]
    assert line_part(trash) == "opponent_board_only"


# -- 「デッキの1番上から3番目に戻す」 ---------------------------------------------------------------------------------
THIRD = "1枚引き、あなたの手札を1枚選び、デッキの1番上から3番目に戻す。"


@pytest.mark.parametrize(("deck", "place"), [(5, 2), (1, 1), (0, 0)])
def test_a_hand_card_goes_third_from_the_top_or_to_the_bottom_of_a_short_deck(deck, place):
    game = fresh()
    game.deck = [card(cost=1) for _ in range(deck + 1)]  # one more: the card drawn first
    drawn = game.deck[0]
    kept = card(cost=9, name="残すカード")
    game.hand = [kept]
    event(game, THIRD)
    assert game.hand == [kept]  # the goldfish gives up the drawn cost-1 card, not the cost-9 one
    assert game.deck.index(drawn) == place
    assert len(game.deck) == deck + 1


def test_a_chosen_zx_goes_third_from_the_top_the_opponents_first():
    text = "ノーマルスクエアにあるコスト5以上のゼクスを1枚選び、デッキの1番上から3番目に戻す。"
    game = game_with({(1, 1): dataclasses.replace(card(cost=6), power=6000)}, {(1, 2): 9000})
    game.hand, game.trash, game.charge = [], [], []
    game.opponent_squares[(1, 2)] = dataclasses.replace(game.opponent_squares[(1, 2)], cost=7)
    mine = game.squares[(1, 1)]
    event(game, text)
    assert game.opponent_squares == {}
    assert game.squares == {(1, 1): mine}
    game.deck = [card(cost=1) for _ in range(4)]
    event(game, text)  # no Z/X of the opponent's now: yours goes
    assert game.squares == {}
    assert game.deck.index(mine.card) == 2


POWER_PER = "スクエアにあるあなたのゼクスを1枚選び、ターン終了時まで、あなたのチャージにあるカード1枚につき、パワーを+1000する。"


@pytest.mark.parametrize(("charge", "power"), [(3, 5000), (0, 2000)])
def test_a_power_for_each_charge_card_raises_the_chosen_zx_by_the_count_now(charge, power):
    game = fresh()
    unit = OnSquare(card(cost=2), True, 2000)
    game.squares = {(1, 1): unit}
    game.charge = [card() for _ in range(charge)]
    event(game, POWER_PER)
    assert game.power_of(unit) == power
    game.end_turn()
    assert unit.power == 2000  # 507.8


def test_a_power_for_each_count_reads_as_a_power_choice_with_its_count():
    (effect,) = _one("≪イベント≫" + POWER_PER).effects
    assert (effect.kind, effect.rest, effect.take, effect.to) == (Kind.CHOOSE_ZX, "power", 1000, "own per=charge/1/all")


# -- 絶界 given to 「そのゼクス」, the Z/X the effect before put onto a square ---------------------------------------------
CALL_ZEKKAI = (
    "あなたの手札にある[ドラゴン]を1枚選び、リブートでゼクスのないノーマルスクエアに登場させてよい。"
    "登場させたならば、ターン終了時まで、そのゼクスのパワーを+3000し、≪絶界≫を与える。"
)


def test_the_called_zx_is_raised_and_has_zekkai_until_the_end_of_the_turn():
    game = fresh()
    game.squares = {}
    drake = dataclasses.replace(card(cost=3), races=("ドラゴン",), power=4000)
    game.hand = [drake]
    event(game, CALL_ZEKKAI)
    (unit,) = game.squares.values()
    assert (unit.card, game.power_of(unit), unit.zekkai_turn) == (drake, 7000, 1)
    event(game, POWER_ONE)  # out of your own choices now
    assert game.power_of(unit) == 7000
    game.end_turn()
    assert (unit.power, unit.zekkai_turn) == (4000, 0)


def test_with_no_zx_called_no_zekkai_is_given():
    game = fresh()
    other = OnSquare(card(cost=2), True, 2000)
    game.squares = {(1, 1): other}
    game.hand = [card(cost=3)]  # no [ドラゴン]
    event(game, CALL_ZEKKAI)
    assert (other.zekkai_turn, game.power_of(other)) == (0, 2000)


@pytest.mark.parametrize(
    ("words", "after_turn"),
    [
        ("ターン終了時まで、そのゼクスに≪絶界≫を与える。", 0),
        ("次の相手のターンのターン終了時まで、そのゼクスに≪絶界≫を与える。", 1),
    ],
)
def test_zekkai_given_to_the_called_zx_ends_with_the_turn_or_lasts_through_the_opponents(words, after_turn):
    text = (
        "あなたの手札にある[ドラゴン]を1枚選び、リブートでゼクスのないノーマルスクエアに登場させる。登場させたならば、"
        + words
    )
    game = fresh()
    game.squares = {}
    game.hand = [dataclasses.replace(card(cost=3), races=("ドラゴン",), power=4000)]
    event(game, text)
    (unit,) = game.squares.values()
    assert (unit.zekkai_turn, game.power_of(unit)) == (1, 4000)
    game.end_turn()
    assert unit.zekkai_turn == after_turn


def test_zekkai_to_that_zx_reads_with_its_power_and_without_until_stays_unread():
    ability = _one("≪イベント≫" + CALL_ZEKKAI)
    grant = ability.effects[-1]
    assert (grant.kind, grant.to, grant.take, grant.if_did) == (Kind.GRANT_ZEKKAI, "entered", 3000, True)
    assert line_part(ability) == "acting"
    lasting = read_card("X", "≪イベント≫" + CALL_ZEKKAI.replace("ターン終了時まで、", ""))
    assert lasting.abilities == ()


# -- 「…を1枚選び、このカードと入れ替えて置く」 ---------------------------------------------------------------------------
SWAP_THIS = "≪自≫【有効】スクエア【誘発】このカードが攻撃したバトル終了時。\n【効果】このカード以外のスクエアにあるあなたのゼクスを1枚選び、このカードと入れ替えて置く。"


@pytest.mark.parametrize(("rebooted", "swapped"), [(True, True), (False, False)])
def test_this_card_after_its_attack_swaps_with_a_rebooted_zx_at_the_back(rebooted, swapped):
    game = fresh()
    this = dataclasses.replace(card(cost=3), number="SWAP-1", power=3000)
    script = read_card(this.number, SWAP_THIS)
    assert script.unread == (), script.unread
    game.scripts = {this.number: script}
    unit = OnSquare(this, True, 3000)
    back = OnSquare(card(cost=4), rebooted, 4000)
    game.squares = {(0, 0): unit, (2, 2): back, (0, 2): OnSquare(card(cost=2), False, 2000)}
    assert declare_attack(game, (0, 0))  # its battle end: this card slept at the front
    if swapped:
        assert (game.squares[(0, 0)], game.squares[(2, 2)]) == (back, unit)
        assert can_attack_player(game, (0, 0))
    else:  # none gains, but the swap must be made: with the slept one also at the front, the front stays as it is
        assert game.squares_holding(unit) == (0, 2)
        assert game.squares[(2, 2)] is back


def test_this_card_swap_reads_only_in_an_ability_on_squares():
    text = "≪イベント≫このカード以外のスクエアにあるあなたのゼクスを1枚選び、このカードと入れ替えて置く。"
    assert read_card("X", text).abilities == ()
    (ability,) = read_card("X", SWAP_THIS).abilities
    assert [(e.kind, e.rest) for e in ability.effects] == [(Kind.CHOOSE_ZX, "move:swap_this")]
    assert line_part(ability) == "acting"


# -- 「このカード以外のあなたのトラッシュをN枚除外する」 as the payment of an ability in the trash ---------------------------
FROM_TRASH = (
    "≪起≫【有効】≪自分ターン≫トラッシュ【コスト】《黒1・黒1》このカード以外のあなたのトラッシュを7枚除外する。\n"
    "【効果】このカードをコストを支払わずにプレイする。\nターン終了時まで、あなたは《同名》のこの能力をプレイできない。"
)


@pytest.mark.parametrize(("others", "played"), [(7, True), (6, False)])
def test_a_card_in_the_trash_removes_seven_others_and_enters_from_there(others, played):
    game = fresh()
    game.squares = {}
    black = frozenset({Color.BLACK})
    raiser = dataclasses.replace(card(cost=8, colors=black), number="TRASH-1", power=9000)
    game.scripts = {raiser.number: read_card(raiser.number, FROM_TRASH)}
    game.trash = [raiser] + [card(cost=1) for _ in range(others)]
    game.resources = [Resource(card(colors=black))]
    found = next_activation(game)
    assert (found is not None) is played
    if found is not None:
        activate(game, *found)
        assert [u.card for u in game.squares.values()] == [raiser]
        assert (len(game.removed), game.trash) == (7, [])


# -- 「デッキの上からN枚見る/見てよい。(見たならば、)その中にある…」 (effects.look_join) ----------------------------------------
LOOK_MAY = (
    "あなたのデッキの上から3枚見てよい。見たならば、その中にあるカードを1枚選び、手札に加え、残りのカードを除外する。"
)


def test_a_look_split_over_two_sentences_takes_one_card_and_removes_the_rest():
    game = fresh()
    top = [card(cost=c) for c in (1, 5, 3)]
    game.deck = top + [card(cost=2) for _ in range(5)]
    event(game, LOOK_MAY)
    assert len(game.hand) == 1
    assert game.hand[0] in top
    assert sorted(c.cost for c in game.removed) == sorted(c.cost for c in top if c is not game.hand[0])
    assert len(game.deck) == 5


def test_looks_split_over_sentences_read_as_one_look_and_a_look_without_its_did_stays_as_it_was():
    ability = _one("≪イベント≫" + LOOK_MAY)
    assert [(e.kind, e.n, e.optional, e.rest) for e in ability.effects] == [(Kind.REVEAL_TOP_TAKE, 3, True, "removed")]
    plain = _one("≪イベント≫あなたのデッキの上から2枚見る。その中にあるカードを好きな枚数選び、トラッシュに置く。")
    assert [(e.kind, e.n, e.to) for e in plain.effects] == [(Kind.REVEAL_TOP_TAKE, 2, "trash")]
    unsaid = read_card("X", "≪イベント≫あなたのデッキの上から3枚見てよい。その中にあるカードを1枚選び、手札に加える。")
    assert unsaid.abilities == ()  # what waits on the choice is not said


def test_no_zx_at_the_back_reaches_the_player_square_without_the_grant_whatever_the_turn_number():
    game = fresh()
    game.squares = {(2, 2): OnSquare(card(cost=3), True, 3000)}
    for turn in (0, 1):
        game.turn = turn  # player_attack_turn 0 is no grant, not a grant for turn 0
        assert not can_attack_player(game, (2, 2))


def test_a_move_beside_onto_any_square_goes_to_the_front_and_reads_whether_or_not_it_may_be_declined():
    text = "ノーマルスクエアにあるあなたのゼクスを1枚選び、そのゼクスがあるスクエアの隣のゼクスのないスクエアに置いてよい。"
    game = fresh()
    unit = OnSquare(card(cost=4), True, 4000)
    game.squares = {(1, 0): unit}  # beside it: (0, 0) at the front, (2, 0) and (1, 1)
    game.squares[(1, 1)] = OnSquare(card(cost=2), False, 2000)
    event(game, text)
    assert game.squares_holding(unit) == (0, 0)
    must = read_card("X", "≪イベント≫" + text.replace("置いてよい", "置く"))
    assert [(e.rest, e.optional) for e in must.abilities[0].effects] == [("move:adjacent", False)]


# -- the top of the owner's deck, the owner's charge (session 17, zx2) ----------------------------------------------
TO_TOP = "ノーマルスクエアにあるゼクスを1枚選び、デッキの1番上に置く。"


def test_a_defender_goes_to_the_top_of_its_deck_before_any_z_x_of_yours():
    mine = dataclasses.replace(card(cost=2), power=4000)
    game = game_with({(2, 0): mine}, {(1, 1): 5000})
    event(game, TO_TOP)
    assert (list(game.opponent_squares), list(game.squares)) == ([], [(2, 0)])


def test_with_no_defender_your_own_z_x_goes_to_the_top_of_your_deck():
    mine = dataclasses.replace(card(cost=2), power=4000)
    game = game_with({(2, 0): mine}, {})
    size = len(game.deck)
    event(game, TO_TOP)
    assert (list(game.squares), game.deck[0].number, len(game.deck)) == ([], mine.number, size + 1)


def test_your_z_x_put_into_the_charge_is_not_destroyed_and_the_other_name_stays():
    """「《同名》以外の」: the entering card of this name stays; the other goes to the charge (1008.3: put there, not
    destroyed)."""
    this = dataclasses.replace(card(cost=3), power=5000)
    other = dataclasses.replace(card(cost=2), power=4000)
    game = game_with({(1, 1): other}, {})
    game.charge = []
    entered(game, "ノーマルスクエアにある《同名》以外のゼクスを1枚選び、チャージに置く。", this, (1, 0))
    assert (list(game.squares), [c.number for c in game.charge]) == ([(1, 0)], [other.number])
