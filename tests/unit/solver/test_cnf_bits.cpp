// CnfBits: every gate, with every mix of constant, repeated and negated
// inputs, must define exactly its truth table. Checked by asking CaDiCaL
// for each input assignment (as assumptions) whether the output can be 0
// and whether it can be 1.
#include <catch2/catch.hpp>

#include <functional>
#include <sstream>
#include <vector>

#include "solver/bitblast/CnfBits.h"
#include "solver/sat/SatSolver.h"

using namespace swarmbmc::solver;
using bitblast::CnfBits;
using sat::Lit;

namespace {

/// Candidate gate inputs over two variables a, b (and a third c): constants,
/// the variables and their negations.
struct Inputs {
  std::vector<Lit> lits;
  std::vector<Lit> vars;
};

/// Every assignment of `vars`; for each, the output must be forced to `expected(values)`.
void check_gate(sat::SatSolver& s, const std::vector<Lit>& vars, Lit out,
                const std::function<bool(const std::vector<bool>&)>& expected, const std::string& what) {
  for (unsigned m = 0; m < (1u << vars.size()); ++m) {
    std::vector<bool> values(vars.size());
    for (size_t i = 0; i < vars.size(); ++i) values[i] = (m >> i) & 1;
    const bool want = expected(values);
    for (bool try_value : {false, true}) {
      for (size_t i = 0; i < vars.size(); ++i) s.assume(values[i] ? vars[i] : -vars[i]);
      s.assume(try_value ? out : -out);
      const sat::SatResult r = s.solve();
      INFO(what << " assignment " << m << " output " << try_value);
      CHECK(r == (try_value == want ? sat::SatResult::Sat : sat::SatResult::Unsat));
    }
  }
}

bool lit_value(Lit l, Lit t, const std::vector<Lit>& vars, const std::vector<bool>& values) {
  if (l == t) return true;
  if (l == -t) return false;
  for (size_t i = 0; i < vars.size(); ++i) {
    if (l == vars[i]) return values[i];
    if (l == -vars[i]) return !values[i];
  }
  FAIL("literal outside the test's variables");
  return false;
}

}  // namespace

TEST_CASE("every gate defines its truth table, whatever its inputs", "[bitblast][cnf]") {
  auto s = sat::make_cadical();
  CnfBits bits(*s);
  const Lit t = bits.constant(true);
  const std::vector<Lit> vars = {bits.fresh(), bits.fresh(), bits.fresh()};
  std::vector<Lit> candidates = {t, -t};
  for (Lit v : vars) {
    candidates.push_back(v);
    candidates.push_back(-v);
  }
  auto val = [&](Lit l, const std::vector<bool>& values) { return lit_value(l, t, vars, values); };
  size_t gates_checked = 0;
  for (Lit x : candidates)
    for (Lit y : candidates) {
      std::ostringstream name;
      name << "(" << x << ", " << y << ")";
      check_gate(*s, vars, bits.mk_and(x, y), [&](auto& v) { return val(x, v) && val(y, v); }, "and" + name.str());
      check_gate(*s, vars, bits.mk_or(x, y), [&](auto& v) { return val(x, v) || val(y, v); }, "or" + name.str());
      check_gate(*s, vars, bits.mk_xor(x, y), [&](auto& v) { return val(x, v) != val(y, v); }, "xor" + name.str());
      gates_checked += 3;
      for (Lit z : candidates) {
        std::ostringstream n3;
        n3 << "(" << x << ", " << y << ", " << z << ")";
        check_gate(*s, vars, bits.mk_ite(x, y, z), [&](auto& v) { return val(x, v) ? val(y, v) : val(z, v); },
                   "ite" + n3.str());
        check_gate(*s, vars, bits.mk_maj(x, y, z),
                   [&](auto& v) { return int(val(x, v)) + int(val(y, v)) + int(val(z, v)) >= 2; }, "maj" + n3.str());
        gates_checked += 2;
      }
    }
  CHECK(gates_checked == 3 * 64 + 2 * 512);
}

TEST_CASE("structural hashing: the same gate is made once, constants make no clauses", "[bitblast][cnf]") {
  auto s = sat::make_cadical();
  CnfBits bits(*s);
  const Lit a = bits.fresh(), b = bits.fresh(), c = bits.fresh();
  const Lit g = bits.mk_and(a, b);
  CHECK(bits.mk_and(b, a) == g);
  CHECK(bits.mk_or(-a, -b) == -g);
  CHECK(bits.mk_xor(a, b) == bits.mk_xor(b, a));
  CHECK(bits.mk_xor(-a, b) == -bits.mk_xor(a, b));
  CHECK(bits.mk_ite(-c, a, b) == bits.mk_ite(c, b, a));
  CHECK(bits.mk_ite(c, -a, -b) == -bits.mk_ite(c, a, b));
  CHECK(bits.mk_maj(a, b, c) == bits.mk_maj(c, a, b));
  CHECK(bits.mk_maj(-a, -b, -c) == -bits.mk_maj(a, b, c));
  const size_t clauses = bits.clauses(), gates = bits.gates();
  CHECK(bits.mk_and(a, bits.constant(true)) == a);
  CHECK(bits.mk_and(a, bits.constant(false)) == bits.constant(false));
  CHECK(bits.mk_xor(a, a) == bits.constant(false));
  CHECK(bits.mk_ite(c, a, a) == a);
  CHECK(bits.mk_maj(a, -a, b) == b);
  CHECK(bits.clauses() == clauses);
  CHECK(bits.gates() == gates);
}
