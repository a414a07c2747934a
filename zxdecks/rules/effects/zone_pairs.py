"""The zones of `Kind.MOVE` (issue 28, point 1: `Move(source, destination, filter, count, up_to, state)` in place of
one action kind per pair of zones): which pairs the reader makes, and what each is to the goldfish.

A pair in `PAIRS` has its own mover in `effects.run.movers.MOVERS` (a test keeps the two alike): the moves the engine
made before as kinds of their own (HAND_TO_CHARGE, TRASH_TO_HAND, …), each carried out as it was. Any other pair of
`SOURCES` × `DESTINATIONS` is carried out by the one general mover (`effects.run.movers.move_between`): a new pair of
zones is a row here (or a zone there), not code. Pure data: it imports nothing of the effects.
"""

from __future__ import annotations

# Where cards come to the goldfish's gain: taken as many as there are, the ones the policy wants most.
GAINING_DESTINATIONS = frozenset({"hand", "resources", "charge"})

# (source, destination) → whether the move can gain the goldfish something (else it only costs: it is made as a cost
# worth a 「…したならば」 after it). "self" is this card wherever it is; "deck_top" the top cards of the deck one at
# a time; "deck_bottom" (as a source) the bottom card; "force" this card's force (312); "deck" the deck, shuffled after.
PAIRS: dict[tuple[str, str], bool] = {
    ("hand", "trash"): False,  # discard
    ("hand", "charge"): True,
    ("hand", "deck_bottom"): False,
    ("hand", "removed"): False,
    ("hand", "resources"): True,
    ("hand", "deck"): False,  # then the deck is shuffled
    ("deck_top", "charge"): True,
    ("deck_top", "trash"): True,  # a mill: Evolseed (1106) and the cards the trash counts
    ("deck_top", "resources"): True,
    ("deck_top", "removed"): False,
    ("deck_top", "force"): True,
    ("deck_bottom", "trash"): True,  # the bottom card milled, as the top ones are
    ("charge", "trash"): False,
    ("charge", "deck_bottom"): False,
    ("charge", "hand"): True,
    ("charge", "resources"): True,
    ("trash", "hand"): True,
    ("trash", "resources"): True,
    ("trash", "removed"): False,
    ("trash", "force"): True,
    ("charge", "force"): True,  # 「あなたのチャージにあるカードをN枚までフォースとしてこのカードの下に表向きで置く」
    ("hand", "force"): False,  # hand cards given up under this card (1010.1)
    ("trash", "life"): True,  # a life card more (307)
    ("force", "trash"): False,
    ("force", "hand"): True,  # 「このカードのフォースを…手札に戻す」
    ("force", "resources"): True,  # 「…リソースにスリープで置く」
    ("force_down", "trash"): False,  # 「このカードの裏向きのフォース」 (1019.1)
    ("resources", "hand"): False,  # a resource given back
    ("self", "hand"): True,
    ("self", "resources"): True,
    ("self", "trash"): False,
    ("self", "charge"): True,
    ("self", "deck_bottom"): False,
    ("self", "deck_top"): False,  # 「このカードをデッキの1番上に置く」: the next card drawn or ignited
    ("self", "removed"): False,
    ("self", "dynamis_face_up"): False,
    ("self", "life"): True,  # a life card more (307), face down
    ("self", "deck"): False,  # then the deck is shuffled (「このカードをデッキに戻し、シャッフルする」)
    ("hand|charge", "trash"): False,  # N cards of the hand and the charge together (a payment)
    ("hand|charge", "removed"): False,
}

# The zones the general mover takes cards from and puts them into (any pair of them not in PAIRS, not the same zone).
SOURCES = frozenset({"hand", "trash", "charge", "resources", "removed", "life", "dynamis_face_up"})
DESTINATIONS = frozenset(
    {
        "hand",
        "trash",
        "charge",
        "resources",
        "removed",
        "deck_bottom",
        "deck_top",
        "deck_third",
        "dynamis_face_up",
        "deck",
    }
)  # "deck": the reader makes it only with the shuffle the clause after it says (grammar_effects.to_effects)
# The zones a source of several zones together may join (the general mover takes their cards as they lie).
UNION_SOURCES = frozenset({"hand", "trash", "charge", "removed"})
# Sources the goldfish takes from only what it gains.
GAIN_ONLY_SOURCES = frozenset({"life", "dynamis_face_up"})


def readable(source: str, destination: str) -> bool:
    """Whether the engine carries out a move from `source` to `destination`."""
    if (source, destination) in PAIRS:
        return True
    if "|" in source:  # 「手札かトラッシュにある、…」: the cards of several of your zones as one choice
        zones = source.split("|")
        return all(z in UNION_SOURCES for z in zones) and destination in DESTINATIONS and destination not in zones
    if source in GAIN_ONLY_SOURCES and destination not in GAINING_DESTINATIONS:
        return False
    return source in SOURCES and destination in DESTINATIONS and source != destination


def gains(source: str, destination: str) -> bool:
    """Whether such a move can gain the goldfish something (else it is a cost)."""
    found = PAIRS.get((source, destination))
    return destination in GAINING_DESTINATIONS if found is None else found


# 「…デッキに戻す。戻したならば、シャッフルし、…」 (effects.look_join): hand cards into the deck, the deck shuffled only when
# one went in (Effect.rest of the ("hand", "deck") move, run.movers.hand_to_deck_shuffle)
SHUFFLE_IF_MOVED = "shuffle_if_moved"


# Moves that give up cards: optional (「…てよい」, no 「まで」) they are done only when all n cards move, so 「N枚…したならば」
# after one is 「…したならば」 (did_refs.all_of); required they move as many as they can (102.4, run.movers.short_allowed).
ALL_OR_NOTHING = frozenset(
    {
        ("hand", "trash"), ("hand", "charge"), ("hand", "deck_bottom"), ("hand", "removed"), ("charge", "trash"),
        ("charge", "deck_bottom"), ("trash", "removed"),
    }
)  # fmt: skip


def all_or_nothing(source: str, destination: str) -> bool:
    if (source, destination) in PAIRS:
        return (source, destination) in ALL_OR_NOTHING
    return destination not in GAINING_DESTINATIONS
