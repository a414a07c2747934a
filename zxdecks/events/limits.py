"""Bounds on what event forms and the API accept, so that out-of-range input is a field error and not an overflow."""

from __future__ import annotations

import datetime as dt

# The largest id the database holds (a 64-bit BigAutoField).
MAX_ID = 2**63 - 1
# Event dates, regulation dates and registration windows lie in the years 2000 to 2100. The models would take years
# 1 to 9999, but Z/X began in 2012 and a tournament is announced weeks ahead: a year such as 0267 or 8922 is a typo.
# The bound also keeps every time in the era of whole-minute UTC offsets: before 1888 Asia/Tokyo was local mean time
# (+09:18:59), which RFC 3339 cannot write.
FIRST_DATE = dt.date(2000, 1, 1)
LAST_DATE = dt.date(2100, 12, 31)
MIN_DATETIME = dt.datetime(2000, 1, 1, tzinfo=dt.UTC)
MAX_DATETIME = dt.datetime(2101, 1, 1, tzinfo=dt.UTC) - dt.timedelta(microseconds=1)
DATE_RANGE_MESSAGE = f"must be between {FIRST_DATE.isoformat()} and {LAST_DATE.isoformat()}"
MAX_CAPACITY = 100_000


def date_in_range(value: dt.date) -> bool:
    return FIRST_DATE <= value <= LAST_DATE


def datetime_in_range(value: dt.datetime) -> bool:
    return MIN_DATETIME <= value <= MAX_DATETIME
