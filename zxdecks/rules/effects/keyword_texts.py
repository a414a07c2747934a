"""Keyword abilities printed bare (no reminder text), read as what the rules say they are (1101.1: a keyword works
whether or not its reminder text is present), in the words of the newer printing's reminder."""

from __future__ import annotations

# 1126 Gravity Assist: at the start of the opponent's turn's draw phase, this card on a normal square goes to the
# bottom of the deck; if it did, you draw 1.
KEYWORD_TEXTS = {
    "グラビティアシスト": "【有効】≪相手ターン≫ノーマルスクエア【誘発】ドローフェイズ開始時。"
    "【効果】このカードをデッキの1番下に置く。置いたならば、1枚引く。",
}


def keyword_text(text: str) -> str | None:
    """The ability a bare keyword line is, in the reminder's words; None for any other line."""
    return KEYWORD_TEXTS.get(text.strip())


__all__ = ["KEYWORD_TEXTS", "keyword_text"]
