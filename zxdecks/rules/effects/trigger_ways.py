"""Triggers on a Z/X of yours that the table of `effects.triggers` does not name (808.1a), read into the Trigger of
the plainer text with what else must hold: 「このカード以外の」 (not this card), an icon the Z/X must have
(≪エヴォルシード≫, 207.4), how it entered (「プレイされて」 806, 「カードの能力で」), and the triggers fired once per
your action rather than per card: a shift onto a Z/X of yours (1016.1), an activated ability of a named card played
(807), a card drawn by an ability (1005)."""

from __future__ import annotations

import re
from dataclasses import dataclass, replace

from zxdecks.rules.cards import CardType, Icon
from zxdecks.rules.effects.install import BY_INSTALL
from zxdecks.rules.effects.language import CardFilter, Trigger
from zxdecks.rules.effects.words import NAMED, match_filter, named_filter

# 「(このカードか|このカード以外の)あなたの(≪エヴォルシード≫を持つ)<filter>が(プレイされて|カードの能力で)登場する」,
# 「このカード以外のあなたの<filter>が攻撃する」
_YOURS = re.compile(
    r"^(?:(?P<too>このカードか)|(?P<others>このカード以外の))?(?:スクエアにある)?あなたの(?P<icon>≪エヴォルシード≫を持つ|エヴォルシードアイコンを持つ)?"
    + NAMED
    + r"が(?P<way>プレイされて|(?:あなたの)?カードの能力で|≪電影≫によって|(?P<zone>手札|リソース|トラッシュ|チャージ|ライフ|デッキ|デュナミス)(?P<not>以外)?から)?"
    r"(?P<verb>登場する|攻撃する|破壊される|スクエアから離れる|(?:バトルで|攻撃によって)相手のゼクスを破壊する)$"
)
_WAYS = {"プレイされて": "played", "カードの能力で": "ability", "≪電影≫によって": "denei"}  # 1115: 電影
# E47-012 「このカードかゼクス エクストラがプレイされて登場する」: this card or a Z/X EX played (from the Dynamis, 506.2;
# run.self_conditions.PLAYED_WAYS); either player's, but the modelled opponent plays none in your turn
_EXTRA_PLAYED = "このカードかゼクス エクストラがプレイされて登場する"
# 1003.1: 「(このカード以外の)スクエアにある(このカード以外の)あなたの<filter>がリブートする」
_REBOOTS = re.compile(
    r"^(?P<others>このカード以外の)?スクエアにある(?P<others2>このカード以外の)?あなたの" + NAMED + r"がリブートする$"
)
_ZONES = {
    "手札": "hand", "リソース": "resource", "トラッシュ": "trash", "チャージ": "charge", "ライフ": "life", "デッキ": "deck",
    "デュナミス": "dynamis",
}  # fmt: skip
# 「このカードが<zone>(以外)から登場する」 (手札: the table's HAND_ENTER and NOT_HAND_ENTER)
_THIS_FROM = re.compile(
    r"^このカードが(リソース|トラッシュ|チャージ|ライフ|デッキ|デュナミス)(以外)?から登場(?:する|した時)$"
)
# 1203.2, 1204.3: 「あなたの<filter>が(、このカードのコスト以上のコストの)相手のゼクスを破壊する」
_DESTROYS = re.compile(
    r"^あなたの" + NAMED + r"が(?P<costlier>、このカードのコスト以上のコストの)?相手のゼクスを破壊する$"
)
# 1002.3, 815.3: 「あなたの<filter>が相手にダメージを与える」 (the player, in battle or by the Z/X's ability)
_DAMAGES = re.compile(r"^あなたの" + NAMED + r"が相手にダメージを与える$")
# 807: 「あなたが「X」の≪起≫能力をプレイする」 (the name may have lost its quote marks: effects.lost_quotes)
_ACTIVATED = re.compile(r"^あなたが(?:「\s*([^」]+?)\s*」の)?≪起≫能力をプレイする$")  # none named: any card's
TRIGGERS = {
    "このカードがシフトする": Trigger.SHIFTED,  # 1016.1: a shift card is put onto this card (as 「このカードにシフトする」)
    "あなたのゼクスがシフトする": Trigger.ZX_SHIFTED,  # 1016.1: a shift of yours onto a Z/X of yours
    "あなたがカードの能力で引く": Trigger.DRAWN_BY_ABILITY,  # 1005: each card drawn by an ability
    "あなたがカードを引く": Trigger.DRAWS,  # 1005: each card drawn, any way
    "このカードが相手にダメージを与える": Trigger.DAMAGES_OPPONENT,  # 1002.3, 815.3
    "このカードがリブートする": Trigger.REBOOTS,  # 1003.1: from slept to rebooted
    "このカードが攻撃によって相手のプレイヤースクエアにあるゼクスを破壊する": Trigger.DESTROYS_PLAYER_SQUARE_BY_ATTACK,
    # 「…にあるカード」: a Z/X or an Ascension there; the modelled opponent has only Z/X (goldfish.opponent)
    "このカードが攻撃によって相手のプレイヤースクエアにあるカードを破壊する": Trigger.DESTROYS_PLAYER_SQUARE_BY_ATTACK,
    "このカードが相手のゼクスを破壊する": Trigger.DESTROYS_OPPONENT,
    "このカードがトラッシュから手札に戻る": Trigger.TRASH_TO_HAND,  # valid in the hand (803.1d)
    "このカードがフォースになる": Trigger.BECOMES_FORCE,  # 312: valid in the force zone
    "このカードがスリープする": Trigger.SLEEPS,
    "このカードがダメージによってライフからチャージに置かれる": Trigger.LIFE_TO_CHARGE,  # 907.2d: valid in the charge
    # an opponent's Z/X off its square: only your abilities take one away (the modelled opponent has none)
    "相手のゼクスがあなたのカードの能力でスクエアから離れる": Trigger.OPPONENT_LEFT_BY_ABILITY,
    "相手のゼクスがスクエアから手札に戻る": Trigger.OPPONENT_TO_HAND,
    "このカードの能力によって相手のゼクスがスクエアから離れる": Trigger.OPPONENT_LEFT_BY_THIS,
    "あなたのターンの間にこのカードの能力によって相手のゼクスがスクエアから離れる": Trigger.OPPONENT_LEFT_BY_THIS,
    # a Z/X attacks (602.1e): yours (goldfish.battle); the modelled opponent's Z/X never attack (goldfish.opponent)
    "ゼクスが攻撃する": Trigger.ANY_ATTACK,
    "あなたのゼクスがスクエアから離れる": Trigger.ZX_LEFT,  # 905.1, any way (run.phases.fire_left)
    "このカードが攻撃したバトル終了時": Trigger.BATTLE_END,  # 605.2: once, in its battle's end step  # 1003.2: from rebooted to slept
    "このカードがスクエアからスクエアに置かれる": Trigger.MOVED,  # run.square_moves
    "あなたのゼクスがスクエアからスクエアに置かれる": Trigger.ZX_MOVED,
    "ゼクスがスクエアからスクエアに置かれる": Trigger.ANY_MOVED,  # either player's
    "相手のゼクスがあなたのカードの能力によるダメージで破壊される": Trigger.OPPONENT_DESTROYED_BY_DAMAGE,
    "あなたのカードの能力によるダメージで相手のゼクスを破壊する": Trigger.OPPONENT_DESTROYED_BY_DAMAGE,  # the same, said of you  # 1204.3  # 1203.2, 1204.3: in battle or by its ability
}


@dataclass(frozen=True, slots=True)
class Yours:
    """What a trigger on a Z/X of yours says beyond the table: the trigger, the filter and the conditions on it."""

    trigger: Trigger
    filter: CardFilter
    not_self: bool = False
    self_too: bool = False  # 「このカードか…」 (with the way it entered: this card too must have entered so)
    way: str = ""


def _named_of(pattern: re.Pattern[str], event: str) -> CardFilter | None:
    """The 「X」-or-filter of a trigger the pattern (with NAMED in it) matches, or None."""
    m = pattern.match(event)
    return named_filter(m) if m else None


def read_yours(event: str, zone: str) -> Yours | None:
    """A trigger of the forms above, or None: only a form with something the plainer table lacks (「このカード
    以外の」, the icon, the way it entered), and 「このカード以外の」 or 「このカードか」 only for an ability on squares
    (a card in another zone is never the Z/X that entered)."""
    reboots = _REBOOTS.match(event) if zone == "square" else None
    if reboots:
        flt = named_filter(reboots)
        return Yours(Trigger.ZX_REBOOTS, flt, bool(reboots["others"] or reboots["others2"]))
    destroys = _DESTROYS.match(event)
    if destroys and not (destroys["costlier"] and zone == "square"):  # this card's cost: a card in another zone
        flt = named_filter(destroys)
        return Yours(Trigger.ZX_DESTROYS_OPPONENT, flt, way="costlier" if destroys["costlier"] else "")
    damages = _DAMAGES.match(event)
    if damages:
        flt = named_filter(damages)
        return Yours(Trigger.ZX_DAMAGES_OPPONENT, flt)
    if event == _EXTRA_PLAYED and zone == "square":
        return Yours(Trigger.ZX_ENTERS, CardFilter(types=frozenset({CardType.ZX_EX})), self_too=True, way="played")
    m = _YOURS.match(event)
    if m is None or not (m["others"] or m["icon"] or m["way"]):
        return None
    if (m["too"] or (m["others"] and m["verb"] != "登場する")) and zone != "square":
        return None  # 「このカード以外の…が登場する」 in a zone: the card there is never the one entering (it left the zone)
    if m["way"] and m["verb"] != "登場する":
        return None
    flt = named_filter(m)
    if m["icon"]:
        flt = replace(flt, icon=Icon.EVOLSEED)
    verbs = {"登場する": Trigger.ZX_ENTERS, "攻撃する": Trigger.ANY_ATTACK, "スクエアから離れる": Trigger.ZX_LEFT}
    trigger = verbs.get(m["verb"], Trigger.ZX_DESTROYED if m["verb"] == "破壊される" else Trigger.ZX_DESTROYS_BY_ATTACK)
    way = _WAYS.get((m["way"] or "").removeprefix("あなたの"), "")
    if m["zone"]:
        way = ("not_from:" if m["not"] else "from:") + _ZONES[m["zone"]]
    return Yours(trigger, flt, bool(m["others"]), bool(m["too"]), way)


# 「このカードが「X」の能力以外で登場する」: entering any way but by an ability of a card named X
_NOT_BY = re.compile(r"^このカードが「([^」]+)」の能力以外で登場(?:する|した時)$")


# 「このカードが《同名》の能力以外で登場する」: …but by an ability of a card of its own name (run.resolve.fire)
_NOT_BY_NAMESAKE = ("このカードが《同名》の能力以外で登場する", "このカードが《同名》の能力以外で登場した時")


def read_not_by(event: str) -> CardFilter | None:
    m = _NOT_BY.match(event)
    return CardFilter(name_is=m[1]) if m else None


def not_by_namesake(event: str) -> bool:
    return event in _NOT_BY_NAMESAKE


def read_this_from(event: str) -> str:
    """「このカードが<zone>(以外)から登場する」: the way ("from:trash", "not_from:life"), or ""."""
    m = _THIS_FROM.match(event)
    return (("not_from:" if m[2] else "from:") + _ZONES[m[1]]) if m else ""


# 「(相手のターンの間に)相手の(元々の)コストN以上/以下のゼクスが(ノーマルスクエアに)登場する」: the modelled
# opponent's Z/X enter only in its turn (goldfish.defence), so 「相手のターンの間に」 adds nothing; they are played from
# its hand in its main phase (806.1a, goldfish.defence), so 「(相手の)メインフェイズに」, 「プレイされて」, 「手札から」 and
# 「ライフ以外から」 add nothing either (without a cost, only with one of these words: the plain ones are the table's)
_OPPONENT_COST = re.compile(
    r"^(?P<turn>相手のターンの間に)?相手の(?:(?:元々の)?コスト(?:が)?(?P<n>\d+)(?P<side>以上|以下)の)?ゼクスが"
    r"(?P<how>(?:相手の)?メインフェイズに|プレイされて|手札から|ライフ以外から)?"
    r"(?:(?P<normal>ノーマルスクエアに)|(?P<next>このカード(?:がある(?:スクエア)?)?の隣のスクエアに))?登場する$"
)


def read_opponent_cost(event: str) -> tuple[Trigger, CardFilter, str] | None:
    """The opponent's Z/X of a cost entering: the trigger (a normal square, 303.3b), the filter on its cost and the
    way ("next_self": onto a square next to this card's, 303.2a, run.resolve.fire)."""
    m = _OPPONENT_COST.match(event)
    if m is None:
        return None
    if m["n"] is None:
        flt = CardFilter()
    else:
        flt = CardFilter(min_cost=int(m["n"])) if m["side"] == "以上" else CardFilter(max_cost=int(m["n"]))
    trigger = Trigger.OPPONENT_ZX_ENTERS_NORMAL if m["normal"] else Trigger.OPPONENT_ZX_ENTERS
    return trigger, flt, "next_self" if m["next"] else ""


# 1008: 「相手の(コストN以上/以下の)ゼクスが破壊される」 (any way: in battle, by an ability, 904 after its damage) or
# 「相手のゼクスが(あなたの)<filter>の能力で破壊される」 (by an ability of a card the filter describes, run.phases)
_OPPONENT_DESTROYED = re.compile(
    r"^相手の(?:コスト(?P<n>\d+)(?P<side>以上|以下)の)?ゼクスが(?:(?:あなたの)?"
    + NAMED
    + r"の能力で)?破壊され(?:る|た時)$"
)

# 「(このカード以外の)ゼクスが(カードの能力で)破壊される」: either player's (the opponent's as the ability's trigger, yours as
# its second: triggers.read_event); whether 「このカード以外の」 and 「カードの能力で」 are said
ANY_DESTROYED = re.compile(r"^(?P<others>このカード以外の)?ゼクスが(?P<by>カードの能力で)?破壊され(?:る|た時)$")
# 「あなたのトラッシュにある<filter>が手札に戻る」: a card of your trash put into your hand by an effect (on squares)
_CARD_TRASH_TO_HAND = re.compile(
    r"^あなたの(?P<source>トラッシュ|チャージ)にある" + NAMED + r"が手札に戻(?:る|った時)$"
)


def read_card_trash_to_hand(event: str) -> tuple[Trigger, CardFilter] | None:
    """「あなたのトラッシュ/チャージにある<filter>が手札に戻る」: the trigger of that zone and the filter."""
    m = _CARD_TRASH_TO_HAND.match(event)
    if m is None:
        return None
    trigger = Trigger.CARD_TRASH_TO_HAND if m["source"] == "トラッシュ" else Trigger.CARD_CHARGE_TO_HAND
    return trigger, named_filter(m)


# 「あなたの<filter>がカードの能力でデッキからトラッシュに置かれる」: a card of yours milled by an ability (on squares)
_CARD_DECK_TRASHED = re.compile(r"^あなたの" + NAMED + r"がカードの能力でデッキからトラッシュに置かれ(?:る|た時)$")


def read_card_deck_trashed(event: str) -> CardFilter | None:
    return _named_of(_CARD_DECK_TRASHED, event)


# 1003.1: 「あなたのリソースにあるカードが(あなたの)<filter>の能力でリブートする」 (「カードの能力で」: any card's)
_RESOURCES_REBOOTED = re.compile(
    r"^あなたのリソースにあるカードが(?:あなたの)?" + NAMED + r"の能力でリブート(?:する|した時)$"
)


def read_resources_rebooted(event: str) -> CardFilter | None:
    return _named_of(_RESOURCES_REBOOTED, event)


# the same said of you: 「あなたの<filter>の能力で相手のゼクスを破壊する」
_YOU_DESTROY = re.compile(r"^あなたの" + NAMED + r"の能力で相手の(?P<n>)(?P<side>)ゼクスを破壊(?:する|した時)$")


def read_opponent_destroyed(event: str) -> tuple[CardFilter, str] | None:
    """The filter on the destroyed Z/X's cost and no way, or on the card whose ability destroyed it and the way
    "by_ability"; None when the text is not this trigger or names both."""
    m = _OPPONENT_DESTROYED.match(event) or _YOU_DESTROY.match(event)
    if m is None:
        return None
    cost = None
    if m["n"]:
        n = int(m["n"])
        cost = CardFilter(min_cost=n) if m["side"] == "以上" else CardFilter(max_cost=n)
    if "能力で" not in event:
        return cost or CardFilter(), ""
    if cost is not None:
        return None
    return named_filter(m), "by_ability"


# 312: 「このカードが<filter>のフォースになる」: under a Z/X the filter describes
_FORCE_OF = re.compile(r"^このカードが" + NAMED + r"のフォースになる$")


def read_force_of(event: str) -> CardFilter | None:
    return _named_of(_FORCE_OF, event)


def read_activated(event: str) -> CardFilter | None:
    """「あなたが(「X」の)≪起≫能力をプレイする」: the card X (any card's when none is named), or None."""
    m = _ACTIVATED.match(event)
    return (CardFilter(name_is=m[1]) if m[1] else CardFilter()) if m else None


# 「(あなたのターンの間に)このカードが(リソースフェイズに|(あなたの)<filter>の能力で)リソースに置かれる」 (valid in the
# resources): in your resource phase (504), or by an ability of a card the filter describes (「カード」: any card)
_PLACED = re.compile(
    r"^(?P<own>あなたのターンの間に)?このカードが(?:(?P<phase>リソースフェイズに)|(?:あなたの)?(?P<by>"
    + NAMED
    + r")の能力で)?(?P<zone>リソース|チャージ)に置かれ(?:る|た時)$"
)


@dataclass(frozen=True, slots=True)
class Placed:
    """How this card must be put into the resources (or the charge: by an ability only, goldfish.moves.put): "phase",
    "ability" (with the filter) or "" (any way), whether only in your turn, and the zone."""

    way: str
    filter: CardFilter
    own: bool
    zone: str = "resource"


def read_placed(event: str) -> Placed | None:
    m = _PLACED.match(event)
    if m is None or not (m["own"] or m["phase"] or m["by"]):
        return None  # the plain one is the table's
    zone = "charge" if m["zone"] == "チャージ" else "resource"
    if m["by"]:
        flt = named_filter(m)
        return Placed("ability", flt, bool(m["own"]), zone)
    if zone == "charge":
        return None  # into the charge any way (907.2d, 906…): not watched
    return Placed("phase" if m["phase"] else "", CardFilter(), bool(m["own"]))


# 806: 「あなたが<filter>をプレイする」 for an event filter only (run.phases.fire_event_played: events are fired once
# they have resolved; a Z/X played is not watched, so a filter that may name one stays unread)
_EVENT_PLAYED = re.compile(r"^あなたが" + NAMED + r"をプレイする$")


def read_event_played(event: str) -> CardFilter | None:
    m = _EVENT_PLAYED.match(event)
    if m is None or m["exact"]:
        return None
    flt = match_filter(m)
    return flt if flt.types == frozenset({CardType.EVENT}) else None


def read_named_played(event: str) -> CardFilter | None:
    """「あなたが「X」をプレイする」 (806): the card named X, an event (run.phases.fire_event_played) or a Z/X (played, it
    enters: ZX_ENTERS with the way "played"), or None."""
    m = _EVENT_PLAYED.match(event)
    return CardFilter(name_is=m["exact"]) if m is not None and m["exact"] else None


# 1020.2: 「このカードが(<filter>の)降臨条件のために破壊される」: destroyed to pay the descent condition of a card the
# filter describes
_DESCENT = re.compile(r"^このカードが(?:(?P<of>" + NAMED + r")の)?降臨条件のために破壊される$")


def read_descent(event: str) -> CardFilter | None:
    m = _DESCENT.match(event)
    if m is None:
        return None
    if not m["of"]:
        return CardFilter()
    return named_filter(m)


# 「このカードが(あなたの)<filter>の能力で(デッキか手札|手札かデッキ|デッキ)からトラッシュに置かれる」 (valid in the
# trash): put there by an ability of a card the filter describes (「カード」: any card), from the deck
# (run.arrivals.from_deck_to_trash) or the hand (run.arrivals.trashed_from_hand); without 「の能力で」 a discard by the
# rules or as a payment would set it off too, which is not watched: it stays unread
_TRASHED_BY = re.compile(
    r"^このカードが(?:あなたの)?"
    + NAMED
    + r"の能力で(?P<from>デッキか手札|手札かデッキ|デッキ)からトラッシュに置かれ(?:る|た時)$"
)


def read_trashed_by(event: str) -> tuple[tuple[Trigger, ...], CardFilter] | None:
    """The triggers (the hand's and the deck's, or the deck's alone) and the filter of the card whose ability it is."""
    m = _TRASHED_BY.match(event)
    if m is None:
        return None
    flt = named_filter(m)
    triggers = (Trigger.DECK_TRASHED,) if m["from"] == "デッキ" else (Trigger.HAND_TRASHED, Trigger.DECK_TRASHED)
    return triggers, flt


# 1008 by an effect: 「このカードが(あなたの)<filter>の能力で破壊され(る|た時)」 (「カード」: any card's): destroyed while an
# ability of yours resolves (game.by_ability: its destroy, or its damage or power, 904, 1204.3; a payment made before
# it or a play condition, 1020.3, is not), of a card the filter matches (run.resolve.cause_now)
_DESTROYED_BY = re.compile(r"^このカードが(?:あなたの)?" + NAMED + r"の能力で破壊され(?:る|た時)$")


def read_destroyed_by(event: str) -> CardFilter | None:
    return _named_of(_DESTROYED_BY, event)


# 604.3a: 「このカードが攻撃して相手の(コストN以下/以上の|パワーN以下/以上の)ゼクスにダメージを与え(る|た時)」: this card's
# attack dealt damage to an opponent's Z/X of that cost (the filter) or power (the way "power<=N", "power>=N": its
# power when the damage was dealt), goldfish.battle
_DAMAGES_ZX = re.compile(
    r"^このカードが攻撃して(?P<where>(?:プレイヤー)?スクエアにある)?相手の(?:(?P<what>コスト|パワー)(?P<n>\d+)(?P<side>以下|以上)の)?"
    r"ゼクスに(?:(?P<dealt>\d+)以上の)?ダメージを与え(?:る|た時)$"
)


def read_damages_zx(event: str) -> tuple[CardFilter, str] | None:
    """The filter on the damaged Z/X's cost and the way on its power, or on the damage dealt ("dealt>=N", with
    "player_" on the opponent's player square: run.resolve.fire), or None."""
    m = _DAMAGES_ZX.match(event)
    if m is None or (m["dealt"] and m["what"]):
        return None
    if m["dealt"]:
        return CardFilter(), ("player_" if m["where"] and m["where"].startswith("プレイヤー") else "") + "dealt>=" + m[
            "dealt"
        ]
    if m["where"] and m["where"].startswith("プレイヤー"):
        return None
    if m["what"] is None:
        return CardFilter(), ""
    n, below = int(m["n"]), m["side"] == "以下"
    if m["what"] == "パワー":
        return CardFilter(), ("power<=" if below else "power>=") + str(n)
    return (CardFilter(max_cost=n) if below else CardFilter(min_cost=n)), ""


# 1203.2: 「このカードが攻撃によってノーマルスクエアにある相手の(コストN以下/以上の)ゼクスを破壊する」 (goldfish.battle)
_DESTROYS_NORMAL = re.compile(
    r"^このカードが攻撃によってノーマルスクエアにある相手の(?:コスト(?P<n>\d+)(?P<side>以下|以上)の)?ゼクスを破壊(?:する|した時)$"
)


def read_destroys_normal(event: str) -> CardFilter | None:
    """The filter on the destroyed Z/X's cost, or None."""
    m = _DESTROYS_NORMAL.match(event)
    if m is None:
        return None
    if m["n"] is None:
        return CardFilter()
    return CardFilter(max_cost=int(m["n"])) if m["side"] == "以下" else CardFilter(min_cost=int(m["n"]))


# 「このカードが(登場するか)(あなたの)<filter>の能力でスクエアから(離れる|手札に戻る)」: this card off its square by an
# ability of a card the filter describes (「カード」: any card; Game.left_square keeps it), to the hand for 「手札に戻る」;
# with 「登場するか」 its entering too (Ability.also)
_LEFT_BY = re.compile(
    r"^このカードが(?P<enter>登場するか)?(?:あなたの)?" + NAMED + r"の能力でスクエアから(?P<to>離れる|手札に戻る)$"
)


@dataclass(frozen=True, slots=True)
class LeftBy:
    filter: CardFilter
    way: str  # "left_by_ability", "to_hand"
    enter_too: bool


def read_left_by(event: str) -> LeftBy | None:
    m = _LEFT_BY.match(event)
    if m is None:
        return None
    flt = named_filter(m)
    return LeftBy(flt, "to_hand" if m["to"] == "手札に戻る" else "left_by_ability", bool(m["enter"]))


# 「このカードが((あなたの)<filter>の能力で)除外される」 (valid in the remove zone): put there any way, or by an ability
# of a card the filter describes (「カード」: any card; run.fire_card's way "ability"); from a zone it names stays unread
_REMOVED = re.compile(
    r"^このカードが(?:(?:あなたの)?(?P<by>" + NAMED + r")の能力で)?(?:ゲームから)?除外され(?:る|た時)$"
)


def read_removed(event: str) -> tuple[CardFilter, str] | None:
    if event == BY_INSTALL:  # 1116: removed by an Install ability (run.install)
        return CardFilter(), "install"
    m = _REMOVED.match(event)
    if m is None:
        return None
    if not m["by"]:
        return CardFilter(), ""
    return named_filter(m), "ability"


# 「相手の(元々の)(コストN以下/以上の)(トークンでない)ゼクスがカードの能力で(ノーマルスクエアに)登場する」: never fired
_OPPONENT_ABILITY_ENTERS = re.compile(
    r"^(?:相手のターンの間に)?相手の(?:(?:元々の)?コスト(?:が)?\d+(?:以上|以下)の)?(?:トークンでない)?ゼクスが"
    r"カードの能力で(?:ノーマルスクエアに)?登場する$"
)


def opponent_ability_enters(event: str) -> bool:
    return _OPPONENT_ABILITY_ENTERS.match(event) is not None


# What only the opponent's cards or Z/X do, which the modelled opponent never does (goldfish.opponent: its Z/X are
# played from its hand in its main phase, have no abilities and never attack a Z/X): OPPONENT_ACTS, never fired
_OPPONENT_ONLY = (
    re.compile(r"^相手のゼクスが手札以外から登場する$"),
    re.compile(r"^このカード(?:か(?:あなたの)?" + NAMED + r")?が相手のカードの能力でスクエアから離れる$"),
    re.compile(r"^ゼクスが相手のカードの能力で登場する$"),
    re.compile(r"^(?:《同名》以外の)?あなたの" + NAMED + r"が相手のカードの能力で破壊される$"),
    re.compile(r"^このカードが相手のカードからダメージを受け(?:る|た時)$"),
    re.compile(r"^このカードが相手のカードの能力かバトルで相手のゼクスに破壊された時$"),
    re.compile(r"^相手の(?:コスト\d+(?:以上|以下)の)?ゼクスが攻撃する$"),
)


def opponent_acts(event: str) -> bool:
    return any(p.match(event) for p in _OPPONENT_ONLY)
