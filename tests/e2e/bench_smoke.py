#!/usr/bin/env python3
"""Smoke test of the benchmark suite (benchmarks/run.py): a seconds-long run on the stack program.

    bench_smoke.py SWARMBMC

Runs `run.py --quick --programs stack --depths 10` (and 65, the bug's smallest
depth, plain and swarm only) into a temporary folder and checks: exit 0 (run.py
exits 1 when a verdict contradicts a program's header), runs.csv with the
expected configurations and verdicts, a PNG written, summary.md; and that bad
input (unknown program, bad depth) is a one-line error with a non-zero exit.
"""
import csv
import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
RUN = os.path.join(HERE, "..", "..", "benchmarks", "run.py")
failures = []


def expect(condition, message):
    if not condition:
        failures.append(message)
        print("FAIL:", message)


def run(args):
    proc = subprocess.run([sys.executable, RUN] + args, capture_output=True, text=True, timeout=300)
    return proc.returncode, proc.stdout, proc.stderr


def check_stack_run(binary, out):
    code, stdout, stderr = run(["--quick", "--programs", "stack", "--depths", "10", "--binary", binary, "--out", out])
    expect(code == 0, f"run.py exit {code}\n{stdout[-2000:]}\n{stderr[-2000:]}")
    path = os.path.join(out, "runs.csv")
    expect(os.path.isfile(path), "no runs.csv")
    if not os.path.isfile(path):
        return
    rows = list(csv.DictReader(open(path)))
    configs = {r["config"] for r in rows}
    for config in ("plain", "omit push", "keep push", "swarm-16/j2", "swarm-16/j1", "swarm-32/j2",
                   "swarm-16/j2/no-slicing", "omit pop/no-slicing", "plain/z3"):
        expect(config in configs, f"no run of configuration {config}")
    # The header says VERIFIED at depth 10: configuration 0 decides plain and swarm runs.
    for r in rows:
        expect(r["check"] == "ok", f"{r['config']}: {r['check']}")
        if not r["omitted"]:
            expect(r["result"] == "VERIFIED", f"{r['config']} seed {r['seed']}: {r['result']}, header says VERIFIED")
        else:
            expect(r["result"] == "NO-CEX", f"{r['config']}: {r['result']} (an omission run cannot prove anything)")
    pngs = [f for f in os.listdir(out) if f.endswith(".png")]
    expect(pngs, "no PNG written")
    for png in pngs:
        expect(open(os.path.join(out, png), "rb").read(8) == b"\x89PNG\r\n\x1a\n", f"{png} is not a PNG")
    expect(os.path.isfile(os.path.join(out, "summary.md")), "no summary.md")


def check_failing_depth(binary, out):
    """At depth 65 the header says FAILED: plain and the swarm must find the overflow."""
    code, stdout, stderr = run(["--programs", "stack", "--depths", "65", "--parts", "plain,swarm", "--seeds", "1",
                                "--binary", binary, "--out", out, "--no-plots"])
    expect(code == 0, f"run.py at depth 65: exit {code}\n{stdout[-2000:]}\n{stderr[-2000:]}")
    rows = list(csv.DictReader(open(os.path.join(out, "runs.csv"))))
    expect(rows and all(r["result"] == "FAILED" for r in rows),
           f"depth 65: {[(r['config'], r['result']) for r in rows]}")


def check_bad_input(binary):
    for args, words in ((["--programs", "nosuch"], "unknown program 'nosuch'"), (["--depths", "0"], "bad depth '0'"),
                        (["--depths", "x"], "bad depth 'x'"), (["--parts", "nope"], "unknown part 'nope'")):
        code, stdout, stderr = run(args + ["--binary", binary, "--no-plots"])
        lines = stderr.strip().splitlines()
        expect(code != 0 and len(lines) == 1 and words in lines[0] and lines[0].startswith("run.py: error: "),
               f"{args}: exit {code}, stderr {stderr!r}")


def main():
    binary = os.path.abspath(sys.argv[1])
    with tempfile.TemporaryDirectory() as out:
        check_stack_run(binary, os.path.join(out, "d10"))
        check_failing_depth(binary, os.path.join(out, "d65"))
    check_bad_input(binary)
    print(f"{len(failures)} failures")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
