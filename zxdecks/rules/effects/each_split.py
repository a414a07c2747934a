"""「<where>にある<A>と<B>(と<C>)をそれぞれN枚まで選び、<verb>」 (issue 28): up to N cards or Z/X of each kind, read as
one clause a kind (「<where>にある<A>をN枚まで選び、<verb>」…), carried out one after the other as a list of options all
resolved in printed order (grammar.Options of choose 0: Kind.MODAL of n 0). Each choice takes only what the ones
before it left, so the cards chosen differ, as 「それぞれ」 wants.

With 「まで」 each kind may give none, so one after the other is the same choice; 「それぞれN枚ずつ」 without 「てよい」
is each kind as many as there are, up to N (as much as can be done); 「…ずつ…てよい」 is all of them or none: `whole`
(grammar.Options.whole, run.each_whole: done only when every kind has N cards of its own, distinct ones). A kind with a place of its own (「ノーマルスクエアにある相手のゼクスとあなたのトラッシュ
にあるゼクス」) is read at its own place. The kinds are split at a 「と」 outside names and races; a 「相手の、」 or
「あなたの、」 (「あなたのリブートの、」) before them holds for each (「ノーマルスクエアにある相手の、コスト5以下のゼクスと
コスト5以上のゼクス」), and
「カード名に「A」か「B」を含むカードをそれぞれ」 is a card of each name; 「あなたの手札とあなたのチャージにある<X>をそれぞれ」
(「手札とチャージにある、あなたの<X>」) a kind a zone (session 18, `zones`); 「あなたと相手のトラッシュをそれぞれN枚まで」
a card of each player's zone (session 18, `events`); 「あなたと相手のデッキの…」 and 「あなたと相手はカードをN枚引く」 the
clause for you, then for the opponent (session 19, `gates`: its deck's top cards and its hand are not kept, NO_TARGET)."""

from __future__ import annotations

import re

_EACH = re.compile(
    r"^(?P<head>(?:「[^」]+」以外の)?(?:[^、。「]*?)にある、?(?:このカード以外の、?)?)(?P<shared>(?:あなたの|相手の)(?:リブートの|スリープの)?、)?"
    r"(?P<items>.+?)をそれぞれ(?P<n>\d+)枚(?P<how>まで|ずつ)選び、?(?P<verb>.+)$"
)
_NAMES_EACH = re.compile(r"^カード名に(?P<names>「[^」]+」(?:か「[^」]+」)+)を含む(?P<what>カード|ゼクス|イベント)$")


# 「あなたの手札とあなたのチャージにある[X]をそれぞれ…」「手札とチャージにある、あなたのカードをそれぞれ…」: a kind a zone
_ZONES_EACH = re.compile(
    r"^(?P<yours>あなたの)?(?P<a>手札|トラッシュ|チャージ)と(?:あなたの)?(?P<b>手札|トラッシュ|チャージ)にある、?(?P<own>あなたの)?"
    r"(?P<item>[^、。と]+?)をそれぞれ(?P<n>\d+)枚(?P<how>まで|ずつ)選び、?(?P<verb>.+)$"
)
# 「あなたと相手のトラッシュをそれぞれN枚まで選び、…」: a card of each player's zone (the zone's cards, yours first)
_PLAYERS_EACH = re.compile(r"^あなたと相手の(?P<zone>トラッシュ)をそれぞれ(?P<n>\d+)枚まで選び、?(?P<verb>.+)$")


# 「あなたと相手のデッキの上から2枚トラッシュに置く」「あなたと相手はカードを1枚引く」: each player does it, you first
# (not into the resources: the opponent's are counted, and only the sentence table reads that, OPPONENT_DECK_TO_RESOURCE)
_PLAYERS_BOTH = re.compile(
    r"^あなたと相手(?:の(?P<deck>デッキの[^、]+トラッシュに置く)|は(?P<draw>カードを\d+枚引く))$"
)


def split_each(words: str) -> list[str] | None:
    """The clause a kind for 「…をそれぞれN枚まで選び、…」 (or a player for 「あなたと相手の/は…」), or None when the
    words are not that shape."""
    both = _PLAYERS_BOTH.match(words)
    if both is not None:
        return (
            [f"あなたの{both['deck']}", f"相手の{both['deck']}"]
            if both["deck"]
            else [both["draw"], f"相手は{both['draw']}"]
        )
    players = _PLAYERS_EACH.match(words)
    if players is not None:
        zone, n, verb = players["zone"], players["n"], players["verb"]
        return [f"{who}の{zone}にあるカードを{n}枚まで選び、{verb}" for who in ("あなた", "相手")]
    zones = _ZONES_EACH.match(words)
    if zones is not None and (zones["yours"] or zones["own"]) and zones["a"] != zones["b"]:
        count = f"{zones['n']}枚まで" if zones["how"] == "まで" else f"{zones['n']}枚"
        return [f"あなたの{z}にある{zones['item']}を{count}選び、{zones['verb']}" for z in (zones["a"], zones["b"])]
    m = _EACH.match(words)
    if m is None or "と" in m["head"]:
        return None
    names = _NAMES_EACH.match(m["items"])
    if names:
        items = [f"カード名に「{n}」を含む{names['what']}" for n in re.findall(r"「([^」]+)」", names["names"])]
    else:
        items = _split_and(m["items"])
    if len(items) < 2:
        return None
    shared = (m["shared"] or "").removesuffix("、")
    count = f"{m['n']}枚まで" if m["how"] == "まで" else f"{m['n']}枚"
    # a kind with a place of its own (「…ゼクスとあなたのトラッシュにあるゼクス」) is read without the first place
    return [f"{item if 'にある' in item else m['head'] + shared + item}を{count}選び、{m['verb']}" for item in items]


def _split_and(text: str) -> list[str]:
    """`text` cut at each 「と」 outside 「」 and []."""
    items, depth, start = [], 0, 0
    for i, ch in enumerate(text):
        if ch in "「[":
            depth += 1
        elif ch in "」]":
            depth -= 1
        elif ch == "と" and depth == 0:
            items.append(text[start:i])
            start = i + 1
    items.append(text[start:])
    return [item for item in items if item]


def all_or_none(words: str) -> bool:
    """Whether 「…をそれぞれN枚ずつ選び、…てよい」: every kind's N cards or none at all."""
    m = _EACH.match(words)
    return m is not None and m["how"] == "ずつ" and m["verb"].endswith("よい")
