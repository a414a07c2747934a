"""The effect sentences the reader knows, one table row a shape: a sentence of card text to its effects."""

from __future__ import annotations

import re
from collections.abc import Callable

from zxdecks.rules.cards import COLOR_BY_JAPANESE
from zxdecks.rules.effects.breaks import BREAK_SENTENCES
from zxdecks.rules.effects.language import (
    ANY_CARD,
    Action,
    CardFilter,
    Effect,
    Kind,
    move,
)
from zxdecks.rules.effects.player_stack import PLAYER_STACK
from zxdecks.rules.effects.words import (
    COLOR,
    FILTER,
    NAMED,
    NUM,
    TOP,
    ZX_ONLY,
    match_filter,
    number_or_one,
    sentence_pattern,
)

Builder = Callable[[re.Match[str]], list[Effect]]

# Resource cost icons paid by an effect (805.2b, 805.3a): one icon with the colours named before it, or several icons
# of one colour each, none named twice (as payment_text.resource_cost reads an activated ability's)
_ICON = r"((?:\[(?:" + COLOR + r")\])*)《(" + COLOR + r"|無)(\d+)・[^》]*》"
_ICONS = (
    r"(?:\[(?:" + COLOR + r")\])+《(?:" + COLOR + r"|無)\d+・[^》]*》"
    r"|《(?P<first>" + COLOR + r")\d+・[^》]*》《(?!(?P=first))(?:" + COLOR + r")\d+・[^》]*》"
)


def _icons_paid(icons: str) -> Effect:
    found = re.findall(_ICON, icons)
    names = [c for brackets, main, _ in found for c in (*re.findall(r"\[(.)\]", brackets), main) if c != "無"]
    paid = sum(int(n) for _, _, n in found)
    return Effect(
        Kind.PAY, paid, optional=True, filter=CardFilter(colors_any=frozenset(COLOR_BY_JAPANESE[c] for c in names))
    )


EFFECTS: list[tuple[re.Pattern[str], Builder]] = [
    (
        sentence_pattern(r"(?:カードを)?" + NUM + r"枚(まで)?引く"),
        lambda m: [Effect(Kind.DRAW, number_or_one(m[1]), bool(m[2]))],
    ),
    (
        sentence_pattern(
            r"(?:カードを)?"
            + NUM
            + r"枚(まで)?引き、あなたの手札(?:にあるカード)?を"
            + NUM
            + r"枚選び、トラッシュに置く"
        ),
        lambda m: [Effect(Kind.DRAW, number_or_one(m[1]), bool(m[2])), move("hand", "trash", number_or_one(m[3]))],
    ),
    (
        sentence_pattern(
            r"(?:カードを)?"
            + NUM
            + r"枚(まで)?引き、あなたの手札(?:にあるカード)?を"
            + NUM
            + r"枚選び、(?:デッキの(?:1番)?下に置く|好きな順番でデッキの下に置く)"
        ),
        lambda m: [
            Effect(Kind.DRAW, number_or_one(m[1]), bool(m[2])),
            move("hand", "deck_bottom", number_or_one(m[3])),
        ],
    ),
    (
        sentence_pattern(r"あなたのデッキの" + TOP + r"チャージに置(?:く|いてよい)"),
        lambda m: [move("deck_top", "charge", number_or_one(m[1] or m[3]), bool(m[2]), "よい" in m[0])],
    ),
    (
        sentence_pattern(r"あなたのデッキの" + TOP + r"トラッシュに置(?:く|いてよい)"),
        lambda m: [move("deck_top", "trash", number_or_one(m[1] or m[3]), bool(m[2]), "よい" in m[0])],
    ),
    (
        sentence_pattern(r"あなたのデッキの" + TOP + r"リソースに(スリープ|リブート)で置(?:く|いてよい)"),
        lambda m: [
            move(
                "deck_top",
                "resources",
                number_or_one(m[1] or m[3]),
                bool(m[2]),
                "よい" in m[0],
                rebooted=m[4] == "リブート",
            )
        ],
    ),
    (
        sentence_pattern(r"あなたの手札(?:にあるカード)?を" + NUM + r"枚(まで)?選び、トラッシュに置(?:く|いてよい)"),
        lambda m: [move("hand", "trash", number_or_one(m[1]), bool(m[2]), "よい" in m[0])],
    ),
    (
        sentence_pattern(r"あなたの手札(?:にあるカード)?を" + NUM + r"枚(まで)?選び、チャージに置(?:く|いてよい)"),
        lambda m: [move("hand", "charge", number_or_one(m[1]), bool(m[2]), "よい" in m[0])],
    ),
    (
        sentence_pattern(
            r"あなたのチャージ(?:にあるカード)?を" + NUM + r"枚(まで)?選び、トラッシュに置(?:く|いてよい)"
        ),
        lambda m: [move("charge", "trash", number_or_one(m[1]), bool(m[2]), "よい" in m[0])],
    ),
    (sentence_pattern(NUM + r"点回復する"), lambda m: [Effect(Kind.RECOVER, number_or_one(m[1]))]),
    (
        sentence_pattern(r"(?:相手|相手のプレイヤー)に" + NUM + r"ダメージを与える"),
        lambda m: [Effect(Kind.DAMAGE_OPPONENT, number_or_one(m[1]))],
    ),
    (
        sentence_pattern(r"(?:ターン終了時まで、)?このカードのパワーを\+" + NUM + r"する"),
        lambda m: [Effect(Kind.POWER, number_or_one(m[1]))],
    ),
    (sentence_pattern(r"このカードをリブートする"), lambda m: [Effect(Kind.REBOOT_SELF)]),
    (sentence_pattern(NUM + r"回イグニッションする"), lambda m: [Effect(Kind.IGNITE, number_or_one(m[1]))]),
    (
        sentence_pattern(r"《(" + COLOR + r"|無)" + NUM + r"・[^》]*》を支払ってよい"),
        lambda m: [
            Effect(Kind.PAY, number_or_one(m[2]), optional=True, filter=CardFilter(color=COLOR_BY_JAPANESE.get(m[1])))
        ],
    ),
    (  # 805.2b 「[緑]《赤1・赤1》」 (a card of either colour), 805.3a 「《赤1・赤1》《青1・青1》」 (a card of each): `colors_any`
        sentence_pattern(r"(" + _ICONS + r")を支払ってよい"),
        lambda m: [_icons_paid(m[1])],
    ),
    (  # the opponent's choice (Policy.opponent_pays): a 「《無N・無N》を支払わなかったならば」 follows (effects.unless_did)
        sentence_pattern(r"相手は《無" + NUM + r"・[^》]*》を支払ってよい"),
        lambda m: [Effect(Kind.OPPONENT_PAY, number_or_one(m[1]))],  # its choice, not yours
    ),
    (sentence_pattern(r"このカードをスリープしてよい"), lambda m: [Effect(Kind.SLEEP_SELF, optional=True)]),
    (
        sentence_pattern(r"ターン終了時まで、あなたは《同名》のカードをプレイできない"),
        lambda m: [Effect(Kind.FORBID_SAME_NAME)],
    ),
    (
        sentence_pattern(r"スクエアにある(?:あなたの)?ゼクスを1枚選び、ターン終了時まで、パワーを\+" + NUM + r"する"),
        lambda m: [Effect(Kind.POWER_CHOSEN, number_or_one(m[1]))],
    ),
    (
        sentence_pattern(
            r"あなたのデュナミスにある(?:種族に)?\[([^\]]+)\](?:を含むカード)?を"
            + NUM
            + r"枚(まで)?選び、表向きに(?:する|してよい)"
        ),
        lambda m: [
            Effect(Kind.DYNAMIS_FACE_UP, number_or_one(m[2]), bool(m[3]), "よい" in m[0], filter=CardFilter(race=m[1]))
        ],
    ),
    (
        sentence_pattern(r"あなたは≪([^≫]+)≫を" + NUM + r"個得る"),
        lambda m: [Effect(Kind.GAIN_COUNTER, number_or_one(m[2]), filter=CardFilter(name_contains=m[1]))],
    ),
]

EFFECTS += [
    (sentence_pattern(r"(?:カードを)?" + NUM + r"枚引いてよい"), lambda m: [Effect(Kind.DRAW, number_or_one(m[1]), optional=True)]),
    (sentence_pattern(r"(?:公開した)?残りのカードを元に戻し、(?:デッキを)?シャッフルする"), lambda m: [Effect(Kind.SHUFFLE_DECK)]),
    (sentence_pattern(r"(?:あなたの)?デッキをシャッフルする"), lambda m: [Effect(Kind.SHUFFLE_DECK)]),
    (
        sentence_pattern(
            r"あなたの手札(?:にあるカード)?を" + NUM + r"枚選び、トラッシュに置き、(?:カードを)?" + NUM + r"枚(まで)?引く"
        ),
        lambda m: [move("hand", "trash", number_or_one(m[1])), Effect(Kind.DRAW, number_or_one(m[2]), bool(m[3]))],
    ),
    (
        sentence_pattern(
            r"(?:カードを)?" + NUM + r"枚(まで)?引き、あなたの手札(?:にあるカード)?を" + NUM + r"枚選び、?デッキに戻し、シャッフルする"
        ),
        lambda m: [Effect(Kind.DRAW, number_or_one(m[1]), bool(m[2])), move("hand", "deck", number_or_one(m[3]))],
    ),
    (sentence_pattern(r"(?:あなたの)?チャージ(?:にあるカード)?を" + NUM + r"枚(まで)?選び、手札に(?:戻す|加える)"), lambda m: [move("charge", "hand", number_or_one(m[1]), bool(m[2]))]),
    (
        sentence_pattern(r"あなたのデッキの上から" + NUM + r"枚見て、好きな順番でデッキの上に戻す"),
        lambda m: [Effect(Kind.LOOK_TOP_REORDER, number_or_one(m[1]))],
    ),
    (sentence_pattern(r"このカードを手札に戻(?:す|してよい)"), lambda m: [move("self", "hand", optional="よい" in m[0])]),
    (
        sentence_pattern(r"このカードをリソースに(スリープ|リブート)で置(?:く|いてよい)"),
        lambda m: [move("self", "resources", optional="よい" in m[0], rebooted=m[1] == "リブート")],
    ),
    (sentence_pattern(r"このカードをトラッシュに置(?:く|いてよい)"), lambda m: [move("self", "trash", optional="よい" in m[0])]),
    (
        sentence_pattern(r"あなたのデッキの" + TOP + r"リソースに(スリープ|リブート)で置き、あなたのリソースにある(?:カード|ゼクス)を" + NUM + r"枚選び、手札に戻す"),
        lambda m: [
            move("deck_top", "resources", number_or_one(m[1] or m[3]), bool(m[2]), rebooted=m[4] == "リブート"),
            move("resources", "hand", number_or_one(m[5]), filter=ZX_ONLY if "ゼクスを" in m[0] else ANY_CARD),
        ],
    ),
]  # fmt: skip


# What a delayed 「ターン終了時、そのゼクスを…」 does to the Z/X.
_DELAYED_ACTION = {"手札に戻す": "hand", "破壊する": "destroy", "リソースにスリープで置く": "resource"}
_DELAYED_ACTION |= {"トラッシュに置く": "trash", "除外する": "remove", "ゲームから除外する": "remove"}
_DELAYED_ACTION |= {"チャージに置く": "charge", "デッキの下に置く": "bottom", "デッキの1番下に置く": "bottom"}
_DELAYED = "(" + "|".join(_DELAYED_ACTION) + ")"


def _forbid(m: re.Match[str]) -> list[Effect]:
    """「ターン終了時まで、あなたは「X」の≪起≫能力をプレイできない」: X's activated abilities (or all its abilities)
    not again this turn; 《同名》 is the card's own name."""
    return [Effect(Kind.FORBID_ABILITY, filter=CardFilter(name_is=m[1] or ""), rest="activated" if m[2] else "all")]


EFFECTS += [
    (
        sentence_pattern(r"あなたのトラッシュにあるカードを" + NUM + r"枚(まで)?フォースとしてこのカードの下に(?:表向きで)?置(?:く|いてよい)"),
        lambda m: [move("trash", "force", number_or_one(m[1]), bool(m[2]), "よい" in m[0])],
    ),
    (
        sentence_pattern(r"あなたのデッキの(?:上から" + NUM + r"枚|1番上)のカードをフォースとしてこのカードの下に(?:表向きで)?置(?:く|いてよい)"),
        lambda m: [move("deck_top", "force", number_or_one(m[1]), optional="よい" in m[0])],
    ),
    (
        sentence_pattern(r"このカードのフォースを" + NUM + r"枚(まで)?選び、トラッシュに置(?:く|いてよい)"),
        lambda m: [move("force", "trash", number_or_one(m[1]), bool(m[2]), "よい" in m[0])],
    ),
    (
        sentence_pattern(r"このカードを(リブート|スリープ)でゼクスのない(ノーマルスクエア|あなたのプレイヤースクエア)に登場させ(?:る|てよい)"),
        lambda m: [Effect(Kind.SELF_TO_SQUARE, optional="よい" in m[0], rebooted=m[1] == "リブート", to="player" if "プレイヤー" in m[2] else "")],
    ),
    (sentence_pattern(r"このカードをコストを支払わずにプレイ(?:する|してよい)"), lambda m: [Effect(Kind.PLAY_SELF, optional="よい" in m[0])]),
    (
        sentence_pattern(r"ターン終了時、(そのゼクス|そのカード|スクエアにあるこの能力で登場したゼクス|このカード)を(?:あなたの)?" + _DELAYED),
        lambda m: [Effect(Kind.AT_END_OF_TURN, rest=_DELAYED_ACTION[m[2]], to="self" if m[1] == "このカード" else "")],
    ),
    (
        sentence_pattern(r"相手のデッキの(?:1番上|上から" + NUM + r"枚)のカードをリソースにスリープで置(?:く|いてよい)"),
        lambda m: [Effect(Kind.OPPONENT_DECK_TO_RESOURCE, number_or_one(m[1]), optional="よい" in m[0])],
    ),
    (sentence_pattern(r"このカードをチャージに置(?:く|いてよい)"), lambda m: [move("self", "charge", optional="よい" in m[0])]),
    (sentence_pattern(r"このカードをチャージに置き、(?:カードを)?" + NUM + r"枚(まで)?引く"), lambda m: [move("self", "charge"), Effect(Kind.DRAW, number_or_one(m[1]), bool(m[2]), if_did=True)]),
    (sentence_pattern(r"このカードをデッキの(?:1番)?下に置(?:く|いてよい)"), lambda m: [move("self", "deck_bottom", optional="よい" in m[0])]),
    (sentence_pattern(r"このカードを(?:ゲームから)?除外(?:する|してよい)"), lambda m: [move("self", "removed", optional="よい" in m[0])]),
    (sentence_pattern(r"ターン終了時まで、あなたは(?:カード名が)?(?:「([^」]+)」|《同名》)の(≪起≫)?能力をプレイでき(?:ない|なくなる)"), _forbid),
    (
        sentence_pattern(r"あなたの手札(?:にあるカード)?を" + NUM + r"枚(まで)?選び、(?:ゲームから)?除外(?:する|してよい)"),
        lambda m: [move("hand", "removed", number_or_one(m[1]), bool(m[2]), "よい" in m[0])],
    ),
    (
        sentence_pattern(r"あなたのトラッシュ(?:にあるカード)?を" + NUM + r"枚(まで)?選び、(?:ゲームから)?除外(?:する|してよい)"),
        lambda m: [move("trash", "removed", number_or_one(m[1]), bool(m[2]), "よい" in m[0])],
    ),
    (
        sentence_pattern(r"あなたのデッキの" + TOP + r"(?:ゲームから)?除外(?:する|してよい)"),
        lambda m: [move("deck_top", "removed", number_or_one(m[1] or m[3]), bool(m[2]), "よい" in m[0])],
    ),
]  # fmt: skip

# Sentences with a card filter: zone to hand, deck search.
FILTERED: list[tuple[re.Pattern[str], Action]] = [
    (sentence_pattern(r"あなたの手札にある" + FILTER + r"を" + NUM + r"枚(まで)?選び、トラッシュに置(?:く|いてよい)"), ("hand", "trash")),
    (sentence_pattern(r"あなたのトラッシュにある" + FILTER + r"を" + NUM + r"枚(まで)?選び、(?:公開し、)?手札に(?:加え|戻)(?:る|す|てよい|してよい)"), ("trash", "hand")),
    (sentence_pattern(r"あなたのチャージにある" + FILTER + r"を" + NUM + r"枚(まで)?選び、(?:公開し、)?手札に(?:加え|戻)(?:る|す|てよい|してよい)"), ("charge", "hand")),
    (sentence_pattern(r"あなたのトラッシュにある" + FILTER + r"を" + NUM + r"枚(まで)?選び、リソースに(?:スリープ|リブート)で置(?:く|いてよい)"), ("trash", "resources")),
    (sentence_pattern(r"あなたのリソースにある" + FILTER + r"を" + NUM + r"枚(まで)?選び、手札に(?:加え|戻)(?:る|す|てよい|してよい)"), ("resources", "hand")),
    (sentence_pattern(r"あなたのリソースにある" + FILTER + r"を" + NUM + r"枚(まで)?選び、リブートする"), Kind.REBOOT_RESOURCES),
    (sentence_pattern(r"あなたのリソース()を" + NUM + r"枚(まで)?選び、リブートする"), Kind.REBOOT_RESOURCES),
    (sentence_pattern(r"あなたの手札にある" + FILTER + r"を" + NUM + r"枚(まで)?選び、リソースにスリープで置(?:く|いてよい)"), ("hand", "resources")),
    (
        sentence_pattern(r"あなたのデッキから" + FILTER + r"を" + NUM + r"枚(まで)?選び、(?:公開し、)?手札に加え、(?:デッキを)?シャッフルする"),
        Kind.SEARCH,
    ),
    (sentence_pattern(r"あなたの手札にある" + NAMED + r"を" + NUM + r"枚(まで)?選び、コストを支払わずにプレイ(?:する|してよい)"), Kind.PLAY_FREE),
    (sentence_pattern(r"あなたの手札にある" + FILTER + r"を" + NUM + r"枚(まで)?選び、(?:ゲームから)?除外(?:する|してよい)"), ("hand", "removed")),
    (sentence_pattern(r"あなたのトラッシュにある" + FILTER + r"を" + NUM + r"枚(まで)?選び、(?:ゲームから)?除外(?:する|してよい)"), ("trash", "removed")),
    (sentence_pattern(r"あなたのチャージにある" + FILTER + r"を" + NUM + r"枚(まで)?選び、リソースにスリープで置(?:く|いてよい)"), ("charge", "resources")),
]  # fmt: skip

# 「デッキの上からN枚公開し、その中にある…をN枚選び、手札に加え、残りを…」: the revealed cards (or the whole deck,
# 「デッキを見て」), some to the hand, onto empty normal squares, to the resources or to the trash, the rest back.
REVEAL_TAKE = sentence_pattern(
    r"あなたのデッキ(?:の上から(?P<look>\d+)枚(?:公開し|見て)|を見て)、その中(?:にある|から)" + FILTER
    + r"を?(?:(?P<take>\d+)枚(?P<upto>まで)?|(?P<any>好きな枚数))選び、(?:公開し、)?"
    r"(?:手札に加え(?P<end1>る)?|(?P<state>リブート|スリープ)でゼクスのないノーマルスクエアに登場させ(?P<end2>る)?"
    r"|リソースに(?P<rstate>スリープ|リブート)で置(?P<end3>く|き)|トラッシュに置(?P<end4>く|き)|チャージに置(?P<end5>く|き))"
    r"(?:、?残りを(?P<rest>好きな順番でデッキの下に置く|トラッシュに置く|デッキの下に好きな順番で置く|元に戻し、シャッフルする"
    r"|好きな順番でデッキの上に戻す))?"
)  # fmt: skip


# 「あなたの手札にある…をN枚まで選び、リブートでゼクスのないノーマルスクエアに登場させる」: cards of a zone put onto empty
# normal squares without being played.
TO_SQUARE = sentence_pattern(
    r"あなたの(?P<zone>手札|リソース|トラッシュ|チャージ)にある(?:「(?P<exact>[^」]+)」|" + FILTER + r")を(?P<n>\d+)枚"
    r"(?P<upto>まで)?選び、(?P<state>リブート|スリープ)でゼクスのないノーマルスクエアに登場させ(?:る|てよい)"
)
ZONE_SOURCE = {"手札": "hand", "リソース": "resources", "トラッシュ": "trash", "チャージ": "charge"}

# Sentences that only choose among the opponent's Z/X, Ascensions or resources: on an empty board nothing is chosen.
OPPONENT_ONLY = re.compile(
    r"^(?:ノーマルスクエアにある|スクエアにある|プレイヤースクエアにある|[^。]*?エリアにある)?(?:すべての)?相手の"
    r"(?:リブートの|スリープの|コスト\d+以下の|パワー\d+以下の)*(?:ゼクス|アセンション|ゼクスかアセンション)"
    r"[^。あ]*(?:破壊する|ダメージを与える|スリープする|トラッシュに置く|手札に戻す|チャージに置く|選ぶ|除外する"
    r"|パワーを-\d+する|リソースにスリープで置く)。?$"
)
# The same more broadly: a sentence whose only objects are Z/X or Ascensions of the opponent on squares, chosen or all
# of them, and that names nothing of yours, none of the opponent's other zones and no player.
OPPONENT_SQUARES = re.compile(
    r"^(?:ターン終了時まで、)?(?:現在)?(?:ノーマル|プレイヤー|◎の)?スクエアにある[^。]*?相手の[^。]*?(?:ゼクス|アセンション)"
    r"(?:を(?:\d+枚(?:まで)?|好きな枚数)選び、|に|のパワーを|を)[^。]*。?$"
)
NOT_OPPONENT_SQUARES = re.compile(
    r"あなた|このカード|引|回復|相手は|相手が|相手の(?:手札|リソース|チャージ|デッキ|ライフ|トラッシュ|プレイヤー|ターン)|それ|残り"
)
ATTACKING_YOU = re.compile(r"^あなたを攻撃している(?:コスト\d+以下の)?ゼクスを\d+枚(?:まで)?選び、[^。]+。?$")


# 「ノーマルスクエアにあるゼクスを1枚選び、2000ダメージを与える」: any Z/X, yours too; against an empty board only yours.
ANY_ZX = sentence_pattern(
    r"(?P<normal>ノーマル)?スクエアにある(?P<flt>(?:コスト\d+以下の、?|リブートの|スリープの)*)ゼクスを(?P<n>\d+)枚(?P<upto>まで)?選び、"
    r"(?:(?P<dmg>\d+)ダメージを与え(?:る|てよい)|(?P<destroy>破壊)(?:する|してよい)|(?P<hand>手札に戻)(?:す|してよい)"
    r"|ターン終了時まで、パワーを(?P<power>[+-]\d+)(?:する|してよい)|(?P<resource>リソースにスリープで置)(?:く|いてよい)"
    r"|(?P<bottom>デッキの(?:1番)?下に置)(?:く|いてよい)|(?P<remove>(?:ゲームから)?除外)(?:する|してよい))"
)  # fmt: skip


def any_zx(m: re.Match[str]) -> Effect:
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
REST = sentence_pattern(
    r"(?:公開した|見た)?残りのカードを(好きな順番でデッキの下に置く|デッキの下に好きな順番で置く|トラッシュに置く|元に戻し、シャッフルする"
    r"|好きな順番でデッキの上に戻す)"
)


def reveal_ends(m: re.Match[str]) -> bool:
    """Whether a 「その中にある…」 sentence ends where its verb does: 「…加える。」 or 「…加え、残りを…。」."""
    ended = m["end1"] or m["end2"] or "く" in (m["end3"], m["end4"], m["end5"])
    return bool(ended) != bool(m["rest"])


def reveal_take(m: re.Match[str]) -> Effect:
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
        Kind.REVEAL_TOP_TAKE, int(m["look"] or 0), bool(m["upto"] or m["any"]), filter=match_filter(m),
        take=int(m["take"] or 99), rest=where, to=to, rebooted=(m["state"] or m["rstate"]) == "リブート",
        ordered=where == "top" and "好きな順番" in rest,
    )  # fmt: skip


EFFECTS += PLAYER_STACK  # effects.player_stack
EFFECTS += BREAK_SENTENCES  # 1019.2 ブレイク (effects.breaks)
