"""The Player Extra (202.10): read (its クライシス, 1024, and its abilities) and carried out in a game — face up onto
the player card when you take damage (910), life shields (914.4), the ≪S≫ that saves you once (813, 1013), the
power its player gives by sleeping, ユニゾン (1029, 915) and the named card played without its cost. Demo texts."""

from dataclasses import replace

import pytest

from tests.rules.builders import card, fours
from zxdecks.rules.cards import CardType, Color, Zone
from zxdecks.rules.deck import Deck, DeckEntry
from zxdecks.rules.effects import read_card, read_pool
from zxdecks.rules.effects.awakening import PlayKind, UnknownCondition
from zxdecks.rules.effects.player_extra import Crisis, PlayerAbilityKind, read_crisis, read_player_extra
from zxdecks.rules.goldfish import Defeat, Game, OnSquare, Resource
from zxdecks.rules.goldfish.dynamis_coverage import dynamis_verdict
from zxdecks.rules.goldfish.player_extra import player_side
from zxdecks.rules.goldfish.policy import DefaultPolicy

K = PlayerAbilityKind
RED = frozenset({Color.RED})
CRISIS = "クライシス《プレイヤー指定:≪ミナ≫》:あなたがダメージを受ける。"
CRISIS_LOW = "クライシス≪ミナ≫:あなたがダメージを受けて、あなたのライフが2以下になる。"
BOOST = (
    "≪起≫【有効】≪自分ターン≫スクエア【コスト】≪スリープ≫【効果】スクエアにあるあなたのコスト5以上の、[竜]か[天使]を1枚選び、"
    "次の相手のターンのターン終了時まで、パワーを+2000する。"
)
SAVE = (
    "≪S≫【有効】スクエア【効果】あなたがあなたのライフ以上のダメージを受ける際、あなたはデッキをシャッフルし、1点回復してよい。\n"
    "そうしたならば、ゲーム終了時まで、このカードはこの能力を失う。"
)
SHIELDS = (
    "≪自≫【有効】スクエア【誘発】このカードがプレイヤーの上に置かれる。\n【効果】あなたはライフシールドを2つ得る。\n"
    "(ライフシールドが消滅した際、あなたのデッキの1番上をチャージに置いてよい。)"
)
UNISON = (
    "≪起≫【有効】≪自分ターン≫スクエア【コスト】《赤3・赤3》【効果】このカードが≪ユニゾン≫していない場合、このカードとあなたの"
    "手札にある「紅の竜騎」1枚は≪ユニゾン≫し1枚のゼクスになり、そのゼクスは≪シールド≫を1つ得る。"
)
PLAY_NAMED = (
    "≪起≫【有効】≪自分ターン1≫スクエア【コスト】《赤2・赤2》【効果】あなたの手札にある「紅の竜騎」を1枚まで選び、コストを支払わずに"
    "プレイする。\nプレイして登場させたならば、そのゼクスは≪シールド≫を1つ得る。"
)


def test_a_crisis_reads_its_designations_and_its_life_condition():
    assert read_crisis("クライシス:あなたがダメージを受ける。") == Crisis((), -1)
    assert read_crisis(CRISIS) == Crisis(("ミナ",), -1)
    assert read_crisis(CRISIS_LOW) == Crisis(("ミナ",), 2)
    two = "クライシス《プレイヤー指定:≪ミナ≫》か《プレイヤー指定:≪超≫》:あなたがダメージを受ける。"
    assert read_crisis(two).names == ("ミナ", "超")
    with pytest.raises(UnknownCondition) as unknown:
        read_crisis("クライシス:あなたがカードを引く。")
    assert unknown.value.code == "unread-crisis"


def test_each_ability_of_a_player_extra_is_read_with_its_values_and_an_unknown_one_is_said():
    text = read_player_extra(
        f"{SHIELDS}\n{UNISON}\n{BOOST}\n{SAVE}\n{PLAY_NAMED}\n≪起≫【有効】スクエア【効果】カードを1枚引く。", CRISIS
    )
    kinds = [a.kind for a in text.abilities]
    assert kinds == [K.LIFE_SHIELDS, K.UNISON, K.BOOST, K.LETHAL_SAVE, K.PLAY_NAMED]
    shields, unison, boost, _, named = text.abilities
    assert shields.amount == 2
    assert (unison.cost, unison.colors, unison.amount, unison.filter.name_is) == (3, RED, 1, "紅の竜騎")
    assert (boost.amount, boost.lasting, boost.filter.min_cost, boost.filter.races_any) == (
        2000,
        True,
        5,
        ("竜", "天使"),
    )
    assert (named.cost, named.once_per_turn) == (2, True)
    both = read_player_extra(UNISON.replace("「紅の竜騎」", "[竜]と[天使]を持つゼクス"), CRISIS).abilities[0].filter
    assert (both.race, both.races_any) == ("天使", ("竜",))  # a Z/X of both races
    assert len(text.unread) == 1
    assert text.unread[0].startswith("unread-player-ability")


def test_a_player_extra_is_read_as_a_crisis_play_and_listed_by_the_coverage():
    pl_ex = card("天野ミナEX", CardType.PL_EX)
    script = read_card(pl_ex.number, BOOST, CRISIS)
    assert script.dynamis is not None
    assert script.dynamis.kind is PlayKind.CRISIS
    assert dynamis_verdict(pl_ex, script).reason == "crisis"
    assert dynamis_verdict(pl_ex, script).playable
    partial = read_card(pl_ex.number, BOOST + "\n≪起≫【有効】スクエア【効果】カードを1枚引く。", CRISIS)
    assert (dynamis_verdict(pl_ex, partial).playable, dynamis_verdict(pl_ex, partial).reason) == (
        True,
        "crisis-partial",
    )
    odd = read_card(pl_ex.number, BOOST, "クライシス:あなたがカードを引く。")
    assert (dynamis_verdict(pl_ex, odd).playable, dynamis_verdict(pl_ex, odd).reason) == (False, "unread-crisis")
    none = read_card(pl_ex.number, BOOST, "")
    assert (dynamis_verdict(pl_ex, none).playable, dynamis_verdict(pl_ex, none).reason) == (False, "no-crisis")


KNIGHT = replace(card("紅の竜騎", cost=4), power=6000)


def game_with(text, subtext=CRISIS, player="天野ミナ", resources=4, policy=None):
    player_card = card(player, CardType.PLAYER)
    pl_ex = card("天野ミナEX", CardType.PL_EX)
    entries = [
        *fours([card(cost=2) for _ in range(12)]),
        DeckEntry(player_card, 1, Zone.PLAYER),
        DeckEntry(pl_ex, 1, Zone.PLAYER),
    ]
    game = Game(Deck.of(entries), seed=5, first=True, log_enabled=True, policy=policy or DefaultPolicy())
    game.setup()
    game.scripts = read_pool([(pl_ex.number, text, subtext)])
    game.resources = [Resource(card(colors=RED)) for _ in range(resources)]
    game.turn = 3
    return game, pl_ex


def test_taking_damage_puts_the_player_extra_face_up_when_the_player_card_is_named():
    game, pl_ex = game_with(BOOST)
    assert not player_side(game).face_up
    game.take_damage(1)
    assert player_side(game).face_up
    assert pl_ex in game.player_area  # on the player card (202.10c)
    assert len(game.life) == 3


@pytest.mark.parametrize(
    ("subtext", "player", "points", "face_up"),
    [
        (CRISIS, "天野ユウ", 1, False),  # the player card does not name ミナ (1024.2a)
        (CRISIS_LOW, "天野ミナ", 1, False),  # life 3 after it
        (CRISIS_LOW, "天野ミナ", 2, True),  # life 2 after it
        ("クライシス:あなたがダメージを受ける。", "天野ユウ", 1, True),  # no designation
    ],
    ids=["not-named", "life-above-two", "life-two", "plain"],
)
def test_the_crisis_condition_at_its_boundaries(subtext, player, points, face_up):
    game, _ = game_with(BOOST, subtext, player)
    game.take_damage(points)
    assert player_side(game).face_up is face_up


def test_a_crisis_the_policy_declines_waits_for_the_next_damage():
    class Later(DefaultPolicy):
        calls = 0

        def use_player_extra(self, game, what):
            Later.calls += 1
            return Later.calls > 1

    game, _ = game_with(BOOST, policy=Later())
    game.take_damage(1)
    assert not player_side(game).face_up
    game.take_damage(1)
    assert player_side(game).face_up


def test_life_shields_take_the_damage_instead_and_put_the_top_card_into_the_charge():
    game, _ = game_with(SHIELDS)
    game.take_damage(1)
    assert player_side(game).life_shields == 2
    life, charge, top = len(game.life), len(game.charge), game.deck[0]
    game.take_damage(3)  # 914.4: whatever the amount
    assert len(game.life) == life
    assert player_side(game).life_shields == 1
    assert len(game.charge) == charge + 1
    assert game.charge[-1] is top


def test_the_special_ability_saves_the_player_once_from_damage_of_their_life_or_more():
    game, _ = game_with(SAVE)
    game.life = game.life[:2]
    game.take_damage(1)  # face up; life 1
    assert len(game.life) == 1
    deck = len(game.deck)
    game.take_damage(1)  # 1 >= 1: shuffle, recover 1, then the damage
    assert len(game.life) == 1
    assert len(game.deck) == deck - 1
    assert player_side(game).saved
    with pytest.raises(Defeat):
        game.take_damage(1)  # lost for the game


def test_sleeping_the_player_raises_a_zx_until_the_next_opponent_turn_is_over():
    game, _ = game_with(BOOST)
    dragon = replace(card("竜騎", cost=5), races=("竜",))
    small = replace(card("小竜", cost=4), races=("竜",))
    game.squares = {(1, 1): OnSquare(dragon, True, 7000, 1), (0, 0): OnSquare(small, True, 3000, 1)}
    game.activate_abilities()
    assert game.squares[(1, 1)].power == 7000  # face down: nothing yet
    game.take_damage(1)
    game.activate_abilities()
    assert game.squares[(1, 1)].power == 9000
    assert game.squares[(0, 0)].power == 3000  # cost 4: not chosen
    game.end_turn()
    assert game.squares[(1, 1)].power == 9000  # still, through the opponent's turn
    game.activate_abilities()
    assert game.squares[(1, 1)].power == 9000  # the player is slept: once
    game.turn += 1
    game.activate_abilities()
    assert game.squares[(1, 1)].power == 9000  # the old +2000 over, a new one from the rebooted player
    assert [(power, turn) for _, power, turn in player_side(game).boosts] == [(2000, game.turn)]


def test_unison_makes_one_zx_of_the_card_and_the_named_hand_card_and_keeps_damage_away_while_it_stands():
    game, pl_ex = game_with(f"{SHIELDS}\n{UNISON}")
    game.hand = [KNIGHT, card(cost=1)]
    game.take_damage(1)
    side = player_side(game)
    side.life_shields = 0
    game.activate_abilities()
    unit = next(u for u in game.squares.values() if u.base is KNIGHT)
    assert {"紅の竜騎", "天野ミナEX"} <= unit.card.names
    assert unit.card.type is CardType.ZX
    assert unit.rebooted
    assert unit.power == 6000
    assert KNIGHT not in game.hand
    assert sum(not r.rebooted for r in game.resources) == 3
    assert side.unison is unit
    life = len(game.life)
    game.take_damage(2)  # 1029.3
    assert len(game.life) == life
    assert game.leave(unit) is KNIGHT
    game.take_damage(1)  # 915.1: back on the player card; damage is taken again
    assert len(game.life) == life - 1
    assert side.unison is None
    assert pl_ex in game.player_area


def test_unison_needs_the_named_card_in_hand_and_its_cost():
    game, _ = game_with(UNISON, resources=2)
    game.hand = [KNIGHT]
    game.take_damage(1)
    game.activate_abilities()
    assert player_side(game).unison is None
    assert game.hand == [KNIGHT]


def test_the_named_card_is_played_without_its_cost_once_a_turn():
    game, _ = game_with(PLAY_NAMED)
    second = replace(KNIGHT)
    game.hand = [KNIGHT, second]
    game.take_damage(1)
    game.activate_abilities()
    assert [u.card for u in game.squares.values()] == [KNIGHT]
    assert sum(not r.rebooted for r in game.resources) == 2
    assert player_side(game).unit_shields == 1
    game.activate_abilities()
    assert game.hand == [second]
