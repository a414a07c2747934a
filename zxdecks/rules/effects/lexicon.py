"""The clause grammar's lexicon (issue 28, point 1): the noun phrases of card text — zones and whose they are,
the top of the deck, counts and 「まで」, card filters, this card — and the verb table from a verb phrase to a
parameterised action. A new card shape is a row here, not a whole-sentence pattern."""

from __future__ import annotations

import re
from dataclasses import dataclass, replace

from zxdecks.rules.cards import CardType
from zxdecks.rules.effects.charge_owners import EITHER, GIVEN_UP, OPPONENT
from zxdecks.rules.effects.force_verbs import read_force_phrase
from zxdecks.rules.effects.language import ANY_CARD, SAME_NAME, CardFilter
from zxdecks.rules.effects.links import read_link_phrase
from zxdecks.rules.effects.placed_power import VERBS as PLACED_POWER
from zxdecks.rules.effects.square_moves import MOVE_VERBS, read_self_move
from zxdecks.rules.effects.square_phrases import read_on_squares
from zxdecks.rules.effects.turn_costs import TURN_COST_VERBS
from zxdecks.rules.effects.words import FILTER, filter_of
from zxdecks.rules.effects.zone_phrases import (
    BOUND_SOURCES,
    one_to_as_up_to,
    read_chosen_list,
    read_cost_bound,
    read_every,
    read_revealed_list,
    read_zone_phrase,
)

# A zone as card text names it, and the engine's name for it (301.2).
ZONES = {
    "手札": "hand",
    "トラッシュ": "trash",
    "チャージ": "charge",
    "リソース": "resources",
    "デッキ": "deck",
    "ライフ": "life",
    "リムーブ": "removed",
    "リムーブゾーン": "removed",
    "デュナミス": "dynamis",
}
_ZONE = "|".join(sorted(ZONES, key=len, reverse=True))  # the longest first: 「リムーブゾーン」 before 「リムーブ」


@dataclass(frozen=True, slots=True)
class Phrase:
    """The object of a clause: where the cards are, how many, which; `source` "deck_top" is the top of the deck,
    "deck_bottom" its bottom card, "self" this card."""

    source: str
    count: int = 1
    up_to: bool = False
    filter: CardFilter = ANY_CARD
    look: int = 0  # "revealed": how many top cards were looked at first (0: the whole deck)
    scope: str = ""  # "squares": "normal" (normal squares only), "rebooted" / "slept", "others" (このカード以外の),
    # "own" (「あなたの」: yours only; without it either player's)


# 「あなたの手札にある[ドラゴン]を2枚まで選び、」「あなたのトラッシュを1枚選び、」「あなたのデッキから…を1枚選び、」
_CHOSEN = re.compile(
    r"^(?:(?:「(?P<not>[^」]+)」|(?P<same>《同名》))以外の)?(?P<yours>あなたの)?(?P<zone>"
    + _ZONE
    + r")(?:にある|から)?(?P<same2>《同名》以外の)?(?:「(?P<exact>[^」]+)」|(?P<same_is>《同名》)|"
    + FILTER
    + r")?を?(?P<random>ランダムに)?(?:(?P<n>\d+)枚(?P<upto>まで)?|(?P<any>好きな枚数))"
    r"(?:選び、?)?"  # a payment says 「あなたの手札を1枚トラッシュに置く」
)
# 「あなたのリソースにある(カード名に「X」を含む)リブートのカードを1枚選び、」: the words without 「リブートの」, then the state
_DYNAMIS_SHIFT = re.compile(r"^あなたのデュナミスにある[^、。]*?(?P<w>シフト)を")
_REBOOTED = re.compile(r"^(あなたのリソースにある[^、。]*?)リブートの(?=カード|ゼクス)")
# 「あなたのデッキの上から3枚を」「あなたのデッキの1番上のカードを」
_TOP = re.compile(
    r"^(?:あなたの)?デッキの(?:上から(?P<n>\d+)枚(?P<upto>まで)?(?:のカード|カード)?|1番上(?:のカード)?)を?"
)
_SELF = re.compile(r"^このカードを")
# 「あなたのデッキの1番下を」「デッキの1番下のカードを」: the bottom card of the deck
_BOTTOM = re.compile(r"^(?:あなたの)?デッキの1番下(?:のカード)?を")
# 「あなたのデッキの上から5枚公開し、その中にある…を1枚まで選び、」 (「デッキを見て」: the whole deck; 「3枚まで公開し」: the
# goldfish reveals all 3, as many as it may); 「残りを」
_REVEALED = re.compile(
    r"^(?:あなたの)?デッキ(?:の(?P<bottom>下|上)から(?P<look>\d+)枚(?:まで)?(?:公開し|見て)|を見て)、"
    r"(?:(?P<same0>《同名》)以外の|「(?P<not>[^」]+)」以外の)?その中(?:にある|から)(?P<same>《同名》以外の)?(?:"
    r"「(?P<exact>[^」]+)」|" + FILTER + r")?を?"
    r"(?:(?P<n>\d+)枚(?P<upto>まで)?|(?P<any>好きな枚数))(?:選び、(?:公開し、)?|(?=表向きでこのカードのフォースに|フォースとしてこのカードの下に表向きで置))"
)  # 「…を1枚まで表向きでこのカードのフォースにし、」: the verb says the choice (the cards to this card's force)
# 「ノーマルスクエアにある相手のコスト3以下のゼクスを1枚まで選び、」「スクエアにあるすべての相手のゼクスに」: only the
# opponent's Z/X or Ascensions, none on a goldfish opponent's empty board
_OPPONENT_SQUARES = re.compile(
    r"^(?:ノーマル|プレイヤー)?スクエアにある(?:すべての)?相手の[^。、あ]*?(?:ゼクス|アセンション|\[[^\]]+\])"
    r"(?:を\d+枚(?:まで)?選び、|に)"
)  # 「相手の[ドラゴン]を」: a race no defender has (it has no card) chooses nothing too
# 「相手は自分の手札にあるカードを1枚選び、」「相手のチャージにあるカードを1枚選び、」「相手のトラッシュにあるゼクスを1枚選び、」:
# a goldfish opponent has no hand and keeps no charge or trash card by card (it only puts a card into its resources
# each turn; goldfish.opposing.OPPONENT_ZONES), so nothing is chosen (NO_TARGET)
_OPPONENT_HAND = re.compile(
    r"^(?:(?:相手は自分の手札|相手のチャージ)(?:にあるカード)?を\d+枚(?:まで)?選び、|相手のリソース(?:にあるカード)?を\d+枚(?:まで)?選び、(?=スリープ)"
    r"|相手のトラッシュ(?:にある[^。、を]*)?を\d+枚(?:まで)?選び、"
    r"|相手は自分の手札(?:にあるカード)?をすべて公開し、(?:あなた|相手)はその中(?:から|にある(?:カード)?を)\d+枚選び、"
    r"(?:相手は)?(?:選ばれた|選ばれなかった)カードを|相手は自分の手札にあるすべてのカードを"
    r"|相手のデッキの(?:1番上|上から\d+枚)(?:のカード)?を|相手のデッキの上から\d+枚(?=トラッシュに置)"
    r"|相手のリソース(?:をすべて|すべてを)(?=スリープ))"
)  # its resources only slept (their count is kept, and the conditions read it), its deck's top cards (not kept)
# 「あなたと相手は自分の手札にあるカードを1枚選び、」: your hand cards (the opponent's half chooses nothing)
_BOTH_HANDS = re.compile(r"^あなたと相手は自分の手札(?:にあるカード)?を(?P<n>\d+)枚選び、")
# 「「異形の落とし仔」トークンを1枚」: tokens made by the effect (onto squares only: the verb says where)
_TOKENS = re.compile(r"^「(?P<name>[^」]+)」トークンを(?P<n>\d+)枚(?P<upto>まで)?")
# 「あなたのライフを見て、その中にあるカードを1枚選び、」: your life cards looked at, some taken
_LIFE_LOOKED = re.compile(
    r"^(?:あなたの)?ライフを見て、その中(?:にある|から)(?:" + FILTER + r")?を?(?P<n>\d+)枚(?P<upto>まで)?選び、"
)
# 「あなたのプレイヤーはIGOBして、「X」になる」「…、カード名に「X」を含むゼクスになる」 (1015): the verb is 「なる」
_PLAYER_BECOMES = re.compile(
    r"^あなたのプレイヤーはIGOBして、(?:「(?P<exact>[^」]+)」"
    r"|カード名に(?:「(?P<part>[^」]+)」|《プレイヤー指定:≪(?P<player>[^≫]+)≫》)を含むゼクス)に"
)
_LOST_QUOTE = re.compile(r"[\s●]")
# 「選んだカードを」: the cards a look at the deck chose and kept aside while the rest went back (grammar_effects)
_SET_ASIDE = "選んだカードを"
_REST = re.compile(r"^(?:(?:公開した|見た)?残り(?:のカード)?|それ以外(?:のカード)?)を(?:好きな順番で)?")
# 「…その中から1枚選び、手札に加え、残りの中から1枚選び、チャージに置き、それ以外を…」: a second choice among the cards
# looked at that the first left (source "rest_pick", grammar_effects joins it to the look before)
_REST_PICK = re.compile(
    r"^(?:公開した)?残り(?:のカード)?の中から(?:"
    + FILTER
    + r")?を?(?:(?P<n>\d+)枚(?P<upto>まで)?|(?P<any>好きな枚数))選び、"
)


# 「ゲームから除外されているあなたのコスト3以下のゼクスを1枚選び、」: cards of your remove zone
_OPPONENT_CHARGE = re.compile(r"^相手のチャージ(?:にあるカード)?を(?P<n>\d+)枚(?P<upto>まで)?選び、")


def _gives_up(verb: str) -> bool:
    """Whether the verb phrase after chosen charge cards gives them up (effects.charge_owners.GIVEN_UP)."""
    read = read_verb(verb)
    return read is not None and read[0].destination in GIVEN_UP


_REMOVED_CHOSEN = re.compile(r"^ゲームから除外されているあなたの(?:" + FILTER + r")を(?P<n>\d+)枚(?P<upto>まで)?選び、")

# 「あなたのデュナミスにある表向きの「X」を1枚まで選び、」: face-up cards of your Dynamis
_FACE_UP_CHOSEN = re.compile(
    r"^あなたのデュナミスにある表向きの(?:「(?P<exact>[^」]+)」|" + FILTER + r")を(?P<n>\d+)枚(?P<upto>まで)?選び、"
)


def read_phrase(clause: str) -> tuple[Phrase, str] | None:
    """The object phrase at the start of a clause and the verb phrase after it, or None when there is none."""
    bound = read_cost_bound(clause)  # 「あなたのリソースの枚数以下のコストの、」 (effects.zone_phrases)
    inner = read_phrase(bound[1]) if bound is not None else None
    if bound is not None and inner is not None and set(inner[0].source.split("|")) <= BOUND_SOURCES:
        return replace(inner[0], scope=f"{inner[0].scope} {bound[0]}".strip()), inner[1]  # else: force (force_verbs)
    clause = one_to_as_up_to(clause)
    listed = read_chosen_list(clause) or read_every(clause)
    if listed is not None:
        return Phrase(ZONES[listed[0]], listed[1], listed[2], listed[3]), listed[4]
    m = _REMOVED_CHOSEN.match(clause) or _FACE_UP_CHOSEN.match(clause)
    if m:
        source = "removed" if m.re is _REMOVED_CHOSEN else "dynamis_face_up"
        if clause[m.end() :].startswith("裏向きに"):  # any Dynamis card turned face down is a face-up one
            source = "dynamis"
        flt = filter_of(m.groupdict(), m.group(0))
        return Phrase(source, int(m["n"]), bool(m["upto"]), flt), clause[m.end() :]
    shift = _DYNAMIS_SHIFT.match(clause)  # 「あなたのデュナミスにある(表向きの)<filter>シフトを」: shift cards (202.8)
    if shift is not None:
        read = read_phrase(clause[: shift.start("w")] + "カード" + clause[shift.end("w") :])
        if read is None or not read[0].source.startswith("dynamis"):
            return None
        return replace(read[0], filter=replace(read[0].filter, types=frozenset({CardType.SHIFT}))), read[1]
    rebooted = _REBOOTED.match(clause)  # 「あなたのリソースにある(<filter>)リブートのカードを」: rebooted ones only
    if rebooted is not None:
        read = read_phrase(rebooted[1] + clause[rebooted.end() :])
        return (replace(read[0], scope="rebooted"), read[1]) if read and read[0].source == "resources" else None
    m = _CHOSEN.match(clause)
    if m:
        zone = ZONES[m["zone"]]
        source = "deck" if zone == "deck" else zone
        not_name = SAME_NAME if m["same"] or m["same2"] else m["not"] or ""  # 《同名》: this card's (run.resolve)
        flt = replace(filter_of(m.groupdict(), m.group(0)), name_not=not_name)
        flt = replace(flt, name_is=SAME_NAME) if m["same_is"] else flt  # 「あなたのトラッシュにある《同名》を」
        phrase = Phrase(
            source, int(m["n"] or 99), bool(m["upto"] or m["any"]), flt
        )  # 「好きな枚数」: as many as wanted
        if m["random"]:  # 「ランダムにN枚選び」: drawn at random, no choice (run.movers.random_move)
            if m["any"] or not m["n"]:
                return None
            phrase = replace(phrase, scope="random")
        elif zone == "charge" and not m["yours"] and "選び" in m[0] and _gives_up(clause[m.end() :]):
            phrase = replace(phrase, scope=EITHER)  # no owner: either's (effects.charge_owners); a payment is yours
        return phrase, clause[m.end() :]
    force = read_force_phrase(clause)  # force cards (effects.force_verbs)
    if force is not None:
        return Phrase(force[0], force[1], force[2], force[3]), force[4]
    moved = read_self_move(clause)  # this card to another square (effects.square_moves)
    if moved is not None:
        return Phrase("squares", scope=moved[0]), moved[1]
    m = _SELF.match(clause)
    if m:
        return Phrase("self"), clause[m.end() :]
    m = _TOKENS.match(clause)
    if m:
        return Phrase("token", int(m["n"]), bool(m["upto"]), CardFilter(name_is=m["name"])), clause[m.end() :]
    zones = read_zone_phrase(clause)  # several zones, a cost sum, the Dynamis by face (effects.zone_phrases)
    if zones is not None:
        return Phrase(zones[0], zones[1], zones[2], zones[3], scope=zones[4]), zones[5]
    link = read_link_phrase(clause)
    if link is not None:
        return Phrase(link[0], link[1], link[2], link[3]), link[4]
    m = _REVEALED.match(clause)
    if m:
        count = 99 if m["any"] else int(m["n"])
        not_name = SAME_NAME if m["same"] or m["same0"] else m["not"] or ""  # 「「X」以外のその中にある」
        flt = replace(filter_of(m.groupdict(), m.group(0)), name_not=not_name)
        source = "revealed_bottom" if m["bottom"] == "下" else "revealed"  # 「デッキの下からN枚公開し」: the bottom N
        return Phrase(source, count, bool(m["upto"] or m["any"]), flt, int(m["look"] or 0)), clause[m.end() :]
    revealed = read_revealed_list(
        clause
    )  # 「…公開し、その中にある<A>か<B>を(合計)N枚まで選び、」 (effects.zone_phrases)
    if revealed is not None:
        return Phrase("revealed", revealed[1], revealed[2], revealed[3], revealed[0]), revealed[4]
    m = _TOP.match(clause)
    if m:
        return Phrase("deck_top", int(m["n"] or 1), bool(m["upto"])), clause[m.end() :]
    m = _BOTTOM.match(clause)
    if m:
        return Phrase("deck_bottom"), clause[m.end() :]  # the bottom card (zone_pairs: ("deck_bottom", "trash"))
    on_squares = _on_squares(clause)
    if on_squares is not None:
        return on_squares
    m = _LIFE_LOOKED.match(clause)
    if m:
        flt = filter_of(m.groupdict(), m.group(0))
        return Phrase("life", int(m["n"]), bool(m["upto"]), flt), clause[m.end() :]
    m = _BOTH_HANDS.match(clause)
    if m:
        return Phrase("hand", int(m["n"])), clause[m.end() :]
    m = _OPPONENT_CHARGE.match(clause)  # a count lowered (effects.charge_owners); else NO_TARGET as the hand's
    if m and _gives_up(clause[m.end() :]):
        return Phrase("charge", int(m["n"]), bool(m["upto"]), scope=OPPONENT), clause[m.end() :]
    m = _OPPONENT_SQUARES.match(clause) or _OPPONENT_HAND.match(clause)
    if m:
        return Phrase("opponent_squares", 0), clause[m.end() :]
    m = _PLAYER_BECOMES.match(clause)
    if m:
        # the official text spells the name “歌仙誓装”蝶ヶ崎ほのめ as 「●歌仙誓装蝶ヶ崎ほのめ」 (its quotes lost), and
        # a name printed across lines with a ● and a line break for each lost quote: no Z/X OB name holds either
        exact = _LOST_QUOTE.sub("", m["exact"] or "")
        flt = CardFilter(name_is=exact, name_contains=m["part"] or m["player"] or "")
        return Phrase("player", filter=flt), clause[m.end() :]
    m = _REST_PICK.match(clause)
    if m:
        count, upto = (99, True) if m["any"] else (int(m["n"]), bool(m["upto"]))
        return Phrase("rest_pick", count, upto, filter_of(m.groupdict(), m.group(0))), clause[m.end() :]
    m = _REST.match(clause)
    if m:
        return Phrase("rest", 0), clause[m.end() :]  # all the others
    if clause.startswith(_SET_ASIDE):  # the cards a look set aside (「…選び、残りを元に戻し、シャッフルし、」)
        return Phrase("aside", 0), clause[len(_SET_ASIDE) :]
    return None


def _on_squares(clause: str) -> tuple[Phrase, str] | None:
    """Z/X on squares (effects.square_phrases) as the phrase of source "squares", and the words after it."""
    read = read_on_squares(clause)
    return None if read is None else (Phrase("squares", read[0], read[1], read[2], scope=read[3]), read[4])


@dataclass(frozen=True, slots=True)
class Verb:
    """A verb phrase of the table: what happens to the cards of the phrase (a move to `destination`, in `state`)."""

    destination: str
    state: str = ""


# The verb table: a verb phrase (its stem; the endings are peeled off before) to the move it makes.
VERBS: dict[str, Verb] = {
    "トラッシュに置": Verb("trash"),
    "チャージに置": Verb("charge"),
    "あなたのチャージに置": Verb("charge"),  # 「あなたの手札にある[X]を1枚選び、あなたのチャージに置いてよい」
    "手札に加え": Verb("hand"),
    "手札に戻": Verb("hand"),
    "公開し、手札に加え": Verb("hand"),
    # hand cards shown, then put into the deck (a payment's 804.4c: what is paid from the hand is shown anyway)
    "公開し、デッキの1番下に置": Verb("deck_bottom"),
    "公開し、デッキの1番上に置": Verb("deck_top"),
    "公開し、好きな順番でデッキの下に置": Verb("deck_bottom"),
    "公開し、デッキに戻": Verb("deck"),  # into the deck: a shuffle must follow (grammar_effects)
    "リソースにスリープで置": Verb("resources", "slept"),
    "リソースにリブートで置": Verb("resources", "rebooted"),
    "デッキの下に置": Verb("deck_bottom"),
    "デッキの1番下に置": Verb("deck_bottom"),
    # the third card from the top (the second from the bottom of a deck of one: the bottom)
    "デッキの1番上から3番目に戻": Verb("deck_third"),
    "デッキの1番上から3番目に置": Verb("deck_third"),
    "デッキの上に置": Verb("deck_top"),
    "デッキの上に戻": Verb("deck_top"),
    "デッキの下に好きな順番で置": Verb("deck_bottom"),
    "好きな順番でデッキの下に置": Verb("deck_bottom"),
    "好きな順番でデッキの上に置": Verb("deck_top"),
    "好きな順番でデッキの上に戻": Verb("deck_top"),
    "デッキの1番上に置": Verb("deck_top"),
    "デッキに戻": Verb("deck"),  # into the deck: a shuffle must follow (grammar_effects)
    "元に戻": Verb("deck"),  # back into the deck (a shuffle follows)
    "除外": Verb("removed"),
    "ゲームから除外": Verb("removed"),
    "ライフに置": Verb("life"),
    "ライフに裏向きで置": Verb("life"),  # a life card is always face down (307): the same place
    "リブートでゼクスのないノーマルスクエアに登場させ": Verb("square", "rebooted"),
    "スリープでゼクスのないノーマルスクエアに登場させ": Verb("square", "slept"),
    # your player square (303.3a), or any square but the opponent's player square (806.1a)
    "リブートでゼクスのないあなたのプレイヤースクエアに登場させ": Verb("player_square", "rebooted"),
    "スリープでゼクスのないあなたのプレイヤースクエアに登場させ": Verb("player_square", "slept"),
    "リブートで相手のプレイヤースクエア以外のゼクスのないスクエアに登場させ": Verb("any_square", "rebooted"),
    "スリープで相手のプレイヤースクエア以外のゼクスのないスクエアに登場させ": Verb("any_square", "slept"),
    # 「ゼクスとアセンションのない」: a square holding no unit at all, as 「ゼクスのない」 is to the engine (806.1a)
    "リブートでゼクスとアセンションのないあなたのプレイヤースクエアに登場させ": Verb("player_square", "rebooted"),
    "スリープでゼクスとアセンションのないあなたのプレイヤースクエアに登場させ": Verb("player_square", "slept"),
    # 「持ち主の」: the owner's deck; the goldfish opponent keeps no trash or charge, so the cards are yours
    "持ち主のデッキに戻": Verb("deck"),
    "持ち主のデッキの1番下に置": Verb("deck_bottom"),
    "好きな順番で持ち主のデッキの下に置": Verb("deck_bottom"),
    "好きな順番で持ち主のデッキの上に戻": Verb("deck_top"),
    # this card's force (312), face up: from the trash only (zone_pairs: ("trash", "force"))
    "フォースとしてこのカードの下に表向きで置": Verb("force"),
    "表向きでこのカードのフォースに": Verb("force"),
    "スクエアに置": Verb("link_square"),  # links (effects.links)
    "あなたのリンクのないスクエアに置": Verb("link_square", "free"),
    "コストを支払わずにプレイ": Verb("play"),  # 806 without the cost
    "コストを支払ってプレイ": Verb("play_paid"),  # 806 with the cost (805), paid from the rebooted resources
    "このカードにシフト": Verb("shift_self"),  # 1016.1: a shift of the Dynamis onto this card (its 剣臨器 naming it)
    "残りを元に戻": Verb("aside"),  # 「その中にある…を選び、残りを元に戻し」: the chosen kept aside, the rest back
    "残りを好きな順番でデッキの下に置": Verb("aside", "bottom"),  # …, the rest to the bottom
    "リブート": Verb("reboot"),  # in place: the chosen resources rebooted
    "表向きに": Verb("face_up"),
    "裏向きに": Verb("face_down"),  # chosen face-up Dynamis cards turned face down
    "デュナミスに表向きで置": Verb("dynamis_face_up"),
    "なる": Verb("igob"),
    "公開": Verb("reveal"),  # hand cards shown, kept in the hand  # only after 「あなたのプレイヤーはIGOBして、…に」
    "スリープ": Verb(
        "sleep"
    ),  # in place: the chosen resources slept  # in place: the chosen face-down Dynamis cards turned face up
}
# The square this card left, or the one the Z/X the ability took away left (effects.left_squares, run.squares)
_LEFT_BY = {"このカード": "left_self_square"} | dict.fromkeys(
    ("そのカード", "そのゼクス", "破壊したゼクス", "リソースに置いたゼクス", "トラッシュに置いたゼクス"),
    "left_that_square",
)
VERBS |= {
    f"{state}で{who}があったゼクスのないスクエアに登場させ": Verb(
        where, {"リブート": "rebooted", "スリープ": "slept"}[state]
    )
    for who, where in _LEFT_BY.items()
    for state in ("リブート", "スリープ")
}
VERBS |= {  # an empty normal square next to this card's (303.2a)
    f"{state}で{where}の隣のゼクスのないノーマルスクエアに登場させ": Verb(
        "next_self_square", {"リブート": "rebooted", "スリープ": "slept"}[state]
    )
    for where in ("このカード", "このカードがあるスクエア")
    for state in ("リブート", "スリープ")
}
# A verb's endings: plain (る, く, す, する), continuative (き, し, え, and the bare stem of する verbs), 「てよい」.
_ENDING = re.compile(r"(?:する|してよい|いてよい|てよい|く|き|す|し|る|え)?$")


def read_verb(words: str) -> tuple[Verb, bool] | None:
    """The verb of the verb table that `words` is (with any ending) and whether it says 「てよい」, or None."""
    optional = words.endswith("よい")
    for stem in sorted(VERBS, key=len, reverse=True):
        if words.startswith(stem) and _ENDING.fullmatch(words[len(stem) :]):
            return VERBS[stem], optional
    return None


# What befalls chosen Z/X on squares (effects.run.squares.choose_zx), each verb with its endings; "power" and
# "damage" with their amount.
SQUARE_VERBS: tuple[tuple[re.Pattern[str], str], ...] = (
    (re.compile(r"^破壊(?:する|し|してよい)$"), "destroy"),
    (re.compile(r"^手札に戻(?:す|し|してよい)$"), "hand"),
    (re.compile(r"^デッキに戻(?:す|し)$"), "deck"),  # into its owner's deck: a shuffle must follow (grammar_effects)
    (re.compile(r"^リソースにスリープで置(?:く|き|いてよい)$"), "resource"),
    (re.compile(r"^デッキの(?:1番)?下に置(?:く|き|いてよい)$"), "bottom"),
    (re.compile(r"^デッキの1番上から3番目に戻(?:す|し|してよい)$"), "deck_third"),
    (re.compile(r"^(?:ゲームから)?除外(?:する|し|してよい)$"), "remove"),
    (re.compile(r"^トラッシュに置(?:く|き|いてよい)$"), "trash"),
    (re.compile(r"^チャージに置(?:く|き|いてよい)$"), "charge"),  # its owner's charge, not destroyed (1008.3)
    (re.compile(r"^デッキの1番上に置(?:く|き|いてよい)$"), "top"),  # its owner's deck
    # until the end of the opponent's next turn: a power matters in your battles only, so it is this turn's here
    (
        re.compile(r"^(?:(?:次の相手のターンの)?ターン終了時まで、)?パワーを(?P<n>[+-]\d+)(?:する|し|してよい)$"),
        "power",
    ),
    (re.compile(r"^(?P<n>\d+)ダメージを与え(?:る|てよい)?$"), "damage"),
    # shared out among the chosen (「好きな枚数」「N枚まで」): the opponent's only (the goldfish declines its own)
    (re.compile(r"^(?P<n>\d+)ダメージを割り振って与え(?:る|てよい)?$"), "split"),
    (re.compile(r"^リブート(?:する|し|してよい)$"), "reboot"),
    (re.compile(r"^スリープ(?:する|し|してよい)$"), "sleep"),
    # a granted 「≪常≫レンジN」 (reader.split_abilities), until the end of this turn or the opponent's next: either
    # way it lasts through the attacks of this turn and no later one of yours
    (re.compile(r"^(?:次の相手のターンの)?ターン終了時まで、≪レンジ(?P<n>\d|∞)≫を与え(?:る|てよい)$"), "range"),
    # a granted 「≪常≫絶界」 (reader.split_abilities): until the end of this turn or through the opponent's next
    (re.compile(r"^ターン終了時まで、≪絶界≫を与え(?:る|てよい)?$"), "zekkai"),
    (re.compile(r"^次の相手のターンのターン終了時まで、≪絶界≫を与え(?:る|てよい)?$"), "zekkai_next"),
    *MOVE_VERBS,  # to another square (effects.square_moves)
    # a power raised and 絶界 granted together: "power" with the grant as a word of the scope (run.squares.choose_zx)
    (re.compile(r"^ターン終了時まで、パワーを\+(?P<n>\d+)し、≪絶界≫を与え(?:る|てよい)?$"), "power+zekkai"),
    (
        re.compile(r"^次の相手のターンのターン終了時まで、パワーを\+(?P<n>\d+)し、≪絶界≫を与え(?:る|てよい)?$"),
        "power+zekkai_next",
    ),
    # a granted auto ability (reader.split_abilities keeps it as 〔付与:…〕; effects.granted_effects reads it), with a
    # power too: "grant" in the scope (run.squares.choose_zx)
    (re.compile(r"^ターン終了時まで、〔付与:[^〕]+〕を与え(?:る)?$"), "grant"),
    # a power, and out of the opponent's choices, which it never makes (constant_grants._OPPONENT_NEVER)
    (
        re.compile(r"^ターン終了時まで、パワーを\+(?P<n>\d+)し、相手はそのゼクスをカードの効果で選ぶことはできない$"),
        "power",
    ),
    # a power, and a protection from the opponent's (cheap) cards' effects, none of which it has
    (
        re.compile(
            r"^ターン終了時まで、パワーを\+(?P<n>\d+)し、そのゼクスは相手の(?:コスト\d+以下の|元々のコストが\d+以下の)?"
            r"(?:カード|ゼクス)の効果を受けない$"
        ),
        "power",
    ),
    (re.compile(r"^ターン終了時まで、パワーを\+(?P<n>\d+)し、〔付与:[^〕]+〕を与え(?:る)?$"), "power+grant"),
    # more damage to the opponent's Z/X this turn, with a power too (「zxdmg=M」 in the scope: run.squares.choose_zx)
    (re.compile(r"^ターン終了時まで、(?:そのゼクスが)?相手のゼクスに与えるダメージを\+(?P<n>\d+)する$"), "zx_damage"),
    (
        re.compile(r"^ターン終了時まで、パワーを\+(?P<n>\d+)し、相手のゼクスに与えるダメージを\+(?P<m>\d+)する$"),
        "power+zxdmg=",
    ),
    *TURN_COST_VERBS,  # their cost until end of turn, a power too (effects.turn_costs)
    *PLACED_POWER,  # as much as the power of the card the move before put (effects.placed_power)
    # damage as much as this card's power when the effect is carried out (run.squares.choose_zx)
    (re.compile(r"^このカードのパワーに等しい(?:値の)?ダメージを与え(?:る|てよい)?$"), "damage+self_power"),
)


def read_square_verb(words: str) -> tuple[str, int, bool] | None:
    """What a verb phrase does to chosen Z/X, its amount and whether it says 「てよい」; None when not in the table.
    A verb that does more (「パワーを+Nし、≪絶界≫を与える」) is "what+word": the word goes into the choice's scope."""
    for pattern, what in SQUARE_VERBS:
        m = pattern.match(words)
        if m:
            n, more = m.groupdict().get("n"), m.groupdict().get("m")
            what += more or ""  # 「…パワーを+Nし、…ダメージを+Mする」: M in the scope word
            return what, (99 if n == "∞" else int(n)) if n else 0, words.endswith("よい")  # ≪レンジ∞≫: 99
    return None


# What befalls the opponent's chosen Z/X (nothing on its empty board: the clause reads as NO_TARGET).
OPPONENT_VERB = re.compile(
    r"^(?:\d+ダメージを与え(?:る|てよい)?|破壊(?:する|し|してよい)|手札に戻(?:す|し|してよい)|リソースにスリープで置(?:く|き|いてよい)"
    r"|(?:好きな順番で)?デッキの(?:1番)?下に置(?:く|き|いてよい)|(?:ゲームから)?除外(?:する|し|してよい)|(?:ターン終了時まで、)?パワーを-\d+(?:する|し|してよい)"
    r"|スリープ(?:する|し|してよい)|トラッシュに置(?:く|き|いてよい)|チャージに置(?:く|き|いてよい)"
    # no damage from them this turn: a defender deals none back (604.3) and attacks only in the opponent's turn
    r"|ターン終了時まで、そのゼクスはダメージを与えない"
    # a Z/X of its trash (not kept: none is chosen) onto its squares
    r"|(?:スリープ|リブート)でゼクスのないノーマルスクエアに登場させ(?:る)?)$"
)
