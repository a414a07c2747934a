"""Issue 28, session 18 `trig4`: the trigger shapes read in this round (effects.triggers), each fired at its event
and not at a near miss, values asserted."""

import dataclasses

import pytest

from tests.rules.builders import card, scripted_card
from tests.rules.test_effect_trigger_ways import zx
from tests.rules.test_effect_triggers import on_square, scripted
from tests.rules.test_effect_values import fresh
from tests.rules.test_effect_values_references import board
from zxdecks.rules.cards import CardType, Color
from zxdecks.rules.effects import read_card
from zxdecks.rules.effects.coverage import line_part
from zxdecks.rules.effects.language import Trigger
from zxdecks.rules.goldfish.battle import declare_attack
from zxdecks.rules.goldfish.opponent import Defender, Opponent, OpposingZX

ENTERED_END = (
    "≪自≫【有効】スクエア【誘発】このカードが登場したターンのターン終了時。\n【効果】相手に1ダメージを与える。"
)


# -- 「このカードが登場したターンのターン終了時」 (END_OF_TURN with self_entered_this_turn "any") -------------------------
@pytest.mark.parametrize("how", ["hand", "ability", "ignition"])
def test_the_end_of_the_turn_it_entered_in_deals_a_damage_however_it_entered(how):
    game = board({}, {})
    one, script = scripted_card(game, ENTERED_END, name="遊撃手")
    (ability,) = script.abilities
    assert line_part(ability) == "acting"
    life = game.opponent_life
    assert game.enter(one, how, (1, 0))
    game.end_turn()
    assert game.opponent_life == life - 1
    game.start_turn()
    game.end_turn()  # the next turn: it entered in the one before, the ability does not trigger
    assert game.opponent_life == life - 1


def test_a_card_already_on_its_square_at_the_start_of_the_turn_does_not_deal_the_damage():
    game = board({}, {})
    scripted_card(game, ENTERED_END, at=(1, 0), name="遊撃手")
    life = game.opponent_life
    game.end_turn()
    assert game.opponent_life == life


# -- 「このカードが登場するかあなたが<event filter>をプレイする」 (ENTER, also EVENT_PLAYED with the event's filter) ------
ENTER_OR_WHITE = (
    "≪自≫【有効】スクエア【誘発】このカードが登場するかあなたが白のイベントをプレイする。\n【効果】カードを1枚引く。"
)
MILL_EVENT = "≪イベント≫あなたのデッキの上から1枚をトラッシュに置く。"


def test_entering_or_a_white_event_played_draws_and_an_event_of_another_colour_does_not():
    game = fresh()
    watcher, script = scripted_card(game, ENTER_OR_WHITE, cost=3)
    (ability,) = script.abilities
    assert (ability.trigger, ability.also, ability.trigger_filter.color) == (
        Trigger.ENTER, (Trigger.EVENT_PLAYED,), Color.WHITE,
    )  # fmt: skip
    assert line_part(ability) == "acting"
    game.hand = []
    assert game.enter(watcher, "hand", (1, 0))  # this card entering: not an event, its filter is not asked
    assert len(game.hand) == 1
    white = card(type_=CardType.EVENT, cost=0, colors=frozenset({Color.WHITE}))
    red = card(type_=CardType.EVENT, cost=0)
    for ev in (white, red):
        scripted_card(game, MILL_EVENT, one=ev)
    game.hand = [red]
    assert game.play_from_hand(0)
    assert game.hand == []  # a red event: no draw
    game.hand = [white]
    assert game.play_from_hand(0)
    assert len(game.hand) == 1  # the white event played: one card drawn
    assert white in game.trash


def test_the_second_half_must_be_an_event_filter_to_be_read():
    for words in ("あなたがゼクスをプレイする", "あなたが「竜」をプレイする", "相手がイベントをプレイする"):
        text = f"≪自≫【有効】スクエア【誘発】このカードが登場するか{words}。\n【効果】カードを1枚引く。"
        assert read_card("X", text).unread, words


# -- 「相手のゼクスがスクエアに登場する」 (OPPONENT_ZX_ENTERS: a Z/X enters the squares only, 303) -------------------------
def test_an_opponents_z_x_entering_the_squares_is_the_one_that_entered_and_one_already_there_is_not():
    text = (
        "≪自≫【有効】スクエア【誘発】相手のゼクスがスクエアに登場する。\n【効果】登場したゼクスに9000ダメージを与える。"
    )
    script = read_card("X", text)
    assert script.unread == (), script.unread
    (ability,) = script.abilities
    assert (ability.trigger, line_part(ability)) == (Trigger.OPPONENT_ZX_ENTERS, "acting_vs_defenders")
    game = _defenders_enter(text, (Defender((1, 0), 9000), Defender((1, 2), 9000)), already=(1, 2))
    assert list(game.opponent_squares) == [(1, 2)]  # the one that entered took 9000 damage: destroyed (904.1)


def test_no_opponents_z_x_entering_no_damage():
    text = (
        "≪自≫【有効】スクエア【誘発】相手のゼクスがスクエアに登場する。\n【効果】登場したゼクスに9000ダメージを与える。"
    )
    game = _defenders_enter(text, (), already=(1, 2))
    assert list(game.opponent_squares) == [(1, 2)]
    assert game.opponent_squares[(1, 2)].power == 9000


def _defenders_enter(text, defenders, already):
    game = fresh()
    on_square(game, scripted(game, text, zx(cost=3)), (2, 0))
    game.life = [card(cost=1) for _ in range(4)]
    game.opponent_squares[already] = OpposingZX(9000)  # already there: it does not enter
    game.opponent = Opponent(defenders=defenders)
    game.opponent_turn()
    return game


# -- 「このカードがAするか<what only the opponent does>」: A, and a second trigger never fired (OPPONENT_ACTS) --------------
ENTER_OR_HIT = (
    "≪自≫【有効】スクエア【誘発】このカードが登場するか相手のカードからダメージを受ける。\n【効果】カードを1枚引く。"
)


def test_entering_or_damaged_by_the_opponent_draws_on_entering_and_another_z_x_entering_does_not():
    game = fresh()
    one, script = scripted_card(game, ENTER_OR_HIT, cost=3)
    other = zx(cost=2)
    (ability,) = script.abilities
    assert (ability.trigger, ability.also, line_part(ability)) == (Trigger.ENTER, (Trigger.OPPONENT_ACTS,), "acting")
    game.hand = []
    assert game.enter(one, "hand", (1, 0))
    assert len(game.hand) == 1
    assert game.enter(other, "hand", (2, 0))  # not this card: no draw
    assert len(game.hand) == 1
    assert read_card("X", ENTER_OR_HIT.replace("相手のカードから", "カードから")).unread  # any card's damage: unread


# -- 「このカードか相手のゼクスが攻撃する」: ATTACK, also OPPONENT_ACTS (the modelled opponent never attacks a Z/X) --------
def test_this_card_attacking_draws_and_another_z_x_of_yours_attacking_does_not():
    text = "≪自≫【有効】スクエア【誘発】このカードか相手のゼクスが攻撃する。\n【効果】カードを1枚引く。"
    game = board({(0, 0): zx(cost=2)}, {})
    _, script = scripted_card(game, text, at=(0, 2), cost=3)
    (ability,) = script.abilities
    assert (ability.trigger, ability.also, line_part(ability)) == (Trigger.ATTACK, (Trigger.OPPONENT_ACTS,), "acting")
    game.hand = []
    assert declare_attack(game, (0, 0))
    assert game.hand == []  # another Z/X attacked: no draw
    assert declare_attack(game, (0, 2))
    assert len(game.hand) == 1


def test_entering_or_an_opponents_z_x_entering_by_an_ability_draws_on_entering_only():
    text = "≪自≫【有効】スクエア【誘発】このカードが登場するか相手のゼクスがカードの能力で登場する。\n【効果】カードを1枚引く。"
    game = fresh()
    one, script = scripted_card(game, text, cost=3)
    other = zx(cost=2)
    (ability,) = script.abilities
    assert (ability.trigger, ability.also) == (Trigger.ENTER, (Trigger.OPPONENT_ABILITY_ENTERS,))
    game.hand = []
    assert game.enter(other, "hand", (2, 0))  # not this card: no draw
    assert game.hand == []
    assert game.enter(one, "hand", (1, 0))
    assert len(game.hand) == 1


# -- 「メインフェイズの間にこのカードかあなたの<filter>がプレイされて登場する」 (ZX_ENTERS, way "played_main") --------------
IN_MAIN = "≪自≫【有効】スクエア【誘発】メインフェイズの間にこのカードかあなたの[ディアボロス]がプレイされて登場する。\n【効果】カードを1枚引く。"


@pytest.mark.parametrize(
    ("race", "how", "main", "drawn"),
    [("ディアボロス", "hand", True, 1), ("ディアボロス", "ability", True, 0), ("ディアボロス", "hand", False, 0),
     ("ドラゴン", "hand", True, 0)],
)  # fmt: skip
def test_a_z_x_of_the_filter_played_in_a_main_phase_draws_and_not_otherwise(race, how, main, drawn):
    other = dataclasses.replace(zx(cost=2), races=(race,))
    game = board({}, {})
    _, script = scripted_card(game, IN_MAIN, at=(1, 0), cost=3)
    (ability,) = script.abilities
    assert (ability.trigger, ability.trigger_way, ability.self_too) == (Trigger.ZX_ENTERS, "played_main", True)
    game.hand = []
    game.main_phase = main
    assert game.enter(other, how, (2, 0))
    assert len(game.hand) == drawn
