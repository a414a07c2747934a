"""「AかB」 verbs for chosen cards of your hand or trash (Kind.EITHER_MOVE, effects.either_moves), pinned by value:
each card to the place the policy chooses, all n or nothing, and the readings that stay unread."""

from tests.rules.builders import card
from tests.rules.test_effect_values import event, fresh
from zxdecks.rules.cards import CardType
from zxdecks.rules.effects import read_card
from zxdecks.rules.effects.api import Choice
from zxdecks.rules.effects.language import Kind
from zxdecks.rules.goldfish import DefaultPolicy, Resource


def _effects(text):
    script = read_card("T-1", "≪イベント≫" + text)
    return [(e.kind, e.n, e.source, e.destination, e.rest) for a in script.abilities for e in a.effects], [
        u.reason for u in script.unread
    ]


def test_the_two_places_are_read_for_hand_and_trash_cards():
    assert _effects("あなたの手札にあるカードを1枚選び、デッキの1番上か1番下に置く。") == (
        [(Kind.EITHER_MOVE, 1, "hand", "deck_top", "deck_bottom")],
        [],
    )
    assert _effects("あなたの手札を2枚選び、トラッシュに置くか除外する。") == (
        [(Kind.EITHER_MOVE, 2, "hand", "removed", "trash")],
        [],
    )
    assert _effects("あなたのトラッシュにあるゼクスを1枚選び、手札に戻すかチャージに置く。") == (
        [(Kind.EITHER_MOVE, 1, "trash", "hand", "charge")],
        [],
    )
    # cards looked at on top of the deck to its top or bottom: not this shape (unread, never half read)
    effects, unread = _effects("あなたのデッキの上から2枚見て、その中から1枚選び、デッキの1番上か1番下に置く。")
    assert effects == []
    assert len(unread) == 1


def _game(hand, resources=2):
    game = fresh()
    game.hand = list(hand)
    game.resources = [Resource(card(cost=1)) for _ in range(resources)]
    return game


def test_a_hand_card_the_goldfish_can_play_next_turn_goes_on_top_of_the_deck():
    cheap = card(cost=3)
    game = _game([cheap])
    second = game.deck[0]
    event(game, "あなたの手札にあるカードを1枚選び、デッキの1番上か1番下に置く。")
    assert game.hand == []
    assert game.deck[0] is cheap
    assert game.deck[1] is second


def test_a_hand_card_it_cannot_play_next_turn_goes_to_the_bottom():
    costly = card(cost=7)
    game = _game([costly])
    top = game.deck[0]
    event(game, "あなたの手札にあるカードを1枚選び、デッキの1番上か1番下に置く。")
    assert game.hand == []
    assert game.deck[-1] is costly
    assert game.deck[0] is top


def test_two_hand_cards_removed_or_trashed_as_the_policy_says_and_nothing_with_one_card():
    a, b, c = card(cost=1), card(cost=5), card(cost=3)
    game = _game([a, b, c])
    event(game, "あなたの手札を2枚選び、トラッシュに置くか除外する。")
    assert len(game.hand) == 1
    assert len(game.removed) + len(game.trash) == 2
    assert {id(x) for x in [*game.hand, *game.removed, *game.trash]} == {id(a), id(b), id(c)}
    alone = card(cost=1)
    game = _game([alone])
    event(game, "あなたの手札を2枚選び、トラッシュに置くか除外する。")  # not 2 cards: nothing moves
    assert game.hand == [alone]
    assert game.removed == []
    assert game.trash == []


def test_a_trash_zx_goes_to_the_hand_when_the_policy_takes_it():
    zx, ev = card(cost=4), card(cost=2, type_=CardType.EVENT)
    game = _game([])
    game.trash = [ev, zx]
    event(game, "あなたのトラッシュにあるコスト4以上のゼクスを1枚選び、手札に戻すかチャージに置く。")
    assert game.hand == [zx]
    assert game.trash == [ev]
    assert game.charge == []


class _Declines(DefaultPolicy):
    """Declines the first place of every 「AかB」 (takes nothing to the hand, removes nothing, keeps nothing on top)."""

    def choose(self, game, choice, cards, candidates, n):
        if choice in (Choice.TAKE, Choice.TRASH_REMOVE, Choice.KEEP_ON_TOP) and cards is not game.trash:
            return []
        return super().choose(game, choice, cards, candidates, n)


def test_what_the_policy_declines_goes_to_the_other_place():
    zx = card(cost=4)
    game = _game([])
    game.policy = _Declines()
    game.trash = [zx]
    event(game, "あなたのトラッシュにあるゼクスを1枚選び、手札に戻すかチャージに置く。")
    assert game.hand == []
    assert game.charge == [zx]
    a, b = card(cost=1), card(cost=2)
    game = _game([a, b])
    game.policy = _Declines()
    event(game, "あなたの手札を2枚選び、トラッシュに置くか除外する。")
    assert game.removed == []
    assert {id(x) for x in game.trash} == {id(a), id(b)}
    cheap = card(cost=1)
    game = _game([cheap])
    game.policy = _Declines()
    event(game, "あなたの手札にあるカードを1枚選び、デッキの1番上か1番下に置く。")
    assert game.deck[-1] is cheap


def test_the_top_card_to_the_charge_or_the_trash_and_to_the_remove_zone_or_the_trash():
    for text, first in (
        ("あなたのデッキの1番上を見て、トラッシュに置くかチャージに置く。", "charge"),
        ("あなたのデッキの1番上のカードを見て、トラッシュに置くか除外する。", "removed"),
    ):
        game = _game([])
        top = game.deck[0]
        event(game, text)
        assert getattr(game, first) == [top]
        assert game.trash == []
        game = _game([])
        game.policy = _Declines()
        top = game.deck[0]
        event(game, text)
        assert game.trash == [top]
        assert getattr(game, first) == []


def test_up_to_three_cards_revealed_are_three_and_one_is_taken():
    game = _game([])
    three = game.deck[:3]
    event(game, "あなたのデッキの上から3枚まで公開し、その中から1枚選び、手札に加え、残りをトラッシュに置く。")
    assert len(game.hand) == 1
    assert game.hand[0] in three
    assert len(game.trash) == 2
    assert {id(c) for c in [*game.hand, *game.trash]} == {id(c) for c in three}
