"""「あなたと相手のデッキの…トラッシュに置く」 and 「あなたと相手はカードをN枚引く」 (effects.each_split): the clause for you,
then for the opponent, whose deck's top cards and hand are not kept (NO_TARGET); into the resources, which the
opponent's are counted, it stays unread. And 「リソースにあるこのカードをリブートする」 (REBOOT_RESOURCES of rest "self")."""

from tests.rules.builders import card
from tests.rules.test_effect_values import event, fresh
from zxdecks.rules.effects import read_card
from zxdecks.rules.effects.language import Kind
from zxdecks.rules.effects.run import Source, resolve
from zxdecks.rules.goldfish import Resource


def test_both_players_draw_and_only_your_hand_is_kept():
    (ability,) = read_card("X", "≪イベント≫あなたと相手はカードを2枚引く。").abilities
    (both,) = ability.effects
    assert [option[0].kind for option in both.options] == [Kind.DRAW, Kind.NO_TARGET]
    game = fresh()
    top, size = game.deck[:2], len(game.deck)
    event(game, "あなたと相手はカードを2枚引く。")
    assert game.hand == top
    assert len(game.deck) == size - 2  # the opponent's two come from its own deck, which is not kept


def test_the_top_cards_of_both_decks_go_to_the_trash_yours_by_the_count_printed():
    game = fresh()
    top, rest = game.deck[:2], game.deck[2:]
    event(game, "あなたと相手のデッキの上から2枚トラッシュに置く。")
    assert sorted(map(id, game.trash)) == sorted(map(id, top))
    assert game.deck == rest
    game = fresh()
    first = game.deck[0]
    event(game, "あなたと相手のデッキの1番上のカードをトラッシュに置く。")
    assert game.trash == [first]


def test_both_decks_into_the_resources_stay_unread_the_opponents_resources_are_counted():
    script = read_card("X", "≪イベント≫あなたと相手のデッキの上から2枚のカードをリソースにスリープで置く。")
    assert script.abilities == ()
    assert len(script.unread) == 1


RESOURCE_REBOOT = (
    "≪自≫【有効】リソース【誘発】このカードがカードの能力でリソースに置かれる。\n"
    "【効果】あなたのデッキの1番上のカードをリソースにスリープで置く。\nリソースにあるこのカードをリブートする。"
)


def test_this_card_in_the_resources_reboots_and_no_other_slept_resource_does():
    this, other = card("棕櫚", cost=4), card("ほか", cost=4)
    (ability,) = read_card(this.number, RESOURCE_REBOOT).abilities
    assert ability.effects[-1].kind is Kind.REBOOT_RESOURCES
    game = fresh()
    game.resources = [Resource(other, False), Resource(this, False)]
    resolve(game, ability, None, this.name, Source("resources", this))
    assert [(r.card, r.rebooted) for r in game.resources[:2]] == [(other, False), (this, True)]
    assert game.resources[2].rebooted is False  # the deck's top, slept


def test_without_this_card_in_the_resources_nothing_reboots():
    this, other = card("棕櫚", cost=4), card("ほか", cost=4)
    (ability,) = read_card(this.number, RESOURCE_REBOOT).abilities
    game = fresh()
    game.resources = [Resource(other, False)]
    resolve(game, ability, None, this.name, Source("resources", this))
    assert [r.rebooted for r in game.resources] == [False, False]
