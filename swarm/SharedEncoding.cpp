#include "SharedEncoding.h"

#include <algorithm>
#include <chrono>

#include "logsrt/FeatureOf.h"
#include "encoder/checks/IntervalProofs.h"
#include "solver/Solver.h"
#include "encoder/trace/TraceBuilder.h"
#include "encoder/unroll/Unroller.h"
#include "encoder/verify/Watchdog.h"

namespace swarmbmc::swarm {
namespace {

using Clock = std::chrono::steady_clock;
using encoder::Verdict;
using encoder::VerifyOptions;
using encoder::VerifyResult;
using terms::Term;

double elapsed_ms(Clock::time_point since) {
  return std::chrono::duration<double, std::milli>(Clock::now() - since).count();
}

/// The run's limits, as encoder::verify takes them from its options.
encoder::RunLimits limits_for(const VerifyOptions& options) {
  encoder::RunLimits limits;
  limits.timeout_seconds = options.timeout_seconds;
  limits.memory_limit_mb = options.memory_limit_mb;
  if (options.deadline) limits.deadline = options.deadline;
  else if (options.timeout_seconds > 0) limits.deadline = encoder::deadline_after(options.timeout_seconds);
  return limits;
}

void enter(const VerifyOptions& options, const char* phase) {
  if (options.phase) options.phase->store(phase);
  if (options.live) options.live->phase.store(phase, std::memory_order_relaxed);
}

}  // namespace

/// The verifier's three queries over the shared formula, built once.
struct SharedEncoding::Queries {
  Term violation, unsupported, unwinding, constraints;
  bool violation_false = false, unsupported_false = false, unwinding_false = false;  ///< false with the constraints
  std::vector<Term> failing;  ///< per check: guard ∧ ¬condition (false when interval analysis proves it)
};

SharedEncoding::SharedEncoding(const llvm::Module& module, const VerifyOptions& options,
                               const logsrt::FeatureOptions& features, bool incremental)
    : tm_(std::make_unique<terms::TermManager>()), formula_(std::make_unique<encoder::Formula>()),
      incremental_(incremental), division_(options.division), abandon_on_stop_(options.abandon_on_stop), interrupt_(options.interrupt) {
  const auto start = Clock::now();
  auto feature_of = std::make_shared<logsrt::FeatureOf>(features);
  encoder::UnrollOptions unroll = encoder::unroll_options_for(options, stop_);
  unroll.feature_of_call = [feature_of](const llvm::CallBase& call) { return feature_of->call(call); };
  unroll.feature_of_function = [feature_of](const llvm::Function& f) { return feature_of->function(f); };

  // The watchdog stops the unrolling on a limit or an interrupt; the solver
  // it would terminate is the pool's first one.
  std::unique_ptr<solver::Solver> first = new_solver(options.solver);
  if (!first) throw std::invalid_argument("unknown solver '" + options.solver + "'");
  const encoder::RunLimits limits = limits_for(options);
  encoder::Watchdog watchdog(limits, options.cancel, options.interrupt, stop_, *first);
  enter(options, "unrolling");
  unroller_ = std::make_unique<encoder::Unroller>(module, *tm_, unroll);
  const char* during = "unrolling";
  try {
    *formula_ = unroller_->run();
    during = "stating the queries";  // joining 10^5 records takes ~0.1 s: it polls too
    build_queries(options.interval_proofs, options.formula_fingerprint);
  } catch (const encoder::Interrupted&) {
    statistics_.encode_ms = elapsed_ms(start);
    statistics_.instructions_unrolled = unroller_->instructions_unrolled();
    statistics_.terms = tm_->size();
    statistics_.literals = unroller_->omit_literals().size();
    stopped_.statistics.encode_ms = statistics_.encode_ms;
    stopped_.statistics.instructions_unrolled = statistics_.instructions_unrolled;
    stopped_.statistics.terms = statistics_.terms;
    stopped_.warnings = unroller_->warnings();
    stopped_.stop_cause = watchdog.cause();
    stopped_.stopped_while = during;
    stopped_.reason = encoder::describe_stop(stopped_.stop_cause, limits) + " while " + during;
    return;
  }
  statistics_.encode_ms = elapsed_ms(start);
  complete_ = true;
  if (!queries_->constraints->is_true()) first->add(queries_->constraints);
  pool_.push_back(std::move(first));
}

SharedEncoding::~SharedEncoding() {
  if (!abandon_on_stop_ || !interrupt_ || !interrupt_->load()) return;
  // The process is about to report a stop and exit: leave the memory to it.
  (void)tm_.release();
  (void)unroller_.release();
  (void)formula_.release();
  (void)queries_.release();
  for (auto& solver : pool_) (void)solver.release();
}

void SharedEncoding::build_queries(bool interval_proofs, bool fingerprint) {
  terms::TermManager& tm = *tm_;
  queries_ = std::make_unique<Queries>();
  Queries& q = *queries_;
  q.violation = tm.mk_false();
  // A check proven on every assignment of its guard is proven for every
  // configuration too (a configuration only fixes the omit literals).
  std::vector<bool> proven(formula_->checks.size(), false);
  if (interval_proofs) {
    encoder::IntervalProofs proofs(tm, &stop_);
    proofs.examine(*formula_);
    proven = proofs.proven();
    statistics_.interval_proofs = proofs.proven_count();
  }
  Term every_violation = tm.mk_false();  // for the fingerprint, which does not depend on the proofs
  for (size_t i = 0; i < formula_->checks.size(); ++i) {
    encoder::poll_stop(&stop_, i);
    const encoder::PropertyCheck& check = formula_->checks[i];
    Term failing = tm.mk_and(check.guard, tm.mk_not(check.condition));
    every_violation = tm.mk_or(every_violation, failing);
    q.failing.push_back(proven[i] ? tm.mk_false() : failing);
    q.violation = tm.mk_or(q.violation, q.failing.back());
  }
  q.unsupported = encoder::unsupported_query(tm, *formula_, &stop_);
  q.unwinding = encoder::unwinding_query(tm, *formula_, &stop_);
  q.constraints = encoder::constraints_of(tm, *formula_, &stop_);
  q.violation_false = tm.mk_and(q.constraints, q.violation)->is_false();
  q.unsupported_false = tm.mk_and(q.constraints, q.unsupported)->is_false();
  q.unwinding_false = tm.mk_and(q.constraints, q.unwinding)->is_false();
  for (const auto& [feature, omit] : unroller_->omit_literals()) literals_[feature] = {omit, tm.mk_not(omit)};
  warnings_ = unroller_->warnings();
  unknown_environment_ = unroller_->unknown_environment();
  statistics_.instructions_unrolled = unroller_->instructions_unrolled();
  statistics_.checks = formula_->checks.size();
  statistics_.literals = literals_.size();
  if (fingerprint)
    statistics_.formula_fingerprint =
        encoder::fingerprint({q.constraints, every_violation, q.unsupported, q.unwinding}, &stop_);
  statistics_.terms = tm.size();
  unroller_.reset();  // its frames, object table and block orders serve no query: free them before solving
}

std::vector<Term> SharedEncoding::assignment(const std::set<std::string>& omitted) const {
  std::vector<Term> assumed;
  for (const auto& [feature, polarities] : literals_)
    assumed.push_back(omitted.count(feature) ? polarities.first : polarities.second);
  return assumed;
}

std::unique_ptr<solver::Solver> SharedEncoding::take_solver(const VerifyOptions& options) {
  {
    std::lock_guard lock(pool_mutex_);
    if (!pool_.empty()) {
      std::unique_ptr<solver::Solver> idle = std::move(pool_.back());
      pool_.pop_back();
      return idle;
    }
  }
  std::unique_ptr<solver::Solver> fresh = new_solver(options.solver);
  if (fresh && !queries_->constraints->is_true()) fresh->add(queries_->constraints);
  return fresh;
}

std::unique_ptr<solver::Solver> SharedEncoding::new_solver(const std::string& backend) const {
  solver::SolverOptions solver_options;
  solver_options.incremental = incremental_;
  solver_options.division = division_;
  return solver::make_solver(backend, solver_options);
}

void SharedEncoding::give_back(std::unique_ptr<solver::Solver> solver) {
  std::lock_guard lock(pool_mutex_);
  pool_.push_back(std::move(solver));
}

/// One configuration's decision: encoder::verify's queries in its order,
/// each under the configuration's literal assignment.
class SharedEncoding::Decision {
 public:
  Decision(SharedEncoding& shared, solver::Solver& solver, std::vector<Term> assumed, const VerifyOptions& options,
           std::atomic<bool>& stop, encoder::Watchdog& watchdog, const encoder::RunLimits& limits)
      : shared_(shared), solver_(solver), assumed_(std::move(assumed)), options_(options), stop_(stop),
        watchdog_(watchdog), limits_(limits), blast_before_(solver.statistics().blast_ms) {}

  VerifyResult run(VerifyResult result) {
    result_ = std::move(result);
    start_ = Clock::now();
    enter(options_, "solving");
    try {
      decide();
    } catch (const solver::Interrupted&) {
      unknown("reading the model", "reading the model");
    }
    return std::move(result_);
  }

 private:
  solver::Result ask(Term query, bool trivially_unsat) {
    if (trivially_unsat) return solver::Result::Unsat;
    std::vector<Term> assumptions = assumed_;
    assumptions.push_back(query);
    const solver::Result r = solver_.check(assumptions);
    const solver::SolverStatistics built = solver_.statistics();
    result_.statistics.variables = built.variables;
    result_.statistics.clauses = built.clauses;
    result_.statistics.blast_ms = built.blast_ms - blast_before_;
    if (options_.live) {
      options_.live->sat_variables.store(built.variables, std::memory_order_relaxed);
      options_.live->sat_clauses.store(built.clauses, std::memory_order_relaxed);
    }
    return r;
  }

  void unknown(const std::string& what, const char* during = "solving") {
    result_.statistics.solve_ms = elapsed_ms(start_);
    result_.verdict = Verdict::Unknown;
    if (stop_.load()) {
      result_.stop_cause = watchdog_.cause();
      result_.stopped_while = during;
      result_.reason = encoder::describe_stop(result_.stop_cause, limits_) + " while " + during;
    } else {
      result_.reason = solver_.reason_unknown() + " (" + what + ")";
    }
  }

  void decide() {
    const Queries& q = *shared_.queries_;
    const encoder::Formula& formula = *shared_.formula_;
    solver::Result r = ask(q.violation, q.violation_false);
    if (r == solver::Result::Unknown) return unknown("property checks");
    if (r == solver::Result::Sat) return read_counterexample();
    r = ask(q.unsupported, q.unsupported_false);
    if (r == solver::Result::Unknown) return unknown("reachability of unsupported constructs");
    if (r == solver::Result::Sat) {
      result_.verdict = Verdict::Unknown;
      for (const encoder::UnsupportedCut& cut : formula.unsupported)
        if (solver_.value(cut.guard)) {
          result_.reason = "unsupported: " + cut.what;
          break;
        }
      result_.statistics.solve_ms = elapsed_ms(start_);
      return;
    }
    r = ask(q.unwinding, q.unwinding_false);
    if (r == solver::Result::Unknown) return unknown("unwinding assertions");
    result_.statistics.solve_ms = elapsed_ms(start_);
    if (r == solver::Result::Unsat) {
      result_.verdict = Verdict::Verified;
      return;
    }
    result_.verdict = Verdict::Bounded;
    for (const encoder::UnwindingCut& cut : formula.unwindings)
      if (solver_.value(cut.guard) &&
          std::find(result_.unwound.begin(), result_.unwound.end(), cut.what) == result_.unwound.end())
        result_.unwound.push_back(cut.what);
  }

  void read_counterexample() {
    enter(options_, "reading the model");
    const encoder::Formula& formula = *shared_.formula_;
    std::lock_guard lock(shared_.model_mutex_);
    for (size_t i = 0; i < formula.checks.size(); ++i) {
      if (!solver_.value(shared_.queries_->failing[i])) continue;
      const encoder::PropertyCheck& check = formula.checks[i];
      result_.verdict = Verdict::Failed;
      result_.violated = encoder::ViolatedProperty{check.kind, check.message, check.location};
      result_.trace = encoder::build_trace(formula, check, solver_, result_.input_values);
      break;
    }
    result_.statistics.solve_ms = elapsed_ms(start_);
    if (!result_.violated) {
      result_.verdict = Verdict::Unknown;
      result_.reason = "internal error: the solver's model violates no check";
    }
  }

  SharedEncoding& shared_;
  solver::Solver& solver_;
  std::vector<Term> assumed_;
  const VerifyOptions& options_;
  std::atomic<bool>& stop_;
  encoder::Watchdog& watchdog_;
  const encoder::RunLimits& limits_;
  double blast_before_ = 0;
  VerifyResult result_;
  Clock::time_point start_;
};

VerifyResult SharedEncoding::verify(const std::set<std::string>& omitted, const VerifyOptions& options) {
  if (!complete_) return stopped_;
  VerifyResult result;
  result.warnings = warnings_;
  result.unmodelled_functions = formula_->unmodelled_functions;
  result.overapproximated_functions = formula_->overapproximated_functions;
  result.unknown_environment = unknown_environment_;
  result.statistics.instructions_unrolled = statistics_.instructions_unrolled;
  result.statistics.terms = statistics_.terms;
  result.statistics.checks = statistics_.checks;
  result.statistics.interval_proofs = statistics_.interval_proofs;
  result.statistics.encode_ms = statistics_.encode_ms;  // the one shared encoding's, for --stats
  result.statistics.formula_fingerprint = statistics_.formula_fingerprint;
  std::unique_ptr<solver::Solver> solver = take_solver(options);
  if (!solver) {
    result.reason = "unknown solver '" + options.solver + "'";
    return result;
  }
  std::atomic<bool> stop{false};
  const encoder::RunLimits limits = limits_for(options);
  bool stopped = false;
  {
    encoder::Watchdog watchdog(limits, options.cancel, options.interrupt, stop, *solver);
    Decision decision(*this, *solver, assignment(omitted), options, stop, watchdog, limits);
    result = decision.run(std::move(result));
    stopped = stop.load();
  }
  // A terminated solver stays terminated: only an unstopped one serves again.
  if (!stopped) give_back(std::move(solver));
  return result;
}

}  // namespace swarmbmc::swarm
