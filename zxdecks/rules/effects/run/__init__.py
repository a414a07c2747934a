"""Carrying out read abilities in a game through the public game API (effects.api.GameAPI): conditions, a table of
handlers (one per action kind), triggers, activated abilities and constant abilities. The goldfish calls these; they
call only the game's public API back."""

from zxdecks.rules.effects.run import executors  # noqa: F401  (it fills the table of handlers and movers)
from zxdecks.rules.effects.run.activation import activate, can_pay_payment, next_activation
from zxdecks.rules.effects.run.arrivals import became_force
from zxdecks.rules.effects.run.conditions import CHECKERS, conditions_hold
from zxdecks.rules.effects.run.delayed import carry_out_delayed
from zxdecks.rules.effects.run.granted import (
    deck_ignition,
    life_ignition,
    no_attack,
    no_damage,
    player_attack,
    static_range,
    stays_slept,
    zx_damage_bonus,
)
from zxdecks.rules.effects.run.phases import (
    fire_attacked_in_zones,
    fire_damaged_opponent,
    fire_destroyed_opponent,
    fire_drawn,
    fire_entered,
    fire_event_played,
    fire_left,
    fire_lethal_damage,
    fire_life_decreased,
    fire_moment,
    fire_opponent_destroyed,
    fire_opponent_entered,
    fire_player_damaged,
    fire_rebooted,
    fire_recovered,
    fire_slept,
)
from zxdecks.rules.effects.run.play_payments import after_play, cheapest, paid_entry, pay_play_payment, play_payment
from zxdecks.rules.effects.run.plays import enter_allowed, event_playable, play_allowed
from zxdecks.rules.effects.run.resolve import (
    apply,
    cause_now,
    drop_force,
    fire,
    fire_card,
    fire_in_dynamis,
    resolve,
    resolve_event,
)
from zxdecks.rules.effects.run.seen import sees
from zxdecks.rules.effects.run.squares import delayed_at_end_of_turn
from zxdecks.rules.effects.run.statics import (
    alternative_cost,
    cost_of,
    count,
    limit,
    pay_alternative,
    paying_resources,
    play_colors,
    static_power,
)
from zxdecks.rules.effects.run.table import HANDLERS, MOVERS, At, NoHandler, Source, handler_for

__all__ = [
    "CHECKERS",
    "HANDLERS",
    "MOVERS",
    "At",
    "NoHandler",
    "Source",
    "activate",
    "after_play",
    "alternative_cost",
    "apply",
    "became_force",
    "can_pay_payment",
    "carry_out_delayed",
    "cause_now",
    "cheapest",
    "conditions_hold",
    "cost_of",
    "count",
    "deck_ignition",
    "delayed_at_end_of_turn",
    "drop_force",
    "enter_allowed",
    "event_playable",
    "fire",
    "fire_attacked_in_zones",
    "fire_card",
    "fire_damaged_opponent",
    "fire_destroyed_opponent",
    "fire_drawn",
    "fire_entered",
    "fire_event_played",
    "fire_in_dynamis",
    "fire_left",
    "fire_lethal_damage",
    "fire_life_decreased",
    "fire_moment",
    "fire_opponent_destroyed",
    "fire_opponent_entered",
    "fire_player_damaged",
    "fire_rebooted",
    "fire_recovered",
    "fire_slept",
    "handler_for",
    "life_ignition",
    "limit",
    "next_activation",
    "no_attack",
    "no_damage",
    "paid_entry",
    "pay_alternative",
    "pay_play_payment",
    "paying_resources",
    "play_allowed",
    "play_colors",
    "play_payment",
    "player_attack",
    "resolve",
    "resolve_event",
    "sees",
    "static_power",
    "static_range",
    "stays_slept",
    "zx_damage_bonus",
]
