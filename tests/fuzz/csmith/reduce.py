#!/usr/bin/env python3
"""Reduce a disagreeing Csmith program with C-Reduce.

Takes a program kept by csmith_diff.py (a folder
<workdir>/disagreements/<profile>_seed_<N>/ holding prog.c and outcome.json,
or a prog.c with --expect-reason) and shrinks it while
`csmith_diff.py --program prog.c --strict-native` still reports the same
kind of disagreement (the reason up to its first parenthesis). The result
is written to --out (default: reduced.c next to the input).
"""
import argparse
import json
import os
import shlex
import shutil
import stat
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("input", help="a disagreement folder (with prog.c and outcome.json) or a prog.c")
    p.add_argument("--swarmbmc", required=True, help="the swarmbmc binary")
    p.add_argument("--expect-reason", help="disagreement reason prefix to keep (default: from outcome.json)")
    p.add_argument("--depth", type=int, default=1100, help="swarmbmc --depth (default 1100)")
    p.add_argument("--timeout", type=float, default=20.0, help="swarmbmc --timeout per run (default 20)")
    p.add_argument("--extra-args", default="", help="more swarmbmc options, as in csmith_diff.py")
    p.add_argument("--solver", choices=["cadical", "z3", "portfolio"], help="swarmbmc --solver")
    p.add_argument("--jobs", type=int, default=1, help="C-Reduce parallel tests (default 1)")
    p.add_argument("--out", help="where to write the reduced program")
    args = p.parse_args()

    src = Path(args.input).resolve()
    program = src / "prog.c" if src.is_dir() else src
    if not program.is_file():
        print(f"reduce: error: {program}: no such file", file=sys.stderr)
        return 2
    reason = args.expect_reason
    if reason is None:
        outcome = program.parent / "outcome.json"
        if not outcome.is_file():
            print("reduce: error: no outcome.json next to the program; give --expect-reason", file=sys.stderr)
            return 2
        reason = json.loads(outcome.read_text())["reason"].split(" (")[0]
    if not shutil.which("creduce"):
        print("reduce: error: creduce is not installed", file=sys.stderr)
        return 2
    out = Path(args.out).resolve() if args.out else program.parent / "reduced.c"

    check = [sys.executable, str(HERE / "csmith_diff.py"), "--swarmbmc", str(Path(args.swarmbmc).resolve()),
             "--program", "prog.c", "--strict-native", "--quiet", "--expect-reason", reason,
             "--depth", str(args.depth), "--timeout", str(args.timeout)]
    if args.extra_args:
        check += ["--extra-args", args.extra_args]
    if args.solver:
        check += ["--solver", args.solver]
    with tempfile.TemporaryDirectory(prefix="csmith_reduce_") as tmp:
        work = Path(tmp)
        shutil.copy(program, work / "prog.c")
        test = work / "interesting.sh"
        test.write_text("#!/bin/sh\nexec " + " ".join(shlex.quote(c) for c in check) + " >/dev/null 2>&1\n")
        test.chmod(test.stat().st_mode | stat.S_IXUSR)
        if subprocess.run([str(test)], cwd=work).returncode != 0:
            print(f"reduce: error: the program does not show '{reason}' (with --strict-native)", file=sys.stderr)
            return 1
        print(f"reducing {program} while it shows: {reason}", flush=True)
        proc = subprocess.run(["creduce", "--n", str(args.jobs), str(test), "prog.c"], cwd=work,
                              env=dict(os.environ))
        if proc.returncode != 0:
            print("reduce: error: creduce failed", file=sys.stderr)
            return 1
        shutil.copy(work / "prog.c", out)
    print(f"reduced program: {out} ({len(out.read_text().splitlines())} lines)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
