#!/usr/bin/env python3
"""Reproducing a log (--log-trace): how much smaller and faster is
checking only the executions that print a failing run's log than plain BMC?

For each failing benchmark program at one depth where its header says FAILED
(the larger "Depths quick" value; --sweep full: the largest "Depths full"
value; --depths: these depths, skipping those where the header does not
promise FAILED), -DITERATIONS=N --depth N and the program's own options:

  plain        plain BMC (--swarm 1) with --stats-json and --json: the
               failing execution. When plain BMC does not fail within
               --timeout, `--swarm 16 --jobs 2 --seed 1` is asked for one
               instead (run "swarm-source"; its log is then the log)
  (the log)    the trace's log events in order: a swarm_log event is its
               feature; with --features functions each call of a feature
               function is its name; a printf-like --log-function event is
               the line it printed, reconstructed by replaying the trace
               natively (`swarmbmc replay TRACE prog.c -D ITERATIONS=N -o
               BIN`, BIN run under `stdbuf -o0`, its stdout split into
               lines and each line checked against its event's format)
  exact        --log-trace LOG
  prefix       --log-trace with the last quarter of the lines cut
               (the first n - n//4 lines), --log-match prefix
  subsequence  --log-trace with every other line dropped (lines 1, 3, 5,
               ... kept), --log-match subsequence
  impossible   the log with the last two adjacent distinct lines swapped,
               --log-reach (exact match): VERIFIED when no execution within
               the bound prints it, else FAILED [log-reached] (or a property
               failing after it); n/a when no two adjacent lines differ

Checks: plain (or the swarm source) must be FAILED, and every run of the
failing log (exact, prefix, subsequence) FAILED; another verdict (not a
timeout) is a mismatch: exit 1. The impossible log's verdict is reported,
not checked (an error is a mismatch). Bad input: one line, exit 2.

Each run records verdict, wall time, time to the counterexample, terms, SAT
variables and clauses, instructions unrolled and after slicing (from
--stats-json; with early checks a counterexample found while unrolling ends
the unrolling, so the figures cover what was unrolled until then:
found_early). Writes runs.csv, runs.json (run metadata and every row) and
summary.md into benchmarks/results/<date>-log-trace/ (or --out), and the log
files given to --log-trace into its logs/ folder; prints the table.

    python3 benchmarks/log_trace.py
    python3 benchmarks/log_trace.py --programs stack,printf_pool --timeout 20
    python3 benchmarks/log_trace.py --sweep full --programs heap --timeout 120
"""
import argparse
import csv
import datetime
import json
import os
import re
import shlex
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
import run as suite  # noqa: E402  (program headers, timing, run metadata)

LOG_RUNS = ("exact", "prefix", "subsequence")
COLUMNS = ["program", "depth", "run", "log_source", "log_lines", "match", "reach", "expected", "result",
           "violated", "check", "wall_s", "first_cex_s", "terms", "sat_variables", "sat_clauses",
           "instructions_unrolled", "instructions_after_slicing", "found_early", "peak_mb", "reason", "command"]


# --- one run ------------------------------------------------------------------------------------

def swarmbmc(args, program, depth, extra, timeout, json_path=None):
    """One swarmbmc run; returns (row fields, stats JSON)."""
    fd, stats_path = tempfile.mkstemp(suffix=".json")
    os.close(fd)
    command = [args.binary, program.path, f"-DITERATIONS={depth}", "--depth", str(depth)] + program.options
    command += extra + ["--timeout", str(timeout), "--no-progress", "--stats-json", stats_path]
    if json_path:
        command += ["--json", json_path]
    output, code, wall, _ = suite.timed(command, timeout + 60)
    try:
        with open(stats_path) as f:
            stats = json.load(f)
    except (OSError, json.JSONDecodeError):
        stats = {}
    os.unlink(stats_path)
    result = suite.result_of(stats, output, code)
    s = stats.get("statistics", {})
    configs = stats.get("configurations", [])
    winner = stats.get("winner")
    won = configs[winner] if winner is not None and winner < len(configs) else (configs[0] if configs else {})
    first = stats.get("first_counterexample_ms")
    row = {"result": result["result"], "reason": result["reason"],
           "violated": (stats.get("violated") or {}).get("kind", ""),
           "wall_s": round(wall, 3), "first_cex_s": round(first / 1000, 3) if first is not None else None,
           "terms": s.get("terms"), "sat_variables": s.get("sat_variables"), "sat_clauses": s.get("sat_clauses"),
           "instructions_unrolled": s.get("instructions_unrolled"),
           "instructions_after_slicing": won.get("instructions_after_slicing"),
           "found_early": won.get("found_early"), "peak_mb": stats.get("peak_memory_mb"),
           "command": " ".join(shlex.quote(suite.printable(a)) for a in command)}
    return row, stats


# --- the log of a failing execution --------------------------------------------------------------

class LogError(Exception):
    """The log of a trace cannot be had (the program is then skipped, with the reason)."""


def log_events(trace, program):
    """The trace's log events in order: (function, feature) pairs."""
    events = []
    functions_mode = "--features" in program.options and "functions" in program.options
    for step in trace.get("trace", []):
        if step.get("stepType") == "log":
            events.append((step["function"]["identifier"], step.get("feature", "")))
        elif functions_mode and step.get("stepType") == "function-call" and not step.get("hidden"):
            name = step["function"]["identifier"]
            if name in program.features:
                events.append((name, name))
    return events


def format_regex(fmt):
    """A printf format (without its final newline) as a regex matching what it may print."""
    out, i = [], 0
    for m in re.finditer(r"%%|%[-+ #0]*\d*(\.\d+)?(hh|h|ll|l|z|j|t)?[diuxXcs]", fmt):
        out.append(re.escape(fmt[i:m.start()]))
        out.append("%" if m.group(0) == "%%" else ".*?")
        i = m.end()
    out.append(re.escape(fmt[i:]))
    return "".join(out)


def printed_lines(args, program, depth, trace_path, events, tmp):
    """The lines the failing execution printed, by replaying it natively (printf-like log functions)."""
    binary = os.path.join(tmp, "replay.bin")
    replay = subprocess.run([args.binary, "replay", trace_path, program.path, "-D", f"ITERATIONS={depth}",
                             "-o", binary], capture_output=True, text=True, timeout=300)
    if replay.returncode != 0:
        lines = [l for l in (replay.stdout + replay.stderr).splitlines() if l.strip()]
        raise LogError(f"swarmbmc replay exit {replay.returncode}: {lines[-1] if lines else 'no output'}")
    stdbuf = ["stdbuf", "-o0"] if shutil.which("stdbuf") else []  # the failure aborts: nothing may stay buffered
    run = subprocess.run(stdbuf + [binary], capture_output=True, timeout=120)
    lines = run.stdout.decode(errors="replace").split("\n")
    if len(lines) < len(events):
        raise LogError(f"the replayed binary printed {len(lines)} lines, the trace has {len(events)} log events")
    for n, ((_, fmt), line) in enumerate(zip(events, lines), 1):
        if not fmt.endswith("\n") or "\n" in fmt[:-1]:
            raise LogError(f"log event {n}'s format {fmt!r} does not print exactly one line")
        if not re.fullmatch(format_regex(fmt[:-1]), line):
            raise LogError(f"replayed line {n} {line!r} is not what {fmt!r} prints")
    return lines[:len(events)]


def failing_log(args, program, depth, trace_path, tmp):
    """(lines, how): the log of the trace's failing execution."""
    events = log_events(json.load(open(trace_path)), program)
    if any(function != "swarm_log" and function != feature for function, feature in events):
        return printed_lines(args, program, depth, trace_path, events, tmp), "replayed natively"
    return [feature for _, feature in events], "trace"


def swap_last_distinct(lines):
    """The log with its last two adjacent distinct lines swapped, or None."""
    for i in range(len(lines) - 2, -1, -1):
        if lines[i] != lines[i + 1]:
            return lines[:i] + [lines[i + 1], lines[i]] + lines[i + 2:]
    return None


# --- one program --------------------------------------------------------------------------------

def measure(args, program, depth, failures, logs_dir):
    rows = []
    base = {"program": program.name, "depth": depth, "expected": "FAILED"}

    def record(run, fields, expect_failed, log_lines=None, match="", reach=False, source=""):
        row = {**base, "run": run, "log_lines": log_lines, "match": match, "reach": reach, "log_source": source,
               **fields}
        result = row["result"]
        if result == "TIMEOUT":
            row["check"] = "timeout"
        elif result == "ERROR" or (expect_failed and result != "FAILED"):
            row["check"] = f"MISMATCH: {result}{' ' + row['reason'] if row['reason'] else ''}, expected " + \
                           ("FAILED" if expect_failed else "a verdict")
            failures.append(f"{program.name}@{depth} {run}: {row['check']}")
        else:
            row["check"] = "ok"
        rows.append(row)
        shown = result + (f" [{row['violated']}]" if row["violated"] else "")
        print(f"  {program.name}@{depth} {run}{'' if log_lines is None else f' ({log_lines} lines)'}: {shown} "
              f"{row['wall_s']:.2f} s, terms {suite_cell(row['terms'])}"
              f"{'' if row['check'] in ('ok', 'timeout') else '  <-- ' + row['check']}", flush=True)
        return row

    with tempfile.TemporaryDirectory(prefix="log_trace-") as tmp:
        trace_path = os.path.join(tmp, "trace.json")
        fields, _ = swarmbmc(args, program, depth, ["--swarm", "1"], args.timeout, trace_path)
        plain = record("plain", fields, True)
        source = "plain"
        if plain["result"] != "FAILED":
            if plain["result"] != "TIMEOUT":
                return rows
            fields, _ = swarmbmc(args, program, depth, ["--swarm", "16", "--jobs", "2", "--seed", "1"],
                                 args.timeout, trace_path)
            if record("swarm-source", fields, True)["result"] != "FAILED":
                return rows
            source = "swarm-16"
        try:
            lines, how = failing_log(args, program, depth, trace_path, tmp)
        except (LogError, subprocess.TimeoutExpired, OSError, json.JSONDecodeError) as error:
            note = f"no log: {error}"
            print(f"  {program.name}@{depth}: {note}", flush=True)
            rows.append({**base, "run": "log", "result": "ERROR", "check": "MISMATCH: " + note, "reason": note})
            failures.append(f"{program.name}@{depth}: {note}")
            return rows
        for row in rows:
            row["log_source"] = f"{source}, {how}"
        logs = {"exact": (lines, ["--log-match", "exact"]),
                "prefix": (lines[:len(lines) - len(lines) // 4], ["--log-match", "prefix"]),
                "subsequence": (lines[::2], ["--log-match", "subsequence"])}
        swapped = swap_last_distinct(lines)
        if swapped is not None:
            logs["impossible"] = (swapped, ["--log-match", "exact", "--log-reach"])
        for run, (log, extra) in logs.items():
            path = os.path.join(logs_dir, f"{program.name}-{depth}-{run}.log")  # kept: the command can be rerun
            with open(path, "w") as f:
                f.write("".join(line + "\n" for line in log))
            fields, _ = swarmbmc(args, program, depth, ["--swarm", "1", "--log-trace", path] + extra, args.timeout)
            record(run, fields, run != "impossible", len(log), extra[1], "--log-reach" in extra,
                   f"{source}, {how}")
        if swapped is None:
            rows.append({**base, "run": "impossible", "log_lines": len(lines), "result": "n/a", "check": "ok",
                         "log_source": f"{source}, {how}", "reason": "no two adjacent log lines differ"})
    return rows


def suite_cell(value):
    if value is None:
        return "-"
    return f"{value:,.0f}" if isinstance(value, (int, float)) else str(value)


# --- summary ------------------------------------------------------------------------------------

def by_program(rows):
    table = {}
    for r in rows:
        table.setdefault((r["program"], r["depth"]), {})[r["run"]] = r
    return table


def secs(row):
    if not row:
        return "-"
    if row["result"] == "TIMEOUT":
        return f">{row['wall_s']:.0f}"
    mark = "" if row["result"] == "FAILED" else f" {row['result']}"
    return f"{row['wall_s']:.2f}{mark}"


def ratio(a, b):
    return round(a / b, 3) if a is not None and b else None


def summary(rows, args, meta):
    table = by_program(rows)
    lines = [f"# --log-trace against plain BMC, {meta['date']}", "",
             f"commit {meta['commit']}{' (' + meta['commit_end'] + ' at the end)' if meta.get('commit_end') else ''}, "
             f"binary linked {meta['binary_mtime']}{' (relinked during the run)' if meta.get('binary_mtime_end') else ''}, "
             f"{meta['machine']['cores']} cores, load "
             f"{meta['machine']['loadavg_start'][0]:.2f} at the start and {meta['machine']['loadavg_end'][0]:.2f} "
             f"at the end, {meta['elapsed_s']} s, timeout {args.timeout:g} s per run; "
             f"`{' '.join(['python3', 'benchmarks/log_trace.py'] + meta['arguments'])}`", "",
             "Times: wall time of the process (clang included), FAILED unless marked; `>T`: timed out. "
             "prefix: the first n - n//4 lines, `--log-match prefix`; subsequence: lines 1, 3, 5, ..., "
             "`--log-match subsequence`; impossible: the last two adjacent distinct lines swapped, "
             "`--log-reach`. Terms, SAT size: of the run's formula (with early checks, what was unrolled until "
             "the counterexample). ratio: exact / plain.", "",
             "| program | depth | lines | log from | plain s | exact s | prefix s | subsequence s | impossible | "
             "plain terms | exact terms | terms ratio | clauses ratio | time ratio |",
             "|---|---|---|---|---|---|---|---|---|---|---|---|---|---|"]
    stats = []
    for (name, depth), runs in table.items():
        plain, exact = runs.get("plain"), runs.get("exact")
        imp = runs.get("impossible")
        if imp and imp["result"] == "n/a":
            imp_cell = "n/a"
        elif imp:
            kind = f" [{imp['violated']}]" if imp.get("violated") else ""
            imp_cell = f"{imp['result']}{kind} {secs(imp).split(' ')[0]}"
        else:
            imp_cell = "-"
        ok = plain and exact and exact["result"] == "FAILED"
        terms_ratio = ratio(exact.get("terms"), plain.get("terms")) if ok and plain["result"] == "FAILED" else None
        clauses_ratio = ratio(exact.get("sat_clauses"), plain.get("sat_clauses")) \
            if ok and plain["result"] == "FAILED" else None
        time_ratio = ratio(exact["wall_s"], plain["wall_s"]) if ok else None
        source = (exact or runs.get("log") or {}).get("log_source") or (plain or {}).get("log_source", "")
        lines.append(f"| {name} | {depth} | {(exact or {}).get('log_lines', '-')} | {source or '-'} | {secs(plain)} | "
                     f"{secs(exact)} | {secs(runs.get('prefix'))} | {secs(runs.get('subsequence'))} | {imp_cell} | "
                     f"{suite_cell((plain or {}).get('terms'))} | {suite_cell((exact or {}).get('terms'))} | "
                     f"{'-' if terms_ratio is None else f'{terms_ratio:.3f}'} | "
                     f"{'-' if clauses_ratio is None else f'{clauses_ratio:.3f}'} | "
                     f"{'-' if time_ratio is None else ('<' if plain['result'] == 'TIMEOUT' else '') + f'{time_ratio:.3f}'} |")
        stats.append({"program": name, "plain": plain, "exact": exact, "terms": terms_ratio, "clauses": clauses_ratio,
                      "time": time_ratio})
    lines.append("")
    terms = [s["terms"] for s in stats if s["terms"] is not None]
    clauses = [s["clauses"] for s in stats if s["clauses"] is not None]
    slow = [s for s in stats if s["time"] is not None and s["plain"]["result"] == "FAILED" and s["plain"]["wall_s"] >= 1]
    if terms:
        lines.append(f"Formula, exact / plain over {len(terms)} programs: terms median {statistics.median(terms):.3f} "
                     f"(min {min(terms):.3f}, max {max(terms):.3f}), SAT clauses median "
                     f"{statistics.median(clauses):.3f} (goal: at most 0.2).")
    if slow:
        times = [s["time"] for s in slow]
        lines.append(f"Time to counterexample, exact / plain, over the {len(slow)} programs where plain needs 1 s or "
                     f"more ({', '.join(s['program'] for s in slow)}): median {statistics.median(times):.3f} "
                     f"(min {min(times):.3f}, max {max(times):.3f}) (goal: at most 0.333).")
    else:
        lines.append("No program where plain BMC needs 1 s or more: the time goal's median is over no program.")
    rescued = [s for s in stats if s["plain"] and s["plain"]["result"] == "TIMEOUT" and s["exact"]
               and s["exact"]["result"] == "FAILED"]
    lines.append("Plain BMC timed out and the log found the failure: " +
                 (", ".join(f"{s['program']} (exact {s['exact']['wall_s']:.2f} s)" for s in rescued) or "none") + ".")
    mismatches = [r for r in rows if r.get("check", "").startswith("MISMATCH")]
    lines.append(f"{len(rows)} rows, {len(mismatches)} mismatches" +
                 "".join(f"\n- {r['program']}@{r['depth']} {r['run']}: {r['check']}" for r in mismatches))
    return "\n".join(lines)


# --- driver -------------------------------------------------------------------------------------

def parse_args(argv):
    parser = suite.OneLineErrorParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--programs", default="", help="comma-separated program names (default: every failing one)")
    parser.add_argument("--depths", nargs="+", default=None, help="these depths instead of each program's own")
    parser.add_argument("--sweep", choices=["quick", "full"], default="quick",
                        help="the depth without --depths: the larger 'Depths quick' value (default) or the largest "
                             "'Depths full' value")
    parser.add_argument("--timeout", type=float, default=60, help="seconds per run (default 60)")
    parser.add_argument("--binary", default=os.path.join(ROOT, "build", "swarmbmc"))
    parser.add_argument("--out", default=None, help="output folder (default benchmarks/results/<date>-log-trace)")
    args = parser.parse_args(argv)
    args.depths = suite.positive_depths(args.depths)
    if args.timeout <= 0:
        raise suite.UsageError("--timeout must be positive")
    if not os.access(args.binary, os.X_OK):
        raise suite.UsageError(f"no swarmbmc binary at {args.binary} (build first: make build)")
    return args


def plan(args):
    """(program, depth) pairs: failing programs at depths whose header says FAILED."""
    pairs = []
    for program in suite.load_programs([p for p in args.programs.split(",") if p]):
        if not program.has_bug:
            continue
        if args.depths:
            depths = args.depths
        else:
            depths = [max(program.depths["Depths quick" if args.sweep == "quick" else "Depths full"])]
        for depth in depths:
            if program.expected(depth) == "FAILED":
                pairs.append((program, depth))
            else:
                print(f"  {program.name}@{depth}: skipped, the header says {program.expected(depth)}", flush=True)
    if not pairs:
        raise suite.UsageError("no failing program at the depths asked for")
    return pairs


def built_at(binary):
    """When the binary (the launcher's swarmbmc-core beside it, when there is one) was linked: others rebuild it."""
    core = os.path.join(os.path.dirname(os.path.abspath(binary)), "swarmbmc-core")
    path = core if os.path.isfile(core) else binary
    return datetime.datetime.fromtimestamp(os.path.getmtime(path)).isoformat(timespec="seconds")


def plot(rows, path):
    """Per program: exact, prefix and subsequence time, and the exact log's
    terms and SAT clauses, each as a fraction of plain BMC's (log scale)."""
    try:
        import matplotlib
    except ImportError:  # python3-matplotlib (scripts/install-deps.sh) is not on this interpreter
        print(f"no plot: matplotlib is not installed for {sys.executable}")
        return
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    by = {}
    for row in rows:
        by.setdefault((row["program"], row["depth"]), {})[row["run"]] = row
    labels, series = [], {"exact time": [], "prefix time": [], "subsequence time": [], "exact terms": [],
                          "exact clauses": []}

    def ratio(run, key, plain):
        try:
            return float(run[key]) / float(plain[key])
        except (KeyError, TypeError, ValueError, ZeroDivisionError):
            return float("nan")
    for (program, depth), runs in sorted(by.items()):
        plain = runs.get("plain")
        if not plain:
            continue
        labels.append(f"{program}@{depth}")
        for name in ("exact", "prefix", "subsequence"):
            series[f"{name} time"].append(ratio(runs.get(name, {}), "wall_s", plain))
        series["exact terms"].append(ratio(runs.get("exact", {}), "terms", plain))
        series["exact clauses"].append(ratio(runs.get("exact", {}), "sat_clauses", plain))
    figure, axes = plt.subplots(figsize=(max(8, len(labels) * 0.9), 4.5))
    width = 0.8 / len(series)
    for k, (name, values) in enumerate(series.items()):
        axes.bar([i + k * width for i in range(len(labels))], values, width, label=name)
    axes.axhline(1, color="black", linewidth=0.8)
    axes.axhline(1 / 3, color="grey", linestyle="--", linewidth=0.8, label="goal: time 1/3")
    axes.axhline(1 / 5, color="grey", linestyle=":", linewidth=0.8, label="goal: formula 1/5")
    axes.set_yscale("log")
    axes.set_ylabel("fraction of plain BMC")
    axes.set_xticks([i + 0.4 - width / 2 for i in range(len(labels))], labels, rotation=45, ha="right")
    axes.legend(fontsize=7, ncol=3)
    figure.tight_layout()
    figure.savefig(path, dpi=110)
    plt.close(figure)


def main(argv):
    args = parse_args(argv)
    pairs = plan(args)
    start = datetime.datetime.now()
    meta = suite.run_meta(start, argv)  # commit and load at the start
    meta["binary_mtime"] = built_at(args.binary)
    out = args.out or os.path.join(HERE, "results", start.strftime("%Y-%m-%d") + "-log-trace")
    logs_dir = os.path.join(out, "logs")
    os.makedirs(logs_dir, exist_ok=True)
    print(f"{len(pairs)} programs, timeout {args.timeout:g} s per run, load {os.getloadavg()[0]:.2f}", flush=True)
    rows, failures = [], []
    began = time.monotonic()
    for program, depth in pairs:
        rows += measure(args, program, depth, failures, logs_dir)
    commit_end = suite.git_commit()
    if commit_end != meta["commit"]:
        meta["commit_end"] = commit_end  # others commit to the tree meanwhile; the binary is the one of --binary
    if built_at(args.binary) != meta["binary_mtime"]:
        meta["binary_mtime_end"] = built_at(args.binary)  # relinked during the run
    meta["elapsed_s"] = round(time.monotonic() - began, 1)
    meta["machine"]["loadavg_end"] = os.getloadavg()
    meta.update({"binary": os.path.abspath(args.binary), "timeout_s": args.timeout, "sweep": args.sweep,
                 "depths": args.depths})
    with open(os.path.join(out, "runs.csv"), "w", newline="") as f:
        writer = csv.DictWriter(f, fieldnames=COLUMNS, extrasaction="ignore")
        writer.writeheader()
        writer.writerows(rows)
    with open(os.path.join(out, "runs.json"), "w") as f:
        json.dump({"meta": meta, "runs": rows, "mismatches": failures}, f, indent=1)
    text = summary(rows, args, meta)
    with open(os.path.join(out, "summary.md"), "w") as f:
        f.write(text + "\n")
    print(text)
    plot(rows, os.path.join(out, "ratios.png"))
    print(f"wrote runs.csv, runs.json, summary.md, ratios.png to {out}")
    return 1 if failures else 0


if __name__ == "__main__":
    try:
        sys.exit(main(sys.argv[1:]))
    except suite.UsageError as error:
        print(f"log_trace.py: error: {error}", file=sys.stderr)
        sys.exit(2)
