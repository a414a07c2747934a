"""Verbs and objects of the clause grammar added for issue 28's "no object phrase" lines, pinned by value in a game:
drawing until the hand holds N, counters gained through the grammar, an optional shuffle, cards of other zones into
the deck with the shuffle after them, 「好きな順番でデッキの上に置く」, the shown hand cards put back, the opponent's
trash, charge and resources (none kept: nothing happens), and the restrictions on playing an activated ability."""

import pytest

from tests.rules.builders import card, scripted_card
from tests.rules.test_effect_values import dragon, entered, fresh
from zxdecks.rules.cards import CardType, Color
from zxdecks.rules.effects import read_card
from zxdecks.rules.effects.api import Choice
from zxdecks.rules.effects.coverage import line_part
from zxdecks.rules.effects.language import Kind
from zxdecks.rules.effects.run import Source, activate, next_activation, resolve
from zxdecks.rules.goldfish import Resource
from zxdecks.rules.goldfish.policy import DefaultPolicy


def _event(game, body):
    """An event of `body` resolved as played from the hand; what resolve answered."""
    ev = card(type_=CardType.EVENT)
    script = read_card(ev.number, "≪イベント≫" + body)
    assert script.unread == (), script.unread
    game.scripts = {ev.number: script}
    game.moving.append(ev)
    done = resolve(game, script.event, None, ev.name, Source("event", ev))
    game.moving.remove(ev)
    return done


@pytest.mark.parametrize(("held", "drawn"), [(1, 3), (3, 1), (4, 0), (6, 0)])
def test_drawing_until_the_hand_holds_four_draws_the_difference_and_none_from_four_up(held, drawn):
    game = fresh()
    game.hand = [card(cost=1) for _ in range(held)]
    top = game.deck[:drawn]
    _event(game, "あなたの手札が4枚になるまで引く。")
    assert len(game.hand) == held + drawn
    assert game.hand[held:] == top
    assert len(game.deck) == 20 - drawn


@pytest.mark.parametrize(("held", "drawn"), [(2, 2), (3, 0)])
def test_drawing_until_the_hand_holds_n_under_its_condition_both_ways(held, drawn):
    game = fresh()
    game.hand = [card(cost=1) for _ in range(held)]
    _event(game, "あなたの手札が2枚以下の場合、あなたの手札にあるカードが4枚になるまでカードを引く。")
    assert len(game.hand) == held + drawn


def test_a_counter_gained_after_a_draw_in_one_sentence_is_counted_and_the_card_drawn():
    game = fresh()
    top = game.deck[0]
    _event(game, "1枚まで引き、あなたは≪鍵≫を2個得る。")
    assert game.hand == [top]
    assert game.counters["鍵"] == 2


def test_a_may_shuffle_after_a_look_at_the_top_is_read_and_keeps_every_card_in_the_deck():
    game = fresh()
    before = sorted(c.number for c in game.deck)
    script = read_card(
        "X",
        "≪イベント≫あなたのデッキの上から3枚見て、好きな順番でデッキの上に戻す。あなたのデッキをシャッフルしてよい。",
    )
    assert script.unread == ()
    kinds = [e.kind for e in script.event.effects]
    assert kinds == [Kind.LOOK_TOP_REORDER, Kind.SHUFFLE_DECK]
    assert script.event.effects[1].optional
    _event(game, "あなたのデッキの上から3枚見て、好きな順番でデッキの上に戻す。あなたのデッキをシャッフルしてよい。")
    assert sorted(c.number for c in game.deck) == before


def test_a_hand_card_into_the_deck_then_a_may_shuffle_makes_the_move_optional():
    script = read_card("X", "≪イベント≫あなたの手札を1枚選びデッキに戻し、シャッフルしてよい。")
    assert script.unread == ()
    (effect,) = script.event.effects
    assert (effect.kind, effect.source, effect.destination, effect.optional) == (Kind.MOVE, "hand", "deck", True)


@pytest.mark.parametrize("n", [2, 5])
def test_trash_cards_go_into_the_deck_and_the_deck_is_shuffled_after(n):
    game = fresh()
    kept = [card(cost=1 + i) for i in range(3)]
    game.trash = list(kept)
    game.rng.seed(7)
    _event(game, f"あなたのトラッシュにあるカードを{n}枚まで選びデッキに戻し、シャッフルする。")
    moved = min(n, 3)
    assert len(game.trash) == 3 - moved
    assert len(game.deck) == 20 + moved
    assert all(c in game.deck for c in kept if c not in game.trash)
    assert game.deck[-moved:] != kept[:moved]  # shuffled after: not simply at the bottom in order


def test_cards_into_the_deck_without_a_shuffle_after_them_stay_unread():
    script = read_card("X", "≪イベント≫あなたのトラッシュにあるカードを2枚まで選び、デッキに戻す。")
    assert script.abilities == ()
    assert script.unread[0].reason == "「デッキに戻し」 without the shuffle after it"


def test_removed_cards_go_into_the_deck_as_many_as_chosen():
    game = fresh()
    a, b = card(cost=2), card(cost=4)
    game.removed = [a, b]
    _event(game, "あなたのリムーブを好きな枚数選びデッキに戻し、シャッフルする。")
    assert game.removed == []
    assert len(game.deck) == 22
    assert a in game.deck
    assert b in game.deck


def test_two_hand_cards_go_on_top_of_the_deck_after_three_are_drawn():
    game = fresh()
    drawn = game.deck[:3]
    rest = game.deck[3:]
    _event(game, "3枚まで引き、あなたの手札を2枚選び、好きな順番でデッキの上に置く。")
    assert len(game.hand) == 1
    assert len(game.deck) == 19
    on_top = game.deck[:2]
    assert set(map(id, on_top)) | {id(game.hand[0])} == set(map(id, drawn))
    assert game.deck[2:] == rest


@pytest.mark.parametrize(("blue", "to_hand"), [(True, 1), (False, 0)])
def test_the_shown_hand_card_put_back_in_a_sentence_stays_in_the_hand_and_the_top_card_is_taken(blue, to_hand):
    game = fresh()
    shown = card(colors=frozenset({Color.BLUE if blue else Color.RED}))
    game.hand = [shown]
    top = game.deck[0]
    _event(
        game,
        "あなたの手札にある青のカードを1枚選び、公開してよい。"
        "公開したならば、あなたのデッキの1番上を見て、手札に加えるかチャージに置き、公開したカードを元に戻す。",
    )
    assert game.hand[0] is shown
    assert len(game.hand) == 1 + to_hand
    if to_hand:
        assert game.hand[1] is top
    else:
        assert game.deck[0] is top
        assert game.charge == []


def test_putting_back_shown_cards_after_no_hand_reveal_stays_unread():
    script = read_card("X", "≪イベント≫カードを1枚引き、公開したカードを元に戻す。")
    assert script.abilities == ()
    assert "公開したカードを元に戻す" in script.unread[0].reason


@pytest.mark.parametrize(
    "text",
    [
        "相手のトラッシュを1枚まで選び、除外する。",
        "相手のトラッシュにあるコスト5以上のゼクスを1枚選び、デッキの1番下に置く。",
        "相手のチャージにあるカードを2枚まで選び、手札に戻す。",  # given up it is a count lowered (run.charge_owners)
        "相手のリソースにあるカードを1枚選び、スリープする。",
        "相手は自分の手札にあるすべてのカードをトラッシュに置く。",
        "相手は自分の手札をすべて公開し、あなたはその中から1枚選び、相手は選ばれたカードをトラッシュに置く。",
    ],
)
def test_the_opponents_trash_charge_and_resources_are_chosen_among_nothing_and_change_no_zone(text):
    game = fresh()
    script = read_card("X", "≪イベント≫" + text)
    (effect,) = script.event.effects
    assert effect.kind is Kind.NO_TARGET
    assert line_part(script.event) == "opponent_board_only"
    hand, deck, trash, resources = list(game.hand), list(game.deck), list(game.trash), list(game.resources)
    _event(game, text)
    assert (game.hand, game.deck, game.trash, game.resources) == (hand, deck, trash, resources)


def test_an_ability_playable_twice_a_turn_is_played_twice_a_turn_by_the_goldfish():
    game = fresh()
    text = (
        "≪起≫【有効】スクエア【コスト】《無0・無0》【効果】カードを1枚引く。"
        "この能力はあなたのターンにしかプレイできず、1ターンに2回しかプレイできない。"
    )
    scripted_card(game, text, at=(2, 0), cost=3, rebooted=False)
    activate(game, *next_activation(game))
    assert len(game.hand) == 1
    activate(game, *next_activation(game))  # session 19 `twice`: 「1ターンに2回」 is two plays, not one
    assert len(game.hand) == 2
    assert next_activation(game) is None


@pytest.mark.parametrize(("held", "playable"), [(0, True), (1, False)])
def test_an_ability_playable_only_with_an_empty_hand_and_once_a_turn_both_ways(held, playable):
    game = fresh()
    text = (
        "≪起≫【有効】スクエア【コスト】《無0・無0》【効果】カードを2枚引く。"
        "この能力はあなたの手札にカードが1枚もない場合にしかプレイできず、1ターンに1回しかプレイできない。"
    )
    scripted_card(game, text, at=(2, 0), cost=3, rebooted=False)
    game.hand = [card(cost=1) for _ in range(held)]
    found = next_activation(game)
    assert (found is not None) == playable
    if playable:
        activate(game, *found)
        assert len(game.hand) == 2
        game.hand = []
        assert next_activation(game) is None  # once a turn


def test_a_resource_cost_pays_for_the_twice_a_turn_ability():
    game = fresh()
    text = (
        "≪起≫【有効】スクエア【コスト】《赤1・赤1》【効果】カードを1枚引く。この能力は1ターンに2回しかプレイできない。"
    )
    scripted_card(game, text, at=(2, 0), cost=3, rebooted=False)
    game.resources = [Resource(card(colors=frozenset({Color.RED})), True)]
    activate(game, *next_activation(game))
    assert [r.rebooted for r in game.resources] == [False]
    assert len(game.hand) == 1


OWN_EVENT = (
    "≪イベント≫【効果】カードを2枚引く。\n"
    "≪起≫【有効】手札【コスト】このカードをトラッシュに置く。\n"
    "【効果】あなたのトラッシュにカードが{n}枚以上ある場合、このカードが元々持つ≪イベント≫能力を1つ選び、その効果を解決する。"
)


@pytest.mark.parametrize(("in_trash", "drawn"), [(3, 2), (2, 0)])
def test_an_ability_resolving_the_cards_own_event_draws_as_the_event_does_under_its_condition(in_trash, drawn):
    game = fresh()
    ev = card(type_=CardType.EVENT, cost=4)
    script = read_card(ev.number, OWN_EVENT.format(n=3))
    assert script.unread == ()
    game.scripts = {ev.number: script}
    game.hand = [ev]
    game.trash = [card(cost=1) for _ in range(in_trash)]
    top = game.deck[:2]
    found = next_activation(game)
    if not drawn:  # its condition does not hold: the goldfish does not play it (nothing it would gain)
        assert found is None
        return
    activate(game, *found)
    assert game.trash[-1] is ev  # paid: this card to the trash
    assert game.hand == top
    assert len(game.deck) == 18


def test_an_own_ability_is_a_choice_among_the_cards_abilities_of_that_kind():
    script = read_card("X", OWN_EVENT.format(n=1))
    (activated,) = [a for a in script.abilities if a.payment]
    (effect,) = activated.effects
    assert effect.kind is Kind.MODAL
    assert (effect.n, effect.rest, effect.take) == (1, "", 1)
    assert [[e.kind for e in option] for option in effect.options] == [[Kind.DRAW]]
    assert effect.options[0][0].n == 2


def test_an_own_auto_ability_deals_its_damage_from_the_hand_ability():
    text = (
        "≪自≫【有効】スクエア【誘発】このカードが登場する。\n【効果】ノーマルスクエアにある相手のゼクスを1枚まで選び、6000ダメージを与える。\n"
        "≪起≫【有効】手札【コスト】このカードをトラッシュに置く。\n【効果】このカードが元々持つ≪自≫能力を1つ選び、その効果を解決する。"
    )
    script = read_card("X", text)
    assert script.unread == ()
    (activated,) = [a for a in script.abilities if a.payment]
    (effect,) = activated.effects
    assert [[(e.kind, e.rest, e.take) for e in option] for option in effect.options] == [
        [(Kind.CHOOSE_ZX, "damage", 6000)]
    ]
    assert line_part(activated) == "acting_vs_defenders"


@pytest.mark.parametrize(
    ("event_text", "reason"),
    [
        ("相手の山札を見る。", "is not read"),  # an event ability the reader does not read: no option dropped
        ("ターン終了時まで、このカードのパワーを+2000する。", "acts on this card"),
    ],
)
def test_an_own_ability_stays_unread_when_an_ability_of_that_kind_cannot_be_carried_out(event_text, reason):
    text = (
        f"≪イベント≫【効果】{event_text}\n"
        "≪起≫【有効】手札【コスト】このカードをトラッシュに置く。\n【効果】このカードが元々持つ≪イベント≫能力を1つ選び、その効果を解決する。"
    )
    script = read_card("X", text)
    assert not [a for a in script.abilities if a.payment]
    assert any(reason in u.reason for u in script.unread)


def test_a_draw_at_the_end_of_the_turn_waits_for_the_end_of_the_turn():
    game = fresh()
    first, second = game.deck[0], game.deck[1]
    _event(game, "カードを1枚引く。ターン終了時、カードを1枚引く。")
    assert game.hand == [first]
    game.end_turn()
    assert game.hand == [first, second]
    assert game.delayed_effects == []
    game.end_turn()  # once: not again at the next end of turn
    assert game.hand == [first, second]


def test_a_counter_at_the_end_of_the_turn_is_gained_then():
    game = fresh()
    _event(game, "ターン終了時、あなたは≪鍵≫を1個得る。")
    assert game.counters.get("鍵", 0) == 0
    game.end_turn()
    assert game.counters["鍵"] == 1


@pytest.mark.parametrize(("held", "drawn"), [(1, 2), (0, 0)])
def test_a_delayed_draw_after_a_discard_waits_on_the_discard_both_ways(held, drawn):
    game = fresh()
    game.hand = [card(cost=1) for _ in range(held)]
    _event(game, "あなたの手札を1枚選び、トラッシュに置いてよい。置いたならば、ターン終了時、カードを2枚引く。")
    assert game.hand == []
    assert len(game.trash) == held
    game.end_turn()
    assert len(game.hand) == drawn


def test_this_card_destroyed_at_the_end_of_the_turn_after_a_draw_in_its_sentence():
    game = fresh()
    unit = entered(game, "カードを1枚引き、ターン終了時、このカードを破壊する。")
    assert game.squares[(1, 1)] is unit
    assert len(game.hand) == 1
    game.end_turn()
    assert (1, 1) not in game.squares
    assert unit.card in game.charge  # destroyed (1008)


def test_a_delayed_clause_on_this_cards_power_stays_unread():
    # 「ターン終了時、カードを1枚引き、1点回復する。」 is read since session 16: every clause of the sentence from
    # 「ターン終了時、」 on waits for the end of the turn (test_effect_values_references.py)
    for text in ("ターン終了時、このカードのパワーを+1000する。",):
        script = read_card("X", "≪イベント≫" + text)
        assert script.abilities == (), text


def test_a_delayed_effect_made_in_the_opponents_turn_is_carried_out_at_its_end():
    game = fresh()
    top = game.deck[0]
    _event(game, "ターン終了時、カードを1枚引く。")  # as if an ability of yours resolved in the opponent's turn
    game.opponent_turn()
    assert game.hand == [top]
    assert game.delayed_effects == []


class _KeepsNothing(DefaultPolicy):
    """Declines the hand when asked about one card (「手札に加えるか…」), else as the default policy."""

    def choose(self, game, choice, cards, candidates, n):
        if choice is Choice.TAKE and len(cards) == 1:
            return []
        return super().choose(game, choice, cards, candidates, n)


@pytest.mark.parametrize(("declines", "hand", "charge"), [(False, 1, 0), (True, 0, 1)])
def test_a_revealed_card_goes_to_the_hand_or_to_the_charge_as_the_policy_takes_it(declines, hand, charge):
    game = fresh()
    if declines:
        game.policy = _KeepsNothing()
    wanted = dragon(cost=4)
    game.deck = [card(cost=1), wanted, card(cost=2), *game.deck[3:]]
    _event(
        game,
        "あなたのデッキの上から3枚公開し、その中にある[ドラゴン]を1枚選び、手札に加えるかチャージに置き、"
        "残りを好きな順番でデッキの下に置く。",
    )
    assert game.hand == [wanted] * hand
    assert game.charge == [wanted] * charge
    assert len(game.deck) == 19
    assert wanted not in game.deck


def test_a_revealed_card_to_the_hand_or_the_resources_arrives_slept_when_declined():
    game = fresh()
    game.policy = _KeepsNothing()
    wanted = dragon(cost=3)
    game.deck = [card(cost=1), wanted, *game.deck[2:]]
    before = len(game.resources)
    _event(
        game,
        "あなたのデッキの上から2枚公開し、その中にある[ドラゴン]を1枚選び、手札に加えるかリソースにスリープで置く。",
    )
    assert [r.card for r in game.resources[before:]] == [wanted]
    assert not game.resources[-1].rebooted
    assert game.hand == []


def test_a_trash_card_to_the_hand_or_the_charge_is_one_either_move():
    # read since session 15 (payments): tests/rules/test_effect_values_either_moves.py carries it out
    script = read_card("X", "≪イベント≫あなたのトラッシュにあるゼクスを1枚選び、手札に戻すかチャージに置く。")
    ((effect,),) = [a.effects for a in script.abilities]
    assert (effect.kind, effect.source, effect.destination, effect.rest) == (
        Kind.EITHER_MOVE,
        "trash",
        "hand",
        "charge",
    )


def test_a_draw_then_an_ignition_in_one_sentence():
    game = fresh()
    first, second = game.deck[0], game.deck[1]
    _event(game, "1枚引き、1回イグニッションする。")
    assert game.hand == [first]
    assert game.ignitions == 1
    assert game.trash == [second]
    assert len(game.deck) == 18


def test_a_look_and_reorder_then_a_draw_in_one_sentence_draws_one_of_the_looked_cards():
    game = fresh()
    looked = game.deck[:3]
    rest = game.deck[3:]
    _event(game, "あなたのデッキの上から3枚見て、好きな順番でデッキの上に戻し、カードを1枚引く。")
    assert len(game.hand) == 1
    assert game.hand[0] in looked
    assert {id(c) for c in game.deck[:2]} | {id(game.hand[0])} == {id(c) for c in looked}
    assert game.deck[2:] == rest


def test_a_may_damage_to_the_opponent_is_dealt():
    game = fresh()
    life = game.opponent_life
    _event(game, "相手に1ダメージを与えてよい。")
    assert game.opponent_life == life - 1


def test_the_opponent_drawing_changes_nothing_and_counts_as_the_opponents_board_only():
    game = fresh()
    deck, hand = list(game.deck), list(game.hand)
    _event(game, "相手はカードを1枚引く。")
    assert (game.deck, game.hand) == (deck, hand)
    assert line_part(read_card("X", "≪イベント≫相手はカードを1枚引く。").event) == "opponent_board_only"


@pytest.mark.parametrize(
    ("text", "part"),
    [
        (
            "相手のトラッシュにあるカードを1枚選び、ゲームから除外してよい。除外したならば、カードを1枚引く。",
            "opponent_board_only",
        ),
        ("あなたの手札を1枚選び、トラッシュに置いてよい。置いたならば、カードを1枚引く。", "acting"),
        ("相手のチャージにあるカードを1枚選び、トラッシュに置き、カードを1枚引く。", "acting"),
    ],
)
def test_effects_waiting_on_a_choice_of_what_no_opponent_has_are_not_counted_as_acting(text, part):
    assert line_part(read_card("X", "≪イベント≫" + text).event) == part


TRASH_TO_DECK = (
    "≪起≫【有効】≪自分ターン≫トラッシュ【コスト】あなたのトラッシュにある[ドラゴン]を3枚デッキに戻し、シャッフルする。"
    "【効果】このカードを手札に戻す。"
)


@pytest.mark.parametrize(("others", "paid"), [(3, True), (2, False)])
def test_a_payment_of_trash_cards_into_the_deck_needs_them_besides_this_card_and_shuffles(others, paid):
    game = fresh()
    zx = dragon(cost=2)  # this card is a [ドラゴン] too: it does not pay for itself
    script = read_card(zx.number, TRASH_TO_DECK)
    assert script.unread == ()
    game.scripts = {zx.number: script}
    given = [dragon(cost=2) for _ in range(others)]
    game.trash = [zx, *given]
    found = next_activation(game)
    assert (found is not None) == paid
    if paid:
        activate(game, *found)
        assert game.hand == [zx]
        assert game.trash == []
        assert len(game.deck) == 23
        assert all(c in game.deck for c in given)
        assert game.deck[-3:] != given  # shuffled after
