#!/usr/bin/env python3
"""Machine-readable outputs of swarmbmc, through the real binary.

usage: trace_outputs.py BINARY REGRESSION_DIR DOCS_DIR [--replay]

- every FAILED regression case (test.desc expects EXIT=10) run with its own
  arguments plus --json: the file validates against DOCS_DIR/trace.schema.json,
  has the violated property's location and every input the text trace shows
  (same order, same values), and its trace ends with the failure step;
- a few VERIFIED, BOUNDED and UNKNOWN cases: the file validates and carries
  the verdict, the loops (BOUNDED) or the reason (UNKNOWN), and no trace;
- determinism: two runs give identical files apart from timing fields;
- --swarm 8: the swarm section lists every configuration run and the winner;
- `--json -` puts only the JSON on stdout (the text report on stderr);
- a --json path that cannot be written is an error (exit 1, one line).

Needs python3-jsonschema. Cases that take seconds (limits, timeouts, long
chains) are skipped: they show nothing the others do not.
"""
import concurrent.futures
import json
import os
import re
import shlex
import subprocess
import sys
import tempfile

import jsonschema

SLOW = ("memory_limit", "timeout", "deep_store_chain", "signal")
TIMING_KEYS = re.compile(r"(Ms|peakMemoryMb)$")


def read_desc(case_dir):
    lines = open(os.path.join(case_dir, "test.desc")).read().splitlines()
    return lines[0].strip(), shlex.split(lines[1]) if len(lines) > 1 else [], "\n".join(lines[2:])


def expected_exit(desc_rest):
    m = re.search(r"^\^EXIT=(\d+)\$$", desc_rest, re.M)
    return int(m.group(1)) if m else None


def run(binary, case_dir, file, args, json_path, timeout=100):
    cmd = [binary, file] + args + ["--json", json_path]
    p = subprocess.run(cmd, cwd=case_dir, capture_output=True, text=True, timeout=timeout)
    return p


class Checker:
    def __init__(self, binary, regression, docs):
        self.binary = binary
        self.regression = regression
        self.schema = json.load(open(os.path.join(docs, "trace.schema.json")))
        jsonschema.Draft7Validator.check_schema(self.schema)
        self.validator = jsonschema.Draft7Validator(self.schema)
        self.failures = []

    def fail(self, case, message):
        self.failures.append(f"{case}: {message}")

    def document(self, case, case_dir, file, args, tmp):
        path = os.path.join(tmp, case + ".json")
        p = run(self.binary, case_dir, file, args, path)
        if not os.path.exists(path):
            self.fail(case, f"no JSON file written (exit {p.returncode}): {p.stderr.strip()[-300:]}")
            return None, p
        doc = json.load(open(path))
        errors = sorted(self.validator.iter_errors(doc), key=lambda e: list(e.path))
        for e in errors[:3]:
            self.fail(case, f"schema: {'/'.join(map(str, e.path))}: {e.message[:200]}")
        if doc["result"]["exitCode"] != p.returncode:
            self.fail(case, f"exitCode {doc['result']['exitCode']} but the process exited {p.returncode}")
        return doc, p

    def check_failed(self, case, case_dir, file, args, tmp):
        doc, p = self.document(case, case_dir, file, args, tmp)
        if doc is None:
            return
        prop = doc["result"].get("property")
        m = re.search(r"^Violated property: \[([a-z-]+)\] .* at (\S+?):(\d+):(\d+)", p.stdout, re.M)
        if not prop or not m:
            self.fail(case, "no violated property in the JSON or the text")
            return
        loc = prop["sourceLocation"]
        if (prop["kind"], loc["file"], loc["line"], loc["column"]) != (m.group(1), m.group(2), int(m.group(3)), int(m.group(4))):
            self.fail(case, f"property {prop} differs from the text's {m.groups()}")
        text_inputs = re.findall(r"^  input (.+?)(?:\(\))? = (-?\d+) at ", p.stdout, re.M)
        json_inputs = [(s["inputID"], s["values"][0]["data"]) for s in doc["trace"]
                       if s["stepType"] == "input"]
        json_inputs = [(i, "1" if v == "true" else "0" if v == "false" else v) for i, v in json_inputs]
        if text_inputs != json_inputs:
            self.fail(case, f"inputs differ: text {text_inputs} JSON {json_inputs}")
        last = doc["trace"][-1]
        if last["stepType"] != "failure" or last["sourceLocation"] != loc:
            self.fail(case, f"the trace does not end with the failure at the property's location: {last}")
        if [s["stepIndex"] for s in doc["trace"]] != list(range(len(doc["trace"]))):
            self.fail(case, "step indices are not 0, 1, 2, ...")

    def check_other(self, case, case_dir, file, args, tmp, verdict):
        doc, _ = self.document(case, case_dir, file, args, tmp)
        if doc is None:
            return
        result = doc["result"]
        if result["verdict"] != verdict:
            self.fail(case, f"verdict {result['verdict']}, expected {verdict}")
        if "trace" in doc:
            self.fail(case, "a trace without a counterexample")
        if verdict == "BOUNDED" and not result.get("unwindingNeeded"):
            self.fail(case, "BOUNDED without the loops that need more depth")
        if verdict == "UNKNOWN" and not result.get("reason"):
            self.fail(case, "UNKNOWN without a reason")


def strip_timing(value):
    if isinstance(value, dict):
        return {k: strip_timing(v) for k, v in value.items() if not TIMING_KEYS.search(k)}
    if isinstance(value, list):
        return [strip_timing(v) for v in value]
    return value


def main():
    if len(sys.argv) < 4 or sys.argv[1] in ("-h", "--help"):
        print(__doc__)
        return 0 if len(sys.argv) > 1 else 2
    binary, regression, docs = map(os.path.abspath, sys.argv[1:4])
    checker = Checker(binary, regression, docs)
    failed_cases, others = [], {"VERIFIED": [], "BOUNDED": [], "UNKNOWN": []}
    for case in sorted(os.listdir(regression)):
        case_dir = os.path.join(regression, case)
        if not os.path.isfile(os.path.join(case_dir, "test.desc")) or any(s in case for s in SLOW):
            continue
        file, args, rest = read_desc(case_dir)
        code = expected_exit(rest)
        verdict = re.search(r"^\^VERDICT: ([A-Z]+)", rest, re.M)
        if code == 10:
            failed_cases.append((case, case_dir, file, args))
        elif verdict and verdict.group(1) in others:
            others[verdict.group(1)].append((case, case_dir, file, args, verdict.group(1)))
    with tempfile.TemporaryDirectory() as tmp, concurrent.futures.ThreadPoolExecutor(2) as pool:
        jobs = [pool.submit(checker.check_failed, *c, tmp) for c in failed_cases]
        for verdict, cases in others.items():
            jobs += [pool.submit(checker.check_other, c[0], c[1], c[2], c[3], tmp, verdict) for c in cases[:4]]
        for job in jobs:
            job.result()
        print(f"checked {len(failed_cases)} FAILED cases and "
              f"{sum(min(len(c), 4) for c in others.values())} others")

        # Determinism: same input and options, same file but for timings.
        stack = os.path.join(regression, "stack_small_fail")
        docs_seen = []
        for i in range(2):
            path = os.path.join(tmp, f"det{i}.json")
            run(binary, stack, "main.c", read_desc(stack)[1], path)
            docs_seen.append(strip_timing(json.load(open(path))))
        if docs_seen[0] != docs_seen[1]:
            checker.fail("determinism", "two runs differ apart from timing fields")

        # Swarm metadata.
        swarm_case = os.path.join(regression, "swarm_eight_fail")
        path = os.path.join(tmp, "swarm.json")
        p = run(binary, swarm_case, "main.c", read_desc(swarm_case)[1], path)
        doc = json.load(open(path))
        swarm = doc.get("swarm", {})
        # 3 features: all 7 allowed subsets run (the text's table says how many).
        planned = re.search(r"^Swarm: (\d+) configurations", p.stdout, re.M)
        if (not planned or len(swarm.get("configurations", [])) != int(planned.group(1)) or not swarm.get("winner")
                or "timeToFirstCounterexampleMs" not in swarm or "stopLatencyMs" not in swarm):
            checker.fail("swarm", f"--swarm 8 metadata missing: {swarm}")
        if not checker.validator.is_valid(doc):
            checker.fail("swarm", "does not validate")

        # --json -: stdout is exactly the document.
        p = subprocess.run([binary, "main.c", "--depth", "6", "--json", "-"], cwd=stack, capture_output=True, text=True)
        try:
            if json.loads(p.stdout)["result"]["verdict"] != "FAILED" or "VERDICT: FAILED" not in p.stderr:
                checker.fail("json-stdout", "wrong verdict or text report not on stderr")
        except json.JSONDecodeError as e:
            checker.fail("json-stdout", f"stdout is not JSON: {e}")

        # Unwritable path: an error, not a crash, not silence.
        p = subprocess.run([binary, "main.c", "--depth", "6", "--json", os.path.join(tmp, "no", "dir.json")],
                           cwd=stack, capture_output=True, text=True)
        if p.returncode != 1 or not re.search(r"^swarmbmc: error: cannot write .*dir\.json", p.stderr, re.M):
            checker.fail("json-unwritable", f"exit {p.returncode}, stderr {p.stderr.strip()!r}")

    for f in checker.failures:
        print("FAIL", f)
    print("PASS" if not checker.failures else f"{len(checker.failures)} failures")
    return 1 if checker.failures else 0


if __name__ == "__main__":
    sys.exit(main())
