// The word-level circuits of the bit-blaster, one operator at a time, run on
// concrete bits (ConstBits) and compared with the reference semantics of
// terms/Fold.h: exhaustively on small widths, on edge and random values up
// to 128 bits.
#include <catch2/catch.hpp>

#include <random>
#include <sstream>
#include <vector>

#include "terms/Fold.h"
#include "solver/bitblast/ConstBits.h"
#include "solver/bitblast/WordCircuits.h"

using namespace swarmbmc;
using namespace swarmbmc::terms;
using swarmbmc::solver::bitblast::ConstBits;
using ConstCircuits = swarmbmc::solver::bitblast::WordCircuits<ConstBits>;
using ConstWord = ConstCircuits::Word;

namespace {

u128 value_of(const ConstWord& w) {
  u128 v = 0;
  for (size_t i = 0; i < w.size(); ++i)
    if (w[i]) v |= u128(1) << i;
  return v;
}

const std::vector<Op> kBinary = {Op::BvAnd, Op::BvOr, Op::BvXor, Op::Add,  Op::Sub,  Op::Mul, Op::UDiv,
                                 Op::URem,  Op::SDiv, Op::SRem,  Op::Shl, Op::LShr, Op::AShr};
const std::vector<Op> kCompare = {Op::Ult, Op::Ule, Op::Slt, Op::Sle};

/// The circuit's result for `a op b` on `w` bits.
u128 circuit(Op op, u128 a, u128 b, unsigned w) {
  ConstBits bits;
  ConstCircuits c(bits);
  const ConstWord x = c.constant(a, w), y = c.constant(b, w);
  switch (op) {
    case Op::BvAnd: return value_of(c.bv_and(x, y));
    case Op::BvOr: return value_of(c.bv_or(x, y));
    case Op::BvXor: return value_of(c.bv_xor(x, y));
    case Op::Add: return value_of(c.add(x, y));
    case Op::Sub: return value_of(c.sub(x, y));
    case Op::Mul: return value_of(c.mul(x, y));
    case Op::UDiv: return value_of(c.udivrem(x, y).first);
    case Op::URem: return value_of(c.udivrem(x, y).second);
    case Op::SDiv: return value_of(c.sdivrem(x, y).first);
    case Op::SRem: return value_of(c.sdivrem(x, y).second);
    case Op::Shl: return value_of(c.shift(x, y, ConstCircuits::Shift::Left));
    case Op::LShr: return value_of(c.shift(x, y, ConstCircuits::Shift::LogicalRight));
    case Op::AShr: return value_of(c.shift(x, y, ConstCircuits::Shift::ArithmeticRight));
    case Op::Ult: return c.ult(x, y);
    case Op::Ule: return c.ule(x, y);
    case Op::Slt: return c.slt(x, y);
    case Op::Sle: return c.sle(x, y);
    default: FAIL("not a binary operator"); return 0;
  }
}

u128 reference(Op op, u128 a, u128 b, unsigned w) {
  for (Op c : kCompare)
    if (c == op) return fold_compare(op, a, b, w);
  return fold_binary(op, a, b, w);
}

size_t compare_all(const std::vector<std::pair<u128, u128>>& pairs, unsigned w, size_t& failures) {
  size_t checked = 0;
  std::vector<Op> ops = kBinary;
  ops.insert(ops.end(), kCompare.begin(), kCompare.end());
  for (Op op : ops)
    for (auto [a, b] : pairs) {
      a = truncate(a, w);
      b = truncate(b, w);
      const u128 got = circuit(op, a, b, w), want = reference(op, a, b, w);
      ++checked;
      if (got != want && ++failures <= 20)
        FAIL_CHECK(op_name(op) << " width " << w << " a=" << to_decimal(a) << " b=" << to_decimal(b)
                               << ": circuit " << to_decimal(got) << ", reference " << to_decimal(want));
    }
  return checked;
}

}  // namespace

TEST_CASE("word circuits agree with the reference semantics on every input up to 5 bits", "[bitblast]") {
  size_t failures = 0, checked = 0;
  for (unsigned w = 1; w <= 5; ++w) {
    std::vector<std::pair<u128, u128>> pairs;
    for (u128 a = 0; a < (u128(1) << w); ++a)
      for (u128 b = 0; b < (u128(1) << w); ++b) pairs.push_back({a, b});
    checked += compare_all(pairs, w, failures);
  }
  CHECK(failures == 0);
  CHECK(checked > 20000);
}

TEST_CASE("word circuits agree with the reference semantics on edge and random values up to 128 bits",
          "[bitblast]") {
  std::mt19937_64 rng(4242);
  size_t failures = 0, checked = 0;
  for (unsigned w : {6u, 7u, 8u, 13u, 16u, 31u, 32u, 33u, 63u, 64u, 65u, 100u, 127u, 128u}) {
    const u128 smin = u128(1) << (w - 1);
    std::vector<u128> edges = {0, 1, 2, mask(w), mask(w) - 1, smin, smin - 1, smin + 1, w - 1, w, w + 1};
    std::vector<std::pair<u128, u128>> pairs;
    for (u128 a : edges)
      for (u128 b : edges) pairs.push_back({a, b});
    for (int k = 0; k < 40; ++k) {
      const u128 a = (u128(rng()) << 64) | rng(), b = (u128(rng()) << 64) | rng();
      pairs.push_back({a, b});
      pairs.push_back({a, b & 0xFF});  // small divisors and shift amounts
      pairs.push_back({a >> (rng() % 128), b >> (rng() % 128)});
    }
    checked += compare_all(pairs, w, failures);
  }
  CHECK(failures == 0);
  CHECK(checked > 20000);
}

TEST_CASE("structural word operations", "[bitblast]") {
  ConstBits bits;
  ConstCircuits c(bits);
  const ConstWord x = c.constant(0xB5, 8);  // 1011'0101
  CHECK(value_of(ConstCircuits::extract(x, 5, 2)) == 0xD);
  CHECK(value_of(ConstCircuits::concat(c.constant(0x3, 2), x)) == 0x3B5);
  CHECK(value_of(c.zext(x, 12)) == 0xB5);
  CHECK(value_of(ConstCircuits::sext(x, 12)) == 0xFB5);
  CHECK(value_of(ConstCircuits::sext(c.constant(0x35, 8), 12)) == 0x035);
  CHECK(value_of(c.neg(x)) == 0x4B);
  CHECK(value_of(c.bv_not(x)) == 0x4A);
  CHECK(value_of(c.ite(true, x, c.constant(1, 8))) == 0xB5);
  CHECK(value_of(c.ite(false, x, c.constant(1, 8))) == 1);
  CHECK(c.eq(x, c.constant(0xB5, 8)));
  CHECK_FALSE(c.eq(x, c.constant(0xB4, 8)));
}
