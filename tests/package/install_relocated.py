#!/usr/bin/env python3
"""cmake --install into a temporary prefix, check the layout, move the tree
elsewhere, and check that the moved binary finds its own swarmbmc.h (its
--version says where), checks the examples (stack.c FAILED with exit 10,
stack_fixed.c VERIFIED) and replays stack.c's counterexample natively.

usage: install_relocated.py CMAKE BUILD_DIR EXAMPLES_DIR
"""
import os
import shutil
import sys
import tempfile

from smoke import check_examples, fail, run, version_lines

EXPECTED = ["bin/swarmbmc", "bin/swarmbmc-core", "include/swarmbmc.h"]


def install(cmake, build, prefix):
    rc, out = run([cmake, "--install", build, "--prefix", prefix])
    if rc != 0:
        fail(f"cmake --install: exit {rc}:\n{out}")
    for path in EXPECTED:
        if not os.path.isfile(os.path.join(prefix, path)):
            fail(f"cmake --install did not install {path}:\n{out}")
    print("ok: installed " + ", ".join(EXPECTED))


# --version: swarmbmc's version and one line per library, in this order.
VERSION_PREFIXES = ["swarmbmc ", "LLVM 19.", "CaDiCaL ", "CryptoMiniSat ", "Z3 ", "oneTBB ", "MPI: not in this binary",
                    "clang for C inputs: ", "swarmbmc.h: "]


def check_version(swarmbmc, prefix):
    """The lines of --version; its header directory must be the tree the
    binary is in, not the source tree it was built from."""
    lines = version_lines(swarmbmc)
    if len(lines) != len(VERSION_PREFIXES) or any(not line.startswith(start)
                                                  for line, start in zip(lines, VERSION_PREFIXES)):
        fail(f"{swarmbmc} --version: expected lines starting {VERSION_PREFIXES}:\n" + "\n".join(lines))
    expected = "swarmbmc.h: " + os.path.join(prefix, "include")
    if lines[-1] != expected:
        fail(f"{swarmbmc} --version says '{lines[-1]}', expected '{expected}'")
    print("ok: --version: " + " | ".join(lines))


def check_replay(swarmbmc, examples, temp):
    """swarmbmc replay compiles the program natively with the installed swarmbmc.h too."""
    trace, binary = os.path.join(temp, "stack.json"), os.path.join(temp, "stack-replay")
    rc, out = run([swarmbmc, f"{examples}/stack.c", "--depth", "70", "--json", trace], cwd=temp)
    if rc != 10:
        fail(f"stack.c --json: exit {rc}, expected 10:\n{out}")
    rc, out = run([swarmbmc, "replay", trace, f"{examples}/stack.c", "-o", binary], cwd=temp)
    if rc != 0 or "fails as the trace says" not in out:
        fail(f"swarmbmc replay: exit {rc}, expected 0 and 'fails as the trace says':\n{out[-2000:]}")
    print("ok: replay of stack.c's trace fails as the trace says")


def check_record(swarmbmc, temp):
    """swarmbmc record finds the installed shim (lib/swarmbmc/libswarmbmc-record.so) in the moved tree."""
    conversation = os.path.join(temp, "conv.json")
    rc, out = run([swarmbmc, "record", "-o", conversation, "--", "true"], cwd=temp)
    if rc != 0 or "0 connections" not in out or not os.path.isfile(conversation):
        fail(f"swarmbmc record -- true: exit {rc}, expected 0 and '0 connections':\n{out}")
    print("ok: swarmbmc record found the installed recording library")


def main():
    if len(sys.argv) != 4:
        sys.exit(__doc__)
    cmake, build, examples = sys.argv[1:]
    with tempfile.TemporaryDirectory(prefix="swarmbmc-install-") as temp:
        temp = os.path.realpath(temp)  # as /proc/self/exe will name it
        first = os.path.join(temp, "first")
        install(cmake, build, first)
        moved = os.path.join(temp, "elsewhere", "swarmbmc")
        os.makedirs(os.path.dirname(moved))
        shutil.move(first, moved)
        print(f"ok: moved the tree to {moved}")
        swarmbmc = os.path.join(moved, "bin", "swarmbmc")
        check_version(swarmbmc, moved)
        # A link on PATH to the tree's binary (/usr/local/bin/swarmbmc -> ...)
        # still finds the tree: the executables resolve their own path.
        link = os.path.join(temp, "links", "swarmbmc")
        os.makedirs(os.path.dirname(link))
        os.symlink(swarmbmc, link)
        check_version(link, moved)
        check_examples(swarmbmc, os.path.abspath(examples), cwd=temp)
        check_replay(swarmbmc, os.path.abspath(examples), temp)
        check_record(swarmbmc, temp)
    print("PASS")


if __name__ == "__main__":
    main()
