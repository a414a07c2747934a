"""The handlers of effects.run.squares pinned by value (issue 28, mutation testing): the powers, rebooted states,
squares and zones they leave, what the policy is asked, and whether each counts as done."""

from tests.rules.builders import card
from tests.rules.test_effect_values import fresh
from zxdecks.rules.board import OWN_PLAYER_SQUARE
from zxdecks.rules.cards import CardType
from zxdecks.rules.effects.api import Target
from zxdecks.rules.effects.language import CardFilter, Kind, make
from zxdecks.rules.effects.run import At, Source, apply, delayed_at_end_of_turn
from zxdecks.rules.goldfish import OnSquare


def board(game, *squares):
    game.squares = {sq: OnSquare(card(cost=3), True, 3000) for sq in squares}
    return [game.squares[sq] for sq in squares]


def test_power_raises_this_card_only_while_it_is_on_its_square():
    game = fresh()
    (unit,) = board(game, (1, 1))
    assert apply(game, make(Kind.POWER, 2000), At(unit)) is True
    assert unit.power == 5000
    gone = OnSquare(card(), True, 1000)
    assert apply(game, make(Kind.POWER, 2000), At(gone)) is False
    assert gone.power == 1000
    assert apply(game, make(Kind.POWER, 2000), At()) is False


def test_a_chosen_power_goes_to_this_card_on_its_square_else_to_the_policys_choice(monkeypatch):
    game = fresh()
    a, b = board(game, (1, 0), (1, 2))
    assert apply(game, make(Kind.POWER_CHOSEN, 1000), At(b)) is True
    assert (a.power, b.power) == (3000, 4000)
    calls = []
    monkeypatch.setattr(game, "choose_units", lambda target, units, n, amount: calls.append((target, n, amount)) or [0])
    gone = OnSquare(card(), True, 1000)
    assert apply(game, make(Kind.POWER_CHOSEN, 1000), At(gone)) is True
    assert (a.power, b.power, gone.power) == (4000, 4000, 1000)
    assert calls == [(Target.POWER_ANY, 1, 1000)]
    game.squares = {}
    assert apply(game, make(Kind.POWER_CHOSEN, 1000), At()) is False


def test_this_card_sleeps_only_rebooted_on_its_square_and_by_choice_only_when_it_cannot_attack(monkeypatch):
    game = fresh()
    (unit,) = board(game, (1, 1))
    monkeypatch.setattr(game, "can_attack_player", lambda square: False)
    assert apply(game, make(Kind.SLEEP_SELF), At(unit)) is True
    assert unit.rebooted is False
    assert apply(game, make(Kind.SLEEP_SELF), At(unit)) is False  # slept already
    unit.rebooted = True
    monkeypatch.setattr(game, "can_attack_player", lambda square: True)
    assert apply(game, make(Kind.SLEEP_SELF, optional=True), At(unit)) is False  # 「してよい」: declined
    assert unit.rebooted is True
    assert apply(game, make(Kind.SLEEP_SELF), At(unit)) is True  # the text says to: it sleeps
    assert unit.rebooted is False
    assert apply(game, make(Kind.SLEEP_SELF), At(OnSquare(card(), True, 0))) is False


def test_this_card_reboots_and_is_destroyed_only_on_its_square():
    game = fresh()
    game.charge = []
    (unit,) = board(game, (1, 1))
    unit.rebooted = False
    assert apply(game, make(Kind.REBOOT_SELF), At(unit)) is True
    assert unit.rebooted is True
    gone = OnSquare(card(), False, 0)
    assert apply(game, make(Kind.REBOOT_SELF), At(gone)) is False
    assert gone.rebooted is False
    assert apply(game, make(Kind.DESTROY_SELF), At(gone)) is False
    assert apply(game, make(Kind.DESTROY_SELF), At(unit)) is True
    assert (game.squares, game.charge) == ({}, [unit.card])
    assert apply(game, make(Kind.DESTROY_SELF), At()) is False


def test_at_end_of_turn_this_card_or_the_entered_ones_go_where_the_effect_says():
    game = fresh()
    game.hand, game.removed, game.resources = [], [], []
    a, b, c = board(game, (1, 0), (1, 1), (1, 2))
    assert apply(game, make(Kind.AT_END_OF_TURN, to="self", rest="remove"), At(a)) is True
    assert apply(game, make(Kind.AT_END_OF_TURN, rest="resource"), At(entered=[b])) is True
    assert apply(game, make(Kind.AT_END_OF_TURN, rest="bottom"), At(entered=[c])) is True
    assert apply(game, make(Kind.AT_END_OF_TURN, to="self", rest="hand"), At()) is False
    assert apply(game, make(Kind.AT_END_OF_TURN, rest="hand"), At(a)) is False  # nothing entered
    assert game.at_end_of_turn == [(a, "remove"), (b, "resource"), (c, "bottom")]
    delayed_at_end_of_turn(game)
    assert (game.squares, game.removed, game.at_end_of_turn) == ({}, [a.card], [])
    assert [(r.card, r.rebooted) for r in game.resources] == [(b.card, False)]
    assert game.deck[-1] is c.card


def test_this_card_comes_onto_an_empty_normal_square_or_the_player_square_without_being_played():
    game = fresh()
    game.squares = {}
    zx, other = card(cost=4), card(cost=5)
    game.hand = [zx, other]
    square = game.empty_normal_squares()[0]
    assert apply(game, make(Kind.SELF_TO_SQUARE, rebooted=True), At(source=Source("hand", zx))) is True
    assert (game.squares[square].card, game.squares[square].rebooted, game.hand) == (zx, True, [other])
    assert apply(game, make(Kind.SELF_TO_SQUARE, to="player"), At(source=Source("hand", other))) is True
    assert (game.squares[OWN_PLAYER_SQUARE].card, game.squares[OWN_PLAYER_SQUARE].rebooted) == (other, False)
    game.hand = [third := card()]
    assert apply(game, make(Kind.SELF_TO_SQUARE, to="player"), At(source=Source("hand", third))) is False
    ev = card(type_=CardType.EVENT)
    game.hand = [third, ev]
    assert apply(game, make(Kind.SELF_TO_SQUARE), At(source=Source("hand", ev))) is False
    assert apply(game, make(Kind.SELF_TO_SQUARE), At()) is False
    assert game.hand == [third, ev]


def test_zx_of_a_zone_come_onto_empty_squares_the_costliest_first_and_an_emptied_deck_reloads():
    game = fresh()
    game.squares = {}
    cheap, dear, ev = card(cost=1), card(cost=6), card(type_=CardType.EVENT)
    game.trash, game.deck = [cheap, ev, dear], []
    squares = game.empty_normal_squares()[:2]
    assert apply(game, make(Kind.ZONE_TO_SQUARE, 3, rest="trash"), At()) is True
    assert [(game.squares[sq].card, game.squares[sq].rebooted) for sq in squares] == [(dear, False), (cheap, False)]
    assert (game.trash, game.deck) == ([], [ev])  # the event stays, then becomes the deck (902)
    game.resources = []
    assert apply(game, make(Kind.ZONE_TO_SQUARE, 1, rest="trash"), At()) is False


def test_zx_of_the_resources_come_onto_a_square_rebooted_when_told():
    game = fresh()
    game.squares = {}
    from zxdecks.rules.goldfish import Resource

    zx = card(cost=2, name="天使")
    game.resources = [Resource(card(name="悪魔")), Resource(zx, False)]
    square = game.empty_normal_squares()[0]
    effect = make(Kind.ZONE_TO_SQUARE, 1, rest="resources", rebooted=True, filter=CardFilter(name_contains="天使"))
    assert apply(game, effect, At()) is True
    assert (game.squares[square].card, game.squares[square].rebooted, len(game.resources)) == (zx, True, 1)


def test_tokens_are_made_onto_empty_squares_as_many_as_there_is_room_for():
    game = fresh()
    game.squares = {}
    free = game.empty_normal_squares()
    effect = make(Kind.MAKE_TOKEN, 2, rebooted=True, filter=CardFilter(name_is="兵士"))
    assert apply(game, effect, At()) is True
    assert [(game.squares[sq].card.name, game.squares[sq].rebooted) for sq in free[:2]] == [("兵士", True)] * 2
    board(game, *free)
    assert apply(game, effect, At()) is False


def choose_first(game, monkeypatch):
    calls = []

    def choose_units(target, units, n, amount):
        calls.append((target, [u for _, u in units], n, amount))
        return list(range(min(n, len(units))))

    monkeypatch.setattr(game, "choose_units", choose_units)
    return calls


def test_a_choice_of_your_zx_raises_power_or_destroys_at_zero_or_less(monkeypatch):
    game = fresh()
    game.opponent_squares, game.charge = {}, []
    a, b = board(game, (1, 0), (1, 2))
    calls = choose_first(game, monkeypatch)
    assert apply(game, make(Kind.CHOOSE_ZX, 1, rest="power", take=2000), At()) is True
    assert (a.power, b.power) == (5000, 3000)
    assert calls == [(Target.POWER_UP, [a, b], 1, 0)]
    assert apply(game, make(Kind.CHOOSE_ZX, 1, rest="power", take=-5000), At()) is True
    assert (list(game.squares.values()), game.charge) == ([b], [a.card])  # 904.2: power 0 or less
    calls.clear()
    assert apply(game, make(Kind.CHOOSE_ZX, 1, rest="damage", take=2999), At()) is True
    assert (list(game.squares.values()), calls) == ([b], [(Target.HARM, [b], 1, 2999)])
    assert apply(game, make(Kind.CHOOSE_ZX, 1, rest="damage", take=3000), At()) is True
    assert (game.squares, game.charge) == ({}, [a.card, b.card])  # 904.1: damage of at least the power
    assert apply(game, make(Kind.CHOOSE_ZX, 1, rest="damage", take=3000), At()) is False  # none left


def test_a_choice_of_your_zx_sleeps_reboots_or_sends_them_and_a_harm_with_up_to_chooses_none(monkeypatch):
    game = fresh()
    game.opponent_squares, game.hand = {}, []
    a, b = board(game, (1, 0), (1, 2))
    choose_first(game, monkeypatch)
    assert apply(game, make(Kind.CHOOSE_ZX, 2, rest="sleep"), At()) is True
    assert (a.rebooted, b.rebooted) == (False, False)
    assert apply(game, make(Kind.CHOOSE_ZX, 2, rest="sleep"), At()) is False  # slept already
    assert apply(game, make(Kind.CHOOSE_ZX, 1, rest="reboot"), At()) is True
    assert (a.rebooted, b.rebooted) == (True, False)
    assert apply(game, make(Kind.CHOOSE_ZX, 1, up_to=True, rest="hand"), At()) is False
    assert apply(game, make(Kind.CHOOSE_ZX, 1, optional=True, rest="hand"), At()) is False
    assert (len(game.squares), game.hand) == (2, [])
    assert apply(game, make(Kind.CHOOSE_ZX, 1, rest="hand"), At()) is True
    assert (list(game.squares.values()), game.hand) == ([b], [a.card])
