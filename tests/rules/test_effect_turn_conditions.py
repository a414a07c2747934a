"""Conditions on what happened in this turn (effects.turn_conditions, goldfish.turn_record): 「このターンの間に、あなたの
<filter>が攻撃によって相手のゼクスを破壊していたか、<B>場合、あなたは≪鍵≫をN個得る」 (1017) on a Gate card's end-of-turn
ability, B a card drawn, removed or put into resources by your card's ability. Each event both ways (by an ability
and not: the draw phase, a payment, the resource phase), the next turn, and the whole ability at the end of a turn.
Demo texts."""

import dataclasses

import pytest

from tests.rules.builders import card
from tests.rules.test_effect_values import event, fresh
from tests.rules.test_goldfish_opponent import GUARD, game_with
from zxdecks.rules.cards import CardType
from zxdecks.rules.effects import read_card
from zxdecks.rules.effects.api import Choice
from zxdecks.rules.effects.coverage import line_part
from zxdecks.rules.effects.language import Condition, ConditionKind
from zxdecks.rules.effects.run import activate, conditions_hold, next_activation
from zxdecks.rules.goldfish import OnSquare
from zxdecks.rules.goldfish.battle import declare_attack
from zxdecks.rules.goldfish.phases import end_turn
from zxdecks.rules.goldfish.policy import DefaultPolicy

KEY = "【有効】≪自分ターン≫デュナミス【誘発】ターン終了時。\n【効果】このターンの間に、あなたのカード名に「竜騎」を含むゼクスが攻撃によって相手のゼクスを破壊していたか、{}場合、あなたは≪鍵≫を1個得る。"
DREW = "あなたがあなたのカードの能力でカードを引いていた"
REMOVED = "カードがあなたのカードの能力で除外されていた"
RESOURCES = "カードがあなたのカードの能力でリソースに置かれていた"
DECK_TRASH = "カードがあなたのカードの能力でデッキからトラッシュに置かれていた"
ALONE = "≪起≫【有効】スクエア【コスト】《無0・無0》【効果】このターンの間にあなたの[竜]が攻撃によって相手のゼクスを破壊していた場合、カードを1枚引く。"


def _condition(other):
    (ability,) = read_card("K", "≪自≫" + KEY.format(other)).abilities
    (condition,) = ability.conditions
    return ability, condition


def test_the_condition_reads_as_either_event_of_the_turn():
    ability, condition = _condition(DREW)
    assert condition.kind is ConditionKind.ANY_OF
    attack, drew = condition.either
    assert (attack.kind, attack.name, attack.filter.name_contains) == (
        ConditionKind.DID_THIS_TURN,
        "attack_destroyed",
        "竜騎",
    )
    assert (drew.kind, drew.name) == (ConditionKind.DID_THIS_TURN, "drew")
    names = [_condition(other)[1].either[1].name for other in (REMOVED, RESOURCES, DECK_TRASH)]
    assert names == ["removed", "resources", "deck_trash"]
    assert (ability.zone, ability.turn, line_part(ability)) == ("dynamis", "own", "acting")
    assert (
        _condition("カードがあなたのカードの能力でチャージに置かれていた")[1].either[1].name == "charge"
    )  # session 17
    (alone,) = read_card("K", ALONE).abilities
    assert [(c.name, c.filter.race) for c in alone.conditions] == [("attack_destroyed", "竜")]
    assert line_part(alone) == "acting_vs_defenders"  # only a defender can be destroyed by attack


def _holds(game, other):
    return conditions_hold(game, (_condition(other)[1],))


def test_a_draw_counts_only_by_an_ability_and_only_in_its_turn():
    game = fresh()
    game.draw(1)  # the draw phase's draw (504): not by an ability
    assert not _holds(game, DREW)
    event(game, "カードを1枚引く。")
    assert _holds(game, DREW)
    assert not _holds(game, REMOVED)
    assert not _holds(game, RESOURCES)
    game.turn += 1
    assert not _holds(game, DREW)  # a new turn, a new record


def test_a_removal_counts_by_an_ability_but_not_as_a_payment():
    game = fresh()
    game.hand = [card(cost=2), card(cost=2)]
    paying = card(cost=3)
    game.scripts = {
        paying.number: read_card(
            paying.number,
            "≪起≫【有効】スクエア【コスト】あなたの手札にあるカードを1枚ゲームから除外する。【効果】1点回復する。",
        )
    }
    game.squares = {(1, 1): OnSquare(paying, True, 4500)}
    game.life = game.life[:2]
    activation = next_activation(game)
    assert activation is not None
    activate(game, *activation)
    assert len(game.removed) == 1  # removed to pay: not by the ability
    assert not _holds(game, REMOVED)
    event(game, "あなたの手札を1枚選び、除外する。")
    assert len(game.removed) == 2
    assert _holds(game, REMOVED)


def test_a_card_put_into_resources_counts_by_an_ability_and_not_in_the_resource_phase():
    game = fresh()
    game.put(game.take_top(), "resources")  # the resource phase (501): not by an ability
    assert not _holds(game, RESOURCES)
    event(game, "あなたのデッキの1番上のカードをリソースにスリープで置く。")
    assert _holds(game, RESOURCES)


def test_a_card_put_from_the_deck_into_the_trash_counts_by_an_ability_and_not_as_a_payment_or_by_ignition():
    game = fresh()
    paying = card(cost=3)
    text = "≪起≫【有効】スクエア【コスト】あなたのデッキの1番上のカードをトラッシュに置く。【効果】1点回復する。"
    game.scripts = {paying.number: read_card(paying.number, text)}
    game.squares = {(1, 1): OnSquare(paying, True, 4500)}
    game.life = game.life[:2]
    activation = next_activation(game)
    assert activation is not None
    activate(game, *activation)
    assert len(game.trash) == 1  # put there to pay: not by the ability
    game.ignite_top()  # the ignition phase's (505): not by an ability
    assert len(game.trash) == 2  # no ignition icon: the revealed card is trashed (505.3a)
    assert not _holds(game, DECK_TRASH)
    event(game, "あなたのデッキの上から2枚をトラッシュに置く。")
    assert _holds(game, DECK_TRASH)


def test_the_rest_of_a_look_at_the_deck_put_into_the_trash_counts():
    game = fresh()
    event(game, "あなたのデッキの上から3枚見て、その中にあるカードを1枚選び、手札に加え、残りをトラッシュに置く。")
    assert (len(game.hand), len(game.trash)) == (1, 2)
    assert _holds(game, DECK_TRASH)
    assert not _holds(game, REMOVED)


def test_an_opponents_zx_put_into_its_resources_by_an_ability_counts():
    game = game_with({}, {GUARD: 5000})
    assert not _holds(game, RESOURCES)
    event(game, "スクエアにある相手のゼクスを1枚選び、リソースにスリープで置く。")
    assert game.opponent_squares == {}
    assert _holds(game, RESOURCES)


@pytest.mark.parametrize(
    ("name", "destroys", "holds"), [("紅の竜騎", True, True), ("紅の剣士", True, False), ("紅の竜騎", False, False)]
)
def test_a_destruction_by_attack_counts_for_an_attacker_of_the_filter(name, destroys, holds):
    attacker = dataclasses.replace(card(name), power=6000)
    game = game_with({(0, 0): attacker}, {GUARD: 5000 if destroys else 9000})
    assert declare_attack(game, (0, 0), GUARD)
    assert (GUARD not in game.opponent_squares) is destroys
    assert _holds(game, DREW) is holds
    alone = Condition("did_this_turn", name="attack_destroyed")
    assert conditions_hold(game, (alone,)) is destroys


@pytest.mark.parametrize("draws", [True, False])
def test_the_gate_cards_ability_gains_a_key_at_the_end_of_a_turn_an_ability_drew_in(draws):
    game = fresh()
    gate = card("鍵のゲート", type_=CardType.EVENT)
    game.dynamis_face_up = [gate]
    scripts = {gate.number: read_card(gate.number, "≪自≫" + KEY.format(DREW))}
    if draws:
        event(game, "カードを1枚引く。", scripts)
    game.scripts = scripts
    game.draw(1)  # not by an ability
    end_turn(game)
    assert game.counters.get("鍵", 0) == (1 if draws else 0)


class _Trashing(DefaultPolicy):
    """Puts the top card looked at into the trash rather than the remove zone (「トラッシュに置くか除外する」)."""

    def choose(self, game, choice, cards, candidates, n):
        return [] if choice is Choice.TRASH_REMOVE else super().choose(game, choice, cards, candidates, n)


def test_the_top_card_looked_at_and_put_into_the_trash_sets_off_its_evolseed_and_counts():
    """1106: a card put straight from the deck into the trash, the top card looked at included (804.3e: looking
    does not move it)."""
    game = fresh()
    game.policy = _Trashing()
    seed = card(cost=2)
    evolseed = read_card(seed.number, "≪自≫エヴォルシード【効果】カードを1枚引く。")
    game.deck.insert(0, seed)
    event(game, "あなたのデッキの1番上を見て、トラッシュに置くか除外する。", {seed.number: evolseed})
    assert game.trash == [seed]
    assert len(game.hand) == 1  # its Evolseed drew a card
    assert _holds(game, DECK_TRASH)


@pytest.mark.parametrize(("cost", "holds"), [(3, True), (4, False)])
def test_the_other_half_may_be_a_zx_of_a_filter_that_entered_this_turn(cost, holds):
    _, condition = _condition("あなたのコスト3以下の[ク・リト]が登場していた")
    assert condition.either[1].kind is ConditionKind.ZX_ENTERED_THIS_TURN
    game = fresh()
    zx = dataclasses.replace(card(cost=cost), races=frozenset({"ク・リト"}), power=3000)
    assert game.enter(zx, "hand", (1, 1))
    assert conditions_hold(game, (condition,)) is holds


# 「このターンの間にあなたの…がN回以上攻撃していた場合」: one attack counted per battle declared (602.1)
TWO_ATTACKS = "このターンの間にあなたの[竜]が2回以上攻撃していた場合"
FROM_HAND = (
    "≪起≫【有効】手札【コスト】《無0・無0》【効果】このカードをリブートでゼクスのないノーマルスクエアに登場させる。"
    f"この能力は{TWO_ATTACKS}にしかプレイできない。"
)


def _dragon():
    return dataclasses.replace(card(), power=5000, races=("竜",))


def test_attacks_this_turn_read_as_a_count_of_the_attackers_of_the_filter():
    (ability,) = read_card("K", FROM_HAND).abilities
    (condition,) = ability.play_conditions
    assert (condition.kind, condition.name, condition.n, condition.filter.race) == (
        ConditionKind.DID_THIS_TURN,
        "attacked",
        2,
        "竜",
    )
    assert line_part(ability) == "acting"


def test_the_second_attack_of_a_zx_of_the_filter_makes_the_count():
    other = dataclasses.replace(card(), power=5000)
    game = game_with({(0, 0): _dragon(), (0, 2): other, (1, 1): _dragon()}, {GUARD: 50000})
    (condition,) = read_card("K", FROM_HAND).abilities[0].play_conditions
    assert not conditions_hold(game, (condition,))
    assert declare_attack(game, (0, 0), GUARD)
    assert declare_attack(game, (0, 2), GUARD)  # not of the filter: not counted
    assert not conditions_hold(game, (condition,))
    assert declare_attack(game, (1, 1), GUARD)
    assert GUARD in game.opponent_squares  # no battle destroyed it: attacks count, not destructions
    assert conditions_hold(game, (condition,))
    game.turn += 1
    assert not conditions_hold(game, (condition,))  # counted for that turn only (goldfish.turn_record)


def test_the_hand_ability_is_played_only_after_the_attacks():
    game = game_with({(0, 0): _dragon(), (0, 2): _dragon()}, {GUARD: 50000})
    zx = card(cost=5)
    game.scripts = {zx.number: read_card(zx.number, FROM_HAND)}
    game.hand = [zx]
    assert declare_attack(game, (0, 0), GUARD)
    assert next_activation(game) is None  # one attack: the ability may not be played (806.1)
    assert declare_attack(game, (0, 2), GUARD)
    activate(game, *next_activation(game))
    assert game.hand == []
    assert game.squares[(1, 1)].card is zx
