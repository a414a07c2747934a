"""Constant abilities (811) that change this card's cost or power, read by effects.constant_costs (session 16): a
cost raised, 「このカードをプレイする際、」 before a cost change, and the counts of 「…N枚につき」 the older rows did not
know (both players' Z/X, links, Z/X entered this turn, life, shifts, hand and charge, squares and remove zone, a
power at least N), with their values in a game."""

from __future__ import annotations

import dataclasses
import json

import pytest

from tests.rules.builders import card
from tests.rules.golden_constants import GOLDEN, TEXTS, readings
from tests.rules.test_effects import game_with_scripts
from zxdecks.rules.board import OpposingZX
from zxdecks.rules.cards import CardType, Color
from zxdecks.rules.effects import AbilityKind, read_card
from zxdecks.rules.effects.coverage import line_part
from zxdecks.rules.effects.language import CardFilter, Kind, Static, Trigger
from zxdecks.rules.effects.run.opposing import targets
from zxdecks.rules.effects.run.squares import destroy
from zxdecks.rules.goldfish import OnSquare, Resource
from zxdecks.rules.goldfish.battle import declare_attack

HAND = "≪常≫【有効】手札【効果】"
_ZX = frozenset({CardType.ZX, CardType.ZX_EX})


def _zx(power: int = 5000, **kw: object) -> OnSquare:
    return OnSquare(card(cost=2), True, power, **kw)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("text", "static"),
    [
        ("あなたのチャージが2枚以下の場合、このカードのコストを+4する。", Static("cost", 4)),
        ("このカードのコストは1増える。", Static("cost", 1)),
        (
            "あなたのリソースが5枚以上ある場合、このカードをプレイする際、このカードのコストを-4する。",
            Static("cost", -4),
        ),
        ("スクエアにあるゼクス1枚につき、このカードのコストを-2する。", Static("cost_per", -2, per="all_squares")),
        ("スクエアにあるあなたのリンク1枚につき、このカードのコストを-3する。", Static("cost_per", -3, per="links")),
        (
            "このターンの間に登場したあなたのゼクス1枚につき、このカードのコストを-1する。",
            Static("cost_per", -1, per="entered"),
        ),
        (
            "このターンの間に登場したゼクス1枚につき、このカードのコストを-1する。",
            Static("cost_per", -1, per="entered"),
        ),
        ("あなたのライフ1枚につき、このカードのコストを+1する。", Static("cost_per", 1, per="life")),
        ("スクエアにあるあなたのシフト1枚につき、このカードのコストを-2する。", Static("cost_per", -2, per="shifts")),
        (
            "手札とチャージにある、このカード以外のあなたのカード1枚につき、このカードのコストを-1する。",
            Static("cost_per", -1, per="hand_charge", others_only=True),
        ),
        (
            "スクエアにあるあなたのパワー15000以上のゼクス2枚につき、このカードのコストを-3する。",
            Static("cost_per", -3, per="squares_power>=15000", each=2),
        ),
        (
            "スクエアとリムーブにある、あなたのカード名に「妖狐」を含むゼクス1枚につき、このカードのコストを-1する。",
            Static("cost_per", -1, CardFilter(name_contains="妖狐", types=_ZX), per="squares_removed"),
        ),
        (
            "このカード以外のあなたの手札にあるカード1枚につき、このカードのコストを+1する。",
            Static("cost_per", 1, per="hand", others_only=True),
        ),
    ],
)
def test_a_cost_change_is_read_as_a_hand_constant(text, static):
    script = read_card("X", HAND + text)
    assert script.unread == ()
    (ability,) = script.abilities
    assert (ability.kind, ability.zone) == (AbilityKind.CONSTANT, "hand")
    (got,) = ability.statics
    assert dataclasses.replace(got, conditions=()) == static


def test_a_cost_raised_under_a_condition_is_paid_only_while_it_holds():
    heavy = card(cost=3)
    game = game_with_scripts((heavy.number, HAND + "あなたのチャージが2枚以下の場合、このカードのコストを+4する。"))
    game.charge = [card(), card()]
    assert game.cost_of(heavy) == 7  # two charge cards: at most 2, +4
    game.charge.append(card())
    assert game.cost_of(heavy) == 3  # three: the condition fails, the printed cost
    game.charge = []
    game.hand = [heavy]
    game.resources = [Resource(card(colors=frozenset({Color.RED}))) for _ in range(6)]
    assert not game.play_from_hand(0)  # 7 to pay with 6 resources
    game.resources.append(Resource(card(colors=frozenset({Color.RED}))))
    assert game.play_from_hand(0)
    assert not any(r.rebooted for r in game.resources)


def test_a_cost_lowered_when_played_under_a_resource_count():
    cheap = card(cost=7)
    text = HAND + "あなたのリソースが5枚以上ある場合、このカードをプレイする際、このカードのコストを-4する。"
    game = game_with_scripts((cheap.number, text))
    game.resources = [Resource(card()) for _ in range(4)]
    assert game.cost_of(cheap) == 7
    game.resources.append(Resource(card()))
    assert game.cost_of(cheap) == 3


def test_every_zx_on_squares_of_either_player_lowers_the_cost():
    cheap = card(cost=6)
    game = game_with_scripts(
        (cheap.number, HAND + "スクエアにあるゼクス1枚につき、このカードのコストを-2する。\nただし、0以下にならない。")
    )
    assert game.cost_of(cheap) == 6
    game.squares = {(1, 1): _zx()}
    assert game.cost_of(cheap) == 4  # one of yours
    game.opponent_squares = {(1, 3): OpposingZX(5000)}
    assert game.cost_of(cheap) == 2  # and one of the opponent's
    game.squares[(0, 1)] = _zx()
    assert game.cost_of(cheap) == 1  # 6 - 6 would be 0: never 0 or less


def test_links_shifts_and_life_are_counted():
    by_links, by_shifts, by_life = card(cost=7), card(cost=7), card(cost=1)
    game = game_with_scripts(
        (by_links.number, HAND + "スクエアにあるあなたのリンク1枚につき、このカードのコストを-3する。"),
        (by_shifts.number, HAND + "スクエアにあるあなたのシフト1枚につき、このカードのコストを-2する。"),
        (by_life.number, "≪常≫【有効】すべて【効果】あなたのライフ1枚につき、このカードのコストを+1する。"),
    )
    assert (game.cost_of(by_links), game.cost_of(by_shifts)) == (7, 7)
    game.links = (((1, 1), "X"), ((2, 1), "Y"))
    game.squares = {(1, 1): _zx(), (0, 1): _zx(shift=card())}
    assert (game.cost_of(by_links), game.cost_of(by_shifts)) == (1, 5)  # two links; one Z/X with a shift on it
    game.life = [card() for _ in range(3)]
    assert game.cost_of(by_life) == 4
    game.life = game.life[:1]
    assert game.cost_of(by_life) == 2


def test_zx_that_entered_this_turn_lower_the_cost_even_after_they_left():
    cheap = card(cost=5)
    game = game_with_scripts(
        (cheap.number, HAND + "このターンの間に登場したあなたのゼクス1枚につき、このカードのコストを-2する。")
    )
    first = card(cost=1)
    assert game.cost_of(cheap) == 5
    game.enter(first, "hand", (1, 1))
    game.enter(card(cost=1), "hand", (0, 1))
    assert game.cost_of(cheap) == 1
    game.leave(game.squares[(1, 1)])
    assert game.cost_of(cheap) == 1  # it entered this turn: the count is of the entries
    game.turn += 1
    assert game.cost_of(cheap) == 5  # another turn: none yet


def test_hand_and_charge_besides_this_card_and_a_power_threshold_are_counted():
    by_cards, by_power = card(cost=6), card(cost=8)
    game = game_with_scripts(
        (
            by_cards.number,
            HAND + "手札とチャージにある、このカード以外のあなたのカード1枚につき、このカードのコストを-1する。",
        ),
        (
            by_power.number,
            HAND + "スクエアにあるあなたのパワー15000以上のゼクス1枚につき、このカードのコストを-3する。",
        ),
    )
    game.hand = [by_cards, card()]
    game.charge = [card(), card()]
    assert game.cost_of(by_cards) == 3  # one other hand card and two charge cards; not itself
    game.squares = {(1, 1): _zx(15000), (0, 1): _zx(14000)}
    assert game.cost_of(by_power) == 5  # one at 15000 or more
    game.squares[(0, 1)].power = 15000
    assert game.cost_of(by_power) == 2


def test_the_squares_and_the_remove_zone_together_count_the_filter():
    cheap = card(cost=6)
    text = (
        HAND + "スクエアとリムーブにある、あなたのカード名に「妖狐」を含むゼクス1枚につき、このカードのコストを-1する。"
    )
    game = game_with_scripts((cheap.number, text))
    fox = dataclasses.replace(card(cost=1), name="妖狐 A")
    game.squares = {(1, 1): OnSquare(fox, True, 3000), (0, 1): _zx()}
    game.removed = [dataclasses.replace(card(cost=1), name="妖狐 B"), card(cost=1)]
    assert game.cost_of(cheap) == 4  # the fox on a square and the one removed; not the others


def test_a_power_for_each_zx_of_the_opponent_acts_only_against_defenders():
    text = "≪常≫スクエアにある相手のゼクス1枚につき、このカードのパワーを+500する。"
    (ability,) = read_card("X", text).abilities
    assert ability.statics == (Static("self_power_per", 500, per="opponent_squares"),)
    assert line_part(ability) == "acting_vs_defenders"
    hunter = card(cost=2)
    game = game_with_scripts((hunter.number, text))
    game.squares = {(1, 1): OnSquare(hunter, True, 3000)}
    unit = game.squares[(1, 1)]
    assert game.power_of(unit) == 3000
    game.opponent_squares = {(1, 3): OpposingZX(5000), (0, 3): OpposingZX(5000)}
    assert game.power_of(unit) == 4000


def test_a_cost_for_each_zx_of_the_opponent_acts_only_against_defenders():
    (ability,) = read_card("X", HAND + "スクエアにある相手のゼクス1枚につき、このカードのコストを-1する。").abilities
    assert line_part(ability) == "acting_vs_defenders"  # an empty board has none: no change there


def test_an_aura_on_the_others_written_before_the_squares_leaves_this_card_out():
    text = "≪常≫このカード以外のスクエアにあるすべてのあなたの[ホウライ]のパワーを+1000する。"
    lord = dataclasses.replace(card(cost=2), races=("ホウライ",))
    other = dataclasses.replace(card(cost=2), races=("ホウライ",))
    game = game_with_scripts((lord.number, text))
    game.squares = {(1, 1): OnSquare(lord, True, 3000), (0, 1): OnSquare(other, True, 3000)}
    assert game.power_of(game.squares[(1, 1)]) == 3000
    assert game.power_of(game.squares[(0, 1)]) == 4000


def test_the_older_printing_naming_the_hand_in_the_sentence_is_a_hand_constant():
    cheap = card(cost=5)
    text = "≪常≫スクエアにあなたの[ドラゴン]が2枚以上ある場合、あなたの手札にあるこのカードのコストは2減る。"
    (ability,) = read_card("X", text).abilities
    assert ability.zone == "hand"
    game = game_with_scripts((cheap.number, text))
    dragon = dataclasses.replace(card(cost=2), races=("ドラゴン",))
    game.squares = {(1, 1): OnSquare(dragon, True, 3000)}
    assert game.cost_of(cheap) == 5
    game.squares[(0, 1)] = OnSquare(dragon, True, 3000)
    assert game.cost_of(cheap) == 3


def test_the_golden_constant_readings_are_what_the_reader_reads_now():
    """A change to the constant abilities' reading shows here as a diff: regenerate with
    `python -m tests.rules.golden_constants` and review it."""
    golden = json.loads(GOLDEN.read_text(encoding="utf-8"))
    assert [g["text"] for g in golden] == TEXTS
    assert golden == readings()


GRANT_DESTROYS = (
    "≪常≫スクエアにあるすべてのあなたの[デビル]は以下の能力を得る。"
    "“≪自≫このカードがバトルで相手のゼクスを破壊した時、カードを1枚引く。”"
)


def test_an_ability_granted_for_destroying_a_zx_in_battle_is_read_and_acts_only_against_defenders():
    (ability,) = read_card("X", GRANT_DESTROYS).abilities
    (static,) = ability.statics
    (granted,) = static.granted
    assert (static.kind, static.filter.race, granted.trigger) == ("grant_aura", "デビル", Trigger.DESTROYS_BY_ATTACK)
    assert line_part(ability) == "acting_vs_defenders"


def test_an_ability_granted_for_destroying_a_zx_in_battle_fires_when_it_destroys_one_and_not_otherwise():
    source = card(cost=2)
    devil = dataclasses.replace(card(cost=3), races=("デビル",), power=6000)
    for defender_power, drawn in ((5000, 1), (7000, 0)):
        game = game_with_scripts((source.number, GRANT_DESTROYS))
        game.squares = {(2, 0): OnSquare(source, True, 1000), (1, 2): OnSquare(devil, True, 6000)}
        game.opponent_squares = {(1, 3): OpposingZX(defender_power)}
        game.turn = 2
        hand = len(game.hand)
        assert declare_attack(game, (1, 2), (1, 3))
        assert len(game.hand) == hand + drawn  # destroyed (6000 against 5000) draws; 7000 survives: nothing


def test_a_zx_destroyed_goes_where_its_replacement_says_while_its_condition_holds():
    text = "≪常≫このカードが破壊された際、チャージに置くかわりにリソースにスリープで置く。"
    (ability,) = read_card("X", text).abilities
    assert ability.statics == (Static("destroyed_to", per="resources"),)
    keeper, plain = card(cost=2), card(cost=2)
    game = game_with_scripts((keeper.number, text))
    game.squares = {(1, 1): OnSquare(keeper, True, 3000), (0, 1): OnSquare(plain, True, 3000)}
    game.charge, game.resources = [], []
    destroy(game, (1, 1), game.squares[(1, 1)])
    destroy(game, (0, 1), game.squares[(0, 1)])
    assert [(r.card, r.rebooted) for r in game.resources] == [(keeper, False)]  # slept, not charged
    assert game.charge == [plain]  # 1008.1 for the other
    back = card(cost=2)
    gated = "≪常≫【有効】スクエア【効果】あなたのチャージが1枚以上ある場合、このカードが破壊された際、チャージに置くかわりに手札に戻す。"
    for charge, where in ((0, "charge"), (1, "hand")):
        game = game_with_scripts((back.number, gated))
        game.squares = {(1, 1): OnSquare(back, True, 3000)}
        game.charge = [card() for _ in range(charge)]
        game.hand = []
        destroy(game, (1, 1), game.squares[(1, 1)])
        assert (back in game.hand, back in game.charge) == (where == "hand", where == "charge")


def test_a_power_in_this_cards_battle_counts_only_while_it_attacks():
    text = "≪常≫【有効】≪自分ターン≫スクエア【効果】このカードのバトル中、このカードのパワーを+7500する。"
    (ability,) = read_card("X", text).abilities
    assert ability.statics[0].conditions[0].kind == "self_in_battle"
    striker, other = card(cost=2), card(cost=2)
    game = game_with_scripts((striker.number, text))
    game.squares = {(1, 2): OnSquare(striker, True, 3000), (0, 2): OnSquare(other, True, 3000)}
    unit = game.squares[(1, 2)]
    assert game.power_of(unit) == 3000  # no battle
    game.battle = (game.squares[(0, 2)], None)
    assert game.power_of(unit) == 3000  # another Z/X's battle
    game.battle = None
    game.opponent_squares = {(1, 3): OpposingZX(10000)}
    game.turn = 2
    assert declare_attack(game, (1, 2), (1, 3))
    assert (1, 3) not in game.opponent_squares  # 10500 in its battle destroys the 10000 defender
    assert game.power_of(unit) == 3000


def test_a_power_with_a_force_and_per_adjacent_zx_and_per_link():
    forced, lonely, linked = card(cost=2), card(cost=2), card(cost=2)
    game = game_with_scripts(
        (forced.number, "≪常≫【有効】スクエア【効果】このカードがフォースを持つ場合、このカードのパワーを+6000する。"),
        (
            lonely.number,
            "≪常≫【有効】スクエア【効果】このカードと隣接しているあなたのゼクス1枚につき、このカードのパワーを+2000する。",
        ),
        (
            linked.number,
            "≪常≫【有効】スクエア【効果】スクエアにあるあなたのリンク1枚につき、このカードのパワーを+1000する。",
        ),
    )
    game.squares = {(1, 1): OnSquare(forced, True, 3000), (0, 0): OnSquare(lonely, True, 3000)}
    assert game.power_of(game.squares[(1, 1)]) == 3000
    assert game.power_of(game.squares[(0, 0)]) == 3000  # (1, 1) is diagonal: not next to it
    game.squares[(1, 1)].force = [card()]
    game.squares[(0, 1)] = OnSquare(card(cost=2), True, 3000)
    game.squares[(1, 0)] = OnSquare(card(cost=2), True, 3000)
    assert game.power_of(game.squares[(1, 1)]) == 9000
    assert game.power_of(game.squares[(0, 0)]) == 7000  # two next to it
    game.squares[(2, 2)] = OnSquare(linked, True, 3000)
    assert game.power_of(game.squares[(2, 2)]) == 3000
    game.links = (((0, 1), "X"), ((2, 1), "Y"))
    assert game.power_of(game.squares[(2, 2)]) == 5000


def test_a_hand_cost_aura_is_read_with_its_filter_and_floor():
    text = (
        "≪常≫【有効】スクエア【効果】あなたの手札にあるすべてのあなたのカード名に「竜」を含む元々のコストが7以上のゼクスの"
        "コストは2減る。\nただし、0以下にならない。"
    )
    (ability,) = read_card("X", text).abilities
    (static,) = ability.statics
    assert (static.kind, static.n, static.floor) == ("hand_cost", -2, 1)
    assert (static.filter.name_contains, static.filter.min_cost, static.filter.types) == ("竜", 7, _ZX)


def test_a_card_on_a_square_lowers_the_cost_of_the_hand_cards_of_its_filter_only():
    lord = card(cost=2)
    text = "≪常≫【有効】スクエア【効果】あなたの手札にあるすべての[ミソス]のコストを-1する。\nただし、0以下にならない。"
    mythos = dataclasses.replace(card(cost=3), races=("ミソス",))
    cheap = dataclasses.replace(card(cost=1), races=("ミソス",))
    other = card(cost=3)
    game = game_with_scripts((lord.number, text))
    assert game.cost_of(mythos) == 3  # the lord is not on a square
    game.squares = {(1, 1): OnSquare(lord, True, 3000)}
    assert (game.cost_of(mythos), game.cost_of(cheap), game.cost_of(other)) == (2, 1, 3)  # never 0 or less
    game.squares[(0, 1)] = OnSquare(lord, True, 3000)
    assert game.cost_of(mythos) == 1  # two copies: each lowers it
    assert game.cost_of(mythos, from_dynamis=True) == 3  # a hand card's cost only
    game.hand = [mythos]
    game.resources = [Resource(card(colors=frozenset({Color.RED})))]
    assert game.play_from_hand(0)


def test_a_hand_cost_aura_in_the_charge_that_does_not_stack_counts_once_and_under_its_condition():
    text = (
        "≪常≫【有効】チャージ【効果】あなたのリソースに白のカードしかない場合、あなたの手札にある白のイベントのコストを-1する。"
        "\nただし、0以下にならない。\n《同名》のこの能力は重複しない。"
    )
    source = card(cost=2)
    white = frozenset({Color.WHITE})
    event = card(type_=CardType.EVENT, cost=3, colors=white)
    game = game_with_scripts((source.number, text))
    game.charge = [source, source]
    game.resources = [Resource(card(colors=white))]
    assert game.cost_of(event) == 2  # once, for two copies
    game.resources.append(Resource(card(colors=frozenset({Color.RED}))))
    assert game.cost_of(event) == 3  # a red resource: the condition fails


def test_a_hand_card_of_the_name_is_free_while_the_card_is_on_a_square():
    text = "≪常≫【有効】スクエア【効果】あなたの手札にある「桃園の誓約」をコストを支払わずにプレイしてよい。"
    source = card(cost=2)
    oath = dataclasses.replace(card(cost=4), name="桃園の誓約")
    game = game_with_scripts((source.number, text))
    assert game.cost_of(oath) == 4
    game.squares = {(1, 1): OnSquare(source, True, 3000)}
    assert game.cost_of(oath) == 0
    assert game.cost_of(card(cost=4)) == 4


ALT = (
    "≪常≫【有効】手札【効果】あなたのライフが相手より少ない場合、このカードをプレイする際、コストを支払うかわりにあなたの"
    "トラッシュにある≪イグニッション≫を持つカードを2枚好きな順番でデッキの下に置いてよい。"
)


def test_an_alternative_cost_from_the_hand_is_paid_when_the_resources_cannot_and_its_condition_holds():
    big = card(cost=7)
    game = game_with_scripts((big.number, ALT))
    sparks = [card(ignition=True), card(ignition=True)]
    game.trash = [*sparks, card()]
    game.resources = []
    game.hand = [big]
    game.life = [card() for _ in range(4)]
    game.opponent_life = 4
    assert not game.play_from_hand(0)  # not less life than the opponent: no alternative, no resources
    game.life.pop()
    bottom = len(game.deck)
    assert game.policy.next_play(game) == 0  # the default policy sees it castable
    assert game.play_from_hand(0)
    assert [u.card for u in game.squares.values()] == [big]
    assert game.trash == [game.trash[0]]  # the card without the icon stays
    assert sorted(map(id, game.deck[bottom:])) == sorted(map(id, sparks))  # to the bottom, in the order chosen


def test_an_alternative_cost_is_not_paid_when_the_resources_pay():
    big = card(cost=1, colors=frozenset({Color.RED}))
    game = game_with_scripts((big.number, ALT))
    game.trash = [card(ignition=True), card(ignition=True)]
    game.resources = [Resource(card(colors=frozenset({Color.RED})))]
    game.hand = [big]
    game.life = [card()]
    game.opponent_life = 4
    assert game.play_from_hand(0)
    assert len(game.trash) == 2
    assert not game.resources[0].rebooted


def test_a_name_the_text_adds_on_squares_is_the_units_while_there_and_not_after():
    text = "≪常≫【有効】スクエア【効果】このカードのカード名は「聖樹の祝福 ピュア」としても扱う。"
    (ability,) = read_card("X", text).abilities
    assert ability.statics == (Static("also_named", filter=CardFilter(names_is_any=("聖樹の祝福 ピュア",))),)
    fox = card(cost=2)
    game = game_with_scripts((fox.number, text))
    named = CardFilter(name_is="聖樹の祝福 ピュア")
    assert not named.matches(fox)
    assert game.enter(fox, "hand", (1, 1))
    unit = game.squares[(1, 1)]
    assert named.matches(unit.card)
    assert unit.base is fox
    assert game.leave(unit) is fox  # the card itself leaves: no name of the text with it
    assert not named.matches(fox)


def test_a_name_under_a_condition_stays_unread():
    text = "≪常≫【有効】スクエア【効果】あなたのチャージが1枚以上ある場合、このカードのカード名は「X」としても扱う。"
    assert read_card("X", text).abilities == ()


def test_an_aura_on_the_squares_next_to_this_card_raises_only_the_zx_there():
    text = "≪常≫このカードがあるスクエアの隣のスクエアにあるあなたのゼクスのパワーを+1000する。"
    orb = card(cost=2)
    game = game_with_scripts((orb.number, text))
    game.squares = {sq: OnSquare(card(cost=2), True, 3000) for sq in ((0, 1), (1, 2), (0, 0))}
    game.squares[(1, 1)] = OnSquare(orb, True, 2000)
    powers = {sq: game.power_of(u) for sq, u in game.squares.items()}
    assert powers == {(0, 1): 4000, (1, 2): 4000, (0, 0): 3000, (1, 1): 2000}  # diagonal and itself: no


def test_the_opponents_charge_limit_under_a_player_designation_changes_nothing():
    text = "≪常≫【P】《プレイヤー指定：≪さくら≫》【有効】スクエア【効果】相手のチャージの上限を-2する。"
    (ability,) = read_card("X", text).abilities
    assert [e.kind for e in ability.effects] == [Kind.NO_TARGET]
    assert ability.conditions[0].kind == "player_is"
    assert line_part(ability) == "opponent_board_only"


def test_the_opponents_zx_cost_less_for_a_choice_by_cost_while_the_card_is_on_a_square():
    text = "≪常≫【有効】スクエア【効果】スクエアにあるすべての相手のゼクスのコストを-2する。\nただし、0以下にならない。"
    (ability,) = read_card("X", text).abilities
    assert ability.statics == (Static("opponent_cost", -2, floor=1),)
    assert line_part(ability) == "acting_vs_defenders"
    source = card(cost=2)
    removal = read_card("Y", "≪イベント≫【効果】ノーマルスクエアにある相手のコスト2以下のゼクスを1枚選び、破壊する。")
    (effect,) = removal.abilities[0].effects
    game = game_with_scripts((source.number, text))
    game.opponent_squares = {(1, 3): OpposingZX(6000), (0, 3): OpposingZX(1500)}  # typical costs 4 and 1
    assert [sq for sq, _ in targets(game, effect)] == [(0, 3)]  # cost 4: out of its reach
    game.squares = {(1, 1): OnSquare(source, True, 3000)}
    assert sorted(sq for sq, _ in targets(game, effect)) == [(0, 3), (1, 3)]  # 4 - 2 = 2; 1 stays 1 (never 0)


def test_zx_of_either_race_in_the_remove_zone_are_counted_by_whole_groups():
    cheap = card(cost=5)
    text = HAND + "あなたのリムーブにある[ミソス]か[ホウライ]を持つゼクス3枚につき、このカードのコストを-1する。"
    (ability,) = read_card("X", text).abilities
    assert ability.statics[0].per == "removed"
    assert ability.statics[0].filter.races_any == ("ミソス", "ホウライ")
    game = game_with_scripts((cheap.number, text))
    myth, horai = (dataclasses.replace(card(cost=1), races=(r,)) for r in ("ミソス", "ホウライ"))
    event = dataclasses.replace(card(type_=CardType.EVENT, cost=1), races=("ミソス",))
    game.removed = [myth, horai, event, card(cost=1)]
    assert game.cost_of(cheap) == 5  # two Z/X of the races (not the event): no group of 3
    game.removed.append(myth)
    assert game.cost_of(cheap) == 4


def test_a_card_not_played_while_a_named_zx_is_on_a_square_counts_its_line_read():
    text = "≪常≫スクエアにあなたの「片翼 アルル」がある場合、このカードはプレイできない。"
    script = read_card("X", text)
    assert script.unread == ()
    assert script.play_never_if[0].filter.name_is == "片翼 アルル"
    wing = card(cost=1)
    arulu = dataclasses.replace(card(cost=1), name="片翼 アルル")
    game = game_with_scripts((wing.number, text))
    assert game.may_play(wing)
    game.squares = {(1, 1): OnSquare(arulu, True, 3000)}
    assert not game.may_play(wing)
    designated = "≪常≫【P】《プレイヤー指定：≪アルル≫》【有効】手札【効果】スクエアにあなたの「片翼 アルル」がある場合、このカードはプレイできない。"
    assert read_card("X", designated).abilities == ()  # the designation is not kept by the restriction: unread


def test_each_pair_of_zx_next_to_each_other_lowers_the_cost_never_to_zero():
    """「隣接するゼクスN組につき」: pairs of Z/X of either player on squares orthogonally next to each other (303.2a)."""
    pairs = card(cost=6)
    game = game_with_scripts(
        (
            pairs.number,
            "≪常≫【有効】デッキと手札【効果】隣接するゼクス1組につき、このカードのコストを-2する。ただし、0以下にならない。",
        )
    )
    game.squares = {(1, 1): _zx(), (0, 0): _zx()}  # diagonal: no pair
    assert game.cost_of(pairs) == 6
    game.squares[(2, 1)] = _zx()  # (1, 1) and (2, 1)
    assert game.cost_of(pairs) == 4
    game.opponent_squares = {(1, 0): OpposingZX(5000)}  # and (1, 0) with (1, 1) and (0, 0)
    assert game.cost_of(pairs) == 1  # 6 - 6 would be 0: never 0 or less
    game.opponent_squares = {}
    game.squares = {}
    assert game.cost_of(pairs) == 6


def test_each_face_up_dynamis_card_of_a_name_lowers_the_cost_and_raises_the_power():
    """「あなたのデュナミスにある表向きの「X」N枚につき」: face-up Dynamis cards named exactly X (face down ones not)."""
    named = card("蒼穹", cost=3)
    other = card(cost=3)
    both = card(cost=5)
    game = game_with_scripts(
        (
            both.number,
            "≪常≫【有効】手札【効果】あなたのデュナミスにある表向きの「蒼穹」1枚につき、このカードのコストを－２する。\n"
            "≪常≫【有効】スクエア【効果】あなたのデュナミスにある表向きの「蒼穹」1枚につき、このカードのパワーを＋1000する。",
        )
    )
    game.dynamis, game.dynamis_face_up = [named], [other]
    assert game.cost_of(both) == 5
    game.dynamis_face_up = [other, named, card("蒼穹", cost=4)]
    assert game.cost_of(both) == 1
    game.squares = {(1, 1): OnSquare(both, rebooted=True, power=3000)}
    assert game.power_of(game.squares[(1, 1)]) == 5000
    game.dynamis_face_up = [other]
    assert game.power_of(game.squares[(1, 1)]) == 3000


def test_each_colour_among_your_resources_lowers_the_cost():
    """「あなたのリソースにある(カードの)色N種類につき」: the distinct colours of your resource cards (204.3)."""
    colours = card(cost=6)
    game = game_with_scripts(
        (
            colours.number,
            "≪常≫【有効】手札【効果】あなたのリソースにあるカードの色1種類につき、このカードのコストは1減る。",
        )
    )
    game.resources = []
    assert game.cost_of(colours) == 6
    game.resources = [Resource(card(colors=frozenset({Color.RED}))) for _ in range(3)]
    assert game.cost_of(colours) == 5  # three red cards: one colour
    game.resources.append(Resource(card(colors=frozenset({Color.BLUE, Color.WHITE}))))
    assert game.cost_of(colours) == 3


def test_the_cost_of_the_zx_you_play_from_the_hand_is_a_hand_cost_aura():
    """「あなたが手札からプレイする<filter>のコストを-N」: the same change as 「あなたの手札にある<filter>の…」."""
    lord = card(cost=2)
    text = "≪常≫【有効】スクエア【効果】あなたが手札からプレイするカード名に「竜」を含むゼクスのコストを－２する。\nただし、０以下にならない。"
    dragon, other = card("白竜", cost=3), card(cost=3)
    game = game_with_scripts((lord.number, text))
    assert game.cost_of(dragon) == 3
    game.squares = {(1, 1): OnSquare(lord, True, 3000)}
    assert (game.cost_of(dragon), game.cost_of(other)) == (1, 3)
    assert game.cost_of(dragon, from_dynamis=True) == 3  # played from the hand only
