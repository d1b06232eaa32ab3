#!/usr/bin/env python3
"""Recorded peers end to end: record a client talking to a real
loopback server, then check the client against the recording.

usage: peer_record.py SWARMBMC CLIENT.c SOCKET_CASE_DIR

A python server on 127.0.0.1 (a free port) answers "GET k\\n" with
"OK <k-th letter>\\n". `swarmbmc record` runs the natively compiled client
(tests/e2e/peer_client/client.c) against it; the recording must hold that one
exchange. Then, on both backends: with the recorded peer the client is
VERIFIED when it sends the recorded request (--max-argc 2), FAILED on a
crafted recording whose answer is wrong, and with --peer-strict VERIFIED
naming the cut cache miss, exit 4 (argc > 2 asks for another letter); on CaDiCaL
without --peer-strict that deviating request is a cache miss whose unknown
answer fails ("peer response not recorded"), and --peer-strict without a
reachable miss is a plain VERIFIED under the recording (exit 0). Bad arguments: a missing,
malformed or foreign --peer file is a one-line error with exit 2;
--peer-strict without --peer or with --swarm is a usage error (exit 1);
`swarmbmc record` without -o, program, or with a program that cannot start
exits 2. And `swarmbmc replay` of a socket counterexample (SOCKET_CASE_DIR:
the io_sock_recv_fail regression case) answers the socket from the trace
with its replay peer and fails as the trace says, and so does the check
against the recording with a cache miss, replayed with `--peer conv.json`
(tests/e2e/socket_replay.py covers the replay peer in full).
"""
import json
import os
import socket
import subprocess
import sys
import tempfile
import threading

import host_probes

COMMON = ["--depth", "6", "--max-arg-length", "5", "--max-input-length", "5"]


def serve(server, connections):
    for _ in range(connections):
        client, _ = server.accept()
        line = b""
        while not line.endswith(b"\n"):
            chunk = client.recv(16)
            if not chunk:
                break
            line += chunk
        k = int(line.split()[1])
        client.sendall(b"OK " + bytes([64 + k]) + b"\n")
        client.close()


def run(command, **kwargs):
    return subprocess.run(command, capture_output=True, text=True, timeout=300, **kwargs)


def record(swarmbmc, work, client, failures):
    server = socket.socket()
    server.bind(("127.0.0.1", 0))
    server.listen(1)
    thread = threading.Thread(target=serve, args=(server, 1), daemon=True)
    thread.start()
    conversation = os.path.join(work, "conv.json")
    recorded = run([swarmbmc, "record", "-o", conversation, "--", client, str(server.getsockname()[1])])
    thread.join(10)
    server.close()
    if recorded.returncode != 0:
        failures.append(f"record: exit {recorded.returncode}: {recorded.stderr}")
        return None
    document = json.load(open(conversation))
    exchanges = [c["exchanges"] for c in document["connections"]]
    if exchanges != [[{"request": "GET 3\n", "response": "OK C\n"}]]:
        failures.append(f"record: unexpected conversation {document}")
    return conversation


def check(swarmbmc, program, args, expected_exit, wanted, unwanted, failures):
    result = run([swarmbmc, program] + COMMON + args)
    output = result.stdout + result.stderr
    label = " ".join(args)
    if result.returncode != expected_exit:
        failures.append(f"[{label}] exit {result.returncode}, expected {expected_exit}:\n{output}")
    for text in wanted:
        if text not in output:
            failures.append(f"[{label}] missing {text!r}:\n{output}")
    for text in unwanted:
        if text in output:
            failures.append(f"[{label}] unexpected {text!r}:\n{output}")


def bad_arguments(swarmbmc, program, work, conversation, failures):
    malformed = os.path.join(work, "malformed.json")
    open(malformed, "w").write("{")
    foreign = os.path.join(work, "foreign.json")
    open(foreign, "w").write('{"format": "har", "connections": []}')
    cases = [([program, "--peer", os.path.join(work, "missing.json")], 2, "cannot read the recorded conversation"),
             ([program, "--peer", malformed], 2, "is not JSON"),
             ([program, "--peer", foreign], 2, "is no swarmbmc recording"),
             ([program, "--peer-strict"], 1, "--peer-strict requires --peer"),
             ([program, "--peer", conversation, "--peer-strict", "--swarm", "2"], 1, "plain BMC only"),
             (["record", "--", "true"], 2, "-o CONVERSATION.json is required"),
             (["record", "-o", os.path.join(work, "x.json")], 2, "no program to run"),
             (["record", "-o", os.path.join(work, "x.json"), "--", os.path.join(work, "absent")], 2, "cannot run")]
    for args, expected_exit, text in cases:
        result = run([swarmbmc] + args)
        if result.returncode != expected_exit or text not in result.stderr or "VERDICT" in result.stdout:
            failures.append(f"{args}: exit {result.returncode} (expected {expected_exit}), stderr {result.stderr!r}")
        if expected_exit == 2 and args[0] != "record" and len(result.stderr.strip().splitlines()) != 1:
            failures.append(f"{args}: not a one-line error: {result.stderr!r}")


def replay_recorded(swarmbmc, program, conversation, work, failures):
    """The whole chain: recorded, checked against the recording (a cache
    miss on a deviating request), replayed natively with the same recording."""
    trace = os.path.join(work, "recorded.json")
    if run([swarmbmc, program, "--json", trace, "--peer", conversation] + COMMON).returncode != 10:
        failures.append("replay of the recorded check: the check is not FAILED")
        return
    replay = run([swarmbmc, "replay", trace, program, "-o", os.path.join(work, "recorded.bin"),
                  "--peer", conversation], cwd=work)
    if (replay.returncode != 0 or "fails as the trace says" not in replay.stderr
            or "answered by the replay peer from the recording's conversation 0" not in replay.stderr
            or "leaves the recording (a cache miss)" not in replay.stderr):
        failures.append(f"replay of the recorded check (exit {replay.returncode}):\n{replay.stderr[-1500:]}")


def replay_note(swarmbmc, case_dir, work, failures):
    program = os.path.join(case_dir, "main.c")
    trace = os.path.join(work, "sock.json")
    if run([swarmbmc, program, "--depth", "8", "--json", trace]).returncode != 10:
        failures.append("io_sock_recv_fail: not FAILED")
        return
    replay = run([swarmbmc, "replay", trace, program, "-o", os.path.join(work, "replayed")], cwd=work)
    if (replay.returncode != 0 or "answered by the replay peer from the trace's inputs" not in replay.stderr
            or "fails as the trace says" not in replay.stderr):
        failures.append(f"replay does not answer the socket from the trace (exit {replay.returncode}):\n{replay.stderr}")


def main():
    swarmbmc, program, case_dir = (os.path.abspath(a) for a in sys.argv[1:4])
    host_probes.require(host_probes.loopback, "recording a server on 127.0.0.1")
    host_probes.require(host_probes.asan, "native replay")
    failures = []
    with tempfile.TemporaryDirectory() as work:
        client = os.path.join(work, "client")
        subprocess.run(["clang-19", "-g", "-o", client, program], check=True)
        conversation = record(swarmbmc, work, client, failures)
        if conversation:
            crafted = os.path.join(work, "crafted.json")
            json.dump({"format": "swarmbmc-conversation", "version": 1,
                       "connections": [{"exchanges": [{"request": "GET 3\n", "response": "OK D\n"}]}]},
                      open(crafted, "w"))
            for solver in (["--solver", "cadical"], ["--solver", "z3"]):
                check(swarmbmc, program, solver + ["--max-argc", "2", "--peer", conversation], 0,
                      ["VERDICT: VERIFIED (under the recorded peer " + conversation + ")"], [], failures)
                check(swarmbmc, program, solver + ["--peer", conversation, "--peer-strict"], 4,
                      ["VERDICT: VERIFIED (under the recorded peer", "1 cache miss cut by --peer-strict: sock16 send at"],
                      [], failures)
                check(swarmbmc, program, solver + ["--max-argc", "2", "--peer", crafted], 10,
                      ["VERDICT: FAILED", "assertion answer[3] == 'A' + k - 1 failed"], ["not recorded"], failures)
            check(swarmbmc, program, ["--peer", conversation], 10,
                  ["(peer response not recorded)", "VERDICT: FAILED"], [], failures)
            # No reachable miss: nothing was cut, a plain proof under the recording (exit 0).
            check(swarmbmc, program, ["--max-argc", "2", "--peer", conversation, "--peer-strict"], 0,
                  ["VERDICT: VERIFIED (under the recorded peer " + conversation + ")"], ["cache miss"], failures)
            bad_arguments(swarmbmc, program, work, conversation, failures)
            replay_recorded(swarmbmc, program, conversation, work, failures)
        replay_note(swarmbmc, case_dir, work, failures)
    for failure in failures:
        print("FAIL:", failure)
    print("peer_record:", "FAILED" if failures else "PASS")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
