"""Shared by the benchmark scripts that run swarmbmc --stats once per row
(heap_sizes.py, depth_scaling.py): run one command and parse its verdict
and statistics, write the rows as CSV and JSON, format table cells."""
import csv
import json
import os
import re
import subprocess
import sys
import time

STATS = {
    "instructions": r"instructions unrolled:\s+([\d,]+)",
    "terms": r"terms:\s+([\d,]+)",
    "encode_ms": r"encode time:\s+([\d.]+) ms",
    "solve_ms": r"solve time:\s+([\d.]+) ms",
    "sat_variables": r"SAT variables:\s+([\d,]+)",
    "sat_clauses": r"SAT clauses:\s+([\d,]+)",
    "peak_mb": r"peak memory:\s+([\d,]+) MB",
    "early_queries": r"early queries:\s+(\d+)",
}


class UsageError(Exception):
    pass


def run_stats(command, timeout):
    """One row: wall_s, verdict (TIMEOUT when the run outlives `timeout` or
    stops at swarmbmc's own --timeout), violated property kind, and STATS."""
    start = time.monotonic()
    try:
        done = subprocess.run(command, capture_output=True, text=True, timeout=timeout)
        output = done.stdout + done.stderr
    except subprocess.TimeoutExpired:
        return {"verdict": "TIMEOUT", "wall_s": round(time.monotonic() - start, 2)}
    row = {"wall_s": round(time.monotonic() - start, 2)}
    verdict = re.search(r"^VERDICT: (\w+)", output, re.M)
    row["verdict"] = verdict.group(1) if verdict else f"error (exit {done.returncode})"
    if row["verdict"] == "UNKNOWN" and re.search(r"timeout after", output):
        row["verdict"] = "TIMEOUT"
    violated = re.search(r"^Violated property: \[([\w-]+)\]", output, re.M)
    row["violated"] = violated.group(1) if violated else ""
    for key, pattern in STATS.items():
        found = re.search(pattern, output)
        row[key] = float(found.group(1).replace(",", "")) if found else None
    row["found_early"] = "the last found the counterexample" in output
    return row


def write_rows(out, stem, columns, rows, meta):
    """<out>/<stem>.csv (the columns) and <out>/<stem>.json (meta plus all rows)."""
    with open(os.path.join(out, stem + ".csv"), "w", newline="") as f:
        writer = csv.DictWriter(f, fieldnames=columns, extrasaction="ignore")
        writer.writeheader()
        writer.writerows(rows)
    with open(os.path.join(out, stem + ".json"), "w") as f:
        json.dump({**meta, "rows": rows}, f, indent=1)


def cell(value):
    """A table cell: '-' for missing, thousands separators from 100 on."""
    if value is None:
        return "-"
    return f"{value:,.0f}" if isinstance(value, float) and value >= 100 else str(value)


def run_main(main, script):
    """sys.exit(main()), a UsageError as one line and exit 2."""
    try:
        sys.exit(main())
    except UsageError as error:
        print(f"{script}: error: {error}", file=sys.stderr)
        sys.exit(2)
