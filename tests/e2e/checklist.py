"""One 'ok'/'FAIL' line per check and the exit status, for e2e scripts."""


class Checklist:
    def __init__(self, name):
        self.name = name
        self.failures = []

    def __call__(self, ok, what):
        print(("ok   " if ok else "FAIL ") + what)
        if not ok:
            self.failures.append(what)

    def finish(self):
        """Prints the summary line; the exit status (0 when every check passed)."""
        print(f"{self.name}: " + ("all checks passed" if not self.failures else f"{len(self.failures)} failed"))
        return 1 if self.failures else 0
