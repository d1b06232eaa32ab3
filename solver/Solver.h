// The solver interface: decides satisfiability of boolean terms.
//
// Backends: Z3 (SMT, one-to-one translation), CaDiCaL (own bit-blaster to
// CNF) and a portfolio racing both.
//
// A solver is a small state machine: add() constraints, check() under
// optional assumptions, then (only after Sat) ask value() of terms. Every
// call except terminate() must come from the thread that owns the solver;
// terminate() may come from any thread at any time and makes the running or
// next check() return Unknown ("interrupted"). Knows nothing of LLVM.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "terms/Term.h"

namespace swarmbmc::solver {

enum class Result { Sat, Unsat, Unknown };

/// Thrown by value() when the solver was terminated while the model was
/// being read (another thread called terminate()).
struct Interrupted {};

const char* result_name(Result r);

/// Options every backend understands (those that do not apply are ignored).
/// Sizes and times of what a backend built; zero where it does not apply
/// (Z3 reports no variables or clauses of its own).
struct SolverStatistics;

/// How the CaDiCaL backend blasts division and remainder (see
/// bitblast/WordCircuits.h): a restoring-division circuit, which
/// propagation evaluates forwards and which folds when the divisor is a
/// constant, or a relation over a fresh quotient and remainder, on which the
/// solver reasons through the product. Auto: the relation unless the
/// divisor's bits are all constant (benchmarks/arith: the relation won
/// with symbolic divisors, modexp from over 30 s to 0.44-3.0 s, and lost
/// 5x with the constant divisor of Adler-32).
enum class DivisionEncoding { Auto, Circuit, Relation };

/// The SAT solver under the bit-blaster: CaDiCaL (`--solver cadical`, the
/// default), CryptoMiniSat (`--solver cryptominisat`, faster on some CNFs of
/// floating-point circuits: sat/CryptoMiniSat.cpp says why), or both racing
/// on every query (`--solver sat-portfolio`: sat/RaceSat.cpp).
enum class SatEngine { Cadical, CryptoMiniSat, Race };

struct SolverOptions {
  /// CaDiCaL: write the CNF of the first query here (DIMACS), for debugging.
  std::string dimacs_path;
  /// When set, told inside check() when a phase starts ("bit-blasting",
  /// "solving") with the sizes built so far, for a live display. May be
  /// called on a backend's own thread (portfolio).
  std::function<void(const char* phase, const SolverStatistics& so_far)> on_phase;
  /// CaDiCaL: one incremental instance for every check, assumptions as its
  /// assumptions, so what it learns is kept across checks (the shared swarm
  /// encoding's alternative; it loses the lucky phases, sat/FreshPerSolve.h).
  bool incremental = false;
  DivisionEncoding division = DivisionEncoding::Auto;  ///< CaDiCaL only
  SatEngine sat = SatEngine::Cadical;                  ///< the bit-blasting backends only
};

struct SolverStatistics {
  uint64_t variables = 0;
  uint64_t clauses = 0;
  double blast_ms = 0;  ///< time spent turning terms into the backend's input
};

class Solver {
 public:
  virtual ~Solver() = default;

  /// Short backend name for messages and statistics ("z3").
  virtual std::string name() const = 0;
  /// Adds a boolean constraint for every later check.
  virtual void add(terms::Term constraint) = 0;
  /// Checks the constraints together with `assumptions` (booleans that hold for this call only).
  virtual Result check(const std::vector<terms::Term>& assumptions) = 0;
  /// Why the last check() answered Unknown.
  virtual std::string reason_unknown() const = 0;
  /// After Sat: the model's value of a boolean (0/1) or bit-vector term.
  /// Throws Interrupted when terminate() stopped the evaluation.
  virtual terms::u128 value(terms::Term t) = 0;
  /// Stops a running check soon, and makes every later check() answer Unknown
  /// ("interrupted"): a terminated solver stays terminated. The only call
  /// allowed from another thread.
  virtual void terminate() = 0;
  /// The next check() may give up with Unknown after this many SAT
  /// conflicts (CaDiCaL; the other backends ignore it and answer).
  virtual void limit_next_check(int conflicts) { (void)conflicts; }
  /// What the backend built so far.
  virtual SolverStatistics statistics() const { return {}; }
};

/// Z3 backend: bit-vectors and arrays translated one to one.
std::unique_ptr<Solver> make_z3_solver();
/// Bit-blasting backend: own bit-blaster to CNF, solved by `options.sat`
/// (CaDiCaL unless told otherwise); named after its SAT solver.
std::unique_ptr<Solver> make_cadical_solver(const SolverOptions& options = {});
/// Both race on every check; the first answer wins, the other is stopped.
std::unique_ptr<Solver> make_portfolio_solver(const SolverOptions& options = {});

/// Whether the backend called `name` is the bit-blaster (CaDiCaL,
/// CryptoMiniSat or both underneath): what the early checks and depth reuse assume.
bool is_bit_blasting(const std::string& name);
/// The backends' names, as accepted by make_solver ("cadical", "z3", "portfolio", "cryptominisat", "sat-portfolio").
const std::vector<std::string>& solver_names();
/// The backend called `name` (one of solver_names()); null for any other name.
std::unique_ptr<Solver> make_solver(const std::string& name, const SolverOptions& options = {});

}  // namespace swarmbmc::solver
