"""Links placed on squares and read by conditions (202.15, effects.links), and Z/X put onto your player square, onto
any square but the opponent's player square or out of the Dynamis (issue 28, putting Z/X onto squares): read and
carried out in a game, the state after it asserted. Texts are invented for the tests."""

import dataclasses

import pytest

from tests.rules.builders import card
from tests.rules.test_effect_values import dragon, entered, event, fresh
from zxdecks.rules.board import OWN_PLAYER_SQUARE, OnSquare, Resource
from zxdecks.rules.cards import CardType
from zxdecks.rules.effects import read_card
from zxdecks.rules.effects.coverage import line_part
from zxdecks.rules.effects.language import CardFilter, Condition, Effect, Kind
from zxdecks.rules.effects.run import activate, next_activation

LINK = "「翠の導き」リンクを1枚までスクエアに置く。"


def _ability(text):
    script = read_card("X", "≪イベント≫" + text)
    assert script.unread == (), script.unread
    (ability,) = script.abilities
    return ability


def test_a_link_is_placed_on_a_square_and_a_second_on_another_square_and_takes_no_square_from_a_zx():
    ability = _ability(LINK)
    assert ability.effects == (Effect(Kind.PLACE_LINK, 1, True, filter=CardFilter(name_is="翠の導き")),)
    assert line_part(ability) == "acting"
    game = fresh()
    assert game.links == ()
    event(game, LINK)
    assert game.links == (((1, 1), "翠の導き"),)
    assert game.squares == {}  # a link is no Z/X: (1, 1) stays empty
    assert game.empty_normal_squares()[0] == (1, 1)
    event(game, "「蒼の導き」リンクを2枚までスクエアに置く。")
    assert game.links == (((1, 1), "翠の導き"), ((0, 0), "蒼の導き"), ((0, 2), "蒼の導き"))


def test_a_link_onto_a_square_with_no_link_of_yours_only_while_there_is_one():
    text = "「翠の導き」リンクを1枚まであなたのリンクのないスクエアに置く。"
    assert _ability(text).effects == (
        Effect(Kind.PLACE_LINK, 1, True, filter=CardFilter(name_is="翠の導き"), rest="free"),
    )
    game = fresh()
    for _ in range(8):  # every square but the opponent's player square
        event(game, text)
    assert len({square for square, _ in game.links}) == 8
    event(game, text)
    assert len(game.links) == 8  # no square left without a link of yours: none placed
    event(game, LINK)
    assert len(game.links) == 9  # 「スクエアに置く」 may go where a link already is


def test_several_links_of_several_names_are_left_unread():
    """「「A」リンクか「B」リンクを2枚まで」 may mix the names: one choice of a name would be narrower than the text (one
    link of several names is read since session 16: test_effect_values_link_choice.py)."""
    script = read_card("X", "≪イベント≫「翠の導き」リンクか「蒼の導き」リンクを2枚までスクエアに置く。")
    assert script.abilities == ()
    assert script.unread[0].reason == "several links of one of several names"


@pytest.mark.parametrize(("links", "drawn"), [((), 0), ((((1, 1), "蒼の導き"),), 0), ((((1, 1), "翠の導き"),), 1)])
def test_a_named_link_on_the_squares_gates_the_effect_after_it(links, drawn):
    text = "スクエアにあなたの「翠の導き」リンクがある場合、カードを1枚引く。"
    assert _ability(text).conditions == (Condition("links_at_least", 1, name="翠の導き"),)
    game = fresh()
    game.links = links
    event(game, text)
    assert len(game.hand) == drawn


@pytest.mark.parametrize(("count", "drawn"), [(1, 0), (2, 1), (3, 1)])
def test_n_links_of_any_name_gate_the_effect_at_the_boundary(count, drawn):
    text = "スクエアにあなたのリンクが2枚以上ある場合、カードを1枚引く。"
    game = fresh()
    game.links = tuple(((0, i), f"L{i}") for i in range(count))
    event(game, text)
    assert len(game.hand) == drawn


def test_a_link_placed_then_lets_a_dynamis_zx_enter_a_normal_square_without_being_played():
    extra = dataclasses.replace(card(cost=7, name="天の竜"), type=CardType.ZX_EX, power=9000)
    other = dataclasses.replace(card(cost=5, name="地の竜"), type=CardType.ZX_EX)
    text = (
        LINK
        + "スクエアにあなたの「翠の導き」リンクがある場合、あなたのデュナミスにある「天の竜」を1枚まで選び、リブートでゼクスのないノーマルスクエアに登場させる。"
    )
    effects = _ability(text).effects
    assert [(e.kind, e.rest, e.rebooted, e.filter.name_is) for e in effects] == [
        (Kind.PLACE_LINK, "", False, "翠の導き"),
        (Kind.ZONE_TO_SQUARE, "dynamis", True, "天の竜"),
    ]
    game = fresh()
    game.dynamis = [other, extra]
    event(game, text)
    assert game.squares[(1, 1)].card is extra
    assert game.squares[(1, 1)].rebooted
    assert game.dynamis == [other]
    game = fresh()  # without the link: nothing enters
    game.dynamis = [extra]
    event(game, text.removeprefix(LINK))
    assert game.squares == {}
    assert game.dynamis == [extra]


def test_a_face_up_dynamis_card_of_the_name_enters_too():
    extra = dataclasses.replace(card(cost=7, name="天の竜"), type=CardType.ZX_EX)
    game = fresh()
    game.dynamis, game.dynamis_face_up = [], [extra]
    event(game, "あなたのデュナミスにある「天の竜」を1枚まで選び、スリープでゼクスのないノーマルスクエアに登場させる。")
    assert game.squares[(1, 1)].card is extra
    assert not game.squares[(1, 1)].rebooted
    assert game.dynamis_face_up == []


@pytest.mark.parametrize("held", [False, True])
def test_a_hand_zx_enters_your_player_square_only_while_it_is_empty(held):
    text = "あなたの手札にあるコスト3以下のゼクスを1枚選び、リブートでゼクスのないあなたのプレイヤースクエアに登場させてよい。"
    effect = _ability(text).effects[0]
    assert (effect.kind, effect.to, effect.rest, effect.optional) == (Kind.ZONE_TO_SQUARE, "player", "hand", True)
    game = fresh()
    cheap, dear = card(cost=3), card(cost=4)
    game.hand = [cheap, dear]
    guard = OnSquare(card(cost=1), True, 1000)
    if held:
        game.squares[OWN_PLAYER_SQUARE] = guard
    event(game, text)
    assert game.squares[OWN_PLAYER_SQUARE].card is (guard.card if held else cheap)
    assert len(game.squares) == 1
    assert game.hand == ([cheap, dear] if held else [dear])


def test_any_square_but_the_opponents_player_square_takes_the_normal_squares_then_your_player_square():
    text = "あなたのチャージにあるゼクスを2枚選び、スリープで相手のプレイヤースクエア以外のゼクスのないスクエアに登場させる。"
    assert _ability(text).effects[0].to == "any"
    game = fresh()
    game.squares = {sq: OnSquare(card(cost=1), True, 1000) for sq in game.empty_normal_squares()[:-1]}
    last = game.empty_normal_squares()[0]
    one, two = card(cost=2), card(cost=3)
    game.charge = [one, two]
    event(game, text)
    assert game.squares[last].card is two
    assert not game.squares[last].rebooted
    assert game.squares[OWN_PLAYER_SQUARE].card is one
    assert (0, 1) not in game.squares
    assert game.charge == []


def test_this_card_from_the_hand_onto_your_player_square_under_a_link_condition():
    body = (
        "≪起≫【有効】≪自分ターン≫手札【コスト】《無0・無0》【効果】スクエアにあなたのリンクが1枚以上ある場合、"
        "このカードをリブートでゼクスのないあなたのプレイヤースクエアに登場させる。"
    )
    zx = card(cost=4)
    script = read_card(zx.number, body)
    assert script.unread == (), script.unread
    (ability,) = script.abilities
    assert [(e.kind, e.to) for e in ability.effects] == [(Kind.SELF_TO_SQUARE, "player")]
    for links, there in (((), False), ((((1, 1), "L"),), True)):
        game = fresh()
        game.scripts = {zx.number: script}
        game.hand = [zx]
        game.links = links
        found = next_activation(game)
        if found is not None:
            activate(game, *found)
        assert (OWN_PLAYER_SQUARE in game.squares) is there
        assert game.hand == ([] if there else [zx])


HATEN = (
    "≪起≫破天降臨(あなたは“≪起≫破天降臨”を1ターンに1回しかプレイできない。)\n【有効】≪自分ターン≫≪デュナミス裏≫"
    "【コスト】スクエアにあるあなたのリブートのゼクスを2枚トラッシュに置く。\n"
    "【効果】あなたのリソースが6枚以上ある場合、このカードをリブートでゼクスのないノーマルスクエアに登場させる。"
)


def _haten_game(names=("天の竜",), attacker=False, resources=6):
    game = fresh()
    extras = [dataclasses.replace(card(cost=8, name=name), type=CardType.ZX_EX, power=10000) for name in names]
    game.scripts = {extra.number: read_card(extra.number, HATEN) for extra in extras}
    game.dynamis = list(extras)
    game.resources = [Resource(card(cost=1)) for _ in range(resources)]
    back = (2, 0) if not attacker else (0, 0)  # (0, 0) is next to the opponent's player square (602.1b)
    game.squares = {back: OnSquare(card(cost=2), True, 2000), (2, 2): OnSquare(card(cost=3), True, 3000)}
    return game, extras


def test_a_haten_korin_card_enters_from_the_face_down_dynamis_paid_with_two_zx_once_a_turn():
    game, (extra, other) = _haten_game(("天の竜", "地の竜"))
    (ability,) = game.scripts[extra.number].abilities
    assert (ability.zone, ability.once_key, [e.kind for e in ability.payment]) == (
        "dynamis",
        "≪起≫破天降臨",
        [Kind.CHOOSE_ZX],
    )
    found = next_activation(game)
    assert found is not None
    activate(game, *found)
    (square,) = game.squares
    assert game.squares[square].card is extra
    assert game.squares[square].rebooted
    assert len(game.trash) == 2  # the two Z/X paid
    assert game.dynamis == [other]
    game.squares = {(2, 0): OnSquare(card(cost=2), True, 2000), (2, 2): OnSquare(card(cost=3), True, 3000)}
    assert next_activation(game) is None  # 1129: no other 破天降臨 ability this turn


@pytest.mark.parametrize(("attacker", "resources"), [(True, 6), (False, 5)])
def test_a_haten_korin_card_stays_while_a_zx_could_attack_or_the_condition_fails(attacker, resources):
    game, (extra,) = _haten_game(attacker=attacker, resources=resources)
    assert next_activation(game) is None  # not played: no Z/X paid
    assert game.trash == []
    assert game.dynamis == [extra]
    assert all(u.card is not extra for u in game.squares.values())


def test_a_zx_of_either_of_two_zones_enters_the_costliest_first_from_both():
    text = "手札かチャージにある、あなたのコスト5以下のゼクスを2枚まで選び、リブートでゼクスのないノーマルスクエアに登場させる。"
    effect = _ability(text).effects[0]
    assert (effect.kind, effect.rest, effect.n, effect.up_to) == (Kind.ZONE_TO_SQUARE, "hand|charge", 2, True)
    game = fresh()
    low, high, dear, charged = card(cost=2), card(cost=4), card(cost=6), card(cost=5)
    game.hand, game.charge, game.trash = [low, high, dear], [charged], [card(cost=5)]
    event(game, text)
    assert [game.squares[sq].card for sq in ((1, 1), (0, 0))] == [charged, high]
    assert game.hand == [low, dear]  # the cost-6 card is not one of them
    assert game.charge == []
    assert len(game.trash) == 1  # the trash is not one of the two zones


def test_either_zone_to_anywhere_but_a_square_is_left_unread():
    script = read_card("X", "≪イベント≫手札かトラッシュにある、あなたのゼクスを1枚選び、手札に加える。")
    assert script.abilities == ()
    assert "hand|trash to hand" in script.unread[0].reason


def test_up_to_n_tokens_are_made_as_many_as_there_are_empty_normal_squares():
    text = "「影」トークンを2枚までスリープでゼクスのないノーマルスクエアに登場させる。"
    assert _ability(text).effects == (Effect(Kind.MAKE_TOKEN, 2, True, filter=CardFilter(name_is="影")),)
    game = fresh()
    game.squares = {sq: OnSquare(card(cost=1), True, 1000) for sq in game.empty_normal_squares()[1:]}
    event(game, text)
    made = [u for u in game.squares.values() if u.card.name == "影"]
    assert len(made) == 1  # one empty normal square
    assert not made[0].rebooted


@pytest.mark.parametrize("same", [True, False])
def test_a_card_not_of_this_cards_name_is_chosen_the_namesake_left_in_the_hand(same):
    body = (
        "あなたの手札にある《同名》以外の[ドラゴン]を1枚まで選び、リブートでゼクスのないノーマルスクエアに登場させる。"
    )
    game = fresh()
    me = dragon(cost=3, name="紅の竜")
    namesake, other = dragon(cost=6, name="紅の竜" if same else "蒼の竜"), dragon(cost=2, name="碧の竜")
    game.hand = [namesake, other]
    entered(game, body, unit_card=me, square=(2, 0))
    taken = other if same else namesake  # the costliest one that is not of this card's name
    assert game.squares[(1, 1)].card is taken
    assert game.hand == [c for c in (namesake, other) if c is not taken]


def test_a_looked_at_card_not_of_this_cards_name_is_taken_the_namesake_trashed():
    body = "あなたのデッキの上から3枚公開し、その中にある《同名》以外の[ドラゴン]を1枚選び、手札に加え、残りをトラッシュに置く。"
    game = fresh()
    namesake, other, plain = dragon(cost=6, name="紅の竜"), dragon(cost=2, name="碧の竜"), card(cost=4)
    game.deck[:3] = [namesake, other, plain]
    entered(game, body, unit_card=dragon(cost=3, name="紅の竜"), square=(2, 0))
    assert game.hand == [other]
    assert sorted(c.cost for c in game.trash) == [4, 6]


FACE_DOWN_ONLY = (
    "≪起≫【有効】デュナミス【コスト】《無0・無0》\n【効果】このカードをリブートでゼクスのないノーマルスクエアに登場させる。\n"
    "この能力は{}このカードがデュナミスで裏向きの場合にしかプレイできない。"
)


def _extra_in(zone):
    game = fresh()
    extra = dataclasses.replace(card(cost=8), type=CardType.ZX_EX, power=10000)
    game.scripts = {extra.number: read_card(extra.number, FACE_DOWN_ONLY.format(""))}
    setattr(game, zone, [extra])
    return game, extra


def test_an_ability_played_only_face_down_in_the_dynamis_is_valid_there_alone():
    (ability,) = read_card("X", FACE_DOWN_ONLY.format("")).abilities
    assert (ability.zone, ability.play_conditions) == ("dynamis", ())
    (own_turn,) = read_card("X", FACE_DOWN_ONLY.format("あなたのターンにしかプレイできず、")).abilities
    assert own_turn.zone == "dynamis"
    game, extra = _extra_in("dynamis")  # face down: played, onto the square
    activate(game, *next_activation(game))
    assert game.dynamis == []
    assert [u.card for u in game.squares.values()] == [extra]
    game, extra = _extra_in("dynamis_face_up")  # face up: not valid (803.1d)
    assert next_activation(game) is None
    assert game.dynamis_face_up == [extra]
    game.scripts = {extra.number: read_card(extra.number, FACE_DOWN_ONLY.split("\nこの能力は")[0])}
    assert next_activation(game) is not None  # without the words, valid face up too
