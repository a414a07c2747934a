"""「このターンの間にあなたのゼクスが“≪起≫電影”によって登場していた場合」 (1115): a Z/X of yours entered by 電影 this
turn. The reader keeps the quoted keyword (the quotes are otherwise dropped with what they hold), 電影 enters its card
from the hand by its own ability (Game.enter's way "denei": by a card's ability, not from outside the hand), and the
condition reads this turn's entries."""

from __future__ import annotations

from tests.rules.builders import card
from tests.rules.test_effects import game_with_scripts
from zxdecks.rules.effects import read_card, run
from zxdecks.rules.effects.coverage import line_part
from zxdecks.rules.effects.language import Condition, ConditionKind
from zxdecks.rules.goldfish import OnSquare

HAND = "≪常≫【有効】手札【効果】"
AFTER_DENEI = (
    HAND + "このターンの間にあなたのゼクスが“≪起≫電影”によって登場していた場合、このカードのコストを－２する。"
)


def test_the_quoted_keyword_is_kept_and_read_as_a_condition_on_this_turns_entries():
    script = read_card("X", AFTER_DENEI + "\nただし、０以下にならない。")
    assert script.unread == ()
    (ability,) = script.abilities
    assert ability.zone == "hand"
    (static,) = ability.statics
    assert (static.kind, static.n) == ("cost", -2)
    assert static.conditions == (Condition("zx_entered_this_turn", name="denei"),)
    assert line_part(ability) == "acting"


def test_the_other_quoted_keywords_stay_unread():
    """「“≪自≫反魂”によって」, 「“≪起≫レイド”によって」 are not 電影: the quotes are dropped and the line stays unread."""
    raid = HAND + "このターンの間にあなたのゼクスが“≪起≫レイド”によって登場していた場合、このカードのコストを－２する。"
    assert read_card("X", raid).abilities == ()


def _game():
    den, cheap, big = card(cost=3), card(cost=6), card(cost=4)
    game = game_with_scripts((den.number, "≪起≫電影３"), (cheap.number, AFTER_DENEI))
    game.hand = [den, cheap]
    game.squares = {(1, 1): OnSquare(big, True, 4000)}
    return game, den, cheap, big


def test_the_cost_is_lowered_only_after_a_zx_entered_by_denei_this_turn():
    game, den, cheap, big = _game()
    assert game.cost_of(cheap) == 6  # nothing entered yet
    run.activate(game, *run.next_activation(game))
    assert game.squares[(1, 1)].card is den
    assert big in game.hand
    assert game.entered_this_turn() == [(den, "denei")]
    assert game.cost_of(cheap) == 4  # 電影 this turn: -2
    game.turn += 1
    assert game.cost_of(cheap) == 6  # the next turn: no entry by 電影 in it


def test_an_entry_by_another_ability_does_not_count():
    game, _, cheap, _ = _game()
    game.enter(card(cost=2), "ability", (0, 0))
    game.enter(card(cost=2), "hand", (0, 2))
    assert game.cost_of(cheap) == 6
    assert run.conditions_hold(game, (Condition("zx_entered_this_turn", name="denei"),), None) is False
    assert run.conditions_hold(game, (Condition("zx_entered_this_turn"),), None) is True


def test_the_zx_that_entered_by_denei_entered_by_a_cards_ability_from_the_hand():
    """1115.2: 電影 puts this card from the hand onto the square by its own ability: 「カードの能力で登場していた」
    holds for it, 「手札以外から登場していた」 does not."""
    game, den, _, _ = _game()
    run.activate(game, *run.next_activation(game))
    unit = game.squares[(1, 1)]
    assert unit.card is den
    assert unit.entered_how == "denei"
    assert unit.entered_from == "hand"
    assert run.conditions_hold(game, (Condition(ConditionKind.SELF_BY_ABILITY),), unit)
    assert run.conditions_hold(game, (Condition("self_entered_this_turn", name="ability"),), unit)
    assert not run.conditions_hold(game, (Condition("self_entered_this_turn", name="not_hand"),), unit)
    assert not run.conditions_hold(game, (Condition(ConditionKind.SELF_PLAYED),), unit)
