"""SV-COMP task definitions (.yml) as heap_compare rows: one row per
property swarmbmc and CBMC both check (unreach-call, valid-memsafety,
valid-memcleanup), with the task's input file, its data model and the
expected verdict. Other properties (termination, coverage, overflow) are
skipped: heap_compare compares heap checking.

The .yml files are read with a few regexes, not a YAML library: task
definitions are flat (format 1.0-2.0) and this keeps the script free of
dependencies."""
import os
import re
from dataclasses import dataclass, field

# property file stem -> (short name for row names, checked here)
PROPERTIES = {"unreach-call": "reach", "valid-memsafety": "mem", "valid-memcleanup": "cleanup"}


@dataclass
class Row:
    """One program at one depth, checked by swarmbmc and CBMC alike."""
    name: str
    path: str
    depth: int
    defines: list = field(default_factory=list)
    checks: list = field(default_factory=list)  # swarmbmc check options (CBMC: the same names)
    ilp32: bool = False
    property_file: str = ""  # an SV-COMP .prp: swarmbmc --property, CBMC per property kind
    expected: str = ""  # "true", "false" or "false(valid-memtrack)"; "" when not a task


def read_task(yml_path, depth):
    """The rows of one task definition at `depth`."""
    with open(yml_path) as f:
        text = f.read()
    folder = os.path.dirname(os.path.abspath(yml_path))
    found = re.search(r"^input_files:\s*'?([^'\s]+)'?\s*$", text, re.M)
    if not found:
        raise ValueError(f"{yml_path}: no single input_files entry")
    source = os.path.join(folder, found.group(1))
    if not os.path.exists(source):
        raise ValueError(f"{yml_path}: input file {found.group(1)} is missing")
    ilp32 = re.search(r"^\s*data_model:\s*ILP32\s*$", text, re.M) is not None
    if "data_model" not in text:
        ilp32 = True  # format 1.0 heap tasks: SV-COMP ran them as 32-bit programs (.i made with -m32)
    task = os.path.splitext(os.path.basename(yml_path))[0]
    rows = []
    for entry in re.split(r"^\s*-\s+property_file:", text, flags=re.M)[1:]:
        prp = entry.split()[0]
        kind = os.path.splitext(os.path.basename(prp))[0]
        verdict = re.search(r"expected_verdict:\s*(true|false)", entry)
        if kind not in PROPERTIES or not verdict:
            continue
        sub = re.search(r"subproperty:\s*([\w-]+)", entry)
        expected = verdict.group(1) + (f"({sub.group(1)})" if sub and verdict.group(1) == "false" else "")
        rows.append(Row(name=f"{task}:{PROPERTIES[kind]}@{depth}", path=source, depth=depth, ilp32=ilp32,
                        property_file=os.path.normpath(os.path.join(folder, prp)), expected=expected))
    return rows


def task_rows(spec, default_depth):
    """PATH[:DEPTH]: a .yml task or a folder searched for them."""
    path, _, depth = spec.partition(":")
    if depth and not depth.isdigit():
        raise ValueError(f"--task wants PATH[:DEPTH], got '{spec}'")
    depth = int(depth) if depth else default_depth
    if os.path.isdir(path):
        ymls = sorted(os.path.join(d, f) for d, _, fs in os.walk(path) for f in fs if f.endswith(".yml"))
    elif path.endswith(".yml") and os.path.exists(path):
        ymls = [path]
    else:
        raise ValueError(f"--task wants a .yml task or a folder of them, got '{path}'")
    return [row for yml in ymls for row in read_task(yml, depth)]


def property_kind(row):
    """unreach-call, valid-memsafety, valid-memcleanup, or '' for a plain row."""
    return os.path.splitext(os.path.basename(row.property_file))[0] if row.property_file else ""


def judge(answer, expected):
    """correct / wrong / unknown for an SV-COMP answer ('true', 'false(x)',
    'unknown ...') against the expected verdict; a false with another
    subproperty than the expected one is 'wrong-sub' (not a correct find)."""
    if not expected or not answer:
        return ""
    if answer.startswith("true"):
        return "correct" if expected == "true" else "wrong"
    if answer.startswith("false"):
        if expected == "true":
            return "wrong"
        wanted = expected[len("false"):].strip("()")
        return "correct" if not wanted or wanted in answer else "wrong-sub"
    return "unknown"
