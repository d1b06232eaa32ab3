#!/usr/bin/env python3
"""What heap programs cost: a singly linked list built, reversed, checked and
freed (benchmarks/heap/list_reverse.c), at growing sizes, with
--memory-leak-check off and on.

Two shapes:
  fixed     NODES nodes, input values: every pointer has one possible target
            (N = 10, 50, 100 at --depth N)
  symbolic  the length is an input too (0..NODES): every pointer into the
            list may point to any node (N = 3, 5, 8, 10)

Each row: verdict, terms, encode and solve time, SAT size, peak memory (all
from swarmbmc --stats), and whether the -DLEAK variant (last node not freed)
is reported as a leak. Writes heap_sizes.csv and heap_sizes.json into
benchmarks/results/<date>/ (or --out) and prints a Markdown table.

    python3 benchmarks/heap_sizes.py                 # both shapes
    python3 benchmarks/heap_sizes.py --timeout 60 --shapes fixed
"""
import argparse
import csv
import datetime
import json
import os
import re
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
PROGRAM = os.path.join(HERE, "heap", "list_reverse.c")
SIZES = {"fixed": [10, 50, 100], "symbolic": [3, 5, 8, 10]}
STATS = {
    "terms": r"terms:\s+(\d+)",
    "encode_ms": r"encode time:\s+([\d.]+) ms",
    "solve_ms": r"solve time:\s+([\d.]+) ms",
    "sat_variables": r"SAT variables:\s+(\d+)",
    "sat_clauses": r"SAT clauses:\s+(\d+)",
    "peak_mb": r"peak memory:\s+(\d+) MB",
}


class UsageError(Exception):
    pass


def run(binary, nodes, shape, leak_check, leak_variant, timeout):
    command = [binary, PROGRAM, f"-DNODES={nodes}", "--depth", str(nodes), "--stats", "--no-progress"]
    if shape == "symbolic":
        command.append("-DSYMBOLIC_LENGTH")
    if leak_check:
        command.append("--memory-leak-check")
    if leak_variant:
        command.append("-DLEAK")
    start = time.monotonic()
    try:
        done = subprocess.run(command, capture_output=True, text=True, timeout=timeout)
        output = done.stdout + done.stderr
    except subprocess.TimeoutExpired:
        return {"verdict": "TIMEOUT", "wall_s": round(time.monotonic() - start, 2)}
    row = {"wall_s": round(time.monotonic() - start, 2)}
    verdict = re.search(r"^VERDICT: (\w+)", output, re.M)
    row["verdict"] = verdict.group(1) if verdict else f"error (exit {done.returncode})"
    violated = re.search(r"^Violated property: \[([\w-]+)\]", output, re.M)
    row["violated"] = violated.group(1) if violated else ""
    for key, pattern in STATS.items():
        found = re.search(pattern, output)
        row[key] = float(found.group(1)) if found else None
    return row


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--binary", default=os.path.join(HERE, "..", "build", "swarmbmc"))
    parser.add_argument("--out", default=None, help="output folder (default benchmarks/results/<date>)")
    parser.add_argument("--timeout", type=float, default=300, help="seconds per run (default 300)")
    parser.add_argument("--shapes", default="fixed,symbolic", help="comma-separated: fixed, symbolic")
    args = parser.parse_args()
    shapes = [s for s in args.shapes.split(",") if s]
    for shape in shapes:
        if shape not in SIZES:
            raise UsageError(f"unknown shape '{shape}' (fixed, symbolic)")
    if not os.access(args.binary, os.X_OK):
        raise UsageError(f"no swarmbmc binary at {args.binary} (build first)")
    out = args.out or os.path.join(HERE, "results", datetime.date.today().isoformat())
    os.makedirs(out, exist_ok=True)

    rows = []
    for shape in shapes:
        for nodes in SIZES[shape]:
            for leak_check in (False, True):
                row = {"shape": shape, "nodes": nodes, "memory_leak_check": leak_check}
                row.update(run(args.binary, nodes, shape, leak_check, False, args.timeout))
                if leak_check:  # the leaking variant must be caught
                    leaky = run(args.binary, nodes, shape, True, True, args.timeout)
                    row["leak_variant"] = leaky["verdict"] + (f" [{leaky['violated']}]" if leaky.get("violated") else "")
                else:
                    row["leak_variant"] = ""
                rows.append(row)
                print(f"  {shape} N={nodes} leak-check={'on' if leak_check else 'off'}: {row['verdict']} "
                      f"{row['wall_s']} s", file=sys.stderr, flush=True)

    columns = ["shape", "nodes", "memory_leak_check", "verdict", "terms", "encode_ms", "solve_ms", "sat_variables",
               "sat_clauses", "peak_mb", "wall_s", "leak_variant"]
    with open(os.path.join(out, "heap_sizes.csv"), "w", newline="") as f:
        writer = csv.DictWriter(f, fieldnames=columns, extrasaction="ignore")
        writer.writeheader()
        writer.writerows(rows)
    with open(os.path.join(out, "heap_sizes.json"), "w") as f:
        json.dump({"program": os.path.relpath(PROGRAM, os.path.join(HERE, "..")), "rows": rows}, f, indent=1)

    def cell(value):
        if value is None:
            return "-"
        return f"{value:,.0f}" if isinstance(value, float) and value >= 100 else str(value)

    print("| shape | N | leak check | verdict | terms | encode ms | solve ms | SAT vars | peak MB | wall s | -DLEAK |")
    print("|---|---|---|---|---|---|---|---|---|---|---|")
    for r in rows:
        print(f"| {r['shape']} | {r['nodes']} | {'on' if r['memory_leak_check'] else 'off'} | {r['verdict']} | "
              f"{cell(r.get('terms'))} | {cell(r.get('encode_ms'))} | {cell(r.get('solve_ms'))} | "
              f"{cell(r.get('sat_variables'))} | {cell(r.get('peak_mb'))} | {r['wall_s']} | {r['leak_variant']} |")
    bad = [r for r in rows if r["verdict"] not in ("VERIFIED", "TIMEOUT")
           or (r["leak_variant"] and not r["leak_variant"].startswith(("FAILED [memory-leak]", "TIMEOUT")))]
    if bad:
        print(f"{len(bad)} row(s) with an unexpected verdict", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    try:
        sys.exit(main())
    except UsageError as error:
        print(f"heap_sizes.py: error: {error}", file=sys.stderr)
        sys.exit(2)
