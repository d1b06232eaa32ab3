#!/usr/bin/env python3
"""Native replay of counterexamples that use sockets: the replay peer.

usage: socket_replay.py BINARY REGRESSION_DIR

`swarmbmc replay` wraps the program's socket calls and answers them from the
trace (cli/replay/ReplayPeer.h): each counterexample below is checked, replayed,
and the replayed binary must fail as the trace says (replay exit 0), also
when run again alone:

- a client whose bug depends on the peer's answer (io_sock_recv_fail), on
  CaDiCaL and Z3, while a real server listens on the port the program
  connects to: the server must see no connection (no network);
- recorded peers, replay --peer conv.json: io_sock_peer_fail (both
  backends), io_sock_peer_miss_fail (a cache miss: unknown bytes after it),
  socket_replay/two_peers.c (two conversations, descriptor 16 reused; also
  run under gdb, where it stops at the assertion);
- short receives and error paths: socket_replay/short_header.c (a short
  read), io_sock_waitall_fail (short, then the peer closes),
  socket_replay/error_path.c under --io-errors (a short send, a failing
  recv; both backends), socket_replay/setup_errors.c (getaddrinfo, connect, accept failing under
  --io-errors; both backends), io_sock_server_fail
  (accept), socket_replay/recv_overflow.c (recv past the buffer: the trace
  ends at the out-of-bounds byte, ASan stops the native recv),
  io_sock_errno_eintr_fail under --io-errors (recv fails with the trace's
  "recv errno" EINTR: the replay peer sets errno natively, so the program's
  EINTR branch runs and indexes buf[-1]; both backends);
- what replay cannot reproduce is named: poll's result in
  socket_replay/poll_client.c (exit 3, "poll at poll_client.c:14", not "a bug
  in swarmbmc"); a trace answered from a recording replayed without --peer,
  --peer on a trace checked without one, a malformed --peer file (exit 1,
  one line); another recording than the check's: the first receive that
  differs from the trace's is named (exit 3).
"""
import concurrent.futures
import os
import shutil
import socket
import subprocess
import sys
import tempfile
import threading

import host_probes

SKIPS = host_probes.Skips()

HERE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "socket_replay")

# (name, case directory or None for HERE, program, check arguments, replay arguments)
REPLAYED = [
    ("recv_cadical", "io_sock_recv_fail", "main.c", ["--depth", "8"], []),
    ("recv_z3", "io_sock_recv_fail", "main.c", ["--depth", "8", "--solver", "z3"], []),
    ("peer_cadical", "io_sock_peer_fail", "main.c", ["--peer", "conv.json", "--depth", "8"], ["--peer", "conv.json"]),
    ("peer_z3", "io_sock_peer_fail", "main.c", ["--peer", "conv.json", "--depth", "8", "--solver", "z3"],
     ["--peer", "conv.json"]),
    ("peer_miss", "io_sock_peer_miss_fail", "main.c", ["--peer", "conv.json", "--depth", "8"], ["--peer", "conv.json"]),
    ("two_peers", None, "two_peers.c", ["--peer", "two_peers.json", "--depth", "10"], ["--peer", "two_peers.json"]),
    ("short_header", None, "short_header.c", ["--depth", "6"], []),
    ("waitall", "io_sock_waitall_fail", "main.c", ["--depth", "4"], []),
    ("error_path_cadical", None, "error_path.c", ["--io-errors"], []),
    ("error_path_z3", None, "error_path.c", ["--io-errors", "--solver", "z3"], []),
    ("setup_errors_cadical", None, "setup_errors.c", ["--io-errors"], []),
    ("setup_errors_z3", None, "setup_errors.c", ["--io-errors", "--solver", "z3"], []),
    ("server", "io_sock_server_fail", "main.c", ["--depth", "8", "--max-input-length", "8"], []),
    ("recv_overflow", None, "recv_overflow.c", ["--depth", "10"], [], "AddressSanitizer: stack-buffer-overflow"),
    ("eintr_cadical", "io_sock_errno_eintr_fail", "main.c", ["--io-errors", "--depth", "4"], [],
     "index -1 out of bounds"),
    ("eintr_z3", "io_sock_errno_eintr_fail", "main.c", ["--io-errors", "--depth", "4", "--solver", "z3"], [],
     "index -1 out of bounds"),
]


class Checker:
    def __init__(self, binary, regression, work):
        self.binary, self.regression, self.work = binary, regression, work
        self.failures = []

    def fail(self, name, message):
        self.failures.append(f"{name}: {message}")

    def directory(self, case):
        return os.path.join(self.regression, case) if case else HERE

    def check(self, name, case, program, args):
        """The case's --json trace (None when the check is not FAILED)."""
        trace = os.path.join(self.work, name + ".json")
        p = subprocess.run([self.binary, program, "--json", trace] + args, cwd=self.directory(case),
                           capture_output=True, text=True, timeout=60)
        if p.returncode != 10:
            self.fail(name, f"check exit {p.returncode}, expected 10:\n{p.stdout[-400:]}{p.stderr[-400:]}")
            return None
        return trace

    def replay(self, name, case, program, trace, args):
        built = os.path.join(self.work, name + ".bin")
        p = subprocess.run([self.binary, "replay", trace, program, "-o", built] + args, cwd=self.directory(case),
                           capture_output=True, text=True, timeout=120)
        return built, p

    def replays(self, name, case, program, check_args, replay_args, failure="Assertion"):
        """The replayed binary fails as the trace says, through the replay peer, and again alone."""
        trace = self.check(name, case, program, check_args)
        if not trace:
            return
        built, p = self.replay(name, case, program, trace, replay_args)
        answered = "answered by the replay peer from the " + ("recording's" if replay_args else "trace's")
        if p.returncode != 0 or "fails as the trace says" not in p.stderr or "does not touch the network" not in p.stderr:
            self.fail(name, f"replay exit {p.returncode}:\n{p.stderr[-800:]}")
        elif "--io-errors" not in check_args and answered not in p.stderr:
            self.fail(name, f"replay does not say the sockets are {answered}...:\n{p.stderr[-800:]}")
        else:  # the binary carries the trace's answers: it fails the same way when run alone (as under gdb)
            alone = subprocess.run([built], cwd=self.work, capture_output=True, text=True, timeout=60)
            if alone.returncode == 0 or failure not in alone.stderr:
                self.fail(name, f"the binary run alone exits {alone.returncode}:\n{alone.stderr[-400:]}")
            if name == "two_peers" and SKIPS.need(host_probes.gdb, "two_peers under gdb"):
                self.under_gdb(name, built, program)

    def under_gdb(self, name, built, program):
        """`gdb BINARY`, `run`: the replay peer answers there too and the program stops at the assertion."""
        p = subprocess.run(["gdb", "-batch", "-ex", "run", "-ex", "bt", built], cwd=self.work,
                           capture_output=True, text=True, timeout=120)
        if "SIGABRT" not in p.stdout or f"main () at {program}:29" not in p.stdout:
            self.fail(name, f"under gdb: no SIGABRT in main at {program}:29:\n{p.stdout[-800:]}")


class QuietServer:
    """A real server on 127.0.0.1:PORT that answers "NO" and counts its
    clients: the replayed program connects to this port, and must not reach it."""

    def __init__(self, port):
        self.listener = socket.socket()
        self.listener.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        self.listener.bind(("127.0.0.1", port))
        self.listener.listen(4)
        self.listener.settimeout(0.2)
        self.clients = 0
        self.stopped = False
        self.thread = threading.Thread(target=self.serve, daemon=True)
        self.thread.start()

    def serve(self):
        while not self.stopped:
            try:
                client, _ = self.listener.accept()
            except OSError:
                continue
            self.clients += 1
            client.sendall(b"NO\n")
            client.close()

    def stop(self):
        self.stopped = True
        self.thread.join()
        self.listener.close()


def poll_not_reproduced(checker):
    """poll's result (an input of the trace) is named as not reproduced, not called a swarmbmc bug."""
    # Checked plainly, the counterexample rests on poll's havoc and does not fail natively: UNKNOWN naming poll.
    p = subprocess.run([checker.binary, "poll_client.c"], cwd=checker.directory(None), capture_output=True, text=True,
                       timeout=120)
    if p.returncode != 2 or "unmodelled C library function poll did not fail natively" not in p.stdout:
        checker.fail("poll", f"check exit {p.returncode} (expected 2 naming poll):\n{p.stdout[-400:]}")
    trace = checker.check("poll", None, "poll_client.c", ["--no-native-confirmation"])
    if trace:
        _, p = checker.replay("poll", None, "poll_client.c", trace, [])
        if (p.returncode != 3 or "poll at poll_client.c:14 is not reproduced" not in p.stderr
                or "rests on the results of poll at poll_client.c:14" not in p.stderr or "bug in swarmbmc" in p.stderr):
            checker.fail("poll", f"replay exit {p.returncode} (expected 3 naming poll):\n{p.stderr[-800:]}")


def peer_errors(checker):
    """Replay --peer misused, or with another recording than the check's: named, never a swarmbmc bug."""
    def one_line_error(name, case, program, trace, args, text):
        if not trace:
            return
        _, p = checker.replay(name, case, program, trace, args)
        lines = p.stderr.strip().splitlines()
        if p.returncode != 1 or len(lines) != 1 or text not in lines[0]:
            checker.fail(name, f"exit {p.returncode} (expected 1, one line with {text!r}): {p.stderr.strip()!r}")

    peer_trace = os.path.join(checker.work, "peer_cadical.json")
    one_line_error("peer_missing", "io_sock_peer_fail", "main.c", peer_trace, [],
                   "answered from a recorded peer (check --peer; first at send at main.c:11): give replay the same --peer FILE")
    recv_trace = os.path.join(checker.work, "recv_cadical.json")
    one_line_error("peer_unused", "io_sock_recv_fail", "main.c", recv_trace, ["--peer", "../io_sock_peer_fail/conv.json"],
                   "the trace was checked without a recorded peer")
    one_line_error("peer_malformed", "io_sock_peer_fail", "main.c", peer_trace, ["--peer", "main.c"], "is not JSON")
    # Another recording than the check's: the first receive differs from the trace's, and replay says so.
    other = os.path.join(checker.work, "other.json")
    with open(other, "w") as f:
        f.write('{"format": "swarmbmc-conversation", "version": 1, "connections": ['
                '{"exchanges": [{"request": "ASK x\\n", "response": "OK 12\\n"}]}]}')
    if os.path.isfile(peer_trace):
        _, p = checker.replay("peer_other", "io_sock_peer_fail", "main.c", peer_trace, ["--peer", other])
        if (p.returncode != 3 or "recv on sock16 (receive #1) returns 6 natively but 7 in the trace" not in p.stderr
                or "give replay the recording the check had" not in p.stderr or "bug in swarmbmc" in p.stderr):
            checker.fail("peer_other", f"replay exit {p.returncode} (expected 3 naming the receive):\n{p.stderr[-800:]}")


def main():
    if len(sys.argv) != 3 or sys.argv[1] in ("-h", "--help"):
        print(__doc__)
        return 0 if len(sys.argv) == 2 else 2
    binary, regression = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
    if not SKIPS.need(host_probes.asan, "socket replay"):
        return SKIPS.exit_code(False)
    server = None
    if SKIPS.need(host_probes.loopback, "the no-network check"):
        try:
            server = QuietServer(4242)  # io_sock_recv_fail connects to 127.0.0.1:4242
        except OSError as e:
            SKIPS.need(lambda: (False, f"port 4242 on 127.0.0.1 is taken ({e.strerror})"), "the no-network check")
    with tempfile.TemporaryDirectory() as work:
        checker = Checker(binary, regression, work)
        with concurrent.futures.ThreadPoolExecutor(2) as pool:
            jobs = [pool.submit(checker.replays, *case) for case in REPLAYED]
            jobs.append(pool.submit(poll_not_reproduced, checker))
            for job in jobs:
                job.result()
        peer_errors(checker)  # on the traces of the replays above
    if server:
        server.stop()
        if server.clients:
            checker.fail("no-network", f"the real server on 127.0.0.1:4242 got {server.clients} connection(s)")
    for failure in checker.failures:
        print("FAIL:", failure)
    print(f"socket_replay: {len(REPLAYED)} replays,", "FAILED" if checker.failures else "PASS")
    return SKIPS.exit_code(bool(checker.failures))


if __name__ == "__main__":
    sys.exit(main())
