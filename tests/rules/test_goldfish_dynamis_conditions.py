"""Z/X EX played from the Dynamis by their conditions: 覚醒 (1021), 降臨 (1020), 夢装 (1022), 憑依 (1025)."""

from dataclasses import replace

import pytest

from tests.rules.builders import card, fours
from zxdecks.rules.cards import CardType, Color, Zone
from zxdecks.rules.deck import Deck, DeckEntry
from zxdecks.rules.effects import read_card, read_pool
from zxdecks.rules.effects.awakening import (
    Need,
    Pay,
    PayOption,
    PlayKind,
    Together,
    UnknownCondition,
    read_dynamis_play,
)
from zxdecks.rules.effects.language import ANY_CARD, Trigger
from zxdecks.rules.goldfish import Game, OnSquare, Resource
from zxdecks.rules.goldfish.dynamis_costs import PAYERS, TOGETHER
from zxdecks.rules.goldfish.policy import DefaultPolicy

RED = frozenset({Color.RED})
ENTER_DRAW = "≪自≫【有効】スクエア【誘発】このカードが登場する。\n【効果】カードを1枚引く。"


def extra(cost=5, power=9000):
    return replace(card(type_=CardType.ZX_EX, cost=cost), power=power)


def game_with(ex, subtext, resources=6, text=""):
    entries = [*fours([card(cost=2) for _ in range(12)]), DeckEntry(card(cost=1), 2), DeckEntry(ex, 1, Zone.DYNAMIS)]
    game = Game(Deck.of(entries), seed=1, first=True, log_enabled=True)
    game.setup()
    game.scripts = read_pool([(ex.number, text, subtext)])
    game.resources = [Resource(card(colors=RED)) for _ in range(resources)]
    game.turn = 1
    return game


def unit_of(game, ex):
    return next(u for u in game.squares.values() if (u.base or u.card) is ex)  # a shift shares its information (202.8d)


def slept(game):
    return sum(not r.rebooted for r in game.resources)


def test_a_red_awakening_removes_the_trash_cards_and_pays_the_resource_cost():
    ex = extra(cost=5, power=9000)
    game = game_with(ex, '覚醒条件"赤":コスト3以上のカード2枚')
    game.trash = [card(cost=3), card(cost=4), card(cost=1)]
    assert game.dynamis_playable() == [0]
    assert game.play_from_dynamis(0)
    assert unit_of(game, ex).power == 9000
    assert [c.cost for c in game.removed] == [3, 4]
    assert [c.cost for c in game.trash] == [1]
    assert slept(game) == 5
    assert game.dynamis == []


def test_an_awakening_whose_cards_are_missing_is_not_played():
    ex = extra(cost=5)
    game = game_with(ex, '覚醒条件"赤":コスト3以上のカード2枚')
    game.trash = [card(cost=3), card(cost=1)]
    assert game.dynamis_playable() == []
    assert not game.play_from_dynamis(0)
    assert game.squares == {}
    assert len(game.trash) == 2
    assert slept(game) == 0


def test_an_awakening_needs_its_resource_cost_too():
    ex = extra(cost=5)
    game = game_with(ex, '覚醒条件"赤":カード1枚', resources=4)
    game.trash = [card(cost=3)]
    assert game.dynamis_playable() == []


def test_a_blue_awakening_bullet_returns_hand_cards_to_the_deck_and_draws_as_many():
    ex = extra(cost=3)
    game = game_with(ex, "覚醒条件\n●青:[ドラゴン]2枚")
    dragons = [replace(card(cost=2), races=("ドラゴン",)) for _ in range(2)]
    kept = card(cost=1)
    game.hand = [*dragons, kept]
    deck = len(game.deck)
    assert game.play_from_dynamis(0)
    assert len(game.hand) == 3
    assert len(game.deck) == deck
    assert game.hand[0] is kept  # the two dragons went back; two cards were drawn after the shuffle
    assert sum(c is d for c in [*game.deck, *game.hand[1:]] for d in dragons) == 2
    assert slept(game) == 3


def test_a_black_awakening_trashes_charge_cards_and_puts_as_many_from_the_deck_into_the_charge():
    ex = extra(cost=4)
    game = game_with(
        ex,
        "覚醒条件:あなたのチャージにあるコスト2以上のカードを2枚トラッシュに置き、あなたのデッキの上から2枚のカードをチャージに置く。",
    )
    charged = [card(cost=2), card(cost=3)]
    game.charge = list(charged)
    top = game.deck[:2]
    trash = len(game.trash)
    assert game.play_from_dynamis(0)
    assert game.charge == top
    assert len(game.trash) == trash + 2
    assert all(c in game.trash for c in charged)


def test_a_green_awakening_returns_resources_and_puts_as_many_in_slept():
    ex = extra(cost=2)
    game = game_with(ex, '覚醒条件"緑":カード2枚', resources=4)
    before, deck = list(game.resources), len(game.deck)
    assert game.play_from_dynamis(0)
    assert len(game.resources) == 4
    # 1021.2: the cost is paid first (two slept), then two resources (the policy gives the slept ones) go to the
    # deck and two cards from its top come in slept
    assert [r.rebooted for r in game.resources] == [True, True, False, False]
    assert game.resources[:2] == before[2:]
    assert len(game.deck) == deck
    assert all(r.card in game.deck or r.card in [n.card for n in game.resources[2:]] for r in before[:2])


def test_a_white_awakening_puts_trash_cards_back_into_the_deck():
    ex = extra(cost=2)
    game = game_with(ex, '覚醒条件"白":イベント1枚')
    event = card(type_=CardType.EVENT, cost=1)
    game.trash = [event, card(cost=2)]
    deck = len(game.deck)
    assert game.play_from_dynamis(0)
    assert event in game.deck
    assert len(game.deck) == deck + 1
    assert len(game.trash) == 1


def test_a_descent_destroys_rebooted_zx_whose_costs_reach_its_cost_instead_of_paying_resources():
    ex = extra(cost=7, power=12000)
    game = game_with(ex, "降臨条件:赤のゼクス2枚", resources=7, text=ENTER_DRAW)
    a, b = replace(card(cost=3), power=5000), replace(card(cost=4), power=6000)
    game.squares = {(0, 1): OnSquare(a, True, 5000), (1, 1): OnSquare(b, True, 6000)}
    hand = len(game.hand)
    assert game.dynamis_playable() == [0]
    assert game.play_from_dynamis(0)
    assert [u.card for u in game.squares.values()] == [ex]
    assert unit_of(game, ex).power == 12000
    assert game.charge == [a, b]  # 1008: destroyed Z/X go to the charge
    assert slept(game) == 0  # no resource cost
    assert len(game.hand) == hand + 1  # its own 「登場する」 ability


@pytest.mark.parametrize(
    ("costs", "rebooted", "resources"),
    [((3, 3), True, 7), ((3, 4), False, 7), ((3, 4), True, 6)],
    ids=["costs-below-its-cost", "slept-zx", "too-few-resources"],
)
def test_a_descent_whose_condition_fails_is_not_played(costs, rebooted, resources):
    ex = extra(cost=7)
    game = game_with(ex, "降臨条件:赤のゼクス2枚", resources=resources)
    game.squares = {(0, i): OnSquare(card(cost=c), rebooted, 5000) for i, c in enumerate(costs)}
    assert game.dynamis_playable() == []
    assert not game.play_from_dynamis(0)
    assert len(game.squares) == 2
    assert game.charge == []


def test_a_descent_of_two_groups_needs_a_zx_for_each():
    ex = extra(cost=4)
    game = game_with(ex, "降臨条件:黒のゼクス1枚と[ドラゴン]1枚", resources=5)
    black = card(cost=2, colors=frozenset({Color.BLACK}))
    game.squares = {(0, 1): OnSquare(black, True, 1000), (1, 1): OnSquare(card(cost=3), True, 1000)}
    assert game.dynamis_playable() == []
    dragon = replace(card(cost=3), races=("ドラゴン",))
    game.squares[(1, 1)] = OnSquare(dragon, True, 1000)
    assert game.play_from_dynamis(0)
    assert game.charge == [black, dragon]


def test_a_dream_spends_its_counters_instead_of_the_resource_cost():
    ex = extra(cost=6)
    game = game_with(ex, "夢装条件:≪鍵≫を3個消費する。", resources=0)
    game.counters["鍵"] = 2
    assert game.dynamis_playable() == []
    game.counters["鍵"] = 4
    assert game.play_from_dynamis(0)
    assert game.counters["鍵"] == 1
    assert unit_of(game, ex)


def test_a_possession_puts_the_zx_under_it_as_force_and_takes_their_cost_off_its_cost():
    ex = extra(cost=6)
    game = game_with(ex, "憑依条件:コスト3以上のゼクス1枚", resources=6)
    host = card(cost=4)
    game.squares = {(0, 1): OnSquare(host, True, 5000)}
    assert game.play_from_dynamis(0)
    unit = unit_of(game, ex)
    assert unit.force == [host]
    assert slept(game) == 2  # 6 - 4
    assert host not in game.charge
    assert host not in game.trash


def test_a_possession_costs_one_at_least():
    ex = extra(cost=3)
    game = game_with(ex, "憑依条件:ゼクス1枚", resources=1)
    game.squares = {(0, 1): OnSquare(card(cost=5), True, 5000)}
    assert game.play_from_dynamis(0)
    assert slept(game) == 1


def test_a_card_that_cannot_be_played_never_leaves_the_dynamis_by_its_own_play():
    ex = extra(cost=1)
    game = game_with(ex, "このカードはプレイできない。")
    assert game.dynamis_playable() == []
    assert not game.play_from_dynamis(0)


def test_the_policy_picks_the_way_to_pay_and_may_refuse():
    class Refuse(DefaultPolicy):
        def pay_for_extra(self, game, card, ways):
            self.seen = list(ways)
            return None

    ex = extra(cost=5)
    game = game_with(ex, '覚醒条件"赤":カード1枚')
    game.policy = Refuse()
    game.trash = [card(cost=3), card(cost=1)]
    assert not game.play_from_dynamis(0)
    assert len(game.policy.seen) == 2
    assert game.squares == {}
    assert len(game.trash) == 2
    chosen = DefaultPolicy().pay_for_extra(game, ex, game.policy.seen)
    assert game.policy.seen[chosen].given_up == 1  # the cheaper card goes


def test_every_payment_has_a_doer_and_an_unknown_one_is_an_error_at_read_time():
    assert set(PAYERS) == set(Pay)
    with pytest.raises(ValueError, match="trash_eat"):
        PayOption("trash_eat", ())
    with pytest.raises(UnknownCondition) as unknown:
        read_dynamis_play("", "覚醒条件:あなたの手札を2枚ゲームの外に置く。")
    assert unknown.value.code == "unread-awakening"
    script = read_card("X", "", "降臨条件:このターンの間にカードの能力で登場したゼクス2枚")
    assert script.dynamis is not None
    assert script.dynamis.kind is PlayKind.UNREAD
    assert script.dynamis.reason == "unread-filter"


def shift_game(subtext, resources=5, hosts=(("紅剣 ロード", 5),)):
    shift = card(type_=CardType.SHIFT)
    shift = replace(shift, cost=None)
    game = game_with(shift, subtext, resources=resources)
    game.squares = {(0, i): OnSquare(card(name, cost=c), True, 5000) for i, (name, c) in enumerate(hosts)}
    return game, shift


def test_a_shift_goes_onto_the_zx_its_sword_names_without_a_resource_cost():
    game, shift = shift_game("剣臨条件:あなたのリソースが5枚以上/剣臨器:カード名に「紅剣」を含むコスト5以上のゼクス")
    total = len(game.all_cards())
    assert game.dynamis_playable() == [0]
    assert game.play_from_dynamis(0)
    host = game.squares[(0, 0)]
    assert host.shift is shift
    assert host.power == 5000
    assert game.dynamis == []
    assert slept(game) == 0
    assert len(game.all_cards()) == total
    assert game.shift_played_turn == 1


@pytest.mark.parametrize(
    ("resources", "hosts"),
    [(4, (("紅剣 ロード", 5),)), (5, (("蒼剣 ロード", 5),)), (5, (("紅剣 ロード", 4),))],
    ids=["too-few-resources", "name-not-named", "cost-below"],
)
def test_a_shift_whose_condition_or_sword_fails_stays_in_the_dynamis(resources, hosts):
    game, _ = shift_game(
        "剣臨条件:あなたのリソースが5枚以上/剣臨器:カード名に「紅剣」を含むコスト5以上のゼクス", resources, hosts
    )
    assert game.dynamis_playable() == []
    assert not game.play_from_dynamis(0)
    assert game.squares[(0, 0)].shift is None


def test_a_second_shift_waits_while_one_of_yours_is_on_a_square_and_returns_face_up_when_its_card_leaves():
    game, shift = shift_game("剣臨条件:あなたのリソースが1枚以上/剣臨器:ゼクス", hosts=(("A", 2), ("B", 3)))
    assert game.play_from_dynamis(0)
    other = card(type_=CardType.SHIFT)
    game.dynamis.append(other)
    game.scripts = {**game.scripts, other.number: game.scripts[shift.number]}
    game.turn = 2
    assert game.dynamis_playable() == []  # 202.8c
    host = next(u for u in game.squares.values() if u.shift is shift)
    game.leave(host)
    assert host.shift is None
    assert game.dynamis_face_up == [shift]  # 913.1
    assert game.dynamis_playable() == [0]


def test_an_extra_card_and_a_shift_card_are_both_played_in_one_turn():
    ex = extra(cost=2)
    shift = replace(card(type_=CardType.SHIFT), cost=None)
    entries = [
        *fours([card(cost=2) for _ in range(12)]),
        DeckEntry(ex, 1, Zone.DYNAMIS),
        DeckEntry(shift, 1, Zone.DYNAMIS),
    ]
    game = Game(Deck.of(entries), seed=1, first=True)
    game.setup()
    game.scripts = read_pool(
        [(ex.number, "", ""), (shift.number, "", "剣臨条件:あなたのリソースが2枚以上/剣臨器:ゼクス")]
    )
    game.resources = [Resource(card(colors=RED)) for _ in range(2)]
    game.hand = []
    game.turn = 1
    assert game.play_from_dynamis(game.dynamis.index(ex))
    assert [game.dynamis[i] for i in game.dynamis_playable()] == [shift]
    assert game.play_from_dynamis(game.dynamis.index(shift))
    assert unit_of(game, ex).shift is shift


def test_every_together_constraint_has_a_checker_and_an_unknown_one_is_an_error():
    assert set(TOGETHER) == set(Together)
    with pytest.raises(ValueError, match="rainbow"):
        Need(2, ANY_CARD, together="rainbow")


def test_a_descent_of_two_colours_needs_zx_of_two_colours():
    ex = extra(cost=4)
    game = game_with(ex, "降臨条件:色が2種類以上になるようにゼクス2枚", resources=4)
    game.squares = {(0, 1): OnSquare(card(cost=2), True, 1000), (1, 1): OnSquare(card(cost=2), True, 1000)}
    assert game.dynamis_playable() == []
    blue = card(cost=2, colors=frozenset({Color.BLUE}))
    game.squares[(1, 1)] = OnSquare(blue, True, 1000)
    assert game.play_from_dynamis(0)
    assert blue in game.charge


def test_an_awakening_on_an_even_original_cost_takes_only_such_a_card():
    ex = extra(cost=3)
    game = game_with(
        ex, "覚醒条件:あなたの手札にあるカード名に「紙機」を含む、元々のコストが偶数のカードを1枚除外する。"
    )
    odd, even = card("紙機 甲", cost=3), card("紙機 乙", cost=4)
    game.hand = [odd]
    assert game.dynamis_playable() == []
    game.hand = [odd, even]
    assert game.play_from_dynamis(0)
    assert game.removed == [even]
    assert game.hand == [odd]


def test_an_awakening_that_trashes_hand_cards_and_draws_as_many():
    ex = extra(cost=2)
    game = game_with(
        ex, "覚醒条件:あなたの手札にあるカード名に「エレファント」を含むカードを2枚トラッシュに置き、2枚引く。"
    )
    elephants = [card("エレファント A"), card("エレファント B")]
    game.hand = [*elephants, card("other")]
    top = game.deck[:2]
    assert game.play_from_dynamis(0)
    assert game.hand[1:] == top
    assert all(c in game.trash for c in elephants)


def test_an_awakening_that_returns_charge_cards_to_the_hand():
    ex = extra(cost=2)
    game = game_with(ex, "覚醒条件:あなたのチャージにある[ドラゴン]を1枚手札に戻す。")
    dragon = replace(card(cost=5), races=("ドラゴン",))
    game.charge = [card(cost=1), dragon]
    game.hand = []
    assert game.play_from_dynamis(0)
    assert game.hand == [dragon]
    assert len(game.charge) == 1


def test_a_possession_cannot_take_an_extra_card_as_force():
    ex = extra(cost=6)
    game = game_with(ex, "憑依条件:ゼクス1枚", resources=6)
    game.squares = {(0, 1): OnSquare(extra(cost=4), True, 5000)}  # 1025.3a: it would go to the Dynamis (911.1)
    assert game.dynamis_playable() == []
    game.squares[(1, 1)] = OnSquare(card(cost=4), True, 5000)
    assert game.play_from_dynamis(0)
    assert [c.type for c in unit_of(game, ex).force] == [CardType.ZX]


def test_the_policy_picks_the_zx_a_shift_goes_onto():
    class Last(DefaultPolicy):
        def choose_units(self, game, target, units, n, amount):
            self.offered = [sq for sq, _ in units]
            return [len(units) - 1]

    game, shift = shift_game("剣臨条件:あなたのリソースが1枚以上/剣臨器:ゼクス", hosts=(("A", 2), ("B", 3)))
    game.policy = Last()
    assert game.play_from_dynamis(0)
    assert game.policy.offered == [(0, 0), (0, 1)]
    assert game.squares[(0, 1)].shift is shift
    assert game.squares[(0, 0)].shift is None


@pytest.mark.parametrize(
    ("gate", "before", "after"),
    [
        ("あなたの手札が6枚以上", lambda g: setattr(g, "hand", g.hand[:5]), lambda g: g.hand.append(card())),
        ("相手のリソースが5枚以上", lambda g: setattr(g, "turn", 3), lambda g: setattr(g, "turn", 4)),
        (
            "あなたのチャージに白のカードが2枚以上",
            lambda g: setattr(g, "charge", [card(colors=frozenset({Color.WHITE}))]),
            lambda g: g.charge.append(card(colors=frozenset({Color.WHITE}))),
        ),
    ],
    ids=["own-hand", "opponent-resources", "white-charge"],
)
def test_a_shift_condition_on_a_zone_holds_only_from_its_count(gate, before, after):
    game, shift = shift_game(f"剣臨条件:{gate}/剣臨器:ゼクス")
    game.hand = [card() for _ in range(5)]
    before(game)
    assert game.dynamis_playable() == []
    after(game)
    assert game.play_from_dynamis(0)
    assert game.squares[(0, 0)].shift is shift


def test_a_shift_sets_off_the_shift_trigger_of_the_zx_it_goes_onto():
    game, shift = shift_game("剣臨条件:あなたのリソースが1枚以上/剣臨器:ゼクス", hosts=(("A", 2),))
    host = game.squares[(0, 0)]
    shifted = "≪自≫【有効】スクエア【誘発】このカードにシフトする。\n【効果】カードを2枚引く。"
    game.scripts = {**game.scripts, **read_pool([(host.card.number, shifted, "")])}
    assert Trigger.SHIFTED in game.scripts[host.card.number].by_trigger
    hand, deck = len(game.hand), len(game.deck)
    game.policy = type("Host", (DefaultPolicy,), {"choose_units": lambda self, g, t, found, n, m: [0]})()
    assert game.play_from_dynamis(0)
    assert host.shift is shift
    assert len(game.hand) == hand + 2
    assert len(game.deck) == deck - 2


def test_a_descent_of_either_filter_in_total_takes_a_zx_of_either_and_no_other():
    ex = extra(cost=4)
    game = game_with(ex, "降臨条件:カード名に「紅蓮」を含むゼクスか青の[竜]合計2枚", resources=4)
    named = card("紅蓮の騎士", cost=2)
    red_dragon = replace(card(cost=2), races=("竜",))  # a dragon, but red: neither
    game.squares = {(0, 1): OnSquare(named, True, 1000), (1, 1): OnSquare(red_dragon, True, 1000)}
    assert game.dynamis_playable() == []
    blue_dragon = replace(card(cost=2, colors=frozenset({Color.BLUE})), races=("竜",))
    game.squares[(1, 1)] = OnSquare(blue_dragon, True, 1000)
    assert game.play_from_dynamis(0)
    assert game.charge == [named, blue_dragon]
    shift = read_card("S", "", "剣臨条件:あなたのリソースが1枚以上/剣臨器:無色のゼクスかコスト5以上の[竜]")
    assert shift.dynamis.kind is PlayKind.UNREAD  # a 剣臨器 is one filter: not read as either
    assert shift.dynamis.reason == "unread-filter"


def test_a_descent_of_one_zx_of_each_colour_needs_every_colour():
    ex = extra(cost=4)
    game = game_with(ex, "降臨条件:赤と青のゼクスそれぞれ1枚", resources=4)
    reds = [card(cost=2), card(cost=2)]
    game.squares = {(0, 1): OnSquare(reds[0], True, 1000), (1, 1): OnSquare(reds[1], True, 1000)}
    assert game.dynamis_playable() == []
    blue = card(cost=2, colors=frozenset({Color.BLUE}))
    game.squares[(1, 1)] = OnSquare(blue, True, 1000)
    assert game.play_from_dynamis(0)
    assert game.charge == [reds[0], blue]


def test_a_shift_onto_an_overboost_waits_for_a_level_of_face_up_overboosts_and_a_host_of_both_races():
    game, shift = shift_game(
        "剣臨条件:≪オーバーブースト≫ゼクス オーバーブーストLv1/剣臨器:種族に[E☆2]を含む[オーバーブースト]", hosts=()
    )
    overboost = replace(card("誓装 ミナ", CardType.ZX_OB, cost=6), races=("オーバーブースト", "E☆2"))
    other = replace(card("誓装 ユウ", CardType.ZX_OB, cost=6), races=("オーバーブースト", "竜"))
    game.squares = {(0, 1): OnSquare(other, True, 9000), (1, 1): OnSquare(overboost, True, 9000)}
    assert game.dynamis_playable() == []  # 1111.4a: no Z/X OB face up in the Dynamis
    game.dynamis_face_up.append(replace(card("誓装 上", CardType.ZX_OB), ob_part=None))
    assert game.dynamis_playable() == [0]
    assert game.play_from_dynamis(0)
    assert game.squares[(1, 1)].shift is shift  # the host with both races
    assert game.squares[(0, 1)].shift is None


def test_a_possession_of_a_zx_without_a_keyword_leaves_a_start_card_out():
    ex = extra(cost=6)
    game = game_with(ex, "憑依条件:“≪常≫スタートカード”を持たないゼクス1枚", resources=6)
    start = card(cost=4, keywords=("スタートカード",))
    game.squares = {(0, 1): OnSquare(start, True, 5000)}
    assert game.dynamis_playable() == []
    plain = card(cost=3)
    game.squares[(1, 1)] = OnSquare(plain, True, 5000)
    assert game.play_from_dynamis(0)
    assert unit_of(game, ex).force == [plain]


def test_a_condition_naming_a_card_with_a_bracket_in_its_name_reads_the_whole_name():
    play = read_dynamis_play("", "憑依条件:カード名に「【BOSS】」を含むゼクス1枚")
    assert play.kind is PlayKind.POSSESSION
    assert play.options[0].needs[0].filter.name_contains == "【BOSS】"


def test_a_condition_naming_a_level_ability_is_read_to_its_end_and_said_unread():
    script = read_card("X", "", "降臨条件:「紅の騎士」1枚と\n●竜騎Lvを持つゼクス1枚")
    assert script.dynamis.kind is PlayKind.UNREAD
    assert script.dynamis.reason == "unread-level"
    assert script.dynamis.detail == "●竜騎Lvを持つゼクス1枚"
    awakening = read_card("Y", "", "覚醒条件:あなたの手札にある\n●竜騎Lvを持つカードを1枚除外する。")
    assert awakening.dynamis.reason == "unread-level"
