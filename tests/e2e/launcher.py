#!/usr/bin/env python3
"""End-to-end: the `swarmbmc` launcher (cli/launcher.cpp).

  - the checker runs as swarmbmc-core in the same process (same pid), with
    GLIBC_TUNABLES asking glibc's malloc for transparent huge pages when the
    kernel offers them (and without, when its THP mode is "never");
  - GLIBC_TUNABLES that already name glibc.malloc.hugetlb are kept as they
    are (=0 turns huge pages off); other tunables are kept and extended;
  - a launcher without swarmbmc-core next to it says so in one line, exit 1.
Usage: launcher.py BUILD/swarmbmc. Exit status 0 when every check passes.
"""
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time

from checklist import Checklist

BUSY_PROGRAM = r"""
int main(void) {
  unsigned x = 0;
  for (unsigned i = 0; i < 900000; i++) x += i;
  return (int)x;
}
"""


def kernel_offers_huge_pages():
    try:
        with open("/sys/kernel/mm/transparent_hugepage/enabled") as f:
            return "[never]" not in f.read()
    except OSError:
        return False


def environment_of_running_checker(binary, program, env):
    """(exe path, GLIBC_TUNABLES or None) of the process while it unrolls."""
    proc = subprocess.Popen([binary, program, "--depth", "1000000", "--timeout", "60", "--no-progress"],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=env)
    try:
        deadline = time.monotonic() + 20
        while time.monotonic() < deadline:
            try:
                exe = os.readlink(f"/proc/{proc.pid}/exe")
                if exe.endswith("swarmbmc-core"):
                    with open(f"/proc/{proc.pid}/environ", "rb") as f:
                        entries = f.read().split(b"\0")
                    for entry in entries:
                        if entry.startswith(b"GLIBC_TUNABLES="):
                            return exe, entry.split(b"=", 1)[1].decode()
                    return exe, None
            except OSError:
                pass
            if proc.poll() is not None:
                return None, None
            time.sleep(0.02)
        return None, None
    finally:
        proc.send_signal(signal.SIGKILL)
        proc.wait()


def main():
    if len(sys.argv) != 2:
        print(__doc__)
        return 2
    binary = os.path.abspath(sys.argv[1])
    check = Checklist("launcher")

    with tempfile.TemporaryDirectory() as tmp:
        program = os.path.join(tmp, "busy.c")
        with open(program, "w") as f:
            f.write(BUSY_PROGRAM)
        base = {k: v for k, v in os.environ.items() if k != "GLIBC_TUNABLES"}

        exe, tunables = environment_of_running_checker(binary, program, base)
        check(exe is not None and exe.endswith("/swarmbmc-core"), f"the checker runs as swarmbmc-core (saw {exe})")
        if kernel_offers_huge_pages():
            check(tunables == "glibc.malloc.hugetlb=1", f"GLIBC_TUNABLES asks for huge pages (saw {tunables!r})")
        else:
            check(tunables is None, f"THP is off in this kernel: GLIBC_TUNABLES left unset (saw {tunables!r})")

        _, tunables = environment_of_running_checker(binary, program, dict(base, GLIBC_TUNABLES="glibc.malloc.hugetlb=0"))
        check(tunables == "glibc.malloc.hugetlb=0", f"the user's glibc.malloc.hugetlb=0 is kept (saw {tunables!r})")

        # A stand-in core that prints what it was started with (the real
        # one's loader rewrites GLIBC_TUNABLES in its own memory).
        fake_dir = os.path.join(tmp, "fake")
        os.makedirs(fake_dir)
        shutil.copy(binary, os.path.join(fake_dir, "swarmbmc"))
        fake_core = os.path.join(fake_dir, "swarmbmc-core")
        with open(fake_core, "w") as f:
            f.write("#!" + sys.executable + "\nimport os, sys\n"
                    "print(repr(sys.argv[1:]), os.environ.get('GLIBC_TUNABLES'))\n")
        os.chmod(fake_core, 0o755)
        result = subprocess.run([os.path.join(fake_dir, "swarmbmc"), "a b.c", "--depth", "3"], capture_output=True,
                                text=True, timeout=30, env=dict(base, GLIBC_TUNABLES="glibc.malloc.check=0"))
        wanted = "glibc.malloc.check=0:glibc.malloc.hugetlb=1" if kernel_offers_huge_pages() else "glibc.malloc.check=0"
        check(result.stdout.strip() == f"['a b.c', '--depth', '3'] {wanted}",
              f"arguments passed as they are, other tunables kept (saw {result.stdout.strip()!r})")

        lonely = os.path.join(tmp, "alone", "swarmbmc")
        os.makedirs(os.path.dirname(lonely))
        shutil.copy(binary, lonely)
        result = subprocess.run([lonely, program], capture_output=True, text=True, timeout=30)
        lines = result.stderr.strip().splitlines()
        check(result.returncode == 1 and len(lines) == 1 and "cannot start" in lines[0]
              and "swarmbmc-core" in lines[0],
              f"no swarmbmc-core next to the launcher: one-line error, exit 1 (exit {result.returncode}: {lines})")

    return check.finish()


if __name__ == "__main__":
    sys.exit(main())
