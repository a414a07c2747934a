"""Playing from the Dynamis (506.2, 806), Extra cards leaving the squares (911), and the Gate card (1114)."""

from tests.rules.builders import card, fours
from zxdecks.rules.cards import CardType, Color, Zone
from zxdecks.rules.cardtext import GATE_CARD
from zxdecks.rules.deck import Deck, DeckEntry
from zxdecks.rules.effects import read_card, read_pool
from zxdecks.rules.goldfish import Game, OnSquare, Resource

RED = frozenset({Color.RED})


def deck_with(dynamis, extra_deck=()):
    entries = [*fours([card(cost=2) for _ in range(12)]), DeckEntry(card(cost=1), 2)]
    entries += [DeckEntry(c, 1, Zone.DYNAMIS) for c in dynamis]
    entries += list(extra_deck)
    return Deck.of(entries)


def ready(deck, scripts, resources=6):
    game = Game(deck, seed=1, first=True, log_enabled=True)
    game.setup()
    game.scripts = read_pool(scripts)
    game.resources = [Resource(card(colors=RED)) for _ in range(resources)]
    game.turn = 1
    return game


def test_a_zx_extra_without_a_play_condition_is_played_from_the_dynamis_once_a_turn():
    """506.2: play an Extra card from the Dynamis, once a turn; 806.1f: it needs its resource cost."""
    ex1, ex2 = card(type_=CardType.ZX_EX, cost=3), card(type_=CardType.ZX_EX, cost=2)
    game = ready(deck_with([ex1, ex2]), [(ex1.number, "", ""), (ex2.number, "", "")])
    assert len(game.dynamis_playable()) == 2
    assert game.play_from_dynamis(game.dynamis.index(ex1))
    assert ex1 in [u.card for u in game.squares.values()]
    assert sum(not r.rebooted for r in game.resources) == 3
    assert game.dynamis_playable() == []  # once a turn
    game.turn = 2
    assert len(game.dynamis_playable()) == 1


def test_a_play_condition_or_an_unknown_subtext_keeps_the_card_in_the_dynamis():
    """806.1g/h: a Z/X EX with a descent or awakening condition is played by that payment, which the goldfish does
    not read; without its subtext the engine cannot tell, so it plays nothing."""
    descent, unknown = card(type_=CardType.ZX_EX, cost=3), card(type_=CardType.ZX_EX, cost=3)
    game = ready(
        deck_with([descent, unknown]),
        [(descent.number, "", "降臨条件:あなたのゼクスを2枚破壊する。"), (unknown.number, "")],
    )
    assert game.dynamis_playable() == []
    assert read_card("X", "", "").playable_for_cost
    # A play condition of its own text is checked when it would be played (806.1; test_restrictions.py).
    gated = read_card("X", "≪常≫このカードはあなたのリソースが7枚以上ある場合にしかプレイできない。", "")
    assert gated.playable_for_cost
    assert [c.kind for c in gated.play_only_if] == ["resources_at_least"]
    assert [c.n for c in gated.play_only_if] == [7]


def test_an_event_extra_resolves_and_goes_back_face_up_to_the_dynamis():
    """806.3c: an EV EX resolves, then goes face up into its owner's Dynamis."""
    ev = card(type_=CardType.EV_EX, cost=1)
    game = ready(deck_with([ev]), [(ev.number, "≪イベント≫【効果】カードを2枚引く。", "")])
    hand = len(game.hand)
    assert game.play_from_dynamis(0)
    assert len(game.hand) == hand + 2
    assert game.dynamis_face_up[-1] is ev


def test_an_extra_card_leaving_the_squares_goes_face_up_to_the_dynamis():
    """911.1: a Z/X EX or AN EX going anywhere but a square or the Dynamis goes face up to the Dynamis."""
    ex, an_ex = card(type_=CardType.ZX_EX, cost=3), card(type_=CardType.AN_EX, cost=1)
    game = ready(deck_with([]), [])
    game.squares = {(1, 1): OnSquare(ex, True, 5000), (2, 1): OnSquare(an_ex, True, None)}
    game.hand = [card(cost=1)]
    assert game.play_from_hand(0, square=(1, 1))  # 905.1 would trash the older card
    game.start_turn()  # 502.1 destroys the Ascension Extra
    assert game.dynamis_face_up[-2:] == [ex, an_ex]
    assert ex not in game.trash
    assert an_ex not in game.charge


def test_the_gate_card_lies_face_up_in_the_dynamis_for_level_conditions_and_its_end_of_turn_ability():
    """402.1d: the Gate card starts face up in the Dynamis; 1111: a level counts face-up Dynamis cards of a race;
    its ability valid in the Dynamis triggers at the end of your turn (507.3)."""
    gate = card(type_=CardType.EVENT, keywords=(GATE_CARD,), cost=None)
    gate = type(gate)(
        **{**{f: getattr(gate, f) for f in ("number", "name", "type", "names", "keywords")}, "races": ("ウェイカー",)}
    )
    deck = deck_with([], [DeckEntry(gate, 1)])
    text = "≪自≫【有効】デュナミス【誘発】ターン終了時。\n【効果】あなたのデッキの1番上のカードをチャージに置く。"
    game = ready(deck, [(gate.number, text, "")])
    assert game.dynamis_face_up == [gate]
    charge = len(game.charge)
    game.end_turn()
    assert len(game.charge) == charge + 1
    from zxdecks.rules.effects.language import CardFilter, Condition
    from zxdecks.rules.effects.run import conditions_hold

    assert conditions_hold(game, (Condition("dynamis_face_up", 1, CardFilter(race="ウェイカー")),))
