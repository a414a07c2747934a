"""Session 17 (`cond2`): more of what happened this turn (effects.turn_conditions, goldfish.turn_record): Z/X destroyed
(either player's, the opponent's, yours of a filter, the opponent's by abilities of your cards of a filter), the
opponent's Z/X that entered, a card put into a charge by your card's ability (a move or a destruction, never a
damage's life card), and 「カードの能力で」 for a draw or resources. Each condition both ways. Invented texts."""

import dataclasses

import pytest

from tests.rules.builders import card
from tests.rules.test_effect_values import event, fresh
from tests.rules.test_goldfish_opponent import GUARD, game_with
from zxdecks.rules.cards import CardType
from zxdecks.rules.effects import read_card
from zxdecks.rules.effects.coverage import line_part
from zxdecks.rules.effects.language import ConditionKind
from zxdecks.rules.effects.run import Source, conditions_hold, resolve
from zxdecks.rules.goldfish import OnSquare
from zxdecks.rules.goldfish.battle import declare_attack
from zxdecks.rules.goldfish.opponent import Defender, Opponent

DRAW = "≪起≫【有効】スクエア【コスト】《無0・無0》【効果】{}場合、カードを1枚引く。"


def _condition(words):
    (ability,) = read_card("K", DRAW.format(words)).abilities
    (condition,) = ability.conditions
    return condition


def _holds(game, words):
    return conditions_hold(game, (_condition(words),))


def _event_of(game, body, races=()):
    """「≪イベント≫body」 played from the hand by an event card of the races (the card whose ability it is)."""
    ev = dataclasses.replace(card(type_=CardType.EVENT), races=races)
    script = read_card(ev.number, "≪イベント≫" + body)
    assert script.unread == (), script.unread
    game.scripts = {ev.number: script}
    game.moving.append(ev)
    resolve(game, script.event, None, ev.name, Source("event", ev))
    game.moving.remove(ev)


@pytest.mark.parametrize(
    ("words", "name", "n"),
    [
        ("このターンの間にゼクスが5枚以上破壊されていた", "zx_destroyed", 5),
        ("このターンの間に相手のゼクスが3枚以上破壊されていた", "opponent_destroyed", 3),
        ("このターンの間にあなたのゼクスが破壊されていた", "own_destroyed", 1),
        ("このターンの間にあなたのカード名に「醜」を含むゼクスが2枚以上破壊されていた", "own_destroyed", 2),
        ("このターンの間に相手のゼクスがあなたのカードの能力で破壊されていた", "opponent_destroyed_by_ability", 1),
        ("このターンの間にあなたの[竜]の能力で相手のゼクスを2枚以上破壊していた", "opponent_destroyed_by_ability", 2),
        ("このターンの間に相手のゼクスが5枚以上登場していた", "opponent_entered", 5),
        ("このターンの間にあなたがカードの能力でカードを引いていた", "drew", 1),
        ("このターンの間にあなたがカードの能力で引いていた", "drew", 1),
        ("このターンの間にカードがカードの能力でリソースに置かれていた", "resources", 1),
    ],
)
def test_each_event_of_the_turn_reads_as_a_count_of_it(words, name, n):
    condition = _condition(words)
    assert (condition.kind, condition.name, max(condition.n, 1)) == (ConditionKind.DID_THIS_TURN, name, n)


def test_the_filters_are_the_destroyed_zx_of_yours_or_the_card_whose_ability_destroyed():
    named = _condition("このターンの間にあなたのカード名に「醜」を含むゼクスが2枚以上破壊されていた")
    assert named.filter.name_contains == "醜"
    assert _condition("このターンの間にあなたの[竜]の能力で相手のゼクスを破壊していた").filter.race == "竜"
    exact = _condition("このターンの間にあなたの「竜の王」の能力で相手のゼクスを破壊していた")
    assert exact.filter.name_is == "竜の王"


def test_only_what_the_opponent_does_or_has_waits_on_defenders():
    def part(words):
        (ability,) = read_card("K", DRAW.format(words)).abilities
        return line_part(ability)

    assert part("このターンの間に相手のゼクスが3枚以上破壊されていた") == "acting_vs_defenders"
    assert part("このターンの間に相手のゼクスがあなたのカードの能力で破壊されていた") == "acting_vs_defenders"
    # an activated ability is played in your main phase, and the opponent's Z/X enter only in its turn (session 20)
    assert part("このターンの間に相手のゼクスが5枚以上登場していた") == "opponent_board_only"
    assert part("このターンの間にあなたのゼクスが破壊されていた") == "acting"
    assert part("このターンの間にゼクスが5枚以上破壊されていた") == "acting"


def test_your_zx_of_the_name_destroyed_count_up_to_the_number():
    ugly = [dataclasses.replace(card("醜き者"), power=3000) for _ in range(2)]
    other = dataclasses.replace(card("美しき者"), power=3000)
    game = game_with({(1, 0): ugly[0], (1, 1): ugly[1], (1, 2): other}, {})
    two = "このターンの間にあなたのカード名に「醜」を含むゼクスが2枚以上破壊されていた"
    mine = "このターンの間にあなたのゼクスが破壊されていた"
    assert not _holds(game, mine)
    _event_of(game, "スクエアにあるあなたのカード名に「美」を含むゼクスを1枚選び、破壊する。")
    assert (1, 2) not in game.squares
    assert other in game.charge
    assert _holds(game, mine)
    assert not _holds(game, two)
    _event_of(game, "スクエアにあるあなたのカード名に「醜」を含むゼクスを1枚選び、破壊する。")
    assert not _holds(game, two)  # one of the name
    _event_of(game, "スクエアにあるあなたのカード名に「醜」を含むゼクスを1枚選び、破壊する。")
    assert game.squares == {}
    assert _holds(game, two)
    game.turn += 1
    assert not _holds(game, mine)  # a new turn, a new record


def test_an_opponents_zx_destroyed_by_an_ability_counts_for_the_card_whose_ability_it_is():
    game = game_with({}, {GUARD: 5000, (1, 1): 5000})
    by_any = "このターンの間に相手のゼクスがあなたのカードの能力で破壊されていた"
    by_dragon = "このターンの間にあなたの[竜]の能力で相手のゼクスを破壊していた"
    destroyed = "このターンの間に相手のゼクスが破壊されていた"
    assert not _holds(game, by_any)
    assert not _holds(game, destroyed)
    _event_of(game, "スクエアにある相手のゼクスを1枚選び、破壊する。", races=("天使",))
    assert len(game.opponent_squares) == 1
    assert _holds(game, by_any)
    assert _holds(game, destroyed)
    assert not _holds(game, by_dragon)  # an angel's ability destroyed it
    _event_of(game, "スクエアにある相手のゼクスを1枚選び、破壊する。", races=("竜",))
    assert game.opponent_squares == {}
    assert _holds(game, by_dragon)
    assert not _holds(game, "このターンの間にあなたの[竜]の能力で相手のゼクスを2枚以上破壊していた")
    assert _holds(game, "このターンの間にあなたのカードの能力で相手のゼクスを2枚以上破壊していた")


def test_a_destruction_by_the_abilitys_damage_counts_and_one_in_battle_does_not():
    game = game_with({}, {GUARD: 5000})
    by_any = "このターンの間に相手のゼクスがあなたのカードの能力で破壊されていた"
    _event_of(game, "スクエアにある相手のゼクスを1枚選び、5000ダメージを与える。")
    assert game.opponent_squares == {}  # 904.1
    assert _holds(game, by_any)  # 1204: destroyed by the effect
    attacker = dataclasses.replace(card("剣士"), power=6000)
    battle = game_with({(0, 0): attacker}, {GUARD: 5000})
    assert declare_attack(battle, (0, 0), GUARD)
    assert battle.opponent_squares == {}
    assert _holds(battle, "このターンの間に相手のゼクスが破壊されていた")
    assert _holds(battle, "このターンの間にゼクスが破壊されていた")
    assert not _holds(battle, by_any)  # 1204.6a: battle damage is no effect's
    assert not _holds(battle, "このターンの間にあなたのゼクスが破壊されていた")


CHARGE = "このターンの間にカードがあなたのカードの能力でチャージに置かれていた"


def test_a_card_moved_into_the_charge_by_an_ability_counts():
    game = fresh()
    game.charge.append(game.take_top())  # a damage's life card would go there by the rules (907.2d)
    assert not _holds(game, CHARGE)
    event(game, "あなたのデッキの1番上のカードをチャージに置く。")
    assert len(game.charge) == 2
    assert _holds(game, CHARGE)


def test_an_opponents_zx_destroyed_by_an_ability_is_put_into_its_charge_and_a_damage_is_not():
    game = game_with({}, {GUARD: 5000})
    life = game.opponent_life
    event(game, "相手に1ダメージを与える。")
    assert game.opponent_life == life - 1  # its life card to its charge by the rules (907.2d), not the ability
    assert not _holds(game, CHARGE)
    event(game, "スクエアにある相手のゼクスを1枚選び、破壊する。")
    assert _holds(game, CHARGE)  # 1008.1: into its owner's charge, by the ability


def test_the_gate_cards_key_comes_for_a_card_put_into_the_charge():
    text = (
        "≪自≫【有効】≪自分ターン≫デュナミス【誘発】ターン終了時。\n【効果】このターンの間に、あなたのカード名に「竜騎」を含むゼクス"
        "が攻撃によって相手のゼクスを破壊していたか、"
        + CHARGE.removeprefix("このターンの間に")
        + "場合、あなたは≪鍵≫を1個得る。"
    )
    (ability,) = read_card("K", text).abilities
    (either,) = ability.conditions
    assert [c.name for c in either.either] == ["attack_destroyed", "charge"]
    game = fresh()
    assert not conditions_hold(game, ability.conditions)
    event(game, "あなたのデッキの1番上のカードをチャージに置く。")
    assert conditions_hold(game, ability.conditions)


def test_the_opponents_zx_that_entered_in_its_turn_are_counted_in_that_turn():
    defenders = (Defender(GUARD, 5000), Defender((1, 1), 5000))
    game = game_with({}, {}, opponent=Opponent(defenders=defenders))
    two, three = (
        "このターンの間に相手のゼクスが2枚以上登場していた",
        "このターンの間に相手のゼクスが3枚以上登場していた",
    )
    assert not _holds(game, two)
    game.opponent_turn()
    assert set(game.opponent_squares) == {GUARD, (1, 1)}
    game.opponents_turn = True  # the opponent's turn just played
    assert _holds(game, two)
    assert not _holds(game, three)
    game.opponents_turn = False
    assert not _holds(game, two)  # your turn: none entered in it


def test_a_draw_or_resources_by_any_cards_ability_count_only_by_an_ability():
    game = fresh()
    game.draw(1)  # the draw phase's (504)
    game.put(game.take_top(), "resources")  # the resource phase's (501)
    drew, resources = (
        "このターンの間にあなたがカードの能力で引いていた",
        "このターンの間にカードがカードの能力でリソースに置かれていた",
    )
    assert not _holds(game, drew)
    assert not _holds(game, resources)
    event(game, "カードを1枚引く。")
    assert _holds(game, drew)
    assert not _holds(game, resources)
    event(game, "あなたのデッキの1番上のカードをリソースにスリープで置く。")
    assert _holds(game, resources)


# The opponent's charge, counted (goldfish.opposing.opponent_card_to)


def test_the_opponents_charge_fills_by_damage_and_destruction_up_to_its_limit():
    game = game_with({}, {GUARD: 5000, (1, 1): 5000})
    some, three = "相手のチャージにカードがある", "相手のチャージにカードが3枚以上ある"
    assert not _holds(game, some)
    game.damage_opponent(1)  # its life card to its charge (907.2d)
    assert game.opponent_charge == 1
    assert _holds(game, some)
    assert not _holds(game, three)
    event(game, "スクエアにある相手のゼクスを1枚選び、破壊する。")  # 1008.1: to its owner's charge
    event(game, "スクエアにある相手のゼクスを1枚選び、チャージに置く。")
    assert game.opponent_charge == 3
    assert _holds(game, three)
    game.damage_opponent(3)
    assert game.opponent_charge == 4  # 906: never over its limit (306.2a)


def test_your_charge_against_the_opponents_counts_strictly_more():
    game = fresh()
    more = "あなたのチャージにあるカードの枚数が相手のチャージにあるカードの枚数よりも多い"
    assert _condition(more).kind is ConditionKind.CHARGE_OVER_OPPONENT
    game.damage_opponent(1)
    game.charge = [card()]
    assert not _holds(game, more)  # 1 against 1
    game.charge.append(card())
    assert _holds(game, more)


# Shift cards (202.8) on your Z/X and face up in your Dynamis


def _shift(name):
    return card(name, type_=CardType.SHIFT)


@pytest.mark.parametrize(
    ("on_square", "face_up", "holds"),
    [(1, 1, True), (0, 2, True), (2, 0, True), (1, 0, False), (0, 1, False)],
)
def test_shifts_on_squares_and_face_up_in_the_dynamis_count_together(on_square, face_up, holds):
    game = fresh()
    game.squares = {(1, i): OnSquare(card(), True, 3000, shift=_shift("王冠の姫")) for i in range(on_square)}
    game.dynamis_face_up = [_shift("王冠の騎士") for _ in range(face_up)]
    game.dynamis_face_up.append(card("王冠の兵"))  # a Z/X, no shift
    both = "スクエアとデュナミスに、あなたの表向きのカード名に「王冠」を含むシフトが合計2枚以上ある"
    assert _holds(game, both) is holds


def test_a_shift_of_another_name_or_either_zone_alone():
    game = fresh()
    game.dynamis_face_up = [_shift("剣の姫")]
    named = "スクエアかデュナミスに、あなたの表向きのカード名に「王冠」を含むシフトがある"
    assert not _holds(game, named)
    assert _holds(game, "スクエアかデュナミスに、あなたの表向きのシフトがある")
    assert _holds(game, "あなたのデュナミスに表向きのシフトがある")
    assert not _holds(game, "あなたのデュナミスに表向きのシフトが2枚以上ある")
    assert not _holds(game, "スクエアにシフトがある")
    game.squares = {(1, 1): OnSquare(card(), True, 3000, shift=_shift("王冠の姫"))}
    assert _holds(game, named)
    assert _holds(game, "スクエアにシフトがある")
