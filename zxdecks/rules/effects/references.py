"""What 「そのゼクス」 in an effect refers to: the Z/X the effect before put onto squares, or the Z/X of yours that set
the ability off."""

from __future__ import annotations

import re
from collections.abc import Iterable

from zxdecks.rules.effects.kinds import Kind
from zxdecks.rules.effects.language import Ability, AbilityKind, Effect, Trigger


def names_entered(effect: Effect) -> bool:
    """Whether an effect acts on 「そのゼクス」, the Z/X the effect before put onto squares (a power raised, a Range
    granted, until end of turn, or a destroy; run.resolve keeps At.entered for it)."""
    return (effect.kind in _NAMING or _force_self(effect)) and (
        effect.to == "entered" or (effect.kind is Kind.FORBID_ATTACK and effect.to == "both")
    )


# the kinds that may name 「そのゼクス」 (effects.attack_bars: 「このカードとそのゼクス」 too)
_NAMING = (Kind.POWER, Kind.GRANT_RANGE, Kind.DESTROY_SELF, Kind.GRANT_ZEKKAI, Kind.FORBID_ATTACK)


def _force_self(effect: Effect) -> bool:
    """「このカードを表向きでそのゼクスのフォースにする」: this card under 「そのゼクス」 (run.squares.choose_zx)."""
    return effect.kind is Kind.CHOOSE_ZX and effect.rest == "force_self"


# The triggers whose Z/X 「そのゼクス」 may name as the opponent's (run.phases.fire_opponent_entered)
OPPONENT_ENTERS = frozenset({Trigger.OPPONENT_ZX_ENTERS, Trigger.OPPONENT_ZX_ENTERS_NORMAL})


def names_trigger_zx(effects: Iterable[Effect]) -> bool:
    """Whether an effect (or one of an option) acts on 「そのゼクス」 as the Z/X of yours that set the ability off."""
    return any(
        ((e.kind in _NAMING or _force_self(e)) and e.to == "trigger")
        or names_trigger_zx(o for opt in e.options for o in opt)
        for e in effects
    )


def forbids_itself(effects: Iterable[Effect]) -> bool:
    """Whether an effect (or one of an option) is 「ターン/ゲーム終了時まで、あなたは(《同名》の)この能力をプレイできない」, which
    run.resolve asks of an auto ability and run.activation of an activated one before paying it (any other kind
    stays unread)."""
    return any(
        (e.kind is Kind.FORBID_ABILITY and e.rest in ("this", "this_card", "this_game"))
        or forbids_itself(o for opt in e.options for o in opt)
        for e in effects
    )


# 「ターン終了時まで、あなたは《同名》のこの能力をプレイできない。」 as a sentence of its own, which clauses._RESTRICTIONS
# reads as a once-a-turn mark only
_SAME_NAME_ALONE = re.compile(r"(?:^|[。\n])\s*ターン終了時まで、あなたは《同名》のこの能力をプレイできない")


def forbid_same_name(effects: list[Effect], body: str) -> list[Effect]:
    """The effects, with FORBID_ABILITY "this" after them when `body` has that sentence of its own (every copy of the
    name, not this card alone: run.activation and run.resolve ask run.resolve.this_forbidden)."""
    if forbids_itself(effects) or not _SAME_NAME_ALONE.search(body):
        return effects
    return [*effects, Effect(Kind.FORBID_ABILITY, rest="this")]


# The triggers whose Z/X (run.resolve.fire's `by`, At.by) 「そのゼクス」 names: the one that attacked, entered, or
# destroyed an opponent's Z/X by its attack.
_ZX_TRIGGERS = frozenset({Trigger.ANY_ATTACK, Trigger.ZX_ENTERS, Trigger.ZX_DESTROYS_BY_ATTACK})


def sets_off_zx(ability: Ability) -> bool:
    """Whether an auto ability is set off only by a Z/X of yours that 「そのゼクス」 can name."""
    return ability.kind is AbilityKind.AUTO and ability.trigger in _ZX_TRIGGERS and not ability.also


# 「あなたのデッキの1番上(のカード)を公開し、以下の効果から1つ選び、解決する。●そのカードを…」: each option's 「そのカード」 is
# the revealed card, still on top of the deck when the option resolves (nothing comes between them)
_REVEALED_HEAD = re.compile(r"デッキの1番上(?:のカード)?を公開(?:し、|する。)以下の効果から\d+つ選び、解決する。(?=●)")
_THAT_CARD_OPTION = re.compile(r"(?<=。)●そのカードを")


def name_revealed_in_options(body: str) -> str:
    """The options after a reveal of the top card, each 「●そのカードを…」 spelt as a look at that one card that takes it
    (「●あなたのデッキの上から1枚公開し、その中にあるカードを1枚選び、…」, a REVEAL_TOP_TAKE of one card): the same card,
    the same move. Any other text is left as it is, and so is a text with an option of more than one sentence."""
    body = body.replace("\n", "")
    m = _REVEALED_HEAD.search(body)
    if m is None or any(option.count("。") > 1 for option in body[m.end() :].split("●")):
        return body  # a sentence after an option's: whether it is part of it or after all of them is not known
    head, options = body[: m.end() - 1], body[m.end() - 1 :]
    return head + _THAT_CARD_OPTION.sub("●あなたのデッキの上から1枚公開し、その中にあるカードを1枚選び、", options)
