#!/usr/bin/env python3
"""Keeps libc/README.md's coverage table true.

Usage: libc_coverage.py BINARY MODEL_BITCODE_DIR README

The table (between the README's `<!-- coverage table -->` and
`<!-- end of coverage table -->` lines) has one row per header and the
columns exact, over-approximated, input, unsupported and unmodelled; each
cell lists function names (a trailing † marks a function clang compiles to
an LLVM intrinsic, which the encoder handles). The checks:

1. every function a C library model defines (llvm-nm of MODEL_BITCODE_DIR's
   *_lp64.bc, less swarmbmc's own __swarmbmc_ hooks) is in the table, and
   not as unmodelled;
2. `BINARY --list-unmodelled` on an IR program calling every function of
   the table (declared without parameters: the listing is by name) lists
   exactly the unmodelled ones, the unsupported ones either way (a model
   that cuts the path is not listed, a function the encoder cuts by the
   thread rule is), the † ones either way (as a plain call they are no
   intrinsic);
3. no function is in two cells.

Prints each mismatch and `N passed, N failed` (functions); exit 0 when all
agree. About a second.
"""
import glob
import os
import re
import shutil
import subprocess
import sys
import tempfile

STATUSES = ["exact", "over-approximated", "input", "unsupported", "unmodelled"]
BEGIN, END = "<!-- coverage table -->", "<!-- end of coverage table -->"


def read_table(readme):
    text = open(readme, encoding="utf-8").read()
    if BEGIN not in text or END not in text:
        sys.exit(f"{readme}: no coverage table ({BEGIN} ... {END})")
    body = text.split(BEGIN, 1)[1].split(END, 1)[0]
    status, problems = {}, []
    for line in body.splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) != 1 + len(STATUSES) or not cells[0].startswith("`<"):
            continue
        for kind, cell in zip(STATUSES, cells[1:]):
            for name in cell.replace("`", " ").split():
                intrinsic = name.endswith("†")
                name = name.rstrip("†")
                if name in status:
                    problems.append(f"{name}: in two cells ({status[name][0]}, {kind})")
                status[name] = (kind, intrinsic)
    return status, problems


def model_functions(bitcode_dir):
    nm = shutil.which("llvm-nm-19") or shutil.which("llvm-nm") or "/usr/lib/llvm-19/bin/llvm-nm"
    names = set()
    for path in sorted(glob.glob(os.path.join(bitcode_dir, "*_lp64.bc"))):
        out = subprocess.run([nm, "--defined-only", path], capture_output=True, text=True, check=True).stdout
        for line in out.splitlines():
            parts = line.split()
            if len(parts) == 3 and parts[1] in ("T", "W") and not parts[2].startswith("__swarmbmc"):
                names.add(parts[2])
    if not names:
        sys.exit(f"no model bitcode in {bitcode_dir}")
    return names


def listed_unmodelled(binary, names):
    ll = ['target triple = "x86_64-pc-linux-gnu"']
    ll += [f"declare void @{n}()" for n in names]
    ll += ["define i32 @main() {"] + [f"  call void @{n}()" for n in names] + ["  ret i32 0", "}"]
    with tempfile.TemporaryDirectory(prefix="libc_coverage_") as tmp:
        path = os.path.join(tmp, "calls.ll")
        with open(path, "w") as f:
            f.write("\n".join(ll) + "\n")
        run = subprocess.run([binary, "--list-unmodelled", path], capture_output=True, text=True, timeout=120)
    if run.returncode != 0:
        sys.exit(f"--list-unmodelled failed (exit {run.returncode}):\n{run.stdout}{run.stderr}")
    return set(re.findall(r"^(\S+) (?:at|in) ", run.stdout, re.M))


def main():
    if len(sys.argv) != 4:
        sys.exit(__doc__)
    binary, bitcode_dir, readme = sys.argv[1:]
    status, problems = read_table(readme)
    for name in sorted(model_functions(bitcode_dir)):
        if name not in status:
            problems.append(f"{name}: defined by a model, missing from the table")
        elif status[name][0] == "unmodelled":
            problems.append(f"{name}: defined by a model, but the table says unmodelled")
    names = sorted(status)
    listed = listed_unmodelled(binary, names)
    for name in names:
        kind, intrinsic = status[name]
        if kind == "unmodelled" and name not in listed:
            problems.append(f"{name}: the table says unmodelled, but --list-unmodelled does not list it")
        elif kind in ("exact", "over-approximated", "input") and not intrinsic and name in listed:
            problems.append(f"{name}: the table says {kind}, but --list-unmodelled lists it")
    for problem in problems:
        print("MISMATCH " + problem)
    failed = len({p.split(":", 1)[0] for p in problems})
    print(f"{len(names) - failed} passed, {failed} failed")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
