"""808.4: 「ターン終了時、…」 inside an effect (effects.delayed): the effect waits in `game.delayed_effects` and is
carried out at the end of the turn in which it was made (507.3), with the card it came from as it was then."""

from __future__ import annotations

from zxdecks.rules.effects.api import GameAPI
from zxdecks.rules.effects.language import Effect
from zxdecks.rules.effects.run.resolve import apply
from zxdecks.rules.effects.run.table import At


def delayed(game: GameAPI, effect: Effect, at: At) -> bool:
    """The effects of `options[0]` kept for the end of the turn; done (for a 「したならば」 after it) once kept."""
    game.delayed_effects.extend((inner, at) for inner in effect.options[0])
    return True


def carry_out_delayed(game: GameAPI) -> None:
    """507.3: the delayed effects of this turn, in the order they were made (a 「てよい」 one as the policy answers)."""
    pending, game.delayed_effects = game.delayed_effects, []
    for effect, at in pending:
        assert isinstance(at, At)
        apply(game, effect, at)
        if game.defeated or game.won:
            return
