"""1130 Color Break read bare or with its reminder (effects.keyword_texts), and a card 「“≪自≫カラーブレイク”を持つ」 (or
Install, 1116) as a filter of the keyword (CardFilter.keyword): pinned by the state after the draw phase starts."""

import dataclasses

from tests.rules.builders import card
from tests.rules.test_effect_triggers import on_square, scripted
from tests.rules.test_effect_values import fresh
from zxdecks.rules.effects import read_card
from zxdecks.rules.effects.coverage import line_part
from zxdecks.rules.effects.language import Trigger
from zxdecks.rules.goldfish.phases import phase_starts

REMINDER = (
    "≪自≫カラーブレイク(【P】《プレイヤー指定:≪イース≫》【有効】スクエア【誘発】ドローフェイズ開始時。\n"
    "【効果】このカードをトラッシュに置いてよい。\n置いたならば、あなたのトラッシュにある《同名》以外の“≪自≫カラーブレイク”"
    "を持つ[イース]を1枚選び、リブートでこのカードがあったゼクスのないスクエアに登場させる。)"
)


def _ys(name, keywords=("カラーブレイク",), cost=3):
    return dataclasses.replace(card(name, cost=cost, keywords=keywords), power=4000, races=("イース",))


def test_color_break_is_read_bare_as_a_draw_phase_start_ability_on_the_squares():
    (ability,) = read_card("X", "≪自≫カラーブレイク").abilities
    assert (ability.trigger, ability.zone, ability.conditions) == (Trigger.DRAW_START, "square", ())
    assert ability.effects[1].filter.keyword == "カラーブレイク"
    assert line_part(ability) == "acting"


def test_color_break_with_its_reminder_keeps_the_player_mark_inside_it():
    (ability,) = read_card("X", REMINDER).abilities
    assert ability.trigger is Trigger.DRAW_START
    assert [(c.kind.value, c.name) for c in ability.conditions] == [("player_is", "イース")]


def test_color_break_trades_this_card_for_another_color_break_card_of_the_trash_on_its_square():
    game = fresh()
    this = scripted(game, "≪自≫カラーブレイク", _ys("赤のイース"))
    other = _ys("青のイース")
    game.trash = [other]
    on_square(game, this, (1, 0))
    phase_starts(game, Trigger.DRAW_START)
    assert game.squares[(1, 0)].card is other
    assert game.squares[(1, 0)].rebooted
    assert game.trash == [this]


def test_color_break_brings_no_card_without_the_keyword():
    game = fresh()
    this = scripted(game, "≪自≫カラーブレイク", _ys("赤のイース"))
    plain = _ys("ただのイース", keywords=())
    game.trash = [plain]
    on_square(game, this, (1, 0))
    phase_starts(game, Trigger.DRAW_START)
    assert game.squares.get((1, 0)) is None or game.squares[(1, 0)].card is this
    assert plain in game.trash
    assert all(u.card is not plain for u in game.squares.values())


def test_a_held_install_keyword_is_a_filter_of_the_cards_with_it():
    text = "≪自≫【有効】スクエア【誘発】あなたの“≪自≫インストール”を持つゼクスが攻撃する。\n【効果】カードを1枚引く。"
    (ability,) = read_card("X", text).abilities
    assert ability.trigger_filter.keyword == "インストール"
    assert ability.trigger_filter.matches(card("剛拳転身", keywords=("インストール",)))
    assert not ability.trigger_filter.matches(card("ただの転身"))
