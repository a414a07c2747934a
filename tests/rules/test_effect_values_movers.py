"""The movers of Kind.MOVE (effects.run.movers) pinned by value (issue 28, mutation testing): which cards move, in
what order, what the policy is asked, and whether the move counts as done for a 「…したならば」 after it."""

from tests.rules.builders import card
from tests.rules.test_effect_values import fresh
from tests.rules.test_effect_values_zones import answer_with, asked
from zxdecks.rules.cards import CardType
from zxdecks.rules.effects import read_card
from zxdecks.rules.effects.api import Choice
from zxdecks.rules.effects.language import CardFilter, make
from zxdecks.rules.effects.run import At, Source, apply
from zxdecks.rules.goldfish import Resource

ANGEL = CardFilter(name_contains="天使")


def test_hand_cards_go_to_the_resources_the_chosen_ones_and_optionally_all_n_or_none():
    game = fresh()
    game.resources = []
    a, b, c = card(cost=1), card(cost=5), card(cost=3)
    game.hand = [a, b, c]
    answer_with(game, lambda g, choice, cards, candidates, n: [0, 2])  # a and c
    assert apply(game, make(("hand", "resources"), 2), At()) is True
    assert game.hand == [b]
    assert sorted(r.card.cost for r in game.resources) == [1, 3]
    assert all(not r.rebooted for r in game.resources)
    game.hand = [card()]
    answer_with(game, lambda g, choice, cards, candidates, n: candidates)
    assert apply(game, make(("hand", "resources"), 2, optional=True), At()) is False  # one card: all 2 or nothing
    assert (len(game.hand), len(game.resources)) == (1, 2)


def test_charge_cards_of_the_filter_go_to_the_resources_slept_as_the_policy_takes_them(monkeypatch):
    game = fresh()
    game.resources = []
    angel, devil = card(name="天使", cost=4), card(name="悪魔", cost=6)
    game.charge = [devil, angel]
    calls = asked(game, monkeypatch)
    assert apply(game, make(("charge", "resources"), 1, filter=ANGEL), At()) is True
    assert calls == [(Choice.TAKE, [devil, angel], [1], 1)]
    assert ([(r.card, r.rebooted) for r in game.resources], game.charge) == ([(angel, False)], [devil])
    assert apply(game, make(("charge", "resources"), 1, filter=ANGEL), At()) is False  # none left
    # 「まで」: the devil alone moves, one card short of 「2枚…したならば」
    assert apply(game, make(("charge", "resources"), 2, up_to=True, done_at=2), At()) is False
    assert (game.charge, len(game.resources)) == ([], 2)
    game.charge = [card(name="天使"), card(name="天使")]
    assert apply(game, make(("charge", "resources"), 2, filter=ANGEL, done_at=2), At()) is True
    assert game.charge == []


def test_resources_of_the_filter_go_back_to_the_hand_one_at_a_time_slept_and_last_placed_first(monkeypatch):
    game = fresh()
    a, b, c, d = card(name="天使A"), card(name="悪魔"), card(name="天使C"), card(name="天使D")
    game.resources = [Resource(a, False), Resource(b, False), Resource(c, True), Resource(d, False)]
    calls = asked(game, monkeypatch)
    assert apply(game, make(("resources", "hand"), 1, filter=ANGEL), At()) is True
    assert game.hand == [d]  # slept and placed last
    assert calls == [(Choice.RESOURCE_BACK, [a, b, c, d], [0, 2, 3], 1)]
    assert apply(game, make(("resources", "hand"), 3, filter=ANGEL, done_at=3), At()) is False  # only a and c
    assert game.hand == [d, a, c]
    assert [r.card for r in game.resources] == [b]
    assert apply(game, make(("resources", "hand"), 1, filter=ANGEL), At()) is False
    assert game.hand == [d, a, c]
    game.resources = [Resource(card(name="天使"), False) for _ in range(2)]
    assert apply(game, make(("resources", "hand"), 2, filter=ANGEL, done_at=2), At()) is True
    assert game.resources == []


def test_hand_cards_into_the_deck_count_for_n_cards(monkeypatch):
    game = fresh()
    game.hand = [card(), card(), card()]
    deck = len(game.deck)
    assert apply(game, make(("hand", "deck"), 2, done_at=2), At()) is True
    assert (len(game.hand), len(game.deck)) == (1, deck + 2)
    assert apply(game, make(("hand", "deck"), 2, done_at=2), At()) is False  # one card left to put: it goes
    assert (game.hand, len(game.deck)) == ([], deck + 3)
    assert apply(game, make(("hand", "deck"), 1), At()) is False  # an empty hand
    game.hand = [card()]
    assert apply(game, make(("hand", "deck"), 1), At()) is True
    assert (game.hand, len(game.deck)) == ([], deck + 4)


def test_trash_cards_of_the_filter_come_to_the_hand_one_at_a_time_then_an_emptied_deck_reloads(monkeypatch):
    game = fresh()
    a, b, c = card(name="天使", cost=1), card(name="悪魔", cost=9), card(name="天使", cost=5)
    game.trash, game.deck, game.hand = [a, b, c], [], []
    calls = asked(game, monkeypatch)
    assert apply(game, make(("trash", "hand"), 3, filter=ANGEL, done_at=2), At()) is True  # two of three: enough
    assert game.hand == [c, a]  # the costliest first
    assert calls == [(Choice.TAKE, [a, b, c], [0, 2], 1), (Choice.TAKE, [a, b], [0], 1)]
    assert (game.trash, game.deck) == ([], [b])  # 902: the rest of the trash became the deck
    assert apply(game, make(("trash", "hand"), 1, filter=ANGEL), At()) is False
    game.trash = [card(name="天使") for _ in range(2)]
    assert apply(game, make(("trash", "hand"), 2, filter=ANGEL, done_at=2), At()) is True
    assert apply(game, make(("trash", "hand"), 1, filter=ANGEL, done_at=1), At()) is False


def test_trash_cards_are_removed_optionally_only_all_n_of_them():
    game = fresh()
    game.trash, game.removed = [card(name="天使")], []
    assert apply(game, make(("trash", "removed"), 2, optional=True, filter=ANGEL), At()) is False
    assert (len(game.trash), game.removed) == (1, [])
    assert apply(game, make(("trash", "removed"), 2, up_to=True, filter=ANGEL), At()) is True
    assert (game.trash, len(game.removed)) == ([], 1)


def test_hand_cards_are_discarded_optionally_only_all_n_of_them():
    game = fresh()
    game.hand, game.trash = [card()], []
    assert apply(game, make(("hand", "trash"), 2, optional=True), At()) is False
    assert (len(game.hand), game.trash) == (1, [])


def test_charge_cards_of_the_filter_go_to_the_trash_or_the_deck_bottom_the_ones_the_policy_gives(monkeypatch):
    game = fresh()
    a, b, c = card(name="天使A"), card(name="悪魔"), card(name="天使C")
    game.charge, game.trash = [a, b, c], []
    calls = asked(game, monkeypatch)
    assert apply(game, make(("charge", "trash"), 2, filter=ANGEL, done_at=2), At()) is True
    assert calls == [(Choice.CHARGE_OUT, [a, b, c], [0, 2], 2)]
    assert (game.charge, sorted(x.name for x in game.trash)) == ([b], ["天使A", "天使C"])
    assert apply(game, make(("charge", "trash"), 1, filter=ANGEL), At()) is False  # none left
    assert game.charge == [b]
    game.charge = [a, b, c]
    deck = list(game.deck)
    answer_with(game, lambda g, choice, cards, candidates, n: [0, 2])
    assert apply(game, make(("charge", "deck_bottom"), 2), At()) is True
    assert game.charge == [b]
    assert game.deck[: len(deck)] == deck
    assert sorted(x.name for x in game.deck[len(deck) :]) == ["天使A", "天使C"]


def test_any_charge_cards_go_to_the_trash_optionally_all_n_or_none_as_the_policy_gives_them(monkeypatch):
    game = fresh()
    a, b = card(cost=1), card(cost=7)
    game.charge, game.trash = [a, b], []
    calls = asked(game, monkeypatch)
    assert apply(game, make(("charge", "trash"), 3, optional=True), At()) is False
    assert (game.charge, game.trash, calls) == ([a, b], [], [])
    assert apply(game, make(("charge", "trash"), 1), At()) is True
    assert calls == [(Choice.CHARGE_OUT, [a, b], [0, 1], 1)]
    assert len(game.charge) == 1
    assert game.trash == [c for c in (a, b) if c not in game.charge]


def test_the_general_mover_gives_up_the_chosen_cards_into_the_trash_never_the_card_whose_ability_it_is(monkeypatch):
    game = fresh()
    own, a, b, c = card(name="天使O"), card(name="天使A"), card(name="悪魔"), card(name="天使C")
    game.removed, game.trash = [a, own, b, c], []
    calls = asked(game, monkeypatch)
    at = At(source=Source("removed", own))
    assert apply(game, make(("removed", "trash"), 2, filter=ANGEL, done_at=2), at) is True
    assert calls == [(Choice.TRASH_REMOVE, [a, own, b, c], [0, 3], 2)]
    assert (game.removed, sorted(x.name for x in game.trash)) == ([own, b], ["天使A", "天使C"])
    assert apply(game, make(("removed", "trash"), 1, filter=ANGEL), at) is False  # only the card itself is left
    assert game.removed == [own, b]


def test_the_general_mover_keeps_this_card_in_the_resources_and_puts_cards_into_the_resources_as_told():
    game = fresh()
    own, other = card(), card()
    game.resources = [Resource(other, True), Resource(own, False)]  # the policy would give back `own` first
    assert apply(game, make(("resources", "removed"), 1), At(source=Source("resource", own))) is True
    assert ([r.card for r in game.resources], game.removed) == ([own], [other])
    game.removed = [card(), card()]
    assert apply(game, make(("removed", "resources"), 2, rebooted=True), At()) is True
    assert [r.rebooted for r in game.resources] == [False, True, True]
    assert game.removed == []


def test_the_general_mover_puts_cards_into_the_charge_and_reloads_an_emptied_deck():
    game = fresh()
    a, b, c = card(), card(), card()
    game.removed, game.charge = [a, b, c], []
    answer_with(game, lambda g, choice, cards, candidates, n: [0, 2])
    assert apply(game, make(("removed", "charge"), 2), At()) is True
    assert (game.removed, sorted(map(id, game.charge))) == ([b], sorted(map(id, [a, c])))
    answer_with(game, lambda g, choice, cards, candidates, n: candidates[:n])
    game.deck, game.trash, game.hand = [], [card()], []
    old = game.trash[0]
    assert apply(game, make(("removed", "hand"), 1), At()) is True
    assert (game.hand, game.deck, game.trash) == ([b], [old], [])
    assert apply(game, make(("removed", "hand"), 1, done_at=1), At()) is False  # nothing left


def test_a_hand_cards_ability_discards_other_hand_cards_never_itself(monkeypatch):
    game = fresh()
    own, other = card(cost=1), card(cost=9)
    game.hand, game.trash = [own, other], []
    calls = asked(game, monkeypatch)
    assert apply(game, make(("hand", "trash"), 1), At(source=Source("hand", own))) is True
    assert (game.hand, game.trash) == ([own], [other])
    assert calls[0][2] == [1]
    assert apply(game, make(("hand", "trash"), 1), At(source=Source("hand", own))) is False
    assert apply(game, make(("hand", "trash"), 1), At(source=Source("trash", card()))) is True  # not from the hand
    assert (game.hand, game.trash) == ([], [other, own])


def test_the_moves_count_what_they_moved_for_n_cards():
    game = fresh()
    game.deck, game.trash, game.charge = [card()], [], []
    assert apply(game, make(("deck_top", "charge"), 2, done_at=2), At()) is False  # one card moved of two
    assert len(game.charge) == 1
    game.hand = [card()]
    assert apply(game, make(("hand", "trash"), 2, up_to=True, done_at=2), At()) is False
    assert game.hand == []
    game.trash = [card(name="天使")]
    game.deck = [card()]
    assert apply(game, make(("trash", "hand"), 2, filter=ANGEL, done_at=2), At()) is False
    assert len(game.hand) == 1


KEEPER = "≪自≫【有効】トラッシュ【誘発】このカードがカード名に「竜」を含むイベントの能力でトラッシュに置かれる。\n【効果】カードを1枚引く。"


def test_cards_an_events_move_puts_into_the_trash_set_off_their_trash_ability():
    dragon_event = At(source=Source("event", card("竜の怒り", CardType.EVENT)))
    for source, effect in [
        ("removed", make(("removed", "trash"), 1)),
        ("charge", make(("charge", "trash"), 1)),
        ("charge", make(("charge", "trash"), 1, filter=CardFilter(name_contains="守り手"))),
        ("deck", make(("deck_top", "trash"), 1)),
    ]:
        game = fresh()
        keeper = card("守り手")
        game.scripts = {keeper.number: read_card(keeper.number, KEEPER)}
        game.hand, game.trash, game.removed, game.charge = [], [], [], []
        setattr(game, source, [keeper, *game.deck[:3]] if source == "deck" else [keeper])
        assert apply(game, effect, dragon_event) is True
        assert (game.trash, len(game.hand)) == ([keeper], 1), source  # its ability drew a card
