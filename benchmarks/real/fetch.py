#!/usr/bin/env python3
"""Export both versions of every library of libraries.json from git mirrors.

For each library, `git archive` of the commit before the fix and of the fix
itself are unpacked into OUT/<name>/before and OUT/<name>/fix, outside this
repository (its code is never committed here). The mirrors are git
directories the user brought:

  - with the search tool's `fetch` (github:owner/name): /work/.mirror/owner+name/repo
  - with `git clone --bare https://github.com/owner/name MIRRORS/name.git`
    (or a normal clone: MIRRORS/name/.git)

  python3 benchmarks/real/fetch.py [--mirrors DIR] [OUT]   (default OUT: ~/swarmbmc-real)
"""
import argparse
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPOSITORY_ROOT = HERE.parent.parent


def load_libraries(names):
    libraries = json.loads((HERE / "libraries.json").read_text())["libraries"]
    if names:
        unknown = set(names) - {library["name"] for library in libraries}
        if unknown:
            sys.exit(f"fetch.py: no library named {', '.join(sorted(unknown))} in libraries.json")
        libraries = [library for library in libraries if library["name"] in names]
    return libraries


def git_dir_candidates(mirrors, repository):
    owner, name = repository.split("/")
    base = Path(mirrors)
    for folder in (base / f"{owner}+{name}", base / name, base / f"{name}.git", base / owner / name):
        yield folder / "repo" / ".git"
        yield folder / "repo"
        yield folder / ".git"
        yield folder


def find_git_dir(mirrors_list, repository):
    for mirrors in mirrors_list:
        for candidate in git_dir_candidates(mirrors, repository):
            if (candidate / "HEAD").is_file() and (candidate / "objects").is_dir():
                return candidate
    return None


def has_commit(git_dir, commit):
    return subprocess.run(["git", "--git-dir", str(git_dir), "cat-file", "-e", commit + "^{commit}"],
                          stderr=subprocess.DEVNULL).returncode == 0


def export(git_dir, commit, target):
    """Unpack `commit` of `git_dir` into `target`, replacing what was there."""
    if target.exists():
        shutil.rmtree(target)
    target.mkdir(parents=True)
    archive = subprocess.Popen(["git", "--git-dir", str(git_dir), "archive", commit], stdout=subprocess.PIPE)
    untar = subprocess.run(["tar", "-x", "-C", str(target)], stdin=archive.stdout)
    archive.stdout.close()
    if archive.wait() != 0 or untar.returncode != 0:
        raise RuntimeError(f"git archive {commit} from {git_dir} failed")
    (target / ".swarmbmc-real-commit").write_text(commit + "\n")


def fetch_library(library, mirrors_list, out):
    git_dir = find_git_dir(mirrors_list, library["repository"])
    if git_dir is None:
        name = library["repository"].split("/")[1]
        return (f"{library['name']}: no mirror of {library['repository']} under "
                f"{', '.join(map(str, mirrors_list))}; bring one with the search tool's fetch "
                f"(github:{library['repository']}) or `git clone --bare "
                f"https://github.com/{library['repository']} {mirrors_list[0]}/{name}.git`")
    for version in ("before", "fix"):
        commit = library[version]
        if not has_commit(git_dir, commit):
            return f"{library['name']}: {git_dir} lacks commit {commit} ({version}); update the mirror"
        export(git_dir, commit, out / library["name"] / version)
    print(f"{library['name']}: {library['before'][:7]} (before) and {library['fix'][:7]} (fix) "
          f"from {git_dir} into {out / library['name']}")
    return None


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("out", nargs="?", default=os.path.expanduser("~/swarmbmc-real"),
                        help="folder outside this repository for the libraries (default ~/swarmbmc-real)")
    parser.add_argument("--mirrors", action="append",
                        help="folder holding the git mirrors (repeatable; default /work/.mirror and OUT/mirrors)")
    parser.add_argument("--libraries", help="comma-separated names (default: all of libraries.json)")
    args = parser.parse_args()
    out = Path(args.out).resolve()
    if out == REPOSITORY_ROOT or REPOSITORY_ROOT in out.parents:
        sys.exit(f"fetch.py: {out} is inside this repository; the libraries' code stays outside it")
    mirrors_list = args.mirrors or ["/work/.mirror", str(out / "mirrors")]
    names = args.libraries.split(",") if args.libraries else []
    problems = [problem for library in load_libraries(names)
                if (problem := fetch_library(library, mirrors_list, out))]
    for problem in problems:
        print(problem, file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
