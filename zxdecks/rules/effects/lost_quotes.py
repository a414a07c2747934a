"""Card names as the official text prints them with their quote marks lost: 「ギルド●暁」 for ギルド“暁”の勇者, 「●可愛い
ハンター ミーリィ」 for “可愛い”ハンター ミーリィ (each “ became a ● and a line break, each ” nothing). No card name
holds a ●, so a name in the text that does is compared with the quote marks and ● left out on both sides (201.3: a
name in 「」 is a card with that name, or part of one)."""

from __future__ import annotations

from zxdecks.rules.cards import CardFacts, name_key


def lost_quote_key(name: str) -> str:
    """A name of the text folded as CardFacts.keys are, without its ● and quote marks."""
    return name_key(name).replace("●", "").replace('"', "")


def has_lost_quote(*names: str) -> bool:
    return any("●" in name for name in names)


def lost_quote_keys(card: CardFacts) -> frozenset[str]:
    """A card's name keys without their quote marks (and a ●, should a name hold one)."""
    return frozenset(k.replace('"', "").replace("●", "") for k in card.keys)
