// WordCircuits: bit-vector operations as circuits over any bit type.
//
// A word is a vector of bits, least significant first. The circuits are
// the textbook ones (ripple-carry adder, shift-and-add multiplier,
// restoring divider, logarithmic barrel shifter), chosen because they are
// small and because their gates fold away when inputs are constant: with
// CnfBits a multiplication by a constant becomes a few additions, a shift
// by a constant is wiring. Every corner case follows SMT-LIB, exactly as
// terms/Fold.h: x/0 = all ones, x%0 = x, shifts by >= width give 0 or the
// sign fill. Templated on the bit type (ConstBits, CnfBits) so that each
// circuit can be tested on concrete values.
#pragma once

#include <cassert>
#include <utility>
#include <vector>

#include "terms/Bits.h"

namespace swarmbmc::solver::bitblast {

template <class Bits>
class WordCircuits {
 public:
  using Bit = typename Bits::Bit;
  using Word = std::vector<Bit>;

  explicit WordCircuits(Bits& bits) : b_(bits) {}

  /// The `width`-bit constant `value` (width <= 128).
  Word constant(terms::u128 value, unsigned width) const {
    Word w(width);
    for (unsigned i = 0; i < width; ++i) w[i] = b_.constant(((value >> i) & 1) != 0);
    return w;
  }

  // --- bitwise ----------------------------------------------------------------
  Word bv_not(const Word& a) const {
    Word r(a.size());
    for (size_t i = 0; i < a.size(); ++i) r[i] = b_.mk_not(a[i]);
    return r;
  }
  template <class Gate>
  Word bitwise(const Word& a, const Word& c, Gate gate) const {
    assert(a.size() == c.size());
    Word r(a.size());
    for (size_t i = 0; i < a.size(); ++i) r[i] = gate(a[i], c[i]);
    return r;
  }
  Word bv_and(const Word& a, const Word& c) const { return bitwise(a, c, [this](Bit x, Bit y) { return b_.mk_and(x, y); }); }
  Word bv_or(const Word& a, const Word& c) const { return bitwise(a, c, [this](Bit x, Bit y) { return b_.mk_or(x, y); }); }
  Word bv_xor(const Word& a, const Word& c) const { return bitwise(a, c, [this](Bit x, Bit y) { return b_.mk_xor(x, y); }); }
  Word ite(Bit cond, const Word& t, const Word& e) const {
    return bitwise(t, e, [this, cond](Bit x, Bit y) { return b_.mk_ite(cond, x, y); });
  }

  // --- predicates -------------------------------------------------------------
  Bit eq(const Word& a, const Word& c) const {
    assert(a.size() == c.size());
    Bit all = b_.constant(true);
    for (size_t i = 0; i < a.size(); ++i) all = b_.mk_and(all, b_.mk_not(b_.mk_xor(a[i], c[i])));
    return all;
  }
  /// a < c unsigned: scanning from the least significant bit, the highest
  /// differing bit decides.
  Bit ult(const Word& a, const Word& c) const {
    assert(a.size() == c.size());
    Bit less = b_.constant(false);
    for (size_t i = 0; i < a.size(); ++i) less = b_.mk_ite(b_.mk_xor(a[i], c[i]), c[i], less);
    return less;
  }
  Bit ule(const Word& a, const Word& c) const { return b_.mk_not(ult(c, a)); }
  /// Signed comparison is unsigned comparison with the sign bits swapped.
  Bit slt(const Word& a, const Word& c) const { return ult(flip_sign(a), flip_sign(c)); }
  Bit sle(const Word& a, const Word& c) const { return b_.mk_not(slt(c, a)); }

  // --- arithmetic -------------------------------------------------------------
  Word add(const Word& a, const Word& c, Bit carry_in) const {
    assert(a.size() == c.size());
    Word r(a.size());
    Bit carry = carry_in;
    for (size_t i = 0; i < a.size(); ++i) {
      r[i] = b_.mk_xor(b_.mk_xor(a[i], c[i]), carry);
      if (i + 1 < a.size()) carry = b_.mk_maj(a[i], c[i], carry);
    }
    return r;
  }
  Word add(const Word& a, const Word& c) const { return add(a, c, b_.constant(false)); }
  Word sub(const Word& a, const Word& c) const { return add(a, bv_not(c), b_.constant(true)); }
  Word neg(const Word& a) const { return sub(constant(0, static_cast<unsigned>(a.size())), a); }

  /// Shift-and-add: row i adds (a << i) when bit i of c is set. Rows of a
  /// constant multiplier's zero bits fold away, so a constant operand goes
  /// second.
  Word mul(Word a, Word c) const {
    assert(a.size() == c.size());
    const size_t w = a.size();
    if (is_constant(a) && !is_constant(c)) std::swap(a, c);
    Word acc(w, b_.constant(false));
    for (size_t i = 0; i < w; ++i) {
      if (b_.is_false(c[i])) continue;
      // acc[i..w) += (a & c[i])[0..w-i)
      Bit carry = b_.constant(false);
      for (size_t j = i; j < w; ++j) {
        const Bit p = b_.mk_and(a[j - i], c[i]);
        const Bit sum = b_.mk_xor(b_.mk_xor(acc[j], p), carry);
        if (j + 1 < w) carry = b_.mk_maj(acc[j], p, carry);
        acc[j] = sum;
      }
    }
    return acc;
  }

  /// Restoring division: quotient and remainder together (udiv and urem of
  /// the same operands share one circuit). With a zero divisor every step
  /// subtracts 0, which yields SMT-LIB's quotient ~0 and remainder a.
  std::pair<Word, Word> udivrem(const Word& a, const Word& d) const {
    assert(a.size() == d.size());
    const size_t w = a.size();
    Word q(w);
    Word rem(w, b_.constant(false));
    Word divisor = d;
    divisor.push_back(b_.constant(false));  // w+1 bits
    for (size_t step = 0; step < w; ++step) {
      const size_t i = w - 1 - step;
      Word shifted(w + 1);  // (rem << 1) | a[i], one bit wider: cannot overflow
      shifted[0] = a[i];
      for (size_t k = 0; k < w; ++k) shifted[k + 1] = rem[k];
      const Bit fits = b_.mk_not(ult(shifted, divisor));
      const Word diff = sub(shifted, divisor);
      for (size_t k = 0; k < w; ++k) rem[k] = b_.mk_ite(fits, diff[k], shifted[k]);
      q[i] = fits;
    }
    return {q, rem};
  }
  /// Division as a relation, as CBMC encodes it: fresh quotient and
  /// remainder bits with, for d != 0, a = q*d + r computed at twice the
  /// width (so it cannot overflow) and r < d; for d = 0, SMT-LIB's q = ~0
  /// and r = a. The constraint is a definition (exactly one q, r satisfies
  /// it for each a, d), so it is asserted outright. Propagation no longer
  /// computes q from a and d, but conflicts reason through the product: on
  /// gcd with a symbolic divisor the SAT time fell from 0.74-0.85 s to
  /// 60-80 ms (benchmarks/arith). Needs a bit type that makes fresh
  /// variables and asserts (CnfBits).
  std::pair<Word, Word> udivrem_relational(const Word& a, const Word& d) const {
    assert(a.size() == d.size());
    const size_t w = a.size();
    Word q(w), r(w);
    for (Bit& bit : q) bit = b_.fresh();
    for (Bit& bit : r) bit = b_.fresh();
    auto wide = [&](Word x) {
      x.resize(2 * w, b_.constant(false));
      return x;
    };
    const Bit divides = b_.mk_and(eq(add(mul(wide(q), wide(d)), wide(r)), wide(a)), ult(r, d));
    const Bit by_zero = b_.mk_and(eq(q, constant(~terms::u128(0), static_cast<unsigned>(w))), eq(r, a));
    b_.add_clause({b_.mk_ite(eq(d, constant(0, static_cast<unsigned>(w))), by_zero, divides)});
    return {q, r};
  }

  /// Signed division on magnitudes; the quotient is negated when the signs
  /// differ, the remainder takes the dividend's sign (SMT-LIB bvsdiv/bvsrem).
  /// `relational`: the magnitudes are divided by udivrem_relational.
  std::pair<Word, Word> sdivrem(const Word& a, const Word& d, bool relational = false) const {
    const Bit sa = a.back(), sd = d.back();
    const Word ua = ite(sa, neg(a), a), ud = ite(sd, neg(d), d);
    auto [q, r] = unsigned_divrem(ua, ud, relational);
    return {ite(b_.mk_xor(sa, sd), neg(q), q), ite(sa, neg(r), r)};
  }
  /// udivrem, or udivrem_relational where asked and the bit type allows it.
  std::pair<Word, Word> unsigned_divrem(const Word& a, const Word& d, bool relational) const {
    if constexpr (requires(Bits & bits) { bits.fresh(); }) {
      if (relational) return udivrem_relational(a, d);
    }
    return udivrem(a, d);
  }

  // --- shifts -----------------------------------------------------------------
  enum class Shift { Left, LogicalRight, ArithmeticRight };
  /// Barrel shifter: stage k shifts by 2^k when bit k of the amount is set;
  /// an amount >= width gives the fill (0, or the sign for arithmetic).
  Word shift(const Word& a, const Word& amount, Shift kind) const {
    assert(a.size() == amount.size());
    const size_t w = a.size();
    const Bit fill = kind == Shift::ArithmeticRight ? a.back() : b_.constant(false);
    Word r = a;
    for (size_t k = 0; k < w && (size_t(1) << k) < w; ++k) {
      const size_t by = size_t(1) << k;
      Word moved(w);
      for (size_t i = 0; i < w; ++i) {
        if (kind == Shift::Left) moved[i] = i >= by ? r[i - by] : b_.constant(false);
        else moved[i] = i + by < w ? r[i + by] : fill;
      }
      r = ite(amount[k], moved, r);
    }
    const Bit too_far = ult(constant(w - 1, static_cast<unsigned>(w)), amount);
    Word filled(w, fill);
    return ite(too_far, filled, r);
  }

  // --- structure --------------------------------------------------------------
  static Word extract(const Word& a, unsigned hi, unsigned lo) { return Word(a.begin() + lo, a.begin() + hi + 1); }
  static Word concat(const Word& high, const Word& low) {
    Word r = low;
    r.insert(r.end(), high.begin(), high.end());
    return r;
  }
  Word zext(const Word& a, unsigned width) const {
    Word r = a;
    r.resize(width, b_.constant(false));
    return r;
  }
  static Word sext(const Word& a, unsigned width) {
    Word r = a;
    r.resize(width, a.back());
    return r;
  }

  bool is_constant(const Word& a) const {
    for (Bit x : a)
      if (!b_.is_true(x) && !b_.is_false(x)) return false;
    return true;
  }

 private:
  Word flip_sign(const Word& a) const {
    Word r = a;
    r.back() = b_.mk_not(r.back());
    return r;
  }
  Bits& b_;
};

}  // namespace swarmbmc::solver::bitblast
