"""CBMC beside swarmbmc on one heap_compare row: the command line, the
source CBMC reads, and its answer read back from the per-property results.

CBMC 6 turns on standard checks by default (signed overflow, pointer
primitives, malloc may fail, ...), which would report failures swarmbmc
does not look for, so every run starts from --no-standard-checks and adds
the checks of the row: --pointer-check --bounds-check (valid-deref,
valid-free), --memory-leak-check (valid-memtrack), --memory-cleanup-check
(valid-memcleanup). --unwinding-assertions tells a bound too small (CBMC's
"unknown") from a proof. --unwind is the row's depth + 1: CBMC's --unwind
counts the exit test of a loop, swarmbmc's --depth does not.

unreach-call: SV-COMP programs call reach_error(), whose body is often
empty, or an external __VERIFIER_error() (CBMC models that one as a failed
assertion); CBMC reports only assertions, so for those rows CBMC reads a
copy of the source whose empty reach_error body asserts false. swarmbmc
reads the original file. The memory rows pass --no-assertions: reaching
reach_error is not a memory-safety or cleanup violation. CBMC's cleanup
check reports as "memory-leak" too: on a valid-memcleanup row that is the
cleanup property."""
import os
import re
import subprocess
import time

HERE = os.path.dirname(os.path.abspath(__file__))
STUBS = os.path.join(HERE, "cbmc_stubs.c")
LEAK = "--memory-leak-check"
CLEANUP = "--memory-cleanup-check"
EMPTY_REACH_ERROR = re.compile(r"void\s+reach_error\s*\(\s*(void)?\s*\)\s*\{\s*\}")
RESULT = re.compile(r"^\[([^\]]+)\] (.*): (SUCCESS|FAILURE|ERROR|UNKNOWN)$", re.M)


def check_flags(kind, checks):
    """CBMC's property options for a row of property `kind` ('' = plain row
    with swarmbmc check options `checks`)."""
    if kind == "unreach-call":
        return []
    if kind == "valid-memcleanup":
        return ["--no-assertions", CLEANUP]
    if kind == "valid-memsafety":
        return ["--no-assertions", "--pointer-check", "--bounds-check", LEAK]
    return ["--pointer-check", "--bounds-check"] + [c for c in checks if c in (LEAK, CLEANUP)]


def cbmc_source(row, kind, scratch):
    """The file CBMC reads: the row's own, or for unreach-call a copy in
    `scratch` with an empty reach_error body made an assertion."""
    if kind != "unreach-call":
        return row.path
    with open(row.path) as f:
        text = f.read()
    if not EMPTY_REACH_ERROR.search(text):
        return row.path
    os.makedirs(scratch, exist_ok=True)
    copy = os.path.join(scratch, os.path.basename(row.path))
    with open(copy, "w") as f:
        f.write(EMPTY_REACH_ERROR.sub('void reach_error(void) { __CPROVER_assert(0, "reach_error called"); }', text))
    return copy


def command(cbmc, row, kind, scratch):
    return [cbmc, cbmc_source(row, kind, scratch), STUBS, *row.defines,
            *(["--32"] if row.ilp32 else []), "--unwind", str(row.depth + 1),
            "--no-standard-checks", "--unwinding-assertions", *check_flags(kind, row.checks)]


def failure_kind(prop_id, description, kind=""):
    """The SV-COMP (sub)property a failed CBMC property stands for on a row
    of property `kind`."""
    text = (prop_id + " " + description).lower()
    if ".unwind." in prop_id:
        return "bound"
    if "memory-leak" in text or "never freed" in text:
        return "valid-memcleanup" if kind == "valid-memcleanup" else "valid-memtrack"
    if "memory-cleanup" in text or "cleanup" in text:
        return "valid-memcleanup"
    if prop_id.split(".")[0] == "free" or "free argument" in text or "double free" in text \
            or "free called" in text:
        return "valid-free"
    if "dereference" in text or "bound" in text or "pointer" in text:
        return "valid-deref"
    if ".assertion." in prop_id or "reach_error" in text or "__verifier_error" in text:
        return "unreach-call"
    return "other:" + prop_id


def answer_of(output, kind=""):
    """'true', 'false(kinds)', 'unknown (bound)' or an error, from CBMC's
    per-property results; FAILED/VERIFIED/BOUNDED for the plain rows."""
    results = RESULT.findall(output)
    if not results:
        return None, None
    failed = sorted({failure_kind(pid, desc, kind) for pid, desc, status in results if status == "FAILURE"})
    real = [k for k in failed if k != "bound"]
    if real:
        return "false(" + ",".join(real) + ")", "FAILED"
    if failed:
        return "unknown (bound)", "BOUNDED"
    return "true", "VERIFIED"


def run(cbmc, row, kind, scratch, timeout):
    """CBMC's answer, verdict, wall time and peak resident memory in MB
    (/usr/bin/time when it exists)."""
    cmd = command(cbmc, row, kind, scratch)
    if os.access("/usr/bin/time", os.X_OK):
        cmd = ["/usr/bin/time", "-f", "maxrss_kb %M"] + cmd
    start = time.monotonic()
    try:
        done = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return {"cbmc_verdict": "TIMEOUT", "cbmc_answer": "unknown (timeout)",
                "cbmc_wall_s": round(time.monotonic() - start, 2)}
    output = done.stdout + done.stderr
    answer, verdict = answer_of(output, kind)
    if answer is None:
        verdict = f"error (exit {done.returncode})"
        answer = "error: " + next((l for l in output.splitlines() if "error" in l.lower()), "no results")[:120]
    rss = re.search(r"maxrss_kb (\d+)", output)
    return {"cbmc_verdict": verdict, "cbmc_answer": answer, "cbmc_wall_s": round(time.monotonic() - start, 2),
            "cbmc_peak_mb": round(int(rss.group(1)) / 1024) if rss else None}
