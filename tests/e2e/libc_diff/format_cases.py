"""sprintf/snprintf cases for libc_differential.py (libc/models/stdio/format.c).

Random formats: literal text, flags (- + space # 0), widths and precisions
(numbers and '*'), lengths (hh h l ll z j t), the conversions d i u o x X c
s p n %% and the floating ones f F e E g G a A of constant doubles (the
encoder renders those, calls/FormatDouble.cpp), with random constant
arguments, into buffers large enough for sprintf, and snprintf with sizes
0..12 (truncation, the would-be length). A %p argument is NULL or a
constant address ((void *)0x1234): the text of a real object's address is
not glibc's anyway."""
from common import lit

HEADERS = ["stdio.h", "string.h", "stddef.h"]
LITERALS = ["", "", "ab", " ", "x=", "[", "]", "hello, ", "%%", "-"]
INT_LENGTHS = ["", "", "", "hh", "h", "l", "ll", "z", "j", "t"]
WIDE = {"l", "ll", "z", "j", "t"}
DOUBLES = ["0.0", "-0.0", "1.5", "2.5", "0.1", "1e20", "-123.456", "1e-300", "3.14159265358979",
           "1.0 / 0.0", "-1.0 / 0.0", "5e-324", "123456789.0", "0.5", "-1e-5", "65536.0"]
STRINGS = ['"abc"', '""', '"hello world"', '(char *)0', '"x"', '"%d not a format"']
POINTERS = ["(void *)0", "(void *)0x1234", "(void *)0xdeadbeef", "(void *)1"]
COUNT_TYPES = {"": "int", "hh": "signed char", "h": "short", "l": "long", "ll": "long long", "z": "long",
               "j": "long long", "t": "long"}


def integer_argument(rng, conversion, length):
    bits = 64 if length in WIDE else 32
    value = rng.choice([0, 1, -1, 7, 10, 255, 4096, 2 ** 31 - 1, -(2 ** 31), 123456789,
                        rng.randint(-(2 ** 31), 2 ** 31 - 1)])
    if bits == 64:
        value = rng.choice([value, 2 ** 63 - 1, -(2 ** 63), rng.randint(-(2 ** 63), 2 ** 63 - 1)])
    if value == -(2 ** 63):
        return "(-9223372036854775807LL - 1)"
    cast = {"": "int", "hh": "int", "h": "int", "l": "long", "ll": "long long", "z": "size_t",
            "j": "long long", "t": "ptrdiff_t"}[length]
    if conversion in "uoxX" and length == "" and value < 0:
        return f"(unsigned){value}"
    return f"({cast}){value}LL"


def width_and_precision(rng, arguments):
    width = precision = ""
    r = rng.random()
    if r < 0.3:
        width = str(rng.randint(1, 24))
    elif r < 0.4:
        width = "*"
        arguments.append(str(rng.randint(-20, 20)))
    r = rng.random()
    if r < 0.3:
        precision = "." + str(rng.randint(0, 20))
    elif r < 0.35:
        precision = "."
    elif r < 0.45:
        precision = ".*"
        arguments.append(str(rng.randint(-5, 20)))
    return width + precision


CONVERSIONS = "diuoxX" * 3 + "csspn" + "feEgGaAF"


def conversion_spec(rng, arguments, counters):
    """One conversion's text, its arguments appended to `arguments`."""
    conversion = rng.choice(CONVERSIONS)
    flags = "".join(rng.sample("-+ #0", rng.randint(0, 3))) if rng.random() < 0.6 else ""
    if conversion == "n":
        length = rng.choice(list(COUNT_TYPES))
        counters.append(COUNT_TYPES[length])
        arguments.append(f"&count{len(counters) - 1}")
        return "%" + length + "n"
    middle = width_and_precision(rng, arguments)
    length = rng.choice(INT_LENGTHS) if conversion in "diuoxX" else ""
    if conversion in "diuoxX":
        arguments.append(integer_argument(rng, conversion, length))
    elif conversion == "c":
        arguments.append(str(rng.randint(32, 126)))
    elif conversion == "s":
        arguments.append(rng.choice(STRINGS))
    elif conversion == "p":
        arguments.append(rng.choice(POINTERS))
    else:
        arguments.append(rng.choice(DOUBLES))
    return "%" + flags + middle + length + conversion


def one_case(rng, index):
    arguments, counters, pieces = [], [], []
    for _ in range(rng.randint(1, 3)):
        pieces.append(rng.choice(LITERALS))
        pieces.append(conversion_spec(rng, arguments, counters))
    pieces.append(rng.choice(LITERALS))
    fmt = "".join(pieces)
    function = "snprintf" if rng.random() < 0.4 else "sprintf"
    size = rng.choice([0, 1, 2, 3, 5, 8, 12]) if function == "snprintf" else None
    passed = "".join(", " + a for a in arguments)
    lines = ["char b[600] = {0};"]
    lines += [f"{t} count{k} = -7;" for k, t in enumerate(counters)]
    call = f"snprintf(b, {size}, {lit(fmt)}{passed})" if size is not None else f"sprintf(b, {lit(fmt)}{passed})"
    lines.append(f"int n = {call};")
    lines.append("CHECK_INT(n);")
    lines.append("CHECK_STR(b);")
    lines += [f"CHECK_INT(count{k});" for k in range(len(counters))]
    return {"name": f"{function}_{index}", "function": function, "includes": HEADERS, "code": "\n".join(lines)}


def cases(rng, count):
    return [one_case(rng, index) for index in range(count)]
