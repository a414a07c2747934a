"""A clause grammar for card text (issue 28, point 1; the reader falls back to it for a sentence its sentence table
does not know): an effect text → sentences (at 。) → clauses (at a continuative verb form and 、: 「1点回復し、カードを
1枚引く。」 is two clauses), each with its prefixes peeled (「その後、」, 「…場合、」, 「…したならば、」, 「ターン終了時
まで、」) and read as one action through the lexicon and the verb table: Move(source, destination, count, up_to,
filter, state) for every zone-to-zone move, OnSquares for chosen Z/X on squares, or Act for the rest (draw, recover,
damage, power, shuffle, reboot, destroy this card, nothing on the opponent's empty board). A clause that is not read
makes the sentence unread, with the clause named.

`effects.serialise` gives the plain form the golden files hold (tests/rules/golden/clauses.json)."""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace

from zxdecks.rules.effects.attack_bars import PROTECTED as _PROTECTED
from zxdecks.rules.effects.attack_bars import SHIELDED as _SHIELDED
from zxdecks.rules.effects.attack_bars import read_mark
from zxdecks.rules.effects.condition_words import take_condition
from zxdecks.rules.effects.damage_per import read_damage_per, read_power_per_chosen, shared_out
from zxdecks.rules.effects.delayed import PREFIX as DELAYED_PREFIX
from zxdecks.rules.effects.delayed import read_on_card
from zxdecks.rules.effects.discount import read_discount
from zxdecks.rules.effects.dynamic_bounds import read_bound
from zxdecks.rules.effects.each_split import all_or_none, split_each
from zxdecks.rules.effects.either import read_either
from zxdecks.rules.effects.either_verbs import read_either_verb
from zxdecks.rules.effects.force_verbs import read_force_verb
from zxdecks.rules.effects.language import ANY_CARD, FORCE_ACTIONS, CardFilter, Condition
from zxdecks.rules.effects.lexicon import (
    OPPONENT_VERB,
    Verb,
    read_phrase,
    read_square_verb,
    read_verb,
)
from zxdecks.rules.effects.opponent_words import read_opponent_clause
from zxdecks.rules.effects.play_permits import read_permit
from zxdecks.rules.effects.power_per import read_power_per
from zxdecks.rules.effects.revealed_card import read_revealed_card
from zxdecks.rules.effects.turn_costs import read_turn_cost
from zxdecks.rules.effects.zx_states import never_chosen

# A clause ends at a continuative verb form followed by 、 (引き、置き、加え、戻し、与え、…); 「選び、」 and 「公開し、」
# belong to the clause they open.
_BOUNDARY = re.compile(
    r"(?:引き|置き|加え|戻し|与え|除外し|破壊し|回復し|シャッフルし|リブートし|スリープし|させ|回イグニッションし|フォースにし"
    r"|受けるダメージを-\d+し|攻撃でき(?=、ターン終了時、)"
    r"|パワーを[+-]\d+し(?=、(?:あなたは《同名》の|相手は[^、。]*プレイできない|ターン終了時|あなたのデッキ|あなたのチャージ"
    r"|このカードのパワー|カードを\d+枚引))|(?<=このカードの)パワーを\+\d+し(?=、(?:〔付与|≪レンジ)))(、)"  # a power, then a forbid,
    # another act or an auto ability granted to this card (「このカードのパワーを+Nし、以下の能力を得る」: grant_self)
)
# Acts that hold only until the end of the turn, which 「ターン終了時まで、」 opening a clause before them in the sentence
# also governs (「ターン終了時まで、あなたが次に受けるダメージを-1し、あなたは《同名》の能力をプレイできない」)
_FORBIDS = frozenset({"forbid_this", "forbid_this_card", "forbid_same_name_all", "opponent_never"})
# 「…したならば、」 with the verbs that name what the clause before did (804.3c); 「置かなかったならば」 and 「…していた
# 場合」 are other things and stay unread.
_IF_DID = re.compile(
    r"^(?P<count>\d+枚(?:以上)?|それぞれ\d+枚ずつ)?(置いた|手札から置いた|そうした|引いた|加えた|戻した|捨てた|(?:(?:\[[^\]]*\])*(?:《[^》]*》)+を)?支払った|スリープした|登場させた|除外した"
    r"|表向きにした|裏向きにした|破壊した|プレイした|トラッシュに置いた|リソースに置いた|手札に加えた|チャージに置いた|公開した)(?:ならば|場合)、"
)
_UNTIL_END = "ターン終了時まで、"
# 「この能力(によるダメージ)でゼクスを破壊した時/場合、」: waits on the choice of Z/X before, done only when it destroyed one
# (grammar_effects marks it: run.squares.choose_zx counts the Z/X it destroyed)
DESTROYED_BY = re.compile(r"^この能力(?:によるダメージ)?でゼクスを破壊した(?:時|場合)、")
# 「この能力でコストN以上/以下のゼクスを破壊/除外したならば、」: the same, counting only the Z/X of those costs (did_refs);
# not before the opponent's hand (not modelled: issue 28 keeps those lines unread)
DESTROYED_COST = re.compile(
    r"^この能力でコスト(?P<n>\d+)(?P<cmp>以上|以下)のゼクスを(?P<verb>破壊|除外|戻)した(?:場合|ならば)、(?!相手は自分の手札)"
)
DESTROYED = "この能力で破壊した"
_COST_VERBS = {"破壊": "destroy", "除外": "remove", "戻": "back"}  # 「戻した」: to the hand or the deck
_THEN, _LAST = "その後、", "最後に、"  # the same length


@dataclass(frozen=True, slots=True)
class Move:
    """Cards of `source` (a zone, "deck_top" or "self") to `destination`: `count` of them (fewer with `up_to`),
    those matching `filter`, arriving `state` ("rebooted", "slept" or "")."""

    source: str
    destination: str
    count: int = 1
    up_to: bool = False
    filter: CardFilter = ANY_CARD
    state: str = ""
    look: int = 0  # source "revealed": the top cards looked at first (0: the whole deck); "rest": the others
    alternative: str = ""  # 「手札に加えるか<B>」: B, where a card the policy does not take goes (effects.either_verbs)
    scope: str = ""  # "sum<=N": the chosen cards' costs add up to N or less (effects.zone_phrases; onto squares only)


@dataclass(frozen=True, slots=True)
class Act:
    """An action that moves no card between zones of yours: draw, recover, damage (to the opponent), power (this
    card's, until end of turn), shuffle (the deck)."""

    verb: str
    n: int = 1
    up_to: bool = False  # "discount": the cost stays at least 1 (「ただし、0以下にならない」)
    filter: CardFilter = ANY_CARD  # "discount": the cards it applies to (effects.discount)


@dataclass(frozen=True, slots=True)
class OnSquares:
    """Z/X on squares (yours alone on a goldfish's board): `count` of them matching `filter`, and what befalls them
    ("destroy", "hand", "resource", "bottom", "remove"; "power" or "damage" by `amount`); `scope` as Phrase.scope."""

    what: str
    count: int = 1
    up_to: bool = False
    filter: CardFilter = ANY_CARD
    amount: int = 0
    scope: str = ""
    under: CardFilter = ANY_CARD  # what becomes their force ("force_*", effects.force_verbs): the cards' filter


@dataclass(frozen=True, slots=True)
class Options:
    """「以下の効果からNつ選び、解決する。●…●…」: `choose` of the options (0: every one, in printed order), `times`
    over; each option a reading of its own."""

    choose: int
    times: int
    options: tuple[Reading, ...]
    whole: bool = False  # 「それぞれN枚ずつ選び、…てよい」: every option done, or none (effects.each_split)


@dataclass(frozen=True, slots=True)
class Clause:
    """One clause: its text, its action (None when unread, with the reason), and what its prefixes said."""

    text: str
    action: Move | Act | OnSquares | Options | None
    optional: bool = False  # 「てよい」
    if_did: str = ""  # 「…したならば」: the verb the clause before must have done
    conditions: tuple[Condition, ...] = ()
    until_end_of_turn: bool = False
    reason: str = ""
    sentence: int = 0  # which sentence of the text it is in (a sentence's condition gates all its clauses, 804.3b)
    if_count: str = ""  # 「N枚(以上)…したならば」: how many cards the clause before must have done it to
    at_end: bool = False  # 「ターン終了時、」: carried out at the end of the turn (effects.delayed)


@dataclass(frozen=True, slots=True)
class Reading:
    """An effect text read clause by clause; `unread` names the first clause that is not read ("" when all are)."""

    clauses: tuple[Clause, ...] = ()
    unread: str = ""
    sentences: list[str] = field(default_factory=list)


_ACTS: tuple[tuple[re.Pattern[str], str], ...] = (
    (re.compile(r"^(?:カードを)?(\d+)枚(まで)?引(?:く|き|いてよい)$"), "draw"),
    (re.compile(r"^(\d+)点回復(?:する|し|してよい)$"), "recover"),
    (re.compile(r"^(?:相手|相手のプレイヤー)に(\d+)ダメージを与え(?:る|てよい)?$"), "damage"),
    (re.compile(r"^あなたは(\d+)ダメージを受ける$"), "damage_self"),  # 1002.3, 907.2
    (re.compile(r"^(\d+)回イグニッション(?:する|し|してよい)$"), "ignite"),  # 1011 (「てよい」: the goldfish does it)
    (re.compile(r"^(?:あなたの)?デッキの上から(\d+)枚見て、好きな順番でデッキの上に戻(?:す|し)$"), "look_reorder"),
    (re.compile(r"^相手はカードを(\d+)枚引く$"), "no_target"),  # the opponent's hand is not kept: nothing happens
    (re.compile(r"^このカードのパワーを\+(\d+)(?:する|し|してよい)$"), "power"),
    # a power and a protection from the opponent's effects, which no modelled opponent has (only the power acts)
    (re.compile(r"^このカードのパワーを\+(\d+)し、このカードは" + _SHIELDED + "$"), "power"),
    # the Z/X the effect before put onto squares (clauses checks it did; run.squares.power raises each of them)
    (
        re.compile(r"^(?:そのゼクス|そのカード|登場させた(?:その)?ゼクス)のパワーを\+(\d+)(?:する|し(?:てよい)?)$"),
        "power_entered",
    ),
    (re.compile(r"^(?:あなたは)?(?:(?:あなたの)?デッキを)?シャッフル(?:する|し|してよい)$"), "shuffle"),
    # after cards put into their owner's deck: the cards are yours (no opponent's trash or charge is kept), so the
    # deck they went back to is yours
    (re.compile(r"^(?:ゼクスを)?戻したデッキをシャッフル(?:する|し)$"), "shuffle"),
    # 1017: the icon is the filter's name (read_clause)
    (re.compile(r"^あなたは≪[^≫]+≫を(\d+)個得る$"), "counter"),
    # the hand cards shown (HAND_REVEAL) put back: they never left the hand
    (re.compile(r"^公開したカードを(?:元に|手札に)戻(?:す|し)$"), "put_back"),
    # the effect of another ability printed on this card (effects.own_abilities fills in which, once the card is read)
    (re.compile(r"^このカードが元々持つ≪イベント≫能力を(\d+)つ選び、その効果を解決する$"), "own event"),
    (re.compile(r"^このカードが元々持つ≪自≫能力を(\d+)つ選び、その効果を解決する$"), "own auto"),
    # 1117 Rewrite: 「“リライト”以外の」 (the quoted name is lost in the card list's printing)
    (
        re.compile(
            r"^このカードが元々持つ、(?:“リライト”)?以外の≪起≫能力か≪自≫能力か≪イベント≫能力を(\d+)つ選び、その効果を解決する$"
        ),
        "own rewrite",
    ),
    (re.compile(r"^あなたの手札(?:にあるカード)?が(\d+)枚になるまで(?:カードを)?引(?:く|き)$"), "draw_to"),
    (re.compile(r"^このカードをリブート(?:する|し)$"), "reboot"),
    (re.compile(r"^このカードを破壊(?:する|し|してよい)$"), "destroy_self"),
    # after an event played without its cost: where it goes instead of the trash (grammar_effects marks the play)
    (
        re.compile(r"^プレイされたそのイベントがトラッシュに置かれる際、トラッシュに置くかわりに除外する$"),
        "event_removed",
    ),
    # the Z/X the effect before put onto squares, or that set the ability off (clauses checks which)
    (re.compile(r"^(?:そのゼクス|登場させたゼクス)を破壊(?:する|し)$"), "destroy_entered"),
    (re.compile(r"^このカードを表向きで(?:そのゼクス|登場させたゼクス)のフォースに(?:する|し)$"), "force_entered"),
    # 「公開してよい」: the goldfish reveals it (a test after it moves the card only to where it gains or keeps it)
    (re.compile(r"^(?:あなたの)?デッキの1番上(?:のカード)?を公開(?:する|し|してよい)$"), "reveal_top"),
    (re.compile(r"^あなたのプレイヤーはIGOBできない$"), "forbid_igob"),
    # no resource of yours rebooted by an effect for the rest of the turn (run.zones.reboot_resources asks)
    (re.compile(r"^あなたのリソース(?:にあるカード)?はリブートしない$"), "forbid_resource_reboot"),
    # the opponent's Z/X just slept stays slept through its owner's next reboot phase (grammar_effects marks the
    # choice before it: run.opposing, goldfish.defence)
    (re.compile(r"^そのゼクスは次の相手のリブートフェイズにリブートしない$"), "stays_slept"),
    # this auto ability of cards of this name not again this turn (run.resolve asks; reader: auto abilities only)
    (re.compile(r"^あなたは《同名》のこの能力をプレイできない$"), "forbid_this"),
    # …and not again in this game (run.plays.forbid_ability: goldfish.phases keeps it past each turn's end)
    (re.compile(r"^ゲーム終了時まで、あなたは《同名》のこの能力をプレイできない$"), "forbid_this_game"),
    # the next damage you take this turn one point less (goldfish.damage asks: Kind.DAMAGE_SHIELD; only 「ターン終了時まで、」)
    (re.compile(r"^あなたが次に受けるダメージを-1(?:する|し)$"), "damage_shield"),
    # the abilities of the cards of this card's name not again this turn (FORBID_ABILITY "all", as sentences._forbid)
    (re.compile(r"^あなたは《同名》の能力をプレイできない$"), "forbid_same_name_all"),
    # what only the opponent would play, barred for the turn or the battle: no modelled opponent plays a card or uses
    # an ability (goldfish.opponent), so nothing happens (NO_TARGET; only 「ターン終了時まで、」 or 「バトル終了時まで、」)
    (re.compile(r"^相手は[^、。]*プレイできない$"), "opponent_never"),
    (re.compile(r"^バトル終了時まで、相手は[^、。]*プレイできない$"), "opponent_never_battle"),
    # nor chooses anything by an effect (constant_grants._OPPONENT_NEVER): this card out of its choices
    (re.compile(r"^相手はこのカードをカードの効果で選ぶことはできない$"), "opponent_never"),
    (
        re.compile(r"^次の相手のターンのターン終了時まで、相手はこのカードをカードの効果で選ぶことはできない$"),
        "opponent_never_battle",
    ),
    # this auto ability of this card (not of others of its name) not again this turn (run.resolve asks)
    (re.compile(r"^あなたはこの能力をプレイできない$"), "forbid_this_card"),
    (re.compile(r"^(?:このカードは)?≪レンジ(\d|∞)≫を得る$"), "range"),  # ∞ as 99 (Ability.range); bare: after a power
    (re.compile(r"^このカードは" + _SHIELDED.replace("ない", "ず") + r"、≪レンジ(\d|∞)≫を得る$"), "range"),
    # given to the Z/X the effect before put onto squares, or that set the ability off (clauses checks which)
    (
        re.compile(r"^(?:そのゼクス|登場させたゼクス)に≪レンジ(\d)≫を与え(?:る)?$"),
        "range_entered",
    ),  # a granted 「≪常≫レンジN」 (reader.split_abilities)
    (re.compile(r"^このカードは≪絶界≫を得る$"), "zekkai"),  # a granted 「≪常≫絶界」, likewise
    # a granted auto ability (reader.split_abilities, effects.granted_effects), only 「ターン終了時まで、」
    (re.compile(r"^(?:このカードは)?〔付与:[^〕]+〕を得る$"), "grant_self"),  # (after 「このカードのパワーを+Nし、」)
    # 絶界 (and a power) given to the Z/X the effect before put onto squares, or that set the ability off
    (re.compile(r"^(?:そのゼクス|登場させたゼクス)に≪絶界≫を与え(?:る)?$"), "zekkai_entered"),
    (re.compile(r"^(?:そのゼクス|登場させたゼクス)にターン終了時まで、≪絶界≫を与え(?:る)?$"), "zekkai_entered_turn"),
    (
        re.compile(r"^次の相手のターンのターン終了時まで、(?:そのゼクス|登場させたゼクス)に≪絶界≫を与え(?:る)?$"),
        "zekkai_entered_next",
    ),
    (re.compile(r"^(?:そのゼクス|登場させたゼクス)のパワーを\+(\d+)し、≪絶界≫を与え(?:る)?$"), "power_zekkai_entered"),
    # the opponent's player square within reach from any square (only 「ターン終了時まで、」: grammar_effects)
    (re.compile(r"^このカードは相手のプレイヤースクエアにも攻撃でき(?:る)?$"), "player_attack"),
    # more damage to the opponent (the player) in its battles (only 「ターン終了時まで、」: grammar_effects)
    (re.compile(r"^このカードが相手に与えるダメージを\+(\d+)(?:する|し)$"), "damage_up"),
    # protection from the opponent's effects: no modelled opponent has any, so nothing happens
    (re.compile(r"^このカードは" + _SHIELDED + "$"), "no_target"),
    (re.compile(r"^バトル終了時まで、このカードは" + _SHIELDED + "$"), "no_target"),
    # this card, whose ability is valid in the resources, rebooted there (REBOOT_RESOURCES of rest "self", 1003)
    (re.compile(r"^リソースにあるこのカードをリブートする$"), "reboot_self_resource"),
    # shields (210, 914.3) stop damage to your Z/X, which no modelled opponent deals (player_extra.unit_shields)
    (re.compile(r"^(?:このカード|そのゼクス)は≪シールド≫を\d+つ得る$"), "no_target"),
)


def split_clauses(sentence: str) -> list[str]:
    """A sentence (without its 。) cut at each continuative verb form followed by 、."""
    clauses, start = [], 0
    for m in _BOUNDARY.finditer(sentence):
        clauses.append(sentence[start : m.start(1)])
        start = m.end(1)
    clauses.append(sentence[start:])
    return [c for c in clauses if c]


_YOU_CHOOSE = re.compile(r"^あなたは(?=(?:ノーマル|プレイヤー)?スクエアにある|\d+枚(?:まで)?引)")


def read_clause(text: str) -> Clause:
    """One clause: its prefixes peeled, then an Act or a Move through the lexicon and the verb table."""
    words, optional, if_did, until, if_count = text, False, "", False, ""
    conditions: list[Condition] = []
    if words.startswith((_THEN, _LAST)):  # 「その後、」「最後に、」: after the clauses before (608.2-like order)
        words = words[len(_THEN) :]
    m = _IF_DID.match(words)
    if m:
        if_did, if_count, words = m[2], m["count"] or "", words[m.end() :]
    destroyed = DESTROYED_BY.match(words) if not m else None
    if destroyed:
        if_did, words = DESTROYED, words[destroyed.end() :]
    costed = DESTROYED_COST.match(words) if not m else None
    if costed:  # if_did "この能力で破壊した cost>=5 remove" (did_refs.destroying)
        sign, did = ">=" if costed["cmp"] == "以上" else "<=", _COST_VERBS[costed["verb"]]
        if_did, words = f"{DESTROYED} cost{sign}{costed['n']} {did}", words[costed.end() :]
    while True:  # 「…の場合、…ならば、」: each condition must hold
        peeled = take_condition(words + "。", conditions).removesuffix("。")
        if peeled == words:
            break
        words = peeled
    words = words.removeprefix("さらに")  # 「その後、…場合、さらに…」: in addition, the effect itself
    # 「あなたはノーマルスクエアにある…を選び、」: you choose, said after 「相手は…」 (the player's choice, as unsaid)
    words = _YOU_CHOOSE.sub("", words, count=1)
    if words.startswith(DELAYED_PREFIX):  # 「ターン終了時、…」 (effects.delayed): a condition after it stays unread
        rest, gates = words[len(DELAYED_PREFIX) :], tuple(conditions)
        on_card = read_on_card(rest)
        if on_card is not None:
            on = Act(f"at_end {on_card.rest} {on_card.to or 'that'}")
            return Clause(text, on, False, if_did, gates, if_count=if_count, at_end=True)
        inner = read_clause(rest)
        if inner.conditions or inner.if_did or inner.until_end_of_turn or inner.action is None:
            return Clause(text, None, reason=inner.reason or "「ターン終了時、」 before a condition of its own")
        return replace(inner, text=text, if_did=if_did, conditions=gates, if_count=if_count, at_end=True)
    if words.startswith(_UNTIL_END):
        until, words = True, words[len(_UNTIL_END) :]
    each = split_each(words)  # 「…AとBをそれぞれN枚まで選び、…」: a clause a kind, in order (effects.each_split)
    if each is not None:
        parts = [read_clause(part) for part in each]
        bad = next((p for p in parts if p.action is None or p.conditions or p.if_did or p.until_end_of_turn), None)
        if bad is not None:
            return Clause(text, None, reason=bad.reason or f"「それぞれ」 of a kind not read alone: {bad.text}")
        whole = all_or_none(words)
        if whole and any(not isinstance(p.action, Move) or not p.optional for p in parts):
            return Clause(text, None, reason="「それぞれN枚ずつ…てよい」 of what is not cards of a zone of yours")
        every = Options(0, 1, tuple(Reading((p,), "", [p.text]) for p in parts), whole)
        return Clause(text, every, whole, if_did, tuple(conditions), until, if_count=if_count)
    found: Move | Act | OnSquares | None = None
    revealed = read_revealed_card(
        words
    )  # 「公開したカードが[X]ならば、手札に加える」「そうでないならば、そのカードを…」
    if revealed is not None:
        card, rest = revealed
        verb, instead = read_verb(rest), ""
        other = read_either_verb(rest) if verb is None and card.source == "revealed_card" else None
        if other is not None:  # 「…ならば、手札に加えるかBに置く」: B, where a card the policy does not take goes
            verb, instead = (Verb(other[0]), other[2]), other[1].destination
        if verb is None:
            return Clause(text, None, reason=f"verb not in the table: {rest}")
        found = Move(card.source, verb[0].destination, 1, False, card.filter, verb[0].state, 0, instead)
        return Clause(text, found, verb[1], if_did, tuple(conditions), until, if_count=if_count)
    discount = read_discount(words) if until else None
    if discount is not None:  # 「ターン終了時まで、あなたが次に手札からプレイする…のコストを-N」 (effects.discount)
        kind = "discount" if discount[3] == "next_hand" else f"discount_{discount[3]}"  # goldfish.discounts
        return Clause(
            text, Act(kind, discount[1], discount[2] > 0, discount[0]), False, if_did, tuple(conditions), until
        )
    cost = read_turn_cost(words) if until else None
    if cost is not None:  # 「ターン終了時まで、このカードのコストを+N(し、パワーを+Mする)」 (effects.turn_costs)
        return Clause(text, Act(f"self_cost {cost[1]}", cost[0]), False, if_did, tuple(conditions), until)
    per = read_power_per(words) if until else None
    if per is not None:  # 「ターン終了時まで、…N枚につき、このカードのパワーを+M」 (effects.power_per)
        counted = f"power_per {per.per} {per.each} {'others' if per.others_only else 'all'}"
        counted += " cost" if per.kind == "self_cost_per" else ""
        return Clause(text, Act(counted, per.n, False, per.filter), False, if_did, tuple(conditions), until)
    either = read_either(words)
    if either is not None:  # 「デッキの1番上を見て、AかBに置く」 (effects.either): the act "either A B"
        return Clause(text, Act(f"either {either[0]} {either[1]}"), False, if_did, tuple(conditions), until)
    for pattern, act in _ACTS:
        a = pattern.match(words)
        if a:
            n = (99 if a[1] == "∞" else int(a[1])) if a.groups() and a[1] else 1
            found = Act(act, n, bool(a.lastindex and a.lastindex >= 2 and a[2]))
            if act == "counter":
                found = replace(found, filter=CardFilter(name_contains=words[words.index("≪") + 1 : words.index("≫")]))
            optional = words.endswith("よい")
            break
    mark = read_mark(words) if found is None else None  # 「…は攻撃できない」, … (effects.attack_bars)
    found = Act(f"mark {mark[0]}", mark[1], False, mark[2]) if mark is not None else found
    permit = read_permit(words) if found is None else None  # 「あなたは…をコストを支払ってプレイしてよい」
    found = Act(f"permit {permit[0]}", 1, False, permit[1]) if permit is not None else found
    bound = read_bound(words) if found is None else None  # 「あなたのトラッシュの枚数以下のコストの、…」
    bounded = read_clause(bound[1]) if bound is not None else None
    filtered = bound is not None and bound[2] != ANY_CARD  # the cards counted have a filter (`Effect.under`)
    if bound and bounded and isinstance(bounded.action, OnSquares) and not (bounded.conditions or bounded.if_did):
        if filtered and (bounded.action.under != ANY_CARD or bounded.action.what in FORCE_ACTIONS):
            return Clause(text, None, reason=f"two filters of counted cards: {text}")
        action = replace(bounded.action, scope=f"{bounded.action.scope} {bound[0]}".strip())  # a choice of Z/X only
        action = replace(action, under=bound[2]) if filtered else action
        return Clause(text, action, bounded.optional, if_did, tuple(conditions), until, if_count=if_count)
    opponent = read_opponent_clause(words, until) if found is None else None
    if opponent is not None:  # the opponent's Z/X: chosen among them only (effects.opponent_words)
        o = opponent
        found, optional = OnSquares(o.what, o.count, o.up_to, o.filter, o.amount, o.scope, o.under), o.optional
        found = Act("no_target") if never_chosen(o.scope, own=False) else found  # effects.zx_states
    phrase = read_phrase(words) if found is None else None
    if phrase is not None and phrase[0].source == "opponent_squares":
        if not OPPONENT_VERB.match(phrase[1]):
            return Clause(text, None, reason=f"not a verb on the opponent's Z/X: {phrase[1]}")
        found, optional, phrase = Act("no_target"), phrase[1].endswith("よい"), None
    if phrase is not None and phrase[0].source == "squares":
        p, done = phrase[0], read_square_verb(phrase[1])
        if done is None and "own" in p.scope.split() and _PROTECTED.match(phrase[1]):
            return Clause(text, Act("no_target"), False, if_did, tuple(conditions), until, if_count=if_count)
        damage_per = read_damage_per(phrase[1]) if done is None else None
        power_per = read_power_per_chosen(phrase[1]) if done is None and damage_per is None else None
        per_read = damage_per or power_per
        if per_read is not None:  # 「<counted>N枚につき、…」 (effects.damage_per)
            dmg, per_scope, per_filter = per_read
            what = ("split" if shared_out(phrase[1]) else "damage") if damage_per is not None else "power"
            if what == "split" and not p.up_to:  # shared out among a free choice only
                return Clause(text, None, reason=f"not a verb on chosen Z/X: {phrase[1]}")
            found = OnSquares(what, p.count, p.up_to, p.filter, dmg, f"{p.scope} {per_scope}".strip(), per_filter)
            return Clause(text, found, phrase[1].endswith("よい"), if_did, tuple(conditions), until, if_count=if_count)
        force = read_force_verb(phrase[1]) if done is None else None
        if force is not None:  # cards put under them as their force (1010.1, effects.force_verbs)
            found = OnSquares(force[0], p.count, p.up_to, p.filter, force[1], p.scope, force[2])
            return Clause(text, found, force[3], if_did, tuple(conditions), until, if_count=if_count)
        if done is None:
            return Clause(text, None, reason=f"not a verb on chosen Z/X: {phrase[1]}")
        what, amount, optional = done
        what, _, more = what.partition(
            "+"
        )  # 「…し、≪絶界≫を与える」, 「このカードのパワーに等しい」: a word of the scope
        p = replace(p, scope=f"{p.scope} {more}".strip()) if more else p
        own = "own" in p.scope.split()  # a cost raised: of Z/X of yours only (effects.turn_costs)
        if (what == "move:swap" and (p.count != 2 or p.up_to)) or (what == "cost_up" and not own):
            return Clause(text, None, reason=f"not a verb on chosen Z/X: {phrase[1]}")
        if what == "split" and not p.up_to:  # damage is shared out among a free choice only
            return Clause(text, None, reason=f"not a verb on chosen Z/X: {phrase[1]}")
        if "all" in p.scope.split() and what == "power" and not (until and amount > 0):
            return Clause(text, None, reason="a power of all of them: only raised until end of turn")
        found = OnSquares(what, p.count, p.up_to, p.filter, amount, p.scope)
        raises = what == "power" and amount > 0  # a raise goes to Z/X of yours only (run.squares.choose_zx)
        if never_chosen(p.scope, own=True) and ("own" in p.scope.split() or raises or never_chosen(p.scope, own=False)):
            found = Act("no_target")  # a state no modelled Z/X is in (effects.zx_states)
    if found is None:
        read = read_verb(phrase[1]) if phrase else None
        other = read_either_verb(phrase[1]) if phrase and read is None else None
        if phrase is not None and other is not None:  # 「手札に加えるか<B>」, … (effects.either_verbs)
            p, alt = phrase[0], other[1]
            found = Move(p.source, other[0], p.count, p.up_to, p.filter, alt.state, p.look, alt.destination)
            return Clause(text, found, other[2], if_did, tuple(conditions), until, if_count=if_count)
        if phrase is None or read is None:
            reason = "no object phrase" if phrase is None else f"verb not in the table: {phrase[1]}"
            return Clause(text, None, reason=reason)
        p, (v, optional) = phrase[0], read
        found = Move(p.source, v.destination, p.count, p.up_to, p.filter, v.state, p.look, scope=p.scope)
    return Clause(text, found, optional, if_did, tuple(conditions), until, if_count=if_count)


# 「●」 opens an option only after a finished sentence (elsewhere it is part of a name, 「ギルド●暁」).
_OPTION = re.compile(r"(?:^|(?<=。))●")
_OPTIONS_HEAD = re.compile(
    r"以下の効果(?:から(?P<choose>\d+)つ選び、(?:好きな順番で)?|を(?:好きな順番で)?|を(?P<times>\d+)回(?:まで)?)解決(?:する|(?P<may>してよい))$"
)


def read_text(body: str) -> Reading:
    """An effect text, sentence by sentence and clause by clause; a list of 「●」 options after its head sentence is
    one Options clause (an option that is not read makes the text unread: no option is dropped)."""
    head, *choices = _OPTION.split(body.replace("\n", ""))
    if choices:
        return _read_options(head, choices)
    sentences = [s for s in body.replace("\n", "").split("。") if s.strip()]
    clauses: list[Clause] = []
    for number, sentence in enumerate(sentences):
        if_did = ""  # 「…したならば、Aし、B」: B waits on it too (804.3c)
        until = False  # 「ターン終了時まで、Aし、B」: a forbid B lasts as long
        for i, text in enumerate(split_clauses(sentence.strip())):
            clause = replace(read_clause(text), sentence=number)
            if until and isinstance(clause.action, Act) and clause.action.verb in (*_FORBIDS, "grant_self", "range"):
                clause = replace(clause, until_end_of_turn=True)
            lowered = isinstance(clause.action, OnSquares) and "until_end" in clause.action.scope.split()
            until = until or clause.until_end_of_turn or lowered  # 「…選び、ターン終了時まで、パワーを-Nし、」 too
            if i and clause.if_did and re.match(r"[2-9]|\d\d", text):  # the reader checks a count at a sentence's start
                clause = replace(clause, action=None, reason="「N枚…したならば」 inside a sentence")
            if_did = if_did or clause.if_did
            clause = replace(clause, if_did=if_did)
            clauses.append(clause)
            if clause.action is None:
                return Reading(tuple(clauses), f"{text}: {clause.reason}", sentences)
    return Reading(tuple(clauses), "", sentences)


def _read_options(head: str, choices: list[str]) -> Reading:
    """The sentences before the options' head, then the head (its condition peeled) as an Options clause."""
    sentences = [s for s in head.split("。") if s.strip()]
    if not sentences:
        return Reading((), "options without a head sentence")
    before = read_text("。".join(sentences[:-1]) + "。") if len(sentences) > 1 else Reading()
    if before.unread:
        return before
    conditions: list[Condition] = []
    last = take_condition(sentences[-1].strip() + "。", conditions).removesuffix("。")
    m = _OPTIONS_HEAD.fullmatch(last)
    if m is None:
        return Reading(before.clauses, f"{sentences[-1]}: not a head of options")
    options = tuple(read_text(choice) for choice in choices)
    for number, option in enumerate(options, 1):
        if option.unread:
            return Reading(before.clauses, f"option {number}: {option.unread}")
    action = Options(int(m["choose"] or 0), int(m["times"] or 1), options)
    clause = Clause(sentences[-1], action, bool(m["may"]), "", tuple(conditions), sentence=len(sentences) - 1)
    return Reading((*before.clauses, clause), "", sentences)
