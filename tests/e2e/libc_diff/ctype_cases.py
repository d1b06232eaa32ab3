"""<ctype.h> cases for libc_differential.py (ctype.c): the classes' values
(glibc returns the class bit, not 1), toupper/tolower, isascii/toascii, and
the _l variants on ASCII characters in a "C" locale object."""
import random

CLASSES = ["isalnum", "isalpha", "isblank", "iscntrl", "isdigit", "isgraph", "islower", "isprint",
           "ispunct", "isspace", "isupper", "isxdigit", "toupper", "tolower"]
HEADERS = ["ctype.h", "locale.h"]


def one(rng: random.Random, i: int):
    f = rng.choice(CLASSES + ["isascii", "toascii", "_l"])
    if f == "_l":
        g = rng.choice(CLASSES)
        c = rng.randint(-1, 127)
        return g + "_l", (f"locale_t l = newlocale(LC_ALL_MASK, \"C\", (locale_t)0); "
                          f"CHECK_INT({g}_l({c}, l)); freelocale(l);")
    if f in ("isascii", "toascii"):
        c = rng.choice([rng.randint(-300, 300), rng.randint(-2 ** 31, 2 ** 31 - 1)])
        return f, f"CHECK_INT({f}({c}));"
    return f, f"CHECK_INT({f}({rng.randint(-1, 255)}));"


def cases(rng, count):
    out = []
    for i in range(count):
        function, code = one(rng, i)
        out.append({"name": f"ctype_{i}", "function": function, "includes": HEADERS, "code": code})
    return out
