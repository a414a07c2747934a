"""One DefaultPolicy decision's cost in real games, as callgrind instructions (issue 28): a whole game's count moves
by a few thousand with any change of the code's layout, a decision's count does not.

    setarch -R valgrind --tool=callgrind --collect-atstart=no --toggle-collect=functools_reduce \\
        python -m bench.policy_call_instructions CANDIDATE.py resource [GAMES]

plays GAMES (20) seeded ten-turn games of each of the five real-pool decks of `bench_goldfish`; at every call of the
decision (a DefaultPolicy method: resource, next_play, next_attack, dynamis_play, …) it also calls the function of
that name in CANDIDATE.py (e.g. a copy of castable.py being changed), checks that both give the same answer, and
calls the candidate inside `functools.reduce`, so that callgrind counts only the candidate: its `totals` over the
printed number of calls is the candidate's cost a call (about 1.6k of it is the reduce and its lambda).
"""

from __future__ import annotations

import functools
import importlib.util
import sys
from collections.abc import Callable
from typing import Any


def main(argv: list[str]) -> None:
    path, which = argv[0], argv[1]
    games = int(argv[2]) if len(argv) > 2 else 20
    from bench.bench_goldfish import real_decks, real_pool
    from zxdecks.rules.effects import read_pool
    from zxdecks.rules.goldfish.policy import DefaultPolicy
    from zxdecks.rules.goldfish.simulate import run_game

    spec = importlib.util.spec_from_file_location("candidate", path)
    assert spec is not None
    assert spec.loader is not None
    candidate = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(candidate)
    tree: Callable[..., Any] = getattr(DefaultPolicy, which)
    new: Callable[..., Any] = getattr(candidate, which)
    calls = 0

    def both(self: DefaultPolicy, game: Any) -> Any:
        nonlocal calls
        answer = tree(self, game)
        other = functools.reduce(lambda _, __: new(self, game), range(1), None)
        if other != answer:
            raise AssertionError(f"{which}: the candidate answers {other!r}, the tree {answer!r}")
        calls += 1
        return answer

    setattr(DefaultPolicy, which, both)
    pool = real_pool()
    for label, deck in real_decks(pool).items():
        used = {e.card.number for e in deck.entries}
        scripts = read_pool((c.number, t, s) for c, t, s in pool if c.number in used)
        for seed in range(games):
            run_game(deck, seed, turns=10, first=seed % 2 == 0, track_seen=False, scripts=scripts)
        print(f"{label.split()[0]:6} done", file=sys.stderr)
    print(f"{which}: {calls} calls, the same answers", file=sys.stderr)


if __name__ == "__main__":
    main(sys.argv[1:])
