"""Constant abilities that grant 絶界 (1107) to this card or to Z/X of yours, a granted Range ∞, and those that bind only
what the modelled opponent never does (effects.constant_grants): how each reads, which coverage part it is in, and
what it does in a game."""

from __future__ import annotations

import dataclasses

from tests.rules.builders import card
from tests.rules.test_effect_values import event, fresh
from zxdecks.rules.cards import CardType
from zxdecks.rules.effects import AbilityKind, read_card
from zxdecks.rules.effects.coverage import line_part
from zxdecks.rules.effects.language import ConditionKind, Kind, Trigger
from zxdecks.rules.effects.run import resolve
from zxdecks.rules.goldfish import OnSquare
from zxdecks.rules.goldfish.battle import declare_attack

ZEKKAI = "“≪常≫絶界（何人たりともこのカードをカードの効果で選ぶことはできない。）”"
SELF_GATED = (
    "≪常≫【有効】スクエア【効果】あなたのチャージにカードが2枚以上ある場合、このカードは以下の能力を得る。\n" + ZEKKAI
)
SHIELD = "≪常≫【有効】スクエア【効果】このカードが≪シールド≫を持っている場合、このカードは以下の能力を得る。“≪常≫絶界”"
AURA = (
    "≪常≫【有効】スクエア【効果】このカード以外のスクエアにあるすべてのあなたのカード名に「竜」を含むゼクスは"
    "以下の能力を得る。“≪常≫絶界”"
)
POWER_ONE = "スクエアにあるあなたのゼクスを1枚選び、ターン終了時まで、パワーを+2000する。"


def _one(text):
    script = read_card("X", text)
    assert script.unread == (), script.unread
    (ability,) = script.abilities
    return ability


def test_a_granted_zekkai_reads_as_a_static_with_its_condition_and_counts_as_inert():
    ability = _one(SELF_GATED)
    assert ability.kind is AbilityKind.CONSTANT
    (static,) = ability.statics
    assert (static.kind, static.conditions[0].kind, static.conditions[0].n) == (
        "zekkai",
        ConditionKind.CHARGE_AT_LEAST,
        2,
    )
    assert line_part(ability) == "inert"
    aura = _one(AURA)
    (static,) = aura.statics
    assert (static.kind, static.filter.name_contains, static.others_only) == ("zekkai_aura", "竜", True)
    assert line_part(aura) == "inert"


def test_a_zekkai_granted_only_with_a_shield_is_inert_and_never_keeps_the_zx_out_of_a_choice():
    """914.3: the goldfish puts no shield on a Z/X, so the condition never holds."""
    ability = _one(SHIELD)
    assert (ability.kind, ability.statics) == (AbilityKind.INERT, ())
    game = fresh()
    holder = OnSquare(card(), True, 1000)
    game.squares = {(0, 0): holder}
    event(game, POWER_ONE, {holder.card.number: read_card(holder.card.number, SHIELD)})
    assert holder.power == 3000


def test_a_zekkai_granted_under_a_condition_keeps_this_card_out_of_your_own_choice_only_while_it_holds():
    game = fresh()
    holder = OnSquare(card(), True, 1000)
    game.squares = {(0, 0): holder}
    scripts = {holder.card.number: read_card(holder.card.number, SELF_GATED)}
    game.charge = [card(), card()]  # two cards: it holds, nothing may be chosen
    event(game, POWER_ONE, scripts)
    assert holder.power == 1000
    game.charge = [card()]  # one card: it does not hold
    event(game, POWER_ONE, scripts)
    assert holder.power == 3000


def test_a_zekkai_granted_to_your_named_zx_other_than_this_card():
    game = fresh()
    source = OnSquare(card(name="竜の王"), True, 1000)
    named = OnSquare(card(name="若き竜"), True, 2000)
    other = OnSquare(card(name="騎士"), True, 3000)
    game.squares = {(0, 0): named, (0, 1): source}  # the policy would take the first square's
    scripts = {source.card.number: read_card(source.card.number, AURA)}
    event(game, POWER_ONE, scripts)  # the named one is out of the choice; this card (「このカード以外の」) is not
    assert (source.power, named.power) == (3000, 2000)
    game.squares = {(0, 1): named, (0, 0): other}  # the source gone: no grant
    event(
        game,
        "スクエアにあるあなたのカード名に「竜」を含むゼクスを1枚選び、ターン終了時まで、パワーを+2000する。",
        scripts,
    )
    assert (named.power, other.power) == (4000, 3000)
    game.squares = {(0, 0): named, (0, 1): source, (1, 1): other}  # the named one out again: the next square's gains
    event(game, "スクエアにあるあなたのゼクスを1枚選び、ターン終了時まで、パワーを+2000する。", scripts)
    assert (named.power, source.power) == (4000, 5000)


def test_what_binds_only_the_opponents_cards_is_inert_and_its_charge_limit_is_opponent_board_only():
    for text in (
        "≪常≫【有効】スクエア【効果】相手は元々のコストが２以下のカードをプレイできない。",
        "≪常≫【有効】≪自分ターン≫スクエア【効果】相手はこのカードをカードの効果で選ぶことはできない。",
        "≪常≫【有効】スクエア【効果】このカードのバトル中、相手はイベントと≪起≫能力をプレイできない。",
        "≪常≫【有効】スクエア【効果】相手は自分のカードの能力で引くことはできない。",
        "≪常≫【有効】スクエア【効果】あなたは相手のカードの能力によるダメージを受けない。",
        "≪常≫【有効】≪自分ターン≫スクエア【効果】スクエアにあるすべてのあなたのゼクスは相手のカードの効果を受けない。",
        "≪常≫カードの効果でこのカードを選べる場合、相手はこのカードを選ばなければならない。（選ばなければならないカードが"
        "複数ある場合、それらのうちの１枚を選ぶ。）",
    ):
        ability = _one(text)
        assert (ability.kind, line_part(ability)) == (AbilityKind.INERT, "inert"), text
    for text in (
        "≪常≫【有効】スクエア【効果】相手のチャージの上限を－２する。",
        "≪常≫相手のチャージの上限は２枚減る。",
    ):
        ability = _one(text)
        assert [e.kind for e in ability.effects] == [Kind.NO_TARGET]
        assert line_part(ability) == "opponent_board_only"


def test_what_the_opponent_would_do_to_your_zx_in_battle_stays_unread():
    """The defending opponent's Z/X attack and enter: a binding of them is not inert."""
    for text in (
        "≪常≫【有効】スクエア【効果】相手の元々のコストが３以下のゼクスはライフ以外から登場できず、攻撃できない。",
        "≪常≫【有効】スクエア【効果】このカードは相手の元々のコストが３以下のゼクスからダメージを受けず、効果を受けない。",
        "≪常≫【有効】スクエア【効果】相手のチャージの上限を－２する。《同名》のこの能力は重複しない。",
    ):
        assert read_card("X", text).abilities == (), text


def test_a_granted_range_infinity_under_a_player_designation_reads_with_its_condition():
    ability = _one(
        "≪常≫【P】《プレイヤー指定:≪あづみ≫》【有効】スクエア【効果】このカードは以下の能力を得る。“≪常≫レンジ∞”"
    )
    assert (ability.range, ability.conditions[0].kind, ability.conditions[0].name) == (
        99,
        ConditionKind.PLAYER_IS,
        "あづみ",
    )


def _power_turn(game):
    """One power raise by the event, as in the tests above; returns nothing (the units' powers tell)."""
    event(game, POWER_ONE)


def test_zekkai_given_until_the_end_of_the_turn_keeps_the_chosen_zx_out_of_choices_until_507_3():
    """「…を1枚選び、ターン終了時まで、以下の能力を与える。“≪常≫絶界”」: the chosen Z/X is out of your own choices
    for the rest of the turn; at the end of the turn (507.3) it is choosable again."""
    game = fresh()
    first, second = OnSquare(card(), True, 1000), OnSquare(card(), True, 2000)
    game.squares = {(0, 0): first, (0, 1): second}
    assert event(game, "スクエアにあるあなたのゼクスを1枚選び、ターン終了時まで、以下の能力を与える。“≪常≫絶界”")
    assert (first.zekkai_turn, second.zekkai_turn) == (1, 0)  # the policy's first square
    _power_turn(game)
    assert (first.power, second.power) == (1000, 4000)  # the first is out of the choice
    game.end_turn()
    assert first.zekkai_turn == 0
    _power_turn(game)
    assert first.power == 3000


def test_zekkai_given_through_the_opponents_next_turn_lasts_past_the_end_of_this_turn_and_not_into_the_next():
    game = fresh()
    first, second = OnSquare(card(), True, 1000), OnSquare(card(), True, 2000)
    game.squares = {(0, 0): first, (0, 1): second}
    text = "スクエアにあるあなたのゼクスを1枚選び、次の相手のターンのターン終了時まで、以下の能力を与える。“≪常≫絶界”"
    assert event(game, text)
    game.end_turn()  # the opponent's turn comes now: still given
    _power_turn(game)
    assert (first.power, second.power) == (1000, 4000)
    game.turn += 1  # your next turn
    _power_turn(game)
    assert first.power == 3000


def test_a_zekkai_grant_alone_is_opponent_board_only_and_with_a_draw_acting():
    alone = _one("≪イベント≫スクエアにあるあなたのゼクスを1枚選び、ターン終了時まで、以下の能力を与える。“≪常≫絶界”")
    assert [(e.kind, e.rest) for e in alone.effects] == [(Kind.CHOOSE_ZX, "zekkai")]
    assert line_part(alone) == "opponent_board_only"
    both = _one(
        "≪イベント≫スクエアにあるあなたのゼクスを1枚選び、ターン終了時まで、以下の能力を与える。“≪常≫絶界”"
        "カードを1枚引く。"
    )
    assert line_part(both) == "acting"


def test_this_card_given_zekkai_until_the_end_of_the_turn_is_out_of_your_choices_until_507_3():
    text = "≪起≫〈《青1・青１》〉ターン終了時まで、このカードは以下の能力を得る。“≪常≫絶界”"
    ability = _one(text)
    assert [e.kind for e in ability.effects] == [Kind.GRANT_ZEKKAI]
    assert line_part(ability) == "opponent_board_only"
    game = fresh()
    unit, other = OnSquare(card(), True, 1000), OnSquare(card(), True, 2000)
    game.squares = {(0, 0): unit, (0, 1): other}
    resolve(game, ability, unit, "X")
    _power_turn(game)
    assert (unit.power, other.power) == (1000, 4000)
    game.end_turn()
    _power_turn(game)
    assert unit.power == 3000
    assert read_card("X", "≪自≫このカードが登場した時、このカードは以下の能力を得る。“≪常≫絶界”").abilities == ()


def test_this_card_unaffected_by_the_opponents_cards_until_the_end_of_the_turn_is_opponent_board_only():
    ability = _one("≪自≫このカードが登場した時、ターン終了時まで、このカードは相手のカードの効果を受けない。")
    assert [e.kind for e in ability.effects] == [Kind.NO_TARGET]
    assert line_part(ability) == "opponent_board_only"


# -- auto abilities granted by a constant ability --------------------------------------------------------------------
GRANT_ATTACK = (
    "≪常≫【有効】スクエア【効果】スクエアにあるすべてのあなたのカード名に「竜」を含むゼクスは以下の能力を得る。"
    "“≪自≫このカードが攻撃した時、ターン終了時まで、このカードのパワーを＋１０００する。”"
)
GRANT_SELF_GATED = (
    "≪常≫【有効】スクエア【効果】あなたのチャージにカードが2枚以上ある場合、このカードは以下の能力を得る。\n"
    "“≪自≫【有効】スクエア【誘発】このカードが攻撃する。\n【効果】カードを1枚引く。”"
)


def _zx(name=None, power=3000):
    return dataclasses.replace(card(name, cost=3), power=power)


def test_an_auto_ability_granted_to_your_named_zx_reads_as_a_static_holding_it():
    ability = _one(GRANT_ATTACK)
    (static,) = ability.statics
    (granted,) = static.granted
    assert (static.kind, static.filter.name_contains, granted.trigger) == ("grant_aura", "竜", Trigger.ATTACK)
    assert [(e.kind, e.n) for e in granted.effects] == [(Kind.POWER, 1000)]
    assert line_part(ability) == "acting"


def test_an_auto_ability_granted_to_your_named_zx_fires_when_one_attacks_and_not_for_another():
    game = fresh()
    source, named, other = _zx("竜の王"), _zx("若き竜"), _zx("騎士")
    game.scripts = {source.number: read_card(source.number, GRANT_ATTACK)}
    game.squares = {sq: OnSquare(c, True, 3000, 0) for sq, c in (((2, 0), source), ((1, 1), named), ((0, 0), other))}
    game.turn = 2
    assert declare_attack(game, (1, 1), None)
    assert game.power_of(game.squares[(1, 1)]) == 4000  # the named Z/X, with no script of its own
    assert declare_attack(game, (0, 0), None)
    assert game.power_of(game.squares[(0, 0)]) == 3000  # not named: nothing granted
    game = fresh()
    game.scripts = {source.number: read_card(source.number, GRANT_ATTACK)}
    game.squares = {(1, 1): OnSquare(source, True, 3000, 0)}
    game.turn = 2
    assert declare_attack(game, (1, 1), None)
    assert game.power_of(game.squares[(1, 1)]) == 4000  # the source itself is one of them


def test_an_auto_ability_granted_under_a_condition_fires_only_while_it_holds():
    for charge, drawn in ((2, 1), (1, 0)):
        game = fresh()
        holder = _zx()
        game.scripts = {holder.number: read_card(holder.number, GRANT_SELF_GATED)}
        game.squares = {(1, 1): OnSquare(holder, True, 3000, 0)}
        game.charge = [card() for _ in range(charge)]
        game.turn = 2
        assert declare_attack(game, (1, 1), None)
        assert len(game.hand) == drawn


def test_a_granted_auto_ability_the_game_does_not_fire_for_a_grant_stays_unread():
    text = (
        "≪常≫スクエアにあるすべてのあなたのゼクスは以下の能力を得る。“≪自≫【有効】スクエア【誘発】このカードがリブートする。"
        "【効果】カードを1枚引く。”"
    )
    assert read_card("X", text).abilities == ()


# -- statics: auras of several races, powers during your turn, protection from the opponent's effects ----------------
def _raced(race, power=3000):
    return dataclasses.replace(card(cost=3), races=(race,), power=power)


def test_an_aura_on_your_zx_of_either_of_two_races_raises_each_of_them_and_no_other():
    text = "≪常≫【有効】スクエア【効果】スクエアにあるすべてのあなたの[ドラゴン]と[エンジェル]のパワーを+2000する。"
    source = _raced("ヒューマン")
    game = fresh()
    game.scripts = {source.number: read_card(source.number, text)}
    units = [OnSquare(c, True, 3000) for c in (source, _raced("ドラゴン"), _raced("エンジェル"), _raced("デビル"))]
    game.squares = dict(zip(((0, 0), (1, 1), (2, 2), (0, 1)), units, strict=True))
    assert [game.power_of(u) for u in units] == [3000, 5000, 5000, 3000]


def test_a_power_during_your_turn_is_read_without_a_condition_and_applies_in_your_battles():
    text = (
        "≪常≫【有効】スクエア【効果】あなたのターンの間、スクエアにあるすべてのあなたの[ドラゴン]のパワーを+3000する。"
    )
    ability = _one(text)
    (static,) = ability.statics
    assert (static.kind, static.n, static.filter.race, static.conditions) == ("aura", 3000, "ドラゴン", ())
    source = _raced("ドラゴン")
    game = fresh()
    game.scripts = {source.number: read_card(source.number, text)}
    game.squares = {(1, 1): OnSquare(source, True, 3000)}
    assert game.power_of(game.squares[(1, 1)]) == 6000
    limit = "≪常≫【有効】スクエア【効果】あなたのターンの間、あなたのチャージの上限を+1する。"
    assert read_card("X", limit).abilities == ()  # not a power: stays unread
    cost = "≪常≫【有効】スクエア【効果】あなたのターンの間、あなたのトラッシュにあるすべての[ドラゴン]のコストは2減る。"
    (ability,) = read_card("X", cost).abilities  # a cost seen in the trash: in your turn only (effects.zone_costs)
    assert [c.kind.value for c in ability.statics[0].conditions] == ["your_turn"]


def test_protection_from_the_opponents_effects_is_inert_but_not_from_its_zxs_damage():
    for text in (
        "≪常≫【有効】スクエア【効果】あなたのターンの間、このカード以外のスクエアにあるすべてのあなたのゼクスは相手のゼクスの"
        "効果を受けない。",
        "≪常≫【有効】スクエア【効果】あなたの手札は相手のカードの効果を受けない。",
    ):
        assert _one(text).kind is AbilityKind.INERT
    damage = "≪常≫【有効】スクエア【効果】このカードは相手の元々のコストが３以下のゼクスからダメージを受けず、効果を受けない。"
    assert read_card("X", damage).abilities == ()


SYMBOL = (
    "≪常≫シンボル「ホルス」（スクエアかチャージにあなたのカード名に「ホルス」を含むゼクスがあると有効。）\n"
    "【有効】スクエア【効果】このカードのパワーを＋１５００する。"
)


def test_a_symbol_makes_the_ability_valid_only_with_a_named_zx_on_a_square_or_in_the_charge():
    holder = _zx()
    game = fresh()
    game.scripts = {holder.number: read_card(holder.number, SYMBOL)}
    unit = OnSquare(holder, True, 3000)
    game.squares = {(1, 1): unit}
    assert game.power_of(unit) == 3000  # no Z/X named ホルス
    game.charge = [card("ホルスの眷属")]
    assert game.power_of(unit) == 4500  # one in the charge
    game.charge = [dataclasses.replace(card("ホルスの書"), type=CardType.EVENT)]
    assert game.power_of(unit) == 3000  # not a Z/X
    game.squares[(0, 0)] = OnSquare(_zx("天空神ホルス"), True, 3000)
    assert game.power_of(unit) == 4500  # one on a square
    other = "≪常≫シンボル「ホルス」（スクエアにあなたのゼクスがあると有効。）【有効】スクエア【効果】このカードのパワーを＋１５００する。"
    assert read_card("X", other).abilities == ()  # a reminder that says anything else: unread


LIFE_IGNITION = "≪常≫【有効】スクエア【効果】あなたのライフにあるすべてのカードは≪イグニッション≫を得る。"


def _life_card_played(with_source: bool) -> bool:
    """One damage reveals a life card with no icon of its own (907.2e): played from life only while a card on a
    square gives every life card the icon."""
    source, late = _zx(), _zx(power=5000)
    game = fresh()
    game.scripts = {source.number: read_card(source.number, LIFE_IGNITION)}
    if with_source:
        game.squares = {(0, 0): OnSquare(source, True, 3000)}
    game.life = [late, card()]  # one left after the damage
    game.opponent_life = 4
    game.rng.randrange = lambda n: 0
    game.take_damage(1)
    return late in [u.card for u in game.squares.values()]


def test_every_life_card_given_the_ignition_icon_by_a_card_on_a_square_may_be_played_from_life():
    assert [st.kind for st in _one(LIFE_IGNITION).statics] == ["life_ignition"]
    assert _life_card_played(with_source=True) is True
    assert _life_card_played(with_source=False) is False
    own_turn = "≪常≫【有効】≪自分ターン≫スクエア【効果】あなたのライフにあるすべてのカードは≪イグニッション≫を得る。"
    assert read_card("X", own_turn).abilities == ()  # only in your turn: the damage's turn is not known


def test_a_power_and_a_granted_auto_ability_under_a_condition_apply_together_only_while_it_holds():
    text = (
        "≪常≫【有効】スクエア【効果】あなたのチャージにカードが2枚以上ある場合、このカードのパワーを＋２０００し、"
        "以下の能力を得る。\n“≪自≫【有効】スクエア【誘発】このカードが攻撃する。\n【効果】カードを1枚引く。”"
    )
    ability = _one(text)
    assert [st.kind for st in ability.statics] == ["self_power", "grant"]
    assert line_part(ability) == "acting"
    for charge, power, drawn in ((2, 5000, 1), (1, 3000, 0)):
        game = fresh()
        holder = _zx()
        game.scripts = {holder.number: read_card(holder.number, text)}
        game.squares = {(1, 1): OnSquare(holder, True, 3000, 0)}
        game.charge = [card() for _ in range(charge)]
        game.turn = 2
        assert game.power_of(game.squares[(1, 1)]) == power
        assert declare_attack(game, (1, 1), None)
        assert len(game.hand) == drawn
    zekkai = "≪常≫【有効】スクエア【効果】このカードのパワーを＋２０００し、以下の能力を得る。“≪常≫絶界”"
    assert [st.kind for st in _one(zekkai).statics] == ["self_power", "zekkai"]
    assert line_part(_one(zekkai)) == "acting"
