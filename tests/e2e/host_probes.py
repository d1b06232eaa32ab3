"""What this machine can do, probed once per test run: the tests that need a
capability the host lacks skip that part with the reason, and end with
CTest's skip code (SKIP_RETURN_CODE 77) instead of failing or passing
silently.

Each probe returns (True, "") or (False, reason). Probes are cached in the
process; they take well under a second each.

- i386: a `clang-19 -m32` program runs (the kernel has IA32 emulation and the
  i386 libraries are installed);
- asan: an AddressSanitizer program runs (ASan re-executes itself without
  ASLR on kernels with many mmap random bits: a sandbox that forbids
  personality() stops it);
- gdb: gdb is installed and may ptrace a child (containers often forbid it);
- loopback: a TCP socket can listen on 127.0.0.1.
"""
import functools
import os
import shutil
import socket
import subprocess
import sys
import tempfile

SKIP_EXIT = 77
CLANG = os.environ.get("SWARMBMC_CLANG", "clang-19")


def _run_built(flags, source="int main(void) { return 0; }\n"):
    """Builds `source` with clang and the flags and runs it: (ok, reason)."""
    with tempfile.TemporaryDirectory() as tmp:
        c_file, binary = os.path.join(tmp, "probe.c"), os.path.join(tmp, "probe")
        open(c_file, "w").write(source)
        try:
            built = subprocess.run([CLANG, *flags, c_file, "-o", binary], capture_output=True, text=True, timeout=60)
        except OSError as e:
            return False, f"{CLANG} cannot be run: {e}"
        if built.returncode != 0:
            return False, f"{CLANG} {' '.join(flags)} cannot build a program: {built.stderr.strip()[-200:]}"
        try:
            ran = subprocess.run([binary], capture_output=True, text=True, timeout=30)
        except OSError as e:
            return False, f"the kernel cannot execute it ({e.strerror})"
        if ran.returncode != 0:
            return False, f"it exits {ran.returncode}: {(ran.stderr or ran.stdout).strip()[-200:]}"
    return True, ""


@functools.lru_cache(maxsize=None)
def i386():
    ok, reason = _run_built(["-m32"])
    return ok, "" if ok else "this machine cannot execute 32-bit (i386) binaries: " + reason


@functools.lru_cache(maxsize=None)
def asan():
    ok, reason = _run_built(["-fsanitize=address,undefined", "-g"])
    return ok, "" if ok else "AddressSanitizer programs cannot run here: " + reason


@functools.lru_cache(maxsize=None)
def gdb():
    if not shutil.which("gdb"):
        return False, "gdb is not installed"
    try:
        p = subprocess.run(["gdb", "-q", "-batch", "-ex", "run", "/bin/true"], capture_output=True, text=True,
                           timeout=60)
    except (OSError, subprocess.TimeoutExpired) as e:
        return False, f"gdb cannot run: {e}"
    if "exited normally" not in p.stdout + p.stderr:
        return False, "gdb cannot start a program here (ptrace refused?): " + (p.stderr or p.stdout).strip()[-200:]
    return True, ""


@functools.lru_cache(maxsize=None)
def loopback():
    try:
        with socket.socket() as s:
            s.bind(("127.0.0.1", 0))
            s.listen(1)
    except OSError as e:
        return False, f"no TCP socket can listen on 127.0.0.1: {e}"
    return True, ""


class Skips:
    """The parts of a test skipped for want of a capability, and the exit code they make."""

    def __init__(self):
        self.reasons = []

    def need(self, probe, what):
        """True when the probe passes; otherwise records that `what` is skipped and why."""
        ok, reason = probe()
        if not ok:
            self.reasons.append(f"{what}: {reason}")
            print(f"SKIP {what}: {reason}", flush=True)
        return ok

    def exit_code(self, failed):
        """1 on a failure; else 77 (CTest: skipped) when a part was skipped, printing why; else 0."""
        if failed:
            return 1
        if self.reasons:
            print(f"skipped {len(self.reasons)} part(s) this machine cannot run:", file=sys.stderr)
            for reason in self.reasons:
                print("  " + reason, file=sys.stderr)
            return SKIP_EXIT
        return 0


def require(probe, what):
    """Ends the test with the skip code, naming the reason, when the probe fails."""
    ok, reason = probe()
    if not ok:
        print(f"SKIP {what}: {reason}", flush=True)
        sys.exit(SKIP_EXIT)
