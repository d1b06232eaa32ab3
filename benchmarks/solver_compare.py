#!/usr/bin/env python3
"""CaDiCaL against Z3 (or --against cryptominisat) on the same formulas: the data behind the default solver.

Runs every regression program (with its test.desc arguments) and the stack
benchmarks (examples/stack.c and stack_fixed.c at several depths) once per
backend with --stats, and prints one row per program: verdict, encode ms,
SAT variables and clauses (CaDiCaL), solve ms per backend and the ratio
z3/cadical of the time to verdict (encode + solve). Writes
results/solver_compare.{csv,json} (or --out DIR) and prints the median
ratio over the programs where either backend needed at least --min-ms.

    python3 benchmarks/solver_compare.py                      # everything
    python3 benchmarks/solver_compare.py --no-regression --depths 40 80
    python3 benchmarks/solver_compare.py --against cryptominisat --extra benchmarks/float
"""
import argparse
import csv
import json
import os
import re
import shlex
import statistics
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)

STATS = {
    "terms": r"^  terms:\s+(\d+)",
    "encode_ms": r"^  encode time:\s+([\d.]+) ms",
    "solve_ms": r"^  solve time:\s+([\d.]+) ms",
    "blast_ms": r"^  bit-blast time:\s+([\d.]+) ms",
    "variables": r"^  SAT variables:\s+(\d+)",
    "clauses": r"^  SAT clauses:\s+(\d+)",
}


def regression_jobs():
    """(name, cwd, argv) for each regression case that checks a program."""
    base = os.path.join(ROOT, "tests", "regression")
    jobs = []
    for case in sorted(os.listdir(base)):
        desc = os.path.join(base, case, "test.desc")
        if not os.path.isfile(desc):
            continue
        lines = open(desc, encoding="utf-8").read().splitlines()
        args = shlex.split(lines[1]) if len(lines) > 1 and not lines[1].startswith("//") else []
        text = "\n".join(lines)
        # Errors, listing and emitting runs solve nothing; the timeout case
        # is unsolvable on purpose; cases pinning a solver compare nothing.
        if "EXIT=1$" in text or any(a in args for a in ("--list-features", "--emit-variant", "--solver", "--timeout")):
            continue
        jobs.append((case, os.path.join(base, case), [lines[0].strip()] + args))
    return jobs


def stack_jobs(depths):
    jobs = []
    for program in ("stack.c", "stack_fixed.c"):
        for depth in depths:
            jobs.append((f"{program}@{depth}", os.path.join(ROOT, "examples"),
                         [program, f"-DITERATIONS={depth}", "--depth", str(depth)]))
    return jobs


def extra_jobs(folders):
    """(name, cwd, argv) for benchmark folders whose programs name their depth
    and -DBUG in a `// solver_compare: ARGS` line (benchmarks/float)."""
    jobs = []
    for folder in folders:
        for name in sorted(os.listdir(folder)):
            path = os.path.join(folder, name)
            if not name.endswith(".c"):
                continue
            for line in open(path, encoding="utf-8"):
                m = re.match(r"\s*//\s*solver_compare:\s*(.*)", line)
                if m:
                    argv = [name] + shlex.split(m.group(1))
                    label = f"{name}{' ' + ' '.join(a for a in argv[1:] if a.startswith('-D')) if '-D' in m.group(1) else ''}"
                    jobs.append((label, os.path.abspath(folder), argv))
    return jobs


def run(binary, cwd, argv, backend, timeout):
    command = [binary] + argv + ["--stats", "--solver", backend]
    start = time.monotonic()
    try:
        proc = subprocess.run(command, cwd=cwd, capture_output=True, text=True, timeout=timeout)
        output = proc.stdout + proc.stderr
    except subprocess.TimeoutExpired:
        output = ""
    wall = time.monotonic() - start
    row = {"wall_s": round(wall, 3)}
    verdict = re.search(r"^VERDICT: (\w+)", output, re.M)
    row["verdict"] = verdict.group(1) if verdict else "TIMEOUT"
    for key, pattern in STATS.items():
        m = re.search(pattern, output, re.M)
        row[key] = float(m.group(1)) if m else None
    return row


def total_ms(r):
    if r["verdict"] == "TIMEOUT" or r["encode_ms"] is None:
        return None
    return r["encode_ms"] + r["solve_ms"]


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--binary", default=os.path.join(ROOT, "build", "swarmbmc"))
    parser.add_argument("--depths", type=int, nargs="+", default=[20, 40, 70, 80])
    parser.add_argument("--no-regression", action="store_true", help="only the stack benchmarks")
    parser.add_argument("--timeout", type=float, default=300, help="seconds per run")
    parser.add_argument("--min-ms", type=float, default=50,
                        help="the summary's median ratio only counts programs where a backend needed this long")
    parser.add_argument("--out", default=os.path.join(HERE, "results"))
    parser.add_argument("--against", default="z3", choices=["z3", "cryptominisat", "portfolio"],
                        help="the backend compared with CaDiCaL")
    parser.add_argument("--extra", nargs="*", default=[],
                        help="folders of programs with `// solver_compare: ARGS` lines (e.g. benchmarks/float)")
    args = parser.parse_args()
    binary = os.path.abspath(args.binary)
    other = args.against
    backends = ["cadical", other]

    jobs = ([] if args.no_regression else regression_jobs()) + stack_jobs(args.depths) + extra_jobs(args.extra)
    rows = []
    header = (f"{'program':34} {'verdict':9} {'terms':>7} {'vars':>8} {'clauses':>9} {'blast ms':>9} "
              f"{'cadical ms':>11} {other[:7] + ' ms':>10} {other[:7] + '/cad':>10}")
    print(header)
    print("-" * len(header))
    for name, cwd, argv in jobs:
        results = {b: run(binary, cwd, argv, b, args.timeout) for b in backends}
        c, z = results["cadical"], results[other]
        tc, tz = total_ms(c), total_ms(z)
        ratio = (tz / tc) if tc and tz and tc > 0 else None
        row = {"program": name, "command": " ".join(["swarmbmc"] + argv), "agree": c["verdict"] == z["verdict"],
               "ratio_other_over_cadical": round(ratio, 3) if ratio else None}
        for b in backends:
            for key, value in results[b].items():
                row[f"{b}_{key}"] = value
        rows.append(row)
        fmt = lambda v, spec: format(v, spec) if v is not None else "-"
        verdict = c["verdict"] if row["agree"] else f"{c['verdict']}/{z['verdict']}"
        print(f"{name[:34]:34} {verdict:9} {fmt(c['terms'], '7.0f'):>7} {fmt(c['variables'], '8.0f'):>8} "
              f"{fmt(c['clauses'], '9.0f'):>9} {fmt(c['blast_ms'], '9.1f'):>9} {fmt(tc, '11.1f'):>11} "
              f"{fmt(tz, '10.1f'):>10} {fmt(ratio, '10.2f'):>10}", flush=True)

    disagreements = [r["program"] for r in rows if not r["agree"]]
    # UNKNOWN runs (limits, unsupported constructs) measure when a run gives
    # up, not how fast a backend solves: left out of the medians.
    decided = [r for r in rows if r["cadical_verdict"] != "UNKNOWN" and r[f"{other}_verdict"] != "UNKNOWN"]
    counted = [r for r in decided if r["ratio_other_over_cadical"] is not None and
               max(total_ms({k[len('cadical_'):]: v for k, v in r.items() if k.startswith("cadical_")}) or 0,
                   total_ms({k[len(other) + 1:]: v for k, v in r.items() if k.startswith(other + "_")}) or 0)
               >= args.min_ms]
    print()
    print(f"{len(rows)} programs; verdicts disagree on {len(disagreements)}: {', '.join(disagreements) or '-'}")
    all_ratios = [r["ratio_other_over_cadical"] for r in decided if r["ratio_other_over_cadical"] is not None]
    if all_ratios:
        print(f"median {other}/cadical time ratio, {len(all_ratios)} programs with a definite verdict: "
              f"{statistics.median(all_ratios):.2f}")
    if counted:
        print(f"median {other}/cadical time ratio, {len(counted)} programs needing >= {args.min_ms:g} ms: "
              f"{statistics.median(r['ratio_other_over_cadical'] for r in counted):.2f}")
    for b in backends:
        timeouts = [r["program"] for r in rows if r[f"{b}_verdict"] == "TIMEOUT"]
        if timeouts:
            print(f"{b} timed out on: {', '.join(timeouts)}")

    os.makedirs(args.out, exist_ok=True)
    with open(os.path.join(args.out, "solver_compare.csv"), "w", newline="") as f:
        writer = csv.DictWriter(f, fieldnames=list(rows[0].keys()))
        writer.writeheader()
        writer.writerows(rows)
    with open(os.path.join(args.out, "solver_compare.json"), "w") as f:
        json.dump({"binary": binary, "against": other, "timeout_s": args.timeout, "rows": rows}, f, indent=1)
    print(f"wrote {os.path.join(args.out, 'solver_compare.csv')} and .json")
    return 1 if disagreements else 0


if __name__ == "__main__":
    sys.exit(main())
