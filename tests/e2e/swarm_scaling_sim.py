#!/usr/bin/env python3
"""The discrete-event simulation of benchmarks/swarm_scaling.py, on small
schedules worked out by hand (no swarmbmc runs; well under a second).

    swarm_scaling_sim.py

Checks simulate(): start order, P workers, the coordinator's serial
dispatch overhead, the end at the first counterexample, at configuration 0's
proof and when all have returned, processor sharing of too few cores, and an
unfinished (censored) configuration; then the script's --simulate-only on
swarm_scaling_input.json: simulation.csv's times, winners and speedups, and
the summary's largest speedup at P = 64 and the program the swarm never
helps.
"""
import csv
import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
SCRIPT = os.path.join(HERE, "..", "..", "benchmarks", "swarm_scaling.py")
sys.path.insert(0, os.path.dirname(SCRIPT))
import swarm_scaling as ss  # noqa: E402

failures = []


def expect(what, got, want):
    if got != want:
        failures.append(what)
        print(f"FAIL: {what}: got {got!r}, want {want!r}")


def sim(configs, p, **kw):
    r = ss.simulate([ss.Config(*c) for c in configs], p, **kw)
    return round(r["time_ms"], 6), r["winner"], r["reason"], r["exact"]


# (index, start_position, wall_ms, result): configuration 0 slow, 1 a quick
# "no counterexample", 2 a slower counterexample, 3 the quickest.
HELPED = [(0, 0, 100, "cex"), (1, 1, 30, "unsat"), (2, 2, 50, "cex"), (3, 3, 5, "cex")]


def check_simulate():
    # P=1: only configuration 0 runs before the end: setup + its time.
    expect("P=1", sim(HELPED, 1, setup_ms=10), (110, 0, "counterexample", True))
    # P=2: 0 and 1 start at 10; 1 returns at 40 (no cex), 2 runs 40-90 and wins.
    expect("P=2", sim(HELPED, 2, setup_ms=10), (90, 2, "counterexample", True))
    # P=4: all four start at 10; 3 returns at 15.
    expect("P=4", sim(HELPED, 4, setup_ms=10), (15, 3, "counterexample", True))
    # Overhead 2 ms per hand-out, serial: 0 starts at 12, 1 at 14, 2 at 16, 3 at 18 (+5).
    expect("P=4, overhead 2", sim(HELPED, 4, setup_ms=10, overhead_ms=2), (23, 3, "counterexample", True))
    # P=2, overhead 2: 1 runs 14-44, 2 is handed out at 44, starts at 46, returns at 96.
    expect("P=2, overhead 2", sim(HELPED, 2, setup_ms=10, overhead_ms=2), (96, 2, "counterexample", True))
    # Start order, not index: the quickest configuration first.
    reordered = [(0, 0, 100, "cex"), (1, 2, 30, "unsat"), (2, 3, 50, "cex"), (3, 1, 5, "cex")]
    expect("start order", sim(reordered, 2), (5, 3, "counterexample", True))
    # Configuration 0's proof ends the run; a later counterexample never comes.
    expect("proof", sim([(0, 0, 50, "unsat"), (1, 1, 100, "cex")], 2), (50, None, "proof", True))
    # No counterexample and no proof: the run ends when all have returned.
    expect("all returned", sim([(0, 0, 30, "unknown"), (1, 1, 10, "unsat")], 1), (40, None, "all returned", True))
    # Two configurations on one core run at half speed: 1 (40 ms of CPU) returns at 80.
    expect("shared core", sim([(0, 0, 100, "cex"), (1, 1, 40, "cex")], 2, cores=1), (80, 1, "counterexample", True))
    # Three on two cores: each at 2/3 speed until the 20 ms one returns at 30;
    # then 0 (80 ms left) and 2 (30 ms left) run at full speed: 2 returns at 60.
    expect("3 on 2 cores", sim([(0, 0, 100, "cex"), (1, 1, 20, "unsat"), (2, 2, 50, "cex")], 3, cores=2),
           (60, 2, "counterexample", True))
    # An unfinished configuration (cut after 20 ms) never returns: the answer
    # at 100 is an upper bound, since it had received 100 ms by then; cut after
    # 200 ms it could not have returned before 100: exact.
    cut = [(0, 0, 100, "cex"), (1, 1, 20, "stopped", [], False)]
    expect("censored, upper bound", sim(cut, 2), (100, 0, "counterexample", False))
    cut = [(0, 0, 100, "cex"), (1, 1, 200, "stopped", [], False)]
    expect("censored, exact", sim(cut, 2), (100, 0, "counterexample", True))


def check_simulate_only():
    with tempfile.TemporaryDirectory() as out:
        measurements = os.path.join(HERE, "swarm_scaling_input.json")
        proc = subprocess.run([sys.executable, SCRIPT, "--simulate-only", measurements, "--out", out, "--no-plots",
                               "--workers", "1,2,4,64", "--overhead-ms", "0"], capture_output=True, text=True, timeout=60)
        expect("--simulate-only exit", proc.returncode, 0)
        if proc.returncode != 0:
            print(proc.stdout, proc.stderr)
            return
        rows = {(r["program"], int(r["P"])): r for r in csv.DictReader(open(os.path.join(out, "simulation.csv")))}
        got = {key: (r["time_ms"], r["winner"], r["speedup"]) for key, r in rows.items()}
        want = {("helped", 1): ("110.0", "0", "1.091"), ("helped", 2): ("90.0", "2", "1.333"),
                ("helped", 4): ("15.0", "3", "8.0"), ("helped", 64): ("15.0", "3", "8.0"),
                ("unhelped", 1): ("100.0", "0", "1.0"), ("unhelped", 2): ("100.0", "0", "1.0"),
                ("unhelped", 4): ("100.0", "0", "1.0"), ("unhelped", 64): ("100.0", "0", "1.0")}
        expect("simulation.csv", got, want)
        summary = open(os.path.join(out, "summary.md")).read()
        expect("largest at P=64 named", "Largest speedup at P = 64: **helped**" in summary, True)
        expect("never helped named", "Never beats plain BMC (no K, no P): unhelped (best 1.00x)." in summary, True)
    bad = subprocess.run([sys.executable, SCRIPT, "--simulate-only", "/nonexistent.json", "--no-plots"],
                         capture_output=True, text=True, timeout=60)
    expect("unreadable input: exit 2, one line", (bad.returncode, len(bad.stderr.strip().splitlines())), (2, 1))


def main():
    if len(sys.argv) > 1:
        print(__doc__)
        return 0 if sys.argv[1] in ("-h", "--help") else 2
    check_simulate()
    check_simulate_only()
    print(f"{len(failures)} failures")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
