"""The interactive goldfish page: htmx parts, the player's choices (square, charge card, ignited card, discards,
free moves), the sample-hand viewer and the kill-turn histogram, on the demo red deck."""

from urllib.parse import parse_qs, urlsplit

import pytest
from django.urls import reverse

from tests.factories import RED, DeckFactory
from zxdecks.decks.models import Deck
from zxdecks.decks.services import deck_import
from zxdecks.decks.services.goldfish_play import goldfish_replay
from zxdecks.decks.services.pages import kill_turn_rows

pytestmark = pytest.mark.django_db

HTMX_PLAY = {"HTTP_HX_REQUEST": "true", "HTTP_HX_TARGET": "gf-play"}


@pytest.fixture
def red_deck(user, demo_cards):
    return DeckFactory(owner=user, title="赤単", visibility=Deck.Visibility.PUBLIC)


@pytest.fixture
def red(demo_cards):
    return deck_import(data=RED).deck


def url_of(deck, **query):
    return reverse("decks:goldfish", args=[deck.pk]), query


def actions_in(location):
    return parse_qs(urlsplit(location).query)["a"][0].split(",")


def test_an_htmx_action_answers_with_the_play_area_alone(client, red_deck):
    path, query = url_of(red_deck, seed=5, first=1, a="k,n,r0")
    part = client.get(path, query, **HTMX_PLAY).content.decode()
    assert part.startswith('<section id="gf-play"')
    assert "<html" not in part
    assert "gf-odds" not in part  # the odds are their own request, not recomputed on every click
    full = client.get(path, query).content.decode()
    assert "<html" in full
    assert 'id="gf-play"' in full


def test_every_action_link_appends_to_the_actions_in_the_address(client, red_deck):
    path, query = url_of(red_deck, seed=5, first=1, a="k,n")
    response = client.get(path, query, **HTMX_PLAY)
    links = response.context["links"]
    assert actions_in(links["g"]) == ["k", "n", "g"]
    assert actions_in(response.context["hand"][0]["resource"]) == ["k", "n", "r0"]
    assert actions_in(response.context["undo"]) == ["k"]


def test_the_player_chooses_the_square(red):
    turn = goldfish_replay(deck=red, seed=3, first=True, actions=["k", "n", "r0"])
    index = next(i for i, c in enumerate(turn.game.hand) if turn.game.can_play(c))
    card = turn.game.hand[index]
    default = goldfish_replay(deck=red, seed=3, first=True, actions=["k", "n", "r0", f"p{index}"])
    chosen = goldfish_replay(deck=red, seed=3, first=True, actions=["k", "n", "r0", f"p{index}s3"])
    assert default.game.squares[(1, 1)].card is card
    assert chosen.game.squares[(1, 0)].card is card
    assert (1, 1) not in chosen.game.squares


def test_a_square_the_card_may_not_enter_is_refused_and_said(red):
    turn = goldfish_replay(deck=red, seed=3, first=True, actions=["k", "n", "r0"])
    index = next(i for i, c in enumerate(turn.game.hand) if turn.game.can_play(c))
    replay = goldfish_replay(deck=red, seed=3, first=True, actions=["k", "n", "r0", f"p{index}s1"])
    assert replay.game.squares.keys() == turn.game.squares.keys()  # 806.1a: never the opponent's player square
    assert (0, 1) not in replay.game.squares
    assert any("806.1" in m for m in replay.messages)


def _ignition_on_top(red):
    """A seed whose game, after two points of damage in turn 1, has charge and an ignition card on top of the deck."""
    for seed in range(200):
        replay = goldfish_replay(deck=red, seed=seed, first=True, actions=["k", "n", "d", "d"])
        game = replay.game
        if len(game.charge) == 2 and game.deck and game.deck[0].ignition and game.can_enter_free(game.deck[0]):
            return seed
    raise AssertionError("no seed puts an ignition card on top")


def test_the_player_may_decline_to_play_an_ignited_card(red):
    seed = _ignition_on_top(red)
    played = goldfish_replay(deck=red, seed=seed, first=True, actions=["k", "n", "d", "d", "g"])
    declined = goldfish_replay(deck=red, seed=seed, first=True, actions=["k", "n", "d", "d", "gx"])
    revealed = goldfish_replay(deck=red, seed=seed, first=True, actions=["k", "n", "d", "d"]).game.deck[0]
    in_play = [u.card.number for u in played.game.squares.values()] + [c.number for c in played.game.trash]
    assert revealed.number in in_play
    assert revealed.number in [c.number for c in declined.game.trash]  # 505.3a: not played, so trashed
    assert revealed.number not in [u.card.number for u in declined.game.squares.values()]


def test_the_player_chooses_the_charge_card_to_ignite_with(red):
    seed = _ignition_on_top(red)
    before = goldfish_replay(deck=red, seed=seed, first=True, actions=["k", "n", "d", "d"]).game.charge
    second = goldfish_replay(deck=red, seed=seed, first=True, actions=["k", "n", "d", "d", "g1x"])
    assert [c.number for c in second.game.charge] == [before[0].number]
    assert before[1].number in [c.number for c in second.game.trash]


def test_the_player_chooses_what_to_discard_at_the_hand_limit(red):
    # Going second and playing nothing: 4 + 2 cards on turn 1, 8 on turn 2; 507.7 discards down to 6.
    over = goldfish_replay(deck=red, seed=8, first=False, actions=["k", "n", "n"]).game.hand
    assert len(over) == 8
    chosen = goldfish_replay(deck=red, seed=8, first=False, actions=["k", "n", "n", "e2.5"])
    assert sorted(c.number for c in chosen.game.trash) == sorted([over[2].number, over[5].number])
    assert len(chosen.game.hand) == 6


def test_the_discard_form_appends_an_end_of_turn_with_the_chosen_cards(client, red_deck):
    path, query = url_of(red_deck, seed=8, first=0, a="k,n,n", do="end", discard=["5", "2"])
    response = client.get(path, query)
    assert response.status_code == 302
    assert actions_in(response["Location"])[-1] == "e2.5"


def test_a_free_move_goes_into_the_address_and_moves_the_card(client, red_deck):
    path, query = url_of(red_deck, seed=5, first=1, a="k,n", do="move", mv="h0", to="t")
    redirect = client.get(path, query)
    assert actions_in(redirect["Location"]) == ["k", "n", "zh0t"]
    part = client.get(path, query, **HTMX_PLAY)
    assert actions_in(part["HX-Push-Url"]) == ["k", "n", "zh0t"]
    game = part.context["game"]
    assert len(game.trash) == 1
    assert len(game.hand) == 3  # going first: no draw on turn 1 (503.3a), one card moved out


def test_a_free_move_onto_a_square_puts_the_card_there(red):
    replay = goldfish_replay(deck=red, seed=5, first=True, actions=["k", "zh0s6"])
    assert (2, 0) in replay.game.squares
    refused = goldfish_replay(deck=red, seed=5, first=True, actions=["k", "zh0s1"])
    assert (0, 1) not in refused.game.squares
    assert len(refused.game.hand) == 4  # the card went back where it was


def test_attacking_takes_the_opponents_life_and_the_page_says_when_it_is_won(client, red_deck, red):
    actions = ["k", "n", "r0"]
    for _ in range(6):
        game = goldfish_replay(deck=red, seed=2, first=True, actions=actions).game
        playable = [i for i, c in enumerate(game.hand) if game.can_play(c)]
        actions += [f"p{playable[0]}"] if playable else ["A", "n", "r0"]
    replay = goldfish_replay(deck=red, seed=2, first=True, actions=[*actions, "A"])
    assert replay.game.opponent_life < 4
    won = [*actions, "A"]
    while not goldfish_replay(deck=red, seed=2, first=True, actions=won).game.won and len(won) < 80:
        won += ["n", "A"]
    path, query = url_of(red_deck, seed=2, first=1, a=",".join(won))
    body = client.get(path, query, HTTP_ACCEPT_LANGUAGE="en", **HTMX_PLAY).content.decode()
    assert 'id="gf-won"' in body


def test_the_sample_hand_viewer_deals_the_kept_hand_and_the_next_draws(client, red_deck):
    path, query = url_of(red_deck, seed=5, part="sample", hand=77, first=1)
    response = client.get(path, query, HTTP_HX_REQUEST="true")
    sample = response.context["sample"]
    assert len(sample.hand) == 4
    assert len(sample.draws) == 8  # going first: two cards a turn from turn 2 to turn 5
    assert 'id="sample-hand"' in response.content.decode()
    again = client.get(path, query, HTTP_HX_REQUEST="true").context["sample"]
    assert [c.number for c in again.hand] == [c.number for c in sample.hand]
    assert "hand=" in response.context["next"]


def test_the_sample_hand_viewer_never_deals_the_game_being_played(client, red_deck):
    """Its first hand has a seed of its own: the game's seed would show the game's next draws and life."""
    path, query = url_of(red_deck, seed=5, first=1)
    page = client.get(path, query)
    sample_query = parse_qs(urlsplit(page.context["sample_url"]).query)
    assert sample_query["seed"] == ["5"]  # the page's game, for the share token and the side
    assert sample_query["hand"] != ["5"]
    hands = {parse_qs(urlsplit(client.get(path, query).context["sample_url"]).query)["hand"][0] for _ in range(5)}
    assert len(hands) > 1  # a fresh one each time
    unset = client.get(path, {"seed": 5, "part": "sample", "first": 1}, HTTP_HX_REQUEST="true")
    game_hand = client.get(path, {"seed": 5, "part": "sample", "hand": 5, "first": 1}, HTTP_HX_REQUEST="true")
    assert unset.context["sample"].seed != 5  # without hand=, a fresh seed too
    assert game_hand.context["sample"].seed == 5  # a seed the player sets is kept


def test_the_odds_part_shows_the_kill_turn_histogram_going_first_and_second(client, red_deck):
    path, query = url_of(red_deck, seed=5, part="odds", first=1, games=200)
    response = client.get(path, query, HTTP_ACCEPT_LANGUAGE="en")
    body = response.content.decode()
    assert "Going first" in body
    assert "Going second" in body
    assert 'class="gf-bar w' in body
    rows = response.context["kill_sides"][0][1]
    assert sum(r["share"] for r in rows) == pytest.approx(rows[-1]["by_turn"], abs=len(rows))


def test_a_bad_question_in_the_odds_form_is_a_message_not_an_error_page(client, red_deck):
    path, query = url_of(red_deck, seed=5, part="odds", first=1, games=100, color="purple")
    response = client.get(path, query, HTTP_ACCEPT_LANGUAGE="en")
    assert response.status_code == 400  # a partial with the message (goldfish.js swaps it in), not an error page
    body = response.content.decode()
    assert "<html" not in body
    assert "<strong>color</strong>" in body
    assert "“purple” is not a valid choice" in body.replace("&quot;", "“", 1).replace("&quot;", "”", 1)


def test_the_page_documents_its_keyboard_shortcuts_and_loads_its_script(client, red_deck):
    path, query = url_of(red_deck, seed=5, first=1, a="k,n")
    body = client.get(path, query, HTTP_ACCEPT_LANGUAGE="en").content.decode()
    assert 'id="gf-keys"' in body
    assert "js/goldfish.js" in body
    for key in ("n", "e", "d", "u", "1"):
        assert f'data-key="{key}"' in body


def test_the_histogram_stops_after_the_last_turn_on_which_anything_happened():
    kill = {
        "histogram": {"2": 0.25, "3": 0.5},
        "by_turn": {str(t): v for t, v in zip(range(1, 9), [0, 0.25, 0.75, 0.75, 0.75, 0.75, 0.75, 0.75], strict=True)},
        "by_turn_interval": {str(t): {"low": 0.0, "high": 1.0} for t in range(1, 9)},
        "lost_by_turn": {str(t): (1 if t >= 7 else 0) for t in range(1, 9)},
    }
    rows = kill_turn_rows(kill)
    assert [r["turn"] for r in rows] == [1, 2, 3, 4, 5, 6, 7]  # a loss on turn 7 is still news
    assert [r["share"] for r in rows[:3]] == [0, 25, 50]
    assert rows[2]["by_turn"] == 75


def test_the_page_quotes_the_pools_acting_lines_worked_out_once_per_card_data_version(client, red_deck, monkeypatch):
    from cards.models import CatalogVersion
    from zxdecks.decks.services import goldfish

    expected = goldfish.goldfish_effect_coverage(top=0)
    calls = []
    real = goldfish.goldfish_effect_coverage
    monkeypatch.setattr(goldfish, "goldfish_effect_coverage", lambda **kw: calls.append(kw) or real(**kw))
    path, query = url_of(red_deck, seed=5, first=1)
    response = client.get(path, query)
    acting, lines = expected["acting"], expected["ability_lines"]
    assert 0 < acting < lines
    share = f"{acting / lines:.1%}"
    assert response.context["effects"] == {"acting": f"{acting:,}", "lines": f"{lines:,}", "share": share}
    assert (
        f"能力 {lines:,} 行のうち、読み取られてこのゲームに影響しうるのは {acting:,} 行（{share}）"
        in response.content.decode()
    )
    client.get(path, query)
    assert len(calls) == 1  # the second view reads the cache
    CatalogVersion.bump()
    client.get(path, query)
    assert len(calls) == 2  # a new card data version works it out again


def test_no_page_view_counts_the_pools_acting_lines_itself_a_queued_task_does(client, red_deck, monkeypatch):
    from types import SimpleNamespace

    from cards.models import CatalogVersion
    from zxdecks.decks import tasks
    from zxdecks.decks.services import goldfish

    queued, counted = [], []
    monkeypatch.setattr(tasks, "count_acting_lines", SimpleNamespace(enqueue=lambda *a, **k: queued.append(a)))
    real = goldfish.goldfish_effect_coverage
    monkeypatch.setattr(goldfish, "goldfish_effect_coverage", lambda **kw: counted.append(kw) or real(**kw))
    path, query = url_of(red_deck, seed=5, first=1)
    first = client.get(path, query)
    client.get(path, query)
    version = CatalogVersion.current()
    assert (first.context["effects"], counted, queued) == (None, [], [(version,)])  # queued once, not counted here
    assert 'id="gf-effects"' not in first.content.decode()
    figure = goldfish.count_acting_share(version)  # what the worker runs
    assert client.get(path, query).context["effects"]["acting"] == f"{figure['acting']:,}"
