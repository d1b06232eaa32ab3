#!/usr/bin/env python3
"""A deliberately wrong swarmbmc, for testing that csmith_diff.py can fail.

Runs the real swarmbmc given by --real with the remaining arguments, then
corrupts its answer according to --fault:
  drop-call     remove the second `call` step of a counterexample (wrong path)
  verified      report every FAILED as VERIFIED (missed bug)
  failed        report every VERIFIED as FAILED (false alarm)
  crash         exit with status 134 after printing the real output
The self-test runs csmith_diff.py with this wrapper as --swarmbmc and
expects it to report a disagreement (exit 1).
"""
import argparse
import re
import subprocess
import sys


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--real", required=True, help="the real swarmbmc binary")
    p.add_argument("--fault", required=True, choices=["drop-call", "verified", "failed", "crash"])
    args, rest = p.parse_known_args()
    proc = subprocess.run([args.real, *rest], capture_output=True, text=True)
    out, code = proc.stdout, proc.returncode
    if args.fault == "drop-call":
        calls = [m.start() for m in re.finditer(r"^  call ", out, re.M)]
        if len(calls) >= 2:
            end = out.index("\n", calls[1]) + 1
            out = out[:calls[1]] + out[end:]
    elif args.fault == "verified" and code == 10:
        out = re.sub(r"^VERDICT: FAILED$", "VERDICT: VERIFIED", out, flags=re.M)
        code = 0
    elif args.fault == "failed" and re.search(r"^VERDICT: VERIFIED$", out, re.M):
        out = re.sub(r"^VERDICT: VERIFIED$",
                     "Violated property: [assertion] injected at prog.c:1:1 in main\nVERDICT: FAILED",
                     out, flags=re.M)
        code = 10
    elif args.fault == "crash":
        code = 134
    sys.stdout.write(out)
    sys.stderr.write(proc.stderr)
    return code


if __name__ == "__main__":
    sys.exit(main())
