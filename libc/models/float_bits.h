/* The IEEE representation of float and double for the math models: bit
 * patterns, classification, and splitting a finite value into an integer
 * significand and a power of two (exact integer arithmetic, so that the
 * models compute glibc's results bit for bit without float rounding). */
#ifndef SWARMBMC_FLOAT_BITS_H
#define SWARMBMC_FLOAT_BITS_H

typedef unsigned long long u64;
typedef unsigned int u32;

#define SIGN64 0x8000000000000000ULL
#define EXPONENT64 0x7FF0000000000000ULL
#define FRACTION64 0x000FFFFFFFFFFFFFULL
#define SIGN32 0x80000000U
#define EXPONENT32 0x7F800000U
#define FRACTION32 0x007FFFFFU

static inline u64 bits64(double x) {
  union { double d; u64 u; } v;
  v.d = x;
  return v.u;
}
static inline double from64(u64 u) {
  union { double d; u64 u; } v;
  v.u = u;
  return v.d;
}
static inline u32 bits32(float x) {
  union { float f; u32 u; } v;
  v.f = x;
  return v.u;
}
static inline float from32(u32 u) {
  union { float f; u32 u; } v;
  v.u = u;
  return v.f;
}

static inline int is_nan(double x) { return x != x; }
static inline int is_inf(double x) { return (bits64(x) & ~SIGN64) == EXPONENT64; }
static inline int is_negative(double x) { return (int)(bits64(x) >> 63); }
static inline int same_bits(double a, double b) { return bits64(a) == bits64(b); }
/* The index of the highest set bit of m (m != 0). */
static inline int top_bit(u64 m) { return 63 - __builtin_clzll(m); }

/* |x| = *significand * 2^(returned exponent), for finite x != 0; the
 * significand has at most 53 bits (fewer for subnormals). */
static inline int split_double(double x, u64 *significand) {
  const u64 magnitude = bits64(x) & ~SIGN64;
  const int biased = (int)(magnitude >> 52);
  if (biased == 0) {
    *significand = magnitude;
    return -1074;
  }
  *significand = (magnitude & FRACTION64) | (1ULL << 52);
  return biased - 1075;
}

/* ±m * 2^e where that value is a double (m < 2^53, e >= -1074, and the
 * value below 2^1024): exact, no rounding. */
static inline double compose_double(int negative, u64 m, int e) {
  const u64 sign = negative ? SIGN64 : 0;
  if (m == 0) return from64(sign);
  const int shift = 52 - top_bit(m);  /* puts the top bit at bit 52 */
  const int biased = e - shift + 1075;
  if (biased >= 1) return from64(sign | ((u64)biased << 52) | ((m << shift) & FRACTION64));
  return from64(sign | (m << (e + 1074)));  /* subnormal: m * 2^e in units of 2^-1074 */
}

#endif
