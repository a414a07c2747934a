"""Two lists compared (issue 29, point 4): differences of proportions with their intervals, common seeds, and the
per-card statistics the game's events feed."""

import math

import pytest

from tests.rules.builders import card
from zxdecks.rules.cards import CardType
from zxdecks.rules.compare import Side, compare_decks, comparison_work, newcombe, newcombe_paired
from zxdecks.rules.deck import Deck, DeckEntry
from zxdecks.rules.goldfish import DefaultPolicy, run_game
from zxdecks.rules.goldfish.cardstats import SHARES, CardStatsRecorder, card_stats
from zxdecks.rules.goldfish.opponent import PRESETS

Z = 1.959963984540054


def wilson_limits(x, n):
    """Wilson's 95% score limits, written out as in Newcombe (1998), eq. for method 3."""
    p = x / n
    centre = 2 * n * p + Z * Z
    spread = Z * math.sqrt(Z * Z + 4 * n * p * (1 - p))
    return (centre - spread) / (2 * (n + Z * Z)), (centre + spread) / (2 * (n + Z * Z))


def test_the_difference_of_two_independent_proportions_has_newcombes_published_interval():
    # Newcombe (1998), Statistics in Medicine 17: 56/70 against 48/80, method 10 gives 0.0524 to 0.3339.
    d = newcombe(56, 70, 48, 80)
    assert d.value == pytest.approx(0.2)
    assert d.low == pytest.approx(0.0524, abs=5e-5)
    assert d.high == pytest.approx(0.3339, abs=5e-5)


def test_the_paired_difference_joins_the_wilson_limits_through_the_corrected_phi():
    # 100 games: 30 won by both decks, 10 by the first only, 5 by the second only, 55 by neither.
    l1, u1 = wilson_limits(40, 100)
    l2, u2 = wilson_limits(35, 100)
    phi = (30 * 55 - 10 * 5 - 100 / 2) / math.sqrt(40 * 60 * 35 * 65)
    low = 0.05 - math.sqrt((0.40 - l1) ** 2 - 2 * phi * (0.40 - l1) * (u2 - 0.35) + (u2 - 0.35) ** 2)
    high = 0.05 + math.sqrt((u1 - 0.40) ** 2 - 2 * phi * (u1 - 0.40) * (0.35 - l2) + (0.35 - l2) ** 2)
    d = newcombe_paired(30, 10, 5, 55)
    assert (d.value, d.low, d.high) == pytest.approx((0.05, low, high))
    assert d.low == pytest.approx(-0.0274, abs=5e-5)
    assert d.high == pytest.approx(0.1264, abs=5e-5)
    # the same counts taken as independent samples give a wider interval: agreeing games narrow the paired one
    independent = newcombe(40, 100, 35, 100)
    assert independent.high - independent.low > d.high - d.low


def vanilla_deck(extra=None, copies=0):
    cheap, big = card("一コスト", cost=1), card("九コスト", cost=9)
    entries = [DeckEntry(cheap, 20), DeckEntry(big, 20)]
    if extra is not None:
        entries.append(DeckEntry(extra, copies))
    return Deck.of(entries)


def test_identical_decks_differ_by_zero_with_intervals_around_zero():
    deck = vanilla_deck(card("イベント", CardType.EVENT, cost=1), 10)
    targets = frozenset({deck.entries[0].card.number})
    answer = compare_decks(Side(deck, targets), Side(deck, targets), games=60, seed=3).as_dict()
    rows = [*answer["kill_turn"]["first"]["by_turn"], *answer["kill_turn"]["second"]["by_turn"]]
    rows += answer["key_cards"]["per_turn"]
    assert len(rows) == 2 * 10 + 5
    for row in rows:
        assert row["a"] == row["b"]
        assert row["difference"]["value"] == 0
        assert row["difference"]["low"] <= 0 <= row["difference"]["high"]
    assert answer["kill_turn"]["first"]["mean_difference"]["value"] == 0
    assert answer["cards"]["a"] == answer["cards"]["b"]


def test_common_seeds_make_a_one_card_change_differ_only_where_the_card_is():
    # The same seed deals the same positions: a deck whose big cards are renamed plays exactly the same games.
    a = vanilla_deck()
    renamed = Deck.of([a.entries[0], DeckEntry(card("九コスト改", cost=9), 20)])
    answer = compare_decks(Side(a), Side(renamed), games=40, seed=11).as_dict()
    for side in ("first", "second"):
        assert answer["kill_turn"][side]["a"] == answer["kill_turn"][side]["b"]
        assert all(row["difference"]["value"] == 0 for row in answer["kill_turn"][side]["by_turn"])
    assert answer["key_cards"]["per_turn"] == []  # no key cards asked for: no key-card games played


def test_a_deck_with_more_copies_of_a_card_has_it_stuck_in_hand_more_often():
    event = card("読めないイベント", CardType.EVENT, cost=1)  # no text the engine reads: never played
    one = card_stats(vanilla_deck(event, 1), games=300, seed=5).by_number()[event.number]
    eight = card_stats(vanilla_deck(event, 8), games=300, seed=5).by_number()[event.number]
    assert one.counts["played"] == eight.counts["played"] == 0
    assert (one.counts["stuck"], eight.counts["stuck"]) == (2, 16)
    assert newcombe(eight.counts["stuck"], 300, one.counts["stuck"], 300).low > 0  # more often, not by chance
    assert eight.counts["drawn"] > one.counts["drawn"]


def test_per_card_statistics_of_a_vanilla_deck_are_the_counts_its_games_show():
    # Seed 7 (read off its log): opening hand 一, 九, 一, 九; turn 1 resources 一 and plays 一; turn 3 resources 九;
    # turn 4 resources the event; won on turn 4 with four 九 in hand. Seed 8: 一 resourced and played on turn 1,
    # 一 resourced on turns 2 and 3, won on turn 3 with three 九 in hand, no event drawn.
    event = card("イベント", CardType.EVENT, cost=1)
    deck = vanilla_deck(event, 10)
    stats = card_stats(deck, games=2, seed=7)
    rows = {row["name"]: row for row in stats.as_dict()}
    assert rows["一コスト"]["counts"] == dict.fromkeys(SHARES, 0) | {"drawn": 2, "played": 2, "resourced": 2}
    assert rows["一コスト"]["first_played"] == {"1": 1.0}
    assert rows["一コスト"]["first_played_mean"] == 1.0
    assert rows["九コスト"]["counts"] == dict.fromkeys(SHARES, 0) | {"drawn": 2, "stuck": 2, "resourced": 1}
    assert rows["九コスト"]["first_played_mean"] is None
    assert rows["九コスト"]["stuck"] == 1.0
    assert rows["イベント"]["counts"] == dict.fromkeys(SHARES, 0) | {"drawn": 1, "resourced": 1}
    assert rows["イベント"]["resourced"] == 0.5
    assert rows["イベント"]["copies"] == 10


def test_ignition_and_life_reveals_are_counted_once_a_game_as_the_game_counts_them():
    ignition, plain = card("点火", cost=1, ignition=True), card("素", cost=1)
    deck = Deck.of([DeckEntry(ignition, 25), DeckEntry(plain, 25)])
    totals = dict.fromkeys(SHARES, 0)
    for seed in range(40):
        recorder = CardStatsRecorder(deck)
        game, result = run_game(deck, seed, 10, True, DefaultPolicy(), 1, track_seen=False, watch=recorder)
        recorder.finish(game)
        ig, pl = recorder.tallies[ignition.number].counts, recorder.tallies[plain.number].counts
        assert bool(ig["life_revealed"] or pl["life_revealed"]) == (result.life_reveals > 0)
        assert bool(ig["ignition_revealed"] or pl["ignition_revealed"]) == (result.ignitions > 0)
        assert ig["ignited"] == ig["ignition_revealed"]
        assert pl["ignited"] == 0
        for name in SHARES:
            totals[name] += ig[name]
    assert totals["life_revealed"] > 0
    assert totals["ignited"] > 0


def test_a_comparison_is_priced_for_both_decks_both_sides_and_the_key_card_games():
    assert comparison_work(1000, turns=10, odds_turns=5) == 2 * 1000 * (20 + 6)
    assert comparison_work(1000, turns=10, odds_turns=5, key_cards=False) == 2 * 1000 * 20


def test_a_comparison_reports_its_progress_after_each_seed_up_to_the_whole():
    deck = vanilla_deck()
    shares = []
    compare_decks(Side(deck, frozenset({deck.entries[0].card.number})), Side(deck), games=5, progress=shares.append)
    assert shares == [n / 15 for n in range(1, 16)]  # going first, going second, then the key-card games


def test_the_life_card_revealed_by_the_point_of_damage_that_loses_the_game_is_counted():
    plain = card("素", cost=9)  # nothing to play: four points after turn 1 reveal the four life cards and lose
    deck = Deck.of([DeckEntry(plain, 50)])
    recorder = CardStatsRecorder(deck)
    game, result = run_game(deck, 1, 3, True, DefaultPolicy(), 4, track_seen=False, watch=recorder)
    recorder.finish(game)
    assert result.defeated is not None
    assert result.life_reveals == 4
    assert recorder.tallies[plain.number].counts["life_revealed"] == 1


def test_a_defending_opponent_lowers_the_kill_by_turn_two_share_against_none_on_the_same_seeds():
    deck = vanilla_deck()
    by_turn = {}
    for name in ("none", "two-5000-defenders"):
        answer = compare_decks(Side(deck), Side(deck), games=60, seed=0, opponent=PRESETS[name]).as_dict()
        assert answer["opponent"]["model"] == PRESETS[name].canonical()
        assert answer["opponent"]["preset"] == name
        by_turn[name] = answer["kill_turn"]["first"]["by_turn"]
    # 16 of the 60 games are won by turn 2 against an empty board; the 5000 defender on the opponent's player
    # square stops every attack on the player while the vanilla 1-cost Z/X cannot beat it (602.1b)
    assert by_turn["none"][1]["a"]["value"] == pytest.approx(16 / 60, abs=1e-6)
    assert by_turn["two-5000-defenders"][1]["a"]["value"] == 0
    assert by_turn["two-5000-defenders"][4]["a"]["value"] < by_turn["none"][4]["a"]["value"]


def test_a_comparison_without_an_opponent_takes_the_damage_a_turn_as_its_schedule():
    answer = compare_decks(Side(vanilla_deck()), Side(vanilla_deck()), games=2, damage_per_turn=1).as_dict()
    assert answer["opponent"]["model"] == "damage:1"
    assert answer["opponent"]["no_pressure"] is False


def paired_limits(both, only_a, only_b, neither):
    """Newcombe's paired interval (1998b, method 10) written out from its formula."""
    n = both + only_a + only_b + neither
    p_a, p_b = (both + only_a) / n, (both + only_b) / n
    (l1, u1), (l2, u2) = wilson_limits(both + only_a, n), wilson_limits(both + only_b, n)
    cross = both * neither - only_a * only_b
    margins = (both + only_a) * (only_b + neither) * (both + only_b) * (only_a + neither)
    phi = (max(cross - n / 2, 0) if cross > 0 else cross) / math.sqrt(margins) if margins else 0.0
    d = p_a - p_b
    low = d - math.sqrt((p_a - l1) ** 2 - 2 * phi * (p_a - l1) * (u2 - p_b) + (u2 - p_b) ** 2)
    high = d + math.sqrt((u1 - p_a) ** 2 - 2 * phi * (u1 - p_a) * (p_b - l2) + (p_b - l2) ** 2)
    return d, max(low, -1.0), min(high, 1.0)


def test_a_cards_difference_of_shares_is_paired_over_the_same_seeds_as_worked_out_by_hand():
    event = card("読めないイベント", CardType.EVENT, cost=1)  # never played: drawn copies stay in hand or resource
    a, b = vanilla_deck(event, 10), vanilla_deck(event, 1)
    answer = compare_decks(Side(a), Side(b), games=3, seed=7).as_dict()
    # the same games played one by one: for each seed and side, was the event left in hand in A's game, in B's?
    counts = {"both": 0, "only_a": 0, "only_b": 0, "neither": 0}
    for first in (True, False):
        for seed in (7, 8, 9):
            stuck = []
            for deck in (a, b):
                game, _ = run_game(deck, seed, 10, first, DefaultPolicy(), track_seen=False, battle=True)
                stuck.append(any(c.number == event.number for c in game.hand))
            key = "both" if all(stuck) else "only_a" if stuck[0] else "only_b" if stuck[1] else "neither"
            counts[key] += 1
    assert counts["only_a"] >= 1  # ten copies are stuck in some game where one copy is not
    row = next(r for r in answer["cards"]["differences"] if r["number"] == event.number)
    assert row["lists"] == "ab"
    d, low, high = paired_limits(counts["both"], counts["only_a"], counts["only_b"], counts["neither"])
    assert row["stuck"]["value"] == pytest.approx(d, abs=1e-6)
    assert (row["stuck"]["low"], row["stuck"]["high"]) == pytest.approx((low, high), abs=1e-6)
    assert row["stuck"]["method"] == "newcombe_paired"
    shares = (
        {c["number"]: c["stuck"] for c in answer["cards"]["a"]},
        {c["number"]: c["stuck"] for c in answer["cards"]["b"]},
    )
    assert d == pytest.approx(shares[0][event.number] - shares[1][event.number], abs=1e-6)
    assert row["played"]["value"] == 0  # never played by either list


def test_a_card_of_the_dynamis_is_counted_when_played_from_there_and_on_which_turn_first():
    from zxdecks.rules.cards import Zone
    from zxdecks.rules.effects import read_pool
    from zxdecks.rules.goldfish import Game

    ex = card("デュナミスの竜", CardType.ZX_EX, cost=3)
    deck = Deck.of([*vanilla_deck().entries, DeckEntry(ex, 1, Zone.DYNAMIS)])
    scripts = read_pool([(ex.number, "", "")])
    stats = card_stats(deck, games=12, seed=2, scripts=scripts)
    row = next(r for r in stats.as_dict() if r["number"] == ex.number)
    assert (row["zone"], row["copies"]) == ("dynamis", 1)
    # the same games one by one: the game's own count of plays from the Dynamis and the turn of the first
    played, first_turns = 0, {}
    for seed in range(2, 14):
        turns = []
        game, _ = run_game(
            deck, seed, 10, True, DefaultPolicy(), track_seen=False, scripts=scripts,
            watch=lambda g, event, c, turns=turns: turns.append(g.turn) if event == "dynamis" else None,
        )  # fmt: skip
        assert isinstance(game, Game)
        assert len(turns) == game.dynamis_plays
        if turns:
            played += 1
            first_turns[turns[0]] = first_turns.get(turns[0], 0) + 1
    assert played > 0
    assert row["counts"]["played"] == played
    assert row["first_played"] == {str(t): round(n / 12, 6) for t, n in sorted(first_turns.items())}
    assert row["counts"]["drawn"] == row["counts"]["stuck"] == row["counts"]["resourced"] == 0
    assert next(r for r in stats.as_dict() if r["number"] != ex.number)["zone"] == "deck"
