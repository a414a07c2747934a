"""The conditions the reader knows (「…場合、」), one table row a shape, and peeling them off a sentence."""

from __future__ import annotations

import re
from collections.abc import Callable

from zxdecks.rules.cards import COLOR_BY_JAPANESE
from zxdecks.rules.effects.board_conditions import BOARD_CONDITIONS
from zxdecks.rules.effects.breaks import BREAK_CONDITIONS
from zxdecks.rules.effects.count_conditions import COUNT_CONDITIONS
from zxdecks.rules.effects.force_words import FORCE_CONDITIONS
from zxdecks.rules.effects.language import (
    CardFilter,
    Condition,
)
from zxdecks.rules.effects.links import LINK_CONDITIONS
from zxdecks.rules.effects.more_conditions import MORE_CONDITIONS
from zxdecks.rules.effects.self_conditions import SELF_CONDITIONS
from zxdecks.rules.effects.turn_conditions import TURN_CONDITIONS
from zxdecks.rules.effects.words import (
    COLOR,
    FILTER,
    NUM,
    ZONE_KEY,
    filter_of,
)
from zxdecks.rules.effects.zone_conditions import ZONE_CONDITIONS


def match_filter(m: re.Match[str]) -> CardFilter:
    """The filter of a condition's words, read from the condition alone: the words after it (its last group) are
    not part of the filter (「…あるならば、このカードは≪イグニッション≫を得る」 asks for no ignition icon)."""
    return filter_of(m.groupdict(), m.group(0)[: m.start(m.lastindex or 0) - m.start()])


# the states of 「スクエアにあなたの<state>…がある場合」 (effects.zx_states)
_STATE_WORD = {"フォースを持つ": "force", "フォースを持たない": "no_force", "ブレイクしている": "break"}

_CONDITIONS: list[tuple[re.Pattern[str], Callable[[re.Match[str]], Condition | tuple[Condition, ...] | None]]] = [
    (re.compile(r"^あなたのリソース(?:にカード)?が" + NUM + r"枚以上ある(?:場合|ならば)、(.+)$"), lambda m: Condition("resources_at_least", int(m[1]))),
    (
        re.compile(r"^あなたのリソースに" + FILTER + r"が" + NUM + r"枚以上ある(?:場合|ならば)、(.+)$"),
        lambda m: Condition("resource_filter_at_least", int(m[m.lastindex - 1] if m.lastindex else 0), match_filter(m)),
    ),
    (
        re.compile(r"^あなたのリソースに" + FILTER + r"がある(?:場合|ならば)、(.+)$"),
        lambda m: Condition("resource_filter_at_least", 1, match_filter(m)),
    ),
    (re.compile(r"^あなたのライフが" + NUM + r"以下(?:の場合|ならば|しかない場合)、(.+)$"), lambda m: Condition("life_at_most", int(m[1]))),
    (re.compile(r"^相手のライフが" + NUM + r"以下(?:の場合|ならば|しかない場合)、(.+)$"), lambda m: Condition("opponent_life_at_most", int(m[1]))),
    # valid in the hand: the hand holds this card and N others
    (re.compile(r"^あなたの手札がこのカード以外に" + NUM + r"枚以上ある(?:場合|ならば)、(.+)$"), lambda m: Condition("hand_at_least", int(m[1]) + 1)),
    (re.compile(r"^あなたのライフが相手(?:のライフ)?より少ない(?:場合|ならば)、(.+)$"), lambda m: Condition("life_below_opponent")),
    (
        re.compile(r"^あなたの(手札|トラッシュ|チャージ)(?:にカード)?が" + NUM + r"枚(以上|以下)(?:ある|の)?(?:場合|ならば)、(.+)$"),
        lambda m: Condition(f"{ZONE_KEY[m[1]]}_{'at_least' if m[3] == '以上' else 'at_most'}", int(m[2])),
    ),
    (
        re.compile(r"^あなたの(トラッシュ|チャージ)に" + FILTER + r"が" + NUM + r"枚以上ある(?:場合|ならば)、(.+)$"),
        lambda m: Condition(f"{ZONE_KEY[m[1]]}_filter_at_least", int(m[m.lastindex - 1] if m.lastindex else 0), match_filter(m)),
    ),
    (
        re.compile(r"^スクエアにあなたの(?:「(?P<exact>[^」]+)」|" + FILTER + r")が(?:" + NUM + r"枚以上)?ある(?:場合|ならば)、(.+)$"),
        lambda m: Condition("square_filter_at_least", int(m[m.lastindex - 1] or 1) if m.lastindex else 1, match_filter(m)),
    ),
    (  # 「スクエアにあなたのフォースを持つゼクスがある場合」: a state of effects.zx_states (the force and break ones: the
        # others are never or only in a battle); 「…がない場合」: none of them
        re.compile(r"^スクエアにあなたの(?P<state>フォースを持つ|フォースを持たない|ブレイクしている)" + FILTER + r"が(?P<has>ある|ない)(?:場合|ならば)、(.+)$"),
        lambda m: (
            Condition("square_state_at_least", 1, match_filter(m), _STATE_WORD[m["state"]])
            if m["has"] == "ある"
            else Condition("square_state_at_most", 0, match_filter(m), _STATE_WORD[m["state"]])
        ),
    ),
    (re.compile(r"^このターンの間にあなたか相手がダメージを受けていた(?:場合|ならば)、(.+)$"), lambda m: Condition("damage_this_turn")),
    (re.compile(r"^あなたが(先攻|後攻)プレイヤーの場合、(.+)$"), lambda m: Condition("is_first" if m[1] == "先攻" else "is_second")),
    (re.compile(r"^あなたのプレイヤーが「([^」]+)」(?:の場合|ならば)、(.+)$"), lambda m: Condition("player_is", name=m[1])),
    (
        re.compile(r"^あなたのリソースに「(?P<exact>[^」]+)」が(?:" + NUM + r"枚以上)?ある(?:場合|ならば)、(.+)$"),
        lambda m: Condition("resource_filter_at_least", int(m[2] or 1), match_filter(m)),
    ),
    (
        re.compile(r"^あなたのリソースに(" + COLOR + r")(?:のカード)?がある(?:場合|ならば)、(.+)$"),
        lambda m: Condition("resource_filter_at_least", 1, CardFilter(color=COLOR_BY_JAPANESE[m[1]])),
    ),
    (
        re.compile(r"^スクエアにあなたの(?:「(?P<exact>[^」]+)」|" + FILTER + r")がない(?:場合|ならば)、(.+)$"),
        lambda m: Condition("square_filter_at_most", 0, match_filter(m)),
    ),
    (
        re.compile(r"^あなたの(手札|トラッシュ|チャージ)にカードが" + NUM + r"枚以下しかない(?:場合|ならば)、(.+)$"),
        lambda m: Condition(f"{ZONE_KEY[m[1]]}_at_most", int(m[2])),
    ),
    (
        re.compile(r"^あなたの(トラッシュ|チャージ)に" + FILTER + r"がある(?:場合|ならば)、(.+)$"),
        lambda m: Condition(f"{ZONE_KEY[m[1]]}_filter_at_least", 1, match_filter(m)),
    ),
    # 「あなたのリソースにカードが5枚以上あり、その中に[R]が2枚以上ある場合」: both
    (
        re.compile(
            r"^あなたのリソース(?:にカード)?が(?P<all>\d+)枚以上あり、その中に" + FILTER + r"が(?P<some>\d+)枚以上ある(?:場合|ならば)、(.+)$"
        ),
        lambda m: (
            Condition("resources_at_least", int(m["all"])),
            Condition("resource_filter_at_least", int(m["some"]), match_filter(m)),
        ),
    ),
    # 「あなたのリソースに[A]と[B]がある場合」: a card of each race
    (
        re.compile(r"^あなたのリソースに\[([^\]]+)\]と\[([^\]]+)\]がある(?:場合|ならば)、(.+)$"),
        lambda m: tuple(Condition("resource_filter_at_least", 1, CardFilter(race=r)) for r in (m[1], m[2])),
    ),
    (re.compile(r"^あなたのトラッシュに" + NUM + r"枚以上ある(?:場合|ならば)、(.+)$"), lambda m: Condition("trash_at_least", int(m[1]))),
    (re.compile(r"^あなたのリソース(?:にカード)?が" + NUM + r"枚以下(?:の|しかない)(?:場合|ならば)、(.+)$"), lambda m: Condition("resources_at_most", int(m[1]))),
    # 「N枚もない」: fewer than N
    (
        re.compile(r"^あなたの(手札|トラッシュ|チャージ)にカードが" + NUM + r"枚もない(?:場合|ならば)、(.+)$"),
        lambda m: Condition(f"{ZONE_KEY[m[1]]}_at_most", int(m[2]) - 1),
    ),
    (re.compile(r"^あなたのリムーブが" + NUM + r"枚以上ある(?:場合|ならば)、(.+)$"), lambda m: Condition("removed_at_least", int(m[1]))),
    (
        re.compile(r"^(あなたか)?相手のリソース(?:にカード)?が" + NUM + r"枚以上ある(?:場合|ならば)、(.+)$"),
        lambda m: Condition("either_resources_at_least" if m[1] else "opponent_resources_at_least", int(m[2])),
    ),
    (
        re.compile(r"^あなたのリソース(?:にあるカード)?の枚数が相手のリソース(?:にあるカード)?の枚数より(?:も)?少ない場合、(.+)$"),
        lambda m: Condition("resources_fewer_than_opponent"),
    ),
    # 「相手のゼクスがN枚以上ある場合」 never holds against the empty board of a goldfish opponent
    (
        re.compile(r"^(?:ノーマル)?スクエアに相手のゼクスが" + NUM + r"枚以上ある(?:場合|ならば)、(.+)$"),
        lambda m: Condition("opponent_zx_at_least", int(m[1])),
    ),
    (
        re.compile(r"^あなたのデュナミスに表向きの「([^」]+)」が(?:" + NUM + r"枚以上)?ある(?:場合|ならば)、(.+)$"),
        lambda m: Condition("dynamis_face_up", int(m[2] or 1), CardFilter(name_is=m[1])),
    ),
    (
        re.compile(r"^あなたのデュナミスに表向きの" + FILTER + r"が(?:(?P<count>\d+)枚以上)?ある(?:場合|ならば)、(.+)$"),
        lambda m: Condition("dynamis_face_up", int(m["count"] or 1), match_filter(m)),
    ),
    (
        re.compile(r"^あなたのリムーブ(?:ゾーン)?にカードが(\d+)枚以上ある(?:場合|ならば)、(.+)$"),
        lambda m: Condition("removed_at_least", int(m[1])),
    ),
    (
        re.compile(
            r"^(?:あなたのリムーブ(?:ゾーン)?に|ゲームから除外されているあなたの)(?:「(?P<exact>[^」]+)」|" + FILTER + r")"
            r"が(?:(?P<count>\d+)枚以上)?ある(?:場合|ならば)、(.+)$"
        ),
        lambda m: Condition("removed_filter_at_least", int(m["count"] or 1), match_filter(m)),
    ),
]  # fmt: skip
_CONDITIONS.extend(LINK_CONDITIONS)  # links on the squares (effects.links)
_CONDITIONS.extend(SELF_CONDITIONS)  # this card, whose turn, 《同名》 (effects.self_conditions)
_CONDITIONS.extend(ZONE_CONDITIONS)  # 「…あり、その中に…」, 「…しかない」 (effects.zone_conditions)
_CONDITIONS.extend(TURN_CONDITIONS)  # 「このターンの間に…していた」 (effects.turn_conditions)
_CONDITIONS.extend(BOARD_CONDITIONS)  # several zones, the board (effects.board_conditions)
_CONDITIONS.extend(COUNT_CONDITIONS)  # lists, counts at most, against the opponent (effects.count_conditions)
_CONDITIONS.extend(FORCE_CONDITIONS)  # 「置いたフォースが…」 (effects.force_words)
_CONDITIONS.extend(
    MORE_CONDITIONS
)  # this card's force, counts from N to M, names of a filter (effects.more_conditions)
_CONDITIONS.extend(BREAK_CONDITIONS)  # the opponent's resource phase, a break this turn (effects.breaks)


# 「あなたのリソースにカードが7枚以上あるか、相手のリソースにカードが6枚以上ある場合、」: either condition, each one
# of the table
_EITHER = re.compile(r"^([^、。]+?(?:ある|以下|以上))か、?([^、。]+?(?:場合|ならば))、(.+)$")
_PLACE = re.compile(
    r"^(スクエアに|あなたの(?:リソース|トラッシュ|チャージ|手札)に)"
)  # a place the second may leave out


def _either(sentence: str) -> tuple[Condition, str] | None:
    """「Aか、B場合、…」 (or 「AかB場合」) as an ANY_OF condition and the words after it, when both A and B are
    conditions of the table; B may leave out A's place (「あなたのリソースに[A]がN枚以上あるか[B]がN枚以上ある」)."""
    m = _EITHER.match(sentence)
    if m is None:
        return None
    first = condition_only(m[1] + ("場合、" if m[1].endswith("ある") else "の場合、"))
    second = condition_only(m[2] + "、")
    place = _PLACE.match(m[1])
    if not second and place and not _PLACE.match(m[2]):
        second = condition_only(place[1] + m[2] + "、")  # 「スクエアに相手の…あるか、あなたの…ある」: the same place
    if not first or not second or len(first) != 1 or len(second) != 1:
        return None
    return Condition("any_of", either=(first[0], second[0])), m[3]


# 「あなたの(相手の)…あり、(スクエアに)あなたの(相手の)…ある場合、」: both conditions, each one of the table
_BOTH = re.compile(
    r"^((?:あなた|相手)の[^、。]+?)あり、((?:スクエアに)?(?:あなた|相手)の[^、。]+?(?:ある|ない)(?:場合|ならば))、(.+)$"
)


# 「Aあり、」, 「Aで、」, 「Aであり、」 (「あなたのプレイヤーが「X」であり、」) before B: A read as 「Aある場合、」 or 「Aの場合、」
_BOTH_ANY = re.compile(r"^([^、。]+?)(あり|であり|で|く|ていて)、([^。]+?(?:場合|ならば))、(.+)$")
_JOINED = {
    "あり": "ある場合、",
    "く": "い場合、",
    "ていて": "ていた場合、",
}  # 「…より少なく、」: 「…より少ない場合、」; 「で、」: 「…の場合、」


def _both(sentence: str) -> tuple[list[Condition], str] | None:
    """「Aあり、B場合、…」 (or 「Aで、B場合、…」) as the conditions A and B and the words after them, when both are
    conditions of the table."""
    m = _BOTH.match(sentence)
    if m is not None:
        first, second = condition_only(m[1] + "ある場合、"), condition_only(m[2] + "、")
        if first and second:
            return [*first, *second], m[3]
    m = _BOTH_ANY.match(sentence)
    if m is None:
        return None
    first = condition_only(m[1] + _JOINED.get(m[2], "の場合、"))
    second = condition_only(m[3] + "、")
    if not second and m[1].startswith("スクエアに") and m[3].startswith(("あなたの", "相手の")):
        second = condition_only(
            "スクエアに" + m[3] + "、"
        )  # 「スクエアに相手の…あり、あなたのゼクスがない」: the same place
    if not second and m[1].startswith("このターンの間に"):
        second = condition_only("このターンの間に" + m[3] + "、")  # 「このターンの間にAていて、B」: B this turn too
    if not first or not second:
        return None
    return [*first, *second], m[4]


def condition_only(words: str) -> tuple[Condition, ...] | None:
    """「…場合、」 alone (the condition of what follows it), as conditions; () for no words, None when unread."""
    if not words.strip():
        return ()
    either = _either(words.strip() + "_")
    if either is not None and either[1] == "_":
        return (either[0],)
    for condition, build in _CONDITIONS:
        cm = condition.match(words.strip() + "_")
        if cm and cm[cm.lastindex or 0] == "_":
            built = build(cm)
            if built is None:  # not this row after all (count_conditions._listed: no list of filters)
                continue
            return built if isinstance(built, tuple) else (built,)
    both = _both(words.strip() + "_")
    if both is not None and both[1] == "_":
        return tuple(both[0])
    return None


def take_condition(sentence: str, conditions: list[Condition]) -> str:
    """The sentence after its leading 「…場合、」-style condition, which is appended to `conditions` (if it has one)."""
    either = _either(sentence)
    if either is not None:
        conditions.append(either[0])
        return either[1]
    for condition, build_condition in _CONDITIONS:
        cm = condition.match(sentence)
        if cm:
            built = build_condition(cm)
            if built is None:  # not this row after all
                continue
            conditions.extend(built if isinstance(built, tuple) else (built,))
            return cm[cm.lastindex or 0]
    both = _both(sentence)
    if both is not None:
        conditions.extend(both[0])
        return both[1]
    return sentence
