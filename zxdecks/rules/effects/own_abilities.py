"""「このカードが元々持つ≪イベント≫能力を1つ選び、その効果を解決する」 (and ≪自≫): an ability that resolves the effect of
another ability printed on the same card. The grammar reads the clause as a MODAL effect with no options yet and
`rest` "own event" / "own auto"; `fill_own` gives it, once the whole card is read, the effects of the card's abilities
of that kind as its options (each with the conditions of its ability), the policy choosing among them as for
「以下の効果から」. The line stays unread when an ability of that kind is not read (no option is dropped silently), when
there are fewer than it chooses, or when an option acts on "this card" (the card is no longer where its own
ability's words would find it: it has been paid away from the hand or is resolving elsewhere)."""

from __future__ import annotations

from dataclasses import replace

from zxdecks.rules.effects.language import Ability, AbilityKind, Effect, Kind, Unread

# The marks of the abilities the clause may name, and the kind each is read into; 1117 Rewrite (「“リライト”以外の≪起≫能力か
# ≪自≫能力か≪イベント≫能力」) names three, and never a Rewrite (1117.2a).
OWN_KINDS = {
    "own event": (("≪イベント≫", AbilityKind.EVENT),),
    "own auto": (("≪自≫", AbilityKind.AUTO),),
    "own rewrite": (("≪起≫", AbilityKind.ACTIVATED), ("≪自≫", AbilityKind.AUTO), ("≪イベント≫", AbilityKind.EVENT)),
}
# Effects that act on the card whose ability they are: not carried out from another ability of the card.
_ON_THIS_CARD = frozenset(
    {
        Kind.POWER, Kind.REBOOT_SELF, Kind.DESTROY_SELF, Kind.SLEEP_SELF, Kind.PLAY_SELF, Kind.SELF_TO_SQUARE,
        Kind.GRANT_RANGE, Kind.AT_END_OF_TURN, Kind.SWAP_IN, Kind.GRANT_PLAYER_ATTACK,
        Kind.DAMAGE_UP,
    }
)  # fmt: skip


def is_own(effect: Effect) -> bool:
    """Whether an effect is the grammar's 「このカードが元々持つ…能力」 still without its options."""
    return effect.kind is Kind.MODAL and effect.rest in OWN_KINDS and not effect.options


def fill_own(abilities: list[Ability], marks: list[str]) -> tuple[list[Ability], list[Unread]]:
    """The abilities of a card with each 「元々持つ…能力」 effect given its options, and those that cannot be read
    (moved to the unread lines with the reason). `marks` are the marks of every ability line of the card."""
    kept: list[Ability] = []
    unread: list[Unread] = []
    for ability in abilities:
        if any(is_own(e) for outer in ability.effects for option in outer.options for e in option):
            unread.append(Unread(ability.text, "「このカードが元々持つ能力」 inside an option"))
            continue
        if not any(is_own(e) for e in ability.effects):
            kept.append(ability)
            continue
        effects: list[Effect] = []
        for effect in ability.effects:
            filled = _filled(effect, ability, abilities, marks) if is_own(effect) else effect
            if isinstance(filled, str):
                unread.append(Unread(ability.text, f"「このカードが元々持つ能力」: {filled}"))
                break
            effects.append(filled)
        else:
            kept.append(replace(ability, effects=tuple(effects)))
    return kept, unread


def _filled(effect: Effect, ability: Ability, abilities: list[Ability], marks: list[str]) -> Effect | str:
    kinds = OWN_KINDS[effect.rest]
    mark = "".join(m for m, _ in kinds)
    for one_mark, kind in kinds:
        if marks.count(one_mark) != sum(1 for a in abilities if a.kind is kind):
            return f"an ability {one_mark} of the card is not read"
    wanted = {kind for _, kind in kinds}
    rewrite = effect.rest == "own rewrite"
    others = [a for a in abilities if a.kind in wanted and a is not ability and not _is_rewrite(a)]
    if len(others) < effect.n or not others:
        return f"fewer abilities {mark} than it chooses"
    options = []
    for other in others:
        if (other.payment or other.play_conditions) and not rewrite:
            # Rewrite resolves the effect alone (1117.2: 「その効果を解決する」): no payment, no condition on playing it
            return f"an ability {mark} with a payment or a condition on playing it"
        if any(e.kind in _ON_THIS_CARD or e.source == "self" or is_own(e) for e in other.effects):
            return f"an ability {mark} that acts on this card"
        options.append(
            tuple(
                replace(e, conditions=(*other.conditions, *e.conditions)) if other.conditions else e
                for e in other.effects
            )
        )
    return replace(effect, options=tuple(options), rest="", take=1)


def _is_rewrite(ability: Ability) -> bool:
    """A Rewrite (1117.2a: Rewrite never chooses one; the card's abilities as read, before any is filled)."""
    return any(e.kind is Kind.MODAL and e.rest == "own rewrite" for e in ability.effects)
