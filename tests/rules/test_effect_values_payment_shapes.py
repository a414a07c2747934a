"""Payments of activated abilities (issue 28, session 15 `payments`) pinned by value: icons side by side and the
≪…≫ icons (805.2b, 805.3a); Z/X of yours back to the hand or the deck's bottom; resources slept and Dynamis cards
turned face up as payments; 《同名》 cards of the trash; this card shuffled into the deck. A payment the goldfish
cannot make keeps the ability from being played, and nothing of it is paid."""

import dataclasses

from tests.rules.builders import card
from tests.rules.test_effect_values import dragon, fresh
from zxdecks.rules.cards import Color
from zxdecks.rules.effects import read_card
from zxdecks.rules.effects.language import Kind
from zxdecks.rules.effects.payment_text import resource_cost
from zxdecks.rules.effects.run import activate, next_activation
from zxdecks.rules.goldfish import OnSquare, Resource

DRAW = "【効果】カードを1枚引く。"


def _game(text, where="hand", cost=5):
    game = fresh()
    zx = card(cost=cost)
    game.scripts = {**game.scripts, zx.number: read_card(zx.number, text)}
    if where == "square":
        game.squares = {(1, 1): OnSquare(zx, True, 3000)}
    else:
        setattr(game, where, [zx])
    game.resources = []
    return game, zx


def _resources(*colours):
    return [Resource(card(cost=1, colors=frozenset(c))) for c in colours]


# -- resource cost icons ---------------------------------------------------------------------------------------------

TWO_ICONS = "≪起≫【有効】スクエア【コスト】《赤1・赤1》《青1・青1》" + DRAW


def test_icons_side_by_side_are_one_cost_of_their_points_asking_a_card_of_each_colour():
    (ability,) = read_card("T-1", TWO_ICONS).abilities
    assert (ability.cost, ability.cost_colors, ability.payment) == (2, frozenset({Color.RED, Color.BLUE}), ())
    assert resource_cost("≪緑青1≫あ") == (1, frozenset({Color.GREEN, Color.BLUE}), "あ")
    assert resource_cost("≪無色5≫") == (5, frozenset(), "")
    assert resource_cost("≪白2≫") == (2, frozenset({Color.WHITE}), "")
    # a two-colour icon beside another: 805.3a could not ask a card of each icon: left in the payment (unread)
    assert resource_cost("[赤]《青1・青1》《白1・白1》")[0] == 0
    assert not read_card("T-2", "≪起≫【有効】スクエア【コスト】[赤]《青1・青1》《白1・白1》" + DRAW).abilities


def test_two_icons_are_paid_by_a_red_and_a_blue_resource():
    game, _ = _game(TWO_ICONS, "square")
    game.resources = _resources({Color.RED}, {Color.BLUE}, {Color.RED})
    top = game.deck[0]
    activate(game, *next_activation(game))
    assert [r.rebooted for r in game.resources] == [False, False, True]
    assert game.hand == [top]


def test_two_icons_without_a_blue_resource_keep_the_ability_from_being_played():
    game, _ = _game(TWO_ICONS, "square")
    game.resources = _resources({Color.RED}, {Color.RED}, {Color.RED})
    assert next_activation(game) is None


# -- Z/X of yours on squares ----------------------------------------------------------------------------------------

BACK_TO_HAND = "≪起≫【有効】手札【コスト】スクエアにあるあなたのコスト4以上のリブートのゼクスを1枚手札に戻す。" + DRAW
TO_BOTTOM = (
    "≪起≫【有効】手札【コスト】スクエアにあるあなたのカード名に「ガブリエル」を含むリブートのゼクスを1枚デッキの1番下に置く。"
    + DRAW
)


def test_zx_of_yours_back_to_the_hand_or_the_bottom_as_a_payment_read_as_a_choice_of_your_rebooted_zx():
    (hand,) = read_card("T-3", BACK_TO_HAND).abilities
    assert [(e.kind, e.n, e.rest, e.to, e.filter.min_cost) for e in hand.payment] == [
        (Kind.CHOOSE_ZX, 1, "hand", "rebooted own", 4)
    ]
    (bottom,) = read_card("T-4", TO_BOTTOM).abilities
    assert [(e.kind, e.rest, e.to, e.filter.name_contains) for e in bottom.payment] == [
        (Kind.CHOOSE_ZX, "bottom", "rebooted own", "ガブリエル")
    ]


def test_a_rebooted_zx_of_cost_4_goes_back_to_the_hand_to_pay():
    game, zx = _game(BACK_TO_HAND)
    big = card(cost=4)
    game.squares = {(0, 0): OnSquare(big, True, 5000)}
    top = game.deck[0]
    activate(game, *next_activation(game))
    assert game.squares == {}
    assert game.hand == [zx, big, top]


def test_a_cheaper_or_slept_zx_does_not_pay_and_nothing_is_paid():
    for other, rebooted in ((card(cost=3), True), (card(cost=6), False)):
        game, zx = _game(BACK_TO_HAND)
        game.squares = {(0, 0): OnSquare(other, rebooted, 5000)}
        assert next_activation(game) is None
        assert game.hand == [zx]
        assert game.squares[(0, 0)].card is other


def test_a_named_zx_goes_to_the_bottom_of_the_deck_to_pay():
    game, _ = _game(TO_BOTTOM)
    gabriel = card("大天使ガブリエル", cost=4)
    game.squares = {(0, 0): OnSquare(gabriel, True, 5000)}
    activate(game, *next_activation(game))
    assert game.deck[-1] is gabriel
    assert game.squares == {}
    game, _ = _game(TO_BOTTOM)
    game.squares = {(0, 0): OnSquare(card("ミカエル", cost=4), True, 5000)}
    assert next_activation(game) is None


# -- resources slept, Dynamis cards face up -------------------------------------------------------------------------

SLEEP_COLOURLESS = (
    "≪起≫【有効】≪自分ターン≫手札【コスト】あなたのリソースにある無色のカードを1枚スリープし、"
    "このカードをデッキの1番下に置く。" + DRAW
)


def test_a_colourless_resource_slept_and_this_card_to_the_bottom_pay_for_the_ability():
    game, zx = _game(SLEEP_COLOURLESS)
    game.resources = _resources({Color.RED}, ())
    top = game.deck[0]
    activate(game, *next_activation(game))
    assert [r.rebooted for r in game.resources] == [True, False]
    assert game.deck[-1] is zx
    assert game.hand == [top]


def test_without_a_rebooted_colourless_resource_the_ability_is_not_played():
    game, zx = _game(SLEEP_COLOURLESS)
    game.resources = [*_resources({Color.RED}), Resource(card(cost=1, colors=frozenset()), False)]
    assert next_activation(game) is None
    assert game.hand == [zx]


FACE_UP = "≪起≫【有効】スクエア【コスト】あなたのデュナミスにある[ドラゴン]を1枚表向きにする。" + DRAW


def test_a_face_down_dragon_of_the_dynamis_turned_face_up_pays_for_the_ability():
    game, _ = _game(FACE_UP, "square")
    other, drake = card(cost=3), dragon(cost=3)
    game.dynamis, game.dynamis_face_up = [other, drake], []
    top = game.deck[0]
    activate(game, *next_activation(game))
    assert (game.dynamis, game.dynamis_face_up, game.hand) == ([other], [drake], [top])
    game, _ = _game(FACE_UP, "square")
    game.dynamis, game.dynamis_face_up = [other], [drake]  # the dragon is face up already
    assert next_activation(game) is None


# -- 《同名》 of the trash, this card into the deck ------------------------------------------------------------------

NAMESAKES = (
    "≪起≫【有効】≪自分ターン≫トラッシュ【コスト】あなたのトラッシュにある《同名》を2枚好きな順番でデッキの下に置く。"
    + DRAW
)


def test_two_other_namesakes_of_the_trash_go_to_the_bottom_to_pay():
    (ability,) = read_card("T-5", NAMESAKES).abilities
    assert [(e.source, e.destination, e.n, e.filter.name_is) for e in ability.payment] == [
        ("trash", "deck_bottom", 2, "《同名》")
    ]
    game, zx = _game(NAMESAKES, "trash")
    copies = [dataclasses.replace(zx), dataclasses.replace(zx)]
    stranger = card(cost=5)
    game.trash = [zx, stranger, *copies]
    top = game.deck[0]
    activate(game, *next_activation(game))
    assert game.trash == [zx, stranger]
    assert set(map(id, game.deck[-2:])) == set(map(id, copies))
    assert game.hand == [top]


def test_one_other_namesake_does_not_pay():
    game, zx = _game(NAMESAKES, "trash")
    game.trash = [zx, card(cost=5), dataclasses.replace(zx)]
    assert next_activation(game) is None
    assert len(game.trash) == 3


SHUFFLED_IN = "≪起≫【有効】≪自分ターン≫チャージ【コスト】このカードをデッキに戻し、シャッフルする。" + DRAW


def test_this_card_of_the_charge_shuffled_into_the_deck_pays_for_the_ability():
    (ability,) = read_card("T-6", SHUFFLED_IN).abilities
    assert [(e.kind, e.source, e.destination) for e in ability.payment] == [
        (Kind.MOVE, "self", "deck"),
        (Kind.SHUFFLE_DECK, "", ""),
    ]
    game, zx = _game(SHUFFLED_IN, "charge")
    before = len(game.deck)
    activate(game, *next_activation(game))
    assert game.charge == []
    assert len(game.hand) == 1
    assert len(game.deck) == before  # one in, one drawn
    assert zx in game.deck or game.hand == [zx]


# -- the hand and the charge together ---------------------------------------------------------------------------

UNION = "≪起≫【有効】スクエア【コスト】手札とチャージの中から、あなたのカードを2枚トラッシュに置く。" + DRAW
EACH = "≪起≫【有効】スクエア【コスト】手札とチャージにある、あなたのカードをそれぞれ1枚ずつトラッシュに置く。" + DRAW


def test_two_cards_of_the_hand_and_the_charge_together_pay_for_the_ability():
    (ability,) = read_card("T-7", UNION).abilities
    assert [(e.kind, e.source, e.destination, e.n) for e in ability.payment] == [(Kind.MOVE, "hand|charge", "trash", 2)]
    game, _ = _game(UNION, "square")
    a, b = card(cost=1), card(cost=2)
    game.hand, game.charge = [a], [b]
    top = game.deck[0]
    activate(game, *next_activation(game))
    assert {id(c) for c in game.trash} == {id(a), id(b)}
    assert game.charge == []
    assert game.hand == [top]


def test_one_card_in_the_hand_and_the_charge_together_does_not_pay():
    game, _ = _game(UNION, "square")
    a = card(cost=1)
    game.hand, game.charge = [a], []
    assert next_activation(game) is None
    assert game.hand == [a]
    assert game.trash == []


def test_a_card_of_each_zone_pays_and_two_hand_cards_do_not():
    (ability,) = read_card("T-8", EACH).abilities
    assert [(e.source, e.destination, e.n) for e in ability.payment] == [("hand", "trash", 1), ("charge", "trash", 1)]
    game, _ = _game(EACH, "square")
    a, b = card(cost=1), card(cost=2)
    game.hand, game.charge = [a], [b]
    activate(game, *next_activation(game))
    assert game.trash == [a, b]
    game, _ = _game(EACH, "square")
    game.hand, game.charge = [a, b], []
    assert next_activation(game) is None
    assert game.hand == [a, b]


def test_a_card_of_the_hand_or_the_charge_removed_to_pay():
    text = "≪起≫【有効】スクエア【コスト】手札かチャージにある、あなたの[ドラゴン]を1枚ゲームから除外する。" + DRAW
    game, _ = _game(text, "square")
    drake, other = dragon(cost=2), card(cost=2)
    game.hand, game.charge = [other], [drake]
    activate(game, *next_activation(game))
    assert game.removed == [drake]
    assert game.charge == []
    assert game.hand[0] is other
    game, _ = _game(text, "square")
    game.hand, game.charge = [other], []
    assert next_activation(game) is None


# -- hand cards shown into the deck, this card with cards of its zone ------------------------------------------------

SHOWN_TO_BOTTOM = (
    "≪起≫【有効】スクエア【コスト】あなたの手札にある≪イグニッション≫を持つカードを1枚公開し、デッキの1番下に置く。"
    + DRAW
)


def test_a_shown_ignition_card_of_the_hand_goes_to_the_bottom_to_pay():
    game, _ = _game(SHOWN_TO_BOTTOM, "square")
    plain, ignition = card(cost=2), card(cost=2, ignition=True)
    game.hand = [plain, ignition]
    top = game.deck[0]
    activate(game, *next_activation(game))
    assert game.deck[-1] is ignition
    assert game.hand == [plain, top]
    game, _ = _game(SHOWN_TO_BOTTOM, "square")
    game.hand = [plain]
    assert next_activation(game) is None


WITH_DRAGONS = (
    "≪起≫【有効】≪自分ターン≫トラッシュ【コスト】このカードとあなたのトラッシュにある[ドラゴン]を2枚デッキに戻し、シャッフルする。"
    + DRAW
)


def test_this_card_and_two_dragons_of_the_trash_are_shuffled_into_the_deck_to_pay():
    game, zx = _game(WITH_DRAGONS, "trash")
    d1, d2, other = dragon(cost=1), dragon(cost=2), card(cost=3)
    game.trash = [zx, d1, d2, other]
    before = len(game.deck)
    activate(game, *next_activation(game))
    assert game.trash == [other]
    assert len(game.deck) == before + 3 - 1  # three in, one drawn
    assert {id(c) for c in (zx, d1, d2)} <= {id(c) for c in [*game.deck, *game.hand]}
    game, zx = _game(WITH_DRAGONS, "trash")
    game.trash = [zx, d1, other]  # one other dragon only
    assert next_activation(game) is None
    assert game.trash == [zx, d1, other]


HAND_AND_TRASH = (
    "≪起≫【有効】スクエア【コスト】あなたの手札とあなたのトラッシュにあるカードをそれぞれ2枚ずつゲームから除外する。"
    + DRAW
)


def test_two_cards_of_the_hand_and_two_of_the_trash_removed_to_pay():
    (ability,) = read_card("T-9", HAND_AND_TRASH).abilities
    assert [(e.source, e.destination, e.n) for e in ability.payment] == [
        ("hand", "removed", 2),
        ("trash", "removed", 2),
    ]
    game, _ = _game(HAND_AND_TRASH, "square")
    a, b, c, d = card(cost=1), card(cost=2), card(cost=3), card(cost=4)
    game.hand, game.trash = [a, b], [c, d]
    top = game.deck[0]
    activate(game, *next_activation(game))
    assert {id(x) for x in game.removed} == {id(a), id(b), id(c), id(d)}
    assert game.trash == []
    assert game.hand == [top]


def test_one_trash_card_short_does_not_pay_and_nothing_is_removed():
    game, _ = _game(HAND_AND_TRASH, "square")
    a, b, c = card(cost=1), card(cost=2), card(cost=3)
    game.hand, game.trash = [a, b], [c]
    assert next_activation(game) is None
    assert game.hand == [a, b]
    assert game.trash == [c]
    assert game.removed == []
    (unread,) = read_card("T-10", HAND_AND_TRASH.replace("ゲームから除外する", "トラッシュに置く")).unread
    assert "トラッシュに置く" in unread.reason
