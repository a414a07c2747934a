"""Session 20 `fix2` (hand check 23): a required move gives up as many cards as it can (102.4), done when one moved
and, after 「N枚…したならば」, only when N did; an optional one (「…てよい」) stays all n or nothing. Cards given up from
the opponent's charge lower its count; a charge of no owner is either player's, the opponent's given up first."""

import pytest

from tests.rules.builders import card
from tests.rules.test_effect_values import event, fresh
from zxdecks.rules.effects import read_card
from zxdecks.rules.effects.charge_owners import EITHER, OPPONENT
from zxdecks.rules.effects.lexicon import read_phrase

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


# -- the opponent's charge (a count: Game.opponent_charge) and a charge of no owner (either player's) ---------------
def _charged(opponent, own):
    game = fresh()
    game.opponent_charge, game.opponent_removed = opponent, 0
    game.charge = [card(cost=1 + i) for i in range(own)]
    return game


@pytest.mark.parametrize(("before", "after"), [(3, 2), (1, 0), (0, 0)])
def test_a_required_trash_of_the_opponents_charge_card_lowers_its_count_and_leaves_yours(before, after):
    game = _charged(before, 2)
    event(game, "相手のチャージにあるカードを1枚選び、トラッシュに置く。")
    assert (game.opponent_charge, len(game.charge), game.trash) == (after, 2, [])


@pytest.mark.parametrize(("before", "after", "drawn"), [(1, 0, 0), (2, 0, 1), (3, 1, 1)])
def test_the_opponents_charge_cards_removed_are_counted_there_and_two_removed_holds_only_at_two(before, after, drawn):
    game = _charged(before, 0)
    top = game.deck[0]
    event(game, "相手のチャージにあるカードを2枚選び、ゲームから除外する。2枚除外したならば、カードを1枚引く。")
    assert (game.opponent_charge, game.opponent_removed) == (after, before - after)
    assert game.hand == [top][:drawn]


def test_a_filter_in_the_opponents_charge_is_not_read_as_its_count_lowered():
    game = _charged(2, 0)
    script = read_card("X", "≪イベント≫相手のチャージにあるゼクスを1枚選び、トラッシュに置く。")
    lowered = [e for a in script.abilities for e in a.effects if e.to == OPPONENT]
    assert lowered == []
    assert game.opponent_charge == 2


@pytest.mark.parametrize(("opponent", "after", "own_left"), [(1, 0, 2), (0, 0, 2)])
def test_up_to_one_charge_card_of_no_owner_is_the_opponents_and_never_yours(opponent, after, own_left):
    game = _charged(opponent, 2)
    event(game, "チャージにあるカードを1枚まで選び、トラッシュに置く。")
    assert (game.opponent_charge, len(game.charge), len(game.trash)) == (after, own_left, 2 - own_left)


@pytest.mark.parametrize(("opponent", "after", "own_left"), [(1, 0, 1), (3, 1, 2), (0, 0, 0)])
def test_a_required_give_up_of_charge_cards_of_no_owner_takes_the_opponents_first_then_yours(opponent, after, own_left):
    game = _charged(opponent, 2)
    event(game, "チャージにあるカードを2枚選び、トラッシュに置く。")
    assert (game.opponent_charge, len(game.charge), len(game.trash)) == (after, own_left, 2 - own_left)


def test_up_to_one_charge_z_x_of_no_owner_is_none_of_yours_and_a_required_one_is_unread():
    game = _charged(1, 2)
    event(game, "チャージにあるゼクスを1枚まで選び、トラッシュに置く。")
    assert (game.opponent_charge, len(game.charge)) == (1, 2)  # their cards: no identity; yours: never hurts itself
    script = read_card("X", "≪イベント≫チャージにあるゼクスを1枚選び、トラッシュに置く。")
    assert "either player's charge" in script.unread[0].reason


@pytest.mark.parametrize(
    ("text", "scope"),
    [
        ("チャージにあるカードを1枚選び、トラッシュに置く", EITHER),
        ("チャージにあるカードを1枚選び、手札に戻す", ""),  # a card gained: yours, as before
        ("チャージにある[ドラゴン]を1枚トラッシュに置く", ""),  # a payment: yours
        ("あなたのチャージにあるカードを1枚選び、トラッシュに置く", ""),
        ("相手のチャージを1枚選び、除外する", OPPONENT),
    ],
)
def test_a_charge_phrase_names_either_player_only_when_it_names_no_owner_and_gives_cards_up(text, scope):
    phrase, _ = read_phrase(text)
    assert (phrase.source, phrase.scope) == ("charge", scope)


@pytest.mark.parametrize(("opponent", "after", "drawn"), [(1, 1, 0), (2, 0, 1)])
def test_an_optional_give_up_of_either_charge_is_all_or_nothing_the_opponents_first(opponent, after, drawn):
    game = _charged(opponent, 0)
    top = game.deck[0]
    event(game, "チャージにあるカードを2枚選び、トラッシュに置いてよい。置いたならば、カードを1枚引く。")
    assert game.opponent_charge == after
    assert game.hand == [top][:drawn]
