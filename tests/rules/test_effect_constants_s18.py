"""A card's own cost changes and gained ignition icon valid in the trash, charge, remove zone or resources are what a
filter of cards there sees (803.1b, 811; effects.run.seen): 「【有効】チャージ【効果】このカードのコストを-2する」 lets
「あなたのチャージにあるコスト2以下のゼクスを…登場させる」 take a cost-4 card; 「【有効】トラッシュとリソース【効果】このカード
は≪イグニッション≫を得る」 makes it a card 「≪イグニッション≫を持つ」 there. A face-up force card's ability, power and Range
given to its host (312), and an aura with a granted ability. Session 18 (`const3`)."""

from __future__ import annotations

import dataclasses

from tests.rules.builders import card, fours
from tests.rules.test_effect_values import fresh
from tests.rules.test_effects import ENTER, game_with_scripts
from zxdecks.rules.cards import Color
from zxdecks.rules.deck import Deck, DeckEntry
from zxdecks.rules.effects import AbilityKind, read_card, read_pool
from zxdecks.rules.effects.coverage import line_part
from zxdecks.rules.effects.filters import CardFilter
from zxdecks.rules.effects.language import ConditionKind, Static, Trigger
from zxdecks.rules.effects.run.choices import zekkai_granted
from zxdecks.rules.effects.run.squares import destroy
from zxdecks.rules.goldfish import Game, OnSquare, Resource
from zxdecks.rules.goldfish.battle import declare_attack, reach

RED = frozenset({Color.RED})
CHARGE_ENTER = (
    ENTER + "あなたのチャージにあるコスト2以下のゼクスを1枚選び、リブートでゼクスのないノーマルスクエアに登場させる。"
)
TRASH_TO_HAND = ENTER + "あなたのトラッシュにあるコスト2以下のゼクスを1枚まで選び、手札に加える。"
IGNITION_TO_HAND = ENTER + "あなたのトラッシュにある≪イグニッション≫を持つカードを1枚まで選び、手札に加える。"


def _enter(game, zx):
    game.hand = [zx]
    assert game.play_from_hand(0)


def test_a_cost_change_in_a_zone_nothing_plays_the_card_from_is_read_there():
    script = read_card("X", "≪常≫【有効】チャージ【効果】このカードのコストを-2する。ただし、0以下にならない。")
    assert script.unread == ()
    (ability,) = script.abilities
    assert (ability.kind, ability.zone) == (AbilityKind.CONSTANT, "charge")
    assert script.zone_seen == {"charge": (Static("cost", -2, floor=1),)}
    assert script.play_zones == {}  # nothing plays it from the charge by its own permission


def test_a_charge_card_with_a_lower_cost_there_is_taken_by_a_cost_bound():
    cheap_there = card(cost=4, colors=RED)
    other = card(cost=4, colors=RED)
    caller = card(cost=0, colors=RED)
    game = game_with_scripts(
        (cheap_there.number, "≪常≫【有効】チャージ【効果】このカードのコストを-2する。ただし、0以下にならない。"),
        (caller.number, CHARGE_ENTER),
    )
    game.charge = [other, cheap_there]
    _enter(game, caller)
    assert cheap_there not in game.charge  # cost 4 - 2 = 2 in the charge
    assert cheap_there in [u.card for u in game.squares.values()]
    assert game.charge == [other]  # printed cost 4: not taken


def test_the_cost_change_in_the_trash_applies_only_while_its_condition_holds():
    text = "≪常≫【有効】トラッシュ【効果】あなたのトラッシュが4枚以上ある場合、このカードのコストを-2する。"
    for filler, taken in ((2, False), (3, True)):  # with it, 3 or 4 cards in the trash
        zombie = card(cost=4, colors=RED)
        caller = card(cost=0, colors=RED)
        game = game_with_scripts((zombie.number, text), (caller.number, TRASH_TO_HAND))
        game.trash = [zombie, *(card(cost=5) for _ in range(filler))]
        _enter(game, caller)
        assert (zombie in game.hand) is taken
        assert (zombie in game.trash) is not taken


def test_the_changed_cost_is_seen_only_in_the_zone_named():
    zombie = card(cost=4, colors=RED)
    caller = card(cost=0, colors=RED)
    game = game_with_scripts(
        (zombie.number, "≪常≫【有効】チャージ【効果】このカードのコストを-2する。"), (caller.number, TRASH_TO_HAND)
    )
    game.trash = [zombie]  # in the trash, not the charge: its printed cost 4
    _enter(game, caller)
    assert game.trash == [zombie]


def test_an_ignition_icon_gained_in_the_trash_and_resources_is_read():
    script = read_card("X", "≪常≫【有効】トラッシュとリソース【効果】このカードは≪イグニッション≫を得る。")
    assert script.unread == ()
    assert set(script.zone_seen) == {"trash", "resource"}
    assert not script.ignition_in_life
    life = read_card("X", "≪常≫【有効】トラッシュとライフとリソース【効果】このカードは≪イグニッション≫を得る。")
    assert life.ignition_in_life
    assert set(life.zone_seen) == {"trash", "resource"}
    hand = read_card("X", "≪常≫【有効】手札とリソース【効果】このカードは≪イグニッション≫を得る。")
    assert hand.abilities == ()  # the hand is not a zone a filter sees it in: unread


def test_a_trash_card_with_a_gained_icon_is_a_card_with_the_icon_there():
    gains = card(cost=3, colors=RED)
    plain = card(cost=3, colors=RED)
    caller = card(cost=0, colors=RED)
    game = game_with_scripts(
        (gains.number, "≪常≫【有効】トラッシュとリソース【効果】このカードは≪イグニッション≫を得る。"),
        (caller.number, IGNITION_TO_HAND),
    )
    game.trash = [plain, gains]
    _enter(game, caller)
    assert gains in game.hand
    assert game.trash == [plain]


def test_a_gained_icon_under_a_condition_counts_in_the_resources_only_while_it_holds():
    text = "≪常≫【有効】リソース【効果】あなたのリソースにカード名に「マジカル」を含むカードが3枚以上ある場合、このカードは≪イグニッション≫を得る。"
    drawer = card(cost=0, colors=RED)
    count = ENTER + "あなたのリソースに≪イグニッション≫を持つカードが1枚以上ある場合、カードを1枚引く。"
    for magicals, drawn in ((2, 0), (3, 1)):
        gains = card("マジカルA", cost=3, colors=RED)
        game = game_with_scripts((gains.number, text), (drawer.number, count))
        game.resources = [Resource(gains), *(Resource(card("マジカルB", colors=RED)) for _ in range(magicals - 1))]
        _enter(game, drawer)
        assert len(game.hand) == drawn  # the hand was the Z/X played


# -- a face-up force card granting its host an ability (312), and an aura with a granted ability --------------------
HOST_GRANT = (
    "≪常≫【有効】フォースゾーン【効果】このカードがゼクスのフォースの場合、そのゼクスに以下の能力を与える。\n"
    "“≪自≫【有効】スクエア【誘発】このカードが攻撃する。\n【効果】カードを1枚引く。”"
)
HOST_POWER_GRANT = (
    "≪常≫【有効】≪自分ターン≫フォース【効果】あなたのリソースが5枚以上ある場合、このカードをフォースに持つカード名に"
    "「晴明」を含むゼクスのパワーを+8000し、以下の能力を与える。\n"
    "“≪自≫【有効】スクエア【誘発】このカードが攻撃する。\n【効果】カードを1枚引く。”"
)
AURA_GRANT = (
    "≪常≫【有効】スクエア【効果】あなたのリソースにカードが3枚以上ある場合、スクエアにあるすべてのあなたの[プラセクト]の"
    "パワーを+2000し、以下の能力を与える。\n“≪自≫【有効】スクエア【誘発】このカードが攻撃する。\n【効果】カードを1枚引く。”"
)


def _zx(name=None, power=3000, races=()):
    return dataclasses.replace(card(name, cost=3), power=power, races=races)


def test_a_force_card_granting_its_host_reads_as_a_host_grant_in_the_force_zone():
    script = read_card("X", HOST_GRANT)
    assert script.unread == ()
    (ability,) = script.abilities
    assert ability.zone == "force"
    (static,) = script.force_statics
    assert (static.kind, [g.trigger for g in static.granted]) == ("host_grant", [Trigger.ATTACK])
    assert line_part(ability) == "acting"
    both = read_card("X", HOST_POWER_GRANT).force_statics
    assert [(s.kind, s.n, s.filter.name_contains) for s in both] == [
        ("host_power", 8000, "晴明"),
        ("host_grant", 0, "晴明"),
    ]


def test_the_host_of_the_force_card_draws_when_it_attacks_and_a_zx_without_it_does_not():
    for with_force, drawn in ((True, 1), (False, 0)):
        game = fresh()
        force, host = card(cost=1), _zx()
        game.scripts = {force.number: read_card(force.number, HOST_GRANT)}
        game.squares = {(1, 1): OnSquare(host, True, 3000, 0, force=[force] if with_force else None)}
        game.turn = 2
        assert declare_attack(game, (1, 1), None)
        assert len(game.hand) == drawn


def test_the_host_power_and_grant_hold_only_for_the_named_host_while_the_condition_holds():
    for name, resources, power, drawn in (("安倍晴明", 5, 11000, 1), ("安倍晴明", 4, 3000, 0), ("騎士", 5, 3000, 0)):
        game = fresh()
        force, host = card(cost=1), _zx(name)
        game.scripts = {force.number: read_card(force.number, HOST_POWER_GRANT)}
        game.squares = {(1, 1): OnSquare(host, True, 3000, 0, force=[force])}
        game.resources = [Resource(card()) for _ in range(resources)]
        game.turn = 2
        assert game.power_of(game.squares[(1, 1)]) == power
        assert declare_attack(game, (1, 1), None)
        assert len(game.hand) == drawn


def test_an_aura_with_a_granted_ability_raises_and_grants_only_the_race_while_the_condition_holds():
    for race, resources, power, drawn in (
        ("プラセクト", 3, 5000, 1),
        ("プラセクト", 2, 3000, 0),
        ("ドラゴン", 3, 3000, 0),
    ):
        game = fresh()
        source, other = _zx(races=("リーファー",)), _zx(races=(race,))
        game.scripts = {source.number: read_card(source.number, AURA_GRANT)}
        game.squares = {(2, 0): OnSquare(source, True, 3000, 0), (1, 1): OnSquare(other, True, 3000, 0)}
        game.resources = [Resource(card()) for _ in range(resources)]
        game.turn = 2
        assert game.power_of(game.squares[(1, 1)]) == power
        assert declare_attack(game, (1, 1), None)
        assert len(game.hand) == drawn


HOST_POWER = "≪常≫【有効】フォースゾーン【効果】このカードがゼクスのフォースの場合、そのゼクスのパワーを+2000する。"
HOST_RANGE = (
    "≪常≫【有効】フォースゾーン【効果】スクエアにあなたの[オーバーブースト]があり、このカードがゼクスのフォースの場合、"
    "そのゼクスのパワーを+2000し、≪レンジ2≫を与える。「友」のこの能力は重複しない。"
)


def test_a_force_card_raises_its_host_and_no_zx_without_it():
    force, host, other = card(cost=1), _zx(), _zx()
    game = fresh()
    game.scripts = {force.number: read_card(force.number, HOST_POWER)}
    game.squares = {(1, 1): OnSquare(host, True, 3000, 0, force=[force]), (1, 2): OnSquare(other, True, 3000, 0)}
    assert game.power_of(game.squares[(1, 1)]) == 5000
    assert game.power_of(game.squares[(1, 2)]) == 3000


def test_a_host_range_and_power_that_do_not_stack_count_once_while_the_condition_holds():
    for booster, power, reach_ in ((True, 5000, 2), (False, 3000, 1)):
        one, two = card("友", cost=1), card("友", cost=1)
        two = dataclasses.replace(two, number=one.number)  # a second copy of the card
        host = _zx()
        game = fresh()
        game.scripts = {one.number: read_card(one.number, HOST_RANGE)}
        game.squares = {(1, 1): OnSquare(host, True, 3000, 0, force=[one, two])}
        if booster:
            game.squares[(2, 2)] = OnSquare(_zx(races=("オーバーブースト",)), True, 3000, 0)
        assert game.power_of(game.squares[(1, 1)]) == power  # +2000 once for the two copies
        assert reach(game, game.squares[(1, 1)]) == reach_


# -- names a card has by its own text in every zone, or in the charge ------------------------------------------------
ALL_NAMES = (
    "≪常≫【有効】すべて【効果】このカードが「{}」の場合、このカードのカード名は「プリズム」と「ニュー」としても扱う。"
)
CHARGE_NAME = (
    "≪常≫【有効】チャージ【効果】このカードが「魔蜂姫」の場合、このカードのカード名は「ヴェスパローゼ」としても扱う。"
)


def _named_game(named, text):
    entries = [DeckEntry(named, 4), *fours([card(cost=c, colors=RED) for c in (1, 2, 3, 4, 5, 6, 7, 1, 2)])]
    entries += [DeckEntry(card(cost=3, colors=RED), 2)]
    game = Game(Deck.of(entries), seed=4, first=True)
    game.scripts = read_pool([(named.number, text)])
    game.setup()
    return game


def _everywhere(game):
    return [*game.deck, *game.hand, *game.life, *(r.card for r in game.resources)]


def test_a_name_valid_in_every_zone_under_this_cards_own_name_is_read():
    script = read_card("X", ALL_NAMES.format("SHiFT"))
    assert script.unread == ()
    (static,) = script.all_names
    assert static.filter.names_is_any == ("プリズム", "ニュー")
    assert [c.kind for c in static.conditions] == [ConditionKind.SELF_IS]
    assert read_card("X", CHARGE_NAME).zone_seen["charge"][0].kind == "also_named"
    square = "≪常≫【有効】スクエア【効果】このカードが「A」の場合、このカードのカード名は「B」としても扱う。"
    assert read_card("X", square).abilities == ()  # on squares CardMoves.enter asks no condition: unread


def test_the_names_are_given_to_every_copy_in_the_game_when_the_card_is_so_named():
    shift = card("SHiFT@おやつタイム!", cost=2, colors=RED)
    game = _named_game(shift, ALL_NAMES.format("SHiFT@おやつタイム!"))
    copies = [c for c in _everywhere(game) if c.number == shift.number]
    assert len(copies) == 4
    assert all(CardFilter(name_is="ニュー").matches(c) and CardFilter(name_is="プリズム").matches(c) for c in copies)
    other = card("ららみ", cost=2, colors=RED)  # its own name is not the one the condition names: none given
    game = _named_game(other, ALL_NAMES.format("SHiFT@おやつタイム!"))
    copies = [c for c in _everywhere(game) if c.number == other.number]
    assert len(copies) == 4
    assert not any(CardFilter(name_is="ニュー").matches(c) for c in copies)


def test_the_names_are_the_same_in_a_second_game_and_follow_the_script_not_the_card_object():
    """goldfish.all_names keeps each card's named copy across the games of a deck: a second game names it again, one
    object in every zone; the same card object under another script (another condition) gets that script's answer."""
    shift = card("SHiFT@おやつタイム!", cost=2, colors=RED)
    first, second = (_named_game(shift, ALL_NAMES.format("SHiFT@おやつタイム!")) for _ in range(2))
    for game in (first, second):
        copies = [c for c in _everywhere(game) if c.number == shift.number]
        assert len(copies) == 4
        assert all(CardFilter(name_is="ニュー").matches(c) for c in copies)
        assert len({id(c) for c in copies}) == 1  # one named object for the four copies
    other = _named_game(shift, ALL_NAMES.format("ららみ"))  # the same object, a condition its name does not meet
    copies = [c for c in _everywhere(other) if c.number == shift.number]
    assert len(copies) == 4
    assert not any(CardFilter(name_is="ニュー").matches(c) for c in copies)


def test_a_name_valid_in_the_charge_is_seen_there_only():
    hime = card("魔蜂姫", cost=2, colors=RED)
    caller = card(cost=0, colors=RED)
    to_hand = ENTER + "あなたのチャージにある「ヴェスパローゼ」を1枚まで選び、手札に加える。"
    game = game_with_scripts((hime.number, CHARGE_NAME), (caller.number, to_hand))
    game.charge = [hime]
    _enter(game, caller)
    assert game.hand == [hime]
    game = game_with_scripts((hime.number, CHARGE_NAME), (caller.number, to_hand.replace("チャージ", "トラッシュ")))
    game.trash = [hime]  # in the trash it has its printed name only
    _enter(game, caller)
    assert game.trash == [hime]


def test_an_icon_gained_in_every_zone_is_seen_in_the_trash_too():
    for text, taken in (
        ("≪常≫【有効】すべて【効果】このカードは≪イグニッション≫を得る。", True),
        ("≪常≫【有効】ライフ【効果】このカードは≪イグニッション≫を得る。", False),
    ):
        gains = card(cost=3, colors=RED)
        caller = card(cost=0, colors=RED)
        game = game_with_scripts((gains.number, text), (caller.number, IGNITION_TO_HAND))
        game.trash = [gains]
        _enter(game, caller)
        assert (gains in game.hand) is taken


# -- more rows: the remove zone counted, the older printing's zone, a destroyed Z/X's place under a condition, a cost
# in the deck
def test_a_power_for_each_card_removed_from_the_game_counts_the_remove_zone():
    text = (
        "≪常≫【有効】スクエア【効果】ゲームから除外されているあなたのカード2枚につき、このカードのパワーを+1000する。"
    )
    (static,) = read_card("X", text).statics
    assert (static.kind, static.per, static.each, static.n) == ("self_power_per", "removed", 2, 1000)
    zx = card(cost=2)
    for removed, power in ((1, 3000), (2, 4000), (5, 5000)):
        game = game_with_scripts((zx.number, text))
        game.squares = {(1, 1): OnSquare(zx, True, 3000)}
        game.removed = [card() for _ in range(removed)]
        assert game.power_of(game.squares[(1, 1)]) == power


def test_the_older_printing_naming_the_charge_as_a_condition_is_valid_in_the_charge():
    text = "≪常≫このカードがあなたのチャージにある場合、あなたのチャージの上限は1枚増える。"
    script = read_card("X", text)
    assert [a.zone for a in script.abilities] == ["charge"]
    assert script.charge_statics == (Static("charge_limit", 1),)
    older = read_card("X", "≪常≫このカードがリソースにある場合、このカードは≪イグニッション≫を得る。")
    assert list(older.zone_seen) == ["resource"]


def test_a_destroyed_zx_goes_to_the_resources_only_while_the_condition_between_holds():
    text = "≪常≫このカードが破壊された際、あなたのリソースに緑のカードが2枚以上あるならば、チャージに置くかわりにリソースにスリープで置く。"
    (ability,) = read_card("X", text).abilities
    (static,) = ability.statics
    assert (static.kind, static.per, [c.kind for c in static.conditions]) == (
        "destroyed_to",
        "resources",
        [ConditionKind.RESOURCE_FILTER_AT_LEAST],
    )
    for greens, to_resources in ((1, False), (2, True)):
        keeper = card(cost=2)
        game = game_with_scripts((keeper.number, text))
        game.squares = {(1, 1): OnSquare(keeper, True, 3000)}
        game.charge = []
        game.resources = [Resource(card(colors=frozenset({Color.GREEN}))) for _ in range(greens)]
        destroy(game, (1, 1), game.squares[(1, 1)])
        assert (keeper in [r.card for r in game.resources]) is to_resources
        assert (keeper in game.charge) is not to_resources


def test_a_cost_change_in_the_deck_is_seen_by_a_search_and_not_in_the_trash():
    text = "≪常≫【有効】デッキ【効果】このカードのコストは2減る。ただし、0以下にならない。"
    search = ENTER + "あなたのデッキからコスト2以下のゼクスを1枚まで選び、手札に加え、シャッフルする。"
    for changed, taken in ((True, True), (False, False)):
        heavy = card(cost=4, colors=RED)
        caller = card(cost=0, colors=RED)
        pairs = [(caller.number, search)] + ([(heavy.number, text)] if changed else [])
        game = game_with_scripts(*pairs)
        game.deck = [heavy, *(card(cost=5) for _ in range(5))]
        _enter(game, caller)
        assert (heavy in game.hand) is taken


# -- the icon given to cards of a filter in your deck, life or resources by a card on a square ----------------------
DECK_AURA = "≪常≫【有効】≪自分ターン≫スクエア【効果】あなたのデッキにあるすべての白のコスト5以下のゼクスは≪イグニッション≫を得る。"
ZONES_AURA = (
    "≪常≫【有効】スクエア【効果】デッキとライフとリソースにあるすべてのあなたのカードは≪イグニッション≫を得る。"
)
WHITE = frozenset({Color.WHITE})


def test_an_icon_aura_in_the_deck_life_and_resources_reads_one_static_a_zone():
    (ability,) = read_card("X", ZONES_AURA).abilities
    assert [(s.kind, s.per) for s in ability.statics] == [
        ("zone_ignition", "deck"),
        ("life_ignition", ""),
        ("zone_ignition", "resource"),
    ]
    assert line_part(ability) == "acting"
    (deck,) = read_card("X", DECK_AURA).statics
    assert (deck.filter.color, deck.filter.max_cost, [c.kind for c in deck.conditions]) == (
        Color.WHITE,
        5,
        [ConditionKind.YOUR_TURN],
    )


def test_the_top_card_of_the_filter_is_played_by_an_ignition_while_the_source_is_on_a_square():
    for top_color, cost, on_square, played in (
        (WHITE, 3, True, True),
        (WHITE, 6, True, False),
        (RED, 3, True, False),
        (WHITE, 3, False, False),
    ):
        source = _zx()
        top = dataclasses.replace(card(cost=cost, colors=top_color), power=3000)
        game = game_with_scripts((source.number, DECK_AURA))
        if on_square:
            game.squares[(2, 2)] = OnSquare(source, True, 3000)
        game.deck[:0] = [top]
        assert game.ignite_top() is top
        assert any(u.card is top for u in game.squares.values()) is played
        assert (top in game.trash) is not played


def test_a_resource_given_the_icon_by_a_card_on_a_square_is_counted_with_it():
    count = ENTER + "あなたのリソースに≪イグニッション≫を持つカードが2枚以上ある場合、カードを1枚引く。"
    for on_square, drawn in ((True, 1), (False, 0)):
        source, drawer = _zx(), card(cost=0, colors=RED)
        game = game_with_scripts((source.number, ZONES_AURA), (drawer.number, count))
        if on_square:
            game.squares[(2, 2)] = OnSquare(source, True, 3000)
        game.resources = [Resource(card(colors=RED)) for _ in range(2)]
        _enter(game, drawer)
        assert len(game.hand) == drawn


ALL_COLOURS = "≪常≫【有効】リソース【効果】このカードはすべての色になる。"


def test_a_resource_of_every_colour_pays_a_blue_card_and_a_plain_red_one_does_not():
    assert len(read_card("X", ALL_COLOURS).resource_statics) == 5  # the five colours (204.3)
    for text, played in ((ALL_COLOURS, True), (None, False)):
        rainbow = card(cost=1, colors=RED)
        blue = card(cost=1, colors=frozenset({Color.BLUE}))
        game = game_with_scripts(*([(rainbow.number, text)] if text else []))
        game.resources = [Resource(rainbow)]
        game.hand = [blue]
        assert game.play_from_hand(0) is played


def test_a_charge_card_of_every_colour_under_a_condition_is_a_blue_card_there():
    text = "≪常≫【有効】チャージ【効果】あなたのチャージが2枚以上ある場合、このカードはすべての色になる。"
    to_hand = ENTER + "あなたのチャージにある青のカードを1枚まで選び、手札に加える。"
    for others, taken in ((1, True), (0, False)):
        rainbow = card(cost=2, colors=RED)
        caller = card(cost=0, colors=RED)
        game = game_with_scripts((rainbow.number, text), (caller.number, to_hand))
        game.charge = [rainbow, *(card(colors=RED) for _ in range(others))]
        _enter(game, caller)
        assert (rainbow in game.hand) is taken


def test_a_count_valid_on_the_player_square_counts_only_while_this_card_is_there():
    text = "≪常≫【有効】プレイヤースクエア【効果】あなたのチャージにあるカード名に「輝聖」を含むカード1枚につき、このカードのパワーを+1000する。"
    (static,) = read_card("X", text).statics
    assert [c.kind for c in static.conditions] == [ConditionKind.SELF_ON_PLAYER_SQUARE]
    for square, power in (((2, 1), 5000), ((1, 1), 3000)):  # (2, 1): your player square (303.3a)
        zx = _zx()
        game = game_with_scripts((zx.number, text))
        game.squares = {square: OnSquare(zx, True, 3000)}
        game.charge = [card("輝聖A"), card("輝聖B"), card("別")]
        assert game.power_of(game.squares[square]) == power


def test_a_power_under_a_count_and_a_force_condition_needs_both():
    text = "≪常≫あなたのリソースにカードが3枚以上ある場合、このカードのフォースが緑のカードならば、このカードのパワーを+2000する。"
    green = card(colors=frozenset({Color.GREEN}))
    for resources, force, power in ((3, [green], 5000), (2, [green], 3000), (3, [card(colors=RED)], 3000)):
        zx = _zx()
        game = game_with_scripts((zx.number, text))
        game.squares = {(1, 1): OnSquare(zx, True, 3000, 0, force=force)}
        game.resources = [Resource(card()) for _ in range(resources)]
        assert game.power_of(game.squares[(1, 1)]) == power


# -- the cost of your Z/X on squares (effects.unit_costs) ------------------------------------------------------------
SELF_COST = "≪常≫【有効】スクエア【効果】あなたのチャージにカードが2枚以上ある場合、このカードのコストを+2し、パワーを+3000する。"
AURA_COST = "≪常≫【有効】スクエア【効果】スクエアにあるこのカード以外のすべてのあなたの[ネイ]のパワーを+1000し、コストを2増やす。"
COUNTS_COST_4 = ENTER + "スクエアにあなたのコスト4以上のゼクスがある場合、カードを1枚引く。"


def test_a_cost_and_a_power_raised_together_read_as_both_on_squares():
    (ability,) = read_card("X", SELF_COST).abilities
    assert [(s.kind, s.n) for s in ability.statics] == [("unit_cost", 2), ("self_power", 3000)]
    (aura,) = read_card("X", AURA_COST).abilities
    assert [(s.kind, s.n, s.filter.race, s.others_only) for s in aura.statics] == [
        ("unit_cost_aura", 2, "ネイ", True),
        ("aura", 1000, "ネイ", True),
    ]
    assert line_part(ability) == "acting"


def test_a_zx_whose_cost_is_raised_on_its_square_is_counted_at_that_cost_while_the_condition_holds():
    for charge, drawn in ((2, 1), (1, 0)):
        raised, drawer = _zx(), card(cost=0, colors=RED)  # printed cost 3
        game = game_with_scripts((raised.number, SELF_COST), (drawer.number, COUNTS_COST_4))
        game.squares = {(1, 1): OnSquare(raised, True, 3000)}
        game.charge = [card() for _ in range(charge)]
        assert game.power_of(game.squares[(1, 1)]) == 3000 + 3000 * drawn
        _enter(game, drawer)
        assert len(game.hand) == drawn


def test_an_aura_raises_the_cost_of_the_race_only_and_not_its_source():
    for race, drawn in (("ネイ", 1), ("騎士", 0)):
        source, other, drawer = _zx(races=("ネイ",)), _zx(races=(race,)), card(cost=0, colors=RED)
        game = game_with_scripts((source.number, AURA_COST), (drawer.number, COUNTS_COST_4))
        game.squares = {(1, 1): OnSquare(source, True, 3000), (1, 2): OnSquare(other, True, 3000)}
        _enter(game, drawer)
        assert len(game.hand) == drawn  # the source (cost 3) is left out: 「このカード以外の」


def test_a_force_card_raises_its_hosts_cost():
    text = "≪常≫【有効】フォース【効果】このカードをフォースに持つ「リゲル」のコストを+1し、パワーを+2000する。"
    for name, drawn in (("リゲル", 1), ("ベガ", 0)):
        force, host, drawer = card(cost=1), _zx(name), card(cost=0, colors=RED)
        game = game_with_scripts((force.number, text), (drawer.number, COUNTS_COST_4))
        game.squares = {(1, 1): OnSquare(host, True, 3000, 0, force=[force])}
        _enter(game, drawer)
        assert len(game.hand) == drawn


def test_a_power_beside_what_binds_only_the_opponent_is_read_and_the_binding_changes_nothing():
    text = "≪常≫【有効】≪自分ターン≫スクエア【効果】あなたのリムーブが7枚以上ある場合、このカードのパワーを+5000し、相手はこのカードをカードの効果で選ぶことはできない。"
    (ability,) = read_card("X", text).abilities
    assert [(s.kind, s.n) for s in ability.statics] == [("self_power", 5000)]
    assert line_part(ability) == "acting"
    two = "≪常≫【有効】スクエア【効果】あなたのライフが2以下の場合、このカードは相手のカードの効果を受けない。相手のライフが2以下の場合、このカードのパワーを+3000する。"
    (both,) = read_card("X", two).abilities
    assert [(s.kind, [c.kind for c in s.conditions]) for s in both.statics] == [
        ("self_power", [ConditionKind.OPPONENT_LIFE_AT_MOST])
    ]
    for removed, power in ((7, 8000), (6, 3000)):
        zx = _zx()
        game = game_with_scripts((zx.number, text))
        game.squares = {(1, 1): OnSquare(zx, True, 3000)}
        game.removed = [card() for _ in range(removed)]
        assert game.power_of(game.squares[(1, 1)]) == power


def test_a_range_given_on_your_player_square_reaches_only_the_zx_there():
    text = "≪常≫【有効】スクエア【効果】あなたのプレイヤースクエアにあるカード名に「ポラリス」を含むゼクスに≪レンジ2≫を与える。"
    (static,) = read_card("X", text).statics
    assert (static.kind, static.n, static.per, static.filter.name_contains) == (
        "range_aura",
        2,
        "player_square",
        "ポラリス",
    )
    for square, name, reach_ in (((2, 1), "ポラリス", 2), ((1, 1), "ポラリス", 1), ((2, 1), "ベガ", 1)):
        source, zx = _zx(), _zx(name)
        game = game_with_scripts((source.number, text))
        game.squares = {(1, 0): OnSquare(source, True, 3000), square: OnSquare(zx, True, 3000)}
        assert reach(game, game.squares[square]) == reach_


def test_an_aura_on_your_slept_zx_raises_them_only_while_slept():
    text = "≪常≫【有効】スクエア【効果】スクエアにあるすべてのあなたのスリープのゼクスのパワーを+2000する。"
    (static,) = read_card("X", text).statics
    assert (static.kind, static.per) == ("aura", "states:slept")
    for rebooted, power in ((False, 5000), (True, 3000)):
        source, zx = _zx(), _zx()
        game = game_with_scripts((source.number, text))
        game.squares = {(1, 0): OnSquare(source, True, 3000), (1, 1): OnSquare(zx, rebooted, 3000)}
        assert game.power_of(game.squares[(1, 1)]) == power


def test_an_aura_on_your_zx_entered_this_turn_raises_only_those():
    text = "≪常≫【有効】スクエア【効果】あなたのターンの間、このターンの間に登場したあなたのゼクスのパワーを+1000する。"
    for entered, power in ((1, 4000), (0, 3000)):
        source, zx = _zx(), _zx()
        game = game_with_scripts((source.number, text))  # turn 1
        game.squares = {(1, 0): OnSquare(source, True, 3000), (1, 1): OnSquare(zx, True, 3000, entered)}
        assert game.power_of(game.squares[(1, 1)]) == power


def test_a_power_and_zekkai_given_on_your_player_square_reach_only_the_zx_there():
    text = "≪常≫【有効】スクエア【効果】あなたのプレイヤースクエアにあるカード名に「ガーンデーヴァ」を含むゼクスのパワーを+2000し、≪絶界≫を与える。"
    (ability,) = read_card("X", text).abilities
    assert [(s.kind, s.per) for s in ability.statics] == [("aura", "player_square"), ("zekkai_aura", "player_square")]
    assert line_part(ability) == "acting"
    for square, name, power in (
        ((2, 1), "ガーンデーヴァ改", 5000),
        ((1, 1), "ガーンデーヴァ改", 3000),
        ((2, 1), "弓", 3000),
    ):
        source, zx = _zx(), _zx(name)
        game = game_with_scripts((source.number, text))
        game.squares = {(1, 0): OnSquare(source, True, 3000), square: OnSquare(zx, True, 3000)}
        assert game.power_of(game.squares[square]) == power
        assert zekkai_granted(game, game.squares[square]) is (power == 5000)


def test_a_card_in_the_dynamis_draws_one_more_card_in_your_draw_phase():
    text = "≪常≫【有効】デュナミス【効果】あなたがドローフェイズに引く枚数を+1する。"
    (ability,) = read_card("X", text).abilities
    assert (ability.zone, [(s.kind, s.n) for s in ability.statics]) == ("dynamis", [("draw_more", 1)])
    for in_dynamis, drawn in ((True, 3), (False, 2)):  # 503.3: two a turn
        extra = card(cost=5)
        game = game_with_scripts((extra.number, text))  # turn 1: the next turn draws (503.3)
        game.dynamis = [extra] if in_dynamis else []
        hand = len(game.hand)
        game.start_turn()
        assert len(game.hand) == hand + drawn


def test_a_cost_change_in_the_resources_and_the_remove_zone_is_seen_in_both_only():
    text = "≪常≫【有効】リソースとリムーブ【効果】このカードのコストを-2する。"
    assert set(read_card("X", text).zone_seen) == {"resource", "removed"}
    for zone, taken in (("removed", True), ("charge", False)):
        heavy, caller = card(cost=4, colors=RED), card(cost=0, colors=RED)
        to_hand = (
            ENTER
            + f"あなたの{'リムーブゾーン' if zone == 'removed' else 'チャージ'}にあるコスト2以下のゼクスを1枚まで選び、手札に加える。"
        )
        game = game_with_scripts((heavy.number, text), (caller.number, to_hand))
        setattr(game, zone, [heavy])
        _enter(game, caller)
        assert (heavy in game.hand) is taken


def test_this_card_and_your_named_zx_are_raised_once_each():
    text = "≪常≫【有効】スクエア【効果】スクエアにあなたの「兎」がある場合、このカードとスクエアにあるすべてのあなたの「兎」のパワーを+6000する。"
    (ability,) = read_card("X", text).abilities
    assert [(s.kind, s.others_only) for s in ability.statics] == [("self_power", False), ("aura", True)]
    for name, other, source_power, other_power in (
        ("兎", "兎", 9000, 9000),
        ("兎", "亀", 9000, 3000),
        ("狼", "亀", 3000, 3000),
    ):
        source, zx = _zx(name), _zx(other)  # a source that is a 「兎」 too is raised once (and meets the condition)
        game = game_with_scripts((source.number, text))
        game.squares = {(1, 0): OnSquare(source, True, 3000), (1, 1): OnSquare(zx, True, 3000)}
        assert (game.power_of(game.squares[(1, 0)]), game.power_of(game.squares[(1, 1)])) == (source_power, other_power)
