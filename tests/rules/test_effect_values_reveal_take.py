"""「デッキの上からN枚公開し、その中にある…を選び、…」 pinned by value: the rest shuffled back, the chosen Z/X entering
by the ability on the first empty square, the trash when no square is free (806.3a), and the reload after (902)."""

from tests.rules.builders import card
from tests.rules.test_effect_values import event, fresh
from zxdecks.rules.board import SQUARE_ORDER
from zxdecks.rules.cards import CardType
from zxdecks.rules.goldfish import OnSquare

TO_SQUARE = "あなたのデッキの上から3枚公開し、その中にあるゼクスを1枚まで選び、リブートでゼクスのないノーマルスクエアに登場させ、"
SHUFFLED = TO_SQUARE + "残りをデッキに戻し、シャッフルする。"
TRASHED = TO_SQUARE + "残りをトラッシュに置く。"
TO_HAND_SHUFFLED = (
    "あなたのデッキの上から3枚見て、その中にあるカードを1枚選び、手札に加え、残りをデッキに戻し、シャッフルする。"
)


def test_the_rest_goes_back_and_the_deck_is_shuffled_once(monkeypatch):
    game = fresh()
    shuffles = []
    monkeypatch.setattr(game, "shuffle", lambda: shuffles.append(list(game.deck)))
    size = len(game.deck)
    event(game, TO_HAND_SHUFFLED)
    assert len(shuffles) == 1
    assert (len(game.hand), len(game.deck)) == (1, size - 1)
    assert len(shuffles[0]) == size - 1  # shuffled with the two looked-at cards back in it


def test_the_rest_put_into_the_trash_is_not_shuffled(monkeypatch):
    game = fresh()
    shuffles = []
    monkeypatch.setattr(game, "shuffle", lambda: shuffles.append(1))
    size = len(game.deck)
    event(game, TRASHED)
    assert shuffles == []
    assert (len(game.squares), len(game.trash), len(game.deck)) == (1, 2, size - 3)


def test_the_chosen_zx_enters_the_first_empty_normal_square_rebooted_as_put_there_by_an_ability():
    game = fresh()
    zx = card(cost=4)
    game.deck = [card(type_=CardType.EVENT), zx, card(type_=CardType.EVENT), *game.deck]
    event(game, SHUFFLED)
    ((square, unit),) = game.squares.items()
    assert (square, unit.card, unit.rebooted, unit.entered_how) == (SQUARE_ORDER[0], zx, True, "ability")


def test_with_no_empty_normal_square_the_chosen_zx_is_not_taken_and_goes_with_the_rest():
    game = fresh()
    full = {sq: OnSquare(card(cost=1), False, 1000) for sq in SQUARE_ORDER}
    game.squares = dict(full)
    zx = card(cost=4)
    game.deck = [zx, card(cost=5), card(cost=6), *game.deck]
    event(game, TRASHED)
    assert game.squares == full
    assert zx in game.trash
    assert len(game.trash) == 3


def test_a_deck_emptied_by_the_look_is_reloaded_after_it():
    game = fresh()
    game.deck = [card(type_=CardType.EVENT) for _ in range(3)]
    game.trash = [card(cost=1) for _ in range(5)]
    event(game, TRASHED)  # no Z/X among the three: all three to the trash, the deck empty
    assert game.squares == {}
    assert len(game.deck) == 8  # 902: the trash shuffled into a new deck
    assert game.trash == []


ORDERED = (
    "あなたのデッキの上から3枚見て、その中にあるイベントを1枚まで選び、手札に加え、残りを好きな順番でデッキの上に戻す。"
)
AS_THEY_WERE = (
    "あなたのデッキの上から3枚見て、その中にあるイベントを1枚まで選び、手札に加える。"  # the rest stays as it was
)


def test_the_rest_put_back_in_any_order_goes_back_in_the_policys_order_cheapest_on_top():
    game = fresh()
    dear, cheap, taken = card(cost=6), card(cost=1), card(type_=CardType.EVENT)
    game.deck = [dear, taken, cheap, *game.deck]
    event(game, ORDERED)
    assert taken in game.hand
    assert game.deck[:2] == [cheap, dear]  # the player chose the order: the one it casts soonest on top


def test_the_rest_of_a_look_that_says_nothing_of_it_stays_in_the_order_it_was_seen_in():
    game = fresh()
    dear, cheap, taken = card(cost=6), card(cost=1), card(type_=CardType.EVENT)
    game.deck = [dear, taken, cheap, *game.deck]
    event(game, AS_THEY_WERE)
    assert taken in game.hand
    assert game.deck[:2] == [dear, cheap]
