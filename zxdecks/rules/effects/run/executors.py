"""The explicit table of the executors: which function carries out each action kind (table.HANDLERS) and, for
Kind.MOVE, each pair of zones of effects.zone_pairs.PAIRS (table.MOVERS). Written out as data, not registered by
decorators: every executor is seen in one place, and mutation testing (mutmut skips decorated functions) reaches
them. A kind without a row here is an error when it is carried out (table.NoHandler)."""

from __future__ import annotations

from zxdecks.rules.effects.language import Kind
from zxdecks.rules.effects.run import (
    delayed,
    either_moves,
    links,
    movers,
    player_stack,
    plays,
    power_per,
    squares,
    zones,
)
from zxdecks.rules.effects.run.table import HANDLERS, MOVERS, Handler

_HANDLERS: dict[Kind, Handler] = {
    Kind.MOVE: movers.move,
    Kind.RECOVER: movers.deck_out,
    Kind.SEARCH: movers.take_for_yourself,
    Kind.PLAY_SELF: plays.play_self,
    Kind.PLAY_FREE: plays.play_free,
    Kind.REVEAL_TOP_TAKE: plays.reveal_take,
    Kind.MODAL: plays.modal,
    Kind.FORBID_SAME_NAME: plays.forbid_same_name,
    Kind.FORBID_ABILITY: plays.forbid_ability,
    Kind.NO_TARGET: plays.no_target,
    Kind.IGOB: plays.igob,
    Kind.POWER: squares.power,
    Kind.POWER_CHOSEN: squares.power_chosen,
    Kind.SLEEP_SELF: squares.sleep_self,
    Kind.REBOOT_SELF: squares.reboot_self,
    Kind.AT_END_OF_TURN: squares.at_end_of_turn,
    Kind.DESTROY_SELF: squares.destroy_self,
    Kind.CHOOSE_ZX: squares.choose_zx,
    Kind.SWAP_IN: squares.swap_in,
    Kind.SELF_TO_SQUARE: squares.self_to_square,
    Kind.ZONE_TO_SQUARE: squares.zone_to_square,
    Kind.MAKE_TOKEN: squares.make_token,
    Kind.GRANT_RANGE: squares.grant_range,
    Kind.GRANT_ZEKKAI: squares.grant_zekkai,
    Kind.PLACE_LINK: links.place_link,
    Kind.PLAYER_EXTRA_UP: player_stack.player_extra_up,
    Kind.DELAYED: delayed.delayed,
    Kind.EITHER_MOVE: either_moves.either_move,
    Kind.POWER_PER: power_per.power_per,
    Kind.DRAW: zones.draw,
    Kind.DRAW_TO: zones.draw_to,
    Kind.REBOOT_RESOURCES: zones.reboot_resources,
    Kind.SLEEP_RESOURCES: zones.sleep_resources,
    Kind.PAY: zones.pay,
    Kind.DYNAMIS_FACE_UP: zones.dynamis_face_up,
    Kind.DYNAMIS_FACE_DOWN: zones.dynamis_face_down,
    Kind.GAIN_COUNTER: zones.gain_counter,
    Kind.PAY_COUNTER: zones.pay_counter,
    Kind.SHUFFLE_DECK: zones.shuffle_deck,
    Kind.LOOK_TOP_REORDER: zones.look_top_reorder,
    Kind.TOP_EITHER: zones.top_either,
    Kind.NEXT_PLAY_DISCOUNT: zones.next_play_discount,
    Kind.IGNITE: zones.ignite,
    Kind.DAMAGE_OPPONENT: zones.damage_opponent,
    Kind.OPPONENT_DECK_TO_RESOURCE: zones.opponent_deck_to_resource,
    Kind.HAND_REVEAL: zones.hand_reveal,
}

# Kind.MOVE: the mover of each pair of effects.zone_pairs.PAIRS (any other pair: movers.move_between).
_MOVERS: dict[tuple[str, str], Handler] = {
    ("hand", "trash"): movers.hand_out,
    ("hand", "charge"): movers.hand_out,
    ("hand", "deck_bottom"): movers.hand_out,
    ("hand", "removed"): movers.hand_out,
    ("hand", "resources"): movers.hand_to_resource,
    ("hand", "deck"): movers.hand_to_deck_shuffle,
    ("deck_top", "charge"): movers.deck_out,
    ("deck_top", "trash"): movers.deck_out,
    ("deck_top", "resources"): movers.deck_out,
    ("deck_top", "removed"): movers.deck_out,
    ("deck_top", "force"): plays.force,
    ("charge", "trash"): movers.charge_out,
    ("charge", "deck_bottom"): movers.charge_out,
    ("charge", "hand"): movers.take_for_yourself,
    ("charge", "resources"): movers.charge_to_resource,
    ("trash", "hand"): movers.take_for_yourself,
    ("trash", "resources"): movers.take_for_yourself,
    ("trash", "life"): movers.take_for_yourself,
    ("trash", "removed"): movers.trash_remove,
    ("trash", "force"): plays.force,
    ("force", "trash"): plays.force,
    ("resources", "hand"): movers.resource_to_hand,
    ("self", "hand"): plays.self_to_hand_resource_trash,
    ("self", "resources"): plays.self_to_hand_resource_trash,
    ("self", "trash"): plays.self_to_hand_resource_trash,
    ("self", "charge"): plays.self_to_charge_bottom_remove,
    ("self", "deck_bottom"): plays.self_to_charge_bottom_remove,
    ("self", "removed"): plays.self_to_charge_bottom_remove,
    ("self", "dynamis_face_up"): plays.self_to_charge_bottom_remove,
    ("self", "life"): plays.self_to_charge_bottom_remove,
    ("self", "deck"): plays.self_to_charge_bottom_remove,
    ("hand|charge", "trash"): either_moves.from_two_zones,
    ("hand|charge", "removed"): either_moves.from_two_zones,
}

HANDLERS.update(_HANDLERS)
MOVERS.update(_MOVERS)
