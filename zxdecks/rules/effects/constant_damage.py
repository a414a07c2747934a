"""「このカードが相手のゼクスに与えるダメージを+Nする」 and 「(スクエアにある)(このカード以外の)すべてのあなたの<filter>が
相手のゼクスに与えるダメージを+Nする」 (session 17, `const`): the damage a card of yours deals to the opponent's Z/X is
raised while the constant ability is valid: in battle (604.3a, the attacker's power as damage: goldfish.battle) and by
its abilities (1002.1, the ability's source deals it, 815.3: run.squares). Read as Static "zx_damage" (this card) and
"zx_damage_aura" (`per` "squares" for 「スクエアにある」: Z/X of yours on squares only, not an event), valid on squares
or in the charge; run.granted.zx_damage_bonus adds them up. Only against the opponent's Z/X: acting vs defenders."""

from __future__ import annotations

from zxdecks.rules.effects.language import Static
from zxdecks.rules.effects.words import FILTER, NUM, match_filter, sentence_pattern

DAMAGE_STATICS = frozenset({"zx_damage", "zx_damage_aura"})
DAMAGE_ZONES = frozenset({"square", "charge"})  # where run.granted.zx_damage_bonus looks
_SELF = sentence_pattern(r"このカードが相手のゼクスに与えるダメージを\+" + NUM + r"する")
_YOURS = sentence_pattern(
    r"(?P<squares>スクエアにある)?(?P<others>このカード以外の)?すべてのあなたの(?:「(?P<exact>[^」]+)」|"
    + FILTER
    + r")"
    r"が相手のゼクスに与えるダメージを\+(?P<n>\d+)する"
)


def damage_static(sentence: str) -> Static | None:
    """The damage raised by the sentence, or None for another sentence."""
    own = _SELF.match(sentence)
    if own:
        return Static("zx_damage", int(own[1]))
    yours = _YOURS.match(sentence)
    if yours is None:
        return None
    return Static(
        "zx_damage_aura",
        int(yours["n"]),
        match_filter(yours),
        others_only=bool(yours["others"]),
        per="squares" if yours["squares"] else "",
    )
