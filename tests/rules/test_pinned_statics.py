"""effects.run.statics pinned by value: every constant-ability kind (811) on powers, limits and costs, each with its
condition both ways, 「重複しない」 counted once, every 「N枚につき」 zone, the cost floor, alternative costs (1027)."""

from dataclasses import replace
from types import SimpleNamespace

from tests.rules.builders import card
from zxdecks.rules.cards import CardType
from zxdecks.rules.effects.api import Choice
from zxdecks.rules.effects.language import ANY_CARD, CardFilter, Condition, Static
from zxdecks.rules.effects.run.statics import alternative_cost, cost_of, count, limit, pay_alternative, static_power
from zxdecks.rules.goldfish import OnSquare, Resource

HAND_2 = (Condition("hand_at_least", 2),)


def script(statics=(), charge=(), costs=(), dynamis=()):
    return SimpleNamespace(statics=statics, charge_statics=charge, cost_statics=costs, dynamis_cost_statics=dynamis)


class FakeGame:
    """The public state the statics read, and the choices they ask, recorded."""

    def __init__(self, scripts=None, squares=None, **zones):
        self.scripts = scripts or {}
        self.squares = squares or {}
        self.hand = zones.get("hand", [])
        self.trash = zones.get("trash", [])
        self.charge = zones.get("charge", [])
        self.removed = zones.get("removed", [])
        self.dynamis = zones.get("dynamis", [])
        self.dynamis_face_up = zones.get("dynamis_face_up", [])
        self.resources = zones.get("resources", [])
        self.deck = []
        self.asked = []

    def traits(self):
        return SimpleNamespace(powers=frozenset(self.scripts), hand_cost_auras=False, zone_costs=False)

    def choose(self, choice, cards, candidates, n):
        self.asked.append((choice, list(candidates), n))
        return list(reversed(candidates))[:n]

    def take(self, zone, i):
        return getattr(self, zone).pop(i)

    def put(self, c, to):
        assert to == "deck_bottom"
        self.deck.append(c)


def zx(power=3000, name=None, type_=CardType.ZX):
    return replace(card(name, type_=type_), power=power)


def on(game, *units):
    squares = [(1, 1), (0, 0), (0, 2), (2, 1), (1, 0)]
    game.squares = dict(zip(squares, units, strict=False))


# -- powers --------------------------------------------------------------------------------------------------------
def test_a_self_power_raises_only_its_own_card_while_its_condition_holds():
    me, other = zx(), zx()
    game = FakeGame({me.number: script((Static("self_power", 2000, conditions=HAND_2),))})
    mine, theirs = OnSquare(me), OnSquare(other)
    on(game, mine, theirs)
    game.hand = [card()]
    assert (static_power(game, mine), static_power(game, theirs)) == (0, 0)
    game.hand = [card(), card()]
    assert (static_power(game, mine), static_power(game, theirs)) == (2000, 0)


def test_an_aura_raises_the_matching_zx_itself_included_unless_it_says_other_than_this_card():
    dragon = CardFilter(race="ドラゴン")
    me = replace(zx(), races=("ドラゴン",))
    ally, stranger = replace(zx(), races=("ドラゴン",)), zx()
    game = FakeGame({me.number: script((Static("aura", 1000, filter=dragon),))})
    units = OnSquare(me), OnSquare(ally), OnSquare(stranger)
    on(game, *units)
    assert [static_power(game, u) for u in units] == [1000, 1000, 0]
    game.scripts = {me.number: script((Static("aura", 1000, filter=dragon, others_only=True),))}
    assert [static_power(game, u) for u in units] == [0, 1000, 0]
    game.scripts = {me.number: script((Static("aura", 1000, filter=dragon, conditions=HAND_2),))}
    assert [static_power(game, u) for u in units] == [0, 0, 0]


def test_a_power_per_card_counts_whole_groups_of_each():
    me = zx()
    st = Static("self_power_per", 500, per="trash", each=2, conditions=HAND_2)
    game = FakeGame({me.number: script((st,))}, trash=[card() for _ in range(5)], hand=[card(), card()])
    unit, other = OnSquare(me), OnSquare(zx())
    on(game, unit, other)
    assert (static_power(game, unit), static_power(game, other)) == (1000, 0)  # 5 // 2 = 2 groups
    game.hand = []
    assert static_power(game, unit) == 0


def test_a_force_power_adds_the_powers_of_the_zx_in_its_force_only():
    me = zx()
    game = FakeGame({me.number: script((Static("force_power"),))})
    unit = OnSquare(me, force=[zx(4000), zx(2000, type_=CardType.EVENT), replace(zx(), power=None)])
    other = OnSquare(zx(), force=[zx(9000)])
    on(game, unit, other)
    assert (static_power(game, unit), static_power(game, other)) == (4000, 0)
    unit.force = None
    assert static_power(game, unit) == 0


def test_an_ability_that_does_not_stack_counts_once_for_copies_of_a_name_and_stacks_otherwise():
    a, b = zx(name="同名"), zx(name="同名")
    target = zx()
    unique = Static("aura", 1000, unique=True)
    game = FakeGame({a.number: script((unique,)), b.number: script((unique,))})
    unit = OnSquare(target)
    on(game, OnSquare(a), OnSquare(b), unit)
    assert static_power(game, unit) == 1000
    stacking = Static("aura", 1000)
    game.scripts = {a.number: script((stacking,)), b.number: script((stacking,))}
    assert static_power(game, unit) == 2000
    game.scripts = {a.number: script((unique, Static("aura", 500, unique=True)))}
    assert static_power(game, unit) == 1500  # two different abilities of one card both count


def test_a_unique_ability_that_does_not_apply_does_not_use_up_its_name():
    a, b = zx(name="同名"), zx(name="同名")
    first = Static("aura", 1000, unique=True, filter=CardFilter(race="ドラゴン"))
    game = FakeGame({a.number: script((first,)), b.number: script((first,))})
    unit = OnSquare(replace(zx(), races=("ドラゴン",)))
    on(game, OnSquare(a), OnSquare(b), unit)
    assert static_power(game, unit) == 1000
    plain = OnSquare(zx())
    game.squares[(2, 1)] = plain
    assert static_power(game, plain) == 0


def test_cards_without_power_abilities_add_nothing():
    game = FakeGame({})
    unit = OnSquare(zx())
    on(game, unit, OnSquare(zx()))
    assert static_power(game, unit) == 0


# -- counting ----------------------------------------------------------------------------------------------------
def test_count_per_zone_with_the_filter():
    red = CardFilter(race="竜")
    dragon = replace(card(), races=("竜",))
    game = FakeGame(
        hand=[dragon, card()],
        trash=[dragon, dragon, card()],
        charge=[dragon],
        removed=[card(), dragon, dragon, dragon],
        dynamis_face_up=[dragon, card()],
        resources=[Resource(dragon), Resource(card()), Resource(dragon)],
    )
    expected = {"hand": 1, "trash": 2, "charge": 1, "removed": 3, "dynamis_face_up": 1, "resources": 2}
    for per, n in expected.items():
        assert count(game, Static("cost_per", per=per, filter=red), card()) == n, per


def test_count_of_the_hand_other_than_this_card_leaves_the_card_out_only_when_it_is_in_the_hand():
    me = card()
    game = FakeGame(hand=[me, card(), card()])
    assert count(game, Static("cost_per", per="hand", others_only=True), me) == 2
    assert count(game, Static("cost_per", per="hand"), me) == 3
    assert count(game, Static("cost_per", per="hand", others_only=True), card()) == 3
    assert count(game, Static("cost_per", per="trash", others_only=True), me) == 0


def test_count_of_the_force_and_of_the_zx_on_squares():
    me = zx()
    unit = OnSquare(me, force=[card(), card()])
    an = OnSquare(zx(type_=CardType.AN))
    game = FakeGame()
    on(game, unit, OnSquare(zx()), an)
    assert count(game, Static("self_power_per", per="force"), me, unit) == 2
    assert count(game, Static("self_power_per", per="force"), me, OnSquare(me)) == 0
    assert count(game, Static("self_power_per", per="force"), me, None) == 0
    assert count(game, Static("self_power_per", per="squares"), me, unit) == 2  # an Ascension is no Z/X
    assert count(game, Static("self_power_per", per="squares", others_only=True), me, unit) == 1


# -- limits ---------------------------------------------------------------------------------------------------------
def test_a_limit_adds_the_changes_of_cards_on_squares_and_in_the_charge_while_their_conditions_hold():
    a, b = zx(), card()
    game = FakeGame(
        {
            a.number: script((Static("charge_limit", 2), Static("hand_limit", 1))),
            b.number: script(charge=(Static("charge_limit", 1, conditions=HAND_2),)),
        },
        charge=[b],
    )
    on(game, OnSquare(a))
    assert limit(game, "charge_limit", 4) == 6
    assert limit(game, "hand_limit", 7) == 8
    game.hand = [card(), card()]
    assert limit(game, "charge_limit", 4) == 7


def test_no_limit_is_99_and_a_limit_not_stacking_counts_once():
    a, b, c = zx(name="同名"), zx(name="同名"), zx()
    unique = Static("charge_limit", 1, unique=True)
    game = FakeGame({a.number: script((unique,)), b.number: script((unique,))})
    on(game, OnSquare(a), OnSquare(b), OnSquare(c))
    assert limit(game, "charge_limit", 4) == 5
    game.scripts[c.number] = script((Static("charge_limit", 99),))
    assert limit(game, "charge_limit", 4) == 99
    game.scripts = {}
    assert limit(game, "charge_limit", 4) == 4


# -- costs ----------------------------------------------------------------------------------------------------------
def test_a_cost_change_applies_while_its_condition_holds_and_keeps_its_floor():
    big = card(cost=6)
    game = FakeGame({big.number: script(costs=(Static("cost", -3, conditions=HAND_2),))})
    assert cost_of(game, big) == 6
    game.hand = [card(), card()]
    assert cost_of(game, big) == 3
    game.scripts = {big.number: script(costs=(Static("cost", -5, floor=2),))}
    assert cost_of(game, big) == 2
    game.scripts = {big.number: script(costs=(Static("cost", -9),))}
    assert cost_of(game, big) == 0
    game.scripts = {big.number: script(costs=(Static("cost", 2),))}
    assert cost_of(game, big) == 8
    small = card(cost=1)
    game.scripts = {small.number: script(costs=(Static("cost", -3, floor=2),))}
    assert cost_of(game, small) == 1  # below its floor already: not raised to it


def test_a_cost_per_card_changes_by_whole_groups_and_the_dynamis_uses_its_own_statics():
    big = card(cost=7)
    per = Static("cost_per", -1, per="trash", each=2)
    game = FakeGame({big.number: script(costs=(per,), dynamis=(Static("cost", -4),))}, trash=[card()] * 5)
    assert cost_of(game, big) == 5
    assert cost_of(game, big, from_dynamis=True) == 3
    game.trash = [card()]
    assert cost_of(game, big) == 7
    game.scripts = {big.number: script(costs=(replace(per, conditions=HAND_2),))}
    game.trash = [card()] * 5
    assert cost_of(game, big) == 7


def test_a_cost_of_none_or_a_card_without_a_script_is_its_printed_cost():
    game = FakeGame()
    assert cost_of(game, card(cost=4)) == 4
    nocost = replace(card(), cost=None)
    game.scripts = {nocost.number: script(costs=(Static("cost", -1),))}
    assert cost_of(game, nocost) is None
    zero = card(cost=3)
    game.scripts = {zero.number: script(costs=(Static("cost", 0), Static("hand_limit", -2)))}
    assert cost_of(game, zero) == 3


# -- alternative costs ------------------------------------------------------------------------------------------------
def test_an_alternative_cost_is_offered_when_enough_matching_cards_are_in_its_zone():
    ex = card(type_=CardType.ZX_EX, cost=8)
    dragon = replace(card(), races=("竜",))
    hand_alt = Static("alt_cost", 2, per="hand", filter=CardFilter(race="竜"))
    trash_alt = Static("alt_cost", 3, per="trash")
    game = FakeGame({ex.number: script(dynamis=(Static("cost", -1), hand_alt, trash_alt))})
    game.hand = [dragon, card()]
    game.trash = [card(), card()]
    assert alternative_cost(game, ex) is None
    game.trash.append(card())
    assert alternative_cost(game, ex) is trash_alt
    game.hand.append(dragon)
    assert alternative_cost(game, ex) is hand_alt
    game.scripts = {ex.number: script(dynamis=(replace(hand_alt, conditions=(Condition("trash_at_least", 9),)),))}
    assert alternative_cost(game, ex) is None
    assert alternative_cost(game, card()) is None


def test_paying_an_alternative_cost_puts_the_chosen_cards_at_the_bottom_in_the_order_chosen():
    a, b, c = card(), card(), card()
    game = FakeGame(hand=[a, b, c], trash=[c, b, a])
    pay_alternative(game, Static("alt_cost", 2, per="hand"))
    assert (game.hand, game.deck) == ([a], [c, b])
    assert game.asked == [(Choice.DISCARD, [0, 1, 2], 2)]
    game.deck, game.asked = [], []
    flt = CardFilter(names_is_any=(a.name, b.name))
    pay_alternative(game, Static("alt_cost", 1, per="trash", filter=flt))
    assert (game.trash, game.deck) == ([c, b], [a])
    assert game.asked == [(Choice.PAY_WITH, [1, 2], 1)]
    assert ANY_CARD.matches(a)


# -- orders and copies the first pins left open ----------------------------------------------------------------------
def test_a_card_without_power_abilities_before_one_with_them_does_not_hide_it():
    plain, me = zx(), zx()
    game = FakeGame({me.number: script((Static("aura", 1000),))})
    unit = OnSquare(me)
    on(game, OnSquare(plain), unit)
    game.traits = lambda: SimpleNamespace(powers=frozenset({me.number}), zone_costs=False)
    assert static_power(game, unit) == 1000


def test_a_unique_ability_already_counted_skips_only_itself_not_the_next_ability():
    a, b = zx(name="同名"), zx(name="同名")
    unique = Static("aura", 1000, unique=True)
    game = FakeGame({a.number: script((unique,)), b.number: script((unique, Static("aura", 300)))})
    unit = OnSquare(zx())
    on(game, OnSquare(a), OnSquare(b), unit)
    assert static_power(game, unit) == 1300


def test_a_unique_self_power_of_another_copy_does_not_use_up_the_units_own():
    a, b = zx(name="同名"), zx(name="同名")
    own = Static("self_power", 2000, unique=True)
    game = FakeGame({a.number: script((own,)), b.number: script((own,))})
    ua, ub = OnSquare(a), OnSquare(b)
    on(game, ua, ub)
    assert (static_power(game, ua), static_power(game, ub)) == (2000, 2000)


def test_count_of_the_other_zx_on_squares_leaves_out_only_this_one():
    me = zx()
    unit = OnSquare(me)
    game = FakeGame()
    on(game, unit, OnSquare(zx()), OnSquare(zx()))
    assert count(game, Static("self_power_per", per="squares", others_only=True), me, unit) == 2


def test_a_limit_reads_past_a_card_without_a_script_and_past_a_unique_change_already_counted():
    a, b, plain = zx(name="同名"), zx(name="同名"), zx()
    unique = Static("charge_limit", 1, unique=True)
    game = FakeGame({a.number: script((unique,)), b.number: script((unique, Static("charge_limit", 2)))})
    on(game, OnSquare(plain), OnSquare(a), OnSquare(b))
    assert limit(game, "charge_limit", 4) == 7


def test_a_cost_per_card_reduction_stops_at_zero():
    big = card(cost=2)
    game = FakeGame({big.number: script(costs=(Static("cost_per", -1, per="trash"),))}, trash=[card()] * 5)
    assert cost_of(game, big) == 0
