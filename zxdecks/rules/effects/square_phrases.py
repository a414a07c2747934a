"""The object phrase of Z/X on squares, yours or either player's (issue 28; lexicon.read_phrase asks it): 「(このカード
以外の)(ノーマル)スクエアにある(states)(すべての)(あなたの)(states)<filter>をN枚選び、」 with the states of effects.zx_states,
the squares next to this card and your own area (303.2, 303.4a), 「すべての…を」, 「好きな枚数」 and a sum of costs or powers.
The opponent's Z/X alone are effects.opponent_words'."""

from __future__ import annotations

import re
from dataclasses import replace

from zxdecks.rules.effects.language import SAME_NAME, CardFilter
from zxdecks.rules.effects.words import FILTER, filter_of
from zxdecks.rules.effects.zx_states import NEXT_TO_THIS, OWN_AREA, STATES, read_states

# 「スクエアにあるあなたの[ドラゴン]を1枚選び、」「このカード以外のノーマルスクエアにあるあなたのリブートのゼクスを2枚
# まで選び、」: Z/X on squares (yours alone on a goldfish's board)
# With the states of effects.zx_states (「バトル中でない」「このターンの間に登場した」…), 「すべての…を」 (all of them, none
# chosen), 「好きな枚数」 and 「…から(、)コストの合計がN以下になるように好きな枚数選び、」
_NOT = r"(?:《同名》|「[^」]+」)以外の"  # 「《同名》以外の」「「X」以外の」: not a card of this card's name, or of the name X
_ON_SQUARES = re.compile(
    r"^(?P<nota>"
    + _NOT
    + r")?(?P<others>このカード以外の)?(?:現在)?(?P<area>自軍エリアの)?(?P<next>このカード(?:があるスクエア)?の隣の)?"
    r"(?:(?P<normal>ノーマル)|(?P<player>あなたのプレイヤー)|(?P<either>プレイヤー))?"
    r"スクエアにある(?P<touching>、このカードと隣接している)?、?(?P<others2>このカード以外の)?(?P<notb>"
    + _NOT
    + r")?(?P<s1>"
    + STATES
    + r")(?P<all>すべての)?"
    r"(?P<own>あなたの)?(?P<s2>"
    + STATES
    + r")(?P<notc>"
    + _NOT
    + r")?(?:「(?P<exact>[^」]+)」|"
    + FILTER
    + r")(?:(?:を、?|から、?)(?:(?P<sum_of>コスト|パワー)の合計が(?P<sum>\d+)以下になるように)?"
    r"(?:(?P<n>\d+)(?:枚|体)(?P<upto>まで)?|(?P<any>好きな枚数))選び、?|(?P<every>を|のパワーを))"
)
_LATE_STATE = re.compile(
    r"あなたの((?:[^をに、。「]|「[^」]*」|を含む|を持つ|(?:カード名|種族)に)+?)(リブートの|スリープの)(?=ゼクス|\[|「)"
)
# 「…コスト3以下のスリープのゼクス」 without 「あなたの」: the state first, the same length
_LATE_COST_STATE = re.compile(r"(コスト\d+(?:以下|以上)の)(リブートの|スリープの)(?=ゼクス)")
# 「カード名に「X」を含むシフトしていないゼクス」: the state first, the same length
_LATE_SHIFT = re.compile(r"((?:カード名|種族)に(?:「[^」]+」|\[[^\]]+\])を含む)(シフトしていない)(?=ゼクス)")
# 「あなたかプレイヤースクエアにあるゼクスを攻撃している…」: a state first, the squares unsaid
_ATTACKING_YOU = re.compile(r"^(?:あなたか(?:プレイヤースクエアにある)?ゼクスを|あなたを)攻撃している")


def read_on_squares(clause: str) -> tuple[int, bool, CardFilter, str, str] | None:
    """「(このカード以外の)(ノーマル)スクエアにある(states)(すべての)(あなたの)(states)<filter>をN枚選び、」: Z/X on squares;
    the count, 「まで」, the filter, the scope ("normal", "player", the states of effects.zx_states, "others", "own",
    "all", "sum<=N", …) and the words after it; None when the clause opens with no such phrase."""
    attacking = _ATTACKING_YOU.match(clause)
    late = _LATE_STATE.search(clause)  # 「あなたのコスト3以上のリブートのゼクス」: the state first, the same length
    words = clause[: late.start()] + "あなたの" + late[2] + late[1] + clause[late.end() :] if late else clause
    words = _LATE_COST_STATE.sub(r"\2\1", words, count=1) if not late else words
    words = _LATE_SHIFT.sub(r"\2\1", words, count=1)
    m = _ON_SQUARES.match("スクエアにある" + words if attacking else words)
    if m is None or not (m["what"] or m["race"] or m["names"] or m["exact"]):
        return None
    if bool(m["all"]) != bool(m["every"]) or (m["sum"] and not (m["any"] or m["upto"])):
        return None  # 「すべての…を」 chooses none; 「…を」 alone is all of them; a cost sum only with 「好きな枚数」
    flt = filter_of(m.groupdict(), m.group(0))
    flt = replace(flt, types=frozenset()) if m["what"] == "ゼクス" else flt  # only Z/X are chosen on squares
    excluded = [w[: -len("以外の")] for w in (m["nota"], m["notb"], m["notc"]) if w]
    if len(excluded) > 1 or (excluded and flt.name_not):
        return None
    if excluded:  # 「《同名》以外の」: this card's name, put in when the effect resolves (run.resolve.same_name)
        flt = replace(flt, name_not=SAME_NAME if excluded[0] == "《同名》" else excluded[0][1:-1])
    states, cost = read_states((m["s1"] or "") + (m["s2"] or ""))
    flt = replace(flt, min_cost=cost, max_cost=cost) if cost is not None else flt  # 「コストNの」
    # 「プレイヤースクエアにある」: either player's player square (run.opposing and run.choices read "player" so)
    scope = [w for w, there in (("normal", m["normal"]), ("player", m["player"] or m["either"])) if there] + states
    scope += [OWN_AREA] if m["area"] else []  # 「自軍エリアのスクエアにある」: your near row (303.4a)
    if m["next"] and m["touching"]:
        return None
    scope += [NEXT_TO_THIS] if m["next"] or m["touching"] else []  # next to this card's square (303.2, zx_states)
    # 「あなたのプレイヤースクエアにある」: your player square holds only Z/X of yours (303.3a), never the opponent's
    scope += [
        w
        for w, there in (("others", m["others"] or m["others2"]), ("own", m["own"] or m["player"]), ("all", m["all"]))
        if there
    ]
    scope += [f"{'p' if m['sum_of'] == 'パワー' else ''}sum<={m['sum']}"] if m["sum"] else []  # costs or powers
    count = 99 if m["all"] or m["any"] else int(m["n"])
    rest = clause[m.end() - (len("スクエアにある") if attacking else 0) :]
    if m["every"] == "のパワーを":  # 「すべてのあなたのゼクスのパワーを+Nする」: yours only, raised
        if "own" not in scope:
            return None
        rest = "パワーを" + rest
    return count, bool(m["upto"] or m["any"]), flt, " ".join(scope), rest
