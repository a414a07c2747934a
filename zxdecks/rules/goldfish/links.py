"""Links on the squares (202.15): the part of the public game API (effects.api.GameAPI) that places them. A link is a
marker, not a card and not a Z/X: it takes no square from a Z/X, and the goldfish keeps yours as (square, name)
pairs for the conditions that read them (effects.links). Its own parameters are on its marker (202.15g), which the
engine does not have: a link does nothing by itself. Nothing the goldfish models moves a link off its square
(914.2), so a link placed stays for the game."""

from __future__ import annotations

from typing import TYPE_CHECKING

from zxdecks.rules.board import SQUARE_ORDER
from zxdecks.rules.effects.api import Square


class LinkMoves:
    """Game inherits it through CardMoves; `links` lives in the instance dict a Game keeps beside its slots, set on
    the first link placed (a game without links pays nothing for it)."""

    links: tuple[tuple[Square, str], ...] = ()

    if TYPE_CHECKING:

        def note(self, step: str, rule: str, text: str) -> None: ...

        log_enabled: bool

    def place_link(self, name: str, free: bool = False) -> bool:
        """202.15b: a link named `name` onto a square (the first of SQUARE_ORDER with no link of yours; with `free`
        only such a square, else the first square when every one holds one); False when `free` finds none."""
        held = {square for square, _ in self.links}
        square = next((sq for sq in SQUARE_ORDER if sq not in held), None)
        if square is None:
            if free:
                return False
            square = SQUARE_ORDER[0]
        self.links = (*self.links, (square, name))
        if self.log_enabled:
            self.note("effect", "202.15", f"link 「{name}」 placed on square {square}")
        return True
