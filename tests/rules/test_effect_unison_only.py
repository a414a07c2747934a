"""A card whose subtext says 「このカードの能力はこのカードが≪ユニゾン≫している場合にのみ有効」 (1029): every ability of it is
read with the condition SELF_IN_UNISON, so it resolves, is played or applies only while the card is one Z/X with the
player card (goldfish.player_extra plays the unison); on the same card entering any other way nothing happens. Demo
texts."""

from dataclasses import replace

from tests.rules.builders import card
from tests.rules.test_goldfish_player_extra import UNISON, game_with
from zxdecks.rules.effects import read_card, read_pool
from zxdecks.rules.effects.coverage import effect_coverage, line_part
from zxdecks.rules.effects.gates import UNISON_ONLY
from zxdecks.rules.effects.language import AbilityKind, ConditionKind
from zxdecks.rules.effects.run import activate, next_activation
from zxdecks.rules.goldfish import OnSquare
from zxdecks.rules.goldfish.player_extra import player_side

ONLY_IN_UNISON = "このカードの能力はこのカードが≪ユニゾン≫している場合にのみ有効"
ENTER_DRAW = "≪自≫【有効】スクエア【誘発】このカードが登場する。\n【効果】カードを2枚引く。"
ACTIVATED_DRAW = "≪起≫【有効】≪自分ターン1≫スクエア【コスト】《無0・無0》【効果】カードを1枚引く。"
POWER = "≪常≫【有効】スクエア【効果】このカードのパワーを+3000する。"
RANGE = "≪常≫レンジ∞"
CANNOT_ATTACK = "≪常≫【有効】スクエア【効果】このカードは攻撃できない。"
KNIGHT = replace(card("紅の竜騎", cost=4), power=6000)  # the hand Z/X the Player Extra's unison names


def _script(text, subtext=ONLY_IN_UNISON):
    return read_card(KNIGHT.number, text, subtext)


def test_each_ability_is_read_with_the_unison_condition_and_one_applied_without_conditions_stays_unread():
    script = _script("\n".join((ENTER_DRAW, ACTIVATED_DRAW, POWER, RANGE, CANNOT_ATTACK)))
    kinds = [a.kind for a in script.abilities]
    assert kinds == [AbilityKind.AUTO, AbilityKind.ACTIVATED, AbilityKind.CONSTANT, AbilityKind.CONSTANT]
    for ability in script.abilities:
        assert ConditionKind.SELF_IN_UNISON in [c.kind for c in ability.conditions]
    power = script.abilities[2]
    assert [(s.kind, s.n, [c.kind for c in s.conditions]) for s in power.statics] == [
        ("self_power", 3000, [ConditionKind.SELF_IN_UNISON])
    ]
    assert script.range == 0  # the Range is gated: asked for with the unit (Game.range_of)
    assert [(u.text, u.reason) for u in script.unread] == [
        ("【有効】スクエア【効果】このカードは攻撃できない。", UNISON_ONLY)
    ]
    plain = read_card(KNIGHT.number, ENTER_DRAW, "")
    assert plain.abilities[0].conditions == ()  # without the subtext: no condition
    assert [line_part(a) for a in script.abilities] == ["acting"] * 4
    cov = effect_coverage([("A", ENTER_DRAW, ONLY_IN_UNISON), ("B", CANNOT_ATTACK, ONLY_IN_UNISON)])
    assert (cov["acting"], cov["unread"]) == (1, 1)


def _unison_game(knight_text):
    """A game whose Player Extra is face up (it took a damage, 1024) with KNIGHT in the hand, KNIGHT's text read with
    the unison-only subtext."""
    game, _ = game_with(UNISON)
    game.scripts = {**read_pool([(KNIGHT.number, knight_text, ONLY_IN_UNISON)]), **game.scripts}
    game.hand = [KNIGHT, card(cost=1)]
    game.take_damage(1)
    player_side(game).life_shields = 0
    return game


def test_an_enter_ability_resolves_when_the_card_enters_in_unison_and_not_when_it_is_played():
    game = _unison_game(ENTER_DRAW)
    hand = len(game.hand)
    game.activate_abilities()  # the Player Extra's unison (1029.1)
    unit = next(u for u in game.squares.values() if u.base is KNIGHT)
    assert unit.entered_how == "unison"
    assert len(game.hand) == hand - 1 + 2  # KNIGHT left the hand, two cards drawn
    played = _unison_game(ENTER_DRAW)
    hand = len(played.hand)
    assert played.enter(played.take("hand", 0), "hand", (1, 1))
    assert len(played.hand) == hand - 1  # the same card played from the hand: nothing drawn


def test_an_activated_ability_is_played_only_by_the_unit_in_unison():
    script = _script(ACTIVATED_DRAW)
    game = _unison_game(ACTIVATED_DRAW)
    game.scripts = {**game.scripts, KNIGHT.number: script}
    game.hand = []
    game.squares = {(1, 1): OnSquare(KNIGHT, True, 6000, game.turn, entered_how="hand")}
    assert next_activation(game) is None
    game.squares = {(1, 1): OnSquare(KNIGHT, True, 6000, game.turn, entered_how="unison")}
    activation = next_activation(game)
    assert activation is not None
    activate(game, *activation)
    assert len(game.hand) == 1


def test_a_constant_power_and_range_apply_only_to_the_unit_in_unison():
    game = _unison_game(f"{POWER}\n{RANGE}")
    game.hand = []
    played = OnSquare(KNIGHT, True, 6000, game.turn, entered_how="hand")
    unison = OnSquare(KNIGHT, True, 6000, game.turn, entered_how="unison")
    game.squares = {(1, 1): played}
    assert game.power_of(played) == 6000
    assert game.range_of(KNIGHT, played) == 1
    game.squares = {(1, 1): unison}
    assert game.power_of(unison) == 9000
    assert game.range_of(KNIGHT, unison) == 99
    assert game.range_of(KNIGHT) == 1  # asked without its unit (a card off the squares): never in unison
