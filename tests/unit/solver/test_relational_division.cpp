// WordCircuits::udivrem_relational (and sdivrem over it): for every pair of
// operands up to 5 bits, the relation must admit exactly one quotient and
// remainder, SMT-LIB's (terms/Fold.h), division by zero included. Checked
// with CaDiCaL: the operands are fixed by assumptions, the expected result
// must be satisfiable and any other one unsatisfiable (a relation with a
// second solution would let the solver pick a wrong quotient).
#include <catch2/catch.hpp>

#include <memory>
#include <sstream>

#include "terms/Fold.h"
#include "solver/bitblast/CnfBits.h"
#include "solver/bitblast/WordCircuits.h"
#include "solver/sat/SatSolver.h"

using namespace swarmbmc;
using namespace swarmbmc::solver;
using bitblast::CnfBits;
using Circuits = bitblast::WordCircuits<CnfBits>;
using Word = Circuits::Word;
using terms::Op;
using terms::u128;

namespace {

/// Assumes `word` equals `value`.
void assume_value(sat::SatSolver& s, const Word& word, u128 value) {
  for (size_t i = 0; i < word.size(); ++i) s.assume(((value >> i) & 1) ? word[i] : -word[i]);
}

/// Every (x, y) of `width` bits: `result` (quotient and remainder of a, d)
/// is forced to fold(div_op, x, y) and fold(rem_op, x, y).
void check_exactly_smtlib(sat::SatSolver& s, CnfBits& bits, Circuits& circuits, unsigned width, const Word& a,
                          const Word& d, const std::pair<Word, Word>& result, Op div_op, Op rem_op) {
  for (u128 x = 0; x < (u128(1) << width); ++x)
    for (u128 y = 0; y < (u128(1) << width); ++y) {
      const u128 q = terms::fold_binary(div_op, x, y, width), r = terms::fold_binary(rem_op, x, y, width);
      std::ostringstream what;
      what << terms::op_name(div_op) << " width " << width << ": " << static_cast<unsigned>(x) << ", "
           << static_cast<unsigned>(y) << " -> " << static_cast<unsigned>(q) << " rem " << static_cast<unsigned>(r);
      INFO(what.str());
      assume_value(s, a, x);
      assume_value(s, d, y);
      assume_value(s, result.first, q);
      assume_value(s, result.second, r);
      REQUIRE(s.solve() == sat::SatResult::Sat);
      const sat::Lit other = bits.mk_not(bits.mk_and(circuits.eq(result.first, circuits.constant(q, width)),
                                                     circuits.eq(result.second, circuits.constant(r, width))));
      assume_value(s, a, x);
      assume_value(s, d, y);
      s.assume(other);
      REQUIRE(s.solve() == sat::SatResult::Unsat);
    }
}

}  // namespace

TEST_CASE("relational division has exactly SMT-LIB's quotient and remainder", "[bitblast][division]") {
  for (unsigned width = 1; width <= 5; ++width) {
    std::unique_ptr<sat::SatSolver> s = sat::make_cadical(nullptr);
    CnfBits bits(*s);
    Circuits circuits(bits);
    Word a(width), d(width);
    for (auto& bit : a) bit = bits.fresh();
    for (auto& bit : d) bit = bits.fresh();
    check_exactly_smtlib(*s, bits, circuits, width, a, d, circuits.udivrem_relational(a, d), Op::UDiv, Op::URem);
    check_exactly_smtlib(*s, bits, circuits, width, a, d, circuits.sdivrem(a, d, /*relational=*/true), Op::SDiv,
                         Op::SRem);
  }
}
