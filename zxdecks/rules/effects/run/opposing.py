"""Effects on the opponent's Z/X on squares (effects.opponent_words): against a defending opponent (goldfish.opponent)
the chosen ones are destroyed (1008), sent off their squares, damaged (1002.1), weakened or slept (1003) through the
game API, which applies the rule effects after each (904: destroyed at damage as much as the power or at a power of
0 or less); against an empty board nothing is chosen. The choice goes through the policy (Target.OPPONENT)."""

from __future__ import annotations

from dataclasses import replace

from zxdecks.rules.board import OPPONENT_PLAYER_SQUARE, OnSquare, OpposingZX
from zxdecks.rules.effects.api import GameAPI, Square, Target
from zxdecks.rules.effects.language import Effect, Kind
from zxdecks.rules.effects.opponent_words import defender_can_match
from zxdecks.rules.effects.run.statics import opponent_cost
from zxdecks.rules.effects.zx_states import opponent_state_holds

# Where a Z/X sent off its square goes (its owner's zone, by the game API's name), by CHOOSE_ZX's `rest`.
SENT_TO = {
    "hand": "hand",
    "resource": "resources",
    "bottom": "deck_bottom",
    "top": "deck_top",
    "remove": "removed",
    "trash": "trash",
    "charge": "charge",
    "deck": "deck",
    "dynamis": "dynamis",
    "deck_third": "deck_third",
}


def _matches(game: GameAPI, effect: Effect, square: Square, unit: OpposingZX) -> bool:
    """Whether the opponent's Z/X on `square` is one the effect may choose: its scope (squares, state, power) and its
    filter (a cost bound; a defender has no card, so a name, race or colour never matches it)."""
    scope = effect.to.split()
    if "normal" in scope and square == OPPONENT_PLAYER_SQUARE:
        return False  # 303.3b: a player square is not a normal square
    if "player" in scope and square != OPPONENT_PLAYER_SQUARE:
        return False
    if ("rebooted" in scope and not unit.rebooted) or ("slept" in scope and unit.rebooted):
        return False
    if effect.rest == "sleep" and not unit.rebooted:
        return False  # slept already: sleeping it does nothing (804.4a)
    for word in scope:
        if word.startswith("power<=") and unit.power > int(word[7:]):
            return False
        if word.startswith("power>=") and unit.power < int(word[7:]):
            return False
    if not opponent_state_holds(game, square, unit, scope):
        return False  # 「バトル中でない」「ダメージを受けている」… (effects.zx_states)
    flt = effect.filter
    cost = opponent_cost(game, unit) if flt.max_cost is not None or flt.min_cost is not None else unit.cost
    if flt.max_cost is not None and cost > flt.max_cost:
        return False
    if flt.min_cost is not None and cost < flt.min_cost:
        return False
    return defender_can_match(flt)


def targets(game: GameAPI, effect: Effect) -> list[tuple[Square, OpposingZX]]:
    """The opponent's Z/X the effect may choose now, in square order."""
    if not game.opponent_squares:
        return []
    return [(sq, u) for sq, u in game.opponent_units() if _matches(game, effect, sq, u)]


# Enum members read on hot paths, as constants: read through the class, each costs the enum metaclass's
# attribute hook (Python 3.11).
_K_CHOOSE_ZX = Kind.CHOOSE_ZX
_K_MODAL = Kind.MODAL
_K_PER_COUNT = Kind.PER_COUNT
_K_PLAYER_EXTRA_UP = Kind.PLAYER_EXTRA_UP


def acts_now(game: GameAPI, effect: Effect) -> bool:
    """Whether an effect can do something now as far as the opponent's Z/X go: one on the opponent's Z/X only when
    there is one to choose; any other effect, yes."""
    kind = effect.kind  # asked for every ability the goldfish might use: the common answer first
    if kind is _K_CHOOSE_ZX:
        return "opponent" not in effect.to or (bool(game.opponent_squares) and bool(targets(game, effect)))
    if kind is _K_MODAL or kind is _K_PER_COUNT:
        return any(acts_now(game, e) for option in effect.options for e in option)
    if kind is _K_PLAYER_EXTRA_UP:  # only while that card is face down behind the player card
        return game.player_extra_under(effect.rest, effect.filter.name_is)
    return True


# 「AかBに…」 on the opponent's Z/X: what the goldfish chooses, best first (a destroy sets off what waits on one and
# fills its charge; a card removed or under its deck is gone; its hand is not kept; its resources it would use)
_EITHER_ORDER = ("destroy", "remove", "bottom", "trash", "hand", "resource")


def pick_either(effect: Effect) -> Effect:
    """A choice of what befalls the opponent's Z/X (「either:A,B」) as the one the goldfish takes."""
    listed = effect.rest.removeprefix("either:").split(",")
    return replace(effect, rest=min(listed, key=_EITHER_ORDER.index))


def amount_off(effect: Effect) -> int:
    """How much power (or damage) the effect takes off a Z/X: the damage, the power lowered; 0 for the others."""
    if effect.rest in ("damage", "split"):
        return effect.take
    return -effect.take if effect.rest == "power" else 0


def choose_opponent_zx(game: GameAPI, effect: Effect, n: int | None = None, bonus: int = 0) -> int:
    """Carry out a CHOOSE_ZX on the opponent's Z/X: every one that matches ("all" in its scope) or up to n (the
    effect's count) the policy chooses; how many it reached (`bonus`: what a split damage adds to each share,
    effects.constant_damage)."""
    units = targets(game, effect)
    if not units:
        if game.log_enabled and "opponent" in effect.to.split():
            game.note("ability", "804.3", "no Z/X of the opponent to choose: nothing happens")
        return 0
    scope = effect.to.split()
    if "all" in scope:
        chosen = units
    else:
        count = effect.n if n is None else n
        whose = Target.OPPONENT_OWN if "their" in scope else Target.OPPONENT  # 「相手は…自分のゼクスを選び」
        chosen = [units[i] for i in game.choose_units(whose, units, count, amount_off(effect))]
    limit = next((w for w in scope if w.startswith(("sum<=", "psum<="))), None)
    if limit is not None:  # 「コスト/パワーの合計がN以下になるように」: in the chosen order, each that still fits
        of_power, most = limit.startswith("p"), int(limit.partition("<=")[2])
        fits: list[tuple[Square, OpposingZX]] = []
        for square, unit in chosen:
            size = (lambda u: u.power) if of_power else (lambda u: opponent_cost(game, u))
            if sum(size(u) for _, u in fits) + size(unit) <= most:
                fits.append((square, unit))
        chosen = fits
    if effect.rest == "split":
        return _share_out(game, effect.take, chosen, bonus)
    done = 0
    for square, _ in chosen:
        done += _befall(game, effect, square)
        if game.defeated or game.won:
            break
    return done


def _share_out(game: GameAPI, damage: int, chosen: list[tuple[Square, OpposingZX]], bonus: int = 0) -> int:
    """「Nダメージを割り振って与える」: the damage shared out among the chosen Z/X, in the policy's order, each given
    what destroys it while enough is left (1002.1, 904.1); what is left over goes to the last one given some."""
    shares: list[tuple[Square, int]] = []
    left = damage
    for square, unit in chosen:
        if left <= 0:
            break
        share = min(left, max(unit.power - unit.damage - bonus, 1))
        shares.append((square, share))
        left -= share
    if left > 0 and shares:
        shares[-1] = (shares[-1][0], shares[-1][1] + left)
    for square, share in shares:
        game.damage_opponent_unit(square, share + bonus)  # each damage dealt raised (effects.constant_damage)
    return len(shares)


def _befall(game: GameAPI, effect: Effect, square: Square) -> bool:
    """What the effect does to the opponent's Z/X on `square`."""
    action = effect.rest
    if action == "destroy":
        return game.destroy_opponent_unit(square)
    if action == "damage":
        return game.damage_opponent_unit(square, effect.take)
    if action == "cost":  # until end of turn (effects.opponent_words): then the power beside it, if any
        unit, words = game.opponent_squares.get(square), effect.to.split()
        if unit is None:
            return False
        unit.change_cost(effect.take, 1 if "floor" in words else 0)
        power = next((int(w[len("power=") :]) for w in words if w.startswith("power=")), 0)
        if power:
            game.change_opponent_power(square, power)
        return True
    if action == "power":
        scope = effect.to.split()  # a choice among any Z/X (no "opponent") lowers a power until end of turn
        return game.change_opponent_power(square, effect.take, "until_end" in scope or "opponent" not in scope)
    if action in ("sleep", "reboot"):
        stays = "stays_slept" in effect.to.split()  # 「次の相手のリブートフェイズにリブートしない」 (grammar_effects)
        return game.set_opponent_rebooted(square, action == "reboot", stays)
    return game.send_opponent_unit(square, SENT_TO[action])


def beside_entering(game: GameAPI, unit: OnSquare) -> bool:
    """Whether the opponent's Z/X entering now (Game.entering_defender) is on a square next to the unit's (303.2a)."""
    here = game.squares_holding(unit)
    there = next((sq for sq, d in game.opponent_squares.items() if d is game.entering_defender), None)
    return here is not None and there is not None and abs(here[0] - there[0]) + abs(here[1] - there[1]) == 1
