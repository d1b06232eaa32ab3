// CnfBits: the bit type of the word-level circuits instantiated with CNF
// literals. Every gate is Tseitin-encoded into a SatSolver, after two
// reductions that keep the CNF small without any later pass:
//
//  - constant propagation: a gate with a constant input folds to a literal
//    or a smaller gate (and(x, false) = false, ite(c, x, x) = x, ...), so
//    deterministic parts of a formula produce no clauses at all;
//  - structural hashing: gates are normalised (inputs ordered, negations
//    pulled out of xor and ite) and looked up before they are created, so
//    the same gate over the same literals exists once.
//
// Variable numbers are handed out in creation order, so the same sequence
// of calls always yields the same CNF.
#pragma once

#include <array>
#include <cstdint>
#include <unordered_map>

#include "solver/sat/SatSolver.h"

namespace swarmbmc::solver::bitblast {

class CnfBits {
 public:
  using Bit = sat::Lit;

  /// Creates the constant-true variable and its unit clause.
  explicit CnfBits(sat::SatSolver& sat);

  Bit constant(bool v) const { return v ? true_ : -true_; }
  bool is_true(Bit b) const { return b == true_; }
  bool is_false(Bit b) const { return b == -true_; }
  bool is_const(Bit b) const { return b == true_ || b == -true_; }

  /// An unconstrained literal (a new variable).
  Bit fresh() { return sat_.new_var(); }

  Bit mk_not(Bit a) const { return -a; }
  Bit mk_and(Bit a, Bit b);
  Bit mk_or(Bit a, Bit b) { return -mk_and(-a, -b); }
  Bit mk_xor(Bit a, Bit b);
  Bit mk_ite(Bit c, Bit t, Bit e);
  /// Majority of three: the carry of a full adder, in 6 clauses.
  Bit mk_maj(Bit a, Bit b, Bit c);

  /// A clause of literals (not a gate): for constraints such as Ackermann's.
  void add_clause(std::initializer_list<Bit> lits) { sat_.add_clause(lits); ++clauses_; }

  size_t gates() const { return gates_; }
  size_t clauses() const { return clauses_; }

 private:
  enum class Kind : uint8_t { And, Xor, Ite, Maj };
  struct Key {
    Kind kind;
    std::array<Bit, 3> in;
    bool operator==(const Key&) const = default;
  };
  struct KeyHash {
    size_t operator()(const Key& k) const;
  };

  /// The gate's output literal if it exists, else 0.
  Bit lookup(const Key& key) const;
  /// A new output variable registered for `key`.
  Bit define(const Key& key);
  void clause(std::initializer_list<Bit> lits) { add_clause(lits); }

  sat::SatSolver& sat_;
  Bit true_;
  std::unordered_map<Key, Bit, KeyHash> gates_by_key_;
  size_t gates_ = 0;
  size_t clauses_ = 0;
};

}  // namespace swarmbmc::solver::bitblast
