"""The effect language: the reader maps ability lines onto it or reports them, and games carry the effects out."""

import json

import pytest

from tests.conftest import real_data_path, requires_real_data
from tests.rules.builders import card
from tests.rules.test_goldfish import costed_deck
from zxdecks.rules.cards import CardType, Color
from zxdecks.rules.effects import AbilityKind, Kind, Trigger, effect_coverage, read_card, read_pool
from zxdecks.rules.goldfish import Game, OnSquare, Resource
from zxdecks.rules.goldfish.battle import declare_attack

ENTER = "≪自≫【有効】スクエア【誘発】このカードが登場する。\n【効果】"


def kinds(text):
    script = read_card("X", text)
    return [[e.kind for e in a.effects] for a in script.abilities], [u.reason for u in script.unread]


@pytest.mark.parametrize(
    ("body", "expected"),
    [
        ("カードを2枚引く。", [Kind.DRAW]),
        ("1枚まで引く。", [Kind.DRAW]),
        ("2枚引き、あなたの手札を1枚選び、トラッシュに置く。", [Kind.DRAW, Kind.DISCARD]),
        ("あなたのデッキの1番上のカードをチャージに置く。", [Kind.DECK_TO_CHARGE]),
        ("あなたのデッキの上から2枚までトラッシュに置く。", [Kind.DECK_TO_TRASH]),
        ("あなたのデッキの上から1枚をリソースにスリープで置く。", [Kind.DECK_TO_RESOURCE]),
        ("あなたの手札を1枚選び、トラッシュに置いてよい。置いたならば、2枚引く。", [Kind.DISCARD, Kind.DRAW]),
        ("あなたのトラッシュにある[ドラゴン]を1枚まで選び、手札に加える。", [Kind.TRASH_TO_HAND]),
        (
            "あなたのデッキからカード名に「竜」を含むゼクスを1枚まで選び、公開し、手札に加え、デッキをシャッフルする。",
            [Kind.SEARCH],
        ),
        ("1点回復する。", [Kind.RECOVER]),
        ("ターン終了時まで、このカードのパワーを+3000する。", [Kind.POWER]),
        ("ノーマルスクエアにある相手のゼクスを1枚選び、破壊する。", [Kind.NO_TARGET]),
        ("あなたを攻撃しているコスト3以下のゼクスを1枚選び、破壊する。", [Kind.NO_TARGET]),
        ("あなたは≪鍵≫を1個得る。", [Kind.GAIN_COUNTER]),
        ("1回イグニッションする。", [Kind.IGNITE]),
        ("《青1・青1》を支払ってよい。支払ったならば、2枚引く。", [Kind.PAY, Kind.DRAW]),
        ("このカードをスリープしてよい。スリープしたならば、1枚引く。", [Kind.SLEEP_SELF, Kind.DRAW]),
        ("ターン終了時まで、あなたは《同名》のカードをプレイできない。", [Kind.FORBID_SAME_NAME]),
        ("あなたの手札にある[ドラゴン]を1枚選び、トラッシュに置いてよい。", [Kind.DISCARD]),
        ("スクエアにあるあなたのゼクスを1枚選び、ターン終了時まで、パワーを+2000する。", [Kind.POWER_CHOSEN]),
        ("以下の効果から1つ選び、解決する。\n●1枚引く。\n●相手の手札を見る。", [Kind.MODAL]),
    ],
)
def test_each_effect_shape_is_read(body, expected):
    read, unread = kinds(ENTER + body)
    assert unread == []
    assert read == [expected]


def test_an_ability_with_one_unknown_sentence_is_reported_whole_not_half_done():
    """804.3c: a part cannot be done alone; the reader never keeps the parts it knows."""
    read, unread = kinds(ENTER + "カードを1枚引く。\n相手の手札を見る。")
    assert read == []
    assert unread == ["unread sentence: 相手の手札を見る。"]


def test_a_condition_and_an_if_did_clause_are_kept():
    script = read_card("X", ENTER + "あなたのリソースが5枚以上ある場合、1枚引く。")
    (ability,) = script.abilities
    assert ability.trigger is Trigger.ENTER
    assert ability.conditions[0].kind == "resources_at_least"
    assert ability.conditions[0].n == 5
    (discard, draw) = (
        read_card("X", ENTER + "あなたの手札を1枚選び、トラッシュに置いてよい。置いたならば、2枚引く。")
        .abilities[0]
        .effects
    )
    assert discard.optional
    assert draw.if_did


def test_keyword_lines_range_events_and_activated_abilities_are_read():
    script = read_card(
        "X",
        "≪S≫ライフリカバリー\n≪常≫レンジ2\n≪起≫【有効】スクエア【コスト】《赤1・赤1》≪スリープ≫【効果】1枚引く。",
    )
    assert [a.kind for a in script.abilities] == [AbilityKind.KEYWORD, AbilityKind.CONSTANT, AbilityKind.ACTIVATED]
    assert script.range == 2
    activated = script.activated[0]
    assert (activated.cost, activated.cost_colors, activated.sleep_self) == (1, frozenset({Color.RED}), True)
    assert read_card("E", "≪イベント≫【効果】カードを2枚引く。").event.effects[0].kind is Kind.DRAW


def test_a_level_line_gates_the_ability_after_it():
    """1111: the text is valid while the Dynamis has N face-up cards of the race."""
    script = read_card(
        "X",
        "≪レベル能力(ウェイカー)≫ウェイカーLv2(あなたのデュナミスに表向きの[ウェイカー]が2枚以上あると有効。)\n"
        + ENTER
        + "1枚引く。",
    )
    gated = script.abilities[-1]
    assert gated.conditions[-1].kind == "dynamis_face_up"
    assert gated.conditions[-1].n == 2


def test_coverage_counts_lines_executed_and_unread_shapes():
    cov = effect_coverage(
        [("A", ENTER + "1枚引く。"), ("B", ENTER + "相手の手札を見る。"), ("C", "≪S≫ライフリカバリー")]
    )
    assert (cov["ability_lines"], cov["executed"], cov["executed_active"]) == (3, 2, 2)
    assert cov["by_kind"]["effect: draw"] == 1
    assert cov["top_unparsed"] == [{"shape": "unread sentence: 相手の手札を見る。", "count": 1}]


def game_with_scripts(*pairs, **kwargs):
    game = Game(costed_deck(), seed=2, first=True, log_enabled=True, **kwargs)
    game.setup()
    game.scripts = read_pool(pairs)
    game.turn = 1
    return game


def test_an_enter_ability_draws_when_its_card_is_played():
    drawer = card(cost=1)
    game = game_with_scripts((drawer.number, ENTER + "カードを2枚引く。"))
    game.hand = [drawer]
    before = len(game.deck)
    assert game.play_from_hand(0)
    assert len(game.hand) == 2
    assert len(game.deck) == before - 2


def test_a_condition_that_does_not_hold_stops_the_ability():
    """804.3b: a sentence with 「〜場合」 resolves only if its condition holds at resolution."""
    drawer = card(cost=1)
    game = game_with_scripts((drawer.number, ENTER + "あなたのリソースが5枚以上ある場合、カードを2枚引く。"))
    game.hand = [drawer]
    assert game.play_from_hand(0)
    assert game.hand == []


def test_an_if_did_effect_waits_for_the_one_before_it():
    """FAQ 004 (1): 「〜してよい。〜したならば、…」: with nothing to discard, no draw."""
    looter = card(cost=1)
    game = game_with_scripts(
        (looter.number, ENTER + "あなたの手札を1枚選び、トラッシュに置いてよい。置いたならば、2枚引く。")
    )
    game.hand = [looter]
    assert game.play_from_hand(0)
    assert game.hand == []


def test_an_attack_trigger_and_an_event_resolve():
    attacker, event = card(), card(type_=CardType.EVENT, cost=0)
    game = game_with_scripts(
        (
            attacker.number,
            "≪自≫【有効】スクエア【誘発】このカードが攻撃する。\n【効果】あなたのデッキの1番上のカードをチャージに置く。",
        ),
        (event.number, "≪イベント≫【効果】1点回復する。"),
    )
    game.squares = {(1, 1): OnSquare(attacker, True, 1000)}
    charge = len(game.charge)
    assert declare_attack(game, (1, 1))
    assert len(game.charge) == charge + 1
    game.hand, life = [event], len(game.life)
    assert game.play_from_hand(0)
    assert len(game.life) == life + 1
    assert game.trash[-1] is event


def test_an_activated_ability_is_paid_and_used_once_a_turn():
    """807: pay the resource cost (805) and resolve; the goldfish uses each activated ability once a turn."""
    from zxdecks.rules.effects import run

    zx = card(cost=1)
    game = game_with_scripts((zx.number, "≪起≫【有効】スクエア【コスト】《赤1・赤1》【効果】1枚引く。"))
    game.squares = {(2, 1): OnSquare(zx, True, 1000)}
    game.resources = [Resource(card(colors=frozenset({Color.RED}))) for _ in range(3)]
    game.hand = []
    activation = run.next_activation(game)
    assert activation is not None
    run.activate(game, *activation)
    assert len(game.hand) == 1
    assert sum(not r.rebooted for r in game.resources) == 1
    assert run.next_activation(game) is None


def test_power_until_end_of_turn_ends_with_the_turn():
    zx = card(cost=1)
    game = game_with_scripts((zx.number, ENTER + "ターン終了時まで、このカードのパワーを+3000する。"))
    game.hand = [zx]
    game.resources = [Resource(card(colors=frozenset({Color.RED}))) for _ in range(2)]
    assert game.play_from_hand(0)
    unit = next(iter(game.squares.values()))
    assert unit.power == (zx.power or 0) + 3000
    game.end_turn()
    assert unit.power == (zx.power or 0)


@requires_real_data
def test_real_cards_read_as_checked_by_hand():
    """Checked by hand against the card list: B07-066 (black Z/X) on entering puts the top card of your deck into
    your charge when your resources hold 6 black cards or more; G04-021, with 3 [ク・リト] in your resources, draws
    2 and then trashes 1 card of your hand."""
    from cards.importers.haronomagia import parse

    records = {r.collector_number: r for r in parse(json.loads(real_data_path().read_text(encoding="utf-8")))}
    (charge,) = read_card("B07-066", records["B07-066"].text).abilities
    assert charge.trigger is Trigger.ENTER
    assert [e.kind for e in charge.effects] == [Kind.DECK_TO_CHARGE]
    assert (charge.conditions[0].n, charge.conditions[0].filter.color) == (6, Color.BLACK)
    (loot,) = read_card("G04-021", records["G04-021"].text).abilities
    assert [e.kind for e in loot.effects] == [Kind.DRAW, Kind.DISCARD]
    assert (loot.conditions[0].filter.race, loot.conditions[0].n) == ("ク・リト", 3)
    pool = [(r.collector_number, r.text) for r in records.values() if not r.unofficial_text]
    cov = effect_coverage(pool)
    assert cov["ability_lines"] > 10000
    assert 0 < cov["executed_active"] <= cov["executed"] < cov["ability_lines"]


def test_a_construction_rule_line_is_left_to_the_validator():
    """803.1a: abilities that change deck construction act before the game; the validator applies them."""
    (ability,) = read_card(
        "X", "≪常≫【有効】すべて【効果】デッキを構築する際、《同名》はデッキに8枚まで入れることができる。"
    ).abilities
    assert ability.kind is AbilityKind.CONSTRUCTION


def test_an_ignite_effect_reveals_the_top_card_and_plays_an_ignition_card_free():
    """1011: reveal the top card; an ignition-icon card may be played free, else it goes to the trash."""
    igniter, free = card(cost=1), card(cost=5, ignition=True)
    game = game_with_scripts((igniter.number, ENTER + "1回イグニッションする。"))
    game.hand = [igniter]
    game.deck.insert(0, free)
    assert game.play_from_hand(0)
    assert free in [u.card for u in game.squares.values()]
    assert game.ignitions == 1


def test_evolseed_resolves_when_an_ignition_puts_the_card_straight_from_the_deck_into_the_trash():
    """1106: when this card is put directly from the deck into the trash: [text]; 505.3a trashes a revealed card
    without the ignition icon."""
    seed = card(cost=3)
    game = game_with_scripts(
        (
            seed.number,
            "≪自≫エヴォルシード(このカードがデッキからトラッシュに置かれた時、以下の効果を解決する。)\n1点回復する。",
        )
    )
    game.deck.insert(0, seed)
    game.charge = [game.hand.pop()]
    life = len(game.life)
    assert game.ignite_once() is seed
    assert seed in game.trash
    assert len(game.life) == life + 1


def test_a_card_put_into_the_resources_resolves_its_resource_ability():
    placed = card(cost=2)
    game = game_with_scripts(
        (placed.number, "≪自≫このカードがリソースに置かれた時、あなたのデッキの1番上のカードをチャージに置く。")
    )
    game.hand = [placed]
    charge = len(game.charge)
    game.place_resource(0)
    assert len(game.charge) == charge + 1


def test_an_ignition_phase_entry_triggers_only_from_an_ignition():
    ig = card(cost=4, ignition=True)
    game = game_with_scripts((ig.number, "≪自≫このカードがイグニッションフェイズに登場した時、カードを1枚引く。"))
    game.deck.insert(0, ig)
    game.charge = [game.hand.pop()]
    hand = len(game.hand)
    game.ignite_once()
    assert len(game.hand) == hand + 1
    game.hand = [ig]
    game.resources = [Resource(card(colors=frozenset({Color.RED}))) for _ in range(4)]
    game.squares = {}
    assert game.play_from_hand(0)
    assert game.hand == []  # played from hand: no draw


def test_a_zx_that_cannot_attack_is_not_sent_into_battle():
    """602.1a chooses among Z/X that can attack; 「このカードは攻撃できない」 takes this one out."""
    from zxdecks.rules.goldfish import attackers

    wall = card()
    game = game_with_scripts((wall.number, "≪常≫【有効】スクエア【効果】このカードは攻撃できない。"))
    game.squares = {(1, 1): OnSquare(wall, True, 1000)}
    assert attackers(game) == []


def test_a_card_with_the_ignition_icon_in_life_may_be_played_from_life():
    """907.2e reads the icon of the revealed card; 「【有効】ライフ … ≪イグニッション≫を得る」 gives it one there."""
    late = card(cost=6)
    game = game_with_scripts((late.number, "≪常≫【有効】ライフ【効果】このカードは≪イグニッション≫を得る。"))
    game.life = [late]
    game.opponent_life = 4
    game.rng.randrange = lambda n: 0
    game.life.append(card())
    game.rng.randrange = lambda n: 0  # the opponent picks `late`
    game.take_damage(1)
    assert late in [u.card for u in game.squares.values()]


def test_the_policy_keeps_a_zx_that_cannot_attack_off_the_squares_next_to_the_opponent():
    wall, runner = card(cost=1), card(cost=2)
    game = game_with_scripts((wall.number, "≪常≫【有効】スクエア【効果】このカードは攻撃できない。"))
    game.resources = [Resource(card(colors=frozenset({Color.RED}))) for _ in range(3)]
    game.hand, game.squares = [wall, runner], {}
    while (i := game.policy.next_play(game)) is not None:
        assert game.play_from_hand(i)
    where = {u.card.number: sq for sq, u in game.squares.items()}
    assert where[runner.number] == (1, 1)
    assert where[wall.number] not in {(1, 1), (0, 0), (0, 2)}


def test_an_optional_payment_then_its_effect_and_no_second_copy_this_turn():
    """「《赤1・赤1》を支払ってよい。支払ったならば、…」: pay a resource cost (805) and draw; 「ターン終了時まで、
    あなたは《同名》のカードをプレイできない」: the other copy stays in hand this turn."""
    payer = card("同名の", cost=1)
    text = (
        ENTER
        + "《赤1・赤1》を支払ってよい。支払ったならば、1枚引く。\nターン終了時まで、あなたは《同名》のカードをプレイできない。"
    )
    game = game_with_scripts((payer.number, text))
    game.resources = [Resource(card(colors=frozenset({Color.RED}))) for _ in range(4)]
    game.hand = [payer, payer]
    assert game.play_from_hand(0)
    assert sum(not r.rebooted for r in game.resources) == 2  # the card's cost and the payment
    assert len(game.hand) == 2  # the second copy and the card drawn
    assert not game.play_from_hand(game.hand.index(payer))
    assert game.policy.next_play(game) in (None, 1 - game.hand.index(payer))
