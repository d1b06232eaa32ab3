#!/usr/bin/env python3
"""`swarmbmc task` on the SV-COMP-shaped tasks of tests/svcomp: each task's
answers are judged correct or unknown (never wrong; termination is
reported unsupported by design, as `task` does not run it; long_product is true
under LP64 and false under ILP32), the per-property lines are printed, and
each bad input of tests/svcomp/bad (a missing input file, a missing
property file, a malformed .prp, malformed YAML) is one error line, exit 1.

    svcomp_tasks.py SWARMBMC SVCOMP_DIR
"""
import os
import re
import subprocess
import sys

# task -> the lines its run must print
EXPECTED = {
    "count_up_true_lp64.yml": [r"^\S+ unreach-call: true \(expected true: correct\) \d+\.\d\d s, \d+ MB$",
                               r"^\S+ no-overflow: true \(expected true: correct\) \d+\.\d\d s, \d+ MB$"],
    "count_up_true_ilp32.yml": [r"^\S+ unreach-call: true \(expected true: correct\) \d+\.\d\d s, \d+ MB$",
                                r"^\S+ no-overflow: true \(expected true: correct\) \d+\.\d\d s, \d+ MB$"],
    "long_product.yml": [r"^\S+ no-overflow: true \(expected true: correct\) \d+\.\d\d s, \d+ MB$"],
    "long_product_32.yml": [r"^\S+ no-overflow: false\(no-overflow\) \(expected false: correct\) \d+\.\d\d s, \d+ MB$"],
    "pointer_size_ilp32.yml": [r"^\S+ unreach-call: false\(unreach-call\) \(expected false: correct\) \d+\.\d\d s, \d+ MB$",
                               r"^\S+ valid-memsafety: true \(expected true: correct\) \d+\.\d\d s, \d+ MB$"],
    "pointer_size_lp64.yml": [r"^\S+ unreach-call: true \(expected true: correct\) \d+\.\d\d s, \d+ MB$"],
    "list_memsafety_false_ilp32.yml": [r"^\S+ valid-memsafety: false\(valid-deref\) \(expected false\(valid-deref\): correct\) \d+\.\d\d s, \d+ MB$"],
    "list_memsafety_false.yml": [r"^\S+ valid-memsafety: false\(valid-deref\) \(expected false\(valid-deref\): correct\) \d+\.\d\d s, \d+ MB$"],
    "leak_false.yml": [r"^\S+ valid-memsafety: false\(valid-memtrack\)",
                       r"^\S+ valid-memcleanup: false\(valid-memcleanup\) \(expected false: correct\) \d+\.\d\d s, \d+ MB$"],
    "termination_unknown.yml": [r"^\S+ termination: unsupported \(termination\)$",
                                r"^\S+ unreach-call: true \(expected true: correct\) \d+\.\d\d s, \d+ MB$"],
}
BAD = {
    "missing_input.yml": r"^swarmbmc: error: task '.*missing_input.yml' names a missing file 'nothere.c'$",
    "missing_property.yml": r"^swarmbmc: error: task '.*' names a missing file '../properties/nothere.prp'$",
    "malformed_property.yml": r"^swarmbmc: error: malformed property file '.*malformed.prp'",
    "malformed.yml": r"^swarmbmc: error: malformed task file '.*malformed.yml'",
}


def main():
    binary, svcomp = sys.argv[1], sys.argv[2]
    failures = []
    tasks = os.path.join(svcomp, "tasks")
    for name in sorted(os.listdir(tasks)):
        if not name.endswith(".yml"):
            continue
        done = subprocess.run([binary, "task", name, "--timeout", "60"], cwd=tasks, capture_output=True, text=True,
                              timeout=300)
        out = done.stdout + done.stderr
        if done.returncode != 0 or re.search(r": wrong\) ", out, re.M) or "; 0 wrong:" not in out:
            failures.append(f"{name}: exit {done.returncode}\n{out}")
        for pattern in EXPECTED.get(name, []):
            if not re.search(pattern, out, re.M):
                failures.append(f"{name}: no line matching {pattern}\n{out}")
    bad = os.path.join(svcomp, "bad")
    for name, pattern in BAD.items():
        done = subprocess.run([binary, "task", name], cwd=bad, capture_output=True, text=True, timeout=60)
        lines = (done.stdout + done.stderr).strip().splitlines()
        if done.returncode != 1 or len(lines) != 1 or not re.match(pattern, lines[0]):
            failures.append(f"{name}: expected one error line matching {pattern} and exit 1, got exit "
                            f"{done.returncode}: {lines}")
    for failure in failures:
        print("FAIL", failure)
    print(f"{len(failures)} failures")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
