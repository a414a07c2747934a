"""Conditions read by effects.count_conditions (session 16) and 「Aあり、B場合」/「Aで、B場合」 of two of them, in a game,
each both ways at its boundary: the cards an invented event draws when its condition holds."""

import dataclasses

import pytest

from tests.rules.builders import card
from tests.rules.test_effect_values import event, fresh
from zxdecks.rules.board import OPPONENT_PLAYER_SQUARE, OWN_PLAYER_SQUARE, TOKEN_NUMBER, OnSquare, OpposingZX
from zxdecks.rules.cards import CardType, Color, Icon
from zxdecks.rules.effects.condition_words import condition_only
from zxdecks.rules.effects.run.conditions import conditions_hold
from zxdecks.rules.goldfish import Resource

DRAW = "カードを1枚引く。"
RED, BLUE, WHITE, BLACK, GREEN = Color.RED, Color.BLUE, Color.WHITE, Color.BLACK, Color.GREEN


def _colored(*colors):
    return card(colors=frozenset(colors))


def _race(race, **kw):
    return dataclasses.replace(card(**kw), races=(race,))


def _drawn(game, text):
    hand = len(game.hand)
    event(game, text + DRAW)
    return len(game.hand) - hand


@pytest.mark.parametrize(
    ("trash", "drawn"),
    [
        ([_colored(c) for c in (RED, BLUE, WHITE, BLACK, GREEN)] * 2, 1),  # two of each colour
        ([_colored(c) for c in (RED, BLUE, WHITE, BLACK, GREEN)] * 2 + [_colored(GREEN)], 1),
        ([_colored(c) for c in (RED, BLUE, WHITE, BLACK, GREEN)] * 2 + [_colored(RED)] * 5, 1),
        ([_colored(c) for c in (RED, BLUE, WHITE, BLACK, GREEN)] + [_colored(c) for c in (RED, BLUE, WHITE, BLACK)], 0),
    ],
)
def test_each_of_five_colours_twice_in_the_trash(trash, drawn):
    game = fresh()
    game.trash = trash
    assert _drawn(game, "あなたのトラッシュに赤と青と白と黒と緑のカードがそれぞれ2枚以上あるならば、") == drawn


@pytest.mark.parametrize(
    ("text", "resources", "drawn"),
    [
        ("あなたのリソースに黒と赤がある場合、", (_colored(BLACK), _colored(RED)), 1),
        ("あなたのリソースに黒と赤がある場合、", (_colored(BLACK, RED),), 1),  # one card of both colours
        ("あなたのリソースに黒と赤がある場合、", (_colored(BLACK), _colored(BLACK)), 0),
        ("あなたのリソースに赤か黒か緑がある場合、", (_colored(BLUE), _colored(GREEN)), 1),
        ("あなたのリソースに赤か黒か緑がある場合、", (_colored(BLUE), _colored(WHITE)), 0),
        ("あなたのリソースに[メタル]と[ドラゴン]以外がない場合、", (_race("メタル"), _race("ドラゴン")), 1),
        ("あなたのリソースに[メタル]と[ドラゴン]以外がない場合、", (), 1),  # none at all: none other than those
        ("あなたのリソースに[メタル]と[ドラゴン]以外がない場合、", (_race("メタル"), _race("天使")), 0),
        ("あなたのリソースに赤の[メタル]以外がない場合、", (_race("メタル"),), 1),  # card() is red
        ("あなたのリソースに赤の[メタル]以外がない場合、", (_race("メタル", colors=frozenset({BLUE})),), 0),
        ("あなたのリソースにある[メタル]が1枚以下の場合、", (_race("メタル"), _race("天使")), 1),
        ("あなたのリソースにある[メタル]が1枚以下の場合、", (_race("メタル"), _race("メタル")), 0),
    ],
)  # fmt: skip
def test_colours_and_races_among_your_resources(text, resources, drawn):
    game = fresh()
    game.resources = [Resource(c) for c in resources]
    assert _drawn(game, text) == drawn


@pytest.mark.parametrize(
    ("text", "trash", "drawn"),
    [
        ("あなたのトラッシュにカードが3枚以上あり、その中に3種族以上あるならば、", ("天使", "悪魔", "メタル"), 1),
        ("あなたのトラッシュにカードが3枚以上あり、その中に3種族以上あるならば、", ("天使", "悪魔", "悪魔"), 0),
        ("あなたのトラッシュにカードが4枚以上あり、その中に3種族以上あるならば、", ("天使", "悪魔", "メタル"), 0),
        ("あなたのトラッシュにあるカードが3枚の場合、", ("天使",) * 3, 1),
        ("あなたのトラッシュにあるカードが3枚の場合、", ("天使",) * 4, 0),
        ("あなたのトラッシュにあるカードが3枚の場合、", ("天使",) * 2, 0),
        ("あなたのトラッシュにあるカードが2~3枚の場合、", ("天使",) * 2, 1),
        ("あなたのトラッシュがないならば、", (), None),  # not a shape: left unread (below)
        ("あなたのトラッシュに[天使]がない場合、", ("悪魔",), 1),
        ("あなたのトラッシュに[天使]がない場合、", ("天使",), 0),
        ("あなたのトラッシュが3枚もない場合、", ("天使",) * 2, 1),
        ("あなたのトラッシュが3枚もない場合、", ("天使",) * 3, 0),
        ("あなたのトラッシュに異なるカード名を持つカードが2種類以上ある場合、", ("天使", "悪魔"), 1),
    ],
)  # fmt: skip
def test_counts_in_your_trash(text, trash, drawn):
    if drawn is None:
        assert condition_only(text) is None
        return
    game = fresh()
    game.trash = [_race(r) for r in trash]
    assert _drawn(game, text) == drawn


def test_different_names_in_the_trash_are_counted_once_each():
    game = fresh()
    one = card("天使A")
    game.trash = [one, one, card("天使B")]
    text = "あなたのトラッシュに異なるカード名を持つカードが3種類以上ある場合、"
    assert _drawn(game, text) == 0
    game.trash.append(card("天使C"))
    assert _drawn(game, text) == 1


@pytest.mark.parametrize(("removed", "drawn"), [(("天使A", "天使B", "悪魔"), 0), (("天使A", "天使B", "天使C"), 1)])
def test_different_names_of_a_filter_in_the_remove_zone(removed, drawn):
    game = fresh()
    game.removed = [card(name) for name in removed]
    text = "あなたのリムーブにカード名に「天使」を含む、異なるカード名を持つカードが3種類以上ある場合、"
    assert _drawn(game, text) == drawn


@pytest.mark.parametrize(
    ("text", "faces", "drawn"),
    [
        ("あなたのデュナミスにある表向きの[ウェイカー]が1枚以下の場合、", ("ウェイカー",), 1),
        ("あなたのデュナミスにある表向きの[ウェイカー]が1枚以下の場合、", ("ウェイカー", "ウェイカー"), 0),
        ("あなたのデュナミスに表向きの[ウェイカー]が2枚もない場合、", ("ウェイカー", "天使"), 1),
        ("あなたのデュナミスに表向きの[ウェイカー]が2枚もない場合、", ("ウェイカー", "ウェイカー"), 0),
    ],
)  # fmt: skip
def test_face_up_dynamis_cards_at_most(text, faces, drawn):
    game = fresh()
    game.dynamis_face_up = [_race(r) for r in faces]
    assert _drawn(game, text) == drawn


@pytest.mark.parametrize(("removed", "drawn"), [(2, 1), (3, 0)])
def test_the_remove_zone_at_most(removed, drawn):
    game = fresh()
    game.removed = [card() for _ in range(removed)]
    assert _drawn(game, "あなたのリムーブが2枚以下の場合、") == drawn


@pytest.mark.parametrize(
    ("text", "life", "opponent_life", "drawn"),
    [
        ("相手のライフが3以上の場合、", 4, 3, 1),
        ("相手のライフが3以上の場合、", 4, 2, 0),
        ("あなたのライフが相手のライフ以下ならば、", 3, 3, 1),
        ("あなたのライフが相手のライフ以下ならば、", 4, 3, 0),
        ("あなたのライフが相手のライフ以上の場合、", 3, 3, 1),
        ("あなたのライフが相手のライフ以上の場合、", 2, 3, 0),
        ("あなたか相手のライフが2以下の場合、", 4, 2, 1),
        ("あなたか相手のライフが2以下の場合、", 2, 4, 1),
        ("あなたか相手のライフが2以下の場合、", 3, 3, 0),
        ("あなたと相手のライフの合計が5以下の場合、", 3, 2, 1),
        ("あなたと相手のライフの合計が5以下の場合、", 3, 3, 0),
        ("あなたのライフと相手のライフの合計が5以下の場合、", 3, 2, 1),
        ("あなたのライフと相手のライフの合計が5以下の場合、", 3, 3, 0),
        ("あなたのライフが2以下しかないならば、", 2, 4, 1),
        ("あなたのライフが2以下しかないならば、", 3, 4, 0),
    ],
)  # fmt: skip
def test_your_life_against_the_opponents(text, life, opponent_life, drawn):
    game = fresh()
    game.life = [card() for _ in range(life)]
    game.opponent_life = opponent_life
    assert _drawn(game, text) == drawn


@pytest.mark.parametrize(
    ("text", "resources", "drawn"),
    [
        ("あなたのリソースにあるカードの枚数が相手のリソースにあるカードの枚数よりも多い場合、", 3, 1),
        ("あなたのリソースにあるカードの枚数が相手のリソースにあるカードの枚数よりも多い場合、", 2, 0),
        ("あなたのリソースにあるカードの枚数が相手のリソースにあるカードの枚数よりも2枚以上多い場合、", 4, 1),
        ("あなたのリソースにあるカードの枚数が相手のリソースにあるカードの枚数よりも2枚以上多い場合、", 3, 0),
        ("あなたのリソースの枚数が相手のリソースの枚数以下の場合、", 2, 1),
        ("あなたのリソースの枚数が相手のリソースの枚数以下の場合、", 3, 0),
    ],
)  # fmt: skip
def test_your_resources_against_the_opponents(text, resources, drawn):
    game = fresh()  # the first player's turn 1: the goldfish opponent has its two starting resources (402.1m)
    assert game.opponent_resources() == 2
    game.resources = [Resource(card()) for _ in range(resources)]
    assert _drawn(game, text) == drawn


@pytest.mark.parametrize(
    ("text", "mine", "theirs", "drawn"),
    [
        ("スクエアにあるあなたのゼクスの枚数がスクエアにある相手のゼクスの枚数より少ない場合、", 1, 2, 1),
        ("スクエアにあるあなたのゼクスの枚数がスクエアにある相手のゼクスの枚数より少ない場合、", 2, 2, 0),
        ("スクエアにあるあなたのゼクスの枚数がスクエアにある相手のゼクスの枚数以下しかない場合、", 2, 2, 1),
        ("スクエアにあるあなたのゼクスの枚数がスクエアにある相手のゼクスの枚数以下しかない場合、", 2, 1, 0),
        ("スクエアにあるあなたの「甲虫」の枚数がスクエアにある相手のゼクスの枚数以上の場合、", 1, 1, 1),
        ("スクエアにあるあなたの「甲虫」の枚数がスクエアにある相手のゼクスの枚数以上の場合、", 1, 2, 0),
        ("スクエアに相手のゼクスが2枚以上あり、あなたのゼクスがない場合、", 0, 2, 1),  # 「あなたの」: on the squares too
        ("スクエアに相手のゼクスが2枚以上あり、あなたのゼクスがない場合、", 1, 2, 0),
        ("スクエアに相手のゼクスが2枚以上あり、あなたのゼクスがない場合、", 0, 1, 0),
    ],
)  # fmt: skip
def test_your_zx_on_squares_against_the_opponents(text, mine, theirs, drawn):
    game = fresh()
    game.squares = {(1, i): OnSquare(card("甲虫"), True, 3000) for i in range(mine)}
    game.opponent_squares = {(0, i): OpposingZX(5000) for i in range(theirs)}
    assert _drawn(game, text) == drawn


@pytest.mark.parametrize(("guarded", "drawn"), [(False, 1), (True, 0)])
def test_no_zx_on_the_opponents_player_square(guarded, drawn):
    game = fresh()
    game.opponent_squares = {(0, 0): OpposingZX(5000)}
    if guarded:
        game.opponent_squares[OPPONENT_PLAYER_SQUARE] = OpposingZX(5000)
    assert _drawn(game, "相手のプレイヤースクエアにゼクスがない場合、") == drawn


@pytest.mark.parametrize(
    ("text", "life", "resources", "drawn"),
    [
        ("あなたのライフが3以下で、あなたのリソースにカード名に「甲虫」を含むカードが2枚以上ある場合、", 3, 2, 1),
        ("あなたのライフが3以下で、あなたのリソースにカード名に「甲虫」を含むカードが2枚以上ある場合、", 4, 2, 0),
        ("あなたのライフが3以下で、あなたのリソースにカード名に「甲虫」を含むカードが2枚以上ある場合、", 3, 1, 0),
        ("あなたのリソースにカードが2枚以上あり、相手のライフが3以下の場合、", 5, 2, 1),
        ("あなたのリソースにカードが2枚以上あり、相手のライフが3以下の場合、", 5, 1, 0),
    ],
)  # fmt: skip
def test_two_conditions_joined_by_de_or_ari_both_hold(text, life, resources, drawn):
    game = fresh()
    game.life = [card() for _ in range(life)]
    game.opponent_life = 3
    game.resources = [Resource(card("甲虫")) for _ in range(resources)]
    assert _drawn(game, text) == drawn


def test_the_player_named_and_a_count_joined_by_de_ari():
    conditions = condition_only(
        "あなたのプレイヤーが「テスト」であり、あなたのリソースに青のカードが2枚以上あるならば、"
    )
    assert conditions is not None
    assert [c.kind.value for c in conditions] == ["player_is", "resource_filter_at_least"]
    assert conditions[1].n == 2
    assert conditions[1].filter.color is BLUE


@pytest.mark.parametrize(("others", "held"), [(2, True), (1, False)])
def test_the_hand_but_this_card_does_not_count_the_card(others, held):
    game = fresh()
    this = card()
    game.hand = [this] + [card() for _ in range(others)]
    conditions = condition_only("このカード以外のあなたの手札が2枚以上ある場合、")
    assert conditions is not None
    assert conditions_hold(game, conditions, this) is held
    at_most = condition_only("このカード以外のあなたの手札が1枚以下で、あなたのライフが9以下の場合、")
    assert at_most is not None
    assert conditions_hold(game, at_most, this) is (not held)


def test_the_hand_but_this_card_checked_without_the_card_is_an_error():
    conditions = condition_only("あなたの手札にこのカード以外のカードが2枚以上ある場合、")
    assert conditions is not None
    with pytest.raises(ValueError, match="on this card"):
        conditions_hold(fresh(), conditions, None)


@pytest.mark.parametrize(("how", "held"), [("ignition", True), ("hand", False)])
def test_this_card_entered_by_ignition(how, held):
    conditions = condition_only("このカードがイグニッションで登場していた場合、")
    assert conditions is not None
    unit = OnSquare(card(), True, 3000, entered_how=how)
    assert conditions_hold(fresh(), conditions, unit) is held
    assert conditions_hold(fresh(), conditions, card()) is False  # a card not on a square has not entered


@pytest.mark.parametrize(("entered", "drawn"), [(2, 1), (1, 0)])
def test_zx_of_yours_entered_this_turn_counted(entered, drawn):
    game = fresh()
    for i in range(entered):
        game.enter(card("甲虫"), "hand", (1, i))
    game.enter(card("蝶", type_=CardType.ZX), "hand", (1, 2))  # not of the name
    text = "このターンの間にあなたのカード名に「甲虫」を含むゼクスが2枚以上登場していた場合、"
    assert _drawn(game, text) == drawn


# effects.board_conditions


@pytest.mark.parametrize(
    ("trash", "resources", "drawn"),
    [
        (2, 1, 1),  # three together
        (0, 3, 1),
        (1, 1, 0),
    ],
)
def test_named_cards_in_the_trash_and_resources_together(trash, resources, drawn):
    game = fresh()
    game.trash = [card("怪盗A") for _ in range(trash)] + [card("探偵")] * 3
    game.resources = [Resource(card("怪盗B")) for _ in range(resources)]
    text = "トラッシュとリソースに、あなたのカード名に「怪盗」を含むカードが合計3枚以上ある場合、"
    assert _drawn(game, text) == drawn


@pytest.mark.parametrize(("squares", "charge", "drawn"), [(1, 2, 1), (0, 2, 0), (2, 1, 1)])
def test_cards_with_ignition_on_squares_and_in_the_charge_together_without_a_comma(squares, charge, drawn):
    game = fresh()
    ignition = card(ignition=True)
    game.squares = {sq: OnSquare(ignition, True, 3000) for sq in [(1, 0), (1, 2)][:squares]}
    game.squares[(2, 1)] = OnSquare(card(), True, 3000)  # without ≪イグニッション≫: not counted
    game.charge = [ignition] * charge + [card()] * 3
    assert _drawn(game, "スクエアとチャージにあなたの≪イグニッション≫を持つカードが合計3枚以上ある場合、") == drawn


@pytest.mark.parametrize(("hand", "life", "drawn"), [(2, 2, 1), (2, 3, 0), (0, 4, 1)])
def test_cards_in_the_hand_and_life_together_at_most(hand, life, drawn):
    game = fresh()
    game.hand = [card() for _ in range(hand)]
    game.life = [card() for _ in range(life)]
    assert _drawn(game, "手札とライフにある、あなたのカードが合計4枚以下の場合、") == drawn


@pytest.mark.parametrize(("others", "held"), [(3, True), (2, False)])
def test_the_hand_and_charge_together_but_this_card(others, held):
    game = fresh()
    this = card()
    game.charge = [this] + [card() for _ in range(others - 1)]
    game.hand = [card()]
    conditions = condition_only("手札とチャージに、このカード以外のあなたのカードが合計3枚以上ある場合、")
    assert conditions is not None
    assert conditions_hold(game, conditions, this) is held


@pytest.mark.parametrize(
    ("squares", "pairs"),
    [
        (((1, 0), (1, 1)), 1),  # side by side
        (((1, 0), (1, 2)), 0),  # a square between them
        (((1, 0), (2, 1)), 0),  # diagonal: not next to each other (303.2a)
        (((1, 0), (1, 1), (1, 2)), 2),
        (((1, 1), (1, 0), (1, 2), (2, 1)), 3),
    ],
)
def test_pairs_of_your_zx_next_to_each_other(squares, pairs):
    game = fresh()
    game.squares = {sq: OnSquare(card(), True, 3000) for sq in squares}
    for n in (1, 2, 3):
        held = 1 if pairs >= n else 0
        assert _drawn(game, f"あなたの隣接するゼクスが{n}組以上ある場合、") == held


@pytest.mark.parametrize(("others", "held"), [(1, True), (0, False)])
def test_a_named_zx_of_yours_on_the_squares_but_this_card(others, held):
    game = fresh()
    this = OnSquare(card("銃士A"), True, 3000)
    game.squares = {(1, 0): this, **{(1, 1 + i): OnSquare(card("銃士B"), True, 3000) for i in range(others)}}
    conditions = condition_only("スクエアにこのカード以外のあなたのカード名に「銃士」を含むゼクスがあるならば、")
    assert conditions is not None
    assert conditions_hold(game, conditions, this) is held


@pytest.mark.parametrize(
    ("text", "mine", "theirs", "drawn"),
    [
        ("スクエアにパワー11000以上のゼクスがある場合、", 11000, None, 1),
        ("スクエアにパワー11000以上のゼクスがある場合、", 10000, None, 0),
        ("スクエアにパワー11000以上のゼクスがある場合、", 10000, 12000, 1),  # the opponent's counts
        ("スクエアにあなたのパワー11000以上のゼクスがある場合、", 10000, 12000, 0),  # not the opponent's
    ],
)  # fmt: skip
def test_a_zx_of_power_n_or_more_on_the_squares(text, mine, theirs, drawn):
    game = fresh()
    game.squares = {(1, 0): OnSquare(card(), True, mine)}
    game.opponent_squares = {(0, 0): OpposingZX(theirs)} if theirs else {}
    assert _drawn(game, text) == drawn


@pytest.mark.parametrize(
    ("text", "setup", "drawn"),
    [
        ("スクエアにあなたのリブートのゼクスがある場合、", {"rebooted": True}, 1),
        ("スクエアにあなたのリブートのゼクスがある場合、", {"rebooted": False}, 0),
        ("あなたのリソースにすべての色がある場合、", {"colors": (RED, BLUE, WHITE, BLACK, GREEN)}, 1),
        ("あなたのリソースにすべての色がある場合、", {"colors": (RED, BLUE, WHITE, BLACK)}, 0),
        ("あなたのトラッシュに≪イグニッション≫を持たないカードが2枚以上ある場合、", {"ignitions": (False, False, True)}, 1),
        ("あなたのトラッシュに≪イグニッション≫を持たないカードが2枚以上ある場合、", {"ignitions": (False, True, True)}, 0),
        ("あなたのチャージにカード名に「魔女」を含むカードしかない場合、", {"charge": ("魔女A", "魔女B")}, 1),
        ("あなたのチャージにカード名に「魔女」を含むカードしかない場合、", {"charge": ("魔女A", "騎士")}, 0),
        ("あなたのチャージにカード名に「魔女」を含むカードしかない場合、", {"charge": ()}, 0),  # none: nothing there
        ("あなたのトラッシュに「魔女」が2枚以上ある場合、", {"trash": ("魔女", "魔女")}, 1),
        ("あなたのトラッシュに「魔女」が2枚以上ある場合、", {"trash": ("魔女", "魔女A")}, 0),
        ("相手のリソースにカードが2枚以下しかないならば、", {}, 1),  # turn 1: its two starting resources
        ("相手のリソースにカードが1枚以下しかないならば、", {}, 0),
        ("スクエアにあなたのゼクスが2枚もない場合、", {"rebooted": True}, 1),  # one Z/X
    ],
)  # fmt: skip
def test_more_words_for_conditions_of_your_zones(text, setup, drawn):
    game = fresh()
    if "rebooted" in setup:
        game.squares = {(1, 0): OnSquare(card(), setup["rebooted"], 3000)}
    game.resources = [Resource(_colored(c)) for c in setup.get("colors", ())]
    game.trash = [card(ignition=i) for i in setup.get("ignitions", ())] + [card(n) for n in setup.get("trash", ())]
    game.charge = [card(n) for n in setup.get("charge", ())]
    assert _drawn(game, text) == drawn


def test_your_player_yourself_named():
    conditions = condition_only("あなた自身が「星野」の場合、")
    assert conditions is not None
    assert [(c.kind.value, c.name) for c in conditions] == [("player_is", "星野")]


@pytest.mark.parametrize(
    ("text", "drawn"),
    [
        ("あなたのトラッシュにエヴォルシードアイコンを持つカードが2枚以上ある場合、", 1),
        ("あなたのトラッシュにエヴォルシードアイコンを持つカードが3枚以上ある場合、", 0),
        ("スクエアにあなたのエヴォルシードアイコンを持つゼクスがある場合、", 0),
    ],
)
def test_cards_with_the_evolseed_icon_in_a_zone(text, drawn):
    game = fresh()
    seed = dataclasses.replace(card(), icons=frozenset({Icon.EVOLSEED}))
    game.trash = [seed, seed, card()]
    game.squares = {(1, 0): OnSquare(card(), True, 3000)}
    assert _drawn(game, text) == drawn


def test_your_token_on_the_squares_and_resources_both():
    text = "スクエアにあなたのトークンのゼクスがあり、あなたのリソースが2枚以上ある場合、"
    game = fresh()
    game.resources = [Resource(card()) for _ in range(2)]
    game.squares = {(1, 0): OnSquare(card(), True, 3000)}
    assert _drawn(game, text) == 0
    game.squares[(1, 1)] = OnSquare(dataclasses.replace(card(), number=TOKEN_NUMBER + "1"), True, 3000)
    assert _drawn(game, text) == 1
    game.resources.pop()
    assert _drawn(game, text) == 0


@pytest.mark.parametrize(("races", "drawn"), [(("天使", "悪魔", "天使"), 0), (("天使", "悪魔", "メタル"), 1)])
def test_races_among_your_zx_on_the_squares(races, drawn):
    game = fresh()
    game.squares = {(1, i): OnSquare(_race(r), True, 3000) for i, r in enumerate(races)}
    assert _drawn(game, "スクエアにあるあなたのゼクスの中に3種族以上ある場合、") == drawn


@pytest.mark.parametrize(("units", "drawn"), [(1, 0), (2, 1), (3, 0)])
def test_exactly_n_named_zx_of_yours_on_the_squares(units, drawn):
    game = fresh()
    game.squares = {(1, i): OnSquare(card("竜騎士"), True, 3000) for i in range(units)}
    assert _drawn(game, "スクエアにあなたのカード名に「竜騎士」を含むゼクスが2枚ある場合、") == drawn


@pytest.mark.parametrize(("faces", "drawn"), [(("天使", "悪魔"), 1), (("天使", "天使"), 0)])
def test_two_races_face_up_in_the_dynamis(faces, drawn):
    game = fresh()
    game.dynamis_face_up = [_race(r) for r in faces]
    assert _drawn(game, "あなたのデュナミスに表向きの[天使]と[悪魔]がある場合、") == drawn


@pytest.mark.parametrize(
    ("life", "same", "drawn"),
    [(3, False, 1), (4, False, 0), (3, True, 0)],
)
def test_life_below_the_opponents_joined_by_ku_and_no_card_of_this_name(life, same, drawn):
    game = fresh()
    this = card("紅蓮")  # in the trash, its ability valid there
    game.trash = [this]
    if same:
        game.squares = {(1, 1): OnSquare(card("紅蓮"), True, 3000)}
    game.life = [card() for _ in range(life)]
    game.opponent_life = 4
    conditions = condition_only("あなたのライフが相手のライフより少なく、スクエアにあなたの《同名》がない場合、")
    assert conditions is not None
    assert conditions_hold(game, conditions, this) is bool(drawn)


@pytest.mark.parametrize(("theirs", "mine", "drawn"), [(2, 0, 1), (0, 2, 1), (1, 1, 0)])
def test_either_on_the_squares_the_place_said_once(theirs, mine, drawn):
    game = fresh()
    game.opponent_squares = {(0, i): OpposingZX(5000) for i in range(theirs)}
    game.squares = {(1, i): OnSquare(card("騎士"), True, 3000) for i in range(mine)}
    text = "スクエアに相手のゼクスが2枚以上あるか、あなたのカード名に「騎士」を含むゼクスが2枚以上ある場合、"
    assert _drawn(game, text) == drawn


@pytest.mark.parametrize(("named", "drawn"), [(True, 1), (False, 0)])
def test_a_race_in_the_resources_and_a_name_among_those(named, drawn):
    game = fresh()
    game.resources = [Resource(_race("天使")), Resource(_race("天使"))]
    game.resources.append(Resource(dataclasses.replace(card("聖女" if named else "騎士"), races=("天使",))))
    game.resources.append(Resource(card("聖女B")))  # of the name, not of the race: not among those
    text = "あなたのリソースに[天使]が3枚以上あり、その中にカード名に「聖女」を含むカードがある場合、"
    assert _drawn(game, text) == drawn


def test_the_opponent_damaged_this_turn_and_not_in_another():
    game = fresh()
    damaged, not_damaged = (
        "このターンの間に相手がダメージを受けていた場合、",
        "このターンの間に相手がダメージを受けていない場合、",
    )
    assert (_drawn(game, damaged), _drawn(game, not_damaged)) == (0, 1)
    game.damage_opponent(1)
    assert game.opponent_life == 3  # 402.1l: four life, one point taken
    assert (_drawn(game, damaged), _drawn(game, not_damaged)) == (1, 0)
    game.opponents_turn = True  # the opponent's turn after it: another turn (its damage was in yours)
    assert (_drawn(game, damaged), _drawn(game, not_damaged)) == (0, 1)
    game.opponents_turn, game.turn = False, game.turn + 1
    assert (_drawn(game, damaged), _drawn(game, not_damaged)) == (0, 1)


@pytest.mark.parametrize(
    ("text", "hand", "resources", "drawn"),
    [
        ("あなたの手札が1枚以下か相手のリソースが3枚以上ある場合、", 1, 0, 1),
        ("あなたの手札が1枚以下か相手のリソースが3枚以上ある場合、", 2, 0, 0),  # turn 1: two of the opponent's
        ("あなたの手札が1枚以下か相手のリソースが2枚以上ある場合、", 2, 0, 1),
        ("あなたのリソースに[天使]が2枚以上あるか[悪魔]が2枚以上ある場合、", 0, 2, 1),  # 「あなたのリソースに」 both
        ("あなたのリソースに[天使]が3枚以上あるか[悪魔]が2枚以上ある場合、", 0, 1, 0),
    ],
)  # fmt: skip
def test_either_of_two_conditions_without_a_comma(text, hand, resources, drawn):
    game = fresh()
    game.hand = [card() for _ in range(hand)]
    game.resources = [Resource(_race("天使")) for _ in range(2)] + [Resource(_race("悪魔")) for _ in range(resources)]
    assert _drawn(game, text) == drawn


@pytest.mark.parametrize(("resources", "power", "held"), [(7, 3000, True), (6, 15000, True), (6, 14000, False)])
def test_either_resources_or_this_cards_power(resources, power, held):
    game = fresh()
    game.resources = [Resource(card()) for _ in range(resources)]
    this = OnSquare(card(), True, power)
    game.squares = {(1, 0): this}
    conditions = condition_only("あなたのリソースが7枚以上あるか、このカードのパワーが15000以上の場合、")
    assert conditions is not None
    assert conditions_hold(game, conditions, this) is held


@pytest.mark.parametrize(("named", "drawn"), [(0, 0), (1, 1), (2, 2), (3, 3)])
def test_a_count_after_a_sentence_with_no_count_names_the_same_cards(named, drawn):
    game = fresh()
    game.removed = [card("花魄") for _ in range(named)] + [card("樹霊")] * 3
    text = "あなたのリムーブゾーンに「花魄」がある場合、" + DRAW + "2枚以上ある場合、" + DRAW + "3枚以上ある場合、"
    assert _drawn(game, text) == drawn


@pytest.mark.parametrize(
    ("squares", "drawn_there", "drawn_none"),
    [
        ({(1, 0): "トーチャーズ"}, 1, 0),
        ({OWN_PLAYER_SQUARE: "トーチャーズ"}, 0, 1),  # the player square is no normal square (303.3b)
        ({(1, 0): "天使"}, 0, 1),
    ],
)
def test_your_cards_on_normal_squares(squares, drawn_there, drawn_none):
    game = fresh()
    game.squares = {sq: OnSquare(_race(r), True, 3000) for sq, r in squares.items()}
    assert _drawn(game, "ノーマルスクエアにあなたの[トーチャーズ]がある場合、") == drawn_there
    assert _drawn(game, "ノーマルスクエアにあなたの[トーチャーズ]がないならば、") == drawn_none


@pytest.mark.parametrize(("square", "drawn"), [((0, 0), 1), (OPPONENT_PLAYER_SQUARE, 0)])
def test_the_opponents_zx_on_a_normal_square(square, drawn):
    game = fresh()
    game.opponent_squares = {square: OpposingZX(5000)}
    assert _drawn(game, "ノーマルスクエアに相手のゼクスがあるならば、") == drawn


def test_this_card_on_your_player_square_or_slept():
    game = fresh()
    this = OnSquare(card(), True, 3000)
    game.squares = {(1, 0): this}
    on_player = condition_only("このカードがあなたのプレイヤースクエアにある場合、")
    slept = condition_only("このカードがスリープの場合、")
    assert on_player is not None
    assert slept is not None
    assert (conditions_hold(game, on_player, this), conditions_hold(game, slept, this)) == (False, False)
    game.squares = {OWN_PLAYER_SQUARE: this}
    this.rebooted = False
    assert (conditions_hold(game, on_player, this), conditions_hold(game, slept, this)) == (True, True)
    assert condition_only("このカードがチャージにあるならば、") is None  # where an ability is valid: not a condition


@pytest.mark.parametrize(("name", "power", "drawn"), [("由仁", 20000, 1), ("由仁", 19000, 0), ("騎士", 20000, 0)])
def test_a_named_zx_of_yours_of_power_n_or_more(name, power, drawn):
    game = fresh()
    game.squares = {(1, 0): OnSquare(card(name), True, power)}
    game.opponent_squares = {(0, 0): OpposingZX(30000)}  # the opponent's have no names: never this one
    text = "スクエアにあなたのカード名に「アムリタ」か「由仁」を含むパワー20000以上のゼクスがある場合、"
    assert _drawn(game, text) == drawn


@pytest.mark.parametrize(("names", "drawn"), [(("華影A", "華影B"), 1), (("華影A", "華影A", "桜"), 0)])
def test_different_names_of_a_filter_in_the_resources(names, drawn):
    game = fresh()
    one = card("華影A")
    game.resources = [Resource(one if n == "華影A" else card(n)) for n in names]
    text = "あなたのリソースにカード名に「華影」を含む、異なるカード名を持つカードが2種類以上ある場合、"
    assert _drawn(game, text) == drawn


@pytest.mark.parametrize(("removed", "drawn"), [(3, 1), (2, 0)])
def test_the_remove_zone_counted_without_its_cards_named(removed, drawn):
    game = fresh()
    game.removed = [card() for _ in range(removed)]
    assert _drawn(game, "あなたのリムーブに3枚以上ある場合、") == drawn


@pytest.mark.parametrize(
    ("colors", "hand", "drawn"),
    [((BLUE, WHITE), 2, 1), ((BLUE, BLUE), 2, 0), ((BLUE, WHITE), 1, 0)],
)
def test_colours_and_a_total_whose_words_hold_a_comma(colors, hand, drawn):
    game = fresh()
    game.resources = [Resource(_colored(c)) for c in colors]
    game.hand = [card() for _ in range(hand)]
    game.charge = [card()]
    text = "あなたのリソースに青と白があり、手札とチャージに、あなたのカードが合計3枚以上ある場合、"
    assert _drawn(game, text) == drawn


@pytest.mark.parametrize(("name", "held"), [("ニュー・プリズム", True), ("アグリィ", True), ("騎士", False)])
def test_this_card_of_one_of_the_names(name, held):
    conditions = condition_only("このカードがカード名に「プリズム」か「アグリィ」を含む場合、")
    assert conditions is not None
    assert conditions_hold(fresh(), conditions, OnSquare(card(name), True, 3000)) is held


@pytest.mark.parametrize(
    ("colors", "drawn"),
    [((RED, BLUE, WHITE, BLACK, GREEN), 1), ((RED, BLUE, WHITE, BLACK, BLACK), 0), ((RED, BLUE, WHITE, BLACK), 0)],
)
def test_five_zx_of_yours_of_each_colour(colors, drawn):
    game = fresh()
    game.squares = {(1 + i // 3, i % 3): OnSquare(_colored(c), True, 3000) for i, c in enumerate(colors)}
    text = "スクエアにあなたのゼクスが5枚以上あり、その中に赤と青と白と黒と緑のゼクスがあるならば、"
    assert _drawn(game, text) == drawn


@pytest.mark.parametrize(
    ("resources", "drawn"),
    [
        (("[E☆2]", "[E☆2]", "えつみん"), 1),  # of the race or of the name, together
        (("[E☆2]", "えつみん", "騎士"), 0),
    ],
)
def test_cards_of_either_filter_in_the_resources_together(resources, drawn):
    game = fresh()
    game.resources = [Resource(_race(w[1:-1]) if w.startswith("[") else card(w)) for w in resources]
    assert _drawn(game, "あなたのリソースに[E☆2]か「えつみん」が合計3枚以上ある場合、") == drawn


@pytest.mark.parametrize(
    ("square", "charge", "drawn"),
    [("ホルスA", "騎士", 1), ("騎士", "ホルスB", 1), ("騎士", "騎士", 0)],
)
def test_a_named_zx_of_yours_on_a_square_or_in_the_charge(square, charge, drawn):
    game = fresh()
    game.squares = {(1, 0): OnSquare(card(square), True, 3000)}
    game.charge = [card(charge)]
    assert _drawn(game, "スクエアかチャージにあなたのカード名に「ホルス」を含むゼクスがある場合、") == drawn


@pytest.mark.parametrize(("trash", "face_up", "drawn"), [(("天空",), (), 1), ((), ("天空",), 1), ((), (), 0)])
def test_a_named_card_in_the_trash_or_face_up_in_the_dynamis(trash, face_up, drawn):
    game = fresh()
    game.trash = [card(n) for n in trash]
    game.dynamis_face_up = [card(n) for n in face_up]
    game.dynamis = [card("天空")]  # face down: not counted
    assert _drawn(game, "トラッシュかデュナミスに、あなたの表向きの「天空」がある場合、") == drawn


def test_a_card_of_this_cards_name_in_the_remove_zone():
    game = fresh()
    this = card("妖狐")
    game.hand = [this]
    conditions = condition_only("あなたのリムーブゾーンに《同名》がある場合、")
    assert conditions is not None
    game.removed = [card("狐")]
    assert conditions_hold(game, conditions, this) is False
    game.removed.append(card("妖狐"))
    assert conditions_hold(game, conditions, this) is True


@pytest.mark.parametrize(("colors", "drawn"), [((RED, BLUE), 1), ((RED, BLUE, GREEN), 0), ((RED,), 0)])
def test_exactly_n_colours_among_your_resources(colors, drawn):
    game = fresh()
    game.resources = [Resource(_colored(c)) for c in colors]
    assert _drawn(game, "あなたのリソースに色が2種類しかない場合、") == drawn


@pytest.mark.parametrize(("rebooted", "drawn"), [((False, True), 1), ((False, False), 0)])
def test_a_rebooted_card_among_your_resources(rebooted, drawn):
    game = fresh()
    game.resources = [Resource(card(), r) for r in rebooted]
    assert _drawn(game, "あなたのリソースにリブートのカードがある場合、") == drawn


@pytest.mark.parametrize(("trash", "drawn"), [(4, 1), (3, 0), (5, 0)])
def test_exactly_n_cards_in_your_trash(trash, drawn):
    game = fresh()
    game.trash = [card() for _ in range(trash)]
    assert _drawn(game, "あなたのトラッシュが4枚の場合、") == drawn
