"""Z/X put onto the square this card left (「このカードがあったゼクスのないスクエア」) or onto the one the Z/X its payment
or an effect before took off left (「そのゼクスがあった…」, effects.left_squares, run.squares.left_square; issue 28):
read and carried out in a game, the square asserted, and left unread where the square could never be known. Texts
are invented for the tests."""

import dataclasses

from tests.rules.builders import card
from tests.rules.test_effect_triggers import on_square, scripted
from tests.rules.test_effect_values import fresh
from zxdecks.rules.board import OnSquare, OpposingZX
from zxdecks.rules.effects import read_card
from zxdecks.rules.effects.coverage import line_part
from zxdecks.rules.effects.language import Kind
from zxdecks.rules.effects.run import activate, next_activation
from zxdecks.rules.effects.run.squares import destroy
from zxdecks.rules.effects.run.table import Source

DESTROYED = "≪自≫【有効】スクエア【誘発】このカードが破壊される。\n【効果】"
BACK_IN = (
    "あなたの手札にあるコスト3以下のゼクスを1枚選び、スリープでこのカードがあったゼクスのないスクエアに登場させる。"
)
FROM_HAND = (
    "≪起≫【有効】手札【コスト】《無0・無0》スクエアにあるあなたのリブートのゼクスを1枚トラッシュに置く。\n【効果】"
)
SWAP = "このカードをリブートでそのゼクスがあったゼクスのないスクエアに登場させる。"


def _zx(cost=3, power=3000):
    return dataclasses.replace(card(cost=cost), power=power)


def test_a_destroyed_zx_brings_a_hand_zx_onto_the_square_it_left_slept():
    game = fresh()
    zx = scripted(game, DESTROYED + BACK_IN, _zx())
    (ability,) = game.scripts[zx.number].abilities
    assert (ability.effects[0].kind, ability.effects[0].to, ability.effects[0].rebooted) == (
        Kind.ZONE_TO_SQUARE,
        "left_self",
        False,
    )
    assert line_part(ability) == "acting"
    heir, dear = _zx(cost=3), _zx(cost=5)
    game.hand = [heir, dear]
    on_square(game, zx, (0, 2))  # (1, 1), the first square of the default order, is empty too
    destroy(game, (0, 2), game.squares[(0, 2)])
    assert game.squares[(0, 2)].card is heir
    assert not game.squares[(0, 2)].rebooted
    assert (1, 1) not in game.squares
    assert game.hand == [dear]


def test_nothing_enters_while_this_card_is_still_on_its_square():
    game = fresh()
    zx = scripted(game, "≪自≫【有効】スクエア【誘発】このカードが登場する。\n【効果】" + BACK_IN, _zx())
    heir = _zx(cost=3)
    game.hand = [heir]
    assert game.enter(zx, "hand", (0, 2))
    assert [u.card for u in game.squares.values()] == [zx]
    assert game.hand == [heir]


def test_a_hand_card_enters_the_square_its_payment_emptied():
    game = fresh()
    this = _zx(cost=6, power=9000)
    scripted(game, FROM_HAND + SWAP, this)
    (ability,) = game.scripts[this.number].abilities
    assert (ability.effects[0].kind, ability.effects[0].to) == (Kind.SELF_TO_SQUARE, "left_that")
    given = on_square(game, _zx(), (0, 2))
    game.hand = [this]
    activate(game, Source("hand", this), ability)
    assert game.squares[(0, 2)].card is this
    assert (1, 1) not in game.squares
    assert given.card in game.trash


def test_nothing_enters_when_a_zx_took_the_emptied_square_meanwhile():
    game = fresh()
    this = _zx(cost=6, power=9000)
    text = (
        FROM_HAND
        + "あなたの手札にあるコスト2以下のゼクスを1枚選び、リブートでゼクスのないノーマルスクエアに登場させる。"
        + SWAP
    )
    scripted(game, text, this)
    (ability,) = game.scripts[this.number].abilities
    on_square(game, _zx(), (0, 0))
    small = _zx(cost=2)
    game.hand = [this, small]
    for square in ((1, 1), (0, 2), (1, 0), (1, 2), (2, 0), (2, 2)):
        game.squares[square] = OnSquare(_zx(), True, 3000)  # only (0, 0), once emptied, is left
    activate(game, Source("hand", this), ability)
    assert small in [u.card for u in game.squares.values()]  # onto the one empty square, the emptied one
    assert len(game.squares) == 7
    assert game.hand == [this]  # no empty square left for it


def test_this_card_enters_the_square_of_the_opponents_zx_it_sent_away():
    game = fresh()
    this = _zx(cost=6, power=9000)
    text = (
        "≪起≫【有効】手札【コスト】《無0・無0》\n【効果】ノーマルスクエアにある相手のゼクスを1枚選び、トラッシュに置く。"
        "置いたならば、このカードをリブートでそのカードがあったゼクスのないスクエアに登場させる。"
    )
    scripted(game, text, this)
    (ability,) = game.scripts[this.number].abilities
    assert line_part(ability) == "acting_vs_defenders"
    game.opponent_squares = {(0, 2): OpposingZX(5000)}
    game.hand = [this]
    activate(game, Source("hand", this), ability)
    assert game.opponent_squares == {}
    assert game.squares[(0, 2)].card is this


def test_the_square_this_card_left_is_unread_in_an_ability_of_a_card_not_on_a_square():
    script = read_card("X", "≪起≫【有効】手札【コスト】《無0・無0》\n【効果】" + BACK_IN)
    assert script.abilities == ()
    assert script.unread[0].reason == "this card's square in an ability of a card not on a square"


def test_the_square_that_zx_left_is_unread_with_no_zx_taken_off_before_it():
    script = read_card("X", "≪起≫【有効】手札【コスト】《無0・無0》\n【効果】カードを1枚引く。" + SWAP)
    assert script.abilities == ()
    assert script.unread[0].reason == "「そのゼクスがあった」 with no Z/X taken off a square before it"


NEXT_TO_THIS = "あなたのトラッシュにあるゼクスを1枚選び、リブートでこのカードがあるスクエアの隣のゼクスのないノーマルスクエアに登場させる。"


def test_a_zx_enters_an_empty_normal_square_next_to_this_cards():
    game = fresh()
    zx = scripted(game, "≪自≫【有効】スクエア【誘発】このカードが登場する。\n【効果】" + NEXT_TO_THIS, _zx())
    (ability,) = game.scripts[zx.number].abilities
    assert ability.effects[0].to == "next_self"
    raised = _zx(cost=4)
    game.trash = [raised]
    assert game.enter(zx, "hand", (2, 2))  # next to (2, 2): (1, 2) and (2, 1), your player square (not normal)
    assert game.squares[(1, 2)].card is raised
    assert (1, 1) not in game.squares


def test_no_zx_enters_when_every_square_next_to_this_cards_is_taken():
    game = fresh()
    zx = scripted(game, "≪自≫【有効】スクエア【誘発】このカードが登場する。\n【効果】" + NEXT_TO_THIS, _zx())
    game.squares[(1, 2)] = OnSquare(_zx(), True, 3000)
    waiting = _zx(cost=4)
    game.trash = [waiting]
    assert game.enter(zx, "hand", (2, 2))
    assert game.trash == [waiting]
    assert len(game.squares) == 2


def test_this_card_moves_onto_the_square_of_the_opponents_zx_it_sent_back():
    game = fresh()
    text = (
        "≪起≫【有効】スクエア【コスト】《無0・無0》\n【効果】ノーマルスクエアにある相手のゼクスを1枚選び、手札に戻し、"
        "バトル中でないこのカードをそのゼクスがあったゼクスのないスクエアに置く。"
    )
    this = scripted(game, text, _zx())
    (ability,) = game.scripts[this.number].abilities
    assert ability.effects[1].rest == "move:left_that"
    assert line_part(ability) == "acting_vs_defenders"  # no square is emptied on an empty board
    unit = on_square(game, this, (2, 0))
    activate(game, (2, 0), ability)
    assert game.squares == {(2, 0): unit}  # no defender: nothing was taken off, it stays
    game.opponent_squares = {(0, 2): OpposingZX(5000)}
    activate(game, (2, 0), ability)
    assert game.opponent_squares == {}
    assert game.squares == {(0, 2): unit}


def test_a_haten_label_before_a_hand_ability_and_a_zone_list_of_ka_or_rimuubu_are_read_with_their_zones():
    self_in = "【効果】このカードをリブートでゼクスのないノーマルスクエアに登場させる。"
    haten = read_card("X", "≪起≫破天降臨【有効】≪自分ターン≫手札【コスト】《無0・無0》" + self_in).abilities[0]
    assert (haten.zone, haten.once_key) == ("hand", "≪起≫破天降臨")
    either = read_card("X", "≪起≫【有効】≪自分ターン≫手札かトラッシュ【コスト】《無0・無0》" + self_in).abilities[0]
    assert (either.zone, either.once_key) == ("hand+trash", "")
    removed = read_card("X", "≪起≫【有効】≪自分ターン≫手札とリムーブ【コスト】《無0・無0》" + self_in).abilities[0]
    assert removed.zone == "hand+removed"
    game = fresh()
    this = _zx(cost=5)
    game.trash = [this]
    activate(game, Source("trash", this), either)
    assert [u.card for u in game.squares.values()] == [this]
    assert game.trash == []


SYMBOL = (
    "≪起≫シンボル「ホルス」(スクエアかチャージにあなたのカード名に「ホルス」を含むゼクスがあると有効。)"
    "【有効】≪自分ターン≫チャージ【コスト】《無0・無0》【効果】このカードをリブートでゼクスのないノーマルスクエアに登場させる。"
)


def test_a_symbol_before_an_activated_ability_of_the_charge_is_its_condition():
    game = fresh()
    this = _zx(cost=5)
    script = read_card(this.number, SYMBOL)
    assert script.unread == (), script.unread
    (ability,) = script.abilities
    assert (ability.zone, ability.conditions[0].kind) == ("charge", "any_of")
    game.scripts = {this.number: script}
    game.charge = [this]
    assert next_activation(game) is None  # no Z/X named ホルス on a square or in the charge
    horus = dataclasses.replace(card("天空神ホルス", cost=3), power=3000)
    on_square(game, horus, (0, 0))
    source, found = next_activation(game)
    assert (source.zone, source.card, found) == ("charge", this, ability)
    activate(game, source, found)
    assert this in [u.card for u in game.squares.values()]
    assert game.charge == []
