"""Session 21 `speedw`: what the goldfish asked again with the same answer, kept the same (issue 28)."""

from __future__ import annotations

import pytest

from tests.rules.builders import card
from tests.rules.test_effects import game_with_scripts
from zxdecks.rules.cards import Color
from zxdecks.rules.effects.run import paying_resources
from zxdecks.rules.goldfish import Resource
from zxdecks.rules.goldfish.payment import can_pay

ADDS_BLUE = "≪常≫【有効】リソース【効果】このカードに青を追加する。"
WHITE = frozenset({Color.WHITE})
BLUE = frozenset({Color.BLUE})


def test_a_payment_whose_colours_lack_the_added_colour_sees_the_resources_as_they_are():
    gem = card(colors=WHITE)
    game = game_with_scripts((gem.number, ADDS_BLUE))
    game.resources = [Resource(gem), Resource(card(colors=WHITE))]
    assert paying_resources(game, WHITE) is game.resources  # a white cost reads no blue: the game's own list
    assert paying_resources(game, frozenset()) is game.resources  # nor does a colourless one
    assert can_pay(paying_resources(game, WHITE), 2, WHITE) == can_pay(paying_resources(game), 2, WHITE) == [0, 1]


def test_a_payment_asking_the_added_colour_sees_it_added():
    gem = card(colors=WHITE)
    game = game_with_scripts((gem.number, ADDS_BLUE))
    game.resources = [Resource(gem), Resource(card(colors=WHITE))]
    paying = paying_resources(game, BLUE)
    assert paying is not game.resources
    assert paying[0].card.colors == {Color.WHITE, Color.BLUE}
    assert paying[1] is game.resources[1]
    assert can_pay(paying, 1, BLUE) == [0]
    assert can_pay(game.resources, 1, BLUE) is None  # without the added colour, no blue card pays it
    both = paying_resources(game, BLUE | WHITE)
    assert both[0].card.colors == {Color.WHITE, Color.BLUE}


def test_of_two_added_colours_only_the_one_the_payment_asks_is_added():
    gem = card(colors=WHITE)
    game = game_with_scripts((gem.number, "≪常≫【有効】リソース【効果】このカードに青と赤を追加する。"))
    game.resources = [Resource(gem)]
    assert paying_resources(game, frozenset({Color.RED}))[0].card.colors == {Color.WHITE, Color.RED}
    assert paying_resources(game, BLUE)[0].card.colors == {Color.WHITE, Color.BLUE}
    assert paying_resources(game)[0].card.colors == {Color.WHITE, Color.BLUE, Color.RED}  # every colour: all added


def _descent_game(subtext, units):
    from dataclasses import replace

    from tests.rules.builders import fours
    from zxdecks.rules.cards import CardType, Zone
    from zxdecks.rules.deck import Deck, DeckEntry
    from zxdecks.rules.effects import read_pool
    from zxdecks.rules.goldfish import Game, OnSquare

    ex = replace(card(type_=CardType.ZX_EX, cost=5), power=9000)
    entries = [*fours([card(cost=2) for _ in range(12)]), DeckEntry(card(cost=1), 2), DeckEntry(ex, 1, Zone.DYNAMIS)]
    game = Game(Deck.of(entries), seed=1, first=True)
    game.setup()
    game.scripts = read_pool([(ex.number, "", subtext)])
    game.resources = [Resource(card()) for _ in range(6)]
    game.turn = 1
    game.squares = {(0, i): OnSquare(u, True, 5000) for i, u in enumerate(units)}
    return game


def test_a_descent_of_one_need_is_not_searched_without_enough_rebooted_zx_of_it_on_squares():
    """The search of a way (dynamis_costs.has_way) comes right after the game's has_square in _playable, and nothing
    else of the game asks has_square here: the game's own asks of has_square (recorded on the instance, which the
    compiled engine calls as well) count the searches."""
    searched = []

    def recording(game):
        real = game.has_square

        def has_square(card):
            searched.append(card.number)
            return real(card)

        game.has_square = has_square
        return game

    black = frozenset({Color.BLACK})
    game = recording(_descent_game("降臨条件:黒のゼクス2枚", [card(colors=black, cost=3), card(cost=3)]))
    assert game.dynamis_playable() == []
    assert searched == []  # one black Z/X of the two: no way, known without a search
    game = recording(_descent_game("降臨条件:黒のゼクス2枚", [card(colors=black, cost=3), card(colors=black, cost=3)]))
    assert game.dynamis_playable() == [0]
    assert len(searched) == 1  # two of them: the search finds the way
    game = recording(_descent_game("降臨条件:黒のゼクス2枚", [card(colors=black, cost=1), card(colors=black, cost=1)]))
    assert game.dynamis_playable() == []  # two of them whose costs fall short of its cost (1020.2): searched
    assert len(searched) == 2


DESTROY = "ノーマルスクエアにある相手のコスト5以下のゼクスを1枚選び、破壊する。"
DESTROYED_BOUND = (
    DESTROY + "破壊したゼクスのコスト以下のコストの、あなたのトラッシュにあるゼクスを1枚まで選び、"
    "リブートでゼクスのないノーマルスクエアに登場させる。"
)


@pytest.mark.parametrize(("body", "costed"), [(DESTROY, False), (DESTROYED_BOUND, True)], ids=["no-bound", "bound"])
def test_a_destruction_notes_the_costs_it_destroyed_only_when_an_effect_of_the_game_reads_them(body, costed):
    """The destruction (run.destroyed_costs.choose_zx) carried out alone: the costs it notes are in its At after it,
    where the effect after it would read them; with no effect of the game reading them, none are worked out."""
    from tests.rules.test_effect_values_references import CENTRE, board
    from zxdecks.rules.cards import CardType
    from zxdecks.rules.effects import read_card
    from zxdecks.rules.effects.language import Kind
    from zxdecks.rules.effects.run import At, Source, apply

    game = board({}, {CENTRE: 5000})
    game.opponent_squares[CENTRE].cost = 4
    ev = card(type_=CardType.EVENT)
    script = read_card(ev.number, "≪イベント≫" + body)
    assert script.unread == ()
    game.scripts = {ev.number: script}
    assert script.event is not None
    destroy = script.event.effects[0]
    assert (destroy.kind, destroy.rest) == (Kind.CHOOSE_ZX, "destroy")
    at = At(source=Source("event", ev))
    assert apply(game, destroy, at) is True
    assert game.opponent_squares == {}  # destroyed either way
    assert at.destroyed == ((4,) if costed else ())
