"""「そのカード」 after a reveal of the top card (session 18 `misc`): in each option of 「以下の効果から1つ選び」 after it
(effects.references.name_revealed_in_options), and in 「そのカードを手札に加えてよい。加えなかったならば、そのカードを…」
(effects.either.join_revealed); pinned by value in a game, both ways."""

import pytest

from tests.rules.builders import card
from tests.rules.test_effect_values import event, fresh
from tests.rules.test_goldfish_defenders import defended
from tests.rules.test_goldfish_opponent import zx
from zxdecks.rules.effects import read_card
from zxdecks.rules.effects.api import Choice
from zxdecks.rules.effects.language import Kind
from zxdecks.rules.goldfish.policy import DefaultPolicy

THREE_PLACES = (
    "あなたのデッキの1番上のカードを公開し、以下の効果から1つ選び、解決する。"
    "●そのカードを手札に加える。●そのカードをチャージに置く。●そのカードをリソースにスリープで置く。"
)
REMOVE_AND_DAMAGE = (
    "あなたのデッキの1番上のカードを公開し、以下の効果から1つ選び、解決する。"
    "●そのカードを手札に加える。●そのカードを除外し、ノーマルスクエアにある相手のゼクスを1枚選び、5000ダメージを与える。"
)
HAND_OR_RESOURCES = "あなたのデッキの1番上を公開する。そのカードを手札に加えてよい。加えなかったならば、そのカードをリソースにスリープで置く。"


class Picks(DefaultPolicy):
    def __init__(self, option=None, take=True):
        super().__init__()
        self.option, self.take = option, take

    def choose_options(self, game, options, n):
        return [self.option] if self.option is not None else super().choose_options(game, options, n)

    def choose(self, game, choice, cards, candidates, n):
        if choice is Choice.TAKE and not self.take:
            return []
        return super().choose(game, choice, cards, candidates, n)


def test_each_option_reads_as_a_look_at_the_one_revealed_card():
    script = read_card("X", "≪イベント≫" + THREE_PLACES)
    assert script.unread == ()
    reveal, modal = script.event.effects
    assert (reveal.kind, reveal.n, reveal.take, reveal.rest) == (Kind.REVEAL_TOP_TAKE, 1, 0, "top")
    assert modal.kind is Kind.MODAL
    assert [(o[0].kind, o[0].n, o[0].take, o[0].to) for o in modal.options] == [
        (Kind.REVEAL_TOP_TAKE, 1, 1, ""),
        (Kind.REVEAL_TOP_TAKE, 1, 1, "charge"),
        (Kind.REVEAL_TOP_TAKE, 1, 1, "resource"),
    ]


@pytest.mark.parametrize(("option", "zone"), [(None, "hand"), (1, "charge"), (2, "resources")])
def test_the_revealed_card_goes_where_the_chosen_option_puts_it(option, zone):
    game = fresh()
    game.policy = Picks(option)
    top = card(cost=4)
    game.deck.insert(0, top)
    game.resources = []
    event(game, THREE_PLACES)
    placed = [r.card for r in game.resources] if zone == "resources" else getattr(game, zone)
    assert placed == [top]
    assert all(c is not top for c in game.deck)
    if zone == "resources":
        assert game.resources[0].rebooted is False  # slept


@pytest.mark.parametrize(("option", "removed", "left"), [(None, False, 6000), (1, True, 1000)])
def test_the_second_option_removes_the_revealed_card_and_deals_the_damage(option, removed, left):
    game = defended({(0, 0): zx(3000)}, {(1, 1): 6000})
    game.policy = Picks(option)
    top = card(cost=4)
    game.deck.insert(0, top)
    event(game, REMOVE_AND_DAMAGE)
    assert (top in game.removed) is removed
    assert (top in game.hand) is not removed
    unit = game.opponent_squares[(1, 1)]
    assert unit.power - unit.damage == left


def test_an_option_of_two_sentences_after_the_reveal_stays_unread():
    """A sentence after an option's first: part of that option or after all of them, the text does not say."""
    script = read_card(
        "X",
        "≪イベント≫あなたのデッキの1番上のカードを公開し、以下の効果から1つ選び、解決する。"
        "●そのカードを手札に加える。●そのカードをチャージに置く。カードを1枚引く。",
    )
    assert len(script.unread) == 1


@pytest.mark.parametrize(("take", "zone"), [(True, "hand"), (False, "resources")])
def test_the_revealed_card_not_added_to_the_hand_goes_to_the_resources(take, zone):
    script = read_card("X", "≪イベント≫" + HAND_OR_RESOURCES)
    assert script.unread == ()
    (effect,) = script.event.effects
    assert (effect.kind, effect.destination, effect.rest) == (Kind.TOP_EITHER, "hand", "resources")
    game = fresh()
    game.policy = Picks(take=take)
    top = card(cost=4)
    game.deck.insert(0, top)
    game.resources = []
    event(game, HAND_OR_RESOURCES)
    assert (game.hand == [top]) is take
    assert ([r.card for r in game.resources] == [top]) is not take
