#!/usr/bin/env python3
"""The real-library benchmark: swarmbmc on both versions of each library.

For every library of libraries.json (exported by fetch.py into SRC), both
versions (the commit before the fix, the fix), every input size N and every
part (plain BMC; --swarm 16 --features functions), one run of

  swarmbmc HARNESS -I SRC/<name>/<version>/<include> -D... -DREAL_MAX_INPUT=N
           --max-input-length N --depth max(min_depth, N + 1) --timeout T --stats-json ...

under `nice -n 10` and an address-space limit, one run at a time. Recorded:
verdict, violated property, why a proof is only BOUNDED (depth or input),
wall time, peak memory (the process tree's maximum resident size), terms.
The before version is expected FAILED with the bug's property, the fix not
FAILED. Writes runs.csv, runs.json and NOTES.md into OUT (default
benchmarks/results/<date>-real) and prints the table.

  python3 benchmarks/real/run.py --binary /tmp/real-bin/swarmbmc [--quick] [--cbmc PATH]
"""
import argparse
import csv
import datetime
import json
import os
import re
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPOSITORY_ROOT = HERE.parent.parent
PARTS = {
    "plain": [],
    "swarm": ["--swarm", "16", "--features", "functions"],
    "known": [],  # plain BMC with stdin bound to the library's bug_input (--stdin): checks the harness
}
FIELDS = ["library", "version", "commit", "size", "part", "depth", "expected", "verdict", "property",
          "location", "bounded_by", "reason", "outcome", "seconds", "peak_mb", "terms", "solver",
          "first_cex_ms", "replay_ms", "cbmc_verdict", "cbmc_seconds", "command"]


def parse_arguments():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--binary", default=str(REPOSITORY_ROOT / "build" / "swarmbmc"))
    parser.add_argument("--src", default=os.path.expanduser("~/swarmbmc-real"),
                        help="where fetch.py exported the libraries (default ~/swarmbmc-real)")
    parser.add_argument("--out", help="results folder (default benchmarks/results/<date>-real)")
    parser.add_argument("--libraries", help="comma-separated names (default: all)")
    parser.add_argument("--sizes", help="comma-separated input sizes (default: each library's, 16,32)")
    parser.add_argument("--parts", default="plain,swarm", help="plain, swarm, known (default plain,swarm; known: plain BMC on the bug_input)")
    parser.add_argument("--versions", default="before,fix")
    parser.add_argument("--timeout", type=float, default=120.0, help="seconds per run (default 120)")
    parser.add_argument("--memory-mb", type=int, default=6000,
                        help="address-space limit per run in MB (default 6000)")
    parser.add_argument("--jobs", type=int, default=2, help="--jobs of the swarm runs (default 2)")
    parser.add_argument("--quick", action="store_true",
                        help="16 bytes only, timeout 30 s (unless --sizes/--timeout say otherwise)")
    parser.add_argument("--cbmc", help="a cbmc binary: adds its verdict and time beside each plain run")
    parser.add_argument("--merge", action="store_true",
                        help="keep the rows of OUT/runs.json that this run does not measure again")
    args = parser.parse_args()
    if args.quick:
        args.sizes = args.sizes or "16"
        if args.timeout == 120.0:
            args.timeout = 30.0
    return args


def load_libraries(names):
    libraries = json.loads((HERE / "libraries.json").read_text())["libraries"]
    if names:
        libraries = [library for library in libraries if library["name"] in names]
    return libraries


def limit_child(memory_mb):
    def apply():
        os.nice(10)
        limit = memory_mb * 1024 * 1024
        resource.setrlimit(resource.RLIMIT_AS, (limit, limit))
    return apply


def run_measured(command, cwd, timeout, memory_mb):
    """Runs command; returns (exit code, output, seconds, peak resident MB of the process tree)."""
    start = time.monotonic()
    with tempfile.TemporaryFile() as output:
        child = subprocess.Popen(command, cwd=cwd, stdout=output, stderr=subprocess.STDOUT,
                                 stdin=subprocess.DEVNULL, preexec_fn=limit_child(memory_mb))
        killer_deadline = start + timeout + 30
        while True:
            pid, status, usage = os.wait4(child.pid, os.WNOHANG)
            if pid:
                break
            if time.monotonic() > killer_deadline:
                child.kill()
            time.sleep(0.05)
        seconds = time.monotonic() - start
        output.seek(0)
        text = output.read().decode("utf-8", "replace")
    code = os.waitstatus_to_exitcode(status)
    return code, text, seconds, usage.ru_maxrss / 1024.0


def bug_input_bytes(library):
    """libraries.json writes bug_input as a C string: backslash escapes, one character per byte."""
    return library["bug_input"].encode("latin-1").decode("unicode_escape").encode("latin-1")


def swarmbmc_command(args, library, source, size, part, scratch):
    depth = max(library.get("min_depth", 0), size + 1)
    stats_path = Path(scratch) / "stats.json"
    command = [args.binary, str(HERE / library["harness"]), "-I", str(source / library["include"])]
    for define in library["defines"]:
        command += ["-D", define]
    command += ["-D", f"REAL_MAX_INPUT={size}", "--max-input-length", str(size), "--depth", str(depth),
                "--timeout", str(args.timeout), "--stats", "--stats-json", str(stats_path)]
    command += PARTS[part]
    if part == "swarm":
        command += ["--jobs", str(args.jobs)]
    if part == "known":
        known = Path(scratch) / "bug_input"
        known.write_bytes(bug_input_bytes(library))
        command += ["--stdin", str(known)]
    return command, depth


def bounded_by(text):
    reasons = []
    if re.search(r"^Unwinding assertion:|needs more than --depth", text, re.M):
        reasons.append("depth")
    if re.search(r"^Input bound:", text, re.M):
        reasons.append("input")
    return "+".join(reasons)


def parse_verdict(text):
    found = re.findall(r"^VERDICT: (\w+)(.*)$", text, re.M)
    if not found:
        last = [line for line in text.splitlines() if line.strip()]
        return "ERROR", (last[-1][:200] if last else "no output")
    verdict, rest = found[-1]
    return verdict, rest.strip().strip("()")


def classify(version, verdict, kind, expected):
    if version == "before":
        if verdict == "FAILED":
            return "bug found" if kind in expected else f"FAILED with {kind}, not {'/'.join(expected)}"
        return "bug missed"
    if verdict == "FAILED":
        return "fixed version FAILED"
    return "ok" if verdict in ("VERIFIED", "BOUNDED") else "no answer"


def read_stats(stats_path):
    try:
        return json.loads(Path(stats_path).read_text())
    except (OSError, ValueError):
        return {}


def run_one(args, library, version, size, part):
    source = Path(args.src) / library["name"] / version
    with tempfile.TemporaryDirectory() as scratch:
        stats_path = Path(scratch) / "stats.json"
        command, depth = swarmbmc_command(args, library, source, size, part, scratch)
        code, text, seconds, peak_mb = run_measured(command, source, args.timeout, args.memory_mb)
        stats = read_stats(stats_path)
    verdict, reason = parse_verdict(text)
    violated = stats.get("violated") or {}
    solver = re.search(r"solver ([\w-]+)\)", text)
    row = {
        "library": library["name"], "version": version, "commit": library[version][:12], "size": size,
        "part": part, "depth": depth, "expected": "/".join(library["property"]) if version == "before" else "not FAILED",
        "verdict": verdict, "property": violated.get("kind", ""), "location": violated.get("location", ""),
        "bounded_by": bounded_by(text) if verdict == "BOUNDED" else "", "reason": reason,
        "seconds": round(seconds, 2), "peak_mb": round(max(peak_mb, stats.get("peak_memory_mb", 0)), 1),
        "terms": (stats.get("statistics") or {}).get("terms", ""), "solver": solver.group(1) if solver else "",
        "first_cex_ms": round(stats["first_counterexample_ms"], 1) if stats.get("first_counterexample_ms") else "",
        "replay_ms": round(stats["replay_ms"], 1) if stats.get("replay_ms") else "",
        "cbmc_verdict": "", "cbmc_seconds": "", "command": " ".join(shown_argument(argument, scratch, args.src) for argument in command),
    }
    row["outcome"] = classify(version, verdict, row["property"], library["property"])
    if verdict == "ERROR":
        row["outcome"] = "error: " + reason
    return row


def shown_argument(argument, scratch, src):
    """The command as the CSV shows it: the harness by its name in benchmarks/real, the libraries' folder
    as SRC, no temporary paths."""
    if argument.startswith(str(Path(src).resolve())):
        return "SRC" + argument[len(str(Path(src).resolve())):]
    if argument.startswith(str(HERE)):
        return str(Path(argument).relative_to(HERE))
    if argument.startswith(str(scratch)):
        return Path(argument).name
    return argument


def cbmc_command(args, library, source, size, depth):
    command = [args.cbmc, str(HERE / library["harness"]), "-I", str(source / library["include"])]
    for define in library["defines"] + [f"REAL_MAX_INPUT={size}"]:
        command += ["-D", define]
    return command + ["--unwind", str(depth + 1), "--no-standard-checks", "--bounds-check", "--pointer-check",
                      "--div-by-zero-check", "--unwinding-assertions"]


def run_cbmc(args, library, row):
    """CBMC on the same harness and version, --unwind one more than swarmbmc's depth (it counts the exit test)."""
    source = Path(args.src) / library["name"] / row["version"]
    command = ["timeout", str(args.timeout)] + cbmc_command(args, library, source, row["size"], row["depth"])
    code, text, seconds, _ = run_measured(command, source, args.timeout + 5, args.memory_mb)
    verdicts = {0: "VERIFIED", 10: "FAILED", 124: "timeout"}
    row["cbmc_verdict"] = verdicts.get(code, f"exit {code}")
    if code == 0 and "unwinding assertion" in text and "FAILURE" in text:
        row["cbmc_verdict"] = "BOUNDED"
    row["cbmc_seconds"] = round(seconds, 2)


def verdict_cell(row):
    verdict = row["verdict"]
    if verdict == "FAILED":
        return f"FAILED [{row['property']}]"
    if verdict == "BOUNDED":
        return f"BOUNDED ({row['bounded_by'] or '?'})"
    if verdict == "UNKNOWN":
        reason = row["reason"]
        short = ("timeout" if reason.startswith("timeout")
                 else "memory" if reason.startswith(("out of memory", "memory limit"))
                 else re.sub(r" at \S+:\d+(:\d+)?$", "", reason.replace("unsupported: ", ""))[:60])
        return f"UNKNOWN ({short})"
    return verdict


def table(rows, parts):
    """One line per library, version and size: each part's verdict, time and memory side by side."""
    rows = [row for row in rows if row["part"] in parts]
    header = ["library", "version", "bytes"]
    for part in parts:
        header += [f"{part} verdict", f"{part} s", f"{part} MB", f"{part} terms"]
    header += ["CBMC", "outcome"]
    lines = ["| " + " | ".join(header) + " |", "|" + "---|" * len(header)]
    keys = []
    for row in rows:
        key = (row["library"], row["version"], row["size"])
        if key not in keys:
            keys.append(key)
    for key in keys:
        group = {row["part"]: row for row in rows if (row["library"], row["version"], row["size"]) == key}
        cells = [key[0], f"{key[1]} {group[next(iter(group))]['commit'][:7]}", str(key[2])]
        for part in parts:
            row = group.get(part)
            cells += [verdict_cell(row), f"{row['seconds']:.1f}", f"{row['peak_mb']:.0f}", str(row["terms"])] \
                if row else ["", "", "", ""]
        plain = group.get("plain") or {}
        cbmc = f"{plain['cbmc_verdict']} {plain['cbmc_seconds']}" if plain.get("cbmc_verdict") else ""
        outcomes = sorted({row["outcome"] for row in group.values()})
        cells += [cbmc, "; ".join(outcomes)]
        lines.append("| " + " | ".join(cells) + " |")
    return "\n".join(lines)


def known_table(rows):
    """The known-input check: one line per library, both versions."""
    known = [row for row in rows if row["part"] == "known"]
    if not known:
        return ""
    inputs = {library["name"]: library["bug_input"] for library in load_libraries([])}
    lines = ["| library | input (C string) | before | fix | outcome |", "|---|---|---|---|---|"]
    for name in dict.fromkeys(row["library"] for row in known):
        pair = {row["version"]: row for row in known if row["library"] == name}
        cells = [f"{verdict_cell(pair[v])} {pair[v]['seconds']:.1f} s" if v in pair else "" for v in ("before", "fix")]
        outcomes = "; ".join(pair[v]["outcome"] for v in ("before", "fix") if v in pair)
        shown = f"`{inputs[name]}`".replace("|", "\\|") if inputs.get(name) else "(empty)"
        lines.append(f"| {name} | {shown} | {cells[0]} | {cells[1]} | {outcomes} |")
    return "\n".join(lines)


def summary(rows):
    lines = []
    for part in sorted({row["part"] for row in rows}):
        before = [row for row in rows if row["part"] == part and row["version"] == "before"]
        found = [row for row in before if row["outcome"] == "bug found"]
        libraries = sorted({row["library"] for row in before})
        found_libraries = sorted({row["library"] for row in found})
        times = [min(row["seconds"] for row in found if row["library"] == name) for name in found_libraries]
        median = f"{statistics.median(times):.1f} s" if times else "-"
        lines.append(f"- {part}: bug found in {len(found_libraries)} of {len(libraries)} libraries "
                     f"(median time to the bug over those, fastest size: {median}); missed: "
                     f"{', '.join(sorted(set(libraries) - set(found_libraries))) or 'none'}")
        wrong = [row["library"] for row in rows if row["part"] == part and row["outcome"] == "fixed version FAILED"]
        fixed16 = [row for row in rows if row["part"] == part and row["version"] == "fix" and row["size"] == 16]
        proven = [row["library"] for row in fixed16 if row["outcome"] == "ok" and row["seconds"] <= 60
                  and row["peak_mb"] <= 1024]
        proofs = ("" if part == "known" else f"fixed versions VERIFIED/BOUNDED at 16 bytes within 60 s and 1 GB: "
                  f"{len(proven)} of {len(fixed16)} ({', '.join(proven) or 'none'}); ")
        lines.append(f"  {proofs}fixed versions FAILED: {', '.join(sorted(set(wrong))) or 'none'}")
    heavy = sorted({f"{row['library']} {row['version']} {row['part']}@{row['size']}" for row in rows
                    if row["peak_mb"] > 4096})
    lines.append(f"- runs above 4 GB: {len(heavy)}{': ' + ', '.join(heavy) if heavy else ''}")
    return "\n".join(lines)


def machine_facts():
    cpu = next((line.split(":", 1)[1].strip() for line in Path("/proc/cpuinfo").read_text().splitlines()
                if line.startswith("model name")), "unknown CPU")
    commit = subprocess.run(["git", "-C", str(REPOSITORY_ROOT), "rev-parse", "--short", "HEAD"],
                            capture_output=True, text=True).stdout.strip()
    return cpu, commit


def session_facts(args, started, load_start):
    cpu, commit = machine_facts()
    return {"started": started, "commit": commit, "cpu": cpu, "cores": os.cpu_count(),
            "load_start": round(load_start, 2), "load_end": round(os.getloadavg()[0], 2),
            "command": "python3 benchmarks/real/" + " ".join([Path(sys.argv[0]).name] + sys.argv[1:]),
            "binary": args.binary, "timeout_s": args.timeout, "memory_limit_mb": args.memory_mb}


def measured_line(facts):
    return (f"Measured {facts['started']} at commit {facts['commit']} on {facts['cores']} cores ({facts['cpu']}), "
            f"load average {facts['load_start']:.1f} at the start, {facts['load_end']:.1f} at the end, timeout "
            f"{facts['timeout_s']:g} s per run, address space limited to {facts['memory_limit_mb']} MB, "
            f"`nice -n 10`, one run at a time: `{facts['command']}`.")


def write_results(out, rows, sessions):
    """runs.csv, runs.json and NOTES.md (whose text after '<!-- observations -->' is kept)."""
    out.mkdir(parents=True, exist_ok=True)
    rows = sorted(rows, key=row_order)
    with open(out / "runs.csv", "w", newline="") as handle:
        writer = csv.DictWriter(handle, fieldnames=FIELDS, restval="")
        writer.writeheader()
        writer.writerows(rows)
    (out / "runs.json").write_text(json.dumps({"sessions": sessions, "runs": rows}, indent=1) + "\n")
    notes = out / "NOTES.md"
    text = (f"# Real libraries, {sessions[0]['started'][:10]}\n\n"
            + "\n\n".join(measured_line(facts) for facts in sessions) + "\n\n"
            f"<!-- table:begin -->\n{table(rows, present_parts(rows))}\n<!-- table:end -->\n\n"
            + (f"The known inputs (`--parts known`: stdin bound to `bug_input`):\n\n{known_table(rows)}\n\n"
               if known_table(rows) else "") +
            f"{summary(rows)}\n")
    if notes.exists():
        old = notes.read_text()
        if "<!-- observations -->" in old:
            text += "\n" + old[old.index("<!-- observations -->"):]
    notes.write_text(text)


def reclassify(rows, libraries):
    """Outcomes of merged rows judged by the current libraries.json (its expected properties may have changed)."""
    by_name = {library["name"]: library for library in libraries}
    for row in rows:
        library = by_name.get(row["library"])
        if library and not row["outcome"].startswith("error"):
            row["expected"] = "/".join(library["property"]) if row["version"] == "before" else "not FAILED"
            row["outcome"] = classify(row["version"], row["verdict"], row["property"], library["property"])
    return rows


def row_order(row):
    """Libraries in the order of libraries.json, then version, size and part."""
    names = [library["name"] for library in load_libraries([])]
    library = names.index(row["library"]) if row["library"] in names else len(names)
    return library, row["version"] != "before", row["size"], list(PARTS).index(row["part"])


def row_key(row):
    return row["library"], row["version"], row["size"], row["part"]


def replace_row(rows, row):
    """rows with row in the place of the one it measures again (or at the end)."""
    keys = [row_key(old) for old in rows]
    if row_key(row) in keys:
        return rows[:keys.index(row_key(row))] + [row] + rows[keys.index(row_key(row)) + 1:]
    return rows + [row]


def present_parts(rows):
    """The parts of the main table (the known-input check has its own)."""
    return [part for part in PARTS if part != "known" and any(row["part"] == part for row in rows)]


def previous_results(out):
    """The rows and sessions of an earlier run.py into out, for --merge."""
    try:
        previous = json.loads((out / "runs.json").read_text())
        sessions = previous.get("sessions") or [previous["facts"]]
        return previous["runs"], sessions
    except (OSError, ValueError, KeyError):
        return [], []


def main():
    args = parse_arguments()
    names = args.libraries.split(",") if args.libraries else []
    parts = args.parts.split(",")
    started = datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d %H:%M UTC")
    out = Path(args.out) if args.out else REPOSITORY_ROOT / "benchmarks" / "results" / (started[:10] + "-real")
    load_start = os.getloadavg()[0]
    rows, sessions = previous_results(out) if args.merge else ([], [])
    rows = reclassify(rows, load_libraries([]))
    sessions.append(session_facts(args, started, load_start))
    for library in load_libraries(names):
        sizes = [int(size) for size in args.sizes.split(",")] if args.sizes else library["input_sizes"]
        for version in args.versions.split(","):
            if not (Path(args.src) / library["name"] / version).is_dir():
                sys.exit(f"run.py: {Path(args.src) / library['name'] / version} is missing: run fetch.py first")
            for size in sizes:
                for part in parts:
                    row = run_one(args, library, version, size, part)
                    if args.cbmc and part == "plain":
                        run_cbmc(args, library, row)
                    rows = replace_row(rows, row)
                    print(f"{row['library']:>14} {version:>6} {size:>3} {part:>5}: {verdict_cell(row):<32} "
                          f"{row['seconds']:7.1f} s {row['peak_mb']:7.0f} MB  {row['outcome']}", flush=True)
                    sessions[-1] = session_facts(args, started, load_start)
                    write_results(out, rows, sessions)
    print(table(rows, present_parts(rows)))
    print(known_table(rows))
    print(summary(rows))
    return 0


if __name__ == "__main__":
    sys.exit(main())
