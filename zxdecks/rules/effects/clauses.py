"""An effect text read sentence by sentence: options (「以下の効果から」), 「…したならば」, conditions and the
sentence table; an ability is read only when every sentence of it is."""

from __future__ import annotations

import re
from dataclasses import replace

from zxdecks.rules.effects.condition_words import (
    condition_only,
    take_condition,
)
from zxdecks.rules.effects.damage_per import moved_verb
from zxdecks.rules.effects.did_refs import all_of, counted_to
from zxdecks.rules.effects.discount import join_floor
from zxdecks.rules.effects.dynamic_bounds import placed_bound
from zxdecks.rules.effects.either import join_revealed
from zxdecks.rules.effects.force_verbs import FORCE_SOURCES
from zxdecks.rules.effects.grammar import read_text
from zxdecks.rules.effects.grammar_effects import to_effects
from zxdecks.rules.effects.language import (
    Ability,
    AbilityKind,
    Action,
    Condition,
    ConditionKind,
    Effect,
    Kind,
    Unread,
    action_of,
    make,
)
from zxdecks.rules.effects.look_join import join_looks, join_shuffles, mark_optional
from zxdecks.rules.effects.more_options import more_options
from zxdecks.rules.effects.opponent_hand import back_to_opponent_hand
from zxdecks.rules.effects.opponent_words import opponent_effect
from zxdecks.rules.effects.per_count import (
    PerCount,
    counts_after,
    options_per_count,
    per_count_effect,
    read_per_count,
)
from zxdecks.rules.effects.placed_cards import placed_after, put_zone, read_placed
from zxdecks.rules.effects.references import name_revealed_in_options, names_entered
from zxdecks.rules.effects.sentences import (
    ANY_ZX,
    ATTACKING_YOU,
    EFFECTS,
    FILTERED,
    NOT_OPPONENT_SQUARES,
    OPPONENT_ONLY,
    OPPONENT_SQUARES,
    REST,
    REVEAL_TAKE,
    TO_SQUARE,
    ZONE_SOURCE,
    any_zx,
    reveal_ends,
    reveal_take,
)
from zxdecks.rules.effects.unless_did import BACK_UNPLAYED, DID, UNLESS, unless_after
from zxdecks.rules.effects.words import (
    REMINDER,
    match_filter,
    split_sentences,
)
from zxdecks.rules.effects.zone_conditions import elided_count

# The head of a list of 「●」 options: choose N of them (「以下の効果からNつ選び」), all of them (「以下の効果を解決する」,
# in any order: the goldfish keeps the printed one), or all of them N times (「以下の効果をN回解決する」; 「N回まで」: the
# goldfish takes all N, a choice the text allows).
_MODAL = re.compile(
    r"((?:置いた|そうした|スリープした|除外した|戻した|表向きにした)ならば、)?以下の効果(?:から(?P<choose>\d+)つ選び、(?:好きな順番で)?|を(?:好きな順番で)?|を(?P<times>\d+)回(?:まで)?)"
    r"解決(?:する|(?P<may>してよい))。$"
)
# 「●」 opens an option only after a finished sentence; elsewhere it is part of a name or an icon (「ギルド●暁」).
_OPTION = re.compile(r"(?:^|(?<=。))●")
_IF_DID = re.compile(
    r"^(?:\d+枚(?:以上)?)?(置いた|そうした|引いた|加えた|戻した|捨てた|(?:(?:\[[^\]]*\])*(?:《[^》]*》)+を)?支払った|スリープした|登場させた|除外した"
    r"|表向きにした|裏向きにした|破壊した|プレイした|トラッシュに置いた|リソースに置いた|手札に加えた|チャージに置いた|公開した|フォースにした)"
    r"(?:ならば|場合)、(.+)$"
)
# 「〜したならば」 verbs that name what the effect before must have done (804.3c): the kinds of effect that do it.
_DID_AFTER: dict[str, frozenset[Action]] = {
    "登場させた": frozenset({Kind.ZONE_TO_SQUARE, Kind.SELF_TO_SQUARE, Kind.PLAY_SELF, Kind.PLAY_FREE, Kind.SWAP_IN}),
    "除外した": frozenset({("hand", "removed"), ("trash", "removed"), ("deck_top", "removed"), ("self", "removed")}),
    "表向きにした": frozenset({Kind.DYNAMIS_FACE_UP}),
    "裏向きにした": frozenset({Kind.DYNAMIS_FACE_DOWN}),
    "公開した": frozenset({Kind.HAND_REVEAL}),
    "破壊した": frozenset({Kind.DESTROY_SELF}),  # or a CHOOSE_ZX that destroys
    "プレイした": frozenset({Kind.PLAY_FREE, Kind.PLAY_SELF}),
    "トラッシュに置いた": frozenset(
        {("hand", "trash"), ("deck_top", "trash"), ("charge", "trash"), ("self", "trash"), ("force", "trash")}
    ),
    "リソースに置いた": frozenset(
        {("deck_top", "resources"), ("hand", "resources"), ("trash", "resources"), ("charge", "resources")}
        | {("self", "resources")}
    ),
    "手札に加えた": frozenset({Kind.SEARCH, ("trash", "hand"), ("charge", "hand"), ("resources", "hand")}),
    "チャージに置いた": frozenset({("deck_top", "charge"), ("hand", "charge"), ("self", "charge")}),
}
_REVEAL_TO = {"登場させた": "square", "トラッシュに置いた": "trash", "リソースに置いた": "resource", "手札に加えた": ""}
_REVEAL_TO["チャージに置いた"] = "charge"
_REVEAL_TO["除外した"] = "removed"
_REVEAL_TO["プレイした"] = "play"  # 「その中にある…を選び、残りを元に戻し、シャッフルし、選んだカードを…プレイする」
# A move (Kind.MOVE) of any pair does what the verb names when it puts the cards there.
_MOVED_TO = {
    "除外した": "removed",
    "トラッシュに置いた": "trash",
    "リソースに置いた": "resources",
    "手札に加えた": "hand",
}
_MOVED_TO["チャージに置いた"] = "charge"
_ZX_DOES = {"破壊した": "destroy", "除外した": "remove", "スリープした": "sleep", "トラッシュに置いた": "trash"}
_ZX_DOES |= {"リソースに置いた": "resource", "チャージに置いた": "charge"}


def _put_before(effects: list[Effect]) -> Effect | None:
    """The effect 「置いたカード」 names: the one before, or the one before a draw after it (「手札を1枚選び、トラッシュに
    置き、1枚引く。置いたカードが…」: a draw keeps what the move put, run.resolve.apply)."""
    if len(effects) > 1 and effects[-1].kind is Kind.DRAW and put_zone(effects[-2]):
        return effects[-2]
    return effects[-1] if effects else None


def _into_their_resources(effect: Effect) -> bool:
    """Whether an effect puts only the opponent's Z/X into its resources (「相手のゼクスを…リソースにスリープで置く」)."""
    return effect.kind is Kind.CHOOSE_ZX and effect.rest == "resource" and "opponent" in effect.to.split()


def _counts(effects: list[Effect]) -> bool:
    """Whether there is an effect before whose handler may count what it did: a Z/X put onto squares from force
    cards (run.force_under) gives no count."""
    return bool(effects) and not (effects[-1].kind is Kind.ZONE_TO_SQUARE and effects[-1].rest in FORCE_SOURCES)


def _places(either: Effect) -> tuple[str, str]:
    """The two places of 「あなたのデッキの1番上を見て、AかBに置く」 (Kind.TOP_EITHER): 「Aに置いたならば」 waits on A."""
    return either.destination, either.rest


def _did_after(verb: str, before: Effect) -> bool:
    """Whether 「{verb}ならば」 can follow `before`: an effect of a kind that does it (for a reveal, one that puts the
    cards there; for a choice among Z/X, one that destroys or removes them), or a 「支払ってよい」 for 「支払った」."""
    if verb.endswith("支払った"):
        return before.kind is Kind.PAY
    if before.kind is Kind.REVEAL_TOP_TAKE:
        return _REVEAL_TO.get(verb) == before.to
    if before.kind is Kind.CHOOSE_ZX:
        return _ZX_DOES.get(verb) == before.rest
    if before.kind is Kind.NO_TARGET:  # what it would have done to the opponent's Z/X: never done, nothing follows
        return verb in _ZX_DOES or verb in ("トラッシュに置いた", "リソースに置いた", "チャージに置いた", "登場させた")
    if before.kind is Kind.MOVE and _MOVED_TO.get(verb) == before.destination:
        return True
    return action_of(before) in _DID_AFTER[verb]


# 「(その後、)公開したカードを元に戻す。」 after hand cards were shown (HAND_REVEAL keeps them in the hand)
_PUT_BACK = re.compile(r"^(?:その後、)?公開したカードを(?:元に戻す|手札に戻す)。?$")
_COUNT = re.compile(r"^(\d+)枚(以上)?")
# 「そのゼクスは次の相手のリブートフェイズにリブートしない。」 after the opponent's Z/X put into its resources slept
_KEPT_SLEPT = re.compile(r"^そのゼクスは次の相手のリブートフェイズにリブートしない。?$")
# 「選んだカードをコストを支払わずにプレイする。」 after a look that kept its chosen cards aside (grammar_effects)
_PLAY_ASIDE = re.compile(r"^選んだカードをコストを支払わずにプレイする。?$")


_RESTRICTIONS = (
    re.compile(r"^ターン終了時まで、あなたは《同名》のこの能力をプレイできない。?$"),
    # until your next turn: once a turn for an activated ability, which the goldfish plays on its own turn only
    # (reader: in an auto ability, which the opponent's turn may set off again, it stays unread)
    re.compile(r"^次のあなたのターンのリブートフェイズ開始時まで、あなたはこの能力をプレイできない。?$"),
    # 「使用できない」: the older cards' word for 「プレイできない」 (〈cost〉effect abilities)
    # (「2ターンに1回」 is no once a turn: no rule nor card of the pool defines it, so it stays unread)
    re.compile(r"^この能力は(?:あなたのターンにしかプレイできず、)?1ターンに1回しか(?:プレイ|使用)できない。?$"),
    re.compile(r"^この能力はあなたのターンにしか(?:プレイ|使用)できない。?$"),
    # more than once a turn: the goldfish plays an activated ability once a turn at most, on its own turn only
    re.compile(r"^この能力は(?:あなたのターンにしかプレイできず、)?1ターンに[2-9]回しかプレイできない。?$"),
    # the card's own play restriction: effects.restrictions reads it for the whole card (806.1)
    re.compile(r"^このカードは(?:あなたのターンにしかプレイできず、)?[^。]+(?:場合|ならば)にしかプレイできない。?$"),
)


def until_next_turn_activated(read: Ability | Unread) -> Ability | Unread:
    """The ability as read, unless 「次のあなたのターンのリブートフェイズ開始時まで、あなたはこの能力をプレイできない」 (read
    as once a turn, `_RESTRICTIONS`) is in an ability that is not activated: an auto ability may be set off again in
    the opponent's turn, which once a turn would allow."""
    if isinstance(read, Ability) and read.kind is not AbilityKind.ACTIVATED and _UNTIL_NEXT_TURN in read.text:
        return Unread(
            read.text, "「次のあなたのターンのリブートフェイズ開始時まで」 in an ability that is not activated"
        )
    return read


_UNTIL_NEXT_TURN = "次のあなたのターンのリブートフェイズ開始時まで、あなたはこの能力をプレイできない"


def read_effects(body: str, paid: Effect | None = None) -> tuple[list[Effect], list[Condition], bool] | str:
    """The effects of an effect text in order, its conditions and whether it is once a turn; or why it is unread.
    A 「…場合」 sentence's condition gates that sentence alone (804.3b); when it gates every effect (the others only
    follow it with 「…したならば」) it is returned as the ability's."""
    read = _read_body(body, paid=paid)
    if isinstance(read, str):
        return read
    effects, once = read
    first = effects[0].conditions
    after_payment = any(c.kind is ConditionKind.PLACED_FORCE_IS for c in first)  # 1010.2a: known once it is paid
    if (
        first
        and not after_payment
        and all(e.conditions == first or (e.if_did and not e.conditions) for e in effects[1:])
    ):
        return [replace(e, conditions=()) for e in effects], list(first), once
    return effects, [], once


def _read_body(body: str, nested: bool = False, paid: Effect | None = None) -> tuple[list[Effect], bool] | str:
    """The effects of an effect text, each with the conditions of its own sentence, and whether it is once a turn.
    `paid`: an activated ability's one payment, which 「置いたカード」 / 「除外したカード」 before any effect that puts a
    card names (run.activation applies it just before the effects; run.resolve.apply keeps what it put)."""
    effects: list[Effect] = []
    once = False
    body = name_revealed_in_options(body)  # 「…を公開し、以下の効果から…●そのカードを…」 (effects.references)
    body = REMINDER.sub("", body.replace("\n", ""))  # reminder text explains a rule and adds no effect
    body = join_revealed(body)  # 「…を公開する。そのカードをAかBに置く。」 (effects.either)
    body = join_floor(body)  # 「…コストを-Nする。ただし、0以下にならない。」 (effects.discount)
    body, optional_looks = join_looks(body)  # 「…N枚公開してよい。N枚公開したならば、その中から…」 (effects.look_join)
    body = join_shuffles(body)  # 「…デッキに戻す。戻したならば、シャッフルし、…」 (effects.look_join)
    head, *choices = _OPTION.split(body)
    if choices:
        m = _MODAL.search(head)
        more = None if m else more_options(head)  # 「…場合、さらに1つ選び」 (effects.more_options)
        if more is None and not m:
            return "options without 以下の効果から"
        head = head[: m.start() if m else more.start if more else 0]
        options = []
        for choice in choices:
            read = read_effects(choice)
            if isinstance(read, str):  # an option is never dropped silently: the whole ability is unread
                return f"unread option of 以下の効果: {read}"
            if read[1]:  # its own condition gates each of its effects (804.3b)
                options.append(tuple(replace(e, conditions=(*read[1], *e.conditions)) for e in read[0]))
            else:
                options.append(tuple(read[0]))
        choose = int(m["choose"] or 0) if m else 0 if more is None or more.times else more.needs  # 0: every option
        if not options or len(options) < choose:
            return "no option of 以下の効果から is read"
        # the words between the last sentence of the head and 「以下の効果」 are the options' condition, if any
        cut = head.rfind("。") + 1
        # 「10枚以上ある場合、以下の効果…」: the zone of the sentence before it (effects.zone_conditions.elided_count)
        head = head[:cut] + elided_count(head[cut:] + "_", split_sentences(head[:cut]))[:-1]  # "_": the options
        each = options_per_count(head[cut:], m, options)  # 「…N枚につき、以下の効果を1回」 (effects.per_count)
        gate = () if each else condition_only(head[cut:])
        if gate is None and m and not m[1] and _effect_first(head[cut:]):
            # 「A(し)、以下の効果から…」: A is done, then the options (one sentence, no condition on both)
            head, cut, gate = head[:cut] + head[cut:].removesuffix("、") + "。", len(head), ()
        if gate is None:
            return f"unread condition of the options: {head[cut:]}"
        modal = each or Effect(
            Kind.MODAL, choose, optional=bool(m and m["may"]), if_did=bool(m and m[1]), options=tuple(options),
            take=int(m["times"] or 1) if m else 1, conditions=gate,
        )  # fmt: skip
        grown = more.modal(modal) if more else modal
        if isinstance(grown, str):
            return grown
        modal = grown
        if not head[:cut].strip():
            return [modal], once
        before = _read_body(head[:cut])
        if isinstance(before, str):
            return before
        verb = m[1].removesuffix("ならば、") if m and m[1] else ""
        if verb in _DID_AFTER and not _did_after(verb, before[0][-1]):
            return f"「{verb}ならば」 after an effect that does not do it"  # 804.3c, as for a sentence
        return [*before[0], modal], before[1]
    seen: list[str] = []
    for sentence in split_sentences(body):
        sentence = elided_count(sentence.strip(), seen)  # 「10枚以上ある場合、」: the zone of the one before
        seen.append(sentence)
        if _PLAY_ASIDE.match(sentence.strip()) and effects and _aside(effects[-1]):
            effects[-1] = replace(effects[-1], to="play")  # the card the look kept aside (run.plays.play_aside)
            continue
        rest = REST.match(sentence.strip().removeprefix("その後、"))
        if rest and effects and effects[-1].kind is Kind.REVEAL_TOP_TAKE and effects[-1].rest == "top":
            where = "trash" if "トラッシュ" in rest[1] else "shuffle" if "シャッフル" in rest[1] else "bottom"
            top = "上に戻す" in rest[1]
            effects[-1] = replace(effects[-1], rest="top" if top else where, ordered=top and "好きな順番" in rest[1])
            continue
        if _PUT_BACK.match(sentence.strip()) and any(e.kind is Kind.HAND_REVEAL for e in effects):
            continue  # the hand cards shown never left the hand: putting them back does nothing
        if _KEPT_SLEPT.match(sentence.strip()) and effects and _into_their_resources(effects[-1]):
            continue  # the opponent's Z/X now in its resources, which are not modelled (as NO_TARGET): nothing to do
        if back_to_opponent_hand(seen[:-1], sentence.strip().removesuffix("。")):
            continue  # the opponent's shown hand back to it (effects.opponent_hand)
        per_gate: list[Condition] = []  # 「…の場合、<count>N枚につき、…」: the condition gates the count (804.3b)
        per = read_per_count(_peeled(sentence.strip().removeprefix("その後、"), per_gate))
        if per is not None:  # 「置いたカード1枚につき、…」: the rest of the sentence once for each (effects.per_count)
            if not counts_after(per, effects[-1] if effects else None):
                return f"「{per.verb}カードN枚につき」 after an effect that does not count it"
            if (
                effects and effects[-1].kind is Kind.REVEAL_TOP_TAKE
            ):  # it counts the rest it put away (effects.per_count)
                effects[-1] = replace(effects[-1], counts_rest=True)
            inner = _read_body(per.words + "。")
            if isinstance(inner, str):
                return inner
            if any(e.kind is Kind.REVEAL_TOP_TAKE for e in inner[0]):  # 「1枚につき、1枚見て、その中…」
                return "「…N枚につき」 before a look (G02-037: one look of as many cards, not a look each time)"
            if inner[1] or inner[0][0].if_did:
                return "「…N枚につき」 before a restriction or a 「…したならば」"
            effects.append(replace(per_count_effect(per, inner[0]), conditions=tuple(per_gate)))
            continue
        if BACK_UNPLAYED.match(sentence.strip()):  # the card an ignition trashed back to the hand (effects.unless_did)
            if not (effects and effects[-1].kind is Kind.IGNITE and effects[-1].n == 1 and not effects[-1].rest):
                return "「このイグニッションで…そのカード」 after no single ignition"
            effects[-1] = replace(effects[-1], rest="back")
            continue
        unless = UNLESS.match(sentence.strip())
        if unless is not None:  # 「…しなかったならば、…」 (effects.unless_did)
            if not unless_after(unless["verb"], effects[-1] if effects else None):
                return f"「{unless['verb']}なかったならば」 after an effect that does not do it"
            if unless["verb"] == "プレイし":  # done when the ignition played a card (run.zones.ignite)
                effects[-1] = replace(effects[-1], rest="played")
            n = int(unless["count"] or 1)
            if n > 1 and not all_of(effects[-1], n):  # 「N枚…しなかったならば」: fewer than N
                counted = counted_to(effects[-1], n, False, DID[unless["verb"]])
                if counted is None:
                    return f"「{n}枚{unless['verb']}なかったならば」 after an effect that may not count it"
                effects[-1] = counted
            inner = _read_body(sentence.strip()[unless.end() :], nested=True)
            if isinstance(inner, str):
                return inner
            if inner[1] or inner[0][0].if_did:
                return f"「{unless['verb']}なかったならば」 before a restriction or a 「…したならば」"
            # more than one effect: one option of them all, in order (run.plays.modal), done or not as a whole
            whole = Effect(Kind.MODAL, 0, options=(tuple(inner[0]),), take=1) if len(inner[0]) > 1 else inner[0][0]
            effects.append(replace(whole, unless_did=True))
            continue
        placed = read_placed(sentence.strip().removeprefix("その後、"))
        if placed is not None:  # 「置いたカードが<filter>の場合、…」 (effects.placed_cards)
            if not placed_after(placed, _put_before([paid, *effects] if paid else effects)):
                return f"「{placed.verb}カードが…」 after an effect that does not put it"
            inner = _read_body(placed.words, nested=True)
            if isinstance(inner, str):
                return inner
            if inner[1] or len(inner[0]) != 1 or inner[0][0].if_did:
                return f"「{placed.verb}カードが…」 before more than one effect, a restriction or a 「…したならば」"
            gated = inner[0][0]
            effects.append(replace(gated, if_did=True, conditions=(*gated.conditions, placed.condition)))
            continue
        did = _IF_DID.match(sentence.strip())
        verb = did[1] if did else ""
        if effects and effects[-1].kind is Kind.TOP_EITHER and _MOVED_TO.get(verb) in _places(effects[-1]):
            effects[-1] = replace(effects[-1], to=f"did:{_MOVED_TO[verb]}")  # done when put there (run.zones)
        elif (verb in _DID_AFTER or verb.endswith("》を支払った")) and not (effects and _did_after(verb, effects[-1])):
            return f"「{verb}ならば」 after an effect that does not do it"
        count = _COUNT.match(sentence.strip()) if did else None
        if count and int(count[1]) > 1 and not (effects and all_of(effects[-1], int(count[1]))):
            counted = counted_to(effects[-1], int(count[1]), bool(count[2]), verb) if _counts(effects) else None
            if counted is None:
                return f"「{count[0]}{verb}ならば」 after an effect that may do fewer"
            effects[-1] = counted
        local: list[Condition] = []
        found = _read_sentence(sentence.strip(), local)
        if isinstance(found, str) and any(r.match(sentence) for r in _RESTRICTIONS):
            once = once or "1回" in sentence or "《同名》" in sentence or "リブートフェイズ" in sentence
            continue
        if isinstance(found, str):
            local.clear()  # the grammar reads the sentence again from its start, its condition too
            found = _read_clauses(sentence.strip(), effects[-1] if effects else None)
            if effects and not isinstance(found, str):
                effects.pop()  # the grammar gives the effect before back first (changed by a test of what it revealed)
        if isinstance(found, str):
            return found
        for i, e in enumerate(found):  # 「除外したカードN枚につき、Mダメージ」: the effect before must count it
            verb = moved_verb(e)
            earlier = found[i - 1] if i else effects[-1] if effects else None
            if verb and not counts_after(PerCount("moved", 1, verb=verb), earlier):
                return f"「{verb}カードN枚につき」 after an effect that does not count it"
        effects.extend(replace(e, conditions=(*e.conditions, *local)) if local else e for e in found)
    if not effects:
        return "no effect"
    if any(_aside(e) for e in _every(effects)):
        return "cards kept aside by a look with nothing done with them"
    effects = mark_optional(effects, optional_looks)
    named = [e for e in effects if not names_entered(e)]  # 「そのゼクス」 names them still
    for earlier, effect in zip([None, *named], named, strict=False):
        if effect.kind is Kind.AT_END_OF_TURN and effect.to != "self" and not _puts_on_squares(earlier):
            return "a delayed effect on a card not put onto a square"
    for earlier, effect in zip([paid, *effects], effects, strict=False) if not nested else ():  # (checked outside)
        if placed_bound(effect) and not (earlier is not None and put_zone(earlier)):
            return "「置いたカードのコスト以下の」 after an effect that puts no card"  # (effects.dynamic_bounds)
        puts = (earlier.take if earlier.kind is Kind.REVEAL_TOP_TAKE else earlier.n) if earlier is not None else 0
        if placed_bound(effect) == "one" and puts != 1:
            return "「置いたカードのコスト以下の」 after an effect that may put more than one card"
    for i, (earlier, effect) in enumerate(zip([None, *effects], effects, strict=False)):
        if names_entered(effect) and not _puts_on_squares(earlier):
            if effect.to == "both":  # 「このカードとそのゼクス」 (effects.attack_bars) names a Z/X put onto a square
                return "「このカードとそのゼクス」 after an effect that puts no Z/X onto a square"
            # no Z/X put onto a square before it: the one that set the auto ability off (reader checks there is one)
            effects[i] = replace(effect, to="trigger")
    return effects, once


def _aside(effect: Effect) -> bool:
    """Whether a look at the deck keeps its chosen cards aside (「残りを…、選んだカードを…」 not yet read)."""
    return effect.kind is Kind.REVEAL_TOP_TAKE and effect.to == "aside"


def _every(effects: list[Effect]) -> list[Effect]:
    """The effects and those of their options, all the way down."""
    return [x for e in effects for x in (e, *_every([o for option in e.options for o in option]))]


def _effect_first(words: str) -> bool:
    """Whether the words before 「以下の効果」 are an effect ending in its continuative form (「…置き、」, 「…し、」) with no
    condition of its sentence, which would gate the options too (804.3b): read as a sentence of its own."""
    if not words.endswith("、") or take_condition(words, []) != words:
        return False
    return not read_text(words.removesuffix("、")).unread


def _read_clauses(sentence: str, before: Effect | None) -> list[Effect] | str:
    """A sentence the sentence table does not know, read clause by clause by the clause grammar (every clause a row
    of its lexicon and verb table), after the effect before it (given back first); the table's reason when a clause
    is not read, so no part is dropped."""
    reading = read_text(sentence)
    if reading.unread:
        return f"unread clause: {reading.unread}"
    return to_effects(reading, before)


def _puts_on_squares(effect: Effect | None) -> bool:
    """Whether an effect puts cards onto squares (so that 「そのゼクス」 after it names them)."""
    if effect is None:
        return False
    kinds = (Kind.ZONE_TO_SQUARE, Kind.PLAY_FREE, Kind.PLAY_SELF, Kind.SELF_TO_SQUARE, Kind.SWAP_IN)
    return effect.kind in kinds or (effect.kind is Kind.REVEAL_TOP_TAKE and effect.to == "square")


def _peeled(sentence: str, conditions: list[Condition]) -> str:
    """The sentence after its leading conditions (appended to `conditions`), when a count 「…N枚につき、」 follows them;
    else the sentence itself, `conditions` left empty."""
    peeled = sentence
    while (next_words := take_condition(peeled, conditions)) != peeled:
        peeled = next_words
    if peeled != sentence and read_per_count(peeled) is None:
        conditions.clear()
        return sentence
    return peeled


def _read_sentence(sentence: str, conditions: list[Condition]) -> list[Effect] | str:
    while (peeled := take_condition(sentence, conditions)) != sentence:  # 「…の場合、…ならば、」: each must hold
        sentence = peeled
    if sentence.startswith("その後、"):
        sentence = sentence[4:]  # 「その後、」: done after the sentence before it, as any next sentence is
    did = _IF_DID.match(sentence)
    if did:
        rest = _read_sentence(did[2], conditions)
        if isinstance(rest, str):
            return rest
        # every effect of the sentence waits on the effect before it (one already if_did on the one before it)
        return [replace(e, if_did=True, same_if_did=bool(k) and not e.if_did) for k, e in enumerate(rest)]
    for pattern, build in EFFECTS:
        m = pattern.match(sentence)
        if m:
            return build(m)
    for pattern, kind in FILTERED:
        m = pattern.match(sentence)
        if m:
            groups = [g for g in m.groups() if g is not None]
            numbers = [g for g in m.groups()[-2:-1] if g]
            n = int(numbers[0]) if numbers else 1
            del groups
            rebooted = (
                "リソースにリブートで" in sentence
            )  # 「リソースにリブートで置く」: rebooted (hand check 19, B50-022)
            return [make(kind, n, bool(m.groups()[-1]), "よい" in sentence, filter=match_filter(m), rebooted=rebooted)]
    m = TO_SQUARE.match(sentence)
    if m:
        effect = Effect(Kind.ZONE_TO_SQUARE, int(m["n"]), bool(m["upto"]), "よい" in sentence, filter=match_filter(m))
        return [replace(effect, rebooted=m["state"] == "リブート", rest=ZONE_SOURCE[m["zone"]])]
    m = REVEAL_TAKE.match(sentence)
    if m and reveal_ends(m):
        return [reveal_take(m)]
    if (OPPONENT_ONLY.match(sentence) and "あなた" not in sentence) or (
        OPPONENT_SQUARES.match(sentence) and not NOT_OPPONENT_SQUARES.search(sentence)
    ):  # the opponent's Z/X (effects.opponent_words); a shape not read there is unread: defenders are modelled, so
        # a no-op would drop what it does to them (hand check 17, E41-052)
        read = opponent_effect(sentence)
        return [read] if read is not None else f"unread sentence: {sentence}"
    m = ANY_ZX.match(sentence)
    if m:
        return [any_zx(m)]
    if ATTACKING_YOU.match(sentence):
        return [Effect(Kind.NO_TARGET)]  # a goldfish opponent never attacks
    return f"unread sentence: {sentence}"
