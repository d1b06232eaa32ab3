#!/usr/bin/env python3
"""End-to-end checks of swarmbmc-mpi (the swarm on MPI ranks, distributed/).

Usage: mpi_swarm.py MPI_BINARY PLAIN_BINARY REPO_DIR [--sample FRACTION]

Every run is `mpirun --oversubscribe -np P MPI_BINARY ...` (as root with
OMPI_ALLOW_RUN_AS_ROOT). Checks:
  - same verdicts as the plain binary: examples/stack.c (FAILED, the same
    violated property) and stack_fixed.c (VERIFIED) at -np 3 and -np 5;
    a program that fails only when HOME is unset is FAILED without --env
    and VERIFIED with --env HOME=/root, as with the plain binary, naming the
    variables left unknown (none under --env-only);
    every swarm_log regression case at -np 3 with --swarm 8 gives the
    verdict its test.desc expects (with --sample, a deterministic share of
    them: corpus_sample.py, salted "e2e/mpi_swarm");
  - every configuration that ran names a worker rank (table, --stats-json),
    --stats-json has one summary per worker, --ranges works across ranks;
  - faults: a run killed on one worker (as the OOM killer would) is run
    again on another and the verdict holds; with one worker it is run
    again there; a configuration 0 lost twice gives UNKNOWN naming the loss,
    never VERIFIED; a worker rank dying under mpirun --enable-recovery is
    noticed by its silence and its configuration runs elsewhere;
  - stopping: the first counterexample stops a worker stuck on a factoring
    problem (stop latency in --stats-json) and --timeout stops the ranks;
  - a missing input is a one-line error at exit 1 with no hang, the plain
    swarmbmc under mpirun -np 2 refuses (each copy would check it all), and
    --version names the MPI library.
Exit status 0 when every check holds, 1 otherwise.
"""

import glob
import json
import os
import re
import shlex
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import corpus_sample  # noqa: E402

FAILURES = []
ENV = dict(os.environ, OMPI_ALLOW_RUN_AS_ROOT="1", OMPI_ALLOW_RUN_AS_ROOT_CONFIRM="1",
           OMPI_MCA_rmaps_base_oversubscribe="1")


def check(condition, message):
    if not condition:
        FAILURES.append(message)
        print(f"FAIL {message}", flush=True)
    return condition


def mpirun(binary, np, args, hooks=None, mpirun_options=(), timeout=120, cwd=None):
    command = ["mpirun", "--oversubscribe", "-np", str(np)] + list(mpirun_options)
    env = dict(ENV)
    for name, value in (hooks or {}).items():
        env[name] = str(value)
        command += ["-x", name]
    command += [binary] + args + ["--no-progress"]
    start = time.monotonic()
    proc = subprocess.run(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=timeout, env=env, cwd=cwd)
    return proc.returncode, proc.stdout.decode("utf-8", "replace"), proc.stderr.decode("utf-8", "replace"), \
        time.monotonic() - start


def plain(binary, args, timeout=120):
    proc = subprocess.run([binary] + args + ["--no-progress"], stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                          timeout=timeout)
    return proc.returncode, proc.stdout.decode("utf-8", "replace")


def verdict(text):
    m = re.search(r"^VERDICT: (\w+)", text, re.MULTILINE)
    return m.group(1) if m else None


def violated(text):
    m = re.search(r"^Violated property: (.*)$", text, re.MULTILINE)
    return m.group(1) if m else None


def table_rows(text):
    """The swarm table's rows: (index, result text) with the rank if it ran remotely."""
    return re.findall(r"^  (\d+)\s+\S+\s+\d+->\d+\s+\d+\s+[\d.-]+\s+[\d.]+\s+(.*)$", text, re.MULTILINE)


def same_as_plain(mpi, binary, program, args, np, label):
    code, out, err, _ = mpirun(mpi, np, [program] + args)
    plain_code, plain_out = plain(binary, [program] + args)
    check(verdict(out) == verdict(plain_out), f"{label}: MPI verdict {verdict(out)} vs plain {verdict(plain_out)}\n{out}{err}")
    check(code == plain_code, f"{label}: exit {code} vs plain {plain_code}")
    check(violated(out) == violated(plain_out), f"{label}: violated {violated(out)!r} vs {violated(plain_out)!r}")
    for index, result in table_rows(out):
        if not result.startswith("not started"):
            check(re.search(r"\(rank [1-9]\d* on \S+\)", result) is not None,
                  f"{label}: configuration {index} ran without a rank: {result}")
    return out


def check_verdicts(mpi, binary, repo):
    stack, fixed = f"{repo}/examples/stack.c", f"{repo}/examples/stack_fixed.c"
    for np in (3, 5):
        same_as_plain(mpi, binary, stack, ["--depth", "70", "--swarm", "16"], np, f"stack.c -np {np}")
        same_as_plain(mpi, binary, fixed, ["--depth", "70", "--swarm", "16"], np, f"stack_fixed.c -np {np}")
    same_as_plain(mpi, binary, stack, ["--depth", "70", "--swarm", "4", "--ranges", "2"], 3, "stack.c --ranges 2")
    same_as_plain(mpi, binary, fixed, ["--depth", "70", "--ranges", "3"], 3, "stack_fixed.c --ranges 3")
    with tempfile.TemporaryDirectory() as tmp:
        stats = os.path.join(tmp, "stats.json")
        code, out, err, _ = mpirun(mpi, 4, [stack, "--depth", "70", "--swarm", "8", "--run-all", "--stats-json", stats])
        check(code == 10, f"--run-all: exit {code}\n{out}{err}")
        data = json.load(open(stats))
        check(len(data.get("workers", [])) == 3, f"--stats-json: {len(data.get('workers', []))} worker summaries, not 3")
        ranks = {c.get("rank") for c in data["configurations"]}
        check(ranks <= {1, 2, 3} and None not in ranks, f"--run-all: configurations ran on ranks {ranks}")
        check(all(c["result"] in ("cex", "unsat") for c in data["configurations"]),
              f"--run-all: not every configuration answered: {[c['result'] for c in data['configurations']]}")
        check(sorted(c["start_position"] for c in data["configurations"]) == list(range(len(data["configurations"]))),
              "start positions are not a permutation")


# Fails only when HOME is unset; LANG is asked for and stays unknown unless --env-only.
HOME_PROGRAM = r"""
#include <assert.h>
#include <stdlib.h>
#include "swarmbmc.h"
extern int __VERIFIER_nondet_int(void);
int main(void) {
  const char *home = getenv("HOME");
  const char *lang = getenv("LANG");
  if (__VERIFIER_nondet_int()) {
    swarm_log("home");
    assert(home != NULL);
  } else {
    swarm_log("lang");
    if (lang != NULL) assert(lang[0] == lang[0]);
  }
  return 0;
}
"""


def check_environment(mpi, binary):
    """The workers check the environment the coordinator's options give, and say which variables stayed unknown."""
    with tempfile.TemporaryDirectory() as tmp:
        program = os.path.join(tmp, "home.c")
        with open(program, "w") as f:
            f.write(HOME_PROGRAM)
        args = ["--depth", "20", "--swarm", "4"]
        out = same_as_plain(mpi, binary, program, args, 3, "environment unknown")
        check(verdict(out) == "FAILED", f"HOME unset is possible without --env: {verdict(out)}\n{out}")
        out = same_as_plain(mpi, binary, program, args + ["--env", "HOME=/root"], 3, "--env HOME=/root")
        check(verdict(out) == "VERIFIED", f"--env HOME=/root: {verdict(out)}\n{out}")
        check("(environment unknown: LANG: unset or at most 16 characters)" in out,
              f"--env HOME=/root: the workers' unknown environment is not named\n{out}")
        code, out, err, _ = mpirun(mpi, 3, [program] + args + ["--env-only", "--env", "HOME=/root"])
        check(re.search(r"^VERDICT: VERIFIED$", out, re.MULTILINE) is not None,
              f"--env-only --env HOME=/root: not VERIFIED with no variable unknown\n{out}{err}")


def expected_verdict(desc):
    m = re.search(r"^\^VERDICT: (\w+)\$$", open(desc).read(), re.MULTILINE)
    return m.group(1) if m else None


def check_regression_cases(mpi, repo, sample):
    cases = 0
    for main in sorted(glob.glob(f"{repo}/tests/regression/*/main.c")):
        case = os.path.dirname(main)
        desc = os.path.join(case, "test.desc")
        if not os.path.exists(desc):
            continue
        lines = [l for l in open(desc).read().splitlines() if l.strip() and not l.startswith("//")]
        if "swarm_log" not in open(main, errors="replace").read() or len(lines) < 2 or lines[0] != "main.c":
            continue
        if not corpus_sample.in_sample(os.path.basename(case), sample):
            continue
        expected = expected_verdict(desc)
        if expected is None or "--timeout" in lines[1]:
            continue
        args = shlex.split(lines[1]) if lines[1].startswith("-") else []
        if "--swarm" not in args and "--omit" not in args:
            args += ["--swarm", "8"]
        code, out, err, _ = mpirun(mpi, 3, ["main.c"] + args, cwd=case)
        check(verdict(out) == expected, f"{os.path.basename(case)}: MPI swarm says {verdict(out)}, test.desc expects {expected}\n{out[-2000:]}{err[-1000:]}")
        cases += 1
    check(cases >= 20 * sample, f"only {cases} swarm_log regression cases were checked")
    print(f"{cases} regression cases checked on MPI", flush=True)


def check_faults(mpi, repo):
    fixed = f"{repo}/examples/stack_fixed.c"
    args = [fixed, "--depth", "70", "--swarm", "8"]
    # The run of configuration 0 on rank 1 is killed; it runs again on rank 2.
    code, out, err, _ = mpirun(mpi, 3, args, {"SWARMBMC_MPI_TEST_KILL_FIRST_ON_RANK": 1})
    check(verdict(out) == "VERIFIED" and code == 0, f"killed run, -np 3: {verdict(out)} exit {code}\n{out}{err}")
    check("lost the run of configuration 0" in out and "killed by signal 9" in out,
          f"killed run, -np 3: the loss is not reported\n{out}")
    row0 = [r for i, r in table_rows(out) if i == "0"]
    check(bool(row0) and "(rank 2 on" in row0[0], f"killed run: configuration 0 did not run again on rank 2: {row0}")
    # One worker: the lost run goes to the same worker again.
    code, out, err, _ = mpirun(mpi, 2, args, {"SWARMBMC_MPI_TEST_KILL_FIRST_ON_RANK": 1})
    check(verdict(out) == "VERIFIED", f"killed run, -np 2: {verdict(out)}\n{out}{err}")
    # Configuration 0 killed every time: never VERIFIED.
    code, out, err, _ = mpirun(mpi, 3, args, {"SWARMBMC_MPI_TEST_KILL_CONFIGURATION": 0})
    check(verdict(out) == "UNKNOWN" and code == 2, f"configuration 0 lost twice: {verdict(out)} exit {code}\n{out}{err}")
    check(re.search(r"^VERDICT: UNKNOWN \(lost twice: .*killed by signal 9", out, re.MULTILINE) is not None,
          f"configuration 0 lost twice: the reason does not say so\n{out}")
    # A worker rank dies; under --enable-recovery the job goes on and its silence is noticed.
    code, out, err, elapsed = mpirun(mpi, 3, args, {"SWARMBMC_MPI_TEST_KILL_RANK": 1, "SWARMBMC_MPI_HEARTBEAT_TIMEOUT": 1},
                                     mpirun_options=["--enable-recovery"], timeout=60)
    check(verdict(out) == "VERIFIED", f"dead rank: {verdict(out)}\n{out}{err}")
    check("MPI worker rank 1 was lost while running configuration 0" in out, f"dead rank: not reported\n{out}")
    check(elapsed < 30, f"dead rank: {elapsed:.1f} s")


def check_stops(mpi, repo):
    hard_and_easy = f"{repo}/tests/unit/swarm/hard_and_easy.c"
    with tempfile.TemporaryDirectory() as tmp:
        stats = os.path.join(tmp, "stats.json")
        # Configuration 0 and the one omitting "hard" find the easy bug; the one
        # omitting "easy" is a factoring problem that runs until stopped.
        code, out, err, elapsed = mpirun(mpi, 4, [hard_and_easy, "--depth", "2", "--swarm", "4", "--stats-json", stats])
        check(code == 10 and verdict(out) == "FAILED", f"hard_and_easy: {verdict(out)} exit {code}\n{out}{err}")
        data = json.load(open(stats))
        latencies = [c["stop_latency_ms"] for c in data["configurations"] if c["stop_latency_ms"] is not None]
        print(f"stop latencies across ranks (ms): {latencies}", flush=True)
        check(all(l < 1000 for l in latencies), f"stop latency across ranks: {latencies} ms")
        check(elapsed < 30, f"hard_and_easy: {elapsed:.1f} s")
    # --timeout: the one configuration (omitting "easy") runs on a worker until the limit.
    code, out, err, elapsed = mpirun(mpi, 2, [hard_and_easy, "--depth", "2", "--omit", "easy", "--timeout", "3"])
    check(code == 2 and verdict(out) == "UNKNOWN" and "timeout" in out, f"--timeout: {verdict(out)} exit {code}\n{out}{err}")
    check(elapsed < 20, f"--timeout 3 took {elapsed:.1f} s")


def check_errors(mpi, plain_binary, repo):
    code, out, err, elapsed = mpirun(mpi, 3, ["/nonexistent/prog.c", "--depth", "3"], timeout=60)
    check(code == 1, f"missing input: exit {code}")
    check(re.search(r"swarmbmc: error: .*nonexistent/prog\.c", out + err) is not None, f"missing input: {out}{err}")
    check(elapsed < 30, f"missing input: {elapsed:.1f} s")
    code, out, err, _ = mpirun(plain_binary, 2, [f"{repo}/examples/stack.c", "--depth", "5"], timeout=60)
    check(code == 1 and "run swarmbmc-mpi under mpirun instead" in out + err,
          f"plain swarmbmc under mpirun -np 2: exit {code}\n{out}{err}")
    code, out, err, _ = mpirun(mpi, 1, ["--version"])
    check(code == 0 and re.search(r"^MPI: Open MPI v\d", out, re.MULTILINE) is not None, f"--version: {out}{err}")


def main():
    sample = 1.0
    if len(sys.argv) == 6 and sys.argv[4] == "--sample":
        sample = float(sys.argv[5])
        corpus_sample.set_salt("e2e/mpi_swarm")
    elif len(sys.argv) != 4:
        print(__doc__)
        return 2
    mpi, binary, repo = (os.path.abspath(a) for a in sys.argv[1:4])
    check_errors(mpi, binary, repo)
    check_verdicts(mpi, binary, repo)
    check_environment(mpi, binary)
    check_faults(mpi, repo)
    check_stops(mpi, repo)
    check_regression_cases(mpi, repo, sample)
    print(f"{len(FAILURES)} failure(s)")
    return 1 if FAILURES else 0


if __name__ == "__main__":
    sys.exit(main())
