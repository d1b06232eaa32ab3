#!/usr/bin/env python3
"""main(argc, argv) counterexamples as inputs, and their native replay.

usage: argv_replay.py BINARY REGRESSION_DIR DOCS_DIR

For each FAILED case whose failure depends on main's arguments:
- the --json trace (validated against DOCS_DIR/trace.schema.json) has argc
  and then argv[0..argc-1] as entry-argument inputs, each argv[i] a string
  value: bytes up to and including its only NUL, the object's size
  (--max-arg-length + 1), the unreachable bytes past the terminator; the
  text trace shows the same strings;
- the GraphML and YAML witnesses state each argv[i] as a condition on its bytes;
- `swarmbmc replay` builds a binary that fails as the trace says, with the
  trace's argc and argv whatever its own command line is, and gdb stopped
  in main sees the trace's argc and argv[1] (when gdb is installed).
Also: a passing argv program is VERIFIED and has nothing to replay; a
program without arguments replays as before (no --wrap=main); a trace
with argc but without argv's strings (an older swarmbmc) is refused.
"""
import json
import os
import re
import shlex
import subprocess
import sys
import tempfile

import xml.etree.ElementTree as ElementTree

import jsonschema
import yaml

import host_probes

FAILING = ["argv_replay_fail", "argv_index_fail", "argv_past_terminator_fail", "argc_argv_fail", "argc_limits_fail"]
failures = []


def fail(case, message):
    failures.append(f"{case}: {message}")


def desc_args(case_dir):
    lines = open(os.path.join(case_dir, "test.desc")).read().splitlines()
    return lines[0].strip(), shlex.split(lines[1]) if len(lines) > 1 else []


def c_literal(data):
    out = '"'
    for b in data:
        if b in (ord('"'), ord('\\')):
            out += '\\' + chr(b)
        elif b < 32 or b > 126:
            out += f"\\{b:03o}"
        else:
            out += chr(b)
    return out + '"'


def c_condition(name, data):
    def constant(b):
        if b == 0:
            return "0"
        if b < 32 or b > 126 or b in (ord("'"), ord('\\')):
            return f"'\\{b:03o}'"
        return f"'{chr(b)}'"
    return " && ".join(f"{name}[{k}] == {constant(b)}" for k, b in enumerate(data))


def arguments_of(case, doc, args):
    """argc and the argv values of the trace, checked against the model."""
    steps = [s for s in doc["trace"] if s["stepType"] == "input" and s["inputKind"] == "entry-argument"]
    if not steps or steps[0]["inputID"] != "argc":
        fail(case, f"the first entry-argument input is not argc: {steps[:1]}")
        return None, []
    argc = int(steps[0]["values"][0]["data"])
    strings = [s["values"][0] for s in steps[1:]]
    if [s["inputID"] for s in steps[1:]] != [f"argv[{i}]" for i in range(argc)]:
        fail(case, f"argc = {argc} but the argv inputs are {[s['inputID'] for s in steps[1:]]}")
    length = int(args[args.index("--max-arg-length") + 1]) if "--max-arg-length" in args else 16
    for i, value in enumerate(strings):
        data = value["bytes"]
        if value["name"] != "string" or data[-1] != 0 or 0 in data[:-1]:
            fail(case, f"argv[{i}] is not a terminated string: {value}")
        if value["size"] != length + 1 or len(data) + len(value["unreachableBytes"]) > value["size"]:
            fail(case, f"argv[{i}] size {value['size']}, expected {length + 1}: {value}")
        if value["data"] != c_literal(data[:-1]):
            fail(case, f"argv[{i}] data {value['data']} is not its bytes {data}")
    return argc, strings


def check_text(case, stdout, strings):
    for i, value in enumerate(strings):
        line = f"  input argument argv[{i}] = {value['data']}"
        if value["unreachableBytes"]:
            line += (" (then, past its terminator, where no real exec can put them: "
                     f"{c_literal(value['unreachableBytes'])})")
        if line + " at main" not in stdout.splitlines():
            fail(case, f"the text trace lacks {line!r}")


def check_witnesses(case, graphml, yaml_path, strings):
    expected = [c_condition(f"argv[{i}]", v["bytes"] + v["unreachableBytes"]) for i, v in enumerate(strings)]
    ns = {"g": "http://graphml.graphdrawing.org/xmlns"}
    graph = ElementTree.parse(graphml).getroot().find("g:graph", ns)
    assumptions = [d.text for e in graph.findall("g:edge", ns) for d in e.findall("g:data", ns)
                   if d.get("key") == "assumption"]
    found = [a for a in assumptions if a.startswith("argv[")]
    if found != [e + ";" for e in expected]:
        fail(case, f"GraphML argv assumptions {found} != {expected}")
    waypoints = [seg["segment"][0]["waypoint"] for seg in yaml.safe_load(open(yaml_path))[0]["content"]]
    found = [w["constraint"]["value"] for w in waypoints if w["type"] == "assumption"
             and w["constraint"]["value"].startswith("argv[")]
    if found != expected:
        fail(case, f"YAML argv constraints {found} != {expected}")


SKIPS = host_probes.Skips()


def check_gdb(case, binary, argc, strings):
    if len(strings) < 2 or not SKIPS.need(host_probes.gdb, f"{case} under gdb"):
        return
    # As README says: a sanitizer report stops at its hook, an assertion at SIGABRT.
    p = subprocess.run(["gdb", "-q", "-batch", "-ex", "break __ubsan_on_report", "-ex", "break __asan_on_error",
                        "-ex", "run", "-ex", "frame function main", "-ex", "print argc", "-ex", "print argv[1]",
                        binary], capture_output=True, text=True, timeout=120)
    shown = re.findall(r"^\$\d+ = (.*)$", p.stdout, re.M)
    expected = c_literal(strings[1]["bytes"][:-1])
    if len(shown) != 2 or shown[0] != str(argc) or not shown[1].endswith(" " + expected):
        fail(case, f"gdb in main shows {shown}, expected argc {argc} and argv[1] {expected}: {p.stdout[-300:]}")


def check_case(binary, regression, case, validator, tmp, solver):
    case_dir = os.path.join(regression, case)
    file, args = desc_args(case_dir)
    trace, graphml, yaml_path = (os.path.join(tmp, case + ext) for ext in (".json", ".graphml", ".yml"))
    p = subprocess.run([binary, file] + args + ["--solver", solver, "--json", trace, "--witness", graphml],
                       cwd=case_dir, capture_output=True, text=True, timeout=100)
    subprocess.run([binary, file] + args + ["--solver", solver, "--witness", yaml_path, "--witness-format", "yaml"],
                   cwd=case_dir, capture_output=True, text=True, timeout=100)
    doc = json.load(open(trace))
    for e in list(validator.iter_errors(doc))[:3]:
        fail(case, f"schema: {'/'.join(map(str, e.path))}: {e.message[:200]}")
    argc, strings = arguments_of(case, doc, args)
    if argc is None:
        return
    check_text(case, p.stdout, strings)
    check_witnesses(case, graphml, yaml_path, strings)
    built = os.path.join(tmp, case + ".bin")
    r = subprocess.run([binary, "replay", trace, file, "-o", built], cwd=case_dir,
                       capture_output=True, text=True, timeout=120)
    if r.returncode != 0 or "fails as the trace says" not in r.stderr or f"argc = {argc} and argv" not in r.stderr:
        fail(case, f"replay exit {r.returncode}: {r.stderr.strip()[-400:]}")
        return
    # Its own command line does not matter: main gets the trace's arguments.
    native = subprocess.run([built, "other", "arguments"], cwd=case_dir, capture_output=True, text=True, timeout=60)
    kind = doc["result"]["property"]["kind"]
    signs = ["Assertion"] if kind == "assertion" else ["AddressSanitizer", "out of bounds"]
    if native.returncode == 0 or not any(sign in native.stderr for sign in signs):
        fail(case, f"run with other arguments: exit {native.returncode}, none of {signs}: {native.stderr[-300:]}")
    if f"main(argc = {argc}, argv = {{" not in native.stderr:
        fail(case, f"the binary does not say which arguments main gets: {native.stderr[:300]}")
    check_gdb(case, built, argc, strings)


def check_others(binary, regression, tmp):
    passing = os.path.join(regression, "argv_replay_pass")
    trace = os.path.join(tmp, "pass.json")
    p = subprocess.run([binary, "main.c", "--depth", "5", "--json", trace], cwd=passing, capture_output=True,
                       text=True, timeout=100)
    if p.returncode != 0 or "VERDICT: VERIFIED" not in p.stdout:
        fail("argv_replay_pass", f"exit {p.returncode}: {p.stdout[-300:]}")
    r = subprocess.run([binary, "replay", trace, "main.c", "-o", os.path.join(tmp, "pass.bin")], cwd=passing,
                       capture_output=True, text=True, timeout=60)
    if r.returncode != 1 or "no counterexample to replay" not in r.stderr:
        fail("argv_replay_pass", f"replay of a VERIFIED trace: exit {r.returncode}: {r.stderr[-300:]}")
    stack = os.path.join(regression, "stack_small_fail")
    file, args = desc_args(stack)
    trace = os.path.join(tmp, "stack.json")
    subprocess.run([binary, file] + args + ["--json", trace], cwd=stack, capture_output=True, timeout=100)
    built = os.path.join(tmp, "stack.bin")
    r = subprocess.run([binary, "replay", trace, file, "-o", built], cwd=stack, capture_output=True, text=True,
                       timeout=120)
    symbols = subprocess.run(["nm", built], capture_output=True, text=True).stdout
    if r.returncode != 0 or "main gets" in r.stderr or "__wrap_main" in symbols:
        fail("stack_small_fail", f"a program without arguments replays differently: {r.stderr[-300:]}")
    # A trace with argc but no argv strings, as an older swarmbmc wrote.
    case_dir = os.path.join(regression, "argv_replay_fail")
    doc = json.load(open(os.path.join(tmp, "argv_replay_fail.json")))
    doc["trace"] = [s for s in doc["trace"] if not s.get("inputID", "").startswith("argv[")]
    old = os.path.join(tmp, "old.json")
    json.dump(doc, open(old, "w"))
    r = subprocess.run([binary, "replay", old, "main.c", "-o", os.path.join(tmp, "old.bin")], cwd=case_dir,
                       capture_output=True, text=True, timeout=60)
    if r.returncode != 1 or "without argv's strings" not in r.stderr:
        fail("old-trace", f"exit {r.returncode}: {r.stderr[-300:]}")


def main():
    if len(sys.argv) != 4 or sys.argv[1] in ("-h", "--help"):
        print(__doc__)
        return 0 if len(sys.argv) > 1 else 2
    binary, regression, docs = map(os.path.abspath, sys.argv[1:4])
    if not SKIPS.need(host_probes.asan, "argv replay"):
        return SKIPS.exit_code(False)
    validator = jsonschema.Draft7Validator(json.load(open(os.path.join(docs, "trace.schema.json"))))
    with tempfile.TemporaryDirectory() as tmp:
        for solver in ("cadical", "z3"):
            os.makedirs(os.path.join(tmp, solver))
            for case in FAILING:
                check_case(binary, regression, case, validator, os.path.join(tmp, solver), solver)
        check_others(binary, regression, os.path.join(tmp, "cadical"))
    for f in failures:
        print("FAIL", f)
    print(f"argv replay: {len(FAILING)} cases x 2 solvers, {len(failures)} failures")
    return SKIPS.exit_code(bool(failures))


if __name__ == "__main__":
    sys.exit(main())
