"""Issue 28 (coverage of the real pool): the older printing of auto abilities (「…した時、」), the start of the draw
phase (503.1) in your turn and the opponent's, Gravity Assist printed bare (1126), a Player Extra's own lines, and
the abilities of the opponent's turn counted against defenders only — each read and fired, the state asserted."""

import dataclasses

from tests.rules.builders import card
from tests.rules.test_effect_triggers import on_square, scripted
from tests.rules.test_effect_values import dragon, entered, event, fresh
from zxdecks.rules.effects import read_card
from zxdecks.rules.effects.coverage import line_part
from zxdecks.rules.effects.language import AbilityKind, Kind, Trigger
from zxdecks.rules.effects.run import activate, next_activation
from zxdecks.rules.goldfish.opponent import Defender, Opponent

DRAW = "カードを1枚引く。"


# -- 「…した時、」 ------------------------------------------------------------------------------------------------------
def test_the_older_printing_reads_as_the_newer_one():
    cases = {
        "このカードかあなたの[ドラゴン]が登場した時、": (Trigger.ZX_ENTERS, "ドラゴン", True, "", "acting"),
        "あなたの[ドラゴン]が攻撃した時、": (Trigger.ANY_ATTACK, "ドラゴン", False, "", "acting"),
        "あなたの[ドラゴン]がバトルで相手のゼクスを破壊した時、": (
            Trigger.ZX_DESTROYS_BY_ATTACK, "ドラゴン", False, "", "acting_vs_defenders",
        ),
        "相手のターンのメインフェイズ開始時、": (Trigger.MAIN_START, "", False, "opponent", "acting_vs_defenders"),
    }  # fmt: skip
    for head, want in cases.items():
        (ability,) = read_card("X", "≪自≫" + head + DRAW).abilities
        got = (ability.trigger, ability.trigger_filter.race, ability.self_too, ability.turn, line_part(ability))
        assert got == want, head
        assert [(e.kind, e.n) for e in ability.effects] == [(Kind.DRAW, 1)]
    # a trigger the newer printing's table does not know stays unread in the older one too
    (unread,) = read_card("X", "≪自≫このカードがダメージを受けた時、" + DRAW).unread
    assert unread.reason == "trigger: このカードがダメージを受けた時"
    (either,) = read_card("X", "≪自≫あなたか相手のライフが減少した時、" + DRAW).abilities  # read since session 19
    assert (either.trigger, either.also) == (Trigger.OPPONENT_LIFE_DECREASED, (Trigger.YOU_LIFE_DECREASED,))
    (theirs,) = read_card("X", "≪自≫相手のゼクスが登場した時、" + DRAW).abilities  # known since: read
    assert theirs.trigger is Trigger.OPPONENT_ZX_ENTERS
    # the opponent's resource phase starts too (goldfish.defence): read, as in the newer printing
    (theirs,) = read_card("X", "≪自≫相手のターンのリソースフェイズ開始時、" + DRAW).abilities
    assert (theirs.trigger, theirs.turn) == (Trigger.RESOURCE_START, "opponent")


def test_an_older_this_card_or_yours_entering_ability_fires_for_this_card_and_a_match_only():
    game = fresh()
    watcher = scripted(game, "≪自≫このカードかあなたの[ドラゴン]が登場した時、" + DRAW)
    assert game.enter(watcher, "hand", (0, 0))
    assert len(game.hand) == 1
    assert game.enter(dataclasses.replace(card(cost=2), power=2000), "hand", (1, 1))
    assert len(game.hand) == 1  # not a dragon
    assert game.enter(dataclasses.replace(dragon(cost=2), power=2000), "hand", (0, 2))
    assert len(game.hand) == 2


def test_an_older_opponents_main_phase_ability_fires_in_its_turn_and_not_in_yours():
    game = fresh()
    zx = scripted(game, "≪自≫相手のターンのメインフェイズ開始時、あなたのデッキの上から1枚をトラッシュに置く。")
    on_square(game, zx, (0, 0))
    game.play_turn(battle=False)  # your turn: nothing; no opponent, no opponent turn
    assert game.trash == []
    game.opponent = Opponent(damage=(0, 1))
    game.life = [card(cost=1) for _ in range(4)]
    top = game.deck[0]
    game.opponent_turn()
    assert game.trash == [top]


# -- the start of the draw phase (503.1) --------------------------------------------------------------------------
MILL_AT_DRAW = "≪自≫【有効】≪自分ターン≫チャージ【誘発】ドローフェイズ開始時。\n【効果】あなたのデッキの上から1枚をトラッシュに置く。"


def test_a_draw_phase_start_ability_in_the_charge_resolves_before_the_draw():
    (ability,) = read_card("X", MILL_AT_DRAW).abilities
    assert (ability.trigger, ability.zone, ability.turn) == (Trigger.DRAW_START, "charge", "own")
    game = fresh()
    game.turn = 1
    game.charge = [scripted(game, MILL_AT_DRAW)]
    first, second, third = game.deck[:3]
    game.start_turn()  # turn 2: the top card to the trash first, then the two after it drawn
    assert game.trash == [first]
    assert game.hand == [second, third]
    assert len(game.deck) == 17


def test_the_first_players_first_draw_phase_starts_too_and_the_opponents_does_not_fire_your_own_ability():
    game = fresh()
    game.turn = 0
    game.charge = [scripted(game, MILL_AT_DRAW)]
    top = game.deck[0]
    game.start_turn()  # 503.3a: no draw, but the phase starts (503.1)
    assert (game.trash, game.hand) == ([top], [])
    game.opponent = Opponent(damage=(0, 1))
    game.life = [card(cost=1) for _ in range(4)]
    game.opponent_turn()  # ≪自分ターン≫: not in the opponent's draw phase
    assert game.trash == [top]


# -- Gravity Assist (1126) printed bare ---------------------------------------------------------------------------
def test_gravity_assist_printed_bare_reads_as_its_rule_and_fires_in_the_opponents_draw_phase_only():
    (ability,) = read_card("X", "≪自≫グラビティアシスト").abilities
    assert (ability.trigger, ability.zone, ability.turn) == (Trigger.DRAW_START, "square", "opponent")
    assert line_part(ability) == "acting_vs_defenders"
    game = fresh()
    zx = scripted(game, "≪自≫グラビティアシスト")
    on_square(game, zx, (0, 0))
    game.turn = 1
    game.start_turn()  # your draw phase: the card stays
    assert game.squares[(0, 0)].card is zx
    assert len(game.hand) == 2
    game.opponent = Opponent(damage=(0, 1))
    game.life = [card(cost=1) for _ in range(4)]
    top = game.deck[0]
    game.opponent_turn()  # its draw phase: this card to the bottom of the deck, then 1 drawn
    assert (0, 0) not in game.squares
    assert game.deck[-1] is zx
    assert game.hand[-1] is top
    assert len(game.hand) == 3


# -- a Player Extra's lines ---------------------------------------------------------------------------------------
SHIELDS = (
    "≪自≫【有効】スクエア【誘発】このカードがプレイヤーの上に置かれる。\n【効果】あなたはライフシールドを2つ得る。\n"
    "(ライフシールドが消滅した際、あなたのデッキの1番上をチャージに置いてよい。)"
)


def test_a_player_extras_life_shields_line_is_one_the_engine_handles_and_another_effect_stays_unread():
    script = read_card("X", SHIELDS)
    assert script.unread == ()
    (ability,) = script.abilities
    assert (ability.kind, line_part(ability)) == (AbilityKind.KEYWORD, "keyword_handled")
    other = read_card("X", "≪自≫【有効】スクエア【誘発】このカードがプレイヤーの上に置かれる。\n【効果】" + DRAW)
    assert other.abilities == ()
    assert other.unread[0].reason == "trigger: このカードがプレイヤーの上に置かれる"


# -- the opponent's Z/X entering (its defenders, 806.1a) ----------------------------------------------------------
def test_an_opponents_z_x_entering_is_read_and_counted_against_defenders_only():
    for words, trigger in (
        ("相手のゼクスが登場する", Trigger.OPPONENT_ZX_ENTERS),
        ("相手のゼクスがノーマルスクエアに登場する", Trigger.OPPONENT_ZX_ENTERS_NORMAL),
    ):
        (ability,) = read_card("X", f"≪自≫【有効】スクエア【誘発】{words}。\n【効果】" + DRAW).abilities
        assert (ability.trigger, ability.zone, line_part(ability)) == (trigger, "square", "acting_vs_defenders")


def test_a_defender_entering_sets_off_the_ability_and_a_normal_square_one_only_on_a_normal_square():
    game = fresh()
    anywhere = scripted(game, "≪自≫【有効】スクエア【誘発】相手のゼクスが登場する。\n【効果】" + DRAW)
    normal = scripted(
        game,
        "≪自≫【有効】スクエア【誘発】相手のゼクスがノーマルスクエアに登場する。\n"
        "【効果】あなたのデッキの上から1枚をトラッシュに置く。",
    )
    on_square(game, anywhere, (2, 0))
    on_square(game, normal, (2, 2))
    game.life = [card(cost=1) for _ in range(4)]
    game.opponent = Opponent(defenders=(Defender((0, 1), 5000),))  # its player square: not a normal one
    game.opponent_turn()
    assert (len(game.hand), len(game.trash)) == (1, 0)
    game.opponent = Opponent(defenders=(Defender((1, 0), 5000), Defender((1, 2), 4000)))  # two normal squares
    game.opponent_turn()
    assert (len(game.hand), len(game.trash)) == (3, 2)
    game.opponent_turn()  # renew: both still there, nothing enters
    assert (len(game.hand), len(game.trash)) == (3, 2)


# -- 「【有効】スクエアとトラッシュ」: entering or put from the deck into the trash -------------------------------------------
TWO_ZONES = (
    "≪自≫【有効】スクエアとトラッシュ【誘発】このカードが登場するかデッキからトラッシュに置かれる。\n【効果】" + DRAW
)


def test_an_ability_valid_on_squares_and_in_the_trash_is_read_with_each_trigger_in_its_zone():
    script = read_card("X", TWO_ZONES)
    (ability,) = script.abilities
    assert (ability.trigger, ability.also, ability.zone) == (Trigger.ENTER, (Trigger.EVOLSEED,), "square")
    assert set(script.by_trigger) == {Trigger.ENTER}
    assert set(script.in_dynamis) == {Trigger.EVOLSEED}
    # valid on the squares only, the trash trigger could never fire: unread; a second trigger of no named zone too
    square_only = TWO_ZONES.replace("スクエアとトラッシュ", "スクエア")
    assert read_card("X", square_only).unread[0].reason.startswith("trigger: ")
    other = TWO_ZONES.replace("デッキからトラッシュに置かれる", "破壊される")
    assert read_card("X", other).unread[0].reason.startswith("trigger: ")


def test_the_two_zone_ability_fires_on_entering_and_when_milled_from_the_deck():
    game = fresh()
    zx = scripted(game, TWO_ZONES)
    assert game.enter(zx, "hand", (0, 0))
    assert len(game.hand) == 1  # entering
    milled = dataclasses.replace(zx, number="T999-001")  # another copy, at the top of the deck
    game.scripts = {**game.scripts, milled.number: read_card(milled.number, TWO_ZONES)}
    game.deck.insert(0, milled)
    game.hand.clear()
    event(game, "あなたのデッキの上から1枚をトラッシュに置く。", game.scripts)
    assert game.trash == [milled]
    assert len(game.hand) == 1  # put from the deck into the trash: the trash half
    game.hand.clear()
    event(game, "あなたのトラッシュにあるゼクスを1枚選び、手札に加える。", game.scripts)
    assert game.hand == [milled]  # back to the hand: nothing else fires


# -- put from the hand into the trash by a card's ability ---------------------------------------------------------
BY_DRAGON = (
    "≪自≫【有効】トラッシュ【誘発】このカードがあなたの[ドラゴン]の能力で手札からトラッシュに置かれる。\n【効果】"
    + DRAW
)
BY_ANY = (
    "≪自≫【有効】トラッシュ【誘発】このカードがあなたのカードの能力で手札からトラッシュに置かれる。\n【効果】" + DRAW
)
DISCARD = "あなたの手札を1枚選び、トラッシュに置く。"


def test_put_from_the_hand_into_the_trash_by_an_ability_is_read_with_the_card_it_must_be():
    (ability,) = read_card("X", BY_DRAGON).abilities
    assert (ability.trigger, ability.zone, ability.trigger_filter.race) == (Trigger.HAND_TRASHED, "trash", "ドラゴン")
    (any_card,) = read_card("X", BY_ANY).abilities
    assert (any_card.trigger, any_card.zone, any_card.trigger_filter.race) == (Trigger.HAND_TRASHED, "trash", "")
    assert line_part(ability) == "acting"


def test_a_card_discarded_by_a_matching_cards_ability_resolves_its_ability_and_by_another_it_does_not():
    game = fresh()
    watcher = scripted(game, BY_DRAGON)
    game.hand = [watcher]
    entered(game, DISCARD, card(cost=2), (0, 0))  # not a dragon's ability: the card is trashed, nothing more
    assert (game.trash, game.hand) == ([watcher], [])
    game.trash.clear()
    game.hand = [watcher]
    top = game.deck[0]
    entered(game, DISCARD, dragon(cost=2), (0, 2))  # a dragon's ability: trashed, then 1 drawn
    assert (game.trash, game.hand) == ([watcher], [top])


def test_any_card_of_yours_an_event_included_sets_off_the_any_card_ability_and_a_dragon_one_does_not_by_an_event():
    game = fresh()
    any_card = scripted(game, BY_ANY)
    dragon_only = scripted(game, BY_DRAGON)
    game.hand = [any_card, dragon_only]
    event(game, "あなたの手札を2枚選び、トラッシュに置く。", game.scripts)
    assert set(game.trash) == {any_card, dragon_only}
    assert len(game.hand) == 1  # the any-card ability drew 1; the event is not a dragon


# -- activated abilities valid in the Dynamis ---------------------------------------------------------------------
def test_an_activated_ability_valid_in_the_dynamis_is_played_from_it_face_down_or_face_up():
    game = fresh()
    zx = scripted(game, "≪起≫【有効】デュナミス【コスト】このカードをトラッシュに置く。【効果】カードを1枚引く。")
    (ability,) = game.scripts[zx.number].zone_activated
    assert ability.zone == "dynamis+dynamis_face_up"
    game.dynamis = [zx]
    top = game.deck[0]
    activation = next_activation(game)
    assert activation is not None
    assert activation[0].zone == "dynamis"
    activate(game, *activation)
    assert (game.dynamis, game.trash, game.hand) == ([], [zx], [top])
    game.trash.clear()
    game.dynamis_face_up = [zx]
    game.used_this_turn.clear()
    activation = next_activation(game)
    assert activation is not None
    assert activation[0].zone == "dynamis_face_up"
    activate(game, *activation)
    assert (game.dynamis_face_up, game.trash, len(game.hand)) == ([], [zx], 2)


def test_a_face_up_dynamis_ability_is_not_played_from_the_face_down_dynamis():
    game = fresh()
    zx = scripted(game, "≪起≫【有効】≪デュナミス表≫【コスト】このカードをトラッシュに置く。【効果】カードを1枚引く。")
    (ability,) = game.scripts[zx.number].zone_activated
    assert ability.zone == "dynamis_face_up"
    game.dynamis = [zx]
    assert next_activation(game) is None
    game.dynamis, game.dynamis_face_up = [], [zx]
    activation = next_activation(game)
    assert activation is not None
    activate(game, *activation)
    assert (game.dynamis_face_up, game.trash, len(game.hand)) == ([], [zx], 1)


# -- 1125 Phantom ---------------------------------------------------------------------------------------------------
PHANTOM_BARE = "≪起≫ファントム【効果】カードを1枚引く。"
PHANTOM_REMINDER = (
    "≪起≫ファントム(【有効】≪自分ターン≫スクエア【コスト】あなたの手札を1枚チャージに置き、このカードを手札に戻す。)\n"
    "【効果】カードを1枚引く。"
)


def test_phantom_bare_or_with_its_reminder_reads_as_its_payment_and_effect():
    for text in (PHANTOM_BARE, PHANTOM_REMINDER):
        (ability,) = read_card("X", text).abilities
        assert ability.kind is AbilityKind.ACTIVATED
        assert ability.zone == "square"
        assert [(e.kind, e.source, e.destination, e.n) for e in ability.payment] == [
            (Kind.MOVE, "hand", "charge", 1),
            (Kind.MOVE, "self", "hand", 1),
        ]
        assert [(e.kind, e.n) for e in ability.effects] == [(Kind.DRAW, 1)]
    assert read_card("X", "≪起≫ファントム【効果】このカードは空を飛ぶ。").unread  # its effect unread: unread


def test_phantom_is_used_by_a_z_x_that_cannot_attack_and_kept_by_one_that_can():
    game = fresh()
    zx = scripted(game, PHANTOM_BARE)
    unit = on_square(game, zx, (1, 1))
    spare = card(cost=1)
    game.hand = [spare]
    game.turn = 2
    assert game.can_attack_player((1, 1))
    assert next_activation(game) is None  # it can still attack: not moved off to pay
    unit.rebooted = False  # it attacked
    activation = next_activation(game)
    assert activation is not None
    top = game.deck[0]
    activate(game, *activation)
    assert (1, 1) not in game.squares
    assert game.charge == [spare]
    assert game.hand == [zx, top]


# -- entering by the ability of a card of a filter -----------------------------------------------------------------
BY_DRAGON_ENTER = "≪自≫【有効】スクエア【誘発】このカードが[ドラゴン]の能力で登場する。\n【効果】" + DRAW


def test_entering_by_the_ability_of_a_card_of_a_filter_is_read_with_it():
    (ability,) = read_card("X", BY_DRAGON_ENTER).abilities
    assert (ability.trigger, ability.trigger_filter.race) == (Trigger.ABILITY_ENTER, "ドラゴン")
    (named,) = read_card("X", BY_DRAGON_ENTER.replace("[ドラゴン]", "「竜王」")).abilities
    assert (named.trigger, named.trigger_filter.name_is) == (Trigger.ABILITY_ENTER, "竜王")


def test_entering_by_a_matching_cards_ability_resolves_and_by_another_cards_it_does_not():
    game = fresh()
    zx = scripted(game, BY_DRAGON_ENTER, dataclasses.replace(card(cost=2), power=2000))
    bring = "あなたのトラッシュにあるコスト2以下のゼクスを1枚選び、リブートでゼクスのないノーマルスクエアに登場させる。"
    game.trash = [zx]
    entered(game, bring, card(cost=3), (0, 0))  # not a dragon's ability: it enters, nothing more
    assert [u.card for u in game.squares.values()].count(zx) == 1
    assert game.hand == []
    game.squares = {sq: u for sq, u in game.squares.items() if u.card is not zx}
    game.trash = [zx]
    top = game.deck[0]
    entered(game, bring, dragon(cost=3), (0, 2))  # a dragon's ability: it enters and draws 1
    assert [u.card for u in game.squares.values()].count(zx) == 1
    assert game.hand == [top]
    game.squares = {sq: u for sq, u in game.squares.items() if u.card is not zx}
    game.hand.clear()
    assert game.enter(zx, "hand", (2, 0))  # played from the hand: not by an ability
    assert game.hand == []


# -- a Z/X of yours entering, for a card in the trash, charge, resources or face-up Dynamis ------------------------
IN_TRASH = "≪自≫【有効】トラッシュ【誘発】あなたの[ドラゴン]が登場する。\n【効果】このカードを除外してよい。除外したならば、カードを1枚引く。"


def test_a_z_x_of_yours_entering_sets_off_a_trash_cards_ability_when_it_matches_and_only_in_its_zone():
    (ability,) = read_card("X", IN_TRASH).abilities
    assert (ability.trigger, ability.zone, ability.trigger_filter.race) == (Trigger.ZX_ENTERS, "trash", "ドラゴン")
    assert read_card("X", IN_TRASH.replace("あなたの[ドラゴン]", "このカードかあなたの[ドラゴン]")).unread
    game = fresh()
    watcher = scripted(game, IN_TRASH)
    game.charge = [watcher]  # valid in the trash only
    assert game.enter(dataclasses.replace(dragon(cost=2), power=2000), "hand", (0, 0))
    assert (game.charge, game.hand, game.removed) == ([watcher], [], [])
    game.charge, game.trash = [], [watcher]
    assert game.enter(dataclasses.replace(card(cost=2), power=2000), "hand", (0, 2))
    assert (game.trash, game.hand) == ([watcher], [])  # not a dragon
    top = game.deck[0]
    assert game.enter(dataclasses.replace(dragon(cost=2), power=2000), "hand", (1, 1))
    assert (game.trash, game.removed, game.hand) == ([], [watcher], [top])


# -- 昇華 (1123) and 反魂 (1121) printed bare ---------------------------------------------------------------------
HANGON_REMINDER = (
    "≪自≫反魂《黒2・黒2》(【有効】≪自分ターン≫トラッシュ【誘発】あなたのカード名に「黒剣」を含むゼクスが、このカードの"
    "コスト以上のコストの相手のゼクスを破壊する。 【効果】《黒2・黒2》を支払ってよい。 《黒2・黒2》を支払ったならば、"
    "このカードをリブートでゼクスのないノーマルスクエアに登場させる。)"
)


def test_hangon_printed_bare_reads_as_its_reminder_text_with_its_own_cost():
    (bare,) = read_card("X", "≪自≫反魂《黒2・黒2》").abilities
    (reminded,) = read_card("X", HANGON_REMINDER).abilities
    assert dataclasses.replace(bare, text="") == dataclasses.replace(reminded, text="")
    assert (bare.trigger, bare.zone, bare.turn, bare.trigger_filter.name_contains) == (
        Trigger.ZX_DESTROYS_OPPONENT,
        "trash",
        "own",
        "黒剣",
    )
    assert [(e.kind, e.n) for e in bare.effects] == [(Kind.PAY, 2), (Kind.SELF_TO_SQUARE, 1)]
    (cheap,) = read_card("X", "≪自≫反魂《黒1・黒1》").abilities
    assert cheap.effects[0].n == 1
    assert read_card("X", "≪自≫反魂").abilities == ()  # no cost: not the keyword's form


def _shoka_game(text, resources):
    from zxdecks.rules.board import Resource

    game = fresh()
    game.resources = [Resource(c) for c in resources]
    game.dynamis, game.dynamis_face_up = [], []
    zx = scripted(game, text)
    top = game.deck[0]
    assert game.enter(zx, "ability", (1, 1))
    return game, top


def test_shoka_printed_bare_puts_a_named_resource_face_up_in_the_dynamis_and_the_top_card_into_the_resources():
    (ability,) = read_card("X", "≪自≫昇華「元素」").abilities
    assert (ability.trigger, ability.zone, line_part(ability)) == (Trigger.ENTER, "square", "acting")
    named, other = card(name="元素の欠片"), card(name="石")
    game, top = _shoka_game("≪自≫昇華「元素」", [other, named])
    assert game.dynamis_face_up == [named]
    assert [(r.card, r.rebooted) for r in game.resources] == [(other, True), (top, False)]
    game, top = _shoka_game("≪自≫昇華「元素」", [other])  # no named card: nothing moves
    assert game.dynamis_face_up == []
    assert [r.card for r in game.resources] == [other]
    assert game.deck[0] is top


def test_shoka_n_printed_bare_puts_up_to_n_named_resources_and_as_many_top_cards():
    named = [card(name=f"元素{i}") for i in range(3)]
    game, top = _shoka_game("≪自≫昇華2「元素」", named)
    assert len(game.dynamis_face_up) == 2
    assert game.resources[1].card is top
    assert sum(1 for r in game.resources if not r.rebooted) == 2  # two from the deck, slept
    assert len(game.resources) == 3
    game, top = _shoka_game("≪自≫昇華2「元素」", named[:1])
    assert len(game.dynamis_face_up) == 1
    assert [(r.card, r.rebooted) for r in game.resources] == [(top, False)]  # one put, one from the deck


def test_any_older_trigger_the_newer_table_knows_is_read_in_its_words():
    cases = {
        "このカード以外のあなたのゼクスが登場した時、": (Trigger.ZX_ENTERS, True),
        "ゼクスがスクエアからスクエアに置かれた時、": (Trigger.ANY_MOVED, False),
        "相手のゼクスがスクエアから手札に戻った時、": (Trigger.OPPONENT_TO_HAND, False),
        "あなたのゼクスが攻撃された時、": (Trigger.OPPONENT_ACTS, False),
        "相手のゼクスが破壊された時、": (Trigger.OPPONENT_ZX_DESTROYED, False),  # session 18 (trig3)
    }
    for head, want in cases.items():
        (ability,) = read_card("X", "≪自≫" + head + DRAW).abilities
        assert (ability.trigger, ability.not_self) == want, head
    # one the newer table does not know stays unread, with its trigger in the newer words
    (unread,) = read_card("X", "≪自≫相手のゼクスがリソースからトラッシュに置かれた時、" + DRAW).unread
    assert unread.reason == "trigger: 相手のゼクスがリソースからトラッシュに置かれる"


def test_an_older_other_z_x_entering_ability_fires_for_another_z_x_only():
    game = fresh()
    watcher = scripted(game, "≪自≫このカード以外のあなたのゼクスが登場した時、" + DRAW)
    assert game.enter(watcher, "hand", (0, 0))
    assert game.hand == []  # this card entering
    assert game.enter(dataclasses.replace(card(cost=2), power=2000), "hand", (1, 1))
    assert len(game.hand) == 1
