"""Card facts as the engine sees them: plain frozen values, built from the database by cards.adapters."""

from __future__ import annotations

import datetime as dt
import enum
import re
import unicodedata
from dataclasses import dataclass, field

# Full-width ASCII (！ to ～) and the ideographic space: nearly every character of card text that NFKC changes.
_WIDE = re.compile("[\u3000\uff01-\uff5e]+")


def _nfkc_run(match: re.Match[str]) -> str:
    return unicodedata.normalize("NFKC", match.group())


def nfkc(text: str) -> str:
    """unicodedata.normalize("NFKC", text), several times faster on card text.

    Text already in NFKC is returned as it is (a quick check); otherwise the full-width runs are normalized alone,
    and the whole only if something else remains. Normalizing a part leaves the NFKC of the whole unchanged, so the
    result is always exactly NFKC's."""
    if unicodedata.is_normalized("NFKC", text):
        return text
    text = _WIDE.sub(_nfkc_run, text)
    return text if unicodedata.is_normalized("NFKC", text) else unicodedata.normalize("NFKC", text)


_QUOTES = str.maketrans({"“": '"', "”": '"', "„": '"', "‘": "'", "’": "'", "〝": '"', "〟": '"'})
_SPACE = re.compile(r"\s+")


def name_key(name: str) -> str:
    """The identity of a card name for copy limits: width, quote style and spacing do not make a new name."""
    return _SPACE.sub("", nfkc(name).translate(_QUOTES))


class CardType(enum.StrEnum):
    """The card types of rule 202 and the marker types of 202.2b, by their type-line codes."""

    ZX = "Z/X"
    EVENT = "EVENT"
    PLAYER = "PLAYER"
    AN = "AN"
    ZX_EX = "Z/X EX"
    ZX_OB = "Z/X OB"
    SHIFT = "SHIFT"
    EV_EX = "EV EX"
    PL_EX = "PL EX"
    AN_EX = "AN EX"
    TOKEN = "TOKEN"  # noqa: S105 - a card type, not a secret
    COUNTER = "COUNTER"
    LINK = "LINK"
    MARKER = "MARKER"  # a marker whose kind the source does not say

    @property
    def is_marker(self) -> bool:
        return self in MARKER_TYPES

    @property
    def japanese(self) -> str:
        return TYPE_JAPANESE[self]


MARKER_TYPES = frozenset({CardType.TOKEN, CardType.COUNTER, CardType.LINK, CardType.MARKER})

TYPE_JAPANESE = {
    CardType.ZX: "ゼクス",
    CardType.EVENT: "イベント",
    CardType.PLAYER: "プレイヤー",
    CardType.AN: "アセンション",
    CardType.ZX_EX: "ゼクス エクストラ",
    CardType.ZX_OB: "ゼクス オーバーブースト",
    CardType.SHIFT: "シフト",
    CardType.EV_EX: "イベント エクストラ",
    CardType.PL_EX: "プレイヤー エクストラ",
    CardType.AN_EX: "アセンション エクストラ",
    CardType.TOKEN: "マーカー（トークン）",
    CardType.COUNTER: "マーカー（カウンター）",
    CardType.LINK: "マーカー（リンク）",
    CardType.MARKER: "マーカー",
}


class Color(enum.StrEnum):
    """The five colours of rule 204.3; no colour at all is colourless (204.7)."""

    RED = "red"
    BLUE = "blue"
    WHITE = "white"
    BLACK = "black"
    GREEN = "green"

    @property
    def japanese(self) -> str:
        return COLOR_JAPANESE[self]


COLOR_JAPANESE = {Color.RED: "赤", Color.BLUE: "青", Color.WHITE: "白", Color.BLACK: "黒", Color.GREEN: "緑"}
COLOR_BY_JAPANESE = {v: k for k, v in COLOR_JAPANESE.items()}


class Icon(enum.StrEnum):
    """Icons of the icon space (207.3–207.11, 207.13)."""

    IGNITION = "ignition"
    EVOLSEED = "evolseed"
    DREAM_KEY = "dream_key"
    MELODY = "melody"
    MEMORIAL_PIECE = "memorial_piece"
    STAR_PIECE = "star_piece"
    RESEARCH_RECORD = "research_record"
    BLOCK = "block"
    FOCUS = "focus"
    PLUS = "plus"


class ObPart(enum.StrEnum):
    """The two parts of a Z/X Overboost (202.7b)."""

    TOP = "top"
    BOTTOM = "bottom"


class RegulationStatus(enum.StrEnum):
    """Regulation designations: 封神指定 (sealed: may not be used), 伝説指定 (legend: one copy), lifted."""

    SEALED = "sealed"
    LEGEND = "legend"
    LIFTED = "lifted"

    @property
    def japanese(self) -> str:
        return {"sealed": "封神指定", "legend": "伝説指定", "lifted": "指定解除"}[self.value]


class Zone(enum.StrEnum):
    """The three parts of a deck registration: the deck, the Dynamis and the player area outside both (401.8)."""

    DECK = "deck"
    DYNAMIS = "dynamis"
    PLAYER = "player"
    SIDEBOARD = "sideboard"  # Dimension Zero (第3部 第1章); Z/X has none


ZONES = (Zone.DECK, Zone.DYNAMIS, Zone.PLAYER, Zone.SIDEBOARD)  # iterating an Enum class is slow on hot paths


@dataclass(frozen=True, slots=True)
class CopyLimit:
    """Card text that sets the copy limit of its own name in a zone: 「このカードはデッキに20枚まで」."""

    zone: Zone
    names: frozenset[str]
    limit: int
    text: str = ""


@dataclass(frozen=True, slots=True)
class SharedLimit:
    """Card text that limits several names together: 「「A」か「B」を１枚まで入れることができる」."""

    zone: Zone
    names: frozenset[str]
    limit: int
    text: str = ""


@dataclass(frozen=True, slots=True)
class ZoneRestriction:
    """Card text that, while the card is in the deck, restricts another zone to names containing a word."""

    zone: Zone
    name_contains: str
    limit: int
    text: str = ""


ConstructionRule = CopyLimit | SharedLimit | ZoneRestriction


@dataclass(frozen=True, slots=True)
class RegulationEntry:
    """One dated designation of a card name; `effective` None means in force since before any known date.

    `assumed` marks a start date the source does not give (「現在、「封神指定」されています」 with no date): the
    verdicts that rest on it say so (docs/rules-coverage.md).
    """

    status: RegulationStatus
    effective: dt.date | None
    text: str = ""
    name: str = ""  # the card name designated; empty when the entry came with a single card
    assumed: bool = False


@dataclass(frozen=True, slots=True)
class CardFacts:
    """Everything the rules engine needs to know about one card."""

    number: str
    name: str
    type: CardType
    names: frozenset[str] = frozenset()
    cost: int | None = None
    cost_infinite: bool = False
    colors: frozenset[Color] = frozenset()
    multicolor: bool = False
    icons: frozenset[Icon] = frozenset()
    keywords: frozenset[str] = frozenset()
    plain: bool = False  # 「能力を持たない」: the card has no ability (its printed text is empty)
    races: tuple[str, ...] = ()
    power: int | None = None
    ob_part: ObPart | None = None
    construction: tuple[ConstructionRule, ...] = ()
    expiry: dt.date | None = None
    regulation: tuple[RegulationEntry, ...] = field(default=())
    game: str = "zx"  # "zx" or "d0" (Dimension Zero)
    forbidden: int = 0  # Dimension Zero 禁呪 points (第2部 第19章)
    unity: bool = False  # Dimension Zero 団結 (第5部 第6章): exempt from the copy limit
    d0_class: str = ""  # Dimension Zero class: unit, base or strategy
    # Names of the cards this printing is the same card as (「※「X」と同じ情報を持つカードとして扱われます。」): it has
    # their names too, so copy limits, shared limits and designations count the printings as one card.
    same_card_as: frozenset[str] = frozenset()
    keys: frozenset[str] = field(init=False, repr=False, compare=False)
    ignition: bool = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        # Every card has at least its printed name (201.1); callers may add subtext and Appendix A names.
        if self.name not in self.names or not self.same_card_as <= self.names:
            object.__setattr__(self, "names", self.names | {self.name} | self.same_card_as)
        # Name identity is compared many times per validation; fold the names once.
        object.__setattr__(self, "keys", frozenset(name_key(n) for n in self.names))
        # 401.6 counts the ignition icon of the icon space (207.2); read on every validation, so stored.
        object.__setattr__(self, "ignition", Icon.IGNITION in self.icons)

    @property
    def is_colorless(self) -> bool:
        return not self.colors
