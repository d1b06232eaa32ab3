"""<stdlib.h>/<inttypes.h> number cases for libc_differential.py (strconv.c).

strtod/strtof/atof cases stay on the inputs the model computes exactly
(Clinger's fast path, hex floats that fit, infinities, NaNs, values far out
of range): others are over-approximated, which the framework rejects."""
from common import lit, word

HEADERS = ["stdlib.h", "errno.h", "inttypes.h", "string.h"]
DIGITS = "0123456789abcdefghijklmnopqrstuvwxyz"
SPACE = ["", "", " ", "  ", "\t", "\n ", "\v\f\r "]


def integer_text(rng, base):
    shown = base if 2 <= base <= 36 else rng.choice([8, 10, 16])
    alphabet = DIGITS[:shown] + DIGITS[:shown].upper()
    prefix = ""
    if rng.random() < 0.25 and base in (0, 16):
        prefix = rng.choice(["0x", "0X"])
    elif rng.random() < 0.15:
        prefix = "0"
    length = rng.choice([0, 1, 2, 5, 10, 20, 25, 70]) if rng.random() < 0.5 else rng.randint(0, 12)
    body = word(rng, alphabet, length, length)
    tail = rng.choice(["", "", "z", " 12", "-", "x", ".5", "9"])
    return rng.choice(SPACE) + rng.choice(["", "", "-", "+"]) + prefix + body + tail


def strto_integer(rng):
    f = rng.choice(["strtol", "strtoul", "strtoll", "strtoull", "strtoimax", "strtoumax"])
    base = rng.choice([0, 0, 10, 10, 16, 8, 2, 36, rng.randint(2, 36), 1, 37, -1])
    s = integer_text(rng, base)
    if rng.random() < 0.1:
        s = rng.choice(["0x", " -0x", "0xg", "0X", "-", "+", " ", "", "18446744073709551616",
                        "-9223372036854775809", "9223372036854775807", "-9223372036854775808",
                        "4294967296", "-4294967295", "2147483648", "-2147483649"])
    code = (f"const char *s = {lit(s)}; char *end = 0; errno = 0; "
            f"long long v = (long long){f}(s, &end, {base}); CHECK_INT(v); "
            "CHECK_INT(end ? end - s : -1); CHECK_INT(errno);")
    return f, code


def ato(rng):
    f = rng.choice(["atoi", "atol", "atoll"])
    s = integer_text(rng, 10)
    return f, f"CHECK_INT({f}({lit(s)}));"


def division(rng):
    f, bits = rng.choice([("div", 32), ("ldiv", 64), ("lldiv", 64), ("imaxdiv", 64)])
    low, high = -(2 ** (bits - 1)), 2 ** (bits - 1) - 1
    pick = lambda: rng.choice([rng.randint(-100, 100), rng.randint(low + 1, high), high, low + 1])
    n, d = pick(), pick()
    if d == 0:
        d = 7
    if rng.random() < 0.1:
        n = low
        d = rng.choice([2, 3, -2, high])
    kind = {"div": "div_t", "ldiv": "ldiv_t", "lldiv": "lldiv_t", "imaxdiv": "imaxdiv_t"}[f]
    suffix = "" if bits == 32 else "LL"
    c = lambda v: f"({v + 1}{suffix} - 1)" if v == low else f"{v}{suffix}"
    return f, f"{kind} r = {f}({c(n)}, {c(d)}); CHECK_INT(r.quot); CHECK_INT(r.rem);"


def decimal_text(rng, max_digits, max_power):
    digits = str(rng.randint(0, 10 ** rng.randint(1, max_digits) - 1))
    point = rng.randint(0, len(digits))
    mantissa = digits[:point] + "." + digits[point:] if rng.random() < 0.6 else digits
    if mantissa in (".",):
        mantissa = "0."
    fraction = len(digits) - point if "." in mantissa else 0
    exponent = ""
    if rng.random() < 0.6:
        # keep the power of ten applied within the exact range
        e = rng.randint(-max_power + fraction, max_power - fraction) if max_power > fraction else 0
        exponent = rng.choice(["e", "E"]) + (str(e) if e < 0 or rng.random() < 0.5 else "+" + str(e))
    elif fraction > max_power:
        mantissa = digits
    if rng.random() < 0.2:
        mantissa = "0" * rng.randint(1, 3) + mantissa
    return mantissa + exponent


SPECIALS = ["inf", "INF", "Infinity", "infinit", "nan", "NaN", "nan()", "nan(", "1e400", "-1e400",
            "1e-400", "-2.5e-999", "0x1p3", "0x1.8p1", "0X.8", "0x", "0xg", "-0x1p-1074", "0x1.fffffffffffffp1023",
            "0e999999", "0.0", "-0", ".5", "5.", ".", "e5", "1e", "1e+", "-", " +7e-3x"]


def float_text(rng, max_digits, max_power):
    if rng.random() < 0.25:
        return rng.choice(SPECIALS)
    if rng.random() < 0.15:
        return "0x" + word(rng, "0123456789abcdef", 1, 6) + rng.choice(["", "p-3", "P+10", "p0", "p"])
    return rng.choice(SPACE) + rng.choice(["", "", "-", "+"]) + decimal_text(rng, max_digits, max_power) \
        + rng.choice(["", "", "x", " ", "e", "e+"])


def strto_float(rng):
    f = rng.choice(["strtod", "strtod", "strtof", "atof"])
    if f == "strtof":
        s = float_text(rng, 7, 10)
        return f, (f"const char *s = {lit(s)}; char *end = 0; errno = 0; float v = strtof(s, &end); "
                   "unsigned bits; memcpy(&bits, &v, 4); CHECK_INT(bits); CHECK_INT(end - s); CHECK_INT(errno);")
    s = float_text(rng, 15, 22)
    if f == "atof":
        return f, (f"double v = atof({lit(s)}); unsigned long long bits; memcpy(&bits, &v, 8); "
                   "CHECK_INT(bits);")
    return f, (f"const char *s = {lit(s)}; char *end = 0; errno = 0; double v = strtod(s, &end); "
               "unsigned long long bits; memcpy(&bits, &v, 8); CHECK_INT(bits); CHECK_INT(end - s); "
               "CHECK_INT(errno);")


def random_r(rng):
    seed = rng.choice([0, 1, 42, rng.randint(0, 2 ** 32 - 1)])
    return "rand_r", (f"unsigned seed = {seed}u; int a = rand_r(&seed); int b = rand_r(&seed); "
                      "CHECK_INT(a); CHECK_INT(b); CHECK_INT(seed);")


KINDS = [strto_integer, strto_integer, ato, division, strto_float, strto_float, random_r]


def cases(rng, count):
    out = []
    for i in range(count):
        function, code = KINDS[i % len(KINDS)](rng)
        out.append({"name": f"number_{i}", "function": function, "includes": HEADERS, "code": code})
    return out
