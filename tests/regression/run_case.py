#!/usr/bin/env python3
"""Run one swarmbmc regression case and check its output against test.desc.

Usage: run_case.py [--extra-args "ARGS"] BINARY CASE_DIR

--extra-args appends ARGS (shell-split) to the case's arguments: CTest runs
every case once per solver backend this way ("--solver z3"), against the
same expectations, so both backends must give the same verdict. A case
whose own arguments already name the option (--solver portfolio) keeps its
own setting.

CASE_DIR/test.desc (CBMC style):

    main.c                      <- line 1: input file, relative to CASE_DIR
    --depth 10                  <- line 2: arguments (shell-split with shlex)
    ^EXIT=10$                   <- regexes that must match (re.MULTILINE)
    ^VERDICT: FAILED$
    --                          <- separator (optional)
    ^warning:                   <- regexes that must NOT match

Blank lines and lines starting with '//' are ignored (line 2 may be blank:
no arguments). The text searched is stdout, then stderr, then a synthesized
final line 'EXIT=<code>'. The binary runs with cwd = CASE_DIR and a 100 s
timeout ($SWARMBMC_TEST_TIMEOUT overrides it). A timeout or a crash (killed by
a signal) is always a failure.
Exit status: 0 when the case passes, 1 when it fails (or test.desc is bad).
"""

import os
import re
import shlex
import signal
import subprocess
import sys

TIMEOUT_S = int(os.environ.get("SWARMBMC_TEST_TIMEOUT", "100"))


class DescError(Exception):
    pass


def parse_desc(path):
    """Returns (input_file, args, must_match, must_not_match)."""
    with open(path, encoding="utf-8") as f:
        raw = f.read().splitlines()
    # Line 1 and line 2 are positional: strip trailing whitespace only.
    if not raw or not raw[0].strip():
        raise DescError(f"{path}: line 1 must name the input file")
    input_file = raw[0].strip()
    args_line = raw[1].strip() if len(raw) > 1 else ""
    if args_line.startswith("//"):
        args_line = ""
    try:
        args = shlex.split(args_line)
    except ValueError as e:
        raise DescError(f"{path}: line 2 is not shell-splittable: {e}") from e

    must, must_not = [], []
    current = must
    for lineno, line in enumerate(raw[2:], start=3):
        text = line.rstrip("\r\n")
        if not text.strip() or text.lstrip().startswith("//"):
            continue
        if text.strip() == "--":
            if current is must_not:
                raise DescError(f"{path}:{lineno}: second '--' separator")
            current = must_not
            continue
        try:
            current.append((lineno, text, re.compile(text, re.MULTILINE)))
        except re.error as e:
            raise DescError(f"{path}:{lineno}: bad regex {text!r}: {e}") from e
    if not must:
        raise DescError(f"{path}: no regex to match (a case must expect something)")
    return input_file, args, must, must_not


def main(argv):
    extra_args = []
    if len(argv) >= 3 and argv[1] == "--extra-args":
        extra_args = shlex.split(argv[2])
        argv = [argv[0]] + argv[3:]
    if len(argv) != 3:
        print(f"usage: {os.path.basename(argv[0])} [--extra-args ARGS] BINARY CASE_DIR", file=sys.stderr)
        return 1
    binary = os.path.abspath(argv[1])
    case_dir = os.path.abspath(argv[2])
    desc_path = os.path.join(case_dir, "test.desc")
    case = os.path.basename(case_dir.rstrip(os.sep))

    try:
        input_file, args, must, must_not = parse_desc(desc_path)
    except (OSError, DescError) as e:
        print(f"[{case}] FAIL: bad test.desc: {e}")
        return 1

    # The input file is deliberately not checked for existence: error cases
    # name missing files on purpose.
    # A case that sets an option itself (e.g. --solver portfolio) keeps it.
    pinned = [a for a in extra_args if a.startswith("--") and a in args]
    cmd = [binary, input_file] + args + ([] if pinned else extra_args)
    print(f"[{case}] cd {shlex.quote(case_dir)} && {shlex.join(cmd)}")
    sys.stdout.flush()

    if not os.path.exists(binary):
        print(f"[{case}] FAIL: binary {binary} does not exist")
        return 1

    timed_out = False
    try:
        # A session of its own, so that a timeout also ends the tool's children
        # (clang, solver workers).
        proc = subprocess.Popen(cmd, cwd=case_dir, stdin=subprocess.DEVNULL,
                                stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                start_new_session=True)
    except OSError as e:
        print(f"[{case}] FAIL: cannot run {binary}: {e}")
        return 1
    try:
        out, err = proc.communicate(timeout=TIMEOUT_S)
        code = proc.returncode
    except subprocess.TimeoutExpired:
        timed_out = True
        try:
            os.killpg(proc.pid, signal.SIGKILL)
        except OSError:
            proc.kill()
        out, err = proc.communicate()
        code = None

    stdout = out.decode("utf-8", errors="replace")
    stderr = err.decode("utf-8", errors="replace")
    text = stdout
    if text and not text.endswith("\n"):
        text += "\n"
    text += stderr
    if text and not text.endswith("\n"):
        text += "\n"
    text += f"EXIT={code if code is not None else 'TIMEOUT'}\n"

    print("---- stdout ----")
    print(stdout, end="" if stdout.endswith("\n") or not stdout else "\n")
    print("---- stderr ----")
    print(stderr, end="" if stderr.endswith("\n") or not stderr else "\n")
    print("----------------")

    failures = []
    if timed_out:
        failures.append(f"timed out after {TIMEOUT_S} s")
    elif code < 0:
        failures.append(f"crashed: killed by signal {-code}")
    for lineno, pattern, regex in must:
        if not regex.search(text):
            failures.append(f"test.desc:{lineno}: expected a match for  {pattern}")
    for lineno, pattern, regex in must_not:
        m = regex.search(text)
        if m:
            matched = text[text.rfind("\n", 0, m.start()) + 1:].split("\n", 1)[0]
            failures.append(f"test.desc:{lineno}: unexpected match for  {pattern}"
                            f"   (in line: {matched!r})")

    if failures:
        for f in failures:
            print(f"[{case}] FAIL: {f}")
        return 1
    print(f"[{case}] PASS (EXIT={code})")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
