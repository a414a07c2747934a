"""「(condition、)このカードをプレイする際、<payment>てよい。…ならば、このカードのコストを-Nする。」 (effects.play_payments,
run.play_payments, session 17): read with its payment, and in a game paid only when the resources cannot pay the
card without it, by cards other than the card played, while its condition holds."""

from __future__ import annotations

from tests.rules.builders import card
from tests.rules.test_effects import game_with_scripts
from zxdecks.rules.cards import Color
from zxdecks.rules.effects import read_card
from zxdecks.rules.effects.coverage import line_part
from zxdecks.rules.effects.language import Condition, Kind, Static
from zxdecks.rules.goldfish import OnSquare, Resource

HAND = "≪常≫【有効】手札【効果】"
DISCARD = HAND + (
    "あなたのリソースが2枚以上ある場合、このカードをプレイする際、あなたの手札を1枚トラッシュに置いてよい。"
    "置いたならば、このカードのコストを-4する。"
)
RED = frozenset({Color.RED})


def _game(big, *resources: int):
    game = game_with_scripts((big.number, DISCARD))
    game.resources = [Resource(card(colors=RED)) for _ in resources]
    game.squares = {}
    return game


def test_a_payment_for_a_lower_cost_reads_into_its_payment_change_and_condition():
    (ability,) = read_card("X", DISCARD).abilities
    (static,) = ability.statics
    assert (static.kind, static.n, ability.zone) == ("play_payment", -4, "hand")
    assert static.conditions == (Condition("resources_at_least", 5 - 3),)
    ((kind, source, destination, n),) = [(e.kind, e.source, e.destination, e.n) for e in static.payment]
    assert (kind, source, destination, n) == (Kind.MOVE, "hand", "trash", 1)
    assert line_part(ability) == "acting"


def test_a_payment_without_the_change_after_it_or_valid_everywhere_stays_unread():
    alone = HAND + "このカードをプレイする際、あなたのチャージを1枚トラッシュに置いてよい。"
    everywhere = "≪常≫【有効】すべて【効果】このカードをプレイする際、あなたのチャージを1枚トラッシュに置いてよい。置いたならば、このカードのコストを-2する。"
    unknown = (
        HAND
        + "このカードをプレイする際、スクエアにあるあなたのリンクを1枚スリープしてよい。スリープしたならば、このカードのコストを-2する。"
    )
    for text in (alone, everywhere, unknown):
        script = read_card("X", text)
        assert not script.abilities
        assert len(script.unread) == 1


def test_the_floor_after_the_change_keeps_the_lower_cost_above_it():
    text = (
        HAND
        + "このカードをプレイする際、スクエアにあるあなたのゼクスを1枚破壊してよい。破壊したならば、このカードのコストを-4する。"
        "ただし、1以下にならない。"
    )
    (ability,) = read_card("X", text).abilities
    (static,) = ability.statics
    assert (static.n, static.floor, static.payment[0].kind, static.payment[0].rest) == (
        -4,
        2,
        Kind.CHOOSE_ZX,
        "destroy",
    )
    big = card(cost=5, colors=RED)
    game = game_with_scripts((big.number, text))
    victim = card(cost=1)
    game.squares = {(1, 1): OnSquare(victim, True, 3000)}
    game.resources = [Resource(card(colors=RED))]
    game.hand = [big]
    assert not game.play_from_hand(0)  # 5 - 4 is 1, but never below 2: one resource cannot pay
    assert game.hand == [big]
    assert (1, 1) in game.squares
    game.resources.append(Resource(card(colors=RED)))
    assert game.play_from_hand(0)
    assert victim in game.charge  # destroyed as the payment (1008)
    assert [u.card for u in game.squares.values()] == [big]
    assert not any(r.rebooted for r in game.resources)


def test_the_payment_is_made_when_the_resources_cannot_pay_the_whole_cost():
    big, other = card(cost=6, colors=RED), card()
    game = _game(big, 1, 2)
    game.hand = [big, other]
    assert game.policy.next_play(game) == 0  # castable for 2 with the payment
    assert game.play_from_hand(0)
    assert game.hand == []
    assert game.trash[-1] is other
    assert [u.card for u in game.squares.values()] == [big]
    assert not any(r.rebooted for r in game.resources)  # both pay the 2 left


def test_no_payment_when_its_condition_fails_or_only_the_card_itself_could_pay():
    big, other = card(cost=6, colors=RED), card()
    game = _game(big, 1)
    game.hand = [big, other]
    assert not game.play_from_hand(0)  # one resource: the condition (two or more) fails
    assert game.hand == [big, other]
    game = _game(big, 1, 2)
    game.hand = [big]
    assert not game.play_from_hand(0)  # no other hand card to put into the trash
    assert game.hand == [big]
    assert game.trash == []


def test_no_payment_when_the_resources_pay_the_whole_cost():
    cheap, other = card(cost=2, colors=RED), card()
    game = _game(cheap, 1, 2)
    game.hand = [cheap, other]
    assert game.play_from_hand(0)
    assert game.hand == [other]  # kept: the resources paid 2
    assert other not in game.trash


def test_a_static_of_another_kind_is_not_a_payment():
    assert Static("cost", -4).payment == ()


LEAVES = HAND + (
    "あなたのリソースが2枚以上ある場合、このカードをプレイする際、このカードのコストを-3してよい。"
    "そうして登場させたならば、ターン終了時、このカードを除外する。"
)


def test_a_lower_cost_for_nothing_removes_the_zx_at_the_end_of_the_turn_only_when_it_was_taken():
    (ability,) = read_card("X", LEAVES).abilities
    (static,) = ability.statics
    assert (static.kind, static.n, static.payment) == ("play_payment", -3, ())
    assert [(e.kind, e.rest, e.to) for e in static.then] == [(Kind.AT_END_OF_TURN, "remove", "self")]
    for resources, removed in ((2, True), (5, False)):
        big = card(cost=5, colors=RED)
        game = game_with_scripts((big.number, LEAVES))
        game.resources = [Resource(card(colors=RED)) for _ in range(resources)]
        game.squares = {}
        game.hand = [big]
        assert game.play_from_hand(0)
        assert [u.card for u in game.squares.values()] == [big]
        assert not any(r.rebooted for r in game.resources)  # 2 at the lower cost, 5 at the whole
        game.end_turn()
        assert (big in game.removed) is removed
        assert (big in [u.card for u in game.squares.values()]) is not removed


def test_a_lower_cost_for_nothing_followed_by_how_the_zx_enters_reads_into_the_payment():
    """「そうしてプレイする場合、このカードはスリープで登場する/…スクエアにしか登場できない」: `Static.per` of the payment."""
    lower = HAND + "このカードをプレイする際、このカードのコストを-1してよい。そうしてプレイする場合、このカードは"
    for words, per in (
        ("スリープで登場する。", "slept"),
        ("あなたのプレイヤースクエアにしか登場できない。", "player"),
        ("ゼクスのないあなたのプレイヤースクエアにしか登場できない。", "empty_player"),
        ("あなたのリンクがあるスクエアにしか登場できない。", "link"),
        ("リンクがあるノーマルスクエアにしか登場できない。", "link_normal"),
    ):
        (ability,) = read_card("X", lower + words).abilities
        assert [(s.kind, s.n, s.per) for s in ability.statics] == [("play_payment", -1, per)]
    assert not read_card("X", lower + "あなたのリンクがないスクエアにしか登場できない。").abilities


EACH = HAND + (
    "このカードをプレイする際、あなたのトラッシュにある赤のカードを4枚まで選び、除外してよい。"
    "除外したカード2枚につき、このカードのコストを-2する。ただし、1以下にならない。"
)


def test_a_payment_of_up_to_n_cards_reads_with_its_change_for_each_m_of_them():
    (ability,) = read_card("X", EACH).abilities
    (static,) = ability.statics
    assert (static.n, static.each, static.per, static.floor) == (-2, 2, "each", 2)
    ((effect),) = static.payment
    assert (effect.source, effect.destination, effect.n, effect.up_to) == ("trash", "removed", 4, True)


def test_a_payment_of_up_to_n_cards_pays_the_fewest_that_let_the_resources_pay():
    for resources, removed in ((4, 2), (2, 4), (1, 0)):
        big = card(cost=6, colors=RED)
        game = game_with_scripts((big.number, EACH))
        game.resources = [Resource(card(colors=RED)) for _ in range(resources)]
        game.squares = {}
        game.hand = [big]
        reds = [card(colors=RED) for _ in range(5)]
        game.trash = [*reds, card(colors=frozenset({Color.BLUE}))]
        played = game.play_from_hand(0)
        assert played is bool(removed)  # one resource: 6 - 4 is 2 at best
        assert len(game.removed) == removed  # 4 resources: two removed (cost 4); 2: four removed (cost 2)
        assert len(game.trash) == 6 - removed
        assert all(c in reds for c in game.removed)


def test_a_payment_of_up_to_n_cards_never_goes_below_its_floor():
    big = card(cost=3, colors=RED)
    game = game_with_scripts((big.number, EACH))
    game.resources = [Resource(card(colors=RED))]
    game.squares = {}
    game.hand = [big]
    game.trash = [card(colors=RED) for _ in range(4)]
    assert not game.play_from_hand(0)  # 3 - 4 would be -1: never below 2
    assert len(game.trash) == 4


def test_a_payment_of_other_hand_cards_or_of_the_hand_and_the_charge_together_never_takes_the_card_played():
    others = HAND + (
        "このカードをプレイする際、このカード以外のあなたの手札を2枚トラッシュに置いてよい。2枚置いたならば、このカードのコストを-4する。"
    )
    both = HAND + (
        "このカードをプレイする際、手札とチャージの中から、このカード以外のあなたのカードを2枚トラッシュに置いてよい。"
        "2枚置いたならば、このカードのコストを-4する。"
    )
    for text, hand_left, charge_left in ((others, 0, 1), (both, 0, 0)):
        big = card(cost=5, colors=RED)
        game = game_with_scripts((big.number, text))
        game.resources = [Resource(card(colors=RED))]
        game.squares = {}
        game.hand = [big, card()]
        game.charge = [card()]
        if text is others:
            assert not game.play_from_hand(0)  # one other hand card: not the two it asks
            game.hand.append(card())
        assert game.play_from_hand(0)
        assert [u.card for u in game.squares.values()] == [big]
        assert (len(game.hand), len(game.charge), len(game.trash)) == (hand_left, charge_left, 2)
