"""Verbs of what may not be done, and of the opponent's actions that never come, read into effects (grammar_effects):
「IGOBできない」, 「この能力はプレイできない」, 「《同名》のこの能力は…」, 「相手は…できない」."""

from __future__ import annotations

from zxdecks.rules.effects.grammar import Act, Clause
from zxdecks.rules.effects.kinds import Kind
from zxdecks.rules.effects.language import Effect


def forbid_effect(clause: Clause) -> Effect | str | None:
    """The effect of a forbidding verb, the reason it is unread, or None for any other verb."""
    action = clause.action
    if isinstance(action, Act) and action.verb == "forbid_igob":  # only 「ターン終了時まで、」 it: no lasting one
        if not clause.until_end_of_turn:
            return "「IGOBできない」 without 「ターン終了時まで、」"
        return Effect(Kind.FORBID_ABILITY, rest="igob")
    if isinstance(action, Act) and action.verb in ("forbid_resource_reboot", "forbid_this", "forbid_this_card"):
        if not clause.until_end_of_turn:  # likewise
            return f"「{clause.text}」 without 「ターン終了時まで、」"
        rest = {"forbid_resource_reboot": "resource_reboot", "forbid_this": "this"}.get(action.verb, "this_card")
        return Effect(Kind.FORBID_ABILITY, if_did=bool(clause.if_did), rest=rest)
    if isinstance(action, Act) and action.verb == "forbid_this_game":  # 「ゲーム終了時まで、」 in its own words
        return Effect(Kind.FORBID_ABILITY, if_did=bool(clause.if_did), rest="this_game")
    if isinstance(action, Act) and action.verb in ("opponent_never", "opponent_never_battle"):
        if action.verb == "opponent_never" and not clause.until_end_of_turn:
            return f"「{clause.text}」 without 「ターン終了時まで、」"
        return Effect(Kind.NO_TARGET, if_did=bool(clause.if_did))
    if isinstance(action, Act) and action.verb == "forbid_same_name_all":  # likewise
        if not clause.until_end_of_turn:
            return f"「{clause.text}」 without 「ターン終了時まで、」"
        return Effect(Kind.FORBID_ABILITY, if_did=bool(clause.if_did), rest="all")
    return None
