"""Issue 28, session 19 `trig5`: the trigger and condition shapes read in this round, each fired at its event and
not at a near miss, values asserted."""

import dataclasses

import pytest

from tests.rules.builders import card, scripted_card
from tests.rules.test_effect_trigger_ways import zx
from tests.rules.test_effect_values import fresh
from zxdecks.rules.board import OnSquare
from zxdecks.rules.cards import CardType
from zxdecks.rules.effects import read_card
from zxdecks.rules.effects.coverage import line_part
from zxdecks.rules.effects.language import Trigger
from zxdecks.rules.goldfish.battle import declare_attack
from zxdecks.rules.goldfish.opponent import OpposingZX

ZEXTEND = "ゼクステンド・ドライブ！"  # cardtext.KEYWORD_RULES, as CardFacts.keywords holds it (1113)

# -- 「あなたの“ゼクステンド・ドライブ!”を持つゼクス」, its quote marks lost in the card list (IG02-015) -----------------
ZEXTEND_ENTERS = (
    "≪自≫【有効】≪自分ターン1≫スクエア【誘発】あなたの\n●ゼクステンド・ドライブ!を持つゼクスが登場する。\n"
    "【効果】カードを1枚引く。"
)


def test_a_zx_with_zextend_drive_entering_draws_and_one_without_it_does_not():
    game = fresh()
    watcher, script = scripted_card(game, ZEXTEND_ENTERS, cost=3)
    (ability,) = script.abilities  # the lost ● is no option: one ability, one effect
    assert (ability.trigger, ability.trigger_filter.keyword) == (Trigger.ZX_ENTERS, ZEXTEND)
    assert line_part(ability) == "acting"
    assert game.enter(watcher, "hand", (1, 0))
    plain = zx(cost=2)
    assert game.enter(plain, "hand", (1, 1))
    assert len(game.hand) == 0  # neither this card nor a Z/X without the label sets it off
    drive = card(cost=2, keywords=(ZEXTEND,))
    assert game.enter(drive, "hand", (1, 2))
    assert len(game.hand) == 1


ZEXTEND_BACK = (
    "≪自≫【有効】スクエア【誘発】このカードが登場する。\n【効果】あなたのトラッシュにある\n"
    "●ゼクステンド・ドライブ!を持つゼクスを2枚まで選び、手札に戻す。"
)


def test_only_the_zx_with_zextend_drive_come_back_from_the_trash():
    game = fresh()
    this, _ = scripted_card(game, ZEXTEND_BACK, cost=4, power=4000)
    drives = [card(cost=2, keywords=(ZEXTEND,)) for _ in range(3)]
    plain = zx(cost=2)
    game.trash = [plain, *drives]
    assert game.enter(this, "hand", (1, 0))
    assert len(game.hand) == 2
    assert all(ZEXTEND in c.keywords for c in game.hand)
    assert plain in game.trash
    assert len(game.trash) == 2


# -- 「あなたのライフが減少する」, 「あなたか相手のライフが減少する」 (YOU_LIFE_DECREASED, 1012.1) ---------------------------
YOUR_LIFE = "≪自≫【有効】スクエア【誘発】あなたのライフが減少する。\n【効果】カードを1枚引く。"
EITHER_LIFE = "≪自≫【有効】チャージ【誘発】あなたか相手のライフが減少する。\n【効果】あなたのデッキの1番上をチャージに置いてよい。"


def test_each_point_of_damage_to_you_draws_once_its_card_has_left_the_life():
    game = fresh()
    watcher, script = scripted_card(game, YOUR_LIFE, cost=3)
    (ability,) = script.abilities
    assert ability.trigger is Trigger.YOU_LIFE_DECREASED
    assert line_part(ability) == "acting_vs_defenders"  # your life falls mostly to an opponent's damage
    assert game.enter(watcher, "hand", (1, 0))
    life = len(game.life)
    game.life = [card(cost=1) for _ in range(life)]  # no ignition card: each goes to the charge
    game.take_damage(2)
    assert len(game.life) == life - 2
    assert len(game.hand) == 2
    game.damage_opponent(1)  # the opponent's life is not yours
    assert len(game.hand) == 2


def test_a_life_card_an_effect_takes_sets_it_off_at_the_next_pre_processing_not_before():
    game = fresh()
    watcher, _ = scripted_card(game, YOUR_LIFE, cost=3)
    assert game.enter(watcher, "hand", (1, 0))
    taken = game.take("life", 0)
    game.put(taken, "hand")
    assert len(game.hand) == 1  # the card taken; the ability waits for the pre-processing (702.2b)
    game.check_rules()
    assert len(game.hand) == 2
    game.check_rules()
    assert len(game.hand) == 2  # once a card


def test_either_players_life_falling_puts_the_top_card_into_the_charge():
    game = fresh()
    watcher, script = scripted_card(game, EITHER_LIFE, one=card(cost=1))
    (ability,) = script.abilities
    assert (ability.trigger, ability.also) == (Trigger.OPPONENT_LIFE_DECREASED, (Trigger.YOU_LIFE_DECREASED,))
    assert line_part(ability) == "acting"
    game.charge = [watcher]
    deck = len(game.deck)
    game.damage_opponent(1)
    assert len(game.charge) == 2
    assert len(game.deck) == deck - 1
    game.life = [card(cost=1) for _ in range(4)]
    game.take_damage(1)
    assert len(game.charge) == 4  # the life card itself (907.2d), then the top of the deck
    assert len(game.deck) == deck - 2
    game.check_rules()
    assert len(game.charge) == 4  # nothing more fell


# -- 「能力を持たないゼクス」 (CardFilter.plain, CardFacts.plain: no text printed), B12-027, B12-093 -----------------------
PLAIN_ENTERS = "≪自≫あなたの能力を持たないゼクスが登場した時、カードを1枚引いてよい。"  # the older printing
PLAIN_AURA = "≪常≫スクエアにあるすべてのあなたの能力を持たないゼクスのパワーを+2000する。"


def test_a_zx_with_no_ability_entering_draws_and_one_with_an_ability_does_not():
    game = fresh()
    watcher, script = scripted_card(game, PLAIN_ENTERS, cost=3)
    (ability,) = script.abilities
    assert (ability.trigger, ability.trigger_filter.plain) == (Trigger.ZX_ENTERS, True)
    assert line_part(ability) == "acting"
    assert game.enter(watcher, "hand", (1, 0))
    assert len(game.hand) == 0  # the watcher has an ability
    assert game.enter(zx(cost=2), "hand", (1, 1))
    assert len(game.hand) == 0
    vanilla = dataclasses.replace(zx(cost=2), plain=True)
    assert game.enter(vanilla, "hand", (1, 2))
    assert len(game.hand) == 1


def test_the_aura_raises_only_the_zx_with_no_ability():
    game = fresh()
    lord, _ = scripted_card(game, PLAIN_AURA, cost=4, power=4000)
    vanilla = dataclasses.replace(zx(cost=2), plain=True)
    other = zx(cost=2)
    for square, one in (((1, 0), lord), ((1, 1), vanilla), ((1, 2), other)):
        assert game.enter(one, "hand", square)
    assert game.power_of(game.squares[(1, 1)]) == 2000 + 2000
    assert game.power_of(game.squares[(1, 2)]) == 2000
    assert game.power_of(game.squares[(1, 0)]) == 4000


# -- 「このターンの間にあなたか相手のライフが減少していた場合」 (did_this_turn LIFE_DECREASED), E41-023 -------------------
LIFE_FELL_POWER = "≪常≫【有効】スクエア【効果】このターンの間にあなたか相手のライフが減少していた場合、このカードのパワーを+3000する。"


@pytest.mark.parametrize("whose", ["yours", "theirs"])
def test_the_power_is_raised_in_the_turn_a_life_fell_and_not_in_the_next(whose):
    game = fresh()
    this, _ = scripted_card(game, LIFE_FELL_POWER, cost=3)
    assert game.enter(this, "hand", (1, 0))
    unit = game.squares[(1, 0)]
    assert game.power_of(unit) == 3000
    if whose == "yours":
        game.life = [card(cost=1) for _ in range(4)]
        game.take_damage(1)
    else:
        game.damage_opponent(1)
    assert game.power_of(unit) == 6000
    game.end_turn()
    game.start_turn()
    assert game.power_of(unit) == 3000


# -- 「このカードが攻撃した時、攻撃されているゼクスに…」: the Z/X this attack targets (attack_target), B07-002 ----------
ATTACKED_DAMAGE = "≪自≫このカードが攻撃した時、攻撃されているゼクスに1000ダメージを与える。"


def test_the_defender_attacked_takes_the_damage_before_the_battle_and_an_attack_on_the_player_deals_none():
    game = fresh()
    attacker, script = scripted_card(game, ATTACKED_DAMAGE, at=(1, 2), cost=3)
    (ability,) = script.abilities
    assert line_part(ability) == "acting_vs_defenders"
    game.opponent_squares = {(1, 3): OpposingZX(5000)}
    game.turn = 2
    assert declare_attack(game, (1, 2), (1, 3))
    assert game.opponent_squares[(1, 3)].damage == 1000 + 3000  # the ability's, then the battle's (604.3a)
    game.opponent_squares = {}
    game.squares = {(0, 0): OnSquare(attacker, True, 3000)}
    life = game.opponent_life
    assert declare_attack(game, (0, 0))  # no Z/X is attacked: nothing to damage
    assert game.opponent_life == life - 1


# -- 「あなたが「X」をプレイする」: the card named X played, an event or a Z/X (E51-025, B39-038) -------------------------
NAMED_PLAYED = "≪自≫【有効】スクエア【誘発】あなたが「滅獄波」をプレイする。\n【効果】カードを1枚引く。"
MILL_EVENT = "≪イベント≫あなたのデッキの上から1枚をトラッシュに置く。"


def test_playing_the_named_event_or_zx_draws_and_another_card_or_an_entry_by_an_ability_does_not():
    game = fresh()
    watcher, script = scripted_card(game, NAMED_PLAYED, cost=3)
    (ability,) = script.abilities
    assert (ability.trigger, ability.also, ability.trigger_way) == (
        Trigger.EVENT_PLAYED, (Trigger.ZX_ENTERS,), "played",
    )  # fmt: skip
    assert line_part(ability) == "acting"
    named_event, _ = scripted_card(game, MILL_EVENT, one=card("滅獄波", CardType.EVENT, cost=0))
    other_event, _ = scripted_card(game, MILL_EVENT, one=card("ほかの波", CardType.EVENT, cost=0))
    assert game.enter(watcher, "hand", (1, 0))
    game.hand = [other_event]
    assert game.play_from_hand(0)
    assert game.hand == []
    game.hand = [named_event]
    assert game.play_from_hand(0)
    assert len(game.hand) == 1  # the event of the name, once resolved (806.3b)
    game.hand = []
    named_zx = card("滅獄波", cost=0)
    assert game.enter(named_zx, "ability", (1, 1))  # put there by an ability: not played
    assert game.hand == []
    game.hand = [card("滅獄波", cost=0)]
    assert game.play_from_hand(0, (1, 2))
    assert len(game.hand) == 1  # the Z/X of the name played from the hand


# -- 「このカードを手札からプレイしていた場合」: the zone the event resolving was played from (P51-013) -----------------
FROM_HAND = "≪イベント≫【効果】1枚引く。\nこのカードを手札からプレイしていた場合、このカードをチャージに置く。"


@pytest.mark.parametrize(("origin", "ends_in"), [("hand", "charge"), ("trash", "trash"), ("charge", "trash")])
def test_the_event_goes_to_the_charge_only_when_it_was_played_from_the_hand(origin, ends_in):
    game = fresh()
    event_card, _ = scripted_card(game, FROM_HAND, one=card(type_=CardType.EVENT, cost=0))
    if origin == "hand":
        game.hand = [event_card]
        assert game.play_from_hand(0)
    else:
        assert game.play_without_cost(event_card, "played", origin=origin)
    assert len(game.hand) == 1  # drawn either way
    assert [c for c in getattr(game, ends_in) if c is event_card] == [event_card]
    assert game.event_from == ""  # kept only while it resolves


# -- 「ゲーム終了時まで、あなたは《同名》のこの能力をプレイできない」 (FORBID_ABILITY "this_game"), E34-064, B49-072 ----
ONCE_A_GAME = (
    "≪自≫【有効】スクエア【誘発】このカードが登場する。\n【効果】カードを1枚引く。\n"
    "ゲーム終了時まで、あなたは《同名》のこの能力をプレイできない。"
)


def test_the_enter_ability_draws_once_in_the_game_for_every_card_of_the_name():
    game = fresh()
    first, script = scripted_card(game, ONCE_A_GAME, name="一度きり", power=2000)
    (ability,) = script.abilities
    assert not ability.once_per_turn  # forbidden when reached, for the game
    assert line_part(ability) == "acting"
    assert game.enter(first, "hand", (1, 0))
    assert len(game.hand) == 1
    game.end_turn()
    game.start_turn()
    hand = len(game.hand)
    assert game.enter(dataclasses.replace(first), "hand", (1, 1))  # a copy of the name, turns later: no card drawn
    assert len(game.hand) == hand


def test_an_event_that_forbids_itself_for_the_game_stays_unread():
    text = "≪イベント≫カードを1枚引く。ゲーム終了時まで、あなたは《同名》のこの能力をプレイできない。"
    assert read_card("X", text).unread


# -- 「このカードが(登場するか)デュナミスに表向きで置かれる」 (DYNAMIS_PLACED), E40-022, E46-017 ------------------------
FACE_UP = "≪自≫【有効】デュナミス【誘発】このカードがデュナミスに表向きで置かれる。\n【効果】カードを1枚引く。"
ENTER_OR_FACE_UP = "≪自≫【有効】スクエアとデュナミス【誘発】このカードが登場するかデュナミスに表向きで置かれる。\n【効果】カードを1枚引く。"


def test_put_face_up_into_the_dynamis_it_draws_and_into_the_trash_it_does_not():
    game = fresh()
    this, script = scripted_card(game, FACE_UP, cost=3)
    (ability,) = script.abilities
    assert (ability.trigger, ability.zone) == (Trigger.DYNAMIS_PLACED, "dynamis")
    game.put(this, "trash")
    assert game.hand == []
    game.put(this, "dynamis_face_up")
    assert len(game.hand) == 1


def test_entering_or_put_face_up_into_the_dynamis_draws_each_time():
    game = fresh()
    this, script = scripted_card(game, ENTER_OR_FACE_UP, cost=3)
    (ability,) = script.abilities
    assert (ability.trigger, ability.also) == (Trigger.ENTER, (Trigger.DYNAMIS_PLACED,))
    assert game.enter(this, "hand", (1, 0))
    assert len(game.hand) == 1
    game.put(dataclasses.replace(this), "dynamis_face_up")
    assert len(game.hand) == 2


def test_an_extra_card_off_its_square_goes_face_up_to_the_dynamis_and_draws():
    game = fresh()
    extra, _ = scripted_card(game, FACE_UP, one=dataclasses.replace(card(type_=CardType.ZX_EX, cost=3), power=3000))
    assert game.enter(extra, "ability", (1, 0))
    assert game.leave(game.squares[(1, 0)]) is None  # 911.1: to the Dynamis face up
    assert game.dynamis_face_up == [extra]
    assert len(game.hand) == 1
