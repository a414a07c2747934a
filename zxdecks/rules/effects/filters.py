"""Which cards an effect may choose: a filter of names, races, costs, colours, types, icons (every field set must
hold), as the reader reads it and the engine matches it against cards."""

from __future__ import annotations

import functools
from dataclasses import dataclass, field

from zxdecks.rules.cards import CardFacts, CardType, Color, Icon, name_key, nfkc
from zxdecks.rules.effects.lost_quotes import has_lost_quote, lost_quote_key, lost_quote_keys

# A race as the reader's NFKC text spells it (the card list has 「Ｅ☆２」); races are few, so each is folded once.
_race_key = functools.cache(nfkc)


@dataclass(frozen=True, slots=True)
class CardFilter:
    """Which cards an effect may choose: every field set must hold."""

    name_contains: str = ""
    name_is: str = ""  # 「X」: a card whose name is X
    race: str = ""
    max_cost: int | None = None
    min_cost: int | None = None
    color: Color | None = None
    types: frozenset[CardType] = frozenset()
    ignition: bool | None = None
    races_any: tuple[str, ...] = ()  # 「[A]か[B]」: one of these races
    names_any: tuple[str, ...] = ()  # 「カード名に「A」か「B」を含む」: a name containing one of these
    colors_any: frozenset[Color] = frozenset()  # 「赤か青の」: a card of one of these colours
    colorless: bool = False  # 「無色の」: a card with no colour
    color_not: Color | None = None  # 「赤でない」: a card without that colour (a colourless one too)
    name_not: str = ""  # 「「X」以外の」: not a card whose name is X
    names_is_any: tuple[str, ...] = ()  # 「「A」か「B」」: a card whose name is one of these
    icon: Icon | None = (
        None  # 「≪エヴォルシード≫を持つ」, 「エヴォルシードアイコンを持つ」: a card with that icon (207)
    )
    any_of: tuple[CardFilter, ...] = ()  # 「[A]か「B」か黒のゼクス」: a card one of these filters matches
    keyword: str = ""  # 「“≪自≫カラーブレイク”を持つ」: a card with that keyword ability (CardFacts.keywords)
    plain: bool = False  # 「能力を持たない」: a card with no ability (CardFacts.plain)
    # The names folded as CardFacts.keys are (width, quotes, spaces): the reader's text is NFKC, the card list's
    # names and races are not always (player 「ニューＰ」 for 「≪ニューP≫」, race 「Ｅ☆２」 for 「[E☆2]」).
    _contains_key: str = field(default="", init=False, repr=False, compare=False)
    _is_key: str = field(default="", init=False, repr=False, compare=False)
    _any_keys: tuple[str, ...] = field(default=(), init=False, repr=False, compare=False)
    _not_key: str = field(default="", init=False, repr=False, compare=False)
    _is_any_keys: frozenset[str] = field(default=frozenset(), init=False, repr=False, compare=False)
    _lost: bool = field(default=False, init=False, repr=False, compare=False)  # effects.lost_quotes

    def __post_init__(self) -> None:
        names = (self.name_contains, self.name_is, self.name_not, *self.names_any, *self.names_is_any)
        object.__setattr__(self, "_lost", has_lost_quote(*names))
        key = lost_quote_key if self._lost else name_key
        object.__setattr__(self, "_contains_key", key(self.name_contains))
        object.__setattr__(self, "_is_key", key(self.name_is))
        object.__setattr__(self, "_any_keys", tuple(key(n) for n in self.names_any))
        object.__setattr__(self, "_not_key", key(self.name_not))
        object.__setattr__(self, "_is_any_keys", frozenset(key(n) for n in self.names_is_any))

    def matches(self, card: CardFacts) -> bool:
        # loops for a name and a race, not any() on generators: asked of every card a filter looks at (a generator
        # is a call)
        keys = lost_quote_keys(card) if self._lost else card.keys
        if self.name_contains:
            for k in keys:
                if self._contains_key in k:
                    break
            else:
                return False
        if self.name_is and self._is_key not in keys:
            return False
        if self.name_not and self._not_key in keys:
            return False
        if self.names_is_any and not self._is_any_keys & keys:
            return False
        if self.race:
            for r in card.races:
                if self.race in _race_key(r):
                    break
            else:
                return False
        if self.races_any and not _has_race(self.races_any, card.races):  # 「[A]か[B]」
            return False
        if self.names_any and not any(want in k for want in self._any_keys for k in keys):
            return False
        if self.max_cost is not None and (card.cost is None or card.cost > self.max_cost):
            return False
        if self.min_cost is not None and (card.cost is None or card.cost < self.min_cost):
            return False
        if self.color is not None and self.color not in card.colors:
            return False
        if self.types and card.type not in self.types:
            return False
        if self.colors_any and not self.colors_any & card.colors:
            return False
        if self.colorless and card.colors:
            return False
        if self.color_not is not None and self.color_not in card.colors:
            return False
        if self.icon is not None and self.icon not in card.icons:
            return False
        if self.any_of and not any(f.matches(card) for f in self.any_of):
            return False
        if self.keyword and self.keyword not in card.keywords:
            return False
        if self.plain and not card.plain:
            return False
        return self.ignition is None or card.ignition is self.ignition


def _has_race(wanted: tuple[str, ...], races: tuple[str, ...]) -> bool:
    """Whether one of the races holds one of the wanted (loops: no generator a card)."""
    for r in races:
        folded = _race_key(r)
        for want in wanted:
            if want in folded:
                return True
    return False


ANY_CARD = CardFilter()
