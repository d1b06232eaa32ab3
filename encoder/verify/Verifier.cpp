#include "Verifier.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <functional>
#include <memory>
#include <mutex>
#include <new>
#include <unordered_map>

#include "encoder/checks/EarlyChecks.h"
#include "encoder/checks/IntervalProofs.h"
#include "solver/Solver.h"
#include "encoder/trace/TraceBuilder.h"
#include "encoder/unroll/Unroller.h"
#include "Watchdog.h"

namespace swarmbmc::encoder {

const char* verdict_name(Verdict verdict) {
  switch (verdict) {
    case Verdict::Failed: return "FAILED";
    case Verdict::Verified: return "VERIFIED";
    case Verdict::Bounded: return "BOUNDED";
    case Verdict::Unknown: return "UNKNOWN";
  }
  return "?";
}

int verdict_exit_code(Verdict verdict) {
  switch (verdict) {
    case Verdict::Failed: return 10;
    case Verdict::Verified: case Verdict::Bounded: return 0;
    case Verdict::Unknown: return 2;
  }
  return 2;
}

int result_exit_code(const VerifyResult& result) {
  const bool proof = result.verdict == Verdict::Verified || result.verdict == Verdict::Bounded;
  const bool restricted = !result.choice_heuristics.empty() || !result.peer_misses_cut.empty();
  return proof && restricted ? kExitUnderChoiceHeuristics : verdict_exit_code(result.verdict);
}

namespace {

using Clock = std::chrono::steady_clock;

double elapsed_ms(Clock::time_point since) {
  return std::chrono::duration<double, std::milli>(Clock::now() - since).count();
}

uint64_t mix(uint64_t hash, uint64_t value) {
  // splitmix64 finaliser over hash ^ value: cheap and well distributed.
  uint64_t z = hash ^ (value + 0x9e3779b97f4a7c15ULL + (hash << 6) + (hash >> 2));
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
  return z ^ (z >> 31);
}

}  // namespace

std::string fingerprint(const std::vector<Term>& roots, const std::atomic<bool>* stop) {
  // Iterative post-order (formulas are deep chains: recursion would overflow).
  // The memo is indexed by term id (children are older than their parents,
  // so the largest root id bounds every id reached): a hash map here cost
  // 0.2-0.6 s on the largest unrollings; the flat vector ~0.25 s at 3.3M
  // terms (1.9 % of a perf profile of that run). Polls the stop flag.
  uint32_t largest = 0;
  for (Term root : roots)
    if (root) largest = std::max(largest, root->id);
  std::vector<uint64_t> memo(static_cast<size_t>(largest) + 1, 0);  // 0: not hashed yet
  auto hashed = [&](Term t) { return memo[t->id] != 0; };
  std::vector<std::pair<Term, bool>> stack;
  uint64_t total = 0x5157'4152'4d42'4d43ULL;
  for (Term root : roots) {
    if (!root) {
      total = mix(total, 0);
      continue;
    }
    stack.push_back({root, false});
    for (size_t steps = 0; !stack.empty(); ++steps) {
      if ((steps & 0xfff) == 0 && stop && stop->load(std::memory_order_relaxed)) return "(stopped)";
      auto [term, children_done] = stack.back();
      if (hashed(term)) {
        stack.pop_back();
        continue;
      }
      if (!children_done) {
        stack.back().second = true;
        for (unsigned i = 0; i < term->num_args; ++i)
          if (!hashed(term->args[i])) stack.push_back({term->args[i], false});
        continue;
      }
      stack.pop_back();
      uint64_t h = mix(static_cast<uint64_t>(term->op), static_cast<uint64_t>(term->sort.kind) << 16 | term->sort.width);
      h = mix(h, static_cast<uint64_t>(term->param0) << 32 | term->param1);
      h = mix(mix(h, static_cast<uint64_t>(term->value)), static_cast<uint64_t>(term->value >> 64));
      for (char c : term->name) h = mix(h, static_cast<unsigned char>(c));
      for (unsigned i = 0; i < term->num_args; ++i) h = mix(h, memo[term->args[i]->id]);
      memo[term->id] = h | 1;  // never 0, the "not hashed" mark
    }
    total = mix(total, memo[root->id]);
  }
  char text[17];
  std::snprintf(text, sizeof text, "%016llx", static_cast<unsigned long long>(total));
  return text;
}

namespace {

solver::SolverOptions solver_options_for(const VerifyOptions& options) {
  solver::SolverOptions solver_options;
  solver_options.dimacs_path = options.dimacs_path;
  solver_options.division = options.division;
  if (LiveStatus* live = options.live)
    solver_options.on_phase = [live](const char* phase, const solver::SolverStatistics& so_far) {
      live->phase.store(phase, std::memory_order_relaxed);
      live->sat_variables.store(so_far.variables, std::memory_order_relaxed);
      live->sat_clauses.store(so_far.clauses, std::memory_order_relaxed);
    };
  return solver_options;
}

RunLimits limits_for(const VerifyOptions& options) {
  RunLimits limits;
  limits.timeout_seconds = options.timeout_seconds;
  limits.memory_limit_mb = options.memory_limit_mb;
  if (options.deadline)
    limits.deadline = options.deadline;
  else if (options.timeout_seconds > 0)
    limits.deadline = deadline_after(options.timeout_seconds);
  return limits;
}

/// The three queries, one disjunction each over the records' own
/// conditions, and the constraints that hold for every query (added once,
/// so an incremental backend keeps them and what it learns from them).
struct Queries {
  Term violation, unsupported, unwinding, constraints;
};

/// Throws Interrupted once `stop` is raised: joining a long unrolling's
/// records took ~0.1 s, the largest gap of a stop right after unrolling.
Queries queries_of(TermManager& tm, const Formula& formula, const std::atomic<bool>& stop) {
  return {violation_query(tm, formula, 0, nullptr, &stop), unsupported_query(tm, formula, &stop),
          unwinding_query(tm, formula, &stop), constraints_of(tm, formula, &stop)};
}

}  // namespace

struct DepthReuse {
  TermManager tm;
  std::unique_ptr<solver::Solver> solver;
  unsigned generation = 0;
};

std::shared_ptr<DepthReuse> make_depth_reuse(const VerifyOptions& options) {
  if (!solver::is_bit_blasting(options.solver) || !options.dimacs_path.empty()) return nullptr;
  auto reuse = std::make_shared<DepthReuse>();
  solver::SolverOptions solver_options = solver_options_for(options);
  solver_options.incremental = true;
  reuse->solver = solver::make_solver(options.solver, solver_options);
  return reuse;
}

/// Whether float operations reach the solver as FloatOp nodes for Z3's FP
/// theory (terms/FloatOp.h): with --solver z3 when the environment sets
/// SWARMBMC_Z3_FP_THEORY=on. Off by default until binary32/64 equivalence
/// of every wrapped operation has been checked (tests/unit/solver/test_z3_float).
static bool wants_native_floats(const VerifyOptions& options) {
  const char* setting = std::getenv("SWARMBMC_Z3_FP_THEORY");
  return options.solver == "z3" && setting && std::string(setting) == "on";
}

UnrollOptions unroll_options_for(const VerifyOptions& options, const std::atomic<bool>& stop) {
  UnrollOptions unroll;
  unroll.depth = options.depth;
  unroll.entry = options.entry;
  unroll.max_argc = options.max_argc;
  unroll.max_arg_length = options.max_arg_length;
  unroll.choices = options.choices;
  unroll.stop = &stop;
  unroll.replay_inputs = options.replay_inputs;
  unroll.live_instructions = options.live ? &options.live->instructions : nullptr;
  unroll.log_functions = options.log_functions;
  unroll.checks = options.checks;
  unroll.malloc_may_fail = options.malloc_may_fail;
  unroll.strict_externals = options.strict_externals;
  unroll.assume_no_callback = options.assume_no_callback;
  unroll.io = options.io;
  unroll.induction = options.induction;
  return unroll;
}

namespace {

/// Keeps `object` allocated until the process exits. It stays reachable from
/// a global that is never destroyed, so that leak checkers do not count it.
template <class T>
void keep_until_exit(std::unique_ptr<T> object) {
  if (!object) return;
  static std::mutex mutex;
  static auto* kept = new std::vector<std::shared_ptr<void>>();
  std::lock_guard lock(mutex);
  kept->push_back(std::shared_ptr<T>(std::move(object)));
}

/// One verify() call, its phases as steps: unroll, state the queries, then
/// ask them in order (see Verifier.h).
class VerifyRun {
 public:
  VerifyRun(const llvm::Module& module, const VerifyOptions& options);
  ~VerifyRun();
  VerifyRun(const VerifyRun&) = delete;
  VerifyRun& operator=(const VerifyRun&) = delete;

  VerifyResult run();

 private:
  /// Unrolls into formula_; false (result_ says why) when stopped or refused.
  bool unroll();
  /// The unrolling's options, with the early checks when they apply.
  UnrollOptions unroll_options();
  /// The hook for UnrollOptions::early_check.
  bool check_early(const Formula& so_far);
  /// After an early query found a counterexample: FAILED from its model.
  VerifyResult report_early();
  /// Time spent in queries so far, early ones included.
  double solve_ms() const;
  /// The queries, statistics so far, and the constraints given to the solver.
  void state_queries();
  /// The three queries in order; may throw solver::Interrupted while reading a model.
  VerifyResult decide();
  /// FAILED with the trace of the first check `solver`'s model violates.
  VerifyResult failed_from_model(solver::Solver& solver);
  /// Frees the early queries' solver once the unrolling is over.
  void retire_early_solver();
  solver::Result ask(Term query);
  /// The violation query of the checks not proven yet.
  Term asked_violation();
  VerifyResult unknown(const std::string& what, const char* during = "solving");
  /// --peer-strict: records in result_.peer_misses_cut the cut cache misses
  /// some execution reaches; false when the solver could not tell.
  bool note_peer_cuts();
  void enter(const char* phase) const;
  std::string stop_reason(const char* during);
  /// When the process ends after this run, leaves the run's memory allocated.
  void abandon_if_last();

  const llvm::Module& module_;
  const VerifyOptions& options_;
  VerifyResult result_;
  DepthReuse* reuse_;
  std::unique_ptr<TermManager> tm_owner_;
  TermManager& tm_;
  std::unique_ptr<solver::Solver> solver_owner_;
  solver::Solver* solver_;
  std::atomic<bool> stop_{false};
  const RunLimits limits_;
  std::unique_ptr<Watchdog> watchdog_;  ///< declared after the solver it terminates
  std::unique_ptr<Unroller> unroller_;
  std::unique_ptr<Formula> formula_ = std::make_unique<Formula>();
  Queries queries_{};
  Term active_ = nullptr;  ///< this run's constraints hold under it (true without reuse)
  Clock::time_point solve_start_;
  std::unique_ptr<IntervalProofs> proofs_;  ///< null with --no-interval-proofs; before early_, which uses it
  std::unique_ptr<EarlyChecks> early_;  ///< null when early checks do not apply
  bool found_early_ = false;
  bool stopped_in_early_query_ = false;
};

VerifyRun::VerifyRun(const llvm::Module& module, const VerifyOptions& options)
    : module_(module),
      options_(options),
      reuse_(options.replay_inputs || options.restrict_paths ? nullptr : options.reuse.get()),
      tm_owner_(reuse_ ? nullptr : std::make_unique<TermManager>()),
      tm_(reuse_ ? reuse_->tm : *tm_owner_),
      solver_owner_(reuse_ ? nullptr : solver::make_solver(options.solver, solver_options_for(options))),
      solver_(reuse_ ? reuse_->solver.get() : solver_owner_.get()),
      limits_(limits_for(options)) {
  if (reuse_) tm_.start_generation();
  else tm_.set_native_floats(wants_native_floats(options));
  if (solver_) watchdog_ = std::make_unique<Watchdog>(limits_, options.cancel, options.interrupt, stop_, *solver_);
  if (options.live && options.live->started_ms.load(std::memory_order_relaxed) < 0)
    options.live->started_ms.store(LiveStatus::now_ms(), std::memory_order_relaxed);
}

VerifyRun::~VerifyRun() {
  watchdog_.reset();  // first: it may terminate the solver
  // Often reached after memory ran out: what cannot be kept for want of
  // memory is freed instead (a throw out of a destructor would end the
  // process in std::terminate).
  try {
    abandon_if_last();
  } catch (const std::bad_alloc&) {
  }
}

// Freeing millions of terms and clauses takes seconds: when the process
// ends after this run (see VerifyOptions::abandon_on_stop), that would only
// delay the report, so the memory is left to the exiting process.
void VerifyRun::abandon_if_last() {
  if (!options_.abandon_on_stop) return;
  const bool proved = result_.verdict == Verdict::Verified || result_.verdict == Verdict::Bounded;
  const bool last = options_.abandon_always || result_.stop_cause != StopCause::None ||
                    result_.verdict == Verdict::Failed || (options_.abandon_on_proof && proved);
  if (!last) return;
  keep_until_exit(std::move(tm_owner_));
  keep_until_exit(std::move(unroller_));
  keep_until_exit(std::move(formula_));
  keep_until_exit(std::move(solver_owner_));
  keep_until_exit(std::move(early_));
  keep_until_exit(std::move(proofs_));
  if (reuse_) keep_until_exit(std::make_unique<std::shared_ptr<DepthReuse>>(options_.reuse));
}

void VerifyRun::enter(const char* phase) const {
  if (options_.phase) options_.phase->store(phase);
  if (options_.live) options_.live->phase.store(phase, std::memory_order_relaxed);
}

std::string VerifyRun::stop_reason(const char* during) {
  result_.stop_cause = watchdog_->cause();
  result_.stopped_while = during;
  return describe_stop(result_.stop_cause, limits_) + " while " + during;
}

VerifyResult VerifyRun::run() {
  if (!solver_) {
    result_.reason = "unknown solver '" + options_.solver + "'";
    return result_;
  }
  if (!unroll()) return result_;
  VerifyResult decided;
  try {
    if (found_early_) {
      decided = report_early();
    } else {
      state_queries();
      decided = decide();
    }
  } catch (const solver::Interrupted&) {  // another worker won while the model was read
    decided = unknown("reading the model", "reading the model");
  } catch (const Interrupted&) {  // stopped while the queries were built
    decided = unknown("stating the queries");
  }
  // Retired: later runs' solvers drop its clauses. A run whose early query
  // found the counterexample never stated its constraints (no active_).
  if (reuse_ && active_) solver_->add(tm_.mk_not(active_));
  return decided;
}

bool VerifyRun::unroll() {
  const auto encode_start = Clock::now();
  enter("unrolling");
  unroller_ = std::make_unique<Unroller>(module_, tm_, unroll_options());
  try {
    *formula_ = unroller_->run();
  } catch (const CounterexampleFound&) {
    *formula_ = unroller_->take_formula();
    found_early_ = true;
  } catch (const Interrupted&) {
    // Not freed here: freeing an early solver's clauses took ~100 ms of
    // the stop (abandon_if_last keeps it, or the destructor frees it).
    if (watchdog_) watchdog_->also_terminate(nullptr);
    result_.statistics.encode_ms = elapsed_ms(encode_start) - solve_ms();
    result_.statistics.instructions_unrolled = unroller_->instructions_unrolled();
    result_.statistics.terms = tm_.size();
    result_.warnings = unroller_->warnings();
    // A stop seen by an early query is a stop while solving.
    result_.reason = stop_reason(stopped_in_early_query_ ? "solving" : "unrolling");
    return false;
  }
  if (options_.restrict_paths) {
    try {
      formula_->constraints.push_back(options_.restrict_paths(tm_, *formula_));
    } catch (const std::exception& e) {
      result_.warnings = unroller_->warnings();
      result_.reason = e.what();
      return false;
    }
  }
  if (!found_early_) retire_early_solver();
  result_.statistics.encode_ms = elapsed_ms(encode_start) - solve_ms();
  result_.statistics.instructions_unrolled = unroller_->instructions_unrolled();
  result_.statistics.checks = formula_->checks.size();
  result_.warnings = unroller_->warnings();
  result_.unmodelled_functions = formula_->unmodelled_functions;
  result_.overapproximated_functions = formula_->overapproximated_functions;
  result_.unknown_environment = unroller_->unknown_environment();
  return true;
}

UnrollOptions VerifyRun::unroll_options() {
  UnrollOptions unroll = unroll_options_for(options_, stop_);
  if (options_.interval_proofs) proofs_ = std::make_unique<IntervalProofs>(tm_, &stop_);
  const bool applies = options_.early_checks && solver::is_bit_blasting(options_.solver) && options_.dimacs_path.empty() &&
                       !options_.replay_inputs && !options_.restrict_paths &&
                       !(options_.induction && options_.induction->step);
  if (!applies) return unroll;
  early_ = std::make_unique<EarlyChecks>(tm_, proofs_.get(), options_.division);
  if (watchdog_) watchdog_->also_terminate(early_->solver());
  unroll.early_check = [this](const Formula& so_far) { return check_early(so_far); };
  unroll.early_check_terms = EarlyChecks::kFirstAtTerms;
  return unroll;
}

bool VerifyRun::check_early(const Formula& so_far) {
  enter("solving");
  const bool failed = early_->check(so_far);
  result_.statistics.early_queries = early_->queries();
  if (proofs_) result_.statistics.interval_proofs = proofs_->proven_count();
  stopped_in_early_query_ = stop_.load();
  enter("unrolling");
  return failed;
}

void VerifyRun::retire_early_solver() {
  if (!early_) return;
  if (watchdog_) watchdog_->also_terminate(nullptr);
  early_->release_solver();
}

double VerifyRun::solve_ms() const {
  const double early = early_ ? early_->solve_ms() : 0;
  return solve_start_ == Clock::time_point() ? early : early + elapsed_ms(solve_start_);
}

VerifyResult VerifyRun::report_early() {
  result_.statistics.found_early = true;
  // The formula so far has no constraints (EarlyChecks.h): true, as queries_of would give.
  if (options_.formula_fingerprint)
    result_.statistics.formula_fingerprint = fingerprint({tm_.mk_true(), violation_query(tm_, *formula_)});
  result_.statistics.terms = tm_.size();
  result_.statistics.variables = early_->statistics().variables;
  result_.statistics.clauses = early_->statistics().clauses;
  result_.statistics.blast_ms = early_->statistics().blast_ms;
  return failed_from_model(*early_->solver());
}

void VerifyRun::state_queries() {
  queries_ = queries_of(tm_, *formula_, stop_);
  solve_start_ = Clock::now();
  enter("solving");
  if (options_.formula_fingerprint)
    result_.statistics.formula_fingerprint =
        fingerprint({queries_.constraints, queries_.violation, queries_.unsupported, queries_.unwinding}, &stop_);
  result_.statistics.terms = tm_.size();
  if (options_.live) {
    options_.live->instructions.store(result_.statistics.instructions_unrolled, std::memory_order_relaxed);
    options_.live->terms.store(result_.statistics.terms, std::memory_order_relaxed);
  }
  if (options_.on_progress) options_.on_progress(result_.statistics);
  // With reuse, this run's constraints hold under its own literal only.
  active_ = reuse_ ? tm_.mk_var(terms::Sort::boolean(), "depth run " + std::to_string(++reuse_->generation))
                   : tm_.mk_true();
  if (!queries_.constraints->is_true()) solver_->add(tm_.mk_implies(active_, queries_.constraints));
}

solver::Result VerifyRun::ask(Term query) {
  if (tm_.mk_and(queries_.constraints, query)->is_false()) return solver::Result::Unsat;
  const solver::Result r = solver_->check(reuse_ ? std::vector<Term>{active_, query} : std::vector<Term>{query});
  const solver::SolverStatistics built = solver_->statistics();
  result_.statistics.variables = built.variables;
  result_.statistics.clauses = built.clauses;
  result_.statistics.blast_ms = built.blast_ms;
  if (options_.live) {
    options_.live->sat_variables.store(built.variables, std::memory_order_relaxed);
    options_.live->sat_clauses.store(built.clauses, std::memory_order_relaxed);
  }
  return r;
}

VerifyResult VerifyRun::unknown(const std::string& what, const char* during) {
  result_.statistics.solve_ms = solve_ms();
  result_.verdict = Verdict::Unknown;
  result_.reason = stop_.load() ? stop_reason(during) : solver_->reason_unknown() + " (" + what + ")";
  return result_;
}

VerifyResult VerifyRun::failed_from_model(solver::Solver& solver) {
  enter("reading the model");
  for (const PropertyCheck& check : formula_->checks) {
    if (!solver.value(tm_.mk_and(check.guard, tm_.mk_not(check.condition)))) continue;
    result_.verdict = Verdict::Failed;
    result_.violated = ViolatedProperty{check.kind, check.message, check.location};
    result_.trace = build_trace(*formula_, check, solver, result_.input_values);
    break;
  }
  result_.statistics.solve_ms = solve_ms();
  if (!result_.violated) {
    result_.verdict = Verdict::Unknown;
    result_.reason = "internal error: the solver's model violates no check";
  }
  return result_;
}

Term VerifyRun::asked_violation() {
  // Checks an early query or the interval analysis proved cannot fail are not asked again.
  const size_t first = early_ ? early_->proven() : 0;
  if (!proofs_) return first ? violation_query(tm_, *formula_, first, nullptr, &stop_) : queries_.violation;
  proofs_->examine(*formula_);
  result_.statistics.interval_proofs = proofs_->proven_count();
  return violation_query(tm_, *formula_, first, &proofs_->proven(), &stop_);
}

VerifyResult VerifyRun::decide() {
  solver::Result r = ask(asked_violation());
  if (r == solver::Result::Unknown) return unknown("property checks");
  if (r == solver::Result::Sat) return failed_from_model(*solver_);

  r = ask(queries_.unsupported);
  if (r == solver::Result::Unknown) return unknown("reachability of unsupported constructs");
  if (r == solver::Result::Sat) {
    result_.verdict = Verdict::Unknown;
    for (const UnsupportedCut& cut : formula_->unsupported)
      if (solver_->value(cut.guard)) {
        result_.reason = "unsupported: " + cut.what;
        break;
      }
    result_.statistics.solve_ms = solve_ms();
    return result_;
  }

  r = ask(queries_.unwinding);
  if (r == solver::Result::Unknown) return unknown("unwinding assertions");
  result_.statistics.solve_ms = solve_ms();
  if (r == solver::Result::Sat) {
    result_.verdict = Verdict::Bounded;
    for (const UnwindingCut& cut : formula_->unwindings)
      if (solver_->value(cut.guard) &&
          std::find(result_.unwound.begin(), result_.unwound.end(), cut.what) == result_.unwound.end())
        result_.unwound.push_back(cut.what);
    return note_peer_cuts() ? result_ : unknown("reachability of peer cache misses");
  }
  if (!formula_->induction_cuts.empty()) {  // k-induction's base case: can its loop go on?
    Term more = tm_.mk_false();
    for (Term guard : formula_->induction_cuts) more = tm_.mk_or(more, guard);
    r = ask(more);
    if (r == solver::Result::Unknown) return unknown("k-induction's unwinding");
    result_.induction_loop_unwound = r == solver::Result::Sat;
    result_.statistics.solve_ms = solve_ms();
  }
  result_.verdict = Verdict::Verified;
  return note_peer_cuts() ? result_ : unknown("reachability of peer cache misses");
}

bool VerifyRun::note_peer_cuts() {
  // One query per newly found cut site: each model names every cut it reaches.
  std::vector<bool> found(formula_->peer_cuts.size(), false);
  for (;;) {
    Term any = tm_.mk_false();
    for (size_t i = 0; i < found.size(); ++i)
      if (!found[i]) any = tm_.mk_or(any, formula_->peer_cuts[i].guard);
    if (any->is_false()) return true;
    const solver::Result r = ask(any);
    if (r == solver::Result::Unknown) return false;
    if (r == solver::Result::Unsat) return true;
    for (size_t i = 0; i < found.size(); ++i) {
      const UnsupportedCut& cut = formula_->peer_cuts[i];
      if (found[i] || !solver_->value(cut.guard)) continue;
      found[i] = true;
      if (std::find(result_.peer_misses_cut.begin(), result_.peer_misses_cut.end(), cut.what) ==
          result_.peer_misses_cut.end())
        result_.peer_misses_cut.push_back(cut.what);
    }
  }
}

}  // namespace

VerifyResult verify(const llvm::Module& module, const VerifyOptions& options) {
  VerifyResult result = VerifyRun(module, options).run();
  if ((result.verdict == Verdict::Verified || result.verdict == Verdict::Bounded) && options.choices.restricts())
    result.choice_heuristics = options.choices.describe();  // a proof only of the restricted inputs
  return result;
}

}  // namespace swarmbmc::encoder
