"""「そのカード」 after a reveal of the top card (session 18 `misc`): in each option of 「以下の効果から1つ選び」 after it
(effects.references.name_revealed_in_options), and in 「そのカードを手札に加えてよい。加えなかったならば、そのカードを…」
(effects.either.join_revealed); pinned by value in a game, both ways."""

import pytest

from tests.rules.builders import card
from tests.rules.test_effect_values import dragon, event, fresh
from tests.rules.test_goldfish_defenders import defended
from tests.rules.test_goldfish_opponent import zx
from zxdecks.rules.cards import Color
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


REVEAL = "あなたのデッキの1番上を公開する。"


@pytest.mark.parametrize(("top", "zone"), [("dragon", "hand"), ("named", "hand"), ("other", "bottom")])
def test_a_revealed_card_of_a_race_or_a_name_comes_to_the_hand_else_goes_to_the_bottom(top, zone):
    """B38-030's shape: 「そのカードが[A]か「B」ならば、手札に加える。そうでないならば、デッキの1番下に置く」."""
    game = fresh()
    card_on_top = {"dragon": dragon(cost=2), "named": card("蒼穹の彼方より", cost=2), "other": card(cost=2)}[top]
    game.deck.insert(0, card_on_top)
    event(
        game,
        REVEAL
        + "そのカードが[ドラゴン]か「蒼穹の彼方より」ならば、手札に加える。そうでないならば、デッキの1番下に置く。",
    )
    assert (game.hand == [card_on_top]) is (zone == "hand")
    assert (game.deck[-1] is card_on_top) is (zone == "bottom")


class TakesThenKeeps(DefaultPolicy):
    """Takes the matching revealed card (the first Choice.TAKE), then says whether it goes to the hand (the second)."""

    def __init__(self, hand):
        super().__init__()
        self.hand, self.asked = hand, 0

    def choose(self, game, choice, cards, candidates, n):
        if choice is Choice.TAKE:
            self.asked += 1
            if self.asked > 1 and not self.hand:
                return []
        return super().choose(game, choice, cards, candidates, n)


@pytest.mark.parametrize(
    ("colors", "take", "zone"),
    [
        (frozenset({Color.BLUE}), True, "hand"),
        (frozenset({Color.WHITE}), False, "charge"),
        (frozenset({Color.RED}), True, "bottom"),
    ],
)
def test_a_revealed_card_of_either_colour_goes_to_the_hand_or_the_charge(colors, take, zone):
    """B41-045's shape: 「そのカードが青か白ならば、手札に加えるかチャージに置く」, as the policy takes it or not."""
    game = fresh()
    game.policy = TakesThenKeeps(take)
    top = card(cost=2, colors=colors)
    game.deck.insert(0, top)
    event(
        game, REVEAL + "そのカードが青か白ならば、手札に加えるかチャージに置く。そうでないならば、デッキの1番下に置く。"
    )
    assert (game.hand == [top]) is (zone == "hand")
    assert (game.charge == [top]) is (zone == "charge")
    assert (game.deck[-1] is top) is (zone == "bottom")


@pytest.mark.parametrize(("name", "taken"), [("リルフィの杖", True), ("別の杖", False)])
def test_a_revealed_card_whose_name_holds_the_words_may_come_to_the_hand(name, taken):
    """E51-040's shape: 「…を含む場合、手札に加えてよい。加えなかったならば、デッキの1番下に置く」."""
    game = fresh()
    top = card(name, cost=2)
    game.deck.insert(0, top)
    event(
        game,
        REVEAL
        + "そのカードがカード名に「リルフィ」を含む場合、手札に加えてよい。加えなかったならば、デッキの1番下に置く。",
    )
    assert (game.hand == [top]) is taken
    assert (game.deck[-1] is top) is not taken


@pytest.mark.parametrize("ignition", [True, False])
def test_a_revealed_card_with_ignition_comes_to_the_hand(ignition):
    game = fresh()
    top = card(cost=2, ignition=ignition)
    game.deck.insert(0, top)
    event(
        game,
        REVEAL + "そのカードが≪イグニッション≫を持つ場合、手札に加えてよい。加えなかったならば、デッキの1番下に置く。",
    )
    assert (game.hand == [top]) is ignition


@pytest.mark.parametrize(("name", "taken"), [("ニュー 2nd single", True), ("ニュー 3rd single", False)])
def test_a_revealed_card_of_one_exact_name_comes_to_the_hand(name, taken):
    game = fresh()
    top = card(name, cost=2)
    game.deck.insert(0, top)
    event(
        game,
        REVEAL
        + "そのカードが「ニュー 2nd single」ならば、そのカードを手札に加える。そうでないならば、デッキの1番下に置く。",
    )
    assert (game.hand == [top]) is taken
