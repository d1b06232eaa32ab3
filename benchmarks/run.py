#!/usr/bin/env python3
"""The swarmbmc benchmark suite: time to the first counterexample, plain BMC
against feature omission, on the programs in benchmarks/programs/.

For each program (its header comment gives the features, the verdict at each
depth and the depth sweeps) and each depth N (-DITERATIONS=N --depth N):

  plain      --swarm 1 (plain BMC)
  omissions  every single-feature omission and every "keep only one feature"
             configuration (--omit), the paper's tables
  swarm      --swarm K for K = 4, 8, 16, 32, --jobs 1 and 2, several seeds
  slicing    the omission and swarm-16 runs again with --no-slicing
  backends   plain (and with --full swarm-16) with --solver z3, smallest depth
  peers      cbmc / esbmc on the same file, when on PATH (skipped otherwise)

Every run's verdict is checked against the program's header (exit 1 on a
mismatch). Writes runs.csv, runs.json, summary.md and PNG plots into
benchmarks/results/<date>/ (or --out).

    python3 benchmarks/run.py                    # --quick: <= 10 min on 2 cores
    python3 benchmarks/run.py --full             # every depth of every sweep
    python3 benchmarks/run.py --programs stack,heap --depths 70 200 --parts plain,swarm
"""
import argparse
import codecs
import csv
import datetime
import json
import os
import platform
import re
import resource
import shlex
import shutil
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
PROGRAMS_DIR = os.path.join(HERE, "programs")
DEBIAN_PYTHON = "/usr/bin/python3"
PARTS = ["plain", "omissions", "swarm", "slicing", "backends", "peers"]
VERDICTS = ("FAILED", "VERIFIED", "BOUNDED", "UNKNOWN")

PROFILES = {
    # quick: the swarm sweep, the per-feature tables and --no-slicing at each
    # program's larger quick depth only (the smaller one gets plain and
    # swarm-16 with one seed, for the time-vs-depth plot); every seed for
    # K=16, the first for the other sizes and for --jobs 1; without slicing
    # only the single omissions and swarm-16; Z3 for plain BMC only.
    "quick": {"depths": "Depths quick", "sizes": [4, 8, 16, 32], "jobs": [2], "jobs1_sizes": [16], "jobs1_seeds": 1,
              "seeds": [1, 2, 3], "other_sizes_seeds": 1, "timeout": 10, "sweep_at": "largest",
              "keep_without_slicing": False, "swarm_z3": False},
    "full": {"depths": "Depths full", "sizes": [4, 8, 16, 32], "jobs": [1, 2], "jobs1_sizes": [], "jobs1_seeds": None,
             "seeds": [1, 2, 3, 4, 5], "other_sizes_seeds": None, "timeout": 300, "sweep_at": "all",
             "keep_without_slicing": True, "swarm_z3": True},
}


class UsageError(Exception):
    pass


# --- programs -------------------------------------------------------------------------------------

class Program:
    """A benchmark program and what its header comment promises."""

    def __init__(self, path):
        self.path = path
        self.name = os.path.splitext(os.path.basename(path))[0]
        header = read_header(path)
        for key in ("Features", "Needs", "Verdicts", "Depths quick", "Depths full"):
            if key not in header:
                raise UsageError(f"{path}: header has no '{key}:' line")
        self.options = shlex.split(header.get("Options", ""))
        self.features = [codecs.decode(f, "unicode_escape") for f in shlex.split(header["Features"])]
        needs = header["Needs"].split("(")[0]
        self.needs = {f for f in self.features if re.search(r"(^|[\s,])" + re.escape(printable(f)) + r"($|[\s,])",
                                                            needs.replace('"', ""))}
        self.verdicts = parse_verdicts(header["Verdicts"], path)
        self.depths = {"Depths quick": ints(header["Depths quick"], path),
                       "Depths full": ints(header["Depths full"], path)}

    def expected(self, depth):
        for low, high, verdict in self.verdicts:
            if low <= depth and (high is None or depth <= high):
                return verdict
        raise UsageError(f"{self.path}: the header's Verdicts line does not cover depth {depth}")

    @property
    def has_bug(self):
        return any(v == "FAILED" for _, _, v in self.verdicts)


def printable(feature):
    return feature.replace("\n", "\\n").replace("\t", "\\t")


def read_header(path):
    """The 'Key: value' lines of the first comment (continuation lines joined)."""
    text = open(path, encoding="utf-8").read()
    match = re.match(r"\s*/\*(.*?)\*/", text, re.S)
    if not match:
        raise UsageError(f"{path}: no header comment")
    header, key = {}, None
    for line in match.group(1).splitlines():
        line = re.sub(r"^\s*\*?", "", line).rstrip()
        kv = re.match(r"\s?([A-Z][A-Za-z ]*?):\s*(.*)$", line)
        if kv and not line.startswith("  "):
            key = kv.group(1)
            header[key] = kv.group(2)
        elif key and line.strip():
            header[key] += " " + line.strip()
        else:
            key = None
    return header


def parse_verdicts(text, path):
    """'1-64 VERIFIED; 65- FAILED (why)' -> [(1, 64, 'VERIFIED'), (65, None, 'FAILED')]."""
    ranges = []
    for part in re.sub(r"\([^)]*\)", "", text).split(";"):
        m = re.match(r"\s*(\d+)(-(\d*))?\s+(\w+)\s*$", part)
        if not m or m.group(4) not in VERDICTS:
            raise UsageError(f"{path}: cannot read the Verdicts entry '{part.strip()}'")
        low = int(m.group(1))
        high = low if m.group(2) is None else (int(m.group(3)) if m.group(3) else None)
        ranges.append((low, high, m.group(4)))
    return ranges


def ints(text, path):
    try:
        return [int(x) for x in text.split()]
    except ValueError:
        raise UsageError(f"{path}: depths must be integers: '{text}'") from None


def load_programs(names):
    available = sorted(f[:-2] for f in os.listdir(PROGRAMS_DIR) if f.endswith(".c"))
    chosen = available if not names else names
    for name in chosen:
        if name not in available:
            raise UsageError(f"unknown program '{name}' (known: {', '.join(available)})")
    return [Program(os.path.join(PROGRAMS_DIR, name + ".c")) for name in chosen]


# --- runs -----------------------------------------------------------------------------------------

class Run:
    """One command to time: a program at a depth in one configuration."""

    def __init__(self, program, depth, part, config, omitted=(), swarm=1, jobs=1, seed=1, slicing=True,
                 solver="cadical", tool="swarmbmc"):
        self.program, self.depth, self.part, self.config = program, depth, part, config
        self.omitted, self.swarm, self.jobs, self.seed = list(omitted), swarm, jobs, seed
        self.slicing, self.solver, self.tool = slicing, solver, tool

    def swarmbmc_args(self, binary, timeout, stats_path):
        args = [binary, self.program.path, f"-DITERATIONS={self.depth}", "--depth", str(self.depth)]
        args += self.program.options + ["--timeout", str(timeout), "--stats-json", stats_path]
        if self.omitted:
            args += ["--omit", ",".join(self.omitted)]
        else:
            args += ["--swarm", str(self.swarm), "--jobs", str(self.jobs), "--seed", str(self.seed)]
        if not self.slicing:
            args.append("--no-slicing")
        if self.solver != "cadical":
            args += ["--solver", self.solver]
        return args


def plan_runs(programs, profile, depths_override, parts):
    runs = []
    for program in programs:
        depths = depths_override or program.depths[profile["depths"]]
        for depth in depths:
            sweep = profile["sweep_at"] == "all" or depth == max(depths)
            runs += plan_depth(program, depth, profile, parts, sweep, smallest=depth == min(depths))
    return runs


def plan_depth(program, depth, profile, parts, sweep, smallest):
    """The runs of one program at one depth; `sweep`: the full swarm sweep and the tables."""
    p, d, seeds, runs = program, depth, profile["seeds"], []
    if "plain" in parts:
        runs.append(Run(p, d, "plain", "plain"))
    if "omissions" in parts and sweep:
        runs += omission_runs(p, d, slicing=True, keep=True)
    if "swarm" in parts:
        runs += swarm_runs(p, d, profile, sweep)
    if "slicing" in parts and sweep:
        runs += omission_runs(p, d, slicing=False, keep=profile["keep_without_slicing"])
        runs += [Run(p, d, "slicing", "swarm-16/j2/no-slicing", swarm=16, jobs=2, seed=s, slicing=False) for s in seeds]
    if "backends" in parts and smallest:
        runs.append(Run(p, d, "backends", "plain/z3", solver="z3"))
        if profile["swarm_z3"]:
            runs.append(Run(p, d, "backends", "swarm-16/j2/z3", swarm=16, jobs=2, solver="z3"))
    if "peers" in parts:
        runs += [Run(p, d, "peers", tool, tool=tool) for tool in ("cbmc", "esbmc") if shutil.which(tool)]
    return runs


def swarm_runs(program, depth, profile, sweep):
    seeds = profile["seeds"]
    if not sweep:
        return [Run(program, depth, "swarm", "swarm-16/j2", swarm=16, jobs=2, seed=s)
                for s in seeds[:profile["other_sizes_seeds"]]]
    runs = []
    for k in profile["sizes"]:
        k_seeds = seeds if k == 16 else seeds[:profile["other_sizes_seeds"]]
        for jobs in profile["jobs"]:
            runs += [Run(program, depth, "swarm", f"swarm-{k}/j{jobs}", swarm=k, jobs=jobs, seed=s) for s in k_seeds]
        if k in profile["jobs1_sizes"]:
            runs += [Run(program, depth, "swarm", f"swarm-{k}/j1", swarm=k, jobs=1, seed=s)
                     for s in seeds[:profile["jobs1_seeds"]]]
    return runs


def omission_runs(program, depth, slicing, keep):
    part = "omissions" if slicing else "slicing"
    suffix = "" if slicing else "/no-slicing"
    runs = [Run(program, depth, part, f"omit {printable(f)}{suffix}", omitted=[f], slicing=slicing)
            for f in program.features]
    if keep and len(program.features) > 1:
        runs += [Run(program, depth, part, f"keep {printable(f)}{suffix}",
                     omitted=[g for g in program.features if g != f], slicing=slicing) for f in program.features]
    return runs


def execute(run, binary, timeout):
    """Runs one command; returns its row (verdict, times, sizes)."""
    if run.tool != "swarmbmc":
        return execute_peer(run, timeout)
    fd, stats_path = tempfile.mkstemp(suffix=".json")
    os.close(fd)
    command = run.swarmbmc_args(binary, timeout, stats_path)
    output, code, wall, cpu = timed(command, timeout + 60)
    try:
        with open(stats_path) as f:
            stats = json.load(f)
    except (OSError, json.JSONDecodeError):
        stats = {}
    os.unlink(stats_path)
    row = base_row(run, command, wall, cpu)
    row.update(result_of(stats, output, code))
    row.update(figures_of(stats))
    return row


def timed(command, limit):
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.monotonic()
    try:
        proc = subprocess.run(command, capture_output=True, text=True, timeout=limit)
        output, code = proc.stdout + proc.stderr, proc.returncode
    except subprocess.TimeoutExpired as e:
        output, code = (e.stdout or b"").decode(errors="replace") if isinstance(e.stdout, bytes) else (e.stdout or ""), None
    except OSError as e:  # e.g. the binary is being relinked: an ERROR row, not a crash
        output, code = str(e), -1
    wall = time.monotonic() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return output, code, wall, cpu


def base_row(run, command, wall, cpu):
    return {"program": run.program.name, "depth": run.depth, "part": run.part, "config": run.config,
            "swarm": run.swarm if not run.omitted else 1, "jobs": run.jobs, "seed": run.seed,
            "omitted": ",".join(printable(f) for f in run.omitted), "slicing": "on" if run.slicing else "off",
            "solver": run.solver, "tool": run.tool, "expected": run.program.expected(run.depth),
            "wall_s": round(wall, 3), "cpu_s": round(cpu, 3),
            "command": " ".join(shlex.quote(printable(a)) for a in command)}


def result_of(stats, output, code):
    """result: FAILED, VERIFIED, BOUNDED, NO-CEX (a configuration with omissions found nothing),
    UNKNOWN, TIMEOUT or ERROR; reason: why, for the last three."""
    verdict = stats.get("verdict")
    if not verdict:
        m = re.search(r"^VERDICT: (\w+)(.*)$", output, re.M)
        verdict, reason = (m.group(1), m.group(2).strip(" ()")) if m else ("ERROR", last_line(output, code))
    else:
        reason = stats.get("reason", "")
    if code is None or (verdict == "UNKNOWN" and reason.startswith("timeout")):
        return {"result": "TIMEOUT", "reason": reason or "killed by the benchmark script"}
    if verdict == "UNKNOWN" and reason.startswith("no counterexample in the configuration"):
        return {"result": "NO-CEX", "reason": ""}
    return {"result": verdict, "reason": reason if verdict in ("UNKNOWN", "ERROR") else ""}


def last_line(output, code):
    lines = [l for l in output.splitlines() if l.strip()]
    return f"exit {code}: " + (lines[-1] if lines else "no output")


def figures_of(stats):
    s = stats.get("statistics", {})
    configs = stats.get("configurations", [])
    winner = stats.get("winner")
    won = configs[winner] if winner is not None and winner < len(configs) else {}
    first = stats.get("first_counterexample_ms")
    return {"first_cex_s": round(first / 1000, 3) if first is not None else None,
            "swarm_s": round(stats["total_ms"] / 1000, 3) if "total_ms" in stats else None,
            "configurations": len(configs), "winner": winner,
            "winner_omits": ",".join(printable(f) for f in won.get("omitted", [])) if won else "",
            "winner_terms": won.get("terms"), "terms": s.get("terms"), "sat_variables": s.get("sat_variables"),
            "sat_clauses": s.get("sat_clauses"), "peak_mb": stats.get("peak_memory_mb"),
            "instructions": won.get("instructions_after_slicing") if won else None}


# CBMC 6 turns on more checks by default (signed overflow, pointer primitives, memory
# leaks at exit) than swarmbmc reports without options, so its run starts from
# --no-standard-checks and adds exactly swarmbmc's defaults: bounds, pointer, division.
# --unwinding-assertions makes its VERIFIED a complete unwinding, as swarmbmc's is.
CBMC_CHECKS = ["--no-standard-checks", "--bounds-check", "--pointer-check", "--div-by-zero-check",
               "--unwinding-assertions"]


def execute_peer(run, timeout):
    """cbmc/esbmc with equivalent options: the same file and -D, the include folder for
    swarmbmc.h (natively swarm_log is an empty inline function), one more unwinding (their
    --unwind counts the exit test), bounds, pointer and division checks."""
    include = os.path.join(ROOT, "include")
    common = [run.program.path, f"-DITERATIONS={run.depth}", "-I", include, "--unwind", str(run.depth + 1)]
    if run.tool == "cbmc":
        command = ["cbmc"] + common + CBMC_CHECKS
    else:
        command = ["esbmc"] + common + ["--unwinding-assertions"]
    output, code, wall, cpu = timed(command, timeout)
    row = base_row(run, command, wall, cpu)
    if code is None:
        row.update(result="TIMEOUT", reason="killed by the benchmark script")
    elif "VERIFICATION FAILED" in output:
        row.update(result="FAILED", reason="")
    elif "VERIFICATION SUCCESSFUL" in output:
        row.update(result="VERIFIED", reason="")
    else:
        row.update(result="ERROR", reason=last_line(output, code))
    return row


def check(row, program):
    """'ok', 'timeout', or 'MISMATCH: why' against the program's header."""
    result, expected = row["result"], row["expected"]
    if result == "TIMEOUT":
        return "timeout"
    if result == "ERROR":
        return "MISMATCH: error " + row["reason"]
    if row["tool"] != "swarmbmc":
        return "ok" if (result == "FAILED") == (expected == "FAILED") else f"MISMATCH: {result}, header {expected}"
    if result == "FAILED":
        return "ok" if expected == "FAILED" else f"MISMATCH: FAILED, header says {expected} at this depth"
    if not row["omitted"]:  # configuration 0 decides
        return "ok" if result == expected else f"MISMATCH: {result}, header says {expected}"
    omitted = set(row["omitted"].split(","))
    if expected == "FAILED" and not omitted & {printable(f) for f in program.needs}:
        return "MISMATCH: no counterexample, but only features the bug does not need were omitted"
    return "ok"


# --- driver ---------------------------------------------------------------------------------------

def check_features(programs, binary):
    """The header's feature list must be what swarmbmc finds."""
    for program in programs:
        proc = subprocess.run([binary, program.path, "--list-features"] + program.options,
                              capture_output=True, text=True, timeout=120)
        found = [m.group(1) for m in re.finditer(r"^  (.+?): \S+:\d+", proc.stdout, re.M)]
        if sorted(found) != sorted(printable(f) for f in program.features):
            raise UsageError(f"{program.name}: header features {sorted(map(printable, program.features))} "
                             f"but swarmbmc finds {sorted(found)}")


def machine():
    model = ""
    try:
        model = next(l.split(":", 1)[1].strip() for l in open("/proc/cpuinfo") if l.startswith("model name"))
    except (OSError, StopIteration):
        pass
    return {"cpu": model, "cores": os.cpu_count(), "system": platform.platform(),
            "python": platform.python_version(), "loadavg_start": os.getloadavg()}


def run_meta(start, argv):
    """What a script's results JSON records of its run: when, which commit, which machine, how long, how called."""
    return {"date": start.strftime("%Y-%m-%d %H:%M"), "commit": git_commit(), "machine": machine(),
            "elapsed_s": round((datetime.datetime.now() - start).total_seconds()), "arguments": argv}


def git_commit():
    try:
        return subprocess.run(["git", "-C", ROOT, "rev-parse", "--short", "HEAD"], capture_output=True,
                              text=True).stdout.strip()
    except OSError:
        return ""


def run_all(runs, binary, timeout):
    rows = []
    for i, run in enumerate(runs, 1):
        row = execute(run, binary, timeout)
        row["check"] = check(row, run.program)
        rows.append(row)
        winner = f" winner {row['winner']} omits {row['winner_omits'] or '-'}" if row.get("winner") is not None else ""
        print(f"[{i}/{len(runs)}] {row['program']} d={row['depth']} {row['config']}"
              f"{' seed ' + str(row['seed']) if row['part'] in ('swarm', 'slicing') and not row['omitted'] else ''}: "
              f"{row['result']} {row['wall_s']:.2f} s{winner}"
              f"{'' if row['check'] in ('ok', 'timeout') else '  <-- ' + row['check']}", flush=True)
    return rows


def write_tables(rows, meta, out):
    columns = ["program", "depth", "part", "config", "swarm", "jobs", "seed", "omitted", "slicing", "solver", "tool",
               "expected", "result", "check", "wall_s", "cpu_s", "first_cex_s", "swarm_s", "configurations",
               "winner", "winner_omits", "winner_terms", "instructions", "terms", "sat_variables", "sat_clauses",
               "peak_mb", "reason", "command"]
    with open(os.path.join(out, "runs.csv"), "w", newline="") as f:
        writer = csv.DictWriter(f, fieldnames=columns, extrasaction="ignore")
        writer.writeheader()
        writer.writerows(rows)
    with open(os.path.join(out, "runs.json"), "w") as f:
        json.dump({"meta": meta, "runs": rows}, f, indent=1)


def parse_args(argv):
    parser = OneLineErrorParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    group = parser.add_mutually_exclusive_group()
    group.add_argument("--quick", action="store_true", help="the default profile (<= 10 min on 2 cores)")
    group.add_argument("--full", action="store_true", help="every depth of each program's full sweep")
    parser.add_argument("--programs", default="", help="comma-separated program names (default: all)")
    parser.add_argument("--depths", nargs="+", default=None, help="override every program's depth sweep")
    parser.add_argument("--parts", default=",".join(PARTS), help=f"comma-separated subset of {','.join(PARTS)}")
    parser.add_argument("--seeds", type=int, nargs="+", default=None, help="swarm seeds (default 1 2 3, full: 1-5)")
    parser.add_argument("--timeout", type=float, default=None, help="seconds per run (quick 10, full 300)")
    parser.add_argument("--binary", default=os.path.join(ROOT, "build", "swarmbmc"))
    parser.add_argument("--out", default=None, help="output folder (default benchmarks/results/<date>)")
    parser.add_argument("--no-plots", action="store_true", help="CSV, JSON and summary only")
    args = parser.parse_args(argv)
    args.depths = positive_depths(args.depths)
    args.parts = [p for p in args.parts.split(",") if p]
    for part in args.parts:
        if part not in PARTS:
            raise UsageError(f"unknown part '{part}' (known: {','.join(PARTS)})")
    if args.timeout is not None and args.timeout <= 0:
        raise UsageError("--timeout must be positive")
    return args


def positive_depths(values):
    if values is None:
        return None
    depths = []
    for value in values:
        if not re.fullmatch(r"\d+", value) or int(value) < 1:
            raise UsageError(f"bad depth '{value}': depths are positive integers")
        depths.append(int(value))
    return sorted(set(depths))


class OneLineErrorParser(argparse.ArgumentParser):
    def error(self, message):
        raise UsageError(message)


def ensure_matplotlib(no_plots):
    """matplotlib comes from Debian (python3-matplotlib): re-run under Debian's interpreter when
    the one running us (e.g. a pyenv shim) lacks it."""
    if no_plots:
        return
    try:
        import matplotlib  # noqa: F401
    except ImportError:
        if os.path.realpath(sys.executable) != os.path.realpath(DEBIAN_PYTHON) and os.access(DEBIAN_PYTHON, os.X_OK) \
                and subprocess.run([DEBIAN_PYTHON, "-c", "import matplotlib"], capture_output=True).returncode == 0:
            os.execv(DEBIAN_PYTHON, [DEBIAN_PYTHON, os.path.abspath(__file__)] + sys.argv[1:])
        raise UsageError("matplotlib is missing (apt-get install python3-matplotlib), or pass --no-plots")


def main(argv):
    args = parse_args(argv)
    ensure_matplotlib(args.no_plots)
    profile = dict(PROFILES["full" if args.full else "quick"])
    if args.seeds:
        profile["seeds"] = args.seeds
    timeout = args.timeout or profile["timeout"]
    if not os.access(args.binary, os.X_OK):
        raise UsageError(f"no swarmbmc binary at {args.binary} (build first: make build)")
    programs = load_programs([p for p in args.programs.split(",") if p])
    check_features(programs, args.binary)
    for program in programs:
        for depth in args.depths or program.depths[profile["depths"]]:
            program.expected(depth)  # the header covers every depth we run
    out = args.out or os.path.join(HERE, "results", datetime.date.today().isoformat())
    os.makedirs(out, exist_ok=True)

    runs = plan_runs(programs, profile, args.depths, args.parts)
    peers = [t for t in ("cbmc", "esbmc") if shutil.which(t)]
    meta = {"profile": "full" if args.full else "quick", "timeout_s": timeout, "seeds": profile["seeds"],
            "parts": args.parts, "binary": os.path.abspath(args.binary), "commit": git_commit(),
            "started": datetime.datetime.now(datetime.timezone.utc).isoformat(timespec="seconds"),
            "argv": sys.argv, "machine": machine(), "peers": peers}
    print(f"{len(runs)} runs, {len(programs)} programs, timeout {timeout:g} s per run, profile {meta['profile']}"
          f"; peers: {', '.join(peers) or 'none on PATH (cbmc, esbmc skipped)'}", flush=True)
    start = time.monotonic()
    rows = run_all(runs, args.binary, timeout)
    meta["elapsed_s"] = round(time.monotonic() - start, 1)
    meta["machine"]["loadavg_end"] = os.getloadavg()
    write_tables(rows, meta, out)

    import report  # benchmarks/report.py: summary and plots from the rows
    summary = report.write_summary(rows, programs, meta, out)
    written = [] if args.no_plots else report.write_plots(rows, programs, meta, out)
    print(summary.get("headline", ""))
    mismatches = [r for r in rows if r["check"].startswith("MISMATCH")]
    print(f"{len(rows)} runs in {meta['elapsed_s']} s; {len(mismatches)} verdicts contradict the headers; wrote "
          f"{', '.join(['runs.csv', 'runs.json', 'summary.md'] + [os.path.basename(p) for p in written])} to {out}")
    return 1 if mismatches else 0


if __name__ == "__main__":
    sys.path.insert(0, HERE)
    try:
        sys.exit(main(sys.argv[1:]))
    except UsageError as e:
        print(f"run.py: error: {e}", file=sys.stderr)
        sys.exit(2)
