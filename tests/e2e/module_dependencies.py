#!/usr/bin/env python3
"""Every include crosses only the lines its module declares.

usage: module_dependencies.py ROOT [--write]

Each module (a top-level source folder: cli, encoder, frontend, ...) has a
module_dependencies.txt: one name per line, `#` starts a comment. A name is
another module, whose headers the module may include ("frontend/Frontend.h"),
or an external library (llvm, z3, cadical, cryptominisat, tbb,
nlohmann-json, cli11, yaml-cpp, mpi), whose headers it may include
(<llvm/IR/Module.h>). The C and C++ standard libraries and POSIX need no
line. A quoted include without a folder must name a header beside the
includer; any other quoted include names its header from the source root.

Exit 0 when every include of every module is allowed; 1 with one line per
crossing that is not (file:line, the include, the module it reaches) and
per module without its file. --write rewrites each module's file to what
its includes need today (the first line of each file is kept when it is a
comment), for a change that means to add a dependency.
"""
import os
import re
import sys

MODULES = ["cli", "distributed", "encoder", "engine", "frontend", "libc", "logsrt", "report", "solver", "swarm", "terms"]
EXTERNAL = [  # (prefix of the <...> include, library name)
    ("llvm/", "llvm"), ("llvm-c/", "llvm"), ("z3++.h", "z3"), ("z3.h", "z3"), ("cadical.hpp", "cadical"),
    ("cryptominisat5/", "cryptominisat"), ("tbb/", "tbb"), ("oneapi/tbb", "tbb"), ("nlohmann/", "nlohmann-json"),
    ("CLI/", "cli11"), ("yaml-cpp/", "yaml-cpp"), ("mpi.h", "mpi"), ("catch2/", "catch2")]
INCLUDE = re.compile(r'^\s*#\s*include\s*([<"])([^>"]+)[>"]')
SOURCE_SUFFIXES = (".cpp", ".h", ".hpp", ".cc")


def needed(root, module):
    """{dependency: first (file, line, include) needing it}, and the bare includes that name no header beside."""
    deps, errors = {}, []
    for folder, _, files in sorted(os.walk(os.path.join(root, module))):
        for name in sorted(files):
            if not name.endswith(SOURCE_SUFFIXES):
                continue
            path = os.path.join(folder, name)
            rel = os.path.relpath(path, root)
            for number, line in enumerate(open(path, errors="replace"), 1):
                m = INCLUDE.match(line)
                if not m:
                    continue
                kind, target = m.groups()
                where = (rel, number, target)
                if kind == '"':
                    if "/" not in target:
                        if not os.path.exists(os.path.join(folder, target)):
                            errors.append(f"{rel}:{number}: \"{target}\" is not beside it: name it from the source root")
                        continue
                    top = target.split("/")[0]
                    if top != module:
                        deps.setdefault(top, where)
                    continue
                for prefix, library in EXTERNAL:
                    if target.startswith(prefix):
                        deps.setdefault(library, where)
    return deps, errors


def declared(root, module):
    path = os.path.join(root, module, "module_dependencies.txt")
    if not os.path.exists(path):
        return None
    names = set()
    for line in open(path):
        line = line.split("#", 1)[0].strip()
        if line:
            names.add(line)
    return names


def write(root, module, deps):
    path = os.path.join(root, module, "module_dependencies.txt")
    head = "# What " + module + "/ may include (checked by tests/e2e/module_dependencies.py).\n"
    if os.path.exists(path):
        first = open(path).readline()
        if first.startswith("#"):
            head = first
    with open(path, "w") as out:
        out.write(head + "".join(f"{d}\n" for d in sorted(deps)))


def main():
    if len(sys.argv) < 2 or sys.argv[1] in ("-h", "--help"):
        print(__doc__)
        return 0 if len(sys.argv) > 1 else 2
    root = os.path.abspath(sys.argv[1])
    problems = []
    for module in MODULES:
        deps, errors = needed(root, module)
        problems += errors
        if "--write" in sys.argv[2:]:
            write(root, module, deps)
            continue
        allowed = declared(root, module)
        if allowed is None:
            problems.append(f"{module}/module_dependencies.txt is missing")
            continue
        for dep, (rel, number, target) in sorted(deps.items()):
            if dep not in allowed:
                problems.append(f"{rel}:{number}: includes {target}: {module}/ may not depend on {dep} "
                                f"(not in {module}/module_dependencies.txt)")
        for unused in sorted(allowed - set(deps)):
            problems.append(f"{module}/module_dependencies.txt lists {unused}, which no include needs")
    for p in problems:
        print(p)
    print(f"module_dependencies: {len(problems)} problem(s)")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
