"""The card query language shared by the site's search box and the API's q= (docs/search-syntax.md)."""

from __future__ import annotations

import datetime as dt
import re
import shlex
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, TypeVar

from django.contrib.postgres.fields import ArrayField
from django.contrib.postgres.lookups import DataContains
from django.core.exceptions import ValidationError
from django.db import connection
from django.db.models import F, Func, Q, QuerySet, TextField, Value
from django.db.models.sql.where import WhereNode
from django.utils import timezone
from django.utils.translation import gettext_lazy as _
from django.utils.translation import ngettext_lazy

from cards.models import Pack
from cards.normalize import fold
from cards.regulation import RegulatedIds, card_regulated_ids
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
# A colour word alone is the colour, as a player means 「アルテミス 赤」 (a single letter alone stays a word).
COLOR_WORDS = {word for word in COLOR_ALIASES if len(word) > 1 or not word.isascii()} - {"無"}
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
QuerySetT = TypeVar("QuerySetT", bound=QuerySet[Any])
SHORT_WORD = 3  # words shorter than this: the trigram indexes cannot serve them, the character and pair indexes can


class _Characters(Func):
    """The characters of a text column as an array, as the character indexes of cards.0012 hold them."""

    template = "string_to_array(%(expressions)s, NULL)"
    output_field = ArrayField(TextField())


class _Bigrams(Func):
    """The character pairs of a text column as an array, as the pair indexes of cards.0013 hold them."""

    template = "cards_bigrams(%(expressions)s)"
    output_field = ArrayField(TextField())


INDEX_ONLY = (_Characters, _Bigrams)  # conditions that only point an index at the rows: LIKE decides


def without_index_conditions(queryset: QuerySetT) -> QuerySetT:
    """The same search with the character and pair index conditions taken out (each stands beside a LIKE that
    implies it): for a plan that walks rows in order, where evaluating them per row would cost more than the LIKE
    (the pairs are computed by a function: 0.15 ms a card)."""
    clone = queryset.all()
    clone.query.where = _strip(clone.query.where)
    return clone


def _strip(node: WhereNode) -> WhereNode:
    stripped = node.create(connector=node.connector, negated=node.negated)
    for child in node.children:
        if isinstance(child, WhereNode):
            stripped.children.append(_strip(child))
        elif not (isinstance(child, DataContains) and isinstance(child.lhs, INDEX_ONLY)):
            stripped.children.append(child)
    return stripped


def _array(values: list[str]) -> Value:
    return Value(values, output_field=ArrayField(TextField()))


def contains(field: str, value: str, *, trigram_index: bool = True) -> Q:
    """Rows whose folded text column has value in it. On PostgreSQL a word of one character first asks the
    character index (every character in the row), a word of two the pair index (every pair of neighbouring
    characters), so neither is a scan of every card; longer words are the trigram indexes' (or, for a column with
    none, `trigram_index=False`, the pair index's: every pair of the word). LIKE keeps the answer exact."""
    match = Q(**{f"{field}__contains": value})
    if connection.vendor != "postgresql" or not value or (trigram_index and len(value) >= SHORT_WORD):
        return match
    if len(value) == 1:
        return Q(DataContains(_Characters(F(field)), _array([value]))) & match
    pairs = sorted({value[i : i + 2] for i in range(len(value) - 1)})
    return Q(DataContains(_Bigrams(F(field)), _array(pairs))) & match


_COMPARISON = re.compile(r"^([^:<>=!]+)(>=|<=|!=|>|<|=|:)(.+)$")
_INTEGER = re.compile(r"[+-]?\d+")  # any script's digits: int() reads full-width ５ too
REGULATION_ALIASES = {
    "legend": "legend", "伝説": "legend", "sealed": "sealed", "封神": "sealed", "banned": "sealed",
    "any": "any", "none": "none",
}  # fmt: skip

# The most work one query may ask for (issue 15): beyond these a search is refused, naming the limit, instead of
# tying up a worker and the database. Real queries use a handful of terms.
MAX_QUERY_LENGTH = 500
MAX_TERMS = 30
MAX_NEGATIONS = 10
MAX_ALTERNATIVES = 10  # `or` groups: the only nesting the language has
# Numbers in comparisons: every card number fits, and nothing reaches the database that a column cannot compare.
MAX_NUMBER = 1_000_000


@dataclass(frozen=True)
class QueryWarning:
    """A term the search could not understand and ignored, said in Japanese and English; as a string, the English
    (the API's `warnings`)."""

    message: str
    message_en: str

    def __str__(self) -> str:
        return self.message_en


IGNORED = "この条件は無視しました。"


@dataclass
class ParsedQuery:
    """A query as a database filter, plus what was not understood (reported, never silently dropped)."""

    q: Q = field(default_factory=Q)
    warnings: list[QueryWarning] = field(default_factory=list)
    empty: bool = True
    words: list[str] = field(default_factory=list)  # free words and name: values, for relevance ranking
    joins_names: bool = False  # a term filters on card names, a many-valued table
    # Terms expensive by nature (a negation, `or`, an illustrator's or player's name: no index serves them) keep the
    # search time limit; words, names and parameters are answered from indexes with bounded work (cards.selectors).
    expensive: bool = False


class QueryLimitError(ValidationError):
    """A query asks for more work than a search may: names the limit it broke."""


def _tokens(text: str) -> list[str]:
    lexer = shlex.shlex(text, posix=True)
    lexer.whitespace_split = True
    lexer.quotes = '"'
    lexer.escape = ""  # a backslash is an ordinary character: `\` alone or at the end is no error
    lexer.commenters = ""
    return list(lexer)


def tokenize(text: str) -> tuple[list[str], list[QueryWarning]]:
    """The terms of a query and any warning; an unbalanced quote is dropped with a warning, never an error."""
    try:
        return _tokens(text), []
    except ValueError:
        warning = QueryWarning('「"」が閉じていないため、無視しました。', "unbalanced quote; the quote was ignored")
        return _tokens(text.replace('"', " ")), [warning]


LIMIT_MESSAGES = {
    "max_terms": ngettext_lazy(
        "The search has %(count)d term; at most %(limit)d are allowed.",
        "The search has %(count)d terms; at most %(limit)d are allowed.",
        "count",
    ),
    "max_negations": ngettext_lazy(
        "The search has %(count)d negated (-) term; at most %(limit)d are allowed.",
        "The search has %(count)d negated (-) terms; at most %(limit)d are allowed.",
        "count",
    ),
    "max_alternatives": ngettext_lazy(
        "The search has %(count)d alternative (or); at most %(limit)d are allowed.",
        "The search has %(count)d alternatives (or); at most %(limit)d are allowed.",
        "count",
    ),
}
LENGTH_MESSAGE = _("The search is %(length)d characters long; at most %(limit)d are allowed.")


def check_limits(text: str) -> None:
    """Refuse a query beyond the limits on length, terms, negations and alternatives (QueryLimitError)."""
    if len(text) > MAX_QUERY_LENGTH:
        raise QueryLimitError(
            LENGTH_MESSAGE, code="max_length", params={"length": len(text), "limit": MAX_QUERY_LENGTH}
        )
    tokens, _warnings = tokenize(text)
    ors = sum(1 for t in tokens if t.lower() == "or")
    counts = {
        "max_terms": (len(tokens) - ors, MAX_TERMS),
        "max_negations": (sum(1 for t in tokens if t.startswith("-") and len(t) > 1), MAX_NEGATIONS),
        "max_alternatives": (ors + 1, MAX_ALTERNATIVES),
    }
    for code, (count, limit) in counts.items():
        if count > limit:
            raise QueryLimitError(LIMIT_MESSAGES[code], code=code, params={"count": count, "limit": limit})


class _Parser:
    """One query's parse: the warnings so far, and the regulated cards, read at most once per query."""

    def __init__(self, on: dt.date | None, regulated_ids: RegulatedIds) -> None:
        self.on = on
        self.regulated_ids = regulated_ids
        self.warnings: list[QueryWarning] = []
        self.words: list[str] = []
        self.joins_names = False
        self._regulated: dict[int, str] | None = None

    def regulated(self, status: str) -> Q:
        """Cards under a designation as a literal id set: no per-row subquery, negated or not."""
        if self._regulated is None:
            on = self.on or timezone.localdate()
            self._regulated = {pk: s.value for pk, s in self.regulated_ids(on).items()}
        if status == "none":
            return ~Q(pk__in=sorted(self._regulated))
        return Q(pk__in=sorted(pk for pk, s in self._regulated.items() if status in ("any", s)))

    def number(self, token: str, field_name: str, op: str, value: str) -> Q | None:
        # Checked before int(): a number of thousands of digits is a warning, not Python's digit-limit error.
        if not _INTEGER.fullmatch(value):
            self.warn(
                f"「{token[:40]}」: {value[:20]} は数ではありません。{IGNORED}",
                f"'{token[:40]}': {value[:20]!r} is not a number; the term was ignored",
            )
            return None
        if len(value.lstrip("+-")) > len(str(MAX_NUMBER)) or abs(int(value)) > MAX_NUMBER:
            self.warn(
                f"「{token[:40]}」: 数は{MAX_NUMBER:,}までです。{IGNORED}",
                f"'{token[:40]}': numbers go up to {MAX_NUMBER:,}; the term was ignored",
            )
            return None
        number = int(value)
        lookups = {":": "exact", "=": "exact", ">=": "gte", "<=": "lte", ">": "gt", "<": "lt"}
        if op == "!=":
            return ~Q(**{field_name: number})
        return Q(**{f"{field_name}__{lookups[op]}": number})

    def term(self, token: str, negated: bool) -> Q | None:
        """One term as a filter; None (with a warning) when it cannot be understood."""
        match = _COMPARISON.match(token)
        if not match and token.lower() in COLOR_WORDS:
            return color_q(COLOR_ALIASES[token.lower()])
        if not match:
            if not negated:
                self.words.append(token)
            return contains("search_text", fold(token))
        key, op, value = match.group(1).lower(), match.group(2), match.group(3)
        if key in NUMERIC:
            return self.number(token, NUMERIC[key], op, value)
        if op not in (":", "="):
            self.warn(
                f"「{token}」: {op} が使えるのは cost・pow・shield・move・smash・forbidden だけです。{IGNORED}",
                f"'{token}': {op} works only with cost, pow, shield, move, smash and forbidden; the term was ignored",
            )
            return None
        if key in ("name", "n", "名前"):
            self.joins_names = True
            if not negated:
                self.words.append(value)
            return contains("card_names__search_key", fold(value))
        if key in ("reg", "regulation"):
            status = REGULATION_ALIASES.get(value.lower())
            if status is None:
                self.warn(
                    f"「{token}」: 指定「{value}」はありません（legend, sealed, any, none）。{IGNORED}",
                    f"'{token}': unknown regulation {value!r} (legend, sealed, any, none); the term was ignored",
                )
                return None
            return self.regulated(status)
        handler = _VALUE_TERMS.get(key)
        if handler is not None:
            return handler(self, token, value)
        for keys, field_name, aliases, what in CHOICE_TERMS:
            if key in keys:
                code = aliases.get(value.lower().replace(" ", ""))
                if code is None:
                    known = ", ".join(dict.fromkeys(aliases.values()))
                    self.warn(
                        f"「{token}」: 「{value}」は使えません（{known}）。{IGNORED}",
                        f"'{token}': unknown {what} {value!r} ({known}); the term was ignored",
                    )
                    return None
                return Q(**{field_name: code})
        self.warn(
            f"「{token}」: 「{key}:」という条件はありません（使える条件は「検索のヒント」に）。{IGNORED}",
            f"'{token}': unknown term '{key}:'; the term was ignored",
        )
        return None

    def warn(self, message: str, message_en: str) -> None:
        self.warnings.append(QueryWarning(message, message_en))

    def card_type(self, token: str, value: str) -> Q | None:
        card_type = TYPE_ALIASES.get(value.lower().replace(" ", ""))
        if card_type is None:
            self.warn(
                f"「{token}」: 種類「{value}」はありません。{IGNORED}",
                f"'{token}': unknown card type {value!r}; the term was ignored",
            )
            return None
        return Q(card_type=card_type)

    def color(self, token: str, value: str) -> Q | None:
        parts = [COLOR_ALIASES.get(v.strip().lower()) for v in re.split(r"[,/]", value)]
        if None in parts:
            self.warn(
                f"「{token}」: 「{value}」に知らない色があります（赤 青 白 黒 緑 無色）。{IGNORED}",
                f"'{token}': unknown colour in {value!r}; the term was ignored",
            )
            return None
        q = Q()
        for color in parts:
            q &= color_q(str(color))
        return q

    def keyword(self, token: str, value: str) -> Q | None:
        if value not in KEYWORD_RULES:
            self.warn(
                f"「{token}」: キーワード能力「{value}」はありません。{IGNORED}",
                f"'{token}': unknown keyword ability {value!r}; the term was ignored",
            )
            return None
        return keyword_q(value)

    def flag(self, token: str, value: str) -> Q | None:
        flag = IS_FLAGS.get(value.lower())
        if flag is None:
            self.warn(
                f"「{token}」: is:{value} はありません（{', '.join(IS_FLAGS)}）。{IGNORED}",
                f"'{token}': unknown flag is:{value}; known: {', '.join(IS_FLAGS)}; the term was ignored",
            )
        return flag


def color_q(color: str) -> Q:
    """Cards of a colour; `colorless` is a card of none."""
    if color == "colorless":
        return Q(**{f"is_{c.value}": False for c in Color})
    return Q(**{f"is_{color}": True})


def keyword_q(keyword: str) -> Q:
    """Cards with exactly this keyword ability (the stored list is delimited: |a|b|)."""
    return Q(keywords__contains=f"|{keyword}|")


def set_q(code: str) -> Q:
    """Cards of a pack (its code, any case) or whose collector number starts with the code and a hyphen."""
    # The pack's ids are read first: `pack_id IN (…) OR number LIKE 'B01-%'` is two index lookups, where a join
    # to the pack table in the condition made the database read every card.
    packs = list(Pack.objects.filter(code__iexact=code).values_list("pk", flat=True))
    return Q(pack_id__in=packs) | Q(collector_number__startswith=f"{code.upper()}-")


def race_q(race: str) -> Q:
    """Cards with a race starting with the value (a race name or its start)."""
    return Q(races__contains=f"|{race}")


UNINDEXED_KEYS = {"illust", "a", "artist", "player", "pn"}  # a part of a name in a column no index serves
_VALUE_TERMS: dict[str, Callable[[_Parser, str, str], Q | None]] = {
    **dict.fromkeys(("t", "type", "種類"), _Parser.card_type),
    **dict.fromkeys(("c", "color", "colour", "色"), _Parser.color),
    **dict.fromkeys(("kw", "keyword", "キーワード"), _Parser.keyword),
    **dict.fromkeys(("is", "has"), _Parser.flag),
    **dict.fromkeys(("race", "種族"), lambda p, t, v: race_q(v)),
    **dict.fromkeys(("set", "pack", "s", "e"), lambda p, t, v: set_q(v)),
    **dict.fromkeys(("r", "rarity"), lambda p, t, v: Q(rarity__iexact=v)),
    # Collector numbers are stored in capitals (the importer's record check): a plain prefix uses their index.
    **dict.fromkeys(("num", "number", "no"), lambda p, t, v: Q(collector_number__startswith=v.upper())),
    **dict.fromkeys(("text", "o", "テキスト"), lambda p, t, v: contains("search_text", fold(v))),
    **dict.fromkeys(("illust", "a", "artist"), lambda p, t, v: Q(illustrator__icontains=v)),
    **dict.fromkeys(("player", "pn"), lambda p, t, v: Q(player_name__icontains=v)),
}


def parse_query(text: str, on: dt.date | None = None, regulated: RegulatedIds | None = None) -> ParsedQuery:
    """Parse a query: terms are ANDed, `or` between terms makes alternatives, `-` negates a term.

    Raises QueryLimitError for a query beyond the limits; `on` is the day regulation terms use (default today),
    `regulated` where they read the designated cards (default: the database).
    """
    check_limits(text)
    tokens, warnings = tokenize(text)
    parser = _Parser(on, regulated or card_regulated_ids)
    parser.warnings += warnings
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
        term = parser.term(token[1:] if negate else token, negate)
        if term is None:
            continue
        current &= ~term if negate else term
        current_has_terms = True
    if current_has_terms:
        groups.append(current)
    expensive = len(groups) > 1 or any(t.startswith("-") and len(t) > 1 for t in tokens)
    expensive = expensive or any(_COMPARISON.match(t) and t.split(":")[0].lower() in UNINDEXED_KEYS for t in tokens)
    result = ParsedQuery(
        warnings=parser.warnings, words=parser.words, joins_names=parser.joins_names, expensive=expensive
    )
    if groups:
        combined = groups[0]
        for group in groups[1:]:
            combined |= group
        result.q = combined
        result.empty = False
    return result
