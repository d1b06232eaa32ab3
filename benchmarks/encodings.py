#!/usr/bin/env python3
"""Shared against sliced swarm encoding (--swarm-encoding).

For each benchmark program at its largest quick depth, runs a swarm of
--swarm K (default 16) with --jobs J (default 2) under each encoding:

  sliced   every configuration its own sliced program, unrolled and bit-blasted
  shared   one unrolling for all, configurations as literal assumptions
  shared-incremental  shared, one incremental CaDiCaL per worker
  auto     swarmbmc's choice (printed; recorded as `chosen` and `why`)

and records, per run: the verdict (checked against the program's header),
time to the first counterexample (for programs without one at that depth:
time to the verdict), the total encoding time (sliced: the sum over the
configurations that were encoded; shared: the one encoding), the number of
encodings, peak memory of the process, and what auto chose. With
--repeat N every run is repeated and the median kept.

Writes encodings.csv, encodings.json and encodings.md (the table and the
issue's goals, met or not) into --out (default
benchmarks/results/encodings-<date>/), and prints the table.

    python3 benchmarks/encodings.py                       # every program, ~10 min on 2 loaded cores
    python3 benchmarks/encodings.py --programs stack,heap --repeat 3
"""
import argparse
import datetime
import json
import os
import statistics
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import run as suite  # noqa: E402  (the benchmark suite's program headers, timing and checks)

MODES = ["sliced", "shared", "shared-incremental", "auto"]


def command(binary, program, depth, mode, options, stats_path):
    return [binary, program.path, f"-DITERATIONS={depth}", "--depth", str(depth)] + program.options + [
        "--swarm", str(options.swarm), "--jobs", str(options.jobs), "--seed", str(options.seed),
        "--timeout", str(options.timeout), "--stats-json", stats_path, "--no-progress", "--swarm-encoding", mode]


def one_run(binary, program, depth, mode, options):
    fd, stats_path = tempfile.mkstemp(suffix=".json")
    os.close(fd)
    cmd = command(binary, program, depth, mode, options, stats_path)
    output, code, wall, cpu = suite.timed(cmd, options.timeout + 60)
    try:
        with open(stats_path) as f:
            stats = json.load(f)
    except (OSError, json.JSONDecodeError):
        stats = {}
    os.unlink(stats_path)
    row = {"program": program.name, "depth": depth, "mode": mode, "expected": program.expected(depth),
           "wall_s": round(wall, 3), "cpu_s": round(cpu, 3), "omitted": ""}
    row.update(suite.result_of(stats, output, code))
    row["tool"] = "swarmbmc"
    row["check"] = suite.check(row, program)
    configs = stats.get("configurations", [])
    shared = stats.get("shared")
    encoded = [c["encode_ms"] for c in configs if c.get("encode_ms", 0) > 0]
    row["chosen"] = stats.get("encoding", "")
    row["why"] = stats.get("encoding_reason", "")
    row["encodings"] = 1 if shared else len(encoded)
    row["encode_ms"] = round(shared["encode_ms"] if shared else sum(encoded), 1)
    row["solve_ms"] = round(sum(c.get("solve_ms", 0) for c in configs), 1)
    first = stats.get("first_counterexample_ms")
    total = stats.get("total_ms")
    row["first_cex_s"] = round(first / 1000, 3) if first is not None else None
    # Time to the answer: the first counterexample, or the verdict without one.
    row["time_s"] = row["first_cex_s"] if first is not None else (round(total / 1000, 3) if total else None)
    row["peak_mb"] = stats.get("peak_memory_mb")
    row["terms"] = shared["terms"] if shared else max((c.get("terms", 0) for c in configs), default=0)
    row["winner"] = stats.get("winner")
    row["command"] = " ".join(cmd)
    return row


def median_row(rows):
    """The run with the median time to the answer (timeouts count as longest)."""
    ordered = sorted(rows, key=lambda r: (r["time_s"] is None, r["time_s"] or 0))
    return dict(ordered[len(ordered) // 2], repeats=len(rows))


def ratio(a, b):
    return round(a / b, 3) if a is not None and b else None


def summarise(rows, options):
    """Per-program comparison and the issue's goals."""
    by = {(r["program"], r["mode"]): r for r in rows}
    programs = sorted({r["program"] for r in rows})
    table, auto_vs_sliced, auto_ok = [], [], True
    enc = {"sliced": 0.0, "shared": 0.0}
    memory_ok = True
    for name in programs:
        s, h, a = by.get((name, "sliced")), by.get((name, "shared")), by.get((name, "auto"))
        inc = by.get((name, "shared-incremental")) or {}
        if not (s and h and a):
            continue
        enc["sliced"] += s["encode_ms"]
        enc["shared"] += h["encode_ms"]
        best = min(t for t in (s["time_s"], h["time_s"]) if t is not None) if (s["time_s"] or h["time_s"]) else None
        within = a["time_s"] is not None and best is not None and a["time_s"] <= 1.1 * best
        auto_ok &= within
        if a["time_s"] is not None and s["time_s"]:
            auto_vs_sliced.append(a["time_s"] / s["time_s"])
        mem = ratio(h["peak_mb"], s["peak_mb"])
        memory_ok &= mem is not None and mem <= 0.5
        table.append({"program": name, "depth": s["depth"], "expected": s["expected"],
                      "sliced_s": s["time_s"], "shared_s": h["time_s"], "incremental_s": inc.get("time_s"),
                      "auto_s": a["time_s"], "auto_chose": a["chosen"], "auto_why": a["why"].replace("auto: ", ""),
                      "auto_within_10pct_of_best": within, "faster": "shared" if (h["time_s"] or 1e9) < (s["time_s"] or 1e9) else "sliced",
                      "encode_sliced_ms": s["encode_ms"], "encodings_sliced": s["encodings"],
                      "encode_shared_ms": h["encode_ms"], "encode_ratio": ratio(h["encode_ms"], s["encode_ms"]),
                      "peak_sliced_mb": s["peak_mb"], "peak_shared_mb": h["peak_mb"], "peak_ratio": mem,
                      "terms_sliced_max": s["terms"], "terms_shared": h["terms"],
                      "checks": ",".join(sorted({s["check"], h["check"], a["check"], inc.get("check", "ok")}))})
    goals = {
        "total encoding time shared/sliced <= 0.25": ratio(enc["shared"], enc["sliced"]),
        "auto within 10% of the better mode on every program": auto_ok,
        "median auto/sliced time <= 0.8": round(statistics.median(auto_vs_sliced), 3) if auto_vs_sliced else None,
        "peak memory shared/sliced <= 0.5 on every program": memory_ok,
    }
    return table, goals


def markdown(table, goals, meta):
    cols = ["program", "depth", "expected", "sliced_s", "shared_s", "incremental_s", "auto_s", "auto_chose", "faster",
            "encode_sliced_ms", "encodings_sliced", "encode_shared_ms", "encode_ratio", "peak_sliced_mb",
            "peak_shared_mb", "peak_ratio", "terms_sliced_max", "terms_shared", "checks"]
    lines = [f"# Shared vs sliced encoding ({meta['date']}, commit {meta['commit']})", "",
             f"--swarm {meta['swarm']} --jobs {meta['jobs']} --seed {meta['seed']}, median of {meta['repeat']} "
             f"run(s), timeout {meta['timeout']} s; machine: {meta['machine']['cpu']}, {meta['machine']['cores']} "
             f"cores, load average at start {meta['machine']['loadavg_start']}", "",
             "| " + " | ".join(cols) + " |", "|" + "---|" * len(cols)]
    for row in table:
        lines.append("| " + " | ".join("" if row[c] is None else str(row[c]) for c in cols) + " |")
    lines += ["", "| goal | measured |", "|---|---|"] + [f"| {k} | {v} |" for k, v in goals.items()]
    return "\n".join(lines) + "\n"


def main(argv):
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--binary", default=os.path.join(suite.ROOT, "build", "swarmbmc"))
    parser.add_argument("--programs", default="", help="comma-separated (default: all)")
    parser.add_argument("--depth", type=int, default=0, help="instead of each program's largest quick depth")
    parser.add_argument("--swarm", type=int, default=16)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--repeat", type=int, default=1)
    parser.add_argument("--timeout", type=int, default=60)
    parser.add_argument("--out", default="")
    options = parser.parse_args(argv)
    if options.repeat < 1 or options.swarm < 1 or options.jobs < 1 or options.depth < 0:
        parser.error("--repeat, --swarm, --jobs and --depth must be positive")
    if not os.access(options.binary, os.X_OK):
        parser.error(f"no swarmbmc binary at {options.binary}")
    try:
        programs = suite.load_programs([p for p in options.programs.split(",") if p])
    except suite.UsageError as e:
        parser.error(str(e))
    date = datetime.datetime.now().strftime("%Y-%m-%d")
    out = options.out or os.path.join(HERE, "results", f"encodings-{date}")
    os.makedirs(out, exist_ok=True)
    meta = {"date": date, "commit": suite.git_commit(), "machine": suite.machine(), "swarm": options.swarm,
            "jobs": options.jobs, "seed": options.seed, "repeat": options.repeat, "timeout": options.timeout}
    rows = []
    for program in programs:
        depth = options.depth or max(program.depths["Depths quick"])
        for mode in MODES:
            row = median_row([one_run(options.binary, program, depth, mode, options) for _ in range(options.repeat)])
            rows.append(row)
            print(f"{program.name} d={depth} {mode:18} ({row['chosen']}): {row['result']} time {row['time_s']} s, "
                  f"encode {row['encode_ms']} ms x{row['encodings']}, peak {row['peak_mb']} MB"
                  f"{'' if row['check'] in ('ok', 'timeout') else '  <-- ' + row['check']}", flush=True)
    table, goals = summarise(rows, options)
    with open(os.path.join(out, "encodings.csv"), "w") as f:
        keys = list(rows[0].keys())
        f.write(",".join(keys) + "\n")
        for row in rows:
            f.write(",".join(json.dumps(row.get(k)) if isinstance(row.get(k), str) else str(row.get(k, ""))
                             for k in keys) + "\n")
    with open(os.path.join(out, "encodings.json"), "w") as f:
        json.dump({"meta": meta, "runs": rows, "table": table, "goals": goals}, f, indent=1)
    text = markdown(table, goals, meta)
    with open(os.path.join(out, "encodings.md"), "w") as f:
        f.write(text)
    print(text)
    mismatches = [r for r in rows if r["check"] not in ("ok", "timeout")]
    return 1 if mismatches else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
