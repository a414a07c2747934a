"""Decks: server time of the editor's live-validation round-trip, and the deck image render time."""

from __future__ import annotations

from bench.harness import database, run_worker, summarize_ms


def main() -> None:
    with database("sqlite") as url:
        result = run_worker("bench.decks_worker", url)
    editor, image = result["editor"], result["image"]
    assert isinstance(editor, list)
    assert isinstance(image, list)
    print(f"editor validate  {summarize_ms(editor)}  (POST /decks/editor/validate/, 50+8+2 list, HTML fragment)")
    font = "CJK font" if result["cjk_font"] else "fallback font, no CJK glyphs"
    print(
        f"deck image       {summarize_ms(image)}  ({result['png_bytes']:,} byte PNG, 20 tiles, {font}; cached per version after)"
    )
