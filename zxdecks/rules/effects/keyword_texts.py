"""Keyword abilities printed bare (no reminder text), read as what the rules say they are (1101.1: a keyword works
whether or not its reminder text is present), in the words of the newer printing's reminder."""

from __future__ import annotations

import re

from zxdecks.rules.effects.language import ABILITIES_OF, Ability, AbilityKind, Condition, Effect, Kind

# 1126 Gravity Assist: at the start of the opponent's turn's draw phase, this card on a normal square goes to the
# bottom of the deck; if it did, you draw 1.
KEYWORD_TEXTS = {
    "グラビティアシスト": "【有効】≪相手ターン≫ノーマルスクエア【誘発】ドローフェイズ開始時。"
    "【効果】このカードをデッキの1番下に置く。置いたならば、1枚引く。",
    # 1130 Color Break (1130.2, the icons it elides as the reminder B41 prints them: 《同名》, “≪自≫カラーブレイク”)
    "カラーブレイク": "【有効】スクエア【誘発】ドローフェイズ開始時。【効果】このカードをトラッシュに置いてよい。"
    "置いたならば、あなたのトラッシュにある《同名》以外の≪カラーブレイク≫を持つ[イース]を1枚選び、リブートでこのカードが"
    "あったゼクスのないスクエアに登場させる。",
}


# 1121 反魂≪色[数値]≫ and 1123 昇華「◎◎」 / 昇華[数値]「◎◎」 printed bare: the reminder text of the same keyword on
# the cards that print it (1121.2, 1123.2, 1123.3), with the keyword's cost or name and number put in.
_HANGON = re.compile(r"^反魂(《[^》]+》)$")
_HANGON_TEXT = (
    "【有効】≪自分ターン≫トラッシュ【誘発】あなたのカード名に「黒剣」を含むゼクスが、このカードのコスト以上のコストの"
    "相手のゼクスを破壊する。【効果】{0}を支払ってよい。{0}を支払ったならば、このカードをリブートでゼクスのないノーマル"
    "スクエアに登場させる。"
)
_SHOKA = re.compile(r"^昇華(\d*)「([^」]+)」$")
_SHOKA_TEXT = (
    "【有効】スクエア【誘発】このカードが登場する。【効果】あなたのリソースにあるカード名に「{0}」を含むカードを1枚選び、"
    "デュナミスに表向きで置いてよい。置いたならば、あなたのデッキの1番上をリソースにスリープで置く。"
)
_SHOKA_N_TEXT = (
    "【有効】スクエア【誘発】このカードが登場する。【効果】あなたのリソースにあるカード名に「{0}」を含むカードを{1}枚まで"
    "選び、デュナミスに表向きで置く。置いたカード1枚につき、あなたのデッキの上から1枚リソースにスリープで置く。"
)


def keyword_text(text: str) -> str | None:
    """The ability a bare keyword line is, in the reminder's words; None for any other line."""
    bare = text.strip()
    hangon, shoka = _HANGON.match(bare), _SHOKA.match(bare)
    if hangon:
        return _HANGON_TEXT.format(hangon[1])
    if shoka:
        return _SHOKA_N_TEXT.format(shoka[2], shoka[1]) if shoka[1] else _SHOKA_TEXT.format(shoka[2])
    return KEYWORD_TEXTS.get(bare)


# 1125 Phantom: an activated ability on a square whose payment puts a hand card into the charge and this card back
# into the hand, then 【効果】[text]; printed with its reminder in brackets or bare.
PHANTOM_PAYMENT = "【有効】≪自分ターン≫スクエア【コスト】あなたの手札を1枚チャージに置き、このカードを手札に戻す。"
_PHANTOM = re.compile(r"^ファントム(?:\(" + re.escape(PHANTOM_PAYMENT) + r"\))?\s*(【効果】.+)$", re.S)


# 1115 電影: 「あなたのゼクスが“≪起≫電影”によって登場していた」 names the keyword in quote marks, which the reader drops
# with the granted abilities' quotes (reader.split_abilities): it is kept as 「≪電影≫によって」 first.
_DENEI_QUOTED = re.compile(r"“≪起≫電影”によって")


def keep_denei(text: str) -> str:
    """The text with 「“≪起≫電影”によって」 as 「≪電影≫によって」 (the quotes would be dropped with what they hold); and
    「“≪自≫カラーブレイク”を持つ」 (a card with that keyword, 1130; 1116 Install, a level, Zextend Drive! likewise) as
    「≪カラーブレイク≫を持つ」."""
    text = _HELD_LOST.sub(r"\1≪\2≫を持", text)
    return _HELD_QUOTED.sub(lambda m: f"≪{m[1] or m[2]}≫を持", _DENEI_QUOTED.sub("≪電影≫によって", text))


# 「”≪同≫シンパシー”を持つ」 too (printed with a closing mark on both sides): a card with that keyword (CardFacts.keywords)
_HELD_QUOTED = re.compile(r"(?:“≪自≫(カラーブレイク|インストール)|”≪同≫(シンパシー))”を持")
# 「“ウェイカーLv”を持つ」 (1111) and 「“ゼクステンド・ドライブ！”を持つ」 (1113) as the card list prints them, their quote marks
# lost (「…ある\n●ウェイカーLvを持つ」, lost_quotes): inside a sentence, never an option's ● at the start of a line
_HELD_LOST = re.compile(r"([^。\n])\n?●(\S+?Lv|ゼクステンド・ドライブ!)を持")


def phantom_text(text: str) -> str | None:
    """A Phantom line as the activated ability it is (its payment, then its effect text); None for any other."""
    m = _PHANTOM.match(text.strip())
    return PHANTOM_PAYMENT + m[1] if m else None


# 1117 Rewrite ≪colour N≫: valid in the trash, pay: resolve the effect of one of this card's own activated, auto or event
# abilities but Rewrite (1117.2a), then remove this card; the printed reminders add ≪自分ターン≫ (102.2: the card
# text wins).
REWRITE_TEXT = (
    "【有効】≪自分ターン≫トラッシュ【コスト】{}【効果】このカードが元々持つ、“リライト”以外の≪起≫能力か≪自≫能力か"
    "≪イベント≫能力を1つ選び、その効果を解決する。このカードを除外する。"
)
_REWRITE = re.compile(r"^リライト(《[^》]+》)$")


def rewrite_text(text: str) -> str | None:
    """A bare 「リライト《色N・色N》」 line as the activated ability it is; None for any other line."""
    m = _REWRITE.match(text.strip())
    return REWRITE_TEXT.format(m[1]) if m else None


# 1118 Activate ≪colour N≫: an activated ability on a square, paying the icon's cost, that puts a Z/X named 式神 of
# this card's force whose cost is at most the number of your resources onto an empty normal square (1118.2's words).
_ACTIVATE = re.compile(r"^アクティベート(?P<cost>《[^》]+》)(?:【有効】(?P<mark>≪[^≫]+≫))?$")
ACTIVATE_EFFECT = (
    "あなたのリソースにあるカードの枚数以下のコストの、このカードのフォースにあるカード名に「式神」を含むゼクスを1枚選び、"
    "リブートでゼクスのないノーマルスクエアに登場させる。"
)


def activate_text(text: str) -> str | None:
    """A bare アクティベート line as the activated ability it is; None for any other."""
    m = _ACTIVATE.match(text.strip())
    return f"【有効】{m['mark'] or ''}スクエア【コスト】{m['cost']}【効果】{ACTIVATE_EFFECT}" if m else None


__all__ = [
    "ACTIVATE_EFFECT",
    "KEYWORD_TEXTS",
    "PHANTOM_PAYMENT",
    "REWRITE_TEXT",
    "activate_text",
    "keep_denei",
    "keyword_text",
    "phantom_text",
    "rewrite_text",
]


# 1131 Raid and 1115 Den'ei N, activated abilities that put this card from the hand onto a square (their reminder
# text says what 1131.2 and 1115.2 do).
_RAID = re.compile(r"^レイド(?:\((?:[^()]|\([^()]*\))*\))?$")
_DENEI = re.compile(r"^電影(\d+)(?:\((?:[^()]|\([^()]*\))*\))?$")


def hand_keyword(flat: str) -> Ability | None:
    """1131.2: 「このターンの間にあなたか相手がダメージを受けていた場合、このカードをスリープでゼクスのないノーマル
    スクエアに登場させる」; 1115.2: a rebooted Z/X of yours of cost N or more back to the hand pays for this card
    entering its square rebooted. Each once a turn whichever card has it (1131.3, 1115.3)."""
    raid = _RAID.match(flat)
    if raid:
        enter = Effect(Kind.SELF_TO_SQUARE, rebooted=False)
        condition = Condition("damage_this_turn")
        return Ability(
            AbilityKind.ACTIVATED, flat, None, (enter,), (condition,), zone="hand", once_key=ABILITIES_OF + "レイド"
        )
    denei = _DENEI.match(flat)
    if denei:
        n = int(denei[1])
        condition = Condition("rebooted_zx_cost_at_least", n)
        return Ability(
            AbilityKind.ACTIVATED, flat, None, (Effect(Kind.SWAP_IN, n),), zone="hand", play_conditions=(condition,),
            once_key=ABILITIES_OF + "電影",
        )  # fmt: skip
    return None
