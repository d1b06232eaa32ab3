#include "Verifier.h"

#include <chrono>
#include <cstdio>
#include <functional>
#include <unordered_map>

#include "Solver.h"
#include "TraceBuilder.h"
#include "Unroller.h"
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

std::string fingerprint(const std::vector<Term>& roots) {
  // Iterative post-order (formulas are deep chains: recursion would overflow).
  std::unordered_map<Term, uint64_t> memo;
  std::vector<std::pair<Term, bool>> stack;
  uint64_t total = 0x5157'4152'4d42'4d43ULL;
  for (Term root : roots) {
    if (!root) {
      total = mix(total, 0);
      continue;
    }
    stack.push_back({root, false});
    while (!stack.empty()) {
      auto [term, children_done] = stack.back();
      if (memo.count(term)) {
        stack.pop_back();
        continue;
      }
      if (!children_done) {
        stack.back().second = true;
        for (unsigned i = 0; i < term->num_args; ++i)
          if (!memo.count(term->args[i])) stack.push_back({term->args[i], false});
        continue;
      }
      stack.pop_back();
      uint64_t h = mix(static_cast<uint64_t>(term->op), static_cast<uint64_t>(term->sort.kind) << 16 | term->sort.width);
      h = mix(h, static_cast<uint64_t>(term->param0) << 32 | term->param1);
      h = mix(mix(h, static_cast<uint64_t>(term->value)), static_cast<uint64_t>(term->value >> 64));
      for (char c : term->name) h = mix(h, static_cast<unsigned char>(c));
      for (unsigned i = 0; i < term->num_args; ++i) h = mix(h, memo.at(term->args[i]));
      memo.emplace(term, h);
    }
    total = mix(total, memo.at(root));
  }
  char text[17];
  std::snprintf(text, sizeof text, "%016llx", static_cast<unsigned long long>(total));
  return text;
}

namespace {

solver::SolverOptions solver_options_for(const VerifyOptions& options) {
  solver::SolverOptions solver_options;
  solver_options.dimacs_path = options.dimacs_path;
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

Queries queries_of(TermManager& tm, const Formula& formula) {
  Queries q{tm.mk_false(), tm.mk_false(), tm.mk_false(), tm.mk_true()};
  for (const PropertyCheck& check : formula.checks)
    q.violation = tm.mk_or(q.violation, tm.mk_and(check.guard, tm.mk_not(check.condition)));
  for (const UnsupportedCut& cut : formula.unsupported) q.unsupported = tm.mk_or(q.unsupported, cut.guard);
  for (const UnwindingCut& cut : formula.unwindings) q.unwinding = tm.mk_or(q.unwinding, cut.guard);
  for (Term c : formula.constraints) q.constraints = tm.mk_and(q.constraints, c);
  return q;
}

}  // namespace

struct DepthReuse {
  std::unique_ptr<TermManager> tm = std::make_unique<TermManager>();
  std::unique_ptr<solver::Solver> solver;
  unsigned generation = 0;
};

std::shared_ptr<DepthReuse> make_depth_reuse(const VerifyOptions& options) {
  if (options.solver != "cadical" || !options.dimacs_path.empty()) return nullptr;
  auto reuse = std::make_shared<DepthReuse>();
  solver::SolverOptions solver_options = solver_options_for(options);
  solver_options.incremental = true;
  reuse->solver = solver::make_solver(options.solver, solver_options);
  return reuse;
}

UnrollOptions unroll_options_for(const VerifyOptions& options, const std::atomic<bool>& stop) {
  UnrollOptions unroll;
  unroll.depth = options.depth;
  unroll.entry = options.entry;
  unroll.max_argc = options.max_argc;
  unroll.max_arg_length = options.max_arg_length;
  unroll.stop = &stop;
  unroll.replay_inputs = options.replay_inputs;
  unroll.live_instructions = options.live ? &options.live->instructions : nullptr;
  unroll.log_functions = options.log_functions;
  unroll.checks = options.checks;
  unroll.malloc_may_fail = options.malloc_may_fail;
  unroll.strict_externals = options.strict_externals;
  return unroll;
}

VerifyResult verify(const llvm::Module& module, const VerifyOptions& options) {
  VerifyResult result;
  DepthReuse* reuse = options.replay_inputs || options.restrict_paths ? nullptr : options.reuse.get();
  auto tm_owner = reuse ? nullptr : std::make_unique<TermManager>();
  TermManager& tm = reuse ? *reuse->tm : *tm_owner;
  auto solver_owner = reuse ? nullptr : solver::make_solver(options.solver, solver_options_for(options));
  solver::Solver* solver = reuse ? reuse->solver.get() : solver_owner.get();
  if (reuse) tm.start_generation();
  if (!solver) {
    result.reason = "unknown solver '" + options.solver + "'";
    return result;
  }
  std::atomic<bool> stop{false};
  const RunLimits limits = limits_for(options);
  Watchdog watchdog(limits, options.cancel, options.interrupt, stop, *solver);
  auto enter = [&](const char* phase) {
    if (options.phase) options.phase->store(phase);
    if (options.live) options.live->phase.store(phase, std::memory_order_relaxed);
  };
  if (options.live && options.live->started_ms.load(std::memory_order_relaxed) < 0)
    options.live->started_ms.store(LiveStatus::now_ms(), std::memory_order_relaxed);
  auto stop_reason = [&](const char* during) {
    result.stop_cause = watchdog.cause();
    result.stopped_while = during;
    return describe_stop(result.stop_cause, limits) + " while " + during;
  };

  auto encode_start = Clock::now();
  enter("unrolling");
  auto unroller_owner = std::make_unique<Unroller>(module, tm, unroll_options_for(options, stop));
  Unroller& unroller = *unroller_owner;
  auto formula_owner = std::make_unique<Formula>();
  Formula& formula = *formula_owner;
  // Freeing millions of terms and clauses takes seconds: after a stop of the
  // whole process (limit, signal) that would delay the report, so the memory
  // is left to the exiting process. Declared last: runs before the owners' destructors.
  struct AtExit {
    std::function<void()> run;
    ~AtExit() { run(); }
  } abandon{[&] {
    const bool process_stop = result.stop_cause != StopCause::None &&
                              (result.stop_cause != StopCause::Cancelled || (options.interrupt && options.interrupt->load()));
    if (!options.abandon_on_stop || !process_stop) return;
    (void)tm_owner.release();
    (void)unroller_owner.release();
    (void)formula_owner.release();
    (void)solver_owner.release();
    if (reuse) (void)new std::shared_ptr<DepthReuse>(options.reuse);  // kept alive, as the owners above
  }};
  try {
    formula = unroller.run();
  } catch (const Interrupted&) {
    result.statistics.encode_ms = elapsed_ms(encode_start);
    result.statistics.instructions_unrolled = unroller.instructions_unrolled();
    result.statistics.terms = tm.size();
    result.warnings = unroller.warnings();
    result.reason = stop_reason("unrolling");
    return result;
  }
  if (options.restrict_paths) {
    try {
      formula.constraints.push_back(options.restrict_paths(tm, formula));
    } catch (const std::exception& e) {
      result.warnings = unroller.warnings();
      result.reason = e.what();
      return result;
    }
  }
  result.statistics.encode_ms = elapsed_ms(encode_start);
  result.statistics.instructions_unrolled = unroller.instructions_unrolled();
  result.statistics.checks = formula.checks.size();
  result.warnings = unroller.warnings();
  result.unmodelled_functions = formula.unmodelled_functions;

  const Queries queries = queries_of(tm, formula);
  const Term any_violation = queries.violation, any_unsupported = queries.unsupported,
             any_unwinding = queries.unwinding, constraints = queries.constraints;
  result.statistics.terms = tm.size();

  auto solve_start = Clock::now();
  enter("solving");
  result.statistics.formula_fingerprint = fingerprint({constraints, any_violation, any_unsupported, any_unwinding});
  result.statistics.terms = tm.size();
  if (options.live) {
    options.live->instructions.store(result.statistics.instructions_unrolled, std::memory_order_relaxed);
    options.live->terms.store(result.statistics.terms, std::memory_order_relaxed);
  }
  if (options.on_progress) options.on_progress(result.statistics);
  // With reuse, this run's constraints hold under its own literal only.
  const Term active = reuse ? tm.mk_var(terms::Sort::boolean(), "depth run " + std::to_string(++reuse->generation))
                            : tm.mk_true();
  if (!constraints->is_true()) solver->add(tm.mk_implies(active, constraints));
  auto ask = [&](Term query) {
    if (tm.mk_and(constraints, query)->is_false()) return solver::Result::Unsat;
    solver::Result r = solver->check(reuse ? std::vector<Term>{active, query} : std::vector<Term>{query});
    const solver::SolverStatistics built = solver->statistics();
    result.statistics.variables = built.variables;
    result.statistics.clauses = built.clauses;
    result.statistics.blast_ms = built.blast_ms;
    if (options.live) {
      options.live->sat_variables.store(built.variables, std::memory_order_relaxed);
      options.live->sat_clauses.store(built.clauses, std::memory_order_relaxed);
    }
    return r;
  };
  auto unknown = [&](const std::string& what, const char* during = "solving") {
    result.statistics.solve_ms = elapsed_ms(solve_start);
    result.verdict = Verdict::Unknown;
    result.reason = stop.load() ? stop_reason(during) : solver->reason_unknown() + " (" + what + ")";
    return result;
  };

  // Reading a model can be interrupted too (another worker won meanwhile).
  auto decide = [&]() -> VerifyResult {
    solver::Result r = ask(any_violation);
    if (r == solver::Result::Unknown) return unknown("property checks");
    if (r == solver::Result::Sat) {
      enter("reading the model");
      for (const PropertyCheck& check : formula.checks) {
        if (!solver->value(tm.mk_and(check.guard, tm.mk_not(check.condition)))) continue;
        result.verdict = Verdict::Failed;
        result.violated = ViolatedProperty{check.kind, check.message, check.location};
        result.trace = build_trace(formula, check, *solver, result.input_values);
        break;
      }
      result.statistics.solve_ms = elapsed_ms(solve_start);
      if (!result.violated) {
        result.verdict = Verdict::Unknown;
        result.reason = "internal error: the solver's model violates no check";
      }
      return result;
    }

    r = ask(any_unsupported);
    if (r == solver::Result::Unknown) return unknown("reachability of unsupported constructs");
    if (r == solver::Result::Sat) {
      result.verdict = Verdict::Unknown;
      for (const UnsupportedCut& cut : formula.unsupported)
        if (solver->value(cut.guard)) {
          result.reason = "unsupported: " + cut.what;
          break;
        }
      result.statistics.solve_ms = elapsed_ms(solve_start);
      return result;
    }

    r = ask(any_unwinding);
    if (r == solver::Result::Unknown) return unknown("unwinding assertions");
    result.statistics.solve_ms = elapsed_ms(solve_start);
    if (r == solver::Result::Sat) {
      result.verdict = Verdict::Bounded;
      for (const UnwindingCut& cut : formula.unwindings)
        if (solver->value(cut.guard) &&
            std::find(result.unwound.begin(), result.unwound.end(), cut.what) == result.unwound.end())
          result.unwound.push_back(cut.what);
      return result;
    }
    result.verdict = Verdict::Verified;
    return result;
  };
  VerifyResult decided;
  try {
    decided = decide();
  } catch (const solver::Interrupted&) {
    decided = unknown("reading the model", "reading the model");
  }
  if (reuse) solver->add(tm.mk_not(active));  // retired: later runs' solvers drop its clauses
  return decided;
}

}  // namespace swarmbmc::encoder
