#!/usr/bin/env python3
"""Every property kind shows under its own name in the verdict line, the
--json trace, --stats-json and SARIF: for each FAILED regression case whose
verdict line names one of the kinds below (memory safety, the optional
checks, the floating-point ones), runs it once with all
three outputs and checks they agree with the verdict line.

    property_kinds.py SWARMBMC REGRESSION_DIR
"""
import json
import os
import re
import shlex
import subprocess
import sys
import tempfile

KINDS = {"use-after-free", "dead-object", "invalid-free", "double-free", "memory-leak", "memory-cleanup",
         "invalid-function-pointer", "memcpy-overlap", "signed-overflow", "shift", "read-only", "log-reached",
         "float-conversion", "NaN", "float-overflow", "invalid-longjmp"}


def read_desc(case_dir):
    with open(os.path.join(case_dir, "test.desc")) as f:
        lines = f.read().splitlines()
    return lines[0], shlex.split(lines[1]), lines[2:]


def main():
    binary, regression = sys.argv[1], sys.argv[2]
    seen, failures = set(), []
    with tempfile.TemporaryDirectory() as tmp:
        for case in sorted(os.listdir(regression)):
            case_dir = os.path.join(regression, case)
            if not os.path.isfile(os.path.join(case_dir, "test.desc")):
                continue
            file, args, expectations = read_desc(case_dir)
            kinds = {k for k in KINDS for e in expectations if e.startswith(r"^Violated property: \[" + k + r"\]")}
            if not kinds:
                continue
            kind = kinds.pop()
            stats, trace, sarif = (os.path.join(tmp, f"{case}.{x}") for x in ("stats.json", "json", "sarif"))
            done = subprocess.run([binary, file] + args + ["--stats-json", stats, "--json", trace, "--sarif", sarif,
                                                           "--no-progress"],
                                  cwd=case_dir, capture_output=True, text=True, timeout=120)
            line = re.search(r"^Violated property: \[([\w-]+)\]", done.stdout, re.M)
            found = {
                "verdict line": line.group(1) if line else None,
                "--json": json.load(open(trace)).get("result", {}).get("property", {}).get("kind") if os.path.exists(trace) else None,
                "--stats-json": (json.load(open(stats)).get("violated") or {}).get("kind")
                if os.path.exists(stats) else None,
                "SARIF": json.load(open(sarif))["runs"][0]["results"][0]["ruleId"]
                if os.path.exists(sarif) else None,
            }
            wrong = {where: got for where, got in found.items() if got != kind}
            if wrong:
                failures.append(f"{case}: expected [{kind}], got {wrong}")
            seen.add(kind)
    missing = KINDS - seen
    if missing:
        failures.append(f"no FAILED regression case for: {', '.join(sorted(missing))}")
    for failure in failures:
        print("FAIL", failure)
    print(f"{len(seen)} property kinds checked in 4 outputs; {len(failures)} failures")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
