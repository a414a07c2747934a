"""Payments that choose Z/X on squares without naming whose: 804.2f, a payment uses only cards you control, so
「スクエアにある[X]をN枚スリープする」 sleeps Z/X of yours; 「ノーマルスクエアにある」 leaves the player square out, and
「好きな順番で」 before the deck's bottom is the order the policy puts them in."""

from tests.rules.builders import card
from tests.rules.test_effect_values import dragon, fresh
from zxdecks.rules.board import OWN_PLAYER_SQUARE
from zxdecks.rules.cards import Color
from zxdecks.rules.effects import read_card
from zxdecks.rules.effects.language import Kind
from zxdecks.rules.effects.run import activate, next_activation
from zxdecks.rules.goldfish import OnSquare

SLEEP_TWO_DRAGONS = "≪起≫【有効】スクエア【コスト】スクエアにある[ドラゴン]を2枚スリープする。【効果】カードを1枚引く。"
DESTROY_ON_NORMAL = (
    "≪起≫【有効】手札【コスト】ノーマルスクエアにある《同名》以外の[ドラゴン]を1枚破壊する。【効果】カードを1枚引く。"
)
TWO_TO_THE_BOTTOM = (
    "≪起≫【有効】スクエア【コスト】スクエアにあるあなたのカード名に「ガブリエル」を含むゼクスを2枚好きな順番でデッキの下に置く。"
    "【効果】カードを1枚引く。"
)


def _payment(text):
    (ability,) = read_card("T-1", text).abilities
    return [(e.kind, e.n, e.rest, e.to) for e in ability.payment]


def test_a_payment_on_squares_that_names_no_player_is_read_as_a_choice_of_your_zx():
    assert _payment(SLEEP_TWO_DRAGONS) == [(Kind.CHOOSE_ZX, 2, "sleep", "own rebooted")]
    assert _payment(DESTROY_ON_NORMAL) == [(Kind.CHOOSE_ZX, 1, "destroy", "normal own")]
    assert _payment(TWO_TO_THE_BOTTOM) == [(Kind.CHOOSE_ZX, 2, "bottom", "own")]


def _game(text, *units):
    game = fresh()
    zx = card(cost=3)
    game.scripts = {**game.scripts, zx.number: read_card(zx.number, text)}
    game.squares = {sq: OnSquare(c, rebooted, 5000) for sq, c, rebooted in units}
    return game, zx


def test_two_rebooted_dragons_of_yours_are_slept_to_pay_and_this_card_may_be_one_of_them():
    game, _ = _game(SLEEP_TWO_DRAGONS, ((1, 1), dragon(cost=4), True), ((1, 0), dragon(cost=3), True))
    game.scripts = {**game.scripts, game.squares[(1, 1)].card.number: read_card("T-9", SLEEP_TWO_DRAGONS)}
    top = game.deck[0]
    activate(game, *next_activation(game))
    assert [u.rebooted for u in game.squares.values()] == [False, False]
    assert game.hand == [top]


def test_one_rebooted_dragon_is_not_enough_to_pay_for_two():
    game, _ = _game(SLEEP_TWO_DRAGONS, ((1, 1), dragon(cost=4), True), ((1, 0), dragon(cost=3), False))
    game.scripts = {**game.scripts, game.squares[(1, 1)].card.number: read_card("T-9", SLEEP_TWO_DRAGONS)}
    assert next_activation(game) is None


def test_a_dragon_on_a_normal_square_is_destroyed_to_pay_and_one_on_the_player_square_is_not_chosen():
    game, zx = _game(DESTROY_ON_NORMAL, ((1, 0), dragon(cost=4), True))
    on_normal = game.squares[(1, 0)].card
    game.hand = [zx]
    top = game.deck[0]
    activate(game, *next_activation(game))
    assert game.charge == [on_normal]  # destroyed: to the charge (1008)
    assert game.squares == {}
    assert game.hand == [zx, top]  # the card whose ability it is stays in the hand
    game, zx = _game(DESTROY_ON_NORMAL, (OWN_PLAYER_SQUARE, dragon(cost=4), True))
    game.hand = [zx]
    assert next_activation(game) is None


def test_two_named_zx_of_yours_go_to_the_bottom_of_the_deck_to_pay_and_one_is_not_enough():
    gabriels = [card("ガブリエル", cost=2), card("大天使ガブリエル", cost=3)]
    game, _ = _game(TWO_TO_THE_BOTTOM, ((1, 1), gabriels[0], True), ((1, 0), gabriels[1], True))
    game.scripts = {**game.scripts, gabriels[0].number: read_card("T-9", TWO_TO_THE_BOTTOM)}
    activate(game, *next_activation(game))
    assert set(map(id, game.deck[-2:])) == set(map(id, gabriels))
    assert game.squares == {}
    assert len(game.hand) == 1
    game, _ = _game(TWO_TO_THE_BOTTOM, ((1, 1), gabriels[0], True), ((1, 0), card(cost=3), True))
    game.scripts = {**game.scripts, gabriels[0].number: read_card("T-9", TWO_TO_THE_BOTTOM)}
    assert next_activation(game) is None


RED_AND_NOT_RED = (
    "≪起≫【有効】手札【コスト】スクエアにあるあなたのリブートの、赤のゼクスと赤でないゼクスをそれぞれ1枚ずつトラッシュに置く。"
    "【効果】カードを1枚引く。"
)


def test_a_colour_and_not_that_colour_each_is_read_as_two_choices_of_your_rebooted_zx():
    (ability,) = read_card("T-1", RED_AND_NOT_RED).abilities
    assert [(e.kind, e.n, e.rest, e.to, e.filter.color, e.filter.color_not) for e in ability.payment] == [
        (Kind.CHOOSE_ZX, 1, "trash", "rebooted own", Color.RED, None),
        (Kind.CHOOSE_ZX, 1, "trash", "rebooted own", None, Color.RED),
    ]


def test_kinds_a_zx_could_answer_both_are_not_read_as_a_payment():
    (ability,) = read_card("T-1", RED_AND_NOT_RED.replace("赤でない", "青の")).abilities or (None,)
    assert ability is None


def test_a_red_and_a_colourless_zx_of_yours_are_trashed_to_pay_and_two_red_ones_do_not_pay():
    red, colourless = card(cost=2, colors=frozenset({Color.RED})), card(cost=2, colors=frozenset())
    game, zx = _game(RED_AND_NOT_RED, ((1, 0), red, True), ((1, 2), colourless, True))
    game.hand = [zx]
    activate(game, *next_activation(game))
    assert game.trash == [red, colourless]
    assert game.squares == {}
    assert len(game.hand) == 2
    two_reds = card(cost=3, colors=frozenset({Color.RED, Color.BLUE}))  # red too: not 「赤でない」
    game, zx = _game(RED_AND_NOT_RED, ((1, 0), red, True), ((1, 2), two_reds, True))
    game.hand = [zx]
    assert next_activation(game) is None


def test_a_card_not_of_a_colour_in_your_resources_holds_only_for_a_card_without_that_colour():
    from tests.rules.test_effect_zone_conditions import DRAW, _drawn, _resources

    text = "あなたのリソースに緑でないカードがある場合、" + DRAW
    for resources, drawn in (
        ([card(colors=frozenset({Color.GREEN})), card(colors=frozenset({Color.GREEN, Color.RED}))], 0),
        ([card(colors=frozenset({Color.GREEN})), card(colors=frozenset())], 1),  # colourless: not green
        ([card(colors=frozenset({Color.BLUE}))], 1),
    ):
        game = fresh()
        game.resources = _resources(*resources)
        assert _drawn(game, text) == drawn


FROM_THE_TRASH = (
    "≪起≫【有効】トラッシュ【コスト】このカード以外のあなたのトラッシュにある[ドラゴン]を1枚除外する。"
    "【効果】このカードを手札に戻す。"
)


def test_a_card_in_the_trash_removes_another_dragon_to_pay_and_stays_to_come_back_to_the_hand():
    this, other = dragon(cost=3), dragon(cost=4)
    game = fresh()
    game.scripts = {**game.scripts, this.number: read_card(this.number, FROM_THE_TRASH)}
    game.trash = [this, other]
    activate(game, *next_activation(game))
    assert game.removed == [other]
    assert game.hand == [this]
    assert game.trash == []
    game = fresh()
    game.scripts = {**game.scripts, this.number: read_card(this.number, FROM_THE_TRASH)}
    game.trash = [this]  # no other dragon
    assert next_activation(game) is None


DRAGON_OR_EVENT = "≪起≫【有効】スクエア【コスト】あなたの手札にある[ドラゴン]かイベントを1枚トラッシュに置く。【効果】カードを2枚引く。"


def test_a_hand_payment_of_one_kind_or_another_is_read_as_n_cards_chosen_of_the_hand():
    (ability,) = read_card("T-1", DRAGON_OR_EVENT).abilities
    assert [(e.kind, e.source, e.destination, e.n, e.up_to) for e in ability.payment] == [
        (Kind.MOVE, "hand", "trash", 1, False)
    ]
    (total,) = read_card(
        "T-2",
        DRAGON_OR_EVENT.replace("[ドラゴン]かイベントを1枚", "、[ドラゴン]かカード名に「星」を含むカードを合計2枚"),
    ).abilities
    assert [(e.source, e.destination, e.n) for e in total.payment] == [("hand", "trash", 2)]


def test_a_dragon_of_the_hand_pays_and_a_hand_of_neither_kind_does_not():
    game, zx = _game(DRAGON_OR_EVENT)
    game.squares = {(1, 1): OnSquare(zx, True, 5000)}
    plain, wyrm = card(cost=2), dragon(cost=5)
    game.hand = [plain, wyrm]
    activate(game, *next_activation(game))
    assert game.trash == [wyrm]
    assert game.hand[0] is plain
    assert len(game.hand) == 3
    game, zx = _game(DRAGON_OR_EVENT)
    game.squares = {(1, 1): OnSquare(zx, True, 5000)}
    game.hand = [plain]
    assert next_activation(game) is None


FROM_THE_CHARGE = (
    "≪起≫【有効】チャージ【コスト】このカード以外のあなたのチャージを1枚トラッシュに置く。【効果】カードを1枚引く。"
)
TWO_UNDER = (
    "≪起≫【有効】トラッシュ【コスト】あなたのトラッシュにあるこのカード以外のカードを2枚好きな順番でデッキの下に置く。"
    "【効果】このカードを手札に戻す。"
)


def _zone_game(text, zone, cards):
    game = fresh()
    game.scripts = {**game.scripts, cards[0].number: read_card(cards[0].number, text)}
    setattr(game, zone, list(cards))
    return game


def test_a_card_in_the_charge_trashes_another_charge_card_to_pay_and_stays():
    this, other = card(cost=2), card(cost=4)
    game = _zone_game(FROM_THE_CHARGE, "charge", [this, other])
    top = game.deck[0]
    activate(game, *next_activation(game))
    assert game.charge == [this]
    assert game.trash == [other]
    assert game.hand == [top]
    game = _zone_game(FROM_THE_CHARGE, "charge", [this])  # only the card itself
    assert next_activation(game) is None


def test_a_card_in_the_trash_puts_two_others_under_the_deck_to_pay_and_comes_back_to_the_hand():
    this, a, b = card(cost=2), card(cost=3), card(cost=4)
    game = _zone_game(TWO_UNDER, "trash", [this, a, b])
    activate(game, *next_activation(game))
    assert set(map(id, game.deck[-2:])) == {id(a), id(b)}
    assert game.hand == [this]
    assert game.trash == []
    game = _zone_game(TWO_UNDER, "trash", [this, a])  # one other card: not enough
    assert next_activation(game) is None


INTO_THE_DECK = (
    "≪起≫【有効】スクエア【コスト】スクエアにあるこのカード以外のあなたのゼクスを1枚デッキに戻し、シャッフルする。"
    "【効果】カードを1枚引く。"
)
THIRD_FROM_THE_TOP = INTO_THE_DECK.replace("デッキに戻し、シャッフルする", "デッキの1番上から3番目に戻す")


def test_another_zx_of_yours_goes_into_the_deck_or_third_from_its_top_to_pay():
    assert _payment(INTO_THE_DECK) == [(Kind.CHOOSE_ZX, 1, "deck", "others own")]
    for text in (INTO_THE_DECK, THIRD_FROM_THE_TOP):
        this, other = card(cost=2), card(cost=4)
        game, _ = _game(text, ((1, 1), this, True), ((1, 0), other, True))
        game.scripts = {**game.scripts, this.number: read_card(this.number, text)}
        deck = len(game.deck)
        activate(game, *next_activation(game))
        assert [u.card for u in game.squares.values()] == [this]
        assert len(game.deck) == deck  # one in, one drawn
        assert other in game.deck or other in game.hand
        if text is THIRD_FROM_THE_TOP:
            assert game.deck[1] is other  # third from the top, then the top card drawn
        game, _ = _game(text, ((1, 1), this, True))  # no other Z/X of yours
        game.scripts = {**game.scripts, this.number: read_card(this.number, text)}
        assert next_activation(game) is None


FROM_THE_REMOVE_ZONE = (
    "≪起≫【有効】リムーブ【コスト】このカード以外のあなたのリムーブを2枚デッキに戻し、シャッフルする。"
    "【効果】このカードを手札に戻す。"
)


def test_a_removed_card_shuffles_two_other_removed_cards_into_the_deck_to_pay_and_comes_back():
    this, a, b = card(cost=2), card(cost=3), card(cost=4)
    game = _zone_game(FROM_THE_REMOVE_ZONE, "removed", [this, a, b])
    deck = len(game.deck)
    activate(game, *next_activation(game))
    assert game.removed == []
    assert game.hand == [this]
    assert len(game.deck) == deck + 2
    assert a in game.deck
    assert b in game.deck
    game = _zone_game(FROM_THE_REMOVE_ZONE, "removed", [this, a])  # one other removed card: not enough
    assert next_activation(game) is None


DESTROY_AND_DISCARD = (
    "≪起≫【有効】スクエア【コスト】このカード以外のスクエアにあるあなたのゼクスを1枚破壊し、"
    "あなたの手札にあるカードを1枚トラッシュに置く。【効果】カードを2枚引く。"
)
TWO_SENTENCES = (
    "≪起≫【有効】チャージ【コスト】このカード以外のあなたのチャージを1枚トラッシュに置く。"
    "スクエアにあるあなたのリブートの青のゼクスを1枚手札に戻す。【効果】カードを1枚引く。"
)


def test_a_payment_continued_after_destroying_is_two_payments_both_made():
    assert _payment(DESTROY_AND_DISCARD) == [(Kind.CHOOSE_ZX, 1, "destroy", "others own"), (Kind.MOVE, 1, "", "")]
    this, other, spare = card(cost=2), card(cost=4), card(cost=1)
    game, _ = _game(DESTROY_AND_DISCARD, ((1, 1), this, True), ((1, 0), other, True))
    game.scripts = {**game.scripts, this.number: read_card(this.number, DESTROY_AND_DISCARD)}
    game.hand = [spare]
    activate(game, *next_activation(game))
    assert game.charge == [other]  # destroyed: to the charge (1008)
    assert game.trash == [spare]
    assert len(game.hand) == 2
    game, _ = _game(DESTROY_AND_DISCARD, ((1, 1), this, True), ((1, 0), other, True))
    game.scripts = {**game.scripts, this.number: read_card(this.number, DESTROY_AND_DISCARD)}
    game.hand = []  # no hand card to give up: nothing paid
    assert next_activation(game) is None
    assert [u.card for u in game.squares.values()] == [this, other]


def test_each_sentence_of_a_payment_is_paid():
    this, kept, blue = card(cost=2), card(cost=3), card(cost=4, colors=frozenset({Color.BLUE}))
    game = _zone_game(TWO_SENTENCES, "charge", [this, kept])
    game.squares = {(1, 0): OnSquare(blue, True, 5000)}
    top = game.deck[0]
    activate(game, *next_activation(game))
    assert game.charge == [this]
    assert game.trash == [kept]
    assert game.squares == {}
    assert game.hand == [blue, top]
    game = _zone_game(TWO_SENTENCES, "charge", [this, kept])
    game.squares = {(1, 0): OnSquare(card(cost=4, colors=frozenset({Color.RED})), True, 5000)}  # not blue
    assert next_activation(game) is None


THIS_AND_ANOTHER = (
    "≪起≫【有効】スクエア【コスト】このカードとスクエアにあるあなたのゼクスを1枚破壊する。【効果】カードを2枚引く。"
)
TRASH_AND_CHARGE = (
    "≪起≫【有効】スクエア【コスト】あなたのトラッシュを2枚とあなたのチャージを1枚除外する。【効果】カードを1枚引く。"
)


def test_this_card_and_another_zx_of_yours_are_destroyed_to_pay_and_this_card_alone_does_not_pay():
    (ability,) = read_card("T-1", THIS_AND_ANOTHER).abilities
    assert [(e.kind, e.rest, e.to) for e in ability.payment] == [
        (Kind.DESTROY_SELF, "", ""),
        (Kind.CHOOSE_ZX, "destroy", "others own"),
    ]
    this, other = card(cost=2), card(cost=4)
    # this card slept: the goldfish keeps a Z/X that can still attack rather than destroy it to pay
    game, _ = _game(THIS_AND_ANOTHER, ((1, 1), this, False), ((1, 0), other, True))
    game.scripts = {**game.scripts, this.number: read_card(this.number, THIS_AND_ANOTHER)}
    activate(game, *next_activation(game))
    assert game.squares == {}
    assert set(map(id, game.charge)) == {id(this), id(other)}  # both destroyed (1008)
    assert len(game.hand) == 2
    game, _ = _game(THIS_AND_ANOTHER, ((1, 1), this, False))  # no other Z/X of yours
    game.scripts = {**game.scripts, this.number: read_card(this.number, THIS_AND_ANOTHER)}
    assert next_activation(game) is None


def test_two_trash_cards_and_one_charge_card_are_removed_to_pay_and_a_short_trash_does_not_pay():
    this = card(cost=2)
    trash, charged = [card(cost=1), card(cost=3)], card(cost=5)
    game, _ = _game(TRASH_AND_CHARGE, ((1, 1), this, True))
    game.scripts = {**game.scripts, this.number: read_card(this.number, TRASH_AND_CHARGE)}
    game.trash, game.charge = list(trash), [charged]
    activate(game, *next_activation(game))
    assert set(map(id, game.removed)) == {*map(id, trash), id(charged)}
    assert game.trash == []
    assert game.charge == []
    game, _ = _game(TRASH_AND_CHARGE, ((1, 1), this, True))
    game.scripts = {**game.scripts, this.number: read_card(this.number, TRASH_AND_CHARGE)}
    game.trash, game.charge = [trash[0]], [charged]  # one trash card: not enough
    assert next_activation(game) is None
