#!/usr/bin/env python3
"""End-to-end: --swarm-encoding shared stops and repeats like sliced.

usage: shared_modes.py BINARY REGRESSION_DIR

  1. SIGINT/SIGTERM and --timeout while the shared formula is unrolled and
     while configurations are solved over it, on both backends: exit 2,
     "VERDICT: UNKNOWN (interrupted|timeout after N s while PHASE)",
     statistics, --stats-json, prompt exit (signal_stop.py's checks);
  2. determinism: --jobs 1 and the same seed, three runs: the same verdict,
     winner, trace and per-configuration fingerprints (--stats-json), with
     the shared encoding's one fingerprint in every configuration.
Exit status 0 when every check holds, 1 otherwise.
"""
import json
import os
import signal
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from signal_stop import run_scenario  # noqa: E402

SHARED = ["--swarm-encoding", "shared"]


def stop_scenarios(reg):
    # timeout_unrolling_unknown has no log calls: its functions are the features.
    unrolling = [os.path.join(reg, "timeout_unrolling_unknown", "main.c"), "--depth", "20000", "--swarm", "4",
                 "--features", "functions"] + SHARED
    solving = [os.path.join(reg, "timeout_swarm_unknown", "main.c"), "--depth", "1", "--swarm", "8",
               "--jobs", "2"] + SHARED
    return [
        ("shared_sigint_unrolling", unrolling, signal.SIGINT, 1.0, "unrolling"),
        ("shared_timeout_unrolling", unrolling + ["--timeout", "2"], None, 0.1, "unrolling"),
        ("shared_sigint_solving", solving, signal.SIGINT, 1.5, "solving"),
        ("shared_sigterm_solving_z3", solving + ["--solver", "z3"], signal.SIGTERM, 1.5, "solving"),
        ("shared_timeout_solving", solving + ["--timeout", "2"], None, 0.1, "solving"),
    ]


def deterministic_run(binary, program, tmp, index):
    stats = os.path.join(tmp, f"stats{index}.json")
    cmd = [binary, program, "--depth", "12", "--swarm", "8", "--jobs", "1", "--seed", "3", "--no-progress",
           "--stats-json", stats] + SHARED
    done = subprocess.run(cmd, capture_output=True, text=True, timeout=120)
    with open(stats, encoding="utf-8") as f:
        report = json.load(f)
    lines = done.stdout.splitlines()
    trace = lines[lines.index("Counterexample:"):] if "Counterexample:" in lines else []
    prints = [c["formula_fingerprint"] for c in report["configurations"]]
    return done.returncode, report["winner"], trace, prints, report.get("shared", {})


def check_determinism(binary, reg):
    failures = []
    program = os.path.join(reg, "stack_small_fail", "main.c")
    with tempfile.TemporaryDirectory() as tmp:
        runs = [deterministic_run(binary, program, tmp, i) for i in range(3)]
    code, winner, trace, prints, shared = runs[0]
    if code != 10 or winner is None or not trace:
        failures.append(f"expected FAILED with a winner and a trace, got exit {code}, winner {winner}")
    if not shared.get("formula_fingerprint") or shared.get("literals", 0) < 1:
        failures.append(f"--stats-json has no shared encoding with literals: {shared}")
    started = {p for p in prints if p}
    if started != {shared.get("formula_fingerprint")}:
        failures.append(f"configurations solved other formulas than the shared one: {started}")
    for other in runs[1:]:
        if other[:3] != runs[0][:3] or other[3] != prints:
            failures.append("a repeated run (same seed, --jobs 1) differs in verdict, winner, trace or fingerprints")
    print(f"[shared_determinism] exit {code}, winner {winner}; {'PASS' if not failures else 'FAIL'}")
    return failures


def main():
    if len(sys.argv) != 3:
        print(__doc__)
        return 1
    binary, reg = sys.argv[1], sys.argv[2]
    failures = {}
    for name, command, sig, delay, phase in stop_scenarios(reg):
        problems, seen = [], None
        for attempt in range(3):  # a loaded machine may still be compiling: wait longer
            problems, seen = run_scenario(binary, name, command, sig, delay * 2 ** attempt, phase, 1.5)
            if not problems or seen not in ("starting", "compiling", "loading", "slicing"):
                break
        if problems:
            failures[name] = problems
    problems = check_determinism(binary, reg)
    if problems:
        failures["shared_determinism"] = problems
    for name, problems in failures.items():
        for problem in problems:
            print(f"FAIL {name}: {problem}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
