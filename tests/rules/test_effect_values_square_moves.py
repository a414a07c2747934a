"""Chosen Z/X moved from their square to another (「…ゼクスをN枚選び、ゼクスのないノーマルスクエアに置く」 and its kin,
effects.square_moves, run.square_moves; issue 28): read and carried out in a game, where each Z/X stands afterwards
asserted, with the goldfish's choice both ways (a move that lets a Z/X attack the opponent, none that gains nothing
when it may decline). Texts are invented for the tests."""

import dataclasses

import pytest

from tests.rules.builders import card
from tests.rules.test_effect_values import event, fresh
from zxdecks.rules.board import OWN_PLAYER_SQUARE, OnSquare, OpposingZX
from zxdecks.rules.effects import read_card
from zxdecks.rules.effects.coverage import line_part
from zxdecks.rules.effects.language import Kind
from zxdecks.rules.effects.run import activate, next_activation

MAY_MOVE = "ノーマルスクエアにあるバトル中でないゼクスを1枚選び、ゼクスのないノーマルスクエアに置いてよい。"
MUST_MOVE = "ノーマルスクエアにあるバトル中でないゼクスを1枚選び、ゼクスのないノーマルスクエアに置く。"
NEXT_TO = (
    "ノーマルスクエアにあるゼクスを1枚選び、そのゼクスがあるスクエアの隣のゼクスのないノーマルスクエアに置いてよい。"
)


def _unit(game, square, rebooted=True):
    unit = OnSquare(dataclasses.replace(card(cost=3), power=3000), rebooted, 3000)
    game.squares[square] = unit
    return unit


def _ability(text):
    script = read_card("X", "≪イベント≫" + text)
    assert script.unread == (), script.unread
    (ability,) = script.abilities
    return ability


def test_a_zx_that_cannot_reach_the_opponent_is_moved_next_to_its_player_square():
    ability = _ability(MAY_MOVE)
    (effect,) = ability.effects
    assert (effect.kind, effect.rest, effect.optional) == (Kind.CHOOSE_ZX, "move:normal", True)
    assert line_part(ability) == "acting"
    game = fresh()
    back = _unit(game, (2, 0))
    before = game.vacated[0]
    event(game, MAY_MOVE)
    assert game.squares == {(1, 1): back}  # the same Z/X, still rebooted, next to the opponent's player square
    assert back.rebooted
    assert game.can_attack_player((1, 1))
    assert game.vacated == (before + 1, (2, 0))


def test_no_zx_is_moved_when_it_may_decline_and_nothing_gains():
    game = fresh()
    front, slept = _unit(game, (1, 1)), _unit(game, (2, 0), rebooted=False)
    event(game, MAY_MOVE)
    assert game.squares == {(1, 1): front, (2, 0): slept}
    game.opponents_turn = True  # in the opponent's turn no attack of yours gains by it
    game.squares = {(2, 2): (back := _unit(game, (2, 2)))}
    event(game, MAY_MOVE)
    assert game.squares == {(2, 2): back}


def test_a_mandatory_move_takes_the_opponents_zx_rather_than_an_attacker_of_yours():
    game = fresh()
    front = _unit(game, (1, 1))
    defender = OpposingZX(5000)
    game.opponent_squares = {(1, 0): defender}
    event(game, MUST_MOVE)
    assert game.squares == {(1, 1): front}
    assert game.opponent_squares == {(0, 0): defender}  # the first empty normal square


def test_a_mandatory_move_with_only_an_attacker_of_yours_moves_it_to_another_square_next_to_the_opponent():
    game = fresh()
    front = _unit(game, (1, 1))
    event(game, MUST_MOVE)
    assert game.squares == {(0, 0): front}


def test_a_move_next_to_the_zx_goes_to_an_adjacent_square_only():
    ability = _ability(NEXT_TO)
    assert ability.effects[0].rest == "move:adjacent_normal"
    game = fresh()
    side, blocker = _unit(game, (1, 0)), _unit(game, (1, 1), rebooted=False)
    event(game, NEXT_TO)
    assert game.squares == {(0, 0): side, (1, 1): blocker}  # (0, 2) is not next to (1, 0)
    far = {(2, 2): _unit(game, (2, 2))}
    game.squares = dict(far)
    event(game, NEXT_TO)
    assert game.squares == far  # next to (2, 2) is no square next to the opponent's player square


def test_a_move_onto_your_player_square_that_may_be_declined_never_acts():
    text = "スクエアにあるバトル中でないあなたのゼクスを1枚選び、ゼクスのないあなたのプレイヤースクエアに置いてよい。"
    ability = _ability(text)
    assert ability.effects[0].rest == "move:player"
    assert line_part(ability) == "opponent_board_only"
    game = fresh()
    game.squares.pop(OWN_PLAYER_SQUARE, None)
    unit = _unit(game, (2, 0))
    event(game, text)
    assert game.squares == {(2, 0): unit}


SELF_MOVE = "≪起≫【有効】スクエア【コスト】《無0・無0》\n【効果】バトル中でないこのカードをゼクスのないノーマルスクエアに置いてよい。"


def test_this_card_moves_itself_next_to_the_opponent_and_no_other_zx_of_yours_moves():
    game = fresh()
    this = _unit(game, (2, 0))
    other = _unit(game, (1, 0))
    script = read_card(this.card.number, SELF_MOVE)
    assert script.unread == (), script.unread
    game.scripts = {this.card.number: script}
    (ability,) = script.abilities
    assert (ability.effects[0].rest, ability.effects[0].to) == ("move:normal", "own self not_in_battle")
    activate(game, (2, 0), ability)
    assert game.squares == {(1, 1): this, (1, 0): other}


def test_this_card_in_battle_is_not_moved():
    game = fresh()
    this = _unit(game, (2, 0))
    script = read_card(this.card.number, SELF_MOVE)
    game.scripts = {this.card.number: script}
    game.battle = (this, None)
    activate(game, (2, 0), script.abilities[0])
    assert game.squares == {(2, 0): this}


def test_this_card_moved_in_an_ability_of_a_card_not_on_a_square_is_unread():
    script = read_card("X", "≪イベント≫バトル中でないこのカードをゼクスのないノーマルスクエアに置く。")
    assert script.abilities == ()
    assert script.unread[0].reason == "this card moved to another square in an ability of a card not on a square"


MOVED = "≪自≫【有効】スクエア【誘発】{}がスクエアからスクエアに置かれる。\n【効果】カードを1枚引く。"


def _watcher(game, square, who):
    unit = _unit(game, square)
    script = read_card(unit.card.number, MOVED.format(who))
    assert script.unread == (), script.unread
    game.scripts = {**game.scripts, unit.card.number: script}
    return unit


def test_a_zx_moved_sets_off_its_own_and_your_zx_and_any_zx_moved_abilities():
    game = fresh()
    moved = _watcher(game, (2, 0), "このカード")
    _watcher(game, (1, 1), "あなたのゼクス")
    _watcher(game, (0, 0), "ゼクス")
    hand = len(game.hand)
    event(game, MAY_MOVE, scripts=game.scripts)
    assert game.squares[(0, 2)] is moved
    assert len(game.hand) == hand + 3  # each of the three drew one


def test_the_opponents_zx_moved_sets_off_only_any_zx_moved():
    game = fresh()
    _watcher(game, (1, 1), "あなたのゼクス")
    _watcher(game, (0, 0), "ゼクス")
    game.opponent_squares = {(1, 0): OpposingZX(5000)}
    hand = len(game.hand)
    event(game, MUST_MOVE, scripts=game.scripts)
    assert (1, 0) not in game.opponent_squares
    assert len(game.hand) == hand + 1


def test_nothing_is_set_off_when_no_zx_moves():
    game = fresh()
    _watcher(game, (1, 1), "このカード")
    _watcher(game, (0, 0), "ゼクス")
    hand = len(game.hand)
    event(game, MAY_MOVE, scripts=game.scripts)
    assert len(game.hand) == hand


def test_a_zx_is_moved_next_to_this_card_not_anywhere_else():
    text = "ノーマルスクエアにあるバトル中でないゼクスを1枚選び、このカードがあるスクエアの隣のゼクスのないノーマルスクエアに置いてよい。"
    game = fresh()
    this = _unit(game, (1, 0), rebooted=False)
    script = read_card(this.card.number, "≪自≫【有効】スクエア【誘発】このカードが登場する。\n【効果】" + text)
    assert script.unread == (), script.unread
    game.scripts = {this.card.number: script}
    back = _unit(game, (2, 2))
    game.squares.pop((1, 0))
    assert game.enter(this.card, "ability", (1, 0), False)  # slept: it gains nothing by moving
    mover = game.squares[(1, 0)]
    assert game.squares == {(1, 0): mover, (1, 1): back}  # (1, 1) is next to (1, 0); (0, 2) is not


MOVER = "≪起≫【有効】スクエア【コスト】《無0・無0》\n【効果】" + MUST_MOVE


def test_the_goldfish_plays_a_move_only_when_it_lets_a_zx_of_yours_attack_the_opponent():
    game = fresh()
    mover = _unit(game, (1, 1))
    script = read_card(mover.card.number, MOVER)
    assert script.unread == (), script.unread
    game.scripts = {mover.card.number: script}
    assert next_activation(game) is None  # the only Z/X attacks from where it is: nothing to gain
    back = _unit(game, (2, 0))
    square, ability = next_activation(game)
    assert square == (1, 1)
    activate(game, square, ability)
    assert game.squares == {(1, 1): mover, (0, 0): back}


def test_a_session_activated_ability_is_played_only_next_to_a_zx_of_yours():
    text = (
        "≪起≫セッション(このカードがあなたのゼクスと隣接していると有効。)【有効】スクエア【コスト】《無0・無0》\n【効果】"
        + MUST_MOVE
    )
    game = fresh()
    mover = _unit(game, (1, 1))
    script = read_card(mover.card.number, text)
    assert script.unread == (), script.unread
    assert [c.kind for c in script.abilities[0].conditions] == ["self_next_to_zx"]
    game.scripts = {mover.card.number: script}
    back = _unit(game, (2, 2))  # not next to (1, 1)
    assert next_activation(game) is None
    game.squares[(1, 2)] = game.squares.pop((2, 2))  # next to it now, and still unable to reach the opponent
    assert next_activation(game) is not None
    assert back is game.squares[(1, 2)]


SWAP_MINE = "スクエアにあるバトル中でないあなたのゼクスを2枚選び、それぞれのゼクスをもう一方のゼクスがあるスクエアに入れ替えて置いてよい。"


@pytest.mark.parametrize("rebooted", [True, False])
def test_a_swap_sets_off_the_moved_abilities_of_both_zx_of_yours_and_no_swap_sets_off_none(rebooted):
    """The swaps are moves of the one mechanism (run.square_moves): each Z/X of yours swapped is put from a square onto
    a square (「このカードがスクエアからスクエアに置かれる」)."""
    game = fresh()
    front = _watcher(game, (0, 0), "このカード")
    front.rebooted = False  # attacked already: its square is worth taking
    back = _watcher(game, (2, 0), "このカード")
    back.rebooted = rebooted
    hand = len(game.hand)
    event(game, SWAP_MINE, scripts=game.scripts)
    if rebooted:
        assert (game.squares[(0, 0)], game.squares[(2, 0)]) == (back, front)
        assert (front.left_from, back.left_from) == ((0, 0), (2, 0))
        assert len(game.hand) == hand + 2  # each of the two drew one
    else:
        assert (game.squares[(0, 0)], game.squares[(2, 0)]) == (front, back)
        assert len(game.hand) == hand
