// The independent reference for FloatBv's tiny-format tests: decoding of
// any small IEEE format into exact units of its smallest subnormal, and
// rounding of an exact rational by searching the format's encodings (no
// code shared with FloatBv), in every rounding direction.
#pragma once

#include <cstdint>

#include "terms/Bits.h"

namespace float_reference {

using swarmbmc::terms::i128;
using swarmbmc::terms::u128;

struct Format {
  unsigned e, f;
  unsigned width() const { return 1 + e + f; }
  int bias() const { return (1 << (e - 1)) - 1; }
  /// Values are multiples of 2^-K: K makes the smallest subnormal 1.
  unsigned K() const { return static_cast<unsigned>(bias() - 1) + f; }
  uint64_t inf_magnitude() const { return ((uint64_t(1) << e) - 1) << f; }
  uint64_t sign_bit() const { return uint64_t(1) << (e + f); }
  uint64_t quiet_bit() const { return uint64_t(1) << (f - 1); }
  uint64_t default_nan() const { return sign_bit() | inf_magnitude() | quiet_bit(); }
};

struct Decoded {
  bool sign, nan, inf;
  u128 units;  ///< |value| * 2^K (finite only)
};

inline Decoded decode(const Format& fmt, uint64_t x) {
  uint64_t frac = x & ((uint64_t(1) << fmt.f) - 1);
  uint64_t e = (x >> fmt.f) & ((uint64_t(1) << fmt.e) - 1);
  Decoded d{(x & fmt.sign_bit()) != 0, false, false, 0};
  if (e == (uint64_t(1) << fmt.e) - 1) {
    d.nan = frac != 0;
    d.inf = frac == 0;
    return d;
  }
  d.units = e == 0 ? frac : (u128((uint64_t(1) << fmt.f) | frac) << (e - 1));
  return d;
}

/// |value| of a magnitude encoding in units; infinity's is 2^(emax+1).
inline u128 value_units(const Format& fmt, uint64_t enc) {
  uint64_t e = enc >> fmt.f, frac = enc & ((uint64_t(1) << fmt.f) - 1);
  return e == 0 ? u128(frac) : (u128((uint64_t(1) << fmt.f) | frac) << (e - 1));
}

/// The magnitude encoding nearest to n / d units (ties to the even encoding).
inline uint64_t nearest(const Format& fmt, u128 n, u128 d) {
  uint64_t inf = fmt.inf_magnitude();
  auto value = [&](uint64_t enc) {  // units of an encoding; inf's is 2^(emax+1)
    uint64_t e = enc >> fmt.f, frac = enc & ((uint64_t(1) << fmt.f) - 1);
    return e == 0 ? u128(frac) : (u128((uint64_t(1) << fmt.f) | frac) << (e - 1));
  };
  uint64_t lo = 0;
  while (lo < inf && value(lo + 1) * d <= n) ++lo;
  if (value(lo) * d == n || lo == inf) return lo;
  uint64_t hi = lo + 1;
  u128 twice = 2 * n, middle = (value(lo) + value(hi)) * d;
  if (twice < middle) return lo;
  if (twice > middle) return hi;
  return (lo % 2 == 0) ? lo : hi;
}

inline uint64_t with_sign(const Format& fmt, bool sign, uint64_t magnitude) {
  return (sign ? fmt.sign_bit() : 0) | magnitude;
}

/// Rounding directions of the reference (RoundingMode's numbering).
enum class Direction { NearestEven = 0, Downward = 1, Upward = 2, TowardZero = 3 };

/// The magnitude encoding of n / d units rounded in `dir` for a value of
/// sign `negative`: the nearest for NearestEven, else the encoding below
/// or above by the direction (the largest finite value when a directed
/// rounding stops short of infinity).
inline uint64_t rounded(const Format& fmt, u128 n, u128 d, bool negative, Direction dir) {
  if (dir == Direction::NearestEven) return nearest(fmt, n, d);
  const uint64_t largest = fmt.inf_magnitude() - 1;
  uint64_t lo = 0;
  while (lo < largest && value_units(fmt, lo + 1) * d <= n) ++lo;
  if (value_units(fmt, lo) * d == n) return lo;
  bool away = (dir == Direction::Upward && !negative) || (dir == Direction::Downward && negative);
  return away ? lo + 1 : lo;
}

}  // namespace float_reference
