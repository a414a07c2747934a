"""How a Dynamis card is played, read from its subtext and text: 覚醒条件 (1021), 降臨条件 (1020), 夢装条件 (1022),
憑依条件 (1025), 剣臨条件/剣臨器 (806.1c/k), 「このカードはプレイできない。」 or its plain cost (806.1f).

The reading is data (DynamisPlay); the goldfish checks and pays it (goldfish.dynamis_costs). A way of paying outside
the closed set Pay is an error when it is made; a condition text the reader does not know reads as PlayKind.UNREAD
with a reason code, never as a card that may be played."""

from __future__ import annotations

import enum
import re
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING

from zxdecks.rules.cards import TYPE_JAPANESE, CardFacts, CardType
from zxdecks.rules.cardtext import normalize
from zxdecks.rules.effects.language import CardFilter
from zxdecks.rules.effects.words import NAMED, REMINDER, filter_of

if TYPE_CHECKING:
    from zxdecks.rules.effects.player_extra import PlayerExtraText


class PlayKind(enum.StrEnum):
    """How the card is played from the Dynamis."""

    COST = "cost"  # its resource cost alone (806.1f)
    AWAKENING = "awakening"  # 覚醒条件: the resource cost and a payment (1021)
    DESCENT = "descent"  # 降臨条件: your Z/X destroyed instead of the resource cost (1020)
    DREAM = "dream"  # 夢装条件: counters spent instead of the resource cost (1022)
    POSSESSION = "possession"  # 憑依条件: your Z/X as its force, their cost off its cost (1025)
    SHIFT = "shift"  # 剣臨条件 and 剣臨器: onto a card of yours (806.1c/k, 1016)
    CRISIS = "crisis"  # a Player Extra: face up onto the player card by its クライシス (910, 1024; `player`)
    NEVER = "never"  # 「このカードはプレイできない。」: only another card's effect puts it on a square
    UNREAD = "unread"  # a condition the reader does not know (reason says which)


class Pay(enum.StrEnum):
    """What is done with the cards a condition names: the closed set the goldfish has a checker for."""

    TRASH_REMOVE = "trash_remove"  # 1021.2a 覚醒"赤": trash cards removed from the game
    HAND_DECK_DRAW = "hand_deck_draw"  # 1021.2b 覚醒"青": hand cards revealed, back to the deck, shuffle, draw as many
    TRASH_DECK = "trash_deck"  # 1021.2c 覚醒"白": trash cards back to the deck, shuffle
    CHARGE_TRASH_REFILL = (
        "charge_trash_refill"  # 1021.2d 覚醒"黒": charge to the trash, as many from the deck to charge
    )
    RESOURCE_DECK_REFILL = "resource_deck_refill"  # 1021.2e 覚醒"緑": resources to the deck, as many in slept
    HAND_TRASH = "hand_trash"  # 「手札にある…をN枚トラッシュに置く」
    HAND_REMOVE = "hand_remove"  # 「手札にある…をN枚除外する」
    HAND_DECK = "hand_deck"  # 「手札にある…をN枚公開し、デッキに戻し、シャッフルする」
    CHARGE_TRASH = "charge_trash"  # 「チャージにある…をN枚トラッシュに置く」
    HAND_TRASH_DRAW = "hand_trash_draw"  # 「手札にある…をN枚トラッシュに置き、N枚引く」
    HAND_DECK_BOTTOM = "hand_deck_bottom"  # 「手札にある…をN枚好きな順番でデッキの下に置く」
    TRASH_DECK_BOTTOM = "trash_deck_bottom"  # 「トラッシュにある…をN枚好きな順番でデッキの下に置く」
    CHARGE_HAND = "charge_hand"  # 「チャージにある…をN枚手札に戻す」
    DESTROY = "destroy"  # 1020.2: rebooted Z/X of yours destroyed, their costs adding up to the card's cost
    FORCE = "force"  # 1025.2: rebooted Z/X of yours put under it as its force, their costs off its cost


# The zone each payment takes its cards from.
PAY_ZONE = {
    Pay.TRASH_REMOVE: "trash", Pay.HAND_DECK_DRAW: "hand", Pay.TRASH_DECK: "trash", Pay.CHARGE_TRASH_REFILL: "charge",
    Pay.RESOURCE_DECK_REFILL: "resources", Pay.HAND_TRASH: "hand", Pay.HAND_REMOVE: "hand", Pay.HAND_DECK: "hand",
    Pay.CHARGE_TRASH: "charge", Pay.DESTROY: "squares", Pay.FORCE: "squares", Pay.HAND_TRASH_DRAW: "hand",
    Pay.HAND_DECK_BOTTOM: "hand", Pay.TRASH_DECK_BOTTOM: "trash", Pay.CHARGE_HAND: "charge",
}  # fmt: skip
_BY_COLOR = {
    "赤": Pay.TRASH_REMOVE, "青": Pay.HAND_DECK_DRAW, "白": Pay.TRASH_DECK, "黒": Pay.CHARGE_TRASH_REFILL,
    "緑": Pay.RESOURCE_DECK_REFILL,
}  # fmt: skip


class Together(enum.StrEnum):
    """What the chosen cards must be together (the closed set the goldfish has a checker for)."""

    COLORS_AT_LEAST = "colors_at_least"  # 「色がK種類以上になるように」
    RACES_AT_LEAST = "races_at_least"  # 「K種族以上になるように」
    DISTINCT_COSTS = "distinct_costs"  # 「それぞれ異なるコストの」
    DISTINCT_COLORS = "distinct_colors"  # 「それぞれ異なる色を持ち同じ色を持たない」
    SAME_COLOR = "same_color"  # 「同じ色を持つ」
    COST_SUM = "cost_sum"  # 「コストの合計がKになるように」


@dataclass(frozen=True, slots=True)
class Need:
    """`count` (up to `most`) distinct cards the filter describes, with what they must be together."""

    count: int
    filter: CardFilter
    most: int = 0  # 「N～M枚」: the most that may be chosen (0: exactly count)
    parity: int = -1  # 「元々のコストが偶数/奇数の」: the cost modulo 2 (-1: any)
    together: Together | None = None
    k: int = 0  # the number of the together constraint
    alt: CardFilter | None = None  # 「<A>か<B>合計N枚」: a card the filter or this one describes
    lacks: str = ""  # 「“≪常≫X”を持たない」: a card without the keyword X

    def __post_init__(self) -> None:
        if self.together is not None:
            object.__setattr__(self, "together", Together(self.together))  # an unknown one is an error at read time

    def matches(self, card: CardFacts) -> bool:
        kept = self.filter.matches(card) or (self.alt is not None and self.alt.matches(card))
        if self.lacks and self.lacks in card.keywords:
            return False
        return kept and (self.parity < 0 or (card.cost or 0) % 2 == self.parity)


@dataclass(frozen=True, slots=True)
class PayOption:
    """One way to meet the condition: every need met by distinct cards of the payment's zone."""

    pay: Pay
    needs: tuple[Need, ...]
    # the fewest cards the needs take together (worked out once: asked at every Dynamis play looked at)
    least: int = field(default=0, init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "pay", Pay(self.pay))  # a payment outside Pay is an error here, at read time
        object.__setattr__(self, "least", sum(need.count for need in self.needs))


@dataclass(frozen=True, slots=True)
class DynamisPlay:
    """How a Dynamis card is played: its kind, the ways to pay (any one), counters to spend, a shift's gate."""

    kind: PlayKind
    options: tuple[PayOption, ...] = ()
    counter: str = ""  # 夢装条件: the counter icon
    counters: int = 0  # and how many
    gate_zone: str = ""  # 剣臨条件: at least gate_count cards (gate_filter) in your zone ("resources", "trash",
    gate_count: int = 0  # "hand", "charge") or the opponent's resources (`opponent`)
    gate_filter: CardFilter | None = None
    opponent: bool = False
    target: CardFilter | None = None  # 剣臨器: the card of yours it shifts onto
    reason: str = ""  # a reason code when the kind is NEVER or UNREAD
    detail: str = ""  # the text the reason is about
    player: PlayerExtraText | None = None  # CRISIS: the Player Extra's クライシス and abilities


class UnknownCondition(ValueError):
    """A play condition the reader does not know, with its reason code."""

    def __init__(self, code: str, text: str) -> None:
        super().__init__(f"{code}: {text}")
        self.code, self.text = code, text


_ZX_TYPES = frozenset({CardType.ZX, CardType.ZX_EX, CardType.ZX_OB})
_NEED = re.compile(r"^(?P<f>" + NAMED + r")(?:合計)?(?P<n>\d+)(?:~(?P<m>\d+))?枚$")
_RACE = re.compile(r"種族に(\[[^\]]+\])を含む、?")
_PLAYER_NAMED = re.compile(r"《プレイヤー指定:≪([^≫]+)≫》")


def read_need(words: str, zx_only: bool = False) -> Need:
    """「赤のゼクス2枚」, 「[ドラゴン]1～2枚」, 「コスト3以上のカード2枚」 as a Need, with a constraint on them together
    (「色が2種類以上になるように」, 「それぞれ異なるコストの」…) or on each cost's parity; anything else is
    UnknownCondition."""
    words = _RACE.sub(r"\1", words.strip().strip("、")).replace("を含む、", "を含む")
    words = _PLAYER_NAMED.sub(r"「\1」", words)  # 《プレイヤー指定:≪X≫》 in a name: the player name X (205.4a)
    words = words.replace("カード名にを「", "カード名に「")  # a misprint of the official text (G05's shifts)
    words = _ORIGINAL.sub("コスト", words)  # 元々のコスト: the printed cost, which CardFacts.cost is
    together, k, parity = None, 0, -1
    for pattern, kind in _TOGETHER:
        m = pattern.search(words)
        if m is not None:
            together, k = kind, int(m[1]) if m.groups() else 0
            words = words[: m.start()] + words[m.end() :]
            break
    m = _PARITY.search(words)
    if m is not None:
        parity, words = (0 if m[1] == "偶数" else 1), words[: m.start()] + words[m.end() :]
    words = _BOTH_RACES.sub(r"\1\2", words)  # 「[A]と[B]を持つゼクス」: as 「種族に[A]を含む[B]ゼクス」
    lacks = _LACKS.search(words)
    if lacks is not None:
        words = words[: lacks.start()] + words[lacks.end() :]
    also = _TWO_RACES.search(words)  # 「種族に[A]を含む[B]」: both races (the filter table keeps only the last one)
    if also is not None:
        words = words[: also.start()] + words[also.start() + len(also[1]) + 2 :]
    if "Lvを持つ" in words:  # 「●ディンギルLvを持つゼクス」: CardFacts does not say which level ability a card has
        raise UnknownCondition("unread-level", words)
    m = _NEED.match(words)
    if m is None:
        return _either(words, zx_only, parity, together, k)
    found = filter_of(m.groupdict(), m["f"])
    if also is not None:
        if found.races_any or not found.race:
            raise UnknownCondition("unread-filter", words)
        found = replace(found, races_any=(also[1],))  # a card of race `race` that has this one too
    if zx_only and not found.types:
        found = replace(found, types=_ZX_TYPES)  # 降臨, 憑依 and 剣臨器 name Z/X on squares
    return Need(int(m["n"]), found, int(m["m"]) if m["m"] else 0, parity, together, k, lacks=lacks[1] if lacks else "")


_TOTAL = re.compile(r"合計(\d+)枚$")


def _either(words: str, zx_only: bool, parity: int, together: Together | None, k: int) -> Need:
    """「<A>か<B>合計N枚」, A and B each a filter the table reads (「カード名に「X」を含むゼクスか青の[Y]合計2枚」): N cards,
    each one A or B describes; anything else is UnknownCondition("unread-filter")."""
    total = _TOTAL.search(words)
    head = words[: total.start()] if total is not None else ""
    for i, char in enumerate(head):
        if char != "か" or total is None:
            continue
        try:
            left, right = read_need(f"{head[:i]}1枚", zx_only), read_need(f"{head[i + 1 :]}1枚", zx_only)
        except UnknownCondition:
            continue
        if left.alt is None and right.alt is None and left.together is right.together is None:
            return Need(int(total[1]), left.filter, 0, parity, together, k, alt=right.filter)
    raise UnknownCondition("unread-filter", words)


_ORIGINAL = re.compile(r"元々のコスト(?:が)?(?=\d)")
_BOTH_RACES = re.compile(r"(\[[^\]]+\])と(\[[^\]]+\])を持つ(?=ゼクス|カード)")
_LACKS = re.compile(r"“≪常≫([^”]+)”を持たない")
_TWO_RACES = re.compile(r"\[([^\]]+)\](?=\[)")
_PARITY = re.compile(r"元々のコストが(偶数|奇数)の")
_TOGETHER = (
    (re.compile(r"色が(\d+)種類以上になるように"), Together.COLORS_AT_LEAST),
    (re.compile(r"(\d+)種族以上になるように"), Together.RACES_AT_LEAST),
    (re.compile(r"それぞれ異なる色を持ち同じ色を持たない"), Together.DISTINCT_COLORS),
    (re.compile(r"それぞれ異なるコストの"), Together.DISTINCT_COSTS),
    (re.compile(r"同じ色を持つ"), Together.SAME_COLOR),
    (re.compile(r"コストの合計が(\d+)になるように"), Together.COST_SUM),
)


def read_needs(words: str, pay: Pay, zx_only: bool = False) -> tuple[PayOption, ...]:
    """「AN枚とBM枚」 (all of them) and 「AN枚かBM枚」 (either) as the options of one payment."""
    words = REMINDER.sub("", words).strip().rstrip("。")
    each = _EACH_COLOR.match(words)
    if each is not None:  # 「赤と青と白のゼクスそれぞれ1枚」: one of each colour
        words = "と".join(f"{c}の{each['what']}{each['n']}枚" for c in each["colors"].split("と"))
    options = []
    for either in re.split(r"(?<=枚)か", words):
        needs = tuple(read_need(part, zx_only) for part in re.split(r"(?<=枚)と、?", either))
        options.append(PayOption(pay, needs))
    return tuple(options)


_EACH_COLOR = re.compile(r"^(?P<colors>[赤青白黒緑](?:と[赤青白黒緑])+)の(?P<what>ゼクス|カード)それぞれ(?P<n>\d+)枚$")

# 覚醒条件 written out: 「あなたの<zone>にある<filter>をN枚<action>」, the action naming the payment.
_AWAKE = re.compile(
    r"^あなたの(?P<zone>手札|トラッシュ|チャージ|リソース)にある(?P<f>.+?)を(?P<n>\d+)枚(?P<act>.+?)。?$"
)
_ACTIONS: tuple[tuple[str, str, Pay], ...] = (
    ("トラッシュ", r"(?:ゲームから)?除外する", Pay.TRASH_REMOVE),
    ("トラッシュ", r"デッキに戻し、シャッフルする", Pay.TRASH_DECK),
    ("手札", r"公開し、デッキに戻し、シャッフルし、カードを\d+枚引く", Pay.HAND_DECK_DRAW),
    ("手札", r"公開し、デッキに戻し、シャッフルする", Pay.HAND_DECK),
    ("手札", r"トラッシュに置く", Pay.HAND_TRASH),
    ("手札", r"トラッシュに置き、\d+枚引く", Pay.HAND_TRASH_DRAW),
    ("手札", r"好きな順番でデッキの下に置く", Pay.HAND_DECK_BOTTOM),
    ("トラッシュ", r"好きな順番でデッキの下に置く", Pay.TRASH_DECK_BOTTOM),
    ("チャージ", r"手札に戻す", Pay.CHARGE_HAND),
    ("手札", r"除外する", Pay.HAND_REMOVE),
    ("チャージ", r"トラッシュに置き、あなたのデッキの(?:1番上|上から\d+枚)(?:のカード)?をチャージに置く", Pay.CHARGE_TRASH_REFILL),
    ("チャージ", r"トラッシュに置く", Pay.CHARGE_TRASH),
    ("リソース", r"デッキに戻し、シャッフルし、あなたのデッキの(?:1番上|上から\d+枚)(?:のカード)?をリソースにスリープで置く",
     Pay.RESOURCE_DECK_REFILL),
)  # fmt: skip


def read_awakening(words: str) -> tuple[PayOption, ...]:
    """A written-out 覚醒条件 (after 「覚醒条件：」) or its bullets (「●赤：コスト3以上のカード2枚」, one a line)."""
    words = REMINDER.sub("", words).strip()
    bullets = [b.strip() for b in words.split("●") if b.strip()]
    if words.startswith("●"):
        options: list[PayOption] = []
        for bullet in bullets:
            color, _, rest = bullet.partition(":")
            if color not in _BY_COLOR:
                raise UnknownCondition("unread-awakening", bullet)
            options.extend(read_needs(rest, _BY_COLOR[color]))
        return tuple(options)
    m = _AWAKE.match(re.sub(r"^あなたの手札を(?=\d)", "あなたの手札にあるカードを", words))
    if m is None:
        raise UnknownCondition("unread-awakening", words)
    for zone, action, pay in _ACTIONS:
        if m["zone"] == zone and re.fullmatch(action, m["act"]):
            return read_needs(f"{m['f']}{m['n']}枚", pay)
    raise UnknownCondition("unread-awakening", words)


_COUNTERS = re.compile(r"^≪([^≫]+)≫を(\d+)個消費する。?$")
_SHIFT_GATE = re.compile(r"^(あなた|相手)の(リソース|トラッシュ|手札|チャージ)(?:に(.+?))?が(\d+)枚以上$")
_KEYS = ("覚醒条件", "降臨条件", "夢装条件", "憑依条件", "剣臨条件")
# One condition: its keyword, an optional colour (「覚醒条件"赤"」), and its words up to the next ability or line.
_CONDITION = re.compile(
    r"(覚醒条件|降臨条件|夢装条件|憑依条件|剣臨条件)(?:\"(.)\")?[:：]?(.*?)"
    r"(?=(?<!“)≪(?:自|起|常|S|イベント)≫|【(?![^「」]*」)|$)",  # not a quoted ability, nor 【 inside a name
    re.S,
)
NEVER = "このカードはプレイできない。"


def _condition_text(subtext: str, text: str) -> tuple[str, str, str] | None:
    """The first play condition of the card: (keyword, colour, words); bullets on the lines after a bare keyword
    join it."""
    for source in (subtext, text):
        lines = normalize(source).splitlines()
        for i, line in enumerate(lines):
            if not any(line.lstrip("/").startswith(k) or k + ":" in line for k in _KEYS):
                continue
            if line.strip() in _KEYS:  # 「覚醒条件」 alone: the bullets follow
                bullets = []
                for nxt in lines[i + 1 :]:
                    if not nxt.startswith("●"):
                        break
                    bullets.append(nxt.strip())
                return line.strip(), "", "".join(bullets)
            # 「…1枚と」 goes on on the next line, and so does a line before a level icon (「●ウェイカーLvを持つ…」)
            while i + 1 < len(lines) and (line.endswith("と") or _LEVEL_ICON.match(lines[i + 1])):
                i += 1
                line += lines[i]
            m = _CONDITION.search(line)
            if m is not None:
                return m[1], m[2] or "", m[3].strip()
    return None


def read_dynamis_play(text: str, subtext: str | None) -> DynamisPlay:
    """How the card is played, read from its subtext and text (strict: an unknown condition raises
    UnknownCondition)."""
    whole = normalize(f"{subtext or ''}\n{text}")
    if NEVER in whole or "This card cannot be played." in whole:
        return DynamisPlay(PlayKind.NEVER, reason="never", detail=NEVER)
    found = _condition_text(subtext or "", text)
    if found is None:
        return DynamisPlay(PlayKind.COST)
    key, color, words = found
    if key == "覚醒条件":
        if color:
            if color not in _BY_COLOR:
                raise UnknownCondition("unread-awakening", words)
            return DynamisPlay(PlayKind.AWAKENING, read_needs(words, _BY_COLOR[color]))
        return DynamisPlay(PlayKind.AWAKENING, read_awakening(words))
    if key == "降臨条件":
        return DynamisPlay(PlayKind.DESCENT, read_needs(words, Pay.DESTROY, zx_only=True))
    if key == "憑依条件":
        return DynamisPlay(PlayKind.POSSESSION, read_needs(words, Pay.FORCE, zx_only=True))
    if key == "夢装条件":
        m = _COUNTERS.match(words)
        if m is None:
            raise UnknownCondition("unread-dream", words)
        return DynamisPlay(PlayKind.DREAM, counter=m[1], counters=int(m[2]))
    return _read_shift(whole)


_SHIFT = re.compile(
    r"剣臨条件[:：](?P<gate>[^/\n]*?)/?剣臨器[:：]\s*(?P<target>.*?)(?=≪(?:自|起|常|S|イベント)≫|【|\n|$)"
)


def _read_shift(whole: str) -> DynamisPlay:
    """剣臨条件「あなたのリソースがN枚以上」 (or a level of a card type, 1111.4a: 「≪オーバーブースト≫ゼクス オーバー
    ブーストLv1」) and 剣臨器 (the card of yours it shifts onto)."""
    m = _SHIFT.search(whole)
    if m is None:
        raise UnknownCondition("unread-shift", whole[:80])
    words = m["gate"].strip().removeprefix("≪オーバーブースト≫")  # the icon of a shift onto a Z/X OB
    level = _TYPE_LEVEL.match(words)
    gate = _SHIFT_GATE.match(words)
    if level is None and (gate is None or (gate[1] == "相手" and (gate[2] != "リソース" or gate[3]))):
        raise UnknownCondition("unread-shift-condition", m["gate"].strip())
    target = m["target"].strip()
    need = read_need(target + "1枚", zx_only=True)
    if need.alt is not None:
        raise UnknownCondition("unread-filter", target)  # the 剣臨器 is one filter (DynamisPlay.target)
    if level is not None:  # 1111.4a: playable while N face-up cards of the type are in your Dynamis
        of_type = CardFilter(types=frozenset({_TYPE_NAMES[level[1]]}))
        return DynamisPlay(
            PlayKind.SHIFT, target=need.filter, gate_zone="dynamis_face_up", gate_count=int(level[2]),
            gate_filter=of_type,
        )  # fmt: skip
    assert gate is not None
    kept = read_need(gate[3] + "1枚").filter if gate[3] and gate[3] != "カード" else None
    return DynamisPlay(
        PlayKind.SHIFT, target=need.filter, gate_zone=_GATE_ZONES[gate[2]], gate_count=int(gate[4]),
        gate_filter=kept, opponent=gate[1] == "相手",
    )  # fmt: skip


_GATE_ZONES = {"リソース": "resources", "トラッシュ": "trash", "手札": "hand", "チャージ": "charge"}
_TYPE_NAMES = {japanese: kind for kind, japanese in TYPE_JAPANESE.items()}
_TYPE_LEVEL = re.compile(r"^(" + "|".join(sorted(_TYPE_NAMES, key=len, reverse=True)) + r") ?Lv ?(\d+)$")


def dynamis_play(text: str, subtext: str | None) -> DynamisPlay:
    """read_dynamis_play, with an unknown condition read as PlayKind.UNREAD and its reason code (a card the goldfish
    never plays from the Dynamis)."""
    try:
        return read_dynamis_play(text, subtext)
    except UnknownCondition as unknown:
        return DynamisPlay(PlayKind.UNREAD, reason=unknown.code, detail=unknown.text)


_ANY_CONDITION = re.compile("降臨条件|覚醒条件|憑依条件|夢装条件|剣臨条件|剣臨器")
_CRISIS = re.compile(r"^クライシス", re.M)
_LEVEL_ICON = re.compile(r"●[^●:]+Lv")


def conditioned_play(text: str, subtext: str | None) -> DynamisPlay | None:
    """dynamis_play for a card whose subtext is known and whose text or subtext names a play condition, or the
    クライシス of a Player Extra (its subtext opens with it, 1024.2); None otherwise (its plain cost or restriction is
    the reader's CardScript.playable_for_cost and play_restriction)."""
    if subtext is not None and _CRISIS.search(normalize(subtext)):
        from zxdecks.rules.effects.player_extra import read_player_extra  # it reads its conditions with read_need

        return DynamisPlay(PlayKind.CRISIS, player=read_player_extra(text, subtext))
    if subtext is None or not _ANY_CONDITION.search(subtext + text):
        return None
    return dynamis_play(text, subtext)


__all__ = [
    "PAY_ZONE",
    "DynamisPlay",
    "Need",
    "Pay",
    "PayOption",
    "PlayKind",
    "Together",
    "UnknownCondition",
    "conditioned_play",
    "dynamis_play",
    "read_dynamis_play",
]
