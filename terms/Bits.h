// Constant bit-vector arithmetic on widths 1..128, with SMT-LIB semantics.
//
// The term manager folds constants with these functions, and the solver
// backends must agree with them, so every corner case follows SMT-LIB:
// x/0 = all ones, x%0 = x, shifts by >= width give 0 (or the sign fill).
#pragma once

#include <cstdint>
#include <string>

namespace swarmbmc::terms {

using u128 = unsigned __int128;
using i128 = __int128;

constexpr unsigned kMaxWidth = 128;

/// All-ones mask of `width` bits (width in 1..128).
constexpr u128 mask(unsigned width) { return width >= 128 ? ~u128(0) : ((u128(1) << width) - 1); }

/// `v` truncated to `width` bits.
constexpr u128 truncate(u128 v, unsigned width) { return v & mask(width); }

/// The sign bit of a `width`-bit value.
constexpr bool sign_bit(u128 v, unsigned width) { return (v >> (width - 1)) & 1; }

/// `v` (a `width`-bit value) sign-extended to 128 bits, as a signed number.
constexpr i128 to_signed(u128 v, unsigned width) {
  v = truncate(v, width);
  if (width < 128 && sign_bit(v, width)) v |= ~mask(width);
  return static_cast<i128>(v);
}

/// Decimal rendering of an unsigned 128-bit value.
std::string to_decimal(u128 v);
/// Decimal rendering of `v` read as a signed `width`-bit number.
std::string to_signed_decimal(u128 v, unsigned width);

}  // namespace swarmbmc::terms
