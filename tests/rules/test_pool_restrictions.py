"""Over the whole real pool (issue 28, point 5): no card whose text or subtext says 「このカードはプレイできない。」 is
ever offered as a play or played, in seeded games of decks holding every such card (its Z/X EX in the Dynamis, the
others in the deck)."""

import json
import re

import pytest

from tests.conftest import real_data_path, requires_real_data
from zxdecks.rules.cards import CardFacts, CardType, Color, Icon, Zone
from zxdecks.rules.cardtext import keywords_of, normalize
from zxdecks.rules.deck import Deck, DeckEntry
from zxdecks.rules.effects import read_pool
from zxdecks.rules.goldfish import DefaultPolicy, Defeat, Game, scripts_for

pytestmark = requires_real_data

# The sentence itself, not a condition before it (「…場合、このカードはプレイできない。」 is checked elsewhere).
FORBIDS = re.compile(r"(?:^|[。\n】≫])このカードはプレイできない。|^This card cannot be played\.", re.M)
DYNAMIS_TYPES = {CardType.ZX_EX, CardType.EV_EX, CardType.AN_EX}


@pytest.fixture(scope="module")
def pool():
    """Every card of the real list as an engine value with its text and subtext (the project's importer, no
    database), and the scripts the reader makes of them all."""
    from cards.importers.haronomagia import parse

    records = parse(json.loads(real_data_path().read_text(encoding="utf-8")))
    cards = []
    for r in records:
        keywords = r.keywords if r.keywords is not None else keywords_of(r.text)
        facts = CardFacts(
            number=r.collector_number, name=r.name, type=r.card_type, cost=r.cost, cost_infinite=r.cost_infinite,
            colors=frozenset(r.colors), multicolor=r.multicolor, icons=frozenset(r.icons),
            keywords=frozenset(keywords), races=tuple(r.races), power=r.power, ob_part=r.ob_part,
        )  # fmt: skip
        cards.append((facts, "" if r.unofficial_text else r.text, r.subtext))
    scripts = read_pool((c.number, text, subtext) for c, text, subtext in cards)
    return cards, scripts


def forbidden_cards(cards):
    return [c for c, text, subtext in cards if FORBIDS.search(normalize(f"{subtext or ''}\n{text or ''}"))]


def base_cards():
    """Cheap Z/X of every colour, ignition on half of them, so that the resources soon pay any colour and cost."""
    colours = list(Color)
    return [
        CardFacts(
            number=f"PT01-{i:03d}",
            name=f"土台{i}",
            type=CardType.ZX,
            cost=1 + i % 3,
            colors=frozenset({colours[i % len(colours)]}),
            icons=frozenset({Icon.IGNITION}) if i % 2 else frozenset(),
            power=1000,
        )
        for i in range(12)
    ]


class Watch(DefaultPolicy):
    """The default play, checking at every decision that no forbidden card is offered."""

    def __init__(self, forbidden):
        super().__init__()
        self.forbidden = forbidden
        self.offered = []
        self.looked = 0

    def next_play(self, game):
        for c in game.hand:
            if c.number in self.forbidden and game.can_play(c):
                self.offered.append(("hand", c.number))
        self.looked += 1
        return super().next_play(game)

    def dynamis_play(self, game):
        self.offered += [("dynamis", game.dynamis[i].number) for i in game.dynamis_playable()
                         if game.dynamis[i].number in self.forbidden]  # fmt: skip
        return super().dynamis_play(game)


def watched_game(deck, seed, scripts, forbidden):
    game = Game(deck, seed=seed, first=seed % 2 == 0, policy=Watch(forbidden))
    game.scripts = scripts_for(deck, scripts)
    played = []
    for name in ("enter", "play_without_cost"):
        original = getattr(game, name)

        def wrapped(card, *args, _original=original, **kwargs):
            if card.number in forbidden:
                played.append(card.number)
            return _original(card, *args, **kwargs)

        setattr(game, name, wrapped)
    original_dynamis = game.play_from_dynamis

    def from_dynamis(index):
        number = game.dynamis[index].number if index < len(game.dynamis) else ""
        done = original_dynamis(index)
        if done and number in forbidden:
            played.append(number)
        return done

    game.play_from_dynamis = from_dynamis
    try:
        game.setup()
        for _ in range(10):
            game.play_turn(damage_after=1, battle=False)  # no kill: the resources grow to pay any Extra card
    except Defeat:
        pass
    return game, played


def test_the_pool_has_the_cards_whose_text_or_subtext_forbids_their_play(pool):
    cards, _ = pool
    found = forbidden_cards(cards)
    by_type = {t: sum(1 for c in found if c.type is t) for t in {c.type for c in found}}
    assert {"G30-077", "P44-008"} <= {c.number for c in found}  # Japanese and English printings
    assert by_type[CardType.ZX_EX] >= 100
    assert by_type.get(CardType.ZX, 0) >= 1  # E27-002 (B09-051 forbids its play only under a condition)


def test_no_card_whose_text_or_subtext_forbids_its_play_is_ever_offered_or_played(pool):
    cards, scripts = pool
    found = forbidden_cards(cards)
    forbidden = {c.number for c in found}
    extras = sorted((c for c in found if c.type in DYNAMIS_TYPES), key=lambda c: c.number)
    others = [c for c in found if c.type not in DYNAMIS_TYPES and c.cost is not None]
    base = base_cards()
    looked = games = 0
    for start in range(0, len(extras), 8):
        dynamis = [DeckEntry(c, 1, Zone.DYNAMIS) for c in extras[start : start + 8]]
        deck = Deck.of(
            [
                *(DeckEntry(c, 4) for c in base[:11]),
                DeckEntry(base[11], 2),
                *(DeckEntry(c, 1) for c in others[:4]),
                *dynamis,
            ]
        )
        for seed in range(12):
            game, played = watched_game(deck, 1000 * start + seed, scripts, forbidden)
            assert played == [], (seed, played)
            assert game.policy.offered == [], (seed, game.policy.offered)
            looked += game.policy.looked
            games += 1
    assert games == 12 * ((len(extras) + 7) // 8)
    assert looked > games * 5  # the decisions were asked, turn after turn
