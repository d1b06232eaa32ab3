// sat/FreshPerSolve: IPASIR semantics kept while each solve() runs in a
// fresh CaDiCaL with the assumptions as units.
#include <catch2/catch.hpp>

#include <atomic>

#include "solver/sat/FreshPerSolve.h"

using namespace swarmbmc::solver::sat;

namespace {

FreshPerSolve make_fresh(int* instances = nullptr) {
  return FreshPerSolve([instances](const std::atomic<bool>* stop) {
    if (instances) ++*instances;
    return make_cadical(stop);
  });
}

}  // namespace

TEST_CASE("assumptions hold for one solve only, each solve in a fresh instance", "[sat][fresh]") {
  int instances = 0;
  FreshPerSolve s = make_fresh(&instances);
  const Lit a = s.new_var(), b = s.new_var();
  s.add_clause({a, b});   // a | b
  s.add_clause({-a, b});  // !a | b  => b
  s.assume(-b);
  CHECK(s.solve() == SatResult::Unsat);
  // The negated assumption was learnt as a clause: b holds from now on.
  CHECK(s.solve() == SatResult::Sat);
  CHECK(s.value(b));
  s.assume(a);
  CHECK(s.solve() == SatResult::Sat);
  CHECK(s.value(a));
  CHECK(s.value(b));
  s.assume(-a);
  CHECK(s.solve() == SatResult::Sat);
  CHECK_FALSE(s.value(a));
  CHECK(instances == 4);
  // Clauses added after a solve are kept for the next ones.
  s.add_clause({-b});
  CHECK(s.solve() == SatResult::Unsat);
  CHECK(s.solve() == SatResult::Unsat);
}

TEST_CASE("an unsat solve with several assumptions learns their negated conjunction only", "[sat][fresh]") {
  FreshPerSolve s = make_fresh();
  const Lit a = s.new_var(), b = s.new_var();
  s.add_clause({-a, -b});  // not both
  s.assume(a);
  s.assume(b);
  CHECK(s.solve() == SatResult::Unsat);
  s.assume(a);
  CHECK(s.solve() == SatResult::Sat);
  s.assume(b);
  CHECK(s.solve() == SatResult::Sat);
}

TEST_CASE("terminate stops every later instance", "[sat][fresh]") {
  int instances = 0;
  FreshPerSolve s = make_fresh(&instances);
  const Lit a = s.new_var();
  s.add_clause({a});
  CHECK(s.solve() == SatResult::Sat);
  s.terminate();
  CHECK(s.solve() == SatResult::Unknown);
  CHECK(s.solve() == SatResult::Unknown);
  CHECK(instances == 1);
}
