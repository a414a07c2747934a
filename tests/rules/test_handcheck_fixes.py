"""Faults the hand check of session 14 found in lines counted as executed, each pinned by value (demo texts)."""

from tests.rules.builders import card
from tests.rules.test_effect_values import entered, event, fresh
from zxdecks.rules.board import OpposingZX, Resource
from zxdecks.rules.cards import CardType
from zxdecks.rules.effects import read_card
from zxdecks.rules.effects.language import AbilityKind, Trigger
from zxdecks.rules.effects.run import activate, next_activation
from zxdecks.rules.effects.run.plays import event_playable
from zxdecks.rules.goldfish import OnSquare

_OPPONENT_ZX = "ノーマルスクエアにある相手のコスト3以下のゼクスを1枚まで選び、手札に戻す。"


def test_an_auto_ability_with_a_trigger_the_engine_does_not_know_is_unread_naming_the_trigger():
    script = read_card(
        "D-1", "≪自≫【有効】スクエア【誘発】このカードが除外される。\n【効果】" + _OPPONENT_ZX
    )  # (「このカードが相手にダメージを与える」 is read since session 16: Trigger.DAMAGES_OPPONENT)
    assert script.abilities == ()
    assert [u.reason for u in script.unread] == ["trigger: このカードが除外される"]


def test_an_auto_ability_valid_in_a_zone_the_reader_does_not_know_is_unread_not_trigger_less():
    script = read_card("D-1", "≪自≫【有効】手札【誘発】相手のゼクスが登場する。\n【効果】" + _OPPONENT_ZX)
    assert script.abilities == ()
    assert [u.reason for u in script.unread] == ["trigger: 相手のゼクスが登場する"]


def test_entering_by_the_ignition_is_the_ignition_entry_trigger_and_draws_only_on_that_entry():
    text = "≪自≫【有効】スクエア【誘発】このカードがイグニッションで登場する。\n【効果】カードを1枚引く。"
    script = read_card("D-2", text)
    assert script.unread == ()
    assert [(a.kind, a.trigger) for a in script.abilities] == [(AbilityKind.AUTO, Trigger.IGNITION_ENTER)]
    game = fresh()
    zx = card(cost=1)
    game.scripts = {zx.number: read_card(zx.number, text)}
    hand = len(game.hand)
    assert game.enter(zx, "ability", (1, 1))
    assert len(game.hand) == hand
    game.squares.clear()
    assert game.enter(zx, "ignition", (1, 1))
    assert len(game.hand) == hand + 1


_LABEL = "≪杖≫≪ゼクステンドドライブ≫ゼクステンド・ドライブ!"


def test_a_zextend_drive_label_is_read_with_its_ability_which_is_played_once_a_game_in_all():
    text = _LABEL + "≪起≫【有効】スクエア【コスト】《無0・無0》【効果】カードを3枚引く。"
    script = read_card("D-3", text)
    assert script.unread == ()
    assert [(a.kind, a.once_per_game) for a in script.abilities] == [
        (AbilityKind.INERT, False),
        (AbilityKind.ACTIVATED, True),
    ]
    game = fresh()
    first, second = card(cost=2), card(cost=2)
    game.scripts = {first.number: read_card(first.number, text), second.number: read_card(second.number, text)}
    game.squares = {(1, 0): OnSquare(first, True, 3000), (1, 1): OnSquare(second, True, 3000)}
    activation = next_activation(game)
    assert activation is not None
    activate(game, *activation)
    assert len(game.hand) == 3
    assert next_activation(game) is None  # the other card's Zextend Drive! too (1113)
    game.used_this_turn.clear()  # a later turn
    assert next_activation(game) is None
    assert len(game.hand) == 3


def test_a_zextend_drive_label_before_an_ability_that_is_not_activated_leaves_both_unread():
    script = read_card("D-3", _LABEL + "≪自≫【有効】スクエア【誘発】このカードが登場する。\n【効果】カードを3枚引く。")
    assert script.abilities == ()
    assert [u.reason for u in script.unread] == [
        "label of Zextend Drive! ability the engine cannot limit to once a game",
        "Zextend Drive! ability the engine cannot limit to once a game",
    ]


_GATED_DRAW = (
    "あなたのチャージにあるカードを1枚選び、トラッシュに置いてよい。\n"
    "置いたならば、あなたの手札にあるカードを1枚選び、除外し、カードを2枚引く。"
)


def test_every_clause_after_if_you_did_waits_on_the_named_effect_not_on_the_clause_before_it():
    game = fresh()
    charged = card(cost=4)
    game.charge = [charged]
    entered(game, _GATED_DRAW)
    assert game.trash == [charged]
    assert game.removed == []  # no hand card to remove
    assert len(game.hand) == 2  # the draw waits on the charge card, which went
    assert len(game.deck) == 18


def test_nothing_after_if_you_did_is_done_when_the_named_effect_was_not():
    game = fresh()
    kept = card(cost=4)
    game.hand = [kept]
    entered(game, _GATED_DRAW)
    assert (game.trash, game.removed, game.hand, len(game.deck)) == ([], [], [kept], 20)


_REBOOT_OWN = (
    "≪起≫【有効】スクエア【コスト】あなたの手札を1枚トラッシュに置く。\n"
    "【効果】スクエアにあるあなたのカード名に「竜」を含むゼクスを1枚選び、リブートする。"
)
_DESTROY_ANY = (
    "≪起≫【有効】スクエア【コスト】あなたの手札を1枚トラッシュに置く。\n"
    "【効果】ノーマルスクエアにあるコスト6以下のゼクスを1枚選び、破壊する。"
)


def _holder(game, text, square=(1, 0)):
    zx = card(cost=3)
    game.scripts = {**game.scripts, zx.number: read_card(zx.number, text)}
    assert game.scripts[zx.number].unread == ()
    game.squares[square] = OnSquare(zx, True, 3000)
    return zx


def test_a_square_ability_that_reboots_your_zx_is_paid_for_only_when_one_it_may_choose_is_slept():
    game = fresh()
    paid = card(cost=1)
    game.hand = [paid]
    _holder(game, _REBOOT_OWN)
    game.squares[(1, 1)] = OnSquare(card("白き竜", cost=2), True, 3000)
    game.squares[(1, 2)] = OnSquare(card(cost=2), False, 3000)  # slept, not named 竜
    assert next_activation(game) is None
    assert game.hand == [paid]
    game.squares[(1, 1)].rebooted = False
    activation = next_activation(game)
    assert activation is not None
    activate(game, *activation)
    assert (game.hand, game.trash) == ([], [paid])
    assert [game.squares[sq].rebooted for sq in ((1, 1), (1, 2))] == [True, False]


def test_a_square_ability_that_destroys_any_zx_is_used_only_against_an_opponents_zx():
    game = fresh()
    game.hand = [card(cost=1)]
    _holder(game, _DESTROY_ANY)
    game.squares[(1, 1)] = OnSquare(card(cost=2), True, 3000)
    assert next_activation(game) is None  # it would destroy a Z/X of its own
    game.opponent_squares[(0, 0)] = OpposingZX(3000, cost=3)
    activation = next_activation(game)
    assert activation is not None
    activate(game, *activation)
    assert (0, 0) not in game.opponent_squares
    assert sorted(game.squares) == [(1, 0), (1, 1)]
    assert game.hand == []


def test_an_event_whose_draw_waits_on_a_charge_card_is_worth_playing_with_no_other_hand_card():
    game = fresh()
    ev = card(type_=CardType.EVENT)
    script = read_card(ev.number, "≪イベント≫" + _GATED_DRAW.replace("置いてよい", "置く"))
    assert script.unread == ()
    game.scripts = {ev.number: script}
    game.hand = [ev]
    game.charge = [card(cost=4)]
    assert event_playable(game, script.event, ev)
    game.charge = []
    assert not event_playable(game, script.event, ev)


_WEAKEN_ANY = "ノーマルスクエアにあるゼクスを1枚選び、ターン終了時まで、パワーを-5000する。"
_PAID_BOUNCE = (
    "あなたの手札にあるカードを1枚選び、トラッシュに置いてよい。"
    "置いたならば、ノーマルスクエアにあるコスト5以下のゼクスを1枚選び、手札に戻す。"
)


def test_an_event_that_weakens_any_zx_is_played_only_when_an_opponents_zx_is_there_and_hits_that_one():
    game = fresh()
    ev = card(type_=CardType.EVENT)
    game.scripts = {ev.number: read_card(ev.number, "≪イベント≫" + _WEAKEN_ANY)}
    game.hand = [ev]
    mine = OnSquare(card(cost=2), True, 3000)
    game.squares[(1, 1)] = mine
    assert not game.has_effect(ev)  # on an empty board it would weaken (and destroy) its own Z/X
    game.opponent_squares[(0, 0)] = OpposingZX(5000, cost=3)
    assert game.has_effect(ev)
    game.hand = []
    assert event(game, _WEAKEN_ANY)
    assert (0, 0) not in game.opponent_squares  # 5000 - 5000 = 0: destroyed (904.2)
    assert game.squares[(1, 1)] is mine
    assert game.power_of(mine) == 3000


def test_an_optional_cost_whose_payoff_sends_back_any_zx_is_paid_only_against_an_opponents_zx():
    game = fresh()
    mine = OnSquare(card(cost=2), True, 3000)
    game.squares[(1, 1)] = mine
    kept = card(cost=4)
    game.hand = [kept]
    assert event(game, _PAID_BOUNCE) is not None
    assert (game.hand, game.trash, game.squares[(1, 1)]) == ([kept], [], mine)  # nothing to gain: not paid
    game.opponent_squares[(0, 0)] = OpposingZX(5000, cost=5)
    event(game, _PAID_BOUNCE)
    assert (game.hand, game.trash) == ([], [kept])
    assert game.opponent_squares == {}
    assert game.squares[(1, 1)] is mine


_PUMP_OWN = "スクエアにあるあなたのコスト3以下のゼクスを1枚選び、ターン終了時まで、パワーを+4000する。"
_PUMP_OTHER = (
    "≪起≫【有効】スクエア【コスト】《無0・無0》\n"
    "【効果】スクエアにあるこのカード以外のあなたのゼクスを1枚選び、ターン終了時まで、パワーを+3000する。"
)


def test_an_event_that_raises_your_zxs_power_is_played_only_against_a_defender_with_a_zx_it_may_choose():
    game = fresh()
    ev = card(type_=CardType.EVENT)
    game.scripts = {ev.number: read_card(ev.number, "≪イベント≫" + _PUMP_OWN)}
    game.hand = [ev]
    big = OnSquare(card(cost=5), True, 5000)
    game.squares[(1, 0)] = big
    game.opponent_squares[(0, 0)] = OpposingZX(6000, cost=3)
    assert not game.has_effect(ev)  # no Z/X of yours of cost 3 or less
    mine = OnSquare(card(cost=2), True, 3000)
    game.squares[(1, 1)] = mine
    assert game.has_effect(ev)
    game.opponent_squares.clear()
    assert not game.has_effect(ev)  # on an empty board a power changes nothing
    game.opponent_squares[(0, 0)] = OpposingZX(6000, cost=3)
    game.hand = []
    assert event(game, _PUMP_OWN)
    assert (game.power_of(mine), game.power_of(big)) == (7000, 5000)


def test_a_square_ability_that_raises_another_zxs_power_is_used_only_against_a_defender():
    game = fresh()
    holder = _holder(game, _PUMP_OTHER)
    game.opponent_squares[(0, 0)] = OpposingZX(6000, cost=3)
    assert next_activation(game) is None  # no other Z/X of yours to choose
    other = OnSquare(card(cost=2), True, 3000)
    game.squares[(1, 1)] = other
    game.opponent_squares.clear()
    assert next_activation(game) is None  # on an empty board a power changes nothing
    game.opponent_squares[(0, 0)] = OpposingZX(6000, cost=3)
    activation = next_activation(game)
    assert activation == ((1, 0), game.scripts[holder.number].activated[0])
    activate(game, *activation)
    assert (game.power_of(other), game.power_of(game.squares[(1, 0)])) == (6000, 3000)
    assert next_activation(game) is None  # once a turn


_FACE_UP_SELF = "このカードをデュナミスに表向きで置く。"
_ASKS_FACE_UP = (
    "≪起≫【有効】スクエア【コスト】《無0・無0》\n"
    "【効果】あなたのデュナミスに表向きのカードが2枚以上ある場合、カードを1枚引く。"
)


def test_an_event_that_goes_face_up_into_the_dynamis_is_played_only_when_a_card_asks_for_face_up_dynamis_cards():
    game = fresh()
    ev, asker = card(type_=CardType.EVENT), card(cost=2)
    game.scripts = {
        ev.number: read_card(ev.number, "≪イベント≫" + _FACE_UP_SELF),
        asker.number: read_card(asker.number, _ASKS_FACE_UP),
    }
    assert game.scripts[asker.number].unread == ()
    game.hand, game.dynamis_face_up = [ev], []
    assert not game.has_effect(ev)  # nothing asks for face-up Dynamis cards: it would only spend the event
    game.hand = [ev, asker]
    assert game.has_effect(ev)
    game.hand = [ev]
    game.dynamis = [*game.dynamis, asker]  # asking from the Dynamis
    game.resources = [Resource(card(cost=1), True) for _ in range(ev.cost or 0)]
    assert game.has_effect(ev)
    assert game.play_from_hand(0)  # its cost paid, it goes face up into the Dynamis, not to the trash
    assert (game.hand, game.dynamis_face_up, ev in game.trash) == ([], [ev], False)


def test_an_event_played_without_its_cost_that_puts_itself_face_up_into_the_dynamis_stays_there():
    game = fresh()
    ev = card(type_=CardType.EVENT)
    game.scripts = {ev.number: read_card(ev.number, "≪イベント≫" + _FACE_UP_SELF)}
    game.dynamis_face_up = []
    assert game.play_without_cost(ev, "ignition")
    assert (game.dynamis_face_up, ev in game.trash, game.moving) == ([ev], False, [])
