#!/usr/bin/env python3
"""swarmbmc replay builds the program the trace is of: the -D and -I of the
checked run are in the trace (options.defines, options.includeDirs), and
replay compiles with them unless given its own.

usage: replay_defines.py SWARMBMC
"""
import json
import os
import subprocess
import sys
import tempfile

import host_probes

PROGRAM = r"""#include <assert.h>
#include "limit.h"
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int x = __VERIFIER_nondet_int();
  if (x > 0 && x < 100) assert(x != LIMIT);  /* fails only at LIMIT */
  return 0;
}
"""


def run(command, cwd):
    return subprocess.run(command, cwd=cwd, capture_output=True, text=True, timeout=120)


def main():
    binary = os.path.abspath(sys.argv[1])
    host_probes.require(host_probes.asan, "native replay")
    failures = []
    with tempfile.TemporaryDirectory() as work:
        os.mkdir(os.path.join(work, "inc"))
        with open(os.path.join(work, "inc", "limit.h"), "w") as f:
            f.write("#ifndef LIMIT\n#define LIMIT 7\n#endif\n")
        with open(os.path.join(work, "prog.c"), "w") as f:
            f.write(PROGRAM)
        checked = run([binary, "prog.c", "--depth", "1", "-D", "LIMIT=42", "-I", "inc", "--json", "t.json"], work)
        if checked.returncode != 10:
            failures.append(f"check: exit {checked.returncode}: {checked.stdout[-300:]} {checked.stderr[-300:]}")
        else:
            options = json.load(open(os.path.join(work, "t.json")))["options"]
            if options.get("defines") != ["LIMIT=42"] or options.get("includeDirs") != ["inc"]:
                failures.append(f"trace options: {options}")
            # Without -D/-I: the trace's are used, and the binary fails as traced.
            replay = run([binary, "replay", "t.json", "prog.c", "-o", "bin"], work)
            if replay.returncode != 0 or "fails as the trace says" not in replay.stderr \
                    or "the trace's -D/-I" not in replay.stderr:
                failures.append(f"replay: exit {replay.returncode}: {replay.stderr[-400:]}")
            # Explicit -D/-I win: another LIMIT is another program, which does not fail.
            other = run([binary, "replay", "t.json", "prog.c", "-o", "bin2", "-D", "LIMIT=43", "-I", "inc"], work)
            if other.returncode == 0 or "did NOT fail" not in other.stderr:
                failures.append(f"replay with other -D: exit {other.returncode}: {other.stderr[-400:]}")
    for failure in failures:
        print("FAIL", failure)
    print(f"{3 - len(failures)} passed, {len(failures)} failed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
