"""Which triggers an auto ability valid in a zone besides the squares may have (803.1d): those the game fires for the
cards in that zone (run.phases, run.resolve.fire_card), as effects.triggers asks when it reads a trigger there."""

from __future__ import annotations

from zxdecks.rules.effects.language import Trigger

# The triggers an ability valid outside the squares may have (803.1d).
PHASES = {Trigger.RESOURCE_START, Trigger.IGNITION_START, Trigger.MAIN_START, Trigger.DRAW_START}
# Your actions fired for the cards in every zone (run.phases.fire_moment): a shift, a card drawn by an ability.
ACTIONS = {
    Trigger.ZX_SHIFTED, Trigger.DRAWN_BY_ABILITY, Trigger.DRAWS, Trigger.ZX_DAMAGES_OPPONENT,
    Trigger.ZX_DESTROYS_BY_ATTACK, Trigger.ZX_DESTROYS_OPPONENT,
}  # fmt: skip
# What befalls a player (run.phases.fire_player_damaged, fire_recovered), a Z/X of yours attacking (goldfish.battle,
# run.phases.fire_attacked_in_zones) or leaving the squares (run.phases.fire_left): fired for the cards in every zone.
PLAYERS = {
    Trigger.YOU_DAMAGED, Trigger.OPPONENT_DAMAGED, Trigger.OPPONENT_LIFE_DECREASED, Trigger.RECOVERED,
    Trigger.ANY_ATTACK, Trigger.ZX_LEFT, Trigger.YOU_LIFE_DECREASED,
}  # fmt: skip
ZONE_TRIGGERS = {
    # ZX_ENTERS: a Z/X of yours entering sets off the card in its zone too (run.fire_entered)
    # the Dynamis as the game fires it for these (face up only: run.phases); ACTIVATED_PLAYED face down too
    # (your actions: run.phases.fire_moment and fire_entered go through the face-up Dynamis too)
    "dynamis": {
        Trigger.END_OF_TURN,
        Trigger.ZX_ENTERS,
        Trigger.ACTIVATED_PLAYED,
        Trigger.DYNAMIS_PLACED,
        *PHASES,
        *PLAYERS,
        *ACTIONS,
    },
    "resource": {
        Trigger.UNISON,
        Trigger.ZX_DESTROYED,  # run.fire_entered: a Z/X of yours destroyed (1008), for the cards in the zones too
        Trigger.RESOURCE_PLACED,
        Trigger.END_OF_TURN,
        Trigger.FIRST_PLAYER_TURN_3_END,
        Trigger.ZX_ENTERS,
        *PHASES,
        *ACTIONS,
        *PLAYERS,
    },
    "trash": {
        Trigger.UNISON,
        Trigger.ZX_DESTROYED,
        Trigger.EVOLSEED,
        Trigger.IGNITION_TRASHED,
        Trigger.TRASHED_BY_EVENT,
        Trigger.HAND_TRASHED,
        Trigger.END_OF_TURN,
        Trigger.ZX_ENTERS,
        *PHASES,
        *ACTIONS,
        *PLAYERS,
    },
    "hand": {Trigger.TRASH_TO_HAND},  # run.resolve.returned_to_hand
    "force": {Trigger.BECOMES_FORCE},  # run.resolve.became_force
    "removed": {
        Trigger.REMOVED,
        Trigger.END_OF_TURN,
        Trigger.UNISON,
        *PHASES,
        *PLAYERS,
    },  # goldfish.moves.put; run.phases.fire_moment
    "charge": {
        Trigger.UNISON,
        Trigger.IGOB,
        Trigger.END_OF_TURN,
        Trigger.ZX_ENTERS,
        Trigger.ZX_DESTROYED,
        Trigger.LIFE_TO_CHARGE,
        Trigger.CHARGE_PLACED,
        *PHASES,
        *ACTIONS,
        *PLAYERS,
    },
}
