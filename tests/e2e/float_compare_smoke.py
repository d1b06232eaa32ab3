#!/usr/bin/env python3
"""Smoke test of benchmarks/float_compare.py (the floating-point benchmark
set with both backends): sensor_convert.c, correct and -DBUG, with CaDiCaL and Z3,
timeout 60 s per run; a few seconds.

    float_compare_smoke.py SWARMBMC

Checks: exit 0 (float_compare.py exits 1 on a wrong verdict), the CSV with
one row per variant and the JSON with the run's metadata; correct VERIFIED
and -DBUG FAILED [assertion] on both backends, judged ok, with terms from
--stats; without cbmc on PATH the script says it skips CBMC; an unknown
program or solver and a bad timeout are one-line errors with exit 2.
"""
import csv
import json
import os
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
SCRIPT = os.path.join(HERE, "..", "..", "benchmarks", "float_compare.py")
failures = []


def expect(condition, message):
    if not condition:
        failures.append(message)
        print("FAIL:", message)


def run(args):
    return subprocess.run([sys.executable, SCRIPT] + args, capture_output=True, text=True, timeout=600)


def check_run(binary, out):
    done = run(["--binary", binary, "--only", "sensor_convert", "--timeout", "60", "--out", out])
    expect(done.returncode == 0, f"exit {done.returncode}\n{done.stdout[-1500:]}\n{done.stderr[-1500:]}")
    if not shutil.which("cbmc"):
        expect("cbmc is not on PATH: CBMC skipped" in done.stderr, "no note that CBMC is skipped")
    expect("| sensor_convert | ok | VERIFIED |" in done.stdout, "no table row for sensor_convert's correct variant")
    path = os.path.join(out, "float_compare.csv")
    expect(os.path.isfile(path), "no float_compare.csv")
    if not os.path.isfile(path):
        return
    rows = {r["variant"]: r for r in csv.DictReader(open(path))}
    expect(set(rows) == {"ok", "bug"}, f"variants {sorted(rows)}")
    for variant, verdict in (("ok", "VERIFIED"), ("bug", "FAILED")):
        for solver in ("cadical", "z3"):
            row = rows.get(variant, {})
            expect(row.get(f"{solver}_verdict") == verdict and row.get(f"{solver}_judge") == "ok",
                   f"{variant} with {solver}: {row.get(solver + '_verdict')} ({row.get(solver + '_judge')})")
    expect(rows.get("bug", {}).get("cadical_violated") == "assertion", "the bug is not an [assertion]")
    expect(float(rows.get("ok", {}).get("cadical_terms") or 0) > 0, "no terms from --stats")
    meta = json.load(open(os.path.join(out, "float_compare.json")))
    expect(len(meta["rows"]) == 2 and "command" in meta and "load_before" in meta, "JSON without rows or metadata")


def check_bad_input(binary):
    for args, message in ((["--only", "nosuch"], "unknown program 'nosuch'"),
                          (["--solvers", "yices"], "unknown solver 'yices'"),
                          (["--timeout", "0"], "--timeout must be positive")):
        done = run(["--binary", binary] + args)
        lines = done.stderr.strip().splitlines()
        expect(done.returncode == 2 and len(lines) == 1 and message in lines[0],
               f"{args}: exit {done.returncode}, stderr {done.stderr.strip()!r}")


def main():
    if len(sys.argv) != 2 or sys.argv[1] in ("-h", "--help"):
        print(__doc__)
        return 0 if len(sys.argv) == 2 else 2
    binary = os.path.abspath(sys.argv[1])
    with tempfile.TemporaryDirectory() as out:
        check_run(binary, out)
    check_bad_input(binary)
    print("PASS" if not failures else f"{len(failures)} failures")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
