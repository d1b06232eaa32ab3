#!/usr/bin/env python3
"""Seed corpus for the frontend fuzzer: every tests/regression/*/main.c
compiled by clang-19 to bitcode (-c -emit-llvm -g -O0) and disassembled to
text by llvm-dis-19, plus the .ll/.bc inputs committed in the regression
cases. Files that clang rejects are skipped."""

import argparse
import glob
import os
import shutil
import subprocess
import sys

REPO = os.path.abspath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", ".."))


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("out", help="corpus folder to fill (created if missing)")
    parser.add_argument("--clang", default="clang-19", help="clang to compile with")
    parser.add_argument("--llvm-dis", default="llvm-dis-19", help="llvm-dis to disassemble with")
    opts = parser.parse_args()
    for tool in (opts.clang, opts.llvm_dis):
        if shutil.which(tool) is None:
            sys.exit(f"make_corpus.py: error: {tool} not found")
    os.makedirs(opts.out, exist_ok=True)
    regression = os.path.join(REPO, "tests", "regression")
    made = 0
    for c_file in sorted(glob.glob(os.path.join(regression, "*", "main.c"))):
        case = os.path.basename(os.path.dirname(c_file))
        bc = os.path.join(opts.out, case + ".bc")
        if not os.path.exists(bc):
            rc = subprocess.run([opts.clang, "-c", "-emit-llvm", "-g", "-O0", "-w",
                                 "-I", os.path.join(REPO, "include"), "-D__SWARMBMC__",
                                 "-o", bc, c_file], stderr=subprocess.DEVNULL).returncode
            if rc != 0:
                continue
            subprocess.run([opts.llvm_dis, "-o", os.path.join(opts.out, case + ".ll"), bc],
                           check=True)
        made += 2
    for ir in glob.glob(os.path.join(regression, "*", "*.ll")) + \
            glob.glob(os.path.join(regression, "*", "*.bc")):
        case = os.path.basename(os.path.dirname(ir))
        shutil.copyfile(ir, os.path.join(opts.out, "committed_" + case + "_" + os.path.basename(ir)))
        made += 1
    print(f"make_corpus.py: {made} seed files in {opts.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
