"""Handlers of the effects on this card wherever it is, on playing cards without their cost, on a card's force,
on the deck's top cards revealed, on options (「以下の効果から」) and on what may be played this turn."""

from __future__ import annotations

from dataclasses import replace

from zxdecks.rules.board import ATTACKERS_ON_SQUARES, SQUARE_TYPES
from zxdecks.rules.cards import CardFacts, CardType
from zxdecks.rules.effects.api import Choice, GameAPI
from zxdecks.rules.effects.language import (
    ABILITIES_OF,
    ALL_ABILITIES_OF,
    ENTERED,
    NO_IGOB,
    NO_RESOURCE_REBOOT,
    PLAYED,
    THIS_ABILITY,
    WHOLE,
    Ability,
    CardScript,
    Effect,
    Kind,
    useful,
)
from zxdecks.rules.effects.run.arrivals import (
    became_force,
    from_deck_to_trash,
    placed_in_resources,
    returned_to_hand,
    trash_from_deck,
)
from zxdecks.rules.effects.run.breaks import can_break
from zxdecks.rules.effects.run.choices import choice_gains
from zxdecks.rules.effects.run.conditions import conditions_hold
from zxdecks.rules.effects.run.each_whole import each_whole
from zxdecks.rules.effects.run.face_up import face_up_gains
from zxdecks.rules.effects.run.opposing import acts_now
from zxdecks.rules.effects.run.resolve import apply
from zxdecks.rules.effects.run.seen import sees
from zxdecks.rules.effects.run.squares import take_self
from zxdecks.rules.effects.run.table import At, cause_of, done, origin_of
from zxdecks.rules.effects.zone_pairs import ALL_OR_NOTHING


def self_to_hand_resource_trash(game: GameAPI, effect: Effect, at: At) -> bool:
    """This card from its square or zone to the hand, the resources or the trash; an Extra card leaving the squares
    goes to the Dynamis instead (911.1), which counts as done."""
    if at.source is None and (at.unit is None or game.squares_holding(at.unit) is None):
        return False
    own = take_self(game, at)
    if own is None:
        return at.source is None
    if effect.destination == "trash":
        game.put(own, "trash")
    elif effect.destination == "hand":
        game.put(own, "hand")
        if at.source is not None and at.source.zone in ("trash", "charge"):
            returned_to_hand(game, own, at.source.zone)
    else:
        placed_in_resources(game, own, effect.rebooted, at)
    return True


def self_to_charge_bottom_remove(game: GameAPI, effect: Effect, at: At) -> bool:
    card = take_self(game, at)
    if card is None:
        return False
    game.put(card, effect.destination)
    if not game.deck:
        game.reload()
    return True


def playable_free(game: GameAPI, card: CardFacts, leaving: str = "") -> bool:
    """Whether the goldfish can play a card without its cost now: not forbidden this turn, a square for a Z/X or an
    Ascension, for an event a read effect that can gain it something now; and its own restrictions allow it."""
    if card.name in game.forbidden_names or not game.may_play(card, leaving):
        return False
    if card.type is CardType.EVENT or card.type is CardType.EV_EX:  # an event extra: by an effect (806.3c)
        return game.has_effect(card)
    return card.type in SQUARE_TYPES and game.has_square(card)


PAID_ZONES = frozenset({"hand", "trash", "removed", "charge", "resource"})  # played for its cost (GameAPI.play_paying)


def play_self(game: GameAPI, effect: Effect, at: At) -> bool:
    source = at.source
    if effect.to == "paid":  # 「このカードをコストを支払ってプレイする」: from its zone for its cost (805)
        return source is not None and source.zone in PAID_ZONES and game.play_paying(source.zone, source.card)
    if source is None or not playable_free(game, source.card, source.zone):
        return False
    if not game.take_card(source.zone, source.card):
        return False
    how = "hand" if source.zone == "hand" else "played"
    return game.play_without_cost(source.card, how, origin_of(source.zone))


def force(game: GameAPI, effect: Effect, at: At) -> bool:
    """This card's force (312): trash, charge or deck cards put under it face up (none when its own text forbids force by a
    card's ability), or its force put into the trash (「裏向きのフォース」: its face-down cards only, else any of it,
    312.3b); the policy chooses which, and the cards put are kept for 「置いたフォース」 (1010.2a)."""
    unit = at.unit
    if unit is None or game.squares_holding(unit) is None:
        return False
    n = effect.n
    if effect.source in ("force", "force_down"):
        up = [] if effect.source == "force_down" else list(unit.force or ())
        held = [*up, *(unit.force_down or ())]
        unit.force_put = ()  # this instruction's, even when it puts none
        if len(held) < n and not effect.up_to:
            return False
        order = game.choose(Choice.FORCE_OUT, held, list(range(len(held))), n)
        put = tuple(held[i] for i in order)
        face_up = [c for i, c in enumerate(up) if i not in order]
        face_down = [c for i, c in enumerate(held[len(up) :], len(up)) if i not in order]
        if effect.source == "force":
            unit.force = face_up or None
        unit.force_down = face_down or None  # 1019.1a: no face-down card left, no longer broken
        for card in put:  # into the trash, the hand or the resources (slept unless it says rebooted)
            if effect.destination == "resources":
                placed_in_resources(game, card, effect.rebooted, at)
            else:
                game.put(card, "hand" if effect.destination == "hand" else "trash")
        unit.force_put = put
        return done(effect, len(order), bool(order))
    script = game.scripts.get(unit.card.number)
    if script is not None and any(st.kind == "no_force" for st in script.statics):
        return False
    added: list[CardFacts] = []
    for _ in range(n):
        if effect.source == "deck_top":
            top = game.take_top()
            if top is None:
                break
            added.append(top)
            continue
        zone = effect.source if effect.source in ("hand", "charge") else "trash"  # hand cards: the ones needed least
        cards = game.hand if zone == "hand" else game.charge if zone == "charge" else game.trash
        candidates = [i for i, c in enumerate(cards) if sees(game, effect.filter, c, zone)]  # 「トラッシュにある[X]を」
        choice = Choice.DISCARD if zone == "hand" else Choice.FORCE_IN
        chosen = game.choose(choice, cards, candidates, 1) if candidates else []
        if not chosen:
            break
        added.append(game.take(zone, chosen[0]))
    if added:
        unit.force = [*(unit.force or []), *added]
        became_force(game, unit, added)  # 312: 「このカードがフォースになる」
    if not game.deck:
        game.reload()
    return done(effect, len(added), bool(added))


def _takes_force(game: GameAPI, at: At) -> bool:
    """Whether this card is a unit on a square that may take force by a card's ability (its own text may forbid it)."""
    unit = at.unit
    if unit is None or game.squares_holding(unit) is None:
        return False
    script = game.scripts.get(unit.card.number)
    return script is None or not any(st.kind == "no_force" for st in script.statics)


def reveal_take(game: GameAPI, effect: Effect, at: At) -> bool:
    """The top n cards (the whole deck for n 0): up to `take` matching ones, as the policy chooses, to the hand, onto
    empty normal squares (a Z/X, without being played), to the resources, trash or charge; the rest back on top, at
    the bottom, into the trash, the remove zone, the charge or the resources (slept), or shuffled back (804.3e). The rest is placed before the chosen cards arrive, so what
    their arrival sets off sees the deck as the effect left it (808.2)."""
    to = effect.to
    flt = effect.filter
    room = len(game.empty_normal_squares()) if to == "square" else effect.take
    if to == "force" and not _takes_force(game, at):
        room = 0  # 「表向きでこのカードのフォースにし」: none when this card is off the squares or takes no force
    if to == "square":
        flt = replace(flt, types=flt.types or ATTACKERS_ON_SQUARES)
    looked = game.reveal(effect.n) if effect.source != "deck_bottom" else _bottom(game, effect.n)
    chosen: list[CardFacts] = []
    while len(chosen) < min(effect.take, room):
        candidates = [  # revealed cards stay in the deck zone until they move (1006): as seen there
            i
            for i, c in enumerate(looked)
            if sees(game, flt, c, "deck")
            and (to != "square" or game.may_enter(c))
            and (to != "play_if" or playable_free(game, c, "deck"))  # 「そのカードをコストを支払わずにプレイしてよい」
        ]
        pick = _pick(game, effect, looked, candidates)
        if not pick:
            break
        chosen.append(looked.pop(pick[0]))
    then = effect.options[0][0] if effect.options else None  # 「残りの中からN枚選び、…」: a second choice
    picked: list[CardFacts] = []
    while then is not None and len(picked) < then.take:
        candidates = [i for i, c in enumerate(looked) if sees(game, then.filter, c, "deck")]
        pick = game.choose(Choice.TAKE, looked, candidates, 1) if candidates else []
        if not pick:
            break
        picked.append(looked.pop(pick[0]))
    rest = len(looked)
    if effect.rest == "top":
        if effect.ordered and len(looked) > 1:  # 「好きな順番で」: the policy's order, the first on top
            looked = [looked[i] for i in game.choose(Choice.TOP_ORDER, looked, list(range(len(looked))), len(looked))]
        for card in reversed(looked):
            game.put(card, "deck_top")
    elif effect.rest == "trash":
        for card in looked:
            trash_from_deck(game, card)
    elif effect.rest in ("removed", "charge"):
        for card in looked:
            game.put(card, effect.rest, settle=False)
    elif effect.rest == "resources":  # slept (「残りをリソースにスリープで置く」)
        for card in looked:
            placed_in_resources(game, card, False, at)
    elif effect.rest == "hand":  # 「登場させなかったならば、そのカードを手札に加える」
        for card in looked:
            game.put(card, "hand")
    elif effect.rest == "force" and at.unit is not None and looked and _takes_force(game, at):  # face up under it
        at.unit.force = [*(at.unit.force or []), *looked]
        became_force(game, at.unit, looked)
    elif effect.rest == "force":  # this card off its square or taking no force: the card stays on top
        for card in reversed(looked):
            game.put(card, "deck_top")
    else:
        for card in looked:
            game.put(card, "deck_bottom")
        if effect.rest == "shuffle":
            game.shuffle()
    if effect.to in ("play", "play_if"):  # 「残りを元に戻し、シャッフルし、選んだカードをコストを支払わずにプレイする」
        played = play_aside(game, chosen)
        return done(effect, played, played > 0)
    for card in chosen:
        to = effect.to
        if effect.destination and not to and not game.choose(Choice.TAKE, [card], [0], 1):
            to = effect.destination  # 「手札に加えるか<B>」: a card the policy does not take goes to B
        if (
            to == "square"
            and effect.destination == "square"
            and not (game.empty_normal_squares() and game.may_enter(card))
        ):
            to = ""  # 「手札に加えるか…登場させる」: a card that cannot enter goes to the hand, the other place
        if to == "square":
            squares = game.empty_normal_squares()
            if squares:
                game.enter(card, "ability", squares[0], effect.rebooted, by=cause_of(at), origin="deck")
            else:
                game.put(card, "trash")  # 806.3a: a card that cannot enter goes to the trash
                from_deck_to_trash(game, card)  # from the deck looked at (1106)
        elif to == "resource":
            placed_in_resources(game, card, effect.rebooted, at)
        elif to == "trash":
            trash_from_deck(game, card)
        elif to in ("charge", "removed"):
            game.put(card, to)
        elif to == "bottom":
            game.put(card, "deck_bottom")
        elif to == "force" and at.unit is not None and _takes_force(game, at):  # face up under this card (312)
            at.unit.force = [*(at.unit.force or []), card]
            became_force(game, at.unit, [card])
        else:
            game.put(card, "hand")
        if game.defeated or game.won:
            break
    if then is not None and not (game.defeated or game.won):
        for card in picked:
            if then.to == "resource":
                placed_in_resources(game, card, then.rebooted, at)
            elif then.to == "trash":
                trash_from_deck(game, card)
            else:
                game.put(card, then.to or "hand")  # the charge, the remove zone or the hand
    if effect.rest == "charge":
        game.settle()  # 906: the charge limit once the rest has arrived
    if not game.deck:
        game.reload()
    # 「残りを除外する。除外したカード1枚につき」: the rest it put away counted (effects.per_count.counts_rest)
    return done(effect, rest if effect.counts_rest else len(chosen), bool(chosen))


def _bottom(game: GameAPI, n: int) -> list[CardFacts]:
    """The bottom n cards of the deck out to be looked at (「デッキの下からN枚公開し」), the bottom one last."""
    return [game.take("deck", len(game.deck) - 1) for _ in range(min(n, len(game.deck)))][::-1]


def _pick(game: GameAPI, effect: Effect, looked: list[CardFacts], candidates: list[int]) -> list[int]:
    """One card of those looked at to take, or for "bottom" the one wanted on top last (the last of the policy's
    order of the top, Choice.TOP_ORDER); with 「まで」 none of those the policy keeps on top (Choice.KEEP_ON_TOP)."""
    if effect.to == "bottom" and effect.up_to:
        kept = set(game.choose(Choice.KEEP_ON_TOP, looked, candidates, len(candidates)))
        candidates = [i for i in candidates if i not in kept]
    if not candidates:
        return []
    if effect.to == "bottom":
        return game.choose(Choice.TOP_ORDER, looked, candidates, len(candidates))[-1:]
    return game.choose(Choice.TAKE, looked, candidates, 1)


def play_aside(game: GameAPI, cards: list[CardFacts]) -> int:
    """Cards a look at the deck kept aside, each played without its cost (806) once the rest is back; one that cannot
    be played then is not, and goes to the trash (804.2h). How many were played."""
    played = 0
    for card in cards:
        if game.defeated or game.won:
            break
        if playable_free(game, card, "deck"):
            played += game.play_without_cost(card, "played", origin="deck")
        else:
            game.put(card, "trash")
            from_deck_to_trash(game, card)
    return played


def modal(game: GameAPI, effect: Effect, at: At) -> bool:
    """「以下の効果から」: n different options as the policy chooses them, or every option in printed order when n is
    0, `take` times over; each option's effects in order (804.3a)."""
    this = cause_of(at) if at.unit is None else at.unit
    if effect.conditions and not conditions_hold(game, effect.conditions, this):
        return False
    if effect.rest == WHOLE:  # 「それぞれN枚ずつ選び、…てよい」: every option, or none (run.each_whole)
        return each_whole(game, effect, at)
    options = effect.options
    more = effect.more_by if effect.more_if and conditions_hold(game, effect.more_if, this) else 0
    if effect.n:
        options = tuple(options[i] for i in game.choose_options(options, effect.n + more))
    done = False
    for _ in range(max(effect.take, 1) + (more if not effect.n else 0)):
        for option in options:
            did = waited = True
            for inner in option:
                if inner.if_did:
                    waited = waited if inner.same_if_did else did
                    if not waited:
                        continue
                if inner.unless_did and did:  # 「…しなかったならば」: the effect before was done
                    did = False
                    continue
                if inner.conditions and not conditions_hold(game, inner.conditions, this):
                    did = False
                    continue
                did = apply(game, inner, at)
                if game.defeated or game.won:
                    return True
            done = done or did
    return done


def forbid_same_name(game: GameAPI, effect: Effect, at: At) -> bool:
    """No more cards of this card's name played this turn."""
    own = at.unit.card if at.unit is not None else at.source.card if at.source is not None else None
    if own is not None:
        game.forbidden_names.add(own.name)
    return True


def forbid_ability(game: GameAPI, effect: Effect, at: At) -> bool:
    """The activated abilities (or all abilities) of cards named `filter.name_is` (this card's name) not again this
    turn."""
    if effect.rest == "igob":
        game.forbidden_names.add(NO_IGOB)
        return True
    if effect.rest == "resource_reboot":
        game.forbidden_names.add(NO_RESOURCE_REBOOT + ("opponent" if game.opponents_turn else "own"))
        return True
    if effect.rest in ("this", "this_card"):  # until the end of this turn (run.resolve.this_forbidden)
        side = "opponent" if game.opponents_turn else "own"
        # 「この能力」: of this card only (keyed by the unit, as once-a-turn abilities are: Game.used_this_turn)
        mine = f"@{id(at.unit)}" if effect.rest == "this_card" and at.unit is not None else ""
        game.forbidden_names.add(f"{THIS_ABILITY}{side}:{at.ability}{mine}")
        return True
    if effect.rest == "this_game":  # 「ゲーム終了時まで、」: in either player's turns, kept past each turn's end
        keys = frozenset(f"{THIS_ABILITY}{side}:{at.ability}" for side in ("own", "opponent"))
        game.forbidden_for_game |= keys
        game.forbidden_names |= keys
        return True
    own = at.unit.card if at.unit is not None else at.source.card if at.source is not None else None
    name = effect.filter.name_is or (own.name if own is not None else "")
    if name:
        game.forbidden_names.add(ABILITIES_OF + name)
        if effect.rest == "all":
            game.forbidden_names.add(ALL_ABILITIES_OF + name)
    return True


def no_target(game: GameAPI, effect: Effect, at: At) -> bool:
    if game.log_enabled:
        game.note("ability", "804.3", "only the opponent's empty board to choose from: nothing happens")
    return False


def play_allowed(game: GameAPI, script: CardScript, card: CardFacts | None = None, leaving: str = "") -> bool:
    """806.1: whether a card's own restrictions let it be played now from the zone `leaving` (never with 「このカードはプレイできない」 or a
    restriction the reader could not read; not when a card of its name entered this turn and 「あなたの《同名》は
    1ターンに1回しか登場できない」)."""
    if script.play_restriction or not enter_allowed(game, script, card, leaving):
        return False
    if script.plays_once_per_turn and card is not None and PLAYED + card.name in game.forbidden_names:
        return False  # 「《同名》は1ターンに1回しかプレイできない」: one of the name played this turn (a play, not an entry)
    if script.play_only_if and not conditions_hold(game, script.play_only_if, card):
        return False
    return not (script.play_never_if and conditions_hold(game, script.play_never_if, card))


def enter_allowed(game: GameAPI, script: CardScript, card: CardFacts | None = None, leaving: str = "") -> bool:
    """Whether the card's own 「…しか登場できない」 lets it enter a square now, played or put there by an effect from
    the zone `leaving` (「あなたの《同名》は1ターンに1回しか登場できない」; 「…トラッシュにこのカード以外の《同名》がある場合
    にしか登場できない」): it restricts entering (登場), not only playing, so a card an ability puts onto a square obeys
    it too."""
    if script.enters_once_per_turn and card is not None and ENTERED + card.name in game.forbidden_names:
        return False
    if script.enter_never_if and conditions_hold(game, script.enter_never_if, card):
        return False  # 「…場合、このカードは登場できない」
    if script.enter_only_if and not conditions_hold(game, script.enter_only_if, card):
        return False  # 「このカードは…場合にしか登場できない」
    if not script.needs_namesake_in_trash:
        return True
    if card is None:
        return False
    # copies of a card are one value: a card entering from the trash counts itself among the namesakes there
    namesakes = sum(1 for c in game.trash if c.keys & card.keys)
    return namesakes > (1 if leaving == "trash" else 0)


def event_playable(game: GameAPI, ability: Ability, card: CardFacts | None = None) -> bool:
    """Whether playing an event now can gain the goldfish something: its conditions hold and an effect worth having
    can be done, not only after a 「…したならば」 gate that cannot (E13-008 without a ウェイカー in the Dynamis)."""
    if not conditions_hold(game, ability.conditions, card):
        return False
    possible = waited = True
    for effect in ability.effects:
        if effect.if_did:
            waited = waited if effect.same_if_did else possible  # 「…したならば、A、B」: B waits on what A does
            if not waited:
                continue
        if effect.unless_did and possible:  # 「…しなかったならば」: counted only when the effect before cannot be done
            possible = False
            continue
        if effect.conditions and not conditions_hold(game, effect.conditions, card):
            possible = False
            continue
        possible = can_do(game, effect, card)
        if possible and (useful(effect) or choice_gains(game, effect) or face_up_gains(game, effect, card)):
            return True
    return False


# Enum members read on hot paths, as constants: read through the class, each costs the enum metaclass's
# attribute hook (Python 3.11).
_K_BREAK = Kind.BREAK
_K_CHOOSE_ZX = Kind.CHOOSE_ZX
_K_DYNAMIS_FACE_UP = Kind.DYNAMIS_FACE_UP
_K_HAND_REVEAL = Kind.HAND_REVEAL
_K_IGOB = Kind.IGOB
_K_MODAL = Kind.MODAL
_K_MOVE = Kind.MOVE
_K_PAY = Kind.PAY


def can_do(game: GameAPI, effect: Effect, card: CardFacts | None = None) -> bool:
    """Whether an effect can be done now as far as its cards go (for a gate before 「…したならば」); `card` is the
    event being played, which is not among the hand cards it may use."""
    kind, n, flt = effect.kind, effect.n, effect.filter
    if kind is _K_HAND_REVEAL:
        return sum(1 for c in game.hand if c is not card and flt.matches(c)) >= (1 if effect.up_to else n)
    if kind is _K_IGOB:
        return NO_IGOB not in game.forbidden_names and game.can_igob(flt.name_is or flt.name_contains)
    if kind is _K_DYNAMIS_FACE_UP:
        return any(flt.matches(c) for c in game.dynamis)
    if kind is _K_PAY:
        return game.can_pay(n, flt.colors_any or (frozenset({flt.color}) if flt.color else frozenset()))
    if kind is _K_CHOOSE_ZX or kind is _K_MODAL:
        return acts_now(game, effect)  # on the opponent's Z/X: one to choose
    if kind is _K_BREAK:
        return can_break(game, effect)  # 1019.2a: both cards there
    if kind is not _K_MOVE or (effect.source, effect.destination) not in COUNTED_MOVES or effect.up_to:
        return True
    cards = [c for c in getattr(game, effect.source) if c is not card]
    # an optional move is all n or none; a required one is done with one card (102.4) unless 「N枚…したならば」 asks N
    return sum(1 for c in cards if flt.matches(c)) >= (n if effect.optional else effect.done_at or 1)


# Moves that can be done only when their n cards are there (the others are done as far as they go).
COUNTED_MOVES = ALL_OR_NOTHING | {("hand", "resources")}


def igob(game: GameAPI, effect: Effect, at: At) -> bool:
    """1015: your player becomes the Z/X OB whose bottom's name holds the filter's name (nothing when it cannot)."""
    if NO_IGOB in game.forbidden_names:
        return False
    return game.igob(effect.filter.name_is or effect.filter.name_contains)
