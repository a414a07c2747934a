"""Every rule id the validators can cite exists in the rule text (../shared/seeds) and is about what it is cited for."""

from __future__ import annotations

import dataclasses
import re
import unicodedata
from pathlib import Path

import pytest
from django.conf import settings

from tests.rules.builders import card, legal_deck
from tests.rules.test_construction import DAY
from zxdecks.rules.cards import CardType, Zone
from zxdecks.rules.construction import ZX, Ruleset, validate
from zxdecks.rules.d0 import D0_CONSTRUCTED, D0_LIMITED
from zxdecks.rules.deck import Deck, DeckEntry

SEEDS = Path(settings.SHARED_DATA_DIR).parent / "seeds"
ZX_RULES = next(iter(sorted(SEEDS.glob("001_*.txt"))), None) if SEEDS.is_dir() else None
D0_RULES = next(iter(sorted(SEEDS.glob("002_*.txt"))), None) if SEEDS.is_dir() else None
requires_seeds = pytest.mark.skipif(
    ZX_RULES is None or D0_RULES is None, reason="../shared/seeds is not beside the repo"
)

# Rule ids that are not numbered rules, and why.
NOT_IN_THE_RULES = {
    "regulation": "封神指定/伝説指定 come from the official regulation announcements, not from the comprehensive rules",
}
# What each cited rule must say (the meaning check, by reading): a phrase of the rule's own text.
MEANING = {
    "401": "デッキ構築",
    "401.1a": "50枚",
    "401.2": "同じ名前のカードをそれぞれ４枚まで",
    "401.3": "ライフリカバリー",
    "401.4": "ヴォイドブリンガー",
    "401.5": "オーバードライブ",
    "401.6": "イグニッションアイコン",
    "401.7": "デッキ内に入れることはできません",
    "401.8": "種類がプレイヤーであるカード１枚まで",
    "401.9a": "16枚まで",
    "401.10": "デュナミスには種類が",
    "401.11": "デュナミスには同じ名前のカード",
    "401.12": "マーカー",
    "1207": "使用期限",
    "第3部 第1章 1": "同じ日本語版のカード名を持つカードは、3枚まで",
    "第3部 第1章 2": "限定戦",
    "第2部 第19章": "合計が10以下",
}


def emitted_rule_ids(ruleset: Ruleset) -> set[str]:
    """Every rule id a ruleset's checks can cite: each check field whose name ends in 'rule'."""
    ids = set()
    for check in ruleset.checks:
        for f in dataclasses.fields(check):  # type: ignore[arg-type]
            value = getattr(check, f.name)
            if f.name.endswith("rule") and value:
                ids.add(value)
    return ids


ALL_IDS = emitted_rule_ids(ZX) | emitted_rule_ids(D0_CONSTRUCTED) | emitted_rule_ids(D0_LIMITED)


def zx_rule_text(rule_id: str) -> str | None:
    assert ZX_RULES is not None
    text = ZX_RULES.read_text(encoding="utf-8")
    match = re.search(rf"^\W*{re.escape(rule_id)}[ \t\u3000]+(.+)$", text, re.M)
    return match.group(1) if match else None


def d0_rule_text(rule_id: str) -> str | None:
    """The text of 「第N部 第M章 K」 (item K of the chapter, or the whole chapter) in the D0 rules."""
    assert D0_RULES is not None
    text = unicodedata.normalize("NFKC", D0_RULES.read_text(encoding="utf-8"))
    text = re.sub(r"[ \t]*\n[ \t]*(?:\n[ \t]*)*", "\n", text)
    parts = re.match(r"第(\d+)部 第(\d+)章(?: (\d+))?$", rule_id)
    assert parts, rule_id
    part = re.search(rf"^第{parts.group(1)}部 .*$", text, re.M)
    if part is None:
        return None
    chapter = re.compile(rf"^第 ?{parts.group(2)}章 .*$", re.M).search(text, part.end())
    if chapter is None:
        return None
    end = re.compile(r"^第 ?\d+章 ", re.M).search(text, chapter.end())
    body = text[chapter.end() : end.start() if end else None]
    if parts.group(3) is None:
        return body.replace("\n", "")
    item = re.search(rf"^{parts.group(3)}\. (.*?)(?=^\d+\. |\Z)", body, re.M | re.S)
    return item.group(1).replace("\n", "") if item else None


def rule_text(rule_id: str) -> str | None:
    return d0_rule_text(rule_id) if rule_id.startswith("第") else zx_rule_text(rule_id)


def test_every_cited_rule_has_a_meaning_entry_or_a_reason_not_to():
    assert ALL_IDS - set(NOT_IN_THE_RULES) <= set(MEANING), ALL_IDS - set(MEANING) - set(NOT_IN_THE_RULES)


@requires_seeds
@pytest.mark.parametrize("rule_id", sorted(ALL_IDS - set(NOT_IN_THE_RULES)))
def test_every_cited_rule_exists_in_the_rule_text(rule_id):
    assert rule_text(rule_id), f"{rule_id} is not in the rule text"


@requires_seeds
@pytest.mark.parametrize("rule_id", sorted(set(MEANING)))
def test_every_cited_rule_is_about_what_it_is_cited_for(rule_id):
    text = unicodedata.normalize("NFKC", rule_text(rule_id) or "").replace(" ", "")
    assert unicodedata.normalize("NFKC", MEANING[rule_id]).replace(" ", "") in text, (rule_id, text[:200])


@pytest.mark.parametrize("type_", [CardType.TOKEN, CardType.COUNTER, CardType.LINK, CardType.MARKER])
@pytest.mark.parametrize("zone", [Zone.DECK, Zone.DYNAMIS, Zone.PLAYER])
def test_a_marker_in_a_deck_part_is_cited_as_401_12(type_, zone):
    deck = Deck.of([*legal_deck().entries, DeckEntry(card(type_=type_), 1, zone)])
    wrong = [v for v in validate(deck, DAY).violations if v.code.startswith("type_not_allowed")]
    assert [v.rule for v in wrong] == ["401.12"]


def test_a_player_card_in_the_deck_is_still_cited_as_401_7():
    deck = Deck.of([*legal_deck().entries, DeckEntry(card(type_=CardType.PLAYER), 1)])
    wrong = [v for v in validate(deck, DAY).violations if v.code.startswith("type_not_allowed")]
    assert [v.rule for v in wrong] == ["401.7"]
