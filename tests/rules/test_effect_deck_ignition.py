"""A gained ignition icon valid in the deck (「【有効】デッキ【効果】(condition、)このカードは≪イグニッション≫を得る」):
an ignition reveals the top card of the deck (505.3a, 1011) and plays it free when it has the icon, printed or gained
while the condition holds; a gain valid in the deck does not reach life (907.2e), nor one valid in life the deck."""

from __future__ import annotations

import dataclasses

from tests.rules.builders import card
from tests.rules.golden_constants import reading
from tests.rules.test_effects import game_with_scripts
from zxdecks.rules.effects import read_card
from zxdecks.rules.effects.coverage import line_part

DECK = "≪常≫【有効】デッキ【効果】あなたのトラッシュにカード名に「怪盗団」を含むカードが4枚以上ある場合、このカードは≪イグニッション≫を得る。"
LIFE = "≪常≫【有効】ライフ【効果】あなたのトラッシュにカード名に「怪盗団」を含むカードが4枚以上ある場合、このカードは≪イグニッション≫を得る。"


def _thieves(n: int):
    return [card(name=f"怪盗団{i}") for i in range(n)]


def test_the_reading_is_the_icon_in_the_deck_under_its_condition():
    script = read_card("X", DECK)
    (ability,) = script.abilities
    assert (ability.ignition_in, ability.conditions[0].kind, ability.conditions[0].n) == (
        "デッキ",
        "trash_filter_at_least",
        4,
    )
    assert (script.ignition_in_life, script.gated_ignition) == (False, ())  # not in life
    assert line_part(ability) == "acting"
    assert "unread" not in reading("【有効】デッキ【効果】このカードは≪イグニッション≫を得る。")


def test_an_ignition_plays_the_top_card_free_only_while_the_condition_holds():
    thief = dataclasses.replace(card(cost=3), power=3000)
    game = game_with_scripts((thief.number, DECK))
    game.trash = [*_thieves(3), card(name="別人")]
    game.deck[:0] = [thief]
    assert game.ignite_top() is thief
    assert thief in game.trash  # three of the name: no icon, trashed (505.3a)
    assert all(u.card is not thief for u in game.squares.values())

    again = dataclasses.replace(card(cost=3), power=3000)
    game = game_with_scripts((again.number, DECK))
    game.trash = _thieves(4)
    game.deck[:0] = [again]
    assert game.ignite_top() is again
    assert [u.card for u in game.squares.values() if u.card is again] == [again]  # four: played free
    assert again not in game.trash


def test_a_gain_valid_in_life_is_not_asked_for_in_the_deck():
    thief = dataclasses.replace(card(cost=3), power=3000)
    game = game_with_scripts((thief.number, LIFE))
    assert game.scripts[thief.number].gated_ignition != ()  # asked for in life
    game.trash = _thieves(4)
    game.deck[:0] = [thief]
    game.ignite_top()
    assert thief in game.trash
