#!/usr/bin/env python3
"""Builds the Debian package with cpack (as `make package` does, into a
temporary directory), checks its metadata (dpkg-deb -I: name, Depends on
the shared libraries swarmbmc links, clang-19, no MPI) and contents
(dpkg-deb -c), then unpacks it into a temporary root and checks the
examples with the unpacked usr/bin/swarmbmc: stack.c FAILED (exit 10),
stack_fixed.c VERIFIED. A swarmbmc-mpi package, if written, must hold its
binary and depend on swarmbmc.

usage: deb_package.py CPACK BUILD_DIR EXAMPLES_DIR
"""
import glob
import os
import re
import sys
import tempfile

from smoke import check_examples, fail, run, version_lines

# Debian 12's package names of what swarmbmc-core links (dpkg-shlibdeps
# finds them) and what it runs (clang-19). CaDiCaL is linked statically.
REQUIRED_DEPENDS = ["libllvm19", "libz3-4", "libtbb12", "libyaml-cpp0.7", "libstdc++6", "libc6", "clang-19"]
# The plain swarmbmc must install without MPI (swarmbmc-mpi is its own package).
FORBIDDEN_DEPENDS = ["libopenmpi", "openmpi", "libmpi"]
CONTENTS = ["./usr/bin/swarmbmc", "./usr/bin/swarmbmc-core", "./usr/include/swarmbmc.h",
            "./usr/lib/swarmbmc/libswarmbmc-record.so"]  # swarmbmc record's shim


def build_package(cpack, build, out_dir):
    rc, out = run([cpack, "-G", "DEB", "--config", os.path.join(build, "CPackConfig.cmake"), "-B", out_dir],
                  timeout=240)  # strip and dpkg-shlibdeps: ~1 min on a loaded 2-core machine
    if rc != 0:
        fail(f"cpack: exit {rc}:\n{out}")
    debs = glob.glob(os.path.join(out_dir, "swarmbmc_*.deb"))
    if len(debs) != 1:
        fail(f"cpack wrote {debs}, expected one swarmbmc_*.deb:\n{out}")
    print(f"ok: cpack wrote {os.path.basename(debs[0])}")
    return debs[0]


def check_mpi_package(out_dir):
    """swarmbmc-mpi's package, when MPI was found and distributed/ installs
    it as COMPONENT mpi: it holds the binary (not an empty package) and
    depends on this version of swarmbmc for the header and clang."""
    debs = glob.glob(os.path.join(out_dir, "swarmbmc-mpi_*.deb"))
    if not debs:
        print("ok: no swarmbmc-mpi package (no install rule of COMPONENT mpi)")
        return
    rc, listing = run(["dpkg-deb", "-c", debs[0]])
    if rc != 0 or "./usr/bin/swarmbmc-mpi" not in listing.split():
        fail(f"{os.path.basename(debs[0])} lacks ./usr/bin/swarmbmc-mpi:\n{listing}")
    rc, info = run(["dpkg-deb", "-I", debs[0]])
    if not re.search(r"^ Depends: .*swarmbmc \(= ", info, re.MULTILINE):
        fail(f"{os.path.basename(debs[0])} does not depend on swarmbmc:\n{info}")
    print(f"ok: {os.path.basename(debs[0])}: usr/bin/swarmbmc-mpi, Depends: {field(info, 'Depends')}")


def field(info, name):
    match = re.search(rf"^ {name}: (.*)$", info, re.MULTILINE)
    return match.group(1) if match else None


def check_metadata(deb):
    rc, info = run(["dpkg-deb", "-I", deb])
    if rc != 0:
        fail(f"dpkg-deb -I: exit {rc}:\n{info}")
    if field(info, "Package") != "swarmbmc":
        fail(f"Package is {field(info, 'Package')}, expected swarmbmc:\n{info}")
    depends = field(info, "Depends") or ""
    names = {re.split(r"[ (]", d.strip())[0] for d in depends.split(",")}
    missing = [name for name in REQUIRED_DEPENDS if name not in names]
    if missing:
        fail(f"Depends lacks {missing}: {depends}")
    unwanted = [name for name in names if any(name.startswith(f) for f in FORBIDDEN_DEPENDS)]
    if unwanted:
        fail(f"Depends names MPI ({unwanted}): {depends}")
    print(f"ok: Depends: {depends}")


def check_contents(deb):
    rc, listing = run(["dpkg-deb", "-c", deb])
    if rc != 0:
        fail(f"dpkg-deb -c: exit {rc}:\n{listing}")
    paths = {line.split()[-1] for line in listing.splitlines() if line.strip()}
    missing = [path for path in CONTENTS if path not in paths]
    if missing:
        fail(f"package lacks {missing}:\n{listing}")
    print("ok: contains " + ", ".join(CONTENTS))


def check_unpacked(deb, examples, root):
    rc, out = run(["dpkg-deb", "-x", deb, root])
    if rc != 0:
        fail(f"dpkg-deb -x: exit {rc}:\n{out}")
    swarmbmc = os.path.join(root, "usr", "bin", "swarmbmc")
    expected = "swarmbmc.h: " + os.path.join(root, "usr", "include")
    if expected not in version_lines(swarmbmc):
        fail(f"the unpacked swarmbmc --version lacks '{expected}'")
    print("ok: unpacked; " + expected)
    check_examples(swarmbmc, examples, cwd=root)


def main():
    if len(sys.argv) != 4:
        sys.exit(__doc__)
    cpack, build, examples = sys.argv[1:]
    with tempfile.TemporaryDirectory(prefix="swarmbmc-deb-") as temp:
        temp = os.path.realpath(temp)  # as /proc/self/exe will name it
        deb = build_package(cpack, os.path.abspath(build), os.path.join(temp, "out"))
        check_metadata(deb)
        check_contents(deb)
        check_unpacked(deb, os.path.abspath(examples), os.path.join(temp, "root"))
        check_mpi_package(os.path.join(temp, "out"))
    print("PASS")


if __name__ == "__main__":
    main()
