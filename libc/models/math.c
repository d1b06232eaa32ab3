/* <math.h> functions that stay library calls after clang (fabs, floor,
 * copysign, fmin, isnan, ... become LLVM intrinsics or instructions, which
 * the encoder handles; so do sqrt and fabs calls), computed exactly as
 * glibc does on x86-64: fmod remainder nextafter frexp ldexp scalbn scalbln
 * modf fdim logb ilogb and their float variants, in every rounding mode
 * (the results are exact but for ldexp's, rounded by fegetround(), and
 * fdim's subtraction, which the encoder rounds by the mode).
 * Integer arithmetic on the representation (float_bits.h) where rounding
 * would make float arithmetic inexact; NaN results come from the float
 * operation glibc uses (x + y, x * y), so their bits are the SSE ones. */
#include "float_bits.h"
#include "swarmbmc_model.h"

/* The remainder's quotient is found with integers: exact while |x| / |y|
 * is below 2^kMaxShift (x86-64: 128-bit division). Beyond, the
 * result is over-approximated and named in the verdict. */
#ifdef __SIZEOF_INT128__
typedef unsigned __int128 wide;
#define kMaxShift 75 /* a 53-bit significand shifted by 75 fits 128 bits */
#else
typedef u64 wide;
#define kMaxShift 11 /* i386: 64-bit division only */
#endif

/* fmod (to_even = 0) or remainder (to_even = 1) of finite x, y != 0, x != 0:
 * 1 and the result in *result, or 0 when the quotient is too large. */
static int reduce(double x, double y, int to_even, double *result) {
  u64 mx, my;
  const int ex = split_double(x, &mx), ey = split_double(y, &my);
  int negative = is_negative(x);
  u64 r, b, q;
  int scale;
  if (ex >= ey) { /* |x| = (mx << d) * 2^ey */
    const int d = ex - ey;
    if (d > kMaxShift) return 0;
    const wide a = (wide)mx << d;
    q = (u64)(a / my);
    r = (u64)(a - (wide)q * my);
    b = my;
    scale = ey;
  } else { /* |x| < |y|: the quotient is 0 */
    /* Only remainder with 2|x| possibly above |y| (ey - ex = 1) needs more. */
    if (!to_even || ey - ex >= 2) {
      *result = x;
      return 1;
    }
    q = 0;
    r = mx;
    b = my << 1;
    scale = ex;
  }
  if (to_even && (2 * r > b || (2 * r == b && (q & 1)))) { /* round the quotient up */
    r = b - r;
    negative = !negative;
  }
  *result = compose_double(negative, r, scale);
  return 1;
}

/* fmod (to_even = 0) or remainder (to_even = 1) computed exactly: 1 and the
 * result in *result, or 0 when the quotient is too large for `reduce`. */
static int fmod_exact(double x, double y, int to_even, double *result) {
  if (is_nan(x) || is_nan(y) || is_inf(x) || y == 0) {
    *result = (x * y) / (x * y); /* glibc's NaN */
    return 1;
  }
  if (is_inf(y) || x == 0) {
    *result = x;
    return 1;
  }
  return reduce(x, y, to_even, result);
}

/* When the quotient is too large: r (any value, from the caller's
 * __swarmbmc_overapproximated_double, which names the function) narrowed to
 * the sign of x and below |y| (fmod), or to at most |y| / 2 (remainder). */
static double reduce_overapproximated(double x, double y, int to_even, double r) {
  const double ay = is_negative(y) ? -y : y, ar = is_negative(r) ? -r : r;
  __VERIFIER_assume(!is_nan(r));
  __VERIFIER_assume(to_even ? 2 * ar <= ay : ar < ay && is_negative(r) == is_negative(x));
  return r;
}

double fmod(double x, double y) {
  double result;
  if (fmod_exact(x, y, 0, &result)) return result;
  return reduce_overapproximated(x, y, 0, __swarmbmc_overapproximated_double("fmod"));
}
double remainder(double x, double y) {
  double result;
  if (fmod_exact(x, y, 1, &result)) return result;
  return reduce_overapproximated(x, y, 1, __swarmbmc_overapproximated_double("remainder"));
}
/* Exact in double: the float result is representable, the conversions exact. */
float fmodf(float x, float y) {
  double result;
  if (fmod_exact(x, y, 0, &result)) return (float)result;
  return (float)reduce_overapproximated(x, y, 0, __swarmbmc_overapproximated_double("fmodf"));
}
float remainderf(float x, float y) {
  double result;
  if (fmod_exact(x, y, 1, &result)) return (float)result;
  return (float)reduce_overapproximated(x, y, 1, __swarmbmc_overapproximated_double("remainderf"));
}

double nextafter(double x, double y) {
  if (is_nan(x) || is_nan(y)) return x + y;
  if (x == y) return y;
  if (x == 0) return from64((bits64(y) & SIGN64) | 1); /* the smallest subnormal towards y */
  const u64 b = bits64(x);
  return from64((x < y) == (x > 0) ? b + 1 : b - 1); /* away from zero, or towards it */
}

float nextafterf(float x, float y) {
  if (is_nan(x) || is_nan(y)) return x + y;
  if (x == y) return y;
  if (x == 0) return from32((bits32(y) & SIGN32) | 1);
  const u32 b = bits32(x);
  return from32((x < y) == (x > 0) ? b + 1 : b - 1);
}

double frexp(double x, int *exponent) {
  *exponent = 0;
  if (is_nan(x) || is_inf(x) || x == 0) return x + x;
  u64 m;
  const int e = split_double(x, &m);
  const int top = top_bit(m);
  *exponent = e + top + 1;  /* |x| / 2^(e + top + 1) is in [0.5, 1) */
  return compose_double(is_negative(x), m << (52 - top), -53);
}

float frexpf(float x, int *exponent) { return (float)frexp(x, exponent); }

int fegetround(void); /* the encoder's: the path's rounding mode */
/* x86-64's <fenv.h> values */
#define FE_TONEAREST 0
#define FE_DOWNWARD 0x400
#define FE_UPWARD 0x800
#define FE_TOWARDZERO 0xc00

/* Whether a magnitude of `units` with a discarded part `rest` (`half` is
 * half a unit) rounds away from zero in the current rounding mode. */
static int rounds_away(int negative, u64 units, u64 rest, u64 half) {
  const int mode = fegetround();
  if (rest == 0 || mode == FE_TOWARDZERO) return 0;
  if (mode == FE_UPWARD) return !negative;
  if (mode == FE_DOWNWARD) return negative;
  return rest > half || (rest == half && (units & 1));
}

/* x * 2^n rounded in the current mode, as glibc's multiplication rounds
 * it: a normal result is exact, a subnormal one is rounded from the
 * significand's shifted-out bits, beyond the range it is an infinity (or
 * the largest finite value when rounding towards zero). */
double ldexp(double x, int n) {
  if (is_nan(x) || is_inf(x) || x == 0) return x + x;
  if (n > 5000) n = 5000;  /* beyond, the result is infinite or zero anyway */
  if (n < -5000) n = -5000;
  u64 m;
  const int e = split_double(x, &m);
  const int shift = 52 - top_bit(m);
  const u64 normalised = m << shift;
  const int biased = e - shift + n + 1075;
  const int negative = is_negative(x);
  const u64 sign = negative ? SIGN64 : 0;
  if (biased >= 2047) return from64(sign | (rounds_away(negative, 1, 1, 0) ? EXPONENT64 : EXPONENT64 - 1));
  if (biased >= 1) return from64(sign | ((u64)biased << 52) | (normalised & FRACTION64));
  int drop = 1 - biased; /* bits below 2^-1074 */
  if (drop > 60) drop = 60;
  u64 units = normalised >> drop;
  const u64 rest = normalised & ((1ULL << drop) - 1), half = 1ULL << (drop - 1);
  if (rounds_away(negative, units, rest, half)) units += 1; /* may carry into the smallest normal */
  return from64(sign | units);
}

/* Exact through double: a float times 2^n is exact in double down to
 * 2^-1074, and values below float's range round to zero either way. */
float ldexpf(float x, int n) { return (float)ldexp(x, n); }
double scalbn(double x, int n) { return ldexp(x, n); }
float scalbnf(float x, int n) { return ldexpf(x, n); }
double scalbln(double x, long n) { return ldexp(x, n > 5000 ? 5000 : n < -5000 ? -5000 : (int)n); }
float scalblnf(float x, long n) { return ldexpf(x, n > 5000 ? 5000 : n < -5000 ? -5000 : (int)n); }

double modf(double x, double *integral) {
  if (is_nan(x)) {
    *integral = x * 1.0;
    return x * 1.0;
  }
  const u64 b = bits64(x);
  const int exponent = (int)((b >> 52) & 0x7FF) - 1023;
  if (exponent < 0) { /* |x| < 1 */
    *integral = from64(b & SIGN64);
    return x;
  }
  const u64 fraction = exponent >= 52 ? 0 : FRACTION64 >> exponent;
  if ((b & fraction) == 0) { /* an integer or infinite */
    *integral = x;
    return from64(b & SIGN64);
  }
  *integral = from64(b & ~fraction);
  return x - *integral;
}

float modff(float x, float *integral) {
  if (x != x) {
    *integral = x * 1.0f;
    return x * 1.0f;
  }
  const u32 b = bits32(x);
  const int exponent = (int)((b >> 23) & 0xFF) - 127;
  if (exponent < 0) {
    *integral = from32(b & SIGN32);
    return x;
  }
  const u32 fraction = exponent >= 23 ? 0 : FRACTION32 >> exponent;
  if ((b & fraction) == 0) {
    *integral = x;
    return from32(b & SIGN32);
  }
  *integral = from32(b & ~fraction);
  return x - *integral;
}

double fdim(double x, double y) { return x <= y ? 0.0 : x - y; }
float fdimf(float x, float y) { return x <= y ? 0.0f : x - y; }

/* The exponent of |x|'s highest bit; glibc's results at 0, infinity, NaN. */
double logb(double x) {
  if (is_nan(x) || is_inf(x)) return x * x;
  if (x == 0) return from64(SIGN64 | EXPONENT64); /* -infinity */
  u64 m;
  const int e = split_double(x, &m);
  return (double)(e + top_bit(m));
}
float logbf(float x) { return (float)logb(x); }

int ilogb(double x) {
  if (is_nan(x) || x == 0) return -2147483647 - 1; /* FP_ILOGBNAN, FP_ILOGB0 */
  if (is_inf(x)) return 2147483647;
  u64 m;
  const int e = split_double(x, &m);
  return e + top_bit(m);
}
int ilogbf(float x) { return ilogb(x); }

/* nan(tag) as glibc's: a positive quiet NaN, for the empty tag exactly
 * (0x7FF8000000000000). Another tag sets the payload below the quiet bit
 * when it is one number (glibc's __strtod_nan reads it with strtoull):
 * there the payload is any value, named in the verdict as
 * over-approximated, because parsing a tag the program does not fix would
 * loop over unknown characters (an SV-COMP task passes one). */
double nan(const char *tag) {
  __swarmbmc_precondition(tag != 0, "nan: the tag is NULL");
  if (tag[0] == '\0') return from64(0x7FF8000000000000ULL);
  const u64 payload = bits64(__swarmbmc_overapproximated_double("nan")) & FRACTION64;
  return from64(0x7FF8000000000000ULL | payload);
}
float nanf(const char *tag) {
  __swarmbmc_precondition(tag != 0, "nanf: the tag is NULL");
  if (tag[0] == '\0') return from32(0x7FC00000U);
  const u32 payload = bits32(__swarmbmc_overapproximated_float("nanf")) & FRACTION32;
  return from32(0x7FC00000U | payload);
}
