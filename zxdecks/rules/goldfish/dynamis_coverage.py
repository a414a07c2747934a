"""Which Dynamis cards the goldfish can play by their own play (506.2, 806), and for each one it cannot, why: a reason
code per card, counted by card type."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import dataclass

from zxdecks.rules.cards import CardFacts, CardType
from zxdecks.rules.effects.awakening import PlayKind
from zxdecks.rules.effects.language import CardScript
from zxdecks.rules.effects.restrictions import NEVER, NEVER_EN
from zxdecks.rules.goldfish.dynamis_costs import MODELLED

DYNAMIS_TYPES = (CardType.ZX_EX, CardType.SHIFT, CardType.EV_EX, CardType.AN_EX, CardType.ZX_OB, CardType.PL_EX)

# What each reason code means (the codes of effects.awakening's UnknownCondition come with it).
REASONS = {
    "cost": "playable for its resource cost (806.1f)",
    "awakening": "playable by its 覚醒条件 (1021)",
    "descent": "playable by its 降臨条件 (1020)",
    "dream": "playable by its 夢装条件 (1022)",
    "possession": "playable by its 憑依条件 (1025)",
    "shift": "playable onto its 剣臨器 (806.1c/k, 1016)",
    "never": "「このカードはプレイできない。」: only another card's effect puts it on a square",
    "unread-restriction": "a restriction on playing it that the reader does not read",
    "unread-awakening": "a 覚醒条件 whose payment is outside the closed set",
    "unread-filter": "a condition naming cards in a way the reader does not read (colours, sums, 元々のコスト…)",
    "unread-level": "a condition naming cards by the level ability they have (●ウェイカーLv, 1111): the card facts do"
    " not say which level a card has",
    "unread-dream": "a 夢装条件 the reader does not read",
    "unread-shift": "a shift whose 剣臨条件/剣臨器 the reader does not find",
    "unread-shift-condition": "a 剣臨条件 other than a count of resources, trash, hand or charge or a level of a card"
    " type (1111.4a)",
    "shift-no-condition": "a shift card whose text says no 剣臨条件 (no text on the official site)",
    "igob": "a Z/X OB top: only another card's IGOB instruction (1015, read as Kind.IGOB) puts it on a square,"
    " never a play of its own",
    "crisis": "a Player Extra: face up onto the player card by its クライシス (910) when you take damage, every"
    " ability read (goldfish.player_extra)",
    "crisis-partial": "a Player Extra face up by its クライシス, with an ability the reader does not read",
    "unread-crisis": "a クライシス condition the reader does not read",
    "no-crisis": "a Player Extra whose subtext holds no クライシス (none known for a card not on the official site):"
    " nothing puts it face up",
    "event-unread": "an event extra whose event ability the reader does not read",
    "no-cost": "no finite cost",
    "no-subtext": "its subtext is unknown, so its play condition cannot be told",
    "unofficial-text": "its text is not the official one (the reader reads none of it)",
}


@dataclass(frozen=True, slots=True)
class DynamisVerdict:
    """Whether the goldfish plays the card from the Dynamis by its own play, and the reason code."""

    number: str
    type: CardType
    playable: bool
    reason: str


def dynamis_verdict(card: CardFacts, script: CardScript | None, subtext_known: bool = True) -> DynamisVerdict:
    """The verdict for one Dynamis card and its script (None when the reader kept none of it)."""

    def verdict(playable: bool, reason: str) -> DynamisVerdict:
        assert reason in REASONS, reason
        return DynamisVerdict(card.number, card.type, playable, reason)

    if card.type is CardType.ZX_OB:
        return verdict(False, "igob")
    if card.type is CardType.PL_EX:
        return _player_extra(card, script, subtext_known, verdict)
    if (card.cost is None and card.type is not CardType.SHIFT) or card.cost_infinite:
        return verdict(False, "no-cost")  # a shift has no cost (806.1f)
    if script is None:
        return verdict(False, "no-subtext" if not subtext_known else "unofficial-text")
    if script.play_restriction:
        return verdict(False, "never" if script.play_restriction in (NEVER, NEVER_EN) else "unread-restriction")
    play = script.dynamis
    if play is not None and play.kind is not PlayKind.COST:
        if play.kind is PlayKind.UNREAD:
            return verdict(False, play.reason)
        return verdict(play.kind in MODELLED, play.kind.value)
    if card.type is CardType.SHIFT:
        return verdict(False, "shift-no-condition")
    if not script.playable_for_cost:
        return verdict(False, "no-subtext")
    if card.type is CardType.EV_EX and script.event is None:
        return verdict(False, "event-unread")
    return verdict(True, "cost")


def _player_extra(
    card: CardFacts, script: CardScript | None, subtext_known: bool, verdict: Callable[[bool, str], DynamisVerdict]
) -> DynamisVerdict:
    """A Player Extra is never played: it comes face up onto the player card by its クライシス (910, 1024)."""
    play = script.dynamis if script is not None else None
    if play is None or play.kind is not PlayKind.CRISIS or play.player is None:
        return verdict(
            False, "no-subtext" if not subtext_known else "unofficial-text" if script is None else "no-crisis"
        )
    if play.player.crisis is None:
        return verdict(False, play.player.reason)
    return verdict(True, "crisis-partial" if play.player.unread else "crisis")


def dynamis_coverage(cards: Iterable[tuple[CardFacts, CardScript | None, bool]]) -> list[DynamisVerdict]:
    """The verdicts for (card, script, whether its subtext is known) of the Dynamis types, in the given order."""
    return [dynamis_verdict(c, s, known) for c, s, known in cards if c.type in DYNAMIS_TYPES]


def coverage_table(verdicts: Iterable[DynamisVerdict]) -> list[tuple[str, str, str, int]]:
    """Rows (card type, playable or not, reason code, count), playable first, then by count."""
    counts = Counter((v.type.value, "playable" if v.playable else "not playable", v.reason) for v in verdicts)
    return [
        (*key, n)
        for key, n in sorted(counts.items(), key=lambda kv: (DYNAMIS_ORDER[kv[0][0]], kv[0][1] != "playable", -kv[1]))
    ]


DYNAMIS_ORDER = {t.value: i for i, t in enumerate(DYNAMIS_TYPES)}


def format_coverage(verdicts: list[DynamisVerdict]) -> str:
    """The table as text: one line a (type, verdict, reason) with its count and what the reason means."""
    lines = []
    for kind in DYNAMIS_TYPES:
        of_kind = [v for v in verdicts if v.type is kind]
        if of_kind:
            playable = sum(v.playable for v in of_kind)
            lines.append(f"{kind.value}: {playable} of {len(of_kind)} playable")
    for type_, verdict, reason, n in coverage_table(verdicts):
        lines.append(f"  {type_:7} {verdict:13} {n:4}  {reason}: {REASONS[reason]}")
    return "\n".join(lines)
