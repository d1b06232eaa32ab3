#!/usr/bin/env python3
"""Soundness checks of --k-induction (encoder/induction/): a wrong proof is
the worst answer a model checker can give.

Usage: k_induction.py BINARY REGRESSION_DIR [--programs N] [--seed S] [--keep DIR] [--sample FRACTION]

  corpus:       every regression case whose test.desc expects FAILED runs
                again with --k-induction (its --depth dropped): it must never
                be VERIFIED.
  differential: N random programs with one unbounded loop (a few integer
                variables of several widths, a global array, a global written
                in a called function, nondeterministic branches, assertions
                in and after the loop); every --k-induction VERIFIED must be
                confirmed by plain BMC at a depth far beyond --max-k (no
                counterexample), and every FAILED must be a FAILED of plain
                BMC too.
  recursion:    N/2 random programs with a recursive function of two ints
                (level and accumulator; masks, shifts, comparisons,
                assertions, sometimes on the recursive call's result, a
                global read or written) called from main with a level up to
                5: every --k-induction VERIFIED must be confirmed by plain
                BMC at depth 12 (which unwinds the recursion completely).
  json:         a k-induction proof's --json validates against
                docs/trace.schema.json and says {kind: k-induction, k}; so
                does the portfolio's beside a swarm (--property --swarm), and
                a swarm's counterexample there carries no proof.
Exit status 0 when every check holds, 1 otherwise.
"""

import argparse
import glob
import json
import os
import random
import re
import shlex
import subprocess
import sys
import tempfile

import corpus_sample

FAILURES = []
MAX_K = 12
CONFIRM_DEPTH = 150


def check(condition, message):
    if not condition:
        FAILURES.append(message)
        print(f"FAIL {message}", flush=True)
    return condition


def run(binary, args, cwd=None, timeout=120):
    proc = subprocess.run([binary] + args + ["--no-progress"], cwd=cwd, capture_output=True, text=True, timeout=timeout)
    m = re.search(r"^VERDICT: (\w+)(.*)$", proc.stdout, re.MULTILINE)
    return (m.group(1) if m else None), proc.stdout + proc.stderr


def without_depth(args):
    out, skip = [], False
    for a in args:
        if skip:
            skip = False
        elif a in ("--depth", "--unwind"):
            skip = True
        elif not a.startswith(("--depth=", "--unwind=")):
            out.append(a)
    return out


def check_corpus(binary, regression, sample):
    count = 0
    for desc in sorted(glob.glob(f"{regression}/*/test.desc")):
        if not corpus_sample.in_sample(os.path.basename(os.path.dirname(desc)), sample):
            continue
        text = open(desc).read()
        if not re.search(r"^\^VERDICT: FAILED\$$", text, re.MULTILINE):
            continue
        lines = [l for l in text.splitlines() if l.strip() and not l.startswith("//")]
        args = shlex.split(lines[1]) if len(lines) > 1 and lines[1].startswith("-") else []
        if any(a.startswith(("--swarm", "--omit", "--ranges", "--range-file", "--log-", "--dimacs", "--emit")) for a in args):
            continue
        verdict, out = run(binary, [lines[0]] + without_depth(args) + ["--k-induction", "--max-k", "8", "--timeout", "30"],
                           cwd=os.path.dirname(desc))
        check(verdict != "VERIFIED", f"{os.path.basename(os.path.dirname(desc))}: a failing program VERIFIED by k-induction\n{out}")
        count += 1
    print(f"corpus: {count} failing cases, none VERIFIED by k-induction" if not FAILURES else f"corpus: {count} cases", flush=True)
    check(count >= 50 * sample, f"only {count} failing regression cases were run")


# --- random loop programs ------------------------------------------------------

TYPES = ["int", "unsigned char", "short", "unsigned"]


def expression(rng, names):
    a, b = rng.choice(names), rng.choice(names)
    c = rng.randint(0, 7)
    return rng.choice([f"{a} + {c}", f"{a} - {b}", f"{a} % {c + 2}", f"{b} * 2", f"{c}", f"{a} + {b}",
                       f"({a} > {c} ? {b} : {a} + 1)", f"g + {c}", f"arr[{index(a)}]"])


def index(name):
    return f"(({name}) % 4 + 4) % 4"


def condition(rng, names):
    a = rng.choice(names)
    c = rng.randint(-2, 40)
    return rng.choice([f"{a} != {c}", f"{a} < {c}", f"{a} >= {rng.randint(-3, 0)}", f"{a} <= {c}",
                       f"{a} != {rng.choice(names)} + {rng.randint(1, 9)}", f"g < {c}", f"arr[{index(a)}] != {c}"])


def statement(rng, names):
    target = rng.choice(names)
    kind = rng.randrange(7)
    if kind == 0:
        return f"{target} = {expression(rng, names)};"
    if kind == 1:
        return f"if ({condition(rng, names)}) {target} = {expression(rng, names)};"
    if kind == 2:
        return f"if (__VERIFIER_nondet_int()) {target} = {rng.randint(0, 5)};"
    if kind == 3:
        return f"arr[{index(target)}] = {expression(rng, names)};"
    if kind == 4:
        return "bump();"
    if kind == 5:
        return f"if ({target} > {rng.randint(5, 60)}) {target} = 0;"
    return f"{target} = {target} + 1;"


def program(rng):
    count = rng.randint(1, 3)
    names = [f"v{i}" for i in range(count)]
    lines = ["#include <assert.h>", "extern int __VERIFIER_nondet_int(void);", "int g = 0;", "int arr[4];",
             f"void bump(void) {{ g = g {rng.choice(['+ 1', '% 5', '* 1', '- 1'])}; if (g > {rng.randint(3, 30)}) g = 0; }}",
             "int main(void) {"]
    for name in names:
        lines.append(f"  {rng.choice(TYPES)} {name} = {rng.randint(0, 3)};")
    lines.append("  while (__VERIFIER_nondet_int()) {")
    for _ in range(rng.randint(1, 5)):
        lines.append("    " + statement(rng, names))
    if rng.random() < 0.8:
        lines.append(f"    assert({condition(rng, names)});")
    lines.append("  }")
    if rng.random() < 0.5:
        lines.append(f"  assert({condition(rng, names)});")
    lines += ["  return 0;", "}"]
    return "\n".join(lines) + "\n"


def check_differential(binary, count, seed, keep):
    rng = random.Random(seed)
    tally = {}
    with tempfile.TemporaryDirectory() as tmp:
        folder = keep or tmp
        os.makedirs(folder, exist_ok=True)
        for n in range(count):
            path = os.path.join(folder, f"loop{n}.c")
            with open(path, "w") as f:
                f.write(program(rng))
            verdict, out = run(binary, [path, "--k-induction", "--max-k", str(MAX_K), "--timeout", "60"])
            tally[verdict] = tally.get(verdict, 0) + 1
            if verdict == "VERIFIED":
                plain, plain_out = run(binary, [path, "--depth", str(CONFIRM_DEPTH), "--timeout", "60"])
                check(plain != "FAILED", f"{path}: VERIFIED by k-induction, but BMC at depth {CONFIRM_DEPTH} fails it\n"
                                         f"{open(path).read()}\n{plain_out}")
            elif verdict == "FAILED":
                plain, plain_out = run(binary, [path, "--depth", str(MAX_K), "--timeout", "60"])
                check(plain == "FAILED", f"{path}: FAILED by k-induction's base case, but not by BMC at depth {MAX_K}\n{plain_out}")
    print(f"differential: {count} programs, k-induction answers {tally}", flush=True)
    check(tally.get("VERIFIED", 0) >= count // 10, f"only {tally.get('VERIFIED', 0)} proofs among {count} programs")


def recursive_program(rng):
    c = lambda: rng.randint(0, 40)
    body = []
    for _ in range(rng.randint(1, 4)):
        body.append(rng.choice([f"a = a & {rng.choice([3, 7, 15, 31])};", f"if (a > {c()}) a = {c()};",
                                f"a = a + {rng.randint(1, 9)};", f"if (n == {rng.randint(1, 5)}) a = a - {c()};",
                                f"__VERIFIER_assert(a {rng.choice(['<', '<=', '!=', '>='])} {c()});",
                                "a = a + g;" if rng.random() < 0.2 else "a = a ^ 1;"]))
    after = rng.choice(["return r;", f"return r + {rng.randint(0, 3)};",
                        f"__VERIFIER_assert(r {rng.choice(['<', '!='])} {c()}); return r;",
                        "g = g + 1; return a;" if rng.random() < 0.3 else "return a;"])
    return "\n".join([
        "extern void reach_error(void);", "extern int __VERIFIER_nondet_int(void);",
        "void __VERIFIER_assert(int cond) { if (!cond) reach_error(); }", "int g = 0;",
        "int f(int n, int a) {", f"  if (n <= 0) return a {rng.choice(['& 15', '+ 0', '% 7'])};"] +
        ["  " + line for line in body] +
        ["  int r = f(n - 1, a);", "  " + after, "}",
         "int main(void) {", "  int n = __VERIFIER_nondet_int(), x = __VERIFIER_nondet_int();",
         "  if (n < 0 || n > 5) return 0;",
         f"  if (x < 0 || x > {rng.randint(3, 40)}) return 0;",
         f"  g = {rng.randint(0, 2)};",
         "  int r = f(n, x);",
         f"  {rng.choice(['', '', f'__VERIFIER_assert(r <= {c()});'])}",
         "  return 0;", "}"]) + "\n"


def check_recursion(binary, count, seed, keep):
    rng = random.Random(seed + 1)
    tally = {}
    with tempfile.TemporaryDirectory() as tmp:
        folder = keep or tmp
        os.makedirs(folder, exist_ok=True)
        for n in range(count):
            path = os.path.join(folder, f"recursion{n}.c")
            with open(path, "w") as f:
                f.write(recursive_program(rng))
            verdict, out = run(binary, [path, "--k-induction", "--max-k", "4", "--timeout", "60"])
            tally[verdict] = tally.get(verdict, 0) + 1
            if verdict == "VERIFIED":
                plain, plain_out = run(binary, [path, "--depth", "12", "--timeout", "60"])
                check(plain == "VERIFIED", f"{path}: VERIFIED by k-induction, but BMC at depth 12 says {plain}\n"
                                           f"{open(path).read()}\n{plain_out}")
    print(f"recursion: {count} programs, k-induction answers {tally}", flush=True)
    check(tally.get("VERIFIED", 0) >= 1, f"no proof among {count} recursive programs")


def check_json(binary, regression):
    with tempfile.TemporaryDirectory() as tmp:
        out_path = os.path.join(tmp, "proof.json")
        verdict, out = run(binary, [os.path.join(regression, "kinduction_counter_pass", "main.c"), "--k-induction",
                                    "--json", out_path])
        check(verdict == "VERIFIED", f"json: {verdict}\n{out}")
        document = json.load(open(out_path))
        proof = document["result"].get("proof", {})
        check(proof.get("kind") == "k-induction" and proof.get("k") == 1 and isinstance(proof.get("invariants"), list),
              f"json: proof is {proof}")
        try:
            import jsonschema
            schema = json.load(open(os.path.join(regression, "..", "..", "docs", "trace.schema.json")))
            jsonschema.validate(document, schema)
        except ImportError:
            check(False, "json: python3-jsonschema is missing")
        except Exception as error:  # jsonschema.ValidationError
            check(False, f"json: does not validate: {error}")


def check_swarm_json(binary, regression):
    prp = os.path.join(regression, "..", "svcomp", "properties", "unreach-call.prp")
    with tempfile.TemporaryDirectory() as tmp:
        for case, want in (("kinduction_swarm_pass", "VERIFIED"), ("kinduction_swarm_fail", "FAILED")):
            out_path = os.path.join(tmp, case + ".json")
            verdict, out = run(binary, [os.path.join(regression, case, "main.c"), "--property", prp, "--swarm", "8",
                                        "--jobs", "2", "--timeout", "60", "--json", out_path])
            check(verdict == want, f"swarm json {case}: {verdict}\n{out}")
            result = json.load(open(out_path))["result"]
            proof = result.get("proof")
            if want == "VERIFIED":
                check(proof and proof.get("kind") == "k-induction", f"swarm json {case}: proof is {proof}")
            else:
                check(proof is None and result.get("property"), f"swarm json {case}: {result}")


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("binary")
    parser.add_argument("regression")
    parser.add_argument("--programs", type=int, default=40)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--keep", help="write the random programs here")
    corpus_sample.add_argument(parser)
    a = parser.parse_args()
    binary, regression = os.path.abspath(a.binary), os.path.abspath(a.regression)
    check_json(binary, regression)
    check_swarm_json(binary, regression)
    check_differential(binary, a.programs, a.seed, a.keep)
    check_recursion(binary, a.programs // 2, a.seed, a.keep)
    check_corpus(binary, regression, a.sample)
    print(f"{len(FAILURES)} failure(s)")
    return 1 if FAILURES else 0


if __name__ == "__main__":
    sys.exit(main())
