"""The events that set off auto abilities (808.1a) and special abilities (813), as the reader reads them: a trigger
text → a `Trigger`, the zone the ability is valid in (803.1b, 803.1d), the turns it triggers in, and the card that
must cause it."""

from __future__ import annotations

import re
from dataclasses import dataclass, replace

from zxdecks.rules.cards import CardType
from zxdecks.rules.effects import trigger_players, trigger_ways, trigger_zones
from zxdecks.rules.effects.language import ANY_CARD, CardFilter, Trigger
from zxdecks.rules.effects.words import NAMED, named_filter

TRIGGERS = {
    "このカードが登場する": Trigger.ENTER,
    "このカードが登場した時": Trigger.ENTER,
    "このカードがプレイされて登場する": Trigger.PLAYED_ENTER,
    "このカードが手札から登場する": Trigger.HAND_ENTER,
    "このカードが手札から登場した時": Trigger.HAND_ENTER,
    "このカードが手札以外から登場する": Trigger.NOT_HAND_ENTER,
    "このカードが手札以外から登場した時": Trigger.NOT_HAND_ENTER,
    "このカードが攻撃する": Trigger.ATTACK,
    "このカードが攻撃した時": Trigger.ATTACK,
    "あなたのゼクスが攻撃する": Trigger.ANY_ATTACK,
    "ターン終了時": Trigger.END_OF_TURN,
    "先攻プレイヤーの3ターン目のターン終了時": Trigger.FIRST_PLAYER_TURN_3_END,
    "あなたのターンのターン終了時": Trigger.END_OF_TURN,
    "相手のターンのターン終了時": Trigger.END_OF_TURN,  # 507.3 of the opponent's turn (goldfish.defence)
    "このカードがデュナミスから登場する": Trigger.DYNAMIS_ENTER,
    "このカードがカードの能力で登場する": Trigger.ABILITY_ENTER,
    "このカードが破壊される": Trigger.DESTROYED,
    "このカードにシフトする": Trigger.SHIFTED,
    "このカードが攻撃によって相手のゼクスを破壊する": Trigger.DESTROYS_BY_ATTACK,
    "このカードがバトルで相手のゼクスを破壊した時": Trigger.DESTROYS_BY_ATTACK,
    "このカードが破壊された時": Trigger.DESTROYED,
    "このカードがイグニッションフェイズに登場した時": Trigger.IGNITION_ENTER,
    "このカードがイグニッションフェイズに登場する": Trigger.IGNITION_ENTER,
    # 505.3a: put onto a square by the ignition itself (goldfish.moves fires it on that entry only)
    "このカードがイグニッションで登場する": Trigger.IGNITION_ENTER,
    "このカードがイグニッションで登場した時": Trigger.IGNITION_ENTER,
    "このカードがリソースに置かれた時": Trigger.RESOURCE_PLACED,
    "このカードがリソースに置かれる": Trigger.RESOURCE_PLACED,
    "このカードがデッキからトラッシュに置かれる": Trigger.EVOLSEED,
    "このカードがイグニッションでデッキからトラッシュに置かれる": Trigger.IGNITION_TRASHED,
    "このカードがあなたのカードの能力で手札からトラッシュに置かれる": Trigger.HAND_TRASHED,  # by any card of yours
    # 501.2: the start of a phase; without 「あなたの/相手のターンの」 (or the ≪自分ターン≫ mark) in every turn
    "リソースフェイズ開始時": Trigger.RESOURCE_START,
    "あなたのターンのリソースフェイズ開始時": Trigger.RESOURCE_START,
    "イグニッションフェイズ開始時": Trigger.IGNITION_START,
    "あなたのターンのイグニッションフェイズ開始時": Trigger.IGNITION_START,
    "メインフェイズ開始時": Trigger.MAIN_START,
    "ドローフェイズ開始時": Trigger.DRAW_START,  # 503.1
    "あなたのターンのドローフェイズ開始時": Trigger.DRAW_START,
    "あなたのターンのメインフェイズ開始時": Trigger.MAIN_START,
    "相手のターンのメインフェイズ開始時": Trigger.MAIN_START,
    "あなたのプレイヤーが≪ユニゾン≫する": Trigger.UNISON,  # 1029.1: goldfish.player_extra, then the zones
    "相手のターンのドローフェイズ開始時": Trigger.DRAW_START,  # the phases of its turn: goldfish.defence
    "相手のターンのリソースフェイズ開始時": Trigger.RESOURCE_START,
    "相手のターンのイグニッションフェイズ開始時": Trigger.IGNITION_START,
    "このカードがスクエアから離れる": Trigger.LEAVES,
    # the modelled opponent's defenders enter its squares in its turn (goldfish.defence)
    "相手のゼクスが登場する": Trigger.OPPONENT_ZX_ENTERS,
    "相手のゼクスがスクエアに登場する": Trigger.OPPONENT_ZX_ENTERS,  # 303: a Z/X enters the squares only
    "相手のゼクスがノーマルスクエアに登場する": Trigger.OPPONENT_ZX_ENTERS_NORMAL,
    # the modelled opponent plays no card by an ability and never attacks (goldfish.opponent)
    **trigger_ways.TRIGGERS,  # a shift onto this card or a Z/X of yours (1016.1), a draw by an ability (1005)
    **trigger_players.TRIGGERS,  # damage taken (907.1), a life decreasing (1012.1), a recovery (1013.1)
    **trigger_players.ZONE_TRIGGERS,  # put face up into the Dynamis
    "このカードが攻撃される": Trigger.OPPONENT_ACTS,
    "このカードが攻撃された時": Trigger.OPPONENT_ACTS,
    "あなたのゼクスが攻撃される": Trigger.OPPONENT_ACTS,
    "相手のゼクスが攻撃する": Trigger.OPPONENT_ACTS,
}
ZONE_OF = {
    "スクエア": "square", "デュナミス": "dynamis", "リソース": "resource", "トラッシュ": "trash", "チャージ": "charge",
    "手札": "hand", "フォース": "force", "リムーブ": "removed", "リムーブゾーン": "removed",
    "≪デュナミス表≫": "dynamis",  # an auto ability valid face up in the Dynamis: as 「デュナミス」 is fired (run.phases)
}  # fmt: skip
# The triggers an ability valid in each zone besides the squares may have (effects.trigger_zones, 803.1d)
_PHASES, _ZONE_TRIGGERS = trigger_zones.PHASES, trigger_zones.ZONE_TRIGGERS
# The triggers the goldfish fires in the opponent's turns too (goldfish.defence): a phase start of every turn, the
# end of every turn (507.3).
_EITHER_TURN = {
    Trigger.MAIN_START, Trigger.DRAW_START, Trigger.RESOURCE_START, Trigger.IGNITION_START,
    Trigger.OPPONENT_ZX_ENTERS, Trigger.OPPONENT_ZX_ENTERS_NORMAL, Trigger.END_OF_TURN,
    Trigger.YOU_DAMAGED, Trigger.YOU_LIFE_DECREASED,  # the damage of its attacks (goldfish.defence)
}  # fmt: skip
# 「このカードがカード名に「X」を含むイベントの能力でトラッシュに置かれる」
_TRASHED_BY_EVENT = re.compile(r"^このカードがカード名に「([^」]+)」を含むイベントの能力でトラッシュに置かれる$")
# 「このカードが(あなたの)<filter>の能力で手札からトラッシュに置かれる」: by an effect of a card the filter describes
# (「カード」: any card), run.trashed_from_hand
_HAND_TRASHED = re.compile(
    r"^(?P<own>あなたのターンの間に)?このカードが(?:あなたの)?"
    + NAMED
    + r"の能力で手札からトラッシュに置かれ(?:る|た時)$"
)
# 「このカードが(あなたの)<filter>の能力で登場する」: entering by an ability of a card the filter describes (run.fire)
_ABILITY_ENTER = re.compile(r"^このカードが(?:あなたの)?" + NAMED + r"の能力で登場(?:する|した時)$")
_OWN_TURN_MARK = re.compile(r"≪自分ターン\d*≫")
# 「(このカードか)あなたの<filter>が登場する/攻撃する」: a Z/X of yours the filter describes (a name exactly 「X」)
_YOURS = re.compile(
    r"^(このカードか)?あなたの"
    + NAMED
    + r"が(登場する|攻撃する|破壊される|スクエアから離れる|攻撃によって相手のゼクスを破壊する|バトルで相手のゼクスを破壊する)$"
)
_YOURS_TRIGGER = {
    "登場する": Trigger.ZX_ENTERS, "攻撃する": Trigger.ANY_ATTACK, "破壊される": Trigger.ZX_DESTROYED,
    "スクエアから離れる": Trigger.ZX_LEFT,  # 905.1: run.phases.fire_left at the pre-processing after it (702.2b)
    "攻撃によって相手のゼクスを破壊する": Trigger.ZX_DESTROYS_BY_ATTACK,
    # 1203.2: in a battle; the modelled opponent never attacks (goldfish.opponent), so only by attacking
    "バトルで相手のゼクスを破壊する": Trigger.ZX_DESTROYS_BY_ATTACK,
}  # fmt: skip
_IN_MAIN = ("このカードがメインフェイズに登場する", "このカードがメインフェイズに登場した時")
_DENEI = ("このカードが≪電影≫によって登場する", "このカードが≪電影≫によって登場した時")  # 1115: way "denei"
_IN_OWN_MAIN = ("このカードがあなたのメインフェイズに登場する", "このカードがあなたのメインフェイズに登場した時")
# 「このカードがプレイされて登場するか(あなたの)<filter>の能力で登場する」: played (806), or put there by an ability of a
# card of the filter (run.resolve.fire: ABILITY_ENTER checks `cause`)
_PLAYED_OR_BY = re.compile(r"^このカードがプレイされて登場するか(?:あなたの)?" + NAMED + r"の能力で登場する$")
# 「このカードか相手のゼクスが(ノーマルスクエアに)登場する」: this card entering, or an opponent's Z/X (Ability.also)
# (「このカードが登場するか相手のゼクスが(相手の)メインフェイズに登場する」: every modelled defender enters in its main
# phase, trigger_ways.read_opponent_cost)
_THIS_OR_THEIRS = re.compile(
    r"^このカード(?:か|が登場するか)相手のゼクスが(?:(?:相手の)?メインフェイズに)?(ノーマルスクエアに)?登場する$"
)
# 「このカードが登場するかあなたが<event filter>をプレイする」 (trigger_ways.read_event_played)
_ENTER_OR_EVENT = re.compile(r"^このカードが登場するか(あなたが.+をプレイする)$")
# 1015: 「あなたの《プレイヤー指定:≪X≫》がIGOBする」: your player, which must be X, IGOBs
_IGOB = re.compile(r"^あなたの《プレイヤー指定:≪([^≫]+)≫》がIGOBする$")


@dataclass(frozen=True, slots=True)
class Event:
    """A read trigger text: what sets the ability off, where it is valid, in which turns, caused by which card."""

    trigger: Trigger
    zone: str
    turn: str = ""  # "own", "opponent", "" both
    by: CardFilter = ANY_CARD
    player: str = ""  # the player your player card must be (a Condition "player_is")
    self_too: bool = False  # 「このカードか…」
    also: tuple[Trigger, ...] = ()  # 「このカードがAするかBする」: B's trigger
    not_self: bool = False  # 「このカード以外の…」 (effects.trigger_ways)
    way: str = ""  # how the Z/X of yours must have entered (effects.trigger_ways)
    on_player_square: bool = False  # 「【有効】プレイヤースクエア」: valid only on your player square (803.1b)
    on_normal_square: bool = False  # 「【有効】ノーマルスクエア」: valid only on a normal square (303.3b), likewise
    entered: str = ""  # 「このカードがプレイされて登場したターンの…」: the way this card must have entered this turn


# 「【有効】プレイヤースクエア」 (803.1b): the ability's condition 「このカードがあなたのプレイヤースクエアにある」, checked when
# it resolves (at once, 702.2b), so read only for the triggers after which the card is still on its square.
PLAYER_SQUARE = "player_square"
NORMAL_SQUARE = "normal_square"  # 「【有効】ノーマルスクエア」 (303.3b): the same check, the player square left out
_STAYS = frozenset({Trigger.ATTACK, Trigger.END_OF_TURN, Trigger.ENTER, Trigger.PLAYED_ENTER, *_PHASES})
# The second trigger of 「このカードがAするかBする」 valid in a zone besides the squares (「【有効】スクエアとトラッシュ」):
# the zone it must name. The card there sets it off (run.fire_card); A on its square.
_OTHER_ZONE_TRIGGERS = {
    Trigger.EVOLSEED: "trash", Trigger.RESOURCE_PLACED: "resource", Trigger.HAND_TRASHED: "trash",
    Trigger.DYNAMIS_PLACED: "dynamis",
}  # fmt: skip
OTHER_ZONE_TRIGGERS = frozenset(_OTHER_ZONE_TRIGGERS)
# 1020.2 under 「スクエアとトラッシュ」: destroyed on a square, or put into the trash from another zone, to pay a 降臨条件
_DESCENT_EITHER = "このカードが降臨条件のために、破壊されるかトラッシュに置かれる"


def zones_of(word: str) -> tuple[str, str]:
    """The zone an 【有効】 word names and the second zone of 「スクエアと<zone>」 ("" without one); 「プレイヤースクエア」
    is the squares with the second zone "player_square" (read_event), 「ノーマルスクエア」 with "normal_square"."""
    if word in ("プレイヤースクエア", "ノーマルスクエア"):
        return "square", PLAYER_SQUARE if word == "プレイヤースクエア" else NORMAL_SQUARE
    first, _, second = word.partition("と")
    return ZONE_OF[first], ZONE_OF[second] if second else ""


def read_event(event: str, zone: str, head: str, other_zone: str = "") -> Event | None:
    """The trigger text of an auto ability valid in `zone` (its 【有効】 part is `head`), or None when the engine
    does not know it or cannot fire it there. With `other_zone` (「スクエアとトラッシュ」) the text must be
    「このカードがAするかBする」 whose B is a trigger of that zone (_OTHER_ZONE_TRIGGERS). 「あなたのターンの間に<trigger>」
    is the trigger in your turns only (as the ≪自分ターン≫ mark: every firing asks Ability.turn, 803.1f)."""
    event = event.strip()
    if event in _EITHER_PLAYER:  # 「あなたか相手が…」: either player (Ability.also)
        first, second = _EITHER_PLAYER[event]
        found = _read_event(first, zone, head, other_zone)
        return None if found is None else replace(found, also=(second,))
    found = _read_event(event, zone, head, other_zone)
    if found is None and event.startswith(_IN_OWN_TURN) and "≪相手ターン≫" not in head:
        found = _read_event(event[len(_IN_OWN_TURN) :], zone, head, other_zone)
        return None if found is None or found.turn == "opponent" else replace(found, turn="own")
    return found


_IN_OWN_TURN = "あなたのターンの間に"
_IN_MAIN_PHASE = "メインフェイズの間に"
# 「このカード(が|がプレイされて)登場したターンのターン終了時」: the way run.self_conditions._WAYS names ("any": every way)
_ENTERED_TURN_END = {
    "このカードがプレイされて登場したターンのターン終了時": "played",
    "このカードが登場したターンのターン終了時": "any",
}
# 「このカードが<target>に攻撃する」: the way naming the battle's target (run.resolve.aimed_as_told)
_ATTACK_TARGETS = {
    "このカードがノーマルスクエアにある相手のゼクスに攻撃する": "target_normal", "このカードが相手のゼクスに攻撃する": "target_zx",
    "このカードがプレイヤーに攻撃する": "target_player",
}  # fmt: skip
# 「あなたか相手が<it>」 (effects.trigger_players): the opponent's trigger with yours as its second
_EITHER_PLAYER = trigger_players.EITHER
# The zones whose cards run.phases.fire_opponent_destroyed sets off (the Dynamis face up, 803.1e).
_THEIRS_DESTROYED = frozenset({"square", "dynamis", "resource", "charge", "trash", "removed"})


def _read_event(event: str, zone: str, head: str, other_zone: str = "") -> Event | None:
    # checked when it resolves, at once: only what leaves the card on its square
    if other_zone in (PLAYER_SQUARE, NORMAL_SQUARE):
        there = read_event(event, zone, head)
        if there is None or there.trigger not in _STAYS or there.also:
            return None
        return replace(
            there, on_player_square=other_zone == PLAYER_SQUARE, on_normal_square=other_zone == NORMAL_SQUARE
        )
    if other_zone == "trash" and zone == "square" and event == _DESCENT_EITHER:  # goldfish.dynamis_costs
        turn = "own" if _OWN_TURN_MARK.search(head) else ""
        return Event(Trigger.DESTROYED, zone, turn, CardFilter(), way="descent", also=(Trigger.DESCENT_TRASHED,))
    if other_zone == "removed" and zone == "square":  # 「このカードが登場するか≪インストール≫によって除外される」
        m = re.match(r"^(このカードが[^か]+する)か(.+)$", event)
        first = TRIGGERS.get(m[1]) if m else None
        removed = trigger_ways.read_removed("このカードが" + m[2]) if m else None
        if first is None or removed is None:
            return None
        turn = "own" if _OWN_TURN_MARK.search(head) else ""
        return Event(first, zone, turn, removed[0], also=(Trigger.REMOVED,), way=removed[1])
    if other_zone == "trash" and zone == "hand" and TRIGGERS.get(event) is Trigger.TRASH_TO_HAND:
        return _read_event(event, zone, head)  # 「手札とトラッシュ」: from the one to the other, valid where it arrives
    if other_zone:
        two = _either(event)
        if zone != "square" or two is None or _OTHER_ZONE_TRIGGERS.get(two[1]) != other_zone:
            return None
        return Event(two[0], zone, "own" if _OWN_TURN_MARK.search(head) else "", also=(two[1],))
    trigger = TRIGGERS.get(event)
    theirs = "≪相手ターン≫" in head  # fired in your turn only (the goldfish plays, shifts and draws in its own)
    yours_too = trigger_ways.read_yours(event, zone) if trigger is None and not theirs else None
    in_main = (
        trigger_ways.read_yours(event[len(_IN_MAIN_PHASE) :], zone)
        if trigger is None and event.startswith(_IN_MAIN_PHASE)
        else None
    )
    if in_main is not None and in_main.trigger is Trigger.ZX_ENTERS and in_main.way == "played" and not theirs:
        yours_too = replace(in_main, way="played_main")  # played and entered in a main phase (run.resolve.fire)
    if yours_too is not None:
        if yours_too.trigger not in _ZONE_TRIGGERS.get(zone, {yours_too.trigger}):
            return None
        turn = "own" if _OWN_TURN_MARK.search(head) else ""
        found = yours_too
        return Event(
            found.trigger, zone, turn, found.filter, self_too=found.self_too, not_self=found.not_self, way=found.way
        )
    descent = trigger_ways.read_descent(event) if trigger is None and zone == "square" else None
    if descent is not None:  # goldfish.dynamis_costs.pay_way (Game.descent_for)
        turn = "own" if _OWN_TURN_MARK.search(head) else ""
        return None if theirs else Event(Trigger.DESTROYED, zone, turn, descent, way="descent")
    damages = trigger_ways.read_damages_zx(event) if trigger is None and zone == "square" else None
    if damages is not None:  # 604.3a: goldfish.battle, once the damage step's destroys are done (605.1)
        turn = "own" if _OWN_TURN_MARK.search(head) else ""
        return None if theirs else Event(Trigger.DAMAGES_ZX_BY_ATTACK, zone, turn, damages[0], way=damages[1])
    normal = trigger_ways.read_destroys_normal(event) if trigger is None and zone == "square" else None
    if normal is not None:  # 1203.2 on a normal square (303.3b): goldfish.battle
        turn = "own" if _OWN_TURN_MARK.search(head) else ""
        return None if theirs else Event(Trigger.DESTROYS_NORMAL_BY_ATTACK, zone, turn, normal)
    destroyed_by = trigger_ways.read_destroyed_by(event) if trigger is None and zone == "square" else None
    if destroyed_by is not None:  # 1008 by an effect of yours (the goldfish's only), of a card of the filter
        turn = "own" if _OWN_TURN_MARK.search(head) else ""
        return None if theirs else Event(Trigger.DESTROYED, zone, turn, destroyed_by, way="by_ability")
    trashed_by = trigger_ways.read_trashed_by(event) if trigger is None and zone == "trash" else None
    if trashed_by is not None:  # run.resolve: the hand's (trashed_from_hand) and the deck's (from_deck_to_trash)
        (first, *more), flt = trashed_by
        turn = "own" if _OWN_TURN_MARK.search(head) else ""
        return None if theirs else Event(first, zone, turn, flt, also=tuple(more))
    if event in _IN_MAIN and zone == "square":  # 506: entering in a main phase (game.main_phase), any turn
        return None if theirs else Event(Trigger.ENTER, zone, "own" if _OWN_TURN_MARK.search(head) else "", way="main")
    left = trigger_ways.read_left_by(event) if trigger is None and zone == "square" else None
    if left is not None:  # run.resolve.fire with the cause Game.left_square kept (702.2b)
        turn = "own" if _OWN_TURN_MARK.search(head) else ""
        if theirs:
            return None
        if left.enter_too:
            return Event(Trigger.ENTER, zone, turn, left.filter, also=(Trigger.LEAVES,), way=left.way)
        return Event(Trigger.LEAVES, zone, turn, left.filter, way=left.way)
    if event in _ATTACK_TARGETS and zone == "square":  # 602.1e: the target of the battle (303.3b), run.resolve.fire
        turn = "own" if _OWN_TURN_MARK.search(head) else ""
        return None if theirs else Event(Trigger.ATTACK, zone, turn, way=_ATTACK_TARGETS[event])
    if trigger is None and trigger_ways.opponent_ability_enters(event):  # never fired: any zone, any turn
        return Event(Trigger.OPPONENT_ABILITY_ENTERS, zone, "opponent" if theirs else "")
    if trigger is None and trigger_ways.opponent_acts(event):  # never fired either
        return Event(Trigger.OPPONENT_ACTS, zone, "opponent" if theirs else "")
    removed = trigger_ways.read_removed(event) if trigger is None and zone == "removed" else None
    if removed is not None:  # goldfish.moves.put → run.fire_card (the card whose ability put it there: cause_now)
        turn = "own" if _OWN_TURN_MARK.search(head) else ""
        return None if theirs else Event(Trigger.REMOVED, zone, turn, removed[0], way=removed[1])
    if event in _DENEI and zone == "square":  # CardMoves.enter's way "denei" (run.squares)
        return None if theirs else Event(Trigger.ENTER, zone, "own" if _OWN_TURN_MARK.search(head) else "", way="denei")
    if event in _IN_OWN_MAIN and zone == "square":  # …in a main phase of your turn
        return None if theirs else Event(Trigger.ENTER, zone, "own", way="main")
    played_or_by = _PLAYED_OR_BY.match(event) if trigger is None and zone == "square" else None
    if played_or_by:
        turn = "own" if _OWN_TURN_MARK.search(head) else ""
        flt = named_filter(played_or_by)
        return None if theirs else Event(Trigger.PLAYED_ENTER, zone, turn, flt, also=(Trigger.ABILITY_ENTER,))
    from_zone = trigger_ways.read_this_from(event) if trigger is None and zone == "square" else ""
    if from_zone:  # 「このカードが<zone>から登場する」: this card entering from there (OnSquare.entered_from)
        turn = "own" if _OWN_TURN_MARK.search(head) else ""
        return None if theirs else Event(Trigger.ENTER, zone, turn, way=from_zone)
    if trigger_ways.not_by_namesake(event) and zone == "square":  # the cause's name is not this card's
        turn = "own" if _OWN_TURN_MARK.search(head) else ""
        return None if theirs else Event(Trigger.ENTER, zone, turn, way="not_by_namesake")
    not_by = trigger_ways.read_not_by(event) if trigger is None and zone == "square" else None
    if not_by is not None:  # run.resolve.fire: `cause`, the card whose ability put it there, must not match
        turn = "own" if _OWN_TURN_MARK.search(head) else ""
        return None if theirs else Event(Trigger.ENTER, zone, turn, not_by, way="not_by")
    if event in _ENTERED_TURN_END and zone == "square":  # 507.3 of the turn it entered (played, or any way)
        turn = "own" if _OWN_TURN_MARK.search(head) else ""  # the condition self_entered_this_turn (reader)
        return None if theirs else Event(Trigger.END_OF_TURN, zone, turn, entered=_ENTERED_TURN_END[event])
    back = trigger_ways.read_card_trash_to_hand(event) if zone == "square" and not theirs else None
    if back is not None:  # run.arrivals.returned_to_hand, once a card an effect put from there into your hand
        return Event(back[0], zone, "own" if _OWN_TURN_MARK.search(head) else "", back[1])
    milled = trigger_ways.read_card_deck_trashed(event) if zone == "square" and not theirs else None
    if milled is not None:  # run.arrivals.from_deck_to_trash, by an ability of yours
        return Event(Trigger.CARD_DECK_TRASHED, zone, "own" if _OWN_TURN_MARK.search(head) else "", milled)
    rebooted = trigger_ways.read_resources_rebooted(event) if zone == "square" and not theirs else None
    if rebooted is not None:  # run.phases.fire_resources_rebooted, once a card rebooted by an ability of yours
        turn = "own" if _OWN_TURN_MARK.search(head) else ""
        return Event(Trigger.RESOURCES_REBOOTED, zone, turn, rebooted, way="by_ability")
    both = trigger_ways.ANY_DESTROYED.match(event) if zone == "square" and not theirs else None
    if both:  # 1008: either player's Z/X (run.phases.fire_opponent_destroyed, run.fire_entered), this one too or not
        turn, way = "own" if _OWN_TURN_MARK.search(head) else "", "by_ability" if both["by"] else ""
        mine = (Trigger.ZX_DESTROYED,)
        return Event(Trigger.OPPONENT_ZX_DESTROYED, zone, turn, also=mine, not_self=bool(both["others"]), way=way)
    destroyed = trigger_ways.read_opponent_destroyed(event) if trigger is None and zone in _THEIRS_DESTROYED else None
    if destroyed is not None:  # run.phases.fire_opponent_destroyed: in battle (goldfish.battle) or by an ability
        turn = "own" if _OWN_TURN_MARK.search(head) else ""
        return None if theirs else Event(Trigger.OPPONENT_ZX_DESTROYED, zone, turn, destroyed[0], way=destroyed[1])
    costed = trigger_ways.read_opponent_cost(event) if trigger is None and zone == "square" else None
    if costed is not None:  # fired in the opponent's turn (goldfish.defence) with the defender's cost
        return Event(costed[0], zone, "opponent" if theirs else "", costed[1], way=costed[2])
    under = trigger_ways.read_force_of(event) if trigger is None and zone == "force" else None
    if under is not None:
        return (
            None if theirs else Event(Trigger.BECOMES_FORCE, zone, "own" if _OWN_TURN_MARK.search(head) else "", under)
        )
    named = trigger_ways.read_activated(event) if trigger is None and not theirs else None
    if named is not None:  # 807: in the Dynamis, and on squares (run.phases.fire_activated)
        turn = "own" if _OWN_TURN_MARK.search(head) else ""
        return Event(Trigger.ACTIVATED_PLAYED, zone, turn, named) if zone in ("dynamis", "square") else None
    by_ability = _ABILITY_ENTER.match(event) if trigger is None and zone == "square" else None
    if by_ability:
        trigger, flt = Trigger.ABILITY_ENTER, named_filter(by_ability)
        return Event(trigger, zone, "own" if _OWN_TURN_MARK.search(head) else "", flt)
    played = trigger_ways.read_event_played(event) if trigger is None and zone == "square" else None
    if played is not None:  # run.phases.fire_event_played, for your Z/X on squares
        return (
            None if theirs else Event(Trigger.EVENT_PLAYED, zone, "own" if _OWN_TURN_MARK.search(head) else "", played)
        )
    of_name = trigger_ways.read_named_played(event) if trigger is None and zone == "square" else None
    if of_name is not None:  # 806: an event of the name played, or a Z/X of the name played (and so entered)
        turn, zx_too = "own" if _OWN_TURN_MARK.search(head) else "", (Trigger.ZX_ENTERS,)
        return None if theirs else Event(Trigger.EVENT_PLAYED, zone, turn, of_name, also=zx_too, way="played")
    placed = trigger_ways.read_placed(event) if trigger is None and zone in ("resource", "charge") else None
    if placed is not None and placed.zone == zone:  # run.resolve.fire_card: in the resource phase, or by an ability
        turn = "own" if placed.own or _OWN_TURN_MARK.search(head) else ""  # of a card of the filter
        placed_in = Trigger.RESOURCE_PLACED if zone == "resource" else Trigger.CHARGE_PLACED
        return None if theirs else Event(placed_in, zone, turn, placed.filter, way=placed.way)
    trashed = _HAND_TRASHED.match(event) if trigger is None else None
    if trashed:
        trigger, zone = Trigger.HAND_TRASHED, "trash"
        by_filter = named_filter(trashed)
        return Event(trigger, zone, "own" if trashed["own"] or _OWN_TURN_MARK.search(head) else "", by_filter)
    or_event = _ENTER_OR_EVENT.match(event) if trigger is None and zone == "square" else None
    event_too = trigger_ways.read_event_played(or_event[1]) if or_event else None
    if event_too is not None:  # this card entering (its filter unasked), or an event of the filter played (806)
        turn = "own" if _OWN_TURN_MARK.search(head) else ""  # run.phases.fire_event_played asks the filter
        return None if theirs else Event(Trigger.ENTER, zone, turn, event_too, also=(Trigger.EVENT_PLAYED,))
    theirs_too = _THIS_OR_THEIRS.match(event) if trigger is None and zone == "square" else None
    if theirs_too:  # 806.1a: this card entering (any turn) or a defender entering (goldfish.defence)
        turn = "own" if _OWN_TURN_MARK.search(head) else ""
        second = Trigger.OPPONENT_ZX_ENTERS_NORMAL if theirs_too[1] else Trigger.OPPONENT_ZX_ENTERS
        return None if theirs or turn else Event(Trigger.ENTER, zone, also=(second,))
    also = _either(event) if trigger is None and zone == "square" else None
    if also is not None and also[1] in _OTHER_ZONE_TRIGGERS:
        return None  # valid on the squares only, its second trigger could never fire (803.1d)
    if also is not None:
        trigger, event = also[0], event.split("か", 1)[0]
    by = _TRASHED_BY_EVENT.match(event)
    flt = CardFilter(name_contains=by[1], types=frozenset({CardType.EVENT})) if by else ANY_CARD
    trigger = Trigger.TRASHED_BY_EVENT if by else trigger
    yours = _YOURS.match(event) if trigger is None else None
    self_too = bool(yours and yours[1])
    if self_too and zone != "square":
        return None
    if yours:
        trigger = _YOURS_TRIGGER[yours[yours.lastindex or 0]]
        flt = named_filter(yours)
    igob = _IGOB.match(event)
    trigger = Trigger.IGOB if igob else trigger
    if trigger is Trigger.TRASH_TO_HAND and zone != "hand":
        return None  # valid in the hand it goes to only (803.1d)
    if trigger in (Trigger.RESOURCE_PLACED, Trigger.EVOLSEED, Trigger.IGNITION_TRASHED, Trigger.HAND_TRASHED):
        zone = "resource" if trigger is Trigger.RESOURCE_PLACED else "trash"
    if trigger is None or (zone != "square" and trigger not in _ZONE_TRIGGERS[zone]):
        return None
    if trigger is Trigger.FIRST_PLAYER_TURN_3_END and zone != "resource":
        return None  # fired for the resources only (goldfish.phases.first_player_turn_end)
    turn = ""
    if event.startswith("あなたのターンの" if theirs else "相手のターンの") and (theirs or _OWN_TURN_MARK.search(head)):
        return None  # the mark and the text name two turns: it could never fire
    if event.startswith("相手のターンの") or "≪相手ターン≫" in head:
        turn = "opponent"
    elif event.startswith("あなたのターンの") or _OWN_TURN_MARK.search(head):
        turn = "own"
    if trigger not in _EITHER_TURN and turn == "opponent":  # nor in the opponent's turn: the goldfish never does
        return None
    if trigger in _PHASES and trigger not in _EITHER_TURN and turn != "own":
        return None  # the goldfish does not play the opponent's resource and ignition phases
    return Event(trigger, zone, turn, flt, igob[1] if igob else "", self_too, also[1:] if also else ())


def _either(event: str) -> tuple[Trigger, Trigger] | None:
    """「このカードが登場するか破壊される」, 「このカードが登場するかメインフェイズ開始時」: two triggers of the table,
    the second with 「このカードが」 understood; None unless both are known."""
    m = re.match(r"^(このカードが[^か]+する)か(.+)$", event)
    if m is None:
        return None
    first, second = TRIGGERS.get(m[1]), TRIGGERS.get("このカードが" + m[2]) or TRIGGERS.get(m[2])
    if second is None and trigger_ways.opponent_acts("このカードが" + m[2]):  # never fired (goldfish.opponent)
        second = Trigger.OPPONENT_ACTS
    if second is None and trigger_ways.opponent_ability_enters(m[2]):  # never fired either
        second = Trigger.OPPONENT_ABILITY_ENTERS
    if first is None or second is None or (second in _PHASES and m[2].startswith("相手")):
        return None
    return first, second
