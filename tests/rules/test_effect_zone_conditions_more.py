"""Conditions on your own zones and on this card's, session 18 (`zones`), each both ways in a game: the one card the
move before put that does NOT match (「加えたカードがカード名に「X」を含まないカードの場合」), 「加えたゼクス」 and 「戻した
カード」; this card entered from a zone (「このカードがトラッシュから登場していた場合」: OnSquare.entered_from, also for a
card played from a zone by its own permission or played free from the trash); this card in a zone (「このカードがリソース
にある場合」), read only in an ability valid there."""

import dataclasses

from tests.rules.builders import card
from tests.rules.test_effect_values import event, fresh
from tests.rules.test_effects import game_with_scripts
from zxdecks.rules.cards import CardType, Color, Icon
from zxdecks.rules.effects import read_card
from zxdecks.rules.effects.condition_words import condition_only
from zxdecks.rules.effects.language import Condition
from zxdecks.rules.effects.run import Source, conditions_hold, resolve
from zxdecks.rules.goldfish import OnSquare, Resource
from zxdecks.rules.goldfish.zone_plays import play_from_zone

NOT_NAMED = (
    "あなたのデッキの上から1枚公開し、その中にあるゼクスを1枚選び、手札に加え、残りを好きな順番でデッキの下に置く。"
    "加えたカードがカード名に「シャドウ」を含まないカードの場合、あなたの手札にあるカードを1枚選び、トラッシュに置く。"
)


def test_a_card_added_whose_name_lacks_the_part_sets_off_the_discard():
    game = fresh()
    plain, spare = card("光の戦士", cost=2), card("予備", cost=5)
    game.deck[0] = plain
    game.hand = [spare]
    event(game, NOT_NAMED)
    assert game.hand == [plain]  # the spare discarded (the policy gives up the one it needs least)
    assert game.trash == [spare] or game.trash == [plain]
    assert len(game.trash) == 1


def test_a_card_added_whose_name_holds_the_part_does_not():
    game = fresh()
    shadow, spare = card("シャドウの戦士", cost=2), card("予備", cost=5)
    game.deck[0] = shadow
    game.hand = [spare]
    event(game, NOT_NAMED)
    assert sorted(c.name for c in game.hand) == ["シャドウの戦士", "予備"]
    assert game.trash == []


def test_no_card_added_is_not_a_card_lacking_the_name():
    game = fresh()
    game.deck[0] = card("イベント無し", cost=2, type_=CardType.EVENT)
    spare = card("予備", cost=5)
    game.hand = [spare]
    event(game, NOT_NAMED)
    assert game.hand == [spare]
    assert game.trash == []


BACK = (
    "あなたのデッキの1番上をリソースにスリープで置き、あなたのリソースにあるゼクスを1枚選び、手札に戻す。"
    "戻したカードがカード名に「ユーディ」を含む場合、カードを1枚引く。"
)


def test_a_card_back_to_the_hand_of_the_name_draws_and_another_does_not():
    for name, draws in (("ユーディの友", True), ("別の者", False)):
        game = fresh()
        back = card(name, cost=2)
        game.resources = [Resource(back, True)]
        game.deck[0] = top = card(cost=1, type_=CardType.EVENT)  # no Z/X: the one back to the hand is `back`
        event(game, BACK)
        assert back in game.hand
        assert top in [r.card for r in game.resources]
        assert len(game.hand) == (2 if draws else 1)


# -- this card entered from a zone ----------------------------------------------------------------------------------
FROM_TRASH = "このカードがトラッシュから登場していた場合、カードを1枚引く。"


def test_a_zx_that_entered_from_the_trash_draws_and_one_from_the_hand_does_not():
    ability = read_card("X", "≪自≫【有効】スクエア【誘発】このカードが攻撃する。\n【効果】" + FROM_TRASH).abilities[0]
    conditions = [*ability.conditions, *ability.effects[0].conditions]
    assert len(conditions) == 1
    condition = conditions[0]
    assert (condition.kind, condition.name) == ("self_entered_how", "from:trash")
    from_trash = OnSquare(card(cost=2), True, 3000, entered_how="ability", entered_from="trash")
    from_hand = OnSquare(card(cost=2), True, 3000, entered_how="hand", entered_from="hand")
    game = fresh()
    assert conditions_hold(game, (condition,), from_trash)
    assert not conditions_hold(game, (condition,), from_hand)
    assert not conditions_hold(game, (condition,), card(cost=2))  # a card off the squares has not entered


def test_a_zx_put_from_the_trash_onto_a_square_by_an_effect_entered_from_the_trash():
    game = fresh()
    zombie = card(cost=2)
    game.trash = [zombie]
    event(game, "あなたのトラッシュにあるゼクスを1枚選び、リブートでゼクスのないノーマルスクエアに登場させる。")
    (unit,) = [u for u in game.squares.values() if u.card is zombie]
    assert unit.entered_from == "trash"


def test_a_zx_played_from_the_charge_by_its_own_permission_entered_from_the_charge():
    zx = card(cost=1, colors=frozenset({Color.RED}))
    game = game_with_scripts(
        (zx.number, "≪常≫【有効】チャージ【効果】あなたはこのカードをコストを支払ってプレイしてよい。")
    )
    game.charge = [zx]
    game.resources = [Resource(card(colors=frozenset({Color.RED})))]
    assert play_from_zone(game, "charge", 0)
    (unit,) = [u for u in game.squares.values() if u.card is zx]
    assert unit.entered_from == "charge"
    assert conditions_hold(game, (Condition("self_entered_how", name="from:charge"),), unit)


def test_a_zx_played_free_from_the_trash_entered_from_the_trash():
    game = fresh()
    zombie = card(cost=2)
    game.trash = [zombie]
    event(game, "あなたのトラッシュにあるゼクスを1枚選び、コストを支払わずにプレイする。")
    (unit,) = [u for u in game.squares.values() if u.card is zombie]
    assert (unit.entered_how, unit.entered_from) == ("played", "trash")


# -- this card in a zone --------------------------------------------------------------------------------------------
IN_RESOURCES = (
    "≪起≫【有効】≪自分ターン1≫スクエアとリソース【コスト】《無0・無0》【効果】カードを1枚引く。"
    "このカードがリソースにある場合、このカードをトラッシュに置き、あなたのデッキの1番上をリソースにスリープで置く。"
)


def test_the_zone_condition_holds_only_for_the_very_card_in_that_zone():
    (condition,) = (
        read_card("X", IN_RESOURCES.split("このカードを")[0] + "カードを1枚引く。").abilities[0].effects[1].conditions
    )
    assert (condition.kind, condition.name) == ("self_in_zone", "resources")
    game = fresh()
    this, copy = card("同名", cost=2), card("同名", cost=2)
    game.resources = [Resource(copy, True)]
    assert not conditions_hold(game, (condition,), this)  # a card of the same name is not this card
    game.resources.append(Resource(this, True))
    assert conditions_hold(game, (condition,), this)
    unit = OnSquare(this, True, 3000)
    assert not conditions_hold(game, (condition,), unit)  # on a square


def test_a_zone_condition_in_an_ability_not_valid_there_stays_unread():
    script = read_card(
        "X",
        "≪自≫【有効】スクエア【誘発】このカードが攻撃する。\n【効果】このカードがチャージにある場合、カードを1枚引く。",
    )
    assert script.abilities == ()
    assert "not valid in that zone" in script.unread[0].reason


def test_an_ability_in_a_zone_moves_the_card_from_there_and_not_from_a_square():
    text = (
        "≪起≫【有効】≪自分ターン1≫手札とスクエア【コスト】《無0・無0》【効果】カードを1枚引く。"
        "このカードが手札にある場合、このカードをトラッシュに置く。"
    )
    zx = dataclasses.replace(card(cost=2), power=3000)
    game = fresh()
    game.scripts = {zx.number: read_card(zx.number, text)}
    (ability,) = game.scripts[zx.number].abilities
    game.hand = [zx]
    resolve(game, ability, None, zx.name, Source("hand", zx))
    assert game.trash == [zx]
    assert len(game.hand) == 1  # the card drawn
    game = fresh()
    game.scripts = {zx.number: read_card(zx.number, text)}
    unit = OnSquare(zx, True, 3000)
    game.squares = {(1, 1): unit}
    resolve(game, ability, unit, zx.name)
    assert game.squares == {(1, 1): unit}
    assert game.trash == []
    assert len(game.hand) == 1


def test_a_zone_condition_gating_more_after_this_card_moves_away_stays_unread():
    script = read_card("X", IN_RESOURCES)
    assert script.abilities == ()
    assert "gating more" in script.unread[0].reason


# -- a Z/X of yours entered from a zone this turn -------------------------------------------------------------------
def test_a_zx_of_the_filter_that_entered_from_the_trash_this_turn_holds_and_from_the_hand_does_not():
    (condition,) = condition_only("このターンの間にあなたの[E☆2]がトラッシュから登場していた場合、")
    assert (condition.name, condition.filter.race) == ("entered_from:trash", "E☆2")
    game = fresh()
    e2 = dataclasses.replace(card(cost=2), races=("E☆2",))
    other = card(cost=2)
    game.hand = [e2]
    assert game.enter(game.take("hand", 0), "hand", (1, 1))
    assert not conditions_hold(game, (condition,))  # from the hand
    game.trash = [other]
    event(game, "あなたのトラッシュにあるゼクスを1枚選び、リブートでゼクスのないノーマルスクエアに登場させる。")
    assert not conditions_hold(game, (condition,))  # from the trash, but not of the filter
    e2b = dataclasses.replace(card(cost=2), races=("E☆2",))
    game.trash = [e2b]
    event(game, "あなたのトラッシュにあるゼクスを1枚選び、リブートでゼクスのないノーマルスクエアに登場させる。")
    assert conditions_hold(game, (condition,))


# -- counts of a zone by a list of filters, and a name in the trash ---------------------------------------------------
def _raced(*races, **kwargs):
    return dataclasses.replace(card(**kwargs), races=races)


def test_a_total_of_a_list_in_the_trash_holds_at_its_count_and_not_below():
    (condition,) = condition_only(
        "あなたのトラッシュに[トーチャーズ]か≪エヴォルシード≫を持つカードが合計3枚以上ある場合、"
    )
    seed = dataclasses.replace(card(cost=1), icons=frozenset({Icon.EVOLSEED}))
    game = fresh()
    game.trash = [_raced("トーチャーズ", cost=1), seed, card(cost=1), card(cost=2)]
    assert not conditions_hold(game, (condition,))  # two of the list, two others
    game.trash.append(_raced("トーチャーズ", cost=3))
    assert conditions_hold(game, (condition,))


def test_cards_of_either_race_at_most_n_in_the_trash():
    (condition,) = condition_only("あなたのトラッシュにある[ノスフェラトゥ]か[ウィンター]を持つカードが2枚以下の場合、")
    game = fresh()
    game.trash = [_raced("ノスフェラトゥ", cost=1), _raced("ウィンター", "天使", cost=1), card(cost=1)]
    assert conditions_hold(game, (condition,))
    game.trash.append(_raced("天使", "ウィンター", cost=2))
    assert not conditions_hold(game, (condition,))


def test_an_exact_name_in_the_trash():
    (condition,) = condition_only("あなたのトラッシュに「竜の子」がある場合、")
    game = fresh()
    game.trash = [card("竜の子の翼", cost=1)]
    assert not conditions_hold(game, (condition,))
    game.trash.append(card("竜の子", cost=1))
    assert conditions_hold(game, (condition,))


def test_words_that_make_no_list_leave_the_condition_unread():
    assert condition_only("あなたのトラッシュに[A]かコストが奇数のゼクスが合計2枚以上ある場合、") is None
    (known,) = condition_only("あなたのトラッシュに[A]か能力を持たないゼクスが合計2枚以上ある場合、")  # session 19
    assert [f.plain for f in known.filter.any_of] == [False, True]
