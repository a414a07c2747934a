"""Effects on the squares pinned by value: power, this card's moves, Z/X entering without being played, destroying,
the delayed end of turn, force, and the Evolseed and resource triggers."""

from tests.rules.builders import card
from tests.rules.test_effect_values import dragon, entered, event, fresh
from zxdecks.rules.cards import CardType
from zxdecks.rules.effects import read_card
from zxdecks.rules.goldfish import OnSquare


# -- squares, power, force ---------------------------------------------------------------------------------------
def test_power_rises_until_the_end_of_the_turn():
    game = fresh()
    unit = entered(game, "ターン終了時まで、このカードのパワーを+3000する。")
    assert game.power_of(unit) == 6000
    game.end_turn()
    assert game.power_of(unit) == 3000


def test_a_chosen_zx_of_yours_gains_power():
    game = fresh()
    other = OnSquare(card(), True, 1000)
    game.squares[(0, 0)] = other
    event(game, "スクエアにあるあなたのゼクスを1枚選び、ターン終了時まで、パワーを+2000する。")
    assert other.power == 3000


def test_this_card_goes_to_the_hand_the_resources_or_the_trash():
    for text, zone in (
        ("このカードを手札に戻す。", "hand"),
        ("このカードをトラッシュに置く。", "trash"),
        ("このカードをチャージに置く。", "charge"),
        ("このカードをデッキの下に置く。", "deck"),
        ("このカードを除外する。", "removed"),
    ):
        game = fresh()
        unit = entered(game, text)
        assert game.squares == {}
        assert getattr(game, zone)[-1] is unit.card
    game = fresh()
    unit = entered(game, "このカードをリソースにスリープで置く。")
    assert (game.resources[-1].card, game.resources[-1].rebooted) == (unit.card, False)


def test_a_zx_of_the_hand_enters_an_empty_normal_square_rebooted_without_being_played():
    game = fresh()
    small, big = card(cost=2), card(cost=5)
    game.hand = [small, big]
    event(game, "あなたの手札にあるゼクスを1枚まで選び、リブートでゼクスのないノーマルスクエアに登場させる。")
    assert game.hand == [small]
    assert [(sq, u.card, u.rebooted) for sq, u in game.squares.items()] == [((1, 1), big, True)]


def test_a_card_of_the_hand_is_played_free():
    game = fresh()
    small, big = dragon(cost=2), dragon(cost=6)
    game.hand = [small, big]
    resources = [r.rebooted for r in game.resources]
    event(game, "あなたの手札にある[ドラゴン]を1枚まで選び、コストを支払わずにプレイする。")
    assert game.hand == [small]
    assert [u.card for u in game.squares.values()] == [big]
    assert [r.rebooted for r in game.resources] == resources


def test_a_damage_that_reaches_a_zxs_power_destroys_it_to_the_charge():
    game = fresh()
    weak, strong = OnSquare(card(cost=1), True, 1000), OnSquare(card(cost=2), True, 9000)
    game.squares = {(0, 0): weak, (0, 2): strong}
    event(game, "ノーマルスクエアにあるゼクスを1枚選び、9000ダメージを与える。")
    # the goldfish chooses one that survives the damage first (none does): then the cheapest, destroyed
    assert game.squares == {(0, 2): strong}
    assert game.charge == [weak.card]
    game.squares[(0, 0)] = weak
    event(game, "ノーマルスクエアにあるゼクスを1枚選び、5000ダメージを与える。")
    assert game.squares == {(0, 0): weak, (0, 2): strong}  # the 9000 one survives 5000 and is chosen
    assert game.charge == [weak.card]
    event(game, "ノーマルスクエアにあるゼクスを1枚選び、破壊する。")
    assert game.squares == {(0, 2): strong}
    assert game.charge == [weak.card, weak.card]


def test_a_zx_entered_by_the_effect_goes_back_to_the_hand_at_the_end_of_the_turn():
    game = fresh()
    zx = card(cost=4)
    game.hand = [zx]
    event(
        game,
        "あなたの手札にあるゼクスを1枚まで選び、リブートでゼクスのないノーマルスクエアに登場させる。"
        "ターン終了時、そのゼクスを手札に戻す。",
    )
    assert [u.card for u in game.squares.values()] == [zx]
    game.end_turn()
    assert game.squares == {}
    assert game.hand == [zx]


def test_force_comes_from_the_trash_zx_first_and_goes_back_cheapest_first():
    game = fresh()
    game.trash = [card(cost=1, type_=CardType.EVENT), card(cost=2), card(cost=5)]
    holder = card(cost=3)
    script = read_card(holder.number, "≪自≫アルターフォース2")
    game.scripts = {holder.number: script}
    assert game.enter(holder, "ability", (1, 1))
    unit = game.squares[(1, 1)]
    assert [c.cost for c in unit.force] == [5, 2]
    assert [c.cost for c in game.trash] == [1]


# -- triggers ------------------------------------------------------------------------------------------------------
def test_an_evolseed_resolves_when_the_card_goes_from_the_deck_to_the_trash():
    game = fresh()
    seed = card(cost=2)
    evolseed = read_card(seed.number, "≪自≫エヴォルシード【効果】カードを1枚引く。")
    game.deck.insert(0, seed)
    event(game, "あなたのデッキの1番上のカードをトラッシュに置く。", {seed.number: evolseed})
    assert game.trash == [seed]
    assert len(game.hand) == 1
    game.deck.insert(0, seed)
    game.trash, game.hand = [], []
    game.charge = [card()]
    game.ignite_once()  # revealed by ignition and trashed (no ignition icon): 1106 too
    assert seed in game.trash
    assert len(game.hand) == 1


def test_a_card_put_into_the_resources_by_an_effect_sets_off_its_resource_ability():
    game = fresh()
    rich = card(cost=2)
    placed = read_card(
        rich.number, "≪自≫【有効】リソース【誘発】このカードがリソースに置かれる。\n【効果】カードを1枚引く。"
    )
    game.deck.insert(0, rich)
    event(game, "あなたのデッキの1番上をリソースにスリープで置く。", {rich.number: placed})
    assert game.resources[-1].card is rich
    assert len(game.hand) == 1


def test_a_zekkai_zx_of_yours_is_never_chosen_by_your_own_effect():
    """1107: no effect that says 選ぶ chooses a Z/X with 絶界, your own included; the other one gains the power."""
    for kind_of_choice in (
        "スクエアにあるあなたのゼクスを1枚選び、ターン終了時まで、パワーを+2000する。",
        "スクエアにあるゼクスを1枚選び、ターン終了時まで、パワーを+2000する。",
    ):
        game = fresh()
        shielded, plain = OnSquare(card(keywords=("絶界",)), True, 1000), OnSquare(card(), True, 5000)
        game.squares = {(0, 0): shielded, (0, 1): plain}
        event(game, kind_of_choice)
        assert (shielded.power, plain.power) == (1000, 7000)
