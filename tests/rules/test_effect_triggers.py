"""Triggers, timings and ability kinds pinned by value: each trigger text read into its trigger, zone and turn, and
fired in a game at its moment of the turn — the phase starts (501.2) of your turn and the opponent's, the end of turn
outside the squares, ≪S≫ keyed to damage (813.3), a Z/X of yours entering or attacking, IGOB, a card trashed by
ignition, the older activated form valid in the charge — with the state after it asserted."""

import dataclasses

import pytest

from tests.rules.builders import card
from tests.rules.test_effect_values import dragon, fresh
from tests.rules.test_goldfish_overboost import overboost_game
from zxdecks.rules.cards import CardType
from zxdecks.rules.effects import read_card
from zxdecks.rules.effects.coverage import line_part
from zxdecks.rules.effects.language import AbilityKind, Kind, Trigger, action_of
from zxdecks.rules.effects.run import activate, next_activation
from zxdecks.rules.effects.run.squares import destroy
from zxdecks.rules.goldfish import OnSquare, Resource
from zxdecks.rules.goldfish.battle import declare_attack
from zxdecks.rules.goldfish.opponent import Opponent, OpposingZX
from zxdecks.rules.goldfish.phases import phase_starts
from zxdecks.rules.goldfish.state import Defeat

LIFE_SAVER = (
    "≪S≫【有効】スクエア【効果】あなたがあなたのライフ以上のダメージを受ける際、あなたはデッキをシャッフルし、"
    "1点回復してよい。\nそうしたならば、ゲーム終了時まで、このカードはこの能力を失う。"
)
DRAW = "【効果】カードを1枚引く。"


def scripted(game, text, zx=None):
    """A card with `text`, its script added to the game's; the card."""
    zx = zx or dataclasses.replace(card(cost=3), power=3000)
    script = read_card(zx.number, text)
    assert script.unread == (), script.unread
    game.scripts = {**game.scripts, zx.number: script}
    return zx


def on_square(game, zx, square=(1, 1)):
    game.squares[square] = OnSquare(zx, True, zx.power or 3000, game.turn)
    return game.squares[square]


# -- ≪S≫: damage of your life or more (813.3) -------------------------------------------------------------------------
def test_the_life_saving_special_ability_is_read_as_a_once_a_game_shuffle_and_recovery_keyed_to_lethal_damage():
    (ability,) = read_card("X", LIFE_SAVER).abilities
    assert (ability.kind, ability.trigger, ability.zone) == (AbilityKind.SPECIAL, Trigger.LETHAL_DAMAGE, "square")
    assert [(e.kind, e.n, e.optional) for e in ability.effects] == [
        (Kind.SHUFFLE_DECK, 1, True),
        (Kind.RECOVER, 1, True),
    ]
    assert ability.once_per_game
    assert not ability.once_per_turn
    assert line_part(ability) == "acting"
    other = read_card("X", "≪S≫【有効】スクエア【効果】このカードが登場する際、カードを1枚引く。")
    assert other.abilities == ()
    assert other.unread[0].reason == "ability kind ≪S≫"


def test_lethal_damage_recovers_one_before_it_is_dealt_and_the_card_loses_the_ability_for_the_game():
    game = fresh()
    zx = scripted(game, LIFE_SAVER)
    on_square(game, zx)
    game.life = [card(cost=1)]
    order = list(game.deck)
    game.take_damage(1)  # 1 ≥ a life of 1: the deck is shuffled and its top card goes to life first
    assert (len(game.life), len(game.charge), len(game.deck)) == (1, 1, 19)
    assert (
        sorted(c.number for c in [*game.deck, *game.life, *game.charge])
        == sorted(c.number for c in [*order, *game.charge, *game.life] if c not in order)
        or len({*game.deck, *game.life, *game.charge} - {*order}) == 1
    )
    assert game.deck != [c for c in order if c in game.deck]  # shuffled (the seeded generator's order)
    with pytest.raises(Defeat):
        game.take_damage(1)  # the ability is lost: the last life card goes, and with it the game (903.1)
    assert game.life == []
    assert len(game.deck) == 19
    assert len(game.charge) == 2


def test_damage_below_your_life_does_not_set_off_the_life_saving_ability():
    game = fresh()
    on_square(game, scripted(game, LIFE_SAVER))
    game.life = [card(cost=1) for _ in range(3)]
    order = list(game.deck)
    game.take_damage(2)
    assert len(game.life) == 1
    assert game.deck == order
    game.take_damage(1)  # now 1 ≥ 1: it fires once
    assert len(game.life) == 1
    assert len(game.deck) == 19


def test_the_opponents_scheduled_damage_sets_off_the_life_saving_ability_in_its_turn():
    game = fresh()
    on_square(game, scripted(game, LIFE_SAVER))
    game.opponent = Opponent(damage=(2,))
    game.life = [card(cost=1), card(cost=1)]
    game.opponent_turn()
    assert (len(game.life), len(game.charge), len(game.deck)) == (1, 2, 19)


# -- the start of a phase (501.2) --------------------------------------------------------------------------------------
def test_phase_start_triggers_are_read_with_their_zone_and_turn():
    cases = {
        "≪自≫【有効】スクエア【誘発】メインフェイズ開始時。": (Trigger.MAIN_START, "square", ""),
        "≪自≫【有効】スクエア【誘発】相手のターンのメインフェイズ開始時。": (Trigger.MAIN_START, "square", "opponent"),
        "≪自≫【有効】≪自分ターン≫デュナミス【誘発】メインフェイズ開始時。": (Trigger.MAIN_START, "dynamis", "own"),
        "≪自≫【有効】≪自分ターン≫リソース【誘発】リソースフェイズ開始時。": (Trigger.RESOURCE_START, "resource", "own"),
        "≪自≫【有効】≪自分ターン≫トラッシュ【誘発】イグニッションフェイズ開始時。": (
            Trigger.IGNITION_START, "trash", "own",
        ),
        "≪自≫【有効】トラッシュ【誘発】ターン終了時。": (Trigger.END_OF_TURN, "trash", ""),
    }  # fmt: skip
    for head, want in cases.items():
        (ability,) = read_card("X", head + "\n" + DRAW).abilities
        assert (ability.trigger, ability.zone, ability.turn) == want, head
    # the opponent's resource and ignition phases start too (goldfish.defence): read for both turns
    (every,) = read_card("X", "≪自≫【有効】スクエア【誘発】リソースフェイズ開始時。\n" + DRAW).abilities
    assert (every.trigger, every.zone, every.turn) == (Trigger.RESOURCE_START, "square", "")


def test_a_main_phase_start_ability_resolves_after_the_ignition_phase_and_before_the_first_play():
    game = fresh()
    game.log_enabled = True
    zx = scripted(
        game,
        "≪自≫【有効】スクエア【誘発】メインフェイズ開始時。\n【効果】あなたのデッキの1番上のカードをチャージに置く。",
    )
    on_square(game, zx, (0, 0))
    game.hand = [card(cost=1) for _ in range(3)]
    game.resources = [Resource(card(cost=1)) for _ in range(3)]
    game.play_turn(battle=False)
    steps = [entry.step for entry in game.log]
    fired = steps.index("ability")
    assert steps.index("resource") < fired
    assert all(i > fired for i, s in enumerate(steps) if s == "play")
    assert steps.count("ability") == 1


def test_an_opponents_main_phase_ability_fires_in_its_turn_only_and_an_unmarked_one_in_both():
    game = fresh()
    theirs = scripted(game, "≪自≫【有効】スクエア【誘発】相手のターンのメインフェイズ開始時。\n" + DRAW)
    every = scripted(
        game,
        "≪自≫【有効】スクエア【誘発】メインフェイズ開始時。\n【効果】あなたのデッキの上から1枚をトラッシュに置く。",
    )
    on_square(game, theirs, (0, 0))
    on_square(game, every, (0, 2))
    phase_starts(game, Trigger.MAIN_START)  # your main phase
    assert (len(game.hand), len(game.trash)) == (0, 1)
    game.opponent = Opponent(damage=(0, 1))
    game.life = [card(cost=1) for _ in range(4)]
    game.opponent_turn()  # its main phase: both fire, before its attack deals 0
    assert (len(game.hand), len(game.trash)) == (1, 2)


def test_a_resource_phase_start_ability_of_a_resource_card_uses_this_card():
    game = fresh()
    res = scripted(
        game, "≪自≫【有効】≪自分ターン≫リソース【誘発】リソースフェイズ開始時。\n【効果】このカードを手札に戻す。"
    )
    game.resources = [Resource(card(cost=1)), Resource(res, False)]
    phase_starts(game, Trigger.RESOURCE_START)
    assert game.hand == [res]
    assert len(game.resources) == 1
    phase_starts(game, Trigger.RESOURCE_START, own=False)  # nothing left, and not in the opponent's turn anyway
    assert game.hand == [res]


def test_end_of_turn_abilities_fire_in_the_resources_and_the_trash_and_only_in_their_own_zone():
    game = fresh()
    in_resources = scripted(game, "≪自≫【有効】≪自分ターン≫リソース【誘発】ターン終了時。\n" + DRAW)
    in_trash = scripted(
        game, "≪自≫【有効】トラッシュ【誘発】ターン終了時。\n【効果】あなたのデッキの上から2枚をトラッシュに置く。"
    )
    game.resources = [Resource(in_resources)]
    game.trash = [in_trash]
    game.dynamis_face_up = [in_resources, in_trash]  # face up in the Dynamis their abilities are not valid
    game.end_turn()
    assert len(game.hand) == 1
    assert len(game.trash) == 3
    assert game.trash[0] is in_trash


# -- a Z/X of yours enters or attacks ------------------------------------------------------------------------------
def test_this_card_or_a_z_x_of_yours_entering_is_read_with_its_filter():
    (ability,) = read_card(
        "X", "≪自≫【有効】スクエア【誘発】このカードかあなたの[ドラゴン]が登場する。\n" + DRAW
    ).abilities
    assert (ability.trigger, ability.trigger_filter.race, ability.self_too) == (Trigger.ZX_ENTERS, "ドラゴン", True)
    (named,) = read_card("X", "≪自≫【有効】スクエア【誘発】あなたの「竜王」が登場する。\n" + DRAW).abilities
    assert (named.trigger, named.trigger_filter.name_is, named.self_too) == (Trigger.ZX_ENTERS, "竜王", False)
    (attack,) = read_card("X", "≪自≫【有効】スクエア【誘発】あなたの[ドラゴン]が攻撃する。\n" + DRAW).abilities
    assert (attack.trigger, attack.trigger_filter.race) == (Trigger.ANY_ATTACK, "ドラゴン")


def test_a_z_x_of_yours_entering_sets_off_the_abilities_its_filter_matches_and_this_card_once():
    game = fresh()
    watcher = scripted(game, "≪自≫【有効】スクエア【誘発】このカードかあなたの[ドラゴン]が登場する。\n" + DRAW)
    assert game.enter(watcher, "hand", (0, 0))
    assert len(game.hand) == 1  # this card entering: once
    assert game.enter(dataclasses.replace(dragon(cost=2), power=2000), "hand", (0, 2))
    assert len(game.hand) == 2  # a dragon of yours
    assert game.enter(dataclasses.replace(card(cost=2), power=2000), "hand", (1, 1))
    assert len(game.hand) == 2  # not a dragon


def test_a_named_z_x_entering_sets_off_the_ability_and_another_name_does_not():
    game = fresh()
    watcher = scripted(game, "≪自≫【有効】スクエア【誘発】あなたの「竜王」が登場する。\n" + DRAW)
    assert game.enter(watcher, "hand", (0, 0))
    assert game.enter(dataclasses.replace(card("竜王の影", cost=2), power=2000), "hand", (0, 2))
    assert game.hand == []
    assert game.enter(dataclasses.replace(card("竜王", cost=2), power=2000), "hand", (1, 1))
    assert len(game.hand) == 1


def test_an_attack_by_a_z_x_of_yours_sets_off_the_ability_only_when_the_filter_matches():
    game = fresh()
    watcher = scripted(game, "≪自≫【有効】スクエア【誘発】あなたの[ドラゴン]が攻撃する。\n" + DRAW)
    on_square(game, watcher, (2, 0))
    on_square(game, dataclasses.replace(card(cost=2), power=2000), (1, 1))
    on_square(game, dataclasses.replace(dragon(cost=2), power=2000), (0, 0))
    game.turn = 2
    assert game.can_attack_player((1, 1))
    assert game.can_attack_player((0, 0))
    assert declare_attack(game, (1, 1), None)
    assert game.hand == []
    assert declare_attack(game, (0, 0), None)
    assert len(game.hand) == 1


# -- IGOB, ignition, the charge ------------------------------------------------------------------------------------
def test_your_player_igobbing_sets_off_the_charge_ability_of_that_player_only():
    game, _top, _bottom = overboost_game()
    text = "≪自≫【有効】チャージ【誘発】あなたの《プレイヤー指定:≪倉敷世羅≫》がIGOBする。\n" + DRAW
    other = "≪自≫【有効】チャージ【誘発】あなたの《プレイヤー指定:≪ほのめ≫》がIGOBする。\n" + DRAW
    mine, theirs = scripted(game, text), scripted(game, other)
    (ability,) = game.scripts[mine.number].abilities
    assert (ability.trigger, ability.zone, ability.conditions[0].name) == (Trigger.IGOB, "charge", "倉敷世羅")
    game.charge = [mine, theirs]
    hand = len(game.hand)
    assert game.igob("轟砲誓装")
    assert len(game.hand) == hand + 1  # the other player's ability does not hold


def test_a_card_trashed_by_ignition_sets_off_its_ability_and_a_card_milled_by_an_effect_does_not():
    game = fresh()
    text = "≪自≫【有効】トラッシュ【誘発】このカードがイグニッションでデッキからトラッシュに置かれる。\n" + DRAW
    first, second = scripted(game, text), scripted(game, text)
    (ability,) = game.scripts[first.number].abilities
    assert (ability.trigger, ability.zone) == (Trigger.IGNITION_TRASHED, "trash")
    game.deck[:0] = [first]
    assert game.ignite_top() is first
    assert game.trash == [first]
    assert len(game.hand) == 1
    game.deck[:0] = [second]
    game.mill(1, "trash")
    assert game.trash[-1] is second
    assert len(game.hand) == 1


def test_the_older_activated_form_valid_in_the_charge_is_played_from_there():
    game = fresh()
    zx = scripted(game, "≪起≫〈《赤1・赤1》チャージにあるこのカードをトラッシュに置く。\n〉カードを2枚引く。")
    game.charge = [zx]
    game.resources = [Resource(card(cost=1))]
    activation = next_activation(game)
    assert activation is not None
    activate(game, *activation)
    assert (game.charge, game.trash, len(game.hand)) == ([], [zx], 2)
    assert not game.resources[0].rebooted


def test_opponent_only_triggers_are_read_and_counted_as_never_firing():
    for event in ("このカードが攻撃される", "相手のゼクスが攻撃する", "あなたのゼクスが攻撃される"):
        (ability,) = read_card("X", f"≪自≫【有効】スクエア【誘発】{event}。\n" + DRAW).abilities
        assert (ability.trigger, line_part(ability)) == (Trigger.OPPONENT_ACTS, "opponent_board_only")


# -- 「AかB」, leaving the squares, the charge ---------------------------------------------------------------------
def test_two_triggers_joined_by_ka_are_read_as_one_ability_set_off_by_either():
    (ability,) = read_card("X", "≪自≫【有効】スクエア【誘発】このカードが登場するか破壊される。\n" + DRAW).abilities
    assert (ability.trigger, ability.also) == (Trigger.ENTER, (Trigger.DESTROYED,))
    (phase,) = read_card(
        "X", "≪自≫【有効】スクエア【誘発】このカードが登場するかメインフェイズ開始時。\n" + DRAW
    ).abilities
    assert (phase.trigger, phase.also) == (Trigger.ENTER, (Trigger.MAIN_START,))
    (reboot,) = read_card("X", "≪自≫【有効】スクエア【誘発】このカードが登場するかリブートする。\n" + DRAW).abilities
    assert (reboot.trigger, reboot.also) == (Trigger.ENTER, (Trigger.REBOOTS,))  # 1003.1 (effects.trigger_ways)
    unknown = read_card("X", "≪自≫【有効】スクエア【誘発】このカードが登場するか除外される。\n" + DRAW)
    assert unknown.abilities == ()
    assert unknown.unread[0].reason == "trigger: このカードが登場するか除外される"


def test_an_ability_set_off_by_entering_or_being_destroyed_resolves_at_each():
    game = fresh()
    zx = scripted(game, "≪自≫【有効】スクエア【誘発】このカードが登場するか破壊される。\n" + DRAW)
    assert game.enter(zx, "hand", (1, 1))
    assert len(game.hand) == 1
    destroy(game, (1, 1), game.squares[(1, 1)])  # 1008
    assert game.charge == [zx]
    assert len(game.hand) == 2


def test_leaving_the_squares_sets_off_the_ability_once_the_move_is_over():
    game = fresh()
    zx = scripted(
        game, "≪自≫【有効】スクエア【誘発】このカードがスクエアから離れる。\n【効果】あなたは≪ブロック≫を1個得る。"
    )
    (ability,) = game.scripts[zx.number].abilities
    assert ability.trigger is Trigger.LEAVES
    unit = on_square(game, zx)
    card_back = game.leave(unit)
    assert card_back is zx
    assert game.counters.get("ブロック", 0) == 0  # not while the card is between zones
    game.put(zx, "hand")
    game.check_rules()  # 702.2: the next pre-processing
    assert game.counters["ブロック"] == 1
    game.check_rules()
    assert game.counters["ブロック"] == 1  # once


def test_a_z_x_replaced_on_its_square_leaves_the_squares():
    game = fresh()
    zx = scripted(game, "≪自≫【有効】スクエア【誘発】このカードがスクエアから離れる。\n" + DRAW)
    on_square(game, zx)
    assert game.enter(dataclasses.replace(card(cost=2), power=2000), "hand", (1, 1))  # 905.1: zx to the trash
    game.check_rules()
    assert game.trash == [zx]
    assert len(game.hand) == 1


def test_charge_cards_have_their_end_of_turn_and_phase_start_abilities():
    game = fresh()
    eot = scripted(game, "≪自≫【有効】チャージ【誘発】ターン終了時。\n" + DRAW)
    main = scripted(
        game,
        "≪自≫【有効】チャージ【誘発】あなたのターンのイグニッションフェイズ開始時。\n【効果】このカードを手札に戻す。",
    )
    (ability,) = game.scripts[main.number].abilities
    assert (ability.trigger, ability.zone, ability.turn) == (Trigger.IGNITION_START, "charge", "own")
    game.charge = [eot, main]
    phase_starts(game, Trigger.IGNITION_START)
    assert game.hand == [main]
    assert game.charge == [eot]
    game.end_turn()
    assert len(game.hand) == 2


def test_an_activated_ability_valid_in_the_remove_zone_puts_the_card_onto_a_square_from_there():
    game = fresh()
    zx = scripted(
        game,
        "≪起≫【有効】≪自分ターン≫リムーブゾーン【コスト】《赤1・赤1》【効果】このカードをリブートでゼクスのないノーマルスクエアに登場させる。",
    )
    (ability,) = game.scripts[zx.number].zone_activated
    assert (ability.zone, ability.cost, [e.kind for e in ability.effects]) == ("removed", 1, [Kind.SELF_TO_SQUARE])
    game.removed = [zx]
    game.resources = [Resource(card(cost=1))]
    activation = next_activation(game)
    assert activation is not None
    activate(game, *activation)
    assert game.removed == []
    assert [u.card for u in game.squares.values()] == [zx]


def test_an_activated_ability_valid_in_two_zones_is_played_from_either():
    game = fresh()
    text = (
        "≪起≫【有効】≪自分ターン≫手札とトラッシュ【コスト】このカードをデッキの1番下に置く。【効果】カードを2枚引く。"
    )
    zx = scripted(game, text)
    (ability,) = game.scripts[zx.number].zone_activated
    assert ability.zone == "hand+trash"
    game.trash = [zx]
    activation = next_activation(game)
    assert activation is not None
    assert activation[0].zone == "trash"
    activate(game, *activation)
    assert (game.trash, game.deck[-1], len(game.hand)) == ([], zx, 2)
    game.charge = [zx]
    game.deck.remove(zx)
    game.used_this_turn.clear()
    assert next_activation(game) is None  # not valid in the charge


def test_this_card_or_a_z_x_of_yours_destroyed_sets_off_the_ability_the_destroyed_one_looking_back():
    game = fresh()
    watcher = scripted(game, "≪自≫【有効】スクエア【誘発】このカードかあなたの[ドラゴン]が破壊される。\n" + DRAW)
    (ability,) = game.scripts[watcher.number].abilities
    assert (ability.trigger, ability.trigger_filter.race, ability.self_too) == (Trigger.ZX_DESTROYED, "ドラゴン", True)
    on_square(game, watcher, (0, 0))
    on_square(game, dataclasses.replace(card(cost=2), power=2000), (1, 1))
    on_square(game, dataclasses.replace(dragon(cost=2), power=2000), (0, 2))
    destroy(game, (1, 1), game.squares[(1, 1)])
    assert game.hand == []  # not a dragon
    destroy(game, (0, 2), game.squares[(0, 2)])
    assert len(game.hand) == 1
    destroy(game, (0, 0), game.squares[(0, 0)])  # this card: off its square, its ability still resolves
    assert len(game.hand) == 2


def test_a_z_x_of_yours_destroying_an_opponents_by_attack_sets_off_the_ability_of_another():
    game = fresh()
    watcher = scripted(
        game, "≪自≫【有効】スクエア【誘発】あなたの[ドラゴン]が攻撃によって相手のゼクスを破壊する。\n" + DRAW
    )
    (ability,) = game.scripts[watcher.number].abilities
    # it fires when a defender is destroyed in battle (goldfish.battle): it acts against a defending opponent only
    assert (ability.trigger, line_part(ability)) == (Trigger.ZX_DESTROYS_BY_ATTACK, "acting_vs_defenders")
    on_square(game, watcher, (2, 0))
    on_square(game, dataclasses.replace(dragon(cost=2), power=5000), (1, 1))
    game.opponent_squares[(0, 1)] = OpposingZX(3000)
    game.turn = 2
    assert declare_attack(game, (1, 1), (0, 1))
    assert (0, 1) not in game.opponent_squares
    assert len(game.hand) == 1


# -- a level over a Range or the ignition icon (1111) ---------------------------------------------------------------
LEVEL = "≪レベル能力(ドラゴン)≫ドラゴンLv2(あなたのデュナミスに表向きの[ドラゴン]が2枚以上あると有効。)\n"


def test_a_range_under_a_level_holds_only_while_the_level_does():
    game = fresh()
    zx = scripted(game, LEVEL + "≪常≫レンジ2")
    assert game.range_of(zx) == 1
    game.dynamis_face_up = [dragon(), card()]
    assert game.range_of(zx) == 1  # one face-up dragon: Lv2 does not hold
    game.dynamis_face_up = [dragon(), dragon()]
    assert game.range_of(zx) == 2


def test_the_ignition_icon_under_a_level_plays_the_card_from_life_only_while_the_level_holds():
    game = fresh()
    zx = scripted(game, LEVEL + "≪常≫【有効】ライフ【効果】このカードは≪イグニッション≫を得る。")
    game.rng.randrange = lambda n: n - 1  # the opponent picks the last life card: this one
    game.life = [card(cost=1), card(cost=1), zx]
    game.dynamis_face_up = [dragon()]
    game.take_damage(1)
    assert game.charge == [zx]  # not held: revealed and put into the charge
    assert game.squares == {}
    game.life, game.charge = [card(cost=1), card(cost=1), zx], []
    game.dynamis_face_up = [dragon(), dragon()]
    game.take_damage(1)
    assert [u.card for u in game.squares.values()] == [zx]  # held: played from life (907.2e)
    assert game.charge == []


# -- ability heads: either of two players, a misprinted mark ---------------------------------------------------------
def test_an_ability_for_either_of_two_players_holds_for_each_of_them_and_no_other():
    game = fresh()
    zx = scripted(
        game,
        "≪自≫【P】《プレイヤー指定:≪七尾≫》か《プレイヤー指定:≪ニーナ≫》【有効】スクエア【誘発】このカードが登場する。\n"
        + DRAW,
    )
    (ability,) = game.scripts[zx.number].abilities
    (either,) = ability.conditions
    assert [(c.kind, c.name) for c in either.either] == [("player_is", "七尾"), ("player_is", "ニーナ")]
    for player, drawn in (("ニーナ", 1), ("七尾", 1), ("ユイ", 0)):
        game.player_area, game.squares, game.hand = [card(player, CardType.PLAYER)], {}, []
        assert game.enter(zx, "hand", (1, 1))
        assert len(game.hand) == drawn, player


def test_the_misprinted_turn_mark_reads_as_the_mark():
    script = read_card(
        "X",
        "≪起≫【有効】【ターン2≫スクエア【コスト】あなたの手札にある[ブレイバー]を1枚トラッシュに置く。\n【効果】1枚引く。",
    )
    assert script.unread == ()
    (ability,) = script.activated
    assert (ability.zone, [action_of(e) for e in ability.payment], [e.kind for e in ability.effects]) == (
        "square", [("hand", "trash")], [Kind.DRAW],
    )  # fmt: skip


def test_a_keyword_written_with_its_reminder_text_is_read_as_that_text():
    text = (
        "≪自≫昇華「エレメンツ」(【有効】スクエア【誘発】このカードが登場する。\n【効果】あなたのリソースにあるカード名に"
        "「エレメンツ」を含むカードを1枚選び、デュナミスに表向きで置いてよい。\n置いたならば、あなたのデッキの1番上を"
        "リソースにスリープで置く。)"
    )
    game = fresh()
    zx = scripted(game, text)
    (ability,) = game.scripts[zx.number].abilities
    assert ability.trigger is Trigger.ENTER
    element, other = card("エレメンツの種", cost=1), card(cost=1)
    game.resources = [Resource(other), Resource(element)]
    top = game.deck[0]
    assert game.enter(zx, "hand", (1, 1))
    assert game.dynamis_face_up == [element]
    assert [(r.card, r.rebooted) for r in game.resources] == [(other, True), (top, False)]
    # without its reminder: what 1123.2 says it means, the same reading (test_effect_triggers_older.py)
    (bare,) = read_card("X", "≪自≫昇華「エレメンツ」").abilities
    assert (bare.trigger, bare.effects) == (ability.trigger, ability.effects)
    assert read_card("X", "≪自≫昇華").unread  # no name: not the keyword's form


# -- the ignition icon gained 「すべて」: in the deck's ignition too (hand check 17, B33-051) -------------------------
def test_an_ignition_icon_gained_everywhere_plays_the_card_from_the_top_of_the_deck_and_one_gained_in_life_does_not():
    for zone, played in (("すべて", True), ("ライフ", False)):
        game = fresh()
        zx = scripted(game, f"≪常≫【有効】{zone}【効果】このカードは≪イグニッション≫を得る。")
        assert zx.ignition is False  # no printed icon
        game.deck = [zx, *game.deck]
        game.squares.clear()
        assert game.ignite_top() is zx
        assert ([u.card for u in game.squares.values()] == [zx]) is played, zone
        assert (game.trash == [zx]) is not played, zone


def test_an_ignition_icon_gained_everywhere_under_a_level_plays_from_the_deck_only_while_the_level_holds():
    for faces, played in ((1, False), (2, True)):
        game = fresh()
        zx = scripted(game, LEVEL + "≪常≫【有効】すべて【効果】このカードは≪イグニッション≫を得る。")
        game.dynamis_face_up = [dragon() for _ in range(faces)]
        game.deck = [zx, *game.deck]
        game.squares.clear()
        game.ignite_top()
        assert ([u.card for u in game.squares.values()] == [zx]) is played, faces
