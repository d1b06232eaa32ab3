"""Shared by the package tests: run an installed swarmbmc on the examples."""
import subprocess
import sys


def fail(message):
    print("FAIL: " + message)
    sys.exit(1)


def run(command, timeout=120, **kwargs):
    """Runs `command`, returning (exit code, stdout + stderr)."""
    result = subprocess.run(command, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
                            timeout=timeout, **kwargs)
    return result.returncode, result.stdout


def check_examples(swarmbmc, examples, cwd):
    """examples/stack.c (it includes swarmbmc.h) is FAILED with exit 10,
    examples/stack_fixed.c VERIFIED with exit 0. Runs in `cwd`, away from
    the source tree, so that only the installed header can be found."""
    for program, depth, code, verdict in (("stack.c", 70, 10, "FAILED"),
                                          ("stack_fixed.c", 8, 0, "VERIFIED")):
        command = [swarmbmc, f"{examples}/{program}", f"-DITERATIONS={depth}", "--depth", str(depth)]
        rc, out = run(command, cwd=cwd)
        if rc != code or f"VERDICT: {verdict}\n" not in out:
            fail(f"{' '.join(command)}: exit {rc}, expected {code} and VERDICT: {verdict}:\n{out}")
        print(f"ok: {program}: exit {rc}, VERDICT: {verdict}")


def version_lines(swarmbmc):
    rc, out = run([swarmbmc, "--version"])
    if rc != 0:
        fail(f"{swarmbmc} --version: exit {rc}:\n{out}")
    return out.splitlines()
