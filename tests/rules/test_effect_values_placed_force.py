"""「置いたフォースが<filter>の場合」 (1010.2a, effects.force_words): the card an activated ability's payment or an
effect put out of this card's force, tested where it went; and 「このカードの裏向きのフォースをN枚トラッシュに置く」 (a
payment of face-down force only, 1019.1a: the card is no longer broken after its last one). Texts are invented for
the tests."""

import pytest

from tests.rules.builders import card
from tests.rules.test_effect_values import fresh
from tests.rules.test_effect_values_abilities import with_script
from zxdecks.rules.board import OnSquare
from zxdecks.rules.cards import Icon
from zxdecks.rules.effects import read_card
from zxdecks.rules.effects.coverage import line_part
from zxdecks.rules.effects.language import CardFilter, Condition
from zxdecks.rules.effects.run import activate, next_activation, resolve

PAID = "≪起≫【有効】スクエア【コスト】このカードのフォースを1枚トラッシュに置く。【効果】置いたフォースがコスト4以上の場合、カードを2枚引く。"


def test_the_placed_force_condition_is_read_on_the_effect_not_on_the_ability():
    (ability,) = read_card("X", PAID).abilities
    assert ability.conditions == ()  # checked once the payment is made, not before the ability is played
    assert ability.effects[0].conditions == (Condition("placed_force_is", 1, CardFilter(min_cost=4)),)
    assert line_part(ability) == "acting"
    for words, flt in (
        ("「修行僧」", CardFilter(name_is="修行僧")),
        ("[ドラゴン]", CardFilter(race="ドラゴン")),
        ("カード名に「ウェイベル」を含むカード", CardFilter(name_contains="ウェイベル")),
        ("カード名に「ウェイベル」を含む", CardFilter(name_contains="ウェイベル")),
        ("≪エヴォルシード≫を持つカード", CardFilter(icon=Icon.EVOLSEED)),  # session 17: the icon in words.FILTER
    ):
        text = PAID.replace("コスト4以上", words)
        assert read_card("X", text).abilities[0].effects[0].conditions[0].filter == flt, words
    unread = read_card("X", PAID.replace("コスト4以上", "同じカード名の[ドラゴン]"))
    assert (unread.abilities, len(unread.unread)) == ((), 1)


@pytest.mark.parametrize(("cost", "drawn"), [(3, 0), (4, 2)])
def test_the_force_paid_decides_what_the_ability_does(cost, drawn):
    game = fresh()
    zx = card(cost=3)
    with_script(game, zx, PAID)
    paid = card(cost=cost)
    game.squares = {(2, 0): OnSquare(zx, False, 3000, 0, [paid])}
    found = next_activation(game)
    assert found is not None  # played whatever the force: what it is is known once paid
    activate(game, *found)
    unit = game.squares[(2, 0)]
    assert (unit.force, unit.force_put, game.trash) == (None, (), [paid])  # forgotten once it resolved
    assert len(game.hand) == drawn


@pytest.mark.parametrize(("force", "drawn"), [((), 0), ((6,), 1), ((2,), 0)], ids=["none", "costly", "cheap"])
def test_an_effect_that_puts_force_is_what_the_placed_force_names_and_none_put_is_none(force, drawn):
    game = fresh()
    body = "このカードのフォースを1枚選び、トラッシュに置いてよい。置いたフォースがコスト6以上ならば、カードを1枚引く。"
    (ability,) = read_card("Y", "≪自≫【有効】スクエア【誘発】このカードが攻撃する。\n【効果】" + body).abilities
    held = [card(cost=c) for c in force]
    unit = OnSquare(card(), True, 3000, force=list(held) or None)
    unit.force_put = (card(cost=9),)  # stale (as if left by an earlier instruction): this one's replaces it
    game.squares[(1, 1)] = unit
    resolve(game, ability, unit, "Y")
    assert (unit.force_put, game.trash, len(game.hand)) == ((), held, drawn)


DOWN = "≪起≫【有効】≪自分ターン≫スクエア【コスト】このカードの裏向きのフォースを1枚トラッシュに置く。【効果】カードを1枚引く。"


def test_only_face_down_force_pays_for_face_down_force_and_the_card_is_no_longer_broken():
    game = fresh()
    zx = card(cost=3)
    with_script(game, zx, DOWN)
    face_up, face_down = card(cost=2), card(cost=5)
    unit = OnSquare(zx, False, 3000, 0, [face_up])
    game.squares = {(2, 0): unit}
    assert next_activation(game) is None  # a face-up force does not pay
    unit.force_down = [face_down]
    found = next_activation(game)
    assert found is not None
    activate(game, *found)
    assert (unit.force, unit.force_down, game.trash, len(game.hand)) == ([face_up], None, [face_down], 1)


@pytest.mark.parametrize(("force", "down", "has"), [((), (), False), ((1,), (), True), ((), (1,), True)])
def test_this_card_has_force_face_up_or_face_down(force, down, has):
    game = fresh()
    text = "≪起≫【有効】スクエア【コスト】《無0・無0》【効果】このカードがフォースを持つ場合、カードを1枚引く。"
    (ability,) = read_card("X", text).abilities
    unit = OnSquare(
        card(), True, 3000, force=[card() for _ in force] or None, force_down=[card() for _ in down] or None
    )
    game.squares[(1, 1)] = unit
    resolve(game, ability, unit, "X")
    assert len(game.hand) == int(has)
    (lacking,) = read_card("Y", text.replace("持つ場合", "持たない場合")).abilities
    resolve(game, lacking, unit, "Y")
    assert len(game.hand) == int(has) + int(not has)


@pytest.mark.parametrize(
    ("verb", "where"),
    [("手札に戻す", "hand"), ("リソースにスリープで置く", "resources"), ("トラッシュに置く", "trash")],
)
def test_all_of_this_cards_force_goes_where_the_verb_says_face_down_too(verb, where):
    game = fresh()
    text = f"≪起≫【有効】スクエア【コスト】《無0・無0》【効果】このカードのフォースをすべて{verb}。"
    (ability,) = read_card("X", text).abilities
    up, down = card(cost=2), card(cost=4)
    unit = OnSquare(card(), True, 3000, force=[up], force_down=[down])
    game.squares[(1, 1)] = unit
    resources = len(game.resources)
    resolve(game, ability, unit, "X")
    assert (unit.force, unit.force_down) == (None, None)  # 1019.1a: no longer broken
    if where == "resources":
        assert [(r.card, r.rebooted) for r in game.resources[resources:]] == [(up, False), (down, False)]
    else:
        assert sorted(c.number for c in getattr(game, where)) == sorted(c.number for c in (up, down))


def test_up_to_n_of_this_cards_force_into_the_resources_and_a_count_after_it():
    game = fresh()
    text = (
        "≪起≫【有効】スクエア【コスト】《無0・無0》【効果】このカードのフォースを2枚まで選び、リソースにスリープで置く。"
        "2枚以上置いた場合、カードを1枚引く。"
    )
    (ability,) = read_card("X", text).abilities
    unit = OnSquare(card(), True, 3000, force=[card(cost=1), card(cost=2), card(cost=3)])
    game.squares[(1, 1)] = unit
    resources = len(game.resources)
    resolve(game, ability, unit, "X")
    assert (len(unit.force or []), len(game.resources) - resources, len(game.hand)) == (1, 2, 1)
