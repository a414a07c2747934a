"""Every writer of a deck reads back to the same cards: the text list, JSON, CSV, the list the deck image carries and
the list printed on the registration sheet (PDF), for legal decks built at random from the demo set and, beside the
repo, from the real card pool."""

from __future__ import annotations

import datetime as dt
import io
import re
from collections.abc import Callable
from random import Random
from typing import Any, cast

import pytest
from django.contrib.auth.models import User
from django.utils import timezone
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st
from pypdf import PdfReader

from cards.catalog import catalog
from cards.models import Card
from tests.conftest import requires_real_data
from tests.factories import EventFactory
from zxdecks.decks.services.decks import cards_json
from zxdecks.decks.services.image import deck_image_list, render_deck_image
from zxdecks.events.models import Event, Registration
from zxdecks.events.services.registration import fingerprint, registration_submit
from zxdecks.events.sheets import sheets_pdf
from zxdecks.rules.cards import CardFacts, CardType, ObPart, Zone
from zxdecks.rules.cardtext import LIFE_RECOVERY, OVERDRIVE, VOID_BRINGER
from zxdecks.rules.construction import DECK_TYPES, DYNAMIS_TYPES, ZX
from zxdecks.rules.deck import Deck, DeckEntry
from zxdecks.rules.deckformats import parse_csv, parse_json, write_csv, write_json
from zxdecks.rules.decklist import parse_decklist, write_decklist

ON = dt.date(2025, 9, 1)
KEYWORDS = (LIFE_RECOVERY, VOID_BRINGER, OVERDRIVE)  # at most 4 cards with each (401.3-401.5)
PDF_LINE = re.compile(r"^\s*(\d+)\s+([A-Z0-9]+-[A-Z0-9]+)\s")
# The sheet's part titles, in the language it was printed in (Japanese by default; issue 31.5).
PDF_HEADER = re.compile(r"^(デッキ|デュナミス|プレイヤー|サイドボード|Deck|Dynamis|Player|Sideboard)\s+\(\d+\)$")
PDF_PARTS = {"デッキ": "deck", "デュナミス": "dynamis", "プレイヤー": "player", "サイドボード": "sideboard"}
SIGNATURE_Y = 30  # the sheet's signature line: the list must stay above it


class Pool:
    """The cards a legal deck can be built from without text limits, designations or expiry getting in the way."""

    def __init__(self) -> None:
        numbers = set(Card.objects.values_list("collector_number", flat=True))
        facts = [
            f
            for f in catalog.by_numbers(numbers).values()
            if f.game == "zx" and not f.construction and f.expiry is None and not f.regulation
        ]
        facts.sort(key=lambda f: f.number)
        self.ignition = [f for f in facts if f.type in DECK_TYPES and f.ignition]
        self.plain = [f for f in facts if f.type in DECK_TYPES and not f.ignition]
        self.dynamis = [f for f in facts if f.type in DYNAMIS_TYPES and f.ob_part is not ObPart.BOTTOM]
        self.players = [f for f in facts if f.type is CardType.PLAYER]


def _fill(
    rng: Random, cards: list[CardFacts], total: int, most: int, used: set[str], budget: dict[str, int]
) -> list[tuple[CardFacts, int]]:
    """Cards (one per name, each name used once in the whole deck) adding up to `total`, at most `most` copies each."""
    chosen: list[tuple[CardFacts, int]] = []
    for card in rng.sample(cards, len(cards)):
        if total == 0:
            break
        if card.keys & used:
            continue
        count = min(rng.randint(1, most), total, *(budget[k] for k in KEYWORDS if k in card.keywords))
        if count <= 0:
            continue
        for keyword in KEYWORDS:
            budget[keyword] -= count if keyword in card.keywords else 0
        used |= card.keys
        chosen.append((card, count))
        total -= count
    assume(total == 0)
    return chosen


def build_legal_deck(pool: Pool, rng: Random, most: int, dynamis_size: int) -> Deck:
    """A random deck of 50 (20 ignition), a Dynamis and a player card, legal as of ON (others are discarded)."""
    used: set[str] = set()
    budget = dict.fromkeys(KEYWORDS, 4)
    entries = [DeckEntry(c, n, Zone.DECK) for c, n in _fill(rng, pool.ignition, 20, most, used, budget)]
    entries += [DeckEntry(c, n, Zone.DECK) for c, n in _fill(rng, pool.plain, 30, most, used, budget)]
    entries += [DeckEntry(c, n, Zone.DYNAMIS) for c, n in _fill(rng, pool.dynamis, dynamis_size, most, used, budget)]
    entries += [DeckEntry(c, 1, Zone.PLAYER) for c, _ in _fill(rng, pool.players, 1, 1, used, budget)]
    deck = Deck.of(entries)
    report = ZX.validate(deck, ON)
    assume(report.legal)
    return deck


def cards_of(deck: Deck) -> list[tuple[str, str, int]]:
    return sorted((e.zone.value, e.card.number, e.count) for e in deck.entries)


def pdf_list(pdf: bytes) -> tuple[str, list[float]]:
    """The list a registration sheet prints, as deck-list text, and the height on the page of each of its lines. The
    sheet draws each column of a list line on its own (at fixed x), so the pieces at one height make one line."""
    lines: list[str] = []
    heights: list[float] = []
    for page in PdfReader(io.BytesIO(pdf)).pages:
        pieces: dict[float, list[tuple[float, str]]] = {}

        def visit(text: str, cm: Any, tm: Any, font: Any, size: Any, pieces: Any = pieces) -> None:
            if text.strip():
                y = round(float(tm[5]) * float(cm[3]) + float(cm[5]), 1)
                pieces.setdefault(y, []).append((float(tm[4]) * float(cm[0]) + float(cm[4]), text.strip()))

        page.extract_text(visitor_text=visit)
        for y in sorted(pieces, reverse=True):
            line = "  ".join(text for _x, text in sorted(pieces[y]))
            header = PDF_HEADER.search(line)
            if header:
                lines.append(f"[{PDF_PARTS.get(header.group(1), header.group(1).lower())}]")
            elif PDF_LINE.match(line):
                lines.append(" ".join(PDF_LINE.match(line).groups()))  # type: ignore[union-attr]
                heights.append(y)
    return "\n".join(lines) + "\n", heights


def sheet_of(deck: Deck, player: User) -> bytes:
    now = timezone.now()
    event = cast(Event, EventFactory(
        registration_opens=now - dt.timedelta(days=1), registration_closes=now + dt.timedelta(days=1),
        date=(now + dt.timedelta(days=7)).date(), regulation_date=ON,
    ))  # fmt: skip
    registration, _submission = registration_submit(event=event, player=player, cards=deck)
    return sheets_pdf(event, [registration])


def read_backs(deck: Deck, player: User) -> dict[str, Callable[[], Deck]]:
    """Each writer's output read back by the site's readers."""
    pdf_text, heights = pdf_list(sheet_of(deck, player))
    assert all(SIGNATURE_Y < y < 842 for y in heights), f"list lines off the page or over the signature: {heights}"
    return {
        "text": lambda: parse_decklist(write_decklist(deck, "タイトル"), catalog).deck,
        "json": lambda: parse_json(write_json(deck, "タイトル"), catalog)[0].deck,
        "csv": lambda: parse_csv(write_csv(deck), catalog).deck,
        "image": lambda: parse_decklist(deck_image_list(render_deck_image(deck, "タイトル")), catalog).deck,
        "pdf": lambda: parse_decklist(pdf_text, catalog).deck,
    }


def check_every_writer(pool: Pool, player: User, examples: int) -> None:
    @settings(max_examples=examples, deadline=None, suppress_health_check=[HealthCheck.filter_too_much])
    # A seed rather than st.randoms(): shuffling a pool of thousands of cards draws more data than Hypothesis likes.
    @given(seed=st.integers(0, 2**32 - 1), most=st.integers(1, 4), dynamis_size=st.integers(0, 16))
    def every_writer_reads_back(seed: int, most: int, dynamis_size: int) -> None:
        deck = build_legal_deck(pool, Random(seed), most, dynamis_size)
        backs = {name: cards_of(read()) for name, read in read_backs(deck, player).items()}
        wrong = {name: back for name, back in backs.items() if back != cards_of(deck)}
        assert not wrong, f"{cards_of(deck)} read back as {wrong}"

    every_writer_reads_back()


def test_every_writer_of_a_legal_demo_deck_reads_back_to_the_same_cards(demo_cards, user):
    check_every_writer(Pool(), user, examples=15)


def test_a_list_of_every_demo_card_fits_on_its_registration_sheet(demo_cards, user):
    # Sixty-odd different cards: more lines than one A4 page holds. The sheet prints lists, legal or not, as stored;
    # the submission is stored directly because registration would refuse this one.
    every = catalog.by_numbers(set(Card.objects.filter(game="zx").values_list("collector_number", flat=True)))
    zones = dict.fromkeys(DECK_TYPES, Zone.DECK) | dict.fromkeys(DYNAMIS_TYPES, Zone.DYNAMIS)
    entries = [DeckEntry(c, 1, zones.get(c.type, Zone.PLAYER)) for c in sorted(every.values(), key=lambda c: c.number)]
    deck = Deck.of(entries)
    event = EventFactory()
    registration = Registration.objects.create(event=event, player=user, status=Registration.Status.REGISTERED)
    registration.submissions.create(
        number=1, cards=cards_json(deck), text=write_decklist(deck), report=ZX.validate(deck, ON).as_dict(), as_of=ON,
        fingerprint=fingerprint(deck),
    )  # fmt: skip
    text, heights = pdf_list(sheets_pdf(event, [registration]))
    assert len(heights) == len(entries) > 55
    assert min(heights) > SIGNATURE_Y
    assert cards_of(parse_decklist(text, catalog).deck) == cards_of(deck)


@requires_real_data
@pytest.mark.realdata
def test_every_writer_of_a_legal_deck_from_the_real_pool_reads_back_to_the_same_cards(real_pool, db, user):
    check_every_writer(Pool(), user, examples=30)
