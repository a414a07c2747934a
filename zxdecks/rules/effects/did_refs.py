"""What the effect before a 「…したならば」 did, as the reading asks it: the choice before 「この能力でゼクスを破壊した時」
(`destroying`), the sleep before 「次の相手のリブートフェイズにリブートしない」 (`stays_slept`), and the counts of
「N枚…したならば」 (`all_of`, `counted_to`)."""

from __future__ import annotations

from dataclasses import replace

from zxdecks.rules.effects.kinds import COUNTED_KINDS
from zxdecks.rules.effects.language import Effect, Kind
from zxdecks.rules.effects.zone_pairs import all_or_nothing


def destroying(before: Effect, if_did: str = "") -> Effect | None:
    """The choice of Z/X before 「この能力(によるダメージ)でゼクスを破壊した時、」, done only when it destroyed one: a
    destroy as it is; damage or a power lowered (904.1, 904.2) with "destroyed" in its scope (run.squares.choose_zx
    counts the Z/X that left the squares); a NO_TARGET (never done) as it is; None after anything else.
    「この能力でコストN以上のゼクスを破壊/除外/戻したならば」 (if_did "… cost>=N destroy|remove|back",
    grammar.DESTROYED_COST): a choice that destroys, removes or returns them to the hand or deck (that verb), with
    "destroyed cost>=N" in its scope (counted by cost)."""
    words = if_did.split()[1:]
    if words and before.kind is not Kind.NO_TARGET:
        verb = before.rest if words[1] != "back" or before.rest not in ("hand", "deck") else "back"
        if before.kind is not Kind.CHOOSE_ZX or verb != words[1] or "destroyed" in before.to.split():
            return None
        return replace(before, to=f"{before.to} destroyed {words[0]}".strip())
    if before.kind is Kind.NO_TARGET or (before.kind is Kind.CHOOSE_ZX and before.rest == "destroy"):
        return before
    lowers = before.rest in ("damage", "split") or (before.rest == "power" and before.take < 0)
    if before.kind is not Kind.CHOOSE_ZX or not lowers:
        return None
    return replace(before, to=f"{before.to} destroyed".strip())


def stays_slept(before: Effect) -> Effect | None:
    """A choice of the opponent's Z/X that sleeps them, with "stays_slept" in its scope (run.opposing: they skip
    their owner's next reboot phase, 502.1); None after anything else (your own Z/X reboot in your reboot phase
    only, so 「次の相手のリブートフェイズ」 says nothing of them: a choice among any Z/X is not read)."""
    scope = before.to.split()
    if before.kind is not Kind.CHOOSE_ZX or before.rest != "sleep" or "opponent" not in scope or "all" in scope:
        return None
    return replace(before, to=f"{before.to} stays_slept")


def all_of(before: Effect, n: int) -> bool:
    """Whether `before` is done only when it moves exactly n cards (for 「N枚…したならば」): an optional move that
    gives up all n or none; a required one moves as many as it can (102.4), so its count is asked (`counted_to`)."""
    if before.n != n or before.up_to or not before.optional:
        return False
    return before.kind is Kind.MOVE and all_or_nothing(before.source, before.destination)


def counted_to(before: Effect, n: int, at_least: bool, verb: str) -> Effect | None:
    """`before` counted as done only when it moved n cards (「N枚…したならば」) or at least n (「N枚以上…」), when its
    handler counts them (run.table.COUNTED_KINDS) and it can move that many; else None (the line stays unread)."""
    # 「上からN枚見て、…を好きな枚数選び」: no more than the N looked at
    most = min(before.take, before.n) if before.kind is Kind.REVEAL_TOP_TAKE else before.n
    if before.kind not in COUNTED_KINDS or most < n or (most > n and not at_least):
        return None
    if verb == "引いた" and before.kind is not Kind.DRAW:
        return None
    return replace(before, done_at=n)
