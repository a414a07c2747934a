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
    SQUARE_STATE_AT_MOST = "square_state_at_most"  # 「…がない」: at most n of them (session 18, `conds`)
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
    SELF_IN_ZONE = (
        "self_in_zone"  # 「このカードが<zone>にある場合」: this card is in the zone `name` (squares or another)
    )
    SELF_IS = "self_is"  # 「このカードが[R]の場合」: this card matches the filter
    SELF_POWER_AT_LEAST = "self_power_at_least"  # 「このカードのパワーがN以上の場合」
    SELF_FORCE_AT_LEAST = "self_force_at_least"  # n cards of this card's force match the filter
    SELF_ENTERED_THIS_TURN = "self_entered_this_turn"  # 「このターンの間にこのカードが<way>登場していた」 (`name`)
    EVENT_PLAYED_FROM = "event_played_from"  # 「このカードを<zone>からプレイしていた場合」: this event, from `name`
    ZX_ENTERED_THIS_TURN = "zx_entered_this_turn"  # 「このターンの間にあなたの<filter>が登場していた場合」
    SELF_NEXT_TO_ZX = "self_next_to_zx"  # 1119 セッション: a Z/X of yours on a square next to this card (303.2a)
    SELF_REBOOTED = "self_rebooted"  # 「このカードがリブートの場合」
    UNISON_ON_SQUARES = "unison_on_squares"  # 「スクエアにあなたの≪ユニゾン≫しているゼクスがある場合」 (1029)
    DID_THIS_TURN = "did_this_turn"  # 「このターンの間に…していた」: the event `name` of goldfish.turn_record (filter)
    SELF_IN_UNISON = "self_in_unison"  # this card is one with the player card (1029): its subtext's 「…のみ有効」
    SELF_NO_FORCE = "self_no_force"  # 「このカードがフォースを持たない場合」 (312.3a: none face up or face down)
    PLACED_FORCE_IS = "placed_force_is"  # 「置いたフォースが<filter>の場合」: n cards this card's force last put match
    # 「置いたカードが<filter>の場合」 (effects.placed_cards): the cards the move before put match (`name` "one", "all",
    # "any" of them)
    PLACED_CARD_IS = "placed_card_is"
    # 「このカードが<filter>のフォースの場合」: this card is in the face-up force of a Z/X of yours of the filter (312.3)
    SELF_FORCE_OF = "self_force_of"
    SELF_BROKEN = "self_broken"  # 1122 アルターブレイク: this card's force holds a face-down card (1019.1)
    BROKE_THIS_TURN = "broke_this_turn"  # 「このターンの間にあなたのゼクスがブレイクしていた場合」 (1019.2)
    # 「相手のターンの直前のリソースフェイズに相手が手札からリソースにカードを置いていなかった」 (effects.breaks)
    OPPONENT_SKIPPED_RESOURCE = "opponent_skipped_resource"
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
    # effects.count_conditions, their checkers in run.count_checkers
    TRASH_RACES_AT_LEAST = "trash_races_at_least"  # different races among your trash
    RESOURCE_FILTER_AT_MOST = "resource_filter_at_most"
    TRASH_FILTER_AT_MOST = "trash_filter_at_most"
    CHARGE_FILTER_AT_MOST = "charge_filter_at_most"
    REMOVED_AT_MOST = "removed_at_most"
    HAND_OTHERS_AT_LEAST = "hand_others_at_least"  # your hand but this card
    HAND_OTHERS_AT_MOST = "hand_others_at_most"
    OPPONENT_LIFE_AT_LEAST = "opponent_life_at_least"
    LIFE_AT_MOST_OPPONENT = "life_at_most_opponent"  # your life at most the opponent's
    LIFE_AT_LEAST_OPPONENT = "life_at_least_opponent"
    LIVES_TOTAL_AT_MOST = "lives_total_at_most"  # your life and the opponent's together
    RESOURCES_OVER_OPPONENT = "resources_over_opponent"  # n or more resources than the opponent has
    RESOURCES_AT_MOST_OPPONENT = "resources_at_most_opponent"
    OPPONENT_PLAYER_SQUARE_EMPTY = "opponent_player_square_empty"  # no Z/X of the opponent on its player square
    SQUARES_VS_OPPONENT = "squares_vs_opponent"  # yours of the filter on squares `name` ("<", "<=", ">=") theirs
    RESOURCES_NONE_OTHER = "resources_none_other"  # 「…以外がない」: every resource matches (none at all too)
    TRASH_NAMES_AT_LEAST = "trash_names_at_least"  # different names matching the filter in your trash
    REMOVED_NAMES_AT_LEAST = "removed_names_at_least"
    SELF_ENTERED_HOW = (
        "self_entered_how"  # 「このカードがイグニッションで登場していた」: it entered the way `name` says
    )
    # effects.board_conditions, their checkers in run.count_checkers
    # cards of the filter in the zones `name` names, together (of one of the filters of `either`, when it holds any:
    # 「[R]か「X」が合計」; its conditions only carry those filters)
    ZONES_TOTAL_AT_LEAST = "zones_total_at_least"
    ZONES_TOTAL_AT_MOST = "zones_total_at_most"
    ADJACENT_PAIRS_AT_LEAST = "adjacent_pairs_at_least"  # pairs of your Z/X on squares next to each other (303.2a)
    SQUARE_OTHER_AT_LEAST = "square_other_at_least"  # your cards of the filter on squares but this card
    SQUARE_POWER_AT_LEAST = "square_power_at_least"  # a Z/X of power n or more on the squares (`name` "own", "any")
    SQUARE_REBOOTED_AT_LEAST = "square_rebooted_at_least"  # rebooted cards of yours of the filter on squares
    CHARGE_ONLY = "charge_only"  # 「あなたのチャージに<filter>しかない」: some charge card, and all match
    OPPONENT_RESOURCES_AT_MOST = "opponent_resources_at_most"
    EVOLSEED_AT_LEAST = "evolseed_at_least"  # cards with the evolseed icon in your zone `name` (squares, trash, ...)
    SQUARE_TOKENS_AT_LEAST = "square_tokens_at_least"  # your tokens on squares
    SQUARE_RACES_AT_LEAST = "square_races_at_least"  # different races among your Z/X on squares
    OPPONENT_DAMAGED_THIS_TURN = "opponent_damaged_this_turn"  # the opponent took damage this turn (1002.3)
    OPPONENT_NOT_DAMAGED_THIS_TURN = "opponent_not_damaged_this_turn"
    NORMAL_FILTER_AT_LEAST = "normal_filter_at_least"  # your cards of the filter on normal squares (303.3b)
    NORMAL_FILTER_AT_MOST = "normal_filter_at_most"
    OPPONENT_NORMAL_ZX_AT_LEAST = "opponent_normal_zx_at_least"  # the opponent's Z/X on normal squares
    SELF_ON_PLAYER_SQUARE = "self_on_player_square"  # this card on your player square (303.3a)
    SELF_ON_NORMAL_SQUARE = "self_on_normal_square"  # this card on one of your normal squares (303.3b)
    SELF_SLEPT = "self_slept"  # 「このカードがスリープの場合」: this card on a square, slept
    RESOURCES_REBOOTED_AT_LEAST = "resources_rebooted_at_least"  # rebooted cards among your resources
    # session 17 (`cond2`): the opponent's charge, counted (goldfish.opposing.opponent_card_to)
    OPPONENT_CHARGE_AT_LEAST = "opponent_charge_at_least"
    OPPONENT_REMOVED_AT_LEAST = "opponent_removed_at_least"  # session 18 (`conds`): its remove zone, counted
    ALL_ZX_AT_LEAST = "all_zx_at_least"  # the Z/X of both players on the squares
    CHARGE_OVER_OPPONENT = "charge_over_opponent"  # more cards in your charge than in the opponent's
    # session 16 (`const`): effects.constant_costs, its checker in run.self_conditions
    SELF_IN_BATTLE = (
        "self_in_battle"  # 「このカードのバトル中」: this card is the attacking Z/X of the battle now (601)
    )
