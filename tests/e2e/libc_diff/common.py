"""Helpers shared by the case modules: C literals and random strings."""


def lit(text):
    """A C string literal of text (bytes or str), every byte escaped as needed."""
    data = text.encode("latin-1") if isinstance(text, str) else text
    out = []
    for i, b in enumerate(data):
        ch = chr(b)
        if ch in '"\\?':
            out.append("\\" + ch)
        elif 32 <= b < 127:
            # A hex or octal escape followed by a hex digit would absorb it.
            out.append(ch)
        else:
            out.append("\\%03o" % b)
    return '"' + "".join(out) + '"'


def word(rng, alphabet, low, high):
    return "".join(rng.choice(alphabet) for _ in range(rng.randint(low, high)))
