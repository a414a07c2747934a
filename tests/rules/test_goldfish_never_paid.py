"""Activated abilities no card of the game can pay are not asked about every turn (goldfish.never_paid, issue 28
speed): which ways are left out, and that the games stay the same."""

from zxdecks.rules.cards import CardFacts, CardType, Color, Zone
from zxdecks.rules.deck import Deck, DeckEntry
from zxdecks.rules.effects import CardScript, read_pool
from zxdecks.rules.goldfish import run_game
from zxdecks.rules.goldfish import simulate as simulate_module
from zxdecks.rules.goldfish.never_paid import never_paid
from zxdecks.rules.goldfish.simulate import nevers_for

RED = frozenset({Color.RED})
HUNTER = "モンスターハンター"
# a Z/X EX that comes from the Dynamis by destroying one of your [モンスターハンター] (天彗龍バルファルク's shape)
EX_TEXT = (
    "≪起≫【有効】デュナミス【コスト】《赤4・赤4》スクエアにあるあなたの[モンスターハンター]を1枚破壊する。\n"
    "【効果】このカードをリブートでそのカードがあったゼクスのないスクエアに登場させる。"
)
EX_SUBTEXT = "覚醒条件：あなたの手札にある[モンスターハンター]を1枚トラッシュに置く。"
# a hand ability paid by trashing a [ドラゴン] from the hand besides itself
HAND_TEXT = "≪起≫【有効】手札【コスト】あなたの手札にある[ドラゴン]を1枚トラッシュに置く。【効果】カードを1枚引く。"
TOKEN_TEXT = (
    "≪自≫【有効】スクエア【誘発】このカードが登場する。\n【効果】「異形の落とし仔」トークンを1枚リブートでゼクスのない"
    "ノーマルスクエアに登場させる。"
)


def _zx(number: str, cost: int, races: tuple[str, ...] = (), type_: CardType = CardType.ZX) -> CardFacts:
    return CardFacts(
        number=number, name=f"札{number}", type=type_, cost=cost, colors=RED, races=races, power=1000 * cost + 1000
    )


EX = _zx("NP01-001", 7, (HUNTER,), CardType.ZX_EX)
HAND = _zx("NP01-002", 2)
PLAIN = [_zx(f"NP01-{10 + i:03d}", 1 + i % 5) for i in range(10)]


def _deck(*extra: DeckEntry) -> Deck:
    return Deck.of([*(DeckEntry(c, 4) for c in PLAIN), DeckEntry(HAND, 4), *extra, DeckEntry(EX, 4, Zone.DYNAMIS)])


def _scripts(*extra: tuple[str, str]) -> dict[str, CardScript]:
    texts = [(EX.number, EX_TEXT, EX_SUBTEXT), (HAND.number, HAND_TEXT, ""), *((n, t, "") for n, t in extra)]
    return read_pool(texts)


def _ways(scripts: dict[str, CardScript], number: str) -> int:
    (ability,) = scripts[number].zone_activated
    return id(ability)


def test_the_texts_are_read_as_zone_activated_abilities_with_those_payments():
    scripts = _scripts()
    (ex,) = scripts[EX.number].zone_activated
    assert ex.zone == "dynamis+dynamis_face_up"
    assert [(e.kind.value, e.filter.race, e.n) for e in ex.payment] == [("choose_zx", HUNTER, 1)]
    (hand,) = scripts[HAND.number].zone_activated
    assert [(e.kind.value, e.source, e.filter.race) for e in hand.payment] == [("move", "hand", "ドラゴン")]


def test_a_payment_no_card_of_the_deck_matches_is_never_paid():
    scripts, deck = _scripts(), _deck()
    never = never_paid(deck, scripts, frozenset({EX.number}))
    assert never == {_ways(scripts, EX.number), _ways(scripts, HAND.number)}


def test_a_card_of_the_deck_that_matches_makes_the_payment_possible():
    scripts = _scripts()
    hunter, dragon = _zx("NP01-050", 3, (HUNTER,)), _zx("NP01-051", 3, ("ドラゴン",))
    assert never_paid(_deck(DeckEntry(hunter, 1)), scripts, frozenset({EX.number})) == {_ways(scripts, HAND.number)}
    assert never_paid(_deck(DeckEntry(dragon, 1)), scripts, frozenset({EX.number})) == {_ways(scripts, EX.number)}


def test_the_dynamis_card_counts_for_the_squares_when_it_can_come_onto_one():
    """Its own condition may be met (not in dynamis_never): its copies may be on the squares to pay with."""
    scripts, deck = _scripts(), _deck()
    assert never_paid(deck, scripts, frozenset()) == {_ways(scripts, HAND.number)}
    # as the simulation works it out: no [モンスターハンター] in the hand ever, so the 覚醒 is never met
    assert simulate_module.never_met(deck, scripts) == {EX.number}
    assert nevers_for(deck, scripts)[1] == {_ways(scripts, EX.number), _ways(scripts, HAND.number)}


def test_a_deck_that_makes_tokens_or_shares_traits_on_the_squares_leaves_the_payments_from_the_squares_in():
    token_maker = _zx("NP01-060", 2)
    scripts = _scripts((token_maker.number, TOKEN_TEXT))
    assert never_paid(_deck(DeckEntry(token_maker, 2)), scripts, frozenset({EX.number})) == frozenset()
    shift = _zx("NP01-061", 2, (HUNTER,), CardType.SHIFT)
    scripts = _scripts()
    found = never_paid(_deck(DeckEntry(shift, 4, Zone.DYNAMIS)), scripts, frozenset({EX.number}))
    assert found == {_ways(scripts, HAND.number)}  # the hand's payment is still counted from the deck


PLAYER_TEXT = "≪起≫【P】《プレイヤー指定：≪八千代≫》【有効】手札【コスト】《赤1・赤1》【効果】カードを1枚引く。"


def test_a_way_only_a_named_player_plays_is_never_played_without_that_player_card():
    named = _zx("NP01-070", 2)
    scripts = _scripts((named.number, PLAYER_TEXT))
    assert [c.kind.value for c in scripts[named.number].zone_activated[0].conditions] == ["player_is"]
    without = never_paid(_deck(DeckEntry(named, 4)), scripts, frozenset({EX.number}))
    assert _ways(scripts, named.number) in without
    player = CardFacts(number="NP01-071", name="上柚木八千代", type=CardType.PLAYER)
    other = CardFacts(number="NP01-072", name="青葉千歳", type=CardType.PLAYER)
    with_her = never_paid(_deck(DeckEntry(named, 4), DeckEntry(player, 1, Zone.PLAYER)), scripts, frozenset())
    assert _ways(scripts, named.number) not in with_her
    with_other = never_paid(_deck(DeckEntry(named, 4), DeckEntry(other, 1, Zone.PLAYER)), scripts, frozenset())
    assert _ways(scripts, named.number) in with_other


TRASH_TEXT = (
    "≪起≫【有効】手札【コスト】《赤1・赤1》【効果】カードを1枚引く。\n"
    "この能力はあなたのトラッシュに[ドラゴン]が3枚以上ある場合にしかプレイできない。"
)
NAMES_TEXT = (
    "≪起≫【有効】手札【コスト】《赤1・赤1》【効果】あなたのリソースにカード名に「ギルド」を含むゼクスが4種類以上ある"
    "場合、カードを1枚引く。"
)


def test_a_way_asking_more_cards_or_names_in_a_zone_than_the_deck_has_is_never_played():
    asks_trash, asks_names = _zx("NP01-080", 2), _zx("NP01-081", 2)
    scripts = _scripts((asks_trash.number, TRASH_TEXT), (asks_names.number, NAMES_TEXT))
    ways = [scripts[n].zone_activated[0] for n in (asks_trash.number, asks_names.number)]
    kinds = [[c.kind.value for c in (*w.play_conditions, *w.conditions)] for w in ways]
    assert kinds == [["trash_filter_at_least"], ["resource_names_at_least"]]
    dragon = _zx("NP01-082", 3, ("ドラゴン",))
    guild = [CardFacts(number=f"NP01-{90 + i}", name=f"ギルド{i}", type=CardType.ZX, cost=2) for i in range(4)]
    base = [DeckEntry(asks_trash, 4), DeckEntry(asks_names, 4)]
    trash, names = _ways(scripts, asks_trash.number), _ways(scripts, asks_names.number)

    def never(*entries: DeckEntry) -> frozenset[int]:
        return never_paid(_deck(*base, *entries), scripts, frozenset({EX.number})) & {trash, names}

    assert never(DeckEntry(dragon, 2), *(DeckEntry(g, 4) for g in guild[:3])) == {trash, names}
    assert never(DeckEntry(dragon, 3), *(DeckEntry(g, 1) for g in guild)) == frozenset()


def _state(game, result) -> tuple[object, ...]:
    return (
        result.kill_turn, result.turns, [c.number for c in game.hand], [c.number for c in game.trash],
        [(r.card.number, r.rebooted) for r in game.resources], sorted((sq, u.card.number) for sq, u in game.squares.items()),
        [c.number for c in game.dynamis], len(game.deck), game.opponent_life, [e.text for e in game.log],
    )  # fmt: skip


def told(deck: Deck, scripts: dict[str, CardScript], dynamis_never: bool = True, activation_never: bool = True) -> None:
    """run_game's games of this deck and pool from now on told no Dynamis condition never met (dynamis_never False)
    and no way never paid (activation_never False) as if nothing were known of them (never_paid answering for
    dynamis_never empty): the per-deck facts it sets on each game (simulate.per_deck) so found, the rest kept."""
    simulate_module._PER_DECK.pop((id(deck), id(scripts)), None)  # what was told before: worked out again
    own, never, paid, recorded = simulate_module.per_deck(deck, scripts)
    if not dynamis_never:
        never = frozenset()
        paid = never_paid(deck, own, never)
    if not activation_never:
        paid = frozenset()
    simulate_module._PER_DECK[(id(deck), id(scripts))] = (deck, scripts, (own, never, paid, recorded))
    simulate_module._LAST_PER_DECK.clear()  # run_game's shortcut to the last deck's facts: asks per_deck again


def test_the_games_are_the_same_with_and_without_the_ways_left_out():
    """Three decks: none pays or may play any ability; dragons pay the hand's (played, and not left out); the named
    player may play 八千代's (played, and not left out)."""
    named, player = _zx("NP01-070", 2), CardFacts(number="NP01-071", name="上柚木八千代", type=CardType.PLAYER)
    dragons = [DeckEntry(_zx(f"NP01-{30 + i:03d}", 1 + i % 5, ("ドラゴン",)), 4) for i in range(10)]
    decks = [
        _deck(DeckEntry(named, 4)),
        Deck.of([*dragons, DeckEntry(HAND, 4), DeckEntry(EX, 4, Zone.DYNAMIS)]),
        _deck(DeckEntry(named, 4), DeckEntry(player, 1, Zone.PLAYER)),
    ]
    scripts = _scripts((named.number, PLAYER_TEXT))
    simulate_module._NEVER_CACHE.clear()
    simulate_module._PER_DECK.clear()

    def games(deck: Deck, left_out: bool) -> list[tuple[object, ...]]:
        told(deck, scripts, activation_never=left_out)
        return [
            _state(*run_game(deck, seed, turns=8, first=seed % 2 == 0, scripts=scripts, log=True)) for seed in range(20)
        ]

    left_out = [games(deck, True) for deck in decks]
    # the third: a player card may share its names on the squares, so the EX's payment from them is asked again
    assert [len(run_game(deck, 0, turns=1, scripts=scripts)[0].activation_never) for deck in decks] == [3, 1, 1]
    asked = [games(deck, False) for deck in decks]  # every way asked, as without never_paid
    assert [len(run_game(deck, 0, turns=1, scripts=scripts)[0].activation_never) for deck in decks] == [0, 0, 0]
    assert left_out == asked
    assert all(any(s[0] is not None for s in states) for states in asked)  # the games are played out, to kills

    def played(states: list[tuple[object, ...]], card: CardFacts) -> int:
        return sum(text.startswith(f"{card.name} (hand)") for s in states for text in s[-1])  # type: ignore[attr-defined]

    assert (played(asked[0], HAND), played(asked[0], named)) == (0, 0)
    assert played(asked[1], HAND) > 0  # the dragons' deck plays the hand's ability
    assert played(asked[2], named) > 0  # and 八千代's deck the named player's
