// Verifier: one bounded model checking run of one module: unroll, solve,
// decide the verdict, and turn a model into a trace.
//
// Queries, in order, on one incremental solver:
//   1. can any property check fail?            -> FAILED with a trace
//   2. can an unsupported construct be reached? -> UNKNOWN naming it
//   3. can a loop/recursion need more depth?    -> BOUNDED naming it
//   otherwise                                   -> VERIFIED
// A bug is therefore reported even when the depth is also too small, and
// an unsupported construct never hides behind a VERIFIED.
#pragma once

#include <atomic>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "Bits.h"
#include "Formula.h"

namespace llvm {
class Module;
}

namespace swarmbmc::encoder {

enum class Verdict { Failed, Verified, Bounded, Unknown };

const char* verdict_name(Verdict verdict);
/// Process exit code for a verdict: FAILED 10, VERIFIED/BOUNDED 0, UNKNOWN 2.
int verdict_exit_code(Verdict verdict);

struct VerifyOptions {
  unsigned depth = 10;
  std::string entry = "main";
  double timeout_seconds = 0;  ///< wall clock for encoding and solving; 0 = none
  std::string solver = "cadical";  ///< backend: cadical, z3 or portfolio (solver::solver_names())
  std::string dimacs_path;         ///< cadical: write the first query's CNF here
  /// Raised from outside (another swarm worker won, Ctrl-C): stops unrolling
  /// and solving soon; the verdict is then UNKNOWN ("cancelled").
  const std::atomic<bool>* cancel = nullptr;
  /// Replay the inputs of a counterexample (values in execution order).
  const std::vector<terms::u128>* replay_inputs = nullptr;
};

struct TraceStep {
  enum class Kind { Input, Call, Return, Failure };
  Kind kind;
  SourceLocation location;
  std::string text;  ///< e.g. "__VERIFIER_nondet_int() = 5", "push(5)"
};

struct ViolatedProperty {
  PropertyKind kind;
  std::string message;
  SourceLocation location;
};

struct RunStatistics {
  uint64_t instructions_unrolled = 0;
  size_t terms = 0;
  size_t checks = 0;
  double encode_ms = 0;
  double solve_ms = 0;    ///< all queries, including blast_ms
  uint64_t variables = 0;  ///< SAT variables (cadical; 0 for z3)
  uint64_t clauses = 0;    ///< SAT clauses (cadical; 0 for z3)
  double blast_ms = 0;     ///< part of solve_ms spent bit-blasting (cadical)
};

struct VerifyResult {
  Verdict verdict = Verdict::Unknown;
  std::string reason;                       ///< UNKNOWN: why
  std::optional<ViolatedProperty> violated;  ///< FAILED: what
  std::vector<TraceStep> trace;             ///< FAILED: the counterexample, in execution order
  std::vector<terms::u128> input_values;    ///< FAILED: the trace's input values, in order (for replay)
  bool cancelled = false;                   ///< UNKNOWN because `cancel` was raised
  std::vector<std::string> unwound;         ///< BOUNDED: loops/recursions that need more depth
  std::vector<std::string> warnings;
  RunStatistics statistics;
};

/// Checks `module` (already prepared by the frontend) up to options.depth.
VerifyResult verify(const llvm::Module& module, const VerifyOptions& options);

}  // namespace swarmbmc::encoder
