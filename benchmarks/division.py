#!/usr/bin/env python3
"""How / and % are blasted: the restoring-division circuit against the
relation (fresh quotient and remainder, a = q*d + r, r < d), on the
arithmetic programs of benchmarks/arith/ (issue "encoding that scales",
bullet "Arithmetic at the width that matters").

Each program runs as written (a correct program: VERIFIED expected) and with
-DBUG (FAILED expected), once per --division-encoding, with --depth 30 and
--timeout. Prints one table row per program, variant and encoding, and a
summary per encoding; writes division.csv and division.json to --out.

    python3 benchmarks/division.py                         # ~6 min
    python3 benchmarks/division.py --programs gcd8,modexp --timeout 30
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
PROGRAMS = ["gcd8", "gcd_divides", "modexp", "adler", "digits", "divmod"]
ENCODINGS = ["circuit", "relation", "auto"]
VARIANTS = [("correct", [], "VERIFIED"), ("bug", ["-DBUG"], "FAILED")]


def run_one(binary, program, flags, encoding, timeout):
    with tempfile.TemporaryDirectory() as tmp:
        stats_path = os.path.join(tmp, "stats.json")
        cmd = [binary, os.path.join(HERE, "arith", program + ".c"), *flags, "--depth", "30",
               "--division-encoding", encoding, "--timeout", str(timeout), "--stats-json", stats_path]
        start = time.monotonic()
        proc = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout + 30)
        wall = time.monotonic() - start
        verdict = next((line.split(":", 1)[1].strip() for line in proc.stdout.splitlines()
                        if line.startswith("VERDICT:")), "none (exit %d)" % proc.returncode)
        stats = {}
        if os.path.exists(stats_path):
            with open(stats_path) as f:
                stats = json.load(f).get("statistics", {})
        return {"program": program, "variant": "bug" if flags else "correct", "encoding": encoding,
                "verdict": verdict, "wall_s": round(wall, 3), "solve_ms": round(stats.get("solve_ms", 0), 1),
                "sat_variables": stats.get("sat_variables"), "sat_clauses": stats.get("sat_clauses"),
                "timeout_s": timeout}


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--binary", default=os.path.join(ROOT, "build", "swarmbmc"))
    parser.add_argument("--programs", default=",".join(PROGRAMS))
    parser.add_argument("--encodings", default=",".join(ENCODINGS))
    parser.add_argument("--timeout", type=float, default=60)
    parser.add_argument("--out", default=os.path.join(HERE, "results", "division"))
    args = parser.parse_args()
    if not os.path.exists(args.binary):
        sys.exit(f"division.py: no swarmbmc binary at {args.binary} (build first)")
    os.makedirs(args.out, exist_ok=True)
    rows = []
    print("| program | variant | encoding | verdict | wall s | solve ms | SAT vars | SAT clauses |")
    print("|---|---|---|---|---|---|---|---|")
    for program in args.programs.split(","):
        for variant, flags, expected in VARIANTS:
            for encoding in args.encodings.split(","):
                row = run_one(args.binary, program, flags, encoding, args.timeout)
                row["expected"] = expected
                rows.append(row)
                verdict = row["verdict"] if row["verdict"].startswith(expected) or row["verdict"].startswith(
                    "UNKNOWN") else row["verdict"] + " (WRONG)"
                print(f"| {program} | {variant} | {encoding} | {verdict} | {row['wall_s']:.2f} | "
                      f"{row['solve_ms']:,.1f} | {row['sat_variables'] or '-'} | {row['sat_clauses'] or '-'} |",
                      flush=True)
    print()
    print("| encoding | answered | wrong | sum wall s (timeouts count as the timeout) |")
    print("|---|---|---|---|")
    for encoding in args.encodings.split(","):
        mine = [r for r in rows if r["encoding"] == encoding]
        answered = sum(r["verdict"] == r["expected"] for r in mine)
        wrong = sum(r["verdict"] in ("VERIFIED", "FAILED") and r["verdict"] != r["expected"] for r in mine)
        print(f"| {encoding} | {answered}/{len(mine)} | {wrong} | {sum(r['wall_s'] for r in mine):.1f} |")
    with open(os.path.join(args.out, "division.csv"), "w", newline="") as f:
        writer = csv.DictWriter(f, fieldnames=list(rows[0].keys()))
        writer.writeheader()
        writer.writerows(rows)
    with open(os.path.join(args.out, "division.json"), "w") as f:
        json.dump({"load_average": os.getloadavg(), "rows": rows}, f, indent=1)
    print(f"\nwritten to {args.out}/division.{{csv,json}}")


if __name__ == "__main__":
    main()
