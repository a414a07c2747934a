"""「スクエアにあるあなたの「A」(/プレイヤー)に、その下にある「B」を表向きで重ねて置く」 (effects.player_stack): the Player
Extra B prepared face down behind the player card A (401.8, 402.1b) put face up onto it (202.10c), from a resource's
≪起≫ (「あなたのリソースがN枚以上ある場合、」) or at 「先攻プレイヤーの3ターン目のターン終了時」. Demo texts."""

import pytest

from tests.rules.builders import card, fours
from zxdecks.rules.cards import CardType, Color, Zone
from zxdecks.rules.deck import Deck, DeckEntry
from zxdecks.rules.effects import read_card, read_pool
from zxdecks.rules.effects.language import Kind, Trigger
from zxdecks.rules.goldfish import Game, Resource
from zxdecks.rules.goldfish.player_extra import player_side
from zxdecks.rules.goldfish.policy import DefaultPolicy

RED = frozenset({Color.RED})
CRISIS = "クライシス《プレイヤー指定:≪ミナ≫》:あなたがダメージを受ける。"
SHIELDS = (
    "≪自≫【有効】スクエア【誘発】このカードがプレイヤーの上に置かれる。\n【効果】あなたはライフシールドを2つ得る。\n"
    "(ライフシールドが消滅した際、あなたのデッキの1番上をチャージに置いてよい。)"
)
STACK = "スクエアにあるあなたの「天野ミナ」に、その下にある「天野ミナEX」を表向きで重ねて置く。"
ACTIVATED = f"≪起≫【有効】リソース【コスト】≪スリープ≫【効果】あなたのリソースが4枚以上ある場合、{STACK}"
AT_TURN_3 = f"≪自≫【有効】リソース【誘発】先攻プレイヤーの3ターン目のターン終了時。\n【効果】{STACK}"


def test_both_forms_are_read_with_the_two_names_and_the_others_stay_unread():
    script = read_card("T-1", ACTIVATED)
    (ability,) = script.abilities
    (effect,) = ability.effects
    assert (ability.zone, ability.sleep_self, [c.n for c in ability.conditions]) == ("resource", True, [4])
    assert (effect.kind, effect.filter.name_is, effect.rest) == (Kind.PLAYER_EXTRA_UP, "天野ミナEX", "天野ミナ")
    anyone = read_card("T-1", ACTIVATED.replace("「天野ミナ」に", "プレイヤーに")).abilities[0].effects[0]
    assert (anyone.filter.name_is, anyone.rest) == ("天野ミナEX", "")
    (auto,) = read_card("T-2", AT_TURN_3).abilities
    assert (auto.trigger, auto.zone, auto.turn) == (Trigger.FIRST_PLAYER_TURN_3_END, "resource", "")
    for text in (
        AT_TURN_3.replace("3ターン目", "2ターン目"),  # only the third turn is fired
        AT_TURN_3.replace("【有効】リソース", "【有効】スクエア"),  # fired for the resources only
        ACTIVATED.replace("「天野ミナEX」", "同じプレイヤー名を含むプレイヤーEX"),
    ):
        script = read_card("T-3", text)
        assert (script.abilities, len(script.unread)) == ((), 1)


def game_with(text, first=True, player="天野ミナ", extra_text=SHIELDS, subtext=CRISIS, resources=4):
    player_card = card(player, CardType.PLAYER)
    pl_ex = card("天野ミナEX", CardType.PL_EX)
    source = card("ミナの相棒", cost=6)
    entries = [
        *fours([card(cost=2) for _ in range(12)]),
        DeckEntry(player_card, 1, Zone.PLAYER),
        DeckEntry(pl_ex, 1, Zone.PLAYER),
    ]
    game = Game(Deck.of(entries), seed=5, first=first, log_enabled=True, policy=DefaultPolicy())
    game.setup()
    game.scripts = read_pool([(pl_ex.number, extra_text, subtext), (source.number, text)])
    game.resources = [Resource(source)] + [Resource(card(colors=RED)) for _ in range(resources - 1)]
    return game, pl_ex


def test_the_resource_ability_puts_the_player_extra_face_up_with_its_abilities():
    game, pl_ex = game_with(ACTIVATED)
    side = player_side(game)
    assert (side.card, side.face_up, side.life_shields) == (pl_ex, False, 0)
    game.turn = 2
    game.activate_abilities()
    assert (side.face_up, side.life_shields) == (True, 2)  # its 「プレイヤーの上に置かれる」 ability too
    assert pl_ex in game.player_area  # one card with the player card (202.10c)
    assert not game.resources[0].rebooted  # ≪スリープ≫ paid
    assert [r.rebooted for r in game.resources[1:]] == [True, True, True]
    game.take_damage(1)
    assert (len(game.life), side.life_shields) == (4, 1)  # the shield took it


@pytest.mark.parametrize(
    ("player", "resources"),
    [("天野ミナ", 3), ("天野ユウ", 4)],
    ids=["three-resources", "other-player-card"],
)
def test_the_resource_ability_is_not_used_when_its_condition_or_the_cards_are_missing(player, resources):
    game, _ = game_with(ACTIVATED, player=player, resources=resources)
    game.turn = 2
    game.activate_abilities()
    assert (player_side(game).face_up, player_side(game).life_shields) == (False, 0)
    assert all(r.rebooted for r in game.resources)  # not slept for nothing


def test_the_effect_itself_does_nothing_without_the_cards_and_once_face_up_not_again():
    game, _ = game_with(ACTIVATED, player="天野ユウ")
    assert not game.stack_player_extra("天野ミナ", "天野ミナEX")
    assert game.stack_player_extra("", "天野ミナEX")  # 「あなたのプレイヤーに」: any player card of yours
    assert player_side(game).life_shields == 2
    assert not game.stack_player_extra("", "天野ミナEX")  # already face up: no second set of shields
    assert player_side(game).life_shields == 2


def test_a_player_extra_whose_text_is_not_read_still_comes_face_up():
    game, pl_ex = game_with(ACTIVATED, extra_text="≪起≫【有効】スクエア【効果】カードを1枚引く。", subtext="")
    assert player_side(game) is None
    assert game.stack_player_extra("天野ミナ", "天野ミナEX")
    side = player_side(game)
    assert (side.card, side.face_up, side.text.abilities) == (pl_ex, True, ())


@pytest.mark.parametrize(("turn", "face_up"), [(2, False), (3, True), (4, False)])
def test_going_first_the_trigger_fires_at_the_end_of_your_third_turn(turn, face_up):
    game, _ = game_with(AT_TURN_3)
    game.turn = turn
    game.end_turn()
    assert player_side(game).face_up is face_up
    assert player_side(game).life_shields == (2 if face_up else 0)


@pytest.mark.parametrize(("turns", "face_up"), [(1, False), (2, True)])
def test_going_second_it_fires_after_your_second_turn_at_the_opponents_third_turn_end(turns, face_up):
    game, _ = game_with(AT_TURN_3, first=False)
    for _ in range(turns):
        game.play_turn(battle=False)
    assert game.turn == turns
    assert player_side(game).face_up is face_up


def test_going_second_your_third_turn_end_sets_nothing_off():
    game, _ = game_with(AT_TURN_3, first=False)
    game.turn = 3
    game.end_turn()
    assert not player_side(game).face_up
