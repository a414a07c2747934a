"""「<zone>にある<filter>をランダムにN枚選び、<verb>」: cards drawn by the game's one seeded random (GameAPI.random_picks,
run.movers.random_move), never chosen by the policy (issue 28)."""

from tests.rules.builders import card
from tests.rules.test_effect_values import event, fresh
from zxdecks.rules.cards import CardType
from zxdecks.rules.effects import read_card
from zxdecks.rules.goldfish import Game


def test_random_hand_cards_go_to_the_trash_and_the_draw_needs_all_of_them():
    body = "あなたの手札にあるカードをランダムに2枚選び、トラッシュに置く。2枚置いたならば、3枚引く。"
    game = fresh()
    hand = [card(cost=c) for c in (1, 2, 3, 4)]
    game.hand = list(hand)
    event(game, body)
    assert len(game.trash) == 2
    assert all(c in hand for c in game.trash)
    assert len(game.hand) == 2 + 3
    game = fresh()
    only = card()
    game.hand = [only]  # one card of two: it moves (102.4), but 「2枚置いたならば」 does not hold: nothing drawn
    event(game, body)
    assert (game.hand, game.trash) == ([], [only])


def test_the_cards_drawn_at_random_follow_the_game_seed():
    def trashed(seed):
        game = fresh()
        game.rng.seed(seed)
        game.hand = [card(name=f"c{i}") for i in range(8)]
        event(game, "あなたの手札にあるカードをランダムに3枚選び、トラッシュに置く。")
        return sorted(c.name for c in game.trash)

    assert trashed(5) == trashed(5)
    assert len({tuple(trashed(s)) for s in range(6)}) > 1  # not always the same three


def test_random_trash_zx_return_to_the_hand_as_many_as_there_are_of_the_filter():
    game = fresh()
    zx = [card(cost=2), card(cost=3)]
    game.trash = [*zx, card(type_=CardType.EVENT)]
    event(game, "あなたのトラッシュにあるゼクスをランダムに3枚選び、手札に戻す。")
    assert sorted(c.cost for c in game.hand) == [2, 3]
    assert [c.type for c in game.trash] == [CardType.EVENT]


def test_random_picks_draw_from_the_candidates_by_the_game_generator():
    game = Game(fresh().deck_list, seed=9, first=True)
    picks = game.random_picks([3, 5, 7, 9], 2)
    assert len(picks) == 2
    assert set(picks) <= {3, 5, 7, 9}
    assert game.random_picks([1], 3) == [1]


def test_a_random_choice_onto_squares_or_as_a_payment_stays_unread():
    onto = read_card(
        "X",
        "≪イベント≫あなたのトラッシュにあるゼクスをランダムに1枚選び、リブートでゼクスのないノーマルスクエアに登場させる。",
    )
    assert onto.unread
    paid = read_card(
        "X", "≪起≫【有効】スクエア【コスト】あなたの手札にあるカードをランダムに1枚トラッシュに置く。【効果】1枚引く。"
    )
    assert paid.abilities == ()
    assert paid.unread
    chosen = read_card(
        "X", "≪起≫【有効】スクエア【コスト】あなたの手札にあるカードを1枚トラッシュに置く。【効果】1枚引く。"
    )
    assert chosen.unread == ()
