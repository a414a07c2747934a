"""A shift on a card (202.8d–f): the card under it has the shift's name, text, colour and race besides its own, each
colour and race once, for as long as the shift is on it; when it leaves, the card itself goes and the shift goes face
up to the Dynamis (913.1)."""

from dataclasses import replace

from tests.rules.builders import card, fours
from zxdecks.rules.cards import CardType, Color, Zone
from zxdecks.rules.deck import Deck, DeckEntry
from zxdecks.rules.effects import read_pool
from zxdecks.rules.effects.awakening import read_need
from zxdecks.rules.effects.run import activate, next_activation
from zxdecks.rules.goldfish import Game, OnSquare, Resource

SHIFT_SUBTEXT = "剣臨条件:あなたのリソースが1枚以上/剣臨器:カード名に「紅剣」を含むゼクス"
DRAW = "≪起≫【有効】スクエア【コスト】《無0・無0》【効果】カードを1枚引く。"


def shifted_game(shift_text=DRAW):
    shift = replace(card("蒼き剣", CardType.SHIFT, colors=frozenset({Color.BLUE})), cost=None, races=("竜", "天使"))
    host = replace(card("紅剣 ロード", cost=5), races=("竜",), power=5000)
    entries = [*fours([card(cost=2) for _ in range(12)]), DeckEntry(shift, 1, Zone.DYNAMIS)]
    game = Game(Deck.of(entries), seed=3, first=True)
    game.setup()
    game.scripts = read_pool([(shift.number, shift_text, SHIFT_SUBTEXT), (host.number, "", "")])
    game.resources = [Resource(card()) for _ in range(3)]
    game.squares = {(2, 0): OnSquare(host, True, 5000, 0)}
    game.turn = 1
    return game, host, shift


def test_the_card_under_a_shift_has_the_shifts_name_colour_and_race_besides_its_own_each_once():
    game, host, shift = shifted_game()
    named = read_need("カード名に「蒼き剣」を含むゼクス1枚").filter
    assert not named.matches(game.squares[(2, 0)].card)
    assert game.play_from_dynamis(game.dynamis.index(shift))
    unit = game.squares[(2, 0)]
    assert unit.shift is shift
    assert unit.base is host
    assert {"紅剣 ロード", "蒼き剣"} <= unit.card.names
    assert named.matches(unit.card)
    assert unit.card.colors == {Color.RED, Color.BLUE}
    assert unit.card.races == ("竜", "天使")  # 202.8f: 竜 once
    assert (unit.card.type, unit.card.cost, unit.power) == (CardType.ZX, 5, 5000)


def test_the_shifts_text_is_the_units_text_while_it_is_on_it():
    game, _, shift = shifted_game()
    assert next_activation(game) is None  # the card alone has no ability
    assert game.play_from_dynamis(game.dynamis.index(shift))
    hand = len(game.hand)
    activation = next_activation(game)
    assert activation is not None
    assert activation[0] == (2, 0)
    activate(game, *activation)
    assert len(game.hand) == hand + 1


def test_when_the_card_leaves_the_card_itself_goes_and_the_shift_goes_face_up_to_the_dynamis():
    game, host, shift = shifted_game()
    total = sorted(c.number for c in game.all_cards())
    assert game.play_from_dynamis(game.dynamis.index(shift))
    assert sorted(c.number for c in game.all_cards()) == total  # one card each, no third one made of the two
    unit = game.squares[(2, 0)]
    assert game.leave(unit) is host
    assert unit.card is host
    assert unit.base is None
    assert unit.shift is None
    assert game.dynamis_face_up == [shift]
    assert next_activation(game) is None  # its text went with it


def test_a_shifted_card_replaced_on_its_square_goes_to_the_trash_as_itself():
    game, host, shift = shifted_game()
    assert game.play_from_dynamis(game.dynamis.index(shift))
    newcomer = card(cost=1)
    assert game.enter(newcomer, "hand", (2, 0))  # 905.1: the older card goes to the trash
    assert game.trash[-1] is host
    assert game.dynamis_face_up == [shift]
    assert game.squares[(2, 0)].card is newcomer


def test_the_shifts_own_shift_trigger_resolves_as_the_units_ability():
    game, _, shift = shifted_game("≪自≫【有効】スクエア【誘発】このカードにシフトする。\n【効果】カードを2枚引く。")
    hand = len(game.hand)
    assert game.play_from_dynamis(game.dynamis.index(shift))
    assert len(game.hand) == hand + 2  # 「このカード」 is the card and the shift as one (202.8a)
