// Interval analysis (terms/Intervals.h) must over-approximate: every value a
// term takes lies in its interval, and a condition it calls implied holds on
// every assignment that satisfies the guard. Checked per operator on random
// intervals against constant folding, on random formulas against the
// evaluator (exhaustively over small variables), and on the unrolled stack
// invariant the analysis exists for.
#include <catch2/catch.hpp>

#include <atomic>
#include <cstdint>
#include <random>
#include <vector>

#include "terms/Evaluator.h"
#include "terms/Fold.h"
#include "terms/Intervals.h"
#include "terms/TermManager.h"

using namespace swarmbmc::terms;

namespace {

bool inside(const Interval& r, u128 value) {
  if (!r.analysed()) return true;
  if (r.empty) return false;
  const uint64_t v = uint64_t(value);
  const int64_t s = int64_t(to_signed(value, r.width));
  return r.ulo <= v && v <= r.uhi && r.slo <= s && s <= r.shi;
}

/// A value of `width` bits drawn to hit the edges: small, near the top, near the sign bit, anything.
u128 interesting(std::mt19937_64& rng, unsigned width) {
  const u128 top = mask(width), sign = u128(1) << (width - 1);
  switch (rng() % 5) {
    case 0: return truncate(rng() % 5, width);
    case 1: return truncate(top - rng() % 5, width);
    case 2: return truncate(sign + rng() % 5 - 2, width);
    case 3: return truncate(rng() % 300, width);
    default: return truncate(rng(), width);
  }
}

/// An interval holding a few interesting values, and those values.
Interval random_interval(std::mt19937_64& rng, unsigned width, std::vector<u128>& members) {
  members.clear();
  Interval r;
  r.empty = true;
  for (unsigned i = 0, n = 1 + rng() % 3; i < n; ++i) {
    members.push_back(interesting(rng, width));
    r = Interval::hull(r, Interval::point(uint64_t(members.back()), width));
  }
  // Also values the hull covers that were not drawn (both views must hold).
  for (int i = 0; i < 4; ++i) {
    const u128 v = r.ulo + (r.uhi > r.ulo ? u128(rng()) % (u128(r.uhi) - r.ulo + 1) : 0);
    if (inside(r, v)) members.push_back(v);
  }
  return r;
}

u128 fold(Term t, u128 a, u128 b) {
  const unsigned w = t->width();
  switch (t->op) {
    case Op::Neg: return truncate(~a + 1, w);
    case Op::BvNot: return truncate(~a, w);
    case Op::ZExt: return a;
    case Op::SExt: return truncate(u128(to_signed(a, t->arg(0)->width())), w);
    case Op::Extract: return truncate(a >> t->param1, w);
    case Op::Concat: return (a << t->arg(1)->width()) | b;
    default: return fold_binary(t->op, a, b, w);
  }
}

}  // namespace

TEST_CASE("every operator's interval holds every result of values in its arguments' intervals") {
  std::mt19937_64 rng(14);
  TermManager tm;
  const Op binary[] = {Op::Add, Op::Sub, Op::Mul, Op::UDiv, Op::URem, Op::SDiv, Op::SRem,
                       Op::Shl, Op::LShr, Op::AShr, Op::BvAnd, Op::BvOr, Op::BvXor};
  for (unsigned width : {1u, 2u, 3u, 7u, 8u, 13u, 32u, 63u, 64u}) {
    const Term x = tm.mk_var(Sort::bv(width), "x"), y = tm.mk_var(Sort::bv(width), "y");
    std::vector<Term> operators;
    for (Op op : binary) operators.push_back(tm.mk_binary(op, x, y));
    operators.push_back(tm.mk_neg(x));
    operators.push_back(tm.mk_bvnot(x));
    if (width < 64) operators.push_back(tm.mk_zext(x, std::min(64u, width + 5)));
    if (width < 64) operators.push_back(tm.mk_sext(x, std::min(64u, width + 5)));
    if (width >= 3) operators.push_back(tm.mk_extract(x, width - 2, 1));
    if (width >= 2) operators.push_back(tm.mk_extract(x, width / 2, 0));
    if (2 * width <= 64) operators.push_back(tm.mk_concat(x, y));
    for (Term t : operators) {
      if (t->op == Op::Var || t->arg(0) != x) continue;  // simplified into another shape
      for (int round = 0; round < 300; ++round) {
        std::vector<u128> xs, ys;
        Interval args[3];
        args[0] = random_interval(rng, width, xs);
        args[1] = random_interval(rng, width, ys);
        if (round % 3 == 0 && t->num_args == 2) {  // constant shift amounts and divisors
          ys = {interesting(rng, width) % (width + 2)};
          args[1] = Interval::point(uint64_t(truncate(ys[0], width)), width);
          ys[0] = truncate(ys[0], width);
        }
        const Interval result = apply_operator(t, args);
        for (u128 a : xs)
          for (u128 b : ys) {
            const u128 value = fold(t, a, b);
            INFO(op_name(t->op) << " width " << width << " a " << to_decimal(a) << " b " << to_decimal(b) << " -> "
                                << to_decimal(value) << " not in u[" << result.ulo << "," << result.uhi << "] s["
                                << result.slo << "," << result.shi << "]");
            REQUIRE(inside(result, value));
          }
      }
    }
  }
}

namespace {

/// Random formulas over three 3-bit variables, widened to 3..8 bits.
struct RandomFormulas {
  TermManager& tm;
  std::mt19937_64& rng;
  std::vector<Term> vars;

  Term bv(int depth, unsigned width) {
    if (depth == 0 || rng() % 6 == 0) {
      if (rng() % 3 == 0) return tm.mk_bv(interesting(rng, width), width);
      return tm.mk_zext_or_trunc(vars[rng() % vars.size()], width);
    }
    switch (rng() % 8) {
      case 0: return tm.mk_ite(boolean(depth - 1, width), bv(depth - 1, width), bv(depth - 1, width));
      case 1: return tm.mk_ite(boolean(depth - 1, width), bv(depth - 1, width), bv(depth - 1, width));
      case 2: {
        const Op ops[] = {Op::Add, Op::Sub, Op::Mul, Op::UDiv, Op::URem, Op::SRem, Op::SDiv, Op::BvAnd, Op::BvOr};
        return tm.mk_binary(ops[rng() % 9], bv(depth - 1, width), bv(depth - 1, width));
      }
      case 3: return tm.mk_add(bv(depth - 1, width), tm.mk_bv(rng() % 3 == 0 ? mask(width) : 1, width));
      case 4: return width > 3 ? tm.mk_sext(bv(depth - 1, width - 2), width) : bv(depth - 1, width);
      case 5: return width > 3 ? tm.mk_concat(bv(depth - 1, width - 2), tm.mk_bv(0, 2)) : bv(depth - 1, width);
      case 6: return tm.mk_extract(bv(depth - 1, width + 2), width, 1);
      default: return tm.mk_binary(rng() % 2 ? Op::Shl : Op::AShr, bv(depth - 1, width), tm.mk_bv(rng() % 3, width));
    }
  }

  Term boolean(int depth, unsigned width) {
    const Term a = bv(depth, width), b = rng() % 2 ? tm.mk_bv(interesting(rng, width), width) : bv(depth, width);
    Term c;
    switch (rng() % 5) {
      case 0: c = tm.mk_ult(a, b); break;
      case 1: c = tm.mk_ule(a, b); break;
      case 2: c = tm.mk_slt(a, b); break;
      case 3: c = tm.mk_sle(a, b); break;
      default: c = tm.mk_eq(a, b);
    }
    if (rng() % 3 == 0) c = tm.mk_not(c);
    if (depth > 0 && rng() % 3 == 0) c = rng() % 2 ? tm.mk_and(c, boolean(depth - 1, width)) : tm.mk_or(c, boolean(depth - 1, width));
    return c;
  }
};

u128 evaluate(Term t, const std::vector<Term>& vars, unsigned assignment) {
  Evaluator evaluator(
      [&](Term leaf) -> std::optional<u128> {
        for (size_t i = 0; i < vars.size(); ++i)
          if (leaf == vars[i]) return (assignment >> (3 * i)) & 7;
        return std::nullopt;
      },
      [](Term, u128) -> u128 { return 0; });
  return evaluator.eval(t);
}

}  // namespace

TEST_CASE("intervals and implications hold on every assignment of random formulas") {
  std::mt19937_64 rng(1414);
  int proven = 0;
  for (int round = 0; round < 400; ++round) {
    TermManager tm;
    RandomFormulas make{tm, rng, {}};
    for (int i = 0; i < 3; ++i) make.vars.push_back(tm.mk_var(Sort::bv(3), "v" + std::to_string(i)));
    const unsigned width = 3 + rng() % 6;
    const Term value = make.bv(4, width);
    const Term guard = make.boolean(3, width);
    const Term condition = make.boolean(3, width);
    IntervalAnalysis analysis;
    const Interval range = analysis.interval(value);
    const Truth implied = analysis.implied(guard, condition);
    proven += implied == Truth::True;
    for (unsigned assignment = 0; assignment < 512; ++assignment) {
      INFO("round " << round << " assignment " << assignment << "\nvalue " << to_string(value) << "\nguard "
                    << to_string(guard) << "\ncondition " << to_string(condition));
      REQUIRE(inside(range, evaluate(value, make.vars, assignment)));
      if (implied == Truth::Unknown || !evaluate(guard, make.vars, assignment)) continue;
      REQUIRE(evaluate(condition, make.vars, assignment) == (implied == Truth::True ? 1u : 0u));
    }
  }
  CHECK(proven > 20);  // the test exercises proofs, not only "unknown"
}

TEST_CASE("the unrolled stack's index stays in bounds: an invariant proven without a solver") {
  // top' = ite(op = 0 & !(64 <=s top), top + 1, ite(op = 1 & 0 <s top, top - 1, top)), 200 times;
  // a push stores at stack[top] under its guard: 4 * sext(top) <=u 252.
  TermManager tm;
  IntervalAnalysis analysis;
  Term top = tm.mk_bv(0, 32);
  const Term sixty_four = tm.mk_bv(64, 32), zero = tm.mk_bv(0, 32), one = tm.mk_bv(1, 32);
  for (int i = 0; i < 200; ++i) {
    const Term op = tm.mk_var(Sort::bv(32), "op");
    const Term push = tm.mk_and(tm.mk_eq(op, zero), tm.mk_not(tm.mk_sle(sixty_four, top)));
    const Term pop = tm.mk_and(tm.mk_eq(op, one), tm.mk_slt(zero, top));
    const Term offset = tm.mk_concat(tm.mk_extract(tm.mk_sext(top, 64), 61, 0), tm.mk_bv(0, 2));
    REQUIRE(analysis.implied(push, tm.mk_ule(offset, tm.mk_bv(252, 64))) == Truth::True);
    const Term below = tm.mk_concat(tm.mk_extract(tm.mk_sext(tm.mk_sub(top, one), 64), 61, 0), tm.mk_bv(0, 2));
    REQUIRE(analysis.implied(pop, tm.mk_ule(below, tm.mk_bv(252, 64))) == Truth::True);
    top = tm.mk_ite(push, tm.mk_add(top, one), tm.mk_ite(pop, tm.mk_sub(top, one), top));
  }
  const Interval final_top = analysis.interval(top);
  CHECK(final_top.slo == 0);
  CHECK(final_top.shi == 64);
  // Without the push guard's bound, the store is not proven (top may reach 64).
  const Term op = tm.mk_var(Sort::bv(32), "op");
  const Term offset = tm.mk_concat(tm.mk_extract(tm.mk_sext(top, 64), 61, 0), tm.mk_bv(0, 2));
  CHECK(analysis.implied(tm.mk_eq(op, zero), tm.mk_ule(offset, tm.mk_bv(252, 64))) == Truth::Unknown);
}

TEST_CASE("a wrap-around index stays in bounds through the original of a rewritten equality") {
  // succ(r) = ite(r + 1 = 16, 0, r + 1); r' = ite(op = 4, 0, ite(op = 0, succ(r), r)), 100 times.
  // mk_eq rewrites r + 1 = 16 into !(op = 4) & ite(...) = 15 (the clear's
  // constant branch decided), which says nothing about r itself; the
  // original equality r = 15 (TermManager::equality_origin) does.
  TermManager tm;
  IntervalAnalysis with_origins(&tm), without_origins;
  Term rear = tm.mk_bv(0, 32);
  int rewritten = 0;
  const Term zero = tm.mk_bv(0, 32), one = tm.mk_bv(1, 32), sixteen = tm.mk_bv(16, 32);
  for (int i = 0; i < 100; ++i) {
    const Term op = tm.mk_var(Sort::bv(32), "op");
    const Term next = tm.mk_add(rear, one);
    const Term wraps = tm.mk_eq(next, sixteen);
    if (!wraps->is_const() && wraps->op != Op::Eq) {  // the rewrite this test is about
      REQUIRE(tm.equality_origin(wraps) != nullptr);
      ++rewritten;
    }
    const Term succ = tm.mk_ite(wraps, zero, next);
    const Term offset = tm.mk_concat(tm.mk_extract(tm.mk_sext(succ, 64), 61, 0), tm.mk_bv(0, 2));
    REQUIRE(with_origins.implied(tm.mk_eq(op, zero), tm.mk_ule(offset, tm.mk_bv(60, 64))) == Truth::True);
    rear = tm.mk_ite(tm.mk_eq(op, tm.mk_bv(4, 32)), zero, tm.mk_ite(tm.mk_eq(op, zero), succ, rear));
  }
  CHECK(rewritten > 80);
  const Interval bounded = with_origins.interval(rear);
  CHECK(bounded.ulo == 0);
  CHECK(bounded.uhi == 15);
  // Without the originals the bound is lost after the first iterations.
  CHECK(without_origins.interval(rear).uhi > 15);
}

TEST_CASE("an equality's original is never younger than the term it was rewritten to") {
  // The rewrite of ite(d, 1, y) = 15 is !d & y = 15, made here before that
  // ite: recording the ite as its original would let interval analysis go
  // from a term to a younger one, and around in circles.
  TermManager tm;
  const Term d = tm.mk_var(Sort::boolean(), "d");
  const Term y = tm.mk_var(Sort::bv(8), "y");
  const Term fifteen = tm.mk_bv(15, 8);
  const Term rewritten = tm.mk_and(tm.mk_not(d), tm.mk_eq(y, fifteen));
  const Term later = tm.mk_ite(d, tm.mk_bv(1, 8), y);
  REQUIRE(tm.mk_eq(later, fifteen) == rewritten);
  CHECK(tm.equality_origin(rewritten) == nullptr);
  // Made the other way round, the original is recorded.
  TermManager fresh;
  const Term d2 = fresh.mk_var(Sort::boolean(), "d");
  const Term y2 = fresh.mk_var(Sort::bv(8), "y");
  const Term ite = fresh.mk_ite(d2, fresh.mk_bv(1, 8), y2);
  const Term result = fresh.mk_eq(ite, fresh.mk_bv(15, 8));
  const auto* original = fresh.equality_origin(result);
  REQUIRE(original != nullptr);
  CHECK(original->a == ite);
}

namespace {

/// The stack of the test above after `iterations` pushes or pops: its top,
/// the last push guard, and top <= 64 (the invariant).
struct UnrolledStack {
  Term top, push, in_bounds;
};

UnrolledStack unrolled_stack(TermManager& tm, int iterations) {
  Term top = tm.mk_bv(0, 32);
  const Term sixty_four = tm.mk_bv(64, 32), zero = tm.mk_bv(0, 32), one = tm.mk_bv(1, 32);
  Term push = nullptr;
  for (int i = 0; i < iterations; ++i) {
    const Term op = tm.mk_var(Sort::bv(32), "op");
    push = tm.mk_and(tm.mk_eq(op, zero), tm.mk_not(tm.mk_sle(sixty_four, top)));
    const Term pop = tm.mk_and(tm.mk_eq(op, one), tm.mk_slt(zero, top));
    top = tm.mk_ite(push, tm.mk_add(top, one), tm.mk_ite(pop, tm.mk_sub(top, one), top));
  }
  return {top, push, tm.mk_sle(top, sixty_four)};
}

}  // namespace

TEST_CASE("a raised stop flag makes the analysis answer at once, and soundly") {
  // The unrolled stack of the test above: proven without the flag, Unknown
  // (never a wrong True) and full intervals once the flag is raised.
  TermManager tm;
  std::atomic<bool> stop{false};
  IntervalAnalysis analysis(&tm, &stop);
  const auto [top, push, in_bounds] = unrolled_stack(tm, 50);
  stop = true;
  CHECK(analysis.implied(push, in_bounds) == Truth::Unknown);
  CHECK(analysis.interval(top).shi == INT32_MAX);
  IntervalAnalysis unstopped(&tm);
  CHECK(unstopped.implied(push, in_bounds) == Truth::True);
}

TEST_CASE("a total work allowance bounds the analysis, which then stays sound but unrefined") {
  // The unrolled stack again, 100 pushes deep: its invariant top <= 64
  // needs refinement under the push guards. With an allowance of a few
  // steps the analysis stops refining (the plain interval reaches 100, the
  // check stays Unknown: never a wrong True); without one it proves the
  // bound, and an allowance of the steps it reported is enough.
  TermManager tm;
  const auto [top, push, in_bounds] = unrolled_stack(tm, 100);

  IntervalAnalysis unlimited(&tm);
  CHECK(unlimited.implied(push, in_bounds) == Truth::True);
  CHECK(unlimited.interval(top).shi == 64);
  const uint64_t needed = unlimited.work_spent();
  CHECK(needed > 100);

  IntervalAnalysis limited(&tm);
  limited.limit_total_work(10);
  CHECK(limited.implied(push, in_bounds) == Truth::Unknown);
  CHECK(limited.interval(top).shi == 100);  // one more per iteration, the push guard unused

  IntervalAnalysis enough(&tm);
  enough.limit_total_work(needed);
  CHECK(enough.implied(push, in_bounds) == Truth::True);
}
