#!/usr/bin/env python3
"""Native replay of local-time counterexamples whatever the caller's TZ.

usage: tz_replay.py BINARY REGRESSION_DIR

The model's local zone is UTC for a program that never names TZ
(libc/models/time.c), so `swarmbmc replay` runs the binary with TZ=UTC
unless the trace's environment sets TZ (cli/replay/ReplayRuntime.cpp). Under a
calling shell with TZ=America/New_York: time_tz_default_fail (no TZ, the
23rd hour of a UTC day: 18:xx in New York) must fail as the trace says,
through replay and when its binary runs alone; time_tz_gmt_fail (the
program sets TZ=GMT itself) too.
"""
import os
import subprocess
import sys
import tempfile

import host_probes

CASES = ["time_tz_default_fail", "time_tz_gmt_fail"]


def check_case(binary, regression, work, case, environment):
    program = os.path.join(regression, case, "main.c")
    trace = os.path.join(work, case + ".json")
    check = subprocess.run([binary, program, "--json", trace], capture_output=True, text=True, env=environment)
    if check.returncode != 10:
        return f"{case}: check exit {check.returncode}, expected 10"
    built = os.path.join(work, case)
    replay = subprocess.run([binary, "replay", trace, program, "-o", built], capture_output=True, text=True,
                            cwd=work, timeout=200, env=environment)
    if "fails as the trace says" not in replay.stderr:
        return f"{case}: replay exit {replay.returncode}:\n{replay.stderr}"
    alone = subprocess.run([built], capture_output=True, text=True, timeout=60, env=environment)
    if alone.returncode == 0 or "Assertion" not in alone.stderr:
        return f"{case}: the binary alone exits {alone.returncode}:\n{alone.stderr[-500:]}"
    return None


def main():
    binary, regression = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
    host_probes.require(host_probes.asan, "native replay")
    environment = dict(os.environ, TZ="America/New_York")
    with tempfile.TemporaryDirectory() as work:
        failures = [failure for case in CASES
                    if (failure := check_case(binary, regression, work, case, environment))]
    for failure in failures:
        print("FAIL:", failure)
    print("tz_replay:", "FAILED" if failures else "PASS")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
