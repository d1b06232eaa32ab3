#!/usr/bin/env python3
"""--log-trace soundness on generated programs: every counterexample found
under a log prints that log when it is replayed natively.

usage: log_trace_soundness.py SWARMBMC [--count N] [--seed S]

For each generated program (a loop of nondeterministic operations that
print with printf: %d, %u, %x, %c conversions of the program's state):
1. a native run with seeded inputs prints a log L (the program is
   compiled with a harness whose __VERIFIER_nondet_int draws from a
   seeded generator);
2. swarmbmc checks the program against L (exact), the first half of L
   (prefix) and every other line of L (subsequence), each with
   --log-reach: the native run is such an execution within the bound, so
   the answer must be FAILED (never VERIFIED);
3. `swarmbmc replay` builds the counterexample natively; what it prints
   must be L (exact), start with the prefix, or contain the subsequence.
"""
import argparse
import os
import random
import subprocess
import sys
import tempfile

HARNESS = r"""
#include <stdlib.h>
int __VERIFIER_nondet_int(void) { return rand() % 23 - 11; }
__attribute__((constructor)) static void seed_inputs(void) { srand(SEED); }
"""


def expression(rng, names):
    a, b = rng.sample(names, 2)
    return rng.choice([f"{a} + {b}", f"{a} - {b}", f"{a} * 2 + v", f"({a} ^ {b}) & 15", f"v - {a}"])


def generate(rng, iterations):
    """A program whose log depends on its inputs through its state."""
    names = ["s0", "s1", "s2"]
    cases = []
    for k in range(rng.randint(3, 5)):
        target = rng.choice(names)
        update = f"{target} = {expression(rng, names)};"
        conversion = rng.choice(["%d", "%u", "%x", "%c"])
        shown = {"%d": target, "%u": f"(unsigned)({target}) % 100u", "%x": f"(unsigned)({target}) & 255u",
                 "%c": f"'a' + (({target}) & 7)"}[conversion]
        if rng.random() < 0.3:
            cases.append(f"case {k}: {update} if ({target} > v) printf(\"op{k} {conversion}\\n\", {shown}); break;")
        else:
            cases.append(f"case {k}: {update} printf(\"op{k} {conversion}\\n\", {shown}); break;")
    body = "\n      ".join(cases)
    inits = ", ".join(f"{n} = {rng.randint(-3, 3)}" for n in names)
    return f"""#include <stdio.h>
extern int __VERIFIER_nondet_int(void);
int {inits};
int main(void) {{
  for (int i = 0; i < {iterations}; i++) {{
    int op = __VERIFIER_nondet_int();
    int v = __VERIFIER_nondet_int();
    if (op < 0) op = -op;
    switch (op % {len(cases) + 1}) {{
      {body}
      default: break;
    }}
  }}
  printf("end %d\\n", s0 + s1 + s2);
  return 0;
}}
"""


def run(command, **kw):
    return subprocess.run(command, capture_output=True, text=True, timeout=120, **kw)


def is_subsequence(needle, haystack):
    it = iter(haystack)
    return all(any(line == other for other in it) for line in needle)


def check_program(binary, work, index, source, seed, failures):
    prog = os.path.join(work, f"p{index}.c")
    with open(prog, "w") as f:
        f.write(source)
    harness = os.path.join(work, f"h{index}.c")
    with open(harness, "w") as f:
        f.write(HARNESS.replace("SEED", str(seed)))
    native = os.path.join(work, f"n{index}")
    built = run(["clang-19", "-w", "-O0", prog, harness, "-o", native])
    if built.returncode != 0:
        failures.append(f"p{index}: native build failed: {built.stderr[:200]}")
        return 0
    lines = run([native]).stdout.splitlines()
    checks = 0
    for mode, log in (("exact", lines), ("prefix", lines[: len(lines) // 2]), ("subsequence", lines[::2])):
        log_file = os.path.join(work, f"p{index}.{mode}.log")
        with open(log_file, "w") as f:
            f.write("".join(line + "\n" for line in log))
        trace = os.path.join(work, f"p{index}.{mode}.json")
        result = run([binary, prog, "--depth", "6", "--log-function", "printf", "--log-trace", log_file,
                      "--log-match", mode, "--log-reach", "--json", trace, "--no-progress"])
        where = f"p{index} ({mode}, seed {seed}, {prog})"
        if result.returncode != 10:
            failures.append(f"{where}: expected FAILED (the native run prints the log), got exit "
                            f"{result.returncode}: {result.stdout.splitlines()[-1:]} {result.stderr[-300:]}")
            continue
        replayed = os.path.join(work, f"r{index}.{mode}")
        made = run([binary, "replay", trace, prog, "-o", replayed])
        if made.returncode != 0:
            failures.append(f"{where}: replay build failed: {made.stderr[-300:]}")
            continue
        printed = run([replayed]).stdout.splitlines()
        ok = {"exact": printed == log, "prefix": printed[: len(log)] == log,
              "subsequence": is_subsequence(log, printed)}[mode]
        if not ok:
            failures.append(f"{where}: the replayed counterexample prints {printed}, not the log {log}")
        checks += 1
    return checks


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("binary")
    parser.add_argument("--count", type=int, default=6)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    failures = []
    checks = 0
    with tempfile.TemporaryDirectory() as work:
        for index in range(args.count):
            source = generate(rng, 6)
            checks += check_program(os.path.abspath(args.binary), work, index, source, rng.randint(1, 10**6), failures)
            if failures and os.environ.get("KEEP"):
                print(source)
    for failure in failures:
        print("FAIL", failure)
    print(f"{checks} passed, {len(failures)} failed")
    return 1 if failures or checks == 0 else 0


if __name__ == "__main__":
    sys.exit(main())
