"""IGOB (1015): a Z/X OB's bottom beside the player card and its top from the Dynamis enter a square together."""

from dataclasses import replace

import pytest

from tests.rules.builders import card, fours
from zxdecks.rules.cards import CardType, Color, ObPart, Zone
from zxdecks.rules.deck import Deck, DeckEntry
from zxdecks.rules.effects import read_card
from zxdecks.rules.effects.language import Kind
from zxdecks.rules.effects.run import Source, resolve
from zxdecks.rules.goldfish import Game, OnSquare
from zxdecks.rules.goldfish.overboost import igob_squares
from zxdecks.rules.goldfish.state import OPPONENT_PLAYER_SQUARE

NAME = "“轟砲誓装”倉敷世羅"


def overboost_game(top_in_dynamis=True, name=NAME):
    top = replace(card(name, CardType.ZX_OB, cost=7, ob_part=ObPart.TOP), power=10500)
    bottom = replace(card(name, CardType.ZX_OB, cost=7, ob_part=ObPart.BOTTOM), power=10500)
    player = card("倉敷世羅", CardType.PLAYER)
    entries = [*fours([card(cost=2) for _ in range(12)]), DeckEntry(player, 1, Zone.PLAYER)]
    entries += [DeckEntry(bottom, 1, Zone.PLAYER)]
    if top_in_dynamis:
        entries.append(DeckEntry(top, 1, Zone.DYNAMIS))
    game = Game(Deck.of(entries), seed=2, first=True)
    game.setup()
    game.turn = 1
    return game, top, bottom


def test_igob_puts_the_top_from_the_dynamis_on_an_empty_square_and_the_player_takes_no_damage_while_it_is_there():
    game, top, bottom = overboost_game()
    total, life = len(game.all_cards()), len(game.life)
    assert game.igob("轟砲誓装")
    unit = next(u for u in game.squares.values() if u.card is top)
    assert unit.rebooted
    assert unit.power == 10500
    assert game.dynamis == []
    assert bottom in game.player_area
    assert len(game.all_cards()) == total
    assert game.take_damage(2) == []  # 202.7e
    assert len(game.life) == life
    assert not game.igob("轟砲誓装")  # 202.7g: one at a time


def test_a_z_x_ob_that_leaves_goes_top_face_up_to_the_dynamis_and_damage_counts_again():
    game, top, bottom = overboost_game()
    assert game.igob(NAME)
    unit = next(u for u in game.squares.values() if u.card is top)
    assert game.leave(unit) is None
    assert game.dynamis_face_up == [top]  # 912.1
    assert bottom in game.player_area
    life = len(game.life)
    game.take_damage(1)
    assert len(game.life) == life - 1


def test_igob_is_not_carried_out_without_the_top_a_matching_bottom_or_an_empty_square():
    game, _, _ = overboost_game(top_in_dynamis=False)
    assert not game.igob(NAME)
    assert game.squares == {}
    game, top, _ = overboost_game()
    assert not game.igob("雪花契騎アルパマーヨ")
    assert game.dynamis == [top]
    game.squares = {sq: OnSquare(card(cost=1), True, 1000) for sq in igob_squares(game)}
    assert OPPONENT_PLAYER_SQUARE not in game.squares
    assert not game.igob(NAME)  # 1015.3: no square with no Z/X
    assert game.dynamis == [top]


IGOB_EVENT = (
    "≪イベント≫【効果】あなたのチャージに赤のカードが2枚以上ある場合、"
    "あなたのプレイヤーはIGOBして、カード名に《プレイヤー指定:≪世羅≫》を含むゼクスになる。\n"
    "このカードはあなたのターンにしかプレイできず、相手のリソースにカードが2枚以上ある場合にしかプレイできない。"
)


@pytest.mark.parametrize(("red_charge", "becomes"), [(2, True), (1, False)])
def test_an_event_s_igob_puts_the_z_x_ob_on_a_square_only_when_its_condition_holds(red_charge, becomes):
    game, top, bottom = overboost_game()
    ev = card(type_=CardType.EVENT)
    script = read_card(ev.number, IGOB_EVENT)
    assert script.unread == ()
    assert [e.kind for e in script.event.effects] == [Kind.IGOB]
    assert script.play_only_if  # the restriction is the card's (806.1), not a sentence of its effect
    game.scripts = {ev.number: script}
    game.charge = [card(colors=frozenset({Color.RED})) for _ in range(red_charge)]
    assert game.has_effect(ev) is becomes
    resolve(game, script.event, None, ev.name, Source("event", ev))
    on_squares = [u.card for u in game.squares.values()]
    assert on_squares == ([top] if becomes else [])
    assert (top in game.dynamis) is not becomes
    assert bottom in game.player_area


def test_an_igob_the_game_cannot_carry_out_makes_the_event_not_worth_playing():
    game, _, _ = overboost_game(top_in_dynamis=False)
    ev = card(type_=CardType.EVENT)
    game.scripts = {ev.number: read_card(ev.number, IGOB_EVENT)}
    game.charge = [card(colors=frozenset({Color.RED})) for _ in range(2)]
    assert not game.has_effect(ev)


def test_an_igob_to_a_name_spelt_without_its_quotes_in_the_text_finds_the_z_x_ob():
    game, top, _ = overboost_game()
    game.forbidden_names.clear()
    ev = card(type_=CardType.EVENT)
    text = "≪イベント≫あなたのプレイヤーはIGOBして、「\n●轟砲誓装倉敷世羅」になる。\nターン終了時まで、あなたのプレイヤーはIGOBできない。"
    script = read_card(ev.number, text)
    assert [e.kind for e in script.event.effects] == [Kind.IGOB, Kind.FORBID_ABILITY]
    game.scripts = {ev.number: script}
    resolve(game, script.event, None, ev.name, Source("event", ev))
    unit = next(u for u in game.squares.values() if u.card is top)
    assert game.leave(unit) is None  # it leaves: a second IGOB would be possible but for the forbiddance
    assert not game.has_effect(ev)


def test_an_igob_to_a_name_printed_across_lines_with_a_mark_for_each_lost_quote_finds_the_z_x_ob():
    game, top, _ = overboost_game(name="“轟砲誓装”倉敷 “世羅”")
    ev = card(type_=CardType.EVENT)
    script = read_card(ev.number, "≪イベント≫あなたのプレイヤーはIGOBして、「\n●轟砲誓装倉敷\n●世羅」になる。")
    assert script.unread == ()
    assert [(e.kind, e.filter.name_is) for e in script.event.effects] == [(Kind.IGOB, "轟砲誓装倉敷世羅")]
    game.scripts = {ev.number: script}
    assert game.has_effect(ev)
    resolve(game, script.event, None, ev.name, Source("event", ev))
    assert [u.card for u in game.squares.values()] == [top]
    assert top not in game.dynamis
