"""<string.h>/<strings.h> cases for libc_differential.py (strings.c, string.c, strdup)."""
from common import lit, word

LETTERS = "abcAB, -\t.x"
HEADERS = ["string.h", "strings.h", "stdlib.h"]


def text(rng, high=20):
    return word(rng, LETTERS, 0, high) if rng.random() < 0.9 else word(rng, LETTERS, 30, 60)


def position(var, base):
    return f"CHECK_INT({var} ? (long long)((const char *){var} - (const char *){base}) : -1);"


def spans(rng):
    s, accept = text(rng), word(rng, LETTERS, 0, 4)
    f = rng.choice(["strspn", "strcspn", "strpbrk"])
    if f == "strpbrk":
        return f, f"const char *s = {lit(s)}; char *r = strpbrk(s, {lit(accept)}); " + position("r", "s")
    return f, f"CHECK_INT({f}({lit(s)}, {lit(accept)}));"


def tokens(rng):
    s, delim = text(rng), word(rng, ", -\t", 1, 3)
    f = rng.choice(["strtok", "strtok_r", "strsep"])
    lines = [f"char buf[] = {lit(s)};", "char *t;", "char *save = 0;", "char *p = buf;"]
    for i in range(4):
        if f == "strsep":
            lines += [f"t = strsep(&p, {lit(delim)});", position("t", "buf"), position("p", "buf")]
        else:
            first = "buf" if i == 0 else "NULL"
            call = f"strtok({first}, {lit(delim)})" if f == "strtok" else f"strtok_r({first}, {lit(delim)}, &save)"
            lines += [f"t = {call};", position("t", "buf"), "CHECK_STR(t);"]
    lines.append("(void)save;")
    return f, "\n".join(lines)


def copies(rng):
    s = text(rng, 24)
    f = rng.choice(["strdup", "strndup", "stpcpy", "stpncpy", "mempcpy", "memccpy", "strxfrm"])
    n = rng.randint(0, len(s) + 1)
    if f == "strdup":
        return f, f"char *d = strdup({lit(s)}); CHECK_STR(d); CHECK_INT(strcmp(d, {lit(s)})); free(d);"
    if f == "strndup":
        return f, f"char *d = strndup({lit(s)}, {rng.randint(0, 40)}); CHECK_STR(d); free(d);"
    lines = ["char d[64];", "memset(d, '#', 63);", "d[63] = 0;"]
    if f == "stpcpy":
        lines.append(f"char *r = stpcpy(d, {lit(s)});")
    elif f == "stpncpy":
        lines.append(f"char *r = stpncpy(d, {lit(s)}, {rng.randint(0, 40)});")
    elif f == "mempcpy":
        lines.append(f"char *r = mempcpy(d, {lit(s)}, {n});")
    elif f == "memccpy":
        lines.append(f"char *r = memccpy(d, {lit(s)}, '{rng.choice('abc,')}', {n});")
    else:
        lines.append(f"char *r = d + strxfrm(d, {lit(s)}, {rng.randint(0, 40)});")
    lines += [position("r", "d"), "CHECK_STR(d);"]
    return f, "\n".join(lines)


def case_variant(rng, s):
    out = [c.swapcase() if rng.random() < 0.5 else c for c in s]
    if out and rng.random() < 0.5:
        out[rng.randrange(len(out))] = rng.choice(LETTERS)
    if rng.random() < 0.3:
        out = out[: rng.randint(0, len(out))]
    return "".join(out)


def compares(rng):
    """Arrays, not literals: clang folds a comparison of literals to -1/0/1
    itself (glibc returns the bytes' difference), so the model would not run."""
    a = text(rng, 12)
    b = case_variant(rng, a)
    f = rng.choice(["strcasecmp", "strncasecmp", "strcoll", "strcmp", "strncmp", "memcmp"])
    arrays = f"char a[] = {lit(a)}; char b[] = {lit(b)}; "
    if f in ("strncasecmp", "strncmp"):
        return f, arrays + f"CHECK_INT({f}(a, b, {rng.randint(0, 14)}));"
    if f == "memcmp":
        n = rng.randint(0, min(len(a), len(b)) + 1)
        return f, arrays + f"CHECK_INT(memcmp(a, b, {n}));"
    return f, arrays + f"CHECK_INT({f}(a, b));"


def searches(rng):
    s = text(rng)
    f = rng.choice(["index", "rindex", "strchrnul", "strchr", "strrchr", "memmem", "strstr", "strlen"])
    c = rng.choice(["'a'", "'b'", "','", "0", "'x'", "'z'"])
    if f == "strlen":
        return f, f"CHECK_INT(strlen({lit(s)}));"
    if f in ("memmem", "strstr"):
        start = rng.randint(0, len(s))
        needle = s[start:start + rng.randint(0, 3)] if rng.random() < 0.7 else word(rng, LETTERS, 0, 3)
        if f == "strstr":
            return f, f"const char *s = {lit(s)}; char *r = strstr(s, {lit(needle)}); " + position("r", "s")
        hl = rng.randint(0, len(s))
        return f, (f"const char *s = {lit(s)}; void *r = memmem(s, {hl}, {lit(needle)}, {len(needle)}); "
                   + position("r", "s"))
    return f, f"const char *s = {lit(s)}; char *r = {f}(s, {c}); " + position("r", "s")


def zeroing(rng):
    f = rng.choice(["bzero", "explicit_bzero", "bcopy"])
    lines = ["char d[32];", 'memcpy(d, "abcdefghijklmnopqrstuvwxyz01234", 32);']
    if f == "bcopy":
        n = rng.randint(0, 16)
        lines.append(f"bcopy(d + {rng.randint(0, 31 - n)}, d + {rng.randint(0, 31 - n)}, {n});")
    else:
        a = rng.randint(0, 31)
        n = rng.randint(0, 31 - a)
        lines.append(f"{f}(d + {a}, {n});")
        lines.append(f"CHECK_STR(d + {a + n});")
    lines.append("CHECK_STR(d);")
    return f, "\n".join(lines)


ERRNOS = list(range(0, 136)) + [-1, -5, 1000, 2147483647, -2147483647 - 1]


def errors(rng):
    k = rng.choice(ERRNOS)
    f = rng.choice(["strerror", "strerror_r", "__xpg_strerror_r"])
    if f == "strerror":
        return f, f"CHECK_STR(strerror({k}));"
    if f == "strerror_r":
        n = rng.randint(1, 40)
        return f, (f"char buf[40]; memset(buf, 'Q', 40); char *r = strerror_r({k}, buf, {n}); "
                   "CHECK_STR(r); CHECK_INT(r == buf);")
    return f, ("extern int __xpg_strerror_r(int, char *, size_t); char buf[41]; memset(buf, 'Q', 40); "
               f"buf[40] = 0; CHECK_INT(__xpg_strerror_r({k}, buf, {rng.randint(0, 40)})); CHECK_STR(buf);")


KINDS = [spans, tokens, copies, compares, searches, zeroing, errors]


def cases(rng, count):
    out = []
    for i in range(count):
        function, code = KINDS[i % len(KINDS)](rng)
        out.append({"name": f"string_{i}", "function": function, "includes": HEADERS, "code": code})
    return out
