"""Session 22 `mut21`: the memos and plans session 21 added for speed (effects.matched, run.activation._plan,
goldfish.dynamis._may, traits' destroyed bound) pinned where mutation testing found them unasserted (docs/mutation.md)."""

from __future__ import annotations

from tests.rules.builders import card
from tests.rules.test_goldfish_dynamis_conditions import extra, game_with
from zxdecks.rules.cards import CardFacts, CardType, Color
from zxdecks.rules.effects import read_pool
from zxdecks.rules.effects.filters import CardFilter
from zxdecks.rules.effects.kinds import Kind
from zxdecks.rules.effects.language import Ability, AbilityKind, CardScript, Effect, Static
from zxdecks.rules.effects.matched import known_for, matched
from zxdecks.rules.effects.run.activation import _plan
from zxdecks.rules.effects.traits import _READS, _reads_destroyed, _script_reads_destroyed, traits
from zxdecks.rules.goldfish import OnSquare
from zxdecks.rules.goldfish.dynamis import _may, _squared

RED = frozenset({Color.RED})
BLUE = frozenset({Color.BLUE})
ASKED: list[CardFacts] = []


class CountingFilter(CardFilter):
    """A filter that notes every card CardFilter.matches is asked of."""

    def matches(self, card: CardFacts) -> bool:
        ASKED.append(card)
        return super().matches(card)


def test_a_filter_is_asked_of_each_card_once_and_its_answers_are_read_back_after():
    flt = CountingFilter(color=Color.RED)  # a new object: no answer of it is remembered yet
    every, known = known_for(flt)
    assert not every
    assert known == {}
    assert known_for(flt)[1] is known  # asked again: the same answers
    red, blue = card(colors=RED), card(colors=BLUE)
    ASKED.clear()
    assert matched(flt, known, red)
    assert not matched(flt, known, blue)
    assert [red, blue] == ASKED
    assert matched(flt, known, red)
    assert not matched(flt, known, blue)
    assert [red, blue] == ASKED  # the remembered answers, no new question
    assert known == {id(red): (red, True), id(blue): (blue, False)}
    assert known_for(flt)[1] is known


def test_an_answer_remembered_for_another_card_at_the_same_id_is_not_read():
    flt = CardFilter(color=Color.RED)
    red, blue = card(colors=RED), card(colors=BLUE)
    known = {id(blue): (red, True)}  # as after `red` was freed and `blue` made at its address
    assert not matched(flt, known, blue)
    assert known[id(blue)] == (blue, False)
    known = {id(red): (blue, False)}
    assert matched(flt, known, red)
    assert known[id(red)] == (red, True)


DRAW = "【効果】カードを1枚引く。"
SQUARE_TWO_WAYS = "≪起≫【有効】≪自分ターン≫スクエア【コスト】《白2・白2》か《黒2・黒2》" + DRAW
HAND_TWO_WAYS = "≪起≫【有効】≪自分ターン1≫手札【コスト】《無1・無1》かあなたのチャージを1枚トラッシュに置く。" + DRAW


def test_a_card_whose_ability_has_two_ways_is_planned_until_no_card_pays_either_way():
    on_square, in_hand = card(), card()
    scripts = read_pool([(on_square.number, SQUARE_TWO_WAYS), (in_hand.number, HAND_TWO_WAYS)])
    found = traits(scripts)
    (square,) = scripts[on_square.number].activated
    (black,) = square.ways
    (hand,) = scripts[in_hand.number].zone_activated
    (charge,) = hand.ways
    hand_zone = (("hand", frozenset({in_hand.number})),)
    assert _plan(scripts, found, frozenset()) == ({on_square.number}, hand_zone)
    # one way never paid, the other still may be: both cards are looked at
    assert _plan(scripts, found, frozenset({id(square), id(hand)})) == ({on_square.number}, hand_zone)
    assert _plan(scripts, found, frozenset({id(black), id(charge)})) == ({on_square.number}, hand_zone)
    # both ways never paid: neither card is looked at
    assert _plan(scripts, found, frozenset({id(square), id(black)})) == (frozenset(), hand_zone)
    assert _plan(scripts, found, frozenset({id(hand), id(charge)})) == ({on_square.number}, ())
    assert _plan(scripts, found, frozenset({id(square), id(black), id(hand), id(charge)})) == (frozenset(), ())


def _args(game, ex):
    play = game.scripts[ex.number].dynamis
    free = sum(r.rebooted for r in game.resources)
    return play, free, min((o.least for o in play.options), default=0), _squared(play)


def test_a_dream_is_let_through_with_exactly_its_counters_and_not_without_any():
    ex = extra(cost=6)
    game = game_with(ex, "夢装条件:≪鍵≫を1個消費する。", resources=0)
    play, free, least, only = _args(game, ex)
    assert "鍵" not in game.counters
    assert _may(game, ex, play, free, least, only) is False  # no counter of it at all
    assert game.dynamis_playable() == []
    game.counters["鍵"] = 1
    assert _may(game, ex, play, free, least, only) is True
    game = game_with(ex, "夢装条件:≪鍵≫を3個消費する。", resources=0)
    game.counters["鍵"] = 3
    assert game.dynamis_playable() == [0]  # exactly its counters
    assert game.play_from_dynamis(0)
    assert game.counters["鍵"] == 0


def test_a_descent_is_let_through_only_with_as_many_resources_as_its_cost_and_a_free_one_with_none():
    red = [card(colors=RED, cost=3), card(colors=RED, cost=3)]
    ex = extra(cost=5)
    game = game_with(ex, "降臨条件:赤のゼクス2枚", resources=4)
    game.squares = {(0, i): OnSquare(u, True, 5000) for i, u in enumerate(red)}
    play, free, least, only = _args(game, ex)
    assert only is not None  # one need, met on squares
    assert _may(game, ex, play, free, least, only) is False  # 4 resources, cost 5 (1020.2)
    game = game_with(ex, "降臨条件:赤のゼクス2枚", resources=5)
    game.squares = {(0, i): OnSquare(u, True, 5000) for i, u in enumerate(red)}
    play, free, least, only = _args(game, ex)
    assert _may(game, ex, play, free, least, only) is True
    free_ex = extra(cost=0)
    game = game_with(free_ex, "降臨条件:赤のゼクス2枚", resources=0)
    game.squares = {(0, i): OnSquare(u, True, 5000) for i, u in enumerate(red)}
    play, free, least, only = _args(game, free_ex)
    assert _may(game, free_ex, play, free, least, only) is True  # cost 0: no resource needed
    assert game.dynamis_playable() == [0]


def test_an_ascension_on_a_square_is_not_counted_for_a_descents_need():
    ex = extra(cost=5)
    zx = card(colors=RED, cost=3)
    ascension = card(type_=CardType.AN, colors=RED, cost=3)
    game = game_with(ex, "降臨条件:赤のゼクス2枚", resources=6)
    game.squares = {(0, 0): OnSquare(zx, True, 5000), (0, 1): OnSquare(ascension, True, 5000)}
    play, free, least, only = _args(game, ex)
    assert _may(game, ex, play, free, least, only) is False
    assert game.dynamis_playable() == []
    game.squares[(0, 2)] = OnSquare(card(colors=RED, cost=3), True, 5000)
    assert _may(game, ex, play, free, least, only) is True
    assert game.dynamis_playable() == [0]


def test_a_possession_does_not_count_a_zx_ex_on_a_square_for_its_need():
    ex = extra(cost=6)
    game = game_with(ex, "憑依条件:ゼクス1枚", resources=6)
    other_ex = extra(cost=4)
    game.squares = {(0, 1): OnSquare(other_ex, True, 5000)}  # a Z/X EX cannot go under it as force
    play, free, least, only = _args(game, ex)
    assert only is not None
    assert only[1]  # a 憑依's need
    assert _may(game, ex, play, free, least, only) is False
    assert game.dynamis_playable() == []
    game.squares[(0, 2)] = OnSquare(card(cost=3), True, 5000)
    assert _may(game, ex, play, free, least, only) is True
    assert game.dynamis_playable() == [0]


BOUND = Effect(Kind.DRAW, bound="destroyed")  # 「破壊したゼクスのコスト以下のコストの、…」 (run.table.destroyed_bound)
PLAIN = Effect(Kind.DRAW)


def _auto(*effects: Effect, **fields) -> Ability:
    return Ability(AbilityKind.AUTO, "x", effects=effects, **fields)


def _kept_in(effect: Effect) -> list[Ability]:
    """An ability keeping the effect in each place an effect is kept: its effects, payment, a way, a static's granted
    ability, payment and then, a modal effect's option and an effect's granted ability."""
    return [
        _auto(effect),
        _auto(PLAIN, payment=(effect,)),
        _auto(PLAIN, ways=(_auto(effect),)),
        _auto(PLAIN, statics=(Static("grant", granted=(_auto(effect),)),)),
        _auto(PLAIN, statics=(Static("play_payment", payment=(effect,)),)),
        _auto(PLAIN, statics=(Static("play_payment", then=(PLAIN, effect)),)),
        _auto(Effect(Kind.MODAL, options=((PLAIN,), (PLAIN, effect)))),
        _auto(Effect(Kind.GRANT_ABILITY, granted=(_auto(PLAIN), _auto(effect)))),
    ]


def test_the_destroyed_bound_is_found_wherever_an_effect_of_a_card_is_kept():
    for i, (bound, plain) in enumerate(zip(_kept_in(BOUND), _kept_in(PLAIN), strict=True)):
        script = CardScript(f"B{i}-001", abilities=(_auto(PLAIN), bound))
        assert _script_reads_destroyed(script), i
        assert traits({"A-001": CardScript("A-001"), script.number: script}).destroyed_bounds, i
        other = CardScript(f"P{i}-001", abilities=(_auto(PLAIN), plain))
        assert not _script_reads_destroyed(other), i
        assert not traits({"A-001": CardScript("A-001"), other.number: other}).destroyed_bounds, i


def test_each_scripts_answer_is_remembered_by_identity_and_not_read_for_another_at_its_id():
    with_bound = CardScript("B-001", abilities=(_auto(BOUND),))
    without = CardScript("P-001", abilities=(_auto(PLAIN),))
    assert _reads_destroyed({"P-001": without, "B-001": with_bound})
    assert _READS[id(with_bound)] == (with_bound, True)
    assert _READS[id(without)] == (without, False)
    assert not _reads_destroyed({"P-001": without})
    _READS[id(without)] = (with_bound, True)  # as after another script was freed at its address
    assert not _reads_destroyed({"P-001": without})
    assert _READS[id(without)] == (without, False)
    _READS[id(without)] = (without, True)  # an answer remembered for this very script is read, not walked again
    assert _reads_destroyed({"P-001": without})
    del _READS[id(without)]
    assert not _reads_destroyed({"P-001": without})


def test_an_effect_kept_in_two_places_is_walked_once_and_the_walk_goes_on_past_it():
    # an ability and its way share their effects (run.activation): the second time it is met the walk goes on
    shared = _auto(PLAIN, ways=(_auto(PLAIN),))
    assert shared.effects[0] is shared.ways[0].effects[0]
    script = CardScript("S-001", abilities=(_auto(BOUND), shared))
    assert _script_reads_destroyed(script)
    assert not _script_reads_destroyed(CardScript("S-002", abilities=(_auto(PLAIN), shared)))
