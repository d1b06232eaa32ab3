// Narrow arithmetic (terms/Narrow.cpp): *, /, % of extended operands are
// computed at the narrow width. Exhaustive over 4-bit operands extended to
// 8 bits, against the wide operation's constant folding, for variables and
// for constants that fit; merges of extensions stay extensions.
#include <catch2/catch.hpp>

#include "terms/Evaluator.h"
#include "terms/Fold.h"
#include "terms/TermManager.h"

using namespace swarmbmc::terms;

namespace {

u128 extend(u128 v, unsigned from, unsigned to, bool is_signed) {
  return is_signed ? truncate(static_cast<u128>(to_signed(v, from)), to) : v;
}

/// Evaluates `t` with x = a, y = b.
u128 evaluate(Term t, Term x, Term y, u128 a, u128 b) {
  Evaluator evaluator(
      [&](Term leaf) -> std::optional<u128> {
        if (leaf == x) return a;
        if (leaf == y) return b;
        return std::nullopt;
      },
      [](Term, u128) -> u128 { return 0; });
  return evaluator.eval(t);
}

}  // namespace

TEST_CASE("narrow: *, /, % of extended 4-bit operands equal the 8-bit operation", "[terms][narrow]") {
  for (Op op : {Op::Mul, Op::UDiv, Op::URem, Op::SDiv, Op::SRem}) {
    for (bool is_signed : {false, true}) {
      TermManager tm;
      Term x = tm.mk_var(Sort::bv(4), "x"), y = tm.mk_var(Sort::bv(4), "y");
      auto ext = [&](Term t) { return is_signed ? tm.mk_sext(t, 8) : tm.mk_zext(t, 8); };
      Term both = tm.mk_binary(op, ext(x), ext(y));
      for (u128 a = 0; a < 16; ++a) {
        for (u128 b = 0; b < 16; ++b) {
          const u128 wide = fold_binary(op, extend(a, 4, 8, is_signed), extend(b, 4, 8, is_signed), 8);
          INFO("op " << static_cast<int>(op) << (is_signed ? " sext " : " zext ") << static_cast<unsigned>(a) << ", " << static_cast<unsigned>(b));
          REQUIRE(static_cast<uint64_t>(evaluate(both, x, y, a, b)) == static_cast<uint64_t>(wide));
          // A constant operand that fits narrows too.
          Term with_constant = tm.mk_binary(op, ext(x), ext(tm.mk_bv(b, 4)));
          REQUIRE(static_cast<uint64_t>(evaluate(with_constant, x, y, a, b)) == static_cast<uint64_t>(wide));
        }
      }
    }
  }
}

TEST_CASE("narrow: the gcd step srem(sext a, sext b) is an 8-bit remainder", "[terms][narrow]") {
  TermManager tm;
  Term a = tm.mk_var(Sort::bv(8), "a"), b = tm.mk_var(Sort::bv(8), "b");
  Term remainder = tm.mk_binary(Op::SRem, tm.mk_sext(a, 32), tm.mk_sext(b, 32));
  REQUIRE(remainder->op == Op::SExt);
  CHECK(remainder->arg(0)->op == Op::SRem);
  CHECK(remainder->arg(0)->width() == 8);
  // A merge of two extended values is an extension of the merge.
  Term c = tm.mk_var(Sort::boolean(), "c");
  Term merged = tm.mk_ite(c, tm.mk_sext(a, 32), tm.mk_sext(b, 32));
  REQUIRE(merged->op == Op::SExt);
  CHECK(merged->arg(0)->op == Op::Ite);
  // Operands that are not extensions stay wide.
  Term wide = tm.mk_var(Sort::bv(32), "w");
  CHECK(tm.mk_binary(Op::SRem, wide, tm.mk_sext(b, 32))->op == Op::SRem);
}
