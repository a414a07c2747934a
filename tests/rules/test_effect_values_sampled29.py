"""Values pinned against the survivors of the seed-29 mutant sample (issue 28, docs/mutation.md, `make
mutation-sample SEED=29`): each test asserts what a surviving mutant changed, with made-up cards, both outcomes."""

import dataclasses

import pytest

from tests.rules.builders import card
from tests.rules.test_effect_trigger_ways import read_one
from tests.rules.test_effect_triggers import on_square, scripted
from tests.rules.test_effect_values import entered, event, fresh
from tests.rules.test_effect_values_chosen_verbs import _haten_game
from zxdecks.rules.board import OWN_PLAYER_SQUARE, OnSquare
from zxdecks.rules.effects import read_card
from zxdecks.rules.effects.awakening import _ZX_TYPES, UnknownCondition, read_dynamis_play, read_need
from zxdecks.rules.effects.coverage import _on_defenders
from zxdecks.rules.effects.did_refs import stays_slept
from zxdecks.rules.effects.dynamis_activated import HATEN_ONCE
from zxdecks.rules.effects.each_split import split_each
from zxdecks.rules.effects.grammar import read_clause
from zxdecks.rules.effects.language import Effect, Kind, Static, Trigger, harms_any, make
from zxdecks.rules.effects.player_extra import Crisis, read_crisis, read_player_extra
from zxdecks.rules.effects.run import At, Source, next_activation
from zxdecks.rules.effects.run.movers import two_zone_cards
from zxdecks.rules.effects.run.phases import fire_left, fire_opponent_destroyed
from zxdecks.rules.effects.run.play_payments import _squares
from zxdecks.rules.effects.run.squares import choose_zx
from zxdecks.rules.effects.run.table import take_counted
from zxdecks.rules.effects.triggers import read_event

DRAW = "【効果】カードを1枚引く。"
SQUARE = "≪自≫【有効】スクエア【誘発】"


def zx(name=None, cost=3):
    return dataclasses.replace(card(name, cost=cost), power=cost * 1000)


# -- run.movers.two_zone_cards ------------------------------------------------------------------------------------
def test_a_choice_among_two_zones_never_offers_the_card_whose_ability_it_is():
    own, other, in_hand = card("自身"), card("別の札"), card("手札の札")
    game = fresh()
    game.trash, game.hand = [own, other], [in_hand]
    effect = make(("hand|trash", "dynamis"))
    assert two_zone_cards(game, effect, At(source=Source("trash", own))) == [("hand", in_hand), ("trash", other)]
    assert two_zone_cards(game, effect, At()) == [("hand", in_hand), ("trash", own), ("trash", other)]


# -- run.statics.static_power: 「このカードをフォースに持つ…のパワーを+N」 of two force cards ----------------------
def test_the_powers_two_face_up_force_cards_give_their_host_add_up():
    text = "≪常≫【有効】フォース【効果】このカードをフォースに持つカード名に「プリズム」を含むゼクスのパワーを+{}する。"
    gem, stone = card("宝石", cost=1), card("原石", cost=1)
    game = fresh()
    game.scripts = {
        gem.number: read_card(gem.number, text.format(5000)),
        stone.number: read_card(stone.number, text.format(2000)),
    }
    prism = dataclasses.replace(card("プリズム・甲", cost=3), power=5000)
    game.squares = {(2, 0): OnSquare(prism, True, 5000, force=[gem, stone])}
    assert game.power_of(game.squares[(2, 0)]) == 12000
    game.squares[(2, 0)].force = [stone]
    assert game.power_of(game.squares[(2, 0)]) == 7000


# -- triggers.read_event: 「あなたか相手が…」 where the first half does not read --------------------------------------
def test_either_players_damage_is_read_in_the_trash_and_left_unread_in_the_hand():
    hand = read_card("X", "≪自≫【有効】手札【誘発】あなたか相手がダメージを受ける。\n" + DRAW)
    assert hand.abilities == ()
    assert [u.reason for u in hand.unread] == ["trigger: あなたか相手がダメージを受ける"]
    assert read_event("あなたか相手がダメージを受ける", "hand", "【有効】手札") is None
    trash = read_card("X", "≪自≫【有効】トラッシュ【誘発】あなたか相手がダメージを受ける。\n" + DRAW)
    assert [(a.trigger, a.also) for a in trash.in_dynamis[Trigger.OPPONENT_DAMAGED]] == [
        (Trigger.OPPONENT_DAMAGED, (Trigger.YOU_DAMAGED,))
    ]


# -- triggers._read_event: destroyed or trashed for a descent, in your turn only ---------------------------------
def test_destroyed_for_a_descent_in_your_turn_is_read_with_your_turn():
    text = (
        "≪自≫【有効】{}スクエアとトラッシュ【誘発】このカードが降臨条件のために、破壊されるかトラッシュに置かれる。\n"
        + DRAW
    )
    (own,) = read_card("X", text.format("≪自分ターン≫")).abilities
    assert (own.trigger, own.trigger_way, own.turn) == (Trigger.DESTROYED, "descent", "own")
    (any_turn,) = read_card("X", text.format("")).abilities
    assert (any_turn.trigger, any_turn.turn) == (Trigger.DESTROYED, "")


# -- look_join.pick_from_rest: the reason of 「残りの中から」 under a condition of its own ---------------------------
def test_a_choice_among_the_rest_under_a_condition_of_its_own_is_unread_with_that_reason():
    body = (
        "あなたのデッキの上から3枚公開し、その中から1枚選び、手札に加え、{}残りの中から1枚選び、チャージに置き、"
        "それ以外をトラッシュに置く。"
    )
    gated = read_card("X", "≪イベント≫" + body.format("あなたのリソースが5枚以上ある場合、"))
    assert [u.reason for u in gated.unread] == ["「残りの中から」 under a condition of its own, or twice"]
    assert read_card("X", "≪イベント≫" + body.format("")).unread == ()


# -- sentences.reveal_ends: 「…置く。」 and 「…置き、残りを…」 -------------------------------------------------------
@pytest.mark.parametrize(
    ("body", "rest", "to"),
    [
        ("その中から1枚選び、チャージに置き、残りをトラッシュに置く。", "trash", "charge"),
        ("その中から1枚選び、トラッシュに置く。", "top", "trash"),
        ("その中から1枚選び、リソースにスリープで置き、残りを好きな順番でデッキの下に置く。", "bottom", "resource"),
    ],
)
def test_a_look_at_the_top_that_places_a_card_reads_where_the_rest_goes(body, rest, to):
    script = read_card("X", "≪イベント≫あなたのデッキの上から3枚公開し、" + body)
    assert script.unread == ()
    assert [(e.kind, e.n, e.rest, e.to) for e in script.event.effects] == [(Kind.REVEAL_TOP_TAKE, 3, rest, to)]


# -- constant_grants._hand_keyword: only a keyword's ability is gained in the hand ----------------------------------
def test_a_hand_ability_gained_in_the_hand_is_read_only_when_it_is_a_named_keyword():
    head = "≪常≫【有効】手札【効果】あなたのリソースが5枚以上ある場合、このカードは以下の能力を得る。"
    plain = read_card("X", head + "“≪起≫【有効】手札【コスト】《無0・無0》【効果】カードを1枚引く。”")
    assert plain.zone_activated == ()
    assert [u.reason for u in plain.unread] == ["constant ability"]
    (denei,) = read_card("X", head + "“≪起≫電影3”").zone_activated
    assert (denei.zone, denei.once_key) == ("hand", "≪起≫電影")


# -- awakening: 憑依条件 and 「AかB合計N枚」 name Z/X only ------------------------------------------------------------
def test_a_possession_condition_of_any_card_asks_for_a_z_x():
    (option,) = read_dynamis_play("", "憑依条件:赤のカード1枚").options
    assert option.needs[0].filter.types == _ZX_TYPES
    assert read_need("赤のカード1枚").filter.types == frozenset()  # a condition of any card: not only Z/X


def test_both_halves_of_a_descent_condition_of_two_filters_ask_for_a_z_x():
    (option,) = read_dynamis_play("", "降臨条件:カード名に「紅蓮」を含むカードか青のカード合計2枚").options
    (need,) = option.needs
    assert (need.count, need.filter.name_contains, need.alt.color is not None) == (2, "紅蓮", True)
    assert (need.filter.types, need.alt.types) == (_ZX_TYPES, _ZX_TYPES)


# -- player_extra: the crisis on a later line, the player ability's filter ----------------------------------------
def test_the_crisis_line_is_found_after_a_line_that_is_not_one():
    assert read_crisis("(このカードはプレイヤーの上に置かれる。)\nクライシス:あなたがダメージを受ける。") == Crisis(
        (), -1
    )
    with pytest.raises(UnknownCondition) as unknown:
        read_crisis("(このカードはプレイヤーの上に置かれる。)")
    assert unknown.value.code == "no-crisis"


def test_a_player_ability_choosing_a_z_x_of_yours_by_race_names_z_x_only():
    boost = (
        "≪起≫【有効】≪自分ターン≫スクエア【コスト】≪スリープ≫【効果】スクエアにあるあなたのコスト5以上の[竜]を1枚選び、"
        "次の相手のターンのターン終了時まで、パワーを+2000する。"
    )
    (ability,) = read_player_extra(boost, "クライシス:あなたがダメージを受ける。").abilities
    assert (ability.filter.race, ability.filter.min_cost, ability.filter.types) == ("竜", 5, _ZX_TYPES)


# -- grammar.read_clause: a force verb keeps its clause's condition ------------------------------------------------
def test_a_choice_that_makes_this_card_a_force_keeps_the_condition_before_it():
    words = "スクエアにあるあなたのゼクスを1枚選び、このカードを表向きでそのゼクスのフォースにする"
    gated = read_clause("あなたのリソースが5枚以上ある場合、" + words)
    assert gated.action.what == "force_self"
    assert [(c.kind, c.n) for c in gated.conditions] == [("resources_at_least", 5)]
    assert read_clause(words).conditions == ()


# -- language.harms_any: a move to another square harms nothing ---------------------------------------------------
def test_a_move_of_any_z_x_to_another_square_is_no_harm_and_a_destruction_is():
    assert harms_any(make(Kind.CHOOSE_ZX, rest="move:swap")) is False
    assert harms_any(make(Kind.CHOOSE_ZX, rest="destroy")) is True


# -- run.squares.choose_zx: 「このカードのパワーに等しいダメージ」 once the card left -----------------------------------
def test_damage_as_much_as_this_cards_power_off_the_squares_counts_no_card_and_is_not_done():
    game = fresh()
    effect = make(Kind.CHOOSE_ZX, rest="damage", to="opponent normal self_power")
    unit = OnSquare(zx(), True, 3000)  # not on a square
    assert choose_zx(game, effect, At(unit)) is False
    assert take_counted() == 0
    assert choose_zx(game, dataclasses.replace(effect, done_at=1), At(unit)) is False
    assert take_counted() == 0


# -- coverage._on_defenders: a choice only the opponent's Z/X can be in --------------------------------------------
def test_a_reboot_of_a_damaged_z_x_reaches_the_defenders_and_a_reboot_of_any_z_x_does_not():
    assert _on_defenders(make(Kind.CHOOSE_ZX, rest="reboot", to="damaged")) is True
    assert _on_defenders(make(Kind.CHOOSE_ZX, rest="reboot", to="")) is False


# -- run.resolve.fire: 「このカードがあなたのメインフェイズに登場する」 -------------------------------------------------
def test_entering_in_your_main_phase_sets_off_the_ability_in_your_turn_only():
    text = (
        SQUARE + "このカードがあなたのメインフェイズに登場する。\n【効果】あなたのデッキの上から1枚をトラッシュに置く。"
    )
    assert read_one(text).turn == "own"
    for opponents_turn, trashed in ((True, 0), (False, 1)):
        game = fresh()
        game.main_phase, game.opponents_turn = True, opponents_turn
        game.enter(scripted(game, text, zx(cost=2)), "ability", (2, 0))
        assert len(game.trash) == trashed


# -- run.phases.fire_left: the turn of a 「このカードがスクエアから離れる」 --------------------------------------------
def test_leaving_the_squares_draws_in_your_turn_only_for_an_ability_of_your_turn():
    text = "≪自≫【有効】≪自分ターン≫スクエア【誘発】このカードがスクエアから離れる。\n" + DRAW
    for opponents_turn, drawn in ((False, 1), (True, 0)):
        game = fresh()
        unit = on_square(game, scripted(game, text))
        game.opponents_turn = opponents_turn
        del game.squares[(1, 1)]
        fire_left(game, unit, None)
        assert len(game.hand) == drawn


# -- run.breaks.break_into: the card whose ability broke ----------------------------------------------------------
def test_the_z_x_a_break_puts_there_enters_by_the_events_ability():
    masked = dataclasses.replace(card("仮面の騎士", cost=3), power=4500)
    for trigger, drawn in (("あなたのイベントの能力で登場する", 1), ("あなたのゼクスの能力で登場する", 0)):
        game = fresh()
        true = zx("真なる騎士", cost=7)
        script = read_card(true.number, SQUARE + "このカードが" + trigger + "。\n" + DRAW)
        assert script.unread == (), script.unread
        game.squares[(1, 1)] = OnSquare(masked, True, 4500)
        game.hand = [true]
        body = "スクエアにあるあなたのリブートの「仮面の騎士」1枚はブレイクしてあなたの手札から「真なる騎士」になる。"
        assert event(game, body, {true.number: script})
        assert game.squares[(1, 1)].card is true
        assert len(game.hand) == drawn


# -- run.phases.fire_opponent_destroyed: a card in the charge ------------------------------------------------------
@pytest.mark.parametrize("zone", ["charge", "trash"])
def test_the_opponents_z_x_destroyed_sets_off_the_ability_of_a_card_in_the_charge_or_the_trash(zone):
    zone_word = {"charge": "チャージ", "trash": "トラッシュ"}[zone]
    text = f"≪自≫【有効】{zone_word}【誘発】相手のゼクスが破壊される。\n" + DRAW
    game = fresh()
    watcher = scripted(game, text, card(cost=1))
    setattr(game, zone, [watcher])
    fire_opponent_destroyed(game, [3])
    assert len(game.hand) == 1
    setattr(game, zone, [])
    fire_opponent_destroyed(game, [3])
    assert len(game.hand) == 1  # gone from the zone: nothing more


# -- run.play_payments._squares: 「ゼクスのないあなたのプレイヤースクエアにしか登場できない」 ----------------------------
def test_a_payment_for_the_empty_player_square_allows_it_only_while_it_is_empty():
    game = fresh()
    game.squares = {}
    st = Static("alt_cost", 0, per="empty_player")
    assert _squares(game, st, zx()) == [OWN_PLAYER_SQUARE]
    game.squares[OWN_PLAYER_SQUARE] = OnSquare(zx(), True, 3000)  # rebooted: a Z/X may be replaced there
    assert _squares(game, st, zx()) == []
    assert _squares(game, dataclasses.replace(st, per="player"), zx()) == [OWN_PLAYER_SQUARE]


# -- each_split.split_each: 「手札とトラッシュにある…をそれぞれN枚まで」 ------------------------------------------------
def test_a_choice_in_each_of_two_zones_keeps_its_up_to():
    assert split_each("あなたの手札とトラッシュにあるゼクスをそれぞれ1枚まで選び、除外する") == [
        "あなたの手札にあるゼクスを1枚まで選び、除外する",
        "あなたのトラッシュにあるゼクスを1枚まで選び、除外する",
    ]
    assert split_each("あなたの手札とトラッシュにあるゼクスをそれぞれ2枚ずつ選び、除外する") == [
        "あなたの手札にあるゼクスを2枚選び、除外する",
        "あなたのトラッシュにあるゼクスを2枚選び、除外する",
    ]


# -- run.plays.force: 「…フォースとしてこのカードの下に表向きで置く。そうしたならば…」 ---------------------------------
def test_cards_put_as_this_cards_force_count_as_done_for_what_follows():
    body = "あなたのトラッシュにあるカードを1枚フォースとしてこのカードの下に表向きで置く。そうしたならば、カードを1枚引く。"
    for trash, drawn in ((1, 1), (0, 0)):
        game = fresh()
        game.trash = [card(cost=1) for _ in range(trash)]
        unit = entered(game, body, zx())
        assert len(unit.force or ()) == trash
        assert len(game.hand) == drawn


# -- did_refs.stays_slept: a choice of all the opponent's Z/X is not marked ----------------------------------------
def test_only_a_choice_among_the_opponents_z_x_that_sleeps_them_stays_slept():
    chosen = Effect(Kind.CHOOSE_ZX, rest="sleep", to="opponent normal")
    assert stays_slept(chosen) == dataclasses.replace(chosen, to="opponent normal stays_slept")
    assert stays_slept(dataclasses.replace(chosen, to="opponent all")) is None
    assert stays_slept(dataclasses.replace(chosen, rest="reboot")) is None


# -- run.activation._next_zone_activation: a named ability forbidden, not every one ---------------------------------
def test_a_hand_ability_with_a_name_is_played_while_another_name_is_forbidden_and_not_while_its_own_is():
    game, _, _ = _haten_game(6)
    game.forbidden_names = {"無関係な札"}  # a name of another card: nothing of this ability
    assert next_activation(game) is not None
    game.forbidden_names = {HATEN_ONCE}
    assert next_activation(game) is None
