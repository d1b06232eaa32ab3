#!/usr/bin/env python3
"""How the encoding grows with the unwinding depth (issue 14).

Plain BMC (no swarm) on the array stack: examples/stack.c (FAILED: push has
no overflow check) and benchmarks/programs/stack_fixed.c (VERIFIED), each
with -DITERATIONS=N --depth N+1. Each row: verdict, instructions, terms,
encode and solve time, SAT size, peak memory, wall time (from --stats).
Fits the exponent k of terms ~ N^k and encode time ~ N^k (least squares on
log-log over the rows of one program that finished) and prints it: the
issue's goal is k <= 1.2 (linear in N).

Writes depth_scaling.csv and depth_scaling.json into
benchmarks/results/<date>/ (or --out) and prints a Markdown table.

    python3 benchmarks/depth_scaling.py                       # N = 100 250 500 1000 2000 5000
    python3 benchmarks/depth_scaling.py --sizes 100,250,500,1000 --programs stack
    python3 benchmarks/depth_scaling.py --binary /tmp/old/swarmbmc --out /tmp/before
"""
import argparse
import datetime
import math
import os
import sys

from stats_run import UsageError, cell, run_main, run_stats, write_rows

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.join(HERE, "..")
PROGRAMS = {
    "stack": (os.path.join(ROOT, "examples", "stack.c"), "FAILED"),
    "stack_fixed": (os.path.join(HERE, "programs", "stack_fixed.c"), "VERIFIED"),
}
DEFAULT_SIZES = [100, 250, 500, 1000, 2000, 5000]


def run(binary, program, n, timeout, solver):
    command = [binary, program, f"-DITERATIONS={n}", "--depth", str(n + 1), "--stats", "--no-progress",
               "--solver", solver, "--timeout", str(timeout)]
    return run_stats(command, timeout + 30)


def fit_exponent(points):
    """Least-squares slope of log(y) over log(x); None with fewer than 2 points."""
    points = [(x, y) for x, y in points if x and y and y > 0]
    if len(points) < 2:
        return None
    xs = [math.log(x) for x, _ in points]
    ys = [math.log(y) for _, y in points]
    mx, my = sum(xs) / len(xs), sum(ys) / len(ys)
    sxx = sum((x - mx) ** 2 for x in xs)
    if sxx == 0:
        return None
    return sum((x - mx) * (y - my) for x, y in zip(xs, ys)) / sxx


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--binary", default=os.path.join(ROOT, "build", "swarmbmc"))
    parser.add_argument("--out", default=None, help="output folder (default benchmarks/results/<date>)")
    parser.add_argument("--timeout", type=float, default=300, help="seconds per run (default 300)")
    parser.add_argument("--sizes", default=",".join(map(str, DEFAULT_SIZES)), help="comma-separated N")
    parser.add_argument("--programs", default="stack,stack_fixed", help="comma-separated: " + ", ".join(PROGRAMS))
    parser.add_argument("--solver", default="cadical", help="cadical (default), z3, portfolio")
    args = parser.parse_args()
    try:
        sizes = [int(s) for s in args.sizes.split(",") if s]
    except ValueError:
        raise UsageError(f"--sizes must be integers: '{args.sizes}'")
    programs = [p for p in args.programs.split(",") if p]
    for p in programs:
        if p not in PROGRAMS:
            raise UsageError(f"unknown program '{p}' ({', '.join(PROGRAMS)})")
    if not os.access(args.binary, os.X_OK):
        raise UsageError(f"no swarmbmc binary at {args.binary} (build first)")
    out = args.out or os.path.join(HERE, "results", datetime.date.today().isoformat())
    os.makedirs(out, exist_ok=True)

    rows = []
    for name in programs:
        path, expected = PROGRAMS[name]
        stop = False
        for n in sizes:
            row = {"program": name, "n": n, "expected": expected}
            if stop:  # a smaller N timed out: larger ones would too
                row.update({"verdict": "SKIPPED", "wall_s": None})
            else:
                row.update(run(args.binary, path, n, args.timeout, args.solver))
                stop = row["verdict"] in ("TIMEOUT", "UNKNOWN")
            rows.append(row)
            print(f"  {name} N={n}: {row['verdict']} {row['wall_s']} s", file=sys.stderr, flush=True)

    fits = {}
    for name in programs:
        done = [r for r in rows if r["program"] == name and r["verdict"] == PROGRAMS[name][1]]
        fits[name] = {
            "terms": fit_exponent([(r["n"], r.get("terms")) for r in done]),
            "encode_ms": fit_exponent([(r["n"], r.get("encode_ms")) for r in done]),
            "sizes": [r["n"] for r in done],
        }

    columns = ["program", "n", "expected", "verdict", "instructions", "terms", "encode_ms", "solve_ms",
               "sat_variables", "sat_clauses", "peak_mb", "wall_s"]
    write_rows(out, "depth_scaling", columns, rows,
               {"binary": os.path.abspath(args.binary), "solver": args.solver, "exponents": fits})

    print("| program | N | verdict | terms | encode ms | solve ms | SAT vars | peak MB | wall s |")
    print("|---|---|---|---|---|---|---|---|---|")
    for r in rows:
        print(f"| {r['program']} | {r['n']} | {r['verdict']} | {cell(r.get('terms'))} | {cell(r.get('encode_ms'))} | "
              f"{cell(r.get('solve_ms'))} | {cell(r.get('sat_variables'))} | {cell(r.get('peak_mb'))} | "
              f"{r['wall_s'] if r['wall_s'] is not None else '-'} |")
    print()
    for name, fit in fits.items():
        def show(k):
            return "-" if k is None else f"{k:.2f}"
        print(f"{name}: fitted exponent over N = {fit['sizes']}: terms {show(fit['terms'])}, "
              f"encode time {show(fit['encode_ms'])} (goal <= 1.2)")
    bad = [r for r in rows if r["verdict"] not in (r["expected"], "TIMEOUT", "SKIPPED")]
    if bad:
        print(f"{len(bad)} row(s) with an unexpected verdict", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    run_main(main, "depth_scaling.py")
