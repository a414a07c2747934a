"""「あなたと相手のデッキの…トラッシュに置く」 and 「あなたと相手はカードをN枚引く」 (effects.each_split): the clause for you,
then for the opponent, whose deck's top cards and hand are not kept (NO_TARGET); into the resources, which the
opponent's are counted, it stays unread."""

from tests.rules.test_effect_values import event, fresh
from zxdecks.rules.effects import read_card
from zxdecks.rules.effects.language import Kind


def test_both_players_draw_and_only_your_hand_is_kept():
    (ability,) = read_card("X", "≪イベント≫あなたと相手はカードを2枚引く。").abilities
    (both,) = ability.effects
    assert [option[0].kind for option in both.options] == [Kind.DRAW, Kind.NO_TARGET]
    game = fresh()
    top, size = game.deck[:2], len(game.deck)
    event(game, "あなたと相手はカードを2枚引く。")
    assert game.hand == top
    assert len(game.deck) == size - 2  # the opponent's two come from its own deck, which is not kept


def test_the_top_cards_of_both_decks_go_to_the_trash_yours_by_the_count_printed():
    game = fresh()
    top, rest = game.deck[:2], game.deck[2:]
    event(game, "あなたと相手のデッキの上から2枚トラッシュに置く。")
    assert sorted(map(id, game.trash)) == sorted(map(id, top))
    assert game.deck == rest
    game = fresh()
    first = game.deck[0]
    event(game, "あなたと相手のデッキの1番上のカードをトラッシュに置く。")
    assert game.trash == [first]


def test_both_decks_into_the_resources_stay_unread_the_opponents_resources_are_counted():
    script = read_card("X", "≪イベント≫あなたと相手のデッキの上から2枚のカードをリソースにスリープで置く。")
    assert script.abilities == ()
    assert len(script.unread) == 1
