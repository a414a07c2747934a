"""Card import memory: peak RSS of import_cards on generated CSV files of 100,000 and 1,000,000 rows (SQLite).

The files are written to the system's temporary folder (never the repository) and removed afterwards. The import
streams the CSV a chunk at a time, so the peak should barely grow with the file; the old importer held every row,
record and model instance at once (2.7 GB for a million rows).
Run: python -m bench bench_import_memory  (or BENCH_IMPORT_ROWS=100000,1000000 to choose the sizes)
"""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

from bench.harness import database, run_worker

TEXT = "≪常≫【有効】スクエア【効果】このカードのパワーを＋1000する。"


def write_csv(path: Path, rows: int) -> None:
    """A CSV card file of `rows` distinct cards (collector numbers G0000-00000 on), every column a real card uses."""
    with path.open("w", encoding="utf-8", newline="") as fh:
        fh.write("number,name,reading,type,cost,colors,races,power,rarity,pack,pack_name,illustrator,text\n")
        for n in range(rows):
            pack = f"G{n // 100_000:04d}"
            fh.write(
                f"{pack}-{n % 100_000:05d},生成カード{n},せいせいかーど,Z/X,{n % 10},red|blue,ドラゴン|エンジェル,"
                f"{(n % 12) * 500},R,{pack},生成パック,誰か,{TEXT}\n"
            )


def main() -> None:
    sizes = [int(s) for s in os.environ.get("BENCH_IMPORT_ROWS", "100000,1000000").split(",")]
    with tempfile.TemporaryDirectory(prefix="zxdecks-import-bench-") as tmp:
        for rows in sizes:
            path = Path(tmp) / f"cards-{rows}.csv"
            write_csv(path, rows)
            size_mb = path.stat().st_size / 1e6
            with database("sqlite") as url:
                result = run_worker("bench.import_memory_worker", url, str(path))
            path.unlink()
            print(
                f"{rows:>9,} rows ({size_mb:.0f} MB CSV): import {result['seconds']:.0f} s, "
                f"peak RSS {result['peak_mib']:.0f} MiB (after migrate {result['before_mib']:.0f} MiB); "
                f"{next(iter(result['summary']), '')}"  # type: ignore[call-overload]
            )
