#!/usr/bin/env python3
"""Input-domain swarms (--swarm K --swarm-choices) end to end,
beyond the regression cases choice_swarm_*:

- the drawn restrictions follow --seed: the same seed prints the same
  `choices:` lines, another seed others;
- --stats-json and --json's swarm section carry each restricted
  configuration's rules ("choices"), configuration 0 none (the --json
  document valid by docs/trace.schema.json);
- --emit-choices writes the winning configuration's rules (whichever
  configuration wins: the table's winner line names its choices), and a
  run with --choices FILE (and --omit for its omissions) fails again.

usage: swarm_choices.py SWARMBMC
"""
import json
import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
PROGRAM = os.path.join(ROOT, "tests", "regression", "choice_swarm_fail", "main.c")
WINNER = re.compile(r"^Counterexample found by configuration (\d+) \(omitting ([^;)]*)(?:; choices (.*))?\) after", re.M)


def run(binary, *args):
    done = subprocess.run([binary, PROGRAM, "--depth", "2", *args], capture_output=True, text=True, timeout=120)
    return done.returncode, done.stdout + done.stderr


def choice_lines(text):
    return [line.strip() for line in text.splitlines() if line.strip().startswith("choices: ")]


def seeds(binary, failures):
    swarm = ["--swarm", "6", "--swarm-choices", "--run-all", "--jobs", "1"]
    first = choice_lines(run(binary, *swarm, "--seed", "7")[1])
    again = choice_lines(run(binary, *swarm, "--seed", "7")[1])
    other = choice_lines(run(binary, *swarm, "--seed", "8")[1])
    if len(first) != 5:
        failures.append(f"seed 7: {len(first)} choices lines, expected 5 (configurations 1..5)")
    if first != again:
        failures.append(f"seed 7 twice drew differently: {first} / {again}")
    if first == other:
        failures.append(f"seeds 7 and 8 drew the same: {first}")


def stats_and_emit(binary, work, failures):
    stats, emitted = os.path.join(work, "stats.json"), os.path.join(work, "won.choices")
    document = os.path.join(work, "run.json")
    code, text = run(binary, "--swarm", "6", "--swarm-choices", "--jobs", "2", "--stats-json", stats,
                     "--emit-choices", emitted, "--json", document)
    if code != 10:
        return failures.append(f"swarm run: exit {code}, expected 10\n{text[-600:]}")
    rows = json.load(open(stats))["configurations"]
    if "choices" in rows[0] or not all("choices" in row for row in rows[1:]):
        failures.append(f"--stats-json choices: {[row.get('choices') for row in rows]}")
    # The --json document's swarm section names them too (and validates).
    swarm_rows = json.load(open(document)).get("swarm", {}).get("configurations", [])
    if [row.get("choices") for row in swarm_rows] != [row.get("choices") for row in rows]:
        failures.append(f"--json swarm choices: {[row.get('choices') for row in swarm_rows]}")
    try:
        import jsonschema
        with open(os.path.join(ROOT, "docs", "trace.schema.json")) as f:
            jsonschema.validate(json.load(open(document)), json.load(f))
    except Exception as error:  # noqa: BLE001 - any failure is the test's
        failures.append(f"--json with --swarm-choices does not validate: {str(error)[:300]}")
    won = WINNER.search(text)
    if not won:
        return failures.append("no winner line in\n" + text[-600:])
    rules = [line.split(" = ", 1) for line in open(emitted).read().splitlines() if not line.startswith("#")]
    written = ", ".join(f"{name}={heuristic}" for name, heuristic in rules)
    if written != (won.group(3) or ""):
        failures.append(f"--emit-choices wrote {written!r}, the winner restricts {won.group(3)!r}")
    again = ["--choices", emitted] + (["--omit", won.group(2)] if won.group(2) != "-" else [])
    code, text = run(binary, *again)
    if code != 10:
        failures.append(f"rerun with {again}: exit {code}, expected 10\n{text[-600:]}")


def main():
    binary = sys.argv[1]
    failures = []
    with tempfile.TemporaryDirectory() as work:
        seeds(binary, failures)
        stats_and_emit(binary, work, failures)
    for failure in failures:
        print("FAIL:", failure)
    print("swarm_choices:", "ok" if not failures else f"{len(failures)} failures")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
