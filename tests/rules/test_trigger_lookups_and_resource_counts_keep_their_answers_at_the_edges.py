"""Session 22's speed code in the effect executors, pinned where mutation testing found it unasserted (`mut22`,
docs/mutation.md): fire_moment looks at the cards of a new scripts mapping after a fire shifted a card in;
fire_moment and fire_entered stop before the zones when the game is already over though no Z/X on a square has
the trigger; 「あなたのリソースに<filter>がN枚以上」 counts each card once when an aura may give the icon, and never
reads an answer remembered for another card at the same identity; an effect applied alone is planned as not plain;
a ≪ターン1≫ ability is limited per Z/X and per ability."""

from __future__ import annotations

from dataclasses import replace

from tests.rules.builders import card, scripted_card
from tests.rules.test_effect_values import fresh
from zxdecks.rules.cards import CardType, Icon
from zxdecks.rules.effects import read_card
from zxdecks.rules.effects.filters import CardFilter
from zxdecks.rules.effects.language import Condition, Effect, Kind, Trigger
from zxdecks.rules.effects.matched import known_for
from zxdecks.rules.effects.run.conditions import conditions_hold
from zxdecks.rules.effects.run.phases import fire_entered, fire_moment
from zxdecks.rules.effects.run.plans import STEPS, step_tail
from zxdecks.rules.effects.run.resolve import apply, resolve
from zxdecks.rules.effects.run.table import At
from zxdecks.rules.goldfish import OnSquare, Resource

DRAW = "\n【効果】カードを1枚引く。"
END = "≪自≫【有効】スクエア【誘発】ターン終了時。" + DRAW
SHIFTS_AT_END = (
    "≪自≫【有効】スクエア【誘発】ターン終了時。\n【効果】あなたのデュナミスにあるカード名に「王冠」を含むシフトを"
    "1枚まで選び、このカードにシフトする。"
)
SWORD = "剣臨条件:あなたのリソースが1枚以上/剣臨器:カード名に「紅剣」を含むゼクス"
IN_TRASH_ENTERS = "≪自≫【有効】トラッシュ【誘発】このカード以外のあなたのゼクスが登場する。" + DRAW
AURA = "≪常≫【有効】スクエア【効果】デッキとライフとリソースにあるすべてのあなたのカードは≪イグニッション≫を得る。"


def test_a_moment_that_shifts_a_card_in_still_fires_the_zx_after_it_by_the_new_mapping():
    """The first Z/X's end-of-turn ability shifts a card onto it (game.scripts is a new mapping); the Z/X after it
    in the board's order still draws: its cards are read from the new mapping's trigger_cards."""
    game = fresh()
    game.resources = [Resource(card())]  # the shift's 剣臨条件
    game.squares = {}
    scripted_card(game, SHIFTS_AT_END, at=(1, 1), name="紅剣 ロード", cost=5, power=5000)
    drawer, _ = scripted_card(game, END, at=(1, 2))
    shift = replace(card("王冠の剣", type_=CardType.SHIFT), cost=None)
    game.dynamis = [shift]
    game.scripts = {**game.scripts, shift.number: read_card(shift.number, "", SWORD)}
    assert list(game.squares) == [(1, 1), (1, 2)]  # the host first
    before, hand = game.scripts, len(game.hand)
    fire_moment(game, Trigger.END_OF_TURN, True, ())
    assert game.squares[(1, 1)].shift is shift
    assert game.scripts is not before  # what fired shifted a card in: a new mapping
    assert len(game.hand) == hand + 1  # the Z/X after it drew, asked by the new mapping's cards
    assert game.squares[(1, 2)].card is drawer


def _trash_watcher(game):
    """A card in the trash whose ability draws when another Z/X of yours enters (valid in the trash only)."""
    watcher, _ = scripted_card(game, IN_TRASH_ENTERS)
    game.trash = [watcher]
    return watcher


def test_an_entering_in_a_game_already_won_asks_no_zone_though_no_zx_on_a_square_has_the_trigger():
    game = fresh()
    game.squares = {}
    _trash_watcher(game)
    game.squares[(1, 2)] = entered = OnSquare(card(cost=1), True, 1000)
    hand = len(game.hand)
    fire_entered(game, entered, Trigger.ZX_ENTERS, True)
    assert len(game.hand) == hand + 1  # the game goes on: the trash's ability draws
    game.won = "903.1: the opponent has no life"  # (a str: compiled code checks the declared type)
    fire_entered(game, entered, Trigger.ZX_ENTERS, True)
    assert len(game.hand) == hand + 1  # over: nothing more resolves (as the loop over the squares returned)


END_IN_TRASH = "≪自≫【有効】トラッシュ【誘発】ターン終了時。" + DRAW


def test_a_moment_in_a_game_already_won_asks_no_zone_though_no_zx_on_a_square_has_the_trigger():
    game = fresh()
    watcher, _ = scripted_card(game, END_IN_TRASH)
    game.trash = [watcher]
    game.squares = {(1, 2): OnSquare(card(cost=1), True, 1000)}
    assert Trigger.END_OF_TURN in game.traits().zone_triggers
    hand = len(game.hand)
    fire_moment(game, Trigger.END_OF_TURN, True)
    assert len(game.hand) == hand + 1  # the game goes on: the trash's ability draws
    game.won = "903.1: the opponent has no life"  # (a str: compiled code checks the declared type)
    fire_moment(game, Trigger.END_OF_TURN, True)
    assert len(game.hand) == hand + 1  # over: the zones are not asked


def _holds(game, n, flt):
    return conditions_hold(game, (Condition("resource_filter_at_least", n, flt),))


def test_with_an_aura_each_matching_resource_counts_once():
    game = fresh()
    scripted_card(game, AURA, at=(1, 1))
    game.resources = [Resource(card(cost=1)), Resource(card(cost=4))]
    cheap_ignition = CardFilter(icon=Icon.IGNITION, max_cost=2)
    assert _holds(game, 1, cheap_ignition)  # the cost-1 card, given the icon
    assert not _holds(game, 2, cheap_ignition)  # one card, not two


def test_an_answer_remembered_for_another_card_at_the_same_identity_is_not_read():
    game = fresh()
    game.scripts = {}
    cheap = CardFilter(max_cost=2)
    heavy = card(cost=4)
    game.resources = [Resource(heavy)]
    _, known = known_for(cheap)
    known[id(heavy)] = (card(cost=1), True)  # as if a freed cheap card had had heavy's identity
    assert not _holds(game, 1, cheap)  # heavy asked itself: cost 4
    assert known[id(heavy)] == (heavy, False)


def test_an_effect_applied_alone_is_planned_as_not_plain_and_nothing_tracked():
    game = fresh()
    draw = Effect(Kind.DRAW, n=1)
    hand = len(game.hand)
    assert apply(game, draw, At())
    assert len(game.hand) == hand + 1
    assert STEPS[id(draw)] == (draw, False, False, False, True, "", False)


ONCE = "≪自≫【有効】≪ターン1≫スクエア【誘発】ターン終了時。"


def test_a_once_a_turn_ability_is_limited_per_zx_and_per_ability():
    game = fresh()
    game.squares = {}
    scripted_card(game, ONCE + DRAW, at=(1, 1), copies=((1, 2),))  # two copies: one ability object, two Z/X
    twice, _ = scripted_card(game, ONCE + DRAW + "\n" + ONCE + "\n【効果】カードを2枚引く。", at=(2, 0))
    assert len(game.scripts[twice.number].by_trigger[Trigger.END_OF_TURN]) == 2
    hand = len(game.hand)
    fire_moment(game, Trigger.END_OF_TURN, True)
    assert len(game.hand) == hand + 1 + 1 + 1 + 2  # each copy once, each of the two abilities once
    fire_moment(game, Trigger.END_OF_TURN, True)
    assert len(game.hand) == hand + 5  # all used this turn


LEFT_IN_TRASH = "≪自≫【有効】トラッシュ【誘発】あなたのゼクスがスクエアから離れる。" + DRAW


def test_a_zx_leaving_the_last_square_in_a_game_already_won_asks_no_zone():
    """A leaving looks back (the Z/X that left is asked too), so with no Z/X left on the squares the game's end is
    still asked before the zones."""
    game = fresh()
    watcher, _ = scripted_card(game, LEFT_IN_TRASH)
    game.trash = [watcher]
    game.squares = {}
    left = OnSquare(card(cost=1), True, 1000)
    hand = len(game.hand)
    fire_entered(game, left, Trigger.ZX_LEFT, True)
    assert len(game.hand) == hand + 1  # the game goes on: the trash's ability draws
    game.won = "903.1: the opponent has no life"  # (a str: compiled code checks the declared type)
    fire_entered(game, left, Trigger.ZX_LEFT, True)
    assert len(game.hand) == hand + 1


CUT_REMOVED = "≪常≫【有効】リムーブ【効果】このカードのコストを-2する。"


def test_every_card_of_a_filter_is_counted_as_seen_in_its_zone_and_moved():
    """「すべて」 (MOVE n=0) is counted before the move as each card is seen in the source zone: a cost-4 card whose own
    text cuts its cost in the removed zone is one of the cards of cost 2 or less there."""
    game = fresh()
    game.scripts = {}
    cheap, dear = card(cost=1), card(cost=5)
    cut, script = scripted_card(game, CUT_REMOVED, cost=4)
    assert script.zone_seen.get("removed")
    game.removed = [cheap, cut, dear]
    every_cheap = Effect(Kind.MOVE, n=0, source="removed", destination="trash", filter=CardFilter(max_cost=2))
    assert apply(game, every_cheap, At())
    assert game.removed == [dear]
    assert sorted(c.number for c in game.trash) == sorted([cheap.number, cut.number])


def test_a_move_forgets_the_cards_put_before_whatever_its_rest_says():
    """A move puts cards itself: what the effect before put is forgotten even when its rest reads 「置いたカード…」."""
    move = Effect(Kind.MOVE, source="hand", destination="trash", rest="placed_zx")
    assert step_tail(move) == (True, "trash", True)
    assert step_tail(Effect(Kind.PLAY_SELF, rest="placed_zx")) == (True, "", False)


SENT_BACK = (
    "≪起≫【有効】スクエア【コスト】《無0・無0》\n【効果】ノーマルスクエアにある相手のゼクスを1枚選び、手札に戻し、"
    "バトル中でないこのカードをそのゼクスがあったゼクスのないスクエアに置く。"
)


def test_an_ability_resolved_without_a_payment_counts_the_squares_left_from_its_start():
    """「そのゼクスがあった」 is a square left since the ability began (resolve's since: the count of leavings then):
    a square a Z/X left earlier in the game is not it."""
    game = fresh()
    this, _ = scripted_card(game, SENT_BACK)
    (ability,) = game.scripts[this.number].abilities
    unit = game.squares[(2, 0)] = OnSquare(this, True, 3000)
    game.vacated = (game.vacated[0] + 1, (1, 2))  # a Z/X left (1, 2) before
    assert resolve(game, ability, unit, this.name)
    assert game.squares[(2, 0)] is unit  # no defender taken off now: it stays
    assert (1, 2) not in game.squares
