#!/usr/bin/env python3
"""Every regression case, run as a swarm of 8 under each --swarm-encoding
(sliced, shared, auto) on one backend, gives the same verdict and exit code.

auto runs first and prints which encoding it chose; that run is the chosen
mode's run too (the choice is deterministic), so only the other explicit
mode runs again: two runs per case instead of three (the suite's time).

usage: shared_agreement.py BINARY REGRESSION_DIR --solver cadical|z3

Cases that expect an input error (exit 1, or a "swarmbmc: error:" line
whatever the exit code: the log errors of --log-trace), already choose swarm options
(--swarm, --omit, --emit-variant, --list-features, --dimacs) or wait for a
limit (--timeout, --memory-limit) are skipped.
Cases without swarm_log calls and without --features/--log-function get
--features functions, so that they have features to omit too. Where a case
expects FAILED (10) or VERIFIED/BOUNDED (0), the swarm must give that exit
code as well (configuration 0 is plain BMC, and only it can prove). Each
run must print the encoding that ran ("Encoding: shared ...").
"""
import argparse
import concurrent.futures
import os
import re
import subprocess
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "regression"))
from run_case import parse_desc  # noqa: E402

import corpus_sample  # noqa: E402

MODES = ["sliced", "shared", "auto"]
# Swarm options of the case's own; and limits, whose cases wait for them
# to expire (UNKNOWN by design; shared_modes.py checks stops in shared mode).
SKIP_OPTIONS = {"--swarm", "--omit", "--emit-variant", "--list-features", "--dimacs", "--timeout", "--memory-limit",
                "--ranges",  # ranges run the sliced encoding only
                "--k-induction",  # runs alone: not with --swarm
                "--list-choices",  # lists the named choices and stops before any encoding
                "--peer-strict"}  # plain BMC only (its proofs name the cut cache misses)


def case_arguments(case_dir):
    """(input, args, expected exit code or None), or None to skip the case."""
    input_file, args, expected, _forbidden = parse_desc(os.path.join(case_dir, "test.desc"))
    if any(a.split("=")[0] in SKIP_OPTIONS for a in args):
        return None
    exits = [int(m.group(1)) for _line, text, _regex in expected for m in [re.fullmatch(r"\^EXIT=(\d+)\$", text)] if m]
    exit_code = exits[0] if exits else None
    if exit_code == 1 or any(text.startswith("^swarmbmc: error:") for _line, text, _regex in expected):
        return None  # stopped before any encoding
    source = os.path.join(case_dir, input_file)
    has_logs = os.path.exists(source) and "swarm_log" in open(source, errors="replace").read()
    if not has_logs and not any(a.startswith(("--features", "--log-function")) for a in args):
        args = args + ["--features", "functions"]
    return input_file, args, exit_code


def run(binary, case_dir, input_file, args, solver, mode):
    # A case that names its backend keeps it (as run_case.py's --extra-args would clash).
    backend = [] if any(a.startswith("--solver") for a in args) else ["--solver", solver]
    cmd = [binary, input_file] + args + ["--swarm", "8", "--jobs", "2", "--no-progress",
                                         "--swarm-encoding", mode] + backend
    done = subprocess.run(cmd, cwd=case_dir, capture_output=True, text=True, timeout=120)
    text = done.stdout + done.stderr
    verdict = re.search(r"^VERDICT: (\w+)", text, re.M)
    encoding = re.search(r"^Encoding: (\w+) \((.*)\)$", text, re.M)
    return done.returncode, verdict.group(1) if verdict else None, encoding, text


# Under Z3 these families cost tens of seconds a run (floating-point circuits,
# stream bytes) and add nothing about swarm encodings that the CaDiCaL sweep
# and regression-z3/<case> do not check: the Z3 sweep leaves them out.
Z3_SKIPPED_FAMILIES = ("float_", "transcendental_", "nan_check_", "io_", "choice_")


def check_case(binary, case_dir, solver):
    """Problems of one case (empty when the three modes agree)."""
    if solver == "z3" and os.path.basename(case_dir).startswith(Z3_SKIPPED_FAMILIES):
        return None
    setup = case_arguments(case_dir)
    if setup is None:
        return None
    input_file, args, expected_exit = setup
    results = {"auto": run(binary, case_dir, input_file, args, solver, "auto")}
    chose = results["auto"][2].group(1) if results["auto"][2] else None
    for mode in MODES[:2]:
        if mode != chose:
            results[mode] = run(binary, case_dir, input_file, args, solver, mode)
    problems = []
    outcomes = {mode: (r[0], r[1]) for mode, r in results.items()}
    if len(set(outcomes.values())) != 1:
        problems.append(f"modes disagree: {outcomes}")
    for mode, (code, _verdict, encoding, text) in results.items():
        if expected_exit in (0, 10) and code != expected_exit:
            problems.append(f"{mode}: exit {code}, the case expects {expected_exit}\n{text[-1500:]}")
        if code in (0, 2, 10) and not encoding:
            problems.append(f"{mode}: no 'Encoding:' line\n{text[-1500:]}")
        elif encoding and mode != "auto" and encoding.group(1) != mode:
            problems.append(f"{mode}: ran {encoding.group(1)}")
        elif encoding and mode == "auto" and not encoding.group(2).startswith("auto:"):
            problems.append(f"auto: the choice is not explained: {encoding.group(0)}")
    return problems


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("binary")
    parser.add_argument("regression_dir")
    parser.add_argument("--solver", default="cadical")
    corpus_sample.add_argument(parser)
    options = parser.parse_args()
    binary = os.path.abspath(options.binary)
    cases = sorted(d for d in os.listdir(options.regression_dir)
                   if os.path.exists(os.path.join(options.regression_dir, d, "test.desc"))
                   and corpus_sample.in_sample(d, options.sample))
    checked, failures = 0, []
    with concurrent.futures.ThreadPoolExecutor(max_workers=2) as pool:
        futures = {pool.submit(check_case, binary, os.path.join(options.regression_dir, c), options.solver): c
                   for c in cases}
        for future in concurrent.futures.as_completed(futures):
            problems = future.result()
            if problems is None:
                continue
            checked += 1
            if problems:
                failures.append((futures[future], problems))
    for case, problems in sorted(failures):
        print(f"FAIL {case}:")
        for p in problems:
            print("   ", p)
    print(f"{checked} cases checked with --solver {options.solver}, {len(failures)} disagree")
    if checked < 100 * min(1.0, options.sample):
        print("too few cases checked: the regression folder is not where it should be")
        return 1
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
