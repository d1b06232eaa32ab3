/* Number conversions of <stdlib.h> and <inttypes.h>, as glibc 2.36 on
 * x86-64 and i386 (C locale): strtol strtoul strtoll strtoull strtoimax
 * strtoumax atoi atol atoll, div ldiv lldiv imaxdiv, strtod strtof atof
 * (strtold: unsupported, long double), rand random rand_r srand srandom.
 *
 * The integer conversions are exact: leading white space, a sign, base 0
 * (0x: 16, 0: 8, else 10) or 2..36 (16 may start with 0x), overflow
 * saturates with errno ERANGE, no digits give 0 with *endptr = nptr (but
 * for "0x" without a hex digit: the number 0, *endptr at the x), a bad base
 * gives 0 with errno EINVAL and *endptr untouched.
 *
 * strtod/strtof are exact where one correctly rounded operation computes
 * them (Clinger's fast path: a decimal significand below 2^53 and a power
 * of ten up to 10^22 are both exact doubles, so their product or quotient
 * is glibc's result in every rounding mode), for hex floats whose
 * significand fits, infinities, NaNs and values certainly out of range;
 * other values are over-approximated (named in the verdict) with the sign,
 * finiteness and errno certainly true of glibc's result; *endptr is always
 * exact. Helpers are static: a model may not call another model file's
 * functions (link order). */
#include "float_bits.h"
#include "swarmbmc_model.h"

#define NULL ((void *)0)
#define EINVAL_VALUE 22
#define ERANGE_VALUE 34
#define U64_MAX 0xFFFFFFFFFFFFFFFFULL

typedef __INTMAX_TYPE__ intmax_t;
typedef __UINTMAX_TYPE__ uintmax_t;

int *__errno_location(void);
int fegetround(void); /* the encoder's: the path's rounding mode */
void __swarmbmc_stream_unsupported(const char *what);

static void set_errno(int value) { *__errno_location() = value; }
static int is_space(char c) { return c == ' ' || (c >= '\t' && c <= '\r'); }
static int is_decimal(char c) { return c >= '0' && c <= '9'; }

/* A character's value as a digit of base 36, or 36. */
static int digit_of(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'z') return c - 'a' + 10;
  if (c >= 'A' && c <= 'Z') return c - 'A' + 10;
  return 36;
}

struct scanned {
  unsigned long long magnitude;
  int negative;
  int overflow; /* the magnitude exceeds 2^64 - 1 */
  int bad_base;
};

/* "0x" followed by no hex digit: the number is the 0, *endptr its x. */
static const char *no_digits_end(const char *nptr, const char *digits) {
  if (digits - nptr >= 2 && (digits[-1] == 'x' || digits[-1] == 'X') && digits[-2] == '0') return digits - 1;
  return nptr;
}

/* glibc's ____strtoul_l_internal up to the result's range check. */
static struct scanned scan_integer(const char *nptr, char **endptr, int base) {
  struct scanned r = {0, 0, 0, 0};
  if (base < 0 || base == 1 || base > 36) {
    set_errno(EINVAL_VALUE);
    r.bad_base = 1;
    return r;
  }
  const char *s = nptr;
  while (is_space(*s)) s++;
  if (*s == '-' || *s == '+') r.negative = *s++ == '-';
  if (*s == '0') {
    if ((base == 0 || base == 16) && (s[1] == 'x' || s[1] == 'X')) {
      s += 2;
      base = 16;
    } else if (base == 0) {
      base = 8;
    }
  } else if (base == 0) {
    base = 10;
  }
  const char *digits = s;
  for (int d = digit_of(*s); d < base; d = digit_of(*++s)) {
    unsigned long long next;
    if (__builtin_mul_overflow(r.magnitude, (unsigned long long)base, &next) ||
        __builtin_add_overflow(next, (unsigned long long)d, &next))
      r.overflow = 1;  /* glibc reads on to the last digit */
    else
      r.magnitude = next;
  }
  if (s == digits) {
    r.negative = 0;
    s = no_digits_end(nptr, digits);
  }
  if (endptr != NULL) *endptr = (char *)s;
  return r;
}

/* The value of a signed conversion whose largest value is `max`. */
static long long signed_result(struct scanned r, unsigned long long max) {
  if (r.overflow || r.magnitude > max + (unsigned long long)r.negative) {
    set_errno(ERANGE_VALUE);
    return r.negative ? -(long long)max - 1 : (long long)max;
  }
  return r.negative ? (long long)(0ULL - r.magnitude) : (long long)r.magnitude;
}

/* An unsigned conversion: a '-' negates the magnitude, if it fits. */
static unsigned long long unsigned_result(struct scanned r, unsigned long long max) {
  if (r.overflow || r.magnitude > max) {
    set_errno(ERANGE_VALUE);
    return max;
  }
  return r.negative ? (0ULL - r.magnitude) & max : r.magnitude;
}

#define LONG_MAX_VALUE ((unsigned long long)__LONG_MAX__)
#define ULONG_MAX_VALUE (LONG_MAX_VALUE * 2 + 1)
#define LLONG_MAX_VALUE 0x7FFFFFFFFFFFFFFFULL
#define INTMAX_MAX_VALUE ((unsigned long long)__INTMAX_MAX__)

long strtol(const char *nptr, char **endptr, int base) {
  return (long)signed_result(scan_integer(nptr, endptr, base), LONG_MAX_VALUE);
}
unsigned long strtoul(const char *nptr, char **endptr, int base) {
  return (unsigned long)unsigned_result(scan_integer(nptr, endptr, base), ULONG_MAX_VALUE);
}
long long strtoll(const char *nptr, char **endptr, int base) {
  return signed_result(scan_integer(nptr, endptr, base), LLONG_MAX_VALUE);
}
unsigned long long strtoull(const char *nptr, char **endptr, int base) {
  return unsigned_result(scan_integer(nptr, endptr, base), U64_MAX);
}
intmax_t strtoimax(const char *nptr, char **endptr, int base) {
  return (intmax_t)signed_result(scan_integer(nptr, endptr, base), INTMAX_MAX_VALUE);
}
uintmax_t strtoumax(const char *nptr, char **endptr, int base) {
  return (uintmax_t)unsigned_result(scan_integer(nptr, endptr, base), INTMAX_MAX_VALUE * 2 + 1);
}
/* glibc's: strtol(nptr, NULL, 10), converted (a value beyond int wraps,
 * one beyond long saturates first, with ERANGE). */
int atoi(const char *nptr) { return (int)strtol(nptr, NULL, 10); }
long atol(const char *nptr) { return strtol(nptr, NULL, 10); }
long long atoll(const char *nptr) { return strtoll(nptr, NULL, 10); }

/* x86's idiv traps on a zero divisor and on the minimum divided by -1:
 * preconditions, as glibc's div crashes there. */
#define DIVISION(type, name, result_type, minimum)                                                   \
  result_type name(type numerator, type denominator) {                                             \
    result_type r = {0, 0};                                                                          \
    __swarmbmc_precondition(denominator != 0, #name ": division by zero");                          \
    __swarmbmc_precondition(numerator != (minimum) || denominator != -1,                             \
                            #name ": the quotient is not representable (the minimum divided by -1)"); \
    if (denominator == 0 || (numerator == (minimum) && denominator == -1)) return r;                 \
    r.quot = numerator / denominator;                                                                \
    r.rem = numerator % denominator;                                                                 \
    return r;                                                                                        \
  }

typedef struct { int quot, rem; } div_t;
typedef struct { long quot, rem; } ldiv_t;
typedef struct { long long quot, rem; } lldiv_t;
typedef struct { intmax_t quot, rem; } imaxdiv_t;
DIVISION(int, div, div_t, -__INT_MAX__ - 1)
DIVISION(long, ldiv, ldiv_t, -__LONG_MAX__ - 1L)
DIVISION(long long, lldiv, lldiv_t, -__LONG_LONG_MAX__ - 1LL)
DIVISION(intmax_t, imaxdiv, imaxdiv_t, -__INTMAX_MAX__ - 1)

/* rand() and random() continue glibc's hidden state, which srand may have
 * seeded with a value of input: any value in [0, RAND_MAX] (an input). */
#define RAND_MAX_VALUE 2147483647
int nondet_rand(void);
long nondet_random(void);

int rand(void) {
  int value = nondet_rand();
  __VERIFIER_assume(value >= 0 && value <= RAND_MAX_VALUE);
  return value;
}
long random(void) {
  long value = nondet_random();
  __VERIFIER_assume(value >= 0 && value <= RAND_MAX_VALUE);
  return value;
}
void srand(unsigned seed) { (void)seed; }
void srandom(unsigned seed) { (void)seed; }

/* glibc's rand_r, exactly: three steps of its linear congruential
 * generator give 11 + 10 + 10 bits. */
int rand_r(unsigned *seed) {
  unsigned next = *seed;
  next = next * 1103515245u + 12345u;
  int result = (int)((next / 65536u) % 2048u);
  next = next * 1103515245u + 12345u;
  result = (result << 10) ^ (int)((next / 65536u) % 1024u);
  next = next * 1103515245u + 12345u;
  result = (result << 10) ^ (int)((next / 65536u) % 1024u);
  *seed = next;
  return result;
}

/* ---- strtod, strtof, atof ---- */

/* A number's digits: value = significand * radix^exponent, radix 10 (or 2
 * for hex floats), the significand holding the first digits that fit. */
struct number {
  u64 significand;
  int kept;      /* digits (decimal) or bits' hex digits held */
  long exponent; /* saturated far beyond any double's range */
  int inexact;   /* a nonzero digit did not fit */
  long digits;   /* significant digits read, dropped ones included */
};

#define EXPONENT_LIMIT 100000L

static void add_digit(struct number *n, int digit, int fractional, int radix, int room, int scale) {
  if (n->kept == 0 && digit == 0) {
    if (fractional) n->exponent -= scale;
    return;
  }
  n->digits++;
  if (n->kept < room) {
    n->significand = n->significand * (u64)radix + (u64)digit;
    n->kept++;
    if (fractional) n->exponent -= scale;
  } else {
    if (digit != 0) n->inexact = 1;
    if (!fractional) n->exponent += scale;
  }
}

/* An exponent suffix ('e' or 'p', a sign, decimal digits) at s, added to
 * n's exponent; without a digit it is not part of the number. */
static const char *scan_exponent(const char *s, char marker, struct number *n) {
  if (*s != marker && *s != marker - 'a' + 'A') return s;
  const char *t = s + 1;
  int negative = 0;
  if (*t == '+' || *t == '-') negative = *t++ == '-';
  if (!is_decimal(*t)) return s;
  long value = 0;
  for (; is_decimal(*t); t++)
    if (value < EXPONENT_LIMIT) value = value * 10 + (*t - '0');
  n->exponent += negative ? -value : value;
  return t;
}

/* Digits with an optional point (radix 10 or 16) at s: the end, or s when
 * there is no digit. A hex digit scales by 2^4. */
static const char *scan_digits(const char *s, int radix, struct number *n) {
  const int room = radix == 10 ? 19 : 15, scale = radix == 10 ? 1 : 4;
  int any = 0;
  for (; digit_of(*s) < radix; s++, any = 1) add_digit(n, digit_of(*s), 0, radix, room, scale);
  if (*s == '.') {
    const char *t = s + 1;
    for (; digit_of(*t) < radix; t++, any = 1) add_digit(n, digit_of(*t), 1, radix, room, scale);
    if (any) s = t;
  }
  return any ? s : NULL;
}

static int lower_case(char c) { return c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c; }
static int starts_with(const char *s, const char *word) {
  for (int i = 0; word[i] != '\0'; i++)
    if (lower_case(s[i]) != word[i]) return 0;
  return 1;
}

enum special { NOT_SPECIAL, INFINITE, PLAIN_NAN, PAYLOAD_NAN };

/* "inf", "infinity", "nan", "nan(chars)" (any case) at s: its kind and end. */
static enum special scan_special(const char *s, const char **end) {
  if (starts_with(s, "inf")) {
    *end = s + (starts_with(s + 3, "inity") ? 8 : 3);
    return INFINITE;
  }
  if (!starts_with(s, "nan")) return NOT_SPECIAL;
  *end = s + 3;
  if (s[3] != '(') return PLAIN_NAN;
  const char *t = s + 4;
  while (digit_of(*t) < 36 || *t == '_') t++;
  if (*t != ')') return PLAIN_NAN;
  *end = t + 1;
  return t == s + 4 ? PLAIN_NAN : PAYLOAD_NAN;
}

/* Strips trailing zero digits of an exact significand (1.5000e3 is 15e2). */
static void normalize(struct number *n, int radix) {
  if (n->inexact) return;
  for (int i = 0; i < 64 && n->significand != 0 && n->significand % (u64)radix == 0; i++) {
    n->significand /= (u64)radix;
    n->exponent++;
  }
}

/* The parsed subject sequence: a special value or a number in radix 10 or 2. */
struct subject {
  const char *end; /* NULL: no number */
  int negative;
  enum special special;
  int radix;
  struct number n;
};

static struct subject scan_float(const char *nptr) {
  struct subject r = {NULL, 0, NOT_SPECIAL, 10, {0, 0, 0, 0, 0}};
  const char *s = nptr;
  while (is_space(*s)) s++;
  if (*s == '-' || *s == '+') r.negative = *s++ == '-';
  r.special = scan_special(s, &r.end);
  if (r.special != NOT_SPECIAL) return r;
  if (s[0] == '0' && (s[1] == 'x' || s[1] == 'X')) {
    r.radix = 2;
    r.end = scan_digits(s + 2, 16, &r.n);
    if (r.end == NULL) r.end = s + 1; /* "0x" without a hex digit: the 0 */
    else r.end = scan_exponent(r.end, 'p', &r.n);
    normalize(&r.n, 2);
    return r;
  }
  r.end = scan_digits(s, 10, &r.n);
  if (r.end != NULL) r.end = scan_exponent(r.end, 'e', &r.n);
  normalize(&r.n, 10);
  return r;
}

/* Where a nonzero number's magnitude lies: certainly a normal finite value
 * of the type, certainly beyond its largest finite value, certainly below
 * half its smallest subnormal, or near an edge. */
enum range { NORMAL, OVERFLOW, UNDERFLOW, EDGE };

struct limits {
  int significand_bits;   /* 53, 24 */
  int max_exact_power;    /* 22, 10: the largest exact power of ten */
  int decimal_normal_low, decimal_normal_high, decimal_overflow, decimal_underflow;
  int binary_normal_low, binary_normal_high, binary_overflow, binary_underflow, binary_min;
};
static const struct limits double_limits = {53, 22, -307, 307, 309, -325, -1022, 1022, 1024, -1076, -1074};
static const struct limits float_limits = {24, 10, -37, 37, 39, -47, -126, 126, 128, -151, -149};

static enum range range_of(const struct subject *r, const struct limits *l) {
  const long top = r->n.exponent + (r->radix == 10 ? r->n.kept - 1 : top_bit(r->n.significand));
  const int decimal = r->radix == 10;
  if (top >= (decimal ? l->decimal_normal_low : l->binary_normal_low) &&
      top <= (decimal ? l->decimal_normal_high : l->binary_normal_high))
    return NORMAL;
  if (top >= (decimal ? l->decimal_overflow : l->binary_overflow)) return OVERFLOW;
  if (top <= (decimal ? l->decimal_underflow : l->binary_underflow)) return UNDERFLOW;
  return EDGE;
}

/* Exactly representable: significand * radix^exponent in one rounding. */
static int fast_path(const struct subject *r, const struct limits *l) {
  const struct number *n = &r->n;
  if (n->inexact || n->significand >= (1ULL << l->significand_bits)) return 0;
  if (r->radix == 2) return n->exponent >= l->binary_min && n->exponent + top_bit(n->significand) < l->binary_overflow;
  if (n->exponent >= -l->max_exact_power && n->exponent <= l->max_exact_power) return 1;
  if (n->exponent <= l->max_exact_power || n->exponent > l->max_exact_power + 16) return 0;
  u64 scaled = n->significand; /* 10^(e - 22) * m may still be exact */
  for (long i = l->max_exact_power; i < n->exponent && scaled < (1ULL << l->significand_bits); i++) scaled *= 10;
  return scaled < (1ULL << l->significand_bits);
}

static const double powers_of_ten[23] = {1e0,  1e1,  1e2,  1e3,  1e4,  1e5,  1e6,  1e7,  1e8,  1e9,  1e10, 1e11,
                                         1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22};

/* The fast path: m * 10^p (p >= 0) or m / 10^-p with m < 2^53 exact, the
 * sign applied before the one rounding (which a directed mode makes
 * depend on the sign). */
static double exact_decimal(const struct number *n, int negative) {
  u64 m = n->significand;
  long p = n->exponent;
  for (; p > 22; p--) m *= 10;
  const double signed_m = negative ? -(double)m : (double)m;
  return p >= 0 ? signed_m * powers_of_ten[p] : signed_m / powers_of_ten[-p];
}

static const float float_powers_of_ten[11] = {1e0f, 1e1f, 1e2f, 1e3f, 1e4f, 1e5f, 1e6f, 1e7f, 1e8f, 1e9f, 1e10f};

static float exact_decimal_float(const struct number *n, int negative) {
  u64 m = n->significand;
  long p = n->exponent;
  for (; p > 10; p--) m *= 10;
  const float signed_m = negative ? -(float)m : (float)m;
  return p >= 0 ? signed_m * float_powers_of_ten[p] : signed_m / float_powers_of_ten[-p];
}

#define FE_DOWNWARD_MODE 0x400
#define FE_UPWARD_MODE 0x800
#define FE_TOWARDZERO_MODE 0xc00

/* A result beyond the range, as glibc rounds it in the current mode. */
static double out_of_range(int overflow, int negative, double largest, double smallest) {
  const int mode = fegetround();
  const int away = mode == FE_TOWARDZERO_MODE ? 0
                   : mode == FE_UPWARD_MODE   ? !negative
                   : mode == FE_DOWNWARD_MODE ? negative
                                              : overflow;
  set_errno(ERANGE_VALUE);
  double magnitude = overflow ? (away ? from64(EXPONENT64) : largest) : (away ? smallest : 0.0);
  return negative ? -magnitude : magnitude;
}

#define DOUBLE_MIN_NORMAL from64(0x0010000000000000ULL)
#define DOUBLE_MAX from64(0x7FEFFFFFFFFFFFFFULL)
#define FLOAT_MIN_NORMAL 0x1p-126
#define FLOAT_MAX 0x1.fffffep127
/* Beyond this many digits a decimal may be an exact subnormal, which glibc
 * returns without ERANGE (a subnormal's decimal expansion is that long). */
#define EXACT_SUBNORMAL_DIGITS 700

/* Narrows an over-approximated result r of a nonzero number (as a double:
 * floats widen exactly) and sets errno as glibc would. Near the range's
 * edges (the largest finite value, the smallest normal one, subnormals
 * that might be exact) errno may or may not be ERANGE: the sign of a
 * second unknown value chooses. */
static void narrow(double r, const struct subject *s, enum range g, double min_normal, double max, const char *function) {
  const double magnitude = r < 0 ? -r : r;
  __VERIFIER_assume(!is_nan(r) && is_negative(r) == s->negative);
  if (g == NORMAL) {
    __VERIFIER_assume(!is_inf(r) && magnitude >= min_normal);
    return;
  }
  const int tiny = magnitude < min_normal;
  if (magnitude == max || magnitude == min_normal || (tiny && magnitude != 0 && s->n.digits > EXACT_SUBNORMAL_DIGITS)) {
    if (is_negative(__swarmbmc_overapproximated_double(function))) set_errno(ERANGE_VALUE);
  } else if (is_inf(r) || tiny) {
    set_errno(ERANGE_VALUE);
  }
}

static double special_value(const struct subject *s, const char *function) {
  if (s->special == INFINITE) return from64((s->negative ? SIGN64 : 0) | EXPONENT64);
  if (s->special == PLAIN_NAN) return from64((s->negative ? SIGN64 : 0) | 0x7FF8000000000000ULL);
  double r = __swarmbmc_overapproximated_double(function); /* nan(chars): glibc's payload */
  __VERIFIER_assume(is_nan(r) && is_negative(r) == s->negative);
  return r;
}

static double double_value(const struct subject *s) {
  const struct number *n = &s->n;
  if (s->special != NOT_SPECIAL) return special_value(s, "strtod");
  if (n->significand == 0) return s->negative ? -0.0 : 0.0;
  if (fast_path(s, &double_limits)) {
    if (s->radix == 2) return compose_double(s->negative, n->significand, (int)n->exponent);
    return exact_decimal(n, s->negative);
  }
  const enum range g = range_of(s, &double_limits);
  if (g == OVERFLOW || g == UNDERFLOW) return out_of_range(g == OVERFLOW, s->negative, DOUBLE_MAX, from64(1));
  double r = __swarmbmc_overapproximated_double("strtod");
  narrow(r, s, g, DOUBLE_MIN_NORMAL, DOUBLE_MAX, "strtod");
  return r;
}

static float float_value(const struct subject *s) {
  const struct number *n = &s->n;
  if (s->special != NOT_SPECIAL) return (float)special_value(s, "strtof");
  if (n->significand == 0) return s->negative ? -0.0f : 0.0f;
  if (fast_path(s, &float_limits)) {
    if (s->radix == 2) return (float)compose_double(s->negative, n->significand, (int)n->exponent);
    return exact_decimal_float(n, s->negative);
  }
  const enum range g = range_of(s, &float_limits);
  if (g == OVERFLOW || g == UNDERFLOW) return (float)out_of_range(g == OVERFLOW, s->negative, FLOAT_MAX, 0x1p-149);
  float r = __swarmbmc_overapproximated_float("strtof");
  narrow(r, s, g, FLOAT_MIN_NORMAL, FLOAT_MAX, "strtof");
  return r;
}

double strtod(const char *nptr, char **endptr) {
  const struct subject s = scan_float(nptr);
  if (endptr != NULL) *endptr = (char *)(s.end != NULL ? s.end : nptr);
  return s.end != NULL ? double_value(&s) : 0.0;
}

float strtof(const char *nptr, char **endptr) {
  const struct subject s = scan_float(nptr);
  if (endptr != NULL) *endptr = (char *)(s.end != NULL ? s.end : nptr);
  return s.end != NULL ? float_value(&s) : 0.0f;
}

double atof(const char *nptr) { return strtod(nptr, NULL); }

/* long double has no exact model in the encoder: the path is cut, UNKNOWN. */
long double strtold(const char *nptr, char **endptr) {
  (void)nptr;
  (void)endptr;
  __swarmbmc_stream_unsupported("strtold (long double)");
  return 0;
}
