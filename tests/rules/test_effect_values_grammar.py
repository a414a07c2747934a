"""Effects the reader reads through the clause grammar (issue 28, point 1), pinned by value in a game: clause chains,
Move between zones no other kind covers, play without the cost by name, reboots, a condition inside a sentence."""

import dataclasses

import pytest

from tests.rules.builders import card, scripted_card
from tests.rules.test_effect_values import dragon, entered, event, fresh
from zxdecks.rules.board import is_token
from zxdecks.rules.cards import CardType, Color
from zxdecks.rules.effects import read_card
from zxdecks.rules.effects.coverage import line_part
from zxdecks.rules.effects.language import (
    Ability,
    AbilityKind,
    CardFilter,
    Effect,
    Kind,
    Trigger,
    action_of,
    make,
    move,
)
from zxdecks.rules.effects.payable import PAYABLE_PAIRS
from zxdecks.rules.effects.run import activate, can_pay_payment, fire, next_activation, resolve
from zxdecks.rules.goldfish import OnSquare, Resource
from zxdecks.rules.goldfish.battle import declare_attack

ATTACK = "≪自≫【有効】スクエア【誘発】このカードが攻撃する。\n【効果】"


def test_recovering_then_drawing_in_one_sentence_puts_the_top_card_into_life_and_the_next_into_the_hand():
    game = fresh()
    life, first, second = list(game.life), game.deck[0], game.deck[1]
    event(game, "1点回復し、カードを1枚引く。")
    assert game.life == [*life, first]
    assert game.hand == [second]
    assert len(game.deck) == 18


@pytest.mark.parametrize(("trash", "life_gain"), [(1, 0), (2, 1)])
def test_a_condition_after_the_first_clause_gates_only_the_clauses_after_it(trash, life_gain):
    game = fresh()
    game.trash = [card(cost=1) for _ in range(trash)]
    life = len(game.life)
    event(game, "カードを1枚引き、あなたのトラッシュが2枚以上ある場合、1点回復する。")
    assert len(game.hand) == 1
    assert len(game.life) == life + life_gain


def test_a_trash_card_goes_to_the_charge_the_costliest_first():
    game = fresh()
    one, five, three = card(cost=1), card(cost=5), card(cost=3)
    game.trash = [one, five, three]
    event(game, "あなたのトラッシュにあるカードを1枚選び、チャージに置く。")
    assert game.charge == [five]
    assert game.trash == [one, three]


def test_a_removed_zx_comes_back_to_the_hand_and_an_event_does_not():
    game = fresh()
    spell, cheap, dear = card(type_=CardType.EVENT, cost=6), card(cost=1), card(cost=4)
    game.removed = [spell, cheap, dear]
    event(game, "あなたのリムーブにあるゼクスを1枚選び、手札に戻す。")
    assert game.hand == [dear]
    assert game.removed == [spell, cheap]


def test_a_resource_is_trashed_only_after_the_top_card_was_placed_the_slept_last_placed_first():
    game = fresh()
    game.resources = [Resource(card(cost=2), True), Resource(card(cost=3), True)]
    top = game.deck[0]
    event(
        game,
        "あなたのデッキの1番上のカードをリソースにスリープで置いてよい。"
        "置いたならば、あなたのリソースにあるカードを1枚選び、トラッシュに置く。",
    )
    assert game.trash == [top]
    assert [r.rebooted for r in game.resources] == [True, True]
    assert len(game.deck) == 19


def test_an_optional_move_that_gains_nothing_is_not_done_and_one_that_pays_for_a_draw_is():
    game = fresh()
    game.resources = [Resource(dragon(cost=2), True), Resource(card(cost=3), True)]
    event(game, "あなたのリソースにある[ドラゴン]を1枚選び、デッキの1番下に置いてよい。")
    assert len(game.resources) == 2
    wyrm = game.resources[0].card
    top = game.deck[0]
    event(game, "あなたのリソースにある[ドラゴン]を1枚選び、デッキの1番下に置いてよい。置いたならば、カードを1枚引く。")
    assert [r.card for r in game.resources] == [game.resources[0].card]
    assert game.resources[0].card is not wyrm
    assert game.deck[-1] is wyrm
    assert game.hand == [top]


def test_an_optional_move_of_n_cards_to_where_they_gain_nothing_is_not_done_short_and_a_required_one_is():
    game = fresh()
    game.charge = [card(cost=1)]
    event(game, "あなたのチャージにあるカードを2枚選び、ゲームから除外してよい。")
    assert (len(game.charge), game.removed) == (1, [])
    event(game, "あなたのチャージにあるカードを2枚選び、ゲームから除外する。")  # 102.4: as many as can be
    assert (game.charge, len(game.removed)) == ([], 1)
    game.charge = [card(cost=1)]
    event(game, "あなたのチャージにあるカードを2枚まで選び、ゲームから除外する。")
    assert (game.charge, len(game.removed)) == ([], 2)


def test_looked_at_cards_are_removed_the_costliest_and_the_rest_go_back_on_top_in_the_order_the_policy_chooses():
    game = fresh()
    cards = [card(cost=c) for c in (2, 5, 1, 4, 3)]
    game.deck[:5] = cards
    sixth = game.deck[5]
    event(
        game,
        "あなたのデッキの上から5枚見て、その中にあるカードを2枚選び、ゲームから除外し、"
        "残りのカードを好きな順番でデッキの上に戻す。",
    )
    assert [c.cost for c in game.removed] == [5, 4]
    assert [c.cost for c in game.deck[:3]] == [1, 2, 3]  # 「好きな順番で」: the cheapest, cast soonest, on top
    assert game.deck[3] is sixth
    assert len(game.deck) == 18


def test_after_then_the_rest_of_the_looked_at_cards_goes_to_the_trash():
    game = fresh()
    cards = [card(cost=c) for c in (2, 5, 1)]
    game.deck[:3] = cards
    event(
        game,
        "あなたのデッキの上から3枚見て、その中にあるカードを1枚選び、リソースにスリープで置く。その後、残りのカードをトラッシュに置く。",
    )
    assert (game.resources[-1].card, game.resources[-1].rebooted) == (cards[1], False)
    assert game.trash == [cards[0], cards[2]]
    assert len(game.deck) == 17


def test_a_hand_card_named_exactly_is_played_without_its_cost_and_no_other():
    game = fresh()
    named, other = card("竜の子", cost=3), card("竜の子供", cost=4)
    game.hand = [other, named]
    resources = [(r.card, r.rebooted) for r in game.resources]
    event(game, "あなたの手札にある「竜の子」を1枚まで選び、コストを支払わずにプレイする。")
    assert [u.card for u in game.squares.values()] == [named]
    assert game.hand == [other]
    assert [(r.card, r.rebooted) for r in game.resources] == resources


def test_the_top_cards_up_to_a_count_go_to_the_trash_when_the_text_says_cards():
    game = fresh()
    top = game.deck[:2]
    event(game, "あなたのデッキの上から2枚までカードをトラッシュに置く。")
    assert game.trash == top


def test_a_trash_card_chosen_from_the_trash_goes_to_the_resources_slept():
    game = fresh()
    cheap, dear = card(cost=1), card(cost=5)
    game.trash = [cheap, dear]
    event(game, "あなたのトラッシュから1枚選び、リソースにスリープで置く。")
    assert (game.resources[-1].card, game.resources[-1].rebooted) == (dear, False)
    assert game.trash == [cheap]


def test_drawing_then_rebooting_this_card_leaves_it_rebooted_and_one_card_more_in_hand():
    game = fresh()
    zx = dataclasses.replace(card(cost=3), power=3000)
    script = read_card(zx.number, ATTACK + "カードを1枚引き、このカードをリブートする。")
    assert script.unread == ()
    game.scripts = {zx.number: script}
    unit = OnSquare(zx, False)
    game.squares[(1, 1)] = unit
    top = game.deck[0]
    resolve(game, script.abilities[0], unit, zx.name)
    assert unit.rebooted is True
    assert game.hand == [top]


def test_the_chosen_slept_resources_of_the_race_are_rebooted_and_the_others_stay_slept():
    game = fresh()
    wyrm, other = dragon(cost=2), card(cost=2)
    game.resources = [Resource(other, False), Resource(wyrm, False)]
    event(game, "カードを1枚引き、あなたのリソースにある[ドラゴン]を1枚選び、リブートする。")
    assert [(r.card, r.rebooted) for r in game.resources] == [(other, False), (wyrm, True)]
    assert len(game.hand) == 1


def test_a_clause_the_grammar_cannot_read_leaves_the_whole_ability_unread_naming_the_clause():
    script = read_card("X", "≪イベント≫1点回復し、相手の手札を見る。")
    assert script.abilities == ()
    assert [u.reason for u in script.unread] == ["unread clause: 相手の手札を見る: no object phrase"]


def test_until_end_of_turn_before_a_move_is_not_read_as_a_move_for_ever():
    script = read_card("X", "≪イベント≫ターン終了時まで、あなたのトラッシュにあるカードを1枚選び、チャージに置く。")
    assert script.abilities == ()


def test_the_grammar_reads_a_move_no_zone_pair_kind_covers_as_one_move():
    (ability,) = read_card("X", "≪イベント≫あなたのトラッシュにある[ドラゴン]を2枚まで選び、チャージに置く。").abilities
    (effect,) = ability.effects
    assert (effect.kind, effect.source, effect.destination, effect.n, effect.up_to, effect.filter.race) == (
        Kind.MOVE, "trash", "charge", 2, True, "ドラゴン"
    )  # fmt: skip


def test_a_chosen_zx_of_the_race_gets_the_power_and_one_of_another_race_does_not():
    game = fresh()
    wyrm = OnSquare(dragon(cost=3), True, 4000)
    other = OnSquare(card(cost=5), True, 5000)
    game.squares[(1, 1)], game.squares[(1, 2)] = other, wyrm
    event(game, "スクエアにあるあなたの[ドラゴン]を1枚選び、ターン終了時まで、パワーを+3000する。")
    assert (game.power_of(wyrm), game.power_of(other)) == (7000, 5000)


def test_chosen_rebooted_zx_of_yours_go_back_to_the_hand_and_slept_ones_stay():
    game = fresh()
    up = OnSquare(dataclasses.replace(card(cost=2), power=3000), True)
    down = OnSquare(dataclasses.replace(card(cost=4), power=3000), False)
    game.squares[(1, 1)], game.squares[(1, 2)] = up, down
    top = game.deck[0]
    event(game, "スクエアにあるあなたのリブートのゼクスを1枚選び、手札に戻し、カードを1枚引く。")
    assert game.hand == [up.card, top]
    assert list(game.squares.values()) == [down]


def test_an_optional_destroy_of_another_zx_is_declined_and_what_it_pays_for_is_not_done():
    game = fresh()
    mine = OnSquare(dataclasses.replace(card(cost=2), power=3000), True)
    game.squares[(1, 1)] = mine
    event(
        game, "このカード以外のスクエアにあるあなたのゼクスを1枚選び、破壊してよい。破壊したならば、カードを2枚引く。"
    )
    assert list(game.squares.values()) == [mine]
    assert (game.hand, game.charge) == ([], [])


@pytest.mark.parametrize("other_there", [True, False])
def test_another_zx_is_destroyed_by_a_harm_that_must_be_done_and_this_card_never_is(other_there):
    game = fresh()
    zx = dataclasses.replace(card(cost=1), power=1000)
    other = OnSquare(dataclasses.replace(card(cost=4), power=5000), True)
    if other_there:
        game.squares[(1, 2)] = other
    this = entered(game, "このカード以外のスクエアにあるあなたのゼクスを1枚選び、破壊する。", unit_card=zx)
    assert game.squares[(1, 1)] is this
    assert (1, 2) not in game.squares
    assert game.charge == ([other.card] if other_there else [])


@pytest.mark.parametrize(("charge", "drawn"), [(3, 2), (1, 0)])
def test_two_charge_cards_put_into_the_trash_pay_for_the_draw_and_one_cannot(charge, drawn):
    game = fresh()
    game.charge = [card(cost=c) for c in range(1, charge + 1)]
    event(game, "あなたのチャージにあるカードを2枚選び、トラッシュに置いてよい。2枚置いたならば、カードを2枚引く。")
    assert len(game.hand) == drawn
    assert len(game.trash) == (2 if drawn else 0)
    assert len(game.charge) == charge - len(game.trash)


def test_a_count_after_an_effect_whose_handler_does_not_count_is_left_unread():
    script = read_card(
        "X", "≪イベント≫あなたの手札にあるカードを2枚選び、公開してよい。2枚公開したならば、カードを1枚引く。"
    )
    assert script.abilities == ()
    assert "may do fewer" in script.unread[0].reason


def test_a_count_after_your_zx_you_may_sleep_is_read_and_the_goldfish_declines_so_nothing_follows():
    # session 15 (tail): Kind.CHOOSE_ZX counts what it chose (run.squares.choose_zx); sleeping your own is a harm
    # the goldfish declines when it may (「てよい」), so neither the sleep nor the draw happens
    body = "スクエアにあるあなたのゼクスを2枚選び、スリープしてよい。2枚スリープしたならば、カードを1枚引く。"
    game = fresh()
    game.squares = {(1, 0): OnSquare(card(cost=2), True, 3000), (1, 2): OnSquare(card(cost=2), True, 3000)}
    event(game, body)
    assert ([u.rebooted for u in game.squares.values()], len(game.hand)) == ([True, True], 0)


@pytest.mark.parametrize(("in_charge", "drawn"), [(1, 0), (2, 1)])
def test_two_charge_cards_put_into_the_trash_then_draws_only_when_both_went(in_charge, drawn):
    game = fresh()
    game.charge = [card(cost=1) for _ in range(in_charge)]
    event(game, "あなたのチャージにあるカードを2枚まで選び、トラッシュに置く。2枚置いたならば、カードを1枚引く。")
    assert (len(game.trash), len(game.hand)) == (in_charge, drawn)


def test_a_clause_on_the_opponents_zx_does_nothing_on_its_empty_board_and_the_next_clause_is_done():
    game = fresh()
    mine = OnSquare(card(cost=2), True, 3000)
    game.squares[(1, 1)] = mine
    event(game, "ノーマルスクエアにある相手のコスト3以下のゼクスを1枚選び、破壊し、カードを1枚引く。")
    assert list(game.squares.values()) == [mine]
    assert len(game.hand) == 1
    event(game, "ノーマルスクエアにある相手のゼクスを1枚選び、破壊する。破壊したならば、カードを2枚引く。")
    assert len(game.hand) == 1


def test_a_dynamis_card_named_exactly_turns_face_up_and_a_card_of_a_longer_name_does_not():
    game = fresh()
    named, longer = card("天使", type_=CardType.ZX_EX), card("天使の翼", type_=CardType.ZX_EX)
    game.dynamis, game.dynamis_face_up = [longer, named], []
    event(game, "カードを1枚引き、あなたのデュナミスにある「天使」を1枚選び、表向きにしてよい。")
    assert (game.dynamis, game.dynamis_face_up) == ([longer], [named])
    assert len(game.hand) == 1


def test_a_card_but_the_one_named_comes_back_from_the_trash_the_costliest_other():
    game = fresh()
    named, other, cheap = card("竜の子", cost=5), card("竜の親", cost=4), card(cost=1)
    game.trash = [cheap, named, other]
    event(game, "「竜の子」以外のあなたのトラッシュにあるゼクスを1枚選び、手札に戻し、カードを1枚引く。")
    assert game.hand[0] is other
    assert game.trash == [cheap, named]
    assert len(game.hand) == 2


def test_any_number_of_charge_cards_of_the_race_go_to_the_resources_slept_and_no_other():
    game = fresh()
    a, b, other = dragon(cost=1), dragon(cost=3), card(cost=2)
    game.charge = [a, other, b]
    before = len(game.resources)
    event(game, "あなたのチャージにある種族に[ドラゴン]を含むカードを好きな枚数選び、リソースにスリープで置く。")
    assert game.charge == [other]
    assert {r.card.number for r in game.resources[before:]} == {a.number, b.number}
    assert not any(r.rebooted for r in game.resources[before:])


def test_a_payment_the_table_does_not_know_puts_the_slept_last_resource_at_the_bottom_and_needs_one():
    game = fresh()
    text = "≪起≫【有効】スクエア【コスト】あなたのリソースを1枚デッキの1番下に置く。【効果】カードを2枚引く。"
    scripted_card(game, text, at=(2, 0), cost=3, rebooted=False)
    game.resources = []
    assert next_activation(game) is None  # no resource to pay with
    first, last = card(cost=1), card(cost=2)
    game.resources = [Resource(first, False), Resource(last, False)]
    activate(game, *next_activation(game))
    assert [r.card for r in game.resources] == [first]
    assert game.deck[-1] is last
    assert len(game.hand) == 2


def test_a_payment_of_the_top_card_into_the_trash_comes_before_the_draw():
    game = fresh()
    text = "≪起≫【有効】スクエア【コスト】あなたのデッキの1番上をトラッシュに置く。【効果】カードを1枚引く。"
    scripted_card(game, text, at=(2, 0), cost=3, rebooted=False)
    top, second = game.deck[0], game.deck[1]
    activate(game, *next_activation(game))
    assert game.trash == [top]
    assert game.hand == [second]
    assert len(game.deck) == 18


def test_a_payment_with_up_to_is_not_read_as_a_payment():
    script = read_card(
        "X", "≪起≫【有効】スクエア【コスト】あなたのリソースを1枚まで選び、トラッシュに置く。【効果】カードを1枚引く。"
    )
    assert script.abilities == ()


@pytest.mark.parametrize("action", [Kind.DESTROY_SELF, ("removed", "trash"), *sorted(PAYABLE_PAIRS)])
def test_every_kind_the_grammar_reads_as_a_payment_is_checked_before_it_is_paid(action):
    game = fresh()
    game.hand = [card(cost=1)]
    ability = Ability(AbilityKind.ACTIVATED, "", payment=(make(action, 2),))
    assert can_pay_payment(game, ability, None, OnSquare(card(), True, 1000)) is (action not in _UNPAYABLE_HERE)


# One hand card, an empty charge, trash and remove zone: two cards cannot be paid from them (this card on its
# square and the deck of 20 can pay).
_UNPAYABLE_HERE = {
    ("removed", "trash"), ("hand", "trash"), ("hand", "charge"), ("hand", "removed"), ("hand", "resources"),
}  # fmt: skip
_UNPAYABLE_HERE |= {("hand", "deck_bottom"), ("charge", "trash"), ("charge", "deck_bottom"), ("trash", "removed")}
_UNPAYABLE_HERE |= {("hand|charge", "trash"), ("hand|charge", "removed")}  # one card of the two zones together
_UNPAYABLE_HERE |= {("trash", "hand"), ("charge", "hand")}  # (the resources hold two cards: payable)
_UNPAYABLE_HERE |= {("hand", "force"), ("trash", "force"), ("trash", "resources")}  # session 18 `misc`


def test_destroying_this_card_for_a_draw_sends_it_to_the_charge_and_draws():
    game = fresh()
    zx = dataclasses.replace(card(cost=3), power=3000)
    script = read_card(zx.number, ATTACK + "このカードを破壊してよい。破壊したならば、カードを2枚引く。")
    assert script.unread == ()
    game.scripts = {zx.number: script}
    unit = OnSquare(zx, False, 3000)
    game.squares[(1, 1)] = unit
    top = game.deck[:2]
    resolve(game, script.abilities[0], unit, zx.name)
    assert game.squares == {}
    assert game.charge == [zx]
    assert game.hand == top


def test_destroying_this_card_with_nothing_to_gain_after_it_is_declined():
    game = fresh()
    zx = dataclasses.replace(card(cost=3), power=3000)
    script = read_card(zx.number, ATTACK + "このカードを破壊してよい。")
    game.scripts = {zx.number: script}
    unit = OnSquare(zx, False, 3000)
    game.squares[(1, 1)] = unit
    resolve(game, script.abilities[0], unit, zx.name)
    assert game.squares == {(1, 1): unit}
    assert game.charge == []


def test_a_zx_that_cannot_attack_pays_by_being_destroyed():
    game = fresh()
    text = "≪起≫【有効】スクエア【コスト】このカードを破壊する。【効果】カードを2枚引く。"
    zx, _ = scripted_card(game, text, at=(2, 0), cost=3, rebooted=False)
    activate(game, *next_activation(game))
    assert game.squares == {}
    assert game.charge == [zx]
    assert len(game.hand) == 2


@pytest.mark.parametrize(
    ("races", "drawn"),
    [(("エンジェル", "ガーディアン"), 1), (("エンジェル", "エンジェル"), 0), (("ガーディアン",), 0)],
)
def test_a_card_of_each_of_two_races_in_the_resources_is_needed_for_the_draw(races, drawn):
    game = fresh()
    game.resources = [Resource(dataclasses.replace(card(), races=(r,)), True) for r in races]
    event(game, "あなたのリソースに[エンジェル]と[ガーディアン]がある場合、カードを1枚引き、1点回復する。")
    assert len(game.hand) == drawn


@pytest.mark.parametrize(("trash", "charge_white", "drawn"), [(3, True, 1), (2, True, 0), (3, False, 0)])
def test_two_conditions_one_after_the_other_must_both_hold(trash, charge_white, drawn):
    game = fresh()
    game.trash = [card(cost=1) for _ in range(trash)]
    game.charge = [card(colors=frozenset({Color.WHITE if charge_white else Color.RED}))]
    event(
        game,
        "あなたのトラッシュに3枚以上ある場合、あなたのチャージに白のカードがあるならば、カードを1枚引き、1点回復する。",
    )
    assert len(game.hand) == drawn


def test_hand_cards_go_into_the_deck_which_is_shuffled_and_without_the_shuffle_it_is_unread():
    game = fresh()
    game.hand = [card(cost=1), card(cost=5), card(cost=3)]
    event(game, "あなたの手札にあるカードを2枚選びデッキに戻し、シャッフルする。")
    assert len(game.hand) == 1
    assert len(game.deck) == 22
    assert read_card("X", "≪イベント≫あなたの手札を1枚選び、デッキに戻す。").abilities == ()


def test_a_hand_card_goes_on_top_of_the_deck_and_another_to_the_bottom():
    game = fresh()
    cheap, dear = card(cost=1), card(cost=5)
    game.hand = [cheap, dear]
    event(game, "あなたの手札を1枚選び、デッキの1番上に置き、あなたの手札を1枚選び、好きな順番でデッキの下に置く。")
    assert (game.deck[0], game.deck[-1]) == (dear, cheap)
    assert game.hand == []
    assert len(game.deck) == 22


@pytest.mark.parametrize("where", ["リソースにリブートで置く", "手札に加える"])
def test_the_rest_of_the_revealed_cards_anywhere_the_executor_cannot_put_them_is_left_unread(where):
    text = "≪イベント≫あなたのデッキの上から2枚公開し、その中から1枚選び、手札に加え、残りを" + where + "。"
    assert read_card("X", text).abilities == ()


@pytest.mark.parametrize(("dragon_rebooted", "drawn"), [(True, 2), (False, 0)])
def test_a_rebooted_resource_of_the_race_is_slept_to_pay_for_the_draw(dragon_rebooted, drawn):
    game = fresh()
    wyrm, other = dragon(cost=2), card(cost=2)
    game.resources = [Resource(other, True), Resource(wyrm, dragon_rebooted)]
    event(game, "あなたのリソースにある[ドラゴン]を1枚選び、スリープしてよい。スリープしたならば、カードを2枚引く。")
    assert [r.rebooted for r in game.resources] == [True, False]
    assert len(game.hand) == drawn


def test_a_life_card_looked_at_comes_to_the_hand_the_costliest_and_none_goes_to_the_trash():
    game = fresh()
    one, five, three = card(cost=1), card(cost=5), card(cost=3)
    game.life = [one, five, three]
    event(game, "あなたのライフを見て、その中にあるカードを1枚選び、手札に加える。")
    assert (game.hand, game.life) == ([five], [one, three])
    assert read_card("X", "≪イベント≫あなたのライフを見て、その中から1枚選び、トラッシュに置く。").abilities == ()


REVEAL_TEST = (
    "あなたのデッキの1番上のカードを公開する。公開したカードが[ドラゴン]ならば、手札に加える。"
    "そうでないならば、そのカードをデッキの1番下に置く。"
)


@pytest.mark.parametrize("is_dragon", [True, False])
def test_the_revealed_top_card_comes_to_the_hand_if_it_matches_and_goes_to_the_bottom_if_not(is_dragon):
    game = fresh()
    top = dragon(cost=3) if is_dragon else card(cost=3)
    game.deck[0] = top
    second, size = game.deck[1], len(game.deck)
    event(game, REVEAL_TEST)
    if is_dragon:
        assert game.hand == [top]
        assert len(game.deck) == size - 1
    else:
        assert game.hand == []
        assert game.deck[-1] is top
        assert len(game.deck) == size
    assert game.deck[0] is second


def test_a_revealed_card_that_does_not_match_stays_on_top_without_an_otherwise():
    game = fresh()
    top = game.deck[0]
    event(game, "あなたのデッキの1番上を公開する。そのカードが[ドラゴン]ならば、チャージに置く。")
    assert game.deck[0] is top
    assert game.charge == []
    top = game.deck[0] = dragon(cost=4)
    event(game, "あなたのデッキの1番上を公開する。そのカードが[ドラゴン]ならば、チャージに置く。")
    assert game.charge == [top]
    assert game.deck[0] is not top


def test_a_test_of_the_revealed_card_that_gates_another_effect_is_left_unread():
    script = read_card(
        "X",
        "≪イベント≫あなたのデッキの1番上のカードを公開する。公開したカードが赤のカードの場合、カードを1枚引く。",
    )
    assert script.abilities == ()
    assert "公開したカードが赤のカードの場合" in script.unread[0].reason


def test_this_zx_leaves_its_square_for_the_dynamis_face_up_with_its_force_to_the_trash():
    game = fresh()
    game.dynamis_face_up = []
    zx = card(cost=3)
    script = read_card(zx.number, ATTACK + "このカードをデュナミスに表向きで置く。")
    assert action_of(script.abilities[0].effects[0]) == ("self", "dynamis_face_up")
    unit = entered(game, "カードを1枚引く。", unit_card=zx)
    forced = card(cost=2)
    unit.force = [forced]
    game.scripts = {**game.scripts, zx.number: script}
    fire(game, Trigger.ATTACK, unit)
    assert game.squares.get((1, 1)) is None
    assert game.dynamis_face_up == [unit.card]
    assert game.trash == [forced]


@pytest.mark.parametrize(("named", "moved"), [(1, 1), (0, 0)])
def test_a_resource_of_the_name_goes_face_up_to_the_dynamis_and_no_other(named, moved):
    game = fresh()
    game.dynamis_face_up = []
    other = card("水", cost=2)
    game.resources = [Resource(other, True)] + [Resource(card("火の竜", cost=3), True) for _ in range(named)]
    event(game, "あなたのリソースにあるカード名に「竜」を含むカードを1枚選び、デュナミスに表向きで置く。")
    assert len(game.dynamis_face_up) == moved
    assert [r.card for r in game.resources] == [other]


def test_a_chosen_slept_zx_of_the_race_is_rebooted_and_one_of_another_race_stays_slept():
    game = fresh()
    wyrm = OnSquare(dataclasses.replace(dragon(cost=3), power=4000), False)
    other = OnSquare(dataclasses.replace(card(cost=5), power=5000), False)
    game.squares[(1, 1)], game.squares[(1, 2)] = other, wyrm
    event(game, "スクエアにあるあなたの[ドラゴン]を1枚選び、リブートする。")
    assert (wyrm.rebooted, other.rebooted) == (True, False)


@pytest.mark.parametrize(("rebooted", "drawn"), [(True, 1), (False, 0)])
def test_sleeping_a_chosen_zx_pays_for_the_draw_only_when_it_was_rebooted(rebooted, drawn):
    game = fresh()
    unit = OnSquare(dataclasses.replace(card(cost=3), power=4000), rebooted)
    game.squares[(1, 1)] = unit
    event(game, "スクエアにあるあなたのゼクスを1枚選び、スリープする。スリープしたならば、カードを1枚引く。")
    assert unit.rebooted is False
    assert len(game.hand) == drawn


def test_one_of_the_names_given_exactly_is_taken_and_a_longer_name_holding_one_is_not():
    game = fresh()
    longer, exact = card("竜Aの子", cost=9), card("竜B", cost=2)
    game.deck[:5] = [card(cost=1), longer, card(cost=1), exact, card(cost=1)]
    event(
        game,
        "あなたのデッキの上から5枚公開し、その中にある「竜A」か「竜B」を1枚まで選び、手札に加え、残りを元に戻し、シャッフルする。",
    )
    assert game.hand == [exact]
    assert longer in game.deck
    assert len(game.deck) == 19


def test_a_removed_zx_of_the_cost_enters_an_empty_normal_square_rebooted_and_a_dearer_one_stays_removed():
    game = fresh()
    cheap, dear, spell = card(cost=3), card(cost=5), card(type_=CardType.EVENT, cost=1)
    game.removed = [dear, cheap, spell]
    event(
        game,
        "ゲームから除外されているあなたのコスト3以下のゼクスを1枚選び、リブートでゼクスのないノーマルスクエアに登場させる。",
    )
    units = [u for u in game.squares.values() if u.card is cheap]
    assert len(units) == 1
    assert units[0].rebooted
    assert game.removed == [dear, spell]


def test_a_face_up_dynamis_card_of_the_name_comes_to_the_hand_and_a_face_down_one_never_does():
    game = fresh()
    up, other = card("蒼穹の彼方より", cost=2), card("別", cost=2)
    down = card("蒼穹の彼方より", cost=2)
    game.dynamis_face_up, game.dynamis = [other, up], [down]
    event(game, "あなたのデュナミスにある表向きの「蒼穹の彼方より」を1枚まで選び、手札に戻す。")
    assert game.hand == [up]
    assert (game.dynamis_face_up, game.dynamis) == ([other], [down])


@pytest.mark.parametrize(("blue_in_hand", "drawn"), [(True, 2), (False, 0)])
def test_showing_a_blue_hand_card_keeps_it_in_the_hand_and_pays_for_the_draw(blue_in_hand, drawn):
    game = fresh()
    shown = card(colors=frozenset({Color.BLUE if blue_in_hand else Color.RED}))
    game.hand = [shown]
    event(game, "あなたの手札にある青のカードを1枚選び、公開してよい。公開したならば、カードを2枚引く。")
    assert game.hand[0] is shown
    assert len(game.hand) == 1 + drawn


def test_a_move_goes_to_its_pairs_own_mover_and_a_pair_without_one_to_the_general_mover():
    game = fresh()
    cheap, middle, dear = card(cost=1), card(cost=3), card(cost=5)
    game.hand = [dear, cheap, middle]
    assert event(game, "あなたの手札を2枚選び、チャージに置く。")
    assert game.hand == [cheap]  # the two the policy needs least (too dear on turn 1): hand → charge's own mover
    assert sorted(c.cost for c in game.charge) == [3, 5]
    game.removed = [dragon(cost=4), card(cost=2)]
    assert event(game, "ゲームから除外されているあなたの[ドラゴン]を1枚選び、手札に加える。")
    assert [c.cost for c in game.hand] == [1, 4]  # removed → hand: no mover of its own, the general one
    assert [c.cost for c in game.removed] == [2]
    event(game, "あなたの手札を3枚選び、チャージに置く。")  # required: as many as can be (102.4), the two in the hand
    assert len(game.hand) == 0
    assert len(game.charge) == 4


@pytest.mark.parametrize(
    ("rest", "zone"),
    [("ゲームから除外する", "removed"), ("チャージに置く", "charge"), ("リソースにスリープで置く", "resources")],
)
def test_the_rest_of_the_looked_at_cards_goes_to_the_remove_zone_the_charge_or_the_resources(rest, zone):
    game = fresh()
    top = game.deck[:3]  # costs 1, 2, 3: the costliest is taken
    resources_before = len(game.resources)
    assert event(
        game, f"あなたのデッキの上から3枚見て、その中にあるカードを1枚選び、手札に加える。\n残りのカードを{rest}。"
    )
    assert game.hand == [top[2]]
    assert len(game.deck) == 17
    if zone == "resources":
        assert [r.card for r in game.resources[resources_before:]] == top[:2]
        assert not any(r.rebooted for r in game.resources[resources_before:])
    else:
        assert getattr(game, zone) == top[:2]


def test_the_opponent_giving_up_hand_cards_is_read_as_choosing_nothing_and_counted_off_the_acting_lines():
    """A goldfish opponent has no hand: 「相手は自分の手札にあるカードをN枚選び、…」 chooses nothing (NO_TARGET), and
    the line counts as carried out on the opponent's side only, never as acting."""
    text = "≪イベント≫カードを1枚引き、相手は自分の手札にあるカードを1枚選び、トラッシュに置く。"
    (ability,) = read_card("X", text).abilities
    assert [(e.kind, e.n) for e in ability.effects] == [(Kind.DRAW, 1), (Kind.NO_TARGET, 1)]
    (alone,) = read_card("X", "≪イベント≫相手は自分の手札を2枚選び、除外する。").abilities
    assert [e.kind for e in alone.effects] == [Kind.NO_TARGET]
    assert line_part(alone) == "opponent_board_only"
    assert line_part(ability) == "acting"  # its draw acts
    game = fresh()
    event(game, text)
    assert (len(game.hand), len(game.trash), len(game.removed)) == (1, 0, 0)


def test_a_token_is_made_onto_an_empty_normal_square_attacks_and_is_gone_when_it_leaves():
    text = "「異形の落とし仔」トークンを2枚リブートでゼクスのないノーマルスクエアに登場させる。"
    (ability,) = read_card("X", "≪イベント≫" + text).abilities
    assert ability.effects == (Effect(Kind.MAKE_TOKEN, 2, filter=CardFilter(name_is="異形の落とし仔"), rebooted=True),)
    game = fresh()
    cards = len(game.all_cards())
    event(game, text)
    tokens = {sq: u for sq, u in game.squares.items() if is_token(u.card)}
    assert sorted(tokens) == [(0, 0), (1, 1)]  # the first empty normal squares of the policy's order
    assert all(u.rebooted and u.card.name == "異形の落とし仔" for u in tokens.values())
    assert game.can_attack_player((1, 1))
    life = game.opponent_life
    assert declare_attack(game, (1, 1))
    assert game.opponent_life == life - 1
    assert game.leave(tokens[(0, 0)]) is None  # off the squares it ceases to exist: no zone gets it
    assert len(game.all_cards()) == cards
    assert (0, 0) not in game.squares


def test_tokens_onto_the_marked_squares_are_left_unread():
    text = "≪イベント≫「異形の落とし仔」トークンを1枚リブートでゼクスのない◎のスクエアに登場させる。"
    assert read_card("X", text).abilities == ()


@pytest.mark.parametrize(("in_trash", "drawn"), [(1, 0), (2, 3), (3, 3)])
def test_n_cards_removed_then_is_done_only_when_all_n_were_removed(in_trash, drawn):
    text = "あなたのトラッシュにあるカードを2枚まで選び、ゲームから除外する。\n2枚除外したならば、カードを3枚引く。"
    (ability,) = read_card("X", "≪イベント≫" + text).abilities
    assert [(action_of(e), e.n, e.up_to, e.done_at, e.if_did) for e in ability.effects] == [
        (("trash", "removed"), 2, True, 2, False),
        (Kind.DRAW, 3, False, 0, True),
    ]
    game = fresh()
    game.trash = [card(cost=1) for _ in range(in_trash)]
    event(game, text)
    assert len(game.removed) == min(in_trash, 2)  # up to 2 removed either way
    assert len(game.hand) == drawn


@pytest.mark.parametrize(("matching", "drawn"), [(1, 0), (2, 1)])
def test_at_least_n_revealed_cards_put_into_the_trash_gates_what_follows(matching, drawn):
    text = (
        "あなたのデッキの上から4枚公開し、その中にある[ドラゴン]を好きな枚数選び、トラッシュに置く。\n"
        "2枚以上置いたならば、カードを1枚引く。"
    )
    game = fresh()
    game.deck[:4] = [dragon(cost=2) for _ in range(matching)] + [card(cost=1) for _ in range(4 - matching)]
    event(game, text)
    assert len(game.trash) == matching
    assert len(game.hand) == drawn


def test_n_cards_drawn_then_after_a_take_of_one_is_left_unread():
    text = "≪イベント≫あなたのトラッシュにあるカードを1枚選び、手札に加える。\n2枚加えたならば、カードを1枚引く。"
    assert read_card("X", text).abilities == ()


RANGE_2 = "\n“≪常≫レンジ２（このカードは２つ先のスクエアに攻撃できる。）\n”"


def test_a_granted_range_lets_a_zx_two_squares_away_attack_the_opponent_this_turn_only():
    text = "≪イベント≫スクエアにあるあなたのゼクスを１枚選び、ターン終了時まで、以下の能力を与える。" + RANGE_2
    (ability,) = read_card("X", text).abilities
    assert [(e.kind, e.rest, e.take, e.n) for e in ability.effects] == [(Kind.CHOOSE_ZX, "range", 2, 1)]
    game = fresh()
    far = OnSquare(card(cost=2), True, 3000)
    game.squares[(2, 1)] = far  # your player square: two squares from the opponent's
    assert not game.can_attack_player((2, 1))
    game.scripts = {}
    resolve(game, ability, None, "X")
    assert far.granted_range == (2, game.turn)
    assert game.can_attack_player((2, 1))
    game.turn += 1  # the next turn of yours: the grant has ended
    assert not game.can_attack_player((2, 1))


def test_this_card_gets_range_until_end_of_turn_and_a_grant_of_another_ability_stays_unread():
    text = "≪起≫〈《青1・青１》〉ターン終了時まで、このカードは以下の能力を得る。" + RANGE_2
    (ability,) = read_card("X", text).abilities
    assert [(e.kind, e.n) for e in ability.effects] == [(Kind.GRANT_RANGE, 2)]
    game = fresh()
    unit = OnSquare(card(cost=2), True, 3000)
    game.squares[(2, 1)] = unit
    resolve(game, ability, unit, "X")
    assert game.can_attack_player((2, 1))
    other = (  # a granted 絶界 is read (tests/rules/test_effect_constant_grants.py), and an auto ability the game
        # fires for a Z/X that has it by a grant (test_effect_values_until.py); one it does not fire is not
        "≪イベント≫スクエアにあるあなたのゼクスを１枚選び、ターン終了時まで、以下の能力を与える。\n"
        "“≪自≫このカードがリブートした時、カードを1枚引く。”"
    )
    assert read_card("X", other).abilities == ()
    lasting = "≪イベント≫スクエアにあるあなたのゼクスを１枚選び、以下の能力を与える。" + RANGE_2
    assert read_card("X", lasting).abilities == ()


@pytest.mark.parametrize(
    "text", ["相手のチャージにあるカードを2枚選び、ゲームから除外する。", "相手のチャージを1枚選び、除外する。"]
)
def test_cards_of_the_opponents_charge_given_up_are_read_as_its_count_lowered(text):
    (ability,) = read_card("X", "≪イベント≫" + text).abilities  # run.charge_owners (session 20, fix2)
    assert [(e.kind, e.source, e.destination, e.to) for e in ability.effects] == [
        (Kind.MOVE, "charge", "removed", "opponent")
    ]
    assert line_part(ability) == "acting"


def test_a_power_raised_until_the_end_of_the_opponents_next_turn_is_raised_for_this_turn():
    text = "スクエアにあるあなたの[ドラゴン]を1枚選び、次の相手のターンのターン終了時まで、パワーを+3000する。"
    (ability,) = read_card("X", "≪イベント≫" + text).abilities
    assert [(e.kind, e.rest, e.take) for e in ability.effects] == [(Kind.CHOOSE_ZX, "power", 3000)]
    game = fresh()
    wyrm = OnSquare(dragon(cost=3), True, 4000)
    game.squares[(1, 1)] = wyrm
    event(game, text)
    assert wyrm.power == 7000


@pytest.mark.parametrize(("meisters", "played"), [(2, False), (3, True)])
def test_resources_of_a_race_slept_as_a_payment_pay_for_the_draw_only_when_there_are_enough(meisters, played):
    game = fresh()
    text = (
        "≪起≫【有効】スクエア【コスト】あなたのリソースにある[マイスター]を3枚スリープする。\n【効果】カードを1枚引く。"
    )
    scripted_card(game, text, at=(2, 0), cost=3, rebooted=False)
    meister = dataclasses.replace(card(cost=1), races=("マイスター",))
    game.resources = [Resource(meister) for _ in range(meisters)] + [Resource(card(cost=1))]
    found = next_activation(game)
    assert (found is not None) is played
    if played:
        activate(game, *found)
        assert [r.rebooted for r in game.resources] == [False, False, False, True]
        assert len(game.hand) == 1


@pytest.mark.parametrize(
    "text",
    [
        "相手のリソースを2枚選び、スリープする。",
        "相手のデッキの1番上のカードを除外する。",
        "相手のデッキの上から2枚をトラッシュに置く。",
    ],
)
def test_the_opponents_slept_resources_and_deck_cards_are_read_as_choosing_nothing(text):
    (ability,) = read_card("X", "≪イベント≫" + text).abilities
    assert [e.kind for e in ability.effects] == [Kind.NO_TARGET]


def test_the_opponents_resources_taken_away_stay_unread_its_count_is_modelled():
    assert read_card("X", "≪イベント≫相手のリソースを1枚選び、手札に戻す。").abilities == ()


def test_you_and_the_opponent_each_give_up_a_hand_card_and_only_yours_is_modelled():
    text = "あなたと相手は自分の手札にあるカードを1枚選び、トラッシュに置く。"
    (ability,) = read_card("X", "≪イベント≫" + text).abilities
    assert ability.effects == (move("hand", "trash", 1),)
    game = fresh()
    cheap, dear = card(cost=1), card(cost=5)
    game.hand = [cheap, dear]
    event(game, text)
    assert len(game.hand) == 1
    assert len(game.trash) == 1


@pytest.mark.parametrize(("blue", "drawn"), [(True, 1), (False, 0)])
def test_hand_cards_shown_and_put_back_stay_in_the_hand_and_gate_the_draw(blue, drawn):
    text = "あなたの手札にある青のカードを1枚選び、公開してよい。\n公開したならば、カードを1枚引く。\n公開したカードを元に戻す。"
    game = fresh()
    shown = dataclasses.replace(card(cost=2), colors=frozenset({Color.BLUE if blue else Color.RED}))
    game.hand = [shown]
    event(game, text)
    assert game.hand[0] is shown
    assert len(game.hand) == 1 + drawn


@pytest.mark.parametrize("named", [True, False])
def test_a_zx_of_yours_named_exactly_goes_back_to_the_hand_and_only_then_two_are_drawn(named):
    text = "スクエアにあるあなたの「始まりの機械ディア」を1枚選び、手札に戻す。\n戻したならば、カードを2枚引く。"
    (ability,) = read_card("X", "≪イベント≫" + text).abilities
    assert ability.effects[0].filter == CardFilter(name_is="始まりの機械ディア")
    game = fresh()
    zx = dataclasses.replace(card(cost=3), name="始まりの機械ディア" if named else "別のゼクス", names=frozenset())
    game.squares[(1, 1)] = OnSquare(zx, True, 3000)
    event(game, text)
    assert ((1, 1) in game.squares) is not named
    assert len(game.hand) == (3 if named else 0)


def test_a_zx_on_your_player_square_gets_the_power_and_one_on_a_normal_square_does_not():
    text = "あなたのプレイヤースクエアにあるゼクスを1枚選び、ターン終了時まで、パワーを+5000する。"
    game = fresh()
    home = OnSquare(card(cost=2), True, 3000)
    front = OnSquare(card(cost=5), True, 6000)
    game.squares[(2, 1)] = home
    game.squares[(1, 1)] = front
    event(game, text)
    assert (home.power, front.power) == (8000, 6000)


@pytest.mark.parametrize(("resources", "placed"), [(0, 0), (1, 1)])
def test_a_resource_removed_from_the_game_then_gates_the_trash_card_put_into_the_resources(resources, placed):
    text = (
        "あなたのリソースにあるカードを1枚選び、ゲームから除外してよい。\n"
        "除外したならば、あなたのトラッシュにあるカードを1枚選び、リソースにスリープで置く。"
    )
    (ability,) = read_card("X", "≪イベント≫" + text).abilities
    assert [(action_of(e), e.if_did) for e in ability.effects] == [
        (("resources", "removed"), False),
        (("trash", "resources"), True),
    ]
    game = fresh()
    game.resources = [Resource(card(cost=1)) for _ in range(resources)]
    trashed = card(cost=4)
    game.trash = [trashed]
    event(game, text)
    assert len(game.removed) == resources
    assert [r.card for r in game.resources] == ([trashed] if placed else [])


def test_a_looked_at_card_removed_from_the_game_then_draws():
    text = (
        "あなたのデッキの上から2枚見て、その中にあるカードを1枚まで選び、除外し、残りのカードを好きな順番でデッキの下に置く。\n"
        "除外したならば、カードを1枚引く。"
    )
    game = fresh()
    top = game.deck[:2]
    event(game, text)
    assert game.removed == [top[1]]  # the costlier of the two
    assert len(game.hand) == 1
