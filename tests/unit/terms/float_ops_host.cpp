// FloatBv's rounding modes and newer operations for binary32 and binary64
// against the host (x86-64 SSE and glibc): add, sub, mul, div, sqrt, fma,
// sitofp and fptrunc in each rounding mode (the host's mode set with
// fesetround while it computes), fmod, fmin/fmax, floor, ceil, trunc,
// round, roundeven, rint/nearbyint in each mode, lrint/llround and the
// saturating conversions.
//
// Operands come from float_operands.h (special values, random bits,
// subnormals, moderate magnitudes). Where C or LLVM leave the answer open
// (which NaN of several comes out; +0 or -0 from fmin(-0, +0)) any allowed
// answer is accepted. Each group runs twice: quickly on a few thousand
// operands per operator, type and mode, and tagged [slow] (CTest's
// unit/terms/slow) on 100,000; SWARMBMC_FLOAT_SAMPLES overrides both counts.
#include <catch2/catch.hpp>

#include <cfenv>
#include <cmath>
#include <cstdlib>
#include <functional>
#include <limits>
#include <sstream>

#include "terms/float/FloatBv.h"
#include "float_eval.h"
#include "float_operands.h"

using namespace swarmbmc::terms;
using namespace float_test;

namespace {

int samples(int default_count) {
  const char* text = std::getenv("SWARMBMC_FLOAT_SAMPLES");
  return text ? std::atoi(text) : default_count;
}

constexpr int kHostModes[] = {FE_TONEAREST, FE_DOWNWARD, FE_UPWARD, FE_TOWARDZERO};  // RoundingMode's order

template <typename F>
bool is_nan_bits(typename Traits<F>::Bits b) {
  return std::isnan(value_of<F>(b));
}

/// got equals want, or both are NaNs and got is one of the NaN operands,
/// quietened or (minnum of two NaNs) not (which one C does not fix).
template <typename F>
bool same_or_allowed_nan(typename Traits<F>::Bits got, typename Traits<F>::Bits want,
                         const std::vector<typename Traits<F>::Bits>& operands) {
  using Bits = typename Traits<F>::Bits;
  if (got == want) return true;
  if (!is_nan_bits<F>(want) || !is_nan_bits<F>(got)) return false;
  const Bits quiet = Bits(1) << (Traits<F>::f - 1);
  for (Bits b : operands)
    if (is_nan_bits<F>(b) && (got == (b | quiet) || got == b)) return true;
  return false;
}

/// An operator checked against the host: the circuit over variables (and
/// the mode variable `rm`), the host's answer computed in the host mode.
template <typename F>
struct Case {
  const char* name;
  unsigned arity;
  std::function<Term(FloatBv&, const std::vector<Term>&)> circuit;
  std::function<F(const std::vector<F>&)> host;
};

template <typename F>
int check_case(const Case<F>& c, bool all_modes, int count, uint64_t seed) {
  using T = Traits<F>;
  using Bits = typename T::Bits;
  const unsigned width = 1 + T::e + T::f;
  TermManager tm;
  Term rm = tm.mk_var(Sort::bv(2), "rm");
  FloatBv fb(tm, {T::e, T::f}, rm);
  std::vector<Term> vars;
  for (unsigned i = 0; i < c.arity; ++i) vars.push_back(tm.mk_var(Sort::bv(width), "x" + std::to_string(i)));
  std::vector<Term> inputs = vars;
  inputs.push_back(rm);
  CompiledTerm circuit(c.circuit(fb, vars), inputs);
  Operands<F> gen(seed);
  int wrong = 0;
  for (int mode = 0; mode < (all_modes ? 4 : 1); ++mode)
    for (int i = 0; i < count; ++i) {
      std::vector<Bits> operands{gen.any()};
      while (operands.size() < c.arity) operands.push_back(gen.near(operands[0]));
      if (i % 2 && c.arity > 1) std::swap(operands[0], operands[1]);
      std::vector<F> values;
      for (Bits b : operands) values.push_back(value_of<F>(b));
      std::fesetround(kHostModes[mode]);
      volatile F result = c.host(values);
      std::fesetround(FE_TONEAREST);
      const Bits want = bits_of<F>(result);
      std::vector<u128> in(operands.begin(), operands.end());
      in.push_back(static_cast<u128>(mode));
      const Bits got = static_cast<Bits>(circuit.eval(in));
      if (!same_or_allowed_nan<F>(got, want, operands) && ++wrong <= 5) {
        std::ostringstream text;
        text << c.name << " mode " << mode << std::hex;
        for (Bits b : operands) text << " " << b;
        text << " got " << got << " want " << want;
        UNSCOPED_INFO(text.str());
      }
    }
  return wrong;
}

template <typename F>
std::vector<Case<F>> rounded_cases() {
  return {
      {"add", 2, [](FloatBv& fb, const std::vector<Term>& v) { return fb.add(v[0], v[1]); },
       [](const std::vector<F>& a) { volatile F x = a[0], y = a[1]; return F(x + y); }},
      {"sub", 2, [](FloatBv& fb, const std::vector<Term>& v) { return fb.sub(v[0], v[1]); },
       [](const std::vector<F>& a) { volatile F x = a[0], y = a[1]; return F(x - y); }},
      {"mul", 2, [](FloatBv& fb, const std::vector<Term>& v) { return fb.mul(v[0], v[1]); },
       [](const std::vector<F>& a) { volatile F x = a[0], y = a[1]; return F(x * y); }},
      {"div", 2, [](FloatBv& fb, const std::vector<Term>& v) { return fb.div(v[0], v[1]); },
       [](const std::vector<F>& a) { volatile F x = a[0], y = a[1]; return F(x / y); }},
      {"sqrt", 1, [](FloatBv& fb, const std::vector<Term>& v) { return fb.sqrt(v[0]); },
       [](const std::vector<F>& a) { volatile F x = a[0]; return F(std::sqrt(x)); }},
      {"fma", 3, [](FloatBv& fb, const std::vector<Term>& v) { return fb.fma(v[0], v[1], v[2]); },
       [](const std::vector<F>& a) { volatile F x = a[0], y = a[1], z = a[2]; return F(std::fma(x, y, z)); }},
      {"rint", 1,
       [](FloatBv& fb, const std::vector<Term>& v) { return fb.round_to_integral(v[0], IntegralRounding::Current); },
       [](const std::vector<F>& a) { volatile F x = a[0]; return F(std::nearbyint(x)); }},
  };
}

template <typename F>
std::vector<Case<F>> exact_cases() {
  auto integral = [](IntegralRounding how) {
    return [how](FloatBv& fb, const std::vector<Term>& v) { return fb.round_to_integral(v[0], how); };
  };
  return {
      {"floor", 1, integral(IntegralRounding::Downward), [](const std::vector<F>& a) { return F(std::floor(a[0])); }},
      {"ceil", 1, integral(IntegralRounding::Upward), [](const std::vector<F>& a) { return F(std::ceil(a[0])); }},
      {"trunc", 1, integral(IntegralRounding::TowardZero), [](const std::vector<F>& a) { return F(std::trunc(a[0])); }},
      {"round", 1, integral(IntegralRounding::NearestAway), [](const std::vector<F>& a) { return F(std::round(a[0])); }},
      {"roundeven", 1, integral(IntegralRounding::NearestEven),
       [](const std::vector<F>& a) { return F(std::nearbyint(a[0])); }},  // in the host's nearest mode
      {"fmin", 2, [](FloatBv& fb, const std::vector<Term>& v) { return fb.min_num(v[0], v[1]); },
       [](const std::vector<F>& a) {
         // LLVM's minnum gives the other operand for any NaN, signalling
         // too (glibc's fmin gives a NaN for those); for equal operands
         // glibc returns y and x86's lowering of minnum x: +0 and -0 may be
         // either, so equal operands compare with x.
         if (std::isnan(a[0]) || std::isnan(a[1])) return std::isnan(a[0]) ? a[1] : a[0];
         return a[0] == a[1] ? a[0] : F(std::fmin(a[0], a[1]));
       }},
      {"fmax", 2, [](FloatBv& fb, const std::vector<Term>& v) { return fb.max_num(v[0], v[1]); },
       [](const std::vector<F>& a) {
         if (std::isnan(a[0]) || std::isnan(a[1])) return std::isnan(a[0]) ? a[1] : a[0];
         return a[0] == a[1] ? a[0] : F(std::fmax(a[0], a[1]));
       }},
      {"minimum", 2, [](FloatBv& fb, const std::vector<Term>& v) { return fb.minimum(v[0], v[1]); },
       [](const std::vector<F>& a) {
         if (std::isnan(a[0]) || std::isnan(a[1])) return std::numeric_limits<F>::quiet_NaN();
         if (a[0] == a[1]) return std::signbit(a[0]) ? a[0] : a[1];
         return std::fmin(a[0], a[1]);
       }},
      {"maximum", 2, [](FloatBv& fb, const std::vector<Term>& v) { return fb.maximum(v[0], v[1]); },
       [](const std::vector<F>& a) {
         if (std::isnan(a[0]) || std::isnan(a[1])) return std::numeric_limits<F>::quiet_NaN();
         if (a[0] == a[1]) return std::signbit(a[0]) ? a[1] : a[0];
         return std::fmax(a[0], a[1]);
       }},
  };
}

/// Each group runs as a quick test (a few thousand operands) and as a
/// [slow] one with the full count (CTest's unit/terms/slow).
void rounded_group(int count) {
  for (const Case<float>& c : rounded_cases<float>()) {
    INFO("float " << c.name);
    CHECK(check_case<float>(c, true, count, 1) == 0);
  }
  for (const Case<double>& c : rounded_cases<double>()) {
    INFO("double " << c.name);
    CHECK(check_case<double>(c, true, count, 2) == 0);
  }
}

void exact_group(int count) {
  for (const Case<float>& c : exact_cases<float>()) {
    INFO("float " << c.name);
    CHECK(check_case<float>(c, false, count, 3) == 0);
  }
  for (const Case<double>& c : exact_cases<double>()) {
    INFO("double " << c.name);
    CHECK(check_case<double>(c, false, count, 4) == 0);
  }
}

void fmod_group(int count) {
  Case<float> single{"fmod", 2, [](FloatBv& fb, const std::vector<Term>& v) { return fb.rem(v[0], v[1]); },
                     [](const std::vector<float>& a) { return std::fmod(a[0], a[1]); }};
  Case<double> dbl{"fmod", 2, [](FloatBv& fb, const std::vector<Term>& v) { return fb.rem(v[0], v[1]); },
                   [](const std::vector<double>& a) { return std::fmod(a[0], a[1]); }};
  CHECK(check_case<float>(single, false, count, 5) == 0);
  CHECK(check_case<double>(dbl, false, count, 6) == 0);
}

}  // namespace

namespace {

/// sitofp from 64 bits, fptrunc, lrint (llvm.lrint = rint then a
/// conversion) in each mode, and fptosi.sat, for type F.
template <typename F>
int check_conversions(int count) {
  using T = Traits<F>;
  using Bits = typename T::Bits;
  TermManager tm;
  Term rm = tm.mk_var(Sort::bv(2), "rm");
  FloatBv fb(tm, {T::e, T::f}, rm), dbl(tm, FloatFormat::binary64(), rm);
  Term x = tm.mk_var(Sort::bv(1 + T::e + T::f), "x"), v = tm.mk_var(Sort::bv(64), "v"), d = tm.mk_var(Sort::bv(64), "d");
  CompiledTerm from64(fb.from_signed(v), {v, rm}), narrowed(dbl.convert(d, {T::e, T::f}), {d, rm});
  FloatBv::ToInt lrint = fb.to_signed(fb.round_to_integral(x, IntegralRounding::Current), 64);
  CompiledTerm lrint_value(lrint.value, {x, rm}), lrint_undefined(lrint.undefined, {x, rm});
  CompiledTerm sat32(fb.to_integer_saturating(x, 32, true), {x}), satu16(fb.to_integer_saturating(x, 16, false), {x});
  Operands<F> gen(7);
  Operands<double> doubles(8);
  std::mt19937_64 rng(9);
  int wrong = 0;
  for (int mode = 0; mode < 4; ++mode)
    for (int i = 0; i < count; ++i) {
      const Bits a = gen.any();
      const uint64_t b = doubles.any(), n = i % 2 ? rng() : rng() >> (rng() % 64);
      volatile F fa = value_of<F>(a);
      volatile double db = value_of<double>(b);
      volatile int64_t in = static_cast<int64_t>(n);
      std::fesetround(kHostModes[mode]);
      volatile F from = static_cast<F>(in), narrow = static_cast<F>(db);
      volatile long long rounded = std::llrint(fa);
      volatile F integral = std::nearbyint(fa);
      std::fesetround(FE_TONEAREST);
      if (from64.eval({n, u128(mode)}) != bits_of<F>(from) && ++wrong <= 5) UNSCOPED_INFO("sitofp " << n);
      Bits want_narrow = bits_of<F>(narrow), got_narrow = static_cast<Bits>(narrowed.eval({b, u128(mode)}));
      if (got_narrow != want_narrow && !(std::isnan(db) && is_nan_bits<F>(got_narrow)) && ++wrong <= 5)
        UNSCOPED_INFO("fptrunc " << std::hex << b);
      const bool in_range = !std::isnan(fa) && integral >= -0x1p63 && integral < 0x1p63;
      if ((lrint_undefined.eval({a, u128(mode)}) == 0) != in_range && ++wrong <= 5) UNSCOPED_INFO("lrint flag " << a);
      if (in_range && lrint_value.eval({a, u128(mode)}) != static_cast<uint64_t>(rounded) && ++wrong <= 5)
        UNSCOPED_INFO("lrint " << std::hex << a);
      if (mode == 0) {
        F t = std::trunc(fa);
        int64_t s = std::isnan(fa) ? 0 : t <= -0x1p31 ? INT32_MIN : t >= 0x1p31 ? INT32_MAX : int64_t(t);
        int64_t u = std::isnan(fa) || t <= 0 ? 0 : t >= 65535 ? 65535 : int64_t(t);
        if (sat32.eval({a}) != (static_cast<uint64_t>(s) & 0xffffffffu) && ++wrong <= 5) UNSCOPED_INFO("sat32 " << a);
        if (satu16.eval({a}) != static_cast<uint64_t>(u) && ++wrong <= 5) UNSCOPED_INFO("satu16 " << a);
      }
    }
  return wrong;
}

}  // namespace

TEST_CASE("float binary32 and binary64 in every rounding mode against the host: add to fma and rint") {
  rounded_group(samples(3000));
}
TEST_CASE("float binary32 and binary64 in every rounding mode against the host, full count", "[slow]") {
  rounded_group(samples(100000));
}

TEST_CASE("float binary32 and binary64 floor to roundeven and min/max against the host") { exact_group(samples(5000)); }
TEST_CASE("float binary32 and binary64 floor to roundeven and min/max against the host, full count", "[slow]") {
  exact_group(samples(100000));
}

TEST_CASE("float binary32 and binary64 fmod against the host") { fmod_group(samples(1000)); }
TEST_CASE("float binary32 and binary64 fmod against the host, full count", "[slow]") { fmod_group(samples(100000)); }

TEST_CASE("float sitofp and fptrunc and lrint in every rounding mode and fptosi.sat against the host") {
  CHECK(check_conversions<float>(samples(3000)) == 0);
  CHECK(check_conversions<double>(samples(3000)) == 0);
}
TEST_CASE("float sitofp and fptrunc and lrint in every rounding mode and fptosi.sat against the host, full count",
          "[slow]") {
  CHECK(check_conversions<float>(samples(100000)) == 0);
  CHECK(check_conversions<double>(samples(100000)) == 0);
}
