"""More object phrases of cards chosen in your zones (issue 28, Z/X put onto squares): the lexicon rows the
lexicon's own `read_phrase` asks for before its older ones. Each row reads a noun phrase into a `Phrase`; the verb
after it decides whether the line is read (a phrase of several zones or a cost sum is read onto squares only,
grammar_effects).

- 「(《同名》以外の)(あなたの)<zone>か(あなたの)<zone>(か…)にある、(《同名》以外の)あなたの(《同名》以外の)<filter>を
  N枚(まで)選び、」: cards of any of two or more zones (source "hand|charge", "charge|resources", …); 「あなたの《同名》を」
  names this card's namesakes;
- 「あなたの<zone>にある<filter>から(、)コストの合計がN以下になるようにM枚まで選び、」: up to M cards whose costs add up to
  N or less (`Phrase.scope` "sum<=N");
- 「「X」以外の(《同名》以外の)ゲームから除外されているあなたの<filter>を」: your remove zone, a name left out;
- 「置いたカードの中にある<filter>を」 / 「除外したカードの中にある…」: the cards the move before put into the trash / the
  remove zone (played without their cost only);
- 「あなたのデュナミスにある(《同名》以外の)(表向きの|裏向きの)(、)<filter>を」 and 「…(表向きの|裏向きの)[A]の中から(、)
  <filter with [B]>を」: face-up or face-down Dynamis cards (sources "dynamis_face_up", "dynamis_face_down"), of
  race B that hold A too.
"""

from __future__ import annotations

import re
from dataclasses import replace

from zxdecks.rules.effects.language import SAME_NAME, CardFilter, Effect, Kind
from zxdecks.rules.effects.words import FILTER, filter_of, read_filter_list

_ZONE_NAMES = {
    "手札": "hand",
    "トラッシュ": "trash",
    "チャージ": "charge",
    "リソース": "resources",
    "リムーブゾーン": "removed",
    "リムーブ": "removed",
    "デュナミス": "dynamis",
}
_ZONE = "(?:" + "|".join(_ZONE_NAMES) + ")"  # 「リムーブゾーン」 before 「リムーブ」 (the dict's order)
_COUNT = r"(?P<n>\d+)枚(?P<upto>まで)?選び、"
_TOTAL = r"(?:合計)?"  # 「トラッシュかリムーブにある、…を合計2枚まで選び、」: N of the zones together

_ZONES = re.compile(
    r"^(?P<same0>《同名》以外の)?(?:あなたの)?(?P<zones>" + _ZONE + r"(?:か(?:あなたの)?" + _ZONE + r")+)にある、?"
    r"(?P<same1>《同名》以外の)?(?:あなたの)?(?P<same2>《同名》以外の)?(?:(?P<same_is>《同名》)|「(?P<exact>[^」]+)」|"
    + FILTER
    + r")を"
    + _TOTAL
    + _COUNT
)
_SUM = re.compile(
    r"^(?P<same0>《同名》以外の)?(?:あなたの)?(?P<zone>" + _ZONE + r")にある(?P<same1>《同名》以外の)?"
    r"(?P<face>表向きの|裏向きの)?"
    + FILTER
    + r"から、?コストの合計が(?P<sum>\d+)以下になるように(?P<n>\d+)枚まで選び、"
)
_DYNAMIS = re.compile(
    r"^あなたのデュナミスにある(?P<same>《同名》以外の)?(?P<face>表向きの|裏向きの)、?"
    r"(?:\[(?P<within>[^\]]+)\]の中から、?)?(?:「(?P<exact>[^」]+)」|" + FILTER + r")を"
    r"(?:(?P<n>\d+)枚(?P<upto>まで)?|(?P<any>好きな枚数))選び、"
)
_FACES = {"表向きの": "dynamis_face_up", "裏向きの": "dynamis_face_down"}
# 「「X」以外の / 《同名》以外のゲームから除外されているあなたの<filter>をN枚(まで)選び、」: your remove zone, a name left out
_REMOVED_BUT = re.compile(
    r"^(?:「(?P<not>[^」]+)」|(?P<same0>《同名》))以外のゲームから除外されているあなたの" + FILTER + r"を" + _COUNT
)


# 「あなたのリソースの枚数以下のコストの、」「あなたのチャージの枚数×2以下のコストの、」: a cost bound counted when the
# effect resolves (`Phrase.scope` "cost<=resources", "cost<=charge*2"), before a phrase of cards of your zones
_COST_BOUND = re.compile(
    r"^(?:あなたの(?P<zone>リソース|手札|チャージ)(?:にあるカード)?の枚数(?:×(?P<k>\d+))?"
    r"|(?P<destroyed>破壊したゼクスのコスト))以下のコストの、"
)
DESTROYED = "destroyed"  # 「破壊したゼクスのコスト以下のコストの、」: of the one Z/X the effect before destroyed
_BOUND_ZONES = {"リソース": "resources", "手札": "hand", "チャージ": "charge"}
BOUND_SOURCES = frozenset(
    {"hand", "trash", "charge", "resources", "removed", "dynamis", "dynamis_face_up", "dynamis_face_down"}
)


def read_cost_bound(clause: str) -> tuple[str, str] | None:
    """The scope word of a cost bound opening the clause and the rest of it, or None."""
    m = _COST_BOUND.match(clause)
    if m is None:
        return None
    if m["destroyed"]:
        return f"cost<={DESTROYED}", clause[m.end() :]
    return f"cost<={_BOUND_ZONES[m['zone']]}" + (f"*{m['k']}" if m["k"] else ""), clause[m.end() :]


# 「あなたのデッキの上から5枚公開し、その中にある<A>か<B>…を(合計)N枚(まで)選び、」: a look at the top taking cards any
# of the listed filters matches (words.read_filter_list; 《同名》以外の: not of this card's name)
_REVEALED_LIST = re.compile(
    r"^(?:あなたの)?デッキ(?:の上から(?P<look>\d+)枚(?:公開し|見て)|を見て)、その中にある(?P<same>《同名》以外の)?"
    r"(?P<items>[^。]+?)を(?:合計)?(?:(?P<n>\d+)枚(?P<upto>まで)?|(?P<any>好きな枚数))選び、"
)


def read_revealed_list(clause: str) -> tuple[int, int, bool, CardFilter, str] | None:
    """(cards looked at, count, up to, filter, the verb phrase after it) of the phrase above, or None."""
    m = _REVEALED_LIST.match(clause)
    flt = read_filter_list(m["items"]) if m else None
    if m is None or flt is None:
        return None
    flt = replace(flt, name_not=SAME_NAME) if m["same"] else flt
    count, up_to = (99, True) if m["any"] else (int(m["n"]), bool(m["upto"]))  # 「好きな枚数」: as many as wanted
    return int(m["look"] or 0), count, up_to, flt, clause[m.end() :]


# 「置いたカードの中にある<filter>をN枚(まで)選び、」 / 「除外したカードの中にある…」: of the cards the move before put into
# the trash / the remove zone, still there (source "placed_trash" / "placed_removed": run.free_plays; grammar_effects
# reads it only right after such a move)
_PLACED = re.compile(r"^(?P<verb>置いた|除外した)カードの中にある" + FILTER + r"を" + _COUNT)
PLACED_SOURCES = {"置いた": "placed_trash", "除外した": "placed_removed"}


def follows(effects: list[Effect], effect: Effect) -> Effect | str:
    """The effect as it follows the effects before it, or why it cannot: a play of 「置いたカードの中にある…」 must come
    right after a move of the top of the deck into that zone (run.resolve keeps what that move put); a bound of
    「破壊したゼクスのコスト以下の」 right after a choice of one Z/X destroyed, and it waits on it (nothing destroyed,
    no cost is low enough: 804.3c in effect)."""
    before = effects[-1] if effects else None
    if effect.bound == DESTROYED:  # run.destroyed_costs records the cost
        if before is None or before.kind is not Kind.CHOOSE_ZX or before.rest != "destroy" or before.n != 1:
            return "「破壊したゼクスのコスト以下の」 after no choice of one Z/X destroyed"
        return replace(effect, if_did=True)
    zone = {v: k for k, v in PLACED_SOURCES.items()}.get(effect.rest)
    if effect.kind is not Kind.PLAY_FREE or zone is None:
        return effect
    into = "trash" if effect.rest == "placed_trash" else "removed"
    if before is None or before.kind is not Kind.MOVE or (before.source, before.destination) != ("deck_top", into):
        return f"「{zone}カードの中にある」 after no move of the top of the deck into the {into}"
    return effect


def read_zone_phrase(clause: str) -> tuple[str, int, bool, CardFilter, str, str] | None:
    """(source, count, up to, filter, scope, the verb phrase after it) of a phrase above, or None."""
    m = _PLACED.match(clause)
    if m:
        return PLACED_SOURCES[m["verb"]], int(m["n"]), bool(m["upto"]), _filter(m), "", clause[m.end() :]
    m = _ZONES.match(clause)
    if m:
        source = "|".join(dict.fromkeys(_ZONE_NAMES[z] for z in re.split(r"か(?:あなたの)?", m["zones"])))
        return source, int(m["n"]), bool(m["upto"]), _filter(m), "", clause[m.end() :]
    m = _SUM.match(clause)
    if m:
        source = _ZONE_NAMES[m["zone"]]
        if m["face"]:
            if source != "dynamis":
                return None
            source = _FACES[m["face"]]
        return source, int(m["n"]), True, _filter(m), f"sum<={m['sum']}", clause[m.end() :]
    m = _REMOVED_BUT.match(clause)
    if m:
        flt = _filter(m)
        flt = flt if m["same0"] else replace(flt, name_not=m["not"])
        return "removed", int(m["n"]), bool(m["upto"]), flt, "", clause[m.end() :]
    m = _DYNAMIS.match(clause)
    if m:
        flt = _filter(m)
        if m["within"]:  # 「[A]の中から、[B]を」: a card of race B that holds A too (as 「種族に[A]を含む[B]」)
            if not flt.race or flt.races_any:
                return None
            flt = replace(flt, races_any=(m["within"],))
        count, up_to = (99, True) if m["any"] else (int(m["n"]), bool(m["upto"]))  # 「好きな枚数」: as many as wanted
        rest = clause[m.end() :]  # 「表向きの…を裏向きにする」: any Dynamis card it turns face down is a face-up one
        face = "dynamis" if m["face"] == "表向きの" and rest.startswith("裏向きに") else _FACES[m["face"]]
        return face, count, up_to, flt, "", rest
    return None


def _filter(m: re.Match[str]) -> CardFilter:
    groups = m.groupdict()
    flt = filter_of(groups, m.group(0))
    if any(groups.get(g) for g in ("same", "same0", "same1", "same2")):
        flt = replace(flt, name_not=SAME_NAME)  # this card's name, set when the effect resolves (run.resolve)
    if groups.get("same_is"):
        flt = replace(flt, name_is=SAME_NAME)
    return flt


# 「あなたのトラッシュにある[A]か「B」か黒のゼクスを(合計)1枚選び、」: cards of a zone of yours any of a list of filters
# matches (words.read_filter_list)
_CHOSEN_LIST = re.compile(
    r"^(?:「(?P<not>[^」]+)」以外の)?(?:あなたの)?(?P<zone>手札|トラッシュ|チャージ|リソース|リムーブ)にある(?P<same>《同名》以外の)?"
    r"(?P<items>[^。]+?)を(?:合計)?(?P<n>\d+)枚(?P<upto>まで)?選び、"
)


# 「あなたの手札をすべて」「あなたのトラッシュにあるすべての[ドラゴン]を」: every card of a zone of yours (of the filter);
# count 0 (run.resolve.apply counts them when it resolves)
_EVERY = re.compile(
    r"^(?:「(?P<not>[^」]+)」以外の)?あなたの(?P<zone>手札|トラッシュ|チャージ|リソース)(?:をすべて|にあるすべての(?:「(?P<exact>[^」]+)」|"
    + FILTER
    + r")を)"
)


# 「1~2枚選び」: one card at least, two at most; read as 「2枚まで」: the goldfish moves as many as it may (run.movers,
# run.zones: fewer only when fewer are there), never none when there is one (「2~3枚」 stays unread)
_ONE_TO = re.compile(r"(?<!\d)1~(\d+)枚(?!まで)")


def one_to_as_up_to(clause: str) -> str:
    """The clause with its first 「1~N枚」 read as 「N枚まで」 (`_ONE_TO`)."""
    return _ONE_TO.sub(r"\1枚まで", clause, count=1)


Listed = tuple[str, int, bool, CardFilter, str]  # the zone word, count, up to, filter, and the words after it


def read_chosen_list(clause: str) -> Listed | None:
    """「(「X」以外の)あなたの<zone>にある(《同名》以外の)<A>か<B>…を(合計)N枚(まで)選び、」, or None."""
    m = _CHOSEN_LIST.match(clause)
    flt = read_filter_list(m["items"]) if m else None
    if m is None or flt is None:
        return None
    flt = replace(flt, name_not=SAME_NAME if m["same"] else m["not"] or "")
    return m["zone"], int(m["n"]), bool(m["upto"]), flt, clause[m.end() :]


def read_every(clause: str) -> Listed | None:
    """「あなたの手札をすべて」「あなたのトラッシュにあるすべての<filter>を」: count 0 (every one, counted when it resolves)."""
    m = _EVERY.match(clause)
    if m is None:
        return None
    flt = replace(filter_of(m.groupdict(), m.group(0)), name_not=m["not"] or "")
    return m["zone"], 0, False, flt, clause[m.end() :]
