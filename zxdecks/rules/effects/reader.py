"""Read a card's printed abilities into the effect language: each ability line is mapped whole or reported unread.

The reader knows a fixed set of sentence shapes (draw, charge, resources, search, recovery, power, ...); an ability
is read only when every sentence of it is one of them, so nothing is half-done or guessed (804.3c).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from dataclasses import replace

from zxdecks.rules.cards import COLOR_BY_JAPANESE, CardType, Color
from zxdecks.rules.cardtext import normalize
from zxdecks.rules.effects.language import (
    ABILITIES_OF,
    ANY_CARD,
    Ability,
    AbilityKind,
    CardFilter,
    CardScript,
    Condition,
    Effect,
    Kind,
    Static,
    Trigger,
    Unread,
)

# The ability-kind marks that open an ability (801.2) and the data's other marks that open one; the same split as
# cardtext.ability_bodies, keeping the mark.
# A mark followed by 「能力」 names a kind of ability inside a sentence (「相手は≪起≫能力をプレイできない」): no new line.
_START = re.compile(r"((?:≪(?:自|起|常|S|イベント|STA|○|杖|シンパシー|[^≫]*能力[^≫]*|[^≫]*ボルテージ)≫)+)(?!能力)")
_QUOTED = re.compile(r"“[^”]*”")
_KIND = {"自": AbilityKind.AUTO, "起": AbilityKind.ACTIVATED, "常": AbilityKind.CONSTANT, "S": AbilityKind.SPECIAL}
_KIND["イベント"] = AbilityKind.EVENT

# Keyword abilities the engine carries out itself (setup 402.1c–e, life 1103/1104, Overdrive 1133).
_ENGINE_KEYWORDS: tuple[str, ...] = ("スタートカード", "ゲートカード", "スタートリソース", "ライフリカバリー")
_ENGINE_KEYWORDS += ("ヴォイドブリンガー", "オーバードライブ")
# 1131 Raid and 1115 Den'ei N, activated abilities that put this card from the hand onto a square (their reminder
# text says what 1131.2 and 1115.2 do).
_RAID = re.compile(r"^レイド(?:\((?:[^()]|\([^()]*\))*\))?$")
_DENEI = re.compile(r"^電影(\d+)(?:\((?:[^()]|\([^()]*\))*\))?$")


def _hand_keyword(flat: str) -> Ability | None:
    """1131.2: 「このターンの間にあなたか相手がダメージを受けていた場合、このカードをスリープでゼクスのないノーマル
    スクエアに登場させる」; 1115.2: a rebooted Z/X of yours of cost N or more back to the hand pays for this card
    entering its square rebooted. Each once a turn whichever card has it (1131.3, 1115.3)."""
    raid = _RAID.match(flat)
    if raid:
        enter = Effect(Kind.SELF_TO_SQUARE, rebooted=False)
        condition = Condition("damage_this_turn")
        return Ability(
            AbilityKind.ACTIVATED, flat, None, (enter,), (condition,), zone="hand", once_key=ABILITIES_OF + "レイド"
        )
    denei = _DENEI.match(flat)
    if denei:
        n = int(denei[1])
        condition = Condition("rebooted_zx_cost_at_least", n)
        return Ability(
            AbilityKind.ACTIVATED, flat, None, (Effect(Kind.SWAP_IN, n),), zone="hand", play_conditions=(condition,),
            once_key=ABILITIES_OF + "電影",
        )  # fmt: skip
    return None


# 1108 Alter Force (N), with or without its reminder text.
_ALTER_FORCE = re.compile(r"^アルターフォース(\d*)(?:\((?:[^()]|\([^()]*\))*\))?$")
# Keyword abilities that cannot act in a goldfish game: 絶界 (1107) only stops the opponent's choices.
_INERT_KEYWORDS = ("絶界",)

_N = r"(\d+)"
_ZX_ONLY = CardFilter(types=frozenset({CardType.ZX, CardType.ZX_EX}))
_ZONE_KEY = {"手札": "hand", "トラッシュ": "trash", "チャージ": "charge", "リソース": "resource"}
_COLOR = "|".join(COLOR_BY_JAPANESE)
_FILTER = (
    r"(?:カード名に(?P<names>「[^」]+」(?:か「[^」]+」)*)を含む|\[(?P<race>[^\]]+)\]|(?:元々の)?コスト(?P<max>\d+)以下の、?|コスト(?P<min>\d+)以上の、?"
    r"|(?P<color>"
    + _COLOR
    + r")の、?|(?P<colors>(?:"
    + _COLOR
    + r")(?:か(?:"
    + _COLOR
    + r"))+)の、?|(?P<colorless>無色の)、?"
    r"|≪イグニッション≫を持つ|イグニッションアイコンを持つ)*"
    r"(?P<what>カード|ゼクス|イベント|\[[^\]]+\](?:か\[[^\]]+\])*)?"
)


def _filter(m: re.Match[str]) -> CardFilter:
    return _filter_of(m.groupdict(), m.group(0))


def _filter_of(groups: dict[str, str | None], text: str) -> CardFilter:
    what = groups.get("what") or ""
    either = tuple(r[1:-1] for r in what.split("か")) if what.startswith("[") and "か" in what else ()
    race = groups.get("race") or (what[1:-1] if what.startswith("[") and not either else "")
    types = {"ゼクス": frozenset({CardType.ZX, CardType.ZX_EX}), "イベント": frozenset({CardType.EVENT})}.get(what)
    color = groups.get("color")
    names = re.findall(r"「([^」]+)」", groups.get("names") or "")
    return CardFilter(
        name_contains=names[0] if len(names) == 1 else "",
        names_any=tuple(names) if len(names) > 1 else (),
        name_is=groups.get("exact") or "",
        race=race,
        max_cost=int(high) if (high := groups.get("max")) else None,
        min_cost=int(low) if (low := groups.get("min")) else None,
        color=COLOR_BY_JAPANESE[color] if color else None,
        types=types or frozenset(),
        ignition=True if "イグニッション" in text else None,
        races_any=either,
        colors_any=frozenset(COLOR_BY_JAPANESE[c] for c in (groups.get("colors") or "").split("か") if c),
        colorless=bool(groups.get("colorless")),
    )


def _n(value: str | None) -> int:
    return int(value) if value else 1


Builder = Callable[[re.Match[str]], list[Effect]]
_TOP = r"(?:1番上(?:のカード)?|上から" + _N + r"枚(まで)?|上から" + _N + r"枚のカード)を?"


def _pattern(regex: str) -> re.Pattern[str]:
    return re.compile(regex + r"。?$")


_EFFECTS: list[tuple[re.Pattern[str], Builder]] = [
    (_pattern(r"(?:カードを)?" + _N + r"枚(まで)?引く"), lambda m: [Effect(Kind.DRAW, _n(m[1]), bool(m[2]))]),
    (
        _pattern(
            r"(?:カードを)?" + _N + r"枚(まで)?引き、あなたの手札(?:にあるカード)?を" + _N + r"枚選び、トラッシュに置く"
        ),
        lambda m: [Effect(Kind.DRAW, _n(m[1]), bool(m[2])), Effect(Kind.DISCARD, _n(m[3]))],
    ),
    (
        _pattern(
            r"(?:カードを)?"
            + _N
            + r"枚(まで)?引き、あなたの手札(?:にあるカード)?を"
            + _N
            + r"枚選び、(?:デッキの(?:1番)?下に置く|好きな順番でデッキの下に置く)"
        ),
        lambda m: [Effect(Kind.DRAW, _n(m[1]), bool(m[2])), Effect(Kind.HAND_TO_DECK_BOTTOM, _n(m[3]))],
    ),
    (
        _pattern(r"あなたのデッキの" + _TOP + r"チャージに置(?:く|いてよい)"),
        lambda m: [Effect(Kind.DECK_TO_CHARGE, _n(m[1] or m[3]), bool(m[2]), "よい" in m[0])],
    ),
    (
        _pattern(r"あなたのデッキの" + _TOP + r"トラッシュに置(?:く|いてよい)"),
        lambda m: [Effect(Kind.DECK_TO_TRASH, _n(m[1] or m[3]), bool(m[2]), "よい" in m[0])],
    ),
    (
        _pattern(r"あなたのデッキの" + _TOP + r"リソースに(スリープ|リブート)で置(?:く|いてよい)"),
        lambda m: [
            Effect(Kind.DECK_TO_RESOURCE, _n(m[1] or m[3]), bool(m[2]), "よい" in m[0], rebooted=m[4] == "リブート")
        ],
    ),
    (
        _pattern(r"あなたの手札(?:にあるカード)?を" + _N + r"枚(まで)?選び、トラッシュに置(?:く|いてよい)"),
        lambda m: [Effect(Kind.DISCARD, _n(m[1]), bool(m[2]), "よい" in m[0])],
    ),
    (
        _pattern(r"あなたの手札(?:にあるカード)?を" + _N + r"枚(まで)?選び、チャージに置(?:く|いてよい)"),
        lambda m: [Effect(Kind.HAND_TO_CHARGE, _n(m[1]), bool(m[2]), "よい" in m[0])],
    ),
    (
        _pattern(r"あなたのチャージ(?:にあるカード)?を" + _N + r"枚(まで)?選び、トラッシュに置(?:く|いてよい)"),
        lambda m: [Effect(Kind.CHARGE_TO_TRASH, _n(m[1]), bool(m[2]), "よい" in m[0])],
    ),
    (_pattern(_N + r"点回復する"), lambda m: [Effect(Kind.RECOVER, _n(m[1]))]),
    (
        _pattern(r"(?:相手|相手のプレイヤー)に" + _N + r"ダメージを与える"),
        lambda m: [Effect(Kind.DAMAGE_OPPONENT, _n(m[1]))],
    ),
    (
        _pattern(r"(?:ターン終了時まで、)?このカードのパワーを\+" + _N + r"する"),
        lambda m: [Effect(Kind.POWER, _n(m[1]))],
    ),
    (_pattern(r"このカードをリブートする"), lambda m: [Effect(Kind.REBOOT_SELF)]),
    (_pattern(_N + r"回イグニッションする"), lambda m: [Effect(Kind.IGNITE, _n(m[1]))]),
    (
        _pattern(r"《(" + _COLOR + r"|無)" + _N + r"・[^》]*》を支払ってよい"),
        lambda m: [Effect(Kind.PAY, _n(m[2]), optional=True, filter=CardFilter(color=COLOR_BY_JAPANESE.get(m[1])))],
    ),
    (_pattern(r"このカードをスリープしてよい"), lambda m: [Effect(Kind.SLEEP_SELF, optional=True)]),
    (
        _pattern(r"ターン終了時まで、あなたは《同名》のカードをプレイできない"),
        lambda m: [Effect(Kind.FORBID_SAME_NAME)],
    ),
    (
        _pattern(r"スクエアにある(?:あなたの)?ゼクスを1枚選び、ターン終了時まで、パワーを\+" + _N + r"する"),
        lambda m: [Effect(Kind.POWER_CHOSEN, _n(m[1]))],
    ),
    (
        _pattern(
            r"あなたのデュナミスにある(?:種族に)?\[([^\]]+)\](?:を含むカード)?を"
            + _N
            + r"枚(まで)?選び、表向きに(?:する|してよい)"
        ),
        lambda m: [Effect(Kind.DYNAMIS_FACE_UP, _n(m[2]), bool(m[3]), "よい" in m[0], filter=CardFilter(race=m[1]))],
    ),
    (
        _pattern(r"あなたは≪([^≫]+)≫を" + _N + r"個得る"),
        lambda m: [Effect(Kind.GAIN_COUNTER, _n(m[2]), filter=CardFilter(name_contains=m[1]))],
    ),
]

_EFFECTS += [
    (_pattern(r"(?:カードを)?" + _N + r"枚引いてよい"), lambda m: [Effect(Kind.DRAW, _n(m[1]), optional=True)]),
    (_pattern(r"(?:公開した)?残りのカードを元に戻し、(?:デッキを)?シャッフルする"), lambda m: [Effect(Kind.SHUFFLE_DECK)]),
    (_pattern(r"(?:あなたの)?デッキをシャッフルする"), lambda m: [Effect(Kind.SHUFFLE_DECK)]),
    (
        _pattern(
            r"あなたの手札(?:にあるカード)?を" + _N + r"枚選び、トラッシュに置き、(?:カードを)?" + _N + r"枚(まで)?引く"
        ),
        lambda m: [Effect(Kind.DISCARD, _n(m[1])), Effect(Kind.DRAW, _n(m[2]), bool(m[3]))],
    ),
    (
        _pattern(
            r"(?:カードを)?" + _N + r"枚(まで)?引き、あなたの手札(?:にあるカード)?を" + _N + r"枚選び、?デッキに戻し、シャッフルする"
        ),
        lambda m: [Effect(Kind.DRAW, _n(m[1]), bool(m[2])), Effect(Kind.HAND_TO_DECK_SHUFFLE, _n(m[3]))],
    ),
    (_pattern(r"(?:あなたの)?チャージ(?:にあるカード)?を" + _N + r"枚(まで)?選び、手札に(?:戻す|加える)"), lambda m: [Effect(Kind.CHARGE_TO_HAND, _n(m[1]), bool(m[2]))]),
    (
        _pattern(r"あなたのデッキの上から" + _N + r"枚見て、好きな順番でデッキの上に戻す"),
        lambda m: [Effect(Kind.LOOK_TOP_REORDER, _n(m[1]))],
    ),
    (_pattern(r"このカードを手札に戻(?:す|してよい)"), lambda m: [Effect(Kind.SELF_TO_HAND, optional="よい" in m[0])]),
    (
        _pattern(r"このカードをリソースに(スリープ|リブート)で置(?:く|いてよい)"),
        lambda m: [Effect(Kind.SELF_TO_RESOURCE, optional="よい" in m[0], rebooted=m[1] == "リブート")],
    ),
    (_pattern(r"このカードをトラッシュに置(?:く|いてよい)"), lambda m: [Effect(Kind.SELF_TO_TRASH, optional="よい" in m[0])]),
    (
        _pattern(r"あなたのデッキの" + _TOP + r"リソースに(スリープ|リブート)で置き、あなたのリソースにある(?:カード|ゼクス)を" + _N + r"枚選び、手札に戻す"),
        lambda m: [
            Effect(Kind.DECK_TO_RESOURCE, _n(m[1] or m[3]), bool(m[2]), rebooted=m[4] == "リブート"),
            Effect(Kind.RESOURCE_TO_HAND, _n(m[5]), filter=_ZX_ONLY if "ゼクスを" in m[0] else ANY_CARD),
        ],
    ),
]  # fmt: skip

# A card named exactly 「X」 or one the filter describes.
_NAMED = r"(?:「(?P<exact>[^」]+)」|" + _FILTER + r")"


# What a delayed 「ターン終了時、そのゼクスを…」 does to the Z/X.
_DELAYED_ACTION = {"手札に戻す": "hand", "破壊する": "destroy", "リソースにスリープで置く": "resource"}
_DELAYED_ACTION |= {"トラッシュに置く": "trash", "除外する": "remove", "ゲームから除外する": "remove"}
_DELAYED_ACTION |= {"チャージに置く": "charge", "デッキの下に置く": "bottom", "デッキの1番下に置く": "bottom"}
_DELAYED = "(" + "|".join(_DELAYED_ACTION) + ")"


def _forbid(m: re.Match[str]) -> list[Effect]:
    """「ターン終了時まで、あなたは「X」の≪起≫能力をプレイできない」: X's activated abilities (or all its abilities)
    not again this turn; 《同名》 is the card's own name."""
    return [Effect(Kind.FORBID_ABILITY, filter=CardFilter(name_is=m[1] or ""), rest="activated" if m[2] else "all")]


_EFFECTS += [
    (
        _pattern(r"あなたのトラッシュにあるカードを" + _N + r"枚(まで)?フォースとしてこのカードの下に(?:表向きで)?置(?:く|いてよい)"),
        lambda m: [Effect(Kind.TRASH_TO_FORCE, _n(m[1]), bool(m[2]), "よい" in m[0])],
    ),
    (
        _pattern(r"あなたのデッキの(?:上から" + _N + r"枚|1番上)のカードをフォースとしてこのカードの下に(?:表向きで)?置(?:く|いてよい)"),
        lambda m: [Effect(Kind.DECK_TO_FORCE, _n(m[1]), optional="よい" in m[0])],
    ),
    (
        _pattern(r"このカードのフォースを" + _N + r"枚(まで)?選び、トラッシュに置(?:く|いてよい)"),
        lambda m: [Effect(Kind.FORCE_TO_TRASH, _n(m[1]), bool(m[2]), "よい" in m[0])],
    ),
    (
        _pattern(r"このカードを(リブート|スリープ)でゼクスのない(ノーマルスクエア|あなたのプレイヤースクエア)に登場させ(?:る|てよい)"),
        lambda m: [Effect(Kind.SELF_TO_SQUARE, optional="よい" in m[0], rebooted=m[1] == "リブート", to="player" if "プレイヤー" in m[2] else "")],
    ),
    (_pattern(r"このカードをコストを支払わずにプレイ(?:する|してよい)"), lambda m: [Effect(Kind.PLAY_SELF, optional="よい" in m[0])]),
    (
        _pattern(r"ターン終了時、(そのゼクス|そのカード|スクエアにあるこの能力で登場したゼクス|このカード)を(?:あなたの)?" + _DELAYED),
        lambda m: [Effect(Kind.AT_END_OF_TURN, rest=_DELAYED_ACTION[m[2]], to="self" if m[1] == "このカード" else "")],
    ),
    (
        _pattern(r"相手のデッキの(?:1番上|上から" + _N + r"枚)のカードをリソースにスリープで置(?:く|いてよい)"),
        lambda m: [Effect(Kind.OPPONENT_DECK_TO_RESOURCE, _n(m[1]), optional="よい" in m[0])],
    ),
    (_pattern(r"このカードをチャージに置(?:く|いてよい)"), lambda m: [Effect(Kind.SELF_TO_CHARGE, optional="よい" in m[0])]),
    (_pattern(r"このカードをチャージに置き、(?:カードを)?" + _N + r"枚(まで)?引く"), lambda m: [Effect(Kind.SELF_TO_CHARGE), Effect(Kind.DRAW, _n(m[1]), bool(m[2]), if_did=True)]),
    (_pattern(r"このカードをデッキの(?:1番)?下に置(?:く|いてよい)"), lambda m: [Effect(Kind.SELF_TO_DECK_BOTTOM, optional="よい" in m[0])]),
    (_pattern(r"このカードを(?:ゲームから)?除外(?:する|してよい)"), lambda m: [Effect(Kind.SELF_REMOVE, optional="よい" in m[0])]),
    (_pattern(r"ターン終了時まで、あなたは(?:カード名が)?(?:「([^」]+)」|《同名》)の(≪起≫)?能力をプレイでき(?:ない|なくなる)"), _forbid),
    (
        _pattern(r"あなたの手札(?:にあるカード)?を" + _N + r"枚(まで)?選び、(?:ゲームから)?除外(?:する|してよい)"),
        lambda m: [Effect(Kind.HAND_REMOVE, _n(m[1]), bool(m[2]), "よい" in m[0])],
    ),
    (
        _pattern(r"あなたのトラッシュ(?:にあるカード)?を" + _N + r"枚(まで)?選び、(?:ゲームから)?除外(?:する|してよい)"),
        lambda m: [Effect(Kind.TRASH_REMOVE, _n(m[1]), bool(m[2]), "よい" in m[0])],
    ),
    (
        _pattern(r"あなたのデッキの" + _TOP + r"(?:ゲームから)?除外(?:する|してよい)"),
        lambda m: [Effect(Kind.DECK_TO_REMOVE, _n(m[1] or m[3]), bool(m[2]), "よい" in m[0])],
    ),
]  # fmt: skip

# Sentences with a card filter: zone to hand, deck search.
_FILTERED: list[tuple[re.Pattern[str], Kind]] = [
    (_pattern(r"あなたの手札にある" + _FILTER + r"を" + _N + r"枚(まで)?選び、トラッシュに置(?:く|いてよい)"), Kind.DISCARD),
    (_pattern(r"あなたのトラッシュにある" + _FILTER + r"を" + _N + r"枚(まで)?選び、(?:公開し、)?手札に(?:加え|戻)(?:る|す|てよい|してよい)"), Kind.TRASH_TO_HAND),
    (_pattern(r"あなたのチャージにある" + _FILTER + r"を" + _N + r"枚(まで)?選び、(?:公開し、)?手札に(?:加え|戻)(?:る|す|てよい|してよい)"), Kind.CHARGE_TO_HAND),
    (_pattern(r"あなたのトラッシュにある" + _FILTER + r"を" + _N + r"枚(まで)?選び、リソースに(?:スリープ|リブート)で置(?:く|いてよい)"), Kind.TRASH_TO_RESOURCE),
    (_pattern(r"あなたのリソースにある" + _FILTER + r"を" + _N + r"枚(まで)?選び、手札に(?:加え|戻)(?:る|す|てよい|してよい)"), Kind.RESOURCE_TO_HAND),
    (_pattern(r"あなたのリソースにある" + _FILTER + r"を" + _N + r"枚(まで)?選び、リブートする"), Kind.REBOOT_RESOURCES),
    (_pattern(r"あなたのリソース()を" + _N + r"枚(まで)?選び、リブートする"), Kind.REBOOT_RESOURCES),
    (_pattern(r"あなたの手札にある" + _FILTER + r"を" + _N + r"枚(まで)?選び、リソースにスリープで置(?:く|いてよい)"), Kind.HAND_TO_RESOURCE),
    (
        _pattern(r"あなたのデッキから" + _FILTER + r"を" + _N + r"枚(まで)?選び、(?:公開し、)?手札に加え、(?:デッキを)?シャッフルする"),
        Kind.SEARCH,
    ),
    (_pattern(r"あなたの手札にある" + _NAMED + r"を" + _N + r"枚(まで)?選び、コストを支払わずにプレイ(?:する|してよい)"), Kind.PLAY_FREE),
    (_pattern(r"あなたの手札にある" + _FILTER + r"を" + _N + r"枚(まで)?選び、(?:ゲームから)?除外(?:する|してよい)"), Kind.HAND_REMOVE),
    (_pattern(r"あなたのトラッシュにある" + _FILTER + r"を" + _N + r"枚(まで)?選び、(?:ゲームから)?除外(?:する|してよい)"), Kind.TRASH_REMOVE),
    (_pattern(r"あなたのチャージにある" + _FILTER + r"を" + _N + r"枚(まで)?選び、リソースにスリープで置(?:く|いてよい)"), Kind.CHARGE_TO_RESOURCE),
]  # fmt: skip

# 「デッキの上からN枚公開し、その中にある…をN枚選び、手札に加え、残りを…」: the revealed cards (or the whole deck,
# 「デッキを見て」), some to the hand, onto empty normal squares, to the resources or to the trash, the rest back.
_REVEAL_TAKE = _pattern(
    r"あなたのデッキ(?:の上から(?P<look>\d+)枚(?:公開し|見て)|を見て)、その中(?:にある|から)" + _FILTER
    + r"を?(?:(?P<take>\d+)枚(?P<upto>まで)?|(?P<any>好きな枚数))選び、(?:公開し、)?"
    r"(?:手札に加え(?P<end1>る)?|(?P<state>リブート|スリープ)でゼクスのないノーマルスクエアに登場させ(?P<end2>る)?"
    r"|リソースに(?P<rstate>スリープ|リブート)で置(?P<end3>く|き)|トラッシュに置(?P<end4>く|き)|チャージに置(?P<end5>く|き))"
    r"(?:、?残りを(?P<rest>好きな順番でデッキの下に置く|トラッシュに置く|デッキの下に好きな順番で置く|元に戻し、シャッフルする"
    r"|好きな順番でデッキの上に戻す))?"
)  # fmt: skip


# 「あなたの手札にある…をN枚まで選び、リブートでゼクスのないノーマルスクエアに登場させる」: cards of a zone put onto empty
# normal squares without being played.
_TO_SQUARE = _pattern(
    r"あなたの(?P<zone>手札|リソース|トラッシュ|チャージ)にある(?:「(?P<exact>[^」]+)」|" + _FILTER + r")を(?P<n>\d+)枚"
    r"(?P<upto>まで)?選び、(?P<state>リブート|スリープ)でゼクスのないノーマルスクエアに登場させ(?:る|てよい)"
)
_ZONE_SOURCE = {"手札": "hand", "リソース": "resources", "トラッシュ": "trash", "チャージ": "charge"}

# Sentences that only choose among the opponent's Z/X, Ascensions or resources: on an empty board nothing is chosen.
_OPPONENT_ONLY = re.compile(
    r"^(?:ノーマルスクエアにある|スクエアにある|プレイヤースクエアにある|[^。]*?エリアにある)?(?:すべての)?相手の"
    r"(?:リブートの|スリープの|コスト\d+以下の|パワー\d+以下の)*(?:ゼクス|アセンション|ゼクスかアセンション)"
    r"[^。あ]*(?:破壊する|ダメージを与える|スリープする|トラッシュに置く|手札に戻す|チャージに置く|選ぶ|除外する"
    r"|パワーを-\d+する|リソースにスリープで置く)。?$"
)
# The same more broadly: a sentence whose only objects are Z/X or Ascensions of the opponent on squares, chosen or all
# of them, and that names nothing of yours, none of the opponent's other zones and no player.
_OPPONENT_SQUARES = re.compile(
    r"^(?:ターン終了時まで、)?(?:現在)?(?:ノーマル|プレイヤー|◎の)?スクエアにある[^。]*?相手の[^。]*?(?:ゼクス|アセンション)"
    r"(?:を(?:\d+枚(?:まで)?|好きな枚数)選び、|に|のパワーを|を)[^。]*。?$"
)
_NOT_OPPONENT_SQUARES = re.compile(
    r"あなた|このカード|引|回復|相手は|相手が|相手の(?:手札|リソース|チャージ|デッキ|ライフ|トラッシュ|プレイヤー|ターン)|それ|残り"
)
# The head of a list of 「●」 options: choose N of them (「以下の効果からNつ選び」), all of them (「以下の効果を解決する」,
# in any order: the goldfish keeps the printed one), or all of them N times (「以下の効果をN回解決する」).
_MODAL = re.compile(
    r"((?:置いた|そうした)ならば、)?以下の効果(?:から(?P<choose>\d+)つ選び、(?:好きな順番で)?|を(?:好きな順番で)?|を(?P<times>\d+)回)"
    r"解決(?:する|(?P<may>してよい))。$"
)
# 「●」 opens an option only after a finished sentence; elsewhere it is part of a name or an icon (「ギルド●暁」).
_OPTION = re.compile(r"(?:^|(?<=。))●")
_ATTACKING_YOU = re.compile(r"^あなたを攻撃している(?:コスト\d+以下の)?ゼクスを\d+枚(?:まで)?選び、[^。]+。?$")
_IF_DID = re.compile(
    r"^(?:1枚(?:以上)?)?(置いた|そうした|引いた|加えた|戻した|捨てた|(?:《[^》]*》を)?支払った|スリープした|登場させた|除外した"
    r"|表向きにした|破壊した|プレイした|トラッシュに置いた|リソースに置いた|手札に加えた|チャージに置いた)(?:ならば|場合)、(.+)$"
)
# 「〜したならば」 verbs that name what the effect before must have done (804.3c): the kinds of effect that do it.
_DID_AFTER: dict[str, frozenset[Kind]] = {
    "登場させた": frozenset({Kind.ZONE_TO_SQUARE, Kind.SELF_TO_SQUARE, Kind.PLAY_SELF, Kind.PLAY_FREE, Kind.SWAP_IN}),
    "除外した": frozenset({Kind.HAND_REMOVE, Kind.TRASH_REMOVE, Kind.DECK_TO_REMOVE, Kind.SELF_REMOVE}),
    "表向きにした": frozenset({Kind.DYNAMIS_FACE_UP}),
    "破壊した": frozenset(),  # only a CHOOSE_ZX that destroys
    "プレイした": frozenset({Kind.PLAY_FREE, Kind.PLAY_SELF}),
    "トラッシュに置いた": frozenset(
        {Kind.DISCARD, Kind.DECK_TO_TRASH, Kind.CHARGE_TO_TRASH, Kind.SELF_TO_TRASH, Kind.FORCE_TO_TRASH}
    ),
    "リソースに置いた": frozenset(
        {
            Kind.DECK_TO_RESOURCE,
            Kind.HAND_TO_RESOURCE,
            Kind.TRASH_TO_RESOURCE,
            Kind.CHARGE_TO_RESOURCE,
            Kind.SELF_TO_RESOURCE,
        }
    ),
    "手札に加えた": frozenset({Kind.SEARCH, Kind.TRASH_TO_HAND, Kind.CHARGE_TO_HAND, Kind.RESOURCE_TO_HAND}),
    "チャージに置いた": frozenset({Kind.DECK_TO_CHARGE, Kind.HAND_TO_CHARGE, Kind.SELF_TO_CHARGE}),
}
_REVEAL_TO = {"登場させた": "square", "トラッシュに置いた": "trash", "リソースに置いた": "resource", "手札に加えた": ""}
_REVEAL_TO["チャージに置いた"] = "charge"
_ZX_DOES = {"破壊した": "destroy", "除外した": "remove"}


def _did_after(verb: str, before: Effect) -> bool:
    """Whether 「{verb}ならば」 can follow `before`: an effect of a kind that does it (for a reveal, one that puts the
    cards there; for a choice among Z/X, one that destroys or removes them), or a 「支払ってよい」 for 「支払った」."""
    if verb.endswith("支払った"):
        return before.kind is Kind.PAY
    if before.kind is Kind.REVEAL_TOP_TAKE:
        return _REVEAL_TO.get(verb) == before.to
    if before.kind is Kind.CHOOSE_ZX:
        return _ZX_DOES.get(verb) == before.rest
    return before.kind in _DID_AFTER[verb]


_CONDITIONS: list[tuple[re.Pattern[str], Callable[[re.Match[str]], Condition]]] = [
    (re.compile(r"^あなたのリソース(?:にカード)?が" + _N + r"枚以上ある(?:場合|ならば)、(.+)$"), lambda m: Condition("resources_at_least", int(m[1]))),
    (
        re.compile(r"^あなたのリソースに" + _FILTER + r"が" + _N + r"枚以上ある(?:場合|ならば)、(.+)$"),
        lambda m: Condition("resource_filter_at_least", int(m[m.lastindex - 1] if m.lastindex else 0), _filter(m)),
    ),
    (
        re.compile(r"^あなたのリソースに" + _FILTER + r"がある(?:場合|ならば)、(.+)$"),
        lambda m: Condition("resource_filter_at_least", 1, _filter(m)),
    ),
    (re.compile(r"^あなたのライフが" + _N + r"以下(?:の場合|ならば)、(.+)$"), lambda m: Condition("life_at_most", int(m[1]))),
    (re.compile(r"^あなたのライフが相手(?:のライフ)?より少ない(?:場合|ならば)、(.+)$"), lambda m: Condition("life_below_opponent")),
    (
        re.compile(r"^あなたの(手札|トラッシュ|チャージ)(?:にカード)?が" + _N + r"枚(以上|以下)(?:ある|の)?(?:場合|ならば)、(.+)$"),
        lambda m: Condition(f"{_ZONE_KEY[m[1]]}_{'at_least' if m[3] == '以上' else 'at_most'}", int(m[2])),
    ),
    (
        re.compile(r"^あなたの(トラッシュ|チャージ)に" + _FILTER + r"が" + _N + r"枚以上ある(?:場合|ならば)、(.+)$"),
        lambda m: Condition(f"{_ZONE_KEY[m[1]]}_filter_at_least", int(m[m.lastindex - 1] if m.lastindex else 0), _filter(m)),
    ),
    (
        re.compile(r"^スクエアにあなたの(?:「(?P<exact>[^」]+)」|" + _FILTER + r")が(?:" + _N + r"枚以上)?ある(?:場合|ならば)、(.+)$"),
        lambda m: Condition("square_filter_at_least", int(m[m.lastindex - 1] or 1) if m.lastindex else 1, _filter(m)),
    ),
    (re.compile(r"^あなたが(先攻|後攻)プレイヤーの場合、(.+)$"), lambda m: Condition("is_first" if m[1] == "先攻" else "is_second")),
    (re.compile(r"^あなたのプレイヤーが「([^」]+)」(?:の場合|ならば)、(.+)$"), lambda m: Condition("player_is", name=m[1])),
    (
        re.compile(r"^あなたのリソースに「(?P<exact>[^」]+)」が(?:" + _N + r"枚以上)?ある(?:場合|ならば)、(.+)$"),
        lambda m: Condition("resource_filter_at_least", int(m[2] or 1), _filter(m)),
    ),
    (
        re.compile(r"^あなたのリソースに(" + _COLOR + r")(?:のカード)?がある(?:場合|ならば)、(.+)$"),
        lambda m: Condition("resource_filter_at_least", 1, CardFilter(color=COLOR_BY_JAPANESE[m[1]])),
    ),
    (
        re.compile(r"^スクエアにあなたの(?:「(?P<exact>[^」]+)」|" + _FILTER + r")がない(?:場合|ならば)、(.+)$"),
        lambda m: Condition("square_filter_at_most", 0, _filter(m)),
    ),
    (
        re.compile(r"^あなたの(手札|トラッシュ|チャージ)にカードが" + _N + r"枚以下しかない(?:場合|ならば)、(.+)$"),
        lambda m: Condition(f"{_ZONE_KEY[m[1]]}_at_most", int(m[2])),
    ),
    (
        re.compile(r"^あなたの(トラッシュ|チャージ)に" + _FILTER + r"がある(?:場合|ならば)、(.+)$"),
        lambda m: Condition(f"{_ZONE_KEY[m[1]]}_filter_at_least", 1, _filter(m)),
    ),
    (re.compile(r"^あなたのリムーブが" + _N + r"枚以上ある(?:場合|ならば)、(.+)$"), lambda m: Condition("removed_at_least", int(m[1]))),
    (
        re.compile(r"^(あなたか)?相手のリソース(?:にカード)?が" + _N + r"枚以上ある(?:場合|ならば)、(.+)$"),
        lambda m: Condition("either_resources_at_least" if m[1] else "opponent_resources_at_least", int(m[2])),
    ),
    (
        re.compile(r"^あなたのリソース(?:にあるカード)?の枚数が相手のリソース(?:にあるカード)?の枚数より(?:も)?少ない場合、(.+)$"),
        lambda m: Condition("resources_fewer_than_opponent"),
    ),
    # 「相手のゼクスがN枚以上ある場合」 never holds against the empty board of a goldfish opponent
    (
        re.compile(r"^(?:ノーマル)?スクエアに相手のゼクスが" + _N + r"枚以上ある(?:場合|ならば)、(.+)$"),
        lambda m: Condition("opponent_zx_at_least", int(m[1])),
    ),
    (
        re.compile(r"^あなたのデュナミスに表向きの「([^」]+)」が(?:" + _N + r"枚以上)?ある(?:場合|ならば)、(.+)$"),
        lambda m: Condition("dynamis_face_up", int(m[2] or 1), CardFilter(name_is=m[1])),
    ),
]  # fmt: skip
_RESTRICTIONS = (
    re.compile(r"^ターン終了時まで、あなたは《同名》のこの能力をプレイできない。?$"),
    re.compile(r"^この能力は(?:あなたのターンにしかプレイできず、)?\d+ターンに1回しかプレイできない。?$"),
    re.compile(r"^この能力はあなたのターンにしかプレイできない。?$"),
)
_ONCE = re.compile(r"(?:≪(?:自分)?ターン1≫|1ターンに1回|《同名》のこの能力をプレイできない)")
_PLAYER = re.compile(r"【P】《プレイヤー指定:≪([^≫]+)≫》(?:「[^」]*」)?")  # and the player's name repeated after it
_TURN_MARK = r"(?:≪(?:自分ターン\d*|ターン\d)≫)?"
_AUTO_HEAD = re.compile(
    r"^【有効】"
    + _TURN_MARK
    + r"(?:ノーマル)?(スクエア|デュナミス|リソース|トラッシュ)【誘発】([^。]+)。\s*【効果】(.+)$",
    re.S,
)
_OLD_AUTO = re.compile(r"^(このカードが[^、。]+時|あなたのターンのターン終了時)、(.+)$", re.S)
# 1106: 「エヴォルシード」 with its effect after the keyword (and its reminder or trigger in brackets).
_EVOLSEED = re.compile(r"^エヴォルシード(?:\((?:[^()]|\([^()]*\))*\))?\s*(?:【効果】)?(.+)$", re.S)
_ACTIVATED = re.compile(r"^【有効】" + _TURN_MARK + r"(?:ノーマル)?スクエア【コスト】(.+?)【効果】(.+)$", re.S)
_EVENT = re.compile(r"^(?:【効果】)?(.+)$", re.S)
# An activated ability valid in a zone other than the squares (803.1d), played from there on your turn.
_ZONE_ACTIVATED = re.compile(
    r"^【有効】(?:≪(?:自分ターン\d*|ターン\d)≫)?(手札|リソース|チャージ|トラッシュ)【コスト】(.+?)【効果】(.+)$", re.S
)
# 「この能力は…場合にしかプレイできない」: a condition on playing the ability (807.1b)
_PLAY_CONDITION = re.compile(
    r"^この能力は(?:あなたのターンにしかプレイできず、)?(.+(?:場合|ならば))にしかプレイできない。?$"
)
_PAYMENTS: list[tuple[re.Pattern[str], Kind]] = [
    (re.compile(r"^(?:あなたの)?手札(?:にあるカード)?を" + _N + r"枚トラッシュに置く。?"), Kind.DISCARD),
    (re.compile(r"^(?:あなたの)?チャージ(?:にあるカード)?を" + _N + r"枚トラッシュに置く。?"), Kind.CHARGE_TO_TRASH),
    (re.compile(r"^このカードをトラッシュに置く。?"), Kind.SELF_TO_TRASH),
    (re.compile(r"^あなたの手札(?:にあるカード)?を" + _N + r"枚チャージに置く。?"), Kind.HAND_TO_CHARGE),
    (re.compile(r"^あなたの手札にある" + _FILTER + r"を" + _N + r"枚トラッシュに置く。?"), Kind.DISCARD),
    (re.compile(r"^あなたのチャージにある" + _FILTER + r"を" + _N + r"枚トラッシュに置く。?"), Kind.CHARGE_TO_TRASH),
    (re.compile(r"^このカードを(?:デッキの(?:1番)?下|デッキの下)に置く。?"), Kind.SELF_TO_DECK_BOTTOM),
    (re.compile(r"^このカードを(?:ゲームから)?除外する。?"), Kind.SELF_REMOVE),
    (re.compile(r"^このカードをチャージに置く。?"), Kind.SELF_TO_CHARGE),
    (re.compile(r"^≪([^≫]+)≫を" + _N + r"個消費する。?"), Kind.PAY_COUNTER),
    (re.compile(r"^(?:あなたの)?手札(?:にあるカード)?を" + _N + r"枚(?:ゲームから)?除外する。?"), Kind.HAND_REMOVE),
    (re.compile(r"^あなたの手札にある" + _FILTER + r"を" + _N + r"枚(?:ゲームから)?除外する。?"), Kind.HAND_REMOVE),
    (re.compile(r"^(?:あなたの)?トラッシュ(?:にあるカード)?を" + _N + r"枚(?:ゲームから)?除外する。?"), Kind.TRASH_REMOVE),
    (re.compile(r"^あなたのトラッシュにある" + _FILTER + r"を" + _N + r"枚(?:ゲームから)?除外する。?"), Kind.TRASH_REMOVE),
    (re.compile(r"^あなたのチャージにある" + _FILTER + r"を" + _N + r"枚デッキの(?:1番)?下に置く。?"), Kind.CHARGE_TO_DECK_BOTTOM),
    (re.compile(r"^このカード以外のあなたの手札(?:にあるカード)?を" + _N + r"枚トラッシュに置く。?"), Kind.DISCARD),
    (re.compile(r"^このカードのフォースを" + _N + r"枚トラッシュに置く。?"), Kind.FORCE_TO_TRASH),
]  # fmt: skip


def _read_payment(payment: str) -> list[Effect] | str:
    """The payments of an activated ability other than resources and ≪スリープ≫, or the part that is unread."""
    paid: list[Effect] = []
    while payment:
        for paying, paid_kind in _PAYMENTS:
            p = paying.match(payment)
            if p:
                numbers = [g for g in p.groups() if g and g.isdigit()]
                flt = _filter(p) if "what" in p.groupdict() else ANY_CARD
                if paid_kind is Kind.PAY_COUNTER:
                    flt = CardFilter(name_contains=p[1])
                paid.append(Effect(paid_kind, int(numbers[-1]) if numbers else 1, filter=flt))
                payment = payment[p.end() :].strip()
                break
        else:
            return payment
    return paid


_COST_RESOURCE = re.compile(r"^《(" + _COLOR + r"|無)(\d+)・[^》]*》")
_TRIGGERS = {
    "このカードが登場する": Trigger.ENTER,
    "このカードが登場した時": Trigger.ENTER,
    "このカードがプレイされて登場する": Trigger.PLAYED_ENTER,
    "このカードが手札から登場する": Trigger.HAND_ENTER,
    "このカードが手札から登場した時": Trigger.HAND_ENTER,
    "このカードが攻撃する": Trigger.ATTACK,
    "このカードが攻撃した時": Trigger.ATTACK,
    "あなたのゼクスが攻撃する": Trigger.ANY_ATTACK,
    "ターン終了時": Trigger.END_OF_TURN,
    "あなたのターンのターン終了時": Trigger.END_OF_TURN,
    "このカードがデュナミスから登場する": Trigger.DYNAMIS_ENTER,
    "このカードがカードの能力で登場する": Trigger.ABILITY_ENTER,
    "このカードが破壊される": Trigger.DESTROYED,
    "このカードが攻撃によって相手のゼクスを破壊する": Trigger.DESTROYS_BY_ATTACK,
    "このカードがバトルで相手のゼクスを破壊した時": Trigger.DESTROYS_BY_ATTACK,
    "このカードが破壊された時": Trigger.DESTROYED,
    "このカードがイグニッションフェイズに登場した時": Trigger.IGNITION_ENTER,
    "このカードがイグニッションフェイズに登場する": Trigger.IGNITION_ENTER,
    "このカードがリソースに置かれた時": Trigger.RESOURCE_PLACED,
    "このカードがリソースに置かれる": Trigger.RESOURCE_PLACED,
    "このカードがデッキからトラッシュに置かれる": Trigger.EVOLSEED,
}
_ZONE_OF = {"スクエア": "square", "デュナミス": "dynamis", "リソース": "resource", "トラッシュ": "trash"}
# The triggers an ability valid outside the squares may have (803.1d).
_ZONE_TRIGGERS = {
    "dynamis": {Trigger.END_OF_TURN},
    "resource": {Trigger.RESOURCE_PLACED},
    "trash": {Trigger.EVOLSEED, Trigger.TRASHED_BY_EVENT},
}
# 「このカードがカード名に「X」を含むイベントの能力でトラッシュに置かれる」
_TRASHED_BY_EVENT = re.compile(r"^このカードがカード名に「([^」]+)」を含むイベントの能力でトラッシュに置かれる$")
_RANGE = re.compile(r"^レンジ(\d+|∞)(?:\(.*\))?$", re.S)
_POWER = re.compile(r"^【有効】(?:≪自分ターン≫)?スクエア【効果】このカードのパワーを\+(\d+)する。?$")
_CANNOT_ATTACK = re.compile(r"^【有効】スクエア【効果】このカードは攻撃できない。?$")
_GAINS_IGNITION = re.compile(r"^【有効】(ライフ|すべて)【効果】このカードは≪イグニッション≫を得る。?$")
# A cost change valid only on the opponent's turn: the goldfish player plays nothing then.
_OPPONENT_TURN_COST = re.compile(r"^【有効】≪相手ターン≫[^【]+【効果】このカードのコストを[+-]\d+する。?$")
# A play restriction: the engine does not play such a card (read_card marks it not playable for its cost).
_RESTRICTION_ONLY = re.compile(r"^【有効】[^【]+【効果】このカードは[^。]*場合にしかプレイできない。?$")
_LEVEL_RACE = re.compile(r"表向きの(?:種族に)?\[([^\]]+)\]")
_LEVEL = re.compile(r"^\[?([^\s(\]]+?)\]?Lv(\d+)")


def _sentences(body: str) -> list[str]:
    text = body.replace("\n", "")
    return [s + "。" for s in text.split("。") if s.strip()]


_REMINDER = re.compile(r"\((?:[^()]|\([^()]*\))*\)")


def read_effects(body: str) -> tuple[list[Effect], list[Condition], bool] | str:
    """The effects of an effect text in order, its conditions and whether it is once a turn; or why it is unread.
    A 「…場合」 sentence's condition gates that sentence alone (804.3b); when it gates every effect (the others only
    follow it with 「…したならば」) it is returned as the ability's."""
    read = _read_body(body)
    if isinstance(read, str):
        return read
    effects, once = read
    first = effects[0].conditions
    if first and all(e.conditions == first or (e.if_did and not e.conditions) for e in effects[1:]):
        return [replace(e, conditions=()) for e in effects], list(first), once
    return effects, [], once


def _read_body(body: str) -> tuple[list[Effect], bool] | str:
    """The effects of an effect text, each with the conditions of its own sentence, and whether it is once a turn."""
    effects: list[Effect] = []
    once = False
    body = _REMINDER.sub("", body.replace("\n", ""))  # reminder text explains a rule and adds no effect
    head, *choices = _OPTION.split(body)
    if choices:
        m = _MODAL.search(head)
        if not m:
            return "options without 以下の効果から"
        head = head[: m.start()]
        options = []
        for choice in choices:
            read = read_effects(choice)
            if isinstance(read, tuple) and not read[1]:
                options.append(tuple(read[0]))
            elif not m["choose"]:
                return read if isinstance(read, str) else "an option with a condition of its own"
        choose = int(m["choose"] or 0)  # 0: every option
        if not options or len(options) < choose:
            return "no option of 以下の効果から is read"
        # the words between the last sentence of the head and 「以下の効果」 are the options' condition, if any
        cut = head.rfind("。") + 1
        gate = _condition_only(head[cut:])
        if gate is None:
            return f"unread condition of the options: {head[cut:]}"
        modal = Effect(
            Kind.MODAL, choose, optional=bool(m["may"]), if_did=bool(m[1]), options=tuple(options),
            take=int(m["times"] or 1), conditions=gate,
        )  # fmt: skip
        if not head[:cut].strip():
            return [modal], once
        before = _read_body(head[:cut])
        if isinstance(before, str):
            return before
        return [*before[0], modal], before[1]
    for sentence in _sentences(body):
        rest = _REST.match(sentence.strip())
        if rest and effects and effects[-1].kind is Kind.REVEAL_TOP_TAKE and effects[-1].rest == "top":
            where = "trash" if "トラッシュ" in rest[1] else "shuffle" if "シャッフル" in rest[1] else "bottom"
            effects[-1] = replace(effects[-1], rest="top" if "上に戻す" in rest[1] else where)
            continue
        did = _IF_DID.match(sentence.strip())
        verb = did[1] if did else ""
        if (verb in _DID_AFTER or verb.endswith("》を支払った")) and not (effects and _did_after(verb, effects[-1])):
            return f"「{verb}ならば」 after an effect that does not do it"
        local: list[Condition] = []
        found = _read_sentence(sentence.strip(), local)
        if isinstance(found, str):
            if any(r.match(sentence) for r in _RESTRICTIONS):
                once = once or "1回" in sentence or "《同名》" in sentence
                continue
            return found
        effects.extend(replace(e, conditions=(*e.conditions, *local)) if local else e for e in found)
    if not effects:
        return "no effect"
    for earlier, effect in zip([None, *effects], effects, strict=False):
        if effect.kind is Kind.AT_END_OF_TURN and effect.to != "self" and not _puts_on_squares(earlier):
            return "a delayed effect on a card not put onto a square"
    return effects, once


def _condition_only(words: str) -> tuple[Condition, ...] | None:
    """「…場合、」 alone (the condition of what follows it), as conditions; () for no words, None when unread."""
    if not words.strip():
        return ()
    for condition, build in _CONDITIONS:
        cm = condition.match(words.strip() + "_")
        if cm and cm[cm.lastindex or 0] == "_":
            return (build(cm),)
    return None


def _puts_on_squares(effect: Effect | None) -> bool:
    """Whether an effect puts cards onto squares (so that 「そのゼクス」 after it names them)."""
    if effect is None:
        return False
    kinds = (Kind.ZONE_TO_SQUARE, Kind.PLAY_FREE, Kind.PLAY_SELF, Kind.SELF_TO_SQUARE, Kind.SWAP_IN)
    return effect.kind in kinds or (effect.kind is Kind.REVEAL_TOP_TAKE and effect.to == "square")


def _take_condition(sentence: str, conditions: list[Condition]) -> str:
    """The sentence after its leading 「…場合、」-style condition, which is appended to `conditions` (if it has one)."""
    for condition, build_condition in _CONDITIONS:
        cm = condition.match(sentence)
        if cm:
            conditions.append(build_condition(cm))
            return cm[cm.lastindex or 0]
    return sentence


def _read_sentence(sentence: str, conditions: list[Condition]) -> list[Effect] | str:
    sentence = _take_condition(sentence, conditions)
    if sentence.startswith("その後、"):
        sentence = sentence[4:]  # 「その後、」: done after the sentence before it, as any next sentence is
    did = _IF_DID.match(sentence)
    if did:
        rest = _read_sentence(did[2], conditions)
        if isinstance(rest, str):
            return rest
        return [replace(e, if_did=True) for e in rest]
    for pattern, build in _EFFECTS:
        m = pattern.match(sentence)
        if m:
            return build(m)
    for pattern, kind in _FILTERED:
        m = pattern.match(sentence)
        if m:
            groups = [g for g in m.groups() if g is not None]
            numbers = [g for g in m.groups()[-2:-1] if g]
            n = int(numbers[0]) if numbers else 1
            del groups
            return [Effect(kind, n, bool(m.groups()[-1]), "よい" in sentence, filter=_filter(m))]
    m = _TO_SQUARE.match(sentence)
    if m:
        effect = Effect(Kind.ZONE_TO_SQUARE, int(m["n"]), bool(m["upto"]), "よい" in sentence, filter=_filter(m))
        return [replace(effect, rebooted=m["state"] == "リブート", rest=_ZONE_SOURCE[m["zone"]])]
    m = _REVEAL_TAKE.match(sentence)
    if m and _reveal_ends(m):
        return [_reveal_take(m)]
    if _OPPONENT_ONLY.match(sentence) and "あなた" not in sentence:
        return [Effect(Kind.NO_TARGET)]
    if _OPPONENT_SQUARES.match(sentence) and not _NOT_OPPONENT_SQUARES.search(sentence):
        return [Effect(Kind.NO_TARGET)]
    m = _ANY_ZX.match(sentence)
    if m:
        return [_any_zx(m)]
    if _ATTACKING_YOU.match(sentence):
        return [Effect(Kind.NO_TARGET)]  # a goldfish opponent never attacks
    return f"unread sentence: {sentence}"


# 「ノーマルスクエアにあるゼクスを1枚選び、2000ダメージを与える」: any Z/X, yours too; against an empty board only yours.
_ANY_ZX = _pattern(
    r"(?P<normal>ノーマル)?スクエアにある(?P<flt>(?:コスト\d+以下の、?|リブートの|スリープの)*)ゼクスを(?P<n>\d+)枚(?P<upto>まで)?選び、"
    r"(?:(?P<dmg>\d+)ダメージを与え(?:る|てよい)|(?P<destroy>破壊)(?:する|してよい)|(?P<hand>手札に戻)(?:す|してよい)"
    r"|ターン終了時まで、パワーを(?P<power>[+-]\d+)(?:する|してよい)|(?P<resource>リソースにスリープで置)(?:く|いてよい)"
    r"|(?P<bottom>デッキの(?:1番)?下に置)(?:く|いてよい)|(?P<remove>(?:ゲームから)?除外)(?:する|してよい))"
)  # fmt: skip


def _any_zx(m: re.Match[str]) -> Effect:
    action = (
        next(k for k in ("destroy", "hand", "resource", "bottom", "remove") if m[k])
        if not (m["dmg"] or m["power"])
        else ""
    )
    action = "damage" if m["dmg"] else "power" if m["power"] else action
    scope = " ".join(
        word
        for word, there in (
            ("normal", m["normal"]),
            ("rebooted", "リブートの" in m["flt"]),
            ("slept", "スリープの" in m["flt"]),
        )
        if there
    )
    cost = re.search(r"コスト(\d+)以下", m["flt"])
    return Effect(
        Kind.CHOOSE_ZX, int(m["n"]), bool(m["upto"]), m[0].rstrip("。").endswith("よい"),
        filter=CardFilter(max_cost=int(cost[1]) if cost else None), rest=action, take=int(m["dmg"] or m["power"] or 0),
        to=scope,
    )  # fmt: skip


# 「残りのカードを好きな順番でデッキの下に置く」 after a sentence that took some of the revealed cards.
_REST = _pattern(
    r"(?:公開した|見た)?残りのカードを(好きな順番でデッキの下に置く|デッキの下に好きな順番で置く|トラッシュに置く|元に戻し、シャッフルする"
    r"|好きな順番でデッキの上に戻す)"
)


def _reveal_ends(m: re.Match[str]) -> bool:
    """Whether a 「その中にある…」 sentence ends where its verb does: 「…加える。」 or 「…加え、残りを…。」."""
    ended = m["end1"] or m["end2"] or "く" in (m["end3"], m["end4"], m["end5"])
    return bool(ended) != bool(m["rest"])


def _reveal_take(m: re.Match[str]) -> Effect:
    rest = m["rest"] or ""
    where = "top" if not rest else "trash" if "トラッシュ" in rest else "shuffle" if "シャッフル" in rest else "bottom"
    where = "top" if "デッキの上に戻す" in rest else where
    if m["look"] is None:
        where = "shuffle"  # the whole deck was looked at (804.3e)
    to = (
        "square"
        if m["state"]
        else "resource"
        if m["rstate"]
        else "trash"
        if m["end4"]
        else "charge"
        if m["end5"]
        else ""
    )
    return Effect(
        Kind.REVEAL_TOP_TAKE, int(m["look"] or 0), bool(m["upto"] or m["any"]), filter=_filter(m),
        take=int(m["take"] or 99), rest=where, to=to, rebooted=(m["state"] or m["rstate"]) == "リブート",
    )  # fmt: skip


_ANY_HEAD = re.compile(r"^【有効】[^【]*(?:【誘発】[^【]*|【コスト】.*?)【効果】(.+)$", re.S)
_OLD_ACTIVATED = re.compile(r"^〈(.*?)〉(.+)$", re.S)
_OLD_ZONE = re.compile(
    r"^この能力は(?:あなたのターンにしかプレイできず、)?このカードが(チャージ|手札|リソース)にある場合にしか(?:プレイ|使用)できない。?$"
)


def _empty_board_only(kind: AbilityKind, text: str, body: str, conditions: list[Condition]) -> Ability | None:
    """An auto or activated ability whose every effect only chooses among the opponent's Z/X on squares: whatever
    sets it off or pays for it, it does nothing against an empty board (the goldfish never plays it)."""
    read = read_effects(body)
    if isinstance(read, str) or any(e.kind is not Kind.NO_TARGET for e in read[0]):
        return None
    return Ability(kind, text, None, tuple(read[0]), tuple(conditions + read[1]), zone="elsewhere")


def read_ability(mark: str, body: str) -> Ability | Unread:
    """One ability line (its ability-kind mark and its body) as an Ability, or Unread with the reason."""
    text = body.strip()
    kind = next((_KIND[k] for k in re.findall(r"≪([^≫]+)≫", mark) if k in _KIND), None)
    first = text.split("\n", 1)[0]
    for word in _ENGINE_KEYWORDS:
        if first.startswith(word):
            return Ability(AbilityKind.KEYWORD, text)
    keyword = _hand_keyword(text.replace("\n", ""))
    if keyword is not None:
        return keyword
    alter = _ALTER_FORCE.match(text.replace("\n", ""))
    if alter:  # 1108: when this card enters, up to N trash cards face up as its force
        return Ability(AbilityKind.AUTO, text, Trigger.ENTER, (Effect(Kind.TRASH_TO_FORCE, _n(alter[1]), True),))
    for word in _INERT_KEYWORDS:
        if first.startswith(word) and len(text.split("\n")) == 1:
            return Ability(AbilityKind.INERT, text)
    if _CONSTRUCTION.match(text.replace("\n", "")):
        return Ability(AbilityKind.CONSTRUCTION, text)
    conditions: list[Condition] = []
    player = _PLAYER.search(text)
    if player:
        conditions.append(Condition("player_is", name=player[1]))
        text = _PLAYER.sub("", text)
    if kind is AbilityKind.CONSTANT:
        m = _RANGE.match(text)
        if m:
            return Ability(AbilityKind.CONSTANT, text, range=99 if m[1] == "∞" else int(m[1]))
        m = _POWER.match(text)
        if m and not conditions:
            return Ability(AbilityKind.CONSTANT, text, power=int(m[1]), conditions=tuple(conditions))
        flat = text.replace("\n", "")
        m = _POWER.match(flat)
        if m and conditions:  # a power under a condition is applied while it holds (811), not once on entering
            static = Static("self_power", int(m[1]), conditions=tuple(conditions))
            return Ability(AbilityKind.CONSTANT, text, conditions=tuple(conditions), statics=(static,))
        constant = _read_constant(flat, conditions)
        if constant is not None:
            return constant
        if _CANNOT_ATTACK.match(flat):
            return Ability(AbilityKind.CONSTANT, text, cannot_attack=True)
        ignition = _GAINS_IGNITION.match(flat)
        if ignition and not conditions:
            return Ability(AbilityKind.CONSTANT, text, ignition_in=ignition[1])
        if _OPPONENT_TURN_COST.match(flat) or (_RESTRICTION_ONLY.match(flat) and not conditions):
            return Ability(AbilityKind.INERT, text)
        return Unread(text, "constant ability")
    if kind is AbilityKind.AUTO:
        evolseed = _EVOLSEED.match(text)
        head = _AUTO_HEAD.match(evolseed[1].strip() if evolseed and evolseed[1].startswith("【有効】") else text)
        zone, event, body = (_ZONE_OF[head[1]], head[2], head[3]) if head else ("square", "", "")
        old = _OLD_AUTO.match(text) if not head and not evolseed else None
        if old:
            event, body = old[1], old[2]
        if evolseed and not head:
            zone, event, body = "trash", "このカードがデッキからトラッシュに置かれる", evolseed[1]
        if not event:
            anyhead = _ANY_HEAD.match(text)
            empty = _empty_board_only(AbilityKind.AUTO, text, anyhead[1], conditions) if anyhead else None
            return empty or Unread(text, "auto ability outside a square or of an unknown form")
        trigger = _TRIGGERS.get(event.strip())
        by = _TRASHED_BY_EVENT.match(event.strip())
        trigger_filter = CardFilter(name_contains=by[1], types=frozenset({CardType.EVENT})) if by else ANY_CARD
        trigger = Trigger.TRASHED_BY_EVENT if by else trigger
        if trigger is Trigger.RESOURCE_PLACED or trigger is Trigger.EVOLSEED:
            zone = "resource" if trigger is Trigger.RESOURCE_PLACED else "trash"
        if trigger is None or (zone != "square" and trigger not in _ZONE_TRIGGERS[zone]):
            empty = _empty_board_only(AbilityKind.AUTO, text, body, conditions)
            return empty or Unread(text, f"trigger: {event.strip()}")
        read = read_effects(body)
        if isinstance(read, str):
            return Unread(text, read)
        effects, more, once = read
        return Ability(
            AbilityKind.AUTO, text, trigger, tuple(effects), tuple(conditions + more),
            once_per_turn=once or bool(_ONCE.search(text)), zone=zone, trigger_filter=trigger_filter,
        )  # fmt: skip
    if kind is AbilityKind.ACTIVATED:
        m = _ACTIVATED.match(text)
        old_form = _OLD_ACTIVATED.match(text) if not m else None
        if old_form:
            return _read_old_activated(text, old_form[1], old_form[2], conditions)
        zoned = _ZONE_ACTIVATED.match(text) if not m else None
        if zoned:
            return _read_activated(text, zoned[2], zoned[3], conditions, _ZONE_KEY[zoned[1]])
        if not m:
            anyhead = _ANY_HEAD.match(text)
            empty = _empty_board_only(AbilityKind.ACTIVATED, text, anyhead[1], conditions) if anyhead else None
            return empty or Unread(text, "activated ability outside a square or of an unknown form")
        payment = m[1].replace("\n", "").replace("このカードをスリープする。", "≪スリープ≫")
        return _read_activated(text, payment, m[2], conditions)
    if kind is AbilityKind.EVENT:
        m = _EVENT.match(text)
        body = m[1] if m else text
        read = read_effects(body)
        if isinstance(read, str):
            return Unread(text, read)
        effects, more, once = read
        return Ability(AbilityKind.EVENT, text, None, tuple(effects), tuple(conditions + more))
    return Unread(text, f"ability kind {mark}")


_CONSTANT_HEAD = re.compile(
    r"^【有効】((?:≪[^≫]*≫)*)(スクエア|ノーマルスクエア|手札|すべて|チャージ|デュナミス"
    r"|手札と(?:トラッシュ|チャージ|リソース|リムーブ)|デッキと手札)【効果】(.+)$"
)
_CONSTANT_ZONE = {"スクエア": "square", "ノーマルスクエア": "square", "手札": "hand", "すべて": "all"}
_CONSTANT_ZONE |= {"チャージ": "charge", "デュナミス": "dynamis"}
# Valid in the hand and another zone: a cost change applies when the card is played from the hand (the other zone
# matters only to an ability that plays it from there).
_CONSTANT_ZONE |= dict.fromkeys(
    ("手札とトラッシュ", "手札とチャージ", "手札とリソース", "手札とリムーブ", "デッキと手札"), "hand+"
)
# What 「…N枚につき」 counts (run.count): where, and whether this card is left out.
_PER = (
    r"(?P<per>このカードのフォース|あなたのリソース(?:にある(?:" + _FILTER.replace("(?P<", "(?P<p_") + r"))?"
    r"|(?P<sq_others>このカード以外の)?スクエアにある(?P<sq_others2>このカード以外の)?あなたの(?:「(?P<q_exact>[^」]+)」|"
    + _FILTER.replace("(?P<", "(?P<q_") + r")|あなたのトラッシュ(?:にある" + _FILTER.replace("(?P<", "(?P<t_") + r")?"
    r"|(?P<hand_others>このカード以外の)?あなたの手札(?:にあるカード)?|あなたのチャージ(?:にある" + _FILTER.replace("(?P<", "(?P<c_")
    + r")?|あなたのリムーブ(?:にある" + _FILTER.replace("(?P<", "(?P<r_") + r")?"
    r"|あなたのデュナミスにある表向きの" + _FILTER.replace("(?P<", "(?P<d_") + r")(?P<each>\d+)(?:枚|種類)?につき、"
)  # fmt: skip
_PER_KEY = {"このカードのフォース": "force", "あなたのリソース": "resources", "あなたのトラッシュ": "trash"}
_PER_KEY |= {"あなたの手札": "hand", "あなたのチャージ": "charge", "あなたのリムーブ": "removed"}


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
    if "スクエア" in text:
        per = "squares"
    elif text.startswith("あなたのデュナミス"):
        per = "dynamis_face_up"
    flt = ANY_CARD
    if prefix:
        groups = {k[len(prefix) :]: v for k, v in m.groupdict().items() if k.startswith(prefix)}
        flt = _filter_of(groups, m.group(0))
    others = bool(m["sq_others"] or m["sq_others2"] or m["hand_others"])
    return Static(kind, n, flt, per=per, each=int(m["each"]), others_only=others)


_STATIC_SENTENCES: list[tuple[re.Pattern[str], Callable[[re.Match[str]], Static]]] = [
    (_pattern(r"このカードのパワーを\+" + _N + r"する"), lambda m: Static("self_power", int(m[1]))),
    (
        _pattern(r"スクエアにある(このカード以外の)?すべてのあなたの(?:「(?P<exact>[^」]+)」|" + _FILTER + r")のパワーを\+" + _N + r"する"),
        lambda m: Static("aura", int(m[m.lastindex or 0]), _filter(m), others_only=bool(m[1])),
    ),
    (_pattern(r"あなたのチャージの上限を\+" + _N + r"する"), lambda m: Static("charge_limit", int(m[1]))),
    (_pattern(r"あなたのチャージの上限は" + _N + r"枚増える"), lambda m: Static("charge_limit", int(m[1]))),
    (_pattern(r"あなたのチャージの上限はなくなる"), lambda m: Static("charge_limit", 99)),
    (_pattern(r"あなたの手札の上限を\+" + _N + r"する"), lambda m: Static("hand_limit", int(m[1]))),
    (_pattern(r"あなたの手札の上限は" + _N + r"枚増える"), lambda m: Static("hand_limit", int(m[1]))),
    (_pattern(r"このカードのコストを-" + _N + r"する"), lambda m: Static("cost", -int(m[1]))),
    (_pattern(r"このカードのコストは" + _N + r"減る"), lambda m: Static("cost", -int(m[1]))),
    # per Z/X of the opponent on squares: none on a goldfish opponent's board, so no change
    (
        _pattern(r"(?:このカードをプレイする際、)?(?:ノーマル)?スクエアにある相手のゼクス" + _N + r"枚につき、このカードのコストを-\d+する"),
        lambda m: Static("cost", 0),
    ),
    (_pattern(_PER + r"このカードのパワーを\+" + _N + r"する"), lambda m: _per(m, "self_power_per", int(m[m.lastindex or 0]))),
    (
        _pattern(r"(?:このカードをプレイする際、)?" + _PER + r"このカードのコスト(?:を-" + _N + r"する|は" + _N + r"減る)"),
        lambda m: _per(m, "cost_per", -int(m[m.lastindex or 0])),
    ),
    (_pattern(r"このカードのフォースにあるすべてのゼクスのパワーの合計分、このカードのパワーを増やす"), lambda m: Static("force_power")),
    (_pattern(r"カードをカードの能力でこのカードのフォースにすることはできない"), lambda m: Static("no_force")),
    # 1027: an alternative to the resource cost when the card is played
    (
        _pattern(r"(?:このカードをプレイする際、)?コストを支払うかわりにあなたの(?P<zone>手札|トラッシュ)(?:にある" + _FILTER + r")?を"
                 + _N + r"枚(?:選び、)?(?:公開し、)?(?:好きな順番で)?デッキの(?:1番)?下に置いてよい"),
        lambda m: Static("alt_cost", int(m[m.lastindex or 0]), _filter(m), per=_ZONE_KEY[m["zone"]]),
    ),
]  # fmt: skip
_FLOOR = _pattern(r"ただし、(?:コストは)?" + _N + r"(以下|未満)にならない")
_NOT_STACKING = _pattern(r"(?:《同名》|「[^」]+」|《[^》]+》)のこの能力は重複しない")
# Constant sentences that only act on the opponent's Z/X on squares (none on a goldfish opponent's board), or only on
# what the opponent chooses (a goldfish opponent chooses nothing and plays no card).
_STATIC_EMPTY_BOARD = (
    _pattern(r"(?:◎の|ノーマル)?スクエアにある(?:すべての)?相手の[^。]*?ゼクスのパワーを-\d+する"),
    _pattern(r"すべてのあなたの[^。]*?が相手のゼクスに与えるダメージを\+\d+する"),
)
_STATIC_OPPONENT_CHOICE = (
    _pattern(r"このカードは相手のカードの効果を受けない"),
    re.compile(r"^カードの効果でこのカードを選べる場合、相手はこのカードを選ばなければならない。(?:\(.*\))?$"),
)


def _read_constant(flat: str, conditions: list[Condition]) -> Ability | None:
    """A constant ability whose every sentence is a change the engine applies while it is valid (811), one that
    only reaches the opponent's empty board, or one about the opponent's choices; None otherwise."""
    head = _CONSTANT_HEAD.match(flat)
    if head is None and "【" not in flat and "(" not in flat:
        zone, body = "square", flat  # the older printing names no zone: valid on squares (803.1b)
    elif head is None or "相手ターン" in head[1]:
        return None
    else:
        zone, body = _CONSTANT_ZONE[head[2]], head[3]
    statics: list[Static] = []
    empty = inert = 0
    for sentence in _sentences(body):
        sentence = sentence.strip()
        if any(p.match(sentence) for p in _STATIC_EMPTY_BOARD):
            empty += 1
            continue
        if any(p.match(sentence) for p in _STATIC_OPPONENT_CHOICE):
            inert += 1
            continue
        floor = _FLOOR.match(sentence)
        if floor and statics and statics[-1].kind in ("cost", "cost_per"):
            # 「N以下にならない」: never N or less (1124.2 「０以下」: at least 1); 「N未満にならない」: never below N
            statics[-1] = replace(statics[-1], floor=int(floor[1]) + (floor[2] == "以下"))
            continue
        if _NOT_STACKING.match(sentence) and statics:
            continue  # the goldfish rarely has two such cards out; the first one counts
        found: list[Condition] = list(conditions)
        sentence = _take_condition(sentence, found)
        for pattern, build in _STATIC_SENTENCES:
            m = pattern.match(sentence)
            if m:
                statics.append(replace(build(m), conditions=tuple(found)))
                break
        else:
            return None
    kinds = {s.kind for s in statics}
    if not statics:
        kind = AbilityKind.INERT if inert and not empty else AbilityKind.CONSTANT
        return Ability(kind, flat, effects=(Effect(Kind.NO_TARGET),) if empty else ())
    costs = {"cost", "cost_per"}
    where = {
        "square": {"self_power", "aura", "charge_limit", "hand_limit", "self_power_per", "force_power", "no_force"}
    }
    where |= {"hand": costs, "all": costs, "hand+": costs, "charge": {"charge_limit", "hand_limit"}}
    where["dynamis"] = costs | {"alt_cost"}  # dynamis.py pays an alternative cost; a hand play does not (yet)
    if not kinds <= where[zone]:
        return None
    return Ability(AbilityKind.CONSTANT, flat, zone="hand" if zone == "hand+" else zone, statics=tuple(statics))


def _read_old_activated(text: str, payment: str, body: str, conditions: list[Condition]) -> Ability | Unread:
    """The older printing of an activated ability, 「〈payment〉effect」, valid on squares unless its text names the
    charge, the hand or the resources (then only an ability that does nothing on an empty board is read)."""
    payment = payment.replace("\n", "").strip()
    lines = [line for line in body.replace("\n", "。").split("。") if line.strip()]
    zones = [z for line in lines if (z := _OLD_ZONE.match(line.strip() + "。"))]
    body = "。".join(line for line in lines if not _OLD_ZONE.match(line.strip() + "。")) + "。"
    if zones or "チャージにあるこのカード" in payment:
        return _empty_board_only(AbilityKind.ACTIVATED, text, body, conditions) or Unread(
            text, "activated ability outside a square or of an unknown form"
        )
    return _read_activated(text, payment, body, conditions)


def _read_activated(
    text: str, payment: str, body: str, conditions: list[Condition], zone: str = "square"
) -> Ability | Unread:
    """An activated ability from its payment (a resource cost 805, ≪スリープ≫ 807.1a, other payments) and its effect
    text, valid in `zone`; one whose payment is unread is kept only when it does nothing on an empty board."""
    payment = payment.replace("\n", "").strip()
    body, play_conditions = _play_conditions(body)
    if play_conditions is None:
        return Unread(text, "unread condition on playing the ability")
    sleep = "≪スリープ≫" in payment
    payment = payment.replace("≪スリープ≫", "").strip()
    cost, colors = 0, frozenset[Color]()
    c = _COST_RESOURCE.match(payment)
    if c:
        cost = int(c[2])
        colors = frozenset({COLOR_BY_JAPANESE[c[1]]}) if c[1] in COLOR_BY_JAPANESE else frozenset()
        payment = payment[c.end() :].strip()
    paid = _read_payment(payment)
    if isinstance(paid, str):
        return _empty_board_only(AbilityKind.ACTIVATED, text, body, conditions) or Unread(text, f"payment: {paid}")
    read = read_effects(body)
    if isinstance(read, str):
        return Unread(text, read)
    effects, more, once = read
    return Ability(
        AbilityKind.ACTIVATED, text, None, tuple(effects), tuple(conditions + more), cost, colors, sleep,
        tuple(paid), once_per_turn=once or bool(_ONCE.search(text)), zone=zone, play_conditions=play_conditions,
    )  # fmt: skip


def _play_conditions(body: str) -> tuple[str, tuple[Condition, ...] | None]:
    """An activated ability's effect text without its 「この能力は…場合にしかプレイできない」 sentences, and the
    conditions they set (None when one is not read)."""
    kept: list[str] = []
    found: list[Condition] = []
    for sentence in _sentences(_REMINDER.sub("", body)):
        m = _PLAY_CONDITION.match(sentence.strip())
        if not m:
            kept.append(sentence)
            continue
        gate = _condition_only(m[1] + "、")
        if not gate:
            return body, None
        found.extend(gate)
    return "".join(kept), tuple(found)


def split_abilities(text: str) -> list[tuple[str, str]]:
    """A card text's own abilities as (mark, body), leaving out quoted abilities it grants to others."""
    parts = _START.split(_QUOTED.sub("", normalize(text)))
    return [(parts[i], parts[i + 1]) for i in range(1, len(parts) - 1, 2) if parts[i + 1].strip()]


# Construction rules (401, 803.1a) the validator reads (cardtext.construction_rules); nothing to do in a game.
_CONSTRUCTION = re.compile(r"^(?:【有効】すべて【効果】)?(?:(?:デッキ|デュナミス)を構築する際、[^。]+。)+$")
_PLAY_CONDITIONS = ("降臨条件", "覚醒条件", "憑依条件", "夢装条件", "剣臨条件", "剣臨器")
_PLAY_RESTRICTION = re.compile(r"このカードは[^。]*プレイでき")


_ZERO_OPTIMA = re.compile(r"^≪ゼロオプティマ≫ゼロオプティマ(\d+)")
_VOLTAGE = re.compile(r"^\[([^\]]+)\]ボルテージ(\d+)")


def _gate_line(mark: str, body: str) -> tuple[str, Condition] | None:
    """A line that makes the ability after it valid only under a condition, with that condition: a level (1111:
    N face-up cards of the race in the Dynamis), Zero Optima (N cards with the ignition icon in your resources) or
    a voltage (N different names of the race in your resources)."""
    if "レベル" in mark:
        level = _LEVEL.match(body)
        if level:
            # without its reminder text the race is the word before 「Lv」, as the reminders of the same lines say
            race = _LEVEL_RACE.search(body)
            return body, Condition("dynamis_face_up", int(level[2]), CardFilter(race=race[1] if race else level[1]))
    m = _ZERO_OPTIMA.match(body)
    if m:
        return body, Condition("resource_filter_at_least", int(m[1]), CardFilter(ignition=True))
    m = _VOLTAGE.match(body)
    if m and "ボルテージ" in mark:
        return body, Condition("resource_names_at_least", int(m[2]), CardFilter(race=m[1]))
    return None


def _gated(ability: Ability, gate: Condition) -> Ability | None:
    """The ability valid only while `gate` holds; None for a constant the engine applies without conditions
    (range, 「攻撃できない」, the ignition icon)."""
    if ability.kind is AbilityKind.CONSTANT:
        if ability.range or ability.cannot_attack or ability.ignition_in:
            return None
        if ability.power:
            static = Static("self_power", ability.power, conditions=(*ability.conditions, gate))
            return replace(ability, power=0, statics=(static,), conditions=(*ability.conditions, gate))
        statics = tuple(replace(st, conditions=(*st.conditions, gate)) for st in ability.statics)
        return replace(ability, statics=statics, conditions=(*ability.conditions, gate))
    return replace(ability, conditions=(*ability.conditions, gate))


def read_card(number: str, text: str, subtext: str | None = None) -> CardScript:
    """Every ability line of a card text, read or reported. A gate line (a level, 1111; Zero Optima; a voltage)
    reads as the condition of the ability after it and counts as read with it. A card with no play condition in its subtext (1020–1025) and
    no restriction on playing it in its text is playable for its cost (806.1f); without the subtext that is not
    known, and the card is not played from the Dynamis."""
    abilities: list[Ability] = []
    unread: list[Unread] = []
    pending: tuple[str, Condition] | None = None  # a gate line and the condition it puts on the next ability
    for mark, body in split_abilities(text):
        gate = _gate_line(mark, body.strip())
        if gate is not None:
            if pending is not None:
                unread.append(Unread(pending[0], "gate line with no ability after it"))
            pending = gate
            continue
        read = read_ability(mark, body)
        if pending is not None:
            gated = _gated(read, pending[1]) if isinstance(read, Ability) else None
            if gated is not None:
                read = gated
                abilities.append(Ability(AbilityKind.INERT, pending[0]))  # read as the condition of `read`
            else:
                reason = "level condition of an unread ability" if "Lv" in pending[0] else "gate of an unread ability"
                unread.append(Unread(pending[0], reason))
                if isinstance(read, Ability):  # its gate cannot be kept: it would apply always
                    read = Unread(read.text, "gated constant the engine applies without conditions")
            pending = None
        if isinstance(read, Ability):
            abilities.append(read)
        else:
            unread.append(read)
    if pending is not None:
        unread.append(Unread(pending[0], "gate line with no ability after it"))
    plain = (
        subtext is not None
        and not any(word in subtext + text for word in _PLAY_CONDITIONS)
        and not _PLAY_RESTRICTION.search(normalize(text))
    )
    return CardScript(number, tuple(abilities), tuple(unread), plain)


def read_pool(cards: Iterable[tuple[str, str] | tuple[str, str, str]]) -> dict[str, CardScript]:
    """Scripts by collector number for (collector number, text[, subtext]) items; a card with nothing read and no
    plain cost is left out."""
    scripts = {}
    for number, text, *subtext in cards:
        script = read_card(number, text, subtext[0] if subtext else None)
        if script.abilities or script.playable_for_cost:
            scripts[number] = script
    return scripts


__all__ = ["ANY_CARD", "read_ability", "read_card", "read_pool", "split_abilities"]
