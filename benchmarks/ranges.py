#!/usr/bin/env python3
"""Ranged BMC (--ranges K) against plain BMC and against the swarm alone.

Part "prove" (correct programs): candidates are the benchmark programs at
depths where their header promises VERIFIED/BOUNDED, and every correct
regression case (tests/regression/*_pass, *_verified, *_bounded with its
test.desc options). Each candidate runs plainly first; those whose plain
check needs at least --min-plain seconds (default 2) run again with
--ranges K --jobs 2 (the default: configuration 0 runs whole beside its
ranges, the first proof ends the run) and with --ranges-only (the ranges
alone). Per program: plain time, both ranged times and their ratios to
it, and the worst single range's wall time (--ranges-only) over the plain
time (the seed paper's measure).

Part "find" (failing programs): every failing benchmark program at the
larger of its quick depths, --swarm 16 --jobs 2 against
--swarm 16 --ranges 4 --jobs 2, for each --seeds.

Every verdict is checked (ranged = plain for "prove", FAILED for "find");
exit 1 on a mismatch, 2 on bad input. Writes ranges.csv, ranges.json and
ranges.md into --out (default benchmarks/results/<date>/) and prints the
tables.

    python3 benchmarks/ranges.py                        # both parts
    python3 benchmarks/ranges.py --parts prove --ranges 8 --min-plain 2
    python3 benchmarks/ranges.py --parts find --seeds 1 2 3 --programs stack,heap
"""
import argparse
import csv
import datetime
import json
import os
import shlex
import statistics
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
import run as suite  # noqa: E402  (the suite's program headers and timing)

REGRESSION_DIR = os.path.join(ROOT, "tests", "regression")


class Candidate:
    """One program with its arguments and the verdict plain BMC must give."""

    def __init__(self, name, path, args, expected, cwd=None):
        self.name, self.path, self.args, self.expected, self.cwd = name, path, args, expected, cwd


def benchmark_candidates(names, prove):
    out = []
    for program in suite.load_programs(names):
        depths = program.depths["Depths quick"] + program.depths["Depths full"]
        for depth in sorted(set(depths)):
            expected = program.expected(depth)
            if (expected == "FAILED") == prove or expected == "UNKNOWN":
                continue
            args = [f"-DITERATIONS={depth}", "--depth", str(depth)] + program.options
            out.append(Candidate(f"{program.name}@{depth}", program.path, args, expected))
    return out


def regression_candidates():
    out = []
    for case in sorted(os.listdir(REGRESSION_DIR)):
        desc = os.path.join(REGRESSION_DIR, case, "test.desc")
        if not case.endswith(("_pass", "_verified", "_bounded")) or not os.path.isfile(desc):
            continue
        lines = open(desc, encoding="utf-8").read().splitlines()
        args = shlex.split(lines[1]) if len(lines) > 1 and not lines[1].startswith("//") else []
        if any(a.startswith(("--timeout", "--memory-limit", "--omit", "--swarm")) for a in args):
            continue
        expected = "BOUNDED" if case.endswith("_bounded") else "VERIFIED"
        out.append(Candidate("regression/" + case, lines[0].strip(), args, expected,
                             cwd=os.path.join(REGRESSION_DIR, case)))
    return out


def execute(binary, candidate, extra, timeout):
    """Runs once; returns (verdict, wall s, stats JSON or {})."""
    fd, stats_path = tempfile.mkstemp(suffix=".json")
    os.close(fd)
    command = [binary, candidate.path] + candidate.args + extra + ["--timeout", str(timeout), "--no-progress",
                                                                   "--stats-json", stats_path]
    cwd = os.getcwd()
    if candidate.cwd:
        os.chdir(candidate.cwd)
    try:
        output, code, wall, _ = suite.timed(command, timeout + 60)
    finally:
        os.chdir(cwd)
    try:
        with open(stats_path) as f:
            stats = json.load(f)
    except (OSError, json.JSONDecodeError):
        stats = {}
    os.unlink(stats_path)
    verdict = stats.get("verdict") or "ERROR"
    if code is None or (verdict == "UNKNOWN" and stats.get("reason", "").startswith("timeout")):
        verdict = "TIMEOUT"
    return verdict, wall, stats


def worst_range_s(stats):
    walls = [c["wall_ms"] for c in stats.get("configurations", []) if "range" in c]
    return max(walls) / 1000 if walls else None


def prove_part(args, failures):
    rows = []
    candidates = benchmark_candidates(args.programs, True) + ([] if args.programs else regression_candidates())
    for c in candidates:
        plain, plain_s, _ = execute(args.binary, c, [], args.timeout)
        if plain != c.expected or plain_s < args.min_plain:
            if plain != c.expected and plain != "TIMEOUT":
                failures.append(f"{c.name}: plain gives {plain}, expected {c.expected}")
            print(f"  {c.name}: plain {plain} {plain_s:.2f} s (not measured further)", flush=True)
            continue
        common = ["--ranges", str(args.ranges), "--jobs", "2", "--seed", str(args.seeds[0])]
        # The default (the whole configuration racing its ranges) and the
        # ranges alone, whose slowest range is the seed paper's measure.
        ranged, ranged_s, _ = execute(args.binary, c, common, args.timeout)
        only, only_s, stats = execute(args.binary, c, common + ["--ranges-only"], args.timeout)
        for label, got in (("--ranges", ranged), ("--ranges-only", only)):
            if got not in (plain, "TIMEOUT"):
                failures.append(f"{c.name}: {label} {args.ranges} gives {got}, plain {plain}")
        worst = worst_range_s(stats)
        row = {"part": "prove", "program": c.name, "expected": c.expected, "plain_result": plain,
               "plain_s": round(plain_s, 3), "ranged_result": ranged, "ranged_s": round(ranged_s, 3),
               "ranges": args.ranges, "ratio": round(ranged_s / plain_s, 3),
               "only_result": only, "only_s": round(only_s, 3), "only_ratio": round(only_s / plain_s, 3),
               "worst_range_s": round(worst, 3) if worst is not None else None,
               "worst_range_ratio": round(worst / plain_s, 3) if worst is not None else None}
        rows.append(row)
        print(f"  {c.name}: plain {plain} {plain_s:.2f} s, --ranges {args.ranges} {ranged} {ranged_s:.2f} s "
              f"(x{row['ratio']}), --ranges-only {only} {only_s:.2f} s (x{row['only_ratio']}), "
              f"worst range {row['worst_range_s']} s", flush=True)
    return rows


def find_part(args, failures):
    rows = []
    for program in suite.load_programs(args.programs):
        if not program.has_bug:
            continue
        depth = max(program.depths["Depths quick"])
        if program.expected(depth) != "FAILED":
            continue
        c = Candidate(f"{program.name}@{depth}", program.path,
                      [f"-DITERATIONS={depth}", "--depth", str(depth)] + program.options, "FAILED")
        for seed in args.seeds:
            common = ["--swarm", "16", "--jobs", "2", "--seed", str(seed)]
            swarm, swarm_s, _ = execute(args.binary, c, common, args.timeout)
            ranged, ranged_s, stats = execute(args.binary, c, common + ["--ranges", "4"], args.timeout)
            for label, got in (("swarm", swarm), ("swarm+ranges", ranged)):
                if got not in ("FAILED", "TIMEOUT"):
                    failures.append(f"{c.name} seed {seed}: {label} gives {got}, expected FAILED")
            configs = stats.get("configurations", [])
            winner = stats.get("winner")
            won = configs[winner] if winner is not None and winner < len(configs) else {}
            row = {"part": "find", "program": c.name, "seed": seed, "swarm_result": swarm,
                   "swarm_s": round(swarm_s, 3), "ranged_result": ranged, "ranged_s": round(ranged_s, 3),
                   "ratio": round(ranged_s / swarm_s, 3),
                   "ranged_winner": ("range " + str(won["range"]["index"] + 1)) if "range" in won
                   else ("omits " + ",".join(won.get("omitted", [])) if won else "")}
            rows.append(row)
            print(f"  {c.name} seed {seed}: swarm-16 {swarm} {swarm_s:.2f} s, +ranges 4 {ranged} {ranged_s:.2f} s "
                  f"(x{row['ratio']}, winner {row['ranged_winner']})", flush=True)
    return rows


def timed_out(row):
    """'>= ' before a time that is the --timeout, not an answer (its ratio is a lower bound)."""
    return ">= " if row["ranged_result"] == "TIMEOUT" else ""


def summary(rows, args, meta):
    lines = [f"Ranged BMC, {meta['date']}, commit {meta['commit']}, {meta['machine']['cores']} cores, "
             f"load {meta['machine']['loadavg_start'][0]:.1f} at the start, {meta['elapsed_s']} s", ""]
    prove = [r for r in rows if r["part"] == "prove"]
    if prove:
        lines += [f"Correct programs (plain >= {args.min_plain} s): plain vs --ranges {args.ranges} --jobs 2 "
                  "(the whole racing its ranges) and with --ranges-only", "",
                  "| program | verdict | plain s | ranged s | ranged/plain | ranges-only s | only/plain | "
                  "worst range s | worst/plain |",
                  "|---|---|---|---|---|---|---|---|---|"]
        for r in prove:
            only_mark = ">= " if r["only_result"] == "TIMEOUT" else ""
            lines.append(f"| {r['program']} | {r['plain_result']} | {r['plain_s']:.2f} | {timed_out(r)}{r['ranged_s']:.2f} | "
                         f"{r['ratio']:.2f} | {only_mark}{r['only_s']:.2f} | {r['only_ratio']:.2f} | "
                         f"{r['worst_range_s']} | {r['worst_range_ratio']} |")
        ratios = [r["ratio"] for r in prove]
        only = [r["only_ratio"] for r in prove]
        worst = [r["worst_range_ratio"] for r in prove if r["worst_range_ratio"] is not None]
        lines += ["", f"median ranged/plain {statistics.median(ratios):.2f}, max {max(ratios):.2f}; "
                  f"--ranges-only median {statistics.median(only):.2f}, max {max(only):.2f}; "
                  f"median worst range/plain {statistics.median(worst):.2f}" if worst else "", ""]
    find = [r for r in rows if r["part"] == "find"]
    if find:
        lines += ["Failing programs: --swarm 16 --jobs 2 vs --swarm 16 --ranges 4 --jobs 2", "",
                  "| program | seed | swarm s | swarm+ranges s | ratio | winner with ranges |", "|---|---|---|---|---|---|"]
        for r in find:
            lines.append(f"| {r['program']} | {r['seed']} | {r['swarm_s']:.2f} | {timed_out(r)}{r['ranged_s']:.2f} | "
                         f"{r['ratio']:.2f} | {r['ranged_winner']} |")
        ratios = [r["ratio"] for r in find]
        lines += ["", f"median swarm+ranges/swarm {statistics.median(ratios):.2f}, max {max(ratios):.2f}, "
                  f"{sum(1 for x in ratios if x > 1.1)} of {len(ratios)} runs more than 10 % slower", ""]
    return "\n".join(lines)


def parse_args(argv):
    parser = suite.OneLineErrorParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--binary", default=os.path.join(ROOT, "build", "swarmbmc"))
    parser.add_argument("--parts", default="prove,find", help="prove, find or both (comma-separated)")
    parser.add_argument("--programs", default="", help="benchmark programs (default: all, and the regression cases)")
    parser.add_argument("--ranges", type=int, default=8, help="K for the prove part (default 8)")
    parser.add_argument("--seeds", type=int, nargs="+", default=[1], help="seeds (default 1)")
    parser.add_argument("--min-plain", type=float, default=2.0, help="prove: only programs whose plain check "
                        "needs at least this many seconds (default 2)")
    parser.add_argument("--timeout", type=int, default=120, help="per run, seconds (default 120)")
    parser.add_argument("--out", default="", help="output folder (default benchmarks/results/<date>/)")
    args = parser.parse_args(argv)
    args.programs = [p for p in args.programs.split(",") if p]
    parts = set(args.parts.split(","))
    if not parts <= {"prove", "find"}:
        parser.error(f"unknown part in --parts {args.parts}")
    args.parts = parts
    if not os.access(args.binary, os.X_OK):
        parser.error(f"no swarmbmc binary at {args.binary}")
    return args


def main(argv):
    try:
        args = parse_args(argv)
        suite.load_programs(args.programs)  # bad names: one line, exit 2
    except suite.UsageError as e:
        print(f"ranges.py: error: {e}", file=sys.stderr)
        return 2
    start = datetime.datetime.now()
    failures, rows = [], []
    if "prove" in args.parts:
        rows += prove_part(args, failures)
    if "find" in args.parts:
        rows += find_part(args, failures)
    meta = suite.run_meta(start, argv)
    out = args.out or os.path.join(HERE, "results", start.strftime("%Y-%m-%d"))
    os.makedirs(out, exist_ok=True)
    columns = sorted({k for r in rows for k in r})
    with open(os.path.join(out, "ranges.csv"), "w", newline="") as f:
        writer = csv.DictWriter(f, fieldnames=columns)
        writer.writeheader()
        writer.writerows(rows)
    with open(os.path.join(out, "ranges.json"), "w") as f:
        json.dump({"meta": meta, "runs": rows, "mismatches": failures}, f, indent=1)
    text = summary(rows, args, meta)
    with open(os.path.join(out, "ranges.md"), "w") as f:
        f.write(text + "\n")
    print(text)
    for failure in failures:
        print("MISMATCH " + failure)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
