"""Battle against a goldfish opponent (600–605): the opponent itself, whose player square holds its player card (or
the virtual one, 909/1206), is a target while no Z/X of its own stands there (602.1b); the defenders of a chosen
opponent (goldfish.opponent) are targets too, taking the attacker's power as damage (604.3a) and destroyed by as
much damage as their power (904.1)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

from zxdecks.rules.cards import CardFacts, CardType
from zxdecks.rules.effects import run
from zxdecks.rules.effects.language import CardScript, Trigger
from zxdecks.rules.effects.turn_conditions import OPPONENT_DESTROYED, ZX_DESTROYED
from zxdecks.rules.goldfish.damage import damage_opponent
from zxdecks.rules.goldfish.state import BOARD, OPPONENT_PLAYER_SQUARE, OnSquare
from zxdecks.rules.goldfish.turn_record import ATTACK_DESTROYED, ATTACKED

if TYPE_CHECKING:
    from zxdecks.rules.goldfish.game import Game

Square = tuple[int, int]
# 303.6: "Z/X" on a square means a Z/X, Z/X EX or Z/X OB; only those attack (602.1a), Ascensions never do.
ATTACKERS = frozenset({CardType.ZX, CardType.ZX_EX, CardType.ZX_OB})
# 1002.3's triggers (run.fire_damaged_opponent): a deck without them, granted or not, has nothing to fire there
DAMAGE_TRIGGERS = frozenset({Trigger.DAMAGES_OPPONENT, Trigger.ZX_DAMAGES_OPPONENT})
INFINITE_RANGE = 99  # 1105.3: Range ∞, any square


def distance(a: Square, b: Square) -> int:
    """303.2a: the fewest steps between orthogonal neighbours."""
    return abs(a[0] - b[0]) + abs(a[1] - b[1])


# The squares next to the opponent's player square (602.1b): a Z/X there attacks the opponent without a Range.
NEXT_TO_OPPONENT = tuple(square for square in BOARD if distance(square, OPPONENT_PLAYER_SQUARE) == 1)


_NO_ATTACK, _PLAYER_ATTACK = "no_attack", "player_attack"  # Static kinds (run.no_attack, run.player_attack)
_RANGE, _RANGE_AURA = "range", "range_aura"  # and those of run.static_range on squares


def reach(game: Game, unit: OnSquare) -> int:
    """How far the Z/X may choose its target: next to it (602.1b), or within its Range (1105.2, 1105.3)."""
    granted, turn = unit.granted_range
    auras = 0  # 「…は≪レンジN≫を得る」 (effects.constant_ranges): none unless a script has one or the unit has force
    scripts = game.scripts
    if scripts:
        statics = (game._traits if game._traits_for is scripts else game.traits()).square_statics
        if unit.force or _RANGE in statics or _RANGE_AURA in statics:  # its kinds (host_range: of a force card)
            auras = run.static_range(game, unit)
    return max(game.range_of(unit.card, unit), granted if turn == game.turn else 0, auras)


def may_attack(game: Game, card: CardFacts) -> bool:
    """Whether the card is a Z/X that can ever be an attacking Z/X (602.1a; not 「このカードは攻撃できない」)."""
    if card.type not in ATTACKERS:
        return False
    if not game.scripts:
        return True
    traits = game._traits if game._traits_for is game.scripts else game.traits()  # asked for every card in hand
    return card.number not in traits.no_attack


def can_attack_player(game: Game, square: Square) -> bool:
    """602.1a–c: a rebooted Z/X of yours on the square, and the opponent as a legal target: its player square is
    within reach, holds no Z/X or Ascension (a goldfish opponent has none) and holds a player card."""
    squares = game.squares
    unit = squares.get(square)
    if unit is None or not unit.rebooted or unit.card.type not in ATTACKERS:
        return False
    if OPPONENT_PLAYER_SQUARE in squares or OPPONENT_PLAYER_SQUARE in game.opponent_squares:
        return False  # 602.1b: the opponent's player square must hold no Z/X or Ascension
    statics: frozenset[str] = frozenset()  # the kinds of constant abilities on squares the scripts have
    if game.scripts:
        traits = game._traits if game._traits_for is game.scripts else game.traits()
        statics = traits.square_statics
        if unit.card.number in traits.no_attack or (_NO_ATTACK in statics and run.no_attack(game, unit)):
            return False
    if game.turn in (unit.no_attack_turn, unit.zx_only_turn):  # an effect until end of turn (run.grants)
        return False
    if square in NEXT_TO_OPPONENT or (unit.player_attack_turn and unit.player_attack_turn == game.turn):
        return True  # next to it (asked for every attack: no distance worked out), or an effect widened it
    if _PLAYER_ATTACK in statics and run.player_attack(game, unit):
        return True  # 「このカードは相手のプレイヤースクエアにも攻撃できる」 (a constant ability of its own)
    return 1 <= distance(square, OPPONENT_PLAYER_SQUARE) <= reach(game, unit)  # within its Range (1105.2)


def battles(game: Game, default: bool) -> None:
    """Game.play_turn's battles (601.1): an attack by every Z/X the policy sends, until it sends none or one is not
    legal. `default`: the policy's next_attack is DefaultPolicy's, whose answer while the opponent has no Z/X asks
    all can_attack_player asks (rebooted, a Z/X, the opponent's player square free, the deck's 「攻撃できない」 cards,
    this turn's bars, next to the opponent or within reach) but a conditional 「このカードは攻撃できない」 on squares
    (run.no_attack): without one, the declaration does not ask it again (the scripts change only by a shift, played
    in the main phase)."""
    policy = game.policy
    scripts = game.scripts
    checked = default and not (
        scripts and _NO_ATTACK in (game._traits if game._traits_for is scripts else game.traits()).square_statics
    )
    while not game.won:
        square = policy.next_attack(game)
        if square is None:
            break
        if game.opponent_squares:
            if not declare_attack(game, square, policy.attack_target(game, square)):
                break
        elif not declare_attack(game, square, None, checked and game.scripts is scripts):
            break


def attackers(game: Game) -> list[Square]:
    """The squares from which a battle against the opponent can be declared now."""
    return [square for square in sorted(game.squares) if can_attack_player(game, square)]


def can_attack_zx(game: Game, square: Square, target: Square) -> bool:
    """602.1a–c with a Z/X of the opponent as the target: a rebooted Z/X of yours on `square` and the opponent's
    Z/X on `target` next to it or within its Range."""
    unit = game.squares.get(square)
    if unit is None or not unit.rebooted or target not in game.opponent_squares or not may_attack(game, unit.card):
        return False
    if game.scripts and run.no_attack(game, unit):  # 「(condition、)このカードは攻撃できない」 while it holds
        return False
    if unit.no_attack_turn == game.turn or (unit.zx_only_turn == game.turn and target == OPPONENT_PLAYER_SQUARE):
        return False  # 「ターン終了時まで、…は攻撃できない」, 「…ノーマルスクエアにあるゼクスにしか攻撃できない」 (run.grants)
    if game.scripts and _NO_ATTACK in game.traits().square_statics and run.no_attack(game, unit):
        return False  # 「(condition、)このカードは攻撃できない」 while it holds
    return 1 <= distance(square, target) <= max(1, reach(game, unit))


def declare_attack(game: Game, square: Square, target: Square | None = None, legal: bool = False) -> bool:
    """One battle (601.1) of the Z/X on `square` against the opponent (`target` None) or against the opponent's Z/X
    on `target`; False when the declaration is not legal. `legal`: the caller has just asked all can_attack_player
    asks (see battles)."""
    if game.won or not (
        legal or (can_attack_player(game, square) if target is None else can_attack_zx(game, square, target))
    ):
        return False  # 602.1c
    unit = game.squares[square]
    game.battle = (unit, target)  # 601: in battle until it ends (「バトル中でない」, 「攻撃している」)
    try:  # its steps (602-604), then its end step (605), asked of the cached traits first (after every attack)
        done = _steps(game, square, unit, target)
        scripts = game.scripts
        if scripts and not (game.won or game.defeated):
            traits = game._traits if game._traits_for is scripts else game.traits()
            if _T_BATTLE_END in traits.triggers or _T_BATTLE_END in traits.granted_triggers:
                _battle_end(game, unit)
        return done
    finally:
        game.battle = None


# Enum members read on hot paths, as constants: read through the class, each costs the enum metaclass's
# attribute hook (Python 3.11).
_T_ANY_ATTACK = Trigger.ANY_ATTACK
_T_ATTACK = Trigger.ATTACK
_T_BATTLE_END = Trigger.BATTLE_END
_T_SLEEPS = Trigger.SLEEPS


_LAST_ANY_ATTACK: list[object] = [None, False]  # the scripts asked last and whether one has ANY_ATTACK


def _any_attack(scripts: Mapping[str, CardScript]) -> bool:
    """Whether a script has 「あなたの<filter>が攻撃した時」 (Trigger.ANY_ATTACK) on its card: asked for every attack, kept for
    the scripts asked last (by identity)."""
    last = _LAST_ANY_ATTACK
    if last[0] is not scripts:
        last[:] = [scripts, any(_T_ANY_ATTACK in s.by_trigger for s in scripts.values())]
    return last[1] is True


def _battle_end(game: Game, unit: OnSquare) -> None:
    """605.2: 「このカードが攻撃したバトル終了時」 of the attacker, once, while it is still on a square (its ability is
    valid there only, 803.1b: one that left the squares in the battle, 604.2, sets off nothing); 605.3 after it."""
    if game.squares_holding(unit) is None:
        return
    run.fire(game, _T_BATTLE_END, unit)
    game.check_rules()


def _steps(game: Game, square: Square, unit: OnSquare, target: Square | None) -> bool:
    """The battle declared: 602.1d-f, 603, 604, and 605.1."""
    unit.rebooted = False  # 602.1d
    game.attacks += 1
    if ATTACKED in game.recorded:  # 「このターンの間にあなたの…がN回以上攻撃していた」 (turn_record: read by a script)
        game.note_event(ATTACKED, unit.card)
    if game.log_enabled:
        aim = "the opponent" if target is None else f"the opponent's Z/X on {target}"
        game.note("battle", "602.1", f"{unit.card.name} on {square} attacks {aim}; it sleeps (602.1d)")
    scripts = game.scripts
    traits = (game._traits if game._traits_for is scripts else game.traits()) if scripts else None
    if traits is not None and traits.attack_triggers:
        # 602.1e: "when it attacks" of the attacker, "when your Z/X attacks" of every Z/X of yours (run.fire finds
        # none for a card with auto abilities but not this one, unless a constant ability grants it one)
        granted = _T_ANY_ATTACK in traits.granted_triggers
        last = _LAST_ANY_ATTACK  # the scripts asked last, by identity: no call
        everyone = granted or (last[1] is True if last[0] is scripts else _any_attack(scripts))  # every Z/X asked
        if not everyone:  # the attacker's own abilities (and those granted it) only, as the loop below would fire
            mine = scripts.get(unit.card.number)
            if (mine is not None and mine.by_trigger.get(_T_ATTACK)) or _T_ATTACK in traits.granted_triggers:
                run.fire(game, _T_ATTACK, unit, traits=traits)  # the traits now: no call of game.traits
        for other in list(game.squares.values()) if everyone else ():
            script = scripts.get(other.card.number)
            if other is unit:  # its own and those a constant ability grants it (run.fire: without them, no call)
                now = game.scripts
                mine = now.get(unit.card.number)
                if (mine is not None and mine.by_trigger.get(_T_ATTACK)) or (
                    now and _T_ATTACK in (game._traits if game._traits_for is now else game.traits()).granted_triggers
                ):
                    run.fire(game, _T_ATTACK, unit)
            if script is not None and script.by_trigger and (granted or _T_ANY_ATTACK in script.by_trigger):
                run.fire(game, _T_ANY_ATTACK, other, by=unit)
        if game.won:
            return True
    if traits is not None and _T_ANY_ATTACK in traits.zone_triggers:  # your cards in the other zones (803.1d)
        run.fire_attacked_in_zones(game, unit)
        if game.won:
            return True
    # the same traits all battle long: the scripts change only by a shift (goldfish.shift), played by the main
    # phase's Dynamis plays (zone_plays.main_plays), never by an ability
    # most decks: no 「このカードがスリープする」; a deck with one: only when the attacker has it (fire_slept's own test)
    mine = game.scripts.get(unit.card.number) if traits is not None and _T_SLEEPS in traits.triggers else None
    if mine is not None and _T_SLEEPS in mine.by_trigger:
        run.fire_slept(game, [unit])  # 602.1d, 1003.2: slept by attacking (an attacker is rebooted, 602.1c)
        if game.won:
            return True
    # 602.1f, then 603: the goldfish opponent plays nothing and the policy plays no event, so both pass; 604.1
    game.check_rules()
    # 604.3e: one moved to another square still deals its damage (looked for only when it is not on its own)
    if game.squares.get(square) is not unit and game.squares_holding(unit) is None:
        if game.log_enabled:
            game.note("battle", "604.2", "the attacking Z/X left the squares: no damage")
        return True
    if target is not None:
        _damage_zx(game, unit, target)
        return True
    # 604.3c: one damage to the player (1002.3), more by an effect of this turn (run.squares.damage_up); a goldfish
    # opponent has no life shield and no Z/X OB (604.3d)
    more, turn = unit.damage_up
    amount = 1 + (more if turn == game.turn else 0)
    if game.log_enabled:
        game.note("battle", "604.3c", f"{unit.card.name} deals {amount} damage to the opponent")
    # Game.damage_opponent without its frame; 605.1: the pre-processing resolves the damage (907), checks defeat (903)
    damage_opponent(game, amount)
    if traits is not None and (not DAMAGE_TRIGGERS.isdisjoint(traits.triggers) or traits.granted_triggers):
        run.fire_damaged_opponent(game, unit)  # 1002.3: 「このカードが/あなたの…が相手にダメージを与える」
    return True


def _damage_zx(game: Game, unit: OnSquare, target: Square) -> None:
    """604.3a: the attacker deals damage equal to its power to the opponent's Z/X (one way: none comes back); 904.1
    in the pre-processing after it (605.1) destroys a Z/X whose damage reaches its power (to the opponent's charge,
    1008.1, which the goldfish does not keep), and the attacker has destroyed it in battle (1203.2)."""
    defender = game.opponent_squares.get(target)
    if defender is None:
        return  # 604.3a: the target left the squares
    power = max(game.power_of(unit) or 0, 0)
    if game.scripts:  # 「このカードが/すべてのあなたの…が相手のゼクスに与えるダメージを+N」 (effects.constant_damage)
        power += run.zx_damage_bonus(game, unit)
    defender.damage += power
    destroyed = defender.damage >= defender.power
    if game.log_enabled:
        game.note(
            "battle", "604.3a", f"{unit.card.name} deals {power} damage to the opponent's Z/X on {target} (power"
            f" {defender.power}, damage {defender.damage})" + (": destroyed (904.1)" if destroyed else "")
        )  # fmt: skip
    if destroyed:
        del game.opponent_squares[target]
        game.vacated = (game.vacated[0] + 1, target)
        game.note_event(ZX_DESTROYED)  # 「このターンの間に破壊されたゼクス」
        game.note_event(OPPONENT_DESTROYED)  # 「このターンの間に相手のゼクスが破壊されていた」
        game.opponent_card_to("charge")  # 1008.1
        game.note_event(ATTACK_DESTROYED, unit.card)  # 「このターンの間に…が攻撃によって…破壊していた」 (turn_record)
        if game.scripts:
            run.fire(game, Trigger.DESTROYS_BY_ATTACK, unit)
            if target == OPPONENT_PLAYER_SQUARE:  # 303.3: the Z/X on its player square
                run.fire(game, Trigger.DESTROYS_PLAYER_SQUARE_BY_ATTACK, unit)
            else:  # 303.3b: on a normal square, the destroyed Z/X as a card of its cost (its trigger filter)
                victim = CardFacts("opponent", "", CardType.ZX, cost=defender.cost, power=defender.power)
                run.fire(game, Trigger.DESTROYS_NORMAL_BY_ATTACK, unit, by=OnSquare(victim))
            run.fire_entered(game, unit, Trigger.ZX_DESTROYS_BY_ATTACK)
            run.fire_destroyed_opponent(game, unit, [defender.cost])  # 1203.2
            run.fire_opponent_destroyed(game, [defender.cost])  # 1008: 「相手のゼクスが破壊される」
    if power > 0 and game.scripts and game.squares_holding(unit) is not None:  # 1002.4: not for 0 damage
        # 「このカードが攻撃して相手の…ゼクスにダメージを与える」, once 904.1 is done (605.1): the damaged Z/X as a card
        # of its cost and its power when damaged (a defender has no name or race: goldfish.opponent)
        damaged = CardFacts("opponent", "", CardType.ZX, cost=defender.cost, power=defender.power)
        run.fire(game, Trigger.DAMAGES_ZX_BY_ATTACK, unit, by=OnSquare(damaged, True, power))  # the damage dealt
    game.check_rules()
