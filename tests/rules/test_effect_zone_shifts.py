"""A shift by an effect, session 18 (`zones`): 「あなたのデュナミスにある(表向きの)カード名に「X」を含むシフトをN枚(まで)選び、
このカードにシフトする」 (1016.1): a shift card of your Dynamis onto this card on its square when the shift's 剣臨器 names
it and no shift is on it yet (Kind.SHIFT_SELF, GameAPI.shift_onto); one card takes one shift."""

from dataclasses import replace

from tests.rules.builders import card
from tests.rules.test_goldfish_dynamis_conditions import game_with
from zxdecks.rules.cards import CardType
from zxdecks.rules.effects import read_card
from zxdecks.rules.effects.language import Kind
from zxdecks.rules.effects.run import resolve
from zxdecks.rules.goldfish import OnSquare

SHIFT_HERE = "≪起≫【有効】スクエア【コスト】《無0・無0》【効果】あなたのデュナミスにあるカード名に「王冠」を含むシフトを1枚まで選び、このカードにシフトする。"


def _game(host_name="紅剣 ロード", sword="カード名に「紅剣」を含むゼクス", shift_name="王冠の剣"):
    shift = replace(card(shift_name, type_=CardType.SHIFT), cost=None)
    game = game_with(shift, f"剣臨条件:あなたのリソースが1枚以上/剣臨器:{sword}")
    host = OnSquare(card(host_name, cost=5), True, 5000)
    game.squares = {(1, 1): host}
    game.scripts = {**game.scripts, host.card.number: read_card(host.card.number, SHIFT_HERE)}
    return game, shift, host


def _play(game, host):
    (ability,) = game.scripts[host.card.number].abilities
    return resolve(game, ability, host, host.card.name)


def test_the_reading_is_a_shift_onto_this_card():
    (ability,) = read_card("X", SHIFT_HERE).abilities
    (effect,) = ability.effects
    assert (effect.kind, effect.source, effect.n, effect.up_to) == (Kind.SHIFT_SELF, "dynamis", 1, True)
    assert effect.filter.name_contains == "王冠"
    assert effect.filter.types == frozenset({CardType.SHIFT})


def test_a_shift_whose_sword_names_this_card_goes_onto_it_from_the_dynamis():
    game, shift, host = _game()
    _play(game, host)
    assert host.shift is shift
    assert shift not in game.dynamis
    assert "王冠の剣" in host.card.names  # 202.8d: the card shares the shift's name
    assert game.shift_played_turn != game.turn  # not played (806): no once-a-turn mark


def test_a_shift_whose_sword_names_another_card_stays_in_the_dynamis():
    game, shift, host = _game(host_name="蒼剣 ロード")
    _play(game, host)
    assert host.shift is None
    assert game.dynamis == [shift]


def test_a_shift_of_another_name_or_a_card_with_a_shift_already_takes_none():
    game, shift, host = _game(shift_name="剣の冠")  # not 「王冠」
    _play(game, host)
    assert host.shift is None
    assert game.dynamis == [shift]
    game, shift, host = _game()
    other = replace(card("王冠の盾", type_=CardType.SHIFT), cost=None)
    host.shift = other  # one shift a card
    _play(game, host)
    assert host.shift is other
    assert game.dynamis == [shift]


def test_a_face_up_shift_only_when_the_text_says_face_up():
    face_up = "≪起≫【有効】スクエア【コスト】《無0・無0》【効果】あなたのデュナミスにある表向きのカード名に「王冠」を含むシフトを好きな枚数選び、このカードにシフトする。"
    game, shift, host = _game()
    game.scripts = {**game.scripts, host.card.number: read_card(host.card.number, face_up)}
    (effect,) = game.scripts[host.card.number].abilities[0].effects
    assert (effect.source, effect.n, effect.up_to) == ("dynamis_face_up", 99, True)
    _play(game, host)  # face down: not taken
    assert host.shift is None
    game.dynamis.remove(shift)
    game.dynamis_face_up.append(shift)
    _play(game, host)
    assert host.shift is shift
    assert shift not in game.dynamis_face_up
