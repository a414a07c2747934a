"""「(condition、)このカードをプレイする際、<payment>てよい。<paid>ならば、このカードのコストを-Nする。」 (session 17,
`const`): a payment the player may make when the card is played from the hand for a lower cost (805.2: the cost is
worked out when the card is played). The payment is read clause by clause as an activated ability's payment is
(`payable.payment_effects`: moves of exactly their count, Z/X of yours chosen); the change is kept in a
Static "play_payment" with the payment (`Static.payment`), valid in the hand only. `run.play_payments` makes it when
the card is played from the hand and its cost could not be paid otherwise (the goldfish keeps its cards when it can,
as it pays an alternative cost, 1027, only then); the payment is made once the card is out of the hand, so the card
never pays for itself."""

from __future__ import annotations

import re
from dataclasses import replace

from zxdecks.rules.effects.language import Effect, Static
from zxdecks.rules.effects.two_zone_payments import two_zone_payment
from zxdecks.rules.effects.words import sentence_pattern

# 「このカードをプレイする際、このカードのコストを-Nしてよい」: a lower cost for nothing paid, with what follows it
FOR_NOTHING = sentence_pattern(r"このカードをプレイする際、このカードのコストを-(?P<n>\d+)してよい")
PAYMENT = sentence_pattern(r"このカードをプレイする際、(?P<pay>[^。]+?)(?P<verb>置いて|戻して|して)よい")
_PLAIN = {"置いて": "置く", "戻して": "戻す", "して": "する"}  # the form of the verb as a payment states it
# 「(N枚)…したならば、このカードのコストを-Nする」: the change once the payment before it is made (it is made whole
# or not at all, so the count the words repeat changes nothing)
PAID = sentence_pattern(
    r"(?:\d+枚)?(?:置いた|戻した|除外した|スリープした|破壊した|そうした)ならば、このカードのコストを-(?P<n>\d+)する"
)


# 「このカードをプレイする際、…をN枚まで…(てよい)。置いたカードM枚につき、このカードのコストを-Kする」: up to N cards
# paid, K less for each M of them (「まで」: none at all may be paid, so the plain verb is a choice too)
UP_TO = sentence_pattern(
    r"このカードをプレイする際、(?P<pay>[^。]*?\d+枚まで[^。]*?)(?P<verb>置いて|戻して|して)?(?(verb)よい|(?P<plain>置く|戻す|する))"
)
EACH_PAID = sentence_pattern(
    r"(?:置いた|戻した|除外した)(?:カード|ゼクス)(?P<each>\d+)枚につき、このカードのコストを-(?P<n>\d+)する"
)


def up_to_payment(m: re.Match[str]) -> Static | None:
    """The payment of up to N cards, read as one of exactly N (`Static.per` "each" until the change after it)."""
    from zxdecks.rules.effects.payable import payment_effects

    verb = _PLAIN[m["verb"]] if m["verb"] else m["plain"]
    effects = payment_effects(re.sub(r"(\d+枚)まで", r"\1", m["pay"], count=1) + verb + "。")
    if isinstance(effects, str) or len(effects) != 1:
        return None
    return Static("play_payment", 0, per="each", payment=(replace(effects[0], up_to=True),))


# The card played is out of the hand when the payment is made (run.play_payments): 「このカード以外の」 there is said
# of every hand card the payment can take.
_OTHER_HAND = (
    ("このカード以外のあなたの手札", "あなたの手札"),
    ("あなたの手札にあるこのカード以外の", "あなたの手札にある"),
)


def _effects(text: str) -> list[Effect] | None:
    """A payment's effects: of the hand and the charge together (effects.two_zone_payments), or clause by clause."""
    from zxdecks.rules.effects.payable import payment_effects  # it reads the counts this module's users read

    for words, plain in _OTHER_HAND:
        text = text.replace(words, plain)
    two = two_zone_payment(text)
    if two is not None:
        return two[0] if two[1] == len(text) else None
    effects = payment_effects(text)
    return None if isinstance(effects, str) else effects


def play_payment(m: re.Match[str]) -> Static | None:
    """The payment of 「このカードをプレイする際、…てよい」, its change to come from the sentence after it (`paid`);
    None for a payment the engine does not make."""
    effects = _effects(m["pay"] + _PLAIN[m["verb"]] + "。")
    return None if effects is None else Static("play_payment", 0, payment=tuple(effects))


def for_nothing(m: re.Match[str]) -> Static:
    return Static("play_payment", -int(m["n"]))


# 「そうして登場させたならば、ターン終了時、このカードを…」: the Z/X played at the lower cost leaves at the end of the turn
_THEN = sentence_pattern(r"そうして登場させたならば、(?P<then>ターン終了時、このカードを[^。]+)")


# 「そうしてプレイする場合、このカードはスリープで登場する/…スクエアにしか登場できない」: how the Z/X played at the lower
# cost enters (`Static.per` of the payment: run.play_payments.paid_entry)
_SO_PLAYED = sentence_pattern(
    r"そうしてプレイする場合、このカードは(?:(?P<slept>スリープで登場する)|(?P<where>ゼクスのないあなたのプレイヤー"
    r"|あなたのプレイヤー|あなたのリンクがある|リンクがあるノーマル)スクエアにしか登場できない)"
)
SO_PLAYED_WHERE = {"ゼクスのないあなたのプレイヤー": "empty_player", "あなたのプレイヤー": "player"}
SO_PLAYED_WHERE |= {"あなたのリンクがある": "link", "リンクがあるノーマル": "link_normal"}


def paid(statics: list[Static], sentence: str) -> bool:
    """「…したならば、このカードのコストを-Nする」 right after a payment without its change: the change; 「そうして登場
    させたならば、ターン終了時、このカードを…」 after a lower cost for nothing: what the Z/X played so does (in place)."""
    last = statics[-1] if statics and statics[-1].kind == "play_payment" else None
    so = _SO_PLAYED.match(sentence)
    if so is not None and last is not None and last.n and not last.per:
        statics[-1] = replace(last, per="slept" if so["slept"] else SO_PLAYED_WHERE[so["where"]])
        return True
    m = PAID.match(sentence) if last is None or last.per != "each" else EACH_PAID.match(sentence)
    if m is not None and last is not None and not last.n:
        each = int(m["each"]) if last.per == "each" else 1
        statics[-1] = replace(last, n=-int(m["n"]), each=each)
        return True
    then = _THEN.match(sentence)
    if then is None or last is None or last.payment or last.then:
        return False
    from zxdecks.rules.effects.grammar import read_text
    from zxdecks.rules.effects.grammar_effects import to_effects
    from zxdecks.rules.effects.language import Kind

    reading = read_text(then["then"] + "。")
    effects = to_effects(reading) if not reading.unread else "unread"
    if isinstance(effects, str) or not all(e.kind is Kind.AT_END_OF_TURN and e.to == "self" for e in effects):
        return False
    statics[-1] = replace(last, then=tuple(effects))
    return True
