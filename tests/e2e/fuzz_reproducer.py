#!/usr/bin/env python3
"""A fuzz harness's counterexample as an input file the project's own
fuzzer binary crashes on.

usage: fuzz_reproducer.py BINARY REGRESSION_DIR

fuzz_harness_fail (LLVMFuzzerTestOneInput, no main) is checked with
--reproducer FILE; then
- the harness built with `clang-19 -fsanitize=fuzzer,address` (libFuzzer,
  Debian's libclang-rt-19-dev) and run on FILE must report AddressSanitizer's
  heap-buffer-overflow at the harness's line;
- an AFL-style main reading stdin (stdin_read_fail's kind: main reads
  stdin itself) run with `< FILE` must fail as its trace says;
- `swarmbmc replay` of the harness's JSON trace must fail as traced;
- a run that finds no counterexample (fuzz_harness_bounded) writes no file.
"""
import os
import subprocess
import sys
import tempfile

import host_probes

AFL_STYLE = r"""
#include <assert.h>
#include <unistd.h>
int main(void) {
  char buffer[8];
  ssize_t n = read(0, buffer, sizeof buffer);
  if (n >= 2 && buffer[0] == 'o' && buffer[1] == 'k') assert(n < 3);
  return 0;
}
"""


def check(binary, program, reproducer, *extra):
    return subprocess.run([binary, program, "--depth", "20", "--max-input-length", "8", "--reproducer", reproducer,
                           *extra], capture_output=True, text=True, timeout=120)


def harness_part(binary, regression, work):
    program = os.path.join(regression, "fuzz_harness_fail", "main.c")
    reproducer, trace = os.path.join(work, "crash.bin"), os.path.join(work, "harness.json")
    run = check(binary, program, reproducer, "--json", trace)
    if run.returncode != 10 or not os.path.exists(reproducer):
        return [f"harness: check exit {run.returncode}, reproducer written: {os.path.exists(reproducer)}"]
    failures = []
    data = open(reproducer, "rb").read()
    if not data.startswith(b"FUZ"):
        failures.append(f"harness: the reproducer holds {data!r}, not an input starting with FUZ")
    fuzzer = os.path.join(work, "fuzzer")
    built = subprocess.run([host_probes.CLANG, "-g", "-fsanitize=fuzzer,address", program, "-o", fuzzer],
                           capture_output=True, text=True, timeout=120)
    if built.returncode != 0:
        return failures + [f"harness: cannot build the libFuzzer binary: {built.stderr[-300:]}"]
    ran = subprocess.run([fuzzer, reproducer], capture_output=True, text=True, timeout=60)
    if ran.returncode == 0 or "heap-buffer-overflow" not in ran.stderr or "main.c:9" not in ran.stderr:
        failures.append(f"harness: ./fuzzer FILE exits {ran.returncode} without the overflow:\n{ran.stderr[-500:]}")
    replay = subprocess.run([binary, "replay", trace, program, "-o", os.path.join(work, "replayed")],
                            capture_output=True, text=True, cwd=work, timeout=200)
    if "fails as the trace says" not in replay.stderr:
        failures.append(f"harness: replay exit {replay.returncode}:\n{replay.stderr[-500:]}")
    return failures


def afl_part(binary, work):
    program, reproducer = os.path.join(work, "afl.c"), os.path.join(work, "afl.bin")
    open(program, "w").write(AFL_STYLE)
    run = check(binary, program, reproducer)
    if run.returncode != 10 or not os.path.exists(reproducer):
        return [f"afl: check exit {run.returncode}:\n{run.stdout[-500:]}"]
    native = os.path.join(work, "afl")
    subprocess.run([host_probes.CLANG, "-g", program, "-o", native], check=True, timeout=120)
    with open(reproducer, "rb") as stdin:
        ran = subprocess.run([native], stdin=stdin, capture_output=True, text=True, timeout=60)
    if ran.returncode == 0 or "Assertion" not in ran.stderr:
        return [f"afl: ./prog < FILE exits {ran.returncode}:\n{ran.stderr[-300:]}"]
    return []


def no_counterexample_part(binary, regression, work):
    reproducer = os.path.join(work, "none.bin")
    run = check(binary, os.path.join(regression, "fuzz_harness_bounded", "main.c"), reproducer)
    if run.returncode != 0 or os.path.exists(reproducer):
        return [f"bounded: exit {run.returncode}, reproducer written: {os.path.exists(reproducer)}"]
    return []


def main():
    binary, regression = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
    host_probes.require(host_probes.asan, "libFuzzer and native replay")
    with tempfile.TemporaryDirectory() as work:
        failures = harness_part(binary, regression, work) + afl_part(binary, work) + \
            no_counterexample_part(binary, regression, work)
    for failure in failures:
        print("FAIL:", failure)
    print("fuzz_reproducer:", "FAILED" if failures else "PASS")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
