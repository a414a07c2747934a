"""Constant abilities (811) that grant 絶界 (1107) to this card or to Z/X of yours, and those that bind only what the
modelled opponent never does (it plays no card and has no card ability: goldfish.opponent).

A granted 「≪常≫絶界」 is kept in the sentence as 「≪絶界≫を得る/与える」 by reader.split_abilities. It keeps the Z/X
out of every choice that says 選ぶ, your own effects' included (run.choices.choosable asks `zekkai_granted`); its
other half, protection from the opponent's effects, has nothing to protect from. Like the keyword 絶界 itself it
counts as inert (coverage.line_part): it never gains the goldfish anything.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace

from zxdecks.rules.effects.condition_words import take_condition
from zxdecks.rules.effects.filters import CardFilter
from zxdecks.rules.effects.language import (
    ABILITIES_OF,
    Ability,
    AbilityKind,
    Condition,
    Effect,
    Kind,
    Static,
    Trigger,
    Unread,
)
from zxdecks.rules.effects.words import (
    FILTER,
    REMINDER,
    filter_of,
    match_filter,
    sentence_pattern,
    split_sentences,
)

# The kinds of Static a granted 絶界 is (this card; your Z/X on squares matching the filter).
ZEKKAI_STATICS = frozenset({"zekkai", "zekkai_aura"})
# The kinds of Static a granted auto ability is (Static.granted), and the triggers a game fires for a Z/X that has
# one without its own script: its attack (goldfish.battle, 602.1e).
GRANT_STATICS = frozenset({"grant", "grant_aura", "host_grant"})  # host_grant: from a face-up force card (312)
GRANTED_TRIGGERS = frozenset({Trigger.ATTACK, Trigger.DESTROYS_BY_ATTACK})  # goldfish.battle fires both
# and (session 19) its being destroyed (run.squares.destroy asks what it was granted before it left: 「このカードが破壊さ
# れた時」 looks back, 803.1f) and the opponent's Z/X destroyed (run.phases.fire_opponent_destroyed, for each Z/X of yours;
# traits.triggers holds the granted triggers)
GRANTED_TRIGGERS |= {Trigger.DESTROYED, Trigger.OPPONENT_ZX_DESTROYED}
# A card's effect grants the very Z/X (OnSquare.granted), which run.resolve.fire asks whatever sets it off: its being
# destroyed (run.squares.destroy, after it left), its damaging the opponent's Z/X in its attack and its destroying the
# one on the player square or on a normal square by it (goldfish.battle fires each whenever the game has scripts) too.
EFFECT_GRANTED_TRIGGERS = GRANTED_TRIGGERS | {Trigger.DESTROYED, Trigger.DAMAGES_ZX_BY_ATTACK}
EFFECT_GRANTED_TRIGGERS |= {Trigger.DESTROYS_PLAYER_SQUARE_BY_ATTACK, Trigger.DESTROYS_NORMAL_BY_ATTACK}
# A granted auto ability kept in its sentence (reader.split_abilities): its marks, sentence ends, commas and brackets
# escaped so that neither the split into abilities nor into sentences and clauses cuts it.
_ESCAPES = str.maketrans({"≪": "⟪", "≫": "⟫", "。": "｡", "、": "､", "(": "⦅", ")": "⦆", "\n": ""})
_UNESCAPES = str.maketrans({"⟪": "≪", "⟫": "≫", "｡": "。", "､": "、", "⦅": "(", "⦆": ")"})
_GRANTED = r"〔付与:(?P<granted>[^〕]+)〕"


# シンボル「X」: the ability is valid only while a Z/X of yours whose name contains X is on a square or in your charge
# (its reminder says so when printed).
_SYMBOL = re.compile(r"^シンボル「(?P<name>[^」]+)」(?:\((?P<reminder>[^()]*)\))?\s*")
_SYMBOL_REMINDER = "スクエアかチャージにあなたのカード名に「{}」を含むゼクスがあると有効。"


def symbol_condition(text: str) -> tuple[str, Condition] | None:
    """「シンボル「X」(…)【有効】…」: the text after the symbol and the condition it sets (a Z/X of yours named X on a
    square or in the charge); None without a symbol or with a reminder that says anything else."""
    m = _SYMBOL.match(text)
    if m is None or (m["reminder"] is not None and m["reminder"] != _SYMBOL_REMINDER.format(m["name"])):
        return None
    found: list[Condition] = []
    take_condition(f"スクエアにあなたのカード名に「{m['name']}」を含むゼクスがある場合、_", found)
    take_condition(f"あなたのチャージにカード名に「{m['name']}」を含むゼクスがある場合、_", found)
    if len(found) != 2:
        return None
    return text[m.end() :], Condition("any_of", either=tuple(found))


def escape_granted(text: str) -> str:
    """A granted ability's text as reader.split_abilities keeps it inside a sentence."""
    return text.translate(_ESCAPES)


_HEAD = re.compile(r"^【有効】(?:≪(?:自分ターン|ターン\d)≫)?スクエア【効果】(.+)$")
# 914.3: the goldfish puts no shield on a Z/X (a Player Extra's shields are logged only), so this never holds.
_SHIELD = sentence_pattern(r"このカードが≪シールド≫を持っている場合、このカードは≪絶界≫を得る")
# 「あなたはこのカードをカードの効果で選ぶことはできない」: out of your own choices, as a granted 絶界 keeps it (the
# modelled opponent chooses nothing either way)
_SELF = sentence_pattern(r"(?:このカードは≪絶界≫を得る|あなたはこのカードをカードの効果で選ぶことはできない)")
_YOURS = sentence_pattern(
    r"(?P<others>このカード以外の)?スクエアにある(?:すべての)?あなたの(?:「(?P<exact>[^」]+)」|" + FILTER + r")"
    r"(?:は≪絶界≫を得る|に≪絶界≫を与える)"
)
# 907.2e: every card of your life has the ignition icon while this card is on a square (goldfish.damage asks).
_LIFE_IGNITION = sentence_pattern(r"あなたのライフにあるすべてのカードは≪イグニッション≫を得る")
# 「(あなたの)デッキ/ライフ/リソース(と…)にあるすべての(あなたの)<filter>は≪イグニッション≫を得る」 on squares: the icon
# there (the deck: run.deck_ignition, 1011; the resources: run.seen; life for every card: "life_ignition", 907.2e)
_ZONE_IGNITION = sentence_pattern(
    r"(?P<zones>(?:あなたの)?(?:デッキ|ライフ|リソース)(?:と(?:あなたの)?(?:デッキ|ライフ|リソース))*)にあるすべての(?:あなたの)?"
    r"(?:(?P<any>カード)|「(?P<exact>[^」]+)」|" + FILTER + r")は≪イグニッション≫を得る"
)
_SELF_AUTO = sentence_pattern(r"このカードは" + _GRANTED + r"を得る")
# 「このカードのパワーを+Nし、以下の能力を得る。“…”」: this card's power and a granted 絶界 or auto ability
_POWER_AND = sentence_pattern(r"このカードのパワーを\+(?P<n>\d+)し、(?:(?P<zekkai>≪絶界≫)|" + _GRANTED + r")を得る")
# 「スクエアにある(このカード以外の)すべてのあなたの<filter>のパワーを+Nし、〔…〕を与える」: the aura and the granted ability
_AURA_AND = sentence_pattern(
    r"スクエアにある(?P<others>このカード以外の)?すべてのあなたの(?:「(?P<exact>[^」]+)」|" + FILTER + r")"
    r"のパワーを\+(?P<n>\d+)し、" + _GRANTED + r"を与える"
)
_YOURS_AUTO = sentence_pattern(
    r"(?P<others>このカード以外の)?スクエアにある(?:すべての)?あなたの(?:「(?P<exact>[^」]+)」|" + FILTER + r")"
    r"(?:は" + _GRANTED + r"を得る|に" + _GRANTED.replace("granted", "granted2") + r"を与える)"
)
# What only the opponent's cards or choices would do: the modelled opponent plays no card, uses no ability, chooses
# nothing by an effect and affects nothing by one, so these hold and change nothing.
_OPPONENT_NEVER = tuple(
    sentence_pattern(p)
    for p in (
        r"(?:このカードのバトル中、)?相手は[^。]*をプレイできない",
        r"相手は[^。]*を(?:カード|ゼクス|自分のカード)の(?:効果|能力)で選ぶことはできない",
        r"相手は(?:自分の)?カードの能力で(?:カードを)?引くことはできない",
        r"相手は自分のカードの能力で引くことはできない",
        r"相手はカードを自分のカードの能力で自分の(?:リソース|チャージ)に置くことはできない",
        r"相手はこのカード以外のすべてのカードを自分のカードの能力で除外することはできない",
        r"相手のカードの≪起≫能力のコストに《無\d+・無\d+》を追加する",
        # this card, your Z/X, hand or charge cards unaffected by the opponent's effects (not its Z/X's damage)
        r"(?!.*ダメージ)[^。]*は相手の[^。]*効果を受けない",
        r"相手は[^。、]*が元々持つ能力をプレイできず、このカードは相手の[^。、]*の効果を受けない",
        r"あなたは相手のカードの能力によるダメージを受けない",
        r"カードの効果でこのカードを選べる場合、相手はこのカードを選ばなければならない",
        # a goldfish opponent's life is a count: no card of it has an icon to lose
        r"(?:このカードのバトル中、)?相手のライフにあるすべてのカードは≪イグニッション≫を失い、得ることはできない",
    )
)
# 「…のパワーを+Nし、(このカードのバトル中、)相手は…」: the power, and what binds only the opponent (split_opponent)
_POWER_THEN_OPPONENT = re.compile(
    r"^(?P<first>[^。]+?のパワーを\+\d+)し、(?P<rest>(?:このカードのバトル中、)?相手は[^。]+)。?$"
)


def binds_opponent(sentence: str) -> bool:
    """Whether the sentence only binds what the modelled opponent never does (a change of nothing in its games)."""
    return any(p.match(sentence) for p in _OPPONENT_NEVER)


def split_opponent(sentence: str) -> list[str]:
    """A power raised and the opponent bound in one sentence, as the two sentences (the second read by
    `binds_opponent` or not at all); any other sentence alone."""
    m = _POWER_THEN_OPPONENT.match(sentence)
    return [m["first"] + "する", m["rest"]] if m and binds_opponent(m["rest"]) else [sentence]


# The opponent's charge limit: a goldfish opponent keeps no charge, so nothing happens against any opponent.
_OPPONENT_CHARGE = sentence_pattern(r"相手のチャージの上限(?:を-\d+する|は\d+枚減る)")


def granted_auto(text: str, read: Callable[[str, str], Ability | Unread]) -> Ability | None:
    """An auto or activated ability a card's effect grants until end of turn (effects.granted_effects), read as
    `_granted` reads one a constant ability grants, set off by more (EFFECT_GRANTED_TRIGGERS), or a constant ability
    valid on squares that only raises powers (run.statics.static_power adds it while the Z/X has it); None for one
    not so read."""
    if text.translate(_UNESCAPES).startswith("≪常≫"):
        held = read("≪常≫", text.translate(_UNESCAPES).removeprefix("≪常≫"))
        powers = (
            isinstance(held, Ability) and held.statics and {st.kind for st in held.statics} <= {"aura", "self_power"}
        )
        return held if powers and isinstance(held, Ability) and held.zone == "square" and not held.effects else None
    return _granted(text, read, EFFECT_GRANTED_TRIGGERS)


def _granted(
    text: str, read: Callable[[str, str], Ability | Unread], triggers: frozenset[Trigger] = GRANTED_TRIGGERS
) -> Ability | None:
    """A granted auto ability read as the reader reads one of the card's own; only one the game fires for a Z/X
    that has it by a grant (GRANTED_TRIGGERS), valid on squares. A granted activated ability (session 17) valid on
    squares: run.activation plays it as the unit's own (granted_activated)."""
    text = text.translate(_UNESCAPES)
    if text.startswith("≪起≫"):
        played = read("≪起≫", text.removeprefix("≪起≫"))
        ok = isinstance(played, Ability) and played.kind is AbilityKind.ACTIVATED and played.zone == "square"
        return played if ok and isinstance(played, Ability) and not played.once_key else None
    if not text.startswith("≪自≫"):
        return None
    ability = read("≪自≫", text.removeprefix("≪自≫"))
    if not isinstance(ability, Ability) or ability.zone != "square" or ability.trigger not in triggers:
        return None
    return ability if not ability.also else None


# In a face-up force (312): 「このカードがゼクスのフォースの場合(condition SELF_FORCE_OF)、そのゼクス(のパワーを+Nし、)に
# 〔…〕を与える」 and 「このカードをフォースに持つ<filter>のパワーを+Nし、〔…〕を与える」: the host Z/X has the granted
# ability (run.granted.granted_abilities) and the power (run.statics.static_power).
_FORCE_HEAD = re.compile(r"^【有効】(≪自分ターン≫)?フォース(?:ゾーン)?【効果】(.+)$")
_HOST = sentence_pattern(
    r"(?:そのゼクス|このカードをフォースに持つ(?:「(?P<exact>[^」]+)」|" + FILTER + r"))"
    r"(?:のパワーを\+(?P<n>\d+)し、|に)" + _GRANTED + r"を与える"
)


def _host_grant(
    flat: str, head: re.Match[str], conditions: list[Condition], read: Callable[[str, str], Ability | Unread]
) -> Ability | None:
    """A constant ability valid in the force zone granting the host Z/X an ability (and power), while its
    conditions (≪自分ターン≫ too) hold; None for any other body or an ability the game does not fire so."""
    sentences = [s.strip() for s in split_sentences(REMINDER.sub("", head[2])) if s.strip()]
    if len(sentences) != 1:
        return None
    found = [*conditions, *([Condition("your_turn")] if head[1] else [])]
    m = _HOST.match(take_condition(sentences[0], found))
    granted = _granted(m["granted"], read) if m is not None else None
    if m is None or granted is None:
        return None
    host = m.group(0).split("〔", 1)[0].split("のパワー", 1)[0]  # the filter's words alone (not the granted text)
    flt = filter_of(m.groupdict(), host) if "フォースに持つ" in host else CardFilter()
    statics = [Static("host_grant", 0, flt, tuple(found), granted=(granted,))]
    if m["n"]:
        statics.insert(0, Static("host_power", int(m["n"]), flt, tuple(found)))
    return Ability(AbilityKind.CONSTANT, flat, zone="force", statics=tuple(statics))


def _zone_ignition(flat: str, m: re.Match[str], found: list[Condition]) -> Ability | None:
    """The icon given to your cards of a filter in the deck, life or resources while this card is on a square
    (≪自分ターン≫: in your turn only); None for a filter or a turn mark in life (only every life card is asked,
    907.2e, at a damage whose turn Game.play_turn's 「damage_after」 does not say)."""
    turn = (Condition("your_turn"),) if "≪自分ターン≫" in flat.split("【効果】", 1)[0] else ()
    conditions = (*found, *turn)
    flt = CardFilter() if m["any"] else filter_of(m.groupdict(), m.group(0).split("は≪", 1)[0])
    statics: list[Static] = []
    for zone in re.findall("デッキ|ライフ|リソース", m["zones"]):
        if zone == "ライフ":
            if flt != CardFilter() or turn:  # ≪自分ターン≫: the turn of a damage is not always known (Game.play_turn)
                return None
            statics.append(Static("life_ignition", conditions=conditions))
        else:
            statics.append(Static("zone_ignition", 0, flt, conditions, per="deck" if zone == "デッキ" else "resource"))
    return Ability(AbilityKind.CONSTANT, flat, statics=tuple(statics))


# 「【有効】手札【効果】(condition、)このカードは“≪起≫電影N”を得る」: the hand keyword (1115 Den'ei, 1131 Raid: keyword_texts.
# hand_keyword) is had while the condition holds, which is the activated ability played only while it holds.
_HAND_HEAD = re.compile(r"^【有効】手札【効果】(.+)$")


def _hand_keyword(
    flat: str, conditions: list[Condition], read: Callable[[str, str], Ability | Unread]
) -> Ability | None:
    """A hand keyword this card gains in the hand, as the activated ability with the gaining condition; None else."""
    head = _HAND_HEAD.match(flat)
    sentences = [s.strip() for s in split_sentences(head[1]) if s.strip()] if head else []
    if len(sentences) != 1:
        return None
    found = list(conditions)
    m = _SELF_AUTO.match(take_condition(sentences[0], found))
    text = m["granted"].translate(_UNESCAPES) if m else ""
    played = read("≪起≫", text.removeprefix("≪起≫")) if text.startswith("≪起≫") else None
    if not isinstance(played, Ability) or played.zone != "hand" or not played.once_key.startswith(ABILITIES_OF):
        return None
    return replace(played, text=flat, conditions=(*played.conditions, *found))


def read_grant(
    flat: str, conditions: list[Condition], read: Callable[[str, str], Ability | Unread] | None = None
) -> Ability | None:
    """A constant ability of one sentence valid on squares (or of the older printing that names no zone): a granted
    絶界, a binding of what the opponent never does, or a cut of the opponent's charge limit; None otherwise."""
    if read is not None and flat.startswith("【有効】手札【効果】"):
        return _hand_keyword(flat, conditions, read)
    head = _HEAD.match(flat)
    force = _FORCE_HEAD.match(flat)
    if force is not None and read is not None:
        return _host_grant(flat, force, conditions, read)
    if head is None and "【" in flat:
        return None
    body = head[1] if head else flat
    sentences = [s.strip() for s in split_sentences(REMINDER.sub("", body)) if s.strip()]
    if len(sentences) != 1:
        return None
    sentence = sentences[0].removeprefix("あなたのターンの間、")  # binds the opponent whichever turn it holds in
    if any(p.match(sentence) for p in _OPPONENT_NEVER):  # under any condition: the opponent never does it
        return Ability(AbilityKind.INERT, flat)
    if _OPPONENT_CHARGE.match(sentence):  # under any condition (a player designation): nothing to cut
        return Ability(AbilityKind.CONSTANT, flat, effects=(Effect(Kind.NO_TARGET),), conditions=tuple(conditions))
    if not conditions and _SHIELD.match(sentence):
        return Ability(AbilityKind.INERT, flat)
    found = list(conditions)
    rest = take_condition(sentence, found)
    if found != conditions and _OPPONENT_CHARGE.match(rest):  # after a condition of its own: nothing to cut either
        return Ability(AbilityKind.CONSTANT, flat, effects=(Effect(Kind.NO_TARGET),), conditions=tuple(found))
    if found != conditions and any(p.match(rest) for p in _OPPONENT_NEVER):
        return Ability(AbilityKind.INERT, flat)
    if _LIFE_IGNITION.match(rest) and not (head and "≪" in flat.split("スクエア", 1)[0]):  # not 「≪自分ターン≫」
        return Ability(AbilityKind.CONSTANT, flat, statics=(Static("life_ignition", conditions=tuple(found)),))
    icons = _ZONE_IGNITION.match(rest)
    if icons:
        return _zone_ignition(flat, icons, found)
    if _SELF.match(rest):
        return Ability(AbilityKind.CONSTANT, flat, statics=(Static("zekkai", conditions=tuple(found)),))
    yours = _YOURS.match(rest)
    if yours:
        static = Static("zekkai_aura", 0, match_filter(yours), tuple(found), others_only=bool(yours["others"]))
        return Ability(AbilityKind.CONSTANT, flat, statics=(static,))
    power = _POWER_AND.match(rest)
    if power:
        raised = Static("self_power", int(power["n"]), conditions=tuple(found))
        if power["zekkai"]:
            return Ability(AbilityKind.CONSTANT, flat, statics=(raised, Static("zekkai", conditions=tuple(found))))
        gained = _granted(power["granted"], read) if read is not None else None
        if gained is None:
            return None
        both = (raised, Static("grant", conditions=tuple(found), granted=(gained,)))
        return Ability(AbilityKind.CONSTANT, flat, statics=both)
    aura = _AURA_AND.match(rest)
    if aura and read is not None:
        given = _granted(aura["granted"], read)
        if given is None:
            return None
        flt = filter_of(aura.groupdict(), aura.group(0).split("のパワー", 1)[0])
        others = bool(aura["others"])
        raised = Static("aura", int(aura["n"]), flt, tuple(found), others_only=others)
        grant = Static("grant_aura", 0, flt, tuple(found), others_only=others, granted=(given,))
        return Ability(AbilityKind.CONSTANT, flat, statics=(raised, grant))
    own, yours = _SELF_AUTO.match(rest), _YOURS_AUTO.match(rest)
    if read is None or not (own or yours):
        return None
    m = own or yours
    assert m is not None
    granted = _granted(m["granted"] or m.groupdict().get("granted2") or "", read)
    if granted is None:
        return None
    if own:
        static = Static("grant", conditions=tuple(found), granted=(granted,))
    else:
        assert yours is not None
        flt = match_filter(yours)
        static = Static("grant_aura", 0, flt, tuple(found), others_only=bool(yours["others"]), granted=(granted,))
    return Ability(AbilityKind.CONSTANT, flat, statics=(static,))
