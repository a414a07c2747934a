"""What an effect did, named after it (issue 28, session 18 `after`): 「N枚登場させたならば」 after Z/X of a zone put
onto squares (run.squares.zone_to_square counts them), 「除外したカード1枚につき」 after a look at the top that removes
its rest (the rest counted, effects.per_count.counts_rest), 「置いたカード」 / 「除外したカード」 naming what an activated
ability's payment put (effects.clauses, run.activation), and 「登場させたならば」 after the opponent's trash Z/X (none
modelled: never done). Pinned by value in a game, both ways."""

import dataclasses

import pytest

from tests.rules.builders import card, scripted_card
from tests.rules.test_effect_values import event, fresh
from tests.rules.test_effect_values_references import board
from zxdecks.rules.effects import read_card
from zxdecks.rules.effects.coverage import line_part
from zxdecks.rules.effects.language import Kind
from zxdecks.rules.effects.run import activate, next_activation
from zxdecks.rules.goldfish import OnSquare

HOME = (2, 0)


def _zx(name=None, cost=2):
    return dataclasses.replace(card(name, cost=cost), power=3000)


def _dragon(cost=2):
    return dataclasses.replace(card(cost=cost), races=("ドラゴン",))


# -- 「N枚登場させたならば」 -------------------------------------------------------------------------------------------
TWO_ENTER = (
    "あなたの手札にあるゼクスを2枚まで選び、リブートでゼクスのないノーマルスクエアに登場させる。"
    "2枚登場させたならば、カードを2枚引く。"
)


@pytest.mark.parametrize(("in_hand", "drawn"), [(2, 2), (1, 0)])
def test_two_z_x_put_onto_squares_draw_two_and_one_draws_none(in_hand, drawn):
    game = fresh()
    held = [_zx() for _ in range(in_hand)]
    game.hand = list(held)
    top = game.deck[:drawn]
    event(game, TWO_ENTER)
    assert sorted(id(u.card) for u in game.squares.values() if u.card in held) == sorted(map(id, held))
    assert game.hand == top


def test_the_count_waits_on_two_put_onto_squares():
    move, draw = read_card("X", "≪イベント≫" + TWO_ENTER).event.effects
    assert (move.kind, move.n, move.up_to, move.done_at) == (Kind.ZONE_TO_SQUARE, 2, True, 2)
    assert (draw.kind, draw.if_did) == (Kind.DRAW, True)


# -- 「残りを除外する。除外したカード1枚につき」 --------------------------------------------------------------------------
REST_REMOVED = (
    "あなたのデッキの上から3枚公開し、その中にある[ドラゴン]を1枚まで選び、手札に加え、残りを除外する。"
    "除外したカード1枚につき、カードを1枚引く。"
)


@pytest.mark.parametrize(("dragon_on_top", "drawn"), [(True, 2), (False, 3)])
def test_each_card_of_the_rest_removed_draws_one(dragon_on_top, drawn):
    """A dragon among the three taken: the two others removed draw two; none: all three removed draw three (the
    count is the rest, not the card taken)."""
    game = fresh()
    dragon = _dragon()
    looked = [dragon, card(cost=1), card(cost=3)] if dragon_on_top else [card(cost=1) for _ in range(3)]
    game.deck = [*looked, *[card(cost=4) for _ in range(5)]]
    after = game.deck[3 : 3 + drawn]
    event(game, REST_REMOVED)
    taken = [dragon] if dragon_on_top else []
    assert sorted(map(id, game.removed)) == sorted(id(c) for c in looked if c not in taken)
    assert game.hand == [*taken, *after]


@pytest.mark.parametrize("taken", [True, False])
def test_each_card_of_the_rest_put_into_the_trash_draws_one(taken):
    """「残りをトラッシュに置く。置いたカード1枚につき」: the rest trashed is counted (2 when a dragon was taken, else 3)."""
    game = fresh()
    looked = [_dragon() if taken else card(cost=1), card(cost=1), card(cost=3)]
    game.deck = [*looked, *[card(cost=4) for _ in range(5)]]
    drawn = 2 if taken else 3
    after = game.deck[3 : 3 + drawn]
    event(
        game,
        "あなたのデッキの上から3枚見て、その中にある[ドラゴン]を1枚まで選び、手札に加え、残りをトラッシュに置く。"
        "置いたカード1枚につき、1枚引く。",
    )
    assert len(game.trash) == drawn
    assert game.hand == ([*looked[:1], *after] if taken else after)


def test_a_rest_put_where_the_taken_cards_go_too_is_not_counted():
    script = read_card(
        "X",
        "≪イベント≫あなたのデッキの上から3枚見て、その中にあるカードを1枚まで選び、除外し、残りを除外する。"
        "除外したカード1枚につき、1枚引く。",
    )
    assert script.abilities == ()
    assert "につき" in script.unread[0].reason


# -- what the payment put -------------------------------------------------------------------------------------------
@pytest.mark.parametrize("named", [True, False])
def test_the_hand_card_the_payment_removed_reboots_this_card_when_it_is_named(named):
    game = fresh()
    text = (
        "≪起≫【有効】≪自分ターン1≫スクエア【コスト】≪スリープ≫あなたの手札を1枚除外する。【効果】2枚引く。"
        "除外したカードがカード名に「舞鬼」を含む場合、このカードをリブートする。"
    )
    scripted_card(game, text, at=HOME, cost=3)
    unit = game.squares[HOME]
    paid = card("舞鬼A" if named else "別の者", cost=2)
    game.hand = [paid]
    top = game.deck[:2]
    activate(game, *next_activation(game))
    assert game.removed == [paid]
    assert game.hand == top
    assert unit.rebooted is named


@pytest.mark.parametrize(("top_cost", "kept"), [(3, False), (2, True)])
def test_the_card_the_payment_trashed_bounds_the_cost_of_the_z_x_put_into_the_resources(top_cost, kept):
    """「置いたカードのコスト以下のコストの」: the top card the payment trashed (cost 3 reaches the cost-3 Z/X of
    yours, which goes into the resources slept; cost 2 does not: it stays)."""
    game = fresh()
    text = (
        "≪起≫【有効】スクエア【コスト】あなたのデッキの1番上をトラッシュに置く。【効果】置いたカードのコスト以下のコストの、"
        "ノーマルスクエアにあるこのカード以外のゼクスを1枚選び、リソースにスリープで置く。"
    )
    scripted_card(game, text, at=HOME, cost=3)
    other = _zx(cost=3)
    game.squares[(1, 1)] = OnSquare(other, True, 3000)
    top = card(cost=top_cost)
    game.deck = [top, *game.deck]
    before = len(game.resources)
    activate(game, HOME, game.scripts[game.squares[HOME].card.number].abilities[0])  # played as the player may
    assert game.trash == [top]
    assert ((1, 1) in game.squares) is kept
    assert [r.card for r in game.resources[before:]] == ([] if kept else [other])


def test_a_card_named_by_the_effects_needs_one_payment_that_puts_it():
    script = read_card(
        "X",
        "≪起≫【有効】スクエア【コスト】≪スリープ≫【効果】置いたカードのコスト以下のコストの、"
        "ノーマルスクエアにある相手のゼクスを1枚選び、破壊する。",
    )
    assert script.abilities == ()
    assert "puts no card" in script.unread[0].reason


# -- 「登場させたならば」 after the opponent's trash Z/X --------------------------------------------------------------------
THEIR_TRASH = (
    "相手のトラッシュにあるゼクスを1枚選び、スリープでゼクスのないノーマルスクエアに登場させる。"
    "登場させたならば、カードを1枚引く。"
)


def test_the_opponent_s_trash_z_x_is_never_put_onto_a_square_so_nothing_is_drawn():
    script = read_card("X", "≪イベント≫" + THEIR_TRASH)
    assert script.unread == (), script.unread
    first, draw = script.event.effects
    assert (first.kind, draw.kind, draw.if_did) == (Kind.NO_TARGET, Kind.DRAW, True)
    assert line_part(script.event) == "opponent_board_only"
    game = fresh()
    event(game, THEIR_TRASH)
    assert game.hand == []
    assert len(game.deck) == 20


# -- 「そのゼクスは次の相手のリブートフェイズにリブートしない」 after the opponent's Z/X put into its resources ---------------
INTO_THEIR_RESOURCES = (
    "ノーマルスクエアにある相手のゼクスを3枚まで選び、リソースにスリープで置く。"
    "そのゼクスは次の相手のリブートフェイズにリブートしない。"
)


@pytest.mark.parametrize("defenders", [2, 0])
def test_the_opponent_s_z_x_leave_for_its_resources_and_staying_slept_there_does_nothing_more(defenders):
    """The opponent's resources are not modelled (as NO_TARGET): the Z/X leave its squares, nothing else happens."""
    squares = [(1, 1), (1, 2)][:defenders]
    game = board({}, dict.fromkeys(squares, 3000))
    hand, deck = list(game.hand), list(game.deck)
    event(game, INTO_THEIR_RESOURCES)
    assert game.opponent_squares == {}
    assert (game.hand, game.deck) == (hand, deck)
    script = read_card("X", "≪イベント≫" + INTO_THEIR_RESOURCES)
    assert [e.kind for e in script.event.effects] == [Kind.CHOOSE_ZX]
    assert line_part(script.event) == "acting_vs_defenders"


@pytest.mark.parametrize(
    "first",
    [
        "スクエアにあるゼクスを3枚まで選び、リソースにスリープで置く。",  # yours too: your resources are modelled
        "ノーマルスクエアにある相手のゼクスを3枚まで選び、破壊する。",  # not into its resources
    ],
)
def test_staying_slept_after_anything_else_stays_unread(first):
    script = read_card("X", "≪イベント≫" + first + "そのゼクスは次の相手のリブートフェイズにリブートしない。")
    assert script.abilities == ()
