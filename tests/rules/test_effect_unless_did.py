"""「…しなかったならば、…」 (effects.unless_did, Effect.unless_did) and 「加えなかった/置かなかったならば、そのカードを…」
after a test of the revealed top card, pinned by value in a game, both ways."""

import pytest

from tests.rules.builders import card
from tests.rules.test_effect_values import dragon, event, fresh
from tests.rules.test_goldfish_defenders import defended
from tests.rules.test_goldfish_opponent import zx
from zxdecks.rules.effects import read_card
from zxdecks.rules.effects.language import Kind

DESTROY_OR_TAKE = (
    "ノーマルスクエアにある相手のゼクスを1枚選び、破壊する。"
    "破壊しなかったならば、あなたのトラッシュにあるゼクスを1枚選び、手札に戻す。"
)


def test_nothing_destroyed_against_an_empty_board_takes_the_trash_card():
    game = fresh()
    back = card(cost=3)
    game.trash = [back]
    event(game, DESTROY_OR_TAKE)
    assert game.hand == [back]
    assert game.trash == []


def test_a_defender_destroyed_leaves_the_trash_card_where_it_is():
    game = defended({(0, 0): zx(3000)}, {(1, 1): 5000})
    back = card(cost=3)
    game.trash = [back]
    event(game, DESTROY_OR_TAKE)
    assert game.opponent_squares == {}
    assert game.hand == []
    assert game.trash == [back]


@pytest.mark.parametrize(("defenders", "drawn"), [({}, 1), ({(1, 1): 5000}, 0)])
def test_an_option_resolves_its_unless_clause_only_when_the_clause_before_was_not_done(defenders, drawn):
    game = defended({(0, 0): zx(3000)}, defenders)
    life = len(game.life)
    event(
        game,
        "以下の効果を好きな順番で解決する。●ノーマルスクエアにある相手のゼクスを1枚選び、破壊する。"
        "破壊しなかったならば、1枚引く。●1点回復する。",
    )
    assert len(game.hand) == drawn
    assert len(game.life) == life + 1
    assert game.opponent_squares == {}


@pytest.mark.parametrize(("is_dragon", "zone"), [(True, "charge"), (False, "hand")])
def test_the_revealed_card_not_put_into_the_charge_comes_to_the_hand(is_dragon, zone):
    game = fresh()
    top = dragon(cost=1) if is_dragon else card(cost=1)
    game.deck.insert(0, top)
    event(
        game,
        "あなたのデッキの1番上を公開する。そのカードが[ドラゴン]の場合、チャージに置いてよい。"
        "置かなかったならば、そのカードを手札に加える。",
    )
    assert getattr(game, zone) == [top]
    assert all(c is not top for c in game.deck)


@pytest.mark.parametrize("is_dragon", [True, False])
def test_the_revealed_card_not_put_into_the_charge_stays_on_top(is_dragon):
    game = fresh()
    top = dragon(cost=1) if is_dragon else card(cost=1)
    game.deck.insert(0, top)
    event(
        game,
        "あなたのデッキの1番上を公開する。そのカードが[ドラゴン]の場合、チャージに置いてよい。"
        "置かなかったならば、そのカードを元に戻す。",
    )
    assert game.charge == ([top] if is_dragon else [])
    assert (game.deck[0] is top) is not is_dragon


@pytest.mark.parametrize(
    "text",
    [
        # the draw does not put: 「置かなかった」 names another effect than the one before
        "1枚引く。置かなかったならば、1点回復する。",
        # a clause after the revealed card's other place would not wait on the test
        "あなたのデッキの1番上を公開する。そのカードが[ドラゴン]の場合、チャージに置いてよい。"
        "置かなかったならば、そのカードを元に戻し、1枚引く。",
        # more than one effect after it: read since session 18 (test_more_than_one_effect_after_it_is_one_option)
    ],
)
def test_an_unless_clause_that_cannot_be_told_stays_unread(text):
    script = read_card("X", "≪イベント≫" + text)
    assert script.abilities == ()
    assert script.unread


@pytest.mark.parametrize(("defenders", "taken"), [({(1, 1): 5000, (1, 2): 4000}, False), ({(1, 1): 5000}, True)])
def test_fewer_than_two_destroyed_takes_the_trash_card(defenders, taken):
    game = defended({(0, 0): zx(3000)}, defenders)
    back = card(cost=3)
    game.trash = [back]
    event(
        game,
        "ノーマルスクエアにある相手のゼクスを2枚まで選び、破壊する。"
        "2枚破壊しなかったならば、あなたのトラッシュにあるゼクスを1枚選び、手札に戻す。",
    )
    assert game.opponent_squares == {}
    assert (game.hand == [back]) is taken


def test_fewer_than_n_after_an_effect_that_counts_nothing_stays_unread():
    script = read_card("X", "≪イベント≫このカードをトラッシュに置く。2枚置かなかったならば、1枚引く。")
    assert script.abilities == ()


@pytest.mark.parametrize(("resources", "placed"), [(1, 1), (2, 2)])
def test_in_addition_after_a_condition_is_the_effect_itself_and_waits_on_the_condition(resources, placed):
    game = fresh()
    game.resources = game.resources[:resources]
    before = len(game.resources)
    event(
        game,
        "あなたのデッキの1番上のカードをリソースにスリープで置く。"
        "その後、あなたのリソースにカードが3枚以上ある場合、さらにあなたのデッキの1番上のカードをリソースにスリープで置く。",
    )
    assert len(game.resources) == before + placed


def test_more_than_one_effect_after_it_is_one_option_of_them_all():
    """Session 18 `misc`: 「引かなかったならば、1点回復し、1枚引く」: both effects in one MODAL option, unless_did as a whole
    (values both ways: tests/rules/test_effect_opponent_pays.py, test_every_effect_after_the_payment_waits_on_it)."""
    script = read_card("X", "≪イベント≫カードを1枚引いてよい。引かなかったならば、1点回復し、1枚引く。")
    draw, whole = script.event.effects
    assert (draw.kind, draw.optional) == (Kind.DRAW, True)
    assert (whole.kind, whole.n, whole.unless_did) == (Kind.MODAL, 0, True)
    assert [[e.kind for e in option] for option in whole.options] == [[Kind.RECOVER, Kind.DRAW]]
