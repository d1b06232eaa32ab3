#!/usr/bin/env python3
"""Smoke test of benchmarks/encodings.py: the stack program at depth 66 (its
bug needs 65 pushes), a swarm of 4, one run per encoding.

    encodings_smoke.py SWARMBMC

Checks: exit 0 (encodings.py exits 1 when a verdict contradicts the header),
encodings.csv with one FAILED row per mode (sliced, shared,
shared-incremental, auto), the shared rows with exactly one encoding, auto's
choice recorded and explained, encodings.md with the goals table; an
unknown program is a one-line error with a non-zero exit.
"""
import csv
import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
SCRIPT = os.path.join(HERE, "..", "..", "benchmarks", "encodings.py")
failures = []


def expect(condition, message):
    if not condition:
        failures.append(message)
        print("FAIL:", message)


def main():
    binary = os.path.abspath(sys.argv[1])
    with tempfile.TemporaryDirectory() as out:
        proc = subprocess.run([sys.executable, SCRIPT, "--binary", binary, "--programs", "stack", "--depth", "66",
                               "--swarm", "4", "--out", out], capture_output=True, text=True, timeout=300)
        expect(proc.returncode == 0, f"exit {proc.returncode}: {proc.stdout[-800:]}{proc.stderr[-800:]}")
        rows = list(csv.DictReader(open(os.path.join(out, "encodings.csv")))) if proc.returncode == 0 else []
        modes = {r["mode"]: r for r in rows}
        expect(sorted(modes) == sorted(["sliced", "shared", "shared-incremental", "auto"]), f"modes {sorted(modes)}")
        for mode, row in modes.items():
            expect(row["result"] == "FAILED", f"{mode}: {row['result']}")
        for mode in ("shared", "shared-incremental"):
            expect(modes.get(mode, {}).get("encodings") == "1", f"{mode}: encodings {modes.get(mode, {}).get('encodings')}")
            expect(modes.get(mode, {}).get("chosen") == mode, f"{mode} ran {modes.get(mode, {}).get('chosen')}")
        auto = modes.get("auto", {})
        expect(auto.get("chosen") in ("sliced", "shared") and auto.get("why", "").startswith("auto:"),
               f"auto: chose {auto.get('chosen')!r} because {auto.get('why')!r}")
        md = os.path.join(out, "encodings.md")
        expect(os.path.exists(md) and "| goal | measured |" in open(md).read(), "encodings.md has no goals table")
    bad = subprocess.run([sys.executable, SCRIPT, "--binary", binary, "--programs", "nosuch"],
                         capture_output=True, text=True, timeout=60)
    lines = [l for l in bad.stderr.splitlines() if "error" in l]
    expect(bad.returncode != 0 and len(lines) == 1 and "nosuch" in lines[0], f"bad program: {bad.stderr!r}")
    print("PASS" if not failures else f"{len(failures)} failure(s)")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
