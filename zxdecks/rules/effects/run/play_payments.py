"""「このカードをプレイする際、<payment>てよい。…ならば、このカードのコストを-Nする。」 (effects.play_payments) when the card
is played from the hand: the lower cost is used only when the resources cannot pay the cost without it (as an
alternative cost, 1027), and the payment is made once the card is out of the hand (it never pays for itself)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from zxdecks.rules.board import OPPONENT_PLAYER_SQUARE, OWN_PLAYER_SQUARE
from zxdecks.rules.cards import CardFacts
from zxdecks.rules.effects.api import GameAPI, Square
from zxdecks.rules.effects.language import Ability, AbilityKind, Static
from zxdecks.rules.effects.run.activation import can_pay_payment
from zxdecks.rules.effects.run.conditions import conditions_hold
from zxdecks.rules.effects.run.resolve import apply
from zxdecks.rules.effects.run.table import At, Source


def _payable(game: GameAPI, st: Static, card: CardFacts) -> bool:
    """Whether the payment can be made now by cards other than the card played (it is still in the hand)."""
    return can_pay_payment(game, Ability(AbilityKind.ACTIVATED, "", payment=st.payment), Source("hand", card))


def _counts(st: Static) -> list[Static]:
    """A payment of up to N cards (`per` "each") as the payments of each count it changes the cost for (M, 2M, …
    cards, M the 「M枚につき」), each of exactly its count with its whole change; any other payment as it is."""
    if st.per != "each":
        return [st]
    most = st.payment[0]
    return [
        replace(st, n=st.n * (k // st.each), per="", payment=(replace(most, n=k, up_to=False),))
        for k in range(st.each, most.n + 1, st.each)
    ]


def payments(game: GameAPI, card: CardFacts) -> list[Static]:
    """The payments for a lower cost the hand card's own constant abilities offer now (conditions held, payable)."""
    script = game.scripts.get(card.number)
    if script is None or not script.cost_statics:
        return []  # most cards: no comprehension's frame
    return [
        one
        for st in script.cost_statics
        if st.kind == "play_payment" and conditions_hold(game, st.conditions, card)
        for one in _counts(st)
        if _payable(game, one, card) and _squares(game, one, card) != []
    ]


def _squares(game: GameAPI, st: Static, card: CardFacts) -> list[Square] | None:
    """Where the Z/X played at the lower cost may enter (「そうしてプレイする場合、このカードは…スクエアにしか登場できない」:
    your player square (303.3), empty or not; a square holding a link, 202.15, of yours or not in a normal square);
    None when the payment says nothing of it."""
    if st.per not in ("player", "empty_player", "link", "link_normal"):
        return None
    if st.per in ("player", "empty_player"):
        allowed = {OWN_PLAYER_SQUARE} - (set(game.squares) if st.per == "empty_player" else set())
    else:
        allowed = {sq for sq, _ in game.links} - (
            {OWN_PLAYER_SQUARE, OPPONENT_PLAYER_SQUARE} if st.per == "link_normal" else set()
        )
    return [sq for sq in game.legal_squares(card) if sq in allowed]


def paid_entry(
    game: GameAPI, extra: tuple[Static, list[int]] | None, card: CardFacts, legal: list[Square] | None
) -> tuple[bool, list[Square] | None]:
    """Whether the Z/X enters rebooted and the squares it may enter, played with the payment `extra` (「そうしてプレイする
    場合、このカードはスリープで登場する/…にしか登場できない」) or without one (rebooted, `legal`)."""
    if extra is None:
        return True, legal
    squares = _squares(game, extra[0], card)
    return extra[0].per != "slept", legal if squares is None else squares


def lower_cost(cost: int, st: Static) -> int:
    """The cost with the payment's change, its floor kept (「ただし、N以下にならない」)."""
    return max(cost + st.n, min(cost, st.floor), 0)


def play_payment(
    game: GameAPI, card: CardFacts, cost: int, fits: Callable[[int], list[int] | None]
) -> tuple[Static, list[int]] | None:
    """A payment that lets the resources pay for the card (the one with the smallest change first), and the
    resources paying the lower cost (`fits`: the game's payment of a cost, None when it cannot be paid)."""
    for st in sorted(payments(game, card), key=lambda s: -s.n):
        found = fits(lower_cost(cost, st))
        if found is not None:
            return st, found
    return None


def cheapest(game: GameAPI, card: CardFacts, cost: int) -> int:
    """The lowest cost a payment brings the card to (the cost itself without one)."""
    found = payments(game, card)  # most cards: none (no generator then)
    return min((lower_cost(cost, st) for st in found), default=cost) if found else cost


def pay_play_payment(game: GameAPI, st: Static, card: CardFacts) -> None:
    """Make the payment, the card already out of the hand."""
    at = At(None, Source("hand", card))
    for effect in st.payment:
        apply(game, effect, at)
    if game.log_enabled:
        game.note("play", "805.2", f"{card.name}: paid for a cost {st.n}")


def after_play(game: GameAPI, st: Static, card: CardFacts) -> None:
    """What the Z/X played at the lower cost does once on its square (「そうして登場させたならば、ターン終了時、このカードを
    …」: 808.4, at the end of this turn); nothing when it is no longer there."""
    unit = next((u for u in game.squares.values() if u.card is card or u.base is card), None)
    if unit is None:
        return
    for effect in st.then:
        apply(game, effect, At(unit))
