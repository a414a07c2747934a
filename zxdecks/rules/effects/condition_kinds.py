"""The closed set of conditions (804.3b), re-exported by effects.language; each has one checker (effects.run)."""

from __future__ import annotations

import enum


class ConditionKind(enum.StrEnum):
    """The closed set of conditions (804.3b) the engine checks; each has one checker (effects.run.conditions)."""

    RESOURCES_AT_LEAST = "resources_at_least"
    RESOURCES_AT_MOST = "resources_at_most"
    RESOURCE_FILTER_AT_LEAST = "resource_filter_at_least"
    RESOURCE_NAMES_AT_LEAST = "resource_names_at_least"  # different names matching the filter
    LIFE_AT_MOST = "life_at_most"
    LIFE_BELOW_OPPONENT = "life_below_opponent"
    OPPONENT_LIFE_AT_MOST = "opponent_life_at_most"
    PLAYER_IS = "player_is"  # your player card is `name`
    DYNAMIS_FACE_UP = "dynamis_face_up"  # face-up Dynamis cards matching the filter
    # no more than n face-up Dynamis cards matching the filter: 「…がない」 (0), 「…がN枚もない」 (N-1), 「…がN枚以下」 (N)
    DYNAMIS_FACE_UP_AT_MOST = "dynamis_face_up_at_most"
    HAND_AT_LEAST = "hand_at_least"
    HAND_AT_MOST = "hand_at_most"
    TRASH_AT_LEAST = "trash_at_least"
    TRASH_AT_MOST = "trash_at_most"
    CHARGE_AT_LEAST = "charge_at_least"
    CHARGE_AT_MOST = "charge_at_most"
    TRASH_FILTER_AT_LEAST = "trash_filter_at_least"
    CHARGE_FILTER_AT_LEAST = "charge_filter_at_least"
    SQUARE_FILTER_AT_LEAST = "square_filter_at_least"  # your cards on squares matching the filter
    SQUARE_FILTER_AT_MOST = "square_filter_at_most"
    SQUARE_STATE_AT_LEAST = "square_state_at_least"  # …of the filter in the states `name` holds (effects.zx_states)
    REMOVED_AT_LEAST = "removed_at_least"
    REMOVED_FILTER_AT_LEAST = "removed_filter_at_least"  # cards of your remove zone matching the filter
    IS_FIRST = "is_first"
    IS_SECOND = "is_second"
    OPPONENT_RESOURCES_AT_LEAST = "opponent_resources_at_least"
    EITHER_RESOURCES_AT_LEAST = "either_resources_at_least"
    RESOURCES_FEWER_THAN_OPPONENT = "resources_fewer_than_opponent"
    DAMAGE_THIS_TURN = "damage_this_turn"  # you or the opponent took damage this turn
    REBOOTED_ZX_COST_AT_LEAST = "rebooted_zx_cost_at_least"  # a rebooted Z/X of yours of cost n or more
    OPPONENT_ZX_AT_LEAST = "opponent_zx_at_least"  # the opponent's Z/X on squares (none on a goldfish's board)
    ANY_OF = "any_of"  # 「Aか、B場合」: one of `either` holds
    LINKS_AT_LEAST = "links_at_least"  # n links of yours on the squares (named `name`; "" any), effects.links
    # Conditions on this card (the card whose ability it is, handed to run.conditions_hold; effects.self_conditions)
    YOUR_TURN = "your_turn"  # 「あなたのターンの間の場合」
    OPPONENT_TURN = "opponent_turn"  # 「相手のターンの間の場合」
    SELF_PLAYED = (
        "self_played"  # 「このカードがプレイされて登場していた場合」: it entered played (hand, ignition, life)
    )
    SELF_BY_ABILITY = "self_by_ability"  # 「このカードがカードの能力で登場していた場合」
    SELF_IS = "self_is"  # 「このカードが[R]の場合」: this card matches the filter
    SELF_POWER_AT_LEAST = "self_power_at_least"  # 「このカードのパワーがN以上の場合」
    SELF_FORCE_AT_LEAST = "self_force_at_least"  # n cards of this card's force match the filter
    SELF_ENTERED_THIS_TURN = "self_entered_this_turn"  # 「このターンの間にこのカードが<way>登場していた」 (`name`)
    ZX_ENTERED_THIS_TURN = "zx_entered_this_turn"  # 「このターンの間にあなたの<filter>が登場していた場合」
    SELF_NEXT_TO_ZX = "self_next_to_zx"  # 1119 セッション: a Z/X of yours on a square next to this card (303.2a)
    SELF_REBOOTED = "self_rebooted"  # 「このカードがリブートの場合」
    UNISON_ON_SQUARES = "unison_on_squares"  # 「スクエアにあなたの≪ユニゾン≫しているゼクスがある場合」 (1029)
    # effects.zone_conditions, their checkers in run.zone_checkers
    RESOURCES_ONLY = "resources_only"  # 「あなたのリソースに<filter>しかない」: every resource matches
    COUNTERS_AT_LEAST = "counters_at_least"  # 「あなたの≪鍵≫がN個以上ある場合」: n counters named `name` (1017)
    FORCED_ZX_AT_LEAST = "forced_zx_at_least"  # your Z/X with a force (312.3) matching the filter
    RESOURCE_RACES_AT_LEAST = "resource_races_at_least"  # different races among your resources
    RESOURCE_COLORS_AT_LEAST = "resource_colors_at_least"  # different colours among your resources
    RESOURCE_COLORS_AT_MOST = "resource_colors_at_most"
    LIFE_AT_LEAST = "life_at_least"
    SHIFTS_AT_LEAST = "shifts_at_least"  # your Z/X on squares with a shift on them (202.8)
    OPPONENT_ZX_AT_MOST = "opponent_zx_at_most"  # the opponent's Z/X on squares (none on a goldfish's board)
