"""Payments of activated abilities read in session 18 (`misc`): hand or trash cards under this card as its force,
trash cards into the resources, Z/X of yours into the charge (effects.payable); pinned by value in a game, both
ways (payable: the ability is played and its effect done; not payable: it is not played)."""

import dataclasses

import pytest

from tests.rules.builders import card, scripted_card
from tests.rules.test_effect_values import event, fresh
from zxdecks.rules.cards import CardType
from zxdecks.rules.effects import read_card
from zxdecks.rules.effects.run import activate, next_activation
from zxdecks.rules.goldfish import OnSquare, Resource

HOME = (2, 0)


@pytest.mark.parametrize("in_hand", [True, False])
def test_a_hand_card_under_this_card_as_its_force_pays_for_the_draw(in_hand):
    game = fresh()
    text = (
        "≪起≫【有効】≪自分ターン1≫スクエア【コスト】あなたの手札を1枚表向きでこのカードのフォースにする。"
        "【効果】カードを2枚引く。"
    )
    scripted_card(game, text, at=HOME, cost=3)
    unit = game.squares[HOME]
    under = card(cost=2)
    game.hand = [under] if in_hand else []
    found = next_activation(game)
    assert (found is not None) is in_hand
    if in_hand:
        activate(game, *found)
        assert under not in game.hand
        assert unit.force == [under]
        assert len(game.hand) == 2


@pytest.mark.parametrize("named", [True, False])
def test_trash_cards_of_the_name_under_this_card_pay_for_the_draw(named):
    game = fresh()
    text = (
        "≪起≫【有効】スクエア【コスト】あなたのトラッシュにあるカード名に「ディザ」を含むカードを2枚フォースとして"
        "このカードの下に表向きで置く。【効果】カードを1枚引く。"
    )
    scripted_card(game, text, at=HOME, cost=3)
    unit = game.squares[HOME]
    a, b, other = card("魔ディザA", cost=1), card("魔ディザB", cost=2), card(cost=3)
    game.trash = [a, other, b] if named else [a, other]
    found = next_activation(game)
    assert (found is not None) is named
    if named:
        activate(game, *found)
        assert sorted(c.name for c in unit.force) == ["魔ディザA", "魔ディザB"]
        assert game.trash == [other]
        assert len(game.hand) == 1


@pytest.mark.parametrize("ignition", [True, False])
def test_a_trash_card_with_ignition_into_the_resources_slept_pays_for_the_draw(ignition):
    game = fresh()
    text = (
        "≪起≫【有効】スクエア【コスト】あなたのトラッシュにある≪イグニッション≫を持つカードを1枚リソースにスリープで"
        "置く。【効果】カードを1枚引く。"
    )
    scripted_card(game, text, at=HOME, cost=3)
    lit = card(cost=1, ignition=ignition)
    game.trash = [lit]
    before = len(game.resources)
    found = next_activation(game)
    assert (found is not None) is ignition
    if ignition:
        activate(game, *found)
        assert game.trash == []
        assert game.resources[-1].card is lit
        assert game.resources[-1].rebooted is False
        assert len(game.resources) == before + 1
        assert len(game.hand) == 1


@pytest.mark.parametrize("others", [2, 1])
def test_two_zx_of_the_name_into_the_charge_pay_for_the_draw(others):
    game = fresh()
    text = (
        "≪起≫【有効】スクエア【コスト】スクエアにあるあなたのカード名に「祈獣」を含むゼクスを2枚チャージに置く。"
        "【効果】カードを2枚引く。"
    )
    scripted_card(game, text, at=HOME, cost=3)
    unit = game.squares[HOME]
    beasts = [dataclasses.replace(card(f"祈獣{i}", cost=2), power=2000) for i in range(others)]
    for square, beast in zip([(2, 1), (2, 2)], beasts, strict=False):
        game.squares[square] = OnSquare(beast, True, 2000)
    found = next_activation(game)
    assert (found is not None) is (others == 2)
    if others == 2:
        activate(game, *found)
        assert game.squares == {HOME: unit}
        assert sorted(c.name for c in game.charge) == ["祈獣0", "祈獣1"]
        assert len(game.hand) == 2


@pytest.mark.parametrize("extra", [True, False])
def test_a_face_up_zx_extra_of_the_race_turned_face_down_pays_for_the_draw(extra):
    """E47-016's payment: 「あなたのデュナミスにある表向きのゼクス エクストラの[インフルエンサー]を1枚裏向きにする」."""
    game = fresh()
    text = (
        "≪起≫【有効】スクエア【コスト】あなたのデュナミスにある表向きのゼクス エクストラの[インフルエンサー]を1枚裏向きにする。"
        "【効果】カードを2枚引く。"
    )
    scripted_card(game, text, at=HOME, cost=3)
    up = dataclasses.replace(card(cost=3, type_=CardType.ZX_EX if extra else CardType.ZX), races=("インフルエンサー",))
    game.dynamis_face_up = [up]
    game.dynamis = []
    found = next_activation(game)
    assert (found is not None) is extra
    if extra:
        activate(game, *found)
        assert game.dynamis_face_up == []
        assert game.dynamis == [up]
        assert len(game.hand) == 2


@pytest.mark.parametrize("extra", [True, False])
def test_a_dynamis_zx_that_is_not_an_extra_enters(extra):
    """E47-018's effect: 「あなたのデュナミスにあるゼクス エクストラでない[インフルエンサー]を1枚選び、…登場させる」."""
    game = fresh()
    game.squares = {}
    zx = dataclasses.replace(
        card(cost=3, type_=CardType.ZX_EX if extra else CardType.ZX), races=("インフルエンサー",), power=3000
    )
    game.dynamis = [zx]
    event(
        game,
        "あなたのデュナミスにあるゼクス エクストラでない[インフルエンサー]を1枚選び、リブートでゼクスのないノーマルスクエアに登場させる。",
    )
    assert [u.card for u in game.squares.values()] == ([] if extra else [zx])


@pytest.mark.parametrize("in_charge", [True, False])
def test_this_card_from_the_charge_onto_the_top_of_the_deck_pays_for_the_trash_card(in_charge):
    """B25-057's payment: 「このカードをあなたのデッキの1番上に置く」, from the charge (803.1d)."""
    game = fresh()
    this = dataclasses.replace(card(cost=3), power=3000)
    game.scripts = {
        this.number: read_card(
            this.number,
            "≪起≫【有効】チャージ【コスト】このカードをあなたのデッキの1番上に置く。"
            "【効果】あなたのトラッシュにあるゼクスを1枚選び、手札に戻す。",
        )
    }
    game.squares = {}
    back = dataclasses.replace(card(cost=2), power=2000)
    game.trash = [back]
    game.charge = [this] if in_charge else []
    found = next_activation(game)
    assert (found is not None) is in_charge
    if in_charge:
        activate(game, *found)
        assert game.charge == []
        assert game.deck[0] is this
        assert game.hand == [back]


@pytest.mark.parametrize("removed", [4, 3])
def test_four_removed_cards_of_the_race_into_the_trash_pay_for_the_draw(removed):
    """B22-014's payment: 「ゲームから除外されているあなたの[ギガンティック]を4枚トラッシュに置く」."""
    game = fresh()
    text = (
        "≪起≫【有効】スクエア【コスト】ゲームから除外されているあなたの[ギガンティック]を4枚トラッシュに置く。"
        "【効果】カードを2枚引く。"
    )
    scripted_card(game, text, at=HOME, cost=3)
    giants = [dataclasses.replace(card(cost=2), races=("ギガンティック",)) for _ in range(removed)]
    game.removed = [*giants, card(cost=1)]
    found = next_activation(game)
    assert (found is not None) is (removed == 4)
    if removed == 4:
        activate(game, *found)
        assert sorted(c.number for c in game.trash) == sorted(c.number for c in giants)
        assert len(game.removed) == 1
        assert len(game.hand) == 2


@pytest.mark.parametrize(("held", "drawn"), [(0, 1), (3, 2)])
def test_an_activated_ability_forbidden_by_its_namesake_is_not_paid_for_again(held, drawn):
    """「…場合、ターン終了時まで、あなたは《同名》のこの能力をプレイできない」 in an activated ability (P45-037's shape, read
    since session 18): a second card of the name does not play it once the first forbade it (run.activation checks
    before paying); when the first did not, the second plays it too."""
    game = fresh()
    text = (
        "≪起≫【有効】スクエア【コスト】《無1・無1》【効果】カードを1枚引く。"
        "あなたの手札が1枚以下の場合、ターン終了時まで、あなたは《同名》のこの能力をプレイできない。"
    )
    zx = dataclasses.replace(card(cost=3), power=3000)
    game.scripts = {zx.number: read_card(zx.number, text)}
    assert game.scripts[zx.number].unread == ()
    game.squares = {(2, 0): OnSquare(zx, True, 3000), (2, 1): OnSquare(zx, True, 3000)}
    game.hand = [card(cost=1) for _ in range(held)]
    game.resources = [Resource(card(cost=1), True) for _ in range(3)]
    while (found := next_activation(game)) is not None:
        activate(game, *found)
    assert len(game.hand) == held + drawn
    assert sum(not r.rebooted for r in game.resources) == drawn  # nothing paid for an ability that does nothing
