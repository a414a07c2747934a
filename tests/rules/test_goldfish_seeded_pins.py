"""Seeded games play the same after the goldfish's speed work (issue #28): the kill turns of a vanilla deck and the
kill turn and final zones of seeded games of a deck whose invented texts set off the triggers, activated abilities,
events and Dynamis plays a game looks after each turn (figures taken on ccc7472, before that work)."""

import hashlib

from zxdecks.rules.cards import CardFacts, CardType, Color, Icon, Zone
from zxdecks.rules.cardtext import LIFE_RECOVERY
from zxdecks.rules.deck import Deck, DeckEntry
from zxdecks.rules.effects import CardScript, read_pool
from zxdecks.rules.goldfish import PRESETS, run_game
from zxdecks.rules.odds import kill_turns

RED = frozenset({Color.RED})


def _card(i: int, cost: int, *, ignition: bool = False, type_: CardType = CardType.ZX, **more) -> CardFacts:
    return CardFacts(
        number=f"SP01-{i:03d}",
        name=f"金魚{i}",
        type=type_,
        cost=cost,
        colors=RED,
        icons=frozenset({Icon.IGNITION}) if ignition else frozenset(),
        power=1000 * cost + 1000 if type_ in (CardType.ZX, CardType.ZX_EX) else None,
        **more,
    )


def vanilla_deck() -> Deck:
    """Red Z/X of costs 1–7 without text, 20 with the ignition icon (4 of them Life Recovery)."""
    ignition = [_card(1, 1, ignition=True, keywords=frozenset({LIFE_RECOVERY}))]
    ignition += [_card(1 + i, 1 + i % 3, ignition=True) for i in range(1, 5)]
    plain = [_card(10 + i, 1 + i % 7) for i in range(7)]
    return Deck.of([*(DeckEntry(c, 4) for c in ignition + plain), DeckEntry(_card(30, 2), 2)])


TEXTS = {
    # an enter trigger, an attack trigger, an end-of-turn trigger, a phase-start trigger, a resource trigger
    "SP01-040": "≪自≫【有効】スクエア【誘発】このカードが登場する。\n【効果】カードを1枚引く。",
    "SP01-041": "≪自≫【有効】スクエア【誘発】このカードが攻撃する。\n【効果】あなたのチャージを1枚選び、トラッシュに"
    "置いてよい。置いたならば、このカードをリブートする。",
    "SP01-042": "≪自≫【有効】スクエア【誘発】ターン終了時。\n【効果】あなたのチャージにあるカードを1枚まで選び、手札に"
    "戻す。",
    "SP01-043": "≪自≫【有効】スクエア【誘発】メインフェイズ開始時。\n【効果】カードを1枚引く。",
    "SP01-044": "≪自≫【有効】リソース【誘発】このカードがリソースに置かれる。\n【効果】カードを1枚引く。",
    # an activated ability in the trash, an event
    "SP01-045": "≪起≫【有効】トラッシュ【コスト】《無0・無0》【効果】このカードをコストを支払わずにプレイする。",
    "SP01-046": "≪イベント≫カードを2枚引く。",
}
SUBTEXTS = {"SP01-047": "降臨条件:赤のゼクス1枚"}


def texted_deck() -> tuple[Deck, dict[str, CardScript]]:
    cards = [_card(40 + i, 1 + i % 4, ignition=i < 5) for i in range(6)]
    cards.append(_card(46, 1, type_=CardType.EVENT))
    fillers = [_card(50 + i, 2 + i % 5) for i in range(6)]
    ex = _card(47, 4, type_=CardType.ZX_EX)
    deck = Deck.of(
        [*(DeckEntry(c, 4) for c in cards[:6] + fillers), DeckEntry(cards[6], 2), DeckEntry(ex, 4, Zone.DYNAMIS)]
    )
    numbers = [c.number for c in [*cards, ex]]
    scripts = read_pool((n, TEXTS.get(n, ""), SUBTEXTS.get(n, "")) for n in numbers)
    return deck, scripts


def _state(game, result) -> tuple[object, ...]:
    return (
        result.kill_turn, result.turns, result.defeated, result.reloads, result.ignitions, result.life_ignitions,
        [c.number for c in game.hand], [c.number for c in game.life], [c.number for c in game.trash],
        [(r.card.number, r.rebooted) for r in game.resources], [c.number for c in game.charge],
        sorted((sq, u.card.number, u.rebooted, u.power) for sq, u in game.squares.items()),
        [c.number for c in game.dynamis], len(game.deck), game.opponent_life, game.dynamis_plays,
    )  # fmt: skip


def test_the_kill_turns_of_the_vanilla_deck_are_those_before_the_speed_work():
    report = kill_turns(vanilla_deck(), games=300, turns=10)
    assert (round(report.first.mean, 6), round(report.second.mean, 6)) == (FIRST_MEAN, SECOND_MEAN)
    assert report.as_dict()["first"]["histogram"] == FIRST_HISTOGRAM
    assert report.as_dict()["second"]["histogram"] == SECOND_HISTOGRAM


def test_every_text_of_the_pinned_deck_is_read_so_that_its_games_carry_it_out():
    _, scripts = texted_deck()
    assert all(scripts[n].abilities for n in TEXTS)
    assert scripts["SP01-047"].dynamis is not None


def _games(opponent: str, n: int) -> list[tuple[object, ...]]:
    deck, scripts = texted_deck()
    return [
        _state(*run_game(deck, seed, turns=10, first=seed % 2 == 0, scripts=scripts, opponent=PRESETS[opponent]))
        for seed in range(n)
    ]


def test_seeded_games_of_a_deck_with_triggers_abilities_events_and_dynamis_end_as_before():
    states = _games("none", 40)
    assert [s[0] for s in states] == KILL_TURNS
    assert states[0] == SEED_0
    assert hashlib.sha256(repr(states).encode()).hexdigest()[:16] == DIGEST


def test_seeded_games_of_that_deck_against_two_defenders_end_as_before():
    """Longer games: the opponent's Z/X must be beaten first (goldfish.defence)."""
    states = _games("two-5000-defenders", 20)
    assert [s[0] for s in states] == DEFENDED_KILL_TURNS
    assert sum(s[-1] for s in states) == DEFENDED_DYNAMIS_PLAYS
    assert states[3] == DEFENDED_SEED_3
    assert hashlib.sha256(repr(states).encode()).hexdigest()[:16] == DEFENDED_DIGEST


# Taken on ccc7472 (before the speed work), with the seeds above.
FIRST_MEAN, SECOND_MEAN = 2.163333, 2.02
FIRST_HISTOGRAM = {"2": 0.836667, "3": 0.163333}
SECOND_HISTOGRAM = {"2": 0.98, "3": 0.02}
KILL_TURNS = [
    2,
    2,
    2,
    2,
    2,
    2,
    2,
    2,
    2,
    2,
    3,
    2,
    2,
    2,
    2,
    2,
    2,
    2,
    2,
    2,
    3,
    2,
    3,
    2,
    2,
    2,
    2,
    2,
    3,
    2,
    2,
    2,
    2,
    2,
    2,
    2,
    2,
    3,
    2,
    2,
]
SEED_0: tuple[object, ...] = (
    2,
    2,
    None,
    0,
    0,
    0,
    ["SP01-054"],
    ["SP01-046", "SP01-054", "SP01-043", "SP01-040"],
    [],
    [("SP01-052", False), ("SP01-043", False), ("SP01-052", False), ("SP01-055", False)],
    [],
    [((0, 0), "SP01-041", False, 3000), ((0, 2), "SP01-045", False, 3000), ((1, 1), "SP01-050", False, 3000)],
    ["SP01-047", "SP01-047", "SP01-047", "SP01-047"],
    38,
    0,
    0,
)
DIGEST = "afc69be7b1d0827b"
DEFENDED_KILL_TURNS = [3, 5, 3, 7, 3, 6, 4, 5, 2, 4, 3, 5, 3, 4, 3, 4, 4, 5, 3, 7]
DEFENDED_DYNAMIS_PLAYS = 47
DEFENDED_SEED_3: tuple[object, ...] = (
    7,
    7,
    None,
    0,
    1,
    0,
    ["SP01-043", "SP01-055", "SP01-055"],
    ["SP01-053", "SP01-053", "SP01-043", "SP01-053"],
    ["SP01-042", "SP01-054", "SP01-046", "SP01-052", "SP01-040"],
    [
        ("SP01-042", False),
        ("SP01-040", False),
        ("SP01-041", False),
        ("SP01-050", False),
        ("SP01-040", False),
        ("SP01-055", False),
        ("SP01-042", False),
        ("SP01-050", False),
        ("SP01-044", False),
    ],
    ["SP01-052"],
    [
        ((0, 0), "SP01-047", False, 5000),
        ((0, 2), "SP01-054", False, 7000),
        ((1, 0), "SP01-050", True, 3000),
        ((1, 2), "SP01-055", True, 3000),
        ((2, 0), "SP01-045", True, 3000),
        ((2, 1), "SP01-041", True, 3000),
    ],
    [],
    23,
    0,
    4,
)
DEFENDED_DIGEST = "6a2d1c16fc82ded8"
