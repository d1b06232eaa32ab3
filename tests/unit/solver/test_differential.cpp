// Differential test: TermManager's constant folding against Z3.
//
// For each case the same operation is built twice: on constants (folded by
// the TermManager) and on fresh variables (kept as an operation). Z3 is told
// the variables equal the constants, and the model's value of the operation
// (and of a fresh variable constrained equal to it) must be the folded value.
#include <catch2/catch.hpp>

#include <algorithm>
#include <array>
#include <chrono>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include "solver/Solver.h"
#include "terms/TermManager.h"

using namespace swarmbmc;
using namespace swarmbmc::terms;

namespace {

std::string hex(u128 v) {
  if (v == 0) return "0x0";
  std::string s;
  while (v != 0) {
    s.insert(s.begin(), "0123456789abcdef"[static_cast<int>(v % 16)]);
    v /= 16;
  }
  return "0x" + s;
}

u128 ones(unsigned w) { return w == 128 ? ~u128(0) : (u128(1) << w) - 1; }

constexpr std::array<Op, 17> kOps = {Op::BvAnd, Op::BvOr, Op::BvXor, Op::Add,  Op::Sub, Op::Mul,
                                     Op::UDiv,  Op::SDiv, Op::URem,  Op::SRem, Op::Shl, Op::LShr,
                                     Op::AShr,  Op::Ult,  Op::Ule,   Op::Slt,  Op::Sle};

bool is_compare(Op op) { return op == Op::Ult || op == Op::Ule || op == Op::Slt || op == Op::Sle; }

/// Edge values of a width: 0, 1, all ones, sign bit, sign bit - 1.
std::vector<u128> edges(unsigned w) {
  const u128 smin = u128(1) << (w - 1);
  std::vector<u128> e = {0, 1, ones(w), smin, smin - 1};
  std::sort(e.begin(), e.end());
  e.erase(std::unique(e.begin(), e.end()), e.end());
  return e;
}

struct Case {
  Op op;
  unsigned width;
  u128 a, b;
  Term op_term;   ///< op on variables
  Term result;    ///< a fresh variable constrained equal to op_term
  u128 folded;    ///< the TermManager's constant
};

/// Runs one batch of cases through one solver; returns the number checked.
size_t run_batch(TermManager& tm, const std::vector<std::pair<Op, std::pair<u128, u128>>>& inputs, unsigned w,
                 size_t& failures) {
  auto solver = solver::make_z3_solver();
  std::vector<Case> cases;
  cases.reserve(inputs.size());
  for (const auto& [op, ab] : inputs) {
    const auto [a, b] = ab;
    Case c{op, w, a & ones(w), b & ones(w), nullptr, nullptr, 0};
    Term ka = tm.mk_bv(c.a, w), kb = tm.mk_bv(c.b, w);
    Term x = tm.mk_var(Sort::bv(w), "x"), y = tm.mk_var(Sort::bv(w), "y");
    Term folded = is_compare(op) ? tm.mk_compare(op, ka, kb) : tm.mk_binary(op, ka, kb);
    REQUIRE(folded->is_const());
    c.folded = folded->value;
    c.op_term = is_compare(op) ? tm.mk_compare(op, x, y) : tm.mk_binary(op, x, y);
    REQUIRE(c.op_term->op == op);  // not simplified: Z3 really evaluates the operator
    c.result = tm.mk_var(c.op_term->sort, "r");
    solver->add(tm.mk_eq(x, ka));
    solver->add(tm.mk_eq(y, kb));
    solver->add(tm.mk_eq(c.result, c.op_term));
    cases.push_back(c);
  }
  REQUIRE(solver->check({}) == solver::Result::Sat);
  for (const Case& c : cases) {
    const u128 via_eval = solver->value(c.op_term);
    const u128 via_model = solver->value(c.result);
    if (via_eval != c.folded || via_model != c.folded) {
      if (++failures <= 25) {
        std::ostringstream msg;
        msg << op_name(c.op) << " at width " << c.width << ": a=" << hex(c.a) << " b=" << hex(c.b)
            << " folded=" << hex(c.folded) << " z3 eval=" << hex(via_eval) << " z3 model=" << hex(via_model);
        FAIL_CHECK(msg.str());
      }
    }
  }
  return cases.size();
}

}  // namespace

TEST_CASE("constant folding agrees with Z3 on every binary operator and comparison",
          "[solver][differential][z3]") {
  const auto start = std::chrono::steady_clock::now();
  std::mt19937 rng(20240611);
  auto draw64 = [&] {  // two draws, in a fixed order
    const uint64_t hi = rng();
    return (hi << 32) | rng();
  };
  auto draw128 = [&] {
    const u128 hi = draw64();
    return (hi << 64) | draw64();
  };
  auto random_value = [&](unsigned w) -> u128 {
    // Mix edge values, short values (shift amounts, small divisors) and full-width noise.
    switch (rng() % 4) {
      case 0: {
        auto e = edges(w);
        return e[rng() % e.size()];
      }
      case 1: return rng() % (w + 3);
      default: {
        const u128 r = draw128();
        const unsigned bits = 1 + rng() % w;
        return r & ones(bits);
      }
    }
  };

  std::vector<unsigned> widths = {1, 7, 8, 31, 32, 33, 63, 64, 65, 127, 128};
  const size_t fixed_widths = widths.size();
  for (int i = 0; i < 20; ++i) widths.push_back(1 + rng() % 128);

  TermManager tm;
  size_t cases = 0, failures = 0;
  for (size_t wi = 0; wi < widths.size(); ++wi) {
    const unsigned w = widths[wi];
    std::vector<std::pair<Op, std::pair<u128, u128>>> inputs;
    for (Op op : kOps) {
      if (wi < fixed_widths) {  // every pair of edge values, plus the shift amounts w-1, w, w+1
        auto e = edges(w);
        for (u128 a : e)
          for (u128 b : e) inputs.push_back({op, {a, b}});
        for (u128 b : {u128(w - 1), u128(w), u128(w + 1)}) inputs.push_back({op, {ones(w) ^ 1, b}});
      }
      for (int k = 0; k < 10; ++k) inputs.push_back({op, {random_value(w), random_value(w)}});
    }
    INFO("width " << w);
    cases += run_batch(tm, inputs, w, failures);
  }
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  INFO(cases << " cases in " << seconds << " s");
  CHECK(failures == 0);
  CHECK(cases >= 2000);
  CHECK(seconds < 10.0);
}

TEST_CASE("unary, extension, extract and concat folding agree with Z3", "[solver][differential][z3]") {
  std::mt19937 rng(777);
  auto draw64 = [&] {  // two draws, in a fixed order
    const uint64_t hi = rng();
    return (hi << 32) | rng();
  };
  auto draw128 = [&] {
    const u128 hi = draw64();
    return (hi << 64) | draw64();
  };
  TermManager tm;
  auto solver = solver::make_z3_solver();
  struct Check {
    std::string what;
    Term op_term;
    u128 folded;
  };
  std::vector<Check> checks;
  auto add = [&](const std::string& what, Term (*build)(TermManager&, Term, unsigned, unsigned), u128 a, unsigned w,
                 unsigned p, unsigned q) {
    Term x = tm.mk_var(Sort::bv(w), "x");
    Term folded = build(tm, tm.mk_bv(a, w), p, q);
    REQUIRE(folded->op == Op::BvConst);
    Term symbolic = build(tm, x, p, q);
    REQUIRE(!symbolic->is_const());
    solver->add(tm.mk_eq(x, tm.mk_bv(a, w)));
    checks.push_back({what + " width " + std::to_string(w) + " a=" + hex(a & ones(w)) + " p=" + std::to_string(p) +
                          " q=" + std::to_string(q),
                      symbolic, folded->value});
  };
  for (unsigned w : {1u, 7u, 8u, 31u, 32u, 33u, 63u, 64u, 65u, 127u, 128u}) {
    for (int k = 0; k < 12; ++k) {
      const u128 a = k < 3 ? (k == 0 ? u128(0) : k == 1 ? ones(w) : u128(1) << (w - 1))
                           : (draw128()) & ones(w);
      add("bvnot", [](TermManager& t, Term x, unsigned, unsigned) { return t.mk_bvnot(x); }, a, w, 0, 0);
      add("bvneg", [](TermManager& t, Term x, unsigned, unsigned) { return t.mk_neg(x); }, a, w, 0, 0);
      const unsigned wider = w + rng() % (129 - w);
      if (wider > w) {
        add("zext", [](TermManager& t, Term x, unsigned p, unsigned) { return t.mk_zext(x, p); }, a, w, wider, 0);
        add("sext", [](TermManager& t, Term x, unsigned p, unsigned) { return t.mk_sext(x, p); }, a, w, wider, 0);
      }
      const unsigned lo = rng() % w, hi = lo + rng() % (w - lo);
      if (hi - lo + 1 < w)
        add("extract", [](TermManager& t, Term x, unsigned p, unsigned q) { return t.mk_extract(x, p, q); }, a, w, hi,
            lo);
      if (2 * w <= 128) {  // x . y with different values, so the order of the halves matters
        const u128 b = draw128() & ones(w);
        Term x = tm.mk_var(Sort::bv(w), "x"), y = tm.mk_var(Sort::bv(w), "y");
        Term folded = tm.mk_concat(tm.mk_bv(a, w), tm.mk_bv(b, w));
        REQUIRE(folded->op == Op::BvConst);
        Term symbolic = tm.mk_concat(x, y);
        REQUIRE(symbolic->op == Op::Concat);
        solver->add(tm.mk_eq(x, tm.mk_bv(a, w)));
        solver->add(tm.mk_eq(y, tm.mk_bv(b, w)));
        checks.push_back({"concat width " + std::to_string(w) + " a=" + hex(a) + " b=" + hex(b), symbolic,
                          folded->value});
      }
    }
  }
  REQUIRE(solver->check({}) == solver::Result::Sat);
  size_t failures = 0;
  for (const Check& c : checks) {
    const u128 got = solver->value(c.op_term);
    if (got != c.folded && ++failures <= 25) FAIL_CHECK(c.what << ": folded " << hex(c.folded) << " z3 " << hex(got));
  }
  CHECK(failures == 0);
  CHECK(checks.size() > 400);
}
