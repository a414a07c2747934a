"""setup_game's deal reused for the next game of a deck (session 22 `speedp`), pinned where mutation testing found it
unasserted (`mut22`, docs/mutation.md): the Start Resource of a reused deal is put rebooted, as the first game's;
a deal chosen by a policy's own choosers is never kept, so its next game does not deal a chosen card twice."""

from __future__ import annotations

from tests.rules.test_goldfish_speedp_skips import _keyword_deck, _set_up
from zxdecks.rules.cards import CardFacts
from zxdecks.rules.goldfish import DefaultPolicy, Game, setup


def test_the_start_resource_of_a_reused_deal_is_rebooted():
    deck = _keyword_deck()
    first = _set_up(deck)
    kept = setup._PREPARED[3]
    again = _set_up(deck)
    assert setup._PREPARED[3] is kept  # the second game's deal is the first's
    for game in (first, again):
        assert game.resources[0].card.name == deck.entries[2].card.name  # the Start Resource, first
        assert [r.rebooted for r in game.resources] == [True] * len(game.resources)


class _OwnStartCard(DefaultPolicy):
    """Chooses the Start Card itself (the same one the default would): its choices are not the default choosers'."""

    def choose_start_card(self, game: Game, candidates: list[CardFacts]) -> CardFacts | None:
        return super().choose_start_card(game, candidates)


def test_a_policys_own_choices_are_dealt_afresh_each_game():
    deck = _keyword_deck()
    setup._PREPARED[:] = [None, None, None, None]
    games = [_set_up(deck, seed=seed, policy=_OwnStartCard()) for seed in (1, 2)]
    assert setup._PREPARED[0] is None  # nothing kept of a deal the policy chose
    for game in games:
        assert game.squares[(2, 1)].card.name == "始まり"
        assert sum(c.name == "始まり" for c in game.all_cards()) == 4  # the four copies, none dealt twice
        assert len(game.all_cards()) == sum(e.count for e in deck.entries)
