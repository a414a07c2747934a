"""「このカードがあったゼクスのないスクエア」 and 「そのゼクス(そのカード、破壊したゼクス…)があったゼクスのないスクエア」 (issue 28,
Z/X put onto squares): the verbs of lexicon.VERBS put a Z/X onto the square this card left (`Effect.to` "left_self",
OnSquare.left_from) or onto the one the Z/X the ability's payment or an effect before took off a square left ("left_that",
GameAPI.vacated since the ability began to be paid for, run.squares.left_square), when it is still empty.

Read only where it can be carried out: this card's square in an auto or activated ability valid on squares (an ability
of a card in another zone never knows a square of its own), the other Z/X's square only after a payment or an effect
that takes chosen Z/X off their squares."""

from __future__ import annotations

from zxdecks.rules.effects.language import Ability, AbilityKind, Effect, Kind, Unread

# What befalls chosen Z/X (yours or the opponent's) that takes them off their squares (lexicon.SQUARE_VERBS,
# opponent_words.OPPONENT_VERBS).
TAKEN_OFF = frozenset({"destroy", "hand", "resource", "bottom", "top", "remove", "trash", "charge", "deck"})


def left_on_squares(read: Ability | Unread) -> Ability | Unread:
    """The ability as read, or unread when a square one of its effects names could never be known."""
    if isinstance(read, Unread):
        return read
    before: list[Effect] = list(read.payment)
    for effect in read.effects:
        for e in (effect, *(x for option in effect.options for x in option)):
            if e.to in ("left_self", "next_self") and not _on_a_square(read):
                return Unread(read.text, "this card's square in an ability of a card not on a square")
            if e.kind is Kind.CHOOSE_ZX and "self" in e.to.split() and not _on_a_square(read):
                return Unread(read.text, "this card moved to another square in an ability of a card not on a square")
            if refers_to_taken(e) and not any(takes_off(b) for b in before):
                return Unread(read.text, "「そのゼクスがあった」 with no Z/X taken off a square before it")
        before.append(effect)
    return read


def _on_a_square(read: Ability) -> bool:
    return read.kind in (AbilityKind.AUTO, AbilityKind.ACTIVATED) and read.zone == "square"


def takes_off(effect: Effect) -> bool:
    """A choice of Z/X that takes them off their squares."""
    return effect.kind is Kind.CHOOSE_ZX and effect.rest in TAKEN_OFF


def refers_to_taken(effect: Effect) -> bool:
    """An effect onto the square the Z/X taken off before it left (「そのゼクスがあった」)."""
    return effect.to == "left_that" or effect.rest == "move:left_that"
