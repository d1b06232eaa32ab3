#!/usr/bin/env python3
"""Machine-readable outputs of swarmbmc, through the real binary.

usage: trace_outputs.py BINARY REGRESSION_DIR DOCS_DIR [--sample FRACTION [--sample-salt SALT]]
       trace_outputs.py BINARY REGRESSION_DIR DOCS_DIR --replay|--replay-ilp32 [--sample FRACTION [--sample-salt SALT]]

--sample FRACTION runs only that deterministic share of the regression cases
(corpus_sample.py); the default is all of them.

With --replay instead: `swarmbmc replay` on the trace of every FAILED case
whose failure is observable natively builds a binary that fails as the
trace says (exit 0 of replay), and fails again when run by itself; plus the
bad inputs of replay (malformed JSON, trace of another program, a trace
with fewer values than the program asks for, a missing file).
With --replay-ilp32: the same for the --32 cases, as i386 binaries (checked
to be 32-bit once). On a machine that cannot execute i386 binaries (a kernel
without IA32 emulation: host_probes.i386) each is still built, must be
32-bit and replay must exit 5 saying so in one line; the run then ends with
CTest's skip code 77, naming the reason. Without AddressSanitizer at run
time (host_probes.asan) both modes skip (77).

- every FAILED regression case (test.desc expects EXIT=10) run with its own
  arguments plus --json: the file validates against DOCS_DIR/trace.schema.json,
  has the violated property's location and every input the text trace shows
  (same order, same values), and its trace ends with the failure step;
- a few VERIFIED, BOUNDED and UNKNOWN cases: the file validates and carries
  the verdict, the loops (BOUNDED) or the reason (UNKNOWN), and no trace;
- environment inputs are notes in both witness formats, never assumptions;
- a proof over an unknown environment names its variables and
  --max-env-length (result.unknownEnvironment), one under --env does not;
- determinism: two runs give identical files apart from timing fields;
- --swarm 8: the swarm section lists every configuration run and the winner;
- `--json -` puts only the JSON on stdout (the text report on stderr);
- a --json path that cannot be written is an error (exit 1, one line);
- --progress shows the live status on stderr only; piped runs without it show none;
- the same FAILED runs also write --sarif (validated against
  sarif-2.1.0-subset.schema.json, our own text: the official schema is not
  available offline; one result naming the property at its line, every input
  in the code flow) and --witness, GraphML and YAML alternately (parsed with
  xml.etree / python3-yaml: violation witness, program hash, every input as
  an assumption in order, the violation node / final target);
- every float or double value of those traces: its hex literal is exactly
  its bits' value, its decimal reads back to the same value, a NaN has no
  literal, -0.0 keeps its sign; the text shows the decimal and the literal;
- float_trace_double_fail and float_trace_float_fail on both backends: the
  inputs' literals (0.1, -0.0, infinities, a subnormal, a NaN) and their
  witness assumptions (valid C: `\\result != \\result` for a NaN).

Needs python3-jsonschema. Cases that take seconds (limits, timeouts, long
chains) are skipped: they show nothing the others do not.
"""
import concurrent.futures
import json
import math
import os
import re
import shlex
import struct
import subprocess
import sys
import tempfile

import xml.etree.ElementTree as ElementTree

import jsonschema
import yaml

import corpus_sample
import host_probes

SAMPLE = 1.0  # --sample FRACTION: the deterministic share of the cases run (corpus_sample.py)
SLOW = ("memory_limit", "timeout", "deep_store_chain", "signal")
TIMING_KEYS = re.compile(r"(Ms|peakMemoryMb)$")


def read_desc(case_dir):
    lines = open(os.path.join(case_dir, "test.desc")).read().splitlines()
    return lines[0].strip(), shlex.split(lines[1]) if len(lines) > 1 else [], "\n".join(lines[2:])


def expected_exit(desc_rest):
    m = re.search(r"^\^EXIT=(\d+)\$$", desc_rest, re.M)
    return int(m.group(1)) if m else None


def run(binary, case_dir, file, args, json_path, timeout=100, extra=()):
    cmd = [binary, file] + args + ["--json", json_path] + list(extra)
    p = subprocess.run(cmd, cwd=case_dir, capture_output=True, text=True, timeout=timeout)
    return p


class Checker:
    def __init__(self, binary, regression, docs):
        self.binary = binary
        self.regression = regression
        self.schema = json.load(open(os.path.join(docs, "trace.schema.json")))
        jsonschema.Draft7Validator.check_schema(self.schema)
        self.validator = jsonschema.Draft7Validator(self.schema)
        here = os.path.dirname(os.path.abspath(__file__))
        self.sarif_validator = jsonschema.Draft7Validator(
            json.load(open(os.path.join(here, "sarif-2.1.0-subset.schema.json"))))
        self.failures = []

    def fail(self, case, message):
        self.failures.append(f"{case}: {message}")

    def document(self, case, case_dir, file, args, tmp, extra=()):
        path = os.path.join(tmp, case + ".json")
        p = run(self.binary, case_dir, file, args, path, extra=extra)
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

    def check_failed(self, case, case_dir, file, args, tmp, index=0):
        witness_format = "graphml" if index % 2 == 0 else "yaml"
        witness = os.path.join(tmp, case + ".witness")
        sarif = os.path.join(tmp, case + ".sarif")
        doc, p = self.document(case, case_dir, file, args, tmp,
                               ["--witness", witness, "--witness-format", witness_format, "--sarif", sarif])
        if doc is None:
            return
        self.check_sarif(case, sarif, doc)
        if witness_format == "graphml":
            self.check_graphml(case, witness, doc)
        else:
            self.check_yaml(case, witness, doc)
        prop = doc["result"].get("property")
        if prop and file.endswith(".ll") and f"[{prop['kind']}]" in p.stdout:
            return  # hand-written IR without debug info: no source location to compare
        m = re.search(r"^Violated property: \[([A-Za-z-]+)\] .* at (\S+?):(\d+):(\d+)", p.stdout, re.M)
        if not prop or not m:
            self.fail(case, "no violated property in the JSON or the text")
            return
        loc = prop["sourceLocation"]
        if (prop["kind"], loc["file"], loc["line"], loc["column"]) != (m.group(1), m.group(2), int(m.group(3)), int(m.group(4))):
            self.fail(case, f"property {prop} differs from the text's {m.groups()}")
        # main's argv[i] are strings: a C literal, maybe with the bytes past its terminator.
        # A float or double: "0.1 (0x1.999999999999ap-4)", "inf (INFINITY)", "NaN (0x7ff8000000000000 bits)".
        text_inputs = re.findall(r'^  input (.+?)(?:\(\))? = (-?\d+|"(?:[^"\\]|\\.)*"|\S+ \([-+.\w]+(?: bits)?\))'
                                 r'(?: \(then, past .*\))? at ', p.stdout, re.M)
        # The text names entry arguments "argument n" and uninitialised
        # locals "x (uninitialised)"; JSON's inputID is "n" and "x".
        text_inputs = [(re.sub(r"^argument | \(uninitialised\)$", "", i), v) for i, v in text_inputs]
        # A restricted named choice shows its name first: "main::x (__VERIFIER_nondet_int())".
        text_inputs = [(re.sub(r"^\S+ \((\w+)\(\)\)$", r"\1", i), v) for i, v in text_inputs]
        json_inputs = [(s["inputID"], display(s["values"][0])) for s in doc["trace"] if s["stepType"] == "input"]
        for message in float_value_errors(doc):
            self.fail(case, message)
        if text_inputs != json_inputs:
            self.fail(case, f"inputs differ: text {text_inputs} JSON {json_inputs}")
        last = doc["trace"][-1]
        if last["stepType"] != "failure" or last["sourceLocation"] != loc:
            self.fail(case, f"the trace does not end with the failure at the property's location: {last}")
        if [s["stepIndex"] for s in doc["trace"]] != list(range(len(doc["trace"]))):
            self.fail(case, "step indices are not 0, 1, 2, ...")

    def inputs(self, doc):
        return [s["values"][0]["data"].replace("true", "1").replace("false", "0")
                for s in doc["trace"] if s["stepType"] == "input"]

    def assumptions(self, doc):
        """The witness constraint of each input: "\\result == V", for main's
        argv[i] a condition on its bytes ("argv[1][0] == 'x' && argv[1][1] == 0").
        The environment's inputs ("environment HOME") have none: no C expression names them."""
        def constant(b):
            if b == 0:
                return "0"
            return f"'\\{b:03o}'" if b < 32 or b > 126 or chr(b) in "'\\" else f"'{chr(b)}'"
        out = []
        for s in doc["trace"]:
            if s["stepType"] != "input" or s["inputID"].startswith("environment "):
                continue
            value = s["values"][0]
            if value["name"] == "string":
                data = value["bytes"] + value["unreachableBytes"]
                out.append(" && ".join(f"{s['inputID']}[{k}] == {constant(b)}" for k, b in enumerate(data)))
            elif "floatType" in value:
                out.append(float_assumption(value))
            else:
                out.append("\\result == " + value["data"].replace("true", "1").replace("false", "0"))
        return out

    def check_sarif(self, case, path, doc):
        if not os.path.exists(path):
            self.fail(case, "no SARIF file")
            return
        log = json.load(open(path))
        for e in list(self.sarif_validator.iter_errors(log))[:3]:
            self.fail(case, f"SARIF: {'/'.join(map(str, e.path))}: {e.message[:200]}")
        results = log["runs"][0]["results"]
        prop = doc["result"]["property"]
        if len(results) != 1 or results[0]["ruleId"] != prop["kind"]:
            self.fail(case, f"SARIF results {results[:1]} do not name {prop['kind']}")
            return
        region = results[0]["locations"][0]["physicalLocation"].get("region", {})
        if prop["sourceLocation"]["line"] and region.get("startLine") != prop["sourceLocation"]["line"]:
            self.fail(case, f"SARIF location {region} is not line {prop['sourceLocation']['line']}")
        flow = results[0]["codeFlows"][0]["threadFlows"][0]["locations"]
        texts = [l["location"]["message"]["text"] for l in flow]
        if sum(t.startswith("input ") for t in texts) != len(self.inputs(doc)):
            self.fail(case, "the SARIF code flow does not have every input")

    def check_graphml(self, case, path, doc):
        try:
            root = ElementTree.parse(path).getroot()
        except (OSError, ElementTree.ParseError) as e:
            self.fail(case, f"GraphML witness does not parse: {e}")
            return
        ns = {"g": "http://graphml.graphdrawing.org/xmlns"}
        graph = root.find("g:graph", ns)
        data = {d.get("key"): d.text for d in graph.findall("g:data", ns)}
        if data.get("witness-type") != "violation_witness" or data.get("programhash") != doc["program"]["sha256"]:
            self.fail(case, f"GraphML graph data wrong: {data}")
        if data.get("architecture") not in ("32bit", "64bit") or not data.get("specification", "").startswith("CHECK("):
            self.fail(case, f"GraphML architecture/specification wrong: {data}")
        assumptions = [d.text for e in graph.findall("g:edge", ns) for d in e.findall("g:data", ns)
                       if d.get("key") == "assumption"]
        expected = [f"{a};" for a in self.assumptions(doc)]
        if assumptions != expected:
            self.fail(case, f"GraphML assumptions {assumptions} != inputs {expected}")
        violations = [n for n in graph.findall("g:node", ns)
                      if any(d.get("key") == "violation" and d.text == "true" for d in n.findall("g:data", ns))]
        if len(violations) != 1:
            self.fail(case, "GraphML witness without exactly one violation node")

    def check_yaml(self, case, path, doc):
        try:
            entries = yaml.safe_load(open(path))
        except (OSError, yaml.YAMLError) as e:
            self.fail(case, f"YAML witness does not parse: {e}")
            return
        entry = entries[0]
        task = entry["metadata"]["task"]
        if (entry["entry_type"] != "violation_sequence" or entry["metadata"]["format_version"] != "2.0"
                or task["input_file_hashes"].get(doc["program"]["file"]) != doc["program"]["sha256"]):
            self.fail(case, f"YAML metadata wrong: {entry['metadata']}")
        waypoints = [seg["segment"][0]["waypoint"] for seg in entry["content"]]
        constraints = [w["constraint"]["value"] for w in waypoints if w["type"] == "assumption"]
        expected = self.assumptions(doc)
        if constraints != expected:
            self.fail(case, f"YAML assumptions {constraints} != inputs {expected}")
        target = waypoints[-1]
        if target["type"] != "target" or (doc["result"]["property"]["sourceLocation"]["line"]
                                          and target["location"]["line"] != doc["result"]["property"]["sourceLocation"]["line"]):
            self.fail(case, f"YAML target {target} is not the property's location")

    def check_replay(self, case, case_dir, file, args, tmp):
        """The replay binary of the case's trace fails as the trace says."""
        path = os.path.join(tmp, case + ".json")
        run(self.binary, case_dir, file, args, path)
        binary = os.path.join(tmp, case + ".bin")
        # A check answered from a recorded peer (--peer conv.json) replays with the same recording.
        peer = args[args.index("--peer"):args.index("--peer") + 2] if "--peer" in args else []
        p = subprocess.run([self.binary, "replay", path, file, "-o", binary] + peer, cwd=case_dir,
                           capture_output=True, text=True, timeout=120)
        # --log-reach: the trace is an execution that ends normally after printing the log.
        ends = json.load(open(path))["result"]["property"]["kind"] == "log-reached"
        if p.returncode != 0 or ("ends" if ends else "fails") + " as the trace says" not in p.stderr:
            self.fail(case, f"replay exit {p.returncode}: {p.stderr.strip()[-400:]}")
            return
        if "stdin holds the trace's" in p.stderr:
            return  # replay fed the trace's stdin bytes from a file it removed: run alone, the binary reads none
        native = subprocess.run([binary], cwd=case_dir, capture_output=True, text=True, timeout=60)
        if (native.returncode == 0) != ends:
            self.fail(case, f"the replay binary exits {native.returncode} when run again")

    def check_replay_cannot_execute(self, case, case_dir, file, args, tmp):
        """On a machine without IA32 emulation: the i386 binary is built and replay says in one line it cannot run it."""
        path = os.path.join(tmp, case + ".json")
        run(self.binary, case_dir, file, args, path)
        binary = os.path.join(tmp, case + ".bin")
        p = subprocess.run([self.binary, "replay", path, file, "-o", binary], cwd=case_dir,
                           capture_output=True, text=True, timeout=120)
        with open(binary, "rb") if os.path.exists(binary) else open(os.devnull, "rb") as f:
            header = f.read(5)
        if p.returncode != 5 or not CANNOT_EXECUTE.search(p.stderr) or header != b"\x7fELF\x01":
            self.fail(case, f"replay exit {p.returncode}, ELF class {header[4:]!r}: {p.stderr.strip()[-400:]}")

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


def display(value):
    """A JSON value as the text trace shows an input: its data, a float's
    decimal with its hex literal, a NaN by its bits."""
    if "floatType" in value:
        if value["hex"] is None:
            return f"NaN (0x{int(value['binary'], 2):0{value['width'] // 4}x} bits)"
        return f"{value['decimal']} ({value['hex']})"
    return "1" if value["data"] == "true" else "0" if value["data"] == "false" else value["data"]


def float_assumption(value):
    """The witness assumption of a float input: valid C without <math.h>."""
    if value["hex"] is None:
        return "\\result != \\result"
    if value["hex"] in ("INFINITY", "-INFINITY"):
        return "\\result " + ("<" if value["hex"][0] == "-" else ">") + " " + value["hex"][:-8] + "0x1.fffffffffffffp+1023"
    return "\\result == " + value["hex"]


def float_of_bits(binary):
    """The value of a float's or double's bits, as a Python float (double)."""
    bits = int(binary, 2)
    return struct.unpack("<f", struct.pack("<I", bits))[0] if len(binary) == 32 else \
        struct.unpack("<d", struct.pack("<Q", bits))[0]


def float_value_errors(doc):
    """Every float value in the trace (inputs, assignments, arguments,
    returns): its hex literal is exactly its bits' value, its decimal reads
    back to the same float, a NaN has no literal, -0.0 keeps its sign."""
    errors = []
    values = []
    for step in doc.get("trace", []):
        values += step.get("values", []) + step.get("arguments", [])
        values += [step[key] for key in ("value", "returnValue") if key in step]
    for value in values:
        if "floatType" not in value:
            continue
        if value["floatType"] != {32: "float", 64: "double"}.get(value["width"]):
            errors.append(f"floatType {value['floatType']} of a {value['width']}-bit value")
            continue
        exact = float_of_bits(value["binary"])
        if math.isnan(exact):
            if value["hex"] is not None or value["decimal"].lstrip("-") != "nan":
                errors.append(f"NaN bits shown as {value['decimal']} / {value['hex']}")
            continue
        literal = math.copysign(math.inf, -1 if value["hex"][0] == "-" else 1) if "INFINITY" in value["hex"] \
            else float.fromhex(value["hex"])
        decimal = float(value["decimal"])
        if len(value["binary"]) == 32:
            decimal = struct.unpack("<f", struct.pack("<f", decimal))[0]  # the float nearest the decimal
        if literal != exact or decimal != exact or math.copysign(1, literal) != math.copysign(1, exact) \
                or math.copysign(1, decimal) != math.copysign(1, exact):
            errors.append(f"bits {value['binary']} ({exact!r}) shown as {value['decimal']} / {value['hex']}")
    return errors


# The float regression cases and the hex literals of their inputs (None: a NaN).
FLOAT_CASES = {
    "float_trace_double_fail": ["0x1.999999999999ap-4", "-0x0p+0", "INFINITY", None],
    "float_trace_float_fail": ["0x1.99999ap-4", "0x1p-149", "-INFINITY"],
}


def check_float_case(checker, regression, case, backend, tmp, index):
    """check_failed (JSON against the text, witness assumptions against the
    JSON, every float value against its bits) with `backend`, and the
    inputs' literals and witness assumptions as the case pins them."""
    case_dir = os.path.join(regression, case)
    file, args, _ = read_desc(case_dir)
    name = f"{case}-{backend}"
    checker.check_failed(name, case_dir, file, args + ["--solver", backend], tmp, index)
    path = os.path.join(tmp, name + ".json")
    if not os.path.exists(path):
        return
    inputs = [s["values"][0] for s in json.load(open(path))["trace"] if s["stepType"] == "input"]
    literals = [value.get("hex", "no hex field") for value in inputs]
    if literals != FLOAT_CASES[case]:
        checker.fail(name, f"input literals {literals}, expected {FLOAT_CASES[case]}")
    expected = [float_assumption({"hex": literal}) for literal in FLOAT_CASES[case]]
    if checker.assumptions(json.load(open(path))) != expected:
        checker.fail(name, f"witness assumptions should be {expected}")


def strip_timing(value):
    if isinstance(value, dict):
        return {k: strip_timing(v) for k, v in value.items() if not TIMING_KEYS.search(k)}
    if isinstance(value, list):
        return [strip_timing(v) for v in value]
    return value


# FAILED cases whose failure a native run cannot show, and why.
NOT_NATIVE = {
    "entry_fail": "--entry check_buffer: replay starts at main (replay says so)",
    "ctype_fail": "built from the C source, glibc's ctype tables tolerate negative chars unnoticed",
    "uninit_pointer_fail": "a native uninitialised pointer holds whatever the stack held",
    "union_partial_init_fail": "the union's unspecified bytes are copied from zeroed .rodata natively",
    "variadic_fail": "va_arg past the passed arguments reads registers or the stack: ASan cannot see it",
    "ilp32_varargs_fail": "va_arg past the passed arguments reads the i386 stack: ASan cannot see it",
    "extern_writes_fail": "the bodiless function's writes are nondeterministic; natively nothing defines it",
    "callback_assume_no_callback_fail": "the bodiless function's writes are nondeterministic; natively nothing defines it",
    "library_confirm_disabled_fail": "--no-native-confirmation: getcwd's havoc, which the real getcwd never gives",
    "function_as_data_fail": "reading a function's code bytes is harmless natively",
    "leak_exit_fail": "LeakSanitizer counts the block still referenced from main's frame at exit() as reachable",
    "leak_reachable_cleanup_fail": "memory-cleanup: LeakSanitizer reports only unreachable blocks",
    "svcomp_memcleanup_false": "memory-cleanup: LeakSanitizer reports only unreachable blocks",
    "malloc_may_fail_fail": "--malloc-may-fail: replay does not make the native malloc fail",
    "address_reuse_fail": "ASan's quarantine never hands a freed address out again at once",
    "float_conversion_unchecked_free": "--no-float-conversion-check: the undefined conversion is any value in the model, "
                                       "INT_MIN natively (and UBSan stops at the conversion)",
    "io_file_record_crafted_fail": "--file binds the file's contents: constants, not inputs of the trace (replay feeds the files it read)",
    "io_stdin_bound_fail": "--stdin binds stdin to a file whose bytes are constants, not inputs: replay does not feed them",
    "io_getline_file_fail": "--file binds the file's contents: constants, not inputs of the trace (replay feeds the files it read)",
    "io_seek_file_fail": "--file binds the file's contents: constants, not inputs of the trace (replay feeds the files it read)",
    "time_strftime_fail": "glibc's strftime is not instrumented: ASan does not see its writes past the buffer",
    "transcendental_range_fail": "the over-approximated exp may be 0 for any x <= 0 in the model; the real exp is 0 "
                                 "only below -745 (replay says the trace may be spurious: e2e/replay_math)",
}


def replay_cases(regression, ilp32):
    """The natively observable FAILED cases, those run with --32 or the others."""
    cases = []
    for case in sorted(os.listdir(regression)):
        case_dir = os.path.join(regression, case)
        if (not os.path.isfile(os.path.join(case_dir, "test.desc")) or any(s in case for s in SLOW)
                or case in NOT_NATIVE):
            continue
        file, args, rest = read_desc(case_dir)
        if expected_exit(rest) == 10 and ("--32" in args) == ilp32 and corpus_sample.in_sample(case, SAMPLE):
            cases.append((case, case_dir, file, args))
    return cases


def replay_main(checker, binary, regression, ilp32):
    skips = host_probes.Skips()
    if not skips.need(host_probes.asan, "native replay"):
        return skips.exit_code(False)
    runs_i386 = not ilp32 or skips.need(host_probes.i386, "running the replayed i386 binaries")
    cases = replay_cases(regression, ilp32)
    check = checker.check_replay if runs_i386 else checker.check_replay_cannot_execute
    with tempfile.TemporaryDirectory() as tmp, concurrent.futures.ThreadPoolExecutor(2) as pool:
        for job in [pool.submit(check, *c, tmp) for c in cases]:
            job.result()
        print(f"replayed {len(cases)} FAILED cases ({len(NOT_NATIVE)} not observable natively)")
        if ilp32:
            replay_ilp32_binary(checker, binary, regression, tmp, runs_i386)
        else:
            replay_bad_inputs(checker, binary, regression, tmp)
    for f in checker.failures:
        print("FAIL", f)
    print("PASS" if not checker.failures else f"{len(checker.failures)} failures")
    return skips.exit_code(bool(checker.failures))


CANNOT_EXECUTE = re.compile(r"^swarmbmc replay: built .* \(ELF 32-bit, i386\), but this machine cannot execute "
                            r"32-bit binaries \(its kernel has no IA32 emulation\)", re.M)


def replay_ilp32_binary(checker, binary, regression, tmp, runs_i386):
    """An ILP32 (--32) trace replays as an i386 binary."""
    ilp32 = os.path.join(regression, "ilp32_long_wrap_fail")
    ilp32_trace = os.path.join(tmp, "ilp32.json")
    run(binary, ilp32, "main.c", read_desc(ilp32)[1], ilp32_trace)
    ilp32_binary = os.path.join(tmp, "ilp32.bin")
    p = subprocess.run([binary, "replay", ilp32_trace, "main.c", "-o", ilp32_binary], cwd=ilp32,
                       capture_output=True, text=True, timeout=120)
    with open(ilp32_binary, "rb") as f:
        header = f.read(5)
    expected = (0, "fails as the trace says") if runs_i386 else (5, "cannot execute 32-bit binaries")
    if p.returncode != expected[0] or expected[1] not in p.stderr or header != b"\x7fELF\x01":
        checker.fail("replay-ilp32", f"exit {p.returncode}, ELF class {header[4:]!r}, stderr {p.stderr.strip()!r}")


def replay_bad_inputs(checker, binary, regression, tmp):
    stack = os.path.join(regression, "stack_small_fail")
    trace = os.path.join(tmp, "stack.json")
    run(binary, stack, "main.c", read_desc(stack)[1], trace)

    def expect_error(name, args, pattern):
        p = subprocess.run([binary, "replay"] + args, cwd=stack, capture_output=True, text=True, timeout=60)
        lines = p.stderr.strip().splitlines()
        if p.returncode != 1 or len(lines) != 1 or not re.search(pattern, lines[0]):
            checker.fail(name, f"exit {p.returncode}, stderr {p.stderr.strip()!r}")

    other = os.path.join(regression, "div_zero_fail", "main.c")
    expect_error("replay-other-program", [trace, other, "-o", os.path.join(tmp, "x")],
                 r"^swarmbmc: error: the trace is of another program")
    malformed = os.path.join(tmp, "malformed.json")
    open(malformed, "w").write('{"swarmbmc": {"formatVersion": 1}, "result": ')
    expect_error("replay-malformed", [malformed, "main.c", "-o", os.path.join(tmp, "x")],
                 r"^swarmbmc: error: .*malformed\.json' is not a JSON trace")
    not_a_trace = os.path.join(tmp, "other.json")
    open(not_a_trace, "w").write('{"hello": 1}')
    expect_error("replay-not-a-trace", [not_a_trace, "main.c", "-o", os.path.join(tmp, "x")],
                 r"^swarmbmc: error: .*other\.json' is not a swarmbmc trace")
    expect_error("replay-missing", [os.path.join(tmp, "none.json"), "main.c", "-o", os.path.join(tmp, "x")],
                 r"^swarmbmc: error: cannot read trace")
    passing = os.path.join(tmp, "pass.json")
    run(binary, os.path.join(regression, "stack_small_pass"), "main.c", ["--depth", "3"], passing)
    expect_error("replay-verified", [passing, "main.c", "-o", os.path.join(tmp, "x")],
                 r"^swarmbmc: error: .* has no counterexample to replay \(verdict (VERIFIED|BOUNDED)\)")

    # Fewer values than the program asks for: the runtime says so and exits 86.
    doc = json.load(open(trace))
    inputs = [i for i, s in enumerate(doc["trace"]) if s["stepType"] == "input"]
    doc["trace"] = [s for i, s in enumerate(doc["trace"]) if i != inputs[-1]]
    short = os.path.join(tmp, "short.json")
    json.dump(doc, open(short, "w"))
    built = os.path.join(tmp, "short.bin")
    p = subprocess.run([binary, "replay", short, "main.c", "-o", built], cwd=stack, capture_output=True, text=True)
    if p.returncode != 3 or "did NOT fail" not in p.stderr:
        checker.fail("replay-short", f"replay exit {p.returncode}: {p.stderr.strip()[-300:]}")
    native = subprocess.run([built], cwd=stack, capture_output=True, text=True)
    if native.returncode != 86 or f"asks for input #{len(inputs)}" not in native.stderr:
        checker.fail("replay-short", f"binary exit {native.returncode}: {native.stderr.strip()[-300:]}")


def main():
    if len(sys.argv) < 4 or sys.argv[1] in ("-h", "--help"):
        print(__doc__)
        return 0 if len(sys.argv) > 1 else 2
    binary, regression, docs = map(os.path.abspath, sys.argv[1:4])
    global SAMPLE
    if "--sample" in sys.argv[4:]:
        SAMPLE = float(sys.argv[sys.argv.index("--sample") + 1])
    if "--sample-salt" in sys.argv[4:]:
        corpus_sample.set_salt(sys.argv[sys.argv.index("--sample-salt") + 1])
    checker = Checker(binary, regression, docs)
    if "--replay" in sys.argv[4:] or "--replay-ilp32" in sys.argv[4:]:
        return replay_main(checker, binary, regression, "--replay-ilp32" in sys.argv[4:])
    failed_cases, others = [], {"VERIFIED": [], "BOUNDED": [], "UNKNOWN": []}
    for case in sorted(os.listdir(regression)):
        case_dir = os.path.join(regression, case)
        if not os.path.isfile(os.path.join(case_dir, "test.desc")) or any(s in case for s in SLOW):
            continue
        if not corpus_sample.in_sample(case, SAMPLE):
            continue
        file, args, rest = read_desc(case_dir)
        code = expected_exit(rest)
        verdict = re.search(r"^\^VERDICT: ([A-Z]+)", rest, re.M)
        if code == 10:
            failed_cases.append((case, case_dir, file, args))
        elif verdict and verdict.group(1) in others:
            others[verdict.group(1)].append((case, case_dir, file, args, verdict.group(1)))
    with tempfile.TemporaryDirectory() as tmp, concurrent.futures.ThreadPoolExecutor(2) as pool:
        jobs = [pool.submit(checker.check_failed, *c, tmp, i) for i, c in enumerate(failed_cases)]
        for verdict, cases in others.items():
            jobs += [pool.submit(checker.check_other, c[0], c[1], c[2], c[3], tmp, verdict) for c in cases[:4]]
        for job in jobs:
            job.result()
        print(f"checked {len(failed_cases)} FAILED cases and "
              f"{sum(min(len(c), 4) for c in others.values())} others")

        # Float inputs shown exactly, on both backends, GraphML and YAML witnesses.
        for index, (case, backend) in enumerate([(c, b) for c in FLOAT_CASES for b in ("cadical", "z3")]):
            check_float_case(checker, regression, case, backend, tmp, index)

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

        # The environment's inputs in both witness formats: notes, no assumptions (not C).
        for index, case in enumerate(("env_getenv_unknown_fail", "env_fixed_fail")):
            case_dir = os.path.join(regression, case)
            file, args, _ = read_desc(case_dir)
            checker.check_failed(case, case_dir, file, args, tmp, index)
            witness = open(os.path.join(tmp, case + ".witness")).read()
            note = "<data key=\"swarmbmc-environment\">environment " if index == 0 else "# swarmbmc-environment: environment "
            if note not in witness or re.search(r"(assumption|value)\W+environment ", witness):
                checker.fail(case, f"witness states the environment as an assumption or not at all:\n{witness[-1500:]}")

        # The environment a proof holds for: named with the bound, absent when --env gives it all.
        for case, extra, expected in (
                ("env_getenv_consistent_pass", ["--max-env-length", "5"], {"variables": ["HOME", "TERM"], "maxLength": 5}),
                ("env_fixed_pass", [], None)):
            case_dir = os.path.join(regression, case)
            path = os.path.join(tmp, case + ".json")
            run(binary, case_dir, "main.c", read_desc(case_dir)[1] + extra, path)
            doc = json.load(open(path))
            if not checker.validator.is_valid(doc) or doc["result"].get("unknownEnvironment") != expected:
                checker.fail(case, f"unknownEnvironment {doc['result'].get('unknownEnvironment')}, expected {expected}")

        # --json -: stdout is exactly the document.
        p = subprocess.run([binary, "main.c", "--depth", "6", "--json", "-"], cwd=stack, capture_output=True, text=True)
        try:
            if json.loads(p.stdout)["result"]["verdict"] != "FAILED" or "VERDICT: FAILED" not in p.stderr:
                checker.fail("json-stdout", "wrong verdict or text report not on stderr")
        except json.JSONDecodeError as e:
            checker.fail("json-stdout", f"stdout is not JSON: {e}")

        # Live status: with --progress on stderr only (plain blocks when not a
        # terminal), never on stdout; without it, nothing when piped.
        # (--no-interval-proofs: the run must last a few seconds to show a status line; the
        # interval analysis proves this program's checks in milliseconds.)
        examples = os.path.join(regression, "..", "..", "examples")
        p = subprocess.run([binary, "stack_fixed.c", "--depth", "100", "--progress", "--jobs", "1",
                            "--no-interval-proofs"], cwd=examples,
                           capture_output=True, text=True, timeout=100)
        if (not re.search(r"^swarmbmc: solving, +\d+\.\d s; 1 running, 0 done, 0 waiting$", p.stderr, re.M)
                or not re.search(r"^  stack_fixed\.c +solving +\d+\.\d s +\d+ instrs +\d+ terms", p.stderr, re.M)
                or "running," in p.stdout or "\x1b" in p.stdout + p.stderr or "VERDICT: VERIFIED" not in p.stdout):
            checker.fail("progress", f"stderr {p.stderr[:300]!r} stdout {p.stdout[-200:]!r}")
        p = subprocess.run([binary, "stack_fixed.c", "--depth", "100", "--jobs", "1"], cwd=examples,
                           capture_output=True, text=True, timeout=100)
        if "running," in p.stderr + p.stdout:
            checker.fail("no-progress", "a live status without --progress on a pipe")

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
