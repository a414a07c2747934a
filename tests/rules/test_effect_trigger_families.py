"""Issue 28, session 18 `trig3`: an activated ability that forbids itself for the rest of the turn (「ターン終了時まで、
あなたは(《同名》の)この能力をプレイできない」, asked before it is paid: run.activation), and the trigger families read
in this round (effects.triggers, effects.trigger_ways), each fired at its event and not at a near miss, values asserted."""

import dataclasses

import pytest

from tests.rules.builders import card, play_all, scripted_card
from tests.rules.test_effect_values import event
from tests.rules.test_effect_values_references import board, zx
from zxdecks.rules.board import OnSquare
from zxdecks.rules.cards import CardType
from zxdecks.rules.effects import read_card
from zxdecks.rules.effects.coverage import line_part
from zxdecks.rules.effects.language import Trigger
from zxdecks.rules.effects.run import resolve
from zxdecks.rules.effects.run.table import Source
from zxdecks.rules.goldfish import Resource
from zxdecks.rules.goldfish.battle import declare_attack

# -- 「ターン終了時まで、あなたは(《同名》の)この能力をプレイできない」 in an activated ability ------------------------------
SAME_NAME = "≪起≫【有効】スクエア【コスト】《無0・無0》【効果】カードを1枚引き、ターン終了時まで、あなたは《同名》のこの能力をプレイできない。"
THIS_CARD = "≪起≫【有効】スクエア【コスト】《無0・無0》【効果】カードを1枚引き、ターン終了時まで、あなたはこの能力をプレイできない。"
FREE = "≪起≫【有効】スクエア【コスト】《無0・無0》【効果】カードを1枚引く。"


@pytest.mark.parametrize(("text", "played"), [(SAME_NAME, 1), (THIS_CARD, 2), (FREE, 2)])
def test_an_activated_ability_that_forbids_itself_is_played_once_a_turn_for_its_name_or_its_card(text, played):
    """Two copies of a card on squares: 「《同名》のこの能力」 lets one of them draw this turn, 「この能力」 each of them
    once (the goldfish plays an activated ability once a turn per card anyway), like the same ability without the
    forbid; the next turn the first may be played again."""
    game = board({}, {})
    _, script = scripted_card(game, text, at=(0, 0), copies=((2, 0),), name="起動役")
    (ability,) = script.activated
    assert line_part(ability) == "acting"
    assert play_all(game) == played
    assert len(game.hand) == played
    game.end_turn()
    game.start_turn()
    drawn = len(game.hand)
    assert play_all(game) == played
    assert len(game.hand) == drawn + played


HAND_SELF = (
    "≪起≫【有効】≪自分ターン≫手札【コスト】《無0・無0》【効果】このカードをリブートでゼクスのないノーマルスクエアに登場させ、"
    "ターン終了時まで、あなたは《同名》のこの能力をプレイできない。"
)


def test_a_hand_ability_that_forbids_itself_puts_one_copy_of_the_name_onto_a_square_this_turn():
    """Two copies in the hand (different printings of the name): one enters, the other stays in the hand."""
    game = board({}, {})
    one, _ = scripted_card(game, HAND_SELF, name="手札役", cost=3, power=5000)
    other, _ = scripted_card(game, HAND_SELF, one=dataclasses.replace(one, number="OTHER-1"))
    game.hand = [one, other]
    assert play_all(game) == 1
    assert len(game.squares) == 1
    assert len(game.hand) == 1


def test_the_forbid_in_an_event_stays_unread():
    script = read_card("X", "≪イベント≫カードを1枚引き、ターン終了時まで、あなたは《同名》のこの能力をプレイできない。")
    assert script.abilities == ()
    assert "not an auto ability" in script.unread[0].reason


# -- 「相手の(コストN以上の)ゼクスが破壊される」, 「相手のゼクスが(あなたの)<filter>の能力で破壊される」 (1008) ------------
CENTRE = (1, 1)
DAMAGE = "ノーマルスクエアにある相手のゼクスを1枚選び、5000ダメージを与える。"
THEIRS_DESTROYED = "≪自≫【有効】スクエア【誘発】相手のゼクスが破壊される。\n【効果】カードを1枚引く。"


def _watching(text, theirs, cost=None):
    game = board({}, theirs)
    one, script = scripted_card(game, text, at=(0, 0), name="見張り")
    if cost is not None:
        game.opponent_squares[CENTRE].cost = cost
    return game, {one.number: script}


@pytest.mark.parametrize(("power", "drawn"), [(5000, 1), (9000, 0)])
def test_an_opponents_z_x_destroyed_by_an_ability_sets_it_off_and_one_only_damaged_does_not(power, drawn):
    game, scripts = _watching(THEIRS_DESTROYED, {CENTRE: power})
    event(game, DAMAGE, scripts)
    assert len(game.hand) == drawn
    assert (CENTRE in game.opponent_squares) is (drawn == 0)


@pytest.mark.parametrize(("defender", "drawn"), [(3000, 1), (9000, 0)])
def test_an_opponents_z_x_destroyed_in_battle_sets_it_off_and_a_battle_it_survives_does_not(defender, drawn):
    game, scripts = _watching(THEIRS_DESTROYED, {CENTRE: defender})
    game.squares[(1, 0)] = OnSquare(zx(5000), True, 5000)
    game.scripts = scripts
    assert declare_attack(game, (1, 0), CENTRE)
    assert len(game.hand) == drawn


@pytest.mark.parametrize(("cost", "drawn"), [(6, 1), (5, 0)])
def test_the_cost_of_the_destroyed_z_x_must_match(cost, drawn):
    text = THEIRS_DESTROYED.replace("相手のゼクス", "相手のコスト6以上のゼクス")
    game, scripts = _watching(text, {CENTRE: 3000}, cost)
    event(game, DAMAGE, scripts)
    assert CENTRE not in game.opponent_squares
    assert len(game.hand) == drawn


def test_in_your_turn_only_it_is_not_set_off_in_the_opponents_turn():
    """「あなたのターンの間に<trigger>」: as ≪自分ターン≫ (the old printing 「…された時」 reads the same)."""
    text = THEIRS_DESTROYED.replace("【誘発】", "【誘発】あなたのターンの間に")
    for own, drawn in ((True, 1), (False, 0)):
        game, scripts = _watching(text, {CENTRE: 3000})
        game.opponents_turn = not own
        event(game, DAMAGE, scripts)
        assert len(game.hand) == drawn
    (ability,) = read_card("X", text).abilities
    assert (ability.trigger, ability.turn) == (Trigger.OPPONENT_ZX_DESTROYED, "own")
    (old,) = read_card("X", "≪自≫相手のゼクスが破壊された時、カードを1枚引く。").abilities
    assert (old.trigger, old.turn, line_part(old)) == (Trigger.OPPONENT_ZX_DESTROYED, "", "acting_vs_defenders")


BY_NAMED = "≪自≫【有効】トラッシュ【誘発】相手のゼクスがあなたのカード名に「剣」を含むカードの能力で破壊される。\n【効果】カードを1枚引く。"


@pytest.mark.parametrize(("name", "drawn"), [("聖剣の一撃", 1), ("魔法の一撃", 0)])
def test_in_the_trash_it_waits_on_an_ability_of_a_card_of_its_filter(name, drawn):
    """The card in the trash draws when an ability of a card whose name holds 「剣」 destroyed the Z/X, not another's."""
    keeper = card(cost=1, name="墓守")
    game = board({}, {CENTRE: 3000})
    game.trash = [keeper]
    ev = dataclasses.replace(card(type_=CardType.EVENT), name=name)
    script = read_card(ev.number, "≪イベント≫" + DAMAGE)
    game.scripts = {ev.number: script, keeper.number: read_card(keeper.number, BY_NAMED)}
    game.moving.append(ev)
    resolve(game, script.event, None, ev.name, Source("event", ev))
    assert CENTRE not in game.opponent_squares
    assert len(game.hand) == drawn


def test_in_the_trash_a_battle_is_not_an_ability():
    keeper = card(cost=1, name="墓守")
    game = board({(1, 0): zx(5000)}, {CENTRE: 3000})
    game.trash = [keeper]
    game.scripts = {keeper.number: read_card(keeper.number, BY_NAMED.replace("カード名に「剣」を含むカード", "カード"))}
    assert declare_attack(game, (1, 0), CENTRE)
    assert CENTRE not in game.opponent_squares
    assert game.hand == []


@pytest.mark.parametrize(
    "head", ["≪自≫【有効】スクエア【誘発】あなたのターンの間に", "≪自≫【有効】≪自分ターン≫スクエア【誘発】"]
)
@pytest.mark.parametrize(("theirs", "drawn"), [(False, 1), (True, 0)])
def test_entering_in_your_turn_only_draws_in_your_turn_and_not_when_it_enters_in_the_opponents(head, theirs, drawn):
    """803.1f: a Z/X entering in the opponent's turn (from the life, 907.2e) does not set off an ability of your
    turns, whether the text or the mark says so (goldfish.moves asks Ability.turn)."""
    game = board({}, {})
    one, _ = scripted_card(game, head + "このカードが登場する。\n【効果】カードを1枚引く。", name="登場役")
    game.opponents_turn = theirs
    assert game.enter(one, "life", (1, 0))
    assert len(game.hand) == drawn


# -- a player taking damage (907.1), the opponent's life decreasing (1012.1), you recovering (1013.1) ----------------
def _watcher(event_text, draw="カードを1枚引く。"):
    game = board({}, {})
    scripted_card(game, f"≪自≫【有効】スクエア【誘発】{event_text}。\n【効果】{draw}", at=(0, 0), name="見張り")
    game.life = [card(cost=1) for _ in range(6)]
    return game


@pytest.mark.parametrize(
    ("event_text", "yours", "theirs"),
    [
        ("相手がダメージを受ける", 0, 1),  # once a damage, whatever its points
        ("あなたがダメージを受ける", 1, 0),
        ("あなたか相手がダメージを受ける", 1, 1),
        ("相手のライフが減少する", 0, 2),  # once a life card (1012.1)
    ],
)
def test_damage_to_a_player_sets_off_its_side_once_and_the_life_decreases_once_a_point(event_text, yours, theirs):
    game = _watcher(event_text)
    life = game.opponent_life
    game.take_damage(2)
    assert (len(game.life), len(game.hand)) == (4, yours)
    game.damage_opponent(2)
    assert (game.opponent_life, len(game.hand)) == (life - 2, yours + theirs)
    game.damage_opponent(0)  # no damage: nothing set off
    assert len(game.hand) == yours + theirs


def test_damage_cut_to_nothing_is_not_taken():
    """「あなたが次に受けるダメージを-1」 of a 1-point damage: no damage recorded (907.1), nothing set off."""
    game = _watcher("あなたがダメージを受ける")
    game.damage_shield = (game.turn, game.opponents_turn, 1)
    game.take_damage(1)
    assert (len(game.life), game.hand) == (6, [])
    game.take_damage(1)
    assert (len(game.life), len(game.hand)) == (5, 1)


def test_damage_by_this_cards_ability_sets_it_off_and_damage_by_another_card_does_not():
    text = (
        "≪自≫【有効】スクエア【誘発】このカードが登場する。\n【効果】あなたは1ダメージを受ける。\n"
        "≪自≫【有効】スクエア【誘発】あなたがこのカードの能力でダメージを受ける。\n【効果】カードを1枚引く。"
    )
    game = board({}, {})
    one, script = scripted_card(game, text, name="自傷")
    game.life = [card(cost=1) for _ in range(6)]
    assert game.enter(one, "hand", (1, 0))
    assert (len(game.life), len(game.hand)) == (5, 1)
    event(game, "あなたは1ダメージを受ける。", {one.number: script})  # another card's ability: not this card's
    assert (len(game.life), len(game.hand)) == (4, 1)


def test_recovering_sets_off_a_face_up_dynamis_card_once_a_point_and_a_face_down_one_not_at_all():
    """「【有効】≪自分ターン≫≪デュナミス表≫【誘発】あなたが回復する」: valid face up in the Dynamis (as 「デュナミス」)."""
    keeper = card(cost=1, name="癒し手")
    script = read_card(
        keeper.number, "≪自≫【有効】≪自分ターン≫≪デュナミス表≫【誘発】あなたが回復する。\n【効果】カードを1枚引く。"
    )
    assert script.unread == (), script.unread
    (ability,) = script.abilities
    assert (ability.trigger, ability.zone, ability.turn) == (Trigger.RECOVERED, "dynamis", "own")
    for face_up, drawn in ((True, 2), (False, 0)):
        game = board({}, {})
        if face_up:
            game.dynamis_face_up = [keeper]
        else:
            game.dynamis = [keeper]
        life = len(game.life)
        event(game, "2点回復する。", {keeper.number: script})
        assert (len(game.life), len(game.hand)) == (life + 2, drawn)


# -- 「AかB」 for chosen cards of your life and your remove zone (effects.either_moves) ---------------------------------
def test_a_life_card_looked_at_goes_to_the_hand_or_the_charge_and_the_life_decreases_by_one():
    game = board({}, {})
    life = [card(cost=1 + i) for i in range(3)]
    game.life = list(life)
    event(game, "あなたのライフを見て、その中にあるカードを1枚選び、手札に加えるかチャージに置く。")
    assert len(game.life) == 2
    (moved,) = [c for c in life if c not in game.life]
    assert game.hand + game.charge == [moved]


@pytest.mark.parametrize(("life", "moved"), [(2, 2), (1, 0)])
def test_two_life_cards_are_chosen_only_when_the_life_holds_two(life, moved):
    game = board({}, {})
    game.life = [card(cost=1) for _ in range(life)]
    event(game, "あなたのライフを見て、その中にあるカードを2枚選び、手札に加えるか、チャージに置く。")
    assert (len(game.life), len(game.hand) + len(game.charge)) == (life - moved, moved)


def test_a_removed_card_of_the_filter_comes_back_and_another_stays_removed():
    game = board({}, {})
    sword, other = card(cost=2, name="聖剣"), card(cost=2, name="盾")
    game.removed = [other, sword]
    event(game, "あなたのリムーブにあるカード名に「剣」を含むカードを1枚まで選び、手札に戻すかデッキの1番下に置く。")
    assert game.removed == [other]
    assert sword in game.hand or game.deck[-1] is sword


# -- 「あなたの<filter>が攻撃する」 valid outside the squares (goldfish.battle, run.phases.fire_attacked_in_zones) ---------
ATTACK_WATCH = (
    "≪自≫【有効】≪ターン1≫デュナミス【誘発】あなたのカード名に「剣」を含むゼクスが攻撃する。\n【効果】カードを1枚引く。"
)


@pytest.mark.parametrize(("name", "face_up", "drawn"), [("剣士", True, 1), ("槍兵", True, 0), ("剣士", False, 0)])
def test_a_face_up_dynamis_card_draws_once_a_turn_when_a_z_x_of_its_filter_attacks(name, face_up, drawn):
    one = dataclasses.replace(card(cost=2, name=name), power=5000)
    two = dataclasses.replace(card(cost=2, name=name), power=5000)
    game = board({(0, 0): one, (0, 2): two}, {})
    keeper, _ = scripted_card(game, ATTACK_WATCH, one=card(cost=1, name="記録係"))
    if face_up:
        game.dynamis_face_up = [keeper]
    else:
        game.dynamis = [keeper]
    assert declare_attack(game, (0, 0))
    assert declare_attack(game, (0, 2))
    assert len(game.hand) == drawn  # ≪ターン1≫: the second attack draws nothing


# -- 「このカードが(<filter>の)カードの能力でチャージに置かれる」 (valid in the charge, goldfish.moves.put) -----------------
CHARGED = "≪自≫【有効】チャージ【誘発】このカードがカードの能力でチャージに置かれる。\n【効果】1枚まで引く。"


def test_a_card_put_into_the_charge_by_an_ability_draws_and_one_put_there_otherwise_does_not():
    game = board({}, {})
    keeper, script = scripted_card(game, CHARGED, one=card(cost=1, name="充填役"))
    (ability,) = script.abilities
    assert (ability.trigger, ability.zone, ability.trigger_way) == (Trigger.CHARGE_PLACED, "charge", "ability")
    game.hand = [keeper]
    event(game, "あなたの手札を1枚選び、チャージに置く。", {keeper.number: script})
    assert game.charge == [keeper]
    assert len(game.hand) == 1  # the card it drew
    assert game.hand[0] is not keeper
    other = board({}, {})
    other.scripts = {keeper.number: script}
    other.put(keeper, "charge")  # not by an ability (a rule, a payment made before an ability resolves)
    assert (other.charge, other.hand) == ([keeper], [])


# -- 「ターン終了時、あなたのリソースを…選び、リブートする」 delayed (effects.delayed) -------------------------------------
def test_a_resource_is_rebooted_at_the_end_of_the_turn_and_not_before():
    game = board({}, {})
    game.resources = [Resource(card(cost=1), False), Resource(card(cost=1), False)]
    event(game, "1枚まで引き、ターン終了時、あなたのリソースを1枚まで選び、リブートする。")
    assert len(game.hand) == 1  # the draw is now
    assert [r.rebooted for r in game.resources] == [False, False]  # the reboot waits
    game.end_turn()
    assert sorted(r.rebooted for r in game.resources) == [False, True]


# -- 「デッキに戻す。(1枚以上)戻したならば、デッキをシャッフルする」, 「…デッキに戻し、シャッフルしてよい」 ---------------------
@pytest.mark.parametrize("back", [2, 0])
def test_the_shuffle_after_cards_put_into_the_deck_waits_on_one_put_there(back):
    game = board({}, {})
    game.trash = [zx(1000) for _ in range(back)] + [card(type_=CardType.EVENT)]
    order = list(game.deck)
    event(
        game, "あなたのトラッシュにあるゼクスを3枚まで選び、デッキに戻す。1枚以上戻したならば、デッキをシャッフルする。"
    )
    assert (len(game.deck), len(game.trash)) == (len(order) + back, 1)
    if not back:
        assert game.deck == order  # no card put there: no shuffle


@pytest.mark.parametrize(("in_trash", "drawn"), [(3, 1), (2, 0)])
def test_both_or_neither_the_cards_into_the_deck_and_the_shuffle_and_what_waits_on_them(in_trash, drawn):
    game = board({}, {})
    game.trash = [card(cost=1) for _ in range(in_trash)]
    order = list(game.deck)
    event(game, "あなたのトラッシュにあるカードを3枚選びデッキに戻し、シャッフルしてよい。そうしたならば、1枚引く。")
    assert len(game.hand) == drawn
    assert len(game.trash) == (0 if drawn else in_trash)
    if not drawn:
        assert game.deck == order
    (_, shuffle, draw) = read_card(
        "X",
        "≪イベント≫あなたのトラッシュにあるカードを3枚選びデッキに戻し、シャッフルしてよい。そうしたならば、1枚引く。",
    ).event.effects
    assert (shuffle.if_did, draw.if_did) == (True, True)


# -- 「あなたのデッキの1番上を見て、AかBに置く。Aに置いたならば、…」 (Kind.TOP_EITHER, done when put in A) ------------------
@pytest.mark.parametrize(("taken", "drawn"), [(False, 1), (True, 0)])
def test_the_draw_waits_on_the_top_card_going_to_the_trash_and_not_to_the_charge(taken, drawn):
    game = board({}, {})
    top = game.deck[0]
    game.choose = lambda choice, cards, candidates, n: list(candidates[:n]) if taken else []  # the policy's answer
    event(game, "あなたのデッキの1番上を見て、トラッシュに置くかチャージに置く。トラッシュに置いたならば、1枚引く。")
    assert (game.charge if taken else game.trash) == [top]
    assert len(game.hand) == drawn


# -- 「【有効】手札とトラッシュ【誘発】このカードがトラッシュから手札に戻る」: valid in the hand it arrives in --------------
def test_a_card_back_from_the_trash_draws_and_one_drawn_from_the_deck_does_not():
    text = "≪自≫【有効】手札とトラッシュ【誘発】このカードがトラッシュから手札に戻る。\n【効果】カードを1枚引く。"
    game = board({}, {})
    keeper, script = scripted_card(game, text, one=card(cost=1, name="帰還者"))
    (ability,) = script.abilities
    assert (ability.trigger, ability.zone) == (Trigger.TRASH_TO_HAND, "hand")
    game.trash = [keeper]
    event(game, "あなたのトラッシュにあるカードを1枚選び、手札に戻す。", {keeper.number: script})
    assert game.hand[0] is keeper
    assert len(game.hand) == 2  # and the card it drew
    other = board({}, {})
    other.scripts = {keeper.number: script}
    other.deck.insert(0, keeper)
    other.draw(1)
    assert other.hand == [keeper]


# -- 「…になるまで引く。引いたカード1枚につき、…」 (per_count after Kind.DRAW_TO) ----------------------------------------
@pytest.mark.parametrize(("held", "left"), [(4, 0), (5, 1), (6, 2)])
def test_each_card_drawn_up_to_the_hand_size_sends_one_defender_back(held, left):
    game = board({}, {(0, 0): 3000, (0, 2): 3000})
    game.hand = [card(cost=1) for _ in range(held)]
    event(
        game,
        "あなたの手札にあるカードが6枚になるまでカードを引く。"
        "引いたカード1枚につき、ノーマルスクエアにある相手のゼクスを1枚選びデッキに戻し、シャッフルする。",
    )
    assert len(game.hand) == 6
    assert len(game.opponent_squares) == left


# -- 「手札を1枚選び、トラッシュに置き、1枚引く。置いたカードが<filter>の場合、…」: the draw keeps what was put ------------
@pytest.mark.parametrize(("name", "drawn"), [("魔導書・炎", 2), ("剣", 1)])
def test_the_card_put_before_a_draw_is_the_one_tested_after_it(name, drawn):
    game = board({}, {})
    game.hand = [card(cost=1, name=name)]
    event(
        game,
        "あなたの手札を1枚選び、トラッシュに置き、1枚引く。置いたカードがカード名に「魔導書」を含む場合、1枚まで引く。",
    )
    assert [c.name for c in game.trash] == [name]
    assert len(game.hand) == drawn


# -- 「(このカード以外の)ゼクスが(カードの能力で)破壊される」: either player's; 「このカード以外のスクエアにあるあなたの…」 ----
OTHERS_DESTROYED = "≪自≫【有効】スクエア【誘発】このカード以外のゼクスが破壊される。\n【効果】カードを1枚引く。"
DESTROY_TARGET = "スクエアにあるあなたの「的」を1枚選び、破壊する。"


@pytest.mark.parametrize(("target", "drawn"), [("的", 1), ("見張り", 0)])
def test_a_z_x_of_yours_other_than_this_one_destroyed_sets_it_off(target, drawn):
    """Your Z/X named 「的」 destroyed: the watcher draws; the watcher itself destroyed (named 「的」 here): it does not."""
    other = dataclasses.replace(card(cost=2, name="的" if target == "的" else "盾"), power=3000)
    game = board({(1, 2): other}, {})
    one, script = scripted_card(game, OTHERS_DESTROYED, at=(1, 0), name="見張り" if target == "的" else "的")
    event(game, DESTROY_TARGET, {one.number: script})
    assert len(game.hand) == drawn
    assert len(game.squares) == 1


@pytest.mark.parametrize(("by_ability", "drawn"), [(True, 1), (False, 0)])
def test_a_z_x_destroyed_by_an_ability_sets_it_off_and_one_destroyed_in_battle_does_not(by_ability, drawn):
    text = "≪自≫【有効】スクエア【誘発】ゼクスがカードの能力で破壊される。\n【効果】カードを1枚引く。"
    game, scripts = _watching(text, {CENTRE: 3000})
    if by_ability:
        event(game, DAMAGE, scripts)
    else:
        game.squares[(1, 0)] = OnSquare(zx(5000), True, 5000)
        game.scripts = scripts
        assert declare_attack(game, (1, 0), CENTRE)
    assert CENTRE not in game.opponent_squares
    assert len(game.hand) == drawn


# -- 「(このカード以外の)あなたの<filter>がスクエアから離れる」 (ZX_LEFT, at the pre-processing after the move) -------------
LEFT_WATCH = "≪自≫【有効】≪デュナミス表≫【誘発】あなたの[イデアライズ]がスクエアから離れる。\n【効果】1枚まで引く。"


@pytest.mark.parametrize(("races", "drawn"), [(("イデアライズ",), 1), (("ドラゴン",), 0)])
def test_a_z_x_of_the_filter_leaving_its_square_sets_off_a_face_up_dynamis_card(races, drawn):
    target = dataclasses.replace(card(cost=2, name="的"), power=3000, races=races)
    game = board({(1, 0): target}, {})
    keeper, script = scripted_card(game, LEFT_WATCH, one=card(cost=1, name="記録係"))
    game.dynamis_face_up = [keeper]
    event(game, DESTROY_TARGET, {keeper.number: script})
    game.check_rules()  # 702.2b: what left the squares sets off its abilities at the pre-processing
    assert game.squares == {}
    assert len(game.hand) == drawn


@pytest.mark.parametrize(("leaving", "drawn"), [("other", 1), ("self", 0)])
def test_another_z_x_of_yours_leaving_sets_it_off_and_this_one_leaving_does_not(leaving, drawn):
    other = dataclasses.replace(card(cost=2, name="的" if leaving == "other" else "盾"), power=3000)
    text = "≪自≫【有効】スクエア【誘発】このカード以外のあなたのゼクスがスクエアから離れる。\n【効果】カードを1枚引く。"
    game = board({(1, 2): other}, {})
    one, script = scripted_card(game, text, at=(1, 0), name="見張り" if leaving == "other" else "的")
    event(game, DESTROY_TARGET, {one.number: script})
    game.check_rules()
    assert len(game.squares) == 1
    assert len(game.hand) == drawn


# -- the older printing 「ターン終了時、…」 (effects.old_auto) ------------------------------------------------------------
@pytest.mark.parametrize(("life", "removed"), [(2, True), (3, False)])
def test_an_older_end_of_turn_ability_removes_the_card_while_the_life_is_two_or_less(life, removed):
    text = "≪自≫ターン終了時、あなたのライフが2以下ならば、このカードをゲームから除外する。"
    game = board({}, {})
    one, script = scripted_card(game, text, at=(1, 0), name="儚き者")
    (ability,) = script.abilities
    assert (ability.trigger, ability.turn) == (Trigger.END_OF_TURN, "")
    game.life = [card(cost=1) for _ in range(life)]
    game.end_turn()
    assert (game.removed == [one]) is removed
    assert (game.squares == {}) is removed


# -- 「このカードがプレイされて登場したターンのターン終了時」 (END_OF_TURN with self_entered_this_turn "played") -------------
@pytest.mark.parametrize(("how", "damaged"), [("hand", 1), ("ability", 0)])
def test_the_end_of_the_turn_it_was_played_in_deals_a_damage_and_not_when_it_came_otherwise(how, damaged):
    text = "≪自≫【有効】スクエア【誘発】このカードがプレイされて登場したターンのターン終了時。\n【効果】相手に1ダメージを与える。"
    game = board({}, {})
    one, _ = scripted_card(game, text, name="遊撃手")
    life = game.opponent_life
    assert game.enter(one, how, (1, 0))
    game.end_turn()
    assert game.opponent_life == life - damaged
    game.start_turn()
    game.end_turn()  # the next turn: it entered in the one before
    assert game.opponent_life == life - damaged


# -- 「あなたのリソースにあるカードが<filter>の能力でリブートする」 (once a resource rebooted by an ability) ----------------
def test_each_resource_an_ability_reboots_raises_the_power_and_the_reboot_phase_does_not():
    text = "≪自≫あなたのリソースにあるカードがカードの能力でリブートした時、ターン終了時まで、このカードのパワーを+2000する。"
    game = board({}, {})
    one, script = scripted_card(game, text, at=(1, 0), name="観測者")
    game.resources = [Resource(card(cost=1), False) for _ in range(3)]
    event(game, "あなたのリソースを2枚まで選び、リブートする。", {one.number: script})
    unit = game.squares[(1, 0)]
    assert sum(r.rebooted for r in game.resources) == 2
    assert game.power_of(unit) == 3000 + 2 * 2000
    game.end_turn()
    for r in game.resources:
        r.rebooted = False
    game.start_turn()  # the reboot phase (502.1) reboots them by the rules, not by an ability
    assert all(r.rebooted for r in game.resources)
    assert game.power_of(game.squares[(1, 0)]) == 3000


@pytest.mark.parametrize(("race", "raised"), [("ホウライ", True), ("ドラゴン", False)])
def test_the_resources_must_be_rebooted_by_an_ability_of_a_card_of_the_filter(race, raised):
    text = "≪自≫【有効】スクエア【誘発】あなたのリソースにあるカードが[ホウライ]の能力でリブートする。\n【効果】ターン終了時まで、このカードのパワーを+2000する。"
    game = board({}, {})
    one, script = scripted_card(game, text, at=(1, 0), name="観測者")
    game.resources = [Resource(card(cost=1), False)]
    ev = dataclasses.replace(card(type_=CardType.EVENT), races=(race,))
    body = read_card(ev.number, "≪イベント≫あなたのリソースを1枚選び、リブートする。")
    game.scripts = {ev.number: body, one.number: script}
    game.moving.append(ev)
    resolve(game, body.event, None, ev.name, Source("event", ev))
    assert game.resources[0].rebooted
    assert game.power_of(game.squares[(1, 0)]) == (5000 if raised else 3000)


# -- your actions set off a face-up Dynamis card too (「【有効】デュナミス」: ZX_DAMAGES_OPPONENT, ZX_DESTROYS_OPPONENT …) --
@pytest.mark.parametrize(("cost", "drawn"), [(6, 1), (5, 0)])
def test_a_z_x_of_the_filter_dealing_damage_to_the_opponent_sets_off_a_face_up_dynamis_card(cost, drawn):
    text = (
        "≪自≫【有効】デュナミス【誘発】あなたのコスト6以上のゼクスが相手にダメージを与える。\n【効果】カードを1枚引く。"
    )
    game = board({(0, 0): dataclasses.replace(card(cost=cost, name="突撃兵"), power=7000)}, {})
    keeper, _ = scripted_card(game, text, one=card(cost=1, name="記録係"))
    game.dynamis_face_up = [keeper]
    life = game.opponent_life
    assert declare_attack(game, (0, 0))
    assert game.opponent_life == life - 1
    assert len(game.hand) == drawn


# -- 「あなたの<filter>がカードの能力でデッキからトラッシュに置かれる」 (once a matching card milled by an ability) ----------
@pytest.mark.parametrize(("names", "raised"), [(("アグリィの影", "石"), 1000), (("石", "砂"), 0)])
def test_each_card_of_the_filter_milled_by_an_ability_raises_the_power(names, raised):
    text = "≪自≫【有効】スクエア【誘発】あなたのカード名に「アグリィ」を含むカードがカードの能力でデッキからトラッシュに置かれる。\n【効果】ターン終了時まで、このカードのパワーを+1000する。"
    game = board({}, {})
    one, script = scripted_card(game, text, at=(1, 0), name="観測者")
    game.deck[:2] = [card(cost=1, name=n) for n in names]
    event(game, "あなたのデッキの上から2枚のカードをトラッシュに置く。", {one.number: script})
    assert [c.name for c in game.trash] == list(names)
    assert game.power_of(game.squares[(1, 0)]) == 3000 + raised


# -- 「このカード以外のあなたの<filter>がバトルで相手のゼクスを破壊する」 (ZX_DESTROYS_BY_ATTACK with not_self) ------------
@pytest.mark.parametrize(("attacker", "drawn"), [("other", 1), ("self", 0)])
def test_another_z_x_destroying_in_battle_sets_it_off_and_this_one_destroying_does_not(attacker, drawn):
    text = "≪自≫このカード以外のあなたのゼクスがバトルで相手のゼクスを破壊した時、カードを1枚引く。"
    game = board({(1, 2): zx(5000)}, {CENTRE: 3000})
    scripted_card(game, text, at=(1, 0), name="指揮官", power=5000)
    assert declare_attack(game, (1, 2) if attacker == "other" else (1, 0), CENTRE)
    assert CENTRE not in game.opponent_squares
    assert len(game.hand) == drawn


# -- 「あなたのトラッシュにある<filter>が手札に戻る」 (once a card an effect returns, run.arrivals.returned_to_hand) --------
@pytest.mark.parametrize(("back", "raised"), [("zx", 2000), ("event", 0)])
def test_a_z_x_of_your_trash_put_into_your_hand_sets_it_off_and_another_card_does_not(back, raised):
    text = "≪自≫あなたのトラッシュにあるゼクスが手札に戻った時、ターン終了時まで、このカードのパワーを+2000する。"
    game = board({}, {})
    one, script = scripted_card(game, text, at=(1, 0), name="墓守")
    returned = zx(1000) if back == "zx" else card(type_=CardType.EVENT)
    game.trash = [returned]
    event(game, "あなたのトラッシュにあるカードを1枚選び、手札に戻す。", {one.number: script})
    assert game.hand == [returned]
    assert game.power_of(game.squares[(1, 0)]) == 3000 + raised


# -- 「あなたが(「X」の)≪起≫能力をプレイする」 on squares (run.phases.fire_activated, once it has resolved) -----------------
@pytest.mark.parametrize(
    ("text", "drawn"), [("≪自≫あなたが≪起≫能力をプレイした時、カードを1枚引く。", 2), (THEIRS_DESTROYED, 1)]
)
def test_playing_an_activated_ability_sets_off_a_z_x_of_yours_on_a_square(text, drawn):
    """The activated ability draws one; the watcher one more (a watcher of something else: none)."""
    game = board({}, {})
    scripted_card(game, text, at=(1, 0), name="見張り")
    scripted_card(game, FREE, at=(1, 2), name="起動役")
    assert play_all(game) == 1
    assert len(game.hand) == drawn


@pytest.mark.parametrize(("zone", "raised"), [("charge", 2000), ("trash", 0)])
def test_a_card_of_your_charge_put_into_your_hand_sets_it_off_and_one_from_the_trash_does_not(zone, raised):
    text = "≪自≫【有効】スクエア【誘発】あなたのチャージにあるカードが手札に戻る。\n【効果】ターン終了時まで、このカードのパワーを+2000する。"
    game = board({}, {})
    one, script = scripted_card(game, text, at=(1, 0), name="墓守")
    returned = card(cost=1)
    setattr(game, zone, [returned])
    zone_word = "チャージ" if zone == "charge" else "トラッシュ"
    event(game, f"あなたの{zone_word}にあるカードを1枚選び、手札に戻す。", {one.number: script})
    assert game.hand == [returned]
    assert game.power_of(game.squares[(1, 0)]) == 3000 + raised


# -- 「このカードが相手のゼクスに/プレイヤーに攻撃する」 (ATTACK with the battle's target, run.resolve._aimed_as_told) ------
@pytest.mark.parametrize(
    ("target_text", "at_zx", "drawn"),
    [("相手のゼクス", True, 1), ("相手のゼクス", False, 0), ("プレイヤー", False, 1), ("プレイヤー", True, 0)],
)
def test_an_attack_ability_fires_only_for_the_target_it_names(target_text, at_zx, drawn):
    text = f"≪自≫【有効】スクエア【誘発】このカードが{target_text}に攻撃する。\n【効果】カードを1枚引く。"
    game = board({}, {(1, 0): 3000} if at_zx else {})
    scripted_card(game, text, at=(0, 0), name="突撃兵", power=9000)
    assert declare_attack(game, (0, 0), (1, 0) if at_zx else None)
    assert len(game.hand) == drawn


@pytest.mark.parametrize(("target", "drawn"), [((0, 1), 1), ((1, 0), 0)])
def test_destroying_the_card_on_the_opponents_player_square_in_battle_sets_it_off(target, drawn):
    text = "≪自≫【有効】スクエア【誘発】このカードが攻撃によって相手のプレイヤースクエアにあるカードを破壊する。\n【効果】カードを1枚引く。"
    game = board({}, {target: 3000})
    scripted_card(game, text, at=(0, 0), name="突撃兵", power=9000)
    assert declare_attack(game, (0, 0), target)
    assert target not in game.opponent_squares
    assert len(game.hand) == drawn
