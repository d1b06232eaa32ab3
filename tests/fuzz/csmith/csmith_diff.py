#!/usr/bin/env python3
"""Csmith differential testing of swarmbmc.

For each seed: generate a deterministic program with Csmith, compile and run
it natively (clang-19 -O0, UBSan, -finstrument-functions) to get its checksum
and its call sequence, then check the same program with swarmbmc twice:

  EQ  the final checksum turned into assert(checksum == native): must be VERIFIED
  NE  assert(checksum != native): must be FAILED at that assertion, and the
      counterexample's `call` steps must be exactly the native call sequence.

Outcomes per program: agree, inconclusive (BOUNDED, UNKNOWN with its reason,
timeouts, native problems) or disagreement (a wrong verdict, a wrong trace, a
violated property other than the final one, or a crash: exit not in {0,2,10}).
Disagreeing programs are kept in --workdir/disagreements/seed_<N>/ with the
commands and outputs; reduce them with reduce.py.

Exit status: 0 when no disagreement was found (and at least --min-agree
programs agreed), 1 otherwise; 2 for a setup problem (clang-19 or nm missing),
77 when csmith is not installed (CTest reports the test as skipped).
"""

from __future__ import annotations

import argparse
import collections
import concurrent.futures
import json
import os
import re
import shlex
import shutil
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

HERE = Path(__file__).resolve().parent
CSMITH_INCLUDE = Path("/usr/include/csmith")
CLANG = "clang-19"
SKIP_EXIT = 77  # csmith not installed: CTest's SKIP_RETURN_CODE

# Csmith option sets, from small to wide. Every one keeps argc out (main's
# parameters would be unconstrained inputs) and floats out (not modelled).
PROFILES = {
    # Integers, globals, locals, small functions and bounded loops only.
    "small": ["--max-funcs", "3", "--max-block-depth", "2", "--max-block-size", "3",
              "--max-expr-complexity", "4", "--no-pointers", "--no-structs", "--no-unions",
              "--no-bitfields", "--no-arrays", "--no-volatiles", "--no-packed-struct"],
    # Adds arrays, pointers and (non-bit-field) structs.
    "medium": ["--max-funcs", "4", "--max-block-depth", "3", "--max-block-size", "3",
               "--max-expr-complexity", "5", "--max-array-len-per-dim", "4",
               "--max-struct-fields", "4", "--no-unions", "--no-bitfields",
               "--no-volatiles", "--no-packed-struct"],
    # Adds unions, bit-fields, packed structs and volatiles.
    "wide": ["--max-funcs", "5", "--max-block-depth", "3", "--max-block-size", "4",
             "--max-expr-complexity", "6", "--max-array-len-per-dim", "5",
             "--max-struct-fields", "5", "--max-union-fields", "3"],
    # Csmith's defaults (big programs; mostly timeouts today).
    "default": [],
}
COMMON_CSMITH = ["--no-argc", "--no-float", "--concise"]

END_CALL = "platform_main_end(crc32_context ^ 0xFFFFFFFFUL, print_hash_value);"
END_REPLACEMENT = "csmith_end(crc32_context ^ 0xFFFFFFFFUL);"

VERDICT_RE = re.compile(r"^VERDICT: (FAILED|VERIFIED|BOUNDED|UNKNOWN)(?: \((.*)\))?$", re.M)
CALL_RE = re.compile(r"^  call ([A-Za-z_][A-Za-z0-9_]*)\(", re.M)
VIOLATED_RE = re.compile(r"^Violated property: \[(\w+)\] (.*) at (\S+?):(\d+)(?::\d+)?(?: in (\w+))?$", re.M)


@dataclass
class Outcome:
    seed: int
    profile: str
    status: str  # agree | inconclusive | disagreement | skipped
    reason: str = ""
    details: dict = field(default_factory=dict)
    seconds: float = 0.0


def run(cmd, timeout, env=None, cwd=None):
    """Run cmd; return (exit code or None on timeout, stdout, stderr)."""
    try:
        proc = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout, env=env,
                              cwd=cwd, errors="replace")
        return proc.returncode, proc.stdout, proc.stderr
    except subprocess.TimeoutExpired as e:
        out = e.stdout.decode(errors="replace") if isinstance(e.stdout, bytes) else (e.stdout or "")
        err = e.stderr.decode(errors="replace") if isinstance(e.stderr, bytes) else (e.stderr or "")
        return None, out, err


def normalise_reason(reason: str) -> str:
    """Group UNKNOWN reasons: drop locations, numbers and quoted names' digits."""
    reason = re.sub(r" at \S+:\d+(:\d+)?", "", reason)
    reason = re.sub(r"\b(g|l|p|func)_\d+\b", r"\1_N", reason)
    reason = re.sub(r"\d+", "N", reason)
    return reason.strip()


def symbol_table(binary: Path) -> dict[int, str]:
    """Address -> name of every function symbol in a -no-pie binary."""
    code, out, _ = run(["nm", "--defined-only", str(binary)], 60)
    table = {}
    if code != 0:
        return table
    for line in out.splitlines():
        parts = line.split()
        if len(parts) == 3 and parts[1] in "tTwW":
            table[int(parts[0], 16)] = parts[2]
    return table


SCALAR_GLOBAL_RE = re.compile(r"^static (?:volatile )?((?:u?int(?:8|16|32|64)_t)) (g_\d+) = [^;{]*;$", re.M)
MAIN_BEGIN = "platform_main_begin();"


def prepare_program(raw: str, symbolic: bool) -> str | None:
    """Csmith's program with the harness header and the checksum hook; with
    `symbolic`, every non-const scalar global becomes a pinned input."""
    if raw.count(END_CALL) != 1 or raw.count(MAIN_BEGIN) != 1:
        return None
    text = raw.replace(END_CALL, END_REPLACEMENT)
    if symbolic:
        inputs = " ".join(f"csmith_symbolic({t}, {g});" for t, g in SCALAR_GLOBAL_RE.findall(raw))
        text = text.replace(MAIN_BEGIN, MAIN_BEGIN + " " + inputs)
    return '#include "csmith_harness.h"\n' + text


class Checker:
    def __init__(self, args, workdir: Path, runtime_obj: Path):
        self.args = args
        self.workdir = workdir
        self.runtime_obj = runtime_obj

    def swarmbmc(self, program: Path, define: str, log: dict, key: str):
        a = self.args
        include = ["-I", str(CSMITH_INCLUDE), "-I", str(HERE)]
        target, flags = program, [*include, "-D", define]
        if a.optimize:
            # Check clang's optimised IR instead (other instructions and
            # intrinsics: select, switch, min/max, funnel shifts, ...).
            target = program.with_name(f"{program.stem}_{key}.bc")
            cmd = [CLANG, f"-{a.optimize}", "-g", "-w", "-emit-llvm", "-c", *include, f"-D{define}",
                   program.name, "-o", str(target)]
            code, _, err = run(cmd, 120, cwd=program.parent)  # debug info names prog.c
            if code != 0:
                log[key] = {"command": " ".join(cmd), "exit": 1, "stdout": "", "stderr": err}
                return 1, "", "optimised IR compile error: " + err[-300:]
            flags = []
        cmd = [*shlex.split(a.swarmbmc), str(target), "--depth", str(a.depth), "--timeout", str(a.timeout),
               *flags]
        if a.solver:
            cmd += ["--solver", a.solver]
        cmd += shlex.split(a.extra_args)
        start = time.monotonic()
        code, out, err = run(cmd, a.timeout + a.grace, cwd=program.parent)
        log[key] = {"command": " ".join(cmd), "exit": code, "stdout": out, "stderr": err,
                    "seconds": round(time.monotonic() - start, 2)}
        return code, out, err

    def check(self, seed: int, profile: str) -> Outcome:
        start = time.monotonic()
        outcome = self._check(seed, profile)
        outcome.seconds = round(time.monotonic() - start, 2)
        return outcome

    def _check(self, seed: int, profile: str) -> Outcome:
        a = self.args
        work = Path(tempfile.mkdtemp(prefix=f"seed_{seed}_", dir=self.workdir))
        log: dict = {}
        try:
            outcome = self._run_one(seed, profile, work, log)
        except Exception as e:  # a bug in this script must not look like agreement
            outcome = Outcome(seed, profile, "disagreement", f"script error: {e!r}")
        outcome.details.update({k: v for k, v in log.items() if k.startswith("csmith")})
        if outcome.status == "disagreement" or a.keep_all:
            dest = self.workdir / ("disagreements" if outcome.status == "disagreement" else "kept") \
                / f"{profile}_seed_{seed}"
            if dest.exists():
                shutil.rmtree(dest)
            shutil.move(str(work), dest)
            (dest / "outcome.json").write_text(json.dumps(
                {"seed": seed, "profile": profile, "status": outcome.status, "reason": outcome.reason,
                 "details": outcome.details, "runs": log}, indent=1))
            outcome.details["kept"] = str(dest)
        else:
            shutil.rmtree(work, ignore_errors=True)
        return outcome

    def _run_one(self, seed: int, profile: str, work: Path, log: dict) -> Outcome:
        a = self.args
        raw = work / "raw.c"
        cmd = ["csmith", "--seed", str(seed), *PROFILES[profile], *COMMON_CSMITH, "-o", str(raw)]
        code, _, err = run(cmd, 60, cwd=work)  # csmith writes platform.info into its cwd
        log["csmith_command"] = " ".join(cmd)
        if code != 0 or not raw.exists():
            return Outcome(seed, profile, "skipped", "csmith failed: " + err.strip()[:100])
        text = prepare_program(raw.read_text(errors="replace"), a.symbolic)
        if text is None:
            return Outcome(seed, profile, "skipped", "no platform_main_end call to hook")
        program = work / "prog.c"
        program.write_text(text)
        return self.check_program(program, seed, profile, log)

    def strict_native_problem(self, program: Path) -> str | None:
        """For reduced programs: reject what C-Reduce tends to introduce
        (uninitialised reads, missing returns, implicit declarations, UB the
        -O0 UBSan run misses) by requiring clean warnings, a clean
        ASan+UBSan run and the same output from gcc."""
        work = program.parent
        flags = ["-I", str(CSMITH_INCLUDE), "-I", str(HERE), "-DCSMITH_NATIVE"]
        werror = ["-Werror=uninitialized", "-Werror=return-type", "-Werror=implicit-int",
                  "-Werror=implicit-function-declaration", "-Werror=int-conversion",
                  "-Werror=incompatible-pointer-types"]
        outputs = []
        for name, cc, extra in (("clang-asan", CLANG, ["-Werror=sometimes-uninitialized",
                                                        "-fsanitize=address,undefined"]),
                                ("gcc", "gcc", ["-Werror=maybe-uninitialized", "-O1",
                                                "-fsanitize=undefined"])):
            binary = work / f"strict_{name}"
            code, _, err = run([cc, "-O0", *flags, *werror, *extra, "-fno-sanitize-recover=all",
                                str(program), "-o", str(binary)], 120)
            if code != 0:
                return f"strict native: {name} compile error"
            code, out, err = run([str(binary)], self.args.native_timeout)
            if code != 0 or "runtime error" in err or "ERROR" in err:
                return f"strict native: {name} run failed"
            outputs.append(out)
        if outputs[0] != outputs[1]:
            return "strict native: clang and gcc disagree"
        return None

    def check_program(self, program: Path, seed: int, profile: str, log: dict) -> Outcome:
        """Native run, then swarmbmc EQ and NE, of a prepared program."""
        a = self.args
        work = program.parent
        text = program.read_text(errors="replace")
        if END_REPLACEMENT not in text:
            return Outcome(seed, profile, "skipped", "no csmith_end checksum hook")
        if a.strict_native:
            problem = self.strict_native_problem(program)
            if problem:
                return Outcome(seed, profile, "inconclusive", problem)

        # Native build and run: checksum and call sequence.
        binary = work / "prog"
        cmd = [CLANG, "-O0", "-w", "-no-pie", "-finstrument-functions",
               "-fsanitize=undefined", "-fno-sanitize=alignment", "-fno-sanitize-recover=all",
               "-I", str(CSMITH_INCLUDE), "-I", str(HERE), "-DCSMITH_NATIVE",
               str(program), str(self.runtime_obj), "-o", str(binary)]
        code, _, err = run(cmd, 120)
        if code != 0:
            return Outcome(seed, profile, "inconclusive", "native compile error",
                           {"stderr": err[-2000:]})
        calls_file = work / "calls.txt"
        env = dict(os.environ, CSMITH_CALLS=str(calls_file))
        code, out, err = run([str(binary)], a.native_timeout, env=env)
        if code is None:
            return Outcome(seed, profile, "inconclusive", "native run timeout")
        if code != 0 or "runtime error" in err:
            return Outcome(seed, profile, "inconclusive", "native run failed (UB or crash)",
                           {"exit": code, "stderr": err[-2000:]})
        m = re.search(r"^checksum = ([0-9A-F]+)$", out, re.M)
        if not m:
            return Outcome(seed, profile, "inconclusive", "native run printed no checksum")
        checksum = "0x" + m.group(1)
        symbols = symbol_table(binary)
        native_calls = []
        for line in calls_file.read_text().split():
            name = symbols.get(int(line, 16), f"?{line}")
            if name != "main":
                native_calls.append(name)
        details = {"checksum": checksum, "native_calls": len(native_calls)}
        end_line = next(i for i, l in enumerate(text.splitlines(), 1) if END_REPLACEMENT in l)

        # EQ: must be VERIFIED.
        code, out, err = self.swarmbmc(program, f"CSMITH_EXPECT_EQ={checksum}", log, "eq")
        problem = self._crash(code, out, err)
        if problem:
            return Outcome(seed, profile, "disagreement", "EQ: " + problem, details)
        verdict, reason = self._verdict(code, out)
        details["eq"] = verdict
        if verdict == "FAILED":
            v = VIOLATED_RE.search(out)
            return Outcome(seed, profile, "disagreement",
                           "EQ: FAILED (" + (v.group(1) if v else "?") + ") although native ran clean",
                           dict(details, violated=v.group(0) if v else None))
        eq_open = None  # why EQ stayed unresolved, if it did
        if verdict != "VERIFIED":
            eq_open = f"EQ: {verdict} {reason}".strip()
            # A solver timeout on EQ says nothing about NE (finding the one
            # model is often easier than proving there is no other); a
            # bounded or unrolling-timeout EQ run would just repeat itself.
            if not (verdict == "UNKNOWN" and "while solving" in reason):
                return Outcome(seed, profile, "inconclusive", eq_open, details)

        # NE: must be FAILED at the final assertion along the native path.
        code, out, err = self.swarmbmc(program, f"CSMITH_EXPECT_NE={checksum}", log, "ne")
        problem = self._crash(code, out, err)
        if problem:
            return Outcome(seed, profile, "disagreement", "NE: " + problem, details)
        verdict, reason = self._verdict(code, out)
        details["ne"] = verdict
        if verdict == "VERIFIED":
            return Outcome(seed, profile, "disagreement", "NE: VERIFIED although the checksum is "
                           + checksum, details)
        if verdict != "FAILED":
            return Outcome(seed, profile, "inconclusive",
                           (eq_open + ", " if eq_open else "") + f"NE: {verdict} {reason}".strip(), details)
        v = VIOLATED_RE.search(out)
        if not v or v.group(1) != "assertion" or v.group(3) != "prog.c" or int(v.group(4)) != end_line:
            return Outcome(seed, profile, "disagreement", "NE: FAILED at another property",
                           dict(details, violated=v.group(0) if v else None))
        trace_calls = CALL_RE.findall(out)
        if not a.optimize and trace_calls != native_calls:  # (optimised IR inlines calls)
            first = next((i for i, (x, y) in enumerate(zip(trace_calls, native_calls)) if x != y),
                         min(len(trace_calls), len(native_calls)))
            return Outcome(seed, profile, "disagreement", "NE: trace path differs from native",
                           dict(details, trace_calls=len(trace_calls), first_difference=first,
                                native_at=native_calls[first:first + 3],
                                trace_at=trace_calls[first:first + 3]))
        if eq_open:
            return Outcome(seed, profile, "inconclusive", eq_open + " (NE agreed)", details)
        return Outcome(seed, profile, "agree", "", details)

    def _crash(self, code, out, err):
        if code is None:
            return f"no answer within --timeout {self.args.timeout} s + {self.args.grace} s grace (hang)"
        if code < 0:
            return f"killed by signal {-code}"
        if code not in (0, 2, 10):
            last = (err.strip().splitlines() or [""])[-1]
            return f"exit {code}: {last[:160]}"
        if not VERDICT_RE.search(out):
            return f"exit {code} without a verdict line"
        return None

    @staticmethod
    def _verdict(code, out):
        m = VERDICT_RE.search(out)
        verdict, reason = m.group(1), m.group(2) or ""
        expected_exit = {"FAILED": 10, "VERIFIED": 0, "BOUNDED": 0, "UNKNOWN": 2}[verdict]
        if code != expected_exit:
            return "EXIT-MISMATCH", f"{verdict} with exit {code}"
        if verdict == "UNKNOWN":
            reason = normalise_reason(reason)
        return verdict, reason


def build_runtime(workdir: Path) -> Path:
    obj = workdir / "calltrace_rt.o"
    code, _, err = run([CLANG, "-O0", "-c", str(HERE / "calltrace_rt.c"), "-o", str(obj)], 120)
    if code != 0:
        sys.exit(f"csmith_diff: error: cannot compile calltrace_rt.c: {err.strip()}")
    return obj


def summarise(outcomes: list[Outcome], wall: float) -> dict:
    counts = collections.Counter(o.status for o in outcomes)
    inconclusive = collections.Counter(o.reason for o in outcomes if o.status == "inconclusive")
    skipped = collections.Counter(o.reason for o in outcomes if o.status == "skipped")
    return {
        "programs": len(outcomes),
        "agree": counts["agree"],
        "inconclusive": counts["inconclusive"],
        "disagreements": counts["disagreement"],
        "skipped": counts["skipped"],
        "inconclusive_reasons": dict(inconclusive.most_common()),
        "skipped_reasons": dict(skipped.most_common()),
        "disagreement_list": [{"seed": o.seed, "profile": o.profile, "reason": o.reason,
                               "details": o.details} for o in outcomes if o.status == "disagreement"],
        "wall_seconds": round(wall, 1),
    }


def print_summary(s: dict, out=sys.stdout):
    print(f"programs: {s['programs']}  agree: {s['agree']}  inconclusive: {s['inconclusive']}  "
          f"disagreements: {s['disagreements']}  skipped: {s['skipped']}  "
          f"wall: {s['wall_seconds']} s", file=out)
    if s["inconclusive_reasons"]:
        print("inconclusive by reason:", file=out)
        for reason, n in s["inconclusive_reasons"].items():
            print(f"  {n:5d}  {reason}", file=out)
    if s["skipped_reasons"]:
        print("skipped by reason:", file=out)
        for reason, n in s["skipped_reasons"].items():
            print(f"  {n:5d}  {reason}", file=out)
    for d in s["disagreement_list"]:
        print(f"DISAGREEMENT {d['profile']} seed {d['seed']}: {d['reason']}"
              + (f"  (kept in {d['details'].get('kept')})" if d["details"].get("kept") else ""), file=out)


def check_one_program(args) -> int:
    """--program mode, the interestingness test of reduce.py."""
    program = Path(args.program).resolve()
    if not program.is_file():
        print(f"csmith_diff: error: {program}: no such file", file=sys.stderr)
        return 2
    with tempfile.TemporaryDirectory(prefix="csmith_one_") as tmp:
        work = Path(tmp)
        shutil.copy(program, work / "prog.c")
        checker = Checker(args, work, build_runtime(work))
        log: dict = {}
        outcome = checker.check_program(work / "prog.c", 0, "program", log)
    print(f"{outcome.status}: {outcome.reason}")
    if not args.quiet:
        for key in ("eq", "ne"):
            if key in log:
                print(f"--- {key}: {log[key]['command']}\n{log[key]['stdout'][-3000:]}")
    interesting = outcome.status == "disagreement" and outcome.reason.startswith(args.expect_reason)
    return 0 if interesting else 1


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--swarmbmc", required=True,
                   help="the swarmbmc binary (a command line: extra words are kept, e.g. a wrapper)")
    p.add_argument("--extra-args", default="",
                   help="more swarmbmc options for every run, e.g. '--swarm 4 --features functions'")
    p.add_argument("--count", type=int, default=20, help="programs per profile (default 20)")
    p.add_argument("--seed", type=int, default=1, help="first Csmith seed (default 1); seeds are consecutive")
    p.add_argument("--seeds", help="explicit comma-separated seeds instead of --seed/--count, e.g. 4,6,8")
    p.add_argument("--profile", action="append", choices=sorted(PROFILES),
                   help="Csmith option set (repeatable; default: small). Each profile gets --count programs")
    p.add_argument("--depth", type=int, default=1100,
                   help="swarmbmc --depth (default 1100: covers crc32_gentab's 256 and Csmith's loops)")
    p.add_argument("--timeout", type=float, default=20.0, help="swarmbmc --timeout per run in seconds (default 20)")
    p.add_argument("--grace", type=float, default=30.0,
                   help="extra seconds before a swarmbmc run that ignores --timeout is killed (default 30)")
    p.add_argument("--native-timeout", type=float, default=10.0, help="native run limit in seconds (default 10)")
    p.add_argument("--symbolic", action="store_true",
                   help="make every non-const scalar global an input pinned to its initial value, so the "
                        "solver (not constant folding) computes the checksum")
    p.add_argument("--optimize", choices=["O1", "O2", "Os"],
                   help="give swarmbmc clang's optimised bitcode (-O1/-O2/-Os -g) instead of the C file; "
                        "the native reference stays -O0, the trace's call path is then not compared")
    p.add_argument("--solver", choices=["cadical", "z3", "portfolio"], help="swarmbmc --solver (default: its own)")
    p.add_argument("--jobs", type=int, default=1, help="programs checked in parallel (default 1)")
    p.add_argument("--workdir", help="where programs are built and disagreements kept (default: a temp dir)")
    p.add_argument("--keep-all", action="store_true", help="keep every program, not only disagreements")
    p.add_argument("--json", help="write the summary (and every outcome) as JSON to this file")
    p.add_argument("--min-agree", type=int, default=0,
                   help="fail unless at least this many programs agree (guards against a vacuous pass)")
    p.add_argument("--program",
                   help="check this already prepared program (e.g. one being reduced: it includes "
                        "csmith_harness.h and calls csmith_end) instead of generating any; exit 0 "
                        "iff it disagrees with a reason starting with --expect-reason")
    p.add_argument("--expect-reason", default="", help="with --program: the disagreement to look for")
    p.add_argument("--strict-native", action="store_true",
                   help="also require clean -Werror, ASan+UBSan and gcc runs natively (for reduction)")
    p.add_argument("--quiet", action="store_true", help="print only the summary")
    args = p.parse_args()

    if args.count < 1 or args.jobs < 1 or args.depth < 0 or args.timeout <= 0:
        p.error("--count and --jobs must be >= 1, --depth >= 0, --timeout > 0")
    if not shutil.which("csmith") or not (CSMITH_INCLUDE / "csmith.h").exists():
        print("csmith_diff: SKIPPED: csmith is not installed (Debian packages csmith, libcsmith-dev;"
              " scripts/install-deps.sh installs them)", file=sys.stderr)
        return SKIP_EXIT
    for tool in (CLANG, "nm"):
        if not shutil.which(tool):
            print(f"csmith_diff: error: {tool} not found", file=sys.stderr)
            return 2
    command = shlex.split(args.swarmbmc)
    if not command or not shutil.which(command[0]):
        print(f"csmith_diff: error: {args.swarmbmc} is not an executable", file=sys.stderr)
        return 2
    if "/" in command[0]:  # swarmbmc runs in each program's folder
        command[0] = str(Path(command[0]).resolve())
        args.swarmbmc = shlex.join(command)

    if args.program:
        return check_one_program(args)

    profiles = args.profile or ["small"]
    if args.workdir:
        workdir = Path(args.workdir).resolve()
        workdir.mkdir(parents=True, exist_ok=True)
        cleanup = False
    else:
        workdir = Path(tempfile.mkdtemp(prefix="csmith_diff_"))
        cleanup = True
    runtime_obj = build_runtime(workdir)
    checker = Checker(args, workdir, runtime_obj)

    if args.seeds:
        try:
            seeds = [int(x) for x in args.seeds.split(",")]
        except ValueError:
            p.error(f"--seeds: expected comma-separated integers, got '{args.seeds}'")
    else:
        seeds = list(range(args.seed, args.seed + args.count))
    jobs = [(seed, profile) for profile in profiles for seed in seeds]
    outcomes: list[Outcome] = []
    start = time.monotonic()
    with concurrent.futures.ThreadPoolExecutor(max_workers=args.jobs) as pool:
        futures = {pool.submit(checker.check, seed, profile): (seed, profile) for seed, profile in jobs}
        for future in concurrent.futures.as_completed(futures):
            o = future.result()
            outcomes.append(o)
            if not args.quiet:
                print(f"[{len(outcomes)}/{len(jobs)}] {o.profile} seed {o.seed}: {o.status}"
                      + (f" ({o.reason})" if o.reason else "") + f" {o.seconds} s", flush=True)
    outcomes.sort(key=lambda o: (o.profile, o.seed))
    summary = summarise(outcomes, time.monotonic() - start)
    print_summary(summary)
    if args.json:
        summary["outcomes"] = [{"seed": o.seed, "profile": o.profile, "status": o.status,
                                "reason": o.reason, "seconds": o.seconds,
                                "details": {k: v for k, v in o.details.items()
                                            if k not in ("stderr",)}} for o in outcomes]
        Path(args.json).write_text(json.dumps(summary, indent=1))
    no_disagreements = summary["disagreements"] == 0
    if cleanup and no_disagreements:
        shutil.rmtree(workdir, ignore_errors=True)
    elif not no_disagreements:
        print(f"disagreeing programs kept in {workdir / 'disagreements'}")
    if summary["agree"] < args.min_agree:
        print(f"FAIL: only {summary['agree']} programs agreed, --min-agree {args.min_agree}")
        return 1
    return 0 if no_disagreements else 1


if __name__ == "__main__":
    sys.exit(main())
