#!/usr/bin/env python3
"""Floating-point programs with both backends, and CBMC when installed.

The programs: benchmarks/float/*.c, controllers and numeric kernels (a PID
controller, Kahan summation, an orientation predicate, Newton's square
root, a low-pass filter, table interpolation, variance, a sensor's
conversion to a 16-bit register, vector normalisation, Horner's rule),
each correct and with -DBUG (its header says what the bug breaks). Every
variant runs with CaDiCaL (the default) and Z3 (--solver z3), and with
Z3 with its FP theory (z3fp: --solver z3 with SWARMBMC_Z3_FP_THEORY=on,
float operations as Z3 FP terms instead of circuits), and with
CBMC when `cbmc` is on PATH (--cbmc PATH otherwise; the script says when
it skips it). CBMC runs with --unwind DEPTH+1, unwinding assertions and
the checks swarmbmc makes by default (see CBMC_CHECKS), its verdict read
from the per-property results. Every verdict is judged against the
expected one: "ok", "UNKNOWN" (also a timeout or BOUNDED: no answer, not a
wrong one) or "WRONG" (exit 1).

Prints a Markdown table (program, variant, expected, verdict, wall time
and peak memory per tool, swarmbmc's terms and SAT clauses from --stats,
CaDiCaL's wall time over Z3 FP theory's and over CBMC's where both are right) and writes
float_compare.csv and float_compare.json into --out (default
benchmarks/results/<date>-float/).

    python3 benchmarks/float_compare.py
    python3 benchmarks/float_compare.py --only pid lowpass --solvers cadical --timeout 60
    python3 benchmarks/float_compare.py --cbmc /opt/cbmc/bin/cbmc --timeout 60
    python3 benchmarks/float_compare.py --solvers cadical,z3fp
"""
import argparse
import datetime
import os
import re
import shutil
import signal
import subprocess
import sys
import time

from stats_run import UsageError, cell, run_main, run_stats, write_rows

HERE = os.path.dirname(os.path.abspath(__file__))
FLOAT = os.path.join(HERE, "float")

# program: (depth, the property -DBUG violates)
PROGRAMS = {
    "pid": (3, "assertion"),
    "kahan": (4, "assertion"),
    "orient": (1, "assertion"),
    "newton_sqrt": (6, "assertion"),
    "lowpass": (4, "assertion"),
    "interp": (1, "bounds"),
    "variance": (3, "assertion"),
    "sensor_convert": (1, "assertion"),
    "normalize": (1, "assertion"),
    "horner": (4, "assertion"),
}
SOLVERS = ("cadical", "z3", "z3fp", "cryptominisat", "sat-portfolio")
# Columns with their own time over CBMC's, besides CaDiCaL's.
OVER_CBMC = ("cryptominisat", "sat-portfolio")
# z3fp: Z3 given float operations as its FP theory's terms (Verifier.cpp reads the variable).
FP_THEORY_ENV = "SWARMBMC_Z3_FP_THEORY"
COLUMNS = ["program", "variant", "depth", "expected", "expected_property"] + [
    f"{tool}_{key}" for tool in SOLVERS + ("cbmc",)
    for key in ("verdict", "violated", "judge", "wall_s", "peak_mb", "terms", "sat_clauses")] + [
    "cadical_vs_z3fp", "cadical_vs_cbmc"] + [f"{tool}_vs_cbmc" for tool in OVER_CBMC]


def judge(row, expected, expected_property):
    """ok, UNKNOWN (no answer, or BOUNDED) or WRONG (another answer, or FAILED
    without the expected property among the violated ones: CBMC lists every
    failed property, e.g. an assertion on the value read out of bounds)."""
    verdict = row["verdict"]
    if verdict in ("UNKNOWN", "TIMEOUT", "BOUNDED") or verdict.startswith("error"):
        return "UNKNOWN"
    if verdict != expected:
        return "WRONG"
    violated = set(filter(None, (row.get("violated") or "").split(",")))
    if expected == "FAILED" and violated and expected_property not in violated:
        return "WRONG"
    return "ok"


def swarmbmc_run(binary, program, variant, depth, solver, timeout):
    """One swarmbmc run; z3fp is --solver z3 with the FP theory switched on
    in the environment (only for this run: the other columns get circuits)."""
    command = [binary, os.path.join(FLOAT, program + ".c"), "--depth", str(depth), "--stats",
               "--solver", "z3" if solver == "z3fp" else solver, "--timeout", str(timeout)]
    if variant == "bug":
        command.append("-DBUG")
    if solver != "z3fp":
        os.environ.pop(FP_THEORY_ENV, None)
        return run_stats(command, timeout + 30)
    os.environ[FP_THEORY_ENV] = "on"
    try:
        return run_stats(command, timeout + 30)
    finally:
        os.environ.pop(FP_THEORY_ENV, None)


def ratio(row, tool, base="cadical"):
    """`base`'s wall time over `tool`'s where both answered right, else None."""
    if row.get(f"{base}_judge") == "ok" and row.get(f"{tool}_judge") == "ok":
        return round(row[f"{base}_wall_s"] / max(row[f"{tool}_wall_s"], 0.01), 2)
    return None


# CBMC's checks matching swarmbmc's defaults: CBMC 6 also turns on signed
# overflow and pointer-primitive checks by default, which swarmbmc does not
# report without options, so the run starts from --no-standard-checks.
# --conversion-check is left off: it flags integer narrowing too (sensor_convert's
# (short)(int) wrap, implementation-defined in C), where swarmbmc checks only
# float-to-integer conversions. --unwinding-assertions (default in CBMC 6,
# spelled out) makes VERIFIED a complete unwinding, as swarmbmc's VERIFIED is,
# and a failed unwinding assertion alone BOUNDED.
CBMC_CHECKS = ["--no-standard-checks", "--bounds-check", "--pointer-check", "--div-by-zero-check",
               "--unwinding-assertions"]
CBMC_RESULT = re.compile(r"^\[([^\]]+)\] (.*): (SUCCESS|FAILURE|ERROR|UNKNOWN)$", re.M)


def cbmc_property(prop_id, description):
    """swarmbmc's name for a failed CBMC property ('bound' for an unwinding assertion)."""
    if ".unwind." in prop_id:
        return "bound"
    if ".array_bounds." in prop_id or "bound in" in description or ".pointer_dereference." in prop_id:
        return "bounds"
    if ".assertion." in prop_id:
        return "assertion"
    if ".division-by-zero." in prop_id:
        return "div-by-zero"
    return "other:" + prop_id


def cbmc_verdict(output):
    """VERIFIED, FAILED (with the failed properties), BOUNDED (only an
    unwinding assertion failed) or None, from CBMC's per-property results."""
    results = CBMC_RESULT.findall(output)
    if not results:
        return None, ""
    failed = sorted({cbmc_property(pid, text) for pid, text, status in results if status == "FAILURE"})
    real = [kind for kind in failed if kind != "bound"]
    if real:
        return "FAILED", ",".join(real)
    return ("BOUNDED" if failed else "VERIFIED"), ""


def cbmc_command(cbmc, program, variant, depth):
    """CBMC with the loops unwound one further than swarmbmc's --depth (its
    --unwind counts the exit test), under /usr/bin/time for the peak memory."""
    command = [cbmc, os.path.join(FLOAT, program + ".c"), "--unwind", str(depth + 1), *CBMC_CHECKS]
    if variant == "bug":
        command.append("-DBUG")
    if os.access("/usr/bin/time", os.X_OK):
        command = ["/usr/bin/time", "-f", "maxrss_kb %M"] + command
    return command


def cbmc_run(cbmc, program, variant, depth, timeout):
    """CBMC's verdict, violated properties, wall time and peak memory (MB).
    CBMC has no timeout of its own: its process group is killed after `timeout`."""
    start = time.monotonic()
    child = subprocess.Popen(cbmc_command(cbmc, program, variant, depth), stdout=subprocess.PIPE,
                             stderr=subprocess.PIPE, text=True, start_new_session=True)
    try:
        stdout, stderr = child.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        os.killpg(child.pid, signal.SIGKILL)
        child.communicate()
        return {"verdict": "TIMEOUT", "wall_s": round(time.monotonic() - start, 2)}
    row = {"wall_s": round(time.monotonic() - start, 2)}
    verdict, row["violated"] = cbmc_verdict(stdout)
    row["verdict"] = verdict or f"error (exit {child.returncode})"
    rss = re.search(r"maxrss_kb (\d+)", stderr)
    row["peak_mb"] = round(int(rss.group(1)) / 1024) if rss else None
    return row


def measure(args, cbmc):
    rows = []
    for program in args.only or PROGRAMS:
        depth, bug_property = PROGRAMS[program]
        for variant in ("ok", "bug"):
            expected = "FAILED" if variant == "bug" else "VERIFIED"
            row = {"program": program, "variant": variant, "depth": depth, "expected": expected,
                   "expected_property": bug_property if variant == "bug" else ""}
            for solver in args.solvers:
                result = swarmbmc_run(args.binary, program, variant, depth, solver, args.timeout)
                result["judge"] = judge(result, expected, row["expected_property"])
                row.update({f"{solver}_{key}": value for key, value in result.items()})
            if "z3fp" in args.solvers:
                row["cadical_vs_z3fp"] = ratio(row, "z3fp")
            if cbmc:
                result = cbmc_run(cbmc, program, variant, depth, args.timeout)
                result["judge"] = judge(result, expected, row["expected_property"])
                row.update({f"cbmc_{key}": value for key, value in result.items()})
                row["cadical_vs_cbmc"] = ratio(row, "cbmc")
                for tool in OVER_CBMC:
                    row[f"{tool}_vs_cbmc"] = ratio(row, "cbmc", tool)
            rows.append(row)
            print(f"  {program} {variant}: " + ", ".join(
                f"{tool} {row.get(tool + '_verdict')} ({row.get(tool + '_judge')}, {row.get(tool + '_wall_s')} s)"
                for tool in list(args.solvers) + (["cbmc"] if cbmc else [])), file=sys.stderr, flush=True)
    return rows


def table(rows, tools):
    """Markdown: verdict (with its judgement unless ok), wall time and peak
    memory per tool; swarmbmc's terms and clauses; CaDiCaL's time over Z3
    FP theory's and over CBMC's."""
    extra = {"cadical": ["terms", "clauses"], "z3fp": ["cadical/z3fp"],
             "cbmc": ["cadical/cbmc"] + [f"{tool}/cbmc" for tool in OVER_CBMC if tool in tools]}
    head = ["program", "variant", "expected"]
    for tool in tools:
        head += [f"{tool} verdict", f"{tool} s"] + (["MB"] if tool in ("cadical", "cbmc") else [])
        head += extra.get(tool, [])
    lines = ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
    for row in rows:
        cells = [row["program"], row["variant"], row["expected"]]
        for tool in tools:
            verdict = row.get(f"{tool}_verdict", "-")
            if row.get(f"{tool}_judge") not in (None, "ok"):
                verdict += f" ({row[tool + '_judge']})"
            cells += [verdict, cell(row.get(f"{tool}_wall_s"))]
            if tool in ("cadical", "cbmc"):
                cells.append(cell(row.get(f"{tool}_peak_mb")))
            if tool == "cadical":
                cells += [cell(row.get("cadical_terms")), cell(row.get("cadical_sat_clauses"))]
            if tool in ("z3fp", "cbmc"):
                cells.append(cell(row.get(f"cadical_vs_{tool}")))
            if tool == "cbmc":
                cells += [cell(row.get(f"{other}_vs_cbmc")) for other in OVER_CBMC if other in tools]
        lines.append("| " + " | ".join(cells) + " |")
    return "\n".join(lines)


def parse_arguments(argv):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--binary", default=os.path.join(HERE, "..", "build", "swarmbmc"))
    parser.add_argument("--only", nargs="+", metavar="PROGRAM", help="these programs (default: all)")
    parser.add_argument("--solvers", default=",".join(SOLVERS), help="comma-separated: " + ", ".join(SOLVERS) + " (default all)")
    parser.add_argument("--cbmc", help="CBMC binary (default: cbmc on PATH, skipped when there is none)")
    parser.add_argument("--timeout", type=int, default=120, help="seconds per run (default 120)")
    parser.add_argument("--out", help="output folder (default benchmarks/results/<date>-float/)")
    args = parser.parse_args(argv)
    for program in args.only or []:
        if program not in PROGRAMS:
            raise UsageError(f"unknown program '{program}' (known: {', '.join(PROGRAMS)})")
    args.solvers = [s for s in args.solvers.split(",") if s]
    for solver in args.solvers:
        if solver not in SOLVERS:
            raise UsageError(f"unknown solver '{solver}' (known: {', '.join(SOLVERS)})")
    if not os.access(args.binary, os.X_OK):
        raise UsageError(f"no swarmbmc binary at {args.binary}")
    if args.timeout <= 0:
        raise UsageError("--timeout must be positive")
    args.out = args.out or os.path.join(HERE, "results", datetime.date.today().isoformat() + "-float")
    return args


def main():
    args = parse_arguments(sys.argv[1:])
    cbmc = args.cbmc or shutil.which("cbmc")
    if args.cbmc and not os.access(args.cbmc, os.X_OK):
        raise UsageError(f"no CBMC binary at {args.cbmc}")
    if not cbmc:
        print("float_compare.py: cbmc is not on PATH: CBMC skipped (--cbmc PATH to add it)", file=sys.stderr)
    os.makedirs(args.out, exist_ok=True)
    load = os.getloadavg()[0]
    rows = measure(args, cbmc)
    tools = list(args.solvers) + (["cbmc"] if cbmc else [])
    meta = {"date": datetime.datetime.now(datetime.timezone.utc).isoformat(timespec="seconds"),
            "command": " ".join([os.path.basename(sys.argv[0])] + sys.argv[1:]), "load_before": load,
            "load_after": os.getloadavg()[0], "cbmc": cbmc or None, "timeout_s": args.timeout}
    write_rows(args.out, "float_compare", COLUMNS, rows, meta)
    print(table(rows, tools))
    wrong = [f"{r['program']} {r['variant']} ({tool})" for r in rows for tool in tools
             if r.get(f"{tool}_judge") == "WRONG"]
    unknown = sum(r.get(f"{tool}_judge") == "UNKNOWN" for r in rows for tool in tools)
    print(f"\n{len(rows) * len(tools)} runs: {len(wrong)} wrong, {unknown} unknown; load {load:.1f}"
          f" -> {meta['load_after']:.1f}; written to {args.out}")
    if wrong:
        print("WRONG verdicts: " + ", ".join(wrong), file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    run_main(main, "float_compare.py")
