"""The interactive goldfish page: median server time per action (an htmx request replaying the game from the seed
and the actions in the address and answering with the play area), the sample hand, and the odds part."""

from __future__ import annotations

from bench.harness import database, run_worker

BUDGET_MS = 150.0  # issue 17: every action answers within this server time


def main() -> None:
    with database("sqlite") as url:
        result = run_worker("bench.goldfish_page_worker", url)
    actions = result["actions"]
    assert isinstance(actions, dict)
    print(f"goldfish page: median server time per action after a {result['game_length']}-action game (demo red deck)")
    for label, ms in actions.items():
        flag = "" if ms <= BUDGET_MS else f"  over the {BUDGET_MS:.0f} ms budget"
        print(f"  {label:<26} {ms:7.1f} ms{flag}")
    print(f"  {'sample hand':<26} {result['sample']:7.1f} ms")
    print(f"  {'odds + kill turn (1000×2)':<26} {result['odds']:7.1f} ms  (its own request, loaded after the page)")
