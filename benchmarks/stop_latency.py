#!/usr/bin/env python3
"""How promptly swarmbmc stops on --timeout and on Ctrl-C, per phase (issue
"encoding that scales", bullet "Prompt stop while encoding"; goal: <= 100 ms
in every phase).

Each setting is one of the project's programs with options chosen so that a
stop at T lands in a given phase (the phase is what swarmbmc reports, from
--stats-json's "stopped_while"; a stop in "solving" before the formula was
complete, i.e. with 0 property checks stated, is shown as "solving (early
query)"):

    compiling   scaling/queue.c -DITERATIONS=200 --depth 201 (T ~0.05 s: clang)
    unrolling   scaling/queue.c -DITERATIONS=20000 --depth 20001 --no-early-checks
    early       scaling/queue.c -DFIXED -DITERATIONS=20000 --depth 20001 (early queries)
    cadical     scaling/queue.c -DFIXED -DITERATIONS=200 --depth 201 --no-interval-proofs
                (early queries for the first 2-3 s, then the final query)
    z3          the same with --solver z3
    swarm       the cadical setting with --swarm 16 --jobs 2

Two modes per setting and T: 'timeout' runs with --timeout T; 'sigint'
sends SIGINT T seconds after the process started. Per run:

    wall_minus_t_ms  process wall time (Popen to exit) minus T
    signal_sent_ms   sigint: when the signal really went out (later than T when
                     Popen itself returned late: it waits for the exec)
    startup_ms       from Popen to swarmbmc's own clock starting (the launcher's
                     exec and loading LLVM, 80-200 ms on a loaded 2-core machine;
                     --timeout counts from there): arrival of the VERDICT line
                     minus the wall_ms swarmbmc wrote into --stats-json
    stop_ms          the stop latency judged against the goal: from the
                     trigger to the process having exited. sigint: exit - the
                     moment the signal was sent; timeout: wall_minus_t_ms -
                     startup_ms, i.e. exit - (start of swarmbmc's clock + T)
    verdict_ms       from the trigger to the VERDICT line (timeout: swarmbmc's
                     wall_ms - T)
    backstop         the report came from the process guard's backstop (no
                     configuration table in --stats-json although the swarm
                     had started): the cooperative stop took over its 1 s grace

A SIGINT before swarmbmc installed its handlers (in the first ~0.1 s, while
LLVM loads) kills it with no report: phase "starting (killed)". A run that
ended before T is "finished before T" and has no latency.

Writes stop_latency.{csv,json} into benchmarks/results/<date>/ (or --out)
and prints two Markdown tables: every run, and per (mode, phase) the count,
median and maximum stop latency, then the overall maximum against the goal.
The default (3 runs per setting, mode and T) takes about 4.5 minutes; --quick
(one run per setting and mode, one T each) about 20-30 s.

    python3 benchmarks/stop_latency.py
    python3 benchmarks/stop_latency.py --quick --out /tmp/stoplat_quick
    python3 benchmarks/stop_latency.py --settings unrolling,early --modes sigint --times 0.5,1,2 --repeat 5
    python3 benchmarks/stop_latency.py --binary /tmp/old/swarmbmc --out /tmp/before
"""
import argparse
import datetime
import json
import os
import signal
import statistics
import subprocess
import sys
import tempfile
import threading
import time

from stats_run import UsageError, cell, run_main, write_rows

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.join(HERE, "..")
QUEUE = os.path.join(HERE, "scaling", "queue.c")
FIXED_200 = ["-DFIXED", "-DITERATIONS=200", "--depth", "201", "--no-interval-proofs"]
# name: (arguments after the file, T for timeout, T for sigint, --quick T for timeout, for sigint)
SETTINGS = {
    "compiling": (["-DITERATIONS=200", "--depth", "201"], [0.01, 0.05, 0.1], [0.05, 0.2, 0.25], [0.05], [0.05, 0.25]),
    "unrolling": (["-DITERATIONS=20000", "--depth", "20001", "--no-early-checks"], [0.5, 1, 2, 4], [0.5, 1, 2, 4],
                  [1], [1]),
    "early": (["-DFIXED", "-DITERATIONS=20000", "--depth", "20001"], [0.5, 1, 2, 3], [0.5, 1, 2, 3], [1], [1]),
    "cadical": (FIXED_200, [1, 3, 6], [1, 3, 6], [4], [4]),  # early queries until ~2-3 s, then the final query
    "z3": (FIXED_200 + ["--solver", "z3"], [1, 2, 4], [1, 2, 4], [1], [1]),
    "swarm": (FIXED_200 + ["--swarm", "16", "--jobs", "2"], [0.3, 1, 5], [0.3, 1, 5], [1], [1]),
}
GOAL_MS = 100
HANG_S = 30  # a run still alive this long after its trigger is killed and reported as hung
BEFORE_SWARM = ("starting", "compiling", "loading", "discovering features", "planning")


def ms(seconds):
    return None if seconds is None else round(seconds * 1000, 1)


def run_once(binary, setting, mode, t, stats_path):
    """One run: start swarmbmc, trigger the stop (its own --timeout or SIGINT at t), time the exit."""
    command = [binary, QUEUE, "--no-progress", "--stats-json", stats_path] + SETTINGS[setting][0]
    if mode == "timeout":
        command += ["--timeout", str(t)]
    if os.path.exists(stats_path):
        os.remove(stats_path)
    lines, verdict_at, exit_at = [], [], []
    start = time.monotonic()
    process = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)

    def read():  # timestamps the VERDICT line as it arrives (swarmbmc flushes it)
        for line in process.stdout:
            if line.startswith("VERDICT:") and not verdict_at:
                verdict_at.append(time.monotonic())
            lines.append(line.rstrip("\n"))

    def wait():  # a blocking waitpid: exact, unlike Popen.wait(timeout)'s polling
        process.wait()
        exit_at.append(time.monotonic())
    reader, waiter = threading.Thread(target=read), threading.Thread(target=wait)
    reader.start()
    waiter.start()
    signalled_at = None
    if mode == "sigint":
        waiter.join(max(0.0, start + t - time.monotonic()))
        if not exit_at:
            signalled_at = time.monotonic()
            process.send_signal(signal.SIGINT)
    waiter.join(t + HANG_S if mode == "timeout" else HANG_S)
    hung = waiter.is_alive()
    if hung:
        process.kill()
        waiter.join()
    reader.join()

    report = {}
    if os.path.exists(stats_path):
        with open(stats_path) as f:
            report = json.load(f)
    verdict_line = next((l for l in lines if l.startswith("VERDICT:")), "")
    verdict = verdict_line.split()[1] if verdict_line else ""
    reason = verdict_line.partition("(")[2].rpartition(")")[0] if "(" in verdict_line else ""
    cause, _, during = reason.partition(" while ")
    during = report.get("stopped_while") or during
    code = process.returncode
    wall = exit_at[0] - start
    trigger = signalled_at if mode == "sigint" else None
    if hung:
        phase = "hung (killed)"
    elif code == -signal.SIGINT and not verdict:
        phase, cause = "starting (killed)", "SIGINT, no handler yet"
    elif (mode == "sigint" and signalled_at is None) or verdict != "UNKNOWN" or not during:
        phase = "finished before T"
    else:
        phase = during
        if phase == "solving" and (report.get("statistics") or {}).get("checks") == 0:
            phase = "solving (early query)"
    startup = verdict_at[0] - start - report["wall_ms"] / 1000 if verdict_at and report.get("wall_ms") else None
    row = {"setting": setting, "mode": mode, "t_s": t, "phase": phase, "cause": cause, "exit_code": code,
           "verdict": verdict or "-", "wall_ms": ms(wall), "startup_ms": ms(startup), "hung": hung,
           "signal_sent_ms": ms(signalled_at - start) if signalled_at is not None else None,
           "backstop": bool(report) and phase not in BEFORE_SWARM and not report.get("configurations"),
           "reason": reason, "command": command}
    if phase in ("finished before T", "hung (killed)"):
        row.update({"wall_minus_t_ms": ms(wall - t), "stop_ms": None, "verdict_ms": None})
    elif mode == "sigint":
        row.update({"wall_minus_t_ms": ms(wall - t), "stop_ms": ms(exit_at[0] - trigger),
                    "verdict_ms": ms(verdict_at[0] - trigger) if verdict_at else None})
    else:
        row.update({"wall_minus_t_ms": ms(wall - t),
                    "stop_ms": ms(wall - t - startup) if startup is not None else None,
                    "verdict_ms": round(report["wall_ms"] - t * 1000, 1) if report.get("wall_ms") else None})
    return row


def summarise(rows):
    """Per (mode, phase): runs, median and max stop_ms, max verdict_ms, runs over the goal."""
    groups = {}
    for r in rows:
        groups.setdefault((r["mode"], r["phase"]), []).append(r)
    summary = []
    for (mode, phase), group in sorted(groups.items()):
        stops = [r["stop_ms"] for r in group if r["stop_ms"] is not None]
        verdicts = [r["verdict_ms"] for r in group if r["verdict_ms"] is not None]
        summary.append({"mode": mode, "phase": phase, "runs": len(group),
                        "settings": ",".join(sorted({r["setting"] for r in group})),
                        "median_stop_ms": round(statistics.median(stops), 1) if stops else None,
                        "max_stop_ms": max(stops) if stops else None,
                        "max_verdict_ms": max(verdicts) if verdicts else None,
                        "over_goal": sum(1 for s in stops if s > GOAL_MS),
                        "backstop": sum(1 for r in group if r["backstop"])})
    return summary


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--binary", default=os.path.join(ROOT, "build", "swarmbmc"))
    parser.add_argument("--out", default=None, help="output folder (default benchmarks/results/<date>)")
    parser.add_argument("--repeat", type=int, default=3, help="runs per setting, mode and T (default 3; --quick: 1)")
    parser.add_argument("--quick", action="store_true", help="one run per setting and mode at one T (~30 s)")
    parser.add_argument("--settings", default=",".join(SETTINGS), help="comma-separated: " + ", ".join(SETTINGS))
    parser.add_argument("--modes", default="timeout,sigint", help="comma-separated: timeout, sigint")
    parser.add_argument("--times", default=None, help="comma-separated T in seconds for every setting "
                        "(default: each setting's own, see above)")
    args = parser.parse_args()
    settings = [s for s in args.settings.split(",") if s]
    modes = [m for m in args.modes.split(",") if m]
    for s in settings:
        if s not in SETTINGS:
            raise UsageError(f"unknown setting '{s}' ({', '.join(SETTINGS)})")
    for m in modes:
        if m not in ("timeout", "sigint"):
            raise UsageError(f"unknown mode '{m}' (timeout, sigint)")
    try:
        times = [float(t) for t in args.times.split(",") if t] if args.times is not None else None
    except ValueError:
        raise UsageError(f"--times must be numbers: '{args.times}'")
    if times is not None and (not times or min(times) <= 0):
        raise UsageError("--times must be positive")
    if args.repeat < 1:
        raise UsageError("--repeat must be at least 1")
    repeat = 1 if args.quick else args.repeat
    if not os.access(args.binary, os.X_OK):
        raise UsageError(f"no swarmbmc binary at {args.binary} (build first)")
    out = args.out or os.path.join(HERE, "results", datetime.date.today().isoformat())
    os.makedirs(out, exist_ok=True)

    load = os.getloadavg()[0]
    rows = []
    began = time.monotonic()
    with tempfile.TemporaryDirectory() as tmp:
        stats_path = os.path.join(tmp, "stats.json")
        for setting in settings:
            for mode in modes:
                _, full_timeout, full_sigint, quick_timeout, quick_sigint = SETTINGS[setting]
                own = (quick_timeout if args.quick else full_timeout) if mode == "timeout" else \
                    (quick_sigint if args.quick else full_sigint)
                for t in times or own:
                    for run in range(1, repeat + 1):
                        row = {"run": run, **run_once(args.binary, setting, mode, t, stats_path)}
                        rows.append(row)
                        print(f"  {setting} {mode} T={t} run {run}: {row['phase']}, exit {row['exit_code']}, "
                              f"stop {cell(row['stop_ms'])} ms", file=sys.stderr, flush=True)
    summary = summarise(rows)
    stopped = [r for r in rows if r["stop_ms"] is not None]
    worst = max(stopped, key=lambda r: r["stop_ms"]) if stopped else None

    columns = ["setting", "mode", "t_s", "run", "signal_sent_ms", "phase", "cause", "exit_code", "verdict", "wall_ms",
               "wall_minus_t_ms", "startup_ms", "verdict_ms", "stop_ms", "backstop", "hung", "reason"]
    meta = {"binary": os.path.abspath(args.binary), "date": datetime.datetime.now().isoformat(timespec="seconds"),
            "load_average_at_start": load, "quick": args.quick, "repeat": repeat, "goal_ms": GOAL_MS,
            "elapsed_s": round(time.monotonic() - began, 1), "summary": summary,
            "max_stop_ms": worst["stop_ms"] if worst else None}
    write_rows(out, "stop_latency", columns, rows, meta)

    print("| setting | mode | T s | run | phase | exit | wall ms | wall - T ms | startup ms | to verdict ms | "
          "stop ms | note |")
    print("|---|---|---|---|---|---|---|---|---|---|---|---|")
    for r in rows:
        note = ", ".join(n for n, on in (("backstop", r["backstop"]), ("hung", r["hung"]),
                                         (r["verdict"], r["phase"] == "finished before T"),
                                         (f"signal sent at {cell(r['signal_sent_ms'])} ms",
                                          (r["signal_sent_ms"] or 0) > r["t_s"] * 1000 + 20)) if on)
        print(f"| {r['setting']} | {r['mode']} | {r['t_s']} | {r['run']} | {r['phase']} | {r['exit_code']} | "
              f"{cell(r['wall_ms'])} | {cell(r['wall_minus_t_ms'])} | {cell(r['startup_ms'])} | "
              f"{cell(r['verdict_ms'])} | {cell(r['stop_ms'])} | {note} |")
    print()
    print(f"| mode | phase | runs | settings | median stop ms | max stop ms | max to verdict ms | "
          f"over {GOAL_MS} ms | backstop |")
    print("|---|---|---|---|---|---|---|---|---|")
    for s in summary:
        print(f"| {s['mode']} | {s['phase']} | {s['runs']} | {s['settings']} | {cell(s['median_stop_ms'])} | "
              f"{cell(s['max_stop_ms'])} | {cell(s['max_verdict_ms'])} | {s['over_goal']} | {s['backstop']} |")
    print()
    if worst:
        met = "met" if worst["stop_ms"] <= GOAL_MS else "NOT met"
        print(f"longest stop: {worst['stop_ms']:.1f} ms ({worst['setting']}, {worst['mode']}, T = {worst['t_s']} s, "
              f"{worst['phase']}); goal <= {GOAL_MS} ms in every phase: {met}")
    print(f"load average at start {load:.2f}; {len(rows)} runs in {meta['elapsed_s']} s; "
          f"written to {os.path.join(out, 'stop_latency.{csv,json}')}")
    return 1 if any(r["hung"] for r in rows) else 0


if __name__ == "__main__":
    run_main(main, "stop_latency.py")
