"""Clauses that open with 「ターン終了時まで、」 (issue 28, session 17 `until`), pinned by value in a game:
「あなたはこの能力をプレイできない」 (this card's ability only, not every card of its name), 「あなたが次に受けるダメージを
-1」, auto abilities granted to this card or to chosen Z/X, and a next-play discount of 「コストはN減る」."""

import dataclasses

import pytest

from tests.rules.builders import card
from tests.rules.test_effect_values import event, fresh
from tests.rules.test_effect_values_references import board, zx
from zxdecks.rules.effects import read_card
from zxdecks.rules.effects.coverage import line_part
from zxdecks.rules.effects.language import Kind
from zxdecks.rules.effects.run import activate, next_activation
from zxdecks.rules.goldfish import Resource
from zxdecks.rules.goldfish.battle import declare_attack

# -- 「ターン終了時まで、あなたはこの能力をプレイできない」 inside an auto ability's effect -------------------------------------
THIS_ONCE = (
    "≪自≫【有効】スクエア【誘発】あなたのゼクスが登場する。\n【効果】あなたの手札を1枚選び、トラッシュに置いてよい。"
    "置いたならば、カードを2枚引き、ターン終了時まで、あなたはこの能力をプレイできない。"
)


def watcher(text=THIS_ONCE):
    unit = dataclasses.replace(card(cost=2, name="見張り"), power=3000)
    script = read_card(unit.number, text)
    assert script.unread == (), script.unread
    return unit, script


def test_this_ability_is_forbidden_for_its_own_card_only_and_again_allowed_next_turn():
    """Two cards of the name on squares: the first Z/X entering sets off both and both draw (each forbids only its
    own ability); the next Z/X entering sets off neither; on the next turn of yours both resolve again."""
    one, script = watcher()
    two = dataclasses.replace(one)
    game = board({(0, 0): one, (2, 0): two}, {})
    game.scripts = {one.number: script}
    game.hand = [card(cost=1) for _ in range(4)]
    assert game.enter(zx(1000), "ability", (1, 0))
    assert (len(game.hand), len(game.trash)) == (4 - 2 + 4, 2)
    assert game.enter(zx(1000), "ability", (1, 2))
    assert (len(game.hand), len(game.trash)) == (6, 2)
    game.end_turn()
    game.start_turn()
    game.hand = [card(cost=1) for _ in range(4)]
    assert game.enter(zx(1000), "ability", (1, 1))
    assert (len(game.hand), len(game.trash)) == (6, 4)


def test_this_ability_is_not_forbidden_when_the_card_put_into_the_trash_was_not():
    """「置いたならば、…」: with no hand card nothing is put, nothing forbidden, and the ability resolves again."""
    one, script = watcher()
    game = board({(0, 0): one}, {})
    game.scripts = {one.number: script}
    assert game.enter(zx(1000), "ability", (1, 0))
    assert game.hand == []
    game.hand = [card(cost=1)]
    assert game.enter(zx(1000), "ability", (1, 2))
    assert (len(game.hand), len(game.trash)) == (2, 1)


def test_this_ability_forbidden_without_until_the_end_of_the_turn_stays_unread():
    """In an activated ability it is read (run.activation asks it before paying: test_effect_trigger_families)."""
    text = THIS_ONCE.replace("ターン終了時まで、あなたは", "あなたは")
    assert read_card("X", text).abilities == (), text


# -- 「ターン終了時まで、あなたが次に受けるダメージを-1(し、あなたは《同名》の能力をプレイできない)」 --------------------------
SHIELD = "ターン終了時まで、あなたが次に受けるダメージを-1する。"


def shielded_game():
    game = board({}, {})
    game.life = [card(cost=1) for _ in range(6)]
    return game


def test_the_next_damage_this_turn_is_one_less_and_the_damage_after_it_is_not():
    game = shielded_game()
    assert event(game, SHIELD)
    game.take_damage(2)
    assert (len(game.life), len(game.charge)) == (5, 1)
    game.take_damage(2)
    assert (len(game.life), len(game.charge)) == (3, 3)


def test_a_cut_of_the_next_damage_of_one_point_takes_it_all():
    game = shielded_game()
    assert event(game, SHIELD)
    game.take_damage(1)
    assert (len(game.life), len(game.charge)) == (6, 0)
    game.take_damage(1)
    assert len(game.life) == 5


def test_the_cut_ends_with_the_turn_it_was_made_in():
    game = shielded_game()
    assert event(game, SHIELD)
    game.opponents_turn = True  # the opponent's turn after it: the cut is gone
    game.take_damage(2)
    assert len(game.life) == 4


def test_two_cuts_take_one_point_of_the_opponent_s_attacks_and_two_of_one_damage():
    """The damage of the opponent's attacks of a turn comes together; the first attack deals one point at least, so
    two cuts of the next damage take one point of it; in your turn one damage of two points loses both."""
    game = shielded_game()
    game.opponents_turn = True
    assert event(game, SHIELD + SHIELD)
    game.take_damage(3)
    assert len(game.life) == 4
    game.opponents_turn = False
    assert event(game, SHIELD + SHIELD)
    game.take_damage(2)
    assert len(game.life) == 4


def test_a_cut_of_the_next_damage_without_until_the_end_of_the_turn_stays_unread():
    script = read_card("X", "≪イベント≫あなたが次に受けるダメージを-1する。")
    assert script.abilities == ()
    assert "without" in script.unread[0].reason


SHIELD_ONCE = (
    "≪自≫【有効】スクエア【誘発】あなたのゼクスが登場する。\n【効果】カードを1枚引き、"
    "ターン終了時まで、あなたが次に受けるダメージを-1し、あなたは《同名》の能力をプレイできない。"
)


def test_the_cut_and_its_forbid_of_the_name_s_abilities_resolve_once_for_two_cards_of_the_name():
    one, script = watcher(SHIELD_ONCE)
    two = dataclasses.replace(one)
    game = board({(0, 0): one, (2, 0): two}, {})
    game.life = [card(cost=1) for _ in range(6)]
    game.scripts = {one.number: script}
    assert game.enter(zx(1000), "ability", (1, 0))
    assert len(game.hand) == 1  # the second card of the name is forbidden by the first
    assert game.damage_shield == (game.turn, False, 1)
    assert game.enter(zx(1000), "ability", (1, 2))
    assert len(game.hand) == 1
    game.take_damage(1)
    assert len(game.life) == 6


def test_a_cut_of_the_next_damage_acts_only_against_an_opponent_with_damage():
    script = read_card("X", "≪自≫【有効】スクエア【誘発】相手のターンのメインフェイズ開始時。\n【効果】" + SHIELD)
    assert [line_part(a) for a in script.abilities] == ["acting_vs_defenders"]
    # made in your turn it cuts nothing: the opponent's damage comes in its turn (session 20 `cov`)
    script = read_card("X", "≪自≫【有効】スクエア【誘発】このカードがスクエアから離れる。\n【効果】" + SHIELD)
    assert [line_part(a) for a in script.abilities] == ["opponent_board_only"]
    script = read_card("X", SHIELD_ONCE)
    assert [line_part(a) for a in script.abilities] == ["acting"]  # the draw acts on any board


# -- 「ターン終了時まで、このカードは以下の能力を得る/…を1枚選び、以下の能力を与える。“≪自≫…”」 ---------------------------------
CENTRE = (1, 1)
DRAW_ON_ATTACK = "“≪自≫【有効】スクエア【誘発】このカードが攻撃する。【効果】カードを1枚引く。”"
SELF_GRANT = (
    "≪自≫【有効】スクエア【誘発】このカードが登場する。\n【効果】ターン終了時まで、このカードは以下の能力を得る。"
    + DRAW_ON_ATTACK
)


def test_this_card_has_the_granted_auto_ability_this_turn_only_and_another_z_x_does_not():
    granted, script = watcher(SELF_GRANT)
    other = zx(3000)
    game = board({(1, 0): other}, {CENTRE: 20000})
    game.scripts = {granted.number: script}
    assert game.enter(granted, "ability", (0, 1))
    unit = game.squares[(0, 1)]
    assert declare_attack(game, (1, 0), CENTRE)
    assert game.hand == []  # the Z/X without it draws nothing
    assert declare_attack(game, (0, 1), CENTRE)
    assert len(game.hand) == 1
    game.end_turn()
    game.start_turn()
    unit.rebooted, game.hand = True, []
    assert declare_attack(game, (0, 1), CENTRE)
    assert game.hand == []  # the grant ended with its turn


def test_the_chosen_z_x_of_yours_gets_the_power_and_the_granted_auto_ability():
    body = (
        "スクエアにあるあなたのゼクスを1枚選び、ターン終了時まで、パワーを+2000し、以下の能力を与える。"
        + DRAW_ON_ATTACK
    )
    game = board({(1, 0): zx(3000)}, {CENTRE: 20000})
    assert event(game, body)
    unit = game.squares[(1, 0)]
    assert game.power_of(unit) == 5000
    assert declare_attack(game, (1, 0), CENTRE)
    assert len(game.hand) == 1


def test_a_granted_auto_ability_acts_as_it_does_and_one_not_fired_by_a_grant_stays_unread():
    script = read_card("X", SELF_GRANT)
    assert [line_part(a) for a in script.abilities] == ["acting"]
    destroys = SELF_GRANT.replace("このカードが攻撃する。", "このカードが攻撃によって相手のゼクスを破壊する。")
    assert [line_part(a) for a in read_card("X", destroys).abilities] == ["acting_vs_defenders"]
    reboots = SELF_GRANT.replace("このカードが攻撃する。", "このカードがリブートする。")
    script = read_card("X", reboots)
    assert script.abilities == ()
    assert "granted" in script.unread[0].reason
    lasting = SELF_GRANT.replace("ターン終了時まで、", "")
    assert read_card("X", lasting).abilities == ()


# -- 「ターン終了時まで、あなたが次に手札からプレイする<filter>のコストはN減る。ただし、0以下にならない。」 -------------------------
LESS = "ターン終了時まで、あなたが次に手札からプレイするカード名に「妖狐」を含むゼクスのコストは3減る。 ただし、0以下にならない。"


def test_the_next_named_zx_from_the_hand_costs_n_less_at_least_1_once():
    game = fresh()
    fox, other, cheap = card("妖狐A", cost=5), card("狸", cost=5), card("妖狐B", cost=2)
    event(game, LESS)
    assert (game.cost_of(fox), game.cost_of(other), game.cost_of(cheap)) == (2, 5, 1)
    game.resources = [Resource(card(cost=1)) for _ in range(2)]
    game.hand = [fox]
    assert game.play_from_hand(0)
    assert game.cost_of(cheap) == 2  # used by the play


def test_a_discount_of_n_less_without_until_the_end_of_the_turn_stays_unread():
    assert read_card("X", "≪イベント≫" + LESS.removeprefix("ターン終了時まで、")).abilities == ()


# -- 「ターン終了時まで/バトル終了時まで、相手は…プレイできない」: no modelled opponent plays anything -------------------------------
@pytest.mark.parametrize(
    "body",
    [
        "ターン終了時まで、相手はイベントをプレイできない。",
        "バトル終了時まで、相手はイベントと≪起≫能力をプレイできない。",
        "ターン終了時まで、相手は元々のコストが3以下のイベントを手札からプレイできない。",
    ],
)
def test_what_only_the_opponent_would_play_barred_is_read_and_does_nothing(body):
    (ability,) = read_card("X", "≪イベント≫" + body).abilities
    assert [e.kind for e in ability.effects] == [Kind.NO_TARGET]
    assert line_part(ability) == "opponent_board_only"
    game = shielded_game()
    before = (list(game.hand), list(game.deck), list(game.life), dict(game.squares))
    event(game, body)
    assert (game.hand, game.deck, game.life, game.squares) == before


def test_the_bar_beside_a_draw_leaves_the_draw_acting_and_needs_a_duration():
    script = read_card("X", "≪イベント≫カードを1枚引き、ターン終了時まで、相手は≪起≫能力をプレイできない。")
    assert [line_part(a) for a in script.abilities] == ["acting"]
    game = shielded_game()
    game.deck = [card(cost=1) for _ in range(3)]
    event(game, "カードを1枚引き、ターン終了時まで、相手は≪起≫能力をプレイできない。")
    assert len(game.hand) == 1
    assert read_card("X", "≪イベント≫相手はイベントをプレイできない。").abilities == ()


# -- 「ターン終了時まで、このカードは以下の能力を得る。“≪起≫…”」: an activated ability for the turn -----------------------------
PLAYED_GRANT = (
    "≪自≫【有効】スクエア【誘発】このカードが登場する。\n【効果】ターン終了時まで、このカードは以下の能力を得る。"
    "“≪起≫【有効】スクエア【コスト】《無0・無0》【効果】カードを1枚引く。”"
)


def test_a_granted_activated_ability_is_played_this_turn_and_is_gone_the_next():
    granted, script = watcher(PLAYED_GRANT)
    game = board({}, {})
    game.scripts = {granted.number: script}
    assert next_activation(game) is None
    assert game.enter(granted, "ability", (0, 1))
    found = next_activation(game)
    assert found is not None
    assert found[0] == (0, 1)
    activate(game, *found)
    assert len(game.hand) == 1
    assert next_activation(game) is None  # played once this turn
    game.end_turn()
    game.start_turn()
    assert next_activation(game) is None  # the grant ended with its turn


# -- 「相手のゼクスを1枚選び、ターン終了時まで、そのゼクスはダメージを与えない」: a defender deals none back (604.3) ----------------
NO_DAMAGE = "ノーマルスクエアにある相手のゼクスを1枚選び、ターン終了時まで、そのゼクスはダメージを与えない。"


def test_an_opponent_s_z_x_dealing_no_damage_this_turn_changes_nothing():
    (ability,) = read_card("X", "≪イベント≫" + NO_DAMAGE).abilities
    assert [e.kind for e in ability.effects] == [Kind.NO_TARGET]
    assert line_part(ability) == "opponent_board_only"
    game = board({(1, 0): zx(3000)}, {CENTRE: 2000})
    event(game, NO_DAMAGE)
    assert game.opponent_squares[CENTRE].power == 2000
    assert declare_attack(game, (1, 0), CENTRE)
    assert CENTRE not in game.opponent_squares  # destroyed by the attack as before


def test_no_damage_from_any_z_x_or_without_a_duration_stays_unread():
    for body in (NO_DAMAGE.replace("相手の", ""), NO_DAMAGE.replace("ターン終了時まで、", "")):
        assert read_card("X", "≪イベント≫" + body).abilities == (), body


# -- 「…を選び、ターン終了時まで、(パワーを+Nし、)相手はそのゼクスをカードの効果で選ぶことはできない」: it chooses nothing -------
PROTECT = "スクエアにあるあなたのゼクスを1枚選び、ターン終了時まで、パワーを+2000し、相手はそのゼクスをカードの効果で選ぶことはできない。"


def test_the_power_of_the_chosen_z_x_is_raised_and_its_protection_changes_nothing():
    game = board({(1, 0): zx(3000)}, {})
    event(game, PROTECT)
    assert game.power_of(game.squares[(1, 0)]) == 5000
    (ability,) = read_card("X", "≪イベント≫" + PROTECT.replace("パワーを+2000し、", "")).abilities
    assert [e.kind for e in ability.effects] == [Kind.NO_TARGET]


def test_the_protection_of_an_opponent_s_z_x_or_of_this_card_without_a_duration_stays_unread():
    theirs = PROTECT.replace("あなたの", "相手の").replace("パワーを+2000し、", "")
    for body in (theirs, "相手はこのカードをカードの効果で選ぶことはできない。"):
        assert read_card("X", "≪イベント≫" + body).abilities == (), body


def test_an_auto_ability_granted_inside_a_quoted_option_leaves_the_line_unread_not_one_option_short():
    text = (
        "≪自≫【有効】スクエア【誘発】このカードが登場する。\n【効果】以下の効果から1つ選び、解決する。\n“カードを1枚引く。”\n"
        "“ターン終了時まで、このカードは以下の能力を得る。\n" + DRAW_ON_ATTACK + "\n”"
    )
    script = read_card("X", text)
    assert script.abilities == ()
    assert len(script.unread) == 1
