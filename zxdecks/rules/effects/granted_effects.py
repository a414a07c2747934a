"""Auto abilities an effect grants until end of turn (811 as a card's effect: 「ターン終了時まで、このカードは以下の
能力を得る。“≪自≫…”」, 「…を1枚選び、ターン終了時まで、(パワーを+Nし、)以下の能力を与える。“≪自≫…”」).

reader.split_abilities keeps the granted ability in its sentence, escaped, as 「〔付与:…〕を得る/与える」; the grammar
reads the clause (grammar "grant_self": Kind.GRANT_ABILITY on this card; lexicon "grant", "power+grant": a choice of
Z/X, run.squares.choose_zx) and `attach` puts the granted ability, read as the card's own are
(constant_grants.granted_auto: an auto ability valid on squares that the game fires for a Z/X that has it by a grant,
or an activated one valid on squares, which run.activation plays as the unit's own), into
each such effect, in the order of the text. An ability any of whose granted abilities is not so read stays unread.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace

from zxdecks.rules.effects.constant_grants import granted_auto
from zxdecks.rules.effects.language import Ability, Effect, Kind, Unread

_GRANTED = re.compile(r"〔付与:([^〕]+)〕")
# 「(…登場させ、/…登場させてよい。)ターン終了時まで、(そのゼクスに)以下の能力を与える。“≪常≫…このカードは攻撃できない。”
# “≪自≫…【誘発】ターン終了時。【効果】このカードを手札に戻す/トラッシュに置く。”」: the Z/X just put onto a square cannot
# attack this turn and goes back at its end, which the effects below say in so many words (effects.attack_bars; the
# delayed 「ターン終了時、そのゼクスを…」, run.squares.at_end_of_turn: only while it is still on its square, as the granted
# ability would be had).
_FOR_THE_TURN = re.compile(
    r"(?:(?<=登場させ、)|(?<=させてよい。))\s*ターン終了時まで、(?:そのゼクスに)?以下の能力を与える。\s*"
    r"“≪常≫【有効】スクエア【効果】このカードは攻撃できない。”\s*“≪自≫【有効】スクエア【誘発】ターン終了時。\s*"
    r"【効果】このカードを(?P<back>手札に戻す|トラッシュに置く)。”"
)


# 「以下の能力からNつ選び、ターン終了時まで、このカードはその能力を得る。“≪常≫レンジN”“≪常≫絶界”」: N of the keywords, each
# read as its grant until the end of the turn (grammar "range", "zekkai"), as options 「●…」 of 「以下の効果からNつ選び」.
_ONE_OF = re.compile(
    r"以下の能力から(?P<n>\d)つ選び、ターン終了時まで、このカードはその能力を得る。"
    r"(?P<quotes>(?:\s*“≪常≫(?:レンジ[\d∞]|絶界)(?:\([^()]*\))?\s*”)+)"
)
_KEPT = re.compile(r"“≪常≫(レンジ[\d∞]|絶界)")


def _options(m: re.Match[str]) -> str:
    kept = "".join(f"●ターン終了時まで、このカードは≪{k}≫を得る。" for k in _KEPT.findall(m["quotes"]))
    return f"以下の効果から{m['n']}つ選び、解決する。{kept}"


# 「すべてのあなたの<filter>は以下の能力を得る。“≪常≫【有効】デッキ【効果】このカードは≪イグニッション≫を得る。”」: the icon
# of those cards in your deck, as constant_grants reads 「あなたのデッキにあるすべての<filter>は≪イグニッション≫を得る」.
_DECK_ICON = re.compile(
    r"すべてのあなたの(?P<what>[^。“”]+?)は以下の能力を得る。\s*“≪常≫【有効】デッキ【効果】このカードは≪イグニッション≫を得る。”"
)


def said_plainly(text: str) -> str:
    """The text with the pair of abilities granted to the Z/X just put onto a square (above) said as its effects, a
    choice among granted keywords said as options, and an ignition icon granted in the deck said as the icon there."""
    text = _DECK_ICON.sub(lambda m: f"あなたのデッキにあるすべての{m['what']}は≪イグニッション≫を得る。", text)
    text = _ONE_OF.sub(_options, text)
    return _FOR_THE_TURN.sub(
        lambda m: f"ターン終了時まで、そのゼクスは攻撃できない。ターン終了時、そのゼクスを{m['back']}。", text
    )


def grants(effect: Effect) -> bool:
    """Whether an effect gives auto abilities until end of turn: to this card, or to the Z/X it chooses."""
    return effect.kind is Kind.GRANT_ABILITY or (
        effect.kind is Kind.CHOOSE_ZX and (effect.rest == "grant" or "grant" in effect.to.split())
    )


def attach(read: Ability | Unread, read_ability: Callable[[str, str], Ability | Unread]) -> Ability | Unread:
    """The ability with each granting effect holding the auto ability it grants; Unread when one is not read."""
    if not isinstance(read, Ability):
        return read
    texts = _GRANTED.findall(read.text)
    if not texts or not any(grants(e) for e in _every(read.effects)):
        return read  # none, or given by a constant ability (effects.constant_grants)
    found: list[Ability] = []
    for text in texts:
        ability = granted_auto(text, read_ability)
        if ability is None:
            return Unread(read.text, "a granted auto ability the game does not fire for a Z/X that has it by a grant")
        found.append(ability)
    left = iter(found)

    def fill(effects: tuple[Effect, ...]) -> tuple[Effect, ...]:
        out = []
        for e in effects:
            if e.options:
                e = replace(e, options=tuple(fill(option) for option in e.options))
            if grants(e):
                e = replace(e, granted=(next(left, found[0]),))
            out.append(e)
        return tuple(out)

    effects = fill(read.effects)
    if sum(1 for e in _every(effects) if grants(e)) != len(found):
        return Unread(read.text, "a granted auto ability in a clause the grammar does not read as a grant")
    return replace(read, effects=effects)


def _every(effects: tuple[Effect, ...]) -> list[Effect]:
    return [x for e in effects for x in (e, *(o for option in e.options for o in _every(option)))]
