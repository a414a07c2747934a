"""Shifting from the Dynamis (806.1c/k, 806.3d, 1016): a shift card onto a Z/X of yours its 剣臨器 names, once a turn
besides the Extra card (506.2), when its 剣臨条件 holds and no shift of yours is on a square (202.8c); no resource
cost (806.1f). The shift rides on the unit (OnSquare.shift) and goes face up to the Dynamis when the unit leaves
(913.1). While it is there the card under it has, besides its own, the shift's name, text, colour and race (202.8d/e;
a colour or race it has already is not had twice, 202.8f): the unit's card is then the two as one (`shared_card`,
the card itself kept in OnSquare.base), and its script the two texts as one (`shared_scripts`)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import TYPE_CHECKING

from zxdecks.rules.board import OnSquare
from zxdecks.rules.cards import CardFacts
from zxdecks.rules.effects import run
from zxdecks.rules.effects.api import Target
from zxdecks.rules.effects.awakening import DynamisPlay, PlayKind
from zxdecks.rules.effects.language import CardScript, Trigger

if TYPE_CHECKING:
    from zxdecks.rules.goldfish.game import Game


def shift_play(game: Game, card: CardFacts) -> DynamisPlay | None:
    """The card's read shift play, or None when it is not a shift the goldfish plays."""
    script = game.scripts.get(card.number)
    play = script.dynamis if script is not None else None
    return play if play is not None and play.kind is PlayKind.SHIFT else None


def gate_holds(game: Game, play: DynamisPlay) -> bool:
    """剣臨条件: at least N cards (of a kind) in a zone of yours, or N resources of the opponent's."""
    if play.opponent:
        return game.opponent_resources() >= play.gate_count
    zone: list[CardFacts] = (
        [r.card for r in game.resources] if play.gate_zone == "resources" else getattr(game, play.gate_zone)
    )
    kept = play.gate_filter
    return (len(zone) if kept is None else sum(1 for c in zone if kept.matches(c))) >= play.gate_count


def hosts(game: Game, play: DynamisPlay) -> list[tuple[tuple[int, int], OnSquare]]:
    """806.1c: the Z/X of yours the 剣臨器 names, none with a shift on it; none at all while a shift of yours is on
    a square (202.8c)."""
    target = play.target
    if target is None or any(u.shift is not None for u in game.squares.values()):
        return []
    return [(sq, u) for sq, u in sorted(game.squares.items()) if target.matches(u.card)]


def can_shift(game: Game, card: CardFacts) -> bool:
    """Whether the shift card can be played now (once a turn, 506.2)."""
    play = shift_play(game, card)
    if play is None or game.shift_played_turn == game.turn:
        return False
    script = game.scripts[card.number]
    if script.restricted and (script.play_restriction or not run.play_allowed(game, script, card)):
        return False  # 806.1: its own text forbids it now
    return gate_holds(game, play) and bool(hosts(game, play))


def play_shift(game: Game, index: int) -> bool:
    """806.3d: the shift onto the Z/X the policy picks among those its 剣臨器 names (a unit it raises: one that can
    still attack first)."""
    card = game.dynamis[index]
    play = shift_play(game, card)
    if play is None or not can_shift(game, card):
        return False
    found = hosts(game, play)
    chosen = game.policy.choose_units(game, Target.POWER_UP, found, 1, 0)
    if len(chosen) != 1 or not 0 <= chosen[0] < len(found):
        return False
    square, unit = found[chosen[0]]
    game.dynamis.pop(index)
    unit.shift = card
    share(game, unit, card)
    game.shift_played_turn = game.turn
    game.dynamis_plays += 1
    if game.watch is not None:
        game.watch(game, "dynamis", card)
    if game.log_enabled:
        game.note("shift", "806.3d", f"{card.name} shifts onto {unit.card.name} at {square}")
    game.check_rules()
    run.fire(game, Trigger.SHIFTED, unit)
    if game.scripts and Trigger.ZX_SHIFTED in game.traits().triggers and not game.defeated:
        run.fire_moment(game, Trigger.ZX_SHIFTED, True)  # 1016.1: a Z/X of yours shifted (squares and zones)
    return True


def can_shift_onto(game: Game, card: CardFacts, unit: OnSquare) -> bool:
    """1016.1: the shift card's read 剣臨器 names the unit, and no shift is on it (one shift a card, 202.8a)."""
    play = shift_play(game, card)
    return play is not None and play.target is not None and unit.shift is None and play.target.matches(unit.card)


def shift_by_effect(game: Game, zone: str, card: CardFacts, unit: OnSquare) -> bool:
    """1016.1 by an effect (「…シフトを1枚選び、このカードにシフトする」): the shift card of your Dynamis (`zone`
    "dynamis" face down or "dynamis_face_up") onto the unit, not played (806 is not asked, no once-a-turn mark); its
    「このカードにシフトする」 abilities fire."""
    held: list[CardFacts] = getattr(game, zone)
    index = next((i for i, c in enumerate(held) if c is card), None)
    if index is None or not can_shift_onto(game, card, unit) or game.squares_holding(unit) is None:
        return False
    held.pop(index)
    unit.shift = card
    share(game, unit, card)
    if game.log_enabled:
        game.note("shift", "1016.1", f"{card.name} shifts onto {unit.card.name} by an effect")
    game.check_rules()
    run.fire(game, Trigger.SHIFTED, unit)
    if game.scripts and Trigger.ZX_SHIFTED in game.traits().triggers and not game.defeated:
        run.fire_moment(game, Trigger.ZX_SHIFTED, True)  # 1016.1: a Z/X of yours shifted
    return True


def shared_card(base: CardFacts, shift: CardFacts) -> CardFacts:
    """202.8d–f: the card under a shift with the shift's name, colour and race besides its own (each once), and a
    number of its own that names the two texts as one; type, cost, power and icons stay the card's."""
    colors = base.colors | shift.colors
    return replace(
        base, number=f"{base.number}+{shift.number}", names=base.names | shift.names, colors=colors,
        multicolor=base.multicolor or len(colors) > 1, keywords=base.keywords | shift.keywords,
        plain=base.plain and shift.plain,  # the shift's abilities are the card's too
        races=base.races + tuple(r for r in shift.races if r not in base.races),
    )  # fmt: skip


_SHARED: dict[tuple[int, str], tuple[Mapping[str, CardScript], Mapping[str, CardScript]]] = {}


def shared_scripts(scripts: Mapping[str, CardScript], base: str, shift: str) -> Mapping[str, CardScript]:
    """The scripts with one more: the card's and the shift's abilities as one card's text (202.8e), under the
    shared card's number; cached per scripts mapping, as a simulation shifts the same cards game after game (and
    the traits the game works out once per mapping come with it)."""
    number = f"{base}+{shift}"
    key = (id(scripts), number)
    hit = _SHARED.get(key)
    if hit is not None and hit[0] is scripts:
        return hit[1]
    if len(_SHARED) > 256:
        _SHARED.clear()
    own, shared = scripts.get(base), scripts.get(shift)
    abilities = (own.abilities if own else ()) + (shared.abilities if shared else ())
    merged = CardScript(number, abilities, (own.unread if own else ()) + (shared.unread if shared else ()))
    found = {**scripts, number: merged}
    _SHARED[key] = (scripts, found)
    return found


def share(game: Game, unit: OnSquare, shift: CardFacts) -> None:
    """202.8d: the unit's card takes on the shift's information; a constant power ability of the shift's text
    counts for it from now (811)."""
    base = unit.base or unit.card  # the card itself (a name its text adds on squares stays on the unit's card)
    unit.base, unit.card = base, shared_card(unit.card, shift)
    if game.scripts:
        game.scripts = shared_scripts(game.scripts, base.number, shift.number)
        script = game.scripts.get(shift.number)
        if script is not None and script.power_bonus and unit.power is not None:
            unit.power += script.power_bonus
