"""Goldfish values pinned against the survivors of the seed-29 mutant sample (issue 28, docs/mutation.md, `make
mutation-sample SEED=29`): what each surviving mutant changed, with made-up cards, both outcomes."""

from dataclasses import replace

import pytest

from tests.rules.builders import card, fours
from tests.rules.test_effect_values import fresh
from tests.rules.test_goldfish import costed_deck
from tests.rules.test_goldfish_dynamis_conditions import extra
from tests.rules.test_goldfish_dynamis_conditions import game_with as dynamis_game
from tests.rules.test_goldfish_player_extra import BOOST
from tests.rules.test_goldfish_player_extra import game_with as player_extra_game
from zxdecks.rules.board import OWN_PLAYER_SQUARE, SQUARE_ORDER, OnSquare
from zxdecks.rules.cards import CardType, Color
from zxdecks.rules.cardtext import START_CARD
from zxdecks.rules.deck import Deck, DeckEntry
from zxdecks.rules.effects import read_card, read_pool
from zxdecks.rules.effects.awakening import DynamisPlay, Need, Pay, PayOption, PlayKind
from zxdecks.rules.effects.filters import CardFilter
from zxdecks.rules.effects.language import ANY_CARD
from zxdecks.rules.goldfish import Game, square_units
from zxdecks.rules.goldfish.dynamis_costs import Way, iter_ways
from zxdecks.rules.goldfish.player_extra import player_side

RED = frozenset({Color.RED})


def logged_game():
    game = Game(costed_deck(), seed=3, first=True, log_enabled=True)
    game.setup()
    game.turn = 1
    return game


# -- opposing.OpponentMoves.send_opponent_unit -------------------------------------------------------------------
def test_sending_the_opponents_z_x_to_a_zone_it_has_not_names_the_zone_in_the_error():
    game = fresh()
    with pytest.raises(ValueError, match="no zone 'nowhere' of the opponent's to send a Z/X to"):
        game.send_opponent_unit((0, 1), "nowhere")
    assert game.send_opponent_unit((0, 1), "trash") is False  # a zone it has, no Z/X there: nothing sent


# -- player_extra.after_damage_point ------------------------------------------------------------------------------
def test_the_player_extra_turned_face_up_by_the_crisis_is_logged_as_the_crisis_step():
    game, pl_ex = player_extra_game(BOOST)
    game.take_damage(1)
    assert player_side(game).face_up
    assert [(e.step, e.text) for e in game.log if e.rule == "910.1a"] == [
        ("crisis", f"{pl_ex.name} face up onto the player card")
    ]
    game, _ = player_extra_game(BOOST, player="天野ユウ")  # the player card not named: no crisis, no line
    game.take_damage(1)
    assert not player_side(game).face_up
    assert [e for e in game.log if e.rule == "910.1a"] == []


# -- game.Game.ignite_top -----------------------------------------------------------------------------------------
def test_a_card_revealed_by_an_ignition_and_trashed_is_logged_as_the_ignition_step():
    game = logged_game()
    top = card("めくれた札")  # no ignition icon: trashed
    game.deck = [top, card()]
    assert game.ignite_top() is top
    assert game.trash[-1] is top
    assert [(e.step, e.text) for e in game.log if e.rule == "505.3a"] == [
        ("ignition", "めくれた札 revealed and trashed")
    ]


# -- setup.setup_game: the Start Card's power ---------------------------------------------------------------------
def test_the_start_card_turned_face_up_has_its_printed_power_on_the_player_square():
    start = replace(card("はじまりの札", keywords=(START_CARD,), cost=3), power=4000)
    deck = Deck.of([DeckEntry(start, 4), *fours([card() for _ in range(11)]), DeckEntry(card(), 2)])
    game = Game(deck, seed=1, first=True)
    game.setup()
    unit = game.squares[OWN_PLAYER_SQUARE]
    assert unit.card is start
    assert unit.power == 4000
    assert game.power_of(unit) == 4000
    plain = Game(Deck.of([*fours([card() for _ in range(12)]), DeckEntry(card(), 2)]), seed=1, first=True)
    plain.setup()
    assert OWN_PLAYER_SQUARE not in plain.squares  # no Start Card: the player square stays empty


# -- all_names.named_card: the Start Card named in every zone ------------------------------------------------------
def test_a_start_card_named_in_every_zone_by_its_own_text_enters_the_player_square_with_those_names():
    text = "≪常≫【有効】すべて【効果】このカードが「{}」の場合、このカードのカード名は「プリズム」としても扱う。"
    for own_name, named in (("はじまりの札", True), ("べつの札", False)):
        start = card("はじまりの札", keywords=(START_CARD,), cost=3, colors=RED)
        deck = Deck.of([DeckEntry(start, 4), *fours([card(colors=RED) for _ in range(11)]), DeckEntry(card(), 2)])
        game = Game(deck, seed=1, first=True)
        game.scripts = read_pool([(start.number, text.format(own_name))])
        game.setup()
        unit = game.squares[OWN_PLAYER_SQUARE]
        assert unit.card.number == start.number
        assert CardFilter(name_is="プリズム").matches(unit.card) is named


# -- phases.start_turn: an Ascension destroyed in the reboot phase ------------------------------------------------
def test_an_ascension_is_destroyed_into_the_charge_at_the_reboot_phase_when_the_game_has_scripts():
    ascension = card("昇華体", CardType.AN)
    for scripts in ({}, read_pool([(card().number, "≪イベント≫【効果】カードを1枚引く。")])):
        game = fresh()
        game.scripts = scripts
        game.squares[OWN_PLAYER_SQUARE] = OnSquare(ascension, True, 5000, 1)
        game.start_turn()
        assert OWN_PLAYER_SQUARE not in game.squares
        assert ascension in game.charge


# -- free_plays.FreePlays.play_without_cost: the zone an event was played from -------------------------------------
@pytest.mark.parametrize(("origin", "ends_in"), [("trash", "charge"), ("charge", "trash")])
def test_an_event_played_free_from_the_trash_knows_it_was_played_from_the_trash(origin, ends_in):
    text = "≪イベント≫【効果】1枚引く。\nこのカードをトラッシュからプレイしていた場合、このカードをチャージに置く。"
    event_card = card(type_=CardType.EVENT, cost=0)
    script = read_card(event_card.number, text)
    assert script.unread == (), script.unread
    game = fresh()
    game.scripts = {event_card.number: script}
    assert game.play_without_cost(event_card, "played", origin=origin)
    assert len(game.hand) == 1
    assert [c for c in getattr(game, ends_in) if c is event_card] == [event_card]


# -- square_units.SquareUnits.legal_squares: the empty squares of a set of squares not seen before ----------------
def test_the_empty_squares_are_worked_out_for_a_set_of_held_squares_not_remembered_yet():
    game = fresh()
    game.squares[(1, 1)] = OnSquare(replace(card(), power=3000), False, 3000, 1)  # slept: not replaceable
    square_units._EMPTY.clear()
    assert game.legal_squares(card()) == [sq for sq in SQUARE_ORDER if sq != (1, 1)]
    assert game.legal_squares(card()) == [sq for sq in SQUARE_ORDER if sq != (1, 1)]  # remembered: the same
    game.squares[(1, 1)].rebooted = True
    assert game.legal_squares(card()) == [*(sq for sq in SQUARE_ORDER if sq != (1, 1)), (1, 1)]


# -- dynamis_costs.iter_ways: the cost from the Dynamis, not from the hand ----------------------------------------
@pytest.mark.parametrize(("scope", "cost"), [("next_hand", 3), ("next", 1)])
def test_a_discount_for_the_hand_does_not_lower_the_cost_of_a_card_played_from_the_dynamis(scope, cost):
    ex = extra(cost=3)
    game = dynamis_game(ex, "", resources=9)
    game.trash = [card() for _ in range(3)]
    game.discount_next(ANY_CARD, 2, scope=scope)
    play = DynamisPlay(PlayKind.AWAKENING, options=(PayOption(Pay.TRASH_REMOVE, (Need(1, ANY_CARD),)),))
    assert next(iter_ways(game, ex, play)) == Way(0, (0,), cost, 2)
