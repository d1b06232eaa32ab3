#!/usr/bin/env python3
"""Unknown input against a bound file or a recorded peer: time to the verdict and formula size.

usage: io.py BINARY [--repeat N]

Checks tests/regression's stream programs with stdin or the file of unknown
contents (--max-input-length 8, 16, 32) and bound to a crafted or good file
(--stdin FILE, --file PATH=FILE); then the alphabet client of
tests/e2e/peer_client, recorded live against a loopback python server with
`swarmbmc record`, with an unknown peer against the recorded one (--peer,
--peer-strict). Prints verdict, wall time (median of --repeat runs), terms
and SAT clauses from --stats.
"""
import argparse
import os
import re
import socket
import statistics
import subprocess
import tempfile
import threading
import time

HERE = os.path.dirname(os.path.abspath(__file__))
REGRESSION = os.path.join(HERE, "..", "tests", "regression")

RUNS = [  # (name, case folder, arguments)
    ("record, unknown file, N=8", "io_file_record_fail", ["--max-input-length", "8"]),
    ("record, unknown file, N=32", "io_file_record_fail", ["--max-input-length", "32", "--depth", "40"]),
    ("record, crafted file", "io_file_record_crafted_fail", ["--file", "record.bin=crafted.bin"]),
    ("record, good file", "io_file_record_pass", ["--file", "record.bin=good.bin"]),
    ("line parser, unknown stdin, N=5", "io_stdin_line_parser_fail", ["--max-input-length", "5"]),
    ("line parser, unknown stdin, N=8", "io_stdin_line_parser_fail", ["--max-input-length", "8"]),
    ("line parser, crafted stdin", "io_stdin_bound_fail", ["--stdin", "crafted.txt"]),
    ("line parser, good stdin", "io_stdin_bound_pass", ["--stdin", "good.txt"]),
    ("fixed-request client, unknown peer", "io_sock_peer_pass", ["--depth", "8"]),
    ("fixed-request client, recorded peer", "io_sock_peer_pass", ["--depth", "8", "--peer", "conv.json"]),
]


CLIENT = os.path.join(HERE, "..", "tests", "e2e", "peer_client", "client.c")
CLIENT_COMMON = ["--depth", "6", "--max-arg-length", "5"]
CLIENT_RUNS = [  # (name, arguments; "CONV" is the recording)
    ("client, unknown peer, N=5", ["--max-input-length", "5"]),
    ("client, unknown peer, N=16", ["--max-input-length", "16"]),
    ("client, unknown peer, argc <= 2", ["--max-input-length", "5", "--max-argc", "2"]),
    ("client, recorded peer, argc <= 2", ["--max-input-length", "5", "--max-argc", "2", "--peer", "CONV"]),
    ("client, recorded peer, argc <= 4 (cache miss)", ["--max-input-length", "5", "--peer", "CONV"]),
    ("client, recorded peer, --peer-strict", ["--max-input-length", "5", "--peer", "CONV", "--peer-strict"]),
]


def record_client(binary, work):
    """Compiles the client and records it against a one-answer loopback server; the recording's path."""
    client = os.path.join(work, "client")
    subprocess.run(["clang-19", "-g", "-o", client, CLIENT], check=True)
    server = socket.socket()
    server.bind(("127.0.0.1", 0))
    server.listen(1)

    def answer():
        connection, _ = server.accept()
        line = b""
        while not line.endswith(b"\n"):
            chunk = connection.recv(16)
            if not chunk:
                break
            line += chunk
        connection.sendall(b"OK " + bytes([64 + int(line.split()[1])]) + b"\n")
        connection.close()

    thread = threading.Thread(target=answer, daemon=True)
    thread.start()
    conversation = os.path.join(work, "conv.json")
    subprocess.run([binary, "record", "-o", conversation, "--", client, str(server.getsockname()[1])], check=True,
                   capture_output=True)
    thread.join(10)
    server.close()
    return conversation


def run(binary, case, arguments, program="main.c"):
    folder = os.path.join(REGRESSION, case) if case else None
    start = time.monotonic()
    out = subprocess.run([binary, program, "--stats"] + arguments, cwd=folder, capture_output=True, text=True,
                         timeout=600)
    seconds = time.monotonic() - start
    text = out.stdout + out.stderr
    verdict = re.search(r"^VERDICT: (\w+)", text, re.M)
    terms = re.search(r"terms:\s+(\d+)", text)
    clauses = re.search(r"SAT clauses:\s+(\d+)", text)
    return (verdict.group(1) if verdict else f"exit {out.returncode}", seconds,
            terms.group(1) if terms else "-", clauses.group(1) if clauses else "-")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("binary")
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    binary = os.path.abspath(args.binary)
    print(f"| run | verdict | wall s (median of {args.repeat}) | terms | SAT clauses |")
    print("|---|---|---|---|---|")
    for name, case, arguments in RUNS:
        results = [run(binary, case, arguments) for _ in range(args.repeat)]
        verdict, _, terms, clauses = results[0]
        wall = statistics.median(r[1] for r in results)
        print(f"| {name} | {verdict} | {wall:.2f} | {terms} | {clauses} |", flush=True)
    with tempfile.TemporaryDirectory() as work:
        conversation = record_client(binary, work)
        for name, arguments in CLIENT_RUNS:
            arguments = CLIENT_COMMON + [conversation if a == "CONV" else a for a in arguments]
            results = [run(binary, None, arguments, os.path.abspath(CLIENT)) for _ in range(args.repeat)]
            verdict, _, terms, clauses = results[0]
            wall = statistics.median(r[1] for r in results)
            print(f"| {name} | {verdict} | {wall:.2f} | {terms} | {clauses} |", flush=True)


if __name__ == "__main__":
    main()
