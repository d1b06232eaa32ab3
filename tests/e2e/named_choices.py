#!/usr/bin/env python3
"""Named choices end to end, beyond the regression cases:

- include/swarmbmc.h's native fallback: the same program compiled with cc
  (without __SWARMBMC__) reads swarm_choose_* values from SWARM_CHOICE_<name>,
  else from the file SWARM_CHOICES_FILE names, else defaults to lo / 0 /
  false, clamping an int into lo..hi;
- the JSON document: result.choiceHeuristics and exit code 4 for a VERIFIED
  under heuristics (valid by docs/trace.schema.json), each input step's
  "choice" name in a counterexample;
- --emit-choices writes the rules in force in the --choices format, and a
  run from that file gives the same verdict;
- witnesses and SARIF name each input by its choice name: GraphML's
  swarmbmc-choice edge data (its key declared only then), a YAML comment,
  SARIF's "(choice NAME)"; a swarm_choose_* input is not named twice.

usage: named_choices.py SWARMBMC
"""
import json
import os
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))

NATIVE = r"""#include <stdio.h>
#include "swarmbmc.h"
int main(void) {
  int speed = swarm_choose_int("speed", 0, 100);
  double gain = swarm_choose_double("gain");
  _Bool retry = swarm_choose_bool("retry");
  int lane = swarm_choose_int("main::lane", -3, 3);
  printf("%d %g %d %d\n", speed, gain, (int)retry, lane);
  return 0;
}
"""

CHECKED = r"""#include <assert.h>
int __VERIFIER_nondet_int(void);
int main(void) {
  int tag = __VERIFIER_nondet_int();
  assert(tag != 0x7f);
  return 0;
}
"""


def run(command, cwd, env=None):
    return subprocess.run(command, cwd=cwd, capture_output=True, text=True, timeout=120, env=env)


def native(work, failures):
    compiler = shutil.which("cc") or shutil.which("gcc") or shutil.which("clang")
    if not compiler:
        return failures.append("no C compiler for the native fallback")
    with open(os.path.join(work, "native.c"), "w") as f:
        f.write(NATIVE)
    built = run([compiler, "-std=c99", "-Wall", "-Werror", "-I", os.path.join(ROOT, "include"), "native.c",
                 "-o", "native"], work)
    if built.returncode != 0:
        return failures.append("native build: " + built.stderr[-400:])
    base = {k: v for k, v in os.environ.items() if not k.startswith("SWARM_CHOICE")}
    with open(os.path.join(work, "values.choices"), "w") as f:
        f.write("# from a file\nspeed = 42\ngain = 13.25  # a comment\nretry = true\n")
    cases = [({}, "0 0 0 -3"),
             ({"SWARM_CHOICE_speed": "51", "SWARM_CHOICE_gain": "0.5", "SWARM_CHOICE_retry": "1",
               "SWARM_CHOICE_main__lane": "2"}, "51 0.5 1 2"),
             ({"SWARM_CHOICE_speed": "500", "SWARM_CHOICE_main__lane": "-9"}, "100 0 0 -3"),
             ({"SWARM_CHOICES_FILE": "values.choices"}, "42 13.25 1 -3"),
             ({"SWARM_CHOICES_FILE": "values.choices", "SWARM_CHOICE_speed": "7"}, "7 13.25 1 -3")]
    for extra, expected in cases:
        got = run(["./native"], work, {**base, **extra})
        if got.stdout.strip() != expected:
            failures.append(f"native with {extra}: printed {got.stdout.strip()!r}, expected {expected!r}")


def json_document(binary, work, failures):
    with open(os.path.join(work, "checked.c"), "w") as f:
        f.write(CHECKED)
    passed = run([binary, "checked.c", "--depth", "1", "--choice", "main::tag=set(1,2)", "--json", "-",
                  "--emit-choices", "emitted.choices"], work)
    result = json.loads(passed.stdout)["result"] if passed.stdout.startswith("{") else {}
    if passed.returncode != 4 or result.get("exitCode") != 4 or result.get("choiceHeuristics") != "main::tag=set(1,2)":
        failures.append(f"VERIFIED under heuristics: exit {passed.returncode}, result {result}")
    try:  # the documented schema admits it (exit code 4, choiceHeuristics)
        import jsonschema
        with open(os.path.join(ROOT, "docs", "trace.schema.json")) as f:
            jsonschema.validate(json.loads(passed.stdout), json.load(f))
    except Exception as error:  # noqa: BLE001 - any failure is the test's
        failures.append(f"VERIFIED under heuristics: the JSON does not validate: {str(error)[:300]}")
    with open(os.path.join(work, "emitted.choices")) as f:
        if "main::tag = set(1,2)" not in f.read():
            failures.append("--emit-choices did not write 'main::tag = set(1,2)'")
    again = run([binary, "checked.c", "--depth", "1", "--choices", "emitted.choices"], work)
    if again.returncode != 4 or "VERDICT: VERIFIED (under choice heuristics: main::tag=set(1,2))" not in again.stdout:
        failures.append(f"run from the emitted file: exit {again.returncode}: {again.stdout[-300:]}")
    failed = run([binary, "checked.c", "--depth", "1", "--choice", "main::tag=set(0x7f)", "--json", "-"], work)
    document = json.loads(failed.stdout) if failed.stdout.startswith("{") else {}
    steps = [s for s in document.get("trace", []) if s.get("stepType") == "input"]
    if failed.returncode != 10 or not steps or steps[0].get("choice") != "main::tag" or \
            "choiceHeuristics" in document.get("result", {}):
        failures.append(f"counterexample under heuristics: exit {failed.returncode}, input steps {steps}")


def witness_documents(binary, work, failures):
    """The choice names in the GraphML and YAML witnesses and in SARIF."""
    failed = run([binary, "checked.c", "--depth", "1", "--witness", "w.graphml", "--sarif", "w.sarif"], work)
    yaml = run([binary, "checked.c", "--depth", "1", "--witness", "w.yml", "--witness-format", "yaml"], work)
    if failed.returncode != 10 or yaml.returncode != 10:
        failures.append(f"witness run: exit {failed.returncode}: {failed.stdout[-300:]} {failed.stderr[-300:]}")
        return
    graphml = open(os.path.join(work, "w.graphml")).read()
    if 'id="swarmbmc-choice"' not in graphml or '<data key="swarmbmc-choice">main::tag</data>' not in graphml:
        failures.append("GraphML witness: no swarmbmc-choice key or main::tag edge data")
    if "# swarmbmc-choice: main::tag" not in open(os.path.join(work, "w.yml")).read():
        failures.append("YAML witness: no '# swarmbmc-choice: main::tag' comment")
    sarif = json.load(open(os.path.join(work, "w.sarif")))
    texts = [l["location"]["message"]["text"] for r in sarif["runs"][0]["results"]
             for f in r.get("codeFlows", []) for t in f["threadFlows"] for l in t["locations"]]
    if not any(t.startswith("input ") and t.endswith("(choice main::tag)") for t in texts):
        failures.append(f"SARIF: no input step ending '(choice main::tag)': {texts}")
    # swarm_choose_int("speed") names itself: no second name in SARIF.
    with open(os.path.join(work, "speed.c"), "w") as f:
        f.write('#include <assert.h>\n#include "swarmbmc.h"\n'
                'int main(void) { int speed = swarm_choose_int("speed", 0, 9); assert(speed != 7); return 0; }\n')
    named = run([binary, "speed.c", "--depth", "1", "--sarif", "s.sarif"], work)
    sarif = json.load(open(os.path.join(work, "s.sarif"))) if named.returncode == 10 else {"runs": [{"results": []}]}
    texts = [l["location"]["message"]["text"] for r in sarif["runs"][0]["results"]
             for f in r.get("codeFlows", []) for t in f["threadFlows"] for l in t["locations"]]
    if named.returncode != 10 or any("(choice" in t for t in texts) or not any('"speed"' in t for t in texts):
        failures.append(f"swarm_choose_int: exit {named.returncode}, SARIF texts {texts}")


def main():
    if len(sys.argv) != 2 or sys.argv[1] in ("-h", "--help"):
        print(__doc__)
        return 0 if len(sys.argv) == 2 else 2
    binary = os.path.abspath(sys.argv[1])
    failures = []
    with tempfile.TemporaryDirectory() as work:
        native(work, failures)
        json_document(binary, work, failures)
        witness_documents(binary, work, failures)
    for failure in failures:
        print("FAIL:", failure)
    print("named_choices:", "ok" if not failures else f"{len(failures)} failure(s)")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
