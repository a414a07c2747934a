"""The card query language shared by the site's search box and the API's q= (docs/search-syntax.md)."""

from __future__ import annotations

import datetime as dt
import re
import shlex
from dataclasses import dataclass, field

from django.db.models import Q
from django.utils import timezone

from cards.normalize import fold
from zxdecks.rules.cards import COLOR_BY_JAPANESE, CardType, Color, Icon
from zxdecks.rules.cardtext import KEYWORD_RULES

TYPE_ALIASES: dict[str, str] = {
    "zx": CardType.ZX, "z/x": CardType.ZX, "ゼクス": CardType.ZX,
    "event": CardType.EVENT, "ev": CardType.EVENT, "イベント": CardType.EVENT,
    "player": CardType.PLAYER, "pl": CardType.PLAYER, "プレイヤー": CardType.PLAYER,
    "an": CardType.AN, "ascension": CardType.AN, "アセンション": CardType.AN,
    "zxex": CardType.ZX_EX, "z/xex": CardType.ZX_EX, "ex": CardType.ZX_EX,
    "ob": CardType.ZX_OB, "zxob": CardType.ZX_OB, "overboost": CardType.ZX_OB,
    "shift": CardType.SHIFT, "シフト": CardType.SHIFT,
    "evex": CardType.EV_EX, "plex": CardType.PL_EX, "anex": CardType.AN_EX,
    "token": CardType.TOKEN, "counter": CardType.COUNTER, "link": CardType.LINK, "marker": CardType.MARKER,
}  # fmt: skip
COLOR_ALIASES: dict[str, str] = {
    **{c.value: c.value for c in Color},
    **{ja: c.value for ja, c in COLOR_BY_JAPANESE.items()},
    "r": "red", "u": "blue", "b": "black", "w": "white", "g": "green",
    "colorless": "colorless", "colourless": "colorless", "c": "colorless", "無": "colorless", "無色": "colorless",
}  # fmt: skip
NUMERIC = {
    "cost": "cost", "コスト": "cost", "pow": "power", "power": "power", "パワー": "power", "shield": "shield",
    # Dimension Zero (D0 第2部): move cost, smash and 禁呪 points.
    "move": "move_cost", "移動コスト": "move_cost", "smash": "smash", "スマッシュ": "smash",
    "forbidden": "forbidden", "禁呪": "forbidden",
}  # fmt: skip
D0_CLASS_ALIASES = {
    "unit": "unit", "ユニット": "unit", "base": "base", "ベース": "base", "strategy": "strategy", "ストラテジー": "strategy",
}  # fmt: skip
D0_TIMING_ALIASES = {
    "normal": "normal", "n": "normal", "ノーマル": "normal", "quick": "quick", "q": "quick", "クイック": "quick",
    "battle": "battle", "b": "battle", "バトル": "battle",
}  # fmt: skip
GAME_ALIASES = {
    "zx": "zx", "z/x": "zx", "ゼクス": "zx", "d0": "d0", "dimensionzero": "d0", "ディメンション・ゼロ": "d0",
}  # fmt: skip
# Terms whose value is one of a few codes: the keys naming them, the card field, the aliases, and what they are.
CHOICE_TERMS = (
    (("game", "g", "ゲーム"), "game", GAME_ALIASES, "game"),
    (("class", "cl", "分類"), "d0_class", D0_CLASS_ALIASES, "class"),
    (("timing", "tm", "タイミング"), "timing", D0_TIMING_ALIASES, "timing"),
)
IS_FLAGS = {
    "ignition": Q(icons__contains="|ignition|"),
    "ig": Q(icons__contains="|ignition|"),
    "evolseed": Q(icons__contains=f"|{Icon.EVOLSEED.value}|"),
    "multicolor": Q(multicolor=True),
    "rebuilt": Q(is_rebuilt=True),
    "errata": Q(is_errata=True),
    "extra": Q(card_type__in=[CardType.ZX_EX, CardType.EV_EX, CardType.PL_EX, CardType.AN_EX]),
    "marker": Q(card_type__in=[CardType.TOKEN, CardType.COUNTER, CardType.LINK, CardType.MARKER]),
    "expiring": Q(expiry_date__isnull=False),
    "unity": Q(unity=True),
    "団結": Q(unity=True),
}
_COMPARISON = re.compile(r"^([^:<>=!]+)(>=|<=|!=|>|<|=|:)(.+)$")


@dataclass
class ParsedQuery:
    """A query as a database filter, plus what was not understood (reported, never silently dropped)."""

    q: Q = field(default_factory=Q)
    warnings: list[str] = field(default_factory=list)
    empty: bool = True


def _regulated(status: str, on: dt.date) -> Q:
    from cards.selectors import designated_names

    designated = designated_names(on)
    if status == "none":
        names = set(designated)
        return ~(Q(name__in=names) | Q(card_names__name__in=names))
    wanted = {n for n, s in designated.items() if status == "any" or s.value == status}
    return Q(name__in=wanted) | Q(card_names__name__in=wanted)


def _term(token: str, warnings: list[str]) -> Q | None:
    """One term as a filter; None (with a warning) when it cannot be understood."""
    match = _COMPARISON.match(token)
    if not match:
        return Q(search_text__contains=fold(token))
    key, op, value = match.group(1).lower(), match.group(2), match.group(3)
    if key in NUMERIC:
        field_name = NUMERIC[key]
        try:
            number = int(value)
        except ValueError:
            warnings.append(f"'{token}': {value!r} is not a number; the term was ignored")
            return None
        lookups = {":": "exact", "=": "exact", ">=": "gte", "<=": "lte", ">": "gt", "<": "lt"}
        if op == "!=":
            return ~Q(**{field_name: number})
        return Q(**{f"{field_name}__{lookups[op]}": number})
    if op not in (":", "="):
        warnings.append(
            f"'{token}': {op} works only with cost, pow, shield, move, smash and forbidden; the term was ignored"
        )
        return None
    if key in ("t", "type", "種類"):
        card_type = TYPE_ALIASES.get(value.lower().replace(" ", ""))
        if card_type is None:
            warnings.append(f"'{token}': unknown card type {value!r}; the term was ignored")
            return None
        return Q(card_type=card_type)
    if key in ("c", "color", "colour", "色"):
        parts = [COLOR_ALIASES.get(v.strip().lower()) for v in re.split(r"[,/]", value)]
        if None in parts:
            warnings.append(f"'{token}': unknown colour in {value!r}; the term was ignored")
            return None
        q = Q()
        for color in parts:
            q &= Q(**{f"is_{c.value}": False for c in Color}) if color == "colorless" else Q(**{f"is_{color}": True})
        return q
    if key in ("race", "種族"):
        return Q(races__contains=f"|{value}")
    if key in ("kw", "keyword", "キーワード"):
        if value not in KEYWORD_RULES:
            warnings.append(f"'{token}': unknown keyword ability {value!r}; the term was ignored")
            return None
        return Q(keywords__contains=f"|{value}|")
    if key in ("set", "pack", "s", "e"):
        return Q(pack__code__iexact=value) | Q(collector_number__istartswith=f"{value}-")
    if key in ("r", "rarity"):
        return Q(rarity__iexact=value)
    if key in ("is", "has"):
        flag = IS_FLAGS.get(value.lower())
        if flag is None:
            warnings.append(f"'{token}': unknown flag is:{value}; known: {', '.join(IS_FLAGS)}; the term was ignored")
        return flag
    for keys, field_name, aliases, what in CHOICE_TERMS:
        if key in keys:
            code = aliases.get(value.lower().replace(" ", ""))
            if code is None:
                known = ", ".join(dict.fromkeys(aliases.values()))
                warnings.append(f"'{token}': unknown {what} {value!r} ({known}); the term was ignored")
                return None
            return Q(**{field_name: code})
    if key in ("reg", "regulation"):
        status = {
            "legend": "legend",
            "伝説": "legend",
            "sealed": "sealed",
            "封神": "sealed",
            "banned": "sealed",
            "any": "any",
            "none": "none",
        }.get(value.lower())
        if status is None:
            warnings.append(
                f"'{token}': unknown regulation {value!r} (legend, sealed, any, none); the term was ignored"
            )
            return None
        return _regulated(status, timezone.localdate())
    if key in ("name", "n", "名前"):
        return Q(card_names__search_key__contains=fold(value))
    if key in ("num", "number", "no"):
        return Q(collector_number__istartswith=value)
    if key in ("text", "o", "テキスト"):
        return Q(search_text__contains=fold(value))
    if key in ("illust", "a", "artist"):
        return Q(illustrator__icontains=value)
    if key in ("player", "pn"):
        return Q(player_name__icontains=value)
    warnings.append(f"'{token}': unknown term '{key}:'; the term was ignored")
    return None


def _tokens(text: str) -> list[str]:
    lexer = shlex.shlex(text, posix=True)
    lexer.whitespace_split = True
    lexer.quotes = '"'
    lexer.commenters = ""
    return list(lexer)


def parse_query(text: str) -> ParsedQuery:
    """Parse a query: terms are ANDed, `or` between terms makes alternatives, `-` negates a term."""
    result = ParsedQuery()
    try:
        tokens = _tokens(text)
    except ValueError:
        result.warnings.append("unbalanced quote; the quote was ignored")
        tokens = _tokens(text.replace('"', " "))
    groups: list[Q] = []
    current = Q()
    current_has_terms = False
    for token in tokens:
        if token.lower() == "or":
            if current_has_terms:
                groups.append(current)
            current, current_has_terms = Q(), False
            continue
        negate = token.startswith("-") and len(token) > 1
        term = _term(token[1:] if negate else token, result.warnings)
        if term is None:
            continue
        current &= ~term if negate else term
        current_has_terms = True
    if current_has_terms:
        groups.append(current)
    if groups:
        combined = groups[0]
        for group in groups[1:]:
            combined |= group
        result.q = combined
        result.empty = False
    return result
