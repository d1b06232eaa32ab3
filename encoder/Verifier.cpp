#include "Verifier.h"

#include <chrono>
#include <condition_variable>
#include <mutex>
#include <thread>

#include "Solver.h"
#include "Unroller.h"

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

/// Raises `stop` and terminates the solver when the time limit passes or
/// when `cancel` is raised from outside; polls every few milliseconds.
class Watchdog {
 public:
  Watchdog(double seconds, const std::atomic<bool>* cancel, std::atomic<bool>& stop, solver::Solver& solver) {
    if (seconds <= 0 && !cancel) return;
    const auto deadline = Clock::now() + std::chrono::duration_cast<Clock::duration>(
                                             std::chrono::duration<double>(seconds > 0 ? seconds : 1e9));
    thread_ = std::thread([this, deadline, cancel, &stop, &solver] {
      std::unique_lock lock(mutex_);
      bool fired = false;
      while (!done_) {
        if (!fired && (Clock::now() >= deadline || (cancel && cancel->load()))) {
          stop.store(true);
          timed_out_ = !(cancel && cancel->load());
          fired = true;
        }
        // Repeated until the run ends: Z3 ignores an interrupt that arrives
        // between two of its calls, so one terminate() could be lost.
        if (fired) solver.terminate();
        done_cv_.wait_for(lock, std::chrono::milliseconds(5));
      }
    });
  }
  ~Watchdog() {
    {
      std::lock_guard lock(mutex_);
      done_ = true;
    }
    done_cv_.notify_all();
    if (thread_.joinable()) thread_.join();
  }
  /// True when it fired because of the time limit (read after stop was seen).
  bool timed_out() {
    std::lock_guard lock(mutex_);
    return timed_out_;
  }

 private:
  std::thread thread_;
  std::mutex mutex_;
  std::condition_variable done_cv_;
  bool done_ = false;
  bool timed_out_ = false;
};

std::string format_value(terms::u128 value, Term term, bool is_signed) {
  if (term->sort.is_bool()) return value ? "1" : "0";
  return is_signed ? terms::to_signed_decimal(value, term->width()) : terms::to_decimal(value);
}

/// Builds the trace of the model: events on the failing path, in order.
std::vector<TraceStep> build_trace(const Formula& formula, const PropertyCheck& failed, solver::Solver& solver,
                                   std::vector<terms::u128>& input_values) {
  std::vector<TraceStep> trace;
  for (size_t i = 0; i < failed.event_index && i < formula.events.size(); ++i) {
    const TraceEvent& event = formula.events[i];
    if (!solver.value(event.guard)) continue;
    switch (event.kind) {
      case TraceEvent::Kind::Input:
        input_values.push_back(solver.value(event.value));
        trace.push_back({TraceStep::Kind::Input, event.location,
                         event.name + " = " + format_value(solver.value(event.value), event.value, event.is_signed)});
        break;
      case TraceEvent::Kind::Call: {
        std::string text = event.name + "(";
        for (size_t a = 0; a < event.arguments.size(); ++a) {
          if (a) text += ", ";
          Term arg = event.arguments[a];
          text += arg ? format_value(solver.value(arg), arg, true) : "<pointer>";
        }
        trace.push_back({TraceStep::Kind::Call, event.location, text + ")"});
        break;
      }
      case TraceEvent::Kind::Return:
        trace.push_back({TraceStep::Kind::Return, event.location, event.name});
        break;
    }
  }
  trace.push_back({TraceStep::Kind::Failure, failed.location,
                   std::string("[") + property_tag(failed.kind) + "] " + failed.message});
  return trace;
}

}  // namespace

VerifyResult verify(const llvm::Module& module, const VerifyOptions& options) {
  VerifyResult result;
  TermManager tm;
  std::unique_ptr<solver::Solver> solver = solver::make_solver(options.solver, {options.dimacs_path});
  if (!solver) {
    result.reason = "unknown solver '" + options.solver + "'";
    return result;
  }
  std::atomic<bool> stop{false};
  Watchdog watchdog(options.timeout_seconds, options.cancel, stop, *solver);
  auto stop_reason = [&](const char* during) {
    if (!watchdog.timed_out()) {
      result.cancelled = true;
      return std::string("cancelled ") + during;
    }
    return "timeout after " + std::to_string(static_cast<int>(options.timeout_seconds)) + " s " + during;
  };

  auto encode_start = Clock::now();
  Unroller unroller(module, tm, {options.depth, options.entry, &stop, options.replay_inputs});
  Formula formula;
  try {
    formula = unroller.run();
  } catch (const Interrupted&) {
    result.statistics.encode_ms = elapsed_ms(encode_start);
    result.statistics.instructions_unrolled = unroller.instructions_unrolled();
    result.statistics.terms = tm.size();
    result.warnings = unroller.warnings();
    result.reason = stop_reason("while unrolling");
    return result;
  }
  result.statistics.encode_ms = elapsed_ms(encode_start);
  result.statistics.instructions_unrolled = unroller.instructions_unrolled();
  result.statistics.checks = formula.checks.size();
  result.warnings = unroller.warnings();

  // One disjunction per query, over the records' own conditions.
  Term any_violation = tm.mk_false();
  for (const PropertyCheck& check : formula.checks)
    any_violation = tm.mk_or(any_violation, tm.mk_and(check.guard, tm.mk_not(check.condition)));
  Term any_unsupported = tm.mk_false();
  for (const UnsupportedCut& cut : formula.unsupported) any_unsupported = tm.mk_or(any_unsupported, cut.guard);
  Term any_unwinding = tm.mk_false();
  for (const UnwindingCut& cut : formula.unwindings) any_unwinding = tm.mk_or(any_unwinding, cut.guard);
  result.statistics.terms = tm.size();

  auto solve_start = Clock::now();
  // Constraints hold for every query: added once, so an incremental backend
  // keeps them (and what it learns from them) across the queries.
  Term constraints = tm.mk_true();
  for (Term c : formula.constraints) constraints = tm.mk_and(constraints, c);
  if (!constraints->is_true()) solver->add(constraints);
  auto ask = [&](Term query) {
    if (tm.mk_and(constraints, query)->is_false()) return solver::Result::Unsat;
    solver::Result r = solver->check({query});
    const solver::SolverStatistics built = solver->statistics();
    result.statistics.variables = built.variables;
    result.statistics.clauses = built.clauses;
    result.statistics.blast_ms = built.blast_ms;
    return r;
  };
  auto unknown = [&](const std::string& what) {
    result.statistics.solve_ms = elapsed_ms(solve_start);
    result.verdict = Verdict::Unknown;
    result.reason = stop.load() ? stop_reason("while solving") : solver->reason_unknown() + " (" + what + ")";
    return result;
  };

  // Reading a model can be interrupted too (another worker won meanwhile).
  auto decide = [&]() -> VerifyResult {
    solver::Result r = ask(any_violation);
    if (r == solver::Result::Unknown) return unknown("property checks");
    if (r == solver::Result::Sat) {
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
  try {
    return decide();
  } catch (const solver::Interrupted&) {
    return unknown("reading the model");
  }
}

}  // namespace swarmbmc::encoder
