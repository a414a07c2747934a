"""Triggers on a Z/X of yours read beyond the plain table (effects.trigger_ways), pinned by value: 「このカード以外の」,
a Z/X with the Evolseed icon (207.4), a Z/X played (806) or put onto a square by an ability, a shift onto this card or
a Z/X of yours (1016.1), an activated ability of a named card played (807; its trigger resolves after it, 808), and a
card drawn by an ability (1005, once a card) — each fired at its moment and not otherwise."""

import dataclasses
import json

from tests.rules.builders import card
from tests.rules.golden_triggers import GOLDEN, TEXTS, readings
from tests.rules.test_effect_triggers import on_square, scripted
from tests.rules.test_effect_values import dragon, event, fresh
from tests.rules.test_goldfish_shift_shares import shifted_game
from zxdecks.rules.board import OPPONENT_PLAYER_SQUARE
from zxdecks.rules.cards import CardType, Icon
from zxdecks.rules.effects import read_card, read_pool
from zxdecks.rules.effects.coverage import line_part
from zxdecks.rules.effects.language import Trigger
from zxdecks.rules.effects.run import At, activate, apply, fire_opponent_entered, next_activation
from zxdecks.rules.goldfish.battle import declare_attack
from zxdecks.rules.goldfish.opponent import OpposingZX

DRAW = "【効果】カードを1枚引く。"
SQUARE = "≪自≫【有効】スクエア【誘発】"


def zx(name=None, cost=2, icons=frozenset(), races=()):
    found = dataclasses.replace(card(name, cost=cost), power=cost * 1000, icons=icons)
    return dataclasses.replace(found, races=races) if races else found


def read_one(text):
    script = read_card("X", text)
    assert script.unread == (), script.unread
    (ability,) = script.abilities
    return ability


def test_the_golden_trigger_readings_are_what_the_reader_reads_now():
    """A change to the trigger reading shows here as a diff: regenerate with `python -m tests.rules.golden_triggers`
    and review it."""
    golden = json.loads(GOLDEN.read_text(encoding="utf-8"))
    assert [(g["zone"], g["head"], g["text"]) for g in golden] == TEXTS
    assert golden == readings()


# -- reading -------------------------------------------------------------------------------------------------------
def test_the_evolseed_icon_other_than_this_card_and_the_way_it_entered_are_read_with_the_trigger():
    icon = read_one("≪自≫あなたの≪エヴォルシード≫を持つゼクスが登場した時、カードを1枚引く。")
    assert (icon.trigger, icon.trigger_filter.icon, icon.not_self, icon.trigger_way) == (
        Trigger.ZX_ENTERS, Icon.EVOLSEED, False, "",
    )  # fmt: skip
    older = read_one("≪自≫あなたのエヴォルシードアイコンを持つゼクスが登場した時、カードを1枚引く。")
    assert older.trigger_filter == icon.trigger_filter
    others = read_one(SQUARE + "このカード以外のあなたの[ドラゴン]が登場する。\n" + DRAW)
    assert (others.trigger, others.trigger_filter.race, others.not_self) == (Trigger.ZX_ENTERS, "ドラゴン", True)
    attack = read_one(SQUARE + "このカード以外のあなたのゼクスが攻撃する。\n" + DRAW)
    assert (attack.trigger, attack.not_self) == (Trigger.ANY_ATTACK, True)
    played = read_one(SQUARE + "あなたのコスト6以上のゼクスがプレイされて登場する。\n" + DRAW)
    assert (played.trigger, played.trigger_filter.min_cost, played.trigger_way) == (Trigger.ZX_ENTERS, 6, "played")
    by_ability = read_one(
        "≪自≫【有効】チャージ【誘発】あなたのカード名に「竜」を含むゼクスがカードの能力で登場する。\n" + DRAW
    )
    assert (by_ability.zone, by_ability.trigger_filter.name_contains, by_ability.trigger_way) == (
        "charge", "竜", "ability",
    )  # fmt: skip
    both = read_one(SQUARE + "このカードかあなたの[ドラゴン]がプレイされて登場する。\n" + DRAW)
    assert (both.self_too, both.trigger_way) == (True, "played")
    assert line_part(played) == "acting"


def test_what_the_goldfish_could_never_fire_stays_unread():
    for text in (
        # (「このカード以外のあなたのゼクスが登場する」 in the trash is read since session 17: the card there is never
        # the one entering, test_effect_trigger_causes)
        "≪自≫【有効】トラッシュ【誘発】このカードかあなたの[ドラゴン]がプレイされて登場する。\n" + DRAW,
        "≪自≫【有効】スクエア【誘発】あなたのゼクスがプレイされて攻撃する。\n" + DRAW,
        "≪自≫【有効】≪相手ターン≫スクエア【誘発】このカード以外のあなたのゼクスが登場する。\n" + DRAW,
        # (「あなたが「竜王」の≪起≫能力をプレイする」 on squares is read since session 18: test_effect_trigger_families)
        "≪自≫【有効】トラッシュ【誘発】あなたが「竜王」の≪起≫能力をプレイする。\n" + DRAW,
        "≪自≫【有効】≪相手ターン≫スクエア【誘発】あなたがカードの能力で引く。\n" + DRAW,
    ):
        script = read_card("X", text)
        assert script.abilities == ()
        assert script.unread[0].reason.startswith("trigger: ")


def test_shifting_playing_an_activated_ability_and_drawing_by_an_ability_are_read_in_their_zones():
    this = read_one(SQUARE + "このカードがシフトする。\n" + DRAW)
    assert (this.trigger, this.zone) == (Trigger.SHIFTED, "square")
    yours = read_one("≪自≫【有効】トラッシュ【誘発】あなたのゼクスがシフトする。\n" + DRAW)
    assert (yours.trigger, yours.zone) == (Trigger.ZX_SHIFTED, "trash")
    named = read_one("≪自≫【有効】デュナミス【誘発】あなたが「 ●極星契騎プリズム」の≪起≫能力をプレイする。\n" + DRAW)
    assert (named.trigger, named.zone) == (Trigger.ACTIVATED_PLAYED, "dynamis")
    assert named.trigger_filter.matches(card("“極星契騎”プリズム"))  # the quote marks the text lost
    assert not named.trigger_filter.matches(card("“極星契騎”プリズム改"))
    drawn = read_one(SQUARE + "あなたがカードの能力で引く。\n【効果】ターン終了時まで、このカードのパワーを+2000する。")
    assert (drawn.trigger, line_part(drawn)) == (Trigger.DRAWN_BY_ABILITY, "acting")


# -- a Z/X of yours entering or attacking ----------------------------------------------------------------------------
def test_a_z_x_with_the_evolseed_icon_entering_sets_off_the_ability_and_one_without_does_not():
    game = fresh()
    watcher = scripted(game, "≪自≫あなたの≪エヴォルシード≫を持つゼクスが登場した時、カードを1枚引く。", zx(cost=3))
    on_square(game, watcher, (2, 0))
    assert game.enter(zx(), "hand", (0, 0))
    assert game.hand == []  # no icon
    assert game.enter(zx(icons=frozenset({Icon.EVOLSEED})), "hand", (0, 2))
    assert len(game.hand) == 1
    assert game.enter(zx(icons=frozenset({Icon.IGNITION})), "hand", (1, 1))
    assert len(game.hand) == 1  # another icon


def test_another_z_x_of_yours_entering_sets_off_the_ability_and_this_card_entering_does_not():
    game = fresh()
    watcher = scripted(game, SQUARE + "このカード以外のあなたの[ドラゴン]が登場する。\n" + DRAW, dragon(cost=3))
    assert game.enter(watcher, "hand", (0, 0))
    assert game.hand == []  # this card, a dragon itself
    assert game.enter(zx(), "hand", (0, 2))
    assert game.hand == []  # not a dragon
    assert game.enter(dataclasses.replace(dragon(), power=2000), "hand", (1, 1))
    assert len(game.hand) == 1


def test_another_z_x_of_yours_attacking_sets_off_the_ability_and_this_card_attacking_does_not():
    game = fresh()
    watcher = scripted(game, SQUARE + "このカード以外のあなたのゼクスが攻撃する。\n" + DRAW)
    on_square(game, watcher, (1, 1))
    on_square(game, zx(), (0, 0))
    game.turn = 2
    assert declare_attack(game, (1, 1), None)
    assert game.hand == []
    assert declare_attack(game, (0, 0), None)
    assert len(game.hand) == 1


def test_a_z_x_played_sets_off_the_played_ability_and_one_put_there_by_an_ability_the_other():
    game = fresh()
    played = scripted(game, SQUARE + "あなたのコスト3以上のゼクスがプレイされて登場する。\n" + DRAW)
    put = scripted(
        game,
        SQUARE + "あなたのゼクスがカードの能力で登場する。\n【効果】ターン終了時まで、このカードのパワーを+1000する。",
    )
    on_square(game, played, (2, 0))
    unit = on_square(game, put, (2, 2))
    assert game.enter(zx(cost=3), "ability", (0, 0))
    assert (game.hand, unit.power) == ([], 4000)  # put there by an ability: not played (806)
    assert game.enter(zx(cost=3), "ignition", (0, 2))
    assert (len(game.hand), unit.power) == (1, 4000)  # played by ignition (505.3a)
    assert game.enter(zx(cost=2), "hand", (1, 1))
    assert (len(game.hand), unit.power) == (1, 4000)  # played, but of cost 2


def test_this_card_or_a_z_x_of_yours_played_fires_for_this_card_only_when_it_was_played():
    game = fresh()
    watcher = scripted(game, SQUARE + "このカードかあなたの[ドラゴン]がプレイされて登場する。\n" + DRAW, dragon(cost=3))
    assert game.enter(watcher, "ability", (0, 0))
    assert game.hand == []
    assert game.enter(dataclasses.replace(dragon(), power=2000), "hand", (1, 1))
    assert len(game.hand) == 1
    other = fresh()
    again = scripted(other, SQUARE + "このカードかあなたの[ドラゴン]がプレイされて登場する。\n" + DRAW, dragon(cost=3))
    assert other.enter(again, "hand", (0, 0))
    assert len(other.hand) == 1


def test_a_trash_ability_set_off_by_a_z_x_played_fires_for_the_card_there_and_not_for_one_put_by_an_ability():
    game = fresh()
    watcher = scripted(game, "≪自≫【有効】トラッシュ【誘発】あなたの[ドラゴン]がプレイされて登場する。\n" + DRAW)
    game.trash = [watcher]
    assert game.enter(dataclasses.replace(dragon(), power=2000), "ability", (0, 0))
    assert game.hand == []
    assert game.enter(dataclasses.replace(dragon(), power=2000), "hand", (1, 1))
    assert len(game.hand) == 1
    assert game.trash == [watcher]


# -- a shift (1016.1) ----------------------------------------------------------------------------------------------
def test_a_shift_onto_this_card_and_onto_a_z_x_of_yours_sets_off_the_abilities_of_the_host_and_the_trash():
    game, host, shift = shifted_game()
    watcher = card(cost=2)
    scripts = read_pool(
        [
            (
                host.number,
                SQUARE + "このカードがシフトする。\n【効果】ターン終了時まで、このカードのパワーを+5000する。",
                "",
            ),
            (watcher.number, "≪自≫【有効】トラッシュ【誘発】あなたのゼクスがシフトする。\n" + DRAW, ""),
        ]
    )
    game.scripts = {**game.scripts, **scripts}
    game.trash = [watcher]
    hand = len(game.hand)
    assert game.squares[(2, 0)].power == 5000  # nothing yet
    assert game.play_from_dynamis(game.dynamis.index(shift))
    assert game.squares[(2, 0)].power == 10000
    assert len(game.hand) == hand + 1


def test_a_z_x_entering_is_not_a_shift():
    game = fresh()
    watcher = scripted(game, "≪自≫【有効】トラッシュ【誘発】あなたのゼクスがシフトする。\n" + DRAW)
    game.trash = [watcher]
    assert game.enter(zx(), "hand", (0, 0))
    assert game.hand == []


# -- an activated ability played (807, 808) --------------------------------------------------------------------------
def test_playing_the_named_cards_activated_ability_sets_off_the_dynamis_card_after_it_resolves():
    game = fresh()
    named = dataclasses.replace(card("竜王", cost=3), power=3000)
    other = dataclasses.replace(card("竜王の影", cost=3), power=3000)
    raise_power = "≪起≫【有効】スクエア【コスト】《無0・無0》【効果】カードを1枚引く。"
    listener = card(type_=CardType.EVENT)
    game.scripts = read_pool(
        [
            (named.number, raise_power, ""),
            (other.number, raise_power, ""),
            (
                listener.number,
                "≪自≫【有効】デュナミス【誘発】あなたが「竜王」の≪起≫能力をプレイする。\n【効果】カードを2枚引く。",
                "",
            ),
        ]
    )
    game.dynamis = [listener]
    on_square(game, other, (0, 0))
    activation = next_activation(game)
    assert activation is not None
    activate(game, *activation)
    assert len(game.hand) == 1  # another name: its own draw only
    game.squares.clear()
    on_square(game, named, (0, 2))
    activation = next_activation(game)
    assert activation is not None
    activate(game, *activation)
    assert len(game.hand) == 1 + 1 + 2  # its draw, then the Dynamis card's two (face down there)
    game.dynamis, game.dynamis_face_up = [], [listener]
    game.used_this_turn.clear()
    activate(game, *next_activation(game))
    assert len(game.hand) == 4 + 1 + 2  # face up too


# -- a card drawn by an ability (1005) --------------------------------------------------------------------------------
def test_each_card_drawn_by_an_ability_sets_off_the_ability_once_and_the_draw_phase_does_not():
    game = fresh()
    watcher = scripted(
        game, SQUARE + "あなたがカードの能力で引く。\n【効果】ターン終了時まで、このカードのパワーを+2000する。"
    )
    unit = on_square(game, watcher, (2, 0))
    scripts = dict(game.scripts)
    game.turn = 2
    game.draw(1)  # the draw phase's draw (503.3): not by an ability
    assert unit.power == 3000
    assert event(game, "カードを2枚引く。", scripts)
    assert unit.power == 7000  # 1005: two cards, one at a time
    assert len(game.hand) == 3


# -- damage to the opponent (1002.3, 815.3) ---------------------------------------------------------------------------
def test_this_card_dealing_battle_damage_to_the_opponent_sets_off_its_ability_and_a_battle_with_a_z_x_does_not():
    game = fresh()
    watcher = scripted(game, SQUARE + "このカードが相手にダメージを与える。\n" + DRAW)
    (ability,) = game.scripts[watcher.number].abilities
    assert (ability.trigger, line_part(ability)) == (Trigger.DAMAGES_OPPONENT, "acting")
    on_square(game, watcher, (1, 1))
    game.opponent_squares[(0, 1)] = OpposingZX(2000)
    game.turn = 2
    life = game.opponent_life
    assert declare_attack(game, (1, 1), (0, 1))  # 604.3a: damage to a Z/X, not to the player
    assert (game.hand, game.opponent_life) == ([], life)
    game.squares[(1, 1)].rebooted = True
    assert declare_attack(game, (1, 1), None)  # 604.3c: 1 damage to the player
    assert (len(game.hand), game.opponent_life) == (1, life - 1)


def test_this_card_dealing_damage_to_the_opponent_by_its_ability_sets_off_its_ability_too():
    game = fresh()
    watcher = scripted(
        game,
        "≪自≫【有効】スクエア【誘発】このカードが登場する。\n【効果】相手に1ダメージを与える。\n"
        + SQUARE
        + "このカードが相手にダメージを与える。\n"
        + DRAW,
    )
    life = game.opponent_life
    assert game.enter(watcher, "hand", (0, 0))
    assert (len(game.hand), game.opponent_life) == (1, life - 1)  # 815.3: the ability's source dealt it


def test_a_z_x_of_yours_the_filter_matches_dealing_damage_to_the_opponent_sets_off_a_charge_card():
    game = fresh()
    watcher = scripted(game, "≪自≫【有効】チャージ【誘発】あなたの[ドラゴン]が相手にダメージを与える。\n" + DRAW)
    game.charge = [watcher]
    on_square(game, zx(), (1, 1))
    on_square(game, dataclasses.replace(dragon(), power=2000), (0, 0))
    game.turn = 2
    life = game.opponent_life
    assert declare_attack(game, (1, 1), None)
    assert (game.hand, game.opponent_life) == ([], life - 1)  # not a dragon
    assert declare_attack(game, (0, 0), None)
    assert (len(game.hand), game.opponent_life) == (1, life - 2)
    assert game.charge == [watcher]


def test_an_own_turn_damage_ability_fires_for_damage_in_your_turn_and_not_in_the_opponents():
    text = (
        "≪自≫【有効】スクエア【誘発】このカードが登場する。\n【効果】相手に1ダメージを与える。\n"
        "≪自≫【有効】≪自分ターン≫スクエア【誘発】このカードが相手にダメージを与える。\n" + DRAW
    )
    mine, theirs = fresh(), fresh()
    theirs.opponents_turn = True  # 803.1f: the mark keeps it to your turns
    for game in (mine, theirs):
        life = game.opponent_life
        assert game.enter(scripted(game, text), "ability", (0, 0))
        assert game.opponent_life == life - 1
    assert (len(mine.hand), len(theirs.hand)) == (1, 0)


# -- the zone a Z/X entered from (OnSquare.entered_from) ---------------------------------------------------------------
def test_entering_from_a_zone_is_read_as_the_enter_trigger_with_that_zone():
    trash = read_one(SQUARE + "このカードがトラッシュから登場する。\n" + DRAW)
    assert (trash.trigger, trash.trigger_way) == (Trigger.ENTER, "from:trash")
    not_life = read_one(SQUARE + "このカードがライフ以外から登場する。\n" + DRAW)
    assert (not_life.trigger, not_life.trigger_way) == (Trigger.ENTER, "not_from:life")
    older = read_one("≪自≫このカードがリソースから登場した時、カードを1枚引く。")
    assert (older.trigger, older.trigger_way) == (Trigger.ENTER, "from:resource")
    yours = read_one(SQUARE + "このカード以外のあなたのゼクスがチャージから登場する。\n" + DRAW)
    assert (yours.trigger, yours.not_self, yours.trigger_way) == (Trigger.ZX_ENTERS, True, "from:charge")


def test_this_card_put_onto_a_square_from_the_trash_by_an_event_sets_off_its_ability_and_from_the_hand_does_not():
    game = fresh()
    watcher = scripted(game, SQUARE + "このカードがトラッシュから登場する。\n" + DRAW, zx(cost=3))
    scripts = dict(game.scripts)
    game.trash = [watcher]
    assert event(
        game, "あなたのトラッシュにあるゼクスを1枚選び、リブートでゼクスのないノーマルスクエアに登場させる。", scripts
    )
    unit = next(u for u in game.squares.values() if u.card is watcher)
    assert (unit.entered_from, len(game.hand), game.trash) == ("trash", 1, [])
    other = fresh()
    again = scripted(other, SQUARE + "このカードがトラッシュから登場する。\n" + DRAW, zx(cost=3))
    assert other.enter(again, "hand", (0, 0))
    assert other.hand == []


def test_from_life_and_from_anywhere_but_life_fire_by_the_zone_the_card_came_from():
    game = fresh()
    from_life = scripted(game, SQUARE + "このカードがライフから登場する。\n" + DRAW, zx(cost=3))
    not_life = scripted(
        game,
        SQUARE + "このカードがライフ以外から登場する。\n【効果】ターン終了時まで、このカードのパワーを+1000する。",
        zx(cost=4),
    )
    assert game.enter(from_life, "life", (0, 0))  # 907.2e: played from life
    assert len(game.hand) == 1
    assert game.enter(not_life, "life", (0, 2))
    assert game.squares[(0, 2)].power == 4000
    game.squares.clear()
    assert game.enter(from_life, "hand", (0, 0))
    assert len(game.hand) == 1
    assert game.enter(not_life, "hand", (0, 2))
    assert game.squares[(0, 2)].power == 5000


def test_another_z_x_of_yours_from_the_charge_sets_off_the_ability_and_one_from_the_deck_by_ignition_does_not():
    game = fresh()
    watcher = scripted(game, SQUARE + "このカード以外のあなたのゼクスがチャージから登場する。\n" + DRAW)
    on_square(game, watcher, (2, 0))
    scripts = dict(game.scripts)
    game.charge = [zx(cost=2)]
    assert game.enter(zx(cost=2), "ignition", (0, 0))
    assert game.squares[(0, 0)].entered_from == "deck"
    assert game.hand == []
    assert event(
        game, "あなたのチャージにあるゼクスを1枚選び、リブートでゼクスのないノーマルスクエアに登場させる。", scripts
    )
    assert (len(game.hand), game.charge) == (1, [])


# -- rebooting (1003.1, 502.1) -----------------------------------------------------------------------------------------
def test_rebooting_is_read_for_this_card_and_for_a_z_x_of_yours_on_a_square():
    this = read_one(SQUARE + "このカードがリブートする。\n" + DRAW)
    assert (this.trigger, this.zone) == (Trigger.REBOOTS, "square")
    others = read_one(SQUARE + "このカード以外のスクエアにあるあなたの[ドラゴン]がリブートする。\n" + DRAW)
    assert (others.trigger, others.trigger_filter.race, others.not_self) == (Trigger.ZX_REBOOTS, "ドラゴン", True)
    assert (
        read_card("X", "≪自≫【有効】トラッシュ【誘発】スクエアにあるあなたのゼクスがリブートする。\n" + DRAW).abilities
        == ()
    )


def test_the_reboot_phase_sets_off_the_ability_of_a_slept_z_x_and_not_of_one_rebooted_already():
    game = fresh()
    watcher = scripted(
        game,
        SQUARE
        + "スクエアにあるあなたの[ドラゴン]がリブートする。\n【効果】ターン終了時まで、このカードのパワーを+1000する。",
    )
    unit = on_square(game, watcher, (2, 0))
    slept = on_square(game, dataclasses.replace(dragon(), power=2000), (0, 0))
    on_square(game, dataclasses.replace(dragon(), power=2000), (0, 2))  # rebooted already
    slept.rebooted = False
    game.start_turn()  # 502.1
    assert (slept.rebooted, unit.power) == (True, 4000)  # once: only the slept dragon rebooted
    game.start_turn()
    assert unit.power == 4000  # nothing was slept


def test_an_effect_rebooting_this_card_sets_off_its_ability_only_when_it_was_slept():
    game = fresh()
    watcher = scripted(
        game,
        SQUARE
        + "このカードがリブートする。\n"
        + DRAW
        + "\n≪起≫【有効】スクエア【コスト】≪スリープ≫【効果】このカードをリブートする。",
    )
    unit = on_square(game, watcher, (2, 0))
    (_, activated) = sorted(game.scripts[watcher.number].abilities, key=lambda a: a.trigger is None)
    activate(game, (2, 0), activated)  # slept as the payment (807.1a), rebooted by the effect
    assert (unit.rebooted, len(game.hand)) == (True, 1)
    unit.rebooted = True
    game.used_this_turn.clear()
    apply(game, activated.effects[0], At(unit))  # rebooted already: it does not reboot (1003.1)
    assert len(game.hand) == 1


# -- destroying the opponent's Z/X by attacking (1203.2) ---------------------------------------------------------------
def test_destroying_the_z_x_on_the_opponents_player_square_sets_off_the_ability_and_on_a_normal_square_does_not():
    game = fresh()
    watcher = scripted(
        game, SQUARE + "このカードが攻撃によって相手のプレイヤースクエアにあるゼクスを破壊する。\n" + DRAW
    )
    (ability,) = game.scripts[watcher.number].abilities
    assert (ability.trigger, line_part(ability)) == (Trigger.DESTROYS_PLAYER_SQUARE_BY_ATTACK, "acting_vs_defenders")
    unit = on_square(game, dataclasses.replace(watcher, power=5000), (1, 0))
    game.opponent_squares[(0, 0)] = OpposingZX(3000)
    game.opponent_squares[OPPONENT_PLAYER_SQUARE] = OpposingZX(3000)  # (0, 1), 303.3
    game.turn = 2
    assert declare_attack(game, (1, 0), (0, 0))
    assert ((0, 0) in game.opponent_squares, game.hand) == (False, [])
    game.squares[(1, 1)] = game.squares.pop((1, 0))  # next to the player square now
    unit.rebooted = True
    assert declare_attack(game, (1, 1), OPPONENT_PLAYER_SQUARE)
    assert (OPPONENT_PLAYER_SQUARE in game.opponent_squares, len(game.hand)) == (False, 1)


def test_a_z_x_of_yours_destroying_one_in_battle_sets_off_a_charge_card_it_matches():
    game = fresh()
    watcher = scripted(
        game, "≪自≫【有効】チャージ【誘発】あなたの[ドラゴン]がバトルで相手のゼクスを破壊する。\n" + DRAW
    )
    game.charge = [watcher]
    plain = on_square(game, dataclasses.replace(card(cost=2), power=5000), (1, 1))
    on_square(game, dataclasses.replace(dragon(), power=5000), (1, 0))
    game.opponent_squares[(0, 1)] = OpposingZX(3000)
    game.opponent_squares[(0, 0)] = OpposingZX(3000)
    game.turn = 2
    assert declare_attack(game, (1, 1), (0, 1))
    assert (game.hand, plain.rebooted) == ([], False)  # not a dragon
    assert declare_attack(game, (1, 0), (0, 0))
    assert (len(game.hand), game.charge, game.opponent_squares) == (1, [watcher], {})


def test_each_card_drawn_any_way_sets_off_the_any_draw_ability_the_draw_phase_too():
    game = fresh()
    watcher = scripted(
        game, SQUARE + "あなたがカードを引く。\n【効果】ターン終了時まで、このカードのパワーを+1000する。"
    )
    unit = on_square(game, watcher, (2, 0))
    scripts = dict(game.scripts)
    game.start_turn()  # 503.3: the draw phase's two cards, one at a time (1005)
    assert (len(game.hand), unit.power) == (2, 5000)
    assert event(game, "カードを1枚引く。", scripts)
    assert (len(game.hand), unit.power) == (3, 6000)


# -- the opponent's Z/X of a cost entering (its turn, goldfish.defence) -----------------------------------------------
def test_an_opponents_z_x_of_the_cost_entering_sets_off_the_ability_and_a_cheaper_one_does_not():
    game = fresh()
    watcher = scripted(game, SQUARE + "相手のコスト5以上のゼクスが登場する。\n" + DRAW)
    (ability,) = game.scripts[watcher.number].abilities
    assert (ability.trigger, ability.trigger_filter.min_cost, line_part(ability)) == (
        Trigger.OPPONENT_ZX_ENTERS, 5, "acting_vs_defenders",
    )  # fmt: skip
    on_square(game, watcher, (2, 0))
    game.opponent_squares[(0, 0)] = OpposingZX(4500)  # cost 3 (board.typical_cost)
    fire_opponent_entered(game, (0, 0))
    assert game.hand == []
    game.opponent_squares[(0, 2)] = OpposingZX(3000, cost=6)
    fire_opponent_entered(game, (0, 2))
    assert len(game.hand) == 1
    assert read_card("X", SQUARE + "相手の[ドラゴン]のゼクスが登場する。\n" + DRAW).abilities == ()  # no name is known


# -- destroying the opponent's Z/X in battle or by an ability (1203.2, 1204.3) ----------------------------------------
def test_this_card_destroying_an_opponents_z_x_in_battle_or_by_its_ability_sets_off_its_ability():
    game = fresh()
    text = (
        "≪自≫【有効】スクエア【誘発】このカードが登場する。\n【効果】ノーマルスクエアにある相手のゼクスを1枚選び、破壊する。\n"
        + SQUARE
        + "このカードが相手のゼクスを破壊する。\n"
        + DRAW
    )
    watcher = scripted(game, text, dataclasses.replace(card(cost=3), power=5000))
    game.opponent_squares[(0, 0)] = OpposingZX(3000)
    assert game.enter(watcher, "hand", (1, 0))  # 1204.3: destroyed by its ability
    assert (game.opponent_squares, len(game.hand)) == ({}, 1)
    game.opponent_squares[(0, 0)] = OpposingZX(9000)
    game.turn = 2
    assert declare_attack(game, (1, 0), (0, 0))  # it survives the battle
    assert len(game.hand) == 1
    game.squares[(1, 0)].rebooted = True
    game.opponent_squares[(0, 0)] = OpposingZX(3000)
    assert declare_attack(game, (1, 0), (0, 0))  # 1203.2: destroyed in battle
    assert (game.opponent_squares, len(game.hand)) == ({}, 2)


def test_another_cards_ability_destroying_an_opponents_z_x_does_not_set_off_this_cards():
    game = fresh()
    watcher = scripted(game, SQUARE + "このカードが相手のゼクスを破壊する。\n" + DRAW)
    on_square(game, watcher, (2, 0))
    game.opponent_squares[(0, 0)] = OpposingZX(3000)
    assert event(game, "ノーマルスクエアにある相手のゼクスを1枚選び、破壊する。", dict(game.scripts))
    assert (game.opponent_squares, game.hand) == ({}, [])


def test_a_named_z_x_destroying_one_of_this_cards_cost_or_more_sets_off_the_trash_card_and_a_cheaper_one_does_not():
    game = fresh()
    text = "≪自≫【有効】≪自分ターン≫トラッシュ【誘発】あなたのカード名に「黒剣」を含むゼクスが、このカードのコスト以上のコストの相手のゼクスを破壊する。\n"
    watcher = scripted(game, text + DRAW, card(cost=4))
    (ability,) = game.scripts[watcher.number].abilities
    assert (ability.trigger, ability.zone, ability.trigger_way) == (Trigger.ZX_DESTROYS_OPPONENT, "trash", "costlier")
    game.trash = [watcher]
    sword = on_square(game, dataclasses.replace(card("黒剣の騎士", cost=5), power=9000), (1, 0))
    game.opponent_squares[(0, 0)] = OpposingZX(4500)  # cost 3
    game.turn = 2
    assert declare_attack(game, (1, 0), (0, 0))
    assert game.hand == []
    sword.rebooted = True
    game.opponent_squares[(0, 0)] = OpposingZX(6000)  # cost 4
    assert declare_attack(game, (1, 0), (0, 0))
    assert (len(game.hand), game.trash) == (1, [watcher])


# -- a card back from the trash into the hand (valid in the hand, 803.1d) ----------------------------------------------
def test_a_card_returned_from_the_trash_to_the_hand_sets_off_its_hand_ability_and_one_from_the_charge_does_not():
    game = fresh()
    text = "≪自≫【有効】≪自分ターン≫手札【誘発】このカードがトラッシュから手札に戻る。\n" + DRAW
    watcher = scripted(game, text)
    (ability,) = game.scripts[watcher.number].abilities
    assert (ability.trigger, ability.zone, ability.turn) == (Trigger.TRASH_TO_HAND, "hand", "own")
    scripts = dict(game.scripts)
    game.charge = [watcher]
    assert event(game, "あなたのチャージにあるカードを1枚選び、手札に戻す。", scripts)
    assert game.hand == [watcher]
    game.hand, game.trash = [], [watcher]
    assert event(game, "あなたのトラッシュにあるカードを1枚選び、手札に戻す。", scripts)
    assert (game.hand[0], len(game.hand), game.trash) == (watcher, 2, [])
    game.hand, game.trash = [], [watcher]
    game.opponents_turn = True  # 803.1f: its ≪自分ターン≫ mark
    assert event(game, "あなたのトラッシュにあるカードを1枚選び、手札に戻す。", scripts)
    assert game.hand == [watcher]


def test_the_hand_ability_moves_this_card_from_the_hand_it_returned_to():
    game = fresh()
    text = (
        "≪自≫【有効】手札【誘発】このカードがトラッシュから手札に戻る。\n"
        "【効果】このカードをデッキの1番下に置く。置いたならば、カードを1枚引く。"
    )
    watcher = scripted(game, text)
    scripts = dict(game.scripts)
    game.trash = [watcher]
    top = game.deck[0]
    assert event(game, "あなたのトラッシュにあるカードを1枚選び、手札に戻す。", scripts)
    assert (game.hand, game.deck[-1], game.trash) == ([top], watcher, [])


# -- a card becoming force (312) ---------------------------------------------------------------------------------------
def test_a_card_put_under_a_z_x_as_force_sets_off_its_force_ability_when_the_z_x_matches():
    game = fresh()
    plain = scripted(game, "≪自≫【有効】フォース【誘発】このカードがフォースになる。\n" + DRAW, card(cost=1))
    named = scripted(
        game,
        "≪自≫【有効】フォース【誘発】このカードがカード名に「竜王」を含むゼクスのフォースになる。\n" + DRAW,
        card(cost=1),
    )
    (ability,) = game.scripts[named.number].abilities
    assert (ability.trigger, ability.zone, ability.trigger_filter.name_contains) == (
        Trigger.BECOMES_FORCE, "force", "竜王",
    )  # fmt: skip
    body = "≪自≫【有効】スクエア【誘発】このカードが登場する。\n【効果】あなたのトラッシュにあるカードを2枚フォースとしてこのカードの下に表向きで置く。"
    other = scripted(game, body, dataclasses.replace(card("竜の影", cost=3), power=3000))
    game.trash = [plain, named]
    assert game.enter(other, "hand", (0, 0))
    assert (len(game.squares[(0, 0)].force), len(game.hand)) == (2, 1)  # the named one: not under a 竜王
    lord = scripted(game, body, dataclasses.replace(card("竜王ゼクス", cost=3), power=3000))
    game.trash, game.hand = [plain, named], []
    assert game.enter(lord, "hand", (0, 2))
    assert (len(game.squares[(0, 2)].force), len(game.hand)) == (2, 2)


# -- sleeping (1003.2) -----------------------------------------------------------------------------------------------
def test_this_card_slept_by_attacking_or_by_paying_sets_off_its_ability():
    game = fresh()
    text = (
        SQUARE
        + "このカードがスリープする。\n"
        + DRAW
        + "\n≪起≫【有効】スクエア【コスト】≪スリープ≫【効果】1点回復する。"
    )
    watcher = scripted(game, text)
    (_, activated) = sorted(game.scripts[watcher.number].abilities, key=lambda a: a.trigger is None)
    unit = on_square(game, watcher, (1, 1))
    game.turn = 2
    assert declare_attack(game, (1, 1), None)  # 602.1d
    assert (unit.rebooted, len(game.hand)) == (False, 1)
    unit.rebooted = True
    activate(game, (1, 1), activated)  # 807.1a
    assert (unit.rebooted, len(game.hand)) == (False, 2)
    other = fresh()
    still = on_square(other, scripted(other, SQUARE + "このカードがスリープする。\n" + DRAW), (1, 1))
    assert other.enter(zx(), "hand", (0, 0))  # nothing sleeps it
    assert (still.rebooted, other.hand) == (True, [])


def test_an_opponents_z_x_destroyed_by_your_abilitys_damage_sets_off_the_ability_and_destroyed_otherwise_does_not():
    game = fresh()
    watcher = scripted(game, SQUARE + "相手のゼクスがあなたのカードの能力によるダメージで破壊される。\n" + DRAW)
    on_square(game, watcher, (2, 0))
    scripts = dict(game.scripts)
    game.opponent_squares[(0, 0)] = OpposingZX(3000)
    assert event(game, "ノーマルスクエアにある相手のゼクスを1枚選び、破壊する。", scripts)
    assert (game.opponent_squares, game.hand) == ({}, [])  # destroyed, not by damage
    game.opponent_squares[(0, 0)] = OpposingZX(5000)
    assert event(game, "ノーマルスクエアにある相手のゼクスを1枚選び、3000ダメージを与える。", scripts)
    assert (len(game.opponent_squares), game.hand) == (1, [])  # damaged, not destroyed
    assert event(game, "ノーマルスクエアにある相手のゼクスを1枚選び、3000ダメージを与える。", scripts)
    assert (game.opponent_squares, len(game.hand)) == ({}, 1)


def test_entering_by_any_ability_but_the_named_cards_sets_off_the_ability_and_by_that_cards_does_not():
    game = fresh()
    first = dataclasses.replace(card("衛星1号", cost=2), power=2000)
    second = dataclasses.replace(card("衛星2号", cost=2), power=2000)

    def text(other):
        return (
            SQUARE + f"このカードが「{other}」の能力以外で登場する。\n"
            f"【効果】あなたの手札にある「{other}」を1枚まで選び、リブートでゼクスのないノーマルスクエアに登場させる。"
        )

    game.scripts = read_pool([(first.number, text("衛星2号"), ""), (second.number, text("衛星1号"), "")])
    spare = dataclasses.replace(first)
    game.hand = [second, spare]
    assert game.enter(first, "hand", (0, 0))  # its ability puts the second one onto a square
    assert [u.card.name for u in game.squares.values()] == ["衛星1号", "衛星2号"]
    assert game.hand == [spare]  # the second one entered by the first one's ability: its own did not fire
