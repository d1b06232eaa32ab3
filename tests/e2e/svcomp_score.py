#!/usr/bin/env python3
"""benchmarks/svcomp/run.py's SV-COMP score: +2 correct true, +1 correct
false, -16 for a wrong false (an alarm on a correct task), -32 for a wrong
true (a missed bug). Usage: svcomp_score.py RUN_PY"""
import importlib.util
import sys


def main():
    spec = importlib.util.spec_from_file_location("svcomp_run", sys.argv[1])
    run = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(run)
    cases = [
        ({"result": "correct", "expected": True}, 2),
        ({"result": "correct", "expected": False}, 1),
        ({"result": "wrong", "expected": True}, -16),  # answered false(...) on a true task
        ({"result": "wrong", "expected": False}, -32),  # answered true on a false task
        ({"result": "unknown", "expected": True}, 0),
    ]
    failures = 0
    for row, points in cases:
        got = run.score([row])
        if got != points:
            print(f"FAIL {row}: score {got}, expected {points}")
            failures += 1
    all_rows = [row for row, _ in cases]
    if run.score(all_rows) != sum(p for _, p in cases):
        print("FAIL: the score of several rows is not the sum of theirs")
        failures += 1
    print("svcomp_score:", "ok" if not failures else f"{failures} failures")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
