"""Read a card's printed abilities into the effect language: each ability line is mapped whole or reported unread.

The reader knows a fixed set of sentence shapes (draw, charge, resources, search, recovery, power, ...); an ability
is read only when every sentence of it is one of them, so nothing is half-done or guessed (804.3c).
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import replace

from zxdecks.rules.cards import nfkc
from zxdecks.rules.cardtext import normalize, without_quoted
from zxdecks.rules.effects.awakening import conditioned_play
from zxdecks.rules.effects.clauses import read_effects, until_next_turn_activated
from zxdecks.rules.effects.constant_grants import escape_granted, read_grant, symbol_condition
from zxdecks.rules.effects.constant_text import read_constant
from zxdecks.rules.effects.delayed import both_on_squares
from zxdecks.rules.effects.dynamis_activated import (
    face_down_only,
    in_opponents_turn,
    read_in_dynamis,
    with_haten,
)
from zxdecks.rules.effects.empty_board import empty_board_only
from zxdecks.rules.effects.events import whole_events
from zxdecks.rules.effects.gates import Gate, gate_line, unison_only
from zxdecks.rules.effects.granted_effects import attach as attach_grants
from zxdecks.rules.effects.granted_effects import said_plainly
from zxdecks.rules.effects.install import install_ability, keep_install
from zxdecks.rules.effects.keyword_gates import alter_break, session
from zxdecks.rules.effects.keyword_texts import (
    activate_text,
    hand_keyword,
    keep_denei,
    keyword_text,
    phantom_text,
    rewrite_text,
)
from zxdecks.rules.effects.language import (
    ANY_CARD,
    Ability,
    AbilityKind,
    CardScript,
    Condition,
    Static,
    Trigger,
    Unread,
    move,
)
from zxdecks.rules.effects.left_squares import left_on_squares
from zxdecks.rules.effects.lost_bullets import quoted_options
from zxdecks.rules.effects.old_auto import old_auto
from zxdecks.rules.effects.opponent_words import name_trigger_zx
from zxdecks.rules.effects.own_abilities import fill_own
from zxdecks.rules.effects.payment_text import payment_ways
from zxdecks.rules.effects.per_turn import plays_per_turn
from zxdecks.rules.effects.placed_power import check as placed_power_check
from zxdecks.rules.effects.play_only import play_conditions as read_play_conditions
from zxdecks.rules.effects.player_lines import player_line
from zxdecks.rules.effects.references import forbid_same_name, forbids_itself, names_trigger_zx, sets_off_zx
from zxdecks.rules.effects.restrictions import read_restrictions
from zxdecks.rules.effects.specials import read_special
from zxdecks.rules.effects.triggers import read_event, zones_of
from zxdecks.rules.effects.words import (
    ZONE_KEY,
    number_or_one,
)
from zxdecks.rules.effects.zone_plays import settle as settle_zone_plays

# The ability-kind marks that open an ability (801.2) and the data's other marks that open one; the same split as
# cardtext.ability_bodies, keeping the mark.
# A mark followed by 「能力」 names a kind of ability inside a sentence (「相手は≪起≫能力をプレイできない」): no new line.
_START = re.compile(
    r"((?:≪(?:自|起|常|S|イベント|STA|ACT|AUT|○|杖|シンパシー|[^≫]*能力[^≫]*|[^≫]*ボルテージ)≫)+)(?!能力|を持)"
)  # ≪STA≫ ≪ACT≫ ≪AUT≫: the English printings (P44/P45), one ability each (left unread: the reader reads Japanese)
# 「…以下の能力を与える。“≪常≫レンジ2(…)”」: a granted Range alone is kept in the sentence as 「≪レンジ2≫を与える」
# (lexicon.SQUARE_VERBS, grammar._ACTS); 絶界 and auto abilities below (effects.constant_grants); any other granted
# ability is left out with its quotes, and the line unread.
_GRANTED_RANGE = re.compile(r"以下の能力を(与え|得)る。\s*“≪常≫レンジ(\d|∞)(?:\([^()]*\))?\s*”")
# 「…以下の能力を得る。“≪常≫絶界(…)”」: a granted 絶界 alone likewise, as 「≪絶界≫を得る」 (effects.constant_grants)
_GRANTED_ZEKKAI = re.compile(r"以下の能力を(与え|得)る。\s*“≪常≫絶界(?:\([^()]*\))?\s*”")
# 「…以下の能力を得る。“≪自≫…”」: a granted auto ability is kept, escaped, as 「〔付与:…〕を得る」 (constant_grants.granted)
_GRANTED_AUTO = re.compile(r"以下の能力を(与え|得)る。\s*“(≪自≫[^”]*)”")
# an activated one, only granted by a constant ability's line (session 17: constant_grants, run.activation)
_GRANTED_PLAYED = re.compile(r"(≪常≫[^\n“”]*?)以下の能力を(与え|得)る。\s*“(≪起≫[^“”]*)”")
_GRANTED_BY_EFFECT = re.compile(
    r"以下の能力を(与え|得)る。\s*“(≪[起常]≫[^“”]*)”(?!\s*“)"
)  # in an effect (granted_effects)
_KIND = {"自": AbilityKind.AUTO, "起": AbilityKind.ACTIVATED, "常": AbilityKind.CONSTANT, "S": AbilityKind.SPECIAL}
_KIND |= {"イベント": AbilityKind.EVENT}

# Keyword abilities the engine carries out itself (setup 402.1c–e, life 1103/1104, Overdrive 1133).
_ENGINE_KEYWORDS: tuple[str, ...] = ("スタートカード", "ゲートカード", "スタートリソース", "ライフリカバリー")
_ENGINE_KEYWORDS += ("ヴォイドブリンガー", "オーバードライブ")
# 1108 Alter Force (N), with or without its reminder text.
_ALTER_FORCE = re.compile(r"^アルターフォース(\d*)(?:\((?:[^()]|\([^()]*\))*\))?$")
# Keyword abilities with nothing to carry out: 絶界 (1107) keeps its Z/X out of every choice, your own included,
# which the executors do (run.choices.choosable).
_INERT_KEYWORDS = ("絶界",)


_ONCE = re.compile(r"(?:≪(?:自分)?ターン1≫|1ターンに1回|《同名》のこの能力をプレイできない)")
_PLAYER = re.compile(r"【P】《プレイヤー指定:≪([^≫]+)≫》(?:「[^」]*」)?")  # and the player's name repeated after it
# 「【P】《プレイヤー指定:≪A≫》か《プレイヤー指定:≪B≫》」: either player
_OR_PLAYER = re.compile(r"^か《プレイヤー指定:≪([^≫]+)≫》(?:「[^」]*」)?")
# A keyword ability written with its reminder text, which is the whole ability (「昇華「X」(【有効】スクエア【誘発】…)」)
_KEYWORD_REMINDER = re.compile(
    r"^[^(【≪《]{2,12}(?:「[^」]*」|《[^》]*》)?\d*\((【有効】(?:[^()]|\([^()]*\))*)\)\s*$", re.S
)
# 「【ターン2≫」: the mark ≪ターン2≫ misprinted in the card list (the same abilities print it right elsewhere)
_TURN_TYPO = re.compile(r"【有効】【(ターン\d)≫")
_TURN_MARK = r"(?:≪(?:自分ターン\d*|ターン\d)≫)?"
_AUTO_HEAD = re.compile(
    r"^【有効】"
    + r"(?:≪(?:自分ターン\d*|相手ターン|ターン\d)≫)?"  # ≪相手ターン≫: triggers.read_event keeps it to those it fires
    + r"(ノーマルスクエア|スクエア(?:と(?:トラッシュ|リソース|リムーブ|デュナミス))?|プレイヤースクエア|デュナミス|≪デュナミス表≫|リソース|トラッシュ|チャージ|手札(?:とトラッシュ)?|フォース|リムーブ(?:ゾーン)?)【誘発】([^。]+)。\s*【効果】(.+)$",
    re.S,
)
_OLD_AUTO = re.compile(r"^(このカードが[^、。]+時|あなたのターンのターン終了時)、(.+)$", re.S)
# 1106: 「エヴォルシード」 with its effect after the keyword (and its reminder or trigger in brackets).
_EVOLSEED = re.compile(r"^エヴォルシード(?:\((?:[^()]|\([^()]*\))*\))?\s*(?:【効果】)?(.+)$", re.S)
_ACTIVATED = re.compile(r"^【有効】" + _TURN_MARK + r"(?:ノーマル)?スクエア【コスト】(.+?)【効果】(.+)$", re.S)
_ON_PLAYER_SQUARE = re.compile(r"^【有効】" + _TURN_MARK + r"プレイヤースクエア【コスト】(.+?)【効果】(.+)$", re.S)
_EVENT = re.compile(r"^(?:【効果】)?(.+)$", re.S)
# 803.1f: an event ability valid only in your turn, 「【有効】≪自分ターン≫【効果】…」: performed only when it resolves in
# your turn (803.2), read as the ability's condition 「あなたのターンの間」 (an event played from the life in the
# opponent's turn, 907.2e, does nothing)
_EVENT_OWN_TURN = re.compile(r"^【有効】≪自分ターン≫【効果】(.+)$", re.S)
# An activated ability valid in a zone other than the squares (803.1d), played from there on your turn.
# 「手札とトラッシュ」, 「手札かリソース」, 「手札とチャージとトラッシュ」, 「スクエアとチャージ」 (on the squares too), 「リムーブ」,
# 「フォース(ゾーン)」: the face-up force of your Z/X (803.1d)
_ACTIVATED_ZONE = r"(?:手札|リソース|チャージ|トラッシュ|リムーブ|スクエア|フォース|デュナミス|≪デュナミス表≫)"
_ZONE_ACTIVATED = re.compile(
    rf"^【有効】(?:≪(?:自分ターン\d*|ターン\d)≫)?({_ACTIVATED_ZONE}(?:[とか]{_ACTIVATED_ZONE})*)"
    r"(?:ゾーン)?【コスト】(.+?)【効果】(.+)$",
    re.S,
)
# 「【有効】デュナミス」: in the Dynamis face down or face up; 「≪デュナミス表≫」: face up (run.activation)
_DYNAMIS_ZONES = {"デュナミス": "dynamis+dynamis_face_up", "≪デュナミス表≫": "dynamis_face_up"}
_ZONE_WORDS = {**ZONE_KEY, "リムーブ": "removed", "スクエア": "square", "フォース": "force", **_DYNAMIS_ZONES}
# 「この能力は…場合にしかプレイできない」: a condition on playing the ability (807.1b)
# 805.2b: 「[白]《黒1・黒1》」 is the two-colour cost [白黒][1] (the colour icon before the points' icon).
_RANGE = re.compile(r"^レンジ(\d+|∞)(?:\(.*\))?$", re.S)
_POWER = re.compile(r"^【有効】(≪自分ターン≫)?スクエア【効果】このカードのパワーを\+(\d+)する。?$")
_CANNOT_ATTACK = re.compile(r"^【有効】スクエア【効果】このカードは攻撃できない。?$")
_GAINS_IGNITION = re.compile(r"^【有効】(ライフ|すべて|デッキ)【効果】このカードは≪イグニッション≫を得る。?$")
# A cost change valid only on the opponent's turn: the goldfish player plays nothing then.
_OPPONENT_TURN_COST = re.compile(r"^【有効】≪相手ターン≫[^【]+【効果】このカードのコストを[+-]\d+する。?$")
# A play restriction: the engine does not play such a card (read_card marks it not playable for its cost).
_RESTRICTION_ONLY = re.compile(
    r"^(?:【有効】[^【]+【効果】このカードは[^。]*場合にしかプレイできない|【有効】すべて【効果】このカードはプレイできない)。?$"
)  # (effects.restrictions keeps the card from being played: 「このカードはプレイできない」 of every zone, no turn mark)


_UNKNOWN_TRIGGER = re.compile(r"【誘発】([^【]+?)。?\s*【効果】")
_ANY_HEAD = re.compile(r"^【有効】[^【]*(?:【誘発】[^【]*|【コスト】.*?)【効果】(.+)$", re.S)
# The abilities whose 「ターン終了時まで、あなたは(《同名》の)この能力をプレイできない」 the game asks before playing them
# again: an auto ability when it resolves (run.resolve), an activated one before it is paid (run.activation).
_FORBIDS_ITSELF = (AbilityKind.AUTO, AbilityKind.ACTIVATED)
_OLD_ACTIVATED = re.compile(r"^〈(.*?)〉(.+)$", re.S)
_OLD_ZONE = re.compile(
    r"^この能力は(?:あなたのターンにしかプレイできず、)?このカードが(チャージ|手札|リソース)にある場合にしか(?:プレイ|使用)できない。?$"
)


def read_ability(mark: str, body: str) -> Ability | Unread:
    """One ability line (its ability-kind mark and its body) as an Ability, or Unread with the reason."""
    text = body.strip()
    kind = next((_KIND[k] for k in re.findall(r"≪([^≫]+)≫", mark) if k in _KIND), None)
    first = text.split("\n", 1)[0]
    for word in _ENGINE_KEYWORDS:
        if first.startswith(word):
            return Ability(AbilityKind.KEYWORD, text)
    keyword = hand_keyword(text.replace("\n", ""))
    if keyword is not None:
        return keyword
    alter = _ALTER_FORCE.match(text.replace("\n", ""))
    if alter:  # 1108: when this card enters, up to N trash cards face up as its force
        return Ability(AbilityKind.AUTO, text, Trigger.ENTER, (move("trash", "force", number_or_one(alter[1]), True),))
    for word in _INERT_KEYWORDS:
        if first.startswith(word) and len(text.split("\n")) == 1:
            return Ability(AbilityKind.INERT, text)
    if _CONSTRUCTION.match(text.replace("\n", "")):
        return Ability(AbilityKind.CONSTRUCTION, text)
    conditions: list[Condition] = []
    text = _TURN_TYPO.sub(r"【有効】≪\1≫", text)
    reminder = _KEYWORD_REMINDER.match(text) if kind in (AbilityKind.AUTO, AbilityKind.ACTIVATED) else None
    if reminder:  # the keyword's reminder says what it does: read that (1100)
        text = reminder[1]
    elif kind is AbilityKind.AUTO:
        text = keyword_text(text) or text  # a bare keyword: what the rules say it is (effects.keyword_texts)
    elif kind is AbilityKind.ACTIVATED:
        # 1125 Phantom, 1117 Rewrite, 1118 Activate (effects.keyword_texts)
        text = phantom_text(text) or rewrite_text(text) or activate_text(text) or text
    installs = install_ability(text) if kind is AbilityKind.AUTO else None
    if installs is not None:  # 1116, bare or with its reminder (effects.install)
        return installs
    player = _PLAYER.search(text)
    if player:
        names = [player[1]]
        text = _PLAYER.sub("", text, count=1)
        while (other := _OR_PLAYER.match(text[player.start() :])) is not None:
            names.append(other[1])
            text = text[: player.start()] + text[player.start() + other.end() :]
        either = tuple(Condition("player_is", name=name) for name in names)
        conditions.append(either[0] if len(either) == 1 else Condition("any_of", either=either))
        text = _PLAYER.sub("", text)
        late = _KEYWORD_REMINDER.match(text) if kind in (AbilityKind.AUTO, AbilityKind.ACTIVATED) else None
        text = late[1] if late else text  # the mark inside a keyword's reminder (「カラーブレイク(【P】…【有効】…)」)
    symbol = symbol_condition(text) if kind in (AbilityKind.CONSTANT, AbilityKind.AUTO, AbilityKind.ACTIVATED) else None
    if symbol is not None:  # シンボル「X」: valid only while a Z/X named X is on a square or in the charge
        text = symbol[0]
        conditions.append(symbol[1])
    broken = alter_break(text) if kind in (AbilityKind.AUTO, AbilityKind.ACTIVATED, AbilityKind.CONSTANT) else None
    if broken is not None:  # 1122 アルターブレイク: valid while this card is broken (keyword_gates)
        text = broken
        conditions.append(Condition("self_broken"))
    next_to = session(text) if kind in (AbilityKind.AUTO, AbilityKind.ACTIVATED, AbilityKind.CONSTANT) else None
    if next_to is not None:  # セッション: valid while a Z/X of yours is next to this card (keyword_gates)
        text = next_to
        conditions.append(Condition("self_next_to_zx"))
    if kind is AbilityKind.CONSTANT:
        m = _RANGE.match(text)
        if m:
            return Ability(AbilityKind.CONSTANT, text, range=99 if m[1] == "∞" else int(m[1]))
        m = _POWER.match(text)
        if m and not conditions and not m[1]:
            return Ability(AbilityKind.CONSTANT, text, power=int(m[2]), conditions=tuple(conditions))
        flat = text.replace("\n", "")
        m = _POWER.match(flat)
        if m and (conditions or m[1]):  # a power under a condition (≪自分ターン≫ too, 803.1f) applies while it holds
            conditions += [Condition("your_turn")] if m[1] else []  # (811), not once on entering
            static = Static("self_power", int(m[2]), conditions=tuple(conditions))
            return Ability(AbilityKind.CONSTANT, text, conditions=tuple(conditions), statics=(static,))
        constant = read_constant(flat, conditions) or read_grant(flat, conditions, read_ability)
        if constant is not None:
            return constant
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
        zone, event, body = (head[1], head[2], head[3]) if head else ("スクエア", "", "")
        zone, other_zone = zones_of(zone)  # 「スクエアとトラッシュ」: valid in both (triggers.read_event)
        old = _OLD_AUTO.match(text) if not head and not evolseed else None
        if old:
            event, body = old[1], old[2]
        elif not head and not evolseed:
            event, body = old_auto(text) or (event, body)  # 「…した時、」 (effects.old_auto)
        if evolseed and not head:
            zone, event, body = "trash", "このカードがデッキからトラッシュに置かれる", evolseed[1]
        # a trigger not read leaves the ability unread, whatever its effect (never a trigger-less ability)
        if not event:
            unknown = _UNKNOWN_TRIGGER.search(text)
            return Unread(text, f"trigger: {unknown[1].strip()}" if unknown else "auto ability of an unknown form")
        found = read_event(event, zone, text.split("【誘発】", 1)[0], other_zone)
        if found is None:
            return Unread(text, f"trigger: {event.strip()}")
        body = body if found.also else name_trigger_zx(body, found.trigger)  # 「そのゼクス」: the opponent's Z/X
        body, gates = read_play_conditions(body)  # 「この能力は…場合にしかプレイできない」: not played unless they hold
        if gates is None:
            return Unread(text, "unread condition on playing the ability")
        read = read_effects(body)
        if isinstance(read, str):
            return Unread(text, read)
        effects, more, once = read
        effects = forbid_same_name(effects, body)  # 「…《同名》のこの能力をプレイできない。」: by name (references)
        more = [*gates, *more]  # checked when it resolves (run.resolve): an auto ability is played as it resolves
        if found.player:
            more = [Condition("player_is", name=found.player), *more]
        if found.entered:  # 「このカードがプレイされて登場したターンのターン終了時」 (triggers.read_event)
            more = [Condition("self_entered_this_turn", name=found.entered), *more]
        if found.on_player_square or found.on_normal_square:  # 803.1b, 303.3b: valid only on that square
            more = [Condition("self_on_player_square" if found.on_player_square else "self_on_normal_square"), *more]
        return Ability(
            AbilityKind.AUTO, text, found.trigger, tuple(effects), tuple(conditions + more),
            # 「…したならば、…、ターン終了時まで、あなたは《同名》のこの能力をプレイできない」 read as an effect (FORBID_ABILITY
            # "this") forbids only when it is reached, not every time the ability is played
            once_per_turn=once or (bool(_ONCE.search(text)) and not forbids_itself(effects)), zone=found.zone,
            plays_per_turn=plays_per_turn(text, body),  # ≪ターン3≫: three times a turn (run.resolve)
            trigger_filter=found.by, turn=found.turn,
            self_too=found.self_too, also=found.also, not_self=found.not_self, trigger_way=found.way,
        )  # fmt: skip
    if kind is AbilityKind.ACTIVATED:  # 破天降臨 before it: once a turn in all (effects.dynamis_activated)
        return with_haten(text, lambda rest: in_opponents_turn(rest, lambda bare: _activated_form(bare, conditions)))
    if kind is AbilityKind.EVENT:
        own = _EVENT_OWN_TURN.match(text)
        if own:
            conditions.append(Condition("your_turn"))
        m = own or _EVENT.match(text)
        body = m[1] if m else text
        read = read_effects(body)
        if isinstance(read, str):
            return Unread(text, read)
        effects, more, once = read
        return Ability(AbilityKind.EVENT, text, None, tuple(effects), tuple(conditions + more))
    if kind is AbilityKind.SPECIAL:
        return read_special(text, conditions)
    return Unread(text, f"ability kind {mark}")


def _activated_form(text: str, conditions: list[Condition]) -> Ability | Unread:
    """An activated ability valid in the Dynamis, on the squares or in other zones, in the new or the old form."""
    in_dynamis = read_in_dynamis(text, conditions, _read_activated)  # effects.dynamis_activated
    if in_dynamis is not None:
        return in_dynamis
    on_player = _ON_PLAYER_SQUARE.match(text)
    if on_player:  # 803.1b: valid only while this card is on your player square
        payment = on_player[1].replace("\n", "").replace("このカードをスリープする。", "≪スリープ≫")
        read = _read_activated(text, payment, on_player[2], conditions)  # checked when it is played (807.1b)
        there = (*read.play_conditions, Condition("self_on_player_square")) if isinstance(read, Ability) else ()
        return replace(read, play_conditions=there) if isinstance(read, Ability) else read
    m = _ACTIVATED.match(text)
    old_form = _OLD_ACTIVATED.match(text) if not m else None
    if old_form:
        return _read_old_activated(text, old_form[1], old_form[2], conditions)
    zoned = _ZONE_ACTIVATED.match(text) if not m else None
    if zoned:
        zone = _DYNAMIS_ZONES.get(zoned[1]) or "+".join(_ZONE_WORDS[z] for z in re.split("[とか]", zoned[1]))
        return _read_activated(text, zoned[2], zoned[3], conditions, zone)
    if not m:
        anyhead = _ANY_HEAD.match(text)
        empty = empty_board_only(AbilityKind.ACTIVATED, text, anyhead[1], conditions) if anyhead else None
        return empty or Unread(text, "activated ability outside a square or of an unknown form")
    payment = m[1].replace("\n", "").replace("このカードをスリープする。", "≪スリープ≫")
    return _read_activated(text, payment, m[2], conditions)


def _read_old_activated(text: str, payment: str, body: str, conditions: list[Condition]) -> Ability | Unread:
    """The older printing of an activated ability, 「〈payment〉effect」, valid on squares unless its text names the
    charge, the hand or the resources (then only an ability that does nothing on an empty board is read)."""
    payment = payment.replace("\n", "").strip()
    lines = [line for line in body.replace("\n", "。").split("。") if line.strip()]
    zones = [z for line in lines if (z := _OLD_ZONE.match(line.strip() + "。"))]
    body = "。".join(line for line in lines if not _OLD_ZONE.match(line.strip() + "。")) + "。"
    named = {ZONE_KEY[z[1]] for z in zones} | ({"charge"} if "チャージにあるこのカード" in payment else set())
    if len(named) > 1:
        return empty_board_only(AbilityKind.ACTIVATED, text, body, conditions) or Unread(
            text, "activated ability outside a square or of an unknown form"
        )
    # valid in the zone its text names (803.1d): 「チャージにあるこのカード」 is this card there
    payment = payment.replace("チャージにあるこのカード", "このカード")
    return _read_activated(text, payment, body, conditions, named.pop() if named else "square")


def _read_activated(
    text: str, payment: str, body: str, conditions: list[Condition], zone: str = "square"
) -> Ability | Unread:
    """An activated ability from its payment (a resource cost 805, ≪スリープ≫ 807.1a, other payments) and its effect
    text, valid in `zone`; one whose payment is unread is kept only when it does nothing on an empty board."""
    payment = payment.replace("\n", "").strip()
    body, zone = face_down_only(body, zone)  # 「…デュナミスで裏向きの場合にしか」 (effects.dynamis_activated)
    body, play_conditions = read_play_conditions(body)
    if play_conditions is None:
        return Unread(text, "unread condition on playing the ability")
    ways = payment_ways(payment)  # one way to pay it, or the two of 「AかB」 (effects.payment_text)
    if isinstance(ways, str):
        return empty_board_only(AbilityKind.ACTIVATED, text, body, conditions) or Unread(text, f"payment: {ways}")
    if any(e.destination == "hand" and e.source.rstrip("s") in zone.split("+") for w in ways for e in w[3]):
        return Unread(text, "payment: a card back to the hand from the zone the ability is played from")
    # the one payment of the one way to pay it: what 「置いたカード」 in the effects may name (effects.clauses)
    read = read_effects(body, ways[0][3][0] if len(ways) == 1 and len(ways[0][3]) == 1 else None)
    if isinstance(read, str):
        return Unread(text, read)
    effects, more, once = forbid_same_name(read[0], body), read[1], read[2]  # 《同名》: by name (references)
    (sleep, cost, colors, paid), *others = ways
    ability = Ability(
        AbilityKind.ACTIVATED, text, None, tuple(effects), tuple(conditions + more), cost, colors, sleep,
        tuple(paid), once_per_turn=once or bool(_ONCE.search(text)), zone=zone, play_conditions=play_conditions,
        plays_per_turn=plays_per_turn(text, body),  # ≪自分ターン2≫, 「1ターンに2回」: twice (effects.per_turn)
    )  # fmt: skip
    other = (replace(ability, sleep_self=s, cost=c, cost_colors=cc, payment=tuple(p)) for s, c, cc, p in others)
    return replace(ability, ways=tuple(other))


def _kept(m: re.Match[str], kept: str) -> str:
    """A granted ability kept in its sentence, unless it is inside a quoted option (「“…以下の能力を得る。“…””」): the
    option then stays quoted, and is left out with its quotes (the line unread), not read without its grant."""
    before = m.string[: m.start()]
    return m[0] if before.count("“") > before.count("”") else kept


def split_abilities(text: str) -> list[tuple[str, str]]:
    """A card text's own abilities as (mark, body), leaving out quoted abilities it grants to others."""
    text = _GRANTED_RANGE.sub(
        lambda m: f"≪レンジ{m[2]}≫を{m[1]}る。", said_plainly(quoted_options(keep_install(keep_denei(normalize(text)))))
    )
    text = _GRANTED_ZEKKAI.sub(lambda m: f"≪絶界≫を{m[1]}る。", text)
    text = _GRANTED_AUTO.sub(lambda m: _kept(m, f"〔付与:{escape_granted(m[2])}〕を{m[1]}る。"), text)
    text = _GRANTED_PLAYED.sub(lambda m: f"{m[1]}〔付与:{escape_granted(m[3])}〕を{m[2]}る。", text)
    text = _GRANTED_BY_EFFECT.sub(lambda m: _kept(m, f"〔付与:{escape_granted(m[2])}〕を{m[1]}る。"), text)
    parts = _START.split(without_quoted(text))
    return [(parts[i], parts[i + 1]) for i in range(1, len(parts) - 1, 2) if parts[i + 1].strip()]


# Construction rules (401, 803.1a) the validator reads (cardtext.construction_rules); nothing to do in a game.
_CONSTRUCTION = re.compile(r"^(?:【有効】すべて【効果】)?(?:(?:デッキ|デュナミス)を構築する際、[^。]+。)+$")
# Subtext 「このカードの能力はこのカードが≪ユニゾン≫している場合にのみ有効」: every ability valid only in unison (gates)
_UNISON_ONLY = "このカードの能力はこのカードが≪ユニゾン≫している場合にのみ有効"
_PLAY_CONDITIONS = ("降臨条件", "覚醒条件", "憑依条件", "夢装条件", "剣臨条件", "剣臨器")


def read_card(number: str, text: str, subtext: str | None = None) -> CardScript:
    """Every ability line of a card text, read or reported. A gate line (a level, 1111; Zero Optima; a voltage; the
    ≪杖≫ label, 1113: effects.gates) reads with the ability after it and counts as read with it. A card with no play condition in its subtext (1020–1025) and
    no restriction on playing it in its text is playable for its cost (806.1f); without the subtext that is not
    known, and the card is not played from the Dynamis."""
    abilities: list[Ability] = []
    unread: list[Unread] = []
    pending: Gate | None = None  # a gate line and what it does to the next ability
    event_unread = False
    gated_by: dict[int, tuple[Ability, str]] = {}  # a gated ability's gate line (read as inert) and its reason
    for mark, body in split_abilities(text):
        gate = gate_line(mark, body.strip())
        if gate is not None:
            if pending is not None:
                unread.append(Unread(pending.text, "gate line with no ability after it"))
            pending = gate
            continue
        read = attach_grants(read_ability(mark, body), read_ability)  # 「以下の能力を得る/与える」 (granted_effects)
        if isinstance(read, Ability) and read.kind not in _FORBIDS_ITSELF and forbids_itself(read.effects):
            read = Unread(
                read.text, "「(《同名》の)この能力をプレイできない」 in an ability that is not an auto ability"
            )
        read = until_next_turn_activated(read)  # clauses: 「次のあなたのターンのリブートフェイズ開始時まで」
        read = left_on_squares(
            both_on_squares(placed_power_check(read))
        )  # 「このカードとそのゼクス」, 「…があった」 (effects.left_squares), 「除外したゼクスのパワー」 (effects.placed_power)
        if isinstance(read, Ability) and names_trigger_zx(read.effects) and not sets_off_zx(read):
            read = Unread(read.text, "「そのゼクス」 with no Z/X put onto a square or setting the ability off")
        if isinstance(read, Unread):  # a Player Extra's ability, carried out by goldfish.player_extra
            read = player_line(mark, body) or read
        if pending is not None:
            gated = pending.apply(read) if isinstance(read, Ability) else None
            if gated is not None:
                read = gated
                abilities.append(Ability(AbilityKind.INERT, pending.text))  # read as the condition of `read`
                gated_by[id(read)] = (abilities[-1], pending.unread_reason)
            else:
                unread.append(Unread(pending.text, pending.unread_reason))
                if isinstance(read, Ability):  # its gate cannot be kept: it would apply always
                    read = Unread(read.text, pending.kept_reason)
            pending = None
        if isinstance(read, Ability):
            abilities.append(read)
        else:
            unread.append(read)
            event_unread = event_unread or "イベント" in mark
    if pending is not None:
        unread.append(Unread(pending.text, "gate line with no ability after it"))
    before = abilities
    abilities, unread_own = fill_own(abilities, [mark for mark, _ in split_abilities(text)])  # 「元々持つ…能力」
    unread.extend(unread_own)
    own_texts = {u.text for u in unread_own}
    event_unread = event_unread or any(a.kind is AbilityKind.EVENT and a.text in own_texts for a in before)
    abilities, unread = whole_events(abilities, unread, event_unread)  # 809: all of them, or none
    abilities, unread = settle_zone_plays(abilities, unread, gated_by)  # costs valid where the card is played from
    if subtext is not None and _UNISON_ONLY in nfkc(subtext):  # 1029: valid only while one with the player card
        abilities, dropped = unison_only(abilities)
        unread = unread + dropped
    restriction = read_restrictions(text, subtext)  # 806.1: from the subtext and the text
    plain = (
        subtext is not None and not any(word in subtext + text for word in _PLAY_CONDITIONS) and not restriction.never
    )
    return CardScript(
        number, tuple(abilities), tuple(unread), plain, play_restriction=restriction.never,
        play_only_if=restriction.only_if, play_never_if=restriction.never_if, enter_never_if=restriction.never_enter_if,
        enters_once_per_turn=restriction.once_per_turn, needs_namesake_in_trash=restriction.namesake_in_trash,
        plays_once_per_turn=restriction.played_once, enter_only_if=restriction.enter_only_if,
        player_square_only=restriction.player_square_only,
        dynamis=conditioned_play(text, subtext),
    )  # fmt: skip


def read_pool(cards: Iterable[tuple[str, str] | tuple[str, str, str]]) -> dict[str, CardScript]:
    """Scripts by collector number for (collector number, text[, subtext]) items; a card with nothing read, no plain
    cost and no restriction on its play is left out."""
    scripts = {}
    for number, text, *subtext in cards:
        script = read_card(number, text, subtext[0] if subtext else None)
        if script.abilities or script.playable_for_cost or script.restricted or script.dynamis:
            scripts[number] = script
    return scripts


__all__ = ["ANY_CARD", "read_ability", "read_card", "read_pool", "split_abilities"]
