"""「あなたのデッキの上からN枚(まで)公開する/公開してよい。(N枚|1枚以上)公開したならば、その中から…」: a look at the top
of the deck split over two sentences, read as the one clause 「…N枚公開し、その中から…」 (lexicon._REVEALED) that the
grammar knows; 「…N枚見る。その中にある…」 and 「…N枚見てよい。見たならば、その中にある…」 likewise as 「…N枚見て、その中に
ある…」 (session 17: a look nobody else sees is, to the goldfish, the same look). 「まで」: the goldfish reveals all N, as many as it may (as in one sentence). 「公開してよい」 keeps the
choice: the REVEAL_TOP_TAKE made of it is marked optional (`optional_looks`), which the goldfish takes, for what it
reveals gains it a card (a look that only costs is not written so).

「…デッキに戻す/戻してよい。(1枚以上|N枚)戻したならば、(デッキを)シャッフルする/シャッフルし、…」: cards put into the deck, and
the shuffle in the next sentence waiting on them, read as 「…デッキに戻し、戻したならば、シャッフルする/してよい。(N枚)戻した
ならば、…」 (`join_shuffles`): the shuffle is done only when a card went in (grammar_effects marks a hand card's move
"shuffle_if_moved"; the general mover's shuffle after it waits on it), and what follows still waits on the move.

`pick_from_rest` (grammar_effects): 「(公開した)残り(のカード)の中から…選び、<verb>」, a second choice among the cards a
look left, folded into that look (its `options[0]`), in the same sentence or in the next one."""

from __future__ import annotations

import re
from dataclasses import replace

from zxdecks.rules.effects.grammar import Clause, Move
from zxdecks.rules.effects.language import Effect, Kind, action_of

# where a card taken from those looked at goes (REVEAL_TOP_TAKE's `to`; "" the hand)
REVEALED_TO = {"hand": "", "square": "square", "resources": "resource", "trash": "trash", "charge": "charge"}
REVEALED_TO["removed"] = "removed"
REVEALED_TO["force"] = "force"  # face up under this card (312; run.plays.reveal_take, a unit on squares only)
REVEALED_TO["aside"] = "aside"  # kept aside, then 「選んだカードを…プレイする」 (run.plays.reveal_take: "play")


_SPLIT_LOOK = re.compile(
    r"(デッキの上から(?P<n>\d+)枚(?:まで)?)(?:公開(?:する|(?P<may>してよい))|(?P<look>見(?:る|(?P<may_look>てよい))))。"
    r"(?P<did>(?P=n)枚公開したならば、|1枚以上公開したならば、|見たならば、)?(?=その中(?:から|にある))"
)


def join_looks(body: str) -> tuple[str, frozenset[int]]:
    """The body with each split look joined, and the counts of those that were optional (「公開してよい」, only with the
    「N枚公開したならば」 after it)."""
    optional: set[int] = set()

    def joined(m: re.Match[str]) -> str:
        may = m["may"] or m["may_look"]
        if (may and not m["did"]) or (m["did"] == "見たならば、") != bool(m["may_look"]):
            return m[0]  # 「公開してよい。その中から…」: what waits on the choice is not said
        if may:
            optional.add(int(m["n"]))
        return f"{m[1]}見て、" if m["look"] else f"{m[1]}公開し、"

    return _SPLIT_LOOK.sub(joined, body), frozenset(optional)


_SPLIT_SHUFFLE = re.compile(
    r"デッキに戻(?P<may>す|してよい)。(?P<count>1枚以上|\d+枚)?戻したならば、(?:(?:あなたの)?デッキを)?シャッフル(?P<end>する。|し、)"
)


# 「…あなたの手札にあるカードを1枚選びデッキに戻す。残りのカードを元に戻し、シャッフルする。」 after a look at the top: one
# sentence, so the shuffle after both is seen (`back_after_hand_card`)
_HAND_THEN_REST = re.compile(
    r"(手札にある[^。]*?を\d+枚選び、?デッキに)戻す。(残り(?:のカード)?を元に戻し、シャッフルする。)"
)


def join_shuffles(body: str) -> str:
    """The body with each shuffle split off the cards put into the deck joined to them (the module's text)."""

    def joined(m: re.Match[str]) -> str:
        shuffle = "シャッフルしてよい" if m["may"] == "してよい" else "シャッフルする"
        if m["end"] == "する。":  # the shuffle alone: what waits on it is the shuffle only
            return f"デッキに戻し、戻したならば、{shuffle}。"
        count = "" if m["count"] == "1枚以上" else m["count"] or ""
        return f"デッキに戻し、戻したならば、{shuffle}。{count}戻したならば、"

    return _HAND_THEN_REST.sub(r"\1戻し、\2", _SPLIT_SHUFFLE.sub(joined, body))


def back_after_hand_card(effects: list[Effect], action: Move) -> bool:
    """「残りのカードを元に戻し」 right after a hand card put into the deck that follows a look at the top: the look's
    rest goes back, and the shuffle after both (the hand card's mover shuffles too) shuffles it (grammar_effects)."""
    return (
        action.destination == "deck"
        and len(effects) > 1
        and action_of(effects[-1]) == ("hand", "deck")
        and not effects[-1].rest
        and effects[-2].kind is Kind.REVEAL_TOP_TAKE
        and effects[-2].rest == "top"
    )


def mark_optional(effects: list[Effect], looks: frozenset[int]) -> list[Effect]:
    """The looks of those counts marked optional (「公開してよい」)."""
    if not looks:
        return effects
    return [replace(e, optional=True) if e.kind is Kind.REVEAL_TOP_TAKE and e.n in looks else e for e in effects]


def pick_from_rest(effects: list[Effect], clause: Clause, action: Move, waits_too: bool = False) -> Effect | str:
    """The look at the top before with a second choice among the cards its first choice left (its `options[0]`: a
    REVEAL_TOP_TAKE of what to take and where to), before 「それ以外を…」 says where the others go. `waits_too`: the
    clause before it in its sentence waits on a 「…したならば」 as it does (the look waits, the second choice with it)."""
    before = effects[-1] if effects else None
    if before is None or before.kind is not Kind.REVEAL_TOP_TAKE or not before.n or before.rest != "top":
        return "「残りの中から」 after no look at the top of the deck"
    if before.options or clause.conditions or (clause.if_did and not waits_too) or clause.optional:
        return "「残りの中から」 under a condition of its own, or twice"
    to = REVEALED_TO.get(action.destination) if not clause.until_end_of_turn else None
    if to is None or to in ("square", "force") or action.state == "rebooted":
        return f"「残りの中から」 to {action.destination}"
    second = Effect(
        Kind.REVEAL_TOP_TAKE, 0, action.up_to, filter=action.filter, take=action.count, to=to,
        rebooted=action.state == "rebooted",
    )  # fmt: skip
    return replace(before, options=((second,),))
