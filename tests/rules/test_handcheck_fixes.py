"""Faults the hand check of session 14 found in lines counted as executed, each pinned by value (demo texts)."""

from tests.rules.builders import card
from tests.rules.test_effect_values import fresh
from zxdecks.rules.effects import read_card
from zxdecks.rules.effects.language import AbilityKind, Trigger

_OPPONENT_ZX = "ノーマルスクエアにある相手のコスト3以下のゼクスを1枚まで選び、手札に戻す。"


def test_an_auto_ability_with_a_trigger_the_engine_does_not_know_is_unread_naming_the_trigger():
    script = read_card(
        "D-1", "≪自≫【有効】スクエア【誘発】このカードが相手にダメージを与える。\n【効果】" + _OPPONENT_ZX
    )
    assert script.abilities == ()
    assert [u.reason for u in script.unread] == ["trigger: このカードが相手にダメージを与える"]


def test_an_auto_ability_valid_in_a_zone_the_reader_does_not_know_is_unread_not_trigger_less():
    script = read_card("D-1", "≪自≫【有効】手札【誘発】相手のゼクスが登場する。\n【効果】" + _OPPONENT_ZX)
    assert script.abilities == ()
    assert [u.reason for u in script.unread] == ["trigger: 相手のゼクスが登場する"]


def test_entering_by_the_ignition_is_the_ignition_entry_trigger_and_draws_only_on_that_entry():
    text = "≪自≫【有効】スクエア【誘発】このカードがイグニッションで登場する。\n【効果】カードを1枚引く。"
    script = read_card("D-2", text)
    assert script.unread == ()
    assert [(a.kind, a.trigger) for a in script.abilities] == [(AbilityKind.AUTO, Trigger.IGNITION_ENTER)]
    game = fresh()
    zx = card(cost=1)
    game.scripts = {zx.number: read_card(zx.number, text)}
    hand = len(game.hand)
    assert game.enter(zx, "ability", (1, 1))
    assert len(game.hand) == hand
    game.squares.clear()
    assert game.enter(zx, "ignition", (1, 1))
    assert len(game.hand) == hand + 1
