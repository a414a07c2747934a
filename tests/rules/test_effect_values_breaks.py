"""ブレイク (1019, effects.breaks, effects.run.breaks): a rebooted Z/X of yours breaks and becomes a Z/X of your hand,
going face down under it as its force (`OnSquare.force_down`); the conditions on a break, and アルターブレイク (1122)
valid only while the card is broken. Read and carried out in a game, the state after it asserted. Texts are invented
for the tests."""

import dataclasses

import pytest

from tests.rules.builders import card
from tests.rules.test_effect_values import event, fresh
from zxdecks.rules.board import OnSquare
from zxdecks.rules.cards import CardType
from zxdecks.rules.effects import read_card
from zxdecks.rules.effects.coverage import line_part
from zxdecks.rules.effects.language import CardFilter, Condition, Effect, Kind
from zxdecks.rules.effects.run import conditions_hold, event_playable
from zxdecks.rules.effects.words import ZX_ONLY

GATE = "相手のリソースが5枚以上あるか、相手のターンの直前のリソースフェイズに相手が手札からリソースにカードを置いていなかった場合、"
BREAK = "スクエアにあるあなたのリブートの「仮面の騎士」1枚はブレイクしてあなたの手札から「真なる騎士」になる。"
REMINDER = "\n(ブレイクするゼクスが攻撃されていた場合、そのバトルの攻撃目標をブレイクして登場したゼクスに変更する。)"


def _ability(text):
    script = read_card("X", "≪イベント≫" + text)
    assert script.unread == (), script.unread
    (ability,) = script.abilities
    return ability


def _board(game, rebooted=True, force=(), in_hand=True):
    """「仮面の騎士」 on (1, 1) (with a face-up force), 「真なる騎士」 in the hand; the two cards."""
    masked = dataclasses.replace(card("仮面の騎士", cost=3), power=4500)
    true = dataclasses.replace(card("真なる騎士", cost=7), power=10500)
    game.squares[(1, 1)] = OnSquare(masked, rebooted, 4500, force=list(force) or None)
    game.hand = [card("ただの札"), *([true] if in_hand else [])]
    return masked, true


def test_the_break_sentence_reads_both_cards_and_its_condition_and_the_reminder_adds_nothing():
    ability = _ability(GATE + BREAK + REMINDER)
    zx = ZX_ONLY.types
    assert ability.effects == (
        Effect(
            Kind.BREAK, 1, filter=CardFilter(name_is="真なる騎士", types=zx), to="own rebooted",
            under=CardFilter(name_is="仮面の騎士", types=zx),
        ),
    )  # fmt: skip
    assert ability.conditions == (
        Condition(
            "any_of", either=(Condition("opponent_resources_at_least", 5), Condition("opponent_skipped_resource"))
        ),
    )
    assert line_part(ability) == "acting"
    costs = _ability(
        "あなたか相手のリソースが5枚以上ある場合、スクエアにあるあなたのコスト3以下のリブートの[騎士]1枚はブレイクして"
        "あなたの手札からコスト6以上の[騎士]になる。"
    ).effects[0]
    assert (costs.under.race, costs.under.max_cost, costs.filter.race, costs.filter.min_cost) == ("騎士", 3, "騎士", 6)


def test_a_break_of_a_zx_with_a_keyword_filter_stays_unread():
    text = "≪イベント≫スクエアにあるあなたの“≪S≫ライフリカバリー”を持つリブートの[騎士]1枚はブレイクしてあなたの手札から「真なる騎士」になる。"
    script = read_card("X", text)
    assert (script.abilities, len(script.unread)) == ((), 1)


def test_the_break_puts_the_hand_zx_on_the_square_rebooted_with_the_broken_one_face_down_under_it():
    game = fresh()
    under = card("下の札")
    masked, true = _board(game, force=[under])
    before = sorted(c.number for c in game.all_cards())
    assert event(game, BREAK)
    unit = game.squares[(1, 1)]
    assert (unit.card, unit.rebooted, unit.entered_how) == (true, True, "break")
    assert (unit.force, unit.force_down) == (None, [masked])  # 1019.2: A face down in B's force
    assert game.trash == [under]  # A's own force: no card on a square to go with, 908.1
    assert [c.name for c in game.hand] == ["ただの札"]
    assert sorted(c.number for c in game.all_cards()) == before  # nothing lost, nothing made
    game.leave(unit)  # B off its square: its face-down force goes to the trash too (908.1)
    assert game.trash == [under, masked]


@pytest.mark.parametrize(("rebooted", "in_hand"), [(False, True), (True, False)], ids=["slept-zx", "no-zx-in-hand"])
def test_without_a_rebooted_zx_to_break_or_a_zx_to_become_nothing_happens(rebooted, in_hand):
    game = fresh()
    masked, _ = _board(game, rebooted=rebooted, in_hand=in_hand)
    hand = list(game.hand)
    event(game, BREAK)  # 1019.2a: not done
    assert (game.squares[(1, 1)].card, game.squares[(1, 1)].force_down, game.hand) == (masked, None, hand)
    assert not event_playable(game, _ability(BREAK))  # the goldfish does not play the event for nothing


@pytest.mark.parametrize(("turn", "broke"), [(3, False), (4, True)])
def test_the_opponents_resources_gate_the_break_and_a_skipped_resource_phase_never_holds(turn, broke):
    game = fresh()
    game.turn = turn  # going first: before turn 4 the opponent has had 3 turns, 5 resources (402.1m, 504.3)
    _, true = _board(game)
    event(game, GATE + BREAK)
    assert (game.squares[(1, 1)].card is true) is broke
    assert not conditions_hold(game, (Condition("opponent_skipped_resource"),), None)


ALTER = "≪自≫アルターブレイク(このカードがブレイクしていると有効。)\n【有効】スクエア【誘発】このカードが登場する。\n【効果】カードを2枚引く。"


@pytest.mark.parametrize("broken", [True, False], ids=["entered-by-a-break", "entered-from-the-hand"])
def test_an_alter_break_enter_ability_resolves_only_when_the_card_entered_broken(broken):
    game = fresh()
    _, true = _board(game)
    script = read_card(true.number, ALTER)
    assert script.unread == ()
    assert script.abilities[0].conditions == (Condition("self_broken"),)
    assert line_part(script.abilities[0]) == "acting"
    scripts = {true.number: script}
    if broken:
        event(game, BREAK, scripts)
    else:
        game.scripts = scripts
        game.hand.remove(true)
        game.enter(true, "hand", (0, 0))
    assert len(game.hand) == 1 + 2 * broken


def test_alter_break_gates_an_activated_and_a_constant_ability_on_this_card_being_broken():
    activated = read_card(
        "X", "≪起≫アルターブレイク\n【有効】≪自分ターン1≫スクエア【コスト】《無0・無0》【効果】カードを1枚引く。"
    ).abilities[0]
    constant = read_card("Y", "≪常≫アルターブレイク【有効】スクエア【効果】このカードのパワーを+3000する。").abilities[
        0
    ]
    assert activated.conditions == (Condition("self_broken"),)
    assert constant.statics[0].conditions == (Condition("self_broken"),)
    game = fresh()
    unit = OnSquare(card(), True, 3000)
    assert not conditions_hold(game, activated.conditions, unit)
    unit.force = [card()]  # a face-up force is no break
    assert not conditions_hold(game, activated.conditions, unit)
    unit.force_down = [card()]
    assert conditions_hold(game, activated.conditions, unit)


@pytest.mark.parametrize("broken", [True, False])
def test_a_broken_zx_on_the_squares_and_a_break_this_turn_gate_what_follows(broken):
    game = fresh()
    _board(game)
    if broken:
        event(game, BREAK)
    event(game, "スクエアにあなたのブレイクしているゼクスがある場合、カードを1枚引く。")
    event(game, "このターンの間にあなたのゼクスがブレイクしていた場合、カードを1枚引く。")
    assert len(game.hand) == (1 if broken else 2) + 2 * broken  # the B left the hand when it broke
    game.turn += 1
    assert conditions_hold(game, (Condition("square_state_at_least", 1, ZX_FILTER, "break"),), None) is broken
    assert not conditions_hold(game, (Condition("broke_this_turn"),), None)  # only this turn's


ZX_FILTER = CardFilter(types=ZX_ONLY.types)


def test_a_face_down_force_counts_as_force_but_matches_no_filter_of_it():
    game = fresh()
    unit = OnSquare(card(), True, 3000, force_down=[dataclasses.replace(card("赤の札"), races=("騎士",))])
    has = (Condition("self_force_at_least", 1),)
    knight = (Condition("self_force_at_least", 1, CardFilter(race="騎士")),)
    assert conditions_hold(game, has, unit)  # 312.3a: it has force
    assert not conditions_hold(game, knight, unit)  # hidden (312.2a): its race is not seen


def test_a_zx_that_entered_by_a_break_entered_by_a_cards_ability_not_played_nor_from_outside_the_hand():
    game = fresh()
    _, true = _board(game)
    event(game, BREAK)
    unit = game.squares[(1, 1)]
    assert unit.card is true
    ways = {
        "self_by_ability": True,
        "self_played": False,
    }
    for kind, holds in ways.items():
        assert conditions_hold(game, (Condition(kind),), unit) is holds, kind
    assert conditions_hold(game, (Condition("self_entered_this_turn", name="ability"),), unit)
    assert not conditions_hold(game, (Condition("self_entered_this_turn", name="not_hand"),), unit)


def test_a_zx_that_cannot_break_is_never_the_one_that_breaks():
    game = fresh()
    masked, _ = _board(game)
    script = read_card(masked.number, "≪常≫【有効】スクエア【効果】このカードはブレイクできない。")
    assert [st.kind for st in script.abilities[0].statics] == ["no_break"]
    event(game, BREAK, {masked.number: script})
    assert (game.squares[(1, 1)].card, game.squares[(1, 1)].force_down) == (masked, None)


@pytest.mark.parametrize("in_hand", [True, False])
def test_an_event_extra_that_breaks_is_played_from_the_dynamis_only_when_the_break_can_be_done(in_hand):
    game = fresh()
    masked, true = _board(game, in_hand=in_hand)
    extra = dataclasses.replace(card("覚醒の一撃", CardType.EV_EX, cost=0))
    game.scripts = {extra.number: read_card(extra.number, "≪イベント≫" + BREAK, "")}  # no play condition: its cost
    game.dynamis = [extra]
    assert game.dynamis_playable() == ([0] if in_hand else [])  # 1019.2a: nothing to break into, not played
    if in_hand:
        assert game.play_from_dynamis(0)
        unit = game.squares[(1, 1)]
        assert (unit.card, unit.force_down, game.dynamis_face_up) == (true, [masked], [extra])  # 806.3c
