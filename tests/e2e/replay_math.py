#!/usr/bin/env python3
"""swarmbmc replay of a counterexample through an over-approximated math
function (libc/models/transcendental.c): the native program computes the
real sin, exp, ... (linked with -lm), so the model's value is not fed as an
input. A counterexample the real function confirms fails natively; one
that rests on a value the real function never returns is reported as
possibly spurious, not as a swarmbmc bug.

usage: replay_math.py SWARMBMC
"""
import os
import subprocess
import sys
import tempfile

import host_probes

# exp(x) = 0 is the model's choice for any x <= 0 (underflow): natively the
# counterexample's x (not -inf: assumed away) gives exp(x) > 0.
SPURIOUS = r"""#include <assert.h>
#include <math.h>
extern double __VERIFIER_nondet_double(void);
extern void __VERIFIER_assume(int);
int main(void) {
  double x = __VERIFIER_nondet_double();
  __VERIFIER_assume(x > -700.0 && x < 700.0);
  assert(exp(x) > 0.0);
  return 0;
}
"""
# sin(0) = 0 exactly: the failure is real, and the input after sin's value
# (k) must still reach the program in order.
CONFIRMED = r"""#include <assert.h>
#include <math.h>
extern double __VERIFIER_nondet_double(void);
extern int __VERIFIER_nondet_int(void);
int main(void) {
  double x = __VERIFIER_nondet_double();
  double s = sin(x);
  int k = __VERIFIER_nondet_int();
  assert(!(k == 7 && x == 0.0 && s == 0.0));
  return 0;
}
"""


def run(command, cwd):
    return subprocess.run(command, cwd=cwd, capture_output=True, text=True, timeout=120)


def check_and_replay(binary, work, name, program):
    with open(os.path.join(work, name + ".c"), "w") as f:
        f.write(program)
    checked = run([binary, name + ".c", "--depth", "1", "--json", name + ".json"], work)
    if checked.returncode != 10 or "over-approximating" not in checked.stdout:
        return None, f"{name}: check exit {checked.returncode}: {checked.stdout[-300:]}"
    return run([binary, "replay", name + ".json", name + ".c", "-o", name + ".bin"], work), None


def main():
    binary = os.path.abspath(sys.argv[1])
    host_probes.require(host_probes.asan, "native replay")
    failures = []
    with tempfile.TemporaryDirectory() as work:
        replay, error = check_and_replay(binary, work, "spurious", SPURIOUS)
        if error:
            failures.append(error)
        elif replay.returncode != 3 or "with the real exp" not in replay.stderr \
                or "may be spurious" not in replay.stderr or "bug in swarmbmc" in replay.stderr:
            failures.append(f"spurious replay: exit {replay.returncode}: {replay.stderr[-400:]}")
        replay, error = check_and_replay(binary, work, "confirmed", CONFIRMED)
        if error:
            failures.append(error)
        elif replay.returncode != 0 or "fails as the trace says" not in replay.stderr:
            failures.append(f"confirmed replay: exit {replay.returncode}: {replay.stderr[-400:]}")
    for failure in failures:
        print("FAIL", failure)
    print(f"{2 - len(failures)} passed, {len(failures)} failed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
