#!/usr/bin/env python3
"""Named choices: time to counterexample on benchmarks/choices/
with each input fully symbolic (plain BMC, and `--choice NAME=any`, the
same formula), with the user's natural heuristic, with `boundary`, with a
swarm of feature omission alone (`--swarm K`) and with input-domain swarms
(`--swarm K --swarm-choices`, one row per --seed).

usage: choices.py SWARMBMC [--timeout S] [--swarm K] [--jobs J] [--seeds 1,2,3]
                  [--programs a.c,b.c] [--out results/DIR]

Each run is `SWARMBMC PROGRAM --depth D [options] --timeout S`; the table
gives the verdict, the exit code, the wall time (s, median of --repeat
runs) and, for swarms, the configuration that found the counterexample
with its omissions and drawn choices. Copy build/swarmbmc and
build/swarmbmc-core somewhere first (another build may relink them mid-run).
"""
import argparse
import os
import re
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
    ("magic_parser.c", 32, "main::tag", "set(0x7f454c46,0xcafebabe,0x89504e47,0x25504446)"),
    ("sized_buffer.c", 130, "main::size", "interval(40,64)"),
]

WINNER = re.compile(r"^Counterexample found by configuration (\d+) \((.*)\) after", re.M)


def run(binary, program, depth, extra, timeout):
    command = [binary, os.path.join(HERE, "choices", program), "--depth", str(depth), "--timeout", str(timeout)]
    command += extra
    begin = time.monotonic()
    done = subprocess.run(command, capture_output=True, text=True, timeout=timeout + 60)
    seconds = time.monotonic() - begin
    verdict = next((line[len("VERDICT: "):] for line in done.stdout.splitlines() if line.startswith("VERDICT: ")), "?")
    won = WINNER.search(done.stdout)
    winner = f"#{won.group(1)} ({won.group(2)})" if won else ""
    return verdict, done.returncode, seconds, winner


def variants(name, heuristic, args):
    """(label, extra arguments) of every row of one program."""
    rows = [("plain BMC", []), (f"{name}=any", ["--choice", f"{name}=any"]),
            (f"{name}={heuristic}", ["--choice", f"{name}={heuristic}"]),
            (f"{name}=boundary", ["--choice", f"{name}=boundary"])]
    swarm = ["--swarm", str(args.swarm), "--jobs", str(args.jobs)]
    rows.append((f"--swarm {args.swarm}", swarm))
    for seed in args.seeds.split(","):
        rows.append((f"--swarm {args.swarm} --swarm-choices --seed {seed}", swarm + ["--swarm-choices", "--seed", seed]))
    return rows


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("binary")
    parser.add_argument("--timeout", type=float, default=120)
    parser.add_argument("--repeat", type=int, default=1)
    parser.add_argument("--swarm", type=int, default=8, help="K of the swarm rows")
    parser.add_argument("--jobs", type=int, default=2, help="--jobs of the swarm rows")
    parser.add_argument("--seeds", default="1,2,3", help="one --swarm-choices row per seed")
    parser.add_argument("--programs", help="only these programs (comma-separated file names)")
    parser.add_argument("--out", help="directory for results.md")
    args = parser.parse_args()
    wanted = set(args.programs.split(",")) if args.programs else None
    rows = ["| program | inputs | verdict | exit | time (s) | found by |", "|---|---|---|---|---|---|"]
    for program, depth, name, heuristic in PROGRAMS:
        if wanted and program not in wanted:
            continue
        for label, extra in variants(name, heuristic, args):
            runs = [run(args.binary, program, depth, extra, args.timeout) for _ in range(args.repeat)]
            verdict, code, _, winner = runs[-1]
            seconds = statistics.median(r[2] for r in runs)
            rows.append(f"| {program} | `{label}` | {verdict} | {code} | {seconds:.2f} | {winner} |")
            print(rows[-1], flush=True)
    if args.out:
        os.makedirs(args.out, exist_ok=True)
        with open(os.path.join(args.out, "results.md"), "w") as f:
            f.write("\n".join(rows) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
