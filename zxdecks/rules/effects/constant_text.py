"""Constant abilities (811) read into the changes the engine applies while they are valid."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace

from zxdecks.rules.cards import COLOR_BY_JAPANESE, CardType
from zxdecks.rules.effects.condition_words import (
    condition_only,
    take_condition,
)
from zxdecks.rules.effects.constant_costs import CHANGE, COST_SENTENCES, FLOORED, change
from zxdecks.rules.effects.constant_damage import DAMAGE_STATICS, DAMAGE_ZONES, damage_static
from zxdecks.rules.effects.constant_grants import binds_opponent, split_opponent
from zxdecks.rules.effects.constant_ranges import RANGE_SENTENCES, RANGE_STATICS, power_and_range, split_self_too
from zxdecks.rules.effects.language import (
    ANY_CARD,
    Ability,
    AbilityKind,
    CardFilter,
    Condition,
    ConditionKind,
    Effect,
    Kind,
    Static,
)
from zxdecks.rules.effects.play_payments import (
    FOR_NOTHING,
    PAYMENT,
    UP_TO,
    for_nothing,
    paid,
    play_payment,
    up_to_payment,
)
from zxdecks.rules.effects.unit_costs import UNIT_COST_KINDS, UNIT_COST_SENTENCES, on_squares, split_cost_power
from zxdecks.rules.effects.words import (
    COLOR,
    FILTER,
    NUM,
    ZONE_KEY,
    filter_of,
    match_filter,
    sentence_pattern,
    split_sentences,
)
from zxdecks.rules.effects.zone_costs import ZONE_COST
from zxdecks.rules.effects.zone_plays import PLAY_FROM, PLAY_KINDS, PLAY_ZONES, SEEN_COMBO, instead, seen_combo

_CONSTANT_HEAD = re.compile(
    r"^【有効】((?:≪[^≫]*≫)*)(スクエア|ノーマルスクエア|手札|すべて|チャージ|デュナミス"
    r"|手札と(?:トラッシュ|チャージ|リソース|リムーブゾーン|リムーブ)|デッキと手札|デッキとトラッシュ|デッキ|ライフ|リソース|プレイヤースクエア|スクエアと(?:チャージ|デュナミス)"
    r"|トラッシュ(?:とライフ)?とリソース|リソースとトラッシュ|ライフとリソース|"
    + SEEN_COMBO
    + r"|トラッシュ|リムーブゾーン|リムーブ|チャージかトラッシュ|フォース(?:ゾーン)?)【効果】(.+)$"
)
_CONSTANT_ZONE = {"スクエア": "square", "ノーマルスクエア": "square", "手札": "hand", "すべて": "all"}
_CONSTANT_ZONE |= {"チャージ": "charge", "デュナミス": "dynamis", "ライフ": "life", "リソース": "resource"}
_CONSTANT_ZONE["スクエアとチャージ"] = "square+charge"  # a limit valid on squares and in the charge
_CONSTANT_ZONE["スクエアとデュナミス"] = "square+dynamis"  # a limit valid on squares and in the Dynamis (run.limit)
_CONSTANT_ZONE["プレイヤースクエア"] = "player_square"  # 303.3: valid while the card is on a player square
# Valid in the hand and another zone: a cost change applies when the card is played from the hand (the other zone
# matters only to an ability that plays it from there).
_CONSTANT_ZONE["デッキと手札"] = "hand+"
_CONSTANT_ZONE["デッキ"] = "deck"  # a gained ignition icon (1011: the top card revealed), a cost (run.seen)
_CONSTANT_ZONE["デッキとトラッシュ"] = "deck+trash"
_CONSTANT_ZONE |= {"フォース": "force", "フォースゾーン": "force"}  # a face-up force card: its host's power (312)
# A zone the card may be played from by its own permission (effects.zone_plays): 「手札とトラッシュ」 is valid in both
# (a cost change applies to a play from either); without a permission there, the hand's only (zone_plays.settle).
_CONSTANT_ZONE |= PLAY_ZONES | {"チャージかトラッシュ": "charge+trash"}
_CONSTANT_ZONE |= {f"手札と{word}": f"hand+{key}" for word, key in PLAY_ZONES.items()}
# only a gained ignition icon is read there (_gains): in the trash and resources a filter sees it (run.seen)
_CONSTANT_ZONE |= {"トラッシュとリソース": "trash+resource", "リソースとトラッシュ": "trash+resource"}
_CONSTANT_ZONE |= {"ライフとリソース": "life+resource", "トラッシュとライフとリソース": "trash+life+resource"}
# 「このカードが(あなたの)チャージ/リソースにある場合、…」 of the older printing: the zone the ability is valid in
_OLDER_ZONE = re.compile(r"^このカードが(?:あなたの)?(チャージ|リソース)にある場合、(.+)$")
# What 「…N枚につき」 counts (run.count): where, and whether this card is left out.
_PER = (
    r"(?P<per>このカードのフォース|あなたのリソースにある(?P<res_state>スリープ|リブート)のカード|スクエアにあるあなたのパワー(?P<sq_power>\d+)以上のゼクス"
    r"|あなたのリソース(?:にある(?:" + FILTER.replace("(?P<", "(?P<p_") + r"))?"
    r"|(?P<sq_others>このカード以外の)?スクエアにある(?P<sq_others2>このカード以外の)?あなたの(?:「(?P<q_exact>[^」]+)」|"
    + FILTER.replace("(?P<", "(?P<q_") + r")|あなたのトラッシュ(?:にある(?:「(?P<t_exact>[^」]+)」|" + FILTER.replace("(?P<", "(?P<t_") + r"))?"
    r"|(?P<hand_others>このカード以外の)?あなたの手札(?:にあるカード)?|あなたのチャージ(?:にある" + FILTER.replace("(?P<", "(?P<c_")
    + r")?|(?:あなたのリムーブ(?:ゾーン)?(?:にある)?|ゲームから除外されているあなたの)(?:" + FILTER.replace("(?P<", "(?P<r_") + r")?"
    r"|あなたのデュナミスにある表向きの(?:「(?P<d_exact>[^」]+)」|" + FILTER.replace("(?P<", "(?P<d_") + r")|相手のリソース(?:にあるカード)?|相手のチャージ(?:にあるカード)?"
    r"|(?:ノーマル)?スクエアにある相手のゼクス)"
    r"(?P<each>\d+)(?:枚|種類)?につき、"
)  # fmt: skip
PER = _PER  # effects.power_per reads the same counts in effect text
_PER_KEY = {"このカードのフォース": "force", "あなたのリソース": "resources", "あなたのトラッシュ": "trash"}
_PER_KEY |= {"あなたの手札": "hand", "あなたのチャージ": "charge", "あなたのリムーブ": "removed"}
_PER_KEY["ゲームから除外されているあなたの"] = "removed"  # the remove zone, in other words


def _per(m: re.Match[str], kind: str, n: int) -> Static:
    """A change for each N cards counted (「…N枚につき」): what is counted, with which filter, this card left out."""
    text = m["per"]
    prefix = next(
        (
            p
            for p in ("p_", "q_", "t_", "c_", "r_", "d_")
            if any(v for k, v in m.groupdict().items() if k.startswith(p) and v)
        ),
        "",
    )
    per = next((v for k, v in _PER_KEY.items() if text.removeprefix("このカード以外の").startswith(k)), "")
    if m["sq_power"]:  # your Z/X on squares of that power now at least (run.statics.count)
        per = f"squares_power>={m['sq_power']}"
    elif text.endswith("相手のゼクス"):  # the opponent's Z/X (on normal squares: not on a player square), run.statics
        per = "opponent_normal" if text.startswith("ノーマル") else "opponent_squares"
    elif "スクエア" in text:
        per = "squares"
    elif text.startswith("あなたのデュナミス"):
        per = "dynamis_face_up"
    elif text.startswith("相手のリソース"):
        per = "their_resources"  # a count the goldfish opponent keeps (goldfish.opposing.opponent_resources)
    elif m["res_state"]:  # 「あなたのリソースにあるスリープ/リブートのカード」 (run.statics._MORE_COUNTS)
        per = "resources_slept" if m["res_state"] == "スリープ" else "resources_rebooted"
    elif text.startswith("相手のチャージ"):
        per = "their_charge"  # counted too (GameAPI.opponent_charge, goldfish.opposing.opponent_card_to)
    flt = ANY_CARD
    if prefix:
        groups = {k[len(prefix) :]: v for k, v in m.groupdict().items() if k.startswith(prefix)}
        flt = filter_of(groups, m.group(0))
    others = bool(m["sq_others"] or m["sq_others2"] or m["hand_others"])
    return Static(kind, n, flt, per=per, each=int(m["each"]), others_only=others)


def _aura_per(m: re.Match[str], n: int) -> Static | None:
    """Your Z/X of a filter raised by n for each N cards counted (`counted` the counted cards' filter, `filter` the
    raised Z/X's); a count that leaves this card out stays unread (one 「このカード以外の」 flag, the raised ones')."""
    counted = _per(m, "aura_per", n)
    if counted.others_only:
        return None
    return replace(
        counted, filter=match_filter(m), counted=counted.filter, others_only=bool(m["a_others"] or m["a_others2"])
    )


_LIMITS = {"手札": "hand_limit", "チャージ": "charge_limit"}
_STATIC_SENTENCES: list[tuple[re.Pattern[str], Callable[[re.Match[str]], Static | None]]] = [
    (sentence_pattern(r"このカードのパワーを\+" + NUM + r"する"), lambda m: Static("self_power", int(m[1]))),
    (
        sentence_pattern(r"スクエアにある(このカード以外の)?すべてのあなたの(?:「(?P<exact>[^」]+)」|" + FILTER + r")のパワーを\+" + NUM + r"する"),
        lambda m: Static("aura", int(m[m.lastindex or 0]), match_filter(m), others_only=bool(m[1])),
    ),
    # 「[A]と[B]」: your Z/X of any of the races (each of them gains)
    (
        sentence_pattern(r"スクエアにある(このカード以外の)?すべてのあなたの(?P<races>\[[^\]]+\](?:と\[[^\]]+\])+)のパワーを\+" + NUM + r"する"),
        lambda m: Static("aura", int(m[m.lastindex or 0]), _races(m["races"]), others_only=bool(m[1])),
    ),
    (sentence_pattern(r"あなたのチャージの上限を\+" + NUM + r"する"), lambda m: Static("charge_limit", int(m[1]))),
    # 907: no damage to you, from the opponent's attacks or any effect, while it is valid (goldfish.damage)
    (sentence_pattern(r"あなたはダメージを受けない"), lambda m: Static("no_damage")),
    (sentence_pattern(r"あなたのチャージの上限は" + NUM + r"枚増える"), lambda m: Static("charge_limit", int(m[1]))),
    (sentence_pattern(r"あなたのチャージの上限はなくなる"), lambda m: Static("charge_limit", 99)),
    (sentence_pattern(r"あなたの手札の上限を\+" + NUM + r"する"), lambda m: Static("hand_limit", int(m[1]))),
    (sentence_pattern(r"あなたの手札の上限は" + NUM + r"枚増える"), lambda m: Static("hand_limit", int(m[1]))),
    # a limit lowered (306.2a, 309.2b: run.limit), or none at all
    (sentence_pattern(r"あなたの(手札|チャージ)の上限を-" + NUM + r"する"), lambda m: Static(_LIMITS[m[1]], -int(m[2]))),
    (sentence_pattern(r"あなたの手札の上限はなくなる"), lambda m: Static("hand_limit", 99)),
    (sentence_pattern(r"このカードのコストを-" + NUM + r"する"), lambda m: Static("cost", -int(m[1]))),
    (sentence_pattern(r"このカードのコストは" + NUM + r"減る"), lambda m: Static("cost", -int(m[1]))),
    # per Z/X of the opponent on squares (none on a goldfish opponent's board; a defending opponent's: run.count)
    (
        sentence_pattern(r"(?:このカードをプレイする際、)?(?P<normal>ノーマル)?スクエアにある相手のゼクス" + NUM + r"枚につき、このカードのコストを-(\d+)する"),
        lambda m: Static("cost_per", -int(m[3]), per="opponent_normal" if m["normal"] else "opponent_squares", each=int(m[2])),
    ),
    (
        sentence_pattern(_PER + r"このカードのパワーを(?P<sgn>[+-])" + NUM + r"する"),
        lambda m: _per(m, "self_power_per", int(m[m.lastindex or 0]) * (-1 if m["sgn"] == "-" else 1)),
    ),
    # an aura for each N cards counted (「…N枚につき、スクエアにある(このカード以外の)すべてのあなたの<filter>のパワーを+N」)
    (
        sentence_pattern(_PER + r"(?:スクエアにある(?P<a_others>このカード以外の)?|(?P<a_others2>このカード以外の)スクエアにある)すべてのあなたの(?:「(?P<exact>[^」]+)」|" + FILTER + r")のパワーを\+" + NUM + r"する"),
        lambda m: _aura_per(m, int(m[m.lastindex or 0])),
    ),
    (
        sentence_pattern(r"(?:このカードをプレイする際、)?" + _PER + r"このカードのコスト(?:を-" + NUM + r"する|は" + NUM + r"減る)"),
        lambda m: _per(m, "cost_per", -int(m[m.lastindex or 0])),
    ),
    # a colour added to this card while the ability is valid (in the resources: a colour its payments can use, 805.3a)
    (
        sentence_pattern(r"このカードに(" + COLOR + r")を追加する"),
        lambda m: Static("add_color", filter=CardFilter(color=COLOR_BY_JAPANESE[m[1]])),
    ),
    # 「このカードはすべての色になる」: the five colours (204.3), each a Static pushed by read_constant
    (sentence_pattern(r"このカードはすべての色になる"), lambda m: Static("add_color", per="all")),
    # two colours: the second in a Static of its own, pushed by read_constant (_SECOND_COLOR)
    (
        sentence_pattern(r"このカードに(" + COLOR + r")と(" + COLOR + r")を追加する"),
        lambda m: Static("add_color", filter=CardFilter(color=COLOR_BY_JAPANESE[m[1]]), per=m[2]),
    ),
    # 「(condition、)あなたはこのカードをコストを支払わずにプレイしてよい」: from the hand for no cost (the goldfish does)
    (
        sentence_pattern(r"(?:あなたは)?(?:あなたの手札にある)?このカードをコストを支払わずにプレイしてよい"),
        lambda m: Static("free_play"),
    ),
    # 「このカードをプレイする際、このカードは無色として扱う」: no colour is asked of its payment (805.3a)
    (sentence_pattern(r"このカードをプレイする際、このカードは無色として扱う"), lambda m: Static("colorless_play")),
    (PLAY_FROM, lambda m: Static("play_from")),  # from the zone the ability is valid in (effects.zone_plays)
    (sentence_pattern(r"このカードのフォースにあるすべてのゼクスのパワーの合計分、このカードのパワーを増やす"), lambda m: Static("force_power")),
    (sentence_pattern(r"カードをカードの能力でこのカードのフォースにすることはできない"), lambda m: Static("no_force")),
    (sentence_pattern(r"このカードはブレイクできない"), lambda m: Static("no_break")),  # never card A of 1019.2
    # in a unit's force (face up, 312): 「このカードをフォースに持つ<filter>のパワーを+Nする」 (run.statics.static_power)
    (
        sentence_pattern(r"このカードをフォースに持つ(?:「(?P<exact>[^」]+)」|" + FILTER + r")のパワーを\+" + NUM + r"する"),
        lambda m: Static("host_power", int(m[m.lastindex or 0]), match_filter(m)),
    ),
    # 「このカードがゼクスのフォースの場合(SELF_FORCE_OF)、そのゼクスのパワーを+Nする」: the host's, valid in the force zone
    (sentence_pattern(r"そのゼクスのパワーを\+" + NUM + r"する"), lambda m: Static("host_power", int(m[1]))),
    # beside another change (alone: effects.constant_grants): out of every choice (run.choices.choosable)
    (sentence_pattern(r"このカードは≪絶界≫を得る"), lambda m: Static("zekkai")),
    # under a condition (alone the reader's cannot_attack): no attack declared while it holds (goldfish.battle, 602.1)
    (sentence_pattern(r"このカードは攻撃できない"), lambda m: Static("no_attack")),
    # 1003.1 kept from: in the reboot phase (502.1) only, or by anything (run.granted.stays_slept)
    (sentence_pattern(r"このカードは(リブートフェイズに)?リブートしない"), lambda m: Static("no_reboot", per="phase" if m[1] else "")),
    # 602.1b widened: the opponent's player square is a target from any square (goldfish.battle.can_attack_player)
    (sentence_pattern(r"このカードは相手のプレイヤースクエアにも攻撃できる"), lambda m: Static("player_attack")),
    # 1027: an alternative to the resource cost when the card is played
    (
        sentence_pattern(r"(?:このカードをプレイする際、)?コストを支払うかわりにあなたの(?P<zone>手札|トラッシュ)(?:にある" + FILTER + r")?を"
                 + NUM + r"枚(?:選び、)?(?:公開し、)?(?:好きな順番で)?デッキの(?:1番)?下に置いてよい"),
        lambda m: Static("alt_cost", int(m[m.lastindex or 0]), match_filter(m), per=ZONE_KEY[m["zone"]]),
    ),
    # the counts above with a cost raised too (「…N枚につき、このカードのコストを+Nする/はN増える」)
    (sentence_pattern(r"(?:このカードをプレイする際、)?" + _PER + CHANGE), lambda m: _per(m, "cost_per", change(m))),
    *COST_SENTENCES,
    *RANGE_SENTENCES,
    *UNIT_COST_SENTENCES,
    (FOR_NOTHING, for_nothing),
    (UP_TO, up_to_payment),
    (PAYMENT, play_payment),  # a payment for a lower cost (effects.play_payments); its change in the sentence after
]  # fmt: skip
# 「あなたのターンの間、」 before a power: powers are compared only in your own battles (the modelled opponent attacks
# only you, 604.3c), so one that holds during your turn holds whenever it is asked for.
_OWN_TURN = "あなたのターンの間、"
_FORCE_IS = re.compile(r"^このカードのフォースが[^、。]+ならば、")  # a second condition after a first
_OWN_TURN_KINDS = frozenset({"self_power", "aura", "self_power_per", "aura_per", "force_power", "adjacent_aura"})


def _races(text: str) -> CardFilter:
    """「[A]と[B]…」 of an aura: Z/X of any of the races."""
    races = tuple(r.strip("[]") for r in text.split("と"))
    return CardFilter(races_any=races, types=frozenset({CardType.ZX, CardType.ZX_EX}))


_FLOOR = sentence_pattern(r"ただし、(?:コストは)?" + NUM + r"(以下|未満)にならない")
_NOT_STACKING = sentence_pattern(r"(?:《同名》|「[^」]+」|《[^》]+》)のこの能力は重複しない")
# Constant sentences that only act on the opponent's Z/X on squares (none on a goldfish opponent's board), or only on
# what the opponent chooses (a goldfish opponent chooses nothing and plays no card).
_STATIC_EMPTY_BOARD = (
    sentence_pattern(r"(?:◎の|ノーマル)?スクエアにある(?:すべての)?相手の[^。]*?ゼクスのパワーを-\d+する"),
    sentence_pattern(r"すべてのあなたの[^。]*?が相手のゼクスに与えるダメージを\+\d+する"),
    sentence_pattern(r"このカードがあるスクエアの隣のスクエアにある相手のゼクスのパワーを-\d+する"),
    # where the opponent's Z/X destroyed in battle goes (a goldfish opponent keeps no charge: nowhere that counts)
    sentence_pattern(
        r"このカードがバトルで相手のゼクスを破壊した際、破壊されたゼクスをチャージに置くかわりにゲームから除外する"
    ),
)
# A restriction on playing the card, read for the whole card by effects.restrictions (CardScript.enters_once_per_turn)
# and honoured by run.play_allowed: the line is read, its change is made there.
_PLAY_RESTRICTIONS = (
    sentence_pattern(r"あなたの《同名》は1ターンに1回しか(?:登場|プレイ)できない"),
    sentence_pattern(r"このカードはあなたのトラッシュにこのカード以外の《同名》がある場合にしか登場できない"),
    sentence_pattern(
        r"このカードは(?:ゼクスのない)?あなたのプレイヤースクエアにしか登場できない"
    ),  # goldfish.square_only
)
# 「このカードは<condition>場合にしか登場できない」 (effects.restrictions reads it: enter_only_if)
_ENTER_ONLY_IF = sentence_pattern(
    r"このカードは(?!あなたのトラッシュにこのカード以外の《同名》)(.+(?:場合|ならば))にしか登場できない"
)
# after a condition (effects.restrictions reads it: play_never_if, enter_never_if)
_NEVER_PLAYED_IF = sentence_pattern(r"このカードは(?:プレイ|登場)できない")
_STATIC_OPPONENT_CHOICE = (
    sentence_pattern(r"このカードは相手のカードの効果を受けない"),
    re.compile(r"^カードの効果でこのカードを選べる場合、相手はこのカードを選ばなければならない。(?:\(.*\))?$"),
)


# 1124 連携「X」: valid in every zone; when this card is played, its cost is -1 for each of your Z/X on squares whose
# name contains X, never 0 or less (1124.2). The reminder, when printed, says the same.
_RENKEI = re.compile(r"^連携「(?P<name>[^」]+)」(?:\(.*\))?。?$")
# A Range or the ignition icon gained while a condition holds (Game.range_of and the damage step ask for them);
# where a gained ignition icon can matter: in life (907.2e), so only an ability valid in life or in every zone.
_GAINS_RANGE = sentence_pattern(r"このカードは≪レンジ(\d+|∞)≫を得る")
_GAINS_IGNITION = sentence_pattern(r"このカードは≪イグニッション≫を得る")
# 「このカードのコストを-Nし、このカードは≪イグニッション≫を得る」 valid everywhere: the cost and the icon, both gated
_COST_AND_IGNITION = sentence_pattern(r"このカードのコストを-(\d+)し、このカードは≪イグニッション≫を得る")
# the zones where a gained icon is asked for: life (907.2e) and the deck (an ignition reveals its top card, 1011)
_IGNITION_IN = {"all": "すべて", "life": "ライフ", "deck": "デッキ"}
_SEEN_ZONES = frozenset({"trash", "charge", "removed", "resource"})  # a filter sees the card's own icon there


def _own_name(static: Static) -> bool:
    """「このカードが「A」の場合、…としても扱う」: the condition is only this card's name (goldfish.all_names, run.seen)."""
    return all(
        c.kind is ConditionKind.SELF_IS and c.filter == CardFilter(names_any=c.filter.names_any)
        for c in static.conditions
    )


def _icon_seen(ability: Ability) -> bool:
    return any(s.kind == "gains_ignition" for s in ability.statics)


def _gains(zone: str, body: str, conditions: list[Condition]) -> Ability | None:
    """「(condition、)このカードは≪レンジN≫/≪イグニッション≫を得る。」 alone: the gained Range on squares, the gained
    ignition icon in life, each applied while its conditions hold; None for any other body."""
    sentences = [s.strip() for s in split_sentences(body) if s.strip()]
    if len(sentences) != 1:
        return None
    found: list[Condition] = list(conditions)
    sentence = take_condition(sentences[0], found)
    seen = [z for z in zone.split("+") if z in _SEEN_ZONES]
    if (
        seen and set(zone.split("+")) <= {*_SEEN_ZONES, "life"} and _GAINS_IGNITION.match(sentence)
    ):  # the trash, charge, remove zone, resources: run.seen; life too
        icon = Static("gains_ignition", conditions=tuple(found))
        life = "ライフ" if "life" in zone.split("+") else ""
        return Ability(
            AbilityKind.CONSTANT, body, zone="+".join(seen), ignition_in=life, conditions=tuple(found), statics=(icon,)
        )
    if not found:
        return None  # without conditions the reader's own rows read them
    rng = _GAINS_RANGE.match(sentence)
    if rng and zone == "square":
        return Ability(AbilityKind.CONSTANT, body, range=99 if rng[1] == "∞" else int(rng[1]), conditions=tuple(found))
    if _GAINS_IGNITION.match(sentence) and zone in _IGNITION_IN:
        return Ability(AbilityKind.CONSTANT, body, ignition_in=_IGNITION_IN[zone], conditions=tuple(found))
    both = _COST_AND_IGNITION.match(sentence)
    if both and zone == "all":  # the cost wherever it is played from, the icon in life and the deck
        cost = Static("cost", -int(both[1]), conditions=tuple(found))
        return Ability(AbilityKind.CONSTANT, body, ignition_in="すべて", conditions=tuple(found), statics=(cost,))
    return None


def read_constant(flat: str, conditions: list[Condition]) -> Ability | None:
    """A constant ability whose every sentence is a change the engine applies while it is valid (811), one that
    only reaches the opponent's empty board, or one about the opponent's choices; None otherwise."""
    renkei = _RENKEI.match(flat)
    if renkei:
        per_unit = Static("cost_per", -1, CardFilter(name_contains=renkei["name"]), per="squares", floor=1)
        return Ability(
            AbilityKind.CONSTANT, flat, zone="all", statics=(replace(per_unit, conditions=tuple(conditions)),)
        )
    head = _CONSTANT_HEAD.match(flat)
    older = _OLDER_ZONE.match(flat) if head is None and "【" not in flat and "(" not in flat else None
    if older is not None:  # the older printing names the zone as a condition (803.1b): valid there
        zone, body = _CONSTANT_ZONE[older[1]], older[2]
    elif head is None and "【" not in flat and "(" not in flat:
        zone, body = "square", flat  # the older printing names no zone: valid on squares (803.1b)
    elif head is None or "相手ターン" in head[1]:
        return None
    else:
        zone, body = _CONSTANT_ZONE.get(head[2]) or seen_combo(head[2]), head[3]
    # ≪自分ターン≫ (803.1f): a gained icon, a power, a zone's cost only in your turn (907.2e: life's icon in either)
    own = [Condition("your_turn")] if head is not None and "自分ターン" in head[1] else []
    gains = _gains(zone, body, conditions + own)
    if gains is not None:
        return replace(gains, text=flat, zone="square" if gains.range else gains.zone if _icon_seen(gains) else "all")
    statics: list[Static] = []
    empty = inert = restrictions = 0
    split = (q for s in split_sentences(body) for p in split_cost_power(s.strip()) for q in split_opponent(p))
    for sentence in split:  # effects.unit_costs, a power and what binds the opponent (constant_grants)
        damage = damage_static(sentence) if zone in DAMAGE_ZONES else None  # after a condition: below
        if damage is None and any(p.match(sentence) for p in _STATIC_EMPTY_BOARD):
            empty += 1
            continue
        if any(p.match(sentence) for p in _PLAY_RESTRICTIONS):
            restrictions += 1
            continue
        only = _ENTER_ONLY_IF.match(sentence)
        if only and not conditions and condition_only(only[1] + "、"):  # not under a player designation
            restrictions += 1
            continue
        if any(p.match(sentence) for p in _STATIC_OPPONENT_CHOICE) or (statics and binds_opponent(sentence)):
            inert += 1  # beside a change of its own (alone: constant_grants reads it)
            continue
        floor = _FLOOR.match(sentence)
        if floor and statics and statics[-1].kind in FLOORED:
            # 「N以下にならない」: never N or less (1124.2 「０以下」: at least 1); 「N未満にならない」: never below N
            statics[-1] = replace(statics[-1], floor=int(floor[1]) + (floor[2] == "以下"))
            continue
        if instead(statics, sentence) or paid(statics, sentence):  # an event's trash replaced; a payment's change
            continue
        if _NOT_STACKING.match(sentence) and statics:
            statics = [replace(s, unique=True) for s in statics]  # copies of the card change it once
            continue
        found: list[Condition] = list(conditions)
        own_turn = sentence.startswith(_OWN_TURN)
        sentence = take_condition(sentence.removeprefix(_OWN_TURN), found)
        if found != conditions and _FORCE_IS.match(sentence):  # 「A場合、このカードのフォースがBならば、」: both
            sentence = take_condition(sentence, found)
        if sentence.startswith(_OWN_TURN):  # 「<condition>、あなたのターンの間、…」: the same after a condition
            own_turn, sentence = True, sentence.removeprefix(_OWN_TURN)
        also = power_and_range(sentence)  # 「…のパワーを+Nし、(このカードは)≪レンジN≫を得る」: both
        sentence = also[0] if also is not None else sentence
        if _NEVER_PLAYED_IF.match(sentence) and found and not conditions and not own_turn:
            restrictions += 1  # 「C場合、このカードはプレイできない」: play_never_if of the whole card (806.1); not
            # under a player designation, which effects.restrictions does not keep
            continue
        damage = damage_static(sentence) if zone in DAMAGE_ZONES else None
        own_words = found != conditions and damage is None and "◎" not in sentence  # after a condition of its own
        if own_words and any(p.match(sentence) for p in _STATIC_EMPTY_BOARD):
            empty += 1
            continue
        if found != conditions and binds_opponent(sentence):  # after a condition of its own, beside another change
            inert += 1
            continue
        for pattern, build in _STATIC_SENTENCES:
            m = pattern.match(sentence) if damage is None else None
            if m:
                built = build(m)  # with a condition of its own words (effects.constant_costs), after those found
                if built is None:
                    return None
                statics.extend(split_self_too(replace(built, conditions=(*found, *built.conditions))))
                if built.kind == "add_color" and built.per:  # 「青と白を追加する」, 「すべての色になる」: each colour
                    added = COLOR_BY_JAPANESE.values() if built.per == "all" else [COLOR_BY_JAPANESE[built.per]]
                    more = [replace(statics[-1], per="", filter=CardFilter(color=c)) for c in added]
                    statics[-1:] = [replace(statics[-1], per=""), *more] if built.per != "all" else more
                break
        else:
            if damage is None:
                return None
            turn = (Condition("your_turn"),) if own_turn or own else ()
            statics.append(replace(damage, conditions=(*turn, *found)))  # a damage can be dealt in either turn
        if (own_turn or own) and (statics[-1].kind == ZONE_COST or (own and statics[-1].kind in _OWN_TURN_KINDS)):
            statics[-1] = replace(statics[-1], conditions=(*statics[-1].conditions, Condition("your_turn")))
        elif own_turn and statics[-1].kind not in _OWN_TURN_KINDS | DAMAGE_STATICS:
            return None
        if also is not None:  # a Range is asked for only in your own battles (as a power)
            statics.append(replace(also[1], conditions=tuple(found)))
    kinds = {s.kind for s in statics}
    if any((s.kind == "play_payment" and not s.n) or (s.kind == "no_attack" and not s.conditions) for s in statics):
        return None  # a payment with no change after it; 「このカードは攻撃できない」 alone (reader: cannot_attack)
    if any(s.kind == "also_named" and s.conditions and (zone == "square" or not _own_name(s)) for s in statics):
        return None  # a name under a condition: CardMoves.enter gives the names for the whole stay on the square
    if not statics:
        kind = AbilityKind.INERT if inert and not empty and not restrictions else AbilityKind.CONSTANT
        where_valid = (
            zone if restrictions and not zone.startswith("hand+") else "square"
        )  # a restriction: valid where it says
        return Ability(kind, flat, effects=(Effect(Kind.NO_TARGET),) if empty else (), zone=where_valid)
    costs = {"cost", "cost_per", "colorless_play", "free_play", "alt_cost", "play_payment"}  # Game.play_from_hand
    if head is None and kinds <= {"free_play", "cost", "cost_per"} and "あなたの手札にあるこのカード" in body:
        zone = "hand"  # the older printing names the zone in the sentence
    where = {
        "square": {"self_power", "aura", "aura_per", "charge_limit", "hand_limit", "self_power_per", "force_power"}
        | {"no_force", "no_damage"}
        | {"no_break", "destroyed_to", "hand_cost", "hand_free", "also_named", "adjacent_aura", "opponent_cost"}
        | {"play_from_aura", "no_attack", "zekkai", "zekkai_aura", "player_attack", "no_reboot", "draw_more"}
        | DAMAGE_STATICS
        | RANGE_STATICS
        | {*UNIT_COST_KINDS, ZONE_COST, "also_keyword"}
    }
    everywhere = costs - {"colorless_play", "play_payment"}  # run.play_colors, run.play_payment: the hand's only
    where |= {"hand": costs, "all": everywhere, "hand+": costs, "charge": {"charge_limit", "hand_limit"}}
    where["resource"] = {"add_color", "hand_cost", "hand_free"} | PLAY_KINDS
    where["charge"] |= PLAY_KINDS | {"hand_cost", "hand_free", "zx_damage_aura", "also_named", "add_color"}  # run.seen
    where["all"] = where["all"] | {"also_named"}  # names in every zone (goldfish.all_names)
    where |= {key: set(PLAY_KINDS) for key in ("trash", "removed", "charge+trash")}
    where["square+charge"] = where["square"] & where["charge"]
    # dynamis.py pays an alternative cost; a cut of the Dynamis cards' costs (effects.zone_costs)
    where["dynamis"] = everywhere | {"alt_cost", "charge_limit", "hand_limit", "draw_more", ZONE_COST}
    where["square+dynamis"] = where["square"] & where["dynamis"]
    where["player_square"] = set()  # only its own power (above)
    where["force"] = {
        "host_power",
        "host_range",
        "host_cost",
    }  # with a granted ability: effects.constant_grants (host_grant)
    if zone == "player_square" and kinds == {"self_power"}:  # this card's power, only on a player square (303.3a)
        return Ability(
            AbilityKind.CONSTANT, flat, statics=tuple(replace(s, kind="self_power_on_player_square") for s in statics)
        )
    if zone == "player_square" and kinds <= where["square"]:  # valid while on your player square (303.3a): a condition
        there = Condition("self_on_player_square")
        held = tuple(replace(s, conditions=(*s.conditions, there)) for s in statics)
        return Ability(AbilityKind.CONSTANT, flat, statics=held)
    where["life"] = set()  # only a gained ignition icon (read above) matters in life
    where["deck"] = where["deck+trash"] = {"cost", "cost_per"}  # a cost a filter of cards there sees (run.seen)
    if zone.startswith("hand+") and zone != "hand+":  # the hand and a zone it may be played from (zone_plays)
        both = where["hand"] & where[zone.split("+")[1]]
        zone, where[zone] = (zone if kinds <= both else "hand+"), both
    if zone == "square":  # this card's cost on squares (effects.unit_costs)
        statics = on_squares(statics, head is not None and "自分ターン" in head[1])
        kinds = {s.kind for s in statics}
    if not kinds <= where.get(zone, {"cost", "cost_per"}):  # a seen_combo: a cost the filters there see
        return None
    return Ability(AbilityKind.CONSTANT, flat, zone="hand" if zone == "hand+" else zone, statics=tuple(statics))


per_static = _per  # effects.power_per
