"""A limit lowered by a constant ability, on squares or in the Dynamis (face down or up, 803.1e): 「あなたの手札の上限
を-Nする」, 「あなたのチャージの上限を-Nする」 (306.2a, 309.2b, run.limit), and 「あなたの手札の上限はなくなる」; 「このカードは相手のプレイヤースクエアにも攻撃できる」 (602.1b widened), 「このカードは(リブートフェイズに)リブートしない」 (502.1, 1003.1)."""

from __future__ import annotations

from tests.rules.builders import card
from tests.rules.test_effects import game_with_scripts
from zxdecks.rules.board import CHARGE_LIMIT, HAND_LIMIT
from zxdecks.rules.effects import read_card, run
from zxdecks.rules.effects.language import Effect, Kind
from zxdecks.rules.effects.run import At
from zxdecks.rules.goldfish import Game, OnSquare
from zxdecks.rules.goldfish.battle import attackers, declare_attack

HAND_LOWER = "≪常≫【有効】デュナミス【効果】あなたの手札の上限を－２する。"
BOTH_LOWER = "≪常≫【有効】スクエアとデュナミス【効果】あなたの手札の上限を－１する。"
CHARGE_LOWER = "≪常≫【有効】デュナミス【効果】あなたのチャージの上限を－２する。"
NO_HAND_LIMIT = "≪常≫【有効】スクエア【効果】あなたの手札の上限はなくなる。"


def test_lowered_limits_read_as_limit_statics_of_their_zones():
    for text, zone, kind, n in (
        (HAND_LOWER, "dynamis", "hand_limit", -2),
        (BOTH_LOWER, "square+dynamis", "hand_limit", -1),
        (CHARGE_LOWER, "dynamis", "charge_limit", -2),
        (NO_HAND_LIMIT, "square", "hand_limit", 99),
    ):
        script = read_card("X", text)
        assert script.unread == ()
        (ability,) = script.abilities
        assert (ability.zone, [(s.kind, s.n) for s in ability.statics]) == (zone, [(kind, n)])


def test_a_hand_limit_lowered_in_the_dynamis_holds_face_down_or_up_and_not_elsewhere():
    lower = card(cost=1)
    game = game_with_scripts((lower.number, HAND_LOWER))
    assert run.limit(game, "hand_limit", HAND_LIMIT) == HAND_LIMIT
    game.trash = [lower]
    assert run.limit(game, "hand_limit", HAND_LIMIT) == HAND_LIMIT
    game.dynamis = [lower]
    assert run.limit(game, "hand_limit", HAND_LIMIT) == HAND_LIMIT - 2
    game.dynamis, game.dynamis_face_up = [], [lower]
    assert run.limit(game, "hand_limit", HAND_LIMIT) == HAND_LIMIT - 2
    assert run.limit(game, "charge_limit", CHARGE_LIMIT) == CHARGE_LIMIT


def test_the_hand_is_cut_to_the_lowered_limit_at_the_end_of_the_turn():
    lower = card(cost=1)
    game = game_with_scripts((lower.number, HAND_LOWER))
    game.dynamis = [lower]
    game.hand = [card(cost=n) for n in range(1, 9)]
    game.end_turn()
    assert len(game.hand) == HAND_LIMIT - 2
    assert len(game.trash) == 8 - (HAND_LIMIT - 2)


def test_a_limit_valid_on_squares_and_in_the_dynamis_counts_in_each_and_a_charge_limit_lowers_too():
    both = card(cost=1)
    game = game_with_scripts((both.number, BOTH_LOWER))
    game.squares = {(1, 1): OnSquare(both, rebooted=True)}
    assert run.limit(game, "hand_limit", HAND_LIMIT) == HAND_LIMIT - 1
    game.squares, game.dynamis = {}, [both]
    assert run.limit(game, "hand_limit", HAND_LIMIT) == HAND_LIMIT - 1
    charge = card(cost=1)
    game = game_with_scripts((charge.number, CHARGE_LOWER))
    game.dynamis = [charge]
    assert run.limit(game, "charge_limit", CHARGE_LIMIT) == CHARGE_LIMIT - 2


def test_no_hand_limit_keeps_the_whole_hand_and_stays_none_after_a_lowering():
    free, lower = card(cost=1), card(cost=2)
    game = game_with_scripts((free.number, NO_HAND_LIMIT), (lower.number, HAND_LOWER))
    game.squares = {(1, 1): OnSquare(free, rebooted=True)}
    game.dynamis = [lower]
    assert run.limit(game, "hand_limit", HAND_LIMIT) == 99
    game.hand = [card(cost=n) for n in range(1, 11)]
    game.end_turn()
    assert len(game.hand) == 10


PLAYER_ATTACK = "≪常≫【有効】スクエア【効果】このカードは相手のプレイヤースクエアにも攻撃できる。"
PLAYER_ATTACK_IF = "≪常≫【有効】スクエア【効果】あなたのトラッシュが３枚以上ある場合、このカードは相手のプレイヤースクエアにも攻撃できる。"


def test_a_zx_that_may_attack_the_opponents_player_square_is_read_as_a_square_static():
    (ability,) = read_card("X", PLAYER_ATTACK).abilities
    assert (ability.zone, [s.kind for s in ability.statics]) == ("square", ["player_attack"])


def test_a_zx_that_may_attack_the_opponents_player_square_attacks_it_from_afar_while_its_condition_holds():
    """602.1b widened: from (2, 1), two steps from the opponent's player square, without a Range."""
    far, plain = card(cost=1), card(cost=1)
    game = game_with_scripts((far.number, PLAYER_ATTACK_IF))
    game.squares = {(2, 1): OnSquare(far, rebooted=True), (2, 0): OnSquare(plain, rebooted=True)}
    assert attackers(game) == []
    game.trash = [card(cost=n) for n in range(1, 4)]
    assert attackers(game) == [(2, 1)]
    life = game.opponent_life
    assert declare_attack(game, (2, 1))
    assert game.opponent_life == life - 1
    assert game.squares[(2, 1)].rebooted is False


NO_REBOOT = "≪常≫【有効】スクエア【効果】このカードはリブートしない。"
NO_REBOOT_IF = "≪常≫【有効】スクエア【効果】あなたのトラッシュが２枚以下の場合、このカードはリブートしない。"
NO_PHASE_REBOOT = "≪常≫【有効】スクエア【効果】このカードはリブートフェイズにリブートしない。"


def test_a_zx_that_never_reboots_is_read_as_a_square_static():
    for text, per in ((NO_REBOOT, ""), (NO_REBOOT_IF, ""), (NO_PHASE_REBOOT, "phase")):
        (ability,) = read_card("X", text).abilities
        assert (ability.zone, [(s.kind, s.per) for s in ability.statics]) == ("square", [("no_reboot", per)])


def _slept(text: str) -> tuple[Game, OnSquare, OnSquare]:
    stays, plain = card(cost=1), card(cost=1)
    game = game_with_scripts((stays.number, text))
    game.squares = {(1, 1): OnSquare(stays, rebooted=False), (1, 0): OnSquare(plain, rebooted=False)}
    return game, game.squares[(1, 1)], game.squares[(1, 0)]


def test_a_zx_that_never_reboots_stays_slept_in_the_reboot_phase_while_its_condition_holds():
    game, stays, plain = _slept(NO_REBOOT_IF)
    game.start_turn()
    assert (stays.rebooted, plain.rebooted) == (False, True)
    game, stays, plain = _slept(NO_REBOOT_IF)
    game.trash = [card(cost=n) for n in range(1, 4)]  # 3 cards: the condition fails
    game.start_turn()
    assert (stays.rebooted, plain.rebooted) == (True, True)


def test_an_effect_reboots_a_zx_kept_only_from_the_reboot_phase_but_not_one_that_never_reboots():
    for text, rebooted in ((NO_REBOOT, False), (NO_PHASE_REBOOT, True)):
        game, stays, _ = _slept(text)
        game.start_turn()
        assert stays.rebooted is False
        done = run.apply(game, Effect(Kind.REBOOT_SELF), At(stays))
        assert (bool(done), stays.rebooted) == (rebooted, rebooted)


SESSION_RANGE = "≪常≫セッション（このカードがあなたのゼクスと隣接していると有効。）【有効】スクエア【効果】このカードは≪レンジ２≫を得る。"


def test_a_range_under_session_is_gained_only_while_a_zx_of_yours_is_next_to_this_card():
    """1119 セッション before a constant ability: its condition (SELF_NEXT_TO_ZX), checked when the Range is asked for."""
    ranged = card(cost=1)
    game = game_with_scripts((ranged.number, SESSION_RANGE))
    assert read_card("X", SESSION_RANGE).unread == ()
    game.squares = {(2, 1): OnSquare(ranged, rebooted=True), (0, 0): OnSquare(card(cost=1), rebooted=True)}
    unit = game.squares[(2, 1)]
    assert game.range_of(ranged, unit) == 1  # no Range: (0, 0) is not next to (2, 1)
    assert attackers(game) == [(0, 0)]
    game.squares[(2, 0)] = OnSquare(card(cost=1), rebooted=False)
    assert game.range_of(ranged, unit) == 2
    assert attackers(game) == [(0, 0), (2, 1)]
