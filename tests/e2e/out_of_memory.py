#!/usr/bin/env python3
"""End-to-end: running out of memory (an external `ulimit -v`) is UNKNOWN, never an abort.

A solver's search runs on a thread of its own, and so does the other racer of
the portfolio; an exception (std::bad_alloc, or std::system_error when no
thread can be started) that leaves such a thread ends the process in
std::terminate (exit 134) unless it is carried to the run. This test runs
a hard factoring problem under growing address-space limits (RLIMIT_AS) and
checks that every run
  - exits 2 with a `VERDICT: UNKNOWN (...)` line (or 1 with one error line
    when the limit is too tight to start at all), never on a signal or 134;
  - prints no "terminate called";
and that some limit is reached while solving: `UNKNOWN (out of memory while
solving)`, whose statistics block then shows the formula's terms (the
figures published before memory ran out, not zeros). The limit found that
way is then tried on Z3, the portfolio and a swarm.
Exit status 0 when every run passes, 1 otherwise, 77 (skipped) when no limit
up to 600 MB runs out while solving on this host.
"""

import argparse
import os
import re
import resource
import subprocess
import sys
import tempfile

MB = 1024 * 1024


def run_limited(command, limit_mb, timeout):
    """(exit code, output) of `command` under an address-space limit of `limit_mb`."""
    def limit():
        resource.setrlimit(resource.RLIMIT_AS, (limit_mb * MB, limit_mb * MB))
    proc = subprocess.run(command, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
                          preexec_fn=limit, timeout=timeout)
    return proc.returncode, proc.stdout


def started(output):
    """Whether the run got as far as its first line: below some limit the
    dynamic loader or a library's static initialisers fail before main."""
    return re.search(r"^swarmbmc \S+: checking ", output, re.M) is not None


def check_run(name, code, output, failures):
    """Records a failure unless the run ended as an out-of-memory run must."""
    if not started(output):
        return
    if "terminate called" in output or code < 0 or code == 134:
        failures.append(f"{name}: aborted (exit {code}): {output.strip()[-300:]}")
    elif code == 2 and re.search(r"^VERDICT: UNKNOWN \(", output, re.M):
        return
    elif code == 1 and len([l for l in output.splitlines() if l.startswith("swarmbmc: error:")]) == 1:
        return
    else:
        failures.append(f"{name}: exit {code} without an UNKNOWN verdict: {output.strip()[-300:]}")


def terms_of(output):
    found = re.search(r"^\s*terms:\s+(\d+)", output, re.M)
    return int(found.group(1)) if found else 0


def find_solving_limit(base, failures):
    """The smallest limit (MB) at which memory runs out while solving; None if none up to 600."""
    for limit_mb in range(150, 601, 15):
        code, output = run_limited(base, limit_mb, 60)
        check_run(f"cadical at {limit_mb} MB", code, output, failures)
        if "out of memory while solving" in output:
            if terms_of(output) == 0:
                failures.append(f"cadical at {limit_mb} MB: statistics show no terms: {output.strip()[-400:]}")
            return limit_mb
        if "timeout" in output:
            return None
    return None


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("binary")
    parser.add_argument("regression_dir")
    parser.add_argument("--clang", default="clang-19")
    args = parser.parse_args()
    source = os.path.join(args.regression_dir, "timeout_unknown", "main.c")
    failures = []
    with tempfile.TemporaryDirectory() as tmp:
        # Compiled first, outside the limit: clang itself would not start under it.
        bitcode = os.path.join(tmp, "factoring.bc")
        subprocess.run([args.clang, "-c", "-emit-llvm", "-g", "-O0", "-Xclang", "-disable-O0-optnone",
                        source, "-o", bitcode], check=True)
        program = bitcode
        base = [args.binary, program, "--depth", "1", "--timeout", "3", "--stats"]
        limit_mb = find_solving_limit(base, failures)
        if limit_mb is None and not failures:
            # The host's libraries and threads decide where the limits fall.
            print("SKIP: no limit from 150 to 600 MB ran out of memory while solving on this host")
            return 77
        if limit_mb is not None:
            for name, extra in (("z3", ["--solver", "z3"]), ("portfolio", ["--solver", "portfolio"]),
                                ("swarm", ["--swarm", "4", "--jobs", "2"])):
                for mb in (limit_mb - 15, limit_mb, limit_mb + 15, limit_mb + 30, limit_mb + 60):
                    code, output = run_limited(base + extra, mb, 60)
                    check_run(f"{name} at {mb} MB", code, output, failures)
    for failure in failures:
        print("FAIL", failure)
    print(f"out_of_memory: {'FAILED' if failures else 'passed'} (solving limit {limit_mb} MB)")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
