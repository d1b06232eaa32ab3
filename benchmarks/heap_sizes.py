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
import datetime
import os
import sys

from stats_run import UsageError, cell, run_main, run_stats, write_rows

HERE = os.path.dirname(os.path.abspath(__file__))
PROGRAM = os.path.join(HERE, "heap", "list_reverse.c")
SIZES = {"fixed": [10, 50, 100], "symbolic": [3, 5, 8, 10]}


def run(binary, nodes, shape, leak_check, leak_variant, timeout):
    command = [binary, PROGRAM, f"-DNODES={nodes}", "--depth", str(nodes), "--stats", "--no-progress"]
    if shape == "symbolic":
        command.append("-DSYMBOLIC_LENGTH")
    if leak_check:
        command.append("--memory-leak-check")
    if leak_variant:
        command.append("-DLEAK")
    return run_stats(command, timeout)


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
    write_rows(out, "heap_sizes", columns, rows, {"program": os.path.relpath(PROGRAM, os.path.join(HERE, ".."))})

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
    run_main(main, "heap_sizes.py")
