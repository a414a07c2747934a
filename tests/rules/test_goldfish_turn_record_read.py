"""turn_record.read_events: the events of the turn's record a deck's scripts read, and the hot paths (an attack, a
point of damage, a Z/X entering, a draw) noting only those in run_game's games, every one in any other game."""

from __future__ import annotations

import dataclasses

from tests.rules.builders import card
from tests.rules.test_effect_values import fresh
from zxdecks.rules.cards import CardFacts, Zone
from zxdecks.rules.deck import Deck, DeckEntry
from zxdecks.rules.effects import read_card, read_pool
from zxdecks.rules.effects.language import CardScript, Condition, ConditionKind
from zxdecks.rules.effects.run import conditions_hold
from zxdecks.rules.effects.turn_conditions import ATTACKED, DECK_TRASH, DREW, DREW_ANY, LIFE_DECREASED
from zxdecks.rules.goldfish import OnSquare
from zxdecks.rules.goldfish.battle import declare_attack
from zxdecks.rules.goldfish.simulate import per_deck, run_game
from zxdecks.rules.goldfish.turn_record import EVERY_EVENT, read_events

ENTER = "≪自≫このカードが登場した時、"
ATTACKED3 = "≪起≫【有効】スクエア【コスト】《無0・無0》【効果】このターンの間にあなたのゼクスが3回以上攻撃していた場合、カードを1枚引く。"
ATTACKS_COST = "≪常≫【有効】デュナミス【効果】このターンの間にあなたのゼクスが攻撃した回数分、このカードのコストを-1する。ただし、0以下にならない。"
DREW_ANY1 = ENTER + "このターンの間にあなたがカードを1枚以上引いていた場合、カードを1枚引く。"
KEY = (
    "≪自≫【有効】≪自分ターン≫デュナミス【誘発】ターン終了時。\n【効果】このターンの間に、あなたのカード名に「竜騎」を含むゼクスが"
    "攻撃によって相手のゼクスを破壊していたか、あなたがあなたのカードの能力でカードを引いていた場合、あなたは≪鍵≫を1個得る。"
)


def _zx() -> CardFacts:
    return dataclasses.replace(card(cost=1), power=3000)


def _events(text: str) -> frozenset[str]:
    return read_events([read_card("A", text)])


def test_the_events_read_are_those_the_conditions_counts_and_ignitions_name():
    assert _events(ATTACKED3) == {ATTACKED}
    assert _events(DREW_ANY1) == {DREW_ANY}
    assert _events(ENTER + "このターンの間にあなたの[竜]がトラッシュから登場していた場合、カードを1枚引く。") == {
        "entered_from:trash"
    }
    assert _events(KEY) == {"attack_destroyed", DREW}  # both of 「AかB」 (ANY_OF's conditions)
    assert _events(ATTACKS_COST) == {ATTACKED}  # a constant ability's count of the record (run.statics)
    assert _events(ENTER + "1回イグニッションする。") == {DECK_TRASH}  # run.zones.ignite counts its own
    assert _events(ENTER + "カードを1枚引く。") == frozenset()
    assert read_events([]) == frozenset()


def test_a_game_not_told_records_every_event():
    game = fresh()
    assert game.recorded is EVERY_EVENT
    assert LIFE_DECREASED in game.recorded
    game.draw(2)
    assert game.turn_events()[DREW_ANY] == [None, None]


def test_a_draw_is_noted_when_a_script_reads_it_and_the_condition_holds():
    script = read_card("A", DREW_ANY1)
    (ability,) = script.abilities
    drew = Condition(ConditionKind.DID_THIS_TURN, name=DREW_ANY, n=1)
    for recorded, holds in ((read_events([script]), True), (frozenset(), False)):
        game = fresh()
        game.recorded = recorded
        game.draw(1)
        assert conditions_hold(game, ability.conditions) is holds
        assert conditions_hold(game, (drew,)) is holds
        assert (DREW_ANY in game.turn_events()) is holds


def test_an_attack_is_noted_only_for_a_deck_that_reads_attacks():
    for recorded, noted in (({ATTACKED}, 1), (frozenset(), 0)):
        game = fresh()
        game.recorded = recorded
        game.squares[(1, 1)] = OnSquare(_zx(), True, 3000)
        assert declare_attack(game, (1, 1))
        assert len(game.turn_events().get(ATTACKED, ())) == noted
        assert game.opponent_life == 3  # the battle itself the same


def _deck(text: str) -> tuple[Deck, dict[str, CardScript]]:
    zx = _zx()
    return Deck.of([DeckEntry(zx, 50, Zone.DECK)]), read_pool([(zx.number, text)])


def test_run_game_tells_its_game_the_events_the_decks_scripts_read():
    reading, scripts = _deck(ATTACKED3)
    game, _ = run_game(reading, 1, turns=3, first=False, track_seen=False, scripts=scripts)
    assert game.recorded == {ATTACKED} == per_deck(reading, scripts)[3]
    plain, plain_scripts = _deck(ENTER + "カードを1枚引く。")
    game, _ = run_game(plain, 1, turns=3, first=False, track_seen=False, scripts=plain_scripts)
    assert game.recorded == frozenset()
    assert DREW_ANY not in (game.turn_log or {})
    assert run_game(plain, 1, turns=1, first=False, track_seen=False)[0].recorded == frozenset()  # no scripts
