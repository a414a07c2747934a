"""The engine's one entry point (zxdecks.rules.answer): one question in, its whole answer out, with its progress."""

from tests.rules.test_goldfish import costed_deck
from zxdecks.rules.answer import ENGINE_VERSION, Question, answer
from zxdecks.rules.cards import Zone
from zxdecks.rules.karsten import KarstenQuestion


def test_one_question_gets_the_whole_answer_in_one_call():
    deck = costed_deck()
    target = next(deck.cards(Zone.DECK)).number
    odds = answer(Question(deck=deck, games=60, turns=3, targets=frozenset({target}), karsten=KarstenQuestion()))
    assert (odds.object, odds.seed, odds.first) == ("goldfish_odds", 0, True)
    assert [row["turn"] for row in odds.odds["per_turn"]] == [1, 2, 3]
    assert odds.odds["kill_turn"]["first"]["games"] == odds.odds["kill_turn"]["second"]["games"] == 60
    assert "questions" not in odds.odds  # nothing asked beside the key cards
    game = answer(Question(deck=deck, games=1, turns=2, seed=4))
    assert game.object == "goldfish_game"
    assert game.log[0]["rule"] == "402.1b"
    hand = answer(Question(deck=deck, game="d0", games=1, seed=4))
    assert hand.object == "d0_hand"
    assert hand.sample is not None


def test_the_same_question_gives_the_same_answer_and_the_progress_runs_to_100():
    deck = costed_deck()
    told: list[int] = []
    question = Question(deck=deck, games=50, turns=2, seed=9)
    once = answer(question, told.append)
    assert answer(question).odds == once.odds
    assert told == sorted(told)
    assert told[-1] == 100
    assert max(b - a for a, b in zip([0, *told], told, strict=False)) <= 5
    assert isinstance(ENGINE_VERSION, int)
