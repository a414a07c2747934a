"""IGOB (1015): the player turns into a Z/X OB — its bottom part, beside the player card, and the top part of the
same name from the Dynamis enter a square together; while it is there the player takes no damage (202.7e), and when
it leaves, the top goes face up to the Dynamis (912.1) and the bottom stays by the player card."""

from __future__ import annotations

from typing import TYPE_CHECKING

from zxdecks.rules.board import OPPONENT_PLAYER_SQUARE, SQUARE_ORDER
from zxdecks.rules.cards import CardFacts, CardType, ObPart, name_key
from zxdecks.rules.effects import run
from zxdecks.rules.effects.language import Trigger

if TYPE_CHECKING:
    from zxdecks.rules.goldfish.game import Game


def overboost_on_squares(game: Game) -> bool:
    """202.7e/g: whether a Z/X OB of yours is on a square."""
    return any(u.card.type is CardType.ZX_OB for u in game.squares.values())


def _bottom(game: Game, name: str) -> CardFacts | None:
    """1015.1: the Z/X OB bottom prepared with the player card whose name contains `name` (quote marks aside: the
    text spells “歌仙誓装”蝶ヶ崎ほのめ as 「歌仙誓装蝶ヶ崎ほのめ」)."""
    key = name_key(name).replace('"', "")
    for card in game.player_area:
        keys = (k.replace('"', "") for k in card.keys)
        if card.type is CardType.ZX_OB and card.ob_part is not ObPart.TOP and any(key in k for k in keys):
            return card
    return None


def _top(game: Game, bottom: CardFacts) -> int | None:
    """The face-down Z/X OB top in the Dynamis with the bottom's name."""
    for i, card in enumerate(game.dynamis):
        if card.type is CardType.ZX_OB and card.ob_part is not ObPart.BOTTOM and card.keys & bottom.keys:
            return i
    return None


def igob_squares(game: Game) -> list[tuple[int, int]]:
    """1015.1: squares with no Z/X, the opponent's player square aside."""
    return [sq for sq in SQUARE_ORDER if sq not in game.squares and sq != OPPONENT_PLAYER_SQUARE]


def can_igob(game: Game, name: str) -> bool:
    """Whether 「IGOBして、「name」になる」 can be carried out now (1015.3: otherwise it is not carried out at all)."""
    if overboost_on_squares(game):
        return False  # 202.7g: one Z/X OB of yours on the squares
    bottom = _bottom(game, name)
    return bottom is not None and _top(game, bottom) is not None and bool(igob_squares(game))


def igob(game: Game, name: str) -> bool:
    """1015.1: reveal the bottom, take the top of the same name from the Dynamis, and let them enter rebooted a
    square the policy picks; False (nothing done, 1015.3) when any part is missing."""
    if not can_igob(game, name):
        return False
    bottom = _bottom(game, name)
    assert bottom is not None
    index = _top(game, bottom)
    assert index is not None
    top = game.dynamis.pop(index)
    square = game.policy.choose_square(game, top, igob_squares(game))
    game.enter(top, "igob", square)
    if game.log_enabled:
        game.note("IGOB", "1015.1", f"the player becomes {top.name} at {square}")
    game.check_rules()
    if game.scripts:  # 「あなたの《プレイヤー指定:≪X≫》がIGOBする」 abilities valid in the charge
        run.fire_moment(game, Trigger.IGOB, True, ("charge",), squares=False)
        game.check_rules()
    return True
