#!/usr/bin/env python3
"""Correctness witnesses for VERIFIED answers, through the real binary.

    correctness_witness.py SWARMBMC REGRESSION_DIR

On the k-induction regression cases kinduction_{counter,invariant,
array_index,relation,unsigned,unsigned_high,portfolio,swarm}_pass (their test.desc's
arguments), in GraphML and in YAML, and kinduction_invariant_pass also with
--solver z3:

- the invariants the witness must carry are worked out here from the
  VERDICT line and the source, independently of the writer: a printed bound
  "v <= c" / "v >= c" (signed) or "v <=u c" / "v >=u c" (unsigned) on a
  variable the source declares once, before the loop, with a C type of the
  bound's signedness, or unsigned with a signed bound c >= 0 when a signed
  lower bound >= 0 was printed for it; as "v <= c" in C. Relations ("x + y
  as on entry") and residues ("x % 2 as on entry once ...") are left out.
  Cases whose invariants are known are pinned too (so an empty list on both
  sides cannot pass);
- GraphML: parses; every <data> key declared by a <key> for its element,
  ids unique; witness-type correctness_witness, programhash the SHA-256 of
  the file, the graph data present, specification the property file's
  CHECK line under --property; with invariants, one node carrying their
  conjunction as `invariant` (exactly the expected ones, in order) with
  `invariant.scope` main, entered from the entry node by an edge whose
  startline is the loop's line; without, the entry node alone;
- YAML: parses; one invariant_set entry, metadata (format 2.0, uuid, task
  with the file's hash, LP64); one loop_invariant per expected invariant at
  the loop's line and column in main, format c_expression, in order;
- a plainly VERIFIED run (no loop: no invariants) gives the trivial
  witness in both formats;
- FAILED still gives a violation witness; BOUNDED, UNKNOWN and a VERIFIED
  run restricted to a log (--log-trace) write no file and say why.
"""
import hashlib
import os
import re
import subprocess
import sys
import tempfile
from xml.etree import ElementTree

import yaml

NS = "{http://graphml.graphdrawing.org/xmlns}"
INDUCTION_CASES = ("kinduction_counter_pass", "kinduction_invariant_pass", "kinduction_array_index_pass",
                   "kinduction_relation_pass", "kinduction_unsigned_pass", "kinduction_portfolio_pass",
                   "kinduction_swarm_pass", "kinduction_unsigned_high_pass")
# What the witness must carry where the test.desc pins the verdict's invariants.
PINNED = {"kinduction_invariant_pass": ["x >= 0", "x <= 100"],
          "kinduction_unsigned_pass": ["x >= 0", "x <= 100", "c >= 0", "c <= 50"],
          "kinduction_relation_pass": [],
          # Above INT_MAX: the signed bounds (negative) are left out, the unsigned ones read as C.
          "kinduction_unsigned_high_pass": ["x >= 3000000000", "x <= 3000000100"],
          # `seen = top;` in the body describes seen by top's phi too: the header names top alone.
          "kinduction_swarm_pass": ["top >= 0", "top <= 8"]}
BOUND = re.compile(r"^([A-Za-z_]\w*) (<=|>=)(u?) (-?\d+)$")
DECLARATION = re.compile(r"\b(unsigned(?: int| char| short| long)*|signed char|int|short|long|char)\s+([^;()]*);")
failures = []


def expect(condition, message):
    if not condition:
        failures.append(message)
        print("FAIL:", message)
    return condition


def case_command(case_dir):
    """The input file and arguments of a case's test.desc (lines 1 and 2)."""
    lines = open(os.path.join(case_dir, "test.desc")).read().splitlines()
    return lines[0], lines[1].split()


def run(binary, case_dir, file, args):
    return subprocess.run([binary, file] + args + ["--no-progress"], cwd=case_dir, capture_output=True,
                          text=True, timeout=120)


def printed_invariants(stdout):
    match = re.search(r"^VERDICT: VERIFIED \(k-induction, k = \d+(?:, invariants: ([^)]*))?\)", stdout, re.M)
    if not match:
        return None
    return match.group(1).split(", ") if match.group(1) else []


def loop_start(source):
    """(line, column) of main's loop: the first `while (` or `for (`."""
    for number, text in enumerate(source.splitlines(), 1):
        found = re.search(r"\b(while|for)\s*\(", text)
        if found:
            return number, found.start() + 1
    return 0, 0


def declarations(source):
    """Each declared variable's name -> list of (line, signed)."""
    declared = {}
    for match in DECLARATION.finditer(source):
        line = source.count("\n", 0, match.start()) + 1
        for item in match.group(2).split(","):
            name = re.match(r"\s*\**\s*([A-Za-z_]\w*)", item)
            if name:
                declared.setdefault(name.group(1), []).append((line, not match.group(1).startswith("unsigned")))
    return declared


def expected_invariants(printed, source):
    loop_line, _ = loop_start(source)
    declared = declarations(source)
    bounds = [b for b in (BOUND.match(text) for text in printed) if b]
    sign_clear = {b.group(1) for b in bounds if b.group(2) == ">=" and not b.group(3) and int(b.group(4)) >= 0}
    expected = []
    for b in bounds:
        name, op, unsigned, value = b.groups()
        places = declared.get(name, [])
        if len(places) != 1 or places[0][0] > loop_line:
            continue
        c_signed = places[0][1]
        exact = c_signed == (not unsigned) or (not c_signed and not unsigned and int(value) >= 0 and name in sign_clear)
        if exact:
            expected.append(f"{name} {op} {value}")
    return expected


def keys_declared(root, name):
    declared = {}
    for key in root.findall(NS + "key"):
        expect(key.get("id") not in declared, f"{name}: key {key.get('id')} declared twice")
        declared[key.get("id")] = key.get("for")
    for element, kind in [(root.find(NS + "graph"), "graph")] + \
            [(e, "node") for e in root.iter(NS + "node")] + [(e, "edge") for e in root.iter(NS + "edge")]:
        for data in element.findall(NS + "data"):
            expect(declared.get(data.get("key")) == kind, f"{name}: data key {data.get('key')} not declared for {kind}")


def graph_data(root):
    return {d.get("key"): d.text for d in root.find(NS + "graph").findall(NS + "data")}


def check_graphml(name, path, sha, expected, loop, specification):
    root = ElementTree.parse(path).getroot()
    keys_declared(root, name)
    data = graph_data(root)
    expect(data.get("witness-type") == "correctness_witness", f"{name}: witness-type {data.get('witness-type')}")
    expect(data.get("programhash") == sha, f"{name}: programhash {data.get('programhash')}")
    expect(data.get("programfile") == "main.c", f"{name}: programfile {data.get('programfile')}")
    for key in ("sourcecodelang", "producer", "architecture", "creationtime", "specification"):
        expect(data.get(key), f"{name}: no graph data {key}")
    if specification:
        expect(data.get("specification") == specification, f"{name}: specification {data.get('specification')!r}")
    nodes = {n.get("id"): {d.get("key"): d.text for d in n.findall(NS + "data")} for n in root.iter(NS + "node")}
    edges = [(e.get("source"), e.get("target"), {d.get("key"): d.text for d in e.findall(NS + "data")})
             for e in root.iter(NS + "edge")]
    entries = [n for n, d in nodes.items() if d.get("entry") == "true"]
    if not expect(len(entries) == 1, f"{name}: entry nodes {entries}"):
        return
    heads = [n for n, d in nodes.items() if "invariant" in d]
    if not expected:
        expect(len(nodes) == 1 and not edges, f"{name}: a witness without invariants has nodes {nodes}, edges {edges}")
        return
    if not expect(len(heads) == 1, f"{name}: invariant nodes {heads}"):
        return
    conjuncts = [c.strip() for c in nodes[heads[0]]["invariant"].split("&&")]
    conjuncts = [c[1:-1] if len(conjuncts) > 1 and c.startswith("(") and c.endswith(")") else c for c in conjuncts]
    expect(conjuncts == expected, f"{name}: invariant {nodes[heads[0]]['invariant']!r}, expected {expected}")
    expect(nodes[heads[0]].get("invariant.scope") == "main", f"{name}: invariant.scope {nodes[heads[0]]}")
    entering = [d for s, t, d in edges if s == entries[0] and t == heads[0]]
    expect(len(entering) == 1 and entering[0].get("startline") == str(loop[0]),
           f"{name}: edge to the loop head {entering}, loop at line {loop[0]}")


def check_yaml(name, path, sha, expected, loop, specification):
    document = yaml.safe_load(open(path))
    if not expect(isinstance(document, list) and len(document) == 1, f"{name}: not one entry: {document!r}"):
        return
    entry = document[0]
    expect(entry.get("entry_type") == "invariant_set", f"{name}: entry_type {entry.get('entry_type')}")
    metadata = entry.get("metadata", {})
    task = metadata.get("task", {})
    expect(metadata.get("format_version") == "2.0", f"{name}: format_version {metadata.get('format_version')}")
    expect(re.fullmatch(r"[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}",
                        str(metadata.get("uuid"))), f"{name}: uuid {metadata.get('uuid')}")
    expect(metadata.get("producer", {}).get("name") == "swarmbmc", f"{name}: producer {metadata.get('producer')}")
    expect(task.get("input_files") == ["main.c"] and task.get("input_file_hashes") == {"main.c": sha},
           f"{name}: task files {task}")
    expect(task.get("data_model") == "LP64" and task.get("language") == "C", f"{name}: task {task}")
    expect(bool(task.get("specification")), f"{name}: no specification")
    if specification:
        expect(task.get("specification") == specification, f"{name}: specification {task.get('specification')!r}")
    content = entry.get("content")
    if not expect(isinstance(content, list), f"{name}: content {content!r}"):
        return
    values = []
    for item in content:
        invariant = item.get("invariant", {})
        where = invariant.get("location", {})
        expect(invariant.get("type") == "loop_invariant" and invariant.get("format") == "c_expression",
               f"{name}: invariant {invariant}")
        expect((where.get("file_name"), where.get("line"), where.get("column"), where.get("function")) ==
               ("main.c", loop[0], loop[1], "main"), f"{name}: location {where}, loop at {loop}")
        values.append(invariant.get("value"))
    expect(values == expected, f"{name}: invariants {values}, expected {expected}")


def property_specification(case_dir, args):
    if "--property" not in args:
        return None
    path = os.path.join(case_dir, args[args.index("--property") + 1])
    return "\n".join(line.strip() for line in open(path) if line.strip().startswith("CHECK("))


def check_induction_case(binary, regression, case, tmp, extra):
    case_dir = os.path.join(regression, case)
    file, args = case_command(case_dir)
    source = open(os.path.join(case_dir, file)).read()
    sha = hashlib.sha256(open(os.path.join(case_dir, file), "rb").read()).hexdigest()
    loop = loop_start(source)
    for witness_format, check in (("graphml", check_graphml), ("yaml", check_yaml)):
        name = f"{case} {witness_format} {' '.join(extra)}".strip()
        path = os.path.join(tmp, name.replace(" ", "_"))
        done = run(binary, case_dir, file, args + extra + ["--witness", path, "--witness-format", witness_format])
        printed = printed_invariants(done.stdout)
        if not expect(done.returncode == 0 and printed is not None, f"{name}: exit {done.returncode}, {done.stdout}"):
            continue
        expected = expected_invariants(printed, source)
        if case in PINNED:
            expect(expected == PINNED[case], f"{name}: the verdict's invariants {printed} give {expected}")
        else:
            expect(bool(expected), f"{name}: no invariant to state from {printed}")
        if expect(os.path.exists(path), f"{name}: no witness written ({done.stderr.strip()})"):
            check(name, path, sha, expected, loop, property_specification(case_dir, args))


def check_trivial(binary, regression, tmp):
    case_dir = os.path.join(regression, "heap_free_null_pass")
    file, args = case_command(case_dir)
    sha = hashlib.sha256(open(os.path.join(case_dir, file), "rb").read()).hexdigest()
    for witness_format, check in (("graphml", check_graphml), ("yaml", check_yaml)):
        for extra in ([], ["--solver", "z3"]):
            name = f"heap_free_null_pass {witness_format} {' '.join(extra)}".strip()
            path = os.path.join(tmp, name.replace(" ", "_"))
            done = run(binary, case_dir, file, args + extra + ["--witness", path, "--witness-format", witness_format])
            if expect(re.search(r"^VERDICT: VERIFIED$", done.stdout, re.M) and os.path.exists(path),
                      f"{name}: exit {done.returncode}, {done.stdout} {done.stderr}"):
                check(name, path, sha, [], (0, 0), None)


def check_violation(binary, regression, tmp):
    case_dir = os.path.join(regression, "kinduction_base_fail")
    file, args = case_command(case_dir)
    for witness_format, tag in (("graphml", "violation_witness"), ("yaml", "violation_sequence")):
        path = os.path.join(tmp, f"fail.{witness_format}")
        done = run(binary, case_dir, file, args + ["--witness", path, "--witness-format", witness_format])
        if not expect(re.search(r"^VERDICT: FAILED", done.stdout, re.M) and os.path.exists(path),
                      f"FAILED {witness_format}: {done.stdout} {done.stderr}"):
            continue
        if witness_format == "graphml":
            kind = graph_data(ElementTree.parse(path).getroot()).get("witness-type")
        else:
            kind = yaml.safe_load(open(path))[0].get("entry_type")
        expect(kind == tag, f"FAILED {witness_format}: witness type {kind}")


def check_no_witness(binary, regression, tmp):
    runs = [("BOUNDED", "kinduction_counter_pass", ["main.c", "--depth", "3"], 0, "BOUNDED"),
            ("UNKNOWN", "float_erf_unknown", ["main.c", "--depth", "1"], 2, "UNKNOWN"),
            ("log-restricted VERIFIED", "log_exact_pass",
             ["../log_exact_fail/main.c", "--depth", "6", "--log-function", "printf", "--log-trace", "run.log"], 0,
             "--log-trace")]
    for label, case, command, code, reason in runs:
        path = os.path.join(tmp, label.replace(" ", "_") + ".graphml")
        done = run(binary, os.path.join(regression, case), command[0], command[1:] + ["--witness", path])
        expect(done.returncode == code, f"{label}: exit {done.returncode}, {done.stdout}")
        expect(not os.path.exists(path), f"{label}: a witness was written")
        expect(re.search(r"^swarmbmc: note: no witness written to .*" + re.escape(reason), done.stderr, re.M),
               f"{label}: no note saying why: {done.stderr!r}")


def main():
    if len(sys.argv) != 3:
        print(__doc__)
        return 2
    binary, regression = sys.argv[1], sys.argv[2]
    with tempfile.TemporaryDirectory() as tmp:
        for case in INDUCTION_CASES:
            check_induction_case(binary, regression, case, tmp, [])
        check_induction_case(binary, regression, "kinduction_invariant_pass", tmp, ["--solver", "z3"])
        check_trivial(binary, regression, tmp)
        check_violation(binary, regression, tmp)
        check_no_witness(binary, regression, tmp)
    print(f"correctness_witness: {len(failures)} failures")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
