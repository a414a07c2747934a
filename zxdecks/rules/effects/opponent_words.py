"""Card text that acts on the opponent's Z/X on squares: 「ノーマルスクエアにある相手のコスト3以下のゼクスを1枚まで
選び、破壊する」, 「スクエアにあるすべての相手のゼクスに2000ダメージを与える」, 「…ターン終了時まで、パワーを-3000する」.

Against a goldfish opponent's empty board these choose nothing; against a defending opponent (goldfish.opponent)
they reach its Z/X. A clause read here is a CHOOSE_ZX whose scope (`Effect.to`) holds "opponent": only the opponent's
Z/X are chosen (effects.run.opposing carries it out through the game API). The scope's other words: "normal" (normal
squares only, 303.3b: not the opponent's player square), "player" (its player square only), "all" (every one that
matches, none chosen), "rebooted" / "slept", "power<=N" / "power>=N" (its power now), "until_end" (a power change
until end of turn), "self_power" (damage as much as this card's power when it is carried out, run.squares.choose_zx).
A cost bound is the filter's max_cost / min_cost. 「ノーマルスクエアか(トラッシュか)チャージにある、相手の…を(合計)N枚
選び、」 chooses among its Z/X on normal squares: the modelled opponent keeps no trash or charge card by card
(goldfish.opposing), so nothing there is ever chosen. What is not read here (「このターンの間に登場した」, damage shared
out, Ascensions alone) stays NO_TARGET: nothing happens, against either opponent; on ◎ squares (an icon the text
lost) it is unread.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace

from zxdecks.rules.cards import CardType
from zxdecks.rules.effects.constant_text import PER, per_static
from zxdecks.rules.effects.damage_per import read_damage_per, read_power_per_chosen, shared_out
from zxdecks.rules.effects.dynamic_bounds import SELF_WORDS, self_word
from zxdecks.rules.effects.language import ANY_CARD, CardFilter, Effect, Kind, Trigger
from zxdecks.rules.effects.placed_power import VERBS as PLACED_POWER
from zxdecks.rules.effects.zx_states import (
    NEXT_TO_OPPONENT_PLAYER,
    NEXT_TO_THIS,
    OWN_AREA,
    STATE,
    STATES,
    never_chosen,
    read_states,
)

# The object: where, whose, which, how many.
# 「相手はノーマルスクエアにある自分のゼクスを1枚選び、」: the opponent chooses its own (scope "their"); the states of
# effects.zx_states before or after 「相手の」; 「…から、コストの合計がN以下になるように好きな枚数選び、」 (scope "sum<=N"; of the
# powers 「パワーの合計が」, "psum<=N")
_PHRASE = re.compile(
    r"^(?P<until>ターン終了時まで、)?(?P<their>相手は)?(?P<counted>" + PER + r")?(?:現在)?"
    r"(?:(?P<next>このカード(?:があるスクエア)?の隣の)|(?P<beside_player>相手のプレイヤースクエアの隣の)|(?P<area>自軍エリアの))?"
    r"(?P<where>ノーマル|プレイヤー)?スクエア"
    r"(?P<zones>(?:かトラッシュ)?かチャージにある、|にある(?P<touching>、このカードと隣接している)?、?)"
    r"(?P<bound>、?"
    + SELF_WORDS
    + r"、?)?"  # 「…にある、このカードのパワー以下のパワーの相手の…」 (effects.dynamic_bounds)
    r"(?P<pre>" + STATES + r")(?P<all>すべての)?(?:相手の|(?P<self>自分の))"
    r"(?P<flt>(?:(?:元々の)?コストが?\d+(?:以下|以上)の、?|" + STATE + r")*)(?:ゼクス|ゼクスかアセンション)"
    # 「…か相手のチャージにある(コストN以下の)ゼクス/カード」: its charge is not kept card by card (as 「ノーマルスクエアかチャージ
    # にある、」 below): only the Z/X on its normal squares are chosen
    r"(?P<charge>か相手の(?P<charge_zone>チャージ|リソース)にある(?:カード|(?:コストが?\d+(?:以下|以上)の)?ゼクス))?"
    r"(?:(?:を、?|から、?)(?:(?P<sum_of>コスト|パワー)の合計が(?P<sum>\d+)以下になるように)?(?P<total>合計)?"
    r"(?:(?P<n>\d+)枚(?P<upto>まで)?|(?P<any>好きな枚数))"
    r"選び、?|(?P<to>に|のパワーを|のコストを|を))"
)
_BOUND = re.compile(r"(コストが?)(\d+)(以下|以上)")

# One verb of a list 「AかBかC」 of what befalls them (its plain form), and what it does.
_EITHER = {"手札に戻す": "hand", "破壊する": "destroy", "リソースにスリープで置く": "resource", "除外する": "remove"}
_EITHER |= {"デッキの1番下に置く": "bottom", "デッキの下に置く": "bottom", "トラッシュに置く": "trash"}
_ONE = "(?:" + "|".join(_EITHER) + ")"
# What befalls them, each verb with its endings (plain, continuative, 「てよい」); the amount of damage or power.
OPPONENT_VERBS: tuple[tuple[re.Pattern[str], str], ...] = (
    (re.compile(r"^破壊(?:する|し|してよい)$"), "destroy"),
    (re.compile(r"^手札に戻(?:す|し|してよい)$"), "hand"),
    (re.compile(r"^リソースにスリープで置(?:く|き|いてよい)$"), "resource"),
    (re.compile(r"^(?:好きな順番で)?デッキの(?:1番)?下に置(?:く|き|いてよい)$"), "bottom"),
    (re.compile(r"^(?:好きな順番で)?デッキの(?:1番)?上に置(?:く|き|いてよい)$"), "top"),
    (re.compile(r"^好きな順番で相手のデッキの上に戻(?:す|し)$"), "top"),  # its owner's deck
    (re.compile(r"^デッキの1番上から3番目に戻(?:す|し|してよい)$"), "deck_third"),
    (re.compile(r"^(?:ゲームから)?除外(?:する|し|してよい)$"), "remove"),
    (re.compile(r"^トラッシュに置(?:く|き|いてよい)$"), "trash"),
    (re.compile(r"^チャージに置(?:く|き|いてよい)$"), "charge"),
    (re.compile(r"^デュナミスに表向きで置(?:く|き|いてよい)$"), "dynamis"),  # its owner's Dynamis, face up
    (re.compile(r"^ゼクスのないノーマルスクエアに置(?:く|き|いてよい)$"), "move:normal"),  # effects.square_moves
    (
        re.compile(r"^そのゼクスがあるスクエアの隣のゼクスのないノーマルスクエアに置(?:く|き|いてよい)$"),
        "move:adjacent_normal",
    ),
    (
        re.compile(r"^このカードがあるスクエアの隣のゼクスのないノーマルスクエアに置(?:く|き|いてよい)$"),
        "move:next_self_normal",
    ),
    (re.compile(r"^(?P<n>\d+)ダメージを与え(?:る|てよい)?$"), "damage"),
    (re.compile(r"^(?P<n>\d+)ダメージを割り振って与え(?:る|てよい)?$"), "split"),  # shared out among the chosen
    # as much as this card's power when carried out (run.squares.choose_zx): "self_power" in the scope
    (re.compile(r"^このカードのパワーに等しい(?:値の)?ダメージを与え(?:る|てよい)?$"), "damage+self_power"),
    *PLACED_POWER,  # as much as the power of the card the move before put (effects.placed_power)
    (re.compile(r"^デッキに戻し、シャッフルする$"), "deck"),  # into its owner's deck, shuffled
    # the clause before 「シャッフルする」 (grammar_effects folds the shuffle in: the opponent's deck, not yours)
    (re.compile(r"^デッキに戻(?:す|し)$"), "deck"),
    (
        re.compile(r"^(?P<until>ターン終了時まで、)?パワーを(?P<n>[+-]\d+)(?:する|し|してよい)$"),
        "power",
    ),  # + a harm too
    (re.compile(r"^スリープ(?:する|し|してよい)$"), "sleep"),
    # 「手札に戻すか、破壊するか、リソースにスリープで置く」: one of them, as you choose (run.opposing.pick_either)
    (re.compile(r"^(?P<either>" + _ONE + r"(?:か、?" + _ONE + r")+)$"), "either"),
    # its cost until end of turn (only then: read_opponent_clause), with a power lowered after it; 「ただし、(コストは)
    # 0以下にならない」 joined to it (effects.discount.join_floor): not below 1
    (
        re.compile(
            r"^(?P<until>ターン終了時まで、)?コストを(?:(?P<n>[+-]\d+)|(?P<less>\d+)減ら)(?:する|し)"
            r"(?:、パワーを(?P<power>-\d+)する)?(?P<floor>、0以下にならない)?$"
        ),
        "cost",
    ),
)
# The verbs a phrase of all of them (「…すべての相手のゼクスに」「…のパワーを」「…を」) takes.
_ALL_VERBS = {
    "に": ("damage",),
    "のパワーを": ("power",),
    "を": ("destroy", "hand", "sleep", "trash", "resource", "deck", "remove", "bottom", "top"),
    "のコストを": ("cost",),
}


@dataclass(frozen=True, slots=True)
class OpponentClause:
    """A clause on the opponent's Z/X: what befalls them, how many (all of them with "all" in the scope), the
    amount of damage or power, and whether it says 「てよい」."""

    what: str
    count: int
    up_to: bool
    filter: CardFilter
    amount: int
    scope: str
    optional: bool
    under: CardFilter = ANY_CARD  # what a damage for each N cards counts (effects.damage_per)


def read_opponent_clause(clause: str, until_end_of_turn: bool = False) -> OpponentClause | None:
    """A clause (or a whole sentence of one clause, without its 。) on the opponent's Z/X, or None when it is not
    one this module reads. `until_end_of_turn`: 「ターン終了時まで、」 was peeled off before it."""
    target = _TARGET.match(clause)
    if target is not None:
        return _on_target(target, clause[target.end() :])
    m = _PHRASE.match(clause)
    if m is None:
        return None
    every = bool(m["all"])
    # 「ノーマルスクエアか(トラッシュか)チャージにある、相手の…」 (「合計」 only there), 「…ゼクスか相手のチャージにある…」
    listed = not m["zones"].startswith("にある") or bool(m["charge"])
    beside = [NEXT_TO_THIS] if m["next"] or m["touching"] else [NEXT_TO_OPPONENT_PLAYER] if m["beside_player"] else []
    beside += [OWN_AREA] if m["area"] else []  # your near row (303.4a)
    if len([w for w in (m["next"], m["touching"], m["beside_player"], m["area"]) if w]) > 1 or (
        beside and m["where"] == "プレイヤー"
    ):
        return None
    if (listed and (m["where"] != "ノーマル" or m["their"] or m["pre"] or m["all"])) or (m["total"] and not listed):
        return None
    if (
        bool(m["their"]) != bool(m["self"])
        or (m["sum"] and not (m["any"] or m["upto"]))
        or (m["their"] and m["n"] is None)
    ):
        return None  # 「自分の」 only when the opponent chooses, and then a count; a cost sum only of 「好きな枚数」
    if every != (m["n"] is None and m["any"] is None):  # 「すべての…を1枚選び」, a choice without a count: not read
        return None
    chosen = m["n"] is not None or m["any"] is not None
    if chosen and not clause[: m.end()].endswith("、") and not clause[m.end() :].startswith(("デッキに戻し", "破壊し")):
        return None  # 「選び」 without its 、 only before 「デッキに戻し、」「破壊し、」 (as the card text prints it)
    words = {"のパワーを": "パワーを", "のコストを": "コストを"}.get(m["to"] or "", "") + clause[m.end() :]
    found: tuple[str, dict[str, str | None]] | None = None
    per = read_damage_per(words)
    if per is not None:  # 「<cards counted>N枚につき、Mダメージを与える」 (effects.damage_per)
        found = (("split+" if shared_out(words) else "damage+") + per[1], {"n": str(per[0])})
    if m[
        "counted"
    ]:  # 「ターン終了時まで、<counted>N枚につき、…すべての相手のゼクスのパワーを-M」: the power for each count
        counted = per_static(m, "damage_per", 0)
        word = f"per={counted.per}/{counted.each}/{'others' if counted.others_only else 'all'}"
        power = next(p for p, w in OPPONENT_VERBS if w == "power").match(words)
        if not (every and m["to"] == "のパワーを" and counted.per and power and int(power["n"]) < 0):
            return None
        per, found = (int(power["n"]), word, counted.filter), ("power+" + word, {"n": power["n"], "until": "、"})
    lowered = read_power_per_chosen(words) if per is None else None
    if lowered is not None and lowered[0] < 0:  # 「ターン終了時まで、<counted>N枚につき、パワーを-Mする」
        per, found = lowered, ("power+" + lowered[1], {"n": str(lowered[0]), "until": "ターン終了時まで、"})
    for pattern, what in OPPONENT_VERBS if found is None else ():
        v = pattern.match(words)
        if v:
            found = (what, v.groupdict())
            break
    if found is None or (m["charge_zone"] == "リソース" and found[0] != "sleep"):
        return None  # its resources only slept: their count is kept, so any other verb there would matter
    (what, _, more), groups = found[0].partition("+"), found[1]
    if (every and what not in _ALL_VERBS[m["to"]]) or (what == "split" and not (m["any"] or m["upto"])):
        return None  # damage is shared out among a free choice (「好きな枚数」「N枚まで」) and only there
    amount = int(groups["n"] or 0) if "n" in groups else 0
    if what == "either":  # the verbs listed, as their actions (「either:hand,destroy」)
        what = "either:" + ",".join(_EITHER[v] for v in re.findall(_ONE, groups["either"] or ""))
    if what == "cost":  # until end of turn only; the power after it and the floor as words of the scope
        if not (until_end_of_turn or m["until"] or groups.get("until")):
            return None
        amount = amount or -int(groups["less"] or 0)
        more = " ".join(
            ([f"power={groups['power']}"] if groups["power"] else []) + (["floor"] if groups["floor"] else [])
        )
    scope = ["opponent"]
    scope += {"ノーマル": ["normal"], "プレイヤー": ["player"]}.get(m["where"] or "", [])
    scope += ["all"] if every else []
    scope += beside  # next to this card's square, or to the opponent's player square (effects.zx_states)
    scope += [self_word(m["bound"])] if m["bound"] else []
    max_cost = min_cost = None
    for _, n, side in _BOUND.findall(m["flt"]):
        max_cost, min_cost = (int(n), min_cost) if side == "以下" else (max_cost, int(n))
    states, exact = read_states(m["pre"] + m["flt"])
    scope += states
    scope += ["their"] if m["their"] else []
    scope += [more] if more else []
    scope += [f"{'p' if m['sum_of'] == 'パワー' else ''}sum<={m['sum']}"] if m["sum"] else []  # of the costs or powers
    if exact is not None:
        max_cost = min_cost = exact
    if what == "power" and (until_end_of_turn or m["until"] or groups.get("until")):
        scope.append("until_end")
    flt = CardFilter(max_cost=max_cost, min_cost=min_cost)
    count = 99 if every or m["any"] else int(m["n"])
    up_to = bool(m["upto"] or m["any"])
    under = per[2] if per is not None else ANY_CARD
    return OpponentClause(what, count, up_to, flt, amount, " ".join(scope), words.endswith("よい"), under)


# One Z/X of the opponent named, not chosen: 「(スクエアにある)このカードが攻撃してダメージを与えたゼクス」, 「バトル中の
# 相手のゼクス」, the one the attack now targets (scope "attack_target", effects.zx_states: game.battle); 「登場した相手の
# ゼクス」, the one whose entering set the ability off (scope "entered_now": game.entering_defender)
_TARGET = re.compile(
    r"^(?:スクエアにある)?(?:(?P<attack>このカードが攻撃してダメージを与えたゼクス|バトル中の相手のゼクス)"
    r"|(?P<entered>登場した相手のゼクス))(?P<to>を|に)"
)
_TARGET_VERBS = frozenset(
    {"destroy", "hand", "resource", "bottom", "top", "remove", "trash", "charge", "deck", "sleep"}
)


def _on_target(target: re.Match[str], words: str) -> OpponentClause | None:
    scope = "opponent " + ("attack_target" if target["attack"] else "entered_now")
    for pattern, what in OPPONENT_VERBS:
        v = pattern.match(words)
        if v and (what == "damage" if target["to"] == "に" else what in _TARGET_VERBS):
            amount = int(v["n"]) if what == "damage" else 0
            return OpponentClause(what, 1, False, ANY_CARD, amount, scope, words.endswith("よい"))
    return None


# The Z/X of the opponent's whose damage or entering sets an ability off (run.fire gives no square): how the effect
# text names it in place of 「そのゼクス」/「登場したゼクス」 (reader)
_TRIGGER_ZX = {
    Trigger.DAMAGES_ZX_BY_ATTACK: ("バトル中の相手のゼクス", ("そのゼクス",)),
    Trigger.OPPONENT_ZX_ENTERS: ("登場した相手のゼクス", ("そのゼクス", "登場したゼクス")),
    Trigger.OPPONENT_ZX_ENTERS_NORMAL: ("登場した相手のゼクス", ("そのゼクス", "登場したゼクス")),
    Trigger.OPPONENT_ABILITY_ENTERS: ("登場した相手のゼクス", ("そのゼクス", "登場したゼクス")),  # never fired
}
# 「このカードが攻撃した時、攻撃されているゼクスに…」 opening the effect: the Z/X this attack targets, the opponent's (it
# never attacks); 「…にある攻撃されているゼクスを…選び」 is a choice of a state (effects.zx_states "attacked")
_ATTACKED = "攻撃されているゼクス"


def name_trigger_zx(body: str, trigger: Trigger | None) -> str:
    """The effect text of an ability set off by an opponent's Z/X (damaged by this card's attack, or entering) with
    its 「そのゼクス」 (「登場したゼクス」) spelled as that Z/X (`_TARGET`), unless a Z/X is named before it (then it
    may be that one: left as it is, and unread)."""
    if trigger is Trigger.ATTACK:
        return "バトル中の相手のゼクス" + body[len(_ATTACKED) :] if body.startswith(_ATTACKED) else body
    if trigger not in _TRIGGER_ZX:
        return body
    phrase, names = _TRIGGER_ZX[trigger]
    found = [i for i in (body.find(name) for name in names) if i >= 0]
    if not found or "ゼクス" in body[: min(found)]:
        return body
    for name in names:
        body = body.replace(name, phrase)
    return body


def opponent_effect(sentence: str) -> Effect | None:
    """A whole sentence (without its 。) that is one clause on the opponent's Z/X, as the effect that carries it
    out; None when it is not one this module reads."""
    read = read_opponent_clause(sentence.removesuffix("。"))
    if read is None:
        return None
    if never_chosen(read.scope, own=False):  # a state no modelled Z/X of the opponent is in (effects.zx_states)
        return Effect(Kind.NO_TARGET, optional=read.optional)
    return Effect(
        Kind.CHOOSE_ZX, read.count, read.up_to, read.optional, filter=read.filter, rest=read.what,
        take=read.amount, to=read.scope, under=read.under,
    )  # fmt: skip


def opponent_only(effect: Effect) -> bool:
    """Whether an effect reaches nothing but the opponent's Z/X (or chooses among what a goldfish opponent never
    has): nothing on an empty board."""
    if effect.kind in (Kind.MODAL, Kind.DELAYED, Kind.PER_COUNT):
        return bool(effect.options) and all(opponent_only(e) for option in effect.options for e in option)
    return effect.kind is Kind.NO_TARGET or (effect.kind is Kind.CHOOSE_ZX and "opponent" in effect.to.split())


def acts_on_defenders(effect: Effect) -> bool:
    """Whether an effect reaches the opponent's Z/X (and so does something against a defending opponent)."""
    if effect.kind in (Kind.MODAL, Kind.DELAYED, Kind.PER_COUNT):
        return any(acts_on_defenders(e) for option in effect.options for e in option)
    return effect.kind is Kind.CHOOSE_ZX and "opponent" in effect.to.split() and defender_can_match(effect.filter)


def defender_can_match(flt: CardFilter) -> bool:
    """Whether a filter can match a Z/X of a modelled opponent: a defender has no card, only a cost and a power
    (goldfish.opponent), so a filter naming a name, race, colour, icon or keyword never matches one (run.opposing;
    hand check 17: B17-001's 「≪イグニッション≫を持つゼクス」)."""
    if flt.types and CardType.ZX not in flt.types:
        return False
    return replace(flt, max_cost=None, min_cost=None, types=frozenset()) == ANY_CARD
