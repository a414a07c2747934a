"""Conditions on the board and on several zones at once (session 16, `cond`), one table row a shape, their checkers in
run.count_checkers: 「<zone>と<zone>に、あなたの…が合計N枚以上ある」, pairs of your Z/X next to each other (「あなたの隣接
するゼクスがN組以上ある」, 303.2a), 「スクエアにこのカード以外のあなたの…がある」, a Z/X of power N or more on the
squares (yours, or anyone's: a defending opponent's have powers), and a few more words for conditions of the base
table (「あなたのリソースにすべての色がある」, 「≪イグニッション≫を持たない」, 「あなたのチャージに…しかない」)."""

from __future__ import annotations

import re
from collections.abc import Callable

from zxdecks.rules.cards import COLOR_BY_JAPANESE, CardType
from zxdecks.rules.effects.language import SAME_NAME, CardFilter, Condition
from zxdecks.rules.effects.words import FILTER, ZX_ONLY, filter_of

_IF = r"(?:場合|ならば)、(.+)$"
# the zones a total counts, by their key for run.count_checkers.zone_cards
_ZONES = {
    "スクエア": "squares",
    "トラッシュ": "trash",
    "リソース": "resources",
    "リムーブ": "removed",
    "チャージ": "charge",
    "手札": "hand",
    "ライフ": "life",
}
_ZONE = "(?:" + "|".join(_ZONES) + ")"
_ZONE_KEY = {**_ZONES, "デュナミス": "dynamis_face_up"}
_ZONE_OR_DYNAMIS = "(?:" + "|".join(_ZONE_KEY) + ")"
_BASE_ZONE = {"リソース": "resource", "トラッシュ": "trash", "チャージ": "charge"}


def _words_filter(m: re.Match[str]) -> CardFilter:
    """The filter of the condition's words alone (not of the words after it, its last group)."""
    return filter_of(m.groupdict(), m.group(0)[: m.start(m.lastindex or 0) - m.start()])


def _named(m: re.Match[str]) -> CardFilter:
    """「「X」」, 「あなたのカード」 (any card) or a filter."""
    if m["exact"]:
        return CardFilter(name_is=m["exact"])
    return _words_filter(m) if m["filtered"] else CardFilter()


def _power_names(m: re.Match[str]) -> CardFilter:
    """「カード名に「A」か「B」を含む」 before the power: a Z/X of yours of one of those names (the opponent's Z/X
    have no names in the model, so a named condition asks for yours: the reader reads it only after 「あなたの」)."""
    names = re.findall(r"「([^」]+)」", m["names"] or "")
    if len(names) > 1:
        return CardFilter(names_any=tuple(names))
    return CardFilter(name_contains=names[0]) if names else CardFilter()


def _union_second(words: str) -> CardFilter:
    """「「X」」 (the name exactly) or 「カード名に「X」を含むカード」."""
    name = words[words.index("「") + 1 : words.index("」")]
    return CardFilter(name_contains=name) if words.startswith("カード名") else CardFilter(name_is=name)


def _shift(name: str | None) -> CardFilter:
    """A shift card (of a name part)."""
    return CardFilter(types=frozenset({CardType.SHIFT}), name_contains=name or "")


def _total(m: re.Match[str]) -> Condition:
    """「トラッシュとリソースに、あなたの…が合計N枚以上ある」: the cards of the filter in those zones together (`name`:
    their keys, and 「このカード以外の」 as "not_this")."""
    zones = [_ZONES[z] for z in re.findall(_ZONE, m["zones"])] + (["not_this"] if m["other"] else [])
    kind = "zones_total_at_least" if m["most"] is None else "zones_total_at_most"
    return Condition(kind, int(m["count"]), _named(m), " ".join(zones))


_NAMED = r"(?:「(?P<exact>[^」]+)」|(?P<filtered>(?=[^、。]*(?:カード|ゼクス|\]))" + FILTER + r")|カード)"

BOARD_CONDITIONS: list[tuple[re.Pattern[str], Callable[[re.Match[str]], Condition | tuple[Condition, ...]]]] = [
    (
        re.compile(
            r"^(?P<zones>" + _ZONE + r"(?:と" + _ZONE + r")+)(?:に|にある)、?(?P<other>このカード以外の)?あなたの" + _NAMED
            + r"が合計(?P<count>\d+)枚(?:以上|(?P<most>以下))(?:ある|の)" + _IF
        ),
        _total,
    ),
    (  # 「スクエアかチャージに(、)あなたの…がある」: one in either zone (in the Dynamis, face up: 「表向きの」)
        re.compile(
            r"^(?P<zones>" + _ZONE_OR_DYNAMIS + r"か" + _ZONE_OR_DYNAMIS + r")に、?あなたの(?:表向きの)?" + _NAMED + r"がある" + _IF
        ),
        lambda m: Condition("zones_total_at_least", 1, _named(m), " ".join(_ZONE_KEY[z] for z in m["zones"].split("か"))),
    ),
    (  # 「あなたのリソースに[R]か「X」が合計N枚以上ある」: cards of either filter, together
        re.compile(r"^あなたのリソースに(?P<first>\[[^\]]+\])(?:か|と)(?P<second>「[^」]+」|カード名に「[^」]+」を含むカード)が合計(\d+)枚以上ある" + _IF),
        lambda m: Condition(
            "zones_total_at_least", int(m[3]), name="resources", either=(Condition("any_of", filter=CardFilter(race=m["first"][1:-1])), Condition("any_of", filter=_union_second(m["second"])))
        ),
    ),
    (re.compile(r"^あなたの隣接するゼクスが?(\d+)組以上ある" + _IF), lambda m: Condition("adjacent_pairs_at_least", int(m[1]))),
    (
        re.compile(r"^スクエアにこのカード以外のあなたの(?:「(?P<exact>[^」]+)」|(?P<filtered>(?=[^、。]*(?:ゼクス|\]))" + FILTER + r"))がある" + _IF),
        lambda m: Condition("square_other_at_least", 1, _named(m)),
    ),
    (
        re.compile(r"^スクエアに(?:(?P<own>あなたの)(?:カード名に(?P<names>「[^」]+」(?:か「[^」]+」)*)を含む)?)?パワー(\d+)以上のゼクスがある" + _IF),
        lambda m: Condition(
            "square_power_at_least", int(m[3]), _power_names(m), name="own" if m["own"] else "any"
        ),
    ),
    (re.compile(r"^スクエアにあなたのリブートのゼクスがある" + _IF), lambda m: Condition("square_rebooted_at_least", 1, ZX_ONLY)),
    # more words for conditions of the base table
    (
        re.compile(r"^あなたの(リソース|トラッシュ|チャージ)に「(?P<exact>[^」]+)」が(\d+)枚以上ある" + _IF),
        lambda m: Condition(f"{_BASE_ZONE[m[1]]}_filter_at_least", int(m[3]), CardFilter(name_is=m["exact"])),
    ),
    (
        re.compile(r"^スクエアにあなたの《同名》が(\d+)枚以上ある" + _IF),
        lambda m: Condition("square_filter_at_least", int(m[1]), CardFilter(name_is=SAME_NAME)),
    ),
    (re.compile(r"^スクエアにあなたのゼクスが(\d+)枚もない" + _IF), lambda m: Condition("square_filter_at_most", int(m[1]) - 1, ZX_ONLY)),
    (  # every colour (204.3: red, blue, white, black, green; colourless is no colour, 204.7)
        re.compile(r"^あなたのリソースにすべての色がある" + _IF),
        lambda m: tuple(Condition("resource_filter_at_least", 1, CardFilter(color=c)) for c in COLOR_BY_JAPANESE.values()),
    ),
    (
        re.compile(r"^あなたの(リソース|トラッシュ|チャージ)に≪イグニッション≫を持たないカードが(\d+)枚以上ある" + _IF),
        lambda m: Condition(f"{_BASE_ZONE[m[1]]}_filter_at_least", int(m[2]), CardFilter(ignition=False)),
    ),
    (
        re.compile(r"^あなたのチャージに(?=[^、。]*(?:カード|\]))" + FILTER + r"しかない" + _IF),
        lambda m: Condition("charge_only", filter=_words_filter(m)),
    ),
    (
        re.compile(r"^あなたのリソース(?:にカード)?が(\d+)枚以上あり、その中に\[([^\]]+)\]以外がない" + _IF),
        lambda m: (Condition("resources_at_least", int(m[1])), Condition("resources_none_other", filter=CardFilter(race=m[2]))),
    ),
    (
        re.compile(r"^あなたのリソース(?:にカード)?が(\d+)枚以上あり、その中にカードの色の種類が(\d+)種類以上ある" + _IF),
        lambda m: (Condition("resources_at_least", int(m[1])), Condition("resource_colors_at_least", int(m[2]))),
    ),
    (
        re.compile(r"^相手のリソース(?:にカード)?が(\d+)枚以下(?:しかない|の)" + _IF),
        lambda m: Condition("opponent_resources_at_most", int(m[1])),
    ),
    (  # the Evolseed icon (207.4): cards with it in a zone of yours
        re.compile(r"^(?:あなたの(?P<zone>トラッシュ|チャージ|リソース)に|スクエアにあなたの)エヴォルシードアイコンを持つ(?:カード|ゼクス)が(?:(\d+)枚以上)?ある" + _IF),
        lambda m: Condition("evolseed_at_least", int(m[2] or 1), name=_ZONES[m["zone"]] if m["zone"] else "squares"),
    ),
    (re.compile(r"^スクエアにあなたのトークンのゼクスがある" + _IF), lambda m: Condition("square_tokens_at_least", 1)),
    (re.compile(r"^スクエアにあるあなたのゼクスの中に(\d+)種族以上ある" + _IF), lambda m: Condition("square_races_at_least", int(m[1]))),
    (  # 「スクエアにあなたの…がN枚ある場合」: exactly N
        re.compile(r"^スクエアにあなたの(?=[^、。]*(?:ゼクス|\]))" + FILTER + r"が(?P<count>\d+)枚ある" + _IF),
        lambda m: (
            Condition("square_filter_at_least", int(m["count"]), _words_filter(m)),
            Condition("square_filter_at_most", int(m["count"]), _words_filter(m)),
        ),
    ),
    (  # 「[R]がN枚以上あり、その中にカード名に「X」を含むカードがある」: N of the race, one of them of the name
        re.compile(r"^あなたのリソースに\[([^\]]+)\]が(\d+)枚以上あり、その中にカード名に「([^」]+)」を含むカードがある" + _IF),
        lambda m: (
            Condition("resource_filter_at_least", int(m[2]), CardFilter(race=m[1])),
            Condition("resource_filter_at_least", 1, CardFilter(race=m[1], name_contains=m[3])),
        ),
    ),
    (  # the opponent's damage this turn (goldfish.damage records its turn, and whose)
        re.compile(r"^このターンの間に相手がダメージを受けて(いた|いない)" + _IF),
        lambda m: Condition("opponent_damaged_this_turn" if m[1] == "いた" else "opponent_not_damaged_this_turn"),
    ),
    (
        re.compile(r"^あなたのリムーブ(?:ゾーン)?に(\d+)枚以上ある" + _IF),
        lambda m: Condition("removed_at_least", int(m[1])),
    ),
    # normal squares (303.3b: every square but the player squares)
    (
        re.compile(r"^ノーマルスクエアにあなたの(?=[^、。]*(?:ゼクス|\]))" + FILTER + r"が(?P<there>ある|ない)" + _IF),
        lambda m: Condition(
            "normal_filter_at_least" if m["there"] == "ある" else "normal_filter_at_most",
            1 if m["there"] == "ある" else 0,
            _words_filter(m),
        ),
    ),
    (re.compile(r"^ノーマルスクエアに相手のゼクスがある" + _IF), lambda m: Condition("opponent_normal_zx_at_least", 1)),
    # a defender of a cost (board.OpposingZX.cost; a goldfish opponent's board has none)
    (
        re.compile(r"^スクエアに相手のコスト(\d+)(以上|以下)のゼクスが(?:(?P<n>\d+)枚以上)?ある" + _IF),
        lambda m: Condition(
            "opponent_zx_at_least",
            int(m["n"] or 1),
            CardFilter(min_cost=int(m[1])) if m[2] == "以上" else CardFilter(max_cost=int(m[1])),
        ),
    ),
    (
        re.compile(r"^スクエアにあなたのゼクスが(\d+)枚以上あり、その中に(赤と青と白と黒と緑)のゼクスがある" + _IF),
        lambda m: (
            Condition("square_filter_at_least", int(m[1]), ZX_ONLY),
            *(Condition("square_filter_at_least", 1, CardFilter(color=c, types=ZX_ONLY.types)) for c in COLOR_BY_JAPANESE.values()),
        ),
    ),
    (
        re.compile(r"^このカードがカード名に(「[^」]+」(?:か「[^」]+」)+)を含む(?:場合|ならば)、(.+)$"),
        lambda m: Condition("self_is", filter=CardFilter(names_any=tuple(re.findall(r"「([^」]+)」", m[1])))),
    ),
    # this card on your player square, or slept (「このカードがチャージにある」 is where an ability is valid: not read
    # here, the line's zone would stay the squares)
    (re.compile(r"^このカードがあなたのプレイヤースクエアにある" + _IF), lambda m: Condition("self_on_player_square")),
    (re.compile(r"^このカードがスリープ(?:の場合|ならば)、(.+)$"), lambda m: Condition("self_slept")),
    (
        re.compile(r"^あなたのリムーブ(?:ゾーン)?に《同名》がある" + _IF),
        lambda m: Condition("removed_filter_at_least", 1, CardFilter(name_is=SAME_NAME)),
    ),
    (  # 「色がN種類しかない」: exactly N colours among your resources
        re.compile(r"^あなたのリソースに色が(\d+)種類しかない" + _IF),
        lambda m: (Condition("resource_colors_at_least", int(m[1])), Condition("resource_colors_at_most", int(m[1]))),
    ),
    (re.compile(r"^あなたのリソースにリブートのカードがある" + _IF), lambda m: Condition("resources_rebooted_at_least", 1)),
    (
        re.compile(r"^あなたのトラッシュが(\d+)枚の" + _IF),
        lambda m: (Condition("trash_at_least", int(m[1])), Condition("trash_at_most", int(m[1]))),
    ),
    (re.compile(r"^あなた自身が「([^」]+)」(?:の場合|ならば)、(.+)$"), lambda m: Condition("player_is", name=m[1])),
    # shift cards (202.8): on your Z/X on squares and face up in your Dynamis, together or either
    (
        re.compile(
            r"^スクエア(?:と|か)(?:あなたの)?デュナミスに、?(?:あなたの)?表向きの(?:カード名に「(?P<name>[^」]+)」を含む)?シフトが"
            r"(?:合計(?P<n>\d+)枚以上)?ある" + _IF
        ),
        lambda m: Condition("zones_total_at_least", int(m["n"] or 1), _shift(m["name"]), "shifts dynamis_face_up"),
    ),
    (
        re.compile(r"^あなたのデュナミスに表向きの(?:カード名に「(?P<name>[^」]+)」を含む)?シフトが(?:(?P<n>\d+)枚以上)?ある" + _IF),
        lambda m: Condition("dynamis_face_up", int(m["n"] or 1), _shift(m["name"])),
    ),
    (  # the modelled opponent's Z/X carry no shift (board.OpposingZX)
        re.compile(r"^スクエアにシフトがある" + _IF), lambda m: Condition("shifts_at_least", 1)
    ),
]  # fmt: skip
