#!/usr/bin/env python3
"""How the cost grows with the unwinding depth.

Plain BMC (no swarm) on the array stack, examples/stack.c (FAILED: push has
no overflow check) and benchmarks/programs/stack_fixed.c (VERIFIED), and on
the array queue benchmarks/scaling/queue.c (FAILED: enqueue has no full
check; -DFIXED: VERIFIED), each with -DITERATIONS=N --depth N+1. Each row:
verdict, instructions, terms, encode and solve time, SAT size, early
queries (and whether one found the counterexample), peak memory, wall time
(from --stats). The failing programs run at --sizes, the correct ones at
--fixed-sizes (their proofs are SAT-bound). Fits the exponent k of
terms ~ N^k and encode time ~ N^k (least squares on log-log over the rows
of one program that finished) and prints it: the issue's goal is k <= 1.2
(linear in N); with early checks a failing program stops unrolling at its
bug, so measure the whole encoding with --extra=--no-early-checks.

Then the swarm part: the queue with --swarm 16 --jobs 2 at --swarm-sizes, --swarm-repeat times each:
time to the first counterexample, whole run, peak memory, and the stop
latency per phase from --stats-json (the issue's goal: <= 100 ms in every
phase; the script prints the maximum it saw).

Writes depth_scaling.{csv,json} and depth_scaling_swarm.{csv,json} into
benchmarks/results/<date>/ (or --out) and prints Markdown tables.

    python3 benchmarks/depth_scaling.py                       # N = 100 250 500 1000 2000 5000
    python3 benchmarks/depth_scaling.py --sizes 100,250,500,1000 --programs stack --swarm-sizes ""
    python3 benchmarks/depth_scaling.py --extra=--no-early-checks --out /tmp/whole
    python3 benchmarks/depth_scaling.py --binary /tmp/old/swarmbmc --out /tmp/before
"""
import argparse
import datetime
import json
import math
import os
import shlex
import sys
import tempfile
import time

from stats_run import UsageError, cell, run_main, run_stats, write_rows

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.join(HERE, "..")
QUEUE = os.path.join(HERE, "scaling", "queue.c")
PROGRAMS = {  # name: (file, expected verdict, extra arguments)
    "stack": (os.path.join(ROOT, "examples", "stack.c"), "FAILED", []),
    "stack_fixed": (os.path.join(HERE, "programs", "stack_fixed.c"), "VERIFIED", []),
    "queue": (QUEUE, "FAILED", []),
    "queue_fixed": (QUEUE, "VERIFIED", ["-DFIXED"]),
}
DEFAULT_SIZES = [100, 250, 500, 1000, 2000, 5000]


def run(binary, program, n, timeout, solver, extra):
    path, _, defines = PROGRAMS[program]
    command = [binary, path, f"-DITERATIONS={n}", "--depth", str(n + 1), "--stats", "--no-progress",
               "--solver", solver, "--timeout", str(timeout)] + defines + extra
    return run_stats(command, timeout + 30)


def run_swarm(binary, n, timeout, extra):
    """The queue with --swarm 16 --jobs 2: first counterexample, whole run, stop latencies."""
    with tempfile.TemporaryDirectory() as tmp:
        stats = os.path.join(tmp, "stats.json")
        command = [binary, QUEUE, f"-DITERATIONS={n}", "--depth", str(n + 1), "--swarm", "16", "--jobs", "2",
                   "--no-progress", "--timeout", str(timeout), "--stats-json", stats] + extra
        start = time.monotonic()
        row = run_stats(command, timeout + 30)
        row["wall_s"] = round(time.monotonic() - start, 2)
        if not os.path.exists(stats):
            return row
        with open(stats) as f:
            report = json.load(f)
    by_phase = report.get("stop_latency_by_phase_ms") or {}
    winner = report.get("winner")
    row.update({
        "first_cex_ms": report.get("first_counterexample_ms"),
        "total_ms": report.get("total_ms"),
        "peak_mb": report.get("peak_memory_mb"),
        "winner": winner,
        "winner_found_early": report["configurations"][winner].get("found_early") if winner is not None else None,
        "stop_latency_ms": report.get("stop_latency_ms"),
        "stop_latency_by_phase_ms": by_phase,
        "stopped": sum(1 for c in report["configurations"] if c.get("stop_latency_ms") is not None),
    })
    return row


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
    parser.add_argument("--fixed-sizes", default="100,200", help="comma-separated N for the VERIFIED programs")
    parser.add_argument("--swarm-sizes", default="1000,5000", help="comma-separated N for the queue swarm ('' = none)")
    parser.add_argument("--swarm-repeat", type=int, default=5,
                        help="swarm runs per N (default 5: a stop latency needs a configuration still running)")
    parser.add_argument("--programs", default=",".join(PROGRAMS), help="comma-separated: " + ", ".join(PROGRAMS))
    parser.add_argument("--solver", default="cadical", help="cadical (default), z3, portfolio")
    parser.add_argument("--extra", default="", help="more swarmbmc arguments for every run, e.g. --extra=--no-early-checks")
    args = parser.parse_args()
    extra = shlex.split(args.extra)

    def parse_sizes(text, flag):
        try:
            return [int(s) for s in text.split(",") if s]
        except ValueError:
            raise UsageError(f"{flag} must be integers: '{text}'")
    sizes = parse_sizes(args.sizes, "--sizes")
    fixed_sizes = parse_sizes(args.fixed_sizes, "--fixed-sizes")
    swarm_sizes = parse_sizes(args.swarm_sizes, "--swarm-sizes")
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
        expected = PROGRAMS[name][1]
        stop = False
        for n in (sizes if expected == "FAILED" else fixed_sizes):
            row = {"program": name, "n": n, "expected": expected}
            if stop:  # a smaller N timed out: larger ones would too
                row.update({"verdict": "SKIPPED", "wall_s": None})
            else:
                row.update(run(args.binary, name, n, args.timeout, args.solver, extra))
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
               "sat_variables", "sat_clauses", "early_queries", "found_early", "peak_mb", "wall_s"]
    meta = {"binary": os.path.abspath(args.binary), "solver": args.solver, "extra": extra}
    write_rows(out, "depth_scaling", columns, rows, {**meta, "exponents": fits})

    print("| program | N | verdict | terms | encode ms | solve ms | SAT vars | early queries | peak MB | wall s |")
    print("|---|---|---|---|---|---|---|---|---|---|")
    for r in rows:
        early = cell(r.get("early_queries")) + (" (found)" if r.get("found_early") else "")
        print(f"| {r['program']} | {r['n']} | {r['verdict']} | {cell(r.get('terms'))} | {cell(r.get('encode_ms'))} | "
              f"{cell(r.get('solve_ms'))} | {cell(r.get('sat_variables'))} | {early} | {cell(r.get('peak_mb'))} | "
              f"{r['wall_s'] if r['wall_s'] is not None else '-'} |")
    print()
    for name, fit in fits.items():
        def show(k):
            return "-" if k is None else f"{k:.2f}"
        print(f"{name}: fitted exponent over N = {fit['sizes']}: terms {show(fit['terms'])}, "
              f"encode time {show(fit['encode_ms'])} (goal <= 1.2)")

    swarm_rows = []
    for n in swarm_sizes:
        for repeat in range(args.swarm_repeat):
            row = {"program": "queue", "n": n, "repeat": repeat + 1, "expected": "FAILED",
                   **run_swarm(args.binary, n, args.timeout, extra)}
            swarm_rows.append(row)
            print(f"  queue --swarm 16 N={n} run {repeat + 1}: {row['verdict']} {row['wall_s']} s", file=sys.stderr,
                  flush=True)
    if swarm_rows:
        write_rows(out, "depth_scaling_swarm", ["program", "n", "repeat", "verdict", "first_cex_ms", "total_ms", "wall_s",
                                                "peak_mb", "winner", "winner_found_early", "stopped",
                                                "stop_latency_ms"], swarm_rows, meta)
        print()
        print("| queue, --swarm 16 --jobs 2, N | run | verdict | first cex ms | swarm total ms | process wall s | "
              "peak MB | winner | stopped | longest stop latency per phase (ms) |")
        print("|---|---|---|---|---|---|---|---|---|---|")
        for r in swarm_rows:
            phases = ", ".join(f"{p} {v:.0f}" for p, v in sorted((r.get("stop_latency_by_phase_ms") or {}).items()))
            print(f"| {r['n']} | {r['repeat']} | {r['verdict']} | {cell(r.get('first_cex_ms'))} | {cell(r.get('total_ms'))} | "
                  f"{r['wall_s']} | {cell(r.get('peak_mb'))} | {r.get('winner')} | {r.get('stopped')} | {phases or '-'} |")
        latencies = [v for r in swarm_rows for v in (r.get("stop_latency_by_phase_ms") or {}).values()]
        if latencies:
            print(f"\nlongest stop latency seen: {max(latencies):.1f} ms (goal <= 100)")
    rows = rows + swarm_rows
    bad = [r for r in rows if r["verdict"] not in (r["expected"], "TIMEOUT", "SKIPPED")]
    if bad:
        print(f"{len(bad)} row(s) with an unexpected verdict", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    run_main(main, "depth_scaling.py")
