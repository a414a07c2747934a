"""run.fire_entered and run.fire given the caller's traits: the game's traits are asked again only when what fired
changed the scripts (a shift), so an in-zone ability a shift brings is still asked (session 20, speedC)."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

import pytest

from zxdecks.rules.effects.language import Trigger
from zxdecks.rules.effects.run import phases
from zxdecks.rules.effects.run.resolve import fire

ENTERS = Trigger.ZX_ENTERS


def _traits(zone: bool) -> SimpleNamespace:
    return SimpleNamespace(triggers=frozenset({ENTERS}), zone_triggers=frozenset({ENTERS}) if zone else frozenset())


class _Game:
    """Just what fire_entered reads: one Z/X of yours with a 「あなたのゼクスが登場した時」 ability."""

    def __init__(self, unit: Any) -> None:
        self.scripts: dict[str, Any] = {"A-001": SimpleNamespace(by_trigger={ENTERS: ("ability",)})}
        self.squares = {(0, 0): unit}
        self.defeated = self.won = False
        self.asked = 0

    def squares_holding(self, unit: Any) -> tuple[int, int] | None:
        return (0, 0) if unit is self.squares[(0, 0)] else None

    def traits(self) -> SimpleNamespace:
        self.asked += 1
        return _traits(zone="B-002" in self.scripts)


@pytest.fixture
def seen(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """What the fire and the in-zone scan were asked, the fire shifting when the unit is a 'shifter'."""
    calls: list[str] = []

    def fake_fire(game: Any, trigger: Any, unit: Any, own: Any = None, by: Any = None, traits: Any = None) -> None:
        calls.append(f"fire traits={'given' if traits is not None else 'none'}")
        if unit.shifts:
            game.scripts = {**game.scripts, "B-002": SimpleNamespace(by_trigger={})}  # a shift: new scripts

    monkeypatch.setattr(phases, "fire", fake_fire)
    monkeypatch.setattr(phases, "_entered_in_zones", lambda *a: calls.append("in zones"))
    return calls


def _unit(shifts: bool) -> SimpleNamespace:
    return SimpleNamespace(card=SimpleNamespace(number="A-001"), shifts=shifts)


@pytest.mark.interpreted
def test_a_fire_that_shifts_a_card_in_makes_the_in_zone_abilities_asked_with_the_new_traits(seen: list[str]) -> None:
    unit = _unit(shifts=True)
    game = _Game(unit)
    phases.fire_entered(game, unit, ENTERS, True, None, _traits(zone=False))  # type: ignore[arg-type]
    assert seen == ["fire traits=given", "in zones"]
    assert game.asked == 1  # asked once, after the shift


@pytest.mark.interpreted
def test_without_a_shift_the_callers_traits_answer_and_the_game_is_not_asked(seen: list[str]) -> None:
    unit = _unit(shifts=False)
    game = _Game(unit)
    phases.fire_entered(game, unit, ENTERS, True, None, _traits(zone=False))  # type: ignore[arg-type]
    assert seen == ["fire traits=given"]
    assert game.asked == 0
    phases.fire_entered(game, unit, ENTERS, True, None, _traits(zone=True))  # type: ignore[arg-type]
    assert seen == ["fire traits=given", "fire traits=given", "in zones"]
    assert game.asked == 0


@pytest.mark.interpreted
def test_fire_takes_the_granted_triggers_from_the_given_traits_else_from_the_game() -> None:
    unit = SimpleNamespace(card=SimpleNamespace(number="X-001"), granted=(-1,))
    game = SimpleNamespace(scripts={"Y-001": None}, turn=1, asked=0)

    def traits() -> SimpleNamespace:
        game.asked += 1
        return SimpleNamespace(granted_triggers=frozenset())

    game.traits = traits
    fire(game, ENTERS, unit, traits=SimpleNamespace(granted_triggers=frozenset()))  # type: ignore[arg-type]
    assert game.asked == 0
    fire(game, ENTERS, unit)  # type: ignore[arg-type]
    assert game.asked == 1
