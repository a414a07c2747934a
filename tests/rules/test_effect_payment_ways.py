"""An activated ability with two ways to pay it (807.1a, 「AかB」): 「《青1・青1》か≪スリープ≫」, 「《白2・白2》か《黒2・黒2》」,
「…トラッシュに置くか、…トラッシュに置く」: read as one line whose ability carries the other way (Ability.ways); the
goldfish pays the first way it can, once a turn whichever way it paid."""

from __future__ import annotations

import dataclasses

from tests.rules.builders import card
from tests.rules.test_effect_values import fresh
from zxdecks.rules.board import OnSquare, Resource
from zxdecks.rules.cards import Color
from zxdecks.rules.effects import read_card
from zxdecks.rules.effects.coverage import line_part
from zxdecks.rules.effects.language import Kind
from zxdecks.rules.effects.run import activate, next_activation

DRAW = "【効果】カードを1枚引く。"
OR_SLEEP = "≪起≫【有効】≪自分ターン≫スクエア【コスト】《青1・青1》か≪スリープ≫" + DRAW
OR_COLOUR = "≪起≫【有効】≪自分ターン≫スクエア【コスト】《白2・白2》か《黒2・黒2》" + DRAW
OR_ZONE = (
    "≪起≫【有効】スクエア【コスト】あなたの手札にあるカードを1枚トラッシュに置くか、あなたのチャージにあるカードを1枚"
    "トラッシュに置く。" + DRAW
)


def _game(text, resources=(), hand=(), charge=(), square=(2, 0)):
    """A fresh game with a Z/X of `text` on `square` ((2, 0) cannot attack the opponent's player square)."""
    zx = dataclasses.replace(card(cost=3), power=3000)
    game = fresh()
    game.scripts = {zx.number: read_card(zx.number, text)}
    game.squares = {square: OnSquare(zx, True, 3000)}
    game.resources = [Resource(c) for c in resources]
    game.hand, game.charge = list(hand), list(charge)
    return game, game.squares[square]


def _blue():
    return card(cost=1, colors=frozenset({Color.BLUE}))


def test_each_way_is_read_and_the_line_acts():
    (ability,) = read_card("X", OR_SLEEP).abilities
    assert (ability.cost, ability.cost_colors, ability.sleep_self) == (1, frozenset({Color.BLUE}), False)
    ((other),) = ability.ways
    assert (other.cost, other.sleep_self, other.effects) == (0, True, ability.effects)
    assert line_part(ability) == "acting"
    (colours,) = read_card("X", OR_COLOUR).abilities
    assert [(a.cost, a.cost_colors) for a in (colours, *colours.ways)] == [
        (2, frozenset({Color.WHITE})),
        (2, frozenset({Color.BLACK})),
    ]
    (zones,) = read_card("X", OR_ZONE).abilities
    assert [[(e.kind, e.source, e.destination) for e in a.payment] for a in (zones, *zones.ways)] == [
        [(Kind.MOVE, "hand", "trash")],
        [(Kind.MOVE, "charge", "trash")],
    ]


def test_the_resource_is_paid_when_it_can_be_and_the_card_stays_rebooted():
    game, unit = _game(OR_SLEEP, [_blue()])
    top = game.deck[0]
    activate(game, *next_activation(game))
    assert game.hand == [top]
    assert unit.rebooted
    assert [r.rebooted for r in game.resources] == [False]
    assert next_activation(game) is None  # once a turn, whichever way it was paid


def test_without_a_blue_resource_the_card_sleeps_to_pay():
    game, unit = _game(OR_SLEEP, [card(cost=1)])  # a red resource: 《青1・青1》 cannot be paid
    top = game.deck[0]
    activate(game, *next_activation(game))
    assert game.hand == [top]
    assert not unit.rebooted
    assert [r.rebooted for r in game.resources] == [True]
    assert next_activation(game) is None


def test_neither_way_payable_the_ability_is_not_played():
    game, _ = _game(OR_SLEEP, [card(cost=1)], square=(0, 0))  # next to the player square: it keeps attacking
    assert next_activation(game) is None
    game, _ = _game(OR_COLOUR, [_blue(), _blue()])
    assert next_activation(game) is None  # neither two white nor two black


def test_the_charge_pays_when_the_hand_is_empty():
    kept, charged = card(cost=2), card(cost=4)
    game, _ = _game(OR_ZONE, charge=[charged])
    top = game.deck[0]
    activate(game, *next_activation(game))
    assert game.trash == [charged]
    assert game.hand == [top]
    game, _ = _game(OR_ZONE, hand=[kept], charge=[charged])
    activate(game, *next_activation(game))
    assert game.trash == [kept]  # the first way: the hand's card
    assert game.charge == [charged]


def test_a_hand_ability_is_paid_the_other_way_when_the_resources_cannot_pay():
    text = "≪起≫【有効】≪自分ターン1≫手札【コスト】《無1・無1》かあなたのチャージを1枚トラッシュに置く。" + DRAW
    holder, charged = card(cost=5), card(cost=4)
    game = fresh()
    game.scripts = {holder.number: read_card(holder.number, text)}
    game.squares, game.resources = {}, []
    game.hand, game.charge = [holder], [charged]
    top = game.deck[0]
    activate(game, *next_activation(game))
    assert game.trash == [charged]
    assert game.hand == [holder, top]
    assert next_activation(game) is None  # once a turn
    game.charge = []
    game.used_this_turn.clear()
    assert next_activation(game) is None  # no resource, no charge: neither way
    game.resources = [Resource(card(cost=1))]
    source, way = next_activation(game)
    assert (source.card, way.cost, way.payment) == (holder, 1, ())


def _returning(zone_words):
    return f"≪起≫【有効】≪自分ターン1≫スクエア【コスト】あなたの{zone_words}を1枚手札に戻す。" + DRAW


def test_a_card_of_the_trash_charge_or_resources_back_to_the_hand_pays_for_an_ability():
    for words, zone in (("トラッシュにあるゼクス", "trash"), ("チャージにあるゼクス", "charge")):
        (ability,) = read_card("X", _returning(words)).abilities
        assert [(e.kind, e.source, e.destination, e.n) for e in ability.payment] == [(Kind.MOVE, zone, "hand", 1)]
        cheap, dear = card(cost=2), card(cost=6)
        game, _ = _game(_returning(words))
        setattr(game, zone, [cheap, dear])
        top = game.deck[0]
        activate(game, *next_activation(game))
        assert getattr(game, zone) == [cheap]  # the costliest taken back
        assert game.hand == [dear, top]
        game, _ = _game(_returning(words))
        assert next_activation(game) is None  # nothing there: not payable


def test_a_resource_of_the_race_back_to_the_hand_pays_for_an_ability():
    text = _returning("リソースにある[ゼクカー]")
    racer = dataclasses.replace(card(cost=3), races=("ゼクカー",))
    other = card(cost=3)
    game, _ = _game(text, [other, racer])
    top = game.deck[0]
    activate(game, *next_activation(game))
    assert [r.card for r in game.resources] == [other]
    assert game.hand == [racer, top]
    game, _ = _game(text, [other])
    assert next_activation(game) is None  # no resource of the race


def test_payment_clauses_joined_by_a_continuing_verb_are_each_paid():
    text = "≪起≫【有効】≪自分ターン≫手札【コスト】このカードを除外し、≪調査記録≫を1個消費する。" + DRAW
    (ability,) = read_card("X", text).abilities
    assert [(e.kind, e.source, e.destination) for e in ability.payment] == [
        (Kind.MOVE, "self", "removed"),
        (Kind.PAY_COUNTER, "", ""),
    ]
    holder = card(cost=3)
    game = fresh()
    game.scripts = {holder.number: read_card(holder.number, text)}
    game.squares, game.hand = {}, [holder]
    assert next_activation(game) is None  # no ≪調査記録≫ to spend
    game.counters["調査記録"] = 1
    top = game.deck[0]
    activate(game, *next_activation(game))
    assert game.removed == [holder]
    assert game.counters.get("調査記録", 0) == 0
    assert game.hand == [top]


def test_a_hand_card_and_a_zx_of_yours_pay_for_an_ability_when_joined_by_置き():
    text = (
        "≪起≫【有効】≪自分ターン≫スクエア【コスト】あなたの手札を1枚トラッシュに置き、"
        "スクエアにあるあなたのリブートのゼクスを1枚破壊する。" + DRAW
    )
    (ability,) = read_card("X", text).abilities
    assert [(e.kind, e.rest) for e in ability.payment] == [(Kind.MOVE, ""), (Kind.CHOOSE_ZX, "destroy")]


def _paid_with_zx(text, others):
    """The ability of `text` on a Z/X named 「主」 at (2, 0), `others` (name, ignition) rebooted beside it: the names of
    the Z/X left on the squares after it is played, or None when it is not."""
    holder = dataclasses.replace(card("主", cost=3), power=3000)
    game = fresh()
    game.scripts = {holder.number: read_card(holder.number, text)}
    game.squares = {(2, 0): OnSquare(holder, True, 3000)}
    for i, (name, ignition) in enumerate(others):
        game.squares[(2, 1 + i)] = OnSquare(dataclasses.replace(card(name, cost=2, ignition=ignition)), True, 2000)
    found = next_activation(game)
    if found is None:
        return None
    activate(game, *found)
    return sorted(u.card.name for u in game.squares.values())


def test_a_zx_of_yours_but_one_of_a_name_pays_for_an_ability():
    named = "≪起≫【有効】≪自分ターン≫スクエア【コスト】「主」以外のスクエアにあるあなたのリブートのゼクスを1枚トラッシュに置く。"
    assert read_card("X", named + DRAW).abilities[0].payment[0].filter.name_not == "主"
    assert _paid_with_zx(named + DRAW, [("主", False)]) is None  # only Z/X named 主 (this one too)
    assert _paid_with_zx(named + DRAW, [("主", False), ("副", False)]) == ["主", "主"]  # 副 paid
    same = "≪起≫【有効】≪自分ターン≫スクエア【コスト】スクエアにある《同名》以外のあなたのリブートのゼクスを1枚トラッシュに置く。"
    assert _paid_with_zx(same + DRAW, [("副", False)]) == ["主"]  # 副 paid, never 主 itself (《同名》)
    assert _paid_with_zx(same + DRAW, [("主", False)]) is None  # another 主: of the same name


def test_a_zx_of_yours_with_the_ignition_icon_pays_for_an_ability():
    text = (
        "≪起≫【有効】≪自分ターン≫スクエア【コスト】スクエアにあるあなたの≪イグニッション≫を持つリブートのゼクスを1枚"
        "除外する。" + DRAW
    )
    assert read_card("X", text).abilities[0].payment[0].filter.ignition is True
    assert _paid_with_zx(text, [("副", False)]) is None
    assert _paid_with_zx(text, [("副", False), ("炎", True)]) == ["主", "副"]


def test_the_sleep_icon_printed_as_a_word_is_this_card_slept():
    for payment in ("【スリープ】", "スリープ"):
        (ability,) = read_card("X", f"≪起≫【有効】スクエア【コスト】{payment}" + DRAW).abilities
        assert (ability.sleep_self, ability.cost, ability.payment) == (True, 0, ())
    game, unit = _game("≪起≫【有効】スクエア【コスト】スリープ" + DRAW)
    activate(game, *next_activation(game))
    assert not unit.rebooted
    assert len(game.hand) == 1


def test_a_hand_ability_paid_with_another_hand_card_of_a_race_never_discards_itself():
    text = "≪起≫【有効】手札【コスト】あなたの手札にあるこのカード以外の[天使]を1枚トラッシュに置く。" + DRAW
    (ability,) = read_card("X", text).abilities
    assert [(e.source, e.destination, e.filter.race) for e in ability.payment] == [("hand", "trash", "天使")]
    angel = dataclasses.replace(card(cost=2), races=("天使",))
    holder = dataclasses.replace(card(cost=4), races=("天使",))
    game = fresh()
    game.scripts = {holder.number: read_card(holder.number, text)}
    game.squares, game.hand = {}, [holder]
    assert next_activation(game) is None  # only itself of the race
    game.hand = [holder, angel]
    activate(game, *next_activation(game))
    assert game.trash == [angel]
    assert game.hand[0] is holder
    assert len(game.hand) == 2


def test_a_card_back_to_the_hand_from_the_zone_the_ability_is_played_from_is_left_unread():
    # its mover could take back the very card whose ability it is (the payment check leaves that card out)
    text = "≪起≫【有効】トラッシュ【コスト】あなたのトラッシュにあるゼクスを1枚手札に戻す。" + DRAW
    script = read_card("X", text)
    assert script.abilities == ()
    assert script.unread[0].reason == "payment: a card back to the hand from the zone the ability is played from"
    assert read_card("X", text.replace("トラッシュ【", "手札【")).abilities != ()  # from another zone: read


def test_two_other_cards_of_its_name_from_the_trash_to_the_bottom_of_the_deck_pay_for_a_trash_ability():
    text = (
        "≪起≫【有効】トラッシュ【コスト】あなたのトラッシュにあるこのカード以外の《同名》を2枚好きな順番でデッキの下に置く。"
        "【効果】このカードを手札に戻す。"
    )
    holder, twin, other = card("魔眼", cost=4), card("魔眼", cost=4), card("石", cost=1)
    game = fresh()
    game.scripts = {holder.number: read_card(holder.number, text)}
    game.squares = {}
    game.trash = [holder, twin, other]
    assert next_activation(game) is None  # one other card of its name only
    third = card("魔眼", cost=4)
    game.trash.append(third)
    activate(game, *next_activation(game))
    assert game.trash == [other]
    assert game.hand == [holder]
    assert {id(c) for c in game.deck[-2:]} == {id(twin), id(third)}
