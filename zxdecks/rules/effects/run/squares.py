"""Handlers of the effects on Z/X on squares: power, sleep and reboot, Z/X put onto squares without being played,
choosing Z/X of yours (the only ones on a goldfish's board), 電影, and the delayed 「ターン終了時、そのゼクスを…」."""

from __future__ import annotations

from dataclasses import replace

from zxdecks.rules.board import ATTACKERS_ON_SQUARES, OWN_PLAYER_SQUARE, OnSquare, token
from zxdecks.rules.cards import CardFacts
from zxdecks.rules.effects.api import Choice, GameAPI, Square, Target
from zxdecks.rules.effects.damage_per import per_static_of, per_word
from zxdecks.rules.effects.force_verbs import FORCE_SOURCES
from zxdecks.rules.effects.language import FORCE_ACTIONS, Effect, Trigger
from zxdecks.rules.effects.run.arrivals import placed_in_resources
from zxdecks.rules.effects.run.choices import choosable, own_choices
from zxdecks.rules.effects.run.conditions import conditions_hold, swap_target
from zxdecks.rules.effects.run.force_under import force_out, put_under
from zxdecks.rules.effects.run.granted import granted_abilities, stays_slept, zx_damage_bonus
from zxdecks.rules.effects.run.grants import give, zx_damage_up
from zxdecks.rules.effects.run.opposing import choose_opponent_zx, pick_either
from zxdecks.rules.effects.run.phases import (
    fire_destroyed_opponent,
    fire_entered,
    fire_moment,
    fire_opponent_destroyed,
    fire_rebooted,
    fire_slept,
)
from zxdecks.rules.effects.run.resolve import fire
from zxdecks.rules.effects.run.seen import cost_in, sees, unit_card
from zxdecks.rules.effects.run.square_moves import left_square, move_zx, next_to
from zxdecks.rules.effects.run.statics import count, opponent_cost
from zxdecks.rules.effects.run.table import At, cause_of, done, origin_of
from zxdecks.rules.effects.run.turn_costs import raise_cost
from zxdecks.rules.effects.square_moves import is_square_move
from zxdecks.rules.effects.turn_conditions import OWN_DESTROYED, ZX_DESTROYED


def power(game: GameAPI, effect: Effect, at: At) -> bool:
    """This card's power +n until end of turn (507.8 reverts it); with `to` "entered", of each Z/X the effect before
    put onto squares (「ターン終了時まで、そのゼクスのパワーを+N」) that is still there."""
    if effect.to in ("entered", "trigger"):  # 「そのゼクス」: what the effect before put there, or what set it off
        named = at.entered if effect.to == "entered" else [at.by] if at.by is not None else []
        raised = [u for u in named if game.squares_holding(u) is not None]
        for entered in raised:
            game.raise_power(entered, effect.n)
        return bool(raised)
    unit = at.unit
    if unit is None or game.squares_holding(unit) is None:
        return False
    game.raise_power(unit, effect.n)
    return True


def power_chosen(game: GameAPI, effect: Effect, at: At) -> bool:
    """A chosen Z/X of yours: power +n until end of turn; this card when it is on a square, else the policy's."""
    unit = at.unit
    target = unit if unit is not None and game.squares_holding(unit) is not None else None
    if target is None:
        units = [(sq, u) for sq, u in game.squares.items() if choosable(game, u)]
        chosen = game.choose_units(Target.POWER_ANY, units, 1, effect.n) if units else []
        target = units[chosen[0]][1] if chosen else None
    if target is None:
        return False
    game.raise_power(target, effect.n)
    return True


def sleep_self(game: GameAPI, effect: Effect, at: At) -> bool:
    """This card slept (1003.2): when the text lets the goldfish choose (「スリープしてよい」) only if that costs no attack;
    slept already, it cannot be done again (804.4a)."""
    unit = at.unit
    square = game.squares_holding(unit) if unit is not None else None
    if unit is None or square is None or not unit.rebooted:
        return False
    if effect.optional and game.can_attack_player(square):
        return False  # the goldfish declines: the attack is worth more
    unit.rebooted = False
    fire_slept(game, [unit])  # 1003.2: 「このカードがスリープする」
    return True


def reboot_self(game: GameAPI, effect: Effect, at: At) -> bool:
    unit = at.unit
    if unit is None or game.squares_holding(unit) is None or stays_slept(game, unit, False):
        return False
    slept, unit.rebooted = not unit.rebooted, True
    if slept:
        fire_rebooted(game, [unit])  # 1003.1: 「このカードがリブートする」 (not when it was rebooted already)
    return True


def at_end_of_turn(game: GameAPI, effect: Effect, at: At) -> bool:
    """808.4: at end of turn, `rest` befalls this card (`to` "self"), the Z/X the effect before put onto squares, or
    both (`to` "both": this card first, as the text names them)."""
    mine = [at.unit] if at.unit is not None and effect.to in ("self", "both") else []
    targets = [*mine, *(at.entered if effect.to != "self" else [])]
    game.at_end_of_turn.extend((u, effect.rest) for u in targets)
    return bool(targets)


def delayed_at_end_of_turn(game: GameAPI) -> None:
    """808.4, at 507.3: the delayed 「ターン終了時、そのゼクスを…」 of this turn, each on its Z/X if it is still on its
    square (one that left is a new card, 301.4)."""
    pending, game.at_end_of_turn = game.at_end_of_turn, []
    for unit, action in pending:
        square = game.squares_holding(unit)
        if action == "zekkai_off":
            unit.zekkai_turn = 0  # a 絶界 given until the end of this turn
        elif square is not None:
            send(game, square, unit, action)
        if game.defeated or game.won:
            return


def take_self(game: GameAPI, at: At) -> CardFacts | None:
    """This card out of its square (its force to the trash, 908) or out of its zone; None when it has gone or when
    it is an Extra card that went face up to the Dynamis instead (911.1)."""
    if at.source is not None:
        return at.source.card if game.take_card(at.source.zone, at.source.card) else None
    unit = at.unit
    if unit is None or game.squares_holding(unit) is None:
        return None
    return game.leave(unit)


def send(game: GameAPI, square: Square, unit: OnSquare, action: str) -> None:
    """A Z/X of yours off its square: destroyed (1008), or to the hand, resources (slept), trash, charge, deck bottom
    or top (or into the deck, shuffled) or remove zone; its force to the trash (908), an Extra card to the Dynamis instead (911.1)."""
    if action == "destroy":
        destroy(game, square, unit)
        return
    card = take_self(game, At(unit))
    if card is None:
        return
    if action == "resource":
        placed_in_resources(game, card, False)
    elif action == "deck":  # into its owner's deck, then that deck shuffled (the opponent's: run.opposing)
        game.put(card, "deck")
        game.shuffle()
    else:
        game.put(card, {"bottom": "deck_bottom", "top": "deck_top", "remove": "removed"}.get(action, action))


def destroy(game: GameAPI, square: Square, unit: OnSquare) -> None:
    """1008: a Z/X destroyed goes to its owner's charge (an Extra card to the Dynamis, 911.1), its force to the trash
    (908); its 「破壊される」 abilities trigger."""
    if game.squares.get(square) is not unit:
        return
    script = game.scripts.get(unit.card.number)  # a replacement of its own, asked while it is on the square
    statics = script.statics if script is not None else ()
    to = next(
        (st.per for st in statics if st.kind == "destroyed_to" and conditions_hold(game, st.conditions, unit)), ""
    )
    game.note_event(ZX_DESTROYED, unit.card)  # 「このターンの間に破壊されたゼクス」 (goldfish.turn_record)
    game.note_event(OWN_DESTROYED, unit.card)  # 「このターンの間にあなたの…が破壊されていた」
    looks_back = bool(game.scripts) and Trigger.DESTROYED in game.traits().granted_triggers
    held = granted_abilities(game, unit, Trigger.DESTROYED) if looks_back else None  # granted while there (803.1f)
    card = game.leave(unit)
    if card is not None:
        if to == "resources":  # 「チャージに置くかわりにリソースにスリープで置く」 (effects.constant_costs)
            placed_in_resources(game, card, False)
        else:
            game.put(card, to or "charge")
    fire(game, Trigger.DESTROYED, unit, held=held)
    fire_entered(
        game, unit, Trigger.ZX_DESTROYED, not game.opponents_turn
    )  # 「…あなたの<filter>が破壊される」 (803.1f)


def destroy_self(game: GameAPI, effect: Effect, at: At) -> bool:
    """1008: this card destroyed, when it is still on its square; with `to` "entered" each Z/X the effect before put
    onto squares (「登場させたならば、そのゼクスを破壊する」), with "trigger" the Z/X of yours that set it off."""
    if effect.to in ("entered", "trigger"):
        named = at.entered if effect.to == "entered" else [at.by] if at.by is not None else []
        destroyed = False
        for entered in named:
            where = game.squares_holding(entered)  # still there (an earlier destroy's triggers may have moved it)
            if where is not None:
                destroy(game, where, entered)
                destroyed = True
        return destroyed
    unit = at.unit
    square = game.squares_holding(unit) if unit is not None else None
    if unit is None or square is None:
        return False
    destroy(game, square, unit)
    return True


# What destroys a Z/X of the opponent's it befalls: a destroy (1008), damage (904.1) or a power lowered (904.2).
_DESTROYING = frozenset({"destroy", "damage", "split", "power", "cost"})  # "cost": with a power lowered


# What sends a Z/X of the opponent's off its square to another zone (run.opposing.SENT_TO).
_SENDING = frozenset({"hand", "resource", "bottom", "top", "remove", "trash", "charge", "deck"})
# 「相手のゼクスが(あなたのカードの能力で)スクエアから離れる/手札に戻る」, 「このカードの能力によって…離れる」
LEFT_TRIGGERS = frozenset({Trigger.OPPONENT_LEFT_BY_ABILITY, Trigger.OPPONENT_TO_HAND, Trigger.OPPONENT_LEFT_BY_THIS})


def _on_theirs(game: GameAPI, effect: Effect, at: At) -> int:
    """choose_opponent_zx, and for an ability of a Z/X of yours (at.unit) the Z/X of the opponent's it destroyed:
    1204.3, destroyed by the ability's source (run.fire_destroyed_opponent); the Z/X it took off their squares set
    off LEFT_TRIGGERS (once a Z/X)."""
    watched = bool(LEFT_TRIGGERS & game.traits().triggers) and effect.rest in _SENDING
    before = dict(game.opponent_squares) if effect.rest in _DESTROYING or watched else None
    dealer = at.unit or (at.source.card if at.source is not None else None)  # 815.3: the ability's source
    bonus = zx_damage_bonus(game, dealer) if effect.rest in ("damage", "split") and dealer is not None else 0
    reached = choose_opponent_zx(
        game, replace(effect, take=effect.take + bonus) if effect.rest == "damage" else effect, bonus=bonus
    )
    if before is not None:
        gone = [u.cost for sq, u in before.items() if game.opponent_squares.get(sq) is not u]
        if gone and LEFT_TRIGGERS & game.traits().triggers:
            _left_theirs(game, effect.rest, at, len(gone))
        if effect.rest not in _DESTROYING:
            return reached
        if gone and at.unit is not None:
            fire_destroyed_opponent(game, at.unit, gone)
        if gone:  # 1008: 「相手のゼクスが破壊される」, whatever ability destroyed them
            fire_opponent_destroyed(game, gone)
        if effect.rest in ("damage", "split"):  # 「相手のゼクスがあなたのカードの能力によるダメージで破壊される」
            for _ in gone if Trigger.OPPONENT_DESTROYED_BY_DAMAGE in game.traits().triggers else ():
                fire_moment(game, Trigger.OPPONENT_DESTROYED_BY_DAMAGE, not game.opponents_turn, zones=())
    return reached


def _left_theirs(game: GameAPI, action: str, at: At, n: int) -> None:
    """n Z/X of the opponent's left their squares by an ability of yours (`action` what befell them; at.unit the Z/X
    whose ability it is, if one): 「相手のゼクスがあなたのカードの能力でスクエアから離れる」, 「…スクエアから手札に戻る」
    of your Z/X on squares, and 「このカードの能力によって相手のゼクスがスクエアから離れる」 of at.unit."""
    own = not game.opponents_turn
    for _ in range(n):
        fire_moment(game, Trigger.OPPONENT_LEFT_BY_ABILITY, own, zones=())
        if action == "hand":
            fire_moment(game, Trigger.OPPONENT_TO_HAND, own, zones=())
        if at.unit is not None and game.squares_holding(at.unit) is not None:
            fire(game, Trigger.OPPONENT_LEFT_BY_THIS, at.unit, own)
        if game.defeated or game.won:
            return


def choose_zx(game: GameAPI, effect: Effect, at: At) -> bool:
    """「ノーマルスクエアにあるゼクスをN枚選び、…」: a harm goes to the opponent's Z/X first (effects.run.opposing),
    and a choice of the opponent's Z/X alone reaches only them. What the opponent's do not fill falls to yours: a
    power raise the goldfish gives its own Z/X; anything else harms them, so it chooses none when it may (「まで」,
    「てよい」) and otherwise the ones the policy gives up: damage of at least the power destroys (904.1), as does a
    power of 0 or less (904.2); destroyed Z/X go to the charge (1008.1)."""
    if effect.rest.startswith("either:"):  # 「AかBに…」: the one the goldfish takes (run.opposing)
        effect = pick_either(effect)
    action, scope = effect.rest, effect.to.split()
    if is_square_move(action):  # to another square (run.square_moves)
        return move_zx(game, effect, at)
    per = per_word(effect)
    if per:  # 「…N枚につき、Mダメージ」 (effects.damage_per): the count now
        this = cause_of(at)
        if per.startswith("per=moved:"):  # what the effect before moved (effects.damage_per._MOVED)
            counted = at.counted
        else:
            counted = count(game, per_static_of(effect, per), this, at.unit) if this is not None else 0
        each = max(1, int(per.split("/")[1]))
        effect = replace(effect, take=effect.take * (counted // each), to=effect.to.replace(per, ""))
        scope = effect.to.split()
    if "self_power" in scope:  # 「このカードのパワーに等しいダメージ」: its power now, none once it left the squares
        here = at.unit is not None and any(u is at.unit for u in game.squares.values())
        if at.unit is None or not here:
            return done(effect, 0, False)
        effect = replace(effect, take=max(game.power_of(at.unit) or 0, 0), to=effect.to.replace("self_power", ""))
        scope = effect.to.split()
    if action == "force_self" and effect.to in (
        "entered",
        "trigger",
    ):  # 「このカードを表向きでそのゼクスのフォースにする」
        named = at.entered if effect.to == "entered" else [at.by] if at.by is not None else []
        put = put_under(game, effect, at, named[0]) if named else 0  # one card goes under one Z/X (1010.1)
        return done(effect, put, put > 0)
    if "destroyed" in scope:  # 「この能力によるダメージでゼクスを破壊した時」 after it: done when it destroyed one
        cost = next((w for w in scope if w.startswith("cost")), "")  # 「コストN以上のゼクスを破壊した」: of those
        return _destroying(
            game, replace(effect, to=" ".join(w for w in scope if w not in ("destroyed", cost))), at, cost
        )
    if "opponent" in scope:  # only the opponent's Z/X (effects.opponent_words)
        reached = _on_theirs(game, effect, at)
        return done(effect, reached, reached > 0)  # 「N枚…したならば」: N of them (effects.kinds.COUNTED_KINDS)
    raise_power = (action == "power" and effect.take > 0) or action in (
        "reboot",
        "range",
        "zekkai",
        "zekkai_next",
        "grant",
        "zx_damage",
        "cost_up",
    )
    raise_power = raise_power or action in FORCE_ACTIONS  # 1010.1: cards under them as force (run.force_under)
    either = game.opponent_squares and not raise_power and "own" not in scope  # 「あなたの」: yours only
    reached = _on_theirs(game, effect, at) if either else 0
    every = "all" in scope  # 「すべての」: every one that matches, theirs and yours
    if reached and not every and (reached >= effect.n or effect.up_to or effect.optional):
        return done(effect, reached, True)  # the harm went to the opponent's Z/X
    if (effect.up_to or effect.optional) and not raise_power:
        return done(effect, reached, reached > 0)
    units = own_choices(game, effect, at.unit)
    amount = effect.take if action == "damage" else 0
    n = len(units) if every else effect.n - reached  # the rest of a choice the opponent's Z/X did not fill
    order = game.choose_units(Target.POWER_UP if raise_power else Target.HARM, units, n, amount) if units else []
    chosen = [units[i] for i in order]
    if action in ("reboot", "sleep"):  # in place (「スリープしたならば」: only when one was rebooted before)
        turned = [u for _, u in chosen if u.rebooted != (action == "reboot")]
        turned = [u for u in turned if action != "reboot" or not stays_slept(game, u, False)]
        for unit in turned:
            unit.rebooted = action == "reboot"
        if action == "reboot" and turned:
            fire_rebooted(game, turned)  # 1003.1
        elif turned:
            fire_slept(game, turned)  # 1003.2
        return done(effect, len(turned) + reached, bool(turned) or reached > 0)
    if action in FORCE_ACTIONS:
        put = sum(put_under(game, effect, at, unit) for _, unit in chosen)
        return done(effect, put, put > 0)
    for square, unit in chosen:
        if action == "range":
            game.grant_range(unit, effect.take)
        elif action == "grant":  # an auto ability until end of turn (effects.granted_effects)
            give(game, unit, effect.granted)
        elif action in ("zekkai", "zekkai_next"):  # 1107 (run.choices.choosable); this turn's ends at 507.3
            unit.zekkai_turn = game.turn
            if action == "zekkai":
                game.at_end_of_turn.append((unit, "zekkai_off"))
        elif action == "cost_up":  # 「ターン終了時まで、コストを+N(し、パワーを+Mする)」 (effects.turn_costs)
            raise_cost(game, unit, effect.take, scope)
        elif action == "zx_damage":  # 「ターン終了時まで、(そのゼクスが)相手のゼクスに与えるダメージを+N」
            zx_damage_up(game, unit, effect.take)
        elif action == "power":
            game.raise_power(unit, effect.take)
            more = next((int(w[len("zxdmg=") :]) for w in scope if w.startswith("zxdmg=")), 0)
            if more:  # 「パワーを+Nし、相手のゼクスに与えるダメージを+Mする」: both on the one Z/X
                zx_damage_up(game, unit, more)
            if "grant" in scope:  # 「パワーを+Nし、以下の能力を与える」: both on the one Z/X
                give(game, unit, effect.granted)
            if (game.power_of(unit) or 0) <= 0:
                destroy(game, square, unit)
            elif {"zekkai", "zekkai_next"} & set(scope):  # 「パワーを+Nし、≪絶界≫を与える」: both on the one Z/X
                unit.zekkai_turn = game.turn
                if "zekkai" in scope:
                    game.at_end_of_turn.append((unit, "zekkai_off"))
        elif action == "damage":
            if effect.take >= (game.power_of(unit) or 0):
                destroy(game, square, unit)
        else:
            send(game, square, unit, action)
        if game.defeated or game.won:
            break
    return done(effect, len(chosen) + reached, bool(chosen) or reached > 0)


def _destroying(game: GameAPI, effect: Effect, at: At, cost: str = "") -> bool:
    """A choice of Z/X that damages or lowers a power, done (for the 「…破壊した時」 after it) only when a Z/X it
    reached was destroyed (904.1, 904.2: the Z/X that left the squares while it was carried out, yours or theirs);
    `cost` "cost>=N"/"cost<=N": only one of those costs on its square (did_refs.destroying)."""
    theirs = [(sq, u, opponent_cost(game, u)) for sq, u in game.opponent_units()]
    mine = [(u, unit_card(game, u).cost) for u in game.squares.values()]
    choose_zx(game, effect, at)
    gone: list[int | None] = [c for sq, u, c in theirs if game.opponent_squares.get(sq) is not u]
    gone += [c for unit, c in mine if all(unit is not u for u in game.squares.values())]
    n = int(cost[6:]) if cost else 0
    return any(c is not None and (c >= n if cost[4:6] != "<=" else c <= n) for c in gone)


def swap_in(game: GameAPI, effect: Effect, at: At) -> bool:
    """1115 電影: a rebooted Z/X of yours of cost n or more back to the hand, this card onto its square, rebooted."""
    square = swap_target(game, effect.n)
    source = at.source
    if source is None or square is None or source.card.type not in ATTACKERS_ON_SQUARES:
        return False
    if not game.may_enter(source.card, source.zone):
        return False
    back = take_self(game, At(game.squares[square]))
    if back is not None:
        game.put(back, "hand")
    if not game.take_card(source.zone, source.card):
        return False
    game.enter(source.card, "denei", square, True, by=source.card, origin=origin_of(source.zone))  # from the hand
    return True


def self_to_square(game: GameAPI, effect: Effect, at: At) -> bool:
    """This card from its zone onto an empty normal square (or your player square), without being played."""
    source = at.source
    if source is None or source.card.type not in ATTACKERS_ON_SQUARES or not game.may_enter(source.card, source.zone):
        return False
    squares = empty_squares(game, effect.to, at)
    if not squares or not game.take_card(source.zone, source.card):
        return False
    game.enter(source.card, "ability", squares[0], effect.rebooted, by=source.card, origin=origin_of(source.zone))
    return True


def empty_squares(game: GameAPI, to: str, at: At | None = None) -> list[Square]:
    """The empty squares a Z/X may be put onto, best first: normal squares (""), your player square ("player",
    303.3a) or any square but the opponent's player square ("any", 806.1a: the normal squares first), one next to
    this card's ("next_self"); the square
    this card left ("left_self", 「このカードがあった」) or the one a Z/X left last while this ability was paid for and
    resolved ("left_that", 「そのゼクスがあった」), when it is still empty (never the opponent's player square)."""
    if to in ("left_self", "left_that"):
        return [sq] if (sq := left_square(game, to, at)) is not None else []
    if to == "next_self":  # the empty normal squares next to this card's (303.2a)
        here = game.squares_holding(at.unit) if at is not None and at.unit is not None else None
        empty = [sq for sq in game.empty_normal_squares() if sq not in game.opponent_squares]
        return [sq for sq in empty if here is not None and next_to(sq, here)]
    if to == "player":
        return [OWN_PLAYER_SQUARE] if OWN_PLAYER_SQUARE not in game.squares else []
    normal = game.empty_normal_squares()
    if to == "any" and OWN_PLAYER_SQUARE not in game.squares:
        return [*normal, OWN_PLAYER_SQUARE]
    return normal


def cost_bound(game: GameAPI, bound: str) -> int:
    """The count a cost bound names (effects.zone_phrases): your resources, hand or charge, times k."""
    zone, _, times = bound.partition("*")
    held = len(game.resources) if zone == "resources" else len(game.hand) if zone == "hand" else len(game.charge)
    return held * int(times or 1)


ZONE_OF_SOURCE = {"hand": "hand", "trash": "trash", "charge": "charge", "resources": "resources", "removed": "removed"}
ZONE_OF_SOURCE["dynamis_face_up"] = "dynamis_face_up"
ZONE_OF_SOURCE["dynamis"] = "dynamis"  # face down or face up (「あなたのデュナミスにある「X」」)
ZONE_OF_SOURCE["dynamis_face_down"] = "dynamis"  # face down only (「デュナミスにある裏向きの…」)


def zone_to_square(game: GameAPI, effect: Effect, at: At) -> bool:
    """Z/X of a zone (or of any of the zones 「手札かチャージにある、」 names: `rest` "hand|charge") onto empty squares
    (normal squares unless `to` says otherwise), the ones the policy wants most first, without being played: no
    cost, and 「プレイされて」 abilities do not trigger; with `take`, only while their costs add up to `take` or less
    (「…からコストの合計がN以下になるように」)."""
    if effect.rest in FORCE_SOURCES:
        return force_out(
            game, effect, at, lambda g, to: empty_squares(g, to, at)
        )  # face-up force cards (run.force_under)
    zones = [ZONE_OF_SOURCE[z] for z in effect.rest.split("|")]
    zones += ["dynamis_face_up"] if "dynamis" in effect.rest.split("|") else []  # 「デュナミスにある」: either face
    flt = effect.filter
    entered = 0
    budget = effect.take if effect.take else None  # what the chosen cards' costs may still add up to
    limit = cost_bound(game, effect.bound) if effect.bound else None  # 「あなたのリソースの枚数以下のコストの」
    for _ in range(effect.n):
        squares = empty_squares(game, effect.to, at)
        if not squares:
            break
        cards: list[CardFacts] = []
        origins: list[tuple[str, int]] = []
        for zone in zones:
            held = [r.card for r in game.resources] if zone == "resources" else getattr(game, zone)
            cards += held
            origins += [(zone, i) for i in range(len(held))]
        candidates = [
            i
            for i, c in enumerate(cards)
            if c.type in ATTACKERS_ON_SQUARES
            and sees(game, flt, c, origins[i][0])
            and game.may_enter(c, origins[i][0])
            and (budget is None or cost_in(game, c, origins[i][0]) <= budget)
            and (limit is None or cost_in(game, c, origins[i][0]) <= limit)
        ]
        chosen = game.choose(Choice.TAKE, cards, candidates, 1) if candidates else []
        if not chosen:
            break
        card = game.take(*origins[chosen[0]])
        budget = None if budget is None else budget - (card.cost or 0)
        game.enter(
            card, "ability", squares[0], effect.rebooted, by=cause_of(at), origin=origin_of(origins[chosen[0]][0])
        )
        entered += 1
        if game.defeated or game.won:
            break
    if "trash" in zones and not game.deck:
        game.reload()
    return done(effect, entered, entered > 0)  # 「N枚登場させたならば」: N of them (effects.kinds.COUNTED_KINDS)


def make_token(game: GameAPI, effect: Effect, at: At) -> bool:
    """n tokens named as the filter says made onto empty normal squares (as many as there is room for), rebooted or
    slept; each enters as a card put there by an ability. Off the squares a token ceases to exist (goldfish.moves)."""
    made = 0
    for _ in range(effect.n):
        squares = game.empty_normal_squares()
        if not squares:
            break
        game.enter(token(effect.filter.name_is), "ability", squares[0], effect.rebooted)
        made += 1
        if game.defeated or game.won:
            break
    return made > 0
