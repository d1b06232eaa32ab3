// Operands for FloatBv's differential tests against the host FPU: the
// bits of float and double, and random operands with the special values
// and hard cases mixed in.
#pragma once

#include <cmath>
#include <cstdint>
#include <algorithm>
#include <cstring>
#include <random>
#include <vector>

namespace float_test {

template <typename F>
struct Traits;
template <>
struct Traits<float> {
  using Bits = uint32_t;
  static constexpr unsigned e = 8, f = 23;
};
template <>
struct Traits<double> {
  using Bits = uint64_t;
  static constexpr unsigned e = 11, f = 52;
};

template <typename F>
typename Traits<F>::Bits bits_of(F v) {
  typename Traits<F>::Bits b;
  std::memcpy(&b, &v, sizeof b);
  return b;
}
template <typename F>
F value_of(typename Traits<F>::Bits b) {
  F v;
  std::memcpy(&v, &b, sizeof v);
  return v;
}

/// Random operands of type F, special values and hard cases mixed in.
template <typename F>
class Operands {
  using T = Traits<F>;
  using Bits = typename T::Bits;

 public:
  explicit Operands(uint64_t seed) : rng_(seed) {
    const Bits sign = Bits(1) << (T::e + T::f), inf = ((Bits(1) << T::e) - 1) << T::f, quiet = Bits(1) << (T::f - 1);
    const Bits min_normal = Bits(1) << T::f, max_normal = inf - 1, max_sub = min_normal - 1;
    for (Bits b : {Bits(0), inf, Bits(inf | quiet), Bits(inf | 1), Bits(inf | quiet | 5), Bits(1), max_sub,
                   min_normal, max_normal, bits_of<F>(1), bits_of<F>(2), bits_of<F>(0.5), bits_of<F>(3),
                   bits_of<F>(std::ldexp(F(1), T::f + 1)), bits_of<F>(std::ldexp(F(1), 31)),
                   bits_of<F>(std::ldexp(F(1), 63)), bits_of<F>(std::ldexp(F(1), 64)), bits_of<F>(F(127.5))}) {
      special_.push_back(b);
      special_.push_back(b | sign);
    }
  }

  Bits any() { return next(nullptr); }
  /// An operand whose exponent is close to `other`'s in one case of four.
  Bits near(Bits other) { return next(&other); }

 private:
  Bits next(const Bits* other) {
    const Bits sign = Bits(1) << (T::e + T::f), frac_mask = (Bits(1) << T::f) - 1;
    Bits random = static_cast<Bits>(rng_());
    switch (rng_() % 5) {
      case 0: return special_[rng_() % special_.size()];
      case 1: return random;
      case 2: return (random & (sign | frac_mask)) | (Bits(rng_() % 4) << T::f);  // subnormal or tiny
      case 3: {
        if (!other) break;
        int e = static_cast<int>((*other >> T::f) & ((Bits(1) << T::e) - 1)) + static_cast<int>(rng_() % 7) - 3;
        e = std::max(1, std::min(e, (1 << T::e) - 2));
        Bits frac = rng_() % 2 ? (*other & frac_mask) ^ (Bits(1) << (rng_() % T::f)) : (random & frac_mask);
        return (random & sign) | (Bits(e) << T::f) | frac;
      }
      default: break;
    }
    // Moderate magnitudes (2^-20 .. 2^70): integers, conversions, rounding.
    int e = (1 << (T::e - 1)) - 1 + static_cast<int>(rng_() % 91) - 20;
    return (random & (sign | frac_mask)) | (Bits(e) << T::f);
  }

  std::mt19937_64 rng_;
  std::vector<Bits> special_;
};

}  // namespace float_test
