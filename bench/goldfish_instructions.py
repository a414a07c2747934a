"""Goldfish speed as CPU instructions per game, repeatable on a loaded box (issue 28): the five real-pool decks of
`bench_goldfish`, each tree reading them with its own importer and reader, counted by callgrind.

    python -m bench.goldfish_instructions [TREE ...]          # instructions per game a deck (default: this tree)
    python -m bench.goldfish_instructions --digest [TREE ...]  # a digest of each deck's seeded games (same games?)

A tree is a checkout of the project (an old one, e.g. `git archive df91410 | tar -x -C /tmp/ref`): its
`bench.bench_goldfish` picks the decks and its `cards.importers` and `zxdecks.rules` read and play them. One worker
a tree reads the five decks (only their cards, which the parent writes to a small file), then plays each deck's
`BENCH_INSTR_GAMES` (100) seeded ten-turn games with battle, going first and second in turn (`game_rate`'s games),
inside a `functools.reduce`, under `setarch -R valgrind --tool=callgrind --collect-atstart=no
--toggle-collect=functools_reduce --dump-after=functools_reduce` with `PYTHONHASHSEED=0`: only the games are counted,
one dump a deck (the setup is not). A tree takes a few minutes on a loaded box. `BENCH_INSTR_DECKS` (e.g.
`red,blue`) picks the decks. `--digest` plays 300 games a deck natively, twice (with and without the log), and hashes
each game's result, final zones and log: the same digest is the same games.
"""

from __future__ import annotations

import functools
import hashlib
import json
import os
import re
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve()
ROOT = HERE.parent.parent


def _use_tree(tree: Path) -> None:
    """Import the project from `tree` (not from the directory of this file)."""
    sys.path[:] = [str(tree)] + [p for p in sys.path if Path(p or ".").resolve() not in (HERE.parent, ROOT)]
    os.chdir(tree)


def _prepare(tree: Path, out: Path) -> None:
    """Pick the decks with the tree's code; write their entries and the raw records of their cards."""
    _use_tree(tree)
    from bench.bench_goldfish import REAL_DATA, real_decks, real_pool

    decks = real_decks(real_pool())
    numbers = {e.card.number for d in decks.values() for e in d.entries}
    raw = [r for r in json.loads(REAL_DATA.read_text(encoding="utf-8")) if str(r.get("card_number")) in numbers]
    entries = {
        label.split()[0]: [[e.card.number, e.count, e.zone.value] for e in d.entries] for label, d in decks.items()
    }
    out.write_text(json.dumps({"decks": entries, "raw": raw}, ensure_ascii=False), encoding="utf-8")


def _load(tree: Path, data: Path, deck_name: str):  # type: ignore[no-untyped-def]
    """The deck and the scripts of its cards, read by the tree's importer and reader from the prepared file."""
    _use_tree(tree)
    import bench.bench_goldfish as bg
    from zxdecks.rules.cards import Zone
    from zxdecks.rules.deck import Deck, DeckEntry
    from zxdecks.rules.effects import read_pool

    prepared = json.loads(data.read_text(encoding="utf-8"))
    with tempfile.NamedTemporaryFile("w", suffix=".json", encoding="utf-8", delete=False) as f:
        json.dump(prepared["raw"], f, ensure_ascii=False)
    bg.REAL_DATA = Path(f.name)
    try:
        pool = bg.real_pool()
    finally:
        os.unlink(f.name)
    facts = {c.number: c for c, _, _ in pool}
    deck = Deck.of(DeckEntry(facts[n], count, Zone(zone)) for n, count, zone in prepared["decks"][deck_name])
    used = {e.card.number for e in deck.entries}
    scripts = read_pool((c.number, text, subtext) for c, text, subtext in pool if c.number in used)
    return deck, scripts


def _play(tree: Path, data: Path, names: list[str], games: int) -> None:
    """All the decks read first, then each deck's games inside one functools.reduce: callgrind counts only inside
    it (--toggle-collect) and writes one file a deck as it returns (--dump-after)."""
    loaded = [_load(tree, data, name) for name in names]
    from zxdecks.rules.goldfish import run_game

    def game(deck_scripts, seed):  # type: ignore[no-untyped-def]
        deck, scripts = deck_scripts
        run_game(deck, seed, turns=10, first=seed % 2 == 0, track_seen=False, scripts=scripts)
        return deck_scripts

    for deck_scripts in loaded:
        functools.reduce(game, range(games), deck_scripts)


def _digest(tree: Path, data: Path, deck_name: str, games: int) -> None:
    """Each game's result, final zones and log, hashed: equal digests are the same games."""
    deck, scripts = _load(tree, data, deck_name)
    from zxdecks.rules.goldfish import run_game

    h = hashlib.sha256()
    kills = []
    for seed in range(games):
        for log in (False, True):
            game, r = run_game(deck, seed, turns=10, first=seed % 2 == 0, track_seen=False, scripts=scripts, log=log)
            state = (
                r.kill_turn, r.turns, r.defeated, r.reloads, r.ignitions, r.life_ignitions, r.life_reveals,
                [c.number for c in game.hand], [c.number for c in game.life], [c.number for c in game.trash],
                [(x.card.number, x.rebooted) for x in game.resources], [c.number for c in game.charge],
                sorted((sq, u.card.number, u.rebooted, u.power) for sq, u in game.squares.items()),
                [c.number for c in game.dynamis], len(game.deck), game.opponent_life,
            )  # fmt: skip
            h.update(repr(state).encode())
            if log:
                h.update(repr(getattr(game, "log", None)).encode())
            else:
                kills.append(r.kill_turn)
    mean = sum(k or 0 for k in kills) / len(kills)
    print(f"{deck_name:6} {games} games: digest {h.hexdigest()[:16]}, kill turn mean {mean:.3f}")


def _instructions(tree: Path, data: Path, names: list[str], games: int) -> list[int]:
    """Instructions of each deck's games, under callgrind (collecting only inside functools.reduce)."""
    env = {**os.environ, "PYTHONHASHSEED": "0"}
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp) / "cg.out"
        vg = [
            "setarch", "-R", "valgrind", "--tool=callgrind", f"--callgrind-out-file={out}", "--collect-atstart=no",
            "--toggle-collect=functools_reduce", "--dump-after=functools_reduce",
        ]  # fmt: skip
        cmd = [sys.executable, str(HERE), "--play", str(tree), str(data), ",".join(names), str(games)]
        subprocess.run(vg + cmd, env=env, capture_output=True, text=True, check=True)
        totals = []
        for i in range(1, len(names) + 1):
            found = re.search(r"^totals:\s+(\d+)", Path(f"{out}.{i}").read_text(), re.MULTILINE)
            if not found:
                raise RuntimeError(f"no totals in callgrind dump {i}")
            totals.append(int(found.group(1)))
        return totals


def main(argv: list[str] | None = None) -> None:
    args = list(sys.argv[1:] if argv is None else argv)
    if args and args[0] in ("--play", "--digest-worker", "--prepare"):
        mode, tree, data = args[0], Path(args[1]), Path(args[2])
        if mode == "--prepare":
            _prepare(tree, data)
        elif mode == "--play":
            _play(tree, data, args[3].split(","), int(args[4]))
        else:
            _digest(tree, data, args[3], int(args[4]))
        return
    digest = bool(args) and args[0] == "--digest"
    trees = [Path(t).resolve() for t in (args[1:] if digest else args)] or [ROOT]
    games = int(os.environ.get("BENCH_INSTR_GAMES", "300" if digest else "100"))
    names = os.environ.get("BENCH_INSTR_DECKS", "red,blue,white,black,green").split(",")
    for tree in trees:
        with tempfile.TemporaryDirectory() as tmp:
            data = Path(tmp) / "decks.json"
            subprocess.run([sys.executable, str(HERE), "--prepare", str(tree), str(data)], check=True)
            print(f"# {tree}", flush=True)
            if digest:
                for name in names:
                    cmd = [sys.executable, str(HERE), "--digest-worker", str(tree), str(data), name, str(games)]
                    subprocess.run(cmd, check=True)
                continue
            for name, total in zip(names, _instructions(tree, data, names, games), strict=True):
                print(f"{name:6} {total / games:>12,.0f} instructions/game ({games} games)", flush=True)


if __name__ == "__main__":
    main()
