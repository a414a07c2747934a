"""More sentences of constant abilities (811) that change this card's cost or power (session 16, `const`): a cost
raised (「このカードのコストを+Nする」, 「…はN増える」), 「このカードをプレイする際、」 before a cost change (the cost is
worked out when the card is played, 805.2 — the words change nothing), and more things counted by 「…N枚につき、」
(run.statics.count): the Z/X of both players on squares, your links, your Z/X that entered this turn, your life, your
shifts, your hand and charge together, your squares and remove zone together, your Z/X of at least a power."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace

from zxdecks.rules.effects.condition_words import condition_only
from zxdecks.rules.effects.language import ANY_CARD, CardFilter, Condition, Static
from zxdecks.rules.effects.words import FILTER, NUM, ZX_ONLY, filter_of, match_filter, sentence_pattern
from zxdecks.rules.effects.zone_costs import ZONE_COST, ZONE_COST_SENTENCES
from zxdecks.rules.effects.zx_states import NEVER_OWN, STATES, read_states

_PLAYING = r"(?:このカードをプレイする際、)?(?:あなたの手札にある(?=このカード))?"  # the older printing names the hand
# 「このカードのコストを-N/+Nする」「…はN減る/N増える」: the change (negative for less)
CHANGE = _CHANGE = r"このカードのコスト(?:を(?P<sign>[-+])(?P<n>\d+)する|は(?P<n2>\d+)(?P<verb>減る|増える))"


def change(m: re.Match[str]) -> int:
    if m["n"] is not None:
        return int(m["n"]) * (-1 if m["sign"] == "-" else 1)
    return int(m["n2"]) * (-1 if m["verb"] == "減る" else 1)


_FILTER_Q = FILTER.replace("(?P<", "(?P<q_")
# What a 「…N枚につき、」 counts in these rows (run.statics.count reads `per`).
_PER_NEW = (
    r"(?:(?P<all_squares>スクエアにあるゼクス)|(?P<links>スクエアにあるあなたのリンク)|(?P<adjacent_pairs>隣接するゼクス)"
    r"|(?P<resource_colors>あなたのリソースにある(?:カードの)?色)"
    r"|(?P<entered>このターンの間に登場した(?:あなたの)?ゼクス)|(?P<life>あなたのライフ)"
    r"|(?P<shifts>スクエアにある(?:あなたの)?シフト)|(?P<hand_charge>手札とチャージにある、このカード以外のあなたのカード)"
    r"|スクエアにあるあなたのパワー(?P<power>\d+)以上のゼクス"
    r"|(?P<squares_removed>スクエアとリムーブ(?:ゾーン)?にある、?あなたの" + _FILTER_Q + r")"
    r"|(?P<races_where>スクエアにあるあなたの|あなたのリムーブにある)(?P<races>\[[^\]]+\](?:か\[[^\]]+\])+)を持つゼクス)"
    + NUM
    + r"(?:枚|つ|組|種類)につき、"  # 組: pairs of Z/X next to each other (303.2a); 種類: colours
)


def _per_new(m: re.Match[str], kind: str, n: int) -> Static:
    """A change for each N of what the row counts; a filter only for the squares and remove zone together."""
    counted = re.search(r"(\d+)(?:枚|つ|組|種類)につき、", m.group(0))
    assert counted is not None
    each = int(counted[1])
    if m["power"]:
        # your Z/X on squares whose power now (Game.power_of) is at least the number
        return Static(kind, n, per=f"squares_power>={m['power']}", each=each)
    if m["squares_removed"]:
        groups = {k[2:]: v for k, v in m.groupdict().items() if k.startswith("q_")}
        return Static(kind, n, filter_of(groups, m["squares_removed"]), per="squares_removed", each=each)
    if m["races"]:  # 「[A]か[B]を持つゼクス」: your Z/X with either race, on squares or in the remove zone
        races = CardFilter(races_any=tuple(re.findall(r"\[([^\]]+)\]", m["races"])), types=ZX_ONLY.types)
        return Static(
            kind, n, races, per="squares" if m["races_where"].startswith("スクエア") else "removed", each=each
        )
    per = next(
        k
        for k in (
            "all_squares",
            "links",
            "entered",
            "life",
            "shifts",
            "hand_charge",
            "adjacent_pairs",
            "resource_colors",
        )
        if m[k]
    )
    return Static(kind, n, ANY_CARD, per=per, each=each, others_only=per == "hand_charge")


_WHOLE = re.compile(r"(?:「(?P<exact>[^」]+)」|" + FILTER + r")")
_ORIGINAL = re.compile(r"元々のコストが(\d+)(以上|以下)の")


def _hand_cost(what: str, n: int, kind: str = "hand_cost") -> Static | None:
    """A cost change (or none to pay) of your hand cards of a filter; None (the line unread) for a filter the words
    do not make."""
    m = _WHOLE.fullmatch(_ORIGINAL.sub(r"コスト\1\2の", what))
    if m is None or not m.group(0):
        return None
    return Static(kind, n, match_filter(m))


def _state_aura(m: re.Match[str]) -> Static | None:
    """An aura on your Z/X in the states the words name (none read: None, the plain aura row reads it)."""
    words, cost = read_states(m["states"] or m["states2"] or "")
    if not words or cost is not None or any(w in NEVER_OWN or w.startswith("power") for w in words):
        return None
    flt = match_filter(m)
    return Static("aura", int(m[m.lastindex or 0]), flt, others_only=bool(m["others"]), per="states:" + " ".join(words))


def _destroyed_to(m: re.Match[str]) -> Static | None:
    """Where this Z/X goes instead of the charge when destroyed, under the condition between (None when unread)."""
    found = condition_only(m["cond"]) if m["cond"] else ()
    if found is None:
        return None
    return Static("destroyed_to", per="resources" if m["to"].startswith("リソース") else "hand", conditions=found)


def _play_aura(what: str, zone: str) -> Static | None:
    """Cards of a filter played from a zone (Static.per the zone key of effects.zone_plays), 「「X」以外の」 before it
    a card of another name; None for another filter."""
    other = re.match(r"「([^」]+)」以外の", what)
    m = _WHOLE.fullmatch(what[other.end() :] if other else what)
    if m is None or not m.group(0):
        return None
    flt = match_filter(m) if other is None else replace(match_filter(m), name_not=other[1])
    return Static("play_from_aura", filter=flt, per={"トラッシュ": "trash", "チャージ": "charge"}.get(zone, "removed"))


_POWER_PER = {"ゼクス": "all_squares", "シフト": "shifts", "あなたのシフト": "shifts", "あなたのリンク": "links"}
_POWER_PER["このカードと隣接しているあなたのゼクス"] = "adjacent"  # orthogonally next to this card (303.2a)

# What happened this turn, counted (goldfish.turn_record, run.statics.count): each attack of a Z/X of yours (602.1),
# each card removed or put into resources by your cards' abilities (either player's), each card you drew by one
_TURN_COUNTS = (
    r"このターンの間に(?:(?P<attacks>あなたのゼクスが攻撃した回数分)"
    r"|(?P<what>あなたのカードの能力で除外された|あなたがカードの能力で引いた|あなたのカードの能力でリソースに置かれた)"
    r"カード(?P<each>\d+)枚につき|(?P<destroyed>破壊されたゼクス)(?P<each2>\d+)枚につき)、"
)
_TURN_PER = {"除外された": "removed_this_turn", "引いた": "drew_this_turn", "リソースに置かれた": "resources_this_turn"}


def _turn_count(m: re.Match[str]) -> Static:
    if m["destroyed"]:  # either player's Z/X destroyed this turn (goldfish.turn_record)
        return Static("cost_per", change(m), per="destroyed_this_turn", each=int(m["each2"]))
    per = "attacks" if m["attacks"] else next(v for k, v in _TURN_PER.items() if m["what"].endswith(k))
    return Static("cost_per", change(m), per=per, each=int(m["each"] or 1))


# the kinds 「ただし、N以下にならない」 after them bounds (constant_text.read_constant)
FLOORED = ("cost", "cost_per", "hand_cost", "opponent_cost", "play_payment", ZONE_COST)
COST_SENTENCES: list[tuple[re.Pattern[str], Callable[[re.Match[str]], Static | None]]] = [
    *ZONE_COST_SENTENCES,  # before the hand's row, which would take 「手札にあるすべての[R]と…」 (effects.zone_costs)
    (sentence_pattern(_PLAYING + _CHANGE), lambda m: Static("cost", change(m))),
    (
        sentence_pattern(_PLAYING + _TURN_COUNTS + _CHANGE),
        _turn_count,
    ),
    (sentence_pattern(_PLAYING + _PER_NEW + _CHANGE), lambda m: _per_new(m, "cost_per", change(m))),
    (
        sentence_pattern(r"(?P<per2>スクエアにあるゼクス|スクエアにある(?:あなたの)?シフト|スクエアにあるあなたのリンク|このカードと隣接しているあなたのゼクス)" + NUM + r"枚につき、このカードのパワーを\+" + NUM + r"する"),
        lambda m: Static("self_power_per", int(m[3]), per=_POWER_PER[m["per2"].removeprefix("スクエアにある")], each=int(m[2])),
    ),
    # per Z/X of the opponent on squares: none on an empty board, one for each defender (run.statics.count)
    (
        sentence_pattern(r"(?P<normal>ノーマル)?スクエアにある相手のゼクス" + NUM + r"枚につき、このカードのパワーを\+" + NUM + r"する"),
        lambda m: Static("self_power_per", int(m[3]), per="opponent_normal" if m["normal"] else "opponent_squares", each=int(m[2])),
    ),
    # 「このカードのバトル中、」: while this card attacks (run.self_conditions SELF_IN_BATTLE); 「このカードがフォースを持つ
    # 場合、」: a card in its force (SELF_FORCE_AT_LEAST 1)
    (
        sentence_pattern(r"(?P<when>このカードのバトル中|このカードがフォースを持つ場合)、このカードのパワーを\+" + NUM + r"する"),
        lambda m: Static("self_power", int(m[2]), conditions=(
            Condition("self_in_battle") if m["when"].endswith("バトル中") else Condition("self_force_at_least", 1),
        )),
    ),
    # the cost of hand cards of a filter while this card is valid (run.statics.hand_cost; 元々のコスト is the printed one)
    (
        sentence_pattern(r"(?:あなたの手札にある(?:すべての)?(?:あなたの)?|あなたが手札からプレイする)(?P<what>[^。]+?)のコスト(?:を-(?P<n>\d+)する|は(?P<n2>\d+)減る)"),
        lambda m: _hand_cost(m["what"], -int(m["n"] or m["n2"])),
    ),
    (
        sentence_pattern(r"(?:あなたは)?あなたの手札にある(?:すべての)?(?P<what>[^。]+?)をコストを支払わずにプレイしてよい"),
        lambda m: _hand_cost(m["what"], 0, "hand_free"),
    ),
    # 「このカードのカード名は「X」(と「Y」)としても扱う」 on squares: the unit's card has those names too while it is
    # there (goldfish CardMoves.enter keeps the card itself as OnSquare.base; 206.3 for a subtext's, here the text's)
    (
        sentence_pattern(r"このカードのカード名は((?:「[^」]+」と)*「[^」]+」)としても扱う"),
        lambda m: Static("also_named", filter=CardFilter(names_is_any=tuple(re.findall(r"「([^」]+)」", m[1])))),
    ),
    # 「このカードは”≪同≫シンパシー”を持つゼクスとして扱う」 on squares: the unit's card has the keyword while it is there
    # (keyword_texts.keep_denei keeps it as 「≪シンパシー≫を持つ」; goldfish CardMoves.enter, CardScript.square_keywords)
    (
        sentence_pattern(r"このカードは≪(シンパシー)≫を持つゼクスとして扱う"),
        lambda m: Static("also_keyword", filter=CardFilter(keyword=m[1])),
    ),
    # 「このカードがあるスクエアの隣のスクエアにあるあなたのゼクスのパワーを+Nする」: your Z/X orthogonally next to this
    # card's square (303.2a; run.statics.static_power)
    (
        sentence_pattern(r"このカードがあるスクエアの隣のスクエアにあるあなたのゼクスのパワーを\+" + NUM + r"する"),
        lambda m: Static("adjacent_aura", int(m[1])),
    ),
    # the cost of the opponent's Z/X on squares (their typical cost, board.typical_cost) while this card is valid:
    # what a choice of 「コストN以下の相手のゼクス」 reaches (run.statics.opponent_cost)
    (
        sentence_pattern(r"スクエアにあるすべての相手のゼクスのコストを-" + NUM + r"する"),
        lambda m: Static("opponent_cost", -int(m[1])),
    ),
    # 「あなたはあなたのトラッシュにある[R]をコストを支払ってプレイしてよい」 on squares: cards of the filter in that zone
    # may be played from there for their cost while this card is valid (goldfish.zone_plays)
    (
        sentence_pattern(r"(?:あなたは)?あなたの(?P<zone>トラッシュ|リムーブゾーン|リムーブ|チャージ)にある(?P<what>[^。]+?)をコストを支払ってプレイしてよい"),
        lambda m: _play_aura(m["what"], m["zone"]),
    ),
    # 1008 replaced: this Z/X destroyed goes into the resources slept or back to the hand instead of the charge
    # (run.squares.destroy; an Extra card still goes to the Dynamis, 911.1); under a condition of its own words
    # (「…際、<condition>ならば、」); 「てよい」: the goldfish takes it
    (
        sentence_pattern(
            r"このカードが破壊された(?:際|場合)、(?P<cond>[^。]+ならば、)?チャージに置くかわりに"
            r"(?P<to>リソースにスリープで置(?:く|いてよい)|手札に戻(?:す|してよい))"
        ),
        _destroyed_to,
    ),
    # 「自軍エリアのスクエアにあるすべてのあなたの<filter>のパワーを+Nする」: your Z/X in your own area only (303.4a: your
    # player square's row; run.statics.static_power)
    (
        sentence_pattern(r"自軍エリアのスクエアにあるすべてのあなたの(?:「(?P<exact>[^」]+)」|" + FILTER + r")のパワーを\+" + NUM + r"する"),
        lambda m: Static("aura", int(m[m.lastindex or 0]), match_filter(m), per="own_area"),
    ),
    # your Z/X in a state (effects.zx_states): 「スクエアにあるすべてのあなたのスリープの/ブレイクしているゼクスのパワーを+N」,
    # 「このターンの間に登場したあなたのゼクスのパワーを+N」 (run.statics.static_power asks the states, Static.per)
    (
        sentence_pattern(
            r"(?:スクエアにある(?P<others>このカード以外の)?すべてのあなたの(?P<states>" + STATES + r")|(?P<states2>このターンの間に登場した)あなたの)"
            r"(?:「(?P<exact>[^」]+)」|" + FILTER + r")のパワーを\+" + NUM + r"する"
        ),
        _state_aura,
    ),
    # 503.3: more cards drawn in your draw phase (goldfish.phases asks run.limit for "draw_more")
    (sentence_pattern(r"あなたがドローフェイズに引く(?:カードの)?枚数を\+" + NUM + r"する"), lambda m: Static("draw_more", int(m[1]))),
    # your Z/X on your player square (303.3a; Static.per "player_square"): a power, 絶界 (「…のパワーを+Nし、≪絶界≫を
    # 与える」: effects.unit_costs.split_cost_power reads the two)
    (
        sentence_pattern(r"(?P<others>このカード以外の)?あなたのプレイヤースクエアにある(?:「(?P<exact>[^」]+)」|" + FILTER + r")のパワーを\+" + NUM + r"する"),
        lambda m: Static("aura", int(m[m.lastindex or 0]), match_filter(m), others_only=bool(m["others"]), per="player_square"),
    ),
    (
        sentence_pattern(r"あなたのプレイヤースクエアにある(?:「(?P<exact>[^」]+)」|" + FILTER + r")に≪絶界≫を与える"),
        lambda m: Static("zekkai_aura", 0, match_filter(m), per="player_square"),
    ),
    # 「このカード以外のスクエアにあるすべてのあなたの<filter>のパワーを+Nする」: the words in the other order
    (
        sentence_pattern(r"このカード以外のスクエアにあるすべてのあなたの(?:「(?P<exact>[^」]+)」|" + FILTER + r")のパワーを\+" + NUM + r"する"),
        lambda m: Static("aura", int(m[m.lastindex or 0]), match_filter(m), others_only=True),
    ),
]  # fmt: skip
