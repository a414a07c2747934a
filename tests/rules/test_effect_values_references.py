"""References in effect clauses to what an earlier clause did (issue 28, session 16 `verbs`), pinned by value in a
game: 「この能力(によるダメージ)でゼクスを破壊した時/場合、…」 after a choice of Z/X that damages or lowers a power (done only
when one was destroyed, 904.1, 904.2), and how coverage counts an effect that waits on a choice of the opponent's Z/X
only."""

import dataclasses

import pytest

from tests.rules.builders import card
from tests.rules.test_effect_values import event
from tests.rules.test_goldfish_opponent import game_with
from zxdecks.rules.cards import CardType
from zxdecks.rules.effects import read_card
from zxdecks.rules.effects.coverage import line_part
from zxdecks.rules.effects.language import Kind
from zxdecks.rules.goldfish import Resource
from zxdecks.rules.goldfish.battle import declare_attack

CENTRE = (1, 1)


def board(own, theirs):
    """Your Z/X and the opponent's defenders (power by square), with a known deck and empty hand, trash, charge."""
    game = game_with(own, theirs)
    game.deck = [card(cost=1 + i % 5) for i in range(20)]
    game.hand, game.trash, game.charge = [], [], []
    return game


def zx(power):
    return dataclasses.replace(card(cost=2), power=power)


# -- 「この能力によるダメージでゼクスを破壊した時、…」 ----------------------------------------------------------------------
DAMAGE_DRAW = "ノーマルスクエアにある相手のゼクスを1枚選び、5000ダメージを与える。この能力によるダメージでゼクスを破壊した時、カードを1枚引く。"


@pytest.mark.parametrize(("power", "drawn", "left"), [(5000, 1, {}), (9000, 0, {CENTRE: 5000})])
def test_damage_that_destroys_the_defender_draws_and_damage_that_does_not_draws_nothing(power, drawn, left):
    """904.1: 5000 damage destroys a 5000 Z/X (the card is drawn), not a 9000 one (it stays, damaged, no card)."""
    game = board({}, {CENTRE: power})
    top = game.deck[0]
    event(game, DAMAGE_DRAW)
    assert game.hand == [top][:drawn]
    assert len(game.deck) == 20 - drawn
    assert {sq: u.damage for sq, u in game.opponent_squares.items()} == left


def test_the_reading_marks_the_damage_as_counted_only_when_it_destroys():
    script = read_card("X", "≪イベント≫" + DAMAGE_DRAW)
    damage, draw = script.event.effects
    assert (damage.kind, damage.rest, damage.take) == (Kind.CHOOSE_ZX, "damage", 5000)
    assert damage.to.split() == ["opponent", "normal", "destroyed"]
    assert (draw.kind, draw.n, draw.if_did) == (Kind.DRAW, 1, True)


@pytest.mark.parametrize(("power", "drawn", "left"), [(5000, 1, {}), (6000, 0, {CENTRE: 1000})])
def test_a_power_lowered_to_zero_destroys_and_sets_off_the_draw_up_to_one(power, drawn, left):
    """904.2: a power of 0 or less destroys the Z/X; −5000 leaves a 6000 Z/X at 1000, on its square."""
    game = board({}, {CENTRE: power})
    event(
        game,
        "ノーマルスクエアにある相手のゼクスを1枚まで選び、ターン終了時まで、パワーを-5000する。この能力でゼクスを破壊した時、1枚まで引く。",
    )
    assert len(game.hand) == drawn
    assert {sq: u.power for sq, u in game.opponent_squares.items()} == left


@pytest.mark.parametrize(("power", "drawn", "charged"), [(3000, 1, 1), (5000, 0, 0)])
def test_damage_among_any_z_x_falls_to_your_own_and_destroying_it_draws(power, drawn, charged):
    """No opponent's Z/X: the choice among any Z/X takes yours (run.squares.choose_zx); 3000 damage destroys your
    3000 Z/X (1008.1: to the charge) and the card is drawn, your 5000 one stays and nothing is drawn."""
    own = zx(power)
    game = board({CENTRE: own}, {})
    event(
        game,
        "ノーマルスクエアにあるゼクスを1枚選び、3000ダメージを与える。この能力によるダメージでゼクスを破壊した場合、カードを1枚引く。",
    )
    assert len(game.hand) == drawn
    assert game.charge == [own][:charged]
    assert (CENTRE in game.squares) == (charged == 0)


@pytest.mark.parametrize(("power", "drawn"), [(5000, 1), (9000, 0)])
def test_inside_one_sentence_the_draw_waits_on_the_destruction_too(power, drawn):
    game = board({}, {CENTRE: power})
    event(
        game,
        "ノーマルスクエアにある相手のゼクスを1枚選び、5000ダメージを与え、この能力によるダメージでゼクスを破壊した時、カードを1枚引く。",
    )
    assert len(game.hand) == drawn


def test_a_destroy_then_the_draw_waits_on_the_destroy_itself():
    game = board({}, {CENTRE: 9000})
    event(
        game, "ノーマルスクエアにある相手のゼクスを1枚選び、破壊する。この能力でゼクスを破壊した時、カードを2枚引く。"
    )
    assert game.opponent_squares == {}
    assert len(game.hand) == 2


def test_after_an_effect_that_destroys_nothing_the_line_stays_unread():
    script = read_card(
        "X",
        "≪イベント≫ノーマルスクエアにある相手のゼクスを1枚選び、手札に戻す。この能力によるダメージでゼクスを破壊した時、カードを1枚引く。",
    )
    assert script.abilities == ()
    assert "破壊した時" in script.unread[0].reason


# -- coverage: an effect waiting on a choice of the opponent's Z/X only ------------------------------------------------
@pytest.mark.parametrize(
    ("body", "part"),
    [
        (DAMAGE_DRAW, "acting_vs_defenders"),  # the draw waits on damage to the opponent's Z/X: never on an empty board
        (
            "ノーマルスクエアにある相手のゼクスを1枚選び、破壊する。破壊したならば、カードを1枚引く。",
            "acting_vs_defenders",
        ),
        # a harm among any Z/X the goldfish may decline: it declines its own, so nothing waits done on an empty board
        (
            "ノーマルスクエアにあるゼクスを1枚選び、破壊してよい。破壊したならば、カードを1枚引く。",
            "acting_vs_defenders",
        ),
        # not declined: it falls to your own Z/X and the draw follows
        (
            "ノーマルスクエアにあるゼクスを1枚選び、3000ダメージを与える。この能力によるダメージでゼクスを破壊した時、カードを1枚引く。",
            "acting",
        ),
        ("あなたの手札を1枚選び、トラッシュに置いてよい。置いたならば、カードを2枚引く。", "acting"),
    ],
)
def test_an_effect_waiting_on_a_choice_of_the_opponent_s_z_x_acts_only_against_defenders(body, part):
    script = read_card("X", "≪イベント≫" + body)
    assert script.unread == (), script.unread
    assert line_part(script.event) == part


# -- 「…N枚につき、…」 (effects.per_count) ---------------------------------------------------------------------------------
def dragons(n, **kwargs):
    return [dataclasses.replace(card(cost=2, **kwargs), races=("ドラゴン",)) for _ in range(n)]


@pytest.mark.parametrize(("in_trash", "charged"), [(2, 2), (1, 1), (0, 0)])
def test_for_each_card_put_back_the_top_card_goes_to_the_charge_as_many_times(in_trash, charged):
    """The cards the move before put back, counted by its handler: each one puts the top card into the charge."""
    game = board({}, {})
    game.trash = [*dragons(in_trash), card(cost=1)]
    top = game.deck[:charged]
    event(
        game,
        "あなたのトラッシュにある[ドラゴン]を2枚まで選び、手札に戻す。戻したカード1枚につき、あなたのデッキの1番上のカードをチャージに置く。",
    )
    assert len(game.hand) == in_trash
    assert game.charge == top
    assert len(game.deck) == 20 - charged


@pytest.mark.parametrize(("in_hand", "drawn"), [(2, 2), (1, 1), (0, 0)])
def test_for_each_hand_card_trashed_a_card_is_drawn_as_many_as_could_be_trashed(in_hand, drawn):
    """「2枚選び、トラッシュに置く」 (required) puts as many as it can (102.4): one hand card, one card drawn."""
    game = board({}, {})
    held = [card(cost=1) for _ in range(in_hand)]
    game.hand = list(held)
    top = game.deck[:drawn]
    event(game, "あなたの手札を2枚選び、トラッシュに置く。置いたカード1枚につき、1枚引く。")
    assert sorted(map(id, game.trash)) == sorted(map(id, held))  # the policy's order
    assert game.hand == top


@pytest.mark.parametrize(("in_resources", "drawn"), [(1, 0), (3, 1), (4, 2), (5, 2)])
def test_for_each_two_dragons_in_the_resources_one_card_is_drawn_counted_when_it_resolves(in_resources, drawn):
    game = board({}, {})
    game.resources = [Resource(c, True) for c in [*dragons(in_resources), card(cost=1), card(cost=1)]]
    top = game.deck[:drawn]
    event(game, "あなたのリソースにある[ドラゴン]2枚につき、1枚引く。")
    assert game.hand == top


@pytest.mark.parametrize("on_squares", [0, 1, 2])
def test_for_each_dragon_of_yours_on_a_square_the_top_card_goes_into_the_resources_slept(on_squares):
    squares = dict(zip([(0, 0), (1, 0), (2, 0)], [*dragons(on_squares), card(cost=1)], strict=False))
    game = board({sq: dataclasses.replace(c, power=3000) for sq, c in squares.items()}, {})
    before = len(game.resources)
    top = game.deck[:on_squares]
    event(game, "スクエアにあるあなたの[ドラゴン]1枚につき、あなたのデッキの1番上のカードをリソースにスリープで置く。")
    assert [r.card for r in game.resources[before:]] == top
    assert not any(r.rebooted for r in game.resources[before:])


def test_the_reading_holds_the_sentence_s_effects_inside_the_count():
    script = read_card("X", "≪イベント≫あなたの手札を2枚まで選び、除外する。除外したカード1枚につき、1枚引く。")
    move, per = script.event.effects
    assert (move.kind, move.source, move.destination, move.n, move.up_to) == (Kind.MOVE, "hand", "removed", 2, True)
    assert (per.kind, per.n, per.rest) == (Kind.PER_COUNT, 1, "moved")
    assert [(e.kind, e.n) for e in per.options[0]] == [(Kind.DRAW, 1)]


@pytest.mark.parametrize(
    "body",
    [
        "カードを1枚引く。置いたカード1枚につき、1枚引く。",  # a draw puts no card
        # the rest into the deck (a rest put into the trash is counted: test_effect_after_did)
        "あなたのデッキの上から3枚見て、その中にあるカードを1枚まで選び、手札に加え、残りを好きな順番でデッキの下に置く。置いたカード1枚につき、1枚引く。",
        "あなたの手札を2枚まで選び、除外する。トラッシュに置いたカード1枚につき、1枚引く。",  # removed, not trashed
        "置いたカード1枚につき、1枚引く。",  # nothing before it
    ],
)
def test_a_count_of_what_the_effect_before_did_not_do_leaves_the_line_unread(body):
    script = read_card("X", "≪イベント≫" + body)
    assert script.abilities == ()
    assert "につき" in script.unread[0].reason


@pytest.mark.parametrize(
    ("body", "part"),
    [
        (
            "あなたの手札1枚につき、ノーマルスクエアにあるすべての相手のゼクスに2000ダメージを与える。",
            "acting_vs_defenders",
        ),
        ("あなたのリソースにある[ドラゴン]2枚につき、1枚引く。", "acting"),
    ],
)
def test_a_count_acts_as_the_effects_it_repeats(body, part):
    script = read_card("X", "≪イベント≫" + body)
    assert script.unread == (), script.unread
    assert line_part(script.event) == part


def test_a_count_of_the_hand_times_damage_to_every_defender():
    """Three hand cards: 2000 damage three times to each of the opponent's Z/X (6000: the 5000 one is destroyed,
    904.1; the 9000 one holds 6000 damage)."""
    game = board({}, {CENTRE: 5000, (1, 2): 9000})
    game.hand = [card(cost=1) for _ in range(3)]
    event(game, "あなたの手札1枚につき、ノーマルスクエアにあるすべての相手のゼクスに2000ダメージを与える。")
    assert {sq: u.damage for sq, u in game.opponent_squares.items()} == {(1, 2): 6000}


# -- 「ターン終了時まで、あなたのリソース(にあるカード)はリブートしない」 -----------------------------------------------------
REBOOT_THEN_FORBID = (
    "あなたのリソースにあるカードを2枚まで選び、リブートする。ターン終了時まで、あなたのリソースはリブートしない。"
)
REBOOT_TWO = "あなたのリソースにあるカードを2枚まで選び、リブートする。"


def slept_resources(n):
    return [Resource(card(cost=1), False) for _ in range(n)]


def rebooted(game):
    return sum(r.rebooted for r in game.resources)


def test_after_the_forbid_a_later_reboot_of_resources_this_turn_reboots_none():
    game = board({}, {})
    game.resources = slept_resources(5)
    event(game, REBOOT_THEN_FORBID)
    assert rebooted(game) == 2
    event(game, REBOOT_TWO)
    assert rebooted(game) == 2  # forbidden for the rest of the turn


def test_without_the_forbid_the_later_reboot_reboots_two_more():
    game = board({}, {})
    game.resources = slept_resources(5)
    event(game, REBOOT_TWO)
    event(game, REBOOT_TWO)
    assert rebooted(game) == 4


def test_the_forbid_ends_with_the_turn_and_does_not_reach_the_opponent_s_turn():
    game = board({}, {})
    game.resources = slept_resources(5)
    event(game, REBOOT_THEN_FORBID)
    game.opponents_turn = True  # the opponent's turn after it: its own 「ターン終了時まで」 is over
    event(game, REBOOT_TWO)
    assert rebooted(game) == 4
    game.opponents_turn = False
    game.start_turn()  # 502.1: your next reboot phase reboots them all, and the forbid is gone
    for r in game.resources:
        r.rebooted = False
    event(game, REBOOT_TWO)
    assert rebooted(game) == 2


def test_the_forbid_needs_until_the_end_of_the_turn():
    script = read_card("X", "≪イベント≫あなたのリソースはリブートしない。")
    assert script.abilities == ()
    script = read_card("X", "≪イベント≫" + REBOOT_THEN_FORBID)
    assert [(e.kind, e.rest) for e in script.event.effects] == [
        (Kind.REBOOT_RESOURCES, ""),
        (Kind.FORBID_ABILITY, "resource_reboot"),
    ]


# -- 「ターン終了時まで、そのゼクス/そのカード/登場させたゼクスのパワーを+Nする」 after a Z/X put onto a square ---------------
ENTER_AND_RAISE = (
    "あなたの手札にあるコスト3以下のゼクスを1枚選び、リブートでゼクスのないノーマルスクエアに登場させ、"
    "ターン終了時まで、そのゼクスのパワーを+3000する。"
)


def test_the_z_x_put_onto_a_square_gets_the_power_until_the_end_of_the_turn_and_no_other():
    game = board({CENTRE: zx(5000)}, {})
    game.hand = [dataclasses.replace(card(cost=3), power=4000)]
    event(game, ENTER_AND_RAISE)
    (entered,) = [u for sq, u in game.squares.items() if sq != CENTRE]
    assert game.power_of(entered) == 7000
    assert game.power_of(game.squares[CENTRE]) == 5000
    game.end_turn()  # 507.8: the raise is over
    assert game.power_of(entered) == 4000


def test_with_no_z_x_put_onto_a_square_no_power_is_raised():
    game = board({CENTRE: zx(5000)}, {})
    game.hand = [dataclasses.replace(card(cost=4), power=4000)]  # cost 4: not chosen
    event(game, ENTER_AND_RAISE)
    assert list(game.squares) == [CENTRE]
    assert game.power_of(game.squares[CENTRE]) == 5000


def test_the_raise_and_a_delayed_return_both_name_the_z_x_that_entered():
    game = board({}, {})
    incoming = dataclasses.replace(card(cost=3), power=4000)
    game.hand = [incoming]
    event(game, ENTER_AND_RAISE + "ターン終了時、そのゼクスを手札に戻す。")
    (entered,) = game.squares.values()
    assert game.power_of(entered) == 7000
    game.end_turn()  # 808.4: back to the hand at the end of the turn
    assert game.squares == {}
    assert game.hand == [incoming]


@pytest.mark.parametrize(
    "body",
    [
        "ターン終了時まで、そのゼクスのパワーを+3000する。",  # nothing put onto a square before it
        "あなたの手札にあるコスト3以下のゼクスを1枚選び、リブートでゼクスのないノーマルスクエアに登場させ、そのゼクスのパワーを+3000する。",
    ],
)
def test_a_raise_of_that_z_x_after_no_entry_or_without_its_duration_stays_unread(body):
    script = read_card("X", "≪イベント≫" + body)
    assert script.abilities == ()


# -- 「ターン終了時まで、あなたは《同名》のこの能力をプレイできない」 inside an auto ability's effect -----------------------
ONCE = (
    "≪自≫【有効】スクエア【誘発】あなたのゼクスが登場する。\n【効果】あなたの手札を1枚選び、トラッシュに置いてよい。"
    "置いたならば、カードを2枚引き、ターン終了時まで、あなたは《同名》のこの能力をプレイできない。"
)


def watcher(text=ONCE):
    unit = dataclasses.replace(card(cost=2, name="見張り"), power=3000)
    script = read_card(unit.number, text)
    assert script.unread == (), script.unread
    return unit, script


def test_the_ability_resolves_once_this_turn_for_every_card_of_its_name():
    """Two cards of the name on squares: the first Z/X entering sets off both, only one of them draws (the other is
    forbidden by the first); the next Z/X entering sets off none."""
    one, script = watcher()
    two = dataclasses.replace(one)  # the same card again: another copy of the name
    game = board({(0, 0): one, (2, 0): two}, {})
    game.scripts = {one.number: script}
    game.hand = [card(cost=1) for _ in range(4)]
    assert game.enter(zx(1000), "ability", (1, 0))
    assert (len(game.hand), len(game.trash)) == (4 - 1 + 2, 1)
    assert game.enter(zx(1000), "ability", (1, 2))
    assert (len(game.hand), len(game.trash)) == (5, 1)
    game.end_turn()
    game.start_turn()  # the next turn of yours: it may be played again
    assert game.enter(zx(1000), "ability", (1, 1))
    assert len(game.trash) == 2


def test_when_the_cost_is_not_paid_the_ability_is_not_forbidden():
    """「置いたならば、…」: the forbid waits on the hand card put into the trash; with no hand card nothing is forbidden
    and the ability resolves again when a card is in the hand."""
    one, script = watcher()
    game = board({(0, 0): one}, {})
    game.scripts = {one.number: script}
    assert game.enter(zx(1000), "ability", (1, 0))
    assert game.hand == []
    game.hand = [card(cost=1)]
    assert game.enter(zx(1000), "ability", (1, 2))
    assert (len(game.hand), len(game.trash)) == (2, 1)


def test_the_forbid_in_an_event_stays_unread():
    """An activated ability's is asked before it is paid (run.activation: test_effect_trigger_families)."""
    script = read_card("X", "≪イベント≫カードを1枚引き、ターン終了時まで、あなたは《同名》のこの能力をプレイできない。")
    assert script.abilities == ()
    assert "auto ability" in script.unread[0].reason


# -- coverage: an optional cost the goldfish does not pay ---------------------------------------------------------------
@pytest.mark.parametrize(
    ("body", "part"),
    [
        # paid only for the damage after it, which needs an opponent's Z/X: nothing happens on an empty board
        (
            "《赤2・赤2》を支払ってよい。《赤2・赤2》を支払ったならば、ノーマルスクエアにある相手のゼクスを1枚選び、破壊する。",
            "acting_vs_defenders",
        ),
        # nothing waits on it: the goldfish never gives a resource back (run.resolve._pays_off)
        ("あなたのリソースにあるカードを1枚選び、手札に戻してよい。", "opponent_board_only"),
        ("あなたの手札を1枚選び、トラッシュに置いてよい。置いたならば、カードを2枚引く。", "acting"),
        ("あなたのリソースにあるカードを1枚選び、手札に戻す。", "acting"),  # not a choice: it is done
    ],
)
def test_an_optional_cost_counts_only_as_what_waits_on_it(body, part):
    script = read_card("X", "≪イベント≫" + body)
    assert script.unread == (), script.unread
    assert line_part(script.event) == part


def test_the_goldfish_keeps_its_resources_when_giving_one_back_gains_nothing():
    game = board({}, {})
    game.resources = slept_resources(3)
    before = [r.card for r in game.resources]
    event(game, "あなたのリソースにあるカードを1枚選び、手札に戻してよい。")
    assert [r.card for r in game.resources] == before
    assert game.hand == []


# -- 「戻したデッキをシャッフルする」 -------------------------------------------------------------------------------------
def test_cards_put_back_into_their_owner_s_deck_then_that_deck_is_shuffled():
    """No trash of the opponent is kept: the chosen cards are yours, back into your deck, which is then shuffled."""
    game = board({}, {})
    back = [card(cost=5), card(cost=5)]
    game.trash = list(back)
    before = list(game.deck)
    event(game, "トラッシュを2枚選び持ち主のデッキに戻し、戻したデッキをシャッフルする。")
    assert game.trash == []
    assert sorted(map(id, game.deck)) == sorted(map(id, before + back))
    assert game.deck[:20] != before  # shuffled (1004), not the old order with the two cards put on it


def test_the_shuffle_of_the_deck_put_back_into_reads_as_the_shuffle_after_the_move():
    script = read_card("X", "≪イベント≫トラッシュを3枚まで選び持ち主のデッキに戻し、戻したデッキをシャッフルする。")
    assert [(e.kind, e.source, e.destination) for e in script.event.effects] == [
        (Kind.MOVE, "trash", "deck"),
        (Kind.SHUFFLE_DECK, "", ""),
    ]


@pytest.mark.parametrize(
    ("body", "part"),
    [
        # the harm among any Z/X after the cost is worth paying for only against a defender (choice_gains)
        (
            "《赤1・赤1》を支払ってよい。《赤1・赤1》を支払ったならば、ノーマルスクエアにあるゼクスを1枚選び、破壊する。",
            "acting_vs_defenders",
        ),
        # a power after it is never worth a cost to the goldfish (language.useful): nothing waits done
        (
            "あなたのチャージにあるカードを1枚選び、トラッシュに置いてよい。置いたならば、ターン終了時まで、このカードのパワーを+3000する。",
            "opponent_board_only",
        ),
    ],
)
def test_what_waits_on_an_unpaid_cost_counts_only_where_the_cost_is_paid(body, part):
    script = read_card("X", "≪自≫【有効】スクエア【誘発】このカードが登場する。\n【効果】" + body)
    assert script.unread == (), script.unread
    assert line_part(script.abilities[0]) == part


def test_the_goldfish_pays_for_a_harm_among_any_z_x_only_against_a_defender():
    body = "《無1・無1》を支払ってよい。《無1・無1》を支払ったならば、ノーマルスクエアにあるゼクスを1枚選び、破壊する。"
    own = zx(3000)
    game = board({CENTRE: own}, {})
    game.resources = [Resource(card(cost=1), True) for _ in range(3)]
    event(game, body)
    assert game.squares == {CENTRE: game.squares[CENTRE]}  # not paid: your own Z/X stays
    assert rebooted(game) == 3
    game = board({CENTRE: own}, {(1, 2): 5000})
    game.resources = [Resource(card(cost=1), True) for _ in range(3)]
    event(game, body)
    assert game.opponent_squares == {}  # paid: the defender destroyed
    assert rebooted(game) == 2


# -- 「そのゼクス」: the Z/X of yours that set the auto ability off ---------------------------------------------------------
def test_the_z_x_that_attacks_gets_the_power_and_the_card_whose_ability_it_is_does_not():
    one, script = watcher(
        "≪自≫【有効】スクエア【誘発】あなたのゼクスが攻撃する。\n【効果】ターン終了時まで、そのゼクスのパワーを+5000する。"
    )
    attacker = zx(3000)
    game = board({(0, 0): one, (1, 0): attacker}, {CENTRE: 9000})
    game.scripts = {one.number: script}
    assert declare_attack(game, (1, 0), CENTRE)
    assert game.opponent_squares[CENTRE].damage == 8000  # 604.3a: the raised power, 3000 + 5000
    assert game.power_of(game.squares[(1, 0)]) == 8000
    assert game.power_of(game.squares[(0, 0)]) == 3000


@pytest.mark.parametrize(("races", "power"), [(("ドラゴン",), 6000), ((), 4000)])
def test_a_card_in_the_charge_raises_the_dragon_that_entered_and_not_another(races, power):
    keeper = card(cost=2)
    script = read_card(
        keeper.number,
        "≪自≫【有効】チャージ【誘発】あなたの[ドラゴン]が登場する。\n【効果】ターン終了時まで、そのゼクスのパワーを+2000する。",
    )
    assert script.unread == (), script.unread
    game = board({}, {})
    game.charge = [keeper]
    game.scripts = {keeper.number: script}
    incoming = dataclasses.replace(card(cost=2), power=4000, races=races)
    assert game.enter(incoming, "ability", CENTRE)
    assert game.power_of(game.squares[CENTRE]) == power


@pytest.mark.parametrize(
    "text",
    [
        "≪自≫【有効】スクエア【誘発】このカードが登場する。\n【効果】ターン終了時まで、そのゼクスのパワーを+2000する。",
        "≪イベント≫ターン終了時まで、そのゼクスのパワーを+2000する。",
        "≪自≫【有効】スクエア【誘発】ターン終了時。\n【効果】ターン終了時まで、そのゼクスのパワーを+2000する。",
    ],
)
def test_that_z_x_with_no_z_x_entered_or_setting_it_off_stays_unread(text):
    script = read_card("X", text)
    assert script.abilities == ()
    assert "そのゼクス" in script.unread[0].reason


# -- 「残りの中からN枚選び、<verb>、それ以外を…」: a second choice among the cards looked at -------------------------------
def test_of_three_cards_shown_one_goes_to_the_hand_one_to_the_charge_and_the_other_to_the_trash():
    game = board({}, {})
    top = game.deck[:3]  # costs 1, 2, 3: the policy takes the costliest first
    event(
        game,
        "あなたのデッキの上から3枚公開し、その中から1枚選び、手札に加え、残りの中から1枚選び、チャージに置き、それ以外をトラッシュに置く。",
    )
    assert game.hand == [top[2]]
    assert game.charge == [top[1]]
    assert game.trash == [top[0]]
    assert len(game.deck) == 17


@pytest.mark.parametrize(("second", "slept"), [(None, 0), (1, 1)])
def test_the_second_choice_takes_only_its_filter_and_the_others_go_to_the_bottom(second, slept):
    game = board({}, {})
    if second is not None:
        game.deck[second] = dragons(1)[0]
    top = game.deck[:3]
    before = len(game.resources)
    event(
        game,
        "あなたのデッキの上から3枚公開し、その中から1枚選び、手札に加え、残りの中から[ドラゴン]を1枚まで選び、"
        "リソースにスリープで置き、それ以外を好きな順番でデッキの下に置く。",
    )
    assert [r.card for r in game.resources[before:]] == ([top[second]] if second is not None else [])
    assert all(not r.rebooted for r in game.resources[before:])
    assert len(game.deck) == 20 - 1 - slept
    assert set(map(id, game.deck[-(2 - slept) :])) <= set(map(id, top))  # the others at the bottom


@pytest.mark.parametrize(
    "body",
    [
        "残りの中から1枚選び、チャージに置く。",  # no look before it
        "あなたのデッキの上から3枚公開し、その中から1枚選び、手札に加え、残りの中から1枚選び、リブートでゼクスのないノーマルスクエアに登場させ、それ以外をトラッシュに置く。",
    ],
)
def test_a_second_choice_with_no_look_before_it_or_onto_a_square_stays_unread(body):
    script = read_card("X", "≪イベント≫" + body)
    assert script.abilities == ()


# -- 「あなたのトラッシュにある…を1枚選び、コストを支払わずにプレイする」 ------------------------------------------------------
@pytest.mark.parametrize(("cost", "played"), [(3, True), (4, False)])
def test_a_z_x_of_the_trash_played_without_its_cost_enters_a_square(cost, played):
    game = board({}, {})
    target = dataclasses.replace(card(cost=cost), power=5000)
    game.trash = [target]
    event(game, "あなたのトラッシュにあるコスト3以下のゼクスを1枚まで選び、コストを支払わずにプレイする。")
    on_squares = [u.card for u in game.squares.values()]
    assert on_squares == ([target] if played else [])
    assert game.trash == ([] if played else [target])
    assert rebooted(game) == len(game.resources)  # no resource paid (806 without the cost)


def test_an_event_of_the_trash_played_without_its_cost_resolves_and_goes_back_to_the_trash():
    game = board({}, {})
    spell = dataclasses.replace(card(cost=2, name="星の呼び声"), type=CardType.EVENT)
    spell_script = read_card(spell.number, "≪イベント≫カードを2枚引く。")
    game.trash = [spell]
    top = game.deck[:2]
    event(
        game,
        "あなたのトラッシュにある「星の呼び声」を1枚選び、コストを支払わずにプレイする。",
        {spell.number: spell_script},
    )
    assert game.hand == top
    assert game.trash == [spell]  # 806.3b


# -- a look at the top split over two sentences (effects.look_join) ------------------------------------------------------
def test_a_may_reveal_then_a_take_among_the_two_revealed_is_one_optional_look():
    body = "あなたのデッキの上から2枚公開してよい。2枚公開したならば、その中から1枚選び、手札に加え、残りをトラッシュに置く。"
    (look,) = read_card("X", "≪イベント≫" + body).event.effects
    assert (look.kind, look.n, look.take, look.rest, look.optional) == (Kind.REVEAL_TOP_TAKE, 2, 1, "trash", True)
    game = board({}, {})
    top = game.deck[:2]  # costs 1 and 2: the costlier to the hand
    event(game, body)
    assert game.hand == [top[1]]
    assert game.trash == [top[0]]
    assert len(game.deck) == 18


@pytest.mark.parametrize(("dragon_at", "taken"), [(2, True), (None, False)])
def test_up_to_five_revealed_then_a_dragon_among_them_taken_and_the_rest_shuffled_back(dragon_at, taken):
    game = board({}, {})
    if dragon_at is not None:
        game.deck[dragon_at] = dragons(1)[0]
    wanted = game.deck[dragon_at] if dragon_at is not None else None
    event(
        game,
        "あなたのデッキの上から5枚まで公開する。1枚以上公開したならば、その中にある[ドラゴン]を1枚まで選び、手札に加え、残りを元に戻し、シャッフルする。",
    )
    assert game.hand == ([wanted] if taken else [])
    assert len(game.deck) == 20 - taken


def test_a_may_reveal_with_nothing_waiting_on_it_stays_unread():
    script = read_card("X", "≪イベント≫あなたのデッキの上から2枚公開してよい。その中から1枚選び、手札に加える。")
    assert script.abilities == ()


# -- 「公開したカードが[X]ならば、…登場させる。登場させなかったならば、そのカードを…」 ------------------------------------------
ONTO_SQUARE = (
    "あなたのデッキの1番上のカードを公開する。公開したカードがコスト5以下のゼクスならば、リブートでゼクスのないノーマルスクエアに"
    "登場させる。登場させなかったならば、そのカードを"
)


@pytest.mark.parametrize(("cost", "entered"), [(3, True), (6, False)])
def test_the_revealed_z_x_enters_when_it_matches_and_goes_to_the_bottom_when_it_does_not(cost, entered):
    game = board({}, {})
    top = dataclasses.replace(card(cost=cost), power=5000)
    game.deck[0] = top
    event(game, ONTO_SQUARE + "デッキの1番下に置く。")
    assert [u.card for u in game.squares.values()] == ([top] if entered else [])
    assert all(u.rebooted for u in game.squares.values())
    assert (game.deck[-1] is top) == (not entered)
    assert len(game.deck) == 20 - entered


def test_a_revealed_card_that_did_not_enter_goes_to_the_hand_when_the_text_says_so():
    game = board({}, {})
    top = dataclasses.replace(card(cost=1), type=CardType.EVENT)  # not a Z/X: it cannot enter
    game.deck[0] = top
    event(game, ONTO_SQUARE + "手札に加える。")
    assert game.hand == [top]
    assert game.squares == {}


def test_otherwise_after_a_test_that_puts_the_card_onto_a_square_stays_unread():
    """「そうでないならば」 says nothing of a card that matched and could not enter (no square free)."""
    text = ONTO_SQUARE.replace("登場させなかったならば", "そうでないならば") + "デッキの1番下に置く。"
    assert read_card("X", "≪イベント≫" + text).abilities == ()


# -- 「ターン終了時、A、B」: every clause of the sentence from 「ターン終了時、」 on at the end of the turn ----------------------
def test_both_clauses_after_at_the_end_of_the_turn_wait_for_it_and_are_carried_out_in_order():
    game = board({}, {})
    top = game.deck[:1]
    event(game, "ターン終了時、カードを1枚引き、あなたは≪鍵≫を1個得る。")
    assert (game.hand, game.counters.get("鍵", 0)) == ([], 0)
    game.end_turn()  # 808.4
    assert game.hand == top
    assert game.counters["鍵"] == 1


@pytest.mark.parametrize(("held", "drawn"), [(0, 0), (1, 2)])
def test_the_delayed_clauses_after_a_cost_wait_on_it_both(held, drawn):
    game = board({}, {})
    game.hand = [card(cost=1) for _ in range(held)]
    event(
        game,
        "あなたの手札を1枚選び、トラッシュに置いてよい。置いたならば、ターン終了時、カードを2枚引き、あなたは≪鍵≫を1個得る。",
    )
    assert len(game.hand) == 0
    game.end_turn()
    assert len(game.hand) == drawn
    assert game.counters.get("鍵", 0) == (1 if held else 0)
