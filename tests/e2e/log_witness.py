#!/usr/bin/env python3
"""The violation witnesses of a --log-trace run carry its log events.

    log_witness.py SWARMBMC REGRESSION_DIR

For the regression cases log_exact_fail (exact match), log_subsequence_fail
and log_prefix_fail (their executions have log events that match no line of
the file: those get no edge and no comment), one run writes --json and a
GraphML witness, another --json and a YAML witness. Checks:

- GraphML: parses; every <data> key is declared by a <key> for that element
  (what validators such as witnesslint require of tool-specific keys), and
  the declared ids are unique; `swarmbmc-log` is declared for edges; one edge
  per log event the JSON trace gives a logLine, in trace order, its value
  "log line N: ... printed \"<line N of the log file>\"" and its startline the
  event's line; the inputs' assumptions unchanged (one per input, in order);
- YAML: parses (python3-yaml); one "# swarmbmc-log: log line N: ..." comment
  per matched event, in trace order, each printing line N of the file and
  ending with the event's file:line; comments leave the document what it was:
  one assumption segment per input and the target last, no key naming
  swarmbmc;
- a run with log events but no --log-trace (trace_log_function_fail: printf is
  a --log-function) keeps its witnesses as before: no swarmbmc-log key, no
  comment, and one GraphML edge per visible input, call and return plus the
  violation's.
"""
import json
import os
import re
import subprocess
import sys
import tempfile
from xml.etree import ElementTree

import yaml

NS = {"g": "http://graphml.graphdrawing.org/xmlns"}
LOG_CASES = ("log_exact_fail", "log_subsequence_fail", "log_prefix_fail")
PLAIN_CASE = "trace_log_function_fail"
failures = []


def expect(condition, message):
    if not condition:
        failures.append(message)
        print("FAIL:", message)


def case_command(case_dir):
    """The input file and arguments of a case's test.desc (lines 1 and 2)."""
    lines = open(os.path.join(case_dir, "test.desc")).read().splitlines()
    return lines[0], lines[1].split()


def run_case(binary, case_dir, tmp, name, witness_format):
    """Runs the case with --json and --witness; returns (JSON document, witness path)."""
    file, args = case_command(case_dir)
    trace = os.path.join(tmp, f"{name}.{witness_format}.json")
    witness = os.path.join(tmp, f"{name}.{witness_format}")
    proc = subprocess.run([binary, file] + args + ["--json", trace, "--witness", witness,
                                                   "--witness-format", witness_format],
                          cwd=case_dir, capture_output=True, text=True, timeout=120)
    expect(proc.returncode == 10, f"{name} ({witness_format}): exit {proc.returncode}: {proc.stderr[-500:]}")
    if proc.returncode != 10:
        return None, None
    return json.load(open(trace)), witness


def log_lines(case_dir):
    path = os.path.join(case_dir, "run.log")
    return open(path).read().splitlines() if os.path.isfile(path) else []


def matched_events(doc):
    """The JSON trace's log steps that matched a line of the log file."""
    return [s for s in doc["trace"] if s["stepType"] == "log" and s.get("logLine")]


def inputs(doc):
    return [s for s in doc["trace"] if s["stepType"] == "input"]


def expect_event_text(name, text, step, lines):
    """`text` is "log line N: <call> printed \"<line N>\"" for the JSON step."""
    n = step["logLine"]
    m = re.fullmatch(r'log line (\d+): (\w+)\(.*\) printed "(.*)"', text)
    expect(m is not None, f"{name}: log event text {text!r}")
    if m:
        expect(int(m.group(1)) == n, f"{name}: {text!r} is not log line {n}")
        expect(m.group(2) == step["function"]["identifier"], f"{name}: {text!r} does not name {step['function']}")
        expect(1 <= n <= len(lines) and m.group(3) == lines[n - 1],
               f"{name}: {text!r} does not print line {n} of the log {lines}")


def declared_keys(root, name):
    keys = {}
    for key in root.findall("g:key", NS):
        expect(key.get("id") not in keys, f"{name}: key {key.get('id')} declared twice")
        keys[key.get("id")] = key.get("for")
    return keys


def expect_keys_declared(root, graph, keys, name):
    """Every <data> of the graph, its nodes and edges uses a key declared for it."""
    for element, kind in [(graph, "graph")] + [(n, "node") for n in graph.findall("g:node", NS)] + \
            [(e, "edge") for e in graph.findall("g:edge", NS)]:
        for data in element.findall("g:data", NS):
            expect(keys.get(data.get("key")) == kind, f"{name}: data key {data.get('key')} not declared for {kind}")


def edge_data(edge):
    return {d.get("key"): d.text for d in edge.findall("g:data", NS)}


def check_graphml(name, path, doc, lines):
    root = ElementTree.parse(path).getroot()
    graph = root.find("g:graph", NS)
    keys = declared_keys(root, name)
    expect_keys_declared(root, graph, keys, name)
    edges = [edge_data(e) for e in graph.findall("g:edge", NS)]
    events = matched_events(doc)
    expect(keys.get("swarmbmc-log") == "edge", f"{name}: swarmbmc-log not declared for edges: {keys}")
    logged = [e for e in edges if "swarmbmc-log" in e]
    expect(len(logged) == len(events) > 0, f"{name}: {len(logged)} GraphML log edges, {len(events)} matched events")
    for edge, step in zip(logged, events):
        expect_event_text(name, edge["swarmbmc-log"], step, lines)
        expect(edge.get("startline") == str(step["sourceLocation"]["line"]),
               f"{name}: log edge startline {edge.get('startline')} != {step['sourceLocation']['line']}")
        expect("assumption" not in edge, f"{name}: a log edge carries an assumption: {edge}")
    assumptions = [e["assumption"] for e in edges if "assumption" in e]
    expect(len(assumptions) == len(inputs(doc)), f"{name}: {len(assumptions)} assumptions, {len(inputs(doc))} inputs")


def check_yaml(name, path, doc, lines):
    text = open(path).read()
    entry = yaml.safe_load(text)[0]
    # Inputs' choice names are comments too (named_choices.py checks them).
    comments = [line.strip() for line in text.splitlines() if line.lstrip().startswith("# swarmbmc-log")]
    events = matched_events(doc)
    expect(len(comments) == len(events) > 0, f"{name}: {len(comments)} YAML comments, {len(events)} matched events")
    for comment, step in zip(comments, events):
        where = f"{step['sourceLocation']['file']}:{step['sourceLocation']['line']}"
        m = re.fullmatch(r"# swarmbmc-log: (.*) at (\S+?)(:\d+)?", comment)
        expect(m is not None and m.group(2) == where, f"{name}: comment {comment!r} not at {where}")
        if m:
            expect_event_text(name, m.group(1), step, lines)
    waypoints = [segment["segment"][0]["waypoint"] for segment in entry["content"]]
    expect([w["type"] for w in waypoints] == ["assumption"] * len(inputs(doc)) + ["target"],
           f"{name}: YAML waypoints {[w['type'] for w in waypoints]}")
    expect("swarmbmc" not in json.dumps(entry["content"]), f"{name}: the YAML content names swarmbmc")


def check_plain(binary, regression, tmp):
    """A run without --log-trace: witnesses as before the log events."""
    case_dir = os.path.join(regression, PLAIN_CASE)
    doc, graphml = run_case(binary, case_dir, tmp, PLAIN_CASE, "graphml")
    if doc:
        expect(any(s["stepType"] == "log" for s in doc["trace"]), f"{PLAIN_CASE}: no log step to leave out")
        root = ElementTree.parse(graphml).getroot()
        expect("swarmbmc-log" not in declared_keys(root, PLAIN_CASE), f"{PLAIN_CASE}: swarmbmc-log declared")
        shown = [s for s in doc["trace"] if not s.get("hidden")
                 and s["stepType"] in ("input", "function-call", "function-return")]
        edges = root.find("g:graph", NS).findall("g:edge", NS)
        expect(len(edges) == len(shown) + 1, f"{PLAIN_CASE}: {len(edges)} edges for {len(shown)} steps + violation")
    doc, witness = run_case(binary, case_dir, tmp, PLAIN_CASE, "yaml")
    if doc:
        text = open(witness).read()
        expect("swarmbmc-log" not in text, f"{PLAIN_CASE}: the YAML witness has a log comment")


def main():
    if len(sys.argv) != 3 or sys.argv[1] in ("-h", "--help"):
        print(__doc__)
        return 0 if len(sys.argv) == 2 else 2
    binary, regression = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
    with tempfile.TemporaryDirectory() as tmp:
        for case in LOG_CASES:
            case_dir = os.path.join(regression, case)
            lines = log_lines(case_dir)
            doc, graphml = run_case(binary, case_dir, tmp, case, "graphml")
            if doc and case != "log_exact_fail":
                expect(any(s["stepType"] == "log" and not s.get("logLine") for s in doc["trace"]),
                       f"{case}: no log event that matches no line (the witnesses must leave it out)")
            if doc:
                check_graphml(case, graphml, doc, lines)
            doc, yaml_path = run_case(binary, case_dir, tmp, case, "yaml")
            if doc:
                check_yaml(case, yaml_path, doc, lines)
        check_plain(binary, regression, tmp)
    print(f"{len(failures)} failures")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
