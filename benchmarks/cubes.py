#!/usr/bin/env python3
"""Can any split of a proof make its parts cheap? CaDiCaL's lookahead cubes
on the proof queries of the correct programs.

Ranged BMC (ranges.py) cuts the space of input values; on this suite each
range was about as hard as the whole proof. This script asks whether that
is our choice of split or the formula's nature: it lets the SAT solver
choose the split itself. For each correct candidate of ranges.py's prove
part (plain check >= --min-plain seconds), it writes the proof query's CNF
(swarmbmc --dimacs) and runs build/swarmbmc-cube-split on it
(benchmarks/cubes/cube_split.cpp): the whole CNF solved once, then for
each --depths d the up to 2^d cubes of CaDiCaL's lookahead, each solved on
a fresh instance, and all of them on one incremental instance. Per program
and depth it reports the worst cube and the sum of the cubes over the whole
CNF's solve time, and the time two workers would take on the cubes (largest
first, each to the less loaded worker) over the whole: the best two cores
could do with that split, leaving out the unrolling that every worker
would repeat.

Writes cubes.csv, cubes.json and cubes.md into --out (default
benchmarks/results/<date>-cubes/) and prints the table.

    python3 benchmarks/cubes.py                          # ~5 min here
    python3 benchmarks/cubes.py --programs bank_fixed --depth 8 --depths 1,2 --min-plain 0
"""
import argparse
import datetime
import json
import os
import statistics
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
import ranges  # noqa: E402  (the prove part's candidates and its timed runs)
import run as suite  # noqa: E402
import stats_run  # noqa: E402  (CSV and JSON writing)


def two_worker_makespan(times):
    """Longest processing time first, each cube to the less loaded of two workers."""
    loads = [0.0, 0.0]
    for t in sorted(times, reverse=True):
        loads[loads.index(min(loads))] += t
    return max(loads)


def write_cnf(binary, candidate, path, timeout):
    """The proof query's CNF; False when no query reached the SAT solver."""
    command = [binary, candidate.path] + candidate.args + ["--dimacs", path, "--no-progress"]
    cwd = os.getcwd()
    if candidate.cwd:
        os.chdir(candidate.cwd)
    try:
        suite.timed(command, timeout)
    finally:
        os.chdir(cwd)
    return os.path.exists(path) and os.path.getsize(path) > 0


def split_rows(name, plain_s, report):
    whole = report["whole"]
    rows = []
    for split in report["splits"]:
        times = [c["s"] for c in split["cubes"]]
        finished = all(c["result"] != "unknown" for c in split["cubes"]) and whole["result"] != "unknown"
        row = {"program": name, "plain_s": round(plain_s, 3), "whole_sat_s": round(whole["s"], 3),
               "whole_result": whole["result"], "depth": split["depth"], "cubes": len(times),
               "lookahead_s": round(split["lookahead_s"], 3), "lookahead_result": split["lookahead_result"],
               "finished": finished}
        if times and whole["s"] > 0:
            row.update({"worst_cube_s": round(max(times), 3), "sum_cubes_s": round(sum(times), 3),
                        "two_workers_s": round(two_worker_makespan(times), 3),
                        "incremental_s": round(split["incremental_s"], 3),
                        "worst_ratio": round(max(times) / whole["s"], 3),
                        "sum_ratio": round(sum(times) / whole["s"], 3),
                        "two_workers_ratio": round(two_worker_makespan(times) / whole["s"], 3),
                        "incremental_ratio": round(split["incremental_s"] / whole["s"], 3)})
        rows.append(row)
    return rows


def measure(args, failures):
    rows, skipped = [], []
    candidates = ranges.benchmark_candidates(args.programs, True) + (
        [] if args.programs else ranges.regression_candidates())
    if args.depth:
        candidates = [c for c in candidates if c.name.endswith(f"@{args.depth}")]
    for c in candidates:
        plain, plain_s, _ = ranges.execute(args.binary, c, [], args.timeout)
        if plain != c.expected and plain != "TIMEOUT":
            failures.append(f"{c.name}: plain gives {plain}, expected {c.expected}")
        if plain != c.expected or plain_s < args.min_plain:
            continue
        with tempfile.TemporaryDirectory() as tmp:
            cnf = os.path.join(tmp, "query.cnf")
            if not write_cnf(args.binary, c, cnf, args.timeout + 60):
                skipped.append((c.name, plain_s))
                print(f"  {c.name}: plain {plain_s:.2f} s, no query reached the SAT solver (nothing to split)",
                      flush=True)
                continue
            output, code, _, _ = suite.timed([args.cube_tool, cnf, "--depths", ",".join(map(str, args.depths)),
                                              "--timeout", str(args.timeout)], args.timeout * 40 + 60)
        if code != 0:
            failures.append(f"{c.name}: swarmbmc-cube-split exit {code}: {output.strip()[-200:]}")
            continue
        report = json.loads(output.strip().splitlines()[-1])
        if report["whole"]["result"] == "sat":
            failures.append(f"{c.name}: the proof query's CNF is satisfiable, plain said {plain}")
        for row in split_rows(c.name, plain_s, report):
            rows.append(row)
            print(f"  {c.name} depth {row['depth']}: whole {row['whole_sat_s']:.2f} s, {row['cubes']} cubes, "
                  f"worst x{row.get('worst_ratio')}, sum x{row.get('sum_ratio')}, "
                  f"two workers x{row.get('two_workers_ratio')}, incremental x{row.get('incremental_ratio')}",
                  flush=True)
    return rows, skipped


def summary(rows, skipped, args, meta):
    lines = [f"Lookahead cubes of the proof queries, {meta['date']}, commit {meta['commit']}, "
             f"{meta['machine']['cores']} cores, load {meta['machine']['loadavg_start'][0]:.1f} at the start, "
             f"{meta['elapsed_s']} s; candidates: correct programs whose plain check needs >= {args.min_plain} s", "",
             "| program | plain s | whole CNF s | depth | cubes | worst/whole | sum/whole | two workers/whole | "
             "incremental/whole |", "|---|---|---|---|---|---|---|---|---|"]
    for r in rows:
        lines.append(f"| {r['program']} | {r['plain_s']:.2f} | {r['whole_sat_s']:.2f} | {r['depth']} | {r['cubes']} | "
                     f"{r.get('worst_ratio', '-')} | {r.get('sum_ratio', '-')} | {r.get('two_workers_ratio', '-')} | "
                     f"{r.get('incremental_ratio', '-')} |")
    for name, plain_s in skipped:
        lines.append(f"| {name} | {plain_s:.2f} | no SAT query | | | | | | |")
    measured = [r for r in rows if "worst_ratio" in r]
    if measured:
        best_two = {}
        for r in measured:
            best_two[r["program"]] = min(best_two.get(r["program"], 9e9), r["two_workers_ratio"])
        worst = [r["worst_ratio"] for r in measured]
        lines += ["", f"worst cube / whole: median {statistics.median(worst):.2f}, min {min(worst):.2f}; "
                  f"best two-worker split per program / whole: "
                  + ", ".join(f"{p} {v:.2f}" for p, v in best_two.items()), ""]
    return "\n".join(lines)


def parse_args(argv):
    parser = suite.OneLineErrorParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--binary", default=os.path.join(ROOT, "build", "swarmbmc"))
    parser.add_argument("--cube-tool", default=os.path.join(ROOT, "build", "swarmbmc-cube-split"))
    parser.add_argument("--programs", default="", help="benchmark programs (default: all, and the regression cases)")
    parser.add_argument("--depth", type=int, default=0, help="only the benchmark programs at this depth "
                        "(one of their header's depths)")
    parser.add_argument("--depths", default="1,2,3", help="lookahead depths, comma-separated (default 1,2,3)")
    parser.add_argument("--min-plain", type=float, default=2.0, help="only programs whose plain check needs at "
                        "least this many seconds (default 2)")
    parser.add_argument("--timeout", type=int, default=120, help="per run and per solve, seconds (default 120)")
    parser.add_argument("--out", default="", help="output folder (default benchmarks/results/<date>-cubes/)")
    args = parser.parse_args(argv)
    args.programs = [p for p in args.programs.split(",") if p]
    try:
        args.depths = [int(d) for d in args.depths.split(",")]
    except ValueError:
        parser.error(f"--depths wants numbers, got {args.depths}")
    if not all(1 <= d <= 12 for d in args.depths):
        parser.error(f"--depths wants numbers 1..12, got {args.depths}")
    for tool in (args.binary, args.cube_tool):
        if not os.access(tool, os.X_OK):
            parser.error(f"no executable at {tool} (build first)")
    return args


def main(argv):
    try:
        args = parse_args(argv)
        suite.load_programs(args.programs)  # bad names: one line, exit 2
    except suite.UsageError as e:
        print(f"cubes.py: error: {e}", file=sys.stderr)
        return 2
    start = datetime.datetime.now()
    failures = []
    rows, skipped = measure(args, failures)
    meta = suite.run_meta(start, argv)
    out = args.out or os.path.join(HERE, "results", start.strftime("%Y-%m-%d") + "-cubes")
    os.makedirs(out, exist_ok=True)
    columns = sorted({k for r in rows for k in r}) or ["program"]
    stats_run.write_rows(out, "cubes", columns, rows,
                         {"meta": meta, "no_sat_query": [n for n, _ in skipped], "mismatches": failures})
    text = summary(rows, skipped, args, meta)
    with open(os.path.join(out, "cubes.md"), "w") as f:
        f.write(text + "\n")
    print(text)
    for failure in failures:
        print("MISMATCH " + failure)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
