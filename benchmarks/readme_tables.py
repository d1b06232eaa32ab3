#!/usr/bin/env python3
"""Renders the performance tables of README.md and benchmarks/README.md from
the committed results of the benchmark scripts, so that the numbers in the
READMEs are the numbers in benchmarks/results/.

    python3 benchmarks/readme_tables.py            # print every block
    python3 benchmarks/readme_tables.py --write    # rewrite the blocks in both READMEs
    python3 benchmarks/readme_tables.py --check    # exit 1 when a README's block differs

A block is the text between `<!-- tables:NAME:begin -->` and
`<!-- tables:NAME:end -->` in a README; the script owns that text and
nothing else. Blocks and their sources (the newest folder of each kind,
by the date its run recorded):

  suite, suite-summary   benchmarks/results/*/runs.json of `run.py` (a `meta`
                         with a `profile`, run on every program, without
                         --programs): plain BMC against --swarm 16 --jobs 2
                         on every failing program at its largest depth in
                         that run (median over seeds)
  paper                  the paper's three programs (stack, arrayqueue,
                         liststack) from the newest run.py folder whose
                         `peers` part ran cbmc (a --programs subset is
                         enough), with CBMC's time and verdict; without one,
                         the suite's run and "not installed"
  scaling, scaling-summary
                         benchmarks/results/*-swarm-scaling/simulation.csv and
                         measurements.json of `swarm_scaling.py`

Every block states the command, the date, the commit and the machine of
the run it comes from, and links to its CSV and notes. `--results DIR`
and `--root DIR` read another tree (for tests). Exit 0, 1 on --check with a
stale block (which it names), 2 on a missing marker or no results.
"""
import argparse
import csv
import glob
import json
import os
import statistics
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
RESULTS = [os.path.join(ROOT, "benchmarks", "results")]  # set by main()
PAPER_PROGRAMS = ("stack", "arrayqueue", "liststack")
FILES = {  # README path relative to the root -> prefix from it to benchmarks/results/
    "README.md": "benchmarks/results/",
    "benchmarks/README.md": "results/",
}
BLOCKS = {
    "README.md": ("suite-summary", "paper", "scaling-summary"),
    "benchmarks/README.md": ("suite", "paper", "scaling"),
}


class Failure(Exception):
    pass


# ---------------------------------------------------------------- sources

def all_programs(meta):
    """True when the run checked every program (no --programs subset)."""
    return "--programs" not in meta.get("argv", [])


def with_cbmc(meta):
    """True when the run's peers part ran CBMC (a --programs subset is enough for the paper table)."""
    return "cbmc" in (meta.get("peers") or [])


def newest_suite(results, wanted=all_programs):
    """The newest run.py folder with plain and swarm runs whose meta passes `wanted`:
    (folder name, meta, rows)."""
    found = []
    for path in glob.glob(os.path.join(results, "*", "runs.json")):
        try:
            with open(path) as f:
                doc = json.load(f)
        except (OSError, ValueError):
            continue
        meta = doc.get("meta", {}) if isinstance(doc, dict) else {}
        if "profile" not in meta or not {"plain", "swarm"} <= set(meta.get("parts", [])) or not wanted(meta):
            continue
        found.append((meta.get("started", ""), os.path.basename(os.path.dirname(path)), meta, doc["runs"]))
    if not found:
        raise Failure(f"no run.py results (runs.json with plain and swarm parts) under {results}")
    found.sort(key=lambda item: (item[0], item[1]))
    _, name, meta, rows = found[-1]
    return name, meta, rows


def newest_scaling(results):
    found = []
    for folder in glob.glob(os.path.join(results, "*-swarm-scaling")):
        sim, meas = os.path.join(folder, "simulation.csv"), os.path.join(folder, "measurements.json")
        if not (os.path.exists(sim) and os.path.exists(meas)):
            continue
        with open(meas) as f:
            meta = json.load(f).get("meta", {})
        with open(sim) as f:
            rows = list(csv.DictReader(f))
        found.append((meta.get("date", ""), os.path.basename(folder), meta, rows))
    if not found:
        raise Failure(f"no swarm_scaling.py results (*-swarm-scaling/simulation.csv) under {results}")
    found.sort(key=lambda item: (item[0], item[1]))
    _, name, meta, rows = found[-1]
    return name, meta, rows


# ---------------------------------------------------------------- helpers

def seconds(value):
    return f"{value:.2f}" if value is not None else "-"


def ratio(value):
    return f"{value:.2f}x" if value is not None else "-"


def run_time(row):
    """Time to the verdict of a run: the first counterexample inside a swarm when
    it found one, else the process's wall time; None when it gave no answer."""
    if row.get("result") in ("TIMEOUT", "UNKNOWN", "", None):
        return None
    return float(row["wall_s"])


def machine_text(machine, load_start, load_end):
    load = ""
    if load_start and load_end:
        load = f", load average {load_start[0]:.1f} at the start, {load_end[0]:.1f} at the end"
    elif load_start:
        load = f", load average {load_start[0]:.1f} at the start"
    return f"{machine.get('cores', '?')} cores ({machine.get('cpu', '?')}){load}"


def table(header, rows):
    lines = ["| " + " | ".join(header) + " |", "|" + "|".join("---" for _ in header) + "|"]
    lines += ["| " + " | ".join(str(cell) for cell in row) + " |" for row in rows]
    return lines


# ---------------------------------------------------------------- the suite

def suite_programs(rows, timeout):
    """Per failing program at its largest depth in the run: plain time, swarm-16
    (--jobs 2) median over seeds and worst seed, the winner's omissions."""
    by_program = {}
    for row in rows:
        if row.get("tool", "swarmbmc") != "swarmbmc" or row.get("expected") != "FAILED":
            continue
        by_program.setdefault(row["program"], []).append(row)
    result = []
    for program, runs in sorted(by_program.items()):
        depth = max(int(r["depth"]) for r in runs)
        runs = [r for r in runs if int(r["depth"]) == depth and r.get("solver", "cadical") == "cadical"
                and r.get("slicing", "on") == "on"]
        plain = [r for r in runs if r["part"] == "plain"]
        swarm = [r for r in runs if r["part"] == "swarm" and r["config"] == "swarm-16/j2"]
        if not plain or not swarm:
            continue
        plain_s = run_time(plain[0])
        swarm_times = [run_time(r) for r in swarm]
        answered = [t for t in swarm_times if t is not None]
        swarm_s = statistics.median(answered) if len(answered) == len(swarm_times) else None
        worst_s = max(answered) if len(answered) == len(swarm_times) else None
        # plain BMC timed out but every swarm run answered: the speedup is at least timeout / swarm
        bound = plain_s is None and plain[0].get("result") == "TIMEOUT" and swarm_s is not None
        plain_ref = timeout if bound else plain_s
        speedup = plain_ref / swarm_s if plain_ref and swarm_s else None
        worst = plain_ref / worst_s if plain_ref and worst_s else None
        first = min(swarm, key=lambda r: int(r.get("seed") or 0))
        result.append({"program": program, "depth": depth, "plain": plain_s, "swarm": swarm_s, "bound": bound,
                       "seeds": len(swarm), "speedup": speedup, "worst": worst,
                       "winner": first.get("winner_omits") or "configuration 0",
                       "peers": {r["tool"]: r for r in rows if r["program"] == program
                                 and r.get("tool", "swarmbmc") != "swarmbmc" and int(r["depth"]) == depth}})
    return result


def suite_source(name, meta, prefix):
    started = meta.get("started", "?")
    argv = " ".join(["python3", "benchmarks/run.py", *meta.get("argv", [])[1:]])
    machine = meta.get("machine", {})
    load = machine_text(machine, machine.get("loadavg_start"), machine.get("loadavg_end"))
    notes = f"[`NOTES.md`]({prefix}{name}/NOTES.md), " if os.path.exists(
        os.path.join(RESULTS[0], name, "NOTES.md")) else ""
    return (f"Measured {started[:16].replace('T', ' ')} UTC at commit {meta.get('commit', '?')} on "
            f"{load}, timeout {meta.get('timeout_s', '?')} s per run: `{argv}`. "
            f"Data: {notes}[`runs.csv`]({prefix}{name}/runs.csv), [`summary.md`]({prefix}{name}/summary.md).")


def render_suite(source, prefix, summary_only):
    name, meta, rows = source
    programs = suite_programs(rows, float(meta.get("timeout_s", 0)))
    ranked = sorted((p for p in programs if p["speedup"] is not None), key=lambda p: p["speedup"], reverse=True)
    if not ranked:
        raise Failure(f"{name}: no failing program with both plain and swarm-16/j2 answers")
    median = statistics.median(p["speedup"] for p in ranked)
    wins = sum(1 for p in ranked if p["speedup"] >= 1.5)
    losses = sum(1 for p in ranked if p["speedup"] < 0.9)
    lines = [suite_source(name, meta, prefix), ""]
    header = ["program@depth", "plain BMC s", "--swarm 16 s (median of seeds)", "speedup (worst seed)",
              "seed 1's winner omits"]

    def row(p):
        more = ">" if p["bound"] else ""
        plain_cell = f">{meta.get('timeout_s')} (timeout)" if p["bound"] else seconds(p["plain"])
        return [f"{p['program']}@{p['depth']}", plain_cell, f"{seconds(p['swarm'])} ({p['seeds']} seeds)",
                f"{more}{ratio(p['speedup'])} ({more}{ratio(p['worst'])})", p["winner"].replace(",", ", ")]

    if summary_only:
        shown = ranked[:3] + [None] + ranked[-3:] if len(ranked) > 6 else ranked
        body = []
        for p in shown:
            if p is None:
                body.append(["...", "", "", f"**median {ratio(median)}**", ""])
            else:
                body.append(row(p))
        lines += table(header, body)
    else:
        lines += table(header, [row(p) for p in ranked])
    lines += ["", f"Over the {len(ranked)} failing programs: median speedup **{ratio(median)}**, "
              f"best {ranked[0]['program']} {ratio(ranked[0]['speedup'])}, worst {ranked[-1]['program']} "
              f"{ratio(ranked[-1]['speedup'])}; {wins} at 1.5x or more, {losses} below 0.9x. Speedup = plain "
              "BMC's wall time / the swarm's (both the whole process, clang included), `--jobs 2`"
              + ("; `>`: plain BMC timed out, the speedup is at least the timeout / the swarm's time (the bound "
                 "counts in the median)." if any(p["bound"] for p in ranked) else ".")]
    unanswered = [p["program"] for p in programs if p["speedup"] is None]
    if unanswered:
        lines += ["", "No speedup (no answer within the timeout): " + ", ".join(unanswered) + "."]
    if not summary_only:
        plots = [(title, png) for title, png in (("time against depth", "time_vs_depth.png"),
                                                 ("swarm speedup", "swarm_speedup.png"), ("cactus", "cactus.png"))
                 if os.path.exists(os.path.join(RESULTS[0], name, png))]
        if plots:
            lines += [""] + [f"![{title}]({prefix}{name}/{png})" for title, png in plots]
    return lines


def cbmc_text(row, meta):
    """CBMC's cell: its time and verdict, or why it has no time."""
    if row.get("result") == "TIMEOUT":
        return f">{meta.get('timeout_s')} (timeout)"
    if row.get("result") == "ERROR":
        return "error"
    return f"{seconds(run_time(row))} ({row['result']})"


def cbmc_sentence(rows):
    """What CBMC's column measured: its options as the run gave them (file and -D left out)."""
    commands = [r["command"].split() for r in rows if r.get("tool") == "cbmc"]
    options = []
    for arg in (commands[0][2:] if commands else []):
        if arg.startswith("-DITERATIONS"):
            continue
        options.append("include" if arg.endswith("/include") else "N+1" if options[-1:] == ["--unwind"] else arg)
    options = " ".join(options)
    return ("CBMC s: the wall time of the whole `cbmc` process (parsing included) and its verdict, on the "
            f"same file at the same depth N: `cbmc FILE -DITERATIONS=N {options}` (CBMC's `--unwind` counts "
            "the loop's exit test, hence N+1); `--no-standard-checks` keeps CBMC 6 "
            "to swarmbmc's default properties (bounds, pointers, division by zero). swarmbmc's columns are "
            "its whole process too, clang included.")


def render_paper(source, prefix):
    name, meta, rows = source
    programs = {p["program"]: p for p in suite_programs(rows, float(meta.get("timeout_s", 0)))}
    peers_ran = meta.get("peers") or []
    header = ["program@depth", "plain BMC s", "--swarm 16 s", "speedup", "CBMC s"]
    body = []
    for program in PAPER_PROGRAMS:
        p = programs.get(program)
        if p is None:
            body.append([program, "-", "-", "-", "-"])
            continue
        cbmc = p["peers"].get("cbmc")
        cbmc_cell = cbmc_text(cbmc, meta) if cbmc else ("not run" if "cbmc" in peers_ran else "not installed")
        more = ">" if p["bound"] else ""
        plain_cell = f">{meta.get('timeout_s')} (timeout)" if p["bound"] else seconds(p["plain"])
        body.append([f"{program}@{p['depth']}", plain_cell, seconds(p["swarm"]), more + ratio(p["speedup"]),
                     cbmc_cell])
    lines = [suite_source(name, meta, prefix), ""] + table(header, body)
    if "cbmc" in peers_ran:
        lines += ["", cbmc_sentence(rows)]
    else:
        lines += ["", "CBMC was not on `PATH` when this ran (`run.py`'s `peers` part was skipped; "
                  "Debian 12 has no `cbmc` package), so there is no current comparison with CBMC: "
                  "install it and run `python3 benchmarks/run.py --programs stack,arrayqueue,liststack "
                  "--parts plain,swarm,peers`."]
    return lines


# ---------------------------------------------------------------- scaling

def render_scaling(source, prefix, summary_only):
    name, meta, rows = source
    table_rows = {}
    for row in rows:
        key = f"{row['program']}@{row['depth']}"
        table_rows.setdefault(key, {})[(int(row["K"]), int(row["P"]))] = row
    sizes = sorted({k for cells in table_rows.values() for (k, _) in cells})
    machine = meta.get("machine", {})
    load = machine_text(machine, machine.get("loadavg_start"), meta.get("loadavg_end"))
    source_line = (f"Simulated from measurements of {meta.get('date', '?')} UTC at commit {meta.get('commit', '?')} "
                   f"on {load}: `python3 benchmarks/swarm_scaling.py`. Data: [`NOTES.md`]({prefix}{name}/NOTES.md), "
                   f"[`simulation.csv`]({prefix}{name}/simulation.csv), [`summary.md`]({prefix}{name}/summary.md). "
                   "Speedup = plain BMC's time to its counterexample / the simulated swarm's with P workers "
                   "(3 ms per hand-out).")
    best = []
    for key, cells in table_rows.items():
        at64 = [(float(c["speedup"]), k) for (k, p), c in cells.items() if p == 64]
        if at64:
            best.append((max(at64, key=lambda item: (item[0], -item[1])), key))
    best.sort(reverse=True)
    if summary_only:
        never = [key for (value, _), key in best if value < 1.0]
        return [source_line, "",
                f"At P = 64 workers the largest simulated speedup is {best[0][1]} {best[0][0][0]:.1f}x "
                f"(K = {best[0][0][1]}), the median over the {len(best)} programs "
                f"{statistics.median(v for (v, _), _ in best):.2f}x; never faster than plain BMC at any K: "
                f"{', '.join(never) if never else 'none'}. The curves are flat from P = 4-16 on: the winner is "
                "nearly always among the first configurations started."]
    header = ["program@depth", "plain ms"] + [f"K={k} P={p}" for k in sizes for p in (2, 64)] + ["best at P=64"]
    body = []
    for key in sorted(table_rows):
        cells = table_rows[key]
        any_cell = next(iter(cells.values()))
        row = [key, f"{float(any_cell['plain_ms']):.0f}"]
        for k in sizes:
            for p in (2, 64):
                cell = cells.get((k, p))
                row.append(f"{float(cell['speedup']):.2f}" if cell else "-")
        top = max(((float(c["speedup"]), k) for (k, p), c in cells.items() if p == 64),
                  key=lambda item: (item[0], -item[1]), default=None)
        row.append(f"{top[0]:.2f} (K={top[1]})" if top else "-")
        body.append(row)
    return [source_line, ""] + table(header, body)


# ---------------------------------------------------------------- files

def render_all(results):
    suite = newest_suite(results)
    try:  # the paper table: the newest run beside CBMC, else the suite's run (CBMC "not installed")
        paper = newest_suite(results, with_cbmc)
    except Failure:
        paper = suite
    scaling = newest_scaling(results)
    out = {}
    for path, prefix in FILES.items():
        blocks = {}
        for block in BLOCKS[path]:
            if block == "suite":
                lines = render_suite(suite, prefix, summary_only=False)
            elif block == "suite-summary":
                lines = render_suite(suite, prefix, summary_only=True)
            elif block == "paper":
                lines = render_paper(paper, prefix)
            elif block == "scaling":
                lines = render_scaling(scaling, prefix, summary_only=False)
            else:
                lines = render_scaling(scaling, prefix, summary_only=True)
            blocks[block] = "\n".join(lines) + "\n"
        out[path] = blocks
    return out


def replace_blocks(text, blocks, path):
    for block, body in blocks.items():
        begin, end = f"<!-- tables:{block}:begin -->", f"<!-- tables:{block}:end -->"
        start = text.find(begin)
        stop = text.find(end)
        if start < 0 or stop < start:
            raise Failure(f"{path}: no {begin} ... {end} markers")
        text = text[:start + len(begin)] + "\n" + body + text[stop:]
    return text


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    mode = parser.add_mutually_exclusive_group()
    mode.add_argument("--write", action="store_true", help="rewrite the blocks in the READMEs")
    mode.add_argument("--check", action="store_true", help="exit 1 when a README's block is out of date")
    parser.add_argument("--root", default=ROOT, help="the repository (default: this script's)")
    parser.add_argument("--results", help="results folder (default: ROOT/benchmarks/results)")
    args = parser.parse_args()
    results = args.results or os.path.join(args.root, "benchmarks", "results")
    RESULTS[0] = results
    try:
        rendered = render_all(results)
        if not (args.write or args.check):
            for path, blocks in rendered.items():
                for block, body in blocks.items():
                    print(f"<!-- {path}: tables:{block} -->\n{body}")
            return 0
        stale = []
        for path, blocks in rendered.items():
            full = os.path.join(args.root, path)
            with open(full) as f:
                text = f.read()
            new = replace_blocks(text, blocks, path)
            if new == text:
                continue
            if args.check:
                old_blocks = {b for b in blocks if replace_blocks(text, {b: blocks[b]}, path) != text}
                stale += [f"{path}: tables:{b}" for b in sorted(old_blocks)]
            else:
                with open(full, "w") as f:
                    f.write(new)
                print(f"rewrote {path}")
        if stale:
            print("out of date (run `python3 benchmarks/readme_tables.py --write`):\n  " + "\n  ".join(stale))
            return 1
        return 0
    except Failure as error:
        print(f"readme_tables.py: {error}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
