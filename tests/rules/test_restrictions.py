"""Every restriction honoured (issue 28, point 3): 「このカードはプレイできない」 in the text or the subtext, a play
condition of the card itself, 「《同名》のこの能力は重複しない」, an event only when its condition holds, and an
ability with a clause the reader cannot read left unread whole (no option dropped)."""

import dataclasses

from tests.rules.builders import card
from tests.rules.test_goldfish_dynamis import deck_with, ready
from zxdecks.rules.cards import CardType, Color
from zxdecks.rules.effects import read_card
from zxdecks.rules.effects.language import Kind
from zxdecks.rules.goldfish import CHARGE_LIMIT, OnSquare, Resource

RED = frozenset({Color.RED})
FORBIDDEN = "このカードはプレイできない。"
# G30-077's text (checked against the card list); its subtext is 「このカードはプレイできない。」
G30_077 = (
    "≪自≫【有効】スクエア【誘発】このカードが登場する。\n【効果】あなたのデッキの上から３枚公開し、その中にあるゼクスを１枚まで"
    "選び、手札に加え、残りを好きな順番でデッキの下に置く。"
)


def test_a_zx_extra_whose_subtext_forbids_its_play_is_never_offered_from_the_dynamis_and_says_why():
    ex = card(type_=CardType.ZX_EX, cost=3)
    script = read_card(ex.number, G30_077, FORBIDDEN)
    assert not script.playable_for_cost
    assert script.play_restriction == "このカードはプレイできない。"
    game = ready(deck_with([ex]), [(ex.number, G30_077, FORBIDDEN)])
    assert game.dynamis_playable() == []
    assert not game.play_from_dynamis(0)
    assert game.squares == {} or ex not in [u.card for u in game.squares.values()]
    assert game.dynamis == [ex]


def test_a_zx_whose_text_forbids_its_play_is_neither_offered_nor_played_from_the_hand_or_by_ignition():
    zx = card(cost=1, colors=RED, ignition=True)
    game = ready(deck_with([]), [(zx.number, "≪常≫" + FORBIDDEN, "")])
    game.hand = [zx]
    assert not game.can_play(zx)
    assert game.policy.next_play(game) is None
    assert not game.play_from_hand(0)
    assert game.hand == [zx]
    assert not game.can_enter_free(zx)  # revealed by ignition or from life it is not played (806.1)


def test_a_condition_that_forbids_a_play_is_checked_when_the_card_would_be_played():
    """B09-051: 「スクエアにあなたの「運命覚醒の片翼 東江アルル」がある場合、このカードはプレイできない。」"""
    arle = card("運命覚醒の片翼 東江アルル", cost=1)
    zx = card(cost=1, colors=RED)
    text = "≪常≫スクエアにあなたの「運命覚醒の片翼 東江アルル」がある場合、このカードはプレイできない。"
    game = ready(deck_with([]), [(zx.number, text, "")])
    game.hand = [zx]
    assert game.can_play(zx)
    game.squares[(2, 2)] = OnSquare(arle, True, 1000)
    assert not game.can_play(zx)
    assert not game.play_from_hand(0)


def test_a_play_condition_of_the_card_is_honoured_from_the_dynamis():
    """B47-064: 「このカードはあなたのリソースが5枚以上ある場合にしかプレイできない。」 (no subtext condition)."""
    ex = card(type_=CardType.ZX_EX, cost=3)
    text = "≪常≫【有効】デュナミス【効果】このカードはあなたのリソースが５枚以上ある場合にしかプレイできない。"
    game = ready(deck_with([ex]), [(ex.number, text, "")], resources=4)
    assert game.dynamis_playable() == []
    game.resources.append(Resource(card(colors=RED)))
    assert game.dynamis_playable() == [0]


def test_an_unread_play_restriction_keeps_the_card_unplayed_with_the_reason():
    zx = card(cost=1)
    text = "≪常≫このカードはこのターンの間にあなたがカードの能力で４枚以上引いていた場合にしかプレイできない。"
    script = read_card(zx.number, text, "")
    assert script.play_restriction.startswith("unread restriction: ")
    game = ready(deck_with([]), [(zx.number, text, "")])
    game.hand = [zx]
    assert not game.can_play(zx)


def test_two_copies_of_a_charge_limit_that_does_not_stack_raise_it_once():
    """IG01-016: 「【有効】チャージ【効果】あなたのチャージの上限を＋２する。《同名》のこの能力は重複しない。」"""
    petit = card(cost=3)
    text = "≪常≫【有効】チャージ【効果】あなたのチャージの上限を＋２する。\n《同名》のこの能力は重複しない。"
    game = ready(deck_with([]), [(petit.number, text, "")])
    game.charge = [petit, petit, card(), card(), card(), card(), card()]
    game.settle()
    assert len(game.charge) == CHARGE_LIMIT + 2


def test_a_charge_limit_that_stacks_is_raised_by_each_copy():
    petit = card(cost=3)
    text = "≪常≫【有効】チャージ【効果】あなたのチャージの上限を＋１する。"
    game = ready(deck_with([]), [(petit.number, text, "")])
    game.charge = [petit, petit, card(), card(), card(), card(), card()]
    game.settle()
    assert len(game.charge) == CHARGE_LIMIT + 2


def test_two_copies_of_an_aura_that_does_not_stack_give_the_bonus_once():
    lord = card(cost=3)
    text = "≪常≫【有効】スクエア【効果】スクエアにあるすべてのあなたのゼクスのパワーを＋２０００する。\n《同名》のこの能力は重複しない。"
    game = ready(deck_with([]), [(lord.number, text, "")])
    soldier = OnSquare(card(cost=1), True, 1000)
    game.squares = {(1, 1): OnSquare(lord, True, 3000), (0, 0): OnSquare(lord, True, 3000), (0, 2): soldier}
    assert game.power_of(soldier) == 3000


def test_an_event_whose_condition_does_not_hold_is_not_played_and_is_once_it_does():
    """B15-079: 「あなたのトラッシュにカード名に「アルモタヘル」を含むカードが4枚以上ある場合、…3枚まで選び、手札に戻す。」"""
    event = card(type_=CardType.EVENT, cost=1, colors=RED)
    text = (
        "≪イベント≫あなたのトラッシュにカード名に「アルモタヘル」を含むカードが４枚以上ある場合、あなたのトラッシュにある"
        "カード名に「アルモタヘル」を含むカードを３枚まで選び、手札に戻す。"
    )
    game = ready(deck_with([]), [(event.number, text, "")])
    game.hand = [event]
    game.trash = [card("アルモタヘル") for _ in range(3)]
    assert not game.has_effect(event)
    assert game.policy.next_play(game) is None
    game.trash.append(card("アルモタヘル"))
    assert game.has_effect(event)
    assert game.policy.next_play(game) == 0


def test_an_event_whose_every_gain_waits_on_a_gate_that_cannot_be_done_is_not_played():
    """E13-008: 「あなたのデュナミスにある[ウェイカー]を1枚選び、表向きにしてよい。表向きにしたならば、…3枚引く。」"""
    event = card(type_=CardType.EVENT, cost=1, colors=RED)
    text = (
        "≪イベント≫【効果】あなたのデュナミスにある[ウェイカー]を１枚選び、表向きにしてよい。\n"
        "表向きにしたならば、あなたの手札にあるカードを２枚選び、トラッシュに置き、カードを３枚引く。"
    )
    game = ready(deck_with([]), [(event.number, text, "")])
    game.hand = [event, card(cost=20), card(cost=20)]  # two cards to discard, neither castable
    game.dynamis = []
    assert not game.has_effect(event)
    assert game.policy.next_play(game) is None
    game.dynamis = [dataclasses.replace(card(type_=CardType.ZX_EX), races=("ウェイカー",))]
    assert game.has_effect(event)
    assert game.policy.next_play(game) == 0


def test_an_option_the_reader_cannot_read_makes_the_whole_ability_unread():
    """An option the reader cannot read (here one on the ◎ squares, which only the card picture marks) leaves the
    ability unread, rather than kept with that option silently gone (E46-041's shape before its option was read)."""
    text = (
        "≪起≫【有効】≪ターン１≫スクエア【コスト】《無0・無０》【効果】あなたのトラッシュにイベントが２枚以上ある場合、"
        "以下の効果から１つ選び、解決する。\n●ノーマルスクエアにある相手のコスト５以下のゼクスを１枚選び、手札に戻す。\n"
        "●あなたのターンの間の場合、手札かチャージにある、あなたのコスト４以下の[エンジェリックドラゴン]を１枚まで選び、"
        "リブートでゼクスのない◎のスクエアに登場させる。"
    )
    script = read_card("E46-041", text)
    assert script.abilities == ()
    assert len(script.unread) == 1
    assert "option" in script.unread[0].reason


def test_both_options_of_e46_041_are_read_now_that_each_clause_is():
    """E46-041: 「あなたのターンの間の場合」 (a condition) and 「手札かチャージにある」 (two zones) are read, so the
    ability keeps both options: the bounce of an opponent's Z/X and the Z/X put onto a normal square."""
    text = (
        "≪起≫【有効】≪ターン１≫スクエア【コスト】《無0・無０》【効果】あなたのトラッシュにイベントが２枚以上ある場合、"
        "以下の効果から１つ選び、解決する。\n●ノーマルスクエアにある相手のコスト５以下のゼクスを１枚選び、手札に戻す。\n"
        "●あなたのターンの間の場合、手札かチャージにある、あなたのコスト４以下の[エンジェリックドラゴン]を１枚まで選び、"
        "リブートでゼクスのないノーマルスクエアに登場させる。"
    )
    script = read_card("E46-041", text)
    assert script.unread == ()
    (ability,) = script.abilities
    (modal,) = ability.effects
    assert modal.kind is Kind.MODAL
    assert len(modal.options) == 2
    (enter,) = modal.options[1]
    assert enter.kind is Kind.ZONE_TO_SQUARE
    assert enter.rest == "hand|charge"
    assert enter.n == 1
    assert enter.up_to
    assert enter.rebooted
    assert (enter.filter.max_cost, enter.filter.race) == (4, "エンジェリックドラゴン")
    assert [c.kind.value for c in enter.conditions] == ["your_turn"]


def test_an_event_extra_whose_condition_does_not_hold_stays_in_the_dynamis():
    ev = card(type_=CardType.EV_EX, cost=2)
    text = "≪イベント≫あなたのチャージが3枚以上ある場合、カードを2枚引く。"
    game = ready(deck_with([ev]), [(ev.number, text, "")])
    game.charge = [card(), card()]
    assert game.dynamis_playable() == []
    game.charge.append(card())
    assert game.dynamis_playable() == [0]
    hand = len(game.hand)
    assert game.play_from_dynamis(0)
    assert len(game.hand) == hand + 2
    assert game.dynamis_face_up[-1] is ev


def test_an_english_printing_whose_subtext_forbids_its_play_is_never_offered_either():
    """P44-008 and the other English Z/X EX: subtext 「This card cannot be played.」"""
    ex = card(type_=CardType.ZX_EX, cost=3)
    script = read_card(ex.number, "", "This card cannot be played.")
    assert not script.playable_for_cost
    assert script.play_restriction == "This card cannot be played."
    game = ready(deck_with([ex]), [(ex.number, "", "This card cannot be played.")])
    assert game.dynamis_playable() == []
