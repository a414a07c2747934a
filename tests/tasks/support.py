"""Tasks the task tests queue (importable by a worker process, which runs them by their path)."""

from __future__ import annotations

import os
import time
from pathlib import Path

from zxdecks.tasks.retry import background_task


@background_task(attempts=3, backoff=10)
def flaky(*, path: str, failures: int) -> int:
    """Fail the first `failures` calls (counted in a file), then succeed; the number of this call."""
    calls = Path(path)
    number = len(calls.read_text().splitlines()) + 1 if calls.exists() else 1
    with calls.open("a") as out:
        out.write("call\n")
    if number <= failures:
        raise ConnectionError(f"the mail server did not answer (call {number})")
    return number


@background_task(attempts=3, backoff=1)  # on RQ a worker's death uses up an attempt: 1 would lose the task
def block_then_record(*, folder: str, key: str) -> str:
    """Note a start, wait until the folder holds a "go" file, then record the key once however often it runs."""
    where = Path(folder)
    with (where / "starts").open("a") as out:
        out.write(f"{os.getpid()}\n")
    while not (where / "go").exists():
        time.sleep(0.05)
    try:
        os.close(os.open(where / f"done-{key}", os.O_CREAT | os.O_EXCL | os.O_WRONLY))
    except FileExistsError:
        return key  # done before: running again changes nothing
    with (where / "effects").open("a") as out:
        out.write(f"{key}\n")
    return key
