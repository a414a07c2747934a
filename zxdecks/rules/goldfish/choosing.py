"""The effects' choices (GameAPI.choose, choose_units, choose_options), each asked of the game's policy."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from zxdecks.rules.board import OnSquare, OpposingZX
from zxdecks.rules.cards import CardFacts
from zxdecks.rules.effects.api import Choice, Square, Target
from zxdecks.rules.effects.language import Effect

if TYPE_CHECKING:
    from zxdecks.rules.goldfish.policy import Policy


class PolicyChoices:
    """What an effect chooses, as the policy chooses it; Game inherits it through CardMoves."""

    if TYPE_CHECKING:
        policy: Policy
        opponent_resources_paid: int
        log_enabled: bool

        def note(self, step: str, rule: str, text: str) -> None: ...

    def choose(self, choice: Choice, cards: Sequence[CardFacts], candidates: list[int], n: int) -> list[int]:
        """Up to n of the candidates (indices into `cards`), most wanted first, as the policy chooses for an effect."""
        return self.policy.choose(self, choice, cards, candidates, n)  # type: ignore[arg-type]

    def choose_units(
        self, target: Target, units: Sequence[tuple[Square, OnSquare | OpposingZX]], n: int, amount: int = 0
    ) -> list[int]:
        """Up to n of the units (indices into `units`; the opponent's for Target.OPPONENT) an effect chooses, as the
        policy chooses."""
        return self.policy.choose_units(self, target, units, n, amount)  # type: ignore[arg-type]

    def opponent_pays(self, n: int) -> bool:
        """「相手は《無N・無N》を支払ってよい」: whether the opponent pays n, as the policy decides for it; what it pays
        stays slept until its reboot phase (goldfish.defence)."""
        if not self.policy.opponent_pays(self, n):  # type: ignore[arg-type]
            return False
        self.opponent_resources_paid += n
        if self.log_enabled:
            self.note("effect", "805", f"the opponent pays {n} (its resources slept till its reboot phase)")
        return True

    def choose_options(self, options: Sequence[tuple[Effect, ...]], n: int) -> list[int]:
        """n of an effect's options (「以下の効果から」), as the policy chooses."""
        return self.policy.choose_options(self, options, n)  # type: ignore[arg-type]
