#!/usr/bin/env python3
"""Runs swarmbmc on every SV-COMP task (.yml) under DIR, the way the
competition does: one `swarmbmc check INPUT --property P --timeout S`
(--32 or --64 from the task's data model) per property swarmbmc supports.

    run.py DIR [--timeout S] [--jobs J] [--binary B] [--csv OUT.csv] [--json OUT.json]
           [--limit N] [--properties P,...] [--memory-limit MB] [--extra ARGS] [--compare TOOL=FILE.csv ...]
           [--fail-on-wrong]

DIR may be a checkout of sv-benchmarks (or a part of it, such as the sample
that benchmarks/svcomp/sample.txt lists): tasks are found at any depth.
--properties restricts the runs to these property names (for example
unreach-call,valid-memsafety,no-overflow to leave out termination, which
swarmbmc answers UNKNOWN); by default every property swarmbmc knows is run.
--extra "ARGS" adds options to every swarmbmc command (for example
--extra=--no-deepening-reuse to compare without reuse between depths).
--memory-limit MB is passed on to swarmbmc (an exceeded limit is UNKNOWN),
to keep a run from starving a shared machine; by default there is none.

Prints per category (the folder holding the task, relative to DIR) and property the
correct / wrong / unknown counts, the SV-COMP score (+2 correct true, +1
correct false, -32 wrong true, -16 wrong false) and the median time; the
CSV and JSON hold one row per (task, property): task, property, expected,
answer, result, seconds. --compare reads other tools' CSVs with the same
columns (task, property, answer at least) and prints their counts on the
same task set. Exit 0, or 1 with --fail-on-wrong when an answer is wrong.
"""
import argparse
import concurrent.futures
import csv
import json
import os
import re
import statistics
import subprocess
import sys
import time

import yaml

HERE = os.path.dirname(os.path.abspath(__file__))
DEFAULT_BINARY = os.path.join(HERE, "..", "..", "build", "swarmbmc")
SUPPORTED = {"unreach-call", "valid-memsafety", "valid-memcleanup", "no-overflow", "termination"}


def find_tasks(root):
    for folder, _dirs, files in os.walk(root):
        for name in sorted(files):
            if name.endswith(".yml"):
                yield os.path.join(folder, name)


def task_runs(path, root):
    """(task, category, property, input, prp, expected, subproperty, data_model) per supported property."""
    with open(path) as f:
        task = yaml.safe_load(f)
    folder = os.path.dirname(path)
    inputs = task.get("input_files")
    inputs = [inputs] if isinstance(inputs, str) else inputs
    options = task.get("options") or {}
    rel = os.path.relpath(path, root)
    category = os.path.dirname(rel) or "."
    for prop in task.get("properties") or []:
        name = os.path.basename(prop["property_file"]).removesuffix(".prp")
        if name not in SUPPORTED:
            continue
        yield dict(task=rel, category=category, property=name, input=os.path.join(folder, inputs[0]),
                   several_inputs=len(inputs) != 1, prp=os.path.join(folder, prop["property_file"]),
                   expected=prop.get("expected_verdict"), subproperty=prop.get("subproperty"),
                   data_model=options.get("data_model", "ILP32"))


def judge(run, answer):
    expected = run["expected"]
    if expected is None or answer.startswith("unknown"):
        return "unknown"
    if expected is True:
        return "correct" if answer == "true" else "wrong"
    if not answer.startswith("false"):
        return "wrong"
    sub = run["subproperty"]
    return "correct" if not sub or answer == f"false({sub})" else "wrong"


def check(binary, run, timeout, memory_limit=0, extra=()):
    if run["several_inputs"]:
        return "unknown (several input files)", 0.0, ""
    cmd = [binary, run["input"], "--property", run["prp"], "--timeout", str(timeout), "--no-progress",
           "--32" if run["data_model"] == "ILP32" else "--64"]
    if memory_limit:
        cmd += ["--memory-limit", str(memory_limit)]
    cmd += list(extra)
    start = time.monotonic()
    try:
        done = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout + 30)
        output = done.stdout + done.stderr
    except subprocess.TimeoutExpired:
        output = "SV-COMP: unknown (killed)"
    seconds = time.monotonic() - start
    answers = re.findall(r"^SV-COMP: (.*)$", output, re.M)
    if answers:
        return answers[-1], seconds, output
    error = re.search(r"^swarmbmc: error: (.*)$", output, re.M)
    return f"unknown (error: {error.group(1) if error else 'no answer'})", seconds, output


def score(rows):
    # Keyed by the expected verdict: a wrong answer to a true task is a
    # false alarm (-16), to a false task a missed bug, a wrong "true" (-32).
    points = {("correct", True): 2, ("correct", False): 1, ("wrong", True): -16, ("wrong", False): -32}
    return sum(points.get((r["result"], r["expected"] is True), 0) for r in rows)


def summary(rows, label):
    groups = {}
    for r in rows:
        groups.setdefault((r["category"], r["property"]), []).append(r)
    groups[("all", "all")] = rows
    print(f"{label}:")
    print(f"  {'category':<28} {'property':<17} {'tasks':>5} {'correct':>7} {'wrong':>5} {'unknown':>7} {'score':>6} {'median s':>8}")
    for (category, prop), group in sorted(groups.items(), key=lambda kv: (kv[0] == ("all", "all"), kv[0])):
        counts = {k: sum(1 for r in group if r["result"] == k) for k in ("correct", "wrong", "unknown")}
        times = [r["seconds"] for r in group if r.get("seconds") is not None]
        median = statistics.median(times) if times else 0
        print(f"  {category:<28} {prop:<17} {len(group):>5} {counts['correct']:>7} {counts['wrong']:>5} "
              f"{counts['unknown']:>7} {score(group):>6} {median:>8.2f}")


def compare(rows, specs):
    ours = {(r["task"], r["property"]): r for r in rows}
    for spec in specs:
        tool, path = spec.split("=", 1)
        theirs = []
        with open(path) as f:
            for row in csv.DictReader(f):
                base = ours.get((row["task"], row["property"]))
                if base:
                    theirs.append(dict(base, result=judge(base, row["answer"]), seconds=float(row.get("seconds") or 0)))
        summary(theirs, f"{tool} (on the {len(theirs)} runs both have)")


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("dir")
    parser.add_argument("--timeout", type=int, default=60)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--binary", default=DEFAULT_BINARY)
    parser.add_argument("--csv")
    parser.add_argument("--json")
    parser.add_argument("--limit", type=int, default=0, help="only the first N runs")
    parser.add_argument("--memory-limit", type=int, default=0, metavar="MB",
                        help="passed on to swarmbmc (default: no limit)")
    parser.add_argument("--extra", default="", metavar="ARGS",
                        help="options added to every swarmbmc command (e.g. --extra=--no-deepening-reuse)")
    parser.add_argument("--properties", default="",
                        help="comma-separated property names to run (default: all swarmbmc knows)")
    parser.add_argument("--compare", nargs="*", default=[], metavar="TOOL=FILE.csv")
    parser.add_argument("--fail-on-wrong", action="store_true")
    args = parser.parse_args()
    runs = [r for path in find_tasks(args.dir) for r in task_runs(path, args.dir)]
    if args.properties:
        wanted = {p.strip() for p in args.properties.split(",") if p.strip()}
        unknown = wanted - SUPPORTED
        if unknown:
            parser.error(f"--properties: unknown property {', '.join(sorted(unknown))}")
        runs = [r for r in runs if r["property"] in wanted]
    if args.limit:
        runs = runs[:args.limit]
    rows = []
    with concurrent.futures.ThreadPoolExecutor(max_workers=args.jobs) as pool:
        futures = {pool.submit(check, args.binary, r, args.timeout, args.memory_limit, args.extra.split()): r for r in runs}
        for future in concurrent.futures.as_completed(futures):
            run = futures[future]
            answer, seconds, _output = future.result()
            row = dict(run, answer=answer, result=judge(run, answer), seconds=round(seconds, 3))
            rows.append(row)
            if row["result"] == "wrong":
                print(f"WRONG {row['task']} {row['property']}: {answer} (expected {run['expected']})", flush=True)
    rows.sort(key=lambda r: (r["task"], r["property"]))
    fields = ["task", "category", "property", "data_model", "expected", "subproperty", "answer", "result", "seconds"]
    if args.csv:
        with open(args.csv, "w", newline="") as f:
            writer = csv.DictWriter(f, fieldnames=fields, extrasaction="ignore")
            writer.writeheader()
            writer.writerows(rows)
    if args.json:
        with open(args.json, "w") as f:
            json.dump([{k: r[k] for k in fields} for r in rows], f, indent=1)
    summary(rows, f"swarmbmc, timeout {args.timeout} s, {args.jobs} jobs")
    compare(rows, args.compare)
    wrong = sum(1 for r in rows if r["result"] == "wrong")
    return 1 if args.fail_on_wrong and wrong else 0


if __name__ == "__main__":
    sys.exit(main())
