#!/usr/bin/env python3
"""A program of several files from a CMake-style compilation database, end to end.

usage: multi_input.py BINARY

A project in a temporary folder: src/main.c and src/lib.c (lib.c's bug:
clear writes BUFFER_SIZE bytes into main.c's smaller buffer, the sizes
coming from each file's -D), include/config.h, and build/compile_commands.json
as CMake writes it (absolute "directory", "file" relative to it, "command"
strings) with lib.c listed twice and a C++ file. From the project's folder:

- `swarmbmc --compile-commands build/compile_commands.json` (no files: every
  C entry) is FAILED at src/lib.c, with one note naming the flags dropped,
  one for the duplicate entry and one for the skipped C++ entry;
- --json's program.files names both files with their database flags, the
  trace's steps name both files; SARIF lists both artifacts and the
  result's location is src/lib.c; the YAML witness lists both input files
  and its target is in src/lib.c; the GraphML witness declares originfile
  and puts src/lib.c on the target edge;
- `swarmbmc replay TRACE -o BIN` (no files: the trace's) rebuilds both with
  their flags and the binary fails as the trace says (skipped without ASan);
- `swarmbmc src/main.c src/lib.c -D...` without the database gets the same
  -D for both files: VERIFIED, so the database's flags made the difference.

Takes about 5 s on an idle machine, most of it the native replay's ASan build.
"""
import json
import os
import subprocess
import sys
import tempfile

import host_probes

CONFIG = "#ifndef BUFFER_SIZE\n#error \"compile with -DBUFFER_SIZE=N\"\n#endif\nvoid clear(char *buffer);\n"
MAIN = "#include \"config.h\"\n\nint main(void) {\n  char buffer[BUFFER_SIZE];\n  clear(buffer);\n  return buffer[0];\n}\n"
LIB = "#include \"config.h\"\n\nvoid clear(char *buffer) {\n  for (int i = 0; i < BUFFER_SIZE; i++) buffer[i] = 0;\n}\n"


def write(path, text):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w") as f:
        f.write(text)


def make_project(root):
    write(os.path.join(root, "include", "config.h"), CONFIG)
    write(os.path.join(root, "src", "main.c"), MAIN)
    write(os.path.join(root, "src", "lib.c"), LIB)
    write(os.path.join(root, "src", "tool.cpp"), "int tool() { return 0; }\n")
    build = os.path.join(root, "build")
    include = os.path.join(root, "include")

    def entry(file, size, extra=""):
        return {"directory": build, "file": f"../src/{file}",
                "command": f"/usr/bin/cc -I{include} -DBUFFER_SIZE={size} -O2 -g -Wall {extra}"
                           f"-o CMakeFiles/{file}.o -c {root}/src/{file}"}
    entries = [entry("main.c", 4), entry("lib.c", 8, "-fsanitize=address "), entry("lib.c", 2),
               {"directory": build, "file": f"{root}/src/tool.cpp", "command": "/usr/bin/c++ -c ../src/tool.cpp"}]
    write(os.path.join(build, "compile_commands.json"), json.dumps(entries, indent=2))


def check(binary, root, extra):
    cmd = [binary, "--compile-commands", "build/compile_commands.json", "--depth", "9"] + extra
    return subprocess.run(cmd, cwd=root, capture_output=True, text=True, timeout=120)


def check_documents(binary, root, failures):
    run = check(binary, root, ["--json", "t.json", "--sarif", "t.sarif", "--witness", "w.yaml",
                               "--witness-format", "yaml"])
    if run.returncode != 10 or "Violated property: [bounds]" not in run.stdout or "at src/lib.c:4" not in run.stdout:
        return failures.append(f"check: exit {run.returncode}, expected FAILED at src/lib.c:4:\n{run.stdout}{run.stderr}")
    notes = [line for line in run.stderr.splitlines() if line.startswith("swarmbmc: note:")]
    wanted = ["flags without meaning for analysis dropped: -O2 -g -Wall -o -c -fsanitize=address",
              "'src/lib.c' is listed more than once", "skipped 1 entry of 'build/compile_commands.json' that is not C"]
    for want in wanted:
        if not any(want in note for note in notes):
            failures.append(f"no note with {want!r} in:\n{run.stderr}")
    doc = json.load(open(os.path.join(root, "t.json")))
    files = doc["program"].get("files", [])
    if [f["file"] for f in files] != ["src/main.c", "src/lib.c"]:
        failures.append(f"program.files {files}")
    elif files[1].get("compileFlags") != [f"-I{root}/include", "-DBUFFER_SIZE=8"]:
        failures.append(f"lib.c's compileFlags {files[1].get('compileFlags')}")
    step_files = {s["sourceLocation"]["file"] for s in doc["trace"] if s.get("sourceLocation")}
    if not {"src/main.c", "src/lib.c"} <= step_files:
        failures.append(f"the trace's steps name {sorted(step_files)}")
    sarif = json.load(open(os.path.join(root, "t.sarif")))["runs"][0]
    uris = [a["location"]["uri"] for a in sarif["artifacts"]]
    where = sarif["results"][0]["locations"][0]["physicalLocation"]["artifactLocation"]["uri"]
    if uris != ["src/main.c", "src/lib.c"] or where != "src/lib.c":
        failures.append(f"SARIF artifacts {uris}, result at {where}")
    yaml = open(os.path.join(root, "w.yaml")).read()
    target = yaml[yaml.rfind("type: \"target\""):]
    if "- \"src/main.c\"\n        - \"src/lib.c\"" not in yaml or "file_name: \"src/lib.c\"" not in target:
        failures.append(f"YAML witness:\n{yaml[:1500]}")
    graph_run = check(binary, root, ["--witness", "w.graphml"])
    graphml = open(os.path.join(root, "w.graphml")).read()
    last_edge = graphml[graphml.rfind("<edge"):]
    if graph_run.returncode != 10 or 'id="originfile"><default>src/main.c</default>' not in graphml \
            or '<data key="originfile">src/lib.c</data>' not in last_edge:
        failures.append(f"GraphML witness (exit {graph_run.returncode}):\n{graphml[:3000]}")


def check_replay(binary, root, failures, skips):
    if not skips.need(host_probes.asan, "native replay"):
        return
    replay = subprocess.run([binary, "replay", "t.json", "-o", "replayed"], cwd=root, capture_output=True,
                            text=True, timeout=200)
    if replay.returncode != 0 or "fails as the trace says" not in replay.stderr \
            or "taking the program's files 'src/main.c', 'src/lib.c' from the trace" not in replay.stderr:
        failures.append(f"replay exit {replay.returncode}:\n{replay.stderr[-1500:]}")


def check_without_database(binary, root, failures):
    run = subprocess.run([binary, "src/main.c", "src/lib.c", "-Iinclude", "-DBUFFER_SIZE=4", "--depth", "9"],
                         cwd=root, capture_output=True, text=True, timeout=120)
    if run.returncode != 0 or "VERDICT: VERIFIED" not in run.stdout or "checking src/main.c, src/lib.c" not in run.stdout:
        failures.append(f"without the database: exit {run.returncode}\n{run.stdout}{run.stderr}")


def main():
    binary = os.path.abspath(sys.argv[1])
    failures, skips = [], host_probes.Skips()
    with tempfile.TemporaryDirectory() as tmp:
        root = os.path.realpath(tmp)
        make_project(root)
        check_documents(binary, root, failures)
        check_replay(binary, root, failures, skips)
        check_without_database(binary, root, failures)
    for failure in failures:
        print("FAIL:", failure)
    print("multi_input:", "FAILED" if failures else "PASS")
    return skips.exit_code(bool(failures))


if __name__ == "__main__":
    sys.exit(main())
