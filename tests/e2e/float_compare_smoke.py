#!/usr/bin/env python3
"""Smoke test of benchmarks/float_compare.py (the floating-point benchmark
set with both backends): sensor_convert.c, correct and -DBUG, with CaDiCaL, Z3
on circuits and Z3 with its FP theory (z3fp),
timeout 60 s per run; a few seconds.

    float_compare_smoke.py SWARMBMC

Checks: exit 0 (float_compare.py exits 1 on a wrong verdict), the CSV with
one row per variant and the JSON with the run's metadata; correct VERIFIED
and -DBUG FAILED [assertion] on both backends, judged ok, with terms from
--stats; without cbmc on PATH the script says it skips CBMC; an unknown
program or solver, a bad timeout and a missing --cbmc binary are one-line
errors with exit 2. The CBMC branch runs against a fake cbmc (a script
printing CBMC 6's per-property results): its command line (--unwind
DEPTH+1, --no-standard-checks, -DBUG), VERIFIED, FAILED with every failed
property listed and judged ok when the expected one is among them, FAILED
on another property judged WRONG (exit 1), an unwinding assertion alone
BOUNDED (UNKNOWN), and the peak memory.
"""
import csv
import json
import os
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
SCRIPT = os.path.join(HERE, "..", "..", "benchmarks", "float_compare.py")
failures = []


def expect(condition, message):
    if not condition:
        failures.append(message)
        print("FAIL:", message)


def run(args):
    return subprocess.run([sys.executable, SCRIPT] + args, capture_output=True, text=True, timeout=600)


def check_run(binary, out):
    done = run(["--binary", binary, "--only", "sensor_convert", "--timeout", "60", "--out", out])
    expect(done.returncode == 0, f"exit {done.returncode}\n{done.stdout[-1500:]}\n{done.stderr[-1500:]}")
    if not shutil.which("cbmc"):
        expect("cbmc is not on PATH: CBMC skipped" in done.stderr, "no note that CBMC is skipped")
    expect("| sensor_convert | ok | VERIFIED |" in done.stdout, "no table row for sensor_convert's correct variant")
    path = os.path.join(out, "float_compare.csv")
    expect(os.path.isfile(path), "no float_compare.csv")
    if not os.path.isfile(path):
        return
    rows = {r["variant"]: r for r in csv.DictReader(open(path))}
    expect(set(rows) == {"ok", "bug"}, f"variants {sorted(rows)}")
    for variant, verdict in (("ok", "VERIFIED"), ("bug", "FAILED")):
        for solver in ("cadical", "z3", "z3fp"):
            row = rows.get(variant, {})
            expect(row.get(f"{solver}_verdict") == verdict and row.get(f"{solver}_judge") == "ok",
                   f"{variant} with {solver}: {row.get(solver + '_verdict')} ({row.get(solver + '_judge')})")
    expect(rows.get("bug", {}).get("cadical_violated") == "assertion", "the bug is not an [assertion]")
    expect(all(rows.get(v, {}).get("cadical_vs_z3fp") for v in ("ok", "bug")), "no CaDiCaL/Z3 FP theory ratio")
    expect(float(rows.get("ok", {}).get("cadical_terms") or 0) > 0, "no terms from --stats")
    meta = json.load(open(os.path.join(out, "float_compare.json")))
    expect(len(meta["rows"]) == 2 and "command" in meta and "load_before" in meta, "JSON without rows or metadata")


FAKE_CBMC = """#!/bin/sh
echo "$@" >> "$FAKE_CBMC_LOG"
case "$* $FAKE_CBMC_MODE" in
  *-DBUG*other*) echo "[main.overflow.1] line 3 arithmetic overflow: FAILURE" ;;
  *-DBUG*) echo "[f.array_bounds.1] line 2 array 't' upper bound in t[i]: FAILURE"
           echo "[main.assertion.1] line 3 assertion x: FAILURE" ;;
  *bounded*) echo "[main.unwind.0] line 4 unwinding assertion loop 0: FAILURE"
             echo "[main.assertion.1] line 3 assertion x: SUCCESS" ;;
  *) echo "[main.assertion.1] line 3 assertion x: SUCCESS" ;;
esac
"""


def fake_cbmc_run(binary, out, mode):
    """float_compare.py on sensor_convert with CaDiCaL and the fake CBMC in `mode`."""
    fake = os.path.join(out, "cbmc")
    with open(fake, "w") as f:
        f.write(FAKE_CBMC)
    os.chmod(fake, 0o755)
    env = dict(os.environ, FAKE_CBMC_MODE=mode, FAKE_CBMC_LOG=os.path.join(out, "cbmc.log"))
    done = subprocess.run([sys.executable, SCRIPT, "--binary", binary, "--only", "sensor_convert", "--solvers",
                           "cadical", "--cbmc", fake, "--timeout", "60", "--out", out],
                          capture_output=True, text=True, timeout=600, env=env)
    rows = {r["variant"]: r for r in csv.DictReader(open(os.path.join(out, "float_compare.csv")))}
    return done, rows, open(env["FAKE_CBMC_LOG"]).read().splitlines()


def check_cbmc_branch(binary):
    with tempfile.TemporaryDirectory() as out:
        done, rows, log = fake_cbmc_run(binary, out, "plain")
        expect(done.returncode == 0, f"fake CBMC: exit {done.returncode}\n{done.stderr[-1500:]}")
        expect(len(log) == 2 and all("--unwind 2" in l and "--no-standard-checks" in l for l in log)
               and "-DBUG" in log[1] and "-DBUG" not in log[0], f"CBMC command lines {log}")
        ok, bug = rows.get("ok", {}), rows.get("bug", {})
        expect(ok.get("cbmc_verdict") == "VERIFIED" and ok.get("cbmc_judge") == "ok", f"fake CBMC ok: {ok}")
        expect(bug.get("cbmc_verdict") == "FAILED" and bug.get("cbmc_violated") == "assertion,bounds"
               and bug.get("cbmc_judge") == "ok", f"fake CBMC bug: {bug}")
        expect(ok.get("cbmc_peak_mb") not in (None, "") or not os.access("/usr/bin/time", os.X_OK),
               "no CBMC peak memory")
        expect("cadical/cbmc" in done.stdout, "no CaDiCaL/CBMC column")
    with tempfile.TemporaryDirectory() as out:
        done, rows, _ = fake_cbmc_run(binary, out, "bounded other")
        expect(done.returncode == 1 and "WRONG verdicts: sensor_convert bug (cbmc)" in done.stderr,
               f"a FAILED on another property is not WRONG: exit {done.returncode}")
        ok = rows.get("ok", {})
        expect(ok.get("cbmc_verdict") == "BOUNDED" and ok.get("cbmc_judge") == "UNKNOWN",
               f"unwinding assertion alone: {ok}")


def check_bad_input(binary):
    for args, message in ((["--only", "nosuch"], "unknown program 'nosuch'"),
                          (["--solvers", "yices"], "unknown solver 'yices'"),
                          (["--timeout", "0"], "--timeout must be positive"),
                          (["--cbmc", "/nonexistent/cbmc"], "no CBMC binary at /nonexistent/cbmc")):
        done = run(["--binary", binary] + args)
        lines = done.stderr.strip().splitlines()
        expect(done.returncode == 2 and len(lines) == 1 and message in lines[0],
               f"{args}: exit {done.returncode}, stderr {done.stderr.strip()!r}")


def main():
    if len(sys.argv) != 2 or sys.argv[1] in ("-h", "--help"):
        print(__doc__)
        return 0 if len(sys.argv) == 2 else 2
    binary = os.path.abspath(sys.argv[1])
    with tempfile.TemporaryDirectory() as out:
        check_run(binary, out)
    check_cbmc_branch(binary)
    check_bad_input(binary)
    print("PASS" if not failures else f"{len(failures)} failures")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
