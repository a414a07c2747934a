"""Invariants of the goldfish engine over thousands of seeded games: every card in exactly one zone after every
step, counts within the rules' bounds, payments equal to costs, identical replays."""

from collections import Counter

import pytest

from tests.rules.builders import lr, od, vb
from tests.rules.test_goldfish import costed_deck
from zxdecks.rules.cards import Zone
from zxdecks.rules.deck import Deck, DeckEntry
from zxdecks.rules.goldfish import CHARGE_LIMIT, HAND_LIMIT, Game, run_game
from zxdecks.rules.goldfish.simulate import GameResult


def numbers(cards):
    return Counter(c.number for c in cards)


class Checked:
    """Conservation and the bounds checked at every logged step of one game, and the payment of every play from hand:
    the game's note and play_from_hand wrapped on the instance. Game cannot be subclassed for the compiled engine
    (its code takes the exact class), and both engines call a game's methods through the instance; check() makes
    sure no step and no play went past the wrappers."""

    def __init__(self, game, expected):
        self.game, self.expected = game, expected
        self.notes = self.plays = 0
        self.real_note, self.real_play = game.note, game.play_from_hand
        game.note, game.play_from_hand = self.note, self.play_from_hand

    def note(self, step, rule, text):
        self.real_note(step, rule, text)
        self.notes += 1
        game = self.game
        assert numbers(game.all_cards()) == self.expected, (game.seed, step, rule)
        assert len(game.charge) <= CHARGE_LIMIT or step == "damage", (game.seed, step)
        assert not (not game.deck and game.trash), (game.seed, step)  # 902 at all times

    def play_from_hand(self, index, square=None):
        game = self.game
        self.plays += 1
        card = game.hand[index]
        before = sum(r.rebooted for r in game.resources)
        played = self.real_play(index, square)
        if played:
            assert before - sum(r.rebooted for r in game.resources) == card.cost, (game.seed, card.name)
        return played

    def check(self):
        """Every logged step was checked, and every play from hand went through the wrapper."""
        game = self.game
        assert self.notes == len(game.log), game.seed
        assert self.plays >= sum(1 for e in game.log if (e.step, e.rule) == ("play", "806")), game.seed


def checked_game(deck, seed, turns, damage, battle):
    game = Game(deck, seed=seed, log_enabled=True)
    checks = Checked(game, numbers([*deck.cards(Zone.DECK), *deck.cards(Zone.DYNAMIS), *deck.cards(Zone.PLAYER)]))
    from zxdecks.rules.goldfish import Defeat

    try:
        game.setup()
        for _ in range(turns):
            game.play_turn(damage, battle=battle)
            if game.won:
                break
    except Defeat:
        pass
    checks.check()
    return game, checks


def keyword_deck():
    """The costed deck with Life Recovery, Void Bringer and Overdrive cards in place of two plain fours."""
    entries = [e for e in costed_deck().entries if e.zone is not Zone.DECK or e.card.ignition or e.count != 4]
    extra = [DeckEntry(lr(), 4), DeckEntry(vb(), 4), DeckEntry(od(), 4)]
    plain = [e for e in costed_deck().entries if e.zone is Zone.DECK and not e.card.ignition and e.count == 4]
    return Deck.of([*entries, *extra, *plain[3:]])


@pytest.mark.parametrize("battle", [False, True])
def test_cards_are_conserved_and_bounds_kept_after_every_step(battle):
    deck = keyword_deck()
    assert deck.size(Zone.DECK) == 50
    reloads = defeats = wins = plays = 0
    for seed in range(1500):
        turns = 25 if seed % 6 == 0 else (5 if seed % 2 else 12)
        game, checks = checked_game(deck, seed, turns, 0 if turns == 25 else seed % 3, battle)
        plays += checks.plays
        reloads += game.reloads
        defeats += game.defeated is not None
        wins += game.won is not None
        ends = [e for e in game.log if e.rule == "507"]
        assert all(e.sizes["hand"] <= HAND_LIMIT for e in ends), seed
        setup_done = next(e for e in game.log if e.rule == "402.1m")
        assert [setup_done.sizes[z] for z in ("hand", "life", "resources", "deck")] == [4, 4, 2, 40]
        assert game.opponent_life >= 0
        assert not (game.won and game.defeated)
    assert defeats > 0
    assert plays > 1500  # the plays from hand were checked
    if battle:
        assert wins > 1000  # the costed deck kills an empty board
    else:
        assert reloads > 0
        assert wins == 0


def test_the_same_seed_replays_the_same_game_step_for_step():
    deck = keyword_deck()
    for seed in range(200):
        one = run_game(deck, seed=seed, turns=10, damage_per_turn=seed % 2, log=True)
        two = run_game(deck, seed=seed, turns=10, damage_per_turn=seed % 2, log=True)
        assert [(e.turn, e.rule, e.text, e.sizes) for e in one[0].log] == [
            (e.turn, e.rule, e.text, e.sizes) for e in two[0].log
        ]
        assert one[1] == two[1]
        assert isinstance(one[1], GameResult)


ENTER = "≪自≫【有効】スクエア【誘発】このカードが登場する。\n【効果】"
EFFECT_TEXTS = [
    ENTER + "2枚引き、あなたの手札を1枚選び、トラッシュに置く。",
    ENTER + "あなたのデッキの上から2枚をチャージに置く。",
    ENTER + "あなたのデッキの上から2枚までトラッシュに置く。",
    ENTER + "あなたのデッキの上から1枚をリソースにスリープで置く。",
    ENTER + "あなたの手札を1枚選び、チャージに置いてよい。置いたならば、2枚引く。",
    ENTER + "あなたのトラッシュにあるゼクスを1枚まで選び、手札に加える。",
    ENTER + "あなたのデッキからゼクスを1枚まで選び、手札に加え、デッキをシャッフルする。",
    ENTER + "1点回復する。",
    ENTER + "1回イグニッションする。",
    "≪自≫【有効】スクエア【誘発】このカードが攻撃する。\n【効果】あなたのチャージを1枚選び、トラッシュに置いてよい。置いたならば、このカードをリブートする。",
    "≪起≫【有効】スクエア【コスト】《赤1・赤1》あなたの手札を1枚トラッシュに置く。\n【効果】以下の効果から1つ選び、解決する。\n●1枚引く。\n●1点回復する。",
    "≪自≫【有効】スクエア【誘発】ターン終了時。\n【効果】あなたのチャージにあるカードを1枚まで選び、手札に戻す。",
]


def effect_deck():
    """The keyword deck with every effect shape on its plain Z/X, an event that draws, and Z/X EX in the Dynamis."""
    from zxdecks.rules.cards import CardType

    deck = keyword_deck()
    plain = [e.card for e in deck.entries if e.zone is Zone.DECK and not e.card.ignition]
    texts = {c.number: EFFECT_TEXTS[i % len(EFFECT_TEXTS)] for i, c in enumerate(plain) if c.type is CardType.ZX}
    texts.update({c.number: "≪イベント≫【効果】カードを2枚引く。" for c in plain if c.type is CardType.EVENT})
    extra = [DeckEntry(c, 4, Zone.DYNAMIS) for c in (card_ex(3), card_ex(5))]
    return Deck.of([*deck.entries, *extra]), texts


def card_ex(cost):
    from tests.rules.builders import card
    from zxdecks.rules.cards import CardType

    return card(type_=CardType.ZX_EX, cost=cost)


@pytest.mark.parametrize("battle", [False, True])
def test_cards_are_conserved_after_every_step_with_card_effects(battle):
    from zxdecks.rules.effects import read_pool

    deck, texts = effect_deck()
    scripts = read_pool(
        [(n, t) for n, t in texts.items()] + [(e.card.number, "", "") for e in deck.entries if e.zone is Zone.DYNAMIS]
    )
    assert len([s for s in scripts.values() if s.abilities]) == len(texts)  # every text is read
    expected = numbers([*deck.cards(Zone.DECK), *deck.cards(Zone.DYNAMIS), *deck.cards(Zone.PLAYER)])
    effects = dynamis = 0
    for seed in range(1000):
        game = Game(deck, seed=seed, log_enabled=True)
        checks = Checked(game, expected)
        game.scripts = scripts
        from zxdecks.rules.goldfish import Defeat

        try:
            game.setup()
            for _ in range(4 if seed % 3 else 15):
                game.play_turn(seed % 2, battle=battle)
                if game.won:
                    break
        except Defeat:
            pass
        checks.check()
        effects += sum(1 for e in game.log if e.rule == "804.3")
        dynamis += game.dynamis_plays
        assert numbers(game.all_cards()) == expected, seed
    assert effects > (300 if battle else 1000)
    assert dynamis > (20 if battle else 100)
