"""How a Z/X came onto its square, against the way an auto ability's trigger names (「プレイされて」「カードの能力で」
「<zone>から」「このカード以外の」…: effects.trigger_ways), for run.resolve.fire and run.phases."""

from __future__ import annotations

from zxdecks.rules.board import OnSquare
from zxdecks.rules.effects.language import Ability
from zxdecks.rules.effects.run.self_conditions import PLAYED_WAYS

# How a Z/X entered (Game.enter's `how`) for each way a trigger names: 「プレイされて」 (806: from the hand, by
# ignition, from life, played by an effect; run.self_conditions.PLAYED_WAYS), 「カードの能力で」.
# 電影 is a card's ability (1115): 「≪電影≫によって」 names it alone
ENTER_WAYS = {"played": PLAYED_WAYS, "ability": frozenset({"ability", "denei"}), "denei": frozenset({"denei"})}
ENTER_WAYS["played_main"] = (
    PLAYED_WAYS  # 「メインフェイズの間に…プレイされて登場する」: the phase asked by run.resolve.fire
)


LEFT_WAYS = frozenset({"left_by_ability", "to_hand"})


_NOT_WAYS = frozenset({"costlier", "not_by", "not_by_namesake", "main", "by_ability", "descent", *LEFT_WAYS})
_NOT_WAYS |= {
    "target_normal",
    "target_zx",
    "target_player",
    "next_self",
    "install",
}  # "install": REMOVED's, the card entering has none


def came_as_told(ability: Ability, by: OnSquare, unit: OnSquare | None) -> bool:
    """「このカード以外の…」: `by` is not the unit whose ability it is; 「…がプレイされて/カードの能力で/<zone>から
    登場する」: `by` entered that way, or from that zone (OnSquare.entered_from; effects.trigger_ways)."""
    if ability.not_self and by is unit:
        return False
    way = ability.trigger_way
    if way in _NOT_WAYS or "dealt>=" in way:  # not a way of entering: checked where it is known (run.phases, fire)
        return True
    if way.startswith("from:"):  # 「<zone>から登場する」
        return by.entered_from == way[5:]
    if way.startswith("not_from:"):  # 「<zone>以外から登場する」
        return by.entered_from != way[9:]
    if way.startswith("power"):  # 「相手のパワーN以下/以上のゼクスに」: `by` is the damaged Z/X (goldfish.battle)
        power, bound = by.card.power or 0, int(way[7:])
        return power <= bound if way.startswith("power<=") else power >= bound
    return not way or by.entered_how in ENTER_WAYS[way]
