"""Clauses that open with 「ターン終了時まで、」 (issue 28, session 17 `until`), pinned by value in a game:
「ターン終了時まで、あなたはこの能力をプレイできない」 (this card's ability only, not every card of its name)."""

import dataclasses

from tests.rules.builders import card
from tests.rules.test_effect_values_references import board, zx
from zxdecks.rules.effects import read_card

# -- 「ターン終了時まで、あなたはこの能力をプレイできない」 inside an auto ability's effect -------------------------------------
THIS_ONCE = (
    "≪自≫【有効】スクエア【誘発】あなたのゼクスが登場する。\n【効果】あなたの手札を1枚選び、トラッシュに置いてよい。"
    "置いたならば、カードを2枚引き、ターン終了時まで、あなたはこの能力をプレイできない。"
)


def watcher(text=THIS_ONCE):
    unit = dataclasses.replace(card(cost=2, name="見張り"), power=3000)
    script = read_card(unit.number, text)
    assert script.unread == (), script.unread
    return unit, script


def test_this_ability_is_forbidden_for_its_own_card_only_and_again_allowed_next_turn():
    """Two cards of the name on squares: the first Z/X entering sets off both and both draw (each forbids only its
    own ability); the next Z/X entering sets off neither; on the next turn of yours both resolve again."""
    one, script = watcher()
    two = dataclasses.replace(one)
    game = board({(0, 0): one, (2, 0): two}, {})
    game.scripts = {one.number: script}
    game.hand = [card(cost=1) for _ in range(4)]
    assert game.enter(zx(1000), "ability", (1, 0))
    assert (len(game.hand), len(game.trash)) == (4 - 2 + 4, 2)
    assert game.enter(zx(1000), "ability", (1, 2))
    assert (len(game.hand), len(game.trash)) == (6, 2)
    game.end_turn()
    game.start_turn()
    game.hand = [card(cost=1) for _ in range(4)]
    assert game.enter(zx(1000), "ability", (1, 1))
    assert (len(game.hand), len(game.trash)) == (6, 4)


def test_this_ability_is_not_forbidden_when_the_card_put_into_the_trash_was_not():
    """「置いたならば、…」: with no hand card nothing is put, nothing forbidden, and the ability resolves again."""
    one, script = watcher()
    game = board({(0, 0): one}, {})
    game.scripts = {one.number: script}
    assert game.enter(zx(1000), "ability", (1, 0))
    assert game.hand == []
    game.hand = [card(cost=1)]
    assert game.enter(zx(1000), "ability", (1, 2))
    assert (len(game.hand), len(game.trash)) == (2, 1)


def test_this_ability_forbidden_without_until_the_end_of_the_turn_or_in_an_activated_ability_stays_unread():
    for text in (
        THIS_ONCE.replace("ターン終了時まで、あなたは", "あなたは"),
        "≪起≫【有効】スクエア【コスト】《無0・無0》【効果】カードを1枚引き、ターン終了時まで、あなたはこの能力をプレイできない。",
    ):
        script = read_card("X", text)
        assert script.abilities == (), text
