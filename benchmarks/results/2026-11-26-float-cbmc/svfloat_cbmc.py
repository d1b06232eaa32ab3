#!/usr/bin/env python3
"""CBMC on SV-COMP unreach-call task definitions (the float sample of this
folder's NOTES.md), judged against the expected verdicts.

CBMC runs as in heap/cbmc_run.py (an empty reach_error body asserts false in
a copy, --32 for ILP32 tasks, --no-standard-checks, unwinding assertions)
but without --unwind: the sample's loops are deterministic, so CBMC unwinds
them completely (or runs into the timeout).

    python3 svfloat_cbmc.py /opt/cbmc/bin/cbmc /tmp/svfloat 60
"""
import glob
import os
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", ".."))
from heap import cbmc_run  # noqa: E402
from heap.sv_tasks import judge, property_kind, read_task  # noqa: E402


def run(cbmc, row, scratch, timeout):
    """CBMC's answer and wall time for one unreach-call row."""
    command = [cbmc, cbmc_run.cbmc_source(row, "unreach-call", scratch), cbmc_run.STUBS,
               *(["--32"] if row.ilp32 else []), "--no-standard-checks", "--unwinding-assertions"]
    start = time.monotonic()
    try:
        done = cbmc_run.subprocess.run(command, capture_output=True, text=True, timeout=timeout)
    except cbmc_run.subprocess.TimeoutExpired:
        return "unknown (timeout)", round(time.monotonic() - start, 2)
    output = done.stdout + done.stderr
    answer, _ = cbmc_run.answer_of(output, "unreach-call")
    if answer is None:
        answer = "error: " + next((l for l in output.splitlines() if "error" in l.lower()), "no results")[:100]
    return answer, round(time.monotonic() - start, 2)


def main():
    cbmc, folder, timeout = sys.argv[1], sys.argv[2], int(sys.argv[3])
    scratch = os.path.join("/tmp", "svfloat-cbmc-sources")
    print("| task | expected | CBMC | judge | wall s |\n|---|---|---|---|---|")
    for yml in sorted(glob.glob(os.path.join(folder, "**", "*.yml"), recursive=True)):
        for row in read_task(yml, 0):
            if property_kind(row) != "unreach-call":
                continue
            answer, wall = run(cbmc, row, scratch, timeout)
            print(f"| {row.name} | {row.expected} | {answer} | {judge(answer, row.expected)} | {wall} |", flush=True)


if __name__ == "__main__":
    main()
