"""「(この能力で)破壊したゼクスN枚につき、…」 and 「この能力でリソースに置いたゼクスN枚につき、…」 (issue 28, session 18
`perres`): the Z/X the choice before destroyed or put into the resources, counted by its handler (effects.per_count),
pinned by value in a game."""

import dataclasses

import pytest

from tests.rules.builders import card
from tests.rules.test_effect_values import event
from tests.rules.test_effect_values_references import board
from tests.rules.test_effects import game_with_scripts
from zxdecks.rules.effects import read_card
from zxdecks.rules.effects.language import Kind
from zxdecks.rules.goldfish import Resource

DEFENDERS = [(1, 1), (1, 0), (1, 2)]


def own(n):
    return {(0, i): dataclasses.replace(card(cost=2), power=3000) for i in range(n)}


@pytest.mark.parametrize(("mine", "theirs", "drawn"), [(1, 0, 0), (1, 1, 1), (2, 1, 1), (2, 2, 2)])
def test_for_each_two_z_x_destroyed_a_card_is_drawn_yours_and_the_opponent_s_together(mine, theirs, drawn):
    """「すべてのゼクスを破壊する」 destroys yours and the opponent's (to your charge, 1008.1); 2 per draw, rounded down."""
    game = board(own(mine), dict.fromkeys(DEFENDERS[:theirs], 3000))
    top = game.deck[:drawn]
    event(game, "ノーマルスクエアにあるすべてのゼクスを破壊する。破壊したゼクス2枚につき、カードを1枚引く。")
    assert game.squares == {}
    assert game.opponent_squares == {}
    assert len(game.charge) == mine
    assert game.hand == top


@pytest.mark.parametrize(("theirs", "drawn"), [(0, 0), (1, 1), (2, 2), (3, 2)])
def test_for_each_defender_this_ability_destroyed_one_card_is_drawn(theirs, drawn):
    game = board({}, dict.fromkeys(DEFENDERS[:theirs], 3000))
    top = game.deck[:drawn]
    event(
        game, "ノーマルスクエアにある相手のゼクスを2枚まで選び、破壊する。この能力で破壊したゼクス1枚につき、1枚引く。"
    )
    assert len(game.opponent_squares) == theirs - drawn
    assert game.hand == top


@pytest.mark.parametrize(("theirs", "placed"), [(0, 0), (1, 1), (2, 2), (3, 2)])
def test_for_each_defender_put_into_the_resources_the_top_card_goes_into_yours_slept(theirs, placed):
    """The defenders go to the opponent's resources; each one puts your top card into your resources, slept."""
    game = board({}, dict.fromkeys(DEFENDERS[:theirs], 3000))
    before = len(game.resources)
    top = game.deck[:placed]
    event(
        game,
        "ノーマルスクエアにある相手のゼクスを2枚まで選び、リソースにスリープで置く。"
        "この能力でリソースに置いたゼクス1枚につき、あなたのデッキの1番上のカードをリソースにスリープで置く。",
    )
    assert len(game.opponent_squares) == theirs - placed
    assert game.opponent_resources_added == placed
    assert [r.card for r in game.resources[before:]] == top
    assert not any(r.rebooted for r in game.resources[before:])


def test_the_reading_counts_the_destroyed_z_x_inside_the_count():
    script = read_card(
        "X",
        "≪イベント≫ノーマルスクエアにある相手のゼクスを2枚まで選び、破壊する。この能力で破壊したゼクス1枚につき、1枚引く。",
    )
    choose, per = script.event.effects
    assert (choose.kind, choose.rest, choose.n, choose.up_to) == (Kind.CHOOSE_ZX, "destroy", 2, True)
    assert (per.kind, per.n, per.rest) == (Kind.PER_COUNT, 1, "moved")
    assert [(e.kind, e.n) for e in per.options[0]] == [(Kind.DRAW, 1)]


@pytest.mark.parametrize(
    "body",
    [
        "ノーマルスクエアにある相手のゼクスを1枚選び、手札に戻す。破壊したゼクス1枚につき、1枚引く。",  # returned
        "あなたの手札を2枚まで選び、トラッシュに置く。破壊したゼクス1枚につき、1枚引く。",  # no Z/X chosen
        "ノーマルスクエアにある相手のゼクスを1枚選び、破壊する。この能力でリソースに置いたゼクス1枚につき、1枚引く。",
        "破壊したゼクス1枚につき、1枚引く。",  # nothing before it
    ],
)
def test_a_count_of_z_x_the_choice_before_did_not_destroy_or_place_leaves_the_line_unread(body):
    script = read_card("X", "≪イベント≫" + body)
    assert script.abilities == ()
    assert "につき" in script.unread[0].reason


# -- 「…の場合、<a zone's count>N枚につき、…」: the sentence's condition gates the count (804.3b) --------------------------
GATED = "カードを1枚引く。あなたのリソースに[ドラゴン]が2枚以上ある場合、あなたのチャージにある[ドラゴン]1枚につき、1枚引く。"


def dragons(n):
    return [dataclasses.replace(card(cost=2), races=("ドラゴン",)) for _ in range(n)]


@pytest.mark.parametrize(
    ("in_resources", "in_charge", "drawn"), [(2, 3, 4), (3, 1, 2), (2, 0, 1), (1, 3, 1), (0, 2, 1)]
)
def test_a_count_after_a_condition_is_carried_out_only_when_the_condition_holds(in_resources, in_charge, drawn):
    """The first card is drawn anyway; then one card a [ドラゴン] in the charge, only with 2 [ドラゴン] in the
    resources (one [ドラゴン] there: no count at all)."""
    game = board({}, {})
    game.resources = [Resource(c, True) for c in [*dragons(in_resources), card(cost=1)]]
    game.charge = [*dragons(in_charge), card(cost=1)]
    top = game.deck[:drawn]
    event(game, GATED)
    assert game.hand == top


def test_the_reading_puts_the_condition_on_the_count_alone():
    draw, per = read_card("X", "≪イベント≫" + GATED).event.effects
    assert (draw.kind, draw.conditions) == (Kind.DRAW, ())
    assert (per.kind, per.rest, per.filter.race) == (Kind.PER_COUNT, "charge", "ドラゴン")
    assert [(c.kind.value, c.n, c.filter.race) for c in per.conditions] == [("resource_filter_at_least", 2, "ドラゴン")]


@pytest.mark.parametrize("condition", ["あなたのリソースにカードが2枚以上ある場合、", ""])
def test_a_count_before_a_look_of_one_card_stays_unread_with_or_without_a_condition(condition):
    """「…1枚につき、あなたのデッキの上から1枚見る。その中にある…」 is one look of as many cards (G02-037, P30-005), not a
    look of one card each time."""
    script = read_card(
        "X",
        f"≪イベント≫{condition}あなたのリソースにある[ドラゴン]1枚につき、"
        "あなたのデッキの上から1枚見る。その中にあるカードを1枚選び、手札に加える。残りのカードを元に戻し、シャッフルする。",
    )
    assert script.abilities == ()
    assert "look" in script.unread[0].reason


# -- 「相手のチャージ(にあるカード)N枚につき」: the goldfish opponent's charge, counted (GameAPI.opponent_charge) -------------
@pytest.mark.parametrize(("their_charge", "returned"), [(0, 0), (1, 0), (2, 1), (5, 2)])
def test_for_each_two_cards_of_the_opponent_s_charge_a_dragon_returns_from_the_trash(their_charge, returned):
    game = board({}, {})
    game.trash = dragons(3)
    game.opponent_charge = their_charge
    event(game, "相手のチャージ2枚につき、あなたのトラッシュにある[ドラゴン]を1枚まで選び、手札に戻す。")
    assert len(game.hand) == returned
    assert len(game.trash) == 3 - returned


@pytest.mark.parametrize(("their_charge", "cost"), [(0, 7), (2, 5), (3, 4), (6, 4)])
def test_a_cost_lowered_for_each_card_of_the_opponent_s_charge_down_to_its_floor(their_charge, cost):
    """「ただし、3以下にならない」: never 3 or less, so 4 at least (B36-042's shape)."""
    big = card(cost=7)
    game = game_with_scripts(
        (
            big.number,
            "≪常≫【有効】手札【効果】相手のチャージ1枚につき、このカードのコストを-1する。ただし、3以下にならない。",
        )
    )
    game.opponent_charge = their_charge
    assert game.cost_of(big) == cost


# -- 「あなたのトラッシュにある「<name>」N枚につき」: cards of that exact name (constant_text._PER `t_exact`) -------------------
def named(n, name="テスト重晶石"):
    return [dataclasses.replace(card(cost=3), name=name, names=frozenset({name})) for _ in range(n)]


@pytest.mark.parametrize(("of_name", "drawn"), [(0, 0), (1, 1), (3, 3)])
def test_one_card_drawn_for_each_card_of_that_name_in_the_trash_and_none_for_another_name(of_name, drawn):
    game = board({}, {})
    game.trash = [*named(of_name), *named(2, "テスト別名"), card(cost=1)]
    top = game.deck[:drawn]
    event(game, "あなたのトラッシュにある「テスト重晶石」1枚につき、カードを1枚引く。")
    assert game.hand == top


@pytest.mark.parametrize(("of_name", "left"), [(2, {}), (1, {(1, 1): 2500}), (0, {(1, 1): 0})])
def test_2500_damage_for_each_card_of_that_name_in_the_trash_destroys_a_5000_defender_with_two(of_name, left):
    game = board({}, {(1, 1): 5000})
    game.trash = [*named(of_name), *named(3, "テスト別名")]
    event(
        game,
        "ノーマルスクエアにある相手のゼクスを1枚選び、あなたのトラッシュにある「テスト重晶石」1枚につき、2500ダメージを与える。",
    )
    assert {sq: u.damage for sq, u in game.opponent_squares.items()} == left


# -- 「あなたのリソースにあるスリープのカードN枚につき」: your slept resources (run.statics._MORE_COUNTS) --------------------
@pytest.mark.parametrize(("slept", "rebooted", "power"), [(4, 1, 5000), (3, 4, 4000), (1, 5, 3000)])
def test_a_chosen_z_x_gains_1000_for_each_two_slept_resources_and_none_for_rebooted_ones(slept, rebooted, power):
    game = board(own(1), {})
    game.resources = [Resource(card(cost=1), False) for _ in range(slept)]
    game.resources += [Resource(card(cost=1), True) for _ in range(rebooted)]
    event(
        game,
        "スクエアにあるゼクスを1枚選び、ターン終了時まで、あなたのリソースにあるスリープのカード2枚につき、パワーを+1000する。",
    )
    assert game.power_of(game.squares[(0, 0)]) == power


# -- 「…を1枚選び、除外したカードN枚につき、Mダメージ」: what the effect before moved, on chosen Z/X (damage_per._MOVED) --
MOVED_DAMAGE = (
    "あなたのトラッシュを3枚まで選び、除外する。"
    "ノーマルスクエアにある相手のゼクスを1枚まで選び、除外したカード1枚につき、3000ダメージを与える。"
)


@pytest.mark.parametrize(("in_trash", "left"), [(3, {}), (2, {(1, 1): 6000}), (0, {(1, 1): 0})])
def test_3000_damage_for_each_card_the_effect_before_removed(in_trash, left):
    """Three cards removed: 9000 damage destroys the 9000 defender (904.1); two: 6000 and it stays; none: no damage."""
    game = board({}, {(1, 1): 9000})
    game.trash = [card(cost=1) for _ in range(in_trash)]
    event(game, MOVED_DAMAGE)
    assert len(game.removed) == in_trash
    assert {sq: u.damage for sq, u in game.opponent_squares.items()} == left


@pytest.mark.parametrize(("in_hand", "power"), [(2, 7000), (1, 5000), (0, 3000)])
def test_a_chosen_z_x_gains_2000_for_each_hand_card_the_effect_before_trashed(in_hand, power):
    game = board(own(1), {})
    game.hand = [card(cost=1) for _ in range(in_hand)]
    event(
        game,
        "あなたの手札を2枚まで選び、トラッシュに置く。"
        "スクエアにあるあなたのゼクスを1枚選び、ターン終了時まで、トラッシュに置いたカード1枚につき、パワーを+2000する。",
    )
    assert len(game.trash) == in_hand
    assert game.power_of(game.squares[(0, 0)]) == power


@pytest.mark.parametrize(
    "body",
    [
        "カードを1枚引く。ノーマルスクエアにある相手のゼクスを1枚選び、除外したカード1枚につき、3000ダメージを与える。",
        "ノーマルスクエアにある相手のゼクスを1枚選び、除外したカード1枚につき、3000ダメージを与える。",
        "あなたの手札を2枚選び、除外する。ノーマルスクエアにある相手のゼクスを1枚選び、戻したカード1枚につき、3000ダメージを与える。",
    ],
)
def test_a_damage_for_each_card_the_effect_before_did_not_move_leaves_the_line_unread(body):
    script = read_card("X", "≪イベント≫" + body)
    assert script.abilities == ()
    assert "につき" in script.unread[0].reason


# -- 「スクエアにあるあなたのパワーN以上のゼクスN枚につき」: your Z/X of that power now at least (squares_power>=) ---------------
@pytest.mark.parametrize(("powers", "drawn"), [((3000, 5000, 6000), 2), ((3000, 4000), 0), ((5000,), 1)])
def test_one_card_drawn_for_each_z_x_of_yours_of_5000_power_or_more(powers, drawn):
    squares = {(0, i): dataclasses.replace(card(cost=2), power=p) for i, p in enumerate(powers)}
    game = board(squares, {})
    top = game.deck[:drawn]
    event(game, "スクエアにあるあなたのパワー5000以上のゼクス1枚につき、1枚引く。")
    assert game.hand == top
