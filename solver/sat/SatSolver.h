// SatSolver: the IPASIR-like interface every SAT back end implements.
//
// Literals are DIMACS integers: variable v > 0 is literal v, its negation
// -v. The state machine is IPASIR's: add() clauses (each ended by 0, or
// through add_clause), assume() literals for the next solve() only,
// solve(), then value() of literals while the answer stands (until the
// next add or assume). terminate() is the only call allowed from another
// thread: it makes the running or next solve() return Unknown, and every
// later one too (a terminated solver stays terminated).
#pragma once

#include <atomic>
#include <initializer_list>
#include <memory>
#include <vector>

namespace swarmbmc::solver::sat {

using Lit = int;

enum class SatResult { Sat, Unsat, Unknown };

class SatSolver {
 public:
  virtual ~SatSolver() = default;

  /// A fresh variable (1, 2, 3, ... in order).
  virtual int new_var() = 0;
  /// Number of variables created.
  virtual int num_vars() const = 0;
  /// Adds a literal to the clause being built; 0 ends the clause.
  virtual void add(Lit lit) = 0;
  /// Assumes `lit` for the next solve() only.
  virtual void assume(Lit lit) = 0;
  virtual SatResult solve() = 0;
  /// After Sat: true when `lit` is true in the model.
  virtual bool value(Lit lit) = 0;
  /// Asynchronous stop, see the file comment.
  virtual void terminate() = 0;
  /// The next solve() only gives up with Unknown after this many conflicts
  /// (deterministic, unlike a time limit). Back ends without such a limit
  /// ignore it: their solve() runs to an answer.
  virtual void limit_conflicts(int conflicts) { (void)conflicts; }

  /// Adds one whole clause.
  void add_clause(std::initializer_list<Lit> lits) {
    for (Lit l : lits) add(l);
    add(0);
  }
  void add_clause(const std::vector<Lit>& lits) {
    for (Lit l : lits) add(l);
    add(0);
  }
};

/// CaDiCaL (Debian's libcadical-dev); it also stops when `*stop` (if
/// given) is raised, as if terminate() had been called.
std::unique_ptr<SatSolver> make_cadical(const std::atomic<bool>* stop = nullptr);
/// CryptoMiniSat (Debian's libcryptominisat5-dev), stopping likewise.
std::unique_ptr<SatSolver> make_cryptominisat(const std::atomic<bool>* stop = nullptr);
/// Both solvers get every clause; each solve() races them on two threads and
/// the first definite answer wins (RaceSat.cpp).
std::unique_ptr<SatSolver> make_race(std::unique_ptr<SatSolver> first, std::unique_ptr<SatSolver> second);

}  // namespace swarmbmc::solver::sat
