"""Keywords before an auto ability's 【有効】 that only say when it is valid (effects.keyword_gates): アルターブレイク
(1122, valid while this card's force holds a face-down card, 1019), シンボル「X」 on an auto ability (1120) and セッション (1119, a Z/X
of yours next to this card)."""

from __future__ import annotations

import dataclasses

from tests.rules.builders import card
from tests.rules.test_effect_values import fresh
from zxdecks.rules.cards import CardType
from zxdecks.rules.effects import read_card
from zxdecks.rules.effects.coverage import line_part
from zxdecks.rules.effects.language import Condition, ConditionKind, Trigger
from zxdecks.rules.goldfish import OnSquare

DRAW_TWO = "【有効】スクエア【誘発】このカードが登場する。\n【効果】2枚引く。"
ALTER = "≪自≫アルターブレイク（このカードがブレイクしていると有効。）\n" + DRAW_TWO
ALTER_BARE = "≪自≫アルターブレイク" + DRAW_TWO
SYMBOL = (
    "≪自≫シンボル「ホルス」（スクエアかチャージにあなたのカード名に「ホルス」を含むゼクスがあると有効。）\n" + DRAW_TWO
)


def _enter(text, charge=(), squares=None):
    """A Z/X with `text` enters (1, 1) in a fresh game with `charge` in the charge and `squares` on the squares; the
    hand's size after."""
    zx = dataclasses.replace(card(cost=3), power=3000)
    game = fresh()
    game.charge = list(charge)
    game.squares = dict(squares or {})
    game.scripts = {zx.number: read_card(zx.number, text)}
    assert game.enter(zx, "ability", (1, 1))
    return len(game.hand)


def test_alter_break_is_read_with_its_condition_and_resolves_only_for_a_broken_card():
    for text in (ALTER, ALTER_BARE):
        script = read_card("X", text)
        assert script.unread == ()
        (ability,) = script.abilities
        assert (ability.trigger, ability.zone, ability.conditions) == (
            Trigger.ENTER,
            "square",
            (Condition("self_broken"),),
        )
        assert line_part(ability) == "acting"
        assert _enter(text) == 0  # entered with no face-down force: the two cards are not drawn
        # (entering broken, by 1019.2, draws them: test_effect_values_breaks.py)
    assert _enter("≪自≫" + DRAW_TWO) == 2  # the same ability without the keyword draws them
    other = "≪自≫アルターブレイク（このカードがリブートしていると有効。）\n" + DRAW_TWO
    assert read_card("X", other).abilities == ()  # a reminder that says anything else: unread


def test_a_symbol_on_an_auto_ability_resolves_only_with_a_named_zx_in_the_charge_or_on_a_square():
    script = read_card("X", SYMBOL)
    assert script.unread == ()
    assert line_part(script.abilities[0]) == "acting"
    assert _enter(SYMBOL) == 0  # no Z/X named ホルス
    assert _enter(SYMBOL, [card("ホルスの眷属")]) == 2  # one in the charge


SESSION = "≪自≫セッション（このカードがあなたのゼクスと隣接していると有効。）\n" + DRAW_TWO


def test_a_session_resolves_only_with_a_zx_of_yours_next_to_this_card():
    (ability,) = read_card("X", SESSION).abilities
    assert [c.kind for c in ability.conditions] == [ConditionKind.SELF_NEXT_TO_ZX]
    assert _enter(SESSION) == 0  # alone on the squares
    assert _enter(SESSION, squares={(1, 0): OnSquare(card(), True, 3000)}) == 2  # next to it
    assert _enter(SESSION, squares={(2, 0): OnSquare(card(), True, 3000)}) == 0  # diagonal: not next to it
    ascension = OnSquare(card(type_=CardType.AN), True, 0)
    assert _enter(SESSION, squares={(1, 2): ascension}) == 0  # an Ascension is not a Z/X
    other = "≪自≫セッション（このカードがリブートしていると有効。）\n" + DRAW_TWO
    assert read_card("X", other).abilities == ()  # a reminder that says anything else: unread


ACT_DRAW = "【有効】≪自分ターン1≫スクエア【コスト】《無0・無0》【効果】カードを1枚引く。"
ACT_SESSION = "≪起≫セッション（このカードがあなたのゼクスと隣接していると有効。）\n" + ACT_DRAW
ACT_SYMBOL = "≪起≫シンボル「ホルス」（スクエアかチャージにあなたのカード名に「ホルス」を含むゼクスがあると有効。）\n"
ACT_SYMBOL += "【有効】≪自分ターン≫チャージ【コスト】《無0・無0》【効果】このカードをリブートでゼクスのないノーマルスクエアに登場させる。"


def _activated_game(text, squares=(), charge=()):
    """A fresh game with a Z/X of `text` on (1, 1) (or, with `charge`, that card in the charge) and `squares`."""
    from zxdecks.rules.effects.run import next_activation

    zx = dataclasses.replace(card(cost=3), power=3000)
    game = fresh()
    game.scripts = {zx.number: read_card(zx.number, text)}
    game.squares = dict(squares)
    if charge:
        game.charge = [zx, *charge]
    else:
        game.squares[(1, 1)] = OnSquare(zx, True, 3000)
    return game, zx, next_activation(game)


def test_a_session_on_an_activated_ability_lets_it_be_played_only_next_to_a_zx_of_yours():
    from zxdecks.rules.effects.run import activate

    (ability,) = read_card("X", ACT_SESSION).abilities
    assert [c.kind for c in ability.conditions] == [ConditionKind.SELF_NEXT_TO_ZX]
    assert line_part(ability) == "acting"
    assert _activated_game(ACT_SESSION)[2] is None  # alone on the squares
    assert _activated_game(ACT_SESSION, {(2, 0): OnSquare(card(), True, 3000)})[2] is None  # diagonal
    game, _, found = _activated_game(ACT_SESSION, {(1, 0): OnSquare(card(), True, 3000)})
    assert found is not None
    top = game.deck[0]
    activate(game, *found)
    assert game.hand == [top]


def test_a_symbol_on_an_activated_ability_in_the_charge_lets_it_be_played_only_with_a_named_zx():
    from zxdecks.rules.effects.run import activate

    script = read_card("X", ACT_SYMBOL)
    assert script.unread == ()
    assert script.abilities[0].zone == "charge"
    assert _activated_game(ACT_SYMBOL, charge=[card("眷属")])[2] is None  # no Z/X named ホルス
    game, zx, found = _activated_game(ACT_SYMBOL, charge=[card("ホルスの眷属")])
    assert found is not None
    activate(game, *found)
    assert [u.card for u in game.squares.values()] == [zx]
    assert zx not in game.charge
