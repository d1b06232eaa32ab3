"""A deterministic sample of the regression corpus, for the sweeps that run
every case again (shared encodings, ranges, JSON traces, replay): the
README's test command runs a fixed fraction of the cases, the `long` label
(`make test-long`) all of them.

A case is in the sample when the SHA-256 of "swarmbmc-sample:<salt><name>"
falls below the fraction: membership depends on the name alone, so adding a
case never moves another in or out, and every machine runs the same cases.
Each sweep has its own salt (--sample-salt, its test's name), so that small
samples of different sweeps cover different cases instead of the same few.
"""
import hashlib

_salt = ""


def set_salt(salt):
    """Makes `salt` part of every later membership test; returns it."""
    global _salt
    _salt = salt
    return salt


def in_sample(name, fraction):
    """Whether the case `name` belongs to the sample holding `fraction` (0..1] of all cases."""
    if fraction >= 1:
        return True
    digest = hashlib.sha256(("swarmbmc-sample:" + _salt + name).encode()).digest()
    return int.from_bytes(digest[:4], "big") < fraction * 2 ** 32


def add_argument(parser):
    """--sample FRACTION on an argparse parser (default 1: every case)."""
    parser.add_argument("--sample", type=float, default=1.0, metavar="FRACTION",
                        help="run only this deterministic fraction of the cases (corpus_sample.py)")
    parser.add_argument("--sample-salt", type=set_salt, default="", metavar="SALT",
                        help="the sample's own salt: another SALT picks other cases")
