"""Session 18 `misc`, pinned by value in a game, both ways: an auto ability's 「この能力は…場合にしかプレイできない」, 「N回
イグニッションしてよい」, 「ターン終了時、そのゼクスをデッキの1番上に置く / デュナミスに表向きで置く」."""

import dataclasses

import pytest

from tests.rules.builders import card
from tests.rules.test_effect_values import dragon, event, fresh
from zxdecks.rules.cards import Color
from zxdecks.rules.effects import read_card
from zxdecks.rules.effects.language import Kind
from zxdecks.rules.effects.run import resolve
from zxdecks.rules.goldfish import OnSquare

CALL = "あなたの手札にある[ドラゴン]を1枚選び、リブートでゼクスのないノーマルスクエアに登場させる。"


@pytest.mark.parametrize("named_on_square", [True, False])
def test_an_auto_ability_is_not_played_unless_its_play_condition_holds(named_on_square):
    """E34-048's shape: 「この能力はスクエアにあなたの「X」がある場合にしかプレイできない」 in an auto ability."""
    game = fresh()
    text = (
        "≪自≫【有効】スクエア【誘発】このカードが攻撃する。【効果】カードを1枚引く。"
        "この能力はスクエアにあなたの「黒耀竜」がある場合にしかプレイできない。"
    )
    this = dataclasses.replace(card(cost=3), power=3000)
    script = read_card(this.number, text)
    assert script.unread == ()
    (ability,) = script.abilities
    assert [c.filter.name_is for c in ability.conditions] == ["黒耀竜"]
    unit = OnSquare(this, True, 3000)
    game.squares = {(1, 1): unit}
    if named_on_square:
        named = dataclasses.replace(card("黒耀竜", cost=5), power=5000)
        game.squares[(1, 0)] = OnSquare(named, True, 5000)
    game.scripts = {this.number: script}
    top = game.deck[0]
    resolve(game, ability, unit, this.name)
    assert game.hand == ([top] if named_on_square else [])


def test_an_unread_play_condition_leaves_the_auto_ability_unread():
    script = read_card(
        "X",
        "≪自≫【有効】スクエア【誘発】このカードが攻撃する。【効果】カードを1枚引く。"
        "この能力は相手の手札が1枚以下の場合にしかプレイできない。",
    )
    assert script.abilities == ()
    assert script.unread[0].reason == "unread condition on playing the ability"


@pytest.mark.parametrize("ignition", [True, False])
def test_one_ignition_it_may_do_is_done(ignition):
    """「1回イグニッションしてよい」 (G28-015): the goldfish does it; the top card is ignited (1011) either way."""
    script = read_card("X", "≪イベント≫1回イグニッションしてよい。")
    (effect,) = script.event.effects
    assert (effect.kind, effect.n, effect.optional) == (Kind.IGNITE, 1, True)
    game = fresh()
    top = card(cost=1, ignition=ignition)
    game.deck.insert(0, top)
    deck = len(game.deck)
    event(game, "1回イグニッションしてよい。")
    assert top not in game.deck
    assert len(game.deck) == deck - 1


@pytest.mark.parametrize(
    ("where", "zone"), [("デッキの1番上に置く", "deck_top"), ("デュナミスに表向きで置く", "dynamis_face_up")]
)
def test_the_called_zx_leaves_for_the_place_named_at_the_end_of_the_turn(where, zone):
    game = fresh()
    zx = dragon(cost=3)
    game.hand = [zx]
    event(game, CALL + "ターン終了時、そのゼクスを" + where + "。")
    assert [u.card for u in game.squares.values()] == [zx]  # still there until the end of the turn
    game.end_turn()
    assert all(u.card is not zx for u in game.squares.values())
    if zone == "deck_top":
        assert game.deck[0] is zx
    else:
        assert game.dynamis_face_up == [zx]


def test_a_revealed_zx_put_onto_a_square_goes_face_up_to_the_dynamis_at_the_end_of_the_turn():
    """E39-008's shape: the Z/X a look at the top put onto a square is 「そのゼクス」."""
    game = fresh()
    zx = dragon(cost=3)
    game.deck.insert(0, zx)
    event(
        game,
        "あなたのデッキの上から3枚公開し、その中にある[ドラゴン]を1枚選び、リブートでゼクスのないノーマルスクエアに"
        "登場させ、残りを好きな順番でデッキの下に置く。ターン終了時、そのゼクスをデュナミスに表向きで置く。",
    )
    assert [u.card for u in game.squares.values()] == [zx]
    game.end_turn()
    assert game.squares == {}
    assert game.dynamis_face_up == [zx]


@pytest.mark.parametrize(("power", "drawn", "damage"), [(60000, 1, 1), (30000, 1, 0), (10000, 0, 0)])
def test_a_power_said_once_holds_for_the_next_sentence_that_gives_only_the_bound(power, drawn, damage):
    """E18-049's shape: 「このカードのパワーが20000以上の場合、…。50000以上の場合、相手に1ダメージを与える」."""
    game = fresh()
    text = (
        "≪自≫【有効】スクエア【誘発】このカードが攻撃する。【効果】このカードのパワーが20000以上の場合、カードを1枚引く。"
        "50000以上の場合、相手に1ダメージを与える。"
    )
    this = dataclasses.replace(card(cost=3), power=power)
    script = read_card(this.number, text)
    assert script.unread == ()
    (ability,) = script.abilities
    assert [c.n for e in ability.effects for c in e.conditions] == [20000, 50000]
    unit = OnSquare(this, True, power)
    game.squares = {(1, 1): unit}
    game.scripts = {this.number: script}
    life = game.opponent_life
    resolve(game, ability, unit, this.name)
    assert len(game.hand) == drawn
    assert game.opponent_life == life - damage


def _resources(*colors):
    from zxdecks.rules.goldfish import Resource

    return [Resource(card(cost=1, colors=frozenset({c})), True) for c in colors]


@pytest.mark.parametrize(
    ("icons", "held", "paid"),
    [
        ("《赤1・赤1》《青1・青1》", (Color.RED, Color.BLUE), True),
        ("《赤1・赤1》《青1・青1》", (Color.RED, Color.RED), False),  # 805.3a: a card of each colour
        ("[緑]《赤1・赤1》", (Color.GREEN,), True),  # 805.2b: a card of either colour
        ("[緑]《赤1・赤1》", (Color.BLUE,), False),
    ],
)
def test_cost_icons_an_effect_may_pay_ask_a_card_of_their_colours(icons, held, paid):
    """B16-048's 「《赤1・赤1》《青1・青1》を支払ってよい」 and B47-012's 「[緑]《赤1・赤1》を支払ってよい」."""
    game = fresh()
    game.resources = _resources(*held)
    event(game, f"{icons}を支払ってよい。{icons}を支払ったならば、カードを2枚引く。")
    assert len(game.hand) == (2 if paid else 0)
    assert [r.rebooted for r in game.resources] == [not paid] * len(held)


def test_the_same_colour_twice_is_not_read():
    assert read_card("X", "≪イベント≫《赤1・赤1》《赤1・赤1》を支払ってよい。").unread != ()


@pytest.mark.parametrize("linked", [True, False])
def test_a_sentence_of_the_table_under_two_conditions_waits_on_both(linked):
    """E40-038's option: 「あなたのターンの間の場合、スクエアにあなたの「X」リンクがあるならば、《無1・無1》を支払ってよい」."""
    game = fresh()
    game.resources = _resources(Color.RED)
    if linked:
        game.links = (((1, 1), "極無"),)
    event(
        game,
        "あなたのターンの間の場合、スクエアにあなたの「極無」リンクがあるならば、《無1・無1》を支払ってよい。"
        "《無1・無1》を支払ったならば、カードを2枚引く。",
    )
    assert len(game.hand) == (2 if linked else 0)
    assert game.resources[0].rebooted is not linked


@pytest.mark.parametrize("ignition", [True, False])
def test_a_card_the_ignition_did_not_play_comes_back_to_the_hand(ignition):
    """G06-007's shape: 「1回イグニッションする。このイグニッションでカードをプレイしなかったならば、トラッシュに置かれた
    そのカードを手札に戻してよい」: a card without the ignition icon is trashed (1011), then back to the hand."""
    game = fresh()
    top = dataclasses.replace(card(cost=1, ignition=ignition), power=1000)
    game.deck.insert(0, top)
    event(
        game,
        "1回イグニッションする。このイグニッションでカードをプレイしなかったならば、トラッシュに置かれたそのカードを手札に戻してよい。",
    )
    assert (game.hand == [top]) is not ignition
    assert top not in game.trash
    assert any(u.card is top for u in game.squares.values()) is ignition


@pytest.mark.parametrize("ignition", [True, False])
def test_an_effect_waits_on_the_ignition_playing_no_card(ignition):
    """B38-022's shape: 「このイグニッションでカードをプレイしなかったならば、1枚引く」."""
    game = fresh()
    top = dataclasses.replace(card(cost=1, ignition=ignition), power=1000)
    game.deck.insert(0, top)
    second = game.deck[1]
    event(game, "1回イグニッションする。このイグニッションでカードをプレイしなかったならば、1枚引く。")
    assert game.hand == ([] if ignition else [second])
    assert (top in game.trash) is not ignition


@pytest.mark.parametrize("entered", [True, False])
def test_the_zx_put_onto_a_square_may_get_the_power(entered):
    """E24-010's 「ターン終了時まで、そのゼクスのパワーを+2000してよい」: the goldfish raises it (a gain); nothing entered, none."""
    game = fresh()
    game.squares = {}
    incoming = dataclasses.replace(card(cost=3 if entered else 4), power=4000)
    game.hand = [incoming]
    event(
        game,
        "あなたの手札にあるコスト3以下のゼクスを1枚まで選び、リブートでゼクスのないノーマルスクエアに登場させる。"
        "ターン終了時まで、そのゼクスのパワーを+2000してよい。",
    )
    assert [game.power_of(u) for u in game.squares.values()] == ([6000] if entered else [])
