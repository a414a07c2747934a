"""The clause grammar's readings as the effect language the engine runs (issue 28, point 1): each Move, OnSquares or
Act to an Effect of the kinds the executors know (a move between zones no older kind covers to Kind.MOVE); what the
executors cannot carry out exactly is left unread with the reason. tests/rules/test_grammar.py checks that it gives
the very effects the sentence table gives wherever both read a text."""

from __future__ import annotations

from dataclasses import replace

from zxdecks.rules.effects import zone_pairs
from zxdecks.rules.effects.attack_bars import mark_effect
from zxdecks.rules.effects.charge_owners import OWNERS, charge_owner_move
from zxdecks.rules.effects.delayed import delay
from zxdecks.rules.effects.did_refs import all_of, counted_to, destroying, stays_slept
from zxdecks.rules.effects.either_moves import EITHER_SOURCES, both_or_neither, either_move
from zxdecks.rules.effects.forbid_verbs import forbid_effect
from zxdecks.rules.effects.force_verbs import FORCE_SOURCES
from zxdecks.rules.effects.grammar import DESTROYED, Act, Clause, Move, OnSquares, Options, Reading
from zxdecks.rules.effects.language import (
    ANY_CARD,
    FROM_HAND_REST,
    WHOLE,
    Condition,
    Effect,
    Kind,
    action_of,
    move,
    whole_of,
)
from zxdecks.rules.effects.links import link_choice
from zxdecks.rules.effects.look_join import REVEALED_TO, back_after_hand_card, pick_from_rest
from zxdecks.rules.effects.opponent_hand import back_to_opponent_hand
from zxdecks.rules.effects.play_permits import permit_effect
from zxdecks.rules.effects.power_per import power_per_effect
from zxdecks.rules.effects.turn_costs import turn_cost_effect
from zxdecks.rules.effects.zone_pairs import GAIN_ONLY_SOURCES, GAINING_DESTINATIONS, readable
from zxdecks.rules.effects.zone_phrases import follows

# (source, destination) of a Move to the kind of effect that does it, when it is not a move between zones
# (Kind.MOVE, effects.zone_pairs: any pair `zone_pairs.readable` allows).
_ZONES_TO_SQUARE = ("hand", "trash", "charge", "resources", "removed", "dynamis", "dynamis_face_down", *FORCE_SOURCES)
KIND_OF_MOVE: dict[tuple[str, str], Kind] = {
    ("deck_top", "life"): Kind.RECOVER,
    ("hand", "square"): Kind.ZONE_TO_SQUARE,
    ("trash", "square"): Kind.ZONE_TO_SQUARE,
    ("charge", "square"): Kind.ZONE_TO_SQUARE,
    ("resources", "square"): Kind.ZONE_TO_SQUARE,
    ("removed", "square"): Kind.ZONE_TO_SQUARE,
    ("dynamis_face_up", "square"): Kind.ZONE_TO_SQUARE,
    ("token", "square"): Kind.MAKE_TOKEN,
    ("dynamis", "square"): Kind.ZONE_TO_SQUARE,  # any card of the Dynamis, face down or up
    ("dynamis_face_down", "square"): Kind.ZONE_TO_SQUARE,  # 「デュナミスにある裏向きの…」 (effects.zone_phrases)
    **{(source, "square"): Kind.ZONE_TO_SQUARE for source in FORCE_SOURCES},  # face-up force (effects.force_verbs)
    ("self", "square"): Kind.SELF_TO_SQUARE,
    ("link", "link_square"): Kind.PLACE_LINK,  # effects.links
    ("deck", "hand"): Kind.SEARCH,
    ("player", "igob"): Kind.IGOB,
    ("hand", "reveal"): Kind.HAND_REVEAL,
    ("hand", "play"): Kind.PLAY_FREE,
    ("trash", "play"): Kind.PLAY_FREE,  # `rest` "trash": played from the trash (806, run.free_plays)
    ("resources", "play"): Kind.PLAY_FREE,  # likewise from the resources, the charge, the remove zone
    ("charge", "play"): Kind.PLAY_FREE,
    ("removed", "play"): Kind.PLAY_FREE,
    ("placed_trash", "play"): Kind.PLAY_FREE,  # of the cards the move before put there (effects.zone_phrases)
    ("placed_removed", "play"): Kind.PLAY_FREE,
    ("force", "play"): Kind.PLAY_FREE,  # this card's face-up force (run.free_plays)
    ("self", "play"): Kind.PLAY_SELF,
    ("self", "play_paid"): Kind.PLAY_SELF,  # `to` "paid": for its cost (run.plays, GameAPI.play_paying)
    ("dynamis", "shift_self"): Kind.SHIFT_SELF,  # either face (run.zones.shift_self)
    ("dynamis_face_up", "shift_self"): Kind.SHIFT_SELF,
    ("trash", "play_paid"): Kind.PLAY_FREE,
    ("resources", "reboot"): Kind.REBOOT_RESOURCES,
    ("dynamis", "face_up"): Kind.DYNAMIS_FACE_UP,
    ("dynamis_face_down", "face_up"): Kind.DYNAMIS_FACE_UP,  # 「裏向きの」: the only ones it turns anyway
    ("dynamis_face_down", "reveal"): Kind.HAND_REVEAL,  # shown, kept face down (`source` "dynamis")
    ("dynamis", "face_down"): Kind.DYNAMIS_FACE_DOWN,
    ("resources", "sleep"): Kind.SLEEP_RESOURCES,
}
# Onto your player square (303.3a) or any square but the opponent's player square (806.1a): Effect.to "player" / "any"
SQUARES_TO = {"player_square": "player", "any_square": "any"}
SQUARES_TO |= {"left_self_square": "left_self", "left_that_square": "left_that", "next_self_square": "next_self"}
KIND_OF_MOVE |= {
    (source, to): kind
    for to in SQUARES_TO
    for source, kind in (("self", Kind.SELF_TO_SQUARE), *((s, Kind.ZONE_TO_SQUARE) for s in _ZONES_TO_SQUARE))
}
# Where revealed cards go (Effect.to) and where the rest goes (Effect.rest) for REVEAL_TOP_TAKE.
RANDOM_SOURCES = frozenset({"hand", "trash", "charge", "removed"})  # the zones 「ランダムに」 draws cards from
FROM_HAND = "手札から置いた"  # 「手札から置いたならば」 after a move from 「手札か…にある」: a card of the hand moved
REST_TO = {"deck_bottom": "bottom", "trash": "trash", "deck_top": "top", "deck": "deck", "removed": "removed"}
REST_TO |= {"charge": "charge", "resources": "resources"}
HAND_TO_DECK = ("hand", "deck")  # with the shuffle the clause after it says
KIND_OF_ACT = {
    "draw": Kind.DRAW,
    "recover": Kind.RECOVER,
    "damage": Kind.DAMAGE_OPPONENT,
    "damage_self": Kind.DAMAGE_SELF,
    "power": Kind.POWER,
    "shuffle": Kind.SHUFFLE_DECK,
    "reboot": Kind.REBOOT_SELF,
    "destroy_self": Kind.DESTROY_SELF,
    "no_target": Kind.NO_TARGET,
    "zekkai": Kind.GRANT_ZEKKAI,  # only 「ターン終了時まで、」 too
    "draw_to": Kind.DRAW_TO,
    "ignite": Kind.IGNITE,
    "look_reorder": Kind.LOOK_TOP_REORDER,
    "player_attack": Kind.GRANT_PLAYER_ATTACK,  # only 「ターン終了時まで、」
    "damage_up": Kind.DAMAGE_UP,  # likewise
    "damage_shield": Kind.DAMAGE_SHIELD,  # only 「ターン終了時まで、」
    "grant_self": Kind.GRANT_ABILITY,  # likewise
    "range": Kind.GRANT_RANGE,  # only 「ターン終了時まで、」: no lasting one  # only the opponent's Z/X to choose from: none on its empty board
}


def to_effects(reading: Reading, before: Effect | None = None) -> list[Effect] | str:
    """The effects of a reading, in order, each with the conditions of its sentence (804.3b) and 「したならば」
    (804.3c); or why they cannot be made. `before`, the effect of the sentence before, comes first in the answer
    (changed when the reading tests the card it revealed)."""
    if reading.unread:
        return f"unread clause: {reading.unread}"
    effects: list[Effect] = [before] if before is not None else []
    gates: dict[int, tuple[Condition, ...]] = {}  # a sentence's opening condition gates all of it (804.3b)
    later: tuple[Condition, ...] = ()  # one after a clause of it gates that clause and the ones after it
    awaiting_shuffle = False  # 「デッキに戻し、」 is read only with 「シャッフルする」 after it
    at_end = -1  # the sentence whose clauses from 「ターン終了時、」 on are carried out at the end of the turn
    for i, clause in enumerate(reading.clauses):
        if clause.conditions and (i == 0 or reading.clauses[i - 1].sentence != clause.sentence):
            gates[clause.sentence] = clause.conditions
    for i, clause in enumerate(reading.clauses):
        if i == 0 or reading.clauses[i - 1].sentence != clause.sentence:
            later = ()
        elif clause.conditions:
            later = (*later, *clause.conditions)
        action = clause.action
        first = i == 0 or reading.clauses[i - 1].sentence != clause.sentence
        if clause.if_did == FROM_HAND and first:  # 「手札から置いたならば」: the move before took a hand card
            before = effects[-1] if effects else None
            zones = before.source.split("|") if before is not None else []
            if before is None or before.kind is not Kind.MOVE or len(zones) < 2 or "hand" not in zones or before.rest:
                return f"「{FROM_HAND}ならば」 after no move of cards of the hand and another zone"
            effects[-1] = replace(before, rest=FROM_HAND_REST)
        if clause.if_count.startswith("それぞれ"):  # 「それぞれN枚ずつ置いたならば」: every kind's N cards, or none
            n = int(clause.if_count.removeprefix("それぞれ").split("枚")[0])
            if not effects or not whole_of(effects[-1], n):
                return f"「{clause.if_count}{clause.if_did}ならば」 after what is not N cards of each kind or none"
        elif clause.if_count and int(clause.if_count.split("枚")[0]) > 1:  # 「N枚…したならば」: the one before did N
            n = int(clause.if_count.split("枚")[0])
            counted = None
            if effects and not all_of(effects[-1], n):
                counted = counted_to(effects[-1], n, "以上" in clause.if_count, clause.if_did)
            if not effects or (counted is None and not all_of(effects[-1], n)):
                return f"「{clause.if_count}{clause.if_did}ならば」 after an effect that may do fewer"
            if counted is not None:
                effects[-1] = counted
        if isinstance(action, Move) and action.source == "rest_pick":  # 「残りの中からN枚選び、<verb>」
            waits_too = i > 0 and reading.clauses[i - 1].sentence == clause.sentence and reading.clauses[i - 1].if_did
            picked = pick_from_rest(effects, clause, action, bool(waits_too))
            if isinstance(picked, str):
                return picked
            effects[-1] = picked
            continue
        if isinstance(action, Move) and action.source == "aside":  # 「選んだカードを<verb>」 (effects.lexicon)
            aside = effects[-1] if effects else None
            if aside is None or aside.kind is not Kind.REVEAL_TOP_TAKE or aside.to != "aside":
                return "「選んだカードを」 after no look that kept cards aside"
            if (action.destination, clause.optional, clause.conditions) != ("play", False, ()):
                return f"the cards kept aside to {action.destination}: only played without their cost"
            effects[-1] = replace(aside, to="play")
            continue
        if isinstance(action, Move) and action.source == "rest" and back_after_hand_card(effects, action):
            effects[-2] = replace(effects[-2], rest="deck")  # the shuffle after the hand card's move shuffles it
            continue
        if isinstance(action, Move) and action.source == "rest":
            if not effects or effects[-1].kind is not Kind.REVEAL_TOP_TAKE:
                if back_to_opponent_hand([c.text for c in reading.clauses[:i]], clause.text):
                    continue  # the opponent's shown hand back to it (effects.opponent_hand)
                return "「残りを」 after no look at the top of the deck"
            if action.destination not in REST_TO or action.state == "rebooted":  # the rest goes where REST_TO says
                return f"「残りを」 to {action.destination}"
            ordered = action.destination == "deck_top" and "好きな順番" in clause.text  # else as they were
            effects[-1] = replace(effects[-1], rest=REST_TO[action.destination], ordered=ordered)
            continue
        if isinstance(action, Move) and action.source in ("revealed_card", "otherwise"):
            after = reading.clauses[i + 1 :]
            if action.source == "otherwise" and after and after[0].sentence == clause.sentence:
                return "「そうでないならば、そのカードを…、…」: a clause after it would not wait on the test"
            tested = _test_revealed(effects, clause, action)
            if isinstance(tested, str):
                return tested
            effects[-1] = tested
            continue
        if isinstance(action, Act) and action.verb == "put_back":  # 「公開したカードを元に戻す」
            if not any(e.kind is Kind.HAND_REVEAL for e in effects):
                return "「公開したカードを元に戻す」 after no hand cards shown"
            continue  # the hand cards shown never left the hand: putting them back does nothing
        if (
            isinstance(action, Act) and action.verb == "event_removed"
        ):  # 「プレイされたそのイベントが…かわりに除外する」
            if not effects or effects[-1].kind is not Kind.PLAY_FREE or clause.conditions or clause.if_did:
                return "「プレイされたそのイベント」 after no card played without its cost"
            effects[-1] = replace(effects[-1], to=f"{effects[-1].to} removed".strip())  # run.free_plays
            continue
        if isinstance(action, Act) and action.verb == "stays_slept":  # 「そのゼクスは次の相手のリブートフェイズに…」
            marked = stays_slept(effects[-1]) if effects and not (clause.conditions or clause.if_did) else None
            if marked is None:
                return "「次の相手のリブートフェイズにリブートしない」 after no opponent's Z/X slept"
            effects[-1] = marked
            continue
        if clause.if_did.startswith(DESTROYED) and (i == 0 or reading.clauses[i - 1].if_did != clause.if_did):
            marked = destroying(effects[-1], clause.if_did) if effects else None
            if marked is None:
                return "「この能力でゼクスを破壊した時」 after an effect that destroys no Z/X"
            effects[-1] = marked
        effect = _effect(clause)
        effect = effect if isinstance(effect, str) else follows(effects, effect)  # effects.zone_phrases
        if isinstance(effect, str):
            return effect
        if clause.at_end:  # 「ターン終了時、A、B」: A and every clause after it in its sentence at the end of the turn,
            at_end = clause.sentence  # in order (808.4: run.delayed carries them out as they were made)
        if at_end == clause.sentence:
            if clause.conditions and not clause.at_end:
                return "a condition inside 「ターン終了時、…」"
            effect = delay(effect)
            if isinstance(effect, str):
                return effect
        if effect.kind is Kind.SHUFFLE_DECK and effects and action_of(effects[-1]) in (Kind.SEARCH, HAND_TO_DECK):
            awaiting_shuffle = False
            if clause.optional:  # 「…デッキに戻し、シャッフルしてよい」: the whole of it may be done
                effects[-1] = replace(effects[-1], optional=True)
            if clause.if_did and action_of(effects[-1]) == HAND_TO_DECK:  # 「戻したならば、シャッフル」 (look_join)
                effects[-1] = replace(effects[-1], rest=zone_pairs.SHUFFLE_IF_MOVED)
            if len(effects) > 1 and effects[-2].kind is Kind.REVEAL_TOP_TAKE and effects[-2].rest == "deck":
                effects[-2] = replace(
                    effects[-2], rest="shuffle"
                )  # 「…手札を1枚選びデッキに戻す。残りを元に戻し、シャッフル」
            continue  # the search's own shuffle (804.3e), the one after cards put into the deck: their kinds shuffle
        if awaiting_shuffle and effect.kind is Kind.SHUFFLE_DECK and clause.optional and effects[-1].kind is Kind.MOVE:
            awaiting_shuffle, effects[-1], effect = effects[-1].if_did, *both_or_neither(effects[-1], effect)
        if awaiting_shuffle and effect.kind is Kind.SHUFFLE_DECK and effects[-1].kind is Kind.CHOOSE_ZX:
            awaiting_shuffle = False  # the owner's deck: run.squares.send shuffles yours when a Z/X of yours went in
            if clause.optional:
                return "「デッキに戻し、シャッフルしてよい」 of chosen Z/X"
            continue
        if awaiting_shuffle and effect.kind is Kind.SHUFFLE_DECK and not clause.optional:
            awaiting_shuffle = False  # cards of another zone into the deck (the general mover), then the shuffle (1004)
        elif awaiting_shuffle and not (effect.kind is Kind.REVEAL_TOP_TAKE and effect.n == 0):
            return "「デッキに戻し」 without the shuffle after it"  # a look at the whole deck ends shuffled (checked below)
        awaiting_shuffle = (effect.kind is Kind.MOVE and effect.destination == "deck") or (
            effect.kind is Kind.CHOOSE_ZX and effect.rest == "deck"  # chosen Z/X into their owner's deck
        )
        if (
            effect.kind is Kind.SHUFFLE_DECK
            and effects
            and effects[-1].kind is Kind.REVEAL_TOP_TAKE
            and effects[-1].rest == "deck"
        ):
            effects[-1] = replace(effects[-1], rest="shuffle")  # 「残りを元に戻し、シャッフルする」
            continue
        conditions = (*gates.get(clause.sentence, ()), *later)
        if effect.if_did and i and reading.clauses[i - 1].sentence == clause.sentence and reading.clauses[i - 1].if_did:
            effect = replace(effect, same_if_did=True)  # a later clause of the 「…したならば、」 sentence
        effects.append(replace(effect, conditions=conditions) if conditions else effect)
    if awaiting_shuffle:
        return "「デッキに戻し」 without the shuffle after it"
    if any(e.kind is Kind.REVEAL_TOP_TAKE and e.rest == "deck" for e in effects):
        return "「残りを元に戻し」 without the shuffle after it"
    return effects


def _test_revealed(effects: list[Effect], clause: Clause, action: Move) -> Effect | str:
    """The reveal of the top card before, with the test of 「公開したカードが[X]ならば、…」 (the card taken to where it
    says if it matches) or the 「そうでないならば、そのカードを…」 after that test (where it goes if not)."""
    before = effects[-1] if effects else None
    if before is None or before.kind is not Kind.REVEAL_TOP_TAKE or before.n != 1:
        return "「公開したカード」 after no reveal of the top card"
    if before.to == "square" and not (before.take and action.source == "otherwise"):
        return "「公開したカード」 after a look that puts its card onto a square"
    if clause.conditions or clause.if_did or clause.until_end_of_turn:
        return "「公開したカード」 under a condition of its own"
    if action.source == "revealed_card":
        to, other = REVEALED_TO.get(action.destination), REVEALED_TO.get(action.alternative, "")  # 「手札に加えるかB」
        to = "play_if" if action.destination == "play" and action.filter == ANY_CARD else to  # when it can be played
        if before.take or to is None or (action.alternative and not other):
            return f"the revealed card to {action.destination}"
        return replace(
            before, take=1, filter=action.filter, to=to, rebooted=action.state == "rebooted", destination=other
        )
    if before.take and before.rest == "top" and action.destination == "deck" and "元に戻" in clause.text:
        return before  # 「置かなかったならば、そのカードを元に戻す」: it stays on top, as a card not taken does
    if not before.take or before.rest != "top" or action.destination not in ("deck_bottom", "trash", "hand", "force"):
        return f"「そうでないならば」 to {action.destination}"  # "force": face up under this card (run.plays)
    if before.to == "square" and not clause.text.startswith(("登場させなかったならば", "公開したカードをスクエアに")):
        return "「そうでないならば」 after a test that puts the card onto a square"  # one that matched may not enter
    return replace(
        before, rest=action.destination if action.destination in ("hand", "force") else REST_TO[action.destination]
    )


def _effect(clause: Clause) -> Effect | str:
    action = clause.action
    forbidden = forbid_effect(clause)  # effects.forbid_verbs: what may not be done (this turn, this game)
    if forbidden is not None:
        return forbidden
    granting = ("range", "zekkai", "player_attack", "damage_up", "damage_shield", "grant_self")
    if isinstance(action, Act) and action.verb in granting and not clause.until_end_of_turn:
        names = {"range": "Range", "zekkai": "絶界", "damage_up": "damage to the opponent"}
        names |= {"damage_shield": "cut of the next damage to you", "grant_self": "auto ability"}
        granted = names.get(action.verb, "an attack on the player square")
        return f"a {granted} granted without 「ターン終了時まで、」"
    if isinstance(action, Act) and action.verb.startswith("permit "):  # effects.play_permits: this turn only
        return permit_effect(action.verb, action.filter, bool(clause.if_did), clause.until_end_of_turn, clause.text)
    if isinstance(action, Act) and action.verb.startswith("mark "):  # effects.attack_bars: this turn only
        return mark_effect(
            action.verb, action.n, action.filter, bool(clause.if_did), clause.until_end_of_turn, clause.text
        )
    if isinstance(action, Act) and action.verb == "destroy_entered" and not clause.until_end_of_turn:  # 1008
        return Effect(Kind.DESTROY_SELF, if_did=bool(clause.if_did), to="entered")
    if isinstance(action, Act) and action.verb == "force_entered" and not clause.until_end_of_turn:  # 1010.1
        return Effect(Kind.CHOOSE_ZX, 1, if_did=bool(clause.if_did), rest="force_self", take=1, to="entered")
    # 「ターン終了時まで、そのゼクス…」
    zekkai_entered = ("zekkai_entered", "zekkai_entered_turn", "zekkai_entered_next", "power_zekkai_entered")
    if isinstance(action, Act) and action.verb in zekkai_entered:  # run.squares.grant_zekkai
        if action.verb in ("zekkai_entered", "power_zekkai_entered") and not clause.until_end_of_turn:
            return f"「{clause.text}」 without 「ターン終了時まで、」"
        power = action.n if action.verb == "power_zekkai_entered" else 0
        rest = "next" if action.verb == "zekkai_entered_next" else ""
        return Effect(Kind.GRANT_ZEKKAI, if_did=bool(clause.if_did), to="entered", rest=rest, take=power)
    if isinstance(action, Act) and action.verb in ("power_entered", "range_entered"):
        if not clause.until_end_of_turn:
            what = "パワーを+N" if action.verb == "power_entered" else "≪レンジN≫を与える"
            return f"「そのゼクスの{what}」 without 「ターン終了時まで、」".replace("の≪", "に≪")
        named = Kind.POWER if action.verb == "power_entered" else Kind.GRANT_RANGE
        return Effect(named, action.n, optional=clause.optional, if_did=bool(clause.if_did), to="entered")
    lasts = (
        isinstance(action, Act)
        and action.verb
        in (
            "power",
            "no_target",
            "range",
            "zekkai",
            "player_attack",
            "damage_up",
            "damage_shield",
            "grant_self",
        )
    ) or (isinstance(action, OnSquares) and action.what in ("power", "cost", "cost_up"))
    lasts = lasts or (
        isinstance(action, Act) and action.verb.startswith(("power_per ", "discount", "mark ", "self_cost "))
    )
    if clause.until_end_of_turn and not lasts:
        return "「ターン終了時まで、」 before an action that does not last"
    if_did = bool(clause.if_did)
    if isinstance(action, Act) and action.verb == "reboot_self_resource":  # as ("resources", "reboot"), this card
        return Effect(Kind.REBOOT_RESOURCES, 1, if_did=if_did, rest="self")  # alone (1003, run.zones)
    if isinstance(action, Act) and action.verb == "reveal_top":  # looked at and left on top until a test moves it
        return Effect(Kind.REVEAL_TOP_TAKE, 1, optional=clause.optional, if_did=if_did, rest="top")
    if isinstance(action, Act) and action.verb.startswith("discount"):  # effects.discount
        floor, scope = 1 if action.up_to else 0, action.verb.removeprefix("discount").removeprefix("_")
        return Effect(Kind.NEXT_PLAY_DISCOUNT, action.n, if_did=if_did, filter=action.filter, take=floor, rest=scope)
    if isinstance(action, Act) and action.verb.startswith("self_cost "):  # effects.turn_costs
        return turn_cost_effect(action.verb, action.n, if_did)
    if isinstance(action, Act) and action.verb.startswith("power_per "):  # effects.power_per
        return power_per_effect(action.verb, action.n, action.filter, if_did)
    if isinstance(action, Act) and action.verb.startswith("either "):  # effects.either
        _, first, other = action.verb.split()
        return Effect(Kind.TOP_EITHER, 1, if_did=if_did, source="deck_top", destination=first, rest=other)
    if isinstance(action, Act) and action.verb.startswith("own "):  # its options come once the card is read
        return Effect(Kind.MODAL, action.n, optional=clause.optional, if_did=if_did, rest=action.verb)
    if isinstance(action, Act) and action.verb.startswith("at_end "):  # this card or 「そのゼクス」 (effects.delayed)
        _, rest, who = action.verb.split()
        return Effect(Kind.AT_END_OF_TURN, if_did=if_did, rest=rest, to=who if who in ("self", "both") else "")
    if isinstance(action, Act) and action.verb == "counter":  # 1017: n counters of the icon the filter names
        return Effect(Kind.GAIN_COUNTER, action.n, optional=clause.optional, if_did=if_did, filter=action.filter)
    if isinstance(action, Act):
        return Effect(KIND_OF_ACT[action.verb], action.n, action.up_to, clause.optional, if_did)
    if isinstance(action, OnSquares):
        return _on_squares(clause, action)
    if isinstance(action, Options):  # 「以下の効果から」: each option's effects, in order
        options = []
        for option in action.options:
            inner = to_effects(option)
            if isinstance(inner, str):
                return inner
            options.append(tuple(inner))
        return Effect(
            Kind.MODAL,
            action.choose,
            optional=clause.optional,
            if_did=if_did,
            options=tuple(options),
            take=action.times,
            rest=WHOLE if action.whole else "",
        )
    assert isinstance(action, Move)
    other = REVEALED_TO.get(action.alternative, "") if action.alternative else ""
    if (action.destination, action.alternative) == ("play", "face_up") and action.source == "dynamis_face_down":
        return Effect(  # played or turned face up (run.free_plays.face_up_or_play)
            Kind.DYNAMIS_FACE_UP, action.count, action.up_to, clause.optional, if_did, action.filter, rest="or_play"
        )
    if action.alternative and action.source in EITHER_SOURCES:  # cards of a zone of yours (effects.either_verbs)
        return either_move(clause, action, if_did)
    if action.alternative and (action.source != "revealed" or not other or action.destination != "hand"):
        return f"「手札に加えるか…」 for cards of {action.source} to {action.alternative}"
    bottom = action.source == "revealed_bottom" and action.look > 0  # the bottom N (`source` "deck_bottom")
    if action.source == "revealed" or bottom:  # the top cards looked at (the whole deck for 0): the rest stays on top
        to = REVEALED_TO.get(action.destination)
        if action.destination == "deck_bottom" and action.look and not action.alternative:
            to = "bottom"  # 「その中にあるカードをN枚選び、デッキの1番下に置き」: the ones wanted least (run.plays)
        if to is None:
            return f"no effect kind moves revealed cards to {action.destination}"
        rest = "bottom" if bottom else "top" if action.look else "shuffle"
        if to == "aside":  # 「残りを元に戻し」: the shuffle next; 「残りを好きな順番でデッキの下に置く」: the bottom
            rest = "bottom" if action.state == "bottom" else "deck"
        return Effect(
            Kind.REVEAL_TOP_TAKE, action.look, action.up_to, clause.optional, if_did, action.filter,
            rebooted=action.state == "rebooted", take=action.count, rest=rest, to=to, destination=other,
            source="deck_bottom" if bottom else "",
        )  # fmt: skip
    source, to = action.source, action.destination
    kind = KIND_OF_MOVE.get((source, to))
    if action.count == 0 and (kind is not None or "|" in source):  # 「すべて」: a move between zones of yours only
        return f"every card of {source} to {to}: only a move between zones"
    if source in FORCE_SOURCES and kind not in (Kind.ZONE_TO_SQUARE, Kind.PLAY_FREE) and not _force_out(action):
        return f"chosen force cards to {to}: only onto squares"
    if "|" in source and all(z in _ZONES_TO_SQUARE for z in source.split("|")) and (to == "square" or to in SQUARES_TO):
        kind = Kind.ZONE_TO_SQUARE  # 「手札かチャージにある、…」: any of the zones, onto squares only
    if "|" in source and to == "play" and all(KIND_OF_MOVE.get((z, to)) is Kind.PLAY_FREE for z in source.split("|")):
        kind = (
            Kind.PLAY_FREE
        )  # 「手札かリソースにある、…コストを支払わずにプレイする」: any of the zones (run.free_plays)
    if action.scope in OWNERS and kind is None:  # the opponent's charge or either's (effects.charge_owners)
        own = move(source, to, action.count, action.up_to, clause.optional, if_did, action.filter)
        return charge_owner_move(action.scope, own)
    if action.scope == "random":  # 「ランダムにN枚選び」: a move between zones of yours only (run.movers.random_move)
        if kind is not None or "|" in source or not readable(source, to) or source not in RANDOM_SOURCES:
            return f"cards of {source} to {to} chosen at random: only a move between zones"
        return replace(move(source, to, action.count, action.up_to, clause.optional, if_did, action.filter,
                            rebooted=action.state == "rebooted"), to="random")  # fmt: skip
    if action.scope == "rebooted":  # 「リソースにあるリブートのカード」 given up or back (run.movers)
        if kind is not None or not readable(source, to) or to not in ("trash", "hand", "deck_bottom", "removed"):
            return f"rebooted resources to {to}: only given up or back to the hand"
        return replace(
            move(source, to, action.count, action.up_to, clause.optional, if_did, action.filter), to="rebooted"
        )
    if action.scope and kind is not Kind.ZONE_TO_SQUARE:  # a cost sum (effects.zone_phrases)
        return f"cards of {source} to {to} by a cost sum or bound: only onto squares"
    if (
        source in GAIN_ONLY_SOURCES
        and to not in GAINING_DESTINATIONS
        and kind not in (Kind.ZONE_TO_SQUARE, Kind.SHIFT_SELF)
    ):
        return f"{source} cards to {to}: the goldfish takes from there only what it gains"
    if kind is None:
        if not readable(source, to):
            return f"no effect kind moves cards from {source} to {to}"
        return move(
            source, to, action.count, action.up_to, clause.optional, if_did, action.filter,
            rebooted=action.state == "rebooted",
        )  # fmt: skip
    effect = Effect(kind, action.count, action.up_to, clause.optional, if_did, action.filter)
    if kind is Kind.SHIFT_SELF:
        effect = replace(effect, source=source)
    if kind is Kind.HAND_REVEAL and source == "dynamis_face_down":
        effect = replace(effect, source="dynamis")  # face-down Dynamis cards shown (run.zones.hand_reveal)
    if action.state:
        effect = replace(effect, rebooted=action.state == "rebooted")
    if kind is Kind.ZONE_TO_SQUARE or (kind is Kind.PLAY_FREE and action.source != "hand"):
        effect = replace(effect, rest=action.source)
    for word in action.scope.split():  # effects.zone_phrases (run.squares)
        if word.startswith("sum<="):  # the chosen cards' costs add up to `take` or less
            effect = replace(effect, take=int(word[len("sum<=") :]))
        elif word.startswith("cost<="):  # each one's cost at most a count made when it resolves
            effect = replace(effect, bound=word[len("cost<=") :])
    if to in SQUARES_TO or to == "play_paid":
        effect = replace(effect, to=SQUARES_TO.get(to, "paid"))
    if kind is Kind.PLACE_LINK:  # one name of several: the policy chooses (effects.links)
        return link_choice(replace(effect, rest=action.state, rebooted=False))
    return effect


def _force_out(action: Move) -> bool:
    """Any of this card's force (no filter) to the trash, the hand or the resources (run.plays.force)."""
    pair = (action.source, action.destination)
    return pair in (("force", "trash"), ("force", "hand"), ("force", "resources")) and action.filter == ANY_CARD


def _on_squares(clause: Clause, action: OnSquares) -> Effect | str:
    """A choice among Z/X on squares as CHOOSE_ZX; 「このカード以外の」 as "others" in its scope (the executor keeps
    the Z/X whose ability it is out of the choice)."""
    return Effect(
        Kind.CHOOSE_ZX, action.count, action.up_to, clause.optional, bool(clause.if_did), action.filter,
        rest=action.what, take=action.amount, to=action.scope, under=action.under,
    )  # fmt: skip
