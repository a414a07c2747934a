"""1116 Install (effects.install): when this card enters, up to one Z/X of the filter (「転身」) out of your trash into
the remove zone, as the policy chooses (「除外してよい」); if one went, its 「“≪自≫インストール”によって除外される」
abilities fire, and this card, still on its square, gains one of the removed card's activated abilities valid on
the squares until end of turn (run.granted.granted_activated plays it as its own)."""

from __future__ import annotations

from zxdecks.rules.effects.api import Choice, GameAPI
from zxdecks.rules.effects.language import Effect, Trigger
from zxdecks.rules.effects.run.resolve import fire_card
from zxdecks.rules.effects.run.seen import sees
from zxdecks.rules.effects.run.table import At, cause_of, done


def install(game: GameAPI, effect: Effect, at: At) -> bool:
    """Remove a 「転身」 Z/X of your trash (the policy may decline); then this card gains one of its activated
    abilities (the policy chooses among the read ones, as among options) until end of turn. Done when one was
    removed."""
    trash = game.trash
    candidates = [i for i, c in enumerate(trash) if sees(game, effect.filter, c, "trash")]
    picked = game.choose(Choice.TRASH_REMOVE, trash, candidates, effect.n) if candidates else []
    if not picked:
        return done(effect, 0, False)
    card = trash[picked[0]]
    game.take_card("trash", card)
    game.put(card, "removed")  # its 「除外される」 abilities of any way (goldfish.moves.put)
    fire_card(game, Trigger.REMOVED, card, cause_of(at), how="install")  # 「“≪自≫インストール”によって除外される」
    unit = at.unit
    script = game.scripts.get(card.number)
    abilities = script.activated if script is not None else ()
    if unit is not None and abilities and game.squares_holding(unit) is not None:
        (chosen,) = game.choose_options([a.effects for a in abilities], 1) or (0,)
        kept = unit.installed if unit.installed_turn == game.turn else ()
        unit.installed, unit.installed_turn = (*kept, abilities[chosen]), game.turn
    return done(effect, 1, True)
