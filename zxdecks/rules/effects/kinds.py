"""The closed set of actions an effect does (issue 28): each has one handler in effects.run (HANDLERS); a move
between zones is one action, MOVE, with its zones (effects.zone_pairs)."""

from __future__ import annotations

import enum


class Kind(enum.StrEnum):
    """What an effect does."""

    DRAW = "draw"  # 1005: draw n
    SEARCH = "search"  # n cards matching the filter from the deck into the hand, then shuffle (804.3e)
    RECOVER = "recover"  # 1013: the top card of your deck into your life, n times
    DAMAGE_OPPONENT = "damage_opponent"  # 1002.3 to the opponent
    DAMAGE_SELF = "damage_self"  # 1002.3: n damage to you (「あなたはNダメージを受ける」, 907.2: goldfish.damage)
    POWER = "power"  # this card's power +n until end of turn
    SELF_COST = "self_cost"  # this card's cost +n (and its power +take) until end of turn (effects.turn_costs)
    POWER_CHOSEN = "power_chosen"  # a chosen Z/X of yours: power +n until end of turn
    IGNITE = "ignite"  # 1011: ignite n times (reveal the top card; an ignition-icon card may be played free)
    REBOOT_SELF = "reboot_self"  # 1003
    DYNAMIS_FACE_UP = "dynamis_face_up"  # n face-down cards of the Dynamis matching the filter turned face up
    DYNAMIS_FACE_DOWN = "dynamis_face_down"  # n face-up cards of the Dynamis matching the filter turned face down
    GAIN_COUNTER = "gain_counter"  # 1017: gain n counters of an icon (the icon is the filter's name)
    MODAL = "modal"  # 「以下の効果からNつ選び、解決する」: n of `options` (n 0: all of them), `take` times
    PAY = "pay"  # pay a resource cost of n (805), the colour in `filter.color`
    SLEEP_SELF = "sleep_self"  # 1003: sleep this card
    FORBID_SAME_NAME = "forbid_same_name"  # no more cards of this name played this turn
    REBOOT_RESOURCES = "reboot_resources"  # n of your slept resources matching the filter rebooted
    LOOK_TOP_REORDER = "look_top_reorder"  # look at the top n and put them back in any order
    NEXT_PLAY_DISCOUNT = "next_play_discount"  # this turn, the next hand play of the filter costs n less
    TOP_EITHER = "top_either"  # the top card looked at, to `destination` or to `rest` (effects.either)
    POWER_PER = "power_per"  # this card's power +n for each `take` cards counted in `rest` (effects.power_per)
    EITHER_MOVE = "either_move"  # n chosen cards of `source`, each to `destination` or `rest` (effects.either_verbs)
    REVEAL_TOP_TAKE = "reveal_top_take"  # the top n (n 0: the whole deck): `take` matching to `to`, the rest to `rest`
    SHUFFLE_DECK = "shuffle_deck"  # 1004
    ZONE_TO_SQUARE = "zone_to_square"  # n Z/X of a zone (`rest`) onto empty normal squares, not played; `take`: a
    # bound on the sum of their costs
    SELF_TO_SQUARE = "self_to_square"  # this card from its zone onto an empty normal square (`to` "player": your
    # player square), rebooted or slept, without being played
    PLAY_SELF = "play_self"  # this card played from its zone without paying its cost (806)
    SHIFT_SELF = "shift_self"  # 1016.1: a shift card of the Dynamis onto this card on its square (its 剣臨器 naming it)
    PLAY_FREE = "play_free"  # n hand cards matching the filter played without paying their cost (806)
    HAND_REVEAL = "hand_reveal"  # n hand cards matching the filter shown (they stay in the hand): a cost
    IGOB = "igob"  # 1015: your player becomes the Z/X OB the filter names (its name or a part of it)
    CHOOSE_ZX = "choose_zx"  # n Z/X on squares of either player: `rest` says what befalls them ("damage" of `take`,
    # "destroy", "hand", "power" by `take`, "range" `take` this turn, "resource", "bottom", "top", "remove", "trash",
    # "charge", "reboot", "sleep"); `to` holds "normal" (normal squares only), "player" (your player square only),
    # "rebooted" or "slept" (only Z/X in that state), "others" (not this), "own" (yours only), "opponent" (the
    # opponent's only, with the words of effects.opponent_words)
    AT_END_OF_TURN = "at_end_of_turn"  # 808.4: at end of turn, `rest` ("hand", "destroy", "resource", "trash",
    # "remove", "charge", "bottom") befalls the Z/X the effect before put onto a square (`to` "self": this card;
    # "both": this card and them)
    OPPONENT_DECK_TO_RESOURCE = "opponent_deck_to_resource"  # the opponent's top n cards into its resources (302.4)
    SWAP_IN = "swap_in"  # 1115 電影: a rebooted Z/X of yours of cost n or more back to the hand, this card from the
    # hand onto its square, rebooted
    # 「相手は《無N・無N》を支払ってよい」: the opponent may pay n (805), as the policy decides for it (Policy.opponent_pays);
    # done when it pays (a 「《無N・無N》を支払わなかったならば、…」 after it: effects.unless_did)
    OPPONENT_PAY = "opponent_pay"
    PAY_COUNTER = "pay_counter"  # spend n counters of an icon (the icon is the filter's name)
    FORBID_ABILITY = "forbid_ability"  # the activated abilities of cards named `filter.name_is` not again this turn
    SLEEP_RESOURCES = "sleep_resources"  # n of your rebooted resources matching the filter slept (a cost)
    DESTROY_SELF = "destroy_self"  # 1008: this card on its square destroyed (to the charge; its triggers fire); `to`
    # "entered": the Z/X the effect before put onto squares, "trigger": the Z/X of yours that set the ability off
    MOVE = "move"  # n cards (matching the filter, up to n with 「まで」) of your `source` zone to your `destination`
    # (`rebooted` into the resources): every pair of zones (effects.zone_pairs), carried out by effects.run.movers
    GRANT_RANGE = "grant_range"  # this card has Range n (1105) until end of turn (「このカードは以下の能力を得る」)
    # 1116 Install: up to n Z/X of the filter (「転身」) out of your trash into the remove zone, then this card on its
    # square gains one of that card's activated abilities until end of turn (run.install)
    INSTALL = "install"
    GRANT_ZEKKAI = "grant_zekkai"  # this card has 絶界 (1107) until end of turn (effects.constant_grants)
    # this card may attack the opponent's player square from any square until end of turn (602.1b as widened)
    GRANT_PLAYER_ATTACK = "grant_player_attack"
    # this card deals n more damage to the opponent (the player, 604.3c) until end of turn
    DAMAGE_UP = "damage_up"
    # 「ターン終了時まで、このカード/そのゼクス/…は攻撃できない」: no attack this turn (`to` "" this card, "entered",
    # "trigger", "both" this card and the Z/X that entered, "all" every Z/X of yours of the filter now on squares);
    # `rest` "normal": 「…ノーマルスクエアにあるゼクスにしか攻撃できない」, only a Z/X on a normal square as the target
    FORBID_ATTACK = "forbid_attack"
    # the next damage you take this turn n points less (「ターン終了時まで、あなたが次に受けるダメージを-N」: goldfish.damage)
    DAMAGE_SHIELD = "damage_shield"
    # this card on its square has the auto abilities `granted` until end of turn (effects.granted_effects)
    GRANT_ABILITY = "grant_ability"
    # cards of `filter` in your zone `rest` (a zone key of goldfish.zone_plays) may be played for their cost this turn
    # (「ターン終了時まで、あなたはあなたのトラッシュにある…をコストを支払ってプレイしてよい」: effects.play_permits)
    PERMIT_PLAY = "permit_play"
    MAKE_TOKEN = "make_token"  # noqa: S105 n tokens named `filter.name_is` made onto empty normal squares (`rebooted`)
    PLACE_LINK = "place_link"  # n links named `filter.name_is` onto squares (`rest` "free": one with no link of
    # yours), effects.links
    DELAYED = "delayed"  # 808.4: the effects of `options[0]` carried out at the end of this turn (effects.delayed)
    DRAW_TO = "draw_to"  # 1005: draw until the hand holds n cards (none when it holds n or more already)
    PLAYER_EXTRA_UP = "player_extra_up"  # the Player Extra `filter` under your player card `rest` face up onto it
    # 1019.2: a rebooted Z/X of yours matching `under` breaks and becomes a hand Z/X matching `filter` (effects.breaks)
    BREAK = "break"
    PER_COUNT = "per_count"  # the effects of `options[0]` once for each n cards counted in `rest` ("moved": what the
    # effect before moved; else a zone of run.statics.count, of the filter) when it resolves (effects.per_count)
    NO_TARGET = "no_target"  # chooses only the opponent's Z/X, Ascensions, resources or hand cards: none modelled


# The kinds whose handlers count what they moved for `Effect.done_at` (run.table.done): a 「N枚…したならば」 after
# another kind leaves the line unread.
COUNTED_KINDS = frozenset(
    {Kind.DRAW, Kind.MOVE, Kind.RECOVER, Kind.SEARCH, Kind.REVEAL_TOP_TAKE, Kind.SLEEP_RESOURCES, Kind.CHOOSE_ZX}
    | {Kind.ZONE_TO_SQUARE}  # the Z/X of a zone it put onto squares (run.squares.zone_to_square; not force cards)
)
