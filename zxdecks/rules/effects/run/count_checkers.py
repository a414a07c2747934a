"""The checkers of the conditions effects.count_conditions reads: counts at most, races among your trash, your hand but
this card, and your life and resources against the goldfish opponent's (its life and resources are modelled:
goldfish.game.opponent_life, Game.opponent_resources)."""

from __future__ import annotations

from collections.abc import Callable, Iterable

from zxdecks.rules.board import ATTACKERS_ON_SQUARES, OPPONENT_PLAYER_SQUARE, OWN_PLAYER_SQUARE, OnSquare, is_token
from zxdecks.rules.cards import CardFacts, Icon
from zxdecks.rules.effects.api import GameAPI
from zxdecks.rules.effects.language import Condition, ConditionKind
from zxdecks.rules.effects.run.seen import sees, sees_unit
from zxdecks.rules.effects.run.self_conditions import This, card_of

K = ConditionKind


def _hand_others(g: GameAPI, c: Condition, this: This) -> int:
    """Your hand cards but this card (the card itself when its ability is valid in the hand; a unit on a square is
    not in the hand)."""
    card_of(c, this)  # a condition on this card: checked without it is an error
    own = this.card if isinstance(this, OnSquare) else this
    return sum(1 for card in g.hand if card is not own)


def _squares_vs_opponent(g: GameAPI, c: Condition, this: This) -> bool:
    """Yours of the filter on squares against the opponent's Z/X on its squares (a defending opponent's)."""
    mine, theirs = sum(1 for u in g.squares.values() if sees_unit(g, c.filter, u)), len(g.opponent_squares)
    return {"<": mine < theirs, "<=": mine <= theirs, ">=": mine >= theirs}[c.name]


def _names(cards: Iterable[CardFacts], c: Condition) -> int:
    return len({card.name for card in cards if c.filter.matches(card)})


def _entered_how(g: GameAPI, c: Condition, this: This) -> bool:
    """This card on a square entered the way the condition names (Game.enter's `how`); a card elsewhere has not."""
    card_of(c, this)
    if c.name.startswith("from:"):  # 「このカードが<zone>から登場していた」 (OnSquare.entered_from)
        return isinstance(this, OnSquare) and this.entered_from == c.name[5:]
    return isinstance(this, OnSquare) and this.entered_how == c.name


def zone_cards(g: GameAPI, zone: str) -> list[CardFacts]:
    """The cards of one of your zones by its key (effects.board_conditions): on squares, the cards there."""
    if zone == "squares":
        return [u.card for u in g.squares.values()]
    if zone == "shifts":  # the shift cards on your Z/X (202.8)
        return [u.shift for u in g.squares.values() if u.shift is not None]
    if zone == "resources":
        return [r.card for r in g.resources]
    cards: list[CardFacts] = getattr(g, zone)
    return cards


def _total(g: GameAPI, c: Condition, this: This) -> int:
    """The cards of the filter (or of one of the filters of `either`: 「[R]か「X」が合計」) in the zones the condition
    names together; with "not_this", this card left out."""
    zones = [z for z in c.name.split() if z != "not_this"]
    own = None
    if "not_this" in c.name.split():
        card_of(c, this)
        own = this.card if isinstance(this, OnSquare) else this
    filters = [one.filter for one in c.either] or [c.filter]
    return sum(
        1 for z in zones for card in zone_cards(g, z) if card is not own and any(sees(g, f, card, z) for f in filters)
    )


def _adjacent_pairs(g: GameAPI) -> int:
    """Pairs of your Z/X on squares orthogonally next to each other (303.2a), each pair once."""
    at = [s for s, u in g.squares.items() if u.card.type in ATTACKERS_ON_SQUARES]
    return sum(1 for i, a in enumerate(at) for b in at[i + 1 :] if abs(a[0] - b[0]) + abs(a[1] - b[1]) == 1)


def _square_other(g: GameAPI, c: Condition, this: This) -> bool:
    card_of(c, this)
    return sum(1 for u in g.squares.values() if u is not this and sees_unit(g, c.filter, u)) >= c.n


def _square_power(g: GameAPI, c: Condition, this: This) -> bool:
    """A Z/X of yours (of the filter) of power n or more; with "any", a Z/X of the opponent's on its squares too."""
    own = g.squares.values()
    if any(
        u.card.type in ATTACKERS_ON_SQUARES and sees_unit(g, c.filter, u) and (g.power_of(u) or 0) >= c.n for u in own
    ):
        return True
    return c.name == "any" and any(z.power >= c.n for z in g.opponent_squares.values())


def _normal(g: GameAPI, c: Condition) -> int:
    """Your cards of the filter on normal squares (303.3b: every square but the player squares)."""
    return sum(1 for s, u in g.squares.items() if s != OWN_PLAYER_SQUARE and sees_unit(g, c.filter, u))


COUNT_CHECKERS: dict[ConditionKind, Callable[[GameAPI, Condition, This], bool]] = {
    K.TRASH_RACES_AT_LEAST: lambda g, c, t: len({race for card in g.trash for race in card.races}) >= c.n,
    K.RESOURCE_FILTER_AT_MOST: lambda g, c, t: (
        sum(1 for r in g.resources if sees(g, c.filter, r.card, "resources")) <= c.n
    ),
    K.TRASH_FILTER_AT_MOST: lambda g, c, t: sum(1 for card in g.trash if sees(g, c.filter, card, "trash")) <= c.n,
    K.CHARGE_FILTER_AT_MOST: lambda g, c, t: sum(1 for card in g.charge if sees(g, c.filter, card, "charge")) <= c.n,
    K.REMOVED_AT_MOST: lambda g, c, t: len(g.removed) <= c.n,
    K.HAND_OTHERS_AT_LEAST: lambda g, c, t: _hand_others(g, c, t) >= c.n,
    K.HAND_OTHERS_AT_MOST: lambda g, c, t: _hand_others(g, c, t) <= c.n,
    K.OPPONENT_LIFE_AT_LEAST: lambda g, c, t: g.opponent_life >= c.n,
    K.LIFE_AT_MOST_OPPONENT: lambda g, c, t: len(g.life) <= g.opponent_life,
    K.LIFE_AT_LEAST_OPPONENT: lambda g, c, t: len(g.life) >= g.opponent_life,
    K.LIVES_TOTAL_AT_MOST: lambda g, c, t: len(g.life) + g.opponent_life <= c.n,
    K.RESOURCES_OVER_OPPONENT: lambda g, c, t: len(g.resources) - g.opponent_resources() >= c.n,
    K.RESOURCES_AT_MOST_OPPONENT: lambda g, c, t: len(g.resources) <= g.opponent_resources(),
    K.OPPONENT_PLAYER_SQUARE_EMPTY: lambda g, c, t: OPPONENT_PLAYER_SQUARE not in g.opponent_squares,
    K.SQUARES_VS_OPPONENT: _squares_vs_opponent,
    K.RESOURCES_NONE_OTHER: lambda g, c, t: all(sees(g, c.filter, r.card, "resources") for r in g.resources),
    K.TRASH_NAMES_AT_LEAST: lambda g, c, t: _names(g.trash, c) >= c.n,
    K.REMOVED_NAMES_AT_LEAST: lambda g, c, t: _names(g.removed, c) >= c.n,
    K.SELF_ENTERED_HOW: _entered_how,
    K.ZONES_TOTAL_AT_LEAST: lambda g, c, t: _total(g, c, t) >= c.n,
    K.ZONES_TOTAL_AT_MOST: lambda g, c, t: _total(g, c, t) <= c.n,
    K.ADJACENT_PAIRS_AT_LEAST: lambda g, c, t: _adjacent_pairs(g) >= c.n,
    K.SQUARE_OTHER_AT_LEAST: _square_other,
    K.SQUARE_POWER_AT_LEAST: _square_power,
    K.SQUARE_REBOOTED_AT_LEAST: lambda g, c, t: (
        sum(1 for u in g.squares.values() if u.rebooted and sees_unit(g, c.filter, u)) >= c.n
    ),
    K.CHARGE_ONLY: lambda g, c, t: bool(g.charge) and all(sees(g, c.filter, card, "charge") for card in g.charge),
    K.OPPONENT_RESOURCES_AT_MOST: lambda g, c, t: g.opponent_resources() <= c.n,
    K.OPPONENT_DAMAGED_THIS_TURN: lambda g, c, t: g.opponent_damaged == (g.turn, g.opponents_turn),
    K.OPPONENT_NOT_DAMAGED_THIS_TURN: lambda g, c, t: g.opponent_damaged != (g.turn, g.opponents_turn),
    K.NORMAL_FILTER_AT_LEAST: lambda g, c, t: _normal(g, c) >= c.n,
    K.NORMAL_FILTER_AT_MOST: lambda g, c, t: _normal(g, c) <= c.n,
    K.OPPONENT_NORMAL_ZX_AT_LEAST: lambda g, c, t: (
        sum(1 for s in g.opponent_squares if s != OPPONENT_PLAYER_SQUARE) >= c.n
    ),
    K.SELF_ON_PLAYER_SQUARE: lambda g, c, t: (
        card_of(c, t) is not None and isinstance(t, OnSquare) and g.squares.get(OWN_PLAYER_SQUARE) is t
    ),
    K.SELF_ON_NORMAL_SQUARE: lambda g, c, t: (
        card_of(c, t) is not None and isinstance(t, OnSquare) and g.squares_holding(t) not in (None, OWN_PLAYER_SQUARE)
    ),
    K.SELF_SLEPT: lambda g, c, t: card_of(c, t) is not None and isinstance(t, OnSquare) and not t.rebooted,
    K.RESOURCES_REBOOTED_AT_LEAST: lambda g, c, t: sum(1 for r in g.resources if r.rebooted) >= c.n,
    K.OPPONENT_CHARGE_AT_LEAST: lambda g, c, t: g.opponent_charge >= c.n,
    K.OPPONENT_REMOVED_AT_LEAST: lambda g, c, t: g.opponent_removed >= c.n,
    K.ALL_ZX_AT_LEAST: lambda g, c, t: (
        sum(1 for u in g.squares.values() if u.card.type in ATTACKERS_ON_SQUARES) + len(g.opponent_squares) >= c.n
    ),
    K.CHARGE_OVER_OPPONENT: lambda g, c, t: len(g.charge) > g.opponent_charge,
    K.EVOLSEED_AT_LEAST: lambda g, c, t: sum(1 for card in zone_cards(g, c.name) if Icon.EVOLSEED in card.icons) >= c.n,
    K.SQUARE_TOKENS_AT_LEAST: lambda g, c, t: sum(1 for u in g.squares.values() if is_token(u.card)) >= c.n,
    K.SQUARE_RACES_AT_LEAST: lambda g, c, t: (
        len({r for u in g.squares.values() if u.card.type in ATTACKERS_ON_SQUARES for r in u.card.races}) >= c.n
    ),
}
