#!/usr/bin/env python3
"""End-to-end: early checks (encoder/checks/EarlyChecks.h), through the binary.

Two programs with a loop of 2000 iterations (about 38,000 terms, so the
unroller asks early queries): one divides by an input that may be 0 in the
first iteration (FAILED), one only by inputs that cannot be 0 (VERIFIED).
  - FAILED: the same violated property with and without --no-early-checks;
    with early checks the counterexample comes from an early query
    (found_early in --stats-json, foundEarly in --json, fewer instructions
    unrolled) and its trace is complete (inputs, failure);
  - VERIFIED: early queries were asked, none found anything, same verdict
    as --no-early-checks; with --depth 1500 both say BOUNDED (an early
    query never hides a loop that needs more depth);
  - --solver z3 asks no early query (and finds the bug);
  - --swarm 4: the counterexample of an early query is replayed;
  - iterative deepening with reuse between depths (--property): a depth
    whose early query finds the failure ends the run with it.
Usage: early_checks.py BUILD/swarmbmc. Exit status 0 when every check passes.
"""
import json
import os
import subprocess
import sys
import tempfile

from checklist import Checklist

PROGRAM = r"""
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int total = 0;
  for (int i = 0; i < 2000; i++) {
    int y = __VERIFIER_nondet_int();
    if (y > 0 || y < LOWER) total += 1000 / y;
  }
  return total != 0;
}
"""

# Deepening (--property without --depth) reuses one term manager and solver
# across depths; the loops need depth 30, so depth 32 is the first to get
# past the innermost one, and its early query at 32k terms finds the
# reach_error() of i == 10. That run never stated its constraints:
# retiring them at its end crashed (segmentation fault).
DEEPENING_PROGRAM = r"""
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);
int main(void) {
  int x = 0;
  for (int i = 0; i < 30; i++)
    for (int j = 0; j < 30; j++)
      for (int k = 0; k < 30; k++) {
        x = x * 3 + __VERIFIER_nondet_int();
        if (i == 10 && j == 0 && k == 0 && x == 12345) reach_error();
      }
  return 0;
}
"""
UNREACH_CALL = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "svcomp", "properties",
                            "unreach-call.prp")


def main():
    if len(sys.argv) != 2:
        print(__doc__)
        return 2
    binary = sys.argv[1]
    check = Checklist("early_checks")

    with tempfile.TemporaryDirectory() as tmp:
        def run(name, *args):
            """(exit code, stdout, configuration 0 of --stats-json, --json document)."""
            program = os.path.join(tmp, name + ".c")
            with open(program, "w") as f:
                f.write(PROGRAM.replace("LOWER", "1" if name == "fail" else "-1"))
            stats, trace = os.path.join(tmp, "stats.json"), os.path.join(tmp, "trace.json")
            result = subprocess.run([binary, program, "--no-progress", "--stats-json", stats, "--json", trace]
                                    + list(args), capture_output=True, text=True, timeout=120)
            with open(stats) as f:
                report = json.load(f)
            with open(trace) as f:
                document = json.load(f)
            return result.returncode, result.stdout, report, document

        code, out, report, document = run("fail", "--depth", "2001")
        late_code, late_out, late, _ = run("fail", "--depth", "2001", "--no-early-checks")
        first, first_late = report["configurations"][0], late["configurations"][0]
        check(code == late_code == 10, f"FAILED with and without early checks (exits {code}, {late_code})")
        check(report["violated"] == late["violated"], f"same violated property: {report['violated']}")
        check(first["found_early"] and first["early_queries"] >= 1,
              f"found by an early query (early_queries {first['early_queries']}, found_early {first['found_early']})")
        check(not first_late["found_early"] and first_late["early_queries"] == 0,
              "--no-early-checks asks no early query")
        check(first["instructions_unrolled"] < first_late["instructions_unrolled"],
              f"unrolling stopped at the early counterexample ({first['instructions_unrolled']} instructions "
              f"against {first_late['instructions_unrolled']})")
        check(document["statistics"]["foundEarly"] is True and document["statistics"]["earlyQueries"] >= 1,
              "--json statistics say foundEarly")
        steps = document.get("trace", [])
        check(any(s.get("stepType") == "input" for s in steps) and steps and steps[-1].get("stepType") == "failure",
              f"the early trace has inputs and ends with the failure ({len(steps)} steps)")
        check("early queries:" in run("fail", "--depth", "2001", "--stats")[1],
              "--stats prints the early queries")

        code, _, report, _ = run("pass", "--depth", "2001")
        late_code, _, late, _ = run("pass", "--depth", "2001", "--no-early-checks")
        first = report["configurations"][0]
        check(code == late_code == 0 and report["verdict"] == late["verdict"] == "VERIFIED",
              f"VERIFIED with and without early checks ({report['verdict']}, {late['verdict']})")
        check(first["early_queries"] >= 1 and not first["found_early"],
              f"early queries asked ({first['early_queries']}), none found anything")
        _, _, bounded, _ = run("pass", "--depth", "1500")
        _, _, bounded_late, _ = run("pass", "--depth", "1500", "--no-early-checks")
        check(bounded["verdict"] == bounded_late["verdict"] == "BOUNDED",
              f"--depth 1500: BOUNDED either way ({bounded['verdict']}, {bounded_late['verdict']})")

        _, _, z3, _ = run("fail", "--depth", "2001", "--solver", "z3")
        check(z3["verdict"] == "FAILED" and z3["configurations"][0]["early_queries"] == 0,
              f"z3: {z3['verdict']} without early queries")

        code, _, swarm, _ = run("fail", "--depth", "2001", "--swarm", "4", "--jobs", "2")
        winner = swarm["configurations"][swarm["winner"]] if swarm["winner"] is not None else {}
        check(code == 10 and swarm["replayed"] and winner.get("found_early"),
              f"--swarm 4: the early counterexample of configuration {swarm['winner']} is replayed")

        deepening = os.path.join(tmp, "deepening.c")
        with open(deepening, "w") as f:
            f.write(DEEPENING_PROGRAM)
        result = subprocess.run([binary, deepening, "--property", UNREACH_CALL, "--stats", "--no-progress",
                                 "--trace-verbosity", "calls"], capture_output=True, text=True, timeout=120)
        check(result.returncode == 10 and "SV-COMP: false(unreach-call)" in result.stdout
              and "the last found the counterexample" in result.stdout
              and "deepening: depth 24 is not enough" in result.stdout,
              f"deepening: depth 32's early query finds the failure (exit {result.returncode}, "
              f"{result.stderr.strip()[-200:]!r})")

    return check.finish()


if __name__ == "__main__":
    sys.exit(main())
