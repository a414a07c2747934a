"""Faults the hand check of session 15 found in lines counted as executed, each pinned by value (demo texts)."""

import dataclasses

from tests.rules.builders import card
from tests.rules.test_effect_values import event, fresh
from zxdecks.rules.board import OpposingZX
from zxdecks.rules.cards import CardType
from zxdecks.rules.effects import read_card
from zxdecks.rules.effects.coverage import effect_coverage, line_part
from zxdecks.rules.effects.events import PART_UNREAD, PLAYS_UNREAD
from zxdecks.rules.effects.language import AbilityKind, CardFilter, ConditionKind
from zxdecks.rules.effects.run import activate, next_activation
from zxdecks.rules.effects.run.resolve import resolve_event
from zxdecks.rules.goldfish import OnSquare


# -- names printed with their quote marks lost (「ギルド●暁」 for ギルド“暁”の…) ----------------------------------
def test_a_name_with_a_lost_quote_matches_the_quoted_card_names_it_means():
    quoted, plain = card("ギルド“夕”の騎士 ラナ"), card("ギルド夕凪 ラナ")
    assert CardFilter(name_contains="ギルド●夕").matches(quoted)
    assert not CardFilter(name_contains="ギルド●夕").matches(card("ギルド“朝”の騎士 ラナ"))
    assert CardFilter(name_is="●仮面の騎士 ラナ").matches(card("“仮面の”騎士 ラナ"))
    assert not CardFilter(name_not="●仮面の騎士 ラナ").matches(card("“仮面の”騎士 ラナ"))
    assert CardFilter(name_not="●仮面の騎士 ラナ").matches(card("“仮面”の騎士 ラナ 改"))
    assert CardFilter(name_contains="ギルド").matches(plain)  # names without a ● are compared as before


def test_revealed_cards_named_with_a_lost_quote_are_taken():
    game = fresh()
    wanted = card("ギルド“夕”の騎士 ラナ", cost=2)
    other = card("ギルド“朝”の騎士 ラナ", cost=2)
    game.deck = [other, wanted, card(cost=1), card(cost=1), *game.deck]
    deck = len(game.deck)
    event(
        game,
        "あなたのデッキの上から4枚公開し、その中にあるカード名に「ギルド\n●夕」を含むゼクスを2枚まで選び、手札に加え、残りを元に戻し、シャッフルする。",
    )
    assert game.hand == [wanted]
    assert len(game.deck) == deck - 1


# -- coverage: a line that never changes anything is not executed ---------------------------------------------------
_OWN_THEN_NOTHING = (
    "≪自≫このカードが登場した時、このカード以外のスクエアにあるあなたの[ディアボロス]を1枚選び、破壊してよい。\n"
    "破壊したならば、相手は自分の手札にあるカードを1枚選び、トラッシュに置く。"
)


def test_a_declined_harm_of_your_own_zx_that_only_leads_to_nothing_is_not_executed():
    (ability,) = read_card("D-1", _OWN_THEN_NOTHING).abilities
    assert line_part(ability) == "opponent_board_only"
    game = fresh()
    other = OnSquare(card("悪魔", cost=2), True, 3000)
    game.squares = {(1, 0): other}
    charge = len(game.charge)
    zx = card(cost=3)
    game.scripts = {zx.number: read_card(zx.number, _OWN_THEN_NOTHING)}
    assert game.enter(zx, "ability", (1, 1))
    assert game.squares[(1, 0)] is other  # nothing destroyed: the goldfish declines
    assert len(game.charge) == charge


def test_a_declinable_harm_of_any_zx_acts_only_against_defenders_and_a_mandatory_one_acts():
    optional = read_card("D-2", "≪自≫このカードが登場した時、ノーマルスクエアにあるゼクスを1枚選び、破壊してよい。")
    mandatory = read_card("D-3", "≪自≫このカードが登場した時、ノーマルスクエアにあるゼクスを1枚選び、破壊する。")
    own_then_draw = read_card(
        "D-4",
        "≪自≫このカードが登場した時、スクエアにあるあなたのゼクスを1枚選び、破壊してよい。\n破壊したならば、カードを1枚引く。",
    )
    assert [line_part(a) for a in optional.abilities] == ["acting_vs_defenders"]
    assert [line_part(a) for a in mandatory.abilities] == ["acting"]
    assert [line_part(a) for a in own_then_draw.abilities] == ["opponent_board_only"]


# -- 「種族に[A]を含む[B]」: both races ------------------------------------------------------------------------------
def test_a_card_of_race_b_whose_races_hold_a_is_the_one_returned():
    game = fresh()
    only_b = dataclasses.replace(card(cost=2), races=("イデアライズ",))
    both = dataclasses.replace(card(cost=2), races=("トゥルードラゴン", "イデアライズ"))
    only_a = dataclasses.replace(card(cost=2), races=("ドラゴン",))
    game.trash = [only_b, only_a, both]
    event(game, "あなたのトラッシュにある種族に[ドラゴン]を含む[イデアライズ]を1枚選び、手札に戻す。")
    assert game.hand == [both]
    assert game.trash == [only_b, only_a]


# -- ◎ squares: which squares the lost icon names is not known -----------------------------------------------------
def test_a_choice_of_the_opponents_zx_on_the_lost_icons_squares_leaves_the_ability_unread():
    body = "あなたのデュナミスにある[ディンギル]を1枚選び、表向きにする。\n表向きにしたならば、{}にある相手のコスト3以下のゼクスを2枚まで選び、破壊する。"
    lost = read_card("D-1", "≪イベント≫【効果】" + body.format("◎のスクエア"))
    assert lost.abilities == ()
    assert len(lost.unread) == 1
    normal = read_card("D-2", "≪イベント≫【効果】" + body.format("ノーマルスクエア"))
    assert normal.unread == ()
    (ability,) = normal.abilities
    assert [(e.kind.value, e.to) for e in ability.effects] == [
        ("dynamis_face_up", ""),
        ("choose_zx", "opponent normal"),
    ]


# -- 809: an event card's ≪イベント≫ abilities resolve together, top to bottom ---------------------------------------
_UNREAD_EVENT = "≪イベント≫【効果】あなたの手札とトラッシュを見比べる。\n"
_DRAW_EVENT = "≪イベント≫【効果】カードを1枚引く。\n"
_CHARGE_EVENT = "≪イベント≫【効果】あなたのデッキの上から2枚までチャージに置く。\n"


def test_every_read_event_ability_of_a_card_resolves_in_order():
    game = fresh()
    ev = card(type_=CardType.EVENT)
    game.scripts = {ev.number: read_card(ev.number, _DRAW_EVENT + _CHARGE_EVENT)}
    top = game.deck[:3]
    resolve_event(game, ev)
    assert game.hand == top[:1]
    assert game.charge == top[1:3]


def test_an_event_card_with_an_unread_event_ability_is_not_played_for_its_other_ones():
    script = read_card("D-1", _UNREAD_EVENT + _DRAW_EVENT)
    assert script.abilities == ()
    assert script.event is None
    assert [u.reason for u in script.unread][1:] == [PART_UNREAD]
    game = fresh()
    ev = card(type_=CardType.EVENT, cost=0)
    game.scripts = {ev.number: read_card(ev.number, _UNREAD_EVENT + _DRAW_EVENT)}
    assert not game.has_effect(ev)
    whole = read_card("D-2", _DRAW_EVENT + _CHARGE_EVENT)
    assert [a.kind for a in whole.abilities] == [AbilityKind.EVENT, AbilityKind.EVENT]


def test_an_ability_playing_an_event_card_whose_event_ability_is_unread_is_unread():
    play = "≪自≫【有効】≪自分ターン≫デュナミス【誘発】メインフェイズ開始時。\n【効果】このカードをコストを支払わずにプレイしてよい。\n"
    assert [u.reason for u in read_card("D-1", play + _UNREAD_EVENT).unread][1:] == [PLAYS_UNREAD]
    read = read_card("D-2", play + _DRAW_EVENT)
    assert read.unread == ()
    assert [a.kind for a in read.abilities] == [AbilityKind.AUTO, AbilityKind.EVENT]


# -- a cost lowered for each Z/X of the opponent on squares ----------------------------------------------------------
def test_a_cost_lowered_for_each_of_the_opponents_zx_counts_them():
    game = fresh()
    every = card(cost=7)
    normal = card(cost=7)
    each = "≪常≫【有効】手札【効果】{}スクエアにある相手のゼクス1枚につき、このカードのコストを-1する。\nただし、0以下にならない。"
    game.scripts = {
        every.number: read_card(every.number, each.format("")),
        normal.number: read_card(normal.number, each.format("ノーマル")),
    }
    assert (game.cost_of(every), game.cost_of(normal)) == (7, 7)  # an empty board
    game.opponent_squares[(0, 0)] = OpposingZX(3000)
    game.opponent_squares[(1, 2)] = OpposingZX(3000)
    game.opponent_squares[(0, 1)] = OpposingZX(5000)  # its player square
    assert (game.cost_of(every), game.cost_of(normal)) == (4, 5)
    for i in range(8):
        game.opponent_squares[(5, i)] = OpposingZX(1000)
    assert game.cost_of(every) == 1  # 「0以下にならない」


# -- a 「●」 option the card list printed as a quoted sentence -------------------------------------------------------
_TWO_OPTIONS = (
    "≪自≫【有効】スクエア【誘発】このカードが登場する。\n【効果】以下の効果から1つ選び、解決する。\n"
    "●カードを1枚引く。\n“あなたのデッキの上から2枚までチャージに置く。”"
)


def test_a_quoted_option_after_an_option_list_is_an_option_not_left_out():
    (ability,) = read_card("D-1", _TWO_OPTIONS).abilities
    (modal,) = ability.effects
    assert [[(e.kind.value, e.n, e.destination) for e in option] for option in modal.options] == [
        [("draw", 1, "")],
        [("move", 2, "charge")],
    ]
    unread = read_card(
        "D-2", _TWO_OPTIONS.replace("あなたのデッキの上から2枚までチャージに置く", "あなたの手札とトラッシュを見比べる")
    )
    assert unread.abilities == ()
    granted = read_card(
        "D-3", "≪自≫【有効】スクエア【誘発】このカードが登場する。\n【効果】このカードは以下の能力を得る。\n“≪常≫絶界”"
    )
    assert [u.text.count("●") for u in granted.unread] == [0]  # a granted ability stays a quote


# -- subtext: abilities valid only while the card is one with the player card (ユニゾン) ------------------------------
_UNISON_ONLY = "このカードの能力はこのカードが≪ユニゾン≫している場合にのみ有効"


def test_abilities_valid_only_in_unison_are_never_played_by_a_zx_that_is_not_in_unison():
    # session 16: read with the condition SELF_IN_UNISON (tests/rules/test_effect_unison_only.py), no longer unread
    text = "≪起≫【有効】≪自分ターン1≫スクエア【コスト】《無0・無0》【効果】カードを2枚引く。"
    gated = card(cost=3)
    plain = card(cost=3)
    game = fresh()
    game.scripts = {gated.number: read_card(gated.number, text, _UNISON_ONLY)}
    assert [c.kind for c in game.scripts[gated.number].abilities[0].conditions] == [ConditionKind.SELF_IN_UNISON]
    assert game.scripts[gated.number].unread == ()
    game.squares = {(1, 1): OnSquare(gated, True, 3000)}
    assert next_activation(game) is None
    game.scripts = {plain.number: read_card(plain.number, text, "")}
    game.squares = {(1, 1): OnSquare(plain, True, 3000)}
    activation = next_activation(game)
    assert activation is not None
    activate(game, *activation)
    assert len(game.hand) == 2
    cov = effect_coverage([("A", text, _UNISON_ONLY), ("B", text, ""), ("C", text)])
    assert (cov["executed"], cov["unread"]) == (3, 0)
