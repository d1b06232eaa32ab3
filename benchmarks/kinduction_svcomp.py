#!/usr/bin/env python3
"""k-induction beside deepening on SV-COMP tasks, against
deepening alone: `swarmbmc task DIR --timeout S --jobs J` run twice, once
with `--check-option=--no-k-induction`, on the same tasks, then a per-task
comparison: answers that changed, correct true/false counts, score, and
the time of every answer both runs give.

Usage: kinduction_svcomp.py TASK_DIR [--binary build/swarmbmc] [--timeout 30]
                            [--jobs 2] [--out benchmarks/results/<date>-kinduction]

The tasks are public SV-Benchmarks files you bring locally (never committed:
see benchmarks/svcomp/sample.txt for the list we measure on). Writes
deepening.csv and portfolio.csv (swarmbmc task's rows), comparison.csv and
summary.md into --out, and prints the summary.
"""

import argparse
import csv
import datetime
import os
import subprocess
import sys


def run_task(binary, tasks, timeout, jobs, csv_path, extra):
    command = [binary, "task", tasks, "--timeout", str(timeout), "--jobs", str(jobs), "--csv", csv_path] + extra
    subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    with open(csv_path) as f:
        return {(r["task"], r["property"]): r for r in csv.DictReader(f)}


def counts(rows):
    checked = [r for r in rows.values() if not r["answer"].startswith("unsupported")]
    ok_true = sum(1 for r in checked if r["result"] == "correct" and r["answer"] == "true")
    ok_false = sum(1 for r in checked if r["result"] == "correct" and r["answer"].startswith("false"))
    wrong = sum(1 for r in checked if r["result"] == "wrong")
    score = sum(int(r["score"] or 0) for r in checked)
    return len(checked), ok_true, ok_false, wrong, score


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("tasks")
    parser.add_argument("--binary", default="build/swarmbmc")
    parser.add_argument("--timeout", type=int, default=30)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--out", default=f"benchmarks/results/{datetime.date.today()}-kinduction")
    a = parser.parse_args()
    os.makedirs(a.out, exist_ok=True)
    binary = os.path.abspath(a.binary)
    deepening = run_task(binary, a.tasks, a.timeout, a.jobs, os.path.join(a.out, "deepening.csv"),
                         ["--check-option=--no-k-induction"])
    portfolio = run_task(binary, a.tasks, a.timeout, a.jobs, os.path.join(a.out, "portfolio.csv"), [])
    lines = [f"# k-induction beside deepening vs deepening alone ({datetime.date.today()}, --timeout {a.timeout}, "
             f"--jobs {a.jobs})", "",
             "| run | checked | correct true | correct false | wrong | score |", "|---|---|---|---|---|---|"]
    for name, rows in (("deepening alone", deepening), ("k-induction beside deepening", portfolio)):
        lines.append("| " + name + " | " + " | ".join(str(v) for v in counts(rows)) + " |")
    lines += ["", "| task | property | deepening alone | with k-induction | s (alone) | s (with) |",
              "|---|---|---|---|---|---|"]
    with open(os.path.join(a.out, "comparison.csv"), "w", newline="") as f:
        writer = csv.writer(f)
        writer.writerow(["task", "property", "deepening_answer", "portfolio_answer", "deepening_s", "portfolio_s"])
        for key in sorted(deepening):
            d, p = deepening[key], portfolio.get(key)
            if not p or d["answer"].startswith("unsupported"):
                continue
            writer.writerow([key[0], key[1], d["answer"], p["answer"], d["seconds"], p["seconds"]])
            if d["answer"] != p["answer"]:
                lines.append(f"| {key[0]} | {key[1]} | {d['answer']} | {p['answer']} | {d['seconds']} | {p['seconds']} |")
    summary = "\n".join(lines) + "\n"
    with open(os.path.join(a.out, "summary.md"), "w") as f:
        f.write(summary)
    print(summary)
    return 0


if __name__ == "__main__":
    sys.exit(main())
