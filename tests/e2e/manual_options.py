#!/usr/bin/env python3
"""Keeps docs/manual.md true to the binary's command line.

    manual_options.py SWARMBMC ROOT

1. Every option that the --help of each subcommand (check, replay, task,
   record) lists appears in docs/manual.md as the start of a code span
   (`--name` or `--name ARG`; short options as `-I`).
2. Every option the manual documents exists in some --help: each code span
   that starts with `--name`, and each `--name` on a fenced command line of
   swarmbmc (`swarmbmc ...`, `build/swarmbmc ...`, `mpirun ... swarmbmc-mpi
   ...`), so that a removed option cannot stay documented.
3. Every relative link of README.md, benchmarks/README.md and docs/*.md
   names a file that exists, and its #anchor, in a markdown file, one of
   that file's headings (GitHub's slugs).

Exit 0 when all hold, 1 naming each mismatch, 2 on bad usage.
"""
import os
import re
import subprocess
import sys

SUBCOMMANDS = ([], ["replay"], ["task"], ["record"])
# A help line that declares options: two spaces, then the comma-separated
# names (CLI11), e.g. "  -j,--jobs UINT ..." or "  --peer-strict Needs: ...".
DECLARATION = re.compile(r"^  (-{1,2}[A-Za-z0-9][\w-]*(?:,-{1,2}[A-Za-z0-9][\w-]*)*)(?=\s|$)")
# record prints a usage line instead of CLI11's table.
USAGE_OPTION = re.compile(r"(?<![\w-])(-{1,2}[A-Za-z][\w-]*)")
CODE_SPAN_START = re.compile(r"`(-{1,2}[A-Za-z0-9][\w-]*)")
LINK = re.compile(r"\]\(([^)\s]+)\)")
COMMAND = re.compile(r"(?:^|\s|/)(?:swarmbmc(?:-mpi)?)\s(.*)$")


def help_options(binary, subcommand):
    proc = subprocess.run([binary] + subcommand + ["--help"], capture_output=True, text=True, timeout=60)
    text = proc.stdout + proc.stderr
    found = set()
    for line in text.splitlines():
        match = DECLARATION.match(line)
        if match:
            found.update(match.group(1).split(","))
        elif line.startswith("usage:"):
            found.update(o for o in USAGE_OPTION.findall(line) if o != "--")
    if not found:
        raise SystemExit(f"manual_options: no options in `swarmbmc {' '.join(subcommand + ['--help'])}`:\n{text}")
    return found


def fenced_lines(text):
    inside = False
    for line in text.splitlines():
        if line.lstrip().startswith("```"):
            inside = not inside
        elif inside:
            yield line


def documented(manual):
    spans = set(CODE_SPAN_START.findall(manual))
    commands = set()
    for line in fenced_lines(manual):
        match = COMMAND.search(line.split("#", 1)[0])
        if match:
            commands.update(re.findall(r"(?<![\w-])(--[A-Za-z0-9][\w-]*)", match.group(1)))
    return spans, commands


def slugs(path):
    """The anchors GitHub gives the headings of a markdown file."""
    found, seen = set(), {}
    with open(path) as f:
        text = f.read()
    for line in text.splitlines():
        match = re.match(r"^#{1,6}\s+(.*?)\s*#*$", line)
        if not match or line in fenced_text(text):
            continue
        slug = re.sub(r"[^\w\- ]", "", match.group(1).lower()).replace(" ", "-")
        count = seen.get(slug, 0)
        seen[slug] = count + 1
        found.add(slug if count == 0 else f"{slug}-{count}")
    return found


def fenced_text(text):
    return set(fenced_lines(text))


def broken_links(root):
    paths = [os.path.join(root, "README.md"), os.path.join(root, "benchmarks", "README.md")]
    docs = os.path.join(root, "docs")
    paths += sorted(os.path.join(docs, n) for n in os.listdir(docs) if n.endswith(".md"))
    broken = []
    for path in paths:
        with open(path) as f:
            text = f.read()
        fenced = fenced_text(text)
        for line in text.splitlines():
            if line in fenced:
                continue
            for target in LINK.findall(line):
                if re.match(r"^[a-z]+:", target):
                    continue
                file_part, _, anchor = target.partition("#")
                linked = os.path.join(os.path.dirname(path), file_part) if file_part else path
                where = os.path.relpath(path, root)
                if not os.path.exists(linked):
                    broken.append(f"{where}: link to missing '{target}'")
                elif anchor and linked.endswith(".md") and anchor not in slugs(linked):
                    broken.append(f"{where}: link to '{target}', a heading its file does not have")
    return broken


def main():
    if len(sys.argv) != 3 or sys.argv[1] in ("-h", "--help"):
        print(__doc__)
        return 0 if len(sys.argv) == 2 else 2
    binary, root = sys.argv[1], sys.argv[2]
    with open(os.path.join(root, "docs", "manual.md")) as f:
        manual = f.read()
    spans, commands = documented(manual)
    problems = []
    every = set()
    for subcommand in SUBCOMMANDS:
        options = help_options(binary, subcommand)
        every |= options
        name = " ".join(["swarmbmc"] + subcommand)
        problems += [f"{name} --help lists {o}, docs/manual.md does not document it (as `{o}`)"
                     for o in sorted(options - spans)]
    problems += [f"docs/manual.md documents {o}, which no --help lists"
                 for o in sorted(({s for s in spans if s.startswith("--")} | commands) - every)]
    problems += broken_links(root)
    for problem in problems:
        print("manual_options:", problem)
    if problems:
        return 1
    print(f"manual_options: {len(every)} options, all documented; every documented option exists; links resolve")
    return 0


if __name__ == "__main__":
    sys.exit(main())
