"""Effects in a game, pinned by value (issue 28, point 5): card text read by the reader and carried out, each test
asserting the resulting counts, zones, cards, order and powers; every condition both ways at its boundary."""

import dataclasses

import pytest

from tests.rules.builders import card
from tests.rules.test_goldfish import costed_deck
from zxdecks.rules.cards import CardType, Color
from zxdecks.rules.effects import read_card
from zxdecks.rules.effects.language import Condition
from zxdecks.rules.effects.run import Source, conditions_hold, resolve
from zxdecks.rules.goldfish import Game, OnSquare, Resource

ENTER = "≪自≫【有効】スクエア【誘発】このカードが登場する。\n【効果】"
BLUE = frozenset({Color.BLUE})


def dragon(cost=2, **kwargs):
    return dataclasses.replace(card(cost=cost, **kwargs), races=("ドラゴン",))


def fresh():
    game = Game(costed_deck(), seed=3, first=True)
    game.setup()
    game.turn = 1
    game.deck = [card(cost=1 + i % 5) for i in range(20)]  # known cards, none with an ability
    game.hand, game.trash, game.charge, game.removed = [], [], [], []
    return game


def event(game, body, scripts=None):
    """Read 「≪イベント≫body」 and resolve it as an event played from the hand (804.2e: in the temporary zone)."""
    ev = card(type_=CardType.EVENT)
    script = read_card(ev.number, "≪イベント≫" + body)
    assert script.unread == (), script.unread
    game.scripts = {ev.number: script, **(scripts or {})}
    game.moving.append(ev)
    done = resolve(game, script.event, None, ev.name, Source("event", ev))
    game.moving.remove(ev)
    return done


def entered(game, body, unit_card=None, square=(1, 1)):
    """A Z/X with 「このカードが登場する」 and body enters the square (its ability resolves); its unit."""
    zx = unit_card or card(cost=3)
    zx = dataclasses.replace(zx, power=zx.power or 3000)
    script = read_card(zx.number, ENTER + body)
    assert script.unread == (), script.unread
    game.scripts = {**game.scripts, zx.number: script}
    assert game.enter(zx, "ability", square)
    return game.squares.get(square) or OnSquare(zx, False, None)  # the card, when its ability moved it away


# -- conditions, both ways at their boundary -----------------------------------------------------------------------
def _resources(n, flt=None):
    return lambda g: setattr(g, "resources", [Resource(flt() if flt else card()) for _ in range(n)])


def _zone(name, n, make=card):
    return lambda g: setattr(g, name, [make() for _ in range(n)])


def _life(n):
    return lambda g: setattr(g, "life", [card() for _ in range(n)])


def _squares(n, make=dragon):
    return lambda g: setattr(g, "squares", {sq: OnSquare(make(), True, 1000) for sq in [(1, 1), (0, 0), (0, 2)][:n]})


def _turn(turn, first=True):
    def setup(g):
        g.turn, g.is_first = turn, first

    return setup


def _player(name):
    return lambda g: setattr(g, "player_area", [card(name, CardType.PLAYER)])


def _face_up(name, n):
    return lambda g: setattr(g, "dynamis_face_up", [card(name, CardType.ZX_EX) for _ in range(n)])


def _opponent_life(n):
    return lambda g: setattr(g, "opponent_life", n)


def _dragons_among(dragons, n):
    return lambda g: setattr(g, "resources", [Resource(dragon() if i < dragons else card()) for i in range(n)])


CONDITIONS = [
    # (condition text, setup where it holds, setup where it does not)
    ("あなたのリソースが3枚以上ある場合、", _resources(3), _resources(2)),
    ("あなたのリソースに[ドラゴン]が2枚以上ある場合、", _resources(2, dragon), _resources(1, dragon)),
    ("あなたのライフが2以下の場合、", _life(2), _life(3)),
    ("あなたのライフが相手より少ない場合、", _life(3), _life(4)),
    ("あなたのプレイヤーが「千歳」の場合、", _player("千歳"), _player("百歳")),
    ("あなたのデュナミスに表向きの「竜皇」が2枚以上ある場合、", _face_up("竜皇", 2), _face_up("竜皇", 1)),
    ("あなたの手札が3枚以上ある場合、", _zone("hand", 3), _zone("hand", 2)),
    ("あなたの手札が2枚以下の場合、", _zone("hand", 2), _zone("hand", 3)),
    ("あなたのトラッシュが5枚以上ある場合、", _zone("trash", 5), _zone("trash", 4)),
    ("あなたのトラッシュが1枚以下の場合、", _zone("trash", 1), _zone("trash", 2)),
    ("あなたのチャージが2枚以上ある場合、", _zone("charge", 2), _zone("charge", 1)),
    ("あなたのチャージが1枚以下の場合、", _zone("charge", 1), _zone("charge", 2)),
    ("あなたのトラッシュに[ドラゴン]が2枚以上ある場合、", _zone("trash", 2, dragon), _zone("trash", 1, dragon)),
    ("あなたのチャージに[ドラゴン]が2枚以上ある場合、", _zone("charge", 2, dragon), _zone("charge", 1, dragon)),
    ("スクエアにあなたの[ドラゴン]が2枚以上ある場合、", _squares(2), _squares(1)),
    ("スクエアにあなたの[ドラゴン]がない場合、", _squares(0), _squares(1)),
    ("あなたのリムーブが3枚以上ある場合、", _zone("removed", 3), _zone("removed", 2)),
    ("あなたが先攻プレイヤーの場合、", _turn(1, True), _turn(1, False)),
    ("あなたが後攻プレイヤーの場合、", _turn(1, False), _turn(1, True)),
    # the opponent has 2 resources (402.1m) and one more a turn it has had: 5 before your 4th turn going first
    ("相手のリソースが5枚以上ある場合、", _turn(4, True), _turn(3, True)),
    ("あなたか相手のリソースが5枚以上ある場合、", _turn(3, False), _turn(3, True)),
    ("あなたのリソースの枚数が相手のリソースの枚数より少ない場合、", _resources(1), _resources(2)),
    ("スクエアに相手のゼクスが1枚以上ある場合、", None, _turn(1)),  # never on a goldfish opponent's board
    ("あなたのリソースが4枚以下の場合、", _resources(4), _resources(5)),
    ("あなたの手札にカードが3枚もないならば、", _zone("hand", 2), _zone("hand", 3)),
    ("あなたのトラッシュに3枚以上ある場合、", _zone("trash", 3), _zone("trash", 2)),
    # both parts: 4 resources of which 2 [ドラゴン] hold; 3 resources all [ドラゴン] do not, nor 4 with one
    (
        "あなたのリソースにカードが4枚以上あり、その中に[ドラゴン]が2枚以上ある場合、",
        _resources(4, dragon),
        _resources(3, dragon),
    ),
    (
        "あなたのリソースが4枚以上あり、その中に[ドラゴン]が2枚以上ある場合、",
        _resources(4, dragon),
        _dragons_among(1, 4),
    ),
    (
        "あなたのリソースにカードが7枚以上あるか、相手のリソースにカードが5枚以上ある場合、",
        _resources(7),
        _resources(6),
    ),
    ("あなたのリソースにカードが7枚以上あるか、相手のリソースにカードが5枚以上ある場合、", _turn(4), _turn(3)),
    (
        "あなたのデュナミスに表向きの[ドラゴン]が2枚以上ある場合、",
        lambda g: setattr(g, "dynamis_face_up", [dragon(), dragon()]),
        lambda g: setattr(g, "dynamis_face_up", [dragon(), card()]),
    ),
    (
        "あなたのリムーブゾーンに[ドラゴン]が2枚以上ある場合、",
        lambda g: setattr(g, "removed", [dragon(), dragon()]),
        lambda g: setattr(g, "removed", [dragon(), card(), card()]),
    ),
    ("あなたのリムーブゾーンにカードが3枚以上ある場合、", _zone("removed", 3), _zone("removed", 2)),
    ("ゲームから除外されているあなたのカードが3枚以上あるならば、", _zone("removed", 3), _zone("removed", 2)),
]


@pytest.mark.parametrize(("text", "holds", "fails"), CONDITIONS, ids=[c[0] for c in CONDITIONS])
def test_each_condition_gates_its_effect_both_ways_at_its_boundary(text, holds, fails):
    for setup, drawn in ((holds, 1), (fails, 0)):
        if setup is None:
            continue
        game = fresh()
        setup(game)
        hand, deck = len(game.hand), len(game.deck)
        event(game, text + "カードを1枚引く。")
        assert (len(game.hand) - hand, deck - len(game.deck)) == (drawn, drawn)


@pytest.mark.parametrize(
    ("condition", "holds", "fails"),
    [
        (Condition("resource_names_at_least", 2, dataclasses.replace(Condition("is_first").filter, race="ドラゴン")),
         lambda g: setattr(g, "resources", [Resource(dragon()), Resource(dragon())]),
         lambda g: setattr(g, "resources", [Resource(dragon())] * 2)),
        (Condition("damage_this_turn"), lambda g: setattr(g, "damaged_turn", g.turn), lambda g: None),
        (Condition("rebooted_zx_cost_at_least", 3),
         lambda g: setattr(g, "squares", {(1, 1): OnSquare(card(cost=3), True, 1000)}),
         lambda g: setattr(g, "squares", {(1, 1): OnSquare(card(cost=3), False, 1000)})),
        (Condition("opponent_zx_at_least", 0), lambda g: None, None),
    ],
    ids=["resource_names", "damage_this_turn", "rebooted_zx_cost", "opponent_zx_zero"],
)  # fmt: skip
def test_the_conditions_read_from_keywords_and_gates_hold_both_ways(condition, holds, fails):
    for setup, expected in ((holds, True), (fails, False)):
        if setup is None:
            continue
        game = fresh()
        setup(game)
        assert conditions_hold(game, (condition,)) is expected


def test_the_opponents_resources_grow_by_its_turns_and_by_effects():
    game = fresh()
    game.turn, game.is_first = 1, True
    assert game.opponent_resources() == 2
    event(game, "相手のリソースが5枚以上ある場合、カードを1枚引く。")
    assert len(game.hand) == 0
    event(game, "相手のデッキの上から3枚のカードをリソースにスリープで置く。")
    assert game.opponent_resources() == 5
    event(game, "相手のリソースが5枚以上ある場合、カードを1枚引く。")
    assert len(game.hand) == 1
    game.turn, game.is_first = 2, False
    assert game.opponent_resources() == 2 + 2 + 3


# -- moving cards --------------------------------------------------------------------------------------------------
def test_draw_takes_the_top_cards_in_order():
    game = fresh()
    top = game.deck[:2]
    event(game, "カードを2枚引く。")
    assert game.hand == top
    assert len(game.deck) == 18


@pytest.mark.parametrize(
    ("text", "zone", "n"),
    [
        ("あなたのデッキの上から3枚をトラッシュに置く。", "trash", 3),
        ("あなたのデッキの1番上のカードをトラッシュに置く。", "trash", 1),
        ("あなたのデッキの上から2枚をチャージに置く。", "charge", 2),
        ("あなたのデッキの上から2枚を除外する。", "removed", 2),
        ("あなたのデッキの上から3枚をゲームから除外する。", "removed", 3),
        ("2点回復する。", "life", 2),
    ],
)
def test_the_top_cards_of_the_deck_go_to_a_zone_by_the_count_printed(text, zone, n):
    game = fresh()
    before = list(getattr(game, zone))
    top = game.deck[:n]
    event(game, text)
    assert getattr(game, zone) == before + top
    assert len(game.deck) == 20 - n


@pytest.mark.parametrize(("state", "rebooted"), [("スリープ", False), ("リブート", True)])
def test_the_top_card_goes_to_the_resources_slept_or_rebooted_as_printed(state, rebooted):
    game = fresh()
    top = game.deck[0]
    before = len(game.resources)
    event(game, f"あなたのデッキの上から1枚をリソースに{state}で置く。")
    assert len(game.resources) == before + 1
    assert (game.resources[-1].card, game.resources[-1].rebooted) == (top, rebooted)


def test_a_discard_gives_up_the_costliest_card_that_is_not_a_finisher():
    game = fresh()
    cheap, dear, finisher = card(cost=1), card(cost=5), card(cost=7)
    game.hand = [cheap, finisher, dear]
    event(game, "あなたの手札を1枚選び、トラッシュに置く。")
    assert game.trash == [dear]
    assert game.hand == [cheap, finisher]


@pytest.mark.parametrize(
    ("words", "put", "remove", "moved"),
    [
        ("2枚まで選び", "置く", "除外する", 1),
        ("2枚選び", "置く", "除外する", 1),  # required: as many as can be (102.4)
        ("2枚選び", "置いてよい", "除外してよい", 0),  # optional: all n or nothing
    ],
)
def test_up_to_and_a_required_move_do_as_many_as_they_can_and_an_optional_one_nothing_short(words, put, remove, moved):
    game = fresh()
    only = dragon(cost=2)
    game.hand = [only, card(cost=1)]
    event(game, f"あなたの手札にある[ドラゴン]を{words}、トラッシュに{put}。")
    assert game.trash == [only][:moved]
    game.trash = [dragon(cost=4), card(cost=1)]
    event(game, f"あなたのトラッシュにある[ドラゴン]を{words}、{remove}。")
    assert len(game.removed) == moved
    assert len(game.trash) == 2 - moved


def test_hand_cards_go_to_the_charge_and_to_the_bottom_of_the_deck():
    game = fresh()
    cheap, dear = card(cost=1), card(cost=4)
    game.hand = [cheap, dear]
    event(game, "あなたの手札を1枚選び、チャージに置く。")
    assert (game.charge, game.hand) == ([dear], [cheap])
    top2 = game.deck[:2]
    event(game, "カードを2枚引き、あなたの手札を1枚選び、デッキの下に置く。")
    assert len(game.hand) == 2
    assert game.deck[-1] in [cheap, *top2]
    assert game.deck[-1] not in game.hand
    assert len(game.deck) == 19


def test_charge_cards_are_trashed_costliest_first_and_taken_back_costliest_first():
    game = fresh()
    one, five, three = card(cost=1), card(cost=5), card(cost=3)
    game.charge = [one, five, three]
    event(game, "あなたのチャージを1枚選び、トラッシュに置く。")
    assert (game.trash, game.charge) == ([five], [one, three])
    event(game, "あなたのチャージにあるゼクスを1枚選び、手札に戻す。")
    assert (game.hand, game.charge) == ([three], [one])


def test_a_trash_card_matching_the_filter_comes_back_the_costliest_first():
    game = fresh()
    small, big, other = dragon(cost=2), dragon(cost=4), card(cost=6)
    game.trash = [small, other, big]
    event(game, "あなたのトラッシュにある[ドラゴン]を1枚まで選び、手札に加える。")
    assert game.hand == [big]
    assert game.trash == [small, other]
    event(game, "あなたのトラッシュにあるゼクスを1枚選び、リソースにスリープで置く。")
    assert (game.resources[-1].card, game.resources[-1].rebooted) == (other, False)


def test_a_search_takes_the_named_card_and_shuffles_the_deck():
    game = fresh()
    wanted = card("竜の子", cost=2)
    game.deck.insert(10, wanted)
    event(
        game,
        "あなたのデッキからカード名に「竜」を含むゼクスを1枚まで選び、公開し、手札に加え、デッキをシャッフルする。",
    )
    assert game.hand == [wanted]
    assert len(game.deck) == 20
    assert wanted not in game.deck


def test_a_look_at_the_top_puts_the_cheapest_on_top():
    game = fresh()
    five, one, three = card(cost=5), card(cost=1), card(cost=3)
    game.deck[:3] = [five, one, three]
    event(game, "あなたのデッキの上から3枚見て、好きな順番でデッキの上に戻す。")
    assert game.deck[:3] == [one, three, five]
    assert len(game.deck) == 20


def test_a_reveal_takes_the_costliest_match_and_puts_the_rest_at_the_bottom_in_order():
    game = fresh()
    a, b, c, d, e = card(cost=1), dragon(cost=2), card(cost=3), dragon(cost=4), card(cost=5)
    game.deck[:5] = [a, b, c, d, e]
    sixth = game.deck[5]
    event(
        game,
        "あなたのデッキの上から5枚公開し、その中にある[ドラゴン]を1枚まで選び、手札に加え、残りを好きな順番でデッキの下に置く。",
    )
    assert game.hand == [d]
    assert game.deck[0] is sixth
    assert game.deck[-4:] == [a, b, c, e]


def test_trash_cards_are_removed_without_ignition_and_cheapest_first():
    game = fresh()
    ignition, three, one_a, one_b = card(cost=1, ignition=True), card(cost=3), card(cost=1), card(cost=1)
    game.trash = [ignition, three, one_a, one_b]
    event(game, "あなたのトラッシュにあるカードを2枚選び、除外する。")
    assert game.removed == [one_b, one_a]
    assert game.trash == [ignition, three]


def test_hand_cards_are_removed_by_the_count_printed():
    game = fresh()
    game.hand = [card(cost=1), card(cost=2), card(cost=3)]
    event(game, "あなたの手札を2枚選び、除外する。")
    assert [c.cost for c in game.removed] == [3, 2]
    assert [c.cost for c in game.hand] == [1]


def test_resources_come_back_the_slept_last_placed_first_and_slept_ones_reboot():
    game = fresh()
    top = game.deck[0]
    event(game, "あなたのデッキの1番上をリソースにスリープで置き、あなたのリソースにあるカードを1枚選び、手札に戻す。")
    assert game.hand == [top]
    assert top not in [r.card for r in game.resources]
    game.resources = [Resource(card(), False) for _ in range(3)]
    event(game, "あなたのリソースを2枚まで選び、リブートする。")
    assert [r.rebooted for r in game.resources] == [True, True, False]


def test_a_hand_card_goes_to_the_resources_slept():
    game = fresh()
    keep, give = card(cost=1), card(cost=4)
    game.hand = [keep, give]
    before = len(game.resources)
    event(game, "あなたの手札にあるカードを1枚選び、リソースにスリープで置いてよい。")
    assert len(game.resources) == before + 1
    assert (game.resources[-1].card, game.resources[-1].rebooted) == (give, False)


def test_damage_to_the_opponent_takes_its_life():
    game = fresh()
    event(game, "相手に2ダメージを与える。")
    assert game.opponent_life == 2
    assert game.opponent_charge == 2


def test_a_paid_cost_sleeps_a_resource_of_its_colour_and_gates_what_follows():
    game = fresh()
    game.resources = [Resource(card(colors=BLUE)), Resource(card())]
    event(game, "《青1・青1》を支払ってよい。支払ったならば、カードを2枚引く。")
    assert [r.rebooted for r in game.resources] == [False, True]
    assert len(game.hand) == 2
    game.resources = [Resource(card())]
    event(game, "《青1・青1》を支払ってよい。支払ったならば、カードを2枚引く。")
    assert len(game.hand) == 2  # no blue resource: not paid, nothing drawn


def test_counters_are_gained_and_spent():
    game = fresh()
    event(game, "あなたは≪鍵≫を2個得る。")
    assert game.counters == {"鍵": 2}


def test_face_down_dynamis_cards_of_the_race_turn_face_up():
    game = fresh()
    waker, other = dataclasses.replace(card(type_=CardType.ZX_EX), races=("ウェイカー",)), card(type_=CardType.ZX_EX)
    game.dynamis, game.dynamis_face_up = [other, waker], []
    event(game, "あなたのデュナミスにある[ウェイカー]を1枚選び、表向きにする。")
    assert (game.dynamis, game.dynamis_face_up) == ([other], [waker])


def test_the_same_name_cannot_be_played_again_this_turn():
    game = fresh()
    event(game, "ターン終了時まで、あなたは《同名》のカードをプレイできない。")
    assert len(game.forbidden_names) == 1
