#!/usr/bin/env python3
"""Malformed-input fuzzing of swarmbmc: mutate valid .ll/.bc/.c inputs and
check that swarmbmc always ends cleanly.

Seeds are the programs tests/regression/*/main.c, and the .bc/.ll that clang-19
makes of them (-c -emit-llvm -g -O0, llvm-dis-19 for the text). Each input is a
seed with one to three mutations:

  .ll  byte flips, truncation, line swaps/deletions/duplications, token
       mutations (opcodes, types, integers, metadata references)
  .bc  bit flips, byte flips, truncation, chunk duplication/deletion
  .c   token deletions, duplications, swaps, replacements, boundary integers

Oracle, per input: swarmbmc must exit 1 (an error, with exactly one
"swarmbmc: error: " line; for .ll/.bc nothing else on stderr but warnings),
2 (UNKNOWN) or give a verdict (0/10: a mutation may leave a valid program).
A signal, an exit code >= 128 or any other code, a run longer than --timeout,
or a crash/sanitizer/assertion text on stderr is a problem. Problems are saved
to --out-dir (input + command + output) and make the script exit 1.

Every input is derived from (--seed, its index) and the list of seeds alone,
so a run is reproducible whatever --jobs is (on the same tree: a new
regression case changes the seed list), and one input can be re-made with
--only.
"""

import argparse
import collections
import concurrent.futures
import glob
import json
import os
import random
import re
import shlex
import shutil
import signal
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.abspath(os.path.join(HERE, "..", "..", ".."))

# Text on stderr that always means a bug, whatever the exit code.
CRASH_PATTERNS = [
    (re.compile(r"AddressSanitizer|LeakSanitizer|ThreadSanitizer|MemorySanitizer"), "sanitizer"),
    (re.compile(r"runtime error:"), "ubsan"),
    (re.compile(r"Assertion .* failed|assertion failed", re.IGNORECASE), "assertion"),
    (re.compile(r"^LLVM ERROR:", re.MULTILINE), "llvm-fatal-error"),
    (re.compile(r"PLEASE submit a bug report|Stack dump:"), "llvm-crash-handler"),
    (re.compile(r"terminate called|std::logic_error|internal error", re.IGNORECASE),
     "uncaught-exception"),
]
ERROR_PREFIX = "swarmbmc: error: "

# Argument sets an input is run with (picked per input): the plain unroller,
# and the swarm path (logsrt restriction, bitcode round trip into workers).
ARG_SETS = [
    ["--depth", "3"],
    ["--depth", "2", "--solver", "z3"],
    ["--depth", "3", "--swarm", "4", "--jobs", "1"],
]

LL_OPCODES = ["add", "sub", "mul", "sdiv", "udiv", "srem", "shl", "lshr", "ashr", "and",
              "or", "xor", "icmp", "load", "store", "call", "br", "ret", "alloca",
              "getelementptr", "phi", "select", "zext", "sext", "trunc", "unreachable"]
LL_TYPES = ["i1", "i8", "i16", "i32", "i64", "i128", "ptr", "void", "float", "double",
            "[4 x i32]", "{ i32, i32 }", "label"]
C_TOKENS = ["int", "char", "unsigned", "long", "void", "struct", "if", "else", "while",
            "for", "return", "break", "goto", "{", "}", "(", ")", "[", "]", ";", ",",
            "*", "&", "+", "-", "/", "%", "<<", ">>", "==", "!=", "<", ">", "=", "!",
            "?", ":", "0", "1", "-1", "2147483647", "0x80000000", "sizeof", "#define",
            "__VERIFIER_nondet_int()", "__VERIFIER_assume(", "swarm_log(\"x\");"]
BOUNDARY_INTS = ["0", "1", "-1", "255", "2147483647", "-2147483648", "4294967295",
                 "9223372036854775807", "18446744073709551616", "340282366920938463463"]


# ---------------------------------------------------------------------------
# Seeds


def find_tool(name, explicit):
    path = explicit or shutil.which(name) or shutil.which(os.path.join("/usr/lib/llvm-19/bin",
                                                                        name.replace("-19", "")))
    if not path:
        sys.exit(f"fuzz_malformed.py: error: {name} not found (use --{name.split('-')[0]}-path)")
    return path


class Seeds:
    """The seed C files, and their .bc/.ll made on demand (cached in work_dir)."""

    def __init__(self, regression_dir, work_dir, clang, llvm_dis):
        self.c_files = sorted(glob.glob(os.path.join(regression_dir, "*", "main.c")))
        if not self.c_files:
            sys.exit(f"fuzz_malformed.py: error: no seeds in {regression_dir}/*/main.c")
        self.work_dir = work_dir
        self.clang = clang
        self.llvm_dis = llvm_dis
        self.cache = {}

    def name(self, index):
        return os.path.basename(os.path.dirname(self.c_files[index]))

    def content(self, index, kind):
        """Bytes of seed `index` as `kind` ('c', 'bc' or 'll'), None if clang rejects it."""
        key = (index, kind)
        if key in self.cache:
            return self.cache[key]
        c_file = self.c_files[index]
        data = None
        if kind == "c":
            with open(c_file, "rb") as f:
                data = f.read()
        else:
            base = os.path.join(self.work_dir, f"seed_{index}")
            bc = base + ".bc"
            if not os.path.exists(bc):
                include = os.path.join(REPO, "include")
                rc = subprocess.run([self.clang, "-c", "-emit-llvm", "-g", "-O0", "-I", include,
                                     "-D__SWARMBMC__", "-w", "-o", bc, c_file], cwd=REPO,
                                    stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL).returncode
                if rc != 0:
                    self.cache[key] = None
                    return None
            if kind == "ll":
                ll = base + ".ll"
                if not os.path.exists(ll):
                    # From stdin: the ModuleID line would name our temporary folder,
                    # shifting every byte offset from one run to the next.
                    with open(bc, "rb") as bc_in:
                        subprocess.run([self.llvm_dis, "-", "-o", ll], stdin=bc_in, check=True)
                path = ll
            else:
                path = bc
            with open(path, "rb") as f:
                data = f.read()
        self.cache[key] = data
        return data


# ---------------------------------------------------------------------------
# Mutations: each takes (rng, bytes) and returns bytes.


def byte_flip(rng, data):
    if not data:
        return data
    b = bytearray(data)
    for _ in range(rng.randint(1, 4)):
        i = rng.randrange(len(b))
        b[i] = rng.choice([rng.randrange(256), b[i] ^ (1 << rng.randrange(8)),
                           ord(rng.choice("{}()[]%@!,;=0123456789 \n\"\\"))])
    return bytes(b)


def bit_flip(rng, data):
    if not data:
        return data
    b = bytearray(data)
    for _ in range(rng.choice([1, 1, 2, 4, 8])):
        i = rng.randrange(len(b))
        b[i] ^= 1 << rng.randrange(8)
    return bytes(b)


def truncate(rng, data):
    if len(data) < 2:
        return data[:0]
    return data[:rng.randrange(len(data))]


def chunk_edit(rng, data):
    """Deletes or duplicates a run of bytes (bitcode: breaks block lengths/abbrevs)."""
    if len(data) < 8:
        return data
    i = rng.randrange(len(data) - 4)
    n = rng.randint(1, min(64, len(data) - i))
    if rng.random() < 0.5:
        return data[:i] + data[i + n:]
    return data[:i + n] + data[i:i + n] + data[i + n:]


def _lines(data):
    return data.decode("utf-8", errors="surrogateescape").split("\n")


def _join(lines):
    return "\n".join(lines).encode("utf-8", errors="surrogateescape")


def _body_lines(lines):
    """Indices of instruction lines (inside a function body) if any, else all."""
    idx = [i for i, l in enumerate(lines) if l.startswith("  ") and l.strip()]
    return idx or list(range(len(lines)))


def line_swap(rng, data):
    lines = _lines(data)
    idx = _body_lines(lines) if rng.random() < 0.7 else list(range(len(lines)))
    if len(idx) < 2:
        return data
    a, b = rng.sample(idx, 2)
    lines[a], lines[b] = lines[b], lines[a]
    return _join(lines)


def line_delete(rng, data):
    lines = _lines(data)
    idx = _body_lines(lines) if rng.random() < 0.5 else list(range(len(lines)))
    if not idx:
        return data
    del lines[rng.choice(idx)]
    return _join(lines)


def line_duplicate(rng, data):
    lines = _lines(data)
    if not lines:
        return data
    i = rng.randrange(len(lines))
    lines.insert(rng.randrange(len(lines) + 1), lines[i])
    return _join(lines)


LL_TOKEN = re.compile(r"%[\w.]+|@[\w.]+|![\w.]+|-?\d+|\b[a-z_]+[0-9]*\b")


def ll_token(rng, data):
    """Replaces one token of the IR by another plausible one."""
    text = data.decode("utf-8", errors="surrogateescape")
    tokens = list(LL_TOKEN.finditer(text))
    if not tokens:
        return data
    m = rng.choice(tokens)
    tok = m.group(0)
    same_kind = [t.group(0) for t in tokens if t.group(0)[:1] == tok[:1]]
    if tok[0] in "%@!":
        new = rng.choice(same_kind + [tok[0] + "9999", tok[0] + "undefined"])
    elif tok.lstrip("-").isdigit():
        new = rng.choice(BOUNDARY_INTS + [str(int(tok) + rng.choice([-1, 1]))])
    elif tok in LL_OPCODES:
        new = rng.choice(LL_OPCODES)
    elif re.fullmatch(r"i\d+|ptr|void|float|double|label", tok):
        new = rng.choice(LL_TYPES)
    else:
        new = rng.choice(same_kind + LL_OPCODES + LL_TYPES + [""])
    return (text[:m.start()] + new + text[m.end():]).encode("utf-8", errors="surrogateescape")


def ll_metadata(rng, data):
    """Mutates a field of one debug-info metadata node (the known LLVM hazard)."""
    lines = _lines(data)
    idx = [i for i, l in enumerate(lines) if l.startswith("!") and "!DI" in l]
    if not idx:
        return ll_token(rng, data)
    i = rng.choice(idx)
    fields = list(re.finditer(r"(\w+): ([^,()]+)", lines[i]))
    if not fields:
        return data
    f = rng.choice(fields)
    value = rng.choice(["null", "!0", "!9999", "0", "-1", "4294967296", "DW_TAG_pointer_type",
                        "DW_ATE_float", "\"\"", "distinct !{}", "!{}"])
    lines[i] = lines[i][:f.start(2)] + value + lines[i][f.end(2):]
    return _join(lines)


def ll_string(rng, data):
    """Puts an escape (NUL, high byte, stray quote) inside a quoted IR string:
    attribute names, section names, metadata strings."""
    text = data.decode("utf-8", errors="surrogateescape")
    strings = list(re.finditer(r'"[^"\n]+"', text))
    if not strings:
        return data
    m = rng.choice(strings)
    at = rng.randint(m.start() + 1, m.end() - 1)
    insert = rng.choice(["\\00", "\\00\\00\\00", "\\FF", "\\0A", "\\22", "\\"])
    return (text[:at] + insert + text[at:]).encode("utf-8", errors="surrogateescape")


C_TOKEN = re.compile(r"0x[0-9a-fA-F]+|\d+|[A-Za-z_]\w*|<<|>>|==|!=|<=|>=|&&|\|\||->|\+\+|--|"
                     r"\"(?:\\.|[^\"\\])*\"|\S")


def c_token(rng, data):
    """Deletes, duplicates, swaps or replaces C tokens."""
    text = data.decode("utf-8", errors="surrogateescape")
    tokens = list(C_TOKEN.finditer(text))
    if not tokens:
        return data
    op = rng.choice(["delete", "duplicate", "swap", "replace", "replace", "integer"])
    m = rng.choice(tokens)
    if op == "delete":
        new = ""
    elif op == "duplicate":
        new = m.group(0) + " " + m.group(0)
    elif op == "swap":
        other = rng.choice(tokens)
        a, b = sorted([m, other], key=lambda t: t.start())
        if a.end() > b.start():
            return data
        return (text[:a.start()] + b.group(0) + text[a.end():b.start()] + a.group(0) +
                text[b.end():]).encode("utf-8", errors="surrogateescape")
    elif op == "integer":
        ints = [t for t in tokens if t.group(0)[0].isdigit()]
        if ints:
            m = rng.choice(ints)
        new = rng.choice(BOUNDARY_INTS)
    else:
        new = rng.choice(C_TOKENS + [t.group(0) for t in rng.sample(tokens, min(5, len(tokens)))])
    return (text[:m.start()] + new + text[m.end():]).encode("utf-8", errors="surrogateescape")


MUTATORS = {
    "ll": [byte_flip, truncate, line_swap, line_swap, line_delete, line_duplicate,
           ll_token, ll_token, ll_metadata, ll_string],
    "bc": [bit_flip, bit_flip, byte_flip, truncate, chunk_edit],
    "c": [c_token, c_token, c_token, byte_flip, truncate, line_swap, line_delete],
}


def make_input(seeds, seed, index, kinds):
    """The index-th input of run `seed`: (kind, seed index, mutation names, bytes)."""
    rng = random.Random(f"{seed}:{index}")
    kind = kinds[index % len(kinds)]
    for _ in range(100):
        seed_index = rng.randrange(len(seeds.c_files))
        data = seeds.content(seed_index, kind)
        if data is not None:
            break
    else:
        raise RuntimeError("no usable seed")
    names = []
    for _ in range(rng.choice([1, 1, 1, 2, 3])):
        mutator = rng.choice(MUTATORS[kind])
        data = mutator(rng, data)
        names.append(mutator.__name__)
    args = rng.choice(ARG_SETS)
    return kind, seed_index, names, data, args


# ---------------------------------------------------------------------------
# Running and judging


# A run stopped by --timeout (or a memory limit) leaves its terms and solver
# to the exiting process on purpose (encoder::VerifyOptions::abandon_on_stop):
# under ASan that is a LeakSanitizer report with ASan's exit code 1.
PROCESS_STOP = re.compile(r"^VERDICT: UNKNOWN \((timeout|memory|interrupt)", re.MULTILINE)
LEAK_ONLY = re.compile(r"ERROR: LeakSanitizer: detected memory leaks")


def judge(kind, code, stdout, stderr, timed_out):
    """Outcome name, and a problem description or None."""
    if timed_out:
        return "hang", "no exit within the time limit"
    abandoned = PROCESS_STOP.search(stdout) and LEAK_ONLY.search(stderr) and \
        "ERROR: AddressSanitizer" not in stderr and "runtime error:" not in stderr
    if abandoned:
        return "unknown (stopped, memory abandoned)", None
    for pattern, name in CRASH_PATTERNS:
        if pattern.search(stderr):
            return name, f"stderr shows {name}"
    if code < 0:
        return "signal", f"killed by signal {-code} ({signal.Signals(-code).name})"
    if code >= 128:
        return "signal", f"exit code {code}"
    if code == 1:
        errors = [l for l in stderr.splitlines() if l.startswith(ERROR_PREFIX)]
        if len(errors) != 1:
            return "error", f"exit 1 with {len(errors)} '{ERROR_PREFIX.strip()}' lines"
        if len(errors[0]) <= len(ERROR_PREFIX) + 5:
            return "error", "error message does not name the problem"
        if kind != "c":  # .c inputs: clang's own diagnostics come first
            noise = [l for l in stderr.splitlines()
                     if l.strip() and not l.startswith(ERROR_PREFIX) and not l.startswith("warning:")]
            if noise:
                return "error", f"extra stderr lines besides the error: {noise[0][:120]!r}"
        return "error", None
    if code in (0, 2, 10):
        name = {0: "verified/bounded", 2: "unknown", 10: "failed"}[code]
        if not re.search(r"^VERDICT: ", stdout, re.MULTILINE):
            return name, f"exit {code} without a VERDICT line"
        return name, None
    return f"exit-{code}", f"unexpected exit code {code}"


def sanitizer_env():
    """The environment for runs: LeakSanitizer suppressions (lsan.supp) added."""
    env = dict(os.environ)
    supp = "suppressions=" + os.path.join(HERE, "lsan.supp") + ":print_suppressions=0"
    env["LSAN_OPTIONS"] = (env["LSAN_OPTIONS"] + ":" + supp) if env.get("LSAN_OPTIONS") else supp
    return env


def run_one(binary, path, args, timeout):
    cmd = [binary, path] + args
    start = time.monotonic()
    proc = subprocess.Popen(cmd, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, start_new_session=True, env=sanitizer_env())
    timed_out = False
    try:
        out, err = proc.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        timed_out = True
        try:
            os.killpg(proc.pid, signal.SIGKILL)
        except OSError:
            proc.kill()
        out, err = proc.communicate()
    return (cmd, proc.returncode, out.decode("utf-8", "replace"), err.decode("utf-8", "replace"),
            timed_out, time.monotonic() - start)


def main():
    parser = argparse.ArgumentParser(
        description=__doc__.split("\n\n")[0],
        epilog="Example: fuzz_malformed.py build-fuzz/swarmbmc --count 1000 --jobs 2")
    parser.add_argument("binary", help="the swarmbmc binary")
    parser.add_argument("--count", type=int, default=100, help="number of inputs (default 100)")
    parser.add_argument("--seed", type=int, default=1, help="random seed (default 1)")
    parser.add_argument("--kinds", default="ll,bc,c",
                        help="comma-separated input kinds to make, in turn (default ll,bc,c)")
    parser.add_argument("--jobs", type=int, default=2, help="parallel runs (default 2)")
    parser.add_argument("--timeout", type=float, default=30,
                        help="seconds before a run counts as a hang (default 30); swarmbmc "
                             "itself gets --timeout of a third of it")
    parser.add_argument("--regression-dir", default=os.path.join(REPO, "tests", "regression"),
                        help="folder whose */main.c are the seeds")
    parser.add_argument("--out-dir", help="where to save problem inputs (default: a temp dir)")
    parser.add_argument("--only", type=int, action="append",
                        help="run only this input index (repeatable; for reproducing)")
    parser.add_argument("--keep", action="store_true", help="keep every input in --out-dir")
    parser.add_argument("--json", help="write the summary (histogram, problems) to this file")
    parser.add_argument("--clang-path", help="clang-19 to make seeds with")
    parser.add_argument("--llvm-path", help="llvm-dis-19 to make .ll seeds with")
    opts = parser.parse_args()

    kinds = [k.strip() for k in opts.kinds.split(",") if k.strip()]
    if not kinds or any(k not in MUTATORS for k in kinds):
        parser.error(f"--kinds must be a list of {', '.join(MUTATORS)}")
    if opts.count < 1 or opts.jobs < 1 or opts.timeout <= 0:
        parser.error("--count, --jobs and --timeout must be positive")
    binary = os.path.abspath(opts.binary)
    if not os.access(binary, os.X_OK):
        parser.error(f"{binary} is not an executable")

    clang = find_tool("clang-19", opts.clang_path)
    llvm_dis = find_tool("llvm-dis-19", opts.llvm_path)
    work = tempfile.mkdtemp(prefix="fuzz_malformed_")
    out_dir = opts.out_dir or os.path.join(work, "problems")
    os.makedirs(out_dir, exist_ok=True)
    seeds = Seeds(opts.regression_dir, work, clang, llvm_dis)
    swarmbmc_timeout = str(max(1, int(opts.timeout / 3)))

    indices = opts.only or list(range(opts.count))
    inputs = {}
    for i in indices:  # made up front, sequentially: seeds are cached
        kind, seed_index, names, data, args = make_input(seeds, opts.seed, i, kinds)
        path = os.path.join(work, f"input_{i}.{kind}")
        with open(path, "wb") as f:
            f.write(data)
        inputs[i] = (kind, seed_index, names, path, args + ["--timeout", swarmbmc_timeout])

    histogram = collections.Counter()
    by_kind = collections.defaultdict(collections.Counter)
    error_kinds = collections.Counter()  # error messages up to the file name
    problems = []
    total_time = 0.0
    start = time.monotonic()
    with concurrent.futures.ThreadPoolExecutor(max_workers=opts.jobs) as pool:
        futures = {pool.submit(run_one, binary, inp[3], inp[4], opts.timeout): i
                   for i, inp in inputs.items()}
        for future in concurrent.futures.as_completed(futures):
            i = futures[future]
            kind, seed_index, names, path, args = inputs[i]
            cmd, code, out, err, timed_out, seconds = future.result()
            total_time += seconds
            outcome, problem = judge(kind, code, out, err, timed_out)
            histogram[outcome] += 1
            for line in err.splitlines():
                if line.startswith(ERROR_PREFIX):
                    error_kinds[line[len(ERROR_PREFIX):].split("'")[0].strip()] += 1
            by_kind[kind][outcome] += 1
            label = f"input {i} ({kind}, seed {seeds.name(seed_index)}, {'+'.join(names)})"
            if problem or opts.keep:
                saved = os.path.join(out_dir, os.path.basename(path))
                shutil.copyfile(path, saved)
                with open(saved + ".txt", "w", encoding="utf-8") as f:
                    f.write(f"{label}\ncommand: {shlex.join([binary, saved] + args)}\n"
                            f"exit: {'TIMEOUT' if timed_out else code}\nproblem: {problem}\n"
                            f"---- stdout ----\n{out}\n---- stderr ----\n{err}\n")
            if problem:
                problems.append({"index": i, "kind": kind, "seed": seeds.name(seed_index),
                                 "mutations": names, "outcome": outcome, "problem": problem,
                                 "input": os.path.join(out_dir, os.path.basename(path)),
                                 "stderr": err[-2000:]})
                print(f"PROBLEM {label}: {problem}\n  reproduce: "
                      f"{shlex.join([binary, os.path.join(out_dir, os.path.basename(path))] + args)}"
                      f"\n  stderr: {err.strip()[:300]!r}", flush=True)

    wall = time.monotonic() - start
    print(f"{len(inputs)} inputs (seed {opts.seed}, kinds {','.join(kinds)}) in {wall:.1f} s "
          f"wall, {total_time:.1f} s of runs, --jobs {opts.jobs}")
    for kind in kinds:
        print(f"  {kind:3}: " + ", ".join(f"{k} {v}" for k, v in sorted(by_kind[kind].items())))
    print(f"  all: " + ", ".join(f"{k} {v}" for k, v in sorted(histogram.items())))
    print("  error messages: " + ", ".join(f"'{k}' {v}" for k, v in error_kinds.most_common()))
    print(f"{len(problems)} problem(s)" + (f"; inputs saved in {out_dir}" if problems else ""))
    if opts.json:
        with open(opts.json, "w", encoding="utf-8") as f:
            json.dump({"inputs": len(inputs), "seed": opts.seed, "kinds": kinds,
                       "wall_seconds": round(wall, 1), "histogram": dict(histogram),
                       "by_kind": {k: dict(v) for k, v in by_kind.items()},
                       "error_messages": dict(error_kinds),
                       "problems": problems}, f, indent=2)
    # Problem (and --keep) inputs were copied to out_dir; the rest is scratch.
    if opts.out_dir or not (problems or opts.keep):
        shutil.rmtree(work, ignore_errors=True)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
