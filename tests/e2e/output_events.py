#!/usr/bin/env python3
"""Output events in the JSON document, through the real binary:

- regression/output_events_fail with --json - on the default backend (for
  these floating-point programs CryptoMiniSat), CaDiCaL and Z3: the document
  validates against docs/trace.schema.json, and its "output" steps are the
  text trace's output lines in order, each with its function, stream and
  rendered C-escaped data (printf with the counterexample's values, puts's
  newline, stderr, fwrite, putchar, write), none from the call off the path;
- regression/output_pwrite_fail: pwrite's step carries its offset;
- regression/output_not_rendered_fail: a conversion not rendered is
  "rendered": false with the format, a long string "truncated": true.

usage: output_events.py SWARMBMC REGRESSION_DIR DOCS_DIR
"""
import json
import os
import subprocess
import sys

import jsonschema

EXPECTED = [
    ("printf", "stdout", "count = 3\\n"),
    ("printf", "stdout", "[ 1.50|ab\\tc|0xff|z|9|%|003|lit]\\n"),
    ("puts", "stdout", "hello \\\"world\\\"\\n"),
    ("fputs", "stderr", "to stderr\\n"),
    ("fprintf", "stderr", "next 4\\n"),
    ("fwrite", "stdout", "ab"),
    ("putchar", "stdout", "\\n"),
    ("write", "stdout", "raw\\n"),
]


def document(binary, case_dir, extra):
    p = subprocess.run([binary, "main.c", "--json", "-"] + extra, cwd=case_dir, capture_output=True, text=True,
                       timeout=60)
    if p.returncode != 10:
        sys.exit(f"FAIL: {case_dir} {extra}: exit {p.returncode}\n{p.stderr}")
    return json.loads(p.stdout)


def outputs(doc):
    return [s for s in doc["trace"] if s["stepType"] == "output"]


def main():
    binary, regression, docs = (os.path.abspath(a) for a in sys.argv[1:4])
    with open(os.path.join(docs, "trace.schema.json")) as f:
        schema = json.load(f)
    failures = []
    backends = ([], ["--solver", "cadical"], ["--solver", "z3"])
    for extra in backends:
        doc = document(binary, os.path.join(regression, "output_events_fail"), extra)
        jsonschema.validate(doc, schema)
        got = [(s["function"]["identifier"], s["stream"], s.get("data")) for s in outputs(doc)]
        if got != EXPECTED:
            failures.append(f"output_events_fail {extra}: {got}")
        if any(s["truncated"] or not s["rendered"] or s["hidden"] for s in outputs(doc)):
            failures.append(f"output_events_fail {extra}: a step truncated, not rendered or hidden")
        steps = [s["stepType"] for s in doc["trace"]]
        if steps.index("output") < steps.index("input") or steps[-1] != "failure":
            failures.append(f"output_events_fail {extra}: steps out of order: {steps}")

        doc = document(binary, os.path.join(regression, "output_pwrite_fail"), extra + ["--max-input-length", "0"])
        jsonschema.validate(doc, schema)
        got = [(s["function"]["identifier"], s["stream"], s.get("offset"), s.get("data")) for s in outputs(doc)]
        if got != [("pwrite", "/dev/null", 42, "key=1\\n")]:
            failures.append(f"output_pwrite_fail {extra}: {got}")

        doc = document(binary, os.path.join(regression, "output_not_rendered_fail"),
                       extra + ["--max-input-length", "4", "--depth", "20"])
        jsonschema.validate(doc, schema)
        steps = outputs(doc)
        if [s["rendered"] for s in steps] != [True, False, True] or steps[1].get("format") != "%Lf\\n" \
                or "data" in steps[1] or not steps[2]["truncated"] or steps[2]["data"] != "x" * 256:
            failures.append(f"output_not_rendered_fail {extra}: {steps}")
    for failure in failures:
        print("FAIL:", failure)
    if failures:
        sys.exit(1)
    print(f"output events: 3 cases on {len(backends)} backends")


if __name__ == "__main__":
    main()
