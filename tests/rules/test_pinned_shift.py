"""goldfish.shift pinned by value: which play is a shift, when its 剣臨条件 holds (every zone, with and without a
filter, the opponent's resources), the hosts its 剣臨器 names, once a turn, its own restrictions, and what a shift
play changes (the Dynamis, the host, the counters, the watch, the log)."""

from dataclasses import replace

from tests.rules.builders import card
from tests.rules.test_goldfish_dynamis_conditions import extra, game_with, shift_game
from zxdecks.rules.cards import CardType, Color
from zxdecks.rules.effects import read_pool
from zxdecks.rules.effects.api import Target
from zxdecks.rules.goldfish import OnSquare, Resource
from zxdecks.rules.goldfish.policy import DefaultPolicy
from zxdecks.rules.goldfish.shift import can_shift, gate_holds, hosts, play_shift, shift_play

ANY_HOST = "剣臨器:ゼクス"
WHITE = frozenset({Color.WHITE})
RESTRICTION = "≪常≫【有効】デュナミス【効果】このカードはあなたのリソースが５枚以上ある場合にしかプレイできない。"


def shift_with(gate, resources=5, hosts_=(("A", 2),), text=""):
    game, shift = shift_game(f"剣臨条件:{gate}/{ANY_HOST}", resources=resources, hosts=hosts_)
    if text:
        game.scripts = read_pool([(shift.number, text, f"剣臨条件:{gate}/{ANY_HOST}")])
    return game, shift


def test_shift_play_is_the_read_play_of_a_shift_card_only():
    game, shift = shift_with("あなたのリソースが1枚以上")
    play = shift_play(game, shift)
    assert play is game.scripts[shift.number].dynamis
    assert play.gate_zone == "resources"
    assert play.gate_count == 1
    assert shift_play(game, card()) is None  # no script
    ex = extra()
    game.scripts = {
        **game.scripts,
        **read_pool([(ex.number, "", "覚醒条件:あなたのトラッシュにあるカードを1枚除外する。")]),
    }
    assert shift_play(game, ex) is None  # a play of another kind
    plain = card()
    game.scripts = {**game.scripts, **read_pool([(plain.number, "", "")])}
    assert shift_play(game, plain) is None  # a script without a Dynamis play


def test_the_gate_on_the_resources_counts_the_resource_cards():
    game, shift = shift_with("あなたのリソースが5枚以上", resources=5)
    play = shift_play(game, shift)
    assert gate_holds(game, play) is True
    game.resources.pop()
    assert gate_holds(game, play) is False
    game.resources.append(Resource(card(), rebooted=False))  # slept resources count too
    assert gate_holds(game, play) is True


def test_the_gate_on_a_zone_with_a_filter_counts_only_the_matching_cards():
    game, shift = shift_with("あなたのチャージに白のカードが2枚以上")
    play = shift_play(game, shift)
    game.charge = [card(colors=WHITE), card(), card()]
    assert gate_holds(game, play) is False  # three cards, one white
    game.charge.append(card(colors=WHITE))
    assert gate_holds(game, play) is True


def test_the_gate_on_the_opponents_resources_counts_them_not_yours():
    game, shift = shift_with("相手のリソースが5枚以上", resources=9)
    play = shift_play(game, shift)
    game.turn, game.is_first = 3, True  # 2 + 2 turns it has had = 4
    assert game.opponent_resources() == 4
    assert gate_holds(game, play) is False
    game.turn = 4
    assert gate_holds(game, play) is True


def test_the_hosts_are_the_named_zx_in_square_order_and_none_while_a_shift_is_on_a_square():
    game, shift = shift_game("剣臨条件:あなたのリソースが1枚以上/剣臨器:カード名に「紅剣」を含むゼクス")
    a, b, c = card("紅剣 A"), card("蒼剣 B"), card("紅剣 C")
    ua, ub, uc = OnSquare(a), OnSquare(b), OnSquare(c)
    game.squares = {(1, 1): uc, (0, 2): ub, (0, 0): ua}
    play = shift_play(game, shift)
    assert hosts(game, play) == [((0, 0), ua), ((1, 1), uc)]
    ub.shift = card(type_=CardType.SHIFT)  # 202.8c: a shift of yours on any square
    assert hosts(game, play) == []
    assert hosts(game, replace(play, target=None)) == []


def test_a_shift_is_played_once_a_turn():
    game, shift = shift_with("あなたのリソースが1枚以上")
    assert can_shift(game, shift) is True
    game.shift_played_turn = game.turn
    assert can_shift(game, shift) is False
    game.shift_played_turn = game.turn - 1
    assert can_shift(game, shift) is True
    assert can_shift(game, card()) is False  # not a shift


def test_a_shift_whose_own_text_restricts_its_play_is_played_only_while_the_restriction_allows():
    game, shift = shift_with("あなたのリソースが1枚以上", resources=4, text=RESTRICTION)
    assert game.scripts[shift.number].restricted
    assert can_shift(game, shift) is False
    game.resources.append(Resource(card()))
    assert can_shift(game, shift) is True
    never = replace(game.scripts[shift.number], play_restriction="このカードはプレイできない。")
    game.scripts = {**game.scripts, shift.number: never}
    assert can_shift(game, shift) is False


def test_an_unrestricted_shift_needs_its_gate_and_a_host():
    game, shift = shift_with("あなたのリソースが5枚以上", resources=4)
    assert can_shift(game, shift) is False
    game.resources.append(Resource(card()))
    assert can_shift(game, shift) is True
    game.squares = {}
    assert can_shift(game, shift) is False


def test_a_shift_play_moves_the_card_onto_the_chosen_host_and_records_it():
    game, shift = shift_with("あなたのリソースが1枚以上", hosts_=(("A", 2), ("B", 3)))
    game.turn = 3
    asked = []
    watched = []

    class Second(DefaultPolicy):
        def choose_units(self, game_, target, units, n, amount):
            asked.append((game_ is game, target, [sq for sq, _ in units], n, amount))
            return [1]

    game.policy = Second()
    game.watch = lambda g, what, c: watched.append((g is game, what, c))
    game.dynamis_plays = 2
    game.log.clear()
    index = game.dynamis.index(shift)
    assert play_shift(game, index) is True
    host = game.squares[(0, 1)]
    assert host.shift is shift
    assert game.squares[(0, 0)].shift is None
    assert shift not in game.dynamis
    assert (game.shift_played_turn, game.dynamis_plays) == (3, 3)
    assert asked == [(True, Target.POWER_UP, [(0, 0), (0, 1)], 1, 0)]
    assert watched == [(True, "dynamis", shift)]
    notes = [(e.step, e.rule, e.text) for e in game.log]
    assert ("shift", "806.3d", f"{shift.name} shifts onto {host.card.name} at (0, 1)") in notes
    game.dynamis.append(shift)
    assert play_shift(game, game.dynamis.index(shift)) is False  # once a turn, and a shift of yours is on a square


def test_a_shift_play_that_cannot_be_made_changes_nothing():
    game, shift = shift_with("あなたのリソースが5枚以上", resources=4)
    index = game.dynamis.index(shift)
    assert play_shift(game, index) is False
    assert (shift in game.dynamis, game.dynamis_plays, game.shift_played_turn) == (True, 0, 0)
    assert game.squares[(0, 0)].shift is None


def test_a_policy_answer_that_is_not_one_of_the_hosts_plays_nothing():
    for answer in ([], [0, 1], [2], [-1]):
        game, shift = shift_with("あなたのリソースが1枚以上", hosts_=(("A", 2), ("B", 3)))
        game.policy = type("Odd", (DefaultPolicy,), {"choose_units": lambda self, g, t, u, n, a, x=answer: x})()
        index = game.dynamis.index(shift)
        assert play_shift(game, index) is False, answer
        assert shift in game.dynamis
        assert all(u.shift is None for u in game.squares.values())
        assert game.dynamis_plays == 0


def test_a_shift_play_checks_the_rules_after_it():
    game, shift = shift_with("あなたのリソースが1枚以上")
    checked = []
    game.check_rules = lambda: checked.append(game.squares[(0, 0)].shift)
    assert play_shift(game, game.dynamis.index(shift)) is True
    assert checked == [shift]


def test_a_game_without_the_shift_card_in_its_dynamis_list_is_unaffected():
    game = game_with(extra(), "")
    assert shift_play(game, game.dynamis[0]) is None


def test_the_gate_on_the_resources_with_a_filter_counts_the_matching_resource_cards():
    game, shift = shift_with("あなたのリソースに白のカードが2枚以上", resources=3)
    play = shift_play(game, shift)
    assert gate_holds(game, play) is False  # three red resources
    game.resources.append(Resource(card(colors=WHITE)))
    assert gate_holds(game, play) is False
    game.resources.append(Resource(card(colors=WHITE), rebooted=False))
    assert gate_holds(game, play) is True
