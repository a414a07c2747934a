"""A Player Extra's text read (202.10): its クライシス (1024: how it comes face up onto the player card, 910) and the
abilities it then has, each one of the closed set PlayerAbilityKind with one doer in goldfish.player_extra.

A line the reader does not know is kept, with its reason, in `unread`; a card without a read クライシス never comes
face up (the goldfish says why, goldfish.dynamis_coverage)."""

from __future__ import annotations

import enum
import re
from dataclasses import dataclass

from zxdecks.rules.cards import Color
from zxdecks.rules.cardtext import normalize
from zxdecks.rules.effects.awakening import UnknownCondition, read_need
from zxdecks.rules.effects.language import CardFilter


@dataclass(frozen=True, slots=True)
class Crisis:
    """1024.2: 「クライシス(〇〇):[条件]」. The condition is met when you take damage (recorded, 907.2), and, with
    `life_at_most`, your life is then that many or fewer; with `names`, only while the name of your face-up player
    card contains one of them (1024.2a; 《プレイヤー指定:≪X≫》 or ≪X≫)."""

    names: tuple[str, ...] = ()
    life_at_most: int = -1  # -1: any life


class PlayerAbilityKind(enum.StrEnum):
    """What a face-up Player Extra does: the closed set the goldfish has a doer for."""

    LIFE_SHIELDS = "life_shields"  # ≪自≫ put on the player card: you get N life shields (914.4)
    LETHAL_SAVE = "lethal_save"  # ≪S≫ damage of your life or more: shuffle, recover 1 (1013), once a game
    BOOST = "boost"  # ≪起≫ sleep the player: your Z/X of the filter +N power (until the end of the next opponent turn)
    UNISON = "unison"  # ≪起≫ pay: the Player Extra and the named Z/X of your hand become one Z/X (1029), shields
    PLAY_NAMED = "play_named"  # ≪起≫ pay: a card of your hand played without its cost; the Z/X gets shields
    INERT = "inert"  # 絶界 given or had: only keeps the opponent's effects from choosing; the goldfish's make none


@dataclass(frozen=True, slots=True)
class PlayerAbility:
    """One read ability of a Player Extra."""

    kind: PlayerAbilityKind
    filter: CardFilter | None = None  # the Z/X it chooses (BOOST) or the hand card it names (UNISON, PLAY_NAMED)
    amount: int = 0  # life shields, power, or the shields the Z/X gets
    cost: int = 0  # the resource cost of an activated one (805)
    colors: frozenset[Color] = frozenset()
    lasting: bool = False  # BOOST: until the end of the next opponent turn (else this turn's end)
    once_per_turn: bool = False  # ≪自分ターン1≫

    def __post_init__(self) -> None:
        object.__setattr__(self, "kind", PlayerAbilityKind(self.kind))  # an unknown kind is an error here


@dataclass(frozen=True, slots=True)
class PlayerExtraText:
    """A Player Extra's クライシス (None: not read), its read abilities and its unread lines with the reason."""

    crisis: Crisis | None
    abilities: tuple[PlayerAbility, ...] = ()
    unread: tuple[str, ...] = ()
    reason: str = ""  # why the crisis is not read

    def has(self, kind: PlayerAbilityKind) -> PlayerAbility | None:
        return next((a for a in self.abilities if a.kind is kind), None)


_CRISIS = re.compile(r"^クライシス(?P<names>(?:《プレイヤー指定:≪[^≫]+≫》|≪[^≫]+≫|か)*):(?P<condition>.+?)。?$")
_DESIGNATION = re.compile(r"《プレイヤー指定:≪([^≫]+)≫》|≪([^≫]+)≫")
_CONDITIONS = {
    "あなたがダメージを受ける": -1,
    "あなたがダメージを受けて、あなたのライフが2以下になる": 2,
}


def read_crisis(subtext: str) -> Crisis:
    """「クライシス:あなたがダメージを受ける。」 and its forms (the 〇〇 designations, 「…ダメージを受けて、あなたの
    ライフがN以下になる。」); anything else is UnknownCondition."""
    for line in normalize(subtext).splitlines():
        m = _CRISIS.match(line.strip())
        if m is None:
            continue
        names = tuple(a or b for a, b in _DESIGNATION.findall(m["names"]))
        condition = m["condition"].strip()
        if condition not in _CONDITIONS:
            raise UnknownCondition("unread-crisis", line.strip())
        return Crisis(names, _CONDITIONS[condition])
    raise UnknownCondition("no-crisis", subtext[:40])


_COST = r"【コスト】《(?P<color>[赤青白黒緑無])(?P<cost>\d+)・[赤青白黒緑無]\d+》【効果】"
_COLORS = {"赤": Color.RED, "青": Color.BLUE, "白": Color.WHITE, "黒": Color.BLACK, "緑": Color.GREEN}
_ABILITIES: tuple[tuple[re.Pattern[str], PlayerAbilityKind], ...] = (
    (re.compile(r"^≪自≫【有効】スクエア【誘発】このカードがプレイヤーの上に置かれる。【効果】あなたはライフシールドを"
                r"(?P<n>\d+)つ得る。(?:\(ライフシールドが消滅した際、あなたのデッキの1番上をチャージに置いてよい。\))?$"),
     PlayerAbilityKind.LIFE_SHIELDS),
    (re.compile(r"^≪S≫【有効】スクエア【効果】あなたがあなたのライフ以上のダメージを受ける際、あなたはデッキをシャッフルし、"
                r"1点回復してよい。そうしたならば、ゲーム終了時まで、このカードはこの能力を失う。$"),
     PlayerAbilityKind.LETHAL_SAVE),
    (re.compile(r"^≪起≫【有効】≪自分ターン≫スクエア【コスト】≪スリープ≫【効果】スクエアにあるあなたの(?P<f>.+?)を1枚選び、"
                r"(?P<until>次の相手のターンの)?ターン終了時まで、パワーを\+(?P<n>\d+)(?:する。|し、以下の能力を与える。"
                r"“≪常≫絶界(?:\([^)]*\))?”)$"),
     PlayerAbilityKind.BOOST),
    (re.compile(r"^≪起≫【有効】≪自分ターン≫スクエア【コスト】≪スリープ≫【効果】スクエアにあるあなたの(?P<f>.+?)を1枚選び、"
                r"(?:次の相手のターンの)?ターン終了時まで、以下の能力を与える。“≪常≫絶界”$"),
     PlayerAbilityKind.INERT),
    (re.compile(r"^≪起≫【有効】≪自分ターン≫スクエア" + _COST + r"このカードが≪ユニゾン≫していない場合、このカードとあなたの"
                r"手札にある(?P<f>.+?)1枚は≪ユニゾン≫し1枚のゼクスになり、そのゼクスは≪シールド≫を(?P<n>\d+)つ得る。$"),
     PlayerAbilityKind.UNISON),
    (re.compile(r"^≪起≫【有効】≪自分ターン1≫スクエア" + _COST + r"あなたの手札にある(?P<f>.+?)を1枚まで選び、コストを支払わずに"
                r"プレイする。プレイして登場させたならば、そのゼクスは≪シールド≫を(?P<n>\d+)つ得る。$"),
     PlayerAbilityKind.PLAY_NAMED),
    (re.compile(r"^≪常≫【有効】スクエア【効果】このカードが≪シールド≫を持っている場合、このカードは以下の能力を得る。“≪常≫絶界”$"),
     PlayerAbilityKind.INERT),
)  # fmt: skip
_START = re.compile(r"^(≪(?:起|自|S|常)≫【)")
_AFTER_QUOTE = re.compile(r"”(?=≪(?:起|自|S|常)≫【)")


def _abilities(text: str) -> list[str]:
    """The text's abilities, each one string: a line opening with ≪起≫, ≪自≫, ≪S≫ or ≪常≫ and the lines after it
    (a quoted ability it gives is part of it)."""
    found: list[str] = []
    for raw in _AFTER_QUOTE.sub("”\n", normalize(text)).splitlines():  # a quoted ability closes before the next
        line = raw.strip()
        if _START.match(line) is not None:
            found.append(line)
        elif found:
            found[-1] += line
    return found


def read_player_ability(words: str) -> PlayerAbility:
    """One ability of the closed set, or UnknownCondition("unread-player-ability")."""
    for pattern, kind in _ABILITIES:
        m = pattern.match(words)
        if m is None:
            continue
        groups = m.groupdict()
        found = read_need(groups["f"] + "1枚", zx_only=True).filter if groups.get("f") else None
        amount = int(groups["n"]) if groups.get("n") else 0
        color = groups.get("color")
        return PlayerAbility(
            kind, found, amount, int(groups.get("cost") or 0),
            frozenset({_COLORS[color]}) if color in _COLORS else frozenset(),
            lasting=bool(groups.get("until")), once_per_turn=kind is PlayerAbilityKind.PLAY_NAMED,
        )  # fmt: skip
    raise UnknownCondition("unread-player-ability", words[:60])


def read_player_extra(text: str, subtext: str | None) -> PlayerExtraText:
    """A Player Extra's crisis and abilities; what is not read is said, never guessed."""
    try:
        crisis: Crisis | None = read_crisis(subtext or "")
        reason = ""
    except UnknownCondition as unknown:
        crisis, reason = None, unknown.code
    abilities, unread = [], []
    for words in _abilities(text):
        try:
            abilities.append(read_player_ability(words))
        except UnknownCondition as unknown:
            unread.append(f"{unknown.code}: {unknown.text}")
    return PlayerExtraText(crisis, tuple(abilities), tuple(unread), reason)


__all__ = [
    "Crisis",
    "PlayerAbility",
    "PlayerAbilityKind",
    "PlayerExtraText",
    "read_crisis",
    "read_player_ability",
    "read_player_extra",
]
