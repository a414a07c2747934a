"""The public game API of goldfish.moves pinned by value: what each move takes, where each card lands, in what order,
what the rule effects (902 reload, 906 charge limit, 908 force, 911.1 Extra cards, 913.1 shift) do after it."""

from dataclasses import replace

import pytest

from tests.rules.builders import card, od
from tests.rules.test_goldfish import costed_deck
from zxdecks.rules.board import OVERDRIVE_POWER, SQUARE_ORDER
from zxdecks.rules.cards import CardType, Color
from zxdecks.rules.cardtext import LIFE_RECOVERY
from zxdecks.rules.goldfish import Game, OnSquare, Resource

OWN, THEIRS = (2, 1), (0, 1)


def bare(**kwargs):
    """A game with every zone empty, its turn 1."""
    game = Game(costed_deck(), seed=5, first=True, **kwargs)
    game.turn = 1
    return game


def cards(n, **kwargs):
    return [card(**kwargs) for _ in range(n)]


# -- the deck -----------------------------------------------------------------------------------------------------
def test_take_top_takes_the_first_card_of_the_deck_and_leaves_the_rest_in_order():
    game = bare()
    a, b, c = cards(3)
    game.deck = [a, b, c]
    assert game.take_top() is a
    assert game.deck == [b, c]
    assert game.reloads == 0


def test_take_top_of_an_empty_deck_reloads_the_trash_first_and_takes_from_it():
    game = bare()
    t, life = cards(1)[0], cards(2)
    game.trash, game.life = [t], list(life)
    assert game.take_top() is t
    assert game.reloads == 1
    assert (game.deck, game.trash, len(game.life), len(game.charge)) == ([], [], 1, 1)


def test_take_top_with_no_deck_and_no_trash_gives_none_and_reloads_nothing():
    game = bare()
    assert game.take_top() is None
    assert game.reloads == 0


def test_taking_the_last_card_reloads_the_trash_at_once_without_the_card_taken():
    game = bare()
    last, t1, t2 = cards(3)
    game.deck, game.trash = [last], [t1, t2]
    assert game.take_top() is last
    assert sorted(c.number for c in game.deck) == sorted([t1.number, t2.number])
    assert (game.trash, game.moving, game.reloads) == ([], [], 1)


def test_taking_the_last_card_with_an_empty_trash_reloads_nothing():
    game = bare()
    (last,) = cards(1)
    game.deck = [last]
    assert game.take_top() is last
    assert (game.deck, game.reloads) == ([], 0)


def test_the_card_being_moved_waits_in_moving_while_the_reload_runs():
    game = bare()
    last, t = cards(2)
    game.deck, game.trash = [last], [t]
    seen = []
    original = game.reload

    def spy():
        seen.append(list(game.moving))
        original()

    game.reload = spy
    game.take_top()
    assert seen == [[last]]
    assert game.moving == []


def test_draw_moves_n_cards_to_hand_and_to_seen_in_order_and_counts_them():
    game = bare()
    a, b, c = cards(3)
    game.deck = [a, b, c]
    assert game.draw(2) == 2
    assert (game.hand, game.seen, game.deck) == ([a, b], [a, b], [c])
    assert game.draw() == 1
    assert game.hand == [a, b, c]


def test_draw_stops_when_deck_and_trash_are_empty_and_counts_only_the_cards_drawn():
    game = bare()
    a, b = cards(2)
    game.deck = [a, b]
    assert game.draw(5) == 2
    assert game.hand == [a, b]
    assert game.draw(1) == 0


def test_mill_puts_the_top_cards_one_at_a_time_where_asked():
    game = bare()
    a, b, c = cards(3)
    game.deck = [a, b, c]
    assert game.mill(2, "trash") == [a, b]
    assert (game.trash, game.deck) == ([a, b], [c])


def test_mill_into_the_resources_keeps_the_state_asked_for():
    game = bare()
    a, b, c = cards(3)
    game.deck = [a, b, c]
    assert game.mill(1, "resources") == [a]
    assert game.mill(1, "resources", rebooted=True) == [b]
    assert [(r.card, r.rebooted) for r in game.resources] == [(a, False), (b, True)]


def test_mill_hands_each_card_to_then_instead_of_putting_it():
    game = bare()
    a, b, c = cards(3)
    game.deck = [a, b, c]
    placed = []
    assert game.mill(2, "trash", then=placed.append) == [a, b]
    assert (placed, game.trash) == ([a, b], [])


def test_mill_stops_at_an_empty_deck_and_trash():
    game = bare()
    (a,) = cards(1)
    game.deck = [a]
    assert game.mill(3, "charge") == [a]
    assert game.charge == [a]


def test_reveal_takes_the_top_n_cards_out_all_for_zero_and_never_more_than_the_deck():
    game = bare()
    a, b, c = cards(3)
    game.deck = [a, b, c]
    assert game.reveal(2) == [a, b]
    assert game.deck == [c]
    game.deck = [a, b, c]
    assert game.reveal(0) == [a, b, c]
    assert game.deck == []
    game.deck = [a, b]
    assert game.reveal(5) == [a, b]
    assert game.deck == []
    assert game.reloads == 0


def test_reload_shuffles_the_trash_in_and_moves_one_life_card_to_the_charge():
    game = bare(log_enabled=True)
    trash, life = cards(5), cards(3)
    game.trash, game.life = list(trash), list(life)
    game.reload()
    assert sorted(c.number for c in game.deck) == sorted(c.number for c in trash)
    assert game.trash == []
    assert game.reloads == 1
    assert len(game.life) == 2
    assert len(game.charge) == 1
    assert game.charge[0] in life
    assert game.charge[0] not in game.life
    (entry,) = game.log
    assert (entry.step, entry.rule) == ("reload", "902")
    assert entry.text == f"trash shuffled into the deck; {game.charge[0].name} from life to charge (not damage)"


def test_reload_without_life_moves_nothing_to_the_charge():
    game = bare(log_enabled=True)
    game.trash = cards(2)
    game.reload()
    assert (len(game.deck), game.charge, game.reloads, game.log) == (2, [], 1, [])


@pytest.mark.parametrize("why", ["a deck", "no trash", "defeated"])
def test_reload_does_nothing_with_a_deck_without_a_trash_or_after_a_defeat(why):
    game = bare()
    game.life = cards(2)
    game.trash = [] if why == "no trash" else cards(2)
    game.deck = cards(1) if why == "a deck" else []
    game.defeated = "903.1: no life" if why == "defeated" else None
    before = (list(game.deck), list(game.trash))
    game.reload()
    assert (game.deck, game.trash, game.reloads, len(game.life)) == (*before, 0, 2)


def test_reload_is_not_logged_without_the_log():
    game = bare()
    game.trash, game.life = cards(2), cards(1)
    game.reload()
    assert game.log == []


def test_the_shuffle_keeps_every_card_and_orders_them_by_the_seed():
    first, second = bare(), bare()
    deck = cards(20)
    first.deck, second.deck = list(deck), list(deck)
    first.shuffle()
    second.shuffle()
    assert first.deck == second.deck
    assert sorted(c.number for c in first.deck) == sorted(c.number for c in deck)
    assert first.deck != deck


# -- zones ----------------------------------------------------------------------------------------------------------
def test_take_takes_the_card_at_the_index_of_a_list_zone_or_the_card_of_a_resource():
    game = bare()
    a, b, c = cards(3)
    game.hand = [a, b]
    game.resources = [Resource(c, True)]
    assert game.take("hand", 1) is b
    assert game.hand == [a]
    assert game.take("resources", 0) is c
    assert game.resources == []


def test_take_from_an_unknown_zone_is_an_error():
    game = bare()
    with pytest.raises(ValueError, match="no zone 'squares' to take a card from"):
        game.take("squares", 0)


def test_index_of_finds_a_card_by_identity_in_a_zone_or_the_resources():
    game = bare()
    a, b = cards(2)
    twin = replace(b)
    game.trash = [a, twin, b]
    game.resources = [Resource(a), Resource(b)]
    assert game.index_of("trash", b) == 2
    assert game.index_of("trash", a) == 0
    assert game.index_of("resource", b) == 1
    assert game.index_of("resources", a) == 0
    assert game.index_of("hand", a) is None
    assert game.index_of("squares", a) is None


def test_take_card_takes_the_very_card_and_says_false_when_it_is_gone():
    game = bare()
    a, b = cards(2)
    game.charge = [a, b]
    game.resources = [Resource(a), Resource(b)]
    assert game.take_card("charge", b) is True
    assert game.charge == [a]
    assert game.take_card("charge", b) is False
    assert game.take_card("resource", a) is True
    assert [r.card for r in game.resources] == [b]


def test_put_places_a_card_in_each_zone_by_name():
    game = bare()
    h, ch, tr, bottom, top, res, removed, up, life = cards(9)
    game.deck = cards(2)
    game.put(h, "hand")
    game.put(ch, "charge")
    game.put(tr, "trash")
    game.put(bottom, "deck_bottom")
    game.put(top, "deck_top")
    game.put(res, "resources", rebooted=True)
    game.put(removed, "removed")
    game.put(up, "dynamis_face_up")
    game.put(life, "life")
    assert (game.hand, game.seen, game.charge, game.trash) == ([h], [h], [ch], [tr])
    assert (game.deck[0], game.deck[-1], len(game.deck)) == (top, bottom, 4)
    assert [(r.card, r.rebooted) for r in game.resources] == [(res, True)]
    assert (game.removed, game.dynamis_face_up, game.life) == ([removed], [up], [life])


def test_put_into_the_resources_is_slept_unless_asked():
    game = bare()
    (a,) = cards(1)
    game.put(a, "resources")
    assert game.resources[0].rebooted is False


def test_put_into_an_unknown_zone_is_an_error():
    game = bare()
    (a,) = cards(1)
    with pytest.raises(ValueError, match=f"no zone 'squares' to put {a.number} into"):
        game.put(a, "squares")


def test_put_into_a_full_charge_trashes_the_excess_unless_settling_waits():
    game = bare()
    game.deck = cards(3)
    full = [card(cost=c) for c in (1, 2, 3, 4)]
    game.charge = list(full)
    (extra,) = [card(cost=9)]
    game.put(extra, "charge", settle=False)
    assert len(game.charge) == 5
    game.settle()
    assert game.charge == full
    assert game.trash == [extra]
    game.put(card(cost=7), "charge")
    assert len(game.charge) == 4
    assert [c.cost for c in game.trash] == [9, 7]


def test_put_into_the_trash_of_an_empty_deck_reloads_unless_settling_waits():
    game = bare()
    a, b = cards(2)
    game.put(a, "trash", settle=False)
    assert (game.trash, game.deck, game.reloads) == ([a], [], 0)
    game.settle()
    assert (game.trash, game.deck, game.reloads) == ([], [a], 1)
    game.put(b, "trash")
    assert (game.trash, game.reloads) == ([b], 1)  # a deck: no reload
    game.deck = []
    game.put(card(), "trash")
    assert (len(game.deck), game.trash, game.reloads) == (2, [], 2)


# -- squares --------------------------------------------------------------------------------------------------------
def test_leave_frees_the_square_trashes_the_force_and_turns_the_shift_face_up():
    game = bare()
    zx, f1, f2, shift = cards(4)
    game.deck = cards(1)
    unit = OnSquare(zx, force=[f1, f2], shift=shift)
    game.squares = {(1, 1): unit}
    assert game.leave(unit) is zx
    assert game.squares == {}
    assert (game.trash, game.dynamis_face_up) == ([f1, f2], [shift])
    assert (unit.force, unit.shift) == (None, None)


def test_a_unit_no_longer_on_the_squares_leaves_nothing():
    game = bare()
    (zx,) = cards(1)
    assert game.leave(OnSquare(zx)) is None
    assert (game.trash, game.dynamis_face_up) == ([], [])


@pytest.mark.parametrize("type_", [CardType.ZX_EX, CardType.AN_EX, CardType.ZX_OB])
def test_an_extra_card_leaving_goes_face_up_to_the_dynamis(type_):
    game = bare()
    ex = card(type_=type_)
    unit = OnSquare(ex)
    game.squares = {(1, 1): unit}
    assert game.leave(unit) is None
    assert (game.squares, game.dynamis_face_up) == ({}, [ex])


def test_squares_holding_finds_the_square_of_that_very_unit():
    game = bare()
    a, b = cards(2)
    ua, ub = OnSquare(a), OnSquare(b)
    game.squares = {(1, 1): ua, (0, 0): ub}
    assert game.squares_holding(ub) == (0, 0)
    assert game.squares_holding(OnSquare(a)) is None


def test_the_empty_normal_squares_are_every_square_but_the_players_in_the_placement_order():
    game = bare()
    game.squares = {(0, 0): OnSquare(card()), (1, 2): OnSquare(card())}
    assert game.empty_normal_squares() == [(1, 1), (0, 2), (1, 0), (2, 0), (2, 2)]


def test_raise_power_adds_to_the_power_and_remembers_it_until_end_of_turn():
    game = bare()
    unit = OnSquare(card(), power=3000)
    blank = OnSquare(card())
    game.raise_power(unit, 2000)
    game.raise_power(blank, -1000)
    assert (unit.power, blank.power) == (5000, -1000)
    assert game.power_until_end == [(unit, 2000), (blank, -1000)]


def test_on_an_empty_board_every_square_is_legal_in_the_placement_order():
    game = bare()
    assert game.legal_squares(card()) == list(SQUARE_ORDER)
    assert game.has_square(card()) is True


def test_empty_squares_come_before_rebooted_zx_to_replace_and_slept_zx_are_not_legal():
    game = bare()
    rebooted, slept, ascension = OnSquare(card()), OnSquare(card(), rebooted=False), OnSquare(card(type_=CardType.AN))
    game.squares = {(1, 1): rebooted, (0, 0): slept, (0, 2): ascension}
    assert game.legal_squares(card()) == [(2, 1), (1, 0), (1, 2), (2, 0), (2, 2), (1, 1)]


def test_a_square_held_by_the_opponent_is_never_legal():
    game = bare()
    game.opponent_squares = {(1, 1): object(), (0, 0): object()}
    assert game.legal_squares(card()) == [(0, 2), (2, 1), (1, 0), (1, 2), (2, 0), (2, 2)]
    assert game.has_square(card()) is True


def test_a_board_of_slept_zx_and_opponents_has_no_square():
    game = bare()
    game.opponent_squares = {(1, 1): object()}
    game.squares = {sq: OnSquare(card(), rebooted=False) for sq in SQUARE_ORDER if sq != (1, 1)}
    assert game.legal_squares(card()) == []
    assert game.has_square(card()) is False


@pytest.mark.parametrize(
    ("on_own", "legal"),
    [
        (None, True),
        (OnSquare(card(), rebooted=True), True),
        (OnSquare(card(), rebooted=False), False),
        (OnSquare(card(type_=CardType.AN), rebooted=True), False),
    ],
)
def test_an_ascension_enters_only_the_own_player_square_empty_or_over_a_rebooted_zx(on_own, legal):
    game = bare()
    game.squares = {} if on_own is None else {OWN: on_own}
    an = card(type_=CardType.AN)
    assert game.legal_squares(an) == ([OWN] if legal else [])
    assert game.has_square(an) is legal


def test_has_square_on_a_full_board_needs_a_rebooted_zx_not_an_ascension_nor_one_on_the_opponents_square():
    game = bare()
    squares = {sq: OnSquare(card(), rebooted=False) for sq in SQUARE_ORDER}
    game.squares = dict(squares)
    assert game.has_square(card()) is False
    game.squares[(0, 0)] = OnSquare(card(type_=CardType.AN), rebooted=True)
    assert game.has_square(card()) is False
    game.squares[THEIRS] = OnSquare(card(), rebooted=True)
    assert game.has_square(card()) is False  # a Z/X on the opponent's player square is not replaced
    game.squares[(2, 2)] = OnSquare(card(), rebooted=True)
    assert game.has_square(card()) is True


def test_with_a_zx_on_the_opponents_player_square_an_empty_square_is_still_found():
    game = bare()
    squares = {sq: OnSquare(card(), rebooted=False) for sq in SQUARE_ORDER[1:]}
    squares[THEIRS] = OnSquare(card(), rebooted=False)
    game.squares = squares
    assert game.has_square(card()) is True
    assert game.legal_squares(card()) == [(1, 1)]


def test_entering_over_a_rebooted_zx_trashes_it_with_its_force_and_turns_its_shift_up():
    game = bare()
    game.deck = cards(1)
    old, f, shift = cards(3)
    new = replace(card(), power=4000)
    game.squares = {(1, 1): OnSquare(old, force=[f], shift=shift)}
    assert game.enter(new, "hand", square=(1, 1)) is True
    unit = game.squares[(1, 1)]
    assert (unit.card, unit.rebooted, unit.power, unit.entered_turn) == (new, True, 4000, 1)
    assert (game.trash, game.dynamis_face_up) == ([old, f], [shift])


def test_entering_over_an_extra_card_turns_it_face_up_to_the_dynamis():
    game = bare()
    ex = card(type_=CardType.ZX_EX)
    game.squares = {(1, 1): OnSquare(ex)}
    game.enter(card(), "hand", square=(1, 1))
    assert (game.trash, game.dynamis_face_up) == ([], [ex])


def test_enter_without_a_square_asks_the_policy_among_the_legal_ones_and_fails_without_any():
    game = bare()
    new = card()
    assert game.enter(new, "hand", rebooted=False) is True
    assert game.squares[(1, 1)].card is new
    assert game.squares[(1, 1)].rebooted is False
    assert game.enter(card(), "hand", legal=[(2, 2)]) is True
    assert (2, 2) in game.squares
    assert game.enter(card(), "hand", legal=[]) is False
    assert len(game.squares) == 2


@pytest.mark.parametrize(("how", "power"), [("ignition", OVERDRIVE_POWER), ("life", OVERDRIVE_POWER), ("hand", 3000)])
def test_overdrive_enters_at_its_overdrive_power_only_from_ignition_or_life(how, power):
    game = bare()
    game.deck = cards(2)
    game.life = cards(4)
    zx = replace(od(), power=3000)
    game.enter(zx, how, square=(1, 1))
    assert game.squares[(1, 1)].power == power


@pytest.mark.parametrize(("own_life", "opponent_life", "recovered"), [(3, 4, True), (4, 4, True), (4, 3, False)])
def test_life_recovery_from_life_takes_the_top_card_to_life_when_life_is_at_most_the_opponents(
    own_life, opponent_life, recovered
):
    game = bare(log_enabled=True)
    top, rest = card(), card()
    game.deck = [top, rest]
    game.life = cards(own_life)
    game.opponent_life = opponent_life
    lr = card(keywords=(LIFE_RECOVERY,), ignition=True)
    game.enter(lr, "life", square=(1, 1))
    assert (game.life[-1] is top) is recovered
    assert len(game.life) == own_life + recovered
    assert game.deck == ([rest] if recovered else [top, rest])
    notes = [(e.step, e.rule, e.text) for e in game.log]
    text = "top card of the deck to life" if recovered else "more life than the opponent: no recovery"
    assert notes == [("life recovery", "1103.2", text)]


def test_life_recovery_played_from_hand_recovers_nothing():
    game = bare()
    game.deck = cards(2)
    game.life = cards(1)
    game.enter(card(keywords=(LIFE_RECOVERY,), ignition=True), "hand", square=(1, 1))
    assert (len(game.life), len(game.deck)) == (1, 2)


def test_life_recovery_with_an_empty_deck_and_trash_recovers_nothing():
    game = bare()
    game.life = cards(1)
    game.enter(card(keywords=(LIFE_RECOVERY,), ignition=True), "life", square=(1, 1))
    assert len(game.life) == 1


def test_an_event_without_cost_resolves_to_the_trash_and_other_cards_enter_a_square():
    game = bare()
    game.deck = cards(1)
    event, zx, player = card(type_=CardType.EVENT), card(), card(type_=CardType.PLAYER)
    watched = []
    game.watch = lambda g, what, c: watched.append((what, c))
    assert game.play_without_cost(event, "ignition") is True
    assert (game.trash, game.moving) == ([event], [])
    assert game.play_without_cost(zx, "ignition") is True
    assert game.squares[(1, 1)].card is zx
    assert game.play_without_cost(player, "ignition") is False
    assert watched == [("play", event), ("play", zx)]


def test_a_card_enters_free_when_it_is_an_event_or_has_a_square():
    game = bare()
    assert game.can_enter_free(card(type_=CardType.EVENT)) is True
    assert game.can_enter_free(card()) is True
    assert game.can_enter_free(card(type_=CardType.PLAYER)) is False
    game.squares = {sq: OnSquare(card(), rebooted=False) for sq in SQUARE_ORDER}
    assert game.can_enter_free(card()) is False
    assert game.can_enter_free(card(type_=CardType.EVENT)) is True


# -- paying ---------------------------------------------------------------------------------------------------------
def test_pay_sleeps_just_the_resources_needed_and_the_excluded_one_never_pays():
    red = frozenset({Color.RED})
    game = bare()
    game.resources = [Resource(card(colors=red)), Resource(card(colors=red)), Resource(card(colors=red))]
    assert game.can_pay(3, red) is True
    assert game.can_pay(3, red, exclude=0) is False
    assert game.pay(3, red, exclude=1) is False
    assert [r.rebooted for r in game.resources] == [True, True, True]
    assert game.pay(2, red, exclude=0) is True
    assert [r.rebooted for r in game.resources] == [True, False, False]
    assert game.pay(1, red) is True
    assert [r.rebooted for r in game.resources] == [False, False, False]


# -- the effects' choices, asked of the policy ------------------------------------------------------------------------
def test_a_card_not_among_the_resources_has_no_index():
    game = bare()
    game.resources = [Resource(card())]
    assert game.index_of("resources", card()) is None
    assert game.index_of("resource", card()) is None


def test_the_effects_choices_reach_the_policy_with_the_game_and_a_default_amount_of_zero():
    from zxdecks.rules.effects.api import Choice, Target
    from zxdecks.rules.goldfish import DefaultPolicy

    asked = []

    class Recording(DefaultPolicy):
        def choose(self, game, choice, cards, candidates, n):
            asked.append(("choose", game, choice, list(candidates), n))
            return super().choose(game, choice, cards, candidates, n)

        def choose_units(self, game, target, units, n, amount):
            asked.append(("units", game, target, n, amount))
            return super().choose_units(game, target, units, n, amount)

        def choose_options(self, game, options, n):
            asked.append(("options", game, n))
            return super().choose_options(game, options, n)

    game = bare(policy=Recording())
    cheap, dear = OnSquare(card(cost=1)), OnSquare(replace(card(cost=5), power=5000))
    units = [((0, 0), cheap), ((1, 1), dear)]
    assert game.choose_units(Target.HARM, units, 2) == [0, 1]  # no damage: nothing dies, the cheapest first
    cards = [card(cost=1), card(cost=3)]
    assert game.choose(Choice.TAKE, cards, [0, 1], 1) == [1]
    assert game.choose_options([(), ()], 1) == [0]
    assert asked == [
        ("units", game, Target.HARM, 2, 0),
        ("choose", game, Choice.TAKE, [0, 1], 1),
        ("options", game, 1),
    ]


def test_a_read_constant_power_of_its_own_is_added_on_entering():
    from zxdecks.rules.effects import read_card

    game = bare()
    zx = replace(card(), power=3000)
    game.scripts = {zx.number: read_card(zx.number, "≪常≫【有効】スクエア【効果】このカードのパワーを+2000する。")}
    game.enter(zx, "hand", square=(1, 1))
    assert game.squares[(1, 1)].power == 5000
    powerless = replace(card(), power=None)
    game.scripts = {
        powerless.number: read_card(powerless.number, "≪常≫【有効】スクエア【効果】このカードのパワーを+2000する。")
    }
    game.enter(powerless, "hand", square=(0, 0))
    assert game.squares[(0, 0)].power is None


@pytest.mark.parametrize(("how", "drawn"), [("hand", 1), ("moved", 1)])
def test_a_card_entering_by_a_way_without_its_own_triggers_still_sets_off_entering(how, drawn):
    from zxdecks.rules.effects import read_card

    game = bare()
    game.deck = cards(3)
    zx = card()
    game.scripts = {
        zx.number: read_card(zx.number, "≪自≫【有効】スクエア【誘発】このカードが登場する。\n【効果】カードを1枚引く。")
    }
    assert game.enter(zx, how, square=(1, 1)) is True
    assert len(game.hand) == drawn


def test_an_ascension_destroyed_at_the_reboot_goes_to_the_charge():
    game = bare()
    game.deck = cards(5)
    game.life = cards(4)
    an = card(type_=CardType.AN)
    game.squares = {OWN: OnSquare(an)}
    game.start_turn()
    assert game.charge == [an]
    assert game.squares == {}
