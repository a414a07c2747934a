"""The state filters of Z/X on squares (issue 28): 「バトル中でない」, 「このターンの間に登場した」, 「ダメージを受けている」,
「攻撃している」, 「フォースを持たない/持つ」, 「ブレイクしている」, 「リブートの/スリープの」, 「パワーN以下の/以上の」, 「コストNの」,
read into words of a CHOOSE_ZX's scope (`Effect.to`) and checked against the game state, for your Z/X (OnSquare) and
the opponent's (OpposingZX). A row here, not a sentence pattern: the object phrases of `lexicon` (yours, either
player's) and `opponent_words` (the opponent's) take any run of them.

What each means in the model:

- "not_in_battle": a Z/X that is neither the attacking Z/X nor the attack target of the battle now (digest, note 9;
  1112.2). An effect resolving in the main phase outside a battle sees none in battle; one set off by an attack
  (602.1e) sees the attacker and its target (`GameAPI.battle`).
- "entered_this_turn": yours entered in this turn of yours (`OnSquare.entered_turn`); the opponent's entered in its
  turn (`OpposingZX.entered`, cleared at the end of that turn): in your turn none of its Z/X has entered.
- "entered_by_ability" (「このターンの間にカードの能力で登場した」): yours entered in this turn of yours by a card's
  ability (`OnSquare.entered_how` in BY_ABILITY); the opponent's never (the modelled opponent has no ability).
- "damaged": damage taken this turn (907.1, 507.6): the opponent's `OpposingZX.damage`; yours take none in the model
  (battle damage goes one way, to the target, 604.3a, and the modelled opponent attacks only you), so never.
- "attacking": the attacking Z/X of the battle now (yours: the opponent's attacks are a schedule of damage, not
  battles of its Z/X); "attacking_you" (「あなたか(プレイヤースクエアにある)ゼクスを攻撃している」): never.
- "no_force" / "force": its force (312) has no card / a card, face up or face down (312.3a); a defender has no card
  and so no force.
- "break" (1019.1: a face-down card in its force, `OnSquare.force_down`, put there by 1019.2 ブレイク): yours as the
  board holds them; a defender has no force, so never.
- "in_battle" (「(現在)バトル中の」, 「(現在)バトルしている」): yours the attacking Z/X of the battle now, the opponent's the
  attack target (the digest's note 9: the two Z/X of a battle); outside a battle none.
- "rebooted" / "slept", "power<=N" / "power>=N" (its power now): as written.
- "power_changed" (「パワーが元々の数値と異なる」): its power now is not its printed one (yours: `power_of` against the
  card's power, auras included; the opponent's: against its power as it entered, `OpposingZX.original`).
- "attack_target" (「このカードが攻撃してダメージを与えたゼクス」, 「バトル中の相手のゼクス」, effects.opponent_words): the
  opponent's Z/X on the target square of the battle now; never yours (the modelled opponent's attacks are no battles).
- "entered_now" (「登場した相手のゼクス」, 「そのゼクス」 of 「相手の…ゼクスが登場する」): the defender whose entering set the
  ability off (`GameAPI.entering_defender`, run.fire_opponent_entered); never yours.
- "#next" (「このカード(がある(スクエア))の隣の(ノーマル)スクエアにある」, 「ノーマルスクエアにある、このカードと隣接している」):
  on a square next to this card's (303.2: orthogonal neighbours of the shared 3×3 board). The square is known only when
  the effect resolves: run.resolve.bound_now turns the word into "next:r,c" (`beside_word`; "next:none" when this card
  is on no square, and then no Z/X is next to it). "next_opponent_player" (「相手のプレイヤースクエアの隣のスクエアにある」):
  next to the opponent's player square (0, 1). "own_area" (「自軍エリアのスクエアにある」): your near row (303.4a).
- "not_shifted" (「シフトしていない」, 202.8): yours with no shift card on it (`OnSquare.shift`); the opponent's always
  (the modelled opponent puts no shift card).
- "attacked" (「攻撃されている」): the attack target of the battle now; never yours (the modelled opponent attacks you,
  never a Z/X of yours).
"""

from __future__ import annotations

import re

from zxdecks.rules.board import OPPONENT_PLAYER_SQUARE, OWN_PLAYER_SQUARE, OnSquare, OpposingZX
from zxdecks.rules.effects.api import GameAPI, Square

# One state, with the 、 that may follow it; the phrases take any run of them (STATES).
STATE = (
    r"(?:(?:現在)?バトル中でない|(?:現在)?バトルしていない|(?:現在)?バトル中の|(?:現在)?バトルしている|このターンの間に(?:カードの能力で)?登場した|ダメージを受けている"
    r"|(?:あなたか(?:プレイヤースクエアにある)?ゼクスを|あなたを)?攻撃している|フォースを持たない|フォースを持つ"
    r"|ブレイクしている|リブートの|スリープの|パワー\d+(?:以下|以上)の|コスト\d+の|パワーが元々の数値と異なる|攻撃されている|シフトしていない)、?"
)
STATES = f"(?:{STATE})*"
_WORDS = re.compile(
    r"(?P<battle>(?:現在)?バトル中でない|(?:現在)?バトルしていない)|(?P<in_battle>(?:現在)?バトル中の|(?:現在)?バトルしている)|(?P<by_ability>このターンの間にカードの能力で登場した)"
    r"|(?P<entered>このターンの間に登場した)"
    r"|(?P<damaged>ダメージを受けている)|(?P<you>(?:あなたか(?:プレイヤースクエアにある)?ゼクスを|あなたを)攻撃している)"
    r"|(?P<attacking>攻撃している)|(?P<no_force>フォースを持たない)|(?P<force>フォースを持つ)|(?P<brk>ブレイクしている)"
    r"|(?P<rebooted>リブートの)|(?P<slept>スリープの)|パワー(?P<power>\d+)(?P<side>以下|以上)の|コスト(?P<cost>\d+)の"
    r"|(?P<changed>パワーが元々の数値と異なる)|(?P<attacked>攻撃されている)|(?P<unshifted>シフトしていない)"
)
_SCOPE_WORD = {
    "battle": "not_in_battle",
    "in_battle": "in_battle",
    "entered": "entered_this_turn",
    "by_ability": "entered_by_ability",
    "damaged": "damaged",
    "you": "attacking_you",
    "attacking": "attacking",
    "no_force": "no_force",
    "force": "force",
    "brk": "break",
    "rebooted": "rebooted",
    "slept": "slept",
    "changed": "power_changed",
    "attacked": "attacked",
    "unshifted": "not_shifted",
}
STATE_WORDS = frozenset(_SCOPE_WORD.values()) - {"rebooted", "slept"}  # checked by own_state_holds
NEXT_TO_THIS, NEXT_TO_OPPONENT_PLAYER = "#next", "next_opponent_player"  # the squares next to one (303.2)
OWN_AREA = "own_area"  # 「自軍エリアのスクエアにある」: your near row (303.4a)
# States no Z/X of yours is ever in, in the model, and none of the opponent's: a choice that needs one chooses
# nothing against any opponent.
NEVER_OWN = frozenset({"damaged", "attacking_you", "attack_target", "entered_now", "attacked"})
NEVER_OPPONENT = frozenset({"attacking", "attacking_you", "break", "force", "entered_by_ability"})
# How a Z/X of yours entered by a card's ability (OnSquare.entered_how; goldfish.moves.enter)
BY_ABILITY = frozenset({"ability", "break", "denei"})


def read_states(text: str) -> tuple[list[str], int | None]:
    """The scope words of the states in `text` (a run of STATES) and the exact cost 「コストNの」 names, if any."""
    words: list[str] = []
    cost = None
    for m in _WORDS.finditer(text):
        kind = m.lastgroup if m.lastgroup not in ("side", "power") else "power"
        if m["power"]:
            words.append(("power<=" if m["side"] == "以下" else "power>=") + m["power"])
        elif m["cost"]:
            cost = int(m["cost"])
        elif kind in _SCOPE_WORD:
            words.append(_SCOPE_WORD[kind])
    return words, cost


def never_chosen(scope: list[str] | str, own: bool) -> bool:
    """Whether a choice of this scope can never take a Z/X of yours (`own`) or of the opponent's in the model."""
    words = set(scope.split() if isinstance(scope, str) else scope)
    return bool(words & (NEVER_OWN if own else NEVER_OPPONENT))


def beside_word(game: GameAPI, unit: OnSquare | None) -> str:
    """The scope word "next:r,c" of the square `unit` (this card) is on now; "next:none" off the squares."""
    square = next((sq for sq, u in game.squares.items() if u is unit), None) if unit is not None else None
    return f"next:{square[0]},{square[1]}" if square is not None else "next:none"


def next_holds(word: str, square: Square | None) -> bool:
    """Whether `square` is next to the one a "next:r,c" or "next_opponent_player" word names (303.2), or in your own
    area ("own_area", 303.4a)."""
    if word == OWN_AREA:
        return square is not None and square[0] == OWN_PLAYER_SQUARE[0]
    if word == NEXT_TO_OPPONENT_PLAYER:
        there: Square | None = OPPONENT_PLAYER_SQUARE
    else:
        place = word.removeprefix("next:")
        there = None if place == "none" else (int(place.split(",")[0]), int(place.split(",")[1]))
    if there is None or square is None:
        return False
    return abs(square[0] - there[0]) + abs(square[1] - there[1]) == 1


def _in_battle(game: GameAPI, unit: OnSquare | None, square: Square | None) -> tuple[bool, bool]:
    """(whether `unit` is the attacking Z/X now, whether the opponent's Z/X on `square` is the attack target now)."""
    battle = game.battle
    if battle is None:
        return False, False
    attacker, target = battle
    return (unit is not None and attacker is unit), (square is not None and target == square)


def own_state_holds(game: GameAPI, unit: OnSquare, scope: list[str]) -> bool:
    """Whether a Z/X of yours is in every state of the scope."""
    for word in scope:
        if word in NEVER_OWN:
            return False
        if (word.startswith("next:") or word in (NEXT_TO_OPPONENT_PLAYER, OWN_AREA)) and not next_holds(
            word, next((sq for sq, u in game.squares.items() if u is unit), None)
        ):
            return False
        if word == "not_in_battle" and _in_battle(game, unit, None)[0]:
            return False
        if word in ("attacking", "in_battle") and not _in_battle(game, unit, None)[0]:
            return False  # yours in a battle: the attacking one (the opponent's attacks are no battles of its Z/X)
        if word == "entered_this_turn" and (game.opponents_turn or unit.entered_turn != game.turn):
            return False
        if word == "entered_by_ability" and (
            game.opponents_turn or unit.entered_turn != game.turn or unit.entered_how not in BY_ABILITY
        ):
            return False
        if word == "no_force" and (unit.force or unit.force_down):
            return False
        if word == "force" and not (unit.force or unit.force_down):
            return False
        if word == "break" and not unit.force_down:
            return False
        if word == "not_shifted" and unit.shift is not None:
            return False
        if not word.startswith("power"):
            continue
        power = game.power_of(unit) or 0  # only for a power word (an aura of states asks the others: no loop)
        if word == "power_changed" and power == (unit.card.power or 0):
            return False
        if word.startswith("power<=") and power > int(word[7:]):
            return False
        if word.startswith("power>=") and power < int(word[7:]):
            return False
    return True


def opponent_state_holds(game: GameAPI, square: Square, unit: OpposingZX, scope: list[str]) -> bool:
    """Whether the opponent's Z/X on `square` is in every state of the scope other than its power and
    rebooted/slept (effects.run.opposing checks those)."""
    for word in scope:
        if word in NEVER_OPPONENT:
            return False
        if (word.startswith("next:") or word in (NEXT_TO_OPPONENT_PLAYER, OWN_AREA)) and not next_holds(word, square):
            return False
        if word == "not_in_battle" and _in_battle(game, None, square)[1]:
            return False
        if word in ("attack_target", "in_battle", "attacked") and not _in_battle(game, None, square)[1]:
            return False
        if word == "entered_now" and unit is not game.entering_defender:
            return False
        if word == "entered_this_turn" and not unit.entered:
            return False
        if word == "damaged" and unit.damage <= 0:
            return False
        if word == "power_changed" and unit.power == unit.original:
            return False
    return True
