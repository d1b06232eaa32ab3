// Differential test of the CaDiCaL backend (bit-blaster, CNF, model
// reading) against two oracles nobody wrote twice: the term manager's
// constant folding and Z3.
//
// Each query is a random well-typed formula (RandomTerms.h), checked on an
// incremental CaDiCaL solver. Sat: the model's values of the variables and
// of the array reads are substituted back into the formula, which the term
// manager must fold to true; every subterm's value() must equal its folded
// value, and equal array indices must read equal bytes. Unsat: Z3 must
// agree. A share of the queries are negated identities, which must be
// Unsat, so both answers are exercised.
//
// SWARMBMC_DIFF_COUNT and SWARMBMC_DIFF_SEED enlarge the run
// (tests/long/solver_differential.sh).
#include <catch2/catch.hpp>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <string>
#include <unordered_map>

#include "RandomTerms.h"
#include "solver/Solver.h"
#include "terms/TermManager.h"

using namespace swarmbmc;
using namespace swarmbmc::terms;

namespace {

uint64_t env_or(const char* name, uint64_t fallback) {
  const char* v = std::getenv(name);
  return v ? std::strtoull(v, nullptr, 10) : fallback;
}

/// Rebuilds `root` with every variable and array read replaced by its
/// model value; the term manager folds the rest. Returns null (and reports)
/// when two reads of one array at one index disagree.
class Substitution {
 public:
  Substitution(TermManager& tm, solver::Solver& solver) : tm_(tm), solver_(solver) {}

  Term apply(Term root) {
    std::vector<std::pair<Term, bool>> stack{{root, false}};
    while (!stack.empty()) {
      auto [t, done] = stack.back();
      stack.pop_back();
      if (out_.count(t)) continue;
      if (!done) {
        stack.push_back({t, true});
        for (unsigned i = 0; i < t->num_args; ++i)
          if (!(t->op == Op::Select && i == 0)) stack.push_back({t->arg(i), false});
        continue;
      }
      out_[t] = rebuild(t);
    }
    return out_.at(root);
  }

  bool consistent = true;

 private:
  Term rebuild(Term t) {
    auto a = [&](unsigned i) { return out_.at(t->arg(i)); };
    switch (t->op) {
      case Op::BoolConst: case Op::BvConst: return t;
      case Op::Var: return t->sort.is_bool() ? tm_.mk_bool(solver_.value(t)) : tm_.mk_bv(solver_.value(t), t->width());
      case Op::Not: return tm_.mk_not(a(0));
      case Op::And: return tm_.mk_and(a(0), a(1));
      case Op::Or: return tm_.mk_or(a(0), a(1));
      case Op::Xor: return tm_.mk_xor(a(0), a(1));
      case Op::Eq: return tm_.mk_eq(a(0), a(1));
      case Op::Ite: return tm_.mk_ite(a(0), a(1), a(2));
      case Op::Ult: case Op::Ule: case Op::Slt: case Op::Sle: return tm_.mk_compare(t->op, a(0), a(1));
      case Op::BvNot: return tm_.mk_bvnot(a(0));
      case Op::Neg: return tm_.mk_neg(a(0));
      case Op::Concat: return tm_.mk_concat(a(0), a(1));
      case Op::Extract: return tm_.mk_extract(a(0), t->param0, t->param1);
      case Op::ZExt: return tm_.mk_zext(a(0), t->width());
      case Op::SExt: return tm_.mk_sext(a(0), t->width());
      case Op::Select: {
        Term index = a(1);
        REQUIRE(index->is_const());
        REQUIRE(t->arg(0)->op == Op::Var);  // the manager eliminated stores and merges
        const u128 byte = solver_.value(t);
        auto [it, fresh] = reads_.emplace(std::make_pair(t->arg(0)->id, static_cast<uint64_t>(index->value)), byte);
        if (!fresh && it->second != byte) consistent = false;
        return tm_.mk_bv(byte, 8);
      }
      case Op::ConstArray: case Op::Store: FAIL("array term outside a read"); return t;
      default: return tm_.mk_binary(t->op, a(0), a(1));
    }
  }

  TermManager& tm_;
  solver::Solver& solver_;
  std::unordered_map<Term, Term> out_;
  std::map<std::pair<uint32_t, uint64_t>, u128> reads_;
};

/// Every node of `root` (each once).
std::vector<Term> subterms(Term root) {
  std::vector<Term> all, stack{root};
  std::unordered_map<Term, bool> seen;
  while (!stack.empty()) {
    Term t = stack.back();
    stack.pop_back();
    if (seen[t]) continue;
    seen[t] = true;
    if (!t->sort.is_array()) all.push_back(t);
    for (unsigned i = 0; i < t->num_args; ++i) stack.push_back(t->arg(i));
  }
  return all;
}

}  // namespace

TEST_CASE("CaDiCaL agrees with constant folding and Z3 on random terms", "[solver][cadical][differential][slow]") {
  const uint64_t count = env_or("SWARMBMC_DIFF_COUNT", 10000);
  const uint64_t seed = env_or("SWARMBMC_DIFF_SEED", 2026);
  const auto start = std::chrono::steady_clock::now();
  size_t sat = 0, unsat = 0, identities = 0, failures = 0, subterm_checks = 0;
  double slowest_ms = 0, cadical_ms = 0, z3_ms = 0;
  const bool verbose = std::getenv("SWARMBMC_DIFF_VERBOSE") != nullptr;
  constexpr size_t kPerSolver = 10;  // queries per incremental CaDiCaL solver
  constexpr size_t kPerGroup = 50;   // queries per term manager and per Z3 confirmation
  uint64_t queries = 0;
  for (uint64_t group = 0; queries < count; ++group) {
    TermManager tm;
    testing::RandomTerms gen(tm, seed * 1000003 + group);
    gen.reset_pool();
    std::vector<Term> unsat_queries;
    std::unique_ptr<solver::Solver> cadical;
    for (size_t q = 0; q < kPerGroup && queries < count; ++q) {
      if (q % kPerSolver == 0) cadical = solver::make_cadical_solver();
      const bool is_identity = q % 4 == 3;
      Term query = is_identity ? tm.mk_not(gen.identity(3)) : tm.mk_and(gen.boolean(4), gen.boolean(3));
      if (query->is_const()) continue;  // decided by the term manager: nothing to test
      ++queries;
      identities += is_identity;
      const auto query_start = std::chrono::steady_clock::now();
      const solver::Result r = cadical->check({query});
      const double query_ms =
          std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - query_start).count();
      if (query_ms > slowest_ms) slowest_ms = query_ms;
      cadical_ms += query_ms;
      if (verbose && query_ms > 50) std::fprintf(stderr, "slow (%.0f ms): %s\n", query_ms, to_string(query).c_str());
      INFO("query " << queries << " (seed " << seed << "): " << (query->id < 2000 ? to_string(query) : "(large)"));
      REQUIRE(r != solver::Result::Unknown);
      if (r == solver::Result::Unsat) {
        ++unsat;
        unsat_queries.push_back(query);
        continue;
      }
      ++sat;
      if (is_identity) {
        ++failures;
        FAIL_CHECK("an identity's negation is satisfiable");
        continue;
      }
      Substitution sub(tm, *cadical);
      Term folded = sub.apply(query);
      if (!folded->is_true() || !sub.consistent) {
        ++failures;
        FAIL_CHECK("the model does not satisfy the query (folded: " << to_string(folded) << ", reads consistent: "
                                                                    << sub.consistent << ")");
        continue;
      }
      for (Term t : subterms(query)) {
        Term v = sub.apply(t);
        REQUIRE(v->is_const());
        ++subterm_checks;
        if (cadical->value(t) != v->value && ++failures <= 20)
          FAIL_CHECK("value() of a subterm differs from its folded value: " << to_string(t));
      }
    }
    // Z3 confirms every Unsat answer. (One check of their disjunction was
    // measured slower than one check each: Z3 finds the disjunction hard.)
    const auto z3_start = std::chrono::steady_clock::now();
    auto z3 = solver::make_z3_solver();
    for (Term q : unsat_queries) {
      const auto one_start = std::chrono::steady_clock::now();
      const solver::Result confirmed = z3->check({q});
      const double one_ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - one_start).count();
      if (verbose && one_ms > 50) std::fprintf(stderr, "slow z3 (%.0f ms): %s\n", one_ms, to_string(q).c_str());
      if (confirmed != solver::Result::Unsat) {
        ++failures;
        FAIL_CHECK("CaDiCaL says unsat, Z3 says " << solver::result_name(confirmed) << ": " << to_string(q));
      }
    }
    z3_ms += std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - z3_start).count();
  }
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  INFO(sat << " sat, " << unsat << " unsat (" << identities << " negated identities), " << subterm_checks
           << " subterm values, " << seconds << " s");
  WARN("random-term differential: " << sat + unsat << " queries: " << sat << " sat, " << unsat << " unsat ("
                                    << identities << " negated identities), " << subterm_checks
                                    << " subterm values checked, " << failures << " failures, " << seconds
                                    << " s (CaDiCaL " << cadical_ms / 1000 << " s, Z3 " << z3_ms / 1000
                                    << " s), slowest query " << slowest_ms << " ms");
  CHECK(failures == 0);
  CHECK(sat + unsat == count);
  CHECK(unsat >= count / 5);
  CHECK(sat >= count / 5);
}
