#!/usr/bin/env python3
"""Checks that csmith_diff.py can fail: runs it on one small program with
fault_injector.py in front of the real swarmbmc, once per fault, and expects
each run to report a DISAGREEMENT (exit 1); the same program through the
unmodified binary must agree (exit 0)."""
import argparse
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__)
    p.add_argument("swarmbmc", help="the real swarmbmc binary")
    p.add_argument("--seed", type=int, default=1, help="Csmith seed of the program (default 1)")
    args = p.parse_args()
    base = [sys.executable, str(HERE / "csmith_diff.py"), "--count", "1", "--seed", str(args.seed),
            "--profile", "small", "--quiet"]
    ok = True
    # fault -> the disagreement csmith_diff.py must report for it
    faults = {"drop-call": "NE: trace path differs from native", "verified": "NE: VERIFIED although",
              "failed": "EQ: FAILED (assertion) although native ran clean", "crash": "EQ: exit 134"}
    runs = [("none", args.swarmbmc, 0, None)] + [
        (fault, f"{sys.executable} {HERE / 'fault_injector.py'} --real {args.swarmbmc} --fault {fault}", 1, why)
        for fault, why in faults.items()]
    import shutil
    if not shutil.which("csmith"):
        print("selftest: SKIPPED: csmith is not installed")
        return 77
    for fault, command, expected, why in runs:
        with tempfile.TemporaryDirectory(prefix="csmith_selftest_") as work:
            proc = subprocess.run(base + ["--swarmbmc", command, "--workdir", work,
                                          "--min-agree", "1" if expected == 0 else "0"],
                                  capture_output=True, text=True)
        reported = "DISAGREEMENT" in proc.stdout and (why is None or why in proc.stdout)
        good = proc.returncode == expected and reported == (expected == 1)
        print(f"fault {fault:10s}: exit {proc.returncode} (expected {expected}), "
              f"expected disagreement reported: {reported} -> {'ok' if good else 'WRONG'}")
        if not good:
            print(proc.stdout + proc.stderr)
            ok = False
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
