#!/usr/bin/env python3
"""End-to-end: the same input and seed give the same verdict, trace, winner and formula.

Usage: determinism.py BINARY REGRESSION_DIR [--runs N]

Checks, on regression programs:
  1. plain BMC, N runs: same exit code, same counterexample trace and
     violated property, same formula fingerprint (--stats);
  2. --swarm 8 --jobs 1 --seed S, N runs: same verdict, same winning
     configuration, same trace, same per-configuration fingerprints
     (--stats-json);
  3. --jobs 2 against --jobs 1: same verdict, and every configuration that
     got its formula built in both runs has the same fingerprint there;
  4. --solver z3 against cadical: the same formula fingerprint (the
     encoding does not depend on the backend);
  5. control: a different depth gives a different fingerprint (so the
     fingerprint does depend on the formula).
Exit status 0 when every check holds, 1 otherwise.
"""

import argparse
import json
import os
import re
import subprocess
import sys
import tempfile

FAILURES = []


def check(condition, message):
    if not condition:
        FAILURES.append(message)
        print(f"FAIL {message}")


def run(binary, program, args, stats_json=None):
    command = [binary, program] + args + ["--stats"]
    if stats_json:
        command += ["--stats-json", stats_json]
    proc = subprocess.run(command, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, timeout=100)
    text = proc.stdout.decode("utf-8", "replace")
    report = None
    if stats_json:
        with open(stats_json, encoding="utf-8") as f:
            report = json.load(f)
    return proc.returncode, text, report


def trace(text):
    """The counterexample, the violated property and the verdict: no timings."""
    lines = [line for line in text.splitlines()
             if line.startswith(("  input ", "  call ", "  FAILS ", "Violated property", "VERDICT", "Counterexample:"))]
    return "\n".join(lines)


def fingerprint(text):
    m = re.search(r"^  formula fingerprint: +([0-9a-f]{16})$", text, re.MULTILINE)
    return m.group(1) if m else None


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("binary", help="the swarmbmc binary")
    parser.add_argument("regression_dir", help="tests/regression")
    parser.add_argument("--runs", type=int, default=3, help="runs per configuration (default 3)")
    parser.add_argument("--seed", default="5", help="swarm planner seed (default 5)")
    args = parser.parse_args()
    stack = os.path.join(args.regression_dir, "stack_small_fail", "main.c")
    swarm_program = os.path.join(args.regression_dir, "swarm_eight_fail", "main.c")

    # 1. Plain BMC.
    runs = [run(args.binary, stack, ["--depth", "6"]) for _ in range(args.runs)]
    first_code, first_text, _ = runs[0]
    check(first_code == 10, f"plain: exit {first_code}, expected 10 (FAILED)")
    check(fingerprint(first_text) is not None, "plain: no formula fingerprint in --stats")
    for i, (code, text, _) in enumerate(runs[1:], 2):
        check(code == first_code, f"plain run {i}: exit {code} != {first_code}")
        check(trace(text) == trace(first_text), f"plain run {i}: different trace:\n{trace(text)}\n--- vs ---\n{trace(first_text)}")
        check(fingerprint(text) == fingerprint(first_text),
              f"plain run {i}: fingerprint {fingerprint(text)} != {fingerprint(first_text)}")
    print(f"plain: {args.runs} runs, fingerprint {fingerprint(first_text)}")

    with tempfile.TemporaryDirectory() as tmp:
        swarm_args = ["--depth", "6", "--swarm", "8", "--seed", args.seed]
        # 2. Swarm with one job.
        one = [run(args.binary, swarm_program, swarm_args + ["--jobs", "1"], os.path.join(tmp, f"one{i}.json"))
               for i in range(args.runs)]
        code1, text1, report1 = one[0]
        check(code1 == 10, f"swarm --jobs 1: exit {code1}, expected 10")
        check(report1["winner"] is not None, "swarm --jobs 1: no winner")
        prints1 = [c["formula_fingerprint"] for c in report1["configurations"]]
        for i, (code, text, report) in enumerate(one[1:], 2):
            check(code == code1, f"swarm --jobs 1 run {i}: exit {code} != {code1}")
            check(report["winner"] == report1["winner"],
                  f"swarm --jobs 1 run {i}: winner {report['winner']} != {report1['winner']}")
            check(trace(text) == trace(text1), f"swarm --jobs 1 run {i}: different trace")
            check([c["formula_fingerprint"] for c in report["configurations"]] == prints1,
                  f"swarm --jobs 1 run {i}: configuration fingerprints differ")
            check([c["omitted"] for c in report["configurations"]] ==
                  [c["omitted"] for c in report1["configurations"]], f"swarm --jobs 1 run {i}: different plan")
        print(f"swarm --jobs 1: {args.runs} runs, winner {report1['winner']}, fingerprints {prints1}")

        # 3. Two jobs: the verdict and every formula built in both runs agree,
        # on the failing program and on a safe one (where every configuration runs).
        code2, _, report2 = run(args.binary, swarm_program, swarm_args + ["--jobs", "2"], os.path.join(tmp, "two.json"))
        check(code2 == code1, f"swarm --jobs 2: exit {code2} != --jobs 1's {code1}")
        safe = os.path.join(args.regression_dir, "stack_small_pass", "main.c")
        safe1_code, _, safe1 = run(args.binary, safe, swarm_args + ["--jobs", "1"], os.path.join(tmp, "safe1.json"))
        safe2_code, _, safe2 = run(args.binary, safe, swarm_args + ["--jobs", "2"], os.path.join(tmp, "safe2.json"))
        check(safe1_code == safe2_code == 0, f"safe swarm: exits {safe1_code} (--jobs 1), {safe2_code} (--jobs 2)")
        compared = 0
        pairs = list(zip(report1["configurations"], report2["configurations"]))
        pairs += list(zip(safe1["configurations"], safe2["configurations"]))
        check(len(set(c["formula_fingerprint"] for c in safe1["configurations"])) > 1,
              "safe swarm: every configuration has the same fingerprint (slicing should change formulas)")
        for a, b in pairs:
            if a["formula_fingerprint"] and b["formula_fingerprint"]:
                compared += 1
                check(a["formula_fingerprint"] == b["formula_fingerprint"],
                      f"configuration {a['index']}: fingerprint {a['formula_fingerprint']} (--jobs 1) != "
                      f"{b['formula_fingerprint']} (--jobs 2)")
        check(compared > 0, "--jobs 1 and --jobs 2 built no formula in common: nothing compared")
        print(f"swarm --jobs 2: same verdict, {compared} fingerprints compared")

    # 4. The backend does not change the formula.
    _, z3_text, _ = run(args.binary, stack, ["--depth", "6", "--solver", "z3"])
    check(fingerprint(z3_text) == fingerprint(first_text),
          f"z3 fingerprint {fingerprint(z3_text)} != cadical's {fingerprint(first_text)}")

    # 5. Control: another formula, another fingerprint.
    _, other_text, _ = run(args.binary, stack, ["--depth", "5"])
    check(fingerprint(other_text) is not None and fingerprint(other_text) != fingerprint(first_text),
          f"--depth 5 and --depth 6 give the same fingerprint {fingerprint(other_text)}")

    print("PASS" if not FAILURES else f"{len(FAILURES)} check(s) failed")
    return 1 if FAILURES else 0


if __name__ == "__main__":
    sys.exit(main())
