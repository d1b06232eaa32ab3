#!/usr/bin/env python3
"""Swarm scaling, measured and simulated: how soon would the swarm
find its first counterexample with P = 1, 2, 4, ..., 256 workers?

This machine has 2 cores, so P workers are simulated from measurements:

  plain      plain BMC (--swarm 1 --jobs 1): its time to the counterexample
             (`first_counterexample_ms` of --stats-json), the baseline; the
             median of --repeat runs
  run-all    `--swarm K --run-all --jobs 1 --swarm-encoding sliced` for each
             K: every configuration runs alone, one after the other, to its
             own answer; --stats-json gives each one's wall_ms, result and
             start_position. K's plan that is exhaustive (every allowed
             omission set) is the plan of every larger K too: measured once,
             reused
  simulate   a discrete-event simulation of the coordinator (simulate()):
             after `setup` (the run's time before any configuration starts:
             total_ms minus the configurations' wall times, mostly slicing
             every configuration to order them), one coordinator hands the
             configurations out one at a time in start order to P workers as
             they become free, each hand-out costing it --overhead-ms (one
             message each way); a worker runs its configuration for the
             configuration's measured wall_ms. The run ends at the first
             counterexample returned, or when configuration 0 returns without
             one (its proof decides), or when all have returned
  validate   real runs against the simulation's prediction: `--swarm K
             --jobs 1` and `--jobs 2` (threads stand in for workers, no
             dispatch overhead), and with build/swarmbmc-mpi `mpirun
             --oversubscribe -np P+1` for P = 2, 3, 4 worker ranks (rank 0
             coordinates), predicted with each worker on its own core and with
             the 2 cores shared (processor sharing: --cores); the dispatch
             overhead that fits the MPI runs best is reported. Each real time
             is the median of --repeat runs

Speedup = plain BMC's time / the simulated swarm's time to its first
counterexample. A configuration a run-all did not finish (--timeout) never
returns in the simulation; a prediction it could have changed is marked
"upper bound".

Writes into benchmarks/results/<date>-swarm-scaling/ (or --out):
measurements.json (run metadata, plain runs, every configuration of every
run-all), simulation.csv, validation.csv, summary.md, speedup.png and
validation.png; prints the tables. Bad input: one line, exit 2.

    python3 benchmarks/swarm_scaling.py                              # the default programs, ~20 min on 2 cores
    python3 benchmarks/swarm_scaling.py --programs stack@150,bank@5 --sizes 16,64,1024
    python3 benchmarks/swarm_scaling.py --simulate-only measurements.json --out /tmp/sim   # no runs
    python3 benchmarks/swarm_scaling.py --reuse-measurements measurements.json --validate mpi --out /tmp/val
        # only the validation runs, against an earlier run's measurements (writes validation.json)
"""
import argparse
import csv
import datetime
import heapq
import json
import math
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
import run as suite  # noqa: E402  (program headers, run metadata, errors)

DEBIAN_PYTHON = "/usr/bin/python3"
# Failing programs and depths (each a depth its header promises FAILED) whose
# run-alls at K = 16, 64, 256 fit the ~20 min budget together; bank (9
# features, 511 omission sets, ~0.1 s each) also gets K = 1024.
DEFAULT_PROGRAMS = ["stack@150", "arrayqueue@16", "elevator@40", "strbuilder@20", "filesys@10", "set_functions@20",
                    "bank@5", "lru@15", "heap@9", "hashtable@7", "allocator@12", "printf_pool@20", "ringbuf@40"]
DEFAULT_SIZES = [16, 64, 256]
EXTRA_SIZES = {"bank": [1024]}
DEFAULT_WORKERS = [1, 2, 4, 8, 16, 32, 64, 128, 256]
FINISHED = ("cex", "unsat", "unknown")


class Config:
    """One configuration as the simulation sees it: when it starts, how long it runs, what it answers."""

    def __init__(self, index, start_position, wall_ms, result, omitted=(), finished=True):
        self.index, self.start_position, self.wall_ms = index, start_position, wall_ms
        self.result, self.omitted, self.finished = result, list(omitted), finished

    @staticmethod
    def from_json(row):
        return Config(row["index"], row["start_position"], row["wall_ms"], row["result"], row.get("omitted", []),
                      row.get("finished", row["result"] in FINISHED))


# --- the simulation ------------------------------------------------------------------------------------

def simulate(configs, workers, overhead_ms=0.0, setup_ms=0.0, cores=None):
    """Time to the swarm's answer with `workers` workers; a dict: time_ms, winner (index or None), reason
    ('counterexample', 'proof' by configuration 0, 'all returned', 'no answer'), started (configurations
    handed out by then) and exact (False when an unfinished configuration could have changed it).

    The coordinator hands configurations out in start order, one at a time, each hand-out occupying it
    for overhead_ms; the configuration starts on its worker when the hand-out ends and needs wall_ms of
    CPU. cores=None: every worker has a core of its own; cores=C: the running configurations share C
    cores (each runs at min(1, C/running) of full speed), the oversubscribed runs on this machine."""
    pending = sorted(configs, key=lambda c: c.start_position)
    pending.reverse()  # pop() takes the next in start order
    now, coordinator_free, idle = setup_ms, setup_ms, workers
    starting = []  # heap of (start time, start position, config)
    running = {}  # start position -> [config, CPU ms done]
    while True:
        while idle and pending:  # every free worker gets the next configuration
            config = pending.pop()
            coordinator_free = max(now, coordinator_free) + overhead_ms
            heapq.heappush(starting, (coordinator_free, config.start_position, config))
            idle -= 1
        rate = 1.0 if cores is None or len(running) <= cores else cores / len(running)
        finish_at, finishing = math.inf, None
        for position, (config, done) in running.items():
            at = now + (config.wall_ms - done) / rate if config.finished else math.inf
            if at < finish_at:
                finish_at, finishing = at, position
        start_at = starting[0][0] if starting else math.inf
        if finish_at == math.inf and start_at == math.inf:  # nothing left that can return
            reason = "all returned" if not running else "no answer"
            return outcome(now if not running else math.inf, None, reason, configs, pending, running)
        step_to = min(finish_at, start_at)
        for entry in running.values():
            entry[1] += (step_to - now) * rate
        now = step_to
        if start_at <= finish_at:
            _, position, config = heapq.heappop(starting)
            running[position] = [config, 0.0]
            continue
        config, _ = running.pop(finishing)
        idle += 1
        if config.result == "cex":
            return outcome(now, config.index, "counterexample", configs, pending, running)
        if config.index == 0 and config.result == "unsat":
            return outcome(now, None, "proof", configs, pending, running)


def outcome(time_ms, winner, reason, configs, pending, running):
    # An unfinished configuration the simulation started could have returned a
    # counterexample (or freed its worker) sooner than `time_ms` only if it had
    # received more CPU by then than the run-all gave it before it was cut.
    exact = all(config.finished or done <= config.wall_ms for config, done in running.values())
    return {"time_ms": time_ms, "winner": winner, "reason": reason, "started": len(configs) - len(pending),
            "exact": exact}


def omits(features):
    """Omitted features, comma-separated, printf formats' newlines as \\n (one table cell, one CSV line)."""
    return ",".join(f.encode("unicode_escape").decode("ascii") for f in features)


def simulation_rows(measurements, workers, overhead_ms):
    """One row per program, K and P: the simulated time, winner and speedup over plain BMC."""
    rows = []
    for m in measurements["run_all"]:
        configs = [Config.from_json(c) for c in m["configurations"]]
        plain = measurements["plain"].get(m["program"], {}).get("time_ms")
        by_index = {c.index: c for c in configs}
        for p in workers:
            sim = simulate(configs, p, overhead_ms, m["setup_ms"])
            winner = sim["winner"]
            speedup = plain / sim["time_ms"] if plain and 0 < sim["time_ms"] < math.inf else None
            rows.append({"program": m["program"], "depth": m["depth"], "K": m["K"], "configurations": len(configs),
                         "P": p, "overhead_ms": overhead_ms, "setup_ms": round(m["setup_ms"], 1),
                         "time_ms": round(sim["time_ms"], 1) if sim["time_ms"] < math.inf else None,
                         "reason": sim["reason"], "winner": winner,
                         "winner_omits": omits(by_index[winner].omitted) if winner is not None else "",
                         "started": sim["started"], "exact": sim["exact"],
                         "plain_ms": round(plain, 1) if plain else None,
                         "speedup": round(speedup, 3) if speedup else None})
    return rows


# --- measuring ------------------------------------------------------------------------------------------

def parse_programs(text):
    """'stack@150,bank@5' (or the defaults) as [(Program, depth)], each depth one its header says FAILED."""
    pairs = []
    for item in [i for i in text.split(",") if i] or DEFAULT_PROGRAMS:
        name, _, depth = item.partition("@")
        program = suite.load_programs([name])[0]
        depth = int(depth) if re.fullmatch(r"\d+", depth or "") else program.depths["Depths quick"][-1]
        if program.expected(depth) != "FAILED":
            raise suite.UsageError(f"{name} at depth {depth}: its header promises {program.expected(depth)}, "
                                   "not a counterexample")
        pairs.append((program, depth))
    return pairs


def swarmbmc_command(binary, program, depth, extra):
    return [binary, program.path, f"-DITERATIONS={depth}", "--depth", str(depth)] + program.options + extra


def run_stats(command, timeout_s, stats_path):
    """Runs a command that writes --stats-json; (stats or None, process wall s, exit code)."""
    try:
        os.remove(stats_path)  # a run that writes nothing must not be read as the previous one
    except OSError:
        pass
    began = time.monotonic()
    try:
        proc = subprocess.run(command, capture_output=True, text=True, timeout=timeout_s + 60)
        code = proc.returncode
    except subprocess.TimeoutExpired:
        code = "killed"
    wall = time.monotonic() - began
    try:
        return json.load(open(stats_path)), wall, code
    except (OSError, ValueError):
        return None, wall, code


def measure_plain(args, program, depth, tmp):
    """Plain BMC's time to the counterexample: the median of --repeat runs (a shared machine moves single
    runs by 2x)."""
    path = os.path.join(tmp, "plain.json")
    command = swarmbmc_command(args.binary, program, depth, ["--swarm", "1", "--jobs", "1", "--timeout",
                                                             str(args.timeout), "--memory-limit",
                                                             str(args.memory_limit), "--stats-json", path])
    times, verdicts = [], []
    for _ in range(args.repeat):
        stats, _, code = run_stats(command, args.timeout, path)
        verdicts.append(stats.get("verdict") if stats else f"exit {code}")
        if stats and stats.get("first_counterexample_ms") is not None:
            times.append(stats["first_counterexample_ms"])
    time_ms = statistics.median(times) if times else None
    print(f"  plain: {','.join(sorted(set(verdicts)))}, {fmt_ms(time_ms)} to the counterexample "
          f"(median of {len(times)}: {', '.join(f'{t:.0f}' for t in times)})", flush=True)
    return {"depth": depth, "time_ms": time_ms, "times_ms": times, "verdicts": verdicts, "command": " ".join(command)}


def censored(row, stats):
    """A configuration the run-all did not let finish (stopped, never started, or cut by --timeout)."""
    if row["result"] not in FINISHED:
        return True
    cut = re.search(r"timeout|interrupt|memory limit|cancel", row.get("reason", ""))
    return row["result"] == "unknown" and (stats.get("interrupted") or cut is not None)


def measure_run_all(args, program, depth, k, tmp):
    path = os.path.join(tmp, f"run-all-{k}.json")
    command = swarmbmc_command(args.binary, program, depth,
                               ["--swarm", str(k), "--run-all", "--jobs", "1", "--swarm-encoding", "sliced",
                                "--seed", str(args.seed), "--timeout", str(args.timeout), "--memory-limit",
                                str(args.memory_limit), "--stats-json", path])
    stats, wall, code = run_stats(command, args.timeout, path)
    if not stats:
        print(f"  run-all K={k}: no statistics (exit {code})", flush=True)
        return None
    configs = [{"index": c["index"], "start_position": c["start_position"], "wall_ms": c["wall_ms"],
                "result": c["result"], "omitted": c["omitted"], "reason": c.get("reason", ""),
                "instructions_after_slicing": c.get("instructions_after_slicing")} for c in stats["configurations"]]
    for c in configs:
        c["finished"] = not censored(c, stats)
    # Before the first configuration starts: serialising the program and
    # slicing every configuration once to order them (Runner.cpp's
    # order_configurations); with one worker the rest is the configurations.
    setup_ms = max(0.0, stats["total_ms"] - sum(c["wall_ms"] for c in configs))
    unfinished = sum(not c["finished"] for c in configs)
    print(f"  run-all K={k}: {len(configs)} configurations, {sum(c['result'] == 'cex' for c in configs)} cex, "
          f"{unfinished} unfinished, setup {setup_ms:.0f} ms, {wall:.1f} s", flush=True)
    return {"program": program.name, "depth": depth, "K": k, "requested": stats["requested"],
            "exhaustive": stats["exhaustive"], "seed": stats["seed"], "setup_ms": setup_ms,
            "total_ms": stats["total_ms"], "first_counterexample_ms": stats.get("first_counterexample_ms"),
            "process_s": round(wall, 2), "unfinished": unfinished, "command": " ".join(command),
            "configurations": configs}


def measure(args, pairs):
    """The plain run and the run-alls of every program: the measurements the simulation reads."""
    measurements = {"plain": {}, "run_all": []}
    for program, depth in pairs:
        print(f"{program.name} at depth {depth}", flush=True)
        with tempfile.TemporaryDirectory() as tmp:
            measurements["plain"][program.name] = measure_plain(args, program, depth, tmp)
            exhaustive = None
            for k in sizes_of(args, program):
                if exhaustive:  # the same plan: every allowed omission set, in the seed's order
                    measurements["run_all"].append(dict(exhaustive, K=k, reused_from=exhaustive["K"]))
                    print(f"  run-all K={k}: K={exhaustive['K']}'s plan (exhaustive), reused", flush=True)
                    continue
                m = measure_run_all(args, program, depth, k, tmp)
                if m:
                    measurements["run_all"].append(m)
                    exhaustive = m if m["exhaustive"] else None
    return measurements


def sizes_of(args, program):
    return args.sizes if args.sizes_given else sorted(set(DEFAULT_SIZES + EXTRA_SIZES.get(program.name, [])))


# --- validation -----------------------------------------------------------------------------------------

def validation_runs(args, pairs, measurements):
    """Real runs at a few P against the simulation's prediction for them."""
    rows = []
    by_key = {(m["program"], m["K"]): m for m in measurements["run_all"]}
    mpi = os.path.join(os.path.dirname(args.binary), "swarmbmc-mpi")
    use_mpi = "mpi" in args.validate and os.access(mpi, os.X_OK) and shutil.which("mpirun")
    if "mpi" in args.validate and not use_mpi:
        print(f"validation: no MPI runs ({mpi} or mpirun missing)", flush=True)
    for program, depth in pairs:
        for k in args.validate_sizes:
            m = by_key.get((program.name, k))
            if not m:
                continue
            if "threads" in args.validate:
                for jobs in (1, 2):
                    rows.append(validate_one(args, program, depth, m, "threads", jobs, args.binary, None))
            if use_mpi:
                for p in args.mpi_workers:
                    rows.append(validate_one(args, program, depth, m, "mpi", p, mpi, p + 1))
    return rows


def real_runs(args, command, path, env, m, p):
    """--repeat runs of a swarm command: (median time to the first counterexample or None, every time,
    winners, exit codes, workers the MPI runs reported, dispatch overheads seen).

    The dispatch overhead of one run, when its winner was handed out in the first wave (start position
    below P): the time to its counterexample less the run-all's setup and the winner's own wall time in
    this run, per hand-out the coordinator made up to the winner's (start position + 1). Contention for
    the cores slows the winner's wall time and not this estimate."""
    times, winners, codes, workers, dispatch = [], [], [], [], []
    for _ in range(args.repeat):
        try:
            os.remove(path)
        except OSError:
            pass
        try:
            codes.append(subprocess.run(command, capture_output=True, text=True, timeout=args.timeout + 60,
                                        env=env).returncode)
        except subprocess.TimeoutExpired:
            codes.append("killed")
        try:
            stats = json.load(open(path))
        except (OSError, ValueError):
            continue
        winners.append(stats.get("winner"))
        workers.append(len(stats.get("workers", [])))
        if stats.get("first_counterexample_ms") is None:
            continue
        times.append(stats["first_counterexample_ms"])
        won = next((c for c in stats["configurations"] if c["index"] == stats.get("winner")), None)
        if stats.get("workers") and won and won["start_position"] < p:
            gap = stats["first_counterexample_ms"] - m["setup_ms"] - won["wall_ms"]
            dispatch.append(gap / (won["start_position"] + 1))
    return (statistics.median(times) if times else None), times, winners, codes, workers, dispatch


def validate_one(args, program, depth, m, kind, p, binary, ranks):
    with tempfile.TemporaryDirectory() as tmp:
        path = os.path.join(tmp, "stats.json")
        extra = ["--swarm", str(m["K"]), "--jobs", str(p if kind == "threads" else 1), "--seed", str(m["seed"]),
                 "--swarm-encoding", "sliced", "--timeout", str(args.timeout), "--memory-limit",
                 str(args.memory_limit), "--stats-json", path]
        command = swarmbmc_command(binary, program, depth, extra)
        env = dict(os.environ)
        if ranks:
            command = ["mpirun", "--oversubscribe", "-np", str(ranks)] + command
            env.update(OMPI_ALLOW_RUN_AS_ROOT="1", OMPI_ALLOW_RUN_AS_ROOT_CONFIRM="1")
        real, times, winners, codes, workers, dispatch = real_runs(args, command, path, env, m, p)
    configs = [Config.from_json(c) for c in m["configurations"]]
    overhead = args.overhead_ms if kind == "mpi" else 0.0
    own = simulate(configs, p, overhead, m["setup_ms"])
    shared = simulate(configs, p, overhead, m["setup_ms"], cores=args.cores)
    row = {"program": program.name, "depth": depth, "K": m["K"], "kind": kind, "P": p, "ranks": ranks or "",
           "real_ms": round(real, 1) if real is not None else None,
           "real_times_ms": " ".join(f"{t:.0f}" for t in times),
           "real_winner": max(set(winners), key=winners.count) if winners else None,
           "real_winners": " ".join(map(str, winners)),
           "predicted_ms": finite(own["time_ms"]), "predicted_winner": own["winner"],
           "predicted_shared_cores_ms": finite(shared["time_ms"]), "overhead_ms": overhead,
           "exits": " ".join(map(str, codes)), "command": " ".join(command)}
    row["ratio"] = round(real / own["time_ms"], 3) if real and own["time_ms"] not in (0, math.inf) else None
    row["ratio_shared"] = round(real / shared["time_ms"], 3) if real and shared["time_ms"] not in (0, math.inf) \
        else None
    print(f"  validate {program.name} K={m['K']} {kind} P={p}: real {fmt_ms(real)} (winners {row['real_winners']}), "
          f"predicted {fmt_ms(own['time_ms'])} (winner {own['winner']}), shared cores {fmt_ms(shared['time_ms'])}",
          flush=True)
    if kind == "mpi":
        row["workers_seen"] = " ".join(map(str, workers))
        row["dispatch_ms"] = " ".join(f"{d:.1f}" for d in dispatch)
    return row


def fit_overhead(rows, measurements, cores):
    """The per-message overhead (ms) whose predictions best match the MPI runs: the grid value 0-50 ms
    minimising the median |log(real / predicted)| (cores=None: own cores; cores=C: shared)."""
    mpi = [r for r in rows if r["kind"] == "mpi" and r["real_ms"]]
    if not mpi:
        return None
    by_key = {(m["program"], m["K"]): m for m in measurements["run_all"]}
    best = None
    for step in range(0, 101):
        d = step * 0.5
        errors = []
        for r in mpi:
            m = by_key[(r["program"], r["K"])]
            sim = simulate([Config.from_json(c) for c in m["configurations"]], r["P"], d, m["setup_ms"], cores)
            if 0 < sim["time_ms"] < math.inf:
                errors.append(abs(math.log(r["real_ms"] / sim["time_ms"])))
        if errors and (best is None or statistics.median(errors) < best[1]):
            best = (d, statistics.median(errors))
    return {"overhead_ms": best[0], "median_abs_log_error": round(best[1], 3), "runs": len(mpi)} if best else None


# --- output ---------------------------------------------------------------------------------------------

def finite(value):
    return round(value, 1) if value is not None and value < math.inf else None


def fmt_ms(value):
    return "-" if value is None or value == math.inf else f"{value:.0f} ms"


def write_csv(path, rows):
    if not rows:
        return
    fields = list(dict.fromkeys(key for row in rows for key in row))
    with open(path, "w", newline="") as f:
        writer = csv.DictWriter(f, fieldnames=fields)
        writer.writeheader()
        writer.writerows(rows)


def speedup_table(sim_rows, k, workers):
    """Markdown: per program at this K, speedup over plain BMC for each P, and the winner at P = 64."""
    programs = sorted({r["program"] for r in sim_rows if r["K"] == k})
    lines = [f"| program (K={k}) | plain ms | " + " | ".join(f"P={p}" for p in workers) + " | winner at P=64 |",
             "|---|---|" + "---|" * len(workers) + "---|"]
    for name in programs:
        rows = {r["P"]: r for r in sim_rows if r["K"] == k and r["program"] == name}
        cells = []
        for p in workers:
            r = rows.get(p)
            mark = "" if r is None or r["exact"] else ">="
            cells.append("-" if r is None or r["speedup"] is None else f"{mark}{r['speedup']:.2f}")
        at64 = rows.get(64)
        winner = "-" if not at64 else (f"#{at64['winner']} omits {at64['winner_omits'] or '-'}"
                                       if at64["winner"] is not None else at64["reason"])
        plain = next(iter(rows.values()))["plain_ms"]
        lines.append(f"| {name} | {plain if plain is not None else '-'} | " + " | ".join(cells) + f" | {winner} |")
    return lines


def verdict_lines(sim_rows):
    """The program where the swarm beats plain BMC by the largest factor at P = 64, and those where it never
    does (at no K and P does a configuration other than 0 win, or the speedup never exceeds 1)."""
    at64 = [r for r in sim_rows if r["P"] == 64 and r["speedup"]]
    lines = []
    if at64:
        best = max(at64, key=lambda r: r["speedup"])
        lines.append(f"Largest speedup at P = 64: **{best['program']}** (depth {best['depth']}, K = {best['K']}): "
                     f"{best['speedup']:.2f}x ({best['plain_ms']} ms plain, {best['time_ms']} ms swarm; winner "
                     f"#{best['winner']} omits {best['winner_omits'] or '-'}).")
    never = []
    for name in sorted({r["program"] for r in sim_rows}):
        rows = [r for r in sim_rows if r["program"] == name]
        if all(r["winner"] in (0, None) or not r["speedup"] or r["speedup"] <= 1 for r in rows):
            best = max((r["speedup"] or 0) for r in rows)
            never.append(f"{name} (best {best:.2f}x)")
    lines.append("Never beats plain BMC (no K, no P): " + (", ".join(never) if never else "none") + ".")
    return lines


def validation_table(rows):
    lines = ["| program | K | kind | P | ranks | real ms | predicted ms (own cores) | real/pred | "
             "predicted ms (2 cores shared) | real/pred | real winner | predicted winner |",
             "|---|---|---|---|---|---|---|---|---|---|---|---|"]
    for r in rows:
        lines.append(f"| {r['program']} | {r['K']} | {r['kind']} | {r['P']} | {r['ranks']} | {r['real_ms']} | "
                     f"{r['predicted_ms']} | {r['ratio']} | {r['predicted_shared_cores_ms']} | {r['ratio_shared']} | "
                     f"{r['real_winner']} | {r['predicted_winner']} |")
    return lines


def validation_summary(rows):
    lines = []
    for kind, p_values in (("threads", (1, 2)), ("mpi", sorted({r["P"] for r in rows if r["kind"] == "mpi"}))):
        for p in p_values:
            ratios = [r["ratio"] for r in rows if r["kind"] == kind and r["P"] == p and r["ratio"]]
            shared = [r["ratio_shared"] for r in rows if r["kind"] == kind and r["P"] == p and r["ratio_shared"]]
            same = sum(r["real_winner"] == r["predicted_winner"] for r in rows if r["kind"] == kind and r["P"] == p)
            if ratios:
                lines.append(f"- {kind} P={p}: real/predicted median {statistics.median(ratios):.2f} "
                             f"(range {min(ratios):.2f}-{max(ratios):.2f}, {len(ratios)} runs); 2 cores shared: "
                             f"median {statistics.median(shared):.2f}; same winner in {same} of {len(ratios)}")
    return lines


def summary(measurements, sim_rows, val_rows, fitted, args):
    meta = measurements["meta"]
    lines = [f"# Swarm scaling (simulated), {meta['date']}", "",
             f"Commit {meta['commit']}, {meta['machine']['cores']} cores ({meta['machine']['cpu']}), load "
             f"{', '.join(f'{x:.2f}' for x in meta['machine']['loadavg_start'])} at the start; dispatch overhead "
             f"{args.overhead_ms} ms per configuration in the simulation. Speedup = plain BMC's time to the "
             "counterexample / the simulated swarm's; `>=` marks a speedup that is a lower bound (a configuration "
             "the run-all did not finish could have answered sooner).", ""]
    for k in sorted({r["K"] for r in sim_rows}):
        lines += speedup_table(sim_rows, k, args.workers) + [""]
    lines += verdict_lines(sim_rows) + [""]
    if val_rows:
        lines += ["## Validation", ""] + validation_summary(val_rows) + [""]
        direct = [float(d) for r in val_rows for d in str(r.get("dispatch_ms", "")).split()]
        if direct:
            lines += [f"Dispatch overhead seen in the MPI runs (winner handed out in the first wave; see "
                      f"real_runs()): median {statistics.median(direct):.1f} ms per hand-out, range "
                      f"{min(direct):.1f} to {max(direct):.1f} ms over {len(direct)} runs.", ""]
        if fitted:
            lines += [f"Dispatch overhead fitted to the MPI runs' times (it absorbs the contention for the "
                      f"2 cores too): own cores {fitted['own']}, 2 cores shared {fitted['shared']}.", ""]
        lines += validation_table(val_rows) + [""]
    return "\n".join(lines)


def plot(sim_rows, val_rows, out, workers):
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    sizes = sorted({r["K"] for r in sim_rows})
    programs = sorted({r["program"] for r in sim_rows})
    # One colour and marker per program in every panel, and one legend for the figure.
    colours = plt.get_cmap("tab20")
    style = {name: (colours(i % 20), "os^vD<>ph*"[i % 10]) for i, name in enumerate(programs)}
    fig, axes = plt.subplots(1, len(sizes), figsize=(4.2 * len(sizes) + 1.6, 4.5), sharey=True, squeeze=False)
    for ax, k in zip(axes[0], sizes):
        for name in programs:
            rows = sorted((r for r in sim_rows if r["K"] == k and r["program"] == name), key=lambda r: r["P"])
            points = [(r["P"], r["speedup"]) for r in rows if r["speedup"]]
            if points:
                ax.plot(*zip(*points), marker=style[name][1], markersize=4, color=style[name][0], label=name)
        ax.axhline(1.0, color="black", linestyle="--", linewidth=0.8)
        ax.set_xscale("log", base=2)
        ax.set_yscale("log")
        ax.set_xticks(workers)
        ax.set_xticklabels([str(p) for p in workers], fontsize=7)
        ax.set_title(f"K = {k} configurations")
        ax.set_xlabel("workers P")
    axes[0][0].set_ylabel("speedup over plain BMC (simulated)")
    handles = {label: handle for ax in axes[0] for handle, label in zip(*ax.get_legend_handles_labels())}
    fig.legend([handles[n] for n in programs if n in handles], [n for n in programs if n in handles], fontsize=8,
               loc="center right")
    fig.tight_layout(rect=(0, 0, 1 - 1.5 / fig.get_figwidth(), 1))
    fig.savefig(os.path.join(out, "speedup.png"), dpi=110)
    plt.close(fig)
    points = [r for r in val_rows if r["real_ms"] and r["predicted_ms"]]
    if points:
        fig, ax = plt.subplots(figsize=(5.5, 5))
        for (kind, marker) in (("threads", "o"), ("mpi", "s")):
            chosen = [r for r in points if r["kind"] == kind]
            if chosen:
                ax.scatter([r["predicted_ms"] for r in chosen], [r["real_ms"] for r in chosen], marker=marker,
                           label=f"{kind} (P = {', '.join(map(str, sorted({r['P'] for r in chosen})))})", s=18)
        low = min(min(r["predicted_ms"], r["real_ms"]) for r in points)
        high = max(max(r["predicted_ms"], r["real_ms"]) for r in points)
        ax.plot([low, high], [low, high], color="black", linestyle="--", linewidth=0.8)
        ax.set_xscale("log")
        ax.set_yscale("log")
        ax.set_xlabel("simulated time to first counterexample (ms)")
        ax.set_ylabel("real time to first counterexample (ms)")
        ax.legend(fontsize=8)
        fig.tight_layout()
        fig.savefig(os.path.join(out, "validation.png"), dpi=110)
        plt.close(fig)


# --- command line ---------------------------------------------------------------------------------------

def int_list(text, what):
    values = []
    for item in text.split(","):
        if not re.fullmatch(r"\d+", item) or int(item) < 1:
            raise suite.UsageError(f"bad {what} '{item}': positive integers, comma-separated")
        values.append(int(item))
    return sorted(set(values))


def parse_args(argv):
    parser = suite.OneLineErrorParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--programs", default="", help="program@depth,... (default: DEFAULT_PROGRAMS, 13 failing "
                                                       "programs; a name alone: its larger quick depth)")
    parser.add_argument("--sizes", default=None, help="K values (default 16,64,256; bank also 1024)")
    parser.add_argument("--workers", default=",".join(map(str, DEFAULT_WORKERS)), help="P values to simulate")
    parser.add_argument("--overhead-ms", type=float, default=3.0, help="dispatch cost per configuration (default 3)")
    parser.add_argument("--cores", type=int, default=2, help="cores the oversubscribed prediction shares (default 2)")
    parser.add_argument("--validate", default="threads,mpi", help="threads,mpi, or none")
    parser.add_argument("--validate-sizes", default="16", help="K values to validate (default 16)")
    parser.add_argument("--mpi-workers", default="2,3,4", help="MPI worker ranks P (np = P+1; default 2,3,4)")
    parser.add_argument("--seed", type=int, default=1, help="planner seed (default 1)")
    parser.add_argument("--timeout", type=float, default=120, help="seconds per swarmbmc run (default 120)")
    parser.add_argument("--memory-limit", type=int, default=4000, help="MB per swarmbmc run (default 4000)")
    parser.add_argument("--repeat", type=int, default=3,
                        help="plain and validation runs: the median of this many (default 3)")
    parser.add_argument("--binary", default=os.path.join(ROOT, "build", "swarmbmc"))
    parser.add_argument("--out", default=None, help="output folder (default benchmarks/results/<date>-swarm-scaling)")
    parser.add_argument("--simulate-only", metavar="MEASUREMENTS", default=None,
                        help="simulate a measurements.json of an earlier run; no swarmbmc runs")
    parser.add_argument("--reuse-measurements", metavar="MEASUREMENTS", default=None,
                        help="take plain and run-all measurements from an earlier run's measurements.json, run "
                             "only the validation")
    parser.add_argument("--no-plots", action="store_true", help="tables, CSV and JSON only")
    args = parser.parse_args(argv)
    args.sizes_given = args.sizes is not None
    args.sizes = int_list(args.sizes, "K") if args.sizes else DEFAULT_SIZES
    args.workers = int_list(args.workers, "P")
    args.validate_sizes = int_list(args.validate_sizes, "K")
    args.mpi_workers = int_list(args.mpi_workers, "P")
    args.validate = [] if args.validate == "none" else [v for v in args.validate.split(",") if v]
    for v in args.validate:
        if v not in ("threads", "mpi"):
            raise suite.UsageError(f"unknown validation '{v}' (threads, mpi or none)")
    if args.overhead_ms < 0 or args.timeout <= 0 or args.cores < 1 or args.repeat < 1 or args.memory_limit < 1:
        raise suite.UsageError("--overhead-ms must be >= 0, --timeout > 0, --cores, --repeat, --memory-limit >= 1")
    if not args.simulate_only and not os.access(args.binary, os.X_OK):
        raise suite.UsageError(f"no executable {args.binary} (build first, or --binary)")
    return args


def snapshot_binaries(binary, folder):
    """Copies the binary and its swarmbmc-core and swarmbmc-mpi siblings into `folder` and returns the copy's
    path: the build directory is shared, and a rebuild relinking them mid-run made every later run exit 1."""
    copied = {}
    source_dir = os.path.dirname(os.path.abspath(binary))
    for name in {os.path.basename(binary), "swarmbmc-core", "swarmbmc-mpi"}:
        source = os.path.join(source_dir, name)
        if os.access(source, os.X_OK):
            shutil.copy2(source, os.path.join(folder, name))
            copied[name] = datetime.datetime.fromtimestamp(os.path.getmtime(source)).strftime("%Y-%m-%d %H:%M:%S")
    return os.path.join(folder, os.path.basename(binary)), copied


def ensure_matplotlib(no_plots):
    """Debian's python3-matplotlib: re-run under /usr/bin/python3 when this interpreter lacks it."""
    if no_plots:
        return
    try:
        import matplotlib  # noqa: F401
    except ImportError:
        if os.path.realpath(sys.executable) != os.path.realpath(DEBIAN_PYTHON) and os.access(DEBIAN_PYTHON, os.X_OK):
            os.execv(DEBIAN_PYTHON, [DEBIAN_PYTHON, os.path.abspath(__file__)] + sys.argv[1:])
        raise suite.UsageError("matplotlib is missing (apt-get install python3-matplotlib), or pass --no-plots")


def read_validation_csv(path):
    """validation.csv's rows with their numbers as numbers (the runs before measurements.json kept them)."""
    if not os.path.isfile(path):
        return []
    rows = []
    for row in csv.DictReader(open(path)):
        for key, value in row.items():
            if re.fullmatch(r"-?\d+(\.\d+)?", value or ""):
                row[key] = float(value) if "." in value else int(value)
            elif value == "":
                row[key] = None if key not in ("ranks", "real_times_ms", "real_winners", "dispatch_ms") else ""
        rows.append(row)
    return rows


def read_measurements(path):
    try:
        return json.load(open(path))
    except (OSError, ValueError) as e:
        raise suite.UsageError(f"cannot read {path}: {e}")


def main(argv):
    args = parse_args(argv)
    ensure_matplotlib(args.no_plots)
    start = datetime.datetime.now()
    if args.simulate_only:
        measurements = read_measurements(args.simulate_only)
        val_rows = measurements.get("validation") or read_validation_csv(
            os.path.join(os.path.dirname(os.path.abspath(args.simulate_only)), "validation.csv"))
    else:
        earlier = read_measurements(args.reuse_measurements) if args.reuse_measurements else None
        pairs = parse_programs(args.programs or (",".join(f"{name}@{p['depth']}" for name, p in
                                                          earlier["plain"].items()) if earlier else ""))
        meta = suite.run_meta(start, argv)
        with tempfile.TemporaryDirectory() as binaries:
            args.binary, meta["binaries_built"] = snapshot_binaries(args.binary, binaries)
            measurements = earlier or measure(args, pairs)
            if earlier:
                meta["measurements_from"] = earlier["meta"]
            measurements["meta"] = meta
            val_rows = validation_runs(args, pairs, measurements) if args.validate else []
        measurements["meta"]["elapsed_s"] = round((datetime.datetime.now() - start).total_seconds())
        measurements["meta"]["loadavg_end"] = os.getloadavg()
    out = args.out or os.path.join(HERE, "results", start.strftime("%Y-%m-%d") + "-swarm-scaling")
    os.makedirs(out, exist_ok=True)
    sim_rows = simulation_rows(measurements, args.workers, args.overhead_ms)
    fitted = None
    if val_rows and any(r["kind"] == "mpi" for r in val_rows):
        fitted = {"own": fit_overhead(val_rows, measurements, None),
                  "shared": fit_overhead(val_rows, measurements, args.cores)}
        measurements["meta"]["fitted_overhead"] = fitted
    if args.reuse_measurements:  # the measurements stay where they are: only this run's validation
        with open(os.path.join(out, "validation.json"), "w") as f:
            json.dump({"meta": measurements["meta"], "validation": val_rows}, f, indent=1)
    elif not args.simulate_only:
        measurements["validation"] = val_rows
        with open(os.path.join(out, "measurements.json"), "w") as f:
            json.dump(measurements, f, indent=1)
    write_csv(os.path.join(out, "simulation.csv"), sim_rows)
    write_csv(os.path.join(out, "validation.csv"), val_rows)
    text = summary(measurements, sim_rows, val_rows, fitted, args) if "meta" in measurements else \
        "\n".join(sum((speedup_table(sim_rows, k, args.workers) + [""] for k in sorted({r["K"] for r in sim_rows})),
                      []) + verdict_lines(sim_rows))
    with open(os.path.join(out, "summary.md"), "w") as f:
        f.write(text + "\n")
    if not args.no_plots:
        plot(sim_rows, val_rows, out, args.workers)
    print(text)
    print(f"wrote {out}")
    return 0


if __name__ == "__main__":
    try:
        sys.exit(main(sys.argv[1:]))
    except suite.UsageError as e:
        print(f"swarm_scaling.py: error: {e}", file=sys.stderr)
        sys.exit(2)
