#!/usr/bin/env python3
"""Unknown input against a bound file (issue 34): time to the verdict and formula size.

usage: io.py BINARY [--repeat N]

Checks tests/regression's stream programs with stdin or the file of unknown
contents (--max-input-length 8, 16, 32) and bound to a crafted or good file
(--stdin FILE, --file PATH=FILE), and prints verdict, wall time (median of
--repeat runs), terms and SAT clauses from --stats.
"""
import argparse
import os
import re
import statistics
import subprocess
import time

HERE = os.path.dirname(os.path.abspath(__file__))
REGRESSION = os.path.join(HERE, "..", "tests", "regression")

RUNS = [  # (name, case folder, arguments)
    ("record, unknown file, N=8", "io_file_record_fail", ["--max-input-length", "8"]),
    ("record, unknown file, N=32", "io_file_record_fail", ["--max-input-length", "32", "--depth", "40"]),
    ("record, crafted file", "io_file_record_crafted_fail", ["--file", "record.bin=crafted.bin"]),
    ("record, good file", "io_file_record_pass", ["--file", "record.bin=good.bin"]),
    ("line parser, unknown stdin, N=5", "io_stdin_line_parser_fail", ["--max-input-length", "5"]),
    ("line parser, unknown stdin, N=8", "io_stdin_line_parser_fail", ["--max-input-length", "8"]),
    ("line parser, crafted stdin", "io_stdin_bound_fail", ["--stdin", "crafted.txt"]),
    ("line parser, good stdin", "io_stdin_bound_pass", ["--stdin", "good.txt"]),
]


def run(binary, case, arguments):
    folder = os.path.join(REGRESSION, case)
    start = time.monotonic()
    out = subprocess.run([binary, "main.c", "--stats"] + arguments, cwd=folder, capture_output=True, text=True,
                         timeout=600)
    seconds = time.monotonic() - start
    text = out.stdout + out.stderr
    verdict = re.search(r"^VERDICT: (\w+)", text, re.M)
    terms = re.search(r"terms:\s+(\d+)", text)
    clauses = re.search(r"SAT clauses:\s+(\d+)", text)
    return (verdict.group(1) if verdict else f"exit {out.returncode}", seconds,
            terms.group(1) if terms else "-", clauses.group(1) if clauses else "-")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("binary")
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    binary = os.path.abspath(args.binary)
    print(f"| run | verdict | wall s (median of {args.repeat}) | terms | SAT clauses |")
    print("|---|---|---|---|---|")
    for name, case, arguments in RUNS:
        results = [run(binary, case, arguments) for _ in range(args.repeat)]
        verdict, _, terms, clauses = results[0]
        wall = statistics.median(r[1] for r in results)
        print(f"| {name} | {verdict} | {wall:.2f} | {terms} | {clauses} |", flush=True)


if __name__ == "__main__":
    main()
