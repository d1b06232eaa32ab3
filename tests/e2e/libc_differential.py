#!/usr/bin/env python3
"""Differential test of swarmbmc's C library models against the host's glibc.

Usage: libc_differential.py BINARY [--count N] [--seed S] [--batch B]
                            [--negate-every K] [--jobs J] [--only AREA]

Every module tests/e2e/libc_diff/<area>_cases.py defines
`cases(rng, count) -> list[dict]`; each case has `name` (unique),
`function` (counted in the final table), `includes` (header names) and
`code` (statements forming one block of main's body) that report values
with CHECK_INT(expr) (an integer, compared as long long) and
CHECK_STR(ptr) (a NUL-terminated string of at most 256 bytes compared
byte by byte with its terminator, or NULL). Each CHECK must run exactly
once.

1. All cases are compiled natively (clang-19 -O0 -fno-builtin
   -D_GNU_SOURCE), each in its own block of one program, and run: the
   CHECKs print what glibc computes.
2. Batches of --batch cases become check programs (compiled with
   -D_GNU_SOURCE too) in which the k-th CHECK
   asserts equality with the k-th native value; swarmbmc must answer
   VERIFIED with no "assuming" (an unmodelled function) and no
   "over-approximating" note. A batch that does not is re-run case by case
   to name the disagreeing ones.
3. For every --negate-every-th case (1: every case), a program with one of
   its CHECKs negated must be FAILED (exit 10) at that CHECK's line.

A disagreement prints the case's C code (ready to become a regression
case) and fails the run; the end is a table of agree/disagree per function
and the line `N passed, N failed` (cases). Exit 0 when all agree.

Sizes: ctest's e2e/libc_differential runs the defaults (--count 60 per
case module, --seed 1: 300 ctype, format, number, string and time
cases); e2e/libc_differential_long (label long) is the [long] run,
`--count 1500 --negate-every 10 --seed 2` (7500 cases).
--depth is set per check program just above its longest string.
"""
import argparse
import concurrent.futures
import glob
import importlib.util
import os
import random
import re
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
CASE_DIR = os.path.join(HERE, "libc_diff")
sys.path.insert(0, CASE_DIR)  # the case modules and this script share libc_diff/common.py
from common import lit  # noqa: E402
CLANG = os.environ.get("SWARMBMC_CLANG", "clang-19")
MIN_DEPTH = 40
TIMEOUT = 120

NATIVE_PRELUDE = r"""
#include <stdio.h>
static void diff_int(int k, long long v) { printf("I %d %lld\n", k, v); fflush(stdout); }
static void diff_str(int k, const char *p) {
  printf("S %d", k);
  if (!p) { printf(" NULL\n"); fflush(stdout); return; }
  int i = 0;
  for (; i < 256 && p[i]; i++) printf(" %d", (unsigned char)p[i]);
  printf(i < 256 ? " 0\n" : " LONG\n");
  fflush(stdout);
}
#define CHECK_INT(e) diff_int(__COUNTER__, (long long)(e))
#define CHECK_STR(p) diff_str(__COUNTER__, (const char *)(p))
#define DIFF_CASE(name) printf("C %s\n", name); fflush(stdout);
"""

CHECK_PRELUDE = r"""
extern void __VERIFIER_assert(int condition);
extern const long long diff_int_expected[];
extern const char *const diff_str_expected[];
extern const int diff_str_length[];
#ifndef DIFF_NEGATED
#define DIFF_NEGATED -1
#endif
/* The assertion is on the CHECK's own line (the negated CHECK must fail there). */
#define CHECK_INT(e) __VERIFIER_assert(diff_int_ok(__COUNTER__, (long long)(e)))
#define CHECK_STR(p) __VERIFIER_assert(diff_str_ok(__COUNTER__, (const char *)(p)))
#define DIFF_CASE(name)
static int diff_int_ok(int k, long long v) {
  return k == DIFF_NEGATED ? v != diff_int_expected[k] : v == diff_int_expected[k];
}
static int diff_str_ok(int k, const char *p) {
  const char *e = diff_str_expected[k];
  int same = (p == 0) == (e == 0);
  if (same && e) {
    for (int i = 0; i <= diff_str_length[k]; i++)
      if (p[i] != e[i]) { same = 0; break; }
  }
  return k == DIFF_NEGATED ? !same : same;
}
"""


def load_modules(only):
    modules = []
    for path in sorted(glob.glob(os.path.join(CASE_DIR, "*_cases.py"))):
        area = os.path.basename(path)[: -len("_cases.py")]
        if only and area not in only:
            continue
        spec = importlib.util.spec_from_file_location(f"libc_diff_{area}", path)
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        modules.append((area, module))
    return modules


def program(cases, prelude):
    includes = sorted({h for case in cases for h in case["includes"]} | {"stddef.h"})
    lines = ["#define _GNU_SOURCE"] + [f"#include <{h}>" for h in includes]
    lines += prelude.strip("\n").split("\n")
    lines.append("int main(void) {")
    starts = []
    for case in cases:
        starts.append(len(lines) + 1)
        lines.append(f"  DIFF_CASE({lit(case['name'].encode())}) {{")
        lines += ["    " + line for line in case["code"].strip("\n").split("\n")]
        lines.append("  }")
    lines.append("  return 0;")
    lines.append("}")
    return "\n".join(lines) + "\n", starts


def check_lines(source):
    """The line of each CHECK, in __COUNTER__ order (source order)."""
    lines = []
    body = source.split("int main(void) {", 1)
    offset = body[0].count("\n")
    for number, line in enumerate(body[1].split("\n"), start=offset + 1):
        lines += [number] * len(re.findall(r"\bCHECK_(?:INT|STR)\(", line))
    return lines


def native_values(cases, tmp):
    """{case name: [(kind, value)]} from one native run of all cases."""
    source, _ = program(cases, NATIVE_PRELUDE)
    c_path, exe = os.path.join(tmp, "native.c"), os.path.join(tmp, "native")
    with open(c_path, "w") as f:
        f.write(source)
    subprocess.run([CLANG, "-O0", "-fno-builtin", "-w", c_path, "-o", exe, "-lm"], check=True)
    # TZ=UTC: the models' local time zone (time_cases.py's localtime, mktime).
    run = subprocess.run([exe], capture_output=True, text=True, timeout=TIMEOUT, env={**os.environ, "TZ": "UTC"})
    values, current, index = {}, None, 0
    for line in run.stdout.splitlines():
        kind, rest = line.split(" ", 1)
        if kind == "C":
            current = rest
            values[current] = []
            continue
        k, value = rest.split(" ", 1)
        if int(k) != index:
            sys.exit(f"case {current}: a CHECK ran twice or not at all (CHECK {k}, expected {index})")
        index += 1
        if kind == "I":
            values[current].append(("I", int(value)))
        elif value == "NULL":
            values[current].append(("S", None))
        elif value.endswith("LONG"):
            sys.exit(f"case {current}: CHECK_STR of a string longer than 256 bytes")
        else:
            values[current].append(("S", bytes(int(b) for b in value.split()[:-1])))
    if run.returncode != 0:
        sys.exit(f"the native program failed (exit {run.returncode}) after case {current}:\n{run.stderr}")
    return values


def expectation_tables(cases, values):
    ints, strs, lengths = [], [], []
    for case in cases:
        for kind, value in values[case["name"]]:
            ints.append(value if kind == "I" else 0)
            strs.append("0" if kind == "I" or value is None else lit(value))
            lengths.append(len(value) if kind == "S" and value is not None else 0)
    fmt = lambda v: f"{v}LL" if v > -(2 ** 63) else "(-9223372036854775807LL - 1)"
    return "\n".join([
        "const long long diff_int_expected[] = {" + ", ".join(fmt(v) for v in ints or [0]) + "};",
        "const char *const diff_str_expected[] = {" + ", ".join(strs or ["0"]) + "};",
        "const int diff_str_length[] = {" + ", ".join(str(v) for v in lengths or [0]) + "};",
    ]) + "\n"


def depth_for(cases, values):
    """Loops over strings run once per byte: --depth just above the longest
    literal of the cases and the longest string they CHECK. Not more: a
    deeper bound makes some models' loops (sprintf's) far costlier."""
    longest = MIN_DEPTH
    for case in cases:
        for literal in re.findall(r'"((?:[^"\\]|\\.)*)"', case["code"]):
            longest = max(longest, len(literal) + 8)
        for kind, value in values[case["name"]]:
            if kind == "S" and value is not None:
                longest = max(longest, len(value) + 8)
    return longest


def run_swarmbmc(binary, cases, values, tmp, tag, negated=-1):
    source, _ = program(cases, CHECK_PRELUDE)
    if negated >= 0:
        source = f"#define DIFF_NEGATED {negated}\n" + source
    source += expectation_tables(cases, values)
    path = os.path.join(tmp, f"check_{tag}.c")
    with open(path, "w") as f:
        f.write(source)
    for attempt in range(6):
        try:
            run = subprocess.run([binary, path, "--depth", str(depth_for(cases, values))], capture_output=True, text=True,
                                 timeout=TIMEOUT)
        except subprocess.TimeoutExpired:
            return None, f"timeout after {TIMEOUT} s", source
        # The shared build may be relinking the binary at this moment.
        if "cannot start" not in run.stderr and "Text file busy" not in run.stderr:
            break
        time.sleep(5)
    return run.returncode, run.stdout + run.stderr, source


def verified(code, output):
    verdict = re.search(r"^VERDICT: (.*)$", output, re.M)
    return (code == 0 and verdict is not None and verdict.group(1) == "VERIFIED"
            and "assuming" not in output and "over-approximating" not in output)


class Differential:
    def __init__(self, binary, tmp, jobs):
        self.binary, self.tmp, self.jobs = binary, tmp, jobs
        self.failed = {}  # case name -> reason
        self.counter = 0

    def tag(self):
        self.counter += 1
        return str(self.counter)

    def check_batches(self, batches, values):
        with concurrent.futures.ThreadPoolExecutor(self.jobs) as pool:
            runs = list(pool.map(lambda b: run_swarmbmc(self.binary, b, values, self.tmp, self.tag()), batches))
        singles = [[case] for batch, (code, out, _) in zip(batches, runs) if not verified(code, out) for case in batch]
        if singles:
            with concurrent.futures.ThreadPoolExecutor(self.jobs) as pool:
                alone = list(pool.map(lambda b: run_swarmbmc(self.binary, b, values, self.tmp, self.tag()), singles))
            for (case,), (code, out, _) in zip(singles, alone):
                if not verified(code, out):
                    self.disagree(case, "not VERIFIED against glibc's values", out)

    def check_negations(self, cases, values, every, rng):
        jobs = []
        for i, case in enumerate(cases):
            if i % every != 0 or case["name"] in self.failed or not values[case["name"]]:
                continue
            jobs.append((case, rng.randrange(len(values[case["name"]]))))

        def one(job):
            case, k = job
            return run_swarmbmc(self.binary, [case], values, self.tmp, self.tag(), negated=k)

        with concurrent.futures.ThreadPoolExecutor(self.jobs) as pool:
            runs = list(pool.map(one, jobs))
        for (case, k), (code, out, source) in zip(jobs, runs):
            line = check_lines(source)[k]
            if code != 10 or not re.search(rf"^Violated property: \[assertion\].* at \S*check_\d+\.c:{line}:", out, re.M):
                self.disagree(case, f"CHECK {k} negated (line {line}) is not FAILED there", out)

    def disagree(self, case, reason, output):
        self.failed[case["name"]] = reason
        print(f"DISAGREE {case['name']} ({case['function']}): {reason}")
        print("  includes: " + " ".join(f"<{h}>" for h in case["includes"]))
        print("  code:\n" + "\n".join("    " + line for line in case["code"].strip("\n").split("\n")))
        print("  swarmbmc said:\n" + "\n".join("    " + line for line in output.strip().split("\n")[-8:]))


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("binary")
    parser.add_argument("--count", type=int, default=60, help="cases per case module (default 60)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--batch", type=int, default=10, help="cases per check program (default 10)")
    parser.add_argument("--negate-every", type=int, default=3,
                        help="negate one CHECK of every K-th case (default 3; 1: every case)")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--only", action="append", help="only this area (repeatable: string, number, format, ctype, time)")
    args = parser.parse_args()

    cases = []
    for area, module in load_modules(args.only):
        cases += module.cases(random.Random(f"{args.seed}:{area}"), args.count)
    names = [case["name"] for case in cases]
    if len(set(names)) != len(names):
        sys.exit("case names are not unique")
    with tempfile.TemporaryDirectory(prefix="libc_diff_") as tmp:
        values = native_values(cases, tmp)
        checker = Differential(os.path.abspath(args.binary), tmp, args.jobs)
        batches = [cases[i:i + args.batch] for i in range(0, len(cases), args.batch)]
        checker.check_batches(batches, values)
        checker.check_negations(cases, values, args.negate_every, random.Random(args.seed))

    table = {}
    for case in cases:
        row = table.setdefault(case["function"], [0, 0])
        row[case["name"] in checker.failed] += 1
    print(f"{'function':<20} {'agree':>6} {'disagree':>9}")
    for function in sorted(table):
        print(f"{function:<20} {table[function][0]:>6} {table[function][1]:>9}")
    failed = len(checker.failed)
    print(f"{len(cases) - failed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
