#!/usr/bin/env python3
"""Native replay of a counterexample that read stdin.

usage: stdin_replay.py BINARY REGRESSION_DIR

io_stdin_line_parser_fail and io_getchar_eof_fail: the --json trace has
`stdin length` and `stdin[k]` inputs; `swarmbmc replay` feeds those bytes
to the native binary's standard input (it says how many) and the binary
fails as the trace says. io_file_record_fail (a file's contents, inputs
`record.bin length` and `record.bin[k]`): replay writes them to
BINARY.files/0, which the binary's fopen("record.bin") opens instead (also
when run alone, elsewhere), and the binary fails as the trace says.
"""
import os
import subprocess
import sys
import tempfile

import host_probes

CASES = {"io_stdin_line_parser_fail": ["--max-input-length", "5"],
         "io_getchar_eof_fail": ["--max-input-length", "6"]}


def main():
    binary, regression = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
    host_probes.require(host_probes.asan, "native replay")
    failures = []
    with tempfile.TemporaryDirectory() as work:
        for case, args in list(CASES.items()) + [("io_file_record_fail", [])]:
            program = os.path.join(regression, case, "main.c")
            trace = os.path.join(work, case + ".json")
            check = subprocess.run([binary, program, "--json", trace] + args, capture_output=True, text=True)
            if check.returncode != 10:
                failures.append(f"{case}: check exit {check.returncode}, expected 10")
                continue
            replay = subprocess.run([binary, "replay", trace, program, "-o", os.path.join(work, case)],
                                    capture_output=True, text=True, cwd=work, timeout=200)
            if case == "io_file_record_fail":
                # The file's bytes go to a copy beside the binary, which its fopen("record.bin") opens.
                copy = os.path.join(work, case + ".files", "0")
                if "record.bin holds the trace's" not in replay.stderr or "fails as the trace says" not in replay.stderr \
                        or not os.path.isfile(copy):
                    failures.append(f"{case}: replay exit {replay.returncode}, copy {os.path.isfile(copy)}:\n{replay.stderr}")
                    continue
                alone = subprocess.run([os.path.join(work, case)], capture_output=True, text=True, timeout=60,
                                       cwd=regression)  # no record.bin there: it must open the copy
                if alone.returncode == 0 or "record.bin: the trace's contents" not in alone.stderr:
                    failures.append(f"{case}: the binary alone exits {alone.returncode}:\n{alone.stderr[-500:]}")
                continue
            if "stdin holds the trace's" not in replay.stderr or "fails as the trace says" not in replay.stderr:
                failures.append(f"{case}: replay exit {replay.returncode}:\n{replay.stderr}")
    for failure in failures:
        print("FAIL:", failure)
    print("stdin_replay:", "FAILED" if failures else "PASS")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
