#!/usr/bin/env python3
"""CBMC beside swarmbmc's k-induction runs: runs CBMC on the same
SV-COMP tasks and writes its per-task answers and times beside the
deepening.csv / portfolio.csv that kinduction_svcomp.py wrote.

Usage: kinduction_cbmc.py TASK_DIR RESULTS_DIR [--cbmc /opt/cbmc/bin] [--timeout 30] [--jobs 1]
       kinduction_cbmc.py --summary-only RESULTS_DIR

How CBMC is run, as close to a proof run as practical: iterative unwinding
(--unwind 1, 2, 4, 8, ... until the timeout) with --unwinding-assertions, so
"true" needs every loop and recursion completely unwound and "false" is a
violated property on a real path.  The task's data model (--32 for ILP32,
else --64).  unreach-call: reach_error's body is replaced by assert(false)
followed by assume(false) (goto-instrument --remove-function-body and
--generate-function-body), because many tasks define reach_error with an
empty body; __VERIFIER_error is built into CBMC with the same meaning;
--no-standard-checks so that only that assertion counts.  no-overflow:
--signed-overflow-check with --no-assertions, reach_error made assume(false)
(abort).  CBMC knows __VERIFIER_nondet_* itself.  The timeout covers the
whole task (compilation and every unwinding).

Writes RESULTS_DIR/cbmc.csv: task, property, expected, the CBMC answer,
result (correct/wrong/unknown), seconds and the last unwinding tried, and the
swarmbmc answers and seconds from deepening.csv and portfolio.csv; then
RESULTS_DIR/cbmc_summary.md: correct true/false, wrong and score (SV-COMP's:
+2 true, +1 false, -32 wrong true, -16 wrong false) of the three runs, and
the answer and time of each where at least one run proves the property.
"""

import argparse
import concurrent.futures
import csv
import json
import os
import subprocess
import sys
import tempfile
import time

PROPERTIES = ("unreach-call", "no-overflow")


def read_yml(path):
    """The few fields of an SV-COMP task .yml we need, without a YAML library."""
    source, model, verdicts, prop = None, "ILP32", {}, None
    with open(path) as f:
        for line in f:
            text = line.strip()
            if text.startswith("input_files:"):
                source = text.split(":", 1)[1].strip().strip("'\"")
            elif text.startswith("data_model:"):
                model = text.split(":", 1)[1].strip()
            elif "property_file:" in text:
                prop = os.path.basename(text.split(":", 1)[1].strip()).replace(".prp", "")
            elif text.startswith("expected_verdict:") and prop:
                verdicts[prop] = text.split(":", 1)[1].strip()
    return os.path.join(os.path.dirname(path), source), model, verdicts


def run(command, deadline):
    left = deadline - time.monotonic()
    if left <= 0:
        return None
    try:
        return subprocess.run(command, capture_output=True, text=True, timeout=left)
    except subprocess.TimeoutExpired:
        return None


def prepare(tools, source, model, prop, workdir, deadline):
    """Compiles the task to a goto binary with reach_error's meaning for prop; None on failure."""
    width = "--32" if model == "ILP32" else "--64"
    plain, stripped, final = (os.path.join(workdir, n) for n in ("a.gb", "b.gb", "c.gb"))
    body = "assert-false-assume-false" if prop == "unreach-call" else "assume-false"
    steps = [[os.path.join(tools, "goto-cc"), width, source, "-o", plain],
             [os.path.join(tools, "goto-instrument"), "--remove-function-body", "reach_error", plain, stripped],
             [os.path.join(tools, "goto-instrument"), "--generate-function-body", "reach_error",
              "--generate-function-body-options", body, stripped, final]]
    for step in steps:
        done = run(step, deadline)
        if done is None or done.returncode != 0:
            return None, "timeout" if done is None else "compile error: " + (done.stderr.strip().splitlines() or [""])[-1]
    return final, ""


def statuses(output):
    """(real property failed, unwinding assertion failed) from CBMC's --json-ui output; None if unreadable."""
    try:
        messages = json.loads(output)
    except json.JSONDecodeError:
        return None
    for message in messages:
        if "result" in message:
            failed = [p for p in message["result"] if p.get("status") == "FAILURE"]
            unwinding = [p for p in failed if "unwinding assertion" in p.get("description", "")]
            return len(failed) > len(unwinding), bool(unwinding)
    return None


def check(tools, source, model, prop, timeout):
    """(answer, seconds, last unwinding) of CBMC's iterative unwinding for one property."""
    start = time.monotonic()
    deadline = start + timeout
    with tempfile.TemporaryDirectory() as workdir:
        binary, error = prepare(tools, source, model, prop, workdir, deadline)
        if binary is None:
            return "unknown(" + error + ")", time.monotonic() - start, 0
        width = "--32" if model == "ILP32" else "--64"
        checks = ["--no-standard-checks"] + (["--no-assertions", "--signed-overflow-check"]
                                             if prop == "no-overflow" else [])
        unwind = 1
        while True:
            done = run([os.path.join(tools, "cbmc"), binary, width, "--unwind", str(unwind),
                        "--unwinding-assertions", "--json-ui"] + checks, deadline)
            if done is None:
                return "unknown(timeout)", time.monotonic() - start, unwind
            result = statuses(done.stdout)
            if result is None:
                return "unknown(cbmc error)", time.monotonic() - start, unwind
            real_failure, incomplete = result
            if real_failure:
                return "false(" + prop + ")", time.monotonic() - start, unwind
            if not incomplete:
                return "true", time.monotonic() - start, unwind
            unwind *= 2


def judge(answer, expected):
    if answer.startswith("unknown") or not expected:
        return "unknown"
    return "correct" if answer.split("(")[0] == expected.split("(")[0] else "wrong"


RUNS = (("deepening alone", "deepening"), ("k-induction beside deepening", "portfolio"), ("CBMC", "cbmc"))


def score(answer, result):
    if result == "correct":
        return 2 if answer == "true" else 1
    if result == "wrong":
        return -32 if answer == "true" else -16
    return 0


def summarize(results):
    """Writes and prints cbmc_summary.md from RESULTS/cbmc.csv."""
    with open(os.path.join(results, "cbmc.csv")) as f:
        rows = list(csv.DictReader(f))
    lines = ["| run | checked | correct true | correct false | wrong | score |", "|---|---|---|---|---|---|"]
    for name, key in RUNS:
        pairs = [(r[key + "_answer"], r[key + "_result"]) for r in rows]
        lines.append(f"| {name} | {len(rows)} | {sum(1 for a, r in pairs if r == 'correct' and a == 'true')} | "
                     f"{sum(1 for a, r in pairs if r == 'correct' and a != 'true')} | "
                     f"{sum(1 for _, r in pairs if r == 'wrong')} | {sum(score(a, r) for a, r in pairs)} |")
    lines += ["", "| task | property | deepening alone | k-induction beside deepening | CBMC (unwind) |",
              "|---|---|---|---|---|"]
    for r in rows:
        if any(r[key + "_answer"] == "true" for _, key in RUNS):
            cells = [f"{r[k + '_answer']} {float(r[k + '_s'] or 0):.2f} s" for k in ("deepening", "portfolio")]
            cells.append(f"{r['cbmc_answer']} {float(r['cbmc_s']):.2f} s ({r['cbmc_unwind']})")
            lines.append(f"| {r['task']} | {r['property']} | " + " | ".join(cells) + " |")
    text = "\n".join(lines) + "\n"
    with open(os.path.join(results, "cbmc_summary.md"), "w") as f:
        f.write(text)
    print(text)


def swarmbmc_rows(path):
    with open(path) as f:
        return {(r["task"], r["property"]): r for r in csv.DictReader(f)}


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("tasks", nargs="?")
    parser.add_argument("results")
    parser.add_argument("--summary-only", action="store_true", help="only rewrite cbmc_summary.md from cbmc.csv")
    parser.add_argument("--cbmc", default="/opt/cbmc/bin", help="folder with cbmc, goto-cc and goto-instrument")
    parser.add_argument("--timeout", type=int, default=30)
    parser.add_argument("--jobs", type=int, default=1)
    a = parser.parse_args()
    if a.summary_only:
        summarize(a.results)
        return 0
    deepening = swarmbmc_rows(os.path.join(a.results, "deepening.csv"))
    portfolio = swarmbmc_rows(os.path.join(a.results, "portfolio.csv"))
    work = []
    for root, _, files in os.walk(a.tasks):
        for name in sorted(files):
            if not name.endswith(".yml"):
                continue
            source, model, verdicts = read_yml(os.path.join(root, name))
            task = os.path.relpath(os.path.join(root, name), a.tasks)
            work += [(task, prop, source, model, verdicts[prop]) for prop in PROPERTIES if prop in verdicts]
    work.sort()
    with concurrent.futures.ThreadPoolExecutor(a.jobs) as pool:
        answers = list(pool.map(lambda w: check(a.cbmc, w[2], w[3], w[1], a.timeout), work))
    with open(os.path.join(a.results, "cbmc.csv"), "w", newline="") as f:
        writer = csv.writer(f)
        writer.writerow(["task", "property", "expected", "cbmc_answer", "cbmc_result", "cbmc_s", "cbmc_unwind",
                         "deepening_answer", "deepening_result", "deepening_s",
                         "portfolio_answer", "portfolio_result", "portfolio_s"])
        for (task, prop, _, _, expected), (answer, seconds, unwind) in zip(work, answers):
            d, p = deepening.get((task, prop), {}), portfolio.get((task, prop), {})
            writer.writerow([task, prop, expected, answer, judge(answer, expected), f"{seconds:.3f}", unwind,
                             d.get("answer", ""), d.get("result", ""), d.get("seconds", ""),
                             p.get("answer", ""), p.get("result", ""), p.get("seconds", "")])
            print(f"{task} {prop}: expected {expected}, cbmc {answer} in {seconds:.1f} s (unwind {unwind}), "
                  f"swarmbmc {p.get('answer', '?')}", flush=True)
    summarize(a.results)
    return 0


if __name__ == "__main__":
    sys.exit(main())
