"""More conditions on counts (session 16, `cond`), one table row a shape, their checkers in run.count_checkers:
lists of colours, races and names each in a zone (「あなたのトラッシュに赤と青と白と黒と緑のカードがそれぞれ1枚以上ある」),
races among your trash, counts at most (「N枚以下」, 「N枚もない」, 「がない」, an exact 「N枚の」), your life and
resources against the opponent's (a goldfish opponent's life and resources are modelled: goldfish.game), and Z/X of
yours that entered this turn, counted."""

from __future__ import annotations

import re
from collections.abc import Callable

from zxdecks.rules.cards import COLOR_BY_JAPANESE
from zxdecks.rules.effects.language import SAME_NAME, CardFilter, Condition
from zxdecks.rules.effects.words import COLOR, FILTER, ZX_ONLY, filter_of, read_filter_list

# the zones a Z/X comes onto its square from, as OnSquare.entered_from names them (run.table.origin_of)
_FROM_ZONES = {"トラッシュ": "trash", "デッキ": "deck", "デュナミス": "dynamis", "チャージ": "charge"}
_FROM_ZONES |= {"リソース": "resource", "ライフ": "life", "手札": "hand"}

_IF = r"(?:場合|ならば)、(.+)$"
# a zone of yours and the kinds of its filtered counts (at least, at most)
_ZONE = {
    "リソース": ("resource_filter_at_least", "resource_filter_at_most"),
    "トラッシュ": ("trash_filter_at_least", "trash_filter_at_most"),
    "チャージ": ("charge_filter_at_least", "charge_filter_at_most"),
}
# one item of a list: a colour (「赤」), a race (「[R]」), a name exactly (「「X」」) or this card's own name (《同名》)
_ITEM = r"(?:" + COLOR + r"|\[[^\]]+\]|「[^」]+」|《同名》)"


def _item(word: str) -> CardFilter:
    if word in COLOR_BY_JAPANESE:
        return CardFilter(color=COLOR_BY_JAPANESE[word])
    if word.startswith("["):
        return CardFilter(race=word[1:-1])
    if word == "《同名》":
        return CardFilter(name_is=SAME_NAME)
    return CardFilter(name_is=word[1:-1])


def _items(words: str) -> list[CardFilter]:
    return [_item(w) for w in re.findall(_ITEM, words)]


def _each(m: re.Match[str]) -> tuple[Condition, ...]:
    """「あなたの<zone>に赤と青(のカード)が(それぞれN枚以上)ある」: N cards (1 unless said) of each item in the zone."""
    kind = _ZONE[m["zone"]][0] if m["zone"] else "dynamis_face_up" if m["dynamis"] else "square_filter_at_least"
    return tuple(Condition(kind, int(m["n"] or 1), f) for f in _items(m["items"]))


def _words_filter(m: re.Match[str]) -> CardFilter:
    """The filter of the condition's words alone (not of the words after it, its last group)."""
    return filter_of(m.groupdict(), m.group(0)[: m.start(m.lastindex or 0) - m.start()])


def _named(m: re.Match[str]) -> CardFilter:
    """「「X」」, 《同名》 or a filter."""
    if m["same"]:
        return CardFilter(name_is=SAME_NAME)
    return _words_filter(m)


def _at_most(m: re.Match[str]) -> int:
    """「N枚以下」, 「N枚もない」 (fewer than N) or 「ない」 (none) as the count at most."""
    if m["count"] is None:
        return 0
    return int(m["count"]) - (1 if m["fewer"] else 0)


_NAMES = {
    "トラッシュ": "trash_names_at_least",
    "リムーブ": "removed_names_at_least",
    "リソース": "resource_names_at_least",
}
_OP = {"より少ない": "<", "以下しかない": "<=", "以下の": "<=", "以上の": ">="}
_NAMED = r"(?:(?P<same>《同名》)|「(?P<exact>[^」]+)」|(?=[^、。]*(?:カード|ゼクス|\]))" + FILTER + r")"
_AT_MOST = r"が(?:(?P<count>\d+)枚(?:以下(?:の|しかない)|(?P<fewer>も)ない)|ない)"


def _listed(m: re.Match[str]) -> Condition | None:
    """N cards or more (at most) of a zone that any filter of a list matches (words.read_filter_list; 「[A]か[B]を持つ
    カード」: a card of race A or B); a list the words do not make leaves the condition to the rows after it."""
    items = re.sub(r"((?:\[[^\]]+\]か)*\[[^\]]+\])を持つカード$", r"\1", m["items"])
    flt = read_filter_list(items)
    if flt is None:
        return None
    kinds = _ZONE[m["zone"]]
    return Condition(kinds[0] if m["dir"] == "以上ある" else kinds[1], int(m["n"]), flt)


COUNT_CONDITIONS: list[tuple[re.Pattern[str], Callable[[re.Match[str]], Condition | tuple[Condition, ...] | None]]] = [
    (
        re.compile(
            r"^(?:あなたの(?P<zone>リソース|トラッシュ|チャージ)に|スクエアにあなたの|(?P<dynamis>あなたのデュナミスに表向きの))(?P<items>" + _ITEM + r"(?:と" + _ITEM
            + r")+)(?:のカード)?が(?:それぞれ(?P<n>\d+)枚以上)?ある" + _IF
        ),
        _each,
    ),
    (  # 「あなたのリソースに赤か黒か緑がある」: a card of one of the colours
        re.compile(r"^あなたの(?P<zone>リソース|トラッシュ|チャージ)に(?P<colors>(?:" + COLOR + r")(?:か(?:" + COLOR + r"))+)(?:のカード)?がある" + _IF),
        lambda m: Condition(
            _ZONE[m["zone"]][0], 1, CardFilter(colors_any=frozenset(COLOR_BY_JAPANESE[c] for c in m["colors"].split("か")))
        ),
    ),
    (
        re.compile(r"^あなたのトラッシュにカードが(\d+)枚以上あり、その中に(\d+)種族以上ある" + _IF),
        lambda m: (Condition("trash_at_least", int(m[1])), Condition("trash_races_at_least", int(m[2]))),
    ),
    (  # 「あなたのトラッシュに[A]か≪エヴォルシード≫を持つカードが合計3枚以上ある」「…にある[A]か[B]を持つカードが9枚以下の」
        re.compile(
            r"^あなたの(?P<zone>リソース|トラッシュ|チャージ)(?:にある|に)(?P<items>[^、。]+?)が(?:合計)?(?P<n>\d+)枚"
            r"(?P<dir>以上ある|以下の|以下しかない)" + _IF
        ),
        _listed,
    ),
    (
        re.compile(r"^あなたの(?P<zone>リソース|トラッシュ|チャージ)(?:にある|に)" + _NAMED + _AT_MOST + r"(?:の)?" + _IF),
        lambda m: Condition(_ZONE[m["zone"]][1], _at_most(m), _named(m)),
    ),
    (
        re.compile(r"^あなたのデュナミス(?:にある|に)表向きの" + _NAMED + _AT_MOST + r"(?:の)?" + _IF),
        lambda m: Condition("dynamis_face_up_at_most", _at_most(m), _named(m)),
    ),
    # counts of a whole zone
    (
        re.compile(r"^あなたの(?P<zone>手札|トラッシュ|チャージ)(?:にカード)?が(?P<count>\d+)枚(?:以下しかない|(?P<fewer>も)ない)" + _IF),
        lambda m: Condition({"手札": "hand", "トラッシュ": "trash", "チャージ": "charge"}[m["zone"]] + "_at_most", _at_most(m)),
    ),
    (
        re.compile(r"^あなたのリムーブ(?:ゾーン)?(?:にカード)?が(?P<count>\d+)枚(?:以下(?:の|しかない)|(?P<fewer>も)ない)" + _IF),
        lambda m: Condition("removed_at_most", _at_most(m)),
    ),
    (  # 「あなたのトラッシュにあるカードが7枚の場合」: exactly; 「7~9枚の」: from 7 to 9
        re.compile(r"^あなたのトラッシュにあるカードが(\d+)(?:~(\d+))?枚の" + _IF),
        lambda m: (Condition("trash_at_least", int(m[1])), Condition("trash_at_most", int(m[2] or m[1]))),
    ),
    # the hand but this card (in the hand when the ability is valid there; never counted)
    (
        re.compile(r"^(?:このカード以外のあなたの手札|あなたの手札にこのカード以外のカード)が(\d+)枚(以上ある|以下)(?:の)?" + _IF),
        lambda m: Condition("hand_others_at_least" if m[2] == "以上ある" else "hand_others_at_most", int(m[1])),
    ),
    # life and resources against the opponent's (a goldfish opponent's are modelled)
    (re.compile(r"^あなたのライフが(\d+)以下しかない" + _IF), lambda m: Condition("life_at_most", int(m[1]))),
    (re.compile(r"^相手のライフが(\d+)以上(?:の)?" + _IF), lambda m: Condition("opponent_life_at_least", int(m[1]))),
    (
        re.compile(r"^あなたのライフが相手(?:のライフ)?(以下|以上)(?:の)?" + _IF),
        lambda m: Condition("life_at_most_opponent" if m[1] == "以下" else "life_at_least_opponent"),
    ),
    (
        re.compile(r"^あなたか相手のライフが(\d+)以下(?:の)?" + _IF),
        lambda m: Condition(
            "any_of", either=(Condition("life_at_most", int(m[1])), Condition("opponent_life_at_most", int(m[1])))
        ),
    ),
    (re.compile(r"^(?:あなたと相手のライフ|あなたのライフと相手のライフ)の合計が(\d+)以下(?:の)?" + _IF), lambda m: Condition("lives_total_at_most", int(m[1]))),
    (
        re.compile(
            r"^あなたのリソース(?:にあるカード)?の枚数が相手のリソース(?:にあるカード)?の枚数"
            r"(?:より(?:も)?(?:(?P<more>\d+)枚以上)?(?P<over>多い)|(?P<most>以下)の?)" + _IF
        ),
        lambda m: Condition("resources_over_opponent", int(m["more"] or 1)) if m["over"] else Condition("resources_at_most_opponent"),
    ),
    # the opponent's Z/X on squares (a defending opponent's are modelled: goldfish.opponent), against yours
    (re.compile(r"^相手のプレイヤースクエアにゼクスがない" + _IF), lambda m: Condition("opponent_player_square_empty")),
    (
        re.compile(
            r"^スクエアにあるあなたの(?:「(?P<exact>[^」]+)」|ゼクス)の枚数がスクエアにある相手のゼクスの枚数"
            r"(?P<op>より少ない|以下しかない|以下の|以上の)" + _IF
        ),
        lambda m: Condition(
            "squares_vs_opponent", filter=CardFilter(name_is=m["exact"]) if m["exact"] else ZX_ONLY, name=_OP[m["op"]]
        ),
    ),
    # 「あなたのリソースに[A]と[B]以外がない」: no resource but those (none at all too)
    (
        re.compile(r"^あなたのリソースに(?P<races>\[[^\]]+\](?:と\[[^\]]+\])+)以外がない" + _IF),
        lambda m: Condition("resources_none_other", filter=CardFilter(races_any=tuple(re.findall(r"\[([^\]]+)\]", m["races"])))),
    ),
    (
        re.compile(r"^あなたのリソースに(?=[^、。]*(?:カード|\]))" + FILTER + r"以外がない" + _IF),
        lambda m: Condition("resources_none_other", filter=_words_filter(m)),
    ),
    (  # 「異なるカード名を持つカードがN種類以上」: different names (of the filter)
        re.compile(
            r"^あなたの(?P<zone>トラッシュ|リムーブ(?:ゾーン)?|リソース)に(?:(?=[^、。]*(?:カード|\]))" + FILTER + r"、)?"
            r"異なるカード名を持つカードが(?P<count>\d+)種類以上ある" + _IF
        ),
        lambda m: Condition(
            _NAMES[m["zone"].removesuffix("ゾーン")], int(m["count"]), _words_filter(m)
        ),
    ),
    # the opponent's charge (a goldfish opponent's is counted: goldfish.opposing.opponent_card_to; its remove zone
    # too, below; its trash is not kept)
    (
        re.compile(r"^相手のチャージ(?:にカード)?が(?:(?P<n>\d+)枚以上)?ある" + _IF),
        lambda m: Condition("opponent_charge_at_least", int(m["n"] or 1)),
    ),
    # 「相手のリムーブ(ゾーン)にカードがN枚以上ある」: its remove zone, counted as its charge (1009)
    (
        re.compile(r"^相手のリムーブ(?:ゾーン)?(?:にカード)?が(?P<n>\d+)枚以上ある" + _IF),
        lambda m: Condition("opponent_removed_at_least", int(m["n"])),
    ),
    (
        re.compile(r"^あなたのチャージにあるカードの枚数が相手のチャージにあるカードの枚数より(?:も)?多い" + _IF),
        lambda m: Condition("charge_over_opponent"),
    ),
    (re.compile(r"^このカードがイグニッションで登場していた" + _IF), lambda m: Condition("self_entered_how", name="ignition")),
    # 「このカードがトラッシュから登場していた」: the zone it came onto its square from (OnSquare.entered_from, "from:<zone>")
    (
        re.compile(r"^このカードが(トラッシュ|デッキ|デュナミス|チャージ|リソース|ライフ|手札)から登場していた" + _IF),
        lambda m: Condition("self_entered_how", name="from:" + _FROM_ZONES[m[1]]),
    ),
    # Z/X of yours that entered this turn, counted
    (
        re.compile(r"^このターンの間にあなたの(?P<zxname>カード名に「[^」]+」を含む)?ゼクスが(\d+)枚以上登場していた" + _IF),
        lambda m: Condition("zx_entered_this_turn", int(m[2]), _entered_filter(m)),
    ),
]  # fmt: skip


def _entered_filter(m: re.Match[str]) -> CardFilter:
    """「あなたの(カード名に「X」を含む)ゼクス」: a Z/X (of that name)."""
    zx = filter_of({"what": "ゼクス"}, "")
    names = re.findall(r"「([^」]+)」", m["zxname"] or "")
    return CardFilter(types=zx.types, name_contains=names[0] if names else "")
