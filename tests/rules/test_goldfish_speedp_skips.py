"""What session 22's `speedp` skips in the goldfish core (issue 28 speed), pinned both ways: the battle loop does
not ask can_attack_player again for DefaultPolicy.next_attack's answer (but a conditional 「このカードは攻撃できない」
still bars the attack, and another policy's answer is still checked), run_game takes a deck's per-deck facts from
the last deck and mapping played (a new mapping gets its own), and setup_game deals a deck as the last game of the
same deck, scripts and policy type did (another policy, mapping or a logged game is dealt afresh)."""

from tests.rules.builders import card
from tests.rules.test_goldfish import costed_deck
from zxdecks.rules.cards import CardType
from zxdecks.rules.cardtext import GATE_CARD, START_CARD, START_RESOURCE
from zxdecks.rules.deck import Deck, DeckEntry
from zxdecks.rules.effects import read_pool
from zxdecks.rules.goldfish import DefaultPolicy, Game, OnSquare, run_game, setup, simulate
from zxdecks.rules.goldfish.battle import battles, can_attack_player
from zxdecks.rules.goldfish.simulate import per_deck

NO_ATTACK = "≪常≫【有効】スクエア【効果】あなたの手札が3枚以上ある場合、このカードは攻撃できない。"
POWER = "≪常≫【有効】スクエア【効果】このカードのパワーを+1000する。"


def _board(squares: dict[tuple[int, int], OnSquare], pairs=(), policy=None) -> Game:
    game = Game(costed_deck(), seed=2, first=True, policy=policy or DefaultPolicy())
    game.setup()
    game.scripts = read_pool(pairs)
    game.squares = squares
    game.turn = 1
    return game


def test_the_default_battles_leave_a_conditional_bar_to_the_declaration():
    wall = card(cost=2)
    game = _board({(1, 1): OnSquare(wall, True, 3000)}, [(wall.number, NO_ATTACK)])
    game.hand = [card(), card(), card()]  # the condition holds: it may not attack
    assert game.policy.next_attack(game) == (1, 1)  # the policy's quick path does not ask the condition
    battles(game, True)
    assert (game.attacks, game.opponent_life) == (0, 4)
    assert game.squares[(1, 1)].rebooted
    game.hand = [card()]  # the condition does not hold
    battles(game, True)
    assert (game.attacks, game.opponent_life) == (1, 3)


def test_the_default_battles_attack_with_every_zx_that_may():
    units = {sq: OnSquare(card(cost=2), True, 3000) for sq in ((0, 0), (1, 1), (2, 1))}
    game = _board(units)
    battles(game, True)
    assert game.attacks == 2
    assert game.opponent_life == 2
    assert [sq for sq, u in game.squares.items() if u.rebooted] == [(2, 1)]


class _FromAfar(DefaultPolicy):
    """Sends the Z/X out of reach on the own player square to attack."""

    def next_attack(self, game: Game) -> tuple[int, int] | None:
        return (2, 1)


def test_another_policys_attack_is_checked_by_the_declaration():
    game = _board({(2, 1): OnSquare(card(cost=2), True, 3000)}, policy=_FromAfar())
    assert not can_attack_player(game, (2, 1))
    game.hand = []
    game.play_turn()  # play_turn asks whether next_attack is DefaultPolicy's own: here it is not
    assert game.attacks == 0
    assert game.opponent_life == 4


def test_run_game_takes_the_last_decks_facts_and_a_new_mapping_gets_its_own():
    deck = costed_deck()
    a, b = (e.card for e in deck.entries[:2])
    first = read_pool([(a.number, NO_ATTACK)])
    second = read_pool([(b.number, POWER)])
    game, _ = run_game(deck, 1, turns=1, scripts=first)
    assert simulate._LAST_PER_DECK[0] is deck
    assert simulate._LAST_PER_DECK[1] is first
    assert same_parts(simulate._LAST_PER_DECK[2], per_deck(deck, first))
    assert set(game.scripts) == {a.number}
    again, _ = run_game(deck, 2, turns=1, scripts=first)
    assert again.scripts is game.scripts  # the same per-deck facts
    other, _ = run_game(deck, 1, turns=1, scripts=second)  # the same deck, another mapping
    assert set(other.scripts) == {b.number}
    assert simulate._LAST_PER_DECK[1] is second


def test_run_game_asks_per_deck_again_once_its_cache_is_cleared():
    deck = costed_deck()
    scripts = read_pool([(deck.entries[0].card.number, NO_ATTACK)])
    run_game(deck, 1, turns=1, scripts=scripts)
    simulate._PER_DECK.clear()  # as a test does to make per_deck work its answer out again
    run_game(deck, 1, turns=1, scripts=scripts)
    assert len(simulate._PER_DECK) == 1  # run_game asked per_deck again, which kept its new answer
    assert same_parts(simulate._LAST_PER_DECK[2], per_deck(deck, scripts))


def same_parts(a: tuple[object, ...], b: tuple[object, ...]) -> bool:
    """The same per-deck answer: each part the same object (compiled, a returned tuple is a new box of them)."""
    return len(a) == len(b) and all(x is y for x, y in zip(a, b, strict=True))


# -- setup_game deals a deck's parts and setup choices once, for the next games of the deck -------------------------
ALL_NAMES = "≪常≫【有効】すべて【効果】このカードが「{}」の場合、このカードのカード名は「プリズム」としても扱う。"


def _keyword_deck():
    start = card("始まり", keywords=(START_CARD,), cost=3)
    gate = card(type_=CardType.EVENT, keywords=(GATE_CARD,), cost=1)
    resource = card(keywords=(START_RESOURCE,), cost=2)
    rest = [DeckEntry(c, 4) for c in (card() for _ in range(9))]
    return Deck.of([DeckEntry(start, 4), DeckEntry(gate, 4), DeckEntry(resource, 4), *rest, DeckEntry(card(), 2)])


def _dealt(game):
    return (game.deck, game.hand, game.life, [r.card for r in game.resources], game.dynamis_face_up, game.squares)


NO_SCRIPTS: dict[str, object] = {}  # one mapping for the games of a deck, as run_game gives them


def _set_up(deck, seed=1, scripts=NO_SCRIPTS, **kwargs):
    game = Game(deck, seed=seed, first=True, **kwargs)
    game.scripts = scripts
    game.setup()
    return game


def test_a_deck_dealt_again_is_dealt_as_the_first_time():
    deck = _keyword_deck()
    first = _set_up(deck)
    assert setup._PREPARED[0] is deck  # kept for the next game of the deck
    kept = setup._PREPARED[3]
    again = _set_up(deck)
    assert setup._PREPARED[3] is kept  # dealt from it, not again
    setup._PREPARED[:] = [None, None, None, None]
    fresh = _set_up(deck)
    assert _dealt(first) == _dealt(again) == _dealt(fresh)
    assert again.squares[(2, 1)].card.name == "始まり"
    assert len(again.dynamis_face_up) == 1


class _NoStartCard(DefaultPolicy):
    def choose_start_card(self, game, candidates):
        return None


def test_a_policy_of_its_own_choices_is_dealt_by_them_after_a_default_game():
    deck = _keyword_deck()
    _set_up(deck)
    game = _set_up(deck, policy=_NoStartCard())
    assert (2, 1) not in game.squares
    assert sum(c.name == "始まり" for c in game.all_cards()) == 4  # all four copies still in the game's zones


def test_the_same_deck_under_another_scripts_mapping_is_named_by_it():
    deck = _keyword_deck()
    start = deck.entries[0].card
    named = _set_up(deck, scripts=read_pool([(start.number, ALL_NAMES.format("始まり"))]))
    assert "プリズム" in named.squares[(2, 1)].card.names
    plain = _set_up(deck)  # the same deck and policy without scripts: printed names
    assert "プリズム" not in plain.squares[(2, 1)].card.names


def test_a_logged_game_after_a_default_one_logs_its_setup_steps():
    deck = _keyword_deck()
    _set_up(deck)
    game = _set_up(deck, log_enabled=True)
    rules = [e.rule for e in game.log]
    assert {"402.1b", "402.1c", "402.1d", "402.1e"} <= set(rules)
