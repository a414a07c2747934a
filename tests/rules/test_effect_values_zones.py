"""The handlers of effects.run.zones pinned by value (issue 28, mutation testing): what each one changes (counts,
zones, order), what it asks the policy (the choice, the cards shown, how many) and whether it counts as done for a
「…したならば」 after it (the value `apply` returns)."""

import pytest

from tests.rules.builders import card
from tests.rules.test_effect_values import fresh
from zxdecks.rules.cards import CardType, Color
from zxdecks.rules.effects import read_card
from zxdecks.rules.effects.api import Choice
from zxdecks.rules.effects.language import CardFilter, Kind, make
from zxdecks.rules.effects.run import At, Source, apply
from zxdecks.rules.goldfish import DefaultPolicy, Resource


class Answering(DefaultPolicy):
    """The default policy with the effects' choices answered by `answer(game, choice, cards, candidates, n)` (a
    subclass: the compiled DefaultPolicy takes no method set on an instance)."""

    def __init__(self, answer):
        super().__init__()
        self.answer = answer

    def choose(self, game, choice, cards, candidates, n):
        return self.answer(game, choice, cards, candidates, n)


def answer_with(game, answer):
    """The game's policy from now on answers the effects' choices with `answer`."""
    game.policy = Answering(answer)


def asked(game, monkeypatch):
    """The policy's answers unchanged, each question recorded as (choice, cards shown, candidates, n)."""
    calls = []
    real = game.choose

    def choose(choice, cards, candidates, n):
        calls.append((choice, list(cards), list(candidates), n))
        return real(choice, cards, candidates, n)

    monkeypatch.setattr(game, "choose", choose)
    return calls


def test_draw_is_done_only_when_a_card_was_drawn_and_counts_them_for_n_cards():
    game = fresh()
    game.deck = [card() for _ in range(3)]
    assert apply(game, make(Kind.DRAW, 2), At()) is True
    assert (len(game.hand), len(game.deck)) == (2, 1)
    assert apply(game, make(Kind.DRAW, 2, done_at=2), At()) is False  # one left: 「2枚引いたならば」 does not hold
    assert len(game.hand) == 3
    assert apply(game, make(Kind.DRAW, 1), At()) is False  # deck and trash empty
    assert len(game.hand) == 3


def test_reboot_resources_reboots_n_of_the_filter_and_is_done_only_when_one_was():
    game = fresh()
    blue = card(colors=frozenset({Color.BLUE}))
    game.resources = [Resource(card(), False), Resource(blue, False), Resource(blue, False), Resource(blue, True)]
    assert apply(game, make(Kind.REBOOT_RESOURCES, 1, filter=CardFilter(color=Color.BLUE)), At()) is True
    assert [r.rebooted for r in game.resources] == [False, True, False, True]
    assert apply(game, make(Kind.REBOOT_RESOURCES, 5, filter=CardFilter(color=Color.BLUE)), At()) is True
    assert [r.rebooted for r in game.resources] == [False, True, True, True]
    assert apply(game, make(Kind.REBOOT_RESOURCES, 1, filter=CardFilter(color=Color.BLUE)), At()) is False


def test_sleep_resources_asks_the_policy_for_the_last_placed_rebooted_ones_all_n_or_none(monkeypatch):
    game = fresh()
    cards = [card(cost=5), card(cost=1), card(cost=3)]
    game.resources = [Resource(c, True) for c in cards]
    calls = asked(game, monkeypatch)
    assert apply(game, make(Kind.SLEEP_RESOURCES, 1), At()) is True
    assert [r.rebooted for r in game.resources] == [True, True, False]  # the last placed, not the costliest
    assert calls == [(Choice.RESOURCE_BACK, cards, [0, 1, 2], 1)]
    assert apply(game, make(Kind.SLEEP_RESOURCES, 3), At()) is False  # two rebooted left: all 3 or nothing
    assert [r.rebooted for r in game.resources] == [True, True, False]
    assert apply(game, make(Kind.SLEEP_RESOURCES, 3, up_to=True, done_at=2), At()) is True  # 「まで」: both
    assert [r.rebooted for r in game.resources] == [False, False, False]
    assert calls[-1] == (Choice.RESOURCE_BACK, cards, [0, 1], 2)


def test_pay_without_a_colour_sleeps_any_resources_and_with_one_needs_that_colour():
    game = fresh()
    game.resources = [Resource(card(colors=frozenset({Color.RED})), True) for _ in range(2)]
    assert apply(game, make(Kind.PAY, 1), At()) is True
    assert sorted(r.rebooted for r in game.resources) == [False, True]
    assert apply(game, make(Kind.PAY, 1, filter=CardFilter(color=Color.BLUE)), At()) is False
    assert sorted(r.rebooted for r in game.resources) == [False, True]


def test_dynamis_cards_of_the_filter_turn_face_up_n_of_them():
    game = fresh()
    a, b, c = card(name="天使A"), card(name="悪魔"), card(name="天使B")
    game.dynamis = [a, b, c]
    angel = CardFilter(name_contains="天使")
    assert apply(game, make(Kind.DYNAMIS_FACE_UP, 1, filter=angel), At()) is True
    assert (game.dynamis, game.dynamis_face_up) == ([b, c], [a])
    assert apply(game, make(Kind.DYNAMIS_FACE_UP, 2, filter=angel, done_at=2), At()) is True  # only c left
    assert (game.dynamis, game.dynamis_face_up) == ([b], [a, c])
    assert apply(game, make(Kind.DYNAMIS_FACE_UP, 1, filter=angel), At()) is False
    assert game.dynamis == [b]


def test_counters_are_gained_onto_their_own_name_and_paid_only_when_there_are_enough():
    game = fresh()
    game.counters = {"": 4}
    key = CardFilter(name_contains="星")
    assert apply(game, make(Kind.GAIN_COUNTER, 2, filter=key), At()) is True
    assert game.counters == {"": 4, "星": 2}
    assert apply(game, make(Kind.PAY_COUNTER, 3, filter=key), At()) is False
    assert game.counters == {"": 4, "星": 2}
    assert apply(game, make(Kind.PAY_COUNTER, 2, filter=key), At()) is True  # exactly enough
    assert game.counters == {"": 4, "星": 0}
    assert apply(game, make(Kind.PAY_COUNTER, 1, filter=CardFilter(name_contains="月")), At()) is False
    game.counters["星"] = 5
    assert apply(game, make(Kind.PAY_COUNTER, 2, filter=key), At()) is True
    assert game.counters["星"] == 3


@pytest.mark.parametrize(
    ("kind", "n"),
    [(Kind.SHUFFLE_DECK, 1), (Kind.NEXT_PLAY_DISCOUNT, 1), (Kind.DAMAGE_OPPONENT, 1)],
)
def test_the_effects_that_always_happen_are_done(kind, n):
    game = fresh()
    assert apply(game, make(kind, n), At()) is True


def test_damage_and_the_opponents_resources_count_n():
    game = fresh()
    life, added = game.opponent_life, game.opponent_resources_added
    assert apply(game, make(Kind.DAMAGE_OPPONENT, 2), At()) is True
    assert apply(game, make(Kind.OPPONENT_DECK_TO_RESOURCE, 3), At()) is True
    assert (game.opponent_life, game.opponent_resources_added) == (life - 2, added + 3)


def test_the_top_cards_go_back_in_the_policys_order_and_it_is_asked_for_all_of_them(monkeypatch):
    game = fresh()
    top = [card(cost=1), card(cost=4), card(cost=2)]
    rest = [card() for _ in range(2)]
    game.deck = [*top, *rest]
    calls = asked(game, monkeypatch)
    assert apply(game, make(Kind.LOOK_TOP_REORDER, 3), At()) is True
    assert calls == [(Choice.TOP_ORDER, top, [0, 1, 2], 3)]
    order = game.policy.choose(game, Choice.TOP_ORDER, top, [0, 1, 2], 3)
    assert game.deck == [*(top[i] for i in order), *rest]
    game.deck = []
    assert apply(game, make(Kind.LOOK_TOP_REORDER, 2), At()) is False


def _either(game, destination, rest, top_card, monkeypatch, take):
    game.deck = [top_card, card()]
    calls = asked(game, monkeypatch)
    answer_with(game, lambda g, choice, cards, candidates, n: [0] if take else [])
    effect = make(Kind.TOP_EITHER, 1, destination=destination, rest=rest)
    source = Source("event", card())
    done = apply(game, effect, At(source=source))
    return done, calls


@pytest.mark.parametrize(("take", "where"), [(True, "hand"), (False, "trash")])
def test_the_top_card_goes_to_the_hand_when_the_policy_takes_it_else_to_the_trash(monkeypatch, take, where):
    game = fresh()
    top = card()
    done, calls = _either(game, "hand", "trash", top, monkeypatch, take)
    assert done is True
    assert calls == [(Choice.TAKE, [top], [0], 1)]
    assert (top in game.hand, top in game.trash, top in game.deck) == (where == "hand", where == "trash", False)


@pytest.mark.parametrize(("keep", "where"), [(True, "deck_top"), (False, "resources")])
def test_the_top_card_stays_on_top_when_the_policy_keeps_it_else_goes_to_the_resources_slept(monkeypatch, keep, where):
    game = fresh()
    game.resources = []
    top = card()
    done, calls = _either(game, "deck_top", "resources", top, monkeypatch, keep)
    assert done is True
    assert calls == [(Choice.KEEP_ON_TOP, [top], [0], 1)]
    if where == "deck_top":
        assert (game.deck[0], game.resources) == (top, [])
    else:
        assert [(r.card, r.rebooted) for r in game.resources] == [(top, False)]
        assert top not in game.deck


def test_the_top_card_either_is_not_done_on_an_empty_deck_and_an_emptied_deck_is_reloaded():
    game = fresh()
    game.deck, game.trash = [], []
    assert apply(game, make(Kind.TOP_EITHER, 1, destination="hand", rest="trash"), At()) is False
    old = card()
    game.deck, game.trash = [card()], [old]
    answer_with(game, lambda g, choice, cards, candidates, n: [0])
    assert apply(game, make(Kind.TOP_EITHER, 1, destination="hand", rest="trash"), At()) is True
    assert (len(game.hand), game.deck, game.trash) == (1, [old], [])  # 902: the trash became the deck


def test_ignite_reveals_n_top_cards_and_is_done_when_one_was():
    game = fresh()
    game.deck = [card() for _ in range(3)]
    before = game.ignitions
    assert apply(game, make(Kind.IGNITE, 2), At()) is True
    assert game.ignitions == before + 2
    assert len(game.trash) == 2  # no ignition icon: trashed
    game.deck, game.trash = [], []
    assert apply(game, make(Kind.IGNITE, 1), At()) is False
    assert game.ignitions == before + 2


@pytest.mark.parametrize(
    ("matching", "n", "up_to", "done"),
    [(2, 2, False, True), (1, 2, False, False), (1, 2, True, True), (0, 1, True, False), (3, 3, False, True)],
)
def test_a_hand_reveal_is_done_when_there_are_n_cards_of_the_filter(matching, n, up_to, done):
    game = fresh()
    game.hand = [card(name="天使") for _ in range(matching)] + [card(name="悪魔")]
    effect = make(Kind.HAND_REVEAL, n, up_to=up_to, filter=CardFilter(name_contains="天使"))
    assert apply(game, effect, At()) is done
    assert len(game.hand) == matching + 1


def test_the_top_card_put_into_the_trash_or_the_resources_sets_off_what_it_sets_off_there():
    game = fresh()
    keeper = card(cost=2)
    text = "≪自≫【有効】トラッシュ【誘発】このカードがカード名に「竜」を含むイベントの能力でトラッシュに置かれる。\n【効果】カードを1枚引く。"
    placed = card(cost=3)
    game.scripts = {
        keeper.number: read_card(keeper.number, text),
        placed.number: read_card(
            placed.number, "≪自≫このカードがリソースに置かれた時、あなたのデッキの1番上のカードをチャージに置く。"
        ),
    }
    game.hand, game.charge, game.resources = [], [], []
    answer_with(game, lambda g, choice, cards, candidates, n: [])
    game.deck = [keeper, *(card() for _ in range(3))]
    dragon_event = Source("event", card("竜の怒り", CardType.EVENT))
    assert apply(game, make(Kind.TOP_EITHER, 1, destination="hand", rest="trash"), At(source=dragon_event)) is True
    assert (game.trash, len(game.hand)) == ([keeper], 1)  # its ability drew a card
    game.deck = [placed, *(card() for _ in range(3))]
    assert apply(game, make(Kind.TOP_EITHER, 1, destination="deck_top", rest="resources"), At()) is True
    assert ([r.card for r in game.resources], len(game.charge)) == ([placed], 1)  # its ability charged a card


def test_more_matching_dynamis_cards_than_n_leave_the_rest_face_down_and_counters_add_up():
    game = fresh()
    cards = [card(name="天使") for _ in range(3)]
    game.dynamis, game.dynamis_face_up = list(cards), []
    assert apply(game, make(Kind.DYNAMIS_FACE_UP, 2, filter=CardFilter(name_contains="天使")), At()) is True
    assert (game.dynamis, game.dynamis_face_up) == (cards[2:], cards[:2])
    game.counters = {}
    key = CardFilter(name_contains="星")
    apply(game, make(Kind.GAIN_COUNTER, 2, filter=key), At())
    apply(game, make(Kind.GAIN_COUNTER, 3, filter=key), At())
    assert game.counters == {"星": 5}


def test_ignite_of_one_card_is_done():
    game = fresh()
    game.deck = [card()]
    assert apply(game, make(Kind.IGNITE, 1), At()) is True
