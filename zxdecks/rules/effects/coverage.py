"""How much of a pool's card text the goldfish reads, carries out and can act on (`manage.py effect_coverage`).

Every figure is a count of ability lines over one denominator, every ability line of the pool. The lines fall into
exactly one of these parts:

- `unread`: some clause of the line is not mapped onto the effect language (the whole line is then left out);
- `keyword_handled`: a keyword ability the engine carries out itself (setup, life, Overdrive, ...), no effect;
- `inert`: read, but can do nothing in a game (a gate line read as the condition of the ability after it, 絶界
  and a granted 絶界, what binds only the opponent's cards or choices);
- `construction`: a deck-construction rule, applied by the validator before the game;
- `no_handler`: read into actions of which one has no handler in the executors' table (an error when played);
- `opponent_board_only`: carried out, but it chooses or waits only for what no modelled opponent has or does (the
  opponent's Z/X in a shape the reader leaves as NO_TARGET, 「あなたを攻撃している」, abilities valid nowhere the
  goldfish plays), or only harms its own Z/X when it may decline (it does: run.squares.choose_zx) and what waits
  on that, or waits for what a defender never is or does where the line resolves (a Z/X 「攻撃している」, the
  opponent's Z/X entered this turn in your turn, a damage of the opponent after a cut made in your turn): nothing
  happens against an empty board or against defenders;
- `acting_vs_defenders`: carried out, and it acts only when the opponent has Z/X on its squares (a defending
  opponent, goldfish.opponent): it chooses among them (effects.opponent_words), is set off by destroying one in
  battle, or is gated by 「相手のゼクスがN枚以上ある場合」, or it triggers only in the opponent's turn (played only
  against an opponent with defenders or damage); against an empty board it does nothing;
- `acting`: carried out, and it can change the game against an empty board (the opponent of no pressure).

`read` is every line but the unread ones; `executed` is `acting` + `acting_vs_defenders`: read, carried out, and
changing something against some modelled opponent. An `opponent_board_only` line is carried out too, but it changes
nothing in any game the goldfish plays, so it is not counted as executed (a hand check found such lines counted).
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable
from dataclasses import replace
from itertools import pairwise

from zxdecks.rules.board import STARTING_RESOURCES
from zxdecks.rules.effects.constant_damage import DAMAGE_STATICS
from zxdecks.rules.effects.constant_grants import GRANT_STATICS, ZEKKAI_STATICS
from zxdecks.rules.effects.language import (
    FORCE_ACTIONS,
    Ability,
    AbilityKind,
    Condition,
    ConditionKind,
    Effect,
    Kind,
    Trigger,
    Unread,
    costs,
    harms_any,
    raises_chosen,
    useful,
)
from zxdecks.rules.effects.left_squares import refers_to_taken, takes_off
from zxdecks.rules.effects.opponent_words import acts_on_defenders, defender_can_match, opponent_only
from zxdecks.rules.effects.reader import read_card
from zxdecks.rules.effects.run.table import HANDLERS
from zxdecks.rules.effects.square_moves import is_square_move
from zxdecks.rules.effects.turn_conditions import (
    ATTACK_DESTROYED,
    OPPONENT_DESTROYED,
    OPPONENT_DESTROYED_BY_ABILITY,
    OPPONENT_ENTERED,
    OPPONENT_LEFT,
    OPPONENT_TO_HAND,
)
from zxdecks.rules.effects.zx_states import never_chosen

# The parts of the partition, in the order the command prints them.
PARTS = (
    "acting", "acting_vs_defenders", "opponent_board_only", "no_handler", "keyword_handled", "inert", "construction",
    "unread",
)  # fmt: skip
_NOT_EXECUTED = {
    AbilityKind.KEYWORD: "keyword_handled",
    AbilityKind.INERT: "inert",
    AbilityKind.CONSTRUCTION: "construction",
}
# Triggers that fire only against a defending opponent: an empty board has no Z/X to destroy in battle or to enter.
_DEFENDER_TRIGGERS = frozenset(
    {
        Trigger.DESTROYS_BY_ATTACK,
        Trigger.ZX_DESTROYS_BY_ATTACK,
        Trigger.DESTROYS_PLAYER_SQUARE_BY_ATTACK,
        Trigger.DESTROYS_OPPONENT,
        Trigger.ZX_DESTROYS_OPPONENT,
        Trigger.OPPONENT_DESTROYED_BY_DAMAGE,
        Trigger.OPPONENT_ZX_DESTROYED,
        Trigger.YOU_DAMAGED,  # 「あなたがダメージを受ける」: the damage an opponent's attacks deal (goldfish.defence)
        Trigger.YOU_LIFE_DECREASED,  # mostly by that damage (902 and an effect taking a life card are rare)
        Trigger.OPPONENT_ZX_ENTERS,
        Trigger.OPPONENT_ZX_ENTERS_NORMAL,
        Trigger.DAMAGES_ZX_BY_ATTACK,
        Trigger.DESTROYS_NORMAL_BY_ATTACK,
        Trigger.OPPONENT_LEFT_BY_ABILITY,
        Trigger.OPPONENT_TO_HAND,
        Trigger.OPPONENT_LEFT_BY_THIS,
    }
)
# Triggers that fire against no modelled opponent: none of its Z/X enters by an ability or attacks (goldfish.opponent).
_NEVER_TRIGGERS = frozenset({Trigger.OPPONENT_ACTS, Trigger.OPPONENT_ABILITY_ENTERS})


def effect_coverage(cards: Iterable[tuple[str, str] | tuple[str, str, str]], top: int = 20) -> dict[str, object]:
    """The ability lines of (collector number, text) cards in the parts above, the shares of `ability_lines`, by
    kind, and the most frequent unread clause shapes."""
    parts: Counter[str] = Counter(dict.fromkeys(PARTS, 0))
    by_kind: Counter[str] = Counter()
    unread: Counter[str] = Counter()
    for number, text, *subtext in cards:
        script = read_card(number, text, subtext[0] if subtext else None)
        for ability in script.abilities:
            part = line_part(ability)
            parts[part] += 1
            by_kind[f"{part}: {ability.kind.value}"] += 1
            for label in sorted({_label(e) for e in _all_effects(ability.effects)}):
                by_kind[f"effect: {label}"] += 1
        for item in script.unread:
            parts["unread"] += 1
            unread[unread_shape(item)] += 1
    lines = sum(parts.values())
    executed = parts["acting"] + parts["acting_vs_defenders"]
    figures = {
        "ability_lines": lines,
        "read": lines - parts["unread"],
        "executed": executed,
        **{part: parts[part] for part in PARTS},
    }
    return {
        **figures,
        "shares": {
            name: round(n / lines, 4) if lines else 0.0 for name, n in figures.items() if name != "ability_lines"
        },
        "by_kind": dict(sorted(by_kind.items())),
        "top_unread_clauses": [{"shape": shape, "count": n} for shape, n in unread.most_common(top)],
    }


def line_part(ability: Ability) -> str:
    """Which part of the partition a read ability line is in (one of PARTS but "unread")."""
    if ability.kind in _NOT_EXECUTED:
        return _NOT_EXECUTED[ability.kind]
    if ability.statics and all(s.kind in ZEKKAI_STATICS for s in ability.statics):
        return "inert"  # a granted 絶界, like the keyword itself: it only keeps the Z/X out of choices
    granted = [g for s in ability.statics for g in s.granted]
    if granted:  # an auto ability granted: the part of what it does (the best of them, a power beside it acting)
        raised = any(s.kind not in GRANT_STATICS | ZEKKAI_STATICS for s in ability.statics)
        return min([line_part(g) for g in granted] + ["acting"] * raised, key=PARTS.index)
    effects = [*_all_effects(ability.effects), *_all_effects(ability.payment)]
    effects += [e for way in ability.ways for e in way.payment]  # 「AかB」: each way's payments
    if any(e.kind not in HANDLERS for e in effects):
        return "no_handler"
    alive = _alive(ability.effects, ability)
    live = [e for e, ok in zip(ability.effects, alive, strict=True) if ok]
    unpaid = _unpaid(ability.effects, _alive_on_empty(ability.effects, alive))
    empty = _alive_on_empty(ability.effects, alive, unpaid)
    empty = [ok and not _left_by_theirs(ability, i) for i, ok in enumerate(empty)]
    acts_empty = not ability.effects or any(_acts(e) for e, ok in zip(ability.effects, empty, strict=True) if ok)
    paid = _paid_off(ability.effects)  # what a chosen opponent always pays to keep from you (Policy.opponent_pays)
    reached = [e for e in _all_effects(x for x in live if x not in paid) if not _shield_late(e, ability)]
    acts_defenders = acts_empty or any(_on_defenders(e) for e in reached)
    never = ability.kind is AbilityKind.ACTIVATED and ability.turn == "opponent"  # played in your main phase only
    never = never or _never_holds((*ability.conditions, *ability.play_conditions), ability)
    if ability.zone == "elsewhere" or not acts_defenders or ability.trigger in _NEVER_TRIGGERS or never:
        return "opponent_board_only"
    targets = ability.trigger_way in ("target_normal", "target_zx")  # attacking a defender only
    if not acts_empty or ability.trigger in _DEFENDER_TRIGGERS or ability.turn == "opponent" or targets:
        return "acting_vs_defenders"  # an opponent's turn is played only against defenders or damage
    if ability.statics and all(s.per.startswith("opponent") or s.kind == "opponent_cost" for s in ability.statics):
        return "acting_vs_defenders"  # a power or cost for each of the opponent's Z/X: none on an empty board
    if ability.statics and all(s.kind in DAMAGE_STATICS for s in ability.statics):
        return "acting_vs_defenders"  # the damage dealt to the opponent's Z/X: none on an empty board
    if ability.statics and all(s.kind == "no_damage" or s.kind in ZEKKAI_STATICS for s in ability.statics):
        return "acting_vs_defenders"  # no damage to you: only an opponent with damage deals any (goldfish.defence)
    if ability.statics and all(_needs_defenders(s.conditions) for s in ability.statics):
        return "acting_vs_defenders"  # every change waits on the opponent's Z/X (「相手のゼクスがN枚以上ある場合」)
    return "acting_vs_defenders" if _needs_defenders((*ability.conditions, *ability.play_conditions)) else "acting"


def _paid_off(effects: tuple[Effect, ...]) -> list[Effect]:
    """The effects a 「相手は《無N・無N》を支払ってよい」 keeps from you against a chosen opponent (defenders or damage):
    the 「支払わなかったならば」 one after it when N is at most the resources it always has (402.1m's two; the default
    policy's opponent pays whenever it can, Policy.opponent_pays). The goldfish of old never pays: they act there."""
    return [
        e
        for before, e in pairwise(effects)
        if e.unless_did and before.kind is Kind.OPPONENT_PAY and before.n <= STARTING_RESOURCES
    ]


def _needs_defenders(conditions: Iterable[Condition]) -> bool:
    """Whether conditions ask for Z/X of the opponent (「相手のゼクスがN枚以上ある場合」, fewer of yours than of theirs,
    one destroyed by attack this turn: effects.turn_conditions), never there on an empty board; 「Aか、B」 when both do."""
    return any(_needs_defender(c) for c in conditions)


def _your_turn_only(ability: Ability) -> bool:
    """Whether an ability resolves only in your turn: ≪自分ターン≫, or an event or activated ability (the goldfish
    plays them in your main phase only)."""
    return ability.turn == "own" or ability.kind in (AbilityKind.EVENT, AbilityKind.ACTIVATED)


def _never_holds(conditions: Iterable[Condition], ability: Ability) -> bool:
    """Whether a condition never holds where the ability resolves: 「このターンの間に相手のゼクスがN枚以上登場していた」
    in your turn (the opponent's Z/X enter only in its turn, goldfish.defence); 「Aか、B」 when both never do."""
    return any(_never(c, ability) for c in conditions)


def _never(c: Condition, ability: Ability) -> bool:
    if c.kind is ConditionKind.ANY_OF:
        return bool(c.either) and all(_never(one, ability) for one in c.either)
    return c.kind is ConditionKind.DID_THIS_TURN and c.name == OPPONENT_ENTERED and _your_turn_only(ability)


# The moments of the opponent's turn before its attacks deal their damage (goldfish.defence: 503.1 to 506).
_BEFORE_ITS_DAMAGE = frozenset({Trigger.DRAW_START, Trigger.RESOURCE_START, Trigger.IGNITION_START, Trigger.MAIN_START})


def _shield_late(effect: Effect, ability: Ability) -> bool:
    """A cut of the next damage to you this turn made where no damage of an opponent follows in the same turn: in
    your turn (its damage comes in its turn), or in its turn once its damage is dealt (it comes together, once a
    turn: goldfish.defence), e.g. 「このカードがダメージによってライフからチャージに置かれる」. Only one set off at the start of
    one of its phases cuts it (the damage you deal yourself is not counted, as in `_acts`)."""
    if effect.kind is not Kind.DAMAGE_SHIELD:
        return False
    return ability.trigger not in _BEFORE_ITS_DAMAGE or ability.turn == "own"


def _needs_defender(c: Condition) -> bool:
    if c.kind is ConditionKind.ANY_OF:
        return all(_needs_defender(one) for one in c.either)
    if c.kind is ConditionKind.DID_THIS_TURN:
        return c.name in (
            ATTACK_DESTROYED, OPPONENT_LEFT, OPPONENT_TO_HAND, OPPONENT_DESTROYED, OPPONENT_DESTROYED_BY_ABILITY,
            OPPONENT_ENTERED,
        )  # fmt: skip
    if c.kind is ConditionKind.SQUARES_VS_OPPONENT:
        return c.name == "<"  # theirs more than yours: one at least
    return c.kind in (ConditionKind.OPPONENT_ZX_AT_LEAST, ConditionKind.OPPONENT_NORMAL_ZX_AT_LEAST) and c.n >= 1


def _label(effect: Effect) -> str:
    """An effect's kind, with its zones for a move (「move: hand→trash」)."""
    if effect.kind is Kind.MOVE:
        return f"move: {effect.source}→{effect.destination}"
    return effect.kind.value


def _acts(effect: Effect) -> bool:
    """Whether an effect can change something against an empty board: not a choice among the opponent's cards, not
    gated by the opponent's Z/X, not a harm the goldfish may decline (it declines it: run.squares.choose_zx), and a
    choice of options only when one of its options acts."""
    if _per_opponent(effect) or effect.kind is Kind.OPPONENT_PAY:
        return False  # for each of the opponent's Z/X: none on an empty board; the opponent's payment gains you none
    if effect.kind in (Kind.MODAL, Kind.DELAYED, Kind.PER_COUNT):
        return any(_acts(e) for option in effect.options for e in option)
    if effect.granted and effect.rest != "power":  # auto abilities given (effects.granted_effects): as they act
        return any(line_part(g) == "acting" for g in effect.granted)
    if (effect.kind is Kind.GRANT_ZEKKAI and not effect.take) or (
        effect.kind is Kind.CHOOSE_ZX and effect.rest in ("zekkai", "zekkai_next")
    ):
        return False  # 絶界 given: it guards against the opponent's effects, and no modelled opponent has any
    if effect.kind is Kind.CHOOSE_ZX and never_chosen(effect.to, own=True):
        return False  # a state no Z/X of yours is in (effects.zx_states): it reaches only the opponent's
    if effect.kind is Kind.DAMAGE_SHIELD or _zx_damage(effect):
        return False  # a cut of the next damage to you: only an opponent with damage deals any (goldfish.defence)
    if effect.kind is Kind.FORBID_ABILITY and effect.rest in ("this", "this_card"):
        return False  # 「あなたは(《同名》の)この能力をプレイできない」: a limit on playing it again, no change itself
    return not opponent_only(effect) and not _needs_defenders(effect.conditions) and not _declined(effect)


def _declined(effect: Effect) -> bool:
    """A harm to Z/X the goldfish may decline (「まで」, 「てよい」): run.squares.choose_zx chooses none of its own."""
    if effect.kind is not Kind.CHOOSE_ZX or not (effect.optional or effect.up_to):
        return False
    raises = (effect.rest == "power" and effect.take > 0) or effect.rest in ("reboot", "range", "grant", *FORCE_ACTIONS)
    return not (raises or is_square_move(effect.rest))  # a move only where it gains (run.square_moves)


def _on_defenders(effect: Effect) -> bool:
    """Whether an effect reaches the opponent's Z/X: a harm the goldfish declines for its own Z/X goes to theirs."""
    mine = "own" in effect.to.split()
    if effect.kind is Kind.OPPONENT_PAY:
        return False  # what follows it acts, or not (_paid_off)
    if effect.granted and effect.rest != "power":  # auto abilities given: as they act
        return any(line_part(g) in ("acting", "acting_vs_defenders") for g in effect.granted)
    if effect.kind is Kind.DAMAGE_SHIELD or _zx_damage(effect):
        return True  # it cuts the damage of an opponent with damage (goldfish.defence), as a defending one has
    if _per_opponent(effect):  # for each of the opponent's Z/X: what it does then, the option's or the choice's
        counted = replace(effect, to=" ".join(w for w in effect.to.split() if not w.startswith("per=")))
        inner = [e for option in effect.options for e in option] if effect.kind is Kind.PER_COUNT else [counted]
        return any(_acts(e) or _on_defenders(e) for e in inner)
    if effect.kind is Kind.CHOOSE_ZX and not defender_can_match(effect.filter):
        return False  # a name, race, colour or icon: no defender has one (it is only a cost and a power)
    if effect.kind is Kind.CHOOSE_ZX and not mine and never_chosen(effect.to, own=True):
        return not never_chosen(effect.to, own=False)  # only the opponent's can be chosen (effects.zx_states)
    if effect.kind is Kind.CHOOSE_ZX and never_chosen(effect.to, own=False):
        # no defender is ever in that state (「攻撃している」: none of its Z/X attacks, goldfish.opponent): only
        # yours are chosen, a power or Range raised for a battle against a defender, a harm declined
        return raises_chosen(effect) and not never_chosen(effect.to, own=True)
    if harms_any(effect) or raises_chosen(effect):  # worth a cost against defenders (run.choices.choice_gains)
        return True
    return acts_on_defenders(effect) or (effect.kind is Kind.CHOOSE_ZX and _declined(effect) and not mine)


def _zx_damage(effect: Effect) -> bool:
    """More damage to the opponent's Z/X this turn (effects.attack_bars): none there on an empty board."""
    return (effect.kind is Kind.DAMAGE_UP and effect.rest == "zx") or (
        effect.kind is Kind.CHOOSE_ZX and effect.rest == "zx_damage"
    )


def _per_opponent(effect: Effect) -> bool:
    """Whether an effect is done once for each of the opponent's Z/X on squares (「スクエアにある相手のゼクスN枚につき」:
    a PER_COUNT, or a damage or power of a choice, effects.damage_per): nothing against an empty board."""
    if effect.kind is Kind.PER_COUNT:
        return effect.rest.startswith("opponent")
    return effect.kind is Kind.CHOOSE_ZX and any(w.startswith("per=opponent") for w in effect.to.split())


def _alive(effects: Iterable[Effect], ability: Ability | None = None) -> list[bool]:
    """Whether each effect can ever be done: not when it waits (「したならば」) on one that never is, a NO_TARGET or a
    declined harm of your own Z/X only (hand check 15: B13-072 destroyed nothing so that the opponent discards), or
    a choice of Z/X in a state they are never in when the ability resolves (`_untimely`)."""
    alive: list[bool] = []
    anchor = -1
    for i, effect in enumerate(effects):
        if effect.if_did and not effect.same_if_did:
            anchor = i - 1
        waits = effect.if_did and anchor >= 0 and not alive[anchor]
        never = effect.kind is Kind.NO_TARGET or (_declined(effect) and "own" in effect.to.split())
        never = never or (ability is not None and (_untimely(effect, ability) or _never_moved(effect, ability)))
        never = never or (ability is not None and _never_holds(effect.conditions, ability))
        alive.append(not waits and not never)
    return alive


def _alive_on_empty(effects: tuple[Effect, ...], alive: list[bool], unpaid: frozenset[int] = frozenset()) -> list[bool]:
    """Whether each effect can be done against an empty board: alive, not an optional cost the goldfish does not pay
    there (`unpaid`), and not waiting (「したならば」) on an effect that cannot act there (a choice of the opponent's
    Z/X only, a harm the goldfish declines, such a cost: 「相手のゼクスを1枚選び、破壊する。この能力で…破壊した時、1枚
    引く」 draws only against defenders)."""
    empty: list[bool] = []
    anchor = -1
    for i, effect in enumerate(effects):
        if effect.if_did and not effect.same_if_did:
            anchor = i - 1
        waits = effect.if_did and anchor >= 0 and not (empty[anchor] and _acts(effects[anchor]))
        empty.append(alive[i] and not waits and i not in unpaid and not _needs_defenders(effect.conditions))
    return empty


def _unpaid(effects: tuple[Effect, ...], empty: list[bool]) -> frozenset[int]:
    """The optional costs (「このカードをトラッシュに置いてよい」, 「《X》を支払ってよい」) that no 「したならば」 effect after
    them makes worth paying against an empty board: the goldfish does not pay them (run.resolve._pays_off)."""
    unpaid = set()
    for i, effect in enumerate(effects):
        if not (effect.optional and costs(effect)):
            continue
        after = []
        for j in range(i + 1, len(effects)):
            if not effects[j].if_did:
                break
            after.append(j)
        if not any(empty[j] and _acts(effects[j]) and useful(effects[j]) for j in after):
            unpaid.add(i)
    return frozenset(unpaid)


# Triggers that resolve during a battle of yours (goldfish.battle): only there is a Z/X attacking (effects.zx_states).
_BATTLE_TRIGGERS = frozenset(
    {
        Trigger.ATTACK,
        Trigger.ANY_ATTACK,
        Trigger.DESTROYS_BY_ATTACK,
        Trigger.ZX_DESTROYS_BY_ATTACK,
        Trigger.DESTROYS_PLAYER_SQUARE_BY_ATTACK,
        Trigger.BATTLE_END,  # 605.2: the battle ends at 605.6, after it
        Trigger.DAMAGES_ZX_BY_ATTACK,
        Trigger.DESTROYS_NORMAL_BY_ATTACK,
    }
)


def _untimely(effect: Effect, ability: Ability) -> bool:
    """A choice of Z/X 「攻撃している」 outside a battle (an event, an activated ability: played in the main phase), or
    of the opponent's 「このターンの間に登場した」 outside its turn (its Z/X enter only in its turn): none is chosen."""
    if effect.kind is not Kind.CHOOSE_ZX:
        return False
    scope = effect.to.split()
    if {"attacking", "attack_target", "in_battle"} & set(scope) and ability.trigger not in _BATTLE_TRIGGERS:
        return True
    their_turn = ability.turn == "opponent" or ability.trigger in _DEFENDER_TRIGGERS - _BATTLE_TRIGGERS
    return "entered_this_turn" in scope and "opponent" in scope and not their_turn


def _left_by_theirs(ability: Ability, i: int) -> bool:
    """An effect onto the square a Z/X taken off before it left (effects.left_squares) when only the opponent's Z/X
    are taken off before it: there is no such square against an empty board."""
    if not refers_to_taken(ability.effects[i]):
        return False
    takers = [b for b in (*ability.payment, *ability.effects[:i]) if takes_off(b)]
    return bool(takers) and all(opponent_only(b) for b in takers)


def _never_moved(effect: Effect, ability: Ability) -> bool:
    """A move of Z/X to another square the goldfish may decline and always does (run.square_moves): onto your player
    square (never next to the opponent's, 602.1b), or in the opponent's turn (no attack of yours to gain)."""
    if effect.kind is not Kind.CHOOSE_ZX or not is_square_move(effect.rest) or not (effect.optional or effect.up_to):
        return False
    return effect.rest == "move:player" or ability.turn == "opponent"


def _all_effects(effects: Iterable[Effect]) -> Iterable[Effect]:
    """The effects and, for a choice of options, the effects of each option."""
    for effect in effects:
        yield effect
        for option in effect.options:
            yield from _all_effects(option)


_UNREAD_CLAUSE = re.compile(r"unread (?:sentence|clause): (.+)$", re.S)
_REMINDER = re.compile(r"\((?:[^()]|\([^()]*\))*\)")  # reminder text explains a rule: not the line's shape
_JAPANESE = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")


def unread_shape(item: Unread) -> str:
    """The clause or sentence an unread line stops at, with names, races and numbers folded so that alike lines
    count together; when the reader names no clause, its reason and the line's first sentence."""
    clause = _UNREAD_CLAUSE.search(item.reason)
    if clause:
        shape = clause[1]
    elif _JAPANESE.search(item.reason):
        shape = item.reason  # e.g. 「trigger: このカードにシフトする」: the reason quotes the clause
    else:
        text = _REMINDER.sub("", re.sub(r"\s+", "", item.text))
        body = text.split("【効果】", 1)[1] if "【効果】" in text else re.sub(r"^(?:≪[^≫]*≫|【[^】]*】)+", "", text)
        first = body.split("。", 1)[0]
        shape = f"{item.reason}: {first}。" if first else item.reason
    shape = re.sub(r"〔付与:[^〕]*〕", "以下の能力", shape)  # a granted ability kept by reader.split_abilities
    shape = re.sub(r"「[^」]*」", "「X」", shape)
    shape = re.sub(r"\[[^\]]*\]", "[R]", shape)
    return re.sub(r"\d+", "N", shape)[:160]
