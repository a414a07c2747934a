"""Session 20 `fix2` (hand check 23): a required move gives up as many cards as it can (102.4), done when one moved
and, after 「N枚…したならば」, only when N did; an optional one (「…てよい」) stays all n or nothing."""

import pytest

from tests.rules.builders import card
from tests.rules.test_effect_values import event, fresh

REQUIRED = "あなたの手札にあるカードを2枚選び、ゲームから除外する。"
OPTIONAL = "あなたの手札にあるカードを2枚選び、ゲームから除外してよい。"


@pytest.mark.parametrize(("in_hand", "removed"), [(1, 1), (2, 2), (3, 2)])
def test_a_required_removal_of_two_hand_cards_removes_as_many_as_the_hand_holds(in_hand, removed):
    game = fresh()
    game.hand = [card(cost=1 + i) for i in range(in_hand)]
    event(game, REQUIRED)
    assert (len(game.removed), len(game.hand)) == (removed, in_hand - removed)


@pytest.mark.parametrize(("in_hand", "trashed"), [(1, 0), (2, 2)])
def test_an_optional_removal_of_two_hand_cards_is_all_or_nothing(in_hand, trashed):
    game = fresh()
    game.hand = [card(cost=1 + i) for i in range(in_hand)]
    event(game, "あなたの手札にあるカードを2枚選び、トラッシュに置いてよい。そうしたならば、カードを3枚引く。")
    assert len(game.trash) == trashed
    assert len(game.hand) == (in_hand if not trashed else 3)


@pytest.mark.parametrize(("in_hand", "drawn"), [(0, 0), (1, 1), (2, 1)])
def test_after_a_required_short_move_then_did_holds_when_one_card_moved(in_hand, drawn):
    """102.4: an action done 0 times is not done; done once (of two), it is."""
    game = fresh()
    game.hand = [card(cost=5) for _ in range(in_hand)]
    top = game.deck[0]
    event(game, "あなたの手札にあるカードを2枚選び、トラッシュに置く。そうしたならば、カードを1枚引く。")
    assert len(game.trash) == in_hand
    assert game.hand == [top][:drawn]


@pytest.mark.parametrize(("in_hand", "drawn"), [(1, 0), (2, 1)])
def test_after_a_required_short_move_two_cards_did_holds_only_when_two_moved(in_hand, drawn):
    game = fresh()
    game.hand = [card(cost=5) for _ in range(in_hand)]
    top = game.deck[0]
    event(game, REQUIRED + "2枚除外したならば、カードを1枚引く。")
    assert len(game.removed) == in_hand
    assert game.hand == [top][:drawn]


@pytest.mark.parametrize(("in_hand", "drawn"), [(1, 0), (2, 1)])
def test_after_an_optional_move_two_cards_did_holds_only_when_two_moved(in_hand, drawn):
    game = fresh()
    game.hand = [card(cost=5) for _ in range(in_hand)]
    top = game.deck[0]
    event(game, OPTIONAL + "2枚除外したならば、カードを1枚引く。")
    assert len(game.removed) == 2 * drawn
    assert (game.hand == [top]) if drawn else (len(game.hand) == in_hand and top in game.deck)


@pytest.mark.parametrize(("in_charge", "removed"), [(1, 1), (3, 2)])
def test_a_required_give_up_of_charge_and_trash_cards_moves_as_many_as_there_are(in_charge, removed):
    game = fresh()
    game.charge = [card(cost=1) for _ in range(in_charge)]
    event(game, "あなたのチャージにあるカードを2枚選び、トラッシュに置く。")
    assert (len(game.trash), len(game.charge)) == (removed, in_charge - removed)
    game.trash = game.trash[:1]
    event(game, "あなたのトラッシュにあるカードを2枚選び、ゲームから除外する。")
    assert (game.trash, len(game.removed)) == ([], 1)
