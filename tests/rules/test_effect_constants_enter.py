"""「このカードは<condition>場合にしか登場できない。」 (806.1, 803.1b: valid in every zone): the card enters a square,
played or put there by an effect, only while the condition holds."""

from __future__ import annotations

from tests.rules.builders import card
from tests.rules.test_effects import game_with_scripts
from zxdecks.rules.board import OWN_PLAYER_SQUARE
from zxdecks.rules.cards import CardFacts, Color
from zxdecks.rules.effects import AbilityKind, read_card
from zxdecks.rules.effects.language import Condition, ConditionKind
from zxdecks.rules.goldfish import Game, OnSquare, Resource

ONLY_WITH_TRASH = "≪常≫【有効】すべて【効果】このカードはあなたのトラッシュが３枚以上ある場合にしか登場できない。"
ONLY_WITH_RESOURCES = "≪常≫【有効】すべて【効果】このカードはあなたのリソースが５枚以上ある場合にしか登場できない。"


def test_a_card_that_enters_only_under_a_condition_is_read_as_a_restriction_on_entering():
    script = read_card("X", ONLY_WITH_TRASH)
    assert script.unread == ()
    (ability,) = script.abilities
    assert (ability.kind, ability.zone, ability.statics, ability.effects) == (AbilityKind.CONSTANT, "all", (), ())
    assert script.enter_only_if == (Condition(ConditionKind.TRASH_AT_LEAST, 3),)
    assert (script.restricted, script.needs_namesake_in_trash, script.play_only_if) == (True, False, ())
    assert read_card("X", ONLY_WITH_RESOURCES).enter_only_if == (Condition(ConditionKind.RESOURCES_AT_LEAST, 5),)


def test_an_unread_condition_before_enters_only_leaves_the_line_unread():
    script = read_card("X", "≪常≫【有効】すべて【効果】このカードは相手の手札が３枚以上ある場合にしか登場できない。")
    assert (script.abilities, script.enter_only_if, len(script.unread)) == ((), (), 1)


def test_a_card_that_enters_only_with_three_cards_in_the_trash_is_played_only_then():
    late = card(cost=1)
    game = game_with_scripts((late.number, ONLY_WITH_TRASH))
    game.resources = [Resource(card(colors=frozenset({Color.RED}))) for _ in range(2)]
    game.hand = [late]
    game.trash = [card(cost=1), card(cost=2)]
    assert game.can_play(late) is False
    assert game.play_from_hand(0) is False
    assert (game.hand, game.squares) == ([late], {})
    game.trash.append(card(cost=3))
    assert game.can_play(late) is True
    assert game.play_from_hand(0)
    assert [u.card for u in game.squares.values()] == [late]
    assert game.hand == []


def test_an_effect_puts_a_card_that_enters_only_under_a_condition_onto_a_square_only_then():
    """It restricts entering (登場), not only playing: an effect that puts it onto a square obeys it too."""
    late = card(cost=1)
    game = game_with_scripts((late.number, ONLY_WITH_RESOURCES))
    game.resources = [Resource(card(colors=frozenset({Color.RED}))) for _ in range(4)]
    assert game.may_enter(late) is False
    game.resources.append(Resource(card(colors=frozenset({Color.RED}))))
    assert game.may_enter(late) is True
    assert game.play_without_cost(late, "ability")
    assert [u.card for u in game.squares.values()] == [late]


PLAYER_SQUARE_ONLY = "≪常≫【有効】すべて【効果】このカードはあなたのプレイヤースクエアにしか登場できない。"
EMPTY_PLAYER_SQUARE_ONLY = (
    "≪常≫【有効】すべて【効果】このカードはゼクスのないあなたのプレイヤースクエアにしか登場できない。"
)


def test_a_card_that_enters_only_on_your_player_square_is_read_as_a_restriction():
    script = read_card("X", PLAYER_SQUARE_ONLY)
    assert script.unread == ()
    (ability,) = script.abilities
    assert (ability.kind, ability.zone, ability.statics) == (AbilityKind.CONSTANT, "all", ())
    assert (script.player_square_only, script.restricted) == ("player", True)
    assert read_card("X", EMPTY_PLAYER_SQUARE_ONLY).player_square_only == "empty_player"
    assert read_card("X", ONLY_WITH_TRASH).player_square_only == ""


def _game(text: str) -> tuple[Game, CardFacts]:
    only = card(cost=1)
    game = game_with_scripts((only.number, text))
    game.resources = [Resource(card(colors=frozenset({Color.RED}))) for _ in range(2)]
    game.hand = [only]
    return game, only


def test_a_card_that_enters_only_on_your_player_square_is_played_there():
    game, only = _game(PLAYER_SQUARE_ONLY)
    assert game.legal_squares(only) == [OWN_PLAYER_SQUARE]
    assert game.play_from_hand(0)
    assert {sq: u.card for sq, u in game.squares.items()} == {OWN_PLAYER_SQUARE: only}


def test_a_card_that_enters_only_on_your_player_square_replaces_a_rebooted_zx_there_but_not_a_slept_one():
    game, only = _game(PLAYER_SQUARE_ONLY)
    other = card(cost=1)
    game.squares[OWN_PLAYER_SQUARE] = OnSquare(other, rebooted=False)
    game.squares[(1, 1)] = OnSquare(card(cost=1), rebooted=True)  # a normal square it may not enter
    assert (game.legal_squares(only), game.has_square(only)) == ([], False)
    assert game.play_from_hand(0) is False
    game.squares[OWN_PLAYER_SQUARE].rebooted = True
    assert (game.legal_squares(only), game.has_square(only)) == ([OWN_PLAYER_SQUARE], True)
    assert game.play_from_hand(0)
    assert game.squares[OWN_PLAYER_SQUARE].card is only
    assert other in game.trash


def test_a_card_that_enters_only_on_an_empty_player_square_never_replaces_a_zx_there():
    game, only = _game(EMPTY_PLAYER_SQUARE_ONLY)
    game.squares[OWN_PLAYER_SQUARE] = OnSquare(card(cost=1), rebooted=True)
    assert (game.legal_squares(only), game.has_square(only)) == ([], False)
    del game.squares[OWN_PLAYER_SQUARE]
    assert game.legal_squares(only) == [OWN_PLAYER_SQUARE]


def test_an_effect_cannot_put_a_card_that_enters_only_on_your_player_square_onto_another_square():
    game, only = _game(PLAYER_SQUARE_ONLY)
    assert game.enter(only, "ability", square=(1, 1)) is False
    assert game.enter(only, "ability", legal=[(1, 1), (1, 0)]) is False
    assert game.squares == {}
    assert game.enter(only, "ability", legal=[(1, 1), OWN_PLAYER_SQUARE])
    assert {sq: u.card for sq, u in game.squares.items()} == {OWN_PLAYER_SQUARE: only}
