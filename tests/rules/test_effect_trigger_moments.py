"""Triggers at a moment of the battle or the turn, pinned by value (session 16, cov2b): 「このカードが攻撃したバトル
終了時」 in the battle end step (605.2), and 「ターン終了時」 at the end of the opponent's turn too (507.3: ≪相手ターン≫,
「相手のターンのターン終了時」, and an unmarked one in every turn) — each fired at its moment and not otherwise."""

import dataclasses

from tests.rules.builders import card
from tests.rules.test_effect_trigger_ways import read_one, zx
from tests.rules.test_effect_triggers import on_square, scripted
from tests.rules.test_effect_values import event, fresh
from tests.rules.test_goldfish_dynamis_conditions import extra, game_with
from zxdecks.rules.cards import CardType, Color
from zxdecks.rules.effects import read_card
from zxdecks.rules.effects.coverage import line_part
from zxdecks.rules.effects.language import CardFilter, Trigger
from zxdecks.rules.effects.run import fire
from zxdecks.rules.effects.run.squares import destroy
from zxdecks.rules.goldfish import OnSquare, Resource
from zxdecks.rules.goldfish.battle import declare_attack
from zxdecks.rules.goldfish.opponent import Defender, Opponent, OpposingZX
from zxdecks.rules.goldfish.phases import resource_phase

DRAW = "【効果】カードを1枚引く。"
SQUARE = "≪自≫【有効】スクエア【誘発】"
BATTLE_END = SQUARE + "このカードが攻撃したバトル終了時。\n"


# -- reading -------------------------------------------------------------------------------------------------------
def test_the_end_of_a_battle_this_card_attacked_in_is_read_on_the_squares_and_acts_on_an_empty_board():
    ability = read_one(BATTLE_END + DRAW)
    assert (ability.trigger, ability.zone, ability.turn) == (Trigger.BATTLE_END, "square", "")
    assert line_part(ability) == "acting"


def test_the_end_of_the_opponents_turn_is_read_in_the_zones_and_counts_against_defenders_only():
    cases = {
        "≪自≫【有効】≪相手ターン≫トラッシュ【誘発】ターン終了時。": ("trash", "opponent"),
        "≪自≫【有効】≪相手ターン≫デュナミス【誘発】ターン終了時。": ("dynamis", "opponent"),
        "≪自≫【有効】スクエア【誘発】相手のターンのターン終了時。": ("square", "opponent"),
        "≪自≫【有効】スクエア【誘発】あなたのターンのターン終了時。": ("square", "own"),
    }
    for head, want in cases.items():
        ability = read_one(head + "\n" + DRAW)
        assert (ability.trigger, ability.zone, ability.turn) == (Trigger.END_OF_TURN, *want), head
        assert line_part(ability) == ("acting_vs_defenders" if want[1] == "opponent" else "acting"), head


# -- 605.2: the battle end step ------------------------------------------------------------------------------------
def test_the_battle_end_ability_resolves_once_after_the_attacks_damage_and_not_for_another_z_x_battle():
    game = fresh()
    game.log_enabled = True
    attacker = scripted(game, BATTLE_END + DRAW, zx(cost=3))
    on_square(game, attacker, (1, 1))
    on_square(game, zx(), (0, 0))
    game.turn = 2
    assert declare_attack(game, (0, 0), None)  # another Z/X's battle: nothing
    assert game.hand == []
    assert declare_attack(game, (1, 1), None)
    assert len(game.hand) == 1
    assert len(game.deck) == 19
    rules = [entry.rule for entry in game.log]
    assert rules.count("604.3c") == 2
    steps = [entry.step for entry in game.log]
    assert steps.index("ability") > rules.index("604.3c", rules.index("604.3c") + 1)  # after the second damage
    assert game.battle is None


def test_the_battle_end_ability_follows_a_battle_against_an_opponents_z_x_too():
    game = fresh()
    attacker = scripted(game, BATTLE_END + DRAW, zx(cost=3))
    on_square(game, attacker, (1, 1))
    game.opponent = Opponent(damage=(0,))
    game.opponent_squares[(0, 1)] = OpposingZX(9000)
    game.turn = 2
    assert declare_attack(game, (1, 1), (0, 1))
    assert (0, 1) in game.opponent_squares  # 3000 damage: not destroyed
    assert len(game.hand) == 1


def test_an_attacker_that_left_the_squares_in_its_battle_sets_off_no_battle_end_ability():
    game = fresh()
    text = SQUARE + "このカードが攻撃する。\n【効果】このカードを手札に戻す。\n" + BATTLE_END + DRAW
    attacker = scripted(game, text, zx(cost=3))
    on_square(game, attacker, (1, 1))
    game.turn = 2
    assert declare_attack(game, (1, 1), None)
    assert game.hand == [attacker]  # returned by its attack trigger; no card drawn at the battle's end
    assert len(game.deck) == 20


# -- 507.3: the end of the opponent's turn -------------------------------------------------------------------------
def _opponent_turn(game):
    game.opponent = Opponent(damage=(0, 0))
    game.life = [card(cost=1) for _ in range(4)]
    game.opponent_turn()


def test_an_opponents_turn_end_ability_in_the_trash_fires_at_its_end_and_not_at_yours():
    game = fresh()
    mill = "【効果】あなたのデッキの上から2枚をトラッシュに置く。"
    in_trash = scripted(game, "≪自≫【有効】≪相手ターン≫トラッシュ【誘発】ターン終了時。\n" + mill)
    game.trash = [in_trash]
    game.end_turn()
    assert game.trash == [in_trash]
    _opponent_turn(game)
    assert len(game.trash) == 3
    assert game.trash[0] is in_trash


def test_an_opponents_turn_end_ability_in_the_face_up_dynamis_fires_at_its_end_and_not_at_yours():
    game = fresh()
    gate = scripted(game, "≪自≫【有効】≪相手ターン≫デュナミス【誘発】ターン終了時。\n" + DRAW)
    game.dynamis_face_up = [gate]
    game.end_turn()
    assert game.hand == []
    _opponent_turn(game)
    assert len(game.hand) == 1


def test_an_unmarked_turn_end_ability_fires_at_both_ends_and_your_turns_one_at_yours_only():
    game = fresh()
    every = scripted(game, SQUARE + "ターン終了時。\n" + DRAW)
    yours = scripted(
        game, SQUARE + "あなたのターンのターン終了時。\n【効果】あなたのデッキの上から1枚をトラッシュに置く。"
    )
    theirs = scripted(
        game, SQUARE + "相手のターンのターン終了時。\n【効果】あなたのデッキの上から1枚をチャージに置く。"
    )
    on_square(game, every, (0, 0))
    on_square(game, yours, (0, 2))
    on_square(game, theirs, (1, 1))
    game.resources = [Resource(card(cost=1))]
    game.end_turn()
    assert (len(game.hand), len(game.trash), len(game.charge)) == (1, 1, 0)
    _opponent_turn(game)
    assert (len(game.hand), len(game.trash), len(game.charge)) == (2, 1, 1)


# -- 806.1a: this card or an opponent's Z/X entering -----------------------------------------------------------------
def test_this_card_or_an_opponents_z_x_entering_is_read_as_its_own_entry_with_the_defenders_entry_as_well():
    ability = read_one(SQUARE + "このカードか相手のゼクスが登場する。\n" + DRAW)
    assert (ability.trigger, ability.also, ability.turn) == (Trigger.ENTER, (Trigger.OPPONENT_ZX_ENTERS,), "")
    assert line_part(ability) == "acting"
    normal = read_one(SQUARE + "このカードか相手のゼクスがノーマルスクエアに登場する。\n" + DRAW)
    assert normal.also == (Trigger.OPPONENT_ZX_ENTERS_NORMAL,)
    for head in ("≪自≫【有効】≪自分ターン≫スクエア【誘発】", "≪自≫【有効】≪相手ターン≫スクエア【誘発】"):
        # the one turn given to both: one of the two could never fire (the opponent's Z/X enter in its turn)
        assert read_card("X", head + "このカードか相手のゼクスが登場する。\n" + DRAW).unread, head


def test_this_card_entering_and_each_defender_entering_set_off_the_ability_and_a_defender_on_its_player_square_not_the_normal_one():
    game = fresh()
    either = scripted(game, SQUARE + "このカードか相手のゼクスが登場する。\n" + DRAW, zx(cost=3))
    normal = scripted(
        game,
        SQUARE + "このカードか相手のゼクスがノーマルスクエアに登場する。\n"
        "【効果】あなたのデッキの上から1枚をトラッシュに置く。",
        zx(cost=4),
    )
    game.enter(either, "hand", (2, 0))
    assert (len(game.hand), len(game.trash)) == (1, 0)
    game.enter(normal, "hand", (2, 2))
    assert (len(game.hand), len(game.trash)) == (1, 1)
    game.life = [card(cost=1) for _ in range(4)]
    game.opponent = Opponent(defenders=(Defender((0, 1), 5000),))  # its player square: not a normal one
    game.opponent_turn()
    assert (len(game.hand), len(game.trash)) == (2, 1)
    game.opponent = Opponent(defenders=(Defender((1, 0), 5000),))
    game.opponent_turn()
    assert (len(game.hand), len(game.trash)) == (3, 2)


# -- 504: put into the resources in the resource phase, or by a card's ability --------------------------------------
RESOURCE = "≪自≫【有効】リソース【誘発】"
TO_RESOURCES = "【効果】あなたの手札を1枚選び、リソースにスリープで置く。"


def test_the_ways_a_card_is_put_into_the_resources_are_read_with_the_trigger():
    cases = {
        "このカードがリソースフェイズにリソースに置かれる": ("phase", "", ""),
        "このカードがカードの能力でリソースに置かれる": ("ability", "", ""),
        "このカードがあなたの[ホウライ]の能力でリソースに置かれる": ("ability", "ホウライ", ""),
        "あなたのターンの間にこのカードがリソースに置かれる": ("", "", "own"),
    }
    for words, (way, race, turn) in cases.items():
        ability = read_one(RESOURCE + words + "。\n" + DRAW)
        assert (ability.trigger, ability.zone, ability.trigger_way) == (Trigger.RESOURCE_PLACED, "resource", way)
        assert (ability.trigger_filter.race, ability.turn) == (race, turn), words
        assert line_part(ability) == "acting"
    # valid in the resources only; not in the opponent's turn (the goldfish places no resource there)
    for text in (
        "≪自≫【有効】トラッシュ【誘発】このカードがリソースフェイズにリソースに置かれる。\n" + DRAW,
        "≪自≫【有効】≪相手ターン≫リソース【誘発】このカードがカードの能力でリソースに置かれる。\n" + DRAW,
    ):
        assert read_card("X", text).unread, text


def _placer(game, text, races=()):
    """A Z/X on a square whose entry puts a hand card into the resources (by its ability, run.resolve)."""
    unit = on_square(game, scripted(game, SQUARE + "このカードが登場する。\n" + TO_RESOURCES, zx(races=races)))
    return lambda: fire(game, Trigger.ENTER, unit)


def test_the_resource_phase_ability_fires_for_the_card_placed_in_the_phase_and_not_for_one_an_ability_puts_later():
    game = fresh()
    placed = scripted(game, RESOURCE + "このカードがリソースフェイズにリソースに置かれる。\n" + DRAW, zx())
    game.hand = [placed]
    resource_phase(game, False)  # 504.3
    assert [r.card for r in game.resources if r.card is placed] == [placed]
    assert len(game.hand) == 1
    assert game.hand[0] is not placed
    game.resources = [r for r in game.resources if r.card is not placed]
    game.hand = [placed]
    _placer(game, "")()  # the main phase: by an ability, not in the resource phase
    assert game.hand == []
    assert placed in [r.card for r in game.resources]


def test_a_card_put_into_the_resources_by_an_ability_in_the_resource_phase_is_put_there_in_the_phase():
    game = fresh()
    placed = scripted(game, RESOURCE + "このカードがリソースフェイズにリソースに置かれる。\n" + DRAW, zx())
    starter = scripted(
        game, "≪自≫【有効】≪自分ターン≫スクエア【誘発】リソースフェイズ開始時。\n" + TO_RESOURCES, zx(cost=4)
    )
    on_square(game, starter)
    game.hand = [placed]
    before = len(game.resources)
    resource_phase(game, True)  # its start's ability puts it there; then 504.3 places the card it drew
    assert placed in [r.card for r in game.resources]
    assert (len(game.deck), len(game.hand), len(game.resources)) == (19, 0, before + 2)


def test_the_by_an_ability_trigger_fires_for_an_ability_of_a_card_of_its_filter_only_and_not_in_the_resource_phase_step():
    game = fresh()
    placed = scripted(game, RESOURCE + "このカードがあなたの[ホウライ]の能力でリソースに置かれる。\n" + DRAW, zx())
    game.hand = [placed]
    _placer(game, "", races=("ドラゴン",))()  # another race's ability
    assert game.hand == []
    game.resources = [r for r in game.resources if r.card is not placed]
    game.hand = [placed]
    game.squares.clear()
    _placer(game, "", races=("ホウライ",))()
    assert len(game.hand) == 1
    assert game.hand[0] is not placed
    game.resources = [r for r in game.resources if r.card is not placed]
    game.hand = [placed]
    resource_phase(game, False)  # 504.3: put there by the rules, no card's ability
    assert game.hand == []
    assert placed in [r.card for r in game.resources]


def test_the_your_turn_placement_fires_in_your_turn_and_not_when_an_ability_places_it_in_the_opponents():
    game = fresh()
    placed = scripted(game, RESOURCE + "あなたのターンの間にこのカードがリソースに置かれる。\n" + DRAW, zx())
    game.hand = [placed]
    _placer(game, "")()
    assert len(game.hand) == 1
    assert game.hand[0] is not placed
    game.resources = [r for r in game.resources if r.card is not placed]
    game.hand = [placed]
    game.opponents_turn = True
    _placer(game, "")()
    game.opponents_turn = False
    assert game.hand == []
    assert placed in [r.card for r in game.resources]


# -- the older printing (effects.old_auto) -------------------------------------------------------------------------
def test_the_older_printing_of_a_card_drawn_is_read_as_the_newer_and_fires_once_a_card():
    ability = read_one("≪自≫あなたがカードを引いた時、ターン終了時まで、このカードのパワーを+2000する。")
    assert (ability.trigger, ability.zone, line_part(ability)) == (Trigger.DRAWS, "square", "acting")
    game = fresh()
    unit = on_square(
        game,
        scripted(game, "≪自≫あなたがカードを引いた時、ターン終了時まで、このカードのパワーを+2000する。", zx(cost=3)),
    )
    event(game, "カードを2枚引く。", game.scripts)  # 1005: one card at a time
    assert len(game.hand) == 2
    assert game.power_of(unit) == 3000 + 4000
    game.end_turn()
    assert game.power_of(unit) == 3000


def test_the_older_printing_of_the_opponents_turn_end_fires_at_its_end_only():
    old = "≪自≫相手のターンのターン終了時、このカードをトラッシュに置く。"
    ability = read_one(old)
    assert (ability.trigger, ability.turn, line_part(ability)) == (
        Trigger.END_OF_TURN,
        "opponent",
        "acting_vs_defenders",
    )
    game = fresh()
    leaving = scripted(game, old, zx(cost=3))
    on_square(game, leaving)
    game.end_turn()
    assert [u.card for u in game.squares.values()] == [leaving]
    _opponent_turn(game)
    assert game.squares == {}
    assert leaving in game.trash


# -- 506: entering in a main phase ----------------------------------------------------------------------------------
IN_MAIN = SQUARE + "このカードがメインフェイズに登場する。\n【効果】あなたのデッキの上から1枚をトラッシュに置く。"


def test_entering_in_a_main_phase_is_read_as_this_cards_entry_with_the_phase():
    ability = read_one(IN_MAIN)
    assert (ability.trigger, ability.trigger_way, ability.turn) == (Trigger.ENTER, "main", "")
    assert line_part(ability) == "acting"


def test_this_card_entering_in_the_main_phase_sets_off_the_ability_and_entering_outside_it_does_not():
    game = fresh()
    first, second = scripted(game, IN_MAIN, zx(cost=2)), scripted(game, IN_MAIN, zx(cost=2))
    game.enter(first, "ignition", (2, 0))  # the ignition phase (505.3a): not the main phase
    assert game.trash == []
    game.main_phase = True
    game.enter(second, "hand", (2, 2))
    assert len(game.trash) == 1


def test_the_turn_marks_its_main_phase_and_not_its_resource_phase_or_its_end():
    game = fresh()
    seen = []
    game.watch = lambda g, what, card: seen.append((what, g.main_phase))
    game.hand = [card(cost=9), card(cost=1)]  # the resource phase places one, the main phase plays the cheap one
    game.resources = [Resource(card(cost=1)) for _ in range(3)]
    game.play_turn(battle=False)
    assert ("resource", False) in seen
    assert ("play", True) in seen
    assert game.main_phase is False  # over at the end phase (507)


# -- 806: an event played ------------------------------------------------------------------------------------------
MILL_EVENT = "≪イベント≫あなたのデッキの上から1枚をトラッシュに置く。"


def test_an_event_of_a_filter_played_is_read_on_the_squares_and_a_filter_that_may_name_a_z_x_stays_unread():
    ability = read_one(SQUARE + "あなたが青のイベントをプレイする。\n" + DRAW)
    assert (ability.trigger, ability.trigger_filter.types, ability.trigger_filter.color) == (
        Trigger.EVENT_PLAYED, frozenset({CardType.EVENT}), Color.BLUE,
    )  # fmt: skip
    assert line_part(ability) == "acting"
    old = read_one("≪自≫あなたが青のイベントをプレイした時、カードを1枚引く。")
    assert (old.trigger, old.trigger_filter) == (ability.trigger, ability.trigger_filter)
    for words in ("あなたがカードをプレイする", "あなたがゼクスをプレイする"):
        assert read_card("X", SQUARE + words + "。\n" + DRAW).unread, words
    named = read_one(SQUARE + "あなたが「竜」をプレイする。\n" + DRAW)  # an event or a Z/X of the name (session 19)
    assert (named.trigger, named.also, named.trigger_way) == (Trigger.EVENT_PLAYED, (Trigger.ZX_ENTERS,), "played")
    assert read_card("X", "≪自≫【有効】トラッシュ【誘発】あなたがイベントをプレイする。\n" + DRAW).unread
    assert read_card("X", "≪自≫【有効】≪相手ターン≫スクエア【誘発】あなたがイベントをプレイする。\n" + DRAW).unread


def test_an_event_of_the_filter_sets_the_ability_off_after_it_resolved_and_another_colours_does_not():
    game = fresh()
    watcher = scripted(game, SQUARE + "あなたが青のイベントをプレイする。\n" + DRAW, zx(cost=3))
    on_square(game, watcher)
    blue = card(type_=CardType.EVENT, cost=0, colors=frozenset({Color.BLUE}))
    red = card(type_=CardType.EVENT, cost=0)
    for ev in (blue, red):
        game.scripts = {**game.scripts, ev.number: read_card(ev.number, MILL_EVENT)}
    game.hand = [red]
    assert game.play_from_hand(0)
    assert (game.hand, len(game.trash)) == ([], 2)  # the event and the card it milled; no draw
    game.hand = [blue]
    assert game.play_from_hand(0)
    assert len(game.hand) == 1
    assert blue in game.trash
    assert len(game.trash) == 4


# -- 1008: destroyed by a card's ability ---------------------------------------------------------------------------
BY_ABILITY = SQUARE + "このカードがあなたのカードの能力で破壊される。\n" + DRAW


def test_destroyed_by_a_cards_ability_is_read_as_destroyed_while_an_ability_resolves():
    ability = read_one(BY_ABILITY)
    assert (ability.trigger, ability.trigger_way, line_part(ability)) == (Trigger.DESTROYED, "by_ability", "acting")
    assert read_one(SQUARE + "このカードがカードの能力で破壊される。\n" + DRAW).trigger_way == "by_ability"


def test_destroyed_by_an_ability_sets_the_ability_off_and_destroyed_as_a_payment_does_not():
    game = fresh()
    victim = scripted(game, BY_ABILITY, zx(cost=3))
    destroyer = scripted(
        game,
        SQUARE + "このカードが登場する。\n【効果】このカード以外のスクエアにあるあなたのゼクスを1枚選び、破壊する。",
        zx(cost=4),
    )
    on_square(game, victim, (2, 0))
    fire(game, Trigger.ENTER, on_square(game, destroyer, (2, 2)))  # its ability destroys the victim
    assert list(game.squares) == [(2, 2)]
    assert victim in game.charge  # 1008
    assert len(game.hand) == 1
    game = fresh()
    victim = scripted(game, BY_ABILITY, zx(cost=3))
    unit = on_square(game, victim, (2, 0))
    destroy(game, (2, 0), unit)  # not while an ability resolves (a payment, 1020.3, the rules)
    assert game.squares == {}
    assert game.hand == []


# -- 1020.2: destroyed for a descent condition ---------------------------------------------------------------------
FOR_DRAGONS = SQUARE + "このカードが[ドラゴン]の降臨条件のために破壊される。\n" + DRAW


def test_destroyed_for_the_descent_of_a_card_of_a_filter_is_read_as_destroyed_for_that_payment():
    ability = read_one(FOR_DRAGONS)
    assert (ability.trigger, ability.trigger_way, ability.trigger_filter.race) == (
        Trigger.DESTROYED, "descent", "ドラゴン",
    )  # fmt: skip
    assert line_part(ability) == "acting"
    assert read_one(SQUARE + "このカードが降臨条件のために破壊される。\n" + DRAW).trigger_filter == CardFilter()


def _descent(races):
    ex = dataclasses.replace(extra(cost=7, power=12000), races=races)
    game = game_with(ex, "降臨条件:赤のゼクス2枚", resources=7)
    a = scripted(game, FOR_DRAGONS, dataclasses.replace(card(cost=3), power=5000))
    b = dataclasses.replace(card(cost=4), power=6000)
    game.squares = {(0, 1): OnSquare(a, True, 5000), (1, 1): OnSquare(b, True, 6000)}
    hand = len(game.hand)
    assert game.play_from_dynamis(0)
    assert a in game.charge
    return len(game.hand) - hand


def test_destroyed_for_a_dragons_descent_sets_the_ability_off_and_for_another_races_or_by_the_rules_not():
    assert _descent(("ドラゴン",)) == 1
    assert _descent(("エンジェル",)) == 0
    game = fresh()
    unit = on_square(game, scripted(game, FOR_DRAGONS, zx(cost=3)), (2, 0))
    destroy(game, (2, 0), unit)  # no descent being paid
    assert game.hand == []
