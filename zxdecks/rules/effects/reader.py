"""Read a card's printed abilities into the effect language: each ability line is mapped whole or reported unread.

The reader knows a fixed set of sentence shapes (draw, charge, resources, search, recovery, power, ...); an ability
is read only when every sentence of it is one of them, so nothing is half-done or guessed (804.3c).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from dataclasses import replace

from zxdecks.rules.cards import COLOR_BY_JAPANESE, CardType, Color
from zxdecks.rules.cardtext import normalize
from zxdecks.rules.effects.language import (
    ANY_CARD,
    Ability,
    AbilityKind,
    CardFilter,
    CardScript,
    Condition,
    Effect,
    Kind,
    Trigger,
    Unread,
)

# The ability-kind marks that open an ability (801.2) and the data's other marks that open one; the same split as
# cardtext.ability_bodies, keeping the mark.
_START = re.compile(r"((?:≪(?:自|起|常|S|イベント|STA|○|杖|シンパシー|[^≫]*能力[^≫]*|[^≫]*ボルテージ)≫)+)")
_QUOTED = re.compile(r"“[^”]*”")
_KIND = {"自": AbilityKind.AUTO, "起": AbilityKind.ACTIVATED, "常": AbilityKind.CONSTANT, "S": AbilityKind.SPECIAL}
_KIND["イベント"] = AbilityKind.EVENT

# Keyword abilities the engine carries out itself (setup 402.1c–e, life 1103/1104, Overdrive 1133).
_ENGINE_KEYWORDS: tuple[str, ...] = ("スタートカード", "ゲートカード", "スタートリソース", "ライフリカバリー")
_ENGINE_KEYWORDS += ("ヴォイドブリンガー", "オーバードライブ")
# Keyword abilities that cannot act in a goldfish game: 絶界 (1107) only stops the opponent's choices.
_INERT_KEYWORDS = ("絶界",)

_N = r"(\d+)"
_COLOR = "|".join(COLOR_BY_JAPANESE)
_FILTER = (
    r"(?:カード名に「(?P<name>[^」]+)」を含む|\[(?P<race>[^\]]+)\]|(?:元々の)?コスト(?P<max>\d+)以下の|コスト(?P<min>\d+)以上の"
    r"|(?P<color>" + _COLOR + r")の|≪イグニッション≫を持つ|イグニッションアイコンを持つ)*"
    r"(?P<what>カード|ゼクス|イベント|\[[^\]]+\])?"
)


def _filter(m: re.Match[str]) -> CardFilter:
    groups = m.groupdict()
    what = groups.get("what") or ""
    race = groups.get("race") or (what[1:-1] if what.startswith("[") else "")
    types = {"ゼクス": frozenset({CardType.ZX, CardType.ZX_EX}), "イベント": frozenset({CardType.EVENT})}.get(what)
    color = groups.get("color")
    return CardFilter(
        name_contains=groups.get("name") or "",
        race=race,
        max_cost=int(groups["max"]) if groups.get("max") else None,
        min_cost=int(groups["min"]) if groups.get("min") else None,
        color=COLOR_BY_JAPANESE[color] if color else None,
        types=types or frozenset(),
        ignition=True if "イグニッション" in m.group(0) else None,
    )


def _n(value: str | None) -> int:
    return int(value) if value else 1


Builder = Callable[[re.Match[str]], list[Effect]]
_TOP = r"(?:1番上(?:のカード)?|上から" + _N + r"枚(まで)?|上から" + _N + r"枚のカード)を?"


def _pattern(regex: str) -> re.Pattern[str]:
    return re.compile(regex + r"。?$")


_EFFECTS: list[tuple[re.Pattern[str], Builder]] = [
    (_pattern(r"(?:カードを)?" + _N + r"枚(まで)?引く"), lambda m: [Effect(Kind.DRAW, _n(m[1]), bool(m[2]))]),
    (
        _pattern(
            r"(?:カードを)?" + _N + r"枚(まで)?引き、あなたの手札(?:にあるカード)?を" + _N + r"枚選び、トラッシュに置く"
        ),
        lambda m: [Effect(Kind.DRAW, _n(m[1]), bool(m[2])), Effect(Kind.DISCARD, _n(m[3]))],
    ),
    (
        _pattern(
            r"(?:カードを)?"
            + _N
            + r"枚(まで)?引き、あなたの手札(?:にあるカード)?を"
            + _N
            + r"枚選び、(?:デッキの(?:1番)?下に置く|好きな順番でデッキの下に置く)"
        ),
        lambda m: [Effect(Kind.DRAW, _n(m[1]), bool(m[2])), Effect(Kind.HAND_TO_DECK_BOTTOM, _n(m[3]))],
    ),
    (
        _pattern(r"あなたのデッキの" + _TOP + r"チャージに置(?:く|いてよい)"),
        lambda m: [Effect(Kind.DECK_TO_CHARGE, _n(m[1] or m[3]), bool(m[2]), "よい" in m[0])],
    ),
    (
        _pattern(r"あなたのデッキの" + _TOP + r"トラッシュに置(?:く|いてよい)"),
        lambda m: [Effect(Kind.DECK_TO_TRASH, _n(m[1] or m[3]), bool(m[2]), "よい" in m[0])],
    ),
    (
        _pattern(r"あなたのデッキの" + _TOP + r"リソースに(スリープ|リブート)で置(?:く|いてよい)"),
        lambda m: [
            Effect(Kind.DECK_TO_RESOURCE, _n(m[1] or m[3]), bool(m[2]), "よい" in m[0], rebooted=m[4] == "リブート")
        ],
    ),
    (
        _pattern(r"あなたの手札(?:にあるカード)?を" + _N + r"枚(まで)?選び、トラッシュに置(?:く|いてよい)"),
        lambda m: [Effect(Kind.DISCARD, _n(m[1]), bool(m[2]), "よい" in m[0])],
    ),
    (
        _pattern(r"あなたの手札(?:にあるカード)?を" + _N + r"枚(まで)?選び、チャージに置(?:く|いてよい)"),
        lambda m: [Effect(Kind.HAND_TO_CHARGE, _n(m[1]), bool(m[2]), "よい" in m[0])],
    ),
    (
        _pattern(r"あなたのチャージ(?:にあるカード)?を" + _N + r"枚(まで)?選び、トラッシュに置(?:く|いてよい)"),
        lambda m: [Effect(Kind.CHARGE_TO_TRASH, _n(m[1]), bool(m[2]), "よい" in m[0])],
    ),
    (_pattern(_N + r"点回復する"), lambda m: [Effect(Kind.RECOVER, _n(m[1]))]),
    (
        _pattern(r"(?:相手|相手のプレイヤー)に" + _N + r"ダメージを与える"),
        lambda m: [Effect(Kind.DAMAGE_OPPONENT, _n(m[1]))],
    ),
    (
        _pattern(r"(?:ターン終了時まで、)?このカードのパワーを\+" + _N + r"する"),
        lambda m: [Effect(Kind.POWER, _n(m[1]))],
    ),
    (_pattern(r"このカードをリブートする"), lambda m: [Effect(Kind.REBOOT_SELF)]),
    (_pattern(_N + r"回イグニッションする"), lambda m: [Effect(Kind.IGNITE, _n(m[1]))]),
    (
        _pattern(r"《(" + _COLOR + r"|無)" + _N + r"・[^》]*》を支払ってよい"),
        lambda m: [Effect(Kind.PAY, _n(m[2]), optional=True, filter=CardFilter(color=COLOR_BY_JAPANESE.get(m[1])))],
    ),
    (_pattern(r"このカードをスリープしてよい"), lambda m: [Effect(Kind.SLEEP_SELF, optional=True)]),
    (
        _pattern(r"ターン終了時まで、あなたは《同名》のカードをプレイできない"),
        lambda m: [Effect(Kind.FORBID_SAME_NAME)],
    ),
    (
        _pattern(r"スクエアにある(?:あなたの)?ゼクスを1枚選び、ターン終了時まで、パワーを\+" + _N + r"する"),
        lambda m: [Effect(Kind.POWER_CHOSEN, _n(m[1]))],
    ),
    (
        _pattern(r"あなたのデュナミスにある\[([^\]]+)\]を" + _N + r"枚(まで)?選び、表向きに(?:する|してよい)"),
        lambda m: [Effect(Kind.DYNAMIS_FACE_UP, _n(m[2]), bool(m[3]), "よい" in m[0], filter=CardFilter(race=m[1]))],
    ),
    (
        _pattern(r"あなたは≪([^≫]+)≫を" + _N + r"個得る"),
        lambda m: [Effect(Kind.GAIN_COUNTER, _n(m[2]), filter=CardFilter(name_contains=m[1]))],
    ),
]

# Sentences with a card filter: zone to hand, deck search.
_FILTERED: list[tuple[re.Pattern[str], Kind]] = [
    (_pattern(r"あなたの手札にある" + _FILTER + r"を" + _N + r"枚(まで)?選び、トラッシュに置(?:く|いてよい)"), Kind.DISCARD),
    (_pattern(r"あなたのトラッシュにある" + _FILTER + r"を" + _N + r"枚(まで)?選び、(?:公開し、)?手札に(?:加え|戻)(?:る|す|てよい)"), Kind.TRASH_TO_HAND),
    (_pattern(r"あなたのチャージにある" + _FILTER + r"を" + _N + r"枚(まで)?選び、(?:公開し、)?手札に(?:加え|戻)(?:る|す|てよい)"), Kind.CHARGE_TO_HAND),
    (_pattern(r"あなたのトラッシュにある" + _FILTER + r"を" + _N + r"枚(まで)?選び、リソースに(?:スリープ|リブート)で置(?:く|いてよい)"), Kind.TRASH_TO_RESOURCE),
    (
        _pattern(r"あなたのデッキから" + _FILTER + r"を" + _N + r"枚(まで)?選び、(?:公開し、)?手札に加え、(?:デッキを)?シャッフルする"),
        Kind.SEARCH,
    ),
]  # fmt: skip

# Sentences that only choose among the opponent's Z/X, Ascensions or resources: on an empty board nothing is chosen.
_OPPONENT_ONLY = re.compile(
    r"^(?:ノーマルスクエアにある|スクエアにある|プレイヤースクエアにある|[^。]*?エリアにある)?(?:すべての)?相手の"
    r"(?:リブートの|スリープの|コスト\d+以下の|パワー\d+以下の)*(?:ゼクス|アセンション|ゼクスかアセンション)"
    r"[^。あ]*(?:破壊する|ダメージを与える|スリープする|トラッシュに置く|手札に戻す|チャージに置く|選ぶ|除外する"
    r"|パワーを-\d+する|リソースにスリープで置く)。?$"
)
_MODAL = re.compile(r"((?:置いた|そうした)ならば、)?以下の効果から1つ選び、解決する。$")
_ATTACKING_YOU = re.compile(r"^あなたを攻撃している(?:コスト\d+以下の)?ゼクスを\d+枚(?:まで)?選び、[^。]+。?$")
_IF_DID = re.compile(r"^(?:置いた|そうした|引いた|加えた|戻した|捨てた|支払った|スリープした)(?:ならば|場合)、(.+)$")
_CONDITIONS: list[tuple[re.Pattern[str], Callable[[re.Match[str]], Condition]]] = [
    (re.compile(r"^あなたのリソース(?:にカード)?が" + _N + r"枚以上ある(?:場合|ならば)、(.+)$"), lambda m: Condition("resources_at_least", int(m[1]))),
    (
        re.compile(r"^あなたのリソースに" + _FILTER + r"が" + _N + r"枚以上ある(?:場合|ならば)、(.+)$"),
        lambda m: Condition("resource_filter_at_least", int(m[m.lastindex - 1] if m.lastindex else 0), _filter(m)),
    ),
    (re.compile(r"^あなたのライフが" + _N + r"以下(?:の場合|ならば)、(.+)$"), lambda m: Condition("life_at_most", int(m[1]))),
]  # fmt: skip
_RESTRICTIONS = (
    re.compile(r"^ターン終了時まで、あなたは《同名》のこの能力をプレイできない。?$"),
    re.compile(r"^この能力は(?:あなたのターンにしかプレイできず、)?\d+ターンに1回しかプレイできない。?$"),
    re.compile(r"^この能力はあなたのターンにしかプレイできない。?$"),
)
_ONCE = re.compile(r"(?:≪(?:自分)?ターン1≫|1ターンに1回|《同名》のこの能力をプレイできない)")
_PLAYER = re.compile(r"【P】《プレイヤー指定:≪([^≫]+)≫》")
_TURN_MARK = r"(?:≪(?:自分ターン\d*|ターン\d)≫)?"
_AUTO_HEAD = re.compile(
    r"^【有効】"
    + _TURN_MARK
    + r"(?:ノーマル)?(スクエア|デュナミス|リソース|トラッシュ)【誘発】([^。]+)。\s*【効果】(.+)$",
    re.S,
)
_OLD_AUTO = re.compile(r"^(このカードが[^、。]+時)、(.+)$", re.S)
# 1106: 「エヴォルシード」 with its effect after the keyword (and its reminder or trigger in brackets).
_EVOLSEED = re.compile(r"^エヴォルシード(?:\((?:[^()]|\([^()]*\))*\))?\s*(?:【効果】)?(.+)$", re.S)
_ACTIVATED = re.compile(r"^【有効】" + _TURN_MARK + r"(?:ノーマル)?スクエア【コスト】(.+?)【効果】(.+)$", re.S)
_EVENT = re.compile(r"^(?:【効果】)?(.+)$", re.S)
_PAYMENTS: list[tuple[re.Pattern[str], Kind]] = [
    (re.compile(r"^あなたの手札(?:にあるカード)?を" + _N + r"枚トラッシュに置く。?"), Kind.DISCARD),
    (re.compile(r"^あなたのチャージ(?:にあるカード)?を" + _N + r"枚トラッシュに置く。?"), Kind.CHARGE_TO_TRASH),
    (re.compile(r"^あなたの手札(?:にあるカード)?を" + _N + r"枚チャージに置く。?"), Kind.HAND_TO_CHARGE),
]
_COST_RESOURCE = re.compile(r"^《(" + _COLOR + r"|無)(\d+)・[^》]*》")
_TRIGGERS = {
    "このカードが登場する": Trigger.ENTER,
    "このカードが登場した時": Trigger.ENTER,
    "このカードがプレイされて登場する": Trigger.PLAYED_ENTER,
    "このカードが攻撃する": Trigger.ATTACK,
    "このカードが攻撃した時": Trigger.ATTACK,
    "あなたのゼクスが攻撃する": Trigger.ANY_ATTACK,
    "ターン終了時": Trigger.END_OF_TURN,
    "あなたのターンのターン終了時": Trigger.END_OF_TURN,
    "このカードがデュナミスから登場する": Trigger.DYNAMIS_ENTER,
    "このカードがカードの能力で登場する": Trigger.ABILITY_ENTER,
    "このカードが破壊される": Trigger.DESTROYED,
    "このカードが攻撃によって相手のゼクスを破壊する": Trigger.DESTROYS_BY_ATTACK,
    "このカードがバトルで相手のゼクスを破壊した時": Trigger.DESTROYS_BY_ATTACK,
    "このカードが破壊された時": Trigger.DESTROYED,
    "このカードがイグニッションフェイズに登場した時": Trigger.IGNITION_ENTER,
    "このカードがイグニッションフェイズに登場する": Trigger.IGNITION_ENTER,
    "このカードがリソースに置かれた時": Trigger.RESOURCE_PLACED,
    "このカードがリソースに置かれる": Trigger.RESOURCE_PLACED,
    "このカードがデッキからトラッシュに置かれる": Trigger.EVOLSEED,
}
_ZONE_OF = {"スクエア": "square", "デュナミス": "dynamis", "リソース": "resource", "トラッシュ": "trash"}
# The triggers an ability valid outside the squares may have (803.1d).
_ZONE_TRIGGERS = {
    "dynamis": {Trigger.END_OF_TURN},
    "resource": {Trigger.RESOURCE_PLACED},
    "trash": {Trigger.EVOLSEED},
}
_RANGE = re.compile(r"^レンジ(\d+|∞)(?:\(.*\))?$", re.S)
_POWER = re.compile(r"^【有効】(?:≪自分ターン≫)?スクエア【効果】このカードのパワーを\+(\d+)する。?$")
_CANNOT_ATTACK = re.compile(r"^【有効】スクエア【効果】このカードは攻撃できない。?$")
_GAINS_IGNITION = re.compile(r"^【有効】(ライフ|すべて)【効果】このカードは≪イグニッション≫を得る。?$")
# A cost change valid only on the opponent's turn: the goldfish player plays nothing then.
_OPPONENT_TURN_COST = re.compile(r"^【有効】≪相手ターン≫[^【]+【効果】このカードのコストを[+-]\d+する。?$")
# A play restriction: the engine does not play such a card (read_card marks it not playable for its cost).
_RESTRICTION_ONLY = re.compile(r"^【有効】[^【]+【効果】このカードは[^。]*場合にしかプレイできない。?$")
_LEVEL_RACE = re.compile(r"表向きの(?:種族に)?\[([^\]]+)\]")
_LEVEL = re.compile(r"^(?:\[[^\]]+\]|[^\s(]+)Lv(\d+)")


def _sentences(body: str) -> list[str]:
    text = body.replace("\n", "")
    return [s + "。" for s in text.split("。") if s.strip()]


def read_effects(body: str) -> tuple[list[Effect], list[Condition], bool] | str:
    """The effects of an effect text in order, its conditions and whether it is once a turn; or why it is unread."""
    effects: list[Effect] = []
    conditions: list[Condition] = []
    once = False
    head, *choices = body.replace("\n", "").split("●")
    if choices:
        m = _MODAL.search(head)
        if not m:
            return "options without 以下の効果から"
        head = head[: m.start()]
        options = []
        for choice in choices:
            read = read_effects(choice)
            if isinstance(read, tuple) and not read[1]:
                options.append(tuple(read[0]))
        if not options:
            return "no option of 以下の効果から is read"
        modal = Effect(Kind.MODAL, options=tuple(options), if_did=bool(m[1]))
        if not head.strip():
            return [modal], conditions, once
        before = read_effects(head)
        if isinstance(before, str):
            return before
        return [*before[0], modal], before[1], before[2]
    for sentence in _sentences(body):
        found = _read_sentence(sentence.strip(), conditions)
        if isinstance(found, str):
            if any(r.match(sentence) for r in _RESTRICTIONS):
                once = once or "1回" in sentence or "《同名》" in sentence
                continue
            return found
        effects.extend(found)
    if not effects:
        return "no effect"
    return effects, conditions, once


def _read_sentence(sentence: str, conditions: list[Condition]) -> list[Effect] | str:
    for condition, build_condition in _CONDITIONS:
        cm = condition.match(sentence)
        if cm:
            conditions.append(build_condition(cm))
            sentence = cm[cm.lastindex or 0]
            break
    did = _IF_DID.match(sentence)
    if did:
        rest = _read_sentence(did[1], conditions)
        if isinstance(rest, str):
            return rest
        return [Effect(e.kind, e.n, e.up_to, e.optional, True, e.filter, e.rebooted) for e in rest]
    for pattern, build in _EFFECTS:
        m = pattern.match(sentence)
        if m:
            return build(m)
    for pattern, kind in _FILTERED:
        m = pattern.match(sentence)
        if m:
            groups = [g for g in m.groups() if g is not None]
            numbers = [g for g in m.groups()[-2:-1] if g]
            n = int(numbers[0]) if numbers else 1
            del groups
            return [Effect(kind, n, bool(m.groups()[-1]), "よい" in sentence, filter=_filter(m))]
    if _OPPONENT_ONLY.match(sentence) and "あなた" not in sentence:
        return [Effect(Kind.NO_TARGET)]
    if _ATTACKING_YOU.match(sentence):
        return [Effect(Kind.NO_TARGET)]  # a goldfish opponent never attacks
    return f"unread sentence: {sentence}"


def read_ability(mark: str, body: str) -> Ability | Unread:
    """One ability line (its ability-kind mark and its body) as an Ability, or Unread with the reason."""
    text = body.strip()
    kind = next((_KIND[k] for k in re.findall(r"≪([^≫]+)≫", mark) if k in _KIND), None)
    first = text.split("\n", 1)[0]
    for word in _ENGINE_KEYWORDS:
        if first.startswith(word):
            return Ability(AbilityKind.KEYWORD, text)
    for word in _INERT_KEYWORDS:
        if first.startswith(word) and len(text.split("\n")) == 1:
            return Ability(AbilityKind.INERT, text)
    if _CONSTRUCTION.match(text.replace("\n", "")):
        return Ability(AbilityKind.CONSTRUCTION, text)
    conditions: list[Condition] = []
    player = _PLAYER.search(text)
    if player:
        conditions.append(Condition("player_is", name=player[1]))
        text = _PLAYER.sub("", text)
    if kind is AbilityKind.CONSTANT:
        m = _RANGE.match(text)
        if m:
            return Ability(AbilityKind.CONSTANT, text, range=99 if m[1] == "∞" else int(m[1]))
        m = _POWER.match(text)
        if m:
            return Ability(AbilityKind.CONSTANT, text, power=int(m[1]), conditions=tuple(conditions))
        flat = text.replace("\n", "")
        if _CANNOT_ATTACK.match(flat):
            return Ability(AbilityKind.CONSTANT, text, cannot_attack=True)
        ignition = _GAINS_IGNITION.match(flat)
        if ignition and not conditions:
            return Ability(AbilityKind.CONSTANT, text, ignition_in=ignition[1])
        if _OPPONENT_TURN_COST.match(flat) or (_RESTRICTION_ONLY.match(flat) and not conditions):
            return Ability(AbilityKind.INERT, text)
        return Unread(text, "constant ability")
    if kind is AbilityKind.AUTO:
        evolseed = _EVOLSEED.match(text)
        head = _AUTO_HEAD.match(evolseed[1].strip() if evolseed and evolseed[1].startswith("【有効】") else text)
        zone, event, body = (_ZONE_OF[head[1]], head[2], head[3]) if head else ("square", "", "")
        old = _OLD_AUTO.match(text) if not head and not evolseed else None
        if old:
            event, body = old[1], old[2]
        if evolseed and not head:
            zone, event, body = "trash", "このカードがデッキからトラッシュに置かれる", evolseed[1]
        if not event:
            return Unread(text, "auto ability outside a square or of an unknown form")
        trigger = _TRIGGERS.get(event.strip())
        if trigger is Trigger.RESOURCE_PLACED or trigger is Trigger.EVOLSEED:
            zone = "resource" if trigger is Trigger.RESOURCE_PLACED else "trash"
        if trigger is None or (zone != "square" and trigger not in _ZONE_TRIGGERS[zone]):
            return Unread(text, f"trigger: {event.strip()}")
        read = read_effects(body)
        if isinstance(read, str):
            return Unread(text, read)
        effects, more, once = read
        return Ability(
            AbilityKind.AUTO, text, trigger, tuple(effects), tuple(conditions + more),
            once_per_turn=once or bool(_ONCE.search(text)), zone=zone,
        )  # fmt: skip
    if kind is AbilityKind.ACTIVATED:
        m = _ACTIVATED.match(text)
        if not m:
            return Unread(text, "activated ability outside a square or of an unknown form")
        payment = m[1].replace("\n", "").strip()
        sleep = "≪スリープ≫" in payment or "このカードをスリープする" in payment
        payment = payment.replace("≪スリープ≫", "").replace("このカードをスリープする。", "").strip()
        cost, colors = 0, frozenset[Color]()
        c = _COST_RESOURCE.match(payment)
        if c:
            cost = int(c[2])
            colors = frozenset({COLOR_BY_JAPANESE[c[1]]}) if c[1] in COLOR_BY_JAPANESE else frozenset()
            payment = payment[c.end() :].strip()
        paid: list[Effect] = []
        while payment:
            for paying, paid_kind in _PAYMENTS:
                p = paying.match(payment)
                if p:
                    paid.append(Effect(paid_kind, int(p[1])))
                    payment = payment[p.end() :].strip()
                    break
            else:
                return Unread(text, f"payment: {payment}")
        read = read_effects(m[2])
        if isinstance(read, str):
            return Unread(text, read)
        effects, more, once = read
        return Ability(
            AbilityKind.ACTIVATED, text, None, tuple(effects), tuple(conditions + more), cost, colors, sleep,
            tuple(paid), once_per_turn=once or bool(_ONCE.search(text)),
        )  # fmt: skip
    if kind is AbilityKind.EVENT:
        m = _EVENT.match(text)
        body = m[1] if m else text
        read = read_effects(body)
        if isinstance(read, str):
            return Unread(text, read)
        effects, more, once = read
        return Ability(AbilityKind.EVENT, text, None, tuple(effects), tuple(conditions + more))
    return Unread(text, f"ability kind {mark}")


def split_abilities(text: str) -> list[tuple[str, str]]:
    """A card text's own abilities as (mark, body), leaving out quoted abilities it grants to others."""
    parts = _START.split(_QUOTED.sub("", normalize(text)))
    return [(parts[i], parts[i + 1]) for i in range(1, len(parts) - 1, 2) if parts[i + 1].strip()]


# Construction rules (401, 803.1a) the validator reads (cardtext.construction_rules); nothing to do in a game.
_CONSTRUCTION = re.compile(r"^(?:【有効】すべて【効果】)?(?:(?:デッキ|デュナミス)を構築する際、[^。]+。)+$")
_PLAY_CONDITIONS = ("降臨条件", "覚醒条件", "憑依条件", "夢装条件", "剣臨条件", "剣臨器")
_PLAY_RESTRICTION = re.compile(r"このカードは[^。]*プレイでき")


def read_card(number: str, text: str, subtext: str | None = None) -> CardScript:
    """Every ability line of a card text, read or reported. A level line (1111) reads as the condition of the
    abilities after it and counts as read with them. A card with no play condition in its subtext (1020–1025) and
    no restriction on playing it in its text is playable for its cost (806.1f); without the subtext that is not
    known, and the card is not played from the Dynamis."""
    abilities: list[Ability] = []
    unread: list[Unread] = []
    pending_level: tuple[str, int] | None = None
    for mark, body in split_abilities(text):
        level = _LEVEL.match(body.strip()) if "レベル" in mark or "Lv" in body.split("\n", 1)[0] else None
        if level and "レベル" in mark:
            pending_level = (body.strip(), int(level[1]))
            continue
        read = read_ability(mark, body)
        if pending_level is not None:
            level_text, level_n = pending_level
            race = _LEVEL_RACE.search(level_text)
            if isinstance(read, Ability) and race:
                # 1111: the ability after a level line is valid only with N face-up cards of the race in the Dynamis
                gate = Condition("dynamis_face_up", level_n, CardFilter(race=race[1]))
                read = replace(read, conditions=(*read.conditions, gate))
                abilities.append(Ability(AbilityKind.INERT, level_text))  # read as the condition of `read`
            else:
                unread.append(Unread(level_text, "level condition of an unread ability"))
            pending_level = None
        if isinstance(read, Ability):
            abilities.append(read)
        else:
            unread.append(read)
    if pending_level is not None:
        unread.append(Unread(pending_level[0], "level condition with no ability after it"))
    plain = (
        subtext is not None
        and not any(word in subtext + text for word in _PLAY_CONDITIONS)
        and not _PLAY_RESTRICTION.search(normalize(text))
    )
    return CardScript(number, tuple(abilities), tuple(unread), plain)


def read_pool(cards: Iterable[tuple[str, str] | tuple[str, str, str]]) -> dict[str, CardScript]:
    """Scripts by collector number for (collector number, text[, subtext]) items; a card with nothing read and no
    plain cost is left out."""
    scripts = {}
    for number, text, *subtext in cards:
        script = read_card(number, text, subtext[0] if subtext else None)
        if script.abilities or script.playable_for_cost:
            scripts[number] = script
    return scripts


__all__ = ["ANY_CARD", "read_ability", "read_card", "read_pool", "split_abilities"]
