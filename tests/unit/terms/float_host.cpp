// FloatBv for binary32 and binary64 against the host's FPU (x86-64 SSE).
//
// Each operator's circuit is built once over variables and evaluated on
// 100,000 operand pairs (or values), and the result's bits must equal what
// the host computes: arithmetic, every fcmp predicate, integer
// conversions both ways (8, 16, 32 and 64 bits) and fpext/fptrunc. The
// operands mix special values (signed zeros, infinities, quiet and
// signalling NaNs with payloads, smallest and largest subnormals and
// normals), uniformly random bit patterns, tiny exponents (subnormal
// results) and pairs of close exponents (cancellation in add and sub).
// Where C does not fix the result (which NaN of two NaN operands comes
// out), any of the allowed answers is accepted. A sample of evaluations is
// repeated through terms::Evaluator and constant folding.
#include <catch2/catch.hpp>

#include <cmath>
#include <cstring>
#include <random>
#include <vector>

#include "terms/float/FloatBv.h"
#include "float_eval.h"
#include "float_operands.h"

using namespace swarmbmc::terms;
using float_test::CompiledTerm;
using namespace float_test;

namespace {

constexpr int kSamples = 100000;

enum class Arith { Add, Sub, Mul, Div };

template <typename F>
F host(Arith op, F a, F b) {
  switch (op) {
    case Arith::Add: return a + b;
    case Arith::Sub: return a - b;
    case Arith::Mul: return a * b;
    case Arith::Div: return a / b;
  }
  return 0;
}

Term build(FloatBv& fb, Arith op, Term x, Term y) {
  switch (op) {
    case Arith::Add: return fb.add(x, y);
    case Arith::Sub: return fb.sub(x, y);
    case Arith::Mul: return fb.mul(x, y);
    case Arith::Div: return fb.div(x, y);
  }
  return nullptr;
}

template <typename F>
void check_arithmetic(Arith op) {
  using T = Traits<F>;
  using Bits = typename T::Bits;
  const unsigned width = 1 + T::e + T::f;
  const Bits quiet = Bits(1) << (T::f - 1);
  TermManager tm;
  FloatBv fb(tm, {T::e, T::f});
  Term x = tm.mk_var(Sort::bv(width), "x"), y = tm.mk_var(Sort::bv(width), "y");
  CompiledTerm circuit(build(fb, op, x, y), {x, y});
  Operands<F> gen(42 + static_cast<int>(op));
  int wrong = 0;
  for (int i = 0; i < kSamples; ++i) {
    Bits a = gen.any(), b = gen.near(a);
    if (i % 2) std::swap(a, b);
    Bits want = bits_of<F>(host<F>(op, value_of<F>(a), value_of<F>(b)));
    Bits got = static_cast<Bits>(circuit.eval({a, b}));
    bool both_nan = std::isnan(value_of<F>(a)) && std::isnan(value_of<F>(b));
    bool ok = got == want || (both_nan && (got == (a | quiet) || got == (b | quiet)) &&
                              (want == (a | quiet) || want == (b | quiet)));
    if (!ok && ++wrong <= 5) UNSCOPED_INFO(std::hex << "a=" << a << " b=" << b << " got " << got << " want " << want);
    if (i % 1000 == 0) {
      CHECK(circuit.eval_reference({a, b}) == got);
      Term folded = build(fb, op, tm.mk_bv(a, width), tm.mk_bv(b, width));
      REQUIRE(folded->op == Op::BvConst);
      CHECK(folded->value == got);
    }
  }
  CHECK(wrong == 0);
}

template <typename F>
bool host_compare(FloatPredicate p, F a, F b) {
  bool uno = std::isnan(a) || std::isnan(b);
  switch (p) {
    case FloatPredicate::Oeq: return a == b;
    case FloatPredicate::Ogt: return a > b;
    case FloatPredicate::Oge: return a >= b;
    case FloatPredicate::Olt: return a < b;
    case FloatPredicate::Ole: return a <= b;
    case FloatPredicate::One: return a < b || a > b;
    case FloatPredicate::Ord: return !uno;
    case FloatPredicate::Uno: return uno;
    case FloatPredicate::Ueq: return !(a < b || a > b);
    case FloatPredicate::Ugt: return !(a <= b);
    case FloatPredicate::Uge: return !(a < b);
    case FloatPredicate::Ult: return !(a >= b);
    case FloatPredicate::Ule: return !(a > b);
    case FloatPredicate::Une: return a != b;
  }
  return false;
}

template <typename F>
void check_compare() {
  using T = Traits<F>;
  using Bits = typename T::Bits;
  const unsigned width = 1 + T::e + T::f;
  TermManager tm;
  FloatBv fb(tm, {T::e, T::f});
  Term x = tm.mk_var(Sort::bv(width), "x"), y = tm.mk_var(Sort::bv(width), "y");
  for (int pi = 0; pi <= static_cast<int>(FloatPredicate::Une); ++pi) {
    auto p = static_cast<FloatPredicate>(pi);
    CompiledTerm circuit(fb.compare(p, x, y), {x, y});
    Operands<F> gen(7 + pi);
    int wrong = 0;
    for (int i = 0; i < kSamples; ++i) {
      Bits a = gen.any(), b = i % 3 == 0 ? a : gen.near(a);  // equal operands too
      if (i % 7 == 0) b ^= Bits(1) << (T::e + T::f);         // and opposite signs (+0 == -0)
      bool want = host_compare<F>(p, value_of<F>(a), value_of<F>(b));
      if ((circuit.eval({a, b}) != 0) != want && ++wrong <= 5)
        UNSCOPED_INFO(std::hex << "predicate " << pi << " a=" << a << " b=" << b << " want " << want);
    }
    INFO("predicate " << pi);
    CHECK(wrong == 0);
  }
}

}  // namespace

TEST_CASE("float binary32 add/sub/mul/div against the host FPU") {
  for (Arith op : {Arith::Add, Arith::Sub, Arith::Mul, Arith::Div}) {
    INFO("op " << int(op));
    check_arithmetic<float>(op);
  }
}

TEST_CASE("float binary64 add/sub/mul/div against the host FPU") {
  for (Arith op : {Arith::Add, Arith::Sub, Arith::Mul, Arith::Div}) {
    INFO("op " << int(op));
    check_arithmetic<double>(op);
  }
}

TEST_CASE("float binary32 and binary64 fcmp predicates against the host FPU") {
  check_compare<float>();
  check_compare<double>();
}

namespace {

/// Random integers of `n` bits: uniform, small, and near powers of two
/// (where rounding to the float's precision ties and carries).
uint64_t random_integer(std::mt19937_64& rng, unsigned n) {
  uint64_t v = rng();
  switch (rng() % 3) {
    case 0: break;
    case 1: v = rng() % 9 - 4; break;
    default: {
      unsigned k = static_cast<unsigned>(rng() % n);
      v = (uint64_t(1) << k) + (rng() % 5) - 2;
      if (rng() % 2) v = ~v + 1;
    }
  }
  return n == 64 ? v : v & ((uint64_t(1) << n) - 1);
}

int64_t sign_extend(uint64_t v, unsigned n) {
  return n == 64 ? static_cast<int64_t>(v) : static_cast<int64_t>(v << (64 - n)) >> (64 - n);
}

template <typename F>
void check_from_integer(unsigned n) {
  using T = Traits<F>;
  using Bits = typename T::Bits;
  TermManager tm;
  FloatBv fb(tm, {T::e, T::f});
  Term v = tm.mk_var(Sort::bv(n), "v");
  CompiledTerm from_signed(fb.from_signed(v), {v}), from_unsigned(fb.from_unsigned(v), {v});
  std::mt19937_64 rng(n);
  int wrong = 0;
  for (int i = 0; i < kSamples; ++i) {
    uint64_t bits = random_integer(rng, n);
    Bits want_s = bits_of<F>(static_cast<F>(sign_extend(bits, n)));
    Bits want_u = bits_of<F>(static_cast<F>(bits));
    if (from_signed.eval({bits}) != want_s && ++wrong <= 5) UNSCOPED_INFO("sitofp i" << n << " " << bits);
    if (from_unsigned.eval({bits}) != want_u && ++wrong <= 5) UNSCOPED_INFO("uitofp i" << n << " " << bits);
  }
  CHECK(wrong == 0);
}

template <typename F>
void check_to_integer(unsigned n) {
  using T = Traits<F>;
  using Bits = typename T::Bits;
  TermManager tm;
  FloatBv fb(tm, {T::e, T::f});
  Term x = tm.mk_var(Sort::bv(1 + T::e + T::f), "x");
  auto s = fb.to_signed(x, n), u = fb.to_unsigned(x, n);
  CompiledTerm sv(s.value, {x}), su(s.undefined, {x}), uv(u.value, {x}), uu(u.undefined, {x});
  Operands<F> gen(100 + n);
  std::mt19937_64 rng(n);
  const uint64_t mask = n == 64 ? ~uint64_t(0) : (uint64_t(1) << n) - 1;
  int wrong = 0, defined = 0;
  for (int i = 0; i < kSamples; ++i) {
    // Half of the values are integers of about n bits, plus a fraction.
    Bits a = i % 2 ? gen.any() : bits_of<F>(static_cast<F>(sign_extend(random_integer(rng, n), n)) + F(0.5) * (i % 4 / 2));
    F value = value_of<F>(a);
    F t = std::trunc(value);
    // Range checks in F are exact: the bounds are powers of two.
    bool s_ok = !std::isnan(value) && t >= -std::ldexp(F(1), n - 1) && t < std::ldexp(F(1), n - 1);
    bool u_ok = !std::isnan(value) && t > F(-1) && t < std::ldexp(F(1), n);
    if ((su.eval({a}) == 0) != s_ok && ++wrong <= 5) UNSCOPED_INFO("fptosi flag i" << n << " " << a);
    if ((uu.eval({a}) == 0) != u_ok && ++wrong <= 5) UNSCOPED_INFO("fptoui flag i" << n << " " << a);
    if (s_ok) {
      ++defined;
      uint64_t want = static_cast<uint64_t>(static_cast<int64_t>(t)) & mask;
      if (sv.eval({a}) != want && ++wrong <= 5) UNSCOPED_INFO("fptosi i" << n << " " << a);
    }
    if (u_ok) {
      uint64_t want = (n == 64 ? static_cast<uint64_t>(t) : static_cast<uint64_t>(static_cast<int64_t>(t))) & mask;
      if (uv.eval({a}) != want && ++wrong <= 5) UNSCOPED_INFO("fptoui i" << n << " " << a);
    }
  }
  CHECK(defined > kSamples / 4);  // the value checks are not vacuous
  CHECK(wrong == 0);
}

}  // namespace

TEST_CASE("float sitofp and uitofp from 8, 16, 32 and 64 bits against the host") {
  for (unsigned n : {8u, 16u, 32u, 64u}) {
    INFO("width " << n);
    check_from_integer<float>(n);
    check_from_integer<double>(n);
  }
}

TEST_CASE("float fptosi and fptoui to 8, 16, 32 and 64 bits against the host, with the undefined flag") {
  for (unsigned n : {8u, 16u, 32u, 64u}) {
    INFO("width " << n);
    check_to_integer<float>(n);
    check_to_integer<double>(n);
  }
}

TEST_CASE("float fpext and fptrunc between binary32 and binary64 against the host") {
  TermManager tm;
  FloatBv single(tm, FloatFormat::binary32()), dbl(tm, FloatFormat::binary64());
  Term f = tm.mk_var(Sort::bv(32), "f"), d = tm.mk_var(Sort::bv(64), "d");
  CompiledTerm ext(single.convert(f, FloatFormat::binary64()), {f}), trunc(dbl.convert(d, FloatFormat::binary32()), {d});
  Operands<float> floats(5);
  Operands<double> doubles(6);
  std::mt19937_64 rng(3);
  int wrong = 0;
  for (int i = 0; i < kSamples; ++i) {
    uint32_t a = floats.any();
    // Doubles around binary32's range: its overflow and subnormal edges.
    uint64_t b = doubles.any();
    if (i % 2) b = (b & ~(uint64_t(0x7ff) << 52)) | (uint64_t(1023 - 160 + rng() % 300) << 52);
    volatile float fa = value_of<float>(a);
    volatile double db = value_of<double>(b);
    uint64_t want_ext = bits_of<double>(static_cast<double>(fa));
    uint32_t want_trunc = bits_of<float>(static_cast<float>(db));
    if (ext.eval({a}) != want_ext && ++wrong <= 5) UNSCOPED_INFO(std::hex << "fpext " << a);
    if (trunc.eval({b}) != want_trunc && ++wrong <= 5) UNSCOPED_INFO(std::hex << "fptrunc " << b);
  }
  CHECK(wrong == 0);
}

TEST_CASE("float sqrt of binary32 and binary64 against the host") {
  TermManager tm;
  FloatBv single(tm, FloatFormat::binary32()), dbl(tm, FloatFormat::binary64());
  Term f = tm.mk_var(Sort::bv(32), "f"), d = tm.mk_var(Sort::bv(64), "d");
  CompiledTerm root32(single.sqrt(f), {f}), root64(dbl.sqrt(d), {d});
  Operands<float> floats(11);
  Operands<double> doubles(12);
  int wrong = 0;
  for (int i = 0; i < kSamples; ++i) {
    uint32_t a = floats.any();
    uint64_t b = doubles.any();
    volatile float fa = value_of<float>(a);
    volatile double db = value_of<double>(b);
    uint32_t want32 = bits_of<float>(std::sqrt(fa));
    uint64_t want64 = bits_of<double>(std::sqrt(db));
    if (root32.eval({a}) != want32 && ++wrong <= 5) UNSCOPED_INFO(std::hex << "sqrtf " << a);
    if (root64.eval({b}) != want64 && ++wrong <= 5) UNSCOPED_INFO(std::hex << "sqrt " << b);
    if (i % 1000 == 0) {
      CHECK(root64.eval_reference({b}) == want64);
      CHECK(dbl.sqrt(tm.mk_bv(b, 64))->value == want64);
    }
  }
  CHECK(wrong == 0);
}
