"""Values pinned against the survivors of the seeded mutant sample (issue 28, docs/mutation.md, `make
mutation-sample`): each test asserts what a surviving mutant changed, with made-up cards, both outcomes."""

import dataclasses

from tests.rules.builders import card
from tests.rules.test_effect_triggers import on_square, scripted
from tests.rules.test_effect_values import event, fresh
from tests.rules.test_effect_values_zones import asked
from tests.rules.test_effects import game_with_scripts
from zxdecks.rules.board import OnSquare
from zxdecks.rules.cards import CardType
from zxdecks.rules.effects import read_card
from zxdecks.rules.effects.api import Choice
from zxdecks.rules.effects.constant_ranges import split_self_too
from zxdecks.rules.effects.coverage import unread_shape
from zxdecks.rules.effects.gates import gated
from zxdecks.rules.effects.grammar import read_clause
from zxdecks.rules.effects.language import (
    ANY_CARD,
    THIS_ABILITY,
    Ability,
    AbilityKind,
    CardFilter,
    Condition,
    Kind,
    Static,
    Trigger,
    Unread,
    make,
)
from zxdecks.rules.effects.run import At, activate, apply, fire_moment
from zxdecks.rules.effects.run.activation import can_pay_payment
from zxdecks.rules.effects.run.arrivals import became_force
from zxdecks.rules.effects.run.force_under import force_out, put_under
from zxdecks.rules.effects.run.granted import player_attack
from zxdecks.rules.effects.run.plays import can_do, event_playable
from zxdecks.rules.effects.run.resolve import resolve
from zxdecks.rules.goldfish import Resource
from zxdecks.rules.goldfish.battle import attackers, declare_attack

DRAW = "【効果】カードを1枚引く。"
FORCE = "≪自≫【有効】フォース【誘発】"
SHIFTED = "≪自≫【有効】トラッシュ【誘発】あなたのゼクスがシフトする。\n"


def zx(name=None, cost=3):
    return dataclasses.replace(card(name, cost=cost), power=cost * 1000)


# -- run.arrivals.became_force ------------------------------------------------------------------------------------
def test_a_force_ability_whose_filter_the_z_x_misses_lets_the_next_ability_of_the_same_card_resolve():
    """The first ability (under a 竜王 only) is skipped, not the card: the second, of any Z/X, draws."""
    game = fresh()
    text = FORCE + "このカードがカード名に「竜王」を含むゼクスのフォースになる。\n" + DRAW + "\n" + FORCE
    under = scripted(game, text + "このカードがフォースになる。\n" + DRAW, card(cost=1))
    unit = on_square(game, zx("竜の影"))
    unit.force = [under]
    became_force(game, unit, [under])
    assert len(game.hand) == 1
    lord = on_square(game, zx("竜王ゼクス"), (0, 2))
    lord.force, unit.force = [under], None
    became_force(game, lord, [under])
    assert len(game.hand) == 3  # both abilities under a 竜王


def test_a_card_no_longer_under_the_z_x_is_passed_over_and_the_next_card_put_with_it_still_resolves():
    game = fresh()
    gone = scripted(game, FORCE + "このカードがフォースになる。\n" + DRAW, card(cost=1))
    kept = scripted(game, FORCE + "このカードがフォースになる。\n" + DRAW, card(cost=1))
    unit = on_square(game, zx())
    unit.force = [kept]  # `gone` moved away by an ability before its own resolved
    became_force(game, unit, [gone, kept])
    assert len(game.hand) == 1
    unit.force = [gone, kept]
    became_force(game, unit, [gone, kept])
    assert len(game.hand) == 3


# -- run.phases.fire_moment ---------------------------------------------------------------------------------------
def test_a_card_its_own_ability_took_out_of_the_trash_stops_its_next_ability_but_not_the_next_cards():
    game = fresh()
    leaver = scripted(game, SHIFTED + "【効果】このカードを手札に加える。\n" + SHIFTED + DRAW, card(cost=1))
    drawer = scripted(game, SHIFTED + DRAW, card(cost=1))
    game.trash = [leaver, drawer]
    fire_moment(game, Trigger.ZX_SHIFTED, True, ("trash",), squares=False)
    assert game.hand[0] is leaver
    assert len(game.hand) == 2  # leaver's draw is skipped (it left the trash), drawer's is not
    assert game.trash == [drawer]


# -- coverage.unread_shape ----------------------------------------------------------------------------------------
def test_an_unread_line_without_a_named_clause_is_shaped_by_its_reason_and_the_first_sentence_of_its_effect():
    reason = "activated ability outside a square or of an unknown form"
    text = "≪起≫【有効】手札【コスト】≪スリープ≫【効果】甲をする。乙をする。"
    assert unread_shape(Unread(text, reason)) == reason + ": 甲をする。"
    assert unread_shape(Unread("≪自≫丙をする。丁。", reason)) == reason + ": 丙をする。"  # no 【効果】: after the marks


# -- gates.gated --------------------------------------------------------------------------------------------------
def test_a_gated_constant_of_statics_carries_the_gate_on_the_ability_and_on_each_static():
    gate = Condition("dynamis_face_up", 2)
    plain = Ability(AbilityKind.CONSTANT, "x", statics=(Static("charge_limit", 1), Static("hand_limit", 1)))
    found = gated(plain, gate)
    assert found is not None
    assert found.conditions == (gate,)
    assert [st.conditions for st in found.statics] == [(gate,), (gate,)]
    auto = gated(Ability(AbilityKind.AUTO, "y", Trigger.ENTER), gate)
    assert auto is not None
    assert (auto.conditions, auto.statics) == ((gate,), ())


# -- constant_text: an aura of 「[A]と[B]」 ------------------------------------------------------------------------------
def test_an_aura_of_two_races_raises_z_x_of_either_race_and_no_card_of_another_type():
    script = read_card(
        "X", "≪常≫【有効】スクエア【効果】スクエアにあるすべてのあなたの[ドラゴン]と[天使]のパワーを+1000する。"
    )
    assert script.unread == ()
    (static,) = script.statics
    assert (static.kind, static.n, static.filter.races_any) == ("aura", 1000, ("ドラゴン", "天使"))
    assert static.filter.types == frozenset({CardType.ZX, CardType.ZX_EX})
    dragon = dataclasses.replace(zx(), races=("ドラゴン",))
    assert static.filter.matches(dragon)
    assert not static.filter.matches(dataclasses.replace(card(type_=CardType.EVENT), races=("ドラゴン",)))
    assert not static.filter.matches(dataclasses.replace(zx(), races=("悪魔",)))


# -- run.grants.damage_up -----------------------------------------------------------------------------------------
def test_more_damage_is_given_only_to_this_card_on_its_square():
    game = fresh()
    unit = on_square(game, zx())
    off = OnSquare(zx(), True, 3000, game.turn)  # this card, no longer on a square
    assert apply(game, make(Kind.DAMAGE_UP, 1), At(off)) is False
    assert off.damage_up == OnSquare(zx()).damage_up
    assert apply(game, make(Kind.DAMAGE_UP, 1), At()) is False
    assert apply(game, make(Kind.DAMAGE_UP, 2), At(unit)) is True
    assert unit.damage_up == (2, game.turn)


# -- run.force_under ----------------------------------------------------------------------------------------------
def test_this_card_is_never_put_under_itself_and_another_z_x_of_yours_is():
    game = fresh()
    unit = on_square(game, zx())
    under_self = make(Kind.CHOOSE_ZX, 1, rest="force_self")
    assert put_under(game, under_self, At(unit), unit) == 0
    assert (game.squares[(1, 1)], unit.force) == (unit, None)
    other = on_square(game, zx(), (1, 2))
    assert put_under(game, under_self, At(other), unit) == 1
    assert unit.force == [other.card]
    assert (1, 2) not in game.squares


def test_a_force_z_x_comes_out_onto_the_first_of_the_squares_it_may_go_to():
    game = fresh()
    unit = on_square(game, zx())
    out = zx("フォースの竜", cost=2)
    unit.force = [out]
    effect = make(Kind.ZONE_TO_SQUARE, 1, rest="force")
    assert force_out(game, effect, At(unit), lambda g, to: [(0, 0), (0, 2)]) is True
    assert game.squares[(0, 0)].card is out
    assert ((0, 2) in game.squares, unit.force) == (False, None)
    assert force_out(game, effect, At(unit), lambda g, to: [(0, 2)]) is False  # no force left


# -- run.plays.reveal_take: the card kept aside, played ------------------------------------------------------------
SEARCH = (
    "あなたのデッキを見て、その中にある「天使」を1枚まで選び、残りを元に戻し、シャッフルし、"
    "選んだカードをコストを支払わずにプレイする。"
)


def test_a_look_that_plays_the_card_kept_aside_counts_the_cards_played_for_n_cards():
    (effect,) = read_card("X", "≪イベント≫" + SEARCH).abilities[0].effects
    game = fresh()
    angel = card(name="天使", cost=9)
    game.deck = [card(cost=1) for _ in range(4)] + [angel]
    assert apply(game, dataclasses.replace(effect, done_at=1), At()) is True
    assert [u.card for u in game.squares.values()] == [angel]
    game = fresh()
    game.deck = [card(cost=1) for _ in range(4)]
    assert apply(game, dataclasses.replace(effect, done_at=1), At()) is False
    assert game.squares == {}


# -- run.either_moves ---------------------------------------------------------------------------------------------
def test_an_either_move_asks_for_the_cards_it_takes_when_a_place_gains_and_for_those_it_gives_up_otherwise(
    monkeypatch,
):
    game = fresh()
    game.trash = [zx(cost=1), zx(cost=4)]
    calls = asked(game, monkeypatch)
    event(game, "あなたのトラッシュにあるゼクスを1枚選び、手札に戻すかチャージに置く。")
    assert calls[0][0] is Choice.TAKE
    game = fresh()
    game.hand = [card(cost=1), card(cost=4)]
    calls = asked(game, monkeypatch)
    event(game, "あなたの手札を1枚選び、トラッシュに置くか除外する。")
    assert calls[0][0] is Choice.DISCARD


def test_an_either_move_that_empties_the_deck_reloads_it_from_the_trash():
    game = fresh()
    game.deck, game.hand = [], [card(cost=1), card(cost=4)]
    game.trash = [card(cost=2)]
    life = len(game.life)
    event(game, "あなたの手札を2枚選び、トラッシュに置くか除外する。")
    assert game.reloads == 1
    assert (game.trash, len(game.life)) == ([], life - 1)
    game = fresh()
    game.hand = [card(cost=1), card(cost=4)]
    event(game, "あなたの手札を2枚選び、トラッシュに置くか除外する。")
    assert game.reloads == 0


# -- constant_ranges.split_self_too ---------------------------------------------------------------------------------
def test_this_cards_range_and_the_aura_are_split_and_the_aura_keeps_others_only():
    flt = CardFilter(race="ドラゴン")
    static = Static("range_aura", 2, flt, per="self_too", others_only=True)
    own, aura = split_self_too(static)
    assert (own.kind, own.n, own.filter) == ("range", 2, ANY_CARD)
    assert (aura.kind, aura.n, aura.filter, aura.others_only, aura.per) == ("range_aura", 2, flt, True, "")
    plain = Static("range_aura", 2, flt)
    assert split_self_too(plain) == [plain]


# -- specials.read_special ----------------------------------------------------------------------------------------
LETHAL = "≪S≫【有効】スクエア【効果】あなたがあなたのライフ以上のダメージを受ける際、"


def test_a_special_ability_is_once_a_turn_or_once_a_game_as_its_text_says_and_unread_with_its_clauses_reason():
    (turn,) = read_card("X", LETHAL + "1点回復する。この能力は1ターンに1回しかプレイできない。").abilities
    assert (turn.kind, turn.once_per_turn, turn.once_per_game) == (AbilityKind.SPECIAL, True, False)
    game = "1点回復する。\nそうしたならば、ゲーム終了時まで、このカードはこの能力を失う。"
    (lost,) = read_card("X", LETHAL + game).abilities
    assert (lost.once_per_turn, lost.once_per_game) == (False, True)
    (unread,) = read_card("X", LETHAL + "このカードは特別だ。").unread
    assert unread.reason == "unread clause: このカードは特別だ: no object phrase"
    (kind,) = read_card("X", "≪S≫【有効】スクエア【効果】このカードは特別だ。").unread
    assert kind.reason == "ability kind ≪S≫"


# -- run.granted.player_attack ------------------------------------------------------------------------------------
def test_a_z_x_attacks_the_opponents_player_square_from_afar_while_its_own_power_meets_the_condition():
    text = "≪常≫【有効】スクエア【効果】このカードのパワーが7000以上の場合、このカードは相手のプレイヤースクエアにも攻撃できる。"
    far = dataclasses.replace(card(cost=1), power=7000)
    game = game_with_scripts((far.number, text))
    unit = OnSquare(far, rebooted=True, power=7000)
    game.squares = {(2, 1): unit}
    assert player_attack(game, unit) is True
    assert attackers(game) == [(2, 1)]
    unit.power = 6000
    assert player_attack(game, unit) is False
    assert attackers(game) == []


# -- run.activation.activate --------------------------------------------------------------------------------------
def test_an_activated_ability_played_is_logged_under_807_with_its_card_and_what_was_paid():
    game = fresh()
    game.log_enabled = True
    player = scripted(game, "≪起≫【有効】スクエア【コスト】≪スリープ≫【効果】カードを1枚引く。", zx("起動の竜"))
    (ability,) = game.scripts[player.number].abilities
    unit = on_square(game, player)
    activate(game, (1, 1), ability)
    assert (unit.rebooted, len(game.hand)) == (False, 1)
    assert [(e.step, e.text) for e in game.log if e.rule == "807"] == [("activate", "起動の竜: paid 0")]


# -- run.square_moves: 「このカードと入れ替えて置く」 ---------------------------------------------------------------------
SWAP_THIS = (
    "≪自≫【有効】スクエア【誘発】このカードが攻撃したバトル終了時。\n"
    "【効果】このカード以外のスクエアにあるあなたのゼクスを1枚選び、このカードと入れ替えて置く。"
)


def test_a_z_x_at_the_back_that_can_already_attack_the_opponent_gains_nothing_by_the_swap_with_this_card():
    for widened, swapped in ((False, True), (True, False)):
        game = fresh()
        this = dataclasses.replace(card(cost=3), power=3000)
        game.scripts = {this.number: read_card(this.number, SWAP_THIS)}
        unit, back = OnSquare(this, True, 3000), OnSquare(card(cost=4), True, 4000)
        back.player_attack_turn = game.turn if widened else 0  # an effect let it attack the player from afar
        game.squares = {(0, 0): unit, (2, 2): back, (0, 2): OnSquare(card(cost=2), False, 2000)}
        assert declare_attack(game, (0, 0))
        if swapped:
            assert (game.squares[(0, 0)], game.squares[(2, 2)]) == (back, unit)
        else:  # the swap that must be made takes the slept Z/X at the front: the one at the back keeps its reach
            assert (game.squares_holding(unit), game.squares[(2, 2)]) == ((0, 2), back)


# -- run.activation.can_pay_payment -------------------------------------------------------------------------------
def test_a_payment_of_counters_is_checked_and_so_is_the_payment_after_it():
    game = fresh()
    counters = make(Kind.PAY_COUNTER, 1, filter=CardFilter(name_contains="魔力"))
    ability = Ability(AbilityKind.ACTIVATED, "x", payment=(counters, make(("hand", "trash"), 1)))
    game.counters["魔力"] = 1
    assert can_pay_payment(game, ability) is False  # the counter is there, no hand card to put in the trash
    game.hand = [card(cost=1)]
    assert can_pay_payment(game, ability) is True
    game.counters["魔力"] = 0
    assert can_pay_payment(game, ability) is False


# -- reader: the older activated form naming two zones ------------------------------------------------------------------
OLD_FORM = "≪起≫〈チャージにあるこのカードを手札に戻す〉{}この能力はこのカードが手札にある場合にしかプレイできない。"


def test_an_older_activated_ability_of_two_zones_is_read_only_when_it_does_nothing_on_an_empty_board():
    script = read_card("X", OLD_FORM.format("ノーマルスクエアにある相手のゼクスを1枚選び、破壊する。"))
    assert script.unread == ()
    (ability,) = script.abilities
    assert (ability.kind, ability.zone, [e.kind for e in ability.effects]) == (
        AbilityKind.ACTIVATED, "elsewhere", [Kind.CHOOSE_ZX],
    )  # fmt: skip
    (unread,) = read_card("X", OLD_FORM.format("カードを1枚引く。")).unread
    assert unread.reason == "activated ability outside a square or of an unknown form"


# -- constant_text: where a play restriction alone is valid -----------------------------------------------------------
def test_a_play_restriction_alone_is_valid_where_it_says_except_in_the_deck_and_the_hand_together():
    text = "≪常≫【有効】{}【効果】あなたの《同名》は1ターンに1回しか登場できない。"
    for zone, valid in (("手札", "hand"), ("デッキと手札", "square"), ("スクエア", "square")):
        (ability,) = read_card("X", text.format(zone)).abilities
        assert (ability.kind, ability.zone) == (AbilityKind.CONSTANT, valid), zone


# -- grammar_effects: 「公開したカード」 after the test that puts the revealed card onto a square ---------------------------
REVEAL_ONTO_SQUARE = (
    "≪イベント≫あなたのデッキの1番上のカードを公開する。"
    "公開したカードがコスト5以下のゼクスならば、リブートでゼクスのないノーマルスクエアに登場させる。"
)


def test_only_where_a_revealed_card_that_did_not_enter_goes_is_read_after_the_test_that_puts_it_onto_a_square():
    script = read_card("X", REVEAL_ONTO_SQUARE + "登場させなかったならば、そのカードをデッキの1番下に置く。")
    assert [(e.kind, e.to, e.take, e.rest) for a in script.abilities for e in a.effects] == [
        (Kind.REVEAL_TOP_TAKE, "square", 1, "bottom")
    ]
    (unread,) = read_card("X", REVEAL_ONTO_SQUARE + "公開したカードがイベントならば、手札に加える。").unread
    assert unread.reason == "「公開したカード」 after a look that puts its card onto a square"


# -- grammar, grammar_effects: the reasons of two unread shapes ------------------------------------------------------
def test_a_count_after_did_inside_a_sentence_and_cards_into_the_deck_without_the_shuffle_stay_unread_with_reasons():
    def reasons(body):
        script = read_card("X", "≪イベント≫" + body)
        assert script.abilities == ()
        return [u.reason for u in script.unread]

    assert reasons("カードを2枚引き、2枚引いたならば、1点回復する。") == [
        "unread clause: 2枚引いたならば、1点回復する: 「N枚…したならば」 inside a sentence"
    ]
    assert reasons("あなたのトラッシュにあるカードを1枚選び、デッキに戻す。カードを1枚引く。") == [
        "「デッキに戻し」 without the shuffle after it"
    ]
    (shuffled,) = read_card(
        "X", "≪イベント≫あなたのトラッシュにあるカードを1枚選び、デッキに戻し、シャッフルする。"
    ).abilities
    assert [e.kind for e in shuffled.effects][-1] is Kind.SHUFFLE_DECK


# -- run.plays: whether an event is worth playing ----------------------------------------------------------------------
def test_an_effect_waiting_on_one_that_cannot_be_done_is_passed_over_and_a_later_effect_of_its_own_still_counts():
    discard, draw = make(("hand", "trash"), 2), make(Kind.DRAW, 1)
    waiting = dataclasses.replace(draw, if_did=True)
    game = fresh()
    assert event_playable(game, Ability(AbilityKind.EVENT, "x", effects=(discard, waiting, draw))) is True
    assert event_playable(game, Ability(AbilityKind.EVENT, "x", effects=(discard, waiting))) is False
    game.hand = [card(cost=1), card(cost=2)]
    assert event_playable(game, Ability(AbilityKind.EVENT, "x", effects=(discard, waiting))) is True


def test_a_payment_an_event_makes_can_be_done_only_with_that_many_rebooted_resources():
    game = fresh()
    game.resources = [Resource(card(), True), Resource(card(), False)]
    assert can_do(game, make(Kind.PAY, 1)) is True
    assert can_do(game, make(Kind.PAY, 2)) is False


# -- grammar: 「それぞれN枚ずつ…てよい」 -----------------------------------------------------------------------------------
def test_every_kind_or_none_is_read_for_cards_of_your_zones_and_unread_with_its_reason_for_z_x_on_squares():
    cards = read_clause("あなたの手札にある[ドラゴン]とイベントをそれぞれ1枚ずつ選び、トラッシュに置いてよい")
    assert (cards.action is not None, cards.reason) == (True, "")
    units = read_clause(
        "スクエアにあるあなたのリブートの、赤のゼクスと赤でないゼクスをそれぞれ1枚ずつ選び、トラッシュに置いてよい"
    )
    assert (units.action, units.reason) == (None, "「それぞれN枚ずつ…てよい」 of what is not cards of a zone of yours")


# -- run.resolve: an ability forbidden this turn ------------------------------------------------------------------------
def test_an_ability_forbidden_this_turn_does_nothing_and_counts_as_not_resolved():
    game = fresh()
    drawer = scripted(game, "≪自≫【有効】スクエア【誘発】このカードが登場する。\n" + DRAW, zx("禁じの竜"))
    (ability,) = game.scripts[drawer.number].abilities
    assert resolve(game, ability, None, drawer.name, this=drawer) is True
    assert len(game.hand) == 1
    game.forbidden_names.add(f"{THIS_ABILITY}own:{drawer.name}:{ability.text}")
    assert resolve(game, ability, None, drawer.name, this=drawer) is False
    assert len(game.hand) == 1


# -- clauses: an effect before the options in their sentence; the card kept aside played, then more --------------------
def test_an_effect_before_the_options_in_their_sentence_is_done_first_and_a_sentence_after_the_play_aside_is_read():
    def kinds(body):
        script = read_card("X", "≪イベント≫" + body)
        assert script.unread == (), script.unread
        return [(e.kind, e.to) for a in script.abilities for e in a.effects]

    options = "以下の効果から1つ選び、解決する。\n●カードを2枚引く。\n●1点回復する。"
    assert kinds("カードを1枚引き、" + options) == [(Kind.DRAW, ""), (Kind.MODAL, "")]
    look = "あなたのデッキを見て、その中にある「天使」を1枚まで選び、残りを元に戻し、シャッフルする。"
    play = "選んだカードをコストを支払わずにプレイする。"
    assert kinds(look + play + "カードを1枚引く。") == [(Kind.REVEAL_TOP_TAKE, "play"), (Kind.DRAW, "")]
    assert kinds(look + play) == [(Kind.REVEAL_TOP_TAKE, "play")]


# -- session 19: the last open survivors of the seed-28 sample (clauses._read_body, grammar_effects.to_effects) --------
LOOK_THREE = "≪イベント≫あなたのデッキの上から3枚見て、その中にあるカードを1枚選び、ゲームから除外する。残りのカードを"


def test_the_rest_of_a_look_is_in_an_order_of_your_choice_only_when_it_goes_back_on_top():
    def rest(words):
        script = read_card("X", LOOK_THREE + words + "。")
        assert script.unread == (), script.unread
        return [(e.kind, e.rest, e.ordered) for a in script.abilities for e in a.effects]

    assert rest("好きな順番でデッキの上に戻す") == [(Kind.REVEAL_TOP_TAKE, "top", True)]
    assert rest("好きな順番でデッキの下に置く") == [(Kind.REVEAL_TOP_TAKE, "bottom", False)]
    assert rest("トラッシュに置く") == [(Kind.REVEAL_TOP_TAKE, "trash", False)]


def test_a_sentence_that_ends_with_cards_put_into_the_deck_and_no_shuffle_after_it_stays_unread_with_its_reason():
    script = read_card("X", "≪イベント≫あなたのトラッシュにあるカードを1枚選び、デッキに戻す。")
    assert script.abilities == ()
    assert [u.reason for u in script.unread] == ["「デッキに戻し」 without the shuffle after it"]


def test_the_placed_card_bound_inside_an_unless_sentence_is_checked_against_the_effect_before_that_sentence():
    """「置かなかったならば、置いたカードのコスト以下の…」: the card put by the sentence before bounds the choice; the
    words after 「…なかったならば、」 alone have no effect that puts one, and are not checked on their own."""
    script = read_card(
        "X",
        "≪イベント≫あなたのデッキの1番上をチャージに置いてよい。置かなかったならば、置いたカードのコスト以下のコストの、"
        "ノーマルスクエアにある相手のゼクスを1枚選び、破壊する。",
    )
    assert script.unread == (), script.unread
    assert [(e.kind, e.to, e.unless_did) for a in script.abilities for e in a.effects] == [
        (Kind.MOVE, "", False),
        (Kind.CHOOSE_ZX, "opponent normal #cost<=placed", True),
    ]
    (unread,) = read_card(
        "X",
        "≪イベント≫カードを1枚引いてよい。引かなかったならば、置いたカードのコスト以下のコストの、"
        "ノーマルスクエアにある相手のゼクスを1枚選び、破壊する。",
    ).unread
    assert unread.reason == "「置いたカードのコスト以下の」 after an effect that puts no card"
