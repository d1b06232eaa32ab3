"""<time.h> cases for libc_differential.py (libc/models/time.c).

Constant times from 1900 to 2100 (and a few beyond, to year 9999 and
back to year 1) through gmtime, gmtime_r, localtime, localtime_r, ctime and
ctime_r; mktime and timegm of random fields, many out of range (carried
into the next field, negative ones borrowing); asctime and asctime_r of
fields out of range too; difftime; strftime of random C-locale formats
(every conversion the model renders, literal text, '%' at the end, a
letter that is no conversion) with buffer sizes from 0 up, so that some
texts do not fit (0 returned, the buffer then not compared), on a
broken-down time from gmtime or on fields filled at random (weekdays and
months out of range, negative hours, tm_zone NULL, empty or named,
tm_isdst -1..2, offsets for %z). The native run has TZ=UTC, the model's
local time zone."""
from common import lit

HEADERS = ["time.h", "string.h", "stddef.h"]
T_1900, T_2100 = -2208988800, 4102444800
T_YEAR_1, T_YEAR_9999 = -62135596800, 253402300799
FIELDS = ["tm_sec", "tm_min", "tm_hour", "tm_mday", "tm_mon", "tm_year", "tm_wday", "tm_yday", "tm_isdst"]
CONVERSIONS = list("aAbBcCdDeFhHIjklmMnpPrRsStTuUwWxXyYzZ%")
LITERALS = ["", "", " ", "-", ":", "at ", "[", "]", "T", "x"]


def a_time(rng):
    r = rng.random()
    if r < 0.8:
        return rng.randint(T_1900, T_2100)
    if r < 0.9:
        return rng.randint(T_YEAR_1, T_YEAR_9999)
    return rng.choice([0, -1, 86399, 86400, 951782400, 951868799, 2147483647, -2147483648, T_1900, T_2100])


def check_fields(pointer):
    lines = [f"CHECK_INT({pointer} != 0);"]
    lines += [f"CHECK_INT({pointer} ? {pointer}->{field} : -99);" for field in FIELDS]
    lines.append(f"CHECK_INT({pointer} ? {pointer}->tm_gmtoff : -99);")
    lines.append(f'CHECK_STR({pointer} ? {pointer}->tm_zone : "none");')
    return lines


def broken_down_case(rng):
    function = rng.choice(["gmtime", "gmtime_r", "localtime", "localtime_r"])
    lines = [f"time_t t = {a_time(rng)}LL;"]
    if function.endswith("_r"):
        lines += ["struct tm storage;", f"struct tm *g = {function}(&t, &storage);", "CHECK_INT(g == &storage);"]
    else:
        lines.append(f"struct tm *g = {function}(&t);")
    return function, lines + check_fields("g")


def random_fields(rng, wide):
    """Assignments of struct tm m's fields: in range, or (wide) far out of it."""
    def field(low, high, far_low, far_high):
        return rng.randint(far_low, far_high) if wide and rng.random() < 0.5 else rng.randint(low, high)
    values = {"tm_sec": field(0, 59, -200, 4000), "tm_min": field(0, 59, -200, 3000),
              "tm_hour": field(0, 23, -100, 300), "tm_mday": field(1, 31, -400, 800),
              "tm_mon": field(0, 11, -40, 60), "tm_year": rng.randint(0, 200),
              "tm_wday": field(0, 6, -9, 13), "tm_yday": field(0, 365, -10, 400),
              "tm_isdst": rng.choice([0, 0, 1, -1])}
    return [f"m.{name} = {value};" for name, value in values.items()]


def normalise_case(rng):
    function = rng.choice(["mktime", "timegm", "mktime", "timegm", "timelocal"])
    lines = ["struct tm m;", "memset(&m, 0, sizeof m);"] + random_fields(rng, True)
    lines += [f"time_t r = {function}(&m);", "CHECK_INT(r);", "struct tm *p = &m;"] + check_fields("p")
    return function, lines


def filled_tm(rng):
    lines = ["struct tm m;", "memset(&m, 0, sizeof m);"] + random_fields(rng, rng.random() < 0.4)
    if rng.random() < 0.2:
        lines.append(f"m.tm_year = {rng.choice([-1900, -1901, -2000, -1899, -5, 8099, -2905, 12345])};")
    lines.append(f"m.tm_isdst = {rng.choice([0, 0, 1, -1, 2])};")
    lines.append(f"m.tm_gmtoff = {rng.choice([0, 0, 3600, -19800, 59, -59, rng.randint(-100000, 100000)])};")
    lines.append(f"m.tm_zone = {rng.choice(['0', '0', lit('ABC'), lit(''), lit('UTC')])};")
    return lines


def a_format(rng):
    parts = []
    for _ in range(rng.randint(1, 5)):
        parts.append(rng.choice(LITERALS))
        parts.append("%" + rng.choice(CONVERSIONS))
    if rng.random() < 0.05:
        parts.append(rng.choice(["%Q", "%q", "%"]))
    return "".join(parts)


def strftime_case(rng):
    if rng.random() < 0.5:
        lines = [f"time_t t = {a_time(rng)}LL;", "struct tm m = *gmtime(&t);"]
        if rng.random() < 0.5:
            lines.append("m = *localtime(&t);")
    else:
        lines = filled_tm(rng)
    size = rng.choice([0, 1, 2, 5, 8, 12, 20, 30, 64, 64, 64, 64])
    lines += ["char b[64];", "memset(b, 'z', sizeof b);",
              f"size_t n = strftime(b, {size}, {lit(a_format(rng))}, &m);",
              "CHECK_INT(n);", 'CHECK_STR(n ? b : "");']
    return "strftime", lines


def text_case(rng):
    function = rng.choice(["asctime", "asctime_r", "ctime", "ctime_r"])
    if function.startswith("ctime"):
        lines = [f"time_t t = {a_time(rng)}LL;"]
        call = "ctime(&t)" if function == "ctime" else "ctime_r(&t, buffer)"
    else:
        lines = filled_tm(rng)
        call = "asctime(&m)" if function == "asctime" else "asctime_r(&m, buffer)"
    lines += ["char buffer[26];", f"char *s = {call};", "CHECK_INT(s != 0);", 'CHECK_STR(s ? s : "none");']
    return function, lines


def difftime_case(rng):
    a, b = a_time(rng), a_time(rng)
    return "difftime", [f"CHECK_INT((long long)difftime({a}LL, {b}LL));",
                        f"CHECK_INT(difftime({a}LL, {b}LL) == (double)({a}LL - {b}LL));"]


KINDS = [broken_down_case] * 3 + [normalise_case] * 3 + [strftime_case] * 5 + [text_case] * 2 + [difftime_case]


def cases(rng, count):
    out = []
    for i in range(count):
        function, lines = rng.choice(KINDS)(rng)
        out.append({"name": f"time_{i}", "function": function, "includes": HEADERS, "code": "\n".join(lines)})
    return out
