#!/usr/bin/env python3
"""Time to first counterexample with --swarm K on the paper's stack program.

For each depth N and swarm size K runs
    swarmbmc examples/stack.c -DITERATIONS=N --depth N --swarm K --jobs J --stats-json F
and reads the JSON: winner, its omitted features, time to the first
counterexample, stop latency of the other workers, instructions removed by
slicing per configuration. Prints a table and writes
results/swarm_sizes.{csv,json}. K=1 is plain BMC (no omission).

    python3 benchmarks/swarm_sizes.py --depths 80 500 --sizes 1 4 8 16 --jobs 2
"""
import argparse
import csv
import json
import os
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)


def run(binary, program, depth, size, jobs, seed, timeout):
    with tempfile.NamedTemporaryFile(suffix=".json", delete=False) as f:
        stats_path = f.name
    command = [binary, program, f"-DITERATIONS={depth}", "--depth", str(depth), "--swarm", str(size),
               "--jobs", str(jobs), "--seed", str(seed), "--stats-json", stats_path,
               "--timeout", str(timeout)]
    start = time.monotonic()
    proc = subprocess.run(command, capture_output=True, text=True, timeout=timeout + 120)
    wall = time.monotonic() - start
    row = {"depth": depth, "swarm": size, "jobs": jobs, "seed": seed, "wall_s": round(wall, 2), "exit": proc.returncode}
    try:
        with open(stats_path) as f:
            stats = json.load(f)
    except (OSError, json.JSONDecodeError):
        stats = {}
    os.unlink(stats_path)
    configs = stats.get("configurations", [])
    winner = stats.get("winner")
    row.update({
        "verdict": stats.get("verdict", "ERROR"),
        "configurations": len(configs),
        "winner": winner,
        "winner_omits": ",".join(configs[winner]["omitted"]) if winner is not None else "",
        "first_cex_s": round(stats["first_counterexample_ms"] / 1000, 2) if stats.get("first_counterexample_ms") else None,
        "stop_latency_ms": round(stats["stop_latency_ms"], 1) if stats.get("stop_latency_ms") is not None else None,
        "sliced": " ".join(f'{",".join(c["omitted"]) or "-"}:{c["instructions_before_slicing"]}->{c["instructions_after_slicing"]}'
                           for c in configs),
        "command": " ".join(command),
    })
    return row


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--binary", default=os.path.join(ROOT, "build", "swarmbmc"))
    parser.add_argument("--program", default=os.path.join(ROOT, "examples", "stack.c"))
    parser.add_argument("--depths", type=int, nargs="+", default=[80, 500])
    parser.add_argument("--sizes", type=int, nargs="+", default=[1, 4, 8, 16])
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--timeout", type=int, default=600, help="per run, seconds (swarmbmc --timeout)")
    parser.add_argument("--out", default=os.path.join(HERE, "results"))
    args = parser.parse_args()
    if not os.access(args.binary, os.X_OK):
        sys.exit(f"swarm_sizes: no swarmbmc binary at {args.binary} (build first: make build)")

    rows = []
    columns = ["depth", "swarm", "verdict", "first_cex_s", "wall_s", "winner", "winner_omits", "stop_latency_ms"]
    print(" ".join(f"{c:>15}" for c in columns))
    for depth in args.depths:
        for size in args.sizes:
            row = run(args.binary, args.program, depth, size, args.jobs, args.seed, args.timeout)
            rows.append(row)
            print(" ".join(f"{str(row[c]):>15}" for c in columns), flush=True)
    os.makedirs(args.out, exist_ok=True)
    base = os.path.join(args.out, "swarm_sizes")
    with open(base + ".csv", "w", newline="") as f:
        writer = csv.DictWriter(f, fieldnames=list(rows[0].keys()))
        writer.writeheader()
        writer.writerows(rows)
    with open(base + ".json", "w") as f:
        json.dump(rows, f, indent=2)
    print(f"wrote {base}.csv and {base}.json")


if __name__ == "__main__":
    main()
