"""Bounds on what event forms and the API accept, so that out-of-range input is a field error and not an overflow."""

from __future__ import annotations

import datetime as dt

# The largest id the database holds (a 64-bit BigAutoField).
MAX_ID = 2**63 - 1
# Times are stored in UTC: one that leaves years 1 to 9999 once converted would overflow Python's datetime.
MIN_DATETIME = dt.datetime(1, 1, 2, tzinfo=dt.UTC)
MAX_DATETIME = dt.datetime(9999, 12, 30, tzinfo=dt.UTC)
MAX_CAPACITY = 100_000


def datetime_in_range(value: dt.datetime) -> bool:
    return MIN_DATETIME <= value <= MAX_DATETIME
