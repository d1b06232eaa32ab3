#!/usr/bin/env python3
"""Heap programs side by side: swarmbmc, optionally an older
swarmbmc (--baseline, A/B), and CBMC when it is installed.

The programs: benchmarks/heap/records.c (a list of records with malloc'd
arrays, input-driven loops, a record that may continue in the next cell:
the shape that made the heap model slow, -DLEAK its leak), benchmarks/heap/list_reverse.c, the heap
regression cases at larger depths and the benchmark programs that call
malloc/free. --extra adds local files (public SV-COMP tasks measured on
this machine, never committed): FILE:DEPTH[:FLAGS], FLAGS comma-separated.
--task adds SV-COMP task definitions (a .yml or a folder of them, local,
never committed) at --task-depth or PATH:DEPTH: one row per property both
tools check (unreach-call, valid-memsafety, valid-memcleanup), swarmbmc
with --property and --32 for ILP32 tasks, CBMC with the same property's
checks and --32 (heap/sv_tasks.py, heap/cbmc_run.py); each answer is
judged against the task's expected verdict.

Each row runs --runs times (default 3; --repeat-below S: once a run of
the row took S seconds or more, no more runs of it), the tools alternating
(A, B, CBMC, A, B, CBMC, ...), and reports the median wall time with the
terms, encode and solve time and peak memory of swarmbmc's --stats (the
median run's). CBMC runs
with --unwind DEPTH+1 (its --unwind counts the exit test, swarmbmc's
--depth does not), --no-standard-checks and the row's checks (see
heap/cbmc_run.py); its peak memory is the child's maximum resident size. Writes heap_compare.csv and heap_compare.json into --out (default
benchmarks/results/<date>-heap/) and prints a Markdown table.

    python3 benchmarks/heap_compare.py
    python3 benchmarks/heap_compare.py --baseline /tmp/old/swarmbmc --runs 3
    python3 benchmarks/heap_compare.py --only records --cbmc ~/cbmc/bin/cbmc
    python3 benchmarks/heap_compare.py --extra /tmp/sv/task.c:21:-DX=1
    python3 benchmarks/heap_compare.py --only none --task /tmp/sv/c/memsafety-ext2 --task-depth 10
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

from heap import cbmc_run
from heap.sv_tasks import Row, judge, property_kind, task_rows
from stats_run import STATS, UsageError, cell, run_main, run_stats, write_rows

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.join(HERE, "..")
HEAP = os.path.join(HERE, "heap")
REGRESSION = os.path.join(ROOT, "tests", "regression")
PROGRAMS = os.path.join(HERE, "programs")
LEAK = "--memory-leak-check"

ROWS = [
    Row("records_leak_d21", os.path.join(HEAP, "records.c"), 21, ["-DLEAK"], [LEAK]),
    Row("records_d21", os.path.join(HEAP, "records.c"), 21, [], [LEAK]),
    Row("records_bounded_d12", os.path.join(HEAP, "records.c"), 12,
        ["-DBOUNDED", "-DSAMPLES=12", "-DCELLS=8", "-DSTEPS=8"], [LEAK]),
    Row("list_reverse_sym10", os.path.join(HEAP, "list_reverse.c"), 10, ["-DSYMBOLIC_LENGTH", "-DNODES=10"], [LEAK]),
    Row("list_reverse_sym10_leak", os.path.join(HEAP, "list_reverse.c"), 10,
        ["-DSYMBOLIC_LENGTH", "-DNODES=10", "-DLEAK"], [LEAK]),
    Row("list_reverse_100", os.path.join(HEAP, "list_reverse.c"), 100, ["-DNODES=100"], [LEAK]),
    Row("heap_sll_d3", os.path.join(REGRESSION, "heap_sll_pass", "main.c"), 3, [], [LEAK]),
    Row("heap_dll_d8", os.path.join(REGRESSION, "heap_dll_pass", "main.c"), 8, [], [LEAK]),
    Row("heap_bst_d6", os.path.join(REGRESSION, "heap_bst_pass", "main.c"), 6, [], [LEAK]),
    Row("liststack_d20", os.path.join(PROGRAMS, "liststack.c"), 20, [], []),
    Row("arrayqueue_d24", os.path.join(PROGRAMS, "arrayqueue.c"), 24, [], []),
    Row("filesys_d10", os.path.join(PROGRAMS, "filesys.c"), 10, [], []),
]

COLUMNS = ["program", "depth", "expected", "verdict", "answer", "judge", "violated", "terms", "encode_ms",
           "solve_ms", "wall_s", "peak_mb", "base_verdict", "base_terms", "base_encode_ms", "base_solve_ms",
           "base_wall_s", "base_peak_mb", "speedup", "cbmc_verdict", "cbmc_answer", "cbmc_judge", "cbmc_wall_s",
           "cbmc_peak_mb", "vs_cbmc", "repeats"]
SVCOMP_ANSWER = re.compile(r"^SV-COMP: (.+)$", re.M)


def swarmbmc_row(binary, row, timeout, memory_mb):
    """One swarmbmc run: run_stats' row, plus the 'SV-COMP: ...' answer of a
    task row (run_stats keeps no output, so task rows run the command once
    here and parse it the same way)."""
    task = ["--property", row.property_file] if row.property_file else []
    command = [binary, row.path, *row.defines, "--depth", str(row.depth), *row.checks, *task,
               *(["--32"] if row.ilp32 else []), "--stats", "--no-progress",
               "--timeout", str(timeout), "--memory-limit", str(memory_mb)]
    if not row.property_file:
        return run_stats(command, timeout + 30)
    start = time.monotonic()
    try:
        done = subprocess.run(command, capture_output=True, text=True, timeout=timeout + 30)
    except subprocess.TimeoutExpired:
        return {"verdict": "TIMEOUT", "answer": "unknown (timeout)", "wall_s": round(time.monotonic() - start, 2)}
    output = done.stdout + done.stderr
    result = {"wall_s": round(time.monotonic() - start, 2)}
    verdict = re.search(r"^VERDICT: (\w+)", output, re.M)
    result["verdict"] = verdict.group(1) if verdict else f"error (exit {done.returncode})"
    answer = SVCOMP_ANSWER.search(output)
    result["answer"] = answer.group(1).strip() if answer else result["verdict"]
    for key, pattern in STATS.items():
        found = re.search(pattern, output)
        result[key] = float(found.group(1).replace(",", "")) if found else None
    return result


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
    checks = [f for f in flags if not f.startswith("-D") and f != "--32"] or [LEAK]
    name = os.path.splitext(os.path.basename(parts[0]))[0] + f"_d{parts[1]}"
    return Row(name, parts[0], int(parts[1]), defines, checks, ilp32="--32" in flags)


def measure(row, args, cbmc):
    runs, base_runs, cbmc_runs = [], [], []
    scratch = os.path.join(args.out, "cbmc-sources")
    for _ in range(args.runs):  # alternating: load changes hit every tool alike
        runs.append(swarmbmc_row(args.binary, row, args.timeout, args.memory_limit))
        if args.baseline:
            base_runs.append(swarmbmc_row(args.baseline, row, args.timeout, args.memory_limit))
        if cbmc:
            cbmc_runs.append(cbmc_run.run(cbmc, row, property_kind(row), scratch, args.timeout))
        walls = [r["wall_s"] for r in runs + base_runs] + [r["cbmc_wall_s"] for r in cbmc_runs]
        if args.repeat_below and max(walls) >= args.repeat_below:
            break  # a long row: one run says enough, and repeating it would cost minutes
    result = {"program": row.name, "depth": row.depth, "expected": row.expected, "runs": runs,
              "repeats": len(runs)}
    mine = median_run(runs)
    result.update({k: mine.get(k) for k in ["verdict", "answer", "violated", "terms", "encode_ms", "solve_ms",
                                            "peak_mb"]})
    result["judge"] = judge(result.get("answer"), row.expected)
    result["wall_s"] = statistics.median(r["wall_s"] for r in runs)
    if base_runs:
        base = median_run(base_runs)
        result["base_runs"] = base_runs
        for key in ["verdict", "terms", "encode_ms", "solve_ms", "peak_mb"]:
            result["base_" + key] = base.get(key)
        result["base_wall_s"] = statistics.median(r["wall_s"] for r in base_runs)
        result["speedup"] = round(result["base_wall_s"] / max(result["wall_s"], 0.01), 2)
    if cbmc:
        result["cbmc_runs"] = cbmc_runs
        result.update(sorted(cbmc_runs, key=lambda r: r["cbmc_wall_s"])[len(cbmc_runs) // 2])
        result["cbmc_judge"] = judge(result.get("cbmc_answer"), row.expected)
        result["vs_cbmc"] = round(result["wall_s"] / max(result["cbmc_wall_s"], 0.01), 2)
    return result


def table(rows, baseline, cbmc):
    tasks = any(r.get("expected") for r in rows)
    head = ["program"] + (["expected", "answer"] if tasks else ["verdict"]) + [
        "terms", "encode s", "solve s", "wall s", "peak MB"]
    if baseline:
        head += ["before: verdict", "terms", "wall s", "peak MB", "speedup"]
    if cbmc:
        head += ["CBMC", "wall s", "peak MB", "ratio"]
    mark = {"wrong": " WRONG", "wrong-sub": " (other sub)"}
    lines = ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
    seconds = lambda ms: None if ms is None else round(ms / 1000, 2)
    for r in rows:
        verdict = [r["expected"], str(r.get("answer")) + mark.get(r.get("judge"), "")] if tasks else [r["verdict"]]
        cells = [r["program"], *verdict, cell(r["terms"]), cell(seconds(r["encode_ms"])),
                 cell(seconds(r["solve_ms"])), cell(r["wall_s"]), cell(r["peak_mb"])]
        if baseline:
            cells += [r.get("base_verdict"), cell(r.get("base_terms")), cell(r.get("base_wall_s")),
                      cell(r.get("base_peak_mb")), cell(r.get("speedup"))]
        if cbmc:
            theirs = (str(r.get("cbmc_answer")) + mark.get(r.get("cbmc_judge"), "")) if tasks else r.get("cbmc_verdict")
            cells += [theirs, cell(r.get("cbmc_wall_s")), cell(r.get("cbmc_peak_mb")),
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
    parser.add_argument("--repeat-below", type=float, default=0,
                        help="repeat a row only while every run of it took less than this many seconds "
                             "(0, the default: always --runs runs); the csv's repeats column says how many")
    parser.add_argument("--only", default="",
                        help="comma-separated substrings of the built-in row names to run (--extra and --task "
                             "rows always run; --only none runs none of the built-in rows)")
    parser.add_argument("--extra", action="append", default=[], help="FILE:DEPTH[:FLAGS] (local files)")
    parser.add_argument("--task", action="append", default=[],
                        help="PATH[:DEPTH]: an SV-COMP .yml task or a folder of them (local files)")
    parser.add_argument("--task-depth", type=int, default=10, help="depth of --task rows without :DEPTH (10)")
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
    wanted = [w for w in args.only.split(",") if w]
    rows = [r for r in ROWS if not wanted or any(w in r.name for w in wanted)]
    rows += [parse_extra(spec) for spec in args.extra]
    try:
        rows += [row for spec in args.task for row in task_rows(spec, args.task_depth)]
    except ValueError as error:
        raise UsageError(str(error))
    out = args.out = args.out or os.path.join(HERE, "results", datetime.date.today().isoformat() + "-heap")
    os.makedirs(out, exist_ok=True)

    results = []
    for row in rows:
        print(f"{row.name} ...", file=sys.stderr, flush=True)
        results.append(measure(row, args, cbmc))
    meta = {"date": datetime.datetime.now().isoformat(timespec="seconds"), "binary": args.binary,
            "baseline": args.baseline, "cbmc": cbmc, "runs": args.runs, "repeat_below_s": args.repeat_below,
            "timeout_s": args.timeout,
            "memory_limit_mb": args.memory_limit}
    write_rows(out, "heap_compare", COLUMNS, results, meta)
    print(table(results, args.baseline, cbmc))
    print(f"\nwrote {out}/heap_compare.csv and .json", file=sys.stderr)
    return 0


if __name__ == "__main__":
    run_main(main, "heap_compare.py")
