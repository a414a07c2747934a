"""More effects in a game pinned by value: activated abilities in and out of the squares with their payments, force,
電影 and レイド, shuffles, ignition, the forbidding effects, and a trigger set off by an event's ability."""

import dataclasses

from tests.rules.builders import card
from tests.rules.test_effect_values import ENTER, dragon, entered, event, fresh
from zxdecks.rules.cards import CardType
from zxdecks.rules.effects import read_card
from zxdecks.rules.effects.language import ABILITIES_OF, Kind
from zxdecks.rules.effects.run import MOVERS, activate, next_activation
from zxdecks.rules.effects.zone_pairs import PAIRS
from zxdecks.rules.goldfish import OnSquare


def with_script(game, zx, text):
    game.scripts = {**game.scripts, zx.number: read_card(zx.number, text)}
    assert game.scripts[zx.number].unread == ()


def test_a_hand_card_goes_into_the_deck_and_the_deck_is_shuffled_by_the_games_generator():
    game = fresh()
    game.hand = [card(cost=1), card(cost=5)]
    before = [c.number for c in game.deck]
    event(game, "カードを2枚引き、あなたの手札を1枚選び、デッキに戻し、シャッフルする。")
    assert len(game.hand) == 3
    assert len(game.deck) == 19
    assert sorted(c.number for c in game.deck) != sorted(before)  # one card of the hand went in, two came out
    replay = fresh()
    replay.hand = [card(cost=1), card(cost=5)]
    replay.deck = list(game.deck)
    event(replay, "あなたのデッキをシャッフルする。")
    assert sorted(c.number for c in replay.deck) == sorted(c.number for c in game.deck)
    assert len(replay.deck) == 19


def test_charge_cards_go_to_the_resources_costliest_first():
    game = fresh()
    small, big, other = dragon(cost=1), dragon(cost=4), card(cost=6)
    game.charge = [small, other, big]
    resources = len(game.resources)
    event(game, "あなたのチャージにある[ドラゴン]を1枚選び、リソースにスリープで置く。")
    assert game.charge == [small, other]
    assert len(game.resources) == resources + 1
    assert (game.resources[-1].card, game.resources[-1].rebooted) == (big, False)


def test_an_ignition_effect_reveals_the_top_card_and_trashes_one_without_the_icon():
    game = fresh()
    top = game.deck[0]
    event(game, "1回イグニッションする。")
    assert game.ignitions == 1
    assert game.trash == [top]
    assert len(game.deck) == 19


def test_an_activated_ability_pays_with_its_force_then_resolves_once_a_turn():
    game = fresh()
    zx = card(cost=3)
    with_script(
        game, zx, "≪起≫【有効】スクエア【コスト】このカードのフォースを1枚トラッシュに置く。【効果】カードを1枚引く。"
    )
    force = [card(cost=2), card(cost=1)]
    game.squares = {(2, 0): OnSquare(zx, False, 3000, 0, list(force))}
    activation = next_activation(game)
    assert activation is not None
    activate(game, *activation)
    assert game.squares[(2, 0)].force == [force[0]]  # the cheapest force card paid
    assert game.trash == [force[1]]
    assert len(game.hand) == 1
    assert next_activation(game) is None  # once a turn


def test_deck_cards_become_force_and_force_goes_to_the_trash():
    game = fresh()
    top = game.deck[0]
    unit = entered(game, "あなたのデッキの1番上のカードをフォースとしてこのカードの下に置く。")
    assert unit.force == [top]
    assert len(game.deck) == 19
    holder = entered(game, "このカードのフォースを1枚選び、トラッシュに置く。", square=(0, 0))
    assert holder.force is None  # no force to pay with: nothing done
    assert game.trash == []


def test_a_hand_ability_puts_this_card_onto_an_empty_normal_square():
    game = fresh()
    zx = card(cost=5)
    with_script(
        game,
        zx,
        "≪起≫【有効】手札【コスト】《無0・無0》【効果】このカードをリブートでゼクスのないノーマルスクエアに登場させる。",
    )
    game.hand = [zx]
    activation = next_activation(game)
    assert activation is not None
    activate(game, *activation)
    assert game.hand == []
    assert [(sq, u.card, u.rebooted) for sq, u in game.squares.items()] == [((1, 1), zx, True)]


def test_a_trash_ability_plays_this_card_without_its_cost():
    game = fresh()
    zx = card(cost=6)
    with_script(
        game, zx, "≪起≫【有効】トラッシュ【コスト】《無0・無0》【効果】このカードをコストを支払わずにプレイする。"
    )
    game.trash = [zx]
    resources = [r.rebooted for r in game.resources]
    activate(game, *next_activation(game))
    assert game.trash == []
    assert [u.card for u in game.squares.values()] == [zx]
    assert [r.rebooted for r in game.resources] == resources


def test_counters_pay_for_an_ability_in_the_charge():
    game = fresh()
    zx = card(cost=2)
    with_script(game, zx, "≪起≫【有効】チャージ【コスト】≪鍵≫を1個消費する。【効果】カードを1枚引く。")
    game.charge = [zx]
    assert next_activation(game) is None  # no counter to spend
    game.counters["鍵"] = 2
    activate(game, *next_activation(game))
    assert game.counters == {"鍵": 1}
    assert len(game.hand) == 1


def test_denei_returns_the_cheapest_rebooted_zx_of_the_cost_and_takes_its_square():
    game = fresh()
    zx = card(cost=7)
    with_script(game, zx, "≪起≫電影3")
    cheap, dear, small = card(cost=3), card(cost=5), card(cost=2)
    game.squares = {(1, 1): OnSquare(dear, True, 5000), (0, 0): OnSquare(cheap, True, 3000)}
    game.squares[(0, 2)] = OnSquare(small, True, 2000)
    game.hand = [zx]
    activate(game, *next_activation(game))
    assert game.hand == [cheap]
    assert (game.squares[(0, 0)].card, game.squares[(0, 0)].rebooted) == (zx, True)
    assert game.squares[(1, 1)].card is dear


def test_raid_enters_slept_only_after_damage_this_turn():
    game = fresh()
    zx = card(cost=4)
    with_script(game, zx, "≪起≫レイド")
    game.hand = [zx]
    assert next_activation(game) is None
    game.damage_opponent(1)
    activate(game, *next_activation(game))
    assert [(u.card, u.rebooted) for u in game.squares.values()] == [(zx, False)]
    assert ABILITIES_OF + "レイド" in game.forbidden_names


def test_an_attack_trigger_reboots_this_card():
    game = fresh()
    from zxdecks.rules.goldfish.battle import declare_attack

    zx = card(cost=3)
    with_script(game, zx, ENTER.replace("登場する", "攻撃する") + "このカードをリブートする。")
    game.squares = {(1, 1): OnSquare(zx, True, 3000)}
    assert declare_attack(game, (1, 1))
    assert game.squares[(1, 1)].rebooted
    assert game.opponent_life == 3


def test_forbidding_an_ability_names_the_card_and_an_empty_board_target_does_nothing():
    game = fresh()
    event(game, "ターン終了時まで、あなたは「竜皇」の≪起≫能力をプレイできない。")
    assert game.forbidden_names == {ABILITIES_OF + "竜皇"}
    squares, hand, trash = dict(game.squares), list(game.hand), list(game.trash)
    assert event(game, "ノーマルスクエアにある相手のゼクスを1枚選び、破壊する。")  # it resolves, choosing nothing
    assert (game.squares, game.hand, game.trash) == (squares, hand, trash)


def test_a_card_trashed_by_an_events_ability_sets_off_its_trash_ability():
    game = fresh()
    keeper = card(cost=2)
    text = "≪自≫【有効】トラッシュ【誘発】このカードがカード名に「竜」を含むイベントの能力でトラッシュに置かれる。\n【効果】カードを1枚引く。"
    scripts = {keeper.number: read_card(keeper.number, text)}
    game.hand = [keeper]
    ev = dataclasses.replace(card("竜の怒り", CardType.EVENT), number="EV-001")
    script = read_card(ev.number, "≪イベント≫あなたの手札を1枚選び、トラッシュに置く。")
    game.scripts = {ev.number: script, **scripts}
    from zxdecks.rules.effects.run import Source, resolve

    resolve(game, script.event, None, ev.name, Source("event", ev))
    assert game.trash == [keeper]
    assert len(game.hand) == 1  # its ability drew a card


def test_the_handler_table_covers_what_these_tests_and_the_value_tests_pin():
    """A reminder kept true: the kinds exercised by a value test in this file, test_effect_values.py,
    test_effect_values_squares.py or test_effect_values_grammar.py."""
    pinned = {
        Kind.DRAW, Kind.SEARCH, Kind.RECOVER, Kind.DAMAGE_OPPONENT, Kind.POWER, Kind.POWER_CHOSEN, Kind.IGNITE,
        Kind.REBOOT_SELF, Kind.DYNAMIS_FACE_UP, Kind.GAIN_COUNTER, Kind.MODAL, Kind.PAY, Kind.FORBID_SAME_NAME,
        Kind.REBOOT_RESOURCES, Kind.LOOK_TOP_REORDER, Kind.REVEAL_TOP_TAKE, Kind.SHUFFLE_DECK, Kind.ZONE_TO_SQUARE,
        Kind.SELF_TO_SQUARE, Kind.PLAY_SELF, Kind.PLAY_FREE, Kind.CHOOSE_ZX, Kind.AT_END_OF_TURN,
        Kind.OPPONENT_DECK_TO_RESOURCE, Kind.SWAP_IN, Kind.PAY_COUNTER, Kind.FORBID_ABILITY, Kind.NO_TARGET,
    }  # fmt: skip
    pinned |= {Kind.SLEEP_SELF}
    pinned |= {Kind.MOVE, Kind.DESTROY_SELF, Kind.SLEEP_RESOURCES, Kind.MAKE_TOKEN, Kind.GRANT_RANGE}  # grammar tests
    pinned |= {Kind.IGOB}  # test_goldfish_overboost.py
    pinned |= {Kind.HAND_REVEAL}  # test_effect_values_grammar.py
    pinned |= {Kind.TOP_EITHER, Kind.NEXT_PLAY_DISCOUNT}  # test_effect_values_payments.py
    pinned |= {Kind.GRANT_ZEKKAI}  # test_effect_constant_grants.py
    pinned |= {Kind.PLACE_LINK}  # test_effect_values_links_squares.py
    pinned |= {Kind.DRAW_TO, Kind.DELAYED}  # test_effect_values_verbs.py
    pinned |= {Kind.EITHER_MOVE, Kind.POWER_PER}  # test_effect_values_either_moves.py, …_power_per.py
    pinned |= {Kind.PLAYER_EXTRA_UP}  # test_goldfish_player_stack.py
    pinned |= {Kind.BREAK}  # test_effect_values_breaks.py
    pinned |= {Kind.PER_COUNT}  # test_effect_values_references.py
    pinned |= {Kind.DYNAMIS_FACE_DOWN}  # test_effect_dynamis_face_down.py
    pinned |= {Kind.DAMAGE_SELF}  # test_effect_values_damage_self.py
    pinned |= {Kind.GRANT_PLAYER_ATTACK, Kind.DAMAGE_UP}  # test_effect_values_chosen_verbs.py
    pinned |= {Kind.INSTALL}  # test_effect_install.py
    pinned |= {Kind.FORBID_ATTACK}  # test_effect_values_until_more.py
    pinned |= {Kind.DAMAGE_SHIELD, Kind.GRANT_ABILITY}  # test_effect_values_until.py
    pinned |= {Kind.SHIFT_SELF}  # test_effect_zone_shifts.py
    pinned |= {Kind.OPPONENT_PAY}  # test_effect_opponent_pays.py
    pinned |= {Kind.SELF_COST}  # test_effect_turn_costs.py
    pinned |= {Kind.PERMIT_PLAY}  # test_effect_play_permits.py
    assert set(Kind) == pinned


def test_every_zone_pair_of_a_move_is_pinned_by_a_value_test_and_has_its_own_mover():
    """The pairs of effects.zone_pairs.PAIRS, each carried out in a game by a value test (this file,
    test_effect_values.py, test_effect_values_squares.py, test_effect_values_grammar.py), each with its mover."""
    pinned = {
        ("hand", "trash"), ("hand", "charge"), ("hand", "deck_bottom"), ("deck_top", "charge"), ("deck_top", "trash"),
        ("deck_top", "resources"), ("charge", "trash"), ("charge", "hand"), ("trash", "hand"), ("trash", "force"),
        ("deck_top", "force"), ("force", "trash"), ("trash", "resources"), ("resources", "hand"),
        ("hand", "resources"), ("self", "hand"), ("self", "resources"), ("self", "trash"), ("hand", "deck"),
        ("self", "charge"), ("self", "deck_bottom"), ("self", "removed"), ("hand", "removed"), ("trash", "removed"),
        ("deck_top", "removed"), ("charge", "resources"), ("charge", "deck_bottom"), ("self", "dynamis_face_up"),
    }  # fmt: skip
    pinned |= {("self", "deck"), ("hand|charge", "trash"), ("hand|charge", "removed")}  # …_payment_shapes.py
    pinned |= {("force_down", "trash")}  # test_effect_values_placed_force.py
    pinned |= {("hand", "force")}  # test_effect_values_force_under.py
    pinned |= {("force", "hand"), ("force", "resources")}  # test_effect_values_placed_force.py
    pinned |= {("trash", "life")}  # test_effect_trash_to_life.py
    pinned |= {("self", "life")}  # test_effect_self_to_life.py
    pinned |= {("self", "deck_top"), ("deck_bottom", "trash")}  # test_effect_values_union_moves.py
    pinned |= {("charge", "force")}  # test_effect_zone_bottoms.py
    assert set(PAIRS) == pinned
    assert set(MOVERS) == set(PAIRS)


def test_a_zx_sleeps_itself_for_a_draw_only_when_it_cannot_attack():
    game = fresh()
    text = "このカードをスリープしてよい。スリープしたならば、カードを1枚引く。"
    back = entered(game, text, square=(2, 0))  # not next to the opponent: it cannot attack
    assert not back.rebooted
    assert len(game.hand) == 1
    front = entered(game, text, square=(1, 1))  # next to the opponent: it keeps its attack
    assert front.rebooted
    assert len(game.hand) == 1


def test_a_payment_puts_a_charge_card_of_the_filter_at_the_bottom_of_the_deck():
    game = fresh()
    zx = card(cost=3)
    pay = (
        "≪起≫【有効】スクエア【コスト】あなたのチャージにある[ドラゴン]を1枚デッキの下に置く。【効果】カードを1枚引く。"
    )
    with_script(game, zx, pay)
    game.squares = {(2, 0): OnSquare(zx, False, 3000)}
    other, wyrm = card(cost=5), dragon(cost=1)
    game.charge = [other]
    assert next_activation(game) is None  # no [ドラゴン] in the charge to pay with
    game.charge = [other, wyrm]
    activate(game, *next_activation(game))
    assert game.charge == [other]
    assert game.deck[-1] is wyrm
    assert len(game.hand) == 1


def test_a_hand_ability_that_brings_this_card_in_destroys_it_at_end_of_turn():
    """808.4: 「このカードを…登場させる。ターン終了時、このカードを破壊する。」 from the hand: the card that came in
    is destroyed at end of turn (to the charge, 1008), though it was not on a square when the ability was played."""
    game = fresh()
    zx = card(cost=5)
    text = "≪起≫【有効】手札【コスト】《無0・無0》【効果】このカードをリブートでゼクスのないノーマルスクエアに登場させる。\nターン終了時、このカードを破壊する。"  # fmt: skip
    with_script(game, zx, text)
    game.hand = [zx]
    activate(game, *next_activation(game))
    assert [u.card for u in game.squares.values()] == [zx]
    game.end_turn()
    assert [u.card for u in game.squares.values()] == []
    assert zx in game.charge


def test_a_hand_ability_that_brings_this_card_in_and_then_destroys_it_sends_it_to_the_charge():
    """1008: 「このカードを…登場させる。登場させたならば、このカードを破壊する。」 from the hand: the card comes in, is
    destroyed there and goes to the charge, not left on its square."""
    game = fresh()
    zx = card(cost=5)
    text = "≪起≫【有効】手札【コスト】《無0・無0》【効果】このカードをリブートでゼクスのないノーマルスクエアに登場させる。\n登場させたならば、このカードを破壊する。"  # fmt: skip
    with_script(game, zx, text)
    game.hand = [zx]
    activate(game, *next_activation(game))
    assert game.hand == []
    assert [u.card for u in game.squares.values()] == []
    assert game.charge == [zx]
