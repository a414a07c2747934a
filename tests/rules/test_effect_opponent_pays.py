"""「相手は《無N・無N》を支払ってよい。《無N・無N》を支払わなかったならば、…」 (Kind.OPPONENT_PAY, effects.unless_did): the
opponent's choice is its policy's (Policy.opponent_pays), pinned by value in a game both ways; what it pays stays
slept until its reboot phase; the coverage part of such lines (effects.coverage._paid_off)."""

import pytest

from tests.rules.builders import card
from tests.rules.test_effect_values import event
from tests.rules.test_goldfish import costed_deck
from tests.rules.test_goldfish_opponent import zx
from zxdecks.rules.board import OnSquare, OpposingZX, Resource
from zxdecks.rules.cards import Color
from zxdecks.rules.effects import read_card
from zxdecks.rules.effects.coverage import line_part
from zxdecks.rules.effects.language import Kind
from zxdecks.rules.goldfish.defence import opponent_turn
from zxdecks.rules.goldfish.game import Game
from zxdecks.rules.goldfish.opponent import Defender, Opponent
from zxdecks.rules.goldfish.policy import DefaultPolicy

PAY_OR_DRAW = "相手は《無1・無1》を支払ってよい。《無1・無1》を支払わなかったならば、カードを1枚引く。"
PAY2_OR_DRAW = "相手は《無2・無2》を支払ってよい。《無2・無2》を支払わなかったならば、カードを1枚引く。"


def a_game(opponent=None, policy=None):
    kwargs = {"opponent": opponent} if opponent is not None else {}
    game = Game(costed_deck(), seed=1, first=True, log_enabled=True, policy=policy or DefaultPolicy(), **kwargs)
    game.setup()
    game.turn = 1
    game.hand, game.trash, game.charge = [], [], []
    return game


DAMAGE = Opponent(damage=(1,))


def test_the_sentence_reads_as_the_opponents_payment_and_the_effect_unless_it_paid():
    script = read_card("T-1", "≪イベント≫" + PAY_OR_DRAW)
    assert script.unread == ()
    pay, draw = script.event.effects
    assert (pay.kind, pay.n, pay.optional) == (Kind.OPPONENT_PAY, 1, False)
    assert (draw.kind, draw.n, draw.unless_did) == (Kind.DRAW, 1, True)


def test_the_goldfish_never_pays_and_the_effect_is_done():
    game = a_game()
    event(game, PAY_OR_DRAW)
    assert len(game.hand) == 1
    assert game.opponent_resources_paid == 0


def test_a_chosen_opponent_pays_with_its_resources_and_the_effect_is_not_done():
    game = a_game(DAMAGE)
    assert game.opponent_resources() == 2  # 402.1m: your first turn, going first
    event(game, PAY_OR_DRAW)
    assert game.hand == []
    assert game.opponent_resources_paid == 1
    event(game, PAY2_OR_DRAW)  # one resource left not slept: it cannot pay two
    assert len(game.hand) == 1
    assert game.opponent_resources_paid == 1
    event(game, PAY_OR_DRAW)  # the last one
    assert len(game.hand) == 1
    assert game.opponent_resources_paid == 2
    event(game, PAY_OR_DRAW)  # none left
    assert len(game.hand) == 2


def test_what_the_opponent_paid_reboots_in_its_reboot_phase():
    game = a_game(DAMAGE)
    event(game, PAY2_OR_DRAW)
    assert game.opponent_resources_paid == 2
    opponent_turn(game)
    assert game.opponent_resources_paid == 0
    before = len(game.hand)
    event(game, PAY2_OR_DRAW)
    assert len(game.hand) == before  # it paid again


class PaysAlways(DefaultPolicy):
    def opponent_pays(self, game, n):
        return True


class NeverPays(DefaultPolicy):
    def opponent_pays(self, game, n):
        return False


@pytest.mark.parametrize(("policy", "drawn"), [(PaysAlways(), 0), (NeverPays(), 1)])
def test_the_payment_is_the_policys_decision(policy, drawn):
    game = a_game(policy=policy)  # the goldfish: the default never pays; the policy says otherwise here
    event(game, PAY_OR_DRAW)
    assert len(game.hand) == drawn


@pytest.mark.parametrize(("greens", "rebooted"), [(2, 2), (1, 0)])
def test_not_paid_and_a_condition_both_hold_before_the_effect(greens, rebooted):
    """「《無1・無1》を支払わず、<condition>ならば、…」 (B12-056's shape): the effect waits on both."""
    game = a_game()
    game.resources = [
        Resource(card(cost=1, colors=frozenset({Color.GREEN if i < greens else Color.RED})), False) for i in range(3)
    ]
    event(
        game,
        "相手は《無1・無1》を支払ってよい。《無1・無1》を支払わず、あなたのリソースに緑のカードが2枚以上あるならば、"
        "あなたのリソースにあるカードを2枚まで選び、リブートする。",
    )
    assert sum(r.rebooted for r in game.resources) == rebooted


def test_you_choose_said_outright_reads_as_the_choice_unsaid():
    """「あなたはノーマルスクエアにある相手のゼクスを1枚選び、」 after 「相手は…」: the player's choice."""
    said = read_card("T-2", "≪イベント≫" + "あなたはノーマルスクエアにある相手のゼクスを1枚選び、破壊する。")
    unsaid = read_card("T-3", "≪イベント≫" + "ノーマルスクエアにある相手のゼクスを1枚選び、破壊する。")
    assert said.unread == ()
    assert said.event.effects == unsaid.event.effects


@pytest.mark.parametrize(("paid", "destroyed"), [(True, False), (False, True)])
def test_a_defender_is_destroyed_only_when_the_opponent_does_not_pay(paid, destroyed):
    game = a_game(Opponent(defenders=(Defender((1, 1), 3000),)), policy=None if paid else NeverPays())
    game.squares = {(0, 0): OnSquare(zx(3000), True, 3000)}
    game.opponent_squares = {(1, 1): OpposingZX(3000)}
    event(
        game,
        "相手は《無1・無1》を支払ってよい。《無1・無1》を支払わなかったならば、"
        "あなたはノーマルスクエアにある相手のゼクスを1枚選び、破壊する。",
    )
    assert ((1, 1) not in game.opponent_squares) is destroyed


def _part(body):
    script = read_card("T-4", "≪イベント≫" + body)
    assert script.unread == ()
    return line_part(script.event)


def test_coverage_an_effect_on_the_opponents_zx_the_opponent_always_pays_off_acts_against_no_one():
    # 《無1》: a chosen opponent always has two resources (402.1m) and pays; the goldfish has no Z/X to choose
    assert (
        _part("相手は《無1・無1》を支払ってよい。《無1・無1》を支払わなかったならば、" + _DESTROY)
        == "opponent_board_only"
    )
    # 《無3》: early on a chosen opponent cannot pay it: the effect reaches its Z/X then
    assert (
        _part("相手は《無3・無3》を支払ってよい。《無3・無3》を支払わなかったならば、" + _DESTROY)
        == "acting_vs_defenders"
    )
    # a draw: the goldfish never pays, so it draws
    assert _part(PAY_OR_DRAW) == "acting"


_DESTROY = "ノーマルスクエアにある相手のゼクスを1枚選び、破壊する。"


@pytest.mark.parametrize(
    ("rule", "once"),
    [("この能力は1ターンに1回しか使用できない。", True), ("この能力はあなたのターンにしか使用できない。", False)],
)
def test_the_older_word_for_may_be_played_reads_as_the_newer_one(rule, once):
    """「使用できない」 (B02-087, E02-012, P03-006): the older cards' 「プレイできない」."""
    script = read_card("X", "≪起≫〈《赤1・赤1》≪スリープ≫〉カードを1枚引く。\n" + rule)
    assert script.unread == ()
    (ability,) = script.activated
    assert (ability.cost, ability.once_per_turn) == (1, once)
    newer = read_card("X", "≪起≫〈《赤1・赤1》≪スリープ≫〉カードを1枚引く。\n" + rule.replace("使用", "プレイ"))
    assert newer.activated[0].once_per_turn is once


@pytest.mark.parametrize(("policy", "drawn"), [(PaysAlways(), 0), (NeverPays(), 2)])
def test_every_effect_after_the_payment_waits_on_it(policy, drawn):
    """E48-009's shape: 「《無1・無1》を支払わなかったならば、A、B」: both or neither."""
    game = a_game(policy=policy)
    top = game.deck[0]
    event(
        game,
        "相手は《無1・無1》を支払ってよい。《無1・無1》を支払わなかったならば、あなたのデッキの1番上をチャージに置き、"
        "カードを2枚引く。",
    )
    assert (game.charge == [top]) is (drawn > 0)
    assert len(game.hand) == drawn


@pytest.mark.parametrize(("returned", "drawn"), [(2, 0), (1, 2), (0, 2)])
def test_the_opponent_returning_fewer_than_two_lets_you_draw(returned, drawn):
    """E34-028's shape: 「相手は…自分のコスト5以下のゼクスを2枚選び、手札に戻す。2枚戻さなかったならば、あなたは2枚引き、…」."""
    game = a_game(DAMAGE)
    game.opponent_squares = {sq: OpposingZX(3000) for sq in [(1, 0), (1, 1)][:returned]}
    event(
        game,
        "相手はノーマルスクエアにある自分のコスト5以下のゼクスを2枚選び、手札に戻す。"
        "2枚戻さなかったならば、あなたは2枚引き、あなたの手札を1枚選び、デッキの1番下に置く。",
    )
    assert game.opponent_squares == {}
    assert len(game.hand) == max(drawn - 1, 0)
