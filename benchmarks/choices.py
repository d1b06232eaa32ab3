#!/usr/bin/env python3
"""Named choices (issue 33): time to counterexample on benchmarks/choices/
with each input fully symbolic (plain BMC, and `--choice NAME=any`, the
same formula), with the user's natural heuristic, and with `boundary`.

usage: choices.py SWARMBMC [--timeout S] [--out results/DIR]

Each run is `SWARMBMC PROGRAM --depth D [--choice ...] --timeout S`; the
table gives the verdict, the exit code and the wall time (s, median of
--repeat runs). Copy build/swarmbmc and build/swarmbmc-core somewhere
first (another build may relink them mid-run).
"""
import argparse
import os
import statistics
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))

# program, depth, choice name, the user's heuristic
PROGRAMS = [
    ("controller.c", 10, "main::velocity", "threshold(13.25,0.5)"),
    ("parser.c", 4, "main::tag", "set(0x7f454c46,0xcafebabe,0x89504e47,0x25504446)"),
    ("buffer.c", 100, "main::size", "interval(60,70)"),
]


def run(binary, program, depth, extra, timeout):
    command = [binary, os.path.join(HERE, "choices", program), "--depth", str(depth), "--timeout", str(timeout)]
    command += extra
    begin = time.monotonic()
    done = subprocess.run(command, capture_output=True, text=True, timeout=timeout + 60)
    seconds = time.monotonic() - begin
    verdict = next((line[len("VERDICT: "):] for line in done.stdout.splitlines() if line.startswith("VERDICT: ")), "?")
    return verdict, done.returncode, seconds


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("binary")
    parser.add_argument("--timeout", type=float, default=120)
    parser.add_argument("--repeat", type=int, default=1)
    parser.add_argument("--out", help="directory for results.md")
    args = parser.parse_args()
    rows = ["| program | inputs | verdict | exit | time (s) |", "|---|---|---|---|---|"]
    for program, depth, name, heuristic in PROGRAMS:
        for label, extra in [("plain BMC", []), (f"{name}=any", ["--choice", f"{name}=any"]),
                             (f"{name}={heuristic}", ["--choice", f"{name}={heuristic}"]),
                             (f"{name}=boundary", ["--choice", f"{name}=boundary"])]:
            runs = [run(args.binary, program, depth, extra, args.timeout) for _ in range(args.repeat)]
            verdict, code, _ = runs[-1]
            seconds = statistics.median(r[2] for r in runs)
            rows.append(f"| {program} | `{label}` | {verdict} | {code} | {seconds:.2f} |")
            print(rows[-1], flush=True)
    if args.out:
        os.makedirs(args.out, exist_ok=True)
        with open(os.path.join(args.out, "results.md"), "w") as f:
            f.write("\n".join(rows) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
