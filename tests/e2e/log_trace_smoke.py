#!/usr/bin/env python3
"""Smoke test of benchmarks/log_trace.py (--log-trace against plain BMC): the
printf_pool program at depth 6 (its log is printf lines, so the native replay
that recovers them runs too), timeout 20 s per run; a few seconds.

    log_trace_smoke.py SWARMBMC

Checks: exit 0 (log_trace.py exits 1 when a log run of the failing log is not
FAILED), runs.csv, runs.json (with the run's metadata), summary.md and the
exact log file written; plain, exact, prefix and subsequence FAILED, the exact run's log
recovered by replay with one line per iteration, the impossible (swapped) log
answered VERIFIED or FAILED [log-reached]; an unknown program and a depth
where the header promises no failure are one-line errors with exit 2.
"""
import csv
import json
import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
SCRIPT = os.path.join(HERE, "..", "..", "benchmarks", "log_trace.py")
failures = []


def expect(condition, message):
    if not condition:
        failures.append(message)
        print("FAIL:", message)


def run(args):
    return subprocess.run([sys.executable, SCRIPT] + args, capture_output=True, text=True, timeout=120)


def main():
    binary = os.path.abspath(sys.argv[1])
    with tempfile.TemporaryDirectory() as out:
        proc = run(["--binary", binary, "--programs", "printf_pool", "--depths", "6", "--timeout", "20", "--out", out])
        expect(proc.returncode == 0, f"exit {proc.returncode}: {proc.stdout[-1500:]}{proc.stderr[-1500:]}")
        for name in ("runs.csv", "runs.json", "summary.md"):
            expect(os.path.isfile(os.path.join(out, name)), f"no {name}")
        path = os.path.join(out, "runs.csv")
        rows = {r["run"]: r for r in csv.DictReader(open(path))} if os.path.isfile(path) else {}
        for name in ("plain", "exact", "prefix", "subsequence"):
            expect(rows.get(name, {}).get("result") == "FAILED", f"{name}: {rows.get(name, {}).get('result')}")
        exact = rows.get("exact", {})
        expect(exact.get("log_lines") == "6" and exact.get("log_source") == "plain, replayed natively",
               f"exact: {exact.get('log_lines')} lines from {exact.get('log_source')!r}")
        expect(exact.get("terms", "") != "" and exact.get("sat_clauses", "") != "", "exact: no terms or clauses")
        log = os.path.join(out, "logs", "printf_pool-6-exact.log")
        expect(os.path.isfile(log) and len(open(log).read().splitlines()) == 6, "logs/printf_pool-6-exact.log: not 6 lines")
        impossible = rows.get("impossible", {})
        expect((impossible.get("result"), impossible.get("violated")) in (("VERIFIED", ""), ("FAILED", "log-reached")),
               f"impossible: {impossible.get('result')} {impossible.get('violated')}")
        if os.path.isfile(os.path.join(out, "runs.json")):
            meta = json.load(open(os.path.join(out, "runs.json")))["meta"]
            expect(meta.get("commit") is not None and "loadavg_start" in meta.get("machine", {}), f"meta {meta}")
    for args, words in ((["--programs", "nosuch"], "unknown program 'nosuch'"),
                        (["--programs", "stack", "--depths", "10"], "no failing program")):
        proc = run(args + ["--binary", binary])
        lines = proc.stderr.strip().splitlines()
        expect(proc.returncode == 2 and lines and words in lines[-1] and lines[-1].startswith("log_trace.py: error: "),
               f"{args}: exit {proc.returncode}, stderr {proc.stderr!r}")
    print(f"{len(failures)} failures")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
