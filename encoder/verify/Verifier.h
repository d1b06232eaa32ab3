// Verifier: one bounded model checking run of one module: unroll, solve,
// decide the verdict, and turn a model into a trace.
//
// Queries, in order, on one incremental solver:
//   0. while unrolling (EarlyChecks.h): can a property check recorded so
//      far fail?                                -> FAILED with a trace
//   1. can any property check fail?            -> FAILED with a trace
//   2. can an unsupported construct be reached? -> UNKNOWN naming it
//   3. can a loop/recursion need more depth?    -> BOUNDED naming it
//   otherwise                                   -> VERIFIED
// A bug is therefore reported even when the depth is also too small, and
// an unsupported construct never hides behind a VERIFIED.
#pragma once

#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "terms/Bits.h"
#include "encoder/formula/Checks.h"
#include "encoder/choices/ChoiceRules.h"
#include "encoder/formula/Formula.h"
#include "LiveStatus.h"
#include "encoder/unroll/InductionLoop.h"
#include "encoder/calls/IoEnvironment.h"
#include "encoder/trace/Trace.h"
#include "Watchdog.h"

namespace llvm {
class Module;
}

namespace swarmbmc::encoder {

enum class Verdict { Failed, Verified, Bounded, Unknown };

const char* verdict_name(Verdict verdict);
/// Process exit code for a verdict: FAILED 10, VERIFIED/BOUNDED 0, UNKNOWN 2.
int verdict_exit_code(Verdict verdict);
/// Exit code of a VERIFIED or BOUNDED that rests on choice heuristics
/// (VerifyResult::choice_heuristics) or that --peer-strict restricted by
/// cutting reachable cache misses (VerifyResult::peer_misses_cut): no proof
/// of the program.
constexpr int kExitUnderChoiceHeuristics = 4;
struct VerifyResult;
/// verdict_exit_code, but kExitUnderChoiceHeuristics for a restricted proof (see there).
int result_exit_code(const VerifyResult& result);

struct RunStatistics;

/// What iterative deepening keeps from one depth's run to the next
/// (VerifyOptions::reuse): one term manager that recycles variables
/// (TermManager::start_generation), so the part of depth k+1's unrolling
/// that repeats depth k's is the same terms, and one solver that keeps the
/// encoding of every term it saw. Each run's constraints hold only under
/// that run's own activation literal, retired (asserted false) at its end.
struct DepthReuse;

struct VerifyOptions {
  unsigned depth = 10;
  std::string entry = "main";
  unsigned max_argc = 4;         ///< main(argc, argv): 1 <= argc <= max_argc
  unsigned max_arg_length = 16;  ///< characters of each argv[i] before its NUL
  /// Heuristics of named choices (--choice, --choices; encoder/choices/).
  ChoiceRules choices;
  double timeout_seconds = 0;  ///< wall clock for encoding and solving, from the call; 0 = none
  /// Absolute deadline shared with the rest of the process (--timeout is one
  /// budget for every phase and every swarm worker); overrides
  /// timeout_seconds as the limit, which then only names it in messages.
  std::optional<WatchdogClock::time_point> deadline;
  size_t memory_limit_mb = 0;  ///< stop when the process's resident memory exceeds this; 0 = none
  std::string solver = "cadical";  ///< backend: cadical, z3 or portfolio (solver::solver_names())
  solver::DivisionEncoding division = solver::DivisionEncoding::Auto;  ///< cadical: how / and % are blasted
  std::string dimacs_path;         ///< cadical: write the first query's CNF here
  /// Raised from outside (another swarm worker won, Ctrl-C): stops unrolling
  /// and solving soon; the verdict is then UNKNOWN ("cancelled while ...").
  const std::atomic<bool>* cancel = nullptr;
  /// A second such flag, for the process as a whole (signals, limits): the
  /// swarm's counterexample replay must stop on it but not on `cancel`,
  /// which the winner itself raised.
  const std::atomic<bool>* interrupt = nullptr;
  /// When set, updated to "unrolling", "solving", "reading the model" as the
  /// run proceeds, for a process-level report of where a stop happened.
  std::atomic<const char*>* phase = nullptr;
  /// When set, called (on the verifying thread) with the statistics known so
  /// far when unrolling ends, so that a process-level report made while the
  /// solver is stuck can still show them.
  std::function<void(const RunStatistics&)> on_progress;
  /// For a process that reports and exits once a run has decided its
  /// verdict (the CLI): leave the run's terms, solver and unrolling state
  /// allocated instead of freeing them (seconds for big formulas, a sixth
  /// of examples/stack.c at N = 1000) when nothing comes after the run:
  /// after a stop by a limit or `interrupt`, after another worker's win
  /// (`cancel`, which only a win raises), after a counterexample.
  bool abandon_on_stop = false;
  /// With abandon_on_stop: after any verdict (the process's only run).
  bool abandon_always = false;
  /// With abandon_on_stop: also after VERIFIED or BOUNDED (a swarm's
  /// configuration 0, whose proof ends the run; freeing deep_store_chain's
  /// 1.6M terms delayed its proof, and so the stop of the others, by ~0.7 s).
  bool abandon_on_proof = false;
  /// Compute RunStatistics::formula_fingerprint (a walk over every term:
  /// ~0.25 s at 3 million terms); the CLI asks only when it prints statistics.
  bool formula_fingerprint = true;
  /// When set, kept up to date with the phase and sizes (a live display).
  LiveStatus* live = nullptr;
  /// Replay the inputs of a counterexample (values in execution order).
  const std::vector<terms::u128>* replay_inputs = nullptr;
  /// Functions whose calls are log events besides swarm_log (--log-function), for the trace.
  std::vector<std::string> log_functions;
  CheckSelection checks;          ///< which properties are checked
  bool malloc_may_fail = false;   ///< --malloc-may-fail: allocations may return NULL
  bool strict_externals = false;  ///< --strict-externals: unmodelled functions make the run UNKNOWN
  /// --assume-no-callback: unmodelled functions taken not to call the functions they are given.
  std::vector<std::string> assume_no_callback;
  IoEnvironment io;               ///< stdin's and files' contents (--stdin, --file, --max-input-length)
  /// Ranged BMC (swarm/Ranges.h): called once the program is unrolled; the
  /// term it returns is added to the formula's constraints, so every query
  /// looks only at the paths of one range. An exception it throws makes the
  /// run UNKNOWN with the exception's message.
  std::function<Term(terms::TermManager&, const Formula&)> restrict_paths;
  /// Iterative deepening: the terms and solver of earlier depths (not used
  /// by runs with replay_inputs or restrict_paths).
  std::shared_ptr<DepthReuse> reuse;
  /// Ask whether a property check can fail while unrolling (EarlyChecks.h;
  /// --no-early-checks turns it off). Only on CaDiCaL, and not with
  /// dimacs_path, replay_inputs or restrict_paths.
  bool early_checks = true;
  /// Prove property checks by interval analysis before asking the solver
  /// (IntervalProofs.h); --no-interval-proofs turns it off.
  bool interval_proofs = true;
  /// k-induction's base case or step (encoder/induction/KInduction.h; no early checks in the step).
  std::optional<InductionLoop> induction;
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
  unsigned early_queries = 0;  ///< queries asked while unrolling (EarlyChecks.h), part of solve_ms
  bool found_early = false;    ///< the counterexample came from an early query: the rest was not unrolled
  size_t interval_proofs = 0;  ///< property checks proven by interval analysis (IntervalProofs.h), never asked
  /// Stable hash of the encoded formula (16 hex digits; empty when the run
  /// stopped before the formula was complete): equal runs give equal values.
  std::string formula_fingerprint;
};

struct VerifyResult {
  Verdict verdict = Verdict::Unknown;
  std::string reason;                       ///< UNKNOWN: why
  std::optional<ViolatedProperty> violated;  ///< FAILED: what
  std::vector<TraceStep> trace;             ///< FAILED: the counterexample, in execution order
  std::vector<terms::u128> input_values;    ///< FAILED: the trace's input values, in order (for replay)
  StopCause stop_cause = StopCause::None;   ///< UNKNOWN because a limit or `cancel` stopped the run
  std::string stopped_while;                ///< then: "unrolling", "solving" or "reading the model"
  std::vector<std::string> unwound;         ///< BOUNDED: loops/recursions that need more depth
  std::vector<std::string> warnings;
  /// Functions without body or model the run assumed (any result, pointees overwritten).
  std::vector<std::string> unmodelled_functions;
  /// Library functions whose models return any value in the function's range (sin, exp, ...):
  /// a VERIFIED rests on that, a FAILED whose trace has their values may not happen natively.
  std::vector<std::string> overapproximated_functions;
  /// Environment variables the run took to be unknown (a proof holds for any values of them).
  std::vector<std::string> unknown_environment;
  /// --peer-strict, VERIFIED or BOUNDED: the reachable cache misses whose executions were cut
  /// ("sock16 send at client.c:20"); the proof covers only the executions that follow the recording.
  std::vector<std::string> peer_misses_cut;
  RunStatistics statistics;
  /// VERIFIED or BOUNDED only under these choice heuristics ("velocity=threshold(13.25,0.5)";
  /// ChoiceRules::describe): no proof of the program. Empty otherwise.
  std::string choice_heuristics;
  /// VERIFIED by k-induction's step (encoder/induction/KInduction.h): its k; 0 = complete unrolling.
  unsigned induction_k = 0;
  /// And the proven invariants its step assumed ("x <= 100").
  std::vector<std::string> induction_invariants;
  /// And where the loop it proved starts (its header's debug location: the
  /// place a correctness witness puts the invariants).
  SourceLocation induction_loop;
  /// k-induction's base case (VERIFIED): whether its loop can need more passes than the depth.
  bool induction_loop_unwound = false;

  /// UNKNOWN because `cancel` (or the process-wide interrupt) was raised.
  bool cancelled() const { return stop_cause == StopCause::Cancelled; }
};

/// Stable 64-bit hash (16 hex digits) of the terms reachable from `roots`,
/// in order: structural (operator, sort, parameters, constants, variable
/// names), so it does not depend on pointer values or on the order in which
/// unrelated terms were created.
/// "(stopped)" when `stop` was raised on the way.
std::string fingerprint(const std::vector<Term>& roots, const std::atomic<bool>* stop = nullptr);

struct UnrollOptions;
/// The unroller's options for a run with `options`, stopping on `stop`
/// (also for swarm/SharedEncoding, which unrolls once for many runs, and
/// for swarm/Ranges, which unrolls to compute ranges without solving).
UnrollOptions unroll_options_for(const VerifyOptions& options, const std::atomic<bool>& stop);

/// A DepthReuse for deepening runs with `options`, or null when their
/// backend is not cadical (or --dimacs wants one query's CNF). Its CaDiCaL
/// is one incremental instance: what it learnt at one depth is kept for the
/// next (a fresh instance per query over the kept clauses was slower on the
/// SV-COMP sample: benchmarks/README.md).
std::shared_ptr<DepthReuse> make_depth_reuse(const VerifyOptions& options);

/// Checks `module` (already prepared by the frontend) up to options.depth.
VerifyResult verify(const llvm::Module& module, const VerifyOptions& options);

}  // namespace swarmbmc::encoder
