"""Session 20 `fixr`: conditions on the adjacent aura and on the force's power sum are honoured (a ≪自分ターン≫ head,
B44-067, holds in your turn only, 803.1f; a condition of the sentence's own words holds only while it holds);
「2ターンに1回」 is left unread; 「…場合にしかプレイできず、1ターンにN回しかプレイできない」 (B29-087) is read; the English
printings' ≪STA≫/≪ACT≫/≪AUT≫ each open an ability (counted, unread); a Z/X EX played from the Dynamis (506.2) enters
「プレイされて」, and E47-012's 「このカードかゼクス エクストラがプレイされて登場する」 is read."""

import dataclasses

import pytest

from tests.rules.builders import card, fours
from tests.rules.test_effect_values import fresh
from tests.rules.test_effect_values_references import board
from zxdecks.rules.board import OnSquare
from zxdecks.rules.cards import CardType, Color, Zone
from zxdecks.rules.cardtext import ability_bodies
from zxdecks.rules.deck import Deck, DeckEntry
from zxdecks.rules.effects import read_card, read_pool
from zxdecks.rules.effects.coverage import effect_coverage
from zxdecks.rules.effects.forbid_verbs import forbid_effect
from zxdecks.rules.effects.grammar import read_clause, read_text
from zxdecks.rules.effects.grammar_effects import to_effects
from zxdecks.rules.effects.kinds import Kind
from zxdecks.rules.effects.language import Trigger
from zxdecks.rules.effects.reader import split_abilities
from zxdecks.rules.effects.run import activate, next_activation
from zxdecks.rules.goldfish import Game, Resource

FORCE_SUM = "スクエア【効果】このカードのフォースにあるすべてのゼクスのパワーの合計分、このカードのパワーを増やす。"
ADJACENT = "スクエア【効果】このカードがあるスクエアの隣のスクエアにあるあなたのゼクスのパワーを+1000する。"
IF_FIVE = "あなたのリソースが5枚以上ある場合、"


def _zx(name, power):
    return dataclasses.replace(card(cost=2, name=name), power=power)


def _game(text):
    """This card (5000) on (0, 0) with the ability, a Z/X of yours (4000) next to it on (0, 1), with a Z/X of 3000 in
    this card's force."""
    source, other = _zx("槍", 5000), _zx("盾", 4000)
    script = read_card(source.number, "≪常≫" + text)
    assert script.unread == ()
    game = board({(0, 0): source, (0, 1): other}, {})
    game.scripts = {source.number: script}
    game.squares[(0, 0)].force = [_zx("剣", 3000)]
    return game, game.squares[(0, 0)], game.squares[(0, 1)]


@pytest.mark.parametrize(("mark", "theirs"), [("≪自分ターン≫", 5000), ("", 8000)])
def test_the_force_power_sum_under_your_turn_mark_counts_in_your_turn_only_and_without_it_in_both(mark, theirs):
    game, source, _ = _game("【有効】" + mark + FORCE_SUM)
    assert game.power_of(source) == 8000
    game.opponents_turn = True
    assert game.power_of(source) == theirs


@pytest.mark.parametrize(("mark", "theirs"), [("≪自分ターン≫", 4000), ("", 5000)])
def test_the_adjacent_aura_under_your_turn_mark_raises_in_your_turn_only_and_without_it_in_both(mark, theirs):
    game, _, other = _game("【有効】" + mark + ADJACENT)
    assert game.power_of(other) == 5000
    game.opponents_turn = True
    assert game.power_of(other) == theirs


@pytest.mark.parametrize(("resources", "source_power", "other_power"), [(5, 8000, 5000), (4, 5000, 4000)])
def test_a_condition_of_the_sentence_gates_the_force_sum_and_the_adjacent_aura(resources, source_power, other_power):
    game, source, _ = _game(IF_FIVE + FORCE_SUM.removeprefix("スクエア【効果】"))
    game.resources = [Resource(card()) for _ in range(resources)]
    assert game.power_of(source) == source_power
    game, _, other = _game(IF_FIVE + ADJACENT.removeprefix("スクエア【効果】"))
    game.resources = [Resource(card()) for _ in range(resources)]
    assert game.power_of(other) == other_power


# -- 「2ターンに1回」 and 「…場合にしかプレイできず、1ターンに2回しかプレイできない」 (807.1b) ------------------------------
PLAYED = "≪起≫【有効】スクエア【コスト】《青1・青1》【効果】カードを1枚引く。"
IF_THREE = "この能力はあなたのリソースにカードが3枚以上ある場合にしかプレイできず、"


def _activated(text, resources):
    """A fresh game with a Z/X of `text` on (2, 0) and `resources` blue resources."""
    zx = dataclasses.replace(card(cost=3), power=3000)
    game = fresh()
    game.scripts = {zx.number: read_card(zx.number, text)}
    game.squares = {(2, 0): OnSquare(zx, True, 3000)}
    game.resources = [Resource(card(cost=1, colors=frozenset({Color.BLUE}))) for _ in range(resources)]
    game.hand = []
    return game


def _play_all(game):
    """Plays activated abilities while the goldfish finds one; the number played."""
    played = 0
    while (found := next_activation(game)) is not None and played < 10:
        activate(game, *found)
        played += 1
    return played


@pytest.mark.parametrize("head", ["", "あなたのターンにしかプレイできず、"])
def test_once_in_two_turns_is_left_unread_and_never_played_as_once_a_turn(head):
    script = read_card("X", PLAYED + f"この能力は{head}2ターンに1回しかプレイできない。")
    assert [u.reason for u in script.unread] == [
        f"unread clause: この能力は{head}2ターンに1回しかプレイできない: no object phrase"
    ]
    assert script.abilities == ()
    game = _activated(PLAYED + f"この能力は{head}2ターンに1回しかプレイできない。", 3)
    assert _play_all(game) == 0
    game = _activated(PLAYED + f"この能力は{head}1ターンに1回しかプレイできない。", 3)
    assert _play_all(game) == 1  # once a turn: what 「2ターンに1回」 was read as


@pytest.mark.parametrize(("resources", "played"), [(3, 2), (2, 0)])
def test_a_condition_then_twice_a_turn_is_played_twice_while_the_condition_holds_and_never_when_not(resources, played):
    text = PLAYED + IF_THREE + "1ターンに2回しかプレイできない。"
    (ability,) = read_card("X", text).abilities
    assert (ability.plays_per_turn, ability.once_per_turn) == (2, False)
    assert [c.kind.value for c in ability.play_conditions] == ["resources_at_least"]
    game = _activated(text, resources)
    deck = len(game.deck)
    assert _play_all(game) == played
    assert len(game.deck) == deck - played


def test_a_condition_then_once_a_turn_is_played_once_while_the_condition_holds():
    text = PLAYED + IF_THREE + "1ターンに1回しかプレイできない。"
    (ability,) = read_card("X", text).abilities
    assert (ability.plays_per_turn, ability.once_per_turn) == (1, True)
    assert _play_all(_activated(text, 3)) == 1
    assert _play_all(_activated(text, 2)) == 0


# -- the English printings (P44/P45): ≪STA≫ ≪ACT≫ ≪AUT≫ each open an ability ------------------------------------------
ENGLISH = (
    "≪STA≫ Start Resource≪ACT≫【VAL】Resource【COST】≪スリープ≫【EFF】Draw 1."
    "≪ACT≫【VAL】≪Your Turn 1≫ Resource【COST】《無2・無2》【EFF】Draw 2."
)


def test_each_english_mark_opens_an_ability_of_its_own_and_every_one_is_counted_unread():
    assert [mark for mark, _ in split_abilities(ENGLISH)] == ["≪STA≫", "≪ACT≫", "≪ACT≫"]
    assert len(ability_bodies(ENGLISH)) == 3
    script = read_card("X", ENGLISH)
    assert (script.abilities, len(script.unread)) == ((), 3)
    coverage = effect_coverage([("X", ENGLISH)])
    assert (coverage["ability_lines"], coverage["unread"], coverage["read"]) == (3, 3, 0)


def test_an_auto_ability_alone_in_english_is_a_line_and_not_dropped():
    text = "≪AUT≫【VAL】Square【TRI】This card appears.【EFF】Draw 1."
    assert effect_coverage([("X", text)])["unread"] == 1
    assert split_abilities(text) == [("≪AUT≫", "【VAL】Square【TRI】This card appears.【EFF】Draw 1.")]


def test_a_quoted_english_ability_granted_or_named_is_no_line_and_a_quoted_effect_stays_in_its_body():
    granted = '≪ACT≫【VAL】Square【EFF】Reboot this card. This card gets the following ability. "≪STA≫Range 2"'
    assert [b for _, b in split_abilities(granted)] == [
        "【VAL】Square【EFF】Reboot this card. This card gets the following ability. "
    ]
    effect = (
        '≪AUT≫【VAL】Square【TRI】This card appears.【EFF】Resolve 2 times. "Draw 1."≪ACT≫【VAL】Square【EFF】Draw 1.'
    )
    assert [b for _, b in split_abilities(effect)] == [
        '【VAL】Square【TRI】This card appears.【EFF】Resolve 2 times. "Draw 1."',
        "【VAL】Square【EFF】Draw 1.",
    ]
    named = '≪ACT≫【VAL】Square【EFF】Play 1 with "≪AUT≫Color Break" in your Hand.'
    assert len(split_abilities(named)) == 1


def test_a_japanese_line_keeps_its_quoted_name_and_a_kind_named_in_a_sentence_opens_nothing():
    text = '≪常≫【有効】すべて【効果】デッキを構築する際、「邪神竜"破滅意思" リルフィ」を1枚まで入れることができる。'
    assert [b for _, b in split_abilities(text)] == [text.removeprefix("≪常≫")]
    assert (
        len(
            split_abilities(
                "≪自≫【有効】スクエア【誘発】このカードが登場する。\n【効果】ターン終了時まで、相手は≪起≫能力をプレイできない。"
            )
        )
        == 1
    )


# -- 「リソースにあるこのカードをリブートする」: a resource verb, read beside ("resources", "reboot") ------------------------
def test_this_cards_resource_reboot_is_no_forbidding_verb_and_reads_as_a_resource_reboot_of_this_card():
    clause = read_clause("リソースにあるこのカードをリブートする")
    assert forbid_effect(clause) is None
    (effect,) = to_effects(read_text("リソースにあるこのカードをリブートする。"))
    assert (effect.kind, effect.n, effect.rest) == (Kind.REBOOT_RESOURCES, 1, "self")


def test_until_end_of_turn_before_this_cards_resource_reboot_is_left_unread_as_for_any_reboot():
    assert to_effects(read_text("ターン終了時まで、リソースにあるこのカードをリブートする。")) == (
        "「ターン終了時まで、」 before an action that does not last"
    )


# -- 506.2: a Z/X EX played from the Dynamis is played (「プレイされて登場する」) -------------------------------------------
PLAYED_DRAW = "≪自≫【有効】スクエア【誘発】このカードがプレイされて登場する。\n【効果】1枚引く。"
EXTRA_PLAYED_DRAW = (
    "≪自≫【有効】スクエア【誘発】このカードかゼクス エクストラがプレイされて登場する。\n【効果】1枚引く。"
)


def _dynamis_game(dynamis, scripts):
    entries = [*fours([card(cost=2) for _ in range(12)]), DeckEntry(card(cost=1), 2)]
    entries += [DeckEntry(c, 1, Zone.DYNAMIS) for c in dynamis]
    game = Game(Deck.of(entries), seed=1, first=True)
    game.setup()
    game.scripts = read_pool(scripts)
    game.resources = [Resource(card(colors=frozenset({Color.RED}))) for _ in range(6)]
    game.turn = 1
    return game


def test_a_zx_extra_played_from_the_dynamis_sets_off_its_played_and_enters_ability():
    ex = card(type_=CardType.ZX_EX, cost=3)
    game = _dynamis_game([ex], [(ex.number, PLAYED_DRAW, "")])
    hand = len(game.hand)
    assert game.play_from_dynamis(game.dynamis.index(ex))
    assert ex in [u.card for u in game.squares.values()]
    assert len(game.hand) == hand + 1


def test_the_same_zx_extra_put_onto_a_square_by_an_ability_is_not_played_and_draws_nothing():
    ex = card(type_=CardType.ZX_EX, cost=3)
    game = _dynamis_game([ex], [(ex.number, PLAYED_DRAW, "")])
    hand = len(game.hand)
    game.dynamis.remove(ex)
    assert game.enter(ex, "ability")
    game.check_rules()
    assert len(game.hand) == hand


def test_this_card_or_a_zx_extra_played_draws_for_a_zx_extra_from_the_dynamis_and_not_for_other_entries():
    watcher, ex, other_ex, plain = (
        card(type_=CardType.ZX_EX, cost=2),
        card(type_=CardType.ZX_EX, cost=3),
        card(type_=CardType.ZX_EX, cost=3),
        card(cost=2),
    )
    game = _dynamis_game([ex, other_ex], [(watcher.number, EXTRA_PLAYED_DRAW, ""), (ex.number, "", "")])
    (ability,) = game.scripts[watcher.number].abilities
    assert (ability.trigger, ability.trigger_way, ability.self_too) == (Trigger.ZX_ENTERS, "played", True)
    game.squares[(2, 0)] = OnSquare(watcher, True, 3000)
    hand = len(game.hand)
    assert game.enter(plain, "hand")  # a Z/X played, not an extra one
    game.check_rules()
    assert len(game.hand) == hand
    game.dynamis.remove(other_ex)
    assert game.enter(other_ex, "ability")  # a Z/X EX not played
    game.check_rules()
    assert len(game.hand) == hand
    assert game.play_from_dynamis(game.dynamis.index(ex))  # 506.2: played
    assert len(game.hand) == hand + 1
