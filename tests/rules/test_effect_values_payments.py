"""Activated abilities' payments pinned by value: a two-colour resource cost (805.2b, 805.3a) with this card put on
the bottom of the deck (805.2b, 805.3a); Z/X of yours on squares slept or destroyed."""

from tests.rules.builders import card
from tests.rules.test_effect_values import dragon, event, fresh
from zxdecks.rules.cards import Color
from zxdecks.rules.effects import read_card
from zxdecks.rules.effects.language import Kind
from zxdecks.rules.effects.run import activate, next_activation
from zxdecks.rules.goldfish import OnSquare, Resource

TWO_COLOURS = "≪起≫【有効】≪自分ターン≫手札【コスト】[白]《黒1・黒１》このカードをデッキの１番下に置く。\n【効果】カードを1枚引く。"


def test_a_colour_icon_before_the_cost_makes_a_two_colour_cost_of_its_points():
    (ability,) = read_card("T-1", TWO_COLOURS).abilities
    assert (ability.cost, ability.cost_colors) == (1, frozenset({Color.WHITE, Color.BLACK}))
    assert [(e.kind, e.source, e.destination, e.n) for e in ability.payment] == [(Kind.MOVE, "self", "deck_bottom", 1)]
    assert ability.zone == "hand"


def _game_with(resource_colours):
    game = fresh()
    zx = card(cost=5)
    game.scripts = {**game.scripts, zx.number: read_card(zx.number, TWO_COLOURS)}
    game.hand = [zx]
    game.resources = [Resource(card(cost=1, colors=frozenset({c}))) for c in resource_colours]
    return game, zx


def test_a_two_colour_cost_is_paid_by_one_rebooted_resource_of_either_colour_and_this_card_goes_to_the_bottom():
    game, zx = _game_with([Color.RED, Color.BLACK])
    top = game.deck[0]
    activate(game, *next_activation(game))
    assert game.deck[-1] is zx
    assert game.hand == [top]
    assert [r.rebooted for r in game.resources] == [True, False]  # the black one paid (805.3a)


def test_a_two_colour_cost_without_a_resource_of_either_colour_keeps_the_ability_from_being_played():
    game, zx = _game_with([Color.RED, Color.BLUE])
    assert next_activation(game) is None
    assert game.hand == [zx]


SLEEP_A_DRAGON = (
    "≪起≫【有効】スクエア【コスト】スクエアにあるあなたの[ドラゴン]を1枚スリープする。【効果】カードを1枚引く。"
)
DESTROY_GABRIEL = (
    "≪起≫【有効】手札【コスト】スクエアにあるあなたのリブートの「ガブリエル」を1枚破壊する。"
    "【効果】このカードをリブートでゼクスのないノーマルスクエアに登場させる。"
)


def test_a_payment_that_sleeps_or_destroys_zx_of_yours_is_read_as_a_choice_of_your_rebooted_zx():
    (sleep,) = read_card("T-2", SLEEP_A_DRAGON).abilities
    assert [(e.kind, e.n, e.rest, e.to, e.filter.race) for e in sleep.payment] == [
        (Kind.CHOOSE_ZX, 1, "sleep", "own rebooted", "ドラゴン")
    ]
    (destroy,) = read_card("T-3", DESTROY_GABRIEL).abilities
    assert [(e.kind, e.n, e.rest, e.to, e.filter.name_is) for e in destroy.payment] == [
        (Kind.CHOOSE_ZX, 1, "destroy", "rebooted own", "ガブリエル")
    ]
    assert destroy.zone == "hand"


def _square_game(text, other, rebooted):
    game = fresh()
    zx = card(cost=3)
    game.scripts = {**game.scripts, zx.number: read_card(zx.number, text)}
    game.squares = {(1, 1): OnSquare(zx, True, 3000), (0, 0): OnSquare(other, rebooted, 5000)}
    return game, zx


def test_sleeping_a_rebooted_dragon_of_yours_pays_for_the_ability():
    game, _ = _square_game(SLEEP_A_DRAGON, dragon(cost=4), True)
    top = game.deck[0]
    activate(game, *next_activation(game))
    assert game.squares[(0, 0)].rebooted is False
    assert game.squares[(1, 1)].rebooted is True
    assert game.hand == [top]


def test_without_a_rebooted_dragon_of_yours_the_ability_is_not_played():
    game, _ = _square_game(SLEEP_A_DRAGON, dragon(cost=4), False)
    assert next_activation(game) is None
    game, _ = _square_game(SLEEP_A_DRAGON, card(cost=4), True)  # rebooted, not a dragon
    assert next_activation(game) is None


def test_destroying_a_rebooted_named_zx_of_yours_brings_this_card_in_from_the_hand():
    game = fresh()
    gabriel, zx = card("ガブリエル", cost=4), card(cost=5)
    game.scripts = {**game.scripts, zx.number: read_card(zx.number, DESTROY_GABRIEL)}
    game.squares = {(0, 0): OnSquare(gabriel, True, 5000)}
    game.hand = [zx]
    activate(game, *next_activation(game))
    assert game.charge == [gabriel]  # destroyed: to the charge (1008)
    assert game.hand == []
    assert [(u.card, u.rebooted) for u in game.squares.values()] == [(zx, True)]


def test_a_slept_named_zx_cannot_be_destroyed_to_pay_for_the_ability():
    game = fresh()
    gabriel, zx = card("ガブリエル", cost=4), card(cost=5)
    game.scripts = {**game.scripts, zx.number: read_card(zx.number, DESTROY_GABRIEL)}
    game.squares = {(0, 0): OnSquare(gabriel, False, 5000)}
    game.hand = [zx]
    assert next_activation(game) is None


def test_the_top_card_looked_at_is_read_with_its_two_places():
    def places(text):
        (ability,) = read_card("T-4", "≪自≫このカードが登場した時、" + text).abilities
        return [(e.kind, e.n, e.source, e.destination, e.rest) for e in ability.effects]

    assert places("あなたのデッキの1番上のカードを見て、デッキの1番上か1番下に置く。") == [
        (Kind.TOP_EITHER, 1, "deck_top", "deck_top", "deck_bottom")
    ]
    assert places("あなたのデッキの1番上を見て、デッキの1番上に置くかトラッシュに置く。") == [
        (Kind.TOP_EITHER, 1, "deck_top", "deck_top", "trash")
    ]
    assert places("あなたのデッキの1番上を見て、チャージに置くか手札に加える。") == [
        (Kind.TOP_EITHER, 1, "deck_top", "hand", "charge")
    ]
    # read since session 15 (payments; test_effect_values_either_moves.py carries it out both ways)
    assert places("あなたのデッキの1番上を見て、トラッシュに置くか除外する。") == [
        (Kind.TOP_EITHER, 1, "deck_top", "removed", "trash")
    ]
    unread = read_card(
        "T-5", "≪自≫このカードが登場した時、あなたのデッキの1番上を見て、リソースにスリープで置くか除外する。"
    )
    assert unread.abilities == ()
    assert len(unread.unread) == 1


def test_a_top_card_the_player_can_play_next_turn_stays_on_top_and_a_dearer_one_goes_to_the_bottom():
    game = fresh()
    game.resources = [Resource(card(cost=1)) for _ in range(2)]
    cheap, dear = card(cost=3), card(cost=6)
    game.deck[:2] = [cheap, dear]
    event(game, "あなたのデッキの1番上を見て、デッキの1番上か1番下に置く。")
    assert game.deck[0] is cheap
    assert len(game.deck) == 20
    game.deck.remove(cheap)
    event(game, "あなたのデッキの1番上を見て、デッキの1番上か1番下に置く。")
    assert game.deck[-1] is dear
    assert game.deck[0] is not dear


def test_a_top_card_not_kept_goes_to_the_trash_and_one_offered_to_the_hand_is_taken():
    game = fresh()
    dear = card(cost=6)
    game.deck[0] = dear
    event(game, "あなたのデッキの1番上を見て、デッキの1番上に置くかトラッシュに置く。")
    assert game.trash[-1] is dear
    assert len(game.deck) == 19
    top = game.deck[0]
    event(game, "あなたのデッキの1番上を見て、手札に加えるかチャージに置く。")
    assert game.hand == [top]
    assert top not in game.charge
    assert len(game.deck) == 18


def test_a_revealed_top_card_then_that_card_to_the_hand_or_the_charge_is_one_choice():
    (ability,) = read_card(
        "T-6",
        "≪自≫このカードが登場した時、あなたのデッキの1番上のカードを公開する。\nそのカードを手札に加えるかチャージに置く。",
    ).abilities
    assert [(e.kind, e.destination, e.rest) for e in ability.effects] == [(Kind.TOP_EITHER, "hand", "charge")]


def test_a_top_card_not_taken_to_the_hand_is_put_into_the_resources_slept():
    class Refusing(type(fresh().policy)):
        def choose(self, game, choice, cards, candidates, n):
            return [] if choice.value == "take" else super().choose(game, choice, cards, candidates, n)

    game = fresh()
    game.policy = Refusing()
    top, resources = game.deck[0], len(game.resources)
    event(game, "あなたのデッキの1番上を公開し、手札に加えるかリソースにスリープで置く。")
    assert game.hand == []
    assert len(game.resources) == resources + 1
    assert (game.resources[-1].card, game.resources[-1].rebooted) == (top, False)


THIS_AND_A_HAND_CARD = (
    "≪起≫【有効】≪自分ターン≫手札【コスト】このカードとあなたの手札を1枚除外する。【効果】カードを2枚引く。"
)


def test_this_card_and_another_hand_card_removed_pay_for_an_ability_in_the_hand():
    game = fresh()
    zx, other = card(cost=5), card(cost=1)
    game.scripts = {**game.scripts, zx.number: read_card(zx.number, THIS_AND_A_HAND_CARD)}
    game.hand = [zx, other]
    drawn = game.deck[:2]
    activate(game, *next_activation(game))
    assert game.removed == [zx, other]
    assert game.hand == drawn


def test_this_card_alone_in_the_hand_cannot_pay_for_itself_and_another_hand_card():
    game = fresh()
    zx = card(cost=5)
    game.scripts = {**game.scripts, zx.number: read_card(zx.number, THIS_AND_A_HAND_CARD)}
    game.hand = [zx]
    assert next_activation(game) is None


DISCOUNT = "ターン終了時まで、あなたが次に手札からプレイするカード名に「妖狐」を含むゼクスのコストを-3する。"


def test_a_next_play_discount_is_read_with_its_filter_and_amount():
    (ability,) = read_card("T-7", "≪自≫このカードが登場した時、" + DISCOUNT).abilities
    assert [(e.kind, e.n, e.filter.name_contains) for e in ability.effects] == [(Kind.NEXT_PLAY_DISCOUNT, 3, "妖狐")]
    unlimited = read_card("T-8", "≪自≫このカードが登場した時、" + DISCOUNT.removeprefix("ターン終了時まで、"))
    assert unlimited.abilities == ()  # without 「ターン終了時まで、」 it is not read


def test_the_next_named_zx_played_from_the_hand_costs_less_once_and_only_this_turn():
    game = fresh()
    game.resources = [Resource(card(cost=1)) for _ in range(2)]
    fox, other, fox2 = card("妖狐A", cost=5), card("狸", cost=5), card("妖狐B", cost=4)
    event(game, DISCOUNT)
    assert (game.cost_of(fox), game.cost_of(other), game.cost_of(fox2)) == (2, 5, 1)
    game.hand = [fox, fox2]
    assert game.play_from_hand(0)
    assert [u.card for u in game.squares.values()] == [fox]
    assert [r.rebooted for r in game.resources] == [False, False]
    assert game.cost_of(fox2) == 4  # the discount was used by the play
    event(game, DISCOUNT)
    game.turn += 1
    assert game.cost_of(fox2) == 4  # over with its turn


HAND_TO_RESOURCES = "≪起≫【有効】≪自分ターン≫リソース【コスト】≪スリープ≫あなたの手札を1枚リソースにスリープで置く。【効果】カードを1枚引く。"


def test_a_hand_card_put_into_the_resources_slept_pays_for_a_resource_ability():
    game = fresh()
    zx, given = card(cost=5), card(cost=1)
    game.scripts = {**game.scripts, zx.number: read_card(zx.number, HAND_TO_RESOURCES)}
    game.resources = [Resource(zx)]
    game.hand = [given]
    top = game.deck[0]
    activate(game, *next_activation(game))
    assert [(r.card, r.rebooted) for r in game.resources] == [(zx, False), (given, False)]
    assert game.hand == [top]


def test_with_an_empty_hand_the_resource_ability_is_not_played():
    game = fresh()
    zx = card(cost=5)
    game.scripts = {**game.scripts, zx.number: read_card(zx.number, HAND_TO_RESOURCES)}
    game.resources = [Resource(zx)]
    game.hand = []
    assert next_activation(game) is None


def test_a_rebooted_named_zx_of_yours_put_into_the_trash_pays_for_an_ability():
    text = "≪起≫【有効】スクエア【コスト】スクエアにあるあなたのリブートの「ガブリエル」を1枚トラッシュに置く。【効果】カードを1枚引く。"
    gabriel = card("ガブリエル", cost=4)
    game, zx = _square_game(text, gabriel, True)
    top = game.deck[0]
    activate(game, *next_activation(game))
    assert game.trash == [gabriel]
    assert [u.card for u in game.squares.values()] == [zx]
    assert game.hand == [top]
    game, _ = _square_game(text, card("ガブリエル", cost=4), False)  # slept: it cannot pay
    assert next_activation(game) is None


HAND_AND_CHARGE = (
    "≪起≫【有効】スクエア【コスト】あなたの手札を1枚とあなたのチャージを2枚トラッシュに置く。【効果】カードを3枚引く。"
)


def test_hand_cards_and_charge_cards_put_into_the_trash_pay_for_an_ability_only_when_both_are_there():
    game = fresh()
    zx, h, c1, c2 = card(cost=3), card(cost=1), card(cost=2), card(cost=4)
    game.scripts = {**game.scripts, zx.number: read_card(zx.number, HAND_AND_CHARGE)}
    game.squares = {(1, 1): OnSquare(zx, True, 3000)}
    game.hand, game.charge = [h], [c1]
    assert next_activation(game) is None  # one charge card: two cannot be paid
    game.charge = [c1, c2]
    drawn = game.deck[:3]
    activate(game, *next_activation(game))
    assert sorted(c.cost for c in game.trash) == [1, 2, 4]
    assert game.charge == []
    assert game.hand == drawn


def test_a_discount_that_may_not_go_to_0_or_below_leaves_a_cost_of_at_least_1():
    (ability,) = read_card("T-9", "≪自≫このカードが登場した時、" + DISCOUNT + "\nただし、0以下にならない。").abilities
    assert [(e.kind, e.n, e.take) for e in ability.effects] == [(Kind.NEXT_PLAY_DISCOUNT, 3, 1)]
    game = fresh()
    fox, free_fox = card("妖狐A", cost=2), card("妖狐B", cost=0)
    event(game, DISCOUNT + "ただし、0以下にならない。")
    assert (game.cost_of(fox), game.cost_of(free_fox)) == (1, 0)
    event(game, DISCOUNT)
    assert game.cost_of(card("妖狐C", cost=4)) == 0  # the two add up; the second has no floor (805.2c: not below 0)
