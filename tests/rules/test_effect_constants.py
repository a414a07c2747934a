"""Constant abilities (811) read from their text and applied in the goldfish: 連携 (1124), a Range or an ignition
icon gained under a condition, play restrictions."""

from __future__ import annotations

import dataclasses

from tests.rules.builders import card
from tests.rules.test_effects import game_with_scripts
from zxdecks.rules.cards import Color
from zxdecks.rules.effects import AbilityKind, read_card
from zxdecks.rules.effects.language import CardFilter, Static
from zxdecks.rules.goldfish import OnSquare, Resource

RENKEI = (
    "≪常≫連携「ギルド\n●暁」（【有効】手札【効果】このカードをプレイする際、スクエアにあるあなたのカード名に"
    "「ギルド\n●暁」を含むゼクス１枚につき、このカードのコストを－１する。\nただし、０以下にならない。）"
)


def test_renkei_reads_as_minus_one_per_named_zx_on_squares_never_below_one():
    """1124: valid in every zone; -1 for each of your Z/X on squares whose name contains X; 1124.2 「０以下にならない」."""
    for text in (RENKEI, "≪常≫連携「ギルド\n●暁」"):
        script = read_card("X", text)
        assert script.unread == ()
        (ability,) = script.abilities
        assert (ability.kind, ability.zone) == (AbilityKind.CONSTANT, "all")
        assert ability.statics == (
            Static("cost_per", -1, CardFilter(name_contains="ギルド●暁"), per="squares", each=1, floor=1),
        )


def test_renkei_lowers_the_cost_paid_by_the_named_zx_on_squares():
    linked = card(cost=4)
    guild = [dataclasses.replace(card(cost=1), name=f"ギルド●暁 {i}") for i in range(5)]
    other = card(cost=1)
    game = game_with_scripts((linked.number, RENKEI))
    game.squares = {(1, 1): OnSquare(guild[0], True, 1000), (0, 0): OnSquare(other, True, 1000)}
    assert game.cost_of(linked) == 3  # one named Z/X: -1; the other Z/X does not count
    game.squares[(2, 2)] = OnSquare(guild[1], True, 1000)
    assert game.cost_of(linked) == 2
    game.squares |= {(2, 1): OnSquare(guild[2], True, 1000), (0, 1): OnSquare(guild[3], True, 1000)}
    assert game.cost_of(linked) == 1  # four named: 4 - 4 would be 0, never 0 or less
    game.squares = {}
    assert game.cost_of(linked) == 4
    game.hand = [linked]
    game.squares = {(1, 1): OnSquare(guild[0], True, 1000), (2, 2): OnSquare(guild[1], True, 1000)}
    game.resources = [Resource(card(colors=frozenset({Color.RED}))) for _ in range(2)]
    assert game.play_from_hand(0)  # 4 - 2 = 2 paid by the two resources
    assert not any(r.rebooted for r in game.resources)


GAINED_RANGE = (
    "≪常≫【有効】スクエア【効果】あなたのリソースに[ブレイバー]が３枚以上ある場合、このカードは≪レンジ２≫を得る。"
)


def test_a_range_gained_under_a_condition_is_read_with_its_condition():
    script = read_card("X", GAINED_RANGE)
    assert script.unread == ()
    (ability,) = script.abilities
    assert (ability.range, ability.zone, len(ability.conditions)) == (2, "square", 1)
    (condition,) = ability.conditions
    assert (condition.kind, condition.n, condition.filter.race) == ("resource_filter_at_least", 3, "ブレイバー")
    assert (script.range, [n for n, _ in script.gated_ranges]) == (0, [2])


def test_a_range_gained_under_a_condition_holds_only_while_the_condition_does():
    ranged = card(cost=2)
    braver = dataclasses.replace(card(cost=1), races=("ブレイバー",))
    game = game_with_scripts((ranged.number, GAINED_RANGE))
    game.resources = [Resource(braver) for _ in range(2)]
    assert game.range_of(ranged) == 1
    game.resources.append(Resource(braver))
    assert game.range_of(ranged) == 2


GAINED_IGNITION = (
    "≪常≫【有効】すべて【効果】あなたのリソースにカードが６枚以上あり、その中に[プレデター]が３枚以上あるならば、"
    "このカードは≪イグニッション≫を得る。"
)


def test_an_ignition_icon_gained_under_a_condition_is_read_and_the_condition_asks_for_no_icon():
    """The filter of 「[プレデター]が３枚以上ある」 is read from the condition alone: the ≪イグニッション≫ after it is
    what the card gains, not what the resources must have."""
    script = read_card("X", GAINED_IGNITION)
    assert script.unread == ()
    (ability,) = script.abilities
    assert (ability.ignition_in, ability.zone) == ("すべて", "all")
    first, second = ability.conditions
    assert (first.kind, first.n) == ("resources_at_least", 6)
    assert (second.kind, second.n, second.filter.race, second.filter.ignition) == (
        "resource_filter_at_least",
        3,
        "プレデター",
        None,
    )
    assert script.ignition_in_life is False
    assert len(script.gated_ignition) == 1


def _life_damage(condition_holds: bool) -> bool:
    late = card(cost=6)
    predator = dataclasses.replace(card(cost=1), races=("プレデター",))
    game = game_with_scripts((late.number, GAINED_IGNITION))
    game.resources = [Resource(predator) for _ in range(3 if condition_holds else 2)]
    game.resources += [Resource(card(cost=1)) for _ in range(3)]
    game.life = [late, card()]  # one left after the damage
    game.opponent_life = 4
    game.rng.randrange = lambda n: 0
    game.take_damage(1)
    return late in [u.card for u in game.squares.values()]


def test_an_ignition_icon_gained_under_a_condition_lets_the_life_card_be_played_only_while_it_holds():
    """907.2e reads the icon of the life card the damage reveals: with it the card may be played from life."""
    assert _life_damage(condition_holds=True) is True
    assert _life_damage(condition_holds=False) is False


def test_a_gained_range_or_icon_where_it_cannot_matter_stays_unread():
    """A Range gained in the hand, an ignition icon gained on squares: nothing the engine asks for; reported."""
    hand = read_card("X", "≪常≫【有効】手札【効果】あなたのリソースが５枚以上ある場合、このカードは≪レンジ２≫を得る。")
    square = read_card(
        "X", "≪常≫【有効】スクエア【効果】あなたのリソースが５枚以上ある場合、このカードは≪イグニッション≫を得る。"
    )
    assert (len(hand.unread), len(square.unread)) == (1, 1)


ONCE_A_TURN = "≪常≫【有効】すべて【効果】あなたの《同名》は１ターンに１回しか登場できない。"


def test_a_name_that_enters_once_a_turn_is_read_as_a_restriction_on_its_play():
    script = read_card("X", ONCE_A_TURN)
    assert script.unread == ()
    (ability,) = script.abilities
    assert (ability.kind, ability.zone, ability.statics) == (AbilityKind.CONSTANT, "all", ())
    assert (script.enters_once_per_turn, script.restricted) == (True, True)
    assert read_card("X", CONSTANT_DRAWLESS).enters_once_per_turn is False


CONSTANT_DRAWLESS = "≪常≫【有効】スクエア【効果】このカードのパワーを＋1000する。"


def test_a_second_card_of_the_name_is_not_played_in_the_turn_the_first_entered():
    """「あなたの《同名》は1ターンに1回しか登場できない」: after one enters, another of its name is not played this turn
    (from the hand, whether by the turn loop or asked directly); the next turn it may be."""
    first = card(cost=1)
    second = dataclasses.replace(first)
    game = game_with_scripts((first.number, ONCE_A_TURN))
    game.resources = [Resource(card(colors=frozenset({Color.RED}))) for _ in range(4)]
    game.hand = [first, second]
    assert game.can_play(first) is True
    assert game.play_from_hand(0)
    assert [u.card for u in game.squares.values()] == [first]
    assert game.can_play(second) is False
    assert game.play_from_hand(0) is False
    assert game.hand == [second]
    game.forbidden_names.clear()  # what the start of the next turn does (phases)
    assert game.can_play(second) is True


COLOURLESS = "≪常≫【有効】手札【効果】このカードをプレイする際、このカードは無色として扱う。"


def test_a_card_played_as_colourless_is_read_as_a_hand_constant():
    script = read_card("X", COLOURLESS)
    assert script.unread == ()
    (ability,) = script.abilities
    assert (ability.zone, ability.statics) == ("hand", (Static("colorless_play"),))


def test_a_card_played_as_colourless_is_paid_without_a_resource_of_its_colour():
    """805.3a asks one card of each of the played card's colours; treated as colourless, it asks none."""
    red = card(cost=2, colors=frozenset({Color.RED}))
    plain_red = card(cost=2, colors=frozenset({Color.RED}))
    game = game_with_scripts((red.number, COLOURLESS))
    game.resources = [Resource(card(colors=frozenset({Color.BLUE}))) for _ in range(2)]
    game.hand = [plain_red, red]
    assert (game.can_play(plain_red), game.can_play(red)) == (False, True)
    assert game.policy.next_play(game) == 1
    assert game.play_from_hand(1)
    assert [u.card for u in game.squares.values()] == [red]
    assert [r.rebooted for r in game.resources] == [False, False]
    assert game.play_from_hand(0) is False  # no red resource: the plain card cannot be paid


ADDS_BLUE = "≪常≫【有効】リソース【効果】あなたのリソースに[ギアドラゴン]が３枚以上ある場合、このカードに青を追加する。"


def test_a_colour_added_in_the_resources_is_read_with_its_condition():
    script = read_card("X", ADDS_BLUE)
    assert script.unread == ()
    (ability,) = script.abilities
    assert ability.zone == "resource"
    (static,) = ability.statics
    assert (static.kind, static.filter.color) == ("add_color", Color.BLUE)
    (condition,) = static.conditions
    assert (condition.kind, condition.n, condition.filter.race) == ("resource_filter_at_least", 3, "ギアドラゴン")
    assert script.resource_statics == ability.statics


def test_a_colour_added_in_the_resources_pays_for_a_card_of_that_colour_while_its_condition_holds():
    """805.3a: a blue card needs a rebooted blue resource; the red ギアドラゴン adding blue in the resources is one
    once three ギアドラゴン are there, not before."""
    gear = dataclasses.replace(card(cost=1, colors=frozenset({Color.RED})), races=("ギアドラゴン",))
    plain_gear = dataclasses.replace(card(cost=1, colors=frozenset({Color.RED})), races=("ギアドラゴン",))
    blue = card(cost=3, colors=frozenset({Color.BLUE}))
    game = game_with_scripts((gear.number, ADDS_BLUE))
    game.hand = [blue]
    game.resources = [Resource(gear), Resource(plain_gear), Resource(card(colors=frozenset({Color.RED})))]
    assert game.can_play(blue) is False  # two ギアドラゴン: no blue
    assert game.policy.next_play(game) is None
    game.resources[2] = Resource(plain_gear)
    assert game.can_play(blue) is True
    assert game.policy.next_play(game) == 0
    assert game.play_from_hand(0)
    assert [r.rebooted for r in game.resources] == [False, False, False]
    assert [r.card for r in game.resources] == [gear, plain_gear, plain_gear]  # the cards themselves unchanged
    assert game.resources[0].card.colors == frozenset({Color.RED})


def test_a_colour_added_in_the_resources_pays_an_activated_ability_of_that_colour():
    gear = dataclasses.replace(card(cost=1, colors=frozenset({Color.RED})), races=("ギアドラゴン",))
    game = game_with_scripts((gear.number, ADDS_BLUE))
    game.resources = [Resource(gear), Resource(gear), Resource(gear)]
    assert game.can_pay(1, frozenset({Color.BLUE}), exclude=0) is True
    assert game.pay(1, frozenset({Color.BLUE}), exclude=0) is True
    assert [r.rebooted for r in game.resources] == [True, False, True]
    game.resources = [Resource(gear), Resource(gear)]
    assert game.can_pay(1, frozenset({Color.BLUE})) is False


NAMESAKE = (
    "≪常≫【有効】すべて【効果】このカードはあなたのトラッシュにこのカード以外の《同名》がある場合にしか登場できない。"
)


def test_a_card_that_enters_only_with_a_namesake_in_the_trash_is_read_as_a_restriction():
    script = read_card("X", NAMESAKE)
    assert script.unread == ()
    assert (script.needs_namesake_in_trash, script.enters_once_per_turn, script.restricted) == (True, False, True)


def test_a_card_that_enters_only_with_a_namesake_in_the_trash_is_played_only_then():
    late = card(cost=1)
    game = game_with_scripts((late.number, NAMESAKE))
    game.resources = [Resource(card(colors=frozenset({Color.RED}))) for _ in range(2)]
    game.hand = [late]
    game.trash = [card(cost=1)]
    assert game.can_play(late) is False
    assert game.play_from_hand(0) is False
    game.trash.append(dataclasses.replace(late))  # another card of the same name
    assert game.can_play(late) is True
    assert game.play_from_hand(0)
    assert [u.card for u in game.squares.values()] == [late]


FREE_AFTER_DAMAGE = (
    "≪常≫【有効】手札【効果】このターンの間にあなたか相手がダメージを受けていた場合、"
    "あなたはこのカードをコストを支払わずにプレイしてよい。"
)


def test_a_card_played_for_no_cost_under_a_condition_is_read_as_a_hand_constant():
    script = read_card("X", FREE_AFTER_DAMAGE)
    assert script.unread == ()
    (ability,) = script.abilities
    (static,) = ability.statics
    assert (ability.zone, static.kind, [c.kind for c in static.conditions]) == (
        "hand",
        "free_play",
        ["damage_this_turn"],
    )
    old = read_card(
        "X",
        "≪常≫あなたのリソースに黒のカードがある場合、あなたの手札にあるこのカードをコストを支払わずにプレイしてよい。",
    )
    assert old.unread == ()
    (ability,) = old.abilities
    (static,) = ability.statics
    (condition,) = static.conditions
    assert (ability.zone, static.kind, condition.kind, condition.filter.color) == (
        "hand",
        "free_play",
        "resource_filter_at_least",
        Color.BLACK,
    )


def test_a_card_played_for_no_cost_once_damage_was_dealt_this_turn():
    big = card(cost=7)
    game = game_with_scripts((big.number, FREE_AFTER_DAMAGE))
    game.resources = [Resource(card(colors=frozenset({Color.RED}))) for _ in range(2)]
    game.hand = [big]
    game.damaged_turn = 0
    assert (game.cost_of(big), game.can_play(big)) == (7, False)
    game.damaged_turn = game.turn  # a player took damage this turn (1002.3)
    assert (game.cost_of(big), game.can_play(big)) == (0, True)
    assert game.policy.next_play(game) == 0
    assert game.play_from_hand(0)
    assert [r.rebooted for r in game.resources] == [True, True]
    assert [u.card for u in game.squares.values()] == [big]


ON_PLAYER_SQUARE = "≪常≫【有効】プレイヤースクエア【効果】このカードのパワーを＋3000する。"


def test_a_power_valid_on_a_player_square_counts_only_there():
    """303.3: the player squares are (2, 1), yours, and (0, 1), the opponent's; elsewhere the ability is not valid."""
    script = read_card("X", ON_PLAYER_SQUARE)
    assert script.unread == ()
    (ability,) = script.abilities
    assert (ability.zone, ability.power, ability.statics) == (
        "square",
        0,
        (Static("self_power_on_player_square", 3000),),
    )
    guard = card(cost=2)
    game = game_with_scripts((guard.number, ON_PLAYER_SQUARE))
    game.squares = {(1, 1): OnSquare(guard, True, 5000)}
    assert game.power_of(game.squares[(1, 1)]) == 5000
    for square in ((2, 1), (0, 1)):
        game.squares = {square: OnSquare(guard, True, 5000)}
        assert game.power_of(game.squares[square]) == 8000


SQUARE_AND_CHARGE = "≪常≫【有効】スクエアとチャージ【効果】あなたのチャージの上限を＋１する。"


def test_a_limit_valid_on_squares_and_in_the_charge_raises_it_from_either():
    """306.2a: the charge holds 4 cards; the ability valid in both zones raises it to 5 from a square or the charge."""
    script = read_card("X", SQUARE_AND_CHARGE)
    assert script.unread == ()
    assert script.statics == script.charge_statics == (Static("charge_limit", 1),)
    keeper = card(cost=1)
    game = game_with_scripts((keeper.number, SQUARE_AND_CHARGE))
    game.squares = {(1, 1): OnSquare(keeper, True, keeper.power)}
    game.charge = game.deck[:6]
    del game.deck[:6]
    game.settle()
    assert len(game.charge) == 5
    game.squares = {}
    game.charge = [keeper, *game.deck[:6]]
    del game.deck[:6]
    game.settle()
    assert len(game.charge) == 5
    assert keeper in game.charge


def test_conditions_of_the_opponents_life_a_hand_besides_this_card_and_two_joined_by_ari_are_read():
    life = read_card(
        "X", "≪常≫【有効】スクエア【効果】相手のライフが２以下しかない場合、このカードのパワーを＋1000する。"
    )
    (static,) = life.abilities[0].statics
    assert [(c.kind, c.n) for c in static.conditions] == [("opponent_life_at_most", 2)]
    hand = read_card(
        "X", "≪常≫【有効】手札【効果】あなたの手札がこのカード以外に３枚以上ある場合、このカードのコストを－２する。"
    )
    (static,) = hand.abilities[0].statics
    assert (static.kind, static.n, [(c.kind, c.n) for c in static.conditions]) == ("cost", -2, [("hand_at_least", 4)])
    both = read_card(
        "X",
        "≪常≫【有効】すべて【効果】あなたのリソースが５枚以上あり、あなたの手札が３枚以上ある場合、このカードのコストを－１する。",
    )
    (static,) = both.abilities[0].statics
    assert [(c.kind, c.n) for c in static.conditions] == [("resources_at_least", 5), ("hand_at_least", 3)]
    mine = read_card(
        "X", "≪常≫【有効】スクエア【効果】あなたのライフが２以下しかない場合、このカードのパワーを＋1000する。"
    )
    assert [(c.kind, c.n) for c in mine.abilities[0].statics[0].conditions] == [("life_at_most", 2)]


def test_a_power_under_the_opponents_life_counts_once_its_life_is_low():
    zx = card(cost=2)
    game = game_with_scripts(
        (zx.number, "≪常≫【有効】スクエア【効果】相手のライフが２以下しかない場合、このカードのパワーを＋1000する。")
    )
    game.squares = {(1, 1): OnSquare(zx, True, 5000)}
    game.opponent_life = 3
    assert game.power_of(game.squares[(1, 1)]) == 5000
    game.opponent_life = 2
    assert game.power_of(game.squares[(1, 1)]) == 6000
