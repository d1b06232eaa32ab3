#!/usr/bin/env python3
"""Time-to-verdict of swarmbmc on the paper's stack program at several depths.

Runs `swarmbmc examples/stack.c -DITERATIONS=N --depth N --stats` for each N,
parses the statistics, prints a table, and writes CSV and JSON next to this
script (results/stack_depths.{csv,json}) or where --out says.

    python3 benchmarks/stack_depths.py                 # depths 80 120 500
    python3 benchmarks/stack_depths.py --depths 20 40 --binary build/swarmbmc
"""
import argparse
import csv
import json
import os
import re
import resource
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)

STAT_PATTERNS = {
    "instructions": r"instructions unrolled:\s+(\d+)",
    "terms": r"terms:\s+(\d+)",
    "checks": r"property checks:\s+(\d+)",
    "encode_ms": r"encode time:\s+([\d.]+) ms",
    "solve_ms": r"solve time:\s+([\d.]+) ms",
}


def run_one(binary, program, depth, timeout, extra):
    command = [binary, program, f"-DITERATIONS={depth}", "--depth", str(depth), "--stats"] + extra
    before = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    start = time.monotonic()
    try:
        proc = subprocess.run(command, capture_output=True, text=True, timeout=timeout)
        output, code = proc.stdout + proc.stderr, proc.returncode
    except subprocess.TimeoutExpired:
        output, code = "", None
    wall = time.monotonic() - start
    peak = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    row = {"program": os.path.relpath(program, ROOT), "depth": depth, "wall_s": round(wall, 2),
           "peak_rss_mb": round(max(peak, before) / 1024, 1), "exit": code}
    verdict = re.search(r"^VERDICT: (\w+)", output, re.M)
    row["verdict"] = verdict.group(1) if verdict else ("TIMEOUT" if code is None else "ERROR")
    for key, pattern in STAT_PATTERNS.items():
        m = re.search(pattern, output)
        row[key] = float(m.group(1)) if m else None
    row["command"] = " ".join(command)
    return row


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--binary", default=os.path.join(ROOT, "build", "swarmbmc"))
    parser.add_argument("--program", default=os.path.join(ROOT, "examples", "stack.c"))
    parser.add_argument("--depths", type=int, nargs="+", default=[80, 120, 500])
    parser.add_argument("--timeout", type=float, default=1800)
    parser.add_argument("--out", default=os.path.join(HERE, "results"))
    parser.add_argument("extra", nargs="*", help="extra swarmbmc arguments (after --)")
    args = parser.parse_args()
    if not os.access(args.binary, os.X_OK):
        sys.exit(f"stack_depths: no swarmbmc binary at {args.binary} (build first: make build)")

    rows = [run_one(args.binary, args.program, d, args.timeout, args.extra) for d in args.depths]
    columns = ["depth", "verdict", "wall_s", "encode_ms", "solve_ms", "instructions", "terms", "checks", "peak_rss_mb"]
    print(" ".join(f"{c:>12}" for c in columns))
    for row in rows:
        print(" ".join(f"{str(row[c]):>12}" for c in columns))

    os.makedirs(args.out, exist_ok=True)
    base = os.path.join(args.out, "stack_depths")
    with open(base + ".csv", "w", newline="") as f:
        writer = csv.DictWriter(f, fieldnames=list(rows[0].keys()))
        writer.writeheader()
        writer.writerows(rows)
    with open(base + ".json", "w") as f:
        json.dump(rows, f, indent=2)
    print(f"wrote {base}.csv and {base}.json")


if __name__ == "__main__":
    main()
