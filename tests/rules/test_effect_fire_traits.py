"""run.fire_entered and run.fire given the caller's traits: the game's traits are asked again only when what fired
changed the scripts (a shift), so an in-zone ability a shift brings is still asked (session 20, speedC).

A real game throughout (the compiled engine takes no stand-in for it): the traits a caller gives are the game's own
with the in-zone triggers left out, so which traits answered shows in what resolves; the game's traits() is wrapped
on the instance to count its asks (both engines call a game's methods through the instance)."""

from __future__ import annotations

import dataclasses
from dataclasses import replace
from typing import Any

from tests.rules.builders import card, scripted_card
from tests.rules.test_effect_values import fresh
from zxdecks.rules.cards import CardType
from zxdecks.rules.effects import read_card
from zxdecks.rules.effects.language import Trigger
from zxdecks.rules.effects.run import phases
from zxdecks.rules.effects.run.resolve import fire
from zxdecks.rules.goldfish import OnSquare, Resource

ENTERS = Trigger.ZX_ENTERS
DRAW = "\n【効果】カードを1枚引く。"
OTHER_ENTERS = "このカード以外のあなたのゼクスが登場する。"
IN_TRASH = "≪自≫【有効】トラッシュ【誘発】" + OTHER_ENTERS + DRAW  # valid in the trash (803.1d)
DRAGON_ENTERS = "≪自≫【有効】スクエア【誘発】あなたの[ドラゴン]が登場する。" + DRAW  # set off, resolves nothing here
SHIFTS_HERE = (
    "≪自≫【有効】スクエア【誘発】" + OTHER_ENTERS + "\n【効果】あなたのデュナミスにあるカード名に「王冠」を含むシフトを"
    "1枚まで選び、このカードにシフトする。"
)
SWORD = "剣臨条件:あなたのリソースが1枚以上/剣臨器:カード名に「紅剣」を含むゼクス"


def _counting(game: Any) -> list[int]:
    """The game's asks of traits(), counted (one entry an ask)."""
    asked: list[int] = []
    real = game.traits

    def traits() -> Any:
        asked.append(1)
        return real()

    game.traits = traits
    return asked


def _game(host_text: str) -> tuple[Any, OnSquare, OnSquare, Any]:
    """A host Z/X of `host_text` on a square, a Z/X just entered beside it, a card in the trash whose in-trash
    ability draws when a Z/X of yours enters, a 王冠 shift in the Dynamis for the host; the game, host, entered, and
    the game's traits without the in-zone triggers (what a caller that read them before would give)."""
    game = fresh()
    game.resources = [Resource(card())]  # the shift's 剣臨条件
    scripted_card(game, host_text, at=(1, 1), name="紅剣 ロード", cost=5, power=5000)
    watcher, _ = scripted_card(game, IN_TRASH)
    game.trash = [watcher]
    shift = replace(card("王冠の剣", type_=CardType.SHIFT), cost=None)
    game.dynamis = [shift]
    game.scripts = {**game.scripts, shift.number: read_card(shift.number, "", SWORD)}
    newcomer = dataclasses.replace(card(cost=1), power=1000)
    game.squares[(0, 1)] = OnSquare(newcomer, True, 1000)
    traits = game.traits()
    assert ENTERS in traits.triggers
    assert ENTERS in traits.zone_triggers  # the game's own traits would ask the trash
    return game, game.squares[(1, 1)], game.squares[(0, 1)], replace(traits, zone_triggers=frozenset())


def test_a_fire_that_shifts_a_card_in_makes_the_in_zone_abilities_asked_with_the_new_traits() -> None:
    game, host, entered, given = _game(SHIFTS_HERE)
    shift = game.dynamis[0]
    hand = len(game.hand)
    asked = _counting(game)
    phases.fire_entered(game, entered, ENTERS, True, None, given)
    assert host.shift is shift  # what fired shifted a card: the scripts changed
    assert len(game.hand) == hand + 1  # the trash's ability asked, with the traits of the scripts now
    assert asked  # the game was asked them


def test_without_a_shift_the_callers_traits_answer_and_the_game_is_not_asked() -> None:
    game, _, entered, given = _game(DRAGON_ENTERS)
    hand = len(game.hand)
    asked = _counting(game)
    phases.fire_entered(game, entered, ENTERS, True, None, given)
    assert len(game.hand) == hand  # the caller's traits say no in-zone trigger: the trash is not asked
    assert asked == []  # nor the game, by fire_entered or by fire (the host's ability is set off, resolves nothing)
    phases.fire_entered(game, entered, ENTERS, True, None, replace(given, zone_triggers=frozenset({ENTERS})))
    assert len(game.hand) == hand + 1  # they say there is one: the trash's ability draws (its draw asks the game)


def test_fire_takes_the_granted_triggers_from_the_given_traits_else_from_the_game() -> None:
    game = fresh()
    unit = OnSquare(card(), True, 3000)  # no ability of its own, nothing granted it
    game.squares[(1, 1)] = unit
    scripted_card(game, "≪自≫【有効】スクエア【誘発】このカードが登場する。" + DRAW)  # scripts, of another card
    given = game.traits()
    asked = _counting(game)
    fire(game, ENTERS, unit, traits=given)
    assert asked == []
    fire(game, ENTERS, unit)
    assert asked == [1]  # fire asked the game
