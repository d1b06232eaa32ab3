// FloatBv's rounding modes and its newer operations (fma, frem, min/max,
// rounding to integral, saturating conversions) on tiny formats, against
// the exact reference of float_reference.h.
//
// The rounding mode is a variable input of each circuit, so one circuit
// per operator is evaluated in all four directions: that tests the
// symbolic-mode selection inside `round` as well as each direction. Binary
// operators run on every pair of 8-bit values (three formats; two of them
// in the [slow] case), fma on every triple of a 6-bit format and ([slow])
// on random triples of the 8-bit ones.
#include <catch2/catch.hpp>

#include <algorithm>
#include <functional>
#include <random>
#include <vector>

#include "terms/float/FloatBv.h"
#include "float_eval.h"
#include "float_reference.h"

using namespace swarmbmc::terms;
using namespace float_reference;
using float_test::CompiledTerm;

namespace {

const Format kOpsFormats[] = {{3, 4}, {4, 3}, {2, 5}};
const Direction kDirections[] = {Direction::NearestEven, Direction::Downward, Direction::Upward,
                                 Direction::TowardZero};

bool is_zero(const Decoded& d) { return !d.nan && !d.inf && d.units == 0; }

/// The rounded, signed result of the exact value num / den (num signed, den > 0).
uint64_t signed_result(const Format& fmt, i128 num, u128 den, Direction dir, bool zero_negative) {
  if (num == 0) return with_sign(fmt, zero_negative, 0);
  bool negative = num < 0;
  return with_sign(fmt, negative, rounded(fmt, static_cast<u128>(negative ? -num : num), den, negative, dir));
}

i128 signed_units(const Decoded& d) { return d.sign ? -i128(d.units) : i128(d.units); }

uint64_t ref_add(const Format& fmt, uint64_t x, uint64_t y, Direction dir) {
  Decoded a = decode(fmt, x), b = decode(fmt, y);
  if (a.nan) return x | fmt.quiet_bit();
  if (b.nan) return y | fmt.quiet_bit();
  if (a.inf && b.inf) return a.sign == b.sign ? x : fmt.default_nan();
  if (a.inf) return x;
  if (b.inf) return y;
  bool zero_negative = dir == Direction::Downward ? (a.sign || b.sign) : (a.sign && b.sign);
  return signed_result(fmt, signed_units(a) + signed_units(b), 1, dir, zero_negative);
}

uint64_t ref_mul(const Format& fmt, uint64_t x, uint64_t y, Direction dir) {
  Decoded a = decode(fmt, x), b = decode(fmt, y);
  if (a.nan) return x | fmt.quiet_bit();
  if (b.nan) return y | fmt.quiet_bit();
  bool sign = a.sign != b.sign;
  if ((a.inf && is_zero(b)) || (b.inf && is_zero(a))) return fmt.default_nan();
  if (a.inf || b.inf) return with_sign(fmt, sign, fmt.inf_magnitude());
  return with_sign(fmt, sign, rounded(fmt, a.units * b.units, u128(1) << fmt.K(), sign, dir));
}

uint64_t ref_div(const Format& fmt, uint64_t x, uint64_t y, Direction dir) {
  Decoded a = decode(fmt, x), b = decode(fmt, y);
  if (a.nan) return x | fmt.quiet_bit();
  if (b.nan) return y | fmt.quiet_bit();
  bool sign = a.sign != b.sign;
  if ((a.inf && b.inf) || (is_zero(a) && is_zero(b))) return fmt.default_nan();
  if (a.inf || is_zero(b)) return with_sign(fmt, sign, fmt.inf_magnitude());
  if (b.inf || is_zero(a)) return with_sign(fmt, sign, 0);
  return with_sign(fmt, sign, rounded(fmt, a.units << fmt.K(), b.units, sign, dir));
}

uint64_t ref_fma(const Format& fmt, uint64_t x, uint64_t y, uint64_t z, Direction dir) {
  Decoded a = decode(fmt, x), b = decode(fmt, y), c = decode(fmt, z);
  if (a.nan) return x | fmt.quiet_bit();
  if (b.nan) return y | fmt.quiet_bit();
  if (c.nan) return z | fmt.quiet_bit();
  bool product_sign = a.sign != b.sign;
  if ((a.inf && is_zero(b)) || (b.inf && is_zero(a))) return fmt.default_nan();
  if (a.inf || b.inf) {
    if (c.inf && c.sign != product_sign) return fmt.default_nan();
    return with_sign(fmt, product_sign, fmt.inf_magnitude());
  }
  if (c.inf) return z;
  // In units of 2^-2K: the product exactly, the addend scaled by 2^K.
  i128 product = i128(a.units * b.units);
  i128 sum = (product_sign ? -product : product) + (signed_units(c) << fmt.K());
  bool zero_negative = dir == Direction::Downward ? (product_sign || c.sign) : (product_sign && c.sign);
  return signed_result(fmt, sum, u128(1) << fmt.K(), dir, zero_negative);
}

uint64_t ref_rem(const Format& fmt, uint64_t x, uint64_t y) {
  Decoded a = decode(fmt, x), b = decode(fmt, y);
  if (a.nan) return x | fmt.quiet_bit();
  if (b.nan) return y | fmt.quiet_bit();
  if (a.inf || is_zero(b)) return fmt.default_nan();
  if (b.inf) return x;
  return with_sign(fmt, a.sign, nearest(fmt, a.units % b.units, 1));  // exact
}

/// A binary circuit of FloatBv with the mode `rm` against a reference, on every pair.
using BinaryCircuit = std::function<Term(FloatBv&, Term, Term)>;
using BinaryReference = std::function<uint64_t(const Format&, uint64_t, uint64_t, Direction)>;

size_t every_pair(const Format& fmt, const BinaryCircuit& build, const BinaryReference& reference,
                  bool all_directions) {
  TermManager tm;
  Term rm = tm.mk_var(Sort::bv(2), "rm");
  FloatBv fb(tm, {fmt.e, fmt.f}, rm);
  Term x = tm.mk_var(Sort::bv(fmt.width()), "x"), y = tm.mk_var(Sort::bv(fmt.width()), "y");
  CompiledTerm circuit(build(fb, x, y), {x, y, rm});
  size_t wrong = 0;
  const uint64_t n = uint64_t(1) << fmt.width();
  for (Direction dir : kDirections) {
    if (!all_directions && dir != Direction::NearestEven) continue;
    const u128 mode = static_cast<unsigned>(dir);
    for (uint64_t a = 0; a < n; ++a)
      for (uint64_t b = 0; b < n; ++b) {
        uint64_t got = static_cast<uint64_t>(circuit.eval({a, b, mode})), want = reference(fmt, a, b, dir);
        if (got != want && ++wrong <= 5)
          UNSCOPED_INFO("format " << fmt.e << "/" << fmt.f << " mode " << int(dir) << " x=" << a << " y=" << b
                                  << " got " << got << " want " << want);
        if ((a * n + b) % 4999 == 0) {  // constant folding agrees (a constant mode too)
          FloatBv constant_mode(tm, {fmt.e, fmt.f}, tm.mk_bv(mode, 2));
          Term folded = build(constant_mode, tm.mk_bv(a, fmt.width()), tm.mk_bv(b, fmt.width()));
          CHECK(folded->op == Op::BvConst);
          CHECK(folded->value == got);
        }
      }
  }
  return wrong;
}

}  // namespace

namespace {

void arithmetic_in_every_mode(const Format& fmt) {
  auto sub = [](const Format& f, uint64_t x, uint64_t y, Direction dir) {
    if (decode(f, y).nan && !decode(f, x).nan) return y | f.quiet_bit();
    return decode(f, x).nan ? (x | f.quiet_bit()) : ref_add(f, x, y ^ f.sign_bit(), dir);
  };
  {
    INFO("format " << fmt.e << "/" << fmt.f);
    CHECK(every_pair(fmt, [](FloatBv& fb, Term x, Term y) { return fb.add(x, y); }, ref_add, true) == 0);
    CHECK(every_pair(fmt, [](FloatBv& fb, Term x, Term y) { return fb.sub(x, y); }, sub, true) == 0);
    CHECK(every_pair(fmt, [](FloatBv& fb, Term x, Term y) { return fb.mul(x, y); }, ref_mul, true) == 0);
    CHECK(every_pair(fmt, [](FloatBv& fb, Term x, Term y) { return fb.div(x, y); }, ref_div, true) == 0);
  }
}

}  // namespace

TEST_CASE("float tiny formats: add, sub, mul, div in every rounding mode exhaustively (3/4)") {
  arithmetic_in_every_mode({3, 4});
}

TEST_CASE("float tiny formats: add, sub, mul, div in every rounding mode exhaustively (4/3 and 2/5)", "[slow]") {
  arithmetic_in_every_mode({4, 3});
  arithmetic_in_every_mode({2, 5});
}

TEST_CASE("float rounding mode: the constant nearest-even mode builds the very same terms as no mode") {
  TermManager tm;
  const FloatFormat fmt = FloatFormat::binary32();
  FloatBv plain(tm, fmt), nearest(tm, fmt, tm.mk_bv(0, 2));
  Term x = tm.mk_var(Sort::bv(32), "x"), y = tm.mk_var(Sort::bv(32), "y"), z = tm.mk_var(Sort::bv(32), "z");
  CHECK(plain.add(x, y) == nearest.add(x, y));
  CHECK(plain.mul(x, y) == nearest.mul(x, y));
  CHECK(plain.div(x, y) == nearest.div(x, y));
  CHECK(plain.sqrt(x) == nearest.sqrt(x));
  CHECK(plain.fma(x, y, z) == nearest.fma(x, y, z));
  CHECK(plain.convert(x, FloatFormat::binary64()) == nearest.convert(x, FloatFormat::binary64()));
  CHECK(plain.from_signed(x) == nearest.from_signed(x));
  // A symbolic mode does change the circuit (the test above is not vacuous).
  FloatBv symbolic(tm, fmt, tm.mk_var(Sort::bv(2), "rm"));
  CHECK(plain.add(x, y) != symbolic.add(x, y));
}

TEST_CASE("float tiny formats: fma in every rounding mode, every triple of a 6-bit format") {
  const Format fmt{3, 2};
  TermManager tm;
  Term rm = tm.mk_var(Sort::bv(2), "rm");
  FloatBv fb(tm, {fmt.e, fmt.f}, rm);
  Term x = tm.mk_var(Sort::bv(6), "x"), y = tm.mk_var(Sort::bv(6), "y"), z = tm.mk_var(Sort::bv(6), "z");
  CompiledTerm circuit(fb.fma(x, y, z), {x, y, z, rm});
  size_t wrong = 0;
  for (Direction dir : kDirections)
    for (uint64_t a = 0; a < 64; ++a)
      for (uint64_t b = 0; b < 64; ++b)
        for (uint64_t c = 0; c < 64; ++c) {
          uint64_t got = static_cast<uint64_t>(circuit.eval({a, b, c, static_cast<unsigned>(dir)}));
          uint64_t want = ref_fma(fmt, a, b, c, dir);
          if (got != want && ++wrong <= 5)
            UNSCOPED_INFO("mode " << int(dir) << " " << a << " " << b << " " << c << " got " << got << " want " << want);
        }
  CHECK(wrong == 0);
}

TEST_CASE("float tiny formats: fma on random triples of the 8-bit formats, every mode", "[slow]") {
  std::mt19937_64 rng(31);
  for (const Format& fmt : kOpsFormats) {
    TermManager tm;
    Term rm = tm.mk_var(Sort::bv(2), "rm");
    FloatBv fb(tm, {fmt.e, fmt.f}, rm);
    Term x = tm.mk_var(Sort::bv(8), "x"), y = tm.mk_var(Sort::bv(8), "y"), z = tm.mk_var(Sort::bv(8), "z");
    CompiledTerm circuit(fb.fma(x, y, z), {x, y, z, rm});
    size_t wrong = 0;
    for (int i = 0; i < 200000; ++i) {
      uint64_t a = rng() % 256, b = rng() % 256, c = rng() % 256;
      Direction dir = kDirections[i % 4];
      uint64_t got = static_cast<uint64_t>(circuit.eval({a, b, c, static_cast<unsigned>(dir)}));
      if (got != ref_fma(fmt, a, b, c, dir) && ++wrong <= 5)
        UNSCOPED_INFO("format " << fmt.e << "/" << fmt.f << " mode " << int(dir) << " " << a << " " << b << " " << c);
    }
    CHECK(wrong == 0);
  }
}

TEST_CASE("float tiny formats: frem of every pair against the exact integer remainder") {
  for (const Format& fmt : kOpsFormats) {
    INFO("format " << fmt.e << "/" << fmt.f);
    auto reference = [](const Format& f, uint64_t x, uint64_t y, Direction) { return ref_rem(f, x, y); };
    // Exact: no rounding mode is involved.
    CHECK(every_pair(fmt, [](FloatBv& fb, Term x, Term y) { return fb.rem(x, y); }, reference, false) == 0);
  }
}

TEST_CASE("float tiny formats: minnum, maxnum, minimum, maximum of every pair") {
  auto less = [](const Decoded& a, const Decoded& b) {  // ordered, -0 == +0
    auto v = [](const Decoded& d) {
      i128 m = d.inf ? (i128(1) << 100) : i128(d.units);
      return d.sign ? -m : m;
    };
    return v(a) < v(b);
  };
  auto min_num = [&](const Format& f, uint64_t x, uint64_t y, Direction) {
    Decoded a = decode(f, x), b = decode(f, y);
    if (a.nan) return y;
    return (!b.nan && less(b, a)) ? y : x;
  };
  auto max_num = [&](const Format& f, uint64_t x, uint64_t y, Direction) {
    Decoded a = decode(f, x), b = decode(f, y);
    if (a.nan) return y;
    return (!b.nan && less(a, b)) ? y : x;
  };
  auto minimum = [&](const Format& f, uint64_t x, uint64_t y, Direction) {
    Decoded a = decode(f, x), b = decode(f, y);
    if (a.nan) return x | f.quiet_bit();
    if (b.nan) return y | f.quiet_bit();
    if (is_zero(a) && is_zero(b)) return a.sign ? x : y;
    return less(b, a) ? y : x;
  };
  auto maximum = [&](const Format& f, uint64_t x, uint64_t y, Direction) {
    Decoded a = decode(f, x), b = decode(f, y);
    if (a.nan) return x | f.quiet_bit();
    if (b.nan) return y | f.quiet_bit();
    if (is_zero(a) && is_zero(b)) return a.sign ? y : x;
    return less(a, b) ? y : x;
  };
  for (const Format& fmt : kOpsFormats) {
    INFO("format " << fmt.e << "/" << fmt.f);
    CHECK(every_pair(fmt, [](FloatBv& fb, Term x, Term y) { return fb.min_num(x, y); }, min_num, false) == 0);
    CHECK(every_pair(fmt, [](FloatBv& fb, Term x, Term y) { return fb.max_num(x, y); }, max_num, false) == 0);
    CHECK(every_pair(fmt, [](FloatBv& fb, Term x, Term y) { return fb.minimum(x, y); }, minimum, false) == 0);
    CHECK(every_pair(fmt, [](FloatBv& fb, Term x, Term y) { return fb.maximum(x, y); }, maximum, false) == 0);
  }
}

namespace {

/// The reference integral rounding: whole units of 1 (2^K units) and the
/// fraction decide by `how`; the sign is kept.
uint64_t ref_integral(const Format& fmt, uint64_t x, IntegralRounding how, Direction current) {
  Decoded d = decode(fmt, x);
  if (d.nan) return x | fmt.quiet_bit();
  if (d.inf) return x;
  const u128 one = u128(1) << fmt.K();
  u128 whole = d.units / one, fraction = d.units % one;
  bool up = false;
  if (how == IntegralRounding::Current) how = static_cast<IntegralRounding>(static_cast<int>(current));
  switch (how) {
    case IntegralRounding::NearestEven: up = 2 * fraction > one || (2 * fraction == one && whole % 2 == 1); break;
    case IntegralRounding::NearestAway: up = 2 * fraction >= one; break;
    case IntegralRounding::Downward: up = d.sign && fraction != 0; break;
    case IntegralRounding::Upward: up = !d.sign && fraction != 0; break;
    default: break;
  }
  return with_sign(fmt, d.sign, nearest(fmt, (whole + up) * one, 1));
}

}  // namespace

TEST_CASE("float tiny formats: round to integral in every direction, every value and mode") {
  const IntegralRounding all[] = {IntegralRounding::NearestEven, IntegralRounding::Downward,
                                  IntegralRounding::Upward,      IntegralRounding::TowardZero,
                                  IntegralRounding::NearestAway, IntegralRounding::Current};
  for (const Format& fmt : {Format{3, 4}, Format{4, 3}, Format{2, 5}, Format{5, 2}})
    for (IntegralRounding how : all) {
      TermManager tm;
      Term rm = tm.mk_var(Sort::bv(2), "rm");
      FloatBv fb(tm, {fmt.e, fmt.f}, rm);
      Term x = tm.mk_var(Sort::bv(fmt.width()), "x");
      CompiledTerm circuit(fb.round_to_integral(x, how), {x, rm});
      for (Direction dir : kDirections)
        for (uint64_t a = 0; a < (uint64_t(1) << fmt.width()); ++a) {
          INFO("format " << fmt.e << "/" << fmt.f << " how " << int(how) << " mode " << int(dir) << " x=" << a);
          CHECK(circuit.eval({a, static_cast<unsigned>(dir)}) == ref_integral(fmt, a, how, dir));
        }
    }
}

TEST_CASE("float tiny formats: saturating conversions of every value to 1, 2, 4 and 8 bits") {
  for (const Format& fmt : kOpsFormats)
    for (unsigned n : {1u, 2u, 4u, 8u}) {
      TermManager tm;
      FloatBv fb(tm, {fmt.e, fmt.f});
      Term x = tm.mk_var(Sort::bv(fmt.width()), "x");
      CompiledTerm s(fb.to_integer_saturating(x, n, true), {x}), u(fb.to_integer_saturating(x, n, false), {x});
      for (uint64_t a = 0; a < (uint64_t(1) << fmt.width()); ++a) {
        INFO("format " << fmt.e << "/" << fmt.f << " width " << n << " x=" << a);
        Decoded d = decode(fmt, a);
        i128 integral = d.inf ? (i128(1) << 100) : i128(d.units >> fmt.K());
        if (d.sign) integral = -integral;
        const i128 smin = -(i128(1) << (n - 1)), smax = (i128(1) << (n - 1)) - 1, umax = (i128(1) << n) - 1;
        i128 want_s = d.nan ? 0 : std::max(smin, std::min(smax, integral));
        i128 want_u = d.nan ? 0 : std::max(i128(0), std::min(umax, integral));
        const u128 m = (u128(1) << n) - 1;
        CHECK(s.eval({a}) == (static_cast<u128>(want_s) & m));
        CHECK(u.eval({a}) == (static_cast<u128>(want_u) & m));
      }
    }
}

TEST_CASE("float tiny formats: sqrt, conversions from integers and between formats in every mode") {
  for (const Format& fmt : kOpsFormats) {
    TermManager tm;
    Term rm = tm.mk_var(Sort::bv(2), "rm");
    FloatBv fb(tm, {fmt.e, fmt.f}, rm);
    Term x = tm.mk_var(Sort::bv(fmt.width()), "x"), v = tm.mk_var(Sort::bv(8), "v");
    const Format narrow{2, 3};
    CompiledTerm root(fb.sqrt(x), {x, rm}), from_signed(fb.from_signed(v), {v, rm}),
        to_narrow(fb.convert(x, {narrow.e, narrow.f}), {x, rm});
    for (Direction dir : kDirections) {
      const u128 mode = static_cast<unsigned>(dir);
      for (uint64_t a = 0; a < 256; ++a) {
        INFO("format " << fmt.e << "/" << fmt.f << " mode " << int(dir) << " a=" << a);
        Decoded d = decode(fmt, a);
        // sqrt: the largest encoding whose square is <= x, then the direction.
        if (!d.nan && !d.inf && !d.sign && d.units != 0) {
          const u128 target = d.units << fmt.K();
          uint64_t lo = 0;
          while (value_units(fmt, lo + 1) * value_units(fmt, lo + 1) <= target) ++lo;
          uint64_t want = lo;
          if (value_units(fmt, lo) * value_units(fmt, lo) != target) {
            const u128 middle = value_units(fmt, lo) + value_units(fmt, lo + 1);
            bool up = dir == Direction::Upward ||
                      (dir == Direction::NearestEven && (4 * target > middle * middle ||
                                                         (4 * target == middle * middle && lo % 2 == 1)));
            want = lo + up;
          }
          CHECK(root.eval({a, mode}) == want);
        }
        int64_t i = static_cast<int8_t>(a);
        CHECK(from_signed.eval({a, mode}) ==
              signed_result(fmt, i128(i) << fmt.K(), 1, dir, false));
        if (!d.nan && !d.inf)  // units of fmt to units of narrow: * 2^K(narrow) / 2^K(fmt)
          CHECK(to_narrow.eval({a, mode}) ==
                with_sign(narrow, d.sign, rounded(narrow, d.units << narrow.K(), u128(1) << fmt.K(), d.sign, dir)));
      }
    }
  }
}
