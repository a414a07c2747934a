"""Triggers on who caused the event (session 17, trig): 「このカードが(あなたの)<filter>の能力で破壊される」 (1008 while
an ability of a card of the filter resolves) and 「このカードが(あなたの)<filter>の能力でデッキか手札から/デッキから
トラッシュに置かれる」 (valid in the trash), each fired by a matching card's ability and not by another's, a payment
or the rules (run.resolve.cause_now); 「このカードが攻撃して相手の(コスト/パワーN以下/以上の)ゼクスにダメージを与える」
(604.3a, goldfish.battle) with 「このカードが攻撃してダメージを与えたゼクス」 / 「バトル中の相手のゼクス」, the target of the
battle now."""

import dataclasses

from tests.rules.builders import card
from tests.rules.test_effect_trigger_ways import read_one, zx
from tests.rules.test_effect_triggers import on_square, scripted
from tests.rules.test_effect_values import dragon, entered, fresh
from tests.rules.test_goldfish_dynamis_conditions import extra, game_with
from zxdecks.rules.cards import Color
from zxdecks.rules.effects.awakening import Pay
from zxdecks.rules.effects.coverage import line_part
from zxdecks.rules.effects.language import CardFilter, Trigger
from zxdecks.rules.effects.run import fire
from zxdecks.rules.effects.run.squares import destroy
from zxdecks.rules.goldfish import OnSquare
from zxdecks.rules.goldfish.battle import declare_attack
from zxdecks.rules.goldfish.dynamis_costs import PAYERS
from zxdecks.rules.goldfish.opponent import Defender, Opponent, OpposingZX
from zxdecks.rules.goldfish.phases import phase_starts

DRAW = "【効果】カードを1枚引く。"
SQUARE = "≪自≫【有効】スクエア【誘発】"
TRASH = "≪自≫【有効】トラッシュ【誘発】"
BY_DRAGON = SQUARE + "このカードがあなたの[ドラゴン]の能力で破壊される。\n" + DRAW
DESTROY_OTHER = (
    SQUARE + "このカードが登場する。\n【効果】このカード以外のスクエアにあるあなたのゼクスを1枚選び、破壊する。"
)


# -- 1008: destroyed by the ability of a card of a filter ----------------------------------------------------------
def test_destroyed_by_a_races_ability_is_read_as_destroyed_by_an_ability_of_that_race():
    ability = read_one(BY_DRAGON)
    assert (ability.trigger, ability.trigger_way, ability.trigger_filter.race) == (
        Trigger.DESTROYED, "by_ability", "ドラゴン",
    )  # fmt: skip
    assert line_part(ability) == "acting"
    named = read_one(SQUARE + "このカードがあなたの「竜王」の能力で破壊される。\n" + DRAW)
    assert named.trigger_filter.name_is == "竜王"
    older = read_one("≪自≫このカードがあなたの[ドラゴン]の能力で破壊された時、カードを1枚引く。")
    assert (older.trigger, older.trigger_way, older.trigger_filter.race) == (
        Trigger.DESTROYED,
        "by_ability",
        "ドラゴン",
    )


def test_destroyed_by_the_opponents_cards_ability_stays_unread():
    from zxdecks.rules.effects import read_card

    script = read_card("X", SQUARE + "このカードが相手のカードの能力で破壊される。\n" + DRAW)
    assert script.abilities == ()
    assert script.unread[0].reason == "trigger: このカードが相手のカードの能力で破壊される"


def _destroyed_by(destroyer_card):
    game = fresh()
    victim = scripted(game, BY_DRAGON, zx(cost=3))
    destroyer = scripted(game, DESTROY_OTHER, destroyer_card)
    on_square(game, victim, (2, 0))
    fire(game, Trigger.ENTER, on_square(game, destroyer, (2, 2)))
    assert list(game.squares) == [(2, 2)]
    assert victim in game.charge  # destroyed either way (1008)
    return game


def test_destroyed_by_a_dragons_ability_draws_and_by_another_races_ability_it_does_not():
    game = _destroyed_by(zx(cost=4, races=("ドラゴン",)))
    assert len(game.hand) == 1
    assert len(game.deck) == 19
    game = _destroyed_by(zx(cost=4, races=("エンジェル",)))
    assert game.hand == []
    assert len(game.deck) == 20


def test_destroyed_outside_any_ability_sets_off_no_ability_of_a_race():
    game = fresh()
    unit = on_square(game, scripted(game, BY_DRAGON, zx(cost=3)), (2, 0))
    destroy(game, (2, 0), unit)  # the rules or a payment: no ability resolves
    assert game.squares == {}
    assert game.hand == []


# -- put into the trash from the deck or the hand by the ability of a card of a filter ----------------------------
DECK_OR_HAND = TRASH + "このカードがあなたの[ドラゴン]の能力でデッキか手札からトラッシュに置かれる。\n" + DRAW
DECK_ONLY = TRASH + "このカードがカード名に「竜」を含むカードの能力でデッキからトラッシュに置かれる。\n" + DRAW
MILL = "あなたのデッキの上から1枚をトラッシュに置く。"
DISCARD = "あなたの手札を1枚選び、トラッシュに置く。"


def test_put_into_the_trash_from_the_deck_or_the_hand_by_an_ability_is_read_as_both_in_the_trash():
    ability = read_one(DECK_OR_HAND)
    assert (ability.trigger, ability.also, ability.zone, ability.trigger_filter.race) == (
        Trigger.HAND_TRASHED, (Trigger.DECK_TRASHED,), "trash", "ドラゴン",
    )  # fmt: skip
    assert line_part(ability) == "acting"
    deck = read_one(DECK_ONLY)
    assert (deck.trigger, deck.also, deck.trigger_filter.name_contains) == (Trigger.DECK_TRASHED, (), "竜")
    either = read_one(TRASH + "このカードがあなたのカードの能力で手札かデッキからトラッシュに置かれる。\n" + DRAW)
    assert (either.trigger, either.also) == (Trigger.HAND_TRASHED, (Trigger.DECK_TRASHED,))


def test_a_card_without_its_ways_cause_stays_unread_on_the_squares_and_without_an_ability():
    from zxdecks.rules.effects import read_card

    on_squares = read_card(
        "X", SQUARE + "このカードがあなたの[ドラゴン]の能力でデッキか手札からトラッシュに置かれる。\n" + DRAW
    )
    assert on_squares.abilities == ()
    any_way = read_card("X", TRASH + "このカードが手札かデッキからトラッシュに置かれる。\n" + DRAW)
    assert any_way.abilities == ()  # a discard by the rules or a payment would set it off: not watched


def _milled_by(unit_card, text=DECK_OR_HAND):
    game = fresh()
    watched = scripted(game, text, card(cost=2))
    game.deck = [watched, *game.deck[1:]]
    entered(game, MILL, unit_card, (0, 0))
    assert game.trash[0] is watched
    return game


def test_milled_from_the_deck_by_a_dragons_ability_draws_and_by_another_cards_ability_it_does_not():
    game = _milled_by(dragon(cost=2))
    assert (len(game.hand), len(game.deck), len(game.trash)) == (1, 18, 1)
    game = _milled_by(card(cost=2))
    assert (game.hand, len(game.deck), len(game.trash)) == ([], 19, 1)


def test_the_deck_only_trigger_follows_the_name_of_the_card_whose_ability_milled_it():
    game = _milled_by(card("竜の王", cost=2), DECK_ONLY)
    assert len(game.hand) == 1
    game = _milled_by(card("虎の王", cost=2), DECK_ONLY)
    assert game.hand == []


def test_discarded_by_a_dragons_ability_draws_and_the_deck_only_trigger_does_not_follow_a_discard():
    game = fresh()
    both = scripted(game, DECK_OR_HAND, card(cost=2))
    deck_only = scripted(game, DECK_ONLY, card(cost=3))
    game.hand = [both]
    top = game.deck[0]
    entered(game, DISCARD, dragon(cost=2), (0, 0))
    assert (game.trash, game.hand) == ([both], [top])
    game.hand = [deck_only]
    entered(game, DISCARD, card("竜の王", cost=2), (0, 2))
    assert game.trash == [both, deck_only]
    assert game.hand == []  # from the hand: the deck-only ability does not resolve


def _marked_milled(opponents_turn):
    game = fresh()
    marked = scripted(game, DECK_OR_HAND.replace("【有効】", "【有効】≪自分ターン≫"), card(cost=2))
    game.deck = [marked, *game.deck[1:]]
    game.opponents_turn = opponents_turn
    entered(game, MILL, dragon(cost=2), (0, 0))
    assert game.trash[0] is marked
    return len(game.hand)


def test_an_own_turn_mark_keeps_the_trash_ability_to_your_turn():
    assert _marked_milled(False) == 1
    assert _marked_milled(True) == 0  # a dragon's ability in the opponent's turn (803.1f)


# -- 604.3a: this card's attack dealt damage to an opponent's Z/X -------------------------------------------------
DAMAGES = SQUARE + "このカードが攻撃して相手のゼクスにダメージを与える。\n"
BACK = "【効果】このカードが攻撃してダメージを与えたゼクスを手札に戻す。"


def test_damage_dealt_by_attacking_is_read_with_its_cost_or_power_and_counts_against_defenders():
    ability = read_one(DAMAGES + BACK)
    assert (ability.trigger, ability.trigger_way, line_part(ability)) == (
        Trigger.DAMAGES_ZX_BY_ATTACK, "", "acting_vs_defenders",
    )  # fmt: skip
    (back,) = ability.effects
    assert (back.kind.value, back.rest, back.n, back.to) == ("choose_zx", "hand", 1, "opponent attack_target")
    costed = read_one(SQUARE + "このカードが攻撃して相手のコスト6以下のゼクスにダメージを与える。\n" + DRAW)
    assert (costed.trigger_filter.max_cost, costed.trigger_way) == (6, "")
    powered = read_one(SQUARE + "このカードが攻撃して相手のパワー8000以下のゼクスにダメージを与える。\n" + DRAW)
    assert powered.trigger_way == "power<=8000"
    older = read_one(
        "≪自≫このカードが攻撃して相手のコスト7以上のゼクスにダメージを与えた時、バトル中の相手のゼクスを破壊する。"
    )
    assert (older.trigger, older.trigger_filter.min_cost, older.effects[0].to) == (
        Trigger.DAMAGES_ZX_BY_ATTACK, 7, "opponent attack_target",
    )  # fmt: skip


def _attack(text, defender, attacker_power=5000, target=(0, 1)):
    game = fresh()
    attacker = scripted(game, text, zx(cost=5))
    game.squares[(1, 1)] = OnSquare(attacker, True, attacker_power, game.turn)
    game.opponent = Opponent(damage=(0,))
    if target is not None:  # 602.1b: the player is a target only with no Z/X on its player square
        game.opponent_squares[target] = defender
    game.opponent_squares[(0, 0)] = OpposingZX(4000, cost=3)
    game.turn = 2
    assert declare_attack(game, (1, 1), target)
    return game


def test_the_damaged_z_x_that_survived_goes_back_to_the_hand_and_the_other_defender_stays():
    game = _attack(DAMAGES + BACK, OpposingZX(9000, cost=5))
    assert list(game.opponent_squares) == [(0, 0)]  # the target returned; the other one untouched
    assert game.opponent_squares[(0, 0)].damage == 0


def test_a_z_x_the_attack_destroyed_is_not_there_to_return_and_an_attack_on_the_player_sets_off_nothing():
    game = _attack(DAMAGES + DRAW, OpposingZX(4000, cost=3))  # destroyed by 5000 damage: the ability still resolves
    assert (0, 1) not in game.opponent_squares
    assert len(game.hand) == 1
    game = _attack(DAMAGES + DRAW, OpposingZX(9000, cost=5), target=None)  # the player: no Z/X damaged (1002.3)
    assert game.hand == []


def test_the_cost_and_the_power_of_the_damaged_z_x_decide_both_ways():
    cost6 = SQUARE + "このカードが攻撃して相手のコスト6以下のゼクスにダメージを与える。\n" + DRAW
    assert len(_attack(cost6, OpposingZX(9000, cost=6)).hand) == 1
    assert _attack(cost6, OpposingZX(9000, cost=7)).hand == []
    power8000 = SQUARE + "このカードが攻撃して相手のパワー8000以下のゼクスにダメージを与える。\n" + DRAW
    assert len(_attack(power8000, OpposingZX(8000, cost=7)).hand) == 1
    assert _attack(power8000, OpposingZX(8500, cost=5)).hand == []
    power12000 = SQUARE + "このカードが攻撃して相手のパワー12000以上のゼクスにダメージを与える。\n" + DRAW
    assert len(_attack(power12000, OpposingZX(12000, cost=7)).hand) == 1
    assert _attack(power12000, OpposingZX(11000, cost=7)).hand == []


def test_an_attacker_of_no_power_deals_no_damage_and_sets_off_nothing():
    game = _attack(DAMAGES + DRAW, OpposingZX(9000, cost=5), attacker_power=0)
    assert game.hand == []
    assert game.opponent_squares[(0, 1)].damage == 0


def test_its_that_z_x_is_the_damaged_one_and_is_destroyed_when_it_survived_the_damage():
    text = "≪自≫このカードが攻撃して相手のコスト7以下のゼクスにダメージを与えた時、そのゼクスを破壊する。"
    ability = read_one(text)
    assert (ability.effects[0].rest, ability.effects[0].to) == ("destroy", "opponent attack_target")
    game = _attack(text, OpposingZX(9000, cost=7))
    assert list(game.opponent_squares) == [(0, 0)]
    game = _attack(text, OpposingZX(9000, cost=8))  # of cost 8: no ability, it survives with its damage
    assert game.opponent_squares[(0, 1)].damage == 5000


def test_that_z_x_after_another_z_x_named_before_it_stays_unread():
    from zxdecks.rules.effects import read_card

    text = DAMAGES + "【効果】スクエアにあるあなたのゼクスを1枚選び、手札に戻す。そのゼクスを破壊する。"
    script = read_card("X", text)
    assert script.abilities == ()


# -- 1203.2: destroyed by attack on a normal square, of a cost ----------------------------------------------------
NORMAL3 = (
    SQUARE
    + "このカードが攻撃によってノーマルスクエアにある相手のコスト3以下のゼクスを破壊する。\n【効果】このカードをリブートする。"
)


def _destroy_by_attack(square, defender):
    game = fresh()
    attacker = scripted(game, NORMAL3, zx(cost=5))
    mine = (1, 0) if square == (0, 0) else (1, 1)
    game.squares[mine] = OnSquare(attacker, True, 5000, game.turn)
    game.opponent = Opponent(damage=(0,))
    game.opponent_squares[square] = defender
    game.turn = 2
    assert declare_attack(game, mine, square)
    assert square not in game.opponent_squares  # destroyed by 5000 damage
    return game.squares[mine].rebooted


def test_destroyed_by_attack_on_a_normal_square_is_read_with_its_cost_and_counts_against_defenders():
    ability = read_one(NORMAL3)
    assert (ability.trigger, ability.trigger_filter.max_cost) == (Trigger.DESTROYS_NORMAL_BY_ATTACK, 3)
    assert line_part(ability) == "acting_vs_defenders"


def test_the_attacker_reboots_after_destroying_a_cheap_z_x_on_a_normal_square_only():
    assert _destroy_by_attack((0, 0), OpposingZX(4000, cost=3)) is True
    assert _destroy_by_attack((0, 0), OpposingZX(4000, cost=4)) is False  # too costly
    assert _destroy_by_attack((0, 1), OpposingZX(4000, cost=3)) is False  # the opponent's player square (303.3b)


# -- more ways this card or a Z/X of yours entered, and a hand card trashed -----------------------------------------
IN_OWN_MAIN = "≪自≫このカードがあなたのメインフェイズに登場した時、カードを1枚引く。"


def test_entering_in_your_main_phase_is_read_as_the_main_phase_way_of_your_turn():
    ability = read_one(IN_OWN_MAIN)
    assert (ability.trigger, ability.trigger_way, ability.turn) == (Trigger.ENTER, "main", "own")
    assert line_part(ability) == "acting"


def _enter_in(main_phase, opponents_turn, how="hand"):
    game = fresh()
    unit = scripted(game, IN_OWN_MAIN, zx(cost=2))
    game.main_phase, game.opponents_turn = main_phase, opponents_turn
    game.enter(unit, how, (2, 0))
    return len(game.hand)


def test_entering_in_your_main_phase_draws_and_in_another_phase_or_the_opponents_main_phase_not():
    assert _enter_in(True, False) == 1
    assert _enter_in(False, False, "ignition") == 0
    assert _enter_in(True, True, "life") == 0  # a life card played in the opponent's main phase (907.2e)


NOT_BY_NAMESAKE = SQUARE + "このカードが《同名》の能力以外で登場する。\n" + DRAW


def test_entering_but_by_a_namesakes_ability_draws_when_played_or_put_by_another_card_and_not_by_a_namesake():
    ability = read_one(NOT_BY_NAMESAKE)
    assert (ability.trigger, ability.trigger_way, line_part(ability)) == (Trigger.ENTER, "not_by_namesake", "acting")
    game = fresh()
    first, second, third = (scripted(game, NOT_BY_NAMESAKE, card("星騎士", cost=2)) for _ in range(3))
    game.enter(first, "hand", (2, 0))
    assert len(game.hand) == 1
    game.enter(second, "ability", (2, 1), by=card("別の騎士", cost=3))
    assert len(game.hand) == 2
    game.enter(third, "ability", (2, 2), by=first)  # by an ability of a card of its name
    assert len(game.hand) == 2


PLAYED_OR_BY = SQUARE + "このカードがプレイされて登場するかあなたの[ドラゴン]の能力で登場する。\n" + DRAW


def test_played_or_put_there_by_a_dragons_ability_is_read_as_both_ways_in():
    ability = read_one(PLAYED_OR_BY)
    assert (ability.trigger, ability.also, ability.trigger_filter.race) == (
        Trigger.PLAYED_ENTER, (Trigger.ABILITY_ENTER,), "ドラゴン",
    )  # fmt: skip


def test_played_or_put_there_by_a_dragon_draws_and_put_there_by_another_race_does_not():
    game = fresh()
    played, by_dragon, by_other = (scripted(game, PLAYED_OR_BY, zx(cost=2)) for _ in range(3))
    game.enter(played, "hand", (2, 0))
    game.enter(by_dragon, "ability", (2, 1), by=dragon(cost=3))
    assert len(game.hand) == 2
    game.enter(by_other, "ability", (2, 2), by=card(cost=3))
    assert len(game.hand) == 2


def test_this_card_or_a_dragon_entering_by_your_cards_ability_is_read_as_entering_by_an_ability():
    ability = read_one(SQUARE + "このカードかあなたの[ドラゴン]があなたのカードの能力で登場する。\n" + DRAW)
    assert (ability.trigger, ability.self_too, ability.trigger_way) == (Trigger.ZX_ENTERS, True, "ability")
    game = fresh()
    watcher = scripted(game, SQUARE + "このカードかあなたの[ドラゴン]があなたのカードの能力で登場する。\n" + DRAW)
    game.enter(watcher, "hand", (2, 0))
    assert game.hand == []  # played from the hand: not by an ability
    game.enter(dragon(cost=2), "ability", (2, 1), by=card(cost=3))
    assert len(game.hand) == 1


OWN_TURN_DISCARD = TRASH + "あなたのターンの間にこのカードがカードの能力で手札からトラッシュに置かれる。\n" + DRAW


def test_a_hand_card_trashed_in_your_turn_is_read_with_the_turn_and_the_older_printing_too():
    ability = read_one(OWN_TURN_DISCARD)
    assert (ability.trigger, ability.zone, ability.turn) == (Trigger.HAND_TRASHED, "trash", "own")
    older = read_one("≪自≫このカードがカードの能力で手札からトラッシュに置かれた時、カードを1枚引く。")
    assert (older.trigger, older.zone, older.turn) == (Trigger.HAND_TRASHED, "trash", "")


def _discarded(opponents_turn):
    game = fresh()
    watched = scripted(game, OWN_TURN_DISCARD, card(cost=2))
    game.hand = [watched]
    game.opponents_turn = opponents_turn
    entered(game, DISCARD, card(cost=2), (0, 0))
    assert game.trash == [watched]
    return len(game.hand)


def test_a_hand_card_trashed_by_an_ability_in_your_turn_draws_and_in_the_opponents_turn_not():
    assert _discarded(False) == 1
    assert _discarded(True) == 0


# -- 1020.2: destroyed or put into the trash for a descent --------------------------------------------------------
FOR_DESCENT = (
    "≪自≫【有効】スクエアとトラッシュ【誘発】このカードが降臨条件のために、破壊されるかトラッシュに置かれる。\n" + DRAW
)


def test_destroyed_or_trashed_for_a_descent_is_read_as_both_halves_the_second_for_the_card_in_the_trash():
    ability = read_one(FOR_DESCENT)
    assert (ability.trigger, ability.trigger_way, ability.also, ability.zone) == (
        Trigger.DESTROYED, "descent", (Trigger.DESCENT_TRASHED,), "square",
    )  # fmt: skip
    assert line_part(ability) == "acting"
    from zxdecks.rules.effects import read_card

    script = read_card("X", FOR_DESCENT)
    assert list(script.in_dynamis) == [Trigger.DESCENT_TRASHED]
    assert list(script.by_trigger) == [Trigger.DESTROYED]
    alone = read_card("X", FOR_DESCENT.replace("スクエアとトラッシュ", "スクエア"))
    assert alone.abilities == ()  # its second half could never fire (803.1d)


def test_destroyed_for_a_descent_draws_on_the_square_half():
    ex = dataclasses.replace(extra(cost=7, power=12000), races=("ドラゴン",))
    game = game_with(ex, "降臨条件:赤のゼクス2枚", resources=7)
    a = scripted(game, FOR_DESCENT, dataclasses.replace(card(cost=3), power=5000))
    b = dataclasses.replace(card(cost=4), power=6000)
    game.squares = {(0, 1): OnSquare(a, True, 5000), (1, 1): OnSquare(b, True, 6000)}
    hand = len(game.hand)
    assert game.play_from_dynamis(0)
    assert a in game.charge
    assert len(game.hand) == hand + 1


def _trashed_paying(descent_for):
    game = fresh()
    paid = scripted(game, FOR_DESCENT, card(cost=2))
    game.hand = [paid]
    game.descent_for = descent_for
    PAYERS[Pay.HAND_TRASH](game, [paid])
    assert game.trash == [paid]
    return len(game.hand)


def test_a_hand_card_put_into_the_trash_to_pay_a_descent_draws_and_for_another_payment_not():
    assert _trashed_paying(extra(cost=7)) == 1
    assert _trashed_paying(None) == 0  # a 覚醒条件 or another payment (1021): not for a descent


# -- 1008: a Z/X of yours destroyed, for a card in the trash, resources or charge -----------------------------------
BLACK5 = TRASH + "あなたの黒のコスト5以上のゼクスが破壊される。\n" + DRAW


def test_a_z_x_of_yours_destroyed_is_read_in_the_trash_resources_and_charge_with_its_filter():
    ability = read_one(BLACK5)
    assert (ability.trigger, ability.zone, ability.trigger_filter.min_cost) == (Trigger.ZX_DESTROYED, "trash", 5)
    assert line_part(ability) == "acting"
    for zone, key in (("リソース", "resource"), ("チャージ", "charge")):
        assert read_one(BLACK5.replace("トラッシュ", zone)).zone == key


def _destroyed_watched(victim, opponents_turn=False, text=BLACK5):
    game = fresh()
    watcher = scripted(game, text, card(cost=2))
    game.trash = [watcher]
    unit = on_square(game, victim, (2, 0))
    game.opponents_turn = opponents_turn
    destroy(game, (2, 0), unit)
    assert victim in game.charge
    return len(game.hand)


def test_a_black_z_x_of_cost_5_destroyed_draws_for_the_trash_card_and_a_cost_4_or_a_red_one_does_not():
    black = frozenset({Color.BLACK})
    assert _destroyed_watched(dataclasses.replace(zx(cost=5), colors=black)) == 1
    assert _destroyed_watched(dataclasses.replace(zx(cost=4), colors=black)) == 0
    assert _destroyed_watched(dataclasses.replace(zx(cost=5), colors=frozenset({Color.RED}))) == 0


def test_an_own_turn_mark_keeps_the_destroyed_trigger_in_the_trash_to_your_turn():
    marked = BLACK5.replace("【有効】", "【有効】≪自分ターン≫")
    black = dataclasses.replace(zx(cost=5), colors=frozenset({Color.BLACK}))
    assert _destroyed_watched(black, False, marked) == 1
    assert _destroyed_watched(black, True, marked) == 0


def test_the_destroyed_z_x_itself_in_the_charge_does_not_watch_its_own_destruction():
    game = fresh()
    text = "≪自≫【有効】チャージ【誘発】あなたのゼクスが破壊される。\n" + DRAW
    victim = scripted(game, text, zx(cost=3))
    unit = on_square(game, victim, (2, 0))
    destroy(game, (2, 0), unit)
    assert game.charge[-1] is victim
    assert game.hand == []


def test_you_destroying_an_opponents_z_x_by_your_abilitys_damage_reads_as_it_being_destroyed_so():
    said_of_you = read_one(SQUARE + "あなたのカードの能力によるダメージで相手のゼクスを破壊する。\n" + DRAW)
    said_of_it = read_one(SQUARE + "相手のゼクスがあなたのカードの能力によるダメージで破壊される。\n" + DRAW)
    assert said_of_you.trigger is said_of_it.trigger is Trigger.OPPONENT_DESTROYED_BY_DAMAGE
    assert line_part(said_of_you) == "acting_vs_defenders"


# -- 1115: entering by 電影; a Z/X attacking ------------------------------------------------------------------------
def test_this_card_or_a_z_x_of_yours_entering_by_denei_is_read_as_that_way_in():
    this = read_one(SQUARE + "このカードが≪電影≫によって登場する。\n" + DRAW)
    assert (this.trigger, this.trigger_way) == (Trigger.ENTER, "denei")
    yours = read_one(SQUARE + "あなたのゼクスが≪電影≫によって登場する。\n" + DRAW)
    assert (yours.trigger, yours.trigger_way) == (Trigger.ZX_ENTERS, "denei")


def test_entering_by_denei_draws_and_entering_by_another_ability_or_from_the_hand_does_not():
    game = fresh()
    text = SQUARE + "このカードが≪電影≫によって登場する。\n" + DRAW
    by_denei, by_ability, played = (scripted(game, text, zx(cost=3)) for _ in range(3))
    game.enter(by_ability, "ability", (2, 0), by=card(cost=2))
    game.enter(played, "hand", (2, 1))
    assert game.hand == []
    game.enter(by_denei, "denei", (2, 2), True, by=by_denei)
    assert len(game.hand) == 1


def test_a_z_x_of_yours_entering_by_denei_sets_off_the_watcher_and_one_put_there_by_another_ability_not():
    game = fresh()
    watcher = scripted(game, SQUARE + "あなたのゼクスが≪電影≫によって登場する。\n" + DRAW, zx(cost=3))
    on_square(game, watcher, (2, 0))
    other = zx(cost=2)
    game.enter(other, "ability", (2, 1), by=card(cost=2))
    assert game.hand == []
    denei = zx(cost=4)
    game.enter(denei, "denei", (2, 2), True, by=denei)
    assert len(game.hand) == 1


def test_any_z_x_attacking_is_read_as_a_z_x_of_yours_attacking_and_fires_for_each_attack():
    ability = read_one(SQUARE + "ゼクスが攻撃する。\n" + DRAW)
    assert (ability.trigger, ability.trigger_filter) == (Trigger.ANY_ATTACK, CardFilter())
    game = fresh()
    watcher = scripted(game, SQUARE + "ゼクスが攻撃する。\n" + DRAW, zx(cost=3))
    on_square(game, watcher, (2, 0))
    on_square(game, zx(cost=2), (0, 0))
    game.turn = 2
    assert game.hand == []
    assert declare_attack(game, (0, 0), None)
    assert len(game.hand) == 1


# -- 907.2d: put from the life into the charge by damage -----------------------------------------------------------
LIFE_TO_CHARGE = "≪自≫【有効】チャージ【誘発】このカードがダメージによってライフからチャージに置かれる。\n" + DRAW


def test_a_life_card_put_into_the_charge_by_damage_draws_and_one_put_there_by_an_ability_does_not():
    ability = read_one(LIFE_TO_CHARGE)
    assert (ability.trigger, ability.zone, line_part(ability)) == (Trigger.LIFE_TO_CHARGE, "charge", "acting")
    game = fresh()
    life = scripted(game, LIFE_TO_CHARGE, card(cost=2))
    game.life = [life, card(cost=1)]
    game.rng.randrange = lambda n: 0  # the first life card is the one revealed (907.2)
    game.take_damage(1)
    assert game.charge == [life]
    assert len(game.hand) == 1
    game = fresh()
    other = scripted(game, LIFE_TO_CHARGE, card(cost=2))
    game.deck = [other, *game.deck[1:]]
    entered(game, "あなたのデッキの1番上のカードをチャージに置く。", card(cost=2), (0, 0))
    assert other in game.charge
    assert game.hand == []


# -- 702.2b: this card off its square, or back to the hand, by a card's ability ------------------------------------
LEFT_BY = SQUARE + "このカードがカードの能力でスクエアから離れる。\n" + DRAW
TO_HAND_BY_DRAGON = SQUARE + "このカードがあなたの[ドラゴン]の能力でスクエアから手札に戻る。\n" + DRAW
BOUNCE_OTHER = (
    SQUARE + "このカードが登場する。\n【効果】このカード以外のスクエアにあるあなたのゼクスを1枚選び、手札に戻す。"
)


def test_leaving_or_going_back_to_the_hand_by_an_ability_is_read_as_leaving_with_its_way():
    left = read_one(LEFT_BY)
    assert (left.trigger, left.trigger_way, left.trigger_filter) == (Trigger.LEAVES, "left_by_ability", CardFilter())
    back = read_one(TO_HAND_BY_DRAGON)
    assert (back.trigger, back.trigger_way, back.trigger_filter.race) == (Trigger.LEAVES, "to_hand", "ドラゴン")
    both = read_one(SQUARE + "このカードが登場するかカードの能力でスクエアから離れる。\n" + DRAW)
    assert (both.trigger, both.also, both.trigger_way) == (Trigger.ENTER, (Trigger.LEAVES,), "left_by_ability")


def _moved_by(text, mover_text, mover_card):
    game = fresh()
    watched = scripted(game, text, zx(cost=3))
    on_square(game, watched, (2, 0))
    mover = scripted(game, mover_text, mover_card)
    fire(game, Trigger.ENTER, on_square(game, mover, (2, 2)))
    assert list(game.squares) == [(2, 2)]
    game.check_rules()  # 702.2b: the next pre-processing, once the move is over
    return game, watched


def test_leaving_by_an_ability_draws_and_leaving_by_the_rules_does_not():
    game, watched = _moved_by(LEFT_BY, DESTROY_OTHER, zx(cost=4))
    assert watched in game.charge
    assert len(game.hand) == 1
    game = fresh()
    unit = on_square(game, scripted(game, LEFT_BY, zx(cost=3)), (2, 0))
    destroy(game, (2, 0), unit)  # no ability resolves (a payment, the rules)
    game.check_rules()
    assert game.hand == []


def test_back_to_the_hand_by_a_dragons_ability_draws_and_by_another_card_or_destroyed_by_a_dragon_not():
    game, watched = _moved_by(TO_HAND_BY_DRAGON, BOUNCE_OTHER, zx(cost=4, races=("ドラゴン",)))
    assert len(game.hand) == 2  # itself, and the card drawn
    assert watched in game.hand
    game, watched = _moved_by(TO_HAND_BY_DRAGON, BOUNCE_OTHER, zx(cost=4))
    assert game.hand == [watched]
    game, watched = _moved_by(TO_HAND_BY_DRAGON, DESTROY_OTHER, zx(cost=4, races=("ドラゴン",)))
    assert watched in game.charge  # off its square by a dragon's ability, but not to the hand
    assert game.hand == []


# -- an opponent's Z/X taken off its square by your ability --------------------------------------------------------
THEIRS_LEFT = SQUARE + "相手のゼクスがあなたのカードの能力でスクエアから離れる。\n" + DRAW
THEIRS_BACK = SQUARE + "相手のゼクスがスクエアから手札に戻る。\n" + DRAW
BOUNCE_THEIRS = "ノーマルスクエアにある相手のゼクスを1枚選び、手札に戻す。"
DESTROY_THEIRS = "ノーマルスクエアにある相手のゼクスを1枚選び、破壊する。"


def test_an_opponents_z_x_off_its_square_by_your_ability_is_read_for_the_squares_against_defenders():
    for text, trigger in (
        (THEIRS_LEFT, Trigger.OPPONENT_LEFT_BY_ABILITY),
        (THEIRS_BACK, Trigger.OPPONENT_TO_HAND),
        (SQUARE + "あなたのターンの間にこのカードの能力によって相手のゼクスがスクエアから離れる。\n" + DRAW,
         Trigger.OPPONENT_LEFT_BY_THIS),
    ):  # fmt: skip
        ability = read_one(text)
        assert (ability.trigger, line_part(ability)) == (trigger, "acting_vs_defenders"), text


def _against(watcher_text, body, defenders=((0, 0), (0, 2))):
    game = fresh()
    on_square(game, scripted(game, watcher_text, zx(cost=3)), (2, 0))
    game.opponent = Opponent(damage=(0,))
    for square in defenders:
        game.opponent_squares[square] = OpposingZX(5000, cost=3)
    entered(game, body, card(cost=2), (2, 2))
    return game


def test_a_defender_bounced_or_destroyed_by_your_ability_draws_for_the_leaving_watcher():
    game = _against(THEIRS_LEFT, BOUNCE_THEIRS)
    assert len(game.opponent_squares) == 1
    assert len(game.hand) == 1
    game = _against(THEIRS_LEFT, DESTROY_THEIRS)
    assert len(game.hand) == 1
    game = _against(THEIRS_LEFT, "ノーマルスクエアにある相手のゼクスを1枚選び、ターン終了時まで、パワーを-1000する。")
    assert len(game.opponent_squares) == 2  # still there: nothing left
    assert game.hand == []


def test_the_back_to_the_hand_watcher_draws_once_a_z_x_bounced_and_not_for_one_destroyed():
    game = _against(THEIRS_BACK, "ノーマルスクエアにある相手のゼクスを2枚選び、手札に戻す。")
    assert game.opponent_squares == {}
    assert len(game.hand) == 2
    game = _against(THEIRS_BACK, DESTROY_THEIRS)
    assert game.hand == []


def test_a_defender_destroyed_in_battle_sets_off_neither():
    game = fresh()
    attacker = scripted(game, THEIRS_LEFT + "\n" + THEIRS_BACK, zx(cost=5))
    game.squares[(1, 1)] = OnSquare(attacker, True, 5000, game.turn)
    game.opponent = Opponent(damage=(0,))
    game.opponent_squares[(0, 1)] = OpposingZX(3000, cost=2)
    game.turn = 2
    assert declare_attack(game, (1, 1), (0, 1))
    assert game.opponent_squares == {}
    assert game.hand == []


def test_this_cards_ability_taking_a_defender_away_draws_and_another_cards_does_not():
    by_this = SQUARE + "このカードの能力によって相手のゼクスがスクエアから離れる。\n" + DRAW
    game = fresh()
    game.opponent = Opponent(damage=(0,))
    game.opponent_squares[(0, 0)] = OpposingZX(5000, cost=3)
    game.opponent_squares[(0, 2)] = OpposingZX(5000, cost=3)
    own = scripted(game, by_this + "\n" + SQUARE + "このカードが登場する。\n【効果】" + BOUNCE_THEIRS, zx(cost=3))
    watcher = scripted(game, by_this, zx(cost=4))
    on_square(game, watcher, (2, 0))
    assert game.enter(own, "hand", (2, 2))
    assert len(game.opponent_squares) == 1
    assert len(game.hand) == 1  # its own ability's: once; the other watcher's ability did nothing


# -- 806.1a: 「そのゼクス」/「登場したゼクス」 of an opponent's Z/X entering ----------------------------------------------------
def test_that_z_x_of_an_opponents_z_x_entering_is_read_as_the_one_that_entered():
    cheap = OpposingZX(5000).cost
    ability = read_one(
        SQUARE + f"相手のコスト{cheap}以下のゼクスがノーマルスクエアに登場する。\n【効果】そのゼクスを破壊してよい。"
    )
    (destroy_it,) = ability.effects
    assert (destroy_it.rest, destroy_it.to, destroy_it.optional) == ("destroy", "opponent entered_now", True)
    assert line_part(ability) == "acting_vs_defenders"
    entered_one = read_one(SQUARE + "相手のゼクスが登場する。\n【効果】登場したゼクスに5000ダメージを与える。")
    assert (entered_one.effects[0].rest, entered_one.effects[0].take) == ("damage", 5000)
    also = read_card_unread(SQUARE + "このカードか相手のゼクスが登場する。\n【効果】そのゼクスを破壊してよい。")
    assert also  # this card or theirs: 「そのゼクス」 could be either, left unread


def read_card_unread(text):
    from zxdecks.rules.effects import read_card

    return read_card("X", text).unread


def _defenders_enter(watcher_text, defenders):
    game = fresh()
    on_square(game, scripted(game, watcher_text, zx(cost=3)), (2, 0))
    game.life = [card(cost=1) for _ in range(4)]
    game.opponent = Opponent(defenders=defenders)
    game.opponent_turn()
    return game


def test_the_cheap_z_x_that_entered_is_destroyed_and_a_costlier_one_stays():
    cheap = OpposingZX(5000).cost
    text = SQUARE + f"相手のコスト{cheap}以下のゼクスがノーマルスクエアに登場する。\n【効果】そのゼクスを破壊してよい。"
    game = _defenders_enter(text, (Defender((1, 0), 5000), Defender((1, 2), 12000)))
    assert list(game.opponent_squares) == [(1, 2)]


def test_damage_goes_to_the_z_x_that_entered_not_to_one_already_there():
    text = SQUARE + "相手のゼクスが登場する。\n【効果】登場したゼクスに9000ダメージを与える。"
    game = fresh()
    on_square(game, scripted(game, text, zx(cost=3)), (2, 0))
    game.life = [card(cost=1) for _ in range(4)]
    game.opponent_squares[(1, 2)] = OpposingZX(9000)  # already there: it does not enter
    game.opponent = Opponent(defenders=(Defender((1, 0), 9000), Defender((1, 2), 9000)))
    game.opponent_turn()
    assert list(game.opponent_squares) == [(1, 2)]  # the one that entered took 9000 damage: destroyed (904.1)


def test_the_ways_every_modelled_defender_enters_by_are_read_as_its_entering():
    for words, trigger, bound in (
        ("相手のコスト6以上のゼクスがプレイされて登場する", Trigger.OPPONENT_ZX_ENTERS, (None, 6)),
        ("相手のゼクスがメインフェイズに登場する", Trigger.OPPONENT_ZX_ENTERS, (None, None)),
        ("相手の元々のコストが3以下のゼクスがライフ以外から登場する", Trigger.OPPONENT_ZX_ENTERS, (3, None)),
        ("相手のターンの間に相手のゼクスが登場する", Trigger.OPPONENT_ZX_ENTERS, (None, None)),
        (
            "相手のゼクスが相手のメインフェイズにノーマルスクエアに登場する",
            Trigger.OPPONENT_ZX_ENTERS_NORMAL,
            (None, None),
        ),
    ):
        ability = read_one(SQUARE + words + "。\n" + DRAW)
        flt = ability.trigger_filter
        assert (ability.trigger, (flt.max_cost, flt.min_cost)) == (trigger, bound), words
    never = read_one(SQUARE + "相手のゼクスが手札以外から登場する。\n" + DRAW)  # never in the model
    assert (never.trigger, line_part(never)) == (Trigger.OPPONENT_ACTS, "opponent_board_only")


def test_a_costly_defender_played_draws_and_a_cheap_one_does_not():
    costly = OpposingZX(12000).cost
    text = SQUARE + f"相手のコスト{costly}以上のゼクスがプレイされて登場する。\n" + DRAW
    assert len(_defenders_enter(text, (Defender((1, 0), 12000),)).hand) == 1
    assert _defenders_enter(text, (Defender((1, 0), 5000),)).hand == []


# -- put into the remove zone ---------------------------------------------------------------------------------------
REMOVED_ANY = "≪自≫【有効】リムーブ【誘発】このカードが除外される。\n" + DRAW
REMOVED_BY_DRAGON = "≪自≫【有効】リムーブゾーン【誘発】このカードがあなたの[ドラゴン]の能力で除外される。\n" + DRAW
REMOVE_FROM_HAND = "あなたの手札を1枚選び、ゲームから除外する。"


def test_removed_is_read_in_the_remove_zone_any_way_or_by_a_cards_ability():
    plain = read_one(REMOVED_ANY)
    assert (plain.trigger, plain.zone, plain.trigger_way) == (Trigger.REMOVED, "removed", "")
    by = read_one(REMOVED_BY_DRAGON)
    assert (by.trigger, by.zone, by.trigger_way, by.trigger_filter.race) == (
        Trigger.REMOVED, "removed", "ability", "ドラゴン",
    )  # fmt: skip
    assert line_part(plain) == "acting"
    assert read_card_unread(SQUARE + "このカードが除外される。\n" + DRAW)  # off a square: not watched


def _removed_from_hand(text, unit_card):
    game = fresh()
    watched = scripted(game, text, card(cost=2))
    game.hand = [watched]
    entered(game, REMOVE_FROM_HAND, unit_card, (0, 0))
    assert game.removed == [watched]
    return len(game.hand)


def test_removed_by_a_dragons_ability_draws_and_by_another_cards_ability_only_the_plain_one_draws():
    assert _removed_from_hand(REMOVED_BY_DRAGON, dragon(cost=2)) == 1
    assert _removed_from_hand(REMOVED_BY_DRAGON, card(cost=2)) == 0
    assert _removed_from_hand(REMOVED_ANY, card(cost=2)) == 1


def test_removed_as_a_payment_sets_off_the_plain_one_and_not_the_one_by_an_ability():
    for text, drawn in ((REMOVED_ANY, 1), (REMOVED_BY_DRAGON.replace("[ドラゴン]", "カード"), 0)):
        game = fresh()
        watched = scripted(game, text, card(cost=2))
        game.hand = [watched]
        PAYERS[Pay.HAND_REMOVE](game, [watched])  # a 覚醒条件's payment: not an ability (1021)
        assert game.removed == [watched]
        assert len(game.hand) == drawn, text


def test_the_turns_end_and_a_phase_start_fire_for_a_card_in_the_remove_zone():
    game = fresh()
    at_end = scripted(game, "≪自≫【有効】リムーブゾーン【誘発】あなたのターンのターン終了時。\n" + DRAW, card(cost=2))
    at_main = scripted(game, "≪自≫【有効】リムーブ【誘発】メインフェイズ開始時。\n" + DRAW, card(cost=3))
    assert game.scripts[at_main.number].abilities[0].zone == "removed"
    game.removed = [at_main]
    phase_starts(game, Trigger.MAIN_START)
    assert len(game.hand) == 1
    game.removed = [at_end]
    game.hand = []
    game.end_turn()
    assert len(game.hand) == 1
    game.removed, game.hand = [], []
    game.end_turn()  # no card there: nothing
    assert game.hand == []


def test_another_z_x_of_yours_entering_from_the_charge_sets_off_the_charge_card_and_the_card_itself_does_not():
    text = "≪自≫【有効】チャージ【誘発】このカード以外のあなたの[ドラゴン]がチャージから登場する。\n" + DRAW
    ability = read_one(text)
    assert (ability.trigger, ability.zone, ability.not_self, ability.trigger_way) == (
        Trigger.ZX_ENTERS, "charge", True, "from:charge",
    )  # fmt: skip
    game = fresh()
    watcher = scripted(game, text, zx(cost=2, races=("ドラゴン",)))
    other = zx(cost=3, races=("ドラゴン",))
    game.charge = [watcher, other]
    game.take_card("charge", watcher)
    assert game.enter(watcher, "ability", (2, 0), by=card(cost=1), origin="charge")
    assert game.hand == []  # itself, out of the charge: not watching
    game.charge.append(watcher)
    game.squares.clear()
    game.take_card("charge", other)
    assert game.enter(other, "ability", (2, 1), by=card(cost=1), origin="charge")
    assert len(game.hand) == 1


def test_another_z_x_of_yours_entering_is_read_for_a_card_in_the_trash_too():
    ability = read_one("≪自≫【有効】トラッシュ【誘発】このカード以外のあなたのゼクスが登場する。\n" + DRAW)
    assert (ability.trigger, ability.zone, ability.not_self) == (Trigger.ZX_ENTERS, "trash", True)
    game = fresh()
    watcher = scripted(game, "≪自≫【有効】トラッシュ【誘発】このカード以外のあなたのゼクスが登場する。\n" + DRAW)
    game.trash = [watcher]
    assert game.enter(zx(cost=2), "hand", (2, 0))
    assert len(game.hand) == 1
    game.take_card("trash", watcher)
    assert game.enter(watcher, "ability", (2, 1), by=card(cost=1), origin="trash")
    assert len(game.hand) == 1  # itself, out of the trash: nothing more


# -- an opponent's Z/X entering by a card's ability: never, against any modelled opponent ---------------------------
BY_THEIR_ABILITY = SQUARE + "相手のコスト5以下のゼクスがカードの能力で登場する。\n【効果】そのゼクスを破壊してよい。"


def test_an_opponents_z_x_entering_by_an_ability_is_read_and_counted_as_the_opponents_board_only():
    ability = read_one(BY_THEIR_ABILITY)
    assert (ability.trigger, ability.effects[0].to) == (Trigger.OPPONENT_ABILITY_ENTERS, "opponent entered_now")
    assert line_part(ability) == "opponent_board_only"
    assert (
        read_one(SQUARE + "相手のゼクスがカードの能力で登場する。\n" + DRAW).trigger is Trigger.OPPONENT_ABILITY_ENTERS
    )


def test_a_defender_played_in_its_turn_does_not_set_off_the_ability_for_one_entering_by_an_ability():
    game = _defenders_enter(BY_THEIR_ABILITY, (Defender((1, 0), 3000),))
    assert list(game.opponent_squares) == [(1, 0)]  # played (806.1a), not put there by an ability: still there


def test_what_only_the_opponents_cards_do_is_read_as_never_fired():
    for words in (
        "このカードかあなたの[ケット・シー]が相手のカードの能力でスクエアから離れる",
        "このカードが相手のカードの能力でスクエアから離れる",
        "ゼクスが相手のカードの能力で登場する",
        "《同名》以外のあなたの[ケット・シー]が相手のカードの能力で破壊される",
        "このカードが相手のカードからダメージを受ける",
        "相手のコスト1以下のゼクスが攻撃する",
    ):
        ability = read_one(SQUARE + words + "。\n" + DRAW)
        assert (ability.trigger, line_part(ability)) == (Trigger.OPPONENT_ACTS, "opponent_board_only"), words
    older = read_one("≪自≫このカードが相手のカードの能力かバトルで相手のゼクスに破壊された時、カードを1枚引く。")
    assert older.trigger is Trigger.OPPONENT_ACTS


def test_a_never_fired_ability_does_nothing_through_an_opponents_whole_turn():
    game = _defenders_enter(
        SQUARE + "このカードが相手のカードからダメージを受ける。\n" + DRAW, (Defender((1, 0), 9000),)
    )
    assert game.hand == []


def test_this_card_entering_or_an_opponents_z_x_entering_in_its_main_phase_draws_for_each():
    text = SQUARE + "このカードが登場するか相手のゼクスが相手のメインフェイズに登場する。\n" + DRAW
    ability = read_one(text)
    assert (ability.trigger, ability.also) == (Trigger.ENTER, (Trigger.OPPONENT_ZX_ENTERS,))
    game = fresh()
    unit = scripted(game, text, zx(cost=3))
    assert game.enter(unit, "hand", (2, 0))
    assert len(game.hand) == 1
    game.life = [card(cost=1) for _ in range(4)]
    game.opponent = Opponent(defenders=(Defender((1, 0), 3000),))
    game.opponent_turn()
    assert len(game.hand) == 2


def test_damage_of_n_or_more_dealt_by_attacking_draws_and_less_or_elsewhere_does_not():
    any_square = "≪自≫このカードが攻撃してスクエアにある相手のゼクスに10000以上のダメージを与えた時、カードを1枚引く。"
    ability = read_one(any_square)
    assert (ability.trigger, ability.trigger_way) == (Trigger.DAMAGES_ZX_BY_ATTACK, "dealt>=10000")
    assert len(_attack(any_square, OpposingZX(20000, cost=7), attacker_power=10000).hand) == 1
    assert _attack(any_square, OpposingZX(20000, cost=7), attacker_power=9000).hand == []
    player = (
        "≪自≫このカードが攻撃してプレイヤースクエアにある相手のゼクスに15000以上のダメージを与えた時、カードを1枚引く。"
    )
    assert read_one(player).trigger_way == "player_dealt>=15000"
    assert len(_attack(player, OpposingZX(20000, cost=7), attacker_power=15000).hand) == 1  # (0, 1): its player square
    game = fresh()
    attacker = scripted(game, player, zx(cost=5))
    game.squares[(1, 0)] = OnSquare(attacker, True, 15000, game.turn)
    game.opponent = Opponent(damage=(0,))
    game.opponent_squares[(0, 0)] = OpposingZX(20000, cost=7)
    game.turn = 2
    assert declare_attack(game, (1, 0), (0, 0))  # a normal square
    assert game.hand == []


def test_attacking_a_z_x_on_a_normal_square_draws_and_attacking_the_player_or_its_player_square_does_not():
    text = SQUARE + "このカードがノーマルスクエアにある相手のゼクスに攻撃する。\n" + DRAW
    ability = read_one(text)
    assert (ability.trigger, ability.trigger_way, line_part(ability)) == (
        Trigger.ATTACK, "target_normal", "acting_vs_defenders",
    )  # fmt: skip
    assert _destroyed_normal_attack(text, (0, 0)) == 1
    assert _destroyed_normal_attack(text, (0, 1)) == 0  # its player square (303.3b)
    assert _attack(text, OpposingZX(9000, cost=5), target=None).hand == []  # the player


def _destroyed_normal_attack(text, square):
    game = fresh()
    attacker = scripted(game, text, zx(cost=5))
    mine = (1, 0) if square == (0, 0) else (1, 1)
    game.squares[mine] = OnSquare(attacker, True, 5000, game.turn)
    game.opponent = Opponent(damage=(0,))
    game.opponent_squares[square] = OpposingZX(9000, cost=6)
    game.turn = 2
    assert declare_attack(game, mine, square)
    return len(game.hand)
