"""The lexicon of card text shared by the reader's modules: numbers, card filters (name, race, cost, colour,
type), the top of the deck, sentences and reminder text."""

from __future__ import annotations

import re
from dataclasses import replace

from zxdecks.rules.cards import COLOR_BY_JAPANESE, CardType, Icon, nfkc
from zxdecks.rules.cardtext import ZEXTEND_DRIVE
from zxdecks.rules.effects.language import (
    ANY_CARD,
    CardFilter,
)

NUM = r"(\d+)"
ZX_ONLY = CardFilter(types=frozenset({CardType.ZX, CardType.ZX_EX}))
ZONE_KEY = {"手札": "hand", "トラッシュ": "trash", "チャージ": "charge", "リソース": "resource"}
COLOR = "|".join(COLOR_BY_JAPANESE)
FILTER = (
    r"(?:カード名に(?P<names>「[^」]+」(?:か「[^」]+」)*)を含む|(?P<exacts>「[^」]+」(?:か「[^」]+」)+)|(?:種族に)?\[(?P<race>[^\]]+)\](?:を含む)?|(?:元々の)?コスト(?P<max>\d+)以下の、?|コスト(?P<min>\d+)以上の、?"
    r"|(?:元々の)?コスト(?P<eq>\d+)の、?|元々のコストが(?P<orig>\d+)(?P<bound>以下|以上)?の、?|コスト(?P<lo>\d+)~(?P<hi>\d+)の、?"
    r"|(?P<color>"
    + COLOR
    + r")の、?|(?P<colors>(?:"
    + COLOR
    + r")(?:か(?:"
    + COLOR
    + r"))+)の、?|(?P<colorless>無色の)、?|(?P<color_not>"
    + COLOR
    + r")でない"
    r"|≪イグニッション≫を持(?:つ|たない)|イグニッションアイコンを持つ|(?P<evol>エヴォルシードアイコンを持つ|≪エヴォルシード≫を持つ)"
    r"|≪(?P<keyword>カラーブレイク|インストール|シンパシー|[^≫\s]+Lv|ゼクステンド・ドライブ!)≫を持つ|(?P<plain>能力を持たない)|(?P<zx_extra>ゼクス ?エクストラの)|(?P<not_extra>ゼクス ?エクストラでない))*"
    r"(?P<what>カード|ゼクス|イベント|アセンション|\[[^\]]+\](?:か\[[^\]]+\])*)?"
)


# the card types a filter may name (「アセンション」: 202.12, an Ascension or an Ascension Extra)
_TYPES = {"ゼクス": frozenset({CardType.ZX, CardType.ZX_EX}), "イベント": frozenset({CardType.EVENT})}
_TYPES["アセンション"] = frozenset({CardType.AN, CardType.AN_EX})
# the text's name of a keyword (NFKC) to its name in CardFacts.keywords
_KEYWORD_NAMES = {nfkc(ZEXTEND_DRIVE): ZEXTEND_DRIVE}
_BOTH_RACES = re.compile(r"種族に\[([^\]]+)\]を含む\[([^\]]+)\]")


def match_filter(m: re.Match[str]) -> CardFilter:
    return filter_of(m.groupdict(), m.group(0))


def named_filter(m: re.Match[str]) -> CardFilter:
    """The card named 「X」 (NAMED's group "exact"), or else the filter of the whole match."""
    return CardFilter(name_is=m["exact"]) if m["exact"] else match_filter(m)


def filter_of(groups: dict[str, str | None], text: str) -> CardFilter:
    what = groups.get("what") or ""
    either = tuple(r[1:-1] for r in what.split("か")) if what.startswith("[") and "か" in what else ()
    race = groups.get("race") or (what[1:-1] if what.startswith("[") and not either else "")
    both = _BOTH_RACES.search(text)  # 「種族に[A]を含む[B]」: a card of race B whose races hold A too
    race, either = (both[2], (both[1],)) if both and not either else (race, either)
    types = _TYPES.get(what)
    types = frozenset({CardType.ZX_EX}) if groups.get("zx_extra") else types  # 「ゼクス エクストラの[X]」
    types = frozenset(CardType) - {CardType.ZX_EX} if groups.get("not_extra") else types  # 「…エクストラでない[X]」
    color = groups.get("color")
    names = re.findall(r"「([^」]+)」", groups.get("names") or "")
    return CardFilter(
        name_contains=names[0] if len(names) == 1 else "",
        names_any=tuple(names) if len(names) > 1 else (),
        name_is=groups.get("exact") or "",
        race=race,
        max_cost=_bound(groups, "max", "以下"),
        min_cost=_bound(groups, "min", "以上"),
        color=COLOR_BY_JAPANESE[color] if color else None,
        types=types or frozenset(),
        ignition=("≪イグニッション≫を持たない" not in text) if "イグニッション" in text else None,  # 持たない: False
        races_any=either,
        colors_any=frozenset(COLOR_BY_JAPANESE[c] for c in (groups.get("colors") or "").split("か") if c),
        colorless=bool(groups.get("colorless")),
        color_not=COLOR_BY_JAPANESE[not_color] if (not_color := groups.get("color_not")) else None,
        names_is_any=tuple(re.findall(r"「([^」]+)」", groups.get("exacts") or "")),
        icon=Icon.EVOLSEED if groups.get("evol") else None,  # 207: the Evolseed icon
        keyword=_KEYWORD_NAMES.get(keyword := groups.get("keyword") or "", keyword),  # as keep_denei leaves it
        plain=bool(groups.get("plain")),  # 「能力を持たない」
    )


_FILTER = re.compile(FILTER)
_EXACT_ITEM = re.compile(r"「([^」]+)」(?=か|$)")


def read_filter_list(text: str) -> CardFilter | None:
    """A list of filters joined by 「か」, any of which a card may match: 「[A]か「B」か黒のゼクス」, 「白のイベントかカード名に
    「X」を含むイベント」; a filter before 「、」 holds for all of them (「コスト3以下の、[A]かイベント」). None unless every item
    is a filter or an exact name and there are two of them at least (or one that is a list itself: 「[A]か[B]」, with
    a shared filter too: 「カード名に「X」を含む、[A]か[B]」)."""
    shared, items, pos = ANY_CARD, [], 0
    head, comma, tail = text.removeprefix("、").rpartition("、")
    if comma and head.count("「") != head.count("」"):  # the 「、」 is inside a name: no shared filter
        head, comma, tail = "", "", text.removeprefix("、")
    if comma:
        m = _FILTER.fullmatch(head + comma) or _FILTER.fullmatch(head)  # 「カード名に「X」を含む、」 too
        if m is None or (shared := filter_of(m.groupdict(), m.group(0))) == ANY_CARD or shared.types:
            return None
    while True:
        exact = _EXACT_ITEM.match(tail, pos)
        m = exact or _FILTER.match(tail, pos)
        if m is None or m.end() == pos:
            return None
        item = CardFilter(name_is=m[1]) if exact else filter_of(m.groupdict(), m.group(0))
        items.append(item)
        pos = m.end()
        if pos == len(tail):
            break
        if not tail.startswith("か", pos):
            return None
        pos += 1
    if len(items) == 1:  # a list itself (「[A]か[B]」), under the shared filter when there is one
        single = items[0]
        if not (single.races_any or single.names_any or single.colors_any):
            return None
        return single if shared == ANY_CARD else replace(shared, any_of=(single,))
    return replace(shared, any_of=tuple(items))


def _bound(groups: dict[str, str | None], name: str, word: str) -> int | None:
    """A cost bound of the filter: 「コストN以下/以上の」, 「コストNの」 (both bounds N), 「元々のコストがN(以下|以上)?の」,
    「コストN~Mの」."""
    for value in (
        groups.get(name),
        groups.get("hi" if name == "max" else "lo"),  # 「コストN~Mの」: N at least, M at most
        groups.get("eq"),
        groups.get("orig") if groups.get("bound") in (None, word) else None,
    ):
        if value:
            return int(value)
    return None


def number_or_one(value: str | None) -> int:
    return int(value) if value else 1


TOP = r"(?:1番上(?:のカード)?|上から" + NUM + r"枚(まで)?|上から" + NUM + r"枚のカード)を?"


def sentence_pattern(regex: str) -> re.Pattern[str]:
    return re.compile(regex + r"。?$")


# A card named exactly 「X」 or one the filter describes.
NAMED = r"(?:「(?P<exact>[^」]+)」|" + FILTER + r")"


def split_sentences(body: str) -> list[str]:
    text = body.replace("\n", "")
    return [s + "。" for s in text.split("。") if s.strip()]


REMINDER = re.compile(r"\((?:[^()]|\([^()]*\))*\)")
