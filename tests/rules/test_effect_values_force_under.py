"""Cards put face up under a chosen Z/X of yours as its force (1010.1, effects.force_verbs, effects.run.force_under):
this card (an event resolving, a hand card's ability, a Z/X leaving its square) or cards of your trash, remove zone
or hand. Texts are invented for the tests."""

import dataclasses

import pytest

from tests.rules.builders import card
from tests.rules.test_effect_values import entered, event, fresh
from tests.rules.test_effect_values_abilities import with_script
from zxdecks.rules.board import OnSquare
from zxdecks.rules.cards import CardType
from zxdecks.rules.effects import read_card
from zxdecks.rules.effects.coverage import line_part
from zxdecks.rules.effects.language import Kind
from zxdecks.rules.effects.run import activate, next_activation, resolve
from zxdecks.rules.effects.run.table import Source

SELF = "スクエアにあるあなたのカード名に「北極星」を含むゼクスを1枚まで選び、このカードを表向きでそのゼクスのフォースにする。"
TRASH = (
    "スクエアにあるあなたのフォースを持たない[騎士]を1枚選び、あなたのトラッシュにある[騎士]を1枚フォースとして、"
    "そのカードの下に表向きで置く。置いたならば、カードを1枚引く。"
)


def knight(name=None, cost=3):
    return dataclasses.replace(card(name, cost=cost), races=("騎士",), power=4500)


def test_the_shapes_are_read_as_a_choice_of_your_zx_with_what_goes_under_it():
    (ability,) = read_card("X", "≪イベント≫" + SELF).abilities
    (effect,) = ability.effects
    assert (effect.kind, effect.rest, effect.take, effect.to, effect.up_to) == (
        Kind.CHOOSE_ZX, "force_self", 1, "own", True
    )  # fmt: skip
    assert effect.filter.name_contains == "北極星"
    assert line_part(ability) == "acting"
    (ability,) = read_card("X", "≪イベント≫" + TRASH).abilities
    put, draw = ability.effects
    assert (put.rest, put.take, put.to, put.under.race, put.filter.race) == (
        "force_trash",
        1,
        "no_force own",
        "騎士",
        "騎士",
    )
    assert (draw.kind, draw.if_did) == (Kind.DRAW, True)
    hand_up_to = read_card(
        "X",
        "≪イベント≫スクエアにあるあなたのゼクスを1枚選び、あなたの手札を2枚まで表向きでそのゼクスのフォースにする。",
    )
    assert (hand_up_to.abilities, len(hand_up_to.unread)) == ((), 1)


@pytest.mark.parametrize("named", [True, False])
def test_an_event_goes_under_the_chosen_zx_instead_of_the_trash(named):
    game = fresh()
    holder = OnSquare(card("北極星の騎士" if named else "南の騎士"), True, 3000)
    game.squares[(1, 1)] = holder
    ev = card(type_=CardType.EVENT)
    script = read_card(ev.number, "≪イベント≫" + SELF)
    game.scripts = {ev.number: script}
    game.moving.append(ev)
    resolve(game, script.event, None, ev.name, Source("event", ev))
    assert holder.force == ([ev] if named else None)
    assert (ev in game.moving) is not named  # not put: it stays to go to the trash (806.3b)


@pytest.mark.parametrize(
    ("force", "trash", "put"),
    [((), ("騎士",), True), (("騎士",), ("騎士",), False), ((), ("竜",), False)],
    ids=["put", "holder-has-force", "no-knight-in-trash"],
)
def test_a_trash_card_goes_under_a_zx_without_force_and_what_follows_waits_on_it(force, trash, put):
    game = fresh()
    holder = OnSquare(knight(), True, 4500, force=[knight() for _ in force] or None)
    game.squares[(1, 1)] = holder
    game.trash = [dataclasses.replace(card(), races=(race,)) for race in trash]
    under = list(game.trash)
    before = list(holder.force or [])
    event(game, TRASH)
    assert holder.force == ([*before, under[0]] if put else (before or None))
    assert len(game.trash) == (0 if put else 1)
    assert len(game.hand) == int(put)


def test_a_hand_ability_puts_its_own_card_under_a_zx_and_draws():
    game = fresh()
    text = (
        "≪起≫【有効】手札【コスト】《無0・無0》【効果】スクエアにあるあなたのフォースを持たない[騎士]を1枚選び、"
        "このカードをフォースとしてそのゼクスの下に表向きで置く。置いたならば、カードを1枚引く。"
    )
    gear = card("騎士の剣")
    with_script(game, gear, text)
    holder = OnSquare(knight(), True, 4500)
    game.squares[(1, 1)] = holder
    game.hand = [gear]
    (ability,) = game.scripts[gear.number].abilities
    activate(game, Source("hand", gear), ability)
    assert holder.force == [gear]
    assert len(game.hand) == 1
    assert game.hand[0] is not gear  # the card drawn


def test_a_zx_on_a_square_puts_itself_under_another_zx_of_yours():
    game = fresh()
    other = OnSquare(card(), True, 3000)
    game.squares[(0, 0)] = other
    body = "スクエアにあるこのカード以外のあなたのゼクスを1枚まで選び、このカードを表向きでそのゼクスのフォースにする。"
    zx = card(cost=3)
    entered(game, body, zx, (1, 1))
    assert (1, 1) not in game.squares
    assert [c.number for c in other.force or []] == [zx.number]


def test_a_zx_that_takes_no_force_by_a_cards_ability_takes_none():
    game = fresh()
    holder_card = card("北極星の守り")
    game.scripts = {
        holder_card.number: read_card(
            holder_card.number,
            "≪常≫【有効】スクエア【効果】カードをカードの能力でこのカードのフォースにすることはできない。",
        )
    }
    holder = OnSquare(holder_card, True, 3000)
    game.squares[(1, 1)] = holder
    ev = card(type_=CardType.EVENT)
    script = read_card(ev.number, "≪イベント≫" + SELF)
    game.scripts[ev.number] = script
    game.moving.append(ev)
    resolve(game, script.event, None, ev.name, Source("event", ev))
    assert (holder.force, game.moving) == (None, [ev])


@pytest.mark.parametrize("hand", [3, 0])
def test_hand_cards_go_under_this_card_as_the_policy_gives_them_up(hand):
    game = fresh()
    text = "カードを2枚引き、あなたの手札にあるカードを1枚フォースとしてこのカードの下に表向きで置く。"
    drawn = [card(cost=5), card(cost=6)]
    game.deck = [*drawn, *game.deck]
    game.hand = [card(cost=1) for _ in range(hand)]
    held = [*game.hand, *drawn]
    unit = entered(game, text)
    (under,) = unit.force  # two drawn first: there is always a card to put
    assert under in held
    assert sorted(c.number for c in game.hand) == sorted(c.number for c in held if c is not under)


ACTIVATE = (
    "≪起≫【有効】スクエア【コスト】《無0・無0》【効果】あなたのリソースの枚数以下のコストの、このカードのフォースにある"
    "カード名に「式神」を含むゼクスを1枚選び、リブートでゼクスのないノーマルスクエアに登場させる。"
)


@pytest.mark.parametrize(("resources", "entered"), [(4, True), (3, False)])
def test_a_force_zx_of_a_cost_within_the_resources_enters_a_square(resources, entered):
    game = fresh()
    zx = card("陰陽師")
    with_script(game, zx, ACTIVATE)
    shikigami = dataclasses.replace(card("式神・朱雀", cost=4), power=6000)
    hidden = dataclasses.replace(card("式神・玄武", cost=1), power=1500)
    unit = OnSquare(zx, True, 3000, force=[card("札", cost=1), shikigami], force_down=[hidden])
    game.squares = {(2, 0): unit}
    game.resources = game.resources[:resources] if len(game.resources) >= resources else game.resources
    while len(game.resources) < resources:
        game.resources.append(dataclasses.replace(game.resources[0]))
    (ability,) = game.scripts[zx.number].abilities
    activate(game, (2, 0), ability)
    placed = [u.card for u in game.squares.values() if u is not unit]
    assert placed == ([shikigami] if entered else [])
    assert [c.name for c in unit.force] == (["札"] if entered else ["札", "式神・朱雀"])
    assert unit.force_down == [hidden]  # a face-down card is hidden: never chosen (312.2a)


def test_a_force_zx_of_any_zx_of_yours_enters_and_another_zone_than_squares_stays_unread():
    game = fresh()
    text = "あなたのゼクスのフォースにある[騎士]を1枚まで選び、リブートでゼクスのないノーマルスクエアに登場させる。"
    page = knight("従騎士", cost=2)
    holder = OnSquare(card(), True, 3000, force=[page])
    game.squares = {(2, 0): holder}
    event(game, text)
    assert (holder.force, [u.card for sq, u in game.squares.items() if sq != (2, 0)]) == (None, [page])
    unread = read_card("X", "≪イベント≫このカードのフォースにある[騎士]を1枚選び、手札に加える。")
    assert (unread.abilities, len(unread.unread)) == ((), 1)


def test_a_bare_activate_keyword_is_read_as_its_rule_says():
    (ability,) = read_card("X", "≪起≫アクティベート《赤1・赤1》【有効】≪自分ターン1≫").abilities
    (plain,) = read_card("Y", ACTIVATE.replace("あなたのリソースの", "あなたのリソースにあるカードの")).abilities
    assert ability.effects == plain.effects  # 1118.2
    assert (ability.zone, ability.cost, ability.once_per_turn) == ("square", 1, True)
    assert (ability.effects[0].kind, ability.effects[0].rest) == (Kind.ZONE_TO_SQUARE, "force_capped")


PAID_UNDER = (
    "≪起≫【有効】≪自分ターン≫手札【コスト】このカードを表向きでスクエアにあるあなたのカード名に「北極星」を含むゼクスのフォースにする。"
    "\n【効果】1枚引く。"
)


@pytest.mark.parametrize("named", [True, False])
def test_a_hand_card_pays_by_going_under_a_named_zx_of_yours(named):
    game = fresh()
    gear = card("北極星の欠片")
    with_script(game, gear, PAID_UNDER)
    holder = OnSquare(card("北極星の騎士" if named else "南の騎士"), True, 3000)
    game.squares[(1, 1)] = holder
    game.hand = [gear]
    found = next_activation(game)
    assert (found is not None) is named  # no Z/X to go under: the payment cannot be made, the ability is not played
    if named:
        activate(game, *found)
        assert holder.force == [gear]
        assert len(game.hand) == 1
        assert game.hand[0] is not gear
