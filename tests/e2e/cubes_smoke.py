#!/usr/bin/env python3
"""Smoke test of benchmarks/cubes.py: bank_fixed at depth 4 (a proof that
reaches the SAT solver in about half a second), lookahead depth 1.

    cubes_smoke.py SWARMBMC CUBE_TOOL

Checks: exit 0 (cubes.py exits 1 when plain BMC contradicts the header or
the proof query's CNF is satisfiable), one cubes.csv row for depth 1 whose
cubes were all solved, consistent ratios (the sum of the cubes is at least
the worst one, two workers take at least half the sum), cubes.md with the
table; an unknown program and a bad --depths are one-line errors with exit 2.
"""
import csv
import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
SCRIPT = os.path.join(HERE, "..", "..", "benchmarks", "cubes.py")
failures = []


def expect(condition, message):
    if not condition:
        failures.append(message)
        print("FAIL:", message)


def main():
    binary, tool = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
    base = [sys.executable, SCRIPT, "--binary", binary, "--cube-tool", tool]
    with tempfile.TemporaryDirectory() as out:
        proc = subprocess.run(base + ["--programs", "bank_fixed", "--depth", "4", "--depths", "1", "--min-plain", "0",
                                      "--out", out], capture_output=True, text=True, timeout=300)
        expect(proc.returncode == 0, f"exit {proc.returncode}: {proc.stdout[-800:]}{proc.stderr[-800:]}")
        rows = list(csv.DictReader(open(os.path.join(out, "cubes.csv")))) if proc.returncode == 0 else []
        expect(len(rows) == 1, f"{len(rows)} rows")
        for row in rows:
            expect(row["program"] == "bank_fixed@4" and row["depth"] == "1", f"row {row}")
            expect(row["whole_result"] == "unsat" and row["finished"] == "True", f"not all solved: {row}")
            if int(row["cubes"]) > 0:  # zero when the lookahead itself refuted the formula
                worst, total, two = (float(row[k]) for k in ("worst_cube_s", "sum_cubes_s", "two_workers_s"))
                expect(worst <= total + 1e-9 and two >= total / 2 - 1e-9 and two <= total + 1e-9,
                       f"inconsistent times {worst} {total} {two}")
        md = os.path.join(out, "cubes.md")
        expect(os.path.exists(md) and "| program | plain s | whole CNF s |" in open(md).read(), "cubes.md has no table")
    for bad in (["--programs", "nosuch"], ["--depths", "0"]):
        proc = subprocess.run(base + bad, capture_output=True, text=True, timeout=60)
        expect(proc.returncode == 2 and proc.stderr.count("\n") == 1 and "cubes.py: error:" in proc.stderr,
               f"{bad}: exit {proc.returncode}, stderr {proc.stderr!r}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
