#!/usr/bin/env python3
"""End-to-end: --dimacs writes a well-formed, deterministic CNF.

Usage: dimacs_determinism.py BINARY PROGRAM.c

Runs `BINARY PROGRAM.c --depth 6 --dimacs FILE --stats` twice into two
temporary files and checks that
  - both runs exit 10 (the program has a bug) and print the SAT statistics;
  - the two files are byte-identical (same input, same CNF);
  - the header "p cnf V C" matches the body: C clauses, every literal
    within 1..V, every clause ended by 0;
  - the statistics' variable count is the header's V.
Exit status 0 when every check holds, 1 otherwise.
"""

import os
import re
import subprocess
import sys
import tempfile


def run(binary, program, cnf):
    proc = subprocess.run([binary, program, "--depth", "6", "--dimacs", cnf, "--stats"],
                          stdout=subprocess.PIPE, stderr=subprocess.STDOUT, timeout=100)
    return proc.returncode, proc.stdout.decode("utf-8", "replace")


def check_cnf(path):
    """Returns (variables, clauses) after validating the file, or raises ValueError."""
    header = None
    clauses = 0
    pending = False
    with open(path, encoding="ascii") as f:
        for line in f:
            if line.startswith("c"):
                continue
            if line.startswith("p "):
                m = re.fullmatch(r"p cnf (\d+) (\d+)\n", line)
                if not m or header:
                    raise ValueError(f"bad header {line!r}")
                header = (int(m.group(1)), int(m.group(2)))
                continue
            if header is None:
                raise ValueError("clause before the header")
            for tok in line.split():
                lit = int(tok)
                if lit == 0:
                    clauses += 1
                    pending = False
                else:
                    if abs(lit) > header[0]:
                        raise ValueError(f"literal {lit} beyond {header[0]} variables")
                    pending = True
    if header is None:
        raise ValueError("no header")
    if pending:
        raise ValueError("last clause not ended by 0")
    if clauses != header[1]:
        raise ValueError(f"header says {header[1]} clauses, file has {clauses}")
    return header


def main(argv):
    if len(argv) != 3:
        print(__doc__, file=sys.stderr)
        return 1
    binary, program = os.path.abspath(argv[1]), os.path.abspath(argv[2])
    failures = []
    with tempfile.TemporaryDirectory() as tmp:
        files = [os.path.join(tmp, f"run{i}.cnf") for i in (1, 2)]
        outputs = []
        for cnf in files:
            code, out = run(binary, program, cnf)
            outputs.append(out)
            print(out)
            if code != 10:
                failures.append(f"exit {code}, expected 10 (FAILED)")
            if not os.path.exists(cnf):
                failures.append(f"{cnf} was not written")
        if not failures:
            with open(files[0], "rb") as a, open(files[1], "rb") as b:
                if a.read() != b.read():
                    failures.append("the two runs wrote different CNFs")
            try:
                variables, clauses = check_cnf(files[0])
                print(f"CNF: {variables} variables, {clauses} clauses")
                m = re.search(r"^  SAT variables:\s+(\d+)$", outputs[0], re.M)
                if not m:
                    failures.append("--stats printed no SAT variables line")
                elif int(m.group(1)) != variables:
                    failures.append(f"--stats says {m.group(1)} variables, the CNF header {variables}")
                if clauses < 100:
                    failures.append(f"only {clauses} clauses: the formula cannot be in the file")
            except ValueError as e:
                failures.append(f"malformed DIMACS: {e}")
    for f in failures:
        print(f"FAIL: {f}")
    print("PASS" if not failures else "FAILED")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
