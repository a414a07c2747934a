"""Handlers that give this card or the Z/X an effect names something until end of turn: 絶界 (1107), a Range (1105),
an attack on the player square from anywhere, more damage to the opponent, auto abilities (run.executors)."""

from __future__ import annotations

from zxdecks.rules.board import OnSquare
from zxdecks.rules.effects.api import GameAPI
from zxdecks.rules.effects.language import Ability, Effect, Trigger
from zxdecks.rules.effects.run.table import At


def grant_zekkai(game: GameAPI, effect: Effect, at: At) -> bool:
    """This card on its square has 絶界 (1107) until end of turn: out of your own choices (run.choices.choosable)
    until 507.3. With `to` "entered" each Z/X the effect before put onto squares that is still there has it (with
    "trigger" the Z/X of yours that set the ability off), its power raised by `take` first (「そのゼクスのパワーを+Nし、
    ≪絶界≫を与える」); with `rest` "next" through the opponent's next turn too."""
    if effect.to in ("entered", "trigger"):
        named = at.entered if effect.to == "entered" else [at.by] if at.by is not None else []
        given = [u for u in named if game.squares_holding(u) is not None]
    else:
        given = [at.unit] if at.unit is not None and game.squares_holding(at.unit) is not None else []
    for unit in given:
        if effect.take:
            game.raise_power(unit, effect.take)
        unit.zekkai_turn = game.turn
        if effect.rest != "next":
            game.at_end_of_turn.append((unit, "zekkai_off"))
    return bool(given)


def grant_player_attack(game: GameAPI, effect: Effect, at: At) -> bool:
    """This card on its square may attack the opponent's player square from wherever it is until end of turn
    (「ターン終了時まで、このカードは相手のプレイヤースクエアにも攻撃できる」: goldfish.battle.can_attack_player)."""
    unit = at.unit
    if unit is None or game.squares_holding(unit) is None:
        return False
    unit.player_attack_turn = game.turn
    return True


def forbid_attack(game: GameAPI, effect: Effect, at: At) -> bool:
    """No attack this turn (602.1a: goldfish.battle asks `OnSquare.no_attack_turn`), or with `rest` "normal" only
    one against a Z/X on a normal square (`zx_only_turn`), for this card, the Z/X the effect before put onto squares
    ("entered"), the Z/X of yours that set the ability off ("trigger"), this card and those ("both"), or every Z/X
    of yours of the filter on squares now ("all", 「現在スクエアにあるすべてのあなたの…」)."""
    if effect.to == "all":
        barred = [u for u in game.squares.values() if effect.filter.matches(u.card)]
    else:
        named = [at.unit] if effect.to in ("", "both") and at.unit is not None else []
        named += at.entered if effect.to in ("entered", "both") else []
        named += [at.by] if effect.to == "trigger" and at.by is not None else []
        barred = [u for u in named if game.squares_holding(u) is not None]
    for unit in barred:
        if effect.rest == "normal":
            unit.zx_only_turn = game.turn
        else:
            unit.no_attack_turn = game.turn
    return bool(barred)


def damage_up(game: GameAPI, effect: Effect, at: At) -> bool:
    """This card on its square deals n more damage to the opponent when its attack reaches the player, until end of
    turn (「ターン終了時まで、このカードが相手に与えるダメージを+Nする」: goldfish.battle, 604.3c); more of them add up.
    With `rest` "zx", n more to the opponent's Z/X (in battle and by abilities: run.granted.zx_damage_bonus), of this
    card or (`to` "all") of every Z/X of yours on squares now (effects.attack_bars)."""
    if effect.rest == "zx":
        units = list(game.squares.values()) if effect.to == "all" else [at.unit] if at.unit is not None else []
        units = [u for u in units if game.squares_holding(u) is not None]
        for u in units:
            zx_damage_up(game, u, effect.n)
        return bool(units)
    unit = at.unit
    if unit is None or game.squares_holding(unit) is None:
        return False
    n, turn = unit.damage_up
    unit.damage_up = ((n if turn == game.turn else 0) + effect.n, game.turn)
    return True


def zx_damage_up(game: GameAPI, unit: OnSquare, n: int) -> None:
    """The unit deals n more damage to the opponent's Z/X this turn, besides what it had this turn."""
    had, turn = unit.zx_damage_up
    unit.zx_damage_up = ((had if turn == game.turn else 0) + n, game.turn)


def grant_range(game: GameAPI, effect: Effect, at: At) -> bool:
    """This card on its square has Range n (1105) until end of turn; with `to` "entered", each Z/X the effect before
    put onto squares that is still there (「ターン終了時まで、そのゼクスに≪レンジN≫を与える」), with "trigger" the Z/X of
    yours that set the ability off."""
    if effect.to in ("entered", "trigger"):
        named = at.entered if effect.to == "entered" else [at.by] if at.by is not None else []
        given = [u for u in named if game.squares_holding(u) is not None]
        for unit in given:
            game.grant_range(unit, effect.n)
        return bool(given)
    if at.unit is None or game.squares_holding(at.unit) is None:
        return False
    game.grant_range(at.unit, effect.n)
    return True


def damage_shield(game: GameAPI, effect: Effect, at: At) -> bool:
    """「ターン終了時まで、あなたが次に受けるダメージを-N」: the next damage you take in this turn is n less
    (goldfish.damage.take_damage uses it up); more of them before it add up."""
    turn, theirs, n = game.damage_shield
    same = (turn, theirs) == (game.turn, game.opponents_turn)
    game.damage_shield = (game.turn, game.opponents_turn, (n if same else 0) + effect.n)
    return True


def give(game: GameAPI, unit: OnSquare, abilities: tuple[Ability, ...]) -> None:
    """The auto abilities a card's effect grants `unit` until end of turn (effects.granted_effects), besides those
    granted earlier this turn."""
    turn, had = unit.granted
    unit.granted = (game.turn, (*(had if turn == game.turn else ()), *abilities))


def granted_now(game: GameAPI, unit: OnSquare, trigger: Trigger) -> list[Ability]:
    """The auto abilities set off by `trigger` that a card's effect granted `unit` this turn (run.resolve.fire)."""
    turn, had = unit.granted
    return [a for a in had if isinstance(a, Ability) and a.trigger is trigger] if turn == game.turn else []


def grant_ability(game: GameAPI, effect: Effect, at: At) -> bool:
    """「ターン終了時まで、このカードは以下の能力を得る。“≪自≫…”」: this card on its square has the auto abilities
    until end of turn."""
    unit = at.unit
    if unit is None or game.squares_holding(unit) is None:
        return False
    give(game, unit, effect.granted)
    return True
