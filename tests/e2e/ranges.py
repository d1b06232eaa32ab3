#!/usr/bin/env python3
"""End-to-end checks of ranged BMC (--ranges, --range-file, --emit-ranges).

Usage:
  ranges.py soundness BINARY REGRESSION_DIR [--solver S] [--counts 3,8]
  ranges.py features BINARY

soundness: every regression case whose verdict is not an error or a limit
  runs again with --ranges K --ranges-only (K in --counts) and --jobs 2 (only
  the ranges: by default the whole configuration races them and may answer first); the exit code and
  the verdict must be the ones its test.desc expects of plain BMC.
  (--ranges 1 is plain BMC itself: the plan is not changed.)
features:
  - a bug exactly on a range boundary (the program asserts x != s for the
    split key s that --emit-ranges reports) and just after it: found with
    --ranges, and with --range-file by exactly the range that holds it;
  - --range-file round trip: every range of a correct program VERIFIED on
    its own, the table names the file's bounds; mismatched program or
    options are rejected (exit 1), another environment (--env, --env-only,
    --max-env-length) too;
  - a program without inputs (all paths in the first range) and one whose
    number of inputs differs per path, correct and failing;
  - --swarm with --ranges (the whole configuration 0 racing its ranges, the
    default) proves a correct program (VERIFIED) and finds a bug;
  - cancellation: a range's counterexample stops the ranges stuck on a hard
    factoring problem within 100 ms (stop latency in --stats-json).
Exit status 0 when every check holds, 1 otherwise.
"""

import argparse
import json
import os
import re
import shlex
import shutil
import subprocess
import sys
import tempfile

import corpus_sample

FAILURES = []


def check(condition, message):
    if not condition:
        FAILURES.append(message)
        print(f"FAIL {message}", flush=True)
    return condition


def run(binary, program, args, cwd=None, timeout=100):
    command = [binary, program] + args + ["--no-progress"]
    proc = subprocess.run(command, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, timeout=timeout, cwd=cwd)
    return proc.returncode, proc.stdout.decode("utf-8", "replace")


def verdict(text):
    m = re.search(r"^VERDICT: (\w+)", text, re.MULTILINE)
    return m.group(1) if m else None


# --- soundness over the regression cases ------------------------------------

SKIPPED_OPTIONS = ("--ranges", "--range-file", "--emit-ranges", "--swarm-encoding", "--omit", "--emit-variant", "--list-features", "--dimacs", "--timeout", "--memory-limit",
                   "--json", "--witness", "--sarif", "--k-induction",  # k-induction runs alone
                   "--list-choices",  # lists the named choices and stops before any encoding
                   "--peer-strict")  # plain BMC only (its proofs name the cut cache misses)


# Under Z3 these families cost tens of seconds a run (floating-point circuits,
# stream bytes) and add nothing about ranges that the CaDiCaL sweep and
# regression-z3/<case> do not check: the Z3 sweep leaves them out.
Z3_SKIPPED_FAMILIES = ("float_", "transcendental_", "nan_check_", "io_", "choice_")


def expectations(desc):
    """(input, args, exit code, verdict) of a test.desc; None for cases ranges do not apply to."""
    with open(desc, encoding="utf-8") as f:
        lines = f.read().splitlines()
    args = shlex.split(lines[1]) if len(lines) > 1 and not lines[1].startswith("//") else []
    text = "\n".join(lines[2:])
    exit_match = re.search(r"^\^EXIT=(\d+)\$$", text, re.MULTILINE)
    verdict_match = re.search(r"^\^VERDICT: (\w+)", text, re.MULTILINE)
    if not exit_match or exit_match.group(1) == "1" or not verdict_match:
        return None
    if any(a.startswith(SKIPPED_OPTIONS) for a in args):
        return None
    # Unrollings of thousands of steps cost seconds per range (each range
    # unrolls the whole program): kept out of the suite's time budget.
    depth = next((int(v) for k, v in zip(args, args[1:]) if k in ("--depth", "--unwind")), 10)
    if depth >= 1000:
        return None
    return lines[0].strip(), args, int(exit_match.group(1)), verdict_match.group(1)


def soundness(args):
    counts = [int(c) for c in args.counts.split(",")]
    cases = 0
    for case in sorted(os.listdir(args.regression_dir)):
        desc = os.path.join(args.regression_dir, case, "test.desc")
        if not os.path.isfile(desc):
            continue
        if args.solver == "z3" and case.startswith(Z3_SKIPPED_FAMILIES):
            continue
        if not corpus_sample.in_sample(case, args.sample):
            continue
        expected = expectations(desc)
        if not expected:
            continue
        program, case_args, code, want = expected
        if args.solver and "--solver" not in case_args:
            case_args = case_args + ["--solver", args.solver]
        cases += 1
        for count in counts:
            jobs = [] if "--jobs" in case_args else ["--jobs", "2"]
            got_code, text = run(args.binary, program, case_args + ["--ranges", str(count), "--ranges-only"] + jobs,
                                 cwd=os.path.join(args.regression_dir, case))
            check(got_code == code and verdict(text) == want,
                  f"{case} --ranges {count}: exit {got_code} verdict {verdict(text)}, plain BMC gives "
                  f"exit {code} verdict {want}\n{text[-1500:]}")
    print(f"{cases} regression cases, --ranges {args.counts}: {'ok' if not FAILURES else 'FAILED'}")
    check(cases >= max(10, int(250 * min(1.0, args.sample))), f"only {cases} regression cases found")


# --- features ----------------------------------------------------------------

BOUNDARY = """extern unsigned __VERIFIER_nondet_uint(void);
extern void reach_error(void);
int main(void) {
  unsigned x = __VERIFIER_nondet_uint();
  if (x == %uu) reach_error();
  return 0;
}
"""

NO_INPUTS = """extern void reach_error(void);
int main(void) {
  int s = 0;
  for (int i = 0; i < 5; i++) s += i;
  if (s != %d) reach_error();
  return 0;
}
"""

# The number of inputs read differs per path: n of them after the first.
VARYING = """extern unsigned char __VERIFIER_nondet_uchar(void);
extern void reach_error(void);
int main(void) {
  unsigned n = __VERIFIER_nondet_uchar() %% 4, sum = 0;
  for (unsigned i = 0; i < n; i++) sum += __VERIFIER_nondet_uchar();
  if (n == 3 && sum == %d) reach_error();
  return 0;
}
"""

HARD_AND_EASY = """extern unsigned long __VERIFIER_nondet_ulong(void);
extern void reach_error(void);
int main(void) {
  unsigned long x = __VERIFIER_nondet_ulong(), y = __VERIFIER_nondet_ulong();
  if (x < 0x8000000000000000ul) {
    /* 3898017869 * 3621931211: two random 32-bit primes (hard for SAT) */
    if (y > 1 && y < 4294967296ul && (x & 0xfffffffful) > 1 && (x & 0xfffffffful) * y == 14118352580766809359ul)
      reach_error();
  } else if (y == 5) {
    reach_error();
  }
  return 0;
}
"""


def write(directory, name, text):
    path = os.path.join(directory, name)
    with open(path, "w", encoding="utf-8") as f:
        f.write(text)
    return path


def emit(binary, program, count, directory, extra=()):
    code, text = run(binary, program, ["--depth", "4", "--ranges", str(count), "--emit-ranges", directory] + list(extra))
    check(code == 0, f"--emit-ranges {count}: exit {code}\n{text}")
    ranges = []
    for i in range(count):
        with open(os.path.join(directory, f"range-{i}.json"), encoding="utf-8") as f:
            ranges.append(json.load(f))
    return ranges


def in_range(value, r):
    """Whether the one-input key [value] lies in range r (zero-padded order)."""
    def cmp(a, b):
        n = max(len(a), len(b))
        a, b = a + [0] * (n - len(a)), b + [0] * (n - len(b))
        return (a > b) - (a < b)
    key = [value]
    after = [int(v) for v in r["after"]] if r["after"] is not None else None
    up_to = [int(v) for v in r["up_to"]] if r["up_to"] is not None else None
    return (after is None or cmp(key, after) > 0) and (up_to is None or cmp(key, up_to) <= 0)


def boundary_and_range_files(binary, tmp):
    probe = write(tmp, "probe.c", BOUNDARY % 0)
    ranges = emit(binary, probe, 4, os.path.join(tmp, "probe-ranges"))
    check(all(r["key_length"] == 1 for r in ranges), "boundary: one input, one key element")
    split = int(ranges[1]["up_to"][0])  # the upper bound of range 2
    for label, value in (("on the boundary", split), ("just after it", split + 1)):
        program = write(tmp, f"boundary_{value}.c", BOUNDARY % value)
        code, text = run(binary, program, ["--depth", "4", "--ranges", "4", "--ranges-only", "--jobs", "2"])
        check(code == 10 and verdict(text) == "FAILED", f"bug {label} ({value}): --ranges 4 exit {code}\n{text}")
        directory = os.path.join(tmp, f"ranges-{value}")
        files = emit(binary, program, 4, directory)
        # Same split keys: they depend on the unrolled formula's inputs and the seed, not on the constant.
        check(files[1]["up_to"] == ranges[1]["up_to"], f"bug {label}: the split moved with the constant")
        holders = [i for i, r in enumerate(files) if in_range(value, r)]
        check(len(holders) == 1, f"bug {label}: {len(holders)} ranges hold {value}")
        for i in range(4):
            code, text = run(binary, program, ["--depth", "4", "--range-file", os.path.join(directory, f"range-{i}.json")])
            want = (10, "FAILED") if i in holders else (0, "VERIFIED")
            check((code, verdict(text)) == want,
                  f"bug {label}: range {i + 1}/4 alone gives exit {code} {verdict(text)}, expected {want}\n{text}")
            check(re.search(rf"range {i + 1}/4 \(", text) is not None, f"range file {i}: table does not name the range\n{text}")
            check("covers only" in text, f"range file {i}: no note that the verdict covers one range\n{text}")
    # Mismatches are bad input: exit 1 with one line.
    one = os.path.join(tmp, "probe-ranges", "range-0.json")
    code, text = run(binary, probe, ["--depth", "5", "--range-file", one])
    check(code == 1 and "was made with depth" in text, f"range file with another --depth: exit {code}\n{text}")
    # Every check changes the unrolled formula, the float checks too: named before any fingerprint.
    code, text = run(binary, probe, ["--depth", "4", "--range-file", one, "--nan-check"])
    check(code == 1 and "was made with checks" in text, f"range file without --nan-check: exit {code}\n{text}")
    # Choice rules and the I/O environment too (named choices, streams).
    code, text = run(binary, probe, ["--depth", "4", "--range-file", one, "--choice", "main::x=set(1,2)"])
    check(code == 1 and "was made with choices" in text, f"range file without --choice: exit {code}\n{text}")
    code, text = run(binary, probe, ["--depth", "4", "--range-file", one, "--max-input-length", "8"])
    check(code == 1 and "was made with io" in text, f"range file with another --max-input-length: exit {code}\n{text}")
    code, text = run(binary, write(tmp, "other.c", BOUNDARY % 7), ["--depth", "4", "--range-file", one])
    check(code == 1 and "another program" in text, f"range file of another program: exit {code}\n{text}")
    code, text = run(binary, probe, ["--depth", "4", "--range-file", write(tmp, "bad.json", "{")])
    check(code == 1 and "malformed" in text, f"malformed range file: exit {code}\n{text}")
    code, text = run(binary, probe, ["--depth", "4", "--range-file", one, "--ranges", "2"])
    check(code == 1, f"--range-file with --ranges: exit {code}\n{text}")


# A bug only where HOME does not start with /r, for most of x's values.
ENVIRONMENT = """#include <assert.h>
#include <stdlib.h>
extern unsigned __VERIFIER_nondet_uint(void);
int main(void) {
  unsigned x = __VERIFIER_nondet_uint();
  const char *home = getenv("HOME");
  if (x > 7) assert(home != NULL && home[0] == '/' && home[1] == 'r');
  return 0;
}
"""


def environment_range_files(binary, tmp):
    """A range file records --env, --env-only and --max-env-length: another environment is rejected."""
    program = write(tmp, "environment.c", ENVIRONMENT)
    directory = os.path.join(tmp, "environment-ranges")
    emit(binary, program, 2, directory, ["--env", "HOME=/root"])
    for i in range(2):
        code, text = run(binary, program, ["--depth", "4", "--env", "HOME=/root", "--range-file",
                                           os.path.join(directory, f"range-{i}.json")])
        check((code, verdict(text)) == (0, "VERIFIED"), f"--env range {i + 1}/2: exit {code} {verdict(text)}\n{text}")
    one = os.path.join(directory, "range-1.json")
    for extra, named in ((["--env", "HOME=/home"], "io.environment.fixed"), ([], "io.environment.fixed"),
                         (["--env", "HOME=/root", "--env-only"], "io.environment.only"),
                         (["--env", "HOME=/root", "--max-env-length", "3"], "io.environment.max_length")):
        code, text = run(binary, program, ["--depth", "4", "--range-file", one] + extra)
        check(code == 1 and f"was made with {named}" in text, f"range file of --env HOME=/root with {extra}: exit {code}\n{text}")


def shapes(binary, tmp):
    for name, source, args, want in (
            ("no_inputs_pass", NO_INPUTS % 10, ["--depth", "6"], (0, "VERIFIED")),
            ("no_inputs_fail", NO_INPUTS % 11, ["--depth", "6"], (10, "FAILED")),
            ("varying_pass", VARYING % 800, ["--depth", "4"], (0, "VERIFIED")),
            ("varying_fail", VARYING % 700, ["--depth", "4"], (10, "FAILED")),
            ("varying_bounded", VARYING % 800, ["--depth", "2"], (0, "BOUNDED"))):
        program = write(tmp, name + ".c", source)
        for count, split in ((3, "random"), (8, "random"), (8, "small")):
            code, text = run(binary, program, args + ["--ranges", str(count), "--ranges-only", "--jobs", "2", "--range-split", split])
            check((code, verdict(text)) == want,
                  f"{name} --ranges {count} --range-split {split}: exit {code} {verdict(text)}, expected {want}\n{text}")
    stats = os.path.join(tmp, "no_inputs.json")
    run(binary, os.path.join(tmp, "no_inputs_pass.c"), ["--depth", "6", "--ranges", "3", "--ranges-only", "--stats-json", stats])
    with open(stats, encoding="utf-8") as f:
        rows = json.load(f)["configurations"]
    check(all(r["range"]["key_length"] == 0 for r in rows), "no inputs: the key is empty")


def swarm_with_ranges(binary, tmp):
    here = os.path.dirname(os.path.abspath(__file__))
    regression = os.path.join(here, "..", "regression")
    for case, want in (("stack_small_pass", (0, "VERIFIED")), ("stack_small_fail", (10, "FAILED"))):
        program = os.path.join(regression, case, "main.c")
        code, text = run(binary, program, ["--depth", "6", "--swarm", "8", "--ranges", "3", "--jobs", "2"])
        check((code, verdict(text)) == want, f"{case} --swarm 8 --ranges 3: exit {code} {verdict(text)}\n{text}")
        check(len(re.findall(r"range \d/3", text)) >= 3, f"{case}: the table lacks the ranges\n{text}")


def cancellation(binary, tmp):
    program = write(tmp, "hard_and_easy.c", HARD_AND_EASY)
    stats = os.path.join(tmp, "cancel.json")
    code, text = run(binary, program, ["--depth", "2", "--ranges", "4", "--ranges-only", "--jobs", "2", "--stats-json", stats],
                     timeout=120)
    check(code == 10, f"cancellation: exit {code}, expected 10\n{text}")
    with open(stats, encoding="utf-8") as f:
        report = json.load(f)
    outcomes = [row["result"] for row in report["configurations"]]
    check("stopped" in outcomes, f"cancellation: no range was stopped ({outcomes}); the program is not hard enough")
    check(report["stop_latency_ms"] is not None and report["stop_latency_ms"] < 100,
          f"cancellation: the ranges stopped {report['stop_latency_ms']} ms after the counterexample (limit 100)")


def features(args):
    tmp = tempfile.mkdtemp(prefix="swarmbmc-ranges-")
    try:
        boundary_and_range_files(args.binary, tmp)
        environment_range_files(args.binary, tmp)
        shapes(args.binary, tmp)
        swarm_with_ranges(args.binary, tmp)
        cancellation(args.binary, tmp)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("what", choices=["soundness", "features"])
    parser.add_argument("binary")
    parser.add_argument("regression_dir", nargs="?")
    parser.add_argument("--solver", default="")
    parser.add_argument("--counts", default="3,8")
    corpus_sample.add_argument(parser)
    args = parser.parse_args()
    if args.what == "soundness":
        if not args.regression_dir:
            parser.error("soundness needs REGRESSION_DIR")
        soundness(args)
    else:
        features(args)
    print("ranges: " + ("all checks hold" if not FAILURES else f"{len(FAILURES)} checks failed"))
    return 1 if FAILURES else 0


if __name__ == "__main__":
    sys.exit(main())
