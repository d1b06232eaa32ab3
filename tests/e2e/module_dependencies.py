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

A module whose sub-folders are layers has a layers.txt beside it: its
sub-folders, top first, one line per layer (several folders on a line are
one layer and may not include each other); `#` starts a comment. A file
may include headers of its own sub-folder and of the layers below its
own, never of its own layer's other folders or of a layer above; every
sub-folder holding sources must be listed.

Exit 0 when every include of every module is allowed; 1 with one line per
crossing that is not (file:line, the include, the module it reaches), per
include that goes up or across a module's layers, and per module without
its file. --write rewrites each module's file to what
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


def layers(root, module):
    """{sub-folder: layer index, 0 the top} from the module's layers.txt; None without one."""
    path = os.path.join(root, module, "layers.txt")
    if not os.path.exists(path):
        return None
    order, level = {}, 0
    for line in open(path):
        names = line.split("#", 1)[0].split()
        if names:
            order.update({name: level for name in names})
            level += 1
    return order


def layer_problems(root, module, order):
    """Includes between the module's sub-folders that go up or across its layers; sub-folders not listed."""
    problems = []
    base = os.path.join(root, module)
    for sub in sorted(os.listdir(base)):
        folder = os.path.join(base, sub)
        if not os.path.isdir(folder):
            continue
        sources = [n for _, _, names in os.walk(folder) for n in names if n.endswith(SOURCE_SUFFIXES)]
        if sources and sub not in order:
            problems.append(f"{module}/{sub}/ is not in {module}/layers.txt")
    for name in sorted(set(order) - set(os.listdir(base))):
        problems.append(f"{module}/layers.txt lists {name}, which is no sub-folder of {module}/")
    for folder, _, files in sorted(os.walk(base)):
        rel_folder = os.path.relpath(folder, base)
        here = rel_folder.split(os.sep)[0]
        if here not in order:
            continue
        for name in sorted(files):
            if not name.endswith(SOURCE_SUFFIXES):
                continue
            path = os.path.join(folder, name)
            rel = os.path.relpath(path, root)
            for number, line in enumerate(open(path, errors="replace"), 1):
                m = INCLUDE.match(line)
                if not m or m.group(1) != '"' or "/" not in m.group(2):
                    continue
                parts = m.group(2).split("/")
                if parts[0] != module or len(parts) < 3 or parts[1] == here or parts[1] not in order:
                    continue
                there = parts[1]
                if order[there] <= order[here]:
                    where = "above" if order[there] < order[here] else "beside"
                    problems.append(f"{rel}:{number}: includes {m.group(2)}: {module}/{there}/ is {where} "
                                    f"{module}/{here}/ ({module}/layers.txt)")
    return problems


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
        order = layers(root, module)
        if order is not None:
            problems += layer_problems(root, module, order)
    for p in problems:
        print(p)
    print(f"module_dependencies: {len(problems)} problem(s)")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
