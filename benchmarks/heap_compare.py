#!/usr/bin/env python3
"""Heap programs side by side (issue 36): swarmbmc, optionally an older
swarmbmc (--baseline, A/B), and CBMC when it is installed.

The programs: benchmarks/heap/records.c (a list of records with malloc'd
arrays, input-driven loops, a record that may continue in the next cell:
issue 36's shape, -DLEAK its leak), benchmarks/heap/list_reverse.c, the heap
regression cases at larger depths and the benchmark programs that call
malloc/free. --extra adds local files (public SV-COMP tasks measured on
this machine, never committed): FILE:DEPTH[:FLAGS], FLAGS comma-separated.

Each row runs --runs times (default 3), the binaries alternating (A, B, A,
B, ...), and reports the median wall time with the terms, encode and solve
time and peak memory of swarmbmc's --stats (the median run's). CBMC runs
with --unwind DEPTH+1 (its --unwind counts the exit test, swarmbmc's
--depth does not), --pointer-check --bounds-check and --memory-leak-check
when the row checks leaks; its peak memory is the child's maximum resident
size. Writes heap_compare.csv and heap_compare.json into --out (default
benchmarks/results/<date>-heap/) and prints a Markdown table.

    python3 benchmarks/heap_compare.py
    python3 benchmarks/heap_compare.py --baseline /tmp/old/swarmbmc --runs 3
    python3 benchmarks/heap_compare.py --only records --cbmc ~/cbmc/bin/cbmc
    python3 benchmarks/heap_compare.py --extra /tmp/sv/task.c:21:-DX=1
"""
import argparse
import datetime
import os
import re
import shutil
import statistics
import subprocess
import sys
import time

from stats_run import UsageError, cell, run_main, run_stats, write_rows

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.join(HERE, "..")
HEAP = os.path.join(HERE, "heap")
REGRESSION = os.path.join(ROOT, "tests", "regression")
PROGRAMS = os.path.join(HERE, "programs")
LEAK = "--memory-leak-check"

# name, file, depth, defines, swarmbmc/CBMC check options
ROWS = [
    ("records_leak_d21", os.path.join(HEAP, "records.c"), 21, ["-DLEAK"], [LEAK]),
    ("records_d21", os.path.join(HEAP, "records.c"), 21, [], [LEAK]),
    ("records_bounded_d12", os.path.join(HEAP, "records.c"), 12,
     ["-DBOUNDED", "-DSAMPLES=12", "-DCELLS=8", "-DSTEPS=8"], [LEAK]),
    ("list_reverse_sym10", os.path.join(HEAP, "list_reverse.c"), 10, ["-DSYMBOLIC_LENGTH", "-DNODES=10"], [LEAK]),
    ("list_reverse_sym10_leak", os.path.join(HEAP, "list_reverse.c"), 10,
     ["-DSYMBOLIC_LENGTH", "-DNODES=10", "-DLEAK"], [LEAK]),
    ("list_reverse_100", os.path.join(HEAP, "list_reverse.c"), 100, ["-DNODES=100"], [LEAK]),
    ("heap_sll_d3", os.path.join(REGRESSION, "heap_sll_pass", "main.c"), 3, [], [LEAK]),
    ("heap_dll_d8", os.path.join(REGRESSION, "heap_dll_pass", "main.c"), 8, [], [LEAK]),
    ("heap_bst_d6", os.path.join(REGRESSION, "heap_bst_pass", "main.c"), 6, [], [LEAK]),
    ("liststack_d20", os.path.join(PROGRAMS, "liststack.c"), 20, [], []),
    ("arrayqueue_d24", os.path.join(PROGRAMS, "arrayqueue.c"), 24, [], []),
    ("filesys_d10", os.path.join(PROGRAMS, "filesys.c"), 10, [], []),
]

COLUMNS = ["program", "depth", "verdict", "violated", "terms", "encode_ms", "solve_ms", "wall_s", "peak_mb",
           "base_verdict", "base_terms", "base_encode_ms", "base_solve_ms", "base_wall_s", "base_peak_mb",
           "speedup", "cbmc_verdict", "cbmc_wall_s", "cbmc_peak_mb", "vs_cbmc"]


def swarmbmc_row(binary, row, timeout, memory_mb):
    name, path, depth, defines, checks = row
    command = [binary, path, *defines, "--depth", str(depth), *checks, "--stats", "--no-progress",
               "--timeout", str(timeout), "--memory-limit", str(memory_mb)]
    return run_stats(command, timeout + 30)


def cbmc_row(cbmc, row, timeout):
    """CBMC's answer, wall time and peak resident memory in MB (from
    /usr/bin/time when it exists). cbmc_stubs.c gives swarm_log a body:
    CBMC reports calls to functions without one as failures."""
    name, path, depth, defines, checks = row
    command = [cbmc, path, os.path.join(HEAP, "cbmc_stubs.c"), *defines, "--unwind", str(depth + 1),
               "--pointer-check", "--bounds-check", *checks]
    if os.access("/usr/bin/time", os.X_OK):
        command = ["/usr/bin/time", "-f", "maxrss_kb %M"] + command
    start = time.monotonic()
    try:
        done = subprocess.run(command, capture_output=True, text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return {"cbmc_verdict": "TIMEOUT", "cbmc_wall_s": round(time.monotonic() - start, 2)}
    output = done.stdout + done.stderr
    verdict = "FAILED" if "VERIFICATION FAILED" in output else (
        "VERIFIED" if "VERIFICATION SUCCESSFUL" in output else f"error (exit {done.returncode})")
    rss = re.search(r"maxrss_kb (\d+)", output)
    return {"cbmc_verdict": verdict, "cbmc_wall_s": round(time.monotonic() - start, 2),
            "cbmc_peak_mb": round(int(rss.group(1)) / 1024) if rss else None}


def median_run(runs):
    """The run with the median wall time (its statistics belong together)."""
    ordered = sorted(runs, key=lambda r: r["wall_s"])
    return ordered[len(ordered) // 2]


def parse_extra(spec):
    parts = spec.split(":")
    if len(parts) < 2 or not parts[1].isdigit() or not os.path.exists(parts[0]):
        raise UsageError(f"--extra wants FILE:DEPTH[:FLAGS] with an existing file, got '{spec}'")
    flags = [f for f in (parts[2].split(",") if len(parts) > 2 else []) if f]
    defines = [f for f in flags if f.startswith("-D")]
    checks = [f for f in flags if not f.startswith("-D")] or [LEAK]
    name = os.path.splitext(os.path.basename(parts[0]))[0] + f"_d{parts[1]}"
    return (name, parts[0], int(parts[1]), defines, checks)


def measure(row, args, cbmc):
    runs, base_runs = [], []
    for _ in range(args.runs):  # alternating: load changes hit both binaries alike
        runs.append(swarmbmc_row(args.binary, row, args.timeout, args.memory_limit))
        if args.baseline:
            base_runs.append(swarmbmc_row(args.baseline, row, args.timeout, args.memory_limit))
    result = {"program": row[0], "depth": row[2], "runs": runs}
    mine = median_run(runs)
    result.update({k: mine.get(k) for k in ["verdict", "violated", "terms", "encode_ms", "solve_ms", "peak_mb"]})
    result["wall_s"] = statistics.median(r["wall_s"] for r in runs)
    if base_runs:
        base = median_run(base_runs)
        result["base_runs"] = base_runs
        for key in ["verdict", "terms", "encode_ms", "solve_ms", "peak_mb"]:
            result["base_" + key] = base.get(key)
        result["base_wall_s"] = statistics.median(r["wall_s"] for r in base_runs)
        result["speedup"] = round(result["base_wall_s"] / max(result["wall_s"], 0.01), 2)
    if cbmc:
        cbmc_runs = [cbmc_row(cbmc, row, args.timeout) for _ in range(args.runs)]
        result.update(sorted(cbmc_runs, key=lambda r: r["cbmc_wall_s"])[len(cbmc_runs) // 2])
        result["vs_cbmc"] = round(result["wall_s"] / max(result["cbmc_wall_s"], 0.01), 2)
    return result


def table(rows, baseline, cbmc):
    head = ["program", "verdict", "terms", "encode s", "solve s", "wall s", "peak MB"]
    if baseline:
        head += ["before: verdict", "terms", "wall s", "peak MB", "speedup"]
    if cbmc:
        head += ["CBMC", "wall s", "peak MB", "ratio"]
    lines = ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
    seconds = lambda ms: None if ms is None else round(ms / 1000, 2)
    for r in rows:
        cells = [r["program"], r["verdict"], cell(r["terms"]), cell(seconds(r["encode_ms"])),
                 cell(seconds(r["solve_ms"])), cell(r["wall_s"]), cell(r["peak_mb"])]
        if baseline:
            cells += [r.get("base_verdict"), cell(r.get("base_terms")), cell(r.get("base_wall_s")),
                      cell(r.get("base_peak_mb")), cell(r.get("speedup"))]
        if cbmc:
            cells += [r.get("cbmc_verdict"), cell(r.get("cbmc_wall_s")), cell(r.get("cbmc_peak_mb")),
                      cell(r.get("vs_cbmc"))]
        lines.append("| " + " | ".join("-" if c is None else str(c) for c in cells) + " |")
    return "\n".join(lines)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--binary", default=os.path.join(ROOT, "build", "swarmbmc"))
    parser.add_argument("--baseline", default=None, help="an older swarmbmc to compare against (A/B)")
    parser.add_argument("--cbmc", default=None, help="CBMC binary (default: cbmc on PATH; skipped without)")
    parser.add_argument("--out", default=None, help="output folder (default benchmarks/results/<date>-heap)")
    parser.add_argument("--timeout", type=int, default=60, help="seconds per run (default 60)")
    parser.add_argument("--memory-limit", type=int, default=3000, help="swarmbmc --memory-limit in MB (default 3000)")
    parser.add_argument("--runs", type=int, default=3, help="runs per row and binary; medians (default 3)")
    parser.add_argument("--only", default="", help="comma-separated substrings of the row names to run")
    parser.add_argument("--extra", action="append", default=[], help="FILE:DEPTH[:FLAGS] (local files)")
    args = parser.parse_args()
    for binary in [args.binary] + ([args.baseline] if args.baseline else []):
        if not os.access(binary, os.X_OK):
            raise UsageError(f"no swarmbmc binary at {binary} (build first)")
    if args.runs < 1:
        raise UsageError("--runs must be at least 1")
    cbmc = args.cbmc or shutil.which("cbmc")
    if args.cbmc and not os.access(args.cbmc, os.X_OK):
        raise UsageError(f"no CBMC binary at {args.cbmc}")
    if not cbmc:
        print("CBMC not found (--cbmc or PATH): swarmbmc columns only", file=sys.stderr)
    rows = ROWS + [parse_extra(spec) for spec in args.extra]
    wanted = [w for w in args.only.split(",") if w]
    rows = [r for r in rows if not wanted or any(w in r[0] for w in wanted)]
    out = args.out or os.path.join(HERE, "results", datetime.date.today().isoformat() + "-heap")
    os.makedirs(out, exist_ok=True)

    results = []
    for row in rows:
        print(f"{row[0]} ...", file=sys.stderr, flush=True)
        results.append(measure(row, args, cbmc))
    meta = {"date": datetime.datetime.now().isoformat(timespec="seconds"), "binary": args.binary,
            "baseline": args.baseline, "cbmc": cbmc, "runs": args.runs, "timeout_s": args.timeout,
            "memory_limit_mb": args.memory_limit}
    write_rows(out, "heap_compare", COLUMNS, results, meta)
    print(table(results, args.baseline, cbmc))
    print(f"\nwrote {out}/heap_compare.csv and .json", file=sys.stderr)
    return 0


if __name__ == "__main__":
    run_main(main, "heap_compare.py")
