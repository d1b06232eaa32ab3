// FloatBv on tiny formats, exhaustively, against an independent reference.
//
// Every pair of 8-bit floats in three formats (3-bit exponent and 4-bit
// fraction, 4 and 3, 2 and 5) goes through each operator's circuit, and the
// result must equal the reference's bits. The reference shares no code
// with FloatBv: it computes the exact result as a rational number and
// rounds by searching the format's encodings for the nearest value (ties
// to the even encoding, the value just past the largest finite standing in
// for infinity, as IEEE 754 defines overflow in round to nearest). So the
// tests check the circuits' alignment, normalisation, sticky bits,
// subnormals and overflow, not a transcription of them.
#include <catch2/catch.hpp>

#include <vector>

#include "terms/float/FloatBv.h"
#include "float_eval.h"
#include "float_reference.h"

using namespace swarmbmc::terms;
using float_test::CompiledTerm;
using namespace float_reference;

namespace {

uint64_t ref_add(const Format& fmt, uint64_t x, uint64_t y) {
  Decoded a = decode(fmt, x), b = decode(fmt, y);
  if (a.nan) return x | fmt.quiet_bit();
  if (b.nan) return y | fmt.quiet_bit();
  if (a.inf && b.inf) return a.sign == b.sign ? x : fmt.default_nan();
  if (a.inf) return x;
  if (b.inf) return y;
  i128 sum = (a.sign ? -i128(a.units) : i128(a.units)) + (b.sign ? -i128(b.units) : i128(b.units));
  if (sum == 0) return with_sign(fmt, a.sign && b.sign, 0);
  bool negative = sum < 0;
  return with_sign(fmt, negative, nearest(fmt, static_cast<u128>(negative ? -sum : sum), 1));
}

uint64_t ref_sub(const Format& fmt, uint64_t x, uint64_t y) {
  if (decode(fmt, x).nan) return x | fmt.quiet_bit();
  if (decode(fmt, y).nan) return y | fmt.quiet_bit();
  return ref_add(fmt, x, y ^ fmt.sign_bit());
}

uint64_t ref_mul(const Format& fmt, uint64_t x, uint64_t y) {
  Decoded a = decode(fmt, x), b = decode(fmt, y);
  if (a.nan) return x | fmt.quiet_bit();
  if (b.nan) return y | fmt.quiet_bit();
  bool sign = a.sign != b.sign;
  bool a_zero = !a.inf && a.units == 0, b_zero = !b.inf && b.units == 0;
  if ((a.inf && b_zero) || (b.inf && a_zero)) return fmt.default_nan();
  if (a.inf || b.inf) return with_sign(fmt, sign, fmt.inf_magnitude());
  return with_sign(fmt, sign, nearest(fmt, a.units * b.units, u128(1) << fmt.K()));
}

uint64_t ref_div(const Format& fmt, uint64_t x, uint64_t y) {
  Decoded a = decode(fmt, x), b = decode(fmt, y);
  if (a.nan) return x | fmt.quiet_bit();
  if (b.nan) return y | fmt.quiet_bit();
  bool sign = a.sign != b.sign;
  bool a_zero = !a.inf && a.units == 0, b_zero = !b.inf && b.units == 0;
  if ((a.inf && b.inf) || (a_zero && b_zero)) return fmt.default_nan();
  if (a.inf || b_zero) return with_sign(fmt, sign, fmt.inf_magnitude());
  if (b.inf || a_zero) return with_sign(fmt, sign, 0);
  return with_sign(fmt, sign, nearest(fmt, a.units << fmt.K(), b.units));
}

const Format kFormats[] = {{3, 4}, {4, 3}, {2, 5}};

enum class Binary { Add, Sub, Mul, Div };

Term build(FloatBv& fb, Binary op, Term x, Term y) {
  switch (op) {
    case Binary::Add: return fb.add(x, y);
    case Binary::Sub: return fb.sub(x, y);
    case Binary::Mul: return fb.mul(x, y);
    case Binary::Div: return fb.div(x, y);
  }
  return nullptr;
}

uint64_t reference(const Format& fmt, Binary op, uint64_t x, uint64_t y) {
  switch (op) {
    case Binary::Add: return ref_add(fmt, x, y);
    case Binary::Sub: return ref_sub(fmt, x, y);
    case Binary::Mul: return ref_mul(fmt, x, y);
    case Binary::Div: return ref_div(fmt, x, y);
  }
  return 0;
}

/// Every pair of operands of `fmt` through `op`; returns the mismatches.
size_t exhaustive(const Format& fmt, Binary op) {
  TermManager tm;
  FloatBv fb(tm, {fmt.e, fmt.f});
  Term x = tm.mk_var(Sort::bv(fmt.width()), "x"), y = tm.mk_var(Sort::bv(fmt.width()), "y");
  CompiledTerm circuit(build(fb, op, x, y), {x, y});
  size_t wrong = 0;
  const uint64_t n = uint64_t(1) << fmt.width();
  for (uint64_t a = 0; a < n; ++a)
    for (uint64_t b = 0; b < n; ++b) {
      uint64_t got = static_cast<uint64_t>(circuit.eval({a, b})), want = reference(fmt, op, a, b);
      if (got != want && ++wrong <= 5)
        UNSCOPED_INFO("format " << fmt.e << "/" << fmt.f << " op " << int(op) << " x=" << a << " y=" << b
                                << " got " << got << " want " << want);
      // The compiled evaluation must agree with terms::Evaluator and with
      // constant folding (on a sample: both are slow).
      if ((a * n + b) % 997 == 0) {
        CHECK(circuit.eval_reference({a, b}) == got);
        Term folded = build(fb, op, tm.mk_bv(a, fmt.width()), tm.mk_bv(b, fmt.width()));
        CHECK(folded->op == Op::BvConst);
        CHECK(folded->value == got);
      }
    }
  return wrong;
}

}  // namespace

TEST_CASE("float tiny formats: add, sub, mul, div exhaustively against exact rational rounding") {
  for (const Format& fmt : kFormats)
    for (Binary op : {Binary::Add, Binary::Sub, Binary::Mul, Binary::Div}) {
      INFO("format " << fmt.e << "/" << fmt.f << " op " << int(op));
      CHECK(exhaustive(fmt, op) == 0);
    }
}

/// The reference square root: the encoding whose value is nearest to
/// sqrt(x), found by comparing squares (no square root is computed).
uint64_t ref_sqrt(const Format& fmt, uint64_t x) {
  Decoded d = decode(fmt, x);
  if (d.nan) return x | fmt.quiet_bit();
  if (!d.inf && d.units == 0) return x;  // +-0
  if (d.sign) return fmt.default_nan();
  if (d.inf) return x;
  // sqrt(U / 2^K) vs C / 2^K  <=>  U * 2^K vs C^2 (all in units of 2^-K).
  const u128 target = d.units << fmt.K();
  auto value = [&](uint64_t enc) {
    uint64_t e = enc >> fmt.f, frac = enc & ((uint64_t(1) << fmt.f) - 1);
    return e == 0 ? u128(frac) : (u128((uint64_t(1) << fmt.f) | frac) << (e - 1));
  };
  uint64_t lo = 0;
  while (lo < fmt.inf_magnitude() && value(lo + 1) * value(lo + 1) <= target) ++lo;
  if (value(lo) * value(lo) == target) return lo;
  const u128 middle = value(lo) + value(lo + 1);  // compare 2 sqrt(x) with it
  if (4 * target < middle * middle) return lo;
  if (4 * target > middle * middle) return lo + 1;
  return lo % 2 == 0 ? lo : lo + 1;
}

TEST_CASE("float tiny formats: sqrt of every value against comparison of squares") {
  for (const Format& fmt : kFormats) {
    TermManager tm;
    FloatBv fb(tm, {fmt.e, fmt.f});
    Term x = tm.mk_var(Sort::bv(fmt.width()), "x");
    CompiledTerm circuit(fb.sqrt(x), {x});
    for (uint64_t a = 0; a < (uint64_t(1) << fmt.width()); ++a) {
      INFO("format " << fmt.e << "/" << fmt.f << " x=" << a);
      CHECK(circuit.eval({a}) == ref_sqrt(fmt, a));
    }
    CHECK(fb.sqrt(tm.mk_bv(0x30, fmt.width()))->op == Op::BvConst);  // folds
  }
}

TEST_CASE("float tiny formats: every fcmp predicate exhaustively") {
  const FloatPredicate all[] = {FloatPredicate::Oeq, FloatPredicate::Ogt, FloatPredicate::Oge, FloatPredicate::Olt,
                                FloatPredicate::Ole, FloatPredicate::One, FloatPredicate::Ord, FloatPredicate::Uno,
                                FloatPredicate::Ueq, FloatPredicate::Ugt, FloatPredicate::Uge, FloatPredicate::Ult,
                                FloatPredicate::Ule, FloatPredicate::Une};
  for (const Format& fmt : kFormats) {
    TermManager tm;
    FloatBv fb(tm, {fmt.e, fmt.f});
    Term x = tm.mk_var(Sort::bv(fmt.width()), "x"), y = tm.mk_var(Sort::bv(fmt.width()), "y");
    for (FloatPredicate p : all) {
      CompiledTerm circuit(fb.compare(p, x, y), {x, y});
      size_t wrong = 0;
      const uint64_t n = uint64_t(1) << fmt.width();
      for (uint64_t a = 0; a < n; ++a)
        for (uint64_t b = 0; b < n; ++b) {
          Decoded da = decode(fmt, a), db = decode(fmt, b);
          bool uno = da.nan || db.nan;
          // Signed values with infinities as +-huge; zeros of both signs are 0.
          auto value = [](const Decoded& d) {
            i128 v = d.inf ? (i128(1) << 100) : i128(d.units);
            return d.sign ? -v : v;
          };
          i128 va = value(da), vb = value(db);
          bool lt = !uno && va < vb, gt = !uno && va > vb, eq = !uno && va == vb;
          bool want = false;
          switch (p) {
            case FloatPredicate::Oeq: want = eq; break;
            case FloatPredicate::Ogt: want = gt; break;
            case FloatPredicate::Oge: want = gt || eq; break;
            case FloatPredicate::Olt: want = lt; break;
            case FloatPredicate::Ole: want = lt || eq; break;
            case FloatPredicate::One: want = lt || gt; break;
            case FloatPredicate::Ord: want = !uno; break;
            case FloatPredicate::Uno: want = uno; break;
            case FloatPredicate::Ueq: want = uno || eq; break;
            case FloatPredicate::Ugt: want = uno || gt; break;
            case FloatPredicate::Uge: want = uno || gt || eq; break;
            case FloatPredicate::Ult: want = uno || lt; break;
            case FloatPredicate::Ule: want = uno || lt || eq; break;
            case FloatPredicate::Une: want = uno || lt || gt; break;
          }
          if ((circuit.eval({a, b}) != 0) != want) ++wrong;
        }
      INFO("format " << fmt.e << "/" << fmt.f << " predicate " << int(p));
      CHECK(wrong == 0);
    }
  }
}

TEST_CASE("float tiny formats: sitofp and uitofp of every 8-bit and 3-bit integer") {
  for (const Format& fmt : kFormats)
    for (unsigned n : {3u, 8u}) {
      TermManager tm;
      FloatBv fb(tm, {fmt.e, fmt.f});
      Term v = tm.mk_var(Sort::bv(n), "v");
      CompiledTerm from_signed(fb.from_signed(v), {v}), from_unsigned(fb.from_unsigned(v), {v});
      for (uint64_t i = 0; i < (uint64_t(1) << n); ++i) {
        INFO("format " << fmt.e << "/" << fmt.f << " width " << n << " value " << i);
        CHECK(from_unsigned.eval({i}) == nearest(fmt, u128(i) << fmt.K(), 1));
        bool negative = (i >> (n - 1)) & 1;
        uint64_t magnitude = negative ? (uint64_t(1) << n) - i : i;
        CHECK(from_signed.eval({i}) == with_sign(fmt, negative, nearest(fmt, u128(magnitude) << fmt.K(), 1)));
      }
    }
}

TEST_CASE("float tiny formats: fptosi and fptoui of every value, with the undefined flag") {
  for (const Format& fmt : kFormats)
    for (unsigned n : {1u, 2u, 4u, 8u}) {
      TermManager tm;
      FloatBv fb(tm, {fmt.e, fmt.f});
      Term x = tm.mk_var(Sort::bv(fmt.width()), "x");
      auto s = fb.to_signed(x, n), u = fb.to_unsigned(x, n);
      CompiledTerm sv(s.value, {x}), su(s.undefined, {x}), uv(u.value, {x}), uu(u.undefined, {x});
      for (uint64_t a = 0; a < (uint64_t(1) << fmt.width()); ++a) {
        INFO("format " << fmt.e << "/" << fmt.f << " width " << n << " x=" << a);
        Decoded d = decode(fmt, a);
        i128 integral = i128(d.units >> fmt.K());  // truncation toward zero
        if (d.sign) integral = -integral;
        bool s_bad = d.nan || d.inf || integral < -(i128(1) << (n - 1)) || integral >= (i128(1) << (n - 1));
        bool u_bad = d.nan || d.inf || integral < 0 || integral >= (i128(1) << n);
        CHECK((su.eval({a}) != 0) == s_bad);
        CHECK((uu.eval({a}) != 0) == u_bad);
        u128 bits = static_cast<u128>(integral) & ((u128(1) << n) - 1);
        if (!s_bad) CHECK(sv.eval({a}) == bits);
        if (!u_bad) CHECK(uv.eval({a}) == bits);
      }
    }
}

TEST_CASE("float tiny formats: conversions between formats of every value") {
  const Format targets[] = {{3, 4}, {4, 3}, {2, 5}, {5, 8}, {2, 1}};
  for (const Format& from : kFormats)
    for (const Format& to : targets) {
      TermManager tm;
      FloatBv fb(tm, {from.e, from.f});
      Term x = tm.mk_var(Sort::bv(from.width()), "x");
      CompiledTerm circuit(fb.convert(x, {to.e, to.f}), {x});
      for (uint64_t a = 0; a < (uint64_t(1) << from.width()); ++a) {
        INFO("from " << from.e << "/" << from.f << " to " << to.e << "/" << to.f << " x=" << a);
        Decoded d = decode(from, a);
        uint64_t want;
        if (d.nan) {
          uint64_t frac = a & ((uint64_t(1) << from.f) - 1);
          frac = to.f >= from.f ? frac << (to.f - from.f) : frac >> (from.f - to.f);
          want = with_sign(to, d.sign, to.inf_magnitude() | frac | to.quiet_bit());
        } else if (d.inf) {
          want = with_sign(to, d.sign, to.inf_magnitude());
        } else {  // units of `from` are 2^-K(from); in units of `to`: * 2^K(to)
          want = with_sign(to, d.sign, nearest(to, d.units << to.K(), u128(1) << from.K()));
        }
        CHECK(circuit.eval({a}) == want);
      }
    }
}

TEST_CASE("float tiny formats: neg, abs, copysign and classification") {
  const Format fmt{3, 4};
  TermManager tm;
  FloatBv fb(tm, {fmt.e, fmt.f});
  Term x = tm.mk_var(Sort::bv(fmt.width()), "x"), y = tm.mk_var(Sort::bv(fmt.width()), "y");
  CompiledTerm neg(fb.neg(x), {x}), abs(fb.abs(x), {x}), cs(fb.copysign(x, y), {x, y});
  CompiledTerm nan(fb.is_nan(x), {x}), inf(fb.is_inf(x), {x}), zero(fb.is_zero(x), {x}),
      sub(fb.is_subnormal(x), {x}), normal(fb.is_normal(x), {x});
  for (uint64_t a = 0; a < 256; ++a) {
    Decoded d = decode(fmt, a);
    uint64_t e = (a >> fmt.f) & 7;
    CHECK(neg.eval({a}) == (a ^ 0x80));
    CHECK(abs.eval({a}) == (a & 0x7f));
    CHECK(cs.eval({a, 0x80}) == (a | 0x80));
    CHECK(cs.eval({a, 0x05}) == (a & 0x7f));
    CHECK((nan.eval({a}) != 0) == d.nan);
    CHECK((inf.eval({a}) != 0) == d.inf);
    CHECK((zero.eval({a}) != 0) == (!d.nan && !d.inf && d.units == 0));
    CHECK((sub.eval({a}) != 0) == (e == 0 && d.units != 0));
    CHECK((normal.eval({a}) != 0) == (e != 0 && e != 7));
  }
  // is_class, one class bit at a time and all ten at once.
  for (unsigned bit = 0; bit <= 10; ++bit) {
    const unsigned test = bit == 10 ? 0x3ff : 1u << bit;
    CompiledTerm circuit(fb.is_class(x, test), {x});
    for (uint64_t a = 0; a < 256; ++a) {
      Decoded d = decode(fmt, a);
      unsigned cls;
      if (d.nan) cls = (a & fmt.quiet_bit()) ? 1 : 0;
      else if (d.inf) cls = d.sign ? 2 : 9;
      else if (d.units == 0) cls = d.sign ? 5 : 6;
      else if (((a >> fmt.f) & 7) == 0) cls = d.sign ? 4 : 7;
      else cls = d.sign ? 3 : 8;
      INFO("test " << test << " x=" << a);
      CHECK((circuit.eval({a}) != 0) == (((test >> cls) & 1) != 0));
    }
  }
}
