#!/usr/bin/env python3
"""Runs swarmbmc on SV-COMP tasks: a thin wrapper over `swarmbmc task`,
which finds the tasks, runs one `check --property` per property swarmbmc
supports, judges the answers and computes the SV-COMP score (docs/manual.md,
"Tasks (`swarmbmc task`)"). Kept so that the commands of benchmarks/README.md still run.

    run.py DIR|TASK.yml|SET.set ... [--timeout S] [--jobs J] [--binary B] [--csv OUT.csv]
           [--json OUT.json] [--properties P,...] [--memory-limit MB] [--extra ARGS] [--fail-on-wrong]

DIR may be a checkout of sv-benchmarks (or a part of it, such as the sample
that benchmarks/svcomp/sample.txt lists): tasks are found at any depth.
--properties restricts the runs to these property names; --extra "ARGS"
adds options to every check (each word becomes a --check-option, e.g.
--extra=--no-deepening-reuse). The summary (per category: correct,
wrong, unknown, unsupported, score, time) and the CSV/JSON rows are
swarmbmc task's. Exit 0, or 1 with --fail-on-wrong when an answer is wrong,
1 when a task cannot be read, 2 when interrupted.
(The former --limit and --compare are gone: judging and scoring live in
swarmbmc task only.)
"""
import argparse
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
DEFAULT_BINARY = os.path.join(HERE, "..", "..", "build", "swarmbmc")


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("tasks", nargs="+", help="folders, task files or .set files")
    parser.add_argument("--timeout", type=int, default=60)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--binary", default=DEFAULT_BINARY)
    parser.add_argument("--csv")
    parser.add_argument("--json")
    parser.add_argument("--memory-limit", type=int, default=0, metavar="MB",
                        help="per check (default: no limit)")
    parser.add_argument("--extra", default="", metavar="ARGS",
                        help="options added to every check (e.g. --extra=--no-deepening-reuse)")
    parser.add_argument("--properties", default="", help="comma-separated property names to run (default: all)")
    parser.add_argument("--fail-on-wrong", action="store_true")
    args = parser.parse_args()
    command = [args.binary, "task", *args.tasks, "--timeout", str(args.timeout), "--jobs", str(args.jobs)]
    for flag, value in (("--csv", args.csv), ("--json", args.json), ("--properties", args.properties)):
        if value:
            command += [flag, value]
    if args.memory_limit:
        command += ["--memory-limit", str(args.memory_limit)]
    command += [f"--check-option={word}" for word in args.extra.split()]
    code = subprocess.call(command)
    if code == 4:  # an answer was wrong
        return 1 if args.fail_on_wrong else 0
    return code


if __name__ == "__main__":
    sys.exit(main())
