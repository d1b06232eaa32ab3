#!/usr/bin/env python3
"""`swarmbmc task` end to end on the fixture tree tests/e2e/task_fixtures
(tasks in format 1.0 and 2.0; termination, coverage and data-race
properties beside unreach-call; two tasks whose expectation is wrong on
purpose, so that every score case occurs; a category set file with globs):

- the set file with --jobs 2: one `unsupported (<kind>)` line per property
  swarmbmc does not check, the judged lines, a note for a glob matching
  nothing, the score (+2 +1 -32 -16 = -45) and counts, exit 4 (a wrong
  answer); the CSV and JSON rows (columns, answers, reasons, times, peak
  memory) agree; the witnesses under --witness-dir (violation witnesses for
  false answers, correctness witnesses for true ones), named after the
  task; the same answers with --jobs 1;
- a folder and a task whose input file is missing: one error line naming
  it, the other tasks still run, exit 1;
- a missing or malformed property file, a missing set file: one error
  line naming the file, exit 1; --properties keeps only the named ones.

    task_runner.py SWARMBMC
"""
import csv
import json
import os
import re
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ElementTree

HERE = os.path.dirname(os.path.abspath(__file__))
FIXTURES = os.path.join(HERE, "task_fixtures")
CSV_COLUMNS = ["task", "category", "property", "data_model", "expected", "subproperty", "answer", "result", "reason",
               "seconds", "cpu_seconds", "peak_memory_mb", "score", "witness"]
# (task, property) -> (answer, result, score) of the set file's run
EXPECTED_ROWS = {
    ("loops/count_false.yml", "unreach-call"): ("false(unreach-call)", "correct", 1),
    ("loops/count_false.yml", "no-data-race"): ("unsupported", "unsupported", 0),
    ("loops/count_true.yml", "termination"): ("unsupported", "unsupported", 0),
    ("loops/count_true.yml", "unreach-call"): ("true", "correct", 2),
    ("loops/count_true.yml", "coverage-error-call"): ("unsupported", "unsupported", 0),
    ("loops/count_true.yml", "coverage-branches"): ("unsupported", "unsupported", 0),
    ("loops/float_unknown.yml", "unreach-call"): ("unknown", "unknown", 0),
    ("wrong/claims_false.yml", "unreach-call"): ("true", "wrong", -32),
    ("wrong/claims_true.yml", "unreach-call"): ("false(unreach-call)", "wrong", -16),
}
SCORE_LINE = ("score: -45 (2 correct: 1 true, 1 false; 2 wrong: 1 true, 1 false; 1 unknown; 4 unsupported; "
              "0 errors)")


def run(binary, *args):
    return subprocess.run([binary, "task", *args], capture_output=True, text=True, timeout=120)


class Checker:
    def __init__(self):
        self.failures = []

    def expect(self, condition, message):
        if not condition:
            self.failures.append(message)
        return condition


def check_lines(c, done):
    out = done.stdout
    c.expect(done.returncode == 4, f"set run: exit {done.returncode}, expected 4 (wrong answers)\n{out}{done.stderr}")
    for task, prop in [("loops/count_false.yml", "no-data-race"), ("loops/count_true.yml", "termination"),
                       ("loops/count_true.yml", "coverage-error-call"), ("loops/count_true.yml", "coverage-branches")]:
        c.expect(re.search(rf"^{re.escape(task)} {prop}: unsupported \({prop}\)$", out, re.M),
                 f"no unsupported line for {task} {prop}\n{out}")
    for pattern in [r"^loops/count_true.yml unreach-call: true \(expected true: correct\) \d+\.\d\d s, \d+ MB$",
                    r"^loops/count_false.yml unreach-call: false\(unreach-call\) \(expected false: correct\) ",
                    r"^loops/float_unknown.yml unreach-call: unknown \(unsupported: floating-point .*\) "
                    r"\(expected false: unknown\) ",
                    r"^wrong/claims_false.yml unreach-call: true \(expected false: wrong\) ",
                    r"^wrong/claims_true.yml unreach-call: false\(unreach-call\) \(expected true: wrong\) ",
                    r"^ReachSafety-Fixture +5 +5 +1 +1 +1 +1 +1 +4 +0 +-45 ", r"^total +5 +5 ",
                    "^" + re.escape(SCORE_LINE) + "$"]:
        c.expect(re.search(pattern, out, re.M), f"no line matching {pattern}\n{out}")
    c.expect(re.search(r"ReachSafety-Fixture.set:5: 'nothing/\*.yml' matches no file", done.stderr),
             f"no note for the glob matching nothing: {done.stderr!r}")
    c.expect("error" not in done.stderr, f"set run printed an error: {done.stderr!r}")


def check_csv(c, path):
    with open(path) as f:
        reader = csv.DictReader(f)
        c.expect(reader.fieldnames == CSV_COLUMNS, f"CSV columns {reader.fieldnames}")
        rows = list(reader)
    got = {(r["task"], r["property"]): (r["answer"], r["result"], int(r["score"])) for r in rows}
    c.expect(len(rows) == len(EXPECTED_ROWS) and got == EXPECTED_ROWS, f"CSV rows {got}")
    for r in rows:
        name = f"CSV {r['task']} {r['property']}"
        c.expect(r["category"] == "ReachSafety-Fixture", f"{name}: category {r['category']}")
        if r["result"] in ("unknown", "unsupported"):
            c.expect(r["reason"], f"{name}: {r['result']} without a reason")
        if r["result"] != "unsupported":
            c.expect(float(r["seconds"]) > 0 and float(r["peak_memory_mb"]) > 1,
                     f"{name}: time {r['seconds']} s, peak {r['peak_memory_mb']} MB")
    unknown = [r for r in rows if r["result"] == "unknown"]
    c.expect(unknown and "floating-point" in unknown[0]["reason"], f"unknown reason: {unknown}")
    models = {r["task"]: r["data_model"] for r in rows}
    c.expect(models.get("loops/count_false.yml") == "ILP32" and models.get("loops/float_unknown.yml") == "LP64",
             f"data models {models}")
    return rows


def check_json(c, path, csv_rows):
    with open(path) as f:
        document = json.load(f)
    rows = document.get("rows", [])
    c.expect([(r["task"], r["property"], r["answer"], r["reason"]) for r in rows] ==
             [(r["task"], r["property"], r["answer"], r["reason"]) for r in csv_rows], "JSON rows differ from CSV")
    c.expect(all(set(CSV_COLUMNS) <= set(r) for r in rows), "a JSON row lacks a column")
    total = document.get("total", {})
    c.expect(total.get("score") == -45 and total.get("wrong_true") == 1 and total.get("wrong_false") == 1 and
             total.get("unsupported") == 4 and total.get("tasks") == 5, f"JSON total {total}")
    c.expect(list(document.get("categories", {})) == ["ReachSafety-Fixture"], f"JSON categories {document.get('categories')}")


def check_witnesses(c, folder, csv_rows):
    written = sorted(os.path.relpath(os.path.join(d, f), folder) for d, _, files in os.walk(folder) for f in files)
    # A false answer gets a violation witness, a true one a correctness witness.
    kinds = {"loops/count_false.unreach-call.graphml": "violation_witness",
             "loops/count_true.unreach-call.graphml": "correctness_witness",
             "wrong/claims_false.unreach-call.graphml": "correctness_witness",
             "wrong/claims_true.unreach-call.graphml": "violation_witness"}
    c.expect(written == sorted(kinds), f"witnesses written: {written}")
    for name in written:
        root = ElementTree.parse(os.path.join(folder, name)).getroot()
        c.expect(root.tag.endswith("graphml"), f"{name}: root {root.tag}")
        types = [d.text for d in root.iter("{http://graphml.graphdrawing.org/xmlns}data") if d.get("key") == "witness-type"]
        c.expect(types == [kinds.get(name)], f"{name}: witness-type {types}")
    named = sorted(os.path.relpath(r["witness"], folder) for r in csv_rows if r["witness"])
    c.expect(named == written, f"CSV witness column {named}")


def check_set_run(c, binary, tmp):
    csv_path, json_path, witnesses = (os.path.join(tmp, n) for n in ("rows.csv", "rows.json", "witnesses"))
    done = run(binary, os.path.join(FIXTURES, "ReachSafety-Fixture.set"), "--jobs", "2", "--timeout", "60",
               "--csv", csv_path, "--json", json_path, "--witness-dir", witnesses)
    check_lines(c, done)
    if not c.expect(os.path.exists(csv_path) and os.path.exists(json_path), "no CSV or JSON written"):
        return
    rows = check_csv(c, csv_path)
    check_json(c, json_path, rows)
    check_witnesses(c, witnesses, rows)
    serial_csv = os.path.join(tmp, "serial.csv")
    run(binary, os.path.join(FIXTURES, "ReachSafety-Fixture.set"), "--jobs", "1", "--timeout", "60", "--csv", serial_csv)
    with open(serial_csv) as f:
        serial = [(r["task"], r["property"], r["answer"]) for r in csv.DictReader(f)]
    c.expect(serial == [(r["task"], r["property"], r["answer"]) for r in rows], f"--jobs 1 rows {serial}")


def check_bad_inputs(c, binary):
    done = run(binary, os.path.join(FIXTURES, "loops"), os.path.join(FIXTURES, "bad", "missing_input.yml"),
               "--timeout", "60")
    errors = done.stderr.strip().splitlines()
    c.expect(done.returncode == 1 and len(errors) == 1 and
             re.match(r"^swarmbmc: error: task '.*missing_input.yml' names a missing file 'nothere.c'$", errors[0]),
             f"missing input among others: exit {done.returncode}, stderr {errors}")
    c.expect(re.search(r"^count_true.yml unreach-call: true \(expected true: correct\)", done.stdout, re.M) and
             re.search(r"^loops +3 +3 +1 +1 +0 +0 +1 +4 +0 +3 ", done.stdout, re.M) and
             re.search(r"^bad +1 +0 +0 +0 +0 +0 +0 +0 +1 +0 ", done.stdout, re.M) and "; 1 errors)" in done.stdout,
             f"the other tasks did not run as expected:\n{done.stdout}")
    for args, pattern in [
        (["bad/missing_property.yml"], r"^swarmbmc: error: task '.*' names a missing file '../properties/coverage-nothere.prp'$"),
        (["bad/malformed_property.yml"], r"^swarmbmc: error: malformed property file '.*bad/malformed.prp' "),
        (["nothere.set"], r"^swarmbmc: error: cannot read set file '.*nothere.set'$"),
        (["bad/missing_input.yml", "--jobs", "0"], r"^swarmbmc: error: --jobs"),
    ]:
        done = run(binary, os.path.join(FIXTURES, args[0]), *args[1:])
        lines = (done.stdout + done.stderr).strip().splitlines()
        c.expect(done.returncode == 1 and len(lines) == 1 and re.match(pattern, lines[0]),
                 f"{args}: expected one line matching {pattern} and exit 1, got exit {done.returncode}: {lines}")
    done = run(binary, os.path.join(FIXTURES, "loops", "count_true.yml"), "--properties", "unreach-call,no-overflow")
    c.expect(done.returncode == 0 and "unsupported" not in done.stdout.split("category")[0] and
             re.search(r"^\S*count_true.yml unreach-call: true", done.stdout, re.M), f"--properties:\n{done.stdout}")


def main():
    binary = sys.argv[1]
    c = Checker()
    with tempfile.TemporaryDirectory() as tmp:
        check_set_run(c, binary, tmp)
    check_bad_inputs(c, binary)
    for failure in c.failures:
        print("FAIL", failure)
    print(f"task_runner: {len(c.failures)} failures")
    return 1 if c.failures else 0


if __name__ == "__main__":
    sys.exit(main())
