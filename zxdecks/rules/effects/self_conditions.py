"""The conditions on this card (the card whose ability it is) and on whose turn it is, one table row a shape:
how it entered, its race, power and force, and 《同名》 (a card of its own name, 107) in a zone. Their checkers are
in run.self_conditions; the card is handed to them when the condition is checked (run.conditions_hold), never a
stand-in name filled in when the text is read."""

from __future__ import annotations

import re
from collections.abc import Callable

from zxdecks.rules.effects.language import SAME_NAME, CardFilter, Condition
from zxdecks.rules.effects.words import FILTER, ZONE_KEY, filter_of

_IF = r"(?:の場合|ならば)、(.+)$"  # 「…の場合、」 or 「…ならば、」 and the words after it
_THERE_IF = r"ある(?:場合|ならば)、(.+)$"
_IN = {"手札": "hand", "リソース": "resources", "チャージ": "charge", "トラッシュ": "trash"}
_SAME = CardFilter(name_is=SAME_NAME)  # 《同名》: the name is the card's own, put in by run.conditions_hold


def _words_filter(m: re.Match[str]) -> CardFilter:
    """The filter of the condition's words alone (not of the words after it, its last group)."""
    return filter_of(m.groupdict(), m.group(0)[: m.start(m.lastindex or 0) - m.start()])


def _force_filter(m: re.Match[str]) -> Condition | tuple[Condition, ...]:
    """「このカードのフォースが<filter>ならば」: a card of its force matches the filter (read from these words)."""
    return Condition("self_force_at_least", 1, _words_filter(m))


_WAY = {
    "カードの能力で": "ability",
    "イグニッションで": "ignition",
    "プレイされて": "played",
    "手札以外から": "not_hand",
}


SELF_CONDITIONS: list[tuple[re.Pattern[str], Callable[[re.Match[str]], Condition | tuple[Condition, ...]]]] = [
    (re.compile(r"^(あなた|相手)のターンの間" + _IF), lambda m: Condition("your_turn" if m[1] == "あなた" else "opponent_turn")),
    (re.compile(r"^このカードがプレイされて登場していた(?:場合|ならば)、(.+)$"), lambda m: Condition("self_played")),
    (re.compile(r"^このカードがカードの能力で登場していた(?:場合|ならば)、(.+)$"), lambda m: Condition("self_by_ability")),
    # an ability valid in several zones (「【有効】スクエアとリソース」): the zone this card is in when it resolves
    # (「…にあるならば」 in an old text says where the ability is valid: not this condition, left unread)
    (re.compile(r"^このカードが(手札|リソース|チャージ|トラッシュ)にある場合、(.+)$"), lambda m: Condition("self_in_zone", name=_IN[m[1]])),
    (re.compile(r"^このカードが\[([^\]]+)\]" + _IF), lambda m: Condition("self_is", filter=CardFilter(race=m[1]))),
    # 「このカードが「A」の場合」: this card's name is A (before 「…カード名は「B」としても扱う」); a name holding A, as the
    # card list spells some with their reading after them (B17-027 「偉大なる正義の頭脳（ブレイン・オブ・グレートジャスティス）」)
    (re.compile(r"^このカードが「([^」]+)」" + _IF), lambda m: Condition("self_is", filter=CardFilter(names_any=(m[1],)))),
    (
        re.compile(r"^このターンの間にこのカードが(カードの能力で|イグニッションで|プレイされて|手札以外から)登場していた(?:場合|ならば)、(.+)$"),
        lambda m: Condition("self_entered_this_turn", name=_WAY[m[1]]),
    ),
    (  # 1115: a Z/X of yours entered by 電影 this turn (reader.split_abilities keeps the quoted keyword as ≪電影≫)
        re.compile(r"^このターンの間にあなたのゼクスが≪電影≫によって登場していた(?:場合|ならば)、(.+)$"),
        lambda m: Condition("zx_entered_this_turn", name="denei"),
    ),
    (
        re.compile(r"^このターンの間にあなたの(?:「(?P<exact>[^」]+)」|(?=[^、。]*(?:ゼクス|\]))" + FILTER + r")が登場していた(?:場合|ならば)、(.+)$"),
        lambda m: Condition("zx_entered_this_turn", filter=_words_filter(m)),
    ),
    (re.compile(r"^このカードのパワーが(\d+)以上" + _IF), lambda m: Condition("self_power_at_least", int(m[1]))),
    (
        re.compile(r"^このカードのコストが(\d+)(以上)?" + _IF),
        lambda m: Condition("self_is", filter=CardFilter(min_cost=int(m[1]), max_cost=None if m[2] else int(m[1]))),
    ),
    (re.compile(r"^このカードがリブート" + _IF), lambda m: Condition("self_rebooted")),
    (  # this card in the force of a Z/X of yours of the filter (activated abilities valid in the force zone, 803.1d)
        re.compile(r"^このカードが(?:「(?P<exact>[^」]+)」|(?=[^、。]*(?:ゼクス|\]))" + FILTER + r")のフォース" + _IF),
        lambda m: Condition("self_force_of", filter=_words_filter(m)),
    ),
    (re.compile(r"^スクエアにあなたの≪ユニゾン≫しているゼクスが" + _THERE_IF), lambda m: Condition("unison_on_squares")),
    (re.compile(r"^このカードのフォースが(\d+)枚以上" + _THERE_IF), lambda m: Condition("self_force_at_least", int(m[1]))),
    (
        re.compile(r"^このカードのフォースが(?:「(?P<exact>[^」]+)」|(?=[^、。]*(?:カード|\]))" + FILTER + r")" + _IF),
        _force_filter,
    ),
    # 《同名》: a card of this card's own name
    (
        re.compile(r"^あなたのデュナミスに表向きの《同名》が(?:(\d+)枚以上)?" + _THERE_IF),
        lambda m: Condition("dynamis_face_up", int(m[1] or 1), _SAME),
    ),
    (
        re.compile(r"^あなたのデュナミスに表向きの《同名》がない(?:場合|ならば)、(.+)$"),
        lambda m: Condition("dynamis_face_up_at_most", 0, _SAME),
    ),
    (
        re.compile(r"^スクエアにあなたの《同名》が(ある|ない)(?:場合|ならば)、(.+)$"),
        lambda m: Condition("square_filter_at_least", 1, _SAME) if m[1] == "ある" else Condition("square_filter_at_most", 0, _SAME),
    ),
    (
        re.compile(r"^あなたの(トラッシュ|チャージ|リソース)に《同名》が(?:(\d+)枚以上)?" + _THERE_IF),
        lambda m: Condition(f"{ZONE_KEY[m[1]]}_filter_at_least", int(m[2] or 1), _SAME),
    ),
]  # fmt: skip
