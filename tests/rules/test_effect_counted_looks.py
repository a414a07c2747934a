"""「上からN枚見て、その中にある…を好きな枚数選び、トラッシュに置き、…。N枚トラッシュに置いたならば」: the look takes
no more than the N cards looked at, so 「N枚…したならば」 reads as all of them (effects.did_refs.counted_to)."""

from __future__ import annotations

from tests.rules.builders import card
from tests.rules.test_effect_values import event, fresh

LOOK = (
    "あなたのデッキの上から2枚見て、その中にあるカード名に「竜」を含むカードを好きな枚数選び、トラッシュに置き、"
    "残りのカードを好きな順番でデッキの下に置く。2枚トラッシュに置いたならば、カードを1枚引く。"
)


def test_both_cards_looked_at_trashed_before_the_draw():
    for names, trashed, drawn in ((("赤竜", "青竜"), 2, 1), (("赤竜", "岩"), 1, 0)):
        game = fresh()
        game.deck = _with_top([card(name) for name in names])
        event(game, LOOK)
        assert (len(game.trash), len(game.hand)) == (trashed, drawn)


def _with_top(top):
    """The deck with `top` as its top cards (in that order), whichever end Game.take_top takes from."""
    rest = [card(f"山{i}") for i in range(5)]
    probe = fresh()
    probe.deck = [card("底"), card("頂")]
    first = probe.take_top()
    if first is not None and first.name == "頂":
        return rest + list(reversed(top))
    return list(top) + rest
